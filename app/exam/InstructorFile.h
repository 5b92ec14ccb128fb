#pragma once

#include "InstructorKey.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace croupier {

/**
 * @brief The instructor's key kept out of the exam database (issue 14, item 3).
 *
 * On a single station the exam database is a file the trainee's account writes:
 * an instructor row there can be deleted and a passphrase of the trainee's own
 * chosen. The instructor file holds the same key (InstructorKey: Argon2id hash,
 * the signing secret wrapped with an AEAD) and the public key the stations seal
 * their chain keys to, in a file the school puts where the trainee's account can
 * read but not write (by default /etc/croupier/instructor.json, made by the
 * instructor with `sudo croupier-cli instructor /etc/croupier/instructor.json`).
 * With it, the exam database's instructor row is never read: deleting or replacing
 * it changes nothing. Wrong tries are then counted by the running desk only (the
 * file is not the desk's to write); Argon2id's cost is what slows a guesser.
 *
 * {"format": "croupier-instructor", "version": 1, "kdf", "salt", "iterations",
 *  "memory", "hash", "hmac_salt", "wrapped_secret", "public_key"}, bytes in hex.
 */
namespace InstructorFile {

struct Contents
{
    InstructorKey key;
    QByteArray publicKey;   ///< X25519 (AnswerChain::publicKey of the secret)
};

/// Where the app looks: /etc/croupier/instructor.json when it exists (so that a
/// trainee's environment or settings cannot point elsewhere), else
/// CROUPIER_INSTRUCTOR_FILE, else the setting exam/instructorFile; empty: none (the
/// key is kept in the exam database, and the desk says what that means).
QString configuredPath();
/// The system-wide place a school puts it.
QString systemPath();

/// nullopt with @p error naming the file and the member on anything but a whole,
/// valid file.
std::optional<Contents> read(const QString &path, QString *error);
/// Atomically (QSaveFile); false with @p error naming the file.
bool write(const QString &path, const Contents &contents, QString *error);

/// Whether this process's account can change @p path (or make it): said to the
/// instructor, since a trainee on the same account could too.
bool writableHere(const QString &path);

} // namespace InstructorFile

} // namespace croupier
