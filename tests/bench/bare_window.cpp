// The floor the app's start-up is measured against: a bare Qt Quick window of
// the same size, measured by the same FrameStats as `croupier --startup-report`.
//
//   bare-window --startup-report

#include "FrameStats.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QGuiApplication app(argc, argv);
    QQmlApplicationEngine engine;
    engine.loadData("import QtQuick\nWindow { width: 1280; height: 800; visible: true; color: \"#06281a\" }\n");
    if (engine.rootObjects().isEmpty())
        return 1;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    auto *stats = new croupier::FrameStats(window, sinceStart, &app);
    QObject::connect(stats, &croupier::FrameStats::firstFrame, &app, [stats] {
        // Nothing more to build: the page is ready with the first frame.
        QTextStream(stdout) << QStringLiteral("{\"first_frame_ms\": %1, \"page_ready_ms\": %1, \"peak_rss_kib\": %2}")
                                   .arg(stats->firstFrameMs(), 0, 'f', 1)
                                   .arg(croupier::FrameStats::peakRssKib())
                            << Qt::endl;
        QCoreApplication::exit(0);
    });
    return QGuiApplication::exec();
}
