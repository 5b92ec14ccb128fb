#include "Money.h"

#include "InputError.h"

#include <algorithm>
#include <array>
#include <utility>

namespace croupier {

namespace {
using Integer = boost::multiprecision::cpp_int;

/// 10^0 to 10^19: every power of ten a std::uint64_t holds.
constexpr auto kPowersOfTen = [] {
    std::array<std::uint64_t, 20> powers {};
    powers[0] = 1;
    for (std::size_t i = 1; i < powers.size(); ++i)
        powers[i] = powers[i - 1] * 10;
    return powers;
}();

/// Enough for any per-ratio payout a rule text names, and safely inside std::int64_t.
constexpr std::size_t kMaxRatioDigits = 18;

constexpr std::string_view kEuroSign = "\xE2\x82\xAC"; // U+20AC
constexpr std::string_view kMinusSign = "\xE2\x88\x92"; // U+2212, what word processors paste for '-'
// U+00A0 and U+202F: the no-break spaces that Greek and French locales put before "€".
constexpr std::array<std::string_view, 2> kNoBreakSpaces = { "\xC2\xA0", "\xE2\x80\xAF" };

constexpr std::string_view kGroupsOfThree = "grouping separators must separate groups of three digits";

/// @p m × 10^@p n, multiplying by machine words only.
Integer shifted(const Integer &m, std::uint32_t n)
{
    constexpr auto largest = static_cast<std::uint32_t>(kPowersOfTen.size() - 1);
    if (n <= largest)
        return m * kPowersOfTen[n];
    return shifted(m * kPowersOfTen[largest], n - largest);
}

Integer powerOfTen(std::uint32_t n)
{
    return shifted(Integer(1), n);
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
bool isSeparator(char c)
{
    return c == '.' || c == ',';
}
char otherSeparator(char c)
{
    return c == '.' ? ',' : '.';
}

[[noreturn]] void refuse(const std::string &reason)
{
    throw InputError({}, reason);
}

std::string tooManyDigits()
{
    return "too many digits (at most " + std::to_string(Money::maxDigits) + ")";
}

/// Bytes taken by the space that @p text starts with, or 0.
std::size_t leadingSpace(std::string_view text)
{
    if (text.empty())
        return 0;
    if (text.front() == ' ' || (text.front() >= '\t' && text.front() <= '\r'))
        return 1;
    for (const auto space : kNoBreakSpaces) {
        if (text.starts_with(space))
            return space.size();
    }
    return 0;
}

/// Bytes taken by the space that @p text ends with, or 0.
std::size_t trailingSpace(std::string_view text)
{
    if (text.empty())
        return 0;
    if (text.back() == ' ' || (text.back() >= '\t' && text.back() <= '\r'))
        return 1;
    for (const auto space : kNoBreakSpaces) {
        if (text.ends_with(space))
            return space.size();
    }
    return 0;
}

std::string_view trimmed(std::string_view text)
{
    while (const auto n = leadingSpace(text))
        text.remove_prefix(n);
    while (const auto n = trailingSpace(text))
        text.remove_suffix(n);
    return text;
}

/// "EUR" in any case, or the euro sign; both are three bytes.
bool isCurrency(std::string_view three)
{
    const auto upper = [](char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c; };
    return three == kEuroSign
        || (three.size() == 3 && upper(three[0]) == 'E' && upper(three[1]) == 'U' && upper(three[2]) == 'R');
}

bool startsWithCurrency(std::string_view text)
{
    return isCurrency(text.substr(0, 3));
}
bool endsWithCurrency(std::string_view text)
{
    return text.size() >= 3 && isCurrency(text.substr(text.size() - 3));
}

bool startsWithMinus(std::string_view text)
{
    return text.starts_with('-') || text.starts_with(kMinusSign);
}
bool endsWithMinus(std::string_view text)
{
    return text.ends_with('-') || text.ends_with(kMinusSign);
}

/// "1e3", "2.5E-2": an e between a digit (or separator) and a digit or sign.
bool isExponentAt(std::string_view text, std::size_t i)
{
    if ((text[i] != 'e' && text[i] != 'E') || i == 0 || i + 1 >= text.size())
        return false;
    const char before = text[i - 1];
    const char after = text[i + 1];
    return (isDigit(before) || isSeparator(before)) && (isDigit(after) || after == '+' || after == '-');
}

std::string unexpectedCharacter(std::string_view rest)
{
    const auto byte = static_cast<unsigned char>(rest.front());
    if (byte >= 0x80)
        return "unexpected non-ASCII character; only the digits 0-9 are allowed";
    if (byte < 0x20 || byte == 0x7f) {
        constexpr std::string_view hex = "0123456789ABCDEF";
        return std::string("unexpected control character (byte 0x") + hex[byte >> 4] + hex[byte & 0xF] + ")";
    }
    return std::string("unexpected character '") + rest.front() + "'";
}

/// Why text[i] has no place in a number, for the cases every parser shares.
std::string whyUnexpected(std::string_view text, std::size_t i)
{
    if (isExponentAt(text, i))
        return "exponent notation is not allowed";
    if (text[i] == '+')
        return "a '+' sign is not allowed";
    return unexpectedCharacter(text.substr(i));
}

/**
 * Only "1,234" to "999,999" can be a thousands group: one separator, three digits
 * after it, one to three before, the first not 0 ("0,125" and "1234,567" are
 * decimals). Those the hint decides; without one they are refused.
 */
bool readsAsThousands(std::string_view body, std::size_t separatorAt, DecimalStyle hint)
{
    const auto before = body.substr(0, separatorAt);
    const auto after = body.substr(separatorAt + 1);
    if (after.size() != 3 || before.size() > 3 || before.front() == '0')
        return false;
    const char separator = body[separatorAt];
    switch (hint) {
    case DecimalStyle::Point:
        return separator == ',';
    case DecimalStyle::Comma:
        return separator == '.';
    case DecimalStyle::Auto:
        break;
    }
    const std::string digits = std::string(before) + std::string(after);
    refuse("ambiguous: '" + std::string(body) + "' could be " + digits + " or " + std::string(before) + "."
        + std::string(after) + " (three decimals); write " + digits + " or " + std::string(body)
        + otherSeparator(separator) + "00");
}

/// "1.234.567": a first group of 1–3 digits, not starting with 0, then groups of three.
void checkGrouping(std::string_view whole, char grouping)
{
    if (whole.front() == '0')
        refuse("the first group of digits cannot start with 0");
    auto at = whole.find(grouping);
    if (at > 3)
        refuse(std::string(kGroupsOfThree));
    while (at != std::string_view::npos) {
        const auto next = whole.find(grouping, at + 1);
        const auto end = next == std::string_view::npos ? whole.size() : next;
        if (end - at - 1 != 3)
            refuse(std::string(kGroupsOfThree));
        at = next;
    }
}

/// Reads digits nineteen at a time into a machine word, so most amounts never need
/// big-integer multiplication.
class DigitAccumulator
{
public:
    void push(char digit)
    {
        m_word = m_word * 10 + static_cast<std::uint64_t>(digit - '0');
        if (++m_wordDigits == 19)
            flush();
    }

    Integer take()
    {
        flush();
        return std::move(m_total);
    }

private:
    void flush()
    {
        m_total = m_total * kPowersOfTen[m_wordDigits] + m_word;
        m_word = 0;
        m_wordDigits = 0;
    }

    Integer m_total;
    std::uint64_t m_word = 0;
    std::size_t m_wordDigits = 0;
};

/// The sign, the digits before the point and those after it, for printing.
struct WrittenDigits
{
    bool negative;
    std::string whole;
    std::string fraction;
};

WrittenDigits writtenDigits(const Integer &mantissa, std::uint32_t scale)
{
    std::string digits = mantissa.str();
    const bool negative = digits.front() == '-';
    if (negative)
        digits.erase(0, 1);
    if (digits.size() <= scale)
        digits.insert(0, scale + 1 - digits.size(), '0');
    const auto split = digits.size() - scale;
    return { negative, digits.substr(0, split), digits.substr(split) };
}

void requirePositiveUnit(const Money &unit)
{
    if (unit.isZero() || unit.isNegative())
        throw InputError("chip_unit", "the chip unit must be greater than zero");
}

std::int64_t ratioTerm(std::string_view term)
{
    if (term.empty())
        refuse("a ratio needs a whole number on each side of ':', as in 7:6");
    if (startsWithMinus(term))
        refuse("negative ratios are not allowed");
    std::int64_t value = 0;
    for (std::size_t i = 0; i < term.size(); ++i) {
        const char c = term[i];
        if (isSeparator(c))
            refuse("a ratio is written with whole numbers, as in 7:6");
        if (!isDigit(c))
            refuse(whyUnexpected(term, i));
        if (i == kMaxRatioDigits)
            refuse("a number in a ratio has at most " + std::to_string(kMaxRatioDigits) + " digits");
        value = value * 10 + (c - '0');
    }
    return value;
}
} // namespace

Ratio Ratio::parse(std::string_view text)
{
    if (text.empty())
        refuse("empty ratio");
    const auto colon = text.find(':');
    if (colon == std::string_view::npos)
        refuse("not a ratio: write pays:per, as in 7:6");
    if (text.find(':', colon + 1) != std::string_view::npos)
        refuse("more than one ':' in a ratio");
    const auto pays = ratioTerm(text.substr(0, colon));
    const auto per = ratioTerm(text.substr(colon + 1));
    if (per == 0)
        refuse("the second number of a ratio must be greater than zero");
    return { pays, per };
}

std::string Ratio::toString() const
{
    return std::to_string(m_pays) + ':' + std::to_string(m_per);
}

Money::Money() = default;

Money::Money(Integer mantissa, std::uint32_t scale)
    : m_mantissa(std::move(mantissa))
    , m_scale(scale)
{
    if (m_mantissa.is_zero()) {
        m_scale = 0;
        return;
    }
    while (m_scale > 0 && boost::multiprecision::integer_modulus(m_mantissa, 10U) == 0) {
        m_mantissa /= 10;
        --m_scale;
    }
}

Money Money::fromInteger(std::int64_t units)
{
    return { Integer(units), 0 };
}

Money Money::fromDigits(std::string_view whole, std::string_view fraction)
{
    // "35.00" is 35: dropping the zeros here saves the constructor the divisions.
    while (!fraction.empty() && fraction.back() == '0')
        fraction.remove_suffix(1);
    DigitAccumulator digits;
    for (const char c : whole) {
        if (isDigit(c))
            digits.push(c);
    }
    for (const char c : fraction)
        digits.push(c);
    return { digits.take(), static_cast<std::uint32_t>(fraction.size()) };
}

Money Money::parseCanonical(std::string_view text)
{
    if (text.empty())
        refuse("empty amount");
    auto point = std::string_view::npos;
    std::size_t digits = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (isDigit(c)) {
            if (++digits > maxDigits)
                refuse(tooManyDigits());
        } else if (c == '.') {
            if (point != std::string_view::npos)
                refuse("more than one decimal point");
            point = i;
        } else if (i == 0 && startsWithMinus(text)) {
            refuse("negative amounts are not allowed");
        } else if (c == ',') {
            refuse("unexpected character ','; the decimal point is '.' and digits are not grouped");
        } else if (leadingSpace(text.substr(i)) > 0) {
            refuse("spaces are not allowed");
        } else if (text.substr(i).starts_with(kEuroSign)) {
            refuse("a currency sign is not allowed");
        } else {
            refuse(whyUnexpected(text, i));
        }
    }
    if (digits == 0)
        refuse("no digits in the amount");
    if (point == std::string_view::npos)
        return fromDigits(text, {});
    if (point == 0)
        refuse("an amount cannot start with '.'; write 0" + std::string(text));
    if (point + 1 == text.size())
        refuse("an amount cannot end with '.'");
    return fromDigits(text.substr(0, point), text.substr(point + 1));
}

Money Money::parse(std::string_view text, DecimalStyle hint)
{
    auto body = trimmed(text);
    if (body.empty())
        refuse("empty amount");
    int currencies = 0;
    while (startsWithCurrency(body)) {
        body = trimmed(body.substr(3));
        ++currencies;
    }
    while (endsWithCurrency(body)) {
        body = trimmed(body.substr(0, body.size() - 3));
        ++currencies;
    }
    if (currencies > 1)
        refuse("the currency is written more than once");
    if (body.empty())
        refuse("no digits in the amount");
    // Accountants write a loss as "(5)"; a stake or a payout is never one.
    if (startsWithMinus(body) || endsWithMinus(body) || (body.front() == '(' && body.back() == ')'))
        refuse("negative amounts are not allowed");

    std::size_t digits = 0;
    std::size_t points = 0;
    std::size_t commas = 0;
    auto last = std::string_view::npos; // the last separator
    for (std::size_t i = 0; i < body.size(); ++i) {
        const char c = body[i];
        if (isDigit(c)) {
            if (++digits > maxDigits)
                refuse(tooManyDigits());
        } else if (isSeparator(c)) {
            if (i > 0 && isSeparator(body[i - 1]))
                refuse("two separators in a row");
            ++(c == '.' ? points : commas);
            last = i;
        } else if (const auto space = leadingSpace(body.substr(i))) {
            // "1 234" is refused for the space; in "12 abc" the letters are the fault.
            auto next = i + space;
            while (const auto more = leadingSpace(body.substr(next)))
                next += more;
            if (isDigit(body[next]) || isSeparator(body[next]))
                refuse("spaces inside an amount are not allowed");
            i = next - 1;
        } else if (startsWithCurrency(body.substr(i))) {
            refuse("the currency must come before or after the amount");
        } else {
            refuse(whyUnexpected(body, i));
        }
    }
    if (digits == 0)
        refuse("no digits in the amount");
    if (isSeparator(body.front())) {
        const std::string reason = std::string("an amount cannot start with '") + body.front() + "'";
        refuse(points + commas == 1 ? reason + "; write 0" + std::string(body) : reason);
    }
    if (isSeparator(body.back()))
        refuse(std::string("an amount cannot end with '") + body.back() + "'");
    if (last == std::string_view::npos)
        return fromDigits(body, {});

    const char lastSeparator = body[last];
    const auto lastCount = lastSeparator == '.' ? points : commas;
    bool lastIsDecimal = false;
    if (points > 0 && commas > 0) {
        // "1.234,50", "1,234.50": the last separator is the decimal one, the other groups.
        if (lastCount > 1)
            refuse(std::string("more than one decimal separator '") + lastSeparator + "'");
        lastIsDecimal = true;
    } else if (lastCount == 1) {
        // "12,50", "0,125", "1234.567" are decimals; "1,234" may be either.
        lastIsDecimal = !readsAsThousands(body, last, hint);
    }
    // Otherwise one separator occurs several times and can only group: "1.234.567".

    const auto whole = lastIsDecimal ? body.substr(0, last) : body;
    if (whole.find_first_of(".,") != std::string_view::npos)
        checkGrouping(whole, lastIsDecimal ? otherSeparator(lastSeparator) : lastSeparator);
    return fromDigits(whole, lastIsDecimal ? body.substr(last + 1) : std::string_view {});
}

Money Money::parseTyped(std::string_view text, MoneyLocale reader)
{
    return parse(text, reader == MoneyLocale::Greek ? DecimalStyle::Comma : DecimalStyle::Point);
}

std::string Money::toString() const
{
    const auto digits = writtenDigits(m_mantissa, m_scale);
    std::string out = digits.negative ? "-" + digits.whole : digits.whole;
    if (!digits.fraction.empty())
        out += '.' + digits.fraction;
    return out;
}

std::string Money::format(MoneyLocale locale) const
{
    const auto digits = writtenDigits(m_mantissa, m_scale);
    const char grouping = locale == MoneyLocale::English ? ',' : '.';
    const char point = locale == MoneyLocale::English ? '.' : ',';
    std::string out;
    out.reserve(digits.whole.size() * 4 / 3 + digits.fraction.size() + 3);
    if (digits.negative)
        out += '-';
    for (std::size_t i = 0; i < digits.whole.size(); ++i) {
        if (i > 0 && (digits.whole.size() - i) % 3 == 0)
            out += grouping;
        out += digits.whole[i];
    }
    if (!digits.fraction.empty()) {
        out += point;
        out += digits.fraction;
        // People read money in cents: 12.5 is shown "12.50".
        if (digits.fraction.size() == 1)
            out += '0';
    }
    return out;
}

bool Money::isZero() const
{
    return m_mantissa.is_zero();
}
bool Money::isNegative() const
{
    return m_mantissa.sign() < 0;
}

Rational Money::value() const
{
    return { m_mantissa, powerOfTen(m_scale) };
}

Rational Money::times(const Ratio &ratio) const
{
    return { m_mantissa * ratio.pays(), shifted(Integer(ratio.per()), m_scale) };
}

Money Money::floorQuotient(const Integer &numerator, const Integer &denominator, const Money &unit)
{
    requirePositiveUnit(unit);
    // With unit = u / 10^s: amount / unit = numerator × 10^s / (denominator × u).
    Integer quotient;
    Integer remainder;
    boost::multiprecision::divide_qr(
        shifted(numerator, unit.m_scale), Integer(denominator * unit.m_mantissa), quotient, remainder);
    // divide_qr truncates toward zero; below zero the floor is one further down.
    if (remainder.sign() < 0)
        --quotient;
    return { quotient * unit.m_mantissa, unit.m_scale };
}

Money Money::floorTo(const Rational &amount, const Money &unit)
{
    return floorQuotient(
        boost::multiprecision::numerator(amount), boost::multiprecision::denominator(amount), unit);
}

std::optional<Money> Money::exactly(const Rational &amount)
{
    Integer d = boost::multiprecision::denominator(amount);
    std::uint32_t twos = 0, fives = 0;
    while (d % 2 == 0) {
        d /= 2;
        ++twos;
    }
    while (d % 5 == 0) {
        d /= 5;
        ++fives;
    }
    const std::uint32_t places = std::max(twos, fives);
    if (d != 1 || places > maxDigits)
        return std::nullopt;
    // amount = n / (2^twos 5^fives) = n · 2^(places − twos) 5^(places − fives) / 10^places.
    Integer m = boost::multiprecision::numerator(amount);
    for (std::uint32_t i = twos; i < places; ++i)
        m *= 2;
    for (std::uint32_t i = fives; i < places; ++i)
        m *= 5;
    return Money(m, places);
}

Money Money::floorTo(const Money &unit) const
{
    return floorQuotient(m_mantissa, powerOfTen(m_scale), unit);
}

bool Money::isMultipleOf(const Money &unit) const
{
    requirePositiveUnit(unit);
    const auto scale = std::max(m_scale, unit.m_scale);
    return shifted(m_mantissa, scale - m_scale) % shifted(unit.m_mantissa, scale - unit.m_scale) == 0;
}

Money Money::operator+(const Money &other) const
{
    const auto scale = std::max(m_scale, other.m_scale);
    return { shifted(m_mantissa, scale - m_scale) + shifted(other.m_mantissa, scale - other.m_scale), scale };
}

Money Money::operator-(const Money &other) const
{
    const auto scale = std::max(m_scale, other.m_scale);
    return { shifted(m_mantissa, scale - m_scale) - shifted(other.m_mantissa, scale - other.m_scale), scale };
}

Money Money::operator*(std::int64_t factor) const
{
    return { m_mantissa * factor, m_scale };
}

bool operator==(const Money &a, const Money &b)
{
    // Normalised, so equal amounts have equal scales.
    return a.m_scale == b.m_scale && a.m_mantissa == b.m_mantissa;
}

std::strong_ordering operator<=>(const Money &a, const Money &b)
{
    int order = 0;
    if (a.m_scale == b.m_scale)
        order = a.m_mantissa.compare(b.m_mantissa);
    else if (a.m_scale < b.m_scale)
        order = shifted(a.m_mantissa, b.m_scale - a.m_scale).compare(b.m_mantissa);
    else
        order = a.m_mantissa.compare(shifted(b.m_mantissa, a.m_scale - b.m_scale));
    return order <=> 0;
}

} // namespace croupier
