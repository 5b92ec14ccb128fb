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
// Incidents: the dice pass on, and a player may decline them (§7); "No Roll", the
// dice offered again and no bet while they are (§8); WIN and COME stay (§10 α).
constexpr std::string_view kDiceSource = "art. 16 §7";
constexpr std::string_view kNoRollSource = "art. 16 §8";
constexpr std::string_view kTakeDownSource = "art. 16 §10 α";

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

std::string diceText(DiceRoll d) { return number(d.first) + "," + number(d.second); }

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
    if (std::any_of(m_pending.begin(), m_pending.end(), [](const Pending &p) {
            return p.kind == Pending::Kind::RefuseBet || (p.kind == Pending::Kind::OfferDice && p.source == kNoRollSource);
        }))
        throw InputError("bet", "no bet is placed while the stickman offers the dice (" + str(kNoRollSource) + ")");
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
    if (!point && !has(shooter, CrapsBet::Pass) && !has(shooter, CrapsBet::DontPass)) {
        // Two draws, named in turn: in one call's arguments their order would be the compiler's.
        const Money stake = stakeFor(CrapsBet::Pass, 0);
        tryPlace(shooter, chance(80) ? CrapsBet::Pass : CrapsBet::DontPass, stake);
    }
    for (int seat = 1; seat <= m_profile.players; ++seat) {
        if (bets.size() >= 16)
            break;
        if (!point) {
            // §10 α(1), α(2): WIN and DON'T WIN are made for the come-out roll.
            if (!has(seat, CrapsBet::Pass) && !has(seat, CrapsBet::DontPass) && chance(60)) {
                const Money stake = stakeFor(CrapsBet::Pass, 0);
                tryPlace(seat, chance(80) ? CrapsBet::Pass : CrapsBet::DontPass, stake);
            }
        } else {
            if (has(seat, CrapsBet::Pass) && !has(seat, CrapsBet::PassOdds) && chance(40)) {
                // §3 last paragraph: odds up to the flat bet.
                if (const std::optional<Money> most = maximumStake(seat, CrapsBet::PassOdds))
                    tryPlace(seat, CrapsBet::PassOdds, *most);
            }
            // §10 α(3), α(4): COME and DON'T COME while a point is on.
            if (chance(25)) {
                const Money stake = stakeFor(CrapsBet::Come, 0);
                tryPlace(seat, chance(80) ? CrapsBet::Come : CrapsBet::DontCome, stake);
            }
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
            if (!has(seat, place) && n != point.value_or(0)) {
                const bool working = chance(30);
                tryPlace(seat, place, stakeFor(place, n), std::nullopt, working);
            }
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
    case Phase::Roll:
        if (!m_pending.empty())
            return pendingStep(m_pending.front());
        return {"roll", number(m_table.shooter()), {}, str(kRollSource)};
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
    case Phase::Roll: return m_pending.empty() ? applyRoll(step) : applyPending(step);
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

std::optional<Refusal> CrapsRound::applyRoll(const DealerStep &step)
{
    const DealerStep want = expected();
    if (step.action != "roll")
        return Refusal{"throw-first", {}, str(kRollSource)};
    // §9: the table refuses the throw before the dice leave the seeded source, so a
    // refused throw does not change the dice that follow.
    if (!m_table.shooterHasLineBet())
        return Refusal{"shooter-without-line-bet", {number(m_table.shooter())}, str(kShooterBetSource)};
    if (m_noRoll) {
        // §8: the throw is "No Roll" and decides nothing: the table, the seeded dice
        // and the puck are as they were; the valid throw follows the incident's steps.
        const NoRoll n = *std::exchange(m_noRoll, std::nullopt);
        m_stepsBeforeThrow.push_back(want);
        m_diceJustCame = false;
        Incident incident{"no-roll", str(kNoRollSource), {}};
        incident.add("cause", n.cause).add("voided_dice", diceText(n.voided));
        startIncident(std::move(incident));
        Pending call;
        call.kind = Pending::Kind::NoRoll;
        call.source = str(kNoRollSource);
        m_pending.push_back(call);
        if (n.cause == "off-table") {
            // §8: five dice are offered, the shooter takes two; no bet while they are offered.
            Pending offer;
            offer.kind = Pending::Kind::OfferDice;
            offer.seat = m_table.shooter();
            offer.source = str(kNoRollSource);
            m_pending.push_back(offer);
            if (n.betTried) {
                Pending refuse;
                refuse.kind = Pending::Kind::RefuseBet;
                refuse.seat = n.betTried->first;
                refuse.bet = n.betTried->second;
                refuse.source = str(kNoRollSource);
                m_pending.push_back(refuse);
            }
        }
        TableEvent thrown;
        thrown.kind = TableEvent::Kind::DiceThrown;
        thrown.value = diceText(n.voided);
        m_events.push_back(thrown);
        return std::nullopt;
    }
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
    m_record.steps = std::exchange(m_stepsBeforeThrow, {});
    m_record.incident = m_incident;
    m_diceJustCame = false;
    accepted(want);
    TableEvent thrown;
    thrown.kind = TableEvent::Kind::DiceThrown;
    thrown.value = number(m_report.dice.first) + "," + number(m_report.dice.second);
    m_events.push_back(thrown);
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
    m_incident.reset();
    // §7: after a seven-out the dice have just come to the next player.
    m_diceJustCame = m_lastSevenOut;
    if (m_simulatedPlayers)
        playersBet();
    drawIncident();
}

// --- incidents (art. 16 §3–5, §7, §8, §10 α) ---

void CrapsRound::setIncidents(IncidentSchedule schedule)
{
    m_schedule = std::move(schedule);
    drawIncident();
}

void CrapsRound::startIncident(Incident incident)
{
    if (m_incident || m_noRoll)
        throw InputError("incident", "a roll has one incident; this one already has \""
                                         + (m_incident ? m_incident->kind : std::string("no-roll")) + "\"");
    m_incident = std::move(incident);
}

int CrapsRound::rowOf(int id) const
{
    const auto &bets = m_table.bets();
    for (std::size_t i = 0; i < bets.size(); ++i)
        if (bets[i].id == id)
            return int(i);
    return -1;
}

void CrapsRound::offerBet(int seat, CrapsBet bet, const Money &stake, std::optional<int> comePoint)
{
    if (m_phase != Phase::Roll)
        throw InputError("bet", "bets are offered before the throw, not while a roll is settled");
    // The rules of the layout first, on a copy: a bet they forbid is no incident.
    CrapsTable rehearsal = m_table;
    rehearsal.place(seat, bet, stake, comePoint);
    const std::optional<Maximum> most = maximumOf(seat, bet, comePoint);
    if (!most || !(most->stake < stake)) {
        // At or below its maximum the bet is placed as it is (§3–5).
        placeBet(seat, bet, stake, comePoint);
        return;
    }
    Incident incident{"over-limit", str(most->source), {}};
    incident.add("seat", seat)
        .add("bet", str(crapsBetName(bet)))
        .add("stake", stake.toString())
        .add("maximum", most->stake.toString())
        .add("table_maximum", m_profile.limits.maximum.toString());
    if (comePoint)
        incident.add("bet_point", *comePoint);
    startIncident(std::move(incident));
    Pending p;
    p.kind = Pending::Kind::OverLimit;
    p.seat = seat;
    p.bet = bet;
    p.stake = stake;
    p.maximum = most->stake;
    p.source = str(most->source);
    p.comePoint = comePoint;
    m_pending.push_back(p);
}

void CrapsRound::askTakeDown(int id)
{
    if (m_phase != Phase::Roll)
        throw InputError("bet", "bets are taken down between rolls, not while a roll is settled");
    const CrapsTable::Bet *b = m_table.find(id);
    if (!b)
        throw InputError("id", "no bet " + std::to_string(id) + " on the layout");
    Pending p;
    p.betId = id;
    p.seat = b->seat;
    p.bet = b->bet;
    if (m_table.mayTakeDown(id)) {
        p.kind = Pending::Kind::TakeDown;
        p.source = str(crapsRule(b->bet).source);
    } else {
        // §10 α, last paragraph: WIN and COME play until they win or lose (and a flat
        // bet keeps its odds' company until they are down, RULINGS).
        Incident incident{"take-down-refused", str(kTakeDownSource), {}};
        incident.add("seat", b->seat).add("bet", str(crapsBetName(b->bet))).add("stake", b->stake.toString());
        startIncident(std::move(incident));
        p.kind = Pending::Kind::RefuseTakeDown;
        p.source = str(kTakeDownSource);
    }
    m_pending.push_back(p);
}

void CrapsRound::shooterDeclines()
{
    if (m_phase != Phase::Roll || !m_diceJustCame || m_table.point() || m_profile.players < 2 || !m_pending.empty())
        throw InputError("shooter", "a player declines the dice as they come to him, before his first throw, at a "
                                    "table of two or more (" + str(kDiceSource) + ")");
    decline(std::nullopt, {});
}

void CrapsRound::decline(std::optional<CrapsBet> lineBet, const Money &lineStake)
{
    const int seat = m_table.shooter();
    const int next = seat % m_profile.players + 1;
    Incident incident{"dice-declined", str(kDiceSource), {}};
    incident.add("seat", seat).add("shooter", next);
    // §9: the new shooter throws with a bet on WIN or DON'T WIN: his own, or the one he makes now.
    std::optional<CrapsBet> has;
    for (const CrapsTable::Bet &b : m_table.bets())
        if (b.seat == next && (b.bet == CrapsBet::Pass || b.bet == CrapsBet::DontPass) && !has)
            has = b.bet;
    if (has)
        lineBet.reset();
    if (const std::optional<CrapsBet> line = has ? has : lineBet)
        incident.add("line_bet", str(crapsBetName(*line)));
    startIncident(std::move(incident));
    Pending offer;
    offer.kind = Pending::Kind::OfferDice;
    offer.seat = seat;
    offer.source = str(kDiceSource);
    m_pending.push_back(offer);
    Pending pass;
    pass.kind = Pending::Kind::PassDice;
    pass.seat = next;
    pass.source = str(kDiceSource);
    pass.lineBet = lineBet;
    pass.lineStake = lineStake;
    m_pending.push_back(pass);
}

void CrapsRound::forceNoRoll(DiceRoll voided, const std::string &cause, int seatTrying, CrapsBet betTried)
{
    if (cause != "off-table" && cause != "cocked")
        throw InputError("cause", "\"off-table\" or \"cocked\", not \"" + cause + "\"");
    if (m_incident || m_noRoll)
        throw InputError("incident", "a roll has one incident");
    NoRoll n{voided, cause, std::nullopt};
    if (seatTrying > 0)
        n.betTried = std::pair(seatTrying, betTried);
    m_noRoll = n;
}

DealerStep CrapsRound::pendingStep(const Pending &p) const
{
    using K = Pending::Kind;
    switch (p.kind) {
    case K::NoRoll: return {"no-roll", {}, {}, p.source};
    case K::OfferDice: return {"offer-dice", number(p.seat), {}, p.source};
    case K::RefuseBet: return {"refuse-bet", number(p.seat), str(crapsBetName(p.bet)), p.source};
    case K::PassDice: return {"pass-dice", number(p.seat), {}, p.source};
    // The bet takes the next row of the layout once reduced.
    case K::OverLimit: return {"reduce", number(int(m_table.bets().size())), p.maximum.toString(), p.source};
    case K::TakeDown: return {"take-down", number(rowOf(p.betId)), {}, p.source};
    case K::RefuseTakeDown: return {"refuse-take-down", number(rowOf(p.betId)), {}, p.source};
    }
    return {};
}

std::optional<Refusal> CrapsRound::applyPending(const DealerStep &step)
{
    const Pending p = m_pending.front();
    const DealerStep want = pendingStep(p);
    // A trainee's step names its target where it has one; an empty one is read as the expected.
    const bool onTarget = step.target.empty() || step.target == want.target;
    const std::string bet = str(crapsBetName(p.bet));
    DealerStep done = want;
    using K = Pending::Kind;
    switch (p.kind) {
    case K::NoRoll:
        if (step.action != "no-roll")
            return Refusal{"call-no-roll",
                           {m_incident->detail("voided_dice"), m_incident->detail("cause")}, p.source};
        break;
    case K::OfferDice:
        if (step.action != "offer-dice" || !onTarget)
            return Refusal{"offer-dice", {number(p.seat)}, p.source};
        break;
    case K::RefuseBet:
        if (step.action != "refuse-bet" || !onTarget)
            return Refusal{"no-bet-while-offered", {number(p.seat), bet}, p.source};
        break;
    case K::PassDice:
        if (step.action != "pass-dice" || step.target != want.target)
            return Refusal{"pass-dice-on", {number(m_table.shooter()), want.target}, p.source};
        break;
    case K::OverLimit: {
        const bool refused = step.action == "refuse";
        bool reduced = false;
        if (step.action == "reduce") {
            try {
                reduced = Money::parse(step.value) == p.maximum;
            } catch (const InputError &) {
                reduced = false;
            }
            if (!reduced && onTarget)
                return Refusal{"reduce-to-maximum", {bet, p.stake.toString(), p.maximum.toString(), step.value},
                               p.source};
        }
        if (!(refused || reduced) || !onTarget)
            return Refusal{"over-limit", {bet, p.stake.toString(), p.maximum.toString()}, p.source};
        if (refused)
            done = {"refuse", want.target, {}, p.source};
        break;
    }
    case K::TakeDown:
        if (step.action != "take-down" || !onTarget)
            return Refusal{"take-down-allowed", {bet, want.target}, p.source};
        break;
    case K::RefuseTakeDown:
        if (step.action != "refuse-take-down" || !onTarget)
            return Refusal{"take-down-never", {bet, want.target}, p.source};
        break;
    }
    if (p.kind == K::OverLimit && done.action == "reduce") {
        // The bet is placed at its maximum before the step counts, so a layout that no
        // longer allows it refuses the step and changes nothing.
        try {
            placeBet(p.seat, p.bet, p.maximum, p.comePoint);
        } catch (const InputError &e) {
            return Refusal{"bet-not-allowed", {e.field(), e.reason()}, done.source};
        }
    }
    m_pending.pop_front();
    m_stepsBeforeThrow.push_back(done);
    switch (p.kind) {
    case K::PassDice:
        m_table.passDice();
        m_diceJustCame = true;
        if (p.lineBet) {
            try {
                placeBet(p.seat, *p.lineBet, p.lineStake);
            } catch (const InputError &) {
                // The rules forbid it now: the throw waits for his bet (§9).
            }
        }
        break;
    case K::OverLimit: break;   // reduced: placed above; refused: never placed
    case K::TakeDown: {
        const Money stake = m_table.takeDown(p.betId);
        m_events.push_back(chips(p.betId, "taken-down", stake.toString()));
        break;
    }
    case K::NoRoll:
    case K::OfferDice:
    case K::RefuseBet:
    case K::RefuseTakeDown: break;
    }
    return std::nullopt;
}

void CrapsRound::drawIncident()
{
    if (!m_schedule.on() || m_phase != Phase::Roll || m_incident || m_noRoll || !m_pending.empty())
        return;
    if (!m_schedule.due())
        return;
    const auto &bets = m_table.bets();
    // WIN and COME bets a player may ask to take down: only after a roll that did not
    // decide them (the point on; the COME bet travelled), where §10 α is beyond doubt.
    std::vector<int> asked;
    for (const CrapsTable::Bet &b : bets)
        if ((b.bet == CrapsBet::Pass && m_table.point()) || (b.bet == CrapsBet::Come && b.betPoint))
            asked.push_back(b.id);
    std::vector<std::string> kinds{"no-roll"};
    if (m_diceJustCame && m_profile.players >= 2 && !m_table.point())
        kinds.push_back("dice-declined");
    if (!asked.empty())
        kinds.push_back("take-down-refused");
    kinds.push_back("over-limit");
    const std::optional<std::string> kind = m_schedule.pick(kinds);
    if (!kind)
        return;
    IncidentSchedule &draw = m_schedule;
    if (*kind == "no-roll") {
        NoRoll n;
        n.cause = draw.below(2) == 0 ? "off-table" : "cocked";
        const int first = 1 + int(draw.below(6));
        n.voided = DiceRoll::of(first, 1 + int(draw.below(6)));
        if (n.cause == "off-table") {
            static constexpr CrapsBet tried[] = {CrapsBet::Field, CrapsBet::AnySeven, CrapsBet::Yo11,
                                                 CrapsBet::AnyCraps, CrapsBet::Hard6, CrapsBet::Hard8};
            const int seat = 1 + int(draw.below(std::uint64_t(m_profile.players)));
            n.betTried = std::pair(seat, tried[draw.below(std::size(tried))]);
        }
        m_noRoll = n;
    } else if (*kind == "dice-declined") {
        const int next = m_table.shooter() % m_profile.players + 1;
        const bool hasLine = std::any_of(bets.begin(), bets.end(), [&](const CrapsTable::Bet &b) {
            return b.seat == next && (b.bet == CrapsBet::Pass || b.bet == CrapsBet::DontPass);
        });
        std::optional<CrapsBet> line;
        Money stake;
        if (!hasLine) {
            line = draw.below(5) == 0 ? CrapsBet::DontPass : CrapsBet::Pass;
            stake = m_profile.limits.minimum * std::int64_t(1 + draw.below(3));
        }
        decline(line, stake);
    } else if (*kind == "take-down-refused") {
        askTakeDown(asked[draw.below(asked.size())]);
    } else {
        drawOverLimit();
    }
}

void CrapsRound::drawOverLimit()
{
    struct Offer
    {
        int seat;
        CrapsBet bet;
        std::optional<int> comePoint;
    };
    // The kinds of maximum of §3–5: the table's (simple chances), odds, place right, place wrong, propositions.
    std::vector<std::vector<Offer>> kinds(5);
    const auto &bets = m_table.bets();
    const std::optional<int> point = m_table.point();
    for (int seat = 1; seat <= m_profile.players; ++seat) {
        auto has = [&](CrapsBet bet, std::optional<int> betPoint = std::nullopt) {
            return std::any_of(bets.begin(), bets.end(), [&](const CrapsTable::Bet &b) {
                return b.seat == seat && b.bet == bet && b.betPoint == betPoint;
            });
        };
        if (!point && !has(CrapsBet::Pass) && !has(CrapsBet::DontPass))
            kinds[0].push_back({seat, CrapsBet::Pass, std::nullopt});
        if (point && !has(CrapsBet::Come))
            kinds[0].push_back({seat, CrapsBet::Come, std::nullopt});
        if (!has(CrapsBet::Field))
            kinds[0].push_back({seat, CrapsBet::Field, std::nullopt});
        if (point) {
            if (has(CrapsBet::Pass) && !has(CrapsBet::PassOdds))
                kinds[1].push_back({seat, CrapsBet::PassOdds, std::nullopt});
            if (has(CrapsBet::DontPass) && !has(CrapsBet::DontPassOdds))
                kinds[1].push_back({seat, CrapsBet::DontPassOdds, std::nullopt});
            for (const CrapsTable::Bet &b : bets)
                if (b.seat == seat && b.betPoint && (b.bet == CrapsBet::Come || b.bet == CrapsBet::DontCome)) {
                    const CrapsBet odds = b.bet == CrapsBet::Come ? CrapsBet::ComeOdds : CrapsBet::DontComeOdds;
                    if (!has(odds, b.betPoint))
                        kinds[1].push_back({seat, odds, b.betPoint});
                }
        }
        for (const int n : kPointNumbers) {
            if (n != point.value_or(0) && !has(onNumber(CrapsBet::Place4, n)))
                kinds[2].push_back({seat, onNumber(CrapsBet::Place4, n), std::nullopt});
            if (!has(onNumber(CrapsBet::Lay4, n)))
                kinds[3].push_back({seat, onNumber(CrapsBet::Lay4, n), std::nullopt});
        }
        static constexpr CrapsBet props[] = {CrapsBet::Hard4,  CrapsBet::Hard6,    CrapsBet::Hard8,  CrapsBet::Hard10,
                                             CrapsBet::AnySeven, CrapsBet::Yo11,   CrapsBet::AnyCraps, CrapsBet::Craps2,
                                             CrapsBet::Craps3, CrapsBet::Craps12,  CrapsBet::Horn};
        for (const CrapsBet p : props)
            if (!has(p))
                kinds[4].push_back({seat, p, std::nullopt});
    }
    std::erase_if(kinds, [](const std::vector<Offer> &k) { return k.empty(); });
    if (kinds.empty())
        return;
    const std::vector<Offer> &kind = kinds[m_schedule.below(kinds.size())];
    const Offer offer = kind[m_schedule.below(kind.size())];
    const std::optional<Maximum> most = maximumOf(offer.seat, offer.bet, offer.comePoint);
    if (!most)
        return;
    // Above the maximum by 1 to 50 chips.
    const Money stake = most->stake + m_profile.chipUnit * std::int64_t(1 + m_schedule.below(50));
    try {
        offerBet(offer.seat, offer.bet, stake, offer.comePoint);
    } catch (const InputError &) {
        // The layout's rules forbid it after all: no incident this roll.
    }
}

} // namespace croupier
