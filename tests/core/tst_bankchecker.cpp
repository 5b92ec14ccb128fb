#include "bank/BankChecker.h"
#include "Money.h"
#include "bank/TopicRegistry.h"

#include "TopicGameRows.h"

#include <QtTest>

#include <sstream>

using namespace croupier;

namespace {
QString line(const QString &id, const QString &cards, const QString &answer, const QString &topic = "baccarat.total",
             const QString &game = "punto-banco")
{
    return QString(R"j({"id": "%1", "topic": "%2", "game": "%3", "scenario": {"cards": %4}, "answer": %5})j")
        .arg(id, topic, game, cards, answer);
}
/// The reports of @p bank's lines checked one by one (checkLine) into @p one, and of
/// @p text (those lines as a file holds them) read by checkStream into @p stream.
std::pair<std::string, std::string> lineByLineAndStream(const std::vector<std::string> &bank, const std::string &text,
    BankChecker &one, BankChecker &stream, unsigned threads)
{
    std::string expected;
    for (std::size_t i = 0; i < bank.size(); ++i)
        if (const auto r = one.checkLine(bank[i], i + 1))
            expected += BankChecker::report(*r) + '\n';
    std::istringstream in(text);
    std::string got;
    stream.checkStream(in, [&](std::string_view piece) { got += piece; }, threads);
    return {expected, got};
}

} // namespace

/// croupier-cli check, line by line: verdicts, messages and the exit status.
class TestBankChecker : public QObject
{
    Q_OBJECT

private slots:
    void judgesEachLine_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("report");
        QTest::newRow("right answer")
            << line("b-1", R"j(["5H", "8S"])j", R"j({"total": 3})j") << R"j({"id": "b-1", "ok": true})j";
        QTest::newRow("wrong answer shows the expected one")
            << line("b-2", R"j(["5H", "8S"])j", R"j({"total": 4})j")
            << R"j({"id": "b-2", "ok": false, "expected": {"total": 3}})j";
        QTest::newRow("not JSON names the column")
            << R"j({"id": "b-3", )j" << R"j({"id": null, "error": "line 1: not valid JSON at column 14: expected a key in double quotes"})j";
        QTest::newRow("topic not asked for the game")
            << line("b-5", R"j(["5H", "8S"])j", R"j({"total": 3})j", "baccarat.total", "craps")
            << R"j({"id": "b-5", "error": "line 1: game: baccarat.total is not asked for craps (only punto-banco, punto-banco-no-commission, punto-banco-super-six, chemin-de-fer, deux-tableaux)"})j";
        QTest::newRow("bad card is named under scenario")
            << line("b-6", R"j(["5H", "1S"])j", R"j({"total": 3})j")
            << R"j({"id": "b-6", "error": "line 1: scenario.cards[1]: not a card: '1S' has no rank (A 2-9 T J Q K)"})j";
        QTest::newRow("missing answer field is named under answer")
            << line("b-7", R"j(["5H", "8S"])j", R"j({"points": 3})j")
            << R"j({"id": "b-7", "error": "line 1: answer.total: missing"})j";
        QTest::newRow("answer out of range is malformed, not wrong")
            << line("b-8", R"j(["5H", "8S"])j", R"j({"total": 13})j")
            << R"j({"id": "b-8", "error": "line 1: answer.total: must be a whole number from 0 to 9, not 13"})j";
        QTest::newRow("line that is not an object")
            << "[1, 2]" << R"j({"id": null, "error": "line 1: a bank line must be a JSON object, not an array"})j";
        QTest::newRow("unknown fields are ignored")
            << R"j({"id": "b-9", "topic": "baccarat.burn", "game": "chemin-de-fer", "level": 2, )j"
               R"j("scenario": {"first": "7D", "note": "x"}, "answer": {"burn": 7, "why": "art. 15 §9"}})j"
            << R"j({"id": "b-9", "ok": true})j";
        QTest::newRow("windows line ending") << line("b-10", R"j(["TS", "9S"])j", R"j({"total": 9})j") + "\r"
                                             << R"j({"id": "b-10", "ok": true})j";
    }
    void judgesEachLine()
    {
        QFETCH(QString, text);
        QFETCH(QString, report);
        BankChecker checker(TopicRegistry::builtin());
        const auto r = checker.checkLine(text.toStdString(), 1);
        QVERIFY(r);
        QCOMPARE(QString::fromStdString(BankChecker::report(*r)), report);
    }

    void unknownTopicListsTheKnownOnes()
    {
        BankChecker checker(TopicRegistry::builtin());
        const auto r = checker.checkLine(
            line("b-4", R"j(["5H", "8S"])j", R"j({"total": 3})j", "baccarat.nothing").toStdString(), 4);
        QCOMPARE(r->verdict, BankChecker::Verdict::Malformed);
        const QString error = QString::fromStdString(r->error);
        QVERIFY2(error.startsWith("line 4: topic: unknown topic \"baccarat.nothing\" (one of "), qPrintable(error));
        QVERIFY(error.contains("baccarat.total") && error.contains("baccarat.burn"));
    }

    void blankLinesGiveNoResult()
    {
        BankChecker checker(TopicRegistry::builtin());
        QVERIFY(!checker.checkLine("", 1));
        QVERIFY(!checker.checkLine("   \t", 2));
        QVERIFY(!checker.checkLine("\r", 3));
        QCOMPARE(checker.exitCode(), 0);
    }

    void byteOrderMarkOnTheFirstLineIsSkipped()
    {
        BankChecker checker(TopicRegistry::builtin());
        const auto r = checker.checkLine("\xEF\xBB\xBF" + line("b-1", R"j(["5H", "8S"])j", R"j({"total": 3})j").toStdString(), 1);
        QCOMPARE(r->verdict, BankChecker::Verdict::Right);
    }

    void duplicateIdNamesTheFirstLine()
    {
        BankChecker checker(TopicRegistry::builtin());
        checker.checkLine(line("b-1", R"j(["5H", "8S"])j", R"j({"total": 3})j").toStdString(), 2);
        const auto r = checker.checkLine(line("b-1", R"j(["5H", "8S"])j", R"j({"total": 3})j").toStdString(), 5);
        QCOMPARE(QString::fromStdString(r->error), QString(R"j(line 5: id: "b-1" is already used on line 2)j"));
    }

    void longLinesAcrossReadPieces_data();
    void longLinesAcrossReadPieces();

    // A whole bank read as croupier-cli check reads it: judged in batches of 4096
    // lines on several threads, yet every report, count and id is that of the lines
    // taken one by one. The bank crosses two batch boundaries; line 9000 repeats
    // line 2's id (a batch apart), line 4097 (the second batch's first) repeats
    // line 4096's, line 6000 repeats the id of line 1500, whose question is
    // malformed before its id is taken (so 6000's own judgement stands), while
    // line 5999's bad card is found after its question took its id.
    void streamMatchesLineByLine_data()
    {
        QTest::addColumn<unsigned>("threads");
        QTest::newRow("one thread") << 1u;
        QTest::newRow("two threads") << 2u;
        QTest::newRow("seven threads") << 7u;
    }
    void streamMatchesLineByLine()
    {
        QFETCH(unsigned, threads);
        std::vector<std::string> bank;
        for (int i = 1; i <= 9100; ++i) {
            QString id = QString("s-%1").arg(i);
            if (i == 9000)
                id = "s-2";
            if (i == 4097)
                id = "s-4096";
            if (i == 6000)
                id = "s-1500";
            QString text = line(id, R"j(["5H", "8S"])j", i % 97 == 0 ? R"j({"total": 4})j" : R"j({"total": 3})j");
            if (i == 5999)
                text = line(id, R"j(["5H", "1S"])j", R"j({"total": 3})j");
            if (i % 1000 == 500)
                text = i % 2000 == 500 ? "" : "{";
            if (i == 1500)
                text = R"j({"id": "s-1500", "topic": "baccarat.total"})j";
            bank.push_back(text.toStdString());
        }
        std::string joined;
        for (const std::string &l : bank)
            joined += l + '\n';

        BankChecker one(TopicRegistry::builtin());
        BankChecker stream(TopicRegistry::builtin());
        const auto [expected, got] = lineByLineAndStream(bank, joined, one, stream, threads);
        QCOMPARE(QString::fromStdString(got), QString::fromStdString(expected));
        QCOMPARE(stream.right(), one.right());
        QCOMPARE(stream.wrong(), one.wrong());
        QCOMPARE(stream.malformed(), one.malformed());
        // Worked by hand: 93 answers of 4 (every 97th line, none of them a special
        // line); malformed: 3 lines of "{" (3500, 5500, 7500), line 1500, line
        // 5999's bad card and 2 repeated ids; 5 blank lines (500, 2500, … 8500).
        QCOMPARE(stream.wrong(), std::size_t(93));
        QCOMPARE(stream.malformed(), std::size_t(3 + 1 + 1 + 2));
        QCOMPARE(stream.right(), std::size_t(9100 - 5 - 93 - 7));
        const std::string laterBatch = "{\"id\": \"s-2\", \"error\": \"line 9000: id: \\\"s-2\\\" is already used on line 2\"}";
        const std::string acrossBoundary =
            "{\"id\": \"s-4096\", \"error\": \"line 4097: id: \\\"s-4096\\\" is already used on line 4096\"}";
        const std::string notTaken = R"j({"id": "s-1500", "ok": true})j";
        QVERIFY(got.find(laterBatch) != std::string::npos);
        QVERIFY(got.find(acrossBoundary) != std::string::npos);
        QVERIFY(got.find(notTaken) != std::string::npos);
    }

    // question-bank.md: 0 every answer right, 1 one wrong, 2 a line malformed.
    void exitStatus_data()
    {
        QTest::addColumn<int>("right");
        QTest::addColumn<int>("wrong");
        QTest::addColumn<int>("malformed");
        QTest::addColumn<int>("status");
        QTest::newRow("all right exits 0") << 3 << 0 << 0 << 0;
        QTest::newRow("one wrong exits 1") << 3 << 1 << 0 << 1;
        QTest::newRow("one malformed exits 2") << 3 << 0 << 1 << 2;
        QTest::newRow("malformed wins over wrong") << 1 << 1 << 1 << 2;
        QTest::newRow("empty bank exits 0") << 0 << 0 << 0 << 0;
    }
    void exitStatus()
    {
        QFETCH(int, right);
        QFETCH(int, wrong);
        QFETCH(int, malformed);
        QFETCH(int, status);
        BankChecker checker(TopicRegistry::builtin());
        std::size_t n = 0;
        for (int i = 0; i < right; ++i)
            checker.checkLine(line(QString("r%1").arg(i), R"j(["5H", "8S"])j", R"j({"total": 3})j").toStdString(), ++n);
        for (int i = 0; i < wrong; ++i)
            checker.checkLine(line(QString("w%1").arg(i), R"j(["5H", "8S"])j", R"j({"total": 4})j").toStdString(), ++n);
        for (int i = 0; i < malformed; ++i)
            checker.checkLine("{", ++n);
        QCOMPARE(checker.exitCode(), status);
        QCOMPARE(checker.right(), std::size_t(right));
        QCOMPARE(checker.wrong(), std::size_t(wrong));
        QCOMPARE(checker.malformed(), std::size_t(malformed));
    }

    // A generated bank is right by construction; a changed answer is caught on
    // every line, for every topic and game.
    void generatedBanksPassAndChangedAnswersFail_data()
    {
        addTopicGameRows();
    }
    void generatedBanksPassAndChangedAnswersFail()
    {
        QFETCH(QString, topic);
        QFETCH(QString, game);
        const Topic *t = TopicRegistry::builtin().find(topic.toStdString());
        const Game g = *gameFromName(game.toStdString());
        const AnswerField f = t->answerFields(g).front();
        const std::size_t count = 2 * t->cellCount(g);
        BankChecker right(TopicRegistry::builtin()), changed(TopicRegistry::builtin());
        std::size_t n = 0;
        generateQuestions(*t, g, count, 77, kMaxLevel, [&](Question &q, const Prompt &) {
            ++n;
            QCOMPARE(right.checkLine(q.toJson().dump(), n)->verdict, BankChecker::Verdict::Right);
            // Another value of the answer's first field, still in range.
            const JsonValue &given = *q.answer.find(f.name);
            JsonValue other;
            switch (f.kind) {
            case AnswerField::Kind::Integer: {
                const int v = std::stoi(given.text());
                other = JsonValue::number(v == f.high ? f.low : v + 1);
                break;
            }
            case AnswerField::Kind::Choice: {
                std::size_t i = 0;
                while (f.choices[i] != given.text())
                    ++i;
                other = JsonValue::string(std::string(f.choices[(i + 1) % f.choices.size()]));
                break;
            }
            case AnswerField::Kind::OptionalInteger:
                // protection.spot's step: the next one, or the first for a round with none.
                other = JsonValue::number(given.isNull() ? f.low : std::stoi(given.text()) + 1);
                break;
            case AnswerField::Kind::Money:
                other = JsonValue::string((Money::parseCanonical(given.text()) + Money::fromInteger(1)).toString());
                break;
            case AnswerField::Kind::Chips: {
                // One more chip of the answer's first denomination: worth more.
                other = JsonValue::object();
                for (std::size_t i = 0; i < given.keys().size(); ++i)
                    other.set(given.keys()[i],
                              i == 0 ? JsonValue::number(std::stoll(given.items()[i].text()) + 1) : given.items()[i]);
                break;
            }
            default: QFAIL("no mutation for this field kind");
            }
            q.answer.set(f.name, other);
            QCOMPARE(changed.checkLine(q.toJson().dump(), n)->verdict, BankChecker::Verdict::Wrong);
        });
        QCOMPARE(right.right(), count);
        QCOMPARE(changed.wrong(), count);
    }
};

// Lines are read in 64 KiB pieces (readLine in BankChecker.cpp): a line that
// ends just before, at or just after a piece's end, or spans several, reads
// as the same line; the last line may lack its newline.
void TestBankChecker::longLinesAcrossReadPieces_data()
{
    QTest::addColumn<int>("length");
    for (int n : {65534, 65535, 65536, 65537, 3 * 65536 + 5})
        QTest::addRow("%d bytes", n) << n;
}
void TestBankChecker::longLinesAcrossReadPieces()
{
    QFETCH(int, length);
    const std::string head = R"j({"id": "s-1", "topic": "baccarat.total", "game": "punto-banco", "scenario": {"cards": ["5H", "8S"]}, "answer": {"total": 3}, "prompt": ")j";
    std::string padded = head + std::string(std::size_t(length) - head.size() - 2, 'a') + "\"}";
    QCOMPARE(padded.size(), std::size_t(length));
    const std::vector<std::string> bank = {padded, line("s-2", R"j(["5H", "8S"])j", R"j({"total": 3})j").toStdString(),
                                           padded.substr(0, padded.size() - 1)};
    std::string joined = bank[0] + '\n' + bank[1] + '\n' + bank[2]; // no newline at the end
    BankChecker one(TopicRegistry::builtin());
    BankChecker stream(TopicRegistry::builtin());
    const auto [expected, got] = lineByLineAndStream(bank, joined, one, stream, 1);
    QCOMPARE(QString::fromStdString(got), QString::fromStdString(expected));
    // The first line is right (5 + 8 = 13: 3) and takes s-1; the second is right; the third is cut JSON.
    QCOMPARE(stream.right(), std::size_t(2));
    QCOMPARE(stream.malformed(), std::size_t(1));
}


QTEST_APPLESS_MAIN(TestBankChecker)
#include "tst_bankchecker.moc"
