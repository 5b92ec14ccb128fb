#include "ChipsJson.h"

#include "FewestChips.h"
#include "InputError.h"
#include "bank/Question.h"

namespace croupier {

std::string chipMemberName(std::string_view key, std::string_view member)
{
    std::string out(key);
    out += ".";
    appendJsonString(out, member);
    return out;
}

ChipFloat readChipFloat(const JsonValue &object, std::string_view key)
{
    const JsonValue &v = field::require(object, key);
    const std::string limit = std::to_string(ChipFloat::kMaxDenominations);
    if (!v.isArray())
        throw InputError(std::string(key), "must be an array of 1 to " + limit + " chips such as [\"1\", \"5\", \"25\"], not "
                                               + field::typeName(v));
    if (v.items().empty() || v.items().size() > ChipFloat::kMaxDenominations)
        throw InputError(std::string(key), "must hold 1 to " + limit + " chips, not " + std::to_string(v.items().size()));
    std::vector<Money> chips;
    for (std::size_t i = 0; i < v.items().size(); ++i) {
        const std::string name = std::string(key) + "[" + std::to_string(i) + "]";
        const JsonValue &c = v.items()[i];
        if (!c.isString())
            throw InputError(name, "not a decimal amount: a chip is written as a string such as \"2.5\", not "
                                       + field::typeName(c));
        try {
            chips.push_back(Money::parseCanonical(c.text()));
        } catch (const InputError &e) {
            throw InputError(name, "not a decimal amount: " + e.reason());
        }
    }
    try {
        return ChipFloat(std::move(chips));
    } catch (const InputError &e) {
        // ChipFloat names "float[i]"; the scenario's key may be another.
        const std::string f = e.field();
        throw InputError(std::string(key) + f.substr(std::min(f.size(), std::string_view("float").size())), e.reason());
    }
}

JsonValue chipFloatToJson(const ChipFloat &chipFloat)
{
    JsonValue a = JsonValue::array();
    for (const ChipTube &t : chipFloat.tubes())
        a.push(JsonValue::string(t.chip.toString()));
    return a;
}

namespace {
/// A count of chips: digits only (no sign, fraction or exponent), at most kMaxChipsInAnswer.
std::int64_t readCount(const JsonValue &v, const std::string &name)
{
    const auto refuse = [&](const std::string &what) {
        return InputError(name, "a count of chips is a whole number from 0 to " + std::to_string(kMaxChipsInAnswer)
                                    + ", not " + what);
    };
    if (!v.isNumber())
        throw refuse(field::typeName(v));
    const std::string &t = v.text();
    if (t.empty() || t.size() > 9 || t.find_first_not_of("0123456789") != std::string::npos)
        throw refuse(t);
    return std::stoll(t);
}
} // namespace

ChipBreakdown readChipCounts(const JsonValue &object, std::string_view key)
{
    const JsonValue &v = field::require(object, key);
    if (!v.isObject())
        throw InputError(std::string(key), "must be an object of chips and counts such as {\"25\": 2, \"2.5\": 1}, not "
                                               + field::typeName(v));
    if (v.keys().size() > ChipFloat::kMaxDenominations)
        throw InputError(std::string(key), "names " + std::to_string(v.keys().size()) + " denominations, more than a float has ("
                                               + std::to_string(ChipFloat::kMaxDenominations) + ")");
    ChipBreakdown out;
    for (std::size_t i = 0; i < v.keys().size(); ++i) {
        const std::string name = chipMemberName(key, v.keys()[i]);
        Money chip;
        try {
            chip = Money::parseCanonical(v.keys()[i]);
        } catch (const InputError &e) {
            throw InputError(name, "not a denomination: " + e.reason());
        }
        if (chip.isZero())
            throw InputError(name, "not a denomination: a chip is worth more than 0");
        for (std::size_t j = 0; j < out.size(); ++j)
            if (out[j].chip == chip)
                throw InputError(name, "the same denomination as " + chipMemberName(key, v.keys()[j]));
        out.push_back({chip, readCount(v.items()[i], name)});
    }
    return out;
}

ChipBreakdown readChipCounts(const JsonValue &object, std::string_view key, const ChipFloat &chipFloat)
{
    ChipBreakdown chips = readChipCounts(object, key);
    const JsonValue &v = *object.find(key);
    for (std::size_t i = 0; i < chips.size(); ++i)
        if (!chipFloat.has(chips[i].chip))
            throw InputError(chipMemberName(key, v.keys()[i]), "not a denomination of the float");
    return chips;
}

JsonValue chipCountsToJson(const ChipBreakdown &chips)
{
    JsonValue o = JsonValue::object();
    for (const ChipCount &c : chips)
        o.set(c.chip.toString(), JsonValue::number(static_cast<long long>(c.count)));
    return o;
}

} // namespace croupier
