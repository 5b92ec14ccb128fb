#include "Announcer.h"

#include <QAccessible>

namespace croupier {

Announcer::Announcer(QQuickItem *parent)
    : QQuickItem(parent)
{
}

void Announcer::announce(const QString &text)
{
    if (text.isEmpty())
        return;
    m_last = text;
    ++m_count;
    // The QML side binds Accessible.name to lastAnnouncement (role AlertMessage): the
    // name first, then the events a screen reader listens for.
    emit announced();
    QAccessibleEvent name(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&name);
    QAccessibleEvent alert(this, QAccessible::Alert);
    QAccessible::updateAccessibility(&alert);
}

} // namespace croupier
