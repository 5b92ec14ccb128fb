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

int roundsPerHour(std::int64_t rounds, std::int64_t elapsedMs)
{
    if (elapsedMs <= 0 || rounds <= 0)
        return 0;
    return int(rounds * 3'600'000 / elapsedMs);
}

} // namespace croupier
