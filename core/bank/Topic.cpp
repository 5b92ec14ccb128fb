#include "Topic.h"

#include "InputError.h"
#include "Rng.h"
#include "chips/ChipsJson.h"

#include <algorithm>
#include <boost/multiprecision/cpp_int.hpp>
#include <cstdio>
#include <numeric>
#include <stdexcept>

namespace croupier {

bool Topic::supports(Game game) const
{
    const auto &g = games();
    return std::find(g.begin(), g.end(), game) != g.end();
}

void Topic::validateAnswer(Game game, const JsonValue &answer) const
{
    for (const AnswerField &f : answerFields(game)) {
        switch (f.kind) {
        case AnswerField::Kind::Integer: field::integer(answer, f.name, f.low, f.high); break;
        case AnswerField::Kind::OptionalInteger:
            if (!field::require(answer, f.name).isNull())
                field::integer(answer, f.name, f.low, f.high);
            break;
        case AnswerField::Kind::Boolean: field::boolean(answer, f.name); break;
        case AnswerField::Kind::Choice: field::oneOf(answer, f.name, f.choices); break;
        case AnswerField::Kind::Money: field::money(answer, f.name); break;
        case AnswerField::Kind::Chips: readChipCounts(answer, f.name); break;
        }
    }
}

void Topic::validateAnswer(Game game, const JsonValue &scenario, const JsonValue &answer) const
{
    validateAnswer(game, answer);
    validateAnswerFor(game, scenario, answer);
}

void Topic::validateAnswerFor(Game, const JsonValue &, const JsonValue &) const { }

bool Topic::matches(Game game, const JsonValue &expected, const JsonValue &answer) const
{
    for (const AnswerField &f : answerFields(game)) {
        const JsonValue &want = field::require(expected, f.name);
        const JsonValue &got = field::require(answer, f.name);
        switch (f.kind) {
        case AnswerField::Kind::Money:
            if (field::money(expected, f.name) != field::money(answer, f.name))
                return false;
            break;
        case AnswerField::Kind::Integer:
        case AnswerField::Kind::OptionalInteger:
            if (want.isNull() != got.isNull())
                return false;
            if (!want.isNull()
                && field::integer(expected, f.name, f.low, f.high) != field::integer(answer, f.name, f.low, f.high))
                return false;
            break;
        case AnswerField::Kind::Boolean:
        case AnswerField::Kind::Choice:
            if (want != got)
                return false;
            break;
        case AnswerField::Kind::Chips: {
            const ChipBreakdown a = readChipCounts(expected, f.name), b = readChipCounts(answer, f.name);
            if (chipValue(a) != chipValue(b) || chipCount(a) != chipCount(b))
                return false;
            break;
        }
        }
    }
    return true;
}

Prompt::Arg Prompt::said(Prompt words) { return {{}, false, false, std::make_shared<const Prompt>(std::move(words))}; }

std::optional<CellKey> Topic::cellKey(Game game, const JsonValue &scenario) const
{
    return supports(game) ? cellKeyOf(game, scenario) : std::nullopt;
}

std::optional<CellKey> Topic::cellKeyOf(Game, const JsonValue &) const { return std::nullopt; }

std::optional<CellKey> Topic::readCellKey(std::string_view) const { return std::nullopt; }

Prompt Topic::cellWords(Game, const CellKey &) const { return {}; }

namespace {

/// @p r as a finite decimal; InputError naming @p field when it has none.
Money exactDecimal(const Rational &r, const std::string &field)
{
    // At most 30 decimal places: 10^30 · r is whole.
    const Rational shifted = r * Rational(boost::multiprecision::pow(boost::multiprecision::cpp_int(10), 30));
    const std::optional<Money> m = Money::exactly(r);
    if (!m || denominator(shifted) != 1)
        throw InputError(field, "scaled to the profile's chip this amount is no exact decimal");
    return *m;
}

void scaleMember(JsonValue &object, std::string_view key, const Rational &factor, const std::string &path)
{
    const JsonValue *v = object.find(key);
    if (!v || v->isNull())
        return;
    const Money m = field::money(object, key);
    object.set(std::string(key), JsonValue::string(exactDecimal(m.value() * factor, path).toString()));
}

} // namespace

JsonValue Topic::applyProfile(Game, JsonValue scenario, const RuleProfile &profile) const
{
    if (!scenario.isObject() || !scenario.find("chip_unit"))
        return scenario; // no amounts: nothing moves with the chip
    const std::vector<std::string_view> members = moneyFields();
    if (members.empty())
        throw std::logic_error("topic " + std::string(name())
                               + " has a chip_unit but names no amounts in moneyFields()");
    const Money from = field::money(scenario, "chip_unit");
    if (from.isZero())
        throw InputError("scenario.chip_unit", "must be more than 0, not 0");
    if (from == profile.chipUnit)
        return scenario;
    const Rational factor = profile.chipUnit.value() / from.value();
    for (const std::string_view member : members) {
        const std::size_t bracket = member.find("[].");
        if (bracket == std::string_view::npos) {
            scaleMember(scenario, member, factor, "scenario." + std::string(member));
            continue;
        }
        const std::string array(member.substr(0, bracket));
        const std::string_view inner = member.substr(bracket + 3);
        if (!scenario.find(array))
            continue;
        JsonValue list = scenario.take(array);
        JsonValue scaled = JsonValue::array();
        for (std::size_t i = 0; i < list.items().size(); ++i) {
            JsonValue item = list.items()[i];
            if (item.isObject())
                scaleMember(item, inner, factor,
                            "scenario." + array + "[" + std::to_string(i) + "]." + std::string(inner));
            scaled.push(std::move(item));
        }
        scenario.set(array, list.isArray() ? std::move(scaled) : std::move(list));
    }
    return scenario;
}

void generateQuestions(const Topic &topic, Game game, std::size_t count, std::uint64_t seed, int level,
                       const std::function<void(Question &, const Prompt &)> &sink)
{
    if (!topic.supports(game))
        throw InputError("game", std::string(gameName(game)) + " has no " + std::string(topic.name()) + " questions");
    if (level < kMinLevel || level > kMaxLevel)
        throw InputError("level", "must be from 1 to 3, not " + std::to_string(level));
    Rng rng(seed);
    const std::size_t cells = topic.cellCount(game);
    std::vector<std::size_t> order(cells);
    char id[32];
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t inBlock = i % cells;
        if (inBlock == 0) {
            // A fresh shuffled pass over every cell.
            std::iota(order.begin(), order.end(), std::size_t{0});
            for (std::size_t k = cells - 1; k > 0; --k)
                std::swap(order[k], order[rng.below(k + 1)]);
        }
        Question q;
        std::snprintf(id, sizeof id, "%.*s-%06zu", static_cast<int>(topic.idPrefix().size()), topic.idPrefix().data(),
                      i + 1);
        q.id = id;
        q.topic = std::string(topic.name());
        q.game = game;
        q.scenario = topic.makeScenario(game, order[inBlock], rng, level);
        q.answer = topic.solve(game, q.scenario);
        sink(q, topic.prompt(game, q.scenario));
    }
}

Explanation Topic::explain(Game, const JsonValue &, const JsonValue &) const
{
    return {};
}

} // namespace croupier
