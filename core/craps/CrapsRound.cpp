#include "CrapsRound.h"

#include "InputError.h"
#include "craps/CrapsRules.h"

#include <algorithm>
#include <charconv>
#include <string>
#include <utility>

namespace croupier {

namespace {

constexpr std::string_view kRollSource = "art. 16 §8";
// The stickman's announcements (§2); the croupiers' order of work: losers collected, then winners paid.
constexpr std::string_view kCallSource = "art. 16 §2";
// A total other than the dice's: the totals of §10 decide every bet.
constexpr std::string_view kTotalSource = "art. 16 §10";
constexpr std::string_view kShooterBetSource = "art. 16 §9";
// The point and the puck (art. 16 §10 α(1)).
constexpr std::string_view kPointSource = "art. 16 §10 α(1)";

std::string str(std::string_view s) { return std::string(s); }
std::string number(int n) { return std::to_string(n); }

std::optional<int> wholeNumber(const std::string &text)
{
    int n = 0;
    const char *end = text.data() + text.size();
    const auto [p, ec] = std::from_chars(text.data(), end, n);
    if (ec != std::errc() || p != end || text.empty())
        return std::nullopt;
    return n;
}

TableEvent chips(int id, std::string what, std::string value = {})
{
    TableEvent e;
    e.kind = TableEvent::Kind::ChipsMoved;
    e.row = id;
    e.what = std::move(what);
    e.value = std::move(value);
    return e;
}

/// The place bet, or the lay bet, on point number @p n.
CrapsBet onNumber(CrapsBet first, int n)
{
    const auto i = std::find(kPointNumbers.begin(), kPointNumbers.end(), n) - kPointNumbers.begin();
    return CrapsBet(int(first) + int(i));
}

} // namespace

// --- the profile ---

void CrapsProfile::validate() const
{
    if (players < 1)
        throw InputError("players", "a table needs at least 1 player, not " + std::to_string(players));
    tableLimits().validate();
    if (!limits.minimum.isMultipleOf(chipUnit))
        throw InputError("table_min", "must be a whole number of the smallest chip (" + chipUnit.toString() + "), not "
                                          + limits.minimum.toString());
    if (chipFloat.empty())
        throw InputError("chip_float", "needs at least one chip");
    for (std::size_t i = 0; i < chipFloat.size(); ++i) {
        if (chipFloat[i].isZero() || chipFloat[i].isNegative())
            throw InputError("chip_float", "every chip is worth more than 0, not " + chipFloat[i].toString());
        if (i > 0 && !(chipFloat[i - 1] < chipFloat[i]))
            throw InputError("chip_float", "the chips go from the smallest up, each once: " + chipFloat[i].toString()
                                               + " after " + chipFloat[i - 1].toString());
    }
}

// --- the round ---

CrapsRound::CrapsRound(CrapsProfile profile, std::uint64_t seed, bool simulatedPlayers)
    : m_profile((profile.validate(), std::move(profile)))
    , m_simulatedPlayers(simulatedPlayers)
    , m_table(m_profile.players, m_profile.chipUnit)
    , m_dice(seed)
    , m_rng(seed ^ 0x9e3779b97f4a7c15ULL)
{
    if (m_simulatedPlayers)
        playersBet();
}

std::vector<TableEvent> CrapsRound::takeEvents() { return std::exchange(m_events, {}); }

std::optional<CrapsRound::RollRecord> CrapsRound::takeFinishedRoll() { return std::exchange(m_finished, std::nullopt); }

int CrapsRound::placeBet(int seat, CrapsBet bet, const Money &stake, std::optional<int> comePoint, bool working)
{
    if (m_phase != Phase::Roll)
        throw InputError("bet", "bets are placed before the throw, not while a roll is settled");
    // Check the call working first, so that a refused bet leaves nothing on the layout.
    if (working && !crapsRule(bet).offOnComeOut)
        throw InputError("working", str(crapsBetName(bet)) + " always works; only odds on COME and DON'T COME and "
                                                           "place bets are off on the come-out roll ("
                                        + str(kOffOnComeOutSource) + ")");
    if (const std::optional<Maximum> most = maximumOf(seat, bet, comePoint); most && most->stake < stake)
        throw InputError("stake", str(crapsBetName(bet)) + " of " + stake.toString() + " is above its maximum of "
                                      + most->stake.toString() + " (" + str(most->source) + ")");
    const int id = m_table.place(seat, bet, stake, comePoint);
    if (working)
        m_table.setWorking(id, true);
    TableEvent e;
    e.kind = TableEvent::Kind::BetPlaced;
    e.row = id;
    e.value = stake.toString();
    m_events.push_back(e);
    return id;
}

std::optional<CrapsRound::Maximum> CrapsRound::maximumOf(int seat, CrapsBet bet, std::optional<int> comePoint) const
{
    const CrapsBetRule &rule = crapsRule(bet);
    std::optional<int> number;
    std::optional<Money> flatStake;
    if (const std::optional<CrapsBet> flat = flatBetOf(bet)) {
        number = rule.placement == CrapsPlacement::BehindPoint ? m_table.point() : comePoint;
        const std::optional<int> flatPoint = rule.placement == CrapsPlacement::BehindPoint ? std::nullopt : comePoint;
        for (const CrapsTable::Bet &b : m_table.bets())
            if (b.seat == seat && b.bet == *flat && b.betPoint == flatPoint)
                flatStake = b.stake;
        if (!number || !isPointNumber(*number) || !flatStake)
            return std::nullopt;
    }
    return Maximum{crapsMaximumBet(bet, m_profile.tableLimits(), number, flatStake),
                   crapsMaximumRule(bet, number).source};
}

std::optional<Money> CrapsRound::maximumStake(int seat, CrapsBet bet, std::optional<int> comePoint) const
{
    const std::optional<Maximum> m = maximumOf(seat, bet, comePoint);
    return m ? std::optional(m->stake) : std::nullopt;
}

void CrapsRound::tryPlace(int seat, CrapsBet bet, const Money &stake, std::optional<int> comePoint, bool working)
{
    try {
        placeBet(seat, bet, stake, comePoint, working && crapsRule(bet).offOnComeOut);
    } catch (const InputError &) {
        // The rules forbid this bet now (CrapsTable::place): a player would not make it.
    }
}

Money CrapsRound::stakeFor(CrapsBet bet, int number)
{
    // In proper units (CrapsBetRule::properUnit), at least the table minimum: 6 on place 6, 11 on lay 4.
    const int unit = crapsRule(bet).properUnit(number);
    const Money step = m_profile.chipUnit * std::int64_t(unit);
    std::int64_t least = 1;
    while (step * least < m_profile.limits.minimum)
        ++least;
    return step * (least + std::int64_t(m_rng.below(3)));
}

void CrapsRound::playersBet()
{
    Rng &rng = m_rng;
    const auto &bets = m_table.bets();
    const Money &minimum = m_profile.limits.minimum;
    auto has = [&](int seat, CrapsBet bet, std::optional<int> betPoint = std::nullopt) {
        return std::any_of(bets.begin(), bets.end(), [&](const CrapsTable::Bet &b) {
            return b.seat == seat && b.bet == bet && (!betPoint || b.betPoint == betPoint);
        });
    };
    auto chance = [&](int percent) { return int(rng.below(100)) < percent; };
    const std::optional<int> point = m_table.point();
    // art. 16 §9: the shooter has a bet on WIN or DON'T WIN before throwing, however full the layout.
    const int shooter = m_table.shooter();
    if (!point && !has(shooter, CrapsBet::Pass) && !has(shooter, CrapsBet::DontPass))
        tryPlace(shooter, chance(80) ? CrapsBet::Pass : CrapsBet::DontPass, stakeFor(CrapsBet::Pass, 0));
    for (int seat = 1; seat <= m_profile.players; ++seat) {
        if (bets.size() >= 16)
            break;
        if (!point) {
            // §10 α(1), α(2): WIN and DON'T WIN are made for the come-out roll.
            if (!has(seat, CrapsBet::Pass) && !has(seat, CrapsBet::DontPass) && chance(60))
                tryPlace(seat, chance(80) ? CrapsBet::Pass : CrapsBet::DontPass, stakeFor(CrapsBet::Pass, 0));
        } else {
            if (has(seat, CrapsBet::Pass) && !has(seat, CrapsBet::PassOdds) && chance(40)) {
                // §3 last paragraph: odds up to the flat bet.
                if (const std::optional<Money> most = maximumStake(seat, CrapsBet::PassOdds))
                    tryPlace(seat, CrapsBet::PassOdds, *most);
            }
            // §10 α(3), α(4): COME and DON'T COME while a point is on.
            if (chance(25))
                tryPlace(seat, chance(80) ? CrapsBet::Come : CrapsBet::DontCome, stakeFor(CrapsBet::Come, 0));
            // Odds on a COME bet that has travelled (§10 γ(3)).
            for (const CrapsTable::Bet &b : std::vector<CrapsTable::Bet>(bets)) {
                if (b.seat == seat && b.bet == CrapsBet::Come && b.betPoint && !has(seat, CrapsBet::ComeOdds, b.betPoint)
                    && chance(40))
                    tryPlace(seat, CrapsBet::ComeOdds, b.stake, b.betPoint);
            }
        }
        if (chance(20) && !has(seat, CrapsBet::Field))
            tryPlace(seat, CrapsBet::Field, stakeFor(CrapsBet::Field, 0));
        if (chance(15)) {
            const int n = kPointNumbers[rng.below(6)];
            const CrapsBet place = onNumber(CrapsBet::Place4, n);
            if (!has(seat, place) && n != point.value_or(0))
                tryPlace(seat, place, stakeFor(place, n), std::nullopt, chance(30));
        }
        if (chance(6)) {
            const int n = kPointNumbers[rng.below(6)];
            const CrapsBet lay = onNumber(CrapsBet::Lay4, n);
            if (!has(seat, lay))
                tryPlace(seat, lay, stakeFor(lay, n));
        }
        if (chance(10)) {
            static constexpr CrapsBet hardways[] = {CrapsBet::Hard4, CrapsBet::Hard6, CrapsBet::Hard8, CrapsBet::Hard10};
            const CrapsBet h = hardways[rng.below(4)];
            if (!has(seat, h))
                tryPlace(seat, h, minimum);
        }
        if (chance(12)) {
            static constexpr CrapsBet props[] = {CrapsBet::AnySeven, CrapsBet::Yo11,    CrapsBet::AnyCraps,
                                                 CrapsBet::Craps2,   CrapsBet::Craps3,  CrapsBet::Craps12,
                                                 CrapsBet::Horn,     CrapsBet::Under7,  CrapsBet::Over7,
                                                 CrapsBet::Big6,     CrapsBet::Big8};
            const CrapsBet p = props[rng.below(std::size(props))];
            if (!has(seat, p))
                tryPlace(seat, p, minimum * std::int64_t(1 + int(rng.below(2))));
        }
    }
}

const CrapsSettlementStep *CrapsRound::currentStep() const
{
    return m_phase == Phase::Settle && m_next < m_steps.size() ? &m_steps[m_next] : nullptr;
}

int CrapsRound::activeBetId() const
{
    const CrapsSettlementStep *s = currentStep();
    return s ? m_atRoll[s->index].id : -1;
}

DealerStep CrapsRound::expected() const
{
    switch (m_phase) {
    case Phase::Roll: return {"roll", number(m_table.shooter()), {}, str(kRollSource)};
    case Phase::Call: return {"call", {}, number(m_report.dice.total()), str(kCallSource)};
    case Phase::Settle: {
        const CrapsSettlementStep &s = m_steps[m_next];
        using A = CrapsSettlementStep::Action;
        DealerStep d{str(crapsActionName(s.action)), std::to_string(s.index), {}, str(crapsRule(s.bet.bet).source)};
        if (s.action == A::Move)
            d.value = number(s.settlement.movesTo.value_or(0));
        else if (s.action == A::Pay)
            d.value = s.settlement.paid.toString();
        else if (s.action == A::Return)
            d.source = str(kOffOnComeOutSource);
        return d;
    }
    case Phase::Puck: return {"puck", {}, number(m_report.settlement.pointAfter.value_or(0)), str(kPointSource)};
    }
    return {};
}

void CrapsRound::accepted(const DealerStep &want) { m_record.steps.push_back(want); }

std::optional<Refusal> CrapsRound::apply(const DealerStep &step)
{
    const DealerStep want = expected();
    switch (m_phase) {
    case Phase::Roll: {
        if (step.action != "roll")
            return Refusal{"throw-first", {}, str(kRollSource)};
        // §9: the table refuses the throw before the dice leave the seeded source, so a
        // refused throw does not change the dice that follow.
        if (!m_table.shooterHasLineBet())
            return Refusal{"shooter-without-line-bet", {number(m_table.shooter())}, str(kShooterBetSource)};
        const std::vector<CrapsTable::Bet> layout = m_table.bets();
        const CrapsTable::RollReport report = m_table.roll(m_forced ? *m_forced : m_dice.roll());
        m_forced.reset();
        m_atRoll = layout;
        m_report = report;
        ++m_rolls;
        m_steps.clear();
        for (const CrapsSettlementStep &s : m_report.settlement.steps)
            if (s.action != CrapsSettlementStep::Action::Leave)
                m_steps.push_back(s);
        m_next = 0;
        m_phase = Phase::Call;
        m_record = {};
        m_record.roll = m_rolls;
        m_record.shooter = m_report.shooterBefore;
        m_record.point = m_report.pointBefore;
        m_record.dice = m_report.dice;
        m_record.bets = m_atRoll;
        m_record.settlement.resize(m_atRoll.size());
        for (const CrapsSettlementStep &s : m_report.settlement.steps)
            m_record.settlement[s.index] = {s.settlement.outcome, s.settlement.paid, s.settlement.movesTo};
        m_record.pointAfter = m_report.settlement.pointAfter;
        m_record.sevenOut = m_report.settlement.sevenOut;
        accepted(want);
        TableEvent thrown;
        thrown.kind = TableEvent::Kind::DiceThrown;
        thrown.value = number(m_report.dice.first) + "," + number(m_report.dice.second);
        m_events.push_back(thrown);
        return std::nullopt;
    }
    case Phase::Call: {
        const DiceRoll d = m_report.dice;
        if (step.action != "call")
            return Refusal{"call-first", {}, str(kCallSource)};
        if (wholeNumber(step.value) != d.total())
            return Refusal{"wrong-total", {number(d.first), number(d.second), number(d.total()), step.value},
                           str(kTotalSource)};
        accepted(want);
        m_phase = m_steps.empty() ? Phase::Puck : Phase::Settle;
        return std::nullopt;
    }
    case Phase::Settle: return applySettlement(step);
    case Phase::Puck: return applyPuck(step);
    }
    return std::nullopt;
}

std::optional<Refusal> CrapsRound::applySettlement(const DealerStep &step)
{
    const DealerStep want = expected();
    const CrapsSettlementStep &s = m_steps[m_next];
    using A = CrapsSettlementStep::Action;
    const std::string bet = str(crapsBetName(s.bet.bet));
    const std::string roll = number(m_report.dice.total());
    const std::string rule = str(crapsRule(s.bet.bet).source);
    auto ratio = [&] {
        return decideCrapsBet(s.bet.bet, {m_report.pointBefore, s.bet.betPoint, s.bet.working}, m_report.dice)
            .pays.toString();
    };
    // art. 16 §2: the losers are collected before any bet is paid.
    if (s.action == A::Collect && step.action != "collect")
        return Refusal{"collect-loser", {bet, roll}, rule};
    if (s.action == A::Move && step.action != "move")
        return Refusal{"move-come-bet", {bet, roll}, rule};
    if (s.action == A::Pay && step.action != "pay")
        return Refusal{"pay-winner", {bet, roll, ratio()}, rule};
    if (s.action == A::Return && step.action != "return")
        return Refusal{"return-off-odds", {bet}, str(kOffOnComeOutSource)};
    if (s.action == A::Move && !step.value.empty() && wholeNumber(step.value) != s.settlement.movesTo)
        return Refusal{"wrong-come-number", {bet, roll, step.value}, rule};
    if (s.action == A::Pay) {
        bool right = false;
        try {
            right = Money::parse(step.value) == s.settlement.paid;
        } catch (const InputError &) {
            right = false;
        }
        if (!right)
            // RULINGS, rounding: the payout is rounded down to the chip.
            return Refusal{"wrong-payout", {step.value, bet, s.bet.stake.toString(), ratio()}, rule};
    }
    accepted(want);
    const int id = m_atRoll[s.index].id;
    switch (s.action) {
    case A::Collect: m_events.push_back(chips(id, "collected", s.bet.stake.toString())); break;
    case A::Move: m_events.push_back(chips(id, "moved", number(s.settlement.movesTo.value_or(0)))); break;
    case A::Pay: m_events.push_back(chips(id, "paid", s.settlement.paid.toString())); break;
    case A::Return: m_events.push_back(chips(id, "returned", s.bet.stake.toString())); break;
    case A::Leave: break;
    }
    if (++m_next >= m_steps.size())
        m_phase = Phase::Puck;
    return std::nullopt;
}

std::optional<Refusal> CrapsRound::applyPuck(const DealerStep &step)
{
    const std::optional<int> after = m_report.settlement.pointAfter;
    const std::optional<int> before = m_report.pointBefore;
    const std::string source = str(kPointSource);
    if (step.action != "puck")
        return Refusal{"move-puck", {}, source};
    if (wholeNumber(step.value) != after.value_or(0)) {
        if (m_report.settlement.sevenOut)
            return Refusal{"puck-seven-out", {}, source};
        if (after && !before)
            return Refusal{"puck-on-point", {number(*after)}, source};
        if (after)
            return Refusal{"puck-stays-on", {number(*after)}, source};
        if (before)
            return Refusal{"puck-point-made", {number(*before)}, source};
        return Refusal{"puck-stays-off", {number(m_report.dice.total())}, source};
    }
    accepted(expected());
    m_puck = after.value_or(0);
    TableEvent moved;
    moved.kind = TableEvent::Kind::PuckMoved;
    moved.value = after ? number(*after) : std::string();
    m_events.push_back(moved);
    finishRoll();
    return std::nullopt;
}

void CrapsRound::finishRoll()
{
    // The decided bets leave the layout; the rest stay as the table has them.
    for (const CrapsTable::Bet &b : m_atRoll)
        if (!m_table.find(b.id))
            m_events.push_back(chips(b.id, "cleared"));
    m_lastSevenOut = m_report.settlement.sevenOut;
    m_finished = std::move(m_record);
    m_record = {};
    m_steps.clear();
    m_next = 0;
    m_phase = Phase::Roll;
    if (m_simulatedPlayers)
        playersBet();
}

} // namespace croupier
