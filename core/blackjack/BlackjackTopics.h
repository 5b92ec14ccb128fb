#pragma once

namespace croupier {

class TopicRegistry;

/// Adds the blackjack topics to @p registry.
void registerBlackjackTopics(TopicRegistry &registry);

} // namespace croupier
