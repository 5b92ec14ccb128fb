#pragma once

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>

#include <optional>

namespace croupier {

/**
 * @brief One step of a schema: the statements that take a database from version
 * (its index in the list) to version (index + 1), and the tables a database of
 * version (index + 1) must have. The drivers run one statement per exec(), so a
 * step is a list. Never edit a step that has shipped; add one.
 */
struct MigrationStep
{
    QStringList statements;
    QStringList tablesAfter;
};

/**
 * @brief Brings a store's database to the newest schema: reads the version it is
 * at, refuses a database it cannot take (newer than this build, another program's,
 * or missing its tables), and applies the missing steps in order.
 *
 * SQLite keeps the version in `PRAGMA user_version`; PostgreSQL in a one-row table
 * (versionTable), since a server's database is shared with other programs. Each
 * step runs in its own transaction together with the new version number, so a
 * step that fails leaves the database at the version before it. Another station
 * may migrate the same database at once: the version is read again under the write
 * lock (SQLite's BEGIN IMMEDIATE, PostgreSQL's LOCK TABLE) and a step already done
 * is skipped.
 *
 * Messages name the kind of database (@p databaseNoun, "exam database") but not
 * the file or server: the store puts that in front.
 */
class SchemaMigrations
{
    Q_DECLARE_TR_FUNCTIONS(SchemaMigrations)

public:
    /// @p databaseNoun what the store holds, translated ("exam database");
    /// @p steps the schema's steps from version 0 on.
    SchemaMigrations(QString databaseNoun, QList<MigrationStep> steps,
                     QString versionTable = QStringLiteral("croupier_schema"));

    /// The version this build writes: the number of steps.
    int latestVersion() const;

    /// The version @p db is at (0 for an empty database), or nullopt with error()
    /// when this build must not touch it. Reads only, so it can run on a read-only
    /// connection.
    std::optional<int> check(const QSqlDatabase &db);
    /// Applies the steps from version @p found on (what check() returned). False
    /// with error() and sqlError(); steps committed before the failing one stay.
    bool migrate(const QSqlDatabase &db, int found);
    /// check() then migrate().
    bool run(const QSqlDatabase &db);

    /// The last refusal or failure, "" after a success.
    QString error() const;
    /// The driver's error behind error(), when there is one (invalid otherwise):
    /// a store tells a locked SQLite file from a wrong one by it.
    QSqlError sqlError() const;

private:
    bool isPostgres(const QSqlDatabase &db) const;
    QStringList tables(const QSqlDatabase &db) const;
    QString refusal(int found, const QStringList &present, bool postgres) const;
    bool fail(const QString &message, const QSqlError &sqlError = {});
    bool applyStep(const QSqlDatabase &db, int step);

    QString m_noun;
    QList<MigrationStep> m_steps;
    QString m_versionTable;
    QString m_error;
    QSqlError m_sqlError;
};

} // namespace croupier
