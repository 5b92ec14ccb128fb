#pragma once

#include "Coup.h"
#include "Money.h"
#include "bank/Game.h"

#include <optional>
#include <string_view>

namespace croupier {

enum class BaccaratBet { Player, Banker, Tie, PlayerPair, BankerPair, SuperSix };

/// The question bank's names: player, banker, tie, player-pair, banker-pair, super-six.
std::string_view betName(BaccaratBet bet);
std::optional<BaccaratBet> baccaratBetFromName(std::string_view name);

enum class Outcome { Win, Lose, Push };
std::string_view outcomeName(Outcome outcome);

/**
 * @brief A Punto Banco pay table, as data (STYLE.md, convention 4): art. 15 §14,
 * the Punto Banco manual §1 and the variants guide's "Πίνακες Πληρωμών".
 */
struct PayTable
{
    Ratio player{1, 1};
    Ratio banker{1, 1};
    /// Banco winning with 6 (No Commission, Super Six): 1:2. Equal to banker elsewhere.
    Ratio bankerWinsWithSix{1, 1};
    /// Kept from a winning Banco bet, rounded down to the chip unit: 5:100, or 0:1.
    Ratio commission{0, 1};
    Ratio tie{8, 1};
    Ratio pair{11, 1};
    /// Super Six side bet, Banco winning with 6 on two / three cards; 0:1 where not offered.
    Ratio superSixTwoCards{0, 1};
    Ratio superSixThreeCards{0, 1};
    bool offersSuperSix = false;
    std::string_view source;

    static const PayTable &of(Game game);
};

/// @brief How one bet was settled.
struct Settlement
{
    Outcome outcome = Outcome::Lose;
    Money paid;         ///< handed to the player on top of the returned stake; 0 unless Win
    Money commission;   ///< kept by the house; 0 unless a commission applies
};

/**
 * Settles one Punto Banco bet on a complete coup. Payouts that do not fall on the
 * chip unit, and the 5 % commission, are rounded down to it, in the player's
 * favour (RULINGS.md, "Payouts, commission and rounding"). A winning Banco bet with
 * commission is paid its stake less the commission: 15 at chip 0.5 keeps 0.5 (not
 * 0.75) and pays 14.5.
 *
 * Throws InputError on field "stake" (not above 0), "chip_unit" (not above 0) or
 * "bet" (a Super Six bet outside punto-banco-super-six).
 */
Settlement settleBet(Game game, BaccaratBet bet, const Money &stake, const Money &chipUnit, const Coup &coup);

/// The chemin-de-fer cagnotte (γκανιότα), as data: the house keeps this share of the
/// banker's winnings of each coup (art. 15 §7). cagnotte() and the rules page use it.
inline constexpr Ratio cagnotteRate{5, 100};
inline constexpr std::string_view cagnotteSource = "art. 15 §7";

/// The cagnotte of a chemin-de-fer coup: cagnotteRate of the banker's winnings,
/// rounded down to the chip unit.
Money cagnotte(const Money &bankerWin, const Money &chipUnit);

} // namespace croupier
