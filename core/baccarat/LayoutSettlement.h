#pragma once

#include "Payout.h"

#include <vector>

namespace croupier {

/// @brief One bet on the layout: whose it is, on what, how much.
struct LayoutBet
{
    int seat = 1;   ///< seats are numbered from the dealer's right, as art. 15 §9 counts them
    BaccaratBet bet = BaccaratBet::Player;
    Money stake;
};

/// @brief One step of the dealer's work after a coup.
struct SettlementStep
{
    enum class Action {
        Collect,   ///< a losing stake goes to the bank
        Pay,       ///< the stake stays and the payout is put beside it (a commission is taken)
        Leave,     ///< a push: the stake stays where it is, for the next coup or to be taken back
    };
    Action action = Action::Collect;
    LayoutBet bet;
    Settlement settlement;
};

/// @brief A layout settled: the steps in the dealer's order, and the totals.
struct LayoutSettlement
{
    std::vector<SettlementStep> steps;
    Money collected;    ///< losing stakes taken
    Money paid;         ///< payouts handed over
    Money commission;   ///< commission kept from winning Banco bets
};

/**
 * Settles every bet of a layout on one coup in the order the dealer works
 * (art. 15 §14): first the losing bets are collected, then the winning bets are
 * paid, the commission taken from each winning Banco bet as it is paid; a push is
 * left on the layout (§14 γ). Within each pass the seats go from the dealer's right.
 * Throws InputError as settleBet() does, naming "bets[i].stake" or "bets[i].bet".
 */
LayoutSettlement settleLayout(Game game, const std::vector<LayoutBet> &bets, const Money &chipUnit, const Coup &coup);

} // namespace croupier
