#include "PageScreenshot.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextStream>

namespace croupier {

namespace {

constexpr int pollIntervalMs = 20;
// A window that stops repainting (nothing changes once settled) may never swap
// two more frames; after this long the grab happens anyway.
constexpr int frameWaitMs = 1000;

/// The words of @p item and of every item under it that a person sees: a visible text,
/// text field or text edit inside the window (its placeholder when empty), one line each.
void collectWords(const QQuickItem *item, const QRectF &window, QStringList &lines)
{
    if (!item->isVisible() || item->opacity() <= 0.0)
        return;
    if (item->inherits("QQuickText") || item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit")) {
        const QRectF box = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        if (box.intersects(window) && item->width() > 0 && item->height() > 0) {
            QString text = item->property("text").toString();
            if (text.isEmpty())
                text = item->property("placeholderText").toString();
            if (Qt::mightBeRichText(text) || text.contains(QLatin1Char('<')))
                text = QTextDocumentFragment::fromHtml(text).toPlainText();
            for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                if (!line.trimmed().isEmpty())
                    lines << line.trimmed();
        }
    }
    for (const QQuickItem *child : item->childItems())
        collectWords(child, window, lines);
}

} // namespace

PageScreenshot::PageScreenshot(QQuickWindow *window, const QString &fileName, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_fileName(fileName)
{
    m_pollTimer.setInterval(pollIntervalMs);
    connect(&m_pollTimer, &QTimer::timeout, this, &PageScreenshot::poll);
}

void PageScreenshot::start()
{
    m_elapsed.start();
    m_pollTimer.start();
}

void PageScreenshot::poll()
{
    if (!m_window) {
        fail(tr("the window was closed before the page could be rendered"));
        return;
    }
    if (m_elapsed.elapsed() > timeoutMs) {
        fail(tr("the page did not settle within %1 seconds").arg(timeoutMs / 1000));
        return;
    }
    if (!m_window->isExposed() || !m_window->property("pageReady").toBool())
        return;

    m_pollTimer.stop();
    const int settleDelay = qMax(0, m_window->property("settleDelay").toInt());
    QTimer::singleShot(settleDelay, this, &PageScreenshot::waitForFrames);
}

void PageScreenshot::waitForFrames()
{
    if (!m_window) {
        fail(tr("the window was closed before the page could be rendered"));
        return;
    }
    m_frameConnection = connect(m_window, &QQuickWindow::frameSwapped, this, [this] {
        if (--m_framesLeft <= 0)
            grabAndSave();
        else if (m_window)
            m_window->update();
    }, Qt::QueuedConnection);
    QTimer::singleShot(frameWaitMs, this, &PageScreenshot::grabAndSave);
    m_window->update();
}

void PageScreenshot::grabAndSave()
{
    if (m_done)
        return;
    disconnect(m_frameConnection);
    if (!m_window) {
        fail(tr("the window was closed before the page could be rendered"));
        return;
    }
    const QImage image = m_window->grabWindow();
    if (image.isNull()) {
        fail(tr("the window could not be grabbed"));
        return;
    }
    if (!image.save(m_fileName, "PNG")) {
        fail(tr("cannot write the screenshot to %1").arg(QFileInfo(m_fileName).absoluteFilePath()));
        return;
    }
    // CROUPIER_SCREENSHOT_WORDS (tests): the words on show, beside the picture, for the
    // glossary test (tests/qml/EveryPage.cmake).
    const QString wordsFile = qEnvironmentVariable("CROUPIER_SCREENSHOT_WORDS");
    if (!wordsFile.isEmpty()) {
        QStringList lines;
        collectWords(m_window->contentItem(), QRectF(QPointF(0, 0), m_window->size()), lines);
        QFile out(wordsFile);
        if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
            fail(tr("cannot write the screenshot to %1").arg(QFileInfo(wordsFile).absoluteFilePath()));
            return;
        }
        out.write(lines.join(QLatin1Char('\n')).toUtf8() + '\n');
    }
    m_done = true;
    emit finished(0);
}

void PageScreenshot::fail(const QString &message)
{
    if (m_done)
        return;
    m_done = true;
    m_pollTimer.stop();
    disconnect(m_frameConnection);
    //: Printed before an error message of the --screenshot option.
    QTextStream(stderr) << tr("croupier: screenshot failed: %1").arg(message) << Qt::endl;
    emit finished(1);
}

} // namespace croupier
