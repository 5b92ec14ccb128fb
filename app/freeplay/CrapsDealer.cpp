#include "CrapsDealer.h"

#include "Amounts.h"

#include "CrapsWords.h"
#include "InputError.h"
#include "craps/CrapsRules.h"
#include "text/WordsText.h"

#include <QRandomGenerator>

#include <string>

namespace croupier {

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
QString betLabel(CrapsBet bet) { return qs(crapsRule(bet).label); }
QString moneyString(const Money &m) { return QString::fromStdString(m.toString()); }

/**
 * @brief A refusal of the round (CrapsRound) as the trainee reads it: the sentence
 * for its reason key, and how each argument is shown: 'b' a bet (its label), 'm'
 * money, 't' an amount as typed ("0" when nothing was), 'n' as it is.
 */
struct RefusalSentence
{
    const char *reason;
    const char *kinds;
    const char *sentence;
};

constexpr RefusalSentence kRefusals[] = {
    {"throw-first", "",
     //: Free play, craps: a settling step while the dice have not been thrown.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "The dice have not been thrown yet: the shooter throws first.")},
    {"shooter-without-line-bet", "n",
     //: Free play, craps: the shooter has no bet on the pass or don't pass line (art. 16 §9). %1 the seat.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "Player %1 must bet on WIN or DON'T WIN before throwing.")},
    {"call-first", "",
     //: Free play, craps: the stickman's call comes before the settlement.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "Call the total of the dice first.")},
    {"wrong-total", "nnnn",
     //: Free play, craps: a wrong total called. %1 and %2 the dice, %3 their total, %4 what was called.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "The dice show %1 and %2: the total is %3, not %4.")},
    {"collect-loser", "bn",
     //: Free play, craps: the highlighted bet lost. %1 the bet, %2 the total. Losers first (art. 16 §2).
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "%1 loses on a %2: collect it, before any bet is paid.")},
    {"move-come-bet", "bn",
     //: Free play, craps: a COME / DON'T COME bet's first roll set its number. %1 the bet, %2 the number.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "%1 is not decided by its first roll of %2: move it to the %2.")},
    {"pay-winner", "bnn",
     //: Free play, craps. %1 the bet, %2 the total, %3 its ratio.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "%1 wins on a %2: pay it, at %3.")},
    {"return-off-odds", "b",
     //: Free play, craps. %1 the odds. Off on the come-out (art. 16 §10, last paragraph).
     QT_TRANSLATE_NOOP("croupier::CrapsDealer",
                       "%1 were off on the come-out and their bet is decided: give them back.")},
    {"wrong-come-number", "bnn",
     //: Free play, craps. %1 the bet, %2 the right number, %3 the number given.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "%1 goes to the number just rolled, %2, not %3.")},
    {"wrong-payout", "tbmn",
     //: Free play, craps: a wrong payout typed. %1 the amount typed, %2 the bet, %3 the stake, %4 the ratio.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "Not %1: %2 of %3 pays %4, rounded down to the chip.")},
    {"move-puck", "",
     //: Free play, craps: every bet is settled; the puck is next.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "Every bet is settled: now move the puck.")},
    {"puck-seven-out", "",
     //: Free play, craps: a 7 with the point on.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "A 7 with the point on is a seven-out: the puck goes OFF.")},
    {"puck-on-point", "n",
     //: Free play, craps: a come-out 4, 5, 6, 8, 9 or 10. %1 the point.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "A %1 on the come-out is the POINT: the puck goes ON the %1.")},
    {"puck-stays-on", "n",
     //: Free play, craps. %1 the point.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "The point is still %1: the puck stays ON the %1.")},
    {"puck-point-made", "n",
     //: Free play, craps. %1 the point just made.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "The point %1 is made: the puck goes OFF.")},
    {"puck-stays-off", "n",
     //: Free play, craps: a come-out 2, 3, 7, 11 or 12.
     QT_TRANSLATE_NOOP("croupier::CrapsDealer", "No point is set on a %1: the puck stays OFF.")},
};

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
    return b ? WordsText::source(qs(crapsRule(*b).source)) : QString();
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
            perBet[0] = {{QStringLiteral("action"), qs(crapsActionName(crapsStepAction(bets[0].bet, r, false)))},
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
        for (const CrapsSettlementStep &step : r.steps)
            perBet[step.index] = {{QStringLiteral("action"), qs(crapsActionName(step.action))},
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

CrapsDealer::CrapsDealer(QObject *parent) : TableDealer(parent) { newGame(); }

CrapsDealer::~CrapsDealer() = default;

void CrapsDealer::setSeed(int seed)
{
    if (seed == m_seed && m_round)
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
    flush(); // what the old round still had queued for the felt, before it is cleared
    m_round = std::make_unique<CrapsRound>(m_profile, seed, m_autoBetting);
    m_roundSeed = seed;
    m_round->setIncidents(IncidentSchedule(seed, incidentRate()));
    m_model.clear();
    resetCounts();
    m_message = nullptr;
    takeEvents();
    emit changed();
}

void CrapsDealer::applyIncidentRate()
{
    if (m_round)
        m_round->setIncidents(IncidentSchedule(m_roundSeed + std::uint64_t(m_round->rolls()), incidentRate()));
}

void CrapsDealer::forceIncident(const QString &kind)
{
    if (m_round)
        m_round->setIncidents([&] {
            IncidentSchedule s(m_roundSeed + std::uint64_t(m_round->rolls()), incidentRate());
            s.force(kind.toStdString());
            return s;
        }());
    takeEvents();
    emit changed();
}

QString CrapsDealer::incidentKind() const
{
    return m_round->incident() ? QString::fromStdString(m_round->incident()->kind) : QString();
}

QString CrapsDealer::incident() const
{
    if (!m_round->incident())
        return {};
    const std::string &k = m_round->incident()->kind;
    if (k == "no-roll")
        return tr("No Roll (art. 16 §8): a die that leaves the table, or stops on its edge or against a stack, decides "
                  "nothing; after a die has left the table the shooter picks two of five dice offered, and no bet is "
                  "placed while they are offered.");
    if (k == "dice-declined")
        return tr("The dice (art. 16 §7, §9): they pass clockwise; a player may decline them; the shooter must have a "
                  "bet on WIN or DON'T WIN.");
    if (k == "take-down-refused")
        return tr("Take-downs (art. 16 §10 α): WIN and COME stay until they win or lose; other bets may be taken down "
                  "once their odds are off.");
    if (k == "over-limit")
        return tr("Maxima (art. 16 §3–5): the table maximum is 100 to 1000 times the minimum; odds, place, lay and "
                  "proposition bets have maxima of their own. A bet above its maximum is reduced or refused before "
                  "the throw.");
    return {};
}

QString CrapsDealer::incidentStepText(const DealerStep &s) const
{
    const QString target = QString::fromStdString(s.target);
    if (s.action == "no-roll")
        //: Free play, craps: the stickman's call on a throw that decides nothing (art. 16 §8)
        return tr("Call No Roll: the throw decides nothing.");
    if (s.action == "offer-dice")
        return tr("Offer the dice to player %1.").arg(target);
    if (s.action == "refuse-bet")
        return tr("Refuse player %1's bet: no bet while the dice are offered.").arg(target);
    if (s.action == "pass-dice")
        return tr("Pass the dice to player %1.").arg(target);
    if (s.action == "reduce")
        return tr("Reduce the bet to its maximum, %1.").arg(crapsMoneyText(Money::parseCanonical(s.value)));
    if (s.action == "refuse-take-down")
        return tr("Refuse: WIN and COME cannot be taken down.");
    if (s.action == "take-down")
        return tr("Take the bet down and give it back.");
    return {};
}

QString CrapsDealer::incidentSituation(const DealerStep &s) const
{
    const Incident *in = m_round->incident() ? &*m_round->incident() : nullptr;
    const auto detail = [in](const char *key) { return in ? QString::fromStdString(in->detail(key)) : QString(); };
    const auto bet = [&](const char *key) {
        const auto b = crapsBetFromName(in ? in->detail(key) : std::string());
        return b ? betLabel(*b) : QString();
    };
    if (s.action == "no-roll" || ((s.action == "offer-dice" || s.action == "refuse-bet") && in && in->kind == "no-roll")) {
        const QStringList d = detail("voided_dice").split(QLatin1Char(','));
        //: Two dice: %1 and %2 their faces
        const QString dice = d.size() == 2 ? tr("%1 and %2").arg(d[0], d[1]) : detail("voided_dice");
        if (s.action == "refuse-bet")
            //: Free play, craps: %1 the seat, %2 the bet
            return tr("While the dice are being offered, player %1 puts chips on %2.")
                .arg(QString::fromStdString(s.target), betLabel(*crapsBetFromName(s.value)));
        if (s.action == "offer-dice")
            return tr("The die that left the table is gone; the shooter needs dice.");
        return detail("cause") == QLatin1String("off-table")
                   //: Free play, craps: %1 the dice shown ("6 and 1")
                   ? tr("The dice show %1, but one of them has left the table.").arg(dice)
                   : tr("The dice show %1, but one of them has stopped on its edge against the chips.").arg(dice);
    }
    if (s.action == "offer-dice" || s.action == "pass-dice")
        return s.action == "offer-dice" ? tr("The dice come to player %1.").arg(QString::fromStdString(s.target))
                                        : tr("Player %1 declines the dice.").arg(detail("seat"));
    if (s.action == "reduce")
        //: Free play, craps: %1 the seat, %2 the stake, %3 the bet
        return tr("Player %1 puts %2 on %3.").arg(detail("seat"), crapsMoneyText(Money::parseCanonical(detail("stake").toStdString())), bet("bet"));
    if (s.action == "refuse-take-down" || s.action == "take-down")
        return tr("Player %1 asks to take down his %2.").arg(detail("seat"), bet("bet"));
    return {};
}

int CrapsDealer::placeBet(int seat, CrapsBet bet, const Money &stake, std::optional<int> comePoint, bool working)
{
    const int id = m_round->placeBet(seat, bet, stake, comePoint, working);
    takeEvents();
    emit changed();
    return id;
}

void CrapsDealer::takeEvents()
{
    // The round has moved on; its events reach the bet model one dealGap apart
    // (TableDealer::pace), as at the other tables.
    for (const TableEvent &e : m_round->takeEvents()) {
        if (e.kind == TableEvent::Kind::BetPlaced) {
            const CrapsTable::Bet *b = m_round->table().find(e.row);
            if (!b)
                continue;
            CrapsBetListModel::Row row;
            row.id = b->id;
            row.seat = b->seat;
            row.bet = b->bet;
            row.stake = b->stake;
            row.betPoint = b->betPoint.value_or(0);
            row.working = b->working;
            pace([this, row] { m_model.append(row); });
        } else if (e.kind == TableEvent::Kind::ChipsMoved) {
            pace([this, id = e.row, what = e.what, value = e.value, rack = rackMove(e.what, e.value)] {
                rack();   // the house's rack: a losing stake in, a payout out
                const int at = m_model.rowOf(id);
                if (at < 0)
                    return;
                if (what == "cleared" || what == "taken-down") {
                    m_model.removeAt(at);
                    return;
                }
                CrapsBetListModel::Row r = m_model.rows()[std::size_t(at)];
                if (what == "collected") {
                    r.state = QStringLiteral("lost");
                } else if (what == "moved") {
                    r.betPoint = QString::fromStdString(value).toInt();
                } else if (what == "paid") {
                    r.state = QStringLiteral("won");
                    r.payout = Money::parseCanonical(value);
                } else if (what == "returned") {
                    r.state = QStringLiteral("returned");
                }
                m_model.update(at, r);
            });
        }
    }
    pace([this, currentId = m_round->activeBetId()] {
        for (int row = 0; row < m_model.rowCount(); ++row) {
            CrapsBetListModel::Row r = m_model.rows()[std::size_t(row)];
            if (r.current == (r.id == currentId))
                continue;
            r.current = r.id == currentId;
            m_model.update(row, r);
        }
    });
}

QString CrapsDealer::phase() const
{
    switch (m_round->phase()) {
    case CrapsRound::Phase::Roll: return QStringLiteral("roll");
    case CrapsRound::Phase::Call: return QStringLiteral("call");
    case CrapsRound::Phase::Settle: return QStringLiteral("settle");
    case CrapsRound::Phase::Puck: return QStringLiteral("puck");
    }
    return {};
}

QString CrapsDealer::refusalText(const Refusal &r) const
{
    const auto arg = [&r](std::size_t i) { return i < r.args.size() ? QString::fromStdString(r.args[i]) : QString(); };
    const auto bet = [&](std::size_t i) {
        const auto b = crapsBetFromName(i < r.args.size() ? r.args[i] : std::string());
        return b ? betLabel(*b) : arg(i);
    };
    const auto cash = [&](std::size_t i) {
        try {
            return crapsMoneyText(Money::parseCanonical(i < r.args.size() ? r.args[i] : std::string()));
        } catch (const InputError &) {
            return arg(i);
        }
    };
    const auto twoDice = [&](const QString &pair) {
        const QStringList d = pair.split(QLatin1Char(','));
        return d.size() == 2 ? tr("%1 and %2").arg(d[0], d[1]) : pair;
    };
    if (r.reason == "call-no-roll")
        //: Free play, craps: %1 the dice of the voided throw ("6 and 1")
        return arg(1) == QLatin1String("off-table")
                   ? tr("A die left the table: the throw %1 is No Roll and decides nothing. Call it (art. 16 §8).")
                         .arg(twoDice(arg(0)))
                   : tr("A die stopped on its edge against the chips: the throw %1 is No Roll and decides nothing. Call "
                        "it (art. 16 §8).")
                         .arg(twoDice(arg(0)));
    if (r.reason == "offer-dice")
        return tr("The dice go first to player %1: offer them (art. 16 §7–8).").arg(arg(0));
    if (r.reason == "no-bet-while-offered")
        //: %1 the seat, %2 the bet
        return tr("Player %1 is putting chips on %2 while the dice are offered: no bet is placed then (art. 16 §8).")
            .arg(arg(0), bet(1));
    if (r.reason == "pass-dice-on")
        //: %1 the player who declined, %2 the next player clockwise
        return tr("Player %1 declines the dice: they pass clockwise, to player %2 (art. 16 §7).").arg(arg(0), arg(1));
    if (r.reason == "over-limit")
        //: %1 the bet, %2 the stake offered, %3 its maximum
        return tr("%2 on %1 is over its maximum, %3: reduce it or refuse it before the throw (art. 16 §3–5).")
            .arg(bet(0), cash(1), cash(2));
    if (r.reason == "reduce-to-maximum")
        return tr("%2 on %1 is reduced to its maximum, %3, not %4.").arg(bet(0), cash(1), cash(2), cash(3));
    if (r.reason == "bet-not-allowed")
        //: Free play, craps: a bet the layout no longer allows; %1 the rule's words
        return tr("The layout no longer allows that bet: %1.").arg(arg(1));
    if (r.reason == "take-down-never")
        return tr("%1 cannot be taken down: it stays until it wins or loses (art. 16 §10 α).").arg(bet(0));
    if (r.reason == "take-down-allowed")
        return tr("%1 may be taken down: give it back to the player.").arg(bet(0));
    for (const RefusalSentence &s : kRefusals) {
        if (r.reason != s.reason)
            continue;
        QString text = tr(s.sentence);
        for (std::size_t i = 0; i < r.args.size() && s.kinds[i]; ++i) {
            const std::string &a = r.args[i];
            switch (s.kinds[i]) {
            case 'b': text = text.arg(betLabel(parseCrapsBet(a))); break;
            case 'm': text = text.arg(crapsMoneyText(Money::parseCanonical(a))); break;
            case 't': text = text.arg(a.empty() ? QStringLiteral("0") : QString::fromStdString(a)); break;
            default: text = text.arg(QString::fromStdString(a)); break;
            }
        }
        return text;
    }
    return QString::fromStdString(r.reason);
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
    const DealerStep step = m_round->expected();
    QVariantMap m;
    m[QStringLiteral("action")] = QString::fromStdString(step.action);
    switch (m_round->phase()) {
    case CrapsRound::Phase::Roll:
        if (step.action != "roll") {
            m[QStringLiteral("text")] = incidentStepText(step);
            m[QStringLiteral("target")] = QString::fromStdString(step.target);
            // What act() takes: the seat for "pass-dice", the amount for "reduce".
            m[QStringLiteral("value")] = QString::fromStdString(step.action == "pass-dice" ? step.target : step.value);
            break;
        }
        //: Free play, craps: the right next step. %1 the shooter's seat.
        m[QStringLiteral("text")] = tr("Player %1 throws the dice.").arg(m_round->shooter());
        break;
    case CrapsRound::Phase::Call:
        m[QStringLiteral("value")] = std::stoi(step.value);
        //: Free play, craps. %1 the total.
        m[QStringLiteral("text")] = tr("Call the total: %1.").arg(std::stoi(step.value));
        break;
    case CrapsRound::Phase::Settle: {
        const CrapsSettlementStep &s = *m_round->currentStep();
        if (s.action == CrapsSettlementStep::Action::Move)
            m[QStringLiteral("value")] = std::stoi(step.value);
        else if (s.action == CrapsSettlementStep::Action::Pay)
            m[QStringLiteral("value")] = QString::fromStdString(step.value);
        m[QStringLiteral("betId")] = m_round->activeBetId();
        m[QStringLiteral("text")] = stepText(s);
        break;
    }
    case CrapsRound::Phase::Puck: {
        const int p = std::stoi(step.value);
        m[QStringLiteral("value")] = p;
        m[QStringLiteral("text")] = p ? tr("Put the puck ON the %1.").arg(p) : tr("Turn the puck OFF.");
        break;
    }
    }
    return m;
}

bool CrapsDealer::act(const QString &action, const QVariant &value)
{
    DealerStep step;
    step.action = action.toLower().toStdString();
    step.value = value.toString().trimmed().toStdString();
    if (step.action == "pass-dice") {
        step.target = step.value;   // the seat the trainee passes the dice to
        step.value.clear();
    }
    if ((step.action == "pay" || step.action == "reduce") && !step.value.empty()) {
        // What the trainee typed, read as his language writes amounts, in whole chips.
        const Amounts::Reading typed = Amounts::read(value.toString(), m_profile.chipUnit);
        if (!typed.amount)
            return refuse([error = typed.error] { return error; });
        step.value = typed.amount->toString();
    }
    if (const std::optional<Refusal> refusal = m_round->apply(step)) {
        const Refusal r = *refusal;
        return refuse([this, r] { return refusalText(r); }, QString::fromStdString(r.source));
    }
    m_message = nullptr;
    if (m_round->phase() == CrapsRound::Phase::Roll && m_round->lastRollSevenOut() && step.action == "puck")
        //: Free play, craps: after a 7 with the point on (art. 16 §7). %1 the next shooter's seat.
        m_message = [this, shooter = m_round->shooter()] { return tr("Seven out: the dice pass to player %1.").arg(shooter); };
    m_round->takeFinishedRoll();
    takeEvents();
    accept();
    return true;
}

QString CrapsDealer::status() const
{
    switch (m_round->phase()) {
    case CrapsRound::Phase::Roll: {
        const DealerStep step = m_round->expected();
        if (step.action != "roll")
            //: Free play, craps, an incident: %1 what happened; the keys name the dealer's possible answers
            return tr("%1 What does the dealer do?").arg(incidentSituation(step));
        //: Free play, craps: what to do now. %1 the shooter's seat.
        return tr("Player %1 has the dice: press R to throw.").arg(m_round->shooter());
    }
    case CrapsRound::Phase::Call:
        //: Free play, craps: what to do now.
        return tr("Call the total: type it and press Enter.");
    case CrapsRound::Phase::Settle: {
        const CrapsSettlementStep &s = *m_round->currentStep();
        //: Free play, craps: what to do now. %1 the bet, %2 its seat; the keys in brackets.
        return tr("%1 of player %2: collect (C), move (M), give back (B), or type the payout and press Enter.")
            .arg(betLabel(s.bet.bet))
            .arg(s.bet.seat);
    }
    case CrapsRound::Phase::Puck:
        //: Free play, craps: what to do now.
        return tr("Move the puck: type the point and press Enter, or O for OFF.");
    }
    return {};
}

} // namespace croupier
