#pragma once

// libsodium as the exam code uses it (InstructorKey, AnswerChain, ExamFile): one
// initialisation and one way to derive the instructor's key pairs from the signing
// secret. Include it from .cpp files only (the libraries link libsodium privately).

#include <QByteArray>

#include <sodium.h>

#include <stdexcept>

namespace croupier::sodium {

/// Safe to call again and from any thread; fails only when no entropy source works.
inline void require()
{
    if (sodium_init() < 0)
        throw std::runtime_error("libsodium cannot be initialised");
}

/// The 32-byte seed of one of the instructor's key pairs: a BLAKE2b of @p label
/// keyed by the signing secret, so each pair is the secret's and no other's, and
/// the labels keep the pairs apart ("croupier answer chain v1", "croupier exam
/// signing v1"). The caller wipes it.
inline QByteArray instructorSeed(const QByteArray &secret, const char *label)
{
    require();
    static_assert(crypto_box_SEEDBYTES == 32 && crypto_sign_SEEDBYTES == 32);
    QByteArray seed(32, '\0');
    const QByteArray text(label);
    crypto_generichash(reinterpret_cast<unsigned char *>(seed.data()), std::size_t(seed.size()),
                       reinterpret_cast<const unsigned char *>(text.constData()), std::size_t(text.size()),
                       reinterpret_cast<const unsigned char *>(secret.constData()), std::size_t(secret.size()));
    return seed;
}

} // namespace croupier::sodium
