#pragma once

#include "ExamRecords.h"
#include "store/SqlValues.h"

#include <QSqlQuery>

namespace croupier {

/// The columns an answer is kept in, in the answers table and in the outbox alike:
/// attempt_id, idx, given, correct, elapsed_ms, at. Binds them in that order.
inline void bindAnswer(QSqlQuery &q, const AnswerRecord &answer)
{
    q.addBindValue(answer.attemptId);
    q.addBindValue(answer.index);
    q.addBindValue(QString::fromUtf8(answer.givenJson));
    q.addBindValue(answer.correct ? 1 : 0);
    q.addBindValue(answer.elapsedMs);
    q.addBindValue(sql::isoUtc(answer.at));
}

/// The answer in the current row of @p q, whose columns are those of bindAnswer().
inline AnswerRecord answerFromRow(const QSqlQuery &q)
{
    AnswerRecord a;
    a.attemptId = q.value(0).toLongLong();
    a.index = q.value(1).toInt();
    a.givenJson = q.value(2).toString().toUtf8();
    a.correct = q.value(3).toInt() != 0;
    a.elapsedMs = q.value(4).toLongLong();
    a.at = sql::fromIsoUtc(q.value(5));
    return a;
}

} // namespace croupier
