#include "ExamOutbox.h"

#include "AnswerRow.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <utility>

namespace croupier {

namespace {

/// How long a write waits for another program holding the file.
constexpr int busyTimeoutMs = 2000;

QAtomicInteger<quint64> connectionCounter;

/// An outbox made before the answers were chained (issue 14) gets the chain's
/// columns; its waiting answers keep none.
bool addChainColumns(QSqlQuery &q)
{
    if (!q.exec(QStringLiteral("PRAGMA table_info(outbox)")))
        return false;
    bool has = false;
    while (q.next())
        has = has || q.value(1).toString() == QLatin1String("mac");
    return has
        || (q.exec(QStringLiteral("ALTER TABLE outbox ADD COLUMN seq INTEGER NOT NULL DEFAULT 0"))
            && q.exec(QStringLiteral("ALTER TABLE outbox ADD COLUMN segment INTEGER NOT NULL DEFAULT 0"))
            && q.exec(QStringLiteral("ALTER TABLE outbox ADD COLUMN mac TEXT NOT NULL DEFAULT ''")));
}

} // namespace

ExamOutbox::ExamOutbox(QString path, QString locationKey)
    : m_path(std::move(path))
    , m_locationKey(std::move(locationKey))
    , m_connection(QStringLiteral("croupier-exam-outbox-%1").arg(connectionCounter.fetchAndAddRelaxed(1)))
{
    QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection).setDatabaseName(m_path);
}

ExamOutbox::~ExamOutbox()
{
    {
        QSqlDatabase box = QSqlDatabase::database(m_connection, false);
        if (box.isOpen())
            box.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QString ExamOutbox::lastError() const
{
    return m_error;
}

bool ExamOutbox::open()
{
    if (m_ready)
        return true;
    QSqlDatabase box = QSqlDatabase::database(m_connection, false);
    const QFileInfo info(m_path);
    if (info.exists()) {
        QFile file(m_path);
        if (!file.open(QIODevice::ReadOnly) || (file.size() > 0 && file.read(16) != QByteArray("SQLite format 3\0", 16))) {
            m_error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(m_path),
                                                   //: The local file where answers wait while the server is away.
                                                   QCoreApplication::translate("ExamStore", "the outbox is not an SQLite database"));
            return false;
        }
    } else if (!info.absoluteDir().exists()) {
        QDir().mkpath(info.absolutePath());
    }
    box.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs));
    QSqlQuery q(box);
    if (!box.open()
        || !q.exec(QStringLiteral("PRAGMA journal_mode = WAL"))
        || !q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS outbox("
                                  " location TEXT NOT NULL,"
                                  " attempt_id INTEGER NOT NULL,"
                                  " idx INTEGER NOT NULL,"
                                  " given TEXT NOT NULL,"
                                  " correct INTEGER NOT NULL,"
                                  " elapsed_ms INTEGER NOT NULL,"
                                  " at TEXT NOT NULL,"
                                  " seq INTEGER NOT NULL DEFAULT 0,"
                                  " segment INTEGER NOT NULL DEFAULT 0,"
                                  " mac TEXT NOT NULL DEFAULT '',"
                                  " PRIMARY KEY(location, attempt_id, idx))"))
        || !addChainColumns(q)) {
        const QString why = box.isOpen() ? q.lastError().text() : box.lastError().text();
        box.close();
        m_error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(m_path),
                                               QCoreApplication::translate("ExamStore", "the outbox cannot be opened: %1").arg(why));
        return false;
    }
    m_ready = true;
    return true;
}

bool ExamOutbox::add(const AnswerRecord &answer)
{
    const QString where = QDir::toNativeSeparators(m_path);
    if (!open())
        return false;
    QSqlDatabase box = QSqlDatabase::database(m_connection, false);
    if (!box.transaction()) {
        m_error = QStringLiteral("%1: %2").arg(where, box.lastError().text());
        return false;
    }
    QSqlQuery q(box);
    q.prepare(QStringLiteral("INSERT INTO outbox(location, " ANSWER_COLUMNS ")"
                             " VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(m_locationKey);
    bindAnswer(q, answer);
    if (!q.exec() || !box.commit()) {
        const QString why = q.lastError().isValid() ? q.lastError().text() : box.lastError().text();
        box.rollback();
        m_error = QStringLiteral("%1: %2").arg(where, QCoreApplication::translate("ExamStore", "the answer could not be kept in the outbox: %1").arg(why));
        return false;
    }
    return true;
}

std::optional<QList<AnswerRecord>> ExamOutbox::waiting(std::optional<qint64> attemptId)
{
    QList<AnswerRecord> list;
    // Reading makes no file: none means nothing waits.
    if (!QFileInfo::exists(m_path) && !m_ready)
        return list;
    if (!open())
        return std::nullopt;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(attemptId ? QStringLiteral("SELECT " ANSWER_COLUMNS " FROM outbox"
                                         " WHERE location = ? AND attempt_id = ? ORDER BY attempt_id, idx")
                        : QStringLiteral("SELECT " ANSWER_COLUMNS " FROM outbox"
                                         " WHERE location = ? ORDER BY attempt_id, idx"));
    q.addBindValue(m_locationKey);
    if (attemptId)
        q.addBindValue(*attemptId);
    if (!q.exec())
        return list;
    while (q.next()) {
        list << answerFromRow(q);
    }
    return list;
}

bool ExamOutbox::remove(const AnswerRecord &answer)
{
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("DELETE FROM outbox WHERE location = ? AND attempt_id = ? AND idx = ?"));
    q.addBindValue(m_locationKey);
    q.addBindValue(answer.attemptId);
    q.addBindValue(answer.index);
    return q.exec();
}

} // namespace croupier
