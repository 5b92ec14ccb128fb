#include "InputError.h"
#include "Rng.h"
#include "Shoe.h"
#include "blackjack/BlackjackRound.h"

#include <QtTest>

using namespace croupier;

namespace {
Shoe shoeOf(const QStringList &list)
{
    std::vector<Card> out;
    for (const QString &c : list)
        out.push_back(Card::parse(c.toStdString()));
    return Shoe::stack(std::move(out));
}

Money m(const char *amount) { return Money::parseCanonical(amount); }

BlackjackBox box(int number, std::vector<Money> bets = {Money::fromInteger(10)})
{
    return {number, std::move(bets)};
}

QString handText(const BlackjackRound &round, std::size_t boxIndex, std::size_t hand = 0)
{
    return QString::fromStdString(round.boxes()[boxIndex].hands[hand].cards.toString());
}

/// A step as "pay box 2 hand 0 bettor 0 main 15": easy to compare with a list written by hand.
QString stepText(const BlackjackStep &s)
{
    const char *action = s.action == BlackjackStep::Action::Pay ? "pay"
        : s.action == BlackjackStep::Action::Collect            ? "collect"
                                                                : "leave";
    const QString amount = QString::fromStdString(
        (s.action == BlackjackStep::Action::Pay ? s.settlement.paid : s.stake).toString());
    return QStringLiteral("%1 box %2 hand %3 bettor %4 %5 %6")
        .arg(action)
        .arg(s.box)
        .arg(s.hand)
        .arg(s.bettor)
        .arg(QString::fromUtf8(betName(s.bet).data()))
        .arg(amount);
}

QStringList stepsOf(const BlackjackRound &round)
{
    QStringList out;
    for (const BlackjackStep &s : round.steps())
        out << stepText(s);
    return out;
}

template<typename F> QString fieldOfError(F &&f)
{
    try {
        f();
    } catch (const InputError &e) {
        return QString::fromStdString(e.field());
    }
    return QStringLiteral("(accepted)");
}
} // namespace

/// One round as art. 14 runs it, with stacked shoes whose every card is placed by
/// hand: the deal order, the choices, the dealer's hand and each settlement in the
/// order the dealer makes it.
class TestBlackjackRound : public QObject
{
    Q_OBJECT

private slots:
    // §12 α: one card to each box from the dealer's left, one to the dealer, the second to each box.
    void dealsFromTheDealersLeft()
    {
        Shoe shoe = shoeOf({"2S", "3S", "4S", "5S", "6S"});
        const BlackjackRound round(BlackjackRules(), {box(3), box(1)}, shoe);
        QCOMPARE(round.boxes().size(), std::size_t(2));
        QCOMPARE(round.boxes()[0].number, 1);
        QCOMPARE(handText(round, 0), QStringLiteral("2S 5S"));
        QCOMPARE(round.boxes()[1].number, 3);
        QCOMPARE(handText(round, 1), QStringLiteral("3S 6S"));
        QCOMPARE(round.dealer().size(), std::size_t(1)); // no hole card
        QCOMPARE(QString::fromStdString(round.dealer()[0].toString()), QStringLiteral("4S"));
        QVERIFY(round.turn() == std::make_pair(std::size_t(0), std::size_t(0)));
        QVERIFY(round.steps().empty());
    }

    // §12 α: a bust is collected at once, before the next player.
    void bustIsCollectedAtOnce()
    {
        Shoe shoe = shoeOf({"TS", "9S", "7D", "6H", "8S", "9D"});
        BlackjackRound round(BlackjackRules(), {box(1), box(2)}, shoe);
        round.hit(); // 10 6 9 = 25
        QCOMPARE(stepsOf(round), QStringList {"collect box 1 hand 0 bettor 0 main 10"});
        QVERIFY(round.boxes()[0].hands[0].state == BlackjackRound::HandState::Bust);
        QVERIFY(round.turn() == std::make_pair(std::size_t(1), std::size_t(0)));
    }

    // §12 β: a blackjack against 2-9 is paid 3:2 at once; the rest settle after the dealer.
    void blackjackAgainstSmallCardIsPaidAtOnce()
    {
        Shoe shoe = shoeOf({"AS", "9S", "6D", "KH", "8S", "TC", "5H"});
        BlackjackRound round(BlackjackRules(), {box(1), box(2)}, shoe);
        QCOMPARE(stepsOf(round), QStringList {"pay box 1 hand 0 bettor 0 main 15"});
        QVERIFY(round.turn() == std::make_pair(std::size_t(1), std::size_t(0)));
        round.stand(); // 9 8 = 17
        QVERIFY(round.phase() == BlackjackRound::Phase::Dealer);
        round.playDealer(); // 6 T = 16 draws 5: 21
        QCOMPARE(QString::fromStdString(joinCards(round.dealer())), QStringLiteral("6D TC 5H"));
        QCOMPARE(stepsOf(round),
            (QStringList {"pay box 1 hand 0 bettor 0 main 15", "collect box 2 hand 0 bettor 0 main 10"}));
        QVERIFY(round.phase() == BlackjackRound::Phase::Over);
    }

    // §12 β: against a ten the blackjack waits for the dealer's second card.
    void blackjackAgainstTenWaits_data()
    {
        QTest::addColumn<QString>("second");
        QTest::addColumn<QString>("step");
        QTest::newRow("the dealer's king and seven: 3:2") << "7C"
                                                          << "pay box 1 hand 0 bettor 0 main 15";
        QTest::newRow("the dealer's king and ace: a push") << "AC"
                                                           << "leave box 1 hand 0 bettor 0 main 10";
    }
    void blackjackAgainstTenWaits()
    {
        QFETCH(QString, second);
        QFETCH(QString, step);
        Shoe shoe = shoeOf({"AS", "KD", "QH", second});
        BlackjackRound round(BlackjackRules(), {box(1)}, shoe);
        QVERIFY(round.steps().empty());
        QVERIFY(round.boxes()[0].hands[0].state == BlackjackRound::HandState::Blackjack);
        QVERIFY(round.phase() == BlackjackRound::Phase::Dealer);
        round.playDealer();
        QCOMPARE(stepsOf(round), QStringList {step});
    }

    // §13: up to half the bet, 2:1, closed by the first third card; the dealer's blackjack takes the rest.
    void insurance()
    {
        Shoe shoe = shoeOf({"TS", "5S", "AD", "9H", "6S", "4C", "KC"});
        BlackjackRound round(BlackjackRules(), {box(1, {m("20")}), box(2)}, shoe);
        QVERIFY(round.insuranceOpen());
        round.insure(1, 0, m("10"));
        QCOMPARE(fieldOfError([&] { round.insure(2, 0, m("6")); }),
            QStringLiteral("insurance")); // half of 10 is 5
        round.stand(); // box 1 stands on 19: no third card yet
        QVERIFY(round.insuranceOpen());
        round.hit(); // box 2: 5 6 4, a third card
        QVERIFY(!round.insuranceOpen());
        QCOMPARE(fieldOfError([&] { round.insure(2, 0, m("5")); }), QStringLiteral("insurance"));
        round.stand();
        round.playDealer(); // A K: blackjack
        QCOMPARE(stepsOf(round),
            (QStringList {"pay box 1 hand 0 bettor 0 insurance 20", "collect box 2 hand 0 bettor 0 main 10",
                "collect box 1 hand 0 bettor 0 main 20"}));
    }

    void insuranceIsCollectedWithoutBlackjack()
    {
        Shoe shoe = shoeOf({"TS", "AD", "9H", "6C"});
        BlackjackRound round(BlackjackRules(), {box(1)}, shoe);
        round.insure(1, 0, m("5"));
        round.stand();
        round.playDealer(); // A 6: soft 17 stands
        QCOMPARE(stepsOf(round),
            (QStringList {"collect box 1 hand 0 bettor 0 insurance 5", "pay box 1 hand 0 bettor 0 main 10"}));
    }

    void insuranceRefusals()
    {
        Shoe shoe = shoeOf({"TS", "9D", "9H", "6C"});
        BlackjackRound round(BlackjackRules(), {box(1)}, shoe);
        QVERIFY(!round.insuranceOpen());
        QCOMPARE(
            fieldOfError([&] { round.insure(1, 0, m("5")); }), QStringLiteral("insurance")); // a dealer 9
        Shoe aces = shoeOf({"TS", "AD", "9H", "6C"});
        BlackjackRound withAce(BlackjackRules(), {box(1)}, aces);
        QCOMPARE(fieldOfError([&] { withAce.insure(2, 0, m("5")); }), QStringLiteral("box"));
        QCOMPARE(fieldOfError([&] { withAce.insure(1, 1, m("5")); }), QStringLiteral("bettor"));
        QCOMPARE(fieldOfError([&] { withAce.insure(1, 0, m("2.5")); }),
            QStringLiteral("insurance")); // not in chips
        withAce.insure(1, 0, m("5"));
        QCOMPARE(fieldOfError([&] { withAce.insure(1, 0, m("1")); }), QStringLiteral("insurance")); // twice
    }

    // §12 β: even money pays the blackjack 1:1 at once; nothing is left for the dealer's blackjack.
    void evenMoney()
    {
        Shoe shoe = shoeOf({"AS", "9S", "AD", "KH", "9H", "QC"});
        BlackjackRound round(BlackjackRules(), {box(1), box(2)}, shoe);
        QCOMPARE(fieldOfError([&] { round.takeEvenMoney(2); }),
            QStringLiteral("even_money")); // 9 9 is no blackjack
        round.takeEvenMoney(1);
        QCOMPARE(stepsOf(round), QStringList {"pay box 1 hand 0 bettor 0 even-money 10"});
        QCOMPARE(fieldOfError([&] { round.takeEvenMoney(1); }), QStringLiteral("even_money")); // already paid
        round.stand(); // box 2 on 18
        round.playDealer(); // A Q: blackjack
        QCOMPARE(stepsOf(round),
            (QStringList {
                "pay box 1 hand 0 bettor 0 even-money 10", "collect box 2 hand 0 bettor 0 main 10"}));
    }

    void evenMoneyOnlyAgainstAnAce()
    {
        Shoe shoe = shoeOf({"AS", "TD", "KH", "QC"});
        BlackjackRound round(BlackjackRules(), {box(1)}, shoe);
        QCOMPARE(fieldOfError([&] { round.takeEvenMoney(1); }), QStringLiteral("even_money"));
    }

    // §14 and §15: a split, a double after it, one re-split, and no third split.
    void splitDoubleAndResplit()
    {
        Shoe shoe = shoeOf({"8S", "7D", "8H", "3C", "KD", "8D", "2C", "8C", "TS"});
        BlackjackRound round(BlackjackRules(), {box(1)}, shoe);
        QVERIFY(round.canSplit());
        round.split(); // [8S 3C] and [8H]
        QCOMPARE(handText(round, 0, 0), QStringLiteral("8S 3C"));
        QVERIFY(!round.insuranceOpen());
        QVERIFY(round.canDouble()); // 11 after a split (§15)
        round.doubleDown(); // 8 3 K = 21
        QVERIFY(round.boxes()[0].hands[0].doubled);
        QCOMPARE(handText(round, 0, 1), QStringLiteral("8H 8D")); // a new pair: the one re-split
        round.split();
        QCOMPARE(handText(round, 0, 1), QStringLiteral("8H 2C"));
        round.stand();
        QCOMPARE(handText(round, 0, 2), QStringLiteral("8D 8C"));
        QVERIFY(!round.canSplit());
        QCOMPARE(fieldOfError([&] { round.split(); }), QStringLiteral("split")); // a third split
        round.stand();
        round.playDealer(); // 7 T = 17
        // §12 δ: from the dealer's right: the last hand played first.
        QCOMPARE(stepsOf(round),
            (QStringList {"collect box 1 hand 2 bettor 0 main 10", "collect box 1 hand 1 bettor 0 main 10",
                "pay box 1 hand 0 bettor 0 main 20"}));
    }

    void splitRefusals_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<bool>("equalRankHouse");
        QTest::addColumn<bool>("splits");
        QTest::newRow("nine and ten are no pair") << "9S"
                                                  << "TS" << false << false;
        QTest::newRow("ten and king split at equal value") << "TS"
                                                           << "KH" << false << true;
        QTest::newRow("ten and king do not split where the house posts equal rank") << "TS"
                                                                                    << "KH" << true << false;
        QTest::newRow("two kings split where the house posts equal rank") << "KS"
                                                                          << "KH" << true << true;
    }
    void splitRefusals()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(bool, equalRankHouse);
        QFETCH(bool, splits);
        BlackjackRules rules;
        if (equalRankHouse)
            rules.splitPairs = SplitPairs::EqualRank;
        Shoe shoe = shoeOf({first, "7D", second, "5C", "6C", "TD"});
        BlackjackRound round(rules, {box(1)}, shoe);
        QCOMPARE(round.canSplit(), splits);
        if (!splits) {
            try {
                round.split();
                QFAIL("split");
            } catch (const InputError &e) {
                QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("split"));
                QVERIFY(QString::fromStdString(e.reason()).contains(QStringLiteral("art. 14 §14")));
            }
            QCOMPARE(round.boxes()[0].hands.size(), std::size_t(1)); // nothing changed
        }
    }

    // §14: each split ace takes one card; A K from a split is 21 paid 1:1, not a blackjack.
    void splitAces()
    {
        Shoe shoe = shoeOf({"AS", "9D", "AH", "KC", "AD", "8C"});
        BlackjackRound round(BlackjackRules(), {box(1)}, shoe);
        round.split();
        QCOMPARE(handText(round, 0, 0), QStringLiteral("AS KC"));
        QCOMPARE(handText(round, 0, 1), QStringLiteral("AH AD")); // another ace: not split again
        QVERIFY(round.boxes()[0].hands[0].state == BlackjackRound::HandState::TwentyOne);
        QVERIFY(round.phase() == BlackjackRound::Phase::Dealer); // no choice is left to the player
        round.playDealer(); // 9 8 = 17
        QCOMPARE(stepsOf(round),
            (QStringList {"collect box 1 hand 1 bettor 0 main 10", "pay box 1 hand 0 bettor 0 main 10"}));
    }

    // §15: a double on 11 or less, one card only.
    void doubleDown()
    {
        Shoe shoe = shoeOf({"6S", "7D", "5H", "9D", "TS"});
        BlackjackRound round(BlackjackRules(), {box(1)}, shoe);
        round.doubleDown(); // 6 5 9 = 20
        QVERIFY(round.phase() == BlackjackRound::Phase::Dealer);
        round.playDealer(); // 7 T = 17
        QCOMPARE(stepsOf(round), QStringList {"pay box 1 hand 0 bettor 0 main 20"});
    }

    void doubleRefusals_data()
    {
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<bool>("hitFirst");
        QTest::addColumn<bool>("softDoubleHouse");
        QTest::addColumn<bool>("doubles");
        QTest::newRow("a double on 12 is refused")
            << QStringList {"7S", "9D", "5H"} << false << false << false;
        QTest::newRow("a double on 11 is taken") << QStringList {"6S", "9D", "5H"} << false << false << true;
        QTest::newRow("a double on 4 is taken") << QStringList {"2S", "9D", "2H"} << false << false << true;
        QTest::newRow("a double on three cards is refused")
            << QStringList {"2S", "9D", "3H", "4C"} << true << false << false;
        QTest::newRow("ace and two is a soft 13: refused")
            << QStringList {"AS", "9D", "2H"} << false << false << false;
        QTest::newRow("ace and two doubles as 3 where the ace may count 1")
            << QStringList {"AS", "9D", "2H"} << false << true << true;
    }
    void doubleRefusals()
    {
        QFETCH(QStringList, cards);
        QFETCH(bool, hitFirst);
        QFETCH(bool, softDoubleHouse);
        QFETCH(bool, doubles);
        BlackjackRules rules;
        if (softDoubleHouse)
            rules.softDouble = SoftDouble::Allowed;
        Shoe shoe = shoeOf(cards + QStringList {"2D", "2C", "TD", "TC"});
        BlackjackRound round(rules, {box(1)}, shoe);
        if (hitFirst)
            round.hit();
        QCOMPARE(round.canDouble(), doubles);
        if (!doubles) {
            try {
                round.doubleDown();
                QFAIL("doubled");
            } catch (const InputError &e) {
                QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("double"));
                QVERIFY(QString::fromStdString(e.reason()).contains(QStringLiteral("art. 14 §15")));
            }
            QVERIFY(!round.boxes()[0].hands[0].doubled);
        }
    }

    // §12 δ: "από τα δεξιά προς τα αριστερά": the last box dealt is settled first.
    void paysFromTheDealersRight()
    {
        Shoe shoe = shoeOf({"TS", "9S", "8S", "6D", "8H", "9H", "9C", "TC", "8D"});
        BlackjackRound round(BlackjackRules(), {box(1), box(2), box(3)}, shoe);
        round.stand();
        round.stand();
        round.stand();
        round.playDealer(); // 6 T 8 = 24
        QCOMPARE(stepsOf(round),
            (QStringList {"pay box 3 hand 0 bettor 0 main 10", "pay box 2 hand 0 bettor 0 main 10",
                "pay box 1 hand 0 bettor 0 main 10"}));
    }

    // §11: standing players' bets go with the seated player's choices; each is paid on its own.
    void standingBettors()
    {
        Shoe shoe = shoeOf({"6S", "7D", "5H", "9D", "TS"});
        BlackjackRound round(BlackjackRules(), {box(1, {m("10"), m("20")})}, shoe);
        round.doubleDown();
        round.playDealer();
        QCOMPARE(stepsOf(round),
            (QStringList {"pay box 1 hand 0 bettor 0 main 20", "pay box 1 hand 0 bettor 1 main 40"}));
    }

    // §11, §16: bets in chips, from the minimum, a box up to the maximum, up to two standing players.
    void refusesBets_data()
    {
        QTest::addColumn<QString>("layout"); // "box:bet,bet;box:bet"
        QTest::addColumn<QString>("field");
        QTest::newRow("no box at all") << ""
                                       << "boxes";
        QTest::newRow("box 8 on a 7-box layout") << "8:10"
                                                 << "boxes[0].number";
        QTest::newRow("box 2 twice") << "2:10;2:20"
                                     << "boxes[1].number";
        QTest::newRow("four bets on one box") << "1:10,10,10,10"
                                              << "boxes[0].bets";
        QTest::newRow("a bet below the table minimum") << "1:5"
                                                       << "boxes[0].bets[0]";
        QTest::newRow("a standing player below the minimum") << "1:10,5"
                                                             << "boxes[0].bets[1]";
        QTest::newRow("a bet off the chip") << "1:10.5"
                                            << "boxes[0].bets[0]";
        QTest::newRow("a box over the table maximum of 1000") << "3:10;1:600,401"
                                                              << "boxes[1].bets";
    }
    void refusesBets()
    {
        QFETCH(QString, layout);
        QFETCH(QString, field);
        std::vector<BlackjackBox> boxes;
        for (const QString &b : layout.split(';', Qt::SkipEmptyParts)) {
            BlackjackBox x;
            x.number = b.section(':', 0, 0).toInt();
            for (const QString &bet : b.section(':', 1).split(','))
                x.bets.push_back(Money::parseCanonical(bet.toStdString()));
            boxes.push_back(x);
        }
        Shoe shoe = shoeOf({"2S", "3S", "4S", "5S", "6S", "7S"});
        QCOMPARE(fieldOfError([&] {
            BlackjackRound round(BlackjackRules(), boxes, shoe);
            (void)round;
        }),
            field);
        QCOMPARE(shoe.dealt(), std::size_t(0)); // refused before dealing
    }

    void maximumAndStandingPlayersAccepted()
    {
        Shoe shoe = shoeOf({"2S", "3S", "4S", "5S"});
        const BlackjackRound round(
            BlackjackRules(), {box(1, {m("500"), m("300"), m("200")})}, shoe); // 1000 = 100 × 10
        QCOMPARE(round.boxes()[0].bets.size(), std::size_t(3));
    }

    // §7: exposed cards are offered on, in order; a refusal ends the hand; then the shoe again.
    void exposedCardsAreOfferedToTheNextPlayers()
    {
        Shoe shoe = shoeOf({"TS", "9S", "5S", "6D", "7H", "3H", "6C", "4D", "8C", "5C", "TD"});
        BlackjackRound round(BlackjackRules(), {box(1), box(2), box(3)}, shoe);
        round.exposeCards(2); // at box 1's turn: 4D and 8C come out unasked
        QVERIFY(!round.offeringExposed()); // not to the player in turn
        round.stand(); // box 1 on 17
        QVERIFY(round.offeringExposed());
        QCOMPARE(fieldOfError([&] { round.doubleDown(); }), QStringLiteral("double"));
        round.hit(); // box 2 takes 4D: 9 3 4 = 16
        QCOMPARE(handText(round, 1), QStringLiteral("9S 3H 4D"));
        round.stand(); // and refuses 8C: his hand is final
        QVERIFY(round.offeringExposed());
        round.hit(); // box 3 takes 8C: 5 6 8 = 19
        QCOMPARE(handText(round, 2), QStringLiteral("5S 6C 8C"));
        QVERIFY(round.exposedCards().empty());
        QVERIFY(!round.offeringExposed());
        round.stand();
        round.playDealer(); // 6 5 = 11, T: 21
        QCOMPARE(QString::fromStdString(joinCards(round.dealer())), QStringLiteral("6D 5C TD"));
        QVERIFY(round.burned().empty());
    }

    // §7: what nobody takes goes to the dealer up to 17; the rest is burned.
    void exposedCardsNobodyTakesGoToTheDealer()
    {
        Shoe shoe = shoeOf({"TS", "6D", "8H", "5C", "6H", "9S", "2C"});
        BlackjackRound round(BlackjackRules(), {box(1)}, shoe);
        round.exposeCards(3); // 5C 6H 9S
        round.stand(); // 18; no next player
        round.playDealer(); // 6 5 = 11, 6: 17 stands; 9S is burned
        QCOMPARE(QString::fromStdString(joinCards(round.dealer())), QStringLiteral("6D 5C 6H"));
        QCOMPARE(round.burned().size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(round.burned()[0].toString()), QStringLiteral("9S"));
        QCOMPARE(stepsOf(round), QStringList {"pay box 1 hand 0 bettor 0 main 10"});
    }

    // §7 ¶1: a card that comes out face up is burned and play goes on.
    void faceUpCardIsBurned()
    {
        Shoe shoe = shoeOf({"TS", "6D", "2H", "3C", "5S", "TC", "9H"});
        BlackjackRound round(BlackjackRules(), {box(1)}, shoe);
        round.burnFaceUpCard(); // 3C
        round.hit(); // 5S: 10 2 5 = 17
        QCOMPARE(handText(round, 0), QStringLiteral("TS 2H 5S"));
        QCOMPARE(QString::fromStdString(round.burned()[0].toString()), QStringLiteral("3C"));
        QCOMPARE(shoe.discards().size(), std::size_t(1));
    }

    void movesOutOfTurnAreRefused()
    {
        Shoe shoe = shoeOf({"TS", "6D", "9H", "TC", "5H", "2C"});
        BlackjackRound round(BlackjackRules(), {box(1)}, shoe);
        QCOMPARE(fieldOfError([&] { round.playDealer(); }), QStringLiteral("dealer"));
        round.stand();
        QCOMPARE(fieldOfError([&] { round.hit(); }), QStringLiteral("hit"));
        QCOMPARE(fieldOfError([&] { round.exposeCards(1); }), QStringLiteral("exposed"));
        round.playDealer(); // 6 T = 16, 5: 21
        QCOMPARE(fieldOfError([&] { round.playDealer(); }), QStringLiteral("dealer"));
        QCOMPARE(fieldOfError([&] { round.stand(); }), QStringLiteral("stand"));
        QCOMPARE(stepsOf(round), QStringList {"collect box 1 hand 0 bettor 0 main 10"});
    }

    // §2-6: a fresh shoe is shuffled, cut one deck from the end, and burns five unseen.
    void freshShoe()
    {
        Rng rng(2026);
        Shoe shoe = makeBlackjackShoe(BlackjackRules(), rng);
        QCOMPARE(shoe.size(), std::size_t(6 * 52));
        QCOMPARE(shoe.dealt(), std::size_t(5));
        QCOMPARE(shoe.discards().size(), std::size_t(5));
        while (!shoe.cutCardNext())
            shoe.draw();
        QCOMPARE(shoe.remaining(), std::size_t(52));
        QVERIFY(!BlackjackRound::lastRoundOfShoe(shoe));
        shoe.draw();
        QVERIFY(BlackjackRound::lastRoundOfShoe(shoe)); // §8: this round is the last
    }

    // The same seed and the same choices give the same round (STYLE.md, convention 1).
    void replaysFromASeed()
    {
        const auto play = [](std::uint64_t seed) {
            Rng rng(seed);
            Shoe shoe = makeBlackjackShoe(BlackjackRules(), rng);
            BlackjackRound round(BlackjackRules(), {box(1), box(4, {Money::fromInteger(25)}), box(7)}, shoe);
            while (round.phase() == BlackjackRound::Phase::Players) {
                const auto [b, h] = *round.turn();
                if (round.boxes()[b].hands[h].cards.total() < 17)
                    round.hit();
                else
                    round.stand();
            }
            round.playDealer();
            QStringList out = stepsOf(round);
            out << QString::fromStdString(joinCards(round.dealer()));
            return out;
        };
        QCOMPARE(play(2026), play(2026));
        QVERIFY(play(2026) != play(2027));
    }
};

QTEST_APPLESS_MAIN(TestBlackjackRound)
#include "tst_blackjackround.moc"
