#pragma once

#include "Money.h"
#include "craps/CrapsBet.h"

#include <optional>
#include <string_view>

namespace croupier {

/**
 * @brief A craps table's limits (art. 16 §3): the casino sets the minimum, and a
 * maximum of 100 to 1000 times it; chips of chipUnit.
 */
struct CrapsTableLimits
{
    Money minimum;
    Money maximum;
    Money chipUnit;

    /// The least and most multiples of the minimum §3 allows the maximum to be.
    static constexpr int kLeastMultiple = 100;
    static constexpr int kMostMultiple = 1000;

    /// Throws InputError on "table_min", "table_max" (not 100 to 1000 times the
    /// minimum) or "chip_unit".
    void validate() const;
};

/// @brief What a bet's largest stake is measured against.
enum class CrapsMaximumBasis : std::uint8_t {
    TableMaximum,   ///< the table's maximum (simple chances, place bets, multiple chances)
    FlatBet,        ///< the flat bet the odds stand behind
};

/// @brief One bet's maximum as data: a share of its basis and the paragraph that sets it.
struct CrapsMaximumRule
{
    CrapsMaximumBasis basis = CrapsMaximumBasis::TableMaximum;
    /// The largest stake is basis × share: 120:100 (place 6 and 8), 200:100 (don't odds on 4 and 10)…
    Ratio share{1, 1};
    std::string_view source;
};

/**
 * The maximum rule of @p bet on @p number (the point or come point for odds, the
 * bet's own number otherwise; ignored by bets that have none). Throws InputError
 * on "point" when odds are given no point number.
 *
 * - Simple chances (§3 first paragraph): 100 % of the table maximum.
 * - Multiple chances (§3 second paragraph): the largest win may be up to three
 *   times the largest win of the simple chances, so the stake is at most
 *   3 × maximum ÷ the bet's ratio (HARD 4 at 7:1: 3/7 of the maximum).
 * - Odds on WIN and COME (§3 last paragraph): "determined on the amount" of the
 *   flat bet, read as 100 % of it (single odds, as §4 makes DON'T odds win the flat bet).
 * - Odds on DON'T WIN and DON'T COME (§4): 200 % of the flat bet on 4 and 10,
 *   150 % on 5 and 9, 120 % on 6 and 8.
 * - Place right (§5 α): 120 % of the table maximum on 6 and 8, 100 % on 4, 5, 9, 10.
 * - Place wrong (§5 β): 125 % of the table maximum on 6 and 8, 160 % on 5 and 9,
 *   220 % on 4 and 10 (the "ποσό επί των απλών τυχών" read as the table
 *   maximum, there being no flat bet beside a place bet).
 */
CrapsMaximumRule crapsMaximumRule(CrapsBet bet, std::optional<int> number = std::nullopt);

/**
 * The largest stake permitted on @p bet: its rule's share of the table maximum or
 * of @p flatBet, rounded down to the chip unit (a stake is made in chips). Throws
 * InputError as CrapsTableLimits::validate() does, on "point" as
 * crapsMaximumRule() does, and on "flat_bet" when odds are given none or one
 * outside the table's limits.
 */
Money crapsMaximumBet(CrapsBet bet, const CrapsTableLimits &limits, std::optional<int> number = std::nullopt,
                      const std::optional<Money> &flatBet = std::nullopt);

} // namespace croupier
