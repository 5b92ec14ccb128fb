#include "DrillCatalog.h"

#include "bank/TopicRegistry.h"
#include "study/Curriculum.h"
#include "text/TopicWords.h"

namespace croupier {

DrillCatalog::DrillCatalog(QObject *parent)
    : QObject(parent)
{ }

QVariantList DrillCatalog::topics(const QString &gameName) const
{
    QVariantList list;
    const auto game = gameFromName(gameName.toStdString());
    if (!game)
        return list;
    std::vector<const Topic *> topics;
    for (const std::string_view name : TopicWords::inTeachingOrder())
        if (const Topic *t = TopicRegistry::builtin().find(name); t && t->supports(*game))
            topics.push_back(t);
    // Anything registered but not (yet) described comes last, under its own name.
    for (const Topic *t : TopicRegistry::builtin().topics())
        if (t->supports(*game) && !TopicWords::describes(t->name()))
            topics.push_back(t);
    for (const Topic *t : topics) {
        list.append(QVariantMap{
            {QStringLiteral("topic"), QString::fromUtf8(t->name().data(), qsizetype(t->name().size()))},
            {QStringLiteral("title"), TopicWords::title(t->name())},
            {QStringLiteral("description"), TopicWords::description(t->name())},
            {QStringLiteral("cells"), qulonglong(t->cellCount(*game))},
        });
    }
    return list;
}

QString DrillCatalog::title(const QString &topic) const
{
    return TopicWords::title(topic.toStdString());
}

int DrillCatalog::defaultTargetMs(const QString &topic) const
{
    return int(croupier::defaultTargetMs(topic.toStdString()));
}

bool DrillCatalog::describes(const QString &topic)
{
    return TopicWords::describes(topic.toStdString());
}

} // namespace croupier
