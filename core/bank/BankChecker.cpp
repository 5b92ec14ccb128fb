#include "BankChecker.h"

#include "InputError.h"
#include "Question.h"
#include "TopicRegistry.h"

#include <algorithm>
#include <istream>
#include <thread>
#include <vector>

namespace croupier {

namespace {
std::string knownTopics(const TopicRegistry &registry)
{
    std::string out;
    for (const Topic *t : registry.topics())
        out += (out.empty() ? "" : ", ") + std::string(t->name());
    return out;
}

/// The line as judged: blank lines give no result.
std::optional<std::string_view> content(std::string_view line, std::size_t lineNumber)
{
    if (lineNumber == 1 && line.substr(0, 3) == "\xEF\xBB\xBF")
        line.remove_prefix(3); // a UTF-8 byte-order mark from a Windows editor
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
        line.remove_suffix(1);
    if (line.find_first_not_of(" \t") == std::string_view::npos)
        return std::nullopt;
    return line;
}

std::string where(std::size_t lineNumber)
{
    return "line " + std::to_string(lineNumber) + ": ";
}

/**
 * Reads one line of @p in (without its '\n') into @p line: false at the end of the
 * input or on a read error (in.bad()). Of a line longer than @p cap bytes only the
 * first @p cap are kept and @p tooLong is set; the rest is read through, so the
 * next line is still found and no line costs more memory than the cap.
 */
bool readLine(std::istream &in, std::string &line, std::size_t cap, bool &tooLong)
{
    line.clear();
    tooLong = false;
    bool any = false;
    char chunk[1 << 16];
    for (;;) {
        in.getline(chunk, sizeof chunk);
        if (in.bad())
            return false;
        const auto got = static_cast<std::size_t>(in.gcount());
        any = any || got > 0;
        // istream::getline: a full chunk without '\n' sets failbit (read on); at
        // the end of the input eofbit (what was read is the line); otherwise the
        // '\n' was taken and counted in gcount.
        const bool full = in.fail() && !in.eof() && got == sizeof chunk - 1;
        std::size_t stored = got;
        if (full)
            in.clear();
        else if (!in.eof())
            stored = got - 1;
        const std::size_t room = cap - std::min(cap, line.size());
        line.append(chunk, std::min(stored, room));
        tooLong = tooLong || stored > room;
        if (!full)
            return any;
    }
}

std::string gamesOf(const Topic &topic)
{
    std::string out;
    for (const Game g : topic.games())
        out += (out.empty() ? "" : ", ") + std::string(gameName(g));
    return out;
}
} // namespace

std::optional<BankChecker::Result> BankChecker::checkLine(std::string_view line, std::size_t lineNumber)
{
    const auto text = content(line, lineNumber);
    if (!text)
        return std::nullopt;
    return commit(judge(*text, lineNumber), lineNumber);
}

BankChecker::Result BankChecker::commit(Judged judged, std::size_t lineNumber)
{
    Result r = std::move(judged.result);
    if (judged.takesId)
        if (const auto [it, inserted] = m_lineOfId.try_emplace(std::move(*judged.takesId), lineNumber); !inserted) {
            r.verdict = Verdict::Malformed;
            r.expected = JsonValue();
            r.error = where(lineNumber) + "id: \"" + it->first + "\" is already used on line "
                      + std::to_string(it->second);
        }
    switch (r.verdict) {
    case Verdict::Right: ++m_right; break;
    case Verdict::Wrong: ++m_wrong; break;
    case Verdict::Malformed: ++m_malformed; break;
    }
    return r;
}

void BankChecker::checkStream(std::istream &in, const std::function<void(std::string_view)> &write, unsigned threads)
{
    if (threads == 0)
        threads = std::max(1u, std::thread::hardware_concurrency());
    threads = std::min(threads, 16u);
    // A batch is read, judged in as many slices as threads, then committed and
    // written in line order; a line is never held longer than its batch.
    constexpr std::size_t kBatch = 4096;
    std::vector<std::string> lines(kBatch);
    std::vector<char> tooLong(kBatch, 0);
    std::vector<std::optional<Judged>> judged(kBatch);
    std::string buffer;
    std::size_t firstLine = 1;
    for (;;) {
        std::size_t n = 0;
        bool longLine = false;
        while (n < kBatch && readLine(in, lines[n], kMaxLineBytes, longLine))
            tooLong[n++] = longLine;
        if (n == 0)
            break;
        auto judgeSlice = [&](std::size_t from, std::size_t to) {
            for (std::size_t i = from; i < to; ++i) {
                const std::size_t lineNumber = firstLine + i;
                if (tooLong[i]) {
                    Judged j;
                    j.result.verdict = Verdict::Malformed;
                    j.result.error = where(lineNumber) + "longer than " + std::to_string(kMaxLineBytes >> 20)
                                   + " MiB, the most a line may hold";
                    judged[i] = std::move(j);
                    continue;
                }
                const auto text = content(lines[i], lineNumber);
                judged[i] = text ? std::optional<Judged>(judge(*text, lineNumber)) : std::nullopt;
            }
        };
        const std::size_t slices = std::min<std::size_t>(threads, (n + 255) / 256);
        std::vector<std::thread> workers;
        for (std::size_t s = 1; s < slices; ++s)
            workers.emplace_back(judgeSlice, n * s / slices, n * (s + 1) / slices);
        judgeSlice(0, n / slices);
        for (std::thread &w : workers)
            w.join();
        for (std::size_t i = 0; i < n; ++i) {
            if (!judged[i])
                continue;
            buffer += report(commit(std::move(*judged[i]), firstLine + i));
            buffer += '\n';
            if (buffer.size() > (1 << 16)) {
                write(buffer);
                buffer.clear();
            }
        }
        firstLine += n;
        if (n < kBatch)
            break;
    }
    write(buffer);
}

BankChecker::Judged BankChecker::judge(std::string_view line, std::size_t lineNumber) const
{
    Judged j;
    Result &r = j.result;
    auto malformed = [&](const std::string &message) {
        r.verdict = Verdict::Malformed;
        r.error = where(lineNumber) + message;
        return j;
    };

    JsonValue json;
    try {
        json = parseJson(line);
    } catch (const JsonError &e) {
        return malformed(e.what());
    }
    // Report the id whenever it can be read, even if the rest of the line is bad.
    if (json.isObject())
        if (const JsonValue *id = json.find("id"); id && id->isString())
            r.id = id->text();

    try {
        const Question q = parseQuestion(std::move(json));
        // Whatever follows, the line takes its id: a later line with the same id is
        // told this one's number (commit()).
        j.takesId = q.id;
        const Topic *topic = m_registry.find(q.topic);
        if (!topic)
            return malformed("topic: unknown topic \"" + q.topic + "\" (one of " + knownTopics(m_registry) + ")");
        if (!topic->supports(q.game))
            return malformed("game: " + q.topic + " is not asked for " + std::string(gameName(q.game)) + " (only "
                             + gamesOf(*topic) + ")");
        JsonValue expected;
        try {
            expected = topic->solve(q.game, q.scenario);
        } catch (const InputError &e) {
            return malformed(e.under("scenario").what());
        }
        try {
            topic->validateAnswer(q.game, q.scenario, q.answer);
        } catch (const InputError &e) {
            return malformed(e.under("answer").what());
        }
        if (topic->matches(q.game, expected, q.answer)) {
            r.verdict = Verdict::Right;
        } else {
            r.verdict = Verdict::Wrong;
            r.expected = std::move(expected);
        }
        return j;
    } catch (const InputError &e) {
        return malformed(e.what());
    }
}

std::string BankChecker::report(const Result &result)
{
    std::string out = "{\"id\": ";
    if (result.id)
        appendJsonString(out, *result.id);
    else
        out += "null";
    switch (result.verdict) {
    case Verdict::Right: out += ", \"ok\": true}"; break;
    case Verdict::Wrong:
        out += ", \"ok\": false, \"expected\": ";
        result.expected.dumpTo(out);
        out += '}';
        break;
    case Verdict::Malformed:
        out += ", \"error\": ";
        appendJsonString(out, result.error);
        out += '}';
        break;
    }
    return out;
}

} // namespace croupier
