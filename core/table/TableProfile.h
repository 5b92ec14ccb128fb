#pragma once

#include "Money.h"

#include <vector>

namespace croupier {

/**
 * @brief The chips of a table's float (the chip tray), smallest first.
 *
 * The texts name no chip set; RULINGS ("Table limits and chips") gives the
 * product's default, a house setting: € 0.50, 1, 2.50, 5, 10, 25, 100, 500, 1,000.
 */
std::vector<Money> defaultChipFloat();

/// @brief A table's minimum and maximum stake (a house setting within the article's bounds).
struct TableLimits
{
    Money minimum;
    Money maximum;   ///< zero: no maximum (chemin de fer: the bank is the limit)
};

} // namespace croupier
