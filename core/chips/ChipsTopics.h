#pragma once

namespace croupier {

class TopicRegistry;

/// Adds the chip drills (chips.pay, chips.colour-up, …; core/chips/TOPICS.md) to @p registry.
void registerChipsTopics(TopicRegistry &registry);

} // namespace croupier
