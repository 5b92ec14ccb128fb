// croupier-cli play / check-play at the craps table (question-bank.md, "Play records"):
// one record per roll from CrapsRound, and a judge that re-derives each record's
// settlement from its bets, point and dice alone.
#include "InputError.h"
#include "bank/Question.h"
#include "craps/CrapsJson.h"
#include "craps/CrapsRound.h"
#include "play/Play.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace croupier {

using namespace crapsjson;

namespace {

JsonValue optionalString(const std::string &s) { return s.empty() ? JsonValue::null() : JsonValue::string(s); }

JsonValue recordToJson(const PlayOptions &options, const CrapsProfile &profile, const CrapsRound::RollRecord &r)
{
    JsonValue o = JsonValue::object();
    o.set("game", JsonValue::string("craps"));
    o.set("seed", JsonValue::number(std::to_string(options.seed)));
    o.set("round", JsonValue::number(r.roll));
    // The craps.roll topic's chip_unit: a judge rounds the payouts to it.
    o.set("chip_unit", JsonValue::string(profile.chipUnit.toString()));
    o.set("point", optionalNumber(r.point));
    o.set("dice", diceToJson(r.dice));
    JsonValue bets = JsonValue::array();
    for (const CrapsTable::Bet &b : r.bets)
        bets.push(layoutBetToJson({b.seat, b.bet, b.stake, b.betPoint, b.working}, true));
    o.set("bets", std::move(bets));
    JsonValue settlement = JsonValue::array();
    for (const CrapsRound::SettledBet &s : r.settlement)
        settlement.push(settlementToJson(s.outcome, s.paid, s.movesTo));
    o.set("settlement", std::move(settlement));
    o.set("point_after", optionalNumber(r.pointAfter));
    o.set("incident", JsonValue::null());
    JsonValue steps = JsonValue::array();
    for (const DealerStep &d : r.steps) {
        JsonValue step = JsonValue::object();
        step.set("action", JsonValue::string(d.action));
        step.set("target", optionalString(d.target));
        // As the baccarat records write them: money in "amount", a total, a number or
        // the point in "value".
        const bool money = d.action == "pay";
        step.set("amount", money ? optionalString(d.value) : JsonValue::null());
        if (!money && !d.value.empty())
            step.set("value", JsonValue::string(d.value));
        step.set("source", JsonValue::string(d.source));
        steps.push(std::move(step));
    }
    o.set("steps", std::move(steps));
    return o;
}

std::string at(std::string_view list, std::size_t i) { return std::string(list) + "[" + std::to_string(i) + "]"; }

std::string describe(const CrapsLayoutBet &b)
{
    return std::string(crapsBetName(b.bet)) + " of seat " + std::to_string(b.seat) + ", stake " + b.stake.toString();
}

/// The steps against the settlement worked out: each decided bet collected, moved or
/// paid once with the right amount, the losers before the winners (§2), the puck right.
void checkSteps(const JsonValue &record, const std::vector<CrapsLayoutBet> &bets,
                const std::vector<CrapsSettlement> &settled, std::optional<int> pointAfter,
                std::vector<std::string> &found)
{
    const JsonValue *steps = record.find("steps");
    if (!steps)
        return;
    if (!steps->isArray())
        throw InputError("steps", "must be an array of steps, not " + field::typeName(*steps));
    std::vector<std::vector<std::string>> done(bets.size());
    bool paying = false;
    for (std::size_t k = 0; k < steps->items().size(); ++k) {
        const JsonValue &step = steps->items()[k];
        const std::string where = at("steps", k);
        if (!step.isObject())
            throw InputError(where, "a step is an object {action, target, amount, source}, not " + field::typeName(step));
        const std::string action = field::string(step, "action");
        const JsonValue *target = step.find("target");
        const JsonValue *amount = step.find("amount");
        const std::string amountText = amount && amount->isString() ? amount->text() : std::string();
        if (action == "puck") {
            const JsonValue *value = step.find("value");
            const std::string puck = value && value->isString() ? value->text() : std::string();
            if (puck != std::to_string(pointAfter.value_or(0)))
                found.push_back(where + ".value: expected the puck " + std::to_string(pointAfter.value_or(0))
                                + ", found " + (puck.empty() ? "none" : puck));
            continue;
        }
        if (action != "collect" && action != "move" && action != "pay" && action != "return")
            continue;
        std::size_t i = bets.size();
        if (target && target->isString())
            try {
                i = std::stoul(target->text());
            } catch (const std::exception &) {
            }
        if (i >= bets.size()) {
            found.push_back(where + ".target: not a bet of the record");
            continue;
        }
        done[i].push_back(action);
        if (action == "pay") {
            paying = true;
            if (settled[i].outcome == CrapsOutcome::Win && amountText != settled[i].paid.toString())
                found.push_back(where + ".amount: expected " + settled[i].paid.toString() + ", found "
                                + (amountText.empty() ? "none" : amountText) + " (" + describe(bets[i]) + ")");
        } else if (action == "collect" && paying) {
            found.push_back(where + ": a losing bet collected after a payment; the losers come first (art. 16 §2)");
        }
    }
    for (std::size_t i = 0; i < bets.size(); ++i) {
        using Action = CrapsSettlementStep::Action;
        const Action action = crapsStepAction(bets[i].bet, settled[i], false);
        const std::string want = action == Action::Leave ? std::string() : std::string(crapsActionName(action));
        const auto times = std::count(done[i].begin(), done[i].end(), want);
        if (!want.empty() && times != 1)
            found.push_back("steps: " + at("bets", i) + " (" + describe(bets[i]) + ") is to be settled with one \""
                            + want + "\" step, found " + std::to_string(times));
        for (const std::string &a : done[i])
            if (a != want && !(a == "return" && settled[i].outcome == CrapsOutcome::Off))
                found.push_back("steps: " + at("bets", i) + " (" + describe(bets[i]) + ") has a \"" + a
                                + "\" step, but the roll " + (want.empty() ? "leaves it" : "calls for \"" + want + "\""));
    }
}

} // namespace

void playCraps(const PlayOptions &options, const PlayWriter &write)
{
    if (options.decks != 0)
        throw InputError("decks", "craps is played with dice, not decks");
    const CrapsProfile profile;
    CrapsRound round(profile, options.seed);
    for (int written = 0; written < options.rounds;) {
        if (const std::optional<Refusal> r = round.apply(round.expected()))
            throw std::logic_error("craps play: the round refused its own step: " + r->reason);
        round.takeEvents();
        if (std::optional<CrapsRound::RollRecord> record = round.takeFinishedRoll()) {
            write(recordToJson(options, profile, *record));
            ++written;
        }
    }
}

std::vector<std::string> checkCrapsRecord(const JsonValue &record)
{
    // The craps.roll topic's reading of one bet, bet by bet; nothing of the round is used.
    const Money chip = record.find("chip_unit") ? field::money(record, "chip_unit") : CrapsProfile().chipUnit;
    const std::optional<int> point = readPoint(record, "point", "a point");
    const DiceRoll dice = readDice(record);
    const std::vector<CrapsLayoutBet> bets = readLayout(record);
    const JsonValue &settlement = field::require(record, "settlement");
    if (!settlement.isArray())
        throw InputError("settlement", "must be an array, one entry per bet, not " + field::typeName(settlement));
    if (settlement.items().size() != bets.size())
        throw InputError("settlement", "one entry per bet: " + std::to_string(bets.size()) + " bets, "
                                           + std::to_string(settlement.items().size()) + " entries");
    std::vector<std::string> found;
    std::vector<CrapsSettlement> settled;
    for (std::size_t i = 0; i < bets.size(); ++i) {
        const CrapsLayoutBet &b = bets[i];
        try {
            settled.push_back(settleCrapsBet(b.bet, b.stake, chip, {point, b.betPoint, b.working}, dice));
        } catch (const InputError &e) {
            throw e.under(at("bets", i));
        }
        const CrapsSettlement &want = settled.back();
        const JsonValue &entry = settlement.items()[i];
        const std::string where = at("settlement", i);
        if (!entry.isObject())
            throw InputError(where, "must be an object {outcome, paid, moves_to}, not " + field::typeName(entry));
        std::string outcome;
        Money paid;
        std::optional<int> movesTo;
        try {
            outcome = field::oneOf(entry, "outcome", {"win", "lose", "push", "stay", "off"});
            paid = field::money(entry, "paid");
            movesTo = readPoint(entry, "moves_to", "a number to move to");
        } catch (const InputError &e) {
            throw e.under(where);
        }
        const std::string of = " (" + describe(b) + ")";
        if (outcome != crapsOutcomeName(want.outcome))
            found.push_back(where + ".outcome: expected " + std::string(crapsOutcomeName(want.outcome)) + ", found "
                            + outcome + of);
        if (paid != want.paid)
            found.push_back(where + ".paid: expected " + want.paid.toString() + ", found " + paid.toString() + of);
        if (movesTo != want.movesTo)
            found.push_back(where + ".moves_to: expected " + (want.movesTo ? std::to_string(*want.movesTo) : "null")
                            + ", found " + (movesTo ? std::to_string(*movesTo) : "null") + of);
    }
    const std::optional<int> after = nextCrapsPoint(point, dice);
    if (readPoint(record, "point_after", "a point") != after)
        found.push_back("point_after: expected " + (after ? std::to_string(*after) : "null") + ", found "
                        + shown(*record.find("point_after")));
    checkSteps(record, bets, settled, after, found);
    return found;
}

} // namespace croupier
