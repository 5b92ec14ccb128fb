#pragma once

#include <QString>

#include <string_view>
#include <vector>

namespace croupier {

/**
 * @brief The words of each question-bank topic: its title ("Third card") and a
 * line on what it trains, translated. Shared by the drills page (DrillCatalog),
 * the exam pages and the printed reports, so a topic has one name everywhere.
 */
namespace TopicWords {
/// The described topics, in the order a casino school teaches them.
std::vector<std::string_view> inTeachingOrder();
bool describes(std::string_view topic);
/// The title in the installed language, or the topic's own name ("craps.roll").
QString title(std::string_view topic);
/// What the topic trains, or empty.
QString description(std::string_view topic);
} // namespace TopicWords

} // namespace croupier
