#pragma once

#include "exam/Exam.h"
#include "exam/AnswerChain.h"
#include "exam/ExamStore.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <map>
#include <optional>
#include <set>

class QTimer;

namespace croupier {

class DrillSession;

/**
 * @brief One trainee sitting one exam (issue 8, "Taking an exam").
 *
 * start() reads the exam from the database, opens the trainee's attempt (or the
 * open one, after a crash: ExamStore::startOrResume) and puts the first question
 * not yet answered on the drill page, through its DrillSession (`drill`). The
 * trainee's choice stays a draft (`draft`), changeable, until Next (submit()): only
 * then is the answer judged by the engine, chained and written to the database in
 * its own transaction before the next question is shown, and it is final from then
 * on (README, "Exams": one answer per question, in the chain in the order given).
 * Next with nothing chosen goes on without an answer (skip()): the question stays
 * unanswered, to be answered from the review. After the last question the review
 * (`reviewing`, `questionStates`) lists every question as answered, unanswered or
 * timed out, and flagged (toggleFlag()); an unanswered one can be opened again
 * (openQuestion()); finish() hands in. Nothing is shown as right or wrong before
 * the end unless the exam says so (`feedback`: "each"). A killed station resumes at
 * the question it showed with every answer, flag and skipped question's time kept.
 *
 * Time: the exam's limit counts the time spent on answered questions plus the
 * question on show. The question's clock is saved in the store when it is shown
 * and every few seconds (ExamStore::saveClock); after a restart (a crash, kill -9,
 * a power cut) the question goes on from the time saved plus the time the station
 * was away by the store's clock: the trainee saw the question, so the time away is
 * the question's. A clock found set back counts only what was saved. The restart
 * is logged with how long the station was away (AttemptEvent), and so is each time
 * the exam window loses the keyboard (windowActive): shown to the instructor,
 * never punished.
 */
class ExamSitting : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString examId READ examId WRITE setExamId NOTIFY setupChanged FINAL)
    Q_PROPERTY(QString traineeName READ traineeName WRITE setTraineeName NOTIFY setupChanged FINAL)
    /// The school's registration number: with the exam, the key of the attempt.
    Q_PROPERTY(QString traineeId READ traineeId WRITE setTraineeId NOTIFY setupChanged FINAL)

    /// The station's seat in the room (1, 2, … along the rows), which chooses the form
    /// of an exam with forms per trainee: neighbouring seats never see the same
    /// question at once. 0: the seat the school set in this station's settings
    /// (exam/seat), else none (the form is then the attempt's number).
    Q_PROPERTY(int seat READ seatSet WRITE setSeat NOTIFY setupChanged FINAL)
    /// The form the attempt is asked (0 before start()).
    Q_PROPERTY(qint64 form READ form NOTIFY setupChanged FINAL)

    /// "idle" (not started), "running", "finished".
    Q_PROPERTY(QString state READ state NOTIFY stateChanged FINAL)
    /// Why start() or the last answer failed, naming the field, file or database.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged FINAL)
    Q_PROPERTY(croupier::DrillSession *drill READ drill CONSTANT FINAL)

    Q_PROPERTY(QString title READ title NOTIFY setupChanged FINAL)
    Q_PROPERTY(QString language READ language NOTIFY setupChanged FINAL)
    Q_PROPERTY(int questionCount READ questionCount NOTIFY setupChanged FINAL)
    /// "end", "never" or "each" (ExamFeedback).
    Q_PROPERTY(QString feedback READ feedback NOTIFY setupChanged FINAL)
    Q_PROPERTY(int passMark READ passMark NOTIFY setupChanged FINAL)
    /// The question on show, 1-based (0 before start()).
    Q_PROPERTY(int questionNumber READ questionNumber NOTIFY progressChanged FINAL)
    Q_PROPERTY(int answeredCount READ answeredCount NOTIFY progressChanged FINAL)
    /// The number of the question the attempt resumed at (0: a new attempt).
    Q_PROPERTY(int resumedAt READ resumedAt NOTIFY stateChanged FINAL)
    /// Seconds left for the exam / the question on show; -1 without a limit.
    Q_PROPERTY(int secondsLeft READ secondsLeft NOTIFY clockChanged FINAL)
    Q_PROPERTY(int questionSecondsLeft READ questionSecondsLeft NOTIFY clockChanged FINAL)
    /// Set by the view from its window (Window.active): a loss of the keyboard while
    /// the exam runs is logged (AttemptEvent::focusLost / focusBack), never punished.
    Q_PROPERTY(bool windowActive READ windowActive WRITE setWindowActive NOTIFY windowActiveChanged FINAL)
    /// Restarts of this attempt so far (AttemptEvent::restart), this one included.
    Q_PROPERTY(int restarts READ restarts NOTIFY stateChanged FINAL)
    /// With feedback "each": the answer on show is judged and the trainee reads it.
    Q_PROPERTY(bool showingFeedback READ showingFeedback NOTIFY progressChanged FINAL)
    /// The review before hand-in is on show (no question is).
    Q_PROPERTY(bool reviewing READ reviewing NOTIFY progressChanged FINAL)
    /// The question on show is flagged for the review.
    Q_PROPERTY(bool flagged READ flagged NOTIFY progressChanged FINAL)
    /// Questions with no answer stored yet (skipped or not reached).
    Q_PROPERTY(int unansweredCount READ unansweredCount NOTIFY progressChanged FINAL)
    /// Before hand-in: [{number, topic, title, state ("answered", "unanswered", "timedOut"),
    /// flagged, canOpen}], every question of the exam in its order.
    Q_PROPERTY(QVariantList questionStates READ questionStates NOTIFY progressChanged FINAL)
    /// What the form on show holds, not yet given (the view sets it as the trainee
    /// chooses): stored only at Next, or when the question's or the exam's time runs
    /// out, if it reads as an answer.
    Q_PROPERTY(QVariantMap draft READ draft WRITE setDraft NOTIFY draftChanged FINAL)

    // The result, once finished.
    Q_PROPERTY(int correct READ correct NOTIFY stateChanged FINAL)
    Q_PROPERTY(int percent READ percent NOTIFY stateChanged FINAL)
    Q_PROPERTY(bool passed READ passed NOTIFY stateChanged FINAL)
    /// [{topic, title, asked, correct, meanMs}]
    Q_PROPERTY(QVariantList topicScores READ topicScores NOTIFY stateChanged FINAL)
    /// [{number, topic, correct, answered, elapsedMs}] — empty with feedback "never".
    Q_PROPERTY(QVariantList review READ review NOTIFY stateChanged FINAL)

public:
    explicit ExamSitting(QObject *parent = nullptr);
    ~ExamSitting() override;

    QString examId() const { return m_examId; }
    void setExamId(const QString &id);
    QString traineeName() const { return m_traineeName; }
    void setTraineeName(const QString &name);
    QString traineeId() const { return m_traineeId; }
    void setTraineeId(const QString &id);

    int seatSet() const { return m_seat; }
    void setSeat(int seat);
    /// The seat start() uses: this one, else the station's setting, else 0.
    qint64 seat() const;
    qint64 form() const { return m_attempt ? m_attempt->form : 0; }

    QString state() const;
    QString error() const { return m_error; }
    DrillSession *drill() const { return m_drill; }
    QString title() const;
    QString language() const;
    int questionCount() const;
    QString feedback() const;
    int passMark() const;
    int questionNumber() const { return m_running || m_finished ? m_index + 1 : 0; }
    int answeredCount() const { return int(m_answers.size()); }
    int resumedAt() const { return m_resumedAt; }
    int secondsLeft() const;
    int questionSecondsLeft() const;
    bool showingFeedback() const { return m_showingFeedback; }
    bool reviewing() const { return m_reviewing; }
    bool flagged() const { return m_flags.count(m_index) > 0; }
    int unansweredCount() const { return questionCount() - answeredCount(); }
    QVariantList questionStates() const;
    QVariantMap draft() const { return m_draft; }
    void setDraft(const QVariantMap &draft);
    bool windowActive() const { return m_windowActive; }
    void setWindowActive(bool active);
    int restarts() const { return m_restarts; }
    int correct() const { return m_score.correct; }
    int percent() const { return m_score.percent; }
    bool passed() const { return m_score.passed; }
    QVariantList topicScores() const;
    QVariantList review() const;

    /// Tests: the store to use instead of ExamDatabase's, and the clock (ms).
    void setStore(ExamStore *store) { m_store = store; }
    void setClock(std::function<qint64()> nowMs);
    qint64 attemptId() const { return m_attempt ? m_attempt->id : 0; }

    /// Opens the attempt and shows its first unanswered question. False with error.
    Q_INVOKABLE bool start();
    /// Next: the trainee's answer (as DrillSession::submit takes it) judged, chained
    /// and stored, then the next unanswered question (or the review). An answer with
    /// nothing in it goes on without one (skip()). False, with the drill's inputError
    /// or this error, when it cannot be read or stored; the question then stays open
    /// and nothing is lost.
    Q_INVOKABLE bool submit(const QVariantMap &answer);
    /// Goes on without answering: the question stays unanswered (its time so far
    /// kept), to the next unanswered question after it, else the review.
    Q_INVOKABLE void skip();
    /// Flags question @p number (1-based) for the review, or takes its flag off.
    Q_INVOKABLE void toggleFlag(int number);
    /// The review before hand-in: the question on show is left unanswered.
    Q_INVOKABLE void openReview();
    /// From the review: question @p number, if it has no answer yet (an answer
    /// given is final). False otherwise.
    Q_INVOKABLE bool openQuestion(int number);
    /// With feedback "each": goes on after reading the verdict; in the review
    /// after the end, to the next question.
    Q_INVOKABLE void next();
    /// Hands the exam in: questions not answered count as wrong.
    Q_INVOKABLE void finish();
    /// After the end (feedback "end" or "each"): puts question @p number with the
    /// trainee's answer and the right one on the drill page.
    Q_INVOKABLE void showQuestion(int number);

signals:
    void setupChanged();
    void stateChanged();
    void errorChanged();
    void progressChanged();
    void clockChanged();
    void windowActiveChanged();
    void draftChanged();

public:
    /// How often the question's clock is saved while it runs (ms).
    static constexpr qint64 clockSaveMs = 5000;

private:
    ExamStore *store() const;
    void setError(const QString &error);
    /// Shows question @p index (0-based), its clock going on from its earlier visits.
    void showAt(int index);
    /// The next question without an answer after @p index, else the review.
    void showNextUnansweredAfter(int index);
    /// Stores @p given for the question on show; with @p goOn, then shows the next.
    bool storeAnswer(const JsonValue &given, qint64 elapsedMs, bool goOn = true);
    /// The draft, when it reads as an answer, stored for the question on show
    /// (the question's or the exam's time ran out): true when stored.
    bool storeDraft(qint64 elapsedMs, bool goOn);
    /// Leaves the question on show unanswered: its time so far logged (skip).
    void leaveQuestion();
    /// A question is on show, its clock running.
    bool questionOnShow() const { return m_running && !m_reviewing && !m_showingFeedback; }
    /// Time counted against the exam's limit, the question on show's excluded.
    qint64 usedMs() const;
    void tick();
    void computeScore();
    /// The stored answer to question @p index (0-based), or nullptr.
    const ExamAnswer *answerAt(int index) const;
    /// Records the hand-in; retried when the database is back.
    void closeAttempt();
    qint64 now() const { return m_now(); }
    qint64 questionElapsed() const { return m_questionBaseMs + now() - m_shownAt; }
    /// The question on show's clock into the store (failures only logged: the
    /// clock runs on in memory and is saved again at the next tick).
    void saveClock();
    void logEvent(const char *kind, int index, qint64 ms);
    /// At start(), for an open attempt that showed a question before: logs the
    /// restart and returns the time already spent on the question of @p clock.
    qint64 timeBeforeRestart(const QuestionClock &clock);

    QString m_examId;
    QString m_traineeName;
    QString m_traineeId;
    int m_seat = 0;
    QString m_error;
    DrillSession *m_drill = nullptr;
    ExamStore *m_store = nullptr;
    std::optional<Exam> m_exam;
    std::optional<AttemptRecord> m_attempt;
    std::vector<ExamAnswer> m_answers;
    ExamScore m_score;
    qint64 m_usedMs = 0;      // time on answered questions
    std::map<int, qint64> m_skippedMs; // unanswered questions: time on them so far
    std::set<int> m_flags;            // flagged questions (0-based)
    QVariantMap m_draft;
    bool m_reviewing = false;
    qint64 m_shownAt = 0;
    qint64 m_questionBaseMs = 0; // time on the question on show before this process
    qint64 m_clockSavedAt = 0;
    qint64 m_awaySince = -1;     // when the window lost the keyboard (-1: it has it)
    int m_resumeIndex = -1;      // the question the restart found on show
    qint64 m_resumeBaseMs = 0;
    int m_restarts = 0;
    bool m_windowActive = true;
    ChainWriter m_chain;       // this run's key: the answers it writes are chained
    int m_index = 0;
    int m_resumedAt = 0;
    bool m_running = false;
    bool m_finished = false;
    bool m_showingFeedback = false;
    bool m_closePending = false;
    QTimer *m_ticker = nullptr;
    QElapsedTimer m_clock;
    std::function<qint64()> m_now;
};

} // namespace croupier
