#pragma once

#include "bank/Json.h"
#include "bank/Words.h"

namespace croupier {

// The "why" of the craps topics (art. 16): what the roll does to this bet, what a
// layout's settlement added up, how a maximum is worked out. Every verdict is the
// engine's (CrapsSettlement, CrapsMaxima); these only put it in words (context
// "Explain"). Each is used by its topic's explain() (CrapsTopics.cpp).
Explanation explainCrapsRoll(const JsonValue &scenario);
Explanation explainCrapsLayout(const JsonValue &scenario);
Explanation explainCrapsMaximum(const JsonValue &scenario, const JsonValue &expected);

} // namespace croupier
