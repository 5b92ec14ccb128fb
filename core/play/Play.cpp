#include "Play.h"

#include "InputError.h"

#include <algorithm>

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

const std::vector<std::string> &incidentKinds(Game game)
{
    static const std::vector<std::string> baccarat{"dummy-hand", "last-coup", "over-limit", "shuffler"};
    static const std::vector<std::string> craps{"no-roll", "dice-declined", "take-down-refused", "over-limit"};
    static const std::vector<std::string> blackjack{"exposed-card", "standing-bettor", "over-limit", "last-coup",
                                                    "shuffler"};
    if (isBaccarat(game))
        return baccarat;
    return game == Game::Craps ? craps : blackjack;
}

JsonValue incidentJson(const std::optional<Incident> &incident)
{
    if (!incident)
        return JsonValue::null();
    JsonValue o = JsonValue::object();
    o.set("kind", JsonValue::string(incident->kind));
    o.set("source", JsonValue::string(incident->source));
    for (const Incident::Detail &d : incident->details)
        o.set(d.key, d.number ? JsonValue::number(d.value) : JsonValue::string(d.value));
    return o;
}

std::optional<Incident> readIncident(Game game, const JsonValue &record)
{
    const JsonValue *v = record.find("incident");
    if (!v)
        throw InputError("incident", "missing");
    if (v->isNull())
        return std::nullopt;
    if (!v->isObject())
        throw InputError("incident", "null or an object");
    Incident out;
    const JsonValue *kind = v->find("kind");
    if (!kind || !kind->isString())
        throw InputError("incident.kind", "missing");
    const auto &kinds = incidentKinds(game);
    if (std::find(kinds.begin(), kinds.end(), kind->text()) == kinds.end())
        throw InputError("incident.kind", "\"" + kind->text() + "\" is not an incident of " + std::string(gameName(game)));
    out.kind = kind->text();
    const JsonValue *source = v->find("source");
    if (!source || !source->isString())
        throw InputError("incident.source", "missing");
    out.source = source->text();
    for (const std::string &key : v->keys()) {
        if (key == "kind" || key == "source")
            continue;
        const JsonValue &d = *v->find(key);
        if (!d.isString() && !d.isNumber())
            throw InputError("incident." + key, "a string or a number");
        out.details.push_back({key, d.text(), d.isNumber()});
    }
    return out;
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
