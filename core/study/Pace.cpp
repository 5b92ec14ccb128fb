#include "Pace.h"

namespace croupier {

PaceTarget defaultPaceTarget(Game game)
{
    switch (game) {
    case Game::Craps:
        return {100};
    case Game::Blackjack:
        return {60};
    default:
        return {60};
    }
}

std::string paceTargetKey(Game game)
{
    return "pace." + std::string(gameName(game));
}

std::int64_t roundTimeMs(int perHour)
{
    if (perHour <= 0)
        return 0;
    return (3'600'000 + perHour / 2) / perHour;
}

int perHourOf(std::int64_t roundMs)
{
    if (roundMs <= 0)
        return 0;
    return int((3'600'000 + roundMs / 2) / roundMs);
}

int roundsPerHour(std::int64_t rounds, std::int64_t elapsedMs)
{
    if (elapsedMs <= 0 || rounds <= 0)
        return 0;
    return int(rounds * 3'600'000 / elapsedMs);
}

} // namespace croupier
