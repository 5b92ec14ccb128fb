// Play records at the craps table (question-bank.md, "Play records"): playCraps writes
// one line per roll from the seeded round; checkCrapsRecord re-derives every settlement
// from the line's bets, point and dice and names each disagreement.
#include "InputError.h"
#include "bank/Json.h"
#include "play/Play.h"

#include <QTest>

#include <string>
#include <vector>

using namespace croupier;

namespace {

std::vector<std::string> play(std::uint64_t seed, int rolls)
{
    PlayOptions o;
    o.game = Game::Craps;
    o.seed = seed;
    o.rounds = rolls;
    std::vector<std::string> lines;
    playRounds(o, [&](const JsonValue &record) { lines.push_back(record.dump()); });
    return lines;
}

/// A hand-made record: seat 1 WIN 10 and seat 2 PLACE 6 of 12 with the point 4,
/// and a 3-3: the place bet wins 14 (7:6, art. 16 §10 δ(1)); WIN stays (§10 α(1)).
const char *const kRecord =
    "{\"game\": \"craps\", \"seed\": 1, \"round\": 1, \"chip_unit\": \"1\", \"point\": 4, \"dice\": [3, 3], "
    "\"bets\": [{\"seat\": 1, \"bet\": \"pass\", \"stake\": \"10\", \"bet_point\": null, \"working\": false}, "
    "{\"seat\": 2, \"bet\": \"place-6\", \"stake\": \"12\", \"bet_point\": null, \"working\": false}], "
    "\"settlement\": [{\"outcome\": \"stay\", \"paid\": \"0\", \"moves_to\": null}, "
    "{\"outcome\": \"win\", \"paid\": \"14\", \"moves_to\": null}], \"point_after\": 4, \"incident\": null, "
    "\"steps\": [{\"action\": \"roll\", \"target\": \"1\", \"amount\": null, \"source\": \"art. 16 §8\"}, "
    "{\"action\": \"call\", \"target\": null, \"amount\": null, \"value\": \"6\", \"source\": \"art. 16 §2\"}, "
    "{\"action\": \"pay\", \"target\": \"1\", \"amount\": \"14\", \"source\": \"art. 16 §10 δ(1)\"}, "
    "{\"action\": \"puck\", \"target\": null, \"amount\": null, \"value\": \"4\", \"source\": \"art. 16 §10 α(1)\"}]}";

/// @p record with the text @p from replaced by @p to once.
std::string changed(std::string record, const std::string &from, const std::string &to)
{
    const auto at = record.find(from);
    if (at == std::string::npos)
        return {};
    return record.replace(at, from.size(), to);
}

} // namespace

class TestCrapsPlay : public QObject
{
    Q_OBJECT

private slots:
    void theSameSeedGivesTheSameLines()
    {
        const std::vector<std::string> a = play(42, 50);
        QCOMPARE(a.size(), std::size_t(50));
        QCOMPARE(play(42, 50), a);
        QVERIFY(play(43, 50) != a);
        // One line per roll, in order, each a craps record with every field of the spec.
        const JsonValue first = parseJson(a.front());
        for (const char *key : {"game", "seed", "round", "point", "dice", "bets", "settlement", "point_after",
                                "incident", "steps"})
            QVERIFY2(first.find(key), key);
        QCOMPARE(first.find("game")->text(), std::string("craps"));
        QCOMPARE(first.find("round")->text(), std::string("1"));
        QVERIFY(first.find("point")->isNull());   // the first roll is a come-out
        QVERIFY(first.find("incident")->isNull());
        QCOMPARE(parseJson(a.back()).find("round")->text(), std::string("50"));
    }

    void checkAgreesWithThreeHundredRolls()
    {
        int decided = 0;
        for (const std::string &line : play(2024, 300)) {
            const JsonValue record = parseJson(line);
            const std::vector<std::string> found = checkPlayRecord(record);
            QVERIFY2(found.empty(), (line + "\n" + (found.empty() ? std::string() : found.front())).c_str());
            for (const JsonValue &s : record.find("settlement")->items())
                decided += s.find("outcome")->text() == "win" || s.find("outcome")->text() == "lose";
        }
        QVERIFY(decided > 300);   // the rolls settle bets, not only a lone pass line
    }

    void checkAgreesWithAHandMadeRecord()
    {
        QCOMPARE(checkPlayRecord(parseJson(kRecord)), std::vector<std::string>{});
    }

    void reportsAChange_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("named");

        QTest::newRow("a payment changed")
            << "\"paid\": \"14\"" << "\"paid\": \"15\"" << "settlement[1].paid: expected 14, found 15";
        QTest::newRow("an outcome changed")
            << "\"outcome\": \"win\"" << "\"outcome\": \"lose\"" << "settlement[1].outcome: expected win, found lose";
        QTest::newRow("a point number set by the pass line")
            << "\"moves_to\": null}, {" << "\"moves_to\": 6}, {" << "settlement[0].moves_to: expected null, found 6";
        QTest::newRow("the point after changed")
            << "\"point_after\": 4" << "\"point_after\": null" << "point_after: expected 4, found null";
        QTest::newRow("a step paying another amount")
            << "\"amount\": \"14\"" << "\"amount\": \"12\"" << "steps[2].amount: expected 14, found 12";
        QTest::newRow("a winner collected instead of paid")
            << "\"action\": \"pay\"" << "\"action\": \"collect\"" << "is to be settled with one \"pay\" step, found 0";
        QTest::newRow("the puck left OFF")
            << "\"value\": \"4\"" << "\"value\": \"0\"" << "steps[3].value: expected the puck 4, found 0";
    }

    void reportsAChange()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, named);
        const std::string line = changed(kRecord, from.toStdString(), to.toStdString());
        QVERIFY(!line.empty());
        const std::vector<std::string> found = checkPlayRecord(parseJson(line));
        QVERIFY(!found.empty());
        QVERIFY2(QString::fromStdString(found.front()).contains(named), found.front().c_str());
    }

    void reportsAChangedPlayedLine()
    {
        // A payment changed in a played line is reported, naming it.
        for (const std::string &line : play(7, 100)) {
            const auto at = line.find("\"outcome\": \"win\", \"paid\": \"");
            if (at == std::string::npos)
                continue;
            std::string wrong = line;
            wrong.insert(at + std::string("\"outcome\": \"win\", \"paid\": \"").size(), "1");
            const std::vector<std::string> found = checkPlayRecord(parseJson(wrong));
            QVERIFY(!found.empty());
            QVERIFY2(found.front().find(".paid: expected ") != std::string::npos, found.front().c_str());
            return;
        }
        QFAIL("no winning bet in 100 rolls");
    }

    void refusesAnUnreadableRecord_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("field");

        QTest::newRow("a die of 7") << "[3, 3]" << "[3, 7]" << "dice[1]";
        QTest::newRow("a point of 7") << "\"point\": 4" << "\"point\": 7" << "point";
        QTest::newRow("an unknown bet") << "\"place-6\"" << "\"place-7\"" << "bets[1].bet";
        QTest::newRow("a settlement short of a bet")
            << ", {\"outcome\": \"win\", \"paid\": \"14\", \"moves_to\": null}]" << "]" << "settlement";
        QTest::newRow("an outcome that is no outcome") << "\"outcome\": \"win\"" << "\"outcome\": \"won\""
                                                       << "settlement[1].outcome";
        QTest::newRow("a payment that is no amount") << "\"paid\": \"14\"" << "\"paid\": \"14 EUR\""
                                                     << "settlement[1].paid";
    }

    void refusesAnUnreadableRecord()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, field);
        const std::string line = changed(kRecord, from.toStdString(), to.toStdString());
        QVERIFY(!line.empty());
        try {
            checkPlayRecord(parseJson(line));
            QFAIL("read without an error");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }

    void refusesDecks()
    {
        PlayOptions o;
        o.game = Game::Craps;
        o.decks = 6;
        try {
            playRounds(o, [](const JsonValue &) {});
            QFAIL("decks accepted at craps");
        } catch (const InputError &e) {
            QCOMPARE(e.field(), std::string("decks"));
        }
    }
};

QTEST_GUILESS_MAIN(TestCrapsPlay)
#include "tst_crapsplay.moc"
