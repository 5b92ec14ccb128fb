#pragma once

#include "bank/Game.h"
#include "study/Fsrs.h"

#include <array>
#include <compare>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace croupier {

/// @brief One rule cell a trainee can be asked: a topic's cell (Topic::makeScenario's
/// index) at a game.
struct CellId
{
    Game game = Game::PuntoBanco;
    std::string topic;
    int cell = 0;
    auto operator<=>(const CellId &) const = default;
};

/**
 * @brief A trainee's memory of every cell he has answered, replayed from his answers
 * (the study store keeps the answers; the memory is always worked from them, so an
 * older file, a new target retention or new weights give the schedule the answers
 * imply).
 */
class MemoryBook
{
public:
    explicit MemoryBook(const Fsrs &fsrs = Fsrs()) : m_fsrs(fsrs) { }

    /// One answer, in time order. True when it flags the cell as a leech (its 8th,
    /// 12th, 16th… miss).
    bool add(const CellId &cell, Grade grade, std::int64_t atMs);

    const Fsrs &fsrs() const { return m_fsrs; }
    const std::map<CellId, CellMemory> &cells() const { return m_cells; }
    /// The cell's memory; a new cell's when never answered.
    CellMemory memory(const CellId &cell) const;
    /// When the cell was first answered (0: never).
    std::int64_t firstAnsweredMs(const CellId &cell) const;

private:
    Fsrs m_fsrs;
    std::map<CellId, CellMemory> m_cells;
    std::map<CellId, std::int64_t> m_first;
};

/// How much a day may bring: new cells a day (0 pauses new ones).
struct PlanSettings
{
    static constexpr int kDefaultNewPerDay = 20;
    int newPerDay = kDefaultNewPerDay;
};

/// @brief The day's plan (issue 19): what is due, what is new, the week ahead.
struct DayPlan
{
    /// Cells due now, the least likely to be recalled first (then the longest
    /// overdue, then in CellId order).
    std::vector<CellId> due;
    /// New cells still allowed today, in the candidates' (teaching) order: the day's
    /// allowance less the cells first answered today.
    std::vector<CellId> fresh;
    int newAllowed = 0;
    /// Cells falling due on each of the seven days from today's start: today's count
    /// holds everything overdue.
    std::array<int, 7> forecast{};
    /// The leeches (isLeech), the most missed first.
    std::vector<CellId> leeches;
};

/**
 * The plan at @p nowMs of a day that began at @p dayStartMs (the trainee's local
 * midnight, given by the app). @p candidates are the cells the trainee may be asked
 * (the curriculum's steps reached so far, in teaching order); the cells already
 * answered count wherever they are. A trainee back after a week finds every overdue
 * cell due, the most forgotten first, and the day's new cells as usual.
 */
DayPlan planDay(const MemoryBook &book, const std::vector<CellId> &candidates, std::int64_t nowMs,
                std::int64_t dayStartMs, const PlanSettings &settings = {});

} // namespace croupier
