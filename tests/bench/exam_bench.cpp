// exam-bench: the exams' figures (issue 8), printed, never asserted. How long a
// trainee's answer takes to reach the database (its own transaction, SQLite WAL
// and, when CROUPIER_TEST_POSTGRES names a server, PostgreSQL), a login (PBKDF2,
// 200,000 iterations), building and reading back a large exam, the question sheet
// of 100 questions as PDF, the results of a class as signed CSV.
//
//   build/dev/tests/bench/exam-bench [--answers N]
//   CROUPIER_TEST_POSTGRES=postgresql://… build/dev/tests/bench/exam-bench

#include "exam/Exam.h"
#include "exam/ExamFile.h"
#include "exam/ExamReports.h"
#include "exam/ExamStore.h"
#include "bank/TopicRegistry.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace croupier;

namespace {

Exam makeExam(const std::string &id, int perSection)
{
    ExamSpec spec;
    spec.id = id;
    spec.title = "Bench";
    spec.language = "en";
    spec.seed = 99;
    spec.sections = {ExamSection{"baccarat.draw", Game::PuntoBanco, perSection, 2},
                     ExamSection{"baccarat.payout", Game::PuntoBanco, perSection, 3},
                     ExamSection{"craps.roll", Game::Craps, perSection, 3},
                     ExamSection{"blackjack.payout", Game::Blackjack, perSection, 3}};
    spec.profile.decks = 6;
    return buildExam(spec, TopicRegistry::builtin(), [](Game, const Prompt &p, const std::string &) { return p.key; });
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5))];
}

/// Writes @p count answers of one attempt, each in its own transaction, and prints
/// the median and 99th percentile.
void answerLatency(const char *label, ExamStore &store, int count)
{
    const Exam exam = makeExam("bench-" + std::to_string(QDateTime::currentMSecsSinceEpoch()), (count + 3) / 4);
    const QString id = QString::fromStdString(exam.spec.id);
    if (!store.saveExam(id, QStringLiteral("Bench"), int(exam.questions.size()), ExamFile::write(exam))) {
        std::printf("%s: %s\n", label, qPrintable(store.lastError()));
        return;
    }
    const std::optional<AttemptRecord> attempt =
        store.startOrResume(id, QStringLiteral("Bench"), QStringLiteral("B-1"), QStringLiteral("bench"));
    if (!attempt)
        return;
    std::vector<double> ms;
    QElapsedTimer t;
    for (int i = 0; i < count; ++i) {
        AnswerRecord a;
        a.attemptId = attempt->id;
        a.index = i;
        a.givenJson = QByteArrayLiteral("{\"decision\": \"draw\"}");
        a.elapsedMs = 1000;
        t.start();
        if (!store.recordAnswer(a)) {
            std::printf("%s: %s\n", label, qPrintable(store.lastError()));
            return;
        }
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::printf("%s: one answer in its own transaction: median %.2f ms, p99 %.2f ms (%d answers)\n", label,
                percentile(ms, 0.5), percentile(ms, 0.99), count);
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    std::setvbuf(stdout, nullptr, _IOLBF, 0);
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption answersOption(QStringLiteral("answers"), QStringLiteral("answers to write"),
                                           QStringLiteral("N"), QStringLiteral("200"));
    parser.addOption(answersOption);
    parser.process(app);
    const int answers = std::max(4, parser.value(answersOption).toInt());
    QTemporaryDir dir;

    DatabaseLocation file;
    file.path = dir.filePath(QStringLiteral("bench.sqlite"));
    ExamStore sqlite(file, dir.filePath(QStringLiteral("outbox.sqlite")));
    if (!sqlite.open()) {
        std::printf("sqlite: %s\n", qPrintable(sqlite.lastError()));
        return 1;
    }
    answerLatency("sqlite (WAL, file)", sqlite, answers);

    const QString server = qEnvironmentVariable("CROUPIER_TEST_POSTGRES");
    if (!server.isEmpty()) {
        QString error;
        if (const std::optional<DatabaseLocation> where = DatabaseLocation::parse(server, &error)) {
            ExamStore pg(*where, dir.filePath(QStringLiteral("outbox-pg.sqlite")));
            if (pg.open())
                answerLatency("postgresql (loopback)", pg, answers);
            else
                std::printf("postgresql: %s\n", qPrintable(pg.lastError()));
        }
    } else {
        std::printf("postgresql: not measured (CROUPIER_TEST_POSTGRES is not set)\n");
    }

    QElapsedTimer t;
    if (!sqlite.hasPassphrase())
        sqlite.setPassphrase(QString(), QStringLiteral("bench passphrase"));
    t.start();
    const LoginResult login = sqlite.login(QStringLiteral("bench passphrase"));
    std::printf("login (PBKDF2-HMAC-SHA256, 200,000 iterations, twice: hash and secret): %.0f ms%s\n",
                double(t.nsecsElapsed()) / 1e6, login.ok ? "" : " (failed)");

    t.start();
    const Exam big = makeExam("bench-big", 500);
    const double buildMs = double(t.nsecsElapsed()) / 1e6;
    const QByteArray bytes = ExamFile::write(big);
    t.start();
    QString error;
    const std::optional<Exam> back = ExamFile::read(bytes, QStringLiteral("bench"), &error);
    std::printf("exam of %zu questions: built in %.0f ms; its file (%.1f MB) read and every key re-checked in %.0f ms%s\n",
                big.questions.size(), buildMs, double(bytes.size()) / 1e6, double(t.nsecsElapsed()) / 1e6,
                back ? "" : qPrintable(QStringLiteral(" (") + error + QLatin1Char(')')));

    const Exam hundred = makeExam("bench-100", 25);
    t.start();
    const bool sheet = ExamReports::writeSheetPdf(hundred, dir.filePath(QStringLiteral("sheet.pdf")), false,
                                                  QStringLiteral("en"), &error);
    std::printf("question sheet of %zu questions as PDF: %.0f ms%s\n", hundred.questions.size(),
                double(t.nsecsElapsed()) / 1e6, sheet ? "" : " (failed)");

    QList<TraineeResult> results;
    for (int trainee = 0; trainee < 30; ++trainee) {
        TraineeResult r;
        r.attempt.traineeId = QStringLiteral("T-%1").arg(trainee);
        r.attempt.traineeName = QStringLiteral("Trainee %1").arg(trainee);
        std::vector<ExamAnswer> given;
        for (int i = 0; i < int(hundred.questions.size()); ++i) {
            AnswerRecord a;
            a.index = i;
            a.givenJson = QByteArray::fromStdString(hundred.questions[std::size_t(i)].answer.dump());
            a.correct = (i + trainee) % 5 != 0;
            a.elapsedMs = 1000 + i;
            r.answers.append(a);
            given.push_back(ExamAnswer{i, hundred.questions[std::size_t(i)].answer, a.correct, a.elapsedMs});
        }
        r.score = scoreExam(hundred, given);
        results.append(r);
    }
    t.start();
    const QByteArray csv = ExamReports::resultsCsv(hundred, results);
    std::printf("results of 30 trainees x %zu questions as signed CSV: %.0f ms (%.0f kB)\n", hundred.questions.size(),
                double(t.nsecsElapsed()) / 1e6, double(csv.size()) / 1e3);
    return 0;
}
