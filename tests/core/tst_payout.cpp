#include "InputError.h"
#include "baccarat/LayoutSettlement.h"
#include "baccarat/Payout.h"

#include "TestCards.h"

#include <QtTest>

using namespace croupier;

namespace {

// Coups, worked out by hand from the tableau.
const QStringList kPuntoNatural9[2] = {{"9S", "KH"}, {"7D", "KC"}};           // Punto 9 beats 7
const QStringList kBanco7[2] = {{"2S", "4H"}, {"3C", "4D"}};                  // Punto 6 stands, Banco 7 wins
const QStringList kBanco6TwoCards[2] = {{"AS", "4H", "KD"}, {"2C", "4D"}};    // Punto 5+0; Banco 6 stands on 0
const QStringList kBanco6ThreeCards[2] = {{"AS", "4H", "TD"}, {"2C", "KD", "4H"}}; // Banco 2 draws 4: 6 beats 5
const QStringList kEgalite[2] = {{"9S", "KH"}, {"4D", "5C"}};                 // two naturals 9
const QStringList kPuntoPair[2] = {{"7S", "7H", "2D"}, {"KD", "5C"}};         // Punto 4+2 = 6; Banco 5 stands on 2
const QStringList kTenKing[2] = {{"TS", "KH", "9C"}, {"QD", "7C"}};           // no pair; Punto 9
const QStringList kEgaliteSix[2] = {{"3S", "3H"}, {"2D", "4C"}};              // 6 against 6

Coup coupOf(const QStringList (&c)[2]) { return Coup{cards(c[0]), cards(c[1])}; }
} // namespace

/// The three Punto Banco pay tables, the commission's rounding and the cagnotte.
class TestPayout : public QObject
{
    Q_OBJECT

private slots:
    void settles_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("bet");
        QTest::addColumn<QString>("stake");
        QTest::addColumn<QString>("chip");
        QTest::addColumn<QStringList>("player");
        QTest::addColumn<QStringList>("banker");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("paid");
        QTest::addColumn<QString>("commission");
        auto row = [](const char *name, const char *game, const char *bet, const char *stake, const char *chip,
                      const QStringList(&c)[2], const char *outcome, const char *paid, const char *commission) {
            QTest::newRow(name) << game << bet << stake << chip << c[0] << c[1] << outcome << paid << commission;
        };
        const char *pb = "punto-banco", *nc = "punto-banco-no-commission", *s6 = "punto-banco-super-six";
        // art. 15 §14 β: Banco pays the stake less 5 %; the commission rounds down (manual §5).
        row("banco 100 wins: pays 95, keeps 5", pb, "banker", "100", "1", kBanco7, "win", "95", "5");
        row("banco 15 at chip 0.5: 5 % is 0.75, kept 0.5, pays 14.5", pb, "banker", "15", "0.5", kBanco7, "win", "14.5", "0.5");
        row("banco 15 at chip 1: 0.75 rounds to no commission", pb, "banker", "15", "1", kBanco7, "win", "15", "0");
        row("banco 15 at chip 0.25: keeps 0.75, pays 14.25", pb, "banker", "15", "0.25", kBanco7, "win", "14.25", "0.75");
        row("banco 25 at chip 5: 1.25 rounds to nothing", pb, "banker", "25", "5", kBanco7, "win", "25", "0");
        row("banco 12.3 at chip 1: pays 12, keeps nothing", pb, "banker", "12.3", "1", kBanco7, "win", "12", "0");
        row("banco with 6 pays 95:100 with commission", pb, "banker", "40", "1", kBanco6TwoCards, "win", "38", "2");
        row("banco loses to punto", pb, "banker", "40", "1", kPuntoNatural9, "lose", "0", "0");
        row("banco pushes on Egalité", pb, "banker", "40", "1", kEgalite, "push", "0", "0");
        // Punto 1:1 (art. 15 §14 α).
        row("punto 50 wins 50", pb, "player", "50", "1", kPuntoNatural9, "win", "50", "0");
        row("punto 12.5 at chip 1 is paid 12", pb, "player", "12.5", "1", kPuntoNatural9, "win", "12", "0");
        row("punto pushes on Egalité", pb, "player", "50", "1", kEgaliteSix, "push", "0", "0");
        row("punto loses to banco", pb, "player", "50", "1", kBanco7, "lose", "0", "0");
        // Egalité 8:1 (art. 15 §14 γ).
        row("Egalité 10 wins 80", pb, "tie", "10", "1", kEgalite, "win", "80", "0");
        row("Egalité 2.5 wins 20", pb, "tie", "2.5", "1", kEgalite, "win", "20", "0");
        row("Egalité 2.3 at chip 0.5: 18.4 paid 18", pb, "tie", "2.3", "0.5", kEgaliteSix, "win", "18", "0");
        row("Egalité loses when punto wins", pb, "tie", "10", "1", kPuntoNatural9, "lose", "0", "0");
        // Pairs 11:1: the first two cards of the same rank.
        row("punto pair 10 wins 110", pb, "player-pair", "10", "1", kPuntoPair, "win", "110", "0");
        row("ten and king are no punto pair", pb, "player-pair", "10", "1", kTenKing, "lose", "0", "0");
        row("banco pair loses without a pair", pb, "banker-pair", "10", "1", kPuntoPair, "lose", "0", "0");
        row("punto pair wins on Egalité too", pb, "player-pair", "5", "1", kEgaliteSix, "win", "55", "0");
        // No Commission: Banco 1:1, a Banco 6 pays 1:2 (guide).
        row("no commission banco 7 pays 1:1", nc, "banker", "100", "1", kBanco7, "win", "100", "0");
        row("no commission banco 6 pays 1:2", nc, "banker", "100", "1", kBanco6TwoCards, "win", "50", "0");
        row("no commission banco 6 on three cards pays 1:2", nc, "banker", "30", "1", kBanco6ThreeCards, "win", "15", "0");
        row("no commission banco 6 on 15 at chip 1 pays 7", nc, "banker", "15", "1", kBanco6TwoCards, "win", "7", "0");
        row("no commission banco 6 on 15 at chip 0.5 pays 7.5", nc, "banker", "15", "0.5", kBanco6TwoCards, "win", "7.5", "0");
        // Super Six: 12:1 on a two-card 6, 20:1 on a three-card 6 (guide).
        row("super six on two cards pays 12:1", s6, "super-six", "10", "1", kBanco6TwoCards, "win", "120", "0");
        row("super six on three cards pays 20:1", s6, "super-six", "10", "1", kBanco6ThreeCards, "win", "200", "0");
        row("super six loses when banco wins with 7", s6, "super-six", "10", "1", kBanco7, "lose", "0", "0");
        row("super six loses on a 6-6 Egalité", s6, "super-six", "10", "1", kEgaliteSix, "lose", "0", "0");
        row("super six table pays banco 6 at 1:2", s6, "banker", "10", "1", kBanco6TwoCards, "win", "5", "0");
        row("super six table pays punto 1:1", s6, "player", "10", "1", kPuntoNatural9, "win", "10", "0");
    }
    void settles()
    {
        QFETCH(QString, game);
        QFETCH(QString, bet);
        QFETCH(QString, stake);
        QFETCH(QString, chip);
        QFETCH(QStringList, player);
        QFETCH(QStringList, banker);
        QFETCH(QString, outcome);
        QFETCH(QString, paid);
        QFETCH(QString, commission);
        const Settlement s = settleBet(*gameFromName(game.toStdString()), *baccaratBetFromName(bet.toStdString()),
                                       Money::parseCanonical(stake.toStdString()),
                                       Money::parseCanonical(chip.toStdString()), Coup{cards(player), cards(banker)});
        QCOMPARE(QString::fromUtf8(outcomeName(s.outcome).data()), outcome);
        QCOMPARE(QString::fromStdString(s.paid.toString()), paid);
        QCOMPARE(QString::fromStdString(s.commission.toString()), commission);
    }

    void refusesBadBets_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("bet");
        QTest::addColumn<QString>("stake");
        QTest::addColumn<QString>("chip");
        QTest::addColumn<QString>("field");
        QTest::newRow("super six outside the super six game") << "punto-banco" << "super-six" << "10" << "1" << "bet";
        QTest::newRow("super six at no commission") << "punto-banco-no-commission" << "super-six" << "10" << "1" << "bet";
        QTest::newRow("a zero stake") << "punto-banco" << "player" << "0" << "1" << "stake";
        QTest::newRow("a zero chip unit") << "punto-banco" << "player" << "10" << "0" << "chip_unit";
    }
    void refusesBadBets()
    {
        QFETCH(QString, game);
        QFETCH(QString, bet);
        QFETCH(QString, stake);
        QFETCH(QString, chip);
        QFETCH(QString, field);
        try {
            settleBet(*gameFromName(game.toStdString()), *baccaratBetFromName(bet.toStdString()),
                      Money::parseCanonical(stake.toStdString()), Money::parseCanonical(chip.toStdString()),
                      coupOf(kBanco7));
            QFAIL("accepted a bad bet");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }

    // art. 15 §7: 5 % of the banker's winnings, rounded down to the chip.
    void cagnotte_data()
    {
        QTest::addColumn<QString>("win");
        QTest::addColumn<QString>("chip");
        QTest::addColumn<QString>("commission");
        QTest::newRow("100 won keeps 5") << "100" << "1" << "5";
        QTest::newRow("15 won: 0.75 rounds to 0 at chip 1") << "15" << "1" << "0";
        QTest::newRow("15 won: 0.75 rounds to 0.5 at chip 0.5") << "15" << "0.5" << "0.5";
        QTest::newRow("310.41 won: 15.5205 rounds to 15.5") << "310.41" << "0.5" << "15.5";
        QTest::newRow("1000 won at chip 5 keeps 50") << "1000" << "5" << "50";
        QTest::newRow("nothing won keeps nothing") << "0" << "1" << "0";
    }
    void cagnotte()
    {
        QFETCH(QString, win);
        QFETCH(QString, chip);
        QFETCH(QString, commission);
        QCOMPARE(QString::fromStdString(croupier::cagnotte(Money::parseCanonical(win.toStdString()),
                                                           Money::parseCanonical(chip.toStdString()))
                                            .toString()),
                 commission);
    }

    // art. 15 §14: losing bets are collected first, then winners paid; pushes stay.
    void layoutIsSettledInTheDealersOrder()
    {
        const Money chip = Money::fromInteger(1);
        auto m = [](const char *s) { return Money::parseCanonical(s); };
        const std::vector<LayoutBet> bets{
            {3, BaccaratBet::Player, m("50")}, {1, BaccaratBet::Banker, m("100")}, {2, BaccaratBet::Tie, m("10")},
            {1, BaccaratBet::BankerPair, m("5")}, {4, BaccaratBet::Banker, m("15")}, {2, BaccaratBet::Player, m("20")},
        };
        // Banco 7 beats Punto 6, no pairs: Punto and Egalité bets lose, Banco wins.
        const LayoutSettlement s = settleLayout(Game::PuntoBanco, bets, chip, coupOf(kBanco7));
        QStringList order;
        for (const SettlementStep &step : s.steps)
            order << QString("%1 seat %2 %3")
                         .arg(step.action == SettlementStep::Action::Collect ? "collect"
                                  : step.action == SettlementStep::Action::Pay ? "pay"
                                                                              : "leave")
                         .arg(step.bet.seat)
                         .arg(QString::fromUtf8(betName(step.bet.bet).data()));
        QCOMPARE(order, (QStringList{"collect seat 1 banker-pair", "collect seat 2 tie", "collect seat 2 player",
                                     "collect seat 3 player", "pay seat 1 banker", "pay seat 4 banker"}));
        QCOMPARE(QString::fromStdString(s.collected.toString()), QString("85"));   // 5 + 10 + 20 + 50
        QCOMPARE(QString::fromStdString(s.paid.toString()), QString("110"));       // 95 + 15 (0.75 rounds to 0)
        QCOMPARE(QString::fromStdString(s.commission.toString()), QString("5"));
    }

    void layoutOnEgaliteLeavesThePunterBets()
    {
        const std::vector<LayoutBet> bets{{2, BaccaratBet::Player, Money::fromInteger(20)},
                                          {1, BaccaratBet::Tie, Money::fromInteger(10)},
                                          {1, BaccaratBet::Banker, Money::fromInteger(30)}};
        const LayoutSettlement s = settleLayout(Game::PuntoBanco, bets, Money::fromInteger(1), coupOf(kEgalite));
        QCOMPARE(s.steps.size(), std::size_t{3});
        QCOMPARE(s.steps[0].action, SettlementStep::Action::Pay);
        QCOMPARE(s.steps[1].action, SettlementStep::Action::Leave);
        QCOMPARE(s.steps[1].bet.seat, 1);
        QCOMPARE(s.steps[2].action, SettlementStep::Action::Leave);
        QCOMPARE(QString::fromStdString(s.paid.toString()), QString("80"));
        QVERIFY(s.collected.isZero());
    }

    void layoutNamesTheBadBet()
    {
        const std::vector<LayoutBet> bets{{1, BaccaratBet::Player, Money::fromInteger(20)},
                                          {2, BaccaratBet::SuperSix, Money::fromInteger(10)}};
        try {
            settleLayout(Game::PuntoBanco, bets, Money::fromInteger(1), coupOf(kBanco7));
            QFAIL("accepted a super six bet at punto-banco");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), QString("bets[1].bet"));
        }
    }
};

QTEST_APPLESS_MAIN(TestPayout)
#include "tst_payout.moc"
