#include "BankChecker.h"

#include "InputError.h"
#include "Question.h"
#include "TopicRegistry.h"

namespace croupier {

namespace {
std::string knownTopics(const TopicRegistry &registry)
{
    std::string out;
    for (const Topic *t : registry.topics())
        out += (out.empty() ? "" : ", ") + std::string(t->name());
    return out;
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
    if (lineNumber == 1 && line.substr(0, 3) == "\xEF\xBB\xBF")
        line.remove_prefix(3); // a UTF-8 byte-order mark from a Windows editor
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
        line.remove_suffix(1);
    if (line.find_first_not_of(" \t") == std::string_view::npos)
        return std::nullopt;
    Result r = judge(line, lineNumber);
    switch (r.verdict) {
    case Verdict::Right: ++m_right; break;
    case Verdict::Wrong: ++m_wrong; break;
    case Verdict::Malformed: ++m_malformed; break;
    }
    return r;
}

BankChecker::Result BankChecker::judge(std::string_view line, std::size_t lineNumber)
{
    Result r;
    const std::string where = "line " + std::to_string(lineNumber) + ": ";
    auto malformed = [&](const std::string &message) {
        r.verdict = Verdict::Malformed;
        r.error = where + message;
        return r;
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
        if (const auto [it, inserted] = m_lineOfId.try_emplace(q.id, lineNumber); !inserted)
            return malformed("id: \"" + q.id + "\" is already used on line " + std::to_string(it->second));
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
            topic->validateAnswer(q.game, q.answer);
        } catch (const InputError &e) {
            return malformed(e.under("answer").what());
        }
        if (topic->matches(q.game, expected, q.answer)) {
            r.verdict = Verdict::Right;
        } else {
            r.verdict = Verdict::Wrong;
            r.expected = std::move(expected);
        }
        return r;
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
