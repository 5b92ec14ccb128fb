#pragma once

#include "Card.h"

#include <span>
#include <string>
#include <vector>

namespace croupier {

struct BlackjackRules;

/**
 * @brief The count of a blackjack hand: T J Q K are 10, 2–9 their number, an ace 1
 * or 11.
 *
 * One ace at most can count 11 (two would make 22), so a hand is the hard total
 * (every ace 1) plus 10 when it holds an ace and that stays within 21: then it is
 * soft. A, A, 9 is a soft 21; A, A, K is a hard 12. The dealer must count the ace
 * 11 this way (art. 14 §12 γ); for a player it is the total the dealer announces
 * (§12 α).
 */
struct BlackjackCount
{
    int hard = 0; ///< every ace counted 1
    int total = 0; ///< the best total: hard, plus 10 when soft
    int aces = 0;
    bool soft = false; ///< an ace counts 11
    bool bust = false; ///< over 21 (hard > 21)
    bool blackjack = false; ///< 21 on the first two cards, not after a split (art. 14 §12 β, §14)

    static BlackjackCount of(std::span<const Card> cards, bool fromSplit = false);
};

/**
 * @brief A blackjack hand: its cards in the order dealt and whether it comes from
 * a split (then a two-card 21 is no blackjack, art. 14 §14).
 */
class BlackjackHand
{
public:
    BlackjackHand() = default;
    explicit BlackjackHand(std::vector<Card> cards, bool fromSplit = false)
        : m_cards(std::move(cards))
        , m_fromSplit(fromSplit)
    { }

    void add(Card card) { m_cards.push_back(card); }
    const std::vector<Card> &cards() const { return m_cards; }
    std::size_t size() const { return m_cards.size(); }
    bool fromSplit() const { return m_fromSplit; }

    BlackjackCount count() const { return BlackjackCount::of(m_cards, m_fromSplit); }
    int total() const { return count().total; }
    bool isSoft() const { return count().soft; }
    bool isBust() const { return count().bust; }
    bool isBlackjack() const { return count().blackjack; }

    /// "AS 6H".
    std::string toString() const;

    friend bool operator==(const BlackjackHand &, const BlackjackHand &) = default;

private:
    std::vector<Card> m_cards;
    bool m_fromSplit = false;
};

/// What the dealer does next with these cards.
enum class DealerDecision : unsigned char { Hit, Stand };

/**
 * The dealer's decision on @p cards (art. 14 §12 γ): with one card he takes his
 * second (no hole card, after the players); then he draws on 16 or less and stands
 * on 17 or more, a soft 17 included (an ace must count 11 when that makes 17 to 21).
 * A bust hand stands: it is over 17 and the dealer may take no more cards.
 * With Soft17::Hit he draws on a soft 17 as well.
 */
DealerDecision dealerDecision(std::span<const Card> cards, const BlackjackRules &rules);

/// Whether the dealer's hand is over: two cards or more and he stands (or is bust).
bool dealerFinished(std::span<const Card> cards, const BlackjackRules &rules);

/**
 * Checks that @p cards can be a player's hand in the order dealt: no card after the
 * hand reached 21 (§12 α: no card on 21) or went over it (§12 α: collected at once).
 * Throws InputError naming the first card too many, as "[3]" (the caller puts it
 * under its own field).
 */
void validatePlayerCards(std::span<const Card> cards);

/**
 * Checks that @p cards can be the dealer's hand in the order dealt: no card after
 * he had to stand (§12 γ). Throws InputError naming the card too many, as "[2]".
 */
void validateDealerCards(std::span<const Card> cards, const BlackjackRules &rules);

/// Two cards the rules let a player split: equal value (T-K too), or equal rank
/// where the house requires it (art. 14 §14).
bool isSplittablePair(Card first, Card second, const BlackjackRules &rules);

} // namespace croupier
