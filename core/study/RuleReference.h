#pragma once

#include "bank/Game.h"
#include "bank/Json.h"
#include "bank/Topic.h"

#include <string>

namespace croupier {

/**
 * The paragraph that decides a question of @p topic (@p scenario a valid one of
 * @p game, @p expected its answer), as the drill set's summary lists it beside a cell
 * missed (issue 17): the explanation's own source; for the third card
 * (baccarat.draw), whose sentence cites the paragraph in brackets and gives none
 * apart, the tableau's paragraph for the hand (a natural's, or the cell's). Empty
 * where no paragraph applies.
 */
std::string ruleReference(const Topic &topic, Game game, const JsonValue &scenario, const JsonValue &expected);

} // namespace croupier
