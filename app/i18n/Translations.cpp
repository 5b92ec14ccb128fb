#include "Translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace croupier {

namespace {

struct Installed
{
    QString language;
    std::unique_ptr<QTranslator> croupier;
    std::unique_ptr<QTranslator> qt;
};

Installed &installed()
{
    static Installed state;
    return state;
}

void uninstall(std::unique_ptr<QTranslator> &translator)
{
    if (translator) {
        QCoreApplication::removeTranslator(translator.get());
        translator.reset();
    }
}

} // namespace

QString Translations::systemLanguage()
{
    return QLocale::system().language() == QLocale::Greek ? QStringLiteral("el")
                                                          : QStringLiteral("en");
}

QStringList Translations::available()
{
    return {QStringLiteral("el"), QStringLiteral("en")};
}

QString Translations::current()
{
    return installed().language;
}

bool Translations::install(const QString &lang)
{
    if (!available().contains(lang))
        return false;

    auto croupier = std::make_unique<QTranslator>();
    if (!croupier->load(QStringLiteral(":/i18n/croupier_%1.qm").arg(lang)))
        return false;

    // Qt's own strings ("Displays help on commandline options.", dialog buttons)
    // come from the qt_<lang>.qm catalogue when the system has it installed
    // (Debian: qt6-translations-l10n); without it they simply stay in English.
    auto qt = std::make_unique<QTranslator>();
    if (!qt->load(QLocale(lang), QStringLiteral("qt"), QStringLiteral("_"),
                  QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        qt.reset();

    Installed &state = installed();
    uninstall(state.croupier);
    uninstall(state.qt);
    if (qt)
        QCoreApplication::installTranslator(qt.get());
    QCoreApplication::installTranslator(croupier.get());
    state.croupier = std::move(croupier);
    state.qt = std::move(qt);
    state.language = lang;
    QLocale::setDefault(QLocale(lang));
    return true;
}

QString Translations::languageFromArguments(const QStringList &arguments)
{
    static const QString option = QStringLiteral("--lang");
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &argument = arguments.at(i);
        if (argument == QLatin1String("--"))
            break;
        if (argument == option && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (argument.startsWith(option + QLatin1Char('=')))
            return argument.mid(option.size() + 1);
    }
    return {};
}

} // namespace croupier
