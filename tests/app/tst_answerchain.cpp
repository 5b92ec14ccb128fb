// The answers' chain (issue 14, item 3): a trainee who owns the station's SQLite
// file edits, deletes, reorders or adds answers after they were written; the
// instructor's desk finds each. Every row writes the same attempt the way a station
// does (ExamSitting): questions 1 and 2, the station stops (a second run begins),
// questions 3 and 4, handed in; then the row's SQL runs on the file, as a trainee
// with sqlite3 would, and the desk checks the chain with the instructor's secret.
// The expectations are worked from what the chain covers (AnswerChain.h): each
// answer's sequence, run, question, answer and time after the MAC before it; each
// run after the answer before it; the hand-in after the count and the last MAC.

#include "exam/AnswerChain.h"
#include "exam/Exam.h"
#include "exam/ExamFile.h"
#include "exam/ExamReports.h"
#include "exam/ExamSitting.h"
#include "exam/ExamStore.h"
#include "DrillSession.h"
#include "bank/TopicRegistry.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace croupier;

namespace {

const QString kPassphrase = QStringLiteral("κρουπιέρ του 2026");

} // namespace

class TestAnswerChain : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void desk_data();
    void desk();
    void keysOpenOnlyForTheirInstructor();

private:
    /// Runs @p statements on the file as another program would.
    static void runSql(const QString &path, const QStringList &statements);
    /// Sits the exam: two runs of a station, two answers each, handed in.
    void sit(ExamStore &store);

    QTemporaryDir m_dir;
    QString m_template;
    QByteArray m_secret;
    Exam m_exam;
};

void TestAnswerChain::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_template = m_dir.filePath(QStringLiteral("template.sqlite"));
    DatabaseLocation location;
    location.path = m_template;
    ExamStore store(location, m_dir.filePath(QStringLiteral("outbox.sqlite")));
    QVERIFY2(store.open(), qPrintable(store.lastError()));
    QVERIFY2(store.setPassphrase({}, kPassphrase), qPrintable(store.lastError()));
    const LoginResult login = store.login(kPassphrase);
    QVERIFY2(login.ok, qPrintable(login.error));
    m_secret = login.secret;
    QCOMPARE(store.instructorPublicKey(), AnswerChain::publicKey(m_secret));

    ExamSpec spec;
    spec.id = "chain";
    spec.title = "Chain";
    spec.language = "en";
    spec.seed = 11;
    spec.passMarkPercent = 50;
    spec.feedback = ExamFeedback::AtEnd;
    spec.sections = {ExamSection{"baccarat.total", Game::PuntoBanco, 4, 1}};
    m_exam = buildExam(spec, TopicRegistry::builtin(), [](Game, const Prompt &p, const std::string &) { return p.key; });
    QVERIFY(store.saveExam(QStringLiteral("chain"), QStringLiteral("Chain"), 4, ExamFile::write(m_exam)));
}

void TestAnswerChain::runSql(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("trainee-%1").arg(quintptr(&statements));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &sql : statements)
            QVERIFY2(q.exec(sql), qPrintable(sql + QStringLiteral(": ") + q.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

void TestAnswerChain::sit(ExamStore &store)
{
    const auto sitting = [&store] {
        auto s = std::make_unique<ExamSitting>();
        s->setStore(&store);
        s->setExamId(QStringLiteral("chain"));
        s->setTraineeName(QStringLiteral("Ελένη Ευαγγέλου"));
        s->setTraineeId(QStringLiteral("2026-007"));
        return s;
    };
    {
        auto s = sitting();
        QVERIFY2(s->start(), qPrintable(s->error()));
        QVERIFY2(s->submit(s->drill()->rightAnswer()), qPrintable(s->error() + s->drill()->inputError()));
        QVariantMap wrong = s->drill()->rightAnswer();
        wrong[QStringLiteral("total")] = QString::number((wrong.value(QStringLiteral("total")).toInt() + 1) % 10);
        QVERIFY(s->submit(wrong));
        // The station stops (kill -9): the sitting is gone without a word.
    }
    auto s = sitting();
    QVERIFY2(s->start(), qPrintable(s->error()));
    QCOMPARE(s->questionNumber(), 3);
    QVERIFY2(s->submit(s->drill()->rightAnswer()), qPrintable(s->error() + s->drill()->inputError()));
    QVERIFY2(s->submit(s->drill()->rightAnswer()), qPrintable(s->error() + s->drill()->inputError()));
    QVERIFY(s->reviewing()); // the last Next leads to the review (issue 17); the trainee hands in
    s->finish();
    QCOMPARE(s->state(), QStringLiteral("finished"));
}

void TestAnswerChain::desk_data()
{
    QTest::addColumn<QStringList>("before");     // SQL before the sitting
    QTest::addColumn<QStringList>("after");      // SQL after the hand-in
    QTest::addColumn<bool>("holds");
    QTest::addColumn<QList<int>>("questions");   // 1-based, named by the desk
    QTest::addColumn<QStringList>("mentions");   // in the desk's problems

    const QString other = QString::fromLatin1(AnswerChain::publicKey("a trainee's own secret, 32 bytes").toHex());
    const QString mac = QString::fromLatin1(QByteArray(32, '\x5a').toHex());

    QTest::newRow("untouched") << QStringList() << QStringList() << true << QList<int>() << QStringList();
    // The stored verdict is not in the chain: the score never reads it (item 1).
    QTest::newRow("verdict set to right") << QStringList() << QStringList{"UPDATE answers SET correct = 1"} << true
                                          << QList<int>() << QStringList();
    QTest::newRow("answer edited") << QStringList() << QStringList{"UPDATE answers SET given = '{\"total\": 9}' WHERE idx = 1"}
                                   << false << QList<int>{2} << QStringList{"question 2: changed after it was written"};
    QTest::newRow("time edited") << QStringList() << QStringList{"UPDATE answers SET elapsed_ms = 900 WHERE idx = 2"}
                                 << false << QList<int>{3} << QStringList{"question 3: changed"};
    // Question 2 gone: question 3 is the 3rd answer where the 2nd should be, and the
    // second run no longer follows the answer before it.
    QTest::newRow("answer deleted") << QStringList() << QStringList{"DELETE FROM answers WHERE idx = 1"} << false
                                    << QList<int>{3}
                                    << QStringList{"question 3: not in the order", "run 2 of the station does not follow",
                                                   "the hand-in does not match"};
    QTest::newRow("last answer deleted") << QStringList() << QStringList{"DELETE FROM answers WHERE idx = 3"} << false
                                         << QList<int>() << QStringList{"the hand-in does not match"};
    // The answers of questions 1 and 2 moved to each other's question.
    QTest::newRow("answers swapped") << QStringList()
                                     << QStringList{"UPDATE answers SET idx = 99 WHERE idx = 0",
                                                    "UPDATE answers SET idx = 0 WHERE idx = 1",
                                                    "UPDATE answers SET idx = 1 WHERE idx = 99"}
                                     << false << QList<int>{1, 2} << QStringList{"question 1: changed", "question 2: changed"};
    // Given in the other order: each MAC covers another answer before it, and
    // question 3 now follows question 1's answer instead of question 2's.
    QTest::newRow("order swapped") << QStringList()
                                   << QStringList{"UPDATE answers SET seq = 99 WHERE seq = 1",
                                                  "UPDATE answers SET seq = 1 WHERE seq = 2",
                                                  "UPDATE answers SET seq = 2 WHERE seq = 99"}
                                   << false << QList<int>{1, 2, 3}
                                   << QStringList{"question 1: changed", "question 2: changed", "question 3: changed"};
    QTest::newRow("answer added") << QStringList()
                                  << QStringList{QStringLiteral("INSERT INTO answers(attempt_id, idx, given, correct, elapsed_ms, at, seq,"
                                                                " segment, mac) SELECT attempt_id, 4, '{\"total\": 1}', 1, 500, at, 5,"
                                                                " 2, '%1' FROM answers WHERE idx = 0").arg(mac)}
                                  << false << QList<int>{5}
                                  << QStringList{"question 5: changed", "the hand-in does not match"};
    QTest::newRow("run's key replaced") << QStringList()
                                        << QStringList{QStringLiteral("UPDATE chain_segments SET sealed_key = '%1' WHERE segment = 1")
                                                           .arg(QString::fromLatin1(AnswerChain::seal(QByteArray(32, 'k'),
                                                                AnswerChain::publicKey("x")).toHex()))}
                                        << false << QList<int>() << QStringList{"run 1 of the station: its key is not sealed"};
    // The trainee puts a public key of their own in before sitting, to open the
    // runs' keys: the desk cannot open them with the instructor's.
    QTest::newRow("public key replaced") << QStringList{QStringLiteral("UPDATE instructor SET public_key = '%1'").arg(other)}
                                         << QStringList() << false << QList<int>()
                                         << QStringList{"run 1 of the station: its key is not sealed",
                                                        "run 2 of the station: its key is not sealed"};
    QTest::newRow("chain removed") << QStringList()
                                   << QStringList{"DELETE FROM chain_segments",
                                                  "UPDATE answers SET seq = 0, segment = 0, mac = ''",
                                                  "UPDATE attempts SET finish_mac = ''"}
                                   << false << QList<int>() << QStringList{"carry no chain"};
}

void TestAnswerChain::desk()
{
    QFETCH(QStringList, before);
    QFETCH(QStringList, after);
    QFETCH(bool, holds);
    QFETCH(QList<int>, questions);
    QFETCH(QStringList, mentions);

    const QString path = m_dir.filePath(QStringLiteral("%1.sqlite").arg(QString::fromLatin1(QTest::currentDataTag()).replace(' ', '-')));
    QFile::remove(path);
    QVERIFY(QFile::copy(m_template, path));
    runSql(path, before);
    DatabaseLocation location;
    location.path = path;
    {
        ExamStore store(location, m_dir.filePath(QStringLiteral("outbox.sqlite")));
        QVERIFY2(store.open(), qPrintable(store.lastError()));
        sit(store);
    }
    runSql(path, after);
    ExamStore store(location, m_dir.filePath(QStringLiteral("outbox.sqlite")));
    QVERIFY2(store.open(), qPrintable(store.lastError()));
    const QList<TraineeResult> results = collectResults(m_exam, store, m_secret);
    QCOMPARE(results.size(), 1);
    const AnswerChain::Check &chain = results[0].chain;
    QCOMPARE(store.segments(results[0].attempt.id).size(), after.contains(QStringLiteral("DELETE FROM chain_segments")) ? 0 : 2);
    QVERIFY2(chain.holds() == holds, qPrintable(chain.problems.join(QStringLiteral(" | "))));
    QList<int> named;
    for (int i : chain.questions)
        named << i + 1;
    QCOMPARE(named, questions);
    for (const QString &m : mentions)
        QVERIFY2(chain.problems.join(QStringLiteral(" | ")).contains(m), qPrintable(m + QStringLiteral(" not in: ") + chain.problems.join(QStringLiteral(" | "))));
    QCOMPARE(chainText(chain).isEmpty(), holds);
}

void TestAnswerChain::keysOpenOnlyForTheirInstructor()
{
    const QByteArray key = AnswerChain::newKey();
    const QByteArray sealed = AnswerChain::seal(key, AnswerChain::publicKey(m_secret));
    QCOMPARE(AnswerChain::open(sealed, m_secret), std::optional<QByteArray>(key));
    QVERIFY(!AnswerChain::open(sealed, "another instructor's secret....."));
    QByteArray changed = sealed;
    changed[10] = char(changed[10] ^ 1);
    QVERIFY(!AnswerChain::open(changed, m_secret));
    QVERIFY(!AnswerChain::open(sealed.left(20), m_secret));
    QVERIFY(AnswerChain::seal(key, "not a key").isEmpty());
}

QTEST_MAIN(TestAnswerChain)
#include "tst_answerchain.moc"
