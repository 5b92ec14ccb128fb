#include "Card.h"

#include "InputError.h"

namespace croupier {

namespace {
constexpr std::string_view kRanks = "A23456789TJQK";
constexpr std::string_view kSuits = "SHDC";

char upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c; }

std::string printable(std::string_view text)
{
    std::string out;
    for (const char c : text.substr(0, 12))
        out += (static_cast<unsigned char>(c) >= 0x20 && c != 0x7f) ? c : '?';
    return text.size() > 12 ? out + "…" : out;
}
/// @p cards each written by @p write, a space apart.
std::string joined(std::span<const Card> cards, std::string (Card::*write)() const)
{
    std::string out;
    for (const Card c : cards) {
        if (!out.empty())
            out += ' ';
        out += (c.*write)();
    }
    return out;
}
} // namespace

Card Card::parse(std::string_view text)
{
    if (text.size() != 2)
        throw InputError({}, "not a card: '" + printable(text) + "' (a card is a rank A 2-9 T J Q K and a suit S H D C, as in \"TS\")");
    const auto r = kRanks.find(upper(text[0]));
    if (r == std::string_view::npos)
        throw InputError({}, "not a card: '" + printable(text) + "' has no rank (A 2-9 T J Q K)");
    const auto s = kSuits.find(upper(text[1]));
    if (s == std::string_view::npos)
        throw InputError({}, "not a card: '" + printable(text) + "' has no suit (S H D C)");
    return Card(static_cast<Rank>(r + 1), static_cast<Suit>(s));
}

char rankLetter(Rank rank) { return kRanks[static_cast<std::size_t>(rank) - 1]; }
char suitLetter(Suit suit) { return kSuits[static_cast<std::size_t>(suit)]; }

std::string Card::toString() const { return {rankLetter(m_rank), suitLetter(m_suit)}; }

std::string rankText(Rank rank) { return rank == Rank::Ten ? "10" : std::string(1, rankLetter(rank)); }

std::string_view suitSymbol(Suit suit)
{
    switch (suit) {
    case Suit::Spades: return "\u2660";
    case Suit::Hearts: return "\u2665";
    case Suit::Diamonds: return "\u2666";
    case Suit::Clubs: return "\u2663";
    }
    return "?";
}

std::string Card::dealerText() const { return rankText(m_rank) + std::string(suitSymbol(m_suit)); }

std::string dealerText(std::span<const Card> cards) { return joined(cards, &Card::dealerText); }

std::string joinCards(std::span<const Card> cards) { return joined(cards, &Card::toString); }

} // namespace croupier
