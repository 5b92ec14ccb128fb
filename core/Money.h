#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace croupier {

/// An exact fraction: payouts before they are rounded to the chip unit.
using Rational = boost::multiprecision::cpp_rational;

/**
 * @brief An exact payout ratio "pays:per", e.g. 7:6, 95:100, 3:2, 1:2.
 *
 * Kept as written, not reduced: the pay tables quote 95:100 (art. 15 §14), and a
 * trainee should see the ratio in the same words.
 */
class Ratio
{
public:
    /// @p per > 0 and @p pays >= 0; the caller guarantees it (parse() checks it).
    constexpr Ratio(std::int64_t pays, std::int64_t per)
        : m_pays(pays)
        , m_per(per)
    { }

    /// Parses "7:6": two whole numbers of at most 18 digits, the second > 0. Throws InputError.
    static Ratio parse(std::string_view text);

    constexpr std::int64_t pays() const { return m_pays; }
    constexpr std::int64_t per() const { return m_per; }

    /// "7:6".
    std::string toString() const;

    /// 7:6 and 14:12 differ: ratios compare as written.
    friend constexpr bool operator==(const Ratio &, const Ratio &) = default;

private:
    std::int64_t m_pays;
    std::int64_t m_per;
};

/// Which separator is the decimal one when user input alone cannot tell ("1.234").
enum class DecimalStyle {
    Auto, ///< Refuse an ambiguous amount and say how to write it.
    Point, ///< English "1,234.50": ',' groups thousands, '.' is decimal.
    Comma, ///< Greek "1.234,50": '.' groups thousands, ',' is decimal.
};

/// How format() writes an amount for people.
enum class MoneyLocale { English, Greek };

/**
 * @brief An exact, finite decimal amount of money (chips, stakes, payouts).
 *
 * Stored as an integer mantissa and a count of decimal places, normalised (no
 * trailing zero in the decimals), so "35" and "35.00" are the same value and compare
 * equal. Never binary floating point (RULINGS, "Payouts, commission and rounding"):
 * 0.1 + 0.2 is 0.3. Amounts up to about 38 digits need no heap allocation.
 *
 * Parsers take at most maxDigits digits, so a hostile input cannot make them slow.
 * Arithmetic may go below zero; parsed amounts never do.
 */
class Money
{
public:
    /// The most digits either parser accepts (leading and trailing zeros included).
    static constexpr std::size_t maxDigits = 40;

    /// Zero.
    Money();

    static Money fromInteger(std::int64_t units);

    /**
     * The question bank's money (question-bank.md, "Envelope"): digits, optionally
     * '.' and more digits ("223.5", "35", "0.25", "007"). No sign, exponent,
     * grouping, space or currency. Throws InputError with an empty field.
     */
    static Money parseCanonical(std::string_view text);

    /**
     * An amount a person typed or pasted: "12,50 €", "EUR 1.234,50", "1,234.50",
     * "1.234.567". When "1.234" or "1,234" could be either a grouped integer or three
     * decimals, @p hint decides; with DecimalStyle::Auto it is refused. Throws
     * InputError with an empty field and a reason that says why.
     */
    static Money parse(std::string_view text, DecimalStyle hint = DecimalStyle::Auto);

    /**
     * What a trainee typed, read as the @p reader's language writes amounts: the one
     * reading of typed money in drills, free play, study and exams. A lone separator
     * before exactly three digits ("1,250", "1.250") is read as format(@p reader)
     * writes it (Greek: '.' groups, ',' is decimal; English the other way round); any
     * other separator is read by its structure ("12.5" and "12,5" are 12.5 in both,
     * "1.234,50" and "1,234.50" are 1234.5 in both). So parseTyped(m.format(l), l) == m
     * for every m >= 0. Throws InputError like parse().
     */
    static Money parseTyped(std::string_view text, MoneyLocale reader);

    /// Canonical and shortest, as parseCanonical() reads it: "223.5", "35", "0"; "-1.5" below zero.
    std::string toString() const;

    /// For people: "1,234.50" / "1.234,50"; integers without decimals ("1.234"), a
    /// fraction with at least two digits ("12.50", "0.125").
    std::string format(MoneyLocale locale) const;

    bool isZero() const;
    bool isNegative() const;

    Rational value() const;
    /// Exactly this × pays / per, before any rounding.
    Rational times(const Ratio &ratio) const;

    /**
     * The largest multiple of @p unit not above @p amount: how a payout or a
     * commission is rounded to the table's smallest chip (RULINGS, "Payouts,
     * commission and rounding": always down, in the player's favour). Throws
     * InputError on field "chip_unit" unless @p unit > 0.
     */
    static Money floorTo(const Rational &amount, const Money &unit);
    /// @p amount as Money when it is a finite decimal of at most maxDigits places
    /// (its denominator divides a power of ten), nullopt otherwise (1/3).
    static std::optional<Money> exactly(const Rational &amount);
    Money floorTo(const Money &unit) const;
    /// Whether the table can pay this in chips of @p unit. Throws like floorTo().
    bool isMultipleOf(const Money &unit) const;

    Money operator+(const Money &other) const;
    Money operator-(const Money &other) const;
    Money operator*(std::int64_t factor) const;

    friend bool operator==(const Money &a, const Money &b);
    friend std::strong_ordering operator<=>(const Money &a, const Money &b);

private:
    using Integer = boost::multiprecision::cpp_int;

    /// mantissa / 10^scale, normalised.
    Money(Integer mantissa, std::uint32_t scale);
    /// Digits of @p whole (grouping separators skipped) followed by @p fraction's.
    static Money fromDigits(std::string_view whole, std::string_view fraction);
    /// floor(numerator / denominator / unit) × unit, for denominator > 0.
    static Money floorQuotient(const Integer &numerator, const Integer &denominator, const Money &unit);

    Integer m_mantissa;
    std::uint32_t m_scale = 0; ///< Decimal places; the mantissa has no trailing zero when > 0.
};

} // namespace croupier
