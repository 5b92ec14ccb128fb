// `croupier-cli check` figures for croupier-bench (issue 13): a bank of every topic,
// checked in process and as a whole process, beside Boost.JSON's own parse of the
// same lines (a handler that keeps nothing): the floor no reader can go under.
#include "BenchSections.h"

#include "bank/BankChecker.h"
#include "bank/Json.h"
#include "bank/TopicRegistry.h"

#include <boost/json/basic_parser_impl.hpp>

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

using namespace croupier;

namespace {
using Clock = std::chrono::steady_clock;
namespace bj = boost::json;

/// Boost.JSON's events, dropped: the library's parse and validation alone.
struct DropEverything
{
    static constexpr std::size_t max_object_size = std::size_t(-1);
    static constexpr std::size_t max_array_size = std::size_t(-1);
    static constexpr std::size_t max_key_size = std::size_t(-1);
    static constexpr std::size_t max_string_size = std::size_t(-1);
    bool on_document_begin(bj::error_code &) { return true; }
    bool on_document_end(bj::error_code &) { return true; }
    bool on_array_begin(bj::error_code &) { return true; }
    bool on_array_end(std::size_t, bj::error_code &) { return true; }
    bool on_object_begin(bj::error_code &) { return true; }
    bool on_object_end(std::size_t, bj::error_code &) { return true; }
    bool on_string_part(bj::string_view, std::size_t, bj::error_code &) { return true; }
    bool on_string(bj::string_view, std::size_t, bj::error_code &) { return true; }
    bool on_key_part(bj::string_view, std::size_t, bj::error_code &) { return true; }
    bool on_key(bj::string_view, std::size_t, bj::error_code &) { return true; }
    bool on_number_part(bj::string_view, bj::error_code &) { return true; }
    bool on_int64(std::int64_t, bj::string_view, bj::error_code &) { return true; }
    bool on_uint64(std::uint64_t, bj::string_view, bj::error_code &) { return true; }
    bool on_double(double, bj::string_view, bj::error_code &) { return true; }
    bool on_bool(bool, bj::error_code &) { return true; }
    bool on_null(bj::error_code &) { return true; }
    bool on_comment_part(bj::string_view, bj::error_code &) { return true; }
    bool on_comment(bj::string_view, bj::error_code &) { return true; }
};

/// Wall and CPU seconds (this process, or its finished children).
struct Stopwatch
{
    explicit Stopwatch(bool children = false) : m_children(children), m_wall(Clock::now()), m_cpu(cpu()) { }
    double wall() const { return std::chrono::duration<double>(Clock::now() - m_wall).count(); }
    double cpuSeconds() const { return cpu() - m_cpu; }
    double cpu() const
    {
        rusage u{};
        getrusage(m_children ? RUSAGE_CHILDREN : RUSAGE_SELF, &u);
        return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6;
    }
    bool m_children;
    Clock::time_point m_wall;
    double m_cpu;
};

void print(const char *what, const Stopwatch &w, double megabytes, std::size_t questions, double floorCpu)
{
    const double cpu = w.cpuSeconds();
    const double wall = w.wall();
    std::printf("  %-38s %7.3f s wall, %7.3f s CPU: %6.1f MB/s (wall), %5.2f us CPU per question", what, wall, cpu,
                megabytes / wall, cpu * 1e6 / double(questions));
    if (floorCpu > 0)
        std::printf(", %4.1f x the parse floor", cpu / floorCpu);
    std::printf("\n");
}

/// @p count questions spread over every topic (each at its first game), ids made
/// unique across topics, as `croupier-cli quiz` for each topic would give them.
std::vector<std::string> everyTopic(std::size_t count)
{
    const auto topics = TopicRegistry::builtin().topics();
    std::vector<std::string> lines;
    lines.reserve(count);
    for (std::size_t t = 0; t < topics.size(); ++t) {
        const std::size_t share = count / topics.size() + (t < count % topics.size() ? 1 : 0);
        const std::string prefix = "t" + std::to_string(t) + "-";
        generateQuestions(*topics[t], topics[t]->games().front(), share, 2026, kMaxLevel,
                          [&](Question &q, const Prompt &) {
                              q.id = prefix + q.id;
                              lines.push_back(q.toJson().dump());
                          });
    }
    return lines;
}
} // namespace

void benchCheck(std::size_t count, const std::string &cli, const std::string &bankFile)
{
    std::vector<std::string> lines;
    std::string file = bankFile;
    if (bankFile.empty()) {
        lines = everyTopic(count);
        file = "/tmp/croupier-bench-every-topic.jsonl";
        std::ofstream out(file);
        for (const std::string &line : lines)
            out << line << '\n';
    } else {
        std::ifstream in(bankFile, std::ios::binary);
        for (std::string line; std::getline(in, line);)
            lines.push_back(std::move(line));
    }
    std::size_t bytes = 0;
    for (const std::string &line : lines)
        bytes += line.size() + 1;
    const double megabytes = double(bytes) / 1e6;
    std::printf("check, %zu questions of every topic (%.1f MB, %s):\n", lines.size(), megabytes, file.c_str());

    bj::parse_options options;
    options.max_depth = 64;
    bj::basic_parser<DropEverything> floorParser(options);
    Stopwatch floor;
    std::size_t valid = 0;
    for (const std::string &line : lines) {
        floorParser.reset();
        bj::error_code ec;
        floorParser.write_some(false, line.data(), line.size(), ec);
        valid += !ec;
    }
    const double floorCpu = floor.cpuSeconds();
    print("Boost.JSON parse only (floor)", floor, megabytes, lines.size(), 0);

    Stopwatch read;
    std::size_t objects = 0;
    for (const std::string &line : lines)
        objects += parseJson(line).isObject();
    print("parseJson to JsonValue", read, megabytes, lines.size(), floorCpu);

    BankChecker checker(TopicRegistry::builtin());
    std::size_t n = 0;
    std::size_t reportBytes = 0;
    Stopwatch inProcess;
    for (const std::string &line : lines)
        if (const auto result = checker.checkLine(line, ++n))
            reportBytes += BankChecker::report(*result).size();
    print("check in process, line by line", inProcess, megabytes, lines.size(), floorCpu);

    std::string joined;
    joined.reserve(bytes);
    for (const std::string &line : lines)
        joined.append(line).push_back('\n');
    for (const unsigned threads : {1u, 0u}) {
        BankChecker streamed(TopicRegistry::builtin());
        std::istringstream in(joined);
        Stopwatch stream;
        streamed.checkStream(in, [&](std::string_view piece) { reportBytes += piece.size(); }, threads);
        const std::string what = threads == 1 ? "check in process, one thread"
                                              : "check in process, " + std::to_string(std::thread::hardware_concurrency())
                                                    + " threads";
        print(what.c_str(), stream, megabytes, lines.size(), floorCpu);
        if (streamed.right() != lines.size())
            std::printf("  WRONG: %zu right of %zu\n", streamed.right(), lines.size());
    }
    if (valid != lines.size() || objects != lines.size() || checker.right() != lines.size())
        std::printf("  WRONG: %zu valid, %zu objects, %zu right of %zu\n", valid, objects, checker.right(), lines.size());

    if (!cli.empty()) {
        const std::string command = cli + " check " + file + " > /dev/null 2>&1";
        Stopwatch whole(true);
        const int status = std::system(command.c_str());
        print("croupier-cli check, whole process", whole, megabytes, lines.size(), floorCpu);
        if (status != 0)
            std::printf("  WRONG: croupier-cli check exited with %d\n", status);
    }
    if (bankFile.empty())
        std::remove(file.c_str());
    (void)reportBytes;
}
