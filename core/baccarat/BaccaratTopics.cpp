#include "BaccaratTopics.h"

#include "BaccaratHand.h"
#include "Coup.h"
#include "BaccaratExplain.h"
#include "InputError.h"
#include "Payout.h"
#include "Rng.h"
#include "Shoe.h"
#include "Tableau.h"
#include "bank/TopicRegistry.h"

#include <memory>

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

Suit randomSuit(Rng &rng) { return static_cast<Suit>(rng.below(4)); }
Card randomCard(Rng &rng) { return Card(static_cast<Rank>(1 + rng.below(13)), randomSuit(rng)); }

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

std::string joinCards(const std::vector<Card> &cards)
{
    std::string out;
    for (const Card c : cards)
        out += (out.empty() ? "" : " ") + c.toString();
    return out;
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
 * of 1 or 5; level 2 any whole amount, or halves with a 0.5 chip; level 3 adds
 * stakes that do not fall on the chip unit (0.25, 0.1 chips; odd cents).
 */
struct Stake
{
    Money chipUnit;
    Money stake;
};

Stake randomStake(Rng &rng, int level)
{
    static const Money kHalf = Money::parseCanonical("0.5");
    static const Money kQuarter = Money::parseCanonical("0.25");
    static const Money kTenth = Money::parseCanonical("0.1");
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
        const Money chips[] = {Money::fromInteger(1), kHalf, kQuarter, kTenth, Money::fromInteger(5)};
        const Money chip = chips[rng.below(5)];
        Money stake = chip * rng.between(1, 400);
        if (rng.below(2))   // half the stakes fall off the chip unit
            stake = stake + Money::parseCanonical("0.01") * rng.between(1, 99);
        return {chip, stake};
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
        return {"baccarat.total", {text(joinCards(field::cards(scenario, "cards", 2, 3)))}};
    }
};

/**
 * @brief baccarat.draw: does this hand take a third card (art. 15 §8, §10–12)?
 *
 * Cells, from the game's own tableau: Punto's two-card total 0–9 against Banco's
 * 0–9 (naturals included); Banco 0–7 against every third card 0–9; Banco 0–9
 * when Punto stays on two cards (a standing total, his option, or a natural).
 */
class BaccaratDrawTopic final : public Topic
{
    struct Cell
    {
        bool bankerHand;
        int playerTwo;   ///< -1: any total on which Punto draws
        int bankerTwo;
        int third;       ///< value of Punto's third card, -1 when he stays on two
    };

    static std::vector<Cell> cellsOf(const Tableau &t)
    {
        std::vector<Cell> cells;
        for (int p = 0; p <= 9; ++p)
            for (int b = 0; b <= 9; ++b)
                cells.push_back({false, p, b, -1});
        for (int b = 0; b <= 7; ++b)
            for (int v = 0; v <= 9; ++v)
                cells.push_back({true, -1, b, v});
        for (int b = 0; b <= 9; ++b)
            for (int p = 0; p <= 9; ++p)
                if (b >= 8 || p >= 8 || t.player(p).rule != DrawRule::Draw)
                    cells.push_back({true, p, b, -1});
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
        const Cell c = cells(game)[index];
        const Tableau &t = Tableau::of(game);
        std::vector<Card> player;
        if (c.third >= 0) {
            std::vector<int> drawing;   // Punto's totals that take a third card here
            for (int p = 0; p <= 7; ++p)
                if (t.player(p).rule != DrawRule::Stand)
                    drawing.push_back(p);
            player = twoCardsWithTotal(drawing[rng.below(drawing.size())], rng);
            player.push_back(cardOfValue(c.third, rng));
        } else {
            player = twoCardsWithTotal(c.playerTwo, rng);
        }
        JsonValue s = JsonValue::object();
        s.set("hand", JsonValue::string(c.bankerHand ? "banker" : "player"));
        s.set("player", cardsToJson(player));
        s.set("banker", cardsToJson(twoCardsWithTotal(c.bankerTwo, rng)));
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
        return {side == Side::Player ? "baccarat.draw.player" : "baccarat.draw.banker",
                {text(joinCards(coup.player)), text(joinCards(coup.banker))}};
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

    Prompt cellWords(const CellKey &cell) const override
    {
        const std::string total(cell["total"]);
        if (cell["hand"] == "player")
            return {"cell.baccarat.draw.player", {text(total)}};
        if (cell["third"] == "x")
            return {"cell.baccarat.draw.banker-stood", {text(total)}};
        return {"cell.baccarat.draw.banker", {text(total), text(std::string(cell["third"]))}};
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
        return {"baccarat.coup", {text(joinCards(coup.player)), text(joinCards(coup.banker))}};
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
                 text(joinCards(coup.player)), text(joinCards(coup.banker))}};
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
        case 1: win = chip * (20 * rng.between(1, 50) + rng.between(1, 19)); break; // between chips
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
        return {"baccarat.burn", {text(field::card(scenario, "first").toString())}};
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
}

} // namespace croupier
