#include "study/Scoring.h"

#include <QtTest>

using namespace croupier;

/**
 * SessionScore: accuracy first, then speed against the target, then streaks
 * (core/study/Scoring.h). Every expected number is worked out by hand from the
 * header's rules: base 10, speed bonus 10 × time left / target rounded down,
 * streak bonus 2 per right answer after the first, at most 20.
 */
class TestScoring : public QObject
{
    Q_OBJECT

private slots:
    void oneAnswer_data()
    {
        QTest::addColumn<bool>("correct");
        QTest::addColumn<qint64>("elapsedMs");
        QTest::addColumn<qint64>("targetMs");
        QTest::addColumn<int>("points");
        QTest::addColumn<bool>("fast");
        QTest::addColumn<int>("streak");
        // 10 + 10 × 4000/4000
        QTest::newRow("right at once earns base and the whole speed bonus") << true << 0LL << 4000LL << 20 << true << 1;
        // 10 + 10 × 2000/4000 = 10 + 5
        QTest::newRow("right at half the target earns half the bonus") << true << 2000LL << 4000LL << 15 << true << 1;
        // 10 + 10 × 1000/4000 = 10 + 2.5, rounded down
        QTest::newRow("a quarter of the time left: 2.5 rounded down to 2") << true << 3000LL << 4000LL << 12 << true << 1;
        // 10 + 10 × 2999/3000 = 10 + 9.997, rounded down
        QTest::newRow("one ms gone of 3 s: 9.997 rounded down to 9") << true << 1LL << 3000LL << 19 << true << 1;
        // 10 + 10 × 6000/7000 = 10 + 8.57
        QTest::newRow("1 s of a 7 s target: 8.57 rounded down to 8") << true << 1000LL << 7000LL << 18 << true << 1;
        QTest::newRow("right exactly at the target: base only, still fast") << true << 4000LL << 4000LL << 10 << true << 1;
        QTest::newRow("right 1 ms over the target: base only, not fast") << true << 4001LL << 4000LL << 10 << false << 1;
        QTest::newRow("right far over the target: base only") << true << 60000LL << 2000LL << 10 << false << 1;
        QTest::newRow("a clock stepping back counts as an instant answer") << true << -50LL << 4000LL << 20 << true << 1;
        QTest::newRow("wrong and fast earns nothing") << false << 100LL << 4000LL << 0 << false << 0;
        QTest::newRow("wrong and slow earns nothing") << false << 9000LL << 4000LL << 0 << false << 0;
    }
    void oneAnswer()
    {
        QFETCH(bool, correct);
        QFETCH(qint64, elapsedMs);
        QFETCH(qint64, targetMs);
        QFETCH(int, points);
        QFETCH(bool, fast);
        QFETCH(int, streak);
        SessionScore score;
        const AnswerScore a = score.record(correct, elapsedMs, targetMs);
        QCOMPARE(a.points, points);
        QCOMPARE(a.fast, fast);
        QCOMPARE(a.streak, streak);
        QCOMPARE(score.points(), points);
        QCOMPARE(score.fast(), fast ? 1 : 0);
    }

    // n right answers in a row, each exactly at the target (no speed bonus).
    void streakStepsAndCap_data()
    {
        QTest::addColumn<int>("base");
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("cap");
        QTest::addColumn<int>("inARow");
        QTest::addColumn<int>("lastPoints");
        QTest::addColumn<int>("total");
        QTest::newRow("the first right answer has no streak bonus") << 10 << 2 << 20 << 1 << 10 << 10;
        QTest::newRow("the second earns base + 2") << 10 << 2 << 20 << 2 << 12 << 22;
        // 10, 12, 14
        QTest::newRow("the third earns base + 4") << 10 << 2 << 20 << 3 << 14 << 36;
        // the 11th: 2 × 10 = 20, the cap exactly; total 110 + (0 + 2 + … + 20) = 110 + 110
        QTest::newRow("the 11th reaches the cap of 20") << 10 << 2 << 20 << 11 << 30 << 220;
        // the 12th: 2 × 11 = 22, capped at 20; total 220 + 30
        QTest::newRow("the 12th stays at the cap") << 10 << 2 << 20 << 12 << 30 << 250;
        // step 3, cap 7: bonuses 0, 3, 6, 7, 7 → 5, 8, 11, 12, 12
        QTest::newRow("a cap off the step: 0, 3, 6, then 7") << 5 << 3 << 7 << 5 << 12 << 48;
    }
    void streakStepsAndCap()
    {
        QFETCH(int, base);
        QFETCH(int, step);
        QFETCH(int, cap);
        QFETCH(int, inARow);
        QFETCH(int, lastPoints);
        QFETCH(int, total);
        ScoringRules rules;
        rules.base = base;
        rules.streakStep = step;
        rules.streakCap = cap;
        SessionScore score(rules);
        AnswerScore last;
        for (int i = 0; i < inARow; ++i)
            last = score.record(true, 5000, 5000);
        QCOMPARE(last.points, lastPoints);
        QCOMPARE(last.streak, inARow);
        QCOMPARE(score.points(), total);
        QCOMPARE(score.streak(), inARow);
        QCOMPARE(score.bestStreak(), inARow);
    }

    // A run of answers, R right and W wrong, each at the target (no speed bonus).
    void wrongEndsTheStreak_data()
    {
        QTest::addColumn<QString>("answers");
        QTest::addColumn<QList<int>>("points");
        QTest::addColumn<int>("streak");
        QTest::addColumn<int>("bestStreak");
        QTest::newRow("a wrong answer resets the streak bonus") << "RRWR" << QList<int>{10, 12, 0, 10} << 1 << 2;
        QTest::newRow("the best streak is kept after a reset") << "RRRWRR" << QList<int>{10, 12, 14, 0, 10, 12} << 2 << 3;
        QTest::newRow("a later, longer streak becomes the best") << "RWRRRR" << QList<int>{10, 0, 10, 12, 14, 16} << 4 << 4;
        QTest::newRow("wrong twice: no streak at all") << "WW" << QList<int>{0, 0} << 0 << 0;
        QTest::newRow("ending on a wrong answer leaves streak 0") << "RRW" << QList<int>{10, 12, 0} << 0 << 2;
    }
    void wrongEndsTheStreak()
    {
        QFETCH(QString, answers);
        QFETCH(QList<int>, points);
        QFETCH(int, streak);
        QFETCH(int, bestStreak);
        SessionScore score;
        int sum = 0;
        for (qsizetype i = 0; i < answers.size(); ++i) {
            const AnswerScore a = score.record(answers[i] == u'R', 3000, 3000);
            QCOMPARE(a.points, points[i]);
            if (answers[i] == u'W')
                QCOMPARE(a.streak, 0);
            sum += points[i];
        }
        QCOMPARE(score.points(), sum);
        QCOMPARE(score.streak(), streak);
        QCOMPARE(score.bestStreak(), bestStreak);
    }

    void sessionTotals()
    {
        SessionScore score;
        // right in 1 s of 4: 10 + 10 × 3000/4000 = 17.5 → 17; streak 1
        QCOMPARE(score.record(true, 1000, 4000).points, 17);
        // wrong: 0; streak 0
        QCOMPARE(score.record(false, 3000, 4000).points, 0);
        // right but slow: 10, streak 1 (no streak bonus)
        QCOMPARE(score.record(true, 5000, 4000).points, 10);
        // right at once: 10 + 10 + streak 2 → 2
        QCOMPARE(score.record(true, 0, 2000).points, 22);
        QCOMPARE(score.points(), 17 + 0 + 10 + 22);
        QCOMPARE(score.answered(), 4);
        QCOMPARE(score.correct(), 3);
        QCOMPARE(score.fast(), 2);
        QCOMPARE(score.totalMs(), qint64(1000 + 3000 + 5000 + 0));
        QCOMPARE(score.streak(), 2);
        QCOMPARE(score.bestStreak(), 2);
    }

    void aFreshSessionIsEmpty()
    {
        const SessionScore score;
        QCOMPARE(score.points(), 0);
        QCOMPARE(score.streak(), 0);
        QCOMPARE(score.bestStreak(), 0);
        QCOMPARE(score.answered(), 0);
        QCOMPARE(score.correct(), 0);
        QCOMPARE(score.fast(), 0);
        QCOMPARE(score.totalMs(), qint64(0));
    }
};

QTEST_APPLESS_MAIN(TestScoring)
#include "tst_scoring.moc"
