#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace croupier {

enum class Rank : std::uint8_t {
    Ace = 1, Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten, Jack, Queen, King
};

enum class Suit : std::uint8_t { Spades, Hearts, Diamonds, Clubs };

/**
 * @brief A playing card in the question bank's notation: rank then suit ("TS", "AH").
 *
 * Ranks A 2 3 4 5 6 7 8 9 T J Q K, suits S H D C (question-bank.md, "Envelope").
 * The card knows its point values in each game; it knows nothing of how it is drawn.
 */
class Card
{
public:
    constexpr Card(Rank rank, Suit suit) : m_rank(rank), m_suit(suit) { }

    /// Parses "TS", "AH", "9c" (suit letter case-insensitive). Throws InputError.
    static Card parse(std::string_view text);

    constexpr Rank rank() const { return m_rank; }
    constexpr Suit suit() const { return m_suit; }

    /// Baccarat point: A=1, 2–9 face value, T J Q K = 0 (art. 15 §13).
    constexpr int baccaratValue() const
    {
        const int r = static_cast<int>(m_rank);
        return r >= 10 ? 0 : r;
    }

    /// Cards burned when this is the first card of a new shoe, itself included:
    /// A=1, 2–9 face value, T J Q K = 10 (art. 15 §9; RULINGS "Cards and shoes").
    constexpr int burnCount() const
    {
        const int r = static_cast<int>(m_rank);
        return r >= 10 ? 10 : r;
    }

    /// Blackjack value with the ace counted as 1: 2–9 face value, T J Q K = 10.
    constexpr int blackjackValue() const { return burnCount(); }

    std::string toString() const;

    friend constexpr bool operator==(Card, Card) = default;

private:
    Rank m_rank;
    Suit m_suit;
};

char rankLetter(Rank rank);
char suitLetter(Suit suit);

} // namespace croupier
