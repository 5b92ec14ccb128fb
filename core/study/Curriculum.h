#pragma once

#include "bank/Game.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace croupier {

/// @brief One step of the casino school's curriculum: a topic at a game and level.
struct CurriculumStep
{
    Game game;
    std::string_view topic;
    int level;
};

/**
 * The order a casino school teaches (issue 7): baccarat totals, then draws, then
 * the coup, then payouts and commission; craps line bets, then place and odds
 * (craps.roll at rising levels), the whole layout, the maxima; blackjack totals,
 * dealer play, the next step, payouts, the whole round.
 */
const std::vector<CurriculumStep> &schoolCurriculum();

/// The target time a casino audition expects for one answer of @p topic, in ms
/// (the profile may change it).
std::int64_t defaultTargetMs(std::string_view topic);

} // namespace croupier
