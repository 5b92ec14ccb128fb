#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace croupier {

/**
 * @brief A row of cards on the felt (a hand, a tableau, the burned cards), one
 * row per card, so a ListView or Repeater animates each card as it arrives
 * (STYLE.md, convention 7).
 *
 * Rows are appended one at a time (append()) and removed all at once when the
 * cards are collected (clear()).
 *
 * Roles:
 * - card (string): "7H", "TS", ... as question-bank.md writes cards;
 * - rank (string): "A", "2" ... "10", "J", "Q", "K" (10 for T), for the face;
 * - suit (string): "S", "H", "D", "C";
 * - faceUp (bool): false while the card lies face down (the dealer's hole card);
 * - sideways (bool): a baccarat third card, laid across (art. 15 §9 practice).
 */
class CardListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int count READ count NOTIFY countChanged FINAL)

public:
    enum Role { CardRole = Qt::UserRole + 1, RankRole, SuitRole, FaceUpRole, SidewaysRole };
    Q_ENUM(Role)

    struct Entry
    {
        QString card;
        bool faceUp = true;
        bool sideways = false;
    };

    explicit CardListModel(QObject *parent = nullptr);

    int count() const { return int(m_cards.size()); }
    /// Adds @p card ("7H") at the end. Invalid card text is refused (returns false).
    Q_INVOKABLE bool append(const QString &card, bool faceUp = true, bool sideways = false);
    /// Turns the card at @p row face up.
    Q_INVOKABLE void reveal(int row);
    Q_INVOKABLE void clear();
    Q_INVOKABLE QString cardAt(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void countChanged();

private:
    std::vector<Entry> m_cards;
};

} // namespace croupier
