#pragma once

#include "Money.h"
#include "craps/CrapsBet.h"

#include <optional>
#include <vector>

namespace croupier {

/**
 * @brief One craps bet's exact odds: how it is finally decided, and what the house
 * keeps of it.
 *
 * Worked out from the settlement engine itself (decideCrapsBet() over the 36
 * equally likely rolls) and so from the pay table of art. 16 as RULINGS.md reads
 * it: a roll that leaves the bet standing is followed to the roll that decides
 * it; a WIN or COME bet that travels is followed on its number.
 *
 * The house edge is the expected loss per unit staked, per bet decided, a push
 * counting as a bet decided (as the published tables count DON'T WIN: 1.364 %,
 * not 1.403 %). Bets that are off on the come-out are counted while they work.
 */
struct CrapsBetOdds
{
    CrapsBet bet = CrapsBet::Pass;
    /// The point or come point of an odds bet; empty for every other bet.
    std::optional<int> number;
    Rational win;          ///< probability the bet is finally won
    Rational lose;         ///< … lost
    Rational push;         ///< … pushed (DON'T WIN / DON'T COME on a first-roll 12)
    Rational winAmount;    ///< expected payout per unit staked (the field pays 2:1 on 2 and 12)
    Rational houseEdge;    ///< lose − winAmount: per unit staked, per bet decided
};

/// The odds of @p bet; @p number is the point (4, 5, 6, 8, 9, 10) of an odds bet
/// and ignored otherwise. Throws InputError on "point" for odds without one.
CrapsBetOdds crapsBetOdds(CrapsBet bet, std::optional<int> number = std::nullopt);

/// Every bet in CrapsBet's order, each odds bet once per point number: 56 rows.
std::vector<CrapsBetOdds> crapsOdds();

} // namespace croupier
