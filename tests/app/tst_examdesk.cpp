// ExamDesk (issue 8): the instructor's session. Refusals before login, the wait
// after wrong passphrases, the form's bad values named by their labels, an exam
// authored from two sections and from a question bank (a wrong key refused with
// its line, nothing saved), results read back, and a signed CSV export that
// verifies unchanged and says "edited" after one byte is flipped.
#include "exam/ExamDesk.h"
#include "exam/ExamFile.h"
#include "exam/ExamReports.h"
#include "exam/ExamStore.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace croupier;

namespace {

const QString kPassphrase = QStringLiteral("cards on the felt");

/// The author form of a Punto Banco exam: 6 third-card and 4 payout questions.
QVariantMap twoSections(const QString &id)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("title"), QStringLiteral("Third card and payouts")},
            {QStringLiteral("language"), QStringLiteral("en")},
            {QStringLiteral("seed"), QStringLiteral("11")},
            {QStringLiteral("decks"), 8},
            {QStringLiteral("chipUnit"), QStringLiteral("1")},
            {QStringLiteral("payTable"), QStringLiteral("punto-banco")},
            {QStringLiteral("timeLimitMinutes"), 20},
            {QStringLiteral("secondsPerQuestion"), 0},
            {QStringLiteral("passMark"), 80},
            {QStringLiteral("feedback"), QStringLiteral("end")},
            {QStringLiteral("sections"),
             QVariantList{QVariantMap{{QStringLiteral("topic"), QStringLiteral("baccarat.draw")},
                                      {QStringLiteral("game"), QStringLiteral("punto-banco")},
                                      {QStringLiteral("count"), 6},
                                      {QStringLiteral("level"), 2}},
                          QVariantMap{{QStringLiteral("topic"), QStringLiteral("baccarat.payout")},
                                      {QStringLiteral("game"), QStringLiteral("punto-banco")},
                                      {QStringLiteral("count"), 4},
                                      {QStringLiteral("level"), 2}}}}};
}

QString fixture(const QString &name)
{
    return QStringLiteral(CROUPIER_FIXTURES "/exam/") + name;
}

} // namespace

class TestExamDesk : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    /// A fresh SQLite database in the temporary directory.
    std::unique_ptr<ExamStore> freshStore()
    {
        ++m_files;
        DatabaseLocation where;
        where.path = m_dir.filePath(QStringLiteral("exams-%1.sqlite").arg(m_files));
        auto store = std::make_unique<ExamStore>(where, m_dir.filePath(QStringLiteral("outbox-%1.sqlite").arg(m_files)));
        if (!store->open())
            qFatal("cannot open the exam store: %s", qPrintable(store->lastError()));
        return store;
    }
    /// A desk on @p store, its passphrase set and logged in.
    static void logIn(ExamDesk &desk, ExamStore &store)
    {
        desk.setStore(&store);
        QVERIFY2(desk.setPassphrase(QString(), kPassphrase), qPrintable(desk.error()));
        QVERIFY2(desk.login(kPassphrase), qPrintable(desk.error()));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qunsetenv("CROUPIER_EXAM_PASSPHRASE");
    }

    void refusedBeforeLogin_data()
    {
        QTest::addColumn<QString>("action");
        QTest::newRow("the exam list is the instructor's") << "exams";
        QTest::newRow("creating an exam needs the login") << "create";
        QTest::newRow("a preview needs the login") << "preview";
        QTest::newRow("exporting results needs the secret") << "exportCsv";
        QTest::newRow("checking a file needs the secret") << "verifyFile";
        QTest::newRow("results are the instructor's") << "results";
        QTest::newRow("the answer key is the instructor's") << "writeSheet";
    }
    void refusedBeforeLogin()
    {
        QFETCH(QString, action);
        auto store = freshStore();
        ExamDesk desk;
        desk.setStore(store.get());
        QVERIFY(desk.setPassphrase(QString(), kPassphrase));
        const QString csv = m_dir.filePath(QStringLiteral("refused.csv"));
        if (action == QLatin1String("exams"))
            QVERIFY(desk.exams().isEmpty());
        else if (action == QLatin1String("create"))
            QVERIFY(desk.create(twoSections(QStringLiteral("refused"))).isEmpty());
        else if (action == QLatin1String("preview"))
            QCOMPARE(desk.preview(twoSections(QStringLiteral("refused"))).value(QStringLiteral("ok")).toBool(), false);
        else if (action == QLatin1String("exportCsv"))
            QVERIFY(!desk.exportCsv(QStringLiteral("refused"), csv));
        else if (action == QLatin1String("verifyFile"))
            QCOMPARE(desk.verifyFile(csv), QStringLiteral("Log in as the instructor first."));
        else if (action == QLatin1String("results"))
            QVERIFY(desk.results(QStringLiteral("refused")).isEmpty());
        else if (action == QLatin1String("writeSheet"))
            QVERIFY(!desk.writeSheet(QStringLiteral("refused"), m_dir.filePath(QStringLiteral("key.pdf")), true));
        QCOMPARE(desk.error(), QStringLiteral("Log in as the instructor first."));
        QVERIFY(!QFile::exists(csv));
        QVERIFY(store->exams().isEmpty());
    }

    void passphraseAndWait()
    {
        auto store = freshStore();
        ExamDesk desk;
        desk.setStore(store.get());
        QVERIFY(!desk.hasPassphrase());
        QVERIFY(!desk.setPassphrase(QString(), QStringLiteral("short")));
        QCOMPARE(desk.error(), QStringLiteral("The passphrase must have at least 8 characters."));
        QVERIFY(desk.setPassphrase(QString(), kPassphrase));
        QVERIFY(desk.hasPassphrase());
        QVERIFY(!desk.loggedIn());
        // ExamStore.h: a wait of 1 s after the third wrong try.
        for (int i = 0; i < 3; ++i)
            QVERIFY(!desk.login(QStringLiteral("wrong passphrase")));
        QVERIFY(!desk.loggedIn());
        QCOMPARE(desk.waitSeconds(), 1);
        // While it lasts, even the right passphrase is not looked at.
        QVERIFY(!desk.login(kPassphrase));
        QVERIFY(desk.error().startsWith(QStringLiteral("Wait ")));
        QTRY_COMPARE_WITH_TIMEOUT(desk.waitSeconds(), 0, 3000);
        QVERIFY2(desk.login(kPassphrase), qPrintable(desk.error()));
        QVERIFY(desk.loggedIn());
        desk.logout();
        QVERIFY(!desk.loggedIn());
        QVERIFY(desk.exams().isEmpty());
        QCOMPARE(desk.error(), QStringLiteral("Log in as the instructor first."));
    }

    void badFieldNamed_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("value");
        QTest::addColumn<QString>("errorStart");
        QTest::newRow("pass mark 0 names the pass mark") << "passMark" << QVariant(0) << "Pass mark: ";
        QTest::newRow("decks in words name the decks") << "decks" << QVariant(QStringLiteral("six")) << "Decks: ";
        QTest::newRow("five decks at baccarat name the decks (art. 15 §1)") << "decks" << QVariant(5) << "Decks: ";
        QTest::newRow("a grouped chip names the chip unit") << "chipUnit" << QVariant(QStringLiteral("1,5")) << "Chip unit: ";
        QTest::newRow("craps is no pay table") << "payTable" << QVariant(QStringLiteral("craps")) << "Pay table: ";
        QTest::newRow("3 s per question is too short") << "secondsPerQuestion" << QVariant(3) << "Seconds per question: ";
        QTest::newRow("a seed in words names the seed") << "seed" << QVariant(QStringLiteral("seven")) << "Seed: ";
        QTest::newRow("an id with a space names the id") << "id" << QVariant(QStringLiteral("my exam")) << "Exam id: ";
        QTest::newRow("an empty title names the title") << "title" << QVariant(QString()) << "Title: ";
        QTest::newRow("an unknown feedback names it") << "feedback" << QVariant(QStringLiteral("always")) << "Feedback: ";
    }
    void badFieldNamed()
    {
        QFETCH(QString, key);
        QFETCH(QVariant, value);
        QFETCH(QString, errorStart);
        auto store = freshStore();
        ExamDesk desk;
        logIn(desk, *store);
        QVariantMap spec = twoSections(QStringLiteral("bad"));
        spec.insert(key, value);
        QVERIFY(desk.create(spec).isEmpty());
        QVERIFY2(desk.error().startsWith(errorStart), qPrintable(desk.error()));
        QVERIFY(store->exams().isEmpty());
    }

    void badSectionNamed()
    {
        auto store = freshStore();
        ExamDesk desk;
        logIn(desk, *store);
        QVariantMap spec = twoSections(QStringLiteral("bad"));
        QVariantList sections = spec.value(QStringLiteral("sections")).toList();
        QVariantMap second = sections.at(1).toMap();
        second.insert(QStringLiteral("count"), 0);
        sections[1] = second;
        spec.insert(QStringLiteral("sections"), sections);
        QVERIFY(desk.create(spec).isEmpty());
        QVERIFY2(desk.error().startsWith(QStringLiteral("Section 2, questions: ")), qPrintable(desk.error()));
    }

    void authorTwoSections()
    {
        auto store = freshStore();
        ExamDesk desk;
        logIn(desk, *store);
        const QVariantMap preview = desk.preview(twoSections(QStringLiteral("pb-1")));
        QVERIFY2(preview.value(QStringLiteral("ok")).toBool(), qPrintable(desk.error()));
        QCOMPARE(preview.value(QStringLiteral("questions")).toInt(), 10);
        const QVariantList topics = preview.value(QStringLiteral("topics")).toList();
        QCOMPARE(topics.size(), 2);
        QCOMPARE(topics.at(0).toMap().value(QStringLiteral("topic")).toString(), QStringLiteral("baccarat.draw"));
        QCOMPARE(topics.at(0).toMap().value(QStringLiteral("count")).toInt(), 6);
        QCOMPARE(topics.at(1).toMap().value(QStringLiteral("topic")).toString(), QStringLiteral("baccarat.payout"));
        QCOMPARE(topics.at(1).toMap().value(QStringLiteral("count")).toInt(), 4);
        QCOMPARE(preview.value(QStringLiteral("prompts")).toList().size(), 5);
        // A preview saves nothing.
        QVERIFY(store->exams().isEmpty());

        QSignalSpy saved(&desk, &ExamDesk::examsChanged);
        const QString file = m_dir.filePath(QStringLiteral("pb-1.exam.json"));
        QCOMPARE(desk.create(twoSections(QStringLiteral("pb-1")), file), QStringLiteral("pb-1"));
        QCOMPARE(saved.count(), 1);
        QVERIFY(QFile::exists(file));
        const QVariantList exams = desk.exams();
        QCOMPARE(exams.size(), 1);
        QCOMPARE(exams.at(0).toMap().value(QStringLiteral("id")).toString(), QStringLiteral("pb-1"));
        QCOMPARE(exams.at(0).toMap().value(QStringLiteral("questions")).toInt(), 10);
        QCOMPARE(exams.at(0).toMap().value(QStringLiteral("attempts")).toInt(), 0);
        // The same id again is refused, naming the field; nothing changes.
        QVERIFY(desk.create(twoSections(QStringLiteral("pb-1"))).isEmpty());
        QVERIFY2(desk.error().startsWith(QStringLiteral("Exam id: ")), qPrintable(desk.error()));
        QCOMPARE(store->exams().size(), 1);
        // The sheet and the key.
        QVERIFY2(desk.writeSheet(QStringLiteral("pb-1"), m_dir.filePath(QStringLiteral("sheet.pdf")), false),
                 qPrintable(desk.error()));
        QVERIFY2(desk.writeSheet(QStringLiteral("pb-1"), m_dir.filePath(QStringLiteral("key.pdf")), true),
                 qPrintable(desk.error()));
        QVERIFY(QFile(m_dir.filePath(QStringLiteral("key.pdf"))).size() > 0);
    }

    void openExamFileOnAnotherStation()
    {
        // Station 1 authors and saves the exam file; station 2 (another database)
        // opens it. A damaged copy and another exam under the same id are refused,
        // and station 2's database keeps what it had.
        auto first = freshStore();
        ExamDesk author;
        logIn(author, *first);
        const QString file = m_dir.filePath(QStringLiteral("shared.exam.json"));
        QCOMPARE(author.create(twoSections(QStringLiteral("shared")), file), QStringLiteral("shared"));

        auto second = freshStore();
        ExamDesk station;
        QVERIFY(station.openExamFile(file).isEmpty()); // not logged in
        logIn(station, *second);
        QVERIFY(station.openExamFile(QString()).isEmpty());
        QCOMPARE(station.error(), QStringLiteral("Give the exam file to open."));

        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray bytes = in.readAll();
        in.close();
        const QString damaged = m_dir.filePath(QStringLiteral("damaged.exam.json"));
        QByteArray edited = bytes;
        edited.replace("\"pass_mark\": 80", "\"pass_mark\": 50");
        QVERIFY(edited != bytes);
        QFile out(damaged);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(edited);
        out.close();
        QVERIFY(station.openExamFile(damaged).isEmpty());
        QVERIFY2(station.error().contains(QStringLiteral("checksum")), qPrintable(station.error()));
        QVERIFY(second->exams().isEmpty());

        QCOMPARE(station.openExamFile(file), QStringLiteral("shared"));
        QCOMPARE(second->exams().size(), 1);
        // The same exam, stored signed by this station's instructor key (issue 14):
        // the instructor is told whose key signed the file.
        const auto unsignedPart = [](const QByteArray &f) { return f.left(f.indexOf(",\n \"signature\"")); };
        QCOMPARE(unsignedPart(*second->examFile(QStringLiteral("shared"))),
                 unsignedPart(*first->examFile(QStringLiteral("shared"))));
        QVERIFY2(station.notice().contains(QStringLiteral("signed by another instructor's key")), qPrintable(station.notice()));
        // Opening it again is harmless; another exam under the same id is refused.
        QCOMPARE(station.openExamFile(file), QStringLiteral("shared"));
        QVariantMap other = twoSections(QStringLiteral("shared"));
        other.insert(QStringLiteral("seed"), QStringLiteral("12"));
        auto third = freshStore();
        ExamDesk elsewhere;
        logIn(elsewhere, *third);
        const QString otherFile = m_dir.filePath(QStringLiteral("other.exam.json"));
        QCOMPARE(elsewhere.create(other, otherFile), QStringLiteral("shared"));
        QVERIFY(station.openExamFile(otherFile).isEmpty());
        QVERIFY2(station.error().startsWith(QStringLiteral("Exam id: ")), qPrintable(station.error()));
        QCOMPARE(unsignedPart(*second->examFile(QStringLiteral("shared"))),
                 unsignedPart(*first->examFile(QStringLiteral("shared"))));
    }

    // Issue 14, item 5: the exam stored in the database is signed by the desk's key.
    // A trainee who owns the file sets its pass mark to 1 % and makes the checksum
    // again: refused while the signature is there; removed, the results page says the
    // exam is not signed; signed with a key of the trainee's own, refused.
    void storedExamIsSigned()
    {
        auto store = freshStore();
        ExamDesk desk;
        logIn(desk, *store);
        QCOMPARE(desk.create(twoSections(QStringLiteral("signed-1"))), QStringLiteral("signed-1"));
        const QByteArray original = *store->examFile(QStringLiteral("signed-1"));
        QVERIFY(original.contains("\"signature\": \"ed25519:"));
        QCOMPARE(desk.examInfo(QStringLiteral("signed-1")).value(QStringLiteral("unsigned")).toBool(), false);

        QString error;
        std::optional<Exam> exam = ExamFile::read(original, QStringLiteral("signed-1"), &error);
        QVERIFY2(exam, qPrintable(error));
        exam->spec.passMarkPercent = 1;
        const QByteArray unsignedForgery = ExamFile::write(*exam);
        const QByteArray signature = original.mid(original.indexOf(",\n \"signature\""));
        const QByteArray keptSignature = unsignedForgery.left(unsignedForgery.lastIndexOf("\"}")) + "\"" + signature;
        const QByteArray forgersSignature = ExamFile::write(*exam, "a trainee's own secret, 32 bytes.");

        const auto storeFile = [&](const QByteArray &bytes) {
            const QString name = QStringLiteral("trainee");
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
                db.setDatabaseName(store->location().path);
                QVERIFY(db.open());
                QSqlQuery q(db);
                q.prepare(QStringLiteral("UPDATE exams SET file = ? WHERE id = 'signed-1'"));
                q.addBindValue(QString::fromUtf8(bytes));
                QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
            }
            QSqlDatabase::removeDatabase(name);
        };
        storeFile(keptSignature);
        QVERIFY(desk.examInfo(QStringLiteral("signed-1")).isEmpty());
        QVERIFY2(desk.error().contains(QStringLiteral("signature: the exam was changed after it was signed")), qPrintable(desk.error()));
        storeFile(forgersSignature);
        QVERIFY(desk.examInfo(QStringLiteral("signed-1")).isEmpty());
        QVERIFY2(desk.error().contains(QStringLiteral("signed by another key than this instructor's")), qPrintable(desk.error()));
        storeFile(unsignedForgery);
        const QVariantMap info = desk.examInfo(QStringLiteral("signed-1"));
        QCOMPARE(info.value(QStringLiteral("passMark")).toInt(), 1);
        QCOMPARE(info.value(QStringLiteral("unsigned")).toBool(), true);
        storeFile(original);
        QCOMPARE(desk.examInfo(QStringLiteral("signed-1")).value(QStringLiteral("passMark")).toInt(), 80);
    }

    void importBank()
    {
        auto store = freshStore();
        ExamDesk desk;
        logIn(desk, *store);
        QVariantMap spec = twoSections(QStringLiteral("bank-1"));
        spec.remove(QStringLiteral("sections"));
        // Line 2 of the fixture keys 3H 3C as 7; the rules give 3 + 3 = 6.
        QVariantMap result = desk.importBank(fixture(QStringLiteral("bank-wrong-line2.jsonl")), spec);
        QCOMPARE(result.value(QStringLiteral("id")).toString(), QString());
        const QVariantList problems = result.value(QStringLiteral("problems")).toList();
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems.at(0).toMap().value(QStringLiteral("line")).toInt(), 2);
        QVERIFY2(problems.at(0).toMap().value(QStringLiteral("message")).toString().contains(QLatin1String("line 2")),
                 qPrintable(problems.at(0).toMap().value(QStringLiteral("message")).toString()));
        QVERIFY2(desk.error().contains(QLatin1String("bank-wrong-line2.jsonl")), qPrintable(desk.error()));
        QVERIFY(store->exams().isEmpty());
        // The right bank: its three questions.
        result = desk.importBank(fixture(QStringLiteral("bank-right.jsonl")), spec);
        QCOMPARE(result.value(QStringLiteral("id")).toString(), QStringLiteral("bank-1"));
        QVERIFY(desk.bankProblems().isEmpty());
        QCOMPARE(desk.examInfo(QStringLiteral("bank-1")).value(QStringLiteral("questions")).toInt(), 3);
        QCOMPARE(desk.examInfo(QStringLiteral("bank-1")).value(QStringLiteral("source")).toString(), QStringLiteral("bank"));
        // A file that is not there is named.
        result = desk.importBank(m_dir.filePath(QStringLiteral("none.jsonl")), spec);
        QVERIFY2(desk.error().contains(QLatin1String("none.jsonl")), qPrintable(desk.error()));
    }

    void resultsAndSignedExport()
    {
        auto store = freshStore();
        ExamDesk desk;
        logIn(desk, *store);
        QCOMPARE(desk.create(twoSections(QStringLiteral("pb-2"))), QStringLiteral("pb-2"));
        // Eleni answers all 10, questions 3 and 8 (0-based 2, 7) timed out: 8 of 10 = 80 %,
        // passed at 80 (8 × 100 ≥ 80 × 10). 2 s each: 16 s on the right ones, 20 s in all.
        const auto attempt = store->startOrResume(QStringLiteral("pb-2"), QStringLiteral("Eleni"),
                                                  QStringLiteral("2025-001"), QStringLiteral("station-1"));
        QVERIFY(attempt.has_value());
        const QVariantList plain = desk.results(QStringLiteral("pb-2"));
        QCOMPARE(plain.size(), 1);
        QCOMPARE(plain.at(0).toMap().value(QStringLiteral("answered")).toInt(), 0);
        QCOMPARE(plain.at(0).toMap().value(QStringLiteral("finished")).toBool(), false);
        QString error;
        const std::optional<Exam> exam = ExamFile::read(*store->examFile(QStringLiteral("pb-2")), QStringLiteral("pb-2"), &error);
        QVERIFY2(exam.has_value(), qPrintable(error));
        for (int i = 0; i < 10; ++i) {
            AnswerRecord a;
            a.attemptId = attempt->id;
            a.index = i;
            a.correct = i != 2 && i != 7;
            // The key's own answer when right; a timed-out one when wrong.
            a.givenJson = a.correct ? QByteArray::fromStdString(exam->questions[std::size_t(i)].answer.dump())
                                    : QByteArrayLiteral("null");
            a.elapsedMs = 2000;
            a.at = QDateTime::currentDateTimeUtc();
            QVERIFY(store->recordAnswer(a));
        }
        QVERIFY(store->finishAttempt(attempt->id));

        const QVariantList rows = desk.results(QStringLiteral("pb-2"));
        QCOMPARE(rows.size(), 1);
        const QVariantMap row = rows.at(0).toMap();
        QCOMPARE(row.value(QStringLiteral("name")).toString(), QStringLiteral("Eleni"));
        QCOMPARE(row.value(QStringLiteral("id")).toString(), QStringLiteral("2025-001"));
        // A timed-out question (null) counts as not answered (ExamAnswer::given).
        QCOMPARE(row.value(QStringLiteral("answered")).toInt(), 8);
        QCOMPARE(row.value(QStringLiteral("score")).toInt(), 8);
        QCOMPARE(row.value(QStringLiteral("percent")).toInt(), 80);
        QCOMPARE(row.value(QStringLiteral("passed")).toBool(), true);
        QCOMPARE(row.value(QStringLiteral("totalMs")).toLongLong(), 16000);
        QCOMPARE(row.value(QStringLiteral("questions")).toInt(), 10);
        QCOMPARE(row.value(QStringLiteral("finished")).toBool(), true);
        QCOMPARE(row.value(QStringLiteral("questionList")).toList().size(), 10);
        const QVariantMap third = row.value(QStringLiteral("questionList")).toList().at(2).toMap();
        QCOMPARE(third.value(QStringLiteral("answered")).toBool(), false);
        QCOMPARE(third.value(QStringLiteral("timedOut")).toBool(), true);
        QCOMPARE(third.value(QStringLiteral("elapsedMs")).toLongLong(), 2000);
        // Issue 17: the instructor reads each question: its prompt, the answer given and
        // the key in words (never JSON), right or wrong.
        QCOMPARE(third.value(QStringLiteral("prompt")).toString(), QString::fromStdString(exam->questions[2].prompt));
        QVERIFY(!third.value(QStringLiteral("prompt")).toString().isEmpty());
        QCOMPARE(third.value(QStringLiteral("givenText")).toString(), QString()); // timed out: no answer
        const QVariantList questionList = row.value(QStringLiteral("questionList")).toList();
        for (int i = 0; i < 10; ++i) {
            const QVariantMap q = questionList.at(i).toMap();
            const QString key = q.value(QStringLiteral("keyText")).toString();
            QVERIFY2(!key.isEmpty() && !key.contains(QLatin1Char('{')), qPrintable(key));
            if (q.value(QStringLiteral("correct")).toBool())   // the key's own answer was given
                QCOMPARE(q.value(QStringLiteral("givenText")).toString(), key);
        }
        QCOMPARE(row.value(QStringLiteral("topics")).toList().size(), 2);
        QCOMPARE(desk.exams().at(0).toMap().value(QStringLiteral("attempts")).toInt(), 1);

        const QString csv = m_dir.filePath(QStringLiteral("pb-2-results.csv"));
        QVERIFY2(desk.exportCsv(QStringLiteral("pb-2"), csv), qPrintable(desk.error()));
        QCOMPARE(desk.verifyFile(csv), ExamReports::verifyMessage(ExamReports::Signature::Valid, QStringLiteral("pb-2-results.csv")));
        // Issue 17: the signature beside, not a row; answers in words; the .sig itself may be chosen.
        QVERIFY(QFile::exists(csv + QStringLiteral(".sig")));
        {
            QFile written(csv);
            QVERIFY(written.open(QIODevice::ReadOnly));
            const QByteArray rows = written.readAll();
            QVERIFY(!rows.contains("croupier-signature"));
            QVERIFY(!rows.contains('{'));
        }
        QCOMPARE(desk.verifyFile(csv + QStringLiteral(".sig")),
                 ExamReports::verifyMessage(ExamReports::Signature::Valid, QStringLiteral("pb-2-results.csv")));
        // A CSV exported before, with its signature as its last line and no .sig: still checked.
        const QString old = m_dir.filePath(QStringLiteral("old-results.csv"));
        {
            // The old file is the rows with the signature line after them: the same
            // MAC over the same bytes, so the .sig's line appended.
            QFile in(csv);
            QFile sig(csv + QStringLiteral(".sig"));
            QVERIFY(in.open(QIODevice::ReadOnly));
            QVERIFY(sig.open(QIODevice::ReadOnly));
            QFile out(old);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(in.readAll() + sig.readAll());
        }
        QCOMPARE(desk.verifyFile(old), ExamReports::verifyMessage(ExamReports::Signature::Valid, QStringLiteral("old-results.csv")));
        const QString pdf = m_dir.filePath(QStringLiteral("pb-2-results.pdf"));
        QVERIFY2(desk.exportPdf(QStringLiteral("pb-2"), pdf), qPrintable(desk.error()));
        QCOMPARE(desk.verifyFile(pdf), ExamReports::verifyMessage(ExamReports::Signature::Valid, QStringLiteral("pb-2-results.pdf")));

        // One byte of the CSV changed (the first "Eleni" becomes "Elena").
        QFile f(csv);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        const qsizetype at = bytes.indexOf("Eleni");
        QVERIFY(at >= 0);
        bytes[at + 4] = 'a';
        QVERIFY(f.seek(0));
        QCOMPARE(f.write(bytes), bytes.size());
        f.close();
        QCOMPARE(desk.verifyFile(csv), ExamReports::verifyMessage(ExamReports::Signature::Edited, QStringLiteral("pb-2-results.csv")));
        // Logged out, nothing is checked.
        desk.logout();
        QCOMPARE(desk.verifyFile(csv), QStringLiteral("Log in as the instructor first."));
    }

    // Issue 17: with no folder remembered, exports are offered in Documents
    // (QStandardPaths::DocumentsLocation: $HOME/Documents with no user-dirs file).
    void exportsDefaultToDocuments()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QVERIFY(QDir(home.path()).mkpath(QStringLiteral("Documents")));
        const QByteArray oldHome = qgetenv("HOME");
        const QByteArray oldConfig = qgetenv("XDG_CONFIG_HOME");
        qputenv("HOME", home.path().toLocal8Bit());
        qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toLocal8Bit()); // no user-dirs.dirs
        QSettings().remove(QStringLiteral("exams/folder")); // nothing remembered
        const ExamDesk desk;
        const QString path = desk.homePath(QStringLiteral("results.csv"));
        qputenv("HOME", oldHome);
        qputenv("XDG_CONFIG_HOME", oldConfig);
        QCOMPARE(path, QDir(home.filePath(QStringLiteral("Documents"))).filePath(QStringLiteral("results.csv")));
    }

    void demoOnlyInMemory()
    {
        // A real database is never given demo data.
        auto store = freshStore();
        ExamDesk desk;
        desk.setStore(store.get());
        QVERIFY(!desk.startDemo());
        QVERIFY(!store->hasPassphrase());
        QVERIFY(store->exams().isEmpty());
        // In memory: an exam and two trainees (ExamDesk::simulateTrainees): Μαρία answers
        // all 10 with question 4 timed out (9 of 10, passed at 80 %); Νίκος answers 6 with
        // questions 2 and 5 timed out (4 of 10, in progress).
        DatabaseLocation memory;
        memory.path = QStringLiteral(":memory:");
        ExamStore inMemory(memory, m_dir.filePath(QStringLiteral("outbox-demo.sqlite")));
        QVERIFY2(inMemory.open(), qPrintable(inMemory.lastError()));
        desk.setStore(&inMemory);
        QVERIFY2(desk.startDemo(), qPrintable(desk.error()));
        QVERIFY(desk.loggedIn());
        const QVariantList exams = desk.exams();
        QCOMPARE(exams.size(), 1);
        const QVariantList rows = desk.results(exams.at(0).toMap().value(QStringLiteral("id")).toString());
        // Six trainees, by name: Μαρία (index 3) and Νίκος (4) as before, and four
        // more who handed in so that the item analysis has a class.
        QCOMPARE(rows.size(), 6);
        const QVariantMap maria = rows.at(3).toMap();
        QCOMPARE(maria.value(QStringLiteral("name")).toString(), QStringLiteral("Μαρία Παπαδοπούλου"));
        QCOMPARE(maria.value(QStringLiteral("score")).toInt(), 9);
        QCOMPARE(maria.value(QStringLiteral("percent")).toInt(), 90);
        QCOMPARE(maria.value(QStringLiteral("passed")).toBool(), true);
        QCOMPARE(maria.value(QStringLiteral("finished")).toBool(), true);
        // Timed-out questions are not answered: 6 given, 2 of them timed out.
        const QVariantMap nikos = rows.at(4).toMap();
        QCOMPARE(nikos.value(QStringLiteral("answered")).toInt(), 4);
        QCOMPARE(nikos.value(QStringLiteral("score")).toInt(), 4);
        QCOMPARE(nikos.value(QStringLiteral("finished")).toBool(), false);
        // The demo's chains hold (they are written as a station writes them).
        for (const QVariant &row : rows)
            QCOMPARE(row.toMap().value(QStringLiteral("tampered")).toString(), QString());
        // The demo exam has forms per trainee (issue 14, item 8): pools of twice the
        // sections' 6 + 4 questions, each trainee asked the form of the seat in the
        // station's name. Seats 1 and 2 (Γιάννης, Ελένη), 2 and 3 (Ελένη, Μαρία), 6 and 7
        // (Σοφία, Νίκος) are neighbours: no question in common.
        const auto idsOf = [&rows](const QString &station) {
            QSet<QString> ids;
            for (const QVariant &row : rows)
                if (row.toMap().value(QStringLiteral("station")).toString() == station)
                    for (const QVariant &q : row.toMap().value(QStringLiteral("questionList")).toList())
                        ids.insert(q.toMap().value(QStringLiteral("id")).toString());
            return ids;
        };
        for (const auto &[a, b] : {std::pair{"station-01", "station-02"}, std::pair{"station-02", "station-03"},
                                   std::pair{"station-06", "station-07"}}) {
            const QSet<QString> left = idsOf(QLatin1String(a)), right = idsOf(QLatin1String(b));
            QCOMPARE(left.size(), 10);
            QCOMPARE(right.size(), 10);
            QVERIFY2(!left.intersects(right), qPrintable(QStringLiteral("%1 and %2 share a question").arg(a, b)));
        }
        QCOMPARE(rows.at(3).toMap().value(QStringLiteral("form")).toLongLong(), 3);   // Μαρία, station-03
        // Item analysis of the five who handed in, over the pool of 20: each sat 10
        // questions (50 in all) and got right, by the wrong lists of the demo, Μαρία
        // 9, Γιάννης 7, Ελένη 8, Κώστας 5 and Σοφία 10: 39.
        const QVariantMap items = desk.itemAnalysis(exams.at(0).toMap().value(QStringLiteral("id")).toString());
        QCOMPARE(items.value(QStringLiteral("sitters")).toInt(), 5);
        const QVariantList list = items.value(QStringLiteral("items")).toList();
        QCOMPARE(list.size(), 20);
        int asked = 0, right = 0;
        for (const QVariant &item : list) {
            asked += item.toMap().value(QStringLiteral("sitters")).toInt();
            right += item.toMap().value(QStringLiteral("right")).toInt();
        }
        QCOMPARE(asked, 50);
        QCOMPARE(right, 39);
    }

    void suggestedId()
    {
        ExamDesk desk;
        const QString date = QDate::currentDate().toString(Qt::ISODate);
        QCOMPARE(desk.suggestId(QStringLiteral("Punto Banco: payouts!")), QStringLiteral("punto-banco-payouts-") + date);
        QCOMPARE(desk.suggestId(QStringLiteral("Εξέταση Ιουνίου")), QStringLiteral("exetasi-iouniou-") + date);
        QCOMPARE(desk.suggestId(QStringLiteral("  ")), QStringLiteral("exam-") + date);
    }
};

QTEST_MAIN(TestExamDesk)
#include "tst_examdesk.moc"
