// `croupier-cli play blackjack` and `check-play` (question-bank.md, "Play records"):
// one record per round from the free-play table (BlackjackTable) with every
// expected step applied, and a re-derivation of each settlement from the record's
// cards with blackjack.payout's rules, apart from the engine's bookkeeping.

#include "BlackjackPayout.h"
#include "BlackjackTable.h"
#include "InputError.h"
#include "play/Play.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>
#include <stdexcept>
#include <tuple>

namespace croupier {

namespace {

JsonValue str(const std::string &s) { return JsonValue::string(s); }

JsonValue cardList(const std::vector<Card> &cards)
{
    JsonValue out = JsonValue::array();
    for (const Card c : cards)
        out.push(str(c.toString()));
    return out;
}

JsonValue recordOf(const BlackjackTable::RoundRecord &r, std::uint64_t seed)
{
    JsonValue line = JsonValue::object();
    line.set("game", str("blackjack"));
    line.set("seed", JsonValue::number(std::to_string(seed)));
    line.set("round", JsonValue::number(r.round));
    line.set("burned", JsonValue::number(r.burned));
    line.set("dealer", cardList(r.dealer));
    JsonValue boxes = JsonValue::array();
    for (const BlackjackRound::Box &b : r.boxes) {
        JsonValue box = JsonValue::object();
        box.set("box", JsonValue::number(b.number));
        JsonValue bettors = JsonValue::array();
        for (std::size_t k = 0; k < b.bets.size(); ++k) {
            JsonValue bettor = JsonValue::object();
            bettor.set("bettor", JsonValue::number(static_cast<long long>(k)));
            bettor.set("stake", str(b.bets[k].toString()));
            bettors.push(std::move(bettor));
        }
        box.set("bettors", std::move(bettors));
        JsonValue hands = JsonValue::array();
        for (const BlackjackRound::Hand &h : b.hands) {
            JsonValue hand = JsonValue::object();
            hand.set("cards", cardList(h.cards.cards()));
            hand.set("from_split", JsonValue::boolean(h.cards.fromSplit()));
            hand.set("doubled", JsonValue::boolean(h.doubled));
            hands.push(std::move(hand));
        }
        box.set("hands", std::move(hands));
        boxes.push(std::move(box));
    }
    line.set("boxes", std::move(boxes));
    JsonValue settlement = JsonValue::array();
    for (const BlackjackStep &s : r.settlement) {
        JsonValue e = JsonValue::object();
        e.set("box", JsonValue::number(s.box));
        e.set("bettor", JsonValue::number(s.bettor));
        e.set("hand", JsonValue::number(s.hand));
        e.set("bet", str(std::string(betName(s.bet))));
        e.set("stake", str(s.stake.toString()));
        e.set("outcome", str(std::string(outcomeName(s.settlement.outcome))));
        e.set("paid", str(s.settlement.paid.toString()));
        settlement.push(std::move(e));
    }
    line.set("settlement", std::move(settlement));
    line.set("incident", incidentJson(r.incident));
    JsonValue steps = JsonValue::array();
    for (const DealerStep &s : r.steps) {
        JsonValue step = JsonValue::object();
        step.set("action", str(s.action));
        step.set("target", str(s.target));
        step.set("amount", str(s.value));
        step.set("source", str(s.source));
        steps.push(std::move(step));
    }
    line.set("steps", std::move(steps));
    return line;
}

// --- reading a record (every error names its field) ---

const JsonValue &member(const JsonValue &object, const std::string &key, const std::string &at)
{
    const JsonValue *v = object.isObject() ? object.find(key) : nullptr;
    if (!v)
        throw InputError(at.empty() ? key : at + "." + key, "missing");
    return *v;
}

const std::vector<JsonValue> &arrayOf(const JsonValue &v, const std::string &field)
{
    if (!v.isArray())
        throw InputError(field, "not a list");
    return v.items();
}

int intOf(const JsonValue &v, const std::string &field)
{
    int n = 0;
    const std::string &t = v.text();
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), n);
    if (!v.isNumber() || ec != std::errc() || end != t.data() + t.size() || n < 0)
        throw InputError(field, "not a whole number 0 or more");
    return n;
}

Money moneyOf(const JsonValue &v, const std::string &field)
{
    if (!v.isString())
        throw InputError(field, "money is a decimal string");
    try {
        return Money::parseCanonical(v.text());
    } catch (const InputError &e) {
        throw e.under(field);
    }
}

bool boolOf(const JsonValue &v, const std::string &field)
{
    if (!v.isBool())
        throw InputError(field, "not true or false");
    return v.asBool();
}

std::vector<Card> cardsOf(const JsonValue &v, const std::string &field)
{
    std::vector<Card> cards;
    const auto &items = arrayOf(v, field);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::string at = field + "[" + std::to_string(i) + "]";
        if (!items[i].isString())
            throw InputError(at, "a card is a string such as \"TS\"");
        try {
            cards.push_back(Card::parse(items[i].text()));
        } catch (const InputError &e) {
            throw e.under(at);
        }
    }
    return cards;
}

struct RecordBox
{
    std::vector<Money> stakes;   ///< by bettor
    std::vector<BlackjackHand> hands;
    std::vector<bool> doubled;
};

struct RecordStep
{
    std::string action, target, amount, source;
};

std::vector<RecordStep> stepsOf(const JsonValue &record)
{
    std::vector<RecordStep> out;
    const auto &items = arrayOf(member(record, "steps", {}), "steps");
    for (std::size_t i = 0; i < items.size(); ++i) {
        const std::string at = "steps[" + std::to_string(i) + "]";
        RecordStep s;
        std::string *fields[] {&s.action, &s.target, &s.amount, &s.source};
        const char *names[] {"action", "target", "amount", "source"};
        for (std::size_t f = 0; f < 4; ++f) {
            const JsonValue &v = member(items[i], names[f], at);
            if (!v.isString())
                throw InputError(at + "." + names[f], "a string");
            *fields[f] = v.text();
        }
        out.push_back(std::move(s));
    }
    return out;
}

/// A detail that must be a whole number 0 or more (InputError naming "incident.KEY").
long long countDetail(const Incident &incident, const std::string &key)
{
    const std::string text = incident.detail(key);
    long long n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || n < 0)
        throw InputError("incident." + key, "a whole number 0 or more");
    return n;
}

Money moneyDetail(const Incident &incident, const std::string &key)
{
    try {
        return Money::parseCanonical(incident.detail(key));
    } catch (const InputError &e) {
        throw e.under("incident." + key);
    }
}

/// What the record can show of its incident (TOPICS.md, "Incidents in play records").
void checkIncident(const Incident &incident, const JsonValue &record, const std::vector<Card> &dealer,
    const std::map<int, RecordBox> &boxes, const BlackjackRules &rules, std::vector<std::string> &found)
{
    const std::vector<RecordStep> steps = stepsOf(record);
    const int burned = intOf(member(record, "burned", {}), "burned");
    const auto hasStep = [&](const std::string &action, const std::string &target) {
        return std::any_of(steps.begin(), steps.end(),
            [&](const RecordStep &s) { return s.action == action && (target.empty() || s.target == target); });
    };
    const std::string &kind = incident.kind;
    if (kind == "exposed-card") {
        const std::string which = incident.detail("case");
        const int box = int(countDetail(incident, "box"));
        const std::string text = incident.detail("cards");
        std::vector<Card> cards;
        try {
            for (std::size_t at = 0; at < text.size();) {
                const std::size_t space = std::min(text.find(' ', at), text.size());
                cards.push_back(Card::parse(text.substr(at, space - at)));
                at = space + 1;
            }
        } catch (const InputError &e) {
            throw e.under("incident.cards");
        }
        if (cards.empty())
            throw InputError("incident.cards", "at least one card");
        if (!boxes.count(box))
            found.push_back("incident.box: no box " + std::to_string(box) + " in boxes");
        if (which == "face-up") {
            // §7 ¶1: the card is burned and play goes on (its "burn" carries the card; a new shoe's carries 5).
            const bool burnStep = std::any_of(steps.begin(), steps.end(), [&](const RecordStep &s) {
                return s.action == "burn" && s.target == "shoe" && s.amount == text;
            });
            if (cards.size() != 1 || !burnStep)
                found.push_back("incident: a card that showed its face from the shoe is burned, one \"burn\" step (art. 14 §7)");
            if (burned < 1)
                found.push_back("burned: the face-up card is burned (art. 14 §7), found 0");
        } else if (which == "not-asked-for") {
            // §7 ¶2: offered in order to the following boxes; the dealer takes what nobody took while he
            // must draw; the rest is burned. Accepted cards are always the first still on offer.
            const long long toBoxes = countDetail(incident, "to_boxes");
            const long long toDealer = countDetail(incident, "to_dealer");
            const long long rest = countDetail(incident, "burned");
            if (toBoxes + toDealer + rest != static_cast<long long>(cards.size()))
                found.push_back("incident: to_boxes, to_dealer and burned add up to "
                    + std::to_string(toBoxes + toDealer + rest) + ", not the " + std::to_string(cards.size())
                    + " exposed cards (art. 14 §7)");
            else if (static_cast<long long>(dealer.size()) < 1 + toDealer
                || !std::equal(cards.begin() + toBoxes, cards.begin() + toBoxes + toDealer, dealer.begin() + 1))
                found.push_back("dealer: his cards after the first are the exposed cards nobody took, in order (art. 14 §7)");
            else if (rest > 0 && BlackjackCount::of(std::vector<Card>(dealer.begin(), dealer.begin() + 1 + toDealer)).total < 17)
                found.push_back("incident.burned: exposed cards are burned only once the dealer has 17 (art. 14 §7)");
            if (burned < rest)
                found.push_back("burned: " + std::to_string(burned) + ", fewer than the " + std::to_string(rest)
                    + " exposed cards burned (art. 14 §7)");
        } else {
            throw InputError("incident.case", "face-up or not-asked-for");
        }
    } else if (kind == "standing-bettor") {
        const int box = int(countDetail(incident, "box"));
        const auto it = boxes.find(box);
        if (it == boxes.end())
            found.push_back("incident.box: no box " + std::to_string(box) + " in boxes");
        else if (it->second.stakes.size() < 2)
            found.push_back("incident.box: box " + std::to_string(box) + " has no standing bettor (art. 14 §11)");
        if (!incident.detail("refused").empty() && !hasStep("refuse", std::to_string(box) + ".3"))
            found.push_back("steps: the third standing bettor on box " + std::to_string(box)
                + " is refused (art. 14 §11)");
    } else if (kind == "over-limit") {
        const int box = int(countDetail(incident, "box"));
        const std::size_t bettor = std::size_t(countDetail(incident, "bettor"));
        const Money asked = moneyDetail(incident, "asked");
        const Money maximum = moneyDetail(incident, "maximum");
        const Money allowed = moneyDetail(incident, "allowed");
        if (maximum != rules.maximumBet())
            found.push_back("incident.maximum: the table's is " + rules.maximumBet().toString());
        const auto it = boxes.find(box);
        Money others;
        if (it != boxes.end())
            for (std::size_t k = 0; k < it->second.stakes.size(); ++k)
                if (k != bettor)
                    others = others + it->second.stakes[k];
        if (others + asked <= maximum)
            found.push_back("incident.asked: " + asked.toString() + " is within the maximum (art. 14 §11, §16)");
        if (allowed + others != maximum && !(allowed.isZero() && others >= maximum))
            found.push_back("incident.allowed: expected " + (maximum > others ? maximum - others : Money()).toString()
                + ", found " + allowed.toString());
        const std::string decision = incident.detail("decision");
        const bool present = it != boxes.end() && bettor < it->second.stakes.size();
        if (decision == "reduced") {
            if (!present || it->second.stakes[bettor] > allowed)
                found.push_back("boxes: the reduced bet of box " + std::to_string(box) + ", bettor "
                    + std::to_string(bettor) + " is at most " + allowed.toString() + " (art. 14 §11, §16)");
            if (!hasStep("reduce", std::to_string(box) + "." + std::to_string(bettor)))
                found.push_back("steps: no \"reduce\" step for the over-limit bet");
        } else if (decision == "refused") {
            if (!hasStep("refuse", std::to_string(box) + "." + std::to_string(bettor)))
                found.push_back("steps: no \"refuse\" step for the over-limit bet");
        } else {
            throw InputError("incident.decision", "reduced or refused");
        }
    } else if (kind == "last-coup") {
        // §8: the round is completed, the dealer's call after it.
        if (steps.empty() || steps.back().action != "last-round")
            found.push_back("steps: the last step of the round after the cut card is \"last-round\" (art. 14 §8)");
    } else if (kind == "shuffler") {
        // §10: the machine loaded (the changeover) or loaded again for a new player (the reload): the
        // opening's steps are checked by checkOpening(); the cards go back in after the round.
        const std::string stage = incident.detail("stage");
        if (stage != "changeover" && stage != "reload")
            throw InputError("incident.stage", "changeover or reload");
        const auto deal = std::find_if(steps.begin(), steps.end(), [](const RecordStep &s) { return s.action == "deal"; });
        if (std::none_of(deal, steps.end(), [](const RecordStep &s) { return s.action == "to-shuffler"; }))
            found.push_back("steps: right after the round its cards go back into the machine, \"to-shuffler\" "
                            "(art. 14 §10)");
    }
}

/// The cards of a shoe as said at its opening: 4 to 6 whole decks (§1), else an error sentence.
std::optional<long long> shoeCards(const RecordStep &s, std::size_t index, std::vector<std::string> &found)
{
    long long n = 0;
    const auto [end, ec] = std::from_chars(s.amount.data(), s.amount.data() + s.amount.size(), n);
    if (s.amount.empty() || ec != std::errc() || end != s.amount.data() + s.amount.size() || n % 52 != 0
        || n < 52 * BlackjackRules::minDecks || n > 52 * BlackjackRules::maxDecks) {
        found.push_back("steps[" + std::to_string(index) + "].amount: \"" + s.amount
            + "\" is not the cards of 4 to 6 whole decks (art. 14 §1, §2)");
        return std::nullopt;
    }
    return n;
}

/**
 * The opening of a shoe (art. 14 §2–6) or of the shuffling machine (§10), from the steps before the
 * deal. A round opens one when its `burned` counts the five of §6 beside its own §7 burns (the
 * incident's); round 1 always does, and counts the cards (§2: at the table's opening). The steps:
 * hand shoe: [count] shuffle cut cut-card burn; machine (a "shuffler" incident): [from-shuffler, for
 * the reload] [count] shuffle cut to-shuffler burn. Checked: the order; the count and the shuffle
 * are 4–6 whole decks, the same; the cut leaves at least one deck on each side (§3, Croupier's
 * reading); about one deck behind the cut card (§4): at least one, fewer than a deck and a half;
 * five burned (§6, §10); every card into and out of the machine.
 */
void checkOpening(const JsonValue &record, const std::optional<Incident> &incident, const BlackjackRules &rules,
    std::vector<std::string> &found)
{
    const std::vector<RecordStep> steps = stepsOf(record);
    const int round = intOf(member(record, "round", {}), "round");
    const long long burned = intOf(member(record, "burned", {}), "burned");
    long long ownBurns = 0; // §7: burned during the round
    if (incident && incident->kind == "exposed-card")
        ownBurns = incident->detail("case") == "face-up" ? 1 : countDetail(*incident, "burned");
    const long long shoeBurn = burned - ownBurns;
    const bool machine = incident && incident->kind == "shuffler";
    const bool reload = machine && incident->detail("stage") == "reload";

    static const std::vector<std::string> kOpening {"count", "shuffle", "cut", "cut-card", "from-shuffler"};
    std::vector<std::size_t> at; // the opening's steps, before the deal
    for (std::size_t i = 0; i < steps.size() && steps[i].action != "deal"; ++i) {
        const RecordStep &s = steps[i];
        const bool isOpening = std::find(kOpening.begin(), kOpening.end(), s.action) != kOpening.end()
            || s.action == "to-shuffler" || (s.action == "burn" && (s.target == "shoe" || s.target == "shuffler"));
        if (isOpening)
            at.push_back(i);
    }
    const bool opens = shoeBurn == rules.burnCards || machine;
    if (shoeBurn != 0 && shoeBurn != rules.burnCards) {
        found.push_back("burned: " + std::to_string(burned) + " cards: the " + std::to_string(rules.burnCards)
            + " of a new shoe (art. 14 §6) or none, beside the round's own (§7)");
        return;
    }
    if (!opens) {
        if (round == 1)
            found.push_back("burned: round 1 opens the table: its first " + std::to_string(rules.burnCards)
                + " cards are burned (art. 14 §6)");
        else if (!at.empty())
            found.push_back("steps[" + std::to_string(at.front()) + "]: \"" + steps[at.front()].action
                + "\" before the deal, with no new shoe (art. 14 §2–6, §8)");
        return;
    }
    std::vector<std::string> want;
    if (reload)
        want.push_back("from-shuffler");
    if (round == 1 || std::any_of(at.begin(), at.end(), [&](std::size_t i) { return steps[i].action == "count"; }))
        want.push_back("count"); // §2: at the table's opening; a count at another is no fault
    want.insert(want.end(), {"shuffle", "cut"});
    if (machine)
        want.insert(want.end(), {"to-shuffler", "burn"});
    else
        want.insert(want.end(), {"cut-card", "burn"});
    std::vector<std::string> have;
    for (const std::size_t i : at)
        have.push_back(steps[i].action);
    if (have != want) {
        const auto list = [](const std::vector<std::string> &v) {
            std::string out;
            for (const std::string &a : v)
                out += (out.empty() ? "" : ", ") + a;
            return out.empty() ? std::string("none") : out;
        };
        found.push_back("steps: the opening of the " + std::string(machine ? "shuffling machine (art. 14 §10)" : "shoe (art. 14 §2–6)")
            + " before the deal is " + list(want) + "; found " + list(have));
        return;
    }
    std::optional<long long> cards;
    for (const std::size_t i : at) {
        const RecordStep &s = steps[i];
        const std::string field = "steps[" + std::to_string(i) + "].amount: ";
        if (s.action == "count" || s.action == "shuffle") {
            const auto n = shoeCards(s, i, found);
            if (n && cards && *n != *cards)
                found.push_back(field + "the " + std::to_string(*cards) + " cards counted are shuffled, not "
                    + std::to_string(*n) + " (art. 14 §2)");
            if (n)
                cards = n;
        } else if (s.action == "cut" && cards) {
            // §3: the player's cut leaves at least one deck on each side.
            long long lifted = -1;
            std::from_chars(s.amount.data(), s.amount.data() + s.amount.size(), lifted);
            if (lifted < 52 || lifted > *cards - 52)
                found.push_back(field + "a cut of \"" + s.amount + "\" of " + std::to_string(*cards)
                    + " cards leaves less than one deck (52) on a side (art. 14 §3)");
        } else if (s.action == "cut-card" && cards) {
            // §4: "όσο περίπου μία πλήρης τράπουλα", about one full deck behind the cut card: at
            // least one (Croupier's reading), and nearer one deck than two: under a deck and a half.
            long long behind = -1;
            std::from_chars(s.amount.data(), s.amount.data() + s.amount.size(), behind);
            constexpr long long deck = 52;
            if (behind < deck)
                found.push_back(field + "\"" + s.amount + "\" cards behind the cut card; at least one deck, 52 "
                    "(art. 14 §4)");
            else if (behind >= deck + deck / 2)
                found.push_back(field + "\"" + s.amount + "\" cards behind the cut card; about one deck: fewer than a "
                    "deck and a half, 78 (art. 14 §4)");
        } else if (s.action == "burn") {
            if (s.amount != std::to_string(rules.burnCards))
                found.push_back(field + "the first " + std::to_string(rules.burnCards) + " cards are burned unseen (art. 14 "
                    + (machine ? "§10" : "§6") + "), found \"" + s.amount + "\"");
            if (s.target != (machine ? "shuffler" : "shoe"))
                found.push_back("steps[" + std::to_string(i) + "].target: \"" + (machine ? "shuffler" : "shoe")
                    + "\", found \"" + s.target + "\"");
        } else if ((s.action == "to-shuffler" || s.action == "from-shuffler") && cards
            && s.amount != std::to_string(*cards)) {
            found.push_back(field + "every card, " + std::to_string(*cards) + ", goes " + (s.action == "to-shuffler" ? "into" : "out of")
                + " the machine (art. 14 §10), found \"" + s.amount + "\"");
        }
    }
}

/**
 * The dealer's announcements (art. 14 §12 α: the total after every card he deals, to himself too;
 * §12 δ: his own stated before he settles): after each of his cards from the second, an "announce"
 * with target "dealer" and his total before his next card and before he stands. A card after a
 * "to-shuffler" (the machine's round-trip) is the round's; the rounds' cards are the record's `dealer`.
 */
void checkDealerAnnounces(const JsonValue &record, const std::vector<Card> &dealer, std::vector<std::string> &found)
{
    const std::vector<RecordStep> steps = stepsOf(record);
    std::size_t shown = 1, announced = 1;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const RecordStep &s = steps[i];
        if (s.target != "dealer")
            continue;
        const std::string at = "steps[" + std::to_string(i) + "]";
        const auto totalOf = [&](std::size_t n) {
            return BlackjackCount::of(std::vector<Card>(dealer.begin(), dealer.begin() + std::ptrdiff_t(n))).total;
        };
        if ((s.action == "hit" || s.action == "stand") && shown >= 2 && announced < shown && shown <= dealer.size()) {
            found.push_back(at + ": the dealer announces his total, " + std::to_string(totalOf(shown)) + ", before he "
                + (s.action == "hit" ? "draws again" : "stands") + " (art. 14 §12 α)");
            announced = shown;
        }
        if (s.action == "hit") {
            ++shown;
        } else if (s.action == "announce") {
            if (shown < 2 || shown > dealer.size())
                found.push_back(at + ": the dealer announces his total after each card from his second (art. 14 §12 α)");
            else if (s.amount != std::to_string(totalOf(shown)))
                found.push_back(at + ".amount: the dealer's " + std::to_string(shown) + " cards make "
                    + std::to_string(totalOf(shown)) + ", found \"" + s.amount + "\" (art. 14 §12 α)");
            announced = shown;
        }
    }
}

} // namespace

void playBlackjack(const PlayOptions &options, const PlayWriter &write)
{
    BlackjackRules rules;
    if (options.decks != 0) {
        if (options.decks < BlackjackRules::minDecks || options.decks > BlackjackRules::maxDecks)
            throw InputError("decks", "blackjack is played with 4 to 6 decks (art. 14 §1), not "
                    + std::to_string(options.decks));
        rules.decks = options.decks;
    }
    BlackjackTable table(rules, options.seed);
    table.setIncidents(IncidentSchedule(options.seed, options.incidents));
    for (int written = 0; written < options.rounds;) {
        // Every expected step, as free play asks for it; the table refusing its own is a defect.
        if (const auto refused = table.apply(table.expected()))
            throw std::logic_error("the blackjack table refused its own step: " + refused->reason);
        if (auto round = table.takeFinishedRound()) {
            write(recordOf(*round, options.seed));
            ++written;
        }
    }
}

std::vector<std::string> checkBlackjackRecord(const JsonValue &record)
{
    const BlackjackRules rules; // the table's: free play deals with the regulation's defaults
    const std::vector<Card> dealer = cardsOf(member(record, "dealer", {}), "dealer");
    if (dealer.empty())
        throw InputError("dealer", "the dealer has at least his first card");

    std::map<int, RecordBox> boxes;
    const auto &boxItems = arrayOf(member(record, "boxes", {}), "boxes");
    for (std::size_t i = 0; i < boxItems.size(); ++i) {
        const std::string at = "boxes[" + std::to_string(i) + "]";
        const int number = intOf(member(boxItems[i], "box", at), at + ".box");
        if (boxes.count(number))
            throw InputError(at + ".box", "box " + std::to_string(number) + " is given twice");
        RecordBox &box = boxes[number];
        const auto &bettors = arrayOf(member(boxItems[i], "bettors", at), at + ".bettors");
        for (std::size_t k = 0; k < bettors.size(); ++k) {
            const std::string bat = at + ".bettors[" + std::to_string(k) + "]";
            if (intOf(member(bettors[k], "bettor", bat), bat + ".bettor") != int(k))
                throw InputError(bat + ".bettor", "bettors are numbered 0, 1, 2 in order");
            box.stakes.push_back(moneyOf(member(bettors[k], "stake", bat), bat + ".stake"));
        }
        const auto &hands = arrayOf(member(boxItems[i], "hands", at), at + ".hands");
        for (std::size_t h = 0; h < hands.size(); ++h) {
            const std::string hat = at + ".hands[" + std::to_string(h) + "]";
            box.hands.emplace_back(cardsOf(member(hands[h], "cards", hat), hat + ".cards"),
                boolOf(member(hands[h], "from_split", hat), hat + ".from_split"));
            box.doubled.push_back(boolOf(member(hands[h], "doubled", hat), hat + ".doubled"));
        }
        if (box.stakes.empty() || box.hands.empty())
            throw InputError(at, "a box has at least one bettor and one hand");
    }

    std::vector<std::string> found;
    // §11, §16: up to two standing bettors per box, each at least the minimum, the box at most the maximum.
    for (std::size_t i = 0; i < boxItems.size(); ++i) {
        const RecordBox &box = boxes[intOf(member(boxItems[i], "box", {}), "box")];
        const std::string at = "boxes[" + std::to_string(i) + "].bettors";
        if (box.stakes.size() > 1 + std::size_t(rules.maxStandingBettors))
            found.push_back(at + ": " + std::to_string(box.stakes.size() - 1)
                + " standing bettors, at most 2 (art. 14 §11)");
        Money total;
        for (std::size_t k = 0; k < box.stakes.size(); ++k) {
            if (box.stakes[k] < rules.minimumBet)
                found.push_back(at + "[" + std::to_string(k) + "].stake: " + box.stakes[k].toString()
                    + " is below the minimum of " + rules.minimumBet.toString() + " (art. 14 §16)");
            total = total + box.stakes[k];
        }
        if (total > rules.maximumBet())
            found.push_back(at + ": the box's bets total " + total.toString() + ", over the maximum of "
                + rules.maximumBet().toString() + " (art. 14 §11, §16)");
    }
    const auto incident = readIncident(Game::Blackjack, record);
    if (incident)
        checkIncident(*incident, record, dealer, boxes, rules, found);
    checkOpening(record, incident, rules, found);
    checkDealerAnnounces(record, dealer, found);
    // §10: the cards of a round at the machine go back into it right after the round: all of them.
    {
        const std::vector<RecordStep> steps = stepsOf(record);
        const auto deal = std::find_if(steps.begin(), steps.end(), [](const RecordStep &s) { return s.action == "deal"; });
        const auto back = std::find_if(deal, steps.end(), [](const RecordStep &s) { return s.action == "to-shuffler"; });
        if (back != steps.end()) {
            long long used = intOf(member(record, "burned", {}), "burned") + static_cast<long long>(dealer.size());
            for (const auto &[number, box] : boxes)
                for (const BlackjackHand &h : box.hands)
                    used += static_cast<long long>(h.size());
            if (back->amount != std::to_string(used))
                found.push_back("steps[" + std::to_string(back - steps.begin()) + "].amount: \"to-shuffler\" returns the round's "
                    + std::to_string(used) + " cards, used or burned, to the machine (art. 14 §10), found \""
                    + back->amount + "\"");
            if (std::any_of(steps.begin(), steps.end(), [](const RecordStep &s) { return s.action == "last-round"; }))
                found.push_back("steps: a shuffling machine has no cut card, so no last round (art. 14 §10)");
        }
    }

    // One main (or even-money) settlement per bettor and hand; insurance at most once per bettor.
    std::map<std::tuple<int, int, int>, int> mainSettled;
    std::map<std::pair<int, int>, int> insured;
    const auto &entries = arrayOf(member(record, "settlement", {}), "settlement");
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const std::string at = "settlement[" + std::to_string(i) + "]";
        const JsonValue &e = entries[i];
        const int number = intOf(member(e, "box", at), at + ".box");
        const int bettor = intOf(member(e, "bettor", at), at + ".bettor");
        const int handIndex = intOf(member(e, "hand", at), at + ".hand");
        const JsonValue &betText = member(e, "bet", at);
        const auto bet = betText.isString() ? blackjackBetFromName(betText.text()) : std::nullopt;
        if (!bet)
            throw InputError(at + ".bet", "main, insurance or even-money");
        const Money stake = moneyOf(member(e, "stake", at), at + ".stake");
        const JsonValue &outcome = member(e, "outcome", at);
        if (!outcome.isString())
            throw InputError(at + ".outcome", "win, lose or push");
        const Money paid = moneyOf(member(e, "paid", at), at + ".paid");

        const auto box = boxes.find(number);
        if (box == boxes.end())
            throw InputError(at + ".box", "no box " + std::to_string(number) + " in boxes");
        if (std::size_t(bettor) >= box->second.stakes.size())
            throw InputError(at + ".bettor", "box " + std::to_string(number) + " has no bettor " + std::to_string(bettor));
        if (std::size_t(handIndex) >= box->second.hands.size())
            throw InputError(at + ".hand", "box " + std::to_string(number) + " has no hand " + std::to_string(handIndex));
        const BlackjackHand &hand = box->second.hands[std::size_t(handIndex)];
        const Money &bettorStake = box->second.stakes[std::size_t(bettor)];

        // The stake from the boxes: a double matches the bet (§15); insurance up to half of it (§13).
        const auto stakeWrong = [&](const Money &want) {
            found.push_back(at + ".stake: expected " + want.toString() + ", found " + stake.toString());
        };
        if (*bet == BlackjackBet::Insurance) {
            if (++insured[{number, bettor}] > 1)
                found.push_back(at + ": the insurance of box " + std::to_string(number) + ", bettor "
                    + std::to_string(bettor) + " is settled twice");
            const Money most = Money::floorTo(bettorStake.times(rules.insuranceLimit), rules.chipUnit);
            if (stake > most)
                found.push_back(at + ".stake: insurance is at most half the bet (art. 14 §13): " + most.toString()
                    + ", found " + stake.toString());
        } else {
            if (++mainSettled[{number, bettor, handIndex}] > 1)
                found.push_back(at + ": box " + std::to_string(number) + ", bettor " + std::to_string(bettor)
                    + ", hand " + std::to_string(handIndex) + " is settled twice");
            const Money want = *bet == BlackjackBet::Main && box->second.doubled[std::size_t(handIndex)]
                ? bettorStake * 2
                : bettorStake;
            if (stake != want)
                stakeWrong(want);
        }

        BlackjackSettlement s;
        try {
            s = settleBlackjackBet(*bet, stake, hand, dealer, rules);
        } catch (const InputError &error) {
            found.push_back(at + ": " + error.what());
            continue;
        }
        const std::string wantOutcome(outcomeName(s.outcome));
        if (outcome.text() != wantOutcome)
            found.push_back(at + ".outcome: expected " + wantOutcome + ", found " + outcome.text() + " ("
                + std::string(blackjackRule(s.rule).source) + ")");
        if (paid != s.paid)
            found.push_back(at + ".paid: expected " + s.paid.toString() + ", found " + paid.toString() + " ("
                + std::string(blackjackRule(s.rule).source) + ")");
    }
    for (const auto &[number, box] : boxes)
        for (std::size_t k = 0; k < box.stakes.size(); ++k)
            for (std::size_t h = 0; h < box.hands.size(); ++h)
                if (!mainSettled.count({number, int(k), int(h)}))
                    found.push_back("settlement: box " + std::to_string(number) + ", bettor " + std::to_string(k)
                        + ", hand " + std::to_string(h) + " is not settled");
    return found;
}

} // namespace croupier
