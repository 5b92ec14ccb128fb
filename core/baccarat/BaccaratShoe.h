#pragma once

#include "Coup.h"
#include "Shoe.h"

#include <cstdint>

namespace croupier {

class Rng;

/// @brief How a baccarat table runs its sabot (art. 15 §1, §8, §9, §20; deux tableaux §2).
struct BaccaratShoeRules
{
    int decks = 8;                     ///< 6 to 8 (art. 15 §1)
    bool shuffler = false;             ///< §20: a shuffling machine deals; no cut card
    std::size_t cardsBehindCutCard = 7;   ///< §8: exactly seven cards behind the cut card; deux tableaux (§2): ten
    /// Deux tableaux (§2): "once the cut card appears no further coup can be played",
    /// so a coup is never started with the cut card next. Elsewhere (§16) that coup
    /// is played and is the last.
    bool noCoupOnceCutCardShows = false;
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
 * The procedures are steps, so that free play and `croupier-cli play` can have the
 * dealer perform each one: firstCard() is turned, burn() puts the cards out of
 * play, then each coup is beginCoup(), draw() per card and endCoup(). playCoup()
 * runs a whole coup with those steps.
 *
 * With a shuffler (§20) there is no cut card and the burn is done once, when play
 * starts; the used cards go back into the machine when it runs low.
 */
class BaccaratShoe
{
public:
    /// Shuffles from @p rng, places the cut card and, when @p burnNow, burns. Throws
    /// InputError for decks outside 6–8 (field "decks").
    BaccaratShoe(const BaccaratShoeRules &rules, Rng &rng, bool burnNow = true);
    /// A shoe dealing exactly @p stacked (tests and replays): the cut card placed as
    /// the rules say, nothing burned yet. @p rng refills a shuffler.
    BaccaratShoe(const BaccaratShoeRules &rules, Rng &rng, Shoe stacked);

    const BaccaratShoeRules &rules() const { return m_rules; }

    /// The first card of the shoe, turned for the burn (§9); after burn(), the card that was turned.
    Card firstCard() const;
    /// How many cards the burn puts out of play, the first included (§9: T J Q K count 10).
    int burnCount() const { return firstCard().burnCount(); }
    bool burnt() const { return !m_burned.empty(); }
    /// §9: burnCount() cards to the discard holder. Throws std::logic_error when already done.
    const std::vector<Card> &burn();
    /// The card turned for the burn (§9) and every card burned with it.
    Card burnCard() const { return m_burned.front(); }
    const std::vector<Card> &burned() const { return m_burned; }

    /// A coup starts: with the cut card as its first card it is the last (§16). A
    /// shuffler running low takes the used cards back first (§20 δ(6)).
    void beginCoup();
    /// The next card of the coup; the cut card coming out makes the coup the last (§16).
    Card draw();
    /// The coup under way is the last of the shoe.
    bool lastCoup() const { return m_lastCoup; }
    /// The cut card is the next card out of the sabot.
    bool cutCardNext() const { return m_shoe.cutCardNext(); }
    /// The coup is over: after the last coup the shoe is finished (deux tableaux §2:
    /// also once the cut card is the next card).
    void endCoup();

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
    bool m_lastCoup = false;
    std::size_t m_coups = 0;
};

} // namespace croupier
