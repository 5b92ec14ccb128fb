#pragma once

#include <QObject>
#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

namespace croupier {

/**
 * @brief The drills a game offers: one per question-bank topic that the game
 * supports, with its title and a line on what it trains, translated.
 *
 * The list comes from the TopicRegistry, so every topic of the question bank has
 * its drill page; a topic without a title here shows its name (and the app test
 * `app.drillcatalog` fails).
 */
class DrillCatalog : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit DrillCatalog(QObject *parent = nullptr);

    /// [{topic, title, description, cells}] for @p game, in the order a casino
    /// school teaches them; empty for an unknown game.
    Q_INVOKABLE QVariantList topics(const QString &game) const;
    /// The title of @p topic ("Third card"), or the topic's own name.
    Q_INVOKABLE QString title(const QString &topic) const;
    /// The target time of one answer that a casino audition expects for @p topic,
    /// in ms (core/study/Curriculum.h); a trainee's profile may change it.
    Q_INVOKABLE int defaultTargetMs(const QString &topic) const;
    /// Whether @p topic has a title and a description.
    static bool describes(const QString &topic);
};

} // namespace croupier
