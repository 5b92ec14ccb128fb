#include "FewestChips.h"

#include "InputError.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <numeric>
#include <stdexcept>

namespace croupier {

namespace {

using Integer = boost::multiprecision::cpp_int;

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

/**
 * @brief The float and an amount as whole multiples of the chips' greatest common
 * unit: the solver's integers.
 */
struct Scaled
{
    std::vector<std::int64_t> chips;   ///< smallest first, in steps
    std::vector<std::int64_t> limits;  ///< tube counts, -1 for an unbounded tube
    Integer amount;                    ///< in steps; meaningful when exact
    bool exact = true;                 ///< the amount is a whole number of steps
    Money step;
};

Scaled scale(const ChipFloat &chipFloat, const Money &amount)
{
    Integer common = boost::multiprecision::denominator(amount.value());
    for (const ChipTube &t : chipFloat.tubes())
        common = boost::multiprecision::lcm(common, boost::multiprecision::denominator(t.chip.value()));
    std::vector<Integer> whole;
    Integer g = 0;
    for (const ChipTube &t : chipFloat.tubes()) {
        const Rational v = t.chip.value() * common;
        whole.push_back(boost::multiprecision::numerator(v));
        g = boost::multiprecision::gcd(g, whole.back());
    }
    Scaled s;
    s.step = *Money::exactly(Rational(g, common));   // common divides a power of ten
    // Chips are kept as 64-bit counts of steps: a float whose chips are more than
    // kMaxChipSteps² steps apart is refused before anything is tabulated.
    for (std::size_t i = 0; i < whole.size(); ++i) {
        const Integer steps = whole[i] / g;
        if (steps > Integer(kMaxChipSteps) * kMaxChipSteps)
            throw InputError("float", "the chips " + chipFloat.smallest().toString() + " and "
                                          + chipFloat.tubes()[i].chip.toString()
                                          + " are too far apart to work out the fewest chips");
        s.chips.push_back(steps.convert_to<std::int64_t>());
        const auto &count = chipFloat.tubes()[i].count;
        s.limits.push_back(count ? *count : -1);
    }
    const Integer a = boost::multiprecision::numerator(amount.value() * common);
    s.exact = a % g == 0;
    s.amount = a / g;
    return s;
}

/**
 * @brief For coins c[0..i] (smallest first) and each amount v ≤ range: the fewest
 * coins worth exactly v (kNone when none), one table per prefix of the coins, so a
 * breakdown can be read back largest coin first.
 */
struct PrefixTables
{
    std::vector<std::int64_t> coins;
    std::vector<std::int64_t> limits;   // -1: unbounded
    std::vector<std::vector<std::uint32_t>> best;

    PrefixTables(std::vector<std::int64_t> c, std::vector<std::int64_t> l, std::int64_t range)
        : coins(std::move(c))
        , limits(std::move(l))
    {
        const auto size = static_cast<std::size_t>(range + 1);
        best.reserve(coins.size());
        std::vector<std::uint32_t> none(size, kNone);
        none[0] = 0;
        for (std::size_t i = 0; i < coins.size(); ++i) {
            const std::vector<std::uint32_t> &prev = i == 0 ? none : best[i - 1];
            std::vector<std::uint32_t> cur(size, kNone);
            const auto c = static_cast<std::size_t>(coins[i]);
            if (limits[i] < 0 || limits[i] >= range / coins[i]) {
                // Unbounded: v with one more coin i, or without coin i.
                for (std::size_t v = 0; v < size; ++v) {
                    cur[v] = prev[v];
                    if (v >= c && cur[v - c] != kNone)
                        cur[v] = std::min(cur[v], cur[v - c] + 1);
                }
            } else {
                // At most limits[i] of coin i: per residue, the best of the last
                // limits[i] + 1 amounts without it, each plus the coins added.
                const auto limit = static_cast<std::size_t>(limits[i]);
                for (std::size_t rho = 0; rho < c && rho < size; ++rho) {
                    std::deque<std::pair<std::size_t, std::int64_t>> window;   // (j, prev − j), increasing
                    for (std::size_t j = 0, v = rho; v < size; ++j, v += c) {
                        if (prev[v] != kNone) {
                            const std::int64_t key = std::int64_t(prev[v]) - std::int64_t(j);
                            while (!window.empty() && window.back().second >= key)
                                window.pop_back();
                            window.emplace_back(j, key);
                        }
                        while (!window.empty() && window.front().first + limit < j)
                            window.pop_front();
                        if (!window.empty())
                            cur[v] = static_cast<std::uint32_t>(window.front().second + std::int64_t(j));
                    }
                }
            }
            best.push_back(std::move(cur));
        }
    }

    /// The counts of coins[0..top] for @p v (best[top][v] != kNone), the most of the
    /// largest coin first among the fewest.
    std::vector<std::int64_t> counts(std::int64_t v, std::size_t top) const
    {
        std::vector<std::int64_t> out(coins.size(), 0);
        for (std::size_t i = top + 1; i-- > 0;) {
            const std::uint32_t target = best[i][static_cast<std::size_t>(v)];
            std::int64_t most = v / coins[i];
            if (limits[i] >= 0)
                most = std::min(most, limits[i]);
            for (std::int64_t k = most; k >= 0; --k) {
                const std::int64_t rest = v - k * coins[i];
                const std::uint32_t before = i == 0 ? (rest == 0 ? 0 : kNone) : best[i - 1][static_cast<std::size_t>(rest)];
                if (before != kNone && before + k == target) {
                    out[i] = k;
                    v = rest;
                    break;
                }
            }
        }
        return out;
    }
};

ChipBreakdown breakdownOf(const ChipFloat &chipFloat, const std::vector<std::int64_t> &counts)
{
    ChipBreakdown out;
    for (std::size_t i = counts.size(); i-- > 0;)
        if (counts[i] > 0)
            out.push_back({chipFloat.tubes()[i].chip, counts[i]});
    return out;
}

[[noreturn]] void tooManyChips()
{
    throw InputError("amount", "more than " + std::to_string(kMaxChipsInAnswer) + " chips: no table pays that in chips");
}

[[noreturn]] void tooManySteps(const Money &step)
{
    throw InputError("amount", "too large to work out the fewest chips exactly: more than "
                                   + std::to_string(kMaxChipSteps) + " steps of " + step.toString());
}

/// The largest chip first, as many as fit (and as the tube holds), then the next.
std::optional<ChipBreakdown> greedyWay(const ChipFloat &chipFloat, const Scaled &s)
{
    Integer rest = s.amount;
    std::vector<std::int64_t> counts(s.chips.size(), 0);
    for (std::size_t i = s.chips.size(); i-- > 0;) {
        Integer take = rest / s.chips[i];
        if (s.limits[i] >= 0 && take > s.limits[i])
            take = s.limits[i];
        if (take > kMaxChipsInAnswer)
            return std::nullopt;   // more chips than the fewest can have
        counts[i] = take.convert_to<std::int64_t>();
        rest -= take * s.chips[i];
    }
    if (rest != 0)
        return std::nullopt;
    return breakdownOf(chipFloat, counts);
}

} // namespace

std::optional<FewestChips> fewestChips(const Money &amount, const ChipFloat &chipFloat)
{
    if (amount.isNegative())
        throw InputError("amount", "must be 0 or more, not " + amount.toString());
    const Scaled s = scale(chipFloat, amount);
    if (!s.exact)
        return std::nullopt;
    const std::size_t k = s.chips.size();
    std::vector<std::int64_t> counts(k, 0);
    if (!chipFloat.bounded()) {
        // The largest chip D takes all but the part r paid in smaller chips, and r is
        // at most the sum over smaller c of (D / gcd(c, D) − 1) · c (see the header).
        const std::int64_t largest = s.chips.back();
        Integer bound = 0;
        for (std::size_t i = 0; i + 1 < k; ++i)
            bound += Integer(largest / std::gcd(s.chips[i], largest) - 1) * s.chips[i];
        const Integer range = std::min(s.amount, bound);
        if (range > kMaxChipSteps)
            tooManySteps(s.step);
        const auto r = range.convert_to<std::int64_t>();
        const PrefixTables smaller(std::vector<std::int64_t>(s.chips.begin(), s.chips.end() - 1),
                                   std::vector<std::int64_t>(s.limits.begin(), s.limits.end() - 1), r);
        std::optional<std::pair<Integer, std::int64_t>> best;   // (chips in all, the part in smaller chips)
        for (std::int64_t part = (s.amount % largest).convert_to<std::int64_t>(); part <= r; part += largest) {
            const std::uint32_t few = k == 1 ? (part == 0 ? 0 : kNone) : smaller.best.back()[std::size_t(part)];
            if (few == kNone)
                continue;
            const Integer total = (s.amount - part) / largest + few;
            if (!best || total < best->first)   // ties keep the smaller part: more of the largest chip
                best = std::make_pair(total, part);
        }
        if (!best)
            return std::nullopt;
        const Integer ofLargest = (s.amount - best->second) / largest;
        if (best->first > kMaxChipsInAnswer)
            tooManyChips();
        if (k > 1)
            counts = smaller.counts(best->second, k - 2);
        counts.resize(k, 0);
        counts.back() = ofLargest.convert_to<std::int64_t>();
    } else {
        Integer available = 0;
        bool limited = true;
        for (std::size_t i = 0; i < k; ++i) {
            if (s.limits[i] < 0)
                limited = false;
            else
                available += Integer(s.limits[i]) * s.chips[i];
        }
        if (limited && s.amount > available)
            return std::nullopt;   // the whole tray is worth less
        if (s.amount > kMaxChipSteps)
            tooManySteps(s.step);
        const auto n = s.amount.convert_to<std::int64_t>();
        const PrefixTables all(s.chips, s.limits, n);
        if (all.best.back()[std::size_t(n)] == kNone)
            return std::nullopt;
        counts = all.counts(n, k - 1);
    }
    FewestChips out;
    out.chips = breakdownOf(chipFloat, counts);
    out.count = chipCount(out.chips);
    out.greedy = greedyWay(chipFloat, s);
    out.greedyIsFewest = out.greedy && chipCount(*out.greedy) == out.count;
    return out;
}

std::optional<ChipBreakdown> greedyChips(const Money &amount, const ChipFloat &chipFloat)
{
    if (amount.isNegative())
        return std::nullopt;
    const Scaled s = scale(chipFloat, amount);
    return s.exact ? greedyWay(chipFloat, s) : std::nullopt;
}

struct FewestChipsTable::Tables
{
    PrefixTables tables;
};

FewestChipsTable::FewestChipsTable(const ChipFloat &chipFloat, const Money &upTo)
    : m_chips(chipFloat.denominations())
{
    if (chipFloat.bounded())
        throw std::invalid_argument("FewestChipsTable: a float without tube counts");
    const Scaled s = scale(chipFloat, upTo);
    m_step = s.step;
    const Integer &steps = s.amount;   // upTo rounded down to the step
    if (steps > kMaxChipSteps)
        tooManySteps(s.step);
    m_tables = std::make_unique<Tables>(Tables{PrefixTables(s.chips, s.limits, steps.convert_to<std::int64_t>())});
}

FewestChipsTable::~FewestChipsTable() = default;
FewestChipsTable::FewestChipsTable(FewestChipsTable &&) noexcept = default;
FewestChipsTable &FewestChipsTable::operator=(FewestChipsTable &&) noexcept = default;

std::int64_t FewestChipsTable::steps() const { return std::int64_t(m_tables->tables.best.back().size()) - 1; }

std::optional<ChipBreakdown> FewestChipsTable::fewestAt(std::int64_t n) const
{
    const PrefixTables &t = m_tables->tables;
    if (n < 0 || n > steps() || t.best.back()[std::size_t(n)] == kNone)
        return std::nullopt;
    const std::vector<std::int64_t> counts = t.counts(n, t.coins.size() - 1);
    ChipBreakdown out;
    for (std::size_t i = counts.size(); i-- > 0;)
        if (counts[i] > 0)
            out.push_back({m_chips[i], counts[i]});
    return out;
}

PaymentGrade gradePayment(const Money &amount, const ChipFloat &chipFloat, const ChipBreakdown &given)
{
    PaymentGrade g;
    // One line per denomination, in the float's order.
    std::vector<std::int64_t> counts(chipFloat.tubes().size(), 0);
    for (const ChipCount &c : given) {
        const auto &tubes = chipFloat.tubes();
        const auto it = std::find_if(tubes.begin(), tubes.end(), [&](const ChipTube &t) { return t.chip == c.chip; });
        if (it == tubes.end()) {
            g.verdict = PaymentGrade::Verdict::ForeignChip;
            g.chip = c.chip;
            return g;
        }
        if (c.count < 0) {
            g.verdict = PaymentGrade::Verdict::BadCount;
            g.chip = c.chip;
            return g;
        }
        counts[std::size_t(it - tubes.begin())] += c.count;
    }
    for (std::size_t i = 0; i < counts.size(); ++i)
        if (const auto &holds = chipFloat.tubes()[i].count; holds && counts[i] > *holds) {
            g.verdict = PaymentGrade::Verdict::OverTube;
            g.chip = chipFloat.tubes()[i].chip;
            return g;
        }
    Money value;
    std::int64_t n = 0;
    for (std::size_t i = 0; i < counts.size(); ++i) {
        value = value + chipFloat.tubes()[i].chip * counts[i];
        n += counts[i];
    }
    g.fewest = fewestChips(amount, chipFloat);
    g.difference = value - amount;
    if (!g.fewest)
        g.verdict = PaymentGrade::Verdict::CannotPay;
    else if (!g.difference.isZero())
        g.verdict = PaymentGrade::Verdict::WrongValue;
    else
        g.verdict = n > g.fewest->count ? PaymentGrade::Verdict::MoreChips : PaymentGrade::Verdict::Exact;
    return g;
}

} // namespace croupier
