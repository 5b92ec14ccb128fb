// protection.spot (issue 18): a round's record with at most one dealer's step wrong;
// the answer is the step, the error's kind and its remedy (core/protection/TOPICS.md).
#include "ProtectionTopics.h"

#include "DealerErrors.h"
#include "InputError.h"
#include "Rng.h"
#include "TranslationKey.h"
#include "bank/Topic.h"
#include "bank/TopicRegistry.h"

#include <algorithm>
#include <cstdlib>

namespace croupier {

namespace {

Words say(const char *english, std::vector<Words> args = {})
{
    return Words::say("Protection", english, std::move(args));
}

std::string member(const JsonValue &step, std::string_view key) { return recordText(step, key); }

/// The replay options of a scenario: "decks", "incidents", "table" (all optional).
ReplayOptions readOptions(const JsonValue &scenario)
{
    ReplayOptions o;
    if (const JsonValue *d = scenario.find("decks"); d && !d->isNull()) {
        char *end = nullptr;
        const long n = d->isNumber() ? std::strtol(d->text().c_str(), &end, 10) : -1;
        if (!d->isNumber() || *end != '\0' || n < 0 || n > 8)
            throw InputError("decks", "a whole number of decks from 1 to 8 (0 or absent: the game's)");
        o.decks = int(n);
    }
    if (const JsonValue *r = scenario.find("incidents"); r && !r->isNull()) {
        char *end = nullptr;
        const double rate = r->isNumber() ? std::strtod(r->text().c_str(), &end) : -1;
        if (!r->isNumber() || *end != '\0' || !(rate >= 0 && rate <= 1))
            throw InputError("incidents", "a share from 0 to 1");
        o.incidents = rate;
    }
    if (const JsonValue *t = scenario.find("table"); t && !t->isNull()) {
        if (!t->isString())
            throw InputError("table", "\"mini\", \"midi\" or \"big\"");
        o.table = t->text();
    }
    return o;
}

const JsonValue &readRecord(const JsonValue &scenario)
{
    const JsonValue *r = scenario.find("record");
    if (!r || !r->isObject())
        throw InputError("record", "a play record (question-bank.md, \"Play records\")");
    return *r;
}

/// The judge's finding for a scenario: the round replayed from its seed, the steps compared.
ErrorFinding judge(Game game, const JsonValue &scenario)
{
    const JsonValue &record = readRecord(scenario);
    const ReplayOptions options = readOptions(scenario);
    // Throws InputError naming "record.seed", "record.round" or the options' own ("decks", "table").
    const JsonValue clean = replayCleanRound(game, record, options);
    try {
        return judgeDealerSteps(game, clean, record);
    } catch (const InputError &e) {
        throw e.under("record");
    }
}

/// Kinds that need the regulation's incidents on to have a step to corrupt.
bool needsIncidents(Game game, std::string_view kind)
{
    // Blackjack's last round is an incident of the record (art. 14 §8; "last-coup"):
    // its dealer's call is there only with the incidents on.
    return kind == "card-exposed" || kind == "die-off-table" || (game == Game::Blackjack && kind == "cut-card-ignored");
}

class ProtectionSpot final : public Topic
{
public:
    std::string_view name() const override { return "protection.spot"; }
    std::string_view idPrefix() const override { return "gp"; }
    const std::vector<Game> &games() const override { return allGames(); }

    std::vector<AnswerField> answerFields(Game) const override
    {
        static const std::vector<std::string_view> kinds = [] {
            std::vector<std::string_view> k{"none"};
            k.insert(k.end(), dealerErrorKinds().begin(), dealerErrorKinds().end());
            return k;
        }();
        static const std::vector<std::string_view> remedies = [] {
            std::vector<std::string_view> r{"none"};
            r.insert(r.end(), dealerErrorRemedies().begin(), dealerErrorRemedies().end());
            return r;
        }();
        return {{"wrong_step", AnswerField::Kind::OptionalInteger, 0, 9999},
                {"kind", AnswerField::Kind::Choice, 0, 0, kinds},
                {"remedy", AnswerField::Kind::Choice, 0, 0, remedies}};
    }

    /// One cell per error the game can have, and a round with none (cell 0).
    std::size_t cellCount(Game game) const override { return dealerErrorsOf(game).size() + 1; }

    JsonValue makeScenario(Game game, std::size_t cell, Rng &rng, int level) const override
    {
        const auto errors = dealerErrorsOf(game);
        const DealerError *error = cell == 0 ? nullptr : errors.at(cell - 1);
        const std::string_view kind = error ? error->kind : std::string_view("none");
        // Level 1: a table without the regulation's incidents; 2 and 3: one round in four or three
        // has one (and the errors that need one always do).
        const char *incidents = needsIncidents(game, kind) ? "0.5" : level <= 1 ? "0" : level == 2 ? "0.25" : "0.34";
        // A round among a table's first twelve (the judge plays them again: quick); the cut card
        // comes out at the end of the first shoe, so such rounds are searched far enough in (seen
        // at rounds 59–62 of six decks at baccarat, 38–40 at deux tableaux, 21–24 at blackjack).
        const int rounds = kind != "cut-card-ignored" ? 12
                         : game == Game::DeuxTableaux ? 60
                         : game == Game::Blackjack    ? 40
                                                      : 80;
        for (int attempt = 0; attempt < 50; ++attempt) {
            PlayOptions play;
            play.game = game;
            play.seed = 1 + rng.below(999999999);
            play.rounds = rounds;
            play.incidents = std::strtod(incidents, nullptr);
            std::vector<JsonValue> records;
            playRounds(play, [&](const JsonValue &r) { records.push_back(r); });
            // From a random round on, the first the error fits.
            const std::size_t from = rng.below(kind == "cut-card-ignored" ? 1 : records.size());
            for (std::size_t k = 0; k < records.size(); ++k) {
                const JsonValue &r = records[(from + k) % records.size()];
                JsonValue scenario = JsonValue::object();
                if (!error) {
                    scenario.set("record", r);
                } else if (auto injected = injectDealerError(game, r, kind, rng)) {
                    scenario.set("record", std::move(injected->record));
                } else {
                    continue;
                }
                scenario.set("incidents", JsonValue::number(incidents));
                return scenario;
            }
        }
        throw std::logic_error("protection.spot: no round of " + std::string(gameName(game)) + " takes the error "
                               + std::string(kind));
    }

    JsonValue solve(Game game, const JsonValue &scenario) const override
    {
        const ErrorFinding f = judge(game, scenario);
        JsonValue a = JsonValue::object();
        a.set("wrong_step", f.step < 0 ? JsonValue::null() : JsonValue::number(f.step));
        a.set("kind", JsonValue::string(f.kind));
        a.set("remedy", JsonValue::string(f.remedy));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const JsonValue &record = readRecord(scenario);
        const JsonValue *steps = record.find("steps");
        if (!steps || !steps->isArray())
            throw InputError("record.steps", "a list of the dealer's steps");
        std::string listed;
        for (std::size_t i = 0; i < steps->items().size(); ++i)
            listed += (listed.empty() ? "" : "; ") + stepText(i, steps->items()[i]);
        return {"protection.spot", {{listed}, {member(record, "round")}, {member(record, "seed")}}};
    }

    Explanation explain(Game game, const JsonValue &scenario, const JsonValue &) const override
    {
        const ErrorFinding f = judge(game, scenario);
        Explanation e;
        if (f.step < 0) {
            e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Protection",
                                                              "Every step is the one the rules order: nothing to stop.")));
            return e;
        }
        const DealerError *error = findDealerError(game, f.kind);
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Protection", "Step %1 is wrong: %2."),
                                  {Words::number(f.step), dealerErrorWords(f.kind)}));
        if (!f.expected.isNull())
            e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Protection", "The rules order there: %1."),
                                      {Words::literal(stepText(std::size_t(f.step), f.expected))}));
        e.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Protection", "Remedy: %1 (%2)."),
                                  {remedyWords(f.remedy),
                                   Words::literal(error && error->remedySource != "house"
                                                      ? std::string(error->remedySource)
                                                      : std::string("house rule"))}));
        e.source = f.source;
        return e;
    }

    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        std::vector<std::string_view> kinds{"none"};
        kinds.insert(kinds.end(), dealerErrorKinds().begin(), dealerErrorKinds().end());
        return CellKey::read(stored, {"kind"}, {{"kind", kinds}});
    }
    Prompt cellWords(Game, const CellKey &cell) const override
    {
        return {"cell.protection.spot." + std::string(cell["kind"]), {}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game game, const JsonValue &scenario) const override
    {
        return CellKey{{{"kind", judge(game, scenario).kind}}};
    }
};

} // namespace

std::string stepText(std::size_t index, const JsonValue &step)
{
    std::string out = std::to_string(index) + " " + member(step, "action");
    for (const char *key : {"target", "value", "amount"})
        if (const std::string v = member(step, key); !v.empty())
            out += " " + v;
    return out;
}

Words dealerErrorWords(std::string_view kind)
{
    struct Named { std::string_view kind; const char *english; };
    static constexpr Named named[] = {
        {"none", CROUPIER_TRANSLATE_NOOP("Protection", "no error")},
        {"extra-card", CROUPIER_TRANSLATE_NOOP("Protection", "a card drawn where the rule stands")},
        {"missed-card", CROUPIER_TRANSLATE_NOOP("Protection", "no card drawn where the rule draws")},
        {"wrong-call", CROUPIER_TRANSLATE_NOOP("Protection", "a total or point called wrong")},
        {"wrong-winner", CROUPIER_TRANSLATE_NOOP("Protection", "the wrong winner announced")},
        {"no-commission", CROUPIER_TRANSLATE_NOOP("Protection", "Banco paid without its commission")},
        {"short-pay", CROUPIER_TRANSLATE_NOOP("Protection", "a payment short")},
        {"over-pay", CROUPIER_TRANSLATE_NOOP("Protection", "a payment over")},
        {"pay-before-collect", CROUPIER_TRANSLATE_NOOP("Protection", "a winner paid before the losers were collected")},
        {"past-posting", CROUPIER_TRANSLATE_NOOP("Protection", "a bet put down after the result (past-posting)")},
        {"card-exposed", CROUPIER_TRANSLATE_NOOP("Protection", "an exposed card played on")},
        {"cut-card-ignored", CROUPIER_TRANSLATE_NOOP("Protection", "the cut card ignored")},
        {"wrong-move", CROUPIER_TRANSLATE_NOOP("Protection", "a come bet moved to the wrong number")},
        {"wrong-puck", CROUPIER_TRANSLATE_NOOP("Protection", "the puck on the wrong number")},
        {"die-off-table", CROUPIER_TRANSLATE_NOOP("Protection", "a die off the table, the throw settled")},
    };
    for (const Named &n : named)
        if (n.kind == kind)
            return say(n.english);
    return Words::literal(std::string(kind));
}

Words remedyWords(std::string_view remedy)
{
    struct Named { std::string_view remedy; const char *english; };
    static constexpr Named named[] = {
        {"none", CROUPIER_TRANSLATE_NOOP("Protection", "nothing to correct")},
        {"void-card", CROUPIER_TRANSLATE_NOOP("Protection", "the card drawn in error goes to the discard holder; play on as the rule orders")},
        {"draw-card", CROUPIER_TRANSLATE_NOOP("Protection", "draw the card the rule orders before anything is settled")},
        {"announce-again", CROUPIER_TRANSLATE_NOOP("Protection", "stop and announce it again, right")},
        {"take-commission", CROUPIER_TRANSLATE_NOOP("Protection", "take the 5 % commission from the payment")},
        {"pay-difference", CROUPIER_TRANSLATE_NOOP("Protection", "pay the difference before the player picks up")},
        {"recover-excess", CROUPIER_TRANSLATE_NOOP("Protection", "take the excess back before the player picks up; call the inspector if it is gone")},
        {"collect-first", CROUPIER_TRANSLATE_NOOP("Protection", "stop paying; collect the losing bets first, then pay")},
        {"refuse-bet", CROUPIER_TRANSLATE_NOOP("Protection", "refuse the bet and hand it back; call the inspector")},
        {"treat-exposed-card", CROUPIER_TRANSLATE_NOOP("Protection", "stop: deal with the exposed card as the regulation orders")},
        {"call-last-coup", CROUPIER_TRANSLATE_NOOP("Protection", "call the last coup: the shoe ends after it")},
        {"move-correctly", CROUPIER_TRANSLATE_NOOP("Protection", "move the bet to the number thrown")},
        {"move-puck", CROUPIER_TRANSLATE_NOOP("Protection", "put the puck on the point (or OFF)")},
        {"call-no-roll", CROUPIER_TRANSLATE_NOOP("Protection", "call \"No roll\": the throw decides nothing; settle nothing")},
    };
    for (const Named &n : named)
        if (n.remedy == remedy)
            return say(n.english);
    return Words::literal(std::string(remedy));
}

void registerProtectionTopics(TopicRegistry &registry)
{
    registry.add(std::make_unique<ProtectionSpot>());
}

} // namespace croupier
