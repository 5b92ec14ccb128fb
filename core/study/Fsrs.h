#pragma once

#include <array>
#include <cstdint>

namespace croupier {

/**
 * @file
 * @brief The spaced-repetition scheduler of self-study (issue 19): the FSRS-6 model
 * (Free Spaced Repetition Scheduler, the one Anki uses) with its published default
 * parameters, pure and replayable: every function takes the time it is asked at
 * (milliseconds since the epoch, the app's clock or a test's), draws nothing at
 * random (no interval fuzz) and keeps no state of its own.
 *
 * A rule cell's memory has a difficulty D in [1, 10] and a stability S in days (the
 * time for its retrievability R, the chance of recalling it, to fall to 90 %). After
 * each answer the cell is due again when R would reach the trainee's target
 * retention. core/study/STUDY.md gives the formulas and the readings.
 */

/// How an answer went, in FSRS's four grades. Self-study gives three of them:
/// wrong → Again, right but slower than the target → Hard, right in time → Good.
enum class Grade : int { Again = 1, Hard = 2, Good = 3, Easy = 4 };

/// The grade of one answer; a target ≤ 0 (timing switched off) never makes it slow.
Grade gradeOf(bool correct, std::int64_t elapsedMs, std::int64_t targetMs);

/// The model's weights w0…w20 and the trainee's target retention.
struct FsrsParameters
{
    /// FSRS-6's defaults (py-fsrs DEFAULT_PARAMETERS, the FSRS-6 release).
    static constexpr std::array<double, 21> kDefaultWeights{
        0.212,  1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001,  1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542};
    static constexpr double kDefaultRetention = 0.9;
    /// The target retention a trainee may set: 70 % to 97 % (higher costs reviews
    /// without end, lower is not learning).
    static constexpr double kMinRetention = 0.70;
    static constexpr double kMaxRetention = 0.97;

    std::array<double, 21> w = kDefaultWeights;
    double retention = kDefaultRetention;
    int maximumDays = 36500;
};

/// One rule cell's memory: nothing until its first answer.
struct CellMemory
{
    int reviews = 0;            ///< answers given on the cell
    int lapses = 0;             ///< of them wrong (FSRS's Again)
    double stability = 0;       ///< days
    double difficulty = 0;      ///< 1 … 10
    std::int64_t lastMs = 0;    ///< the last answer's time
    std::int64_t dueMs = 0;     ///< when it is due again
    bool isNew() const { return reviews == 0; }
};

/// A leech: a cell missed kLeechLapses times; it is flagged again every
/// kLeechRepeat misses after (8, 12, 16…), as Anki does.
inline constexpr int kLeechLapses = 8;
inline constexpr int kLeechRepeat = 4;
inline bool isLeech(const CellMemory &m) { return m.lapses >= kLeechLapses; }
/// True when the @p lapses-th miss flags the cell (again): 8, 12, 16…
inline bool leechFlaggedAt(int lapses)
{
    return lapses >= kLeechLapses && (lapses - kLeechLapses) % kLeechRepeat == 0;
}

inline constexpr std::int64_t kDayMs = 24LL * 60 * 60 * 1000;

class Fsrs
{
public:
    explicit Fsrs(const FsrsParameters &parameters = {});

    const FsrsParameters &parameters() const { return m_p; }

    /// The memory after an answer graded @p grade at @p atMs. Times before the
    /// last answer (a clock set back) count as the same moment.
    CellMemory review(const CellMemory &memory, Grade grade, std::int64_t atMs) const;

    /// The chance of recalling the cell at @p atMs: 0 for a new cell.
    double retrievability(const CellMemory &memory, std::int64_t atMs) const;
    /// R(t, S) = (1 + FACTOR·t/S)^DECAY after @p days.
    double retrievability(double stability, double days) const;
    /// The whole days until R falls to the target retention (at least 1, at most
    /// maximumDays): I = S/FACTOR · (r^(1/DECAY) − 1), rounded.
    int intervalDays(double stability) const;

    // The model's functions, public for the tests that work them by hand.
    double initialStability(Grade g) const;
    double initialDifficulty(Grade g, bool clamp = true) const;
    double nextDifficulty(double difficulty, Grade g) const;
    double shortTermStability(double stability, Grade g) const;
    double recallStability(double difficulty, double stability, double r, Grade g) const;
    double forgetStability(double difficulty, double stability, double r) const;

private:
    FsrsParameters m_p;
    double m_decay;
    double m_factor;
};

} // namespace croupier
