#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include "exam/ResultsCsv.h"

#include <optional>

class QTimer;

namespace croupier {

struct Exam;
class ExamStore;

/**
 * @brief The instructor's session (issue 8, items 1, 2 and 4): the passphrase,
 * authoring exams, printing their sheets, reading and exporting the results.
 *
 * Everything but the passphrase itself is refused until login() succeeds. The
 * instructor's secret (LoginResult::secret, the key that signs the exports) lives
 * in this object's memory only, from login() to logout() or its destruction.
 *
 * Exams are described to it as a plain map, the author page's form:
 * {id, title, language ("el"|"en"), seed, decks, chipUnit ("0.5"), payTable
 * ("punto-banco" | "punto-banco-no-commission" | "punto-banco-super-six"),
 * timeLimitMinutes, secondsPerQuestion (0 = none), passMark (%), feedback
 * ("end"|"never"|"each"), sections: [{topic, game, count, level}], bankPath}.
 * With a bankPath the questions come from that question bank (every line checked
 * by the engine) instead of the sections. A bad value is refused with a message
 * naming the form's field; nothing is saved.
 *
 * It works on the app's exam database (ExamDatabase::store()); C++ tests give it
 * a store of their own with setStore().
 */
class ExamDesk : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /// False when the exam database cannot be opened (ExamDatabase.error says why).
    Q_PROPERTY(bool ready READ ready NOTIFY stateChanged FINAL)
    /// False until the instructor's first passphrase is set.
    Q_PROPERTY(bool hasPassphrase READ hasPassphrase NOTIFY stateChanged FINAL)
    Q_PROPERTY(bool loggedIn READ loggedIn NOTIFY stateChanged FINAL)
    /// The last failure, naming the field or the file ("" after a success).
    Q_PROPERTY(QString error READ error NOTIFY errorChanged FINAL)
    /// What the last openExamFile() wants the instructor to check (whose signature); empty otherwise.
    Q_PROPERTY(QString notice READ notice NOTIFY noticeChanged FINAL)
    /// After repeated wrong passphrases: seconds until the next try is looked at,
    /// counting down to 0.
    Q_PROPERTY(int waitSeconds READ waitSeconds NOTIFY waitChanged FINAL)
    /// The last import's refused lines: [{line, id, message}] (empty when it was right).
    Q_PROPERTY(QVariantList bankProblems READ bankProblems NOTIFY bankProblemsChanged FINAL)
    /// "el" or "en": the headings of the printed sheets and result reports.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged FINAL)

public:
    explicit ExamDesk(QObject *parent = nullptr);
    ~ExamDesk() override;

    /// The store to work on (tests; takes precedence over ExamDatabase's).
    void setStore(ExamStore *store);
    ExamStore *store() const;

    bool ready() const { return store() != nullptr; }
    bool hasPassphrase() const;
    bool loggedIn() const { return m_secret.has_value(); }
    QString error() const { return m_error; }
    QString notice() const { return m_notice; }
    int waitSeconds() const;
    QVariantList bankProblems() const { return m_bankProblems; }
    QString language() const { return m_language; }
    void setLanguage(const QString &language);

    // --- The passphrase.
    /// Sets the first passphrase (@p current empty) or changes it (@p current right).
    Q_INVOKABLE bool setPassphrase(const QString &current, const QString &passphrase);
    /// Checks @p passphrase; on success keeps the secret until logout().
    Q_INVOKABLE bool login(const QString &passphrase);
    /// Forgets the secret.
    Q_INVOKABLE void logout();

    // --- Authoring.
    /// The exams: [{id, title, created (ISO 8601), questions, attempts}] newest first.
    Q_INVOKABLE QVariantList exams();
    /// Builds the exam of @p spec without saving it: {ok, error, questions (count),
    /// topics: [{topic, game, count}], prompts: [the first five], problems}.
    Q_INVOKABLE QVariantMap preview(const QVariantMap &spec);
    /// Builds the exam of @p spec and saves it in the database and, when
    /// @p filePath is not empty, as an exam file. The exam's id, or "" with error.
    Q_INVOKABLE QString create(const QVariantMap &spec, const QString &filePath = QString());
    /// create() with the questions of the bank at @p path: {id, error, problems}.
    /// A bank with a wrong line saves nothing and lists every bad line.
    Q_INVOKABLE QVariantMap importBank(const QString &path, const QVariantMap &spec,
                                       const QString &filePath = QString());
    /// The question sheet (or, with @p answerKey, the answer key) of an exam as a PDF.
    Q_INVOKABLE bool writeSheet(const QString &examId, const QString &path, bool answerKey);
    /// Saves a stored exam as an exam file, to copy to the stations.
    /// Adds the exam of an exam file (made on another machine) to the database, so
    /// this station's trainees can take it. The file is checked whole first; an exam
    /// with the same id and other questions is refused. The exam's id, or "" with error.
    Q_INVOKABLE QString openExamFile(const QString &path);
    Q_INVOKABLE bool saveExamFile(const QString &examId, const QString &path);

    // --- The classroom by roles (PostgreSQL, issue 14, item 2).
    /// {postgresql, where, role (connected as), station (the stations' role?),
    /// stationRole (the stations' role's name)}.
    Q_INVOKABLE QVariantMap connection();
    /// Makes the stations' role with a new password and its functions (one action,
    /// idempotent), and gives the exams saved before it their station copy:
    /// {role, password, pgpassLine, copied, error}.
    Q_INVOKABLE QVariantMap setUpStationRole();
    /// Where the instructor's key is kept (issue 14, item 3): {postgresql, file (the
    /// instructor's file, "" when the key is in the exam database), writable (this
    /// account can change the file, or the database that holds the key)}.
    Q_INVOKABLE QVariantMap instructorKeyPlace();

    // --- Results.
    /// {id, title, questions, passMark, language, source} of a stored exam ({} with error).
    Q_INVOKABLE QVariantMap examInfo(const QString &examId);
    /// One map per trainee, by name: {attempt, name, id, station, started, finished,
    /// finishedAt, score (right answers), questions, answered, percent, passed,
    /// totalMs, topics: [{topic, asked, answered, correct, totalMs}],
    /// questionList: [{number, id, topic, game, answered, timedOut, correct, elapsedMs,
    /// given}]}; a timed-out question is not answered.
    Q_INVOKABLE QVariantList results(const QString &examId);
    /// The class's results as CSV / PDF, signed with the instructor's secret.
    /// Item analysis of the class (issue 14, item 9; core/exam/ItemAnalysis.h) from
    /// the engine's judgement of every answer: {sitters, items: [{question, topic,
    /// game, cell, facility, pointBiserial, upperLower, medianMs, wrong, poor}],
    /// cells: [{topic, game, cell, cellText, asked, right}], topics: [names],
    /// trainees: [{id, name, topics: [{asked, right}]}]}; facility and the like are
    /// text with 3 decimals, "" where there is none.
    Q_INVOKABLE QVariantMap itemAnalysis(const QString &examId);
    /// The item analysis as CSV (itemReportCsv), signed like the results.
    Q_INVOKABLE bool exportItems(const QString &examId, const QString &path);
    Q_INVOKABLE bool exportCsv(const QString &examId, const QString &path);
    Q_INVOKABLE bool exportPdf(const QString &examId, const QString &path);
    /// Whether an exported file is as this instructor signed it (the message to show).
    Q_INVOKABLE QString verifyFile(const QString &path);

    // --- Self-study kept on the classroom server (issue 19, item 7; ClassStudy).
    /// {trainees: ClassStudy::trainees(), weakest: ClassStudy::weakestCells(10, 5),
    /// server (true on a PostgreSQL server)}; {} with error before login or on failure.
    Q_INVOKABLE QVariantMap studyClass();
    /// Gives a trainee a new study passphrase (ExamStore::studySetPassphrase).
    Q_INVOKABLE bool setStudyPassphrase(const QString &traineeId, const QString &passphrase);
    /// The self-study leeches of one trainee (ClassStudy::leechesOf), for the results page.
    Q_INVOKABLE QVariantList studyLeeches(const QString &traineeId);

    // --- Helpers for the form.
    /// An id for a new exam from its title and today's date: "punto-banco-2026-03-14".
    Q_INVOKABLE QString suggestId(const QString &title) const;
    /// A fresh random seed (as text: seeds may exceed what JavaScript counts exactly).
    Q_INVOKABLE QString newSeed() const;
    /// @p fileName in the folder of the last file the desk wrote (remembered in QSettings
    /// "exams/folder"), else in Documents, else in the home directory.
    Q_INVOKABLE QString homePath(const QString &fileName) const;

    /**
     * For tests and screenshots only (`croupier --page instructor --set demo=true`),
     * never offered in the UI. With the environment variable CROUPIER_EXAM_PASSPHRASE
     * set, logs in with it (the test database's passphrase). Otherwise, and only on
     * an in-memory database (":memory:", which a screenshot run uses), sets a
     * passphrase, logs in, authors a demo exam and stores two trainees' answers:
     * one finished, one still in progress. Refused on any other database, unless
     * the environment variable CROUPIER_EXAM_DEMO is 1 (the screenshot script's
     * throw-away PostgreSQL server).
     */
    Q_INVOKABLE bool startDemo();

signals:
    void stateChanged();
    void errorChanged();
    void noticeChanged();
    void waitChanged();
    void bankProblemsChanged();
    void languageChanged();
    /// An exam was saved.
    void examsChanged();

private:
    /// A file was written at @p path: its folder is remembered for the next; true.
    bool rememberFolder(const QString &path);
    bool fail(const QString &message);
    void succeed();
    void setNotice(const QString &notice);
    /// False with error when not logged in (or no database).
    bool requireLogin();
    /// Reads the form's map into @p exam (questions built or imported); false with error.
    bool buildFromSpec(const QVariantMap &spec, Exam &exam);
    /// The stored exam @p examId, or nothing with error.
    std::optional<Exam> loadExam(const QString &examId);
    /// exportCsv / exportPdf: the results of @p examId, signed, to @p path.
    bool exportResults(const QString &examId, const QString &path, bool pdf);
    /// The class as item analysis reads it (the engine's verdicts), or nullopt.
    std::optional<ResultsTable> classTable(const QString &examId);
    bool saveExam(const Exam &exam, const QString &filePath);
    void setBankProblems(const QVariantList &problems);
    /// Stores answers of two trainees at @p exam (startDemo()).
    void simulateTrainees(const Exam &exam);

    ExamStore *m_store = nullptr;
    QString m_error;
    QString m_language = QStringLiteral("en");
    QVariantList m_bankProblems;
    /// The instructor's HMAC key, in memory only while logged in.
    std::optional<QByteArray> m_secret;
    bool m_unsigned = false;
    QString m_notice;   // the exam loadExam() read last has no signature
    /// The wait after wrong passphrases: ms from m_waitStarted.
    qint64 m_waitMs = 0;
    QElapsedTimer m_waitStarted;
    QTimer *m_waitTick = nullptr;
};

} // namespace croupier
