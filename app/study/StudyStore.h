#pragma once

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QVariant>

#include <functional>
#include <optional>

namespace croupier {

/// @brief One answer of a self-study session, as stored.
struct StudyAnswer
{
    qint64 sessionId = 0;
    QString game;      ///< question-bank game name, "punto-banco"
    QString topic;     ///< "baccarat.draw"
    int cell = 0;      ///< the topic's rule cell (Topic::makeScenario)
    QString cellKey;   ///< the heat-map key (core/study/CellKey.h), "" if none
    bool correct = false;
    qint64 elapsedMs = 0;
    QDateTime at;      ///< when it was answered (the store's clock)
};

/// @brief One round of spot the error (issue 18), as stored.
struct SpotAttempt
{
    QString game;
    QString kind;             ///< the error's kind (core/protection/TOPICS.md), "none" for a clean round
    bool detected = false;    ///< stopped at or after the wrong step
    bool falseAlarm = false;  ///< stopped where nothing was wrong yet
    qint64 delayMs = 0;       ///< a detection: from the wrong step on show to the stop
    bool kindRight = false;
    bool remedyRight = false;
    QDateTime at;             ///< invalid: now (the store's clock)
};

/// @brief Spot the error's figures of one kind: its detection rate and mean delay (issue 18, item 4).
struct SpotFigures
{
    QString kind;
    int rounds = 0;
    int detected = 0;
    int falseAlarms = 0;
    qint64 meanDelayMs = 0;   ///< over the detections
    int kindsRight = 0;
    int remediesRight = 0;
};

/// @brief Per-topic figures of one day, for the progress charts.
struct DayFigures
{
    QDate day;
    QString topic;
    int answered = 0;
    int correct = 0;
    qint64 meanMs = 0; ///< mean time of the right answers
};

/// @brief A profile's spaced-repetition settings (issue 19), as stored.
struct ScheduleSettings
{
    static constexpr int kMinRetentionPermille = 700;
    static constexpr int kMaxRetentionPermille = 970;
    static constexpr int kMaxNewPerDay = 200;
    static constexpr int kMaxTimeScalePercent = 1000;

    int retentionPermille = 900;  ///< the target retention, 700–970 ‰
    int newPerDay = 20;           ///< new rule cells a day, 0 pauses them
    /// Practice time limits in per cent of the targets: 100 as set, up to 1000 (×10);
    /// 0 switches them off (a right answer is never slow). Exams keep theirs.
    int timeScalePercent = 100;

    /// "" when every field is in its range, else what is wrong (naming the field).
    QString whatIsWrong() const;
    bool operator==(const ScheduleSettings &) const = default;
};

/// @brief One record of a profile's self-study as the classroom server keeps it (issue
/// 19, item 7): what StudyStore::pushPending() sends and applyRecords() reads.
struct ClassroomRecord
{
    qint64 serverId = 0;  ///< the server's number (0 before it is sent)
    QString kind;         ///< "session", "answer", "finish", "spot", "settings"
    QByteArray body;      ///< compact JSON (STUDY.md, "Kept on the classroom server")
    QDateTime at;         ///< when it happened (the station's clock)
};

/// @brief A finished (or running) session, for the history.
struct SessionRecord
{
    qint64 id = 0;
    QDateTime started;
    QDateTime ended;   ///< invalid while running
    QString plan;      ///< "curriculum" or "custom"
    QString topics;    ///< comma-separated topics
    int level = 1;
    int answered = 0;
    int correct = 0;
    int points = 0;
    int bestStreak = 0;
};

/**
 * @brief The trainees' self-study history in SQLite, in the user's data
 * directory: profiles, sessions, every answer. Versioned schema with migrations
 * from the first version on; each answer is written in its own transaction.
 *
 * Every failure (a file that cannot be opened, is not a Croupier database, or
 * comes from a newer version) is reported by lastError() naming the file; nothing
 * already stored is changed by a failed call.
 */
class StudyStore
{
public:
    /// The schema this build writes (see migrations in StudyStore.cpp).
    static constexpr int schemaVersion = 6;

    /// @p path the database file (":memory:" for tests); @p clock the time source
    /// (tests inject one; by default the system clock in UTC).
    explicit StudyStore(QString path, std::function<QDateTime()> clock = {});
    ~StudyStore();
    StudyStore(const StudyStore &) = delete;
    StudyStore &operator=(const StudyStore &) = delete;

    /// The default file: QStandardPaths::AppDataLocation + "/study.sqlite".
    static QString defaultPath();

    /// Opens the file and migrates it to schemaVersion. False with lastError().
    bool open();
    bool isOpen() const;
    QString lastError() const;
    /// The version found in the file before open() migrated it (0: a new file).
    int versionFound() const;
    /// The store's clock (tests inject one): what answers are dated with, and the
    /// "now" of the day's plan.
    QDateTime now() const;

    // Profiles: several trainees on one machine.
    std::optional<qint64> addProfile(const QString &name);
    bool renameProfile(qint64 id, const QString &name);
    bool removeProfile(qint64 id);   ///< with its sessions and answers
    /// [{id, name, created}] in creation order.
    QVariantList profiles() const;
    /// A topic's target time for a profile, in ms; @p fallback if none is set.
    qint64 targetMs(qint64 profile, const QString &topic, qint64 fallback) const;
    bool setTargetMs(qint64 profile, const QString &topic, qint64 ms);
    /// The schedule's settings of @p profile (the defaults until set).
    ScheduleSettings scheduleSettings(qint64 profile) const;
    /// Refused with lastError() naming the field when one is out of its range.
    bool setScheduleSettings(qint64 profile, const ScheduleSettings &settings);

    // Sessions and answers.
    std::optional<qint64> startSession(qint64 profile, const QString &plan, const QStringList &topics, int level);
    bool addAnswer(qint64 profile, const StudyAnswer &answer);
    bool finishSession(qint64 sessionId, int points, int bestStreak);

    /// Spot the error (issue 18): one round watched, and the figures per error kind.
    bool addSpot(qint64 profile, const SpotAttempt &attempt);
    QList<SpotFigures> spotFigures(qint64 profile) const;
    /// Spot the error per game: {game: (rounds with an error, of them detected)}.
    QMap<QString, QPair<int, int>> spotErrorsByGame(qint64 profile) const;

    /// Every answer of @p profile on @p topic at @p game, oldest first.
    QList<StudyAnswer> answers(qint64 profile, const QString &game, const QString &topic) const;
    /// Every answer of @p profile, oldest first (the memory of every cell is replayed from them).
    QList<StudyAnswer> answers(qint64 profile) const;
    /// The sessions of @p profile, newest first.
    QList<SessionRecord> sessions(qint64 profile) const;
    /// Per day and topic, oldest first.
    QList<DayFigures> days(qint64 profile) const;
    /// {topic: {bestPoints, bestStreak, fastestMs}} over every session.
    QVariantMap personalBests(qint64 profile) const;
    /// {cellKey: {attempts, correct, meanMs, cell}} of @p profile's answers on @p topic;
    /// cell holds the key's parts by name ({"bet": "place-6", "total": "6"}), as the topic reads it.
    QVariantMap heatMap(qint64 profile, const QString &topic) const;

    // The classroom server (issue 19, item 7): a profile linked to a registration
    // number keeps its self-study on the server too. The store keeps which of its rows
    // the server has (their server ids), sends the rest in order, and applies what other
    // stations sent, so the same history is replayed wherever the trainee studies.
    /// The profile linked to @p registration; nullopt if none.
    std::optional<qint64> profileByRegistration(const QString &registration) const;
    /// The registration number @p profile is linked to ("" if none).
    QString registration(qint64 profile) const;
    /// Links @p profile to @p registration (trimmed, 1–100 characters, not another
    /// profile's); false with lastError().
    bool setRegistration(qint64 profile, const QString &registration);
    /// Sends every row of @p profile the server lacks, oldest first: sessions begun,
    /// answers, sessions finished, rounds of spot the error, then the settings (the
    /// schedule's and the target times) when they changed since last sent. @p send
    /// gives the server's id, or nullopt when it cannot (the rest wait for the next
    /// call). The number sent, or -1 with lastError() when the store cannot be read.
    int pushPending(qint64 profile, const std::function<std::optional<qint64>(const ClassroomRecord &)> &send);
    /// How many rows of @p profile wait to be sent (the settings count as one).
    int pendingCount(qint64 profile) const;
    /// Applies records read from the server to @p profile, in the server's order, in one
    /// transaction: those this store sent or applied already are skipped, a record that
    /// does not read (a body not as STUDY.md says, an unknown topic, a session it does not
    /// know) is skipped and counted in @p refused. False with lastError() when the store
    /// cannot be written (nothing is then applied).
    bool applyRecords(qint64 profile, const QList<ClassroomRecord> &records, int *refused = nullptr);
    /// The server's highest id read for @p profile (0: none yet): what to read after.
    qint64 pulledUpTo(qint64 profile) const;

private:
    QList<StudyAnswer> readAnswers(qint64 profile, const QString &game, const QString &topic) const;

    struct Private;
    Private *d;
};

} // namespace croupier
