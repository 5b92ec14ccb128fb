#pragma once

#include "Rng.h"
#include "bank/Game.h"
#include "bank/Json.h"
#include "play/Play.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace croupier {

/// @brief How much a dealer's error costs the table (issue 18; core/protection/TOPICS.md).
enum class ErrorSeverity {
    Minor = 1,     ///< a call said wrong, an order broken: nothing lost if caught at once
    Serious = 2,   ///< money or cards wrong: a player or the house loses if it stands
    Critical = 3,  ///< the game's integrity: a bet after the result, a card or die the rules void
};

/**
 * @brief One entry of the catalogue of dealer errors (issue 18, "Game protection"): a
 * mistake a dealer makes at a table, as data.
 *
 * @c kind names it in the question bank (`protection.spot`), the same at every game it
 * happens at; a kind has one entry per family of games, since the paragraph it breaks is
 * each game's. @c step is the dealer's step it corrupts (the action of the play record's
 * `steps`, question-bank.md "Play records") and @c change how: "changed" (its value or
 * amount), "replaced" (another action in its place), "removed", "inserted" (a step that
 * should not be there) or "moved" (done before its turn). @c source is the paragraph the
 * error breaks; @c remedy what the regulation or the house rule prescribes (one of
 * remedies()), with @c remedySource: the paragraph, or "house" where the texts and
 * RULINGS are silent (TOPICS.md says the house's reading).
 */
struct DealerError
{
    std::string_view kind;
    std::vector<Game> games;
    std::string_view step;
    std::string_view change;
    std::string_view source;
    std::string_view remedy;
    std::string_view remedySource;
    ErrorSeverity severity = ErrorSeverity::Serious;
};

/// A member of a play record or of one of its steps as text: "" for a missing or null one
/// (records write null or ""), a string's or a number's text, anything else as JSON.
std::string recordText(const JsonValue &value, std::string_view key);

/// The whole catalogue, by family of games: baccarat, craps, blackjack.
const std::vector<DealerError> &dealerErrors();
/// The entries that can happen at @p game, catalogue order.
std::vector<const DealerError *> dealerErrorsOf(Game game);
/// The entry of @p kind at @p game, or null.
const DealerError *findDealerError(Game game, std::string_view kind);
/// Every kind of the catalogue once, catalogue order (the answers' choices, "none" apart).
const std::vector<std::string_view> &dealerErrorKinds();
/// Every remedy of the catalogue once, catalogue order.
const std::vector<std::string_view> &dealerErrorRemedies();

/// @brief A round's record with one of its dealer's steps corrupted, and where.
struct InjectedError
{
    JsonValue record;           ///< the play record, its `steps` corrupted
    int step = -1;              ///< the index in `steps` of the first step that is wrong
    const DealerError *error = nullptr;
};

/**
 * Corrupts one step of @p record (a clean play record of @p game, as playRounds() writes
 * it) with the error @p kind: the choice among the steps it can corrupt, and the wrong
 * amount or value, come from @p rng. Empty when the round has no step the kind can
 * corrupt (no commission taken, no last coup, no void throw…) or the kind is not one of
 * @p game. Only `steps` changes: the record's cards, dice, bets and settlement stay what
 * the table dealt and what the rules give.
 */
std::optional<InjectedError> injectDealerError(Game game, const JsonValue &record, std::string_view kind, Rng &rng);

/// @brief What the judge found in a round's steps.
struct ErrorFinding
{
    int step = -1;                 ///< the first wrong step's index; -1: none
    std::string kind = "none";     ///< the catalogue's kind, "none" for a clean round
    std::string remedy = "none";   ///< the catalogue's remedy for it at this game
    std::string source;            ///< the paragraph broken (the right step's own, or the catalogue's)
    JsonValue expected;            ///< the step the dealer should have performed there (null when none)
};

/**
 * The engine's judge of a round's steps: @p clean is the round as the engine plays it
 * (the record playRounds() writes for the same seed, round and options) and @p record the
 * one to judge. The first step that differs is the error, and the difference names its
 * kind (the catalogue's "change" read backwards: a call said otherwise, a draw where the
 * rule stands, a payment short or over, a commission not taken, a payment before a
 * collection, a bet after the result, a step the regulation orders left out). Throws
 * InputError naming "steps" when the two differ in more than one step, or in a way no
 * entry of the catalogue makes, or the record is not the clean round's (its cards, dice
 * or bets: "dealt", "dice", "bets", …).
 */
ErrorFinding judgeDealerSteps(Game game, const JsonValue &clean, const JsonValue &record);

/// @brief The options a protection round is replayed with (its scenario's).
struct ReplayOptions
{
    int decks = 0;                ///< 0: the game's default
    double incidents = 0;
    std::string table;            ///< Punto Banco's table size, empty for the default
};

/**
 * The round @p record claims to be (its "game", "seed" and "round"), played again with
 * the engine from its seed and @p options. Throws InputError naming "seed", "round" or
 * "game" when the record cannot say which round it is.
 */
JsonValue replayCleanRound(Game game, const JsonValue &record, const ReplayOptions &options);

} // namespace croupier
