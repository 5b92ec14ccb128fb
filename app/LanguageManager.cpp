#include "LanguageManager.h"

#include "Amounts.h"
#include "i18n/Translations.h"

#include <QDebug>
#include <QQmlEngine>
#include <QSettings>

namespace croupier {

namespace {

struct RunOptions
{
    QString startupLanguage;
    bool persistent = true;
};

RunOptions &runOptions()
{
    static RunOptions options;
    return options;
}

} // namespace

LanguageManager::LanguageManager(QQmlEngine *engine, QObject *parent)
    : QObject(parent)
    , m_engine(engine)
    , m_language(initialLanguage())
{
    if (Translations::current() != m_language)
        Translations::install(m_language);
    Amounts::follow(m_language);
    if (m_engine)
        m_engine->setUiLanguage(m_language);
}

LanguageManager *LanguageManager::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    return new LanguageManager(qmlEngine);
}

QString LanguageManager::initialLanguage()
{
    const QStringList languages = Translations::available();
    if (languages.contains(runOptions().startupLanguage))
        return runOptions().startupLanguage;
    const QString stored = QSettings().value(QLatin1String(settingsKey)).toString();
    if (languages.contains(stored))
        return stored;
    return Translations::systemLanguage();
}

void LanguageManager::setStartupLanguage(const QString &lang)
{
    runOptions().startupLanguage = lang;
}

void LanguageManager::setPersistent(bool persistent)
{
    runOptions().persistent = persistent;
}

bool LanguageManager::isPersistent()
{
    return runOptions().persistent;
}

QString LanguageManager::language() const
{
    return m_language;
}

void LanguageManager::setLanguage(const QString &lang)
{
    if (lang == m_language)
        return;
    if (!Translations::install(lang)) {
        qWarning().noquote() << QStringLiteral("LanguageManager: no translation for language \"%1\"; available: %2")
                                    .arg(lang, Translations::available().join(QLatin1String(", ")));
        return;
    }
    m_language = lang;
    Amounts::follow(lang);
    if (isPersistent())
        QSettings().setValue(QLatin1String(settingsKey), lang);
    if (m_engine) {
        m_engine->setUiLanguage(lang);
        // Re-evaluates every binding that called qsTr()/qsTranslate(), so the
        // whole UI changes language in place.
        m_engine->retranslate();
    }
    emit languageChanged();
}

QStringList LanguageManager::available() const
{
    return Translations::available();
}

QString LanguageManager::storedLanguage() const
{
    return QSettings().value(QLatin1String(settingsKey)).toString();
}

} // namespace croupier
