#include "Shoe.h"

#include "InputError.h"
#include "Rng.h"

#include <stdexcept>
#include <utility>

namespace croupier {

Shoe::Shoe(int decks) : m_decks(decks)
{
    if (decks < 1 || decks > 8)
        throw InputError("decks", "must be from 1 to 8, not " + std::to_string(decks));
    m_cards.reserve(static_cast<std::size_t>(decks) * 52);
    for (int d = 0; d < decks; ++d)
        for (int s = 0; s < 4; ++s)
            for (int r = 1; r <= 13; ++r)
                m_cards.emplace_back(static_cast<Rank>(r), static_cast<Suit>(s));
}

Shoe Shoe::stack(std::vector<Card> cards)
{
    Shoe shoe;
    shoe.m_cards = std::move(cards);
    return shoe;
}

void Shoe::shuffle(Rng &rng)
{
    for (std::size_t i = m_cards.size() - 1; i > m_next; --i) {
        const std::size_t j = m_next + rng.below(i - m_next + 1);
        std::swap(m_cards[i], m_cards[j]);
    }
}

void Shoe::placeCutCard(std::size_t cardsBehind)
{
    if (cardsBehind > remaining())
        throw InputError("cut_card", "only " + std::to_string(remaining()) + " cards remain, cannot leave "
                                         + std::to_string(cardsBehind) + " behind the cut card");
    m_cutIndex = m_cards.size() - cardsBehind;
    m_cutCardOut = false;
}

std::optional<Card> Shoe::peek() const
{
    if (m_next >= m_cards.size())
        return std::nullopt;
    return m_cards[m_next];
}

Card Shoe::draw()
{
    if (m_next >= m_cards.size())
        throw std::out_of_range("the shoe is empty");
    if (cutCardNext())
        m_cutCardOut = true;
    return m_cards[m_next++];
}

std::vector<Card> Shoe::burn(std::size_t count)
{
    std::vector<Card> burned;
    burned.reserve(count);
    for (std::size_t i = 0; i < count; ++i)
        burned.push_back(draw());
    m_discards.insert(m_discards.end(), burned.begin(), burned.end());
    return burned;
}

} // namespace croupier
