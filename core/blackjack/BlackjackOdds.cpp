#include "BlackjackOdds.h"

#include "InputError.h"

#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <unordered_map>

namespace croupier {

namespace {

using boost::multiprecision::cpp_int;
using Weights = std::array<cpp_int, kDealerResults>;

/// The longest dealer hand: he draws only while his hard total is at most 16, and
/// every card adds at least 1, so he never holds more than 17 cards.
constexpr int kLongestHand = 17;

/// Card values by index: 0 an ace, 1..8 the 2 to 9, 9 a ten-value card.
constexpr int valueOf(std::size_t index) { return static_cast<int>(index) + 1; }

/**
 * @brief The dealer's hand over every order of draws from one shoe, in integers.
 *
 * weights(m) over the multiset m the dealer holds is the sum, over every way his
 * hand can go on from m, of the product of the counts each further card was drawn
 * from, times the count of ways to draw the cards up to the longest hand after it
 * stops (a falling factorial of the cards left). Every path then has the same
 * denominator, the falling factorial of the shoe down kLongestHand cards, so a result's
 * probability is its weight over that. An infinite deck is the same with counts
 * that never fall: 1 for each rank, 4 for the ten-values, over 13 per card.
 */
class DealerRecursion
{
public:
    DealerRecursion(std::optional<int> decks, Soft17 soft17)
        : m_infinite(!decks)
        , m_soft17(soft17)
    {
        for (std::size_t v = 0; v < 10; ++v)
            m_counts[v] = (v == 9 ? 4 : 1) * (decks ? 4 * *decks : 1);
        m_total = decks ? 52 * *decks : 13;
    }

    /// The denominator of a path that starts after @p drawn cards.
    cpp_int denominator(int drawn) const { return ways(drawn, kLongestHand); }

    const Weights &weights(std::array<int, 10> &held, int cards, int hard, bool ace)
    {
        std::uint64_t key = 0;
        for (const int h : held)
            key = key << 5 | static_cast<std::uint64_t>(h);
        if (const auto it = m_memo.find(key); it != m_memo.end())
            return it->second;

        Weights w;
        if (const std::optional<std::size_t> result = finished(cards, hard, ace)) {
            w[*result] = ways(cards, kLongestHand);
        } else {
            for (std::size_t v = 0; v < 10; ++v) {
                const int left = m_infinite ? m_counts[v] : m_counts[v] - held[v];
                if (left <= 0)
                    continue;
                ++held[v];
                const Weights &next = weights(held, cards + 1, hard + valueOf(v), ace || v == 0);
                --held[v];
                for (std::size_t r = 0; r < kDealerResults; ++r)
                    w[r] += next[r] * left;
            }
        }
        return m_memo.emplace(key, std::move(w)).first->second;
    }

private:
    /// Draws of the cards from the @p from-th to the @p to-th: (T−from)(T−from−1)…(T−to+1), or 13^(to−from).
    cpp_int ways(int from, int to) const
    {
        cpp_int product = 1;
        for (int k = from; k < to; ++k)
            product *= m_infinite ? m_total : m_total - k;
        return product;
    }

    /// The dealer's result when he stops here (art. 14 §12 γ), or nothing while he draws.
    std::optional<std::size_t> finished(int cards, int hard, bool ace) const
    {
        if (cards < 2)
            return std::nullopt; // no hole card: his second card always comes
        const bool soft = ace && hard + 10 <= 21;
        const int total = soft ? hard + 10 : hard;
        if (hard > 21)
            return static_cast<std::size_t>(DealerResult::Bust);
        if (cards == 2 && total == 21)
            return static_cast<std::size_t>(DealerResult::Blackjack);
        if (total < 17 || (total == 17 && soft && m_soft17 == Soft17::Hit))
            return std::nullopt;
        return static_cast<std::size_t>(total - 17);
    }

    bool m_infinite;
    Soft17 m_soft17;
    std::array<int, 10> m_counts {};
    int m_total = 0;
    std::unordered_map<std::uint64_t, Weights> m_memo;
};

DealerDistribution fractions(const Weights &w, const cpp_int &denominator)
{
    DealerDistribution d;
    for (std::size_t r = 0; r < kDealerResults; ++r)
        d[r] = Rational(w[r], denominator);
    return d;
}

} // namespace

std::string_view dealerResultName(DealerResult result)
{
    switch (result) {
    case DealerResult::Seventeen: return "17";
    case DealerResult::Eighteen: return "18";
    case DealerResult::Nineteen: return "19";
    case DealerResult::Twenty: return "20";
    case DealerResult::TwentyOne: return "21";
    case DealerResult::Blackjack: return "blackjack";
    case DealerResult::Bust: return "bust";
    }
    return {};
}

DealerOdds DealerOdds::compute(std::optional<int> decks, Soft17 soft17)
{
    if (decks && (*decks < minDecks || *decks > maxDecks))
        throw InputError("decks",
            "must be from " + std::to_string(minDecks) + " to " + std::to_string(maxDecks) + ", not "
                + std::to_string(*decks));
    DealerRecursion recursion(decks, soft17);
    DealerOdds odds;
    odds.decks = decks;
    odds.soft17 = soft17;
    std::array<int, 10> held {};
    odds.overall = fractions(recursion.weights(held, 0, 0, false), recursion.denominator(0));
    for (std::size_t v = 0; v < 10; ++v) {
        held[v] = 1;
        odds.byFirstCard[v]
            = fractions(recursion.weights(held, 1, valueOf(v), v == 0), recursion.denominator(1));
        held[v] = 0;
    }
    return odds;
}

} // namespace croupier
