#pragma once

// A simulated trainee over days (issue 19), shared by tst_dayplan (which checks the
// outcome) and croupier-bench --study (which prints it).
//
// The trainee: each cell has a true memory, an FSRS memory scaled by the cell's own
// hardness (its true stability is the model's times a factor drawn once in 0.5–1.5,
// so the scheduler's model is wrong for every cell, in both directions). Asked a cell
// t days after the last answer, he recalls it with the true R(t), drawn from the Rng;
// a recall is graded Good, a miss Again. Both the trainee's truth and the scheduler
// see the same answers.
//
// Two ways to study, with the same new cells a day:
//   - scheduled: each day, the cells due (planDay), then the day's new cells;
//   - daily: each day, every cell met so far, then the day's new cells.
// At the end: the answers given, and the mean true retrievability of every cell
// met (the chance the trainee recalls a cell drawn at random from what he learnt).

#include "Rng.h"
#include "study/DayPlan.h"

#include <cmath>
#include <cstdint>
#include <vector>

namespace croupier::simulation {

struct Outcome
{
    long reviews = 0;
    double retention = 0;   ///< mean true R over the cells met, at the end
    double recallRate = 0;  ///< right answers / answers
};

inline Outcome simulate(bool scheduled, int days, int cellCount, int newPerDay, std::uint64_t seed)
{
    constexpr std::int64_t kStart = 1'790'000'000'000 - 1'790'000'000'000 % kDayMs; // a midnight (UTC)
    Rng rng(seed);
    std::vector<double> hardness(static_cast<std::size_t>(cellCount));
    for (double &h : hardness)
        h = 0.5 + double(rng.below(1001)) / 1000.0;
    std::vector<CellId> cells;
    for (int c = 0; c < cellCount; ++c)
        cells.push_back({Game::PuntoBanco, "simulated", c});

    MemoryBook book;
    Outcome out;
    long right = 0;
    const auto answer = [&](const CellId &cell, std::int64_t at) {
        const CellMemory m = book.memory(cell);
        bool recalled = true;
        if (!m.isNew()) {
            const double days = double((at - m.lastMs) / kDayMs);
            const double r = book.fsrs().retrievability(m.stability * hardness[std::size_t(cell.cell)], days);
            recalled = double(rng.below(1'000'000)) < r * 1'000'000.0;
        }
        // A new cell is shown, then asked: right the first time.
        right += recalled ? 1 : 0;
        ++out.reviews;
        book.add(cell, recalled ? Grade::Good : Grade::Again, at);
    };
    int met = 0;
    for (int day = 0; day < days; ++day) {
        const std::int64_t dayStart = kStart + day * kDayMs;
        const std::int64_t at = dayStart + 18 * 60 * 60 * 1000; // the evening's session
        if (scheduled) {
            for (const CellId &cell : planDay(book, cells, at, dayStart, {newPerDay}).due)
                answer(cell, at);
        } else {
            for (int c = 0; c < met; ++c)
                answer(cells[std::size_t(c)], at);
        }
        for (int n = 0; n < newPerDay && met < cellCount; ++n)
            answer(cells[std::size_t(met++)], at);
    }
    const std::int64_t end = kStart + days * kDayMs + 18 * 60 * 60 * 1000;
    double sum = 0;
    for (int c = 0; c < met; ++c) {
        const CellMemory m = book.memory(cells[std::size_t(c)]);
        sum += book.fsrs().retrievability(m.stability * hardness[std::size_t(c)], double((end - m.lastMs) / kDayMs));
    }
    out.retention = met > 0 ? sum / met : 0;
    out.recallRate = out.reviews > 0 ? double(right) / double(out.reviews) : 0;
    return out;
}

} // namespace croupier::simulation
