#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

namespace croupier {

/**
 * @brief The trainee's display preferences: the dealing speed and the theme,
 * remembered in QSettings ("ui/speed", "ui/theme").
 *
 * Theme.qml reads them: durationScale multiplies every duration, dark picks the
 * palette. A screenshot run does not write them (LanguageManager::isPersistent()).
 */
class Preferences : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// "slow" (beginners), "normal", "fast" or "instant" (exams: no animation).
    Q_PROPERTY(QString speed READ speed WRITE setSpeed NOTIFY speedChanged FINAL)
    /// 2, 1, 0.5 or 0: what every animation's duration is multiplied by.
    Q_PROPERTY(qreal durationScale READ durationScale NOTIFY speedChanged FINAL)
    /// "dark" (green baize at night, the default) or "light".
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged FINAL)
    Q_PROPERTY(QStringList speeds READ speeds CONSTANT FINAL)
    /// How often free play produces one of the regulation's incidents (issue 15):
    /// "off", "some" (the default: about one round in seven) or "many" (two in five);
    /// QSettings "play/incidents".
    Q_PROPERTY(QString incidents READ incidents WRITE setIncidents NOTIFY incidentsChanged FINAL)
    /// The share of rounds it means: 0, 0.15 or 0.4.
    Q_PROPERTY(double incidentRate READ incidentRate NOTIFY incidentsChanged FINAL)

public:
    explicit Preferences(QObject *parent = nullptr);
    static Preferences *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    /// For one run (croupier --speed, --theme): set before the engine loads.
    static void setStartupSpeed(const QString &speed);
    static void setStartupTheme(const QString &theme);
    static bool isSpeed(const QString &speed);
    static bool isTheme(const QString &theme);

    QString speed() const { return m_speed; }
    void setSpeed(const QString &speed);
    qreal durationScale() const;
    QString theme() const { return m_theme; }
    void setTheme(const QString &theme);
    QStringList speeds() const;
    QString incidents() const { return m_incidents; }
    void setIncidents(const QString &incidents);
    double incidentRate() const;

signals:
    void speedChanged();
    void themeChanged();
    void incidentsChanged();

private:
    QString m_speed;
    QString m_theme;
    QString m_incidents;
};

} // namespace croupier
