// Item analysis (issue 14, item 9) of a small class worked by hand, and the
// results CSV reader it reads exports with (EXAM.md, "Item analysis").
//
// The class: five trainees who handed in, a sixth still answering (not counted).
// 1 = right (the engine's judgement as exported):
//
//            q1 q2 q3 q4   total
//   T-01      1  1  1  1     4
//   T-02      1  1  1  0     3
//   T-03      1  0  1  0     2
//   T-04      1  1  0  0     2
//   T-05      0  0  0  1     1
//
// Upper and lower groups: n = round(0.27 × 5) = round(1.35) = 1; by total, ties
// by registration number: upper T-01, lower T-05.
//
// q1: x = 1 1 1 1 0, rest = 3 2 1 1 1; p = 4/5 = 0.800. Means 0.8, 1.6; Σdxdy =
//     .2·1.4 + .2·.4 + .2·(−.6)·2 + (−.8)(−.6) = 0.60; Σdx² = 0.80; Σdy² = 3.20;
//     r = 0.60 / √2.56 = 0.375. D = 1 − 0 = 1.000.
// q2: x = 1 1 0 1 0, rest = 3 2 2 1 1; p = 0.600; Σdxdy = 0.60, Σdx² = 1.20,
//     Σdy² = 2.80; r = 0.60 / √3.36 = 0.327. D = 1 − 0 = 1.000.
// q3: x = 1 1 1 0 0, rest = 3 2 1 2 1; p = 0.600; Σdxdy = 0.60, Σdx² = 1.20,
//     Σdy² = 2.80; r = 0.327. D = 1.000.
// q4: x = 1 0 0 0 1, rest = 3 3 2 2 0; p = 0.400; means 0.4, 2; Σdxdy = 0.6 − 0.4
//     − 1.2 = −1.00, Σdx² = 1.20, Σdy² = 6; r = −1 / √7.2 = −0.373. D = 1 − 1 =
//     0.000: poor on both counts.

#include "InputError.h"
#include "exam/ItemAnalysis.h"
#include "exam/ResultsCsv.h"

#include <QtTest>

#include <algorithm>

using namespace croupier;

namespace {

const char *const kHeader = "row,exam_id,trainee_id,trainee_name,station,started,finished,question,question_id,topic,"
                            "game,answer_given,answer_key,correct,time_ms,score,questions,percent,passed,tampered,"
                            "restarts,down_ms,focus_lost,away_ms,chain,cell\r\n";

struct Q
{
    const char *id;
    const char *topic;
    const char *cell;
};
const Q kQuestions[] = {{"q-001", "baccarat.draw", "banker:5:4"},
                        {"q-002", "baccarat.draw", "banker:5:4"},
                        {"q-003", "baccarat.draw", "banker:3:8"},
                        {"q-004", "baccarat.total", "7"}};

/// One answer row: @p given as the CSV holds it (already quoted), @p time empty when not answered.
std::string answerRow(const char *trainee, const char *name, bool finished, int q, const std::string &given, bool right,
                      const char *time)
{
    const Q &question = kQuestions[q - 1];
    return std::string("answer,ex,") + trainee + "," + name + ",st,2026-11-25T09:00:00.000Z,"
        + (finished ? "2026-11-25T09:30:00.000Z" : "") + "," + std::to_string(q) + "," + question.id + ","
        + question.topic + ",punto-banco," + given + ",\"{\"\"total\"\": 5}\"," + (right ? "true" : "false") + "," + time
        + ",,,,,false,0,0,0,0,ok," + question.cell + "\r\n";
}

std::string theClass()
{
    const std::string right = "\"{\"\"total\"\": 5}\"";
    const std::string three = "\"{\"\"total\"\": 3}\"";
    std::string csv = "\xEF\xBB\xBF";
    csv += kHeader;
    struct Row
    {
        const char *id;
        const char *name;
        bool finished;
        int marks[4];
        const char *given4; // q4's answer when wrong
        const char *times[4];
    };
    const Row rows[] = {
        {"T-01", "Άννα", true, {1, 1, 1, 1}, "", {"4000", "1000", "1000", "2000"}},
        {"T-02", "Βασίλης", true, {1, 1, 1, 0}, "three", {"6000", "1000", "1000", "7000"}},
        {"T-03", "Γιώργος", true, {1, 0, 1, 0}, "three", {"5000", "1000", "1000", "8001"}},
        {"T-04", "Δήμητρα", true, {1, 1, 0, 0}, "null", {"9000", "1000", "1000", "60000"}},
        {"T-05", "\"Ελένη, Ε.\"", true, {0, 0, 0, 1}, "", {"3000", "", "1000", "4000"}},
        {"T-06", "Ζωή", false, {1, 1, 1, 1}, "", {"1000", "1000", "1000", "1000"}},
    };
    for (const Row &r : rows) {
        for (int q = 1; q <= 4; ++q) {
            std::string given = r.marks[q - 1] ? right : three;
            if (q == 4 && !r.marks[3])
                given = std::string(r.given4) == "null" ? "null" : three;
            if (q == 2 && std::string(r.id) == "T-05")
                given.clear(); // not answered
            csv += answerRow(r.id, r.name, r.finished, q, given, r.marks[q - 1] != 0, r.times[q - 1]);
        }
        csv += std::string("summary,ex,") + r.id + ",x,st,2026-11-25T09:00:00.000Z,,,,,,,,,0,0,4,0,false,0,0,0,0,0,ok,\r\n";
    }
    csv += "# croupier-signature: hmac-sha256 00\r\n";
    return csv;
}

} // namespace

class TestItemAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void items_data();
    void items();
    void cellsAndTrainees();
    void readerRefuses_data();
    void readerRefuses();
    void readerKeepsFieldsWhole();
    void answersInWords();
    void formsPerTrainee_data();
    void formsPerTrainee();
};

// ---- forms per trainee (issue 14, item 8) ------------------------------------------
//
// Six sitters, two forms of two questions each from a pool of four: the odd seats
// are asked q-001 and q-002 (T-3 in the other order), the even seats q-003 and q-004.
//
//            q-001 q-002 | q-003 q-004   total
//   T-1        1     1   |                 2
//   T-2                  |   1     1       2
//   T-3        1     0   |                 1     (asked q-002 first)
//   T-4                  |   0     1       1
//   T-5        0     0   |                 0
//   T-6                  |   0     0       0
//
// Each item is over the three sitters asked it. n = round(0.27 × 6) = round(1.62)
// = 2: upper T-1, T-2 (totals 2, ties by number), lower T-6, T-5.
// q-001: x = 1 1 0 (T-1, T-3, T-5), rest = 1 0 0; p = 2/3 = 0.667; means 2/3, 1/3;
//        Σdxdy = (1/3)(2/3) + (1/3)(−1/3) + (−2/3)(−1/3) = 1/3; Σdx² = Σdy² = 2/3;
//        r = (1/3) / (2/3) = 0.500. D: upper asked T-1 (right) 1/1, lower asked T-5
//        (wrong) 0/1: 1.000.
// q-002: x = 1 0 0, rest = 1 1 0; p = 0.333; Σdxdy = (2/3)(1/3) + (−1/3)(1/3) +
//        (−1/3)(−2/3) = 1/3; r = 0.500; D = 1 − 0 = 1.000.
// q-003: x = 1 0 0 (T-2, T-4, T-6), rest = 1 1 0: as q-002, 0.333, 0.500; D:
//        upper asked T-2 1/1, lower asked T-6 0/1: 1.000.
// q-004: x = 1 1 0, rest = 1 0 0: as q-001, 0.667, 0.500, 1.000.
namespace {
std::string formsClass()
{
    std::string csv = kHeader;
    struct Asked
    {
        const char *trainee;
        int q;       // kQuestions' number
        bool right;
    };
    const Asked rows[] = {{"T-1", 1, true},  {"T-1", 2, true},  {"T-2", 3, true},  {"T-2", 4, true},
                          {"T-3", 2, false}, {"T-3", 1, true},  {"T-4", 3, false}, {"T-4", 4, true},
                          {"T-5", 1, false}, {"T-5", 2, false}, {"T-6", 3, false}, {"T-6", 4, false}};
    int place = 0;
    std::string last;
    for (const Asked &a : rows) {
        place = last == a.trainee ? place + 1 : 1;
        last = a.trainee;
        std::string row = answerRow(a.trainee, a.trainee, true, a.q, a.right ? "\"{\"\"total\"\": 5}\"" : "null",
                                    a.right, "1000");
        // answerRow writes the question's number as its place: this trainee's form's place.
        const std::string number = "," + std::to_string(a.q) + "," + kQuestions[a.q - 1].id;
        row.replace(row.find(number), number.size(), "," + std::to_string(place) + "," + kQuestions[a.q - 1].id);
        csv += row;
    }
    return csv;
}
} // namespace

void TestItemAnalysis::formsPerTrainee_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("right");
    QTest::addColumn<QString>("facility");
    QTest::addColumn<QString>("pointBiserial");
    QTest::addColumn<QString>("upperLower");
    QTest::newRow("q-001") << "q-001" << 2 << "0.667" << "0.500" << "1.000";
    QTest::newRow("q-002") << "q-002" << 1 << "0.333" << "0.500" << "1.000";
    QTest::newRow("q-003") << "q-003" << 1 << "0.333" << "0.500" << "1.000";
    QTest::newRow("q-004") << "q-004" << 2 << "0.667" << "0.500" << "1.000";
}

void TestItemAnalysis::formsPerTrainee()
{
    QFETCH(QString, id);
    QFETCH(int, right);
    QFETCH(QString, facility);
    QFETCH(QString, pointBiserial);
    QFETCH(QString, upperLower);
    const ItemReport report = analyseItems(readResultsCsv(formsClass()));
    QCOMPARE(report.sitters, 6);
    QCOMPARE(report.groupSize, 2);
    QCOMPARE(report.items.size(), std::size_t(4));   // the pool, not a form
    const auto item = std::find_if(report.items.begin(), report.items.end(),
                                   [&](const ItemStats &i) { return i.questionId == id.toStdString(); });
    QVERIFY(item != report.items.end());
    QCOMPARE(item->sitters, 3);
    QCOMPARE(item->right, right);
    const QString csv = QString::fromStdString(itemReportCsv(report));
    const QString expected = QStringLiteral(",%1,%2,%3,%4,%5,").arg(right).arg(facility, pointBiserial, upperLower, QStringLiteral("1000"));
    bool found = false;
    for (const QString &line : csv.split(QStringLiteral("\r\n")))
        if (line.startsWith(QStringLiteral("item,")) && line.contains(QLatin1Char(',') + id + QLatin1Char(','))) {
            QVERIFY2(line.contains(expected), qPrintable(line + " / " + expected));
            found = true;
        }
    QVERIFY(found);
    // The items in the order first met: T-1's, then T-2's.
    QCOMPARE(report.items[0].questionId, std::string("q-001"));
    QCOMPARE(report.items[2].questionId, std::string("q-003"));
    // Cells over the sitters asked: q-001 and q-002 share banker:5:4, 6 asked, 3 right.
    QCOMPARE(report.cells[0].asked, 6);
    QCOMPARE(report.cells[0].right, 3);
}

void TestItemAnalysis::items_data()
{
    QTest::addColumn<int>("question");
    QTest::addColumn<int>("right");
    QTest::addColumn<int>("answered");
    QTest::addColumn<QString>("facility");
    QTest::addColumn<QString>("pointBiserial");
    QTest::addColumn<QString>("upperLower");
    QTest::addColumn<QString>("medianMs");
    QTest::addColumn<QString>("wrong");
    QTest::addColumn<bool>("poor");

    // Times of the answered ones: q1 3000 4000 5000 6000 9000 → 5000; q2 four of
    // 1000 (T-05 gave none) → 1000; q4 2000 4000 7000 8001 (T-04 timed out) →
    // 4000 + (7000 − 4000) / 2 = 5500.
    QTest::newRow("q1") << 1 << 4 << 5 << "0.800" << "0.375" << "1.000" << "5000" << "{\"total\": 3} ×1" << false;
    QTest::newRow("q2") << 2 << 3 << 4 << "0.600" << "0.327" << "1.000" << "1000" << "(none) ×1; {\"total\": 3} ×1" << false;
    QTest::newRow("q3") << 3 << 3 << 5 << "0.600" << "0.327" << "1.000" << "1000" << "{\"total\": 3} ×2" << false;
    QTest::newRow("q4") << 4 << 2 << 4 << "0.400" << "-0.373" << "0.000" << "5500" << "{\"total\": 3} ×2; null ×1" << true;
}

void TestItemAnalysis::items()
{
    QFETCH(int, question);
    QFETCH(int, right);
    QFETCH(int, answered);
    QFETCH(QString, facility);
    QFETCH(QString, pointBiserial);
    QFETCH(QString, upperLower);
    QFETCH(QString, medianMs);
    QFETCH(QString, wrong);
    QFETCH(bool, poor);

    const ItemReport report = analyseItems(readResultsCsv(theClass()));
    QCOMPARE(report.sitters, 5);
    QCOMPARE(report.groupSize, 1);
    QCOMPARE(report.items.size(), std::size_t(4));
    const ItemStats &item = report.items[std::size_t(question - 1)];
    QCOMPARE(item.right, right);
    QCOMPARE(item.answered, answered);
    QCOMPARE(item.poor, poor);
    const QString csv = QString::fromStdString(itemReportCsv(report));
    const QString expected = QStringLiteral("item,%1,q-00%1,%2,punto-banco,%3,,,5,%4,5,%5,%6,%7,%8,%9,")
                                 .arg(question)
                                 .arg(QString::fromLatin1(kQuestions[question - 1].topic),
                                      QString::fromLatin1(kQuestions[question - 1].cell))
                                 .arg(answered)
                                 .arg(right)
                                 .arg(facility, pointBiserial, upperLower, medianMs);
    const QStringList lines = csv.split(QStringLiteral("\r\n"));
    const QString line = lines.value(question);
    QVERIFY2(line.startsWith(expected), qPrintable(line + QStringLiteral("\n expected: ") + expected));
    QVERIFY2(line.endsWith(QStringLiteral(",%1").arg(poor ? QStringLiteral("true") : QStringLiteral("false"))), qPrintable(line));
    QVERIFY2(line.contains(wrong.contains(QLatin1Char('"')) ? QString(wrong).replace(QStringLiteral("\""), QStringLiteral("\"\"")) : wrong),
             qPrintable(line));
}

void TestItemAnalysis::cellsAndTrainees()
{
    const ItemReport report = analyseItems(readResultsCsv(theClass()));
    // q1 and q2 share a cell: 10 asked over the class, 4 + 3 right.
    QCOMPARE(report.cells.size(), std::size_t(3));
    QCOMPARE(report.cells[0].cell, std::string("banker:5:4"));
    QCOMPARE(report.cells[0].asked, 10);
    QCOMPARE(report.cells[0].right, 7);
    QCOMPARE(report.cells[1].asked, 5);
    QCOMPARE(report.cells[1].right, 3);
    QCOMPARE(report.cells[2].topic, std::string("baccarat.total"));
    QCOMPARE(report.cells[2].right, 2);
    // Five trainees by two topics; T-06 is still answering.
    QCOMPARE(report.table.size(), std::size_t(10));
    QCOMPARE(report.table[0].traineeId, std::string("T-01"));
    QCOMPARE(report.table[0].topic, std::string("baccarat.draw"));
    QCOMPARE(report.table[0].asked, 3);
    QCOMPARE(report.table[0].right, 3);
    QCOMPARE(report.table[5].traineeId, std::string("T-03"));
    QCOMPARE(report.table[5].topic, std::string("baccarat.total"));
    QCOMPARE(report.table[5].right, 0);
    QCOMPARE(report.table[8].traineeName, std::string("Ελένη, Ε."));
    QCOMPARE(report.table[8].right, 0);
    const std::string csv = itemReportCsv(report);
    QVERIFY(csv.find("trainee,,,baccarat.draw,,,T-05,\"Ελένη, Ε.\",,,3,0,0.000,") != std::string::npos);
    QVERIFY(csv.find("cell,,,baccarat.draw,punto-banco,banker:5:4,,,,,10,7,0.700,") != std::string::npos);
}

void TestItemAnalysis::readerRefuses_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");

    const std::string good = theClass();
    QTest::newRow("empty") << QByteArray() << "the file is empty";
    QTest::newRow("only a byte-order mark") << QByteArray("\xEF\xBB\xBF") << "the file is empty";
    QTest::newRow("not a results file") << QByteArray("a,b,c\r\n1,2,3\r\n") << "line 1: no column \"row\"";
    std::string bad = good;
    bad.replace(bad.find(",4000,"), 6, ",4 s,");
    QTest::newRow("time not a number") << QByteArray::fromStdString(bad) << "line 2: time_ms: not a whole number";
    bad = good;
    bad.replace(bad.find(",true,"), 6, ",yes,");
    QTest::newRow("correct not a truth") << QByteArray::fromStdString(bad) << "line 2: correct: not true or false";
    bad = good;
    bad.replace(bad.find("answer,ex,T-01"), 6, "answr");
    QTest::newRow("unknown row") << QByteArray::fromStdString(bad) << "line 2: row: not \"answer\" or \"summary\"";
    bad = good;
    bad.insert(bad.find("\r\n", bad.find("answer,ex,T-01")), ",extra");
    QTest::newRow("a field too many") << QByteArray::fromStdString(bad) << "line 2: 27 fields where the header has 26";
    bad = good;
    bad.insert(bad.find("Άννα") + 2, "\""); // after the Ά (two bytes)
    QTest::newRow("quote inside a field") << QByteArray::fromStdString(bad) << "line 2: a quote inside a field";
    bad = std::string(kHeader) + "answer,ex,T-01,\"Άννα";
    QTest::newRow("quote not closed") << QByteArray::fromStdString(bad) << "line 2: a quoted field is not closed";
    bad = good;
    bad.replace(bad.find(",2,q-002,"), 9, ",3,q-002,");
    QTest::newRow("question out of order") << QByteArray::fromStdString(bad) << "line 3: question: question 3 of trainee \"T-01\"";
    bad = good;
    const std::size_t t2 = bad.find("answer,ex,T-02");
    bad.replace(bad.find("q-001", t2), 5, "q-002");
    QTest::newRow("one question asked twice")
        << QByteArray::fromStdString(bad) << "line 8: question_id: \"q-002\" is asked twice of trainee \"T-02\" (questions 1 and 2)";
    bad = good;
    bad.replace(bad.find("q-001,baccarat.draw", bad.find("answer,ex,T-02")), 19, "q-001,baccarat.total");
    QTest::newRow("one question, another topic")
        << QByteArray::fromStdString(bad)
        << "line 7: question_id: \"q-001\" is baccarat.total at punto-banco here, baccarat.draw at punto-banco earlier";
    QTest::newRow("header only") << QByteArray(kHeader) << "no answer rows";
}

void TestItemAnalysis::readerRefuses()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    try {
        readResultsCsv(std::string_view(text.constData(), std::size_t(text.size())));
        QFAIL("read");
    } catch (const InputError &e) {
        QVERIFY2(QString::fromStdString(e.what()).startsWith(message), e.what());
    }
}

void TestItemAnalysis::readerKeepsFieldsWhole()
{
    // A name the writer neutralised ('=…) is read as typed; quoted commas, quotes
    // and line ends stay inside their field; LF line ends read as CR LF do.
    const std::string csv = std::string(kHeader)
        + "answer,ex,T-09,\"'=HYPERLINK(\"\"x\"\")\",st,a,b,1,q-001,baccarat.draw,punto-banco,\"{\"\"a\"\": \"\"x,\n"
          "y\"\"}\",k,false,,,,,,false,0,0,0,0,ok,c\n";
    const ResultsTable t = readResultsCsv(csv);
    QCOMPARE(t.trainees.size(), std::size_t(1));
    QCOMPARE(t.trainees[0].name, std::string("=HYPERLINK(\"x\")"));
    QCOMPARE(t.trainees[0].answers[0].given, std::string("{\"a\": \"x,\ny\"}"));
    QVERIFY(!t.trainees[0].answers[0].timeMs);
    QVERIFY(t.trainees[0].finished);
}

// Issue 17: the desk writes answers in words, with no signature line (it is in
// FILE.csv.sig): read as they are, a Greek amount with its comma whole, an empty
// field not answered; the wrong answers are counted by their words.
void TestItemAnalysis::answersInWords()
{
    const std::string csv = std::string(kHeader)
        + "answer,ex,T-01,Άννα,st,a,b,1,q-001,baccarat.draw,punto-banco,Stand,Draw,false,8000,,,,,false,0,0,0,0,ok,c\r\n"
          "answer,ex,T-01,Άννα,st,a,b,2,q-002,baccarat.cagnotte,chemin-de-fer,\"1,50\",\"1,50\",true,9000,,,,,false,0,0,0,0,ok,c\r\n"
          "answer,ex,T-02,Βασίλης,st,a,b,1,q-001,baccarat.draw,punto-banco,Stand,Draw,false,7000,,,,,false,0,0,0,0,ok,c\r\n"
          "answer,ex,T-02,Βασίλης,st,a,b,2,q-002,baccarat.cagnotte,chemin-de-fer,,\"1,50\",false,,,,,,false,0,0,0,0,ok,c\r\n";
    const ResultsTable t = readResultsCsv(csv);
    QCOMPARE(t.trainees.size(), std::size_t(2));
    QCOMPARE(t.trainees[0].answers[0].given, std::string("Stand"));
    QCOMPARE(t.trainees[0].answers[1].given, std::string("1,50"));
    QVERIFY(t.trainees[0].answers[1].answered());
    QVERIFY(!t.trainees[1].answers[1].answered());
    const ItemReport report = analyseItems(t);
    QCOMPARE(report.items.size(), std::size_t(2));
    const ItemStats &draw = report.items[0];
    QCOMPARE(draw.wrongAnswers.size(), std::size_t(1));
    QCOMPARE(draw.wrongAnswers[0].first, std::string("Stand"));
    QCOMPARE(draw.wrongAnswers[0].second, 2);
}

QTEST_GUILESS_MAIN(TestItemAnalysis)
#include "tst_itemanalysis.moc"
