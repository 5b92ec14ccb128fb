#include "TopicRegistry.h"

#include "baccarat/BaccaratTopics.h"
#include "blackjack/BlackjackTopics.h"
#include "chips/ChipsTopics.h"
#include "protection/ProtectionTopics.h"
#include "craps/CrapsTopics.h"

#include <stdexcept>

namespace croupier {

void TopicRegistry::add(std::unique_ptr<Topic> topic)
{
    if (find(topic->name()))
        throw std::logic_error("topic registered twice: " + std::string(topic->name()));
    m_topics.push_back(std::move(topic));
}

const Topic *TopicRegistry::find(std::string_view name) const
{
    for (const auto &t : m_topics)
        if (t->name() == name)
            return t.get();
    return nullptr;
}

std::vector<const Topic *> TopicRegistry::topics() const
{
    std::vector<const Topic *> out;
    for (const auto &t : m_topics)
        out.push_back(t.get());
    return out;
}

const TopicRegistry &TopicRegistry::builtin()
{
    static const TopicRegistry registry = [] {
        TopicRegistry r;
        registerBaccaratTopics(r);
        registerCrapsTopics(r);
        registerBlackjackTopics(r);
        registerChipsTopics(r);
        registerProtectionTopics(r);
        return r;
    }();
    return registry;
}

} // namespace croupier
