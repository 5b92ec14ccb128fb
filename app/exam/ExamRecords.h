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
    QByteArray finishMac;  ///< AnswerChain::finishMac at hand-in; empty without a chain
    /// The form of the exam it is asked (examForm; issue 14, item 8): the station's
    /// seat, else the attempt's id. Answers' indexes are places in this form.
    qint64 form = 0;
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
    // The chain (AnswerChain): 0, 0 and empty for an answer written without one.
    int seq = 0;            ///< 1, 2, … in the order the answers were given
    int segment = 0;        ///< the ChainSegment (run of a station) it was written in
    QByteArray mac;
};

/// @brief One run of a station on an attempt (AnswerChain): its key, sealed to the
/// instructor, and the MAC of the answer it follows.
struct ChainSegment
{
    qint64 attemptId = 0;
    int segment = 0;        ///< 1, 2, …
    QByteArray sealedKey;
    QByteArray afterMac;    ///< empty: before the first answer
    QDateTime at;
};

/// @brief Something that happened during an attempt, for the instructor (issue 14,
/// item 6). Logged, never punished: the score does not read them.
struct AttemptEvent
{
    /// The station started again while the attempt was open (a crash, kill -9, a
    /// power cut); ms: how long it was away, counted on the question on show.
    static constexpr const char *restart = "restart";
    /// The exam window lost the keyboard (another window, another program).
    static constexpr const char *focusLost = "focus-lost";
    /// The exam window has it again; ms: how long it was away.
    static constexpr const char *focusBack = "focus-back";
    /// The station's clock was found behind the last time it saved the question's
    /// clock (set back while the station was down); ms: by how much.
    static constexpr const char *clockBack = "clock-back";
    /// The trainee went on without answering (issue 17): the question stays
    /// unanswered, to be answered from the review before hand-in; ms: the time of
    /// this visit, counted on the question when it is answered.
    static constexpr const char *skip = "skip";
    /// The trainee flagged the question on show for the review, or took the flag off.
    static constexpr const char *flag = "flag";
    static constexpr const char *unflag = "unflag";

    qint64 attemptId = 0;
    int seq = 0;            ///< 1, 2, … in the order they were logged
    QDateTime at;           ///< the store's clock
    QString kind;           ///< one of the names above
    int index = -1;         ///< 0-based question on show; -1: none
    qint64 ms = 0;
};

/// @brief The clock of the question on show, saved every few seconds so that a
/// restart neither gives the question its whole time again nor loses what was spent.
struct QuestionClock
{
    int index = -1;         ///< -1: no question shown yet
    qint64 elapsedMs = 0;   ///< time on it when saved
    QDateTime saved;        ///< the store's clock when saved
};

/// @brief One record of a trainee's self-study kept on the classroom server (issue 19,
/// item 7; StudyStore's "Classroom" section): a session begun or finished, an answer, a
/// round of spot the error, the schedule's settings. The server keeps them as sent,
/// appended only, under the registration number.
struct StudyRecord
{
    qint64 id = 0;          ///< the server's number, rising
    QString traineeId;      ///< the registration number
    QString traineeName;    ///< as enrolled (the desk's reads only)
    QString station;        ///< the machine that sent it
    QString kind;           ///< "session", "answer", "finish", "spot", "settings"
    QByteArray body;        ///< compact JSON, StudyStore's
    QDateTime at;           ///< when it happened, the station's clock
};

} // namespace croupier
