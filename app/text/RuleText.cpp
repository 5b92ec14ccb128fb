#include "RuleText.h"

#include "baccarat/Tableau.h"

#include <QStringList>

namespace croupier {

namespace {
QString source(const TableauCell &cell) { return QString::fromUtf8(cell.source.data(), qsizetype(cell.source.size())); }

/// "2, 3, 4, 5, 6 or 7" in the reader's language.
QString valueList(const QList<int> &values)
{
    QStringList parts;
    for (const int v : values)
        parts << QString::number(v);
    if (parts.size() == 1)
        return parts.first();
    const QString last = parts.takeLast();
    //: Joins the last item of a list of card values: "2, 3 or 4"
    return RuleText::tr("%1 or %2").arg(parts.join(QStringLiteral(", ")), last);
}
} // namespace

QString RuleText::drawExplanation(Game game, Side side, int twoCardTotal, std::optional<int> puntoThirdCard,
                                  bool natural)
{
    const Tableau &tableau = Tableau::of(game);
    const bool puntoBanco = isPuntoBanco(game);
    //: The player's hand: "Punto" at Punto Banco (keep the regulation's word)
    const QString player = puntoBanco ? tr("Punto") : tr("The player");
    //: The banker's hand: "Banco" at Punto Banco (keep the regulation's word)
    const QString banker = puntoBanco ? tr("Banco") : tr("The banker");

    if (natural)
        return tr("A natural (8 or 9 on the first two cards) is turned over: nobody draws (%1).")
            .arg(QString::fromUtf8(tableau.naturalSource().data(), qsizetype(tableau.naturalSource().size())));

    if (side == Side::Player) {
        const TableauCell cell = tableau.player(twoCardTotal);
        switch (cell.rule) {
        case DrawRule::Draw: return tr("%1 with %2 must draw a third card (%3).").arg(player).arg(twoCardTotal).arg(source(cell));
        case DrawRule::Stand: return tr("%1 with %2 must stand (%3).").arg(player).arg(twoCardTotal).arg(source(cell));
        case DrawRule::Option:
            return tr("%1 with %2 may draw or stand, as he chooses (%3).").arg(player).arg(twoCardTotal).arg(source(cell));
        }
    }

    if (!puntoThirdCard) {
        const TableauCell cell = tableau.bankerAfterStand(twoCardTotal);
        switch (cell.rule) {
        case DrawRule::Draw:
            return tr("%1 stood. %2 with %3 must draw (%4).").arg(player, banker).arg(twoCardTotal).arg(source(cell));
        case DrawRule::Stand:
            return tr("%1 stood. %2 with %3 must stand (%4).").arg(player, banker).arg(twoCardTotal).arg(source(cell));
        case DrawRule::Option:
            return tr("%1 with %2 draws or stands at his discretion (%3).").arg(banker).arg(twoCardTotal).arg(source(cell));
        }
    }

    // The whole row for this banker total, so the trainee learns the row, not one cell.
    QList<int> draws, stands, options;
    for (int v = 0; v <= 9; ++v) {
        switch (tableau.bankerAgainst(twoCardTotal, v).rule) {
        case DrawRule::Draw: draws << v; break;
        case DrawRule::Stand: stands << v; break;
        case DrawRule::Option: options << v; break;
        }
    }
    const QString where = source(tableau.bankerAgainst(twoCardTotal, *puntoThirdCard));
    if (options.size() == 10)
        return tr("%1 with %2 draws or stands at his discretion (%3).").arg(banker).arg(twoCardTotal).arg(where);
    if (draws.size() == 10)
        return tr("%1 with %2 always draws, whatever the third card (%3).").arg(banker).arg(twoCardTotal).arg(where);
    if (stands.size() == 10)
        return tr("%1 with %2 always stands, whatever the third card (%3).").arg(banker).arg(twoCardTotal).arg(where);
    if (options.isEmpty())
        //: %1 Banco/The banker, %2 its total, %3 and %4 lists of card values, %5 the article
        return tr("%1 with %2 draws when the third card is %3 and stands when it is %4 (%5).")
            .arg(banker)
            .arg(twoCardTotal)
            .arg(valueList(draws), valueList(stands), where);
    //: %1 The banker, %2 its total, %3 %4 %5 lists of card values, %6 the article
    return tr("%1 with %2 draws when the third card is %3, may draw or stand when it is %4, and stands when it is %5 "
              "(%6).")
        .arg(banker)
        .arg(twoCardTotal)
        .arg(valueList(draws), valueList(options), valueList(stands), where);
}

} // namespace croupier
