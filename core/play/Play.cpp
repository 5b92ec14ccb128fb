#include "Play.h"

#include "InputError.h"

namespace croupier {

void playRounds(const PlayOptions &options, const PlayWriter &write)
{
    if (options.rounds < 0)
        throw InputError("rounds", "must be 0 or more");
    if (!(options.incidents >= 0 && options.incidents <= 1))
        throw InputError("incidents", "a share from 0 to 1");
    if (isBaccarat(options.game))
        playBaccarat(options, write);
    else if (options.game == Game::Craps)
        playCraps(options, write);
    else
        playBlackjack(options, write);
}

std::vector<std::string> checkPlayRecord(const JsonValue &record)
{
    if (!record.isObject())
        throw InputError({}, "a play record is a JSON object");
    const JsonValue *g = record.find("game");
    if (!g || !g->isString())
        throw InputError("game", "missing");
    const auto game = gameFromName(g->text());
    if (!game)
        throw InputError("game", "unknown game \"" + g->text() + "\"");
    if (isBaccarat(*game))
        return checkBaccaratRecord(*game, record);
    if (*game == Game::Craps)
        return checkCrapsRecord(record);
    return checkBlackjackRecord(record);
}

} // namespace croupier
