#pragma once

#include <cstdint>
#include <random>

namespace croupier {

/**
 * @brief The one source of chance in core: a seeded 64-bit Mersenne Twister.
 *
 * std::mt19937_64 is fully specified by the standard, but the standard
 * distributions are not, so bounded draws use our own rejection sampling: the same
 * seed gives the same shoe and the same dice on every compiler (KPatience's
 * shuffle.h does the same for the same reason).
 */
class Rng
{
public:
    explicit Rng(std::uint64_t seed) : m_engine(seed) { }

    std::uint64_t next() { return m_engine(); }

    /// Uniform in [0, bound), bound > 0; unbiased.
    std::uint64_t below(std::uint64_t bound)
    {
        // Reject the top partial range so every residue is equally likely.
        const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
        std::uint64_t x = next();
        while (x >= limit)
            x = next();
        return x % bound;
    }

    /// Uniform in [low, high].
    int between(int low, int high)
    {
        return low + static_cast<int>(below(static_cast<std::uint64_t>(high - low) + 1));
    }

private:
    std::mt19937_64 m_engine;
};

} // namespace croupier
