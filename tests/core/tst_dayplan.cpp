#include "StudySimulation.h"
#include "study/DayPlan.h"

#include <QtTest>

using namespace croupier;

/**
 * planDay (core/study/DayPlan.h): the day's plan from a trainee's memory. The
 * intervals are FSRS-6's with the default weights at 90 % (tst_fsrs works them):
 * a new cell right in time is due in 2 days, right but slow in 1, wrong in 1; right
 * in time again 2 days later, due 11 days after that.
 */
namespace {
constexpr std::int64_t kDay0 = 1'790'000'000'000 - 1'790'000'000'000 % kDayMs; // a midnight
constexpr std::int64_t kEvening = 18 * 60 * 60 * 1000;

CellId cell(int n, const char *topic = "baccarat.draw") { return {Game::PuntoBanco, topic, n}; }
std::int64_t at(int day) { return kDay0 + day * kDayMs + kEvening; }
std::vector<CellId> candidates(int count)
{
    std::vector<CellId> out;
    for (int n = 0; n < count; ++n)
        out.push_back(cell(n));
    return out;
}
QList<int> numbers(const std::vector<CellId> &cells)
{
    QList<int> out;
    for (const CellId &c : cells)
        out << c.cell;
    return out;
}
} // namespace

class TestDayPlan : public QObject
{
    Q_OBJECT

private slots:
    // Day 0: cells 0 and 1 right in time (due day 2), cell 2 slow (due day 1), cell 3
    // wrong (due day 1). Day 1 evening: 2 and 3 due; cell 3 (S 0.212: R = (1 + 0.980346/
    // 0.212)^−0.1542 = 0.766) before cell 2 (S 1.2931: R = 0.917).
    void dueCellsTheLeastRetainedFirst()
    {
        MemoryBook book;
        book.add(cell(0), Grade::Good, at(0));
        book.add(cell(1), Grade::Good, at(0));
        book.add(cell(2), Grade::Hard, at(0));
        book.add(cell(3), Grade::Again, at(0));
        const DayPlan plan = planDay(book, candidates(10), at(1), kDay0 + kDayMs, {20});
        QCOMPARE(numbers(plan.due), (QList<int>{3, 2}));
        // The week from day 1: two due today, two tomorrow.
        QCOMPARE(plan.forecast, (std::array<int, 7>{2, 2, 0, 0, 0, 0, 0}));
    }

    // The day's new cells: the allowance less those first answered today, in the
    // candidates' order, skipping the cells already met.
    void newCellsAllowedToday_data()
    {
        QTest::addColumn<int>("newPerDay");
        QTest::addColumn<int>("metToday");
        QTest::addColumn<QList<int>>("fresh");
        QTest::newRow("three a day, none met yet") << 3 << 0 << QList<int>{2, 3, 4};
        QTest::newRow("three a day, one met today") << 3 << 1 << QList<int>{3, 4};
        QTest::newRow("three a day, three met today") << 3 << 3 << QList<int>{};
        QTest::newRow("new cells paused") << 0 << 0 << QList<int>{};
    }
    void newCellsAllowedToday()
    {
        QFETCH(int, newPerDay);
        QFETCH(int, metToday);
        QFETCH(QList<int>, fresh);
        MemoryBook book;
        // Cells 0 and 1 met yesterday; then metToday cells from 2 on today; 10 candidates.
        book.add(cell(0), Grade::Good, at(-1));
        book.add(cell(1), Grade::Good, at(-1));
        for (int n = 0; n < metToday; ++n)
            book.add(cell(2 + n), Grade::Good, at(0));
        const DayPlan plan = planDay(book, candidates(10), at(0) + 1000, kDay0, {newPerDay});
        QCOMPARE(numbers(plan.fresh), fresh);
        QCOMPARE(plan.newAllowed, std::max(0, newPerDay - metToday));
    }

    // Back after a week: cells due on days 1, 2 and 13 (the last answered right twice)
    // — the first two are overdue and due now, today's forecast holds them, the third
    // falls on the sixth day from day 7; the new cells come as on any day.
    void backAfterAWeek()
    {
        MemoryBook book;
        book.add(cell(0), Grade::Again, at(0)); // due day 1
        book.add(cell(1), Grade::Good, at(0));  // due day 2
        book.add(cell(2), Grade::Good, at(0));
        book.add(cell(2), Grade::Good, at(2));  // due day 2 + 11 = 13
        const std::int64_t day7 = kDay0 + 7 * kDayMs;
        const DayPlan plan = planDay(book, candidates(6), at(7), day7, {2});
        QCOMPARE(numbers(plan.due), (QList<int>{0, 1}));
        QCOMPARE(plan.forecast, (std::array<int, 7>{2, 0, 0, 0, 0, 0, 1}));
        QCOMPARE(numbers(plan.fresh), (QList<int>{3, 4}));
    }

    // Leeches: 8 misses flag a cell (tst_fsrs); the most missed first.
    void leechesTheMostMissedFirst()
    {
        MemoryBook book;
        int flags = 0;
        for (int i = 0; i < 12; ++i)
            flags += book.add(cell(5), Grade::Again, at(i)) ? 1 : 0;
        for (int i = 0; i < 8; ++i)
            flags += book.add(cell(7), Grade::Again, at(i)) ? 1 : 0;
        for (int i = 0; i < 7; ++i)
            flags += book.add(cell(9), Grade::Again, at(i)) ? 1 : 0;
        // Cell 5 flagged at its 8th and 12th miss, cell 7 at its 8th, cell 9 never.
        QCOMPARE(flags, 3);
        QCOMPARE(numbers(planDay(book, {}, at(20), kDay0 + 20 * kDayMs).leeches), (QList<int>{5, 7}));
    }

    // Issue 19's "done when": over 60 days, a seeded trainee studying by the schedule
    // keeps the target retention (90 %) with fewer answers than one who reviews every
    // cell every day. croupier-bench --study prints the same figures for other seeds.
    void theScheduleKeepsTheTargetWithFewerReviews_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::newRow("seed 1") << quint64(1);
        QTest::newRow("seed 2") << quint64(2);
        QTest::newRow("seed 3") << quint64(3);
    }
    void theScheduleKeepsTheTargetWithFewerReviews()
    {
        QFETCH(quint64, seed);
        const auto scheduled = simulation::simulate(true, 60, 300, 20, seed);
        const auto daily = simulation::simulate(false, 60, 300, 20, seed);
        qInfo("seed %llu: scheduled %ld answers, retention %.3f; daily %ld answers, retention %.3f", seed,
              scheduled.reviews, scheduled.retention, daily.reviews, daily.retention);
        QVERIFY(scheduled.retention >= 0.9);
        QVERIFY(scheduled.reviews < daily.reviews / 2);
    }
};

QTEST_APPLESS_MAIN(TestDayPlan)
#include "tst_dayplan.moc"
