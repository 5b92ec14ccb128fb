// Blackjack figures for croupier-bench: the exact dealer odds (`croupier-cli odds
// blackjack`) and a mixed bank of the blackjack topics checked by croupier-cli.
#include "BenchSections.h"
#include "bank/BankChecker.h"
#include "bank/TopicRegistry.h"
#include "blackjack/BlackjackOdds.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

using namespace croupier;

namespace {
using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

constexpr const char *kTopics[]
    = {"blackjack.total", "blackjack.dealer", "blackjack.payout", "blackjack.round", "blackjack.step"};
} // namespace

void benchBlackjack(std::size_t count, const std::string &cli)
{
    // The odds: one whole DealerOdds computation (overall and by first card), exact,
    // repeated so the mean is steady.
    for (const std::optional<int> decks :
        {std::optional<int>(6), std::optional<int>(4), std::optional<int>()}) {
        const int rounds = 50;
        int ok = 0;
        const auto start = Clock::now();
        for (int i = 0; i < rounds; ++i) {
            const DealerOdds odds = DealerOdds::compute(decks);
            Rational sum = 0;
            for (const Rational &p : odds.overall)
                sum += p;
            ok += sum == 1;
        }
        const double s = secondsSince(start);
        const std::string name = decks ? std::to_string(*decks) + " decks" : std::string("infinite deck");
        std::printf("blackjack dealer odds, %s: %.3f ms per computation, mean of %d%s\n", name.c_str(),
            s * 1e3 / rounds, rounds, ok == rounds ? "" : " SUM IS NOT 1");
    }

    // A bank of `count` questions, the five topics in turn, checked in process and by
    // a whole croupier-cli process.
    std::vector<std::string> lines;
    lines.reserve(count);
    const auto start = Clock::now();
    const std::size_t perTopic = (count + std::size(kTopics) - 1) / std::size(kTopics);
    for (const char *name : kTopics) {
        const Topic *topic = TopicRegistry::builtin().find(name);
        generateQuestions(
            *topic, Game::Blackjack, perTopic, 2026, kMaxLevel, [&](Question &q, const Prompt &) {
                if (lines.size() < count) {
                    q.id = std::string(name).substr(10) + "-"
                        + q.id; // "round-bj-000017": unique across topics
                    lines.push_back(q.toJson().dump());
                }
            });
    }
    const double generate = secondsSince(start);

    BankChecker checker(TopicRegistry::builtin());
    const auto checkStart = Clock::now();
    std::size_t n = 0;
    for (const std::string &line : lines)
        (void)checker.checkLine(line, ++n);
    const double check = secondsSince(checkStart);
    std::printf("blackjack, all five topics: generate %zu in %.3f s; check in process %.3f s (%.2f us per "
                "line), %zu right\n",
        lines.size(), generate, check, check * 1e6 / double(lines.size()), checker.right());

    if (!cli.empty()) {
        const std::string file = "/tmp/croupier-bench-blackjack-mixed.jsonl";
        std::ofstream out(file);
        for (const std::string &line : lines)
            out << line << '\n';
        out.close();
        const std::string command = cli + " check " + file + " > /dev/null 2>&1";
        const auto whole = Clock::now();
        const int status = std::system(command.c_str());
        std::printf("blackjack, all five topics: croupier-cli check of %zu questions, whole process: %.3f s "
                    "(exit %d; "
                    "target < 1 s)\n",
            lines.size(), secondsSince(whole), status);
        std::remove(file.c_str());
    }
}
