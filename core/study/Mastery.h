#pragma once

#include <cstdint>
#include <vector>

namespace croupier {

/**
 * @file
 * @brief When a curriculum step is mastered (issues 7 and 19): the accuracy and speed
 * of the latest answers, then a re-check passed at least a day later, so that
 * mastery earned in one afternoon has to be shown again.
 */

/// One answer on a step, as the store keeps it.
struct TimedAnswer
{
    std::int64_t atMs = 0;
    bool correct = false;
    std::int64_t elapsedMs = 0;
};

enum class MasteryState {
    Learning,   ///< the latest 20 answers are not yet 18 right within the target
    Recheck,    ///< they were; the re-check is due a day after
    Mastered,   ///< and the re-check was passed
};

struct Mastery
{
    MasteryState state = MasteryState::Learning;
    std::int64_t reachedMs = 0;      ///< when the latest 20 answers first met the rule
    std::int64_t recheckFromMs = 0;  ///< reachedMs + 24 h: the re-check's answers count from then
    std::int64_t masteredMs = 0;     ///< when the re-check was passed
    int recheckAnswered = 0;         ///< re-check answers given so far (of kRecheckAnswers)
};

inline constexpr int kMasteryWindow = 20;
inline constexpr int kMasteryRight = 18;
inline constexpr int kRecheckAnswers = 10;
inline constexpr int kRecheckRight = 9;
inline constexpr std::int64_t kRecheckDelayMs = 24LL * 60 * 60 * 1000;

/**
 * The state of a step from its answers, oldest first, against the topic's target
 * time @p targetMs (the right answers' mean must not exceed it; 0: no speed condition,
 * the practice time limits switched off):
 *  - Learning → Recheck at the answer after which the latest 20 hold at least 18
 *    right, their right ones on average within the target;
 *  - Recheck → Mastered when the first 10 answers given 24 h or more after that hold
 *    at least 9 right, on average within the target; else back to Learning (the
 *    same window rule, met again, starts a new day's wait);
 *  - Mastered stays: the retention of the step's cells (the schedule) says how well
 *    it is kept.
 */
Mastery masteryOf(const std::vector<TimedAnswer> &answers, std::int64_t targetMs);

} // namespace croupier
