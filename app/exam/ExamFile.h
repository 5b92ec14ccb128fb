#pragma once

#include "exam/Exam.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace croupier {

/**
 * @brief The exam file: what the instructor saves, copies to the stations and
 * prints from (`croupier-cli sheet`).
 *
 * {"format": "croupier-exam", "version": 1, "exam": {examToJson()},
 *  "checksum": "sha256:<hex of the exam member as written>"} in UTF-8, the exam
 * member on one line so the checksum is of exactly its bytes. A file whose
 * checksum does not match was edited by hand or damaged, and is refused; so is
 * one whose answer key the engine does not confirm (examFromJson). Nothing is
 * half-loaded: read() gives the whole exam or an error.
 */
namespace ExamFile {
/// The largest exam file read (16 MiB).
constexpr qint64 maxBytes = 16 * 1024 * 1024;

/// What read() found of the instructor's signature.
enum class Signature {
    NotChecked, ///< no secret given (a station, croupier-cli): a signature present was checked, not whose
    Valid,      ///< signed by the instructor of the secret given
    OtherKey,   ///< signed, unchanged, by another instructor's key (another desk's)
    Missing,    ///< no signature (an older Croupier, or removed): the caller says so
};

/// With @p secret (the instructor's, LoginResult::secret), the file is signed:
/// "signature": "ed25519:<public key>:<signature>" after the checksum (EXAM.md), an
/// Ed25519 key pair derived from the secret.
QByteArray write(const Exam &exam, const QByteArray &secret = {});
/// The station copy (issue 14, item 2): the same file with every question's
/// "answer" left out and "answer_keys": "none" in the exam member, checksummed and
/// signed as written. read() makes each key again with the engine from its
/// scenario (what a station does to judge an answer anyway), so a station holds no
/// key a trainee could read off the database or the file.
QByteArray writeForStation(const Exam &exam, const QByteArray &secret = {});
/// @p fileName names the file in the error: "exam.json: checksum: does not match …".
/// A signature that does not check (the exam changed after it was signed) is
/// refused; with @p secret, @p signature (if given) says whose it is and @p signer
/// the signing key's fingerprint ("3f2a 91c0 …"). Every question's prompt is written
/// again from its scenario (the file's own text is never shown), and the questions
/// of a generated exam are checked against its sections.
/// @p station (if given) says whether it was a station copy.
std::optional<Exam> read(const QByteArray &bytes, const QString &fileName, QString *error,
                         const QByteArray &secret = {}, Signature *signature = nullptr, QString *signer = nullptr,
                         bool *station = nullptr);
std::optional<Exam> load(const QString &path, QString *error, const QByteArray &secret = {},
                         Signature *signature = nullptr, QString *signer = nullptr);
/// The fingerprint of the signing key of @p secret, as read() gives a signer's.
QString fingerprint(const QByteArray &secret);
/// Atomic (QSaveFile): an existing file is replaced only by a whole new one.
bool save(const Exam &exam, const QString &path, QString *error, const QByteArray &secret = {});
} // namespace ExamFile

} // namespace croupier
