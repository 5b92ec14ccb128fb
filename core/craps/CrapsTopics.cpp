#include "CrapsTopics.h"

#include "CrapsExplain.h"

#include "Dice.h"
#include "InputError.h"
#include "Rng.h"
#include "bank/TopicRegistry.h"
#include "craps/CrapsMaxima.h"
#include "craps/CrapsRound.h"
#include "craps/CrapsRules.h"
#include "craps/CrapsJson.h"
#include "craps/CrapsSettlement.h"

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>
#include <string>

namespace croupier {

using namespace crapsjson;

namespace {

const std::vector<Game> &crapsGames()
{
    static const std::vector<Game> games{Game::Craps};
    return games;
}

Prompt::Arg text(std::string s) { return {std::move(s), false}; }
Prompt::Arg money(const Money &m) { return {m.toString(), true}; }
Prompt::Arg number(int n) { return {std::to_string(n), false}; }

std::string label(CrapsBet bet) { return std::string(crapsRule(bet).label); }

/**
 * @brief The 15 kinds of roll a craps bet can tell apart: every total, and 4, 6,
 * 8 and 10 both the hard way (doubles) and easy.
 */
constexpr int kDiceClasses = 15;

int diceClassOf(DiceRoll d)
{
    // 2, 3, 4h, 4e, 5, 6h, 6e, 7, 8h, 8e, 9, 10h, 10e, 11, 12
    static constexpr std::array<int, 13> kFirstOfTotal{-1, -1, 0, 1, 2, 4, 5, 7, 8, 10, 11, 13, 14};
    const int t = d.total();
    const int first = kFirstOfTotal[static_cast<std::size_t>(t)];
    const bool split = t == 4 || t == 6 || t == 8 || t == 10;
    return split && !d.isHard() ? first + 1 : first;
}

/// A random roll of dice class @p cls, either die first.
DiceRoll randomRollOfClass(int cls, Rng &rng)
{
    DiceRoll rolls[6];
    int n = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            if (diceClassOf({a, b}) == cls)
                rolls[n++] = {a, b};
    return rolls[rng.below(static_cast<std::uint64_t>(n))];
}

/**
 * @brief The table's smallest chip and a stake, by difficulty, on or off the bet's
 * proper unit (CrapsBetRule::properUnit: place 6 in sixes, lay 4 in elevens…).
 *
 * Level 1: chips of 1 or 5; level 2: also 0.5; level 3: also 0.25 and 0.1, and
 * even-money stakes that fall off the chip (odd cents). On the unit, the win falls
 * on whole chips; off it, it is rounded down.
 */
struct Stake
{
    Money chipUnit;
    Money stake;
};

Money chipFor(Rng &rng, int level)
{
    static const Money kChips[] = {Money::fromInteger(1), Money::fromInteger(5), Money::parseCanonical("0.5"),
                                   Money::parseCanonical("0.25"), Money::parseCanonical("0.1")};
    const std::uint64_t choices = level == 1 ? 2 : level == 2 ? 3 : 5;
    return kChips[rng.below(choices)];
}

/// A stake in chips of @p chip: a whole number of @p unit chips, or (offUnit) a
/// number of chips that is not.
Money stakeIn(const Money &chip, Rng &rng, int level, int unit, bool offUnit)
{
    const int most = level == 1 ? 20 : 100;
    if (offUnit && unit > 1) {
        int n = rng.between(1, most * unit);
        if (n % unit == 0)
            n += rng.between(1, unit - 1);
        return chip * n;
    }
    Money stake = chip * (static_cast<std::int64_t>(unit) * rng.between(1, most));
    if (level >= 3 && unit == 1 && rng.below(2))   // an even-money stake off the chip
        stake = stake + Money::parseCanonical("0.01") * rng.between(1, 99);
    return stake;
}

Stake randomStake(Rng &rng, int level, int unit, bool offUnit)
{
    const Money chip = chipFor(rng, level);
    return {chip, stakeIn(chip, rng, level, unit, offUnit)};
}

/// The proper unit of @p bet at its number (the point for odds).
int unitOf(CrapsBet bet, std::optional<int> number)
{
    const CrapsBetRule &rule = crapsRule(bet);
    if (number)
        return rule.properUnit(*number);
    int unit = 1;
    for (int t = 2; t <= 12; ++t)
        unit = std::max(unit, rule.properUnit(t));
    return unit;
}

/// What a scenario's `working` says: absent or false at random when off, true when called.
void setWorking(JsonValue &s, bool working, Rng &rng)
{
    if (working || rng.below(2))
        s.set("working", JsonValue::boolean(working));
}

/**
 * @brief craps.roll: one bet, one roll (question-bank.md; art. 16 §10).
 *
 * Cells: every bet × the 15 kinds of roll (every total, hard and easy) × the
 * states it can be in: WIN and DON'T WIN on the come-out and on each point; COME
 * and DON'T COME before travelling and on each number, on a come-out and with a
 * point on; odds on each point (COME odds on a come-out off, called working, and
 * with a point on); every other bet on a come-out off, called working, and with a
 * point on. Where the bet has a proper unit (place 6 in sixes, lay 4 in elevens,
 * 6:5 odds in fives…), each cell comes with a stake on the unit and one off it.
 */
class CrapsRollTopic final : public Topic
{
    struct Cell
    {
        CrapsBet bet;
        int point;        ///< 0: come-out; -1: any point; 4–10: this point
        int betPoint;     ///< 0: none
        bool working;
        int dice;         ///< dice class
        bool offUnit;
    };

    static std::vector<Cell> makeCells()
    {
        std::vector<Cell> cells;
        auto add = [&](CrapsBet bet, int point, int betPoint, bool working, int unit) {
            for (int d = 0; d < kDiceClasses; ++d)
                for (int off = 0; off <= (unit > 1 ? 1 : 0); ++off)
                    cells.push_back({bet, point, betPoint, working, d, off == 1});
        };
        for (const CrapsBet bet : allCrapsBets()) {
            const CrapsBetRule &rule = crapsRule(bet);
            switch (rule.placement) {
            case CrapsPlacement::ComeOut:
                add(bet, 0, 0, false, 1);
                for (const int p : kPointNumbers)
                    add(bet, p, 0, false, 1);
                break;
            case CrapsPlacement::AfterComeOut:
                add(bet, -1, 0, false, 1);
                for (const int n : kPointNumbers) {
                    add(bet, 0, n, false, 1);
                    add(bet, -1, n, false, 1);
                }
                break;
            case CrapsPlacement::BehindPoint:
                for (const int p : kPointNumbers)
                    add(bet, p, 0, false, rule.properUnit(p));
                break;
            case CrapsPlacement::BehindComePoint:
                for (const int n : kPointNumbers) {
                    add(bet, 0, n, false, rule.properUnit(n));
                    add(bet, 0, n, true, rule.properUnit(n));
                    add(bet, -1, n, false, rule.properUnit(n));
                }
                break;
            case CrapsPlacement::Anytime:
                add(bet, 0, 0, false, unitOf(bet, std::nullopt));
                add(bet, 0, 0, true, unitOf(bet, std::nullopt));
                add(bet, -1, 0, false, unitOf(bet, std::nullopt));
                break;
            }
        }
        return cells;
    }

    static const std::vector<Cell> &cells()
    {
        static const std::vector<Cell> all = makeCells();
        return all;
    }

    struct Read
    {
        CrapsBet bet = CrapsBet::Pass;
        Money stake;
        Money chip;
        CrapsBetState state;
        DiceRoll dice;
    };

    static Read read(const JsonValue &s)
    {
        Read r;
        r.bet = parseCrapsBet(field::string(s, "bet"));
        r.stake = field::money(s, "stake");
        r.chip = field::money(s, "chip_unit");
        r.state.point = readPoint(s, "point", "a point");
        r.state.betPoint = readPoint(s, "bet_point", "a come point");
        r.state.working = readWorking(s);
        r.dice = readDice(s);
        return r;
    }

public:
    std::string_view name() const override { return "craps.roll"; }
    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        return explainCrapsRoll(scenario);
    }
    std::vector<std::string_view> moneyFields() const override { return {"stake", "chip_unit"}; }
    std::string_view idPrefix() const override { return "c"; }
    const std::vector<Game> &games() const override { return crapsGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"outcome", AnswerField::Kind::Choice, 0, 0, {"win", "lose", "push", "stay", "off"}},
                {"paid", AnswerField::Kind::Money},
                {"moves_to", AnswerField::Kind::OptionalInteger, 4, 10}};
    }
    std::size_t cellCount(Game) const override { return cells().size(); }

    JsonValue makeScenario(Game, std::size_t index, Rng &rng, int level) const override
    {
        const Cell c = cells()[index];
        const int point = c.point < 0 ? kPointNumbers[rng.below(kPointNumbers.size())] : c.point;
        // Odds pay by their number: the come point behind COME, else the point.
        std::optional<int> oddsNumber;
        if (crapsRule(c.bet).placement == CrapsPlacement::BehindComePoint)
            oddsNumber = c.betPoint;
        else if (crapsRule(c.bet).placement == CrapsPlacement::BehindPoint)
            oddsNumber = point;
        const Stake st = randomStake(rng, level, unitOf(c.bet, oddsNumber), c.offUnit);
        JsonValue s = JsonValue::object();
        s.set("bet", JsonValue::string(std::string(crapsBetName(c.bet))));
        s.set("stake", JsonValue::string(st.stake.toString()));
        s.set("chip_unit", JsonValue::string(st.chipUnit.toString()));
        s.set("point", point ? JsonValue::number(point) : JsonValue::null());
        s.set("bet_point", c.betPoint ? JsonValue::number(c.betPoint) : JsonValue::null());
        // With a point on, `working` changes nothing: asked either way, or left out.
        setWorking(s, point ? rng.below(2) == 1 : c.working, rng);
        s.set("dice", diceToJson(randomRollOfClass(c.dice, rng)));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        const CrapsSettlement s = settleCrapsBet(r.bet, r.stake, r.chip, r.state, r.dice);
        return settlementToJson(s.outcome, s.paid, s.movesTo);
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        validateCrapsBetState(r.bet, r.state);
        std::string key = r.state.point ? "craps.roll.point" : "craps.roll.come-out";
        Prompt p;
        p.args = {money(r.stake), text(label(r.bet))};
        if (r.state.betPoint) {
            key += ".come-point";
            p.args.push_back(number(*r.state.betPoint));
        }
        if (!r.state.point && r.state.working)
            key += ".working";
        p.args.push_back(money(r.chip));
        if (r.state.point)
            p.args.push_back(number(*r.state.point));
        p.args.push_back(number(r.dice.first));
        p.args.push_back(number(r.dice.second));
        p.key = std::move(key);
        return p;
    }

    /// "<bet>:<dice total>" ("place-6:6"): the layout's square and the roll.
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        return CellKey::read(stored, {"bet", "total"});
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        const std::string bet(cell["bet"]);
        const std::optional<CrapsBet> known = crapsBetFromName(bet);
        return {"cell.craps.roll", {text(known ? std::string(crapsRule(*known).label) : bet), text(std::string(cell["total"]))}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        // The bet's own name, checked against the 36, so the key names a real square.
        const CrapsBet bet = parseCrapsBet(field::string(scenario, "bet"));
        return CellKey{{{"bet", std::string(crapsBetName(bet))}, {"total", std::to_string(readDice(scenario).total())}}};
    }
};

// ---------------------------------------------------------------------------
// craps.layout

/// "#1 WIN: 10, WIN ODDS: 20 | #2 COME 5: 10, PLACE 6 (RIGHT BET): 12 (ON)": the layout seat by seat,
/// amounts in the bank's notation, the regulation's own names for the bets.
std::string describeLayout(const std::vector<CrapsLayoutBet> &bets)
{
    std::vector<const CrapsLayoutBet *> order;
    order.reserve(bets.size());
    for (const CrapsLayoutBet &b : bets)
        order.push_back(&b);
    std::stable_sort(order.begin(), order.end(), [](auto *a, auto *b) { return a->seat < b->seat; });
    std::string out;
    int seat = 0;
    for (const CrapsLayoutBet *b : order) {
        if (b->seat != seat) {
            out += (out.empty() ? "#" : " | #") + std::to_string(b->seat) + " ";
            seat = b->seat;
        } else {
            out += ", ";
        }
        out += label(b->bet);
        if (b->betPoint)
            out += " " + std::to_string(*b->betPoint);
        out += ": " + b->stake.toString();
        if (b->working)
            out += " (ON)";
    }
    return out;
}

/**
 * @brief craps.layout: a whole layout of several players' bets settled on one
 * roll, as the dealer does it (art. 16 §2, §7, §10; see TOPICS.md).
 *
 * Cells: the 15 kinds of roll × the come-out and each of the six points. Each
 * layout holds bets of every kind the state allows (flat bets, odds behind them,
 * COME bets before and after travelling, place bets called working or not, one-roll
 * bets), by 2 to 6 players, with stakes on and off the proper units.
 */
class CrapsLayoutTopic final : public Topic
{
public:
    std::string_view name() const override { return "craps.layout"; }
    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        return explainCrapsLayout(scenario);
    }
    std::vector<std::string_view> moneyFields() const override { return {"chip_unit", "bets[].stake"}; }
    std::string_view idPrefix() const override { return "c"; }
    const std::vector<Game> &games() const override { return crapsGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"paid", AnswerField::Kind::Money},
                {"collected", AnswerField::Kind::Money},
                {"point_after", AnswerField::Kind::OptionalInteger, 4, 10},
                {"seven_out", AnswerField::Kind::Boolean}};
    }
    std::size_t cellCount(Game) const override { return std::size_t{kDiceClasses} * 7; }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int level) const override
    {
        const int dice = static_cast<int>(cell % kDiceClasses);
        const int pointIndex = static_cast<int>(cell / kDiceClasses);   // 0: come-out
        std::optional<int> point;
        if (pointIndex > 0)
            point.emplace(kPointNumbers[static_cast<std::size_t>(pointIndex - 1)]);
        const int seats = rng.between(2, 6);
        const int wanted = level == 1 ? rng.between(3, 8) : level == 2 ? rng.between(5, 15) : rng.between(8, 30);
        const Money chip = chipFor(rng, level);

        std::vector<CrapsLayoutBet> bets;
        auto stakeFor = [&](CrapsBet bet, std::optional<int> number) {
            const int unit = unitOf(bet, number);
            return stakeIn(chip, rng, level, unit, unit > 1 && rng.below(2) == 1);
        };
        auto has = [&](int seat, CrapsBet bet, std::optional<int> betPoint) {
            return std::any_of(bets.begin(), bets.end(), [&](const CrapsLayoutBet &b) {
                return b.seat == seat && b.bet == bet && b.betPoint == betPoint;
            });
        };
        // One bet of a kind a player: a second one would simply be added to it.
        auto add = [&](int seat, CrapsBet bet, std::optional<int> betPoint, bool working) {
            if (!has(seat, bet, betPoint))
                bets.push_back({seat, bet, stakeFor(bet, std::nullopt), betPoint, working});
        };
        // Odds beside the player's flat bet, no more than art. 16 §3–4 permit on it.
        auto addOdds = [&](int seat, CrapsBet odds, CrapsBet flat, std::optional<int> betPoint, int number,
                           bool working) {
            if (has(seat, odds, betPoint))
                return;
            add(seat, flat, betPoint, false);
            const auto base = std::find_if(bets.begin(), bets.end(), [&](const CrapsLayoutBet &b) {
                return b.seat == seat && b.bet == flat && b.betPoint == betPoint;
            });
            const Money most = Money::floorTo(base->stake.times(crapsMaximumRule(odds, number).share), chip);
            const Money stake = std::min(stakeFor(odds, number), most);
            if (!stake.isZero())
                bets.push_back({seat, odds, stake, betPoint, working});
        };
        for (int tries = 0; static_cast<int>(bets.size()) < wanted && tries < 1000; ++tries) {
            const int seat = rng.between(1, seats);
            const CrapsBet bet = allCrapsBets()[rng.below(kCrapsBetCount)];
            const CrapsBetRule &rule = crapsRule(bet);
            const int n = kPointNumbers[rng.below(kPointNumbers.size())];
            const bool working = !point && rule.offOnComeOut && rng.below(2);
            switch (rule.placement) {
            case CrapsPlacement::ComeOut: add(seat, bet, std::nullopt, false); break;
            case CrapsPlacement::AfterComeOut:
                // Before travelling only while a point is on; on a come-out, travelled.
                add(seat, bet, point && rng.below(2) ? std::nullopt : std::optional<int>(n), false);
                break;
            case CrapsPlacement::BehindPoint:
                if (point)
                    addOdds(seat, bet, bet == CrapsBet::PassOdds ? CrapsBet::Pass : CrapsBet::DontPass, std::nullopt,
                            *point, false);
                break;
            case CrapsPlacement::BehindComePoint:
                addOdds(seat, bet, bet == CrapsBet::ComeOdds ? CrapsBet::Come : CrapsBet::DontCome, n, n, working);
                break;
            case CrapsPlacement::Anytime: add(seat, bet, std::nullopt, working); break;
            }
        }

        JsonValue list = JsonValue::array();
        for (const CrapsLayoutBet &b : bets)
            list.push(layoutBetToJson(b, false));
        JsonValue s = JsonValue::object();
        s.set("point", optionalNumber(point));
        s.set("chip_unit", JsonValue::string(chip.toString()));
        s.set("bets", std::move(list));
        s.set("dice", diceToJson(randomRollOfClass(dice, rng)));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const std::optional<int> point = readPoint(scenario, "point", "a point");
        const Money chip = field::money(scenario, "chip_unit");
        const std::vector<CrapsLayoutBet> bets = readLayout(scenario);
        const DiceRoll dice = readDice(scenario);
        const CrapsLayoutSettlement s = settleCrapsLayout(point, bets, chip, dice);
        JsonValue a = JsonValue::object();
        a.set("paid", JsonValue::string(s.paid.toString()));
        a.set("collected", JsonValue::string(s.collected.toString()));
        a.set("point_after", optionalNumber(s.pointAfter));
        a.set("seven_out", JsonValue::boolean(s.sevenOut));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const std::optional<int> point = readPoint(scenario, "point", "a point");
        const Money chip = field::money(scenario, "chip_unit");
        const std::vector<CrapsLayoutBet> bets = readLayout(scenario);
        const DiceRoll dice = readDice(scenario);
        Prompt p;
        p.key = point ? "craps.layout.point" : "craps.layout.come-out";
        if (point)
            p.args.push_back(number(*point));
        p.args.push_back(money(chip));
        // The stakes among the words in the reader's locale ("440,58" in Greek), as an amount is.
        p.args.push_back(Prompt::Arg{describeLayout(bets), false, true});
        p.args.push_back(number(dice.first));
        p.args.push_back(number(dice.second));
        return p;
    }

    /// "<the point, or come-out>:<the roll>", the roll a total, 4, 6, 8 and 10 with
    /// "-hard" or "-easy" ("6:8-hard": point 6, a hard 8; "come-out:7").
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        return CellKey::read(stored, {"point", "roll"},
                             {{"point", {"come-out", "4", "5", "6", "8", "9", "10"}},
                              {"roll", {"2", "3", "4-hard", "4-easy", "5", "6-hard", "6-easy", "7", "8-hard", "8-easy",
                                        "9", "10-hard", "10-easy", "11", "12"}}});
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        const std::string_view roll = cell["roll"];
        const std::size_t dash = roll.find('-');
        const bool comeOut = cell["point"] == "come-out";
        std::string key = comeOut ? "cell.craps.layout.come-out" : "cell.craps.layout.point";
        if (dash != std::string_view::npos)
            key += std::string(roll.substr(dash));   // "-hard", "-easy"
        std::vector<Prompt::Arg> args;
        if (!comeOut)
            args.push_back(text(std::string(cell["point"])));
        args.push_back(text(std::string(roll.substr(0, dash))));
        return {std::move(key), std::move(args)};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const std::optional<int> point = readPoint(scenario, "point", "a point");
        const DiceRoll dice = readDice(scenario);
        const int t = dice.total();
        std::string roll = std::to_string(t);
        if (t == 4 || t == 6 || t == 8 || t == 10)
            roll += dice.isHard() ? "-hard" : "-easy";
        return CellKey{{{"point", point ? std::to_string(*point) : "come-out"}, {"roll", roll}}};
    }
};

// ---------------------------------------------------------------------------
// craps.maximum

/**
 * @brief craps.maximum: the largest bet art. 16 §3–5 permits at given table limits.
 *
 * Cells: odds on WIN, DON'T WIN, COME and DON'T COME on each point; place right
 * and wrong on each number; the multiple chances (§10 β); the simple chances.
 */
class CrapsMaximumTopic final : public Topic
{
    struct Cell
    {
        CrapsBet bet;
        int point;   ///< odds: the point; 0 otherwise
    };

    static const std::vector<Cell> &cells()
    {
        static const std::vector<Cell> all = [] {
            std::vector<Cell> out;
            for (const CrapsBet bet : allCrapsBets()) {
                const CrapsPlacement p = crapsRule(bet).placement;
                if (p == CrapsPlacement::BehindPoint || p == CrapsPlacement::BehindComePoint)
                    for (const int n : kPointNumbers)
                        out.push_back({bet, n});
                else
                    out.push_back({bet, 0});
            }
            return out;
        }();
        return all;
    }

    static bool isOdds(CrapsBet bet)
    {
        const CrapsPlacement p = crapsRule(bet).placement;
        return p == CrapsPlacement::BehindPoint || p == CrapsPlacement::BehindComePoint;
    }

    struct Read
    {
        CrapsBet bet = CrapsBet::Pass;
        CrapsTableLimits limits;
        std::optional<int> point;
        std::optional<Money> flatBet;
    };

    static Read read(const JsonValue &s)
    {
        Read r;
        r.bet = parseCrapsBet(field::string(s, "bet"));
        r.limits.minimum = field::money(s, "table_min");
        r.limits.maximum = field::money(s, "table_max");
        r.limits.chipUnit = field::money(s, "chip_unit");
        if (isOdds(r.bet)) {
            r.point = readPoint(s, "point", "a point");
            if (!r.point)
                throw InputError("point", "odds without a point: " + std::string(crapsBetName(r.bet))
                                              + " need the point (or come point) they are on");
            r.flatBet = field::money(s, "flat_bet");
        }
        return r;
    }

public:
    std::string_view name() const override { return "craps.maximum"; }
    Explanation explain(Game, const JsonValue &scenario, const JsonValue &expected) const override
    {
        return explainCrapsMaximum(scenario, expected);
    }
    // flat_bet only with odds.
    std::vector<std::string_view> moneyFields() const override { return {"table_min", "table_max", "chip_unit", "flat_bet"}; }
    std::string_view idPrefix() const override { return "c"; }
    const std::vector<Game> &games() const override { return crapsGames(); }
    std::vector<AnswerField> answerFields(Game) const override { return {{"maximum", AnswerField::Kind::Money}}; }
    std::size_t cellCount(Game) const override { return cells().size(); }

    JsonValue makeScenario(Game, std::size_t index, Rng &rng, int level) const override
    {
        const Cell c = cells()[index];
        static const int kMinimums[] = {1, 2, 5, 10, 25, 50, 100};
        static const int kMultiples[] = {100, 200, 250, 300, 400, 500, 1000};
        const int minimum = kMinimums[rng.below(level == 1 ? 3 : 7)];
        const int multiple = level == 1 ? kMultiples[rng.below(7)] : rng.between(100, 1000);
        Money chip = chipFor(rng, level);
        if (chip > Money::fromInteger(minimum))
            chip = Money::fromInteger(1);
        JsonValue s = JsonValue::object();
        s.set("bet", JsonValue::string(std::string(crapsBetName(c.bet))));
        s.set("table_min", JsonValue::string(Money::fromInteger(minimum).toString()));
        s.set("table_max", JsonValue::string(Money::fromInteger(static_cast<std::int64_t>(minimum) * multiple).toString()));
        s.set("chip_unit", JsonValue::string(chip.toString()));
        if (c.point) {
            // A flat bet from the minimum up; at level 3 often off the chip, so the cap is rounded.
            // At most 29 minimums (the chip is no larger than the minimum): inside the table's limits.
            // Two draws, named in turn: in one expression their order would be the compiler's.
            // GCC drew the chips first, so the banks are those of before.
            const int chips = rng.between(0, 9);
            const int minimums = rng.between(1, 20);
            Money flat = Money::fromInteger(minimum) * minimums + chip * chips;
            if (level >= 3 && rng.below(2))
                flat = flat + Money::parseCanonical("0.01") * rng.between(1, 99);
            s.set("point", JsonValue::number(c.point));
            s.set("flat_bet", JsonValue::string(flat.toString()));
        }
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        JsonValue a = JsonValue::object();
        a.set("maximum", JsonValue::string(crapsMaximumBet(r.bet, r.limits, r.point, r.flatBet).toString()));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        Prompt p;
        p.args = {money(r.limits.minimum), money(r.limits.maximum), money(r.limits.chipUnit)};
        if (isOdds(r.bet)) {
            p.key = "craps.maximum." + std::string(crapsBetName(r.bet));
            p.args.push_back(money(*r.flatBet));
            p.args.push_back(number(*r.point));
        } else {
            p.key = "craps.maximum.bet";
            p.args.push_back(text(label(r.bet)));
        }
        return p;
    }

    /// "<bet>", with odds "<bet>:<the point>" ("place-6"; "pass-odds:4").
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        std::optional<CellKey> key = CellKey::read(stored, {"bet", "point"}, {{"point", {"4", "5", "6", "8", "9", "10"}}});
        if (!key)
            key = CellKey::read(stored, {"bet"});
        const std::optional<CrapsBet> bet = key ? crapsBetFromName((*key)["bet"]) : std::nullopt;
        if (!bet || isOdds(*bet) != (key->parts.size() == 2))
            return std::nullopt;
        return key;
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        const std::string bet = label(*crapsBetFromName(cell["bet"]));
        if (cell.parts.size() == 2)
            return {"cell.craps.maximum.odds", {text(bet), text(std::string(cell["point"]))}};
        return {"cell.craps.maximum", {text(bet)}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        CellKey key{{{"bet", std::string(crapsBetName(r.bet))}}};
        if (r.point)
            key.parts.push_back({"point", std::to_string(*r.point)});
        return key;
    }
};

// ---------------------------------------------------------------------------
// craps.incident

/// A total thrown the easy way where it can be ("4" as 1 and 3), so a replayed
/// throw never decides a hardway by accident.
DiceRoll rollOfTotal(int total) { return total <= 7 ? DiceRoll{1, total - 1} : DiceRoll{total - 6, 6}; }

/**
 * @brief craps.incident: the dealer's next step in an incident of art. 16 §7–§10
 * (core/craps/TOPICS.md), answered by the free-play engine itself.
 *
 * Each scenario is replayed on a CrapsRound (no simulated players, the shooter in
 * seat 1 with his WIN bet, the player of the scenario in seat 2, the throws that
 * set the point or move a COME bet forced), the incident is made as free play makes
 * it (forceNoRoll(), shooterDeclines(), askTakeDown()), and the answer is the
 * action of the round's expected() step. The one answer that is no step of the
 * round: a shooter without a bet on WIN or DON'T WIN, whose throw the round refuses
 * ("shooter-without-line-bet", §9), answers `ask-line-bet`.
 *
 * Cells: a voided throw (a die off the table, a cocked die) and the step after the
 * call; five dice offered, with a bet tried or none; the dice coming to a player
 * who declines them, or takes them with WIN, with DON'T WIN, or with no line bet;
 * a take-down asked of every line bet and odds bet in each state it can stand in
 * (the puck on and off, a COME bet before and after it travels, with and without
 * odds behind it), and of the other bets by the engine's kind (left standing, or
 * decided on every roll), the puck on and off.
 */
class CrapsIncidentTopic final : public Topic
{
public:
    enum class Situation { VoidedThrow, NoRollCalled, DiceOffered, DiceCome, TakeDown };

private:
    struct Cell
    {
        Situation situation;
        std::string_view variant;   ///< a cause, "bet"/"none", "declines"/"pass"/"dont-pass"/"none"
        CrapsBet bet = CrapsBet::Pass;   ///< take-down: the bet (or the kind's first)
        bool pointOn = false;
        bool travelled = false;
        bool odds = false;
        bool byKind = false;             ///< take-down: any bet of bet's kind
    };

    static constexpr std::array<std::string_view, 5> kSituations{"voided-throw", "no-roll-called", "dice-offered",
                                                                 "dice-come", "take-down"};

    static const std::vector<Cell> &cells()
    {
        static const std::vector<Cell> all = [] {
            using S = Situation;
            std::vector<Cell> out;
            for (const std::string_view cause : {"off-table", "cocked"}) {
                out.push_back({S::VoidedThrow, cause});
                out.push_back({S::NoRollCalled, cause});
            }
            out.push_back({S::DiceOffered, "bet"});
            out.push_back({S::DiceOffered, "none"});
            for (const std::string_view v : {"declines", "pass", "dont-pass", "none"})
                out.push_back({S::DiceCome, v});
            for (const CrapsBet flat : {CrapsBet::Pass, CrapsBet::DontPass}) {
                out.push_back({S::TakeDown, {}, flat, false});
                out.push_back({S::TakeDown, {}, flat, true});
                out.push_back({S::TakeDown, {}, flat, true, false, true});
            }
            for (const CrapsBet flat : {CrapsBet::Come, CrapsBet::DontCome}) {
                out.push_back({S::TakeDown, {}, flat, true});   // before it travels
                for (const bool on : {true, false})
                    for (const bool odds : {false, true})
                        out.push_back({S::TakeDown, {}, flat, on, true, odds});
            }
            out.push_back({S::TakeDown, {}, CrapsBet::PassOdds, true});
            out.push_back({S::TakeDown, {}, CrapsBet::DontPassOdds, true});
            for (const CrapsBet odds : {CrapsBet::ComeOdds, CrapsBet::DontComeOdds})
                for (const bool on : {true, false})
                    out.push_back({S::TakeDown, {}, odds, on, true});
            // The other 28 bets by the engine's kind: left standing by a roll that does
            // not decide them, or decided on every roll (CrapsTakeDown).
            for (const CrapsBet kind : {CrapsBet::Place6, CrapsBet::Field})
                for (const bool on : {true, false})
                    out.push_back({S::TakeDown, {}, kind, on, false, false, true});
            return out;
        }();
        return all;
    }

    static bool isLineOrOdds(CrapsBet bet)
    {
        return crapsRule(bet).placement != CrapsPlacement::Anytime;
    }

    /// A scenario read and checked: what the replay needs.
    struct Read
    {
        Situation situation = Situation::VoidedThrow;
        std::string cause;                      ///< voided-throw, no-roll-called
        DiceRoll dice;                          ///< voided-throw
        std::optional<CrapsBet> betTried;       ///< dice-offered
        bool declines = false;                  ///< dice-come
        std::vector<CrapsBet> shooterBets;      ///< dice-come
        CrapsBet bet = CrapsBet::Pass;          ///< take-down
        std::optional<int> point;               ///< take-down
        std::optional<int> betPoint;            ///< take-down
        bool oddsBehind = false;                ///< take-down
    };

    static Read read(const JsonValue &s)
    {
        Read r;
        const std::string situation = field::oneOf(s, "situation", std::vector<std::string_view>(kSituations.begin(), kSituations.end()));
        r.situation = Situation(std::find(kSituations.begin(), kSituations.end(), situation) - kSituations.begin());
        switch (r.situation) {
        case Situation::VoidedThrow:
            r.cause = field::oneOf(s, "cause", {"off-table", "cocked"});
            r.dice = readDice(s);
            break;
        case Situation::NoRollCalled: r.cause = field::oneOf(s, "cause", {"off-table", "cocked"}); break;
        case Situation::DiceOffered:
            if (const JsonValue &v = field::require(s, "bet_tried"); !v.isNull())
                r.betTried = parseCrapsBet(field::string(s, "bet_tried"), "bet_tried");
            break;
        case Situation::DiceCome: {
            r.declines = field::boolean(s, "declines");
            const JsonValue &bets = field::require(s, "shooter_bets");
            if (!bets.isArray() || bets.items().size() > 8)
                throw InputError("shooter_bets", "the new shooter's bets: an array of at most 8 bet names, not "
                                                     + field::typeName(bets));
            for (std::size_t i = 0; i < bets.items().size(); ++i) {
                const std::string where = "shooter_bets[" + std::to_string(i) + "]";
                const JsonValue &b = bets.items()[i];
                if (b.type() != JsonValue::Type::String)
                    throw InputError(where, "a bet name, not " + field::typeName(b));
                const CrapsBet bet = parseCrapsBet(b.text(), where);
                // After a seven-out, on the come-out: WIN, DON'T WIN and the bets made at any time.
                const CrapsPlacement p = crapsRule(bet).placement;
                if (p != CrapsPlacement::ComeOut && p != CrapsPlacement::Anytime)
                    throw InputError(where, std::string(crapsBetName(bet))
                                                + " is not on the layout when the dice come to a new shooter: "
                                                  "the puck is off, and COME bets and odds are made with a point "
                                                  "on (art. 16 §10 α, γ)");
                if (std::find(r.shooterBets.begin(), r.shooterBets.end(), bet) != r.shooterBets.end())
                    throw InputError(where, std::string(crapsBetName(bet)) + " twice: a second stake is added to the first");
                r.shooterBets.push_back(bet);
            }
            break;
        }
        case Situation::TakeDown: {
            r.bet = parseCrapsBet(field::string(s, "bet"));
            r.point = readPoint(s, "point", "a point");
            const CrapsPlacement p = crapsRule(r.bet).placement;
            const bool come = p == CrapsPlacement::AfterComeOut || p == CrapsPlacement::BehindComePoint;
            if (come)
                r.betPoint = readPoint(s, "bet_point", "a come point");
            if (s.find("odds_behind"))
                r.oddsBehind = field::boolean(s, "odds_behind");
            const std::string name(crapsBetName(r.bet));
            if (p == CrapsPlacement::BehindPoint && !r.point)
                throw InputError("point", name + " stand behind the point: the puck is on (art. 16 §10 γ)");
            if (come && !r.betPoint && (p == CrapsPlacement::BehindComePoint || !r.point))
                throw InputError("bet_point", name + (p == CrapsPlacement::BehindComePoint
                                                          ? " stand behind a COME or DON'T COME bet that has travelled: "
                                                            "its number is needed (art. 16 §10 γ)"
                                                          : " is made with a point on, so with the puck off it has "
                                                            "travelled: its number is needed (art. 16 §10 α(3), α(4))"));
            if (r.betPoint && r.betPoint == r.point)
                throw InputError("bet_point", "a come bet never stands on the point: the roll of its number makes "
                                              "the point or decides the bet (art. 16 §10 α)");
            if (r.oddsBehind) {
                const bool flat = r.bet == CrapsBet::Pass || r.bet == CrapsBet::DontPass
                                  || r.bet == CrapsBet::Come || r.bet == CrapsBet::DontCome;
                if (!flat || (p == CrapsPlacement::ComeOut && !r.point) || (come && !r.betPoint))
                    throw InputError("odds_behind", "odds stand only behind WIN or DON'T WIN with the point on, "
                                                    "and behind a COME or DON'T COME bet that has travelled, not "
                                                    "behind " + name + " here (art. 16 §10 γ)");
            }
            break;
        }
        }
        return r;
    }

    // --- the replay on the free-play engine -------------------------------------

    static void expectAccepted(const std::optional<Refusal> &refusal)
    {
        if (refusal)
            throw std::logic_error("craps.incident: the round refused its own expected step (" + refusal->reason + ")");
    }

    /// One throw of @p dice, every step as the round expects it, back to the next throw.
    static void throwDice(CrapsRound &round, DiceRoll dice)
    {
        round.forceNextRoll(dice);
        do
            expectAccepted(round.apply(round.expected()));
        while (round.phase() != CrapsRound::Phase::Roll);
    }

    static Money stake() { return Money::fromInteger(30); }   // within every maximum of the profile

public:
    /**
     * The round's expected step in the scenario @p r describes (its action, target
     * and paragraph), or, for a shooter without a line bet, "ask-line-bet" with
     * the paragraph of the round's refusal (§9).
     */
    static DealerStep step(const Read &r)
    {
        CrapsProfile profile;   // 5 to 1000, chip 1, five players
        CrapsRound round(profile, 0, false);
        constexpr int shooter = 1;
        constexpr int player = 2;
        auto place = [&](CrapsBet bet, std::optional<int> comePoint = std::nullopt) {
            return round.placeBet(player, bet, stake(), comePoint);
        };
        switch (r.situation) {
        case Situation::VoidedThrow:
        case Situation::NoRollCalled:
        case Situation::DiceOffered: {
            round.placeBet(shooter, CrapsBet::Pass, stake());
            const bool tried = r.situation == Situation::DiceOffered && r.betTried;
            round.forceNoRoll(r.situation == Situation::VoidedThrow ? r.dice : DiceRoll{6, 1},
                              r.situation == Situation::DiceOffered ? "off-table" : r.cause, tried ? player : 0,
                              tried ? *r.betTried : CrapsBet::Field);
            expectAccepted(round.apply(round.expected()));   // the voided throw
            if (r.situation != Situation::VoidedThrow)
                expectAccepted(round.apply(round.expected()));   // "no-roll"
            if (r.situation == Situation::DiceOffered)
                expectAccepted(round.apply(round.expected()));   // "offer-dice"
            return round.expected();
        }
        case Situation::DiceCome: {
            // The shooter sevens out (a point of 4, then 7); the dice come to seat 2.
            round.placeBet(shooter, CrapsBet::Pass, stake());
            throwDice(round, rollOfTotal(4));
            throwDice(round, rollOfTotal(7));
            for (const CrapsBet bet : r.shooterBets)
                place(bet);
            if (r.declines) {
                round.shooterDeclines();
                expectAccepted(round.apply(round.expected()));   // "offer-dice" to him
                return round.expected();
            }
            DealerStep next = round.expected();
            CrapsRound trial = round;
            if (const std::optional<Refusal> refused = trial.apply(next);
                refused && refused->reason == "shooter-without-line-bet")
                return {"ask-line-bet", next.target, {}, refused->source};
            return next;
        }
        case Situation::TakeDown: break;
        }
        round.placeBet(shooter, CrapsBet::Pass, stake());
        int id = 0;
        const CrapsPlacement placement = crapsRule(r.bet).placement;
        if (placement == CrapsPlacement::ComeOut || placement == CrapsPlacement::BehindPoint) {
            const CrapsBet flat = placement == CrapsPlacement::ComeOut ? r.bet : *flatBetOf(r.bet);
            id = place(flat);
            if (r.point)
                throwDice(round, rollOfTotal(*r.point));
            if (placement == CrapsPlacement::BehindPoint)
                id = place(r.bet);
            else if (r.oddsBehind)
                place(flat == CrapsBet::Pass ? CrapsBet::PassOdds : CrapsBet::DontPassOdds);
        } else if (placement == CrapsPlacement::AfterComeOut || placement == CrapsPlacement::BehindComePoint) {
            // COME is made with a point on: the point first (another number than the
            // come bet's, for a puck that goes off again once the bet has travelled).
            const CrapsBet flat = placement == CrapsPlacement::AfterComeOut ? r.bet : *flatBetOf(r.bet);
            int setting = r.point.value_or(0);
            if (!setting)
                for (const int n : kPointNumbers)
                    if (!setting && n != r.betPoint)
                        setting = n;
            throwDice(round, rollOfTotal(setting));
            id = place(flat);
            if (r.betPoint) {
                throwDice(round, rollOfTotal(*r.betPoint));   // the COME bet travels
                const CrapsBet odds = flat == CrapsBet::Come ? CrapsBet::ComeOdds : CrapsBet::DontComeOdds;
                if (placement == CrapsPlacement::BehindComePoint)
                    id = place(odds, r.betPoint);
                else if (r.oddsBehind)
                    place(odds, r.betPoint);
                if (!r.point)
                    throwDice(round, rollOfTotal(setting));   // the point made: the puck goes off
            }
        } else {
            if (r.point)
                throwDice(round, rollOfTotal(*r.point));
            id = place(r.bet);
        }
        round.askTakeDown(id);
        return round.expected();
    }

    std::string_view name() const override { return "craps.incident"; }
    std::string_view idPrefix() const override { return "c"; }
    const std::vector<Game> &games() const override { return crapsGames(); }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"step", AnswerField::Kind::Choice, 0, 0,
                 {"roll", "no-roll", "offer-dice", "refuse-bet", "pass-dice", "ask-line-bet", "take-down",
                  "refuse-take-down"}}};
    }
    std::size_t cellCount(Game) const override { return cells().size(); }

    JsonValue makeScenario(Game, std::size_t index, Rng &rng, int) const override
    {
        const Cell c = cells()[index];
        JsonValue s = JsonValue::object();
        s.set("situation", JsonValue::string(std::string(kSituations[std::size_t(c.situation)])));
        auto pickPoint = [&](std::optional<int> besides) {
            for (;;) {
                const int n = kPointNumbers[rng.below(kPointNumbers.size())];
                if (n != besides)
                    return n;
            }
        };
        switch (c.situation) {
        case Situation::VoidedThrow: {
            s.set("cause", JsonValue::string(std::string(c.variant)));
            const int first = rng.between(1, 6);
            const int second = rng.between(1, 6);
            s.set("dice", diceToJson({first, second}));
            break;
        }
        case Situation::NoRollCalled: s.set("cause", JsonValue::string(std::string(c.variant))); break;
        case Situation::DiceOffered:
            // Any bet a player might reach for while the dice are offered.
            if (c.variant == "bet") {
                static constexpr CrapsBet tried[] = {CrapsBet::Field,  CrapsBet::AnySeven, CrapsBet::Yo11,
                                                     CrapsBet::AnyCraps, CrapsBet::Hard6,  CrapsBet::Hard8,
                                                     CrapsBet::Place6, CrapsBet::Horn,     CrapsBet::Big8};
                s.set("bet_tried", JsonValue::string(std::string(crapsBetName(tried[rng.below(std::size(tried))]))));
            } else {
                s.set("bet_tried", JsonValue::null());
            }
            break;
        case Situation::DiceCome: {
            const bool declines = c.variant == "declines";
            s.set("declines", JsonValue::boolean(declines));
            std::vector<CrapsBet> bets;
            if (c.variant == "pass" || (declines && rng.below(2)))
                bets.push_back(CrapsBet::Pass);
            else if (c.variant == "dont-pass")
                bets.push_back(CrapsBet::DontPass);
            // Other bets beside it, or instead of it: 0 to 3 of those made at any time.
            const int others = rng.between(0, 3);
            for (int i = 0; i < others; ++i) {
                CrapsBet b = allCrapsBets()[rng.below(kCrapsBetCount)];
                if (crapsRule(b).placement == CrapsPlacement::Anytime
                    && std::find(bets.begin(), bets.end(), b) == bets.end())
                    bets.push_back(b);
            }
            JsonValue list = JsonValue::array();
            for (const CrapsBet b : bets)
                list.push(JsonValue::string(std::string(crapsBetName(b))));
            s.set("shooter_bets", std::move(list));
            break;
        }
        case Situation::TakeDown: {
            CrapsBet bet = c.bet;
            if (c.byKind) {
                std::vector<CrapsBet> kind;
                for (const CrapsBet b : allCrapsBets())
                    if (crapsRule(b).placement == CrapsPlacement::Anytime && crapsRule(b).takeDown == crapsRule(c.bet).takeDown)
                        kind.push_back(b);
                bet = kind[rng.below(kind.size())];
            }
            s.set("bet", JsonValue::string(std::string(crapsBetName(bet))));
            std::optional<int> betPoint;
            if (c.travelled)
                betPoint = pickPoint(std::nullopt);
            s.set("point", c.pointOn ? JsonValue::number(pickPoint(betPoint)) : JsonValue::null());
            const CrapsPlacement p = crapsRule(bet).placement;
            if (p == CrapsPlacement::AfterComeOut || p == CrapsPlacement::BehindComePoint)
                s.set("bet_point", optionalNumber(betPoint));
            // Without odds the field is given or left out, as a bank may write it.
            if (c.odds || ((p == CrapsPlacement::ComeOut || p == CrapsPlacement::AfterComeOut) && rng.below(2)))
                s.set("odds_behind", JsonValue::boolean(c.odds));
            break;
        }
        }
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        JsonValue a = JsonValue::object();
        a.set("step", JsonValue::string(step(read(scenario)).action));
        return a;
    }

    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        // The step again, with its paragraph: the explanation says what the round did.
        try {
            return explainCrapsIncident(scenario, step(read(scenario)));
        } catch (const InputError &) {
            return explainCrapsIncident(scenario, {});
        }
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        Prompt p;
        switch (r.situation) {
        case Situation::VoidedThrow:
            p.key = "craps.incident.voided-throw." + r.cause;
            p.args = {number(r.dice.first), number(r.dice.second)};
            break;
        case Situation::NoRollCalled: p.key = "craps.incident.no-roll-called." + r.cause; break;
        case Situation::DiceOffered:
            p.key = r.betTried ? "craps.incident.dice-offered.bet" : "craps.incident.dice-offered";
            if (r.betTried)
                p.args = {text(label(*r.betTried))};
            break;
        case Situation::DiceCome: {
            std::string bets;
            for (const CrapsBet b : r.shooterBets)
                bets += (bets.empty() ? "" : ", ") + label(b);
            p.key = r.declines ? "craps.incident.dice-come.declines"
                    : bets.empty() ? "craps.incident.dice-come.no-bets" : "craps.incident.dice-come";
            if (!r.declines && !bets.empty())
                p.args = {text(bets)};
            break;
        }
        case Situation::TakeDown: {
            std::string bet = label(r.bet);
            if (r.betPoint)
                bet += " " + std::to_string(*r.betPoint);
            p.key = std::string("craps.incident.take-down.") + (r.point ? "point" : "come-out")
                    + (r.oddsBehind ? ".odds" : "");
            if (r.point)
                p.args.push_back(number(*r.point));
            p.args.push_back(text(bet));
            break;
        }
        }
        return p;
    }

    /// "<situation>:<case>" ("take-down:dont-pass", "no-roll-called:cocked").
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        return CellKey::read(stored, {"situation", "case"});
    }

    Prompt cellWords(Game, const CellKey &cell) const override
    {
        const std::string situation(cell["situation"]);
        std::string variant(cell["case"]);
        if (situation == "take-down" || situation == "dice-offered")
            if (const std::optional<CrapsBet> bet = crapsBetFromName(variant))
                variant = label(*bet);
        return {"cell.craps.incident." + situation, {text(variant)}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        std::string variant;
        switch (r.situation) {
        case Situation::VoidedThrow:
        case Situation::NoRollCalled: variant = r.cause; break;
        case Situation::DiceOffered: variant = r.betTried ? "bet" : "none"; break;
        case Situation::DiceCome: {
            variant = r.declines ? "declines" : "none";
            for (const CrapsBet b : r.shooterBets)
                if (!r.declines && (b == CrapsBet::Pass || b == CrapsBet::DontPass))
                    variant = crapsBetName(b);
            break;
        }
        case Situation::TakeDown: variant = crapsBetName(r.bet); break;
        }
        return CellKey{{{"situation", std::string(kSituations[std::size_t(r.situation)])}, {"case", variant}}};
    }
};

} // namespace

void registerCrapsTopics(TopicRegistry &registry)
{
    registry.add(std::make_unique<CrapsRollTopic>());
    registry.add(std::make_unique<CrapsLayoutTopic>());
    registry.add(std::make_unique<CrapsMaximumTopic>());
    registry.add(std::make_unique<CrapsIncidentTopic>());
}

} // namespace croupier
