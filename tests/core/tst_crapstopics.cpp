#include "InputError.h"
#include "bank/TopicRegistry.h"
#include "craps/CrapsRules.h"

#include <QtTest>

#include <set>
#include <tuple>

using namespace croupier;

namespace {
const Topic &topic(const char *name) { return *TopicRegistry::builtin().find(name); }

JsonValue json(const QString &text) { return parseJson(text.toStdString()); }

QString solved(const char *name, const QString &scenario)
{
    return QString::fromStdString(topic(name).solve(Game::Craps, json(scenario)).dump());
}

/// "2", "3", "4h", "4e", … for a roll.
std::string diceClass(int a, int b)
{
    const int t = a + b;
    std::string s = std::to_string(t);
    if (t == 4 || t == 6 || t == 8 || t == 10)
        s += a == b ? "h" : "e";
    return s;
}

std::vector<JsonValue> generated(const char *name, std::size_t count, int level = kMaxLevel)
{
    std::vector<JsonValue> out;
    generateQuestions(topic(name), Game::Craps, count, 99, level,
                      [&](Question &q, const Prompt &) { out.push_back(q.scenario); });
    return out;
}
} // namespace

/// craps.roll (question-bank.md), craps.layout, craps.maximum and craps.incident (core/craps/TOPICS.md).
class TestCrapsTopics : public QObject
{
    Q_OBJECT

private slots:
    void rollAnswers_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("answer");
        QTest::newRow("pass on the come-out sets the point: stay, moves to 6")
            << R"({"bet": "pass", "stake": "10", "chip_unit": "1", "point": null, "bet_point": null, "dice": [2, 4]})"
            << R"({"outcome": "stay", "paid": "0", "moves_to": 6})";
        QTest::newRow("place 6 without working is off on the come-out; working may be left out")
            << R"({"bet": "place-6", "stake": "12", "chip_unit": "1", "point": null, "bet_point": null, "dice": [3, 3]})"
            << R"({"outcome": "off", "paid": "0", "moves_to": null})";
        QTest::newRow("place 6 called working on the come-out wins 7:6")
            << R"({"bet": "place-6", "stake": "12", "chip_unit": "1", "point": null, "bet_point": null, "working": true, "dice": [3, 3]})"
            << R"({"outcome": "win", "paid": "14", "moves_to": null})";
        QTest::newRow("lay 4 of 10 off the elevens pays 4 of 4.55")
            << R"({"bet": "lay-4", "stake": "10", "chip_unit": "1", "point": 8, "bet_point": null, "dice": [6, 1]})"
            << R"({"outcome": "win", "paid": "4", "moves_to": null})";
        QTest::newRow("don't come travels to 10")
            << R"({"bet": "dont-come", "stake": "25", "chip_unit": "5", "point": 5, "bet_point": null, "dice": [4, 6]})"
            << R"({"outcome": "stay", "paid": "0", "moves_to": 10})";
        QTest::newRow("don't pass pushes on a come-out 12")
            << R"({"bet": "dont-pass", "stake": "25", "chip_unit": "5", "point": null, "bet_point": null, "dice": [6, 6]})"
            << R"({"outcome": "push", "paid": "0", "moves_to": null})";
        QTest::newRow("come odds on 9 with a point on pay 3:2")
            << R"({"bet": "come-odds", "stake": "20", "chip_unit": "1", "point": 4, "bet_point": 9, "working": false, "dice": [5, 4]})"
            << R"({"outcome": "win", "paid": "30", "moves_to": null})";
        QTest::newRow("hard 8 loses on an easy 8")
            << R"({"bet": "hard-8", "stake": "5", "chip_unit": "1", "point": 8, "bet_point": null, "dice": [5, 3]})"
            << R"({"outcome": "lose", "paid": "0", "moves_to": null})";
    }
    void rollAnswers()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, answer);
        QCOMPARE(solved("craps.roll", scenario), answer);
    }

    // Bad input is refused by name, never crashes.
    void rollRefusesBadInput_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("words");
        const QString base = R"({"bet": "%1", "stake": "%2", "chip_unit": "1", "point": %3, "bet_point": %4, "dice": %5})";
        auto row = [&](const char *name, const char *bet, const char *stake, const char *point, const char *betPoint,
                       const char *dice, const char *field, const char *words) {
            QTest::newRow(name) << base.arg(bet, stake, point, betPoint, dice) << field << words;
        };
        row("a die of 0", "field", "10", "null", "null", "[0, 3]", "dice[0]", "a die shows 1 to 6, not 0");
        row("a die of 7", "field", "10", "null", "null", "[3, 7]", "dice[1]", "a die shows 1 to 6, not 7");
        row("a die of 2.5", "field", "10", "null", "null", "[2.5, 3]", "dice[0]", "not 2.5");
        row("three dice", "field", "10", "null", "null", "[1, 2, 3]", "dice", "two dice");
        row("dice as a string", "field", "10", "null", "null", "\"3-4\"", "dice", "not a string");
        row("a point of 7", "pass", "10", "7", "null", "[3, 4]", "point", "4, 5, 6, 8, 9 or 10, or null, not 7");
        row("a point as a string", "pass", "10", "\"6\"", "null", "[3, 4]", "point", "not a string");
        row("a come point of 7", "come", "10", "6", "7", "[3, 4]", "bet_point", "not 7");
        row("place-7", "place-7", "10", "6", "null", "[3, 4]", "bet", "place bets, right and wrong, are on 4, 5, 6, 8, 9 or 10");
        row("WIN odds without a point", "pass-odds", "10", "null", "null", "[3, 4]", "point", "odds without a point");
        row("COME odds without a come point", "come-odds", "10", "6", "null", "[3, 4]", "bet_point", "odds without a point");
        row("a negative stake", "field", "-10", "null", "null", "[3, 4]", "stake", "not a decimal amount");
        row("a stake of 0", "field", "0", "null", "null", "[3, 4]", "stake", "more than 0");
        row("a come bet on the come-out", "come", "10", "null", "null", "[3, 4]", "point", "only while a point is on");
        QTest::newRow("bet_point missing")
            << R"({"bet": "field", "stake": "10", "chip_unit": "1", "point": null, "dice": [3, 4]})" << "bet_point"
            << "missing";
        QTest::newRow("working not a boolean")
            << R"({"bet": "place-6", "stake": "12", "chip_unit": "1", "point": null, "bet_point": null, "working": "yes", "dice": [3, 4]})"
            << "working" << "true or false";
        QTest::newRow("a chip of 0")
            << R"({"bet": "field", "stake": "10", "chip_unit": "0", "point": null, "bet_point": null, "dice": [3, 4]})"
            << "chip_unit" << "more than 0";
    }
    void rollRefusesBadInput()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, field);
        QFETCH(QString, words);
        try {
            topic("craps.roll").solve(Game::Craps, json(scenario));
            QFAIL("accepted bad input");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
            QVERIFY2(QString::fromStdString(e.reason()).contains(words), e.what());
        }
    }

    // The generator covers every bet on every kind of roll, with and without a
    // point, off and called working, stakes on and off the proper unit.
    void rollGeneratorCoversTheRules()
    {
        const Topic &t = topic("craps.roll");
        const auto scenarios = generated("craps.roll", t.cellCount(Game::Craps));
        std::set<std::tuple<std::string, std::string, bool>> betRollPoint;   // bet, roll, point on
        std::set<std::pair<std::string, bool>> comeOutWorking;              // off-able bet, working
        std::set<std::pair<std::string, bool>> onUnit;                      // bet with a unit, stake on it
        std::set<std::string> outcomes;
        for (const JsonValue &s : scenarios) {
            const std::string bet = s.find("bet")->text();
            const JsonValue &dice = *s.find("dice");
            const bool pointOn = !s.find("point")->isNull();
            const int a = std::stoi(dice.items()[0].text()), b = std::stoi(dice.items()[1].text());
            betRollPoint.insert({bet, diceClass(a, b), pointOn});
            const CrapsBetRule &rule = crapsRule(*crapsBetFromName(bet));
            const bool working = s.find("working") && s.find("working")->asBool();
            if (rule.offOnComeOut && !pointOn)
                comeOutWorking.insert({bet, working});
            // The proper unit at the deciding number, in chips.
            int number = rule.number;
            if (rule.placement == CrapsPlacement::BehindPoint)
                number = std::stoi(s.find("point")->text());
            if (rule.placement == CrapsPlacement::BehindComePoint)
                number = std::stoi(s.find("bet_point")->text());
            const int unit = rule.properUnit(number);
            if (unit > 1) {
                const Money chips = Money::parseCanonical(s.find("chip_unit")->text()) * unit;
                onUnit.insert({bet, Money::parseCanonical(s.find("stake")->text()).isMultipleOf(chips)});
            }
            outcomes.insert(t.solve(Game::Craps, s).find("outcome")->text());
        }
        for (const CrapsBet bet : allCrapsBets()) {
            const std::string name(crapsBetName(bet));
            const CrapsBetRule &rule = crapsRule(bet);
            for (int a = 1; a <= 6; ++a)
                for (int b = 1; b <= 6; ++b) {
                    QVERIFY2(betRollPoint.count({name, diceClass(a, b), true}), (name + " " + diceClass(a, b)).c_str());
                    // Odds on WIN need the point; every other bet is asked on the come-out too.
                    if (rule.placement != CrapsPlacement::BehindPoint)
                        QVERIFY2(betRollPoint.count({name, diceClass(a, b), false}), (name + " come-out").c_str());
                }
            if (rule.offOnComeOut) {
                QVERIFY2(comeOutWorking.count({name, false}), name.c_str());
                QVERIFY2(comeOutWorking.count({name, true}), name.c_str());
            }
            if (bet >= CrapsBet::Place4) {   // place right and wrong all have a unit
                QVERIFY2(onUnit.count({name, true}), (name + " on its unit").c_str());
                QVERIFY2(onUnit.count({name, false}), (name + " off its unit").c_str());
            }
        }
        QCOMPARE(outcomes, (std::set<std::string>{"win", "lose", "push", "stay", "off"}));
    }

    void rollPrompts_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QStringList>("args");
        QTest::newRow("come-out")
            << R"({"bet": "field", "stake": "12.5", "chip_unit": "0.5", "point": null, "bet_point": null, "dice": [1, 1]})"
            << "craps.roll.come-out" << QStringList{"12.5", "FIELD", "0.5", "1", "1"};
        QTest::newRow("come-out, called working")
            << R"({"bet": "lay-4", "stake": "22", "chip_unit": "1", "point": null, "bet_point": null, "working": true, "dice": [3, 4]})"
            << "craps.roll.come-out.working" << QStringList{"22", "PLACE 4 (WRONG BET)", "1", "3", "4"};
        QTest::newRow("come odds on the come-out")
            << R"({"bet": "come-odds", "stake": "10", "chip_unit": "1", "point": null, "bet_point": 5, "dice": [2, 3]})"
            << "craps.roll.come-out.come-point" << QStringList{"10", "COME ODDS", "5", "1", "2", "3"};
        QTest::newRow("come odds called working")
            << R"({"bet": "come-odds", "stake": "10", "chip_unit": "1", "point": null, "bet_point": 5, "working": true, "dice": [2, 3]})"
            << "craps.roll.come-out.come-point.working" << QStringList{"10", "COME ODDS", "5", "1", "2", "3"};
        QTest::newRow("point")
            << R"({"bet": "dont-pass", "stake": "10", "chip_unit": "1", "point": 4, "bet_point": null, "working": true, "dice": [2, 2]})"
            << "craps.roll.point" << QStringList{"10", "DON'T WIN", "1", "4", "2", "2"};
        QTest::newRow("point and come point")
            << R"({"bet": "come", "stake": "10", "chip_unit": "1", "point": 4, "bet_point": 9, "dice": [6, 3]})"
            << "craps.roll.point.come-point" << QStringList{"10", "COME", "9", "1", "4", "6", "3"};
    }
    void rollPrompts()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, key);
        QFETCH(QStringList, args);
        const Prompt p = topic("craps.roll").prompt(Game::Craps, json(scenario));
        QCOMPARE(QString::fromStdString(p.key), key);
        QStringList got;
        for (const Prompt::Arg &a : p.args)
            got << QString::fromStdString(a.text);
        QCOMPARE(got, args);
        QVERIFY(p.args[0].money);
    }

    // A whole layout, worked out by hand: point 8, the dice 4-4 (hard 8).
    void layoutAnswers()
    {
        const QString scenario = R"({"point": 8, "chip_unit": "1", "dice": [4, 4], "bets": [
            {"seat": 1, "bet": "pass", "stake": "10", "bet_point": null},
            {"seat": 1, "bet": "pass-odds", "stake": "10", "bet_point": null},
            {"seat": 2, "bet": "dont-pass", "stake": "15", "bet_point": null},
            {"seat": 2, "bet": "dont-pass-odds", "stake": "18", "bet_point": null},
            {"seat": 3, "bet": "come", "stake": "5", "bet_point": null},
            {"seat": 3, "bet": "come", "stake": "10", "bet_point": 4},
            {"seat": 3, "bet": "come-odds", "stake": "10", "bet_point": 4},
            {"seat": 1, "bet": "hard-8", "stake": "5", "bet_point": null},
            {"seat": 2, "bet": "place-8", "stake": "10", "bet_point": null},
            {"seat": 2, "bet": "lay-8", "stake": "10", "bet_point": null},
            {"seat": 3, "bet": "field", "stake": "7", "bet_point": null},
            {"seat": 1, "bet": "horn", "stake": "4", "bet_point": null}]})";
        // Paid: pass 10, odds 12 (6:5), hard 8 45, place 8 11 (11.67), = 78.
        // Collected: don't pass 15, don't odds 18, lay 8 10, field 7, horn 4 = 54.
        // The point is made: the puck comes off; no seven-out.
        QCOMPARE(solved("craps.layout", scenario),
                 QString(R"({"paid": "78", "collected": "54", "point_after": null, "seven_out": false})"));
        const Prompt p = topic("craps.layout").prompt(Game::Craps, json(scenario));
        QCOMPARE(QString::fromStdString(p.key), QString("craps.layout.point"));
        QCOMPARE(QString::fromStdString(p.args[2].text),
                 QString("#1 WIN: 10, WIN ODDS: 10, HARD 8: 5, HORN: 4 | #2 DON'T WIN: 15, DON'T WIN ODDS: 18, "
                         "PLACE 8 (RIGHT BET): 10, PLACE 8 (WRONG BET): 10 | #3 COME: 5, COME 4: 10, COME ODDS 4: 10, "
                         "FIELD: 7"));
    }

    void layoutSevenOut()
    {
        const QString scenario = R"({"point": 5, "chip_unit": "0.5", "dice": [1, 6], "bets": [
            {"seat": 1, "bet": "pass", "stake": "10", "bet_point": null},
            {"seat": 2, "bet": "dont-pass", "stake": "10", "bet_point": null},
            {"seat": 2, "bet": "dont-pass-odds", "stake": "15", "bet_point": null},
            {"seat": 2, "bet": "lay-4", "stake": "10", "bet_point": null},
            {"seat": 1, "bet": "come", "stake": "10", "bet_point": null},
            {"seat": 1, "bet": "any-seven", "stake": "2.5", "bet_point": null}]})";
        // Paid: don't pass 10, don't odds 10 (2:3), lay 4 4.5 (4.55), come 10, any seven 10 = 44.5.
        // Collected: the pass bet, 10.
        QCOMPARE(solved("craps.layout", scenario),
                 QString(R"({"paid": "44.5", "collected": "10", "point_after": null, "seven_out": true})"));
    }

    void layoutRefusesBadInput_data()
    {
        QTest::addColumn<QString>("bets");
        QTest::addColumn<QString>("field");
        QTest::newRow("a negative stake") << R"([{"seat": 1, "bet": "pass", "stake": "-5", "bet_point": null}])" << "bets[0].stake";
        QTest::newRow("place-7") << R"([{"seat": 1, "bet": "place-7", "stake": "5", "bet_point": null}])" << "bets[0].bet";
        QTest::newRow("odds with no flat bet")
            << R"([{"seat": 1, "bet": "pass", "stake": "5", "bet_point": null}, {"seat": 2, "bet": "pass-odds", "stake": "5", "bet_point": null}])"
            << "bets[1].bet";
        QTest::newRow("a seat of 0") << R"([{"seat": 0, "bet": "field", "stake": "5", "bet_point": null}])" << "bets[0].seat";
        QTest::newRow("a bet that is not an object") << R"([{"seat": 1, "bet": "field", "stake": "5", "bet_point": null}, 7])" << "bets[1]";
        QTest::newRow("no bets") << "[]" << "bets";
    }
    void layoutRefusesBadInput()
    {
        QFETCH(QString, bets);
        QFETCH(QString, field);
        const QString scenario = QString(R"({"point": 6, "chip_unit": "1", "dice": [2, 2], "bets": %1})").arg(bets);
        try {
            topic("craps.layout").solve(Game::Craps, json(scenario));
            QFAIL("accepted a bad layout");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }

    // Every layout cell: every kind of roll on the come-out and on each point.
    void layoutGeneratorCoversTheRolls()
    {
        const Topic &t = topic("craps.layout");
        std::set<std::pair<std::string, std::string>> seen;
        std::set<std::string> bets;
        for (const JsonValue &s : generated("craps.layout", 2 * t.cellCount(Game::Craps))) {
            const JsonValue &dice = *s.find("dice");
            seen.insert({s.find("point")->isNull() ? "come-out" : s.find("point")->text(),
                         diceClass(std::stoi(dice.items()[0].text()), std::stoi(dice.items()[1].text()))});
            for (const JsonValue &b : s.find("bets")->items())
                bets.insert(b.find("bet")->text());
            QVERIFY(s.find("bets")->items().size() <= 32);   // 30 wanted, plus the flat bet of a last odds bet
        }
        QCOMPARE(seen.size(), std::size_t(7 * 15));
        QCOMPARE(bets.size(), std::size_t(36));
    }

    void maximumAnswers_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("maximum");
        QTest::newRow("DON'T WIN odds on 5: 150 % of 25 is 37.5, 37 at chip 1")
            << R"({"bet": "dont-pass-odds", "table_min": "10", "table_max": "1000", "chip_unit": "1", "point": 5, "flat_bet": "25"})"
            << "37";
        QTest::newRow("place 8: 120 % of 2000")
            << R"({"bet": "place-8", "table_min": "5", "table_max": "2000", "chip_unit": "1"})" << "2400";
        QTest::newRow("lay 10: 220 % of 500")
            << R"({"bet": "lay-10", "table_min": "5", "table_max": "500", "chip_unit": "5"})" << "1100";
        QTest::newRow("craps 12: 3 x 500 / 30")
            << R"({"bet": "craps-12", "table_min": "5", "table_max": "500", "chip_unit": "1"})" << "50";
    }
    void maximumAnswers()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, maximum);
        QCOMPARE(solved("craps.maximum", scenario), QString(R"({"maximum": "%1"})").arg(maximum));
    }

    void maximumRefusesBadInput_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("field");
        QTest::newRow("odds without a point")
            << R"({"bet": "pass-odds", "table_min": "10", "table_max": "1000", "chip_unit": "1", "point": null, "flat_bet": "25"})"
            << "point";
        QTest::newRow("a point of 7")
            << R"({"bet": "come-odds", "table_min": "10", "table_max": "1000", "chip_unit": "1", "point": 7, "flat_bet": "25"})"
            << "point";
        QTest::newRow("a table maximum 50 times the minimum")
            << R"({"bet": "place-6", "table_min": "10", "table_max": "500", "chip_unit": "1"})" << "table_max";
        QTest::newRow("a negative minimum")
            << R"({"bet": "place-6", "table_min": "-10", "table_max": "1000", "chip_unit": "1"})" << "table_min";
        QTest::newRow("a flat bet missing")
            << R"({"bet": "dont-come-odds", "table_min": "10", "table_max": "1000", "chip_unit": "1", "point": 6})"
            << "flat_bet";
    }
    void maximumRefusesBadInput()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, field);
        try {
            topic("craps.maximum").solve(Game::Craps, json(scenario));
            QFAIL("accepted bad input");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }

    void maximumGeneratorCoversEveryBetAndPoint()
    {
        const Topic &t = topic("craps.maximum");
        std::set<std::pair<std::string, std::string>> seen;
        for (const JsonValue &s : generated("craps.maximum", t.cellCount(Game::Craps))) {
            seen.insert({s.find("bet")->text(), s.find("point") ? s.find("point")->text() : ""});
            t.solve(Game::Craps, s);
        }
        QCOMPARE(seen.size(), std::size_t(32 + 4 * 6));
    }

    // craps.incident (core/craps/TOPICS.md): the dealer's next step, one row per
    // cell, each answer worked from art. 16 and TOPICS.md's readings, not the code.
    void incidentAnswers_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("step");
        // §8: a die off the table, or one stopped against the chips or on its edge,
        // is no valid throw: the stickman calls "No Roll" whatever the dice show.
        QTest::newRow("a die off the table: No Roll")
            << R"({"situation": "voided-throw", "cause": "off-table", "dice": [6, 1]})" << "no-roll";
        QTest::newRow("a cocked die: No Roll, even on a 7")
            << R"({"situation": "voided-throw", "cause": "cocked", "dice": [3, 4]})" << "no-roll";
        // §8, change of dice: five dice offered, the shooter takes two.
        QTest::newRow("No Roll called, the die gone: offer the dice")
            << R"({"situation": "no-roll-called", "cause": "off-table"})" << "offer-dice";
        // TOPICS.md reading: a cocked die is still on the table; no change, thrown again.
        QTest::newRow("No Roll called, a cocked die: the same dice thrown again")
            << R"({"situation": "no-roll-called", "cause": "cocked"})" << "roll";
        // §8, last sentence: no bet while the stickman offers the dice.
        QTest::newRow("a bet while the dice are offered: refused")
            << R"({"situation": "dice-offered", "bet_tried": "hard-8"})" << "refuse-bet";
        QTest::newRow("the dice offered, nobody bets: the shooter throws")
            << R"({"situation": "dice-offered", "bet_tried": null})" << "roll";
        // §7: a player may decline his turn; the dice go to the next player.
        QTest::newRow("the dice declined: passed on")
            << R"({"situation": "dice-come", "declines": true, "shooter_bets": ["pass"]})" << "pass-dice";
        QTest::newRow("the dice declined by a player without a line bet: passed on")
            << R"({"situation": "dice-come", "declines": true, "shooter_bets": []})" << "pass-dice";
        // §9: the shooter throws with a bet on WIN or DON'T WIN.
        QTest::newRow("a new shooter with WIN throws")
            << R"({"situation": "dice-come", "declines": false, "shooter_bets": ["field", "pass"]})" << "roll";
        QTest::newRow("a new shooter with DON'T WIN throws")
            << R"({"situation": "dice-come", "declines": false, "shooter_bets": ["dont-pass"]})" << "roll";
        QTest::newRow("a new shooter with FIELD and PLACE 6 only: his line bet first")
            << R"({"situation": "dice-come", "declines": false, "shooter_bets": ["field", "place-6"]})"
            << "ask-line-bet";
        QTest::newRow("a new shooter with no bet: his line bet first")
            << R"({"situation": "dice-come", "declines": false, "shooter_bets": []})" << "ask-line-bet";
        // §10 α, last paragraph: WIN and COME cannot be withdrawn, at any time
        // (TOPICS.md: refused with the puck off too).
        QTest::newRow("WIN on the come-out: refused")
            << R"({"situation": "take-down", "bet": "pass", "point": null})" << "refuse-take-down";
        QTest::newRow("WIN with the point on: refused")
            << R"({"situation": "take-down", "bet": "pass", "point": 6, "odds_behind": false})" << "refuse-take-down";
        QTest::newRow("WIN with odds: refused")
            << R"({"situation": "take-down", "bet": "pass", "point": 6, "odds_behind": true})" << "refuse-take-down";
        QTest::newRow("COME before it travels: refused")
            << R"({"situation": "take-down", "bet": "come", "point": 8, "bet_point": null})" << "refuse-take-down";
        QTest::newRow("COME on 5, point on: refused")
            << R"({"situation": "take-down", "bet": "come", "point": 8, "bet_point": 5})" << "refuse-take-down";
        QTest::newRow("COME on 5 with odds, point on: refused")
            << R"({"situation": "take-down", "bet": "come", "point": 8, "bet_point": 5, "odds_behind": true})"
            << "refuse-take-down";
        QTest::newRow("COME on 5, puck off: refused")
            << R"({"situation": "take-down", "bet": "come", "point": null, "bet_point": 5})" << "refuse-take-down";
        QTest::newRow("COME on 5 with odds, puck off: refused")
            << R"({"situation": "take-down", "bet": "come", "point": null, "bet_point": 5, "odds_behind": true})"
            << "refuse-take-down";
        // RULINGS: the other bets may come down once their odds are off. DON'T WIN
        // and DON'T COME are not named by §10 α's last paragraph.
        QTest::newRow("DON'T WIN on the come-out: taken down")
            << R"({"situation": "take-down", "bet": "dont-pass", "point": null})" << "take-down";
        QTest::newRow("DON'T WIN with the point on: taken down")
            << R"({"situation": "take-down", "bet": "dont-pass", "point": 4})" << "take-down";
        QTest::newRow("DON'T WIN with its odds behind: refused, odds first")
            << R"({"situation": "take-down", "bet": "dont-pass", "point": 4, "odds_behind": true})"
            << "refuse-take-down";
        QTest::newRow("DON'T COME before it travels: taken down")
            << R"({"situation": "take-down", "bet": "dont-come", "point": 9, "bet_point": null})" << "take-down";
        QTest::newRow("DON'T COME on 10, point on: taken down")
            << R"({"situation": "take-down", "bet": "dont-come", "point": 9, "bet_point": 10})" << "take-down";
        QTest::newRow("DON'T COME on 10 with odds, point on: refused")
            << R"({"situation": "take-down", "bet": "dont-come", "point": 9, "bet_point": 10, "odds_behind": true})"
            << "refuse-take-down";
        QTest::newRow("DON'T COME on 10, puck off: taken down")
            << R"({"situation": "take-down", "bet": "dont-come", "point": null, "bet_point": 10})" << "take-down";
        QTest::newRow("DON'T COME on 10 with odds, puck off: refused")
            << R"({"situation": "take-down", "bet": "dont-come", "point": null, "bet_point": 10, "odds_behind": true})"
            << "refuse-take-down";
        // Odds are neither WIN nor COME: they come down (TOPICS.md).
        QTest::newRow("WIN ODDS: taken down")
            << R"({"situation": "take-down", "bet": "pass-odds", "point": 5})" << "take-down";
        QTest::newRow("DON'T WIN ODDS: taken down")
            << R"({"situation": "take-down", "bet": "dont-pass-odds", "point": 5})" << "take-down";
        QTest::newRow("COME ODDS, point on: taken down")
            << R"({"situation": "take-down", "bet": "come-odds", "point": 5, "bet_point": 6})" << "take-down";
        QTest::newRow("COME ODDS, puck off: taken down")
            << R"({"situation": "take-down", "bet": "come-odds", "point": null, "bet_point": 6})" << "take-down";
        QTest::newRow("DON'T COME ODDS, point on: taken down")
            << R"({"situation": "take-down", "bet": "dont-come-odds", "point": 10, "bet_point": 4})" << "take-down";
        QTest::newRow("DON'T COME ODDS, puck off: taken down")
            << R"({"situation": "take-down", "bet": "dont-come-odds", "point": null, "bet_point": 4})" << "take-down";
        // Every other bet of art. 16, the puck on and off: not WIN or COME, no odds
        // behind it, so it may come down (§10 β, δ: "μπορούν να αποσυρθούν"; a
        // one-roll bet not yet thrown is the player's to take back).
        for (const CrapsBet bet : allCrapsBets()) {
            if (crapsRule(bet).placement != CrapsPlacement::Anytime)
                continue;
            const std::string name(crapsBetName(bet));
            for (const char *point : {"null", "6"})
                QTest::addRow("%s, point %s: taken down", name.c_str(), point)
                    << QString(R"({"situation": "take-down", "bet": "%1", "point": %2})").arg(name.c_str(), point)
                    << "take-down";
        }
    }
    void incidentAnswers()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, step);
        QCOMPARE(solved("craps.incident", scenario), QString(R"({"step": "%1"})").arg(step));
    }

    void incidentRefusesBadInput_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("field");
        QTest::newRow("no situation") << R"({"cause": "cocked"})" << "situation";
        QTest::newRow("an unknown situation") << R"({"situation": "dice-lost"})" << "situation";
        QTest::newRow("an unknown cause") << R"({"situation": "no-roll-called", "cause": "slid"})" << "cause";
        QTest::newRow("a die of 7") << R"({"situation": "voided-throw", "cause": "cocked", "dice": [7, 1]})" << "dice[0]";
        QTest::newRow("bet_tried missing") << R"({"situation": "dice-offered"})" << "bet_tried";
        QTest::newRow("place-7 tried") << R"({"situation": "dice-offered", "bet_tried": "place-7"})" << "bet_tried";
        QTest::newRow("declines missing") << R"({"situation": "dice-come", "shooter_bets": []})" << "declines";
        QTest::newRow("shooter_bets not an array")
            << R"({"situation": "dice-come", "declines": false, "shooter_bets": "pass"})" << "shooter_bets";
        QTest::newRow("a COME bet on a come-out")
            << R"({"situation": "dice-come", "declines": false, "shooter_bets": ["pass", "come"]})"
            << "shooter_bets[1]";
        QTest::newRow("a bet named twice")
            << R"({"situation": "dice-come", "declines": false, "shooter_bets": ["field", "field"]})"
            << "shooter_bets[1]";
        QTest::newRow("point missing") << R"({"situation": "take-down", "bet": "field"})" << "point";
        QTest::newRow("WIN ODDS with the puck off")
            << R"({"situation": "take-down", "bet": "pass-odds", "point": null})" << "point";
        QTest::newRow("COME untravelled with the puck off")
            << R"({"situation": "take-down", "bet": "come", "point": null, "bet_point": null})" << "bet_point";
        QTest::newRow("COME on the point")
            << R"({"situation": "take-down", "bet": "come", "point": 6, "bet_point": 6})" << "bet_point";
        QTest::newRow("COME ODDS without a number")
            << R"({"situation": "take-down", "bet": "come-odds", "point": 6, "bet_point": null})" << "bet_point";
        QTest::newRow("odds behind a FIELD bet")
            << R"({"situation": "take-down", "bet": "field", "point": 6, "odds_behind": true})" << "odds_behind";
        QTest::newRow("odds behind WIN on the come-out")
            << R"({"situation": "take-down", "bet": "pass", "point": null, "odds_behind": true})" << "odds_behind";
        QTest::newRow("odds_behind not a boolean")
            << R"({"situation": "take-down", "bet": "pass", "point": 4, "odds_behind": "yes"})" << "odds_behind";
    }
    void incidentRefusesBadInput()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, field);
        const Topic &t = topic("craps.incident");
        try {
            t.solve(Game::Craps, json(scenario));
            QFAIL("accepted");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
        QVERIFY_THROWS_EXCEPTION(InputError, t.prompt(Game::Craps, json(scenario)));
        QVERIFY_THROWS_EXCEPTION(InputError, t.cellKey(Game::Craps, json(scenario)));
    }

    // One block of cellCount questions visits every situation and case: every
    // answer, every line and odds bet asked down, both kinds of the other bets.
    void incidentGeneratorCoversTheCells()
    {
        const Topic &t = topic("craps.incident");
        std::set<std::string> keys;
        std::set<std::string> steps;
        std::set<std::pair<std::string, bool>> takeDownPoint;   // line/odds bet, puck on
        std::set<std::tuple<std::string, bool, bool>> flatOdds;  // flat bet, travelled or point on, odds
        std::set<std::pair<int, bool>> otherKinds;               // CrapsTakeDown, puck on
        for (const JsonValue &s : generated("craps.incident", t.cellCount(Game::Craps))) {
            keys.insert(t.cellKey(Game::Craps, s)->text());
            steps.insert(t.solve(Game::Craps, s).find("step")->text());
            if (s.find("situation")->text() != "take-down")
                continue;
            const std::string bet = s.find("bet")->text();
            const bool on = !s.find("point")->isNull();
            const CrapsBetRule &rule = crapsRule(*crapsBetFromName(bet));
            if (rule.placement == CrapsPlacement::Anytime) {
                otherKinds.insert({int(rule.takeDown), on});
                continue;
            }
            takeDownPoint.insert({bet, on});
            const bool odds = s.find("odds_behind") && s.find("odds_behind")->asBool();
            const bool travelled = s.find("bet_point") && !s.find("bet_point")->isNull();
            flatOdds.insert({bet, travelled || on, odds});
        }
        QCOMPARE(steps, (std::set<std::string>{"roll", "no-roll", "offer-dice", "refuse-bet", "pass-dice",
                                               "ask-line-bet", "take-down", "refuse-take-down"}));
        for (const char *k : {"voided-throw:off-table", "voided-throw:cocked", "no-roll-called:off-table",
                              "no-roll-called:cocked", "dice-offered:bet", "dice-offered:none", "dice-come:declines",
                              "dice-come:pass", "dice-come:dont-pass", "dice-come:none"})
            QVERIFY2(keys.count(k), k);
        for (const char *bet : {"pass", "dont-pass", "come-odds", "dont-come-odds", "come", "dont-come"})
            for (const bool on : {false, true})
                QVERIFY2(takeDownPoint.count({bet, on}), bet);
        for (const char *flat : {"pass", "dont-pass", "come", "dont-come"})
            QVERIFY2(flatOdds.count({flat, true, true}), flat);
        QVERIFY(takeDownPoint.count({"pass-odds", true}) && takeDownPoint.count({"dont-pass-odds", true}));
        QCOMPARE(otherKinds.size(), std::size_t(4));
    }

    void incidentPrompts_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QStringList>("args");
        QTest::newRow("voided throw")
            << R"({"situation": "voided-throw", "cause": "off-table", "dice": [6, 1]})"
            << "craps.incident.voided-throw.off-table" << QStringList{"6", "1"};
        QTest::newRow("No Roll called") << R"({"situation": "no-roll-called", "cause": "cocked"})"
                                        << "craps.incident.no-roll-called.cocked" << QStringList{};
        QTest::newRow("a bet tried") << R"({"situation": "dice-offered", "bet_tried": "any-seven"})"
                                     << "craps.incident.dice-offered.bet" << QStringList{"BIG RED"};
        QTest::newRow("declined") << R"({"situation": "dice-come", "declines": true, "shooter_bets": []})"
                                  << "craps.incident.dice-come.declines" << QStringList{};
        QTest::newRow("the shooter's bets")
            << R"({"situation": "dice-come", "declines": false, "shooter_bets": ["dont-pass", "field"]})"
            << "craps.incident.dice-come" << QStringList{"DON'T WIN, FIELD"};
        QTest::newRow("no bets") << R"({"situation": "dice-come", "declines": false, "shooter_bets": []})"
                                 << "craps.incident.dice-come.no-bets" << QStringList{};
        QTest::newRow("take-down, puck off, a come bet on 5")
            << R"({"situation": "take-down", "bet": "dont-come", "point": null, "bet_point": 5})"
            << "craps.incident.take-down.come-out" << QStringList{"DON'T COME 5"};
        QTest::newRow("take-down, point 8, odds behind")
            << R"({"situation": "take-down", "bet": "pass", "point": 8, "odds_behind": true})"
            << "craps.incident.take-down.point.odds" << QStringList{"8", "WIN"};
    }
    void incidentPrompts()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, key);
        QFETCH(QStringList, args);
        const Prompt p = topic("craps.incident").prompt(Game::Craps, json(scenario));
        QCOMPARE(QString::fromStdString(p.key), key);
        QStringList got;
        for (const Prompt::Arg &a : p.args)
            got << QString::fromStdString(a.text);
        QCOMPARE(got, args);
    }

    // Generated scenarios always solve and prompt, at every level.
    void everyLevelSolves_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("level");
        for (const char *n : {"craps.roll", "craps.layout", "craps.maximum", "craps.incident"})
            for (int level = kMinLevel; level <= kMaxLevel; ++level)
                QTest::addRow("%s at level %d", n, level) << n << level;
    }
    void everyLevelSolves()
    {
        QFETCH(QString, name);
        QFETCH(int, level);
        const Topic &t = topic(qPrintable(name));
        generateQuestions(t, Game::Craps, 2 * t.cellCount(Game::Craps), 7, level, [&](Question &q, const Prompt &p) {
            QVERIFY(!p.key.empty());
            t.validateAnswer(Game::Craps, q.answer);
        });
    }
};

QTEST_APPLESS_MAIN(TestCrapsTopics)
#include "tst_crapstopics.moc"
