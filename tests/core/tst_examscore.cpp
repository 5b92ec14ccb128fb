#include "exam/Exam.h"

#include <QtTest>

#include <map>

using namespace croupier;

namespace {

/// The questions behind the letters of the rows, each with an answer worked by hand
/// from its rule and a wrong one. scoreExam judges every answer again with the
/// engine, so the questions are real ones.
struct Sample
{
    const char *topic;
    Game game;
    const char *scenario;
    const char *right;
    const char *wrong;
};
const std::map<QChar, Sample> &samples()
{
    static const std::map<QChar, Sample> s {
        // Art. 15 §13: a hand's point is the sum modulo 10, 7 + 8 = 15 → 5.
        {'a', {"baccarat.total", Game::PuntoBanco, R"({"cards": ["7H", "8S"]})", R"({"total": 5})", R"({"total": 6})"}},
        // Art. 15 §9 (RULINGS.md): a first card 7 burns 7 cards, itself included.
        {'b', {"baccarat.burn", Game::PuntoBanco, R"({"first": "7H"})", R"({"burn": 7})", R"({"burn": 8})"}},
        // Art. 15 §7: the cagnotte is 5 % of the banker's 100 won, 5 chips of 1.
        {'c', {"baccarat.cagnotte", Game::CheminDeFer, R"({"banker_win": "100", "chip_unit": "1"})",
                  R"({"commission": "5"})", R"({"commission": "4"})"}},
    };
    return s;
}

JsonValue json(const char *text) { return parseJson(text); }

/// The sample of @p topic.
const Sample &sampleOf(const std::string &topic)
{
    for (const auto &[letter, sample] : samples())
        if (topic == sample.topic)
            return sample;
    return samples().at('a');
}

/// An exam of questions whose topics are @p topics ("a,a,b", letters of samples()).
Exam examOf(const QString &topics, int passMark)
{
    Exam exam;
    exam.spec.passMarkPercent = passMark;
    int n = 0;
    for (const QString &t : topics.split(',', Qt::SkipEmptyParts)) {
        const Sample &sample = samples().at(t[0]);
        Question q;
        q.id = "q-" + std::to_string(++n);
        q.topic = sample.topic;
        q.game = sample.game;
        q.scenario = json(sample.scenario);
        q.answer = json(sample.right);
        exam.questions.push_back(q);
    }
    return exam;
}

/// "0r100 1w250 2n900": index, what was given and what the station stored as its
/// verdict, milliseconds. r: the right answer, stored right; w: a wrong one, stored
/// wrong; n: timed out (given null), stored wrong. The store edited afterwards:
/// R a wrong answer stored right; W the right answer stored wrong; N timed out
/// stored right; X an answer out of range ({"total": 12}) stored right.
std::vector<ExamAnswer> answersOf(const Exam &exam, const QString &text)
{
    std::vector<ExamAnswer> out;
    for (const QString &a : text.split(' ', Qt::SkipEmptyParts)) {
        const int mark = a.indexOf(QRegularExpression("[rwnRWNX]"));
        ExamAnswer answer;
        answer.index = a.left(mark).toInt();
        const QChar m = a[mark];
        answer.correct = m == 'r' || m == 'R' || m == 'N' || m == 'X';
        const bool inExam = answer.index >= 0 && std::size_t(answer.index) < exam.questions.size();
        const Sample &sample = sampleOf(inExam ? exam.questions[std::size_t(answer.index)].topic : "");
        answer.given = m == 'n' || m == 'N' ? JsonValue::null()
                     : m == 'X'             ? json(R"({"total": 12})")
                     : m == 'r' || m == 'W' ? json(sample.right)
                                            : json(sample.wrong);
        answer.elapsedMs = a.mid(mark + 1).toLongLong();
        out.push_back(answer);
    }
    return out;
}

/// "a 2/1/1/100; b 1/0/0/0": topic (its letter) asked/answered/correct/ms, in the score's order.
QString topicsOf(const ExamScore &score)
{
    QStringList out;
    for (const TopicScore &t : score.topics) {
        QChar letter = '?';
        for (const auto &[l, sample] : samples())
            if (t.topic == sample.topic)
                letter = l;
        out << QString("%1 %2/%3/%4/%5").arg(letter).arg(t.asked).arg(t.answered).arg(t.correct).arg(t.totalMs);
    }
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
        const ExamScore s = scoreExam(exam, answersOf(exam, answers));
        QCOMPARE(s.questions, int(exam.questions.size()));
        QVERIFY(s.disagreements.empty());
        QCOMPARE(s.answered, answered);
        QCOMPARE(s.correct, correct);
        QCOMPARE(s.percent, percent);
        QCOMPARE(s.passed, passed);
        QCOMPARE(qlonglong(s.totalMs), totalMs);
        QCOMPARE(topicsOf(s), breakdown);
    }

    // Issue 14, item 1: the score is the engine's verdict on the answer given; the
    // flag the station stored is never counted, and where it says otherwise the
    // store was edited (`UPDATE answers SET correct = 1`): reported, by question.
    void storedFlagsAreNotTrusted_data()
    {
        QTest::addColumn<QString>("topics");
        QTest::addColumn<QString>("answers");
        QTest::addColumn<int>("correct");
        QTest::addColumn<QString>("right");
        QTest::addColumn<QString>("disagreements");

        QTest::newRow("no edit, no disagreement") << "a,b,c" << "0r1 1w1 2r1" << 2 << "101" << "";
        QTest::newRow("a wrong answer flagged right is not counted") << "a,a,a" << "0R1 1r1 2w1" << 1 << "010" << "0";
        QTest::newRow("every answer flagged right: still the engine's 1 of 3") << "a,b,c" << "0R1 1R1 2r1" << 1 << "001"
                                                                               << "0,1";
        QTest::newRow("a right answer flagged wrong is counted") << "a,b" << "0W1 1r1" << 2 << "11" << "0";
        QTest::newRow("an answer out of range flagged right is wrong") << "a" << "0X1" << 0 << "0" << "0";
        QTest::newRow("a timed-out question flagged right is wrong") << "a,a" << "0N1 1r1" << 1 << "01" << "0";
        QTest::newRow("disagreements in question order") << "a,b,c" << "2R1 0W1 1r1" << 2 << "110" << "0,2";
    }
    void storedFlagsAreNotTrusted()
    {
        QFETCH(QString, topics);
        QFETCH(QString, answers);
        QFETCH(int, correct);
        QFETCH(QString, right);
        QFETCH(QString, disagreements);
        const Exam exam = examOf(topics, 50);
        const ExamScore s = scoreExam(exam, answersOf(exam, answers));
        QCOMPARE(s.correct, correct);
        QString rightText;
        for (bool r : s.right)
            rightText += r ? '1' : '0';
        QCOMPARE(rightText, right);
        QStringList found;
        for (int i : s.disagreements)
            found << QString::number(i);
        QCOMPARE(found.join(','), disagreements);
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
