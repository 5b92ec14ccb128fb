#include "Mastery.h"

#include <deque>

namespace croupier {

namespace {
/// Right answers among @p answers, and whether their mean time is within @p targetMs.
template<typename Range>
bool meets(const Range &answers, int right, std::int64_t targetMs)
{
    int count = 0;
    std::int64_t ms = 0;
    for (const TimedAnswer &a : answers)
        if (a.correct) {
            ++count;
            ms += a.elapsedMs;
        }
    // A target of 0: the practice time limits are off, accuracy alone counts.
    return count >= right && count > 0 && (targetMs <= 0 || ms / count <= targetMs);
}
} // namespace

Mastery masteryOf(const std::vector<TimedAnswer> &answers, std::int64_t targetMs)
{
    Mastery m;
    std::deque<TimedAnswer> window;
    std::vector<TimedAnswer> recheck;
    for (const TimedAnswer &a : answers) {
        window.push_back(a);
        if (window.size() > std::size_t(kMasteryWindow))
            window.pop_front();
        if (m.state == MasteryState::Mastered)
            continue;
        if (m.state == MasteryState::Recheck) {
            if (a.atMs < m.recheckFromMs)
                continue;
            recheck.push_back(a);
            m.recheckAnswered = int(recheck.size());
            if (recheck.size() < std::size_t(kRecheckAnswers))
                continue;
            if (meets(recheck, kRecheckRight, targetMs)) {
                m.state = MasteryState::Mastered;
                m.masteredMs = a.atMs;
                continue;
            }
            m = Mastery{};
            recheck.clear();
        }
        if (window.size() == std::size_t(kMasteryWindow) && meets(window, kMasteryRight, targetMs)) {
            m.state = MasteryState::Recheck;
            m.reachedMs = a.atMs;
            m.recheckFromMs = a.atMs + kRecheckDelayMs;
            m.recheckAnswered = 0;
        }
    }
    return m;
}

} // namespace croupier
