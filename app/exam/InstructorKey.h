#pragma once

#include <QByteArray>
#include <QString>

namespace croupier {

/**
 * @brief The instructor's passphrase as the exam database keeps it, never the
 * passphrase itself: a salted PBKDF2-HMAC-SHA256 hash (QPasswordDigestor) to check
 * a passphrase against, and the signing secret wrapped by a second key derived from
 * the passphrase with a salt of its own.
 *
 * The secret is the HMAC key of the signed result exports (LoginResult::secret). It
 * is made at random with the first passphrase; a new passphrase wraps the same
 * secret again, so files exported before still check as signed. Salts, hash and
 * wrapped secret are stored as hex text, the same on SQLite and PostgreSQL.
 */
struct InstructorKey
{
    static constexpr int kdfIterations = 200000;
    static constexpr int saltBytes = 16;
    static constexpr int keyBytes = 32;

    QByteArray salt;
    int iterations = 0;        ///< of both derivations
    QByteArray hash;           ///< empty: no passphrase is set
    QByteArray hmacSalt;       ///< the salt of the key that wraps the secret
    QByteArray wrappedSecret;  ///< the secret XOR that key

    /// A new random signing secret (keyBytes).
    static QByteArray newSecret();
    /// The key of @p passphrase wrapping @p secret: new salts, kdfIterations.
    static InstructorKey make(const QString &passphrase, const QByteArray &secret);

    bool isSet() const { return !hash.isEmpty(); }
    /// Whether @p passphrase is the one; compared in a time that does not depend
    /// on where the hashes differ.
    bool accepts(const QString &passphrase) const;
    /// The signing secret, unwrapped with @p passphrase (meaningful only when it
    /// accepts() it).
    QByteArray unwrapSecret(const QString &passphrase) const;
};

/// The wait before the next passphrase try is even looked at, after
/// @p failedTries consecutive wrong ones: none for the first two, 1 s after the
/// third, doubling with each further one, at most 5 minutes.
qint64 waitAfterFailedTries(int failedTries);

} // namespace croupier
