#pragma once

#include "Rng.h"

namespace croupier {

/// @brief One throw of the two craps dice: each 1–6.
struct DiceRoll
{
    int first = 1;
    int second = 1;

    /// Throws InputError naming the die unless both are 1–6.
    static DiceRoll of(int first, int second);

    constexpr int total() const { return first + second; }
    /// A hardway: both dice show the same number (art. 16, "HARD WAYS").
    constexpr bool isHard() const { return first == second; }
    friend constexpr bool operator==(DiceRoll, DiceRoll) = default;
};

/**
 * @brief Two dice from a seeded source, so a seed replays every throw.
 */
class DiceSource
{
public:
    explicit DiceSource(std::uint64_t seed) : m_rng(seed) { }
    DiceRoll roll()
    {
        const int a = m_rng.between(1, 6);
        const int b = m_rng.between(1, 6);
        return {a, b};
    }

private:
    Rng m_rng;
};

} // namespace croupier
