#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace croupier {

/**
 * @brief The instructor's passphrase as the exam database keeps it, never the
 * passphrase itself: what checks a passphrase, and the signing secret wrapped by a
 * key derived from it.
 *
 * Made now (kdf "argon2id13"): one Argon2id derivation (libsodium's crypto_pwhash,
 * OPSLIMIT_MODERATE and MEMLIMIT_MODERATE: 3 passes over 256 MiB, about 0.35 s on
 * a 2-core machine) of 64 bytes from the passphrase and a random salt; the first 32
 * are the hash a passphrase is checked against (in constant time), the last 32 the
 * key that wraps the secret with XChaCha20-Poly1305 (an AEAD: a changed byte of the
 * wrapped secret is refused at login instead of unwrapping to another key). The
 * associated data is the salt, so a wrapped secret does not move to another row.
 *
 * Kept from before (kdf "pbkdf2-sha256"): a PBKDF2-HMAC-SHA256 hash and the secret
 * XOR a second PBKDF2 key. Such a row is read as it is and made again with
 * Argon2id at the next right login (ExamStore::login).
 *
 * The secret is the HMAC key of the signed result exports (LoginResult::secret). It
 * is made at random with the first passphrase; a new passphrase wraps the same
 * secret again, so files exported before still check as signed. Bytes are stored
 * as hex text, the same on SQLite and PostgreSQL.
 */
struct InstructorKey
{
    static constexpr int saltBytes = 16;
    static constexpr int keyBytes = 32;
    static inline const QString argon2id = QStringLiteral("argon2id13");
    static inline const QString pbkdf2Sha256 = QStringLiteral("pbkdf2-sha256");

    QString kdf = argon2id;
    QByteArray salt;
    qint64 iterations = 0;     ///< Argon2id's passes (opslimit) or PBKDF2's iterations
    qint64 memory = 0;         ///< Argon2id's memory in bytes (memlimit); 0 for PBKDF2
    QByteArray hash;           ///< empty: no passphrase is set
    QByteArray hmacSalt;       ///< PBKDF2 only: the salt of the key that wraps the secret
    QByteArray wrappedSecret;  ///< Argon2id: nonce, ciphertext and tag; PBKDF2: secret XOR key

    /// A new random signing secret (keyBytes).
    static QByteArray newSecret();
    /// The key of @p passphrase wrapping @p secret: Argon2id, a new salt and nonce.
    static InstructorKey make(const QString &passphrase, const QByteArray &secret);

    bool isSet() const { return !hash.isEmpty(); }
    /// Made before Argon2id: to be made again at the next right login.
    bool isLegacy() const { return kdf == pbkdf2Sha256; }

    struct Unlocked
    {
        bool right = false;                ///< the passphrase is the one
        std::optional<QByteArray> secret;  ///< the secret; none when right but the wrapped secret was changed
    };
    /// Checks @p passphrase (one derivation, compared in a time that does not depend
    /// on where the hashes differ) and, when it is the one, unwraps the secret.
    Unlocked unlock(const QString &passphrase) const;
};

/// The wait before the next passphrase try is even looked at, after
/// @p failedTries consecutive wrong ones: none for the first two, 1 s after the
/// third, doubling with each further one, at most 5 minutes.
qint64 waitAfterFailedTries(int failedTries);

} // namespace croupier
