#include "CrapsMaxima.h"

#include "InputError.h"
#include "craps/CrapsRules.h"

#include <string>

namespace croupier {

namespace {
void requirePositive(const Money &amount, const char *field)
{
    if (amount.isNegative() || amount.isZero())
        throw InputError(field, "must be more than 0, not " + amount.toString());
}

/// Per point: 4 and 10, 5 and 9, 6 and 8.
Ratio byPoint(int number, Ratio fourTen, Ratio fiveNine, Ratio sixEight)
{
    switch (number) {
    case 4:
    case 10: return fourTen;
    case 5:
    case 9: return fiveNine;
    default: return sixEight;
    }
}
} // namespace

void CrapsTableLimits::validate() const
{
    requirePositive(minimum, "table_min");
    requirePositive(chipUnit, "chip_unit");
    if (maximum < minimum * kLeastMultiple || maximum > minimum * kMostMultiple)
        throw InputError("table_max", "must be 100 to 1000 times the table minimum (art. 16 §3): from "
                                          + (minimum * kLeastMultiple).toString() + " to "
                                          + (minimum * kMostMultiple).toString() + ", not " + maximum.toString());
}

CrapsMaximumRule crapsMaximumRule(CrapsBet bet, std::optional<int> number)
{
    const CrapsBetRule &rule = crapsRule(bet);
    const bool odds = rule.placement == CrapsPlacement::BehindPoint || rule.placement == CrapsPlacement::BehindComePoint;
    if (odds && (!number || !isPointNumber(*number)))
        throw InputError("point", "odds without a point: the odds' maximum depends on the point (4, 5, 6, 8, 9 or "
                                  "10)"
                                      + (number ? ", not " + std::to_string(*number) : std::string()));
    if (odds && rule.decider == CrapsDecider::NumberBeforeSeven)
        // §3 last paragraph: determined on the amount of the WIN / COME bet itself.
        return {CrapsMaximumBasis::FlatBet, {100, 100}, "art. 16 §3, last paragraph"};
    if (odds)
        // §4: "Bet 2 to Win 1", "Bet 3 to Win 2", "Bet 6 to Win 5".
        return {CrapsMaximumBasis::FlatBet, byPoint(*number, {200, 100}, {150, 100}, {120, 100}), "art. 16 §4"};
    if (bet >= CrapsBet::Place4 && bet <= CrapsBet::Place10)
        return {CrapsMaximumBasis::TableMaximum, byPoint(rule.number, {100, 100}, {100, 100}, {120, 100}),
                "art. 16 §5 α"};
    if (bet >= CrapsBet::Lay4 && bet <= CrapsBet::Lay10)
        return {CrapsMaximumBasis::TableMaximum, byPoint(rule.number, {220, 100}, {160, 100}, {125, 100}),
                "art. 16 §5 β"};
    if (rule.multiple) {
        // §3 second paragraph: the possible win up to three times that of the simple chances.
        int winning = rule.number;
        for (int t = 2; !winning && t <= 12; ++t)
            if (rule.winsOnTotal(t))
                winning = t;
        const Ratio pays = rule.paysOn(winning);
        return {CrapsMaximumBasis::TableMaximum, {3 * pays.per(), pays.pays()}, "art. 16 §3, second paragraph"};
    }
    return {CrapsMaximumBasis::TableMaximum, {100, 100}, "art. 16 §3"};
}

Money crapsMaximumBet(CrapsBet bet, const CrapsTableLimits &limits, std::optional<int> number,
                      const std::optional<Money> &flatBet)
{
    limits.validate();
    const CrapsMaximumRule rule = crapsMaximumRule(bet, number);
    if (rule.basis == CrapsMaximumBasis::TableMaximum)
        return Money::floorTo(limits.maximum.times(rule.share), limits.chipUnit);
    if (!flatBet)
        throw InputError("flat_bet", "the odds' maximum is measured on the flat bet they stand behind (art. 16 §3, "
                                     "§4): give its amount");
    if (*flatBet < limits.minimum || *flatBet > limits.maximum)
        throw InputError("flat_bet", "must be within the table's limits, " + limits.minimum.toString() + " to "
                                         + limits.maximum.toString() + ", not " + flatBet->toString());
    return Money::floorTo(flatBet->times(rule.share), limits.chipUnit);
}

} // namespace croupier
