// The "why" of the blackjack topics (art. 14; RULINGS.md, "Blackjack"). Every
// paragraph quoted comes from core/blackjack/BlackjackRules (blackjackRule(key).source),
// the same table the engine settles by, so the feedback cannot disagree with it.

#include "Explain.h"
#include "Amounts.h"

#include "Card.h"
#include "Money.h"
#include "bank/Question.h"
#include "blackjack/BlackjackHand.h"
#include "blackjack/BlackjackPayout.h"
#include "blackjack/BlackjackRules.h"

#include <QStringList>

namespace croupier {

namespace {

QString sourceOf(std::string_view key)
{
    const std::string_view s = blackjackRule(key).source;
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

/// A card's rank as the dealer says it: "A", "7", "10", "K".
QString rankText(Card c)
{
    const std::string t = c.toString();
    if (t[0] == 'T')
        return QStringLiteral("10");
    return QString(QLatin1Char(t[0]));
}

/// "A + 6": the cards as they are added up.
QString cardsText(std::span<const Card> cards)
{
    QStringList parts;
    for (const Card c : cards)
        parts << rankText(c);
    return parts.join(QStringLiteral(" + "));
}

/// A money string for people, as the reader's language writes it ("1.234,50" in Greek).
QString moneyText(const Money &m)
{
    return Amounts::write(m);
}

/// The exact value of @p stake × @p ratio before rounding ("37.5").
Money exactPayout(const Money &stake, const Ratio &ratio)
{
    // 3:2, 2:1 and 1:1 of a decimal amount end at most one decimal place further on.
    return Money::floorTo(stake.times(ratio), Money::parseCanonical("0.0001"));
}

/// "A + 6 = soft 17", "T + 6 + 8 = 24".
QString totalText(std::span<const Card> cards)
{
    const BlackjackCount c = BlackjackCount::of(cards);
    if (c.soft)
        //: A soft total: %1 the cards added up ("A + 6"), %2 the total. "soft" is kept in Greek casinos too.
        return Explain::tr("%1 = soft %2").arg(cardsText(cards)).arg(c.total);
    return QStringLiteral("%1 = %2").arg(cardsText(cards)).arg(c.total);
}

/// "the dealer's 19 (K + 9)": a finished dealer hand.
QString dealerHandText(std::span<const Card> dealer)
{
    const BlackjackCount c = BlackjackCount::of(dealer);
    if (c.blackjack)
        //: The dealer's hand is a blackjack; %1 its cards ("A + K").
        return Explain::tr("the dealer's blackjack (%1)").arg(cardsText(dealer));
    if (c.bust)
        //: The dealer went over 21; %1 his cards added up ("10 + 6 + 8 = 24").
        return Explain::tr("the dealer's bust (%1)").arg(totalText(dealer));
    //: %1 the dealer's total, %2 his cards ("K + 9").
    return Explain::tr("the dealer's %1 (%2)").arg(c.total).arg(cardsText(dealer));
}

Explanation total(const JsonValue &scenario)
{
    const std::vector<Card> cards = field::cards(scenario, "cards", 1, 30);
    const BlackjackCount c = BlackjackCount::of(cards);
    if (c.blackjack)
        //: %1 the two cards ("A + K"). The regulation: «Το Μπλάκτζακ (21 με δύο χαρτιά)».
        return {Explain::tr("%1 = 21 on the first two cards: a blackjack.").arg(cardsText(cards)),
                sourceOf("blackjack-pays-3-2")};
    if (c.bust)
        //: %1 the cards added up, every ace counted 1 ("10 + 6 + 8 = 24").
        return {Explain::tr("%1: over 21, the hand is bust and its bet is collected at once.")
                    .arg(QStringLiteral("%1 = %2").arg(cardsText(cards)).arg(c.hard)),
                sourceOf("bust-collected")};
    if (c.soft)
        //: %1 a soft total ("A + 6 = soft 17").
        return {Explain::tr("%1: the ace counts 11 while the total stays at 21 or under.").arg(totalText(cards)),
                sourceOf("deal-order")};
    if (c.aces > 0)
        //: %1 the cards added up with the ace as 1 ("A + 6 + 9 = 16"), %2 the total with the ace as 11.
        return {Explain::tr("%1: counting an ace 11 would make %2, over 21, so every ace counts 1: a hard total.")
                    .arg(totalText(cards))
                    .arg(c.hard + 10),
                sourceOf("deal-order")};
    //: %1 the cards added up ("10 + 6 = 16").
    return {Explain::tr("%1: tens and court cards count 10, the other cards their number.").arg(totalText(cards)),
            sourceOf("deal-order")};
}

Explanation dealer(const JsonValue &scenario)
{
    const std::vector<Card> cards = field::cards(scenario, "dealer", 2, 30);
    const BlackjackCount c = BlackjackCount::of(cards);
    const QString src = sourceOf("dealer-stands-soft-17");
    if (c.bust)
        //: %1 the dealer's cards added up ("10 + 6 + 8 = 24").
        return {Explain::tr("The dealer has %1, over 21: he takes no more cards.")
                    .arg(QStringLiteral("%1 = %2").arg(cardsText(cards)).arg(c.hard)),
                src};
    if (c.total <= 16)
        //: %1 the dealer's cards added up ("10 + 6 = 16"). The regulation: «τραβά με 16 ή λιγότερο».
        return {Explain::tr("The dealer has %1: he must draw on 16 or less.").arg(totalText(cards)), src};
    if (c.soft && c.total == 17)
        //: %1 the dealer's soft 17 ("A + 6 = soft 17"). %2 the paragraph.
        return {Explain::tr("%1: the ace must count 11 when that makes 17 to 21, so the dealer stands on 17 (%2).")
                    .arg(totalText(cards), src),
                src};
    //: %1 the dealer's cards added up ("10 + 8 = 18").
    return {Explain::tr("The dealer has %1: he stands on 17 or more.").arg(totalText(cards)), src};
}

Explanation payout(const JsonValue &scenario, const JsonValue &expected)
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
    const QString src = sourceOf(s.rule);
    const QString playerHand = totalText(player);
    const QString dealerHand = dealerHandText(dealerCards);

    /// "25 pays 37.5, rounded down to the chip: 37", or "20 pays 30".
    const auto pays = [&](const Ratio &ratio) {
        const Money exact = exactPayout(stake, ratio);
        if (exact == paid)
            //: %1 the stake, %2 what it is paid.
            return Explain::tr("%1 pays %2").arg(moneyText(stake), moneyText(paid));
        //: %1 the stake, %2 the exact payment, %3 what the table pays: the exact payment rounded down to its smallest chip.
        return Explain::tr("%1 pays %2, rounded down to the chip: %3")
            .arg(moneyText(stake), moneyText(exact), moneyText(paid));
    };

    const std::string_view rule = s.rule;
    if (rule == "bust-collected")
        //: %1 the player's cards added up.
        return {Explain::tr("The hand has %1, over 21: the bet is collected at once, whatever the dealer does.")
                    .arg(QStringLiteral("%1 = %2").arg(cardsText(player)).arg(BlackjackCount::of(player).hard)),
                src};
    if (rule == "blackjack-paid-at-once")
        //: %1 the dealer's first card ("6"), %2 "25 pays 37.5, rounded down to the chip: 37".
        return {Explain::tr("The dealer's %1 cannot make a blackjack, so the blackjack is paid at once. "
                            "Blackjack pays 3 to 2: %2.")
                    .arg(rankText(dealerCards.front()), pays(rules.blackjackPays)),
                src};
    if (rule == "blackjack-pays-3-2")
        //: %1 the dealer's hand, %2 "25 pays 37.5, rounded down to the chip: 37".
        return {Explain::tr("The blackjack beats %1. Blackjack pays 3 to 2: %2.").arg(dealerHand, pays(rules.blackjackPays)),
                src};
    if (rule == "blackjack-beats-21")
        return s.outcome == BlackjackOutcome::Win
            //: The player's blackjack against a dealer's 21 on more cards; %1 the dealer's hand, %2 the payment.
            ? Explanation {Explain::tr("A blackjack always beats a 21 on more cards (%1). Blackjack pays 3 to 2: %2.")
                               .arg(dealerHand, pays(rules.blackjackPays)),
                  src}
            //: The player's 21 on more cards against the dealer's blackjack.
            : Explanation {Explain::tr("The dealer's blackjack always beats a 21 on more cards: the bet is collected."), src};
    if (rule == "even-money") {
        if (s.outcome == BlackjackOutcome::Push)
            //: A blackjack that waited against the dealer's ace, and the dealer made a blackjack too.
            return {Explain::tr("The player waited and %1 came: blackjack against blackjack is a push; the stake is taken back.")
                        .arg(dealerHand),
                    src};
        //: Even money: %1 "20 pays 20".
        return {Explain::tr("Even money: a blackjack against the dealer's ace is paid 1 to 1 at once, whatever the dealer "
                            "makes: %1.")
                    .arg(pays(rules.evenMoneyPays)),
                src};
    }
    if (rule == "insurance")
        return s.outcome == BlackjackOutcome::Win
            //: %1 the dealer's hand, %2 "10 pays 20".
            ? Explanation {Explain::tr("Insurance pays 2 to 1 when the dealer makes a blackjack: %1. %2.")
                               .arg(dealerHand, pays(rules.insurancePays)),
                  src}
            //: %1 the dealer's hand.
            : Explanation {Explain::tr("No blackjack for the dealer (%1): the insurance is collected.").arg(dealerHand), src};
    if (rule == "dealer-blackjack-takes-all")
        //: The dealer's blackjack against a player's other hand; %1 the player's hand.
        return {Explain::tr("The dealer's blackjack beats %1: the stake is collected, a double or a split bet included.")
                    .arg(playerHand),
                src};
    // rule "settlement": the dealer's finished hand decides (§12 δ); a split 21 pays 1 to 1 (§14).
    QString text;
    if (s.outcome == BlackjackOutcome::Win && BlackjackCount::of(dealerCards).bust)
        //: %1 the dealer's hand ("the dealer's bust (10 + 6 + 8 = 24)"), %2 "20 pays 20".
        text = Explain::tr("With %1 every hand left on the layout is paid 1 to 1: %2.").arg(dealerHand, pays(rules.winPays));
    else if (s.outcome == BlackjackOutcome::Win)
        //: %1 the player's hand, %2 the dealer's hand, %3 "20 pays 20".
        text = Explain::tr("%1 beats %2: the higher total is paid 1 to 1: %3.")
                   .arg(playerHand, dealerHand, pays(rules.winPays));
    else if (s.outcome == BlackjackOutcome::Lose)
        //: %1 the player's hand, %2 the dealer's hand.
        text = Explain::tr("%1 is lower than %2: the bet is collected.").arg(playerHand, dealerHand);
    else
        //: %1 the player's hand, %2 the dealer's hand.
        text = Explain::tr("%1 against %2: equal totals are a push; the stake is taken back.").arg(playerHand, dealerHand);
    if (fromSplit && BlackjackCount::of(player).total == 21 && player.size() == 2) {
        //: Added when a split hand has a two-card 21.
        text += QLatin1Char(' ') + Explain::tr("A two-card 21 after a split is not a blackjack: it is paid 1 to 1.");
        return {text, sourceOf("split-21-not-blackjack")};
    }
    return {text, src};
}

Explanation round(const JsonValue &scenario, const JsonValue &expected)
{
    const std::vector<Card> dealerCards = field::cards(scenario, "dealer", 2, 30);
    const auto text = [&](const char *key) {
        const JsonValue *v = expected.find(key);
        return v ? moneyText(Money::parseCanonical(v->text())) : QString();
    };
    const JsonValue *pushes = expected.find("pushes");
    //: A whole round: %1 the dealer's hand, %2 paid, %3 collected, %4 hands left on a push.
    return {Explain::tr("With %1 the dealer collects the losing bets and pays the winners from his right to his left: "
                        "a bust was collected at once, a blackjack paid 3 to 2 (at once against 2 to 9), insurance 2 to 1 on "
                        "a dealer blackjack, the other winners 1 to 1, each rounded down to the chip. "
                        "Paid %2, collected %3, %4 hand(s) left on a push.")
                .arg(dealerHandText(dealerCards), text("paid"), text("collected"))
                .arg(pushes ? QString::fromStdString(pushes->text()) : QStringLiteral("0")),
            sourceOf("settlement-order")};
}

Explanation step(const JsonValue &scenario, const JsonValue &expected)
{
    const std::vector<Card> dealerCards = field::cards(scenario, "dealer", 1, 30);
    const JsonValue *p = scenario.find("player");
    const std::vector<Card> player = p && p->isArray() ? field::cards(scenario, "player", 2, 30) : std::vector<Card> {};
    const std::string decision = expected.find("decision") ? expected.find("decision")->text() : std::string();
    const QString up = rankText(dealerCards.front());
    if (decision == "offer-insurance")
        return {Explain::tr("The dealer's first card is an ace: after the players' second cards he offers insurance, up "
                            "to half the bet, paying 2 to 1 (and even money to a blackjack), before any player takes a "
                            "third card."),
                sourceOf("insurance")};
    if (decision == "pay-blackjack")
        //: %1 the dealer's first card ("6").
        return {Explain::tr("The dealer's %1 cannot make a blackjack: the player's blackjack is paid 3 to 2 at once.").arg(up),
                sourceOf("blackjack-paid-at-once")};
    if (decision == "wait")
        //: %1 the dealer's first card ("10" or "A").
        return {Explain::tr("Against the dealer's %1 a blackjack waits for his second card: 3 to 2, or a push against a "
                            "dealer blackjack.")
                    .arg(up),
                sourceOf("even-money")};
    if (decision == "collect")
        //: %1 the player's cards added up ("10 + 6 + 8 = 24").
        return {Explain::tr("The box has %1, over 21: the dealer collects its cards and its bet at once.")
                    .arg(QStringLiteral("%1 = %2").arg(cardsText(player)).arg(BlackjackCount::of(player).hard)),
                sourceOf("bust-collected")};
    if (decision == "next-box")
        //: %1 the player's cards added up ("7 + 4 + 10 = 21").
        return {Explain::tr("The box has %1: a player with 21 may not take another card, so the dealer goes on to the next "
                            "box.")
                    .arg(totalText(player)),
                sourceOf("no-card-on-21")};
    if (decision == "ask-player")
        //: %1 the player's total ("10 + 6 = 16").
        return {Explain::tr("The box has %1: the dealer announces it and asks the player whether he wants a card.")
                    .arg(totalText(player)),
                sourceOf("deal-order")};
    if (decision == "draw" && dealerCards.size() == 1)
        return {Explain::tr("Every box has played: now the dealer draws his second card (there is no hole card)."),
                sourceOf("no-hole-card")};
    if (decision == "draw")
        return dealer(JsonValue(scenario));
    if (decision == "stand" && dealerCards.size() >= 2)
        return dealer(JsonValue(scenario));
    return {Explain::tr("The dealer plays his hand after every box."), sourceOf("no-hole-card")};
}

} // namespace

Explanation explainBlackjack(std::string_view topic, const JsonValue &scenario, const JsonValue &expected)
{
    if (topic == "blackjack.total")
        return total(scenario);
    if (topic == "blackjack.dealer")
        return dealer(scenario);
    if (topic == "blackjack.payout")
        return payout(scenario, expected);
    if (topic == "blackjack.round")
        return round(scenario, expected);
    if (topic == "blackjack.step")
        return step(scenario, expected);
    return {Explain::tr("The blackjack rules decide this hand."), QStringLiteral("art. 14")};
}

} // namespace croupier
