#pragma once

#include "bank/Game.h"
#include "bank/Json.h"
#include "table/Incident.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace croupier {

/// @brief What `croupier-cli play` is asked for (question-bank.md, "Play records").
struct PlayOptions
{
    Game game = Game::PuntoBanco;
    std::uint64_t seed = 1;
    int rounds = 1;
    int decks = 0;            ///< 0: the game's default
    double incidents = 0;     ///< share of rounds with an injected incident (0 to 1)
    std::string table;        ///< Punto Banco: "mini" (the default), "midi" or "big" (art. 15 §18)
};

/// Receives one round's record (one JSON line).
using PlayWriter = std::function<void(const JsonValue &record)>;

/**
 * Plays options.rounds rounds of options.game exactly as free play deals them: the
 * same seeded round engine, every expected dealer step applied, and writes one
 * record per round (a coup, a roll, a blackjack round). Throws InputError on a
 * bad option ("decks", "rounds").
 */
void playRounds(const PlayOptions &options, const PlayWriter &write);

/**
 * Re-derives every settlement of one record with the engine's settlement rules
 * (the topics of question-bank.md) and returns what disagrees, one sentence each
 * ("settlement[3].paid: expected 14.5, found 15"); empty when all agree. Throws
 * InputError naming the field when the record cannot be read.
 */
std::vector<std::string> checkPlayRecord(const JsonValue &record);

/// The incident kinds question-bank.md lists for @p game ("Play records").
const std::vector<std::string> &incidentKinds(Game game);
/// A record's `incident`: null, or {"kind", "source", details…}.
JsonValue incidentJson(const std::optional<Incident> &incident);
/**
 * Reads a record's `incident` back: empty for null; else kind (one of
 * incidentKinds(game)), source and every other member as a detail. Throws
 * InputError naming "incident.kind" and the like.
 */
std::optional<Incident> readIncident(Game game, const JsonValue &record);

// Each game's part (core/<game>/<Game>Play.cpp).
void playBaccarat(const PlayOptions &options, const PlayWriter &write);
std::vector<std::string> checkBaccaratRecord(Game game, const JsonValue &record);
void playCraps(const PlayOptions &options, const PlayWriter &write);
std::vector<std::string> checkCrapsRecord(const JsonValue &record);
void playBlackjack(const PlayOptions &options, const PlayWriter &write);
std::vector<std::string> checkBlackjackRecord(const JsonValue &record);

} // namespace croupier
