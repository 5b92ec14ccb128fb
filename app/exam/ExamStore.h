#pragma once

#include "DatabaseLocation.h"
#include "ExamRecords.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace croupier {

/// @brief The result of a passphrase check.
struct LoginResult
{
    bool ok = false;
    /// How long the caller must wait before the next try is even looked at (ms);
    /// doubles with each wrong try: 1 s after the 3rd, 2 s, 4 s … up to 5 min.
    qint64 waitMs = 0;
    QString error;          ///< "Wrong passphrase." / "Wait 4 seconds before trying again."
    /// The instructor's secret on success: the HMAC key for signing exports. Made
    /// at random with the first passphrase and stored only wrapped (XOR) by a key
    /// derived from the passphrase (PBKDF2-HMAC-SHA256, its own salt); a new
    /// passphrase wraps the same secret again, so earlier exports still verify.
    QByteArray secret;
};

/**
 * @brief The exam database: exams, attempts, answers, the instructor's
 * passphrase. The same code and the same schema on SQLite (WAL) and PostgreSQL
 * (QPSQL); versioned migrations as data, each in a transaction.
 *
 * Every answer is written in its own transaction the moment it is given. When a
 * PostgreSQL server goes away, recordAnswer() still succeeds: the answer waits in a
 * local SQLite outbox (outboxPath) and is sent when the server is back
 * (flushOutbox(), also tried before every write); answers() and attempts merge
 * the outbox, so nothing answered is lost or shown missing. A locked, damaged or
 * foreign database is refused with lastError() naming the file, unchanged.
 */
class ExamStore
{
public:
    static constexpr int schemaVersion = 6;

    /// @p outboxPath the local queue (default: AppDataLocation + "/exam-outbox.sqlite");
    /// @p clock the time source (UTC; tests inject one).
    explicit ExamStore(DatabaseLocation location, QString outboxPath = {},
                       std::function<QDateTime()> clock = {});
    ~ExamStore();
    ExamStore(const ExamStore &) = delete;
    ExamStore &operator=(const ExamStore &) = delete;

    bool open();
    bool isOpen() const;
    QString lastError() const;
    const DatabaseLocation &location() const;
    /// False while the server cannot be reached (answers go to the outbox).
    bool online() const;
    /// Answers waiting in the outbox.
    int pendingAnswers() const;
    /// Tries to reconnect and send the outbox; true when it is empty afterwards.
    bool flushOutbox();

    // The instructor's passphrase: a salted PBKDF2-HMAC-SHA256 hash (QPasswordDigestor,
    // 200,000 iterations), never the passphrase itself.
    bool hasPassphrase() const;
    /// Sets the first passphrase (when none is set), or changes it (@p current must
    /// be right). At least 8 characters.
    bool setPassphrase(const QString &current, const QString &passphrase);
    /// Wrong tries are counted in the database, so restarting does not reset the wait.
    LoginResult login(const QString &passphrase);

    // Exams. @p fileJson is the whole exam file (app/exam/ExamFile.h).
    /// @p stationFileJson the station copy (ExamFile::writeForStation: no answer
    /// keys), the only one the stations' role can read (StationRole).
    bool saveExam(const QString &id, const QString &title, int questions, const QByteArray &fileJson,
                  const QByteArray &stationFileJson = {});
    QList<ExamRecord> exams() const;
    std::optional<QByteArray> examFile(const QString &id) const;
    /// Refused while it has attempts.
    bool removeExam(const QString &id);

    // Attempts and answers.
    /// The trainee's open attempt at @p examId (resume, its form kept), else a new
    /// one asked form @p seat (the station's seat in the room, 1, 2, …) or, with 0,
    /// form = the attempt's id (AttemptRecord::form).
    std::optional<AttemptRecord> startOrResume(const QString &examId, const QString &traineeName,
                                               const QString &traineeId, const QString &station, qint64 seat = 0);
    /// Writes one answer in its own transaction; the first answer to an index stands
    /// (a second one is refused). Queued locally when the server is away.
    bool recordAnswer(const AnswerRecord &answer);
    /// Closes the attempt with the hand-in's AnswerChain::finishMac (empty without a chain).
    bool finishAttempt(qint64 attemptId, const QByteArray &finishMac = {});
    std::optional<AttemptRecord> attempt(qint64 attemptId) const;
    QList<AttemptRecord> attempts(const QString &examId) const;
    /// Ordered by index.
    QList<AnswerRecord> answers(qint64 attemptId) const;

    // The answers' chain (AnswerChain, issue 14, item 3).
    /// The public key the stations seal their chain keys to (written at the
    /// instructor's login); empty when there is none.
    QByteArray instructorPublicKey() const;
    /// Records a run of a station on @p attemptId: its key sealed to the instructor,
    /// the MAC of the last answer before it. The run's number, or nullopt.
    std::optional<int> beginSegment(qint64 attemptId, const QByteArray &sealedKey, const QByteArray &afterMac);
    QList<ChainSegment> segments(qint64 attemptId) const;

    // The attempt's clock and log (issue 14, item 6). Not queued while a server is
    // away: the sitting keeps its clock in memory and saves it again later.
    /// The store's clock (UTC): the one every time it writes is read from.
    QDateTime now() const;
    /// Appends an AttemptEvent of @p kind (AttemptEvent::restart …) at now().
    bool logEvent(qint64 attemptId, const QString &kind, int index, qint64 ms);
    /// In the order logged; empty on a failure (lastError()).
    QList<AttemptEvent> events(qint64 attemptId) const;
    /// Replaces the attempt's QuestionClock with (@p index, @p elapsedMs, now()).
    bool saveClock(qint64 attemptId, int index, qint64 elapsedMs);
    /// The last saved clock (index -1 when none); nullopt on a failure.
    std::optional<QuestionClock> questionClock(qint64 attemptId) const;

    // The classroom by roles (PostgreSQL, issue 14, item 2; StationRole).
    /// Connected as the stations' role: every attempt is read and written through
    /// the server's functions, and only this station's (its token).
    bool isStation() const;
    /// The PostgreSQL role connected as; empty on SQLite.
    QString role() const;
    struct StationRoleSetUp
    {
        QString role;
        QString password;     ///< new each time: 32 hex digits
        QString pgpassLine;   ///< "host:port:database:role:password", for the stations' ~/.pgpass
    };
    /// Makes the stations' role (or makes it again, with a new password) and its
    /// functions: one transaction, as the tables' owner, which must be allowed to
    /// create roles (CREATEROLE). nullopt with lastError().
    std::optional<StationRoleSetUp> setUpStationRole();
    /// The exams that have no station copy yet (saved before the roles).
    QStringList examsWithoutStationCopy() const;
    bool setStationCopy(const QString &id, const QByteArray &stationFileJson);
    /// The instructor's key from @p path (InstructorFile, issue 14, item 3) instead
    /// of the database's row, which is then never read: set by the app on SQLite
    /// from InstructorFile::configuredPath(); empty: the database's row.
    void setInstructorFile(const QString &path);
    QString instructorFile() const;
    // Self-study kept on the classroom server (issue 19, item 7; StationRole, "study").
    /// The token by which the server knows a trainee's self-study: Argon2id of the
    /// study passphrase salted with the registration number (libsodium, interactive
    /// limits), hex. Made on the station; the server keeps its SHA-256 only.
    static QString studyToken(const QString &traineeId, const QString &passphrase);
    /// Enrols @p traineeId with @p token, or checks the token of one enrolled: the
    /// name on the server, or nullopt with lastError() (a wrong passphrase named).
    /// The stations' role only.
    std::optional<QString> studyEnrol(const QString &traineeId, const QString &name, const QString &token);
    /// Appends one record (its kind, body and time) under @p traineeId: the server's id.
    std::optional<qint64> studyAppend(const QString &traineeId, const QString &token, const StudyRecord &record);
    /// The trainee's records after the server's id @p after, oldest first.
    std::optional<QList<StudyRecord>> studyRecords(const QString &traineeId, const QString &token, qint64 after) const;
    /// The desk: gives @p traineeId a new study passphrase (forgotten, or a classmate
    /// enrolled the number first), typed at the desk; the records stay. Never left open
    /// for the next enrolment to take.
    bool studySetPassphrase(const QString &traineeId, const QString &passphrase);
    /// The desk (the tables' owner): every trainee's records (or @p traineeId's only), by
    /// trainee then id.
    std::optional<QList<StudyRecord>> studyClassRecords(const QString &traineeId = {}) const;

    /// Tests: the key of this station's attempt tokens (default: made once and kept
    /// in the station's settings, exam/stationKey).
    void setStationKey(const QByteArray &key);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace croupier
