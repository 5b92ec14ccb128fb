#include "ResultsCsv.h"

#include "InputError.h"

#include <charconv>
#include <map>

namespace croupier {

namespace {

std::string lineName(std::size_t line)
{
    return "line " + std::to_string(line);
}

/// One record of RFC 4180 fields from @p text at @p pos (moved past it); @p line
/// counts the lines read (a quoted field may hold line ends).
std::vector<std::string> readRecord(std::string_view text, std::size_t &pos, std::size_t &line)
{
    std::vector<std::string> fields;
    std::string field;
    const std::size_t startLine = line;
    bool quoted = false;
    bool wasQuoted = false;
    while (pos < text.size()) {
        const char c = text[pos];
        if (quoted) {
            if (c == '"') {
                if (pos + 1 < text.size() && text[pos + 1] == '"') {
                    field += '"';
                    pos += 2;
                    continue;
                }
                quoted = false;
                ++pos;
                continue;
            }
            if (c == '\n')
                ++line;
            field += c;
            ++pos;
            continue;
        }
        if (c == '"') {
            if (!field.empty() || wasQuoted)
                throw InputError(lineName(startLine), "a quote inside a field that does not start with one");
            quoted = wasQuoted = true;
            ++pos;
            continue;
        }
        if (c == ',') {
            fields.push_back(std::move(field));
            field.clear();
            wasQuoted = false;
            ++pos;
            continue;
        }
        if (c == '\r' && pos + 1 < text.size() && text[pos + 1] == '\n') {
            pos += 2;
            ++line;
            fields.push_back(std::move(field));
            return fields;
        }
        if (c == '\n') {
            ++pos;
            ++line;
            fields.push_back(std::move(field));
            return fields;
        }
        if (wasQuoted)
            throw InputError(lineName(startLine), "text after a quoted field's closing quote");
        field += c;
        ++pos;
    }
    if (quoted)
        throw InputError(lineName(startLine), "a quoted field is not closed before the end of the file");
    fields.push_back(std::move(field));
    ++line;
    return fields;
}

/// The field as it was before the writer neutralised it for spreadsheets.
std::string unneutralised(std::string field)
{
    if (field.size() >= 2 && field[0] == '\'') {
        const char c = field[1];
        if (c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r')
            field.erase(0, 1);
    }
    return field;
}

std::int64_t wholeNumber(const std::string &text, const std::string &where, std::int64_t low, std::int64_t high)
{
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < low || value > high)
        throw InputError(where, "not a whole number from " + std::to_string(low) + " to " + std::to_string(high)
                                    + ": \"" + text.substr(0, 40) + "\"");
    return value;
}

bool truth(const std::string &text, const std::string &where)
{
    if (text == "true")
        return true;
    if (text == "false")
        return false;
    throw InputError(where, "not true or false: \"" + text.substr(0, 40) + "\"");
}

} // namespace

ResultsTable readResultsCsv(std::string_view text)
{
    if (text.size() > kMaxResultsBytes)
        throw InputError({}, "the file is larger than " + std::to_string(kMaxResultsBytes >> 20) + " MiB");
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    std::size_t pos = 0;
    std::size_t line = 1;
    if (text.empty())
        throw InputError({}, "the file is empty: it is not a results file");
    const std::vector<std::string> header = readRecord(text, pos, line);
    std::map<std::string, std::size_t, std::less<>> column;
    for (std::size_t i = 0; i < header.size(); ++i)
        column.emplace(header[i], i);
    static const char *const required[] = {"row", "trainee_id", "trainee_name", "finished", "question", "question_id",
                                           "topic", "game", "answer_given", "correct", "time_ms"};
    for (const char *name : required)
        if (!column.count(name))
            throw InputError("line 1", std::string("no column \"") + name + "\": not a Croupier results file");
    const auto cellColumn = column.find("cell");

    ResultsTable table;
    std::map<std::string, std::size_t, std::less<>> traineeIndex;
    // Each question as first met (a copy: the trainees' vectors grow).
    std::map<std::string, ResultsTable::Answer, std::less<>> asked;
    // Per trainee (by index): the questions asked so far and their numbers.
    std::vector<std::map<std::string, int, std::less<>>> askedOf;
    while (pos < text.size()) {
        const std::size_t at = line;
        if (text[pos] == '#') {
            // The signature line, or a comment: not data.
            const std::size_t end = text.find('\n', pos);
            pos = end == std::string_view::npos ? text.size() : end + 1;
            ++line;
            continue;
        }
        std::vector<std::string> fields = readRecord(text, pos, line);
        if (fields.size() == 1 && fields[0].empty())
            continue; // a blank line
        if (fields.size() != header.size())
            throw InputError(lineName(at), std::to_string(fields.size()) + " fields where the header has "
                                               + std::to_string(header.size()));
        const auto get = [&](std::string_view name) { return unneutralised(fields[column.find(name)->second]); };
        const auto where = [&](const char *name) { return lineName(at) + ": " + name; };
        const std::string kind = get("row");
        if (kind == "summary")
            continue;
        if (kind != "answer")
            throw InputError(where("row"), "not \"answer\" or \"summary\": \"" + kind.substr(0, 40) + "\"");
        const std::string id = get("trainee_id");
        auto [it, added] = traineeIndex.try_emplace(id, table.trainees.size());
        if (added) {
            ResultsTable::Trainee t;
            t.id = id;
            t.name = get("trainee_name");
            t.finished = !get("finished").empty();
            table.trainees.push_back(std::move(t));
            askedOf.emplace_back();
        }
        ResultsTable::Trainee &trainee = table.trainees[it->second];
        ResultsTable::Answer a;
        a.question = int(wholeNumber(get("question"), where("question"), 1, 5000));
        if (a.question != int(trainee.answers.size()) + 1)
            throw InputError(where("question"), "question " + std::to_string(a.question) + " of trainee \"" + id
                                                    + "\" where question " + std::to_string(trainee.answers.size() + 1)
                                                    + " comes next");
        a.questionId = get("question_id");
        a.topic = get("topic");
        a.game = get("game");
        if (cellColumn != column.end())
            a.cell = unneutralised(fields[cellColumn->second]);
        a.given = get("answer_given");
        a.correct = truth(get("correct"), where("correct"));
        if (const std::string time = get("time_ms"); !time.empty())
            a.timeMs = wholeNumber(time, where("time_ms"), 0, std::int64_t(1) << 50);
        // Forms per trainee (EXAM.md, "Forms"): trainees may be asked different
        // questions in different orders, but a question is asked once per trainee
        // and is the same question (topic, game, cell) wherever it is asked.
        if (const auto [seen, fresh] = askedOf[it->second].try_emplace(a.questionId, a.question); !fresh)
            throw InputError(where("question_id"), "\"" + a.questionId + "\" is asked twice of trainee \"" + id
                                                       + "\" (questions " + std::to_string(seen->second) + " and "
                                                       + std::to_string(a.question) + ")");
        if (const auto seen = asked.find(a.questionId); seen != asked.end()) {
            const ResultsTable::Answer &other = seen->second;
            if (other.topic != a.topic || other.game != a.game || other.cell != a.cell)
                throw InputError(where("question_id"), "\"" + a.questionId + "\" is " + a.topic + " at " + a.game
                                                           + " here, " + other.topic + " at " + other.game
                                                           + " earlier in the file");
        }
        trainee.answers.push_back(std::move(a));
        asked.try_emplace(trainee.answers.back().questionId, trainee.answers.back());
    }
    if (table.trainees.empty())
        throw InputError({}, "no answer rows: there is nothing to analyse");
    const std::size_t questions = table.trainees.front().answers.size();
    for (const ResultsTable::Trainee &t : table.trainees)
        if (t.answers.size() != questions)
            throw InputError({}, "trainee \"" + t.id + "\" has " + std::to_string(t.answers.size())
                                     + " answer rows, the first trainee " + std::to_string(questions));
    return table;
}

std::string csvField(std::string_view field, bool negativeNumbers)
{
    std::string out(field);
    const bool number = negativeNumbers && out.size() > 1 && out[0] == '-'
        && out.find_first_not_of("0123456789.", 1) == std::string::npos;
    if (!out.empty() && std::string_view("=+-@\t\r").find(out[0]) != std::string_view::npos && !number)
        out.insert(0, 1, '\'');
    if (out.find_first_of(",\"\r\n") == std::string::npos && (out.empty() || out[0] != '#'))
        return out;
    std::string quoted = "\"";
    for (char c : out) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + '"';
}

void csvRow(std::string &out, const std::vector<std::string> &fields, bool negativeNumbers)
{
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i)
            out += ',';
        out += csvField(fields[i], negativeNumbers);
    }
    out += "\r\n";
}

} // namespace croupier
