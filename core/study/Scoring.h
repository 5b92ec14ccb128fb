#pragma once

#include <cstdint>

namespace croupier {

/**
 * @brief How a self-study session scores an answer: accuracy first, then speed
 * against the topic's target time, then streaks. Integer points only.
 *
 * A right answer earns `base`; answered within the target time it earns up to
 * `speedBonus` more, in proportion to the time left (a right answer at half the
 * target earns half the bonus), rounded down; every right answer after the first
 * of a streak adds `streakStep` more, at most `streakCap`. A wrong answer earns
 * nothing and ends the streak.
 */
struct ScoringRules
{
    int base = 10;
    int speedBonus = 10;
    int streakStep = 2;
    int streakCap = 20;
};

/// What one answer earned.
struct AnswerScore
{
    int points = 0;
    int streak = 0;   ///< the streak after this answer (0 after a wrong one)
    bool fast = false; ///< right and within the target time
};

/// @brief The running score of one session. Pure: the caller passes the times in.
class SessionScore
{
public:
    explicit SessionScore(ScoringRules rules = {});

    /// Scores one answer, given @p elapsedMs and the topic's @p targetMs (> 0).
    AnswerScore record(bool correct, std::int64_t elapsedMs, std::int64_t targetMs);

    int points() const { return m_points; }
    int streak() const { return m_streak; }
    int bestStreak() const { return m_bestStreak; }
    int answered() const { return m_answered; }
    int correct() const { return m_correct; }
    int fast() const { return m_fast; }
    std::int64_t totalMs() const { return m_totalMs; }

private:
    ScoringRules m_rules;
    int m_points = 0;
    int m_streak = 0;
    int m_bestStreak = 0;
    int m_answered = 0;
    int m_correct = 0;
    int m_fast = 0;
    std::int64_t m_totalMs = 0;
};

} // namespace croupier
