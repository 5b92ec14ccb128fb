#pragma once

#include "bank/Game.h"
#include "bank/Json.h"
#include "protection/DealerErrors.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace croupier {

/**
 * @brief "Spot the error" (issue 18): a seeded round plays itself step by step at the
 * chosen speed, with one of the catalogue's dealer errors put in at the level's rate;
 * the trainee stops it (Space) when something goes wrong, names the error from a short
 * list and picks its remedy.
 *
 * The round is a play record of core (playRounds) and its error is core's
 * (injectDealerError); whether a stop is a detection, and what was wrong, is core's judge
 * (judgeDealerSteps) against the same round played again. This class only keeps the time:
 * which steps are on show, when the wrong one came up, when the trainee stopped. What the
 * felt shows (hands, dice, bets and their chips) is read from the record's steps shown.
 *
 * Phases: "watching" (steps come one by one; Space stops), "kind" (name the error: 1–4),
 * "remedy" (its remedy: 1–4), "feedback" (what was wrong, the rule, the remedy; Enter: the
 * next round). A round that ends with no stop goes on to the next when it was clean, and
 * to "feedback" (a miss) when it was not.
 */
class SpotSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /// The game, in the question bank's words ("punto-banco", "craps", "blackjack", …).
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY settingsChanged FINAL)
    /// How often a round has an error: 0 never, 1 one round in four, 2 one in two, 3 every round.
    Q_PROPERTY(int level READ level WRITE setLevel NOTIFY settingsChanged FINAL)
    /// Milliseconds between two steps.
    Q_PROPERTY(int stepMs READ stepMs WRITE setStepMs NOTIFY settingsChanged FINAL)
    /// The seed of the rounds; 0 draws one at start().
    Q_PROPERTY(qulonglong seed READ seed WRITE setSeed NOTIFY settingsChanged FINAL)
    /// The steps come by themselves (a timer of stepMs); false: only advance() brings one (tests).
    Q_PROPERTY(bool autoAdvance READ autoAdvance WRITE setAutoAdvance NOTIFY settingsChanged FINAL)

    Q_PROPERTY(QString phase READ phase NOTIFY changed FINAL)
    /// The round under way: its number since start(), and how many of its steps are on show.
    Q_PROPERTY(int round READ round NOTIFY changed FINAL)
    Q_PROPERTY(int shown READ shown NOTIFY changed FINAL)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY changed FINAL)
    /// The steps on show, said for people: [{index, text, wrong}] (wrong only once judged).
    Q_PROPERTY(QVariantList calls READ calls NOTIFY changed FINAL)
    /// The hands as the steps on show have dealt them: [{name, cards: ["9H", …, "" for a back]}].
    Q_PROPERTY(QVariantList hands READ hands NOTIFY changed FINAL)
    /// The bets on the layout: [{label, stake, state ("on", "collected", "paid", "late"), paid, commission}].
    Q_PROPERTY(QVariantList bets READ bets NOTIFY changed FINAL)
    /// Craps: the dice on show ([] before the throw) and the puck ("" OFF, else the number).
    Q_PROPERTY(QVariantList dice READ dice NOTIFY changed FINAL)
    Q_PROPERTY(QString puck READ puck NOTIFY changed FINAL)
    /// "kind" and "remedy" phases: four choices, [{key, text}], keys 1–4.
    Q_PROPERTY(QVariantList choices READ choices NOTIFY changed FINAL)
    /// "feedback": what happened, the rule and the remedy, in sentences; and whether it went well.
    Q_PROPERTY(QString feedback READ feedback NOTIFY changed FINAL)
    Q_PROPERTY(bool feedbackGood READ feedbackGood NOTIFY changed FINAL)
    /// The paragraph of the step the feedback is about ("art. 15 §14"), in the reader's language.
    Q_PROPERTY(QString feedbackSource READ feedbackSource NOTIFY changed FINAL)

    /// Counts since start(): rounds with an error stopped at or after it (detections), not
    /// stopped (misses), stops where nothing was wrong yet (false alarms), clean rounds let
    /// run, kinds and remedies named right, and the mean delay of the detections.
    Q_PROPERTY(int detections READ detections NOTIFY changed FINAL)
    Q_PROPERTY(int misses READ misses NOTIFY changed FINAL)
    Q_PROPERTY(int falseAlarms READ falseAlarms NOTIFY changed FINAL)
    Q_PROPERTY(int cleanRounds READ cleanRounds NOTIFY changed FINAL)
    Q_PROPERTY(int kindsRight READ kindsRight NOTIFY changed FINAL)
    Q_PROPERTY(int remediesRight READ remediesRight NOTIFY changed FINAL)
    Q_PROPERTY(int meanDelayMs READ meanDelayMs NOTIFY changed FINAL)

public:
    explicit SpotSession(QObject *parent = nullptr);

    QString game() const { return QString::fromUtf8(gameName(m_game).data(), qsizetype(gameName(m_game).size())); }
    void setGame(const QString &game);
    int level() const { return m_level; }
    void setLevel(int level);
    int stepMs() const { return m_stepMs; }
    void setStepMs(int ms);
    qulonglong seed() const { return m_seed; }
    void setSeed(qulonglong seed);
    bool autoAdvance() const { return m_autoAdvance; }
    void setAutoAdvance(bool on);

    QString phase() const { return m_phase; }
    int round() const { return m_round; }
    int shown() const { return m_shown; }
    int stepCount() const { return int(steps().size()); }
    QVariantList calls() const;
    QVariantList hands() const;
    QVariantList bets() const;
    QVariantList dice() const;
    QString puck() const;
    QVariantList choices() const;
    QString feedback() const { return m_feedback ? m_feedback() : QString(); }
    bool feedbackGood() const { return m_feedbackGood; }
    QString feedbackSource() const;
    int detections() const { return m_detections; }
    int misses() const { return m_misses; }
    int falseAlarms() const { return m_falseAlarms; }
    int cleanRounds() const { return m_cleanRounds; }
    int kindsRight() const { return m_kindsRight; }
    int remediesRight() const { return m_remediesRight; }
    int meanDelayMs() const { return m_detections ? int(m_delaySum / m_detections) : 0; }

    /// The error of the round under way ("" when clean) and its step: for tests.
    Q_INVOKABLE QString errorKind() const;
    Q_INVOKABLE int errorStep() const { return m_error ? m_error->step : -1; }
    Q_INVOKABLE QString errorRemedy() const;

    /// Starts again: the counts at zero, the first round.
    Q_INVOKABLE void start();
    /// Puts the next step on show ("watching"); the timer calls it every stepMs.
    Q_INVOKABLE void advance();
    /// The trainee stops the game (Space or a click): a detection, or a false alarm.
    Q_INVOKABLE void stop();
    /// Picks choice @p index (0–3) in the "kind" or "remedy" phase.
    Q_INVOKABLE void choose(int index);
    /// "feedback": the next round.
    Q_INVOKABLE void next();
    /// "feedback": the round replayed on the felt a step back (-1) or on (+1); the feedback
    /// opens on the moment of the error (its step the last on show).
    Q_INVOKABLE void replay(int delta);
    /// The language changed: every sentence is said again.
    Q_INVOKABLE void retranslate() { emit changed(); }

    /// For tests: the clock the delays are measured with (milliseconds, rising).
    void setClock(std::function<qint64()> clock) { m_clock = std::move(clock); }

signals:
    void changed();
    void settingsChanged();
    /// One attempt is over: for the progress page (issue 18, item 4). @p kind the error's
    /// kind ("none" for a clean round), @p detected, @p falseAlarm, @p delayMs (detections).
    void attempted(const QString &game, const QString &kind, bool detected, bool falseAlarm, int delayMs,
                   bool kindRight, bool remedyRight);

private:
    const std::vector<JsonValue> &steps() const;
    void newRound();
    void endOfRound();
    void showFeedback(bool good, std::function<QString()> sentence);
    QString stepWords(std::size_t index, const JsonValue &step) const;
    QString betLabel(const JsonValue &bet) const;
    std::vector<JsonValue> records();
    qint64 now() const { return m_clock ? m_clock() : m_elapsed.elapsed(); }

    Game m_game = Game::PuntoBanco;
    int m_level = 1;
    int m_stepMs = 1500;
    qulonglong m_seed = 0;
    qulonglong m_seedInUse = 0;
    bool m_autoAdvance = true;

    QString m_phase = QStringLiteral("idle");
    int m_round = 0;
    int m_shown = 0;
    JsonValue m_record;                       ///< the round on show (its steps corrupted when m_error)
    std::optional<InjectedError> m_error;
    std::vector<JsonValue> m_pending;         ///< the next rounds of the seeded table
    int m_played = 0;                         ///< rounds taken from the table so far
    std::optional<Rng> m_rng;
    qint64 m_errorShownAt = -1;               ///< when the wrong step came on show
    int m_stoppedAt = -1;                     ///< steps on show when stopped
    qint64 m_delay = 0;
    bool m_kindRight = false;
    std::vector<std::string> m_choiceKeys;    ///< the four choices of the phase, in order
    std::function<QString()> m_feedback;
    bool m_feedbackGood = false;

    int m_detections = 0;
    int m_misses = 0;
    int m_falseAlarms = 0;
    int m_cleanRounds = 0;
    int m_kindsRight = 0;
    int m_remediesRight = 0;
    qint64 m_delaySum = 0;

    QTimer m_timer;
    QElapsedTimer m_elapsed;
    std::function<qint64()> m_clock;
};

} // namespace croupier
