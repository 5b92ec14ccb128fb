#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace croupier {

/**
 * @brief What the baccarat and blackjack felts print of their payments (QML
 * singleton `FeltPays`), read from the pay tables the engines settle by, so the
 * printing cannot disagree with a payout (STYLE.md, convention 4). CrapsPays does
 * the same for the craps layout.
 */
class FeltPays : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    /**
     * What @p bet (a question-bank name: "player", "banker", "tie", "player-pair",
     * "banker-pair", "super-six") pays at @p game, as the layout prints it: "1:1",
     * "8:1", "0.95:1" (Banco less the 5 % commission, art. 15 §14 β), "12:1 / 20:1"
     * (Super Six on two / three cards). "" for an unknown game or bet, or a bet the
     * game does not offer.
     */
    Q_INVOKABLE QString baccarat(const QString &game, const QString &bet) const;
    /// The baccarat @p game's felt prints a box for the house's share: the commission
    /// or the cagnotte (BaccaratProfile::hasHouseBox); false for any other game.
    Q_INVOKABLE bool baccaratHouseBox(const QString &game) const;
    /// The blackjack payment of @p what ("blackjack" art. 14 §12 β, "even_money" §12 β
    /// «τη μίζα του επί μία φορά», "insurance" §13) as {pays, per}: [3, 2], [1, 1], [2, 1];
    /// empty for anything else.
    Q_INVOKABLE QVariantList blackjack(const QString &what) const;
};

} // namespace croupier
