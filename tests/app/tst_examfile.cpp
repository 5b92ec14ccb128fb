// The exam file (issue 8, items 2 and 6): a round trip keeps every byte, and every
// kind of damaged or hand-edited file is refused with a message that names the
// file and says what is wrong, nothing half-loaded. Saving is atomic: a save that
// fails leaves the file that was there.

#include "InputError.h"
#include "bank/TopicRegistry.h"
#include "exam/ExamFile.h"
#include "text/PromptText.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/resource.h>
#endif

using namespace croupier;

namespace {

/// A small generated exam with Greek prompts: three totals and two draw decisions.
Exam sampleExam()
{
    ExamSpec spec;
    spec.id = "ex-file-1";
    spec.title = "Εξέταση μπακαρά: σύνολα και τρίτο φύλλο";
    spec.language = "el";
    spec.seed = 7;
    spec.sections = {ExamSection {"baccarat.total", Game::PuntoBanco, 3, 1},
        ExamSection {"baccarat.draw", Game::PuntoBanco, 2, 1}};
    const PromptText greek(QStringLiteral("el"));
    return buildExam(spec, TopicRegistry::builtin(),
        [&greek](Game, const Prompt &p, const std::string &) { return greek.format(p).toStdString(); });
}

/// SHA-256 of @p text as the file spells it ("sha256:<hex>"), worked out here, not by ExamFile.
QByteArray checksumOf(const QByteArray &text)
{
    return "sha256:" + QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex();
}

/// The file of @p exam, with the "exam" member's text replaced by @p edit's result
/// and the checksum recomputed over the new text, as a careful forger would.
QByteArray withRecomputedChecksum(const QByteArray &file, const std::function<void(JsonValue &)> &edit)
{
    JsonValue root = parseJson(file.toStdString());
    JsonValue exam = root.take("exam");
    edit(exam);
    const QByteArray examText = QByteArray::fromStdString(exam.dump());
    root.set("exam", std::move(exam));
    root.set("checksum", JsonValue::string(checksumOf(examText).toStdString()));
    return QByteArray::fromStdString(root.dump());
}

/// A copy of an object with member @p key set to @p value (JsonValue has no mutable find).
void setPath(JsonValue &object, const std::vector<std::string> &path, JsonValue value)
{
    if (path.size() == 1) {
        object.set(path.front(), std::move(value));
        return;
    }
    JsonValue child = object.take(path.front());
    if (child.isArray()) {
        std::vector<JsonValue> items = child.items();
        const std::size_t index = std::stoul(path[1]);
        std::vector<std::string> rest(path.begin() + 2, path.end());
        if (rest.empty())
            items[index] = std::move(value);
        else
            setPath(items[index], rest, std::move(value));
        child = JsonValue::array(std::move(items));
    } else {
        setPath(child, std::vector<std::string>(path.begin() + 1, path.end()), std::move(value));
    }
    object.set(path.front(), std::move(child));
}

} // namespace

class TestExamFile : public QObject
{
    Q_OBJECT

private slots:
    void roundTripKeepsEveryByte();
    void fileShape();
    void damagedFileIsRefused_data();
    void damagedFileIsRefused();
    void reformattedFileStillReads();
    void missingFileIsNamed();
    void saveIntoAFileAsDirectoryFails();
    void failedSaveKeepsTheOldFile();
    void signedFileAgainstAForger_data();
    void signedFileAgainstAForger();
    void promptIsWrittenFromTheScenario();
};

void TestExamFile::roundTripKeepsEveryByte()
{
    const Exam exam = sampleExam();
    QCOMPARE(exam.questions.size(), std::size_t(5));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("exam.json"));
    QString error;
    QVERIFY2(ExamFile::save(exam, path, &error), qPrintable(error));

    const std::optional<Exam> loaded = ExamFile::load(path, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->spec.title, exam.spec.title);
    QCOMPARE(loaded->questions.size(), exam.questions.size());
    QCOMPARE(loaded->questions[4].prompt, exam.questions[4].prompt);
    QVERIFY(examToJson(*loaded) == examToJson(exam));
    // Written again, the loaded exam gives the same bytes.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(ExamFile::write(*loaded), file.readAll());
}

void TestExamFile::fileShape()
{
    const QByteArray file = ExamFile::write(sampleExam());
    QVERIFY(file.startsWith("{\"format\": \"croupier-exam\", \"version\": 1,"));
    QVERIFY(file.endsWith("\"}\n"));
    // The exam member is on one line, and the checksum is SHA-256 of exactly its bytes.
    const QList<QByteArray> lines = file.split('\n');
    QCOMPARE(lines.size(), 4); // three lines and the empty rest after the last line end
    QVERIFY(lines[1].startsWith(" \"exam\": {"));
    QByteArray examText = lines[1].mid(int(qstrlen(" \"exam\": ")));
    QVERIFY(examText.endsWith(','));
    examText.chop(1);
    QCOMPARE(lines[2], " \"checksum\": \"" + checksumOf(examText) + "\"}");
    // Greek is written as UTF-8, not escaped.
    QVERIFY(file.contains("Εξέταση μπακαρά"));
}

void TestExamFile::damagedFileIsRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");

    const Exam exam = sampleExam();
    const QByteArray good = ExamFile::write(exam);

    // Cut in the middle of a Greek letter: still reported as JSON cut short.
    const qsizetype inGreek = good.indexOf("μπακαρά") + 1;
    QTest::newRow("truncated inside a character")
        << good.left(inGreek) << QStringLiteral("exam.json: not valid JSON at line 2, column");
    QTest::newRow("truncated half way is not JSON")
        << good.left(good.size() / 2) << QStringLiteral("exam.json: not valid JSON at line 2, column");
    QTest::newRow("plain text is not JSON")
        << QByteArray("hello, exam\n") << QStringLiteral("exam.json: not valid JSON at line 1, column 1");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("exam.json: the file is empty");
    QTest::newRow("only white space")
        << QByteArray(" \n\n") << QStringLiteral("exam.json: the file is empty");
    QTest::newRow("a JSON array is not an exam file") << QByteArray(
        "[1, 2]") << QStringLiteral("exam.json: not an exam file: the file is not a JSON object");
    QByteArray latin1 = good;
    latin1.replace("Εξέταση", "Exam\xE9"); // a Latin-1 é: not UTF-8
    QTest::newRow("not UTF-8") << latin1 << QStringLiteral("exam.json: not UTF-8 text at line 2, column");

    QByteArray format = good;
    format.replace("\"croupier-exam\"", "\"croupier-bank\"");
    QTest::newRow("wrong format name")
        << format << QStringLiteral("exam.json: not an exam file: \"format\" is not \"croupier-exam\"");
    QByteArray noFormat = good;
    noFormat.replace("\"format\": \"croupier-exam\", ", "");
    QTest::newRow("no format name")
        << noFormat << QStringLiteral("exam.json: not an exam file: \"format\" is not \"croupier-exam\"");

    QByteArray version2 = good;
    version2.replace("\"version\": 1,", "\"version\": 2,");
    QTest::newRow("version 2 is from a newer Croupier")
        << version2
        << QStringLiteral("exam.json: made by a newer Croupier (exam file version 2; this version reads 1)");
    QByteArray version0 = good;
    version0.replace("\"version\": 1,", "\"version\": 0,");
    QTest::newRow("version 0 is not a version")
        << version0 << QStringLiteral("exam.json: version: not a version number: 0");

    // The checksum's last hex digit changed: the exam itself is untouched.
    QByteArray checksum = good;
    const qsizetype end = checksum.lastIndexOf("\"}");
    checksum[end - 1] = checksum[end - 1] == '0' ? '1' : '0';
    QTest::newRow("checksum edited")
        << checksum
        << QStringLiteral("exam.json: checksum: edited by hand or damaged: the checksum does not match");
    QByteArray noChecksum = good;
    noChecksum.truncate(good.indexOf(",\n \"checksum\""));
    noChecksum += "}\n";
    QTest::newRow("checksum removed") << noChecksum << QStringLiteral("exam.json: checksum: missing");

    // One bit of the first prompt flipped: the last byte of its first Greek letter,
    // so the file is still UTF-8 (α CE B1 becomes β CE B2) and only the checksum tells.
    QByteArray prompt = good;
    const QByteArray firstPrompt = QByteArray::fromStdString(exam.questions[0].prompt);
    qsizetype at = prompt.indexOf(firstPrompt);
    QVERIFY(at > 0);
    while ((static_cast<unsigned char>(prompt[at]) & 0xC0) != 0x80)
        ++at;
    prompt[at] = char(prompt[at] ^ 0x01);
    QTest::newRow("a byte of a prompt changed")
        << prompt
        << QStringLiteral("exam.json: checksum: edited by hand or damaged: the checksum does not match");

    // A forger who recomputes the checksum still meets the engine: questions[1]
    // (a baccarat total) given a total one more than the rules give.
    const std::string total = exam.questions[1].answer.find("total")->text();
    const int wrong = (std::stoi(total) + 1) % 10;
    QTest::newRow("answer changed and checksum recomputed")
        << withRecomputedChecksum(good,
               [wrong](JsonValue &e) {
                   setPath(e, {"questions", "1", "answer", "total"}, JsonValue::number(wrong));
               })
        << QStringLiteral(
               "exam.json: exam.questions[1]: the answer key is wrong: the rules give {\"total\": %1}")
               .arg(QString::fromStdString(total));
    QTest::newRow("pass mark out of range and checksum recomputed")
        << withRecomputedChecksum(good, [](JsonValue &e) { setPath(e, {"pass_mark"}, JsonValue::number(0)); })
        << QStringLiteral("exam.json: exam.pass");
    QTest::newRow("exam member not an object")
        << withRecomputedChecksum(good, [](JsonValue &e) { e = JsonValue::array(); })
        << QStringLiteral("exam.json: exam: missing or not an object");

    QByteArray huge = good;
    huge.append(QByteArray(20 * 1024 * 1024, ' '));
    QTest::newRow("20 MB file is too large")
        << huge
        << QStringLiteral("exam.json: the file is too large for an exam file (20.0 MiB; at most 16 MiB)");
}

void TestExamFile::damagedFileIsRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);

    // From bytes…
    QString error;
    QVERIFY(!ExamFile::read(bytes, QStringLiteral("exam.json"), &error));
    QVERIFY2(error.startsWith(message), qPrintable(QStringLiteral("got: ") + error.left(300)));

    // …and from a file on disk, named by its name.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("exam.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
    file.close();
    error.clear();
    QVERIFY(!ExamFile::load(path, &error));
    QVERIFY2(error.startsWith(message), qPrintable(QStringLiteral("got: ") + error.left(300)));
}

void TestExamFile::reformattedFileStillReads()
{
    // The checksum is of the exam's content: a file an editor re-saved with a
    // byte-order mark and CRLF line ends, no value changed, still reads.
    QByteArray file = ExamFile::write(sampleExam());
    file.replace("\n", "\r\n");
    file.prepend("\xEF\xBB\xBF");
    QString error;
    QVERIFY2(ExamFile::read(file, QStringLiteral("exam.json"), &error), qPrintable(error));
}

void TestExamFile::missingFileIsNamed()
{
    QString error;
    QVERIFY(!ExamFile::load(QStringLiteral("/nonexistent/exam-404.json"), &error));
    QVERIFY2(error.startsWith(QStringLiteral("/nonexistent/exam-404.json: cannot read the exam file")),
        qPrintable(error));
}

void TestExamFile::saveIntoAFileAsDirectoryFails()
{
    // Root ignores permissions; a parent that is a regular file stops everyone.
    QTemporaryDir dir;
    const QString parent = dir.filePath(QStringLiteral("not-a-directory"));
    QFile plain(parent);
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.write("x");
    plain.close();
    QString error;
    const QString path = parent + QStringLiteral("/exam.json");
    QVERIFY(!ExamFile::save(sampleExam(), path, &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(": cannot save the exam file")), qPrintable(error));
}

void TestExamFile::failedSaveKeepsTheOldFile()
{
#ifdef Q_OS_LINUX
    // The new file cannot be written whole: RLIMIT_FSIZE stops it at 1 KiB (root is
    // bound by it too). The old, smaller file must be left exactly as it was.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("exam.json"));
    const QByteArray old = "the instructor's previous exam file\n";
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(old);
    }
    const Exam exam = sampleExam();
    QVERIFY(ExamFile::write(exam).size() > 1024);

    rlimit saved {};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
    const auto oldHandler = std::signal(SIGXFSZ, SIG_IGN); // EFBIG instead of a signal
    rlimit small = saved;
    small.rlim_cur = 1024;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    QString error;
    const bool saved_ok = ExamFile::save(exam, path, &error);
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, oldHandler);

    QVERIFY(!saved_ok);
    QVERIFY2(error.startsWith(path + QStringLiteral(": cannot save the exam file")), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), old);
    // No temporary file left behind either.
    QCOMPARE(
        QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {QStringLiteral("exam.json")});
#else
    QSKIP("needs RLIMIT_FSIZE (Linux)");
#endif
}

// Issue 14, item 5: the exam file signed with the instructor's key (Ed25519, the
// pair derived from the signing secret). A forger who edits the file and makes the
// checksum again (the attack before: a pass mark of 1 %) is refused while the
// signature is there; removing it, or signing with a key of one's own, is told
// (Missing, OtherKey) for the desk to say. The prompt shown is always written again
// from the scenario, and the questions must be those of their sections.
namespace {
const QByteArray kInstructor = "the instructor's secret, 32 bytes";
const QByteArray kForger = "a trainee's own secret, 32 bytes.";
enum Reader { Instructor, AnotherDesk, Station };
} // namespace

void TestExamFile::signedFileAgainstAForger_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("reader");
    QTest::addColumn<bool>("reads");
    QTest::addColumn<int>("signature");      // ExamFile::Signature when it reads
    QTest::addColumn<QString>("message");    // the error's start when it does not

    const Exam exam = sampleExam();
    const QByteArray good = ExamFile::write(exam, kInstructor);
    const auto passMark1 = [](JsonValue &e) { e.set("pass_mark", JsonValue::number("1")); };
    const auto unsign = [](QByteArray file) {
        // Every member but the signature, in their order.
        const JsonValue root = parseJson(file.toStdString());
        JsonValue out = JsonValue::object();
        for (const char *key : {"format", "version", "exam", "checksum"})
            out.set(key, *root.find(key));
        return QByteArray::fromStdString(out.dump());
    };
    const auto resign = [](QByteArray file, const QByteArray &secret) {
        // What write() would sign: the forger's own key over the edited exam.
        JsonValue root = parseJson(file.toStdString());
        const Exam edited = examFromJson(*root.find("exam"), TopicRegistry::builtin());
        return ExamFile::write(edited, secret);
    };
    const QString changed = QStringLiteral("exam.json: signature: the exam was changed after it was signed");

    QTest::newRow("signed, read by its instructor") << good << int(Instructor) << true << int(ExamFile::Signature::Valid) << QString();
    QTest::newRow("signed, read by another desk") << good << int(AnotherDesk) << true << int(ExamFile::Signature::OtherKey) << QString();
    QTest::newRow("signed, read by a station") << good << int(Station) << true << int(ExamFile::Signature::NotChecked) << QString();
    const QByteArray forged = withRecomputedChecksum(good, passMark1);
    QTest::newRow("pass mark 1 %, checksum made again") << forged << int(Instructor) << false << 0 << changed;
    QTest::newRow("the same at a station") << forged << int(Station) << false << 0 << changed;
    QTest::newRow("the same, signature removed") << unsign(forged) << int(Instructor) << true << int(ExamFile::Signature::Missing) << QString();
    QTest::newRow("the same, signed by the forger") << resign(forged, kForger) << int(Instructor) << true
                                                    << int(ExamFile::Signature::OtherKey) << QString();
    QByteArray damagedSignature = good;
    damagedSignature.replace(damagedSignature.size() - 10, 1, "0");
    if (damagedSignature == good)
        damagedSignature.replace(damagedSignature.size() - 10, 1, "1");
    QTest::newRow("signature damaged") << damagedSignature << int(Instructor) << false << 0 << changed;
    // Question 1 (a total, section 0) and question 4 (a draw decision, section 1)
    // swapped: each is a right question, but not of its section.
    const QByteArray swapped = unsign(withRecomputedChecksum(good, [](JsonValue &e) {
        std::vector<JsonValue> items = e.find("questions")->items();
        std::swap(items[0], items[3]);
        e.set("questions", JsonValue::array(std::move(items)));
    }));
    QTest::newRow("questions moved between sections") << swapped << int(Instructor) << false << 0
                                                      << QStringLiteral("exam.json: exam.questions[0].topic: \"baccarat.draw\"");
}

void TestExamFile::signedFileAgainstAForger()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, reader);
    QFETCH(bool, reads);
    QFETCH(int, signature);
    QFETCH(QString, message);

    const QByteArray secret = reader == Instructor ? kInstructor : reader == AnotherDesk ? QByteArray("another desk's secret, 32 bytes.") : QByteArray();
    QString error;
    ExamFile::Signature found = ExamFile::Signature::NotChecked;
    QString signer;
    const std::optional<Exam> exam = ExamFile::read(bytes, QStringLiteral("exam.json"), &error, secret, &found, &signer);
    QCOMPARE(bool(exam), reads);
    if (!reads) {
        QVERIFY2(error.startsWith(message), qPrintable(QStringLiteral("got: ") + error.left(300)));
        return;
    }
    QCOMPARE(int(found), signature);
    if (found == ExamFile::Signature::Valid || (found == ExamFile::Signature::OtherKey && reader == AnotherDesk))
        QCOMPARE(signer, ExamFile::fingerprint(kInstructor));
    if (QByteArray(QTest::currentDataTag()).contains("forger"))
        QCOMPARE(signer, ExamFile::fingerprint(kForger));
}

// The attack: a prompt that carries its answer, the checksum made again. The prompt
// read is the one the scenario gives (the station and the printed sheet show it),
// the file's text never.
void TestExamFile::promptIsWrittenFromTheScenario()
{
    const Exam exam = sampleExam();
    const QByteArray forged = withRecomputedChecksum(ExamFile::write(exam), [](JsonValue &e) {
        setPath(e, {"questions", "0", "prompt"}, JsonValue::string("Το σύνολο είναι 5. Ποιο είναι το σύνολο;"));
    });
    QVERIFY(forged.contains("Το σύνολο είναι 5."));
    QString error;
    const std::optional<Exam> read = ExamFile::read(forged, QStringLiteral("exam.json"), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->questions[0].prompt, exam.questions[0].prompt);
    QVERIFY(!QString::fromStdString(read->questions[0].prompt).contains(QStringLiteral("είναι 5.")));
    for (std::size_t i = 0; i < exam.questions.size(); ++i)
        QCOMPARE(read->questions[i].prompt, exam.questions[i].prompt);
}

QTEST_MAIN(TestExamFile)
#include "tst_examfile.moc"
