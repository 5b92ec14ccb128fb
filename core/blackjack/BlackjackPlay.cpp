// `croupier-cli play blackjack` and `check-play` (question-bank.md, "Play records"):
// one record per round from the free-play table (BlackjackTable) with every
// expected step applied, and a re-derivation of each settlement from the record's
// cards with blackjack.payout's rules, apart from the engine's bookkeeping.

#include "BlackjackPayout.h"
#include "BlackjackTable.h"
#include "InputError.h"
#include "play/Play.h"

#include <charconv>
#include <map>
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
    line.set("incident", JsonValue::null());
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
