#pragma once

#include "ExamRecords.h"

#include <QList>
#include <QString>

#include <optional>

namespace croupier {

/**
 * @brief The local SQLite file where a station's answers wait while the
 * PostgreSQL exam server cannot be reached (ExamStore sends them when it is back).
 *
 * One file may hold the answers of several servers: each row carries the
 * server's address (@p locationKey, DatabaseLocation::display()). The file is made
 * only when the first answer has to wait. Messages name the file.
 */
class ExamOutbox
{
public:
    ExamOutbox(QString path, QString locationKey);
    ~ExamOutbox();
    ExamOutbox(const ExamOutbox &) = delete;
    ExamOutbox &operator=(const ExamOutbox &) = delete;

    /// Keeps @p answer until it is sent. False with lastError().
    bool add(const AnswerRecord &answer);
    /// The answers waiting (of @p attemptId, or all), by attempt and index;
    /// nullopt with lastError() when the file cannot be opened.
    std::optional<QList<AnswerRecord>> waiting(std::optional<qint64> attemptId);
    /// After it is sent.
    bool remove(const AnswerRecord &answer);

    QString lastError() const;

private:
    bool open();

    QString m_path;
    QString m_locationKey;
    QString m_connection;
    bool m_ready = false;
    QString m_error;
};

} // namespace croupier
