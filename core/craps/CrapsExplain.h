#pragma once

#include "bank/Json.h"
#include "bank/Words.h"
#include "table/DealerStep.h"

namespace croupier {

// The "why" of the craps topics (art. 16): what the roll does to this bet, what a
// layout's settlement added up, how a maximum is worked out, what an incident asks of the dealer. Every verdict is the
// engine's (CrapsSettlement, CrapsMaxima); these only put it in words (context
// "Explain"). Each is used by its topic's explain() (CrapsTopics.cpp).
Explanation explainCrapsRoll(const JsonValue &scenario);
Explanation explainCrapsLayout(const JsonValue &scenario);
Explanation explainCrapsMaximum(const JsonValue &scenario, const JsonValue &expected);
/// craps.incident: @p step, the step the free-play round expected in the scenario
/// (its action and paragraph), in words; empty for an empty step.
Explanation explainCrapsIncident(const JsonValue &scenario, const DealerStep &step);

} // namespace croupier
