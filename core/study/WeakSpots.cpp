#include "WeakSpots.h"

#include "Rng.h"

#include <algorithm>

namespace croupier {

namespace {

// 128-bit intermediates: records loaded from years of practice must not overflow
// the products below (attempts × target × right answers).
__extension__ typedef __int128 Wide;

constexpr std::int64_t kUnseenWeight = 400;
constexpr std::int64_t kFloorWeight = 100;
constexpr std::int64_t kMissWeight = 600;
constexpr std::int64_t kSlowWeight = 300;

} // namespace

WeakSpotPicker::WeakSpotPicker(std::size_t cellCount, std::int64_t targetMs)
    : m_cells(cellCount)
    , m_targetMs(targetMs)
{
}

void WeakSpotPicker::add(std::size_t cell, bool correct, std::int64_t elapsedMs)
{
    if (cell >= m_cells.size())
        return;
    CellRecord &r = m_cells[cell];
    ++r.attempts;
    if (correct) {
        ++r.correct;
        r.totalMs += std::max<std::int64_t>(elapsedMs, 0);
    }
}

void WeakSpotPicker::set(std::size_t cell, const CellRecord &record)
{
    if (cell < m_cells.size())
        m_cells[cell] = record;
}

std::int64_t WeakSpotPicker::weight(std::size_t cell) const
{
    const CellRecord &r = m_cells.at(cell);
    if (r.attempts <= 0)
        return kUnseenWeight;

    // A record from the store may be inconsistent; read it as sensibly as it allows.
    const std::int64_t attempts = r.attempts;
    const std::int64_t right = std::clamp<std::int64_t>(r.correct, 0, attempts);
    const std::int64_t misses = attempts - right;

    // weight = 100 + 600·misses/attempts + 300·slowness, rounded down once, with
    // slowness = (mean − target)/target = (totalMs − target·right)/(target·right)
    // clamped to [0, 1]. Over the common denominator attempts·target·right:
    if (right == 0 || m_targetMs <= 0)
        return kFloorWeight + kMissWeight * misses / attempts;
    const Wide slowDen = Wide(m_targetMs) * right;
    const Wide excess = std::clamp<Wide>(Wide(std::max<std::int64_t>(r.totalMs, 0)) - slowDen, 0, slowDen);
    const Wide numerator = Wide(kMissWeight) * misses * slowDen + Wide(kSlowWeight) * excess * attempts;
    return kFloorWeight + static_cast<std::int64_t>(numerator / (Wide(attempts) * slowDen));
}

std::size_t WeakSpotPicker::pick(Rng &rng) const
{
    if (m_cells.empty())
        return 0;
    std::vector<std::int64_t> weights(m_cells.size());
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        weights[i] = weight(i);
        total += static_cast<std::uint64_t>(weights[i]);
    }
    // Every weight is at least 100, so total > 0: one draw over the sum, then the
    // cell whose stretch of [0, total) it falls in.
    std::uint64_t x = rng.below(total);
    for (std::size_t i = 0; i < weights.size(); ++i) {
        const auto w = static_cast<std::uint64_t>(weights[i]);
        if (x < w)
            return i;
        x -= w;
    }
    return m_cells.size() - 1;   // unreachable: x < total
}

} // namespace croupier
