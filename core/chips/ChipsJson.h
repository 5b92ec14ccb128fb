#pragma once

#include "ChipFloat.h"
#include "bank/Json.h"

#include <string_view>

namespace croupier {

/**
 * The float of a scenario: an array of 1 to ChipFloat::kMaxDenominations money
 * strings (`["0.5", "1", "2.5"]`), each above 0 and each once. Throws InputError
 * naming @p key or the chip at fault ("float[2]").
 */
ChipFloat readChipFloat(const JsonValue &object, std::string_view key);
JsonValue chipFloatToJson(const ChipFloat &chipFloat);

/**
 * Chips by denomination (question-bank.md, `chips.pay`): an object whose keys are
 * denominations in the bank's money notation and whose values are whole counts
 * from 0 to kMaxChipsInAnswer (`{"25": 2, "2.5": 1}`). Throws InputError naming
 * the member at fault, `chips."3"`: not a denomination, the same denomination
 * twice ("5" and "5.0"), a negative, fractional or non-number count. Keeps the
 * members' order and leaves zero counts in.
 */
ChipBreakdown readChipCounts(const JsonValue &object, std::string_view key);
/// The same, each denomination also checked against @p chipFloat:
/// `chips."3": not a denomination of the float`.
ChipBreakdown readChipCounts(const JsonValue &object, std::string_view key, const ChipFloat &chipFloat);
/// `{"25": 2, "2.5": 1}`, in the breakdown's order.
JsonValue chipCountsToJson(const ChipBreakdown &chips);

/// `chips."2.5"`: how a message names one member of a chips object.
std::string chipMemberName(std::string_view key, std::string_view member);

} // namespace croupier
