#pragma once

#include "ExamRecords.h"
#include "ExamStore.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace croupier {

/**
 * @brief The answers of an attempt as a chain only the instructor can check
 * (issue 14, item 3): an edited, deleted or reordered answer is found at the desk.
 *
 * Each run of a station on an open attempt is a segment: the station makes a random
 * 32-byte key, keeps it in memory only, and stores it sealed to the instructor's
 * public key (libsodium's crypto_box_seal, X25519): the trainee, who owns the
 * station's files, never reads it back. Every answer carries its sequence number,
 * its segment and an HMAC-SHA256 under the segment's key over the MAC of the answer
 * before it and its own attempt, sequence, segment, question, answer given and
 * time; the segment records the MAC it follows; handing in seals the count of
 * answers and the last MAC the same way. The instructor's key pair is derived from
 * the signing secret (LoginResult::secret), so only the logged-in desk opens the
 * keys and checks the MACs.
 *
 * What it cannot do (README, "What each mode promises"): while a station runs, its
 * key is in that process's memory; and a trainee who deletes the answers after a
 * point and forges a new segment (a restart) with a key of their own can write
 * them again: the desk shows every segment as a restart, with the answers after it.
 */
class AnswerChain
{
    Q_DECLARE_TR_FUNCTIONS(AnswerChain)

public:
    static constexpr int keyBytes = 32;
    static constexpr int macBytes = 32;

    /// The instructor's public key (X25519) from the signing secret.
    static QByteArray publicKey(const QByteArray &secret);
    /// A new random segment key.
    static QByteArray newKey();
    /// @p key sealed to @p publicKey; empty when the public key is not one.
    static QByteArray seal(const QByteArray &key, const QByteArray &publicKey);
    /// The key of @p sealed, opened with the key pair of @p secret; nullopt when it
    /// was not sealed to this instructor or was changed.
    static std::optional<QByteArray> open(const QByteArray &sealed, const QByteArray &secret);

    /// The MAC of @p answer (its seq, segment, index, given, elapsed; not its stored
    /// verdict, which is never trusted) after @p previous (empty for the first).
    static QByteArray mac(const QByteArray &key, const QByteArray &previous, const AnswerRecord &answer);
    /// The hand-in's MAC: @p answers answers, the last of them @p previous.
    static QByteArray finishMac(const QByteArray &key, qint64 attemptId, const QByteArray &previous, int answers);

    struct Check
    {
        bool chained = false;     ///< the attempt has a chain at all
        QStringList problems;     ///< "question 3: changed after it was written" …; none when it holds
        QList<int> questions;     ///< the 0-based questions named in problems, ascending
        bool holds() const { return problems.isEmpty(); }
    };
    /// The chain of @p attempt checked with the instructor's @p secret.
    static Check check(const AttemptRecord &attempt, const QList<ChainSegment> &segments,
                       const QList<AnswerRecord> &answers, const QByteArray &secret);
};

/// @brief A station's run on an attempt: chains the answers it writes.
class ChainWriter
{
public:
    /// Begins a run on @p attemptId, whose stored answers are @p answers: a new key
    /// sealed to the store's instructorPublicKey(). False (answers then go unchained,
    /// which the desk reports) when there is no public key or the store refuses.
    bool begin(ExamStore &store, qint64 attemptId, const QList<AnswerRecord> &answers);
    bool active() const { return !m_key.isEmpty(); }
    /// @p answer with its seq, segment and MAC (unchanged when not active()).
    AnswerRecord chained(AnswerRecord answer) const;
    /// After @p answer (as chained()) was stored: the next one follows it.
    void stored(const AnswerRecord &answer);
    /// The hand-in's MAC; empty when not active().
    QByteArray finishMac(qint64 attemptId) const;

private:
    QByteArray m_key;
    QByteArray m_previous;
    int m_segment = 0;
    int m_lastSeq = 0;
    int m_count = 0;
};

} // namespace croupier
