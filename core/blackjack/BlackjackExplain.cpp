#include "BlackjackExplain.h"

#include "Card.h"
#include "Money.h"
#include "bank/Question.h"
#include "blackjack/BlackjackHand.h"
#include "blackjack/BlackjackPayout.h"
#include "blackjack/BlackjackRules.h"

#include <span>

namespace croupier {

namespace {

Words say(const char *english, std::vector<Words> args = {})
{
    return Words::say("Explain", english, std::move(args));
}

std::string sourceOf(std::string_view key) { return std::string(blackjackRule(key).source); }

/// "A + 6": the cards as they are added up.
std::string cardsText(std::span<const Card> cards)
{
    std::string out;
    for (const Card c : cards)
        out += (out.empty() ? "" : " + ") + rankText(c.rank());
    return out;
}

/// "10 + 6 + 8 = 24": the cards added up, every ace counted 1.
Words hardSum(std::span<const Card> cards)
{
    return Words::literal(cardsText(cards) + " = " + std::to_string(BlackjackCount::of(cards).hard));
}

/// The exact value of @p stake × @p ratio before rounding ("37.5").
Money exactPayout(const Money &stake, const Ratio &ratio)
{
    // 3:2, 2:1 and 1:1 of a decimal amount end at most one decimal place further on.
    return Money::floorTo(stake.times(ratio), Money::parseCanonical("0.0001"));
}

/// "A + 6 = soft 17", "10 + 6 + 8 = 24".
Words totalWords(std::span<const Card> cards)
{
    const BlackjackCount c = BlackjackCount::of(cards);
    if (c.soft)
        //: A soft total: %1 the cards added up ("A + 6"), %2 the total. "soft" is kept in Greek casinos too.
        return say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 = soft %2"),
            {Words::literal(cardsText(cards)), Words::number(c.total)});
    return Words::literal(cardsText(cards) + " = " + std::to_string(c.total));
}

/// "the dealer's 19 (K + 9)": a finished dealer hand.
Words dealerHandWords(std::span<const Card> dealer)
{
    const BlackjackCount c = BlackjackCount::of(dealer);
    if (c.blackjack)
        //: The dealer's hand is a blackjack; %1 its cards ("A + K").
        return say(CROUPIER_TRANSLATE_NOOP("Explain", "the dealer's blackjack (%1)"),
            {Words::literal(cardsText(dealer))});
    if (c.bust)
        //: The dealer went over 21; %1 his cards added up ("10 + 6 + 8 = 24").
        return say(CROUPIER_TRANSLATE_NOOP("Explain", "the dealer's bust (%1)"), {totalWords(dealer)});
    //: %1 the dealer's total, %2 his cards ("K + 9").
    return say(CROUPIER_TRANSLATE_NOOP("Explain", "the dealer's %1 (%2)"),
        {Words::number(c.total), Words::literal(cardsText(dealer))});
}

Explanation one(Words sentence, std::string source) { return {{std::move(sentence)}, std::move(source)}; }

} // namespace

Explanation explainBlackjackTotal(const JsonValue &scenario)
{
    const std::vector<Card> cards = field::cards(scenario, "cards", 1, 30);
    const BlackjackCount c = BlackjackCount::of(cards);
    if (c.blackjack)
        //: %1 the two cards ("A + K"). The regulation: «Το Μπλάκτζακ (21 με δύο χαρτιά)».
        return one(say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 = 21 on the first two cards: a blackjack."),
                       {Words::literal(cardsText(cards))}),
            sourceOf("blackjack-pays-3-2"));
    if (c.bust)
        //: %1 the cards added up, every ace counted 1 ("10 + 6 + 8 = 24").
        return one(say(CROUPIER_TRANSLATE_NOOP(
                           "Explain", "%1: over 21, the hand is bust and its bet is collected at once."),
                       {hardSum(cards)}),
            sourceOf("bust-collected"));
    if (c.soft)
        //: %1 a soft total ("A + 6 = soft 17").
        return one(say(CROUPIER_TRANSLATE_NOOP(
                           "Explain", "%1: the ace counts 11 while the total stays at 21 or under."),
                       {totalWords(cards)}),
            sourceOf("deal-order"));
    if (c.aces > 0)
        //: %1 the cards added up with the ace as 1 ("A + 6 + 9 = 16"), %2 the total with the ace as 11.
        return one(
            say(CROUPIER_TRANSLATE_NOOP("Explain",
                    "%1: counting an ace 11 would make %2, over 21, so every ace counts 1: a hard total."),
                {totalWords(cards), Words::number(c.hard + 10)}),
            sourceOf("deal-order"));
    //: %1 the cards added up ("10 + 6 = 16").
    return one(say(CROUPIER_TRANSLATE_NOOP(
                       "Explain", "%1: tens and court cards count 10, the other cards their number."),
                   {totalWords(cards)}),
        sourceOf("deal-order"));
}

Explanation explainBlackjackDealer(const JsonValue &scenario)
{
    const std::vector<Card> cards = field::cards(scenario, "dealer", 2, 30);
    const BlackjackCount c = BlackjackCount::of(cards);
    const std::string src = sourceOf("dealer-stands-soft-17");
    if (c.bust)
        //: %1 the dealer's cards added up ("10 + 6 + 8 = 24").
        return one(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "The dealer has %1, over 21: he takes no more cards."),
                {hardSum(cards)}),
            src);
    if (c.total <= 16)
        //: %1 the dealer's cards added up ("10 + 6 = 16"). The regulation: «τραβά με 16 ή λιγότερο».
        return one(say(CROUPIER_TRANSLATE_NOOP("Explain", "The dealer has %1: he must draw on 16 or less."),
                       {totalWords(cards)}),
            src);
    if (c.soft && c.total == 17)
        //: %1 the dealer's soft 17 ("A + 6 = soft 17"). %2 the paragraph.
        return one(
            say(CROUPIER_TRANSLATE_NOOP("Explain",
                    "%1: the ace must count 11 when that makes 17 to 21, so the dealer stands on 17 (%2)."),
                {totalWords(cards), Words::literal(src)}),
            src);
    //: %1 the dealer's cards added up ("10 + 8 = 18").
    return one(say(CROUPIER_TRANSLATE_NOOP("Explain", "The dealer has %1: he stands on 17 or more."),
                   {totalWords(cards)}),
        src);
}

Explanation explainBlackjackPayout(const JsonValue &scenario, const JsonValue &expected)
{
    const BlackjackRules rules;
    const std::string betText = field::oneOf(scenario, "bet", {"main", "insurance", "even-money"});
    const BlackjackBet bet = *blackjackBetFromName(betText);
    const Money stake = field::money(scenario, "stake");
    const bool fromSplit = scenario.find("from_split") && scenario.find("from_split")->isBool()
        && scenario.find("from_split")->asBool();
    const std::vector<Card> player = field::cards(scenario, "player", 2, 30);
    const std::vector<Card> dealerCards = field::cards(scenario, "dealer", 1, 30);
    BlackjackRules table = rules;
    table.chipUnit = field::money(scenario, "chip_unit");
    const BlackjackSettlement s
        = settleBlackjackBet(bet, stake, BlackjackHand(player, fromSplit), dealerCards, table);
    const Money paid = expected.find("paid") ? Money::parseCanonical(expected.find("paid")->text()) : s.paid;
    const std::string src = sourceOf(s.rule);
    const Words playerHand = totalWords(player);
    const Words dealerHand = dealerHandWords(dealerCards);

    /// "25 pays 37.5, rounded down to the chip: 37", or "20 pays 30".
    const auto pays = [&](const Ratio &ratio) {
        const Money exact = exactPayout(stake, ratio);
        if (exact == paid)
            //: %1 the stake, %2 what it is paid.
            return say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 pays %2"),
                {Words::amount(stake), Words::amount(paid)});
        //: %1 the stake, %2 the exact payment, %3 what the table pays: the exact payment rounded down to its
        //: smallest chip.
        return say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 pays %2, rounded down to the chip: %3"),
            {Words::amount(stake), Words::amount(exact), Words::amount(paid)});
    };

    const std::string_view rule = s.rule;
    if (rule == "bust-collected")
        //: %1 the player's cards added up.
        return one(
            say(CROUPIER_TRANSLATE_NOOP("Explain",
                    "The hand has %1, over 21: the bet is collected at once, whatever the dealer does."),
                {hardSum(player)}),
            src);
    if (rule == "blackjack-paid-at-once")
        //: %1 the dealer's first card ("6"), %2 "25 pays 37.5, rounded down to the chip: 37".
        return one(say(CROUPIER_TRANSLATE_NOOP("Explain",
                           "The dealer's %1 cannot make a blackjack, so the blackjack is paid at once. "
                           "Blackjack pays 3 to 2: %2."),
                       {Words::literal(rankText(dealerCards.front().rank())), pays(rules.blackjackPays)}),
            src);
    if (rule == "blackjack-pays-3-2")
        //: %1 the dealer's hand, %2 "25 pays 37.5, rounded down to the chip: 37".
        return one(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "The blackjack beats %1. Blackjack pays 3 to 2: %2."),
                {dealerHand, pays(rules.blackjackPays)}),
            src);
    if (rule == "blackjack-beats-21")
        return s.outcome == BlackjackOutcome::Win
            //: The player's blackjack against a dealer's 21 on more cards; %1 the dealer's hand, %2 the
            //: payment.
            ? one(say(CROUPIER_TRANSLATE_NOOP("Explain",
                          "A blackjack always beats a 21 on more cards (%1). Blackjack pays 3 to 2: %2."),
                      {dealerHand, pays(rules.blackjackPays)}),
                src)
            //: The player's 21 on more cards against the dealer's blackjack.
            : one(say(CROUPIER_TRANSLATE_NOOP("Explain",
                      "The dealer's blackjack always beats a 21 on more cards: the bet is collected.")),
                src);
    if (rule == "even-money") {
        if (s.outcome == BlackjackOutcome::Push)
            //: A blackjack that waited against the dealer's ace, and the dealer made a blackjack too.
            return one(say(CROUPIER_TRANSLATE_NOOP("Explain",
                               "The player waited and %1 came: blackjack against blackjack is a push; the "
                               "stake is taken back."),
                           {dealerHand}),
                src);
        //: Even money: %1 "20 pays 20".
        return one(say(CROUPIER_TRANSLATE_NOOP("Explain",
                           "Even money: a blackjack against the dealer's ace is paid 1 to 1 at once, "
                           "whatever the dealer "
                           "makes: %1."),
                       {pays(rules.evenMoneyPays)}),
            src);
    }
    if (rule == "insurance")
        return s.outcome == BlackjackOutcome::Win
            //: %1 the dealer's hand, %2 "10 pays 20".
            ? one(say(CROUPIER_TRANSLATE_NOOP(
                          "Explain", "Insurance pays 2 to 1 when the dealer makes a blackjack: %1. %2."),
                      {dealerHand, pays(rules.insurancePays)}),
                src)
            //: %1 the dealer's hand.
            : one(say(CROUPIER_TRANSLATE_NOOP(
                          "Explain", "No blackjack for the dealer (%1): the insurance is collected."),
                      {dealerHand}),
                src);
    if (rule == "dealer-blackjack-takes-all")
        //: The dealer's blackjack against a player's other hand; %1 the player's hand.
        return one(say(CROUPIER_TRANSLATE_NOOP("Explain",
                           "The dealer's blackjack beats %1: the stake is collected, a double or a split bet "
                           "included."),
                       {playerHand}),
            src);
    // rule "settlement": the dealer's finished hand decides (§12 δ); a split 21 pays 1 to 1 (§14).
    Explanation e;
    e.source = src;
    if (s.outcome == BlackjackOutcome::Win && BlackjackCount::of(dealerCards).bust)
        //: %1 the dealer's hand ("the dealer's bust (10 + 6 + 8 = 24)"), %2 "20 pays 20".
        e.sentences.push_back(say(
            CROUPIER_TRANSLATE_NOOP("Explain", "With %1 every hand left on the layout is paid 1 to 1: %2."),
            {dealerHand, pays(rules.winPays)}));
    else if (s.outcome == BlackjackOutcome::Win)
        //: %1 the player's hand, %2 the dealer's hand, %3 "20 pays 20".
        e.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 beats %2: the higher total is paid 1 to 1: %3."),
                {playerHand, dealerHand, pays(rules.winPays)}));
    else if (s.outcome == BlackjackOutcome::Lose)
        //: %1 the player's hand, %2 the dealer's hand.
        e.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 is lower than %2: the bet is collected."),
                {playerHand, dealerHand}));
    else
        //: %1 the player's hand, %2 the dealer's hand.
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
                                      "%1 against %2: equal totals are a push; the stake is taken back."),
            {playerHand, dealerHand}));
    if (fromSplit && BlackjackCount::of(player).total == 21 && player.size() == 2) {
        //: Added when a split hand has a two-card 21.
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP(
            "Explain", "A two-card 21 after a split is not a blackjack: it is paid 1 to 1.")));
        e.source = sourceOf("split-21-not-blackjack");
    }
    return e;
}

Explanation explainBlackjackRound(const JsonValue &scenario, const JsonValue &expected)
{
    const std::vector<Card> dealerCards = field::cards(scenario, "dealer", 2, 30);
    const auto amount = [&](const char *key) {
        const JsonValue *v = expected.find(key);
        return v ? Words::amount(Money::parseCanonical(v->text())) : Words::literal("");
    };
    const JsonValue *pushes = expected.find("pushes");
    //: A whole round: %1 the dealer's hand, %2 paid, %3 collected, %4 hands left on a push.
    return one(say(CROUPIER_TRANSLATE_NOOP("Explain",
                       "With %1 the dealer collects the losing bets and pays the winners from his right to "
                       "his left: "
                       "a bust was collected at once, a blackjack paid 3 to 2 (at once against 2 to 9), "
                       "insurance 2 to 1 on "
                       "a dealer blackjack, the other winners 1 to 1, each rounded down to the chip. "
                       "Paid %2, collected %3; hands left on a push: %4."),
                   {dealerHandWords(dealerCards), amount("paid"), amount("collected"),
                       Words::literal(pushes ? pushes->text() : std::string("0"))}),
        sourceOf("settlement-order"));
}

Explanation explainBlackjackStep(const JsonValue &scenario, const JsonValue &expected)
{
    const std::vector<Card> dealerCards = field::cards(scenario, "dealer", 1, 30);
    const JsonValue *p = scenario.find("player");
    const std::vector<Card> player
        = p && p->isArray() ? field::cards(scenario, "player", 2, 30) : std::vector<Card> {};
    const std::string decision
        = expected.find("decision") ? expected.find("decision")->text() : std::string();
    const Words up = Words::literal(rankText(dealerCards.front().rank()));
    if (decision == "offer-insurance")
        return one(
            say(CROUPIER_TRANSLATE_NOOP("Explain",
                "The dealer's first card is an ace: after the players' second cards he offers insurance, up "
                "to half the bet, paying 2 to 1 (and even money to a blackjack), before any player takes a "
                "third card.")),
            sourceOf("insurance"));
    if (decision == "pay-blackjack")
        //: %1 the dealer's first card ("6").
        return one(say(CROUPIER_TRANSLATE_NOOP("Explain",
                           "The dealer's %1 cannot make a blackjack: the player's blackjack is paid 3 to 2 "
                           "at once."),
                       {up}),
            sourceOf("blackjack-paid-at-once"));
    if (decision == "wait")
        //: %1 the dealer's first card ("10" or "A").
        return one(say(CROUPIER_TRANSLATE_NOOP("Explain",
                           "Against the dealer's %1 a blackjack waits for his second card: 3 to 2, or a push "
                           "against a "
                           "dealer blackjack."),
                       {up}),
            sourceOf("even-money"));
    if (decision == "collect")
        //: %1 the player's cards added up ("10 + 6 + 8 = 24").
        return one(say(CROUPIER_TRANSLATE_NOOP("Explain",
                           "The box has %1, over 21: the dealer collects its cards and its bet at once."),
                       {hardSum(player)}),
            sourceOf("bust-collected"));
    if (decision == "next-box")
        //: %1 the player's cards added up ("7 + 4 + 10 = 21").
        return one(say(CROUPIER_TRANSLATE_NOOP("Explain",
                           "The box has %1: a player with 21 may not take another card, so the dealer goes "
                           "on to the next "
                           "box."),
                       {totalWords(player)}),
            sourceOf("no-card-on-21"));
    if (decision == "ask-player")
        //: %1 the player's total ("10 + 6 = 16").
        return one(
            say(CROUPIER_TRANSLATE_NOOP("Explain",
                    "The box has %1: the dealer announces it and asks the player whether he wants a card."),
                {totalWords(player)}),
            sourceOf("deal-order"));
    if (decision == "draw" && dealerCards.size() == 1)
        return one(
            say(CROUPIER_TRANSLATE_NOOP("Explain",
                "Every box has played: now the dealer draws his second card (there is no hole card).")),
            sourceOf("no-hole-card"));
    if (decision == "draw" || (decision == "stand" && dealerCards.size() >= 2))
        return explainBlackjackDealer(scenario);
    return one(say(CROUPIER_TRANSLATE_NOOP("Explain", "The dealer plays his hand after every box.")),
        sourceOf("no-hole-card"));
}

} // namespace croupier
