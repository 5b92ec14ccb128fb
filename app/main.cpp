// croupier: the Qt Quick trainer for casino dealers.
//
//   croupier [--lang el|en]
//   croupier --screenshot FILE [--page NAME] [--lang el|en] [--size WxH]
//   croupier --page drill --set game=punto-banco --set topic=baccarat.draw
//   croupier --page free-play --set game=craps --set demo=true --frame-times FILE --quit-after 10000
//   croupier --page free-play --set tableSize=big --set punters=high-rollers --set demo=true
//            --set demoPay=chips --frame-times FILE --count-chips --quit-after 20000
//   croupier --startup-report
//   croupier --database postgresql://user@host:5432/croupier --page exams   (password: ~/.pgpass)

#include "FrameStats.h"
#include "LanguageManager.h"
#include "PageScreenshot.h"
#include "Preferences.h"
#include "exam/ExamDatabase.h"
#include "i18n/Translations.h"

#include <QCommandLineParser>
#include <QFont>
#include <QApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTextStream>
#include <QTimer>

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
    QElapsedTimer sinceStart;
    sinceStart.start();
    // A QApplication (not a QGuiApplication): Qt Charts' ChartView draws through
    // Qt Widgets' graphics scene (the progress charts, issue 19).
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Croupier"));
    QCoreApplication::setApplicationName(QStringLiteral("croupier"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CROUPIER_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Croupier"));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.croupier.Croupier"));
    // The controls' default font (the window is a plain Window, so QML cannot set
    // it): DejaVu Sans covers Latin and Greek; Theme.fontSizeBody.
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(14);
    QGuiApplication::setFont(font);
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
    const QCommandLineOption setOption(
        QStringLiteral("set"),
        QCoreApplication::translate("main", "Give the page a property, for example game=craps (may be repeated)."),
        //: The value placeholder of --set, shown in --help.
        QCoreApplication::translate("main", "NAME=VALUE"));
    const QCommandLineOption speedOption(
        QStringLiteral("speed"),
        //: Help for --speed. Keep slow, normal, fast and instant: they are the values to type.
        QCoreApplication::translate("main", "Deal at SPEED (slow, normal, fast or instant) for this run only."),
        QCoreApplication::translate("main", "SPEED"));
    const QCommandLineOption themeOption(
        QStringLiteral("theme"),
        //: Help for --theme. Keep dark and light: they are the values to type.
        QCoreApplication::translate("main", "Use the THEME (dark or light) for this run only."),
        QCoreApplication::translate("main", "THEME"));
    const QCommandLineOption frameTimesOption(
        QStringLiteral("frame-times"),
        QCoreApplication::translate("main", "Write the interval between frames, one per line in milliseconds, into FILE at exit."),
        QCoreApplication::translate("main", "FILE"));
    const QCommandLineOption quitAfterOption(
        QStringLiteral("quit-after"),
        QCoreApplication::translate("main", "Quit MS milliseconds after the first frame."),
        //: The value placeholder of --quit-after, shown in --help: milliseconds.
        QCoreApplication::translate("main", "MS"));
    const QCommandLineOption countChipsOption(
        QStringLiteral("count-chips"),
        QCoreApplication::translate("main", "With --frame-times: count the chips on the table and those sliding, beside each frame's interval."));
    const QCommandLineOption startupReportOption(
        QStringLiteral("startup-report"),
        QCoreApplication::translate("main", "Print the time to the first frame and the peak memory as one JSON line, and exit."));
    const QCommandLineOption databaseOption(
        QStringLiteral("database"),
        //: Help for --database. Keep "postgresql://" as it is: it is what to type.
        QCoreApplication::translate("main", "The exam database: a SQLite file, or postgresql://user@host:port/name for a classroom server, its password in ~/.pgpass (default: a file in the user's data directory)."),
        //: The value placeholder of --database, shown in --help.
        QCoreApplication::translate("main", "location"));
    parser.addOptions({langOption, screenshotOption, pageOption, sizeOption, setOption, speedOption, themeOption,
                       frameTimesOption, countChipsOption, quitAfterOption, startupReportOption, databaseOption});
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
    if (parser.isSet(speedOption)) {
        if (!croupier::Preferences::isSpeed(parser.value(speedOption)))
            return usageError(QCoreApplication::translate("main", "unknown speed \"%1\"; choose one of: %2")
                                  .arg(parser.value(speedOption), QStringLiteral("slow, normal, fast, instant")));
        croupier::Preferences::setStartupSpeed(parser.value(speedOption));
    }
    if (parser.isSet(themeOption)) {
        if (!croupier::Preferences::isTheme(parser.value(themeOption)))
            return usageError(QCoreApplication::translate("main", "unknown theme \"%1\"; choose one of: %2")
                                  .arg(parser.value(themeOption), QStringLiteral("dark, light")));
        croupier::Preferences::setStartupTheme(parser.value(themeOption));
    }
    if (parser.isSet(databaseOption)) {
        QString error;
        const std::optional<croupier::DatabaseLocation> location =
            croupier::DatabaseLocation::fromCommandLine(parser.value(databaseOption), &error);
        if (!location)
            return usageError(error);
        croupier::ExamDatabase::setLocation(*location);
    }
    QVariantMap pageProperties;
    for (const QString &assignment : parser.values(setOption)) {
        const qsizetype eq = assignment.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return usageError(QCoreApplication::translate("main", "--set takes NAME=VALUE, not \"%1\"").arg(assignment));
        const QString value = assignment.mid(eq + 1);
        bool isNumber = false;
        const int number = value.toInt(&isNumber);
        if (value == QLatin1String("true") || value == QLatin1String("false"))
            pageProperties.insert(assignment.left(eq), value == QLatin1String("true"));
        else if (isNumber)
            pageProperties.insert(assignment.left(eq), number);
        else
            pageProperties.insert(assignment.left(eq), value);
    }
    windowProperties.insert(QStringLiteral("initialProperties"), pageProperties);
    int quitAfterMs = -1;
    if (parser.isSet(quitAfterOption)) {
        bool ok = false;
        quitAfterMs = parser.value(quitAfterOption).toInt(&ok);
        if (!ok || quitAfterMs < 0)
            return usageError(QCoreApplication::translate("main", "--quit-after takes milliseconds, not \"%1\"")
                                  .arg(parser.value(quitAfterOption)));
    }
    const QString page = parser.value(pageOption);
    windowProperties.insert(QStringLiteral("initialPage"), page);
    // Shown only once the page name is known to be valid.
    windowProperties.insert(QStringLiteral("visible"), false);

    const bool screenshot = parser.isSet(screenshotOption);
    windowProperties.insert(QStringLiteral("screenshotMode"), screenshot);
    const bool measuring = parser.isSet(startupReportOption) || parser.isSet(frameTimesOption) || quitAfterMs >= 0;
    if (screenshot || measuring) {
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

    // Measuring: the time to the first frame, the frames' intervals, the peak memory.
    auto *stats = new croupier::FrameStats(window, sinceStart, &app);
    if (parser.isSet(startupReportOption)) {
        // The first frame (the felt), then the start-up page built and idle
        // (pageReady); the peak memory is read once the page is there.
        QObject::connect(stats, &croupier::FrameStats::firstFrame, &app, [stats, window, sinceStart] {
            auto *poll = new QTimer(qApp);
            poll->setInterval(2);
            QObject::connect(poll, &QTimer::timeout, qApp, [stats, window, sinceStart, poll] {
                if (!window->property("pageReady").toBool())
                    return;
                poll->stop();
                QTextStream(stdout) << QStringLiteral("{\"first_frame_ms\": %1, \"page_ready_ms\": %2, \"peak_rss_kib\": %3}")
                                           .arg(stats->firstFrameMs(), 0, 'f', 1)
                                           .arg(double(sinceStart.nsecsElapsed()) / 1e6, 0, 'f', 1)
                                           .arg(croupier::FrameStats::peakRssKib())
                                    << Qt::endl;
                QCoreApplication::exit(0);
            });
            poll->start();
        });
    }
    if (quitAfterMs >= 0) {
        QObject::connect(stats, &croupier::FrameStats::firstFrame, &app,
                         [quitAfterMs] { QTimer::singleShot(quitAfterMs, qApp, &QCoreApplication::quit); });
    }
    if (parser.isSet(frameTimesOption)) {
        // Frames are kept from the moment the page is built: the start-up's own
        // (building the window and the page) are measured by --startup-report.
        auto *poll = new QTimer(&app);
        poll->setInterval(5);
        QObject::connect(poll, &QTimer::timeout, &app, [stats, window, poll] {
            if (window->property("pageBuilt").toBool()) {
                poll->stop();
                stats->startRecording();
            }
        });
        poll->start();
        if (parser.isSet(countChipsOption)) {
            // Ten times a second is enough to know the load of each frame, and costs little.
            stats->countScene([window] { return croupier::FrameStats::countChips(window->contentItem()); }, 100);
        }
        const QString path = parser.value(frameTimesOption);
        QObject::connect(&app, &QCoreApplication::aboutToQuit, stats, [stats, path] {
            if (!stats->writeTo(path))
                QTextStream(stderr) << QCoreApplication::translate("main", "croupier: cannot write %1").arg(path) << Qt::endl;
            QTextStream(stdout) << stats->summary() << Qt::endl;
        });
    }

    window->show();
    if (screenshot) {
        auto *shot = new croupier::PageScreenshot(window, parser.value(screenshotOption), &app);
        QObject::connect(shot, &croupier::PageScreenshot::finished, &app,
                         [](int exitCode) { QCoreApplication::exit(exitCode); }, Qt::QueuedConnection);
        shot->start();
    }
    return QGuiApplication::exec();
}
