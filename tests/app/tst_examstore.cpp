// ExamStore (issue 8): the exam database on SQLite and on PostgreSQL.
//
// One binary, run twice by ctest: CROUPIER_EXAMSTORE_BACKEND=sqlite or
// =postgresql. The same test functions run against both; a few are for one
// backend only (SQLite's file refusals and locks; PostgreSQL's server going away).
// The PostgreSQL run reads the server from CROUPIER_TEST_POSTGRES
// (packaging/setup.sh starts one) and gives every test case a fresh database; when
// the variable is unset it skips, unless CROUPIER_REQUIRE_POSTGRES=1, when it fails.

#include "exam/AnswerChain.h"
#include "exam/ExamStore.h"
#include "exam/ExamFile.h"
#include "exam/StationRole.h"
#include "bank/TopicRegistry.h"
#include "TcpProxy.h"

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QPasswordDigestor>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace croupier;

namespace {

AnswerRecord answer(qint64 attempt, int index, const char *given, bool correct, qint64 elapsedMs = 1000)
{
    AnswerRecord a;
    a.attemptId = attempt;
    a.index = index;
    a.givenJson = given;
    a.correct = correct;
    a.elapsedMs = elapsedMs;
    return a;
}

QList<int> indexes(const QList<AnswerRecord> &answers)
{
    QList<int> list;
    for (const AnswerRecord &a : answers)
        list << a.index;
    return list;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestExamStore : public QObject
{
    Q_OBJECT

private:
    bool m_postgres = false;
    DatabaseLocation m_server;      ///< from CROUPIER_TEST_POSTGRES
    DatabaseLocation m_location;    ///< this test case's database
    QString m_adminConnection;
    std::unique_ptr<QTemporaryDir> m_dir;
    QDateTime m_now = QDateTime(QDate(2026, 11, 22), QTime(9, 0), Qt::UTC);
    int m_case = 0;

    std::function<QDateTime()> clock()
    {
        return [this] { return m_now; };
    }
    QString outbox() const { return m_dir->filePath(QStringLiteral("outbox.sqlite")); }
    std::unique_ptr<ExamStore> openStore(const DatabaseLocation &location)
    {
        auto store = std::make_unique<ExamStore>(location, outbox(), clock());
        if (!store->open()) {
            qWarning("%s", qPrintable(store->lastError()));
            return nullptr;
        }
        return store;
    }
    std::unique_ptr<ExamStore> openStore() { return openStore(m_location); }

    /// A raw connection to this test case's database, to look at the rows themselves.
    QSqlDatabase raw(const QString &name)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(m_postgres ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"), name);
        if (m_postgres) {
            db.setHostName(m_location.host);
            db.setPort(m_location.port);
            db.setUserName(m_location.user);
            db.setPassword(m_location.password);
        } else {
            db.setDatabaseName(m_location.path);
        }
        if (m_postgres)
            db.setDatabaseName(m_location.databaseName);
        db.open();
        return db;
    }
    QVariant scalar(const QString &sql)
    {
        QVariant value;
        {
            QSqlDatabase db = raw(QStringLiteral("peek"));
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                value = q.value(0);
            else
                qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("peek"));
        return value;
    }
    /// Runs @p sql on a raw connection: what another program (or a trainee) could do to the database.
    void exec(const QString &sql)
    {
        {
            QSqlDatabase db = raw(QStringLiteral("edit"));
            QSqlQuery q(db);
            QVERIFY2(q.exec(sql), qPrintable(sql + QStringLiteral(": ") + q.lastError().text()));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("edit"));
    }
    void addExam(ExamStore &store, const QString &id = QStringLiteral("exam-1"))
    {
        QVERIFY2(store.saveExam(id, QStringLiteral("Punto Banco"), 5, QByteArrayLiteral("{\"format\":\"croupier-exam\"}")),
                 qPrintable(store.lastError()));
    }

private slots:
    void initTestCase()
    {
        m_postgres = qEnvironmentVariable("CROUPIER_EXAMSTORE_BACKEND") == QLatin1String("postgresql");
        if (!m_postgres)
            return;
        const QString url = qEnvironmentVariable("CROUPIER_TEST_POSTGRES");
        if (url.isEmpty()) {
            if (qEnvironmentVariable("CROUPIER_REQUIRE_POSTGRES") == QLatin1String("1"))
                QFAIL("CROUPIER_REQUIRE_POSTGRES=1 but CROUPIER_TEST_POSTGRES names no server");
            QSKIP("no PostgreSQL server: set CROUPIER_TEST_POSTGRES (packaging/setup.sh test does)");
        }
        QString error;
        const auto server = DatabaseLocation::parse(url, &error);
        QVERIFY2(server && server->kind == DatabaseLocation::Kind::Postgresql, qPrintable(error));
        m_server = *server;
        QVERIFY2(QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")), "install libqt6sql6-psql");
        m_adminConnection = QStringLiteral("admin");
        QSqlDatabase admin = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_adminConnection);
        admin.setHostName(m_server.host);
        admin.setPort(m_server.port);
        admin.setUserName(m_server.user);
        admin.setPassword(m_server.password);
        admin.setDatabaseName(m_server.databaseName);
        QVERIFY2(admin.open(), qPrintable(admin.lastError().text()));
        QSqlQuery(admin).exec(QStringLiteral("SET client_min_messages = warning"));
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_now = QDateTime(QDate(2026, 11, 22), QTime(9, 0), Qt::UTC);
        if (!m_postgres) {
            m_location = {};
            m_location.path = m_dir->filePath(QStringLiteral("exams.sqlite"));
            return;
        }
        // Every test case in a database of its own: runs and cases never meet.
        m_location = m_server;
        m_location.databaseName = QStringLiteral("examstore_%1_%2").arg(QCoreApplication::applicationPid()).arg(++m_case);
        QSqlQuery q(QSqlDatabase::database(m_adminConnection));
        q.exec(QStringLiteral("DROP DATABASE IF EXISTS %1").arg(m_location.databaseName));
        QVERIFY2(q.exec(QStringLiteral("CREATE DATABASE %1").arg(m_location.databaseName)), qPrintable(q.lastError().text()));
    }

    void cleanup()
    {
        if (m_postgres && !m_location.databaseName.isEmpty()) {
            QSqlQuery q(QSqlDatabase::database(m_adminConnection));
            if (!q.exec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(m_location.databaseName)))
                qWarning("%s", qPrintable(q.lastError().text()));
        }
        m_dir.reset();
    }

    void cleanupTestCase()
    {
        if (!m_adminConnection.isEmpty()) {
            QSqlDatabase::database(m_adminConnection).close();
            QSqlDatabase::removeDatabase(m_adminConnection);
        }
    }

    // ---- both backends -----------------------------------------------------------

    void migratesFromEmpty()
    {
        {
            auto store = openStore();
            QVERIFY(store);
            QVERIFY(store->online());
            QCOMPARE(store->pendingAnswers(), 0);
        }
        const QString version = m_postgres ? QStringLiteral("SELECT version FROM croupier_schema")
                                           : QStringLiteral("PRAGMA user_version");
        QCOMPARE(scalar(version).toInt(), ExamStore::schemaVersion);
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM exams")).toInt(), 0);
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM answers")).toInt(), 0);
        // Opening again finds the same version and changes nothing.
        auto again = openStore();
        QVERIFY(again);
        QCOMPARE(scalar(version).toInt(), ExamStore::schemaVersion);
        if (!m_postgres)
            QCOMPARE(scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    }

    void examRoundTrip()
    {
        auto store = openStore();
        QVERIFY(store);
        const QString title = QStringLiteral("Εξέταση Punto Banco — γκανιότα και Egalité");
        const QByteArray file = QStringLiteral("{\"format\":\"croupier-exam\",\"title\":\"%1\"}").arg(title).toUtf8();
        QVERIFY2(store->saveExam(QStringLiteral("pb-2026-11"), title, 20, file), qPrintable(store->lastError()));
        const QList<ExamRecord> list = store->exams();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].id, QStringLiteral("pb-2026-11"));
        QCOMPARE(list[0].title, title);
        QCOMPARE(list[0].questions, 20);
        QCOMPARE(list[0].created, m_now);
        QCOMPARE(store->examFile(QStringLiteral("pb-2026-11")).value_or(QByteArray()), file);

        QVERIFY(!store->examFile(QStringLiteral("nope")));
        QVERIFY2(store->lastError().contains(QStringLiteral("nope")), qPrintable(store->lastError()));
        QVERIFY(!store->saveExam(QStringLiteral("bad"), QStringLiteral("x"), 1, QByteArray("\xff\xfe", 2)));

        // Removable while no one has taken it; kept once someone has.
        QVERIFY(store->saveExam(QStringLiteral("spare"), QStringLiteral("Spare"), 1, "{}"));
        QVERIFY2(store->removeExam(QStringLiteral("spare")), qPrintable(store->lastError()));
        QVERIFY(store->startOrResume(QStringLiteral("pb-2026-11"), QStringLiteral("Μαρία"), QStringLiteral("T-1"), QStringLiteral("st1")));
        QVERIFY(!store->removeExam(QStringLiteral("pb-2026-11")));
        QVERIFY(!store->saveExam(QStringLiteral("pb-2026-11"), title, 21, file));
        QCOMPARE(store->exams().size(), 1);
        QCOMPARE(store->exams().value(0).questions, 20);
    }

    void startOrResumeKeepsOneOpenAttempt()
    {
        auto store = openStore();
        QVERIFY(store);
        addExam(*store);
        const auto first = store->startOrResume(QStringLiteral("exam-1"), QStringLiteral(" Μαρία Παπαδοπούλου "),
                                                QStringLiteral("T-17"), QStringLiteral("station-3"));
        QVERIFY2(first, qPrintable(store->lastError()));
        QCOMPARE(first->traineeName, QStringLiteral("Μαρία Παπαδοπούλου"));
        QCOMPARE(first->traineeId, QStringLiteral("T-17"));
        QCOMPARE(first->station, QStringLiteral("station-3"));
        QCOMPARE(first->started, m_now);
        QVERIFY(!first->finished.isValid());
        m_now = m_now.addSecs(60);
        // The same trainee (the id trimmed) resumes the same attempt.
        const auto resumed = store->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Μαρία Παπαδοπούλου"),
                                                  QStringLiteral(" T-17"), QStringLiteral("station-4"));
        QVERIFY(resumed);
        QCOMPARE(resumed->id, first->id);
        QCOMPARE(resumed->started, first->started);
        const auto other = store->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Νίκος"), QStringLiteral("T-18"), {});
        QVERIFY(other);
        QVERIFY(other->id != first->id);
        // After finishing, a new attempt.
        QVERIFY2(store->finishAttempt(first->id), qPrintable(store->lastError()));
        QCOMPARE(store->attempt(first->id)->finished, m_now);
        QVERIFY(!store->finishAttempt(first->id));
        const auto second = store->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Μαρία Παπαδοπούλου"),
                                                 QStringLiteral("T-17"), QStringLiteral("station-3"));
        QVERIFY(second);
        QVERIFY(second->id != first->id && second->id != other->id);
        QCOMPARE(store->attempts(QStringLiteral("exam-1")).size(), 3);

        QVERIFY(!store->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Νίκος"), QStringLiteral("  "), {}));
        QVERIFY(!store->startOrResume(QStringLiteral("exam-1"), QStringLiteral(" "), QStringLiteral("T-19"), {}));
        QVERIFY(!store->startOrResume(QStringLiteral("no-such-exam"), QStringLiteral("Νίκος"), QStringLiteral("T-18"), {}));
        QVERIFY2(store->lastError().contains(QStringLiteral("no-such-exam")), qPrintable(store->lastError()));
    }

    void answersComeBackOrdered()
    {
        auto store = openStore();
        QVERIFY(store);
        addExam(*store);
        const qint64 id = store->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Μαρία"), QStringLiteral("T-1"), {})->id;
        QVERIFY(store->recordAnswer(answer(id, 2, "{\"total\":5}", true, 4200)));
        m_now = m_now.addSecs(5);
        QVERIFY(store->recordAnswer(answer(id, 0, "null", false, 30000)));
        QVERIFY(store->recordAnswer(answer(id, 1, "{\"draws\":true}", true, 800)));
        const QList<AnswerRecord> list = store->answers(id);
        QCOMPARE(indexes(list), QList<int>({0, 1, 2}));
        QCOMPARE(list[0].givenJson, QByteArray("null"));
        QCOMPARE(list[0].correct, false);
        QCOMPARE(list[0].elapsedMs, 30000);
        QCOMPARE(list[0].at, m_now);
        QCOMPARE(list[2].givenJson, QByteArray("{\"total\":5}"));
        QCOMPARE(list[2].elapsedMs, 4200);
        QCOMPARE(list[2].at, m_now.addSecs(-5));
        const auto attempt = store->attempt(id);
        QCOMPARE(attempt->answered, 3);
        QCOMPARE(attempt->correct, 2);
        QCOMPARE(store->attempts(QStringLiteral("exam-1")).value(0).answered, 3);
    }

    void firstAnswerStands()
    {
        auto store = openStore();
        QVERIFY(store);
        addExam(*store);
        const qint64 id = store->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Μαρία"), QStringLiteral("T-1"), {})->id;
        QVERIFY(store->recordAnswer(answer(id, 0, "{\"total\":7}", true)));
        QVERIFY(!store->recordAnswer(answer(id, 0, "{\"total\":9}", false)));
        QVERIFY2(store->lastError().contains(QStringLiteral("already")), qPrintable(store->lastError()));
        const QList<AnswerRecord> list = store->answers(id);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list[0].givenJson, QByteArray("{\"total\":7}"));
        QVERIFY(list[0].correct);
    }

    void failedWriteLeavesNothing()
    {
        auto store = openStore();
        QVERIFY(store);
        addExam(*store);
        QVERIFY(!store->recordAnswer(answer(999, 0, "{}", true)));
        QVERIFY2(store->lastError().contains(QStringLiteral("999")), qPrintable(store->lastError()));
        const qint64 id = store->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Μαρία"), QStringLiteral("T-1"), {})->id;
        QVERIFY(store->recordAnswer(answer(id, 0, "{}", true)));
        QVERIFY(store->finishAttempt(id));
        // A finished attempt takes no more answers: results cannot be changed.
        QVERIFY(!store->recordAnswer(answer(id, 1, "{}", true)));
        QVERIFY(!store->recordAnswer(answer(id, -1, "{}", true)));
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM answers")).toInt(), 1);
        QCOMPARE(store->answers(999).size(), 0);
    }

    void twoStationsSeeEachOther()
    {
        auto a = openStore();
        auto b = openStore();
        QVERIFY(a && b);
        addExam(*a);
        const qint64 maria = a->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Μαρία"), QStringLiteral("T-1"), QStringLiteral("a"))->id;
        const auto nikos = b->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Νίκος"), QStringLiteral("T-2"), QStringLiteral("b"));
        QVERIFY2(nikos, qPrintable(b->lastError()));
        QVERIFY(nikos->id != maria);
        QVERIFY(a->recordAnswer(answer(maria, 0, "{}", true)));
        QVERIFY(b->recordAnswer(answer(nikos->id, 0, "{}", false)));
        QVERIFY(a->recordAnswer(answer(maria, 1, "{}", true)));
        QCOMPARE(b->answers(maria).size(), 2);
        QCOMPARE(a->answers(nikos->id).size(), 1);
        // The same trainee on the other station resumes, and a second answer there is refused.
        QCOMPARE(b->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Μαρία"), QStringLiteral("T-1"), QStringLiteral("b"))->id, maria);
        QVERIFY(!b->recordAnswer(answer(maria, 1, "{}", false)));
        const QList<AttemptRecord> all = a->attempts(QStringLiteral("exam-1"));
        QCOMPARE(all.size(), 2);
        QCOMPARE(all[0].answered, 2);
        QCOMPARE(all[0].correct, 2);
        QCOMPARE(all[1].answered, 1);
        QCOMPARE(all[1].correct, 0);
    }

    void passphrase()
    {
        auto store = openStore();
        QVERIFY(store);
        QVERIFY(!store->hasPassphrase());
        QVERIFY(!store->login(QStringLiteral("anything at all")).ok);
        // At least 8 characters, counted after trimming; Greek letters count one each.
        QVERIFY(!store->setPassphrase({}, QStringLiteral("1234567")));
        QVERIFY(!store->setPassphrase({}, QStringLiteral("   abc   ")));
        QVERIFY2(store->setPassphrase({}, QStringLiteral("κρουπιέρ")), qPrintable(store->lastError()));
        QVERIFY(store->hasPassphrase());

        const LoginResult right = store->login(QStringLiteral("κρουπιέρ"));
        QVERIFY2(right.ok, qPrintable(right.error));
        QCOMPARE(right.secret.size(), 32);
        QCOMPARE(store->login(QStringLiteral("κρουπιέρ")).secret, right.secret);
        const LoginResult wrong = store->login(QStringLiteral("κρουπιερ"));
        QVERIFY(!wrong.ok);
        QVERIFY(wrong.secret.isEmpty());
        QCOMPARE(wrong.waitMs, 0);
        QCOMPARE(wrong.error, QStringLiteral("Wrong passphrase."));

        // What is stored is a salted hash, not the passphrase: Argon2id (issue 14,
        // item 4), libsodium's moderate cost, 3 passes over 256 MiB.
        QCOMPARE(scalar(QStringLiteral("SELECT kdf FROM instructor")).toString(), QStringLiteral("argon2id13"));
        QCOMPARE(scalar(QStringLiteral("SELECT iterations FROM instructor")).toInt(), 3);
        QCOMPARE(scalar(QStringLiteral("SELECT kdf_memory FROM instructor")).toLongLong(), 256LL << 20);
        const QString hash = scalar(QStringLiteral("SELECT hash FROM instructor")).toString();
        QCOMPARE(hash.size(), 64);
        QVERIFY(!hash.contains(QStringLiteral("κρουπιέρ")));
        QVERIFY(hash != QString::fromLatin1(QStringLiteral("κρουπιέρ").toUtf8().toHex()));
        QCOMPARE(scalar(QStringLiteral("SELECT salt FROM instructor")).toString().size(), 32);
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM instructor")).toInt(), 1);

        // Changing it needs the current one.
        QVERIFY(!store->setPassphrase(QStringLiteral("wrong one"), QStringLiteral("new passphrase")));
        QVERIFY(store->login(QStringLiteral("κρουπιέρ")).ok);
        QVERIFY2(store->setPassphrase(QStringLiteral("κρουπιέρ"), QStringLiteral("new passphrase")), qPrintable(store->lastError()));
        QVERIFY(!store->login(QStringLiteral("κρουπιέρ")).ok);
        const LoginResult changed = store->login(QStringLiteral("new passphrase"));
        QVERIFY(changed.ok);
        // The signing secret survives the change (files exported before still check
        // as signed); it is stored only wrapped by the passphrase's key.
        QCOMPARE(changed.secret, right.secret);
        QVERIFY(hash != scalar(QStringLiteral("SELECT hash FROM instructor")).toString());
        const QByteArray wrapped = QByteArray::fromHex(scalar(QStringLiteral("SELECT wrapped_secret FROM instructor")).toString().toLatin1());
        QCOMPARE(wrapped.size(), 24 + 32 + 16); // XChaCha20-Poly1305: nonce, the secret, the tag
        QVERIFY(!wrapped.contains(right.secret));
    }

    // Issue 14, item 4: the wrapped secret is authenticated. One byte of it changed
    // in the database, and the right passphrase is refused with the reason, rather
    // than unwrapping to another key that would make every export "edited".
    void changedWrappedSecretIsRefused()
    {
        auto store = openStore();
        QVERIFY(store);
        QVERIFY2(store->setPassphrase({}, QStringLiteral("κρουπιέρ")), qPrintable(store->lastError()));
        QByteArray wrapped = QByteArray::fromHex(scalar(QStringLiteral("SELECT wrapped_secret FROM instructor")).toString().toLatin1());
        wrapped[30] = char(wrapped[30] ^ 0x01);
        exec(QStringLiteral("UPDATE instructor SET wrapped_secret = '%1'").arg(QString::fromLatin1(wrapped.toHex())));
        const LoginResult refused = store->login(QStringLiteral("κρουπιέρ"));
        QVERIFY(!refused.ok);
        QVERIFY(refused.secret.isEmpty());
        QVERIFY2(refused.error.contains(QStringLiteral("signing key has been changed or damaged")), qPrintable(refused.error));
        QCOMPARE(store->login(QStringLiteral("wrong passphrase")).error.left(17), QStringLiteral("Wrong passphrase."));
    }

    // A database of schema 1 keeps its PBKDF2 key (200,000 iterations, the secret
    // XOR a second key): the passphrase still opens it, with the same secret, and
    // that right login makes the key again with Argon2id.
    void pbkdf2KeyOfSchema1IsMadeAgain()
    {
        const QByteArray salt = QByteArray(16, '\x11'), hmacSalt = QByteArray(16, '\x22'), secret = QByteArray(32, '\x5a');
        const auto derive = [](const QByteArray &s) {
            return QPasswordDigestor::deriveKeyPbkdf2(QCryptographicHash::Sha256, QStringLiteral("κρουπιέρ").toUtf8(), s,
                                                      200000, 32);
        };
        QByteArray wrapped = secret;
        const QByteArray k = derive(hmacSalt);
        for (int i = 0; i < 32; ++i)
            wrapped[i] = char(wrapped[i] ^ k[i]);
        {
            auto store = openStore();
            QVERIFY(store);
            // Back to schema 1: its instructor table, the row as version 1 wrote it.
            exec(QStringLiteral("DROP TABLE study_records"));
            exec(QStringLiteral("DROP TABLE study_trainees"));
            exec(QStringLiteral("DROP TABLE chain_segments"));
            for (const char *column : {"seq", "segment", "mac"})
                exec(QStringLiteral("ALTER TABLE answers DROP COLUMN %1").arg(QLatin1String(column)));
            exec(QStringLiteral("ALTER TABLE attempts DROP COLUMN finish_mac"));
            exec(QStringLiteral("ALTER TABLE attempts DROP COLUMN form"));
            exec(QStringLiteral("ALTER TABLE attempts DROP COLUMN token_hash"));
            exec(QStringLiteral("ALTER TABLE exams DROP COLUMN station_file"));
            exec(QStringLiteral("DROP TABLE attempt_events"));
            exec(QStringLiteral("DROP TABLE attempt_clock"));
            exec(QStringLiteral("DROP TABLE instructor"));
            exec(QStringLiteral("CREATE TABLE instructor(id INTEGER PRIMARY KEY, salt TEXT NOT NULL, iterations INTEGER NOT NULL,"
                                " hash TEXT NOT NULL, hmac_salt TEXT NOT NULL, wrapped_secret TEXT NOT NULL,"
                                " failed_tries INTEGER NOT NULL DEFAULT 0, last_failure TEXT)"));
            exec(QStringLiteral("INSERT INTO instructor(id, salt, iterations, hash, hmac_salt, wrapped_secret) VALUES(1, '%1', 200000, '%2', '%3', '%4')")
                     .arg(QString::fromLatin1(salt.toHex()), QString::fromLatin1(derive(salt).toHex()),
                          QString::fromLatin1(hmacSalt.toHex()), QString::fromLatin1(wrapped.toHex())));
            exec(m_postgres ? QStringLiteral("UPDATE croupier_schema SET version = 1") : QStringLiteral("PRAGMA user_version = 1"));
        }
        auto store = openStore();
        QVERIFY(store);
        QCOMPARE(scalar(QStringLiteral("SELECT kdf FROM instructor")).toString(), QStringLiteral("pbkdf2-sha256"));
        QVERIFY(!store->login(QStringLiteral("wrong passphrase")).ok);
        const LoginResult first = store->login(QStringLiteral("κρουπιέρ"));
        QVERIFY2(first.ok, qPrintable(first.error));
        QCOMPARE(first.secret, secret);
        QCOMPARE(scalar(QStringLiteral("SELECT kdf FROM instructor")).toString(), QStringLiteral("argon2id13"));
        QCOMPARE(scalar(QStringLiteral("SELECT failed_tries FROM instructor")).toInt(), 0);
        const LoginResult again = store->login(QStringLiteral("κρουπιέρ"));
        QVERIFY2(again.ok, qPrintable(again.error));
        QCOMPARE(again.secret, secret);
    }

    void wrongTriesSlowDown()
    {
        auto store = openStore();
        QVERIFY(store);
        QVERIFY(store->setPassphrase({}, QStringLiteral("the right one")));
        // The rows worked by hand: after the n-th wrong try in a row the next try
        // waits 0, 0, 1 s, 2 s, 4 s … doubling, at most 5 min (300 s).
        struct Row { int tryNumber; qint64 waitMs; };
        const Row rows[] = {{1, 0}, {2, 0}, {3, 1000}, {4, 2000}, {5, 4000}, {6, 8000}, {7, 16000},
                            {8, 32000}, {9, 64000}, {10, 128000}, {11, 256000}, {12, 300000}, {13, 300000}};
        qint64 wait = 0;
        for (const Row &row : rows) {
            m_now = m_now.addMSecs(wait);
            const LoginResult r = store->login(QStringLiteral("a wrong one"));
            QVERIFY(!r.ok);
            QCOMPARE(r.waitMs, row.waitMs);
            wait = r.waitMs;
            if (row.tryNumber == 3) {
                QCOMPARE(r.error, QStringLiteral("Wrong passphrase. Wait 1 second(s) before trying again."));
                // During the wait even the right passphrase is not looked at …
                m_now = m_now.addMSecs(400);
                const LoginResult early = store->login(QStringLiteral("the right one"));
                QVERIFY(!early.ok);
                QCOMPARE(early.waitMs, 600);
                QVERIFY(early.secret.isEmpty());
                // … and a wrong one is not counted.
                QCOMPARE(store->login(QStringLiteral("a wrong one")).waitMs, 600);
                wait = 600;
            }
            if (row.tryNumber == 5) {
                // The count is in the database: a restart does not reset it.
                store.reset();
                store = openStore();
                QVERIFY(store);
                m_now = m_now.addMSecs(1000);
                QCOMPARE(store->login(QStringLiteral("the right one")).waitMs, 3000);
                wait = 3000;
            }
        }
        QCOMPARE(store->login(QStringLiteral("the right one")).waitMs, 300000);
        m_now = m_now.addMSecs(300000);
        const LoginResult in = store->login(QStringLiteral("the right one"));
        QVERIFY2(in.ok, qPrintable(in.error));
        QCOMPARE(in.waitMs, 0);
        // A right login starts the count again.
        QCOMPARE(store->login(QStringLiteral("a wrong one")).waitMs, 0);
        QCOMPARE(store->login(QStringLiteral("a wrong one")).waitMs, 0);
        QCOMPARE(store->login(QStringLiteral("a wrong one")).waitMs, 1000);
    }

    void parseLocation_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("postgres");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("password");
        QTest::addColumn<QString>("name");   ///< the database name, or the SQLite path
        QTest::addColumn<QString>("display");

        QTest::newRow("full url")
            << "postgresql://teacher:s3cret@school.lan:5433/exams" << true << "school.lan" << 5433 << "teacher"
            << "s3cret" << "exams" << "postgresql://teacher@school.lan:5433/exams";
        QTest::newRow("postgres:// also")
            << "postgres://teacher@10.0.0.5/exams" << true << "10.0.0.5" << 5432 << "teacher" << "" << "exams"
            << "postgresql://teacher@10.0.0.5:5432/exams";
        QTest::newRow("no port is 5432, no user is none")
            << "postgresql://db.example/croupier" << true << "db.example" << 5432 << "" << "" << "croupier"
            << "postgresql://db.example:5432/croupier";
        QTest::newRow("percent escapes decoded")
            << "postgresql://ma%C3%AFa:p%40ss%3Aw%2Fd@host/my%20db" << true << "host" << 5432 << QString::fromUtf8("maïa")
            << "p@ss:w/d" << "my db" << "postgresql://ma%C3%AFa@host:5432/my%20db";
        QTest::newRow("ipv6 in brackets")
            << "postgresql://u:secret6@[::1]:55432/t" << true << "::1" << 55432 << "u" << "secret6" << "t"
            << "postgresql://u@[::1]:55432/t";
        QTest::newRow("sqlite: prefix") << "sqlite:/var/lib/croupier/exams.sqlite" << false << "" << 5432 << "" << ""
                                        << "/var/lib/croupier/exams.sqlite" << "/var/lib/croupier/exams.sqlite";
        QTest::newRow("plain path") << "  /tmp/exams.sqlite " << false << "" << 5432 << "" << "" << "/tmp/exams.sqlite"
                                    << "/tmp/exams.sqlite";
        QTest::newRow("memory") << ":memory:" << false << "" << 5432 << "" << "" << ":memory:" << ":memory:";
    }
    void parseLocation()
    {
        QFETCH(QString, text);
        QFETCH(bool, postgres);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, user);
        QFETCH(QString, password);
        QFETCH(QString, name);
        QFETCH(QString, display);
        QString error;
        const auto location = DatabaseLocation::parse(text, &error);
        QVERIFY2(location, qPrintable(error));
        QCOMPARE(location->kind == DatabaseLocation::Kind::Postgresql, postgres);
        QCOMPARE(location->host, host);
        QCOMPARE(location->port, port);
        QCOMPARE(location->user, user);
        QCOMPARE(location->password, password);
        QCOMPARE(postgres ? location->databaseName : location->path, name);
        QCOMPARE(location->display(), display);
        if (!password.isEmpty())
            QVERIFY(!location->display().contains(password));
    }

    void parseLocationRefuses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("port not a number") << "postgresql://u@h:x/db"
                                           << "database: the port must be a number from 1 to 65535, not \"x\"";
        QTest::newRow("port 0") << "postgresql://u@h:0/db" << "database: the port must be a number from 1 to 65535, not \"0\"";
        QTest::newRow("port too big") << "postgresql://u@h:65536/db"
                                      << "database: the port must be a number from 1 to 65535, not \"65536\"";
        QTest::newRow("empty port") << "postgresql://u@h:/db" << "database: the port must be a number from 1 to 65535, not \"\"";
        QTest::newRow("no database name") << "postgresql://u@h:5432"
                                          << "database: the database name is missing (postgresql://user@host:port/dbname)";
        QTest::newRow("empty database name") << "postgresql://u@h/"
                                             << "database: the database name is missing (postgresql://user@host:port/dbname)";
        QTest::newRow("no host") << "postgresql://u:p@/db" << "database: the host is missing (postgresql://user@host:port/dbname)";
        QTest::newRow("unclosed ipv6") << "postgresql://[::1/db" << "database: the host \"[::1\" lacks its closing \"]\"";
        QTest::newRow("other kind") << "mysql://u@h/db"
                                    << "database: unknown kind \"mysql\" (give a file, sqlite:FILE or postgresql://…)";
        QTest::newRow("nothing") << "   " << "database: no file or server given";
        QTest::newRow("sqlite without file") << "sqlite:" << "database: the SQLite file name is missing";
    }
    void parseLocationRefuses()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!DatabaseLocation::parse(text, &error));
        QCOMPARE(error, message);
    }

    // Issue 14, item 2: no password on the command line, where ps shows it to everyone.
    void commandLineTakesNoPassword_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("taken");
        QTest::newRow("user and password") << "postgresql://croupier:secret@10.0.0.5:5432/school" << false;
        QTest::newRow("an empty password is none") << "postgresql://croupier:@10.0.0.5/school" << true;
        QTest::newRow("user only: ~/.pgpass") << "postgresql://croupier@10.0.0.5:5432/school" << true;
        QTest::newRow("percent-escaped password") << "postgresql://croupier:s%40cret@h/school" << false;
        QTest::newRow("a file") << "/tmp/exams.sqlite" << true;
    }
    void commandLineTakesNoPassword()
    {
        QFETCH(QString, text);
        QFETCH(bool, taken);
        QString error;
        const auto location = DatabaseLocation::fromCommandLine(text, &error);
        QCOMPARE(location.has_value(), taken);
        if (!taken)
            QVERIFY2(error.startsWith(QLatin1String("--database: a password on the command line is seen by every user")),
                     qPrintable(error));
        // The same text from the environment (CROUPIER_EXAM_DB) is read as before.
        QVERIFY(DatabaseLocation::parse(text, &error));
    }

    // ---- SQLite only -------------------------------------------------------------

    // Issue 14, item 3: on a single station the instructor's key lives in a file of
    // its own (InstructorFile), not in the exam database the trainee's account
    // writes. The attack of the issue, DELETE FROM instructor and a passphrase of
    // one's own, no longer gives the desk away; the database's row is never read.
    void instructorFileCannotBeTakenOver()
    {
        if (m_postgres)
            QSKIP("SQLite only: a classroom server keeps the key where the stations' role cannot reach");
        const QString file = m_dir->filePath(QStringLiteral("etc/instructor.json"));
        QByteArray secret;
        {
            auto store = openStore();
            QVERIFY(store);
            store->setInstructorFile(file);
            QVERIFY(!store->hasPassphrase());
            QVERIFY2(store->setPassphrase({}, QStringLiteral("the instructor's own")), qPrintable(store->lastError()));
            QVERIFY(QFileInfo::exists(file));
            const LoginResult login = store->login(QStringLiteral("the instructor's own"));
            QVERIFY2(login.ok, qPrintable(login.error));
            secret = login.secret;
            QCOMPARE(store->instructorPublicKey(), AnswerChain::publicKey(secret));
        }
        // Nothing of it in the database.
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM instructor")).toInt(), 0);
        // The trainee's account: the row deleted, and a row of its own put in.
        exec(QStringLiteral("DELETE FROM instructor"));
        {
            auto theirs = openStore();
            QVERIFY(theirs);
            QVERIFY(theirs->setPassphrase({}, QStringLiteral("the trainee's own")));   // no file: the database's row
        }
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM instructor")).toInt(), 1);
        auto store = openStore();
        QVERIFY(store);
        store->setInstructorFile(file);
        QVERIFY(store->hasPassphrase());
        // The desk reads the file: the trainee's passphrase is not the instructor's,
        // and a new one needs the current.
        QVERIFY(!store->login(QStringLiteral("the trainee's own")).ok);
        QVERIFY(!store->setPassphrase({}, QStringLiteral("another of the trainee's")));
        const LoginResult login = store->login(QStringLiteral("the instructor's own"));
        QVERIFY2(login.ok, qPrintable(login.error));
        QCOMPARE(login.secret, secret);
        QCOMPARE(store->instructorPublicKey(), AnswerChain::publicKey(secret));
        // Wrong tries are counted by the desk (the file is not its to write): the third waits.
        for (int i = 0; i < 3; ++i)
            QVERIFY(!store->login(QStringLiteral("a wrong one")).ok);
        QVERIFY(store->login(QStringLiteral("the instructor's own")).waitMs > 0);
        // The file changed by a byte: refused, naming it.
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QByteArray bytes = f.readAll();
            bytes.replace("\"hash\": \"", "\"hash\": \"zz");
            f.resize(0);
            f.write(bytes);
        }
        store->setInstructorFile(file);
        QVERIFY(!store->hasPassphrase());
        const LoginResult damaged = store->login(QStringLiteral("the instructor's own"));
        QVERIFY(!damaged.ok);
        QVERIFY2(damaged.error.contains(file) && damaged.error.contains(QLatin1String("damaged")), qPrintable(damaged.error));
    }

    void refusesWithoutChangingTheFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("not SQLite") << "text" << "not an SQLite database";
        QTest::newRow("newer schema") << "newer" << "written by a newer Croupier (schema version 7; this version reads up to 6)";
        QTest::newRow("another program's database") << "foreign" << "not a Croupier exam database (schema version 0 and tables contacts)";
        QTest::newRow("version 1 without its tables") << "stripped" << "a Croupier exam database of schema version 1 without its table(s) attempts, answers, instructor";
        // Issue 14, item 7: fail closed. An empty file is not made a new database;
        // a damaged one (a page's header overwritten) is refused and not written.
        QTest::newRow("an empty file") << "empty"
                                       << "is empty (0 bytes), so it is not an exam database; delete it or choose "
                                          "another file, and Croupier makes a new one";
        QTest::newRow("a damaged file") << "damaged" << "damaged: SQLite's check finds ";
    }
    void refusesWithoutChangingTheFile()
    {
        if (m_postgres)
            QSKIP("SQLite files only");
        QFETCH(QString, kind);
        QFETCH(QString, message);
        const QString path = m_location.path;
        if (kind == QLatin1String("text") || kind == QLatin1String("empty")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            if (kind == QLatin1String("text"))
                f.write("exam,trainee\npb,Μαρία\n");
        } else if (kind == QLatin1String("damaged")) {
            {
                auto store = openStore();
                QVERIFY(store);
                addExam(*store);
                const qint64 id = store->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Μαρία"), QStringLiteral("T-1"), {})->id;
                QVERIFY(store->recordAnswer(answer(id, 0, "{}", false)));
                QVERIFY(store->finishAttempt(id));
            }
            {
                // Everything into the main file (out of the WAL), so that the damage is found there.
                QSqlDatabase db = raw(QStringLiteral("checkpoint"));
                QSqlQuery q(db);
                QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode = DELETE")));
                q = QSqlQuery();
                db.close();
            }
            QSqlDatabase::removeDatabase(QStringLiteral("checkpoint"));
            QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
            // The second page's b-tree header: its type byte (2, 5, 10 or 13) made 0.
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(4096));
            QVERIFY(f.write(QByteArray(1, '\0')) == 1);
        } else {
            {
                QSqlDatabase db = raw(QStringLiteral("make"));
                QSqlQuery q(db);
                if (kind == QLatin1String("newer"))
                    QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = 7")) && q.exec(QStringLiteral("CREATE TABLE future(x)")));
                if (kind == QLatin1String("foreign"))
                    QVERIFY(q.exec(QStringLiteral("CREATE TABLE contacts(name TEXT)")));
                if (kind == QLatin1String("stripped"))
                    QVERIFY(q.exec(QStringLiteral("CREATE TABLE exams(id TEXT)")) && q.exec(QStringLiteral("PRAGMA user_version = 1")));
                db.close();
            }
            QSqlDatabase::removeDatabase(QStringLiteral("make"));
        }
        const QByteArray before = fileBytes(path);
        QCOMPARE(before.isEmpty(), kind == QLatin1String("empty"));
        ExamStore store(m_location, outbox(), clock());
        QVERIFY(!store.open());
        QVERIFY2(store.lastError().startsWith(QStringLiteral("%1: %2").arg(path, message)), qPrintable(store.lastError()));
        QVERIFY(!store.isOpen());
        QVERIFY(!store.recordAnswer(answer(1, 0, "{}", true)));
        QCOMPARE(fileBytes(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    }

    void lockedDatabaseIsReported()
    {
        if (m_postgres)
            QSKIP("SQLite files only");
        // 1. A file another program is writing (rollback journal, exclusive lock):
        //    even reading it has to wait, then open() says so.
        {
            QSqlDatabase holder = raw(QStringLiteral("holder"));
            QSqlQuery q(holder);
            QVERIFY(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
            QVERIFY(q.exec(QStringLiteral("CREATE TABLE busy(x)")));
            QElapsedTimer timer;
            timer.start();
            ExamStore store(m_location, outbox(), clock());
            QVERIFY(!store.open());
            QVERIFY2(timer.elapsed() < 15000, "a locked database must not hang");
            QVERIFY2(store.lastError().startsWith(m_location.path + QStringLiteral(": ")), qPrintable(store.lastError()));
            QVERIFY2(store.lastError().contains(QStringLiteral("locked by another station or program")), qPrintable(store.lastError()));
            QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
            holder.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("holder"));

        // 2. A Croupier file (WAL) whose write lock another connection holds: an answer waits briefly, then fails clearly.
        // (The other program rolled back and left an empty file, which Croupier refuses: it is removed first.)
        QCOMPARE(QFileInfo(m_location.path).size(), 0);
        QVERIFY(QFile::remove(m_location.path));
        auto store = openStore();
        QVERIFY(store);
        addExam(*store);
        const qint64 id = store->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Μαρία"), QStringLiteral("T-1"), {})->id;
        {
            QSqlDatabase holder = raw(QStringLiteral("holder"));
            QSqlQuery q(holder);
            QVERIFY(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
            QElapsedTimer timer;
            timer.start();
            QVERIFY(!store->recordAnswer(answer(id, 0, "{}", true)));
            QVERIFY2(timer.elapsed() < 15000, "a locked database must not hang");
            QVERIFY2(store->lastError().contains(QStringLiteral("locked by another station or program")), qPrintable(store->lastError()));
            QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
            holder.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("holder"));
        // Once the lock is gone the same answer goes in.
        QVERIFY2(store->recordAnswer(answer(id, 0, "{}", true)), qPrintable(store->lastError()));
        QCOMPARE(store->answers(id).size(), 1);
    }

    // ---- PostgreSQL only ---------------------------------------------------------

    // Issue 14, item 2: the classroom by roles, on a real server. The desk (the
    // tables' owner) sets the stations' role up; a station connected as it sits an
    // exam through the server's functions only; tried as a trainee would, with the
    // role's own connection, every UPDATE, DELETE, INSERT and SELECT of a table is
    // refused, another station's token gets nothing, and the times are the server's.
    void stationRoleCanOnlyCallItsFunctions()
    {
        if (!m_postgres)
            QSKIP("PostgreSQL only");
        auto desk = openStore();
        QVERIFY(desk);
        QVERIFY(!desk->isStation());
        QCOMPARE(desk->role(), m_location.user);
        QVERIFY2(desk->setPassphrase({}, QStringLiteral("the instructor's own")), qPrintable(desk->lastError()));
        const LoginResult login = desk->login(QStringLiteral("the instructor's own"));
        QVERIFY2(login.ok, qPrintable(login.error));
        ExamSpec spec;
        spec.id = "roles";
        spec.title = "Roles";
        spec.language = "en";
        spec.seed = 5;
        spec.sections = {ExamSection{"baccarat.total", Game::PuntoBanco, 3, 1}};
        const Exam exam = buildExam(spec, TopicRegistry::builtin(), [](Game, const Prompt &p, const std::string &) { return p.key; });
        QVERIFY2(desk->saveExam(QStringLiteral("roles"), QStringLiteral("Roles"), 3, ExamFile::write(exam, login.secret),
                                ExamFile::writeForStation(exam, login.secret)),
                 qPrintable(desk->lastError()));

        // A schema where every role may create (PostgreSQL 14 and older): the set-up
        // takes that back, so the role cannot plant a function the desk's would call.
        exec(QStringLiteral("GRANT CREATE ON SCHEMA public TO PUBLIC"));
        // One action, idempotent: again, the same role with a new password.
        const auto first = desk->setUpStationRole();
        QVERIFY2(first, qPrintable(desk->lastError()));
        const auto made = desk->setUpStationRole();
        QVERIFY2(made, qPrintable(desk->lastError()));
        QCOMPARE(made->role, StationRole::roleName(m_location.databaseName));
        QVERIFY(made->password != first->password);
        QCOMPARE(made->pgpassLine, QStringLiteral("%1:%2:%3:%4:%5").arg(m_location.host).arg(m_location.port)
                                       .arg(m_location.databaseName, made->role, made->password));

        // The station: its password from a ~/.pgpass-style file (PGPASSFILE), not given.
        const QString pgpass = m_dir->filePath(QStringLiteral("pgpass"));
        {
            QFile file(pgpass);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(made->pgpassLine.toUtf8() + '\n');
            file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        }
        qputenv("PGPASSFILE", pgpass.toLocal8Bit());
        DatabaseLocation stationAt = m_location;
        stationAt.user = made->role;
        stationAt.password.clear();
        // Its own clock says 2026-11-22 09:00; the server's is now.
        auto station = openStore(stationAt);
        qunsetenv("PGPASSFILE");
        QVERIFY(station);
        QVERIFY(station->isStation());
        station->setStationKey(QByteArray(32, 'a'));
        QCOMPARE(station->exams().size(), 1);
        const auto file = station->examFile(QStringLiteral("roles"));
        QVERIFY2(file, qPrintable(station->lastError()));
        QVERIFY2(!file->contains("\"answer\":"), "the station copy holds no answer key");
        QString error;
        bool stationCopy = false;
        const auto read = ExamFile::read(*file, QStringLiteral("roles"), &error, {}, nullptr, nullptr, &stationCopy);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(stationCopy);
        QCOMPARE(read->questions[1].answer, exam.questions[1].answer);   // the engine's own key, made again
        QCOMPARE(station->instructorPublicKey().size(), 32);

        const auto attempt = station->startOrResume(QStringLiteral("roles"), QStringLiteral("Μαρία"), QStringLiteral("T-1"),
                                                    QStringLiteral("st-1"), 4);
        QVERIFY2(attempt, qPrintable(station->lastError()));
        QCOMPARE(attempt->form, qint64(4));
        QVERIFY(station->attempts(QStringLiteral("roles")).isEmpty());  // no one's list
        QVERIFY2(station->recordAnswer(answer(attempt->id, 0, "{\"total\": 5}", true)), qPrintable(station->lastError()));
        QVERIFY(!station->recordAnswer(answer(attempt->id, 0, "{\"total\": 6}", true)));   // the first stands
        QVERIFY2(station->saveClock(attempt->id, 1, 2500), qPrintable(station->lastError()));
        QVERIFY2(station->logEvent(attempt->id, QStringLiteral("focus-lost"), 1, 0), qPrintable(station->lastError()));
        QVERIFY(!station->logEvent(attempt->id, QStringLiteral("anything"), 1, 0));
        QCOMPARE(station->answers(attempt->id).size(), 1);
        QCOMPARE(station->questionClock(attempt->id)->elapsedMs, qint64(2500));
        QCOMPARE(station->events(attempt->id).size(), 1);
        QVERIFY(station->beginSegment(attempt->id, QByteArray(48, 's'), {}).has_value());
        // The times are the server's, not the station's clock (2026-11-22 09:00).
        const QDateTime at = desk->answers(attempt->id).value(0).at;
        QVERIFY2(qAbs(at.secsTo(QDateTime::currentDateTimeUtc())) < 600, qPrintable(at.toString(Qt::ISODate)));
        QVERIFY(qAbs(desk->questionClock(attempt->id)->saved.secsTo(QDateTime::currentDateTimeUtc())) < 600);

        // Another station (another key): neither the attempt nor the trainee.
        auto other = openStore([&] { DatabaseLocation l = stationAt; l.password = made->password; return l; }());
        QVERIFY(other);
        other->setStationKey(QByteArray(32, 'b'));
        QVERIFY(!other->startOrResume(QStringLiteral("roles"), QStringLiteral("Μαρία"), QStringLiteral("T-1"), QStringLiteral("st-2")));
        QVERIFY2(other->lastError().contains(QLatin1String("another station")), qPrintable(other->lastError()));
        QVERIFY(other->answers(attempt->id).isEmpty());
        QVERIFY(!other->recordAnswer(answer(attempt->id, 2, "{\"total\": 1}", true)));
        QVERIFY(!other->finishAttempt(attempt->id));
        QVERIFY(!other->hasPassphrase());
        QVERIFY(!other->saveExam(QStringLiteral("mine"), QStringLiteral("x"), 1, "{}"));

        // The role's own connection, as a trainee who has the password would use it.
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("trainee"));
            db.setHostName(m_location.host);
            db.setPort(m_location.port);
            db.setDatabaseName(m_location.databaseName);
            db.setUserName(made->role);
            db.setPassword(made->password);
            QVERIFY2(db.open(), qPrintable(db.lastError().text()));
            // A start left in an open transaction holds nothing the others need: the
            // station's next answer goes in at once (no table lock to wait for).
            {
                QSqlQuery hold(db);
                QVERIFY(hold.exec(QStringLiteral("BEGIN")));
                QVERIFY2(hold.exec(QStringLiteral("SELECT * FROM croupier_start_attempt('roles', 'Χ', 'T-9', 'st-9', 0, '%1')")
                                       .arg(QString(40, QLatin1Char('x')))),
                         qPrintable(hold.lastError().text()));
                QVERIFY2(station->recordAnswer(answer(attempt->id, 1, "{\"total\": 2}", false)), qPrintable(station->lastError()));
                QVERIFY(hold.exec(QStringLiteral("ROLLBACK")));
            }
            const char *const refused[] = {
                "UPDATE answers SET correct = 1",
                "DELETE FROM answers",
                "INSERT INTO answers(attempt_id, idx, given, correct, elapsed_ms, at) VALUES (1, 2, '{}', 1, 1, 'x')",
                "SELECT file FROM exams",
                "SELECT station_file FROM exams",
                "SELECT * FROM instructor",
                "DELETE FROM instructor",
                "UPDATE attempts SET finished = NULL",
                "SELECT * FROM attempts",
                "SELECT * FROM croupier_schema",
                "SELECT croupier_own_attempt(1, 'x', false)",
                "CREATE TABLE mine(a integer)",
                "SELECT * FROM croupier_attempt_answers(1, 'not the token')",
                "SELECT * FROM croupier_record_answer(1, 'not the token', 2, '{}', 1, 1, 0, 0, '')",
            };
            for (const char *sql : refused) {
                QSqlQuery q(db);
                QVERIFY2(!q.exec(QLatin1String(sql)), sql);
                QVERIFY2(q.lastError().text().contains(QLatin1String("permission denied"))
                             || q.lastError().text().contains(QLatin1String("not this station")),
                         qPrintable(QLatin1String(sql) + QStringLiteral(": ") + q.lastError().text()));
            }
        }
        QSqlDatabase::removeDatabase(QStringLiteral("trainee"));
        // Nothing changed: the two answers, as given.
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM answers")).toInt(), 2);
        QVERIFY2(station->finishAttempt(attempt->id), qPrintable(station->lastError()));
        QVERIFY(desk->attempt(attempt->id)->finished.isValid());
        QVERIFY(!station->recordAnswer(answer(attempt->id, 1, "{\"total\": 1}", true)));   // handed in
        // Started again at the same station, the attempt comes back handed in.
        const auto again = station->startOrResume(QStringLiteral("roles"), QStringLiteral("Μαρία"), QStringLiteral("T-1"),
                                                  QStringLiteral("st-1"));
        QVERIFY(again && again->id == attempt->id && again->finished.isValid());
    }

    void serverGoesAwayMidExam()
    {
        if (!m_postgres)
            QSKIP("PostgreSQL only");
        TcpProxy proxy(m_location.host, m_location.port);
        QVERIFY(proxy.port() > 0);
        DatabaseLocation viaProxy = m_location;
        viaProxy.host = QStringLiteral("127.0.0.1");
        viaProxy.port = proxy.port();
        auto store = openStore(viaProxy);
        QVERIFY(store);
        addExam(*store);
        const qint64 id = store->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Μαρία"), QStringLiteral("T-1"), {})->id;
        QVERIFY(store->recordAnswer(answer(id, 0, "{\"total\":1}", true)));
        QVERIFY(store->recordAnswer(answer(id, 1, "{\"total\":2}", false)));
        QVERIFY(store->online());

        proxy.cut();
        for (int i = 2; i < 5; ++i)
            QVERIFY2(store->recordAnswer(answer(id, i, "{\"total\":3}", true)), qPrintable(store->lastError()));
        QVERIFY(!store->online());
        QCOMPARE(store->pendingAnswers(), 3);
        QCOMPARE(indexes(store->answers(id)), QList<int>({0, 1, 2, 3, 4}));
        QCOMPARE(store->attempt(id)->answered, 5);
        QCOMPARE(store->attempt(id)->correct, 4);
        // Still only once per question, offline too.
        QVERIFY(!store->recordAnswer(answer(id, 1, "{}", true)));
        QVERIFY(!store->recordAnswer(answer(id, 3, "{}", true)));
        // What cannot be merged fails clearly.
        QVERIFY(store->attempts(QStringLiteral("exam-1")).isEmpty());
        QVERIFY2(store->lastError().contains(QStringLiteral("cannot be reached")), qPrintable(store->lastError()));
        QVERIFY(!store->flushOutbox());
        QCOMPARE(store->pendingAnswers(), 3);

        proxy.restore();
        QVERIFY2(store->flushOutbox(), qPrintable(store->lastError()));
        QVERIFY(store->online());
        QCOMPARE(store->pendingAnswers(), 0);
        auto direct = openStore();
        QVERIFY(direct);
        const QList<AnswerRecord> onServer = direct->answers(id);
        QCOMPARE(indexes(onServer), QList<int>({0, 1, 2, 3, 4}));
        QCOMPARE(onServer[1].givenJson, QByteArray("{\"total\":2}"));
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM answers")).toInt(), 5);
        QCOMPARE(direct->attempts(QStringLiteral("exam-1")).value(0).answered, 5);
    }

    void outboxSurvivesARestart()
    {
        if (!m_postgres)
            QSKIP("PostgreSQL only");
        TcpProxy proxy(m_location.host, m_location.port);
        DatabaseLocation viaProxy = m_location;
        viaProxy.host = QStringLiteral("127.0.0.1");
        viaProxy.port = proxy.port();
        qint64 id = 0;
        {
            auto store = openStore(viaProxy);
            QVERIFY(store);
            addExam(*store);
            id = store->startOrResume(QStringLiteral("exam-1"), QStringLiteral("Μαρία"), QStringLiteral("T-1"), {})->id;
            QVERIFY(store->recordAnswer(answer(id, 0, "{}", true)));
            proxy.cut();
            QVERIFY(store->recordAnswer(answer(id, 1, "{}", true)));
            QVERIFY(store->recordAnswer(answer(id, 2, "{}", false)));
            QCOMPARE(store->pendingAnswers(), 2);
        } // the station is switched off while the server is away
        {
            ExamStore restarted(viaProxy, outbox(), clock());
            QVERIFY(!restarted.open());
            QVERIFY2(restarted.lastError().startsWith(viaProxy.display()), qPrintable(restarted.lastError()));
            QVERIFY(!restarted.lastError().contains(m_location.password));
            QCOMPARE(restarted.pendingAnswers(), 2);
            proxy.restore();
            QVERIFY2(restarted.open(), qPrintable(restarted.lastError()));
            QCOMPARE(restarted.pendingAnswers(), 0);
            QCOMPARE(indexes(restarted.answers(id)), QList<int>({0, 1, 2}));
        }
        QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM answers")).toInt(), 3);
    }
};

QTEST_GUILESS_MAIN(TestExamStore)
#include "tst_examstore.moc"
