// class-study-bench (issue 19, item 7): how long the instructor's desk takes to read
// a class's self-study from the classroom server's records (ClassStudy: every
// trainee's records replayed into a store in memory, then the day's plan, mastery,
// certificates; the class's weakest cells; one trainee's leeches beside an exam).
// The records are made here, as a station sends them: per trainee, one session a day
// over 30 days of the Punto Banco draw and totals, some cells harder than others.
// Printed, never asserted.
//
//   build/dev/tests/bench/class-study-bench [--trainees N] [--answers M]

#include "exam/ExamRecords.h"
#include "study/ClassStudy.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

#include <cstdio>

using namespace croupier;

namespace {

QList<StudyRecord> classRecords(int trainees, int answersEach)
{
    QList<StudyRecord> records;
    qint64 id = 0;
    QRandomGenerator rng(19);
    const QDateTime start = QDateTime::currentDateTimeUtc().addDays(-30);
    const int perDay = std::max(1, answersEach / 30);
    for (int t = 0; t < trainees; ++t) {
        const QString number = QStringLiteral("2025-%1").arg(t + 1, 3, 10, QLatin1Char('0'));
        auto add = [&](const QString &kind, const QJsonObject &body, const QDateTime &at) {
            records << StudyRecord{++id, number, QStringLiteral("Trainee %1").arg(t + 1), QStringLiteral("st"), kind,
                                   QJsonDocument(body).toJson(QJsonDocument::Compact), at};
            return id;
        };
        for (int day = 0, given = 0; given < answersEach; ++day) {
            QDateTime at = start.addDays(day % 30).addSecs(9 * 3600 + t * 60);
            const qint64 session = add(QStringLiteral("session"),
                                       {{QStringLiteral("plan"), QStringLiteral("today")},
                                        {QStringLiteral("topics"), QStringLiteral("baccarat.draw,baccarat.total")},
                                        {QStringLiteral("level"), 2}},
                                       at);
            for (int i = 0; i < perDay && given < answersEach; ++i, ++given) {
                at = at.addSecs(20);
                const bool draw = rng.bounded(2) == 0;
                const int banker = int(rng.bounded(8));
                const int third = int(rng.bounded(10));
                const int cell = draw ? banker * 10 + third : int(rng.bounded(10));
                // Banco 3 to 6 against a third card: the hard cells.
                const bool right = rng.bounded(100) < (draw && banker >= 3 && banker <= 6 ? 60u : 92u);
                add(QStringLiteral("answer"),
                    {{QStringLiteral("session"), session},
                     {QStringLiteral("game"), QStringLiteral("punto-banco")},
                     {QStringLiteral("topic"), draw ? QStringLiteral("baccarat.draw") : QStringLiteral("baccarat.total")},
                     {QStringLiteral("cell"), cell},
                     {QStringLiteral("cellKey"), draw ? QStringLiteral("banker:%1:%2").arg(banker).arg(third)
                                                      : QStringLiteral("2:%1").arg(cell)},
                     {QStringLiteral("correct"), right},
                     {QStringLiteral("elapsedMs"), 2000 + int(rng.bounded(4000))}},
                    at);
            }
            add(QStringLiteral("finish"), {{QStringLiteral("session"), session}, {QStringLiteral("points"), 40},
                                           {QStringLiteral("bestStreak"), 6}},
                at.addSecs(30));
        }
    }
    return records;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("trainees"), QStringLiteral("Trainees in the class."), QStringLiteral("n"), QStringLiteral("20")});
    parser.addOption({QStringLiteral("answers"), QStringLiteral("Answers per trainee."), QStringLiteral("m"), QStringLiteral("1500")});
    parser.process(app);
    const int trainees = std::max(1, parser.value(QStringLiteral("trainees")).toInt());
    const int answers = std::max(1, parser.value(QStringLiteral("answers")).toInt());
    const QList<StudyRecord> records = classRecords(trainees, answers);
    std::printf("class-study-bench: %d trainees x %d answers = %lld records\n", trainees, answers,
                static_cast<long long>(records.size()));
    QElapsedTimer timer;
    timer.start();
    const ClassStudy study(records);
    const QVariantList list = study.trainees();
    const qint64 traineesMs = timer.restart();
    const QVariantList weakest = study.weakestCells(10, 5);
    const qint64 weakestMs = timer.restart();
    QList<StudyRecord> one;
    for (const StudyRecord &r : records)
        if (r.traineeId == records.front().traineeId)
            one << r;
    const QVariantList leeches = ClassStudy(one).leechesOf(records.front().traineeId);
    const qint64 leechesMs = timer.elapsed();
    std::printf("  the class (plan, leeches, mastery, certificates of each): %lld ms for %lld trainees\n",
                static_cast<long long>(traineesMs), static_cast<long long>(list.size()));
    std::printf("  the class's weakest cells: %lld ms (%lld cells listed)\n", static_cast<long long>(weakestMs),
                static_cast<long long>(weakest.size()));
    std::printf("  one trainee's leeches (the results page): %lld ms (%lld leeches)\n",
                static_cast<long long>(leechesMs), static_cast<long long>(leeches.size()));
    return list.size() == trainees ? 0 : 1;
}
