#include "Exam.h"

#include "InputError.h"
#include "Rng.h"
#include "bank/BankChecker.h"
#include "bank/TopicRegistry.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <numeric>
#include <set>
#include <stdexcept>
#include <unordered_map>

namespace croupier {

namespace {

constexpr int kMaxSections = 50;
constexpr int kMaxSectionCount = 500;
constexpr std::size_t kMaxQuestions = 5000;
constexpr int kMaxTitleBytes = 200;

/**
 * @brief What the checks call each field: the C++ names for a spec built in code
 * (validateSpec), the exam file's names for one read from JSON (examFromJson), so
 * an error points at the thing the reader can see.
 */
struct FieldNames
{
    const char *timeLimit;
    const char *questionTime;
    const char *passMark;
    const char *chipUnit;
    const char *payTable;
};
constexpr FieldNames kSpecNames{"timeLimitSeconds", "secondsPerQuestion", "passMark", "profile.chipUnit",
                                "profile.payTable"};
constexpr FieldNames kJsonNames{"time_limit_s", "question_time_s", "pass_mark", "profile.chip_unit",
                                "profile.pay_table"};

std::string jsonQuoted(std::string_view s)
{
    std::string out;
    appendJsonString(out, s);
    return out;
}

std::string sectionPath(std::size_t i, const char *member)
{
    return "sections[" + std::to_string(i) + "]." + member;
}

/// Valid UTF-8 (no overlong forms, no surrogates) without control characters
/// (C0, DEL, C1): a title is one line of printable text on the sheet.
bool isPrintableUtf8(std::string_view s)
{
    std::size_t i = 0;
    while (i < s.size()) {
        const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
        const unsigned char c = byte(i);
        std::uint32_t cp = 0;
        std::size_t len = 0;
        if (c < 0x80) {
            cp = c;
            len = 1;
        } else if (c >= 0xC2 && c <= 0xDF) {
            cp = c & 0x1Fu;
            len = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            cp = c & 0x0Fu;
            len = 3;
        } else if (c >= 0xF0 && c <= 0xF4) {
            cp = c & 0x07u;
            len = 4;
        } else {
            return false;
        }
        if (i + len > s.size())
            return false;
        for (std::size_t k = 1; k < len; ++k) {
            if ((byte(i + k) & 0xC0u) != 0x80u)
                return false;
            cp = (cp << 6) | (byte(i + k) & 0x3Fu);
        }
        if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)) || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F))
            return false;
        i += len;
    }
    return true;
}

/// The 0/low–high check of the two time limits: 0 is "no limit".
void checkLimit(int value, int low, int high, const char *field, const char *what)
{
    if (value != 0 && (value < low || value > high))
        throw InputError(field, std::string(what) + " is 0 (no limit) or from " + std::to_string(low) + " to "
                                    + std::to_string(high) + " seconds, not " + std::to_string(value));
}

/**
 * The decks the shoe may hold for an exam at @p games: art. 15 §1 "παίζεται με έξι
 * έως οκτώ (6-8) τράπουλες" at every baccarat game, art. 14 §1 "με τέσσερις έως
 * έξι (4-6) τράπουλες" at blackjack; both at once leave 6. Craps has no cards: 1–8.
 */
void checkDecks(int decks, const std::vector<Game> &games)
{
    const bool baccarat = std::any_of(games.begin(), games.end(), [](Game g) { return isBaccarat(g); });
    const bool blackjack = std::any_of(games.begin(), games.end(), [](Game g) { return g == Game::Blackjack; });
    int low = 1, high = 8;
    std::string why;
    if (baccarat) {
        low = std::max(low, 6);
        high = std::min(high, 8);
        why = "6 to 8 at baccarat (art. 15 §1)";
    }
    if (blackjack) {
        low = std::max(low, 4);
        high = std::min(high, 6);
        why += (why.empty() ? "" : " and ") + std::string("4 to 6 at blackjack (art. 14 §1)");
    }
    if (decks < low || decks > high) {
        const std::string range = low == high ? std::to_string(low) : std::to_string(low) + " to " + std::to_string(high);
        throw InputError("profile.decks", "the shoe holds " + range + " decks" + (why.empty() ? "" : ": " + why)
                                              + ", not " + std::to_string(decks));
    }
}

/// The largest chip a profile may set: keeps every scaled amount well inside
/// Money's 40 digits.
const Money &largestChip()
{
    static const Money m = Money::fromInteger(100000);
    return m;
}

/// Checked before the sections, which are asked at this pay table.
void checkPayTable(const RuleProfile &profile, const FieldNames &names)
{
    if (!isPuntoBanco(profile.payTable))
        throw InputError(names.payTable, "must be punto-banco, punto-banco-no-commission or punto-banco-super-six, not "
                                             + std::string(gameName(profile.payTable)));
}

/// Decks and chip, once the games asked are known.
void checkProfile(const RuleProfile &profile, const std::vector<Game> &games, const FieldNames &names)
{
    checkDecks(profile.decks, games);
    static const Money cent = Money::parseCanonical("0.01");
    if (profile.chipUnit.isNegative() || profile.chipUnit.isZero() || profile.chipUnit > largestChip()
        || !profile.chipUnit.isMultipleOf(cent))
        throw InputError(names.chipUnit, "the smallest chip is more than 0 and at most " + largestChip().toString()
                                             + ", with at most 2 decimals, not " + profile.chipUnit.toString());
}

/// A section's questions are asked at this game: Punto Banco at the profile's pay table.
Game askedGame(const ExamSection &section, const RuleProfile &profile)
{
    return isPuntoBanco(section.game) ? profile.payTable : section.game;
}

/// Everything but the sections and the profile (which depends on the games asked).
void checkHeader(const ExamSpec &spec, const FieldNames &names)
{
    const bool idOk = !spec.id.empty() && spec.id.size() <= 64
        && std::all_of(spec.id.begin(), spec.id.end(), [](char c) {
               return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.' || c == '_'
                   || c == '-';
           });
    if (!idOk)
        throw InputError("id", "must be 1 to 64 of the characters A-Z a-z 0-9 . _ -, not " + jsonQuoted(spec.id));
    if (spec.title.empty() || spec.title.size() > kMaxTitleBytes)
        throw InputError("title", "must be 1 to 200 bytes of text, not " + std::to_string(spec.title.size()));
    if (!isPrintableUtf8(spec.title))
        throw InputError("title", "must be valid UTF-8 without control characters (tabs, line breaks…)");
    if (spec.language != "el" && spec.language != "en")
        throw InputError("language", "must be \"el\" or \"en\", not " + jsonQuoted(spec.language));
    checkLimit(spec.timeLimitSeconds, 60, 86400, names.timeLimit, "the exam's time limit");
    checkLimit(spec.secondsPerQuestion, 5, 3600, names.questionTime, "the time for one question");
    if (spec.passMarkPercent < 1 || spec.passMarkPercent > 100)
        throw InputError(names.passMark, "the pass mark is from 1 to 100 %, not " + std::to_string(spec.passMarkPercent));
}

/// Sections of a generated exam; returns the games they ask.
std::vector<Game> checkSections(const ExamSpec &spec, const TopicRegistry &registry)
{
    if (spec.sections.empty() || spec.sections.size() > kMaxSections)
        throw InputError("sections", "a generated exam has 1 to " + std::to_string(kMaxSections) + " sections, not "
                                         + std::to_string(spec.sections.size()));
    std::vector<Game> games;
    std::size_t total = 0;
    for (std::size_t i = 0; i < spec.sections.size(); ++i) {
        const ExamSection &s = spec.sections[i];
        const Topic *topic = registry.find(s.topic);
        if (!topic)
            throw InputError(sectionPath(i, "topic"), "unknown topic " + jsonQuoted(s.topic));
        const Game asked = askedGame(s, spec.profile);
        if (!topic->supports(s.game) || !topic->supports(asked))
            throw InputError(sectionPath(i, "game"), s.topic + " is not asked for " + std::string(gameName(asked)));
        if (s.count < 1 || s.count > kMaxSectionCount)
            throw InputError(sectionPath(i, "count"), "a section has 1 to " + std::to_string(kMaxSectionCount)
                                                          + " questions, not " + std::to_string(s.count));
        if (s.level < kMinLevel || s.level > kMaxLevel)
            throw InputError(sectionPath(i, "level"), "the level is from " + std::to_string(kMinLevel) + " to "
                                                          + std::to_string(kMaxLevel) + ", not " + std::to_string(s.level));
        if (s.pool != 0 && s.pool != s.count) {
            if (!spec.formsPerTrainee)
                throw InputError(sectionPath(i, "pool"), "a pool larger than the count (" + std::to_string(s.count)
                                                             + ") needs forms per trainee");
            if (s.pool < 2 * s.count)
                throw InputError(sectionPath(i, "pool"),
                                 "must be the count (" + std::to_string(s.count) + ") or at least twice it ("
                                     + std::to_string(2 * s.count) + "), so that neighbouring forms share none of "
                                     + "the section's questions, not " + std::to_string(s.pool));
        }
        total += static_cast<std::size_t>(s.poolSize());
        if (total > kMaxQuestions)
            throw InputError(sectionPath(i, s.pool > s.count ? "pool" : "count"),
                             "an exam holds at most " + std::to_string(kMaxQuestions)
                                 + " questions; the sections up to this one hold " + std::to_string(total));
        games.push_back(asked);
    }
    return games;
}

/// Forms per trainee ask at least two questions: with one, neighbours could not
/// differ. @p bankQuestions the questions of a bank exam (0 for a generated one).
void checkForms(const ExamSpec &spec, std::size_t bankQuestions)
{
    if (!spec.formsPerTrainee)
        return;
    std::size_t asked = bankQuestions;
    for (const ExamSection &s : spec.sections)
        asked += static_cast<std::size_t>(std::max(s.count, 0));
    if (asked < 2)
        throw InputError("forms", "forms per trainee need an exam of 2 questions or more, so that neighbours' forms "
                                  "differ; this one asks " + std::to_string(asked));
}

std::string questionId(std::size_t number, int width)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "q-%0*zu", width, number);
    return buffer;
}

// ---- reading the exam's JSON ------------------------------------------------------

/// A whole number read loosely (the checks above give the range in their own words).
int wideInteger(const JsonValue &object, std::string_view key)
{
    const JsonValue &v = field::require(object, key);
    try {
        return field::integer(object, key, -999999999, 999999999);
    } catch (const InputError &) {
        throw InputError(std::string(key), "must be a whole number, not " + (v.isNumber() ? v.text() : field::typeName(v)));
    }
}

std::uint64_t readSeed(const JsonValue &object)
{
    const JsonValue &v = field::require(object, "seed");
    const std::string why = "must be a string of digits from 0 to 18446744073709551615";
    if (!v.isString())
        throw InputError("seed", why + ", not " + field::typeName(v));
    const std::string &t = v.text();
    if (t.empty() || t.size() > 20 || t.find_first_not_of("0123456789") != std::string::npos)
        throw InputError("seed", why + ", not " + jsonQuoted(t));
    std::uint64_t n = 0;
    for (const char c : t) {
        const std::uint64_t digit = static_cast<std::uint64_t>(c - '0');
        if (n > (std::numeric_limits<std::uint64_t>::max() - digit) / 10)
            throw InputError("seed", why + ", not " + t);
        n = n * 10 + digit;
    }
    return n;
}

Game readGame(const JsonValue &object, std::string_view key)
{
    const std::string name = field::string(object, key);
    const auto g = gameFromName(name);
    if (!g)
        throw InputError(std::string(key), "unknown game " + jsonQuoted(name));
    return *g;
}

const JsonValue &requireObject(const JsonValue &object, std::string_view key)
{
    const JsonValue &v = field::require(object, key);
    if (!v.isObject())
        throw InputError(std::string(key), "must be an object, not " + field::typeName(v));
    return v;
}

const JsonValue &requireArray(const JsonValue &object, std::string_view key)
{
    const JsonValue &v = field::require(object, key);
    if (!v.isArray())
        throw InputError(std::string(key), "must be an array, not " + field::typeName(v));
    return v;
}

RuleProfile readProfile(const JsonValue &exam)
{
    const JsonValue &p = requireObject(exam, "profile");
    try {
        RuleProfile profile;
        profile.decks = wideInteger(p, "decks");
        profile.chipUnit = field::money(p, "chip_unit");
        profile.payTable = readGame(p, "pay_table");
        return profile;
    } catch (const InputError &e) {
        throw e.under("profile");
    }
}

ExamSection readSection(const JsonValue &item)
{
    if (!item.isObject())
        throw InputError({}, "a section is an object with \"topic\", \"game\", \"count\" and \"level\", not "
                                 + field::typeName(item));
    ExamSection s;
    s.topic = field::string(item, "topic");
    s.game = readGame(item, "game");
    s.count = wideInteger(item, "count");
    s.level = wideInteger(item, "level");
    if (item.find("pool"))
        s.pool = wideInteger(item, "pool");
    return s;
}

/// One question of the file, re-checked by the engine. Throws InputError under "questions[i]".
Question readQuestion(const JsonValue &item, const TopicRegistry &registry)
{
    Question q = parseQuestion(item);
    const Topic *topic = registry.find(q.topic);
    if (!topic)
        throw InputError("topic", "unknown topic " + jsonQuoted(q.topic));
    if (!topic->supports(q.game))
        throw InputError("game", q.topic + " is not asked for " + std::string(gameName(q.game)));
    JsonValue expected;
    try {
        expected = topic->solve(q.game, q.scenario);
    } catch (const InputError &e) {
        throw e.under("scenario");
    }
    try {
        topic->validateAnswer(q.game, q.scenario, q.answer);
    } catch (const InputError &e) {
        throw e.under("answer");
    }
    if (!topic->matches(q.game, expected, q.answer))
        throw InputError({}, "the answer key is wrong: the rules give " + expected.dump());
    return q;
}

} // namespace

std::string_view feedbackName(ExamFeedback f)
{
    switch (f) {
    case ExamFeedback::AtEnd: return "end";
    case ExamFeedback::Never: return "never";
    case ExamFeedback::EachAnswer: return "each";
    }
    return "end";
}

std::optional<ExamFeedback> feedbackFromName(std::string_view name)
{
    for (const ExamFeedback f : {ExamFeedback::AtEnd, ExamFeedback::Never, ExamFeedback::EachAnswer})
        if (feedbackName(f) == name)
            return f;
    return std::nullopt;
}

void validateSpec(const ExamSpec &spec, const TopicRegistry &registry)
{
    checkHeader(spec, kSpecNames);
    checkPayTable(spec.profile, kSpecNames);
    const std::vector<Game> games = checkSections(spec, registry);
    checkProfile(spec.profile, games, kSpecNames);
    checkForms(spec, 0);
}

/*
 * Decks are printed on the sheet and change no answer: every topic's scenario
 * holds the cards it is about (a coup, a hand, a first card), and no topic asks
 * what depends on the shoe's size (baccarat.burn counts by the first card alone,
 * art. 15 §9; the blackjack and craps topics read no shoe). So the profile's
 * decks are only checked against art. 15 §1 / art. 14 §1, never fed to a topic.
 */
Exam buildExam(const ExamSpec &spec, const TopicRegistry &registry, const PromptWriter &writePrompt)
{
    validateSpec(spec, registry);
    Exam exam;
    exam.spec = spec;
    exam.source = "generated";
    std::size_t total = 0;
    for (const ExamSection &s : spec.sections)
        total += static_cast<std::size_t>(s.poolSize());
    exam.questions.reserve(total);
    const int width = std::max<int>(3, static_cast<int>(std::to_string(total).size()));

    for (std::size_t i = 0; i < spec.sections.size(); ++i) {
        const ExamSection &section = spec.sections[i];
        const Topic &topic = *registry.find(section.topic);
        const Game game = askedGame(section, spec.profile);
        generateQuestions(topic, game, static_cast<std::size_t>(section.poolSize()), spec.seed + i, section.level,
                          [&](Question &q, const Prompt &generated) {
                              Prompt prompt = generated;
                              try {
                                  JsonValue set = topic.applyProfile(game, q.scenario, spec.profile);
                                  if (set != q.scenario) {
                                      q.scenario = std::move(set);
                                      q.answer = topic.solve(game, q.scenario);
                                      prompt = topic.prompt(game, q.scenario);
                                  }
                              } catch (const InputError &e) {
                                  throw InputError(kSpecNames.chipUnit, "a question of sections[" + std::to_string(i)
                                                                            + "] cannot be set at this chip: " + e.what());
                              }
                              q.id = questionId(exam.questions.size() + 1, width);
                              q.prompt = writePrompt ? writePrompt(game, prompt, spec.language) : std::string();
                              exam.questions.push_back(std::move(q));
                          });
    }
    return exam;
}

std::vector<Question> importBank(std::string_view text, const TopicRegistry &registry,
                                 std::vector<BankProblem> &problems)
{
    problems.clear();
    BankChecker checker(registry);
    std::vector<Question> questions;
    std::size_t lineNumber = 0;
    std::size_t counted = 0;
    while (!text.empty() || lineNumber == 0) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++lineNumber;
        const auto result = checker.checkLine(line, lineNumber);
        if (!result)
            continue;
        const std::string id = result->id.value_or("");
        const std::string where = "line " + std::to_string(lineNumber) + (id.empty() ? "" : " (" + id + ")") + ": ";
        if (++counted == kMaxQuestions + 1)
            problems.push_back({lineNumber, id,
                                where + "an exam has at most " + std::to_string(kMaxQuestions)
                                    + " questions; this is question " + std::to_string(counted)});
        switch (result->verdict) {
        case BankChecker::Verdict::Right:
            if (problems.empty()) {
                // The checker read this line already; read it again for the question itself.
                if (lineNumber == 1 && line.substr(0, 3) == "\xEF\xBB\xBF")
                    line.remove_prefix(3);
                questions.push_back(parseQuestion(parseJson(line)));
            }
            break;
        case BankChecker::Verdict::Wrong:
            problems.push_back({lineNumber, id, where + "the answer key is wrong: the rules give " + result->expected.dump()});
            break;
        case BankChecker::Verdict::Malformed: problems.push_back({lineNumber, id, result->error}); break;
        }
    }
    if (!problems.empty())
        return {};
    return questions;
}

JsonValue examToJson(const Exam &exam)
{
    const ExamSpec &spec = exam.spec;
    JsonValue v = JsonValue::object();
    v.set("id", JsonValue::string(spec.id));
    v.set("title", JsonValue::string(spec.title));
    v.set("language", JsonValue::string(spec.language));
    // A string: a uint64 seed does not fit the double many JSON readers turn numbers into.
    v.set("seed", JsonValue::string(std::to_string(spec.seed)));
    JsonValue profile = JsonValue::object();
    profile.set("decks", JsonValue::number(spec.profile.decks));
    profile.set("chip_unit", JsonValue::string(spec.profile.chipUnit.toString()));
    profile.set("pay_table", JsonValue::string(std::string(gameName(spec.profile.payTable))));
    v.set("profile", std::move(profile));
    v.set("time_limit_s", JsonValue::number(spec.timeLimitSeconds));
    v.set("question_time_s", JsonValue::number(spec.secondsPerQuestion));
    v.set("pass_mark", JsonValue::number(spec.passMarkPercent));
    v.set("feedback", JsonValue::string(std::string(feedbackName(spec.feedback))));
    v.set("forms", JsonValue::string(spec.formsPerTrainee ? "per-trainee" : "one"));
    v.set("source", JsonValue::string(exam.source));
    JsonValue sections = JsonValue::array();
    for (const ExamSection &s : spec.sections) {
        JsonValue o = JsonValue::object();
        o.set("topic", JsonValue::string(s.topic));
        o.set("game", JsonValue::string(std::string(gameName(s.game))));
        o.set("count", JsonValue::number(s.count));
        o.set("level", JsonValue::number(s.level));
        o.set("pool", JsonValue::number(s.poolSize()));
        sections.push(std::move(o));
    }
    v.set("sections", std::move(sections));
    JsonValue questions = JsonValue::array();
    for (const Question &q : exam.questions)
        questions.push(q.toJson());
    v.set("questions", std::move(questions));
    return v;
}

Exam examFromJson(const JsonValue &json, const TopicRegistry &registry)
{
    if (!json.isObject())
        throw InputError({}, "an exam must be a JSON object, not " + field::typeName(json));
    Exam exam;
    ExamSpec &spec = exam.spec;
    spec.id = field::string(json, "id");
    spec.title = field::string(json, "title");
    spec.language = field::string(json, "language");
    spec.seed = readSeed(json);
    spec.profile = readProfile(json);
    spec.timeLimitSeconds = wideInteger(json, kJsonNames.timeLimit);
    spec.secondsPerQuestion = wideInteger(json, kJsonNames.questionTime);
    spec.passMarkPercent = wideInteger(json, kJsonNames.passMark);
    spec.feedback = *feedbackFromName(field::oneOf(json, "feedback", {"end", "never", "each"}));
    exam.source = field::oneOf(json, "source", {"generated", "bank"});
    // Files written before forms per trainee have no "forms": one form.
    spec.formsPerTrainee = json.find("forms") && field::oneOf(json, "forms", {"one", "per-trainee"}) == "per-trainee";
    checkHeader(spec, kJsonNames);
    checkPayTable(spec.profile, kJsonNames);

    const JsonValue &sections = requireArray(json, "sections");
    for (std::size_t i = 0; i < sections.items().size() && i <= kMaxSections; ++i) {
        try {
            spec.sections.push_back(readSection(sections.items()[i]));
        } catch (const InputError &e) {
            throw e.under("sections[" + std::to_string(i) + "]");
        }
    }
    std::vector<Game> games;
    if (exam.source == "generated") {
        games = checkSections(spec, registry);
    } else if (!sections.items().empty()) {
        throw InputError("sections", "an exam from a bank has no sections, not "
                                         + std::to_string(sections.items().size()));
    }

    const JsonValue &questions = requireArray(json, "questions");
    const std::size_t count = questions.items().size();
    if (count < 1 || count > kMaxQuestions)
        throw InputError("questions", "an exam has 1 to " + std::to_string(kMaxQuestions) + " questions, not "
                                          + std::to_string(count));
    if (exam.source == "generated") {
        std::size_t asked = 0;
        for (const ExamSection &s : spec.sections)
            asked += static_cast<std::size_t>(s.poolSize());
        if (asked != count)
            throw InputError("questions", "the sections hold " + std::to_string(asked)
                                              + " questions, the exam holds " + std::to_string(count));
    }
    checkForms(spec, exam.source == "bank" ? count : 0);
    std::unordered_map<std::string, std::size_t> indexOfId;
    exam.questions.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        const std::string at = "questions[" + std::to_string(i) + "]";
        try {
            Question q = readQuestion(questions.items()[i], registry);
            if (const auto [it, inserted] = indexOfId.try_emplace(q.id, i); !inserted)
                throw InputError("id", jsonQuoted(q.id) + " is already used by questions[" + std::to_string(it->second)
                                           + "]");
            if (exam.source == "bank") {
                games.push_back(q.game);
            } else {
                // A generated exam's questions come section by section, each of its
                // section's topic and game: a question moved, swapped or put in from
                // elsewhere is refused.
                std::size_t section = 0;
                for (auto before = static_cast<std::size_t>(spec.sections[0].poolSize()); i >= before;
                     before += static_cast<std::size_t>(spec.sections[section].poolSize()))
                    ++section;
                const ExamSection &s = spec.sections[section];
                const Game game = askedGame(s, spec.profile);
                // (A Punto Banco question may be written at another pay table of the
                // family: its key was checked at its own game above.)
                if (q.topic != s.topic || (q.game != game && !(isPuntoBanco(q.game) && isPuntoBanco(game))))
                    throw InputError("topic", jsonQuoted(q.topic) + " at " + std::string(gameName(q.game))
                                                  + " is not the question of its section, sections["
                                                  + std::to_string(section) + "]: " + jsonQuoted(s.topic) + " at "
                                                  + std::string(gameName(game)));
            }
            exam.questions.push_back(std::move(q));
        } catch (const InputError &e) {
            throw e.under(at);
        }
    }
    checkProfile(spec.profile, games, kJsonNames);
    return exam;
}

// ---- forms per trainee (EXAM.md, "Forms") -----------------------------------------

namespace {

/// SplitMix64 of the exam's seed and a stream number: each shuffle of the forms
/// draws from its own stream, so the pools' and the orders' draws never mix.
std::uint64_t streamSeed(std::uint64_t seed, std::uint64_t stream)
{
    std::uint64_t z = seed + 0x9E3779B97F4A7C15ull * (stream + 1);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/// 0 … n−1 shuffled (Fisher–Yates with Rng's unbiased draws: the same on every compiler).
std::vector<std::size_t> shuffledRange(std::size_t n, std::uint64_t seed)
{
    std::vector<std::size_t> v(n);
    std::iota(v.begin(), v.end(), std::size_t{0});
    Rng rng(seed);
    for (std::size_t i = n; i > 1; --i)
        std::swap(v[i - 1], v[static_cast<std::size_t>(rng.below(i))]);
    return v;
}

} // namespace

std::size_t formLength(const Exam &exam)
{
    if (!exam.spec.formsPerTrainee || exam.spec.sections.empty())
        return exam.questions.size();
    std::size_t n = 0;
    for (const ExamSection &s : exam.spec.sections)
        n += static_cast<std::size_t>(s.count);
    return n;
}

std::vector<std::size_t> formQuestions(const Exam &exam, std::uint64_t form)
{
    std::vector<std::size_t> slots;
    if (!exam.spec.formsPerTrainee) {
        slots.resize(exam.questions.size());
        std::iota(slots.begin(), slots.end(), std::size_t{0});
        return slots;
    }
    // The questions form `form` asks: of each section's pool (shuffled once for the
    // exam), the window of `count` starting at form × count. Windows of neighbouring
    // forms do not overlap when the pool is at least twice the count.
    if (exam.spec.sections.empty()) {
        slots.resize(exam.questions.size());
        std::iota(slots.begin(), slots.end(), std::size_t{0});
    } else {
        std::size_t start = 0;
        for (std::size_t s = 0; s < exam.spec.sections.size(); ++s) {
            const ExamSection &section = exam.spec.sections[s];
            const auto pool = static_cast<std::size_t>(section.poolSize());
            const auto count = static_cast<std::size_t>(section.count);
            if (start + pool > exam.questions.size() || count > pool)
                throw InputError("sections", "the exam holds fewer questions than its sections' pools");
            const std::vector<std::size_t> order = shuffledRange(pool, streamSeed(exam.spec.seed, 16 + s));
            const std::size_t offset = static_cast<std::size_t>(form % pool) * count % pool;
            for (std::size_t j = 0; j < count; ++j)
                slots.push_back(start + order[(offset + j) % pool]);
            start += pool;
        }
    }
    // Their order: row `form` of the Latin square L[r][p] = σ((τ(p) + r) mod n), σ
    // and τ drawn once for the exam: rows r and r + 1 differ at every place p.
    const std::size_t n = slots.size();
    if (n == 0)
        return slots;
    const std::vector<std::size_t> sigma = shuffledRange(n, streamSeed(exam.spec.seed, 1));
    const std::vector<std::size_t> tau = shuffledRange(n, streamSeed(exam.spec.seed, 2));
    const std::size_t row = static_cast<std::size_t>(form % n);
    std::vector<std::size_t> asked(n);
    for (std::size_t p = 0; p < n; ++p)
        asked[p] = slots[sigma[(tau[p] + row) % n]];
    return asked;
}

Exam examForm(const Exam &exam, std::uint64_t form)
{
    if (!exam.spec.formsPerTrainee)
        return exam;
    Exam out;
    out.spec = exam.spec;
    out.source = exam.source;
    const std::vector<std::size_t> asked = formQuestions(exam, form);
    out.questions.reserve(asked.size());
    for (const std::size_t i : asked)
        out.questions.push_back(exam.questions[i]);
    return out;
}

bool judgeAnswer(const Question &question, const JsonValue &given, const TopicRegistry &registry)
{
    const Topic *topic = registry.find(question.topic);
    if (topic == nullptr || given.isNull())
        return false;
    try {
        topic->validateAnswer(question.game, question.scenario, given);
        return topic->matches(question.game, topic->solve(question.game, question.scenario), given);
    } catch (const InputError &) {
        return false;
    }
}

ExamScore scoreExam(const Exam &exam, const std::vector<ExamAnswer> &answers, const TopicRegistry &registry)
{
    ExamScore score;
    score.questions = static_cast<int>(exam.questions.size());
    score.right.assign(exam.questions.size(), false);
    std::vector<std::size_t> topicOf(exam.questions.size());
    std::unordered_map<std::string, std::size_t> topicIndex;
    for (std::size_t i = 0; i < exam.questions.size(); ++i) {
        const auto [it, inserted] = topicIndex.try_emplace(exam.questions[i].topic, score.topics.size());
        if (inserted)
            score.topics.push_back(TopicScore{exam.questions[i].topic});
        topicOf[i] = it->second;
        ++score.topics[it->second].asked;
    }
    std::vector<bool> seen(exam.questions.size(), false);
    for (const ExamAnswer &a : answers) {
        if (a.index < 0 || static_cast<std::size_t>(a.index) >= exam.questions.size())
            continue;
        const auto index = static_cast<std::size_t>(a.index);
        if (seen[index])
            continue;   // the first answer to a question is the one that counts
        seen[index] = true;
        const bool right = judgeAnswer(exam.questions[index], a.given, registry);
        if (right != a.correct)
            score.disagreements.push_back(a.index);
        if (a.given.isNull())
            continue;   // timed out: unanswered, so wrong
        TopicScore &t = score.topics[topicOf[index]];
        ++score.answered;
        ++t.answered;
        score.totalMs += a.elapsedMs;
        t.totalMs += a.elapsedMs;
        if (right) {
            score.right[index] = true;
            ++score.correct;
            ++t.correct;
        }
    }
    std::sort(score.disagreements.begin(), score.disagreements.end());
    if (score.questions > 0) {
        const std::int64_t hundredths = static_cast<std::int64_t>(score.correct) * 100;
        score.percent = static_cast<int>(hundredths / score.questions);
        score.passed = hundredths >= static_cast<std::int64_t>(exam.spec.passMarkPercent) * score.questions;
    }
    return score;
}

} // namespace croupier
