// croupier-bench: prints the speed figures the issues ask for. Not a test: it
// measures and prints; the figures go on the issues, with this command.
//
//   croupier-bench [--cli PATH] [--count N] [--bank FILE] [--only check|study]
//
// With --cli it also times whole `croupier-cli check` processes on N generated
// questions per topic (the "100,000 questions in under 1 s, whole process" target),
// and on N questions of every topic in one bank (issue 13), or on FILE's lines.
#include "BenchSections.h"
#include "Money.h"
#include "baccarat/BaccaratOdds.h"
#include "bank/BankChecker.h"
#include "bank/TopicRegistry.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

using namespace croupier;
using Clock = std::chrono::steady_clock;

namespace {
double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

std::vector<std::string> bank(const Topic &topic, Game game, std::size_t count)
{
    std::vector<std::string> lines;
    lines.reserve(count);
    generateQuestions(topic, game, count, 2026, kMaxLevel,
                      [&](Question &q, const Prompt &) { lines.push_back(q.toJson().dump()); });
    return lines;
}
} // namespace

int main(int argc, char **argv)
{
    std::string cli;
    std::size_t count = 100000;
    std::string bankFile;
    std::string only;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string opt = argv[i];
        if (opt == "--cli")
            cli = argv[i + 1];
        else if (opt == "--count")
            count = std::strtoull(argv[i + 1], nullptr, 10);
        else if (opt == "--bank")
            bankFile = argv[i + 1];
        else if (opt == "--only")
            only = argv[i + 1];
    }

    if (only == "study") {
        benchStudy();
        return 0;
    }
    benchCheck(count, cli, bankFile);
    if (only == "check")
        return 0;

    {
        const std::vector<std::string> amounts{"12.5", "1234.75", "0.25", "35", "223.5", "1000000", "7.1"};
        const std::size_t rounds = 200000;
        const auto start = Clock::now();
        std::size_t zeros = 0;
        for (std::size_t i = 0; i < rounds; ++i)
            zeros += Money::parseCanonical(amounts[i % amounts.size()]).isZero();
        const double s = secondsSince(start);
        std::printf("money.parseCanonical: %.0f ns per amount (%zu amounts)%s\n", s * 1e9 / double(rounds), rounds,
                    zeros ? "?" : "");
    }

    {
        // The "every 8-deck count in under 2 ms" target: one whole BaccaratOdds
        // computation (outcomes, sixes and pairs), repeated so the mean is steady.
        const int rounds = 200;
        std::uint64_t check = 0;
        const auto start = Clock::now();
        for (int i = 0; i < rounds; ++i)
            check += BaccaratOdds::count(8).bankerWins;
        const double s = secondsSince(start);
        std::printf("baccarat odds, 8 decks: %.3f ms per computation, mean of %d (target < 2 ms)%s\n",
                    s * 1e3 / rounds, rounds, check == 2'292'252'566'437'888ULL * rounds ? "" : " WRONG COUNT");
    }

    for (const Topic *topic : TopicRegistry::builtin().topics()) {
        const Game game = topic->games().front();
        auto start = Clock::now();
        const std::vector<std::string> lines = bank(*topic, game, count);
        const double generate = secondsSince(start);

        BankChecker checker(TopicRegistry::builtin());
        start = Clock::now();
        std::size_t n = 0;
        for (const std::string &line : lines)
            (void)checker.checkLine(line, ++n);
        const double check = secondsSince(start);
        std::printf("%s (%s): generate %zu in %.3f s; check in process %.3f s (%.2f us per line), %zu right\n",
                    std::string(topic->name()).c_str(), std::string(gameName(game)).c_str(), count, generate, check,
                    check * 1e6 / double(count), checker.right());

        if (!cli.empty()) {
            const std::string file = "/tmp/croupier-bench-" + std::string(topic->name()) + ".jsonl";
            std::ofstream out(file);
            for (const std::string &line : lines)
                out << line << '\n';
            out.close();
            const std::string command = cli + " check " + file + " > /dev/null 2>&1";
            start = Clock::now();
            const int status = std::system(command.c_str());
            const double whole = secondsSince(start);
            std::printf("%s: croupier-cli check of %zu questions, whole process: %.3f s (exit %d)\n",
                        std::string(topic->name()).c_str(), count, whole, status);
            std::remove(file.c_str());
        }
    }
    benchCraps(count, cli);
    benchBlackjack(count, cli);
    return 0;
}
