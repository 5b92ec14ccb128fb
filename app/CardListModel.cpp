#include "CardListModel.h"

#include "Card.h"
#include "InputError.h"

namespace croupier {

CardListModel::CardListModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

bool CardListModel::append(const QString &card, bool faceUp, bool sideways)
{
    try {
        (void)Card::parse(card.toStdString());
    } catch (const InputError &) {
        return false;
    }
    const int row = count();
    beginInsertRows({}, row, row);
    m_cards.push_back({card, faceUp, sideways});
    endInsertRows();
    emit countChanged();
    return true;
}

void CardListModel::reveal(int row)
{
    if (row < 0 || row >= count() || m_cards[std::size_t(row)].faceUp)
        return;
    m_cards[std::size_t(row)].faceUp = true;
    emit dataChanged(index(row), index(row), {FaceUpRole});
}

void CardListModel::clear()
{
    if (m_cards.empty())
        return;
    beginRemoveRows({}, 0, count() - 1);
    m_cards.clear();
    endRemoveRows();
    emit countChanged();
}

QString CardListModel::cardAt(int row) const
{
    return row >= 0 && row < count() ? m_cards[std::size_t(row)].card : QString();
}

int CardListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant CardListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &e = m_cards[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case CardRole: return e.card;
    case RankRole: {
        const QChar r = e.card.at(0);
        return r == QLatin1Char('T') ? QStringLiteral("10") : QString(r);
    }
    case SuitRole: return QString(e.card.at(1));
    case FaceUpRole: return e.faceUp;
    case SidewaysRole: return e.sideways;
    }
    return {};
}

QHash<int, QByteArray> CardListModel::roleNames() const
{
    return {{CardRole, "card"}, {RankRole, "rank"}, {SuitRole, "suit"}, {FaceUpRole, "faceUp"},
            {SidewaysRole, "sideways"}};
}

} // namespace croupier
