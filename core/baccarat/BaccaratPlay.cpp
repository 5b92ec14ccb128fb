// `croupier-cli play` and `check-play` for the baccarat games (question-bank.md,
// "Play records"): the records come from BaccaratRound, the engine of free play;
// the check re-derives each settlement from the cards alone.
#include "BaccaratRound.h"
#include "BaccaratHand.h"
#include "InputError.h"
#include "ShoeOpening.h"
#include "Tableau.h"
#include "play/Play.h"

#include <algorithm>
#include <span>
#include <stdexcept>
#include <string>

namespace croupier {

namespace {

JsonValue str(std::string_view s) { return JsonValue::string(std::string(s)); }
JsonValue money(const Money &m) { return JsonValue::string(m.toString()); }

JsonValue cardList(const std::vector<Card> &cards)
{
    JsonValue a = JsonValue::array();
    for (const Card c : cards)
        a.push(JsonValue::string(c.toString()));
    return a;
}

const std::vector<std::string> kMoneySteps{"commission", "pay", "cagnotte", "reduce"};

JsonValue stepJson(const DealerStep &s)
{
    JsonValue o = JsonValue::object();
    o.set("action", str(s.action));
    o.set("target", s.target.empty() ? JsonValue::null() : str(s.target));
    const bool isMoney = std::find(kMoneySteps.begin(), kMoneySteps.end(), s.action) != kMoneySteps.end();
    o.set("amount", isMoney ? str(s.value) : JsonValue::null());
    if (!isMoney && !s.value.empty())
        o.set("value", str(s.value));
    o.set("source", str(s.source));
    return o;
}

/// The bank's own stake at chemin de fer and deux tableaux, settled as the bank's
/// net result of the coup (see checkBaccaratRecord).
struct BankResult
{
    Outcome outcome = Outcome::Push;
    Money paid;
    Money commission;
};

BankResult bankResult(Game game, const Money &collected, const Money &paidOut, const Money &chipUnit)
{
    BankResult r;
    if (collected > paidOut) {
        r.outcome = Outcome::Win;
        r.paid = collected - paidOut;
        // §7: the cagnotte, 5 % of what the bank wins in the coup (chemin de fer only).
        if (game == Game::CheminDeFer)
            r.commission = cagnotte(r.paid, chipUnit);
    } else if (paidOut > collected) {
        r.outcome = Outcome::Lose;
    }
    return r;
}

JsonValue record(const BaccaratProfile &profile, std::uint64_t seed, int round, const BaccaratRound::CoupRecord &c)
{
    const Game game = profile.game;
    JsonValue o = JsonValue::object();
    o.set("game", str(gameName(game)));
    o.set("seed", JsonValue::number(std::to_string(seed)));
    o.set("round", JsonValue::number(round));
    o.set("shoe", JsonValue::number(c.shoe));
    o.set("coup", JsonValue::number(c.coup));
    o.set("chip_unit", money(profile.chipUnit));
    o.set("dealt", cardList(c.dealt));
    o.set("burned", JsonValue::number(c.burned));
    if (game == Game::DeuxTableaux)
        o.set("tableaux", JsonValue::array({cardList(c.player), cardList(c.player2)}));
    else
        o.set("player", cardList(c.player));
    o.set("banker", cardList(c.banker));
    JsonValue limits = JsonValue::object();
    limits.set("minimum", money(profile.limits.minimum));
    limits.set("maximum", profile.limits.maximum.isZero() ? JsonValue::null() : money(profile.limits.maximum));
    limits.set("tie_maximum", isPuntoBanco(game) ? money(profile.tieMaximum()) : JsonValue::null());
    o.set("limits", std::move(limits));

    auto betJson = [&](const BaccaratRound::Bet &b) {
        JsonValue j = JsonValue::object();
        j.set("seat", JsonValue::number(b.seat));
        j.set("bettor", JsonValue::number(0));
        j.set("bet", str(betName(b.bet)));
        if (game == Game::DeuxTableaux && !b.bank)
            j.set("tableau", JsonValue::number(b.tableau - 1));
        j.set("stake", money(b.stake));
        return j;
    };
    JsonValue bets = JsonValue::array();
    for (const auto &b : c.bets)
        if (b.state != "refused")   // refused over the limit (§4, §19): never on the layout
            bets.push(betJson(b));
    o.set("bets", std::move(bets));

    JsonValue settlement = JsonValue::array();
    Money collected, paidOut;
    for (const auto &s : c.settlement) {
        const auto &b = c.bets[std::size_t(s.row)];
        JsonValue j = betJson(b);
        j.set("outcome", str(outcomeName(s.outcome)));
        j.set("paid", money(s.paid));
        j.set("commission", money(s.commission));
        settlement.push(std::move(j));
        if (s.outcome == Outcome::Lose)
            collected = collected + b.stake;
        if (s.outcome == Outcome::Win)
            paidOut = paidOut + s.paid;
    }
    for (const auto &b : c.bets) {
        if (!b.bank)
            continue;
        const BankResult r = bankResult(game, collected, paidOut, profile.chipUnit);
        JsonValue j = betJson(b);
        j.set("outcome", str(outcomeName(r.outcome)));
        j.set("paid", money(r.paid));
        j.set("commission", money(r.commission));
        settlement.push(std::move(j));
    }
    o.set("settlement", std::move(settlement));
    if (game == Game::CheminDeFer)
        o.set("cagnotte", money(c.cagnotte.value_or(Money())));
    // Addition (TOPICS.md): the banker won and gave the bank up.
    if (game == Game::CheminDeFer && c.bankGivenUp)
        o.set("bank_given_up", JsonValue::boolean(true));
    o.set("last_coup", JsonValue::boolean(c.lastCoup));
    o.set("incident", incidentJson(c.incident));
    // Additions (TOPICS.md, "Who holds the sabot"): a Punto Banco table other than the mini
    // table says so; the big table names the sabot's holder (null at the shuffling machine).
    if (isPuntoBanco(game) && profile.table != BaccaratTable::Mini)
        o.set("table", str(tableName(profile.table)));
    if (isPuntoBanco(game) && profile.table == BaccaratTable::Big)
        o.set("sabot", c.sabot ? JsonValue::number(*c.sabot) : JsonValue::null());
    JsonValue steps = JsonValue::array();
    for (const DealerStep &s : c.steps)
        steps.push(stepJson(s));
    o.set("steps", std::move(steps));
    return o;
}

// --- reading a record ---

const JsonValue &field(const JsonValue &o, std::string_view name)
{
    const JsonValue *v = o.find(name);
    if (!v)
        throw InputError(std::string(name), "missing");
    return *v;
}

std::vector<Card> readCards(const JsonValue &v, const std::string &name)
{
    if (!v.isArray())
        throw InputError(name, "a list of cards");
    std::vector<Card> out;
    for (std::size_t i = 0; i < v.items().size(); ++i) {
        const JsonValue &c = v.items()[i];
        if (!c.isString())
            throw InputError(name + "[" + std::to_string(i) + "]", "a card such as \"TS\"");
        try {
            out.push_back(Card::parse(c.text()));
        } catch (const InputError &e) {
            throw e.under(name + "[" + std::to_string(i) + "]");
        }
    }
    return out;
}

Money readMoney(const JsonValue &o, std::string_view name, const std::string &where)
{
    const JsonValue &v = field(o, name);
    if (!v.isString())
        throw InputError(where + "." + std::string(name), "a decimal amount as a string");
    try {
        return Money::parseCanonical(v.text());
    } catch (const InputError &e) {
        throw InputError(where + "." + std::string(name), e.reason());
    }
}

int readInt(const JsonValue &o, std::string_view name, const std::string &where)
{
    const JsonValue &v = field(o, name);
    if (!v.isNumber() || v.text().find_first_not_of("0123456789") != std::string::npos || v.text().size() > 6)
        throw InputError(where + "." + std::string(name), "a small whole number");
    return std::stoi(v.text());
}

/// The coup a tableau plays: against the bank's first two cards when it has a natural (deux tableaux).
Coup tableauCoup(Game game, const std::vector<Card> &tableau, const std::vector<Card> &bank)
{
    Coup c{tableau, bank};
    if (game == Game::DeuxTableaux && tableau.size() >= 2 && Tableau::isNatural(baccaratPoint(std::span(tableau).first(2)))
        && c.banker.size() > 2)
        c.banker.erase(c.banker.begin() + 2, c.banker.end());
    return c;
}

std::optional<Money> readOptionalMoney(const JsonValue &o, std::string_view name, const std::string &where)
{
    const JsonValue *v = o.find(name);
    if (!v || v->isNull())
        return std::nullopt;
    return readMoney(o, name, where);
}

Money detailMoney(const Incident &in, const std::string &key)
{
    try {
        return Money::parseCanonical(in.detail(key));
    } catch (const InputError &e) {
        throw InputError("incident." + key, e.reason());
    }
}

/// The limits every bet keeps (§19; §6) and what the record's incident says happened.
void checkLimitsAndIncident(Game game, const JsonValue &rec, const std::vector<std::vector<Card>> &tableaux,
                            std::vector<std::string> &problems)
{
    const JsonValue &limits = field(rec, "limits");
    if (!limits.isObject())
        throw InputError("limits", "an object");
    const auto maximum = readOptionalMoney(limits, "maximum", "limits");
    const auto tieMaximum = readOptionalMoney(limits, "tie_maximum", "limits");
    const JsonValue &bets = field(rec, "bets");
    struct Placed
    {
        int seat;
        std::string bet;
        Money stake;
    };
    std::vector<Placed> placed;
    for (std::size_t i = 0; i < bets.items().size(); ++i) {
        const JsonValue &b = bets.items()[i];
        const std::string where = "bets[" + std::to_string(i) + "]";
        if (!b.isObject())
            throw InputError(where, "an object");
        const JsonValue &name = field(b, "bet");
        if (!name.isString())
            throw InputError(where + ".bet", "a bet's name");
        const Money stake = readMoney(b, "stake", where);
        placed.push_back({readInt(b, "seat", where), name.text(), stake});
        if (!isPuntoBanco(game))
            continue;
        const bool main = name.text() == "player" || name.text() == "banker";
        if (main && maximum && stake > *maximum)
            problems.push_back(where + ".stake: " + stake.toString() + " is over the table maximum " + maximum->toString()
                               + " (art. 15 §19)");
        if (name.text() == "tie" && tieMaximum && stake > *tieMaximum)
            problems.push_back(where + ".stake: " + stake.toString() + " is over the Egalité maximum "
                               + tieMaximum->toString() + " (art. 15 §19)");
    }

    const auto incident = readIncident(game, rec);
    if (!incident)
        return;
    const std::string &kind = incident->kind;
    const JsonValue &steps = field(rec, "steps");
    if (!steps.isArray())
        throw InputError("steps", "a list");
    const auto hasStep = [&](std::string_view action) {
        return std::any_of(steps.items().begin(), steps.items().end(), [&](const JsonValue &st) {
            const JsonValue *a = st.isObject() ? st.find("action") : nullptr;
            return a && a->isString() && a->text() == action;
        });
    };
    if (kind == "over-limit") {
        const Money offered = detailMoney(*incident, "offered");
        const Money max = detailMoney(*incident, "maximum");
        if (offered <= max)
            problems.push_back("incident.offered: " + offered.toString() + " is not over the maximum " + max.toString());
        const std::string bet = incident->detail("bet");
        const bool main = bet == "player" || bet == "banker";
        if (isPuntoBanco(game) && main && maximum && max != *maximum)
            problems.push_back("incident.maximum: expected the table maximum " + maximum->toString());
        if (isPuntoBanco(game) && bet == "tie" && tieMaximum && max != *tieMaximum)
            problems.push_back("incident.maximum: expected the Egalité maximum " + tieMaximum->toString());
        const std::string remedy = incident->detail("remedy");
        int seat = -1;
        try {
            seat = std::stoi(incident->detail("seat"));
        } catch (const std::exception &) {
            throw InputError("incident.seat", "a seat number");
        }
        const auto has = [&](const Money &stake) {
            return std::any_of(placed.begin(), placed.end(),
                               [&](const Placed &p) { return p.seat == seat && p.bet == bet && p.stake == stake; });
        };
        if (remedy == "reduced") {
            if (!has(max))
                problems.push_back("incident.remedy: no " + bet + " bet of seat " + std::to_string(seat)
                                   + " reduced to " + max.toString() + " in bets");
            if (has(offered))
                problems.push_back("incident.remedy: the stake offered is still in bets");
            if (!hasStep("reduce"))
                problems.push_back("steps: no \"reduce\" step before the deal (art. 15 §4)");
        } else if (remedy == "refused") {
            if (has(offered))
                problems.push_back("incident.remedy: the refused bet is still in bets");
            if (!hasStep("refuse"))
                problems.push_back("steps: no \"refuse\" step before the deal (art. 15 §4)");
        } else {
            throw InputError("incident.remedy", "reduced or refused");
        }
        if (game == Game::CheminDeFer) {
            // §6, the bank is the limit: what the bank covers beyond the other punters' stakes.
            Money bank, others;
            for (const Placed &p : placed) {
                if (p.bet == "banker")
                    bank = bank + p.stake;
                else if (!(p.seat == seat && p.bet == bet))
                    others = others + p.stake;
            }
            if (max != bank - others)
                problems.push_back("incident.maximum: expected what the bank still covers, " + (bank - others).toString());
        } else if (game == Game::DeuxTableaux && maximum && max != *maximum) {
            problems.push_back("incident.maximum: expected the limited bank's maximum " + maximum->toString());
        }
    } else if (kind == "dummy-hand") {
        // RULINGS, dummy hand: the coup is played, no bet stands on it.
        if (!bets.items().empty() || !field(rec, "settlement").items().empty())
            problems.push_back("bets: a dummy hand takes no bets (art. 15 §5; RULINGS)");
        if (tableaux.empty() || tableaux[0].empty() || tableaux[0][0].toString() != incident->detail("card"))
            problems.push_back("incident.card: the exposed card is not Punto's first card");
    } else if (kind == "last-coup") {
        const JsonValue &last = field(rec, "last_coup");
        if (!last.isBool() || !last.asBool())
            problems.push_back("last_coup: expected true with a last-coup incident (art. 15 §16)");
        if (!hasStep("last-coup"))
            problems.push_back("steps: the dealer's \"last-coup\" call is missing (art. 15 §16)");
    } else if (kind == "shuffler") {
        if (!isPuntoBanco(game))
            problems.push_back("incident.kind: the shuffler is a Punto Banco table's (art. 15 §20)");
        if (readInt(rec, "burned", "record") == 0)
            problems.push_back("burned: the machine's first coup burns as §20 δ(3) says");
    }
}

/// The opening of the shoe (art. 15 §6–8; applied by analogy at chemin de fer and deux tableaux) in
/// the record of its first coup, the one with the burn (§9): count (the table's first shoe, `shoe` 1,
/// and every deux-tableaux shoe: countsAtShoe()), shuffle, cut, cut card (none at the shuffling
/// machine, §20 δ(2)), then the burn.
void checkOpening(Game game, const JsonValue &rec, std::vector<std::string> &problems)
{
    const JsonValue &steps = field(rec, "steps");
    if (!steps.isArray())
        throw InputError("steps", "a list");
    const auto text = [](const JsonValue &st, std::string_view name) -> std::string {
        const JsonValue *v = st.isObject() ? st.find(name) : nullptr;
        return v && v->isString() ? v->text() : std::string();
    };
    // §6–9 of the Punto Banco part; chemin de fer and deux tableaux apply them by analogy (ShoeOpening.h).
    const std::string sixToNine =
        isPuntoBanco(game) ? "art. 15 §6–9" : "art. 15 Punto Banco §6–9, applied by analogy";
    std::optional<std::size_t> burn;
    bool machine = false;
    std::vector<std::size_t> opening;
    for (std::size_t i = 0; i < steps.items().size(); ++i) {
        const JsonValue &st = steps.items()[i];
        const std::string action = text(st, "action");
        if (action == "burn" && !burn)
            burn = i;
        // §20: the changeover to the machine, or a shoe opened again at the machine (δ(6)).
        if (action == "shuffler" || (action == "new-shoe" && text(st, "source").find("§20") != std::string::npos))
            machine = true;
        if (action == "count" || action == "shuffle" || action == "cut" || action == "cut-card")
            opening.push_back(i);
    }
    if (!burn) {
        if (!opening.empty())
            problems.push_back("steps[" + std::to_string(opening.front())
                               + "]: a shoe is opened only before its burn (" + sixToNine + ")");
        return;
    }
    const int shoe = readInt(rec, "shoe", "record");
    const bool counts = countsAtShoe(game, shoe);
    std::vector<std::string> want{"shuffle", "cut"};
    if (counts)
        want.insert(want.begin(), "count");
    if (!machine)
        want.push_back("cut-card");
    std::vector<std::string> found;
    for (const std::size_t i : opening)
        found.push_back(text(steps.items()[i], "action"));
    for (const std::string &action : want)
        if (std::find(found.begin(), found.end(), action) == found.end())
            problems.push_back("steps: no \"" + action + "\" step in the shoe's opening, before the burn ("
                               + openingSource(game, action) + ")");
    if (found != want && found.size() == want.size()) {
        std::string order;
        for (const std::string &action : want)
            order += action + ", ";
        problems.push_back("steps: the shoe is opened in the order " + order + "then the burn (" + sixToNine + ")");
    }
    for (const std::size_t i : opening) {
        const JsonValue &st = steps.items()[i];
        const std::string where = "steps[" + std::to_string(i) + "]";
        const std::string action = text(st, "action");
        if (i > *burn)
            problems.push_back(where + ": the " + action + " after the burn (" + sixToNine + ")");
        if (action == "count" && !counts) {
            // §6: counted at the table's opening (and closing); §16: a later shoe starts with the shuffle.
            problems.push_back(where + ": shoe " + std::to_string(shoe)
                               + " is not the table's first: the cards are counted at its opening and closing, "
                                 "and a new shoe starts with the shuffle ("
                               + noCountSource(game) + ")");
        } else if (action == "count") {
            // §1: 6 to 8 decks; §6: counted, and the decks checked whole: 52 cards each.
            const std::string v = text(st, "value");
            const bool digits = !v.empty() && v.size() < 6 && v.find_first_not_of("0123456789") == std::string::npos;
            const int n = digits ? std::stoi(v) : -1;
            if (n % 52 != 0 || n < 6 * 52 || n > 8 * 52)
                problems.push_back(where + ".value: \"" + v
                                   + "\" is not the cards of 6 to 8 whole decks, 52 each (art. 15 §1"
                                   + (isPuntoBanco(game) ? ", §6" : "; " + openingSource(game, "count")) + ")");
        } else if (action == "cut" && text(st, "target") != "1") {
            problems.push_back(where + ".target: the first seated player on the dealer's right cuts, seat 1 ("
                               + openingSource(game, "cut") + ")");
        } else if (action == "cut-card") {
            if (machine)
                problems.push_back(where + ": no cut card goes into the shuffling machine (art. 15 §20 δ(2))");
            else if (game == Game::DeuxTableaux && text(st, "value") != "10")
                problems.push_back(where + ".value: the cut card goes before the last ten cards (art. 15 §2, deux tableaux)");
            else if (game != Game::DeuxTableaux && text(st, "value") != "7")
                problems.push_back(where + ".value: exactly seven cards lie behind the cut card ("
                                   + openingSource(game, "cut-card") + ")");
        }
    }
}

std::string stepText(const JsonValue &st, std::string_view name)
{
    const JsonValue *v = st.isObject() ? st.find(name) : nullptr;
    return v && v->isString() ? v->text() : std::string();
}

/// Who holds the sabot at Punto Banco (art. 15 §9, §15, §18): at the big table seat 1 after the
/// burn, the holder named in every call (§18 α(2)), the sabot to the next seat on the right after a
/// Punto win and nowhere after Banco or Egalité; at the mini and midi tables no handover (§18 β).
void checkSabot(const JsonValue &rec, const std::vector<Card> &player, const std::vector<Card> &bank,
                std::vector<std::string> &problems)
{
    std::string table = "mini";
    if (const JsonValue *t = rec.find("table")) {
        if (!t->isString() || !tableFromName(t->text()))
            throw InputError("table", "\"mini\", \"midi\" or \"big\"");
        table = t->text();
    }
    const JsonValue &steps = field(rec, "steps");
    if (!steps.isArray())
        throw InputError("steps", "a list");
    const auto &items = steps.items();
    const auto where = [](std::size_t i) { return "steps[" + std::to_string(i) + "]"; };
    std::vector<std::size_t> passes;
    std::optional<std::size_t> burn, winner;
    bool machine = false;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::string action = stepText(items[i], "action");
        if (action == "pass-sabot")
            passes.push_back(i);
        if (action == "burn" && !burn)
            burn = i;
        if (action == "winner")
            winner = i;
        if (action == "shuffler" || action == "to-shuffler"
            || (action == "new-shoe" && stepText(items[i], "source").find("§20") != std::string::npos))
            machine = true;
    }
    if (table != "big") {
        for (const std::size_t i : passes)
            problems.push_back(where(i) + ": at the " + table
                               + " table the croupier deals; no player holds the sabot (art. 15 §18 β)");
        return;
    }
    const JsonValue &sabotField = field(rec, "sabot");
    if (machine) {
        if (!sabotField.isNull())
            problems.push_back("sabot: the croupier alone handles the shuffling machine (art. 15 §20 α)");
        for (const std::size_t i : passes)
            problems.push_back(where(i) + ": no sabot is handed at the shuffling machine (art. 15 §20 α)");
        return;
    }
    if (sabotField.isNull()) {
        problems.push_back("sabot: at the big table a player holds the sabot (art. 15 §9)");
        return;
    }
    const int holder = readInt(rec, "sabot", "record");
    constexpr int kSeats = 12;   // the big table's seats (BaccaratProfile::seats)
    if (holder < 1 || holder > kSeats)
        throw InputError("sabot", "a seat from 1 to 12");
    std::vector<std::size_t> after;   // the passes after the winner's call
    std::optional<std::size_t> first; // the pass after the burn
    for (const std::size_t i : passes) {
        if (winner && i > *winner)
            after.push_back(i);
        else if (burn && i > *burn && !first)
            first = i;
        else
            problems.push_back(where(i) + ": the sabot is handed after the burn (art. 15 §9) or once the coup is "
                                          "settled (art. 15 §15), not here");
    }
    if (burn) {
        if (!first)
            problems.push_back("steps: no \"pass-sabot\" to seat 1 after the burn (art. 15 §9)");
        else if (stepText(items[*first], "target") != "1")
            problems.push_back(where(*first) + ".target: after the burn the sabot goes to the first seated player on "
                                               "the croupier's right, seat 1 (art. 15 §9)");
        if (holder != 1)
            problems.push_back("sabot: seat 1 holds the sabot in a shoe's first coup (art. 15 §9)");
    }
    // §18 α(2): each call names the player with the sabot.
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::string action = stepText(items[i], "action");
        if ((action == "draw" || action == "stand") && stepText(items[i], "value") != std::to_string(holder))
            problems.push_back(where(i) + ".value: the croupier tells the sabot's holder, seat " + std::to_string(holder)
                               + ", whether to draw (art. 15 §18 α(2))");
    }
    if (player.size() < 2 || bank.size() < 2)
        return;
    const Winner w = Coup{player, bank}.winner();
    const JsonValue *last = rec.find("last_coup");
    const bool lastCoup = last && last->isBool() && last->asBool();
    if (w == Winner::Player && !lastCoup) {
        const std::string next = std::to_string(holder % kSeats + 1);
        if (after.empty())
            problems.push_back("steps: no \"pass-sabot\" after Punto's win: the sabot goes from seat "
                               + std::to_string(holder) + " to seat " + next + " on the right (art. 15 §15)");
        else if (stepText(items[after.front()], "target") != next)
            problems.push_back(where(after.front()) + ".target: after Punto's win the sabot goes to seat " + next
                               + ", the next on the right of seat " + std::to_string(holder) + " (art. 15 §15)");
        for (std::size_t k = 1; k < after.size(); ++k)
            problems.push_back(where(after[k]) + ": the sabot is passed once (art. 15 §15)");
        return;
    }
    for (const std::size_t i : after)
        problems.push_back(where(i) + ": "
                           + (w == Winner::Player ? "after the shoe's last coup the sabot goes back to the croupier (art. "
                                                    "15 §16, §9)"
                              : w == Winner::Banker ? "after Banco's win the sabot stays with seat " + std::to_string(holder)
                                                          + " (art. 15 §15)"
                                                    : "after an Egalité the sabot stays with seat " + std::to_string(holder)
                                                          + " (art. 15 §15: it passes only when Punto wins)"));
}

/// Chemin de fer (RULINGS, a convention): the banker who loses the coup, or wins it and gives the
/// bank up (the record's `bank_given_up`), passes the bank to the player on his right ("pass-bank",
/// target that seat); otherwise the bank stays.
void checkBankPass(const JsonValue &rec, const std::vector<Card> &player, const std::vector<Card> &bank,
                   std::vector<std::string> &problems)
{
    const JsonValue &steps = field(rec, "steps");
    if (!steps.isArray())
        throw InputError("steps", "a list");
    std::optional<int> banker;
    const JsonValue &bets = field(rec, "bets");
    for (std::size_t i = 0; i < bets.items().size(); ++i) {
        const JsonValue &b = bets.items()[i];
        const JsonValue *name = b.isObject() ? b.find("bet") : nullptr;
        if (name && name->isString() && name->text() == "banker")
            banker = readInt(b, "seat", "bets[" + std::to_string(i) + "]");
    }
    std::vector<std::size_t> passes;
    for (std::size_t i = 0; i < steps.items().size(); ++i)
        if (stepText(steps.items()[i], "action") == "pass-bank")
            passes.push_back(i);
    const auto where = [](std::size_t i) { return "steps[" + std::to_string(i) + "]"; };
    if (!banker || player.size() < 2 || bank.size() < 2) {   // a coup with no bank (none in play)
        for (const std::size_t i : passes)
            problems.push_back(where(i) + ": no bank to pass (RULINGS, chemin de fer)");
        return;
    }
    const Winner winner = Coup{player, bank}.winner();
    const JsonValue *givenField = rec.find("bank_given_up");   // absent: the banker kept the bank
    if (givenField && !givenField->isBool())
        throw InputError("bank_given_up", "true or false");
    const bool givenUp = givenField && givenField->asBool();
    if (givenUp && winner != Winner::Banker)
        problems.push_back("bank_given_up: the banker of seat " + std::to_string(*banker)
                           + " did not win the coup: only a winning banker gives the bank up (RULINGS, chemin de fer)");
    const bool due = winner == Winner::Player || (givenUp && winner == Winner::Banker);
    const std::string next = std::to_string(*banker % 9 + 1);
    if (due && passes.empty())
        problems.push_back("steps: no \"pass-bank\": the banker of seat " + std::to_string(*banker)
                           + (givenUp ? " gave the bank up" : " lost the coup") + " and the bank goes to seat " + next
                           + " (RULINGS, chemin de fer)");
    if (due && !passes.empty() && stepText(steps.items()[passes.front()], "target") != next)
        problems.push_back(where(passes.front()) + ".target: the bank goes to seat " + next
                           + ", on the right of the banker of seat " + std::to_string(*banker)
                           + " (RULINGS, chemin de fer)");
    for (std::size_t k = due ? 1 : 0; k < passes.size(); ++k)
        problems.push_back(where(passes[k]) + ": "
                           + (due ? std::string("the bank passes once")
                                  : "the banker of seat " + std::to_string(*banker)
                                        + " did not lose the coup nor give the bank up: the bank stays")
                           + " (RULINGS, chemin de fer)");
}

} // namespace

void playBaccarat(const PlayOptions &options, const PlayWriter &write)
{
    BaccaratProfile profile = BaccaratProfile::of(options.game);
    if (options.decks != 0)
        profile.decks = options.decks;
    if (!options.table.empty()) {
        const auto table = tableFromName(options.table);
        if (!table)
            throw InputError("table", "mini, midi or big (art. 15 §18)");
        profile.table = *table;   // validated with the profile: a Punto Banco setting
    }
    BaccaratRound round(profile, options.seed);
    round.setIncidents(IncidentSchedule(options.seed, options.incidents));
    int written = 0;
    // A round can never need this many steps; a bound, so a bug cannot loop forever.
    for (long guard = 0; written < options.rounds && guard < 1000L * (options.rounds + 1); ++guard) {
        const DealerStep step = round.expected();
        if (const auto refusal = round.apply(step))
            throw std::logic_error("the engine refused its own step " + step.action + ": " + refusal->reason);
        round.takeEvents();
        if (auto coup = round.takeFinishedCoup())
            write(record(profile, options.seed, ++written, *coup));
    }
}

std::vector<std::string> checkBaccaratRecord(Game game, const JsonValue &rec)
{
    std::vector<std::string> problems;
    const Money chipUnit = readMoney(rec, "chip_unit", "record");
    const std::vector<Card> bank = readCards(field(rec, "banker"), "banker");
    std::vector<std::vector<Card>> tableaux;
    if (game == Game::DeuxTableaux) {
        const JsonValue &t = field(rec, "tableaux");
        if (!t.isArray() || t.items().size() != 2)
            throw InputError("tableaux", "two hands");
        tableaux.push_back(readCards(t.items()[0], "tableaux[0]"));
        tableaux.push_back(readCards(t.items()[1], "tableaux[1]"));
    } else {
        tableaux.push_back(readCards(field(rec, "player"), "player"));
    }
    // The coup itself: every hand as the tableau has it (options either way).
    const Tableau &tableau = Tableau::of(game);
    for (std::size_t i = 0; i < tableaux.size(); ++i) {
        try {
            if (game == Game::DeuxTableaux)
                validateHand(tableau, tableauCoup(game, tableaux[i], bank), Side::Player);
            else
                validateCoup(tableau, Coup{tableaux[i], bank});
        } catch (const InputError &e) {
            problems.push_back(std::string(game == Game::DeuxTableaux ? "tableaux[" + std::to_string(i) + "]." : "")
                               + e.what());
        }
    }
    if (game == Game::DeuxTableaux && bank.size() == 3) {
        // RULINGS: with a bank natural no one draws; with both tableaux natural the bank does not draw.
        const auto natural = [](const std::vector<Card> &h) {
            return h.size() >= 2 && Tableau::isNatural(baccaratPoint(std::span(h).first(2)));
        };
        if (natural(bank) || (natural(tableaux[0]) && natural(tableaux[1])))
            problems.push_back("banker[2]: the bank may not draw (art. 15 §8 α, §12; RULINGS, deux tableaux)");
    }

    const JsonValue &settlement = field(rec, "settlement");
    if (!settlement.isArray())
        throw InputError("settlement", "a list");
    const JsonValue &bets = field(rec, "bets");
    if (!bets.isArray())
        throw InputError("bets", "a list");
    if (bets.items().size() != settlement.items().size())
        problems.push_back("settlement: " + std::to_string(settlement.items().size()) + " entries for "
                           + std::to_string(bets.items().size()) + " bets");
    Money collected, paidOut;
    const JsonValue *bankEntry = nullptr;
    std::string bankWhere;
    for (std::size_t i = 0; i < settlement.items().size(); ++i) {
        const JsonValue &s = settlement.items()[i];
        const std::string where = "settlement[" + std::to_string(i) + "]";
        if (!s.isObject())
            throw InputError(where, "an object");
        const JsonValue &betField = field(s, "bet");
        const auto bet = betField.isString() ? baccaratBetFromName(betField.text()) : std::nullopt;
        if (!bet)
            throw InputError(where + ".bet", "unknown bet");
        const Money stake = readMoney(s, "stake", where);
        const JsonValue &outcome = field(s, "outcome");
        if (!outcome.isString())
            throw InputError(where + ".outcome", "win, lose or push");
        const Money paid = readMoney(s, "paid", where);
        const Money commission = readMoney(s, "commission", where);
        Settlement want;
        if (isPuntoBanco(game)) {
            try {
                want = settleBet(game, *bet, stake, chipUnit, Coup{tableaux[0], bank});
            } catch (const InputError &e) {
                problems.push_back(where + ": " + e.what());
                continue;
            }
        } else if (*bet == BaccaratBet::Banker) {
            bankEntry = &s;
            bankWhere = where;
            continue;
        } else {
            std::size_t t = 0;
            if (game == Game::DeuxTableaux) {
                t = std::size_t(readInt(s, "tableau", where));
                if (t > 1)
                    throw InputError(where + ".tableau", "0 or 1");
            }
            // A punter against the bank is paid 1:1; equal points push (art. 15 §13).
            const Winner w = tableauCoup(game, tableaux[t], bank).winner();
            want.outcome = w == Winner::Player ? Outcome::Win : w == Winner::Banker ? Outcome::Lose : Outcome::Push;
            if (want.outcome == Outcome::Win)
                want.paid = stake;
        }
        if (want.outcome == Outcome::Lose)
            collected = collected + stake;
        if (want.outcome == Outcome::Win)
            paidOut = paidOut + want.paid;
        if (outcome.text() != outcomeName(want.outcome))
            problems.push_back(where + ".outcome: expected " + std::string(outcomeName(want.outcome)) + ", found "
                               + outcome.text());
        if (paid != want.paid)
            problems.push_back(where + ".paid: expected " + want.paid.toString() + ", found " + paid.toString());
        if (commission != want.commission)
            problems.push_back(where + ".commission: expected " + want.commission.toString() + ", found "
                               + commission.toString());
    }
    checkLimitsAndIncident(game, rec, tableaux, problems);
    checkOpening(game, rec, problems);
    if (isPuntoBanco(game))
        checkSabot(rec, tableaux[0], bank, problems);
    if (game == Game::CheminDeFer)
        checkBankPass(rec, tableaux[0], bank, problems);
    if (bankEntry) {
        const BankResult r = bankResult(game, collected, paidOut, chipUnit);
        const JsonValue &outcome = field(*bankEntry, "outcome");
        if (!outcome.isString() || outcome.text() != outcomeName(r.outcome))
            problems.push_back(bankWhere + ".outcome: expected " + std::string(outcomeName(r.outcome)));
        const Money paid = readMoney(*bankEntry, "paid", bankWhere);
        if (paid != r.paid)
            problems.push_back(bankWhere + ".paid: expected " + r.paid.toString() + ", found " + paid.toString());
        const Money commission = readMoney(*bankEntry, "commission", bankWhere);
        if (commission != r.commission)
            problems.push_back(bankWhere + ".commission: expected " + r.commission.toString() + ", found "
                               + commission.toString());
        if (game == Game::CheminDeFer) {
            const Money c = readMoney(rec, "cagnotte", "record");
            if (c != r.commission)
                problems.push_back("cagnotte: expected " + r.commission.toString() + ", found " + c.toString());
        }
    }
    return problems;
}

} // namespace croupier
