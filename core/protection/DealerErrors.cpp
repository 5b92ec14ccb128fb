#include "DealerErrors.h"

#include "InputError.h"
#include "Money.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <functional>

namespace croupier {

namespace {

const std::vector<Game> kBaccarat{Game::PuntoBanco, Game::PuntoBancoNoCommission, Game::PuntoBancoSuperSix,
                                  Game::CheminDeFer, Game::DeuxTableaux};
const std::vector<Game> kPuntoBanco{Game::PuntoBanco, Game::PuntoBancoNoCommission, Game::PuntoBancoSuperSix};
// The games whose hands follow chemin de fer's rule (art. 15 §8; deux tableaux, RULINGS).
const std::vector<Game> kCheminDeFer{Game::CheminDeFer, Game::DeuxTableaux};
// Both sides settled in one coup: losers collected, winners paid (chemin de fer settles
// one side only: the bank wins or pays every punter).
const std::vector<Game> kTwoSided{Game::PuntoBanco, Game::PuntoBancoNoCommission, Game::PuntoBancoSuperSix,
                                  Game::DeuxTableaux};
const std::vector<Game> kCraps{Game::Craps};
const std::vector<Game> kBlackjack{Game::Blackjack};

} // namespace

std::string recordText(const JsonValue &value, std::string_view key)
{
    const JsonValue *v = value.find(key);
    if (!v || v->isNull())
        return {};
    if (v->isString() || v->isNumber())
        return v->text();
    return v->dump();
}

// The catalogue (core/protection/TOPICS.md says each entry in words, with the reading
// behind every remedy the texts leave to the house).
const std::vector<DealerError> &dealerErrors()
{
    using S = ErrorSeverity;
    static const std::vector<DealerError> all{
        // Baccarat: Punto Banco and its variants, chemin de fer, deux tableaux (art. 15).
        {"extra-card", kPuntoBanco, "stand", "replaced", "art. 15 §10–12", "void-card", "house", S::Serious},
        {"extra-card", kCheminDeFer, "stand", "replaced", "art. 15 §8", "void-card", "house", S::Serious},
        {"missed-card", kPuntoBanco, "draw", "replaced", "art. 15 §10–12", "draw-card", "house", S::Serious},
        {"missed-card", kCheminDeFer, "draw", "replaced", "art. 15 §8", "draw-card", "house", S::Serious},
        {"wrong-call", kBaccarat, "point", "changed", "art. 15 §13", "announce-again", "art. 15 §13", S::Minor},
        {"wrong-winner", kBaccarat, "winner", "changed", "art. 15 §13", "announce-again", "art. 15 §13", S::Serious},
        {"no-commission", {Game::PuntoBanco}, "commission", "removed", "art. 15 §14 β", "take-commission",
         "art. 15 §14 β", S::Serious},
        {"short-pay", kBaccarat, "pay", "changed", "art. 15 §14", "pay-difference", "house", S::Serious},
        {"over-pay", kBaccarat, "pay", "changed", "art. 15 §14", "recover-excess", "house", S::Serious},
        {"pay-before-collect", kTwoSided, "collect", "moved", "art. 15 §14 α–β", "collect-first", "art. 15 §14 α–β",
         S::Minor},
        {"past-posting", kBaccarat, "winner", "inserted", "art. 15 §3–4", "refuse-bet", "art. 15 §3–4", S::Critical},
        // The dummy hand is Punto Banco's (§4–5 of its part): the croupier or a player turns a card too soon.
        {"card-exposed", kPuntoBanco, "dummy-hand", "removed", "art. 15 §4–5", "treat-exposed-card",
         "art. 15 §5; RULINGS, dummy hand", S::Critical},
        {"cut-card-ignored", kBaccarat, "last-coup", "removed", "art. 15 §16; deux tableaux §2", "call-last-coup",
         "art. 15 §16; deux tableaux §2", S::Serious},
        // Craps (art. 16).
        {"wrong-call", kCraps, "call", "changed", "art. 16 §2", "announce-again", "art. 16 §2", S::Minor},
        {"short-pay", kCraps, "pay", "changed", "art. 16 §10", "pay-difference", "house", S::Serious},
        {"over-pay", kCraps, "pay", "changed", "art. 16 §10", "recover-excess", "house", S::Serious},
        {"pay-before-collect", kCraps, "collect", "moved", "art. 16 §2; RULINGS, craps", "collect-first",
         "art. 16 §2; RULINGS, craps", S::Minor},
        {"past-posting", kCraps, "call", "inserted", "art. 16 §7–8; RULINGS, dice procedure", "refuse-bet",
         "art. 16 §7–8; RULINGS, dice procedure", S::Critical},
        {"wrong-move", kCraps, "move", "changed", "art. 16 §10 α(3)", "move-correctly", "art. 16 §10 α(3)",
         S::Serious},
        {"wrong-puck", kCraps, "puck", "changed", "art. 16 §10 α(1)", "move-puck", "art. 16 §10 α(1)", S::Minor},
        {"die-off-table", kCraps, "no-roll", "removed", "art. 16 §8", "call-no-roll", "art. 16 §8", S::Critical},
        // Blackjack (art. 14).
        {"extra-card", kBlackjack, "stand", "replaced", "art. 14 §12 γ", "void-card", "house", S::Serious},
        {"missed-card", kBlackjack, "hit", "replaced", "art. 14 §12 γ", "draw-card", "house", S::Serious},
        {"wrong-call", kBlackjack, "announce", "changed", "art. 14 §12 α", "announce-again", "art. 14 §12 α",
         S::Minor},
        {"short-pay", kBlackjack, "pay", "changed", "art. 14 §12 β–δ", "pay-difference", "house", S::Serious},
        {"over-pay", kBlackjack, "pay", "changed", "art. 14 §12 β–δ", "recover-excess", "house", S::Serious},
        {"pay-before-collect", kBlackjack, "collect", "moved", "art. 14 §12 δ", "collect-first", "art. 14 §12 δ",
         S::Minor},
        {"past-posting", kBlackjack, "deal", "inserted", "art. 14 §12 α", "refuse-bet", "art. 14 §11–12 α",
         S::Critical},
        {"card-exposed", kBlackjack, "offer", "removed", "art. 14 §7", "treat-exposed-card", "art. 14 §7",
         S::Critical},
        {"cut-card-ignored", kBlackjack, "last-round", "removed", "art. 14 §8", "call-last-coup", "art. 14 §8",
         S::Serious},
    };
    return all;
}

std::vector<const DealerError *> dealerErrorsOf(Game game)
{
    std::vector<const DealerError *> out;
    for (const DealerError &e : dealerErrors())
        if (std::find(e.games.begin(), e.games.end(), game) != e.games.end())
            out.push_back(&e);
    return out;
}

const DealerError *findDealerError(Game game, std::string_view kind)
{
    for (const DealerError *e : dealerErrorsOf(game))
        if (e->kind == kind)
            return e;
    return nullptr;
}

namespace {

std::vector<std::string_view> distinct(std::string_view DealerError::*member)
{
    std::vector<std::string_view> out;
    for (const DealerError &e : dealerErrors())
        if (std::find(out.begin(), out.end(), e.*member) == out.end())
            out.push_back(e.*member);
    return out;
}

std::string member(const JsonValue &step, std::string_view key) { return recordText(step, key); }

std::optional<Money> moneyOf(const std::string &text)
{
    if (text.empty())
        return std::nullopt;
    try {
        return Money::parseCanonical(text);
    } catch (const InputError &) {
        return std::nullopt;
    }
}

bool sameAmount(const std::string &a, const std::string &b)
{
    if (a == b)
        return true;
    const auto ma = moneyOf(a);
    const auto mb = moneyOf(b);
    return ma && mb && *ma == *mb;
}

// The same step, its paragraph aside (the judge compares what the dealer did).
bool sameStep(const JsonValue &a, const JsonValue &b)
{
    return member(a, "action") == member(b, "action") && member(a, "target") == member(b, "target")
        && member(a, "value") == member(b, "value") && sameAmount(member(a, "amount"), member(b, "amount"));
}

// @p count steps from a[fromA] and from b[fromB] are the same.
bool sameSteps(const std::vector<JsonValue> &a, std::size_t fromA, const std::vector<JsonValue> &b, std::size_t fromB,
               std::size_t count)
{
    for (std::size_t k = 0; k < count; ++k)
        if (!sameStep(a[fromA + k], b[fromB + k]))
            return false;
    return true;
}

// The rest of @p a from fromA is the rest of @p b from fromB.
bool sameRun(const std::vector<JsonValue> &a, std::size_t fromA, const std::vector<JsonValue> &b, std::size_t fromB)
{
    return a.size() - fromA == b.size() - fromB && sameSteps(a, fromA, b, fromB, a.size() - fromA);
}

JsonValue withMember(JsonValue step, const std::string &key, const std::string &text)
{
    step.set(key, JsonValue::string(text));
    return step;
}

const std::vector<JsonValue> &stepsOf(const JsonValue &record)
{
    const JsonValue *steps = record.find("steps");
    if (!steps || !steps->isArray())
        throw InputError("steps", "a list of the dealer's steps");
    for (std::size_t i = 0; i < steps->items().size(); ++i)
        if (!steps->items()[i].isObject() || member(steps->items()[i], "action").empty())
            throw InputError("steps[" + std::to_string(i) + "].action", "missing");
    return steps->items();
}

std::string pick(Rng &rng, const std::vector<std::string> &from)
{
    return from[rng.below(from.size())];
}

// A wrong call in place of @p right, of the step's kind of call.
std::optional<std::string> wrongCall(Game game, const std::string &right, Rng &rng)
{
    std::vector<std::string> others;
    if (isBaccarat(game)) {
        for (int v = 0; v <= 9; ++v)
            others.push_back(std::to_string(v));
    } else if (game == Game::Craps) {
        for (int v = 2; v <= 12; ++v)
            others.push_back(std::to_string(v));
    } else {
        // A blackjack total said one to three off (a dealer miscounting), never below 4.
        char *end = nullptr;
        const long total = std::strtol(right.c_str(), &end, 10);
        if (right.empty() || *end != '\0')
            return std::nullopt;
        for (long d = -3; d <= 3; ++d)
            if (d != 0 && total + d >= 4)
                others.push_back(std::to_string(total + d));
    }
    std::erase(others, right);
    if (others.empty())
        return std::nullopt;
    return pick(rng, others);
}

// How much a payment goes wrong by: one of the chips a dealer confuses, below the
// amount when short (a payment is never cut to nothing).
std::optional<Money> wrongBy(const Money &amount, bool shortPay, Rng &rng)
{
    std::vector<Money> by;
    for (const char *c : {"0.5", "1", "2", "5", "10", "25"}) {
        const Money m = Money::parseCanonical(c);
        if (!shortPay || m < amount)
            by.push_back(m);
    }
    if (by.empty())
        return std::nullopt;
    return by[rng.below(by.size())];
}

std::string resultAction(Game game)
{
    if (isBaccarat(game))
        return "winner";
    return game == Game::Craps ? "call" : "deal";
}

} // namespace

const std::vector<std::string_view> &dealerErrorKinds()
{
    static const std::vector<std::string_view> kinds = distinct(&DealerError::kind);
    return kinds;
}

const std::vector<std::string_view> &dealerErrorRemedies()
{
    static const std::vector<std::string_view> remedies = distinct(&DealerError::remedy);
    return remedies;
}

std::optional<InjectedError> injectDealerError(Game game, const JsonValue &record, std::string_view kind, Rng &rng)
{
    const DealerError *error = findDealerError(game, kind);
    if (!error)
        return std::nullopt;
    std::vector<JsonValue> steps = stepsOf(record);
    const auto indices = [&](const std::function<bool(std::size_t)> &ok) {
        std::vector<std::size_t> out;
        for (std::size_t i = 0; i < steps.size(); ++i)
            if (ok(i))
                out.push_back(i);
        return out;
    };
    const auto action = [&](std::size_t i) { return member(steps[i], "action"); };
    const auto target = [&](std::size_t i) { return member(steps[i], "target"); };
    const bool blackjack = game == Game::Blackjack;

    std::optional<std::size_t> at;
    const auto choose = [&](const std::vector<std::size_t> &from) {
        if (!from.empty())
            at = from[rng.below(from.size())];
        return at.has_value();
    };

    if (kind == "extra-card" || kind == "missed-card") {
        const bool extra = kind == "extra-card";
        const std::string draw = blackjack ? "hit" : "draw";
        const std::string from = extra ? "stand" : draw;
        const std::string to = extra ? draw : "stand";
        // Blackjack: the dealer's own hand (§12 γ), never a card the exposed-card rule deals (§7).
        if (!choose(indices([&](std::size_t i) {
                return action(i) == from && (!blackjack || (target(i) == "dealer" && member(steps[i], "amount").empty()));
            })))
            return std::nullopt;
        steps[*at] = withMember(steps[*at], "action", to);
    } else if (kind == "wrong-call") {
        const std::string call = isBaccarat(game) ? "point" : game == Game::Craps ? "call" : "announce";
        const std::string where = blackjack ? "amount" : "value";
        if (!choose(indices([&](std::size_t i) {
                return action(i) == call && wrongCall(game, member(steps[i], where), rng).has_value();
            })))
            return std::nullopt;
        steps[*at] = withMember(steps[*at], where, *wrongCall(game, member(steps[*at], where), rng));
    } else if (kind == "wrong-winner") {
        if (!choose(indices([&](std::size_t i) { return action(i) == "winner"; })))
            return std::nullopt;
        std::vector<std::string> others{"player", "banker", "tie"};
        std::erase(others, member(steps[*at], "value"));
        steps[*at] = withMember(steps[*at], "value", pick(rng, others));
    } else if (kind == "no-commission") {
        // The commission's step and the payment after it become one payment of the whole win.
        if (!choose(indices([&](std::size_t i) {
                return action(i) == "commission" && i + 1 < steps.size() && action(i + 1) == "pay"
                    && target(i + 1) == target(i) && moneyOf(member(steps[i], "amount"))
                    && moneyOf(member(steps[i + 1], "amount"));
            })))
            return std::nullopt;
        const Money whole = *moneyOf(member(steps[*at], "amount")) + *moneyOf(member(steps[*at + 1], "amount"));
        steps[*at + 1] = withMember(steps[*at + 1], "amount", whole.toString());
        steps.erase(steps.begin() + std::ptrdiff_t(*at));
    } else if (kind == "short-pay" || kind == "over-pay") {
        const bool shortPay = kind == "short-pay";
        if (!choose(indices([&](std::size_t i) {
                const auto m = moneyOf(member(steps[i], "amount"));
                return action(i) == "pay" && m && wrongBy(*m, shortPay, rng).has_value();
            })))
            return std::nullopt;
        const Money right = *moneyOf(member(steps[*at], "amount"));
        const Money by = *wrongBy(right, shortPay, rng);
        steps[*at] = withMember(steps[*at], "amount", (shortPay ? right - by : right + by).toString());
    } else if (kind == "pay-before-collect") {
        // A payment made before a collection that comes before it in the dealer's order.
        const auto collects = indices([&](std::size_t i) { return action(i) == "collect"; });
        if (collects.empty())
            return std::nullopt;
        const auto pays = indices([&](std::size_t i) {
            return action(i) == "pay" && i > collects.front() && action(i - 1) != "commission";
        });
        if (pays.empty())
            return std::nullopt;
        const std::size_t pay = pays[rng.below(pays.size())];
        // Collections of the same settlement: nothing but settling between them and the payment.
        const auto settling = [&](std::size_t i) {
            const std::string a = action(i);
            return a == "collect" || a == "pay" || a == "commission" || a == "push" || a == "return" || a == "move"
                || a == "cagnotte";
        };
        std::vector<std::size_t> before;
        for (std::size_t c = pay; c-- > 0 && settling(c);)
            if (action(c) == "collect")
                before.push_back(c);
        if (before.empty())
            return std::nullopt;
        at = before[rng.below(before.size())];
        JsonValue moved = steps[pay];
        steps.erase(steps.begin() + std::ptrdiff_t(pay));
        steps.insert(steps.begin() + std::ptrdiff_t(*at), std::move(moved));
    } else if (kind == "past-posting") {
        // A bet put down once the result is known (the dice called, the cards out), and let stand.
        const std::string result = resultAction(game);
        const auto results = indices([&](std::size_t i) { return action(i) == result; });
        if (results.empty())
            return std::nullopt;
        at = results.back() + 1;
        JsonValue bet = JsonValue::object();
        bet.set("action", JsonValue::string("bet"));
        std::string seat, on;
        if (isBaccarat(game)) {
            seat = std::to_string(rng.between(1, 7));
            on = member(steps[results.back()], "value");
            if (on != "player" && on != "banker")
                on = "tie";
        } else if (game == Game::Craps) {
            seat = std::to_string(rng.between(1, 8));
            on = member(steps[results.back()], "value") == "7" ? "any-seven" : "field";
        } else {
            seat = std::to_string(rng.between(1, 7));
            on = "main";
        }
        bet.set("target", JsonValue::string(seat));
        bet.set("value", JsonValue::string(on));
        bet.set("amount", JsonValue::string(pick(rng, {"25", "50", "100"})));
        bet.set("source", JsonValue::string(""));
        steps.insert(steps.begin() + std::ptrdiff_t(*at), std::move(bet));
    } else if (kind == "card-exposed" || kind == "cut-card-ignored" || kind == "die-off-table") {
        // A step the regulation orders left out: the first of its kind in the round.
        const std::string left(error->step);
        const auto found = indices([&](std::size_t i) { return action(i) == left; });
        if (found.empty())
            return std::nullopt;
        if (kind == "die-off-table") {
            const JsonValue *incident = record.find("incident");
            const JsonValue *cause = incident && incident->isObject() ? incident->find("cause") : nullptr;
            if (!cause || cause->text() != "off-table")
                return std::nullopt;
        }
        at = found.front();
        steps.erase(steps.begin() + std::ptrdiff_t(*at));
    } else if (kind == "wrong-move" || kind == "wrong-puck") {
        const std::string left(error->step);
        if (!choose(indices([&](std::size_t i) { return action(i) == left; })))
            return std::nullopt;
        std::vector<std::string> others{"4", "5", "6", "8", "9", "10"};
        if (kind == "wrong-puck")
            others.push_back("0");
        std::erase(others, member(steps[*at], "value"));
        steps[*at] = withMember(steps[*at], "value", pick(rng, others));
    } else {
        return std::nullopt;
    }

    InjectedError out;
    out.record = record;
    out.record.set("steps", JsonValue::array(std::move(steps)));
    out.step = int(*at);
    out.error = error;
    return out;
}

ErrorFinding judgeDealerSteps(Game game, const JsonValue &clean, const JsonValue &record)
{
    if (!record.isObject())
        throw InputError("record", "a play record (a JSON object)");
    // Everything but the steps is the table's: the cards, dice and bets the seed deals.
    for (const std::string &key : clean.keys()) {
        if (key == "steps")
            continue;
        const JsonValue *mine = record.find(key);
        if (!mine || !(*mine == *clean.find(key)))
            throw InputError(key, "not what the round's seed deals (the dealer's errors are in \"steps\" only)");
    }
    const std::vector<JsonValue> &c = stepsOf(clean);
    const std::vector<JsonValue> &f = stepsOf(record);
    std::size_t i = 0;
    while (i < c.size() && i < f.size() && sameStep(c[i], f[i]))
        ++i;
    ErrorFinding out;
    if (i == c.size() && i == f.size())
        return out;

    const auto act = [](const JsonValue &s) { return member(s, "action"); };
    const std::string where = "steps[" + std::to_string(i) + "]";
    std::string kind;
    const JsonValue *right = i < c.size() ? &c[i] : nullptr;
    if (c.size() == f.size() && sameRun(c, i + 1, f, i + 1)) {
        const std::string was = act(c[i]), now = act(f[i]);
        const bool sameTarget = member(c[i], "target") == member(f[i], "target");
        if (was == now && sameTarget) {
            if (was == "point" || was == "call" || was == "announce")
                kind = "wrong-call";
            else if (was == "winner")
                kind = "wrong-winner";
            else if (was == "move")
                kind = "wrong-move";
            else if (was == "puck")
                kind = "wrong-puck";
            else if (was == "pay") {
                const auto r = moneyOf(member(c[i], "amount"));
                const auto g = moneyOf(member(f[i], "amount"));
                if (r && g)
                    kind = *g < *r ? "short-pay" : "over-pay";
            }
        } else if (sameTarget && was == "stand" && (now == "draw" || now == "hit")) {
            kind = "extra-card";
        } else if (sameTarget && (was == "draw" || was == "hit") && now == "stand") {
            kind = "missed-card";
        }
    } else if (f.size() + 1 == c.size() && sameRun(c, i + 1, f, i)) {
        const std::string was = act(c[i]);
        if (was == "last-coup" || was == "last-round")
            kind = "cut-card-ignored";
        else if (was == "dummy-hand" || was == "offer")
            kind = "card-exposed";
        else if (was == "no-roll")
            kind = "die-off-table";
    } else if (f.size() + 1 == c.size() && i + 1 < c.size() && act(c[i]) == "commission" && act(f[i]) == "pay"
               && member(f[i], "target") == member(c[i + 1], "target") && sameRun(c, i + 2, f, i + 1)) {
        const auto commission = moneyOf(member(c[i], "amount"));
        const auto paid = moneyOf(member(c[i + 1], "amount"));
        const auto given = moneyOf(member(f[i], "amount"));
        if (commission && paid && given && *given == *commission + *paid)
            kind = "no-commission";
    } else if (f.size() == c.size() + 1 && act(f[i]) == "bet" && sameRun(c, i, f, i + 1)) {
        kind = "past-posting";
    } else if (f.size() == c.size() && act(f[i]) == "pay" && act(c[i]) == "collect") {
        // The payment due at c[j] done at f[i]; the steps between moved one on.
        for (std::size_t j = i + 1; j < c.size() && kind.empty(); ++j)
            if (sameStep(c[j], f[i]) && sameSteps(c, i, f, i + 1, j - i) && sameRun(c, j + 1, f, j + 1))
                kind = "pay-before-collect";
    }
    const DealerError *error = kind.empty() ? nullptr : findDealerError(game, kind);
    if (!error)
        throw InputError(where, "differs from the round the seed deals in a way no dealer error of the catalogue makes"
                                " (one step changed, left out, added or done before its turn)");
    out.step = int(i);
    out.kind = kind;
    out.remedy = std::string(error->remedy);
    out.expected = right ? *right : JsonValue::null();
    const std::string own = right ? member(*right, "source") : std::string();
    // A step that should not be there breaks the catalogue's paragraph, not the next step's.
    out.source = own.empty() || error->change == "inserted" ? std::string(error->source) : own;
    return out;
}

JsonValue replayCleanRound(Game game, const JsonValue &record, const ReplayOptions &options)
{
    if (!record.isObject())
        throw InputError("record", "a play record (a JSON object)");
    const JsonValue *g = record.find("game");
    if (!g || !g->isString() || gameFromName(g->text()) != game)
        throw InputError("record.game", "must be \"" + std::string(gameName(game)) + "\"");
    const auto whole = [&](std::string_view key, long long low, long long high) {
        const JsonValue *v = record.find(key);
        if (!v || !v->isNumber())
            throw InputError("record." + std::string(key), "a whole number");
        char *end = nullptr;
        const long long n = std::strtoll(v->text().c_str(), &end, 10);
        if (*end != '\0' || n < low || n > high)
            throw InputError("record." + std::string(key),
                             "a whole number from " + std::to_string(low) + " to " + std::to_string(high));
        return n;
    };
    PlayOptions play;
    play.game = game;
    play.seed = std::uint64_t(whole("seed", 0, 9007199254740991LL));
    // A protection round is one of the first thousand of its table: replaying it stays quick.
    play.rounds = int(whole("round", 1, 1000));
    play.decks = options.decks;
    play.incidents = options.incidents;
    play.table = options.table;
    JsonValue last;
    playRounds(play, [&](const JsonValue &r) { last = r; });
    return last;
}

} // namespace croupier
