// The self-study store (issue 7): SQLite schema and its migrations from the
// first version on, refusal of files it must not touch, profiles, sessions and
// answers, and the progress figures, all with an injected clock in temporary files.
// Expected figures are worked by hand from the rows each test writes.

#include "StudyDatabase.h"
#include "StudyStore.h"

#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QtTest>

using namespace croupier;

namespace {

QDateTime utc(const char *iso)
{
    QDateTime t = QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODateWithMs);
    Q_ASSERT(t.isValid());
    return t;
}

/// A clock the test moves by hand.
struct FakeClock
{
    QDateTime now = utc("2026-11-22T10:00:00.000Z");
    std::function<QDateTime()> fn()
    {
        return [this] { return now; };
    }
};

/// Runs SQL (statements separated by ";" at the end of a line, "--" comments)
/// on @p path through a connection of its own, closed afterwards.
bool runSql(const QString &path, const QString &sql)
{
    static int counter = 0;
    const QString name = QStringLiteral("fixture-%1").arg(++counter);
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open())
            return false;
        QStringList lines;
        for (const QString &line : sql.split(QLatin1Char('\n')))
            if (!line.trimmed().startsWith(QLatin1String("--")))
                lines << line;
        const QStringList statements = lines.join(QLatin1Char('\n')).split(QStringLiteral(";\n"), Qt::SkipEmptyParts);
        QSqlQuery q(db);
        for (QString statement : statements) {
            statement = statement.trimmed();
            if (statement.endsWith(QLatin1Char(';')))
                statement.chop(1);
            if (statement.isEmpty())
                continue;
            if (!q.exec(statement)) {
                qWarning() << statement << q.lastError().text();
                ok = false;
            }
        }
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

bool loadFixture(const QString &fixture, const QString &path)
{
    QFile file(QStringLiteral(CROUPIER_FIXTURES "/study/") + fixture);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return runSql(path, QString::fromUtf8(file.readAll()));
}

/// One value read by a separate connection (the store may still be open: WAL).
QVariant scalar(const QString &path, const QString &sql)
{
    static int counter = 0;
    const QString name = QStringLiteral("probe-%1").arg(++counter);
    QVariant value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                value = q.value(0);
            q.finish();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

StudyAnswer answer(qint64 session, const QString &topic, bool correct, qint64 ms, const QString &key = {},
                   int cell = 0, const QString &game = QStringLiteral("punto-banco"))
{
    StudyAnswer a;
    a.sessionId = session;
    a.game = game;
    a.topic = topic;
    a.cell = cell;
    a.cellKey = key;
    a.correct = correct;
    a.elapsedMs = ms;
    return a;
}

/// A classroom server in memory: numbers each record it is sent, keeps them in order.
struct FakeServer
{
    QList<ClassroomRecord> records;
    int failFrom = -1;   ///< records sent from this count on are refused (the server away)
    std::function<std::optional<qint64>(const ClassroomRecord &)> send()
    {
        return [this](const ClassroomRecord &r) -> std::optional<qint64> {
            if (failFrom >= 0 && records.size() >= failFrom)
                return std::nullopt;
            ClassroomRecord kept = r;
            kept.serverId = records.size() + 100;   // the server's numbers are its own
            records << kept;
            return kept.serverId;
        };
    }
    QList<ClassroomRecord> after(qint64 id) const
    {
        QList<ClassroomRecord> out;
        for (const ClassroomRecord &r : records)
            if (r.serverId > id)
                out << r;
        return out;
    }
};

} // namespace

Q_DECLARE_METATYPE(croupier::ScheduleSettings)
Q_DECLARE_METATYPE(croupier::ClassroomRecord)

class TestStudyStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void newFileGetsTheCurrentSchema();
    void migratesOldSchemas_data();
    void migratesOldSchemas();
    void refusesFilesItMustNotTouch_data();
    void refusesFilesItMustNotTouch();
    void refusesAMissingDirectory();
    void defaultPathIsInAppData();
    void profiles();
    void removingAProfileCascades();
    void sessionsAndAnswersRoundTrip();
    void failedWriteRollsBack();
    void daysGroupByUtcDay();
    void personalBests();
    void heatMap();
    void targetMs_data();
    void targetMs();
    void studyDatabaseForQml();
    void spotFigures();
    void scheduleSettingsOutOfRange_data();
    void scheduleSettingsOutOfRange();
    void registrationNumbers();
    void classroomRoundTrip();
    void classroomSendStopsWhereTheServerFails();
    void classroomRefusesRecordsThatDoNotRead_data();
    void classroomRefusesRecordsThatDoNotRead();

private:
    QTemporaryDir m_dir;
    int m_files = 0;
    QString freshPath() { return m_dir.filePath(QStringLiteral("study-%1.sqlite").arg(++m_files)); }
};

void TestStudyStore::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The profile in use is kept in the settings: never the user's.
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")), "libqt6sql6-sqlite is needed");
}

void TestStudyStore::newFileGetsTheCurrentSchema()
{
    const QString path = freshPath();
    FakeClock clock;
    {
        StudyStore store(path, clock.fn());
        QVERIFY2(store.open(), qPrintable(store.lastError()));
        QVERIFY(store.isOpen());
        QCOMPARE(store.versionFound(), 0);
        QVERIFY(store.profiles().isEmpty());
        QCOMPARE(scalar(path, QStringLiteral("PRAGMA user_version")).toInt(), 6);
        QCOMPARE(scalar(path, QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
        QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN "
                                             "('profiles', 'sessions', 'answers', 'targets', 'spots', 'schedule',"
                                             " 'synced')"))
                     .toInt(),
                 7);
    }
    // Reopened: already current, nothing to migrate.
    StudyStore again(path, clock.fn());
    QVERIFY2(again.open(), qPrintable(again.lastError()));
    QCOMPARE(again.versionFound(), 6);

    // ":memory:" for tests that need no file.
    StudyStore memory(QStringLiteral(":memory:"), clock.fn());
    QVERIFY2(memory.open(), qPrintable(memory.lastError()));
    QVERIFY(memory.addProfile(QStringLiteral("Ελένη")).has_value());
}

void TestStudyStore::migratesOldSchemas_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<int>("version");
    QTest::addColumn<QString>("plan");
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("bestStreak");
    QTest::addColumn<QStringList>("cellKeys");
    QTest::addColumn<ScheduleSettings>("schedule");

    // Version 1 had no plan, points, streak or cell key: the defaults fill them.
    QTest::newRow("from version 1: new columns take their defaults")
        << QStringLiteral("v1.sql") << 1 << QStringLiteral("custom") << 0 << 0 << QStringList{QString(), QString()}
        << ScheduleSettings{};
    QTest::newRow("from version 2: its values are kept")
        << QStringLiteral("v2.sql") << 2 << QStringLiteral("curriculum") << 35 << 1
        << QStringList{QStringLiteral("banker:5:4"), QStringLiteral("banker:5:4")} << ScheduleSettings{};
    // Version 4, the last before the schedule (issue 19): its answers are the schedule's
    // history (the memory is replayed from them), its settings the defaults.
    QTest::newRow("from version 4: the schedule's defaults")
        << QStringLiteral("v4.sql") << 4 << QStringLiteral("curriculum") << 35 << 1
        << QStringList{QStringLiteral("banker:5:4"), QStringLiteral("banker:5:4")} << ScheduleSettings{};
    // Version 5, the last before the classroom server (issue 19, item 7): its schedule
    // is kept, the profile is linked to no registration number, and every row waits to
    // be sent when it is.
    QTest::newRow("from version 5: its schedule kept, nothing sent yet")
        << QStringLiteral("v5.sql") << 5 << QStringLiteral("curriculum") << 35 << 1
        << QStringList{QStringLiteral("banker:5:4"), QStringLiteral("banker:5:4")} << ScheduleSettings{850, 10, 300};
}

void TestStudyStore::migratesOldSchemas()
{
    QFETCH(QString, fixture);
    QFETCH(int, version);
    QFETCH(QString, plan);
    QFETCH(int, points);
    QFETCH(int, bestStreak);
    QFETCH(QStringList, cellKeys);
    QFETCH(ScheduleSettings, schedule);

    const QString path = freshPath();
    QVERIFY(loadFixture(fixture, path));
    QCOMPARE(scalar(path, QStringLiteral("PRAGMA user_version")).toInt(), version);

    FakeClock clock;
    StudyStore store(path, clock.fn());
    QVERIFY2(store.open(), qPrintable(store.lastError()));
    QCOMPARE(store.versionFound(), version);
    QCOMPARE(scalar(path, QStringLiteral("PRAGMA user_version")).toInt(), StudyStore::schemaVersion);

    // The profile.
    const QVariantList profiles = store.profiles();
    QCOMPARE(profiles.size(), 1);
    const QVariantMap p = profiles.first().toMap();
    QCOMPARE(p.value(QStringLiteral("id")).toLongLong(), 1);
    QCOMPARE(p.value(QStringLiteral("name")).toString(), QStringLiteral("Ελένη"));
    QCOMPARE(p.value(QStringLiteral("created")).toDateTime(), utc("2026-11-20T08:00:00.000Z"));

    // The session, with the new columns.
    const QList<SessionRecord> sessions = store.sessions(1);
    QCOMPARE(sessions.size(), 1);
    const SessionRecord &s = sessions.first();
    QCOMPARE(s.id, 1);
    QCOMPARE(s.started, utc("2026-11-20T08:05:00.000Z"));
    QCOMPARE(s.ended, utc("2026-11-20T08:20:00.000Z"));
    QCOMPARE(s.topics, QStringLiteral("baccarat.total,baccarat.draw"));
    QCOMPARE(s.level, 2);
    QCOMPARE(s.answered, 3);
    QCOMPARE(s.correct, 2);
    QCOMPARE(s.plan, plan);
    QCOMPARE(s.points, points);
    QCOMPARE(s.bestStreak, bestStreak);

    // The answers.
    const QList<StudyAnswer> total = store.answers(1, QStringLiteral("punto-banco"), QStringLiteral("baccarat.total"));
    QCOMPARE(total.size(), 1);
    QCOMPARE(total[0].cell, 3);
    QVERIFY(total[0].correct);
    QCOMPARE(total[0].elapsedMs, 2400);
    QCOMPARE(total[0].cellKey, QString());
    QCOMPARE(total[0].at, utc("2026-11-20T08:06:00.000Z"));
    const QList<StudyAnswer> draw = store.answers(1, QStringLiteral("punto-banco"), QStringLiteral("baccarat.draw"));
    QCOMPARE(draw.size(), 2);
    QCOMPARE(draw[0].sessionId, 1);
    QCOMPARE(draw[0].cell, 17);
    QVERIFY(!draw[0].correct);
    QCOMPARE(draw[0].elapsedMs, 6100);
    QCOMPARE(draw[0].at, utc("2026-11-20T08:07:30.000Z"));
    QVERIFY(draw[1].correct);
    QCOMPARE(draw[1].elapsedMs, 3900);
    QCOMPARE((QStringList{draw[0].cellKey, draw[1].cellKey}), cellKeys);
    QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM answers")).toInt(), 3);

    // Version 3's table works on the migrated file, and so do new answers.
    QVERIFY2(store.setTargetMs(1, QStringLiteral("baccarat.draw"), 4500), qPrintable(store.lastError()));
    QCOMPARE(store.targetMs(1, QStringLiteral("baccarat.draw"), 6000), 4500);
    QVERIFY2(store.addAnswer(1, answer(1, QStringLiteral("baccarat.draw"), true, 3000, QStringLiteral("player:4"))),
             qPrintable(store.lastError()));
    QCOMPARE(store.sessions(1).first().answered, 4);
    QCOMPARE(store.sessions(1).first().correct, 3);
    // Version 4's table (spot the error) too.
    QVERIFY2(store.addSpot(1, {QStringLiteral("craps"), QStringLiteral("short-pay"), true, false, 1200, true, true, {}}),
             qPrintable(store.lastError()));
    QCOMPARE(store.spotFigures(1).size(), 1);
    // Version 5's schedule: the defaults until set (or the file's), then what was set;
    // every answer in time order for the replay.
    QCOMPARE(store.scheduleSettings(1), schedule);
    QVERIFY2(store.setScheduleSettings(1, {850, 10, 0}), qPrintable(store.lastError()));
    QCOMPARE(store.scheduleSettings(1), (ScheduleSettings{850, 10, 0}));
    const QList<StudyAnswer> all = store.answers(1);
    QCOMPARE(all.size(), 4);
    QCOMPARE(all[0].topic, QStringLiteral("baccarat.total"));
    QCOMPARE(all[1].cell, 17);
    QCOMPARE(all[3].cellKey, QStringLiteral("player:4"));
    // Version 6: no registration number; linked, every row waits to be sent: the
    // session begun and finished (2), 4 answers, 1 round of spot the error, the settings (1).
    QCOMPARE(store.registration(1), QString());
    QVERIFY2(store.setRegistration(1, QStringLiteral("  Σ-2026-017 ")), qPrintable(store.lastError()));
    QCOMPARE(store.registration(1), QStringLiteral("Σ-2026-017"));
    QCOMPARE(store.pendingCount(1), 8);
}

void TestStudyStore::refusesFilesItMustNotTouch_data()
{
    QTest::addColumn<QByteArray>("content"); ///< raw bytes, or empty to build from sql
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("reason");

    QTest::newRow("a newer schema (user_version 99) is refused")
        << QByteArray() << QStringLiteral("CREATE TABLE profiles(id INTEGER PRIMARY KEY);\nPRAGMA user_version = 99;\n")
        << QStringLiteral("newer Croupier (schema version 99");
    QTest::newRow("a file that is not SQLite is refused")
        << QByteArray("profile,topic,correct\nEleni,baccarat.draw,1\n") << QString()
        << QStringLiteral("not an SQLite database");
    QTest::newRow("a Croupier schema missing its tables is refused")
        << QByteArray()
        << QStringLiteral("CREATE TABLE profiles(id INTEGER PRIMARY KEY, name TEXT, created TEXT);\n"
                          "PRAGMA user_version = 2;\n")
        << QStringLiteral("without its table(s) sessions, answers");
    QTest::newRow("another program's SQLite file is refused")
        << QByteArray() << QStringLiteral("CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT);\n")
        << QStringLiteral("not a Croupier study database");
}

void TestStudyStore::refusesFilesItMustNotTouch()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, sql);
    QFETCH(QString, reason);

    const QString path = freshPath();
    if (sql.isEmpty()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    } else {
        QVERIFY(runSql(path, sql));
    }
    const QByteArray before = bytesOf(path);
    QVERIFY(!before.isEmpty());

    {
        StudyStore store(path);
        QVERIFY(!store.open());
        QVERIFY(!store.isOpen());
        QVERIFY2(store.lastError().contains(QDir::toNativeSeparators(path)), qPrintable(store.lastError()));
        QVERIFY2(store.lastError().contains(reason), qPrintable(store.lastError()));
        // Nothing else works on a refused file, and says so.
        QVERIFY(!store.addProfile(QStringLiteral("Ελένη")).has_value());
        QVERIFY(store.lastError().contains(QDir::toNativeSeparators(path)));
    }
    QCOMPARE(bytesOf(path), before);
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    QVERIFY(!QFile::exists(path + QStringLiteral("-journal")));
}

void TestStudyStore::refusesAMissingDirectory()
{
    const QString path = m_dir.filePath(QStringLiteral("no-such-dir/study.sqlite"));
    StudyStore store(path);
    QVERIFY(!store.open());
    QVERIFY2(store.lastError().contains(QDir::toNativeSeparators(path)), qPrintable(store.lastError()));
    QVERIFY2(store.lastError().contains(QStringLiteral("does not exist")), qPrintable(store.lastError()));
}

void TestStudyStore::defaultPathIsInAppData()
{
    QStandardPaths::setTestModeEnabled(true); // not the user's own directory
    const QString path = StudyStore::defaultPath();
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QCOMPARE(path, dir + QStringLiteral("/study.sqlite"));
    QVERIFY(QFileInfo(dir).isDir()); // created
}

void TestStudyStore::profiles()
{
    FakeClock clock;
    const QString path = freshPath();
    StudyStore store(path, clock.fn());
    QVERIFY(store.open());

    const auto eleni = store.addProfile(QStringLiteral("Ελένη"));
    QVERIFY2(eleni, qPrintable(store.lastError()));
    clock.now = utc("2026-11-22T10:05:00.000Z");
    const auto nikos = store.addProfile(QStringLiteral("  Νίκος "));
    QVERIFY(nikos);
    QVERIFY(*nikos != *eleni);

    // A taken name (after trimming) and an empty one are refused, and nothing is added.
    QVERIFY(!store.addProfile(QStringLiteral("Ελένη ")));
    QVERIFY2(store.lastError().contains(QStringLiteral("a profile named \"Ελένη\" already exists")),
             qPrintable(store.lastError()));
    QVERIFY(store.lastError().startsWith(QDir::toNativeSeparators(path)));
    QVERIFY(!store.addProfile(QStringLiteral("   ")));
    QVERIFY(store.lastError().contains(QStringLiteral("needs a name")));

    QVariantList list = store.profiles();
    QCOMPARE(list.size(), 2);
    QCOMPARE(list[0].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Ελένη"));
    QCOMPARE(list[0].toMap().value(QStringLiteral("created")).toDateTime(), utc("2026-11-22T10:00:00.000Z"));
    QCOMPARE(list[1].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Νίκος"));
    QCOMPARE(list[1].toMap().value(QStringLiteral("created")).toDateTime(), utc("2026-11-22T10:05:00.000Z"));
    QCOMPARE(scalar(path, QStringLiteral("SELECT created FROM profiles WHERE id = %1").arg(*nikos)).toString(),
             QStringLiteral("2026-11-22T10:05:00.000Z"));

    // Rename: to a free name yes, to a taken one no, an unknown id no.
    QVERIFY2(store.renameProfile(*eleni, QStringLiteral("Ελένη Π.")), qPrintable(store.lastError()));
    QVERIFY(store.lastError().isEmpty());
    QVERIFY(!store.renameProfile(*eleni, QStringLiteral("Νίκος")));
    QVERIFY(store.lastError().contains(QStringLiteral("already exists")));
    QVERIFY(store.renameProfile(*eleni, QStringLiteral("Ελένη Π."))); // its own name is not "taken"
    QVERIFY(!store.renameProfile(999, QStringLiteral("Κανείς")));
    QVERIFY(store.lastError().contains(QStringLiteral("no profile 999")));
    list = store.profiles();
    QCOMPARE(list[0].toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Ελένη Π."));

    QVERIFY(store.removeProfile(*nikos));
    QCOMPARE(store.profiles().size(), 1);
    QVERIFY(!store.removeProfile(*nikos));
    QVERIFY(store.lastError().contains(QStringLiteral("no profile")));
}

void TestStudyStore::removingAProfileCascades()
{
    FakeClock clock;
    const QString path = freshPath();
    StudyStore store(path, clock.fn());
    QVERIFY(store.open());
    const qint64 eleni = *store.addProfile(QStringLiteral("Ελένη"));
    const qint64 nikos = *store.addProfile(QStringLiteral("Νίκος"));
    for (qint64 profile : {eleni, nikos}) {
        const auto session = store.startSession(profile, QStringLiteral("custom"), {QStringLiteral("craps.roll")}, 1);
        QVERIFY(session);
        QVERIFY(store.addAnswer(profile, answer(*session, QStringLiteral("craps.roll"), true, 2000, {}, 0,
                                                QStringLiteral("craps"))));
        QVERIFY(store.addAnswer(profile, answer(*session, QStringLiteral("craps.roll"), false, 9000, {}, 1,
                                                QStringLiteral("craps"))));
        QVERIFY(store.setTargetMs(profile, QStringLiteral("craps.roll"), 3000));
    }
    QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM answers")).toInt(), 4);

    QVERIFY(store.removeProfile(eleni));
    QVERIFY(store.sessions(eleni).isEmpty());
    QVERIFY(store.answers(eleni, QStringLiteral("craps"), QStringLiteral("craps.roll")).isEmpty());
    QCOMPARE(store.targetMs(eleni, QStringLiteral("craps.roll"), 7000), 7000);
    QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM answers")).toInt(), 2);
    QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM sessions")).toInt(), 1);
    QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM targets")).toInt(), 1);
    // The other trainee keeps everything.
    QCOMPARE(store.answers(nikos, QStringLiteral("craps"), QStringLiteral("craps.roll")).size(), 2);
    QCOMPARE(store.targetMs(nikos, QStringLiteral("craps.roll"), 7000), 3000);
}

void TestStudyStore::sessionsAndAnswersRoundTrip()
{
    FakeClock clock;
    StudyStore store(freshPath(), clock.fn());
    QVERIFY(store.open());
    const qint64 eleni = *store.addProfile(QStringLiteral("Ελένη"));
    const qint64 nikos = *store.addProfile(QStringLiteral("Νίκος"));

    clock.now = utc("2026-11-22T10:00:00.000Z");
    const auto first = store.startSession(eleni, QStringLiteral("curriculum"),
                                          {QStringLiteral("baccarat.total"), QStringLiteral("baccarat.draw")}, 2);
    QVERIFY2(first, qPrintable(store.lastError()));
    clock.now = utc("2026-11-22T10:00:04.250Z");
    QVERIFY(store.addAnswer(eleni, answer(*first, QStringLiteral("baccarat.draw"), true, 4250,
                                          QStringLiteral("banker:5:4"), 17)));
    clock.now = utc("2026-11-22T10:00:12.000Z");
    QVERIFY(store.addAnswer(eleni, answer(*first, QStringLiteral("baccarat.draw"), false, 7750,
                                          QStringLiteral("player:5"), 3)));
    clock.now = utc("2026-11-22T10:00:15.000Z");
    QVERIFY(store.addAnswer(eleni, answer(*first, QStringLiteral("baccarat.total"), true, 3000)));

    // Running: no end yet, the counts already there.
    SessionRecord running = store.sessions(eleni).first();
    QVERIFY(!running.ended.isValid());
    QCOMPARE(running.answered, 3);
    QCOMPARE(running.correct, 2);

    clock.now = utc("2026-11-22T10:20:00.000Z");
    QVERIFY(store.finishSession(*first, 140, 2));

    clock.now = utc("2026-11-22T18:00:00.000Z");
    const auto second = store.startSession(eleni, QStringLiteral("custom"), {QStringLiteral("craps.roll")}, 3);
    QVERIFY(second);

    // An answer for a session of another profile is refused and not written.
    QVERIFY(!store.addAnswer(nikos, answer(*first, QStringLiteral("baccarat.draw"), true, 1000)));
    QVERIFY2(store.lastError().contains(QStringLiteral("has no session")), qPrintable(store.lastError()));
    QVERIFY(!store.finishSession(9999, 1, 1));
    QVERIFY(!store.startSession(9999, QStringLiteral("custom"), {}, 1));
    QVERIFY(store.lastError().contains(QStringLiteral("no profile 9999")));

    const QList<SessionRecord> sessions = store.sessions(eleni);
    QCOMPARE(sessions.size(), 2);
    // Newest first.
    QCOMPARE(sessions[0].id, *second);
    QCOMPARE(sessions[0].plan, QStringLiteral("custom"));
    QCOMPARE(sessions[0].topics, QStringLiteral("craps.roll"));
    QCOMPARE(sessions[0].level, 3);
    QCOMPARE(sessions[0].started, utc("2026-11-22T18:00:00.000Z"));
    QVERIFY(!sessions[0].ended.isValid());
    const SessionRecord &s = sessions[1];
    QCOMPARE(s.id, *first);
    QCOMPARE(s.plan, QStringLiteral("curriculum"));
    QCOMPARE(s.topics, QStringLiteral("baccarat.total,baccarat.draw"));
    QCOMPARE(s.level, 2);
    QCOMPARE(s.started, utc("2026-11-22T10:00:00.000Z"));
    QCOMPARE(s.ended, utc("2026-11-22T10:20:00.000Z"));
    QCOMPARE(s.answered, 3);
    QCOMPARE(s.correct, 2);
    QCOMPARE(s.points, 140);
    QCOMPARE(s.bestStreak, 2);
    QVERIFY(store.sessions(nikos).isEmpty());

    const QList<StudyAnswer> draw = store.answers(eleni, QStringLiteral("punto-banco"), QStringLiteral("baccarat.draw"));
    QCOMPARE(draw.size(), 2);
    QCOMPARE(draw[0].sessionId, *first);
    QCOMPARE(draw[0].game, QStringLiteral("punto-banco"));
    QCOMPARE(draw[0].topic, QStringLiteral("baccarat.draw"));
    QCOMPARE(draw[0].cell, 17);
    QCOMPARE(draw[0].cellKey, QStringLiteral("banker:5:4"));
    QVERIFY(draw[0].correct);
    QCOMPARE(draw[0].elapsedMs, 4250);
    QCOMPARE(draw[0].at, utc("2026-11-22T10:00:04.250Z"));
    QCOMPARE(draw[1].cell, 3);
    QCOMPARE(draw[1].cellKey, QStringLiteral("player:5"));
    QVERIFY(!draw[1].correct);
    QCOMPARE(draw[1].elapsedMs, 7750);
    QCOMPARE(draw[1].at, utc("2026-11-22T10:00:12.000Z"));
    // Another game's answers on the same topic are not mixed in.
    QVERIFY(store.answers(eleni, QStringLiteral("chemin-de-fer"), QStringLiteral("baccarat.draw")).isEmpty());
}

void TestStudyStore::failedWriteRollsBack()
{
    FakeClock clock;
    const QString path = freshPath();
    StudyStore store(path, clock.fn());
    QVERIFY(store.open());
    const qint64 eleni = *store.addProfile(QStringLiteral("Ελένη"));
    const qint64 session = *store.startSession(eleni, QStringLiteral("custom"), {QStringLiteral("baccarat.draw")}, 1);
    QVERIFY(store.addAnswer(eleni, answer(session, QStringLiteral("baccarat.draw"), true, 1000)));

    // Make the second statement of addAnswer (the INSERT) fail after the first
    // (the session's counts) has run: the counts must be rolled back with it.
    QVERIFY(runSql(path, QStringLiteral("CREATE TRIGGER refuse BEFORE INSERT ON answers WHEN NEW.game = 'boom'"
                                        " BEGIN SELECT RAISE(ABORT, 'refused by the test'); END;\n")));
    QVERIFY(!store.addAnswer(eleni, answer(session, QStringLiteral("baccarat.draw"), true, 1000, {}, 0,
                                           QStringLiteral("boom"))));
    QVERIFY2(store.lastError().contains(QStringLiteral("refused by the test")), qPrintable(store.lastError()));
    QVERIFY(store.lastError().startsWith(QDir::toNativeSeparators(path)));
    const SessionRecord s = store.sessions(eleni).first();
    QCOMPARE(s.answered, 1);
    QCOMPARE(s.correct, 1);
    QCOMPARE(scalar(path, QStringLiteral("SELECT COUNT(*) FROM answers")).toInt(), 1);
    // The store goes on working after a rollback.
    QVERIFY(store.addAnswer(eleni, answer(session, QStringLiteral("baccarat.draw"), false, 1000)));
    QCOMPARE(store.sessions(eleni).first().answered, 2);
}

void TestStudyStore::daysGroupByUtcDay()
{
    FakeClock clock;
    StudyStore store(freshPath(), clock.fn());
    QVERIFY(store.open());
    const qint64 eleni = *store.addProfile(QStringLiteral("Ελένη"));
    const qint64 nikos = *store.addProfile(QStringLiteral("Νίκος"));
    const qint64 session = *store.startSession(eleni, QStringLiteral("custom"), {}, 1);
    const qint64 other = *store.startSession(nikos, QStringLiteral("custom"), {}, 1);

    const QTimeZone athens(2 * 3600); // a clock in Athens winter time: stored as UTC
    struct Row
    {
        QDateTime at;
        const char *topic;
        bool correct;
        qint64 ms;
    };
    const QList<Row> rows = {
        // 21 Nov 23:30 in Athens is 21:30 UTC.
        {QDateTime(QDate(2026, 11, 21), QTime(23, 30), athens), "baccarat.draw", true, 1200},
        {utc("2026-11-21T23:59:59.500Z"), "baccarat.draw", true, 1001},
        // Midnight UTC: the next day.
        {utc("2026-11-22T00:00:00.000Z"), "baccarat.draw", false, 5000},
        {utc("2026-11-22T00:10:00.000Z"), "baccarat.draw", true, 3000},
        // 22 Nov 01:30 in Athens is still 21 Nov 23:30 UTC.
        {QDateTime(QDate(2026, 11, 22), QTime(1, 30), athens), "baccarat.total", true, 800},
    };
    for (const Row &r : rows) {
        clock.now = r.at;
        QVERIFY(store.addAnswer(eleni, answer(session, QString::fromLatin1(r.topic), r.correct, r.ms)));
    }
    clock.now = utc("2026-11-22T00:10:00.000Z");
    QVERIFY(store.addAnswer(nikos, answer(other, QStringLiteral("baccarat.draw"), true, 10)));

    const QList<DayFigures> days = store.days(eleni);
    QCOMPARE(days.size(), 3);
    // 21 Nov, draw: two right answers, (1200 + 1001) / 2 = 1100.5 → 1101 ms.
    QCOMPARE(days[0].day, QDate(2026, 11, 21));
    QCOMPARE(days[0].topic, QStringLiteral("baccarat.draw"));
    QCOMPARE(days[0].answered, 2);
    QCOMPARE(days[0].correct, 2);
    QCOMPARE(days[0].meanMs, 1101);
    QCOMPARE(days[1].day, QDate(2026, 11, 21));
    QCOMPARE(days[1].topic, QStringLiteral("baccarat.total"));
    QCOMPARE(days[1].answered, 1);
    QCOMPARE(days[1].correct, 1);
    QCOMPARE(days[1].meanMs, 800);
    // 22 Nov, draw: the wrong 5000 ms answer counts as answered, not in the mean.
    QCOMPARE(days[2].day, QDate(2026, 11, 22));
    QCOMPARE(days[2].topic, QStringLiteral("baccarat.draw"));
    QCOMPARE(days[2].answered, 2);
    QCOMPARE(days[2].correct, 1);
    QCOMPARE(days[2].meanMs, 3000);
}

void TestStudyStore::personalBests()
{
    FakeClock clock;
    StudyStore store(freshPath(), clock.fn());
    QVERIFY(store.open());
    const qint64 eleni = *store.addProfile(QStringLiteral("Ελένη"));
    const qint64 nikos = *store.addProfile(QStringLiteral("Νίκος"));
    const QString draw = QStringLiteral("baccarat.draw");
    const QString total = QStringLiteral("baccarat.total");
    const QString roll = QStringLiteral("craps.roll");

    const qint64 s1 = *store.startSession(eleni, QStringLiteral("curriculum"), {draw, total}, 1);
    QVERIFY(store.addAnswer(eleni, answer(s1, draw, true, 2500)));
    QVERIFY(store.addAnswer(eleni, answer(s1, draw, false, 900))); // fast but wrong: not a best
    QVERIFY(store.addAnswer(eleni, answer(s1, total, true, 700)));
    QVERIFY(store.finishSession(s1, 120, 4));
    const qint64 s2 = *store.startSession(eleni, QStringLiteral("custom"), {draw}, 2);
    QVERIFY(store.addAnswer(eleni, answer(s2, draw, true, 1800)));
    QVERIFY(store.finishSession(s2, 90, 7));
    // Still running: its answers count, its (zero) score does not.
    const qint64 s3 = *store.startSession(eleni, QStringLiteral("custom"), {roll}, 1);
    QVERIFY(store.addAnswer(eleni, answer(s3, roll, true, 4000, {}, 0, QStringLiteral("craps"))));
    // Another trainee's better figures are not hers.
    const qint64 n1 = *store.startSession(nikos, QStringLiteral("custom"), {draw}, 1);
    QVERIFY(store.addAnswer(nikos, answer(n1, draw, true, 300)));
    QVERIFY(store.finishSession(n1, 500, 20));

    const QVariantMap bests = store.personalBests(eleni);
    QCOMPARE(bests.keys(), (QStringList{draw, total, roll}));
    auto expect = [&](const QString &topic, int points, int streak, qint64 fastest) {
        const QVariantMap b = bests.value(topic).toMap();
        QCOMPARE(b.value(QStringLiteral("bestPoints")).toInt(), points);
        QCOMPARE(b.value(QStringLiteral("bestStreak")).toInt(), streak);
        QCOMPARE(b.value(QStringLiteral("fastestMs")).toLongLong(), fastest);
    };
    // draw: sessions s1 (120, 4) and s2 (90, 7) → 120 and 7; right answers 2500, 1800 → 1800.
    expect(draw, 120, 7, 1800);
    // total: only s1 → 120, 4; one right answer 700.
    expect(total, 120, 4, 700);
    // roll: no finished session; one right answer 4000.
    expect(roll, 0, 0, 4000);
}

void TestStudyStore::heatMap()
{
    FakeClock clock;
    StudyStore store(freshPath(), clock.fn());
    QVERIFY(store.open());
    const qint64 eleni = *store.addProfile(QStringLiteral("Ελένη"));
    const qint64 nikos = *store.addProfile(QStringLiteral("Νίκος"));
    const qint64 s = *store.startSession(eleni, QStringLiteral("custom"), {}, 1);
    const qint64 n = *store.startSession(nikos, QStringLiteral("custom"), {}, 1);
    const QString draw = QStringLiteral("baccarat.draw");

    QVERIFY(store.addAnswer(eleni, answer(s, draw, true, 2000, QStringLiteral("banker:5:4"))));
    QVERIFY(store.addAnswer(eleni, answer(s, draw, false, 6000, QStringLiteral("banker:5:4"))));
    QVERIFY(store.addAnswer(eleni, answer(s, draw, true, 3001, QStringLiteral("banker:5:4"))));
    QVERIFY(store.addAnswer(eleni, answer(s, draw, false, 4000, QStringLiteral("player:5"))));
    QVERIFY(store.addAnswer(eleni, answer(s, draw, true, 1000, QStringLiteral("banker:3:8"),
                                          0, QStringLiteral("chemin-de-fer"))));
    // Not in the map: no key, another topic, another trainee.
    QVERIFY(store.addAnswer(eleni, answer(s, draw, false, 1000)));
    QVERIFY(store.addAnswer(eleni, answer(s, QStringLiteral("craps.roll"), false, 1000, QStringLiteral("place-6:6"),
                                          0, QStringLiteral("craps"))));
    QVERIFY(store.addAnswer(nikos, answer(n, draw, false, 1000, QStringLiteral("banker:5:4"))));

    const QVariantMap map = store.heatMap(eleni, draw);
    QCOMPARE(map.keys(), (QStringList{QStringLiteral("banker:3:8"), QStringLiteral("banker:5:4"),
                                      QStringLiteral("player:5")}));
    const QVariantMap b54 = map.value(QStringLiteral("banker:5:4")).toMap();
    QCOMPARE(b54.value(QStringLiteral("attempts")).toInt(), 3);
    QCOMPARE(b54.value(QStringLiteral("correct")).toInt(), 2);
    QCOMPARE(b54.value(QStringLiteral("meanMs")).toLongLong(), 2501); // (2000 + 3001) / 2 = 2500.5
    // The cell's parts by name, as baccarat.draw reads its own key: the views never split it.
    QCOMPARE(b54.value(QStringLiteral("cell")).toMap(),
             (QVariantMap{{QStringLiteral("hand"), QStringLiteral("banker")},
                          {QStringLiteral("total"), QStringLiteral("5")},
                          {QStringLiteral("third"), QStringLiteral("4")}}));
    const QVariantMap p5 = map.value(QStringLiteral("player:5")).toMap();
    QCOMPARE(p5.value(QStringLiteral("attempts")).toInt(), 1);
    QCOMPARE(p5.value(QStringLiteral("correct")).toInt(), 0);
    QCOMPARE(p5.value(QStringLiteral("meanMs")).toLongLong(), 0);
    QCOMPARE(map.value(QStringLiteral("banker:3:8")).toMap().value(QStringLiteral("attempts")).toInt(), 1);
}

void TestStudyStore::targetMs_data()
{
    QTest::addColumn<QList<qint64>>("sets"); ///< triples: profile index, topic index, ms
    QTest::addColumn<qint64>("expected");    ///< for profile 0, topic 0, fallback 6000

    QTest::newRow("no target set: the fallback") << QList<qint64>{} << qint64(6000);
    QTest::newRow("a target set overrides the fallback") << QList<qint64>{0, 0, 4000} << qint64(4000);
    QTest::newRow("set twice: the last one counts") << QList<qint64>{0, 0, 4000, 0, 0, 2500} << qint64(2500);
    QTest::newRow("another topic's target does not apply") << QList<qint64>{0, 1, 4000} << qint64(6000);
    QTest::newRow("another profile's target does not apply") << QList<qint64>{1, 0, 4000} << qint64(6000);
    QTest::newRow("a refused target (0 ms) leaves the last one") << QList<qint64>{0, 0, 4000, 0, 0, 0} << qint64(4000);
    QTest::newRow("a refused target (negative) leaves the fallback") << QList<qint64>{0, 0, -5} << qint64(6000);
}

void TestStudyStore::targetMs()
{
    QFETCH(QList<qint64>, sets);
    QFETCH(qint64, expected);

    FakeClock clock;
    StudyStore store(freshPath(), clock.fn());
    QVERIFY(store.open());
    const qint64 profiles[] = {*store.addProfile(QStringLiteral("Ελένη")), *store.addProfile(QStringLiteral("Νίκος"))};
    const QString topics[] = {QStringLiteral("baccarat.draw"), QStringLiteral("baccarat.total")};
    for (qsizetype i = 0; i + 2 < sets.size(); i += 3) {
        const bool ok = store.setTargetMs(profiles[sets[i]], topics[sets[i + 1]], sets[i + 2]);
        QCOMPARE(ok, sets[i + 2] > 0);
        if (!ok)
            QVERIFY2(store.lastError().contains(QStringLiteral("not a positive time")), qPrintable(store.lastError()));
    }
    QCOMPARE(store.targetMs(profiles[0], topics[0], 6000), expected);
    QVERIFY(!store.setTargetMs(12345, topics[0], 3000));
    QVERIFY(store.lastError().contains(QStringLiteral("no profile 12345")));
}

void TestStudyStore::studyDatabaseForQml()
{
    const QString path = freshPath();
    qputenv("CROUPIER_STUDY_DB", QFile::encodeName(path));
    StudyDatabase *db = StudyDatabase::instance();
    QCOMPARE(StudyDatabase::create(nullptr, nullptr), db);
    QVERIFY(db->store());
    QCOMPARE(db->path(), path);
    QVERIFY(db->ready());
    QCOMPARE(db->error(), QString());

    QSignalSpy changed(db, &StudyDatabase::changed);
    QSignalSpy errorChanged(db, &StudyDatabase::errorChanged);
    const qint64 eleni = db->addProfile(QStringLiteral("Ελένη"));
    QVERIFY(eleni > 0);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(db->addProfile(QStringLiteral("Ελένη")), -1);
    QCOMPARE(changed.size(), 1);
    QVERIFY(db->error().contains(QStringLiteral("already exists")));
    QCOMPARE(errorChanged.size(), 1);
    QVERIFY(db->renameProfile(eleni, QStringLiteral("Ελένη Π.")));
    QCOMPARE(db->error(), QString());
    QCOMPARE(changed.size(), 2);
    QCOMPARE(db->profiles().first().toMap().value(QStringLiteral("name")).toString(), QStringLiteral("Ελένη Π."));

    QVERIFY(db->setTargetMs(eleni, QStringLiteral("baccarat.draw"), 3500));
    QCOMPARE(db->targetMs(eleni, QStringLiteral("baccarat.draw"), 6000), 3500);
    QCOMPARE(db->targetMs(eleni, QStringLiteral("baccarat.total"), 6000), 6000);

    // The session class writes through store(); the pages read maps.
    StudyStore *store = db->store();
    const qint64 s = *store->startSession(eleni, QStringLiteral("custom"), {QStringLiteral("baccarat.draw")}, 1);
    QVERIFY(store->addAnswer(eleni, answer(s, QStringLiteral("baccarat.draw"), true, 2000, QStringLiteral("player:3"))));
    QVERIFY(store->finishSession(s, 25, 1));
    const QVariantList sessions = db->sessions(eleni);
    QCOMPARE(sessions.size(), 1);
    const QVariantMap first = sessions.first().toMap();
    QCOMPARE(first.value(QStringLiteral("topics")).toStringList(), QStringList{QStringLiteral("baccarat.draw")});
    QCOMPARE(first.value(QStringLiteral("running")).toBool(), false);
    QCOMPARE(first.value(QStringLiteral("points")).toInt(), 25);
    QCOMPARE(first.value(QStringLiteral("answered")).toInt(), 1);
    const QVariantList days = db->days(eleni);
    QCOMPARE(days.size(), 1);
    QCOMPARE(days.first().toMap().value(QStringLiteral("day")).toString(),
             store->answers(eleni, QStringLiteral("punto-banco"), QStringLiteral("baccarat.draw"))
                 .first().at.date().toString(Qt::ISODate));
    QCOMPARE(days.first().toMap().value(QStringLiteral("meanMs")).toLongLong(), 2000);
    QCOMPARE(db->heatMap(eleni, QStringLiteral("baccarat.draw")).keys(), QStringList{QStringLiteral("player:3")});
    QCOMPARE(db->personalBests(eleni).value(QStringLiteral("baccarat.draw")).toMap().value(QStringLiteral("bestPoints")).toInt(), 25);

    // A refused file keeps the one in use.
    const QString bad = m_dir.filePath(QStringLiteral("not-a-db.txt"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("hello\n");
    f.close();
    QVERIFY(!db->openAt(bad));
    QVERIFY(db->error().contains(QDir::toNativeSeparators(bad)));
    QCOMPARE(db->path(), path);
    QCOMPARE(db->profiles().size(), 1);

    // The pace of free play (issue 17, item 5): the profile's own, kept as a round's time.
    QCOMPARE(db->paceTarget(eleni, QStringLiteral("craps")), 0); // none set: the game's counts
    QVERIFY(db->setPaceTarget(eleni, QStringLiteral("craps"), 70));
    QCOMPARE(db->paceTarget(eleni, QStringLiteral("craps")), 70);
    QCOMPARE(db->targetMs(eleni, QStringLiteral("pace.craps"), 0), 51'429); // 3 600 000 / 70, to the ms
    QCOMPARE(db->paceTarget(eleni, QStringLiteral("blackjack")), 0);
    QVERIFY(!db->setPaceTarget(eleni, QStringLiteral("roulette"), 70));
    QVERIFY(db->error().contains(QStringLiteral("roulette")));
    QVERIFY(!db->setPaceTarget(eleni, QStringLiteral("craps"), 0));
    QCOMPARE(db->paceTarget(eleni, QStringLiteral("craps")), 70);

    // The profile in use: only one of the file's, its name said with it.
    db->setActiveProfile(0); // whatever an earlier run kept in the test's settings
    QSignalSpy activeChanged(db, &StudyDatabase::activeProfileChanged);
    const int revision = db->revision();
    db->setActiveProfile(eleni);
    QCOMPARE(db->activeProfile(), eleni);
    QCOMPARE(db->activeProfileName(), QStringLiteral("Ελένη Π."));
    QVERIFY(activeChanged.size() >= 1);
    db->setActiveProfile(eleni + 100);
    QCOMPARE(db->activeProfile(), 0);
    QCOMPARE(db->activeProfileName(), QString());
    db->setActiveProfile(eleni);

    QVERIFY(db->removeProfile(eleni));
    QVERIFY(db->revision() > revision);
    QCOMPARE(db->activeProfile(), 0); // removed: no longer in use
    QVERIFY(db->profiles().isEmpty());
    QVERIFY(db->sessions(eleni).isEmpty());
}

// The schedule's settings (issue 19): each out of its range is refused naming the
// field, and what was stored stays.
void TestStudyStore::scheduleSettingsOutOfRange_data()
{
    QTest::addColumn<int>("retention");
    QTest::addColumn<int>("newPerDay");
    QTest::addColumn<int>("timeScale");
    QTest::addColumn<QString>("message");
    QTest::newRow("retention under 70 %") << 690 << 20 << 100 << QStringLiteral("retention 690 ‰ is outside 700–970 ‰");
    QTest::newRow("retention over 97 %") << 980 << 20 << 100 << QStringLiteral("retention 980 ‰ is outside 700–970 ‰");
    QTest::newRow("negative new cells") << 900 << -1 << 100 << QStringLiteral("-1 new cells a day is outside 0–200");
    QTest::newRow("a time scale under ×1") << 900 << 20 << 50 << QStringLiteral("time scale 50 % is neither 0 (off) nor 100–1000 %");
    QTest::newRow("a time scale over ×10") << 900 << 20 << 1100 << QStringLiteral("time scale 1100 % is neither 0 (off) nor 100–1000 %");
}

void TestStudyStore::scheduleSettingsOutOfRange()
{
    QFETCH(int, retention);
    QFETCH(int, newPerDay);
    QFETCH(int, timeScale);
    QFETCH(QString, message);
    FakeClock clock;
    StudyStore store(QStringLiteral(":memory:"), clock.fn());
    QVERIFY2(store.open(), qPrintable(store.lastError()));
    const qint64 profile = *store.addProfile(QStringLiteral("Ελένη"));
    QVERIFY(store.setScheduleSettings(profile, {950, 5, 1000}));
    QVERIFY(!store.setScheduleSettings(profile, {retention, newPerDay, timeScale}));
    QVERIFY2(store.lastError().contains(message), qPrintable(store.lastError()));
    QCOMPARE(store.scheduleSettings(profile), (ScheduleSettings{950, 5, 1000}));
}


// Spot the error (issue 18, item 4): the detection rate and mean delay per kind. Six
// rounds worked by hand: short-pay stopped twice (800 and 1,600 ms) and missed once:
// 2 of 3, mean 1,200 ms; past-posting stopped before its step once (a false alarm, not
// a detection): 0 of 1, no delay; two clean rounds, one stopped: 1 false alarm.
void TestStudyStore::spotFigures()
{
    FakeClock clock;
    StudyStore store(freshPath(), clock.fn());
    QVERIFY(store.open());
    const qint64 eleni = *store.addProfile(QStringLiteral("Ελένη"));
    const qint64 nikos = *store.addProfile(QStringLiteral("Νίκος"));
    const QString craps = QStringLiteral("craps");
    const auto add = [&](qint64 who, const char *kind, bool detected, bool falseAlarm, qint64 delay) {
        QVERIFY2(store.addSpot(who, {craps, QString::fromLatin1(kind), detected, falseAlarm, delay, detected, false, {}}),
                 qPrintable(store.lastError()));
    };
    add(eleni, "short-pay", true, false, 800);
    add(eleni, "short-pay", true, false, 1600);
    add(eleni, "short-pay", false, false, 0);
    add(eleni, "past-posting", false, true, 0);
    add(eleni, "none", false, false, 0);
    add(eleni, "none", false, true, 0);
    add(nikos, "short-pay", false, false, 0);   // another trainee's: not counted
    const QList<SpotFigures> f = store.spotFigures(eleni);
    QCOMPARE(f.size(), 3);   // by kind: none, past-posting, short-pay
    QCOMPARE(f[0].kind, QStringLiteral("none"));
    QCOMPARE(f[0].rounds, 2);
    QCOMPARE(f[0].falseAlarms, 1);
    QCOMPARE(f[1].kind, QStringLiteral("past-posting"));
    QCOMPARE(f[1].detected, 0);
    QCOMPARE(f[1].falseAlarms, 1);
    QCOMPARE(f[1].meanDelayMs, 0);
    QCOMPARE(f[2].kind, QStringLiteral("short-pay"));
    QCOMPARE(f[2].rounds, 3);
    QCOMPARE(f[2].detected, 2);
    QCOMPARE(f[2].meanDelayMs, 1200);
    QCOMPARE(f[2].kindsRight, 2);
    QCOMPARE(f[2].remediesRight, 0);
    // Nothing to record without a kind; nothing recorded for a profile that is not there.
    QVERIFY(!store.addSpot(eleni, {craps, QString(), true, false, 0, true, true, {}}));
    QVERIFY(!store.addSpot(12345, {craps, QStringLiteral("short-pay"), true, false, 0, true, true, {}}));
    QCOMPARE(store.spotFigures(12345).size(), 0);
}

// ---- the classroom server (issue 19, item 7) -----------------------------------

void TestStudyStore::registrationNumbers()
{
    FakeClock clock;
    StudyStore store(QStringLiteral(":memory:"), clock.fn());
    QVERIFY2(store.open(), qPrintable(store.lastError()));
    const qint64 eleni = *store.addProfile(QStringLiteral("Ελένη"));
    const qint64 nikos = *store.addProfile(QStringLiteral("Νίκος"));
    QVERIFY(!store.setRegistration(eleni, QStringLiteral("   ")));
    QVERIFY2(store.lastError().contains(QLatin1String("1 to 100 characters")), qPrintable(store.lastError()));
    QVERIFY(!store.setRegistration(eleni, QString(101, QLatin1Char('7'))));
    QVERIFY(!store.setRegistration(999, QStringLiteral("Σ-1")));
    QVERIFY2(store.lastError().contains(QLatin1String("no profile 999")), qPrintable(store.lastError()));
    QVERIFY2(store.setRegistration(eleni, QStringLiteral("Σ-1")), qPrintable(store.lastError()));
    // One profile per number: another profile is refused, and named.
    QVERIFY(!store.setRegistration(nikos, QStringLiteral(" Σ-1")));
    QVERIFY2(store.lastError().contains(QStringLiteral("\"Ελένη\" has it already")), qPrintable(store.lastError()));
    QCOMPARE(store.registration(nikos), QString());
    QCOMPARE(store.profileByRegistration(QStringLiteral("Σ-1")), std::optional<qint64>(eleni));
    QCOMPARE(store.profileByRegistration(QStringLiteral("Σ-2")), std::nullopt);
}

void TestStudyStore::classroomRoundTrip()
{
    // Station A: a session of three answers, a round of spot the error, the settings.
    FakeClock clockA;
    StudyStore a(QStringLiteral(":memory:"), clockA.fn());
    QVERIFY2(a.open(), qPrintable(a.lastError()));
    const qint64 maria = *a.addProfile(QStringLiteral("Μαρία"));
    QVERIFY(a.setRegistration(maria, QStringLiteral("Σ-17")));
    clockA.now = utc("2026-11-23T09:00:00.000Z");
    const qint64 s1 = *a.startSession(maria, QStringLiteral("today"), {QStringLiteral("baccarat.draw")}, 2);
    clockA.now = utc("2026-11-23T09:00:05.000Z");
    QVERIFY(a.addAnswer(maria, answer(s1, QStringLiteral("baccarat.draw"), false, 6100, QStringLiteral("banker:5:4"), 17)));
    clockA.now = utc("2026-11-23T09:00:09.500Z");
    QVERIFY(a.addAnswer(maria, answer(s1, QStringLiteral("baccarat.draw"), true, 3900, QStringLiteral("banker:5:4"), 17)));
    clockA.now = utc("2026-11-23T09:00:12.000Z");
    QVERIFY(a.addAnswer(maria, answer(s1, QStringLiteral("baccarat.total"), true, 2400, {}, 3)));
    clockA.now = utc("2026-11-23T09:10:00.000Z");
    QVERIFY(a.finishSession(s1, 35, 2));
    QVERIFY(a.addSpot(maria, {QStringLiteral("craps"), QStringLiteral("short-pay"), true, false, 1200, true, false, {}}));
    QVERIFY(a.setScheduleSettings(maria, {850, 10, 300}));
    QVERIFY(a.setTargetMs(maria, QStringLiteral("baccarat.draw"), 4500));
    // Session begun, 3 answers, session finished, 1 spot, the settings.
    QCOMPARE(a.pendingCount(maria), 7);

    FakeServer server;
    QCOMPARE(a.pushPending(maria, server.send()), 7);
    QCOMPARE(a.pendingCount(maria), 0);
    QCOMPARE(a.pushPending(maria, server.send()), 0);   // nothing twice
    QStringList kinds;
    for (const ClassroomRecord &r : server.records)
        kinds << r.kind;
    // Sessions before their answers, finishes after them: the order another station replays.
    QCOMPARE(kinds, (QStringList{QStringLiteral("session"), QStringLiteral("answer"), QStringLiteral("answer"),
                                 QStringLiteral("answer"), QStringLiteral("finish"), QStringLiteral("spot"),
                                 QStringLiteral("settings")}));
    QCOMPARE(server.records[1].at, utc("2026-11-23T09:00:05.000Z"));   // the answer's own time

    // Station B: the same trainee, who has never studied there, gets the same history.
    FakeClock clockB;
    clockB.now = utc("2026-11-24T08:00:00.000Z");
    StudyStore b(QStringLiteral(":memory:"), clockB.fn());
    QVERIFY2(b.open(), qPrintable(b.lastError()));
    const qint64 there = *b.addProfile(QStringLiteral("Μαρία"));
    QVERIFY(b.setRegistration(there, QStringLiteral("Σ-17")));
    int refused = -1;
    QVERIFY2(b.applyRecords(there, server.after(b.pulledUpTo(there)), &refused), qPrintable(b.lastError()));
    QCOMPARE(refused, 0);
    QCOMPARE(b.pulledUpTo(there), server.records.back().serverId);
    QCOMPARE(b.pendingCount(there), 0);   // nothing to send back
    const QList<StudyAnswer> fromA = a.answers(maria);
    const QList<StudyAnswer> atB = b.answers(there);
    QCOMPARE(atB.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(atB[i].game, fromA[i].game);
        QCOMPARE(atB[i].topic, fromA[i].topic);
        QCOMPARE(atB[i].cell, fromA[i].cell);
        QCOMPARE(atB[i].cellKey, fromA[i].cellKey);
        QCOMPARE(atB[i].correct, fromA[i].correct);
        QCOMPARE(atB[i].elapsedMs, fromA[i].elapsedMs);
        QCOMPARE(atB[i].at, fromA[i].at);
    }
    const SessionRecord session = b.sessions(there).value(0);
    QCOMPARE(session.started, utc("2026-11-23T09:00:00.000Z"));
    QCOMPARE(session.ended, utc("2026-11-23T09:10:00.000Z"));
    QCOMPARE(session.plan, QStringLiteral("today"));
    QCOMPARE(session.level, 2);
    QCOMPARE(session.answered, 3);
    QCOMPARE(session.correct, 2);
    QCOMPARE(session.points, 35);
    QCOMPARE(session.bestStreak, 2);
    QCOMPARE(b.spotFigures(there).value(0).detected, 1);
    QCOMPARE(b.scheduleSettings(there), (ScheduleSettings{850, 10, 300}));
    QCOMPARE(b.targetMs(there, QStringLiteral("baccarat.draw"), 0), 4500);
    // Read again: nothing applied twice.
    QVERIFY(b.applyRecords(there, server.records, &refused));
    QCOMPARE(b.answers(there).size(), 3);

    // B studies on; A reads B's session and not its own back.
    const qint64 s2 = *b.startSession(there, QStringLiteral("today"), {QStringLiteral("baccarat.draw")}, 2);
    QVERIFY(b.addAnswer(there, answer(s2, QStringLiteral("baccarat.draw"), true, 3000, QStringLiteral("banker:5:4"), 17)));
    QCOMPARE(b.pendingCount(there), 2);   // the session begun, its answer
    QCOMPARE(b.pushPending(there, server.send()), 2);
    QVERIFY(a.applyRecords(maria, server.after(a.pulledUpTo(maria)), &refused));
    QCOMPARE(refused, 0);
    QCOMPARE(a.answers(maria).size(), 4);
    QCOMPARE(a.sessions(maria).size(), 2);
    QCOMPARE(a.pendingCount(maria), 0);

    // A's settings change: sent once, as one record.
    QVERIFY(a.setScheduleSettings(maria, {900, 20, 100}));
    QCOMPARE(a.pendingCount(maria), 1);
    QCOMPARE(a.pushPending(maria, server.send()), 1);
    QCOMPARE(server.records.back().kind, QStringLiteral("settings"));
    QVERIFY(b.applyRecords(there, server.after(b.pulledUpTo(there)), &refused));
    QCOMPARE(b.scheduleSettings(there), (ScheduleSettings{900, 20, 100}));
}

void TestStudyStore::classroomSendStopsWhereTheServerFails()
{
    FakeClock clock;
    StudyStore store(QStringLiteral(":memory:"), clock.fn());
    QVERIFY2(store.open(), qPrintable(store.lastError()));
    const qint64 p = *store.addProfile(QStringLiteral("Ελένη"));
    const qint64 s = *store.startSession(p, QStringLiteral("custom"), {QStringLiteral("baccarat.total")}, 1);
    for (int i = 0; i < 4; ++i)
        QVERIFY(store.addAnswer(p, answer(s, QStringLiteral("baccarat.total"), true, 2000, {}, i)));
    FakeServer server;
    server.failFrom = 3;   // the session and two answers reach it; then it goes away
    QCOMPARE(store.pushPending(p, server.send()), 3);
    QCOMPARE(store.pendingCount(p), 2);
    server.failFrom = -1;  // back
    QCOMPARE(store.pushPending(p, server.send()), 2);
    QCOMPARE(store.pendingCount(p), 0);
    QCOMPARE(server.records.size(), 5);
    QStringList cells;
    for (const ClassroomRecord &r : server.records.mid(1))
        cells << QString::number(QJsonDocument::fromJson(r.body).object().value(QStringLiteral("cell")).toInt());
    QCOMPARE(cells, (QStringList{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
}

void TestStudyStore::classroomRefusesRecordsThatDoNotRead_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("validTime");

    // Each record after a valid session (server id 1): what STUDY.md's "Kept on the
    // classroom server" allows, one field wrong at a time.
    const QByteArray good = R"({"session":1,"game":"punto-banco","topic":"baccarat.draw","cell":17,"cellKey":"banker:5:4","correct":true,"elapsedMs":3900})";
    QTest::newRow("a valid answer (control)") << "answer" << good << true;
    QTest::newRow("not JSON") << "answer" << QByteArray("{\"session\":1,") << false;
    QTest::newRow("an array") << "answer" << QByteArray("[1,2]") << true;
    QTest::newRow("answer: unknown topic") << "answer" << QByteArray(good).replace("baccarat.draw", "baccarat.nope") << true;
    QTest::newRow("answer: a cell key its topic does not read")
        << "answer" << QByteArray(good).replace("banker:5:4", "<font size=7>CALL THE OFFICE</font>") << true;
    QTest::newRow("answer: unknown game") << "answer" << QByteArray(good).replace("punto-banco", "roulette") << true;
    QTest::newRow("answer: a session never sent") << "answer" << QByteArray(good).replace("\"session\":1", "\"session\":77") << true;
    QTest::newRow("answer: negative time") << "answer" << QByteArray(good).replace("3900", "-1") << true;
    QTest::newRow("answer: a cell of 17.5") << "answer" << QByteArray(good).replace("17,", "17.5,") << true;
    QTest::newRow("answer: correct as text") << "answer" << QByteArray(good).replace("true", "\"yes\"") << true;
    QTest::newRow("answer: no time of its own") << "answer" << good << false;
    QTest::newRow("finish: points as text") << "finish" << QByteArray(R"({"session":1,"points":"35","bestStreak":2})") << true;
    QTest::newRow("spot: no flags") << "spot" << QByteArray(R"({"game":"craps","kind":"short-pay","delayMs":1})") << true;
    QTest::newRow("settings: retention 1000 ‰") << "settings" << QByteArray(R"({"retention":1000,"newPerDay":20,"timeScale":100})") << true;
    QTest::newRow("settings: a target of 0 ms") << "settings" << QByteArray(R"({"targets":{"baccarat.draw":0}})") << true;
    QTest::newRow("an unknown kind") << "payout" << QByteArray("{}") << true;
}

void TestStudyStore::classroomRefusesRecordsThatDoNotRead()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, body);
    QFETCH(bool, validTime);

    FakeClock clock;
    StudyStore store(QStringLiteral(":memory:"), clock.fn());
    QVERIFY2(store.open(), qPrintable(store.lastError()));
    const qint64 p = *store.addProfile(QStringLiteral("Ελένη"));
    const QDateTime at = utc("2026-11-23T09:00:00.000Z");
    const QList<ClassroomRecord> records{
        {1, QStringLiteral("session"), R"({"plan":"today","topics":"baccarat.draw","level":2})", at},
        {2, kind, body, validTime ? at.addSecs(5) : QDateTime()},
    };
    int refused = -1;
    QVERIFY2(store.applyRecords(p, records, &refused), qPrintable(store.lastError()));
    const bool control = QByteArray(QTest::currentDataTag()).contains("control");
    QCOMPARE(refused, control ? 0 : 1);
    QCOMPARE(store.sessions(p).size(), 1);   // the good record is applied all the same
    QCOMPARE(store.answers(p).size(), control ? 1 : 0);
    QCOMPARE(store.sessions(p).value(0).answered, control ? 1 : 0);
    QCOMPARE(store.scheduleSettings(p), ScheduleSettings{});
    QCOMPARE(store.pulledUpTo(p), 2);   // read past, not read again
}

QTEST_GUILESS_MAIN(TestStudyStore)
#include "tst_studystore.moc"
