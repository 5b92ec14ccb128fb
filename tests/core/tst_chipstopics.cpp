#include "InputError.h"
#include "bank/BankChecker.h"
#include "bank/Json.h"
#include "RegisteredTopic.h"
#include "bank/TopicRegistry.h"

#include <QtTest>

#include <set>

using namespace croupier;

namespace {
const Topic &topic(const char *name) { return registeredTopic(name); }

JsonValue json(const QString &text) { return parseJson(text.toStdString()); }

const char *kDefaultFloat = R"(["0.5", "1", "2.5", "5", "10", "25", "100", "500", "1000"])";
const char *kTwentyFloat = R"(["1", "5", "10", "20", "25", "100", "500"])";

/// A bank line of @p topic at @p game.
QString line(const QString &topicName, const QString &scenario, const QString &answer,
             const QString &game = QStringLiteral("punto-banco"))
{
    return QString(R"({"id": "ch-1", "topic": "%1", "game": "%4", "scenario": %2, "answer": %3})")
        .arg(topicName, scenario, answer, game);
}

QString payScenario(const QString &amount, const char *chipFloat, const QString &chipUnit)
{
    return QString(R"({"amount": "%1", "float": %2, "chip_unit": "%3"})").arg(amount, chipFloat, chipUnit);
}

/// Checks the row's scenario and answer as a line of @p topicName: its verdict,
/// and the error it starts with (empty: any).
void checkRow(const QString &topicName, const QString &game = QStringLiteral("punto-banco"))
{
    QFETCH(QString, scenario);
    QFETCH(QString, answer);
    QFETCH(int, verdict);
    QFETCH(QString, error);
    BankChecker checker(TopicRegistry::builtin());
    const auto r = checker.checkLine(line(topicName, scenario, answer, game).toStdString(), 1);
    QVERIFY(r);
    QVERIFY2(QString::fromStdString(r->error).startsWith(error), r->error.c_str());
    QCOMPARE(int(r->verdict), verdict);
}
/// The columns checkRow() reads.
void addJudgedColumns()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("verdict");
    QTest::addColumn<QString>("error");
}

const int right = int(BankChecker::Verdict::Right), wrong = int(BankChecker::Verdict::Wrong),
          malformed = int(BankChecker::Verdict::Malformed);
} // namespace

/// The chip drills (core/chips/TOPICS.md), judged as `croupier-cli check` judges a bank.
class TestChipsTopics : public QObject
{
    Q_OBJECT

private slots:
    // question-bank.md, chips.pay: right when worth exactly `amount` and no breakdown
    // of `float` uses fewer chips. Each answer worked by hand.
    void payIsJudged_data()
    {
        addJudgedColumns();
        const QString forty = payScenario("40", kDefaultFloat, "0.5");
        const QString fortyTwenty = payScenario("40", kTwentyFloat, "1");
        QTest::newRow("40 as 25 + 10 + 5") << forty << R"({"chips": {"25": 1, "10": 1, "5": 1}})" << right << "";
        QTest::newRow("the chips in any order") << forty << R"({"chips": {"5": 1, "10": 1, "25": 1}})" << right << "";
        QTest::newRow("a zero count of a float chip is no chip") << forty << R"({"chips": {"25": 1, "10": 1, "5": 1, "1": 0}})"
                                                                  << right << "";
        QTest::newRow("denominations written 25.0 and 10.00") << forty << R"({"chips": {"25.0": 1, "10.00": 1, "5": 1}})"
                                                              << right << "";
        QTest::newRow("too many chips: four 10s") << forty << R"({"chips": {"10": 4}})" << wrong << "";
        QTest::newRow("wrong value: 25 + 10 is 5 short") << forty << R"({"chips": {"25": 1, "10": 1}})" << wrong << "";
        QTest::newRow("wrong value: 25 + 25 is 10 over, though fewer chips") << forty << R"({"chips": {"25": 2}})" << wrong
                                                                            << "";
        QTest::newRow("no chip for 40") << forty << R"({"chips": {}})" << wrong << "";
        QTest::newRow("20 and 25: 40 is 20 + 20") << fortyTwenty << R"({"chips": {"20": 2}})" << right << "";
        QTest::newRow("20 and 25: the greedy 25 + 10 + 5 is one chip too many") << fortyTwenty
                                                                                 << R"({"chips": {"25": 1, "10": 1, "5": 1}})"
                                                                                 << wrong << "";
        QTest::newRow("20 and 25: 60 as 20 + 20 + 20 ties 25 + 25 + 10")
            << payScenario("60", kTwentyFloat, "1") << R"({"chips": {"20": 3}})" << right << "";
        QTest::newRow("20 and 25: 90 as two 25 and two 20") << payScenario("90", kTwentyFloat, "1")
                                                            << R"({"chips": {"25": 2, "20": 2}})" << right << "";
        QTest::newRow("20 and 25: 140 as 100 + 25 + 10 + 5 is too many")
            << payScenario("140", kTwentyFloat, "1") << R"({"chips": {"100": 1, "25": 1, "10": 1, "5": 1}})" << wrong << "";
        QTest::newRow("a foreign denomination: 20 + 20 from the default float")
            << forty << R"({"chips": {"20": 2}})" << malformed << R"(line 1: answer.chips."20": not a denomination of the float)";
        QTest::newRow("a foreign denomination even with no chip of it")
            << forty << R"({"chips": {"25": 1, "10": 1, "5": 1, "3": 0}})" << malformed
            << R"(line 1: answer.chips."3": not a denomination of the float)";
        QTest::newRow("a negative count") << forty << R"({"chips": {"25": 2, "5": -2}})" << malformed
                                          << R"(line 1: answer.chips."5": a count of chips is a whole number from 0 to 999999999, not -2)";
        QTest::newRow("a fractional count") << forty << R"({"chips": {"25": 1.5, "2.5": 1}})" << malformed
                                            << R"(line 1: answer.chips."25": a count of chips is a whole number from 0 to 999999999, not 1.5)";
        QTest::newRow("a count as a string") << forty << R"({"chips": {"25": "1"}})" << malformed
                                             << R"(line 1: answer.chips."25": a count of chips is a whole number from 0 to 999999999, not a string)";
        QTest::newRow("a count in exponent form") << forty << R"({"chips": {"10": 4e0}})" << malformed
                                                  << R"(line 1: answer.chips."10": a count of chips is a whole number from 0 to 999999999, not 4e0)";
        QTest::newRow("a key that is no amount") << forty << R"({"chips": {"green": 1}})" << malformed
                                                 << R"(line 1: answer.chips."green": not a denomination: )";
        QTest::newRow("a chip of 0") << forty << R"({"chips": {"0": 1}})" << malformed
                                     << R"(line 1: answer.chips."0": not a denomination: a chip is worth more than 0)";
        QTest::newRow("the same denomination twice") << forty << R"({"chips": {"5": 1, "5.0": 7}})" << malformed
                                                     << R"(line 1: answer.chips."5.0": the same denomination as chips."5")";
        QTest::newRow("chips not an object") << forty << R"({"chips": [25, 10, 5]})" << malformed
                                             << "line 1: answer.chips: must be an object of chips and counts";
        QTest::newRow("chips missing") << forty << R"({"paid": "40"})" << malformed << "line 1: answer.chips: missing";
        QTest::newRow("chip_unit not the float's smallest") << payScenario("40", kDefaultFloat, "1")
                                                            << R"({"chips": {"25": 1, "10": 1, "5": 1}})" << malformed
                                                            << "line 1: scenario.chip_unit: must be the float's smallest chip, 0.5, not 1";
        QTest::newRow("an amount off the chip") << payScenario("40.25", kDefaultFloat, "0.5")
                                                << R"({"chips": {"25": 1, "10": 1, "5": 1}})" << malformed
                                                << "line 1: scenario.amount: not a whole number of the smallest chip 0.5";
        QTest::newRow("an amount of 0") << payScenario("0", kDefaultFloat, "0.5") << R"({"chips": {}})" << malformed
                                        << "line 1: scenario.amount: must be more than 0";
        QTest::newRow("a chip twice in the float") << payScenario("40", R"(["1", "5", "5.0"])", "1")
                                                   << R"({"chips": {"5": 8}})" << malformed
                                                   << "line 1: scenario.float[2]: 5 is already in the float (float[1])";
        QTest::newRow("a float of numbers") << payScenario("40", "[1, 5]", "1") << R"({"chips": {"5": 8}})" << malformed
                                            << "line 1: scenario.float[0]: not a decimal amount";
        QTest::newRow("an empty float") << payScenario("40", "[]", "1") << R"({"chips": {"5": 8}})" << malformed
                                        << "line 1: scenario.float: must hold 1 to 20 chips, not 0";
    }
    void payIsJudged() { checkRow("chips.pay"); }

    // The answer solve() gives: the fewest chips, ties to the larger chips.
    void paySolves_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("chips");
        QTest::newRow("default float: 3 is 2.5 + 0.5") << payScenario("3", kDefaultFloat, "0.5") << R"({"2.5": 1, "0.5": 1})";
        QTest::newRow("default float: 77.5 is three 25 and a 2.5")
            << payScenario("77.5", kDefaultFloat, "0.5") << R"({"25": 3, "2.5": 1})";
        QTest::newRow("default float: 2,515.5") << payScenario("2515.5", kDefaultFloat, "0.5")
                                                << R"({"1000": 2, "500": 1, "10": 1, "5": 1, "0.5": 1})";
        QTest::newRow("20 and 25: 40 is 20 + 20") << payScenario("40", kTwentyFloat, "1") << R"({"20": 2})";
        QTest::newRow("20 and 25: 60 ties; the larger chips") << payScenario("60", kTwentyFloat, "1") << R"({"25": 2, "10": 1})";
        QTest::newRow("20 and 25: 1,040 is two 500 and two 20") << payScenario("1040", kTwentyFloat, "1")
                                                                << R"({"500": 2, "20": 2})";
    }
    void paySolves()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, chips);
        QCOMPARE(QString::fromStdString(topic("chips.pay").solve(Game::Craps, json(scenario)).dump()),
                 QString(R"({"chips": %1})").arg(chips));
    }

    // The heat map's cell: the pattern of denominations, greedy or not.
    void payCellKey_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("key");
        QTest::newRow("40 from the default float") << payScenario("40", kDefaultFloat, "0.5") << "5+10+25:greedy";
        QTest::newRow("40 with 20 and 25") << payScenario("40", kTwentyFloat, "1") << "20:not-greedy";
        QTest::newRow("45 with 20 and 25") << payScenario("45", kTwentyFloat, "1") << "20+25:greedy";
    }
    void payCellKey()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, key);
        const Topic &t = topic("chips.pay");
        const auto k = t.cellKey(Game::Blackjack, json(scenario));
        QVERIFY(k);
        QCOMPARE(QString::fromStdString(k->text()), key);
        QCOMPARE(t.readCellKey(k->text()), k);
    }

    void payReadsOnlyItsKeys_data()
    {
        QTest::addColumn<QString>("stored");
        QTest::newRow("a way that is none") << "5+25:fast";
        QTest::newRow("a pattern out of order") << "25+5:greedy";
        QTest::newRow("a pattern with a word") << "5+green:greedy";
        QTest::newRow("no way") << "5+25";
        QTest::newRow("an empty pattern") << ":greedy";
    }
    void payReadsOnlyItsKeys()
    {
        QFETCH(QString, stored);
        QVERIFY(!topic("chips.pay").readCellKey(stored.toStdString()));
    }

    // Among chips.pay's cells (generatorsCoverEveryCell visits them all at every
    // level): floats where the largest chip first is not fewest, and every pattern of
    // the default float's nine chips, each taken once.
    void payCellsHaveEveryPattern()
    {
        const Topic &t = topic("chips.pay");
        std::set<std::string> patterns;
        int notGreedy = 0;
        generateQuestions(t, Game::Craps, t.cellCount(Game::Craps), 3, 1, [&](Question &q, const Prompt &p) {
            QCOMPARE(p.key, std::string("chips.pay"));
            const std::string key = t.cellKey(q.game, q.scenario)->text();
            notGreedy += key.find("not-greedy") != std::string::npos;
            if (q.scenario.find("chip_unit")->text() == "0.5")
                patterns.insert(key);
        });
        QVERIFY(notGreedy > 0);
        QCOMPARE(patterns.size(), std::size_t(511));
    }

    // chips.colour-up: the player's chips for the fewest of the same worth.
    void colourUpIsJudged_data()
    {
        addJudgedColumns();
        const auto scenario = [](const char *chips, const char *chipFloat, const char *unit) {
            return QString(R"({"chips": %1, "float": %2, "chip_unit": "%3"})").arg(chips, chipFloat, unit);
        };
        // 12 × 5 + 4 × 1 = 64 = 25 + 25 + 10 + 2.5 + 1 + 0.5: six chips (4 is 2.5 + 1 + 0.5, not four 1s).
        const QString sixtyFour = scenario(R"({"5": 12, "1": 4})", kDefaultFloat, "0.5");
        QTest::newRow("64 in 5s and 1s is 25 + 25 + 10 + 2.5 + 1 + 0.5")
            << sixtyFour << R"({"chips": {"25": 2, "10": 1, "2.5": 1, "1": 1, "0.5": 1}})" << right << "";
        QTest::newRow("keeping the four 1s is one chip too many") << sixtyFour << R"({"chips": {"25": 2, "10": 1, "1": 4}})"
                                                                  << wrong << "";
        QTest::newRow("25 + 25 + 10 + 5 is worth 65") << sixtyFour << R"({"chips": {"25": 2, "10": 1, "5": 1}})" << wrong << "";
        QTest::newRow("20 and 25: four 10s are 20 + 20") << scenario(R"({"10": 4})", kTwentyFloat, "1")
                                                         << R"({"chips": {"20": 2}})" << right << "";
        QTest::newRow("20 and 25: four 10s as 25 + 10 + 5 is too many")
            << scenario(R"({"10": 4})", kTwentyFloat, "1") << R"({"chips": {"25": 1, "10": 1, "5": 1}})" << wrong << "";
        QTest::newRow("the player's chip not in the float") << scenario(R"({"3": 1, "5": 1})", kDefaultFloat, "0.5")
                                                            << R"({"chips": {"5": 1}})" << malformed
                                                            << R"(line 1: scenario.chips."3": not a denomination of the float)";
        QTest::newRow("no chip to colour up") << scenario(R"({"5": 0})", kDefaultFloat, "0.5") << R"({"chips": {}})"
                                              << malformed << "line 1: scenario.chips: no chip to colour up";
        QTest::newRow("an answer chip not in the float") << sixtyFour << R"({"chips": {"50": 1, "10": 1, "2.5": 1, "1": 1, "0.5": 1}})"
                                                         << malformed << R"(line 1: answer.chips."50": not a denomination of the float)";
    }
    void colourUpIsJudged() { checkRow("chips.colour-up"); }

    // chips.change (house convention): chips of at least the table's smallest chip,
    // the fewest; what is off that chip is handed back.
    void changeIsJudged_data()
    {
        addJudgedColumns();
        const auto scenario = [](const char *cash, const char *unit) {
            return QString(R"({"cash": "%1", "float": %2, "chip_unit": "%3"})").arg(cash, kDefaultFloat, unit);
        };
        QTest::newRow("60 at a 25 table: two 25s, 10 back") << scenario("60", "25") << R"({"chips": {"25": 2}, "returned": "10"})"
                                                            << right << "";
        QTest::newRow("60 at a 25 table: nothing back is wrong") << scenario("60", "25")
                                                                 << R"({"chips": {"25": 2}, "returned": "0"})" << wrong << "";
        QTest::newRow("60 at a 5 table: 25 + 25 + 10") << scenario("60", "5") << R"({"chips": {"25": 2, "10": 1}, "returned": "0"})"
                                                       << right << "";
        QTest::newRow("37 at a 1 table: 25 + 10 + 1 + 1") << scenario("37", "1")
                                                          << R"({"chips": {"25": 1, "10": 1, "1": 2}, "returned": "0"})" << right << "";
        QTest::newRow("37 at a 5 table: 25 + 10, 2 back") << scenario("37", "5")
                                                          << R"({"chips": {"25": 1, "10": 1}, "returned": "2"})" << right << "";
        QTest::newRow("37 at a 5 table in 5s is too many") << scenario("37", "5") << R"({"chips": {"5": 7}, "returned": "2"})"
                                                           << wrong << "";
        QTest::newRow("a chip below the table's") << scenario("37", "1")
                                                  << R"({"chips": {"25": 1, "10": 1, "1": 1, "0.5": 2}, "returned": "0"})"
                                                  << malformed << R"(line 1: answer.chips."0.5": below the table's smallest chip 1)";
        QTest::newRow("a table chip not in the float") << scenario("60", "3") << R"({"chips": {"25": 2}, "returned": "10"})"
                                                       << malformed << "line 1: scenario.chip_unit: 3 is no chip of the float";
        QTest::newRow("no cash") << scenario("0", "5") << R"({"chips": {}, "returned": "0"})" << malformed
                                 << "line 1: scenario.cash: must be more than 0";
        QTest::newRow("cash too large to work out, named as cash")
            << QString(R"({"cash": "9999999999.99", "float": ["0.01", "0.03", "1000"], "chip_unit": "0.03"})")
            << R"({"chips": {}, "returned": "0"})" << malformed << "line 1: scenario.cash: too large to work out the fewest chips";
        QTest::newRow("returned missing") << scenario("60", "25") << R"({"chips": {"25": 2}})" << malformed
                                          << "line 1: answer.returned: missing";
    }
    void changeIsJudged() { checkRow("chips.change"); }

    // chips.count: stacks as they lie, from the bottom; the total.
    void countIsJudged_data()
    {
        QTest::addColumn<QString>("stacks");
        QTest::addColumn<QString>("total");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<QString>("error");
        const auto right = int(BankChecker::Verdict::Right), wrong = int(BankChecker::Verdict::Wrong),
                   malformed = int(BankChecker::Verdict::Malformed);
        QTest::newRow("a stack of 20 fives and 7 more: 135")
            << R"([[{"chip": "5", "count": 20}], [{"chip": "5", "count": 7}]])" << "135" << right << "";
        QTest::newRow("20 × 25, 20 × 5, 3 × 1: 603")
            << R"([[{"chip": "25", "count": 20}], [{"chip": "5", "count": 20}], [{"chip": "1", "count": 3}]])" << "603" << right << "";
        QTest::newRow("4 × 25 under 3 × 5, and 6 × 2.5: 130")
            << R"([[{"chip": "25", "count": 4}, {"chip": "5", "count": 3}], [{"chip": "2.5", "count": 6}]])" << "130" << right << "";
        QTest::newRow("the same counted 130.5 is wrong")
            << R"([[{"chip": "25", "count": 4}, {"chip": "5", "count": 3}], [{"chip": "2.5", "count": 6}]])" << "130.5" << wrong << "";
        QTest::newRow("a chip not in the float") << R"([[{"chip": "25", "count": 4}, {"chip": "3", "count": 3}]])" << "109"
                                                 << malformed << "line 1: scenario.stacks[0][1].chip: not a denomination of the float";
        QTest::newRow("a run of no chip") << R"([[{"chip": "25", "count": 4}], [{"chip": "5", "count": 0}]])" << "100" << malformed
                                          << "line 1: scenario.stacks[1][0].count: must be a whole number from 1 to 100, not 0";
        QTest::newRow("no stack") << "[]" << "0" << malformed << "line 1: scenario.stacks: must be an array of 1 to 30 stacks";
    }
    void countIsJudged()
    {
        QFETCH(QString, stacks);
        QFETCH(QString, total);
        QFETCH(int, verdict);
        QFETCH(QString, error);
        const QString scenario = QString(R"({"stacks": %1, "float": %2, "chip_unit": "0.5"})").arg(stacks, kDefaultFloat);
        BankChecker checker(TopicRegistry::builtin());
        const auto r = checker.checkLine(line("chips.count", scenario, QString(R"({"total": "%1"})").arg(total)).toStdString(), 1);
        QVERIFY2(QString::fromStdString(r->error).startsWith(error), r->error.c_str());
        QCOMPARE(int(r->verdict), verdict);
    }

    void countCellKey_data()
    {
        QTest::addColumn<QString>("stacks");
        QTest::addColumn<QString>("key");
        QTest::newRow("one colour") << R"([[{"chip": "5", "count": 20}], [{"chip": "5", "count": 7}]])" << "one-colour:5";
        QTest::newRow("colours") << R"([[{"chip": "1", "count": 3}], [{"chip": "100", "count": 2}]])" << "colours:100";
        QTest::newRow("mixed") << R"([[{"chip": "25", "count": 4}, {"chip": "5", "count": 3}]])" << "mixed:25";
    }
    void countCellKey()
    {
        QFETCH(QString, stacks);
        QFETCH(QString, key);
        const Topic &t = topic("chips.count");
        const auto k = t.cellKey(Game::Craps, json(QString(R"({"stacks": %1, "float": %2, "chip_unit": "0.5"})").arg(stacks, kDefaultFloat)));
        QCOMPARE(QString::fromStdString(k->text()), key);
        QCOMPARE(t.readCellKey(k->text()), k);
    }

    // chips.count's levels are the layout's shapes: one colour, stacks of one colour
    // each, mixed stacks (the 0.5 chip has no smaller one: its layouts stay one colour).
    void countLevelsAreShapes()
    {
        const Topic &t = topic("chips.count");
        const char *shapes[] = {"one-colour", "colours", "mixed"};
        for (int level = kMinLevel; level <= kMaxLevel; ++level)
            generateQuestions(t, Game::Craps, 90, 5, level, [&](Question &q, const Prompt &) {
                const CellKey key = *t.cellKey(q.game, q.scenario);
                QCOMPARE(std::string(key["shape"]), std::string(key["top"] == "0.5" ? "one-colour" : shapes[level - 1]));
            });
    }

    // chips.cut: the payout in the bet's chips, full stacks and loose, the rest in the
    // fewest smaller chips; rounded down to the smallest chip (RULINGS).
    void cutIsJudged_data()
    {
        addJudgedColumns();
        const auto scenario = [](const char *chip, int count, const char *pays, int stack) {
            return QString(R"({"bet": {"chip": "%1", "count": %2}, "pays": "%3", "stack": %4, "float": %5, "chip_unit": "0.5"})")
                .arg(chip).arg(count).arg(pays).arg(stack).arg(kDefaultFloat);
        };
        QTest::newRow("12 × 5 at 3:2 is 90: 18 fives, 3 stacks of 5 and 3")
            << scenario("5", 12, "3:2", 5) << R"({"paid": "90", "stacks": 3, "loose": 3, "rest": {}})" << right << "";
        QTest::newRow("12 × 5 at 3:2 in stacks of 20: 18 loose")
            << scenario("5", 12, "3:2", 20) << R"({"paid": "90", "stacks": 0, "loose": 18, "rest": {}})" << right << "";
        QTest::newRow("3 × 5 at 3:2 is 22.5: 4 fives and a 2.5")
            << scenario("5", 3, "3:2", 20) << R"({"paid": "22.5", "stacks": 0, "loose": 4, "rest": {"2.5": 1}})" << right << "";
        QTest::newRow("12 × 5 at 95:100 is 57: 11 fives, 2 stacks of 5 and 1, the rest 1 + 1")
            << scenario("5", 12, "95:100", 5) << R"({"paid": "57", "stacks": 2, "loose": 1, "rest": {"1": 2}})" << right << "";
        QTest::newRow("7 × 25 at 7:6 is 204.16, paid 204: 8 of 25, the rest 2.5 + 1 + 0.5")
            << scenario("25", 7, "7:6", 5) << R"({"paid": "204", "stacks": 1, "loose": 3, "rest": {"2.5": 1, "1": 1, "0.5": 1}})"
            << right << "";
        QTest::newRow("40 × 1 at 11:1 is 440: 22 stacks of 20")
            << scenario("1", 40, "11:1", 20) << R"({"paid": "440", "stacks": 22, "loose": 0, "rest": {}})" << right << "";
        QTest::newRow("18 fives as 2 stacks of 5 and 2 is wrong")
            << scenario("5", 12, "3:2", 5) << R"({"paid": "90", "stacks": 3, "loose": 2, "rest": {}})" << wrong << "";
        QTest::newRow("the rest as five 0.5s is too many chips")
            << scenario("5", 3, "3:2", 20) << R"({"paid": "22.5", "stacks": 0, "loose": 4, "rest": {"0.5": 5}})" << wrong << "";
        QTest::newRow("a ratio written 3/2") << scenario("5", 12, "3/2", 5) << R"({"paid": "90", "stacks": 3, "loose": 3, "rest": {}})"
                                             << malformed << "line 1: scenario.pays: ";
        QTest::newRow("a stack of 10") << scenario("5", 12, "3:2", 10) << R"({"paid": "90", "stacks": 1, "loose": 8, "rest": {}})"
                                       << malformed << "line 1: scenario.stack: a stack is 5 or 20 chips (the house's setting), not 10";
        QTest::newRow("a bet in a chip not in the float") << scenario("3", 12, "3:2", 5)
                                                          << R"({"paid": "54", "stacks": 3, "loose": 3, "rest": {}})" << malformed
                                                          << "line 1: scenario.bet.chip: not a denomination of the float";
        QTest::newRow("a rest in a chip not in the float")
            << scenario("5", 3, "3:2", 20) << R"({"paid": "22.5", "stacks": 0, "loose": 4, "rest": {"2": 1, "0.5": 1}})"
            << malformed << R"(line 1: answer.rest."2": not a denomination of the float)";
    }
    void cutIsJudged() { checkRow("chips.cut"); }

    // chips.units (house convention): the largest stake in proper units not above
    // what was put down, and its win, exactly in whole chips.
    void unitsAreJudged_data()
    {
        addJudgedColumns();
        const auto scenario = [](const char *bet, int point, const char *offered, const char *chip) {
            return QString(R"({"bet": "%1", %2"offered": "%3", "chip_unit": "%4"})")
                .arg(bet, point ? QString(R"("point": %1, )").arg(point) : QString(), offered, chip);
        };
        const auto answer = [](const char *stake, const char *paid) {
            return QString(R"({"stake": "%1", "paid": "%2"})").arg(stake, paid);
        };
        QTest::newRow("place 6 in sixes: 20 is 18, wins 21") << scenario("place-6", 0, "20", "1") << answer("18", "21") << right << "";
        QTest::newRow("place 6 at 18 stays, wins 21") << scenario("place-6", 0, "18", "1") << answer("18", "21") << right << "";
        QTest::newRow("place 5 in fives: 12 is 10, wins 14") << scenario("place-5", 0, "12", "1") << answer("10", "14") << right << "";
        QTest::newRow("place 4 in fives: 25 wins 45") << scenario("place-4", 0, "25", "1") << answer("25", "45") << right << "";
        QTest::newRow("lay 4 in elevens: 40 is 33, wins 15") << scenario("lay-4", 0, "40", "1") << answer("33", "15") << right << "";
        QTest::newRow("lay 5 in eights: 20 is 16, wins 10") << scenario("lay-5", 0, "20", "1") << answer("16", "10") << right << "";
        QTest::newRow("lay 6 in fives: 24 is 20, wins 16") << scenario("lay-6", 0, "24", "1") << answer("20", "16") << right << "";
        QTest::newRow("odds on 6 in fives: 12 is 10, wins 12") << scenario("pass-odds", 6, "12", "1") << answer("10", "12") << right << "";
        QTest::newRow("odds on 5 in twos: 7 is 6, wins 9") << scenario("pass-odds", 5, "7", "1") << answer("6", "9") << right << "";
        QTest::newRow("odds on 4 in ones: 7 wins 14") << scenario("pass-odds", 4, "7", "1") << answer("7", "14") << right << "";
        QTest::newRow("don't odds on 4 in twos: 7 is 6, wins 3") << scenario("dont-pass-odds", 4, "7", "1") << answer("6", "3")
                                                                 << right << "";
        QTest::newRow("don't odds on 9 in threes: 10 is 9, wins 6") << scenario("dont-pass-odds", 9, "10", "1") << answer("9", "6")
                                                                    << right << "";
        QTest::newRow("don't come odds on 8 in sixes: 20 is 18, wins 15")
            << scenario("dont-come-odds", 8, "20", "1") << answer("18", "15") << right << "";
        QTest::newRow("place 6 with chips of 5: units of 30, 50 is 30, wins 35")
            << scenario("place-6", 0, "50", "5") << answer("30", "35") << right << "";
        QTest::newRow("place 6 at 20 kept whole is wrong") << scenario("place-6", 0, "20", "1") << answer("20", "23") << wrong << "";
        QTest::newRow("place 6 under one unit") << scenario("place-6", 0, "5", "1") << answer("0", "0") << malformed
                                                << "line 1: scenario.offered: under one proper unit, 6 (6 chips of 1)";
        QTest::newRow("a field bet has no units here") << scenario("field", 0, "5", "1") << answer("5", "5") << malformed
                                                       << "line 1: scenario.bet: chips.units asks the place, lay and odds bets, not field";
        QTest::newRow("odds without a point") << scenario("pass-odds", 0, "10", "1") << answer("10", "12") << malformed
                                              << "line 1: scenario.point: missing";
        QTest::newRow("a point on a place bet") << scenario("place-6", 6, "18", "1") << answer("18", "21") << malformed
                                                << "line 1: scenario.point: only the odds have a point here";
        QTest::newRow("a stake off the chip") << scenario("place-6", 0, "18.5", "1") << answer("18", "21") << malformed
                                              << "line 1: scenario.offered: a stake is chips: a whole number of 1";
    }
    void unitsAreJudged() { checkRow("chips.units", "craps"); }

    void unitsAreCrapsOnly()
    {
        BankChecker checker(TopicRegistry::builtin());
        const auto r = checker.checkLine(line("chips.units", R"({"bet": "place-6", "offered": "18", "chip_unit": "1"})",
                                              R"({"stake": "18", "paid": "21"})", "blackjack")
                                             .toStdString(),
                                         1);
        QCOMPARE(r->verdict, BankChecker::Verdict::Malformed);
        QVERIFY2(r->error.find("chips.units is not asked for blackjack") != std::string::npos, r->error.c_str());
    }

    // Every chip topic: a block of cellCount questions at each level visits every
    // generator cell once, its cell key read back; at level 3 each line is right
    // under `check` and its answer explained.
    void generatorsCoverEveryCell_data()
    {
        QTest::addColumn<QString>("topicName");
        for (const char *name : {"chips.pay", "chips.colour-up", "chips.change", "chips.count", "chips.cut", "chips.units"})
            QTest::newRow(name) << name;
    }
    void generatorsCoverEveryCell()
    {
        QFETCH(QString, topicName);
        const Topic &t = topic(topicName.toLatin1().constData());
        const Game game = topicName == "chips.units" ? Game::Craps : Game::Blackjack;
        QCOMPARE(t.games().size(), topicName == "chips.units" ? std::size_t(1) : allGames().size());
        for (int level = kMinLevel; level <= kMaxLevel; ++level) {
            std::set<std::string> cells;
            const std::size_t n = t.cellCount(game);
            BankChecker checker(TopicRegistry::builtin());
            std::size_t lineNo = 0;
            generateQuestions(t, game, n, 21, level, [&](Question &q, const Prompt &) {
                const auto key = t.cellKey(q.game, q.scenario);
                QVERIFY(key);
                QCOMPARE(t.readCellKey(key->text()), key);
                // The generator's cell: the float or the table's chip, and the key
                // (chips.count: its largest chip).
                std::string cell = (q.scenario.find("float") ? q.scenario.find("float")->dump() : std::string())
                                   + q.scenario.find("chip_unit")->text();
                cell += topicName == "chips.count" ? std::string((*key)["top"]) : key->text();
                cells.insert(cell);
                // Judged and explained at the highest level, whose amounts are the widest.
                if (level == kMaxLevel) {
                    QCOMPARE(checker.checkLine(q.toJson().dump(), ++lineNo)->verdict, BankChecker::Verdict::Right);
                    QVERIFY(!t.explain(q.game, q.scenario, q.answer).empty());
                }
            });
            QCOMPARE(cells.size(), n);
        }
    }

    // The chips a scenario keeps elsewhere move with the profile's chip too: the bet
    // of chips.cut, the stacks of chips.count (×10 from 0.5 to 5).
    void ownChipsMoveWithTheProfileChip_data()
    {
        QTest::addColumn<QString>("topicName");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("answer");
        QTest::newRow("3 × 5 at 3:2 becomes 3 × 50: 225, four 50s and a 25")
            << "chips.cut"
            << QString(R"({"bet": {"chip": "5", "count": 3}, "pays": "3:2", "stack": 20, "float": %1, "chip_unit": "0.5"})").arg(kDefaultFloat)
            << R"({"paid": "225", "stacks": 0, "loose": 4, "rest": {"25": 1}})";
        QTest::newRow("4 × 25 under 3 × 5 becomes 4 × 250 under 3 × 50: 1,150")
            << "chips.count"
            << QString(R"({"stacks": [[{"chip": "25", "count": 4}, {"chip": "5", "count": 3}]], "float": %1, "chip_unit": "0.5"})").arg(kDefaultFloat)
            << R"({"total": "1150"})";
    }
    void ownChipsMoveWithTheProfileChip()
    {
        QFETCH(QString, topicName);
        QFETCH(QString, scenario);
        QFETCH(QString, answer);
        const Topic &t = topic(topicName.toLatin1().constData());
        RuleProfile profile;
        profile.chipUnit = Money::fromInteger(5);
        const JsonValue s = t.applyProfile(Game::Craps, json(scenario), profile);
        QCOMPARE(QString::fromStdString(t.solve(Game::Craps, s).dump()), answer);
    }

    // An exam at another chip moves the float, the amount and the chip unit together.
    void payMovesWithTheProfileChip()
    {
        const Topic &t = topic("chips.pay");
        RuleProfile profile;
        profile.chipUnit = Money::fromInteger(5);
        const JsonValue s = t.applyProfile(Game::PuntoBanco, json(payScenario("40", kDefaultFloat, "0.5")), profile);
        QCOMPARE(QString::fromStdString(s.dump()),
                 QString(R"({"amount": "400", "float": ["5", "10", "25", "50", "100", "250", "1000", "5000", "10000"], )"
                         R"("chip_unit": "5"})"));
        QCOMPARE(QString::fromStdString(t.solve(Game::PuntoBanco, s).dump()), QString(R"({"chips": {"250": 1, "100": 1, "50": 1}})"));
    }
};

QTEST_APPLESS_MAIN(TestChipsTopics)
#include "tst_chipstopics.moc"
