#pragma once

#include "Card.h"
#include "Game.h"
#include "Json.h"
#include "Money.h"

#include <string>
#include <string_view>
#include <vector>

namespace croupier {

/**
 * @brief One line of a question bank: the envelope of question-bank.md.
 *
 * `scenario` and `answer` stay JSON here; the topic reads them, so the envelope
 * knows no game.
 */
struct Question
{
    std::string id;
    std::string topic;
    Game game = Game::PuntoBanco;
    JsonValue scenario = JsonValue::object();
    JsonValue answer = JsonValue::object();
    std::string prompt;

    /// {"id": …, "topic": …, "game": …, "scenario": …, "answer": …, "prompt": …}
    JsonValue toJson() const;
};

/**
 * Reads the envelope of one bank line. Throws JsonError when the line is not JSON
 * and InputError naming the envelope field ("id", "game", "scenario") otherwise.
 * Unknown fields are ignored (question-bank.md).
 */
Question parseQuestion(const JsonValue &line);
/// The same, moving scenario and answer out of @p line instead of copying them.
Question parseQuestion(JsonValue &&line);

/// @brief Typed reads of scenario and answer fields; each throws InputError naming the field.
namespace field {
/// "a string", "an array", "null": how messages name a value's JSON type.
std::string typeName(const JsonValue &value);
const JsonValue &require(const JsonValue &object, std::string_view key);
std::string string(const JsonValue &object, std::string_view key);
/// One of @p allowed; the error lists them.
std::string oneOf(const JsonValue &object, std::string_view key, const std::vector<std::string_view> &allowed);
/// A whole number from @p low to @p high.
int integer(const JsonValue &object, std::string_view key, int low, int high);
bool boolean(const JsonValue &object, std::string_view key);
/// A money string in the bank's notation ("223.5"): "stake: not a decimal amount: …".
Money money(const JsonValue &object, std::string_view key);
Card card(const JsonValue &object, std::string_view key);
/// An array of @p minCount to @p maxCount cards; a bad one is named "cards[2]".
std::vector<Card> cards(const JsonValue &object, std::string_view key, std::size_t minCount, std::size_t maxCount);
} // namespace field

JsonValue cardsToJson(const std::vector<Card> &cards);

} // namespace croupier
