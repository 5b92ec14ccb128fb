#include "Preferences.h"

#include "LanguageManager.h"

#include <QQmlEngine>
#include <QSettings>

namespace croupier {

namespace {

QString &startupSpeed()
{
    static QString speed;
    return speed;
}

QString &startupTheme()
{
    static QString theme;
    return theme;
}

const QStringList &allSpeeds()
{
    static const QStringList speeds{QStringLiteral("slow"), QStringLiteral("normal"), QStringLiteral("fast"),
                                    QStringLiteral("instant")};
    return speeds;
}

} // namespace

Preferences::Preferences(QObject *parent)
    : QObject(parent)
{
    const QSettings settings;
    m_speed = !startupSpeed().isEmpty() ? startupSpeed() : settings.value(QStringLiteral("ui/speed")).toString();
    if (!isSpeed(m_speed))
        m_speed = QStringLiteral("normal");
    m_theme = !startupTheme().isEmpty() ? startupTheme() : settings.value(QStringLiteral("ui/theme")).toString();
    if (!isTheme(m_theme))
        m_theme = QStringLiteral("dark");
    m_incidents = settings.value(QStringLiteral("play/incidents"), QStringLiteral("some")).toString();
    if (incidentRate() < 0)
        m_incidents = QStringLiteral("some");
}

void Preferences::setIncidents(const QString &incidents)
{
    if (incidents == m_incidents)
        return;
    const QString before = m_incidents;
    m_incidents = incidents;
    if (incidentRate() < 0) {
        m_incidents = before;
        return;
    }
    if (LanguageManager::isPersistent())
        QSettings().setValue(QStringLiteral("play/incidents"), m_incidents);
    emit incidentsChanged();
}

double Preferences::incidentRate() const
{
    if (m_incidents == QLatin1String("off"))
        return 0;
    if (m_incidents == QLatin1String("some"))
        return 0.15;
    if (m_incidents == QLatin1String("many"))
        return 0.4;
    return -1;
}

Preferences *Preferences::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    return new Preferences(qmlEngine);
}

void Preferences::setStartupSpeed(const QString &speed)
{
    startupSpeed() = speed;
}

void Preferences::setStartupTheme(const QString &theme)
{
    startupTheme() = theme;
}

bool Preferences::isSpeed(const QString &speed)
{
    return allSpeeds().contains(speed);
}

bool Preferences::isTheme(const QString &theme)
{
    return theme == QLatin1String("dark") || theme == QLatin1String("light");
}

void Preferences::setSpeed(const QString &speed)
{
    if (!isSpeed(speed) || speed == m_speed)
        return;
    m_speed = speed;
    if (LanguageManager::isPersistent())
        QSettings().setValue(QStringLiteral("ui/speed"), m_speed);
    emit speedChanged();
}

qreal Preferences::durationScale() const
{
    if (m_speed == QLatin1String("slow"))
        return 2.0;
    if (m_speed == QLatin1String("fast"))
        return 0.5;
    if (m_speed == QLatin1String("instant"))
        return 0.0;
    return 1.0;
}

void Preferences::setTheme(const QString &theme)
{
    if (!isTheme(theme) || theme == m_theme)
        return;
    m_theme = theme;
    if (LanguageManager::isPersistent())
        QSettings().setValue(QStringLiteral("ui/theme"), m_theme);
    emit themeChanged();
}

QStringList Preferences::speeds() const
{
    return allSpeeds();
}

} // namespace croupier
