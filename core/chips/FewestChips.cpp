#include "FewestChips.h"

#include "InputError.h"

#include <algorithm>
#include <deque>
#include <limits>
#include <memory>
#include <mutex>
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
 * coins worth exactly v (kNone when none), one row per prefix of the coins, so a
 * breakdown can be read back largest coin first. One flat buffer, read through
 * plain pointers: these loops are most of a solve, and the sanitizer build runs
 * them unoptimised.
 */
struct PrefixTables
{
    std::vector<std::int64_t> coins;
    std::vector<std::int64_t> limits;   // -1: unbounded
    std::size_t size = 0;               // range + 1
    std::vector<std::uint32_t> cells;   // row i: cells[i * size, (i + 1) * size)

    PrefixTables(std::vector<std::int64_t> c, std::vector<std::int64_t> l, std::int64_t range)
        : coins(std::move(c))
        , limits(std::move(l))
        , size(static_cast<std::size_t>(range + 1))
        , cells(coins.size() * size, kNone)
    {
        for (std::size_t i = 0; i < coins.size(); ++i) {
            std::uint32_t *cur = cells.data() + i * size;
            const auto c = static_cast<std::size_t>(coins[i]);
            const bool unbounded = limits[i] < 0 || limits[i] >= range / coins[i];
            if (i == 0) {
                // The smallest coin alone: its multiples, as many as the tube holds.
                for (std::size_t v = 0, n = 0; v < size && (unbounded || n <= std::size_t(limits[i])); v += c, ++n)
                    cur[v] = static_cast<std::uint32_t>(n);
                continue;
            }
            const std::uint32_t *prev = row(i - 1);
            if (unbounded) {
                // v with one more coin i, or without coin i.
                for (std::size_t v = 0; v < size; ++v) {
                    std::uint32_t b = prev[v];
                    if (v >= c && cur[v - c] != kNone && cur[v - c] + 1 < b)
                        b = cur[v - c] + 1;
                    cur[v] = b;
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
        }
    }

    const std::uint32_t *row(std::size_t i) const { return cells.data() + i * size; }
    /// The fewest coins of coins[0..i] worth @p v.
    std::uint32_t fewest(std::size_t i, std::int64_t v) const { return row(i)[static_cast<std::size_t>(v)]; }

    /// The counts of coins[0..top] for @p v (fewest(top, v) != kNone), the most of the
    /// largest coin first among the fewest.
    std::vector<std::int64_t> counts(std::int64_t v, std::size_t top) const
    {
        std::vector<std::int64_t> out(coins.size(), 0);
        for (std::size_t i = top + 1; i-- > 0;) {
            const std::uint32_t target = fewest(i, v);
            const std::uint32_t *before = i == 0 ? nullptr : row(i - 1);
            std::int64_t most = v / coins[i];
            if (limits[i] >= 0)
                most = std::min(most, limits[i]);
            for (std::int64_t k = most; k >= 0; --k) {
                const std::int64_t rest = v - k * coins[i];
                const std::uint32_t b = before ? before[rest] : (rest == 0 ? 0 : kNone);
                if (b != kNone && b + k == target) {
                    out[i] = k;
                    v = rest;
                    break;
                }
            }
        }
        return out;
    }
};

/// The most cells a kept table may hold (4 MiB), and how many tables are kept.
constexpr std::size_t kKeptCells = std::size_t(1) << 20;
constexpr std::size_t kKeptTables = 8;

/**
 * The unbounded tables of @p coins up to @p range, from the last kKeptTables made or
 * made now. A pure function of its arguments, kept so that a bank of one float's
 * questions is tabulated once, not per question; safe on check's threads.
 */
std::shared_ptr<const PrefixTables> keptTables(std::vector<std::int64_t> coins, std::int64_t range)
{
    static std::mutex mutex;
    static std::deque<std::shared_ptr<const PrefixTables>> kept;   // the most recent first
    {
        const std::lock_guard lock(mutex);
        for (const auto &t : kept)
            if (t->coins == coins && t->size == static_cast<std::size_t>(range + 1))
                return t;
    }
    const std::size_t n = coins.size();
    auto made = std::make_shared<const PrefixTables>(std::move(coins), std::vector<std::int64_t>(n, -1), range);
    const std::lock_guard lock(mutex);
    kept.push_front(made);
    if (kept.size() > kKeptTables)
        kept.pop_back();
    return made;
}

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
        // The largest chip D takes all but the part r paid in smaller chips. In a fewest
        // payment a chip c is used fewer than e / gcd(c, e) times for every larger chip
        // e (that many c are worth c / gcd(c, e) chips of e, fewer), so r is at most the
        // sum over c below D of (the least such e / gcd(c, e) − 1) · c (see the header).
        const std::int64_t largest = s.chips.back();
        Integer bound = 0;
        for (std::size_t i = 0; i + 1 < k; ++i) {
            std::int64_t fewer = largest / std::gcd(s.chips[i], largest);
            for (std::size_t j = i + 1; j + 1 < k; ++j)
                fewer = std::min(fewer, s.chips[j] / std::gcd(s.chips[i], s.chips[j]));
            bound += Integer(fewer - 1) * s.chips[i];
        }
        const Integer range = std::min(s.amount, bound);
        if (range > kMaxChipSteps)
            tooManySteps(s.step);
        const auto r = range.convert_to<std::int64_t>();
        std::vector<std::int64_t> below(s.chips.begin(), s.chips.end() - 1);
        // Tabulated up to the bound, the tables depend on the float alone: kept for the
        // next amount (a bank asks one float again and again). Otherwise up to r only.
        const bool keep = bound <= kMaxChipSteps && (bound + 1) * below.size() <= kKeptCells;
        const std::shared_ptr<const PrefixTables> tables =
            keep ? keptTables(std::move(below), bound.convert_to<std::int64_t>())
                 : std::make_shared<const PrefixTables>(below, std::vector<std::int64_t>(below.size(), -1), r);
        const PrefixTables &smaller = *tables;
        std::optional<std::pair<Integer, std::int64_t>> best;   // (chips in all, the part in smaller chips)
        for (std::int64_t part = (s.amount % largest).convert_to<std::int64_t>(); part <= r; part += largest) {
            const std::uint32_t few = k == 1 ? (part == 0 ? 0 : kNone) : smaller.fewest(k - 2, part);
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
        if (all.fewest(k - 1, n) == kNone)
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

std::int64_t FewestChipsTable::steps() const { return std::int64_t(m_tables->tables.size) - 1; }

std::optional<ChipBreakdown> FewestChipsTable::fewestAt(std::int64_t n) const
{
    const PrefixTables &t = m_tables->tables;
    if (n < 0 || n > steps() || t.fewest(t.coins.size() - 1, n) == kNone)
        return std::nullopt;
    const std::vector<std::int64_t> counts = t.counts(n, t.coins.size() - 1);
    ChipBreakdown out;
    for (std::size_t i = counts.size(); i-- > 0;)
        if (counts[i] > 0)
            out.push_back({m_chips[i], counts[i]});
    return out;
}

std::optional<ChipBreakdown> FewestChipsTable::greedyAt(std::int64_t n) const
{
    const PrefixTables &t = m_tables->tables;
    if (n < 0 || n > steps())
        return std::nullopt;
    ChipBreakdown out;
    for (std::size_t i = t.coins.size(); i-- > 0;) {
        const std::int64_t k = n / t.coins[i];
        n -= k * t.coins[i];
        if (k > 0)
            out.push_back({m_chips[i], k});
    }
    if (n != 0)
        return std::nullopt;
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
