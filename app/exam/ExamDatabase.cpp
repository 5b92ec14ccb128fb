#include "ExamDatabase.h"

#include "InstructorFile.h"

#include "LanguageManager.h"

#include <QCoreApplication>
#include <QJSEngine>
#include <QTimer>

#include <optional>

namespace croupier {

namespace {

/// While a PostgreSQL server is away: how often to try it again.
constexpr int retryIntervalMs = 3000;

// One database per process, shared by QML and the C++ callers; kept outside the
// QObject so store() works before QML (or anything) has created the singleton.
struct Shared
{
    std::optional<DatabaseLocation> configured; ///< from setLocation()
    std::unique_ptr<ExamStore> store;
    QString error;
    QString where;
    bool postgresql = false;
    bool resolved = false;
};

Shared &shared()
{
    static Shared s;
    return s;
}

ExamDatabase *theInstance = nullptr;

// Runs while QCoreApplication is being destroyed, before the SQL driver plugins
// are unloaded at static destruction.
void closeAll()
{
    delete theInstance;
    theInstance = nullptr;
    shared().store.reset();
}

/// Where the database is: setLocation(), else CROUPIER_EXAM_DB (a file or a
/// postgresql:// URL), else the user's data directory; a run that must not change
/// the user's data (--screenshot) without either works in memory.
std::optional<DatabaseLocation> resolveLocation(QString *error)
{
    Shared &s = shared();
    if (s.configured)
        return s.configured;
    const QString fromEnvironment = qEnvironmentVariable("CROUPIER_EXAM_DB");
    if (!fromEnvironment.isEmpty()) {
        QString why;
        auto parsed = DatabaseLocation::parse(fromEnvironment, &why);
        if (!parsed)
            *error = QStringLiteral("CROUPIER_EXAM_DB: %1").arg(why);
        return parsed;
    }
    if (!LanguageManager::isPersistent()) {
        DatabaseLocation memory;
        memory.path = QStringLiteral(":memory:");
        return memory;
    }
    return DatabaseLocation::defaultLocation();
}

} // namespace

ExamDatabase::ExamDatabase(QObject *parent)
    : QObject(parent)
    , m_retry(new QTimer(this))
{
    if (!theInstance) {
        theInstance = this;
        qAddPostRoutine(closeAll);
    }
    m_retry->setInterval(retryIntervalMs);
    connect(m_retry, &QTimer::timeout, this, &ExamDatabase::retry);
    // The store may have been opened (by store()) before this object existed.
    if (shared().resolved)
        QMetaObject::invokeMethod(this, &ExamDatabase::notifyChanged, Qt::QueuedConnection);
}

ExamDatabase::~ExamDatabase()
{
    if (theInstance == this)
        theInstance = nullptr;
}

ExamDatabase *ExamDatabase::instance()
{
    if (!theInstance && QCoreApplication::instance())
        new ExamDatabase; // the constructor registers it
    return theInstance;
}

ExamDatabase *ExamDatabase::create(QQmlEngine *, QJSEngine *)
{
    ExamDatabase *db = instance();
    // Shared by every engine and by the C++ callers: no engine may delete it.
    QJSEngine::setObjectOwnership(db, QJSEngine::CppOwnership);
    return db;
}

void ExamDatabase::setLocation(const DatabaseLocation &location)
{
    Shared &s = shared();
    s.configured = location;
    // A store already opened elsewhere is replaced at the next use.
    s.store.reset();
    s.resolved = false;
    s.error.clear();
    if (theInstance)
        theInstance->notifyChanged();
}

ExamStore *ExamDatabase::store()
{
    Shared &s = shared();
    if (!s.resolved) {
        s.resolved = true;
        QString error;
        const auto location = resolveLocation(&error);
        if (!location) {
            s.error = error;
            s.where = qEnvironmentVariable("CROUPIER_EXAM_DB");
            return nullptr;
        }
        s.where = location->display();
        s.postgresql = location->kind == DatabaseLocation::Kind::Postgresql;
        s.store = std::make_unique<ExamStore>(*location);
        // A single station: the instructor's key from a file the trainee's account
        // cannot write, when the school has made one (issue 14, item 3). A classroom
        // server keeps it in a table the stations' role cannot reach.
        if (location->kind == DatabaseLocation::Kind::Sqlite && location->path != QLatin1String(":memory:"))
            s.store->setInstructorFile(InstructorFile::configuredPath());
        s.error = s.store->open() ? QString() : s.store->lastError();
        // Often reached from a property's getter in a QML binding: tell QML (and
        // start the retries) once that binding is done, not from inside it.
        if (theInstance)
            QMetaObject::invokeMethod(theInstance, &ExamDatabase::notifyChanged, Qt::QueuedConnection);
    }
    return s.store && s.store->isOpen() ? s.store.get() : nullptr;
}

bool ExamDatabase::ready() const
{
    return store() != nullptr;
}

QString ExamDatabase::error() const
{
    store();
    return shared().error;
}

QString ExamDatabase::location() const
{
    store();
    return shared().where;
}

bool ExamDatabase::postgresql() const
{
    store();
    return shared().postgresql;
}

bool ExamDatabase::online() const
{
    ExamStore *s = store();
    return s && s->online();
}

int ExamDatabase::pendingAnswers() const
{
    store();
    const Shared &s = shared();
    return s.store ? s.store->pendingAnswers() : 0;
}

QVariantList ExamDatabase::exams() const
{
    QVariantList list;
    ExamStore *s = store();
    if (!s)
        return list;
    for (const ExamRecord &e : s->exams()) {
        list << QVariantMap{{QStringLiteral("id"), e.id},
                            {QStringLiteral("title"), e.title},
                            {QStringLiteral("created"), e.created.toUTC().toString(Qt::ISODate)},
                            {QStringLiteral("questions"), e.questions}};
    }
    return list;
}

void ExamDatabase::retry()
{
    Shared &s = shared();
    if (!s.resolved) {
        store();
    } else if (s.store && !s.store->isOpen()) {
        // A server that was away when the app started: open() also sends the outbox.
        s.error = s.store->open() ? QString() : s.store->lastError();
    } else if (s.store) {
        s.store->flushOutbox();
        s.error = s.store->online() ? QString() : s.store->lastError();
    }
    notifyChanged();
}

void ExamDatabase::notifyChanged()
{
    const Shared &s = shared();
    // Only a PostgreSQL store can come back; a SQLite file that fails stays failed
    // until the user does something about it.
    const bool waiting = s.postgresql && s.store && (!s.store->isOpen() || !s.store->online() || s.store->pendingAnswers() > 0);
    if (waiting && !m_retry->isActive())
        m_retry->start();
    else if (!waiting && m_retry->isActive())
        m_retry->stop();
    emit statusChanged();
    emit examsChanged();
}

} // namespace croupier
