#include "BlackjackHand.h"

#include "BlackjackRules.h"
#include "InputError.h"

namespace croupier {

BlackjackCount BlackjackCount::of(std::span<const Card> cards, bool fromSplit)
{
    BlackjackCount c;
    for (const Card card : cards) {
        c.hard += card.blackjackValue();
        c.aces += card.rank() == Rank::Ace;
    }
    c.soft = c.aces > 0 && c.hard + 10 <= 21;
    c.total = c.soft ? c.hard + 10 : c.hard;
    c.bust = c.hard > 21;
    c.blackjack = cards.size() == 2 && c.total == 21 && !fromSplit;
    return c;
}

std::string BlackjackHand::toString() const { return joinCards(m_cards); }

DealerDecision dealerDecision(std::span<const Card> cards, const BlackjackRules &rules)
{
    if (cards.size() < 2)
        return DealerDecision::Hit; // §12 γ: his second card comes after the players
    const BlackjackCount c = BlackjackCount::of(cards);
    if (c.total < 17)
        return DealerDecision::Hit;
    if (c.total == 17 && c.soft && rules.soft17 == Soft17::Hit)
        return DealerDecision::Hit;
    return DealerDecision::Stand;
}

bool dealerFinished(std::span<const Card> cards, const BlackjackRules &rules)
{
    return cards.size() >= 2 && dealerDecision(cards, rules) == DealerDecision::Stand;
}

void validatePlayerCards(std::span<const Card> cards)
{
    for (std::size_t k = 2; k < cards.size(); ++k) {
        const BlackjackCount before = BlackjackCount::of(cards.first(k));
        if (before.bust)
            throw InputError("[" + std::to_string(k) + "]",
                "the hand " + joinCards(cards.first(k))
                    + " was already over 21 and collected (art. 14 §12 α)");
        if (before.total == 21)
            throw InputError("[" + std::to_string(k) + "]",
                "no card is drawn on 21: " + joinCards(cards.first(k)) + " (art. 14 §12 α)");
    }
}

void validateDealerCards(std::span<const Card> cards, const BlackjackRules &rules)
{
    for (std::size_t k = 2; k < cards.size(); ++k)
        if (dealerDecision(cards.first(k), rules) == DealerDecision::Stand) {
            const BlackjackCount c = BlackjackCount::of(cards.first(k));
            throw InputError("[" + std::to_string(k) + "]",
                (c.bust ? "the dealer went over 21" : "the dealer stands on " + std::to_string(c.total))
                    + " with " + joinCards(cards.first(k)) + " and takes no more cards (art. 14 §12 γ)");
        }
}

bool isSplittablePair(Card first, Card second, const BlackjackRules &rules)
{
    return rules.splitPairs == SplitPairs::EqualRank ? first.rank() == second.rank()
                                                     : first.blackjackValue() == second.blackjackValue();
}

} // namespace croupier
