#include "InstructorKey.h"

#include <QCryptographicHash>
#include <QPasswordDigestor>
#include <QRandomGenerator>

#include <algorithm>

namespace croupier {

namespace {

QByteArray randomBytes(int n)
{
    QByteArray bytes(n, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), n / 4);
    return bytes;
}

QByteArray pbkdf2(const QString &passphrase, const QByteArray &salt, int iterations)
{
    return QPasswordDigestor::deriveKeyPbkdf2(QCryptographicHash::Sha256, passphrase.toUtf8(), salt,
                                              iterations, InstructorKey::keyBytes);
}

/// @p a XOR @p b, byte by byte (the same length): wraps and unwraps the secret.
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
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

} // namespace

QByteArray InstructorKey::newSecret()
{
    return randomBytes(keyBytes);
}

InstructorKey InstructorKey::make(const QString &passphrase, const QByteArray &secret)
{
    InstructorKey key;
    key.salt = randomBytes(saltBytes);
    key.hmacSalt = randomBytes(saltBytes);
    key.iterations = kdfIterations;
    key.hash = pbkdf2(passphrase, key.salt, key.iterations);
    key.wrappedSecret = xorBytes(secret, pbkdf2(passphrase, key.hmacSalt, key.iterations));
    return key;
}

bool InstructorKey::accepts(const QString &passphrase) const
{
    return equalInConstantTime(pbkdf2(passphrase, salt, iterations), hash);
}

QByteArray InstructorKey::unwrapSecret(const QString &passphrase) const
{
    return xorBytes(wrappedSecret, pbkdf2(passphrase, hmacSalt, iterations));
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
