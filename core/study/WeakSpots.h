#pragma once

#include <cstdint>
#include <vector>

namespace croupier {

class Rng;

/// @brief A trainee's record on one rule cell of a topic.
struct CellRecord
{
    int attempts = 0;
    int correct = 0;
    std::int64_t totalMs = 0; ///< time spent on the right answers only
};

/**
 * @brief Chooses the next rule cell of a topic so that the trainee meets what he
 * misses or answers slowly more often, without losing sight of the rest.
 *
 * Each cell has an integer weight (see weight()); pick() draws a cell with
 * probability proportional to it, from the caller's Rng (core draws nothing on
 * its own). Cells never seen weigh as much as a cell missed half the time, so a
 * new trainee still meets every cell.
 */
class WeakSpotPicker
{
public:
    /// @p cellCount cells (Topic::cellCount); @p targetMs the topic's target time.
    WeakSpotPicker(std::size_t cellCount, std::int64_t targetMs);

    std::size_t cellCount() const { return m_cells.size(); }
    const CellRecord &record(std::size_t cell) const { return m_cells.at(cell); }
    /// Adds one answer on @p cell (out-of-range cells are ignored).
    void add(std::size_t cell, bool correct, std::int64_t elapsedMs);
    /// Replaces a cell's record (loaded from the store).
    void set(std::size_t cell, const CellRecord &record);

    /**
     * The cell's weight, in hundredths:
     *  - never seen: 400;
     *  - seen: 100 + 600 × (misses / attempts) + 300 × slowness, where slowness is
     *    (mean time of the right answers − target) / target, between 0 and 1;
     * all rounded down. A cell always right and fast weighs 100, a cell always
     * missed 700.
     */
    std::int64_t weight(std::size_t cell) const;
    /// A cell drawn in proportion to its weight: one rng.below(sum of the weights),
    /// the cells laid end to end in order. With no cells: 0, and nothing is drawn.
    std::size_t pick(Rng &rng) const;

private:
    std::vector<CellRecord> m_cells;
    std::int64_t m_targetMs;
};

} // namespace croupier
