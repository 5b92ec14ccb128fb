#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace croupier {

/**
 * @brief The stakes on a baccarat layout during free play, one row per bet, so each
 * stack of chips animates as it is placed, collected or paid (STYLE.md, convention 7).
 *
 * Rows are appended one at a time as the simulated punters bet and removed all at
 * once when the next coup's bets are taken.
 *
 * Roles:
 * - seat (int): numbered from the dealer's right (art. 15 §9);
 * - bet (string): "player", "banker", "tie", "player-pair", "banker-pair"
 *   (Punto Banco); "player" for a punter's stake against the bank and "bank" for the
 *   banker's bank (chemin de fer); "tableau1", "tableau2", "bank" (deux tableaux);
 * - stake (string): money in the bank's notation ("12.5");
 * - state (string): "placed", "collected", "paid", "push" (stays, §14 γ), "bank";
 * - paid (string): the payout put beside the stake ("0" until paid);
 * - commission (string): the commission taken from it ("0" unless taken);
 * - banco (bool): the punter called "banco" (takes the whole bank, chemin de fer);
 * - seatHasTie (bool): the same seat also has an Egalité bet, or bets on both Punto and
 *   Banco (two players at one seat): the layout draws the two front bets side by side;
 * - besideMain (bool): a Banco bet whose seat also bets on Punto, drawn in the Egalité's
 *   place beside it.
 */
class BaccaratBetModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by BaccaratDealer")

    Q_PROPERTY(int count READ count NOTIFY countChanged FINAL)

public:
    enum Role { SeatRole = Qt::UserRole + 1, BetRole, StakeRole, StateRole, PaidRole, CommissionRole, BancoRole, SeatHasTieRole, BesideMainRole };
    Q_ENUM(Role)

    struct Entry
    {
        int seat = 1;
        QString bet;
        QString stake;
        QString state = QStringLiteral("placed");
        QString paid = QStringLiteral("0");
        QString commission = QStringLiteral("0");
        bool banco = false;
    };

    explicit BaccaratBetModel(QObject *parent = nullptr);

    int count() const { return int(m_rows.size()); }
    const Entry &at(int row) const { return m_rows[std::size_t(row)]; }
    Q_INVOKABLE QVariantMap get(int row) const;

    void append(const Entry &entry);
    void setState(int row, const QString &state);
    void setPaid(int row, const QString &paid);
    void setCommission(int row, const QString &commission);
    void setStake(int row, const QString &stake);
    void clear();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void countChanged();

private:
    bool seatHasTie(int seat) const;
    /// The seat bets on @p bet ("player", "banker").
    bool seatBets(int seat, const QString &bet) const;

    std::vector<Entry> m_rows;
};

} // namespace croupier
