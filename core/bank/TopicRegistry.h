#pragma once

#include "Topic.h"

#include <memory>
#include <string_view>
#include <vector>

namespace croupier {

/**
 * @brief Every question-bank topic by name. Each game module adds its own
 * (registerBaccaratTopics, …); builtin() holds them all.
 */
class TopicRegistry
{
public:
    void add(std::unique_ptr<Topic> topic);
    const Topic *find(std::string_view name) const;
    std::vector<const Topic *> topics() const;

    /// The registry with every topic this build knows.
    static const TopicRegistry &builtin();

private:
    std::vector<std::unique_ptr<Topic>> m_topics;
};

} // namespace croupier
