#pragma once

#include "ChipFloat.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace croupier {

/// @brief The fewest chips that make an amount, and whether the greedy way finds them.
struct FewestChips
{
    /**
     * The fewest chips of the float whose worth is the amount, largest chip first.
     * Where several breakdowns are equally few, the one with the most of the
     * largest chip, then of the next, and so on (a dealer reaches for the big
     * chips first): the answer is the same on every run.
     */
    ChipBreakdown chips;
    std::int64_t count = 0;
    /**
     * What taking the largest chip that still fits, again and again, gives; nullopt
     * when that way gets stuck before the amount (20 and 25 chips paying 40: 25,
     * then nothing fits 15 but smaller chips, or none at all).
     */
    std::optional<ChipBreakdown> greedy;
    /// The greedy way pays the amount with as few chips as the fewest (possibly
    /// other chips, where two ways tie).
    bool greedyIsFewest = true;
};

/// The most chips one answer may count: more is an amount no table pays in chips.
inline constexpr std::int64_t kMaxChipsInAnswer = 999'999'999;
/// The most steps (amounts, in multiples of the chips' common unit) the exact
/// solver tabulates; an amount and float that need more are refused by name.
inline constexpr std::int64_t kMaxChipSteps = 200'000;

/**
 * The fewest chips of @p chipFloat worth exactly @p amount, found exactly (dynamic
 * programming over multiples of the chips' greatest common unit, never the greedy
 * way), within the tube counts where the float has them. nullopt when no chips of
 * the float make the amount. Zero is paid with no chip.
 *
 * Without tube counts, any amount is solved: in a fewest payment each chip c is
 * used fewer than e / gcd(c, e) times for every larger chip e (that many c are worth
 * c / gcd(c, e) chips of e, fewer chips), so only the part paid below the largest
 * chip, at most the sum of those bounds, is tabulated. Throws InputError("amount", …) when the amount
 * is below 0, when the table would need more than kMaxChipSteps steps, or when
 * the fewest way needs more than kMaxChipsInAnswer chips; InputError("float", …)
 * when two chips are more than kMaxChipSteps² of their common unit apart.
 */
std::optional<FewestChips> fewestChips(const Money &amount, const ChipFloat &chipFloat);

/// The greedy way: the largest chip that still fits (and that its tube still
/// holds), again and again; nullopt when it gets stuck before @p amount.
std::optional<ChipBreakdown> greedyChips(const Money &amount, const ChipFloat &chipFloat);

/**
 * @brief The fewest chips for every amount from 0 up to a bound, on one float
 * without tube counts: what the generators enumerate their cells from. Each entry
 * is what fewestChips() gives for that amount (the same tie-break).
 */
class FewestChipsTable
{
public:
    /// Throws InputError("amount") when @p upTo needs more than kMaxChipSteps steps,
    /// std::invalid_argument when @p chipFloat has tube counts.
    FewestChipsTable(const ChipFloat &chipFloat, const Money &upTo);
    ~FewestChipsTable();
    FewestChipsTable(FewestChipsTable &&) noexcept;
    FewestChipsTable &operator=(FewestChipsTable &&) noexcept;

    /// The chips' greatest common unit: the table's amounts are its multiples.
    const Money &step() const { return m_step; }
    /// How many steps the table goes up to.
    std::int64_t steps() const;
    /// The fewest chips for @p n steps (0 ≤ n ≤ steps()), nullopt when no chips make it.
    std::optional<ChipBreakdown> fewestAt(std::int64_t n) const;
    /// greedyChips() for @p n steps (0 ≤ n ≤ steps()).
    std::optional<ChipBreakdown> greedyAt(std::int64_t n) const;

private:
    struct Tables;
    Money m_step;
    std::vector<Money> m_chips;
    std::unique_ptr<Tables> m_tables;
};

/**
 * @brief How a payment built chip by chip stands against the amount due
 * (RULINGS, "Table limits and chips"): its value must be exact; more chips than
 * the fewest the float allows is right in value but marked, the fewest way shown.
 */
struct PaymentGrade
{
    enum class Verdict {
        Exact,          ///< the amount, in as few chips as the float allows
        MoreChips,      ///< the amount, but in more chips than the fewest (fewest shows them)
        WrongValue,     ///< over or short of the amount by difference (a payment left half built is short)
        ForeignChip,    ///< chip is no denomination of the float
        BadCount,       ///< chip's count is below 0
        OverTube,       ///< more of chip than its tube holds
        CannotPay,      ///< the float cannot make the amount at all (nothing to compare with)
    };
    Verdict verdict = Verdict::Exact;
    /// Given value less the amount: above 0 over, below 0 short (WrongValue).
    Money difference;
    /// The denomination at fault (ForeignChip, BadCount, OverTube).
    std::optional<Money> chip;
    /// The fewest way (MoreChips, WrongValue, Exact), when the float can pay it.
    std::optional<FewestChips> fewest;

    /// Right in value: Exact or MoreChips.
    bool rightValue() const { return verdict == Verdict::Exact || verdict == Verdict::MoreChips; }
};

/**
 * Grades @p given (chips by denomination, in any order; a denomination named twice
 * counts once with both counts) as a payment of @p amount from @p chipFloat. Checked
 * in this order: a chip not in the float, a count below 0, more than a tube holds,
 * the value, then the number of chips. Throws InputError only as fewestChips() does.
 */
PaymentGrade gradePayment(const Money &amount, const ChipFloat &chipFloat, const ChipBreakdown &given);

} // namespace croupier
