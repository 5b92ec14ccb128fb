// Craps figures for croupier-bench (issue 4): settling a whole layout for one
// roll, per bet; the table as a state machine; the exact odds. The whole-process
// `croupier-cli check` of 100,000 craps.roll questions is timed by the loop over
// every topic in croupier_bench.cpp.
#include "BenchSections.h"

#include "craps/CrapsOdds.h"
#include "craps/CrapsSettlement.h"
#include "craps/CrapsTable.h"

#include <chrono>
#include <cstdio>
#include <vector>

using namespace croupier;

namespace {
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

/// A busy layout with the point on 6: 30 bets by 6 players, every kind of bet,
/// stakes on and off the proper units.
std::vector<CrapsLayoutBet> thirtyBets()
{
    const auto m = [](const char *s) { return Money::parseCanonical(s); };
    return {
        {1, CrapsBet::Pass, m("25"), {}, false},         {1, CrapsBet::PassOdds, m("25"), {}, false},
        {1, CrapsBet::Place8, m("30"), {}, false},       {1, CrapsBet::Hard6, m("5"), {}, false},
        {1, CrapsBet::Field, m("10"), {}, false},        {2, CrapsBet::DontPass, m("20"), {}, false},
        {2, CrapsBet::DontPassOdds, m("24"), {}, false}, {2, CrapsBet::Lay4, m("44"), {}, false},
        {2, CrapsBet::Lay10, m("10"), {}, false},        {2, CrapsBet::AnySeven, m("5"), {}, false},
        {3, CrapsBet::Come, m("15"), 5, false},          {3, CrapsBet::ComeOdds, m("15"), 5, false},
        {3, CrapsBet::Come, m("10"), {}, false},         {3, CrapsBet::Place5, m("12.5"), {}, false},
        {3, CrapsBet::Horn, m("4"), {}, false},          {4, CrapsBet::DontCome, m("25"), 9, false},
        {4, CrapsBet::DontComeOdds, m("30"), 9, false},  {4, CrapsBet::Big6, m("10"), {}, false},
        {4, CrapsBet::Big8, m("10"), {}, false},         {4, CrapsBet::Hard10, m("2.5"), {}, false},
        {5, CrapsBet::Under7, m("10"), {}, false},       {5, CrapsBet::Over7, m("10"), {}, false},
        {5, CrapsBet::Yo11, m("3"), {}, false},          {5, CrapsBet::AnyCraps, m("2"), {}, false},
        {5, CrapsBet::Place9, m("7"), {}, false},        {6, CrapsBet::Craps2, m("1"), {}, false},
        {6, CrapsBet::Craps3, m("1"), {}, false},        {6, CrapsBet::Craps12, m("1"), {}, false},
        {6, CrapsBet::Lay6, m("11"), {}, false},         {6, CrapsBet::Place4, m("9"), {}, false},
    };
}
} // namespace

void benchCraps(std::size_t, const std::string &)
{
    {
        // The target: settling a 30-bet layout for one roll in well under
        // a microsecond per bet. Every one of the 36 rolls in turn, so every
        // outcome (win, lose, stay, travel) is in the mean.
        const std::vector<CrapsLayoutBet> layout = thirtyBets();
        const Money chip = Money::fromInteger(1);
        const int rounds = 2000;
        std::size_t steps = 0;
        const auto start = Clock::now();
        for (int i = 0; i < rounds; ++i)
            for (int a = 1; a <= 6; ++a)
                for (int b = 1; b <= 6; ++b)
                    steps += settleCrapsLayout(6, layout, chip, DiceRoll{a, b}).steps.size();
        const double s = secondsSince(start);
        const double settled = double(rounds) * 36.0;
        std::printf("craps layout of %zu bets, one roll: %.2f us per layout, %.0f ns per bet, mean of %.0f rolls "
                    "(target well under 1000 ns per bet)%s\n",
                    layout.size(), s * 1e6 / settled, s * 1e9 / (settled * double(layout.size())), settled,
                    steps == layout.size() * std::size_t(settled) ? "" : " WRONG COUNT");
    }
    {
        // The table as a state machine: a seeded session, bets re-placed as they are decided.
        CrapsTable table(6, Money::fromInteger(1));
        DiceSource dice(2026);
        const int rolls = 100000;
        std::size_t settled = 0;
        const auto start = Clock::now();
        for (int i = 0; i < rolls; ++i) {
            const int shooter = table.shooter();
            bool lineBet = false;
            for (const auto &b : table.bets())
                lineBet = lineBet || (b.seat == shooter && (b.bet == CrapsBet::Pass || b.bet == CrapsBet::DontPass));
            if (!lineBet)
                table.place(shooter, CrapsBet::Pass, Money::fromInteger(10));
            if (table.bets().size() < 20) {
                table.place(1 + i % 6, CrapsBet::Field, Money::fromInteger(5));
                table.place(1 + (i + 1) % 6, CrapsBet::Place6, Money::fromInteger(12));
                if (table.puckOn())
                    table.place(1 + (i + 2) % 6, CrapsBet::Come, Money::fromInteger(10));
            }
            settled += table.roll(dice.roll()).settlement.steps.size();
        }
        const double s = secondsSince(start);
        std::printf("craps table session: %d rolls in %.3f s, %.2f us per roll, %.1f bets on the layout per roll\n",
                    rolls, s, s * 1e6 / rolls, double(settled) / rolls);
    }
    {
        const auto start = Clock::now();
        const std::size_t n = crapsOdds().size();
        std::printf("craps odds: every bet's exact odds (%zu rows) in %.3f ms\n", n, secondsSince(start) * 1e3);
    }
}
