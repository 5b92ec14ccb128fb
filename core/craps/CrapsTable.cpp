#include "CrapsTable.h"

#include "InputError.h"

#include <algorithm>
#include <string>

namespace croupier {

namespace {
std::string nameOf(CrapsBet bet) { return std::string(crapsBetName(bet)); }

} // namespace

CrapsTable::CrapsTable(int players, const Money &chipUnit)
    : m_players(players)
    , m_chipUnit(chipUnit)
{
    if (players < 1)
        throw InputError("players", "a table needs at least 1 player, not " + std::to_string(players));
    if (chipUnit.isNegative() || chipUnit.isZero())
        throw InputError("chip_unit", "must be more than 0, not " + chipUnit.toString());
}

const CrapsTable::Bet *CrapsTable::find(int id) const
{
    for (const Bet &b : m_bets)
        if (b.id == id)
            return &b;
    return nullptr;
}

CrapsTable::Bet *CrapsTable::findMutable(int id) { return const_cast<Bet *>(std::as_const(*this).find(id)); }

bool CrapsTable::hasOddsBehind(const Bet &flat) const
{
    return std::any_of(m_bets.begin(), m_bets.end(), [&](const Bet &b) {
        return flatBetOf(b.bet) == flat.bet && b.seat == flat.seat && b.betPoint == flat.betPoint;
    });
}

int CrapsTable::place(int seat, CrapsBet bet, const Money &stake, std::optional<int> comePoint)
{
    if (seat < 1 || seat > m_players)
        throw InputError("seat", "players are numbered 1 to " + std::to_string(m_players) + ", not "
                                     + std::to_string(seat));
    if (stake.isNegative() || stake.isZero())
        throw InputError("stake", "must be more than 0, not " + stake.toString());
    const CrapsBetRule &rule = crapsRule(bet);
    if (comePoint && rule.placement != CrapsPlacement::BehindComePoint)
        throw InputError("come_point", "only odds on COME and DON'T COME are placed on a come point, not "
                                           + nameOf(bet));
    switch (rule.placement) {
    case CrapsPlacement::ComeOut:
        if (m_point)
            throw InputError("bet", nameOf(bet) + " is made for the come-out roll (art. 16 §10 α(1), α(2)); the point "
                                                  "is " + std::to_string(*m_point));
        break;
    case CrapsPlacement::AfterComeOut:
        if (!m_point)
            throw InputError("bet", nameOf(bet) + " is made only once a point is on (art. 16 §10 α(3), α(4))");
        break;
    case CrapsPlacement::BehindPoint: {
        if (!m_point)
            throw InputError("bet", "odds without a point: " + nameOf(bet) + " need the point to be set (art. 16 §10 γ)");
        const CrapsBet flat = *flatBetOf(bet);
        if (std::none_of(m_bets.begin(), m_bets.end(), [&](const Bet &b) { return b.bet == flat && b.seat == seat; }))
            throw InputError("bet", nameOf(bet) + " stand beside the seat's own " + nameOf(flat)
                                        + " bet, and seat " + std::to_string(seat) + " has none (art. 16 §10 γ)");
        break;
    }
    case CrapsPlacement::BehindComePoint: {
        const CrapsBet flat = *flatBetOf(bet);
        if (!comePoint)
            throw InputError("come_point", "odds without a point: say which " + nameOf(flat) + " bet of seat "
                                               + std::to_string(seat) + " they stand behind (art. 16 §10 γ)");
        if (std::none_of(m_bets.begin(), m_bets.end(),
                         [&](const Bet &b) { return b.bet == flat && b.seat == seat && b.betPoint == comePoint; }))
            throw InputError("come_point", "seat " + std::to_string(seat) + " has no " + nameOf(flat) + " bet on "
                                               + std::to_string(*comePoint) + " (art. 16 §10 γ)");
        break;
    }
    case CrapsPlacement::Anytime: break;
    }
    Bet b;
    b.id = m_nextId++;
    b.seat = seat;
    b.bet = bet;
    b.stake = stake;
    b.betPoint = comePoint;
    m_bets.push_back(b);
    return b.id;
}

bool CrapsTable::mayTakeDown(int id) const
{
    const Bet *b = find(id);
    return b && crapsRule(b->bet).takeDown != CrapsTakeDown::Never && !hasOddsBehind(*b);
}

Money CrapsTable::takeDown(int id)
{
    const Bet *b = find(id);
    if (!b)
        throw InputError("id", "no bet " + std::to_string(id) + " on the layout");
    if (crapsRule(b->bet).takeDown == CrapsTakeDown::Never)
        throw InputError("bet", nameOf(b->bet) + " cannot be taken down: it plays until it wins or loses (art. 16 "
                                                 "§10 α, last paragraph)");
    if (hasOddsBehind(*b))
        throw InputError("bet", nameOf(b->bet) + " has odds behind it: take the odds down first");
    Money stake = b->stake;
    m_bets.erase(m_bets.begin() + (b - m_bets.data()));
    return stake;
}

void CrapsTable::setWorking(int id, bool working)
{
    Bet *b = findMutable(id);
    if (!b)
        throw InputError("id", "no bet " + std::to_string(id) + " on the layout");
    if (!crapsRule(b->bet).offOnComeOut)
        throw InputError("working", nameOf(b->bet) + " always works; only odds on COME and DON'T COME and place bets "
                                                     "are off on the come-out roll (art. 16 §10, last paragraph)");
    b->working = working;
}

bool CrapsTable::shooterHasLineBet() const
{
    // art. 16 §9: the shooter has a bet on WIN or DON'T WIN before throwing.
    return std::any_of(m_bets.begin(), m_bets.end(), [&](const Bet &b) {
        return b.seat == m_shooter && (b.bet == CrapsBet::Pass || b.bet == CrapsBet::DontPass);
    });
}

void CrapsTable::passDice() { m_shooter = m_shooter % m_players + 1; }

CrapsTable::RollReport CrapsTable::roll(DiceRoll dice)
{
    if (!shooterHasLineBet())
        throw InputError("shooter", "player " + std::to_string(m_shooter)
                                        + " must bet on WIN or DON'T WIN before throwing (art. 16 §9)");

    std::vector<CrapsLayoutBet> layout;
    layout.reserve(m_bets.size());
    for (const Bet &b : m_bets)
        layout.push_back({b.seat, b.bet, b.stake, b.betPoint, b.working});

    RollReport report;
    report.dice = dice;
    report.pointBefore = m_point;
    report.shooterBefore = m_shooter;
    report.settlement = settleCrapsLayout(m_point, layout, m_chipUnit, dice);

    std::vector<bool> keep(m_bets.size(), true);
    using Action = CrapsSettlementStep::Action;
    for (const CrapsSettlementStep &s : report.settlement.steps) {
        switch (s.action) {
        case Action::Collect:
        case Action::Pay:
        case Action::Return: keep[s.index] = false; break;
        case Action::Move: m_bets[s.index].betPoint = s.settlement.movesTo; break;
        case Action::Leave: break;
        }
    }
    std::vector<Bet> left;
    left.reserve(m_bets.size());
    for (std::size_t i = 0; i < m_bets.size(); ++i)
        if (keep[i])
            left.push_back(std::move(m_bets[i]));
    m_bets = std::move(left);

    m_point = report.settlement.pointAfter;
    if (report.settlement.sevenOut)
        passDice();
    report.shooterAfter = m_shooter;
    return report;
}

} // namespace croupier
