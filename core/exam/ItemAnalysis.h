#pragma once

#include "exam/ResultsCsv.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace croupier {

/**
 * @brief Item analysis of one exam sat by a class (issue 14, item 9), classical
 * test theory, worked as EXAM.md ("Item analysis") says:
 *
 * - The class is the trainees who handed in; each question counts 1 when the
 *   engine judged the answer right, 0 otherwise (unanswered and timed out: 0).
 * - Items are questions by their id, in the order first met; with forms per
 *   trainee (EXAM.md, "Forms") each item's figures are over the sitters who were
 *   asked it (`sitters`), the totals each sitter's own form's.
 * - Facility p = right / sitters asked.
 * - Point-biserial r against the rest of the score: Pearson's correlation between
 *   the item (0/1) and the total minus the item, population moments; none when
 *   either does not vary.
 * - Upper–lower D = p(upper) − p(lower), the groups the n = round(0.27 × class)
 *   (halves up, at least 1) best and worst totals, ties by registration number,
 *   each p over the group's members asked the item; none for a class under 2 or
 *   a group none of whom was asked it.
 * - Poor discrimination: r < 0.20 or D < 0.20 (when it is there).
 * - The wrong answers given, most frequent first ("null": timed out; "": none).
 * - Median time of the answered ones (even count: the lower middle plus half the
 *   gap, in whole ms rounded down).
 * - Per rule cell (topic, game, cell): questions asked over the class and right.
 * - Per trainee and topic: asked and right.
 */
struct ItemStats
{
    int question = 0;           ///< 1-based, in the order first met
    std::string questionId;
    std::string topic;
    std::string game;
    std::string cell;
    int sitters = 0;            ///< sitters asked the item
    int answered = 0;
    int right = 0;
    std::optional<double> facility;
    std::optional<double> pointBiserial;
    std::optional<double> upperLower;
    std::optional<std::int64_t> medianMs;
    std::vector<std::pair<std::string, int>> wrongAnswers;
    bool poor = false;
};

struct CellStats
{
    std::string topic;
    std::string game;
    std::string cell;
    int asked = 0;
    int right = 0;
};

struct TraineeTopic
{
    std::string traineeId;
    std::string traineeName;
    std::string topic;
    int asked = 0;
    int right = 0;
};

struct ItemReport
{
    int sitters = 0;        ///< trainees who handed in
    int groupSize = 0;      ///< n of the upper and lower groups (0: none)
    std::vector<ItemStats> items;
    std::vector<CellStats> cells;          ///< in the order first met
    std::vector<TraineeTopic> table;       ///< trainee by trainee (file order), topics in order first met
};

/// The threshold under which an item discriminates poorly.
constexpr double kPoorDiscrimination = 0.20;

ItemReport analyseItems(const ResultsTable &results);

/// The report as CSV (UTF-8, CR LF, RFC 4180 quoting, numbers with '.' and three
/// decimals): one `item` row per question, one `cell` row per rule cell, one
/// `trainee` row per trainee and topic; columns in EXAM.md.
std::string itemReportCsv(const ItemReport &report);

} // namespace croupier
