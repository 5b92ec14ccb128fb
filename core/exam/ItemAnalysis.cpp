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
    const std::size_t questions = results.trainees.empty() ? 0 : results.trainees.front().answers.size();

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

    std::map<std::tuple<std::string, std::string, std::string>, std::size_t> cellIndex;
    for (std::size_t q = 0; q < questions; ++q) {
        const ResultsTable::Answer &first = results.trainees.front().answers[q];
        ItemStats item;
        item.question = first.question;
        item.questionId = first.questionId;
        item.topic = first.topic;
        item.game = first.game;
        item.cell = first.cell;
        item.sitters = report.sitters;
        std::vector<double> x, y;
        std::vector<std::int64_t> times;
        std::map<std::string, int> wrong;
        for (std::size_t k = 0; k < sitters.size(); ++k) {
            const ResultsTable::Answer &a = sitters[k]->answers[q];
            const int score = a.correct ? 1 : 0;
            item.right += score;
            if (a.answered()) {
                ++item.answered;
                if (a.timeMs)
                    times.push_back(*a.timeMs);
            }
            if (!a.correct)
                ++wrong[a.given];
            x.push_back(score);
            y.push_back(total[k] - score);
        }
        if (!sitters.empty())
            item.facility = double(item.right) / double(sitters.size());
        item.pointBiserial = pearson(x, y);
        if (n > 0) {
            int upper = 0, lower = 0;
            for (int i = 0; i < n; ++i) {
                upper += sitters[order[std::size_t(i)]]->answers[q].correct ? 1 : 0;
                lower += sitters[order[order.size() - 1 - std::size_t(i)]]->answers[q].correct ? 1 : 0;
            }
            item.upperLower = double(upper - lower) / double(n);
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
