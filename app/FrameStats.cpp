#include "FrameStats.h"

#include <QFile>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <numeric>

namespace croupier {

FrameStats::FrameStats(QQuickWindow *window, QElapsedTimer sinceStart, QObject *parent)
    : QObject(parent)
    , m_sinceStart(sinceStart)
    , m_window(window)
{
    // frameSwapped is emitted on the render thread with the threaded loop: a direct
    // connection reads the clock there, at the swap itself.
    connect(window, &QQuickWindow::frameSwapped, this, [this] {
        if (m_firstFrameMs < 0) {
            m_firstFrameMs = double(m_sinceStart.nsecsElapsed()) / 1e6;
            m_lastFrame.start();
            QMetaObject::invokeMethod(this, &FrameStats::firstFrame, Qt::QueuedConnection);
            return;
        }
        if (m_recording) {
            // The first interval after the start still holds the page's own
            // construction (opening a page, not playing at it): not kept.
            if (m_started) {
                m_intervals.push_back(double(m_lastFrame.nsecsElapsed()) / 1e6);
                if (m_count)
                    m_counts.push_back({m_chips.load(), m_sliding.load()});
            }
            m_started = true;
            // Keep the window drawing every frame while measuring, so that a
            // pause with nothing moving is not taken for a slow frame, and any
            // work done between two frames shows as a longer interval.
            QMetaObject::invokeMethod(m_window, "update", Qt::QueuedConnection);
        }
        m_lastFrame.start();
    }, Qt::DirectConnection);
}

void FrameStats::countScene(std::function<SceneCount()> count, int everyMs)
{
    m_count = std::move(count);
    auto *timer = new QTimer(this);
    timer->setInterval(everyMs);
    connect(timer, &QTimer::timeout, this, [this] {
        if (!m_recording)
            return;
        const SceneCount now = m_count();
        m_chips = now[0];
        m_sliding = now[1];
    });
    timer->start();
}

namespace {

void countChipsUnder(QQuickItem *item, bool inFlight, FrameStats::SceneCount &count)
{
    if (!item->isVisible() || item->opacity() <= 0)
        return;
    // Chip.qml's instances (the QML engine names their class after the file), and the
    // chips under a stack's top one, bare pictures named "chipEdge" (ChipStack.qml).
    if (QByteArray(item->metaObject()->className()).startsWith("Chip_QMLTYPE_")
        || item->objectName() == QLatin1String("chipEdge")) {
        ++count[0];
        const QVariant travel = item->property("travel");
        if (inFlight || (travel.isValid() && travel.toDouble() < 1))
            ++count[1];
        return;
    }
    // The float's own chips (the tray's tubes) are the dealer's, not on the felt.
    if (item->objectName() == QLatin1String("chipTray"))
        return;
    const bool flight = inFlight || item->objectName() == QLatin1String("chipFlight");
    for (QQuickItem *child : item->childItems())
        countChipsUnder(child, flight, count);
}

} // namespace

FrameStats::SceneCount FrameStats::countChips(QQuickItem *root)
{
    SceneCount count{0, 0};
    if (root)
        countChipsUnder(root, false, count);
    return count;
}

long FrameStats::peakRssKib()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines)
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').constFirst().toLong();
    return 0;
}

QString FrameStats::summary() const
{
    // An interval of more than idleMs is not a slow frame but a pause: Qt Quick
    // draws nothing while nothing moves. Those are counted apart.
    constexpr double idleMs = 250.0;
    std::vector<double> sorted;
    std::size_t idle = 0;
    for (double ms : m_intervals) {
        if (ms > idleMs)
            ++idle;
        else
            sorted.push_back(ms);
    }
    std::sort(sorted.begin(), sorted.end());
    auto percentile = [&](double p) {
        if (sorted.empty())
            return 0.0;
        const std::size_t i = std::min(sorted.size() - 1, std::size_t(p * double(sorted.size() - 1) + 0.5));
        return sorted[i];
    };
    const double mean = sorted.empty() ? 0.0 : std::accumulate(sorted.begin(), sorted.end(), 0.0) / double(sorted.size());
    // A frame that takes longer than 1/60 s misses its vsync at 60 Hz: dropped.
    const double budget = 1000.0 / 60.0;
    const auto over = std::count_if(sorted.begin(), sorted.end(), [&](double ms) { return ms > budget; });
    QString scene;
    if (m_count) {
        int most = 0;
        std::size_t sliding = 0;
        for (const SceneCount &c : m_counts) {
            most = std::max(most, c[0]);
            sliding += c[1] > 0 ? 1 : 0;
        }
        scene = QStringLiteral(", \"chips_max\": %1, \"sliding_frames\": %2").arg(most).arg(sliding);
    }
    return QStringLiteral("{\"first_frame_ms\": %1, \"peak_rss_kib\": %2, \"frames\": %3, \"mean_ms\": %4, "
                          "\"p50_ms\": %5, \"p95_ms\": %6, \"p99_ms\": %7, \"max_ms\": %8, \"over_budget\": %9, "
                          "\"idle_gaps\": %10%11}")
        .arg(m_firstFrameMs, 0, 'f', 1)
        .arg(peakRssKib())
        .arg(sorted.size())
        .arg(mean, 0, 'f', 2)
        .arg(percentile(0.5), 0, 'f', 2)
        .arg(percentile(0.95), 0, 'f', 2)
        .arg(percentile(0.99), 0, 'f', 2)
        .arg(sorted.empty() ? 0.0 : sorted.back(), 0, 'f', 2)
        .arg(over)
        .arg(idle)
        .arg(scene);
}

bool FrameStats::writeTo(const QString &path) const
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        return false;
    QTextStream out(&file);
    for (std::size_t i = 0; i < m_intervals.size(); ++i) {
        out << QString::number(m_intervals[i], 'f', 3);
        if (i < m_counts.size())
            out << ' ' << m_counts[i][0] << ' ' << m_counts[i][1];
        out << '\n';
    }
    out << "# " << summary() << '\n';
    return true;
}

} // namespace croupier
