#include "ExamStore.h"

#include "AnswerChain.h"

#include "AnswerRow.h"
#include "ExamOutbox.h"
#include "InstructorFile.h"
#include "InstructorKey.h"
#include "Sodium.h"
#include "StationRole.h"
#include "store/SchemaMigrations.h"
#include "store/SqlValues.h"

#include <QAtomicInteger>
#include <QCryptographicHash>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStringDecoder>
#include <QStringList>

#include <algorithm>
#include <utility>

namespace croupier {

namespace {

/// The schema's steps (app/store/SchemaMigrations.h). The same statements run on
/// SQLite and on PostgreSQL, so only their common SQL is used: INTEGER/BIGINT,
/// TEXT, times as UTC ISO 8601 text, 0/1 for truths, and ids the store chooses
/// itself (MAX + 1 under the write lock) instead of either database's own
/// auto-increment. Never edit a step that has shipped; add one.
const QList<MigrationStep> &migrations()
{
    static const QList<MigrationStep> steps = {
        // 0 → 1: the first schema.
        {{QStringLiteral("CREATE TABLE exams("
                         " id TEXT PRIMARY KEY,"
                         " title TEXT NOT NULL,"
                         " created TEXT NOT NULL,"
                         " questions INTEGER NOT NULL,"
                         " file TEXT NOT NULL)"),
          QStringLiteral("CREATE TABLE attempts("
                         " id BIGINT PRIMARY KEY,"
                         " exam_id TEXT NOT NULL REFERENCES exams(id),"
                         " trainee_name TEXT NOT NULL,"
                         " trainee_id TEXT NOT NULL,"
                         " station TEXT NOT NULL,"
                         " started TEXT NOT NULL,"
                         " finished TEXT)"),
          // One open attempt per trainee and exam: startOrResume checks it in its
          // transaction, and the database refuses a second one even so.
          QStringLiteral("CREATE UNIQUE INDEX attempts_open ON attempts(exam_id, trainee_id)"
                         " WHERE finished IS NULL"),
          QStringLiteral("CREATE INDEX attempts_by_exam ON attempts(exam_id, id)"),
          QStringLiteral("CREATE TABLE answers("
                         " attempt_id BIGINT NOT NULL REFERENCES attempts(id),"
                         " idx INTEGER NOT NULL,"
                         " given TEXT NOT NULL,"
                         " correct INTEGER NOT NULL,"
                         " elapsed_ms BIGINT NOT NULL,"
                         " at TEXT NOT NULL,"
                         " PRIMARY KEY(attempt_id, idx))"),
          // One row (id 1). Hex text: the same on both databases.
          QStringLiteral("CREATE TABLE instructor("
                         " id INTEGER PRIMARY KEY,"
                         " salt TEXT NOT NULL,"
                         " iterations INTEGER NOT NULL,"
                         " hash TEXT NOT NULL,"
                         " hmac_salt TEXT NOT NULL,"
                         " wrapped_secret TEXT NOT NULL,"
                         " failed_tries INTEGER NOT NULL DEFAULT 0,"
                         " last_failure TEXT)")},
         {QStringLiteral("exams"), QStringLiteral("attempts"), QStringLiteral("answers"),
          QStringLiteral("instructor")}},
        // 1 → 2: the instructor's key says how it was derived (InstructorKey): the rows
        // of version 1 are PBKDF2's, made again with Argon2id at the next right login.
        {{QStringLiteral("ALTER TABLE instructor ADD COLUMN kdf TEXT NOT NULL DEFAULT 'pbkdf2-sha256'"),
          QStringLiteral("ALTER TABLE instructor ADD COLUMN kdf_memory BIGINT NOT NULL DEFAULT 0")},
         {QStringLiteral("exams"), QStringLiteral("attempts"), QStringLiteral("answers"),
          QStringLiteral("instructor")}},
        // 2 → 3: the attempt's clock and its log (issue 14, item 6): the question on
        // show keeps its time through a restart, and restarts and focus losses are
        // shown to the instructor.
        {{QStringLiteral("CREATE TABLE attempt_events("
                         " attempt_id BIGINT NOT NULL REFERENCES attempts(id),"
                         " seq INTEGER NOT NULL,"
                         " at TEXT NOT NULL,"
                         " kind TEXT NOT NULL,"
                         " idx INTEGER NOT NULL,"
                         " ms BIGINT NOT NULL,"
                         " PRIMARY KEY(attempt_id, seq))"),
          QStringLiteral("CREATE TABLE attempt_clock("
                         " attempt_id BIGINT PRIMARY KEY REFERENCES attempts(id),"
                         " idx INTEGER NOT NULL,"
                         " elapsed_ms BIGINT NOT NULL,"
                         " saved TEXT NOT NULL)")},
         {QStringLiteral("exams"), QStringLiteral("attempts"), QStringLiteral("answers"),
          QStringLiteral("instructor"), QStringLiteral("attempt_events"), QStringLiteral("attempt_clock")}},
        // 3 → 4: the answers as a chain (AnswerChain, issue 14, item 3): each answer's
        // sequence, run and MAC; each run's key sealed to the instructor's public key;
        // the hand-in's MAC. Answers written before carry none (the desk says so).
        {{QStringLiteral("ALTER TABLE answers ADD COLUMN seq INTEGER NOT NULL DEFAULT 0"),
          QStringLiteral("ALTER TABLE answers ADD COLUMN segment INTEGER NOT NULL DEFAULT 0"),
          QStringLiteral("ALTER TABLE answers ADD COLUMN mac TEXT NOT NULL DEFAULT ''"),
          QStringLiteral("ALTER TABLE attempts ADD COLUMN finish_mac TEXT NOT NULL DEFAULT ''"),
          QStringLiteral("ALTER TABLE instructor ADD COLUMN public_key TEXT NOT NULL DEFAULT ''"),
          QStringLiteral("CREATE TABLE chain_segments("
                         " attempt_id BIGINT NOT NULL REFERENCES attempts(id),"
                         " segment INTEGER NOT NULL,"
                         " sealed_key TEXT NOT NULL,"
                         " after_mac TEXT NOT NULL,"
                         " at TEXT NOT NULL,"
                         " PRIMARY KEY(attempt_id, segment))")},
         {QStringLiteral("exams"), QStringLiteral("attempts"), QStringLiteral("answers"),
          QStringLiteral("instructor"), QStringLiteral("attempt_events"), QStringLiteral("attempt_clock"),
          QStringLiteral("chain_segments")}},
        // 4 → 5: the form each attempt is asked (issue 14, item 8: the station's seat,
        // else the attempt's id). Attempts before it asked the exam as written (one
        // form for all), which any form number gives back. The classroom by roles
        // (item 2, StationRole): the hash of the token of the station that holds an
        // attempt, and each exam's station copy (its questions without answer keys,
        // signed), the only one the station role can read.
        {{QStringLiteral("ALTER TABLE attempts ADD COLUMN form BIGINT NOT NULL DEFAULT 0"),
          QStringLiteral("ALTER TABLE attempts ADD COLUMN token_hash TEXT NOT NULL DEFAULT ''"),
          QStringLiteral("ALTER TABLE exams ADD COLUMN station_file TEXT NOT NULL DEFAULT ''")},
         {QStringLiteral("exams"), QStringLiteral("attempts"), QStringLiteral("answers"),
          QStringLiteral("instructor"), QStringLiteral("attempt_events"), QStringLiteral("attempt_clock"),
          QStringLiteral("chain_segments")}},
        // 5 → 6: self-study kept on the classroom server (issue 19, item 7): the trainees
        // who keep it there, by registration number, with the SHA-256 of their study
        // token; and their records, appended only (StudyRecord). Only the stations'
        // functions write them (StationRole); on SQLite they stay empty.
        {{QStringLiteral("CREATE TABLE study_trainees("
                         " trainee_id TEXT PRIMARY KEY,"
                         " trainee_name TEXT NOT NULL,"
                         " token_hash TEXT NOT NULL,"
                         " enrolled TEXT NOT NULL)"),
          QStringLiteral("CREATE TABLE study_records("
                         " id BIGINT PRIMARY KEY,"
                         " trainee_id TEXT NOT NULL REFERENCES study_trainees(trainee_id),"
                         " station TEXT NOT NULL,"
                         " kind TEXT NOT NULL,"
                         " body TEXT NOT NULL,"
                         " at TEXT NOT NULL,"
                         " received TEXT NOT NULL)"),
          QStringLiteral("CREATE INDEX study_records_by_trainee ON study_records(trainee_id, id)")},
         {QStringLiteral("exams"), QStringLiteral("attempts"), QStringLiteral("answers"),
          QStringLiteral("instructor"), QStringLiteral("attempt_events"), QStringLiteral("attempt_clock"),
          QStringLiteral("chain_segments"), QStringLiteral("study_trainees"), QStringLiteral("study_records")}},
    };
    static_assert(ExamStore::schemaVersion == 6, "add the migration step of the new version");
    return steps;
}

/// How long a write waits for another station's transaction on the same SQLite file.
constexpr int busyTimeoutMs = 2000;
/// How long a station waits for a PostgreSQL server before calling it away (s).
constexpr int connectTimeoutS = 5;

QAtomicInteger<quint64> connectionCounter;

QString waitMessage(qint64 ms)
{
    const int seconds = int((ms + 999) / 1000);
    //: The instructor typed a wrong passphrase too often; %n is a number of seconds.
    return QCoreApplication::translate("ExamStore", "Wait %n second(s) before trying again.", nullptr, seconds);
}

bool isSqliteBusy(const QSqlError &e)
{
    const QString code = e.nativeErrorCode();
    return code == QLatin1String("5") || code == QLatin1String("6")
        || e.text().contains(QLatin1String("locked"), Qt::CaseInsensitive);
}

} // namespace

// ---- the store -----------------------------------------------------------------

struct ExamStore::Private
{
    DatabaseLocation location;
    QString outboxPath;
    /// PostgreSQL only: where answers wait while the server is away.
    std::unique_ptr<ExamOutbox> outbox;
    std::function<QDateTime()> clock;
    QString connection;
    QString error;
    bool open = false;
    bool online = true;
    /// PostgreSQL, connected as the station role (StationRole): every read and
    /// write of an attempt goes through the server's functions, with its token.
    bool station = false;
    QString user;            ///< PostgreSQL: the role connected as
    QString schemaName;      ///< PostgreSQL: the schema of the tables
    mutable QByteArray stationKey;
    mutable bool stationKeyKept = true;
    /// The instructor's file (InstructorFile): when set, the key is read from it and
    /// written to it, never to the database; wrong tries are counted here.
    QString instructorFile;
    int fileFailedTries = 0;
    QDateTime fileLastFailure;

    /// The key of this station's attempt tokens: made once, kept in the station's
    /// settings (exam/stationKey), never sent.
    QByteArray tokenKey() const
    {
        if (stationKey.isEmpty()) {
            QSettings settings;
            stationKey = QByteArray::fromHex(settings.value(QStringLiteral("exam/stationKey")).toByteArray());
            if (stationKey.size() != 32) {
                stationKey.resize(32);
                QRandomGenerator::system()->generate(stationKey.begin(), stationKey.end());
                settings.setValue(QStringLiteral("exam/stationKey"), stationKey.toHex());
                settings.sync();
                // A key that is not kept would not resume this station's attempt after a restart.
                stationKeyKept = settings.status() == QSettings::NoError;
            }
        }
        return stationKey;
    }
    /// The token by which the server knows this station's attempt of @p traineeId
    /// at @p examId: HMAC-SHA256 under tokenKey(). Another station cannot make it.
    QString token(const QString &examId, const QString &traineeId) const
    {
        QMessageAuthenticationCode mac(QCryptographicHash::Sha256, tokenKey());
        mac.addData(QByteArrayLiteral("croupier attempt token v1\n"));
        mac.addData(examId.toUtf8() + '\n' + traineeId.trimmed().toUtf8());
        return QString::fromLatin1(mac.result().toHex());
    }
    QString tokenOf(qint64 attemptId) const
    {
        const auto known = knownAttempts.constFind(attemptId);
        return known == knownAttempts.cend() ? QString() : token(known->examId, known->traineeId);
    }
    /// SELECT * FROM @p function(?, …) with @p args bound, run; false with the error
    /// naming @p what (and the server's own words: "croupier: attempt 3 is finished").
    bool call(const QString &what, const char *function, const QVariantList &args, QSqlQuery *q)
    {
        QStringList marks;
        for (qsizetype i = 0; i < args.size(); ++i)
            marks << QStringLiteral("?");
        *q = prepare(QStringLiteral("SELECT * FROM %1(%2)").arg(QLatin1String(function), marks.join(QStringLiteral(", "))));
        for (const QVariant &v : args)
            q->addBindValue(v);
        if (q->exec())
            return true;
        if (!serverGone())
            return failQuery(what, *q);
        return fail(QStringLiteral("%1: %2").arg(what, goneMessage()));
    }
    /// call() on an open store whose server is there (the stations' writes are not
    /// queued: the sitting keeps them in memory and tries again).
    bool callWhileOnline(const QString &what, const char *function, const QVariantList &args, QSqlQuery *q)
    {
        if (!requireOpen())
            return false;
        if (!online)
            return fail(QStringLiteral("%1: %2").arg(what, goneMessage()));
        return call(what, function, args, q);
    }
    /// croupier_record_answer for @p answer; its row: (the server's time, already there).
    bool callRecord(const QString &what, const AnswerRecord &answer, QSqlQuery *q)
    {
        return call(what, StationRole::fn::record,
                    {answer.attemptId, tokenOf(answer.attemptId), answer.index, QString::fromUtf8(answer.givenJson),
                     answer.correct ? 1 : 0, answer.elapsedMs, answer.seq, answer.segment, hexText(answer.mac)},
                    q);
    }
    /// Self-study on the server is a station's: the desk's connection keeps none.
    bool stationCannotStudy(const QString &what)
    {
        //: Self-study is kept on the server only by the stations (their role); %1 what was being done.
        return fail(QCoreApplication::translate("ExamStore", "%1: self-study is kept on the server through the "
                                                "stations' role; this connection is the instructor's").arg(what));
    }
    bool stationCannot(const QString &what)
    {
        //: A station connected as the stations' role tried what only the instructor's desk may do. %1 what, %2 the role.
        return fail(QCoreApplication::translate("ExamStore", "%1: the stations' role %2 cannot do this; the instructor's desk can")
                        .arg(what, user));
    }

    // What this station has written or read, so that while the server is away the
    // answers already given are still shown (with those waiting in the outbox).
    QHash<qint64, AttemptRecord> knownAttempts;
    QHash<qint64, QMap<int, AnswerRecord>> knownAnswers;

    bool postgres() const { return location.kind == DatabaseLocation::Kind::Postgresql; }
    QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }
    /// The store's clock: the one injected (tests), else on PostgreSQL the server's
    /// (issue 14, item 2: a station's clock is the trainee's), else this machine's.
    QDateTime now() const
    {
        if (clock)
            return clock().toUTC();
        if (postgres() && online && open) {
            QSqlQuery q(db());
            if (q.exec(QStringLiteral("SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"))
                && q.next()) {
                const QDateTime server = sql::fromIsoUtc(q.value(0));
                if (server.isValid())
                    return server;
            }
        }
        return QDateTime::currentDateTimeUtc();
    }

    // Every message names the database first.
    bool fail(const QString &why)
    {
        error = QStringLiteral("%1: %2").arg(location.display(), why);
        return false;
    }
    bool failSql(const QString &what, const QSqlError &e)
    {
        if (!postgres() && isSqliteBusy(e)) {
            const int waited = busyTimeoutMs / 1000;
            //: Another station or program holds the exam database's SQLite file; %n seconds waited.
            const QString locked = QCoreApplication::translate("ExamStore",
                "the database is locked by another station or program (waited %n second(s)); try again", nullptr, waited);
            return fail(QStringLiteral("%1: %2").arg(what, locked));
        }
        if (!postgres()) {
            // SQLite's result codes (sqlite3.h), each named as such.
            const QString code = e.nativeErrorCode();
            QString named;
            if (code == QLatin1String("11"))
                //: SQLite said SQLITE_CORRUPT
                named = QCoreApplication::translate("ExamStore", "the database is damaged");
            else if (code == QLatin1String("26"))
                //: SQLite said SQLITE_NOTADB
                named = QCoreApplication::translate("ExamStore", "not an SQLite database");
            else if (code == QLatin1String("8"))
                //: SQLite said SQLITE_READONLY
                named = QCoreApplication::translate("ExamStore", "the database is read-only here");
            else if (code == QLatin1String("13"))
                //: SQLite said SQLITE_FULL
                named = QCoreApplication::translate("ExamStore", "the disk is full");
            if (!named.isEmpty())
                return fail(QStringLiteral("%1: %2 (%3)").arg(what, named, e.text()));
        }
        return fail(QStringLiteral("%1: %2").arg(what, e.text()));
    }
    bool failQuery(const QString &what, const QSqlQuery &q) { return failSql(what, q.lastError()); }
    /// Whether exam @p id has been sat (inside a transaction): false with the
    /// error set when the query fails, so callers stop either way.
    bool hasAttempts(const QString &what, const QString &id, bool *taken)
    {
        QSqlQuery used = prepare(QStringLiteral("SELECT COUNT(*) FROM attempts WHERE exam_id = ?"));
        used.addBindValue(id);
        if (!used.exec() || !used.next())
            return failQuery(what, used);
        *taken = used.value(0).toLongLong() > 0;
        return true;
    }

    /// Runs @p write in one transaction (transaction()) when the database can be
    /// written: not while a server is away. A failure tells whether it went away.
    template<typename F>
    bool writeWhileOnline(const QString &what, F &&write)
    {
        if (!requireOpen())
            return false;
        if (postgres() && !online)
            return fail(QStringLiteral("%1: %2").arg(what, goneMessage()));
        const bool ok = transaction(what, std::forward<F>(write));
        if (!ok)
            serverGone();
        return ok;
    }
    bool run(const QString &what, QSqlQuery &q) { return q.exec() || failQuery(what, q); }

    /// The next number of @p column among @p table's rows of @p attemptId (MAX + 1,
    /// inside the caller's transaction); false with the error set.
    bool nextNumber(const QString &what, const char *table, const char *column, qint64 attemptId, int *next)
    {
        QSqlQuery q = prepare(QStringLiteral("SELECT COALESCE(MAX(%1), 0) + 1 FROM %2 WHERE attempt_id = ?")
                                  .arg(QLatin1String(column), QLatin1String(table)));
        q.addBindValue(attemptId);
        if (!q.exec() || !q.next())
            return failQuery(what, q);
        *next = q.value(0).toInt();
        return true;
    }

    /// The rows @p select (one parameter: the attempt) gives for @p attemptId, each
    /// made by @p fromRow; empty, with the error naming @p what, on a failure.
    template<typename T, typename F>
    QList<T> readByAttempt(const QString &select, qint64 attemptId, const QString &what, F &&fromRow)
    {
        QList<T> list;
        if (!requireOpen() || (postgres() && !online))
            return list;
        QSqlQuery q = prepare(select);
        q.addBindValue(attemptId);
        if (station)
            q.addBindValue(tokenOf(attemptId));   // the station functions' second argument
        if (!q.exec()) {
            failQuery(what, q);
            serverGone();
            return list;
        }
        while (q.next())
            list << fromRow(q);
        error.clear();
        return list;
    }

    bool requireOpen()
    {
        if (open) {
            error.clear();
            return true;
        }
        //: The exam database could not be opened before.
        return fail(QCoreApplication::translate("ExamStore", "the exam database is not open"));
    }

    QSqlQuery prepare(const QString &sql) const
    {
        QSqlQuery q(db());
        q.prepare(sql);
        return q;
    }

    /// Runs @p write in one transaction: committed if it returns true, rolled back
    /// otherwise (write() has set the error). SQLite takes the write lock at once
    /// (BEGIN IMMEDIATE), so two stations on one file wait for each other
    /// (busy_timeout) instead of failing when a reader turns writer.
    template<typename F>
    bool transaction(const QString &what, F &&write)
    {
        QSqlQuery begin(db());
        if (!begin.exec(postgres() ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE")))
            return failSql(QStringLiteral("%1: %2").arg(what, QCoreApplication::translate("ExamStore", "cannot begin a transaction")), begin.lastError());
        if (!write()) {
            QSqlQuery(db()).exec(QStringLiteral("ROLLBACK"));
            return false;
        }
        QSqlQuery commit(db());
        if (!commit.exec(QStringLiteral("COMMIT"))) {
            const QSqlError e = commit.lastError();
            QSqlQuery(db()).exec(QStringLiteral("ROLLBACK"));
            return failSql(QStringLiteral("%1: %2").arg(what, QCoreApplication::translate("ExamStore", "cannot commit")), e);
        }
        error.clear();
        return true;
    }

    /// After a failed statement: is the PostgreSQL server gone (rather than the
    /// statement wrong)? Marks the store offline if so.
    bool serverGone()
    {
        if (!postgres())
            return false;
        QSqlDatabase database = db();
        bool gone = !database.isOpen();
        if (!gone) {
            QSqlQuery probe(database);
            gone = !probe.exec(QStringLiteral("SELECT 1"));
        }
        if (gone)
            online = false;
        return gone;
    }

    QString goneMessage() const
    {
        //: A PostgreSQL exam server cannot be reached.
        return QCoreApplication::translate("ExamStore", "the server cannot be reached");
    }

    bool openSqlite();
    bool openPostgres();
    /// The exam schema's runner; the version table on PostgreSQL is croupier_schema.
    SchemaMigrations schema() const
    {
        //: The kind of database, in messages such as "not a Croupier exam database".
        return SchemaMigrations(QCoreApplication::translate("ExamStore", "exam database"), migrations());
    }
    /// A failed check or migration of @p schema as this store's error: a file
    /// another station holds locked is told apart from one that is refused.
    bool failSchema(const QString &what, const SchemaMigrations &schema)
    {
        if (!postgres() && schema.sqlError().isValid() && isSqliteBusy(schema.sqlError()))
            return failSql(what, schema.sqlError());
        return fail(schema.error());
    }

    /// The answers waiting in the outbox (of @p attemptId, or all); none when
    /// it cannot be read, with the error set.
    QList<AnswerRecord> queued(std::optional<qint64> attemptId)
    {
        if (!outbox)
            return {};
        const auto waiting = outbox->waiting(attemptId);
        if (!waiting) {
            error = outbox->lastError();
            return {};
        }
        return *waiting;
    }
    int queuedCount() { return int(queued(std::nullopt).size()); }
    bool queue(const AnswerRecord &answer)
    {
        if (outbox && outbox->add(answer))
            return true;
        error = outbox ? outbox->lastError() : QString();
        return false;
    }
    bool send(const AnswerRecord &answer, bool *alreadyThere);

    QList<AnswerRecord> merged(qint64 attemptId, const QList<AnswerRecord> &fromServer);
    AttemptRecord counted(AttemptRecord attempt, const QList<AnswerRecord> &answers) const;
    std::optional<AttemptRecord> readAttempt(qint64 attemptId);
    std::optional<QList<AnswerRecord>> readAnswers(qint64 attemptId);

    /// The instructor's row: the key, and the wrong tries since the last right one.
    struct Instructor
    {
        InstructorKey key;
        int failedTries = 0;
        QDateTime lastFailure;
    };
    /// nullopt with error on a failure; a key that is not set when there is none.
    std::optional<Instructor> readInstructor();
    /// The instructor's row made @p key, its wrong tries none (inside a transaction).
    bool writeInstructor(const QString &what, const InstructorKey &key, const QByteArray &publicKey)
    {
        if (!instructorFile.isEmpty()) {
            QString why;
            if (!InstructorFile::write(instructorFile, {key, publicKey}, &why))
                return fail(why);
            fileFailedTries = 0;
            fileLastFailure = {};
            return true;
        }
        QSqlQuery q(db());
        if (!q.exec(QStringLiteral("DELETE FROM instructor")))
            return failQuery(what, q);
        q.prepare(QStringLiteral("INSERT INTO instructor(id, salt, iterations, hash, hmac_salt, wrapped_secret,"
                                 " failed_tries, last_failure, kdf, kdf_memory, public_key)"
                                 " VALUES(1, ?, ?, ?, ?, ?, 0, NULL, ?, ?, ?)"));
        q.addBindValue(QString::fromLatin1(key.salt.toHex()));
        q.addBindValue(key.iterations);
        q.addBindValue(QString::fromLatin1(key.hash.toHex()));
        // An empty (not null) text where Argon2id has no second salt.
        q.addBindValue(key.hmacSalt.isEmpty() ? QStringLiteral("") : QString::fromLatin1(key.hmacSalt.toHex()));
        q.addBindValue(QString::fromLatin1(key.wrappedSecret.toHex()));
        q.addBindValue(key.kdf);
        q.addBindValue(key.memory);
        q.addBindValue(hexText(publicKey));
        if (!q.exec())
            return failQuery(what, q);
        return true;
    }
};

bool ExamStore::Private::openSqlite()
{
    QSqlDatabase database = db();
    const QString path = location.path;
    const bool inMemory = path == QLatin1String(":memory:");
    const QFileInfo info(path);
    const bool existing = !inMemory && info.exists();
    if (existing) {
        // Refuse before SQLite sees it: a file of another kind is left as it is.
        if (!info.isFile())
            return fail(QCoreApplication::translate("ExamStore", "not a file"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return fail(QCoreApplication::translate("ExamStore", "cannot be read: %1").arg(file.errorString()));
        const QByteArray header = file.read(16);
        // An empty file is not taken for a new database: Croupier makes its own
        // file where there is none, so an empty one is something else's. (With a
        // journal beside it, another program is writing it: SQLite says it is locked.)
        const bool beingWritten = QFileInfo::exists(path + QStringLiteral("-journal"))
                                  || QFileInfo::exists(path + QStringLiteral("-wal"));
        if (header.isEmpty() && !beingWritten)
            return fail(QCoreApplication::translate("ExamStore",
                "is empty (0 bytes), so it is not an exam database; delete it or choose another file, and Croupier makes a new one"));
        if (!header.isEmpty() && header != QByteArray("SQLite format 3\0", 16))
            return fail(QCoreApplication::translate("ExamStore", "not an SQLite database"));
    } else if (!inMemory && !info.absoluteDir().exists()) {
        return fail(QCoreApplication::translate("ExamStore", "its directory %1 does not exist").arg(QDir::toNativeSeparators(info.absolutePath())));
    }

    int found = 0;
    // An existing file is first read read-only: a file that is refused (newer,
    // foreign) is never written to, not even by the journal-mode switch.
    if (existing) {
        database.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs));
        if (!database.open())
            return failSql(QCoreApplication::translate("ExamStore", "cannot be opened"), database.lastError());
        // Fail closed: a damaged file is refused before anything is written to it.
        QSqlQuery check(database);
        if (!check.exec(QStringLiteral("PRAGMA quick_check"))) {
            const QSqlError e = check.lastError();
            check = QSqlQuery();
            database.close();
            return failSql(QCoreApplication::translate("ExamStore", "cannot be read"), e);
        }
        QStringList problems;
        while (check.next())
            problems << check.value(0).toString();
        check = QSqlQuery();
        if (problems != QStringList {QStringLiteral("ok")}) {
            database.close();
            //: An exam database SQLite's own check finds damaged; %1 the first problem it names (English, from SQLite).
            return fail(QCoreApplication::translate("ExamStore", "damaged: SQLite's check finds %1; it is not written to")
                            .arg(problems.value(0)));
        }
        SchemaMigrations reader = schema();
        const std::optional<int> version = reader.check(database);
        database.close();
        database.setConnectOptions();
        if (!version)
            return failSchema(QCoreApplication::translate("ExamStore", "cannot be read"), reader);
        found = *version;
    }

    database.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs));
    if (!database.open())
        return failSql(QCoreApplication::translate("ExamStore", "cannot be opened"), database.lastError());
    QSqlQuery q(database);
    // WAL: the stations' readers do not block the writer; foreign keys: an answer
    // cannot name an attempt that does not exist.
    if (!inMemory && !q.exec(QStringLiteral("PRAGMA journal_mode = WAL"))) {
        failQuery(QCoreApplication::translate("ExamStore", "cannot switch to WAL"), q);
        database.close();
        return false;
    }
    // synchronous = FULL: an answer is on the disk, not in a cache, when recordAnswer returns.
    if (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON")) || !q.exec(QStringLiteral("PRAGMA synchronous = FULL"))
        || !q.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(busyTimeoutMs))) {
        failQuery(QCoreApplication::translate("ExamStore", "cannot be set up"), q);
        database.close();
        return false;
    }
    SchemaMigrations writer = schema();
    if (!writer.migrate(database, found)) {
        failSchema(QCoreApplication::translate("ExamStore", "migrating"), writer);
        database.close();
        return false;
    }
    return true;
}

bool ExamStore::Private::openPostgres()
{
    QSqlDatabase database = db();
    database.setHostName(location.host);
    database.setPort(location.port);
    database.setUserName(location.user);
    database.setPassword(location.password);
    database.setDatabaseName(location.databaseName);
    database.setConnectOptions(QStringLiteral("connect_timeout=%1").arg(connectTimeoutS));
    if (!database.open()) {
        online = false;
        //: %1 is the server's own message.
        return fail(QCoreApplication::translate("ExamStore", "cannot connect: %1").arg(database.lastError().text().trimmed()));
    }
    online = true;
    // Which role: the tables' owner (or a fresh database, which it makes), or the
    // stations' role, which may write no table and calls the server's functions.
    QSqlQuery probe(database);
    if (!probe.exec(QStringLiteral("SELECT current_user, current_schema(),"
                                   " (SELECT has_table_privilege(c.oid, 'INSERT') FROM pg_catalog.pg_class c"
                                   "  WHERE c.oid = to_regclass('croupier_schema'))"))
        || !probe.next()) {
        failQuery(QCoreApplication::translate("ExamStore", "reading the role connected as"), probe);
        database.close();
        return false;
    }
    user = probe.value(0).toString();
    schemaName = probe.value(1).toString();
    station = !probe.value(2).isNull() && !probe.value(2).toBool();
    probe = QSqlQuery();
    if (station) {
        QSqlQuery version(database);
        if (!version.exec(QStringLiteral("SELECT %1()").arg(QLatin1String(StationRole::fn::schemaVersion))) || !version.next()) {
            const QString why = version.lastError().text().trimmed();
            version = QSqlQuery();
            database.close();
            //: A station connected as a role that can neither write the exam tables nor call the stations' functions. %1 the role, %2 the server's words.
            return fail(QCoreApplication::translate("ExamStore",
                "connected as %1, which can neither write the exam tables nor call the stations' functions: set the "
                "stations' role up at the instructor's desk (%2)").arg(user, why));
        }
        const int found = version.value(0).toInt();
        version = QSqlQuery();
        if (found != ExamStore::schemaVersion) {
            database.close();
            //: %1 the server's schema version, %2 this program's.
            return fail(found < ExamStore::schemaVersion
                    ? QCoreApplication::translate("ExamStore", "the server's exam database is of schema version %1 and this "
                          "station reads %2: open it at the instructor's desk first").arg(found).arg(ExamStore::schemaVersion)
                    : QCoreApplication::translate("ExamStore", "written by a newer Croupier (schema version %1; this version "
                          "reads up to %2)").arg(found).arg(ExamStore::schemaVersion));
        }
        return true;
    }
    // Another station may be migrating the same database: the runner waits for it.
    SchemaMigrations runner = schema();
    if (!runner.run(database)) {
        fail(runner.error());
        database.close();
        return false;
    }
    return true;
}

// ---- the outbox ----------------------------------------------------------------

/// One waiting answer to the server in its own transaction. An answer the server
/// already has (sent before the outbox could forget it) is not written twice.
bool ExamStore::Private::send(const AnswerRecord &answer, bool *alreadyThere)
{
    const QString what = QCoreApplication::translate("ExamStore", "sending the waiting answer to question %1 of attempt %2")
                             .arg(answer.index + 1)
                             .arg(answer.attemptId);
    *alreadyThere = false;
    if (station) {
        QSqlQuery q;
        if (!callRecord(what, answer, &q))
            return false;
        *alreadyThere = q.next() && q.value(1).toBool();
        return true;
    }
    return transaction(what, [&] {
        QSqlQuery there = prepare(QStringLiteral("SELECT 1 FROM answers WHERE attempt_id = ? AND idx = ?"));
        there.addBindValue(answer.attemptId);
        there.addBindValue(answer.index);
        if (!there.exec())
            return failQuery(what, there);
        if (there.next()) {
            *alreadyThere = true;
            return true;
        }
        QSqlQuery q = prepare(QStringLiteral("INSERT INTO answers(" ANSWER_COLUMNS ")"
                                             " VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        bindAnswer(q, answer);
        if (!q.exec())
            return failQuery(what, q);
        return true;
    });
}

/// The server's answers with the outbox's that the server does not have yet.
QList<AnswerRecord> ExamStore::Private::merged(qint64 attemptId, const QList<AnswerRecord> &fromServer)
{
    QMap<int, AnswerRecord> byIndex;
    for (const AnswerRecord &a : fromServer)
        byIndex.insert(a.index, a);
    if (postgres()) {
        for (const AnswerRecord &a : queued(attemptId))
            if (!byIndex.contains(a.index))
                byIndex.insert(a.index, a);
    }
    return byIndex.values();
}

AttemptRecord ExamStore::Private::counted(AttemptRecord attempt, const QList<AnswerRecord> &answers) const
{
    attempt.answered = int(answers.size());
    attempt.correct = int(std::count_if(answers.cbegin(), answers.cend(), [](const AnswerRecord &a) { return a.correct; }));
    return attempt;
}

std::optional<QList<AnswerRecord>> ExamStore::Private::readAnswers(qint64 attemptId)
{
    const QString what = QCoreApplication::translate("ExamStore", "reading the answers of attempt %1").arg(attemptId);
    if (online) {
        QSqlQuery q = prepare(QStringLiteral("SELECT " ANSWER_COLUMNS " FROM answers"
                                             " WHERE attempt_id = ? ORDER BY idx"));
        q.addBindValue(attemptId);
        if (station) {
            // The server gives a station its own attempt's answers only (its token).
            q = prepare(QStringLiteral("SELECT * FROM %1(?, ?)").arg(QLatin1String(StationRole::fn::answers)));
            q.addBindValue(attemptId);
            q.addBindValue(tokenOf(attemptId));
        }
        if (q.exec()) {
            QList<AnswerRecord> list;
            QMap<int, AnswerRecord> &known = knownAnswers[attemptId];
            while (q.next()) {
                const AnswerRecord a = answerFromRow(q);
                list << a;
                known.insert(a.index, a);
            }
            return merged(attemptId, list);
        }
        if (!serverGone()) {
            failQuery(what, q);
            return std::nullopt;
        }
    }
    // The server is away: what this station knows of the attempt, and its outbox.
    if (!knownAttempts.contains(attemptId) && !knownAnswers.contains(attemptId) && queued(attemptId).isEmpty()) {
        fail(QStringLiteral("%1: %2").arg(what, goneMessage()));
        return std::nullopt;
    }
    return merged(attemptId, knownAnswers.value(attemptId).values());
}

std::optional<AttemptRecord> ExamStore::Private::readAttempt(qint64 attemptId)
{
    const QString what = QCoreApplication::translate("ExamStore", "reading attempt %1").arg(attemptId);
    if (online) {
        QSqlQuery q = prepare(QStringLiteral("SELECT id, exam_id, trainee_name, trainee_id, station, started, finished,"
                                             " finish_mac, form FROM attempts WHERE id = ?"));
        q.addBindValue(attemptId);
        if (station) {
            q = prepare(QStringLiteral("SELECT CAST(? AS bigint), * FROM %1(?, ?)").arg(QLatin1String(StationRole::fn::attempt)));
            q.addBindValue(attemptId);
            q.addBindValue(attemptId);
            q.addBindValue(tokenOf(attemptId));
        }
        if (q.exec()) {
            if (!q.next()) {
                fail(QCoreApplication::translate("ExamStore", "there is no attempt %1").arg(attemptId));
                return std::nullopt;
            }
            AttemptRecord a;
            a.id = q.value(0).toLongLong();
            a.examId = q.value(1).toString();
            a.traineeName = q.value(2).toString();
            a.traineeId = q.value(3).toString();
            a.station = q.value(4).toString();
            a.started = sql::fromIsoUtc(q.value(5));
            a.finished = sql::fromIsoUtc(q.value(6));
            a.finishMac = QByteArray::fromHex(q.value(7).toString().toLatin1());
            a.form = q.value(8).toLongLong();
            knownAttempts.insert(a.id, a);
            return a;
        }
        if (!serverGone()) {
            failQuery(what, q);
            return std::nullopt;
        }
    }
    if (!knownAttempts.contains(attemptId)) {
        fail(QStringLiteral("%1: %2").arg(what, goneMessage()));
        return std::nullopt;
    }
    return knownAttempts.value(attemptId);
}

std::optional<ExamStore::Private::Instructor> ExamStore::Private::readInstructor()
{
    if (!instructorFile.isEmpty()) {
        Instructor row;
        if (!QFileInfo::exists(instructorFile))
            return row;   // none yet: the first passphrase makes the file
        QString why;
        const auto contents = InstructorFile::read(instructorFile, &why);
        if (!contents) {
            fail(why);
            return std::nullopt;
        }
        row.key = contents->key;
        row.failedTries = fileFailedTries;
        row.lastFailure = fileLastFailure;
        return row;
    }
    const QString what = QCoreApplication::translate("ExamStore", "reading the instructor's passphrase");
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT salt, iterations, hash, hmac_salt, failed_tries, last_failure, wrapped_secret,"
                               " kdf, kdf_memory FROM instructor WHERE id = 1"))) {
        if (serverGone())
            fail(QStringLiteral("%1: %2").arg(what, goneMessage()));
        else
            failQuery(what, q);
        return std::nullopt;
    }
    Instructor row;
    if (q.next()) {
        row.key.salt = QByteArray::fromHex(q.value(0).toString().toLatin1());
        row.key.iterations = q.value(1).toLongLong();
        row.key.hash = QByteArray::fromHex(q.value(2).toString().toLatin1());
        row.key.hmacSalt = QByteArray::fromHex(q.value(3).toString().toLatin1());
        row.failedTries = q.value(4).toInt();
        row.lastFailure = sql::fromIsoUtc(q.value(5));
        row.key.wrappedSecret = QByteArray::fromHex(q.value(6).toString().toLatin1());
        row.key.kdf = q.value(7).toString();
        row.key.memory = q.value(8).toLongLong();
    }
    return row;
}

ExamStore::ExamStore(DatabaseLocation location, QString outboxPath, std::function<QDateTime()> clock)
    : d(std::make_unique<Private>())
{
    d->location = std::move(location);
    d->clock = std::move(clock);
    d->outboxPath = outboxPath.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/exam-outbox.sqlite")
        : std::move(outboxPath);
    d->connection = QStringLiteral("croupier-exam-%1").arg(connectionCounter.fetchAndAddRelaxed(1));
    QSqlDatabase::addDatabase(d->postgres() ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"), d->connection);
    if (d->location.kind == DatabaseLocation::Kind::Sqlite)
        QSqlDatabase::database(d->connection, false).setDatabaseName(d->location.path);
    if (d->postgres())
        d->outbox = std::make_unique<ExamOutbox>(d->outboxPath, d->location.display());
}

ExamStore::~ExamStore()
{
    d->outbox.reset();
    {
        QSqlDatabase database = d->db();
        if (database.isOpen())
            database.close();
    }
    if (QSqlDatabase::contains(d->connection))
        QSqlDatabase::removeDatabase(d->connection);
}

bool ExamStore::open()
{
    if (d->open)
        return true;
    QSqlDatabase database = d->db();
    if (!database.isValid())
        return d->fail(d->postgres()
                           //: Qt's database drivers are Debian packages.
                           ? QCoreApplication::translate("ExamStore", "the Qt PostgreSQL driver (QPSQL) is not available; install libqt6sql6-psql")
                           : QCoreApplication::translate("ExamStore", "the Qt SQLite driver (QSQLITE) is not available; install libqt6sql6-sqlite"));
    const bool ok = d->postgres() ? d->openPostgres() : d->openSqlite();
    if (!ok)
        return false;
    d->open = true;
    d->error.clear();
    // Answers that waited while the server was away (maybe in a previous run).
    if (d->postgres() && d->queuedCount() > 0)
        flushOutbox();
    d->error.clear();
    return true;
}

bool ExamStore::isOpen() const
{
    return d->open;
}

QString ExamStore::lastError() const
{
    return d->error;
}

const DatabaseLocation &ExamStore::location() const
{
    return d->location;
}

bool ExamStore::online() const
{
    return !d->postgres() || (d->open && d->online);
}

int ExamStore::pendingAnswers() const
{
    return d->postgres() ? d->queuedCount() : 0;
}

bool ExamStore::flushOutbox()
{
    if (!d->postgres())
        return true;
    if (!d->open)
        return open() && d->queuedCount() == 0;
    QSqlDatabase database = d->db();
    if (!d->online || !database.isOpen()) {
        // A connection the server dropped is not coming back: open a new one.
        database.close();
        if (!database.open()) {
            d->online = false;
            return d->fail(QCoreApplication::translate("ExamStore", "cannot connect: %1").arg(database.lastError().text().trimmed()));
        }
        d->online = true;
    }
    QString firstError;
    for (const AnswerRecord &answer : d->queued(std::nullopt)) {
        // The stations' role sends an answer with its attempt's token, known once
        // the attempt is started or resumed (startOrResume): until then it waits.
        if (d->station && d->tokenOf(answer.attemptId).isEmpty())
            continue;
        bool alreadyThere = false;
        if (!d->send(answer, &alreadyThere)) {
            if (d->serverGone())
                return d->fail(d->goneMessage());
            // Refused for good (e.g. its attempt is not on this server): it stays
            // in the outbox, where it is not lost, and the others go on.
            if (firstError.isEmpty())
                firstError = d->error;
            continue;
        }
        if (!d->outbox->remove(answer) && firstError.isEmpty())
            firstError = QCoreApplication::translate("ExamStore", "an answer sent could not be removed from the outbox");
        if (!alreadyThere)
            d->knownAnswers[answer.attemptId].insert(answer.index, answer);
    }
    d->error = firstError;
    return d->queuedCount() == 0;
}

// ---- the passphrase ------------------------------------------------------------

bool ExamStore::hasPassphrase() const
{
    if (d->station) {
        d->stationCannot(QCoreApplication::translate("ExamStore", "reading the instructor's passphrase"));
        return false;
    }
    if (!d->requireOpen())
        return false;
    const auto row = d->readInstructor();
    return row && row->key.isSet();
}

bool ExamStore::setPassphrase(const QString &current, const QString &passphrase)
{
    if (d->station) {
        d->stationCannot(QCoreApplication::translate("ExamStore", "setting the instructor's passphrase"));
        return false;
    }
    if (!d->requireOpen())
        return false;
    // The length rule counts characters (code points, so "ή" is one) of the
    // trimmed text: spaces alone do not make a passphrase. The passphrase itself
    // is used exactly as typed.
    if (passphrase.trimmed().toUcs4().size() < 8)
        //: The instructor's passphrase is too short.
        return d->fail(QCoreApplication::translate("ExamStore", "the passphrase must have at least 8 characters"));
    const auto row = d->readInstructor();
    if (!row)
        return false;
    // The secret that signs the exports is made once, at random, and kept only
    // wrapped by a key derived from the passphrase: a new passphrase wraps the same
    // secret again, so files exported before still check as signed.
    QByteArray secret;
    if (row->key.isSet()) {
        const LoginResult check = login(current);
        if (!check.ok)
            return d->fail(check.error);
        secret = check.secret;
    } else {
        secret = InstructorKey::newSecret();
    }
    const QString what = QCoreApplication::translate("ExamStore", "setting the passphrase");
    const InstructorKey key = InstructorKey::make(passphrase, secret);
    return d->transaction(what, [&] { return d->writeInstructor(what, key, AnswerChain::publicKey(secret)); });
}

LoginResult ExamStore::login(const QString &passphrase)
{
    if (d->station) {
        d->stationCannot(QCoreApplication::translate("ExamStore", "reading the instructor's passphrase"));
        return LoginResult{false, 0, d->error, {}};
    }
    LoginResult result;
    if (!d->requireOpen()) {
        result.error = d->error;
        return result;
    }
    const auto row = d->readInstructor();
    if (!row) {
        result.error = d->error;
        return result;
    }
    if (!row->key.isSet()) {
        //: Instructor mode: no passphrase has been chosen yet.
        result.error = QCoreApplication::translate("ExamStore", "No passphrase is set.");
        d->error = result.error;
        return result;
    }
    const QDateTime now = d->now();
    // A try during the wait is not even checked: guessing goes no faster than the wait.
    const qint64 wait = waitAfterFailedTries(row->failedTries);
    if (wait > 0 && row->lastFailure.isValid()) {
        const qint64 left = wait - row->lastFailure.msecsTo(now);
        if (left > 0) {
            result.waitMs = left;
            result.error = waitMessage(left);
            d->error = result.error;
            return result;
        }
    }
    const InstructorKey::Unlocked unlocked = row->key.unlock(passphrase);
    const bool right = unlocked.right;
    const QString what = QCoreApplication::translate("ExamStore", "checking the passphrase");
    const bool stored = d->transaction(what, [&] {
        QSqlQuery q(d->db());
        if (!d->instructorFile.isEmpty()) {
            // The file is the instructor's: only a legacy key is made again in it;
            // the wrong tries are this desk's to count.
            if (right && unlocked.secret && row->key.isLegacy())
                return d->writeInstructor(what, InstructorKey::make(passphrase, *unlocked.secret),
                                          AnswerChain::publicKey(*unlocked.secret));
            if (right) {
                d->fileFailedTries = 0;
                d->fileLastFailure = {};
            } else {
                ++d->fileFailedTries;
                d->fileLastFailure = now;
            }
            return true;
        }
        if (right && unlocked.secret && row->key.isLegacy())
            // A PBKDF2 row of version 1: made again with Argon2id, the same secret.
            return d->writeInstructor(what, InstructorKey::make(passphrase, *unlocked.secret),
                                      AnswerChain::publicKey(*unlocked.secret));
        if (right && unlocked.secret) {
            // The public key the stations seal their chain keys to is the secret's:
            // a row of before schema 4, or one whose key was changed, is put right.
            q.prepare(QStringLiteral("UPDATE instructor SET failed_tries = 0, last_failure = NULL, public_key = ? WHERE id = 1"));
            q.addBindValue(hexText(AnswerChain::publicKey(*unlocked.secret)));
        } else if (right) {
            q.prepare(QStringLiteral("UPDATE instructor SET failed_tries = 0, last_failure = NULL WHERE id = 1"));
        } else {
            q.prepare(QStringLiteral("UPDATE instructor SET failed_tries = failed_tries + 1, last_failure = ? WHERE id = 1"));
            q.addBindValue(sql::isoUtc(now));
        }
        if (!q.exec())
            return d->failQuery(what, q);
        return true;
    });
    if (!right) {
        //: Instructor mode: the passphrase typed is not the right one.
        result.error = QCoreApplication::translate("ExamStore", "Wrong passphrase.");
        result.waitMs = waitAfterFailedTries(row->failedTries + 1);
        if (result.waitMs > 0)
            result.error += QLatin1Char(' ') + waitMessage(result.waitMs);
        if (!stored)
            result.error += QLatin1Char(' ') + d->error;
        d->error = result.error;
        return result;
    }
    if (!stored) {
        // A wrong-try count that cannot be reset must not be bypassed either.
        result.error = d->error;
        return result;
    }
    if (!unlocked.secret) {
        //: Instructor mode: the passphrase is right, but the stored signing secret fails its authentication.
        result.error = QCoreApplication::translate("ExamStore",
            "The passphrase is right, but the stored signing key has been changed or damaged: it is refused, and "
            "nothing can be signed with it. Restore the exam database from a backup.");
        d->error = result.error;
        return result;
    }
    result.ok = true;
    result.secret = *unlocked.secret;
    d->error.clear();
    return result;
}

// ---- exams ---------------------------------------------------------------------

bool ExamStore::saveExam(const QString &id, const QString &title, int questions, const QByteArray &fileJson,
                         const QByteArray &stationFileJson)
{
    if (!d->requireOpen())
        return false;
    const QString what = QCoreApplication::translate("ExamStore", "saving exam \"%1\"").arg(id);
    if (d->station)
        return d->stationCannot(what);
    if (id.trimmed().isEmpty())
        return d->fail(QCoreApplication::translate("ExamStore", "an exam needs an id"));
    if (questions < 0)
        return d->fail(QCoreApplication::translate("ExamStore", "%1: %2 questions is not a count").arg(what).arg(questions));
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString file = utf8(fileJson);
    const QString stationFile = utf8(stationFileJson);
    if (utf8.hasError())
        return d->fail(QCoreApplication::translate("ExamStore", "%1: the exam file is not UTF-8 text").arg(what));
    if (d->postgres() && !d->online)
        flushOutbox();
    const bool ok = d->transaction(what, [&] {
        bool taken = false;
        if (!d->hasAttempts(what, id, &taken))
            return false;
        if (taken)
            //: An exam already taken cannot be replaced; %1 is what was being done.
            return d->fail(QCoreApplication::translate("ExamStore", "%1: it has been taken already; save the changed exam under a new id").arg(what));
        QSqlQuery drop = d->prepare(QStringLiteral("DELETE FROM exams WHERE id = ?"));
        drop.addBindValue(id);
        if (!drop.exec())
            return d->failQuery(what, drop);
        QSqlQuery q = d->prepare(QStringLiteral("INSERT INTO exams(id, title, created, questions, file, station_file)"
                                                " VALUES(?, ?, ?, ?, ?, ?)"));
        q.addBindValue(id);
        q.addBindValue(sql::notNull(title));
        q.addBindValue(sql::isoUtc(d->now()));
        q.addBindValue(questions);
        q.addBindValue(sql::notNull(file));
        q.addBindValue(sql::notNull(stationFile));
        if (!q.exec())
            return d->failQuery(what, q);
        return true;
    });
    if (!ok && d->serverGone())
        d->fail(QStringLiteral("%1: %2").arg(what, d->goneMessage()));
    return ok;
}

QList<ExamRecord> ExamStore::exams() const
{
    QList<ExamRecord> list;
    if (!d->requireOpen())
        return list;
    QSqlQuery q(d->db());
    // A station sees the exams that have a station copy, through the server's function.
    if (!q.exec(d->station ? QStringLiteral("SELECT * FROM %1()").arg(QLatin1String(StationRole::fn::exams))
                           : QStringLiteral("SELECT id, title, created, questions FROM exams ORDER BY created DESC, id"))) {
        if (d->serverGone())
            d->fail(QStringLiteral("%1: %2").arg(QCoreApplication::translate("ExamStore", "reading the exams"), d->goneMessage()));
        else
            d->failQuery(QCoreApplication::translate("ExamStore", "reading the exams"), q);
        return list;
    }
    while (q.next()) {
        ExamRecord e;
        e.id = q.value(0).toString();
        e.title = q.value(1).toString();
        e.created = sql::fromIsoUtc(q.value(2));
        e.questions = q.value(3).toInt();
        list << e;
    }
    return list;
}

std::optional<QByteArray> ExamStore::examFile(const QString &id) const
{
    if (!d->requireOpen())
        return std::nullopt;
    const QString what = QCoreApplication::translate("ExamStore", "reading exam \"%1\"").arg(id);
    // A station reads the station copy: the questions without their answer keys.
    QSqlQuery q = d->prepare(d->station ? QStringLiteral("SELECT %1(?)").arg(QLatin1String(StationRole::fn::exam))
                                        : QStringLiteral("SELECT file FROM exams WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec()) {
        if (d->serverGone())
            d->fail(QStringLiteral("%1: %2").arg(what, d->goneMessage()));
        else
            d->failQuery(what, q);
        return std::nullopt;
    }
    if (!q.next() || q.value(0).isNull()) {
        d->fail(QCoreApplication::translate("ExamStore", "there is no exam \"%1\"").arg(id));
        return std::nullopt;
    }
    return q.value(0).toString().toUtf8();
}

bool ExamStore::removeExam(const QString &id)
{
    if (d->station) {
        d->stationCannot(QCoreApplication::translate("ExamStore", "removing exam \"%1\"").arg(id));
        return false;
    }
    if (!d->requireOpen())
        return false;
    const QString what = QCoreApplication::translate("ExamStore", "removing exam \"%1\"").arg(id);
    return d->transaction(what, [&] {
        bool taken = false;
        if (!d->hasAttempts(what, id, &taken))
            return false;
        if (taken)
            //: Results are never deleted with their exam.
            return d->fail(QCoreApplication::translate("ExamStore", "%1: it has attempts, whose results would be lost").arg(what));
        QSqlQuery q = d->prepare(QStringLiteral("DELETE FROM exams WHERE id = ?"));
        q.addBindValue(id);
        if (!q.exec())
            return d->failQuery(what, q);
        if (q.numRowsAffected() != 1)
            return d->fail(QCoreApplication::translate("ExamStore", "there is no exam \"%1\"").arg(id));
        return true;
    });
}

// ---- attempts and answers ------------------------------------------------------

std::optional<AttemptRecord> ExamStore::startOrResume(const QString &examId, const QString &traineeName,
                                                      const QString &traineeId, const QString &station, qint64 seat)
{
    if (!d->requireOpen())
        return std::nullopt;
    const QString name = traineeName.trimmed();
    const QString trainee = traineeId.trimmed();
    //: %1 the trainee's registration number, %2 the exam.
    const QString what = QCoreApplication::translate("ExamStore", "starting the exam \"%2\" for trainee %1").arg(trainee, examId);
    if (name.isEmpty() || trainee.isEmpty()) {
        d->fail(name.isEmpty() ? QCoreApplication::translate("ExamStore", "%1: the trainee's name is missing").arg(what)
                               : QCoreApplication::translate("ExamStore", "%1: the trainee's registration number is missing").arg(what));
        return std::nullopt;
    }
    if (d->postgres() && !d->online)
        flushOutbox();
    if (d->postgres() && !d->online) {
        // Resuming on this station needs nothing from the server.
        for (const AttemptRecord &a : std::as_const(d->knownAttempts))
            if (a.examId == examId && a.traineeId == trainee && !a.finished.isValid())
                return d->counted(a, d->merged(a.id, d->knownAnswers.value(a.id).values()));
        d->fail(QStringLiteral("%1: %2").arg(what, d->goneMessage()));
        return std::nullopt;
    }
    if (d->station) {
        // The server starts or resumes it, at its clock, for this station's token;
        // an attempt handed in comes back as it is (its result), never a second one.
        QSqlQuery q;
        const QString token = d->token(examId, trainee);
        if (!d->stationKeyKept) {
            //: The station's settings cannot be written, so its key would not survive a restart. %1 what, %2 the settings file.
            d->fail(QCoreApplication::translate("ExamStore", "%1: this station cannot keep its key in its settings (%2): "
                                                "it could not resume the attempt after a restart")
                        .arg(what, QSettings().fileName()));
            return std::nullopt;
        }
        if (!d->call(what, StationRole::fn::start, {examId, name, trainee, sql::notNull(station), seat, token}, &q))
            return std::nullopt;
        if (!q.next()) {
            d->fail(what);
            return std::nullopt;
        }
        AttemptRecord attempt;
        attempt.id = q.value(0).toLongLong();
        attempt.examId = examId;
        attempt.traineeId = trainee;
        attempt.traineeName = q.value(1).toString();
        attempt.station = q.value(2).toString();
        attempt.started = sql::fromIsoUtc(q.value(3));
        attempt.finished = sql::fromIsoUtc(q.value(4));
        attempt.form = q.value(5).toLongLong();
        attempt.finishMac = QByteArray::fromHex(q.value(6).toString().toLatin1());
        q = QSqlQuery();
        d->knownAttempts.insert(attempt.id, attempt);
        // Answers of it that waited in the outbox (a restart during an outage) go now.
        if (!d->queued(attempt.id).isEmpty())
            flushOutbox();
        const auto answers = d->readAnswers(attempt.id);
        d->error.clear();
        return d->counted(attempt, answers.value_or(QList<AnswerRecord>{}));
    }
    AttemptRecord attempt;
    const bool ok = d->transaction(what, [&] {
        QSqlQuery q(d->db());
        // Two stations starting the same trainee at once: one waits for the other.
        if (d->postgres() && !q.exec(QStringLiteral("LOCK TABLE attempts IN EXCLUSIVE MODE")))
            return d->failQuery(what, q);
        QSqlQuery exam = d->prepare(QStringLiteral("SELECT 1 FROM exams WHERE id = ?"));
        exam.addBindValue(examId);
        if (!exam.exec())
            return d->failQuery(what, exam);
        if (!exam.next())
            return d->fail(QCoreApplication::translate("ExamStore", "there is no exam \"%1\"").arg(examId));
        QSqlQuery open = d->prepare(QStringLiteral("SELECT id, trainee_name, station, started, form FROM attempts"
                                                   " WHERE exam_id = ? AND trainee_id = ? AND finished IS NULL"));
        open.addBindValue(examId);
        open.addBindValue(trainee);
        if (!open.exec())
            return d->failQuery(what, open);
        attempt.examId = examId;
        attempt.traineeId = trainee;
        if (open.next()) {
            attempt.id = open.value(0).toLongLong();
            attempt.traineeName = open.value(1).toString();
            attempt.station = open.value(2).toString();
            attempt.started = sql::fromIsoUtc(open.value(3));
            attempt.form = open.value(4).toLongLong();
            return true;
        }
        if (!q.exec(QStringLiteral("SELECT COALESCE(MAX(id), 0) + 1 FROM attempts")) || !q.next())
            return d->failQuery(what, q);
        attempt.id = q.value(0).toLongLong();
        attempt.traineeName = name;
        attempt.station = sql::notNull(station);
        attempt.started = d->now();
        // The form: the seat, so that neighbours in the room get neighbouring forms
        // (never the same question at once); without one, the attempt's number.
        attempt.form = seat > 0 ? seat : attempt.id;
        QSqlQuery insert = d->prepare(QStringLiteral("INSERT INTO attempts(id, exam_id, trainee_name, trainee_id, station, started, form)"
                                                     " VALUES(?, ?, ?, ?, ?, ?, ?)"));
        insert.addBindValue(attempt.id);
        insert.addBindValue(examId);
        insert.addBindValue(attempt.traineeName);
        insert.addBindValue(trainee);
        insert.addBindValue(attempt.station);
        insert.addBindValue(sql::isoUtc(attempt.started));
        insert.addBindValue(attempt.form);
        if (!insert.exec())
            return d->failQuery(what, insert);
        return true;
    });
    if (!ok) {
        if (d->serverGone())
            d->fail(QStringLiteral("%1: %2").arg(what, d->goneMessage()));
        return std::nullopt;
    }
    d->knownAttempts.insert(attempt.id, attempt);
    const auto answers = d->readAnswers(attempt.id);
    d->error.clear();
    return d->counted(attempt, answers.value_or(QList<AnswerRecord>{}));
}

bool ExamStore::recordAnswer(const AnswerRecord &given)
{
    if (!d->requireOpen())
        return false;
    AnswerRecord answer = given;
    if (!answer.at.isValid())
        answer.at = d->now();
    if (answer.givenJson.isEmpty())
        answer.givenJson = QByteArrayLiteral("null");
    const QString what = QCoreApplication::translate("ExamStore", "recording the answer to question %1 of attempt %2").arg(answer.index + 1).arg(answer.attemptId);
    if (answer.index < 0)
        return d->fail(QCoreApplication::translate("ExamStore", "%1: %2 is not a question number").arg(what).arg(answer.index + 1));
    if (answer.elapsedMs < 0)
        return d->fail(QCoreApplication::translate("ExamStore", "%1: the time %2 ms is negative").arg(what).arg(answer.elapsedMs));
    const QString taken = QCoreApplication::translate("ExamStore", "%1: question %2 has been answered already; the first answer stands")
                              .arg(what)
                              .arg(answer.index + 1);
    if (d->postgres() && !d->online)
        flushOutbox();
    if (d->station && d->online) {
        // The server writes it at its clock, for this station's attempt only.
        QSqlQuery q;
        if (d->callRecord(what, answer, &q)) {
            const bool row = q.next();
            if (row && q.value(1).toBool())
                return d->fail(taken);
            if (row && !q.value(0).isNull())
                answer.at = sql::fromIsoUtc(q.value(0));
            d->knownAnswers[answer.attemptId].insert(answer.index, answer);
            return true;
        }
        if (d->online)
            return false;
    } else if (!d->postgres() || d->online) {
        const bool ok = d->transaction(what, [&] {
            QSqlQuery attempt = d->prepare(QStringLiteral("SELECT finished FROM attempts WHERE id = ?"));
            attempt.addBindValue(answer.attemptId);
            if (!attempt.exec())
                return d->failQuery(what, attempt);
            if (!attempt.next())
                return d->fail(QCoreApplication::translate("ExamStore", "%1: there is no attempt %2").arg(what).arg(answer.attemptId));
            if (!attempt.value(0).isNull() && !attempt.value(0).toString().isEmpty())
                //: A finished exam cannot be changed.
                return d->fail(QCoreApplication::translate("ExamStore", "%1: the attempt is finished").arg(what));
            QSqlQuery there = d->prepare(QStringLiteral("SELECT 1 FROM answers WHERE attempt_id = ? AND idx = ?"));
            there.addBindValue(answer.attemptId);
            there.addBindValue(answer.index);
            if (!there.exec())
                return d->failQuery(what, there);
            if (there.next())
                return d->fail(taken);
            QSqlQuery q = d->prepare(QStringLiteral("INSERT INTO answers(" ANSWER_COLUMNS ")"
                                                    " VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)"));
            bindAnswer(q, answer);
            if (!q.exec())
                return d->failQuery(what, q);
            return true;
        });
        if (ok) {
            d->knownAnswers[answer.attemptId].insert(answer.index, answer);
            return true;
        }
        if (!d->serverGone())
            return false;
    }
    // The server is away: the answer waits in the outbox. Only an attempt this
    // station knows can be answered, and only once.
    const auto known = d->knownAttempts.constFind(answer.attemptId);
    if (known == d->knownAttempts.cend())
        return d->fail(QStringLiteral("%1: %2").arg(what, d->goneMessage()));
    if (known->finished.isValid())
        return d->fail(QCoreApplication::translate("ExamStore", "%1: the attempt is finished").arg(what));
    if (d->knownAnswers.value(answer.attemptId).contains(answer.index))
        return d->fail(taken);
    for (const AnswerRecord &waiting : d->queued(answer.attemptId))
        if (waiting.index == answer.index)
            return d->fail(taken);
    if (!d->queue(answer))
        return false;
    d->error.clear();
    return true;
}

bool ExamStore::finishAttempt(qint64 attemptId, const QByteArray &finishMac)
{
    if (!d->requireOpen())
        return false;
    const QString what = QCoreApplication::translate("ExamStore", "finishing attempt %1").arg(attemptId);
    // Every answer of the attempt on the server before it is handed in: one left in
    // the outbox would be refused once the attempt is finished.
    if (d->postgres() && (!d->online || !d->queued(attemptId).isEmpty()))
        flushOutbox();
    if (d->postgres() && d->online && !d->queued(attemptId).isEmpty())
        //: Handing in while answers of the attempt still wait on the station. %1 what, %2 the server's or outbox's words.
        return d->fail(QCoreApplication::translate("ExamStore", "%1: answers of the attempt are still waiting to be sent (%2)")
                           .arg(what, d->error));
    if (d->postgres() && !d->online)
        return d->fail(QStringLiteral("%1: %2").arg(what, d->goneMessage()));
    QDateTime now = d->station ? QDateTime() : d->now();
    const bool ok = d->station ? [&] {
        QSqlQuery q;
        if (!d->call(what, StationRole::fn::finish, {attemptId, d->tokenOf(attemptId), hexText(finishMac)}, &q))
            return false;
        now = q.next() ? sql::fromIsoUtc(q.value(0)) : QDateTime::currentDateTimeUtc();
        return true;
    }() : d->transaction(what, [&] {
        QSqlQuery q = d->prepare(QStringLiteral("UPDATE attempts SET finished = ?, finish_mac = ? WHERE id = ? AND finished IS NULL"));
        q.addBindValue(sql::isoUtc(now));
        q.addBindValue(hexText(finishMac));
        q.addBindValue(attemptId);
        if (!q.exec())
            return d->failQuery(what, q);
        if (q.numRowsAffected() != 1)
            return d->fail(QCoreApplication::translate("ExamStore", "%1: there is no open attempt %2").arg(what).arg(attemptId));
        return true;
    });
    if (ok) {
        auto known = d->knownAttempts.find(attemptId);
        if (known != d->knownAttempts.end()) {
            known->finished = now;
            known->finishMac = finishMac;
        }
    } else if (d->serverGone()) {
        d->fail(QStringLiteral("%1: %2").arg(what, d->goneMessage()));
    }
    return ok;
}

std::optional<AttemptRecord> ExamStore::attempt(qint64 attemptId) const
{
    if (!d->requireOpen())
        return std::nullopt;
    const auto attempt = d->readAttempt(attemptId);
    if (!attempt)
        return std::nullopt;
    const auto answers = d->readAnswers(attemptId);
    if (!answers)
        return std::nullopt;
    d->error.clear();
    return d->counted(*attempt, *answers);
}

QList<AttemptRecord> ExamStore::attempts(const QString &examId) const
{
    QList<AttemptRecord> list;
    if (!d->requireOpen())
        return list;
    // A station lists no one's attempts: it learns its own from startOrResume().
    if (d->station)
        return list;
    const QString what = QCoreApplication::translate("ExamStore", "reading the attempts at exam \"%1\"").arg(examId);
    if (d->postgres() && !d->online) {
        d->fail(QStringLiteral("%1: %2").arg(what, d->goneMessage()));
        return list;
    }
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT a.id, a.trainee_name, a.trainee_id, a.station, a.started, a.finished,"
        " (SELECT COUNT(*) FROM answers n WHERE n.attempt_id = a.id),"
        " (SELECT COUNT(*) FROM answers n WHERE n.attempt_id = a.id AND n.correct <> 0), a.finish_mac, a.form"
        " FROM attempts a WHERE a.exam_id = ? ORDER BY a.id"));
    q.addBindValue(examId);
    if (!q.exec()) {
        if (d->serverGone())
            d->fail(QStringLiteral("%1: %2").arg(what, d->goneMessage()));
        else
            d->failQuery(what, q);
        return list;
    }
    while (q.next()) {
        AttemptRecord a;
        a.id = q.value(0).toLongLong();
        a.examId = examId;
        a.traineeName = q.value(1).toString();
        a.traineeId = q.value(2).toString();
        a.station = q.value(3).toString();
        a.started = sql::fromIsoUtc(q.value(4));
        a.finished = sql::fromIsoUtc(q.value(5));
        a.answered = q.value(6).toInt();
        a.correct = q.value(7).toInt();
        a.finishMac = QByteArray::fromHex(q.value(8).toString().toLatin1());
        a.form = q.value(9).toLongLong();
        list << a;
    }
    if (d->postgres()) {
        // Answers still in this station's outbox count too.
        for (AttemptRecord &a : list) {
            d->knownAttempts.insert(a.id, a);
            if (!d->queued(a.id).isEmpty()) {
                const auto answers = d->readAnswers(a.id);
                if (!answers) {
                    list.clear();
                    return list;
                }
                a = d->counted(a, *answers);
            }
        }
    }
    d->error.clear();
    return list;
}

QByteArray ExamStore::instructorPublicKey() const
{
    if (!d->instructorFile.isEmpty() && !d->station) {
        QString why;
        const auto contents = QFileInfo::exists(d->instructorFile) ? InstructorFile::read(d->instructorFile, &why)
                                                                   : std::nullopt;
        if (!contents)
            d->error = why;
        return contents ? contents->publicKey : QByteArray();
    }
    if (!d->requireOpen() || (d->postgres() && !d->online))
        return {};
    QSqlQuery q = d->prepare(d->station ? QStringLiteral("SELECT %1()").arg(QLatin1String(StationRole::fn::publicKey))
                                        : QStringLiteral("SELECT public_key FROM instructor WHERE id = 1"));
    if (!q.exec()) {
        d->failQuery(QCoreApplication::translate("ExamStore", "reading the instructor's public key"), q);
        return {};
    }
    return q.next() && !q.value(0).isNull() ? QByteArray::fromHex(q.value(0).toString().toLatin1()) : QByteArray();
}

std::optional<int> ExamStore::beginSegment(qint64 attemptId, const QByteArray &sealedKey, const QByteArray &afterMac)
{
    //: %1 the attempt's number.
    const QString what = QCoreApplication::translate("ExamStore", "beginning the chain of attempt %1").arg(attemptId);
    int segment = 0;
    if (d->station) {
        QSqlQuery q;
        if (!d->callWhileOnline(what, StationRole::fn::beginSegment,
                                {attemptId, d->tokenOf(attemptId), hexText(sealedKey), hexText(afterMac)}, &q))
            return std::nullopt;
        if (!q.next() || q.value(0).isNull()) {
            d->fail(what);
            return std::nullopt;
        }
        return q.value(0).toInt();
    }
    const bool ok = d->writeWhileOnline(what, [&] {
        if (!d->nextNumber(what, "chain_segments", "segment", attemptId, &segment))
            return false;
        QSqlQuery q = d->prepare(QStringLiteral("INSERT INTO chain_segments(attempt_id, segment, sealed_key, after_mac, at)"
                                                " VALUES(?, ?, ?, ?, ?)"));
        for (const QVariant &v : {QVariant(attemptId), QVariant(segment), QVariant(hexText(sealedKey)),
                                  QVariant(hexText(afterMac)), QVariant(sql::isoUtc(d->now()))})
            q.addBindValue(v);
        return d->run(what, q);
    });
    return ok ? std::optional<int>(segment) : std::nullopt;
}

QList<ChainSegment> ExamStore::segments(qint64 attemptId) const
{
    if (d->station) {
        // Only the desk checks the chain.
        d->stationCannot(QCoreApplication::translate("ExamStore", "reading the chain of attempt %1").arg(attemptId));
        return {};
    }
    return d->readByAttempt<ChainSegment>(
        QStringLiteral("SELECT segment, sealed_key, after_mac, at FROM chain_segments WHERE attempt_id = ? ORDER BY segment"),
        attemptId, QCoreApplication::translate("ExamStore", "reading the chain of attempt %1").arg(attemptId),
        [attemptId](const QSqlQuery &q) {
            ChainSegment s;
            s.attemptId = attemptId;
            s.segment = q.value(0).toInt();
            s.sealedKey = QByteArray::fromHex(q.value(1).toString().toLatin1());
            s.afterMac = QByteArray::fromHex(q.value(2).toString().toLatin1());
            s.at = sql::fromIsoUtc(q.value(3));
            return s;
        });
}

QDateTime ExamStore::now() const
{
    return d->now();
}

bool ExamStore::logEvent(qint64 attemptId, const QString &kind, int index, qint64 ms)
{
    //: %1 the kind of event (restart, focus-lost…), %2 the attempt's number.
    const QString what = QCoreApplication::translate("ExamStore", "logging %1 in attempt %2").arg(kind).arg(attemptId);
    if (d->station) {
        QSqlQuery q;
        return d->callWhileOnline(what, StationRole::fn::logEvent, {attemptId, d->tokenOf(attemptId), kind, index, ms}, &q);
    }
    return d->writeWhileOnline(what, [&] {
        int seq = 0;
        if (!d->nextNumber(what, "attempt_events", "seq", attemptId, &seq))
            return false;
        QSqlQuery q = d->prepare(QStringLiteral("INSERT INTO attempt_events(attempt_id, seq, at, kind, idx, ms)"
                                                " VALUES(?, ?, ?, ?, ?, ?)"));
        for (const QVariant &v : {QVariant(attemptId), QVariant(seq), QVariant(sql::isoUtc(d->now())), QVariant(kind),
                                  QVariant(index), QVariant(ms)})
            q.addBindValue(v);
        return d->run(what, q);
    });
}

QList<AttemptEvent> ExamStore::events(qint64 attemptId) const
{
    return d->readByAttempt<AttemptEvent>(
        d->station ? QStringLiteral("SELECT * FROM %1(?, ?)").arg(QLatin1String(StationRole::fn::events))
                   : QStringLiteral("SELECT seq, at, kind, idx, ms FROM attempt_events WHERE attempt_id = ? ORDER BY seq"),
        attemptId,
        QCoreApplication::translate("ExamStore", "reading the log of attempt %1").arg(attemptId),
        [attemptId](const QSqlQuery &q) {
            AttemptEvent e;
            e.attemptId = attemptId;
            e.seq = q.value(0).toInt();
            e.at = sql::fromIsoUtc(q.value(1));
            e.kind = q.value(2).toString();
            e.index = q.value(3).toInt();
            e.ms = q.value(4).toLongLong();
            return e;
        });
}

bool ExamStore::saveClock(qint64 attemptId, int index, qint64 elapsedMs)
{
    const QString what = QCoreApplication::translate("ExamStore", "saving the clock of attempt %1").arg(attemptId);
    if (d->station) {
        QSqlQuery q;
        return d->callWhileOnline(what, StationRole::fn::saveClock, {attemptId, d->tokenOf(attemptId), index, elapsedMs}, &q);
    }
    return d->writeWhileOnline(what, [&] {
        QSqlQuery del = d->prepare(QStringLiteral("DELETE FROM attempt_clock WHERE attempt_id = ?"));
        del.addBindValue(attemptId);
        QSqlQuery q = d->prepare(QStringLiteral("INSERT INTO attempt_clock(attempt_id, idx, elapsed_ms, saved) VALUES(?, ?, ?, ?)"));
        for (const QVariant &v : {QVariant(attemptId), QVariant(index), QVariant(elapsedMs), QVariant(sql::isoUtc(d->now()))})
            q.addBindValue(v);
        return d->run(what, del) && d->run(what, q);
    });
}

std::optional<QuestionClock> ExamStore::questionClock(qint64 attemptId) const
{
    if (!d->requireOpen())
        return std::nullopt;
    if (d->postgres() && !d->online) {
        d->fail(d->goneMessage());
        return std::nullopt;
    }
    QSqlQuery q = d->prepare(d->station ? QStringLiteral("SELECT * FROM %1(?, ?)").arg(QLatin1String(StationRole::fn::clock))
                                        : QStringLiteral("SELECT idx, elapsed_ms, saved FROM attempt_clock WHERE attempt_id = ?"));
    q.addBindValue(attemptId);
    if (d->station)
        q.addBindValue(d->tokenOf(attemptId));
    if (!q.exec()) {
        d->failQuery(QCoreApplication::translate("ExamStore", "reading the clock of attempt %1").arg(attemptId), q);
        d->serverGone();
        return std::nullopt;
    }
    QuestionClock clock;
    if (q.next()) {
        clock.index = q.value(0).toInt();
        clock.elapsedMs = q.value(1).toLongLong();
        clock.saved = sql::fromIsoUtc(q.value(2));
    }
    d->error.clear();
    return clock;
}

QList<AnswerRecord> ExamStore::answers(qint64 attemptId) const
{
    if (!d->requireOpen())
        return {};
    const auto list = d->readAnswers(attemptId);
    if (!list)
        return {};
    d->error.clear();
    return *list;
}

// ---- the classroom by roles (PostgreSQL) -------------------------------------------

bool ExamStore::isStation() const
{
    return d->station;
}

QString ExamStore::role() const
{
    return d->postgres() ? d->user : QString();
}

void ExamStore::setStationKey(const QByteArray &key)
{
    d->stationKey = key;
}

void ExamStore::setInstructorFile(const QString &path)
{
    d->instructorFile = path;
    d->fileFailedTries = 0;
    d->fileLastFailure = {};
}

QString ExamStore::instructorFile() const
{
    return d->instructorFile;
}

std::optional<ExamStore::StationRoleSetUp> ExamStore::setUpStationRole()
{
    //: The instructor's desk sets up the PostgreSQL role the stations connect as.
    const QString what = QCoreApplication::translate("ExamStore", "setting up the stations' role");
    if (!d->requireOpen())
        return std::nullopt;
    if (!d->postgres()) {
        //: The stations' role exists only on a classroom server.
        d->fail(QCoreApplication::translate("ExamStore", "%1: only a PostgreSQL server has roles").arg(what));
        return std::nullopt;
    }
    if (d->station) {
        d->stationCannot(what);
        return std::nullopt;
    }
    if (!d->online) {
        d->fail(QStringLiteral("%1: %2").arg(what, d->goneMessage()));
        return std::nullopt;
    }
    StationRoleSetUp out;
    out.role = StationRole::roleName(d->location.databaseName);
    QByteArray random(16, Qt::Uninitialized);
    QRandomGenerator::system()->generate(random.begin(), random.end());
    out.password = QString::fromLatin1(random.toHex());
    const QStringList statements = StationRole::setUpStatements(d->schemaName, out.role, out.password,
                                                                d->location.databaseName);
    const bool ok = d->transaction(what, [&] {
        for (const QString &statement : statements) {
            QSqlQuery q(d->db());
            if (!q.exec(statement)) {
                const QString why = q.lastError().text().trimmed();
                if (why.contains(QLatin1String("permission denied to create role"))
                    || why.contains(QLatin1String("permission denied to alter role")))
                    //: The desk's PostgreSQL role may not create roles. %1 what, %2 the role, %3 the server's words.
                    return d->fail(QCoreApplication::translate("ExamStore",
                        "%1: the desk's role %2 may not create roles; the server's administrator can allow it with "
                        "ALTER ROLE %2 CREATEROLE (%3)").arg(what, d->user, why));
                return d->failQuery(what, q);
            }
        }
        return true;
    });
    if (!ok)
        return std::nullopt;
    // ~/.pgpass: fields separated by ':', a ':' or '\\' in one escaped by '\\'.
    const auto field = [](QString f) {
        return f.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char(':'), QStringLiteral("\\:"));
    };
    out.pgpassLine = QStringList {field(d->location.host), QString::number(d->location.port),
                                  field(d->location.databaseName), field(out.role), out.password}
                         .join(QLatin1Char(':'));
    d->error.clear();
    return out;
}

QStringList ExamStore::examsWithoutStationCopy() const
{
    QStringList ids;
    if (!d->requireOpen() || d->station)
        return ids;
    QSqlQuery q(d->db());
    if (!q.exec(QStringLiteral("SELECT id FROM exams WHERE station_file = '' ORDER BY id"))) {
        d->failQuery(QCoreApplication::translate("ExamStore", "reading the exams"), q);
        return ids;
    }
    while (q.next())
        ids << q.value(0).toString();
    return ids;
}

bool ExamStore::setStationCopy(const QString &id, const QByteArray &stationFileJson)
{
    const QString what = QCoreApplication::translate("ExamStore", "saving exam \"%1\"").arg(id);
    if (d->station)
        return d->stationCannot(what);
    return d->writeWhileOnline(what, [&] {
        QSqlQuery q = d->prepare(QStringLiteral("UPDATE exams SET station_file = ? WHERE id = ?"));
        q.addBindValue(QString::fromUtf8(stationFileJson));
        q.addBindValue(id);
        return d->run(what, q);
    });
}

// ---- Self-study kept on the classroom server (issue 19, item 7) ---------------------

namespace {

/// A study record from a row: its id in column 0, then station, kind, body and time
/// from column @p from on.
StudyRecord studyRecordOf(const QSqlQuery &q, int from, const QString &traineeId, const QString &traineeName)
{
    StudyRecord r;
    r.id = q.value(0).toLongLong();
    r.traineeId = traineeId;
    r.traineeName = traineeName;
    r.station = q.value(from).toString();
    r.kind = q.value(from + 1).toString();
    r.body = q.value(from + 2).toString().toUtf8();
    r.at = sql::fromIsoUtc(q.value(from + 3));
    return r;
}

} // namespace

QString ExamStore::studyToken(const QString &traineeId, const QString &passphrase)
{
    sodium::require();
    // The salt is the registration number's: the same passphrase makes another token
    // for another trainee, and every station makes the same one for this trainee.
    const QByteArray salt = QCryptographicHash::hash("croupier study token v1\n" + traineeId.trimmed().toUtf8(),
                                                     QCryptographicHash::Sha256)
                                .left(crypto_pwhash_SALTBYTES);
    const QByteArray utf8 = passphrase.toUtf8();
    QByteArray out(32, Qt::Uninitialized);
    if (crypto_pwhash(reinterpret_cast<unsigned char *>(out.data()), std::size_t(out.size()), utf8.constData(),
                      std::size_t(utf8.size()), reinterpret_cast<const unsigned char *>(salt.constData()),
                      crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE,
                      crypto_pwhash_ALG_ARGON2ID13)
        != 0)
        return {};
    return QString::fromLatin1(out.toHex());
}

std::optional<QString> ExamStore::studyEnrol(const QString &traineeId, const QString &name, const QString &token)
{
    //: %1 the trainee's registration number.
    const QString what = QCoreApplication::translate("ExamStore", "keeping the self-study of %1 on the server").arg(traineeId.trimmed());
    if (!d->station) {
        d->stationCannotStudy(what);
        return std::nullopt;
    }
    QSqlQuery q;
    if (!d->callWhileOnline(what, StationRole::fn::studyEnrol, {traineeId.trimmed(), name.trimmed(), token}, &q)
        || !q.next()) {
        if (d->error.isEmpty())
            d->failQuery(what, q);
        return std::nullopt;
    }
    d->error.clear();
    return q.value(0).toString();
}

std::optional<qint64> ExamStore::studyAppend(const QString &traineeId, const QString &token, const StudyRecord &record)
{
    //: %1 the record's kind (session, answer…), %2 the registration number.
    const QString what = QCoreApplication::translate("ExamStore", "sending the self-study %1 of %2 to the server")
                             .arg(record.kind, traineeId.trimmed());
    if (!d->station) {
        d->stationCannotStudy(what);
        return std::nullopt;
    }
    QSqlQuery q;
    if (!d->callWhileOnline(what, StationRole::fn::studyAppend,
                            {traineeId.trimmed(), token, record.station, record.kind, QString::fromUtf8(record.body),
                             sql::isoUtc(record.at)},
                            &q)
        || !q.next()) {
        if (d->error.isEmpty())
            d->failQuery(what, q);
        return std::nullopt;
    }
    d->error.clear();
    return q.value(0).toLongLong();
}

std::optional<QList<StudyRecord>> ExamStore::studyRecords(const QString &traineeId, const QString &token, qint64 after) const
{
    //: %1 the registration number.
    const QString what = QCoreApplication::translate("ExamStore", "reading the self-study of %1 from the server").arg(traineeId.trimmed());
    if (!d->station) {
        d->stationCannotStudy(what);
        return std::nullopt;
    }
    QSqlQuery q;
    if (!d->callWhileOnline(what, StationRole::fn::studyRecords, {traineeId.trimmed(), token, after}, &q))
        return std::nullopt;
    QList<StudyRecord> records;
    while (q.next())
        records << studyRecordOf(q, 1, traineeId.trimmed(), {});
    d->error.clear();
    return records;
}

bool ExamStore::studySetPassphrase(const QString &traineeId, const QString &passphrase)
{
    //: %1 the registration number.
    const QString what = QCoreApplication::translate("ExamStore", "setting a new study passphrase for %1").arg(traineeId.trimmed());
    if (passphrase.size() < 8)
        //: %1 what was being done.
        return d->fail(QCoreApplication::translate("ExamStore", "%1: a study passphrase has at least 8 characters").arg(what));
    if (!d->requireOpen())
        return false;
    if (d->station)
        return d->stationCannot(what);
    if (d->postgres() && !d->online)
        return d->fail(QStringLiteral("%1: %2").arg(what, d->goneMessage()));
    const QByteArray hash = QCryptographicHash::hash(studyToken(traineeId, passphrase).toUtf8(), QCryptographicHash::Sha256);
    QSqlQuery q = d->prepare(QStringLiteral("UPDATE study_trainees SET token_hash = ? WHERE trainee_id = ?"));
    q.addBindValue(QString::fromLatin1(hash.toHex()));
    q.addBindValue(traineeId.trimmed());
    if (!q.exec())
        return d->failQuery(what, q);
    if (q.numRowsAffected() != 1)
        //: %1 what was being done, %2 the registration number.
        return d->fail(QCoreApplication::translate("ExamStore", "%1: registration number %2 keeps no self-study here")
                           .arg(what, traineeId.trimmed()));
    d->error.clear();
    return true;
}

std::optional<QList<StudyRecord>> ExamStore::studyClassRecords(const QString &traineeId) const
{
    const QString what = QCoreApplication::translate("ExamStore", "reading the class's self-study");
    if (!d->requireOpen())
        return std::nullopt;
    if (d->station) {
        d->stationCannot(what);
        return std::nullopt;
    }
    if (d->postgres() && !d->online) {
        d->fail(QStringLiteral("%1: %2").arg(what, d->goneMessage()));
        return std::nullopt;
    }
    QSqlQuery q = d->prepare(QStringLiteral("SELECT r.id, r.trainee_id, t.trainee_name, r.station, r.kind, r.body, r.at"
                                            " FROM study_records r JOIN study_trainees t ON t.trainee_id = r.trainee_id"
                                            " WHERE coalesce(?, '') = '' OR r.trainee_id = ?"
                                            " ORDER BY r.trainee_id, r.id"));
    q.addBindValue(traineeId.trimmed());
    q.addBindValue(traineeId.trimmed());
    if (!q.exec()) {
        d->failQuery(what, q);
        return std::nullopt;
    }
    QList<StudyRecord> records;
    while (q.next())
        records << studyRecordOf(q, 3, q.value(1).toString(), q.value(2).toString());
    d->error.clear();
    return records;
}

} // namespace croupier
