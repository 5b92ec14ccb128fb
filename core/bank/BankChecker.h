#pragma once

#include "Json.h"

#include <cstddef>
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

    /// The report line: {"id": …, "ok": true} / {"id": …, "ok": false, "expected": {…}} / {"id": …, "error": "…"}
    static std::string report(const Result &result);

    std::size_t right() const { return m_right; }
    std::size_t wrong() const { return m_wrong; }
    std::size_t malformed() const { return m_malformed; }
    int exitCode() const { return m_malformed ? 2 : m_wrong ? 1 : 0; }

private:
    Result judge(std::string_view line, std::size_t lineNumber);

    const TopicRegistry &m_registry;
    std::unordered_map<std::string, std::size_t> m_lineOfId;
    std::size_t m_right = 0;
    std::size_t m_wrong = 0;
    std::size_t m_malformed = 0;
};

} // namespace croupier
