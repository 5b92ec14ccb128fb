#pragma once

#include "exam/ExamRecords.h"
#include "StudyStore.h"

#include <QDateTime>
#include <QList>
#include <QSet>
#include <QVariant>

#include <functional>
#include <optional>

namespace croupier {

/**
 * @brief The class's self-study as the instructor's desk reads it from the classroom
 * server (issue 19, item 7): each trainee's records are replayed into a store of their
 * own in memory, and the same code that plans a trainee's day at a station (StudySession:
 * the schedule, mastery, certificates) reads it. Nothing is stored at the desk.
 *
 * @p now is the desk's clock (tests inject one).
 */
class ClassStudy
{
public:
    explicit ClassStudy(const QList<StudyRecord> &records, std::function<QDateTime()> now = {});

    /**
     * One map per trainee, by registration number: {id, name, answered, correct,
     * lastStudied (date-time; invalid when none), due, newAllowed, leeches ([{game, topic,
     * title, cell, words, lapses}], the most missed first), steps (reached), mastered,
     * rechecks, certificates ([{game, level, levelName}]), refused (records that did not
     * read)}.
     */
    QVariantList trainees() const;
    /// The leeches of one trainee (as in trainees()), [] when the number keeps no self-study.
    QVariantList leechesOf(const QString &traineeId) const;
    /**
     * The class's weakest rule cells: those answered at least @p minAttempts times over
     * the class, the lowest share right first (then the most answered), at most @p limit:
     * [{game, topic, title, key, words, attempts, correct, percent, trainees (who answered
     * it), leechFor (for how many it is a leech)}].
     */
    QVariantList weakestCells(int limit = 10, int minAttempts = 5) const;

private:
    struct Trainee
    {
        QString id;
        QString name;
        QList<StudyRecord> records;
    };
    /// One trainee's replay, read once: the row of trainees(), the answers, the leeches.
    struct Digest
    {
        QVariantMap row;
        QList<StudyAnswer> answers;
        QSet<QString> leeches;   ///< "game\ntopic\ncell"
    };
    const QList<Digest> &digests() const;
    /// Calls @p visit with each trainee's replayed store and profile.
    template<typename F>
    void replay(const Trainee &t, F &&visit) const;

    QList<Trainee> m_trainees;
    mutable std::optional<QList<Digest>> m_digests;
    std::function<QDateTime()> m_now;
};

} // namespace croupier
