#pragma once

#include <cstddef>
#include <string>

/// Each game's figures, in its own file (bench_craps.cpp, bench_blackjack.cpp).
/// @p count questions per topic; @p cli the croupier-cli to time whole processes
/// with, or empty.
void benchCraps(std::size_t count, const std::string &cli);
void benchBlackjack(std::size_t count, const std::string &cli);
/// `croupier-cli check`: @p count questions of every topic (or the lines of
/// @p bankFile when given), MB/s and time per question beside Boost.JSON's own parse.
/// Self-study (issue 19): the simulated trainee, the schedule against daily review.
void benchStudy();
void benchCheck(std::size_t count, const std::string &cli, const std::string &bankFile);
