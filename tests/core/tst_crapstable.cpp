#include "InputError.h"
#include "craps/CrapsTable.h"

#include <QtTest>

using namespace croupier;

namespace {
Money m(const char *s) { return Money::parseCanonical(s); }

template <typename F>
QString errorField(F &&f)
{
    try {
        f();
    } catch (const InputError &e) {
        return QString::fromStdString(e.field());
    }
    return QStringLiteral("(no error)");
}
} // namespace

/// The table as a state machine (art. 16 §7–10): the puck, bets travelling, odds
/// off on the come-out, what may be taken down, the dice passing on a seven-out.
class TestCrapsTable : public QObject
{
    Q_OBJECT

private slots:
    void startsWithThePuckOffAndTheDiceAtTheDealersLeft()
    {
        CrapsTable t(4, m("1"));
        QVERIFY(!t.puckOn());
        QCOMPARE(t.point(), std::optional<int>());
        QCOMPARE(t.shooter(), 1);   // §7: the player at the dealer's left begins
        QVERIFY(t.bets().empty());
    }

    // §10 α(1): a come-out 4 5 6 8 9 10 puts the puck on; made, it comes off and the shooter keeps the dice.
    void aPointIsSetAndMade()
    {
        CrapsTable t(3, m("1"));
        const int pass = t.place(1, CrapsBet::Pass, m("10"));
        auto r = t.roll(DiceRoll::of(4, 2));
        QCOMPARE(t.point(), std::optional<int>(6));
        QCOMPARE(r.settlement.steps.front().settlement.movesTo, std::optional<int>(6));
        QVERIFY(t.find(pass));
        const int odds = t.place(1, CrapsBet::PassOdds, m("10"));
        t.roll(DiceRoll::of(5, 6));   // 11 decides nothing with a point on
        QCOMPARE(t.point(), std::optional<int>(6));
        r = t.roll(DiceRoll::of(1, 5));
        QCOMPARE(t.point(), std::optional<int>());
        QCOMPARE(t.shooter(), 1);   // the point made: the same shooter comes out again
        QVERIFY(!t.find(pass));
        QVERIFY(!t.find(odds));
        QCOMPARE(r.settlement.paid.toString(), std::string("22"));   // 10 + 12 (6:5)
    }

    // §7: a seven-out passes the dice clockwise; after the last player, back to the first.
    void aSevenOutPassesTheDice()
    {
        CrapsTable t(2, m("1"));
        t.place(1, CrapsBet::Pass, m("10"));
        t.roll(DiceRoll::of(2, 2));
        const auto r = t.roll(DiceRoll::of(3, 4));
        QVERIFY(r.settlement.sevenOut);
        QCOMPARE(r.shooterBefore, 1);
        QCOMPARE(r.shooterAfter, 2);
        QCOMPARE(t.shooter(), 2);
        QVERIFY(!t.puckOn());
        QVERIFY(t.bets().empty());   // the WIN bet lost
        t.place(2, CrapsBet::DontPass, m("10"));
        t.roll(DiceRoll::of(5, 5));
        t.roll(DiceRoll::of(6, 1));
        QCOMPARE(t.shooter(), 1);
    }

    void aComeOut7IsNoSevenOut()
    {
        CrapsTable t(2, m("1"));
        t.place(1, CrapsBet::Pass, m("10"));
        const auto r = t.roll(DiceRoll::of(3, 4));
        QVERIFY(!r.settlement.sevenOut);
        QCOMPARE(t.shooter(), 1);
    }

    // §9: the shooter bets on WIN or DON'T WIN before throwing.
    void theShooterMustBetTheLine()
    {
        CrapsTable t(2, m("1"));
        t.place(2, CrapsBet::Pass, m("10"));
        t.place(1, CrapsBet::Field, m("10"));
        QCOMPARE(errorField([&] { t.roll(DiceRoll::of(1, 1)); }), QString("shooter"));
        QCOMPARE(t.bets().size(), std::size_t(2));   // unchanged
        t.passDice();                                // player 1 declines (§7)
        QCOMPARE(t.shooter(), 2);
        t.roll(DiceRoll::of(1, 1));
    }

    // §10 α(3): a COME bet travels to its number, and is then decided there.
    void comeBetsTravel()
    {
        CrapsTable t(2, m("1"));
        t.place(1, CrapsBet::Pass, m("10"));
        t.roll(DiceRoll::of(4, 4));   // point 8
        const int come = t.place(2, CrapsBet::Come, m("5"));
        const int dontCome = t.place(2, CrapsBet::DontCome, m("5"));
        auto r = t.roll(DiceRoll::of(1, 4));
        QCOMPARE(t.find(come)->betPoint, std::optional<int>(5));
        QCOMPARE(t.find(dontCome)->betPoint, std::optional<int>(5));
        int moves = 0;
        for (const auto &s : r.settlement.steps)
            moves += s.action == CrapsSettlementStep::Action::Move;
        QCOMPARE(moves, 2);
        const int odds = t.place(2, CrapsBet::ComeOdds, m("10"), 5);
        r = t.roll(DiceRoll::of(2, 3));   // the come bet's 5 again
        QVERIFY(!t.find(come));
        QVERIFY(!t.find(odds));
        QVERIFY(!t.find(dontCome));       // DON'T COME on 5 lost
        QCOMPARE(r.settlement.paid.toString(), std::string("20"));        // 5 + 15 (3:2)
        QCOMPARE(r.settlement.collected.toString(), std::string("5"));
        QCOMPARE(t.point(), std::optional<int>(8));
    }

    // §10, last paragraph: come odds and place bets are off on the come-out unless called working.
    void offOnTheComeOutUnlessWorking()
    {
        CrapsTable t(2, m("1"));
        t.place(1, CrapsBet::Pass, m("10"));
        t.roll(DiceRoll::of(3, 3));                    // point 6
        t.place(2, CrapsBet::Come, m("10"));
        t.roll(DiceRoll::of(2, 2));                    // come to 4
        const int odds = t.place(2, CrapsBet::ComeOdds, m("10"), 4);
        const int place = t.place(2, CrapsBet::Place8, m("12"));
        const int working = t.place(2, CrapsBet::Place5, m("10"));
        t.setWorking(working, true);
        t.roll(DiceRoll::of(1, 5));                    // point 6 made: come-out next
        QVERIFY(!t.puckOn());
        t.place(1, CrapsBet::Pass, m("10"));
        auto r = t.roll(DiceRoll::of(4, 4));           // come-out 8: place 8 is off
        QVERIFY(t.find(place));
        for (const auto &s : r.settlement.steps)
            if (s.bet.bet == CrapsBet::Place8)
                QCOMPARE(s.settlement.outcome, CrapsOutcome::Off);
        // Now the point is 8; a come-out 7 later: come on 4 loses, its odds go back,
        // the place 5 called working loses.
        r = t.roll(DiceRoll::of(4, 4));                // point 8 made (place 8 wins 14)
        t.place(1, CrapsBet::Pass, m("10"));
        r = t.roll(DiceRoll::of(3, 4));                // come-out 7
        QVERIFY(!t.find(odds));
        QVERIFY(!t.find(working));
        QCOMPARE(r.settlement.returned.toString(), std::string("10"));
        QCOMPARE(r.settlement.collected.toString(), std::string("20"));   // come 10 + place 5 10
    }

    // §10 α, last paragraph: WIN and COME play until decided; others may be taken down.
    void takingBetsDown()
    {
        CrapsTable t(2, m("1"));
        const int pass = t.place(1, CrapsBet::Pass, m("10"));
        const int dontPass = t.place(2, CrapsBet::DontPass, m("10"));
        t.roll(DiceRoll::of(5, 5));
        const int come = t.place(1, CrapsBet::Come, m("10"));
        const int odds = t.place(2, CrapsBet::DontPassOdds, m("20"));
        const int hard = t.place(2, CrapsBet::Hard8, m("5"));
        const int place = t.place(1, CrapsBet::Place6, m("12"));
        t.roll(DiceRoll::of(3, 6));   // come to 9
        QVERIFY(!t.mayTakeDown(pass));
        QVERIFY(!t.mayTakeDown(come));
        QCOMPARE(errorField([&] { t.takeDown(pass); }), QString("bet"));
        QCOMPARE(errorField([&] { t.takeDown(come); }), QString("bet"));
        QVERIFY(!t.mayTakeDown(dontPass));   // its odds first
        QVERIFY(t.mayTakeDown(odds));
        QCOMPARE(t.takeDown(odds).toString(), std::string("20"));
        QVERIFY(t.mayTakeDown(dontPass));
        QCOMPARE(t.takeDown(dontPass).toString(), std::string("10"));
        QCOMPARE(t.takeDown(hard).toString(), std::string("5"));
        QCOMPARE(t.takeDown(place).toString(), std::string("12"));
        QCOMPARE(errorField([&] { t.takeDown(999); }), QString("id"));
    }

    void refusesBetsTheRulesForbid_data()
    {
        QTest::addColumn<bool>("pointOn");
        QTest::addColumn<int>("seat");
        QTest::addColumn<QString>("bet");
        QTest::addColumn<QString>("stake");
        QTest::addColumn<int>("comePoint");
        QTest::addColumn<QString>("field");
        QTest::newRow("WIN with a point on") << true << 1 << "pass" << "10" << 0 << "bet";
        QTest::newRow("COME on the come-out") << false << 1 << "come" << "10" << 0 << "bet";
        QTest::newRow("WIN odds on the come-out") << false << 1 << "pass-odds" << "10" << 0 << "bet";
        QTest::newRow("WIN odds without the seat's WIN bet") << true << 2 << "pass-odds" << "10" << 0 << "bet";
        QTest::newRow("DON'T WIN odds behind a WIN bet") << true << 1 << "dont-pass-odds" << "10" << 0 << "bet";
        QTest::newRow("COME odds without a come point") << true << 1 << "come-odds" << "10" << 0 << "come_point";
        QTest::newRow("COME odds on a number with no come bet") << true << 1 << "come-odds" << "10" << 5 << "come_point";
        QTest::newRow("a come point on a place bet") << true << 1 << "place-5" << "10" << 5 << "come_point";
        QTest::newRow("a seat off the table") << true << 3 << "field" << "10" << 0 << "seat";
        QTest::newRow("a zero stake") << true << 1 << "field" << "0" << 0 << "stake";
    }
    void refusesBetsTheRulesForbid()
    {
        QFETCH(bool, pointOn);
        QFETCH(int, seat);
        QFETCH(QString, bet);
        QFETCH(QString, stake);
        QFETCH(int, comePoint);
        QFETCH(QString, field);
        CrapsTable t(2, m("1"));
        t.place(1, CrapsBet::Pass, m("10"));
        if (pointOn)
            t.roll(DiceRoll::of(2, 3));
        QCOMPARE(errorField([&] {
                     t.place(seat, *crapsBetFromName(bet.toStdString()), Money::parseCanonical(stake.toStdString()),
                             comePoint ? std::optional<int>(comePoint) : std::nullopt);
                 }),
                 field);
    }

    void onlyBetsThatCanBeOffAreCalledWorking()
    {
        CrapsTable t(1, m("1"));
        const int hard = t.place(1, CrapsBet::Hard4, m("5"));
        const int big = t.place(1, CrapsBet::Big6, m("5"));
        const int lay = t.place(1, CrapsBet::Lay10, m("22"));
        QCOMPARE(errorField([&] { t.setWorking(hard, true); }), QString("working"));
        QCOMPARE(errorField([&] { t.setWorking(big, true); }), QString("working"));
        t.setWorking(lay, true);
        QVERIFY(t.find(lay)->working);
    }

    void refusesAnEmptyTable()
    {
        QCOMPARE(errorField([] { CrapsTable(0, m("1")); }), QString("players"));
        QCOMPARE(errorField([] { CrapsTable(2, m("0")); }), QString("chip_unit"));
    }

    // A long seeded session keeps the table consistent: odds always behind their flat bet.
    void aSeededSessionStaysConsistent()
    {
        CrapsTable t(4, m("1"));
        DiceSource dice(11);
        Rng rng(12);
        int sevenOuts = 0;
        for (int i = 0; i < 3000; ++i) {
            const int s = t.shooter();
            if (std::none_of(t.bets().begin(), t.bets().end(), [&](const auto &b) {
                    return b.seat == s && (b.bet == CrapsBet::Pass || b.bet == CrapsBet::DontPass);
                }))
                t.place(s, rng.below(2) ? CrapsBet::Pass : CrapsBet::DontPass, m("10"));
            const int seat = rng.between(1, 4);
            try {
                t.place(seat, allCrapsBets()[rng.below(kCrapsBetCount)], m("12"),
                        rng.below(3) == 0 ? std::optional<int>(kPointNumbers[rng.below(6)]) : std::nullopt);
            } catch (const InputError &) {
                // a bet the state does not allow: refused by name, table unchanged
            }
            const auto r = t.roll(dice.roll());
            sevenOuts += r.settlement.sevenOut;
            for (const auto &b : t.bets()) {
                const CrapsPlacement p = crapsRule(b.bet).placement;
                if (p == CrapsPlacement::AfterComeOut && !t.puckOn())
                    QVERIFY(b.betPoint.has_value());   // no untravelled come bet on a come-out
                if (p == CrapsPlacement::BehindComePoint)
                    QVERIFY(b.betPoint.has_value());
            }
        }
        QVERIFY(sevenOuts > 100);
    }
};

QTEST_APPLESS_MAIN(TestCrapsTable)
#include "tst_crapstable.moc"
