#include "StudyDatabase.h"

#include "LanguageManager.h"
#include "StudyStore.h"
#include "exam/ExamDatabase.h"
#include "exam/ExamStore.h"
#include "bank/Game.h"
#include "study/Pace.h"

#include <QCoreApplication>
#include <QJSEngine>
#include <QSettings>
#include <QSysInfo>
#include <QTimer>

namespace croupier {

namespace {

StudyDatabase *theInstance = nullptr;

// Deleted while QCoreApplication is being destroyed, before the SQL driver
// plugin is unloaded at static destruction.
void deleteInstance()
{
    delete theInstance;
    theInstance = nullptr;
}

QString iso(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

} // namespace

StudyDatabase::StudyDatabase(QObject *parent)
    : QObject(parent)
{
    connect(this, &StudyDatabase::changed, this, [this] {
        ++m_revision;
        // A removed or renamed profile, another file: said when the one in use
        // changed, not at the first open (inside a binding that reads it: no loop).
        const std::pair<qint64, QString> now = active();
        const bool said = m_seenActive && *m_seenActive != now;
        m_seenActive = now;
        if (said)
            emit activeProfileChanged();
        pushClassroomSoon();
    });
    connect(this, &StudyDatabase::activeProfileChanged, this, &StudyDatabase::classroomChanged);
}

StudyDatabase::~StudyDatabase() = default;

StudyDatabase *StudyDatabase::instance()
{
    if (!theInstance) {
        theInstance = new StudyDatabase;
        qAddPostRoutine(deleteInstance);
    }
    return theInstance;
}

StudyDatabase *StudyDatabase::create(QQmlEngine *, QJSEngine *)
{
    StudyDatabase *db = instance();
    // Shared by every engine and by StudySession: no engine may delete it.
    QJSEngine::setObjectOwnership(db, QJSEngine::CppOwnership);
    return db;
}

StudyStore *StudyDatabase::store()
{
    if (!m_store) {
        QString path = qEnvironmentVariable("CROUPIER_STUDY_DB");
        // A screenshot or measuring run must not change the user's history
        // (main.cpp): without a file named for it, it works in memory.
        if (path.isEmpty())
            path = LanguageManager::isPersistent() ? StudyStore::defaultPath() : QStringLiteral(":memory:");
        if (!openAt(path))
            return nullptr;
    }
    return m_store && m_store->isOpen() ? m_store.get() : nullptr;
}

bool StudyDatabase::ready()
{
    return store() != nullptr;
}

bool StudyDatabase::openAt(const QString &path)
{
    auto next = std::make_unique<StudyStore>(path);
    const bool ok = next->open();
    if (!ok) {
        setError(next->lastError());
        // Keep the file in use, if any; a first failure leaves none.
        if (!m_store) {
            m_store = std::move(next);
            m_path = path;
            emit pathChanged();
        }
        return false;
    }
    m_store = std::move(next);
    m_path = path;
    setError({});
    emit pathChanged();
    emit changed();
    return true;
}

void StudyDatabase::setError(const QString &error)
{
    if (m_error == error)
        return;
    m_error = error;
    emit errorChanged();
}

bool StudyDatabase::wrote(bool ok)
{
    setError(ok ? QString() : m_store->lastError());
    if (ok)
        emit changed();
    return ok;
}

QVariantList StudyDatabase::profiles()
{
    StudyStore *s = store();
    if (!s)
        return {};
    QVariantList list = s->profiles();
    setError(s->lastError());
    return list;
}

qint64 StudyDatabase::addProfile(const QString &name)
{
    StudyStore *s = store();
    if (!s)
        return -1;
    const std::optional<qint64> id = s->addProfile(name);
    wrote(id.has_value());
    return id.value_or(-1);
}

bool StudyDatabase::renameProfile(qint64 id, const QString &name)
{
    StudyStore *s = store();
    return s && wrote(s->renameProfile(id, name));
}

bool StudyDatabase::removeProfile(qint64 id)
{
    StudyStore *s = store();
    return s && wrote(s->removeProfile(id));
}

QVariantList StudyDatabase::sessions(qint64 profile)
{
    QVariantList list;
    StudyStore *s = store();
    if (!s)
        return list;
    for (const SessionRecord &r : s->sessions(profile)) {
        list << QVariantMap{{QStringLiteral("id"), r.id},
                            {QStringLiteral("started"), iso(r.started)},
                            {QStringLiteral("ended"), iso(r.ended)},
                            {QStringLiteral("running"), !r.ended.isValid()},
                            {QStringLiteral("plan"), r.plan},
                            {QStringLiteral("topics"), r.topics.split(QLatin1Char(','), Qt::SkipEmptyParts)},
                            {QStringLiteral("level"), r.level},
                            {QStringLiteral("answered"), r.answered},
                            {QStringLiteral("correct"), r.correct},
                            {QStringLiteral("points"), r.points},
                            {QStringLiteral("bestStreak"), r.bestStreak}};
    }
    setError(s->lastError());
    return list;
}

QVariantList StudyDatabase::days(qint64 profile)
{
    QVariantList list;
    StudyStore *s = store();
    if (!s)
        return list;
    for (const DayFigures &f : s->days(profile)) {
        list << QVariantMap{{QStringLiteral("day"), f.day.toString(Qt::ISODate)},
                            {QStringLiteral("topic"), f.topic},
                            {QStringLiteral("answered"), f.answered},
                            {QStringLiteral("correct"), f.correct},
                            {QStringLiteral("meanMs"), f.meanMs}};
    }
    setError(s->lastError());
    return list;
}

QVariantMap StudyDatabase::personalBests(qint64 profile)
{
    StudyStore *s = store();
    if (!s)
        return {};
    QVariantMap m = s->personalBests(profile);
    setError(s->lastError());
    return m;
}

QVariantMap StudyDatabase::heatMap(qint64 profile, const QString &topic)
{
    StudyStore *s = store();
    if (!s)
        return {};
    QVariantMap m = s->heatMap(profile, topic);
    setError(s->lastError());
    return m;
}

bool StudyDatabase::recordSpot(qint64 profile, const QString &game, const QString &kind, bool detected,
                               bool falseAlarm, int delayMs, bool kindRight, bool remedyRight)
{
    StudyStore *s = store();
    if (!s)
        return false;
    return wrote(s->addSpot(profile, {game, kind, detected, falseAlarm, delayMs, kindRight, remedyRight, {}}));
}

QVariantList StudyDatabase::spotFigures(qint64 profile)
{
    StudyStore *s = store();
    if (!s)
        return {};
    QVariantList list;
    for (const SpotFigures &f : s->spotFigures(profile))
        list << QVariantMap{{QStringLiteral("kind"), f.kind},
                            {QStringLiteral("rounds"), f.rounds},
                            {QStringLiteral("detected"), f.detected},
                            {QStringLiteral("falseAlarms"), f.falseAlarms},
                            {QStringLiteral("meanDelayMs"), f.meanDelayMs},
                            {QStringLiteral("kindsRight"), f.kindsRight},
                            {QStringLiteral("remediesRight"), f.remediesRight}};
    setError(s->lastError());
    return list;
}

qint64 StudyDatabase::targetMs(qint64 profile, const QString &topic, qint64 fallback)
{
    StudyStore *s = store();
    return s ? s->targetMs(profile, topic, fallback) : fallback;
}

bool StudyDatabase::setTargetMs(qint64 profile, const QString &topic, qint64 ms)
{
    StudyStore *s = store();
    return s && wrote(s->setTargetMs(profile, topic, ms));
}

QVariantMap StudyDatabase::scheduleSettings(qint64 profile)
{
    StudyStore *s = store();
    const ScheduleSettings settings = s && profile > 0 ? s->scheduleSettings(profile) : ScheduleSettings{};
    return {{QStringLiteral("retention"), settings.retentionPermille},
            {QStringLiteral("newPerDay"), settings.newPerDay},
            {QStringLiteral("timeScale"), settings.timeScalePercent}};
}

bool StudyDatabase::setScheduleSettings(qint64 profile, int retention, int newPerDay, int timeScale)
{
    StudyStore *s = store();
    return s && wrote(s->setScheduleSettings(profile, {retention, newPerDay, timeScale}));
}

namespace {
const QString kActiveProfileKey = QStringLiteral("study/profile");
} // namespace

int StudyDatabase::paceTarget(qint64 profile, const QString &game)
{
    const std::optional<Game> g = gameFromName(game.toStdString());
    StudyStore *s = store();
    if (!g || !s || profile <= 0)
        return 0;
    return perHourOf(s->targetMs(profile, QString::fromStdString(paceTargetKey(*g)), 0));
}

bool StudyDatabase::setPaceTarget(qint64 profile, const QString &game, int perHour)
{
    const std::optional<Game> g = gameFromName(game.toStdString());
    if (!g) {
        setError(QStringLiteral("pace target: no game \"%1\"").arg(game));
        return false;
    }
    StudyStore *s = store();
    return s && wrote(s->setTargetMs(profile, QString::fromStdString(paceTargetKey(*g)), roundTimeMs(perHour)));
}

std::pair<qint64, QString> StudyDatabase::active()
{
    if (!m_activeProfile)
        m_activeProfile = LanguageManager::isPersistent() ? QSettings().value(kActiveProfileKey).toLongLong() : 0;
    // Only a profile of the file in use (another file, or the profile removed: none),
    // its id and name from one read of the profiles.
    if (*m_activeProfile > 0)
        for (const QVariant &p : profiles()) {
            const QVariantMap m = p.toMap();
            if (m.value(QStringLiteral("id")).toLongLong() == *m_activeProfile)
                return {*m_activeProfile, m.value(QStringLiteral("name")).toString()};
        }
    return {0, QString()};
}

qint64 StudyDatabase::activeProfile()
{
    return active().first;
}

void StudyDatabase::setActiveProfile(qint64 profile)
{
    if (m_activeProfile && *m_activeProfile == profile)
        return;
    m_activeProfile = profile;
    if (LanguageManager::isPersistent())
        QSettings().setValue(kActiveProfileKey, profile);
    m_seenActive = active();
    emit activeProfileChanged();
}

QString StudyDatabase::activeProfileName()
{
    return active().second;
}

// ---- the classroom server (issue 19, item 7) ------------------------------------

namespace {

/// The exam store when it is a classroom server reached as the stations' role.
ExamStore *classroomStore()
{
    if (!ExamDatabase::instance()->postgresql())
        return nullptr;
    ExamStore *exams = ExamDatabase::store();
    return exams && exams->isStation() ? exams : nullptr;
}

} // namespace

bool StudyDatabase::classroom() const
{
    return classroomStore() != nullptr;
}

QString StudyDatabase::registration()
{
    StudyStore *s = store();
    const qint64 profile = activeProfile();
    return s && profile > 0 ? s->registration(profile) : QString();
}

bool StudyDatabase::classroomSignedIn()
{
    return m_studyTokens.contains(activeProfile());
}

int StudyDatabase::classroomWaiting()
{
    StudyStore *s = store();
    const qint64 profile = activeProfile();
    return s && profile > 0 && !s->registration(profile).isEmpty() ? s->pendingCount(profile) : 0;
}

bool StudyDatabase::classroomFail(const QString &error)
{
    m_classroomError = error;
    emit classroomChanged();
    return false;
}

qint64 StudyDatabase::classroomSignIn(const QString &registration, const QString &name, const QString &passphrase)
{
    StudyStore *s = store();
    ExamStore *exams = classroomStore();
    const QString number = registration.trimmed();
    if (!s || !exams) {
        //: Self-study can be kept on the server only when the exams are on the classroom's PostgreSQL server.
        classroomFail(tr("There is no classroom server: self-study stays on this computer."));
        return -1;
    }
    if (number.isEmpty() || number.size() > 100) {
        //: The field "Registration number" is empty or too long.
        classroomFail(tr("Registration number: type the number the school gave you (at most 100 characters)."));
        return -1;
    }
    if (name.trimmed().isEmpty()) {
        //: The field "Name" is empty.
        classroomFail(tr("Name: type your name as the school has it."));
        return -1;
    }
    if (passphrase.size() < 8) {
        //: The field "Study passphrase" is too short.
        classroomFail(tr("Study passphrase: at least 8 characters."));
        return -1;
    }
    const QString token = ExamStore::studyToken(number, passphrase);
    const std::optional<QString> serverName = exams->studyEnrol(number, name, token);
    if (!serverName) {
        classroomFail(exams->lastError());
        return -1;
    }
    std::optional<qint64> profile = s->profileByRegistration(number);
    if (!profile) {
        const auto [activeId, activeName] = active();
        if (activeId > 0 && activeName == name.trimmed() && s->registration(activeId).isEmpty()) {
            profile = activeId;
        } else {
            QString local = *serverName;
            for (const QVariant &p : s->profiles())
                if (p.toMap().value(QStringLiteral("name")).toString() == local)
                    local = QStringLiteral("%1 (%2)").arg(*serverName, number);
            profile = s->addProfile(local);
        }
        if (!profile || !s->setRegistration(*profile, number)) {
            classroomFail(s->lastError());
            return -1;
        }
    }
    m_studyTokens.insert(*profile, token);
    m_classroomError.clear();
    setActiveProfile(*profile);
    syncClassroom();
    emit changed();
    emit classroomChanged();
    return *profile;
}

bool StudyDatabase::syncClassroom()
{
    StudyStore *s = store();
    ExamStore *exams = classroomStore();
    const qint64 profile = activeProfile();
    if (!s || !exams || profile <= 0 || !m_studyTokens.contains(profile))
        return false;
    const QString number = s->registration(profile);
    const std::optional<QList<StudyRecord>> records
        = exams->studyRecords(number, m_studyTokens.value(profile), s->pulledUpTo(profile));
    if (!records)
        return classroomFail(exams->lastError());
    QList<ClassroomRecord> pulled;
    for (const StudyRecord &r : *records)
        pulled << ClassroomRecord{r.id, r.kind, r.body, r.at};
    int refused = 0;
    if (!s->applyRecords(profile, pulled, &refused))
        return classroomFail(s->lastError());
    if (!pulled.isEmpty())
        emit changed();
    if (!pushClassroom(profile))
        return false;
    if (refused > 0)
        //: Records from the classroom server that this version cannot read; %n how many.
        return classroomFail(tr("%n record(s) from the server could not be read and were left out.", nullptr, refused));
    return true;
}

void StudyDatabase::pushClassroomSoon()
{
    if (m_pushQueued || m_studyTokens.isEmpty())
        return;
    m_pushQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_pushQueued = false;
        const qint64 profile = activeProfile();
        if (m_studyTokens.contains(profile))
            pushClassroom(profile);
    });
}

bool StudyDatabase::pushClassroom(qint64 profile)
{
    StudyStore *s = store();
    ExamStore *exams = classroomStore();
    if (!s || !exams || !m_studyTokens.contains(profile))
        return false;
    const QString number = s->registration(profile);
    const QString token = m_studyTokens.value(profile);
    const QString station = QSysInfo::machineHostName();
    QString sendError;
    const int sent = s->pushPending(profile, [&](const ClassroomRecord &r) -> std::optional<qint64> {
        StudyRecord record;
        record.station = station;
        record.kind = r.kind;
        record.body = r.body;
        record.at = r.at;
        const std::optional<qint64> id = exams->studyAppend(number, token, record);
        if (!id)
            sendError = exams->lastError();
        return id;
    });
    if (sent < 0)
        return classroomFail(s->lastError());
    if (!sendError.isEmpty())
        return classroomFail(sendError);
    const bool changedState = !m_classroomError.isEmpty() || sent > 0;
    m_classroomError.clear();
    if (changedState)
        emit classroomChanged();
    return true;
}

} // namespace croupier
