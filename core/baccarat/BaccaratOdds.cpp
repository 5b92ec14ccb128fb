#include "BaccaratOdds.h"

#include "InputError.h"
#include "baccarat/Tableau.h"

#include <array>

namespace croupier {

namespace {

using Count = std::uint64_t;
using boost::multiprecision::cpp_int;

constexpr int kCardsPerCoup = 6;
constexpr int kRanks = 13;
constexpr int kValues = 10;

/// 52N·(52N−1)·…·(52N−5): the orderings of six distinct cards from N decks.
constexpr Count orderingsOf(int decks)
{
    Count product = 1;
    const Count cards = 52 * static_cast<Count>(decks);
    for (int i = 0; i < kCardsPerCoup; ++i)
        product *= cards - static_cast<Count>(i);
    return product;
}
// Every count below is a number of distinct orderings, so none exceeds this (and no
// partial product does either): 64 bits are enough, with a bit to spare.
static_assert(orderingsOf(BaccaratOdds::maxDecks) == 4'998'398'275'503'360ULL);
static_assert(orderingsOf(BaccaratOdds::maxDecks) < Count{1} << 63);

/// The Punto Banco tableau flattened into booleans for the inner loops; read from
/// Tableau::puntoBanco() so the odds and the drills draw by the same table.
struct DrawTable
{
    std::array<bool, 8> puntoDraws{};
    std::array<std::array<bool, kValues>, 8> bancoDrawsAgainst{};
    std::array<bool, 8> bancoDrawsAfterStand{};

    DrawTable()
    {
        const Tableau &t = Tableau::puntoBanco();
        for (int total = 0; total < 8; ++total) {
            const auto i = static_cast<std::size_t>(total);
            puntoDraws[i] = t.player(total).rule == DrawRule::Draw;
            bancoDrawsAfterStand[i] = t.bankerAfterStand(total).rule == DrawRule::Draw;
            for (int third = 0; third < kValues; ++third)
                bancoDrawsAgainst[i][static_cast<std::size_t>(third)] =
                    t.bankerAgainst(total, third).rule == DrawRule::Draw;
        }
    }
};

/// Outcomes of one coup class, weighted by orderings.
struct Tally
{
    Count banker = 0, player = 0, tie = 0, sixTwoCards = 0, sixThreeCards = 0;

    void add(int puntoTotal, int bancoTotal, bool bancoDrew, Count ways)
    {
        if (bancoTotal > puntoTotal) {
            banker += ways;
            if (bancoTotal == 6)
                (bancoDrew ? sixThreeCards : sixTwoCards) += ways;
        } else if (puntoTotal > bancoTotal) {
            player += ways;
        } else {
            tie += ways;
        }
    }
};

/**
 * Banco, Punto and Egalité counts, enumerating card VALUES with their multiplicities
 * (value 0 has 16N cards: T J Q K; 1–9 have 4N each), never single cards.
 *
 * A hand's first two cards only matter through their total, and the weight of a
 * sequence of values (a product of falling counts per value) does not depend on
 * their order, so each side's two cards are taken as an unordered pair counted twice
 * when the values differ: 55 × 55 classes instead of 10^4. Naturals and hands that
 * stand end the enumeration early; cards not drawn weigh the falling product of
 * what is left (52N−4)(52N−5) or (52N−5), every card being "any card".
 */
Tally countOutcomes(int decks)
{
    static const DrawTable draws;
    const Count n = static_cast<Count>(decks);
    const Count shoe = 52 * n;
    const Count undrawnTwo = (shoe - 4) * (shoe - 5);   // cards 5 and 6 not drawn
    const Count undrawnOne = shoe - 5;                  // card 6 not drawn

    std::array<Count, kValues> left{};
    left[0] = 16 * n;
    for (int v = 1; v < kValues; ++v)
        left[static_cast<std::size_t>(v)] = 4 * n;

    Tally total;
    for (int p1 = 0; p1 < kValues; ++p1) {
        for (int p2 = p1; p2 < kValues; ++p2) {
            auto &l1 = left[static_cast<std::size_t>(p1)];
            auto &l2 = left[static_cast<std::size_t>(p2)];
            Count punto = l1--;
            punto *= l2--;
            if (p1 != p2)
                punto *= 2;
            const int puntoTotal = (p1 + p2) % 10;

            for (int b1 = 0; b1 < kValues; ++b1) {
                for (int b2 = b1; b2 < kValues; ++b2) {
                    auto &m1 = left[static_cast<std::size_t>(b1)];
                    auto &m2 = left[static_cast<std::size_t>(b2)];
                    if (m1 == 0 || m2 == 0 || (b1 == b2 && m1 < 2))
                        continue;   // one deck: the shoe has run out of this value
                    Count banco = m1--;
                    banco *= m2--;
                    if (b1 != b2)
                        banco *= 2;
                    const int bancoTotal = (b1 + b2) % 10;

                    // Ways to deal cards 5 and 6 for each outcome, given these four.
                    Tally tail;
                    if (Tableau::isNatural(puntoTotal) || Tableau::isNatural(bancoTotal)) {
                        tail.add(puntoTotal, bancoTotal, false, undrawnTwo);   // art. 15 §12: no third card
                    } else if (!draws.puntoDraws[static_cast<std::size_t>(puntoTotal)]) {
                        if (draws.bancoDrawsAfterStand[static_cast<std::size_t>(bancoTotal)]) {
                            for (int b3 = 0; b3 < kValues; ++b3)
                                tail.add(puntoTotal, (bancoTotal + b3) % 10, true,
                                         left[static_cast<std::size_t>(b3)] * undrawnOne);
                        } else {
                            tail.add(puntoTotal, bancoTotal, false, undrawnTwo);
                        }
                    } else {
                        const auto &bancoRow = draws.bancoDrawsAgainst[static_cast<std::size_t>(bancoTotal)];
                        for (int p3 = 0; p3 < kValues; ++p3) {
                            auto &l3 = left[static_cast<std::size_t>(p3)];
                            if (l3 == 0)
                                continue;
                            const int puntoFinal = (puntoTotal + p3) % 10;
                            if (bancoRow[static_cast<std::size_t>(p3)]) {
                                const Count third = l3--;
                                for (int b3 = 0; b3 < kValues; ++b3)
                                    tail.add(puntoFinal, (bancoTotal + b3) % 10, true,
                                             third * left[static_cast<std::size_t>(b3)]);
                                ++l3;
                            } else {
                                tail.add(puntoFinal, bancoTotal, false, l3 * undrawnOne);
                            }
                        }
                    }
                    const Count ways = punto * banco;
                    total.banker += ways * tail.banker;
                    total.player += ways * tail.player;
                    total.tie += ways * tail.tie;
                    total.sixTwoCards += ways * tail.sixTwoCards;
                    total.sixThreeCards += ways * tail.sixThreeCards;
                    ++m1;
                    ++m2;
                }
            }
            ++l1;
            ++l2;
        }
    }
    return total;
}

/**
 * Orderings in which cards number @p first and @p second (0-based, in dealing
 * order) share a RANK: pairs are ranks (RULINGS.md: T-T, K-K, not T-K), 13 ranks of
 * 4N cards. The cards dealt between them are enumerated by rank too, since one of
 * them may take a card of the pair's rank; the cards after @p second are any cards.
 */
Count sameRankOrderings(int decks, int first, int second)
{
    const Count perRank = 4 * static_cast<Count>(decks);
    std::array<Count, kRanks> left{};
    left.fill(perRank);
    std::array<int, kCardsPerCoup> rankAt{};

    // Depth-first over the ranks of cards 0..second; at most 13^3 × 13 steps.
    auto walk = [&](auto &&self, int position) -> Count {
        if (position == second) {
            const auto r = static_cast<std::size_t>(rankAt[static_cast<std::size_t>(first)]);
            return left[r];
        }
        Count sum = 0;
        for (int r = 0; r < kRanks; ++r) {
            auto &l = left[static_cast<std::size_t>(r)];
            if (l == 0)
                continue;
            rankAt[static_cast<std::size_t>(position)] = r;
            const Count ways = l--;
            sum += ways * self(self, position + 1);
            ++l;
        }
        return sum;
    };
    Count orderings = walk(walk, 0);
    const Count shoe = 52 * static_cast<Count>(decks);
    for (int i = second + 1; i < kCardsPerCoup; ++i)
        orderings *= shoe - static_cast<Count>(i);
    return orderings;
}

// Dealing order P1 B1 P2 B2 (art. 15 §10; manual §4).
constexpr int kPuntoFirst = 0, kBancoFirst = 1, kPuntoSecond = 2, kBancoSecond = 3;

Rational ratio(const Ratio &r) { return Rational(cpp_int(r.pays()), cpp_int(r.per())); }
Rational exact(Count c) { return Rational(cpp_int(c)); }

cpp_int powerOfTen(int exponent)
{
    cpp_int p = 1;
    for (int i = 0; i < exponent; ++i)
        p *= 10;
    return p;
}

/// |@p numerator| · 10^@p places / @p denominator, rounded half away from zero;
/// @p places may be negative.
cpp_int roundScaled(const cpp_int &numerator, const cpp_int &denominator, int places)
{
    cpp_int num = abs(numerator);
    cpp_int den = denominator;
    if (places >= 0)
        num *= powerOfTen(places);
    else
        den *= powerOfTen(-places);
    cpp_int quotient = num / den;
    const cpp_int remainder = num % den;
    if (2 * remainder >= den)
        ++quotient;
    return quotient;
}

/// @p digits (a whole number's decimal text) shifted @p places to the right of the point.
std::string placePoint(std::string digits, int places, bool negative)
{
    if (places <= 0) {
        if (digits != "0")
            digits.append(static_cast<std::size_t>(-places), '0');
    } else {
        if (digits.size() <= static_cast<std::size_t>(places))
            digits.insert(0, static_cast<std::size_t>(places) + 1 - digits.size(), '0');
        digits.insert(digits.size() - static_cast<std::size_t>(places), 1, '.');
    }
    const bool zero = digits.find_first_not_of("0.") == std::string::npos;
    return negative && !zero ? "-" + digits : digits;
}

} // namespace

BaccaratOdds::BaccaratOdds(int decks)
    : m_counts(count(decks))
{
}

BaccaratCounts BaccaratOdds::count(int decks)
{
    if (decks < minDecks || decks > maxDecks)
        throw InputError("decks", "must be a whole number of decks from " + std::to_string(minDecks) + " to "
                                      + std::to_string(maxDecks) + ", not " + std::to_string(decks));
    const Tally t = countOutcomes(decks);
    BaccaratCounts c;
    c.decks = decks;
    c.orderings = orderingsOf(decks);
    c.bankerWins = t.banker;
    c.playerWins = t.player;
    c.ties = t.tie;
    c.playerPairs = sameRankOrderings(decks, kPuntoFirst, kPuntoSecond);
    c.bankerPairs = sameRankOrderings(decks, kBancoFirst, kBancoSecond);
    c.bankerSixTwoCards = t.sixTwoCards;
    c.bankerSixThreeCards = t.sixThreeCards;
    return c;
}

std::vector<BaccaratBet> BaccaratOdds::betsOf(Game game)
{
    if (game == Game::CheminDeFer)
        throw InputError("game", "chemin-de-fer has no fixed odds: the player's 5 and the banker's 3 against a 9 "
                                 "and 5 against a 4 are the holder's option (art. 15 §8), so the odds depend on "
                                 "how they choose; odds cover the punto-banco games");
    if (game == Game::DeuxTableaux)
        throw InputError("game", "deux-tableaux has no fixed odds: the punters' 5 is their option and the banker "
                                 "draws or stands at his discretion (art. 15, two-tableaux baccarat); odds cover "
                                 "the punto-banco games");
    if (!isPuntoBanco(game))
        throw InputError("game", std::string(gameName(game)) + " is not a baccarat game");
    std::vector<BaccaratBet> bets{BaccaratBet::Banker, BaccaratBet::Player, BaccaratBet::Tie,
                                  BaccaratBet::PlayerPair, BaccaratBet::BankerPair};
    if (PayTable::of(game).offersSuperSix)
        bets.push_back(BaccaratBet::SuperSix);
    return bets;
}

Rational BaccaratOdds::houseEdge(BaccaratBet bet, Game game) const
{
    (void)betsOf(game);   // refuses the games without fixed odds
    const PayTable &pays = PayTable::of(game);
    const BaccaratCounts &c = m_counts;
    const Rational all = exact(c.orderings);

    // Each edge is (stakes lost − winnings paid) / orderings; a push is neither.
    Rational kept;
    switch (bet) {
    case BaccaratBet::Player:
        kept = exact(c.bankerWins) - exact(c.playerWins) * ratio(pays.player);   // Egalité pushes (art. 15 §14 γ)
        break;
    case BaccaratBet::Banker: {
        // With commission Banco pays 95:100 on every win; No Commission pays a Banco
        // 6 at 1:2 and any other win 1:1 (guide). PayTable says which.
        const Count six = c.bankerSixTwoCards + c.bankerSixThreeCards;
        kept = exact(c.playerWins) - exact(c.bankerWins - six) * ratio(pays.banker)
            - exact(six) * ratio(pays.bankerWinsWithSix);
        break;
    }
    case BaccaratBet::Tie:
        kept = exact(c.orderings - c.ties) - exact(c.ties) * ratio(pays.tie);
        break;
    case BaccaratBet::PlayerPair:
    case BaccaratBet::BankerPair: {
        const Count pairs = bet == BaccaratBet::PlayerPair ? c.playerPairs : c.bankerPairs;
        kept = exact(c.orderings - pairs) - exact(pairs) * ratio(pays.pair);
        break;
    }
    case BaccaratBet::SuperSix:
        if (!pays.offersSuperSix)
            throw InputError("bet", "the Super Six bet is only offered at punto-banco-super-six, not at "
                                        + std::string(gameName(game)));
        kept = exact(c.orderings - c.bankerSixTwoCards - c.bankerSixThreeCards)
            - exact(c.bankerSixTwoCards) * ratio(pays.superSixTwoCards)
            - exact(c.bankerSixThreeCards) * ratio(pays.superSixThreeCards);
        break;
    }
    return kept / all;
}

std::string decimalFixed(const Rational &value, int places)
{
    if (places < 0)
        places = 0;
    const cpp_int &num = numerator(value);
    return placePoint(roundScaled(num, denominator(value), places).str(), places, num < 0);
}

std::string decimalSignificant(const Rational &value, int significantDigits)
{
    if (significantDigits < 1)
        significantDigits = 1;
    const cpp_int num = numerator(value);
    const cpp_int den = denominator(value);
    if (num == 0)
        return "0";
    const cpp_int low = powerOfTen(significantDigits - 1);
    const cpp_int high = low * 10;
    // value ≈ 10^(digits(num) − digits(den)), within a factor of 10; then adjust.
    const cpp_int absolute = abs(num);
    const int magnitude = static_cast<int>(absolute.str().size()) - static_cast<int>(den.str().size());
    int places = significantDigits - 1 - magnitude;
    for (;;) {
        cpp_int num10 = absolute, den10 = den;
        if (places >= 0)
            num10 *= powerOfTen(places);
        else
            den10 *= powerOfTen(-places);
        const cpp_int floor = num10 / den10;
        if (floor < low)
            ++places;
        else if (floor >= high)
            --places;
        else
            break;
    }
    cpp_int scaled = roundScaled(num, den, places);
    if (scaled == high) {   // 0.99999… rounded up to 1.00000…: one digit fewer after the point
        scaled = low;
        --places;
    }
    return placePoint(scaled.str(), places, num < 0);
}

} // namespace croupier
