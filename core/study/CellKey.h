#pragma once

#include "bank/Game.h"
#include "bank/Json.h"

#include <string>
#include <string_view>

namespace croupier {

/**
 * The heat-map key of a question: the rule cell it exercises, in words a map can
 * place on the baccarat tableau or the craps layout.
 *
 *  - baccarat.draw (any baccarat game), hand `banker`:
 *    "banker:<Banco's two-card total>:<Punto's third card value, or x when Punto
 *    stood>" ("banker:5:4": Banco 5 against a third card 4, art. 15 §13);
 *    hand `player`: "player:<Punto's two-card total>" ("player:5");
 *  - craps.roll: "<bet>:<dice total>" ("place-6:6");
 *  - any other topic, or a topic asked for a game it does not support: "".
 *
 * Reads the scenario with the bank's field readers, so a malformed one throws
 * InputError naming the field; a valid scenario throws nothing.
 */
std::string heatCellKey(Game game, std::string_view topic, const JsonValue &scenario);

} // namespace croupier
