// Blackjack play records (question-bank.md, "Play records"): the same seed gives
// the same lines; check-play agrees with 300 rounds of the engine; a record worked
// by hand from art. 14 is judged as the article says; a changed stake, outcome or
// payment is reported naming its field.

#include "InputError.h"
#include "bank/Json.h"
#include "play/Play.h"

#include <QtTest>

using namespace croupier;

namespace {

std::vector<JsonValue> play(std::uint64_t seed, int rounds, int decks = 0)
{
    PlayOptions options;
    options.game = Game::Blackjack;
    options.seed = seed;
    options.rounds = rounds;
    options.decks = decks;
    std::vector<JsonValue> lines;
    playRounds(options, [&](const JsonValue &record) { lines.push_back(record); });
    return lines;
}

QString joined(const std::vector<std::string> &found)
{
    QStringList out;
    for (const std::string &s : found)
        out << QString::fromStdString(s);
    return out.join(QLatin1String(" | "));
}

/// @p record with settlement[@p index].@p field set to @p value.
JsonValue changed(JsonValue record, std::size_t index, const std::string &field, const std::string &value)
{
    const JsonValue settlement = record.take("settlement");
    JsonValue out = JsonValue::array();
    for (std::size_t i = 0; i < settlement.items().size(); ++i) {
        JsonValue entry = settlement.items()[i];
        if (i == index)
            entry.set(field, JsonValue::string(value));
        out.push(std::move(entry));
    }
    record.set("settlement", std::move(out));
    return record;
}

// Worked from art. 14 with a 1 chip (RULINGS, rounding). The dealer's 6-T-5 is 21.
// Box 1: A-K, a blackjack against a 6, paid at once 3:2 of 25 = 37.5, rounded down: 37 (§12 β).
// Box 2: T-9 = 19 loses to 21 (§12 δ). Box 3: 5-6 doubled, T: 21 on 21, a push on 20 (§15, §12 δ).
// Round 1 opens the table (§2–6): 6 decks, 6 × 52 = 312 counted and shuffled; the player lifts
// 150, leaving 150 and 162, each at least a deck (§3); 52 behind the cut card (§4); 5 burned
// (§6), which `burned` counts. The dealer announces 6 + T = 16, then 16 + 5 = 21 (§12 α).
const char *kWorked = R"({"game": "blackjack", "seed": 1, "round": 1, "burned": 5, "dealer": ["6H", "TC", "5D"],
 "boxes": [{"box": 1, "bettors": [{"bettor": 0, "stake": "25"}], "hands": [{"cards": ["AS", "KD"], "from_split": false, "doubled": false}]},
           {"box": 2, "bettors": [{"bettor": 0, "stake": "10"}], "hands": [{"cards": ["TH", "9S"], "from_split": false, "doubled": false}]},
           {"box": 3, "bettors": [{"bettor": 0, "stake": "10"}], "hands": [{"cards": ["5C", "6D", "TS"], "from_split": false, "doubled": true}]}],
 "settlement": [{"box": 1, "bettor": 0, "hand": 0, "bet": "main", "stake": "25", "outcome": "win", "paid": "37"},
                {"box": 3, "bettor": 0, "hand": 0, "bet": "main", "stake": "20", "outcome": "push", "paid": "0"},
                {"box": 2, "bettor": 0, "hand": 0, "bet": "main", "stake": "10", "outcome": "lose", "paid": "0"}],
 "incident": null, "steps": [
  {"action": "count", "target": "shoe", "amount": "312", "source": "art. 14 §2"},
  {"action": "shuffle", "target": "shoe", "amount": "312", "source": "art. 14 §2"},
  {"action": "cut", "target": "player", "amount": "150", "source": "art. 14 §3"},
  {"action": "cut-card", "target": "shoe", "amount": "52", "source": "art. 14 §4"},
  {"action": "burn", "target": "shoe", "amount": "5", "source": "art. 14 §6"},
  {"action": "deal", "target": "", "amount": "", "source": "art. 14 §12 α"},
  {"action": "pay", "target": "1.0.0", "amount": "37", "source": "art. 14 §12 β"},
  {"action": "announce", "target": "2.0", "amount": "19", "source": "art. 14 §12 α"},
  {"action": "announce", "target": "3.0", "amount": "11", "source": "art. 14 §12 α"},
  {"action": "hit", "target": "dealer", "amount": "", "source": "art. 14 §12 γ"},
  {"action": "announce", "target": "dealer", "amount": "16", "source": "art. 14 §12 α"},
  {"action": "hit", "target": "dealer", "amount": "", "source": "art. 14 §12 γ"},
  {"action": "announce", "target": "dealer", "amount": "21", "source": "art. 14 §12 α"},
  {"action": "stand", "target": "dealer", "amount": "", "source": "art. 14 §12 γ"},
  {"action": "push", "target": "3.0.0", "amount": "", "source": "art. 14 §12 δ"},
  {"action": "collect", "target": "2.0.0", "amount": "", "source": "art. 14 §12 δ"}]})";

// The dealer's A-K is a blackjack: the insurance of 10 pays 2:1 = 20 (§13); T-9 loses the bet of 20.
// Box 2: 8-8 split into 8-T = 18 and 8-3-T = 21: 21 after a split is no blackjack, both lose (§14, §13).
// A round in the middle of a shoe (round 2, nothing burned): no opening.
const char *kInsured = R"({"game": "blackjack", "seed": 1, "round": 2, "burned": 0, "dealer": ["AS", "KH"],
 "boxes": [{"box": 1, "bettors": [{"bettor": 0, "stake": "20"}], "hands": [{"cards": ["TH", "9C"], "from_split": false, "doubled": false}]},
           {"box": 2, "bettors": [{"bettor": 0, "stake": "10"}], "hands": [{"cards": ["8C", "TD"], "from_split": true, "doubled": false},
                                                                          {"cards": ["8D", "3S", "TS"], "from_split": true, "doubled": false}]}],
 "settlement": [{"box": 1, "bettor": 0, "hand": 0, "bet": "insurance", "stake": "10", "outcome": "win", "paid": "20"},
                {"box": 2, "bettor": 0, "hand": 1, "bet": "main", "stake": "10", "outcome": "lose", "paid": "0"},
                {"box": 2, "bettor": 0, "hand": 0, "bet": "main", "stake": "10", "outcome": "lose", "paid": "0"},
                {"box": 1, "bettor": 0, "hand": 0, "bet": "main", "stake": "20", "outcome": "lose", "paid": "0"}],
 "incident": null, "steps": []})";

} // namespace

class TestBlackjackPlay : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameLines_data();
    void sameSeedSameLines();
    void checkAgrees_data();
    void checkAgrees();
    void workedRecords_data();
    void workedRecords();
    void changedSettlementReported_data();
    void changedSettlementReported();
    void badRecordNamesItsField();
    void stepsChecked_data();
    void stepsChecked();
};

void TestBlackjackPlay::sameSeedSameLines_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("decks");
    QTest::newRow("seed 1, six decks") << quint64(1) << 0;
    QTest::newRow("seed 77, four decks (art. 14 §1)") << quint64(77) << 4;
}

void TestBlackjackPlay::sameSeedSameLines()
{
    QFETCH(quint64, seed);
    QFETCH(int, decks);
    const auto a = play(seed, 40, decks), b = play(seed, 40, decks), c = play(seed + 1, 40, decks);
    QCOMPARE(a.size(), std::size_t(40));
    bool differs = false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].dump(), b[i].dump());
        differs = differs || a[i].dump() != c[i].dump();
    }
    QVERIFY(differs);
}

void TestBlackjackPlay::checkAgrees_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("decks");
    QTest::newRow("300 rounds, seed 1") << quint64(1) << 0;
    QTest::newRow("300 rounds, seed 2024, four decks") << quint64(2024) << 4;
}

void TestBlackjackPlay::checkAgrees()
{
    QFETCH(quint64, seed);
    QFETCH(int, decks);
    const auto lines = play(seed, 300, decks);
    QCOMPARE(lines.size(), std::size_t(300));
    const std::vector<std::string> keys {"game", "seed", "round", "burned", "dealer", "boxes", "settlement",
        "incident", "steps"};
    int settlements = 0, burns = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        // Each line as the CLI writes it, read back.
        const JsonValue record = parseJson(lines[i].dump());
        QCOMPARE(record.keys(), keys);
        QCOMPARE(record.find("round")->text(), std::to_string(i + 1));
        QVERIFY(record.find("incident")->isNull());
        // §2: round 1 opens the table with the count; a shoe's first round with its shuffle.
        const std::string first = record.find("steps")->items().front().find("action")->text();
        QCOMPARE(first, std::string(i == 0 ? "count" : record.find("burned")->text() == "5" ? "shuffle" : "deal"));
        settlements += int(record.find("settlement")->items().size());
        burns += record.find("burned")->text() == "5";
        const auto found = checkPlayRecord(record);
        QVERIFY2(found.empty(), qPrintable(QString::number(i + 1) + ": " + joined(found)));
    }
    QVERIFY(settlements >= 300);
    QVERIFY(burns >= 2);   // §6: every new shoe's burn, in its first round
}

void TestBlackjackPlay::workedRecords_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("entry");      // -1: the record as written
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("reported"); // "" when the record agrees

    QTest::newRow("worked from art. 14: agrees") << kWorked << -1 << "" << "" << "";
    QTest::newRow("3:2 of 25 is 37, not 37.5 (rounded down to the chip)")
        << kWorked << 0 << "paid" << "37.5" << "settlement[0].paid: expected 37, found 37.5";
    QTest::newRow("a blackjack against a 6 is not a push")
        << kWorked << 0 << "outcome" << "push" << "settlement[0].outcome: expected win, found push";
    QTest::newRow("21 on 21 is a push, not a win")
        << kWorked << 1 << "outcome" << "win" << "settlement[1].outcome: expected push, found win";
    QTest::newRow("a double is settled on twice the bet")
        << kWorked << 1 << "stake" << "10" << "settlement[1].stake: expected 20, found 10";
    QTest::newRow("19 loses to 21 and is paid nothing")
        << kWorked << 2 << "paid" << "10" << "settlement[2].paid: expected 0, found 10";
    QTest::newRow("insurance against a dealer blackjack: agrees") << kInsured << -1 << "" << "" << "";
    QTest::newRow("insurance pays 2 to 1") << kInsured << 0 << "paid" << "10"
                                           << "settlement[0].paid: expected 20, found 10";
    QTest::newRow("insurance is at most half the bet")
        << kInsured << 0 << "stake" << "15" << "settlement[0].stake: insurance is at most half the bet";
    QTest::newRow("21 after a split is no blackjack against the dealer's")
        << kInsured << 1 << "outcome" << "push" << "settlement[1].outcome: expected lose, found push";
    QTest::newRow("even money only on a blackjack")
        << kInsured << 3 << "bet" << "even-money" << "settlement[3]: player: even money is offered on a blackjack only";
}

void TestBlackjackPlay::workedRecords()
{
    QFETCH(QString, line);
    QFETCH(int, entry);
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, reported);

    JsonValue record = parseJson(line.toStdString());
    if (entry >= 0)
        record = changed(std::move(record), std::size_t(entry), field.toStdString(), value.toStdString());
    const QString found = joined(checkPlayRecord(record));
    if (reported.isEmpty())
        QVERIFY2(found.isEmpty(), qPrintable(found));
    else
        QVERIFY2(found.startsWith(reported), qPrintable(found));
}

void TestBlackjackPlay::changedSettlementReported_data()
{
    QTest::addColumn<QString>("field");
    QTest::newRow("a changed paid is reported") << "paid";
    QTest::newRow("a changed outcome is reported") << "outcome";
}

void TestBlackjackPlay::changedSettlementReported()
{
    QFETCH(QString, field);
    // The first payment the engine made in a seeded play, changed by one chip or to a loss.
    for (const JsonValue &record : play(5, 50)) {
        const auto &entries = record.find("settlement")->items();
        for (std::size_t i = 0; i < entries.size(); ++i) {
            if (entries[i].find("outcome")->text() != "win")
                continue;
            const std::string paid = entries[i].find("paid")->text();
            const std::string value = field == "paid" ? std::to_string(std::stoi(paid) + 1) : std::string("lose");
            const auto found = checkPlayRecord(changed(record, i, field.toStdString(), value));
            QCOMPARE(found.size(), std::size_t(1));
            const std::string named = "settlement[" + std::to_string(i) + "]." + field.toStdString() + ": expected ";
            QVERIFY2(found.front().starts_with(named), found.front().c_str());
            return;
        }
    }
    QFAIL("no payment in 50 rounds");
}

void TestBlackjackPlay::badRecordNamesItsField()
{
    JsonValue record = parseJson(kWorked);
    record.set("dealer", JsonValue::array({JsonValue::string("6X")}));
    try {
        checkPlayRecord(record);
        QFAIL("a bad card was read");
    } catch (const InputError &e) {
        QCOMPARE(e.field(), std::string("dealer[0]"));
    }
}

/// @p record with steps[@p index].@p field set to @p value, or the step removed when @p field is empty.
JsonValue stepChanged(JsonValue record, int index, const std::string &field, const std::string &value)
{
    const JsonValue steps = record.take("steps");
    JsonValue out = JsonValue::array();
    for (std::size_t i = 0; i < steps.items().size(); ++i) {
        JsonValue step = steps.items()[i];
        if (int(i) == index && field.empty())
            continue;
        if (int(i) == index)
            step.set(field, JsonValue::string(value));
        out.push(std::move(step));
    }
    record.set("steps", std::move(out));
    return record;
}

void TestBlackjackPlay::stepsChecked_data()
{
    QTest::addColumn<int>("index");     // in kWorked's steps
    QTest::addColumn<QString>("field"); // "" removes the step
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("reported");

    // The opening (§2–6), worked in kWorked's comment.
    QTest::newRow("a shoe opened without its cut card (§4)") << 3 << "" << ""
        << "steps: the opening of the shoe (art. 14 §2–6) before the deal is count, shuffle, cut, cut-card, burn; "
           "found count, shuffle, cut, burn";
    QTest::newRow("the table opened without the count (§2)") << 0 << "" << ""
        << "steps: the opening of the shoe (art. 14 §2–6) before the deal is count, shuffle, cut, cut-card, burn; "
           "found shuffle, cut, cut-card, burn";
    QTest::newRow("300 cards are not whole decks (§1, §2)") << 0 << "amount" << "300"
        << "steps[0].amount: \"300\" is not the cards of 4 to 6 whole decks";
    // §3: 30 lifted leaves 30 on top, under a deck; 290 leaves 312 − 290 = 22 below.
    QTest::newRow("a cut of 30 leaves less than a deck on top (§3)") << 2 << "amount" << "30"
        << "steps[2].amount: a cut of \"30\" of 312 cards leaves less than one deck (52) on a side (art. 14 §3)";
    QTest::newRow("a cut of 290 leaves 22 below (§3)") << 2 << "amount" << "290"
        << "steps[2].amount: a cut of \"290\" of 312 cards leaves less than one deck";
    QTest::newRow("a cut of 52 leaves exactly a deck: agrees") << 2 << "amount" << "52" << "";
    QTest::newRow("a cut of 260 leaves exactly a deck below: agrees") << 2 << "amount" << "260" << "";
    QTest::newRow("40 cards behind the cut card are under a deck (§4)") << 3 << "amount" << "40"
        << "steps[3].amount: \"40\" cards behind the cut card; at least one deck, 52 (art. 14 §4)";
    // §4 "όσο περίπου μία πλήρης τράπουλα": about one deck. 77 is one deck and 25 cards, nearer one
    // deck than two; 78 is a deck and a half, as near two decks as one; 104 is two decks.
    QTest::newRow("77 cards behind the cut card, nearer one deck than two: agrees") << 3 << "amount" << "77" << "";
    QTest::newRow("78 cards behind the cut card are a deck and a half (§4)") << 3 << "amount" << "78"
        << "steps[3].amount: \"78\" cards behind the cut card; about one deck: fewer than a deck and a half, 78 "
           "(art. 14 §4)";
    QTest::newRow("two decks behind the cut card (§4)") << 3 << "amount" << "104"
        << "steps[3].amount: \"104\" cards behind the cut card; about one deck";
    QTest::newRow("four burned, not five (§6)") << 4 << "amount" << "4"
        << "steps[4].amount: the first 5 cards are burned unseen (art. 14 §6), found \"4\"";
    // §12 α: the dealer's 6, T is 16, and 6, T, 5 is 21.
    QTest::newRow("the dealer's 16 announced as 17 (§12 α)") << 10 << "amount" << "17"
        << "steps[10].amount: the dealer's 2 cards make 16, found \"17\" (art. 14 §12 α)";
    QTest::newRow("the dealer stands without announcing 21 (§12 α)") << 12 << "" << ""
        << "steps[12]: the dealer announces his total, 21, before he stands (art. 14 §12 α)";
    QTest::newRow("the dealer draws again without announcing 16 (§12 α)") << 10 << "" << ""
        << "steps[10]: the dealer announces his total, 16, before he draws again (art. 14 §12 α)";
}

void TestBlackjackPlay::stepsChecked()
{
    QFETCH(int, index);
    QFETCH(QString, field);
    QFETCH(QString, value);
    QFETCH(QString, reported);

    const JsonValue record = stepChanged(parseJson(kWorked), index, field.toStdString(), value.toStdString());
    const QString found = joined(checkPlayRecord(record));
    if (reported.isEmpty())
        QVERIFY2(found.isEmpty(), qPrintable(found));
    else
        QVERIFY2(found.startsWith(reported), qPrintable(found));
}

QTEST_GUILESS_MAIN(TestBlackjackPlay)
#include "tst_blackjackplay.moc"
