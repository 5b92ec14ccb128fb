// croupier-bench --only study (issue 19): a simulated trainee over 60 days
// (tests/StudySimulation.h), by the schedule and by reviewing every cell daily, for
// ten seeds; then the time to plan a day on a trainee's whole record.
#include "BenchSections.h"
#include "StudySimulation.h"

#include <chrono>
#include <cstdio>

using namespace croupier;

void benchStudy()
{
    std::printf("self-study over 60 days: 300 cells, 20 new a day, target retention 90 %%\n");
    long scheduledSum = 0;
    long dailySum = 0;
    double lowest = 1;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const auto s = simulation::simulate(true, 60, 300, 20, seed);
        const auto d = simulation::simulate(false, 60, 300, 20, seed);
        std::printf("  seed %2llu: scheduled %6ld answers, retention %.3f (right %.3f); "
                    "daily %6ld answers, retention %.3f\n",
                    static_cast<unsigned long long>(seed), s.reviews, s.retention, s.recallRate, d.reviews,
                    d.retention);
        scheduledSum += s.reviews;
        dailySum += d.reviews;
        lowest = std::min(lowest, s.retention);
    }
    std::printf("  mean answers: scheduled %ld, daily %ld (%.1f %%); lowest scheduled retention %.3f\n",
                scheduledSum / 10, dailySum / 10, 100.0 * double(scheduledSum) / double(dailySum), lowest);

    // planDay on 2000 cells answered 10 times each: the study page's cost.
    MemoryBook book;
    const std::int64_t t0 = 1'790'000'000'000;
    std::vector<CellId> cells;
    for (int c = 0; c < 2000; ++c)
        cells.push_back({Game::Craps, "craps.roll", c});
    for (int a = 0; a < 10; ++a)
        for (const CellId &c : cells)
            book.add(c, (c.cell + a) % 7 == 0 ? Grade::Again : Grade::Good, t0 + a * 3 * kDayMs);
    const int rounds = 200;
    std::size_t due = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < rounds; ++i)
        due += planDay(book, cells, t0 + 60 * kDayMs, t0 + 60 * kDayMs - 1000).due.size();
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("planDay on 2000 cells: %.3f ms per plan (mean of %d; %zu due)\n", s * 1e3 / rounds, rounds,
                due / rounds);
}
