#include "study/Fsrs.h"

#include <QtTest>

#include <cmath>

using namespace croupier;

/**
 * Fsrs: the FSRS-6 model with its default weights w0…w20 (core/study/Fsrs.h). Every
 * expectation below is the published formula worked by hand with those weights
 * (ALGORITHM.md of open-spaced-repetition/py-fsrs, FSRS-6's short-term and decay
 * terms), to six decimals; the arithmetic is in each row's comment.
 *   DECAY = −w20 = −0.1542, FACTOR = 0.9^(1/DECAY) − 1 = 0.980346
 */
namespace {
constexpr std::int64_t kT0 = 1'790'000'000'000; // an instant in 2026
constexpr double kTolerance = 5e-6;

Grade grade(int g) { return Grade(g); }

/// A chain of answers: "G@days" (a grade 1–4 and the whole days since the first).
CellMemory replay(const Fsrs &fsrs, const QString &answers)
{
    CellMemory m;
    for (const QString &a : answers.split(' ', Qt::SkipEmptyParts)) {
        const QStringList parts = a.split('@');
        m = fsrs.review(m, grade(parts.at(0).toInt()), kT0 + std::int64_t(parts.at(1).toDouble() * double(kDayMs)));
    }
    return m;
}
} // namespace

class TestFsrs : public QObject
{
    Q_OBJECT

private slots:
    void answers_data()
    {
        QTest::addColumn<QString>("answers");
        QTest::addColumn<double>("stability");
        QTest::addColumn<double>("difficulty");
        QTest::addColumn<int>("interval");   // days until due
        QTest::addColumn<int>("lapses");
        // A new cell: S0(G) = w[G−1], D0(G) = w4 − e^(w5·(G−1)) + 1, I = S at 90 %.
        // D0(3) = 6.4133 − e^1.6668 + 1 = 2.118104; round(2.3065) = 2.
        QTest::newRow("new, right in time") << "3@0" << 2.3065 << 2.118104 << 2 << 0;
        // D0(2) = 6.4133 − e^0.8334 + 1 = 5.112171; round(1.2931) = 1.
        QTest::newRow("new, right but slow") << "2@0" << 1.2931 << 5.112171 << 1 << 0;
        // D0(1) = 6.4133 − 1 + 1; 0.212 days rounds to 0, at least 1.
        QTest::newRow("new, wrong") << "1@0" << 0.212 << 6.4133 << 1 << 1;
        // D0(4) = 6.4133 − e^2.5002 + 1 = −4.7707, clamped to 1.
        QTest::newRow("new, easy") << "4@0" << 8.2956 << 1.0 << 8 << 0;
        // Two days later: R = (1 + 0.980346·2/2.3065)^−0.1542 = 0.909493;
        // S' = S·(1 + e^1.8722·(11 − D)·S^−0.1666·(e^(0.796·(1 − R)) − 1)) = 10.964332;
        // D' = 0.001·(−4.7707) + 0.999·(D + (10 − D)·0/9) = 2.111214; I = round(10.96) = 11.
        QTest::newRow("good, good two days later") << "3@0 3@2" << 10.964332 << 2.111214 << 11 << 0;
        // Hard two days later: the same with the hard penalty w15 = 0.6014: S' = 7.513320;
        // ΔD = −3.0194·(2 − 3) = 3.0194, damped ·(10 − 2.118104)/9: D' = 4.752858.
        QTest::newRow("good, slow two days later") << "3@0 2@2" << 7.513320 << 4.752858 << 8 << 0;
        // Wrong on the day it fell due (day 13): R(11, 10.964332) = 0.899777;
        // S'f = min(w11·D^−w12·((S + 1)^w13 − 1)·e^(w14·(1 − R)), S/e^(w17·w18)) = 1.538337;
        // D' = 2.111214 + (10 − 2.111214)·6.0388/9 → 7.392238; I = round(1.54) = 2.
        QTest::newRow("good, good, then missed when due") << "3@0 3@2 1@13" << 1.538337 << 7.392238 << 2 << 1;
        // The same day: S·e^(w17·(G − 3 + w18))·S^−w19. Good: e^0.04948·2.3065^−0.0658 = 0.994500,
        // never below 1 for a right answer, so S stays; D unchanged (ΔD = 0, reversion ≈ 0).
        QTest::newRow("good twice the same day") << "3@0 3@0.5" << 2.3065 << 2.111214 << 2 << 0;
        // Again the same day: e^(0.5425·(−1.9088))·2.3065^−0.0658 = 0.336043 → 0.775084;
        // D' = 2.118104 + 7.881896·6.0388/9 → 7.394503; I = 1.
        QTest::newRow("good then wrong the same day") << "3@0 1@0.25" << 0.775084 << 7.394503 << 1 << 1;
    }
    void answers()
    {
        QFETCH(QString, answers);
        QFETCH(double, stability);
        QFETCH(double, difficulty);
        QFETCH(int, interval);
        QFETCH(int, lapses);
        const Fsrs fsrs;
        const CellMemory m = replay(fsrs, answers);
        QVERIFY2(std::abs(m.stability - stability) < kTolerance, qPrintable(QString::number(m.stability, 'f', 6)));
        QVERIFY2(std::abs(m.difficulty - difficulty) < kTolerance, qPrintable(QString::number(m.difficulty, 'f', 6)));
        QCOMPARE((m.dueMs - m.lastMs) / kDayMs, std::int64_t(interval));
        QCOMPARE(m.lapses, lapses);
        QCOMPARE(m.reviews, int(answers.count('@')));
    }

    void retrievability_data()
    {
        QTest::addColumn<double>("stability");
        QTest::addColumn<double>("days");
        QTest::addColumn<double>("expected");
        // By definition R(S, S) = 0.9 whatever S.
        QTest::newRow("after S days: 90 %") << 10.0 << 10.0 << 0.9;
        QTest::newRow("at once: 100 %") << 10.0 << 0.0 << 1.0;
        // (1 + 0.980346·2/2.3065)^−0.1542 = 0.909493
        QTest::newRow("two days on 2.3065") << 2.3065 << 2.0 << 0.909493;
        // (1 + 0.980346·100/10)^−0.1542 = 10.80346^−0.1542 = 0.692827
        QTest::newRow("a hundred days on 10: the curve falls slowly") << 10.0 << 100.0 << 0.692827;
    }
    void retrievability()
    {
        QFETCH(double, stability);
        QFETCH(double, days);
        QFETCH(double, expected);
        QVERIFY(std::abs(Fsrs().retrievability(stability, days) - expected) < kTolerance);
    }

    void intervalFollowsTheTargetRetention_data()
    {
        QTest::addColumn<double>("retention");
        QTest::addColumn<int>("days");
        // I = S/FACTOR·(r^(1/DECAY) − 1) with S = 10: at 90 % I = S.
        QTest::newRow("90 %") << 0.9 << 10;
        // 0.8^(−6.485084) − 1 = 3.250790; ·10/0.980346 = 33.17 → 33
        QTest::newRow("80 %: longer") << 0.8 << 33;
        // 0.95^(−6.485084) − 1 = 0.394647; ·10/0.980346 = 4.02 → 4
        QTest::newRow("95 %: shorter") << 0.95 << 4;
        // Outside 70–97 % the setting is held to its bounds: 0.97^(−6.485084) − 1 = 0.218390 → 2.23 → 2
        QTest::newRow("99 % is held to 97 %") << 0.99 << 2;
    }
    void intervalFollowsTheTargetRetention()
    {
        QFETCH(double, retention);
        QFETCH(int, days);
        FsrsParameters p;
        p.retention = retention;
        QCOMPARE(Fsrs(p).intervalDays(10.0), days);
    }

    void grades_data()
    {
        QTest::addColumn<bool>("correct");
        QTest::addColumn<qint64>("elapsedMs");
        QTest::addColumn<qint64>("targetMs");
        QTest::addColumn<int>("grade");
        QTest::newRow("wrong is Again") << false << 1000LL << 4000LL << 1;
        QTest::newRow("wrong and fast is still Again") << false << 10LL << 4000LL << 1;
        QTest::newRow("right at the target is Good") << true << 4000LL << 4000LL << 3;
        QTest::newRow("right over the target is Hard") << true << 4001LL << 4000LL << 2;
        QTest::newRow("timing off: never Hard") << true << 90000LL << 0LL << 3;
    }
    void grades()
    {
        QFETCH(bool, correct);
        QFETCH(qint64, elapsedMs);
        QFETCH(qint64, targetMs);
        QFETCH(int, grade);
        QCOMPARE(int(gradeOf(correct, elapsedMs, targetMs)), grade);
    }

    void leeches_data()
    {
        QTest::addColumn<int>("lapses");
        QTest::addColumn<bool>("leech");
        QTest::addColumn<bool>("flagged");
        QTest::newRow("7 misses: not yet") << 7 << false << false;
        QTest::newRow("the 8th miss flags it") << 8 << true << true;
        QTest::newRow("9th: still a leech, no new flag") << 9 << true << false;
        QTest::newRow("11th") << 11 << true << false;
        QTest::newRow("the 12th flags it again") << 12 << true << true;
        QTest::newRow("the 16th too") << 16 << true << true;
    }
    void leeches()
    {
        QFETCH(int, lapses);
        QFETCH(bool, leech);
        QFETCH(bool, flagged);
        CellMemory m;
        m.reviews = lapses;
        m.lapses = lapses;
        QCOMPARE(isLeech(m), leech);
        QCOMPARE(leechFlaggedAt(lapses), flagged);
    }

    // Eight misses in a row through review(): the cell is a leech at the 8th.
    void eightMissesMakeALeech()
    {
        const Fsrs fsrs;
        CellMemory m;
        for (int i = 0; i < 8; ++i) {
            QVERIFY(!isLeech(m));
            m = fsrs.review(m, Grade::Again, kT0 + i * kDayMs);
        }
        QVERIFY(isLeech(m));
        QCOMPARE(m.lapses, 8);
    }

    // A clock set back counts as the moment of the last answer (a same-day answer), and
    // the due time never goes before the answer.
    void aClockSetBack()
    {
        const Fsrs fsrs;
        const CellMemory first = fsrs.review({}, Grade::Good, kT0);
        const CellMemory back = fsrs.review(first, Grade::Good, kT0 - 5 * kDayMs);
        QCOMPARE(back.lastMs, kT0);
        QCOMPARE(back.stability, fsrs.shortTermStability(first.stability, Grade::Good));
        QVERIFY(back.dueMs > back.lastMs);
    }

    // A new cell has no retrievability; replaying the same answers gives the same memory.
    void pureAndReplayable()
    {
        const Fsrs fsrs;
        QCOMPARE(fsrs.retrievability(CellMemory{}, kT0), 0.0);
        const QString answers = QStringLiteral("3@0 2@1 1@3 3@3.5 3@6 3@20");
        const CellMemory a = replay(fsrs, answers);
        const CellMemory b = replay(fsrs, answers);
        QCOMPARE(a.stability, b.stability);
        QCOMPARE(a.difficulty, b.difficulty);
        QCOMPARE(a.dueMs, b.dueMs);
    }
};

QTEST_APPLESS_MAIN(TestFsrs)
#include "tst_fsrs.moc"
