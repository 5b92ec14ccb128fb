#pragma once

#include "Money.h"
#include "chips/ChipFloat.h"

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace croupier {

/**
 * @brief The dealer's rack at a free-play table (issue 17, item 4): the float's tubes and
 * how many chips each holds now, the counts going up as losing stakes are collected into
 * it and down as winners are paid from it.
 *
 * It decides nothing of a rule: the table's dealer feeds it the engine's settlement (a
 * stake collected, a payout paid, TableDealer::rackMove) when the felt shows it. A stake
 * comes in as the fewest chips of the float that make it (a player bets so, and a
 * dealer sorts them so into the tubes); a payout goes out as the chips handed over when
 * the trainee paid in chips, else as the fewest chips the tubes hold. A tube too short for
 * a payment is filled back to the house's count first (a fill: the float is kept filled,
 * HouseChips), and the fills are counted. A tube the house does not count (-1) is drawn
 * full and never counted.
 *
 * Rows: the tubes, smallest first. Roles: `chip` (the denomination, bank notation),
 * `count` (the chips in it now; -1 not counted), `setting` (the house's count).
 */
class DealerRack : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A table's rack: TableDealer.rack")

    /// Each tube's chips now, smallest first (-1: a tube the house does not count).
    Q_PROPERTY(QVariantList counts READ counts NOTIFY countsChanged FINAL)
    /// How many times a tube was filled back to the house's count to pay.
    Q_PROPERTY(int fills READ fills NOTIFY countsChanged FINAL)

public:
    enum Role { ChipRole = Qt::UserRole + 1, CountRole, SettingRole };

    explicit DealerRack(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QVariantList counts() const;
    int fills() const { return m_fills; }

    /// The rack as the house fills it: @p houseFloat's tubes and counts.
    void reset(const ChipFloat &houseFloat);
    /// A losing stake of @p amount slides in: its fewest chips go to their tubes. An
    /// amount no chips of the float make is left out (the rack is a picture of chips).
    void collect(const Money &amount);
    /// A payout of @p amount goes out: the fewest chips the tubes hold now (a tube filled first when short).
    void pay(const Money &amount);
    /// A payout handed over as @p chips (the trainee's own chips, as taken from the tubes).
    void pay(const ChipBreakdown &chips);
    /// The chips in the tube of @p chip now; -1 for a tube not counted or no tube.
    std::int64_t count(const Money &chip) const;

signals:
    void countsChanged();

private:
    struct Tube
    {
        Money chip;
        std::int64_t setting = -1;   ///< the house's count, -1 not counted
        std::int64_t count = -1;
    };
    /// The float as the tubes hold it now (counted tubes bounded by their count).
    ChipFloat holding() const;
    void add(const ChipBreakdown &chips, int sign);

    std::vector<Tube> m_tubes;
    int m_fills = 0;
};

} // namespace croupier
