#pragma once

#include "BlackjackHand.h"
#include "BlackjackRules.h"
#include "Money.h"

#include <optional>
#include <span>
#include <string_view>

namespace croupier {

/// The bets of a blackjack box (question-bank.md, blackjack.payout `bet`).
enum class BlackjackBet : unsigned char {
    Main, ///< everything on the box's hand, a double included
    Insurance, ///< art. 14 §13
    EvenMoney, ///< a blackjack paid 1:1 at once against a dealer ace (art. 14 §12 β)
};

/// "main", "insurance", "even-money".
std::string_view betName(BlackjackBet bet);
std::optional<BlackjackBet> blackjackBetFromName(std::string_view name);

enum class BlackjackOutcome : unsigned char { Win, Lose, Push };
/// "win", "lose", "push".
std::string_view outcomeName(BlackjackOutcome outcome);

/// @brief How one bet was settled, and the rule that settled it.
struct BlackjackSettlement
{
    BlackjackOutcome outcome = BlackjackOutcome::Lose;
    Money paid; ///< handed over on top of the returned stake; 0 unless Win
    std::string_view rule; ///< the BlackjackRule key (blackjackRule(rule).source quotes art. 14)
};

/**
 * Settles the main bet of a hand: @p stake is everything on it, a double included.
 *
 * - over 21: lost at once, whatever the dealer does (§12 α);
 * - a blackjack pays 3:2 (§12 β) and pushes with a dealer blackjack; against a
 *   dealer's first card 2–9 it is paid at once, so the dealer's hand may be one card;
 * - a dealer blackjack beats every other hand, a 21 on more cards, a double and a
 *   split hand included (§12 δ; §13 as Croupier reads it: no stake is returned);
 * - otherwise the dealer's finished hand: over 21 pays every hand left, else the
 *   higher total wins 1:1 and equal totals push (§12 δ).
 *
 * The payout is rounded down to rules.chipUnit (RULINGS.md): a 3:2 on 5 at a 1 chip
 * is 7. Throws InputError on "stake" (not above 0), "chip_unit", "player" and
 * "dealer" (an impossible hand, or a dealer hand not finished when it decides).
 */
BlackjackSettlement settleMainBet(const Money &stake, const BlackjackHand &player,
    std::span<const Card> dealer, const BlackjackRules &rules);

/**
 * Settles an insurance bet of @p stake: the dealer's first card must be an ace and
 * his second decides: a blackjack pays 2:1, anything else loses it (§13).
 * Throws InputError on "stake", "chip_unit", "dealer" (one card only) and "dealer[0]".
 */
BlackjackSettlement settleInsurance(
    const Money &stake, std::span<const Card> dealer, const BlackjackRules &rules);

/**
 * Settles even money: a blackjack against a dealer ace, paid 1:1 at once, whatever
 * the dealer's hand becomes (§12 β). Throws InputError on "stake", "chip_unit",
 * "player" (not a blackjack, or from a split) and "dealer[0]" (not an ace).
 */
BlackjackSettlement settleEvenMoney(const Money &stake, const BlackjackHand &player,
    std::span<const Card> dealer, const BlackjackRules &rules);

/// One of the three, by @p bet.
BlackjackSettlement settleBlackjackBet(BlackjackBet bet, const Money &stake, const BlackjackHand &player,
    std::span<const Card> dealer, const BlackjackRules &rules);

/**
 * Checks a player's final hand as dealt: at least two cards, none after 21 or a
 * bust, and from a split of aces exactly two (§14: one card for each ace).
 * Throws InputError naming "[k]" or "" (the caller puts it under its field).
 */
void validatePlayerHand(const BlackjackHand &hand);

} // namespace croupier
