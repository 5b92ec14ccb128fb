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

signals:
    void speedChanged();
    void themeChanged();

private:
    QString m_speed;
    QString m_theme;
};

} // namespace croupier
