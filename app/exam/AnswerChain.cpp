#include "AnswerChain.h"

#include <QtEndian>

#include "Sodium.h"

#include <algorithm>
#include <map>

namespace croupier {

namespace {

const unsigned char *bytes(const QByteArray &b)
{
    return reinterpret_cast<const unsigned char *>(b.constData());
}

unsigned char *bytes(QByteArray &b)
{
    return reinterpret_cast<unsigned char *>(b.data());
}

/// The instructor's X25519 key pair: its seed is a BLAKE2b of a fixed label keyed
/// by the signing secret, so the pair is the secret's and no other's.
void keyPair(const QByteArray &secret, QByteArray *publicKey, QByteArray *secretKey)
{
    QByteArray seed = sodium::instructorSeed(secret, "croupier answer chain v1");
    publicKey->resize(crypto_box_PUBLICKEYBYTES);
    secretKey->resize(crypto_box_SECRETKEYBYTES);
    crypto_box_seed_keypair(bytes(*publicKey), bytes(*secretKey), bytes(seed));
    sodium_memzero(seed.data(), std::size_t(seed.size()));
}

void put64(QByteArray &out, qint64 v)
{
    char b[8];
    qToBigEndian(quint64(v), b);
    out.append(b, 8);
}

void putBytes(QByteArray &out, const QByteArray &b)
{
    put64(out, b.size());
    out.append(b);
}

QByteArray hmac(const QByteArray &key, const QByteArray &message)
{
    sodium::require();
    QByteArray out(crypto_auth_hmacsha256_BYTES, '\0');
    crypto_auth_hmacsha256_state state;
    crypto_auth_hmacsha256_init(&state, bytes(key), std::size_t(key.size()));
    crypto_auth_hmacsha256_update(&state, bytes(message), quint64(message.size()));
    crypto_auth_hmacsha256_final(&state, bytes(out));
    return out;
}

bool same(const QByteArray &a, const QByteArray &b)
{
    return a.size() == b.size() && (a.isEmpty() || sodium_memcmp(a.constData(), b.constData(), std::size_t(a.size())) == 0);
}

} // namespace

QByteArray AnswerChain::publicKey(const QByteArray &secret)
{
    QByteArray pk;
    QByteArray sk;
    keyPair(secret, &pk, &sk);
    sodium_memzero(sk.data(), std::size_t(sk.size()));
    return pk;
}

QByteArray AnswerChain::newKey()
{
    sodium::require();
    QByteArray key(keyBytes, '\0');
    randombytes_buf(key.data(), std::size_t(key.size()));
    return key;
}

QByteArray AnswerChain::seal(const QByteArray &key, const QByteArray &publicKey)
{
    sodium::require();
    if (publicKey.size() != crypto_box_PUBLICKEYBYTES)
        return {};
    QByteArray sealed(key.size() + int(crypto_box_SEALBYTES), '\0');
    if (crypto_box_seal(bytes(sealed), bytes(key), quint64(key.size()), bytes(publicKey)) != 0)
        return {};
    return sealed;
}

namespace {

/// @p sealed opened with the key pair (@p pk, @p sk); nullopt when it does not open.
std::optional<QByteArray> openWith(const QByteArray &sealed, const QByteArray &pk, const QByteArray &sk)
{
    if (sealed.size() != AnswerChain::keyBytes + int(crypto_box_SEALBYTES))
        return std::nullopt;
    QByteArray key(AnswerChain::keyBytes, '\0');
    if (crypto_box_seal_open(bytes(key), bytes(sealed), quint64(sealed.size()), bytes(pk), bytes(sk)) != 0)
        return std::nullopt;
    return key;
}

/// The instructor's chain key pair, wiped when it goes.
struct ChainKeys
{
    QByteArray pk;
    QByteArray sk;
    explicit ChainKeys(const QByteArray &secret) { keyPair(secret, &pk, &sk); }
    ~ChainKeys() { sodium_memzero(sk.data(), std::size_t(sk.size())); }
};

} // namespace

std::optional<QByteArray> AnswerChain::open(const QByteArray &sealed, const QByteArray &secret)
{
    const ChainKeys keys(secret);
    return openWith(sealed, keys.pk, keys.sk);
}

QByteArray AnswerChain::mac(const QByteArray &key, const QByteArray &previous, const AnswerRecord &answer)
{
    QByteArray message = "croupier answer v1";
    putBytes(message, previous);
    put64(message, answer.attemptId);
    put64(message, answer.seq);
    put64(message, answer.segment);
    put64(message, answer.index);
    put64(message, answer.elapsedMs);
    putBytes(message, answer.givenJson);
    return hmac(key, message);
}

QByteArray AnswerChain::finishMac(const QByteArray &key, qint64 attemptId, const QByteArray &previous, int answers)
{
    QByteArray message = "croupier hand-in v1";
    putBytes(message, previous);
    put64(message, attemptId);
    put64(message, answers);
    return hmac(key, message);
}

AnswerChain::Check AnswerChain::check(const AttemptRecord &attempt, const QList<ChainSegment> &segments,
                                      const QList<AnswerRecord> &answers, const QByteArray &secret)
{
    Check result;
    QStringList &problems = result.problems;
    const auto atQuestion = [&result](int index, const QString &text) {
        result.problems << text;
        if (!result.questions.contains(index))
            result.questions << index;
    };
    result.chained = !segments.isEmpty();
    if (segments.isEmpty()) {
        if (!answers.isEmpty() || !attempt.finishMac.isEmpty())
            //: The answers of an attempt carry no chain that the desk can check (issue 14).
            problems << tr("the answers carry no chain this desk can check (written before this version, or the chain was removed)");
        return result;
    }
    // The keys, each opened with the instructor's key pair.
    const ChainKeys instructor(secret); // derived once for every run's key
    std::map<int, QByteArray> keys;
    std::map<int, QByteArray> after;
    for (const ChainSegment &s : segments) {
        const std::optional<QByteArray> key = openWith(s.sealedKey, instructor.pk, instructor.sk);
        if (!key)
            //: A run of a station whose key was not sealed to this instructor. %1 its number.
            problems << tr("run %1 of the station: its key is not sealed to this instructor").arg(s.segment);
        else
            keys[s.segment] = *key;
        after[s.segment] = s.afterMac;
    }
    QList<AnswerRecord> ordered = answers;
    std::sort(ordered.begin(), ordered.end(), [](const AnswerRecord &a, const AnswerRecord &b) { return a.seq < b.seq; });
    QByteArray previous;
    int lastSegment = 0;
    int expectedSeq = 1;
    const auto checkSegmentsUpTo = [&](int segment) {
        // Every run begun after the last one seen and up to @p segment follows the
        // answer before it.
        for (auto it = after.upper_bound(lastSegment); it != after.end() && it->first <= segment; ++it)
            if (!same(it->second, previous))
                //: A run of a station does not follow the answers before it. %1 its number.
                problems << tr("run %1 of the station does not follow the answers before it: answers were removed or changed").arg(it->first);
        lastSegment = std::max(lastSegment, segment);
    };
    for (const AnswerRecord &a : ordered) {
        const QString question = QString::number(a.index + 1);
        if (a.seq != expectedSeq)
            //: An answer is not where the chain has it. %1 the question's number.
            atQuestion(a.index, tr("question %1: not in the order the answers were given, or an answer before it was removed").arg(question));
        expectedSeq = a.seq + 1;
        if (a.segment < lastSegment || !after.count(a.segment)) {
            //: An answer that belongs to no run of the station. %1 the question's number.
            atQuestion(a.index, tr("question %1: written in no run of the station the chain knows").arg(question));
            previous = a.mac;
            continue;
        }
        checkSegmentsUpTo(a.segment);
        const auto key = keys.find(a.segment);
        if (key != keys.end() && !same(mac(key->second, previous, a), a.mac))
            //: The answer stored is not the one the station wrote. %1 the question's number.
            atQuestion(a.index, tr("question %1: changed after it was written").arg(question));
        previous = a.mac;
    }
    checkSegmentsUpTo(segments.last().segment);
    if (attempt.finished.isValid()) {
        const auto key = keys.find(lastSegment);
        if (attempt.finishMac.isEmpty() || key == keys.end()
            || !same(finishMac(key->second, attempt.id, previous, int(ordered.size())), attempt.finishMac))
            //: The hand-in's seal does not match the answers stored.
            problems << tr("the hand-in does not match the answers stored: answers were added or removed after it");
    }
    problems.removeDuplicates();
    std::sort(result.questions.begin(), result.questions.end());
    return result;
}

bool ChainWriter::begin(ExamStore &store, qint64 attemptId, const QList<AnswerRecord> &answers)
{
    m_key.clear();
    const QByteArray publicKey = store.instructorPublicKey();
    if (publicKey.isEmpty())
        return false;
    const QByteArray key = AnswerChain::newKey();
    const QByteArray sealed = AnswerChain::seal(key, publicKey);
    if (sealed.isEmpty())
        return false;
    QByteArray previous;
    int lastSeq = 0;
    for (const AnswerRecord &a : answers)
        if (a.seq > lastSeq) {
            lastSeq = a.seq;
            previous = a.mac;
        }
    const std::optional<int> segment = store.beginSegment(attemptId, sealed, previous);
    if (!segment)
        return false;
    m_key = key;
    m_previous = previous;
    m_segment = *segment;
    m_lastSeq = lastSeq;
    m_count = int(answers.size());
    return true;
}

AnswerRecord ChainWriter::chained(AnswerRecord answer) const
{
    if (!active())
        return answer;
    answer.seq = m_lastSeq + 1;
    answer.segment = m_segment;
    answer.mac = AnswerChain::mac(m_key, m_previous, answer);
    return answer;
}

void ChainWriter::stored(const AnswerRecord &answer)
{
    if (!active())
        return;
    m_previous = answer.mac;
    m_lastSeq = answer.seq;
    ++m_count;
}

QByteArray ChainWriter::finishMac(qint64 attemptId) const
{
    return active() ? AnswerChain::finishMac(m_key, attemptId, m_previous, m_count) : QByteArray();
}

} // namespace croupier
