#pragma once

#include <QString>

#include <optional>

namespace croupier {

/**
 * @brief Where the exams live: a SQLite file (the default, in the user's data
 * directory) or a PostgreSQL server that every station of a classroom shares.
 *
 * parse() takes what `--database` takes: a file path, "sqlite:PATH", or
 * "postgresql://user:password@host:port/dbname" (user, password and port
 * optional; "postgres://" too; %-escapes decoded). Errors name the part that is wrong.
 * On the command line, no password (fromCommandLine).
 */
struct DatabaseLocation
{
    enum class Kind { Sqlite, Postgresql };
    Kind kind = Kind::Sqlite;
    QString path;          ///< SQLite: the file (":memory:" for tests)
    QString host;          ///< PostgreSQL
    int port = 5432;
    QString user;
    QString password;
    QString databaseName;

    static std::optional<DatabaseLocation> parse(const QString &text, QString *error);
    /// parse() for a value given on the command line (`--database`), which every
    /// user of the machine can read (ps, /proc): a password in it is refused. The
    /// password comes from libpq's ~/.pgpass (or PGPASSFILE), or the environment's
    /// CROUPIER_EXAM_DB, which only the user's own processes can read.
    static std::optional<DatabaseLocation> fromCommandLine(const QString &text, QString *error);
    /// The default: QStandardPaths::AppDataLocation + "/exams.sqlite".
    static DatabaseLocation defaultLocation();
    /// For messages: the path, or "postgresql://user@host:port/db" (never the password).
    QString display() const;
};

} // namespace croupier
