#pragma once

#include "bank/Game.h"

#include <cstdint>
#include <string>

namespace croupier {

/**
 * @brief A table's pace in free play (issue 17, item 5): rounds dealt per hour
 * (coups at baccarat, rolls at craps, rounds at blackjack) against a target.
 *
 * The regulation sets no pace. The targets are the product's reading of a school's
 * usual pace for a trainee at a full table: Punto Banco 60 to 80 coups an hour (the
 * target is the low end, 60; chemin de fer and deux tableaux the same), blackjack 60
 * rounds an hour, craps 100 rolls an hour (the page says so in words: PaceMeter).
 */
struct PaceTarget
{
    int perHour = 0;
};

/// The target of @p game's table.
PaceTarget defaultPaceTarget(Game game);

/// The key under which a trainee's profile keeps its own pace target at @p game's
/// table, beside the topics' target times (StudyStore's targets): "pace.craps".
std::string paceTargetKey(Game game);

/// A pace kept as a target time: the time of one round in ms, to the nearest ms
/// (60 an hour: 60 000 ms; 70 an hour: 51 429 ms). 0 for a pace of 0 or less.
std::int64_t roundTimeMs(int perHour);

/// The pace of a round time, to the nearest whole round an hour (the inverse of
/// roundTimeMs for every pace up to 1000 an hour); 0 for a time of 0 or less.
int perHourOf(std::int64_t roundMs);

/// Whole rounds per hour, rounded down, after @p rounds in @p elapsedMs; 0 before the
/// first millisecond (nothing to measure yet).
int roundsPerHour(std::int64_t rounds, std::int64_t elapsedMs);

} // namespace croupier
