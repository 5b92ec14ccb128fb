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

QByteArray write(const Exam &exam);
/// @p fileName names the file in the error: "exam.json: checksum: does not match …".
std::optional<Exam> read(const QByteArray &bytes, const QString &fileName, QString *error);
std::optional<Exam> load(const QString &path, QString *error);
/// Atomic (QSaveFile): an existing file is replaced only by a whole new one.
bool save(const Exam &exam, const QString &path, QString *error);
} // namespace ExamFile

} // namespace croupier
