#pragma once

#include "bank/Json.h"
#include "bank/Words.h"

namespace croupier {

// The "why" of the blackjack topics (art. 14; RULINGS.md, "Blackjack"), in words of
// context "Explain". Every paragraph quoted comes from BlackjackRules
// (blackjackRule(key).source), the table the engine settles by. Each is used by its
// topic's explain() (BlackjackTopics.cpp).
Explanation explainBlackjackTotal(const JsonValue &scenario);
Explanation explainBlackjackDealer(const JsonValue &scenario);
Explanation explainBlackjackPayout(const JsonValue &scenario, const JsonValue &expected);
Explanation explainBlackjackRound(const JsonValue &scenario, const JsonValue &expected);
Explanation explainBlackjackStep(const JsonValue &scenario, const JsonValue &expected);

} // namespace croupier
