#pragma once

#include "bank/Words.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace croupier {

class TopicRegistry;

/// Adds `protection.spot` (issue 18; core/protection/TOPICS.md) to @p registry.
void registerProtectionTopics(TopicRegistry &registry);

/// A dealer error's kind in words ("A payment short"), for the spot mode's list; literal for an unknown kind.
Words dealerErrorWords(std::string_view kind);
/// A remedy in words ("Pay the difference before the player picks up"); literal for an unknown one.
Words remedyWords(std::string_view remedy);
/// A step of a play record as the bank writes it, for prompts and feedback: "3 pay 2 95" (index, action,
/// target, value, amount; what the step has).
std::string stepText(std::size_t index, const class JsonValue &step);

} // namespace croupier
