#pragma once

#include "Money.h"
#include "baccarat/Payout.h"
#include "bank/Game.h"

#include <cstdint>
#include <string>
#include <vector>

namespace croupier {

/**
 * @brief Exact Punto Banco counts over every ordering of the six cards a coup can
 * use, from a shoe of N decks.
 *
 * The cards are dealt P1 B1 P2 B2, then Punto's and Banco's third cards by the
 * tableau (Tableau::puntoBanco()). A coup that uses k cards stands for every way
 * of following it with 6 − k more cards, so each outcome is counted in orderings of
 * six distinct cards and the counts add up to orderings = 52N·(52N−1)…(52N−5). That
 * is how the published tables (Wizard of Odds, Griffin) count, and why their
 * figures are integers. Every count fits 64 bits: 8 decks give 4,998,398,275,503,360
 * orderings, below 2^63.
 */
struct BaccaratCounts
{
    int decks = 0;
    std::uint64_t orderings = 0;            ///< 52N·(52N−1)·(52N−2)·(52N−3)·(52N−4)·(52N−5)
    std::uint64_t bankerWins = 0;
    std::uint64_t playerWins = 0;
    std::uint64_t ties = 0;                 ///< Egalité
    std::uint64_t playerPairs = 0;          ///< Punto's first two cards share a rank (T-K is no pair)
    std::uint64_t bankerPairs = 0;          ///< Banco's first two cards share a rank
    std::uint64_t bankerSixTwoCards = 0;    ///< Banco wins with a two-card 6
    std::uint64_t bankerSixThreeCards = 0;  ///< Banco wins with a three-card 6

    friend bool operator==(const BaccaratCounts &, const BaccaratCounts &) = default;
};

/**
 * @brief The house edge of each Punto Banco bet, exact, from BaccaratCounts and the
 * game's PayTable (so the pay table stays the one place the ratios live).
 *
 * Only the three Punto Banco games have fixed odds: in chemin de fer and deux
 * tableaux the player's 5 and several banker cells are the holder's option (art. 15
 * §8; RULINGS.md, "Deux tableaux"), so the odds depend on how people play.
 */
class BaccaratOdds
{
public:
    static constexpr int minDecks = 1;
    static constexpr int maxDecks = 8;

    /// Counts every outcome for a shoe of @p decks (1–8). Throws InputError on "decks".
    explicit BaccaratOdds(int decks);

    /// The counts alone; the same as BaccaratOdds(decks).counts(). Throws like the constructor.
    static BaccaratCounts count(int decks);

    const BaccaratCounts &counts() const { return m_counts; }

    /**
     * The bets a Punto Banco game offers, in the order they are reported: banker,
     * player, tie, player-pair, banker-pair, and super-six where it is offered.
     * Throws InputError on "game" for chemin-de-fer, deux-tableaux and non-baccarat games.
     */
    static std::vector<BaccaratBet> betsOf(Game game);

    /**
     * The house edge of @p bet at @p game, as an exact fraction of the stake: what
     * the house keeps on average per unit staked, a push counting as a coup played.
     * Throws InputError on "game" like betsOf(), and on "bet" for the Super Six bet
     * where the game does not offer it.
     */
    Rational houseEdge(BaccaratBet bet, Game game) const;

private:
    BaccaratCounts m_counts;
};

/**
 * @p value written with @p significantDigits significant digits (at least 1),
 * rounded half away from zero, computed exactly from the fraction (never through
 * binary floating point): 1/3 at 4 digits is "0.3333", 1/8 is "0.1250". Trailing
 * zeros are kept, so every value of one report has the same precision.
 */
std::string decimalSignificant(const Rational &value, int significantDigits);

/// @p value with exactly @p places (0 or more) decimals, rounded half away from
/// zero, exactly: 0.0105791 at 4 places is "0.0106".
std::string decimalFixed(const Rational &value, int places);

} // namespace croupier
