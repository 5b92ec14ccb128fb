#include "StudyStore.h"

#include "bank/TopicRegistry.h"
#include "store/SchemaMigrations.h"
#include "store/SqlValues.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStringList>

#include <algorithm>
#include <utility>

namespace croupier {

namespace {

/// The schema's steps (app/store/SchemaMigrations.h). Never edit a step that has
/// shipped; add one.
const QList<MigrationStep> &migrations()
{
    static const QList<MigrationStep> steps = {
        // 0 → 1: the first schema.
        {{QStringLiteral("CREATE TABLE profiles("
                         " id INTEGER PRIMARY KEY,"
                         " name TEXT NOT NULL UNIQUE,"
                         " created TEXT NOT NULL)"),
          QStringLiteral("CREATE TABLE sessions("
                         " id INTEGER PRIMARY KEY,"
                         " profile INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,"
                         " started TEXT NOT NULL,"
                         " ended TEXT,"
                         " topics TEXT NOT NULL DEFAULT '',"
                         " level INTEGER NOT NULL DEFAULT 1,"
                         " answered INTEGER NOT NULL DEFAULT 0,"
                         " correct INTEGER NOT NULL DEFAULT 0)"),
          QStringLiteral("CREATE TABLE answers("
                         " id INTEGER PRIMARY KEY,"
                         " session INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,"
                         " profile INTEGER NOT NULL,"
                         " game TEXT NOT NULL,"
                         " topic TEXT NOT NULL,"
                         " cell INTEGER NOT NULL,"
                         " correct INTEGER NOT NULL,"
                         " elapsed_ms INTEGER NOT NULL,"
                         " answered_at TEXT NOT NULL)")},
         {QStringLiteral("profiles"), QStringLiteral("sessions"), QStringLiteral("answers")}},
        // 1 → 2: the heat-map key of each answer, the session's plan and score.
        {{QStringLiteral("ALTER TABLE answers ADD COLUMN cell_key TEXT NOT NULL DEFAULT ''"),
          QStringLiteral("ALTER TABLE sessions ADD COLUMN plan TEXT NOT NULL DEFAULT 'custom'"),
          QStringLiteral("ALTER TABLE sessions ADD COLUMN points INTEGER NOT NULL DEFAULT 0"),
          QStringLiteral("ALTER TABLE sessions ADD COLUMN best_streak INTEGER NOT NULL DEFAULT 0")},
         {QStringLiteral("profiles"), QStringLiteral("sessions"), QStringLiteral("answers")}},
        // 2 → 3: per-profile target times, and the indexes of the progress queries.
        {{QStringLiteral("CREATE TABLE targets("
                         " profile INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,"
                         " topic TEXT NOT NULL,"
                         " ms INTEGER NOT NULL,"
                         " PRIMARY KEY(profile, topic))"),
          QStringLiteral("CREATE INDEX answers_by_profile_topic ON answers(profile, topic, game)"),
          QStringLiteral("CREATE INDEX answers_by_session ON answers(session)"),
          QStringLiteral("CREATE INDEX sessions_by_profile ON sessions(profile, started)")},
         {QStringLiteral("profiles"), QStringLiteral("sessions"), QStringLiteral("answers"),
          QStringLiteral("targets")}},
        // 3 → 4: spot the error (issue 18), one row per round watched: the error's kind
        // ("none" for a clean round), whether it was stopped after the error (detected), before
        // it or where none was (false_alarm), the delay, and the kind and remedy named.
        {{QStringLiteral("CREATE TABLE spots("
                         " id INTEGER PRIMARY KEY,"
                         " profile INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,"
                         " game TEXT NOT NULL,"
                         " kind TEXT NOT NULL,"
                         " detected INTEGER NOT NULL,"
                         " false_alarm INTEGER NOT NULL,"
                         " delay_ms INTEGER NOT NULL,"
                         " kind_right INTEGER NOT NULL,"
                         " remedy_right INTEGER NOT NULL,"
                         " at TEXT NOT NULL)"),
          QStringLiteral("CREATE INDEX spots_by_profile ON spots(profile, kind)")},
         {QStringLiteral("profiles"), QStringLiteral("sessions"), QStringLiteral("answers"),
          QStringLiteral("targets"), QStringLiteral("spots")}},
        // 4 → 5: the spaced-repetition schedule's settings (issue 19): the target retention
        // in per mille, the new cells a day, the practice time limits in per cent of the
        // targets (0: off, 100 to 1000). The cells' memory is not stored: it is replayed
        // from the answers, so a file of version 4 keeps its whole history in the schedule.
        {{QStringLiteral("CREATE TABLE schedule("
                         " profile INTEGER PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,"
                         " retention INTEGER NOT NULL DEFAULT 900,"
                         " new_per_day INTEGER NOT NULL DEFAULT 20,"
                         " time_scale INTEGER NOT NULL DEFAULT 100)"),
          QStringLiteral("CREATE INDEX answers_by_profile_time ON answers(profile, answered_at)")},
         {QStringLiteral("profiles"), QStringLiteral("sessions"), QStringLiteral("answers"),
          QStringLiteral("targets"), QStringLiteral("spots"), QStringLiteral("schedule")}},
    };
    static_assert(StudyStore::schemaVersion == 5, "add the migration step of the new version");
    return steps;
}

QAtomicInteger<quint64> connectionCounter;

} // namespace

struct StudyStore::Private
{
    QString path;
    QString connection;
    std::function<QDateTime()> clock;
    QString error;
    int versionFound = 0;
    bool open = false;

    QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }
    QString now() const { return sql::isoUtc(clock ? clock() : QDateTime::currentDateTimeUtc()); }

    // Every message names the file first.
    bool fail(const QString &why)
    {
        error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    }
    bool failQuery(const QString &what, const QSqlQuery &q)
    {
        return fail(QStringLiteral("%1: %2").arg(what, q.lastError().text()));
    }

    /// Within a write: false with the error when @p profile is not in the file.
    bool profileExists(const QString &what, qint64 profile)
    {
        QSqlQuery exists = prepare(QStringLiteral("SELECT 1 FROM profiles WHERE id = ?"));
        exists.addBindValue(profile);
        if (!exists.exec())
            return failQuery(what, exists);
        if (!exists.next())
            return fail(QStringLiteral("%1: there is no profile %2").arg(what).arg(profile));
        return true;
    }

    bool requireOpen()
    {
        if (open) {
            error.clear();
            return true;
        }
        return fail(QStringLiteral("the study database is not open"));
    }

    /// Runs @p write in one transaction: committed if it returns true, rolled back
    /// otherwise (write() has set the error).
    template<typename F>
    bool transaction(const QString &what, F &&write)
    {
        if (!requireOpen())
            return false;
        QSqlDatabase database = db();
        if (!database.transaction())
            return fail(QStringLiteral("%1: cannot begin a transaction: %2")
                            .arg(what, database.lastError().text()));
        if (!write()) {
            database.rollback();
            return false;
        }
        if (!database.commit()) {
            const QString why = database.lastError().text();
            database.rollback();
            return fail(QStringLiteral("%1: cannot commit: %2").arg(what, why));
        }
        error.clear();
        return true;
    }

    QSqlQuery prepare(const QString &sql) const
    {
        QSqlQuery q(db());
        q.prepare(sql);
        return q;
    }
};

StudyStore::StudyStore(QString path, std::function<QDateTime()> clock)
    : d(new Private)
{
    d->path = std::move(path);
    d->clock = std::move(clock);
    d->connection = QStringLiteral("croupier-study-%1").arg(connectionCounter.fetchAndAddRelaxed(1));
    QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), d->connection);
    database.setDatabaseName(d->path);
}

StudyStore::~StudyStore()
{
    {
        QSqlDatabase database = d->db();
        if (database.isOpen())
            database.close();
    }
    QSqlDatabase::removeDatabase(d->connection);
    delete d;
}

QString StudyStore::defaultPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/study.sqlite");
}

bool StudyStore::open()
{
    if (d->open)
        return true;
    d->versionFound = 0;
    //: The kind of database, in messages such as "not a Croupier study database".
    SchemaMigrations schema(QCoreApplication::translate("StudyStore", "study database"), migrations());
    QSqlDatabase database = d->db();
    if (!database.isValid())
        return d->fail(QStringLiteral("the Qt SQLite driver (QSQLITE) is not available; install libqt6sql6-sqlite"));

    const bool inMemory = d->path == QLatin1String(":memory:");
    const QFileInfo info(d->path);
    const bool existing = !inMemory && info.exists();
    if (existing) {
        // Refuse before SQLite sees it: a file of another kind is left as it is.
        if (!info.isFile())
            return d->fail(QStringLiteral("not a file"));
        QFile file(d->path);
        if (!file.open(QIODevice::ReadOnly))
            return d->fail(QStringLiteral("cannot be read: %1").arg(file.errorString()));
        const QByteArray header = file.read(16);
        if (!header.isEmpty() && header != QByteArray("SQLite format 3\0", 16))
            return d->fail(QStringLiteral("not an SQLite database"));
    } else if (!inMemory && !info.absoluteDir().exists()) {
        return d->fail(QStringLiteral("its directory %1 does not exist")
                           .arg(QDir::toNativeSeparators(info.absolutePath())));
    }

    // An existing file is first read read-only: a file that is refused (newer,
    // foreign) is never written to, not even by the journal-mode switch.
    if (existing) {
        database.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!database.open())
            return d->fail(QStringLiteral("cannot be opened: %1").arg(database.lastError().text()));
        QString refusal;
        if (const std::optional<int> found = schema.check(database))
            d->versionFound = *found;
        else
            refusal = schema.error();
        database.close();
        database.setConnectOptions();
        if (!refusal.isEmpty())
            return d->fail(refusal);
    }

    if (!database.open())
        return d->fail(QStringLiteral("cannot be opened: %1").arg(database.lastError().text()));
    {
        QSqlQuery q(database);
        // Foreign keys are off by default in SQLite and are set per connection.
        if (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON"))) {
            const bool r = d->failQuery(QStringLiteral("cannot turn foreign keys on"), q);
            database.close();
            return r;
        }
        if (!q.exec(QStringLiteral("PRAGMA journal_mode = WAL"))) {
            const bool r = d->failQuery(QStringLiteral("cannot switch to WAL"), q);
            database.close();
            return r;
        }
    }

    // Each step in its own transaction with its user_version: a failed step leaves
    // the file at the version before.
    if (!schema.migrate(database, d->versionFound)) {
        d->fail(schema.error());
        database.close();
        return false;
    }
    d->open = true;
    d->error.clear();
    return true;
}

bool StudyStore::isOpen() const
{
    return d->open;
}

QString StudyStore::lastError() const
{
    return d->error;
}

QDateTime StudyStore::now() const
{
    return d->clock ? d->clock() : QDateTime::currentDateTimeUtc();
}

int StudyStore::versionFound() const
{
    return d->versionFound;
}

// ---- profiles ----------------------------------------------------------------

std::optional<qint64> StudyStore::addProfile(const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty()) {
        d->fail(QStringLiteral("a profile needs a name"));
        return std::nullopt;
    }
    qint64 id = 0;
    const bool ok = d->transaction(QStringLiteral("adding profile \"%1\"").arg(trimmed), [&] {
        QSqlQuery taken = d->prepare(QStringLiteral("SELECT id FROM profiles WHERE name = ?"));
        taken.addBindValue(trimmed);
        if (!taken.exec())
            return d->failQuery(QStringLiteral("adding profile \"%1\"").arg(trimmed), taken);
        if (taken.next())
            return d->fail(QStringLiteral("a profile named \"%1\" already exists").arg(trimmed));
        QSqlQuery q = d->prepare(QStringLiteral("INSERT INTO profiles(name, created) VALUES(?, ?)"));
        q.addBindValue(trimmed);
        q.addBindValue(d->now());
        if (!q.exec())
            return d->failQuery(QStringLiteral("adding profile \"%1\"").arg(trimmed), q);
        id = q.lastInsertId().toLongLong();
        return true;
    });
    if (!ok)
        return std::nullopt;
    return id;
}

bool StudyStore::renameProfile(qint64 id, const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return d->fail(QStringLiteral("a profile needs a name"));
    return d->transaction(QStringLiteral("renaming profile %1").arg(id), [&] {
        QSqlQuery taken = d->prepare(QStringLiteral("SELECT id FROM profiles WHERE name = ? AND id <> ?"));
        taken.addBindValue(trimmed);
        taken.addBindValue(id);
        if (!taken.exec())
            return d->failQuery(QStringLiteral("renaming profile %1").arg(id), taken);
        if (taken.next())
            return d->fail(QStringLiteral("a profile named \"%1\" already exists").arg(trimmed));
        QSqlQuery q = d->prepare(QStringLiteral("UPDATE profiles SET name = ? WHERE id = ?"));
        q.addBindValue(trimmed);
        q.addBindValue(id);
        if (!q.exec())
            return d->failQuery(QStringLiteral("renaming profile %1").arg(id), q);
        if (q.numRowsAffected() != 1)
            return d->fail(QStringLiteral("there is no profile %1").arg(id));
        return true;
    });
}

bool StudyStore::removeProfile(qint64 id)
{
    // Sessions go by ON DELETE CASCADE, their answers with them; targets too.
    return d->transaction(QStringLiteral("removing profile %1").arg(id), [&] {
        QSqlQuery q = d->prepare(QStringLiteral("DELETE FROM profiles WHERE id = ?"));
        q.addBindValue(id);
        if (!q.exec())
            return d->failQuery(QStringLiteral("removing profile %1").arg(id), q);
        if (q.numRowsAffected() != 1)
            return d->fail(QStringLiteral("there is no profile %1").arg(id));
        return true;
    });
}

QVariantList StudyStore::profiles() const
{
    QVariantList list;
    if (!d->requireOpen())
        return list;
    QSqlQuery q(d->db());
    if (!q.exec(QStringLiteral("SELECT id, name, created FROM profiles ORDER BY id"))) {
        d->failQuery(QStringLiteral("reading the profiles"), q);
        return list;
    }
    while (q.next()) {
        list << QVariantMap{{QStringLiteral("id"), q.value(0).toLongLong()},
                            {QStringLiteral("name"), q.value(1).toString()},
                            {QStringLiteral("created"), sql::fromIsoUtc(q.value(2))}};
    }
    return list;
}

qint64 StudyStore::targetMs(qint64 profile, const QString &topic, qint64 fallback) const
{
    if (!d->requireOpen())
        return fallback;
    QSqlQuery q = d->prepare(QStringLiteral("SELECT ms FROM targets WHERE profile = ? AND topic = ?"));
    q.addBindValue(profile);
    q.addBindValue(topic);
    if (!q.exec()) {
        d->failQuery(QStringLiteral("reading the target time of %1").arg(topic), q);
        return fallback;
    }
    return q.next() ? q.value(0).toLongLong() : fallback;
}

bool StudyStore::setTargetMs(qint64 profile, const QString &topic, qint64 ms)
{
    if (ms <= 0)
        return d->fail(QStringLiteral("target time of %1: %2 ms is not a positive time").arg(topic).arg(ms));
    if (topic.isEmpty())
        return d->fail(QStringLiteral("target time: no topic given"));
    const QString what = QStringLiteral("setting the target time of %1 for profile %2").arg(topic).arg(profile);
    return d->transaction(what, [&] {
        if (!d->profileExists(what, profile))
            return false;
        QSqlQuery q = d->prepare(QStringLiteral("INSERT OR REPLACE INTO targets(profile, topic, ms) VALUES(?, ?, ?)"));
        q.addBindValue(profile);
        q.addBindValue(topic);
        q.addBindValue(ms);
        if (!q.exec())
            return d->failQuery(what, q);
        return true;
    });
}

// ---- the schedule's settings (issue 19) ------------------------------------------

ScheduleSettings StudyStore::scheduleSettings(qint64 profile) const
{
    ScheduleSettings settings;
    if (!d->requireOpen())
        return settings;
    QSqlQuery q = d->prepare(QStringLiteral("SELECT retention, new_per_day, time_scale FROM schedule WHERE profile = ?"));
    q.addBindValue(profile);
    if (!q.exec()) {
        d->failQuery(QStringLiteral("reading the schedule of profile %1").arg(profile), q);
        return settings;
    }
    if (q.next()) {
        settings.retentionPermille = q.value(0).toInt();
        settings.newPerDay = q.value(1).toInt();
        settings.timeScalePercent = q.value(2).toInt();
    }
    return settings;
}

bool StudyStore::setScheduleSettings(qint64 profile, const ScheduleSettings &settings)
{
    const QString what = QStringLiteral("setting the schedule of profile %1").arg(profile);
    if (const QString wrong = settings.whatIsWrong(); !wrong.isEmpty())
        return d->fail(QStringLiteral("%1: %2").arg(what, wrong));
    return d->transaction(what, [&] {
        if (!d->profileExists(what, profile))
            return false;
        QSqlQuery q = d->prepare(QStringLiteral(
            "INSERT OR REPLACE INTO schedule(profile, retention, new_per_day, time_scale) VALUES(?, ?, ?, ?)"));
        q.addBindValue(profile);
        q.addBindValue(settings.retentionPermille);
        q.addBindValue(settings.newPerDay);
        q.addBindValue(settings.timeScalePercent);
        if (!q.exec())
            return d->failQuery(what, q);
        return true;
    });
}

QString ScheduleSettings::whatIsWrong() const
{
    if (retentionPermille < kMinRetentionPermille || retentionPermille > kMaxRetentionPermille)
        return QStringLiteral("retention %1 ‰ is outside %2–%3 ‰")
            .arg(retentionPermille).arg(kMinRetentionPermille).arg(kMaxRetentionPermille);
    if (newPerDay < 0 || newPerDay > kMaxNewPerDay)
        return QStringLiteral("%1 new cells a day is outside 0–%2").arg(newPerDay).arg(kMaxNewPerDay);
    if (timeScalePercent != 0 && (timeScalePercent < 100 || timeScalePercent > kMaxTimeScalePercent))
        return QStringLiteral("time scale %1 % is neither 0 (off) nor 100–%2 %")
            .arg(timeScalePercent).arg(kMaxTimeScalePercent);
    return {};
}

// ---- spot the error (issue 18) -----------------------------------------------

bool StudyStore::addSpot(qint64 profile, const SpotAttempt &a)
{
    const QString what = QStringLiteral("recording a round of spot the error for profile %1").arg(profile);
    if (a.kind.isEmpty() || a.game.isEmpty())
        return d->fail(QStringLiteral("%1: no game or kind given").arg(what));
    return d->transaction(what, [&] {
        QSqlQuery q = d->prepare(QStringLiteral("INSERT INTO spots(profile, game, kind, detected, false_alarm, delay_ms,"
                                                " kind_right, remedy_right, at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        q.addBindValue(profile);
        q.addBindValue(a.game);
        q.addBindValue(a.kind);
        q.addBindValue(a.detected ? 1 : 0);
        q.addBindValue(a.falseAlarm ? 1 : 0);
        q.addBindValue(std::max<qint64>(0, a.delayMs));
        q.addBindValue(a.kindRight ? 1 : 0);
        q.addBindValue(a.remedyRight ? 1 : 0);
        q.addBindValue(a.at.isValid() ? sql::isoUtc(a.at) : d->now());
        if (!q.exec())
            return d->failQuery(what, q);
        return true;
    });
}

QList<SpotFigures> StudyStore::spotFigures(qint64 profile) const
{
    QList<SpotFigures> out;
    if (!d->requireOpen())
        return out;
    // Rounds with an error, per kind: how many were stopped after it, and how fast; false
    // alarms are counted on every round (a clean one's kind is "none").
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT kind, COUNT(*), SUM(detected), SUM(false_alarm),"
        " SUM(CASE WHEN detected = 1 THEN delay_ms ELSE 0 END), SUM(kind_right), SUM(remedy_right)"
        " FROM spots WHERE profile = ? GROUP BY kind ORDER BY kind"));
    q.addBindValue(profile);
    if (!q.exec()) {
        d->failQuery(QStringLiteral("reading the figures of spot the error"), q);
        return out;
    }
    while (q.next()) {
        SpotFigures f;
        f.kind = q.value(0).toString();
        f.rounds = q.value(1).toInt();
        f.detected = q.value(2).toInt();
        f.falseAlarms = q.value(3).toInt();
        f.meanDelayMs = f.detected ? q.value(4).toLongLong() / f.detected : 0;
        f.kindsRight = q.value(5).toInt();
        f.remediesRight = q.value(6).toInt();
        out.append(f);
    }
    return out;
}

QMap<QString, QPair<int, int>> StudyStore::spotErrorsByGame(qint64 profile) const
{
    QMap<QString, QPair<int, int>> out;
    if (!d->requireOpen())
        return out;
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT game, COUNT(*), SUM(detected) FROM spots WHERE profile = ? AND kind <> 'none' GROUP BY game"));
    q.addBindValue(profile);
    if (!q.exec()) {
        d->failQuery(QStringLiteral("reading the figures of spot the error by game"), q);
        return out;
    }
    while (q.next())
        out.insert(q.value(0).toString(), {q.value(1).toInt(), q.value(2).toInt()});
    return out;
}

// ---- sessions and answers ----------------------------------------------------

std::optional<qint64> StudyStore::startSession(qint64 profile, const QString &plan, const QStringList &topics, int level)
{
    qint64 id = 0;
    const QString what = QStringLiteral("starting a session of profile %1").arg(profile);
    const bool ok = d->transaction(what, [&] {
        if (!d->profileExists(what, profile))
            return false;
        QSqlQuery q = d->prepare(QStringLiteral(
            "INSERT INTO sessions(profile, started, topics, level, plan) VALUES(?, ?, ?, ?, ?)"));
        q.addBindValue(profile);
        q.addBindValue(d->now());
        q.addBindValue(sql::notNull(topics.join(QLatin1Char(','))));
        q.addBindValue(level);
        q.addBindValue(plan.isEmpty() ? QStringLiteral("custom") : plan);
        if (!q.exec())
            return d->failQuery(what, q);
        id = q.lastInsertId().toLongLong();
        return true;
    });
    if (!ok)
        return std::nullopt;
    return id;
}

bool StudyStore::addAnswer(qint64 profile, const StudyAnswer &answer)
{
    const QString what = QStringLiteral("recording an answer of session %1").arg(answer.sessionId);
    if (answer.game.isEmpty() || answer.topic.isEmpty())
        return d->fail(QStringLiteral("%1: the answer has no %2").arg(what, answer.game.isEmpty() ? QStringLiteral("game") : QStringLiteral("topic")));
    if (answer.elapsedMs < 0)
        return d->fail(QStringLiteral("%1: elapsedMs %2 is negative").arg(what).arg(answer.elapsedMs));
    // The answer and the session's counts change together or not at all.
    return d->transaction(what, [&] {
        QSqlQuery count = d->prepare(QStringLiteral(
            "UPDATE sessions SET answered = answered + 1, correct = correct + ? WHERE id = ? AND profile = ?"));
        count.addBindValue(answer.correct ? 1 : 0);
        count.addBindValue(answer.sessionId);
        count.addBindValue(profile);
        if (!count.exec())
            return d->failQuery(what, count);
        if (count.numRowsAffected() != 1)
            return d->fail(QStringLiteral("%1: profile %2 has no session %3").arg(what).arg(profile).arg(answer.sessionId));
        QSqlQuery q = d->prepare(QStringLiteral(
            "INSERT INTO answers(session, profile, game, topic, cell, cell_key, correct, elapsed_ms, answered_at)"
            " VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        q.addBindValue(answer.sessionId);
        q.addBindValue(profile);
        q.addBindValue(answer.game);
        q.addBindValue(answer.topic);
        q.addBindValue(answer.cell);
        q.addBindValue(sql::notNull(answer.cellKey));
        q.addBindValue(answer.correct ? 1 : 0);
        q.addBindValue(answer.elapsedMs);
        q.addBindValue(d->now());
        if (!q.exec())
            return d->failQuery(what, q);
        return true;
    });
}

bool StudyStore::finishSession(qint64 sessionId, int points, int bestStreak)
{
    const QString what = QStringLiteral("finishing session %1").arg(sessionId);
    return d->transaction(what, [&] {
        QSqlQuery q = d->prepare(QStringLiteral(
            "UPDATE sessions SET ended = ?, points = ?, best_streak = ? WHERE id = ?"));
        q.addBindValue(d->now());
        q.addBindValue(points);
        q.addBindValue(bestStreak);
        q.addBindValue(sessionId);
        if (!q.exec())
            return d->failQuery(what, q);
        if (q.numRowsAffected() != 1)
            return d->fail(QStringLiteral("%1: there is no such session").arg(what));
        return true;
    });
}

QList<StudyAnswer> StudyStore::answers(qint64 profile, const QString &game, const QString &topic) const
{
    return readAnswers(profile, game, topic);
}

QList<StudyAnswer> StudyStore::answers(qint64 profile) const
{
    return readAnswers(profile, QString(), QString());
}

QList<StudyAnswer> StudyStore::readAnswers(qint64 profile, const QString &game, const QString &topic) const
{
    QList<StudyAnswer> list;
    if (!d->requireOpen())
        return list;
    const bool all = game.isEmpty() && topic.isEmpty();
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT session, game, topic, cell, cell_key, correct, elapsed_ms, answered_at FROM answers"
        " WHERE profile = ?%1 ORDER BY answered_at, id").arg(all ? QString() : QStringLiteral(" AND game = ? AND topic = ?")));
    q.addBindValue(profile);
    if (!all) {
        q.addBindValue(game);
        q.addBindValue(topic);
    }
    if (!q.exec()) {
        d->failQuery(all ? QStringLiteral("reading the answers of profile %1").arg(profile)
                         : QStringLiteral("reading the answers on %1").arg(topic), q);
        return list;
    }
    while (q.next()) {
        StudyAnswer a;
        a.sessionId = q.value(0).toLongLong();
        a.game = q.value(1).toString();
        a.topic = q.value(2).toString();
        a.cell = q.value(3).toInt();
        a.cellKey = q.value(4).toString();
        a.correct = q.value(5).toInt() != 0;
        a.elapsedMs = q.value(6).toLongLong();
        a.at = sql::fromIsoUtc(q.value(7));
        list << a;
    }
    return list;
}

QList<SessionRecord> StudyStore::sessions(qint64 profile) const
{
    QList<SessionRecord> list;
    if (!d->requireOpen())
        return list;
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT id, started, ended, plan, topics, level, answered, correct, points, best_streak"
        " FROM sessions WHERE profile = ? ORDER BY started DESC, id DESC"));
    q.addBindValue(profile);
    if (!q.exec()) {
        d->failQuery(QStringLiteral("reading the sessions of profile %1").arg(profile), q);
        return list;
    }
    while (q.next()) {
        SessionRecord s;
        s.id = q.value(0).toLongLong();
        s.started = sql::fromIsoUtc(q.value(1));
        s.ended = sql::fromIsoUtc(q.value(2));
        s.plan = q.value(3).toString();
        s.topics = q.value(4).toString();
        s.level = q.value(5).toInt();
        s.answered = q.value(6).toInt();
        s.correct = q.value(7).toInt();
        s.points = q.value(8).toInt();
        s.bestStreak = q.value(9).toInt();
        list << s;
    }
    return list;
}

QList<DayFigures> StudyStore::days(qint64 profile) const
{
    QList<DayFigures> list;
    if (!d->requireOpen())
        return list;
    // The stored times are UTC ISO text: the first ten characters are the UTC day.
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT substr(answered_at, 1, 10) AS day, topic, COUNT(*), SUM(correct),"
        " AVG(CASE WHEN correct <> 0 THEN elapsed_ms END)"
        " FROM answers WHERE profile = ? GROUP BY day, topic ORDER BY day, topic"));
    q.addBindValue(profile);
    if (!q.exec()) {
        d->failQuery(QStringLiteral("reading the days of profile %1").arg(profile), q);
        return list;
    }
    while (q.next()) {
        DayFigures f;
        f.day = QDate::fromString(q.value(0).toString(), Qt::ISODate);
        f.topic = q.value(1).toString();
        f.answered = q.value(2).toInt();
        f.correct = q.value(3).toInt();
        f.meanMs = q.value(4).isNull() ? 0 : qRound64(q.value(4).toDouble());
        list << f;
    }
    return list;
}

QVariantMap StudyStore::personalBests(qint64 profile) const
{
    QVariantMap bests;
    if (!d->requireOpen())
        return bests;
    // Points and streaks are a session's: a topic's best is the best session that
    // drilled it (finished sessions only). fastestMs: its fastest right answer.
    struct Best
    {
        int points = 0;
        int streak = 0;
        qint64 fastest = 0;
    };
    QMap<QString, Best> byTopic;
    QSqlQuery s = d->prepare(QStringLiteral(
        "SELECT topics, points, best_streak FROM sessions WHERE profile = ? AND ended IS NOT NULL"));
    s.addBindValue(profile);
    if (!s.exec()) {
        d->failQuery(QStringLiteral("reading the bests of profile %1").arg(profile), s);
        return bests;
    }
    while (s.next()) {
        const QStringList topics = s.value(0).toString().split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString &topic : topics) {
            Best &b = byTopic[topic.trimmed()];
            b.points = std::max(b.points, s.value(1).toInt());
            b.streak = std::max(b.streak, s.value(2).toInt());
        }
    }
    QSqlQuery a = d->prepare(QStringLiteral(
        "SELECT topic, MIN(elapsed_ms) FROM answers WHERE profile = ? AND correct <> 0 GROUP BY topic"));
    a.addBindValue(profile);
    if (!a.exec()) {
        d->failQuery(QStringLiteral("reading the bests of profile %1").arg(profile), a);
        return bests;
    }
    while (a.next())
        byTopic[a.value(0).toString()].fastest = a.value(1).toLongLong();
    for (auto it = byTopic.cbegin(); it != byTopic.cend(); ++it) {
        bests.insert(it.key(), QVariantMap{{QStringLiteral("bestPoints"), it->points},
                                           {QStringLiteral("bestStreak"), it->streak},
                                           {QStringLiteral("fastestMs"), it->fastest}});
    }
    return bests;
}

QVariantMap StudyStore::heatMap(qint64 profile, const QString &topic) const
{
    QVariantMap cells;
    if (!d->requireOpen())
        return cells;
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT cell_key, COUNT(*), SUM(correct), AVG(CASE WHEN correct <> 0 THEN elapsed_ms END)"
        " FROM answers WHERE profile = ? AND topic = ? AND cell_key <> '' GROUP BY cell_key"));
    q.addBindValue(profile);
    q.addBindValue(topic);
    if (!q.exec()) {
        d->failQuery(QStringLiteral("reading the heat-map of %1").arg(topic), q);
        return cells;
    }
    const Topic *owner = TopicRegistry::builtin().find(topic.toStdString());
    while (q.next()) {
        const QString key = q.value(0).toString();
        // The cell's coordinates by name ({"bet": "place-6", "total": "6"}), read
        // back by the topic that built the key: the views never split it.
        QVariantMap parts;
        if (const std::optional<CellKey> cell = owner ? owner->readCellKey(key.toStdString()) : std::nullopt)
            for (const CellKey::Part &p : cell->parts)
                parts.insert(QString::fromStdString(p.name), QString::fromStdString(p.value));
        cells.insert(key, QVariantMap{{QStringLiteral("attempts"), q.value(1).toInt()},
                                      {QStringLiteral("correct"), q.value(2).toInt()},
                                      {QStringLiteral("meanMs"),
                                       q.value(3).isNull() ? qint64(0) : qRound64(q.value(3).toDouble())},
                                      {QStringLiteral("cell"), parts}});
    }
    return cells;
}

} // namespace croupier
