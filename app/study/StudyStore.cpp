#include "StudyStore.h"

#include "bank/Game.h"
#include "bank/TopicRegistry.h"
#include "store/SchemaMigrations.h"
#include "store/SqlValues.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>
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
        // 5 → 6: the classroom server (issue 19, item 7): a profile's registration number
        // (one profile per number), the server's highest record read, and which rows the
        // server has (kind, the row's id here, its id there; the settings' row keeps the
        // body last sent). Rows from before are sent when the profile is first linked.
        {{QStringLiteral("ALTER TABLE profiles ADD COLUMN registration TEXT"),
          QStringLiteral("ALTER TABLE profiles ADD COLUMN server_pulled INTEGER NOT NULL DEFAULT 0"),
          QStringLiteral("CREATE UNIQUE INDEX profiles_by_registration ON profiles(registration)"
                         " WHERE registration IS NOT NULL"),
          QStringLiteral("CREATE TABLE synced("
                         " profile INTEGER NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,"
                         " kind TEXT NOT NULL,"
                         " local_id INTEGER NOT NULL,"
                         " server_id INTEGER NOT NULL,"
                         " body TEXT NOT NULL DEFAULT '',"
                         " PRIMARY KEY(profile, kind, local_id))"),
          QStringLiteral("CREATE INDEX synced_by_server ON synced(profile, server_id)")},
         {QStringLiteral("profiles"), QStringLiteral("sessions"), QStringLiteral("answers"),
          QStringLiteral("targets"), QStringLiteral("spots"), QStringLiteral("schedule"), QStringLiteral("synced")}},
    };
    static_assert(StudyStore::schemaVersion == 6, "add the migration step of the new version");
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

// ---- the classroom server (issue 19, item 7) -------------------------------------

namespace {

const QString kSession = QStringLiteral("session");
const QString kAnswer = QStringLiteral("answer");
const QString kFinish = QStringLiteral("finish");
const QString kSpot = QStringLiteral("spot");
const QString kSettings = QStringLiteral("settings");

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

/// A whole number of @p o[@p key] within [@p low, @p high], else nullopt (a double, a
/// string, a fraction or a number out of range is refused).
std::optional<qint64> wholeIn(const QJsonObject &o, const QString &key, qint64 low, qint64 high)
{
    const QJsonValue v = o.value(key);
    if (!v.isDouble())
        return std::nullopt;
    const double x = v.toDouble();
    if (!(x >= double(low) && x <= double(high)) || x != std::floor(x))
        return std::nullopt;
    return qint64(x);
}

std::optional<QString> textIn(const QJsonObject &o, const QString &key, int most, bool mayBeEmpty = false)
{
    const QJsonValue v = o.value(key);
    if (!v.isString())
        return std::nullopt;
    const QString t = v.toString();
    if ((!mayBeEmpty && t.isEmpty()) || t.size() > most)
        return std::nullopt;
    return t;
}

bool knownGame(const QString &game)
{
    return gameFromName(game.toStdString()).has_value();
}

bool knownTopic(const QString &topic)
{
    return TopicRegistry::builtin().find(topic.toStdString()) != nullptr;
}

/// A heat-map key its topic reads back (or none): what the desk shows in words.
bool readableKey(const QString &topic, const QString &key)
{
    if (key.isEmpty())
        return true;
    const Topic *owner = TopicRegistry::builtin().find(topic.toStdString());
    return owner && owner->readCellKey(key.toStdString()).has_value();
}

} // namespace

std::optional<qint64> StudyStore::profileByRegistration(const QString &registration) const
{
    if (!d->requireOpen())
        return std::nullopt;
    QSqlQuery q = d->prepare(QStringLiteral("SELECT id FROM profiles WHERE registration = ?"));
    q.addBindValue(registration.trimmed());
    if (!q.exec()) {
        d->failQuery(QStringLiteral("finding registration number %1").arg(registration.trimmed()), q);
        return std::nullopt;
    }
    if (!q.next())
        return std::nullopt;
    return q.value(0).toLongLong();
}

QString StudyStore::registration(qint64 profile) const
{
    if (!d->requireOpen())
        return {};
    QSqlQuery q = d->prepare(QStringLiteral("SELECT registration FROM profiles WHERE id = ?"));
    q.addBindValue(profile);
    if (!q.exec()) {
        d->failQuery(QStringLiteral("reading the registration number of profile %1").arg(profile), q);
        return {};
    }
    return q.next() && !q.value(0).isNull() ? q.value(0).toString() : QString();
}

bool StudyStore::setRegistration(qint64 profile, const QString &registration)
{
    const QString number = registration.trimmed();
    const QString what = QStringLiteral("linking profile %1 to registration number %2").arg(profile).arg(number);
    if (number.isEmpty() || number.size() > 100)
        return d->fail(QStringLiteral("%1: a registration number has 1 to 100 characters").arg(what));
    return d->transaction(what, [&] {
        if (!d->profileExists(what, profile))
            return false;
        QSqlQuery taken = d->prepare(QStringLiteral("SELECT name FROM profiles WHERE registration = ? AND id <> ?"));
        taken.addBindValue(number);
        taken.addBindValue(profile);
        if (!taken.exec())
            return d->failQuery(what, taken);
        if (taken.next())
            return d->fail(QStringLiteral("%1: profile \"%2\" has it already").arg(what, taken.value(0).toString()));
        QSqlQuery q = d->prepare(QStringLiteral("UPDATE profiles SET registration = ? WHERE id = ?"));
        q.addBindValue(number);
        q.addBindValue(profile);
        if (!q.exec())
            return d->failQuery(what, q);
        return true;
    });
}

qint64 StudyStore::pulledUpTo(qint64 profile) const
{
    if (!d->requireOpen())
        return 0;
    QSqlQuery q = d->prepare(QStringLiteral("SELECT server_pulled FROM profiles WHERE id = ?"));
    q.addBindValue(profile);
    if (!q.exec() || !q.next())
        return 0;
    return q.value(0).toLongLong();
}

namespace {

/// One row waiting to be sent; an answer's or a finish's session is found by its id
/// here and sent as the server's.
struct Pending
{
    QString kind;
    qint64 localId = 0;
    qint64 sessionLocal = 0;  ///< answers and finishes
    QJsonObject body;
    QDateTime at;
};

} // namespace

/// The profile's settings as one body: the schedule's (when set) and every target time.
static QJsonObject settingsBody(qint64 profile, QSqlDatabase db, bool *any)
{
    QJsonObject body;
    *any = false;
    QSqlQuery s(db);
    s.prepare(QStringLiteral("SELECT retention, new_per_day, time_scale FROM schedule WHERE profile = ?"));
    s.addBindValue(profile);
    if (s.exec() && s.next()) {
        body.insert(QStringLiteral("retention"), s.value(0).toInt());
        body.insert(QStringLiteral("newPerDay"), s.value(1).toInt());
        body.insert(QStringLiteral("timeScale"), s.value(2).toInt());
        *any = true;
    }
    QJsonObject targets;
    QSqlQuery t(db);
    t.prepare(QStringLiteral("SELECT topic, ms FROM targets WHERE profile = ? ORDER BY topic"));
    t.addBindValue(profile);
    if (t.exec())
        while (t.next())
            targets.insert(t.value(0).toString(), t.value(1).toLongLong());
    if (!targets.isEmpty()) {
        body.insert(QStringLiteral("targets"), targets);
        *any = true;
    }
    return body;
}

/// Every row of @p profile the server lacks, in the order they are sent; the settings
/// (dated @p now) when they differ from the last sent.
static QList<Pending> pendingRows(QSqlDatabase db, qint64 profile, const QDateTime &now, QString *error)
{
    QList<Pending> out;
    auto read = [&](const QString &sql, auto &&row) {
        QSqlQuery q(db);
        q.prepare(sql);
        q.addBindValue(profile);
        if (!q.exec()) {
            *error = q.lastError().text();
            return false;
        }
        while (q.next())
            out << row(q);
        return true;
    };
    const QString notSent = QStringLiteral(" AND NOT EXISTS (SELECT 1 FROM synced y WHERE y.profile = %1.profile"
                                           " AND y.kind = '%2' AND y.local_id = %1.id)");
    const bool ok
        = read(QStringLiteral("SELECT id, started, plan, topics, level FROM sessions s WHERE profile = ?")
                   + notSent.arg(QStringLiteral("s"), kSession) + QStringLiteral(" ORDER BY id"),
               [](const QSqlQuery &q) {
                   return Pending{kSession, q.value(0).toLongLong(), 0,
                                  QJsonObject{{QStringLiteral("plan"), q.value(2).toString()},
                                              {QStringLiteral("topics"), q.value(3).toString()},
                                              {QStringLiteral("level"), q.value(4).toInt()}},
                                  sql::fromIsoUtc(q.value(1))};
               })
          && read(QStringLiteral("SELECT id, session, game, topic, cell, cell_key, correct, elapsed_ms, answered_at"
                                 " FROM answers a WHERE profile = ?")
                      + notSent.arg(QStringLiteral("a"), kAnswer) + QStringLiteral(" ORDER BY id"),
                  [](const QSqlQuery &q) {
                      return Pending{kAnswer, q.value(0).toLongLong(), q.value(1).toLongLong(),
                                     QJsonObject{{QStringLiteral("game"), q.value(2).toString()},
                                                 {QStringLiteral("topic"), q.value(3).toString()},
                                                 {QStringLiteral("cell"), q.value(4).toInt()},
                                                 {QStringLiteral("cellKey"), q.value(5).toString()},
                                                 {QStringLiteral("correct"), q.value(6).toInt() != 0},
                                                 {QStringLiteral("elapsedMs"), q.value(7).toLongLong()}},
                                     sql::fromIsoUtc(q.value(8))};
                  })
          && read(QStringLiteral("SELECT id, ended, points, best_streak FROM sessions s WHERE profile = ?"
                                 " AND ended IS NOT NULL")
                      + notSent.arg(QStringLiteral("s"), kFinish) + QStringLiteral(" ORDER BY id"),
                  [](const QSqlQuery &q) {
                      return Pending{kFinish, q.value(0).toLongLong(), q.value(0).toLongLong(),
                                     QJsonObject{{QStringLiteral("points"), q.value(2).toInt()},
                                                 {QStringLiteral("bestStreak"), q.value(3).toInt()}},
                                     sql::fromIsoUtc(q.value(1))};
                  })
          && read(QStringLiteral("SELECT id, game, kind, detected, false_alarm, delay_ms, kind_right, remedy_right, at"
                                 " FROM spots p WHERE profile = ?")
                      + notSent.arg(QStringLiteral("p"), kSpot) + QStringLiteral(" ORDER BY id"),
                  [](const QSqlQuery &q) {
                      return Pending{kSpot, q.value(0).toLongLong(), 0,
                                     QJsonObject{{QStringLiteral("game"), q.value(1).toString()},
                                                 {QStringLiteral("kind"), q.value(2).toString()},
                                                 {QStringLiteral("detected"), q.value(3).toInt() != 0},
                                                 {QStringLiteral("falseAlarm"), q.value(4).toInt() != 0},
                                                 {QStringLiteral("delayMs"), q.value(5).toLongLong()},
                                                 {QStringLiteral("kindRight"), q.value(6).toInt() != 0},
                                                 {QStringLiteral("remedyRight"), q.value(7).toInt() != 0}},
                                     sql::fromIsoUtc(q.value(8))};
                  });
    if (!ok)
        return {};
    bool any = false;
    const QJsonObject settings = settingsBody(profile, db, &any);
    if (any) {
        QSqlQuery last(db);
        last.prepare(QStringLiteral("SELECT body FROM synced WHERE profile = ? AND kind = ? AND local_id = 0"));
        last.addBindValue(profile);
        last.addBindValue(kSettings);
        if (!last.exec()) {
            *error = last.lastError().text();
            return {};
        }
        if (!last.next() || last.value(0).toString().toUtf8() != compact(settings))
            out << Pending{kSettings, 0, 0, settings, now};
    }
    return out;
}

int StudyStore::pendingCount(qint64 profile) const
{
    if (!d->requireOpen())
        return 0;
    QString error;
    return int(pendingRows(d->db(), profile, now(), &error).size());
}

int StudyStore::pushPending(qint64 profile, const std::function<std::optional<qint64>(const ClassroomRecord &)> &send)
{
    const QString what = QStringLiteral("sending the self-study of profile %1").arg(profile);
    if (!d->requireOpen())
        return -1;
    QString error;
    const QList<Pending> rows = pendingRows(d->db(), profile, now(), &error);
    if (!error.isEmpty()) {
        d->fail(QStringLiteral("%1: %2").arg(what, error));
        return -1;
    }
    int sent = 0;
    for (const Pending &row : rows) {
        QJsonObject body = row.body;
        if (row.kind == kAnswer || row.kind == kFinish) {
            QSqlQuery session = d->prepare(QStringLiteral("SELECT server_id FROM synced WHERE profile = ? AND kind = ?"
                                                          " AND local_id = ?"));
            session.addBindValue(profile);
            session.addBindValue(kSession);
            session.addBindValue(row.sessionLocal);
            if (!session.exec() || !session.next())
                break;   // its session is not on the server yet: the rest wait
            body.insert(QStringLiteral("session"), session.value(0).toLongLong());
        }
        const ClassroomRecord record{0, row.kind, compact(body), row.at};
        const std::optional<qint64> serverId = send(record);
        if (!serverId)
            break;
        const bool marked = d->transaction(what, [&] {
            QSqlQuery q = d->prepare(QStringLiteral("INSERT OR REPLACE INTO synced(profile, kind, local_id, server_id, body)"
                                                    " VALUES(?, ?, ?, ?, ?)"));
            q.addBindValue(profile);
            q.addBindValue(row.kind);
            q.addBindValue(row.localId);
            q.addBindValue(*serverId);
            q.addBindValue(row.kind == kSettings ? QString::fromUtf8(record.body) : QString());
            return q.exec() || d->failQuery(what, q);
        });
        if (!marked)
            return -1;
        ++sent;
    }
    d->error.clear();
    return sent;
}

bool StudyStore::applyRecords(qint64 profile, const QList<ClassroomRecord> &records, int *refusedOut)
{
    const QString what = QStringLiteral("applying the server's self-study to profile %1").arg(profile);
    int refused = 0;
    const bool ok = d->transaction(what, [&] {
        if (!d->profileExists(what, profile))
            return false;
        qint64 highest = 0;
        {
            QSqlQuery q = d->prepare(QStringLiteral("SELECT server_pulled FROM profiles WHERE id = ?"));
            q.addBindValue(profile);
            if (q.exec() && q.next())
                highest = q.value(0).toLongLong();
        }
        auto run = [&](const QString &sql, const QVariantList &values, qint64 *id = nullptr) {
            QSqlQuery q = d->prepare(sql);
            for (const QVariant &v : values)
                q.addBindValue(v);
            if (!q.exec())
                return d->failQuery(what, q);
            if (id)
                *id = q.lastInsertId().toLongLong();
            return true;
        };
        auto localOf = [&](const QString &kind, qint64 serverId) -> std::optional<qint64> {
            QSqlQuery q = d->prepare(QStringLiteral("SELECT local_id FROM synced WHERE profile = ? AND kind = ? AND server_id = ?"));
            q.addBindValue(profile);
            q.addBindValue(kind);
            q.addBindValue(serverId);
            if (q.exec() && q.next())
                return q.value(0).toLongLong();
            return std::nullopt;
        };
        auto mark = [&](const QString &kind, qint64 localId, qint64 serverId, const QString &body = {}) {
            return run(QStringLiteral("INSERT OR REPLACE INTO synced(profile, kind, local_id, server_id, body) VALUES(?, ?, ?, ?, ?)"),
                       {profile, kind, localId, serverId, body});
        };
        for (const ClassroomRecord &r : records) {
            highest = std::max(highest, r.serverId);
            {
                // Sent from here, or applied already.
                QSqlQuery seen = d->prepare(QStringLiteral("SELECT 1 FROM synced WHERE profile = ? AND server_id = ?"));
                seen.addBindValue(profile);
                seen.addBindValue(r.serverId);
                if (!seen.exec())
                    return d->failQuery(what, seen);
                if (seen.next())
                    continue;
            }
            QJsonParseError parse;
            const QJsonDocument doc = QJsonDocument::fromJson(r.body, &parse);
            if (parse.error != QJsonParseError::NoError || !doc.isObject() || !r.at.isValid() || r.serverId <= 0) {
                ++refused;
                continue;
            }
            const QJsonObject o = doc.object();
            const QString at = sql::isoUtc(r.at);
            if (r.kind == kSession) {
                const auto plan = textIn(o, QStringLiteral("plan"), 40);
                const auto topics = textIn(o, QStringLiteral("topics"), 4000, true);
                const auto level = wholeIn(o, QStringLiteral("level"), 1, 9);
                if (!plan || !topics || !level) {
                    ++refused;
                    continue;
                }
                qint64 id = 0;
                if (!run(QStringLiteral("INSERT INTO sessions(profile, started, topics, level, plan) VALUES(?, ?, ?, ?, ?)"),
                         {profile, at, *topics, *level, *plan}, &id)
                    || !mark(kSession, id, r.serverId))
                    return false;
            } else if (r.kind == kAnswer || r.kind == kFinish) {
                const auto sessionServer = wholeIn(o, QStringLiteral("session"), 1, std::numeric_limits<qint32>::max() * 1024LL);
                const std::optional<qint64> session = sessionServer ? localOf(kSession, *sessionServer) : std::nullopt;
                if (!session) {
                    ++refused;
                    continue;
                }
                if (r.kind == kFinish) {
                    const auto points = wholeIn(o, QStringLiteral("points"), 0, 100000000);
                    const auto streak = wholeIn(o, QStringLiteral("bestStreak"), 0, 1000000);
                    if (!points || !streak) {
                        ++refused;
                        continue;
                    }
                    if (!run(QStringLiteral("UPDATE sessions SET ended = ?, points = ?, best_streak = ? WHERE id = ?"),
                             {at, *points, *streak, *session})
                        || !mark(kFinish, *session, r.serverId))
                        return false;
                    continue;
                }
                const auto game = textIn(o, QStringLiteral("game"), 40);
                const auto topic = textIn(o, QStringLiteral("topic"), 80);
                const auto cell = wholeIn(o, QStringLiteral("cell"), 0, 1000000);
                const auto cellKey = textIn(o, QStringLiteral("cellKey"), 200, true);
                const auto elapsed = wholeIn(o, QStringLiteral("elapsedMs"), 0, 24LL * 3600 * 1000);
                const QJsonValue correct = o.value(QStringLiteral("correct"));
                if (!game || !topic || !cell || !cellKey || !elapsed || !correct.isBool() || !knownGame(*game)
                    || !knownTopic(*topic) || !readableKey(*topic, *cellKey)) {
                    ++refused;
                    continue;
                }
                qint64 id = 0;
                if (!run(QStringLiteral("UPDATE sessions SET answered = answered + 1, correct = correct + ? WHERE id = ?"),
                         {correct.toBool() ? 1 : 0, *session})
                    || !run(QStringLiteral("INSERT INTO answers(session, profile, game, topic, cell, cell_key, correct,"
                                           " elapsed_ms, answered_at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                            {*session, profile, *game, *topic, *cell, *cellKey, correct.toBool() ? 1 : 0, *elapsed, at},
                            &id)
                    || !mark(kAnswer, id, r.serverId))
                    return false;
            } else if (r.kind == kSpot) {
                const auto game = textIn(o, QStringLiteral("game"), 40);
                const auto kind = textIn(o, QStringLiteral("kind"), 80);
                const auto delay = wholeIn(o, QStringLiteral("delayMs"), 0, 24LL * 3600 * 1000);
                const QStringList flags{QStringLiteral("detected"), QStringLiteral("falseAlarm"),
                                        QStringLiteral("kindRight"), QStringLiteral("remedyRight")};
                bool flagsOk = true;
                for (const QString &f : flags)
                    flagsOk = flagsOk && o.value(f).isBool();
                if (!game || !kind || !delay || !flagsOk || !knownGame(*game)) {
                    ++refused;
                    continue;
                }
                qint64 id = 0;
                if (!run(QStringLiteral("INSERT INTO spots(profile, game, kind, detected, false_alarm, delay_ms, kind_right,"
                                        " remedy_right, at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                         {profile, *game, *kind, o.value(flags[0]).toBool() ? 1 : 0, o.value(flags[1]).toBool() ? 1 : 0,
                          *delay, o.value(flags[2]).toBool() ? 1 : 0, o.value(flags[3]).toBool() ? 1 : 0, at},
                         &id)
                    || !mark(kSpot, id, r.serverId))
                    return false;
            } else if (r.kind == kSettings) {
                ScheduleSettings settings;
                const bool hasSchedule = o.contains(QStringLiteral("retention"));
                if (hasSchedule) {
                    const auto retention = wholeIn(o, QStringLiteral("retention"), 0, 100000);
                    const auto fresh = wholeIn(o, QStringLiteral("newPerDay"), 0, 100000);
                    const auto scale = wholeIn(o, QStringLiteral("timeScale"), 0, 100000);
                    if (!retention || !fresh || !scale) {
                        ++refused;
                        continue;
                    }
                    settings = {int(*retention), int(*fresh), int(*scale)};
                    if (!settings.whatIsWrong().isEmpty()) {
                        ++refused;
                        continue;
                    }
                }
                const QJsonObject targets = o.value(QStringLiteral("targets")).toObject();
                bool targetsOk = o.value(QStringLiteral("targets")).isUndefined() || o.value(QStringLiteral("targets")).isObject();
                for (auto it = targets.begin(); targetsOk && it != targets.end(); ++it)
                    targetsOk = it.key().size() <= 80 && wholeIn(targets, it.key(), 1, 24LL * 3600 * 1000).has_value();
                if (!targetsOk) {
                    ++refused;
                    continue;
                }
                if (hasSchedule
                    && !run(QStringLiteral("INSERT OR REPLACE INTO schedule(profile, retention, new_per_day, time_scale)"
                                           " VALUES(?, ?, ?, ?)"),
                            {profile, settings.retentionPermille, settings.newPerDay, settings.timeScalePercent}))
                    return false;
                if (!run(QStringLiteral("DELETE FROM targets WHERE profile = ?"), {profile}))
                    return false;
                for (auto it = targets.begin(); it != targets.end(); ++it)
                    if (!run(QStringLiteral("INSERT INTO targets(profile, topic, ms) VALUES(?, ?, ?)"),
                             {profile, it.key(), *wholeIn(targets, it.key(), 1, 24LL * 3600 * 1000)}))
                        return false;
                // Not to be sent back: the settings as the server has them now.
                if (!mark(kSettings, 0, r.serverId, QString::fromUtf8(compact(o))))
                    return false;
            } else {
                ++refused;
            }
        }
        return run(QStringLiteral("UPDATE profiles SET server_pulled = ? WHERE id = ?"), {highest, profile});
    });
    if (refusedOut)
        *refusedOut = ok ? refused : 0;
    return ok;
}

} // namespace croupier
