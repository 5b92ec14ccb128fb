#include "exam/Exam.h"

#include <QtTest>

using namespace croupier;

namespace {

/// An exam of questions whose topics are @p topics ("a,a,b"); scoring reads nothing else.
Exam examOf(const QString &topics, int passMark)
{
    Exam exam;
    exam.spec.passMarkPercent = passMark;
    int n = 0;
    for (const QString &t : topics.split(',', Qt::SkipEmptyParts)) {
        Question q;
        q.id = "q-" + std::to_string(++n);
        q.topic = t.toStdString();
        exam.questions.push_back(q);
    }
    return exam;
}

/// "0r100 1w250 2n900": index, r(ight) / w(rong) / n (timed out, given null), milliseconds.
std::vector<ExamAnswer> answersOf(const QString &text)
{
    std::vector<ExamAnswer> out;
    for (const QString &a : text.split(' ', Qt::SkipEmptyParts)) {
        const int mark = a.indexOf(QRegularExpression("[rwn]"));
        ExamAnswer answer;
        answer.index = a.left(mark).toInt();
        answer.correct = a[mark] == 'r';
        answer.given = a[mark] == 'n' ? JsonValue::null() : JsonValue::object();
        answer.elapsedMs = a.mid(mark + 1).toLongLong();
        out.push_back(answer);
    }
    return out;
}

/// "a 2/1/1/100; b 1/0/0/0": topic asked/answered/correct/ms, in the score's order.
QString topicsOf(const ExamScore &score)
{
    QStringList out;
    for (const TopicScore &t : score.topics)
        out << QString("%1 %2/%3/%4/%5").arg(QString::fromStdString(t.topic)).arg(t.asked).arg(t.answered).arg(t.correct).arg(t.totalMs);
    return out.join("; ");
}

} // namespace

/// scoreExam: unanswered is wrong, the first answer counts, the pass test is exact.
class TestExamScore : public QObject
{
    Q_OBJECT

private slots:
    void scores_data()
    {
        QTest::addColumn<QString>("topics");
        QTest::addColumn<int>("passMark");
        QTest::addColumn<QString>("answers");
        QTest::addColumn<int>("answered");
        QTest::addColumn<int>("correct");
        QTest::addColumn<int>("percent");
        QTest::addColumn<bool>("passed");
        QTest::addColumn<qlonglong>("totalMs");
        QTest::addColumn<QString>("breakdown");

        const QString ten = "a,a,a,a,a,a,a,a,a,a";
        QTest::newRow("all right") << "a,a,b" << 100 << "0r10 1r20 2r30" << 3 << 3 << 100 << true << 60LL
                                   << "a 2/2/2/30; b 1/1/1/30";
        QTest::newRow("none right") << "a,a,b" << 1 << "0w10 1w20 2w30" << 3 << 0 << 0 << false << 60LL
                                    << "a 2/2/0/30; b 1/1/0/30";
        QTest::newRow("nothing answered") << "a,b" << 50 << "" << 0 << 0 << 0 << false << 0LL << "a 1/0/0/0; b 1/0/0/0";
        // 8 × 100 = 800 ≥ 80 × 10 = 800.
        QTest::newRow("8 of 10 at 80 passes") << ten << 80 << "0r1 1r1 2r1 3r1 4r1 5r1 6r1 7r1 8w1 9w1" << 10 << 8 << 80
                                              << true << 10LL << "a 10/10/8/10";
        // 700 < 800.
        QTest::newRow("7 of 10 at 80 fails") << ten << 80 << "0r1 1r1 2r1 3r1 4r1 5r1 6r1 7w1 8w1 9w1" << 10 << 7 << 70
                                             << false << 10LL << "a 10/10/7/10";
        // 2 × 100 = 200 < 67 × 3 = 201, though 2/3 is 66.67 %: percent 66, rounded down.
        QTest::newRow("2 of 3 at 67 fails") << "a,a,a" << 67 << "0r5 1r5 2w5" << 3 << 2 << 66 << false << 15LL
                                            << "a 3/3/2/15";
        // 200 ≥ 66 × 3 = 198.
        QTest::newRow("2 of 3 at 66 passes") << "a,a,a" << 66 << "0r5 1r5 2w5" << 3 << 2 << 66 << true << 15LL
                                             << "a 3/3/2/15";
        // 8 of 10 right but 2 never answered: still 8/10.
        QTest::newRow("unanswered count as wrong") << ten << 90 << "0r1 1r1 2r1 3r1 4r1 5r1 6r1 7r1" << 8 << 8 << 80
                                                   << false << 8LL << "a 10/8/8/8";
        // A timed-out answer (given null) is not answered; its time is not counted.
        QTest::newRow("timed out is unanswered") << "a,b" << 50 << "0r100 1n3000" << 1 << 1 << 50 << true << 100LL
                                                 << "a 1/1/1/100; b 1/0/0/0";
        // Index 1 answered wrong first, then right: the first counts.
        QTest::newRow("a second answer to one question is ignored") << "a,a" << 100 << "0r10 1w20 1r30" << 2 << 1 << 50
                                                                    << false << 30LL << "a 2/2/1/30";
        QTest::newRow("answers in any order") << "a,b,a" << 60 << "2r7 0w3 1r5" << 3 << 2 << 66 << true << 15LL
                                              << "a 2/2/1/10; b 1/1/1/5";
        QTest::newRow("indexes outside the exam are ignored") << "a,a" << 50 << "-1r10 2r10 7r10 0r4" << 1 << 1 << 50
                                                              << true << 4LL << "a 2/1/1/4";
        // Topics in the order of their first question: c, a, b.
        QTest::newRow("breakdown by first question") << "c,a,c,b,a" << 80 << "0r1 1w2 2r4 3r8 4r16" << 5 << 4 << 80
                                                     << true << 31LL << "c 2/2/2/5; a 2/2/1/18; b 1/1/1/8";
        // 1 of 7: 100/7 = 14.28 → 14.
        QTest::newRow("percent rounded down") << "a,a,a,a,a,a,a" << 14 << "0r1" << 1 << 1 << 14 << true << 1LL
                                              << "a 7/1/1/1";
        QTest::newRow("6 of 7 at 86 fails: 600 < 602") << "a,a,a,a,a,a,a" << 86 << "0r1 1r1 2r1 3r1 4r1 5r1 6w1" << 7
                                                        << 6 << 85 << false << 7LL << "a 7/7/6/7";
    }
    void scores()
    {
        QFETCH(QString, topics);
        QFETCH(int, passMark);
        QFETCH(QString, answers);
        QFETCH(int, answered);
        QFETCH(int, correct);
        QFETCH(int, percent);
        QFETCH(bool, passed);
        QFETCH(qlonglong, totalMs);
        QFETCH(QString, breakdown);
        const Exam exam = examOf(topics, passMark);
        const ExamScore s = scoreExam(exam, answersOf(answers));
        QCOMPARE(s.questions, int(exam.questions.size()));
        QCOMPARE(s.answered, answered);
        QCOMPARE(s.correct, correct);
        QCOMPARE(s.percent, percent);
        QCOMPARE(s.passed, passed);
        QCOMPARE(qlonglong(s.totalMs), totalMs);
        QCOMPARE(topicsOf(s), breakdown);
    }

    void anEmptyExamIsNotPassed()
    {
        const ExamScore s = scoreExam(Exam{}, {});
        QCOMPARE(s.questions, 0);
        QCOMPARE(s.percent, 0);
        QVERIFY(!s.passed);
        QVERIFY(s.topics.empty());
    }
};

QTEST_GUILESS_MAIN(TestExamScore)
#include "tst_examscore.moc"
