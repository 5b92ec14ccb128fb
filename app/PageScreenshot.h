#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

class QQuickWindow;

namespace croupier {

/**
 * @brief Renders the app's window into a PNG once the page on show has settled
 * (croupier --screenshot FILE --page NAME).
 *
 * It relies on three properties of the root window (qml/Main.qml): "pageReady"
 * (the StackView is idle and the page reports that its entrance is over),
 * "settleDelay" (milliseconds derived from Theme's durations, to let the last
 * Behaviors finish) and "pageNames" (the page registry, for error messages).
 * After pageReady and settleDelay it waits for two more swapped frames, so what
 * is grabbed is what a person would see.
 */
class PageScreenshot : public QObject
{
    Q_OBJECT

public:
    /// How long to wait for the page before giving up.
    static constexpr int timeoutMs = 20000;

    PageScreenshot(QQuickWindow *window, const QString &fileName, QObject *parent = nullptr);

    /// Starts waiting for the page; finished() follows, exactly once.
    void start();

signals:
    /// 0 when the PNG was written; otherwise an error was printed to stderr.
    void finished(int exitCode);

private:
    void poll();
    void waitForFrames();
    void grabAndSave();
    void fail(const QString &message);

    QPointer<QQuickWindow> m_window;
    QString m_fileName;
    QTimer m_pollTimer;
    QElapsedTimer m_elapsed;
    QMetaObject::Connection m_frameConnection;
    int m_framesLeft = 2;
    bool m_done = false;
};

} // namespace croupier
