#pragma once

#include "ChipFloat.h"

#include <string>
#include <string_view>
#include <vector>

namespace croupier {

/**
 * @brief The house's chips (issue 16): the float every free-play table pays from, each
 * tube's count, and the chips in a full stack when a payout is cut.
 *
 * The texts name no chip set; RULINGS ("Table limits and chips") gives the default
 * float, a house setting. The tube counts and the stack are the product's (RULINGS is
 * silent): a tube holds so many chips at each payment (the float is kept filled, so a
 * payment is bounded by the tube, not by the payments before it).
 */
struct HouseChips
{
    static constexpr std::int64_t kMaxTube = 1000;   ///< the most chips one tube may be set to hold

    ChipFloat chipFloat = ChipFloat::standard();
    int stack = 20;   ///< 5 or 20

    /// RULINGS' float, 100 chips in each tube, stacks of 20.
    static HouseChips standard();

    friend bool operator==(const HouseChips &, const HouseChips &) = default;
};

/**
 * Reads the house's chips as stored (`{"float": ["0.5", "1", …], "tubes": {"0.5": 100, …},
 * "stack": 20}`; `tubes` optional, a chip it leaves out unbounded). Throws InputError
 * naming the field: the float as a scenario's (ChipsJson.h), a tube of no chip of the
 * float or above kMaxTube, a stack other than 5 or 20, a float without one of
 * @p tableUnits (each table's smallest chip: a table must be able to pay it).
 * JsonError when the text is no JSON.
 */
HouseChips readHouseChips(std::string_view json, const std::vector<Money> &tableUnits);
/// The stored form readHouseChips reads back.
std::string houseChipsToJson(const HouseChips &chips);

} // namespace croupier
