#include "FeltPays.h"

#include "Money.h"
#include "baccarat/BaccaratRound.h"
#include "baccarat/Payout.h"
#include "bank/Game.h"
#include "blackjack/BlackjackRules.h"

#include <QVariantList>

namespace croupier {

namespace {
QString ratioText(const Ratio &r) { return QString::fromStdString(r.toString()); }
} // namespace

bool FeltPays::baccaratHouseBox(const QString &game) const
{
    const std::optional<Game> g = gameFromName(game.toStdString());
    return g && isBaccarat(*g) && BaccaratProfile::of(*g).hasHouseBox();
}

QString FeltPays::baccarat(const QString &game, const QString &bet) const
{
    const std::optional<Game> g = gameFromName(game.toStdString());
    if (!g || !isBaccarat(*g))
        return {};
    const PayTable &pay = PayTable::of(*g);
    if (bet == QLatin1String("player"))
        return ratioText(pay.player);
    if (bet == QLatin1String("banker")) {
        // The table quotes 95:100 (art. 15 §14 β); the layout prints it per unit staked.
        if (pay.banker.per() == 1)
            return ratioText(pay.banker);
        const Money perUnit
            = Money::floorTo(Rational(pay.banker.pays(), pay.banker.per()), Money::parseCanonical("0.0001"));
        return QString::fromStdString(perUnit.toString()) + QStringLiteral(":1");
    }
    if (bet == QLatin1String("tie"))
        return ratioText(pay.tie);
    if (bet == QLatin1String("player-pair") || bet == QLatin1String("banker-pair"))
        return ratioText(pay.pair);
    if (bet == QLatin1String("super-six"))
        return pay.offersSuperSix
            ? ratioText(pay.superSixTwoCards) + QStringLiteral(" / ") + ratioText(pay.superSixThreeCards)
            : QString();
    return {};
}

QVariantList FeltPays::blackjack(const QString &what) const
{
    const BlackjackRules rules;
    const Ratio *r = what == QLatin1String("blackjack") ? &rules.blackjackPays
        : what == QLatin1String("insurance")            ? &rules.insurancePays
        : what == QLatin1String("even_money")           ? &rules.evenMoneyPays
                                                        : nullptr;
    if (!r)
        return {};
    return {QVariant::fromValue(qint64(r->pays())), QVariant::fromValue(qint64(r->per()))};
}

} // namespace croupier
