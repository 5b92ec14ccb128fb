#pragma once

#include <QHash>
#include <QObject>
#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <utility>

class QJSEngine;
class QQmlEngine;

namespace croupier {

class StudyStore;

/**
 * @brief The app's self-study database for QML and for StudySession: one
 * StudyStore per process, opened at first use at StudyStore::defaultPath(), or at
 * the file named by the environment variable CROUPIER_STUDY_DB (tests, screenshots).
 * A run that must not change the user's settings (--screenshot, --frame-times:
 * LanguageManager::isPersistent() false) without CROUPIER_STUDY_DB works in memory.
 *
 * Reads return plain lists and maps for the progress pages; writes return false
 * (or -1) and set `error` with the store's message; every successful write emits
 * changed(), which the pages re-read on.
 */
class StudyDatabase : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// The last failure, naming the file ("" after a success).
    Q_PROPERTY(QString error READ error NOTIFY errorChanged FINAL)
    /// The file in use.
    Q_PROPERTY(QString path READ path NOTIFY pathChanged FINAL)
    /// True once the file is open and at the current schema.
    Q_PROPERTY(bool ready READ ready NOTIFY pathChanged FINAL)
    /// The profile in use on this machine (chosen on the self-study page, kept in the
    /// settings): free play measures its pace against this profile's targets. 0: none.
    Q_PROPERTY(qint64 activeProfile READ activeProfile WRITE setActiveProfile NOTIFY activeProfileChanged FINAL)
    /// Its name ("" with none).
    Q_PROPERTY(QString activeProfileName READ activeProfileName NOTIFY activeProfileChanged FINAL)
    /// Goes up after every write (and a change of file): bindings that read through
    /// the invokable functions below depend on it to be read again.
    Q_PROPERTY(int revision READ revision NOTIFY changed FINAL)
    /// The classroom server (issue 19, item 7): true when the exams are on a PostgreSQL
    /// server reached as the stations' role, where self-study can be kept under the
    /// trainee's registration number.
    Q_PROPERTY(bool classroom READ classroom NOTIFY classroomChanged FINAL)
    /// The active profile's registration number ("" when it is kept on this machine only).
    Q_PROPERTY(QString registration READ registration NOTIFY classroomChanged FINAL)
    /// The study passphrase was given in this run: the profile's records go to the server.
    Q_PROPERTY(bool classroomSignedIn READ classroomSignedIn NOTIFY classroomChanged FINAL)
    /// Records of the active profile not yet on the server.
    Q_PROPERTY(int classroomWaiting READ classroomWaiting NOTIFY classroomChanged FINAL)
    /// The last failure with the server (a wrong passphrase, the server away); "" after a success.
    Q_PROPERTY(QString classroomError READ classroomError NOTIFY classroomChanged FINAL)

public:
    /// The process-wide instance (created on first call; deleted with the application).
    static StudyDatabase *instance();
    /// For QML_SINGLETON: the same instance, owned by C++.
    static StudyDatabase *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);
    ~StudyDatabase() override;

    /// The open store (opened on first use); nullptr if it cannot be opened (see error).
    StudyStore *store();

    QString error() const { return m_error; }
    QString path() const { return m_path; }
    bool ready();

    /// Switches to another file (tests, screenshots); false with error if refused.
    Q_INVOKABLE bool openAt(const QString &path);

    /// [{id, name, created}] in creation order; created is a date-time.
    Q_INVOKABLE QVariantList profiles();
    /// The new profile's id, or -1 with error (empty or taken name).
    Q_INVOKABLE qint64 addProfile(const QString &name);
    Q_INVOKABLE bool renameProfile(qint64 id, const QString &name);
    /// Removes the profile with its sessions, answers and target times.
    Q_INVOKABLE bool removeProfile(qint64 id);
    /// Newest first: [{id, started, ended ("" while running), running, plan,
    /// topics (list), level, answered, correct, points, bestStreak}]; times ISO 8601 UTC.
    Q_INVOKABLE QVariantList sessions(qint64 profile);
    /// Oldest first: [{day "2026-11-22" (UTC), topic, answered, correct, meanMs}];
    /// meanMs is the mean time of the right answers (0 if none).
    Q_INVOKABLE QVariantList days(qint64 profile);
    /// {topic: {bestPoints, bestStreak, fastestMs}}.
    Q_INVOKABLE QVariantMap personalBests(qint64 profile);
    /// StudyStore::heatMap: {cellKey: {attempts, correct, meanMs, cell}} of the profile's answers on topic.
    Q_INVOKABLE QVariantMap heatMap(qint64 profile, const QString &topic);
    Q_INVOKABLE qint64 targetMs(qint64 profile, const QString &topic, qint64 fallback);
    /// Spot the error (issue 18): one round watched by @p profile (SpotSession::attempted).
    Q_INVOKABLE bool recordSpot(qint64 profile, const QString &game, const QString &kind, bool detected,
                                bool falseAlarm, int delayMs, bool kindRight, bool remedyRight);
    /// Per error kind: [{kind, rounds, detected, falseAlarms, meanDelayMs, kindsRight, remediesRight}].
    Q_INVOKABLE QVariantList spotFigures(qint64 profile);
    Q_INVOKABLE bool setTargetMs(qint64 profile, const QString &topic, qint64 ms);
    /// The profile's own pace at @p game's free-play table, rounds an hour (kept as
    /// a round's target time, core/study/Pace.h); 0 if none is set.
    Q_INVOKABLE int paceTarget(qint64 profile, const QString &game);
    Q_INVOKABLE bool setPaceTarget(qint64 profile, const QString &game, int perHour);
    /// The spaced-repetition settings (issue 19): {retention (per mille), newPerDay,
    /// timeScale (per cent of the target times; 0 off)}.
    Q_INVOKABLE QVariantMap scheduleSettings(qint64 profile);
    /// Refused with error naming the field out of its range; nothing stored changes.
    Q_INVOKABLE bool setScheduleSettings(qint64 profile, int retention, int newPerDay, int timeScale);

    /**
     * Keeps a trainee's self-study on the classroom server: the study token is made from
     * @p passphrase (ExamStore::studyToken), the server enrols @p registration or checks
     * the token of one enrolled, and the profile linked to the number (else the active
     * profile when it has @p name and no number, else a new profile of the server's
     * name) becomes the active one; what the server has is applied, what this machine
     * has is sent. The token is kept in memory for this run only. The profile's id, or
     * -1 with classroomError.
     */
    Q_INVOKABLE qint64 classroomSignIn(const QString &registration, const QString &name, const QString &passphrase);
    /// Reads what other stations sent and sends what waits, for the active profile.
    Q_INVOKABLE bool syncClassroom();
    /// Sends what waits, soon (coalesced): after every answer and write.
    Q_INVOKABLE void pushClassroomSoon();
    bool classroom() const;
    QString registration();
    bool classroomSignedIn();
    int classroomWaiting();
    QString classroomError() const { return m_classroomError; }

    qint64 activeProfile();
    void setActiveProfile(qint64 profile);
    QString activeProfileName();
    int revision() const { return m_revision; }

signals:
    void errorChanged();
    void pathChanged();
    /// After every successful write.
    void changed();
    void activeProfileChanged();
    void classroomChanged();

private:
    bool classroomFail(const QString &error);
    bool pushClassroom(qint64 profile);
    explicit StudyDatabase(QObject *parent = nullptr);
    void setError(const QString &error);
    /// Sets error from the store after a write, emits changed() if it succeeded; returns @p ok.
    bool wrote(bool ok);
    /// The profile in use, its id and name (0 and "" with none), from one read of the profiles.
    std::pair<qint64, QString> active();

    std::unique_ptr<StudyStore> m_store;
    QString m_path;
    QString m_error;
    int m_revision = 0;
    std::optional<qint64> m_activeProfile; ///< read from the settings at first use
    std::optional<std::pair<qint64, QString>> m_seenActive; ///< the profile in use last said
    QHash<qint64, QString> m_studyTokens;   ///< profile → study token, this run only
    QString m_classroomError;
    bool m_pushQueued = false;
};

} // namespace croupier
