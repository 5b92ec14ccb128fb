#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <array>
#include <atomic>
#include <functional>
#include <vector>

class QQuickItem;
class QQuickWindow;

namespace croupier {

/**
 * @brief What the benchmark reads off a running window: the time to its first
 * frame, the interval between frames, and the peak memory of the process.
 *
 * `croupier --frame-times FILE` and `--startup-report` use it, and so does the
 * bare Qt Quick window the benchmark compares the app with
 * (tests/bench/bare_window.cpp), so both are measured the same way.
 */
class FrameStats : public QObject
{
    Q_OBJECT

public:
    /// @p sinceStart started when main() did: the first frame is timed from it.
    FrameStats(QQuickWindow *window, QElapsedTimer sinceStart, QObject *parent = nullptr);

    /// Milliseconds from main() to the first frame on screen; -1 before it.
    double firstFrameMs() const { return m_firstFrameMs; }
    /// Starts keeping frame intervals (the start-up's own frames are not kept:
    /// croupier --frame-times starts once the page is built). From then on the
    /// window draws every frame, moving or not, so each interval is one frame's
    /// time and the work between two frames shows in it.
    void startRecording() { m_recording = true; }
    /// The intervals between consecutive frames, in milliseconds.
    const std::vector<double> &intervals() const { return m_intervals; }
    /// The process's peak resident memory (VmHWM) in KiB; 0 where /proc is missing.
    static long peakRssKib();

    /// What the scene holds, counted on the GUI thread: the chips drawn, and those of them
    /// sliding (a benchmark's load: `croupier --count-chips`).
    using SceneCount = std::array<int, 2>;
    /// Counts the scene with @p count every @p everyMs milliseconds while recording; each
    /// frame is kept with the last count (intervals() and sceneCounts() run side by side).
    void countScene(std::function<SceneCount()> count, int everyMs);
    /// The count in force at each frame kept; empty unless countScene() was called.
    const std::vector<SceneCount> &sceneCounts() const { return m_counts; }
    /// The chips drawn and sliding under @p root: visible items whose QML type is Chip
    /// (Chip.qml) or named "chipEdge" (a chip under a stack's top one), but for the
    /// float's ("chipTray"); sliding, those inside an item named
    /// "chipFlight" (a payment on its way to the felt) or whose "travel" is below 1 (a chip
    /// on its way to the hand).
    static SceneCount countChips(QQuickItem *root);

    /// One JSON line: {"first_frame_ms", "peak_rss_kib", "frames", "mean_ms",
    /// "p50_ms", "p95_ms", "p99_ms", "max_ms", "over_budget", "idle_gaps"}:
    /// "over_budget" counts intervals longer than 1/60 s: the window draws
    /// continuously while measuring, so each is a frame that would miss a 60 Hz vsync; intervals over 250 ms are pauses with nothing moving (Qt Quick draws
    /// no frame then), counted as "idle_gaps" and left out of the other figures. With
    /// countScene(): also "chips_max", the most chips drawn at a frame, and "sliding_frames",
    /// the frames kept while chips were sliding.
    QString summary() const;
    /// Writes every interval, one per line (with countScene(): then the chips drawn and
    /// sliding at that frame, space-separated), then the summary as a comment line.
    bool writeTo(const QString &path) const;

signals:
    void firstFrame();

private:
    QElapsedTimer m_sinceStart;
    QQuickWindow *m_window;
    QElapsedTimer m_lastFrame;
    double m_firstFrameMs = -1;
    std::atomic<bool> m_recording = false;
    bool m_started = false; // render thread only
    std::vector<double> m_intervals;
    std::vector<SceneCount> m_counts;
    std::function<SceneCount()> m_count;
    std::atomic<int> m_chips = 0;
    std::atomic<int> m_sliding = 0;
};

} // namespace croupier
