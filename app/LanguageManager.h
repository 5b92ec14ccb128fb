#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

namespace croupier {

/**
 * @brief The UI language as QML sees it: switching it retranslates every qsTr()
 * binding at once, without a restart, and remembers the choice.
 *
 * The choice is stored under the QSettings key "ui/language". On the first run
 * (nothing stored) the language follows the system locale. A --lang option or a
 * screenshot run can override this for one run without touching the settings.
 */
class LanguageManager : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// "el" or "en". Setting it installs the catalogue and retranslates the UI.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged FINAL)
    /// Every language that can be chosen, as language codes.
    Q_PROPERTY(QStringList available READ available CONSTANT FINAL)

public:
    static constexpr const char *settingsKey = "ui/language";

    explicit LanguageManager(QQmlEngine *engine, QObject *parent = nullptr);

    /// The QML singleton factory: one manager per engine.
    static LanguageManager *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    /// The language a new manager starts in: the one-run override if set, else
    /// the stored choice if valid, else Translations::systemLanguage().
    static QString initialLanguage();

    /// Starts the UI in @p lang for this run only (an empty string clears it).
    static void setStartupLanguage(const QString &lang);

    /// Whether changes are written to QSettings (true unless a screenshot run
    /// turns it off, so rendering a page never changes the user's choice).
    static void setPersistent(bool persistent);
    static bool isPersistent();

    QString language() const;
    void setLanguage(const QString &lang);
    QStringList available() const;

    /// The language stored in QSettings, read afresh; empty if none is stored.
    Q_INVOKABLE QString storedLanguage() const;

signals:
    void languageChanged();

private:
    QPointer<QQmlEngine> m_engine;
    QString m_language;
};

} // namespace croupier
