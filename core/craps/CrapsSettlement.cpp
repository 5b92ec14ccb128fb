#include "CrapsSettlement.h"

#include "InputError.h"

#include <algorithm>
#include <cstdint>
#include <string>

namespace croupier {

namespace {

void requirePositive(const Money &amount, const char *field)
{
    if (amount.isNegative() || amount.isZero())
        throw InputError(field, "must be more than 0, not " + amount.toString());
}

void requirePointNumber(const std::optional<int> &n, const char *field, const char *what)
{
    if (n && !isPointNumber(*n))
        throw InputError(field, std::string(what) + " is 4, 5, 6, 8, 9 or 10, not " + std::to_string(*n));
}

std::string nameOf(CrapsBet bet) { return std::string(crapsBetName(bet)); }

/// The number that decides the bet: the point, its come point or its own; empty
/// for a line bet on its first roll and for one-roll bets.
std::optional<int> numberOf(const CrapsBetRule &rule, const CrapsBetState &state)
{
    switch (rule.placement) {
    case CrapsPlacement::ComeOut:
    case CrapsPlacement::BehindPoint: return state.point;
    case CrapsPlacement::AfterComeOut:
    case CrapsPlacement::BehindComePoint: return state.betPoint;
    case CrapsPlacement::Anytime: break;
    }
    return rule.number ? std::optional<int>(rule.number) : std::nullopt;
}

CrapsDecision win(const CrapsBetRule &rule, int number) { return {CrapsOutcome::Win, rule.paysOn(number), {}}; }
constexpr CrapsDecision kLose{CrapsOutcome::Lose, {0, 1}, {}};
constexpr CrapsDecision kPush{CrapsOutcome::Push, {0, 1}, {}};
constexpr CrapsDecision kStay{CrapsOutcome::Stay, {0, 1}, {}};

CrapsDecision numberBeforeSeven(const CrapsBetRule &rule, int number, int total)
{
    if (total == number)
        return win(rule, number);
    return total == 7 ? kLose : kStay;
}

CrapsDecision sevenBeforeNumber(const CrapsBetRule &rule, int number, int total)
{
    if (total == 7)
        return win(rule, number);
    return total == number ? kLose : kStay;
}

} // namespace

std::string_view crapsOutcomeName(CrapsOutcome outcome)
{
    switch (outcome) {
    case CrapsOutcome::Win: return "win";
    case CrapsOutcome::Lose: return "lose";
    case CrapsOutcome::Push: return "push";
    case CrapsOutcome::Stay: return "stay";
    case CrapsOutcome::Off: return "off";
    }
    return {};
}

void validateCrapsBetState(CrapsBet bet, const CrapsBetState &state)
{
    requirePointNumber(state.point, "point", "a point");
    requirePointNumber(state.betPoint, "bet_point", "a come point");
    const CrapsBetRule &rule = crapsRule(bet);
    switch (rule.placement) {
    case CrapsPlacement::AfterComeOut:
        // art. 16 §10 α(3), α(4): "Παίζεται οποτεδήποτε μετά την πρώτη ρίψη".
        if (!state.betPoint && !state.point)
            throw InputError("point", nameOf(bet) + " is made only while a point is on (art. 16 §10 α(3), α(4)); on a "
                                                    "come-out roll with no come point there is no such bet");
        return;
    case CrapsPlacement::BehindComePoint:
        if (!state.betPoint)
            throw InputError("bet_point", "odds without a point: " + nameOf(bet)
                                              + " stand behind a come bet that has travelled to its number "
                                                "(art. 16 §10 γ), so they need its come point");
        return;
    case CrapsPlacement::BehindPoint:
        if (!state.point)
            throw InputError("point", "odds without a point: " + nameOf(bet)
                                          + " are made only once the point is set (art. 16 §10 γ), not on a "
                                            "come-out roll");
        break;
    case CrapsPlacement::ComeOut:
    case CrapsPlacement::Anytime: break;
    }
    if (state.betPoint)
        throw InputError("bet_point", "must be null for " + nameOf(bet)
                                          + ": only come and don't come bets and their odds have a come point");
}

CrapsDecision decideCrapsBet(CrapsBet bet, const CrapsBetState &state, DiceRoll dice)
{
    validateCrapsBetState(bet, state);
    const CrapsBetRule &rule = crapsRule(bet);
    // art. 16 §10, last paragraph: with no point set these are OFF, "ούτε κερδίζουν
    // ούτε χάνουν ανεξάρτητα από το άθροισμα", unless the player asks otherwise.
    if (rule.offOnComeOut && !state.point && !state.working)
        return {CrapsOutcome::Off, {0, 1}, {}};

    const int total = dice.total();
    const std::optional<int> number = numberOf(rule, state);
    switch (rule.decider) {
    case CrapsDecider::LineRight:
        if (number)
            return numberBeforeSeven(rule, *number, total);
        if (total == 7 || total == 11)
            return win(rule, total);
        if (total == 2 || total == 3 || total == 12)
            return kLose;
        return {CrapsOutcome::Stay, {0, 1}, total};
    case CrapsDecider::LineWrong:
        if (number)
            return sevenBeforeNumber(rule, *number, total);
        if (total == 2 || total == 3)
            return win(rule, total);
        if (total == 7 || total == 11)
            return kLose;
        if (total == 12)
            return kPush;   // "φέρνει ισοπαλία με άθροισμα 12"
        return {CrapsOutcome::Stay, {0, 1}, total};
    case CrapsDecider::NumberBeforeSeven: return numberBeforeSeven(rule, *number, total);
    case CrapsDecider::SevenBeforeNumber: return sevenBeforeNumber(rule, *number, total);
    case CrapsDecider::Hardway:
        if (total == *number)
            return dice.isHard() ? win(rule, total) : kLose;
        return total == 7 ? kLose : kStay;
    case CrapsDecider::OneRoll: return rule.winsOnTotal(total) ? win(rule, total) : kLose;
    }
    return kStay;
}

CrapsSettlement settleCrapsBet(CrapsBet bet, const Money &stake, const Money &chipUnit, const CrapsBetState &state,
                               DiceRoll dice)
{
    requirePositive(stake, "stake");
    requirePositive(chipUnit, "chip_unit");
    const CrapsDecision d = decideCrapsBet(bet, state, dice);
    CrapsSettlement s;
    s.outcome = d.outcome;
    s.movesTo = d.movesTo;
    if (d.outcome == CrapsOutcome::Win) {
        s.exact = stake.times(d.pays);
        s.paid = Money::floorTo(s.exact, chipUnit);
    }
    return s;
}

std::optional<int> nextCrapsPoint(std::optional<int> point, DiceRoll dice)
{
    const int total = dice.total();
    if (!point)
        return isPointNumber(total) ? std::optional<int>(total) : std::nullopt;
    if (total == *point || total == 7)
        return std::nullopt;
    return point;
}

std::string_view crapsActionName(CrapsSettlementStep::Action action)
{
    using Action = CrapsSettlementStep::Action;
    switch (action) {
    case Action::Collect: return "collect";
    case Action::Move: return "move";
    case Action::Pay: return "pay";
    case Action::Return: return "return";
    case Action::Leave: return "leave";
    }
    return {};
}

CrapsSettlementStep::Action crapsStepAction(CrapsBet bet, const CrapsSettlement &settlement, bool flatBetDecided)
{
    using Action = CrapsSettlementStep::Action;
    switch (settlement.outcome) {
    case CrapsOutcome::Lose: return Action::Collect;
    case CrapsOutcome::Win: return Action::Pay;
    case CrapsOutcome::Stay:
        // A WIN / DON'T WIN bet that sets the point stays where it is: the puck moves.
        return settlement.movesTo && crapsRule(bet).placement == CrapsPlacement::AfterComeOut ? Action::Move
                                                                                              : Action::Leave;
    case CrapsOutcome::Off: return flatBetDecided ? Action::Return : Action::Leave;
    case CrapsOutcome::Push: break;
    }
    return Action::Leave;
}

namespace {

/// The index of the flat bet @p odds (at @p index) stands behind, or -1.
long backingBet(const std::vector<CrapsLayoutBet> &bets, std::size_t index)
{
    const CrapsLayoutBet &odds = bets[index];
    const CrapsBet flat = *flatBetOf(odds.bet);
    for (std::size_t j = 0; j < bets.size(); ++j)
        if (bets[j].bet == flat && bets[j].seat == odds.seat && bets[j].betPoint == odds.betPoint)
            return static_cast<long>(j);
    return -1;
}

} // namespace

CrapsLayoutSettlement settleCrapsLayout(std::optional<int> point, const std::vector<CrapsLayoutBet> &bets,
                                        const Money &chipUnit, DiceRoll dice)
{
    requirePositive(chipUnit, "chip_unit");
    if (bets.size() >= (1U << 24))
        throw InputError("bets", "a layout holds fewer than 16,777,216 bets, not " + std::to_string(bets.size()));
    std::vector<CrapsSettlementStep> steps(bets.size());
    for (std::size_t i = 0; i < bets.size(); ++i) {
        const CrapsLayoutBet &b = bets[i];
        try {
            if (b.seat < 1)
                throw InputError("seat", "seats are counted from 1, not " + std::to_string(b.seat));
            steps[i].index = i;
            steps[i].bet = b;
            steps[i].settlement = settleCrapsBet(b.bet, b.stake, chipUnit, {point, b.betPoint, b.working}, dice);
        } catch (const InputError &e) {
            throw e.under("bets[" + std::to_string(i) + "]");
        }
    }
    using Action = CrapsSettlementStep::Action;
    for (std::size_t i = 0; i < bets.size(); ++i) {
        CrapsSettlementStep &s = steps[i];
        long flat = -1;
        if (flatBetOf(s.bet.bet)) {
            flat = backingBet(bets, i);
            if (flat < 0)
                throw InputError("bets[" + std::to_string(i) + "].bet",
                                 nameOf(s.bet.bet) + " of seat " + std::to_string(s.bet.seat)
                                     + " stand behind no flat bet of that seat"
                                     + (s.bet.betPoint ? " on " + std::to_string(*s.bet.betPoint) : std::string())
                                     + ": odds are played only with their flat bet (art. 16 §10 γ)");
        }
        // Off odds follow their flat bet off the layout when it is decided.
        const bool flatDecided = flat >= 0
            && (steps[static_cast<std::size_t>(flat)].settlement.outcome == CrapsOutcome::Win
                || steps[static_cast<std::size_t>(flat)].settlement.outcome == CrapsOutcome::Lose);
        s.action = crapsStepAction(s.bet.bet, s.settlement, flatDecided);
    }
    // art. 16 §2: collect, place, pay; each pass in the players' order of §7, and
    // in the layout's order within a seat. Sorting small keys, not the steps,
    // keeps this cheap: a step holds several exact amounts.
    std::vector<std::uint64_t> order(steps.size());
    for (std::size_t i = 0; i < steps.size(); ++i)
        order[i] = std::uint64_t(steps[i].action) << 56 | std::uint64_t(std::uint32_t(steps[i].bet.seat)) << 24 | i;
    std::sort(order.begin(), order.end());
    CrapsLayoutSettlement out;
    out.steps.reserve(steps.size());
    for (const std::uint64_t key : order) {
        CrapsSettlementStep &s = steps[key & 0xFFFFFF];
        switch (s.action) {
        case Action::Collect: out.collected = out.collected + s.bet.stake; break;
        case Action::Pay: out.paid = out.paid + s.settlement.paid; break;
        case Action::Return: out.returned = out.returned + s.bet.stake; break;
        case Action::Move:
        case Action::Leave: break;
        }
        out.steps.push_back(std::move(s));
    }
    out.pointAfter = nextCrapsPoint(point, dice);
    out.sevenOut = isSevenOut(point, dice);
    return out;
}

} // namespace croupier
