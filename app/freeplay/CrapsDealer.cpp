#include "CrapsDealer.h"

#include "Amounts.h"
#include "CrapsWords.h"
#include "InputError.h"
#include "craps/CrapsMaxima.h"
#include "craps/CrapsRules.h"

#include <QRandomGenerator>

#include <algorithm>

namespace croupier {

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
QString betLabel(CrapsBet bet) { return qs(crapsRule(bet).label); }
QString moneyString(const Money &m) { return QString::fromStdString(m.toString()); }

// The paragraph that sets the croupiers' order of work: the losing bets collected, then the winners paid.
constexpr std::string_view kOrderSource = "art. 16 §2";
// The point and the puck (art. 16 §10 α(1)).
constexpr std::string_view kPointSource = "art. 16 §10 α(1)";

} // namespace

// --- CrapsPays ---

QString CrapsPays::ratio(const QString &bet, int number) const
{
    const std::optional<CrapsBet> b = crapsBetFromName(bet.toStdString());
    return b ? QString::fromStdString(crapsRule(*b).paysOn(number).toString()) : QString();
}

QString CrapsPays::label(const QString &bet) const
{
    const std::optional<CrapsBet> b = crapsBetFromName(bet.toStdString());
    return b ? betLabel(*b) : QString();
}

QString CrapsPays::source(const QString &bet) const
{
    const std::optional<CrapsBet> b = crapsBetFromName(bet.toStdString());
    return b ? qs(crapsRule(*b).source) : QString();
}

bool CrapsPays::offOnComeOut(const QString &bet) const
{
    const std::optional<CrapsBet> b = crapsBetFromName(bet.toStdString());
    return b && crapsRule(*b).offOnComeOut;
}

QVariantList CrapsPays::settle(const QVariantMap &scenario) const
{
    auto optionalPoint = [](const QVariant &v) -> std::optional<int> {
        return v.isValid() && !v.isNull() && v.toInt() > 0 ? std::optional<int>(v.toInt()) : std::nullopt;
    };
    try {
        const QVariantList dice = scenario.value(QStringLiteral("dice")).toList();
        if (dice.size() != 2)
            return {};
        const DiceRoll roll = DiceRoll::of(dice[0].toInt(), dice[1].toInt());
        const std::optional<int> point = optionalPoint(scenario.value(QStringLiteral("point")));
        const Money chip = Money::parseCanonical(scenario.value(QStringLiteral("chip_unit")).toString().toStdString());
        QVariantList list = scenario.value(QStringLiteral("bets")).toList();
        if (list.isEmpty() && scenario.contains(QStringLiteral("bet")))
            list << scenario;   // craps.roll: one bet
        std::vector<CrapsLayoutBet> bets;
        for (const QVariant &v : list) {
            const QVariantMap m = v.toMap();
            CrapsLayoutBet b;
            b.seat = m.value(QStringLiteral("seat"), 1).toInt();
            b.bet = parseCrapsBet(m.value(QStringLiteral("bet")).toString().toStdString());
            b.stake = Money::parseCanonical(m.value(QStringLiteral("stake")).toString().toStdString());
            b.betPoint = optionalPoint(m.value(QStringLiteral("bet_point")));
            b.working = m.value(QStringLiteral("working")).toBool();
            bets.push_back(b);
        }
        QVariantList out;
        std::vector<QVariantMap> perBet(bets.size());
        if (list.size() == 1 && !scenario.contains(QStringLiteral("bets"))) {
            // craps.roll: one bet alone (odds may stand without their flat bet in that topic).
            const CrapsSettlement r = settleCrapsBet(bets[0].bet, bets[0].stake, chip,
                                                     {point, bets[0].betPoint, bets[0].working}, roll);
            static const char *const actions[] = {"pay", "collect", "leave", "leave", "leave"};
            const bool moves = r.outcome == CrapsOutcome::Stay && r.movesTo
                && (bets[0].bet == CrapsBet::Come || bets[0].bet == CrapsBet::DontCome);
            perBet[0] = {{QStringLiteral("action"), moves ? QStringLiteral("move") : QString::fromLatin1(actions[int(r.outcome)])},
                         {QStringLiteral("outcome"), qs(crapsOutcomeName(r.outcome))},
                         {QStringLiteral("paid"), moneyString(r.paid)},
                         {QStringLiteral("movesTo"), r.movesTo.value_or(0)}};
            for (const QVariantMap &m : perBet)
                out << m;
            out << QVariantMap{{QStringLiteral("pointAfter"), nextCrapsPoint(point, roll).value_or(0)},
                               {QStringLiteral("sevenOut"), isSevenOut(point, roll)}};
            return out;
        }
        const CrapsLayoutSettlement r = settleCrapsLayout(point, bets, chip, roll);
        static const char *const actions[] = {"collect", "move", "pay", "return", "leave"};
        for (const CrapsSettlementStep &step : r.steps)
            perBet[step.index] = {{QStringLiteral("action"), QString::fromLatin1(actions[int(step.action)])},
                                  {QStringLiteral("outcome"), qs(crapsOutcomeName(step.settlement.outcome))},
                                  {QStringLiteral("paid"), moneyString(step.settlement.paid)},
                                  {QStringLiteral("movesTo"), step.settlement.movesTo.value_or(0)}};
        for (const QVariantMap &m : perBet)
            out << m;
        out << QVariantMap{{QStringLiteral("pointAfter"), r.pointAfter.value_or(0)},
                           {QStringLiteral("sevenOut"), r.sevenOut}};
        return out;
    } catch (const InputError &) {
        return {};
    }
}

// --- CrapsBetListModel ---

CrapsBetListModel::CrapsBetListModel(QObject *parent) : QAbstractListModel(parent) { }

int CrapsBetListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant CrapsBetListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case BetIdRole: return r.id;
    case SeatRole: return r.seat;
    case BetRole: return qs(crapsBetName(r.bet));
    case Qt::DisplayRole:
    case LabelRole: return betLabel(r.bet);
    case StakeRole: return moneyString(r.stake);
    case BetPointRole: return r.betPoint;
    case WorkingRole: return r.working;
    case StateRole: return r.state;
    case PayoutRole: return moneyString(r.payout);
    case CurrentRole: return r.current;
    default: return {};
    }
}

QHash<int, QByteArray> CrapsBetListModel::roleNames() const
{
    return {{BetIdRole, "betId"},     {SeatRole, "seat"},       {BetRole, "bet"},
            {LabelRole, "label"},     {StakeRole, "stake"},     {BetPointRole, "betPoint"},
            {WorkingRole, "working"}, {StateRole, "result"},     {PayoutRole, "payout"},
            {CurrentRole, "current"}};
}

int CrapsBetListModel::rowOf(int id) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].id == id)
            return int(i);
    return -1;
}

void CrapsBetListModel::append(const Row &row)
{
    const int n = int(m_rows.size());
    beginInsertRows({}, n, n);
    m_rows.push_back(row);
    endInsertRows();
    emit countChanged();
}

void CrapsBetListModel::removeAt(int row)
{
    if (row < 0 || row >= int(m_rows.size()))
        return;
    beginRemoveRows({}, row, row);
    m_rows.erase(m_rows.begin() + row);
    endRemoveRows();
    emit countChanged();
}

void CrapsBetListModel::update(int row, const Row &changed)
{
    if (row < 0 || row >= int(m_rows.size()))
        return;
    Row &r = m_rows[std::size_t(row)];
    QList<int> roles;
    if (r.stake != changed.stake)
        roles << StakeRole;
    if (r.betPoint != changed.betPoint)
        roles << BetPointRole;
    if (r.working != changed.working)
        roles << WorkingRole;
    if (r.state != changed.state)
        roles << StateRole;
    if (r.payout != changed.payout)
        roles << PayoutRole;
    if (r.current != changed.current)
        roles << CurrentRole;
    r = changed;
    if (!roles.isEmpty())
        emit dataChanged(index(row), index(row), roles);
}

void CrapsBetListModel::clear()
{
    if (m_rows.empty())
        return;
    beginResetModel();
    m_rows.clear();
    endResetModel();
    emit countChanged();
}

// --- CrapsDealer ---

CrapsDealer::CrapsDealer(QObject *parent)
    : QObject(parent)
    // art. 16 §3: the maximum 100 to 1000 times the minimum.
    , m_min(Money::fromInteger(5))
    , m_max(Money::fromInteger(1000))
    , m_chip(Money::fromInteger(1))
{
    newGame();
}

CrapsDealer::~CrapsDealer() = default;

void CrapsDealer::setSeed(int seed)
{
    if (seed == m_seed && m_table)
        return;
    m_seed = seed;
    newGame();
    emit seedChanged();
}

void CrapsDealer::setAutoBetting(bool on)
{
    if (on == m_autoBetting)
        return;
    m_autoBetting = on;
    newGame();
    emit seedChanged();
}

void CrapsDealer::restart() { newGame(); }

void CrapsDealer::newGame()
{
    const std::uint64_t seed = m_seed != 0 ? std::uint64_t(std::uint32_t(m_seed)) : QRandomGenerator::global()->generate64();
    m_table = std::make_unique<CrapsTable>(kPlayers, m_chip);
    m_diceSource = std::make_unique<DiceSource>(seed);
    m_rng = std::make_unique<Rng>(seed ^ 0x9e3779b97f4a7c15ULL);
    m_model.clear();
    m_phase = Phase::Roll;
    m_dice.reset();
    m_forced.reset();
    m_called = false;
    m_steps.clear();
    m_next = 0;
    m_shownPoint = 0;
    m_rolls = m_actions = m_mistakes = 0;
    m_error.clear();
    m_errorSource.clear();
    m_message.clear();
    if (m_autoBetting)
        playersBet();
    emit changed();
}

int CrapsDealer::placeBet(int seat, CrapsBet bet, const Money &stake, std::optional<int> comePoint, bool working)
{
    const int id = m_table->place(seat, bet, stake, comePoint);
    if (working)
        m_table->setWorking(id, true);
    CrapsBetListModel::Row row;
    row.id = id;
    row.seat = seat;
    row.bet = bet;
    row.stake = stake;
    row.betPoint = comePoint.value_or(0);
    row.working = working;
    m_model.append(row);
    emit changed();
    return id;
}

void CrapsDealer::tryPlace(int seat, CrapsBet bet, const Money &stake, std::optional<int> comePoint, bool working)
{
    try {
        placeBet(seat, bet, stake, comePoint, working && crapsRule(bet).offOnComeOut);
    } catch (const InputError &) {
        // The rules forbid this bet now (CrapsTable::place): a player would not make it.
    }
}

Money CrapsDealer::stakeFor(CrapsBet bet, int number)
{
    // In proper units (CrapsBetRule::properUnit), at least the table minimum: 6 on place 6, 11 on lay 4.
    const int unit = crapsRule(bet).properUnit(number);
    const int least = (5 + unit - 1) / unit;
    return m_chip * std::int64_t(unit * (least + int(m_rng->below(3))));
}

void CrapsDealer::playersBet()
{
    Rng &rng = *m_rng;
    const auto &bets = m_table->bets();
    auto has = [&](int seat, CrapsBet bet, std::optional<int> betPoint = std::nullopt) {
        return std::any_of(bets.begin(), bets.end(), [&](const CrapsTable::Bet &b) {
            return b.seat == seat && b.bet == bet && (!betPoint || b.betPoint == betPoint);
        });
    };
    auto chance = [&](int percent) { return int(rng.below(100)) < percent; };
    const std::optional<int> point = m_table->point();
    // art. 16 §9: the shooter has a bet on WIN or DON'T WIN before throwing, however full the layout.
    const int shooter = m_table->shooter();
    if (!point && !has(shooter, CrapsBet::Pass) && !has(shooter, CrapsBet::DontPass))
        tryPlace(shooter, chance(80) ? CrapsBet::Pass : CrapsBet::DontPass, stakeFor(CrapsBet::Pass, 0));
    for (int seat = 1; seat <= kPlayers; ++seat) {
        if (m_table->bets().size() >= 16)
            break;
        if (!point) {
            if (!has(seat, CrapsBet::Pass) && !has(seat, CrapsBet::DontPass) && chance(60))
                tryPlace(seat, chance(80) ? CrapsBet::Pass : CrapsBet::DontPass, stakeFor(CrapsBet::Pass, 0));
        } else {
            if (has(seat, CrapsBet::Pass) && !has(seat, CrapsBet::PassOdds) && chance(40)) {
                const Money flat = std::find_if(bets.begin(), bets.end(), [&](const CrapsTable::Bet &b) {
                                       return b.seat == seat && b.bet == CrapsBet::Pass;
                                   })->stake;
                tryPlace(seat, CrapsBet::PassOdds, crapsMaximumBet(CrapsBet::PassOdds, {m_min, m_max, m_chip}, point, flat));
            }
            if (chance(25))
                tryPlace(seat, chance(80) ? CrapsBet::Come : CrapsBet::DontCome, stakeFor(CrapsBet::Come, 0));
            // Odds on a COME bet that has travelled.
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
            const CrapsBet place = CrapsBet(int(CrapsBet::Place4) + int(std::find(kPointNumbers.begin(), kPointNumbers.end(), n) - kPointNumbers.begin()));
            if (!has(seat, place) && n != point.value_or(0))
                tryPlace(seat, place, stakeFor(place, n), std::nullopt, chance(30));
        }
        if (chance(6)) {
            const int n = kPointNumbers[rng.below(6)];
            const CrapsBet lay = CrapsBet(int(CrapsBet::Lay4) + int(std::find(kPointNumbers.begin(), kPointNumbers.end(), n) - kPointNumbers.begin()));
            if (!has(seat, lay))
                tryPlace(seat, lay, stakeFor(lay, n));
        }
        if (chance(10)) {
            static constexpr CrapsBet hardways[] = {CrapsBet::Hard4, CrapsBet::Hard6, CrapsBet::Hard8, CrapsBet::Hard10};
            const CrapsBet h = hardways[rng.below(4)];
            if (!has(seat, h))
                tryPlace(seat, h, m_chip * std::int64_t(5));
        }
        if (chance(12)) {
            static constexpr CrapsBet props[] = {CrapsBet::AnySeven, CrapsBet::Yo11,    CrapsBet::AnyCraps,
                                                 CrapsBet::Craps2,   CrapsBet::Craps3,  CrapsBet::Craps12,
                                                 CrapsBet::Horn,     CrapsBet::Under7,  CrapsBet::Over7,
                                                 CrapsBet::Big6,     CrapsBet::Big8};
            const CrapsBet p = props[rng.below(std::size(props))];
            if (!has(seat, p))
                tryPlace(seat, p, m_chip * std::int64_t(5 * (1 + int(rng.below(2)))));
        }
    }
}

QString CrapsDealer::phase() const
{
    switch (m_phase) {
    case Phase::Roll: return QStringLiteral("roll");
    case Phase::Call: return QStringLiteral("call");
    case Phase::Settle: return QStringLiteral("settle");
    case Phase::Puck: return QStringLiteral("puck");
    }
    return {};
}

const CrapsSettlementStep *CrapsDealer::currentStep() const
{
    return m_phase == Phase::Settle && m_next < m_steps.size() ? &m_steps[m_next] : nullptr;
}

void CrapsDealer::markCurrent()
{
    const CrapsSettlementStep *s = currentStep();
    const int currentId = s ? m_idsBefore[s->index] : -1;
    for (int row = 0; row < m_model.rowCount(); ++row) {
        CrapsBetListModel::Row r = m_model.rows()[std::size_t(row)];
        r.current = r.id == currentId;
        m_model.update(row, r);
    }
}

void CrapsDealer::doRoll()
{
    m_idsBefore.clear();
    for (const CrapsTable::Bet &b : m_table->bets())
        m_idsBefore.push_back(b.id);
    const DiceRoll dice = m_forced ? *m_forced : m_diceSource->roll();
    m_forced.reset();
    m_report = m_table->roll(dice);
    m_dice = dice;
    m_called = false;
    ++m_rolls;
    m_steps.clear();
    for (const CrapsSettlementStep &s : m_report.settlement.steps)
        if (s.action != CrapsSettlementStep::Action::Leave)
            m_steps.push_back(s);
    m_next = 0;
    m_message.clear();
    m_phase = Phase::Call;
}

void CrapsDealer::finishRoll()
{
    // The decided bets leave the layout one by one; the rest stay as the table has them.
    for (int row = m_model.rowCount() - 1; row >= 0; --row) {
        const CrapsBetListModel::Row &r = m_model.rows()[std::size_t(row)];
        if (!m_table->find(r.id))
            m_model.removeAt(row);
    }
    if (m_report.settlement.sevenOut)
        //: Free play, craps: after a 7 with the point on (art. 16 §7). %1 the next shooter's seat.
        m_message = tr("Seven out: the dice pass to player %1.").arg(m_table->shooter());
    m_phase = Phase::Roll;
    m_dice.reset();
    m_called = false;
    if (m_autoBetting)
        playersBet();
}

bool CrapsDealer::refuse(const QString &reason, const QString &source)
{
    ++m_actions;
    ++m_mistakes;
    m_error = reason;
    m_errorSource = source;
    emit changed();
    return false;
}

void CrapsDealer::accept()
{
    ++m_actions;
    m_error.clear();
    m_errorSource.clear();
}

QString CrapsDealer::stepText(const CrapsSettlementStep &s) const
{
    const QString label = betLabel(s.bet.bet);
    using A = CrapsSettlementStep::Action;
    switch (s.action) {
    case A::Collect:
        //: Free play, craps: what to do with the highlighted bet. %1 the bet, %2 the seat.
        return tr("Collect %1 of player %2: it loses.").arg(label).arg(s.bet.seat);
    case A::Move:
        //: Free play, craps. %1 the bet (COME or DON'T COME), %2 the seat, %3 its number.
        return tr("Move %1 of player %2 to the %3.").arg(label).arg(s.bet.seat).arg(s.settlement.movesTo.value_or(0));
    case A::Pay:
        //: Free play, craps. %1 the bet, %2 the seat, %3 the amount.
        return tr("Pay %1 of player %2: %3.").arg(label).arg(s.bet.seat).arg(crapsMoneyText(s.settlement.paid));
    case A::Return:
        //: Free play, craps: odds that were off, whose COME / DON'T COME bet was decided. %1 the bet, %2 the seat.
        return tr("Give %1 back to player %2: they were off.").arg(label).arg(s.bet.seat);
    case A::Leave: break;
    }
    return {};
}

QVariantMap CrapsDealer::expectedAction() const
{
    QVariantMap m;
    switch (m_phase) {
    case Phase::Roll:
        m[QStringLiteral("action")] = QStringLiteral("roll");
        //: Free play, craps: the right next step. %1 the shooter's seat.
        m[QStringLiteral("text")] = tr("Player %1 throws the dice.").arg(m_table->shooter());
        break;
    case Phase::Call:
        m[QStringLiteral("action")] = QStringLiteral("call");
        m[QStringLiteral("value")] = m_dice->total();
        //: Free play, craps. %1 the total.
        m[QStringLiteral("text")] = tr("Call the total: %1.").arg(m_dice->total());
        break;
    case Phase::Settle: {
        const CrapsSettlementStep &s = m_steps[m_next];
        using A = CrapsSettlementStep::Action;
        static const char *const names[] = {"collect", "move", "pay", "return", "leave"};
        m[QStringLiteral("action")] = QString::fromLatin1(names[int(s.action)]);
        if (s.action == A::Move)
            m[QStringLiteral("value")] = s.settlement.movesTo.value_or(0);
        else if (s.action == A::Pay)
            m[QStringLiteral("value")] = moneyString(s.settlement.paid);
        m[QStringLiteral("betId")] = m_idsBefore[s.index];
        m[QStringLiteral("text")] = stepText(s);
        break;
    }
    case Phase::Puck: {
        const int p = m_report.settlement.pointAfter.value_or(0);
        m[QStringLiteral("action")] = QStringLiteral("puck");
        m[QStringLiteral("value")] = p;
        m[QStringLiteral("text")] = p ? tr("Put the puck ON the %1.").arg(p) : tr("Turn the puck OFF.");
        break;
    }
    }
    return m;
}

bool CrapsDealer::act(const QString &action, const QVariant &value)
{
    switch (m_phase) {
    case Phase::Roll:
        if (action != QLatin1String("roll"))
            //: Free play, craps: a settling step while the dice have not been thrown.
            return refuse(tr("The dice have not been thrown yet: the shooter throws first."), QStringLiteral("art. 16 §8"));
        try {
            doRoll();
        } catch (const InputError &e) {
            return refuse(QString::fromStdString(e.what()), QStringLiteral("art. 16 §9"));
        }
        accept();
        emit changed();
        return true;
    case Phase::Call: {
        const int total = m_dice->total();
        bool ok = false;
        const int called = value.toInt(&ok);
        if (action != QLatin1String("call"))
            //: Free play, craps: the stickman's call comes before the settlement.
            return refuse(tr("Call the total of the dice first."), QStringLiteral("art. 16 §2"));
        if (!ok || called != total)
            //: Free play, craps: a wrong total called. %1 and %2 the dice, %3 their total, %4 what was called.
            return refuse(tr("The dice show %1 and %2: the total is %3, not %4.")
                              .arg(m_dice->first).arg(m_dice->second).arg(total).arg(value.toString()),
                          QStringLiteral("art. 16 §10"));
        accept();
        m_called = true;
        m_phase = m_steps.empty() ? Phase::Puck : Phase::Settle;
        markCurrent();
        emit changed();
        return true;
    }
    case Phase::Settle: {
        const CrapsSettlementStep &s = m_steps[m_next];
        using A = CrapsSettlementStep::Action;
        const QString label = betLabel(s.bet.bet);
        const QString rule = qs(crapsRule(s.bet.bet).source);
        const QString roll = QString::number(m_dice->total());
        const QString name = action.toLower();
        QString reason;
        QString source = rule;
        if (s.action == A::Collect && name != QLatin1String("collect")) {
            //: Free play, craps: the highlighted bet lost. %1 the bet, %2 the total. Losers first (art. 16 §2).
            reason = tr("%1 loses on a %2: collect it, before any bet is paid.").arg(label, roll);
        } else if (s.action == A::Move && name != QLatin1String("move")) {
            //: Free play, craps: a COME / DON'T COME bet's first roll set its number. %1 the bet, %2 the number.
            reason = tr("%1 is not decided by its first roll of %2: move it to the %2.").arg(label, roll);
        } else if (s.action == A::Pay && name != QLatin1String("pay")) {
            const CrapsDecision d = decideCrapsBet(s.bet.bet, {m_report.pointBefore, s.bet.betPoint, s.bet.working}, m_report.dice);
            //: Free play, craps. %1 the bet, %2 the total, %3 its ratio.
            reason = tr("%1 wins on a %2: pay it, at %3.").arg(label, roll, QString::fromStdString(d.pays.toString()));
        } else if (s.action == A::Return && name != QLatin1String("return")) {
            //: Free play, craps. %1 the odds. Off on the come-out (art. 16 §10, last paragraph).
            reason = tr("%1 were off on the come-out and their bet is decided: give them back.").arg(label);
            source = qs(kOffOnComeOutSource);
        } else if (s.action == A::Move && value.isValid() && value.toInt() != s.settlement.movesTo.value_or(0)) {
            //: Free play, craps. %1 the bet, %2 the right number, %3 the number given.
            reason = tr("%1 goes to the number just rolled, %2, not %3.").arg(label, roll, value.toString());
        } else if (s.action == A::Pay) {
            QString typed = value.toString().trimmed();
            const Amounts::Reading reading = Amounts::read(typed, m_chip);
            if (!typed.isEmpty() && !reading.amount) {
                reason = reading.error;
            } else if (reading.amount != s.settlement.paid) {
                const CrapsDecision d = decideCrapsBet(s.bet.bet, {m_report.pointBefore, s.bet.betPoint, s.bet.working}, m_report.dice);
                //: Free play, craps: a wrong payout typed. %1 the amount typed, %2 the bet, %3 the stake, %4 the ratio.
                reason = tr("Not %1: %2 of %3 pays %4, rounded down to the chip.")
                             .arg(typed.isEmpty() ? QStringLiteral("0") : typed, label, crapsMoneyText(s.bet.stake),
                                  QString::fromStdString(d.pays.toString()));
            }
        }
        if (!reason.isEmpty())
            return refuse(reason, source);
        accept();
        const int row = m_model.rowOf(m_idsBefore[s.index]);
        if (row >= 0) {
            CrapsBetListModel::Row r = m_model.rows()[std::size_t(row)];
            switch (s.action) {
            case A::Collect: r.state = QStringLiteral("lost"); break;
            case A::Move: r.betPoint = s.settlement.movesTo.value_or(0); break;
            case A::Pay:
                r.state = QStringLiteral("won");
                r.payout = s.settlement.paid;
                break;
            case A::Return: r.state = QStringLiteral("returned"); break;
            case A::Leave: break;
            }
            m_model.update(row, r);
        }
        ++m_next;
        if (m_next >= m_steps.size())
            m_phase = Phase::Puck;
        markCurrent();
        emit changed();
        return true;
    }
    case Phase::Puck: {
        const int right = m_report.settlement.pointAfter.value_or(0);
        bool ok = false;
        const int given = value.toInt(&ok);
        if (action != QLatin1String("puck"))
            //: Free play, craps: every bet is settled; the puck is next.
            return refuse(tr("Every bet is settled: now move the puck."), qs(kPointSource));
        if (!ok || given != right) {
            QString reason;
            if (m_report.settlement.sevenOut)
                //: Free play, craps: a 7 with the point on.
                reason = tr("A 7 with the point on is a seven-out: the puck goes OFF.");
            else if (right && !m_report.pointBefore)
                //: Free play, craps: a come-out 4, 5, 6, 8, 9 or 10. %1 the point.
                reason = tr("A %1 on the come-out is the POINT: the puck goes ON the %1.").arg(right);
            else if (right)
                //: Free play, craps. %1 the point.
                reason = tr("The point is still %1: the puck stays ON the %1.").arg(right);
            else if (m_report.pointBefore)
                //: Free play, craps. %1 the point just made.
                reason = tr("The point %1 is made: the puck goes OFF.").arg(*m_report.pointBefore);
            else
                //: Free play, craps: a come-out 2, 3, 7, 11 or 12.
                reason = tr("No point is set on a %1: the puck stays OFF.").arg(m_dice->total());
            return refuse(reason, qs(kPointSource));
        }
        accept();
        m_shownPoint = right;
        finishRoll();
        emit changed();
        return true;
    }
    }
    return false;
}

QString CrapsDealer::status() const
{
    switch (m_phase) {
    case Phase::Roll:
        //: Free play, craps: what to do now. %1 the shooter's seat.
        return tr("Player %1 has the dice: press R to throw.").arg(m_table->shooter());
    case Phase::Call:
        //: Free play, craps: what to do now.
        return tr("Call the total: type it and press Enter.");
    case Phase::Settle: {
        const CrapsSettlementStep &s = m_steps[m_next];
        //: Free play, craps: what to do now. %1 the bet, %2 its seat; the keys in brackets.
        return tr("%1 of player %2: collect (C), move (M), give back (B), or type the payout and press Enter.")
            .arg(betLabel(s.bet.bet))
            .arg(s.bet.seat);
    }
    case Phase::Puck:
        //: Free play, craps: what to do now.
        return tr("Move the puck: type the point and press Enter, or O for OFF.");
    }
    return {};
}

} // namespace croupier
