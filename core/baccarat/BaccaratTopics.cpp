#include "BaccaratTopics.h"

#include "BaccaratHand.h"
#include "BaccaratRound.h"
#include "Coup.h"
#include "BaccaratExplain.h"
#include "InputError.h"
#include "Payout.h"
#include "RandomCards.h"
#include "Rng.h"
#include "Shoe.h"
#include "Tableau.h"
#include "bank/TopicRegistry.h"

#include <algorithm>
#include <array>
#include <span>
#include <memory>
#include <stdexcept>

namespace croupier {

namespace {

const std::vector<Game> &baccaratGames()
{
    static const std::vector<Game> games{Game::PuntoBanco, Game::PuntoBancoNoCommission, Game::PuntoBancoSuperSix,
                                         Game::CheminDeFer, Game::DeuxTableaux};
    return games;
}

const std::vector<Game> &puntoBancoGames()
{
    static const std::vector<Game> games{Game::PuntoBanco, Game::PuntoBancoNoCommission, Game::PuntoBancoSuperSix};
    return games;
}

/// A random card whose baccarat value is @p value: 0 is a ten or a face card.
Card cardOfValue(int value, Rng &rng)
{
    const Rank rank = value == 0 ? static_cast<Rank>(10 + rng.below(4)) : static_cast<Rank>(value);
    return Card(rank, randomSuit(rng));
}

/// Two random cards whose point is @p total.
std::vector<Card> twoCardsWithTotal(int total, Rng &rng)
{
    const Card first = randomCard(rng);
    return {first, cardOfValue(((total - first.baccaratValue()) % 10 + 10) % 10, rng)};
}


/// How many whole @p unit go into @p amount (both above 0).
std::int64_t wholeTimes(const Money &amount, const Money &unit)
{
    const Rational q = amount.value() / unit.value();
    const boost::multiprecision::cpp_int n = boost::multiprecision::numerator(q) / boost::multiprecision::denominator(q);
    return n.convert_to<std::int64_t>();
}

Prompt::Arg text(std::string s) { return {std::move(s), false}; }
Prompt::Arg money(const Money &m) { return {m.toString(), true}; }

std::string_view ruleName(DrawRule rule)
{
    switch (rule) {
    case DrawRule::Draw: return "draw";
    case DrawRule::Stand: return "stand";
    case DrawRule::Option: return "option";
    }
    return {};
}

std::string_view winnerName(Winner w)
{
    switch (w) {
    case Winner::Player: return "player";
    case Winner::Banker: return "banker";
    case Winner::Tie: return "tie";
    }
    return {};
}

/// The complete coup of a scenario, checked against the game's tableau.
Coup readCoup(Game game, const JsonValue &scenario)
{
    Coup coup{field::cards(scenario, "player", 2, 3), field::cards(scenario, "banker", 2, 3)};
    validateCoup(Tableau::of(game), coup);
    return coup;
}

/// A random complete coup: four random cards, then the third cards the tableau calls for.
Coup randomCoup(const Tableau &tableau, Rng &rng)
{
    std::vector<Card> cards;
    for (int i = 0; i < 6; ++i)
        cards.push_back(randomCard(rng));
    Shoe shoe = Shoe::stack(std::move(cards));
    return dealCoup(shoe, tableau, [&rng](Side, const Coup &) { return rng.below(2) == 1; });
}

/**
 * @brief The table's smallest chip and a stake, by difficulty: level 1 whole chips
 * of 1 or 5; level 2 up to 400 chips of 1 or 0.5; level 3 up to 400 chips of 0.5,
 * 1, 2.5 or 5. A stake is chips: a whole number of the table's smallest chip, and
 * that chip one of RULINGS' float (issue 17: a drill showed a ½ chip on a table
 * whose smallest chip is 1, a stake no chip of the table makes). The harder levels
 * come from the chip and the size of the stake: what a commission or a 1:2 payment
 * leaves under the chip is still rounded down to it.
 */
struct Stake
{
    Money chipUnit;
    Money stake;
};

Stake randomStake(Rng &rng, int level)
{
    static const Money kHalf = Money::parseCanonical("0.5");
    static const Money kTwoAndAHalf = Money::parseCanonical("2.5");
    switch (level) {
    case 1: {
        const Money chip = Money::fromInteger(rng.below(2) ? 5 : 1);
        return {chip, chip * rng.between(1, 100)};
    }
    case 2: {
        const Money chip = rng.below(2) ? kHalf : Money::fromInteger(1);
        return {chip, chip * rng.between(1, 400)};
    }
    default: {
        const Money chips[] = {Money::fromInteger(1), kHalf, kTwoAndAHalf, Money::fromInteger(5)};
        const Money chip = chips[rng.below(4)];
        return {chip, chip * rng.between(1, 400)};
    }
    }
}

/**
 * @brief baccarat.total: the point of 2 or 3 cards (art. 15 §13).
 *
 * Cells: two or three cards × point 0–9, so every point is asked with both hand
 * sizes, including the two-digit sums that drop their first digit.
 */
class BaccaratTotalTopic final : public Topic
{
public:
    std::string_view name() const override { return "baccarat.total"; }
    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        return explainBaccaratTotal(scenario);
    }
    std::string_view idPrefix() const override { return "b"; }
    const std::vector<Game> &games() const override { return baccaratGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"total", AnswerField::Kind::Integer, 0, 9}};
    }
    std::size_t cellCount(Game) const override { return 20; }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int) const override
    {
        const std::size_t count = 2 + cell / 10;
        const int point = static_cast<int>(cell % 10);
        std::vector<Card> cards;
        int sum = 0;
        for (std::size_t i = 0; i + 1 < count; ++i) {
            cards.push_back(randomCard(rng));
            sum += cards.back().baccaratValue();
        }
        cards.push_back(cardOfValue(((point - sum) % 10 + 10) % 10, rng));
        JsonValue s = JsonValue::object();
        s.set("cards", cardsToJson(cards));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const auto cards = field::cards(scenario, "cards", 2, 3);
        JsonValue a = JsonValue::object();
        a.set("total", JsonValue::number(baccaratPoint(cards)));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        return {"baccarat.total", {text(dealerText(field::cards(scenario, "cards", 2, 3)))}};
    }

    /// "<2 or 3 cards>:<point>" ("3:7": three cards making 7).
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        return CellKey::read(stored, {"cards", "point"}, {{"cards", {"2", "3"}}, {"point", CellKey::numbers(0, 9)}});
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        return {cell["cards"] == "2" ? "cell.baccarat.total.two" : "cell.baccarat.total.three",
                {text(std::string(cell["point"]))}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const auto cards = field::cards(scenario, "cards", 2, 3);
        return CellKey{{{"cards", std::to_string(cards.size())}, {"point", std::to_string(baccaratPoint(cards))}}};
    }
};

/**
 * @brief baccarat.draw: does this hand take a third card (art. 15 §8, §10–12)?
 *
 * Cells, from the game's own tableau, one per decision the tableau makes (issue 17:
 * a drill is weighted to the decisions, so naturals come no more often than their
 * own rule needs):
 * - Punto to decide: his two-card total 0–7 against a Banco who has no natural (8
 *   cells, the tableau's Punto rows); his own natural 8 or 9 (2 cells); a Banco
 *   natural 8 or 9 against any other Punto (2 cells);
 * - Banco to decide: his total 0–7 against every third card 0–9 (80 cells, the
 *   tableau); his total 0–7 when Punto stood on a total that does not draw and is
 *   no natural (8 cells, the tableau's own column); his own natural 8 or 9 (2
 *   cells); a Punto natural 8 or 9 against a Banco 0–7 (2 cells).
 * At Punto Banco that is 104 cells, 8 of them naturals (one in 13); every Banco total
 * against every Punto third card is still its own cell (question-bank.md).
 */
class BaccaratDrawTopic final : public Topic
{
    struct Cell
    {
        bool bankerHand;
        std::vector<int> playerTwo;   ///< Punto's two-card totals the cell draws from
        std::vector<int> bankerTwo;   ///< Banco's two-card totals the cell draws from
        int third;                    ///< value of Punto's third card, -1 when he stays on two
    };

    static std::vector<int> span(int low, int high)
    {
        std::vector<int> out;
        for (int v = low; v <= high; ++v)
            out.push_back(v);
        return out;
    }

    static std::vector<Cell> cellsOf(const Tableau &t)
    {
        std::vector<int> drawing;   // Punto's totals that take a third card (or may: his option)
        std::vector<int> stood;     // Punto's totals that stay on two cards and are no natural
        for (int p = 0; p <= 7; ++p)
            (t.player(p).rule != DrawRule::Stand ? drawing : stood).push_back(p);
        for (int p = 0; p <= 7; ++p)
            if (t.player(p).rule == DrawRule::Option)
                stood.push_back(p);   // his option taken as standing: Banco's own column
        std::vector<Cell> cells;
        for (int p = 0; p <= 7; ++p)
            cells.push_back({false, {p}, span(0, 7), -1});
        for (int n : {8, 9})
            cells.push_back({false, {n}, span(0, 9), -1});
        for (int n : {8, 9})
            cells.push_back({false, span(0, 7), {n}, -1});
        for (int b = 0; b <= 7; ++b)
            for (int v = 0; v <= 9; ++v)
                cells.push_back({true, drawing, {b}, v});
        for (int b = 0; b <= 7; ++b)
            cells.push_back({true, stood, {b}, -1});
        for (int n : {8, 9})
            cells.push_back({true, span(0, 9), {n}, -1});
        for (int n : {8, 9})
            cells.push_back({true, {n}, span(0, 7), -1});
        return cells;
    }

    static const std::vector<Cell> &cells(Game game)
    {
        static const std::vector<Cell> pb = cellsOf(Tableau::puntoBanco());
        static const std::vector<Cell> cdf = cellsOf(Tableau::cheminDeFer());
        static const std::vector<Cell> deux = cellsOf(Tableau::deuxTableaux());
        return game == Game::CheminDeFer ? cdf : game == Game::DeuxTableaux ? deux : pb;
    }

    static Coup readHands(Game game, const JsonValue &scenario, Side &side)
    {
        side = field::oneOf(scenario, "hand", {"player", "banker"}) == "player" ? Side::Player : Side::Banker;
        Coup coup{field::cards(scenario, "player", 2, side == Side::Player ? 2 : 3),
                  field::cards(scenario, "banker", 2, 2)};
        if (side == Side::Banker)
            validateHand(Tableau::of(game), coup, Side::Player);
        return coup;
    }

    /// The sentence keys' suffix naming the hands as the table names them: Punto and
    /// Banco at Punto Banco; at chemin de fer the player's and the banker's (art. 15, chemin
    /// de fer: ο παίκτης, ο πάγκος); at deux tableaux a tableau and the bank (issue 17: the
    /// chemin de fer drill asked about Punto and Banco under a felt printed PLAYER and BANKER).
    static std::string handNames(Game game)
    {
        return isPuntoBanco(game) ? "" : game == Game::DeuxTableaux ? ".deux-tableaux" : ".chemin-de-fer";
    }

public:
    std::string_view name() const override { return "baccarat.draw"; }
    Explanation explain(Game game, const JsonValue &scenario, const JsonValue &) const override
    {
        return explainBaccaratDraw(game, scenario);
    }
    std::string_view idPrefix() const override { return "b"; }
    const std::vector<Game> &games() const override { return baccaratGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"decision", AnswerField::Kind::Choice, 0, 0, {"draw", "stand", "option"}}};
    }
    std::size_t cellCount(Game game) const override { return cells(game).size(); }

    JsonValue makeScenario(Game game, std::size_t index, Rng &rng, int) const override
    {
        const Cell &c = cells(game)[index];
        std::vector<Card> player = twoCardsWithTotal(c.playerTwo[rng.below(c.playerTwo.size())], rng);
        if (c.third >= 0)
            player.push_back(cardOfValue(c.third, rng));
        const int banker = c.bankerTwo[rng.below(c.bankerTwo.size())];
        JsonValue s = JsonValue::object();
        s.set("hand", JsonValue::string(c.bankerHand ? "banker" : "player"));
        s.set("player", cardsToJson(player));
        s.set("banker", cardsToJson(twoCardsWithTotal(banker, rng)));
        return s;
    }

    JsonValue solve(Game game, const JsonValue &scenario) const override
    {
        Side side;
        const Coup coup = readHands(game, scenario, side);
        JsonValue a = JsonValue::object();
        a.set("decision", JsonValue::string(std::string(ruleName(thirdCardRule(Tableau::of(game), side, coup).rule))));
        return a;
    }

    Prompt prompt(Game game, const JsonValue &scenario) const override
    {
        Side side;
        const Coup coup = readHands(game, scenario, side);
        return {(side == Side::Player ? "baccarat.draw.player" : "baccarat.draw.banker") + handNames(game),
                {text(dealerText(coup.player)), text(dealerText(coup.banker))}};
    }

    /// "banker:<Banco's two-card total>:<Punto's third card value, or x when
    /// Punto stood>" ("banker:5:4": Banco 5 against a third card 4, art. 15 §13);
    /// "player:<Punto's two-card total>" ("player:5").
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        if (stored.starts_with("banker:"))
            return CellKey::read(stored, {"hand", "total", "third"});
        if (stored.starts_with("player:"))
            return CellKey::read(stored, {"hand", "total"});
        return std::nullopt;
    }

    Prompt cellWords(Game game, const CellKey &cell) const override
    {
        // Issue 17: a chemin de fer drill's summary said "Punto 5".
        const std::string table = handNames(game);
        const std::string total(cell["total"]);
        if (cell["hand"] == "player")
            return {"cell.baccarat.draw.player" + table, {text(total)}};
        if (cell["third"] == "x")
            return {"cell.baccarat.draw.banker-stood" + table, {text(total)}};
        return {"cell.baccarat.draw.banker" + table, {text(total), text(std::string(cell["third"]))}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const bool banker = field::oneOf(scenario, "hand", {"player", "banker"}) == "banker";
        if (!banker) {
            // Punto's own decision depends on his two cards only.
            const std::vector<Card> player = field::cards(scenario, "player", 2, 2);
            return CellKey{{{"hand", "player"}, {"total", std::to_string(baccaratPoint(player))}}};
        }
        // Banco's decision: his two-card total against Punto's third card (art. 15 §13,
        // the tableau's rows and columns); a Punto who stood is the tableau's own column.
        const std::vector<Card> player = field::cards(scenario, "player", 2, 3);
        const std::vector<Card> bankerCards = field::cards(scenario, "banker", 2, 2);
        return CellKey{{{"hand", "banker"},
                        {"total", std::to_string(baccaratPoint(bankerCards))},
                        {"third", player.size() == 3 ? std::to_string(player[2].baccaratValue()) : "x"}}};
    }
};

/**
 * @brief baccarat.coup: both totals and the winner of a complete coup (art. 15 §13).
 *
 * Cells: every pair of two-card totals; where Punto draws and Banco has 0–7,
 * every value of Punto's third card besides (every Banco total against every third card).
 */
class BaccaratCoupTopic final : public Topic
{
    struct Cell
    {
        int playerTwo;
        int bankerTwo;
        int third;   ///< -1: Punto has no third card
    };

    static const std::vector<Cell> &cells()
    {
        static const std::vector<Cell> all = [] {
            std::vector<Cell> out;
            const Tableau &t = Tableau::puntoBanco();
            for (int p = 0; p <= 9; ++p)
                for (int b = 0; b <= 9; ++b) {
                    if (p <= 7 && b <= 7 && t.player(p).rule == DrawRule::Draw)
                        for (int v = 0; v <= 9; ++v)
                            out.push_back({p, b, v});
                    else
                        out.push_back({p, b, -1});
                }
            return out;
        }();
        return all;
    }

public:
    std::string_view name() const override { return "baccarat.coup"; }
    Explanation explain(Game game, const JsonValue &scenario, const JsonValue &) const override
    {
        return explainBaccaratCoup(game, scenario);
    }
    std::string_view idPrefix() const override { return "b"; }
    const std::vector<Game> &games() const override { return puntoBancoGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"player_total", AnswerField::Kind::Integer, 0, 9},
                {"banker_total", AnswerField::Kind::Integer, 0, 9},
                {"winner", AnswerField::Kind::Choice, 0, 0, {"player", "banker", "tie"}}};
    }
    std::size_t cellCount(Game) const override { return cells().size(); }

    JsonValue makeScenario(Game game, std::size_t index, Rng &rng, int) const override
    {
        const Cell c = cells()[index];
        Coup coup{twoCardsWithTotal(c.playerTwo, rng), twoCardsWithTotal(c.bankerTwo, rng)};
        if (c.third >= 0)
            coup.player.push_back(cardOfValue(c.third, rng));
        if (thirdCardRule(Tableau::of(game), Side::Banker, coup).rule == DrawRule::Draw)
            coup.banker.push_back(randomCard(rng));
        JsonValue s = JsonValue::object();
        s.set("player", cardsToJson(coup.player));
        s.set("banker", cardsToJson(coup.banker));
        return s;
    }

    JsonValue solve(Game game, const JsonValue &scenario) const override
    {
        const Coup coup = readCoup(game, scenario);
        JsonValue a = JsonValue::object();
        a.set("player_total", JsonValue::number(coup.playerTotal()));
        a.set("banker_total", JsonValue::number(coup.bankerTotal()));
        a.set("winner", JsonValue::string(std::string(winnerName(coup.winner()))));
        return a;
    }

    Prompt prompt(Game game, const JsonValue &scenario) const override
    {
        const Coup coup = readCoup(game, scenario);
        return {"baccarat.coup", {text(dealerText(coup.player)), text(dealerText(coup.banker))}};
    }

    /// "<Punto's two-card point>:<Banco's>:<Punto's third card value, or x when he
    /// stayed on two>" ("5:3:4"; "8:2:x").
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        std::vector<std::string_view> thirds = CellKey::numbers(0, 9);
        thirds.push_back("x");
        return CellKey::read(stored, {"player", "banker", "third"},
                             {{"player", CellKey::numbers(0, 9)}, {"banker", CellKey::numbers(0, 9)}, {"third", thirds}});
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        std::vector<Prompt::Arg> args{text(std::string(cell["player"])), text(std::string(cell["banker"]))};
        if (cell["third"] == "x")
            return {"cell.baccarat.coup.stood", std::move(args)};
        args.push_back(text(std::string(cell["third"])));
        return {"cell.baccarat.coup", std::move(args)};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game game, const JsonValue &scenario) const override
    {
        const Coup coup = readCoup(game, scenario);
        const auto twoCardPoint = [](const std::vector<Card> &hand) {
            return std::to_string(baccaratPoint(std::span(hand).first(2)));
        };
        return CellKey{{{"player", twoCardPoint(coup.player)},
                        {"banker", twoCardPoint(coup.banker)},
                        {"third", coup.player.size() == 3 ? std::to_string(coup.player[2].baccaratValue()) : "x"}}};
    }
};

/**
 * @brief baccarat.payout: one bet settled on a complete coup, with the chip unit's
 * rounding (art. 15 §14; manual §1, §5; the variants guide's pay tables).
 *
 * Cells: every bet the game offers × the coup's result (Punto wins, Banco wins
 * with other than 6, Banco wins with 6 on two cards, on three cards, Egalité) ×
 * (no pair, Punto pair, Banco pair).
 */
class BaccaratPayoutTopic final : public Topic
{
    static constexpr int kResults = 5;
    static constexpr int kPairs = 3;

    static std::vector<BaccaratBet> bets(Game game)
    {
        std::vector<BaccaratBet> b{BaccaratBet::Player, BaccaratBet::Banker, BaccaratBet::Tie, BaccaratBet::PlayerPair,
                                   BaccaratBet::BankerPair};
        if (PayTable::of(game).offersSuperSix)
            b.push_back(BaccaratBet::SuperSix);
        return b;
    }

    static int resultOf(const Coup &coup)
    {
        switch (coup.winner()) {
        case Winner::Player: return 0;
        case Winner::Tie: return 4;
        case Winner::Banker:
            if (coup.bankerTotal() != 6)
                return 1;
            return coup.banker.size() == 2 ? 2 : 3;
        }
        return 0;
    }

    static int pairOf(const Coup &coup)
    {
        // One pair flag a cell; a coup with both pairs counts as a Punto pair.
        return coup.isPair(Side::Player) ? 1 : coup.isPair(Side::Banker) ? 2 : 0;
    }

    static BaccaratBet readBet(Game game, const JsonValue &scenario)
    {
        std::vector<std::string_view> names;
        for (const BaccaratBet b : {BaccaratBet::Player, BaccaratBet::Banker, BaccaratBet::Tie, BaccaratBet::PlayerPair,
                                    BaccaratBet::BankerPair, BaccaratBet::SuperSix})
            names.push_back(betName(b));
        const BaccaratBet bet = *baccaratBetFromName(field::oneOf(scenario, "bet", names));
        if (bet == BaccaratBet::SuperSix && !PayTable::of(game).offersSuperSix)
            throw InputError("bet", "the Super Six bet is only offered at punto-banco-super-six, not at "
                                        + std::string(gameName(game)));
        return bet;
    }

public:
    std::string_view name() const override { return "baccarat.payout"; }
    Explanation explain(Game game, const JsonValue &scenario, const JsonValue &expected) const override
    {
        return explainBaccaratPayout(game, scenario, expected);
    }
    std::vector<std::string_view> moneyFields() const override { return {"stake", "chip_unit"}; }
    std::string_view idPrefix() const override { return "b"; }
    const std::vector<Game> &games() const override { return puntoBancoGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"outcome", AnswerField::Kind::Choice, 0, 0, {"win", "lose", "push"}},
                {"paid", AnswerField::Kind::Money},
                {"commission", AnswerField::Kind::Money}};
    }
    std::size_t cellCount(Game game) const override { return bets(game).size() * kResults * kPairs; }

    JsonValue makeScenario(Game game, std::size_t index, Rng &rng, int level) const override
    {
        const BaccaratBet bet = bets(game)[index / (kResults * kPairs)];
        const int result = static_cast<int>(index / kPairs % kResults);
        const int pair = static_cast<int>(index % kPairs);
        // Random coups until one has this cell's result and pair; the rarest
        // (Banco 6 on three cards with a Banco pair) comes about once in 700.
        Coup coup;
        do
            coup = randomCoup(Tableau::of(game), rng);
        while (resultOf(coup) != result || pairOf(coup) != pair);
        const Stake s = randomStake(rng, level);
        JsonValue out = JsonValue::object();
        out.set("bet", JsonValue::string(std::string(betName(bet))));
        out.set("stake", JsonValue::string(s.stake.toString()));
        out.set("chip_unit", JsonValue::string(s.chipUnit.toString()));
        out.set("player", cardsToJson(coup.player));
        out.set("banker", cardsToJson(coup.banker));
        return out;
    }

    JsonValue solve(Game game, const JsonValue &scenario) const override
    {
        const BaccaratBet bet = readBet(game, scenario);
        const Money stake = field::money(scenario, "stake");
        const Money chip = field::money(scenario, "chip_unit");
        const Coup coup = readCoup(game, scenario);
        const Settlement s = settleBet(game, bet, stake, chip, coup);
        JsonValue a = JsonValue::object();
        a.set("outcome", JsonValue::string(std::string(outcomeName(s.outcome))));
        a.set("paid", JsonValue::string(s.paid.toString()));
        a.set("commission", JsonValue::string(s.commission.toString()));
        return a;
    }

    Prompt prompt(Game game, const JsonValue &scenario) const override
    {
        const BaccaratBet bet = readBet(game, scenario);
        const Coup coup = readCoup(game, scenario);
        return {"baccarat.payout." + std::string(betName(bet)),
                {money(field::money(scenario, "stake")), money(field::money(scenario, "chip_unit")),
                 text(dealerText(coup.player)), text(dealerText(coup.banker))}};
    }

    /// "<bet>:<how the coup ended>": for Punto, Banco, Egalité and Super Six the
    /// winner ("player", "banker", "banker-6-two" and "banker-6-three": Banco wins
    /// with 6 on two or three cards, "tie"), for a pair bet whether its hand was a
    /// pair ("paired", "unpaired"). "banker:banker-6-two".
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        auto key = CellKey::read(stored, {"bet", "result"},
                                 {{"bet", {"player", "banker", "tie", "super-six", "player-pair", "banker-pair"}}});
        if (!key)
            return std::nullopt;
        const bool pairBet = (*key)["bet"].ends_with("-pair");
        const std::vector<std::string_view> results = pairBet
            ? std::vector<std::string_view>{"paired", "unpaired"}
            : std::vector<std::string_view>{"player", "banker", "banker-6-two", "banker-6-three", "tie"};
        if (std::find(results.begin(), results.end(), (*key)["result"]) == results.end())
            return std::nullopt;
        return key;
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        return {"cell.baccarat.payout." + std::string(cell["result"]),
                {Prompt::said({"cell.baccarat.bet." + std::string(cell["bet"]), {}})}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game game, const JsonValue &scenario) const override
    {
        const BaccaratBet bet = readBet(game, scenario);
        const Coup coup = readCoup(game, scenario);
        std::string result;
        if (bet == BaccaratBet::PlayerPair || bet == BaccaratBet::BankerPair)
            result = coup.isPair(bet == BaccaratBet::PlayerPair ? Side::Player : Side::Banker) ? "paired" : "unpaired";
        else
            result = std::array{"player", "banker", "banker-6-two", "banker-6-three", "tie"}[resultOf(coup)];
        return CellKey{{{"bet", std::string(betName(bet))}, {"result", result}}};
    }
};

/**
 * @brief baccarat.cagnotte: the house's 5 % of the banker's winnings in chemin de
 * fer (art. 15 §7), rounded down to the chip unit.
 *
 * Cells: chip units 1, 0.5, 5 and 0.1 × winnings whose 5 % falls on the chip,
 * falls between chips, or is less than one chip.
 */
class BaccaratCagnotteTopic final : public Topic
{
    static const std::vector<Game> &games_()
    {
        static const std::vector<Game> g{Game::CheminDeFer};
        return g;
    }

public:
    std::string_view name() const override { return "baccarat.cagnotte"; }
    Explanation explain(Game, const JsonValue &, const JsonValue &) const override
    {
        return explainBaccaratCagnotte();
    }
    std::vector<std::string_view> moneyFields() const override { return {"banker_win", "chip_unit"}; }
    std::string_view idPrefix() const override { return "b"; }
    const std::vector<Game> &games() const override { return games_(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"commission", AnswerField::Kind::Money}};
    }
    std::size_t cellCount(Game) const override { return 12; }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int level) const override
    {
        static const char *kChips[] = {"1", "0.5", "5", "0.1"};
        const Money chip = Money::parseCanonical(kChips[cell / 3]);
        Money win;
        switch (cell % 3) {
        case 0: win = chip * (20 * rng.between(1, 50)); break;                   // 5 % is whole chips
        case 1: {
            // Named in turn: two draws in one expression are in the compiler's order. GCC's
            // (the left operand first) is kept, so the banks are those GCC always generated.
            const int twenties = rng.between(1, 50);
            const int odd = rng.between(1, 19);
            win = chip * (20 * twenties + odd);   // between chips
            break;
        }
        default: win = chip * rng.between(1, 19); break;                          // less than a chip
        }
        if (level >= 3 && rng.below(2))
            win = win + Money::parseCanonical("0.01") * rng.between(1, 99);
        JsonValue s = JsonValue::object();
        s.set("banker_win", JsonValue::string(win.toString()));
        s.set("chip_unit", JsonValue::string(chip.toString()));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const Money win = field::money(scenario, "banker_win");
        const Money chip = field::money(scenario, "chip_unit");
        if (chip.isZero())
            throw InputError("chip_unit", "must be more than 0, not 0");
        JsonValue a = JsonValue::object();
        a.set("commission", JsonValue::string(cagnotte(win, chip).toString()));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        return {"baccarat.cagnotte",
                {money(field::money(scenario, "banker_win")), money(field::money(scenario, "chip_unit"))}};
    }

    /// "<chip unit>:<where the 5 % falls>": "whole" on whole chips, "between" between
    /// two, "under" under one chip ("0.5:between").
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        auto key = CellKey::read(stored, {"chip", "share"}, {{"share", {"whole", "between", "under"}}});
        if (!key)
            return std::nullopt;
        try {
            (void)Money::parseCanonical((*key)["chip"]);
        } catch (const InputError &) {
            return std::nullopt;
        }
        return key;
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        return {"cell.baccarat.cagnotte." + std::string(cell["share"]), {{std::string(cell["chip"]), true}}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const Money win = field::money(scenario, "banker_win");
        const Money chip = field::money(scenario, "chip_unit");
        if (chip.isZero())
            throw InputError("chip_unit", "must be more than 0, not 0");
        // art. 15 §7: the house's share of the banker's winnings, rounded down to the chip.
        const Rational share = win.times(cagnotteRate);
        const std::string where = share < chip.value()                          ? "under"
                                  : Money::floorTo(share, chip).value() == share ? "whole"
                                                                                 : "between";
        return CellKey{{{"chip", chip.toString()}, {"share", where}}};
    }
};

/**
 * @brief baccarat.burn: how many cards a new shoe burns (art. 15 §9).
 *
 * The first card's number (A=1, 2–9, T J Q K = 10) is the count, the first card
 * itself included: a 7 burns 7 cards in all (RULINGS.md). Cells: the 13 ranks.
 */
class BaccaratBurnTopic final : public Topic
{
public:
    std::string_view name() const override { return "baccarat.burn"; }
    Explanation explain(Game, const JsonValue &, const JsonValue &) const override
    {
        return explainBaccaratBurn();
    }
    std::string_view idPrefix() const override { return "b"; }
    const std::vector<Game> &games() const override { return baccaratGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"burn", AnswerField::Kind::Integer, 1, 10}};
    }
    std::size_t cellCount(Game) const override { return 13; }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int) const override
    {
        JsonValue s = JsonValue::object();
        s.set("first", JsonValue::string(Card(static_cast<Rank>(cell + 1), randomSuit(rng)).toString()));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        JsonValue a = JsonValue::object();
        a.set("burn", JsonValue::number(field::card(scenario, "first").burnCount()));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        return {"baccarat.burn", {text(field::card(scenario, "first").dealerText())}};
    }

    /// "<the first card's rank>": A, 2–9, T, J, Q, K ("7").
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        return CellKey::read(stored, {"first"}, {{"first", {"A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"}}});
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        // The key keeps the bank's letter ("T"); the words say the rank as a card prints it ("10").
        return {"cell.baccarat.burn", {text(rankText(Card::parse(std::string(cell["first"]) + "S").rank()))}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const std::string card = field::card(scenario, "first").toString();   // "7H": rank, then suit
        return CellKey{{{"first", card.substr(0, card.size() - 1)}}};
    }
};

/**
 * @brief baccarat.limit: how much of an offered stake may stay on the layout
 * (art. 15 §19; chemin de fer and deux tableaux §6; RULINGS, table limits).
 *
 * The maximum is BaccaratProfile::betMaximum(), the one the table reduces to: Punto
 * and Banco the table maximum, Egalité one eighth of it rounded down to the chip,
 * pairs and Super Six the house's cap (by default the Egalité maximum); chemin de
 * fer what the bank still covers after the punters before him; deux tableaux the
 * limited bank's maximum, none with an unlimited bank. Within it the stake stays as
 * offered; above it the dealer reduces it to the maximum (or refuses it) before the
 * deal (§4). Cells: each bet and case (below) × an offer under, at and over the maximum.
 */
class BaccaratLimitTopic final : public Topic
{
public:
    /// One kind of maximum: the bet, and how it is set.
    enum class Case {
        Player,
        Banker,
        TieOnChip,       ///< the eighth falls on the chip
        TieRounded,      ///< the eighth is rounded down to the chip
        PlayerPair,      ///< no house cap: the Egalité maximum
        PlayerPairHouse, ///< the house's cap
        BankerPair,
        BankerPairHouse,
        SuperSix,
        SuperSixHouse,
        Banco,           ///< chemin de fer: the only punter, against the whole bank
        AfterOthers,     ///< chemin de fer: punters before him
        LimitedBank,     ///< deux tableaux
        UnlimitedBank,   ///< deux tableaux: nothing to exceed (one cell, any offer)
    };

    /// What the scenario says, read and checked.
    struct Read
    {
        BaccaratProfile profile;
        BaccaratBet bet = BaccaratBet::Player;
        Money offered;
        Money bank;
        Money covered;
        std::optional<std::pair<Money, std::string>> maximum;
        Money allowed;
    };

    static std::vector<Case> cases(Game game)
    {
        if (game == Game::CheminDeFer)
            return {Case::Banco, Case::AfterOthers};
        if (game == Game::DeuxTableaux)
            return {Case::LimitedBank, Case::UnlimitedBank};
        std::vector<Case> c{Case::Player, Case::Banker, Case::TieOnChip, Case::TieRounded, Case::PlayerPair,
                            Case::PlayerPairHouse, Case::BankerPair, Case::BankerPairHouse};
        if (PayTable::of(game).offersSuperSix) {
            c.push_back(Case::SuperSix);
            c.push_back(Case::SuperSixHouse);
        }
        return c;
    }

    static BaccaratBet betOf(Case c)
    {
        switch (c) {
        case Case::Banker: return BaccaratBet::Banker;
        case Case::TieOnChip:
        case Case::TieRounded: return BaccaratBet::Tie;
        case Case::PlayerPair:
        case Case::PlayerPairHouse: return BaccaratBet::PlayerPair;
        case Case::BankerPair:
        case Case::BankerPairHouse: return BaccaratBet::BankerPair;
        case Case::SuperSix:
        case Case::SuperSixHouse: return BaccaratBet::SuperSix;
        default: return BaccaratBet::Player;
        }
    }

    static bool mainBet(BaccaratBet bet) { return bet == BaccaratBet::Player || bet == BaccaratBet::Banker; }

    static Read read(Game game, const JsonValue &scenario)
    {
        Read r;
        r.profile = BaccaratProfile::of(game);
        std::vector<std::string_view> names;
        if (isPuntoBanco(game)) {
            for (const BaccaratBet b : {BaccaratBet::Player, BaccaratBet::Banker, BaccaratBet::Tie,
                                        BaccaratBet::PlayerPair, BaccaratBet::BankerPair, BaccaratBet::SuperSix})
                if (b != BaccaratBet::SuperSix || PayTable::of(game).offersSuperSix)
                    names.push_back(betName(b));
        } else {
            names.push_back(betName(BaccaratBet::Player));   // a punter's stake against the bank
        }
        r.bet = *baccaratBetFromName(field::oneOf(scenario, "bet", names));
        r.profile.chipUnit = field::money(scenario, "chip_unit");
        r.profile.limits.minimum = field::money(scenario, "minimum");
        r.offered = field::money(scenario, "offered");
        if (r.offered.isZero() || r.offered.isNegative())
            throw InputError("offered", "a stake above 0, not " + r.offered.toString());
        if (isPuntoBanco(game) || game == Game::DeuxTableaux) {
            const JsonValue *max = scenario.find("maximum");
            if (game == Game::DeuxTableaux && (!max || max->isNull()))
                r.profile.limits.maximum = Money();   // an unlimited bank
            else
                r.profile.limits.maximum = field::money(scenario, "maximum");
            if (game == Game::DeuxTableaux && !r.profile.limits.maximum.isZero()
                && r.profile.limits.maximum < r.profile.limits.minimum)
                throw InputError("maximum", "the limited bank is below the minimum " + r.profile.limits.minimum.toString());
        }
        if (isPuntoBanco(game)) {
            const JsonValue *side = scenario.find("side_maximum");
            if (side && !side->isNull()) {
                r.profile.sideMaximum = field::money(scenario, "side_maximum");
                if (r.profile.sideMaximum->isZero() || r.profile.sideMaximum->isNegative())
                    throw InputError("side_maximum", "the house's cap must be above 0");
            }
        }
        if (game == Game::CheminDeFer) {
            r.bank = field::money(scenario, "bank");
            if (r.bank.isZero() || r.bank.isNegative())
                throw InputError("bank", "the bank must be above 0");
            const JsonValue &others = field::require(scenario, "others");
            if (!others.isArray())
                throw InputError("others", "must be an array of {\"stake\"}, not " + field::typeName(others));
            for (std::size_t i = 0; i < others.items().size(); ++i) {
                const std::string name = "others[" + std::to_string(i) + "]";
                const JsonValue &o = others.items()[i];
                if (!o.isObject())
                    throw InputError(name, "must be an object {\"stake\"}, not " + field::typeName(o));
                Money stake;
                try {
                    stake = field::money(o, "stake");
                } catch (const InputError &e) {
                    throw InputError(name + "." + e.field(), e.reason());
                }
                if (stake.isZero() || stake.isNegative())
                    throw InputError(name + ".stake", "a stake above 0");
                r.covered = r.covered + stake;
            }
        }
        r.profile.validate();   // "chip_unit", "minimum", "maximum" (§19: 100 to 400 times the minimum)
        if (r.profile.sideMaximum && !r.profile.sideMaximum->isMultipleOf(r.profile.chipUnit))
            throw InputError("side_maximum", "must be a whole number of the smallest chip");
        if (!r.offered.isMultipleOf(r.profile.chipUnit))
            throw InputError("offered", "a stake is chips: a whole number of " + r.profile.chipUnit.toString());
        // A Punto or Banco bet (a punter's stake at chemin de fer and deux tableaux) under the
        // table minimum is not placed at all (§19; §6): the drill asks about what may stay of a
        // bet the table takes. The side bets' stakes have no minimum of their own here.
        if (mainBet(r.bet) && r.offered < r.profile.limits.minimum)
            throw InputError("offered", "under the table minimum " + r.profile.limits.minimum.toString()
                                            + ": such a bet is not placed");
        r.maximum = r.profile.betMaximum(r.bet, r.bank, r.covered);
        r.allowed = r.maximum && r.offered > r.maximum->first ? r.maximum->first : r.offered;
        return r;
    }

    std::string_view name() const override { return "baccarat.limit"; }
    std::string_view idPrefix() const override { return "b"; }
    const std::vector<Game> &games() const override { return baccaratGames(); }
    std::vector<std::string_view> moneyFields() const override
    {
        return {"offered", "minimum", "maximum", "side_maximum", "bank", "others[].stake", "chip_unit"};
    }
    std::vector<AnswerField> answerFields(Game) const override { return {{"allowed", AnswerField::Kind::Money}}; }
    std::size_t cellCount(Game game) const override
    {
        // Deux tableaux's unlimited bank is one cell: whatever is offered stays.
        return cases(game).size() * 3 - (game == Game::DeuxTableaux ? 2 : 0);
    }

    JsonValue makeScenario(Game game, std::size_t cell, Rng &rng, int level) const override
    {
        const Case c = cases(game)[cell / 3];
        const int offer = static_cast<int>(cell % 3);   // under, at, over the maximum
        const char *chipsByLevel[3][3] = {{"1", "5", "1"}, {"1", "0.5", "5"}, {"0.5", "1", "0.1"}};
        const int lv = std::clamp(level, kMinLevel, kMaxLevel) - 1;
        static const int kMinimums[] = {5, 10, 20, 25, 50, 100};
        BaccaratProfile p = BaccaratProfile::of(game);
        Money bank, covered;
        JsonValue others = JsonValue::array();
        // Draw the table until it is this cell's (the Egalité eighth on or off the chip).
        for (;;) {
            const int chipPick = static_cast<int>(rng.below(3));
            p.chipUnit = Money::parseCanonical(chipsByLevel[lv][chipPick]);
            const int minPick = static_cast<int>(rng.below(6));
            p.limits.minimum = Money::fromInteger(kMinimums[minPick]);
            if (!p.limits.minimum.isMultipleOf(p.chipUnit))
                continue;
            if (isPuntoBanco(game)) {
                const int times = rng.between(100, 400);
                p.limits.maximum = p.limits.minimum * times;
            } else if (game == Game::DeuxTableaux) {
                const int times = rng.between(10, 100);
                p.limits.maximum = c == Case::UnlimitedBank ? Money() : p.limits.minimum * times;
            }
            const bool onChip = p.tieMaximum() * 8 == p.limits.maximum;
            if ((c == Case::TieOnChip && !onChip) || (c == Case::TieRounded && onChip))
                continue;
            break;
        }
        if (c == Case::PlayerPairHouse || c == Case::BankerPairHouse || c == Case::SuperSixHouse) {
            const int times = rng.between(2, 40);
            p.sideMaximum = p.limits.minimum * times;
        }
        if (game == Game::CheminDeFer) {
            const int banks = rng.between(10, 80);
            bank = p.limits.minimum * banks;
            if (c == Case::AfterOthers) {
                const int n = rng.between(1, 3);
                for (int i = 0; i < n; ++i) {
                    // Each punter before him leaves at least two minimums uncovered.
                    const int room = static_cast<int>(wholeTimes(bank - covered, p.limits.minimum)) - 2;
                    if (room < 1)
                        break;
                    const int times = rng.between(1, std::min(room, 20));
                    const Money stake = p.limits.minimum * times;
                    covered = covered + stake;
                    JsonValue o = JsonValue::object();
                    o.set("stake", JsonValue::string(stake.toString()));
                    others.push(std::move(o));
                }
            }
        }
        const auto maximum = p.betMaximum(betOf(c), bank, covered);
        Money offered;
        if (!maximum) {
            const int times = rng.between(1, 400);
            offered = p.limits.minimum * times;
        } else {
            const Money max = maximum->first;
            const std::int64_t chips = wholeTimes(max, p.chipUnit);
            // Under: from the table minimum (a Punto, Banco or punter's bet, §19, §6), or one
            // chip (a side bet), to a chip below the maximum.
            const std::int64_t low = mainBet(betOf(c)) ? wholeTimes(p.limits.minimum, p.chipUnit) : 1;
            if (offer == 0 && chips > low)
                offered = p.chipUnit * (low + static_cast<std::int64_t>(rng.below(std::uint64_t(chips - low))));
            else if (offer == 2) {
                static constexpr int kSteps[] = {1, 2, 5, 10};   // as the table's over-limit stakes
                offered = max + p.limits.minimum * kSteps[rng.below(4)];
            } else
                offered = max;
        }
        JsonValue s = JsonValue::object();
        s.set("bet", JsonValue::string(std::string(betName(betOf(c)))));
        s.set("offered", JsonValue::string(offered.toString()));
        s.set("minimum", JsonValue::string(p.limits.minimum.toString()));
        if (isPuntoBanco(game))
            s.set("maximum", JsonValue::string(p.limits.maximum.toString()));
        if (game == Game::DeuxTableaux)
            s.set("maximum", p.limits.maximum.isZero() ? JsonValue() : JsonValue::string(p.limits.maximum.toString()));
        if (p.sideMaximum)
            s.set("side_maximum", JsonValue::string(p.sideMaximum->toString()));
        if (game == Game::CheminDeFer) {
            s.set("bank", JsonValue::string(bank.toString()));
            s.set("others", std::move(others));
        }
        s.set("chip_unit", JsonValue::string(p.chipUnit.toString()));
        return s;
    }

    JsonValue solve(Game game, const JsonValue &scenario) const override
    {
        const Read r = read(game, scenario);
        JsonValue a = JsonValue::object();
        a.set("allowed", JsonValue::string(r.allowed.toString()));
        return a;
    }

    Prompt prompt(Game game, const JsonValue &scenario) const override
    {
        const Read r = read(game, scenario);
        const std::string bet(betName(r.bet));
        if (game == Game::CheminDeFer)
            return {r.covered.isZero() ? "baccarat.limit.banco" : "baccarat.limit.chemin-de-fer",
                    {money(r.offered), money(r.bank), money(r.covered), money(r.profile.chipUnit)}};
        if (game == Game::DeuxTableaux) {
            if (r.profile.limits.maximum.isZero())
                return {"baccarat.limit.deux-tableaux-unlimited",
                        {money(r.offered), money(r.profile.limits.minimum), money(r.profile.chipUnit)}};
            return {"baccarat.limit.deux-tableaux",
                    {money(r.offered), money(r.profile.limits.minimum), money(r.profile.limits.maximum),
                     money(r.profile.chipUnit)}};
        }
        std::vector<Prompt::Arg> args{money(r.offered), money(r.profile.limits.minimum),
                                      money(r.profile.limits.maximum), money(r.profile.chipUnit)};
        const bool side = r.bet != BaccaratBet::Player && r.bet != BaccaratBet::Banker && r.bet != BaccaratBet::Tie;
        if (side && r.profile.sideMaximum) {
            args.push_back(money(*r.profile.sideMaximum));
            return {"baccarat.limit." + bet + ".house", std::move(args)};
        }
        return {"baccarat.limit." + bet, std::move(args)};
    }

    Explanation explain(Game game, const JsonValue &scenario, const JsonValue &) const override
    {
        const Read r = read(game, scenario);
        return explainBaccaratLimit(game, r.bet, r.profile, r.offered, r.bank, r.covered, r.maximum, r.allowed);
    }

    /// "<bet>:<how the maximum is set>:<under|at|over>": how is "table", "eighth",
    /// "eighth-rounded" (Egalité's eighth rounded down to the chip), "egalite" or
    /// "house" (pairs, Super Six), "banco" or "bank-left" (chemin de fer),
    /// "limited-bank"; deux tableaux's unlimited bank is "player:unlimited:any".
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        auto key = CellKey::read(stored, {"bet", "maximum", "offer"});
        if (!key)
            return std::nullopt;
        static const std::vector<std::string_view> offers{"under", "at", "over", "any"};
        if (std::find(offers.begin(), offers.end(), (*key)["offer"]) == offers.end())
            return std::nullopt;
        return key;
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        const std::string how(cell["maximum"]);
        std::vector<Prompt::Arg> args;
        if (how == "table" || how == "egalite" || how == "house")   // the sentences that name the bet
            args.push_back(Prompt::said({"cell.baccarat.bet." + std::string(cell["bet"]), {}}));
        return {"cell.baccarat.limit." + how + "." + std::string(cell["offer"]), std::move(args)};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game game, const JsonValue &scenario) const override
    {
        const Read r = read(game, scenario);
        std::string how;
        if (game == Game::CheminDeFer)
            how = r.covered.isZero() ? "banco" : "bank-left";
        else if (game == Game::DeuxTableaux)
            how = r.maximum ? "limited-bank" : "unlimited";
        else if (r.bet == BaccaratBet::Player || r.bet == BaccaratBet::Banker)
            how = "table";
        else if (r.bet == BaccaratBet::Tie)
            how = r.profile.tieMaximum() * 8 == r.profile.limits.maximum ? "eighth" : "eighth-rounded";
        else   // pairs, Super Six: the house's cap, or with none the Egalité maximum
            how = r.profile.sideMaximum ? "house" : "egalite";
        const std::string offer = !r.maximum                       ? "any"
                                  : r.offered < r.maximum->first   ? "under"
                                  : r.offered == r.maximum->first ? "at"
                                                                   : "over";
        return CellKey{{{"bet", std::string(betName(r.bet))}, {"maximum", how}, {"offer", offer}}};
    }
};

/**
 * @brief baccarat.procedure: the dealer's next step at the regulation's procedural
 * incidents (art. 15 §4–5, §16, §17, §20; deux tableaux §2).
 *
 * The answer is the round engine's own: solve() sets a BaccaratRound in the
 * situation (a stacked shoe whose cut card falls where the situation says, one
 * punter's bet, the "dummy-hand" or "shuffler" incident forced), plays it with
 * expected() until the moment the situation names, and answers expected().action.
 * So drill and table cannot disagree (STYLE.md, convention 4). Cells: the
 * situations each game can have (a dummy hand and the shuffling machine at the
 * Punto Banco games only; at deux tableaux the cut card is never the first card due).
 */
class BaccaratProcedureTopic final : public Topic
{
public:
    static const std::vector<std::string_view> &allSituations()
    {
        static const std::vector<std::string_view> all{
            "exposed-first",        // the coup's first card came out face up before the bets were final (§4–5)
            "cut-card-first",       // the cut card came out as the first card due for the coup (§16)
            "cut-card-during",      // the cut card came out during the coup (§16; deux tableaux §2)
            "cut-card-next",        // a coup is settled and the cut card is the next card (§16; deux tableaux §2)
            "shoe-over",            // the last coup is settled (§16)
            "changeover",           // the shoe is over, the players left; the machine next (§17, §20)
            "machine-first",        // the cards are loaded into the shuffling machine (§20 δ(2)–(3))
            "machine-coup-settled", // a coup at the machine is settled (§20 δ(7)(3))
            "machine-empty",        // at the machine, the table has emptied (§20 δ(6))
        };
        return all;
    }

    static std::vector<std::string_view> situations(Game game)
    {
        std::vector<std::string_view> out;
        for (const std::string_view s : allSituations())
            if (offered(game, s))
                out.push_back(s);
        return out;
    }

    static bool offered(Game game, std::string_view s)
    {
        if (s == "exposed-first" || s == "changeover" || s.starts_with("machine-"))
            return isPuntoBanco(game);   // §5 of chemin de fer: the punter plays; §20 is Punto Banco's
        if (s == "cut-card-first")
            return game != Game::DeuxTableaux;   // §2: no coup is begun with the cut card next
        return true;
    }

    static std::string readSituation(Game game, const JsonValue &scenario)
    {
        const std::string s = field::oneOf(scenario, "situation", allSituations());
        if (!offered(game, s)) {
            if (s == "cut-card-first")
                throw InputError("situation", "at deux-tableaux no coup begins with the cut card next (art. 15 §2), "
                                              "so it is never the first card due");
            throw InputError("situation", "\"" + s + "\" is a Punto Banco situation (art. 15 §4–5, §20), not a situation of "
                                              + std::string(gameName(game)));
        }
        return s;
    }

    /// The engine set in @p situation: the step it expects there.
    static DealerStep engineStep(Game game, const std::string &situation)
    {
        const bool deux = game == Game::DeuxTableaux;
        const std::size_t perCoup = deux ? 6 : 4;
        const std::size_t behind = deux ? 10 : 7;   // cards behind the cut card (§8; deux tableaux §2)
        // Naturals, so no coup takes a third card: Punto (each tableau) 9, Banco 8.
        std::vector<std::string> codes{"AS"};       // the burn: the ace burns itself alone (§9)
        const auto coup = [&] {
            if (deux)
                for (const char *c : {"9S", "9H", "8S", "KS", "KH", "KD"})
                    codes.push_back(c);
            else
                for (const char *c : {"9S", "8S", "KS", "KH"})
                    codes.push_back(c);
        };
        coup();
        // "cut-card-during": the cut card before the coup's last card; otherwise a whole
        // coup, then the cut card next (§16: a last coup follows; §2: no further coup).
        if (situation == "cut-card-during" || situation == "exposed-first")
            codes.pop_back();
        while (codes.size() < 1 + perCoup + behind)
            for (const char *c : {"9D", "8D", "QS", "QH", "9C", "8C", "JS", "JH"})
                codes.push_back(c);
        codes.resize(situation == "cut-card-during" || situation == "exposed-first" ? perCoup + behind
                                                                                      : 1 + perCoup + behind);
        std::vector<Card> cards;
        for (const std::string &c : codes)
            cards.push_back(Card::parse(c));

        BaccaratRound round(BaccaratProfile::of(game), 1);
        round.loadStackedShoe(std::move(cards));
        if (!isPuntoBanco(game))
            round.setScriptedBank(Money::fromInteger(100));
        round.setScriptedBets({LayoutBet{1, BaccaratBet::Player, Money::fromInteger(10)}});
        if (situation == "exposed-first")
            round.incidents().force("dummy-hand");
        const bool machine = situation == "changeover" || situation.starts_with("machine-");
        if (machine)
            round.incidents().force("shuffler");

        const auto settling = [](const std::string &a) {
            // The coup's end: its settlement and, after it, the sabot or the bank passing
            // to the right (§15; chemin de fer, RULINGS).
            return a == "collect" || a == "pay" || a == "commission" || a == "cagnotte" || a == "pass-sabot"
                   || a == "pass-bank";
        };
        // The moment the situation names, from the round's own state.
        const auto there = [&](const std::string &last) {
            using Phase = BaccaratRound::Phase;
            const Phase phase = round.phase();
            if (situation == "exposed-first")
                return phase == Phase::Bets && round.exposedCard().has_value();
            if (situation == "cut-card-first")
                return phase == Phase::Coup && round.coupNumber() == 2;
            if (situation == "cut-card-during")
                return phase == Phase::Coup;
            if (situation == "cut-card-next")
                return round.coupNumber() == 1 && settling(last) && !settling(round.expected().action);
            if (situation == "shoe-over" || situation == "changeover")
                return phase == Phase::ShoeOver && !round.atShuffler();
            if (situation == "machine-first")   // loaded once counted, shuffled and cut (§20 δ(1)–(2))
                return phase == Phase::Burn && round.atShuffler() && !round.opening();
            if (situation == "machine-coup-settled")
                return round.atShuffler() && settling(last)   // the machine's first settled coup
                       && !settling(round.expected().action);
            return phase == Phase::ShoeOver && round.atShuffler();   // machine-empty
        };
        std::string last;
        for (int guard = 0; guard < 5000; ++guard) {
            if (there(last))
                return round.expected();
            const DealerStep step = round.expected();
            if (round.apply(step))
                break;
            last = step.action;
            (void)round.takeFinishedCoup();
            (void)round.takeEvents();
        }
        throw std::logic_error("baccarat.procedure: the round never reached " + situation);
    }

    std::string_view name() const override { return "baccarat.procedure"; }
    std::string_view idPrefix() const override { return "b"; }
    const std::vector<Game> &games() const override { return baccaratGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"step", AnswerField::Kind::Choice, 0, 0,
                 {"deal", "dummy-hand", "last-coup", "new-shoe", "shuffler", "burn", "to-shuffler"}}};
    }
    std::size_t cellCount(Game game) const override { return situations(game).size(); }

    JsonValue makeScenario(Game game, std::size_t cell, Rng &, int) const override
    {
        JsonValue s = JsonValue::object();
        s.set("situation", JsonValue::string(std::string(situations(game)[cell])));
        return s;
    }

    JsonValue solve(Game game, const JsonValue &scenario) const override
    {
        JsonValue a = JsonValue::object();
        a.set("step", JsonValue::string(engineStep(game, readSituation(game, scenario)).action));
        return a;
    }

    Prompt prompt(Game game, const JsonValue &scenario) const override
    {
        return {"baccarat.procedure." + readSituation(game, scenario), {}};
    }

    Explanation explain(Game game, const JsonValue &scenario, const JsonValue &) const override
    {
        const std::string situation = readSituation(game, scenario);
        const DealerStep step = engineStep(game, situation);
        return explainBaccaratProcedure(game, situation, step.action, step.source);
    }

    /// "<situation>" ("cut-card-next").
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        auto key = CellKey::read(stored, {"situation"});
        if (!key)
            return std::nullopt;
        const auto &all = allSituations();
        if (std::find(all.begin(), all.end(), (*key)["situation"]) == all.end())
            return std::nullopt;
        return key;
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        return {"cell.baccarat.procedure." + std::string(cell["situation"]), {}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game game, const JsonValue &scenario) const override
    {
        return CellKey{{{"situation", readSituation(game, scenario)}}};
    }
};

} // namespace

void registerBaccaratTopics(TopicRegistry &registry)
{
    registry.add(std::make_unique<BaccaratTotalTopic>());
    registry.add(std::make_unique<BaccaratDrawTopic>());
    registry.add(std::make_unique<BaccaratCoupTopic>());
    registry.add(std::make_unique<BaccaratPayoutTopic>());
    registry.add(std::make_unique<BaccaratCagnotteTopic>());
    registry.add(std::make_unique<BaccaratBurnTopic>());
    registry.add(std::make_unique<BaccaratLimitTopic>());
    registry.add(std::make_unique<BaccaratProcedureTopic>());
}

} // namespace croupier
