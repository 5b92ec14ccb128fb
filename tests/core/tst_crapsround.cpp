// The craps round (CrapsRound): the dealer's steps after a roll, the refusals with
// their paragraphs, the events and the profile, against settlements worked out by
// hand from art. 16 and RULINGS.md ("Craps", "Payouts, commission and rounding").
#include "CrapsScript.h"
#include "InputError.h"
#include "craps/CrapsBet.h"
#include "craps/CrapsRound.h"

#include <QStringList>
#include <QTest>

using namespace croupier;

namespace {

QString qs(const std::string &s) { return QString::fromStdString(s); }

CrapsRound quietTable() { return CrapsRound(CrapsProfile(), 7, false); }

/// Applies the expected step; fails the test when the round refuses it.
bool stepAsExpected(CrapsRound &round)
{
    const std::optional<Refusal> r = round.apply(round.expected());
    if (r)
        qWarning("refused its own step: %s", r->reason.c_str());
    return !r;
}

/// Sets the scene of a CrapsScript.h script, each roll settled as expected.
bool runScript(CrapsRound &round, const QString &script)
{
    for (const CrapsScriptLine &line : parseCrapsScript(script)) {
        if (!line.roll) {
            round.placeBet(line.seat, line.bet, line.stake, line.comePoint, line.working);
            continue;
        }
        round.forceNextRoll(DiceRoll::of(line.die1, line.die2));
        do {
            if (!stepAsExpected(round))
                return false;
        } while (round.phase() != CrapsRound::Phase::Roll);
    }
    return true;
}

/// "pay 1 pass 10": a settlement step, with the seat and bet of its target row.
QString describe(const CrapsRound &round, const DealerStep &step)
{
    const CrapsTable::Bet &b = round.layoutAtRoll().at(std::stoul(step.target));
    return QStringLiteral("%1 %2 %3%4")
        .arg(qs(step.action))
        .arg(b.seat)
        .arg(qs(std::string(crapsBetName(b.bet))))
        .arg(step.value.empty() ? QString() : QLatin1Char(' ') + qs(step.value));
}

/// Makes a test's incident: "offer SEAT BET STAKE", "ask ROW", "declines",
/// "no-roll D1 D2 CAUSE [SEAT BET]" (the next throw voided, a player betting while the dice are offered).
void makeIncident(CrapsRound &round, const QString &what)
{
    const QStringList w = what.split(QLatin1Char(' '));
    if (w[0] == QLatin1String("offer"))
        round.offerBet(w[1].toInt(), *crapsBetFromName(w[2].toStdString()), Money::parse(w[3].toStdString()));
    else if (w[0] == QLatin1String("ask"))
        round.askTakeDown(round.table().bets().at(std::size_t(w[1].toInt())).id);
    else if (w[0] == QLatin1String("declines"))
        round.shooterDeclines();
    else if (w[0] == QLatin1String("no-roll"))
        round.forceNoRoll(DiceRoll::of(w[1].toInt(), w[2].toInt()), w[3].toStdString(), w.value(4).toInt(),
                          w.size() > 5 ? *crapsBetFromName(w[5].toStdString()) : CrapsBet::Field);
}

} // namespace

class TestCrapsRound : public QObject
{
    Q_OBJECT

private slots:
    void settlesTheRoll_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<int>("die1");
        QTest::addColumn<int>("die2");
        QTest::addColumn<QStringList>("steps");
        QTest::addColumn<int>("pointAfter");
        QTest::addColumn<int>("shooterAfter");

        // art. 16 §10 α(1), α(2): a come-out 7 wins WIN and loses DON'T WIN; losers are collected first (§2).
        QTest::newRow("come-out 7: WIN wins 1:1, DON'T WIN loses")
            << "bet 1 pass 10; bet 2 dont-pass 10" << 3 << 4
            << QStringList{"collect 2 dont-pass", "pay 1 pass 10"} << 0 << 1;
        // §10 α(1), α(2): a come-out 11 wins WIN, loses DON'T WIN.
        QTest::newRow("come-out 11: WIN wins, DON'T WIN loses")
            << "bet 1 pass 10; bet 2 dont-pass 10" << 5 << 6
            << QStringList{"collect 2 dont-pass", "pay 1 pass 10"} << 0 << 1;
        // §10 α(2): a come-out 12 is a push for DON'T WIN, which stays; WIN loses.
        QTest::newRow("come-out 12: WIN loses, DON'T WIN pushes")
            << "bet 1 pass 10; bet 2 dont-pass 10" << 6 << 6 << QStringList{"collect 1 pass"} << 0 << 1;
        // §10 α(2): a come-out 3 wins DON'T WIN.
        QTest::newRow("come-out 3: WIN loses, DON'T WIN wins 1:1")
            << "bet 1 pass 10; bet 2 dont-pass 15" << 1 << 2
            << QStringList{"collect 1 pass", "pay 2 dont-pass 15"} << 0 << 1;
        // §10 α(1) and §10 last paragraph: a 6 becomes the point; PLACE 6 is off on the come-out.
        QTest::newRow("come-out 6 sets the point, PLACE 6 off")
            << "bet 1 pass 10; bet 2 place-6 12" << 2 << 4 << QStringList{} << 6 << 1;
        // §10 δ(1): PLACE 6 called working pays 7:6: 12 pays 14.
        QTest::newRow("PLACE 6 called working pays 7:6 on the come-out")
            << "bet 1 pass 10; bet 2 place-6 12 on" << 3 << 3 << QStringList{"pay 2 place-6 14"} << 6 << 1;
        // §10 α(5): FIELD pays double on 12, even money on 9; WIN loses on a come-out 12.
        QTest::newRow("FIELD pays 2:1 on 12")
            << "bet 1 pass 10; bet 2 field 5" << 6 << 6 << QStringList{"collect 1 pass", "pay 2 field 10"} << 0 << 1;
        QTest::newRow("FIELD pays 1:1 on 9, sets the point")
            << "bet 1 pass 10; bet 2 field 5" << 4 << 5 << QStringList{"pay 2 field 5"} << 9 << 1;
        // §10 α(5): 5 to 8 lose the FIELD.
        QTest::newRow("FIELD loses on 8")
            << "bet 1 pass 10; bet 2 field 5" << 4 << 4 << QStringList{"collect 2 field"} << 8 << 1;
        // §10 β(1): HARD 8 loses on 8 made 2-6; COME travels to 8 (α(3)); BIG 8 pays 1:1 (α(7)).
        QTest::newRow("easy 8: HARD 8 loses, COME travels, BIG 8 wins")
            << "bet 1 pass 10; roll 2 2; bet 2 hard-8 5; bet 3 come 10; bet 4 big-8 10" << 2 << 6
            << QStringList{"collect 2 hard-8", "move 3 come 8", "pay 4 big-8 10"} << 4 << 1;
        // §10 β(1): "οι τεσσάρες πληρώνονται εννέα φορές τη μίζα": HARD 8 of 5 pays 45.
        QTest::newRow("hard 8 pays 9:1")
            << "bet 1 pass 10; roll 2 2; bet 2 hard-8 5" << 4 << 4 << QStringList{"pay 2 hard-8 45"} << 4 << 1;
        // §10 α(4): DON'T COME travels behind the 5; the point 4 stays.
        QTest::newRow("DON'T COME travels behind the 5")
            << "bet 1 pass 10; roll 2 2; bet 2 dont-come 10" << 1 << 4 << QStringList{"move 2 dont-come 5"} << 4 << 1;
        // §7 and §10 γ(1), γ(2): a seven-out loses WIN and its odds, pays DON'T WIN 1:1 and its odds 1:2 on 4.
        QTest::newRow("seven-out: WIN and odds lose, DON'T WIN and odds win, dice pass")
            << "bet 1 pass 10; bet 2 dont-pass 10; roll 1 3; bet 1 pass-odds 10; bet 2 dont-pass-odds 20" << 3 << 4
            << QStringList{"collect 1 pass", "collect 1 pass-odds", "pay 2 dont-pass 10", "pay 2 dont-pass-odds 10"}
            << 0 << 2;
        // §10 γ(1): the point 5 made pays WIN 1:1 and its odds 3:2.
        QTest::newRow("point 5 made: WIN 1:1, odds 3:2")
            << "bet 1 pass 10; roll 2 3; bet 1 pass-odds 10" << 1 << 4
            << QStringList{"pay 1 pass 10", "pay 1 pass-odds 15"} << 0 << 1;
        // §10 γ(2): odds on DON'T WIN pay 5:6 against the 6: 12 pays 10.
        QTest::newRow("seven-out: DON'T WIN odds on 6 pay 5:6")
            << "bet 1 dont-pass 10; roll 3 3; bet 1 dont-pass-odds 12" << 2 << 5
            << QStringList{"pay 1 dont-pass 10", "pay 1 dont-pass-odds 10"} << 0 << 2;
        // RULINGS, rounding: 10 on PLACE 6 wins 11.67 exactly, paid 11 with chips of 1.
        QTest::newRow("PLACE 6 of 10 pays 11, rounded down")
            << "bet 1 pass 10; roll 2 2; bet 2 place-6 10" << 3 << 3 << QStringList{"pay 2 place-6 11"} << 4 << 1;
        // §10 δ(1): PLACE 5 pays 7:5: 10 pays 14.
        QTest::newRow("PLACE 5 of 10 pays 14")
            << "bet 1 pass 10; roll 2 2; bet 2 place-5 10" << 1 << 4 << QStringList{"pay 2 place-5 14"} << 4 << 1;
        // §10 last paragraph: COME odds are off on the come-out; their COME bet loses to the 7, the odds go back.
        QTest::newRow("come-out 7: COME on 6 loses, its odds were off and go back")
            << "bet 1 pass 10; roll 2 2; bet 2 come 10; roll 3 3; bet 2 come-odds 10 6; roll 2 2; bet 1 pass 10"
            << 3 << 4 << QStringList{"collect 2 come", "pay 1 pass 10", "return 2 come-odds"} << 0 << 1;
        // §10 δ(2): PLACE 4 (WRONG BET) pays 5:11 on a 7: 22 pays 10.
        QTest::newRow("lay 4 of 22 pays 10 on a seven-out")
            << "bet 1 pass 10; roll 2 2; bet 3 lay-4 22" << 5 << 2
            << QStringList{"collect 1 pass", "pay 3 lay-4 10"} << 0 << 2;
        // §10 δ(2): PLACE 6 (WRONG BET) pays 4:5: 10 pays 8.
        QTest::newRow("lay 6 of 10 pays 8 on a seven-out")
            << "bet 1 pass 10; roll 2 2; bet 3 lay-6 10" << 6 << 1
            << QStringList{"collect 1 pass", "pay 3 lay-6 8"} << 0 << 2;
        // §10 β(2): the 11 pays 15 times the stake; BIG RED loses on it.
        QTest::newRow("the 11 pays 15:1, BIG RED loses")
            << "bet 1 pass 10; roll 2 2; bet 2 yo-11 5; bet 3 any-seven 5" << 5 << 6
            << QStringList{"collect 3 any-seven", "pay 2 yo-11 75"} << 4 << 1;
        // §10 β(7), RULINGS: HORN wins 4:1 on a 2.
        QTest::newRow("HORN pays 4:1 on 2")
            << "bet 1 pass 10; roll 2 2; bet 2 horn 5" << 1 << 1 << QStringList{"pay 2 horn 20"} << 4 << 1;
        // §7: the dice pass clockwise, from the last seat to the first.
        QTest::newRow("seven-out at seat 5 passes the dice to seat 1")
            << "bet 1 pass 10; roll 2 2; roll 3 4; bet 2 pass 10; roll 2 2; roll 3 4; bet 3 pass 10; roll 2 2; "
               "roll 3 4; bet 4 pass 10; roll 2 2; roll 3 4; bet 5 pass 10; roll 2 2"
            << 3 << 4 << QStringList{"collect 5 pass"} << 0 << 1;
    }

    void settlesTheRoll()
    {
        QFETCH(QString, setup);
        QFETCH(int, die1);
        QFETCH(int, die2);
        QFETCH(QStringList, steps);
        QFETCH(int, pointAfter);
        QFETCH(int, shooterAfter);

        CrapsRound round = quietTable();
        QVERIFY(runScript(round, setup));
        round.forceNextRoll(DiceRoll::of(die1, die2));
        QCOMPARE(round.expected().action, std::string("roll"));
        QVERIFY(stepAsExpected(round));
        QCOMPARE(round.phase(), CrapsRound::Phase::Call);
        QCOMPARE(round.expected().value, std::to_string(die1 + die2));
        QVERIFY(stepAsExpected(round));
        QStringList got;
        while (round.phase() == CrapsRound::Phase::Settle) {
            got << describe(round, round.expected());
            QVERIFY(stepAsExpected(round));
        }
        QCOMPARE(got, steps);
        QCOMPARE(round.phase(), CrapsRound::Phase::Puck);
        QCOMPARE(round.expected().value, std::to_string(pointAfter));
        QVERIFY(stepAsExpected(round));
        QCOMPARE(round.puck(), pointAfter);
        QCOMPARE(round.shooter(), shooterAfter);
        QCOMPARE(round.phase(), CrapsRound::Phase::Roll);
    }

    void refusesMistakes_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<int>("die1");
        QTest::addColumn<int>("die2");
        QTest::addColumn<int>("rightSteps");   // right steps taken before the wrong one (after the call); -1: before the call
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("source");

        QTest::newRow("§2: the total is called before anything is settled")
            << "bet 1 pass 10" << 3 << 4 << -1 << "collect" << "" << "call-first" << QStringList{} << "art. 16 §2";
        QTest::newRow("§10: a wrong total is refused")
            << "bet 1 pass 10" << 3 << 4 << -1 << "call" << "8" << "wrong-total" << QStringList{"3", "4", "7", "8"}
            << "art. 16 §10";
        QTest::newRow("§10 α(2), §2: paying a loser is refused: collect it first")
            << "bet 1 pass 10; bet 2 dont-pass 10" << 3 << 4 << 0 << "pay" << "10" << "collect-loser"
            << QStringList{"dont-pass", "7"} << "art. 16 §10 α(2)";
        QTest::newRow("§10 δ(1): 12 on PLACE 6 pays 14, not 12")
            << "bet 1 pass 10; bet 2 place-6 12 on" << 3 << 3 << 0 << "pay" << "12" << "wrong-payout"
            << QStringList{"12", "place-6", "12", "7:6"} << "art. 16 §10 δ(1)";
        QTest::newRow("§10 α(1): collecting a winner is refused")
            << "bet 1 pass 10" << 5 << 6 << 0 << "collect" << "" << "pay-winner" << QStringList{"pass", "11", "1:1"}
            << "art. 16 §10 α(1)";
        QTest::newRow("§10 α(3): a COME bet on its first 8 moves to the 8, not the 6")
            << "bet 1 pass 10; roll 2 2; bet 2 come 10" << 2 << 6 << 0 << "move" << "6" << "wrong-come-number"
            << QStringList{"come", "8", "6"} << "art. 16 §10 α(3)";
        QTest::newRow("§10 α(3): a COME bet on its first 8 is moved, not paid")
            << "bet 1 pass 10; roll 2 2; bet 2 come 10" << 2 << 6 << 0 << "pay" << "10" << "move-come-bet"
            << QStringList{"come", "8"} << "art. 16 §10 α(3)";
        QTest::newRow("§10 α(1): the puck left OFF on a come-out 6 is refused")
            << "bet 1 pass 10" << 2 << 4 << 0 << "puck" << "0" << "puck-on-point" << QStringList{"6"}
            << "art. 16 §10 α(1)";
        QTest::newRow("§10 α(1): the puck ON after a seven-out is refused")
            << "bet 1 pass 10; roll 2 2" << 3 << 4 << 1 << "puck" << "4" << "puck-seven-out" << QStringList{}
            << "art. 16 §10 α(1)";
        QTest::newRow("§10 α(1): the puck stays ON the point after another number")
            << "bet 1 pass 10; roll 2 2" << 3 << 3 << 0 << "puck" << "0" << "puck-stays-on" << QStringList{"4"}
            << "art. 16 §10 α(1)";
        QTest::newRow("§10 α(1): the point made takes the puck OFF")
            << "bet 1 pass 10; roll 2 2" << 1 << 3 << 1 << "puck" << "4" << "puck-point-made" << QStringList{"4"}
            << "art. 16 §10 α(1)";
        QTest::newRow("§10 α(1): a come-out 7 sets no point")
            << "bet 1 pass 10" << 3 << 4 << 1 << "puck" << "7" << "puck-stays-off" << QStringList{"7"}
            << "art. 16 §10 α(1)";
        QTest::newRow("§10 α(1): the puck waits until every bet is settled")
            << "bet 1 pass 10" << 3 << 4 << 0 << "puck" << "0" << "pay-winner" << QStringList{"pass", "7", "1:1"}
            << "art. 16 §10 α(1)";
        QTest::newRow("§10 α(1): once the bets are settled the puck moves")
            << "bet 1 pass 10" << 3 << 4 << 1 << "pay" << "10" << "move-puck" << QStringList{} << "art. 16 §10 α(1)";
        QTest::newRow("§10 last paragraph: odds that were off are not collected")
            << "bet 1 pass 10; roll 2 2; bet 2 come 10; roll 3 3; bet 2 come-odds 10 6; roll 2 2; bet 1 pass 10"
            << 3 << 4 << 2 << "collect" << "" << "return-off-odds" << QStringList{"come-odds"}
            << "art. 16 §10, last paragraph";
    }

    void refusesMistakes()
    {
        QFETCH(QString, setup);
        QFETCH(int, die1);
        QFETCH(int, die2);
        QFETCH(int, rightSteps);
        QFETCH(QString, action);
        QFETCH(QString, value);
        QFETCH(QString, reason);
        QFETCH(QStringList, args);
        QFETCH(QString, source);

        CrapsRound round = quietTable();
        QVERIFY(runScript(round, setup));
        round.forceNextRoll(DiceRoll::of(die1, die2));
        QVERIFY(stepAsExpected(round));
        if (rightSteps >= 0) {
            QVERIFY(stepAsExpected(round));   // the call
            for (int i = 0; i < rightSteps; ++i)
                QVERIFY(stepAsExpected(round));
        }
        const DealerStep before = round.expected();
        round.takeEvents();
        const std::optional<Refusal> r = round.apply({action.toStdString(), {}, value.toStdString(), {}});
        QVERIFY(r);
        QCOMPARE(qs(r->reason), reason);
        QStringList gotArgs;
        for (const std::string &a : r->args)
            gotArgs << qs(a);
        QCOMPARE(gotArgs, args);
        QCOMPARE(qs(r->source), source);
        // Refused on the spot: nothing changed, and the same step is still expected.
        QCOMPARE(round.expected(), before);
        QVERIFY(round.takeEvents().empty());
        QVERIFY(stepAsExpected(round));
    }

    void refusesAThrowWithoutALineBet()
    {
        // art. 16 §9: the shooter bets on WIN or DON'T WIN before throwing.
        CrapsRound round = quietTable();
        round.placeBet(2, CrapsBet::Pass, Money::fromInteger(10));
        const std::optional<Refusal> r = round.apply({"roll", {}, {}, {}});
        QVERIFY(r);
        QCOMPARE(r->reason, std::string("shooter-without-line-bet"));
        QCOMPARE(r->args, std::vector<std::string>{"1"});
        QCOMPARE(r->source, std::string("art. 16 §9"));
        QCOMPARE(round.rolls(), 0);
        // Refused before the throw: a settling step before it names §8.
        const std::optional<Refusal> early = round.apply({"pay", {}, "10", {}});
        QVERIFY(early);
        QCOMPARE(early->reason, std::string("throw-first"));
        QCOMPARE(early->source, std::string("art. 16 §8"));
    }

    void emitsEventsForTheViews()
    {
        CrapsRound round = quietTable();
        const int pass = round.placeBet(1, CrapsBet::Pass, Money::fromInteger(10));
        const int field = round.placeBet(2, CrapsBet::Field, Money::fromInteger(5));
        std::vector<TableEvent> placed = round.takeEvents();
        QCOMPARE(placed.size(), std::size_t(2));
        QCOMPARE(placed[0].kind, TableEvent::Kind::BetPlaced);
        QCOMPARE(placed[0].row, pass);
        round.forceNextRoll(DiceRoll::of(4, 5));
        QVERIFY(stepAsExpected(round));
        std::vector<TableEvent> thrown = round.takeEvents();
        QCOMPARE(thrown.size(), std::size_t(1));
        QCOMPARE(thrown[0].kind, TableEvent::Kind::DiceThrown);
        QCOMPARE(thrown[0].value, std::string("4,5"));
        QVERIFY(stepAsExpected(round));   // call 9
        QVERIFY(stepAsExpected(round));   // §10 α(5): FIELD pays 1:1 on 9
        std::vector<TableEvent> paid = round.takeEvents();
        QCOMPARE(paid.size(), std::size_t(1));
        QCOMPARE(paid[0].kind, TableEvent::Kind::ChipsMoved);
        QCOMPARE(paid[0].row, field);
        QCOMPARE(paid[0].what, std::string("paid"));
        QCOMPARE(paid[0].value, std::string("5"));
        QVERIFY(stepAsExpected(round));   // the puck ON the 9
        std::vector<TableEvent> after = round.takeEvents();
        QCOMPARE(after.size(), std::size_t(2));
        QCOMPARE(after[0].kind, TableEvent::Kind::PuckMoved);
        QCOMPARE(after[0].value, std::string("9"));
        QCOMPARE(after[1].what, std::string("cleared"));
        QCOMPARE(after[1].row, field);
        QVERIFY(round.table().find(pass));
        QVERIFY(!round.table().find(field));
    }

    void recordsTheRoll()
    {
        CrapsRound round = quietTable();
        QVERIFY(runScript(round, "bet 1 pass 10; roll 2 2; bet 2 place-6 10; bet 1 pass-odds 10"));
        QVERIFY(round.takeFinishedRoll());   // the come-out that set the 4
        QVERIFY(runScript(round, "roll 3 4"));
        const std::optional<CrapsRound::RollRecord> r = round.takeFinishedRoll();
        QVERIFY(r);
        QVERIFY(!round.takeFinishedRoll());
        QCOMPARE(r->roll, 2);
        QCOMPARE(r->point, std::optional<int>(4));
        QCOMPARE(r->bets.size(), std::size_t(3));
        // §7, §10 α(1), γ(1), δ(1): the seven-out loses WIN, its odds and the place bet.
        for (const CrapsRound::SettledBet &s : r->settlement)
            QCOMPARE(s.outcome, CrapsOutcome::Lose);
        QVERIFY(r->sevenOut);
        QCOMPARE(r->pointAfter, std::nullopt);
        QStringList actions;
        for (const DealerStep &s : r->steps)
            actions << qs(s.action);
        QCOMPARE(actions, (QStringList{"roll", "call", "collect", "collect", "collect", "puck"}));
    }

    void replaysFromTheSeed()
    {
        // The same seed: the same players' bets and the same dice, roll after roll.
        auto play = [](std::uint64_t seed) {
            CrapsRound round(CrapsProfile(), seed);
            QStringList log;
            while (round.rolls() < 200) {
                const DealerStep step = round.expected();
                if (round.apply(step))
                    return QStringList{"refused"};
                log << qs(step.action + " " + step.target + " " + step.value);
            }
            return log;
        };
        const QStringList first = play(2024);
        QVERIFY(!first.contains("refused"));
        QCOMPARE(play(2024), first);
        QVERIFY(play(2025) != first);
    }

    void holdsStakesToTheirMaxima_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("bet");      // "SEAT NAME STAKE [COME_POINT]"
        QTest::addColumn<bool>("accepted");

        // The default table: minimum 5, maximum 1000 (art. 16 §3: 100 to 1000 times the minimum), chips of 1.
        QTest::newRow("§3: WIN up to the table maximum") << "" << "1 pass 1000" << true;
        QTest::newRow("§3: WIN above the table maximum") << "" << "1 pass 1001" << false;
        // §3 second paragraph: the win of a multiple chance up to 3 × the simple chances': 3 × 1000 ÷ 7 = 428.57.
        QTest::newRow("§3: HARD 4 at 7:1 up to 428") << "" << "1 hard-4 428" << true;
        QTest::newRow("§3: HARD 4 at 7:1 not 429") << "" << "1 hard-4 429" << false;
        // §3 last paragraph: odds on WIN measured on the WIN bet itself.
        QTest::newRow("§3: WIN odds up to the WIN bet") << "bet 1 pass 10; roll 2 2" << "1 pass-odds 10" << true;
        QTest::newRow("§3: WIN odds above the WIN bet") << "bet 1 pass 10; roll 2 2" << "1 pass-odds 11" << false;
        // §4: DON'T odds 200 % of the flat bet on 4 and 10, 120 % on 6 and 8.
        QTest::newRow("§4: DON'T WIN odds on 4 up to 200 %") << "bet 1 dont-pass 10; roll 2 2" << "1 dont-pass-odds 20"
                                                              << true;
        QTest::newRow("§4: DON'T WIN odds on 4 not above") << "bet 1 dont-pass 10; roll 2 2" << "1 dont-pass-odds 21"
                                                            << false;
        QTest::newRow("§4: DON'T COME odds on 6 up to 120 %")
            << "bet 1 pass 10; roll 2 2; bet 2 dont-come 10; roll 3 3" << "2 dont-come-odds 12 6" << true;
        QTest::newRow("§4: DON'T COME odds on 6 not above")
            << "bet 1 pass 10; roll 2 2; bet 2 dont-come 10; roll 3 3" << "2 dont-come-odds 13 6" << false;
        // §5 α: PLACE 6 up to 120 % of the table maximum; β: PLACE 4 (WRONG BET) up to 220 %.
        QTest::newRow("§5 α: PLACE 6 up to 1200") << "" << "1 place-6 1200" << true;
        QTest::newRow("§5 α: PLACE 6 not 1201") << "" << "1 place-6 1201" << false;
        QTest::newRow("§5 β: lay 4 up to 2200") << "" << "1 lay-4 2200" << true;
        QTest::newRow("§5 β: lay 4 not 2201") << "" << "1 lay-4 2201" << false;
    }

    void holdsStakesToTheirMaxima()
    {
        QFETCH(QString, setup);
        QFETCH(QString, bet);
        QFETCH(bool, accepted);
        CrapsRound round = quietTable();
        QVERIFY(runScript(round, setup));
        const CrapsScriptLine line = parseCrapsScript(QStringLiteral("bet ") + bet).front();
        const std::size_t before = round.table().bets().size();
        try {
            round.placeBet(line.seat, line.bet, line.stake, line.comePoint);
            QVERIFY(accepted);
        } catch (const InputError &e) {
            QVERIFY2(!accepted, e.what());
            QCOMPARE(e.field(), std::string("stake"));
            QCOMPARE(round.table().bets().size(), before);
        }
    }

    void validatesTheProfile_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("field");

        QTest::newRow("the defaults are valid") << "" << "";
        QTest::newRow("a table needs a player") << "players 0" << "players";
        QTest::newRow("the smallest chip is above 0") << "chip 0" << "chip_unit";
        QTest::newRow("§3: the maximum is at least 100 times the minimum") << "max 499" << "table_max";
        QTest::newRow("§3: 100 times the minimum is allowed") << "max 500" << "";
        QTest::newRow("§3: 1000 times the minimum is allowed") << "max 5000" << "";
        QTest::newRow("§3: the maximum is at most 1000 times the minimum") << "max 5001" << "table_max";
        QTest::newRow("the minimum is made in chips") << "min 5.5" << "table_min";
        QTest::newRow("a float has chips") << "float" << "chip_float";
        QTest::newRow("a float goes from the smallest chip up") << "float 5 1" << "chip_float";
    }

    void validatesTheProfile()
    {
        QFETCH(QString, change);
        QFETCH(QString, field);
        CrapsProfile p;
        const QStringList w = change.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (!w.isEmpty()) {
            if (w[0] == QLatin1String("players"))
                p.players = w[1].toInt();
            else if (w[0] == QLatin1String("chip"))
                p.chipUnit = Money::parseCanonical(w[1].toStdString());
            else if (w[0] == QLatin1String("max"))
                p.limits.maximum = Money::parseCanonical(w[1].toStdString());
            else if (w[0] == QLatin1String("min"))
                p.limits.minimum = Money::parseCanonical(w[1].toStdString());
            else if (w[0] == QLatin1String("float")) {
                p.chipFloat.clear();
                for (int i = 1; i < w.size(); ++i)
                    p.chipFloat.push_back(Money::parseCanonical(w[i].toStdString()));
            }
        }
        try {
            p.validate();
            QCOMPARE(QString(), field);
        } catch (const InputError &e) {
            QCOMPARE(qs(e.field()), field);
        }
    }

    // --- incidents (issue 15; core/craps/TOPICS.md, "Incidents in play records") ---

    void incidentSteps_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("incident");   // what a player does, or the throw to come
        QTest::addColumn<QStringList>("steps");  // the dealer's steps up to the valid throw
        QTest::addColumn<QString>("kind");

        // Seat 1 throws and has WIN 10 on row 0 in every row; the table is 5 to 1000, chips of 1.
        // §3: simple chances up to the table maximum, 1000: a WIN of 1200 comes down to 1000.
        QTest::newRow("§3: WIN of 1200 reduced to the table maximum 1000")
            << "bet 1 pass 10" << "offer 2 pass 1200" << QStringList{"reduce 1 1000", "roll 1"} << "over-limit";
        // §3: a stake exactly at the maximum is no incident: placed as it is, the dice thrown.
        QTest::newRow("§3: WIN of exactly 1000 accepted as it is")
            << "bet 1 pass 10" << "offer 2 pass 1000" << QStringList{"roll 1"} << "";
        // §3 last paragraph: WIN odds up to 100 % of the WIN bet, 10: 15 comes down to 10 (row 1 behind row 0).
        QTest::newRow("§3 last paragraph: WIN odds of 15 behind 10 reduced to 10")
            << "bet 1 pass 10; roll 2 2" << "offer 1 pass-odds 15" << QStringList{"reduce 1 10", "roll 1"}
            << "over-limit";
        // §4: DON'T WIN odds on the 4 up to 200 % of the flat 10 = 20; 25 comes down to 20.
        QTest::newRow("§4: DON'T WIN odds on 4 of 25 behind 10 reduced to 20")
            << "bet 1 pass 10; bet 2 dont-pass 10; roll 2 2" << "offer 2 dont-pass-odds 25"
            << QStringList{"reduce 2 20", "roll 1"} << "over-limit";
        // §5 α: PLACE 6 up to 120 % of 1000 = 1200.
        QTest::newRow("§5 α: PLACE 6 of 1300 reduced to 1200")
            << "bet 1 pass 10" << "offer 3 place-6 1300" << QStringList{"reduce 1 1200", "roll 1"} << "over-limit";
        QTest::newRow("§5 α: PLACE 6 of exactly 1200 accepted as it is")
            << "bet 1 pass 10" << "offer 3 place-6 1200" << QStringList{"roll 1"} << "";
        // §5 β: lay 4 up to 220 % of 1000 = 2200.
        QTest::newRow("§5 β: lay 4 of 2300 reduced to 2200")
            << "bet 1 pass 10" << "offer 4 lay-4 2300" << QStringList{"reduce 1 2200", "roll 1"} << "over-limit";
        // §3 second paragraph: HARD 4 pays 7:1, its win at most 3 × 1000: 3000 / 7 = 428.57, down to the chip: 428.
        QTest::newRow("§3 second paragraph: HARD 4 of 500 reduced to 428")
            << "bet 1 pass 10" << "offer 5 hard-4 500" << QStringList{"reduce 1 428", "roll 1"} << "over-limit";
        // §10 α last paragraph: WIN plays until it wins or loses; asked down with the point on 4, refused.
        QTest::newRow("§10 α: WIN asked down with the point on is refused")
            << "bet 1 pass 10; roll 2 2" << "ask 0" << QStringList{"refuse-take-down 0", "roll 1"}
            << "take-down-refused";
        // §10 α: the same for a COME bet that has travelled to the 5 (row 1).
        QTest::newRow("§10 α: COME on the 5 asked down is refused")
            << "bet 1 pass 10; roll 2 2; bet 2 come 10; roll 2 3" << "ask 1"
            << QStringList{"refuse-take-down 1", "roll 1"} << "take-down-refused";
        // §10 δ: place bets may come down after a roll that does not decide them: handed back, no incident.
        QTest::newRow("§10 δ: PLACE 6 asked down is taken down")
            << "bet 1 pass 10; bet 2 place-6 12; roll 2 2" << "ask 1" << QStringList{"take-down 1", "roll 1"} << "";
        // §10 γ: odds may come down after a roll that does not decide them.
        QTest::newRow("§10 γ: WIN odds asked down are taken down")
            << "bet 1 pass 10; roll 2 2; bet 1 pass-odds 10; roll 3 3" << "ask 1"
            << QStringList{"take-down 1", "roll 1"} << "";
        // §7: the dice start at seat 1, who declines them: offered to him, they go on to seat 2, who throws
        // with his own WIN (§9).
        QTest::newRow("§7: the first player declines, seat 2 throws")
            << "bet 1 pass 10; bet 2 pass 10" << "declines" << QStringList{"offer-dice 1", "pass-dice 2", "roll 2"}
            << "dice-declined";
        // §7: a seven-out at seat 1 passes the dice to seat 2; he declines; seat 3 throws with the DON'T WIN
        // he makes for the come-out (§9; the seven-out decided every line bet).
        QTest::newRow("§7: after a seven-out seat 2 declines, seat 3 throws")
            << "bet 1 pass 10; roll 2 2; roll 3 4; bet 2 pass 10; bet 3 dont-pass 10" << "declines"
            << QStringList{"offer-dice 2", "pass-dice 3", "roll 3"} << "dice-declined";
        // §8: a die on its edge: No Roll, and the shooter throws the same dice again.
        QTest::newRow("§8: a cocked die is No Roll, thrown again")
            << "bet 1 pass 10" << "no-roll 5 2 cocked" << QStringList{"roll 1", "no-roll", "roll 1"} << "no-roll";
        // §8: a die off the table: No Roll; five dice offered, the shooter picks two; seat 3's FIELD bet while
        // they are offered is refused; then the throw.
        QTest::newRow("§8: a die off the table: No Roll, dice offered, a bet refused")
            << "bet 1 pass 10" << "no-roll 6 6 off-table 3 field"
            << QStringList{"roll 1", "no-roll", "offer-dice 1", "refuse-bet 3 field", "roll 1"} << "no-roll";
    }

    void incidentSteps()
    {
        QFETCH(QString, setup);
        QFETCH(QString, incident);
        QFETCH(QStringList, steps);
        QFETCH(QString, kind);

        CrapsRound round = quietTable();
        QVERIFY(runScript(round, setup));
        makeIncident(round, incident);
        QStringList got;
        while (round.phase() == CrapsRound::Phase::Roll) {
            const DealerStep want = round.expected();
            got << qs(want.action) + (want.target.empty() ? QString() : QLatin1Char(' ') + qs(want.target))
                       + (want.value.empty() ? QString() : QLatin1Char(' ') + qs(want.value));
            QVERIFY(stepAsExpected(round));
            QVERIFY(got.size() < 20);
        }
        QCOMPARE(got, steps);
        while (round.phase() != CrapsRound::Phase::Roll)
            QVERIFY(stepAsExpected(round));
        const std::optional<CrapsRound::RollRecord> record = round.takeFinishedRoll();
        QVERIFY(record);
        QCOMPARE(record->incident ? qs(record->incident->kind) : QString(), kind);
        QCOMPARE(int(record->steps.size()) >= steps.size(), true);
        for (int i = 0; i < steps.size(); ++i)
            QCOMPARE(qs(record->steps[std::size_t(i)].action), steps[i].section(QLatin1Char(' '), 0, 0));
    }

    void incidentRefusesWrongSteps_data()
    {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QString>("incident");
        QTest::addColumn<int>("rightSteps");   // expected steps taken before the wrong one
        QTest::addColumn<QString>("step");     // "action target value"
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("source");

        // §3: a WIN of 1200 is not let ride: not thrown over, not "reduced" to 1100.
        QTest::newRow("§3: the dice are not thrown over a bet above the maximum")
            << "bet 1 pass 10" << "offer 2 pass 1200" << 0 << "roll 1" << "over-limit" << "art. 16 §3";
        QTest::newRow("§3: reduced to 1100 is still above 1000")
            << "bet 1 pass 10" << "offer 2 pass 1200" << 0 << "reduce 1 1100" << "reduce-to-maximum" << "art. 16 §3";
        // §10 α: WIN is not handed back.
        QTest::newRow("§10 α: taking WIN down is refused")
            << "bet 1 pass 10; roll 2 2" << "ask 0" << 0 << "take-down 0" << "take-down-never" << "art. 16 §10 α";
        // §10 δ(1): a PLACE 6 asked down is handed back, not refused.
        QTest::newRow("§10 δ(1): refusing to take PLACE 6 down is refused")
            << "bet 1 pass 10; bet 2 place-6 12; roll 2 2" << "ask 1" << 0 << "refuse-take-down 1"
            << "take-down-allowed" << "art. 16 §10 δ(1)";
        // §7: declined dice are offered first, and go on clockwise: to seat 2, not seat 3.
        QTest::newRow("§7: the shooter who declined does not throw")
            << "bet 1 pass 10; bet 2 pass 10" << "declines" << 0 << "roll 1" << "offer-dice" << "art. 16 §7";
        QTest::newRow("§7: declined dice go on to seat 2, not 3")
            << "bet 1 pass 10; bet 2 pass 10; bet 3 pass 10" << "declines" << 1 << "pass-dice 3" << "pass-dice-on"
            << "art. 16 §7";
        // §8: a No Roll is called, not its total.
        QTest::newRow("§8: a No Roll's total is not called")
            << "bet 1 pass 10" << "no-roll 3 4 cocked" << 1 << "call 0 7" << "call-no-roll" << "art. 16 §8";
        // §8: after a die left the table the dice are offered before the next throw.
        QTest::newRow("§8: the dice are offered before the throw again")
            << "bet 1 pass 10" << "no-roll 3 4 off-table" << 2 << "roll 1" << "offer-dice" << "art. 16 §8";
        // §8: no bet while the dice are offered.
        QTest::newRow("§8: no throw over a bet made while the dice are offered")
            << "bet 1 pass 10" << "no-roll 3 4 off-table 2 any-seven" << 3 << "roll 1" << "no-bet-while-offered"
            << "art. 16 §8";
    }

    void incidentRefusesWrongSteps()
    {
        QFETCH(QString, setup);
        QFETCH(QString, incident);
        QFETCH(int, rightSteps);
        QFETCH(QString, step);
        QFETCH(QString, reason);
        QFETCH(QString, source);

        CrapsRound round = quietTable();
        QVERIFY(runScript(round, setup));
        makeIncident(round, incident);
        for (int i = 0; i < rightSteps; ++i)
            QVERIFY(stepAsExpected(round));
        const DealerStep before = round.expected();
        const int bets = int(round.table().bets().size());
        round.takeEvents();
        const QStringList parts = step.split(QLatin1Char(' '));
        const std::optional<Refusal> r = round.apply({parts.value(0).toStdString(),
                                                      parts.value(1) == QLatin1String("0") ? std::string()
                                                                                            : parts.value(1).toStdString(),
                                                      parts.value(2).toStdString(),
                                                      {}});
        QVERIFY(r);
        QCOMPARE(qs(r->reason), reason);
        QCOMPARE(qs(r->source), source);
        QCOMPARE(round.expected(), before);
        QCOMPARE(int(round.table().bets().size()), bets);
        QVERIFY(round.takeEvents().empty());
        QVERIFY(stepAsExpected(round));
    }

    void overLimitMayBeRefused()
    {
        // §3: the dealer may refuse the bet instead of reducing it: nothing goes on the layout.
        CrapsRound round = quietTable();
        round.placeBet(1, CrapsBet::Pass, Money::fromInteger(10));
        round.offerBet(2, CrapsBet::Pass, Money::fromInteger(1200));
        QVERIFY(!round.apply({"refuse", "1", {}, {}}));
        QCOMPARE(round.table().bets().size(), std::size_t(1));
        QCOMPARE(round.expected().action, std::string("roll"));
        // Reduced, the bet stands at the maximum.
        CrapsRound other = quietTable();
        other.placeBet(1, CrapsBet::Pass, Money::fromInteger(10));
        other.offerBet(2, CrapsBet::Pass, Money::fromInteger(1200));
        QVERIFY(!other.apply({"reduce", "1", "1000", {}}));
        QCOMPARE(other.table().bets().at(1).stake, Money::fromInteger(1000));
    }

    void noBetWhileTheDiceAreOffered()
    {
        // §8: "no bet can be placed by a player" while the stickman offers the dice.
        CrapsRound round = quietTable();
        round.placeBet(1, CrapsBet::Pass, Money::fromInteger(10));
        round.forceNoRoll(DiceRoll::of(2, 5), "off-table");
        QVERIFY(stepAsExpected(round));   // the voided throw
        QVERIFY(stepAsExpected(round));   // "no-roll"
        QCOMPARE(round.expected().action, std::string("offer-dice"));
        QVERIFY_THROWS_EXCEPTION(InputError, round.placeBet(2, CrapsBet::Field, Money::fromInteger(5)));
        QVERIFY(stepAsExpected(round));   // offered: the shooter has his dice
        round.placeBet(2, CrapsBet::Field, Money::fromInteger(5));
    }

    void noRollKeepsTheTablesDice()
    {
        // §8: the voided throw decides nothing; the valid throw is the one the table throws without the incident.
        CrapsRound plain(CrapsProfile(), 11);
        CrapsRound incident(CrapsProfile(), 11);
        IncidentSchedule schedule;
        schedule.force("no-roll");
        incident.setIncidents(schedule);
        for (CrapsRound *r : {&plain, &incident})
            while (!r->dice() || r->phase() != CrapsRound::Phase::Call)
                QVERIFY(stepAsExpected(*r));
        QCOMPARE(*incident.dice(), *plain.dice());
        QCOMPARE(incident.puck(), 0);
        while (incident.phase() != CrapsRound::Phase::Roll) {
            QVERIFY(stepAsExpected(incident));
            QVERIFY(stepAsExpected(plain));
        }
        const auto a = plain.takeFinishedRoll();
        const auto b = incident.takeFinishedRoll();
        QVERIFY(a && b && b->incident);
        QCOMPARE(b->incident->kind, std::string("no-roll"));
        QVERIFY(!a->incident);
        QCOMPARE(b->dice, a->dice);
        QCOMPARE(b->settlement.size(), a->settlement.size());
        QCOMPARE(b->pointAfter, a->pointAfter);
    }

    void scheduleMakesEachKind_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("no-roll") << "no-roll";
        QTest::newRow("dice-declined") << "dice-declined";
        QTest::newRow("take-down-refused") << "take-down-refused";
        QTest::newRow("over-limit") << "over-limit";
    }

    void scheduleMakesEachKind()
    {
        // A forced kind comes on the first roll that can have it, with the simulated players.
        QFETCH(QString, kind);
        CrapsRound round(CrapsProfile(), 5);
        IncidentSchedule schedule;
        schedule.force(kind.toStdString());
        round.setIncidents(schedule);
        std::optional<Incident> seen;
        for (int i = 0; i < 4000 && !seen; ++i) {
            QVERIFY(stepAsExpected(round));
            if (auto r = round.takeFinishedRoll(); r && r->incident)
                seen = r->incident;
        }
        QVERIFY(seen);
        QCOMPARE(qs(seen->kind), kind);
        QVERIFY(qs(seen->source).startsWith(QStringLiteral("art. 16 §")));
    }

    void incidentsOffDealAsBefore()
    {
        // A schedule at rate 0 draws nothing: the same rolls, records and steps as a table without one.
        CrapsRound plain(CrapsProfile(), 3);
        CrapsRound off(CrapsProfile(), 3);
        off.setIncidents(IncidentSchedule(3, 0.0));
        for (int i = 0; i < 2000; ++i) {
            QCOMPARE(off.expected(), plain.expected());
            QVERIFY(stepAsExpected(plain));
            QVERIFY(stepAsExpected(off));
        }
        QCOMPARE(off.table().bets().size(), plain.table().bets().size());
    }
};

QTEST_GUILESS_MAIN(TestCrapsRound)
#include "tst_crapsround.moc"
