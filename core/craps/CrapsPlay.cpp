// croupier-cli play / check-play at the craps table (question-bank.md, "Play records"):
// one record per roll from CrapsRound, and a judge that re-derives each record's
// settlement from its bets, point and dice alone.
#include "InputError.h"
#include "bank/Question.h"
#include "craps/CrapsJson.h"
#include "craps/CrapsRound.h"
#include "play/Play.h"

#include <algorithm>
#include <charconv>
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
    o.set("incident", incidentJson(r.incident));
    JsonValue steps = JsonValue::array();
    for (const DealerStep &d : r.steps) {
        JsonValue step = JsonValue::object();
        step.set("action", JsonValue::string(d.action));
        step.set("target", optionalString(d.target));
        // As the baccarat records write them: money in "amount", a total, a number or
        // the point in "value".
        const bool money = d.action == "pay" || d.action == "reduce";
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


/// A detail of the incident that must be a whole number ("incident.seat").
int incidentNumber(const Incident &incident, const char *key)
{
    const std::string text = incident.detail(key);
    int n = 0;
    const auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (text.empty() || ec != std::errc() || p != text.data() + text.size())
        throw InputError(std::string("incident.") + key, "a whole number, not \"" + text + "\"");
    return n;
}

/// A detail of the incident that must be money ("incident.stake").
Money incidentMoney(const Incident &incident, const char *key)
{
    try {
        return Money::parseCanonical(incident.detail(key));
    } catch (const InputError &) {
        throw InputError(std::string("incident.") + key, "an amount such as \"10\" or \"12.5\", not \""
                                                             + incident.detail(key) + "\"");
    }
}

/// One step of the record as the checks read it: action, target, value or amount.
struct StepText
{
    std::string action, target, value;
};

std::vector<StepText> stepTexts(const JsonValue &record)
{
    std::vector<StepText> out;
    const JsonValue *steps = record.find("steps");
    if (!steps || !steps->isArray())
        return out;   // checkSteps names a bad `steps`
    auto text = [](const JsonValue &o, const char *key) {
        const JsonValue *v = o.find(key);
        return v && v->isString() ? v->text() : std::string();
    };
    for (const JsonValue &step : steps->items()) {
        if (!step.isObject())
            continue;
        StepText t{text(step, "action"), text(step, "target"), text(step, "value")};
        if (t.value.empty())
            t.value = text(step, "amount");
        out.push_back(std::move(t));
    }
    return out;
}

/// The row a step's target names, or -1.
long rowOf(const StepText &step, std::size_t rows)
{
    long i = -1;
    const auto [p, ec] = std::from_chars(step.target.data(), step.target.data() + step.target.size(), i);
    if (step.target.empty() || ec != std::errc() || p != step.target.data() + step.target.size() || i < 0
        || std::size_t(i) >= rows)
        return -1;
    return i;
}

/**
 * What the record shows of its incident against TOPICS.md, "Incidents in play
 * records": the steps the kind calls for, before the valid throw, and what they
 * name in the layout; the settlement itself is re-derived from `dice` as always.
 */
void checkIncident(const Incident &incident, const JsonValue &record, const std::vector<CrapsLayoutBet> &bets,
                   std::optional<int> point, std::vector<std::string> &found)
{
    const std::vector<StepText> steps = stepTexts(record);
    // The valid throw is the last "roll"; the incident's steps come before it.
    std::size_t thrown = steps.size();
    for (std::size_t k = 0; k < steps.size(); ++k)
        if (steps[k].action == "roll")
            thrown = k;
    auto before = [&](const std::string &action) {
        for (std::size_t k = 0; k < thrown; ++k)
            if (steps[k].action == action)
                return long(k);
        return -1L;
    };
    for (std::size_t k = 0; k < thrown; ++k) {
        const std::string &a = steps[k].action;
        if (a == "call" || a == "collect" || a == "move" || a == "pay" || a == "return" || a == "puck")
            found.push_back(at("steps", k) + ".action: \"" + a + "\" before the valid throw; an incident decides "
                                                                  "no bet (" + incident.source + ")");
    }
    const std::string &kind = incident.kind;
    if (kind == "no-roll") {
        const std::string cause = incident.detail("cause");
        if (cause != "off-table" && cause != "cocked")
            throw InputError("incident.cause", "\"off-table\" or \"cocked\", not \"" + cause + "\"");
        const std::string voided = incident.detail("voided_dice");
        if (voided.size() != 3 || voided[1] != ',' || voided[0] < '1' || voided[0] > '6' || voided[2] < '1'
            || voided[2] > '6')
            throw InputError("incident.voided_dice", "two dice 1-6 such as \"3,4\", not \"" + voided + "\"");
        // §8: thrown, called No Roll, and thrown again: the voided dice decide nothing.
        const auto rolls = std::count_if(steps.begin(), steps.end(), [](const StepText &t) { return t.action == "roll"; });
        const long call = before("no-roll");
        if (rolls != 2 || call < 0 || steps.front().action != "roll")
            found.push_back("steps: a No Roll is thrown, called \"no-roll\" and thrown again (art. 16 §8), found "
                            + std::to_string(rolls) + " \"roll\" steps"
                            + (call < 0 ? " and no \"no-roll\" before the valid throw" : ""));
        if (cause == "off-table" && before("offer-dice") < call)
            found.push_back("steps: after a die left the table the stickman offers the dice (\"offer-dice\") before "
                            "the next throw (art. 16 §8)");
    } else if (kind == "dice-declined") {
        const int seat = incidentNumber(incident, "seat");
        const int shooter = incidentNumber(incident, "shooter");
        if (point)
            found.push_back("point: the dice are declined as they come to a player, on a come-out roll (art. 16 §7), "
                            "but the point is " + std::to_string(*point));
        if (shooter == seat)
            found.push_back("incident.shooter: the dice go on to the next player, not back to seat "
                            + std::to_string(seat) + " (art. 16 §7)");
        const long offer = before("offer-dice");
        const long pass = before("pass-dice");
        if (offer < 0 || steps[std::size_t(offer)].target != std::to_string(seat))
            found.push_back("steps: the dice are offered (\"offer-dice\") to seat " + std::to_string(seat)
                            + " before the throw (art. 16 §7)");
        if (pass < 0 || pass < offer || steps[std::size_t(pass)].target != std::to_string(shooter))
            found.push_back("steps: declined, the dice go on (\"pass-dice\") to seat " + std::to_string(shooter)
                            + " (art. 16 §7)");
        if (thrown < steps.size() && steps[thrown].target != std::to_string(shooter))
            found.push_back(at("steps", thrown) + ".target: seat " + std::to_string(shooter)
                            + " throws, having taken the dice (art. 16 §7)");
        // §9: the shooter throws with a bet on WIN or DON'T WIN.
        const std::string line = incident.detail("line_bet");
        const bool hasLine = std::any_of(bets.begin(), bets.end(), [&](const CrapsLayoutBet &b) {
            return b.seat == shooter && (b.bet == CrapsBet::Pass || b.bet == CrapsBet::DontPass)
                   && crapsBetName(b.bet) == line;
        });
        if (!hasLine)
            found.push_back("incident.line_bet: the new shooter, seat " + std::to_string(shooter)
                            + ", throws with a bet on WIN or DON'T WIN in `bets` (art. 16 §9), not \"" + line + "\"");
    } else if (kind == "take-down-refused") {
        const int seat = incidentNumber(incident, "seat");
        const long k = before("refuse-take-down");
        const long row = k < 0 ? -1 : rowOf(steps[std::size_t(k)], bets.size());
        if (row < 0) {
            found.push_back("steps: the dealer refuses the request (\"refuse-take-down\", target a row of `bets`) "
                            "before the throw (art. 16 §10 α)");
            return;
        }
        const CrapsLayoutBet &b = bets[std::size_t(row)];
        const bool oddsBehind = std::any_of(bets.begin(), bets.end(), [&](const CrapsLayoutBet &o) {
            return o.seat == b.seat && flatBetOf(o.bet) == b.bet && o.betPoint == b.betPoint;
        });
        if (b.seat != seat || crapsBetName(b.bet) != incident.detail("bet"))
            found.push_back(at("steps", std::size_t(k)) + ".target: " + at("bets", std::size_t(row)) + " is "
                            + describe(b) + ", not the incident's " + incident.detail("bet") + " of seat "
                            + std::to_string(seat));
        else if (b.bet != CrapsBet::Pass && b.bet != CrapsBet::Come && !oddsBehind)
            found.push_back(at("steps", std::size_t(k)) + ": " + describe(b) + " may be taken down; only WIN and COME "
                                                                                "stay until decided (art. 16 §10 α)");
    } else if (kind == "over-limit") {
        const int seat = incidentNumber(incident, "seat");
        const std::string name = incident.detail("bet");
        const std::optional<CrapsBet> bet = crapsBetFromName(name);
        if (!bet)
            throw InputError("incident.bet", "a bet of craps.layout, not \"" + name + "\"");
        const Money stake = incidentMoney(incident, "stake");
        const Money most = incidentMoney(incident, "maximum");
        const Money tableMaximum = incidentMoney(incident, "table_maximum");
        const Money chip = record.find("chip_unit") ? field::money(record, "chip_unit") : CrapsProfile().chipUnit;
        if (!(most < stake))
            found.push_back("incident.stake: " + stake.toString() + " is not above the maximum "
                            + most.toString() + " (" + incident.source + ")");
        // The maximum again, from the table's or from the flat bet's row (§3–5).
        const std::optional<int> betPoint = incident.detail("bet_point").empty()
                                                ? std::nullopt
                                                : std::optional(incidentNumber(incident, "bet_point"));
        const CrapsBetRule &rule = crapsRule(*bet);
        const std::optional<int> number = rule.placement == CrapsPlacement::BehindPoint ? point : betPoint;
        std::optional<Money> want;
        try {
            const CrapsMaximumRule max = crapsMaximumRule(*bet, number);
            if (max.basis == CrapsMaximumBasis::TableMaximum) {
                want = Money::floorTo(tableMaximum.times(max.share), chip);
            } else {
                for (const CrapsLayoutBet &b : bets)
                    if (b.seat == seat && flatBetOf(*bet) == b.bet && b.betPoint == betPoint)
                        want = Money::floorTo(b.stake.times(max.share), chip);
            }
            if (max.source != incident.source)
                found.push_back("incident.source: " + name + "'s maximum is set by " + std::string(max.source)
                                + ", not " + incident.source);
        } catch (const InputError &e) {
            found.push_back("incident.bet: " + name + " has no maximum here: " + e.what());
        }
        if (want && *want != most)
            found.push_back("incident.maximum: expected " + want->toString() + ", found " + most.toString());
        const long reduce = before("reduce");
        const long refuse = before("refuse");
        if ((reduce < 0) == (refuse < 0)) {
            found.push_back("steps: the dealer reduces (\"reduce\") or refuses (\"refuse\") the bet above its maximum "
                            "before the throw (" + incident.source + ")");
        } else if (reduce >= 0) {
            const StepText &r = steps[std::size_t(reduce)];
            const long row = rowOf(r, bets.size());
            if (r.value != most.toString())
                found.push_back(at("steps", std::size_t(reduce)) + ".amount: reduced to the maximum "
                                + most.toString() + ", found " + (r.value.empty() ? "none" : r.value));
            if (row < 0)
                found.push_back(at("steps", std::size_t(reduce)) + ".target: not a bet of the record");
            else if (bets[std::size_t(row)].seat != seat || bets[std::size_t(row)].bet != *bet
                     || bets[std::size_t(row)].stake != most)
                found.push_back(at("bets", std::size_t(row)) + ": the reduced bet is " + name + " of seat "
                                + std::to_string(seat) + " at the maximum " + most.toString() + ", found "
                                + describe(bets[std::size_t(row)]));
        }
    }
}

} // namespace

void playCraps(const PlayOptions &options, const PlayWriter &write)
{
    if (options.decks != 0)
        throw InputError("decks", "craps is played with dice, not decks");
    const CrapsProfile profile;
    CrapsRound round(profile, options.seed);
    // The incidents draw from a stream of their own: at rate 0 the lines are those of before.
    round.setIncidents(IncidentSchedule(options.seed, options.incidents));
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
    // A record written before the incidents may lack `incident`: read as none.
    if (record.find("incident"))
        if (const std::optional<Incident> incident = readIncident(Game::Craps, record))
            checkIncident(*incident, record, bets, point, found);
    return found;
}

} // namespace croupier
