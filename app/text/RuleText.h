#pragma once

#include "baccarat/Coup.h"
#include "bank/Game.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace croupier {

/**
 * @brief The "why" of a baccarat draw, in the reader's language: the tableau's row
 * for that hand, written out, with the paragraph that rules it.
 *
 * The words are core's baccaratDrawWords(), built from the same Tableau the engine
 * draws by (STYLE.md, convention 4), so the explanation cannot disagree with the
 * answer; this translates them (context "RuleText").
 */
class RuleText
{
public:
    /**
     * Why @p side draws, stands or has the option. @p twoCardTotal is that side's
     * point on two cards; @p puntoThirdCard the value of Punto's third card when
     * he drew (banker only); @p natural whether either side has a natural.
     */
    static QString drawExplanation(Game game, Side side, int twoCardTotal, std::optional<int> puntoThirdCard,
                                   bool natural);
};

} // namespace croupier
