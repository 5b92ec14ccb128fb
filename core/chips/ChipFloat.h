#pragma once

#include "Money.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace croupier {

/// @brief So many chips of one denomination: one line of a payment or a stack.
struct ChipCount
{
    Money chip;
    std::int64_t count = 0;

    friend bool operator==(const ChipCount &, const ChipCount &) = default;
};

/// Chips by denomination. The solver's answers list the largest chip first and
/// leave out zero counts.
using ChipBreakdown = std::vector<ChipCount>;

/// Every chip's worth added up, exactly.
Money chipValue(const ChipBreakdown &chips);
/// How many chips, all denominations together.
std::int64_t chipCount(const ChipBreakdown &chips);

/// @brief One tube of the chip tray: a denomination and, as a house setting, how
/// many chips of it the tray holds (none: as many as a payment needs).
struct ChipTube
{
    Money chip;
    std::optional<std::int64_t> count;

    friend bool operator==(const ChipTube &, const ChipTube &) = default;
};

/**
 * @brief A table's float (its chip tray): the denominations it pays with,
 * smallest first, each optionally with the number of chips in its tube.
 *
 * The texts name no chip set; RULINGS ("Table limits and chips") gives the
 * product's default, a house setting: € 0.50, 1, 2.50, 5, 10, 25, 100, 500, 1,000.
 * A float is valid by construction: 1 to kMaxDenominations denominations, each
 * above 0 and each once, tube counts from 0.
 */
class ChipFloat
{
public:
    static constexpr std::size_t kMaxDenominations = 20;

    /// Unbounded tubes of @p chips, in any order. Throws InputError naming
    /// "float" or the chip at fault ("float[2]").
    explicit ChipFloat(std::vector<Money> chips);
    /// The same, with tube counts. Throws InputError as above.
    explicit ChipFloat(std::vector<ChipTube> tubes);

    /// RULINGS' default float (TableProfile's defaultChipFloat()), unbounded.
    static ChipFloat standard();

    /// Smallest first.
    const std::vector<ChipTube> &tubes() const { return m_tubes; }
    std::vector<Money> denominations() const;
    bool has(const Money &chip) const;
    const Money &smallest() const { return m_tubes.front().chip; }
    const Money &largest() const { return m_tubes.back().chip; }
    /// Some tube has a count: payments are limited by what the tray holds.
    bool bounded() const;
    /// The same float with only the chips of at least @p unit (unchanged tubes).
    /// Throws InputError("chip_unit") when none is left.
    ChipFloat from(const Money &unit) const;
    /**
     * The float of a question's table whose smallest chip is @p unit: the chips of at
     * least @p unit (from()) and, where the float's smallest chip is above @p unit, a
     * chip of @p unit of its own, its tube unbounded (a craps drill's table of 0.25 or
     * 0.10 under the house's float from 0.50 has chips of its own unit: its stakes are
     * made of them, issue 17). Throws InputError("chip_unit") when @p unit is not above
     * 0 or no chip is left, InputError("float") when the float is full.
     */
    ChipFloat forTable(const Money &unit) const;

    friend bool operator==(const ChipFloat &, const ChipFloat &) = default;

private:
    ChipFloat() = default;
    void setTubes(std::vector<ChipTube> tubes);

    std::vector<ChipTube> m_tubes;
};

} // namespace croupier
