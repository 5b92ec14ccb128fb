#pragma once

#include <cstdint>
#include <span>
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

    /// The bank's notation, "TS": what the JSON keeps (question-bank.md, "Envelope").
    std::string toString() const;
    /**
     * The card as a dealer reads it and a sheet prints it: rank, then the suit's
     * symbol, "9♥", "10♠", "A♣", "K♦" (UTF-8). The one formatter of a card for
     * anyone to read (issue 17, "Cards as cards"); the bank's JSON keeps toString().
     */
    std::string dealerText() const;

    friend constexpr bool operator==(Card, Card) = default;

private:
    Rank m_rank;
    Suit m_suit;
};

char rankLetter(Rank rank);
char suitLetter(Suit suit);
/// A rank as a card's index prints it: "A", "2" … "10", "J", "Q", "K" (T is 10).
std::string rankText(Rank rank);
/// The suit's symbol, UTF-8: ♠ ♥ ♦ ♣.
std::string_view suitSymbol(Suit suit);
/// @p cards as a dealer reads them, each Card::dealerText(), a space apart: "9♥ 3♠ 2♣".
std::string dealerText(std::span<const Card> cards);
/// @p cards in the bank's notation, a space apart: "AS 6H KD" (for messages about a
/// scenario's fields, which are written so).
std::string joinCards(std::span<const Card> cards);

} // namespace croupier
