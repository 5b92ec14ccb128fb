// SchemaMigrations (app/store/): the one runner of the study and exam schemas, on
// SQLite (user_version) and, when CROUPIER_TEST_POSTGRES names a server, on
// PostgreSQL (the croupier_schema table). Every row runs in a database of its own.
//
// The schema under test has three steps; what each leaves behind is worked from
// its statements, so a step run twice or not at all shows in the rows' figures.

#include "store/SchemaMigrations.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <memory>

using namespace croupier;

namespace {

const QString noun = QStringLiteral("test database");

/// 0 → 1: table a; 1 → 2: table b and one row in a; 2 → 3: a column of a with a default, and table c.
QList<MigrationStep> threeSteps()
{
    return {
        {{QStringLiteral("CREATE TABLE a(x INTEGER NOT NULL)")}, {QStringLiteral("a")}},
        {{QStringLiteral("CREATE TABLE b(y INTEGER NOT NULL)"), QStringLiteral("INSERT INTO a(x) VALUES(1)")},
         {QStringLiteral("a"), QStringLiteral("b")}},
        {{QStringLiteral("ALTER TABLE a ADD COLUMN z INTEGER NOT NULL DEFAULT 7"),
          QStringLiteral("CREATE TABLE c(w TEXT NOT NULL)")},
         {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}},
    };
}

/// The first @p n steps: a build of an earlier version.
QList<MigrationStep> firstSteps(int n)
{
    return threeSteps().mid(0, n);
}

} // namespace

class TestSchemaMigrations : public QObject
{
    Q_OBJECT

private:
    QUrl m_server;                 ///< CROUPIER_TEST_POSTGRES, empty without one
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_schema;              ///< this row's PostgreSQL schema
    int m_case = 0;

    /// A new, empty database of @p backend, open as connection "db".
    QSqlDatabase freshDatabase(const QString &backend)
    {
        ++m_case;
        if (backend == QLatin1String("sqlite")) {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("db"));
            db.setDatabaseName(m_dir->filePath(QStringLiteral("case%1.sqlite").arg(m_case)));
            db.open();
            return db;
        }
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("db"));
        db.setHostName(m_server.host());
        db.setPort(m_server.port(5432));
        db.setUserName(m_server.userName(QUrl::FullyDecoded));
        db.setPassword(m_server.password(QUrl::FullyDecoded));
        db.setDatabaseName(m_server.path(QUrl::FullyDecoded).mid(1));
        if (!db.open())
            return db;
        // A schema of its own: the runner sees only the tables of current_schema().
        m_schema = QStringLiteral("migrations_%1_%2").arg(QCoreApplication::applicationPid()).arg(m_case);
        QSqlQuery q(db);
        q.exec(QStringLiteral("SET client_min_messages = warning"));
        q.exec(QStringLiteral("CREATE SCHEMA %1").arg(m_schema));
        q.exec(QStringLiteral("SET search_path TO %1").arg(m_schema));
        return db;
    }

    static QVariant scalar(const QSqlDatabase &db, const QString &sql)
    {
        QSqlQuery q(db);
        if (!q.exec(sql) || !q.next())
            return {};
        return q.value(0);
    }

    /// The tables of the database (SQLite) or of this row's schema (PostgreSQL),
    /// by their bare names.
    static QStringList tablesOf(const QSqlDatabase &db)
    {
        QStringList names;
        QSqlQuery q(db);
        q.exec(db.driver()->dbmsType() == QSqlDriver::PostgreSQL
                   ? QStringLiteral("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()")
                   : QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"));
        while (q.next())
            names << q.value(0).toString();
        names.sort();
        return names;
    }

    /// The version as the runner reads it; -1 when it refuses the database.
    static int versionOf(const QSqlDatabase &db)
    {
        SchemaMigrations reader(noun, threeSteps());
        return reader.check(db).value_or(-1);
    }

    /// Sets the stored version by hand, as another build would have left it.
    static void setVersion(const QSqlDatabase &db, int version)
    {
        QSqlQuery q(db);
        if (db.driver()->dbmsType() == QSqlDriver::PostgreSQL) {
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS croupier_schema(version INTEGER NOT NULL)")));
            QVERIFY(q.exec(QStringLiteral("DELETE FROM croupier_schema")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO croupier_schema(version) VALUES(%1)").arg(version)));
        } else {
            QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
        }
    }

private slots:
    void initTestCase()
    {
        const QString url = qEnvironmentVariable("CROUPIER_TEST_POSTGRES");
        if (url.isEmpty()) {
            if (qEnvironmentVariable("CROUPIER_REQUIRE_POSTGRES") == QLatin1String("1"))
                QFAIL("CROUPIER_REQUIRE_POSTGRES=1 but CROUPIER_TEST_POSTGRES names no server");
            qInfo("no PostgreSQL server (CROUPIER_TEST_POSTGRES): the SQLite rows only");
            return;
        }
        m_server = QUrl(url);
        QVERIFY2(m_server.isValid(), qPrintable(m_server.errorString()));
        QVERIFY2(QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")), "install libqt6sql6-psql");
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_schema.clear();
    }

    void cleanup()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(QStringLiteral("db"), false);
            if (!m_schema.isEmpty())
                QSqlQuery(db).exec(QStringLiteral("DROP SCHEMA %1 CASCADE").arg(m_schema));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("db"));
        m_dir.reset();
    }

    void latestVersionIsTheNumberOfSteps()
    {
        QCOMPARE(SchemaMigrations(noun, threeSteps()).latestVersion(), 3);
        QCOMPARE(SchemaMigrations(noun, {}).latestVersion(), 0);
    }

    void migratesFromEveryOlderVersion_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<int>("startVersion");
        for (const QString &backend : {QStringLiteral("sqlite"), QStringLiteral("postgresql")}) {
            if (backend == QLatin1String("postgresql") && m_server.isEmpty())
                continue;
            const QByteArray b = backend.toUtf8();
            QTest::addRow("%s: a new database gets all three steps", b.constData()) << backend << 0;
            QTest::addRow("%s: version 1 gets steps 2 and 3", b.constData()) << backend << 1;
            QTest::addRow("%s: version 2 gets step 3", b.constData()) << backend << 2;
            QTest::addRow("%s: version 3 is left as it is", b.constData()) << backend << 3;
        }
    }
    void migratesFromEveryOlderVersion()
    {
        QFETCH(QString, backend);
        QFETCH(int, startVersion);
        QSqlDatabase db = freshDatabase(backend);
        QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
        // The database as a build of version startVersion left it.
        SchemaMigrations older(noun, firstSteps(startVersion));
        QVERIFY2(older.run(db), qPrintable(older.error()));
        QCOMPARE(versionOf(db), startVersion);

        SchemaMigrations current(noun, threeSteps());
        const std::optional<int> found = current.check(db);
        QVERIFY2(found, qPrintable(current.error()));
        QCOMPARE(*found, startVersion);
        QVERIFY2(current.migrate(db, *found), qPrintable(current.error()));
        QVERIFY(current.error().isEmpty());
        QCOMPARE(versionOf(db), 3);
        // Step 2's one row, once; step 3's default on it; step 3's table, empty.
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM a")).toInt(), 1);
        QCOMPARE(scalar(db, QStringLiteral("SELECT z FROM a")).toInt(), 7);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM b")).toInt(), 0);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM c")).toInt(), 0);

        // Run again: nothing left to do, nothing done twice.
        SchemaMigrations again(noun, threeSteps());
        QVERIFY2(again.run(db), qPrintable(again.error()));
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM a")).toInt(), 1);
    }

    void failingStepRollsBack_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<int>("failingStep");   ///< the version the step leads to
        for (const QString &backend : {QStringLiteral("sqlite"), QStringLiteral("postgresql")}) {
            if (backend == QLatin1String("postgresql") && m_server.isEmpty())
                continue;
            const QByteArray b = backend.toUtf8();
            QTest::addRow("%s: step 1 fails, a new database stays at version 0", b.constData()) << backend << 1;
            QTest::addRow("%s: step 3 fails, steps 1 and 2 stand at version 2", b.constData()) << backend << 3;
        }
    }
    void failingStepRollsBack()
    {
        QFETCH(QString, backend);
        QFETCH(int, failingStep);
        QSqlDatabase db = freshDatabase(backend);
        QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
        // The step's first statement works; its second names no table.
        QList<MigrationStep> steps = threeSteps();
        steps[failingStep - 1].statements = {QStringLiteral("CREATE TABLE d(v INTEGER)"),
                                             QStringLiteral("INSERT INTO no_such_table VALUES(1)")};
        SchemaMigrations runner(noun, steps);
        QVERIFY(!runner.run(db));
        const QString expected = QStringLiteral("migrating from schema version %1 to %2 failed at \"INSERT INTO no_such_table VALUES(1)\": ")
                                     .arg(failingStep - 1)
                                     .arg(failingStep);
        QVERIFY2(runner.error().startsWith(expected), qPrintable(runner.error()));
        QVERIFY(runner.sqlError().isValid());
        // The version before the step, and nothing of the step: its first table is gone.
        QCOMPARE(versionOf(db), failingStep - 1);
        QVERIFY(!tablesOf(db).contains(QStringLiteral("d")));
        // The steps before it stand.
        QCOMPARE(tablesOf(db).contains(QStringLiteral("a")), failingStep > 1);
        QCOMPARE(tablesOf(db).contains(QStringLiteral("b")), failingStep > 2);

        // Mended, the next run goes on from there.
        SchemaMigrations mended(noun, threeSteps());
        QVERIFY2(mended.run(db), qPrintable(mended.error()));
        QCOMPARE(versionOf(db), 3);
        QCOMPARE(scalar(db, QStringLiteral("SELECT COUNT(*) FROM a")).toInt(), 1);
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("sqliteMessage");
        QTest::addColumn<QString>("postgresMessage");
        const auto rows = [&](const char *name, const QString &kind, const QString &sqlite, const QString &postgres) {
            QTest::addRow("sqlite: %s", name) << QStringLiteral("sqlite") << kind << sqlite << postgres;
            if (!m_server.isEmpty())
                QTest::addRow("postgresql: %s", name) << QStringLiteral("postgresql") << kind << sqlite << postgres;
        };
        const QString newer = QStringLiteral("written by a newer Croupier (schema version 4; this version reads up to 3)");
        rows("a database newer than this build", QStringLiteral("newer"), newer, newer);
        rows("another program's tables", QStringLiteral("foreign"),
             QStringLiteral("not a Croupier test database (schema version 0 and tables a)"),
             QStringLiteral("not a Croupier test database (tables a without croupier_schema)"));
        rows("version 2 without its table b", QStringLiteral("stripped"),
             QStringLiteral("a Croupier test database of schema version 2 without its table(s) b"),
             QStringLiteral("a Croupier test database of schema version 2 without its table(s) b"));
        rows("a negative version", QStringLiteral("negative"),
             QStringLiteral("not a Croupier test database (schema version -2)"),
             QStringLiteral("not a Croupier test database (schema version -2)"));
    }
    void refuses()
    {
        QFETCH(QString, backend);
        QFETCH(QString, kind);
        QFETCH(QString, sqliteMessage);
        QFETCH(QString, postgresMessage);
        QSqlDatabase db = freshDatabase(backend);
        QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
        QSqlQuery q(db);
        int version = 0;
        if (kind == QLatin1String("newer")) {
            version = 4;
        } else if (kind == QLatin1String("foreign")) {
            // Table a, as this schema's first step would make it, but no version.
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE a(x INTEGER NOT NULL)")));
        } else if (kind == QLatin1String("stripped")) {
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE a(x INTEGER NOT NULL)")));
            version = 2;
        } else {
            version = -2;
        }
        if (version != 0)
            setVersion(db, version);
        const QStringList tablesBefore = tablesOf(db);

        SchemaMigrations runner(noun, threeSteps());
        QVERIFY(!runner.check(db));
        QCOMPARE(runner.error(), backend == QLatin1String("sqlite") ? sqliteMessage : postgresMessage);
        QVERIFY(!runner.run(db));
        QCOMPARE(runner.error(), backend == QLatin1String("sqlite") ? sqliteMessage : postgresMessage);
        // Refused means untouched.
        QCOMPARE(tablesOf(db), tablesBefore);
        if (version != 0)
            QCOMPARE(scalar(db, backend == QLatin1String("sqlite") ? QStringLiteral("PRAGMA user_version")
                                                                 : QStringLiteral("SELECT version FROM croupier_schema")).toInt(),
                     version);
    }
};

QTEST_GUILESS_MAIN(TestSchemaMigrations)
#include "tst_schemamigrations.moc"
