// The "why" of the baccarat topics (art. 15; RULINGS.md), in words the app translates.

#include "BaccaratExplain.h"

#include "Card.h"
#include "baccarat/BaccaratHand.h"
#include "baccarat/BaccaratRound.h"
#include "baccarat/Payout.h"
#include "baccarat/Tableau.h"
#include "bank/Question.h"

#include <span>

namespace croupier {

namespace {

Words say(const char *english, std::vector<Words> args = {})
{
    return Words::say("Explain", english, std::move(args));
}

Words sideName(Game game, Side side)
{
    if (isPuntoBanco(game))
        return side == Side::Player ? say(CROUPIER_TRANSLATE_NOOP("Explain", "Punto"))
                                    : say(CROUPIER_TRANSLATE_NOOP("Explain", "Banco"));
    // Deux tableaux's hands as its felt and prompts name them (TABLEAU, BANK).
    //: In deux tableaux: a punters' tableau (το ταμπλώ) and the bank (ο μπάνκο), as the felt prints them.
    if (game == Game::DeuxTableaux)
        return side == Side::Player ? say(CROUPIER_TRANSLATE_NOOP("Explain", "the tableau"))
                                    : say(CROUPIER_TRANSLATE_NOOP("Explain", "the bank"));
    //: In chemin de fer: the punter's hand (ο παίκτης) and the banker's (ο πάγκος).
    return side == Side::Player ? say(CROUPIER_TRANSLATE_NOOP("Explain", "the player"))
                                : say(CROUPIER_TRANSLATE_NOOP("Explain", "the banker"));
}

/// "7 + 0 + 5 = 12": the cards' baccarat values added up.
Words sumOf(const std::vector<Card> &cards)
{
    std::string text;
    int sum = 0;
    for (const Card &c : cards) {
        text += (text.empty() ? "" : " + ") + std::to_string(c.baccaratValue());
        sum += c.baccaratValue();
    }
    return Words::literal(text + " = " + std::to_string(sum));
}

Words ratio(const Ratio &r) { return Words::literal(r.toString()); }

std::string sourceOf(const TableauCell &cell) { return std::string(cell.source); }

/// "2, 3, 4, 5, 6 or 7".
Words valueList(const std::vector<int> &values)
{
    if (values.size() == 1)
        return Words::number(values.front());
    std::vector<Words> first;
    for (std::size_t i = 0; i + 1 < values.size(); ++i)
        first.push_back(Words::number(values[i]));
    //: Joins the last item of a list of card values: "2, 3 or 4"
    return Words::say("RuleText", CROUPIER_TRANSLATE_NOOP("RuleText", "%1 or %2"),
        {Words::list(std::move(first), ", "), Words::number(values.back())});
}

Words ruleText(const char *english, std::vector<Words> args)
{
    return Words::say("RuleText", english, std::move(args));
}

} // namespace

Words baccaratDrawWords(
    Game game, Side side, int twoCardTotal, std::optional<int> puntoThirdCard, bool natural)
{
    const Tableau &tableau = Tableau::of(game);
    const bool puntoBanco = isPuntoBanco(game);
    const Words player = puntoBanco
        //: The player's hand: "Punto" at Punto Banco (keep the regulation's word)
        ? ruleText(CROUPIER_TRANSLATE_NOOP("RuleText", "Punto"), {})
        : ruleText(CROUPIER_TRANSLATE_NOOP("RuleText", "The player"), {});
    const Words banker = puntoBanco
        //: The banker's hand: "Banco" at Punto Banco (keep the regulation's word)
        ? ruleText(CROUPIER_TRANSLATE_NOOP("RuleText", "Banco"), {})
        : ruleText(CROUPIER_TRANSLATE_NOOP("RuleText", "The banker"), {});
    const Words total = Words::number(twoCardTotal);

    if (natural)
        return ruleText(CROUPIER_TRANSLATE_NOOP("RuleText",
                            "A natural (8 or 9 on the first two cards) is turned over: nobody draws (%1)."),
            {Words::literal(std::string(tableau.naturalSource()))});

    if (side == Side::Player) {
        const TableauCell cell = tableau.player(twoCardTotal);
        const Words where = Words::literal(sourceOf(cell));
        switch (cell.rule) {
        case DrawRule::Draw:
            return ruleText(CROUPIER_TRANSLATE_NOOP("RuleText", "%1 with %2 must draw a third card (%3)."),
                {player, total, where});
        case DrawRule::Stand:
            return ruleText(
                CROUPIER_TRANSLATE_NOOP("RuleText", "%1 with %2 must stand (%3)."), {player, total, where});
        case DrawRule::Option:
            return ruleText(
                CROUPIER_TRANSLATE_NOOP("RuleText", "%1 with %2 may draw or stand, as he chooses (%3)."),
                {player, total, where});
        }
    }

    if (!puntoThirdCard) {
        const TableauCell cell = tableau.bankerAfterStand(twoCardTotal);
        const Words where = Words::literal(sourceOf(cell));
        switch (cell.rule) {
        case DrawRule::Draw:
            return ruleText(CROUPIER_TRANSLATE_NOOP("RuleText", "%1 stood. %2 with %3 must draw (%4)."),
                {player, banker, total, where});
        case DrawRule::Stand:
            return ruleText(CROUPIER_TRANSLATE_NOOP("RuleText", "%1 stood. %2 with %3 must stand (%4)."),
                {player, banker, total, where});
        case DrawRule::Option:
            return ruleText(
                CROUPIER_TRANSLATE_NOOP("RuleText", "%1 with %2 draws or stands at his discretion (%3)."),
                {banker, total, where});
        }
    }

    // The whole row for this banker total, so the trainee learns the row, not one cell.
    std::vector<int> draws, stands, options;
    for (int v = 0; v <= 9; ++v) {
        switch (tableau.bankerAgainst(twoCardTotal, v).rule) {
        case DrawRule::Draw: draws.push_back(v); break;
        case DrawRule::Stand: stands.push_back(v); break;
        case DrawRule::Option: options.push_back(v); break;
        }
    }
    const Words where = Words::literal(sourceOf(tableau.bankerAgainst(twoCardTotal, *puntoThirdCard)));
    if (options.size() == 10)
        return ruleText(
            CROUPIER_TRANSLATE_NOOP("RuleText", "%1 with %2 draws or stands at his discretion (%3)."),
            {banker, total, where});
    if (draws.size() == 10)
        return ruleText(
            CROUPIER_TRANSLATE_NOOP("RuleText", "%1 with %2 always draws, whatever the third card (%3)."),
            {banker, total, where});
    if (stands.size() == 10)
        return ruleText(
            CROUPIER_TRANSLATE_NOOP("RuleText", "%1 with %2 always stands, whatever the third card (%3)."),
            {banker, total, where});
    if (options.empty())
        //: %1 Banco/The banker, %2 its total, %3 and %4 lists of card values, %5 the article
        return ruleText(CROUPIER_TRANSLATE_NOOP("RuleText",
                            "%1 with %2 draws when the third card is %3 and stands when it is %4 (%5)."),
            {banker, total, valueList(draws), valueList(stands), where});
    //: %1 The banker, %2 its total, %3 %4 %5 lists of card values, %6 the article
    return ruleText(CROUPIER_TRANSLATE_NOOP("RuleText",
                        "%1 with %2 draws when the third card is %3, may draw or stand when it is %4, and "
                        "stands when it is %5 "
                        "(%6)."),
        {banker, total, valueList(draws), valueList(options), valueList(stands), where});
}

Explanation explainBaccaratTotal(const JsonValue &scenario)
{
    const std::vector<Card> cards = field::cards(scenario, "cards", 2, 3);
    const int point = baccaratPoint(cards);
    //: %1 is the sum written out ("7 + 0 + 5 = 12"), %2 the point. The regulation's words: «η αξία των
    //: τραπουλόχαρτων που απεικονίζουν είτε φιγούρες είτε το νούμερο δέκα υπολογίζεται ως μηδενική».
    return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                     "Tens and court cards count zero, the ace one; the point is the last digit of the sum: "
                     "%1, so %2."),
                {sumOf(cards), Words::number(point)})},
        "art. 15 §13"};
}

Explanation explainBaccaratDraw(Game game, const JsonValue &scenario)
{
    Coup coup;
    coup.player = field::cards(scenario, "player", 2, 3);
    coup.banker = field::cards(scenario, "banker", 2, 2);
    const Side side
        = field::oneOf(scenario, "hand", {"player", "banker"}) == "player" ? Side::Player : Side::Banker;
    const std::vector<Card> &hand = side == Side::Player ? coup.player : coup.banker;
    const int twoCard = baccaratPoint(std::span(hand).first(2));
    const bool natural = baccaratPoint(std::span(coup.player).first(2)) >= 8
        || baccaratPoint(std::span(coup.banker).first(2)) >= 8;
    // The sentence ends with the paragraph in brackets; no source is shown apart.
    return {{baccaratDrawWords(game, side, twoCard, coup.playerThirdCardValue(), natural)}, {}};
}

Explanation explainBaccaratCoup(Game game, const JsonValue &scenario)
{
    Coup coup;
    coup.player = field::cards(scenario, "player", 2, 3);
    coup.banker = field::cards(scenario, "banker", 2, 3);
    const int p = coup.playerTotal();
    const int b = coup.bankerTotal();
    const Words verdict = p == b
        //: The end of a coup's explanation: equal points. Egalité is the regulation's word («ισοπαλία
        //: (EGALITE)»).
        ? say(CROUPIER_TRANSLATE_NOOP("Explain", "equal points are an Egalité"))
        //: The end of a coup's explanation: %1 is the side with the higher point.
        : say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 is nearer nine and wins"),
            {sideName(game, p > b ? Side::Player : Side::Banker)});
    //: %1 Punto (or the player), %2 his point, %3 Banco (or the banker), %4 his point, %5 the verdict.
    return {{say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 has %2 (%3 → %2), %4 has %5 (%6 → %5): %7."),
                {sideName(game, Side::Player), Words::number(p), sumOf(coup.player),
                    sideName(game, Side::Banker), Words::number(b), sumOf(coup.banker), verdict})},
        "art. 15 §13"};
}

Explanation explainBaccaratPayout(Game game, const JsonValue &scenario, const JsonValue &expected)
{
    const PayTable &pay = PayTable::of(game);
    const std::string bet = field::string(scenario, "bet");
    const std::string outcome = expected.find("outcome") ? expected.find("outcome")->text() : std::string();
    Explanation e;
    e.source = "art. 15 §14";
    if (outcome == "push") {
        //: Player and Banker bets when the coup is an Egalité.
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "On an Egalité the bets on Punto and on Banco are neither won nor lost: the stake goes back.")));
        e.source = "art. 15 §14 γ";
    } else if (outcome == "lose") {
        //: A losing bet.
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP(
            "Explain", "The bet loses: the dealer collects the stake before paying the winners.")));
    } else if (bet == "player") {
        e.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "Punto wins and pays %1."), {ratio(pay.player)}));
        e.source = "art. 15 §14 α";
    } else if (bet == "banker") {
        if (pay.commission.pays() != 0)
            //: Punto Banco with commission. γκανιότα is the regulation's word for the commission.
            e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
                "Banco wins and pays even money less the 5% commission (γκανιότα), which is rounded down to "
                "the chip unit.")));
        else
            //: No-commission Punto Banco. %1 the usual payment, %2 the payment of a Banco win with 6.
            e.sentences.push_back(say(
                CROUPIER_TRANSLATE_NOOP("Explain", "Banco wins and pays %1, but a Banco win with 6 pays %2."),
                {ratio(pay.banker), ratio(pay.bankerWinsWithSix)}));
        e.source = "art. 15 §14 β";
    } else if (bet == "tie") {
        e.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "The Egalité bet wins and pays %1."), {ratio(pay.tie)}));
        e.source = "art. 15 §14 γ";
    } else if (bet == "player-pair" || bet == "banker-pair") {
        //: A pair bet: the first two cards of that hand have the same rank.
        e.sentences.push_back(say(
            CROUPIER_TRANSLATE_NOOP("Explain", "The first two cards have the same rank: the pair pays %1."),
            {ratio(pay.pair)}));
        e.source = std::string(pay.source);
    } else if (bet == "super-six") {
        //: The Super Six side bet. %1 two-card payment, %2 three-card payment.
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
                                      "Banco wins with 6: Super Six pays %1 on two cards, %2 on three."),
            {ratio(pay.superSixTwoCards), ratio(pay.superSixThreeCards)}));
        e.source = std::string(pay.source);
    }
    if (outcome == "win")
        //: Appended to a payout's explanation. The manual's words: «la commissione va arrotondata a vantaggio
        //: del giocatore».
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP(
            "Explain", "Amounts off the chip unit are rounded down to it, in the player's favour.")));
    return e;
}

Explanation explainBaccaratCagnotte()
{
    //: Chemin de fer. γκανιότα is the regulation's word for the cagnotte.
    return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                "The casino keeps a cagnotte (γκανιότα) of 5% of the banker's winnings, rounded down to the "
                "chip unit."))},
        "art. 15 §7"};
}

Explanation explainBaccaratBurn()
{
    //: The regulation's words: «θέτει εκτός παρτίδας ... τον αντίστοιχο αριθμό τραπουλόχαρτων
    //: συμπεριλαμβανομένου και του πρώτου».
    return {
        {say(CROUPIER_TRANSLATE_NOOP("Explain",
            "The first card of a new shoe is turned over; its number (the ace 1, tens and court cards 10) "
            "is how many cards are burned, the first card included."))},
        "art. 15 §9"};
}

Explanation explainBaccaratLimit(Game game, BaccaratBet bet, const BaccaratProfile &profile, const Money &offered,
                                 const Money &bank, const Money &covered,
                                 const std::optional<std::pair<Money, std::string>> &maximum, const Money &allowed)
{
    using W = Words;
    std::vector<Words> out;
    if (!maximum) {
        //: Deux tableaux (art. 15 §6): with an unlimited bank no stake is over a maximum.
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "The bank is unlimited: no stake is over a maximum, and the %1 offered stays."), {W::amount(offered)}));
        return {out, "art. 15 §6"};
    }
    const Money &max = maximum->first;
    if (game == Game::CheminDeFer) {
        if (covered.isZero())
            //: Chemin de fer (§6: the bank is the limit): a punter alone against the bank may stake all of it (banco).
            out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
                "The bank is the limit: alone against a bank of %1, the punter may stake all of it."), {W::amount(bank)}));
        else
            //: Chemin de fer (§6): what the bank still covers after the punters before him.
            out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
                "The bank is the limit: the bank of %1 less the %2 the punters before him staked leaves %3."),
                {W::amount(bank), W::amount(covered), W::amount(max)}));
    } else if (game == Game::DeuxTableaux) {
        //: Deux tableaux (§6) with a limited bank.
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "The limited bank allows at most %1 a stake."),
                          {W::amount(max)}));
    } else if (bet == BaccaratBet::Player || bet == BaccaratBet::Banker) {
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "Punto and Banco are staked up to the table maximum, %1."),
                          {W::amount(max)}));
    } else if (bet == BaccaratBet::Tie || !profile.sideMaximum) {
        //: §19: the Egalité maximum is one eighth of the table maximum, rounded down to the chip (RULINGS).
        const Words eighth = say(CROUPIER_TRANSLATE_NOOP("Explain",
            "Egalité is staked up to one eighth of the table maximum: %1 ÷ 8, rounded down to the chip of %2, is %3."),
            {W::amount(profile.limits.maximum), W::amount(profile.chipUnit), W::amount(profile.tieMaximum())});
        if (bet != BaccaratBet::Tie)
            //: Pairs and Super Six: the house sets their cap; with none, the Egalité maximum (RULINGS, table limits).
            out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
                "The house sets no other cap for this bet, so it has the Egalité maximum.")));
        out.push_back(eighth);
    } else {
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "The house caps this bet at %1."),
                          {W::amount(*profile.sideMaximum)}));
    }
    if (offered > max)
        //: The dealer reduces the stake to the maximum or refuses it, before the deal (art. 15 §4).
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "%1 is over it: before the deal the dealer reduces the stake to %2 (or refuses it)."),
            {W::amount(offered), W::amount(allowed)}));
    else
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 is within it and stays as it is."),
                          {W::amount(offered)}));
    return {out, maximum->second};
}

Explanation explainBaccaratProcedure(Game game, const std::string &situation, const std::string &, const std::string &source)
{
    std::vector<Words> out;
    if (situation == "exposed-first")
        //: Dummy hand (art. 15 §4–5; RULINGS): a card out of the sabot is never put back.
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "A card out of the sabot is never put back: the exposed card is Punto's first and the coup is "
            "played as a dummy hand, with no bets; the bets on the layout wait for the next coup.")));
    else if (situation == "cut-card-first")
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "The cut card came out as the first card due: that coup is still played, and it is the last of "
            "the shoe; the dealer calls it.")));
    else if (situation == "cut-card-during")
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "The cut card came out during the coup: this coup is the last of the shoe; the dealer calls it.")));
    else if (situation == "cut-card-next" && game == Game::DeuxTableaux)
        //: Deux tableaux (art. 15 §2): the cut card before the last ten cards.
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "At deux tableaux no further coup is played once the cut card shows: with the cut card next, the "
            "coup just settled was the last, and the dealer calls it.")));
    else if (situation == "cut-card-next")
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "The next coup is dealt: the cut card will come out as its first card, so that coup is played "
            "and is the last.")));
    else if (situation == "shoe-over")
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "After the last coup the shoe is over: the cards are shuffled and a new shoe begins.")));
    else if (situation == "changeover")
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "The players have left with no bet down: the cards go into the shuffling machine, with no cut "
            "card.")));
    else if (situation == "machine-first")
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "At the shuffling machine the dealer burns once, when play starts, as at a new shoe; never again "
            "until the machine is loaded anew.")));
    else if (situation == "machine-coup-settled")
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "At the shuffling machine the cards of each coup go back into the machine before the next coup.")));
    else
        out.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain",
            "The table at the machine has emptied: the cards come out, and for the next player they are "
            "shuffled, cut and loaded into the machine again, with one burn.")));
    return {out, source};
}

} // namespace croupier
