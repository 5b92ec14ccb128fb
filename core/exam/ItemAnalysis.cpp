#include "ItemAnalysis.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>

namespace croupier {

namespace {

std::optional<double> pearson(const std::vector<double> &x, const std::vector<double> &y)
{
    const auto n = double(x.size());
    if (x.size() < 2)
        return std::nullopt;
    const double mx = std::accumulate(x.begin(), x.end(), 0.0) / n;
    const double my = std::accumulate(y.begin(), y.end(), 0.0) / n;
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    if (sxx <= 0 || syy <= 0)
        return std::nullopt;
    return sxy / std::sqrt(sxx * syy);
}

std::string fixed3(const std::optional<double> &v)
{
    if (!v)
        return {};
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3f", *v + 0.0); // + 0.0: no "-0.000"
    std::string s = buffer;
    return s == "-0.000" ? "0.000" : s;
}

/// A row of the report: numbers such as "-0.373" stay numbers.
void row(std::string &out, const std::vector<std::string> &fields)
{
    csvRow(out, fields, true);
}

} // namespace

ItemReport analyseItems(const ResultsTable &results)
{
    ItemReport report;
    std::vector<const ResultsTable::Trainee *> sitters;
    for (const ResultsTable::Trainee &t : results.trainees)
        if (t.finished)
            sitters.push_back(&t);
    report.sitters = int(sitters.size());

    std::vector<int> total(sitters.size(), 0);
    for (std::size_t k = 0; k < sitters.size(); ++k)
        for (const ResultsTable::Answer &a : sitters[k]->answers)
            total[k] += a.correct ? 1 : 0;

    // The upper and lower groups: best totals first, ties by registration number.
    std::vector<std::size_t> order(sitters.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return total[a] != total[b] ? total[a] > total[b] : sitters[a]->id < sitters[b]->id;
    });
    const int n = sitters.size() < 2 ? 0 : std::max(1, int((27 * sitters.size() + 50) / 100));
    report.groupSize = n;

    // The items: every question asked, in the order first met (trainee by trainee,
    // question by question: with one form, the exam's order). With forms per
    // trainee an item counts the sitters who were asked it (EXAM.md, "Forms").
    std::vector<const ResultsTable::Answer *> firstMet;
    std::map<std::string, std::size_t, std::less<>> itemIndex;
    for (const ResultsTable::Trainee &t : results.trainees)
        for (const ResultsTable::Answer &a : t.answers)
            if (itemIndex.try_emplace(a.questionId, firstMet.size()).second)
                firstMet.push_back(&a);
    // answerOf[k][item]: sitter k's answer to the item, or none (not on the sitter's form).
    std::vector<std::vector<const ResultsTable::Answer *>> answerOf(sitters.size(),
        std::vector<const ResultsTable::Answer *>(firstMet.size(), nullptr));
    for (std::size_t k = 0; k < sitters.size(); ++k)
        for (const ResultsTable::Answer &a : sitters[k]->answers)
            answerOf[k][itemIndex.find(a.questionId)->second] = &a;

    std::map<std::tuple<std::string, std::string, std::string>, std::size_t> cellIndex;
    for (std::size_t q = 0; q < firstMet.size(); ++q) {
        const ResultsTable::Answer &first = *firstMet[q];
        ItemStats item;
        item.question = int(q) + 1;
        item.questionId = first.questionId;
        item.topic = first.topic;
        item.game = first.game;
        item.cell = first.cell;
        std::vector<double> x, y;
        std::vector<std::int64_t> times;
        std::map<std::string, int> wrong;
        for (std::size_t k = 0; k < sitters.size(); ++k) {
            const ResultsTable::Answer *a = answerOf[k][q];
            if (!a)
                continue;
            ++item.sitters;
            const int score = a->correct ? 1 : 0;
            item.right += score;
            if (a->answered()) {
                ++item.answered;
                if (a->timeMs)
                    times.push_back(*a->timeMs);
            }
            if (!a->correct)
                ++wrong[a->given];
            x.push_back(score);
            y.push_back(total[k] - score);
        }
        if (item.sitters > 0)
            item.facility = double(item.right) / double(item.sitters);
        item.pointBiserial = pearson(x, y);
        if (n > 0) {
            // p(upper) − p(lower), each over the members of the group asked the item.
            int upper = 0, upperAsked = 0, lower = 0, lowerAsked = 0;
            for (int i = 0; i < n; ++i) {
                if (const ResultsTable::Answer *a = answerOf[order[std::size_t(i)]][q]) {
                    ++upperAsked;
                    upper += a->correct ? 1 : 0;
                }
                if (const ResultsTable::Answer *a = answerOf[order[order.size() - 1 - std::size_t(i)]][q]) {
                    ++lowerAsked;
                    lower += a->correct ? 1 : 0;
                }
            }
            if (upperAsked > 0 && lowerAsked > 0)
                item.upperLower = double(upper) / upperAsked - double(lower) / lowerAsked;
        }
        if (!times.empty()) {
            std::sort(times.begin(), times.end());
            const std::size_t m = times.size() / 2;
            item.medianMs = times.size() % 2 ? times[m] : times[m - 1] + (times[m] - times[m - 1]) / 2;
        }
        for (const auto &[given, count] : wrong)
            item.wrongAnswers.emplace_back(given, count);
        std::stable_sort(item.wrongAnswers.begin(), item.wrongAnswers.end(),
                         [](const auto &a, const auto &b) { return a.second > b.second; });
        item.poor = (item.pointBiserial && *item.pointBiserial < kPoorDiscrimination)
            || (item.upperLower && *item.upperLower < kPoorDiscrimination);

        const auto key = std::make_tuple(item.topic, item.game, item.cell);
        auto [it, added] = cellIndex.try_emplace(key, report.cells.size());
        if (added)
            report.cells.push_back(CellStats{item.topic, item.game, item.cell});
        report.cells[it->second].asked += item.sitters;
        report.cells[it->second].right += item.right;
        report.items.push_back(std::move(item));
    }

    std::vector<std::string> topics;
    for (const ItemStats &item : report.items)
        if (std::find(topics.begin(), topics.end(), item.topic) == topics.end())
            topics.push_back(item.topic);
    for (const ResultsTable::Trainee *t : sitters) {
        for (const std::string &topic : topics) {
            TraineeTopic cell{t->id, t->name, topic};
            for (const ResultsTable::Answer &a : t->answers)
                if (a.topic == topic) {
                    ++cell.asked;
                    cell.right += a.correct ? 1 : 0;
                }
            report.table.push_back(std::move(cell));
        }
    }
    return report;
}

std::string itemReportCsv(const ItemReport &report)
{
    std::string out = "\xEF\xBB\xBF";
    row(out, {"row", "question", "question_id", "topic", "game", "cell", "trainee_id", "trainee_name", "sitters",
              "answered", "asked", "right", "facility", "point_biserial", "upper_lower", "median_ms", "wrong_answers",
              "poor"});
    for (const ItemStats &i : report.items) {
        std::string wrong;
        for (const auto &[given, count] : i.wrongAnswers)
            wrong += (wrong.empty() ? "" : "; ") + (given.empty() ? std::string("(none)") : given) + " ×"
                + std::to_string(count);
        row(out, {"item", std::to_string(i.question), i.questionId, i.topic, i.game, i.cell, "", "",
                  std::to_string(i.sitters), std::to_string(i.answered), std::to_string(i.sitters),
                  std::to_string(i.right), fixed3(i.facility), fixed3(i.pointBiserial), fixed3(i.upperLower),
                  i.medianMs ? std::to_string(*i.medianMs) : std::string(), wrong, i.poor ? "true" : "false"});
    }
    for (const CellStats &c : report.cells)
        row(out, {"cell", "", "", c.topic, c.game, c.cell, "", "", "", "", std::to_string(c.asked), std::to_string(c.right),
                  fixed3(c.asked ? std::optional<double>(double(c.right) / c.asked) : std::nullopt), "", "", "", "", ""});
    for (const TraineeTopic &t : report.table)
        row(out, {"trainee", "", "", t.topic, "", "", t.traineeId, t.traineeName, "", "", std::to_string(t.asked),
                  std::to_string(t.right),
                  fixed3(t.asked ? std::optional<double>(double(t.right) / t.asked) : std::nullopt), "", "", "", "", ""});
    return out;
}

} // namespace croupier
