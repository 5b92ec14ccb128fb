// Self-study kept on the classroom server (issue 19, item 7), on a throw-away
// PostgreSQL server (CROUPIER_TEST_POSTGRES, started by packaging/setup.sh test): a
// trainee's records sent from one station through the stations' role and read at
// another under the registration number and study passphrase; what the role cannot do
// (read the tables, write another trainee's records, guess with a wrong passphrase);
// and the instructor's desk reading the class: each trainee's plan, leeches, mastery and
// certificates, and the class's weakest cells. Without a server it skips, unless
// CROUPIER_REQUIRE_POSTGRES=1, when it fails. Expected figures are worked from the rows
// each test writes.

#include "exam/ExamStore.h"
#include "exam/StationRole.h"
#include "exam/ExamDatabase.h"
#include "study/ClassStudy.h"
#include "study/StudyDatabase.h"
#include "study/StudyStore.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace croupier;

namespace {

QDateTime utc(const char *iso)
{
    return QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODateWithMs);
}

StudyAnswer answer(qint64 session, const QString &topic, int cell, const QString &key, bool correct, qint64 ms)
{
    StudyAnswer a;
    a.sessionId = session;
    a.game = QStringLiteral("punto-banco");
    a.topic = topic;
    a.cell = cell;
    a.cellKey = key;
    a.correct = correct;
    a.elapsedMs = ms;
    return a;
}

} // namespace

class TestClassroomStudy : public QObject
{
    Q_OBJECT

private:
    DatabaseLocation m_server;
    DatabaseLocation m_location;
    QString m_admin;
    int m_case = 0;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ExamStore> m_desk;
    DatabaseLocation m_stationAt;   ///< the stations' role, with its password

    /// A raw connection named @p name to @p at (its user and password).
    static QSqlDatabase connectAs(const QString &name, const DatabaseLocation &at)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(at.host);
        db.setPort(at.port);
        db.setUserName(at.user);
        db.setPassword(at.password);
        db.setDatabaseName(at.databaseName);
        return db;
    }
    std::unique_ptr<ExamStore> station(const QString &outbox)
    {
        auto s = std::make_unique<ExamStore>(m_stationAt, m_dir->filePath(outbox));
        if (!s->open()) {
            qWarning("%s", qPrintable(s->lastError()));
            return nullptr;
        }
        return s;
    }
    /// Sends what @p store has of @p profile through @p exams; the number sent.
    static int push(StudyStore &store, qint64 profile, ExamStore &exams, const QString &number, const QString &token)
    {
        return store.pushPending(profile, [&](const ClassroomRecord &r) -> std::optional<qint64> {
            StudyRecord record;
            record.station = QStringLiteral("st-1");
            record.kind = r.kind;
            record.body = r.body;
            record.at = r.at;
            return exams.studyAppend(number, token, record);
        });
    }
    static QList<ClassroomRecord> asClassroom(const QList<StudyRecord> &records)
    {
        QList<ClassroomRecord> out;
        for (const StudyRecord &r : records)
            out << ClassroomRecord{r.id, r.kind, r.body, r.at};
        return out;
    }

private slots:
    void initTestCase()
    {
        const QString url = qEnvironmentVariable("CROUPIER_TEST_POSTGRES");
        if (url.isEmpty()) {
            if (qEnvironmentVariable("CROUPIER_REQUIRE_POSTGRES") == QLatin1String("1"))
                QFAIL("CROUPIER_REQUIRE_POSTGRES=1 but CROUPIER_TEST_POSTGRES names no server");
            QSKIP("no PostgreSQL server: set CROUPIER_TEST_POSTGRES (packaging/setup.sh test does)");
        }
        QString error;
        const auto server = DatabaseLocation::parse(url, &error);
        QVERIFY2(server, qPrintable(error));
        m_server = *server;
        m_admin = QStringLiteral("admin");
        QSqlDatabase admin = connectAs(m_admin, m_server);
        QVERIFY2(admin.open(), qPrintable(admin.lastError().text()));
        QSqlQuery(admin).exec(QStringLiteral("SET client_min_messages = warning"));
        QStandardPaths::setTestModeEnabled(true);   // the profile in use is kept in the settings
    }

    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_location = m_server;
        m_location.databaseName = QStringLiteral("classroom_%1_%2").arg(QCoreApplication::applicationPid()).arg(++m_case);
        QSqlQuery q(QSqlDatabase::database(m_admin));
        QVERIFY2(q.exec(QStringLiteral("CREATE DATABASE %1").arg(m_location.databaseName)), qPrintable(q.lastError().text()));
        m_desk = std::make_unique<ExamStore>(m_location, m_dir->filePath(QStringLiteral("desk-outbox.sqlite")));
        QVERIFY2(m_desk->open(), qPrintable(m_desk->lastError()));
        const auto made = m_desk->setUpStationRole();
        QVERIFY2(made, qPrintable(m_desk->lastError()));
        m_stationAt = m_location;
        m_stationAt.user = made->role;
        m_stationAt.password = made->password;
    }

    void cleanup()
    {
        m_desk.reset();
        QSqlQuery q(QSqlDatabase::database(m_admin));
        q.exec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(m_location.databaseName));
        m_dir.reset();
    }

    void cleanupTestCase()
    {
        if (!m_admin.isEmpty()) {
            QSqlDatabase::database(m_admin).close();
            QSqlDatabase::removeDatabase(m_admin);
        }
    }

    void tokenIsTheTraineesAndThePassphrases()
    {
        const QString t = ExamStore::studyToken(QStringLiteral("Σ-17"), QStringLiteral("κρουπιέρης 2026"));
        QCOMPARE(t.size(), 64);
        QCOMPARE(ExamStore::studyToken(QStringLiteral(" Σ-17 "), QStringLiteral("κρουπιέρης 2026")), t);   // every station makes it
        QVERIFY(ExamStore::studyToken(QStringLiteral("Σ-18"), QStringLiteral("κρουπιέρης 2026")) != t);   // salted by the number
        QVERIFY(ExamStore::studyToken(QStringLiteral("Σ-17"), QStringLiteral("κρουπιέρης 2027")) != t);
    }

    void recordsGoFromOneStationToAnother()
    {
        auto a = station(QStringLiteral("a.sqlite"));
        QVERIFY(a);
        QVERIFY(a->isStation());
        const QString number = QStringLiteral("Σ-17");
        const QString token = ExamStore::studyToken(number, QStringLiteral("κρουπιέρης 2026"));
        const auto name = a->studyEnrol(number, QStringLiteral("Μαρία Παπαδοπούλου"), token);
        QVERIFY2(name, qPrintable(a->lastError()));
        QCOMPARE(*name, QStringLiteral("Μαρία Παπαδοπούλου"));

        QDateTime now = utc("2026-11-23T09:00:00.000Z");
        StudyStore localA(QStringLiteral(":memory:"), [&] { return now; });
        QVERIFY(localA.open());
        const qint64 maria = *localA.addProfile(QStringLiteral("Μαρία"));
        QVERIFY(localA.setRegistration(maria, number));
        const qint64 s = *localA.startSession(maria, QStringLiteral("today"), {QStringLiteral("baccarat.draw")}, 2);
        now = now.addSecs(5);
        QVERIFY(localA.addAnswer(maria, answer(s, QStringLiteral("baccarat.draw"), 17, QStringLiteral("banker:5:4"), false, 6100)));
        now = now.addSecs(5);
        QVERIFY(localA.addAnswer(maria, answer(s, QStringLiteral("baccarat.draw"), 17, QStringLiteral("banker:5:4"), true, 3900)));
        QVERIFY(localA.finishSession(s, 10, 1));
        QCOMPARE(push(localA, maria, *a, number, token), 4);   // session, 2 answers, finish
        QCOMPARE(localA.pendingCount(maria), 0);

        // Station B: the same number and passphrase; the server's name comes back.
        auto b = station(QStringLiteral("b.sqlite"));
        QVERIFY(b);
        QCOMPARE(b->studyEnrol(number, QStringLiteral("someone else"), token).value_or(QString()),
                 QStringLiteral("Μαρία Παπαδοπούλου"));
        const auto records = b->studyRecords(number, token, 0);
        QVERIFY2(records, qPrintable(b->lastError()));
        QCOMPARE(records->size(), 4);
        QCOMPARE(records->at(1).at, utc("2026-11-23T09:00:05.000Z"));   // the station's time of the answer
        StudyStore localB(QStringLiteral(":memory:"));
        QVERIFY(localB.open());
        const qint64 there = *localB.addProfile(QStringLiteral("Μαρία"));
        int refused = -1;
        QVERIFY(localB.applyRecords(there, asClassroom(*records), &refused));
        QCOMPARE(refused, 0);
        QCOMPARE(localB.answers(there).size(), 2);
        QCOMPARE(localB.sessions(there).value(0).correct, 1);
        // After the highest read: nothing new.
        QCOMPARE(b->studyRecords(number, token, localB.pulledUpTo(there))->size(), 0);
    }

    void theStationsRoleReachesOnlyItsOwnTrainee()
    {
        auto a = station(QStringLiteral("a.sqlite"));
        QVERIFY(a);
        const QString token = ExamStore::studyToken(QStringLiteral("Σ-17"), QStringLiteral("κρουπιέρης 2026"));
        QVERIFY(a->studyEnrol(QStringLiteral("Σ-17"), QStringLiteral("Μαρία"), token));
        StudyRecord r;
        r.kind = QStringLiteral("session");
        r.body = R"({"plan":"today","topics":"baccarat.draw","level":1})";
        r.at = utc("2026-11-23T09:00:00.000Z");
        QVERIFY2(a->studyAppend(QStringLiteral("Σ-17"), token, r), qPrintable(a->lastError()));

        // A classmate with the wrong passphrase: neither enrolled again nor read nor written.
        const QString wrong = ExamStore::studyToken(QStringLiteral("Σ-17"), QStringLiteral("a guess of mine"));
        QVERIFY(!a->studyEnrol(QStringLiteral("Σ-17"), QStringLiteral("Μαρία"), wrong));
        QVERIFY2(a->lastError().contains(QLatin1String("wrong study passphrase")), qPrintable(a->lastError()));
        QVERIFY(!a->studyRecords(QStringLiteral("Σ-17"), wrong, 0));
        QVERIFY(!a->studyAppend(QStringLiteral("Σ-17"), wrong, r));
        // Forgotten (or taken by a classmate first): the desk sets a new one, typed with
        // the trainee; the records stay, the old passphrase no longer reads, and nothing is
        // left open for the next enrolment to take.
        const QString freshPassphrase = QStringLiteral("a new one, mine");
        QVERIFY(!a->studySetPassphrase(QStringLiteral("Σ-17"), freshPassphrase));   // the desk's, not a station's
        QVERIFY(!m_desk->studySetPassphrase(QStringLiteral("Σ-17"), QStringLiteral("short")));
        QVERIFY2(m_desk->studySetPassphrase(QStringLiteral("Σ-17"), freshPassphrase), qPrintable(m_desk->lastError()));
        QVERIFY(!m_desk->studySetPassphrase(QStringLiteral("Σ-99"), freshPassphrase));
        QVERIFY(!a->studyRecords(QStringLiteral("Σ-17"), token, 0));
        QVERIFY(!a->studyEnrol(QStringLiteral("Σ-17"), QStringLiteral("Μαρία"), token));
        const QString fresh = ExamStore::studyToken(QStringLiteral("Σ-17"), freshPassphrase);
        QVERIFY2(a->studyEnrol(QStringLiteral("Σ-17"), QStringLiteral("Μαρία"), fresh), qPrintable(a->lastError()));
        QCOMPARE(a->studyRecords(QStringLiteral("Σ-17"), fresh, 0)->size(), 1);
        // A name with nothing to read is refused: the desk lists every number by a name.
        QVERIFY(!a->studyEnrol(QStringLiteral("Σ-50"), QString(QChar(0x00A0)) + QStringLiteral("\t"), token));
        // A number not enrolled; a kind the server does not keep; a record too long.
        // A number not enrolled says what a wrong passphrase says: no station lists who is.
        QVERIFY(!a->studyRecords(QStringLiteral("Σ-99"), fresh, 0));
        QVERIFY2(a->lastError().contains(QLatin1String("wrong study passphrase")), qPrintable(a->lastError()));
        StudyRecord odd = r;
        odd.kind = QStringLiteral("verdict");
        QVERIFY(!a->studyAppend(QStringLiteral("Σ-17"), fresh, odd));
        odd = r;
        odd.body = QByteArray(9000, 'x');
        QVERIFY(!a->studyAppend(QStringLiteral("Σ-17"), fresh, odd));
        // The desk's read is the desk's.
        QVERIFY(!a->studyClassRecords());

        // The role's own connection, as a trainee with its password would use it.
        {
            QSqlDatabase db = connectAs(QStringLiteral("trainee"), m_stationAt);
            QVERIFY2(db.open(), qPrintable(db.lastError().text()));
            QSqlQuery q(db);
            for (const char *sql : {"SELECT * FROM study_records", "SELECT token_hash FROM study_trainees",
                                    "DELETE FROM study_records", "UPDATE study_records SET body = '{}'",
                                    "UPDATE study_trainees SET token_hash = ''",
                                    "INSERT INTO study_trainees VALUES ('Σ-18', 'x', 'y', 'z')",
                                    "SELECT croupier_study_own('Σ-17', 'x')"}) {
                QVERIFY2(!q.exec(QString::fromUtf8(sql)), sql);
                // Refused for want of the right (42501), not for a name it cannot find.
                QVERIFY2(q.lastError().nativeErrorCode() == QLatin1String("42501"),
                         qPrintable(QStringLiteral("%1: %2 %3").arg(QString::fromUtf8(sql), q.lastError().nativeErrorCode(),
                                                                   q.lastError().text())));
            }
        }
        QSqlDatabase::removeDatabase(QStringLiteral("trainee"));
        // And the desk's view: one record, as sent.
        const auto all = m_desk->studyClassRecords();
        QVERIFY2(all, qPrintable(m_desk->lastError()));
        QCOMPARE(all->size(), 1);
        QCOMPARE(all->at(0).traineeName, QStringLiteral("Μαρία"));
        QCOMPARE(all->at(0).body, r.body);
    }

    /// The study page's calls (StudyDatabase): sign in with the number, name and
    /// passphrase; a wrong passphrase refused in words; what another station sent read in.
    void theStudyPageSignsIn()
    {
        ExamDatabase::setLocation(m_stationAt);
        StudyDatabase *db = StudyDatabase::instance();
        QVERIFY(db->openAt(QStringLiteral(":memory:")));
        QVERIFY(db->classroom());
        QVERIFY(!db->classroomSignedIn());
        // Refused by field before anything reaches the server.
        QCOMPARE(db->classroomSignIn(QString(), QStringLiteral("Μαρία"), QStringLiteral("κρουπιέρης 2026")), -1);
        QVERIFY2(db->classroomError().startsWith(QLatin1String("Registration number")), qPrintable(db->classroomError()));
        QCOMPARE(db->classroomSignIn(QStringLiteral("Σ-17"), QStringLiteral("Μαρία"), QStringLiteral("short")), -1);
        QVERIFY2(db->classroomError().startsWith(QLatin1String("Study passphrase")), qPrintable(db->classroomError()));

        const qint64 profile = db->classroomSignIn(QStringLiteral("Σ-17"), QStringLiteral("Μαρία"),
                                                   QStringLiteral("κρουπιέρης 2026"));
        QVERIFY2(profile > 0, qPrintable(db->classroomError()));
        QCOMPARE(db->activeProfile(), profile);
        QCOMPARE(db->registration(), QStringLiteral("Σ-17"));
        QVERIFY(db->classroomSignedIn());
        QCOMPARE(db->classroomWaiting(), 0);

        // Another station of the same trainee sends a session of one answer.
        auto other = station(QStringLiteral("other.sqlite"));
        QVERIFY(other);
        const QString token = ExamStore::studyToken(QStringLiteral("Σ-17"), QStringLiteral("κρουπιέρης 2026"));
        StudyStore elsewhere(QStringLiteral(":memory:"));
        QVERIFY(elsewhere.open());
        const qint64 there = *elsewhere.addProfile(QStringLiteral("Μαρία"));
        const qint64 s = *elsewhere.startSession(there, QStringLiteral("today"), {QStringLiteral("baccarat.draw")}, 1);
        QVERIFY(elsewhere.addAnswer(there, answer(s, QStringLiteral("baccarat.draw"), 17, QStringLiteral("banker:5:4"), true, 3000)));
        QCOMPARE(push(elsewhere, there, *other, QStringLiteral("Σ-17"), token), 2);
        // Brought up to date: it is here; an answer here waits, then goes.
        QVERIFY2(db->syncClassroom(), qPrintable(db->classroomError()));
        QCOMPARE(db->store()->answers(profile).size(), 1);
        const qint64 mine = *db->store()->startSession(profile, QStringLiteral("today"), {QStringLiteral("baccarat.draw")}, 1);
        QVERIFY(db->store()->addAnswer(profile, answer(mine, QStringLiteral("baccarat.draw"), 17, QStringLiteral("banker:5:4"), false, 5000)));
        QCOMPARE(db->classroomWaiting(), 2);
        QVERIFY(db->syncClassroom());
        QCOMPARE(db->classroomWaiting(), 0);
        QCOMPARE(m_desk->studyClassRecords(QStringLiteral("Σ-17"))->size(), 4);

        // A classmate at this station with a wrong passphrase: refused, the server's words shown.
        QCOMPARE(db->classroomSignIn(QStringLiteral("Σ-17"), QStringLiteral("Μαρία"), QStringLiteral("a guess of mine")), -1);
        QVERIFY2(db->classroomError().contains(QLatin1String("wrong study passphrase")), qPrintable(db->classroomError()));
        ExamDatabase::setLocation({});
    }

    void theDeskReadsTheClass()
    {
        auto a = station(QStringLiteral("a.sqlite"));
        QVERIFY(a);
        QDateTime now = utc("2026-11-23T09:00:00.000Z");
        StudyStore local(QStringLiteral(":memory:"), [&] { return now; });
        QVERIFY(local.open());
        // Two trainees. Μαρία misses Banco 5 against 4 ten times (a leech at 8 misses);
        // Νίκος misses it twice in four and gets the totals right.
        struct Trainee
        {
            const char *number;
            const char *name;
            int wrongDraws;
            int rightDraws;
        };
        for (const Trainee &t : {Trainee{"Σ-17", "Μαρία", 10, 0}, Trainee{"Σ-18", "Νίκος", 2, 2}}) {
            const QString number = QString::fromUtf8(t.number);
            const QString token = ExamStore::studyToken(number, QStringLiteral("passphrase ") + number);
            QVERIFY(a->studyEnrol(number, QString::fromUtf8(t.name), token));
            const qint64 p = *local.addProfile(QString::fromUtf8(t.name));
            QVERIFY(local.setRegistration(p, number));
            const qint64 s = *local.startSession(p, QStringLiteral("today"), {QStringLiteral("baccarat.draw")}, 2);
            for (int i = 0; i < t.wrongDraws + t.rightDraws; ++i) {
                now = now.addSecs(30);
                QVERIFY(local.addAnswer(p, answer(s, QStringLiteral("baccarat.draw"), 17, QStringLiteral("banker:5:4"),
                                                  i >= t.wrongDraws, 4000)));
            }
            for (int i = 0; i < 6; ++i) {
                now = now.addSecs(30);
                QVERIFY(local.addAnswer(p, answer(s, QStringLiteral("baccarat.total"), 3, QStringLiteral("2:3"), true, 2000)));
            }
            QVERIFY(local.finishSession(s, 40, 6));
            QVERIFY(push(local, p, *a, number, token) > 0);
        }

        const auto records = m_desk->studyClassRecords();
        QVERIFY2(records, qPrintable(m_desk->lastError()));
        // Μαρία: her session begun, 16 answers, finished; Νίκος: 10 answers.
        QCOMPARE(records->size(), 18 + 12);
        QCOMPARE(m_desk->studyClassRecords(QStringLiteral("Σ-18"))->size(), 12);
        const ClassStudy study(*records, [] { return utc("2026-11-23T18:00:00.000Z"); });
        const QVariantList trainees = study.trainees();
        QCOMPARE(trainees.size(), 2);
        const QVariantMap maria = trainees[0].toMap();
        QCOMPARE(maria.value(QStringLiteral("id")).toString(), QStringLiteral("Σ-17"));
        QCOMPARE(maria.value(QStringLiteral("name")).toString(), QStringLiteral("Μαρία"));
        QCOMPARE(maria.value(QStringLiteral("answered")).toInt(), 16);
        QCOMPARE(maria.value(QStringLiteral("correct")).toInt(), 6);
        QCOMPARE(maria.value(QStringLiteral("refused")).toInt(), 0);
        // Ten misses of one cell: a leech (8 misses, FSRS lapses; STUDY.md).
        const QVariantList leeches = maria.value(QStringLiteral("leeches")).toList();
        QCOMPARE(leeches.size(), 1);
        QCOMPARE(leeches[0].toMap().value(QStringLiteral("topic")).toString(), QStringLiteral("baccarat.draw"));
        QCOMPARE(leeches[0].toMap().value(QStringLiteral("cell")).toInt(), 17);
        QCOMPARE(study.leechesOf(QStringLiteral("Σ-17")).size(), 1);
        QCOMPARE(study.leechesOf(QStringLiteral("Σ-18")).size(), 0);
        QCOMPARE(study.leechesOf(QStringLiteral("Σ-99")).size(), 0);
        QCOMPARE(trainees[1].toMap().value(QStringLiteral("leeches")).toList().size(), 0);
        QCOMPARE(maria.value(QStringLiteral("certificates")).toList().size(), 5);   // one per game

        // The class's weakest cell: Banco 5 against 4, 2 right of 14 (14 %), answered by
        // both, a leech for one; the totals (12 of 12) come last.
        const QVariantList weakest = study.weakestCells(10, 5);
        QCOMPARE(weakest.size(), 2);
        const QVariantMap first = weakest[0].toMap();
        QCOMPARE(first.value(QStringLiteral("key")).toString(), QStringLiteral("banker:5:4"));
        QCOMPARE(first.value(QStringLiteral("attempts")).toInt(), 14);
        QCOMPARE(first.value(QStringLiteral("correct")).toInt(), 2);
        QCOMPARE(first.value(QStringLiteral("percent")).toInt(), 14);
        QCOMPARE(first.value(QStringLiteral("trainees")).toInt(), 2);
        QCOMPARE(first.value(QStringLiteral("leechFor")).toInt(), 1);
        QVERIFY(!first.value(QStringLiteral("words")).toString().isEmpty());
        QCOMPARE(weakest[1].toMap().value(QStringLiteral("percent")).toInt(), 100);
        // Fewer than 5 answers over the class: not ranked.
        QCOMPARE(study.weakestCells(10, 13).size(), 1);
        QCOMPARE(study.weakestCells(1, 5).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestClassroomStudy)
#include "tst_classroomstudy.moc"
