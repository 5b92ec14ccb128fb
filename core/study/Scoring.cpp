#include "Scoring.h"

#include <algorithm>

namespace croupier {

SessionScore::SessionScore(ScoringRules rules) : m_rules(rules) { }

AnswerScore SessionScore::record(bool correct, std::int64_t elapsedMs, std::int64_t targetMs)
{
    // A clock that stepped backwards must not earn more than an instant answer.
    const std::int64_t elapsed = std::max<std::int64_t>(elapsedMs, 0);
    ++m_answered;
    m_totalMs += elapsed;

    AnswerScore score;
    if (!correct) {
        // A wrong answer earns nothing and ends the streak.
        m_streak = 0;
        return score;
    }

    ++m_correct;
    ++m_streak;
    m_bestStreak = std::max(m_bestStreak, m_streak);
    score.streak = m_streak;
    score.points = m_rules.base;

    // Within the target: the bonus in proportion to the time left, rounded down
    // (integer division of non-negative numbers). No target, no speed to judge.
    if (targetMs > 0 && elapsed <= targetMs) {
        score.fast = true;
        ++m_fast;
        score.points += static_cast<int>(static_cast<std::int64_t>(m_rules.speedBonus) * (targetMs - elapsed) / targetMs);
    }

    // The first right answer of a streak earns no streak bonus; each one after it
    // earns streakStep more than the one before, up to streakCap.
    const std::int64_t streakBonus = static_cast<std::int64_t>(m_rules.streakStep) * (m_streak - 1);
    score.points += static_cast<int>(std::min<std::int64_t>(streakBonus, m_rules.streakCap));

    m_points += score.points;
    return score;
}

} // namespace croupier
