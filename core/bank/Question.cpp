#include "Question.h"

#include "InputError.h"

namespace croupier {

JsonValue Question::toJson() const
{
    JsonValue v = JsonValue::object();
    v.set("id", JsonValue::string(id));
    v.set("topic", JsonValue::string(topic));
    v.set("game", JsonValue::string(std::string(gameName(game))));
    v.set("scenario", scenario);
    v.set("answer", answer);
    v.set("prompt", JsonValue::string(prompt));
    return v;
}

namespace {
std::string joined(const std::vector<std::string_view> &names)
{
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i)
            out += i + 1 == names.size() ? " or " : ", ";
        out += names[i];
    }
    return out;
}

std::string allowedGames()
{
    std::vector<std::string_view> names;
    for (const Game g : allGames())
        names.push_back(gameName(g));
    return joined(names);
}
} // namespace

Question parseQuestion(const JsonValue &line) { return parseQuestion(JsonValue(line)); }

Question parseQuestion(JsonValue &&line)
{
    if (!line.isObject())
        throw InputError({}, "a bank line must be a JSON object, not " + field::typeName(line));
    Question q;
    q.id = field::string(line, "id");
    if (q.id.empty())
        throw InputError("id", "must not be empty");
    q.topic = field::string(line, "topic");
    const std::string game = field::string(line, "game");
    const auto g = gameFromName(game);
    if (!g)
        throw InputError("game", "unknown game \"" + game + "\" (one of " + allowedGames() + ")");
    q.game = *g;
    field::require(line, "scenario");
    q.scenario = line.take("scenario");
    if (!q.scenario.isObject())
        throw InputError("scenario", "must be an object, not " + field::typeName(q.scenario));
    field::require(line, "answer");
    q.answer = line.take("answer");
    if (!q.answer.isObject())
        throw InputError("answer", "must be an object, not " + field::typeName(q.answer));
    if (const JsonValue *prompt = line.find("prompt")) {
        if (!prompt->isString())
            throw InputError("prompt", "must be a string, not " + field::typeName(*prompt));
        q.prompt = prompt->text();
    }
    return q;
}

namespace field {

std::string typeName(const JsonValue &v)
{
    switch (v.type()) {
    case JsonValue::Type::Null: return "null";
    case JsonValue::Type::Bool: return "a boolean";
    case JsonValue::Type::Number: return "a number";
    case JsonValue::Type::String: return "a string";
    case JsonValue::Type::Array: return "an array";
    case JsonValue::Type::Object: return "an object";
    }
    return {};
}


const JsonValue &require(const JsonValue &object, std::string_view key)
{
    const JsonValue *v = object.find(key);
    if (!v)
        throw InputError(std::string(key), "missing");
    return *v;
}

std::string string(const JsonValue &object, std::string_view key)
{
    const JsonValue &v = require(object, key);
    if (!v.isString())
        throw InputError(std::string(key), "must be a string, not " + typeName(v));
    return v.text();
}

std::string oneOf(const JsonValue &object, std::string_view key, const std::vector<std::string_view> &allowed)
{
    std::string s = string(object, key);
    for (const auto a : allowed)
        if (a == s)
            return s;
    throw InputError(std::string(key), "\"" + s + "\" is not one of " + joined(allowed));
}

int integer(const JsonValue &object, std::string_view key, int low, int high)
{
    const JsonValue &v = require(object, key);
    // The message is built only when it is needed: this runs for every number of a bank.
    const auto refuse = [&](const std::string &what) {
        return InputError(std::string(key), "must be a whole number from " + std::to_string(low) + " to "
                                                + std::to_string(high) + ", not " + what);
    };
    if (!v.isNumber())
        throw refuse(typeName(v));
    // JSON number text: an integer is an optional '-' and digits only.
    const std::string &t = v.text();
    const bool negative = t.front() == '-';
    const std::string_view digits = std::string_view(t).substr(negative ? 1 : 0);
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos || digits.size() > 9)
        throw refuse(t);
    int n = 0;
    for (const char d : digits)
        n = n * 10 + (d - '0');
    if (negative)
        n = -n;
    if (n < low || n > high)
        throw refuse(t);
    return n;
}

bool boolean(const JsonValue &object, std::string_view key)
{
    const JsonValue &v = require(object, key);
    if (!v.isBool())
        throw InputError(std::string(key), "must be true or false, not " + typeName(v));
    return v.asBool();
}

Money money(const JsonValue &object, std::string_view key)
{
    const JsonValue &v = require(object, key);
    if (!v.isString())
        throw InputError(std::string(key), "not a decimal amount: money is written as a string such as \"12.5\", not "
                                               + typeName(v));
    try {
        return Money::parseCanonical(v.text());
    } catch (const InputError &e) {
        throw InputError(std::string(key), "not a decimal amount: " + e.reason());
    }
}

Card card(const JsonValue &object, std::string_view key)
{
    const JsonValue &v = require(object, key);
    if (!v.isString())
        throw InputError(std::string(key), "a card is a string such as \"TS\", not " + typeName(v));
    try {
        return Card::parse(v.text());
    } catch (const InputError &e) {
        throw InputError(std::string(key), e.reason());
    }
}

std::vector<Card> cards(const JsonValue &object, std::string_view key, std::size_t minCount, std::size_t maxCount)
{
    const JsonValue &v = require(object, key);
    const auto count = [&] {
        return minCount == maxCount ? std::to_string(minCount)
                                    : std::to_string(minCount) + " to " + std::to_string(maxCount);
    };
    if (!v.isArray())
        throw InputError(std::string(key), "must be an array of " + count() + " cards, not " + typeName(v));
    if (v.items().size() < minCount || v.items().size() > maxCount)
        throw InputError(std::string(key), "must hold " + count() + " cards, not " + std::to_string(v.items().size()));
    std::vector<Card> out;
    out.reserve(v.items().size());
    for (std::size_t i = 0; i < v.items().size(); ++i) {
        const JsonValue &c = v.items()[i];
        // "cards[2]", built only for a message.
        const auto name = [&] { return std::string(key) + "[" + std::to_string(i) + "]"; };
        if (!c.isString())
            throw InputError(name(), "a card is a string such as \"TS\", not " + typeName(c));
        try {
            out.push_back(Card::parse(c.text()));
        } catch (const InputError &e) {
            throw InputError(name(), e.reason());
        }
    }
    return out;
}

} // namespace field

JsonValue cardsToJson(const std::vector<Card> &cards)
{
    JsonValue arr = JsonValue::array();
    for (const Card c : cards)
        arr.push(JsonValue::string(c.toString()));
    return arr;
}

} // namespace croupier
