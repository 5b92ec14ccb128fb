#include "SchemaMigrations.h"

#include <QSqlDriver>
#include <QSqlQuery>

#include <utility>

namespace croupier {

SchemaMigrations::SchemaMigrations(QString databaseNoun, QList<MigrationStep> steps, QString versionTable)
    : m_noun(std::move(databaseNoun))
    , m_steps(std::move(steps))
    , m_versionTable(std::move(versionTable))
{
}

int SchemaMigrations::latestVersion() const
{
    return int(m_steps.size());
}

QString SchemaMigrations::error() const
{
    return m_error;
}

QSqlError SchemaMigrations::sqlError() const
{
    return m_sqlError;
}

bool SchemaMigrations::fail(const QString &message, const QSqlError &sqlError)
{
    m_error = message;
    m_sqlError = sqlError;
    return false;
}

bool SchemaMigrations::isPostgres(const QSqlDatabase &db) const
{
    return db.driver() && db.driver()->dbmsType() == QSqlDriver::PostgreSQL;
}

QStringList SchemaMigrations::tables(const QSqlDatabase &db) const
{
    QStringList names;
    QSqlQuery q(db);
    q.exec(isPostgres(db) ? QStringLiteral("SELECT table_name FROM information_schema.tables"
                                           " WHERE table_schema = current_schema()")
                          : QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"));
    while (q.next())
        names << q.value(0).toString();
    return names;
}

std::optional<int> SchemaMigrations::check(const QSqlDatabase &db)
{
    m_error.clear();
    m_sqlError = {};
    const bool postgres = isPostgres(db);
    const QStringList present = tables(db);
    int found = 0;
    QSqlQuery q(db);
    if (postgres) {
        if (present.contains(m_versionTable)) {
            if (!q.exec(QStringLiteral("SELECT version FROM %1").arg(m_versionTable))) {
                //: %1 the kind of database ("exam database"), %2 the table that holds its version.
                fail(tr("not a Croupier %1 (%2 has no version)").arg(m_noun, m_versionTable), q.lastError());
                return std::nullopt;
            }
            // Empty: made by migrate() before a first step that failed (version 0).
            found = q.next() ? q.value(0).toInt() : 0;
        }
    } else {
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
            fail(tr("not an SQLite database (%1)").arg(q.lastError().text()), q.lastError());
            return std::nullopt;
        }
        found = q.value(0).toInt();
    }
    const QString refused = refusal(found, present, postgres);
    if (!refused.isEmpty()) {
        fail(refused);
        return std::nullopt;
    }
    return found;
}

QString SchemaMigrations::refusal(int found, const QStringList &present, bool postgres) const
{
    if (found > latestVersion())
        return tr("written by a newer Croupier (schema version %1; this version reads up to %2)")
            .arg(found)
            .arg(latestVersion());
    if (found < 0)
        //: %1 the kind of database ("exam database").
        return tr("not a Croupier %1 (schema version %2)").arg(m_noun).arg(found);
    if (found == 0) {
        if (!postgres) {
            // A new SQLite file holds nothing; any table is someone else's.
            if (!present.isEmpty())
                //: %1 the kind of database ("exam database"), %2 the tables found.
                return tr("not a Croupier %1 (schema version 0 and tables %2)")
                    .arg(m_noun, present.join(QStringLiteral(", ")));
            return {};
        }
        // A shared server may hold other things; only our own names would clash.
        QStringList clash;
        for (const QString &table : m_steps.isEmpty() ? QStringList() : m_steps.last().tablesAfter)
            if (present.contains(table))
                clash << table;
        if (!clash.isEmpty())
            //: %1 the kind of database ("exam database"), %2 the tables found, %3 the version table.
            return tr("not a Croupier %1 (tables %2 without %3)")
                .arg(m_noun, clash.join(QStringLiteral(", ")), m_versionTable);
        return {};
    }
    QStringList missing;
    for (const QString &table : m_steps.at(found - 1).tablesAfter)
        if (!present.contains(table))
            missing << table;
    if (!missing.isEmpty())
        //: %1 the kind of database ("exam database"), %2 its version, %3 the tables it lacks.
        return tr("a Croupier %1 of schema version %2 without its table(s) %3")
            .arg(m_noun)
            .arg(found)
            .arg(missing.join(QStringLiteral(", ")));
    return {};
}

bool SchemaMigrations::migrate(const QSqlDatabase &db, int found)
{
    m_error.clear();
    m_sqlError = {};
    if (found >= latestVersion())
        return true;
    if (isPostgres(db)) {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS %1(version INTEGER NOT NULL)").arg(m_versionTable)))
            //: %1 the table that holds the schema's version, %2 the server's message.
            return fail(tr("cannot create the version table %1: %2").arg(m_versionTable, q.lastError().text()), q.lastError());
    }
    for (int step = found; step < latestVersion(); ++step)
        if (!applyStep(db, step))
            return false;
    return true;
}

bool SchemaMigrations::run(const QSqlDatabase &db)
{
    const std::optional<int> found = check(db);
    return found && migrate(db, *found);
}

/// Step @p step (to version step + 1) in one transaction with its version number.
bool SchemaMigrations::applyStep(const QSqlDatabase &db, int step)
{
    const bool postgres = isPostgres(db);
    //: %1 the version a database is at, %2 the version it is being taken to.
    const QString what = tr("migrating from schema version %1 to %2").arg(step).arg(step + 1);
    const auto rollback = [&db] { QSqlQuery(db).exec(QStringLiteral("ROLLBACK")); };
    {
        QSqlQuery begin(db);
        if (!begin.exec(postgres ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE")))
            return fail(tr("%1: cannot begin a transaction: %2").arg(what, begin.lastError().text()), begin.lastError());
    }
    {
        QSqlQuery q(db);
        int current = 0;
        bool read = false;
        if (postgres) {
            read = q.exec(QStringLiteral("LOCK TABLE %1 IN EXCLUSIVE MODE").arg(m_versionTable))
                && q.exec(QStringLiteral("SELECT version FROM %1").arg(m_versionTable));
            if (read)
                current = q.next() ? q.value(0).toInt() : 0;
        } else {
            read = q.exec(QStringLiteral("PRAGMA user_version")) && q.next();
            if (read)
                current = q.value(0).toInt();
        }
        if (!read) {
            const QSqlError e = q.lastError();
            q.finish();
            rollback();
            return fail(tr("%1: cannot read the version: %2").arg(what, e.text()), e);
        }
        q.finish();
        if (current > step) {
            // Another station did this step meanwhile.
            rollback();
            return true;
        }
        QStringList statements = m_steps.at(step).statements;
        if (postgres)
            statements << QStringLiteral("DELETE FROM %1").arg(m_versionTable)
                       << QStringLiteral("INSERT INTO %1(version) VALUES(%2)").arg(m_versionTable).arg(step + 1);
        else
            statements << QStringLiteral("PRAGMA user_version = %1").arg(step + 1);
        for (const QString &statement : std::as_const(statements)) {
            if (!q.exec(statement)) {
                const QSqlError e = q.lastError();
                q.finish();
                rollback();
                //: %1 what was being done, %2 the SQL statement, %3 the database's message.
                return fail(tr("%1 failed at \"%2\": %3").arg(what, statement, e.text()), e);
            }
        }
    }
    QSqlQuery commit(db);
    if (!commit.exec(QStringLiteral("COMMIT"))) {
        const QSqlError e = commit.lastError();
        rollback();
        return fail(tr("%1: cannot commit: %2").arg(what, e.text()), e);
    }
    return true;
}

} // namespace croupier
