#include "Fsrs.h"

#include <algorithm>
#include <cmath>

namespace croupier {

namespace {
constexpr double kMinStability = 0.001;
constexpr double kMinDifficulty = 1.0;
constexpr double kMaxDifficulty = 10.0;

double clampDifficulty(double d) { return std::clamp(d, kMinDifficulty, kMaxDifficulty); }
double clampStability(double s) { return std::max(s, kMinStability); }
int g(Grade grade) { return int(grade); }
} // namespace

Grade gradeOf(bool correct, std::int64_t elapsedMs, std::int64_t targetMs)
{
    if (!correct)
        return Grade::Again;
    return targetMs > 0 && elapsedMs > targetMs ? Grade::Hard : Grade::Good;
}

Fsrs::Fsrs(const FsrsParameters &parameters)
    : m_p(parameters)
    , m_decay(-parameters.w[20])
    // FACTOR = 0.9^(1/DECAY) − 1, so that R(S, S) = 0.9 whatever the decay.
    , m_factor(std::pow(0.9, 1.0 / m_decay) - 1.0)
{
    m_p.retention = std::clamp(m_p.retention, FsrsParameters::kMinRetention, FsrsParameters::kMaxRetention);
}

double Fsrs::initialStability(Grade grade) const
{
    return clampStability(m_p.w[std::size_t(g(grade) - 1)]);
}

double Fsrs::initialDifficulty(Grade grade, bool clamp) const
{
    // D0(G) = w4 − e^(w5·(G − 1)) + 1
    const double d = m_p.w[4] - std::exp(m_p.w[5] * (g(grade) - 1)) + 1.0;
    return clamp ? clampDifficulty(d) : d;
}

double Fsrs::nextDifficulty(double difficulty, Grade grade) const
{
    // ΔD = −w6·(G − 3), damped linearly as D nears 10, then reverted towards
    // D0(Easy) (unclamped) by w7.
    const double delta = -m_p.w[6] * (g(grade) - 3);
    const double damped = difficulty + (10.0 - difficulty) * delta / 9.0;
    return clampDifficulty(m_p.w[7] * initialDifficulty(Grade::Easy, false) + (1.0 - m_p.w[7]) * damped);
}

double Fsrs::shortTermStability(double stability, Grade grade) const
{
    // An answer on the day of the last one: S·e^(w17·(G − 3 + w18))·S^(−w19), never
    // lower for a right answer.
    double increase = std::exp(m_p.w[17] * (g(grade) - 3 + m_p.w[18])) * std::pow(stability, -m_p.w[19]);
    if (grade == Grade::Good || grade == Grade::Easy)
        increase = std::max(increase, 1.0);
    return clampStability(stability * increase);
}

double Fsrs::recallStability(double difficulty, double stability, double r, Grade grade) const
{
    const double hardPenalty = grade == Grade::Hard ? m_p.w[15] : 1.0;
    const double easyBonus = grade == Grade::Easy ? m_p.w[16] : 1.0;
    return clampStability(stability
                          * (1.0 + std::exp(m_p.w[8]) * (11.0 - difficulty) * std::pow(stability, -m_p.w[9])
                                       * (std::exp((1.0 - r) * m_p.w[10]) - 1.0) * hardPenalty * easyBonus));
}

double Fsrs::forgetStability(double difficulty, double stability, double r) const
{
    const double longTerm = m_p.w[11] * std::pow(difficulty, -m_p.w[12]) * (std::pow(stability + 1.0, m_p.w[13]) - 1.0)
                            * std::exp((1.0 - r) * m_p.w[14]);
    const double shortTerm = stability / std::exp(m_p.w[17] * m_p.w[18]);
    return clampStability(std::min(longTerm, shortTerm));
}

double Fsrs::retrievability(double stability, double days) const
{
    if (stability <= 0)
        return 0;
    return std::pow(1.0 + m_factor * std::max(days, 0.0) / stability, m_decay);
}

double Fsrs::retrievability(const CellMemory &memory, std::int64_t atMs) const
{
    if (memory.isNew())
        return 0;
    // Whole days since the last answer, as the model is fitted on.
    const std::int64_t days = std::max<std::int64_t>(atMs - memory.lastMs, 0) / kDayMs;
    return retrievability(memory.stability, double(days));
}

int Fsrs::intervalDays(double stability) const
{
    const double days = stability / m_factor * (std::pow(m_p.retention, 1.0 / m_decay) - 1.0);
    if (!(days < double(m_p.maximumDays)))
        return m_p.maximumDays;
    return std::clamp(int(std::lround(days)), 1, m_p.maximumDays);
}

CellMemory Fsrs::review(const CellMemory &memory, Grade grade, std::int64_t atMs) const
{
    CellMemory next = memory;
    atMs = std::max(atMs, memory.lastMs);
    if (memory.isNew()) {
        next.stability = initialStability(grade);
        next.difficulty = initialDifficulty(grade);
    } else {
        const std::int64_t days = (atMs - memory.lastMs) / kDayMs;
        if (days < 1)
            next.stability = shortTermStability(memory.stability, grade);
        else if (grade == Grade::Again)
            next.stability = forgetStability(memory.difficulty, memory.stability, retrievability(memory, atMs));
        else
            next.stability = recallStability(memory.difficulty, memory.stability, retrievability(memory, atMs), grade);
        next.difficulty = nextDifficulty(memory.difficulty, grade);
    }
    ++next.reviews;
    if (grade == Grade::Again)
        ++next.lapses;
    next.lastMs = atMs;
    next.dueMs = atMs + std::int64_t(intervalDays(next.stability)) * kDayMs;
    return next;
}

} // namespace croupier
