#pragma once

#include "ExamStore.h"

#include <QObject>
#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QJSEngine;
class QQmlEngine;
class QTimer;

namespace croupier {

/**
 * @brief The app's one exam database, for QML: opened on first use from the
 * location main.cpp was given (`--database`), else the file named by the
 * environment variable CROUPIER_EXAM_DB (tests, screenshots), else
 * DatabaseLocation::defaultLocation().
 *
 * While a PostgreSQL server is away it retries every few seconds and sends the
 * answers that waited in the outbox; `online` and `pendingAnswers` say so.
 */
class ExamDatabase : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    Q_PROPERTY(bool ready READ ready NOTIFY statusChanged FINAL)
    /// Why the database could not be opened, naming it; empty when ready.
    Q_PROPERTY(QString error READ error NOTIFY statusChanged FINAL)
    /// The file or "postgresql://user@host:port/db" (no password).
    Q_PROPERTY(QString location READ location NOTIFY statusChanged FINAL)
    Q_PROPERTY(bool postgresql READ postgresql NOTIFY statusChanged FINAL)
    Q_PROPERTY(bool online READ online NOTIFY statusChanged FINAL)
    Q_PROPERTY(int pendingAnswers READ pendingAnswers NOTIFY statusChanged FINAL)

public:
    ~ExamDatabase() override;

    /// main.cpp, before the QML engine exists: where the database is.
    static void setLocation(const DatabaseLocation &location);
    /// The open store, or nullptr (then `error` says why). C++ callers (ExamSitting, ExamDesk).
    static ExamStore *store();
    /// The process-wide instance (created on first call, by C++ or by QML; never null
    /// while the application runs).
    static ExamDatabase *instance();
    /// For QML_SINGLETON: the same instance, owned by C++, so QML and the C++
    /// callers share one object and its signals.
    static ExamDatabase *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    bool ready() const;
    QString error() const;
    QString location() const;
    bool postgresql() const;
    bool online() const;
    int pendingAnswers() const;

    /// [{id, title, created (ISO text), questions}] newest first.
    Q_INVOKABLE QVariantList exams() const;
    /// Reconnects and sends waiting answers now.
    Q_INVOKABLE void retry();
    /// Tells QML that the store changed (an exam saved, an answer written).
    void notifyChanged();

signals:
    void statusChanged();
    void examsChanged();

private:
    // Private: Qt 6.4 prefers a public default constructor to create(), which would
    // give QML an object of its own, deaf to the C++ callers' notifyChanged().
    explicit ExamDatabase(QObject *parent = nullptr);

    QTimer *m_retry = nullptr;
};

} // namespace croupier
