// What an exam prints and exports (issue 8, items 2 and 4): the results CSV of a
// small hand-made exam and two trainees (every expected row written out by hand),
// the HMAC signature and how verify() tells an edited file, and the PDFs: sheet
// and key in Greek, whole questions on each page, results signed.
// Page and text checks use poppler-utils (pdfinfo, pdftotext) when installed.

#include "bank/TopicRegistry.h"
#include "exam/ExamReports.h"
#include "text/PromptText.h"

#include <QFile>
#include <QMessageAuthenticationCode>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace croupier;

Q_DECLARE_METATYPE(croupier::ExamReports::Signature)

namespace {

QDateTime utc(const char *iso)
{
    QDateTime t = QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODateWithMs);
    Q_ASSERT(t.isValid());
    return t;
}

Question question(const char *id, const char *topic, Game game, const char *scenario, const char *answer,
    const char *prompt)
{
    Question q;
    q.id = id;
    q.topic = topic;
    q.game = game;
    q.scenario = parseJson(scenario);
    q.answer = parseJson(answer);
    q.prompt = prompt;
    return q;
}

/// Three questions whose answers are worked out by hand:
/// 7 + 8 = 15, point 5; Punto 2 + 3 = 5 draws (art. 15: Punto draws on 0–5);
/// cagnotte 5 % of 30 = 1.5.
Exam handMadeExam()
{
    Exam exam;
    exam.spec.id = "ex-rep-1";
    exam.spec.title = "Εξέταση μπακαρά: σύνολα, τρίτο φύλλο, γκανιότα";
    exam.spec.language = "el";
    exam.spec.passMarkPercent = 50;
    exam.spec.timeLimitSeconds = 1800;
    exam.spec.secondsPerQuestion = 60;
    exam.source = "bank";
    exam.questions = {
        question("q-001", "baccarat.total", Game::PuntoBanco, R"({"cards": ["7H", "8S"]})", R"({"total": 5})",
            "Φύλλα 7♥ 8♠: ποιο είναι το σύνολο πόντων;"),
        question("q-002", "baccarat.draw", Game::PuntoBanco,
            R"({"hand": "player", "player": ["2H", "3S"], "banker": ["KD", "4C"]})",
            R"({"decision": "draw"})", "Punto 2♥ 3♠, Banco K♦ 4♣: τραβάει ή μένει ο Punto;"),
        question("q-003", "baccarat.cagnotte", Game::CheminDeFer,
            R"({"banker_win": "30", "chip_unit": "0.5"})", R"({"commission": "1.5"})",
            "Ο τραπεζίτης κέρδισε 30: πόση είναι η γκανιότα;"),
    };
    return exam;
}

AnswerRecord answer(qint64 attempt, int index, const char *given, bool correct, qint64 ms)
{
    AnswerRecord a;
    a.attemptId = attempt;
    a.index = index;
    a.givenJson = given;
    a.correct = correct;
    a.elapsedMs = ms;
    return a;
}

/// Νίκος: 5 right, stand wrong, 1.5 right; finished. Anna: 4 wrong, q-002 not
/// answered, q-003 timed out; still open. Scores by hand.
QList<TraineeResult> twoTrainees()
{
    TraineeResult nikos;
    nikos.attempt.id = 1;
    nikos.attempt.examId = QStringLiteral("ex-rep-1");
    nikos.attempt.traineeName = QStringLiteral("Νίκος Αλεξίου");
    nikos.attempt.traineeId = QStringLiteral("T-002");
    nikos.attempt.station = QStringLiteral("st-2");
    nikos.attempt.started = utc("2026-11-22T10:00:00.000Z");
    nikos.attempt.finished = utc("2026-11-22T10:05:00.000Z");
    nikos.answers = {answer(1, 0, R"({"total": 5})", true, 12000),
        answer(1, 1, R"({"decision": "stand"})", false, 8000),
        answer(1, 2, R"({"commission": "1.5"})", true, 20500)};
    nikos.score.questions = 3;
    nikos.score.answered = 3;
    nikos.score.correct = 2;
    nikos.score.totalMs = 40500;
    nikos.score.percent = 66; // 2 × 100 / 3 rounded down
    nikos.score.passed = true; // 200 ≥ 50 × 3
    nikos.score.right = {true, false, true};
    nikos.score.topics = {TopicScore {"baccarat.total", 1, 1, 1, 12000},
        TopicScore {"baccarat.draw", 1, 1, 0, 8000}, TopicScore {"baccarat.cagnotte", 1, 1, 1, 20500}};

    TraineeResult anna;
    anna.attempt.id = 2;
    anna.attempt.examId = QStringLiteral("ex-rep-1");
    anna.attempt.traineeName = QStringLiteral("Anna Brown, \"Annie\""); // RFC 4180 quoting
    anna.attempt.traineeId = QStringLiteral("T-001");
    anna.attempt.station = QStringLiteral("st-1");
    anna.attempt.started = utc("2026-11-22T10:01:00.000Z");
    anna.answers = {answer(2, 0, R"({"total": 4})", false, 3000), answer(2, 2, "null", false, 60000)};
    anna.score.questions = 3;
    anna.score.answered = 1;
    anna.score.correct = 0;
    anna.score.totalMs = 3000;
    anna.score.percent = 0;
    anna.score.passed = false;
    anna.score.right = {false, false, false};
    anna.score.topics = {TopicScore {"baccarat.total", 1, 1, 0, 3000},
        TopicScore {"baccarat.draw", 1, 0, 0, 0}, TopicScore {"baccarat.cagnotte", 1, 0, 0, 0}};
    // Her log: 7 s outside the exam window on question 1; the station restarted on
    // question 3 after 45 s away (the CSV's last four columns, per question and in all).
    const auto event = [](int seq, const char *kind, int index, qint64 ms) {
        AttemptEvent e;
        e.attemptId = 2;
        e.seq = seq;
        e.kind = QString::fromLatin1(kind);
        e.index = index;
        e.ms = ms;
        return e;
    };
    anna.events = {event(1, AttemptEvent::focusLost, 0, 0), event(2, AttemptEvent::focusBack, 0, 7000),
                   event(3, AttemptEvent::restart, 2, 45000)};
    // The chain: Nikos's holds; Anna's names her question 1 (the CSV's `chain`).
    nikos.chain.chained = true;
    anna.chain.chained = true;
    anna.chain.problems = {QStringLiteral("question 1: changed after it was written")};
    anna.chain.questions = {0};
    return {nikos, anna};
}

const QByteArray kSecret = "instructor-secret-0123456789abcdef";

QByteArray hmacHex(const QByteArray &bytes, const QByteArray &key)
{
    return QMessageAuthenticationCode::hash(bytes, key, QCryptographicHash::Sha256).toHex();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Runs a poppler tool; its standard output, or a null array when it is not installed.
QByteArray runTool(const QString &tool, const QStringList &args)
{
    const QString program = QStandardPaths::findExecutable(tool);
    if (program.isEmpty())
        return {};
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QByteArray(""); // present but failed: empty, not null
    return p.readAllStandardOutput();
}

int pageCount(const QString &pdf)
{
    const QByteArray info = runTool(QStringLiteral("pdfinfo"), {pdf});
    const QRegularExpressionMatch m
        = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(QString::fromUtf8(info));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString pageText(const QString &pdf, int page)
{
    return QString::fromUtf8(runTool(QStringLiteral("pdftotext"),
        {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page),
            QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}));
}

bool havePoppler()
{
    return !QStandardPaths::findExecutable(QStringLiteral("pdfinfo")).isEmpty()
        && !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty();
}

} // namespace

class TestExamReports : public QObject
{
    Q_OBJECT

private slots:
    void handMadeAnswersAreTheRules();
    void resultsCsv();
    void detachedSignature_data();
    void detachedSignature();
    void csvWrittenWithItsSignatureBeside();
    void conductFromTheLog();
    void verify_data();
    void verify();
    void verifyMessages();
    void sheetAndKeyInGreek();
    void longSheetKeepsQuestionsWhole();
    void resultsPdfIsSigned();
    void unwritablePathIsNamed();
    void collectResultsFromTheStore();
    void editedVerdictsAreNotTrusted();
    void formulasAreNeutralised_data();
    void formulasAreNeutralised();
};

void TestExamReports::handMadeAnswersAreTheRules()
{
    // The fixture's keys were worked by hand; the engine agrees with them.
    for (const Question &q : handMadeExam().questions) {
        const Topic *topic = TopicRegistry::builtin().find(q.topic);
        QVERIFY(topic);
        QVERIFY2(topic->matches(q.game, topic->solve(q.game, q.scenario), q.answer), q.id.c_str());
    }
}

void TestExamReports::resultsCsv()
{
    const QByteArray csv = ExamReports::resultsCsv(handMadeExam(), twoTrainees());

    // Answers and keys in words (issue 17), worked by hand from the fixture: a total
    // is its number, a decision its word, an amount with its cents; not answered
    // and timed out alike empty.
    const QByteArray body
        = "\xEF\xBB\xBF"
          "row,exam_id,trainee_id,trainee_name,station,started,finished,question,question_id,topic,game,"
          "answer_given,"
          "answer_key,correct,time_ms,score,questions,percent,passed,tampered,restarts,down_ms,focus_lost,away_ms,chain,cell,form\r\n"
          "answer,ex-rep-1,T-002,Νίκος "
          "Αλεξίου,st-2,2026-11-22T10:00:00.000Z,2026-11-22T10:05:00.000Z,1,q-001,"
          "baccarat.total,punto-banco,5,5,true,12000,,,,,false,0,0,0,0,ok,2:5,0\r\n"
          "answer,ex-rep-1,T-002,Νίκος "
          "Αλεξίου,st-2,2026-11-22T10:00:00.000Z,2026-11-22T10:05:00.000Z,2,q-002,"
          "baccarat.draw,punto-banco,Stand,Draw,false,"
          "8000,,,,,false,0,0,0,0,ok,player:5,0\r\n"
          "answer,ex-rep-1,T-002,Νίκος "
          "Αλεξίου,st-2,2026-11-22T10:00:00.000Z,2026-11-22T10:05:00.000Z,3,q-003,"
          "baccarat.cagnotte,chemin-de-fer,1.50,1.50,"
          "true,20500,,,,,false,0,0,0,0,ok,0.5:whole,0\r\n"
          "summary,ex-rep-1,T-002,Νίκος "
          "Αλεξίου,st-2,2026-11-22T10:00:00.000Z,2026-11-22T10:05:00.000Z,,,,,,,,"
          "40500,2,3,66,true,0,0,0,0,0,ok,,0\r\n"
          "answer,ex-rep-1,T-001,\"Anna Brown, "
          "\"\"Annie\"\"\",st-1,2026-11-22T10:01:00.000Z,,1,q-001,baccarat.total,"
          "punto-banco,4,5,false,3000,,,,,false,0,0,1,7000,broken,2:5,0\r\n"
          "answer,ex-rep-1,T-001,\"Anna Brown, "
          "\"\"Annie\"\"\",st-1,2026-11-22T10:01:00.000Z,,2,q-002,baccarat.draw,"
          "punto-banco,,Draw,false,,,,,,false,0,0,0,0,ok,player:5,0\r\n"
          "answer,ex-rep-1,T-001,\"Anna Brown, \"\"Annie\"\"\",st-1,2026-11-22T10:01:00.000Z,,3,q-003,"
          "baccarat.cagnotte,chemin-de-fer,,1.50,false,60000,,,,,false,1,45000,0,0,ok,0.5:whole,0\r\n"
          "summary,ex-rep-1,T-001,\"Anna Brown, "
          "\"\"Annie\"\"\",st-1,2026-11-22T10:01:00.000Z,,,,,,,,,3000,0,3,0,"
          "false,0,1,45000,1,7000,broken,,0\r\n";
    // No signature row among the rows: it is the file beside (FILE.csv.sig).
    QCOMPARE(QString::fromUtf8(csv), QString::fromUtf8(body));
    QVERIFY(!csv.contains('{'));
    QCOMPARE(ExamReports::signatureFile(csv, kSecret), "# croupier-signature: hmac-sha256 " + hmacHex(body, kSecret) + "\r\n");
    QCOMPARE(ExamReports::verifyDetached(csv, ExamReports::signatureFile(csv, kSecret), kSecret),
             ExamReports::Signature::Valid);

    // In Greek: the words and the amounts as the Greek desk writes them.
    const QByteArray greek = ExamReports::resultsCsv(handMadeExam(), twoTrainees(), QStringLiteral("el"));
    QVERIFY2(greek.contains(",1,50,1,50,") || greek.contains(",\"1,50\",\"1,50\","), greek.constData());
}

// Issue 17: the CSV's signature is a file of its own; a byte changed in either
// file, or another key, fails; the writer puts both side by side.
void TestExamReports::detachedSignature_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("signature");
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<ExamReports::Signature>("expected");

    const QByteArray csv = ExamReports::resultsCsv(handMadeExam(), twoTrainees());
    const QByteArray sig = ExamReports::signatureFile(csv, kSecret);
    const auto flipped = [](QByteArray b, qsizetype at) {
        b[at] = char(b[at] ^ 0x01);
        return b;
    };
    using S = ExamReports::Signature;
    QTest::newRow("untouched") << csv << sig << kSecret << S::Valid;
    QTest::newRow("a byte of the csv changed") << flipped(csv, csv.size() / 2) << sig << kSecret << S::Edited;
    QTest::newRow("the last byte of the csv changed") << flipped(csv, csv.size() - 1) << sig << kSecret << S::Edited;
    QTest::newRow("a row added") << csv + "answer,forged\r\n" << sig << kSecret << S::Edited;
    QTest::newRow("a digit of the signature changed") << csv << flipped(sig, sig.size() - 4) << kSecret << S::Edited;
    QTest::newRow("signature file empty") << csv << QByteArray() << kSecret << S::Missing;
    QTest::newRow("another instructor's key") << csv << sig << QByteArray("another instructor") << S::Edited;
    QTest::newRow("signature file with LF only") << csv << QByteArray(sig).replace("\r\n", "\n") << kSecret << S::Valid;
}

void TestExamReports::detachedSignature()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, signature);
    QFETCH(QByteArray, key);
    QFETCH(ExamReports::Signature, expected);
    QCOMPARE(ExamReports::verifyDetached(bytes, signature, key), expected);
}

void TestExamReports::csvWrittenWithItsSignatureBeside()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("results.csv"));
    QString error;
    QVERIFY2(ExamReports::writeResultsCsv(handMadeExam(), twoTrainees(), kSecret, path, &error), qPrintable(error));
    QFile csv(path);
    QFile sig(path + QStringLiteral(".sig"));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(sig.open(QIODevice::ReadOnly));
    const QByteArray bytes = csv.readAll();
    QVERIFY(!bytes.contains("croupier-signature"));
    QCOMPARE(ExamReports::verifyDetached(bytes, sig.readAll(), kSecret), ExamReports::Signature::Valid);
}

// The log as the instructor reads it: per question and in all (EXAM.md, "Time,
// restarts and leaving the window"); nothing logged, nothing said.
void TestExamReports::conductFromTheLog()
{
    const TraineeResult anna = twoTrainees()[1];
    const AttemptConduct all = attemptConduct(anna.events);
    QCOMPARE(all.restarts, 1);
    QCOMPARE(all.downMs, 45000);
    QCOMPARE(all.focusLost, 1);
    QCOMPARE(all.awayMs, 7000);
    QVERIFY(!all.clockBack);
    const AttemptConduct second = attemptConduct(anna.events, 1);
    QCOMPARE(second.restarts + second.focusLost, 0);
    QCOMPARE(conductText(second), QString());
    QCOMPARE(conductText(all), QStringLiteral("restarted 1 time(s) (away 0:45 in all, counted in the exam's time)"
                                              " · left the exam window 1 time(s) (0:07 in all)"));
    QCOMPARE(conductText(attemptConduct(twoTrainees()[0].events)), QString());
}

void TestExamReports::verify_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<ExamReports::Signature>("expected");

    // A CSV exported before issue 17, its signature as its last line: still read.
    const QByteArray csv = ExamReports::sign(ExamReports::resultsCsv(handMadeExam(), twoTrainees()), kSecret, false);
    const qsizetype signatureAt = csv.lastIndexOf("# croupier-signature");
    const auto flipped = [](QByteArray b, qsizetype at) {
        b[at] = char(b[at] ^ 0x01);
        return b;
    };
    using S = ExamReports::Signature;
    QTest::newRow("untouched csv is valid") << csv << kSecret << S::Valid;
    QTest::newRow("first byte changed") << flipped(csv, 0) << kSecret << S::Edited;
    QTest::newRow("a byte in the middle changed") << flipped(csv, csv.size() / 2) << kSecret << S::Edited;
    QTest::newRow("the byte before the signature changed")
        << flipped(csv, signatureAt - 2) << kSecret << S::Edited;
    QTest::newRow("a digit of the signature changed") << flipped(csv, csv.size() - 5) << kSecret << S::Edited;
    QTest::newRow("signature line removed") << csv.left(signatureAt) << kSecret << S::Missing;
    QTest::newRow("signed with another key") << csv << QByteArray("another instructor") << S::Edited;
    QTest::newRow("a line added after the signature") << csv + "answer,forged\r\n" << kSecret << S::Edited;
    QByteArray lf = csv;
    lf.replace("\r\n", "\n");
    QTest::newRow("line ends converted") << lf << kSecret << S::Edited;
    QTest::newRow("a score changed") << QByteArray(csv).replace(",0,3,0,false", ",3,3,100,true") << kSecret
                                     << S::Edited;
    QTest::newRow("empty file has no signature") << QByteArray() << kSecret << S::Missing;

    const QByteArray pdf = ExamReports::sign("%PDF-1.4\n...\n%%EOF\n", kSecret, true);
    QTest::newRow("signed pdf is valid") << pdf << kSecret << S::Valid;
    QTest::newRow("pdf byte changed") << flipped(pdf, 3) << kSecret << S::Edited;
    QTest::newRow("pdf signature removed") << QByteArray("%PDF-1.4\n...\n%%EOF\n") << kSecret << S::Missing;
}

void TestExamReports::verify()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, key);
    QFETCH(ExamReports::Signature, expected);
    QCOMPARE(ExamReports::verify(bytes, key), expected);
}

void TestExamReports::verifyMessages()
{
    using S = ExamReports::Signature;
    const QString file = QStringLiteral("results.csv");
    QCOMPARE(ExamReports::verifyMessage(S::Valid, file),
        QStringLiteral("results.csv: signed by this instructor, unchanged."));
    QVERIFY(ExamReports::verifyMessage(S::Edited, file)
                .startsWith(QStringLiteral("results.csv: the file was changed")));
    QVERIFY(ExamReports::verifyMessage(S::Missing, file)
                .startsWith(QStringLiteral("results.csv: the file has no signature")));
}

void TestExamReports::sheetAndKeyInGreek()
{
    QTemporaryDir dir;
    const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
    const QString key = dir.filePath(QStringLiteral("key.pdf"));
    QString error;
    QVERIFY2(ExamReports::writeSheetPdf(handMadeExam(), sheet, false, QStringLiteral("el"), &error),
        qPrintable(error));
    QVERIFY2(ExamReports::writeSheetPdf(handMadeExam(), key, true, QStringLiteral("el"), &error),
        qPrintable(error));
    QVERIFY(readAll(sheet).startsWith("%PDF-"));
    QVERIFY(readAll(key).startsWith("%PDF-"));
    QVERIFY(readAll(sheet).trimmed().endsWith("%%EOF")); // sheets are not signed

    if (!havePoppler())
        QSKIP("pdfinfo/pdftotext (poppler-utils) not installed: PDF content not checked");
    QCOMPARE(pageCount(sheet), 1);
    const QString sheetText = pageText(sheet, 1);
    QVERIFY2(sheetText.contains(QStringLiteral("Εξέταση μπακαρά")), qPrintable(sheetText));
    QVERIFY(sheetText.contains(QStringLiteral("ποιο είναι το σύνολο πόντων")));
    // Cards as a dealer reads them (issue 17), the red suits printed red: the words stay whole.
    QVERIFY2(sheetText.contains(QStringLiteral("Φύλλα 7♥ 8♠:")), qPrintable(sheetText));
    QVERIFY2(sheetText.contains(QStringLiteral("Punto 2♥ 3♠, Banco K♦ 4♣:")), qPrintable(sheetText));
    // A line per field, a box per choice, in Greek (the catalogue's words).
    QVERIFY(sheetText.contains(QStringLiteral("Άθροισμα:")));
    QVERIFY(sheetText.contains(QStringLiteral("□ Τραβάει")));
    QVERIFY(sheetText.contains(QStringLiteral("□ Μένει")));
    QVERIFY(sheetText.contains(QStringLiteral("Γκανιότα:"))); // art. 15: "ποσοστό υπέρ του Καζίνο (γκανιότα)"
    QVERIFY(!sheetText.contains(QStringLiteral("Άθροισμα: 5"))); // no answers on the sheet
    QVERIFY(sheetText.contains(QStringLiteral("1 of 1")) || sheetText.contains(QStringLiteral("1 από 1")));

    const QString keyText = pageText(key, 1);
    // A one-field answer is its value alone (AnswerText::answerText): 5, draw, 1.5
    // in the Greek way of writing money (decimal comma, two places).
    const QRegularExpression answers(
        QStringLiteral("1\\. Φύλλα.*\\n.*: 5\\n(.*\\n)+2\\. Punto.*\\n.*: Τραβάει\\n"
                       "(.*\\n)+3\\. .*\\n.*: 1,50\\n"));
    QVERIFY2(answers.match(keyText).hasMatch(), qPrintable(keyText));
    // The topic by its title, in the key's language (TopicWords, the drills' names).
    QVERIFY2(keyText.contains(QStringLiteral("Γκανιότα")), qPrintable(keyText));
}

void TestExamReports::longSheetKeepsQuestionsWhole()
{
    // 60 questions, one "Total" field each, in English: several pages, and on every
    // page as many answer lines as question numbers, so no question is cut.
    ExamSpec spec;
    spec.id = "ex-long";
    spec.title = "Baccarat totals";
    spec.language = "en";
    spec.seed = 11;
    spec.sections = {ExamSection {"baccarat.total", Game::PuntoBanco, 60, 1}};
    const PromptText english(QStringLiteral("en"));
    const Exam exam = buildExam(spec, TopicRegistry::builtin(),
        [&english](Game, const Prompt &p, const std::string &) { return english.format(p).toStdString(); });
    QTemporaryDir dir;
    const QString sheet = dir.filePath(QStringLiteral("long.pdf"));
    QString error;
    QVERIFY2(ExamReports::writeSheetPdf(exam, sheet, false, QStringLiteral("en"), &error), qPrintable(error));
    if (!havePoppler())
        QSKIP("pdfinfo/pdftotext (poppler-utils) not installed: pages not checked");
    const int pages = pageCount(sheet);
    QVERIFY2(pages >= 3, qPrintable(QString::number(pages)));
    int questionsSeen = 0;
    const QRegularExpression number(QStringLiteral("(?m)^(\\d+)\\. "));
    for (int p = 1; p <= pages; ++p) {
        const QString text = pageText(sheet, p);
        const int starts = int(text.count(number));
        const int lines = int(text.count(QStringLiteral("Total: ")));
        QVERIFY2(starts == lines,
            qPrintable(
                QStringLiteral("page %1: %2 questions, %3 answer lines").arg(p).arg(starts).arg(lines)));
        QVERIFY2(
            text.contains(QStringLiteral("Page %1 of %2").arg(p).arg(pages)), qPrintable(text.right(200)));
        questionsSeen += starts;
    }
    QCOMPARE(questionsSeen, 60);
}

void TestExamReports::resultsPdfIsSigned()
{
    QTemporaryDir dir;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("el")}) {
        const QString path = dir.filePath(QStringLiteral("results-%1.pdf").arg(language));
        QString error;
        QVERIFY2(ExamReports::writeResultsPdf(handMadeExam(), twoTrainees(), language, kSecret, path, &error),
            qPrintable(error));
        const QByteArray pdf = readAll(path);
        QVERIFY(pdf.startsWith("%PDF-"));
        const QRegularExpression signature(
            QStringLiteral("%%EOF\\n%croupier-signature: hmac-sha256 [0-9a-f]{64}\\n$"));
        QVERIFY(signature.match(QString::fromLatin1(pdf.right(120))).hasMatch());
        QCOMPARE(ExamReports::verify(pdf, kSecret), ExamReports::Signature::Valid);
        QCOMPARE(ExamReports::verify(pdf, "someone else"), ExamReports::Signature::Edited);

        if (!havePoppler())
            continue;
        // The class table, then a page per trainee.
        QCOMPARE(pageCount(path), 3);
        const QString first = pageText(path, 1);
        QVERIFY2(first.contains(QStringLiteral("Νίκος Αλεξίου")), qPrintable(first));
        QVERIFY(first.contains(QStringLiteral("2/3")));
        QVERIFY(first.contains(QStringLiteral("0/3")));
        QVERIFY(first.contains(QStringLiteral("0:41"))); // 40.5 s rounded to the second
        const QString nikos = pageText(path, 2);
        QVERIFY2(nikos.contains(language == QLatin1String("el") ? QStringLiteral("Γκανιότα") : QStringLiteral("Cagnotte")),
                 qPrintable(nikos));
        QVERIFY(nikos.contains(
            language == QLatin1String("el") ? QStringLiteral("20,5") : QStringLiteral("20.5")));
        // When he sat it: day first, the 24-hour clock, in both languages (issue 17: not "8:21 Μ.Μ.").
        QVERIFY2(QRegularExpression(QStringLiteral("22/11/2026 [0-2][0-9]:[0-5][0-9]")).match(nikos).hasMatch(),
                 qPrintable(nikos));
        for (const char *twelveHour : {"π.μ.", "μ.μ.", "Π.Μ.", "Μ.Μ.", " AM", " PM"})
            QVERIFY2(!nikos.contains(QString::fromUtf8(twelveHour)), twelveHour);
    }
    if (!havePoppler())
        QSKIP("pdfinfo/pdftotext (poppler-utils) not installed: PDF content not checked");
}

void TestExamReports::unwritablePathIsNamed()
{
    QTemporaryDir dir;
    const QString parent = dir.filePath(QStringLiteral("plain-file"));
    QFile f(parent);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    const QString path = parent + QStringLiteral("/sheet.pdf");
    QString error;
    QVERIFY(!ExamReports::writeSheetPdf(handMadeExam(), path, false, QStringLiteral("en"), &error));
    QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write the file")), qPrintable(error));
    QVERIFY(!ExamReports::writeResultsPdf(
        handMadeExam(), twoTrainees(), QStringLiteral("en"), kSecret, path, &error));
    QVERIFY(error.startsWith(path));
}

void TestExamReports::collectResultsFromTheStore()
{
    // Two trainees in a SQLite store: results come back ordered by name, with the
    // scores worked out by hand from the answers written.
    QTemporaryDir dir;
    DatabaseLocation location;
    location.path = dir.filePath(QStringLiteral("exams.sqlite"));
    ExamStore store(location, dir.filePath(QStringLiteral("outbox.sqlite")),
        [] { return utc("2026-11-22T10:00:00.000Z"); });
    QVERIFY2(store.open(), qPrintable(store.lastError()));
    const Exam exam = handMadeExam();
    QVERIFY2(store.saveExam(QStringLiteral("ex-rep-1"), QString::fromStdString(exam.spec.title), 3, "{}"),
        qPrintable(store.lastError()));
    const auto zoe = store.startOrResume(QStringLiteral("ex-rep-1"), QStringLiteral("Ζωή Ζαφείρη"),
        QStringLiteral("T-9"), QStringLiteral("st-9"));
    const auto alex = store.startOrResume(QStringLiteral("ex-rep-1"), QStringLiteral("Αλέξης Άλφα"),
        QStringLiteral("T-3"), QStringLiteral("st-3"));
    QVERIFY2(zoe && alex, qPrintable(store.lastError()));
    QVERIFY(store.recordAnswer(answer(zoe->id, 0, R"({"total": 5})", true, 1000)));
    QVERIFY(store.recordAnswer(answer(zoe->id, 1, R"({"decision": "draw"})", true, 2000)));
    QVERIFY(store.recordAnswer(answer(zoe->id, 2, R"({"commission": "1.5"})", true, 3000)));
    QVERIFY(store.recordAnswer(answer(alex->id, 1, R"({"decision": "stand"})", false, 4000)));
    QVERIFY(store.finishAttempt(zoe->id));

    const QList<TraineeResult> results = collectResults(exam, store, kSecret);
    QCOMPARE(results.size(), 2);
    QCOMPARE(results[0].attempt.traineeName, QStringLiteral("Αλέξης Άλφα")); // Α before Ζ
    QCOMPARE(results[0].answers.size(), 1);
    QCOMPARE(results[0].score.correct, 0);
    QCOMPARE(results[0].score.answered, 1);
    QCOMPARE(results[0].score.passed, false);
    QCOMPARE(results[1].attempt.traineeName, QStringLiteral("Ζωή Ζαφείρη"));
    QCOMPARE(results[1].score.correct, 3);
    QCOMPARE(results[1].score.percent, 100);
    QCOMPARE(results[1].score.totalMs, qint64(6000));
    QCOMPARE(results[1].score.passed, true);
    QVERIFY(results[1].attempt.finished.isValid());
}

// Issue 14, item 1, the attack: the trainee opens the station's exams.sqlite and
// sets every stored verdict to right. The score is the engine's judgement of the
// answers given: 5 for 7H 8S is right (the sum modulo 10, art. 15 §13), "stand"
// for a Punto of 2 + 3 is not (Punto draws on 0 to 5, art. 15 §10–12 as
// RULINGS.md reads them), the third is unanswered: 1 of 3,
// failed at 50 %. The desk, the PDF and the CSV name the edited question.
void TestExamReports::editedVerdictsAreNotTrusted()
{
    QTemporaryDir dir;
    DatabaseLocation location;
    location.path = dir.filePath(QStringLiteral("exams.sqlite"));
    const Exam exam = handMadeExam();
    qint64 alexId = 0;
    {
        ExamStore store(location, dir.filePath(QStringLiteral("outbox.sqlite")),
            [] { return utc("2026-11-22T10:00:00.000Z"); });
        QVERIFY2(store.open(), qPrintable(store.lastError()));
        QVERIFY(store.saveExam(QStringLiteral("ex-rep-1"), QString::fromStdString(exam.spec.title), 3, "{}"));
        const auto alex = store.startOrResume(QStringLiteral("ex-rep-1"), QStringLiteral("Αλέξης Άλφα"),
            QStringLiteral("T-3"), QStringLiteral("st-3"));
        QVERIFY(alex);
        alexId = alex->id;
        QVERIFY(store.recordAnswer(answer(alexId, 0, R"({"total": 5})", true, 1000)));
        QVERIFY(store.recordAnswer(answer(alexId, 1, R"({"decision": "stand"})", false, 2000)));
        QVERIFY(store.finishAttempt(alexId));
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("attacker"));
        db.setDatabaseName(location.path);
        QVERIFY(db.open());
        QSqlQuery edit(db);
        QVERIFY2(edit.exec(QStringLiteral("UPDATE answers SET correct = 1")), qPrintable(edit.lastError().text()));
        QCOMPARE(edit.numRowsAffected(), 2);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("attacker"));

    ExamStore store(location, dir.filePath(QStringLiteral("outbox.sqlite")));
    QVERIFY2(store.open(), qPrintable(store.lastError()));
    const QList<TraineeResult> results = collectResults(exam, store, kSecret);
    QCOMPARE(results.size(), 1);
    QVERIFY(results[0].answers[1].correct); // what the attacker wrote is there
    QCOMPARE(results[0].score.correct, 1);  // 5 is right (7 + 8); "stand" is not
    QVERIFY(!results[0].score.passed);      // 100 < 50 × 3
    QCOMPARE(results[0].score.disagreements, std::vector<int> {1});
    QVERIFY(tamperedText(results[0].score).contains(QStringLiteral("question(s) 2 ")));

    const QByteArray csv = ExamReports::resultsCsv(exam, results);
    const QList<QByteArray> rows = csv.split('\n');
    QVERIFY2(rows[2].endsWith(",false,2000,,,,,true,0,0,0,0,none,player:5,1\r"), rows[2].constData()); // question 2: wrong, edited
    QVERIFY2(rows[1].endsWith(",true,1000,,,,,false,0,0,0,0,none,2:5,1\r"), rows[1].constData());
    QVERIFY2(rows[4].endsWith(",1,3,33,false,1,0,0,0,0,none,,1\r"), rows[4].constData());
}

// Issue 14, item 10: a name, registration number or station a spreadsheet would
// run as a formula is written with a ' in front (then quoted as RFC 4180 asks).
void TestExamReports::formulasAreNeutralised_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QByteArray>("written");
    QTest::newRow("=") << QStringLiteral("=HYPERLINK(\"http://x\",\"y\")")
                       << QByteArray("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"");
    QTest::newRow("+") << QStringLiteral("+30 210 0000000") << QByteArray("'+30 210 0000000");
    QTest::newRow("-") << QStringLiteral("-2+3") << QByteArray("'-2+3");
    QTest::newRow("@") << QStringLiteral("@SUM(A1:A9)") << QByteArray("'@SUM(A1:A9)");
    QTest::newRow("tab") << QStringLiteral("\t=1") << QByteArray("'\t=1");
    QTest::newRow("a name") << QStringLiteral("Ελένη-Μαρία") << QByteArray("Ελένη-Μαρία");
    QTest::newRow("# is quoted, as before") << QStringLiteral("#1") << QByteArray("\"#1\"");
}

void TestExamReports::formulasAreNeutralised()
{
    QFETCH(QString, typed);
    QFETCH(QByteArray, written);
    QList<TraineeResult> results = twoTrainees();
    results[0].attempt.traineeName = typed;
    results[0].attempt.traineeId = typed;
    results[0].attempt.station = typed;
    const QByteArray csv = ExamReports::resultsCsv(handMadeExam(), results);
    const QByteArray row = csv.split('\n').at(1);
    QVERIFY2(row.startsWith("answer,ex-rep-1," + written + ',' + written + ',' + written + ",2026-"), row.constData());
}

QTEST_MAIN(TestExamReports)
#include "tst_examreports.moc"
