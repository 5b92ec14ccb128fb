// The "why" of the baccarat topics (art. 15; RULINGS.md).

#include "Explain.h"

#include "Card.h"
#include "baccarat/BaccaratHand.h"
#include "baccarat/Coup.h"
#include "baccarat/Payout.h"
#include "bank/Question.h"
#include "text/RuleText.h"

#include <QStringList>

namespace croupier {

namespace {

QString sideName(Game game, Side side)
{
    if (isPuntoBanco(game))
        return side == Side::Player ? Explain::tr("Punto") : Explain::tr("Banco");
    //: In chemin de fer and deux tableaux: the punter's hand (ο παίκτης) and the banker's (ο τραπεζίτης).
    return side == Side::Player ? Explain::tr("the player") : Explain::tr("the banker");
}

/// "7 + 0 + 5 = 12": the cards' baccarat values added up.
QString sumOf(const std::vector<Card> &cards)
{
    QStringList parts;
    int sum = 0;
    for (const Card &c : cards) {
        parts << QString::number(c.baccaratValue());
        sum += c.baccaratValue();
    }
    return parts.join(QStringLiteral(" + ")) + QStringLiteral(" = ") + QString::number(sum);
}

Explanation total(const JsonValue &scenario)
{
    const std::vector<Card> cards = field::cards(scenario, "cards", 2, 3);
    const int point = baccaratPoint(cards);
    //: %1 is the sum written out ("7 + 0 + 5 = 12"), %2 the point. The regulation's words: «η αξία των
    //: τραπουλόχαρτων που απεικονίζουν είτε φιγούρες είτε το νούμερο δέκα υπολογίζεται ως μηδενική».
    return {Explain::tr("Tens and court cards count zero, the ace one; the point is the last digit of the sum: "
                        "%1, so %2.")
                .arg(sumOf(cards))
                .arg(point),
            QStringLiteral("art. 15 §13")};
}

Explanation draw(Game game, const JsonValue &scenario)
{
    Coup coup;
    coup.player = field::cards(scenario, "player", 2, 3);
    coup.banker = field::cards(scenario, "banker", 2, 2);
    const Side side = field::oneOf(scenario, "hand", {"player", "banker"}) == "player" ? Side::Player : Side::Banker;
    const std::vector<Card> &hand = side == Side::Player ? coup.player : coup.banker;
    const int twoCard = baccaratPoint(std::span(hand).first(2));
    const bool natural = baccaratPoint(std::span(coup.player).first(2)) >= 8
        || baccaratPoint(std::span(coup.banker).first(2)) >= 8;
    const QString text = RuleText::drawExplanation(game, side, twoCard, coup.playerThirdCardValue(), natural);
    // RuleText ends with the paragraph in brackets; the source is shown apart as well.
    return {text, {}};
}

Explanation coupWinner(Game game, const JsonValue &scenario)
{
    Coup coup;
    coup.player = field::cards(scenario, "player", 2, 3);
    coup.banker = field::cards(scenario, "banker", 2, 3);
    const int p = coup.playerTotal();
    const int b = coup.bankerTotal();
    QString verdict;
    if (p == b)
        //: The end of a coup's explanation: equal points. Egalité is the regulation's word («ισοπαλία (EGALITE)»).
        verdict = Explain::tr("equal points are an Egalité");
    else
        //: The end of a coup's explanation: %1 is the side with the higher point.
        verdict = Explain::tr("%1 is nearer nine and wins").arg(sideName(game, p > b ? Side::Player : Side::Banker));
    //: %1 Punto (or the player), %2 his point, %3 Banco (or the banker), %4 his point, %5 the verdict.
    return {Explain::tr("%1 has %2 (%3 → %2), %4 has %5 (%6 → %5): %7.")
                .arg(sideName(game, Side::Player))
                .arg(p)
                .arg(sumOf(coup.player))
                .arg(sideName(game, Side::Banker))
                .arg(b)
                .arg(sumOf(coup.banker))
                .arg(verdict),
            QStringLiteral("art. 15 §13")};
}

QString ratioText(const Ratio &r)
{
    return QString::fromStdString(r.toString());
}

Explanation payout(Game game, const JsonValue &scenario, const JsonValue &expected)
{
    const PayTable &pay = PayTable::of(game);
    const std::string bet = field::string(scenario, "bet");
    const std::string outcome = expected.find("outcome") ? expected.find("outcome")->text() : std::string();
    const QString rounding =
        //: Appended to a payout's explanation. The manual's words: «la commissione va arrotondata a vantaggio del giocatore».
        Explain::tr("Amounts off the chip unit are rounded down to it, in the player's favour.");
    QString text;
    QString source = QStringLiteral("art. 15 §14");
    if (outcome == "push") {
        //: Player and Banker bets when the coup is an Egalité.
        text = Explain::tr("On an Egalité the bets on Punto and on Banco are neither won nor lost: the stake goes back.");
        source = QStringLiteral("art. 15 §14 γ");
    } else if (outcome == "lose") {
        //: A losing bet.
        text = Explain::tr("The bet loses: the dealer collects the stake before paying the winners.");
    } else if (bet == "player") {
        text = Explain::tr("Punto wins and pays %1.").arg(ratioText(pay.player));
        source = QStringLiteral("art. 15 §14 α");
    } else if (bet == "banker") {
        if (pay.commission.pays() != 0)
            //: Punto Banco with commission. γκανιότα is the regulation's word for the commission.
            text = Explain::tr("Banco wins and pays even money less the 5% commission (γκανιότα), which is rounded down to the chip unit.");
        else
            //: No-commission Punto Banco. %1 the usual payment, %2 the payment of a Banco win with 6.
            text = Explain::tr("Banco wins and pays %1, but a Banco win with 6 pays %2.")
                       .arg(ratioText(pay.banker), ratioText(pay.bankerWinsWithSix));
        source = QStringLiteral("art. 15 §14 β");
    } else if (bet == "tie") {
        text = Explain::tr("The Egalité bet wins and pays %1.").arg(ratioText(pay.tie));
        source = QStringLiteral("art. 15 §14 γ");
    } else if (bet == "player-pair" || bet == "banker-pair") {
        //: A pair bet: the first two cards of that hand have the same rank.
        text = Explain::tr("The first two cards have the same rank: the pair pays %1.").arg(ratioText(pay.pair));
        source = QString::fromUtf8(pay.source.data(), qsizetype(pay.source.size()));
    } else if (bet == "super-six") {
        //: The Super Six side bet. %1 two-card payment, %2 three-card payment.
        text = Explain::tr("Banco wins with 6: Super Six pays %1 on two cards, %2 on three.")
                   .arg(ratioText(pay.superSixTwoCards), ratioText(pay.superSixThreeCards));
        source = QString::fromUtf8(pay.source.data(), qsizetype(pay.source.size()));
    }
    if (outcome == "win")
        text += QLatin1Char(' ') + rounding;
    return {text, source};
}

} // namespace

Explanation explainBaccarat(Game game, std::string_view topic, const JsonValue &scenario, const JsonValue &expected)
{
    if (topic == "baccarat.total")
        return total(scenario);
    if (topic == "baccarat.draw")
        return draw(game, scenario);
    if (topic == "baccarat.coup")
        return coupWinner(game, scenario);
    if (topic == "baccarat.payout")
        return payout(game, scenario, expected);
    if (topic == "baccarat.cagnotte")
        //: Chemin de fer. γκανιότα is the regulation's word for the cagnotte.
        return {Explain::tr("The casino keeps a cagnotte (γκανιότα) of 5% of the banker's winnings, rounded down to the chip unit."),
                QStringLiteral("art. 15 §7")};
    if (topic == "baccarat.burn")
        //: The regulation's words: «θέτει εκτός παρτίδας ... τον αντίστοιχο αριθμό τραπουλόχαρτων συμπεριλαμβανομένου και του πρώτου».
        return {Explain::tr("The first card of a new shoe is turned over; its number (the ace 1, tens and court cards 10) "
                            "is how many cards are burned, the first card included."),
                QStringLiteral("art. 15 §9")};
    return {};
}

Explanation explainAnswer(Game game, std::string_view topic, const JsonValue &scenario, const JsonValue &expected)
{
    if (isBaccarat(game))
        return explainBaccarat(game, topic, scenario, expected);
    if (game == Game::Craps)
        return explainCraps(topic, scenario, expected);
    return explainBlackjack(topic, scenario, expected);
}

} // namespace croupier
