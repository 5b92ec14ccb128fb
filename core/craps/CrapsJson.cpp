#include "CrapsJson.h"

#include "InputError.h"
#include "bank/Question.h"

namespace croupier::crapsjson {

std::optional<int> wholeNumber(const JsonValue &v)
{
    if (!v.isNumber())
        return std::nullopt;
    const std::string &t = v.text();
    const bool negative = !t.empty() && t.front() == '-';
    const std::string_view digits = std::string_view(t).substr(negative ? 1 : 0);
    if (digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    return (negative ? -1 : 1) * std::stoi(std::string(digits));
}

std::string shown(const JsonValue &v)
{    return v.isNumber() ? v.text() : field::typeName(v);
}

std::optional<int> readPoint(const JsonValue &object, std::string_view key, const char *what)
{
    const JsonValue &v = field::require(object, key);
    if (v.isNull())
        return std::nullopt;
    const std::optional<int> n = wholeNumber(v);
    if (!n || !isPointNumber(*n))
        throw InputError(std::string(key), std::string(what) + " is 4, 5, 6, 8, 9 or 10, or null, not " + shown(v));
    return n;
}

bool readWorking(const JsonValue &object)
{
    return object.find("working") ? field::boolean(object, "working") : false;
}

DiceRoll readDice(const JsonValue &object)
{
    const JsonValue &v = field::require(object, "dice");
    if (!v.isArray() || v.items().size() != 2)
        throw InputError("dice", "must be an array of two dice such as [3, 4], not "
                                     + (v.isArray() ? std::to_string(v.items().size()) + " dice" : field::typeName(v)));
    int pips[2];
    for (std::size_t i = 0; i < 2; ++i) {
        const std::optional<int> n = wholeNumber(v.items()[i]);
        if (!n)
            throw InputError("dice[" + std::to_string(i) + "]", "a die shows 1 to 6, not " + shown(v.items()[i]));
        pips[i] = *n;
    }
    return DiceRoll::of(pips[0], pips[1]);
}

JsonValue diceToJson(DiceRoll d)
{
    JsonValue a = JsonValue::array();
    a.push(JsonValue::number(d.first));
    a.push(JsonValue::number(d.second));
    return a;
}

JsonValue optionalNumber(std::optional<int> n)
{
    return n ? JsonValue::number(*n) : JsonValue::null();
}

std::vector<CrapsLayoutBet> readLayout(const JsonValue &object)
{
    const JsonValue &v = field::require(object, "bets");
    if (!v.isArray())
        throw InputError("bets", "must be an array of bets, not " + field::typeName(v));
    if (v.items().empty() || v.items().size() > 100)
        throw InputError("bets", "must hold 1 to 100 bets, not " + std::to_string(v.items().size()));
    std::vector<CrapsLayoutBet> bets;
    bets.reserve(v.items().size());
    for (std::size_t i = 0; i < v.items().size(); ++i) {
        const JsonValue &b = v.items()[i];
        try {
            if (!b.isObject())
                throw InputError({}, "a bet is an object such as {\"seat\": 1, \"bet\": \"pass\", \"stake\": \"10\", "
                                     "\"bet_point\": null}, not "
                                         + field::typeName(b));
            CrapsLayoutBet lb;
            lb.seat = field::integer(b, "seat", 1, 99);
            lb.bet = parseCrapsBet(field::string(b, "bet"));
            lb.stake = field::money(b, "stake");
            lb.betPoint = readPoint(b, "bet_point", "a come point");
            lb.working = readWorking(b);
            bets.push_back(std::move(lb));
        } catch (const InputError &e) {
            throw e.under("bets[" + std::to_string(i) + "]");
        }
    }
    return bets;
}

JsonValue layoutBetToJson(const CrapsLayoutBet &b, bool writeWorking)
{
    JsonValue o = JsonValue::object();
    o.set("seat", JsonValue::number(b.seat));
    o.set("bet", JsonValue::string(std::string(crapsBetName(b.bet))));
    o.set("stake", JsonValue::string(b.stake.toString()));
    o.set("bet_point", optionalNumber(b.betPoint));
    if (writeWorking || b.working)
        o.set("working", JsonValue::boolean(b.working));
    return o;
}

JsonValue settlementToJson(CrapsOutcome outcome, const Money &paid, std::optional<int> movesTo)
{
    JsonValue a = JsonValue::object();
    a.set("outcome", JsonValue::string(std::string(crapsOutcomeName(outcome))));
    a.set("paid", JsonValue::string(paid.toString()));
    a.set("moves_to", optionalNumber(movesTo));
    return a;
}

} // namespace croupier::crapsjson
