#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace croupier {

/**
 * @brief A results CSV as the desk exports it (EXAM.md, "Results CSV"), read back
 * for item analysis (`croupier-cli items`): the answer rows of each trainee.
 *
 * RFC 4180 fields (quoted, `""` for a quote, CR LF or LF), a UTF-8 byte-order mark,
 * the signature line (`# croupier-signature: …`) skipped; a field the writer
 * neutralised for spreadsheets (`'=…`, `'+…`, `'-…`, `'@…`, a `'` before a tab or
 * CR) read without its `'`. Columns are found by the header's names, so columns
 * added later are ignored. Throws InputError naming the line and the column
 * ("line 7: time_ms: not a whole number: \"12s\"") on anything else.
 */
struct ResultsTable
{
    struct Answer
    {
        int question = 0;          ///< 1-based
        std::string questionId;
        std::string topic;
        std::string game;
        std::string cell;          ///< the rule cell (CellKey::text()); empty in files without it
        std::string given;         ///< in words (JSON in files before issue 17); "null" or empty: no answer
        bool correct = false;      ///< the engine's judgement as exported
        std::optional<std::int64_t> timeMs;
        bool answered() const { return !given.empty() && given != "null"; }
    };
    struct Trainee
    {
        std::string id;
        std::string name;
        bool finished = false;     ///< handed in
        std::vector<Answer> answers;   ///< in question order
    };
    std::vector<Trainee> trainees; ///< in the file's order
};

/// The largest results file read (64 MiB).
constexpr std::size_t kMaxResultsBytes = 64u << 20;

ResultsTable readResultsCsv(std::string_view text);

/**
 * One CSV field as the exports write it (EXAM.md, "Results CSV"): a field a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or CR before
 * one: OWASP's list) gets a ' in front, unless @p negativeNumbers lets a plain
 * negative number ("-0.373") stand; RFC 4180 quoting for , " CR LF or a leading #.
 * readResultsCsv() reads it back.
 */
std::string csvField(std::string_view field, bool negativeNumbers = false);
/// @p fields as one CR LF-ended row of csvField()s, appended to @p out.
void csvRow(std::string &out, const std::vector<std::string> &fields, bool negativeNumbers = false);

} // namespace croupier
