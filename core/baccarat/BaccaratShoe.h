#pragma once

#include "Coup.h"
#include "Shoe.h"

#include <cstdint>

namespace croupier {

class Rng;

/// @brief How a baccarat table runs its sabot (art. 15 §1, §8, §9, §20).
struct BaccaratShoeRules
{
    int decks = 8;                     ///< 6 to 8 (art. 15 §1)
    bool shuffler = false;             ///< §20: a shuffling machine deals; no cut card
    std::size_t cardsBehindCutCard = 7;   ///< §8: exactly seven cards behind the cut card
};

/// @brief What came of one coup at the table.
struct CoupResult
{
    Coup coup;
    bool lastCoup = false;    ///< the cut card showed before or during it (§16)
    bool dummyHand = false;   ///< its first card was exposed: played, but no bets stand (§5)
};

/**
 * @brief The sabot as art. 15 runs it: shuffle, cut card seven from the end, the
 * burn by the first card's number (itself included), coups until the cut card
 * shows, the last coup, and a new shoe.
 *
 * With a shuffler (§20) there is no cut card and the burn is done once, when play
 * starts; the used cards go back into the machine when it runs low.
 */
class BaccaratShoe
{
public:
    /// Shuffles from @p rng, places the cut card and burns. Throws InputError for
    /// decks outside 6–8 (field "decks").
    BaccaratShoe(const BaccaratShoeRules &rules, Rng &rng);

    const BaccaratShoeRules &rules() const { return m_rules; }
    /// The card turned for the burn (§9) and every card burned with it.
    Card burnCard() const { return m_burned.front(); }
    const std::vector<Card> &burned() const { return m_burned; }

    /// The shoe is done: its last coup has been played. Start a new one.
    bool finished() const { return m_finished; }
    std::size_t cardsLeft() const { return m_shoe.remaining(); }
    std::size_t coupsPlayed() const { return m_coups; }

    /// Plays the next coup. @p firstCardExposed: the first card of the coup came
    /// out face up (a dummy hand, §5). Throws std::logic_error once finished().
    CoupResult playCoup(const Tableau &tableau, const OptionChoice &choose, bool firstCardExposed = false);

private:
    BaccaratShoeRules m_rules;
    Rng &m_rng;
    Shoe m_shoe;
    std::vector<Card> m_burned;
    bool m_finished = false;
    std::size_t m_coups = 0;
};

} // namespace croupier
