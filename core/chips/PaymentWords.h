#pragma once

#include "FewestChips.h"
#include "bank/Words.h"

namespace croupier {

/// "2 × 25, 1 × 5": chips in words, as listed (zero counts left out); "no chip".
Words chipsInWords(const ChipBreakdown &chips);

/**
 * What free play tells the trainee of a payment built chip by chip (gradePayment):
 * right in the fewest chips; right in value but more chips than the fewest, with the
 * fewest way; over or short by how much (a payment left half built is short); a chip
 * not in the float, a negative count or more than a tube holds, naming the chip; or
 * that the float cannot make the amount. The paragraph is RULINGS' "Table limits and
 * chips".
 */
Explanation explainPayment(const Money &amount, const PaymentGrade &grade);

} // namespace croupier
