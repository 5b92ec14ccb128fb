#pragma once

#include "Card.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace croupier {

class Rng;

/**
 * @brief A sabot of N full decks with a seeded shuffle, a cut card and a burn.
 *
 * The shoe only deals; the game decides how many cards to burn (baccarat: art. 15
 * §9, blackjack: art. 14 §6) and where the cut card goes (art. 15 §8: seven cards
 * behind it). A fresh shoe is in deck order (each deck S, H, D, C; A to K), so a
 * test can build any sequence it needs with stack().
 */
class Shoe
{
public:
    /// @p decks full 52-card decks, unshuffled. Throws InputError unless 1–8.
    explicit Shoe(int decks);

    /// A shoe that deals exactly @p cards, in order (scenarios and tests).
    static Shoe stack(std::vector<Card> cards);

    /// Fisher–Yates over the cards still in the shoe, from @p rng.
    void shuffle(Rng &rng);

    int decks() const { return m_decks; }
    std::size_t size() const { return m_cards.size(); }
    std::size_t remaining() const { return m_cards.size() - m_next; }
    std::size_t dealt() const { return m_next; }
    const std::vector<Card> &discards() const { return m_discards; }
    /// Every card, dealt or not, in shoe order (for golden tests and replays).
    const std::vector<Card> &cards() const { return m_cards; }

    /// Places the cut card with exactly @p cardsBehind cards after it.
    void placeCutCard(std::size_t cardsBehind);
    /// The cut card is the next thing out of the shoe.
    bool cutCardNext() const { return m_cutIndex && !m_cutCardOut && *m_cutIndex == m_next; }
    /// The cut card has come out (it appears when the card behind it is dealt).
    bool cutCardOut() const { return m_cutCardOut; }

    std::optional<Card> peek() const;
    /// The next card. Throws std::out_of_range when the shoe is empty.
    Card draw();
    /// Deals @p count cards straight to the discard holder; returns them.
    std::vector<Card> burn(std::size_t count);

private:
    Shoe() = default;

    int m_decks = 0;
    std::vector<Card> m_cards;
    std::vector<Card> m_discards;
    std::size_t m_next = 0;
    std::optional<std::size_t> m_cutIndex;
    bool m_cutCardOut = false;
};

} // namespace croupier
