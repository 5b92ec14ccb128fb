#include "InstructorKey.h"

#include "Sodium.h"

#include <QCryptographicHash>
#include <QPasswordDigestor>

#include <algorithm>
#include <stdexcept>

namespace croupier {

namespace {

QByteArray randomBytes(int n)
{
    sodium::require();
    QByteArray bytes(n, Qt::Uninitialized);
    randombytes_buf(bytes.data(), std::size_t(n));
    return bytes;
}

QByteArray pbkdf2(const QString &passphrase, const QByteArray &salt, qint64 iterations)
{
    return QPasswordDigestor::deriveKeyPbkdf2(QCryptographicHash::Sha256, passphrase.toUtf8(), salt,
                                              quint64(iterations), InstructorKey::keyBytes);
}

/// Argon2id of @p passphrase: 64 bytes (the hash, then the wrapping key); empty when
/// the parameters are out of libsodium's range or the memory cannot be had.
QByteArray argon2id(const QString &passphrase, const QByteArray &salt, qint64 passes, qint64 memory)
{
    sodium::require();
    if (salt.size() != crypto_pwhash_SALTBYTES || passes < qint64(crypto_pwhash_OPSLIMIT_MIN)
        || passes > qint64(crypto_pwhash_OPSLIMIT_MODERATE) * 4 || memory < qint64(crypto_pwhash_MEMLIMIT_MIN)
        || memory > qint64(crypto_pwhash_MEMLIMIT_MODERATE) * 4)
        return {};
    const QByteArray utf8 = passphrase.toUtf8();
    QByteArray out(2 * InstructorKey::keyBytes, Qt::Uninitialized);
    if (crypto_pwhash(reinterpret_cast<unsigned char *>(out.data()), std::size_t(out.size()), utf8.constData(),
                      std::size_t(utf8.size()), reinterpret_cast<const unsigned char *>(salt.constData()),
                      quint64(passes), std::size_t(memory), crypto_pwhash_ALG_ARGON2ID13)
        != 0)
        return {};
    return out;
}

/// @p a XOR @p b, byte by byte (the same length): the PBKDF2 rows' wrapping.
QByteArray xorBytes(const QByteArray &a, const QByteArray &b)
{
    QByteArray out(a.size(), '\0');
    for (qsizetype i = 0; i < a.size() && i < b.size(); ++i)
        out[i] = char(a[i] ^ b[i]);
    return out;
}

/// Compares in a time that does not depend on where the bytes differ.
bool equalInConstantTime(const QByteArray &a, const QByteArray &b)
{
    return a.size() == b.size() && !a.isEmpty()
        && sodium_memcmp(a.constData(), b.constData(), std::size_t(a.size())) == 0;
}

const QByteArray kAssociated = QByteArrayLiteral("croupier instructor secret v1:");

} // namespace

QByteArray InstructorKey::newSecret()
{
    return randomBytes(keyBytes);
}

InstructorKey InstructorKey::make(const QString &passphrase, const QByteArray &secret)
{
    InstructorKey key;
    key.kdf = argon2id;
    key.salt = randomBytes(saltBytes);
    key.iterations = qint64(crypto_pwhash_OPSLIMIT_MODERATE);
    key.memory = qint64(crypto_pwhash_MEMLIMIT_MODERATE);
    const QByteArray derived = croupier::argon2id(passphrase, key.salt, key.iterations, key.memory);
    if (derived.isEmpty())
        throw std::runtime_error("Argon2id: not enough memory for the instructor's key");
    key.hash = derived.left(keyBytes);
    const QByteArray wrappingKey = derived.mid(keyBytes);
    const QByteArray nonce = randomBytes(crypto_aead_xchacha20poly1305_ietf_NPUBBYTES);
    const QByteArray associated = kAssociated + key.salt;
    QByteArray sealed(secret.size() + crypto_aead_xchacha20poly1305_ietf_ABYTES, Qt::Uninitialized);
    unsigned long long sealedBytes = 0;
    crypto_aead_xchacha20poly1305_ietf_encrypt(
        reinterpret_cast<unsigned char *>(sealed.data()), &sealedBytes,
        reinterpret_cast<const unsigned char *>(secret.constData()), std::size_t(secret.size()),
        reinterpret_cast<const unsigned char *>(associated.constData()), std::size_t(associated.size()), nullptr,
        reinterpret_cast<const unsigned char *>(nonce.constData()),
        reinterpret_cast<const unsigned char *>(wrappingKey.constData()));
    sealed.truncate(qsizetype(sealedBytes));
    key.wrappedSecret = nonce + sealed;
    return key;
}

InstructorKey::Unlocked InstructorKey::unlock(const QString &passphrase) const
{
    Unlocked out;
    if (kdf == pbkdf2Sha256) {
        out.right = equalInConstantTime(pbkdf2(passphrase, salt, iterations), hash);
        if (out.right)
            out.secret = xorBytes(wrappedSecret, pbkdf2(passphrase, hmacSalt, iterations));
        return out;
    }
    if (kdf != argon2id)
        return out;
    const QByteArray derived = croupier::argon2id(passphrase, salt, iterations, memory);
    out.right = !derived.isEmpty() && equalInConstantTime(derived.left(keyBytes), hash);
    const int nonceBytes = crypto_aead_xchacha20poly1305_ietf_NPUBBYTES;
    if (!out.right || wrappedSecret.size() < nonceBytes + int(crypto_aead_xchacha20poly1305_ietf_ABYTES))
        return out;
    const QByteArray wrappingKey = derived.mid(keyBytes);
    const QByteArray associated = kAssociated + salt;
    const QByteArray sealed = wrappedSecret.mid(nonceBytes);
    QByteArray secret(sealed.size(), Qt::Uninitialized);
    unsigned long long secretBytes = 0;
    if (crypto_aead_xchacha20poly1305_ietf_decrypt(
            reinterpret_cast<unsigned char *>(secret.data()), &secretBytes, nullptr,
            reinterpret_cast<const unsigned char *>(sealed.constData()), std::size_t(sealed.size()),
            reinterpret_cast<const unsigned char *>(associated.constData()), std::size_t(associated.size()),
            reinterpret_cast<const unsigned char *>(wrappedSecret.constData()),
            reinterpret_cast<const unsigned char *>(wrappingKey.constData()))
        == 0) {
        secret.truncate(qsizetype(secretBytes));
        out.secret = secret;
    }
    return out;
}

qint64 waitAfterFailedTries(int failedTries)
{
    constexpr qint64 cap = 5 * 60 * 1000;
    if (failedTries < 3)
        return 0;
    const int doublings = failedTries - 3;
    if (doublings >= 20)
        return cap;
    return std::min(cap, qint64(1000) << doublings);
}

} // namespace croupier
