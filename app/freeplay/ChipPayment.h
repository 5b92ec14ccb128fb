#pragma once

#include "Money.h"

#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace croupier {

/**
 * @brief A payment being built chip by chip from the table's float (issue 16): the
 * chips taken, in order, and their exact value. It decides nothing of a rule: the
 * table's dealer grades the payment handed over (TableDealer::payInChips) against the
 * engine's amount and the fewest chips the float allows.
 *
 * The trainee takes chips by keyboard (a count typed, then the tube's key) or by
 * clicking a tube; takeBack() returns the last chip to the float; breakdown() is the
 * payment as question-bank.md's `chips.pay` writes it, denomination → count.
 *
 * It is also the model of the chips in hand (STYLE.md, convention 7): a row a chip, drawn
 * as chips lie in a hand, the largest at row 0 (the bottom of the stack) and each
 * denomination in the order taken. A take inserts its chips as one block of rows and
 * takeBack() removes one row, so the view slides only the chips that moved. Roles:
 * `value` (the denomination, bank's notation) and `tube` (its tube, 0 the smallest).
 */
class ChipPayment : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

    /// The float's denominations in the bank's notation, smallest first (the tubes).
    Q_PROPERTY(QStringList denominations READ denominations WRITE setDenominations NOTIFY denominationsChanged FINAL)
    /// How many chips each tube holds (-1: not counted), as the house sets them (TableDealer::chipTubes).
    Q_PROPERTY(QVariantList tubes READ tubes WRITE setTubes NOTIFY denominationsChanged FINAL)
    /// The chips taken so far, a denomination each, in the order taken.
    Q_PROPERTY(QStringList chips READ chips NOTIFY changed FINAL)
    /// Their value, exact, in the bank's notation ("37.5"); "0" when none.
    Q_PROPERTY(QString total READ total NOTIFY changed FINAL)
    Q_PROPERTY(int count READ count NOTIFY changed FINAL)
    /// Why the last take was refused, naming what was typed; empty after a good one.
    Q_PROPERTY(QString error READ error NOTIFY changed FINAL)

public:
    /// More chips than this in one take is a slip of the keyboard, refused.
    static constexpr int kMostAtOnce = 100;

    enum Role { ValueRole = Qt::UserRole + 1, TubeRole };

    explicit ChipPayment(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QStringList denominations() const { return m_denominations; }
    void setDenominations(const QStringList &denominations);
    QVariantList tubes() const { return m_tubes; }
    void setTubes(const QVariantList &tubes);
    QStringList chips() const;
    QString total() const;
    int count() const { return int(m_taken.size()); }
    QString error() const { return m_error; }

    /**
     * Takes @p count chips (as typed: empty for one) from tube @p tube (0 = the smallest).
     * Refused, with error() naming it and nothing taken, for a tube the float has not, and
     * for a count that is not a whole number from 1 to kMostAtOnce ("-1", "2.5", "0"), and
     * for more chips than the tube has left.
     */
    Q_INVOKABLE bool take(int tube, const QString &count = QString());
    /// The chips still in tube @p tube while this payment is built; -1 when it is not counted.
    Q_INVOKABLE int left(int tube) const;
    /// The last chip taken goes back to the float; false when there is none.
    Q_INVOKABLE bool takeBack();
    Q_INVOKABLE void clear();
    /// Denomination → count, as `chips.pay` answers ({"25": 2, "2.5": 1}).
    Q_INVOKABLE QVariantMap breakdown() const;

    /// The value of the chips taken.
    Money value() const;

signals:
    void denominationsChanged();
    void changed();

private:
    /// The float changed: the hand is emptied and the change said.
    void floatChanged();
    /// The row the next chip of @p tube goes to: on top of its denomination's chips.
    int rowAfter(int tube) const;

    QStringList m_denominations;
    QVariantList m_tubes;
    std::vector<int> m_taken;   ///< tube indices, in the order taken
    std::vector<int> m_rows;    ///< the same tubes as the rows draw them: largest first
    QString m_error;
};

} // namespace croupier
