// libFuzzer target for Money's and Ratio's parsers: any bytes either parse to an amount
// that keeps Money's invariants or are refused with InputError, and nothing else.

#include "InputError.h"
#include "Money.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

using namespace croupier;

namespace {

void require(bool invariant)
{
    if (!invariant)
        __builtin_trap();
}

/// The parse's result, or nothing when it refused the input; any other exception escapes.
template<class Parse> auto attempt(Parse parse) -> std::optional<decltype(parse())>
{
    try {
        return parse();
    } catch (const InputError &) {
        return std::nullopt;
    }
}

/// Like attempt(), for text that must parse: a refusal is a bug.
template<class Parse> auto mustParse(Parse parse)
{
    const auto parsed = attempt(parse);
    require(parsed.has_value());
    return *parsed;
}

std::size_t countDigits(std::string_view text)
{
    std::size_t digits = 0;
    for (const char c : text)
        digits += (c >= '0' && c <= '9') ? 1 : 0;
    return digits;
}

/// The largest multiple of @p chip not above @p amount: below it, and one chip more is above.
void requireFloor(const Money &floored, const Rational &amount, const Money &chip)
{
    require(floored.value() <= amount);
    require((floored + chip).value() > amount);
    require(floored.isMultipleOf(chip));
}

/// Everything a parsed amount must satisfy.
void checkAmount(const Money &amount)
{
    const Money half = Money::parseCanonical("0.5");
    require(!amount.isNegative());

    const auto canonical = amount.toString();
    require(mustParse([&] { return Money::parseCanonical(canonical); }) == amount);

    const Money floored = amount.floorTo(half);
    require(floored <= amount);
    requireFloor(floored, amount.value(), half);

    const Rational payout = amount.times(Ratio(7, 6));
    requireFloor(Money::floorTo(payout, half), payout, half);

    // format() may add a cent digit ("12.5" -> "12.50"), which can pass the digit limit.
    if (countDigits(canonical) < Money::maxDigits) {
        const auto english = amount.format(MoneyLocale::English);
        const auto greek = amount.format(MoneyLocale::Greek);
        require(mustParse([&] { return Money::parse(english, DecimalStyle::Point); }) == amount);
        require(mustParse([&] { return Money::parse(greek, DecimalStyle::Comma); }) == amount);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);

    const auto canonical = attempt([&] { return Money::parseCanonical(text); });
    const auto automatic = attempt([&] { return Money::parse(text, DecimalStyle::Auto); });
    const auto point = attempt([&] { return Money::parse(text, DecimalStyle::Point); });
    const auto comma = attempt([&] { return Money::parse(text, DecimalStyle::Comma); });

    for (const auto &amount : { canonical, automatic, point, comma }) {
        if (amount)
            checkAmount(*amount);
    }
    // A hint only settles ambiguity: what Auto accepts, every hint reads the same way.
    if (automatic)
        require(point && comma && *point == *automatic && *comma == *automatic);
    // The question bank's format is English user input without grouping.
    if (canonical)
        require(point && *point == *canonical);

    if (const auto ratio = attempt([&] { return Ratio::parse(text); })) {
        require(ratio->per() > 0 && ratio->pays() >= 0);
        require(mustParse([&] { return Ratio::parse(ratio->toString()); }) == *ratio);
        const Rational payout = Money::parseCanonical("12.5").times(*ratio);
        const Money chip = Money::parseCanonical("0.25");
        requireFloor(Money::floorTo(payout, chip), payout, chip);
    }
    return 0;
}
