#pragma once

#include "CellKey.h"
#include "Game.h"
#include "Json.h"
#include "Question.h"
#include "RuleProfile.h"
#include "Words.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace croupier {

class Rng;

/**
 * @brief A question's text before translation: a key and its arguments.
 *
 * core has no Qt and no translations; the app and the CLI turn the key into the
 * translated sentence (app/text/PromptText.cpp), so every prompt goes through tr().
 */
struct Prompt
{
    /// @brief One argument: plain text ("7H 8S") or an amount in the bank's notation.
    struct Arg
    {
        std::string text;
        bool money = false;   ///< written in the reader's locale ("12,5" in Greek)
        /// Several amounts among other words ("0.5 / 1 / 2.5", "2 × 25 + 1 × 2.5"): every
        /// decimal number in the text is written in the reader's locale, as one amount is.
        bool amounts = false;
        /// Words of their own, translated in turn (a cell's "soft 17" in "Dealer: %1"):
        /// set by Prompt::said(), and then the argument is these words, not text.
        std::shared_ptr<const Prompt> words = nullptr;
    };
    std::string key;
    std::vector<Arg> args;

    /// An argument that is a sentence of its own: @p words translated like any prompt.
    static Arg said(Prompt words);
};

/// @brief One field of a topic's answer, as question-bank.md's "Topics" table gives it.
struct AnswerField
{
    enum class Kind {
        Integer,          ///< a whole number from low to high
        OptionalInteger,  ///< the same, or null (craps `moves_to`)
        Boolean,
        Choice,           ///< one of choices
        Money,            ///< a decimal string; compared by value ("35" == "35.0")
        /// chips by denomination, `{"25": 2, "2.5": 1}` (core/chips/ChipsJson.h):
        /// right when worth as much as the expected chips in as few chips
        Chips,
    };
    std::string name;
    Kind kind = Kind::Integer;
    int low = 0;
    int high = 0;
    std::vector<std::string_view> choices = {};
};

/**
 * @brief A question-bank topic: it sets scenarios, and derives their answers from
 * the rules engine.
 *
 * Each game issue adds its topics to the TopicRegistry. A topic splits its rules
 * into cells (every Banco total against every Punto third card, every craps bet
 * against every total); the generator visits every cell before repeating one.
 */
class Topic
{
public:
    virtual ~Topic() = default;

    virtual std::string_view name() const = 0;
    /// Question ids are "<prefix>-000017".
    virtual std::string_view idPrefix() const = 0;
    virtual const std::vector<Game> &games() const = 0;
    virtual std::vector<AnswerField> answerFields(Game game) const = 0;

    /// How many rule cells the generator must cover for @p game.
    virtual std::size_t cellCount(Game game) const = 0;
    /// A random scenario inside rule cell @p cell (0 ≤ cell < cellCount). @p level
    /// is the difficulty, 1 (whole chips) to 3 (odd amounts, half chips).
    virtual JsonValue makeScenario(Game game, std::size_t cell, Rng &rng, int level) const = 0;
    /// The answer the rules give. Throws InputError naming the scenario field.
    virtual JsonValue solve(Game game, const JsonValue &scenario) const = 0;
    virtual Prompt prompt(Game game, const JsonValue &scenario) const = 0;

    /**
     * The amounts of this topic's scenarios that are money and so move with the
     * chip: "stake", or "bets[].stake" for the stake of every item of the array
     * "bets". Absent or null members are skipped. Empty: the topic has no amounts.
     */
    virtual std::vector<std::string_view> moneyFields() const { return {}; }
    /**
     * @p scenario (a valid one of @p game) set at an exam's @p profile. The base
     * scales every moneyFields() amount by profile.chipUnit / the scenario's
     * chip_unit, exactly; decks and the pay table change no scenario (the exam
     * picks the game, the topics read no shoe). Throws InputError naming the
     * amount ("scenario.stake") when a scaled amount is no exact decimal, and
     * std::logic_error when a scenario has a chip_unit but the topic names no
     * amounts (they would silently stay at the generator's chip).
     */
    virtual JsonValue applyProfile(Game game, JsonValue scenario, const RuleProfile &profile) const;

    /**
     * The heat-map cell of @p scenario, a question of @p game: nullopt when the
     * topic has no map or is not asked at @p game. Reads the scenario with the
     * bank's field readers, so a malformed one throws InputError naming the
     * field; a valid scenario throws nothing.
     */
    std::optional<CellKey> cellKey(Game game, const JsonValue &scenario) const;
    /// A key of this topic as the study store keeps it (CellKey::text()) read
    /// back; nullopt when it is none of this topic's.
    virtual std::optional<CellKey> readCellKey(std::string_view stored) const;
    /// A cell in words at @p game: a sentence key and its arguments ("Banco 5
    /// against a third card 4"; at chemin de fer "Banker 5 against a third card 4",
    /// the hands as that table names them), translated by the app like a prompt.
    virtual Prompt cellWords(Game game, const CellKey &cell) const;

    /**
     * Why @p expected, the answer solve() gave to @p scenario (a valid question of
     * @p game), is right: the topic's own sentences and the paragraph they come
     * from. The base has none (empty).
     */
    virtual Explanation explain(Game game, const JsonValue &scenario, const JsonValue &expected) const;

    bool supports(Game game) const;
    /// Every answer field is present and in range; throws InputError naming it.
    void validateAnswer(Game game, const JsonValue &answer) const;
    /**
     * The same, and what only the question's (valid) @p scenario can tell: a chip
     * of the answer that is not in the scenario's float (`chips."3": not a
     * denomination of the float`). What a bank's checker and an exam call.
     */
    void validateAnswer(Game game, const JsonValue &scenario, const JsonValue &answer) const;
    /// The given (validated) answer says what @p expected says. The base compares every
    /// answer field (chips fields match when worth the same in as many chips: ties between
    /// breakdowns are equally right; that the chips are the float's is validateAnswer's); a
    /// topic whose rule leaves the dealer a choice accepts the other too.
    virtual bool matches(Game game, const JsonValue &expected, const JsonValue &answer) const;

protected:
    /// validateAnswer()'s checks against the scenario; the base has none.
    virtual void validateAnswerFor(Game game, const JsonValue &scenario, const JsonValue &answer) const;
    /// cellKey() for a game the topic supports; the base has no map.
    virtual std::optional<CellKey> cellKeyOf(Game game, const JsonValue &scenario) const;
};

/// Lowest and highest difficulty level of the generators.
inline constexpr int kMinLevel = 1;
inline constexpr int kMaxLevel = 3;

/**
 * Generates @p count questions of @p topic for @p game from @p seed: the same seed
 * gives the same bank. Cells are taken in a shuffled order, every block of
 * cellCount questions covering every cell once. @p sink receives each question
 * (prompt still empty) with its Prompt to translate.
 */
void generateQuestions(const Topic &topic, Game game, std::size_t count, std::uint64_t seed, int level,
                       const std::function<void(Question &, const Prompt &)> &sink);

} // namespace croupier
