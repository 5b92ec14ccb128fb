#pragma once

#include "baccarat/Coup.h"
#include "baccarat/Payout.h"
#include "bank/Game.h"
#include "bank/Json.h"
#include "bank/Words.h"

#include <optional>
#include <string>
#include <utility>

namespace croupier {

struct BaccaratProfile;

// The "why" of the baccarat topics (art. 15; RULINGS.md), each used by its topic's
// explain() (BaccaratTopics.cpp). Sentences in context "Explain".
Explanation explainBaccaratTotal(const JsonValue &scenario);
Explanation explainBaccaratDraw(Game game, const JsonValue &scenario);
Explanation explainBaccaratCoup(Game game, const JsonValue &scenario);
Explanation explainBaccaratPayout(Game game, const JsonValue &scenario, const JsonValue &expected);
Explanation explainBaccaratCagnotte();
Explanation explainBaccaratBurn();
/// baccarat.limit: the bet's maximum (@p maximum, from BaccaratProfile::betMaximum(),
/// empty when nothing caps it) worked out, and what stays of @p offered.
Explanation explainBaccaratLimit(Game game, BaccaratBet bet, const BaccaratProfile &profile, const Money &offered,
                                 const Money &bank, const Money &covered,
                                 const std::optional<std::pair<Money, std::string>> &maximum, const Money &allowed);
/// baccarat.procedure: what the dealer does in @p situation, the engine's @p step and its @p source.
Explanation explainBaccaratProcedure(Game game, const std::string &situation, const std::string &step,
                                     const std::string &source);

/**
 * Why @p side draws, stands or has the option, in words of context "RuleText": the
 * tableau's row for that hand, written out, with the paragraph that rules it, built
 * from the Tableau the engine draws by. @p twoCardTotal is that side's point on two
 * cards; @p puntoThirdCard the value of Punto's third card when he drew (banker
 * only); @p natural whether either side has a natural.
 */
Words baccaratDrawWords(
    Game game, Side side, int twoCardTotal, std::optional<int> puntoThirdCard, bool natural);

} // namespace croupier
