#pragma once

#include "bank/Game.h"
#include "bank/Json.h"
#include "bank/Question.h"
#include "bank/Topic.h"

#include "text/PromptText.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace croupier {

class Rng;

/**
 * @brief One drill: questions of one topic for one game, from the engine's
 * generator, checked by the engine, with the rule that decides each answer.
 *
 * The drill page sets game, topic and level, calls next(), draws `scenario` on the
 * table, builds its answer form from `answerFields` and calls submit(). The view
 * never decides a rule (STYLE.md, "The shape"): the expected answer comes from
 * Topic::solve(), the "why" from the topic's own explain() (core, in words).
 *
 * The questions visit every rule cell of the topic, in a shuffled order, before
 * repeating one, like `croupier-cli quiz`. A seed replays a drill.
 */
class DrillSession : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /// A game's name in the question bank: "punto-banco", "chemin-de-fer", "craps"...
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY setupChanged FINAL)
    /// A topic that the game supports: "baccarat.draw", "craps.roll"...
    Q_PROPERTY(QString topic READ topic WRITE setTopic NOTIFY setupChanged FINAL)
    /// 1 (whole chips) to 3 (odd amounts, half chips), as `croupier-cli quiz --level`.
    Q_PROPERTY(int level READ level WRITE setLevel NOTIFY setupChanged FINAL)
    /// The seed of the questions; the same seed asks the same questions. 0 draws one.
    Q_PROPERTY(qint64 seed READ seed WRITE setSeed NOTIFY setupChanged FINAL)
    /// "el" or "en": the language of the prompt, the feedback and the amounts.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY textsChanged FINAL)
    /// False, with setupError saying why, when game and topic do not go together.
    Q_PROPERTY(bool valid READ valid NOTIFY setupChanged FINAL)
    Q_PROPERTY(QString setupError READ setupError NOTIFY setupChanged FINAL)

    /// The question on show: 1, 2, 3... (0 before the first next()).
    Q_PROPERTY(int number READ number NOTIFY questionChanged FINAL)
    /// The scenario as question-bank.md writes it: maps, lists, strings ("7H"), ints.
    Q_PROPERTY(QVariantMap scenario READ scenario NOTIFY questionChanged FINAL)
    /// The question's sentence, in `language`.
    Q_PROPERTY(QString prompt READ prompt NOTIFY textsChanged FINAL)
    /// The answer form: AnswerText::fieldsForQml().
    Q_PROPERTY(QVariantList answerFields READ answerFields NOTIFY textsChanged FINAL)

    Q_PROPERTY(bool answered READ answered NOTIFY answerChanged FINAL)
    Q_PROPERTY(bool correct READ correct NOTIFY answerChanged FINAL)
    /// The engine's answer, as a map of field to value.
    Q_PROPERTY(QVariantMap expected READ expected NOTIFY answerChanged FINAL)
    /// The engine's answer written out, and the trainee's.
    Q_PROPERTY(QString expectedText READ expectedText NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString givenText READ givenText NOTIFY textsChanged FINAL)
    /// The rule that decides the answer, and its paragraph ("art. 15 §13").
    Q_PROPERTY(QString explanation READ explanation NOTIFY textsChanged FINAL)
    Q_PROPERTY(QString source READ source NOTIFY textsChanged FINAL)
    /// Why the last submit() was refused ("Paid: not an amount"), or empty.
    Q_PROPERTY(QString inputError READ inputError NOTIFY inputErrorChanged FINAL)
    /// Milliseconds from next() to the answer.
    Q_PROPERTY(int elapsedMs READ elapsedMs NOTIFY answerChanged FINAL)
    /// The rule cell of the question on show (Topic::makeScenario's cell).
    Q_PROPERTY(int cell READ cell NOTIFY questionChanged FINAL)
    /// How many rule cells the topic has at this game (0 when not valid).
    Q_PROPERTY(int cellCount READ cellCount NOTIFY setupChanged FINAL)
    Q_PROPERTY(int answeredCount READ answeredCount NOTIFY answerChanged FINAL)
    Q_PROPERTY(int correctCount READ correctCount NOTIFY answerChanged FINAL)

public:
    explicit DrillSession(QObject *parent = nullptr);
    ~DrillSession() override;

    QString game() const { return m_gameName; }
    void setGame(const QString &game);
    QString topic() const { return m_topicName; }
    void setTopic(const QString &topic);
    int level() const { return m_level; }
    void setLevel(int level);
    qint64 seed() const { return m_seed; }
    void setSeed(qint64 seed);
    QString language() const { return m_language; }
    void setLanguage(const QString &language);
    bool valid() const { return m_topic != nullptr; }
    QString setupError() const { return m_setupError; }

    int number() const { return m_number; }
    QVariantMap scenario() const { return m_scenarioVariant; }
    QString prompt() const { return m_prompt; }
    QVariantList answerFields() const;
    bool answered() const { return m_answered; }
    bool correct() const { return m_correct; }
    QVariantMap expected() const;
    QString expectedText() const;
    QString givenText() const;
    QString explanation() const { return m_explanation; }
    QString source() const { return m_source; }
    QString inputError() const { return m_inputError; }
    int elapsedMs() const { return m_elapsedMs; }
    int cell() const { return int(m_cell); }
    int cellCount() const;
    int answeredCount() const { return m_answeredCount; }

    /// The clock the answer time is read from, in milliseconds (tests inject one;
    /// the default is a monotonic clock).
    void setClock(std::function<qint64()> nowMs);
    /// The scenario and the engine's answer of the question on show (for the
    /// self-study layer, which keys its records on them).
    const JsonValue &scenarioJson() const { return m_scenario; }
    Game bankGame() const { return m_game; }
    int correctCount() const { return m_correctCount; }

    /**
     * Puts @p question on show as number @p number: an exam's question, whose
     * scenario and answer key come from the exam file (already checked by the
     * engine), not from the generator. Game and topic follow the question.
     * False, with setupError, if its game or topic is unknown.
     */
    bool present(const Question &question, int number);
    /// Marks the question on show as answered with @p given (a stored answer, or
    /// null for "no answer in time"), for the review at the end of an exam.
    void review(const JsonValue &given, int elapsedMs);
    /// The trainee's last answer, validated (null before one).
    const JsonValue &givenJson() const { return m_given; }
    /// The answer key of the question on show.
    const JsonValue &expectedJson() const { return m_expected; }

    /// Sets the next question. Does nothing while the session is not valid.
    Q_INVOKABLE void next();
    /// Sets the next question inside rule cell @p cell (self-study's weak spots).
    /// An out-of-range cell is taken as next() would.
    Q_INVOKABLE void nextInCell(int cell);
    /**
     * Checks @p answer, a map of field name to what the trainee typed or chose
     * (strings: "7", "12,5", "draw", "true"; an empty string for "none"). Returns
     * false, with inputError naming the field, when it cannot be read; the
     * question then stays open. Returns true once it is judged.
     */
    Q_INVOKABLE bool submit(const QVariantMap &answer);
    /// The engine's answer to the question on show, as submit() takes it: for
    /// tests and for the "show me" button.
    Q_INVOKABLE QVariantMap rightAnswer() const;
    /// For tests and demonstrations: rightAnswer() with its first field changed to
    /// another valid value (an amount one chip more, so the table could pay it).
    Q_INVOKABLE QVariantMap wrongAnswer() const;

signals:
    void setupChanged();
    void questionChanged();
    void textsChanged();
    void answerChanged();
    void inputErrorChanged();
    /// An answer was judged: its cell, whether it was right, the time taken.
    void judged(int cell, bool correct, int elapsedMs);

private:
    void resolveSetup();
    void ask(std::size_t cell);
    /// Puts m_scenario (with m_expected) on show as question @p number, unanswered.
    void show(int number);
    void updateTexts();
    void setInputError(const QString &message);
    bool greek() const { return m_language == QLatin1String("el"); }
    /// The smallest chip a typed amount of @p field must be a whole number of, if any.
    std::optional<Money> chipFor(const std::string &field) const;
    /// The question's float (its scenario's `float`), smallest first; empty when it has none.
    QStringList chipFloat() const;

    QString m_gameName = QStringLiteral("punto-banco");
    QString m_topicName = QStringLiteral("baccarat.total");
    int m_level = 1;
    qint64 m_seed = 0;
    QString m_language = QStringLiteral("en");
    QString m_setupError;
    Game m_game = Game::PuntoBanco;
    const Topic *m_topic = nullptr;
    std::unique_ptr<Rng> m_rng;
    std::unique_ptr<PromptText> m_promptText;
    std::vector<std::size_t> m_cells; // the rest of the current block, taken from the back

    int m_number = 0;
    JsonValue m_scenario;
    QVariantMap m_scenarioVariant;
    JsonValue m_expected;
    JsonValue m_given;
    QString m_prompt;
    bool m_answered = false;
    bool m_correct = false;
    QString m_explanation;
    QString m_source;
    QString m_inputError;
    QElapsedTimer m_clock;
    std::function<qint64()> m_now;
    qint64 m_askedAt = 0;
    std::size_t m_cell = 0;
    int m_elapsedMs = 0;
    int m_answeredCount = 0;
    int m_correctCount = 0;
};

} // namespace croupier
