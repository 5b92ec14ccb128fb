#pragma once

#include "bank/Game.h"
#include "study/Certificate.h"
#include "study/DayPlan.h"
#include "study/Mastery.h"

#include <QElapsedTimer>
#include <QHash>
#include <QMap>
#include <QPair>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <vector>

namespace croupier {

class DrillSession;
class Rng;
class SessionScore;
class StudyStore;
class WeakSpotPicker;

/**
 * @brief One self-study session (issue 7): a run of questions that scores each
 * answer for accuracy and speed, writes it to the trainee's history at once, and
 * asks the next question in the rule cell the trainee misses or answers slowly
 * most (WeakSpotPicker, loaded from the profile's past answers).
 *
 * It drives a DrillSession (`drill`, created by it): the drill page shows that
 * drill's question and sends the answer to it; the session hears `judged`, scores
 * it and, on next(), asks the next question with nextInCell(). The views decide
 * nothing: the answer is judged by the engine, scored by core's SessionScore.
 *
 * Three plans: "today" (issue 19: the day's plan, dayPlan(): the cells due by the
 * spaced-repetition schedule, the least retained first, then the day's new cells of
 * the curriculum's steps reached so far, then the current step's weak spots),
 * "curriculum" (the profile's current step of schoolCurriculum(): the first step not
 * yet mastered, see currentStep()) and "custom" (a game, one or more of its topics,
 * taken in turn, and a level).
 */
class StudySession : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /// The StudyDatabase singleton whose store the session writes to (QML sets
    /// `database: StudyDatabase`; C++ tests call setStore() instead).
    Q_PROPERTY(QObject *database READ database WRITE setDatabase NOTIFY setupChanged FINAL)
    /// The trainee's profile id in the store (0: none chosen).
    Q_PROPERTY(qint64 profile READ profile WRITE setProfile NOTIFY setupChanged FINAL)
    /// "today", "curriculum" or "custom".
    Q_PROPERTY(QString plan READ plan WRITE setPlan NOTIFY setupChanged FINAL)
    /// Custom plan: the question bank's game, its topics (taken in turn), the level.
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY setupChanged FINAL)
    Q_PROPERTY(QStringList topics READ topics WRITE setTopics NOTIFY setupChanged FINAL)
    Q_PROPERTY(int level READ level WRITE setLevel NOTIFY setupChanged FINAL)
    Q_PROPERTY(int questionCount READ questionCount WRITE setQuestionCount NOTIFY setupChanged FINAL)
    /// The seed of the questions and of the weak-spot draws; 0 draws one.
    Q_PROPERTY(qint64 seed READ seed WRITE setSeed NOTIFY setupChanged FINAL)
    /// "el" or "en": the drill's language and the summary's.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged FINAL)
    /// The curriculum's current step for `profile`: {index, count, game, topic, level, title}.
    Q_PROPERTY(QVariantMap currentStep READ currentStep NOTIFY setupChanged FINAL)
    /// False, with error saying why, when the session cannot start.
    Q_PROPERTY(QString error READ error NOTIFY stateChanged FINAL)

    Q_PROPERTY(croupier::DrillSession *drill READ drill CONSTANT FINAL)
    Q_PROPERTY(bool running READ running NOTIFY stateChanged FINAL)
    Q_PROPERTY(bool finished READ finished NOTIFY stateChanged FINAL)
    Q_PROPERTY(int points READ points NOTIFY scoreChanged FINAL)
    Q_PROPERTY(int streak READ streak NOTIFY scoreChanged FINAL)
    Q_PROPERTY(int bestStreak READ bestStreak NOTIFY scoreChanged FINAL)
    Q_PROPERTY(int answered READ answered NOTIFY scoreChanged FINAL)
    Q_PROPERTY(int correct READ correct NOTIFY scoreChanged FINAL)
    /// What the last answer earned, and whether it was right within the target.
    Q_PROPERTY(int lastPoints READ lastPoints NOTIFY scoreChanged FINAL)
    Q_PROPERTY(bool fast READ fast NOTIFY scoreChanged FINAL)
    /// The question on show: 1 … questionCount (0 before start()).
    Q_PROPERTY(int questionNumber READ questionNumber NOTIFY stateChanged FINAL)
    /// The session's summary once finished (see buildSummary()).
    Q_PROPERTY(QVariantMap summary READ summary NOTIFY summaryChanged FINAL)

public:
    explicit StudySession(QObject *parent = nullptr);
    ~StudySession() override;

    QObject *database() const { return m_database; }
    void setDatabase(QObject *database);
    /// The store to write to (tests; takes precedence over `database`).
    void setStore(StudyStore *store);
    StudyStore *store() const;

    qint64 profile() const { return m_profile; }
    void setProfile(qint64 profile);
    QString plan() const { return m_plan; }
    void setPlan(const QString &plan);
    QString game() const { return m_game; }
    void setGame(const QString &game);
    QStringList topics() const { return m_topics; }
    void setTopics(const QStringList &topics);
    int level() const { return m_level; }
    void setLevel(int level);
    int questionCount() const { return m_questionCount; }
    void setQuestionCount(int count);
    qint64 seed() const { return m_seed; }
    void setSeed(qint64 seed);
    QString language() const { return m_language; }
    void setLanguage(const QString &language);
    QVariantMap currentStep() const;
    QString error() const { return m_error; }

    DrillSession *drill() const { return m_drill; }
    bool running() const { return m_running; }
    bool finished() const { return m_finished; }
    int points() const;
    int streak() const;
    int bestStreak() const;
    int answered() const;
    int correct() const;
    int lastPoints() const { return m_lastPoints; }
    bool fast() const { return m_lastFast; }
    int questionNumber() const { return m_questionNumber; }
    QVariantMap summary() const { return m_summary; }

    /// The clock of the drill's answer times (tests inject one).
    void setClock(std::function<qint64()> nowMs);

    /// Opens a session in the store and asks the first question. False with error.
    Q_INVOKABLE bool start();
    /// The next question, or the end of the session after questionCount answers.
    Q_INVOKABLE void next();
    /// Ends the session now (the answers given stay in the history).
    Q_INVOKABLE void finish();
    /// The weight WeakSpotPicker gives @p cell of @p topic now (tests, the views).
    Q_INVOKABLE int cellWeight(const QString &topic, int cell) const;

    /**
     * For screenshots and demonstrations: answers @p answers questions of the
     * running session itself (starting it if need be), right or wrong and slow or
     * fast by a seeded draw that makes some rule cells harder than others, with
     * answer times from an injected clock. Returns the number answered.
     */
    Q_INVOKABLE int simulate(int answers, int seed);
    /**
     * For screenshots: fills the history with @p sessions finished sessions of
     * this setup, one a day ending today, the earlier days weaker and slower.
     * Uses a second connection to the database file so the days can be dated.
     */
    Q_INVOKABLE bool simulateHistory(int sessions, int seed);

    /// cellKeyText() for QML: the heat-maps' accessible names, in Punto Banco's words (the
    /// progress page's tableau holds every baccarat game's answers under the labels Punto
    /// and Banco; no other topic's words depend on the game).
    Q_INVOKABLE QString describeCell(const QString &topic, const QString &key) const
    {
        return cellKeyText(QStringLiteral("punto-banco"), topic, key);
    }
    /// A craps bet's regulation term ("PLACE 6 (RIGHT BET)") from its question-bank name.
    Q_INVOKABLE QString crapsBetLabel(const QString &bet) const;

    /**
     * The day's plan of `profile` now (the store's clock), by the spaced-repetition
     * schedule (core/study/DayPlan.h) over the curriculum's steps reached so far:
     * {due, newAllowed, newCount, forecast: [7 counts from today], leeches: [{game,
     * topic, cell, words, lapses}], retention (the target, per cent), met (cells
     * answered at least once)}. Empty without a store or a profile.
     */
    Q_INVOKABLE QVariantMap dayPlan() const;
    /**
     * The curriculum's steps reached so far (issue 19, item 3): [{index, title, game,
     * level, state ("learning", "recheck" or "mastered"), recheckFrom (a date-time, for
     * a re-check), recheckAnswered, retention (the mean chance now of recalling the
     * step's cells met, per cent; -1 when none)}].
     */
    Q_INVOKABLE QVariantList curriculumStatus() const;
    /// The retention curve (issue 19, item 6): the mean chance, per cent, of recalling the
    /// cells met, today and on each of the next @p days days if none is reviewed.
    Q_INVOKABLE QVariantList retentionCurve(int days) const;
    /**
     * The certificates (issue 19, item 4), one per game: [{game, level (0 trainee … 3
     * table-ready), levelName, nextName, levels: [[{text, met}] of levels 1, 2, 3]}].
     */
    Q_INVOKABLE QVariantList certificates() const;
    /// Writes the certificate of @p game as a PDF in @p language to @p path (empty: the
    /// Documents folder); the file written, or "" with error.
    Q_INVOKABLE QString writeCertificate(const QString &game, const QString &language, const QString &path = {});

    /// The words for a heat-map key of @p topic ("banker:5:4" → "Banco 5, Punto's third card 4").
    static QString cellKeyText(const QString &game, const QString &topic, const QString &key);

signals:
    void setupChanged();
    void languageChanged();
    void stateChanged();
    void scoreChanged();
    void summaryChanged();

private:
    struct TopicTally
    {
        QString game;
        QString topic;
        int answered = 0;
        int correct = 0;
        qint64 rightMs = 0;
        qint64 targetMs = 0;
        QHash<QString, QPair<int, int>> misses; ///< cell label → (misses, answers)
        QHash<QString, qint64> slowMs;          ///< cell label → time over target
    };

    void setError(const QString &message);
    void onJudged(int cell, bool correct, int elapsedMs);
    void askQuestion();
    /// The (game, topic, level) list the session draws from.
    struct Step
    {
        QString game;
        QString topic;
        int level = 1;
    };
    std::vector<Step> plannedSteps() const;
    /// The steps of the curriculum reached so far, one per game and topic at the
    /// highest level reached, in teaching order; @p current its index in them.
    std::vector<Step> reachedSteps(std::size_t *current = nullptr) const;
    /// Every cell of @p steps, in their order.
    static std::vector<CellId> cellsOf(const std::vector<Step> &steps);
    /// The memory of every cell the profile answered, replayed from the store.
    MemoryBook memoryBook() const;
    /// The day's plan from @p book over the cells of @p reached (reachedSteps()).
    DayPlan planToday(const MemoryBook &book, const std::vector<Step> &reached) const;
    /// The level of @p cell's step among @p steps (1 when none).
    static int levelIn(const std::vector<Step> &steps, const CellId &cell);
    /// The words of a cell known by its index (a scenario of it, named by its topic).
    static QString cellWords(const CellId &cell, int level);
    /// Points the drill at @p step (a fresh seed when it changes).
    void useStep(const Step &step);
    int currentStepIndex() const;
    /// Up to the first step being learnt, or every step (@p all).
    std::vector<Mastery> stepMasteries(bool all = false) const;
    /// What every game's standing reads, read once: the steps' masteries, the memory of
    /// the cells, each session's level, spot the error per game.
    struct StandingInputs
    {
        std::vector<Mastery> masteries;
        MemoryBook book;
        QHash<qint64, int> sessionLevel;
        QMap<QString, QPair<int, int>> spots;
    };
    StandingInputs standingInputs() const;
    /// The trainee's record at a certificate's game (core/study/Certificate.h).
    GameStanding standingAt(Game game, const StandingInputs &inputs) const;
    /// The topic's target time for the profile, as set.
    qint64 rawTargetFor(const QString &topic) const;
    /// The practice target: rawTargetFor() stretched by the profile's time scale, 0 when off.
    qint64 targetFor(const QString &topic) const;
    WeakSpotPicker &pickerFor(const QString &game, const QString &topic, int cellCount);
    void buildSummary();
    void notifyDatabase();
    bool answerOne(Rng &draw);
    /// simulate()'s trainee: 0 (a beginner) to 100 (the usual level).
    int m_skill = 100;

    QPointer<QObject> m_database;
    StudyStore *m_store = nullptr;
    qint64 m_profile = 0;
    QString m_plan = QStringLiteral("curriculum");
    QString m_game = QStringLiteral("punto-banco");
    QStringList m_topics{QStringLiteral("baccarat.draw")};
    int m_level = 1;
    int m_questionCount = 20;
    qint64 m_seed = 0;
    QString m_language = QStringLiteral("en");
    QString m_error;

    DrillSession *m_drill = nullptr;
    std::unique_ptr<Rng> m_rng;
    std::unique_ptr<SessionScore> m_score;
    std::map<QString, std::unique_ptr<WeakSpotPicker>> m_pickers; ///< key "game/topic"
    std::vector<Step> m_steps;
    std::size_t m_weakStep = 0;        ///< the step of the weak spots once the queue is done
    struct Queued
    {
        CellId cell;
        int level = 1;
    };
    std::deque<Queued> m_queue;        ///< "today": the due cells, then the new ones
    std::vector<TopicTally> m_tallies;
    qint64 m_sessionId = 0;
    bool m_running = false;
    bool m_finished = false;
    int m_questionNumber = 0;
    int m_lastPoints = 0;
    bool m_lastFast = false;
    QVariantMap m_summary;
    std::function<qint64()> m_clock;
    /// The drill's clock is m_clock (or m_timer) plus this: simulate() moves it on.
    qint64 m_offsetMs = 0;
    QElapsedTimer m_timer;
};

} // namespace croupier
