#pragma once

namespace croupier {

class TopicRegistry;

/// Adds the baccarat topics (baccarat.total, baccarat.burn, …) to @p registry.
void registerBaccaratTopics(TopicRegistry &registry);

} // namespace croupier
