#pragma once

#include "ExamRecords.h"
#include "store/SqlValues.h"

#include <QSqlQuery>

namespace croupier {

/// @p bytes as hex text, never a null QString (which would be bound as NULL):
/// an empty value is the empty text.
inline QString hexText(const QByteArray &bytes)
{
    return bytes.isEmpty() ? QStringLiteral("") : QString::fromLatin1(bytes.toHex());
}

/// The columns an answer is kept in, in the answers table and in the outbox alike,
/// in the order bindAnswer() binds them and answerFromRow() reads them.
#define ANSWER_COLUMNS "attempt_id, idx, given, correct, elapsed_ms, at, seq, segment, mac"

inline void bindAnswer(QSqlQuery &q, const AnswerRecord &answer)
{
    q.addBindValue(answer.attemptId);
    q.addBindValue(answer.index);
    q.addBindValue(QString::fromUtf8(answer.givenJson));
    q.addBindValue(answer.correct ? 1 : 0);
    q.addBindValue(answer.elapsedMs);
    q.addBindValue(sql::isoUtc(answer.at));
    q.addBindValue(answer.seq);
    q.addBindValue(answer.segment);
    q.addBindValue(hexText(answer.mac));
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
    a.seq = q.value(6).toInt();
    a.segment = q.value(7).toInt();
    a.mac = QByteArray::fromHex(q.value(8).toString().toLatin1());
    return a;
}

} // namespace croupier
