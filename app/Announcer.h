#pragma once

#include <QQuickItem>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace croupier {

/**
 * @brief Tells a screen reader what just happened (issue 19, item 5): the verdict on an
 * answer. Qt 6.4 has no announcement event, so the item carries the words as its
 * accessible name (QML binds Accessible.name to lastAnnouncement, with the role
 * AlertMessage) and posts a NameChanged and an Alert event (AT-SPI's "alert", which
 * Orca reads out) each time.
 *
 * lastAnnouncement and count say what was announced, for the tests.
 */
class Announcer : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString lastAnnouncement READ lastAnnouncement NOTIFY announced FINAL)
    Q_PROPERTY(int count READ count NOTIFY announced FINAL)

public:
    explicit Announcer(QQuickItem *parent = nullptr);

    QString lastAnnouncement() const { return m_last; }
    int count() const { return m_count; }

    /// Announces @p text (nothing for an empty text).
    Q_INVOKABLE void announce(const QString &text);

signals:
    void announced();

private:
    QString m_last;
    int m_count = 0;
};

} // namespace croupier
