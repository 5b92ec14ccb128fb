#include "ChipPayment.h"

#include "Amounts.h"
#include "InputError.h"

#include <QDebug>

#include <algorithm>
#include <map>

namespace croupier {

namespace {

Money readDenomination(const QString &text) { return Money::parseCanonical(text.toStdString()); }

} // namespace

ChipPayment::ChipPayment(QObject *parent)
    : QAbstractListModel(parent)
{
}

int ChipPayment::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant ChipPayment::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int tube = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case ValueRole: return m_denominations.at(tube);
    case TubeRole: return tube;
    default: return {};
    }
}

QHash<int, QByteArray> ChipPayment::roleNames() const
{
    return {{ValueRole, "value"}, {TubeRole, "tube"}};
}

int ChipPayment::rowAfter(int tube) const
{
    // Rows are sorted largest tube first: past every chip of this tube or a larger one.
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [tube](int t) { return t >= tube; }));
}

void ChipPayment::floatChanged()
{
    // Another float (its chips or its tubes): the hand is emptied, its chips were of the old one.
    beginResetModel();
    m_taken.clear();
    m_rows.clear();
    endResetModel();
    m_error.clear();
    emit denominationsChanged();
    emit changed();
}

void ChipPayment::setDenominations(const QStringList &denominations)
{
    if (denominations == m_denominations)
        return;
    m_denominations.clear();
    for (const QString &d : denominations) {
        try {
            readDenomination(d);
            m_denominations << d;
        } catch (const InputError &) {
            qWarning() << "ChipPayment: not a denomination, left out of the float:" << d;
        }
    }
    floatChanged();
}

void ChipPayment::setTubes(const QVariantList &tubes)
{
    if (tubes == m_tubes)
        return;
    m_tubes = tubes;
    floatChanged();
}

int ChipPayment::left(int tube) const
{
    if (tube < 0 || tube >= m_tubes.size() || m_tubes.at(tube).toInt() < 0)
        return -1;
    return std::max(0, m_tubes.at(tube).toInt() - int(std::count(m_taken.cbegin(), m_taken.cend(), tube)));
}

QStringList ChipPayment::chips() const
{
    QStringList out;
    out.reserve(qsizetype(m_taken.size()));
    for (const int tube : m_taken)
        out << m_denominations.at(tube);
    return out;
}

Money ChipPayment::value() const
{
    Money sum;
    for (const int tube : m_taken)
        sum = sum + readDenomination(m_denominations.at(tube));
    return sum;
}

QString ChipPayment::total() const { return QString::fromStdString(value().toString()); }

bool ChipPayment::take(int tube, const QString &count)
{
    if (tube < 0 || tube >= m_denominations.size()) {
        //: Paying in chips: the key pressed has no tube in the float; %1 the tube's number
        m_error = tr("The float has no tube %1.").arg(tube + 1);
        emit changed();
        return false;
    }
    int n = 1;
    const QString typed = count.trimmed();
    if (!typed.isEmpty()) {
        const bool digits = std::all_of(typed.cbegin(), typed.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; });
        n = digits && typed.size() <= 3 ? typed.toInt() : -1;
        if (n < 1 || n > kMostAtOnce) {
            //: Paying in chips: the count typed before a tube's key; %1 as typed, %2 the most at once
            m_error = tr("Chips: \"%1\" is not a count of chips (a whole number from 1 to %2).").arg(typed).arg(kMostAtOnce);
            emit changed();
            return false;
        }
    }
    if (const int has = left(tube); has >= 0 && n > has) {
        //: Paying in chips: more chips than the tube has left (the house sets each tube's count);
        //: %1 the chip, %2 how many are left
        m_error = tr("The tube of %1 has %2 chips left.").arg(Amounts::write(readDenomination(m_denominations.at(tube)))).arg(has);
        emit changed();
        return false;
    }
    const int row = rowAfter(tube);
    beginInsertRows({}, row, row + n - 1);
    m_taken.insert(m_taken.end(), std::size_t(n), tube);
    m_rows.insert(m_rows.begin() + row, std::size_t(n), tube);
    endInsertRows();
    m_error.clear();
    emit changed();
    return true;
}

bool ChipPayment::takeBack()
{
    if (m_taken.empty())
        return false;
    // The last chip of its denomination in the stack: the same chip as the one last taken.
    const int row = rowAfter(m_taken.back()) - 1;
    beginRemoveRows({}, row, row);
    m_taken.pop_back();
    m_rows.erase(m_rows.begin() + row);
    endRemoveRows();
    m_error.clear();
    emit changed();
    return true;
}

void ChipPayment::clear()
{
    if (m_taken.empty() && m_error.isEmpty())
        return;
    if (!m_rows.empty()) {
        beginRemoveRows({}, 0, int(m_rows.size()) - 1);
        m_taken.clear();
        m_rows.clear();
        endRemoveRows();
    }
    m_error.clear();
    emit changed();
}

QVariantMap ChipPayment::breakdown() const
{
    std::map<int, int> counts;
    for (const int tube : m_taken)
        ++counts[tube];
    QVariantMap out;
    for (const auto &[tube, n] : counts)
        out.insert(m_denominations.at(tube), n);
    return out;
}

} // namespace croupier
