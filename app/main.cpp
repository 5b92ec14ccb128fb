// croupier: the Qt Quick trainer for casino dealers.
//
//   croupier [--lang el|en]
//   croupier --screenshot FILE [--page NAME] [--lang el|en] [--size WxH]

#include "LanguageManager.h"
#include "PageScreenshot.h"
#include "i18n/Translations.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTextStream>

Q_IMPORT_QML_PLUGIN(CroupierPlugin)
Q_IMPORT_QML_PLUGIN(Croupier_AppPlugin)

namespace {

constexpr int exitUsage = 2;

int usageError(const QString &message)
{
    QTextStream(stderr) << QCoreApplication::translate("main", "croupier: %1").arg(message)
                        << Qt::endl;
    return exitUsage;
}

} // namespace

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Croupier"));
    QCoreApplication::setApplicationName(QStringLiteral("croupier"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CROUPIER_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Croupier"));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.croupier.Croupier"));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/croupier/packaging/org.croupier.Croupier.svg")));

    // The catalogue goes in before the parser is built, so --help speaks the
    // language that --lang asks for (or the remembered one).
    const QString requestedLanguage = croupier::Translations::languageFromArguments(app.arguments());
    croupier::Translations::install(
        croupier::Translations::available().contains(requestedLanguage)
            ? requestedLanguage
            : croupier::LanguageManager::initialLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Croupier: a trainer for casino dealers."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        //: Help for --lang. Keep "el" and "en" as they are: they are the values to type.
        QCoreApplication::translate("main", "Use LANGUAGE (el or en) for this run only; the language chosen in the app is not changed."),
        //: The value placeholder of --lang, shown in --help.
        QCoreApplication::translate("main", "LANGUAGE"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Render a page into the PNG file FILE and exit."),
        //: The value placeholder of --screenshot, shown in --help.
        QCoreApplication::translate("main", "FILE"));
    const QCommandLineOption pageOption(
        QStringLiteral("page"),
        QCoreApplication::translate("main", "The page to open, for example \"home\"."),
        //: The value placeholder of --page, shown in --help.
        QCoreApplication::translate("main", "NAME"),
        QStringLiteral("home"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        QCoreApplication::translate("main", "The window size in pixels, for example 1280x800."),
        //: The value placeholder of --size, shown in --help: width x height.
        QCoreApplication::translate("main", "WxH"));
    parser.addOptions({langOption, screenshotOption, pageOption, sizeOption});
    parser.process(app);

    QVariantMap windowProperties;
    if (parser.isSet(langOption)) {
        const QString lang = parser.value(langOption);
        if (!croupier::Translations::available().contains(lang))
            return usageError(QCoreApplication::translate("main", "unknown language \"%1\"; choose one of: %2")
                                  .arg(lang, croupier::Translations::available().join(QLatin1String(", "))));
        croupier::LanguageManager::setStartupLanguage(lang);
    }
    if (parser.isSet(sizeOption)) {
        static const QRegularExpression sizePattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
        const QRegularExpressionMatch match = sizePattern.match(parser.value(sizeOption));
        if (!match.hasMatch())
            return usageError(QCoreApplication::translate("main", "the size must look like 1280x800, not \"%1\"")
                                  .arg(parser.value(sizeOption)));
        windowProperties.insert(QStringLiteral("width"), match.captured(1).toInt());
        windowProperties.insert(QStringLiteral("height"), match.captured(2).toInt());
    }
    const QString page = parser.value(pageOption);
    windowProperties.insert(QStringLiteral("initialPage"), page);
    // Shown only once the page name is known to be valid.
    windowProperties.insert(QStringLiteral("visible"), false);

    const bool screenshot = parser.isSet(screenshotOption);
    if (screenshot) {
        // Rendering a page must not change what the user chose in the app.
        croupier::LanguageManager::setPersistent(false);
    }

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties(windowProperties);
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app,
                     [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Croupier/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;

    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window)
        return 1;

    const QStringList pageNames = window->property("pageNames").toStringList();
    if (!pageNames.contains(page))
        return usageError(QCoreApplication::translate("main", "unknown page \"%1\"; known pages: %2")
                              .arg(page, pageNames.join(QLatin1String(", "))));

    window->show();
    if (screenshot) {
        auto *shot = new croupier::PageScreenshot(window, parser.value(screenshotOption), &app);
        QObject::connect(shot, &croupier::PageScreenshot::finished, &app,
                         [](int exitCode) { QCoreApplication::exit(exitCode); }, Qt::QueuedConnection);
        shot->start();
    }
    return QGuiApplication::exec();
}
