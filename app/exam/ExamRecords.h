#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

namespace croupier {

/// @brief An exam as the store lists it.
struct ExamRecord
{
    QString id;
    QString title;
    QDateTime created;
    int questions = 0;
};

/// @brief One trainee's sitting of one exam.
struct AttemptRecord
{
    qint64 id = 0;
    QString examId;
    QString traineeName;   ///< as typed, trimmed: "Μαρία Παπαδοπούλου"
    QString traineeId;     ///< the school's registration number, trimmed; the key with examId
    QString station;       ///< the machine's host name
    QDateTime started;
    QDateTime finished;    ///< invalid while the attempt is open
    int answered = 0;      ///< answers stored (outbox included)
    int correct = 0;
};

/// @brief One stored answer.
struct AnswerRecord
{
    qint64 attemptId = 0;
    int index = 0;          ///< 0-based question index
    QByteArray givenJson;   ///< the answer as compact JSON ({"total": 5}); "null" when the time ran out
    bool correct = false;
    qint64 elapsedMs = 0;
    QDateTime at;
};

} // namespace croupier
