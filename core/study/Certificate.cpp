#include "Certificate.h"

namespace croupier {

StepKind stepKindOf(std::string_view topic)
{
    if (topic.starts_with("chips."))
        return StepKind::Chips;
    if (topic.ends_with(".incident") || topic.ends_with(".procedure") || topic.ends_with(".limit")
        || topic.starts_with("protection."))
        return StepKind::Incidents;
    return StepKind::Rules;
}

namespace {
Criterion count(std::string key, const std::vector<StepStanding> &steps, bool (*counts)(const StepStanding &),
                bool (*passes)(const StepStanding &))
{
    Criterion c{std::move(key), 0, 0};
    for (const StepStanding &s : steps)
        if (counts(s)) {
            ++c.need;
            c.have += passes(s) ? 1 : 0;
        }
    return c;
}
bool mastered(const StepStanding &s) { return s.state == MasteryState::Mastered; }
} // namespace

CertificateResult certify(const GameStanding &g)
{
    CertificateResult r;
    std::vector<Criterion> foundation{count(
        "rules-level-1", g.steps, [](const StepStanding &s) { return stepKindOf(s.topic) == StepKind::Rules && s.level == 1; },
        mastered)};
    std::vector<Criterion> dealer{
        count("rules", g.steps, [](const StepStanding &s) { return stepKindOf(s.topic) == StepKind::Rules; }, mastered)};
    const Criterion chips =
        count("chips", g.steps, [](const StepStanding &s) { return stepKindOf(s.topic) == StepKind::Chips; }, mastered);
    if (chips.need > 0)
        dealer.push_back(chips);
    dealer.push_back({"retention", g.retentionPercent, kDealerRetention});
    std::vector<Criterion> tableReady;
    const Criterion incidents = count(
        "incidents", g.steps, [](const StepStanding &s) { return stepKindOf(s.topic) == StepKind::Incidents; }, mastered);
    if (incidents.need > 0)
        tableReady.push_back(incidents);
    tableReady.push_back(count(
        "speed", g.steps, [](const StepStanding &) { return true; }, [](const StepStanding &s) { return s.inTime; }));
    tableReady.push_back({"retention", g.retentionPercent, kTableReadyRetention});
    tableReady.push_back({"protection-rounds", g.spotErrors, kProtectionErrors});
    tableReady.push_back({"protection", g.spotErrors > 0 ? g.spotDetected * 100 / g.spotErrors : 0,
                          kProtectionDetectedPercent});
    r.criteria = {foundation, dealer, tableReady};
    for (std::size_t level = 0; level < r.criteria.size(); ++level) {
        bool met = true;
        for (const Criterion &c : r.criteria[level])
            met = met && c.met();
        // A level with nothing to show (no step of its kind) is not given for free.
        if (!met || (level == 0 && foundation.front().need == 0))
            break;
        r.level = CertificateLevel(level + 1);
    }
    return r;
}

const std::vector<Game> &certificateGames()
{
    static const std::vector<Game> games{Game::PuntoBanco, Game::CheminDeFer, Game::DeuxTableaux, Game::Craps,
                                         Game::Blackjack};
    return games;
}

Game certificateGameOf(Game game)
{
    return isPuntoBanco(game) ? Game::PuntoBanco : game;
}

} // namespace croupier
