#pragma once

#include "BlackjackRules.h"
#include "Money.h"

#include <array>
#include <optional>
#include <string_view>

namespace croupier {

/// How the dealer's hand ends: 17 to 21 (on more than two cards for 21), a blackjack, or bust.
enum class DealerResult : unsigned char { Seventeen, Eighteen, Nineteen, Twenty, TwentyOne, Blackjack, Bust };

inline constexpr std::size_t kDealerResults = 7;

/// "17", "18", "19", "20", "21", "blackjack", "bust".
std::string_view dealerResultName(DealerResult result);

/// Probabilities of each DealerResult, indexed by it; they add up to exactly 1.
using DealerDistribution = std::array<Rational, kDealerResults>;

/**
 * @brief The exact probabilities of the dealer's final hand, as art. 14 deals it:
 * no hole card, standing on 17 including a soft 17 (§12 γ).
 *
 * Conditioning. Every figure is the probability before the round is dealt (or,
 * byFirstCard, once the dealer's first card is known and nothing else), taken over
 * the shoe's full composition: N whole decks, or an infinite deck (each rank 1/13).
 * No hole card means the dealer's second card is drawn after the players, so
 * "blackjack" is the chance that his second card makes 21 with his first, with no
 * peek and no conditioning on his not having one. The five burned cards (§6) and the
 * players' cards are dealt from the same shoe in between but are not seen by this
 * calculation: a card drawn at a moment that depends only on cards already seen is
 * distributed like a fresh draw (optional stopping for the martingale of the
 * remaining composition), so they change none of these figures.
 *
 * Finite shoes are computed by exact recursion over the cards the dealer has drawn
 * (each state is the multiset drawn so far), with integer weights over the falling
 * factorial of the shoe, then reduced to fractions.
 */
struct DealerOdds
{
    std::optional<int> decks; ///< empty: an infinite deck
    Soft17 soft17 = Soft17::Stand;
    DealerDistribution overall;
    /// Given the dealer's first card: [0] an ace, [1]..[8] 2 to 9, [9] a ten-value card (T J Q K).
    std::array<DealerDistribution, 10> byFirstCard;

    /// The decks the calculation accepts: 1 to 8 (art. 14 §1 plays 4 to 6; the rest is for comparison).
    static constexpr int minDecks = 1;
    static constexpr int maxDecks = 8;

    /**
     * Computes the figures for @p decks (empty: an infinite deck) and the dealer's
     * soft-17 rule (art. 14 §12 γ: Soft17::Stand). Throws InputError on "decks"
     * outside minDecks–maxDecks.
     */
    static DealerOdds compute(std::optional<int> decks, Soft17 soft17 = Soft17::Stand);
};

} // namespace croupier
