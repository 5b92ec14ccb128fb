#pragma once

#include "bank/Game.h"
#include "bank/Json.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace croupier {

/**
 * @brief Why an answer is right: the rule that decides it, in the reader's
 * language, and the paragraph of the regulation it comes from ("art. 15 §12 α").
 *
 * Built from the same rule tables the engine answers by (STYLE.md, convention 4),
 * so the feedback cannot disagree with the answer.
 */
struct Explanation
{
    QString text;    ///< one or two sentences, translated
    QString source;  ///< "art. 15 §12 α"; empty only where no paragraph applies
};

/// The "why" of @p expected, the engine's answer to @p scenario (a valid
/// question of @p topic for @p game). Dispatches to the game's explainer.
Explanation explainAnswer(Game game, std::string_view topic, const JsonValue &scenario, const JsonValue &expected);

// One per game family, each in its own file (app/drill/Explain<Game>.cpp).
Explanation explainBaccarat(Game game, std::string_view topic, const JsonValue &scenario, const JsonValue &expected);
Explanation explainCraps(std::string_view topic, const JsonValue &scenario, const JsonValue &expected);
Explanation explainBlackjack(std::string_view topic, const JsonValue &scenario, const JsonValue &expected);

/// The translation context of every explainer ("Explain").
class Explain
{
    Q_DECLARE_TR_FUNCTIONS(Explain)
};

} // namespace croupier
