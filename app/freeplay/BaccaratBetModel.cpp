#include "BaccaratBetModel.h"

#include <algorithm>

namespace croupier {

BaccaratBetModel::BaccaratBetModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

QVariantMap BaccaratBetModel::get(int row) const
{
    if (row < 0 || row >= count())
        return {};
    const Entry &e = at(row);
    return {{QStringLiteral("seat"), e.seat},         {QStringLiteral("bet"), e.bet},
            {QStringLiteral("stake"), e.stake},       {QStringLiteral("state"), e.state},
            {QStringLiteral("paid"), e.paid},         {QStringLiteral("commission"), e.commission},
            {QStringLiteral("banco"), e.banco}};
}

void BaccaratBetModel::append(const Entry &entry)
{
    const int row = count();
    beginInsertRows({}, row, row);
    const bool pairsFront = !seatHasTie(entry.seat)
        && (entry.bet == QLatin1String("tie")
            || (entry.bet == QLatin1String("player") && seatBets(entry.seat, QStringLiteral("banker")))
            || (entry.bet == QLatin1String("banker") && seatBets(entry.seat, QStringLiteral("player"))));
    m_rows.push_back(entry);
    endInsertRows();
    emit countChanged();
    if (pairsFront)
        for (int r = 0; r < row; ++r)
            if (m_rows[std::size_t(r)].seat == entry.seat)
                emit dataChanged(index(r), index(r), {SeatHasTieRole, BesideMainRole});
}

bool BaccaratBetModel::seatBets(int seat, const QString &bet) const
{
    return std::any_of(m_rows.begin(), m_rows.end(), [&](const Entry &e) { return e.seat == seat && e.bet == bet; });
}

bool BaccaratBetModel::seatHasTie(int seat) const
{
    return seatBets(seat, QStringLiteral("tie"))
        || (seatBets(seat, QStringLiteral("player")) && seatBets(seat, QStringLiteral("banker")));
}

void BaccaratBetModel::setState(int row, const QString &state)
{
    m_rows[std::size_t(row)].state = state;
    emit dataChanged(index(row), index(row), {StateRole});
}

void BaccaratBetModel::setPaid(int row, const QString &paid)
{
    m_rows[std::size_t(row)].paid = paid;
    emit dataChanged(index(row), index(row), {PaidRole});
}

void BaccaratBetModel::setCommission(int row, const QString &commission)
{
    m_rows[std::size_t(row)].commission = commission;
    emit dataChanged(index(row), index(row), {CommissionRole});
}

void BaccaratBetModel::setStake(int row, const QString &stake)
{
    m_rows[std::size_t(row)].stake = stake;
    emit dataChanged(index(row), index(row), {StakeRole});
}

void BaccaratBetModel::clear()
{
    if (m_rows.empty())
        return;
    beginRemoveRows({}, 0, count() - 1);
    m_rows.clear();
    endRemoveRows();
    emit countChanged();
}

int BaccaratBetModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant BaccaratBetModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &e = at(index.row());
    switch (role) {
    case SeatRole: return e.seat;
    case BetRole: return e.bet;
    case StakeRole: return e.stake;
    case StateRole: return e.state;
    case PaidRole: return e.paid;
    case CommissionRole: return e.commission;
    case BancoRole: return e.banco;
    case SeatHasTieRole: return seatHasTie(e.seat);
    case BesideMainRole: return e.bet == QLatin1String("banker") && seatBets(e.seat, QStringLiteral("player"));
    case Qt::DisplayRole: return QStringLiteral("%1 %2 %3").arg(e.seat).arg(e.bet, e.stake);
    }
    return {};
}

QHash<int, QByteArray> BaccaratBetModel::roleNames() const
{
    return {{SeatRole, "seat"},   {BetRole, "bet"},           {StakeRole, "stake"}, {StateRole, "state"},
            {PaidRole, "paid"},   {CommissionRole, "commission"}, {BancoRole, "banco"},
            {SeatHasTieRole, "seatHasTie"}, {BesideMainRole, "besideMain"}};
}

} // namespace croupier
