#include "BlackjackTopics.h"

#include "BlackjackExplain.h"

#include "BlackjackHand.h"
#include "BlackjackPayout.h"
#include "BlackjackRound.h"
#include "BlackjackRules.h"
#include "BlackjackTable.h"
#include "InputError.h"
#include "RandomCards.h"
#include "Rng.h"
#include "Shoe.h"
#include "bank/TopicRegistry.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>

namespace croupier {

namespace {

const std::vector<Game> &blackjackGames()
{
    static const std::vector<Game> games {Game::Blackjack};
    return games;
}

/// The rules every topic answers by: art. 14's defaults; the chip unit comes with each scenario.
BlackjackRules rulesWithChip(const Money &chipUnit)
{
    BlackjackRules r;
    r.chipUnit = chipUnit;
    return r;
}

const BlackjackRules &artFourteen()
{
    static const BlackjackRules rules;
    return rules;
}

Prompt::Arg text(std::string s) { return {std::move(s), false}; }
Prompt::Arg money(const Money &m) { return {m.toString(), true}; }

// ---- random cards -----------------------------------------------------------

/// A card worth @p value (1 an ace, 10 one of T J Q K), of a random suit.
Card cardOfValue(int value, Rng &rng)
{
    const Rank rank = value == 10 ? static_cast<Rank>(10 + rng.below(4)) : static_cast<Rank>(value);
    return Card(rank, randomSuit(rng));
}

/// A card from 2 to 9: one that cannot make a blackjack under it (§12 β).
Card smallCard(Rng &rng) { return cardOfValue(rng.between(2, 9), rng); }

bool isAce(Card c) { return c.rank() == Rank::Ace; }

/// A player keeps drawing until at least @p threshold (12 to 21), stopping on 21 or a bust.
void playOn(std::vector<Card> &cards, int threshold, Rng &rng)
{
    for (;;) {
        const BlackjackCount c = BlackjackCount::of(cards);
        if (c.bust || c.total >= threshold || c.total == 21)
            return;
        cards.push_back(randomCard(rng));
    }
}

/// The dealer's hand from a first card on, drawn until he stands (§12 γ).
std::vector<Card> dealerFrom(Card first, Rng &rng)
{
    std::vector<Card> cards {first};
    while (!dealerFinished(cards, artFourteen()))
        cards.push_back(randomCard(rng));
    return cards;
}

/// How a dealer's finished hand ended: 17–21, blackjack or bust (DealerEnd).
enum class DealerEnd { Seventeen, Eighteen, Nineteen, Twenty, TwentyOne, Blackjack, Bust, OneCard };
constexpr std::array kFinishedEnds {DealerEnd::Seventeen, DealerEnd::Eighteen, DealerEnd::Nineteen,
    DealerEnd::Twenty, DealerEnd::TwentyOne, DealerEnd::Blackjack, DealerEnd::Bust};

DealerEnd endOf(const std::vector<Card> &dealer)
{
    if (dealer.size() < 2)
        return DealerEnd::OneCard;
    const BlackjackCount c = BlackjackCount::of(dealer);
    if (c.blackjack)
        return DealerEnd::Blackjack;
    if (c.bust)
        return DealerEnd::Bust;
    return static_cast<DealerEnd>(c.total - 17);
}

// ---- cells in words ---------------------------------------------------------------

/// A finished dealer hand's ending as a cell key's part: "17" … "21", "blackjack",
/// "bust", "one-card" (his first card alone).
std::string endName(DealerEnd end)
{
    switch (end) {
    case DealerEnd::Blackjack: return "blackjack";
    case DealerEnd::Bust: return "bust";
    case DealerEnd::OneCard: return "one-card";
    default: return std::to_string(static_cast<int>(end) + 17);
    }
}

const std::vector<std::string_view> &endNames()
{
    static const std::vector<std::string_view> names {"17", "18", "19", "20", "21", "blackjack", "bust", "one-card"};
    return names;
}

/// endName() in words: "17", "a blackjack", "a bust", "his first card alone".
Prompt::Arg endWords(std::string_view end)
{
    if (end == "blackjack" || end == "bust" || end == "one-card")
        return Prompt::said({"cell.blackjack.end." + std::string(end), {}});
    return text(std::string(end));
}

/// The parts of a hand's cell (HandCell): "<cards>:<hard total>:<aces: 0, 1, or 2 for two or more>".
CellKey handKey(const std::vector<Card> &cards)
{
    const BlackjackCount c = BlackjackCount::of(cards);
    return CellKey {{{"cards", std::to_string(cards.size())}, {"hard", std::to_string(c.hard)},
        {"aces", std::to_string(std::min(c.aces, 2))}}};
}

std::optional<CellKey> readHandKey(std::string_view stored, int minCards)
{
    return CellKey::read(stored, {"cards", "hard", "aces"},
        {{"cards", CellKey::numbers(minCards, 6)}, {"hard", CellKey::numbers(1, 31)}, {"aces", CellKey::numbers(0, 2)}});
}

/// A hand's cell as the dealer counts it (art. 14 §12): "3 cards, soft 17", "2 cards,
/// hard 14 with an ace", "4 cards, bust at 24", "Blackjack".
Prompt handWords(const CellKey &cell)
{
    const int cards = std::stoi(std::string(cell["cards"]));
    const int hard = std::stoi(std::string(cell["hard"]));
    const int aces = std::stoi(std::string(cell["aces"]));
    const std::string_view withAces = aces == 0 ? "" : aces == 1 ? "-ace" : "-aces";
    if (cards == 1)
        return aces ? Prompt {"cell.blackjack.hand.one-ace", {}} : Prompt {"cell.blackjack.hand.one", {text(std::to_string(hard))}};
    if (cards == 2 && aces == 1 && hard == 11)
        return {"cell.blackjack.hand.blackjack", {}};
    const std::vector<Prompt::Arg> args {text(std::to_string(cards)), text(std::to_string(hard))};
    if (hard > 21)
        return {"cell.blackjack.hand.bust" + std::string(withAces), args};
    if (aces > 0 && hard + 10 <= 21)   // an ace counts 11
        return {aces == 1 ? "cell.blackjack.hand.soft" : "cell.blackjack.hand.soft-aces",
            {text(std::to_string(cards)), text(std::to_string(hard + 10))}};
    return {"cell.blackjack.hand.hard" + std::string(withAces), args};
}

/// Which first card the dealer is to show.
enum class Upcard { Any, Ace, NotAce };

/**
 * A dealer's final hand ending in @p end, from a first card of the kind asked for.
 * OneCard is a first card alone: an ace for Upcard::Ace, else 2 to 9 (a blackjack
 * paid at once, §12 β).
 */
std::vector<Card> dealerEnding(DealerEnd end, Upcard up, Rng &rng)
{
    if (end == DealerEnd::OneCard)
        return {up == Upcard::Ace ? cardOfValue(1, rng) : smallCard(rng)};
    if (end == DealerEnd::Blackjack) {
        const bool aceFirst = up == Upcard::Ace || (up == Upcard::Any && rng.below(2) == 0);
        return aceFirst ? std::vector<Card> {cardOfValue(1, rng), cardOfValue(10, rng)}
                        : std::vector<Card> {cardOfValue(10, rng), cardOfValue(1, rng)};
    }
    for (;;) {
        const Card first = up == Upcard::Ace ? cardOfValue(1, rng)
            : up == Upcard::NotAce           ? randomNonAce(rng)
                                             : randomCard(rng);
        std::vector<Card> cards = dealerFrom(first, rng);
        if (endOf(cards) == end)
            return cards;
    }
}

// ---- stakes -------------------------------------------------------------------

/// A stake as an even or odd number of chips, or off the chip unit (level 3 only).
enum class StakeKind { EvenChips, OddChips, OffTheUnit };
constexpr std::array kStakeKinds {StakeKind::EvenChips, StakeKind::OddChips, StakeKind::OffTheUnit};

/// The table's smallest chip by level: 1 or 5; 1 or 0.5; any of 1, 0.5, 0.25, 0.1, 5.
Money chipFor(int level, Rng &rng)
{
    static const Money kChips[] = {Money::fromInteger(1), Money::parseCanonical("0.5"),
        Money::parseCanonical("0.25"), Money::parseCanonical("0.1"), Money::fromInteger(5)};
    switch (level) {
    case 1: return rng.below(2) ? kChips[4] : kChips[0];
    case 2: return rng.below(2) ? kChips[1] : kChips[0];
    default: return kChips[rng.below(5)];
    }
}

/// An amount of @p kind at @p chip: an odd number of chips makes a 3:2 fall between chips.
Money amountOf(StakeKind kind, const Money &chip, int level, Rng &rng)
{
    if (kind == StakeKind::EvenChips)
        return chip * (2 * rng.between(1, 50));
    Money m = chip * (2 * rng.between(0, 49) + 1);
    if (kind == StakeKind::OffTheUnit && level >= 3) {
        static const Money kCent = Money::parseCanonical("0.01");
        Money off;
        do
            off = m + kCent * rng.between(1, 99);
        while (off.isMultipleOf(chip));
        m = off;
    }
    return m;
}

StakeKind randomStakeKind(Rng &rng) { return kStakeKinds[rng.below(kStakeKinds.size())]; }

// ---- hands drawn by rule cell -----------------------------------------------

/// Who holds a hand decides when it may take another card.
enum class Holder { Player, Dealer };

/// Whether a hand of @p cards cards (hard total, aces) takes another: a player's
/// below 21 (§12 α), the dealer's always after one card, then on 16 or less (§12 γ).
bool drawsOn(Holder holder, int cards, int hard, int aces)
{
    if (cards == 0)
        return true;
    const bool soft = aces > 0 && hard + 10 <= 21;
    const int total = soft ? hard + 10 : hard;
    if (holder == Holder::Player)
        return hard <= 21 && total < 21;
    return cards == 1 || total <= 16;
}

/**
 * @brief A rule cell of a hand: how many cards, the hard total, and no ace, one
 * ace, or two or more.
 *
 * Cells are drawn uniformly over the orders of ranks that reach them while every
 * earlier card was a legal draw (no card after 21 or a bust for a player, none after
 * 17 for the dealer): a count of paths by dynamic programming, then a walk weighted by it.
 */
struct HandCell
{
    int cards = 2;
    int hard = 4;
    int aceGroup = 0; ///< 0, 1, or 2 for "two or more"
};

class HandPaths
{
public:
    static constexpr int kMaxHard = 32;

    HandPaths(Holder holder, HandCell cell)
        : m_holder(holder)
        , m_cell(cell)
    {
        for (auto &plane : m_memo)
            for (auto &row : plane)
                row.fill(kUnknown);
    }

    std::uint64_t count() { return ways(0, 0, 0); }

    std::vector<Card> sample(Rng &rng)
    {
        std::vector<Card> cards;
        int hard = 0, aces = 0;
        for (int k = 0; k < m_cell.cards; ++k) {
            std::array<std::uint64_t, 11> weight {};
            std::uint64_t all = 0;
            for (int v = 1; v <= 10; ++v) {
                weight[v] = multiplicity(v) * ways(k + 1, hard + v, group(aces + (v == 1)));
                all += weight[v];
            }
            std::uint64_t pick = rng.below(all);
            int v = 1;
            while (pick >= weight[v]) {
                pick -= weight[v];
                ++v;
            }
            cards.push_back(cardOfValue(v, rng));
            hard += v;
            aces += v == 1;
        }
        return cards;
    }

private:
    static constexpr std::uint64_t kUnknown = ~std::uint64_t {0};
    static constexpr int kMaxCards = 8;

    static std::uint64_t multiplicity(int value) { return value == 10 ? 4 : 1; }
    static int group(int aces) { return aces > 2 ? 2 : aces; }

    std::uint64_t ways(int k, int hard, int aceGroup)
    {
        if (hard >= kMaxHard)
            return 0;
        std::uint64_t &memo = m_memo[static_cast<std::size_t>(k)][static_cast<std::size_t>(hard)]
                                    [static_cast<std::size_t>(aceGroup)];
        if (memo != kUnknown)
            return memo;
        std::uint64_t total = 0;
        if (k == m_cell.cards)
            total = hard == m_cell.hard && aceGroup == m_cell.aceGroup ? 1 : 0;
        else if (drawsOn(m_holder, k, hard, aceGroup))
            for (int v = 1; v <= 10; ++v)
                total += multiplicity(v) * ways(k + 1, hard + v, group(aceGroup + (v == 1)));
        return memo = total;
    }

    Holder m_holder;
    HandCell m_cell;
    std::array<std::array<std::array<std::uint64_t, 3>, kMaxHard>, kMaxCards + 1> m_memo;
};

/// Every reachable cell for hands of @p minCards to @p maxCards cards.
std::vector<HandCell> reachableCells(Holder holder, int minCards, int maxCards)
{
    std::vector<HandCell> cells;
    for (int n = minCards; n <= maxCards; ++n)
        for (int hard = 1; hard < HandPaths::kMaxHard; ++hard)
            for (int a = 0; a <= 2; ++a)
                if (HandPaths(holder, {n, hard, a}).count() > 0)
                    cells.push_back({n, hard, a});
    return cells;
}

// ---- reading scenarios --------------------------------------------------------

/// @p key's cards as a player's hand dealt in order (§12 α), else InputError naming the card.
std::vector<Card> playerCards(const JsonValue &scenario, std::string_view key, std::size_t minCount)
{
    std::vector<Card> cards = field::cards(scenario, key, minCount, 22);
    try {
        validatePlayerCards(cards);
    } catch (const InputError &e) {
        throw e.under(std::string(key));
    }
    return cards;
}

std::vector<Card> dealerCards(const JsonValue &scenario, std::size_t minCount)
{
    std::vector<Card> cards = field::cards(scenario, "dealer", minCount, 22);
    try {
        validateDealerCards(cards, artFourteen());
    } catch (const InputError &e) {
        throw e.under("dealer");
    }
    return cards;
}

/// An optional boolean: absent or null is @p fallback.
bool optionalBoolean(const JsonValue &object, std::string_view key, bool fallback)
{
    const JsonValue *v = object.find(key);
    if (!v || v->isNull())
        return fallback;
    return field::boolean(object, key);
}

Money positiveMoney(const JsonValue &object, std::string_view key)
{
    const Money m = field::money(object, key);
    if (m.isZero())
        throw InputError(std::string(key), "must be more than 0, not " + m.toString());
    return m;
}

JsonValue moneyJson(const Money &m) { return JsonValue::string(m.toString()); }

// ---- blackjack.total ------------------------------------------------------------

/**
 * @brief blackjack.total: the count of a hand (art. 14 §12 α–γ): the total, soft
 * or hard, blackjack, bust.
 *
 * Cells: every reachable (number of cards 1–6, hard total, no ace / one ace / two or
 * more), so soft totals, several aces, two-card 21s and busts are all asked.
 */
class BlackjackTotalTopic final : public Topic
{
    static const std::vector<HandCell> &cells()
    {
        static const std::vector<HandCell> all = reachableCells(Holder::Player, 1, 6);
        return all;
    }

public:
    std::string_view name() const override { return "blackjack.total"; }
    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        return explainBlackjackTotal(scenario);
    }
    std::string_view idPrefix() const override { return "bj"; }
    const std::vector<Game> &games() const override { return blackjackGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"total", AnswerField::Kind::Integer, 2, 30}, {"soft", AnswerField::Kind::Boolean},
            {"blackjack", AnswerField::Kind::Boolean}, {"bust", AnswerField::Kind::Boolean}};
    }
    std::size_t cellCount(Game) const override { return cells().size(); }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int) const override
    {
        JsonValue s = JsonValue::object();
        s.set("cards", cardsToJson(HandPaths(Holder::Player, cells()[cell]).sample(rng)));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const BlackjackCount c = BlackjackCount::of(playerCards(scenario, "cards", 1));
        JsonValue a = JsonValue::object();
        a.set("total", JsonValue::number(c.total));
        a.set("soft", JsonValue::boolean(c.soft));
        a.set("blackjack", JsonValue::boolean(c.blackjack));
        a.set("bust", JsonValue::boolean(c.bust));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        return {"blackjack.total", {text(dealerText(playerCards(scenario, "cards", 1)))}};
    }

    /// handKey(): "<cards>:<hard total>:<aces>" ("2:7:1": A 6, a soft 17).
    std::optional<CellKey> readCellKey(std::string_view stored) const override { return readHandKey(stored, 1); }
    Prompt cellWords(Game, const CellKey &cell) const override { return handWords(cell); }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        return handKey(playerCards(scenario, "cards", 1));
    }
};

// ---- blackjack.dealer -----------------------------------------------------------

/**
 * @brief blackjack.dealer: does the dealer draw or stand (art. 14 §12 γ)?
 *
 * Cells: every reachable (2–6 cards, hard total, aces) of a dealer who drew each
 * earlier card by the rule: hard and soft totals below 17, the soft 17 he stands on
 * (A 6, A A 5, …), 18–21, blackjack and bust.
 */
class BlackjackDealerTopic final : public Topic
{
    static const std::vector<HandCell> &cells()
    {
        static const std::vector<HandCell> all = reachableCells(Holder::Dealer, 2, 6);
        return all;
    }

public:
    std::string_view name() const override { return "blackjack.dealer"; }
    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        return explainBlackjackDealer(scenario);
    }
    std::string_view idPrefix() const override { return "bj"; }
    const std::vector<Game> &games() const override { return blackjackGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"decision", AnswerField::Kind::Choice, 0, 0, {"hit", "stand"}}};
    }
    std::size_t cellCount(Game) const override { return cells().size(); }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int) const override
    {
        JsonValue s = JsonValue::object();
        s.set("dealer", cardsToJson(HandPaths(Holder::Dealer, cells()[cell]).sample(rng)));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const std::vector<Card> dealer = dealerCards(scenario, 2);
        JsonValue a = JsonValue::object();
        a.set("decision",
            JsonValue::string(
                dealerDecision(dealer, artFourteen()) == DealerDecision::Hit ? "hit" : "stand"));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        return {"blackjack.dealer", {text(dealerText(dealerCards(scenario, 2)))}};
    }

    /// handKey() of the dealer's hand ("2:7:1": A 6, the soft 17 he stands on).
    std::optional<CellKey> readCellKey(std::string_view stored) const override { return readHandKey(stored, 2); }
    Prompt cellWords(Game, const CellKey &cell) const override
    {
        return {"cell.blackjack.dealer", {Prompt::said(handWords(cell))}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        return handKey(dealerCards(scenario, 2));
    }
};

// ---- blackjack.payout -------------------------------------------------------------

/// The player's final hand in a payout cell.
enum class PlayerKind {
    Bust, ///< over 21, collected at once
    Blackjack, ///< A and a ten-value card
    TwoCards, ///< stood on two cards below 21
    MoreCards, ///< three cards or more, 21 included, not bust
    Doubled, ///< a double on 11 or less: three cards, the stake twice the bet
    SplitHand, ///< a hand from a split of 2–10, sometimes doubled after the split
    SplitAces, ///< an ace of a split pair and its one card: A T is 21, no blackjack
};

/**
 * @brief blackjack.payout: one bet settled, rounded down to the chip unit (art. 14
 * §12 β–δ, §13, §14; RULINGS.md "Payouts").
 *
 * Cells: main bets: every player kind × every dealer ending (17–21, blackjack, bust,
 * and a first card 2–9 alone where the hand is settled before the dealer plays) ×
 * each outcome it can have; insurance: a dealer ace ending each way; even money: a
 * dealer ace alone or ending each way. Each × a stake of an even or odd number of
 * chips, or off the chip unit (a 3:2 on an odd stake falls between chips).
 */
class BlackjackPayoutTopic final : public Topic
{
    struct Cell
    {
        BlackjackBet bet;
        PlayerKind player;
        DealerEnd dealer;
        BlackjackOutcome outcome;
        StakeKind stake;
    };

    static bool possible(PlayerKind p, DealerEnd d, BlackjackOutcome o)
    {
        using O = BlackjackOutcome;
        switch (p) {
        case PlayerKind::Bust: return o == O::Lose;
        case PlayerKind::Blackjack: return o == (d == DealerEnd::Blackjack ? O::Push : O::Win);
        default: break;
        }
        switch (d) {
        case DealerEnd::OneCard:
            return false; // only a bust or a blackjack is settled before the dealer plays
        case DealerEnd::Blackjack: return o == O::Lose;
        case DealerEnd::Bust: return o == O::Win;
        case DealerEnd::TwentyOne: return o == O::Lose || (o == O::Push && p != PlayerKind::TwoCards);
        case DealerEnd::Twenty: return o != O::Win || p != PlayerKind::TwoCards; // two cards make 20 at most
        default: return true; // 17–19: a higher, equal or lower total
        }
    }

    static const std::vector<Cell> &cells()
    {
        static const std::vector<Cell> all = [] {
            std::vector<Cell> out;
            const std::array players {PlayerKind::Bust, PlayerKind::Blackjack, PlayerKind::TwoCards,
                PlayerKind::MoreCards, PlayerKind::Doubled, PlayerKind::SplitHand, PlayerKind::SplitAces};
            std::vector<DealerEnd> ends(kFinishedEnds.begin(), kFinishedEnds.end());
            ends.push_back(DealerEnd::OneCard);
            for (const StakeKind k : kStakeKinds) {
                for (const PlayerKind p : players)
                    for (const DealerEnd d : ends)
                        for (const BlackjackOutcome o :
                            {BlackjackOutcome::Win, BlackjackOutcome::Lose, BlackjackOutcome::Push})
                            if (possible(p, d, o))
                                out.push_back({BlackjackBet::Main, p, d, o, k});
                for (const DealerEnd d : kFinishedEnds)
                    out.push_back({BlackjackBet::Insurance, PlayerKind::TwoCards, d,
                        d == DealerEnd::Blackjack ? BlackjackOutcome::Win : BlackjackOutcome::Lose, k});
                for (const DealerEnd d : ends)
                    out.push_back(
                        {BlackjackBet::EvenMoney, PlayerKind::Blackjack, d, BlackjackOutcome::Win, k});
            }
            return out;
        }();
        return all;
    }

    /// A final hand of @p kind; @p doubled says whether its stake is twice the bet.
    static std::vector<Card> playerHand(PlayerKind kind, Rng &rng, bool &doubled)
    {
        doubled = false;
        for (;;) {
            std::vector<Card> cards;
            switch (kind) {
            case PlayerKind::Bust:
                cards = {randomCard(rng), randomCard(rng)};
                playOn(cards, 22, rng);
                break;
            case PlayerKind::Blackjack:
                cards = {cardOfValue(1, rng), cardOfValue(10, rng)};
                if (rng.below(2))
                    std::swap(cards[0], cards[1]);
                return cards;
            case PlayerKind::TwoCards: cards = {randomCard(rng), randomCard(rng)}; break;
            case PlayerKind::MoreCards:
                cards = {randomCard(rng), randomCard(rng), randomCard(rng)};
                if (BlackjackCount::of(std::span(cards).first(2)).total == 21)
                    continue;
                playOn(cards, rng.between(12, 21), rng);
                break;
            case PlayerKind::Doubled: {
                const int first = rng.between(2, 9);
                cards = {
                    cardOfValue(first, rng), cardOfValue(rng.between(2, 11 - first), rng), randomCard(rng)};
                doubled = true;
                return cards;
            }
            case PlayerKind::SplitHand: {
                cards = {cardOfValue(rng.between(2, 10), rng), randomCard(rng)};
                if (BlackjackCount::of(cards).total <= 11 && rng.below(3) == 0) {
                    cards.push_back(randomCard(rng)); // §15: doubled after the split
                    doubled = true;
                    return cards;
                }
                playOn(cards, rng.between(12, 21), rng);
                break;
            }
            case PlayerKind::SplitAces: return {cardOfValue(1, rng), randomCard(rng)};
            }
            // A two-card 21 is a blackjack unless it comes from a split (§14).
            const BlackjackCount c = BlackjackCount::of(cards);
            if (c.bust == (kind == PlayerKind::Bust) && !(kind != PlayerKind::SplitHand && c.blackjack))
                return cards;
        }
    }

    static BlackjackBet readBet(const JsonValue &scenario)
    {
        return *blackjackBetFromName(field::oneOf(scenario, "bet", {"main", "insurance", "even-money"}));
    }

    struct Read
    {
        BlackjackBet bet;
        Money stake;
        Money chip;
        BlackjackHand player;
        std::vector<Card> dealer;
    };

    static Read read(const JsonValue &scenario)
    {
        Read r {readBet(scenario), field::money(scenario, "stake"), field::money(scenario, "chip_unit"),
            BlackjackHand(field::cards(scenario, "player", 2, 22), field::boolean(scenario, "from_split")),
            field::cards(scenario, "dealer", 1, 22)};
        try {
            validatePlayerHand(r.player);
        } catch (const InputError &e) {
            throw e.under("player");
        }
        return r;
    }

public:
    std::string_view name() const override { return "blackjack.payout"; }
    Explanation explain(Game, const JsonValue &scenario, const JsonValue &expected) const override
    {
        return explainBlackjackPayout(scenario, expected);
    }
    std::vector<std::string_view> moneyFields() const override { return {"stake", "chip_unit"}; }
    std::string_view idPrefix() const override { return "bj"; }
    const std::vector<Game> &games() const override { return blackjackGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"outcome", AnswerField::Kind::Choice, 0, 0, {"win", "lose", "push"}},
            {"paid", AnswerField::Kind::Money}};
    }
    std::size_t cellCount(Game) const override { return cells().size(); }

    JsonValue makeScenario(Game, std::size_t index, Rng &rng, int level) const override
    {
        const Cell c = cells()[index];
        std::vector<Card> player, dealer;
        bool doubled = false;
        const Upcard up = c.bet == BlackjackBet::Main ? Upcard::Any : Upcard::Ace;
        if (c.bet == BlackjackBet::Main) {
            // The dealer's ending first, then a player's hand until the outcome is the cell's.
            dealer = dealerEnding(c.dealer, up, rng);
            const BlackjackRules rules = artFourteen();
            int tries = 0;
            do {
                if (++tries > 1000000)
                    throw std::logic_error(
                        "blackjack.payout: no hand for rule cell " + std::to_string(index));
                player = playerHand(c.player, rng, doubled);
            } while (settleMainBet(Money::fromInteger(1),
                         BlackjackHand(
                             player, c.player == PlayerKind::SplitHand || c.player == PlayerKind::SplitAces),
                         dealer, rules)
                         .outcome
                != c.outcome);
        } else {
            dealer = dealerEnding(c.dealer, up, rng);
            player = c.bet == BlackjackBet::EvenMoney
                ? playerHand(PlayerKind::Blackjack, rng, doubled)
                : playerHand(rng.below(2) ? PlayerKind::TwoCards : PlayerKind::MoreCards, rng, doubled);
        }
        const Money chip = chipFor(level, rng);
        Money stake = amountOf(c.stake, chip, level, rng);
        if (doubled)
            stake = stake * 2; // the stake is everything on the box, the double included
        JsonValue s = JsonValue::object();
        s.set("bet", JsonValue::string(std::string(betName(c.bet))));
        s.set("stake", moneyJson(stake));
        s.set("chip_unit", moneyJson(chip));
        s.set("player", cardsToJson(player));
        s.set("from_split",
            JsonValue::boolean(c.player == PlayerKind::SplitHand || c.player == PlayerKind::SplitAces));
        s.set("dealer", cardsToJson(dealer));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        const BlackjackSettlement s
            = settleBlackjackBet(r.bet, r.stake, r.player, r.dealer, rulesWithChip(r.chip));
        JsonValue a = JsonValue::object();
        a.set("outcome", JsonValue::string(std::string(outcomeName(s.outcome))));
        a.set("paid", moneyJson(s.paid));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        settleBlackjackBet(
            r.bet, r.stake, r.player, r.dealer, rulesWithChip(r.chip)); // refuses what solve() refuses
        std::string key = "blackjack.payout." + std::string(betName(r.bet));
        if (r.bet == BlackjackBet::Main && r.player.fromSplit())
            key += "-split";
        return {key, {money(r.stake), money(r.chip), text(dealerText(r.player.cards())), text(dealerText(r.dealer))}};
    }

    /**
     * "<bet>:<the player's hand>:<the dealer's ending>:<the stake>" ("main:two-cards:20:odd").
     * The hand: "bust", "blackjack", "two-cards" (stood on two), "more-cards" (three or
     * more, a double among them), "split" (a hand of a split pair), "split-aces";
     * "any" on insurance. The ending: endName(). The stake: "even" or "odd" chips, or
     * "off" the chip unit (a 3:2 on an odd number of chips falls between chips).
     */
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        std::vector<std::string_view> ends = endNames();
        return CellKey::read(stored, {"bet", "player", "dealer", "stake"},
            {{"bet", {"main", "insurance", "even-money"}},
                {"player", {"bust", "blackjack", "two-cards", "more-cards", "split", "split-aces", "any"}},
                {"dealer", ends}, {"stake", {"even", "odd", "off"}}});
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        const std::string bet(cell["bet"]);
        const Prompt::Arg hand = Prompt::said(
            {bet == "main" ? "cell.blackjack.payout.hand." + std::string(cell["player"]) : "cell.blackjack.payout." + bet, {}});
        return {"cell.blackjack.payout", {hand, endWords(cell["dealer"]),
            Prompt::said({"cell.blackjack.payout.stake." + std::string(cell["stake"]), {}})}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        std::string player = "any";
        if (r.bet != BlackjackBet::Insurance) {
            const BlackjackCount c = BlackjackCount::of(r.player.cards(), r.player.fromSplit());
            if (r.player.fromSplit())
                player = isAce(r.player.cards().front()) ? "split-aces" : "split";
            else if (c.bust)
                player = "bust";
            else if (c.blackjack)
                player = "blackjack";
            else
                player = r.player.size() == 2 ? "two-cards" : "more-cards";
        }
        const std::string stake = !r.stake.isMultipleOf(r.chip)  ? "off"
            : Money::floorTo(r.stake.times(Ratio(1, 2)), r.chip) * 2 == r.stake ? "even"
                                                                                : "odd";
        return CellKey {{{"bet", std::string(betName(r.bet))}, {"player", player}, {"dealer", endName(endOf(r.dealer))},
            {"stake", stake}}};
    }
};

// ---- blackjack.round ----------------------------------------------------------------

/**
 * @brief blackjack.round: every box of a round settled once the dealer's hand is
 * finished (art. 14 §12 α–δ, §13–15): what is paid, what is collected, how many
 * hands push.
 *
 * Cells: the dealer's ending (17–21, blackjack, bust) × his first card an ace or not
 * × a box that is plain, split, doubled or a blackjack; the other boxes (1 to 7 in
 * all) are random, with insurance and even money where the dealer shows an ace.
 */
class BlackjackRoundTopic final : public Topic
{
    enum class Feature { Plain, Split, Doubled, Blackjack };
    static constexpr std::array kFeatures {
        Feature::Plain, Feature::Split, Feature::Doubled, Feature::Blackjack};

    struct Cell
    {
        DealerEnd dealer;
        bool aceFirst;
        Feature feature;
    };

    static const std::vector<Cell> &cells()
    {
        static const std::vector<Cell> all = [] {
            std::vector<Cell> out;
            for (const DealerEnd d : kFinishedEnds)
                for (const bool ace : {true, false})
                    for (const Feature f : kFeatures)
                        out.push_back({d, ace, f});
            return out;
        }();
        return all;
    }

    /// A player's hand played on from its first cards: a double on 11 or less now and then.
    static JsonValue playedHand(std::vector<Card> cards, bool mayDouble, Rng &rng)
    {
        bool doubled = false;
        const BlackjackCount c = BlackjackCount::of(cards);
        if (mayDouble && cards.size() == 2 && c.total <= 11 && rng.below(2) == 0) {
            cards.push_back(randomCard(rng));
            doubled = true;
        } else {
            playOn(cards, rng.between(12, 19), rng);
        }
        JsonValue h = JsonValue::object();
        h.set("cards", cardsToJson(cards));
        if (doubled)
            h.set("doubled", JsonValue::boolean(true));
        return h;
    }

    static JsonValue box(
        Feature feature, const std::vector<Card> &dealer, int level, const Money &chip, Rng &rng)
    {
        const Money bet = amountOf(randomStakeKind(rng), chip, level, rng);
        JsonValue hands = JsonValue::array();
        bool blackjack = false;
        switch (feature) {
        case Feature::Plain: {
            std::vector<Card> cards {randomCard(rng), randomCard(rng)};
            blackjack = BlackjackCount::of(cards).blackjack;
            hands.push(playedHand(cards, false, rng)); // a blackjack or a 21 takes no card
            break;
        }
        case Feature::Doubled: {
            // §15: two cards making 11 or less, doubled, and one card.
            const int first = rng.between(2, 9);
            const std::vector<Card> cards {
                cardOfValue(first, rng), cardOfValue(rng.between(2, 11 - first), rng), randomCard(rng)};
            JsonValue h = JsonValue::object();
            h.set("cards", cardsToJson(cards));
            h.set("doubled", JsonValue::boolean(true));
            hands.push(h);
            break;
        }
        case Feature::Blackjack: {
            std::vector<Card> cards {cardOfValue(1, rng), cardOfValue(10, rng)};
            if (rng.below(2))
                std::swap(cards[0], cards[1]);
            JsonValue h = JsonValue::object();
            h.set("cards", cardsToJson(cards));
            hands.push(h);
            blackjack = true;
            break;
        }
        case Feature::Split: {
            // §14: a pair of equal value; split aces take one card each; one re-split.
            const int value = rng.between(1, 10);
            std::vector<std::vector<Card>> split {{cardOfValue(value, rng)}, {cardOfValue(value, rng)}};
            for (std::size_t i = 0; i < split.size(); ++i) {
                split[i].push_back(randomCard(rng));
                if (value != 1 && split.size() < 3 && split[i][1].blackjackValue() == value
                    && rng.below(2) == 0) {
                    split.insert(split.begin() + static_cast<std::ptrdiff_t>(i) + 1, {split[i][1]});
                    split[i].pop_back();
                    --i;
                    continue;
                }
            }
            for (std::vector<Card> &cards : split) {
                if (value == 1) {
                    JsonValue h = JsonValue::object();
                    h.set("cards", cardsToJson(cards));
                    hands.push(h);
                } else {
                    hands.push(playedHand(cards, true, rng)); // §15: doubles after a split too
                }
            }
            break;
        }
        }
        JsonValue b = JsonValue::object();
        b.set("bet", moneyJson(bet));
        b.set("hands", hands);
        if (isAce(dealer.front())) {
            if (blackjack && rng.below(2) == 0) {
                b.set("even_money", JsonValue::boolean(true));
            } else if (rng.below(3) == 0) {
                const Money half = Money::floorTo(bet.times(Ratio(1, 2)), chip);
                if (!half.isZero()) {
                    // A whole number of chips from one to half the bet (§13).
                    const Rational chips = half.value() / chip.value();
                    const long long most = static_cast<long long>(numerator(chips) / denominator(chips));
                    b.set("insurance",
                        moneyJson(chip * rng.between(1, static_cast<int>(std::min(most, 1000LL)))));
                }
            }
        }
        return b;
    }

    struct Totals
    {
        Money paid;
        Money collected;
        int pushes = 0;
    };

    /// Reads and settles the whole round; InputError names the field at fault.
    static Totals settle(
        const JsonValue &scenario, std::vector<Card> *dealerOut = nullptr, std::string *boxesOut = nullptr)
    {
        const Money chip = positiveMoney(scenario, "chip_unit");
        const BlackjackRules rules = rulesWithChip(chip);
        const std::vector<Card> dealer = dealerCards(scenario, 2);
        if (!dealerFinished(dealer, rules))
            throw InputError("dealer",
                "the round is settled once the dealer's hand is finished: he draws on "
                    + std::to_string(BlackjackCount::of(dealer).total) + " with " + joinCards(dealer)
                    + " (art. 14 §12 γ)");
        const JsonValue &boxes = field::require(scenario, "boxes");
        if (!boxes.isArray() || boxes.items().empty()
            || boxes.items().size() > static_cast<std::size_t>(rules.boxes))
            throw InputError("boxes", "must be an array of 1 to " + std::to_string(rules.boxes) + " boxes");
        const bool dealerAce = isAce(dealer.front());

        Totals t;
        std::string notation;
        for (std::size_t i = 0; i < boxes.items().size(); ++i) {
            const std::string at = "boxes[" + std::to_string(i) + "]";
            try {
                const JsonValue &b = boxes.items()[i];
                if (!b.isObject())
                    throw InputError("", "a box is an object with \"bet\" and \"hands\"");
                const Money bet = positiveMoney(b, "bet");
                const JsonValue &handList = field::require(b, "hands");
                const std::size_t mostHands = 1 + static_cast<std::size_t>(rules.maxSplits);
                if (!handList.isArray() || handList.items().empty() || handList.items().size() > mostHands)
                    throw InputError("hands",
                        "must be an array of 1 to " + std::to_string(mostHands)
                            + " hands: a split and one re-split at most (art. 14 §14)");
                const bool split = handList.items().size() > 1;
                std::vector<BlackjackHand> hands;
                std::vector<bool> doubled;
                for (std::size_t j = 0; j < handList.items().size(); ++j) {
                    const std::string hat = "hands[" + std::to_string(j) + "]";
                    try {
                        const JsonValue &h = handList.items()[j];
                        if (!h.isObject())
                            throw InputError("", "a hand is an object with \"cards\"");
                        BlackjackHand hand(field::cards(h, "cards", 2, 22), split);
                        try {
                            validatePlayerHand(hand);
                        } catch (const InputError &e) {
                            throw e.under("cards");
                        }
                        const bool d = optionalBoolean(h, "doubled", false);
                        if (d) {
                            const BlackjackCount two = BlackjackCount::of(std::span(hand.cards()).first(2));
                            if (two.total > rules.doubleMaxTotal)
                                throw InputError("doubled",
                                    "a double down is made on a two-card total of "
                                        + std::to_string(rules.doubleMaxTotal) + " or less (art. 14 §15): "
                                        + joinCards(std::span(hand.cards()).first(2)) + " is "
                                        + std::to_string(two.total)
                                        + (two.soft ? " (the ace counts 11)" : ""));
                            if (hand.size() != 3)
                                throw InputError("doubled",
                                    "a doubled hand takes exactly one more card (art. 14 §15): "
                                        + hand.toString() + " has " + std::to_string(hand.size()) + " cards");
                        }
                        if (j > 0) {
                            const Card first = hands.front().cards().front();
                            const Card mine = hand.cards().front();
                            if (!isSplittablePair(first, mine, rules))
                                throw InputError("cards[0]",
                                    first.toString() + " and " + mine.toString()
                                        + " are not a pair: a split needs two cards of equal "
                                          "value (art. 14 §14)");
                            if (isAce(first) && j >= 2)
                                throw InputError("",
                                    "split aces take one card each and are not split again "
                                    "(art. 14 §14)");
                        }
                        hands.push_back(std::move(hand));
                        doubled.push_back(d);
                    } catch (const InputError &e) {
                        throw e.under(hat);
                    }
                }

                Money insurance;
                if (const JsonValue *ins = b.find("insurance"); ins && !ins->isNull()) {
                    insurance = field::money(b, "insurance");
                    if (!insurance.isZero()) {
                        if (!dealerAce)
                            throw InputError("insurance",
                                "insurance is offered only when the dealer's first card is "
                                "an ace, not "
                                    + dealer.front().toString() + " (art. 14 §13)");
                        if (insurance.value() > bet.times(rules.insuranceLimit))
                            throw InputError("insurance",
                                "insurance is at most half the bet (art. 14 §13): "
                                    + Money::floorTo(bet.times(rules.insuranceLimit), chip).toString()
                                    + " on a bet of " + bet.toString() + ", not " + insurance.toString());
                    }
                }
                const bool evenMoney = optionalBoolean(b, "even_money", false);
                if (evenMoney) {
                    if (!dealerAce)
                        throw InputError("even_money",
                            "even money is offered only against a dealer ace, not "
                                + dealer.front().toString() + " (art. 14 §12 β)");
                    if (split || !hands.front().isBlackjack())
                        throw InputError(
                            "even_money", "even money is offered on a blackjack only (art. 14 §12 β)");
                }

                if (evenMoney) {
                    t.paid = t.paid + settleEvenMoney(bet, hands.front(), dealer, rules).paid;
                } else {
                    for (std::size_t j = 0; j < hands.size(); ++j) {
                        const Money stake = doubled[j] ? bet * 2 : bet;
                        const BlackjackSettlement s = settleMainBet(stake, hands[j], dealer, rules);
                        switch (s.outcome) {
                        case BlackjackOutcome::Win: t.paid = t.paid + s.paid; break;
                        case BlackjackOutcome::Lose: t.collected = t.collected + stake; break;
                        case BlackjackOutcome::Push: ++t.pushes; break;
                        }
                    }
                }
                if (!insurance.isZero()) {
                    const BlackjackSettlement s = settleInsurance(insurance, dealer, rules);
                    if (s.outcome == BlackjackOutcome::Win)
                        t.paid = t.paid + s.paid;
                    else
                        t.collected = t.collected + insurance;
                }

                if (boxesOut) {
                    // "2) 10 +5: 8♠ 3♥ / 8♦ 10♦ ×2", "4) 10: A♠ K♦ (1:1)": the cards as a dealer reads them.
                    std::string entry = std::to_string(i + 1) + ") " + bet.toString();
                    if (!insurance.isZero())
                        entry += " +" + insurance.toString();
                    entry += ":";
                    for (std::size_t j = 0; j < hands.size(); ++j)
                        entry += (j ? " / " : " ") + dealerText(hands[j].cards()) + (doubled[j] ? " ×2" : "");
                    if (evenMoney)
                        entry += " (1:1)";
                    notation += (notation.empty() ? "" : " · ") + entry;
                }
            } catch (const InputError &e) {
                throw e.under(at);
            }
        }
        if (dealerOut)
            *dealerOut = dealer;
        if (boxesOut)
            *boxesOut = notation;
        return t;
    }

public:
    std::string_view name() const override { return "blackjack.round"; }
    Explanation explain(Game, const JsonValue &scenario, const JsonValue &expected) const override
    {
        return explainBlackjackRound(scenario, expected);
    }
    // insurance only on some boxes, against a dealer ace.
    std::vector<std::string_view> moneyFields() const override { return {"chip_unit", "boxes[].bet", "boxes[].insurance"}; }
    std::string_view idPrefix() const override { return "bj"; }
    const std::vector<Game> &games() const override { return blackjackGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"paid", AnswerField::Kind::Money}, {"collected", AnswerField::Kind::Money},
            {"pushes", AnswerField::Kind::Integer, 0, 21}};
    }
    std::size_t cellCount(Game) const override { return cells().size(); }

    JsonValue makeScenario(Game, std::size_t index, Rng &rng, int level) const override
    {
        const Cell c = cells()[index];
        const std::vector<Card> dealer
            = dealerEnding(c.dealer, c.aceFirst ? Upcard::Ace : Upcard::NotAce, rng);
        const Money chip = chipFor(level, rng);
        const int count = rng.between(1, 7);
        const int featured = rng.between(0, count - 1);
        JsonValue boxes = JsonValue::array();
        for (int i = 0; i < count; ++i) {
            const Feature f = i == featured ? c.feature
                : rng.below(4) == 0         ? kFeatures[rng.below(kFeatures.size())]
                                            : Feature::Plain;
            boxes.push(box(f, dealer, level, chip, rng));
        }
        JsonValue s = JsonValue::object();
        s.set("chip_unit", moneyJson(chip));
        s.set("dealer", cardsToJson(dealer));
        s.set("boxes", boxes);
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const Totals t = settle(scenario);
        JsonValue a = JsonValue::object();
        a.set("paid", moneyJson(t.paid));
        a.set("collected", moneyJson(t.collected));
        a.set("pushes", JsonValue::number(t.pushes));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        std::vector<Card> dealer;
        std::string boxes;
        settle(scenario, &dealer, &boxes);
        return {"blackjack.round",
            {text(dealerText(dealer)), money(field::money(scenario, "chip_unit")),
                // The stakes among the words in the reader's locale ("445,84" in Greek).
                Prompt::Arg{std::move(boxes), false, true}}};
    }

    /// "<the dealer's ending>:<his first card: ace or other>" ("bust:ace"): the
    /// featured box of a cell is one of several, so the key is the dealer's hand.
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        std::vector<std::string_view> ends = endNames();
        ends.pop_back();   // a round is settled on a finished hand: never his first card alone
        return CellKey::read(stored, {"dealer", "first"}, {{"dealer", ends}, {"first", {"ace", "other"}}});
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        return {cell["first"] == "ace" ? "cell.blackjack.round.ace" : "cell.blackjack.round.other",
            {endWords(cell["dealer"])}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        std::vector<Card> dealer;
        settle(scenario, &dealer);
        return CellKey {{{"dealer", endName(endOf(dealer))}, {"first", isAce(dealer.front()) ? "ace" : "other"}}};
    }
};

// ---- blackjack.step -------------------------------------------------------------------

/**
 * @brief blackjack.step: the dealer's next step (art. 14 §12 α–γ, §13): offer
 * insurance, pay a blackjack now or wait, collect a bust, ask the player, pass a 21,
 * draw or stand.
 *
 * Cells: after the deal with an ace showing (a blackjack box or another); the dealer's
 * first card alone (an ace once insurance was offered, a ten-value card, 2–9) × the
 * box in front of him (a blackjack, a bust, a 21 on more cards, a hand still below
 * 21, or none: every box has played); his hand of two cards or more (hard or soft
 * below 17, hard 17, soft 17, 18–21, blackjack, bust).
 */
class BlackjackStepTopic final : public Topic
{
    enum class Box { None, Blackjack, Bust, TwentyOne, Live };
    enum class Up { Ace, Ten, Small };
    enum class DealerHand { HardLow, SoftLow, HardSeventeen, SoftSeventeen, Higher, Blackjack, Bust };

    struct Cell
    {
        int stage; ///< 0 insurance not yet offered; 1 the dealer's first card alone; 2 his hand
        Up up = Up::Small;
        Box box = Box::None;
        DealerHand dealer = DealerHand::HardLow;
    };

    static const std::vector<Cell> &cells()
    {
        static const std::vector<Cell> all = [] {
            std::vector<Cell> out;
            out.push_back({0, Up::Ace, Box::Blackjack});
            out.push_back({0, Up::Ace, Box::Live});
            for (const Up up : {Up::Ace, Up::Ten, Up::Small})
                for (const Box b : {Box::None, Box::Blackjack, Box::Bust, Box::TwentyOne, Box::Live})
                    out.push_back({1, up, b});
            for (const DealerHand d : {DealerHand::HardLow, DealerHand::SoftLow, DealerHand::HardSeventeen,
                     DealerHand::SoftSeventeen, DealerHand::Higher, DealerHand::Blackjack, DealerHand::Bust})
                out.push_back({2, Up::Small, Box::None, d});
            return out;
        }();
        return all;
    }

    static DealerHand classify(const std::vector<Card> &dealer)
    {
        const BlackjackCount c = BlackjackCount::of(dealer);
        if (c.blackjack)
            return DealerHand::Blackjack;
        if (c.bust)
            return DealerHand::Bust;
        if (c.total < 17)
            return c.soft ? DealerHand::SoftLow : DealerHand::HardLow;
        if (c.total == 17)
            return c.soft ? DealerHand::SoftSeventeen : DealerHand::HardSeventeen;
        return DealerHand::Higher;
    }

    static std::vector<Card> boxHand(Box box, bool twoCardsOnly, Rng &rng)
    {
        for (;;) {
            std::vector<Card> cards {randomCard(rng), randomCard(rng)};
            if (box == Box::Blackjack) {
                cards = {cardOfValue(1, rng), cardOfValue(10, rng)};
                if (rng.below(2))
                    std::swap(cards[0], cards[1]);
                return cards;
            }
            if (BlackjackCount::of(cards).total == 21)
                continue;
            if (box == Box::Bust)
                playOn(cards, 22, rng);
            else if (box == Box::TwentyOne)
                playOn(cards, 21, rng);
            else if (!twoCardsOnly && rng.below(2))
                playOn(cards, rng.between(12, 20), rng);
            const BlackjackCount c = BlackjackCount::of(cards);
            const bool fits = box == Box::Bust ? c.bust
                : box == Box::TwentyOne        ? c.total == 21
                                               : !c.bust && c.total < 21;
            if (fits)
                return cards;
        }
    }

    struct Read
    {
        std::vector<Card> dealer;
        std::optional<std::vector<Card>> player;
        bool offered = false;
    };

    static Read read(const JsonValue &scenario)
    {
        Read r;
        r.dealer = dealerCards(scenario, 1);
        if (const JsonValue *p = scenario.find("player"); p && !p->isNull())
            r.player = playerCards(scenario, "player", 2);
        r.offered = optionalBoolean(scenario, "insurance_offered", false);
        const bool ace = isAce(r.dealer.front());
        if (r.offered && !ace)
            throw InputError("insurance_offered",
                "insurance is offered only when the dealer's first card is an ace, not "
                    + r.dealer.front().toString() + " (art. 14 §13)");
        if (r.dealer.size() >= 2 && r.player)
            throw InputError("player",
                "the dealer draws his second card after every box has played (art. 14 §12 γ), "
                "so no box is waiting");
        if (r.dealer.size() == 1 && ace && !r.offered) {
            if (!r.player)
                throw InputError("insurance_offered",
                    "with a dealer ace, insurance is offered before the boxes play "
                    "(art. 14 §13), so every box has played after it was offered");
            if (r.player->size() > 2)
                throw InputError("insurance_offered",
                    "insurance is offered before any player takes a third card "
                    "(art. 14 §13)");
        }
        return r;
    }

    static std::string_view decide(const Read &r)
    {
        if (r.dealer.size() >= 2)
            return dealerDecision(r.dealer, artFourteen()) == DealerDecision::Hit ? "draw" : "stand";
        const Card up = r.dealer.front();
        if (isAce(up) && !r.offered)
            return "offer-insurance"; // §13, with even money for a blackjack (§12 β)
        if (!r.player)
            return "draw"; // no hole card: his second card after every box (§12 γ)
        const BlackjackCount c = BlackjackCount::of(*r.player);
        if (c.blackjack)
            return !isAce(up) && up.blackjackValue() != 10 ? "pay-blackjack" : "wait"; // §12 β
        if (c.bust)
            return "collect"; // §12 α
        if (c.total == 21)
            return "next-box"; // §12 α: no card on 21
        return "ask-player";
    }

public:
    std::string_view name() const override { return "blackjack.step"; }
    Explanation explain(Game, const JsonValue &scenario, const JsonValue &expected) const override
    {
        return explainBlackjackStep(scenario, expected);
    }
    std::string_view idPrefix() const override { return "bj"; }
    const std::vector<Game> &games() const override { return blackjackGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"decision", AnswerField::Kind::Choice, 0, 0,
            {"offer-insurance", "pay-blackjack", "wait", "collect", "ask-player", "next-box", "draw",
                "stand"}}};
    }
    std::size_t cellCount(Game) const override { return cells().size(); }

    JsonValue makeScenario(Game, std::size_t index, Rng &rng, int) const override
    {
        const Cell c = cells()[index];
        JsonValue s = JsonValue::object();
        std::vector<Card> dealer;
        if (c.stage == 2) {
            do {
                dealer = {randomCard(rng)};
                const std::size_t stop = 2 + rng.below(4);
                while (dealer.size() < stop && !dealerFinished(dealer, artFourteen()))
                    dealer.push_back(randomCard(rng));
                if (dealer.size() < 2)
                    dealer.push_back(randomCard(rng));
            } while (classify(dealer) != c.dealer);
        } else {
            dealer = {c.up == Up::Ace ? cardOfValue(1, rng)
                    : c.up == Up::Ten ? cardOfValue(10, rng)
                                      : smallCard(rng)};
        }
        s.set("dealer", cardsToJson(dealer));
        if (c.box != Box::None)
            s.set("player", cardsToJson(boxHand(c.box, c.stage == 0, rng)));
        const bool ace = isAce(dealer.front());
        s.set("insurance_offered", JsonValue::boolean(ace && c.stage != 0));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        JsonValue a = JsonValue::object();
        a.set("decision", JsonValue::string(std::string(decide(read(scenario)))));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        if (!r.player)
            return {"blackjack.step.dealer", {text(dealerText(r.dealer))}};
        return {r.offered ? "blackjack.step.box-insured" : "blackjack.step.box",
            {text(dealerText(r.dealer)), text(dealerText(*r.player))}};
    }

    /**
     * The cell's stage, then what it turns on: "insurance:<box>" (an ace showing,
     * insurance not yet offered); "first:<ace|ten|small>:<box>" (his first card alone
     * in front of a box, "none" when every box has played); "hand:<his hand>" (two
     * cards or more). A box: "blackjack", "bust", "21", "live" (below 21). His hand:
     * "hard-low", "soft-low" (below 17), "hard-17", "soft-17", "higher" (18–21),
     * "blackjack", "bust". "first:ten:blackjack"; "hand:soft-17".
     */
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        if (stored.starts_with("insurance:"))
            return CellKey::read(stored, {"stage", "box"}, {{"box", {"blackjack", "live"}}});
        if (stored.starts_with("first:"))
            return CellKey::read(stored, {"stage", "up", "box"},
                {{"up", {"ace", "ten", "small"}}, {"box", {"none", "blackjack", "bust", "21", "live"}}});
        if (stored.starts_with("hand:"))
            return CellKey::read(stored, {"stage", "hand"},
                {{"hand", {"hard-low", "soft-low", "hard-17", "soft-17", "higher", "blackjack", "bust"}}});
        return std::nullopt;
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        const auto said = [&cell](std::string_view part) {
            return Prompt::said({"cell.blackjack.step." + std::string(part) + "." + std::string(cell[part]), {}});
        };
        if (cell["stage"] == "insurance")
            return {"cell.blackjack.step.insurance", {said("box")}};
        if (cell["stage"] == "first")
            return {"cell.blackjack.step.first", {said("up"), said("box")}};
        return {"cell.blackjack.step.hand", {said("hand")}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        if (r.dealer.size() >= 2) {
            static constexpr std::array<std::string_view, 7> kHands {
                "hard-low", "soft-low", "hard-17", "soft-17", "higher", "blackjack", "bust"};
            return CellKey {{{"stage", "hand"}, {"hand", std::string(kHands[std::size_t(classify(r.dealer))])}}};
        }
        std::string box = "none";
        if (r.player) {
            const BlackjackCount c = BlackjackCount::of(*r.player);
            box = c.blackjack ? "blackjack" : c.bust ? "bust" : c.total == 21 ? "21" : "live";
        }
        const Card up = r.dealer.front();
        if (isAce(up) && !r.offered)
            return CellKey {{{"stage", "insurance"}, {"box", box}}};
        return CellKey {{{"stage", "first"}, {"up", isAce(up) ? "ace" : up.blackjackValue() == 10 ? "ten" : "small"},
            {"box", box}}};
    }
};

// ---- blackjack.incident -----------------------------------------------------------------

/**
 * @brief blackjack.incident: the dealer's step in one of art. 14's incidents: a card
 * that showed its face or came out unasked (§7), a standing bettor (§11), a bet over
 * the maximum (§11, §16), the cut card (§8).
 *
 * A bet over the maximum (§16), or one that takes the box over it (§11), is answered
 * "reduce" (to the room left), and "refuse" is right too, as BlackjackTable takes either:
 * neither paragraph says which, only that no bet stays above the maximum (matches()).
 * The table refuses a refusal only when it would leave it with no bet at all (§11: the
 * casino may not refuse to start a round), and the question's box is never said to be
 * the table's only bet.
 *
 * The exposed cards and the bets are answered by the round engine itself: the
 * scenario is replayed on a BlackjackRound dealt from a stacked shoe (§7 ¶1
 * burnFaceUpCard, ¶2 exposeCards and the following boxes' refusals, the dealer's
 * playDealer), and the bets are placed on a BlackjackRound, whose constructor refuses
 * what §11 and §16 refuse. The cut card's steps are read off a BlackjackTable played
 * to the moment asked (cutCardAnswer(): the round goes on, then "last-round", then a
 * new shoe's "shuffle").
 */
class BlackjackIncidentTopic final : public Topic
{
public:
    /// Every rule cell: a situation and where in it the dealer stands.
    enum class Cell {
        FaceUp, ///< §7 ¶1: burned
        OfferNext, ///< ¶2: the next box plays: offered to it
        OfferPastFinished, ///< ¶2: the next box has a blackjack or 21: the offer passes it
        OfferAfterRefusal, ///< ¶2: the next box refused: offered to the one after
        DealerLastBox, ///< ¶2: it came out at the last box: the dealer takes it
        DealerAllRefused, ///< ¶2: every following box refused: the dealer takes it
        DealerStillDraws, ///< ¶2: two cards, the dealer took the first and is under 17: he takes the second
        BurnedAtSeventeen, ///< ¶2: two cards, the dealer took the first and has 17 or more: the second is burned
        OverMaximum, ///< §16: a bet above the maximum: reduced to it
        AtMaximum, ///< §16: a bet exactly at the maximum: accepted
        StandingFirst, ///< §11: a first standing bettor within the maximum: accepted
        StandingSecond, ///< §11: a second one: accepted
        StandingThird, ///< §11: a third: refused
        StandingReduced, ///< §11: the box would go over the maximum: reduced to the room left
        StandingNoRoom, ///< §11: the room left is under the minimum: refused
        CutInDeal, ///< §8: the cut card in the deal: the round goes on
        CutAtBox, ///< §8: at a box's turn: the round goes on
        CutInDealerHand, ///< §8: in the dealer's hand: the round goes on
        CutRoundSettled, ///< §8: the round settled: the last round is called
        CutLastCalled, ///< §8: called: the cards are shuffled for a new shoe (§2)
    };
    static constexpr std::size_t kCells = std::size_t(Cell::CutLastCalled) + 1;

    struct Answer
    {
        std::string_view step;
        int box = 0;
        Money accepted;
    };

private:
    static constexpr std::array<std::string_view, 5> kCutWhen {"deal", "players", "dealer", "settled", "called"};

    // -- the exposed cards (§7) --

    struct BoxHand
    {
        int number = 1;
        std::vector<Card> cards;
    };

    struct Exposed
    {
        bool faceUp = false;
        std::vector<Card> dealer;
        std::vector<BoxHand> boxes;
        std::size_t at = 0; ///< index in boxes
        std::vector<Card> cards; ///< exposed, in the order they came out
        std::vector<int> refused;
    };

    static Exposed readExposed(const JsonValue &s)
    {
        Exposed e;
        e.faceUp = field::oneOf(s, "case", {"face-up", "not-asked-for"}) == "face-up";
        e.cards = field::cards(s, "exposed", 1, e.faceUp ? 1 : 2);
        e.dealer = field::cards(s, "dealer", 1, 1 + e.cards.size());
        const JsonValue &boxes = field::require(s, "boxes");
        if (!boxes.isArray() || boxes.items().empty() || boxes.items().size() > std::size_t(artFourteen().boxes))
            throw InputError("boxes", "must be an array of 1 to " + std::to_string(artFourteen().boxes) + " boxes");
        for (std::size_t i = 0; i < boxes.items().size(); ++i) {
            const std::string at = "boxes[" + std::to_string(i) + "]";
            const JsonValue &b = boxes.items()[i];
            if (!b.isObject())
                throw InputError(at, "a box is an object with \"box\" and \"cards\"");
            BoxHand h;
            try {
                h.number = field::integer(b, "box", 1, artFourteen().boxes);
                if (!e.boxes.empty() && h.number <= e.boxes.back().number)
                    throw InputError("box", "the boxes are listed in deal order, from the dealer's left: "
                            + std::to_string(h.number) + " after " + std::to_string(e.boxes.back().number));
                h.cards = playerCards(b, "cards", 2);
            } catch (const InputError &err) {
                throw err.under(at);
            }
            e.boxes.push_back(std::move(h));
        }
        const int atBox = field::integer(s, "at_box", 1, artFourteen().boxes);
        const auto it = std::find_if(e.boxes.begin(), e.boxes.end(), [&](const BoxHand &h) { return h.number == atBox; });
        if (it == e.boxes.end())
            throw InputError("at_box", "there is no hand on box " + std::to_string(atBox));
        e.at = std::size_t(it - e.boxes.begin());
        for (std::size_t i = e.at + 1; i < e.boxes.size(); ++i)
            if (e.boxes[i].cards.size() != 2)
                throw InputError("boxes[" + std::to_string(i) + "].cards",
                    "box " + std::to_string(e.boxes[i].number) + " plays after box " + std::to_string(atBox)
                        + ": it holds its two cards only");
        if (const JsonValue *r = s.find("refused"); r && !r->isNull()) {
            if (!r->isArray())
                throw InputError("refused", "must be an array of box numbers");
            if (e.faceUp && !r->items().empty())
                throw InputError("refused", "a card that showed its face is burned, never offered (art. 14 §7)");
            for (std::size_t k = 0; k < r->items().size(); ++k) {
                const JsonValue &v = r->items()[k];
                int n = 0;
                const std::string &t = v.text();
                const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), n);
                if (!v.isNumber() || ec != std::errc() || end != t.data() + t.size() || n < 1 || n > artFourteen().boxes)
                    throw InputError("refused[" + std::to_string(k) + "]", "not a box number 1 to "
                            + std::to_string(artFourteen().boxes));
                e.refused.push_back(n);
            }
        }
        if (e.faceUp && e.dealer.size() != 1)
            throw InputError("dealer", "the card showed its face during the boxes' turns: the dealer has his first card only");
        return e;
    }

    /// Replays the scenario on the round engine and reads its next step off it.
    static Answer solveExposed(const Exposed &e)
    {
        const BlackjackRules &rules = artFourteen();
        std::vector<Card> order;
        for (const BoxHand &b : e.boxes)
            order.push_back(b.cards[0]);
        order.push_back(e.dealer.front());
        for (const BoxHand &b : e.boxes)
            order.push_back(b.cards[1]);
        for (std::size_t i = 0; i <= e.at; ++i)
            order.insert(order.end(), e.boxes[i].cards.begin() + 2, e.boxes[i].cards.end());
        order.insert(order.end(), e.cards.begin(), e.cards.end());
        // What the dealer draws once the exposed cards are gone: it decides nothing asked here.
        for (int k = 0; k < 12; ++k)
            order.push_back(Card(Rank::Two, Suit::Spades));
        Shoe shoe = Shoe::stack(order);
        std::vector<BlackjackBox> bets;
        for (const BoxHand &b : e.boxes)
            bets.push_back({b.number, {rules.minimumBet}});
        BlackjackRound round(rules, std::move(bets), shoe);
        const auto inTurn = [&round](std::size_t i) {
            const auto t = round.turn();
            return t && t->first == i;
        };
        // The boxes before it played as their cards say; the box in turn has its cards.
        for (std::size_t i = 0; i <= e.at; ++i) {
            const std::string at = "boxes[" + std::to_string(i) + "].cards";
            for (std::size_t k = 2; k < e.boxes[i].cards.size(); ++k) {
                if (!inTurn(i))
                    throw InputError(at + "[" + std::to_string(k) + "]", "this hand takes no more cards (art. 14 §12 α, §12 β)");
                round.hit();
            }
            if (i < e.at && inTurn(i))
                round.stand();
        }
        if (!inTurn(e.at))
            throw InputError("at_box", "box " + std::to_string(e.boxes[e.at].number) + "'s hand "
                    + joinCards(e.boxes[e.at].cards) + " takes no more cards: no card comes out at its turn (art. 14 §12 α)");
        if (e.faceUp) {
            round.burnFaceUpCard(); // §7 ¶1
            if (round.burned().empty() || round.burned().back() != e.cards.front())
                throw std::logic_error("blackjack.incident: the face-up card was not burned");
            return {"burn", 0, Money()};
        }
        round.exposeCards(e.cards.size()); // §7 ¶2
        round.stand(); // its player plays on from the shoe; the cards are not his
        for (std::size_t k = 0; k < e.refused.size(); ++k) {
            const std::string at = "refused[" + std::to_string(k) + "]";
            if (!round.offeringExposed())
                throw InputError(at, "no box after box " + std::to_string(e.boxes[e.at].number)
                        + " is left to be offered the card (art. 14 §7)");
            const int offered = round.boxes()[round.turn()->first].number;
            if (offered != e.refused[k])
                throw InputError(at, "the card is offered to box " + std::to_string(offered) + " first, not box "
                        + std::to_string(e.refused[k]) + " (art. 14 §7: in order, to the boxes still playing)");
            round.stand(); // the refusal ends his hand
        }
        if (round.offeringExposed()) {
            const int offered = round.boxes()[round.turn()->first].number;
            if (e.dealer.size() > 1)
                throw InputError("dealer", "the dealer takes an exposed card only when no following box takes it: box "
                        + std::to_string(offered) + " is offered it first (art. 14 §7)");
            return {"offer", offered, Money()};
        }
        const std::size_t taken = e.dealer.size() - 1;
        if (taken >= e.cards.size())
            throw InputError("dealer", "the dealer has taken every exposed card: none is left to ask about");
        for (std::size_t i = 1; i <= taken; ++i)
            if (e.dealer[i] != e.cards[i - 1])
                throw InputError("dealer[" + std::to_string(i) + "]", "the dealer takes the exposed cards in the order they came out: "
                        + e.cards[i - 1].toString() + " (art. 14 §7)");
        round.playDealer(); // §7: the exposed cards nobody took go to him until 17; the rest are burned
        const std::size_t toDealer = e.cards.size() - round.burned().size();
        if (toDealer < taken)
            throw InputError("dealer[" + std::to_string(toDealer + 1) + "]", "the dealer stands on 17 or more with "
                    + joinCards(std::span(e.dealer).first(toDealer + 1)) + " and takes no more (art. 14 §7, §12 γ)");
        return toDealer > taken ? Answer {"hit", 0, Money()} : Answer {"burn", 0, Money()};
    }

    // -- the bets (§11, §16) --

    struct Bets
    {
        BlackjackRules rules;
        bool standing = false;
        std::vector<Money> others; ///< on the box already, the seated player's first
        Money stake;
    };

    static Money chipsAmount(const JsonValue &o, std::string_view key, const BlackjackRules &r)
    {
        const Money m = field::money(o, key);
        if (m < r.minimumBet)
            throw InputError(std::string(key), m.toString() + " is below the table minimum of " + r.minimumBet.toString()
                    + " (art. 14 §16)");
        if (!m.isMultipleOf(r.chipUnit))
            throw InputError(std::string(key), "bets are made in chips (art. 14 §16): " + m.toString()
                    + " is not a whole number of " + r.chipUnit.toString() + " chips");
        return m;
    }

    static Bets readBets(const JsonValue &s, bool standing)
    {
        Bets b;
        b.standing = standing;
        b.rules.chipUnit = positiveMoney(s, "chip_unit");
        b.rules.minimumBet = positiveMoney(s, "minimum");
        if (!b.rules.minimumBet.isMultipleOf(b.rules.chipUnit))
            throw InputError("minimum", "art. 14 §16: bets are made in chips; " + b.rules.minimumBet.toString()
                    + " is not a whole number of " + b.rules.chipUnit.toString() + " chips");
        const Money maximum = positiveMoney(s, "maximum");
        b.rules.maximumMultiple = 0;
        for (const int multiple : {50, 100, 200})
            if (b.rules.minimumBet * multiple == maximum)
                b.rules.maximumMultiple = multiple;
        if (b.rules.maximumMultiple == 0)
            throw InputError("maximum", "art. 14 §16 sets the maximum at 50, 100 or 200 times the minimum of "
                    + b.rules.minimumBet.toString() + ", not " + maximum.toString());
        const JsonValue *list = s.find("bettors");
        const std::size_t count = list && list->isArray() ? list->items().size() : 0;
        if (standing) {
            const std::size_t most = 1 + std::size_t(b.rules.maxStandingBettors);
            if (!list || !list->isArray() || count == 0 || count > most)
                throw InputError("bettors", "must be an array of 1 to " + std::to_string(most)
                        + " bets: the seated player's and up to two standing players' (art. 14 §11)");
        } else if (list && !list->isNull() && (!list->isArray() || count != 0)) {
            throw InputError("bettors", "an over-limit bet is the seated player's own: the box holds no other bet");
        }
        Money total;
        for (std::size_t i = 0; i < count; ++i) {
            const std::string at = "bettors[" + std::to_string(i) + "]";
            const JsonValue &item = list->items()[i];
            if (!item.isObject())
                throw InputError(at, "a bet is an object with \"stake\"");
            try {
                b.others.push_back(chipsAmount(item, "stake", b.rules));
            } catch (const InputError &err) {
                throw err.under(at);
            }
            total = total + b.others.back();
        }
        if (total > b.rules.maximumBet())
            throw InputError("bettors", "the box already holds " + total.toString() + ", over the maximum of "
                    + b.rules.maximumBet().toString() + " (art. 14 §11)");
        b.stake = chipsAmount(s, "stake", b.rules);
        return b;
    }

    /// Whether the round engine accepts these bets on one box (art. 14 §11, §16).
    static bool engineAccepts(const BlackjackRules &rules, std::vector<Money> bets)
    {
        Shoe shoe(rules.decks); // the round deals three cards; their order does not matter here
        try {
            BlackjackRound round(rules, {{1, std::move(bets)}}, shoe);
        } catch (const InputError &) {
            return false;
        }
        return true;
    }

    static Answer solveBets(const Bets &b)
    {
        std::vector<Money> bets = b.others;
        bets.push_back(b.stake);
        if (engineAccepts(b.rules, bets))
            return {"accept", 0, b.stake};
        if (bets.size() > 1 + std::size_t(b.rules.maxStandingBettors))
            return {"refuse", 0, Money()}; // §11: two standing bettors at most
        // §11, §16: over the maximum: the bet is brought down to the room the box has left.
        Money others;
        for (const Money &m : b.others)
            others = others + m;
        const Money allowed = b.rules.maximumBet() - others;
        if (allowed < b.rules.minimumBet)
            return {"refuse", 0, Money()};
        bets.back() = allowed;
        if (!engineAccepts(b.rules, bets))
            throw std::logic_error("blackjack.incident: the reduced bet is refused by the round");
        return {"reduce", 0, allowed};
    }

    // -- the cut card (§8), from the table --

    /**
     * §8 as BlackjackTable plays it: one box on a stacked shoe whose cut card is out from
     * the start (every round is then the shoe's last), the last round forced as the table's
     * incident, played to @p when and its next step read. Five burned (§6), then the box's
     * T, the dealer's 8, the box's 9: 19 stands; the dealer draws 9: 17, stands (§12 γ); the
     * box is paid. "deal": the deal made; "players": a box in turn; "dealer": the dealer's
     * hand in turn; "settled": every hand settled; "called": the "last-round" call made.
     * A step of the round still to come is "finish-round"; the call, "last-round"; the new
     * shoe's first step (the shuffle of §2: the table is open, so no count), "shuffle".
     */
    static Answer cutCardAnswer(std::string_view when)
    {
        BlackjackTable table(artFourteen(), 1);
        std::vector<Card> shoe;
        for (const char *code : {"2C", "3C", "4C", "5C", "6C", "TS", "8S", "9H", "9C"})
            shoe.push_back(Card::parse(code));
        table.loadStackedShoe(std::move(shoe), {{1, {artFourteen().minimumBet}}});
        IncidentSchedule schedule(1, 0);
        schedule.force("last-coup");
        table.setIncidents(std::move(schedule));
        const auto boxInTurn = [&] {
            const auto boxes = table.boxes();
            return std::any_of(boxes.begin(), boxes.end(), [](const BlackjackTable::BoxView &b) { return b.inTurn; });
        };
        const auto allSettled = [&] {
            const auto boxes = table.boxes();
            return table.dealerCount() && table.dealerShown().size() >= 2
                && std::all_of(boxes.begin(), boxes.end(), [](const BlackjackTable::BoxView &b) {
                       return std::all_of(b.hands.begin(), b.hands.end(),
                           [](const BlackjackTable::HandView &h) { return !h.outcome.empty(); });
                   });
        };
        const auto reached = [&] {
            if (when == "deal")
                return table.roundsPlayed() == 0 && !table.boxes().empty() && !table.boxes().front().hands.empty();
            if (when == "players")
                return boxInTurn();
            if (when == "dealer")
                return table.expected().target == "dealer";
            if (when == "settled")
                return allSettled();
            return table.roundsPlayed() == 1; // "called": the round is over once its last round is called
        };
        for (int guard = 0; guard < 100 && !reached(); ++guard)
            if (table.apply(table.expected()))
                throw std::logic_error("blackjack.incident: the table refused its own step");
        if (!reached())
            throw std::logic_error("blackjack.incident: the table never reached the cut card's moment");
        const std::string next = table.expected().action;
        if (next == "last-round")
            return {"last-round", 0, Money()};
        if (next == "count" || next == "shuffle")
            return {"shuffle", 0, Money()};
        return {"finish-round", 0, Money()};
    }

    // -- reading any scenario --

    static std::string situation(const JsonValue &s)
    {
        return field::oneOf(s, "situation", {"exposed-card", "standing-bettor", "over-limit", "last-coup"});
    }

public:
    static Answer answerOf(const JsonValue &s)
    {
        const std::string sit(situation(s));
        if (sit == "exposed-card")
            return solveExposed(readExposed(s));
        if (sit == "last-coup") {
            // §8: the round in which the cut card comes out is completed, then called the last;
            // then the shuffle starts again from §2 for the next shoe: as the table plays it.
            return cutCardAnswer(field::oneOf(s, "when", {kCutWhen.begin(), kCutWhen.end()}));
        }
        return solveBets(readBets(s, sit == "standing-bettor"));
    }

    std::string_view name() const override { return "blackjack.incident"; }
    std::string_view idPrefix() const override { return "bj"; }
    const std::vector<Game> &games() const override { return blackjackGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"step", AnswerField::Kind::Choice, 0, 0,
                    {"offer", "hit", "burn", "accept", "reduce", "refuse", "finish-round", "last-round", "shuffle"}},
            {"box", AnswerField::Kind::Integer, 0, artFourteen().boxes},
            {"accepted", AnswerField::Kind::Money}};
    }
    std::vector<std::string_view> moneyFields() const override
    {
        return {"chip_unit", "minimum", "maximum", "stake", "bettors[].stake"};
    }

    /// What solve() says, or, where it brings a bet down to the room left ("reduce"), the
    /// bet refused instead (§11, §16; BlackjackTable::apply() takes either).
    bool matches(Game game, const JsonValue &expected, const JsonValue &answer) const override
    {
        if (Topic::matches(game, expected, answer))
            return true;
        if (field::string(expected, "step") != "reduce")
            return false;
        JsonValue refused = JsonValue::object();
        refused.set("step", JsonValue::string("refuse"));
        refused.set("box", JsonValue::number(0));
        refused.set("accepted", moneyJson(Money()));
        return Topic::matches(game, refused, answer);
    }
    std::size_t cellCount(Game) const override { return kCells; }

    JsonValue makeScenario(Game, std::size_t index, Rng &rng, int level) const override
    {
        const Cell c = static_cast<Cell>(index);
        if (c >= Cell::CutInDeal) {
            JsonValue s = JsonValue::object();
            s.set("situation", JsonValue::string("last-coup"));
            s.set("when", JsonValue::string(std::string(kCutWhen[index - std::size_t(Cell::CutInDeal)])));
            return s;
        }
        if (c >= Cell::OverMaximum)
            return betScenario(c, rng, level);
        for (;;) {
            JsonValue s = exposedScenario(c, rng);
            try {
                if (cellOf(s) == c)
                    return s;
            } catch (const InputError &) {
            }
        }
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const Answer a = answerOf(scenario);
        JsonValue out = JsonValue::object();
        out.set("step", JsonValue::string(std::string(a.step)));
        out.set("box", JsonValue::number(a.box));
        out.set("accepted", moneyJson(a.accepted));
        return out;
    }

    Prompt prompt(Game, const JsonValue &s) const override
    {
        answerOf(s); // a scenario the engine cannot replay is refused here too, by its field
        const std::string sit(situation(s));
        if (sit == "last-coup")
            return {"blackjack.incident.cut-" + field::oneOf(s, "when", {kCutWhen.begin(), kCutWhen.end()}), {}};
        if (sit == "exposed-card") {
            const Exposed e = readExposed(s);
            std::string boxes;
            for (const BoxHand &b : e.boxes)
                boxes += (boxes.empty() ? "" : " · ") + std::to_string(b.number) + ") " + dealerText(b.cards);
            std::vector<Prompt::Arg> args {text(dealerText(e.dealer)), text(boxes),
                text(std::to_string(e.boxes[e.at].number)), text(dealerText(e.cards))};
            if (e.faceUp)
                return {"blackjack.incident.face-up", std::move(args)};
            if (e.refused.empty())
                return {"blackjack.incident.exposed", std::move(args)};
            std::string refused;
            for (const int n : e.refused)
                refused += (refused.empty() ? "" : ", ") + std::to_string(n);
            args.push_back(text(refused));
            return {"blackjack.incident.exposed-refused", std::move(args)};
        }
        const Bets b = readBets(s, sit == "standing-bettor");
        std::vector<Prompt::Arg> args {money(b.rules.minimumBet), money(b.rules.maximumBet())};
        for (const Money &m : b.others)
            args.push_back(money(m));
        args.push_back(money(b.stake));
        if (!b.standing)
            return {"blackjack.incident.over-limit", std::move(args)};
        return {"blackjack.incident.standing-" + std::to_string(b.others.size()), std::move(args)};
    }

    Explanation explain(Game, const JsonValue &s, const JsonValue &expected) const override;

    /// The cell's name (cellName(); "offer-next", "standing-third", "cut-settled").
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        std::vector<std::string_view> names;
        for (std::size_t i = 0; i < kCells; ++i)
            names.push_back(cellName(Cell(i)));
        return CellKey::read(stored, {"situation"}, {{"situation", names}});
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        return {"cell.blackjack.incident." + std::string(cell["situation"]), {}};
    }

    static std::string_view cellName(Cell c)
    {
        static constexpr std::array<std::string_view, kCells> kNames {"face-up", "offer-next", "offer-past-finished",
            "offer-after-refusal", "dealer-last-box", "dealer-all-refused", "dealer-still-draws",
            "burned-at-seventeen", "over-maximum", "at-maximum", "standing-first", "standing-second",
            "standing-third", "standing-reduced", "standing-no-room", "cut-deal", "cut-players", "cut-dealer",
            "cut-settled", "cut-called"};
        return kNames[std::size_t(c)];
    }

    /// The cell @p s falls in (InputError as solve()).
    static Cell cellOf(const JsonValue &s)
    {
        const std::string sit(situation(s));
        const Answer a = answerOf(s);
        if (sit == "last-coup") {
            const std::string when = field::oneOf(s, "when", {kCutWhen.begin(), kCutWhen.end()});
            return static_cast<Cell>(std::size_t(Cell::CutInDeal)
                + std::size_t(std::find(kCutWhen.begin(), kCutWhen.end(), when) - kCutWhen.begin()));
        }
        if (sit == "over-limit")
            return a.step == "reduce" ? Cell::OverMaximum : Cell::AtMaximum;
        if (sit == "standing-bettor") {
            const Bets b = readBets(s, true);
            if (b.others.size() > std::size_t(b.rules.maxStandingBettors))
                return Cell::StandingThird;
            if (a.step == "accept")
                return b.others.size() == 1 ? Cell::StandingFirst : Cell::StandingSecond;
            return a.step == "reduce" ? Cell::StandingReduced : Cell::StandingNoRoom;
        }
        const Exposed e = readExposed(s);
        if (e.faceUp)
            return Cell::FaceUp;
        if (a.step == "offer") {
            if (!e.refused.empty())
                return Cell::OfferAfterRefusal;
            return e.boxes[e.at + 1].number == a.box ? Cell::OfferNext : Cell::OfferPastFinished;
        }
        if (e.dealer.size() > 1)
            return a.step == "hit" ? Cell::DealerStillDraws : Cell::BurnedAtSeventeen;
        if (a.step != "hit")
            return Cell::BurnedAtSeventeen; // not reached: the dealer with one card takes the first
        return e.at + 1 == e.boxes.size() ? Cell::DealerLastBox : Cell::DealerAllRefused;
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        return CellKey {{{"situation", std::string(cellName(cellOf(scenario)))}}};
    }

private:
    /// A candidate for an exposed-card cell; makeScenario keeps the ones that fall in it.
    static JsonValue exposedScenario(Cell c, Rng &rng)
    {
        const bool twoCards = c == Cell::DealerStillDraws || c == Cell::BurnedAtSeventeen;
        const bool toDealer = c == Cell::DealerLastBox || c == Cell::DealerAllRefused || twoCards;
        // Boxes: a sorted draw of 2 to 5 of the seven.
        std::vector<int> seats {1, 2, 3, 4, 5, 6, 7};
        for (std::size_t i = seats.size() - 1; i > 0; --i)
            std::swap(seats[i], seats[rng.below(i + 1)]);
        const std::size_t count = std::size_t(rng.between(c == Cell::DealerLastBox ? 1 : 2, 5));
        std::vector<int> numbers(seats.begin(), seats.begin() + std::ptrdiff_t(count));
        std::sort(numbers.begin(), numbers.end());
        std::size_t at = c == Cell::DealerLastBox ? count - 1 : std::size_t(rng.below(count - 1));
        if (twoCards && rng.below(2) == 0)
            at = count - 1;
        const Card up = randomCard(rng);
        JsonValue boxes = JsonValue::array();
        std::vector<int> live;
        for (std::size_t i = 0; i < count; ++i) {
            std::vector<Card> cards {randomCard(rng), randomCard(rng)};
            if (i < at) {
                playOn(cards, rng.between(12, 21), rng);
            } else if (i == at) {
                while (BlackjackCount::of(cards).total >= 21)
                    cards = {randomCard(rng), randomCard(rng)};
                if (rng.below(3) == 0) {
                    cards.push_back(randomCard(rng));
                    if (BlackjackCount::of(cards).total >= 21)
                        cards.pop_back();
                }
            } else if (i == at + 1 && c == Cell::OfferPastFinished) {
                cards = {cardOfValue(1, rng), cardOfValue(10, rng)};
            } else if (BlackjackCount::of(cards).total == 21) {
                cards[1] = smallCard(rng);
            }
            if (i > at && BlackjackCount::of(cards).total < 21)
                live.push_back(numbers[i]);
            JsonValue b = JsonValue::object();
            b.set("box", JsonValue::number(numbers[i]));
            b.set("cards", cardsToJson(cards));
            boxes.push(b);
        }
        std::vector<Card> exposed {randomCard(rng)};
        if (twoCards || rng.below(4) == 0)
            exposed.push_back(randomCard(rng));
        std::vector<Card> dealer {up};
        if (twoCards)
            dealer.push_back(exposed.front());
        JsonValue refused = JsonValue::array();
        std::size_t refusals = 0;
        if (toDealer)
            refusals = live.size();
        else if (c == Cell::OfferAfterRefusal)
            refusals = live.size() > 1 ? std::size_t(rng.between(1, int(live.size()) - 1)) : 1;
        for (std::size_t k = 0; k < refusals && k < live.size(); ++k)
            refused.push(JsonValue::number(live[k]));
        JsonValue s = JsonValue::object();
        s.set("situation", JsonValue::string("exposed-card"));
        s.set("case", JsonValue::string(c == Cell::FaceUp ? "face-up" : "not-asked-for"));
        s.set("dealer", cardsToJson(dealer));
        s.set("boxes", boxes);
        s.set("at_box", JsonValue::number(numbers[at]));
        s.set("exposed", cardsToJson(exposed));
        if (!refused.items().empty())
            s.set("refused", refused);
        return s;
    }

    static JsonValue betScenario(Cell c, Rng &rng, int level)
    {
        const Money chip = chipFor(level, rng);
        static constexpr int kMinimumChips[] {5, 10, 20, 25, 50};
        static constexpr int kMultiples[] {50, 100, 200};
        const Money minimum = chip * kMinimumChips[rng.below(std::size(kMinimumChips))];
        const int multiple = kMultiples[rng.below(std::size(kMultiples))];
        const Money maximum = minimum * multiple;
        // A bet in whole chips from @p low to @p high.
        const auto between = [&](const Money &low, const Money &high) {
            const Rational span = (high - low).value() / chip.value();
            const long long steps = static_cast<long long>(numerator(span) / denominator(span));
            return low + chip * int(rng.below(std::uint64_t(steps) + 1));
        };
        std::vector<Money> others;
        Money stake;
        switch (c) {
        case Cell::OverMaximum: stake = between(maximum + chip, maximum * 2); break;
        case Cell::AtMaximum: stake = maximum; break;
        case Cell::StandingFirst:
        case Cell::StandingSecond:
        case Cell::StandingThird: {
            const int already = c == Cell::StandingFirst ? 1 : c == Cell::StandingSecond ? 2 : 3;
            // Each bet a small multiple of the minimum, so the box stays within the maximum.
            for (int k = 0; k < already; ++k)
                others.push_back(minimum * rng.between(1, multiple / 5));
            stake = minimum * rng.between(1, multiple / 5);
            break;
        }
        case Cell::StandingReduced:
        case Cell::StandingNoRoom: {
            const int already = rng.between(1, 2);
            Money room = c == Cell::StandingReduced ? between(minimum, maximum - minimum * already)
                                                    : between(Money(), minimum - chip);
            // The others fill the box up to the room left: the seated player's bet takes what is over.
            Money rest = maximum - room;
            for (int k = 1; k < already; ++k) {
                const Money m = between(minimum, rest - minimum * (already - k));
                others.push_back(m);
                rest = rest - m;
            }
            others.insert(others.begin(), rest);
            stake = room + minimum * rng.between(1, 3); // over the room, and at least the minimum
            break;
        }
        default: break;
        }
        JsonValue s = JsonValue::object();
        s.set("situation", JsonValue::string(c == Cell::OverMaximum || c == Cell::AtMaximum ? "over-limit" : "standing-bettor"));
        s.set("chip_unit", moneyJson(chip));
        s.set("minimum", moneyJson(minimum));
        s.set("maximum", moneyJson(maximum));
        if (!others.empty()) {
            JsonValue list = JsonValue::array();
            for (const Money &m : others) {
                JsonValue b = JsonValue::object();
                b.set("stake", moneyJson(m));
                list.push(b);
            }
            s.set("bettors", list);
        }
        s.set("stake", moneyJson(stake));
        return s;
    }
};

Explanation BlackjackIncidentTopic::explain(Game, const JsonValue &s, const JsonValue &) const
{
    const auto say = [](const char *english, std::vector<Words> args = {}) {
        return Words::say("Explain", english, std::move(args));
    };
    const auto source = [](std::string_view key) { return std::string(blackjackRule(key).source); };
    const Answer a = answerOf(s);
    const std::string sit = field::string(s, "situation");
    if (sit == "last-coup") {
        const std::string src = source("cut-card-last-round");
        if (a.step == "last-round")
            return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                        "The round in which the cut card came out is settled: the dealer calls it the last round "
                        "of the shoe."))},
                src};
        if (a.step == "shuffle")
            return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                        "The last round is over: the whole procedure of the shuffle starts again (§2) for the next "
                        "shoe."))},
                src};
        return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                    "The cut card came out during the round: the dealer sets it aside and completes the round; it "
                    "is the last of the shoe."))},
            src};
    }
    if (sit == "exposed-card") {
        const Exposed e = readExposed(s);
        const Words at = Words::number(e.boxes[e.at].number);
        if (e.faceUp)
            //: %1 the box at whose turn the card showed its face.
            return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                         "At box %1's turn the next card showed its face in the shoe: it is burned (into the "
                         "discard holder) and play goes on."),
                        {at})},
                source("face-up-card-burned")};
        const std::string src = source("exposed-cards-offered");
        if (a.step == "offer")
            //: %1 the box where the cards came out unasked, %2 the box now offered them.
            return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                         "Cards that came out unasked at box %1 are not burned: they are offered one by one, in "
                         "the order they came out, to the following boxes still playing (a box that refused is "
                         "done); box %2 is next."),
                        {at, Words::number(a.box)})},
                src};
        const std::size_t taken = e.dealer.size() - 1;
        const Words card = Words::literal(e.cards[taken].dealerText());
        if (a.step == "hit")
            //: %1 the exposed card, %2 the dealer's cards so far ("6").
            return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                         "No following box takes it: the dealer must take the exposed cards, in order, until he "
                         "has 17 or more; with %2 he takes %1."),
                        {card, Words::literal(dealerText(e.dealer))})},
                src};
        //: %1 the exposed card left, %2 the dealer's cards (17 or more).
        return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                     "The dealer has 17 or more with %2: he takes no more exposed cards, and %1 is burned."),
                    {card, Words::literal(dealerText(e.dealer))})},
            src};
    }
    const Bets b = readBets(s, sit == "standing-bettor");
    Money others;
    for (const Money &m : b.others)
        others = others + m;
    const std::string src = b.standing ? source("standing-bettors") : source("table-limits");
    if (a.step == "accept")
        //: %1 the box's total with the new bet, %2 the table maximum.
        return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                     "The box then holds %1, within the table maximum of %2: the bet is accepted."),
                    {Words::amount(others + b.stake), Words::amount(b.rules.maximumBet())})},
            src};
    if (a.step == "reduce")
        //: %1 the bets already on the box, %2 the maximum, %3 what the bet is brought down to.
        return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                     "A box holds at most the table maximum of %2, all its bets together; with %1 already on it "
                     "the bet is brought down to %3."),
                    {Words::amount(others), Words::amount(b.rules.maximumBet()), Words::amount(a.accepted)}),
                    //: After the reduced bet (blackjack, art. 14 §11, §16): the dealer may refuse it instead.
                    say(CROUPIER_TRANSLATE_NOOP("Explain",
                        "Refusing the bet instead is right too: either way no bet stays above the maximum."))},
            src};
    if (b.others.size() > std::size_t(b.rules.maxStandingBettors))
        return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                     "A box takes the seated player's bet and two standing bettors' at most: a third is "
                     "refused."))},
            src};
    //: %1 the room left under the maximum, %2 the table minimum.
    return {{say(CROUPIER_TRANSLATE_NOOP("Explain",
                 "Only %1 is left under the table maximum, less than the minimum of %2: the bet is refused."),
                {Words::amount(b.rules.maximumBet() - others), Words::amount(b.rules.minimumBet)})},
        src};
}

} // namespace

void registerBlackjackTopics(TopicRegistry &registry)
{
    registry.add(std::make_unique<BlackjackTotalTopic>());
    registry.add(std::make_unique<BlackjackDealerTopic>());
    registry.add(std::make_unique<BlackjackPayoutTopic>());
    registry.add(std::make_unique<BlackjackRoundTopic>());
    registry.add(std::make_unique<BlackjackStepTopic>());
    registry.add(std::make_unique<BlackjackIncidentTopic>());
}

} // namespace croupier
