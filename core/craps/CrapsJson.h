#pragma once

#include "Dice.h"
#include "Money.h"
#include "bank/Json.h"
#include "craps/CrapsSettlement.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace croupier::crapsjson {

/**
 * @brief The craps fields of question-bank.md read and written one way, for the
 * topics (craps.roll, craps.layout) and the play records alike. Each reader throws
 * InputError naming the field.
 */

/// A JSON number that is a whole number of at most 9 digits, or nothing.
std::optional<int> wholeNumber(const JsonValue &v);
/// A number's text, or the value's JSON type: how messages show a wrong value.
std::string shown(const JsonValue &v);
/// A point or come point: 4, 5, 6, 8, 9, 10 or null; the key must be present.
std::optional<int> readPoint(const JsonValue &object, std::string_view key, const char *what);
/// `working`: false when absent (question-bank.md).
bool readWorking(const JsonValue &object);
/// `dice`: [d1, d2], each 1–6.
DiceRoll readDice(const JsonValue &object);
/// `bets`: 1 to 100 of {seat, bet, stake, bet_point, working}; a bad one is named "bets[2].stake".
std::vector<CrapsLayoutBet> readLayout(const JsonValue &object);

JsonValue diceToJson(DiceRoll d);
JsonValue optionalNumber(std::optional<int> n);
/// {seat, bet, stake, bet_point[, working]}: `working` written when @p writeWorking or the bet is working.
JsonValue layoutBetToJson(const CrapsLayoutBet &bet, bool writeWorking);
/// {outcome, paid, moves_to}, as the craps.roll answer.
JsonValue settlementToJson(CrapsOutcome outcome, const Money &paid, std::optional<int> movesTo);

} // namespace croupier::crapsjson
