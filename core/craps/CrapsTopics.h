#pragma once

namespace croupier {

class TopicRegistry;

/// Adds the craps topics to @p registry.
void registerCrapsTopics(TopicRegistry &registry);

} // namespace croupier
