#pragma once

#include "Dice.h"
#include "Money.h"
#include "craps/CrapsBet.h"
#include "craps/CrapsRules.h"

#include <optional>
#include <string_view>
#include <vector>

namespace croupier {

/// @brief What one roll does to one bet (question-bank.md, `craps.roll`).
enum class CrapsOutcome : std::uint8_t {
    Win,    ///< paid; the bet is decided
    Lose,   ///< collected; the bet is decided
    Push,   ///< a standoff (DON'T WIN / DON'T COME on a first-roll 12): nothing paid or taken
    Stay,   ///< not decided: the bet stays, or travels to moves_to
    Off,    ///< not working on this roll (art. 16 §10, last paragraph)
};

/// "win", "lose", "push", "stay", "off".
std::string_view crapsOutcomeName(CrapsOutcome outcome);

/// @brief The table around one bet when the dice are thrown.
struct CrapsBetState
{
    /// The table's point (puck on); empty on a come-out roll (puck off).
    std::optional<int> point;
    /// The come point of a COME or DON'T COME bet, or of the odds on it; empty
    /// before the bet has travelled, and for every other bet.
    std::optional<int> betPoint;
    /// The player called the bets that are off on the come-out working.
    bool working = false;
};

/// @brief A roll's verdict on a bet, before money: the outcome, the ratio a win pays, where a line bet travels.
struct CrapsDecision
{
    CrapsOutcome outcome = CrapsOutcome::Stay;
    Ratio pays{0, 1};                ///< the ratio applied when outcome is Win
    std::optional<int> movesTo;      ///< the number a WIN / DON'T WIN / COME / DON'T COME bet travels to
};

/**
 * Throws InputError unless @p state is one @p bet can be in: points and come
 * points are 4, 5, 6, 8, 9 or 10 (field "point", "bet_point"); odds on WIN and
 * DON'T WIN need the point ("point": odds without a point); COME and DON'T COME
 * bets not yet travelled need a point on ("point"); odds on COME and DON'T COME
 * need their come point ("bet_point"); every other bet has no come point
 * ("bet_point").
 */
void validateCrapsBetState(CrapsBet bet, const CrapsBetState &state);

/**
 * What @p dice do to @p bet at @p state, by its rule in crapsPayTable(). Throws
 * like validateCrapsBetState().
 */
CrapsDecision decideCrapsBet(CrapsBet bet, const CrapsBetState &state, DiceRoll dice);

/// @brief One bet settled on one roll.
struct CrapsSettlement
{
    CrapsOutcome outcome = CrapsOutcome::Stay;
    Rational exact;                  ///< stake × ratio before rounding; 0 unless Win
    Money paid;                      ///< handed over on top of the stake: exact, rounded down to the chip unit
    std::optional<int> movesTo;
};

/**
 * Settles one bet on one roll. A win pays stake × the pay table's ratio, rounded
 * down to the chip unit when it does not fall on it (RULINGS.md, "Payouts,
 * commission and rounding"): 10 on place 6 pays 11 at a chip of 1 (11.67 exact).
 * Throws InputError on "stake" and "chip_unit" (not above 0) and as
 * validateCrapsBetState() does.
 */
CrapsSettlement settleCrapsBet(CrapsBet bet, const Money &stake, const Money &chipUnit, const CrapsBetState &state,
                               DiceRoll dice);

/// The table's point after @p dice: set on a come-out 4, 5, 6, 8, 9 or 10; off when
/// it is made or on a seven-out; unchanged otherwise (art. 16 §10 α(1)).
std::optional<int> nextCrapsPoint(std::optional<int> point, DiceRoll dice);

/// A 7 while a point is on: WIN loses and the dice pass to the next player (art. 16 §7).
constexpr bool isSevenOut(std::optional<int> point, DiceRoll dice) { return point.has_value() && dice.total() == 7; }

/// @brief One bet on a craps layout: whose it is, on what, how much, and its own state.
struct CrapsLayoutBet
{
    int seat = 1;                    ///< players counted clockwise from the dealer's left (art. 16 §7)
    CrapsBet bet = CrapsBet::Pass;
    Money stake;
    std::optional<int> betPoint;     ///< COME / DON'T COME and their odds, once travelled
    bool working = false;            ///< called on for the come-out roll
};

/// @brief One step of the dealer's work after a roll.
struct CrapsSettlementStep
{
    enum class Action : std::uint8_t {
        Collect,   ///< a losing stake goes to the bank
        Move,      ///< a COME / DON'T COME bet is moved to (behind) the box of its number
        Pay,       ///< the payout is put beside the stake
        Return,    ///< odds that were off go back to the player: their COME / DON'T COME bet was decided
        Leave,     ///< nothing to do: it stays (a line bet that set the point), pushed, or was off
    };
    Action action = Action::Leave;
    std::size_t index = 0;           ///< the bet's place in the layout given
    CrapsLayoutBet bet;
    CrapsSettlement settlement;
};

/// "collect", "move", "pay", "return", "leave": the dealer's word for @p action.
std::string_view crapsActionName(CrapsSettlementStep::Action action);

/**
 * The dealer's step for a bet settled as @p settlement (art. 16 §2): a loser is
 * collected, a winner paid, a COME / DON'T COME bet that travels is moved (a WIN /
 * DON'T WIN bet that sets the point stays: the puck moves), odds that were off go
 * back when @p flatBetDecided (§10, last paragraph); anything else is left.
 */
CrapsSettlementStep::Action crapsStepAction(CrapsBet bet, const CrapsSettlement &settlement, bool flatBetDecided);

/// @brief A layout settled on one roll: the steps in the dealer's order, the totals and the table's next state.
struct CrapsLayoutSettlement
{
    std::vector<CrapsSettlementStep> steps;
    Money collected;                 ///< losing stakes taken
    Money paid;                      ///< payouts handed over
    Money returned;                  ///< odds handed back (Return)
    std::optional<int> pointAfter;   ///< the point once the roll is settled; empty: puck off
    bool sevenOut = false;           ///< the shooter's turn passes (art. 16 §7)
};

/**
 * Settles every bet of a layout on one roll, in the order art. 16 §2 gives the
 * croupiers' work: the losing bets are collected, the bets that travel are placed
 * on their boxes, the winning bets are paid; then the odds that were off go back
 * to players whose COME / DON'T COME bet was decided. Within each pass the seats
 * go in the order of art. 16 §7 (clockwise from the dealer's left).
 *
 * Odds must stand behind a flat bet of the same seat (art. 16 §10 γ: "παίζονται
 * μόνο εάν έχει βγει αντίστοιχη απλή τύχη"): WIN ODDS beside a WIN bet, COME ODDS
 * on a COME bet with the same come point. Throws InputError naming
 * "bets[i].<field>" (a bet, a stake, a come point, a seat) or "chip_unit", or
 * "point" as settleCrapsBet() does.
 */
CrapsLayoutSettlement settleCrapsLayout(std::optional<int> point, const std::vector<CrapsLayoutBet> &bets,
                                        const Money &chipUnit, DiceRoll dice);

} // namespace croupier
