#pragma once

#include "exam/Exam.h"
#include "exam/AnswerChain.h"
#include "exam/ExamStore.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace croupier {

/// @brief One trainee's attempt with its score, for the reports.
struct TraineeResult
{
    AttemptRecord attempt;
    /// The form the attempt was asked (examForm of AttemptRecord::form): its
    /// questions in its order; answers' indexes are places in it.
    Exam form;
    QList<AnswerRecord> answers;
    ExamScore score;
    /// Restarts and focus losses (ExamStore::events), in the order logged.
    QList<AttemptEvent> events;
    /// The answers' chain checked with the instructor's secret (AnswerChain).
    AnswerChain::Check chain;
};

/// @brief What the log says of an attempt, or of one question of it: shown to the
/// instructor, never counted in the score (issue 14, item 6).
struct AttemptConduct
{
    int restarts = 0;       ///< the station started again during the attempt
    qint64 downMs = 0;      ///< time the station was away over those restarts
    int focusLost = 0;      ///< the exam window lost the keyboard
    qint64 awayMs = 0;      ///< time outside the exam window
    bool clockBack = false; ///< the station's clock was found set back
};

/// The conduct of @p events on question @p index (0-based) or, with -1, of them all.
AttemptConduct attemptConduct(const QList<AttemptEvent> &events, int index = -1);
/// "Restarted twice (away 3:10 in all) · left the exam window 4 times (0:45 in all)";
/// empty when nothing was logged.
QString conductText(const AttemptConduct &conduct);

/// Builds the TraineeResults of every attempt at @p exam in @p store (scoreExam on
/// the stored answers: each judged again by the engine, the stored verdicts only
/// compared; the answers' chain checked with the instructor's @p secret), ordered
/// by trainee name.
QList<TraineeResult> collectResults(const Exam &exam, const ExamStore &store, const QByteArray &secret);
/// What the desk and the reports say of an attempt whose chain does not hold.
QString chainText(const AnswerChain::Check &chain);

/// @p answer to @p q in words, in the language installed (AnswerText): "Draw",
/// "12.50" ("12,50" with @p greek), "2 × 25, 1 × 2.50", "Paid: 35 · Winner: Banco";
/// "no answer" for null; the JSON itself for a topic without answer fields.
QString answerWords(const Question &q, const JsonValue &answer, bool greek);
/// A stored answer's JSON (AnswerRecord::givenJson); null when empty or unreadable.
JsonValue parseGiven(const QByteArray &json);

/// The rule cell @p question exercises (Topic::cellKey, CellKey::text(): "player:5"),
/// empty for a topic without cells: the results CSV's `cell`, item analysis's.
QString ruleCell(const Question &question);

/// What the desk and the reports say of an attempt whose stored verdicts disagree
/// with the engine (ExamScore::disagreements): the questions, and that the score
/// shown is the engine's.
QString tamperedText(const ExamScore &score);

/**
 * @brief What an exam prints and exports: the question sheet and answer key
 * (PDF), the results (CSV and PDF), and their signature.
 *
 * Exports are signed with an HMAC-SHA256 keyed by the instructor's secret
 * (LoginResult::secret). A CSV's signature is a file of its own beside it,
 * `FILE.csv.sig` ("# croupier-signature: hmac-sha256 <hex>", over every byte of the
 * CSV), so that a spreadsheet shows no signature row (issue 17); CSVs exported
 * before carry it as their last line, which verify() still reads. A PDF carries it
 * after its %%EOF ("%croupier-signature: …", a comment viewers ignore).
 */
class ExamReports
{
    Q_DECLARE_TR_FUNCTIONS(ExamReports)

public:
    enum class Signature { Valid, Edited, Missing };

    /// The question sheet (prompts, numbered, with a line per answer field, the
    /// trainee's name and id, the rule profile and limits) or, with @p answerKey,
    /// the answer key. @p language "el" or "en" for the headings (the prompts are
    /// the exam's own). False with @p error naming the file.
    static bool writeSheetPdf(const Exam &exam, const QString &path, bool answerKey, const QString &language,
                              QString *error);

    /// The class's results: one row per (trainee, question) plus one summary row
    /// per trainee, answers and keys in words in @p language; columns documented in
    /// EXAM.md. Unsigned: writeResultsCsv() writes its signature beside it.
    static QByteArray resultsCsv(const Exam &exam, const QList<TraineeResult> &results,
                                 const QString &language = QStringLiteral("en"));
    /// resultsCsv() written to @p path and its signature to signaturePath(@p path),
    /// each atomically; false with @p error naming the file.
    static bool writeResultsCsv(const Exam &exam, const QList<TraineeResult> &results, const QByteArray &secret,
                                const QString &path, QString *error, const QString &language = QStringLiteral("en"));
    /// @p bytes to @p path and their signature (signatureFile) to signaturePath(@p path).
    static bool writeSignedCsv(const QByteArray &bytes, const QByteArray &secret, const QString &path, QString *error);
    /// Where a CSV's signature is written: "results.csv.sig" beside "results.csv".
    static QString signaturePath(const QString &csvPath);
    /// The signature file of @p bytes: one line, "# croupier-signature: hmac-sha256 <hex>".
    static QByteArray signatureFile(const QByteArray &bytes, const QByteArray &secret);
    /// @p bytes checked against their signature file @p signature: Missing when it is
    /// not one, Edited when a byte of either differs or the key is another.
    static Signature verifyDetached(const QByteArray &bytes, const QByteArray &signature, const QByteArray &secret);
    /// The class table, then a page per trainee: score, pass/fail, per-topic
    /// breakdown, time per question. Signed with @p secret.
    static bool writeResultsPdf(const Exam &exam, const QList<TraineeResult> &results, const QString &language,
                                const QByteArray &secret, const QString &path, QString *error);

    /// @p bytes a file written above; Edited when a single byte differs (or the
    /// key is not the one it was signed with).
    static Signature verify(const QByteArray &bytes, const QByteArray &secret);
    /// The message for the instructor: "results.csv: signed by this instructor,
    /// unchanged." / "results.csv: the file was changed after it was exported." …
    static QString verifyMessage(Signature signature, const QString &fileName);

    static QByteArray sign(const QByteArray &bytes, const QByteArray &secret, bool pdf);
};

} // namespace croupier
