#include "Incident.h"

#include "InputError.h"

#include <algorithm>
#include <cmath>

namespace croupier {

namespace {
/// SplitMix64's finaliser: a seed of its own for the incidents' stream.
std::uint64_t mix(std::uint64_t z)
{
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
} // namespace

IncidentSchedule::IncidentSchedule(std::uint64_t seed, double rate)
    : m_rng(mix(seed ^ 0x1c1de47ULL))
{
    if (!(rate >= 0 && rate <= 1))
        throw InputError("incidents", "a share from 0 to 1");
    m_perMillion = std::uint32_t(std::lround(rate * 1e6));
}

bool IncidentSchedule::due()
{
    if (!m_forced.empty())
        return true;
    if (m_perMillion == 0)
        return false;
    return m_rng.below(1000000) < m_perMillion;
}

std::optional<std::string> IncidentSchedule::pick(const std::vector<std::string> &kinds)
{
    if (kinds.empty())
        return std::nullopt;
    if (!m_forced.empty()) {
        const auto it = std::find(kinds.begin(), kinds.end(), m_forced.front());
        if (it == kinds.end())
            return std::nullopt;   // the forced kind waits for a round that can have it
        m_forced.erase(m_forced.begin());
        return *it;
    }
    return kinds[std::size_t(m_rng.below(kinds.size()))];
}

} // namespace croupier
