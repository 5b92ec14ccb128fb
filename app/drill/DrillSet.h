#pragma once

#include "DrillSession.h"

#include "bank/CellKey.h"
#include "bank/Topic.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace croupier {

class Rng;

/**
 * @brief A drill with an end (issue 17, item 5): a set of N questions or of a time,
 * then a summary — right out of answered, the mean time, the rule cells missed in
 * words with their paragraph — and a new set drawn only from the cells missed.
 *
 * The page draws; this class keeps the count, the clock, the misses and the queue of
 * the cells to practise, and asks its DrillSession for each question (next(), or
 * nextInCell() while practising). A timed set ends at the first next() once its time
 * is up: the question on show when the time runs out is still answered.
 */
class DrillSet : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /// The drill the set asks from.
    Q_PROPERTY(croupier::DrillSession *session READ session WRITE setSession NOTIFY sessionChanged FINAL)
    /// The length as the set chooser names it: "10", "20", "50" questions, "2m" or
    /// "5m" minutes (any whole number works). Takes effect at the next start().
    Q_PROPERTY(QString length READ length WRITE setLength NOTIFY lengthChanged FINAL)
    /// The set's length in questions (0 when it is timed) and in minutes (0 when counted).
    Q_PROPERTY(int questions READ questions NOTIFY lengthChanged FINAL)
    Q_PROPERTY(int minutes READ minutes NOTIFY lengthChanged FINAL)
    /// The practice time limits (issue 19, item 5), per cent: 100 as chosen, up to
    /// 1000 (a timed set lasts up to ten times longer); 0 switches them off (a timed
    /// set becomes kUntimedQuestions questions). From the trainee's schedule settings.
    Q_PROPERTY(int timeScale READ timeScale WRITE setTimeScale NOTIFY lengthChanged FINAL)

    /// A set is on (between start() and its end).
    Q_PROPERTY(bool running READ running NOTIFY stateChanged FINAL)
    /// The set is over: the summary is to be shown.
    Q_PROPERTY(bool finished READ finished NOTIFY stateChanged FINAL)
    /// The set is drawn only from the cells missed in the set before.
    Q_PROPERTY(bool practising READ practising NOTIFY stateChanged FINAL)
    /// Questions asked in this set (the one on show included), answered, right.
    Q_PROPERTY(int asked READ asked NOTIFY progressChanged FINAL)
    Q_PROPERTY(int answered READ answered NOTIFY progressChanged FINAL)
    Q_PROPERTY(int right READ right NOTIFY progressChanged FINAL)
    /// Mean time of an answer in this set, ms (0 before one).
    Q_PROPERTY(int meanMs READ meanMs NOTIFY progressChanged FINAL)
    /// A timed set: the time left, ms (0 once it is up; 0 for a counted set).
    Q_PROPERTY(int remainingMs READ remainingMs NOTIFY remainingChanged FINAL)
    /// The answer on show is the set's last: the next step is the summary.
    Q_PROPERTY(bool lastQuestion READ lastQuestion NOTIFY remainingChanged FINAL)
    /**
     * The rule cells missed, in the order first missed: [{words, source, misses}],
     * `words` the cell in the session's language ("Banco 5 against a third card 4"),
     * `source` its paragraph ("art. 15 §13"), `misses` how often it was missed.
     */
    Q_PROPERTY(QVariantList missed READ missed NOTIFY missedChanged FINAL)

public:
    explicit DrillSet(QObject *parent = nullptr);
    ~DrillSet() override;

    DrillSession *session() const { return m_session; }
    void setSession(DrillSession *session);
    QString length() const { return m_length; }
    void setLength(const QString &length);
    /// A timed set's length in questions when the time limits are off.
    static constexpr int kUntimedQuestions = 20;
    int questions() const { return m_minutes > 0 && m_timeScale == 0 ? kUntimedQuestions : m_questions; }
    int minutes() const { return m_timeScale == 0 ? 0 : m_minutes; }
    int timeScale() const { return m_timeScale; }
    void setTimeScale(int percent);
    /// A timed set's duration, stretched by timeScale (0: counted).
    qint64 durationMs() const { return qint64(minutes()) * 60000 * m_timeScale / 100; }
    bool running() const { return m_running; }
    bool finished() const { return m_finished; }
    bool practising() const { return m_practising; }
    int asked() const { return m_asked; }
    int answered() const { return m_answered; }
    int right() const { return m_right; }
    int meanMs() const { return m_answered > 0 ? int(m_totalMs / m_answered) : 0; }
    int remainingMs() const;
    bool lastQuestion() const;
    QVariantList missed() const;

    /// The clock of a timed set, ms (tests inject one; the default is monotonic).
    void setClock(std::function<qint64()> nowMs);

    /// A new set over every cell of the topic, and its first question.
    Q_INVOKABLE void start();
    /// After an answer: the next question, or the set's end (finished) when it is full
    /// or its time is up. Does nothing while the question on show is unanswered.
    Q_INVOKABLE void next();
    /// A new set drawn only from the cells missed in the set just finished (the
    /// same length). Does nothing when none was missed.
    Q_INVOKABLE void practiseMissed();

signals:
    void sessionChanged();
    void lengthChanged();
    void stateChanged();
    void progressChanged();
    void remainingChanged();
    void missedChanged();

private:
    /// One missed rule cell: its words and paragraph, the generator's cells that asked it.
    struct Miss
    {
        Prompt words;
        std::string key;        ///< the cell's key with its paragraph: what groups the misses
        std::string source;     ///< English, as the topic gives it ("art. 15 §13")
        std::vector<int> cells; ///< DrillSession cells (nextInCell) of the questions missed
        int misses = 0;
    };

    void begin(std::vector<int> practiseCells);
    void ask();
    void finish();
    void onJudged(int cell, bool correct, int elapsedMs);
    bool timeUp() const;

    QPointer<DrillSession> m_session;
    QMetaObject::Connection m_judged;
    QString m_length = QStringLiteral("20");
    int m_questions = 20;
    int m_minutes = 0;
    int m_timeScale = 100;
    bool m_running = false;
    bool m_finished = false;
    bool m_practising = false;
    int m_asked = 0;
    int m_answered = 0;
    int m_right = 0;
    qint64 m_totalMs = 0;
    qint64 m_startedAt = 0;
    std::vector<Miss> m_misses;
    std::vector<int> m_practiseCells;  ///< the cells a practise set draws from
    std::vector<int> m_queue;          ///< the rest of the current block of them, from the back
    std::unique_ptr<Rng> m_rng;
    std::function<qint64()> m_now;
    QTimer m_tick;
};

} // namespace croupier
