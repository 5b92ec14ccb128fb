#pragma once

#include "Money.h"
#include "bank/Game.h"
#include "bank/Json.h"
#include "bank/Question.h"
#include "bank/RuleProfile.h"
#include "bank/Topic.h"
#include "bank/TopicRegistry.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace croupier {

class TopicRegistry;

/// @brief One block of generated questions: `count` questions of `topic` at `game`.
struct ExamSection
{
    std::string topic;   ///< "baccarat.draw"
    Game game = Game::PuntoBanco;
    int count = 10;      ///< 1–500: the questions each trainee is asked
    int level = 2;       ///< kMinLevel–kMaxLevel
    /// The questions generated for the section, from which each form takes its
    /// `count` (issue 14, item 8): 0 or `count` (every form asks the same ones), or at
    /// least twice `count` (neighbouring forms share none). Larger than `count` only
    /// with forms per trainee.
    int pool = 0;
    int poolSize() const { return pool > 0 ? pool : count; }
};

/// @brief When the trainee is told whether an answer was right.
enum class ExamFeedback {
    AtEnd,      ///< "end": nothing until the exam is handed in, then every question
    Never,      ///< "never": only the score, at the end
    EachAnswer, ///< "each": after every answer (practice exams)
};
std::string_view feedbackName(ExamFeedback f);
std::optional<ExamFeedback> feedbackFromName(std::string_view name);

/**
 * @brief What the instructor sets: everything that makes the exam, before its
 * questions exist. The same spec (seed included) always builds the same questions.
 */
struct ExamSpec
{
    std::string id;          ///< unique key in the database: [A-Za-z0-9._-]{1,64}
    std::string title;       ///< 1–200 characters (UTF-8), shown to trainees and printed
    std::string language = "el";  ///< "el" or "en": the language of the prompts
    std::uint64_t seed = 1;
    RuleProfile profile;
    int timeLimitSeconds = 0;     ///< 0: no limit; else 60–86400 for the whole exam
    int secondsPerQuestion = 0;   ///< 0: no limit; else 5–3600 per question
    int passMarkPercent = 80;     ///< 1–100: passed when correct × 100 ≥ passMark × questions
    ExamFeedback feedback = ExamFeedback::AtEnd;
    /// Forms per trainee (issue 14, item 8; the file's "forms": "per-trainee"): each
    /// attempt is asked its own form of the exam (examForm). False ("one"): every
    /// trainee is asked every question in the file's order.
    bool formsPerTrainee = false;
    /// The generated blocks, in order. Empty for an exam made from an imported bank.
    std::vector<ExamSection> sections;
};

/**
 * @brief A whole exam: its spec and its questions, each with the answer key the
 * rules engine gives. This is what an exam file holds and what every station asks.
 */
struct Exam
{
    ExamSpec spec;
    /// "generated" (from spec.sections) or "bank" (imported and checked).
    std::string source = "generated";
    std::vector<Question> questions;
};

/// Writes the prompt of a generated question (the app and the CLI translate it).
using PromptWriter = std::function<std::string(Game game, const Prompt &prompt, const std::string &language)>;

/**
 * Builds the questions of @p spec from the generators: section by section,
 * `generateQuestions(topic, game, count, seed + section index, level)`, ids
 * "q-001"…, Punto Banco sections at the profile's pay table, amounts scaled to
 * the profile's chip, each answer re-derived by the engine after scaling.
 * Throws InputError naming the field ("sections[2].topic: …", "profile.decks: …")
 * when the spec is not valid (validateSpec).
 */
Exam buildExam(const ExamSpec &spec, const TopicRegistry &registry, const PromptWriter &writePrompt);

/**
 * @brief Forms per trainee (issue 14, item 8; EXAM.md, "Forms").
 *
 * An exam with forms per trainee is a blueprint: its questions are the sections'
 * pools, and form @p form (a whole number: the station's seat, or the attempt's
 * number) asks, of each section, `count` questions of its pool, all the sections'
 * questions in an order of its own. Every form is equivalent (the same topics,
 * games, levels and counts) and is rebuilt identically from the exam's seed and
 * its number. Forms f and f + 1 (neighbouring seats) never show the same question
 * at the same place: the orders of all forms are rows of one Latin square (two
 * rows differ at every place), and a section's pool at least twice its count gives
 * neighbouring forms none of its questions in common.
 *
 * Without forms per trainee every form is the exam itself.
 */
/// The number of questions each trainee is asked (the sum of the counts; a bank
/// exam: all its questions).
std::size_t formLength(const Exam &exam);
/// Form @p form's questions: indexes into Exam::questions, in the order asked.
std::vector<std::size_t> formQuestions(const Exam &exam, std::uint64_t form);
/// The exam as form @p form asks it: the same spec, `questions` the form's (their
/// ids those of the exam's pool, so an item is the same question on every form).
Exam examForm(const Exam &exam, std::uint64_t form);

/// Checks every field of @p spec against the ranges above; throws InputError
/// naming the first bad field ("passMark", "sections[0].count", …).
void validateSpec(const ExamSpec &spec, const TopicRegistry &registry);

/// @brief Why an imported bank was refused: one entry per bad line.
struct BankProblem
{
    std::size_t line = 0;   ///< 1-based
    std::string id;         ///< the question's id, empty when it could not be read
    std::string message;    ///< "line 7 (b-7): answer.total: the rules give 5, the key says 6"
};

/**
 * Reads a question bank (JSON Lines, question-bank.md) for an exam and checks
 * every line with the engine (BankChecker). Returns the questions when every
 * line is right; otherwise @p problems lists every wrong or malformed line and
 * the result is empty (nothing half-loaded). Blank lines are skipped; at most
 * 5,000 questions.
 */
std::vector<Question> importBank(std::string_view text, const TopicRegistry &registry,
                                 std::vector<BankProblem> &problems);

/**
 * The exam file's "exam" member: {"id", "title", "language", "seed" (a string of
 * digits), "profile": {"decks", "chip_unit", "pay_table"}, "time_limit_s",
 * "question_time_s", "pass_mark", "feedback", "forms" ("one" or "per-trainee";
 * "one" when absent), "source", "sections": [{"topic", "game", "count", "level",
 * "pool" (the count when absent)}], "questions": [bank lines: the pools, section
 * by section]}. The file itself (format
 * name, version, checksum) is written by the app (app/exam/ExamFile.h).
 */
JsonValue examToJson(const Exam &exam);

/**
 * Reads examToJson()'s object. Throws InputError naming the field by its path
 * ("questions[3].answer.total: …", "profile.chip_unit: …"). Every question is
 * checked by the engine: a wrong answer key is refused
 * ("questions[3]: the answer key is wrong: the rules give {…}"), a duplicate id too.
 */
Exam examFromJson(const JsonValue &json, const TopicRegistry &registry);

/// @brief One answer of one attempt, as the store keeps it.
struct ExamAnswer
{
    int index = 0;             ///< 0-based question index in Exam::questions
    JsonValue given;           ///< the answer as typed, validated (Topic::validateAnswer); null if timed out
    /// What the station stored as its verdict. Never counted: scoreExam judges
    /// `given` again and reports where this flag says otherwise.
    bool correct = false;
    std::int64_t elapsedMs = 0;
};

/// @brief One topic's figures in an attempt.
struct TopicScore
{
    std::string topic;
    int asked = 0;
    int answered = 0;
    int correct = 0;
    std::int64_t totalMs = 0;  ///< time on the answered questions
};

/// @brief An attempt's result: unanswered questions count as wrong.
struct ExamScore
{
    int questions = 0;
    int answered = 0;
    int correct = 0;
    std::int64_t totalMs = 0;
    /// correct × 100 / questions, rounded down (the pass decision is exact).
    int percent = 0;
    bool passed = false;
    /// In order of the topics' first question.
    std::vector<TopicScore> topics;
    /// The engine's verdict on each question (0-based), false when unanswered.
    std::vector<bool> right;
    /// Questions (0-based, ascending) whose stored flag (ExamAnswer::correct) is
    /// not the engine's verdict, or whose stored answer is not a valid one: the
    /// store was edited after the answer was written.
    std::vector<int> disagreements;
};

/// Whether @p given answers @p question, decided by the engine: the topic solves
/// the question's scenario again and compares; neither the question's stored key
/// nor any stored verdict is read. An answer the topic refuses
/// (Topic::validateAnswer) is wrong.
bool judgeAnswer(const Question &question, const JsonValue &given,
    const TopicRegistry &registry = TopicRegistry::builtin());

/// Scores @p answers (any order; a second answer to the same index is ignored;
/// indexes outside the exam are ignored) against @p exam, each judged again by
/// judgeAnswer(); the stored flags only serve to report disagreements.
ExamScore scoreExam(const Exam &exam, const std::vector<ExamAnswer> &answers,
    const TopicRegistry &registry = TopicRegistry::builtin());

} // namespace croupier
