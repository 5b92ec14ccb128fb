#pragma once

#include "Json.h"

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace croupier {

class TopicRegistry;

/**
 * @brief `croupier-cli check`: re-derives every answer of a bank from the rules
 * engine, line by line, and never stops at the first bad line.
 *
 * Exit status (question-bank.md, "Commands"): 0 when every answer is right, 1 when
 * one is wrong, 2 when a line is malformed (2 wins over 1).
 */
class BankChecker
{
public:
    enum class Verdict { Right, Wrong, Malformed };

    struct Result
    {
        Verdict verdict = Verdict::Right;
        std::optional<std::string> id;   ///< absent when the line's id could not be read
        JsonValue expected;              ///< Wrong: the answer the rules give
        std::string error;               ///< Malformed: "line 7: scenario.stake: not a decimal amount: …"
    };

    explicit BankChecker(const TopicRegistry &registry) : m_registry(registry) { }

    /// Checks line @p lineNumber (1-based). Blank lines give no result.
    std::optional<Result> checkLine(std::string_view line, std::size_t lineNumber);

    /// The longest line checkStream reads (16 MiB; a line of 200,000 keys is about
    /// 3 MiB): a longer one is malformed, read through but not kept.
    static constexpr std::size_t kMaxLineBytes = std::size_t(16) << 20;

    /**
     * Checks every line of @p in, handing each report line (with its newline) to
     * @p write in line order, in pieces of about 64 KiB. The lines are judged in
     * batches on @p threads threads (0: one per processor); the verdicts, the counts
     * and every report are exactly those of checkLine() called line by line: only
     * the judging runs in parallel, the ids are taken in line order.
     */
    void checkStream(std::istream &in, const std::function<void(std::string_view)> &write, unsigned threads = 0);

    /// The report line: {"id": …, "ok": true} / {"id": …, "ok": false, "expected": {…}} / {"id": …, "error": "…"}
    static std::string report(const Result &result);

    std::size_t right() const { return m_right; }
    std::size_t wrong() const { return m_wrong; }
    std::size_t malformed() const { return m_malformed; }
    int exitCode() const { return m_malformed ? 2 : m_wrong ? 1 : 0; }

private:
    /// A line judged on its own: its result and the id it takes (none when the
    /// line is malformed before its question is read).
    struct Judged
    {
        Result result;
        std::optional<std::string> takesId;
    };
    /// Everything but the ids other lines took: safe on any thread.
    Judged judge(std::string_view line, std::size_t lineNumber) const;
    /// The id check (in line order) and the counts.
    Result commit(Judged judged, std::size_t lineNumber);

    const TopicRegistry &m_registry;
    std::unordered_map<std::string, std::size_t> m_lineOfId;
    std::size_t m_right = 0;
    std::size_t m_wrong = 0;
    std::size_t m_malformed = 0;
};

} // namespace croupier
