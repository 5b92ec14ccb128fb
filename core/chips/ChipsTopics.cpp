// The chip drills of issue 16 (core/chips/TOPICS.md): paying, colouring up, changing
// cash, counting stacks, cutting a payout and craps' proper units, each answered by
// the exact fewest-chips solver (FewestChips.h) or the craps pay table.

#include "ChipsTopics.h"

#include "ChipsJson.h"
#include "FewestChips.h"
#include "InputError.h"
#include "PaymentWords.h"
#include "Rng.h"
#include "bank/TopicRegistry.h"
#include "craps/CrapsBet.h"
#include "craps/CrapsRules.h"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <numeric>

namespace croupier {

namespace {

constexpr const char *kChipsSource = "RULINGS, Table limits and chips";

Prompt::Arg text(std::string s) { return {std::move(s), false}; }
Prompt::Arg money(const Money &m) { return {m.toString(), true}; }
/// A float or a breakdown in words: its amounts written as the reader writes them.
Prompt::Arg amounts(std::string s) { return {std::move(s), false, true}; }

/// How many whole @p step go into @p amount (both above 0).
std::int64_t wholeSteps(const Money &amount, const Money &step)
{
    const Rational q = amount.value() / step.value();
    return static_cast<std::int64_t>(boost::multiprecision::numerator(q) / boost::multiprecision::denominator(q));
}

Words say(const char *english, std::vector<Words> args = {})
{
    return Words::say("Explain", english, std::move(args));
}

/// "0.5 / 1 / 2.5 / 5": a float in a prompt, in the bank's notation.
std::string floatText(const ChipFloat &chipFloat)
{
    std::string out;
    for (const ChipTube &t : chipFloat.tubes())
        out += (out.empty() ? "" : " / ") + t.chip.toString();
    return out;
}

/// "5+25": the denominations a breakdown uses, smallest first: the cell's pattern.
std::string patternOf(const ChipBreakdown &chips)
{
    std::vector<Money> used;
    for (const ChipCount &c : chips)
        if (c.count > 0)
            used.push_back(c.chip);
    std::sort(used.begin(), used.end());
    std::string out;
    for (const Money &m : used)
        out += (out.empty() ? "" : "+") + m.toString();
    return out;
}

/**
 * The floats the generators deal from, house settings: RULINGS' default (where
 * taking the largest chip first is always fewest) and a float with both 20 and 25
 * chips, where it is not (40 is 20 + 20, two chips, not 25 + 10 + 5, three).
 */
const std::vector<ChipFloat> &generatorFloats()
{
    static const std::vector<ChipFloat> floats = [] {
        std::vector<Money> twenty;
        for (const char *v : {"1", "5", "10", "20", "25", "100", "500"})
            twenty.push_back(Money::parseCanonical(v));
        return std::vector<ChipFloat>{ChipFloat::standard(), ChipFloat(std::move(twenty))};
    }();
    return floats;
}

/**
 * @brief A generator cell of the fewest-chips topics: a float (and, for change, the
 * table's unit), the denominations the answer uses and a second coordinate (`way`:
 * greedy or not; for change whether cash is handed back); with every amount of the
 * cell up to the enumeration's bound, in steps, and how many chips each answer takes.
 */
struct ChipCell
{
    std::size_t floatIndex = 0;
    Money unit;   ///< chips.change: the table's smallest chip; else the float's
    std::string key;   ///< "pattern:way", the heat-map key's text
    Money step;
    std::vector<std::int64_t> steps;
    std::vector<std::int64_t> counts;
};

/// The key of an answer: the chips it uses and the second coordinate.
using CellOf = std::function<std::optional<std::pair<ChipBreakdown, std::string>>(const Money &amount)>;

/// Adds the cells of every amount n × @p step, n = 1 … @p count, to @p out, each
/// under the key @p cellOf gives it (none: the amount is skipped), in the order
/// the keys first appear.
void addCells(std::vector<ChipCell> &out, std::size_t floatIndex, const Money &unit, const Money &step,
              std::int64_t count, const CellOf &cellOf)
{
    std::map<std::string, std::size_t> index;
    for (std::int64_t n = 1; n <= count; ++n) {
        const auto answer = cellOf(step * n);
        if (!answer)
            continue;
        const std::string key = patternOf(answer->first) + ":" + answer->second;
        auto [it, added] = index.try_emplace(key, out.size());
        if (added)
            out.push_back({floatIndex, unit, key, step, {}, {}});
        out[it->second].steps.push_back(n);
        out[it->second].counts.push_back(chipCount(answer->first));
    }
}

/// What an amount is short of: the float's total plus its largest chip, so every
/// pattern of its chips taken one each is reached.
Money enumerationBound(const ChipFloat &chipFloat)
{
    Money bound = chipFloat.largest();
    for (const ChipTube &t : chipFloat.tubes())
        bound = bound + t.chip;
    return bound;
}

std::string wayOf(const FewestChips &fewest) { return fewest.greedyIsFewest ? "greedy" : "not-greedy"; }

/**
 * The cells of chips.pay and chips.colour-up: every (float, pattern, greedy or not)
 * that an amount up to the enumeration's bound gives, each generator float in turn.
 * Every pattern of the float's chips taken one each is among them.
 */
const std::vector<ChipCell> &fewestCells()
{
    static const std::vector<ChipCell> cells = [] {
        std::vector<ChipCell> out;
        for (std::size_t f = 0; f < generatorFloats().size(); ++f) {
            const ChipFloat &chipFloat = generatorFloats()[f];
            const FewestChipsTable table(chipFloat, enumerationBound(chipFloat));
            addCells(out, f, chipFloat.smallest(), table.step(), table.steps(), [&](const Money &amount) {
                const std::int64_t n = wholeSteps(amount, table.step());
                const auto fewest = table.fewestAt(n);
                std::optional<std::pair<ChipBreakdown, std::string>> cell;
                if (fewest) {
                    const auto greedy = table.greedyAt(n);
                    cell.emplace(*fewest, greedy && chipCount(*greedy) == chipCount(*fewest) ? "greedy" : "not-greedy");
                }
                return cell;
            });
        }
        return out;
    }();
    return cells;
}

/**
 * An amount of @p cell by @p level: 1 the cell's amounts in the fewest chips, 2 up to
 * three chips more, 3 any, and at level 3 half the time as many as 20 of the
 * float's largest chip on top (kept only if @p cellOf still puts it in the cell).
 */
Money amountOf(const ChipCell &cell, Rng &rng, int level, const CellOf &cellOf)
{
    const std::int64_t least = *std::min_element(cell.counts.begin(), cell.counts.end());
    const std::int64_t most = level <= 1 ? least : level == 2 ? least + 3 : INT64_MAX;
    std::vector<std::size_t> candidates;
    for (std::size_t i = 0; i < cell.counts.size(); ++i)
        if (cell.counts[i] <= most)
            candidates.push_back(i);
    const std::size_t pick = candidates[rng.below(candidates.size())];
    Money amount = cell.step * cell.steps[pick];
    if (level >= 3 && rng.below(2) == 1) {
        const int extra = rng.between(1, 20);
        const Money bigger = amount + generatorFloats()[cell.floatIndex].largest() * extra;
        const auto answer = cellOf(bigger);
        if (answer && patternOf(answer->first) + ":" + answer->second == cell.key)
            amount = bigger;
    }
    return amount;
}

/// The cell of an amount paid in the fewest chips of @p chipFloat (chips.pay, chips.colour-up).
CellOf fewestCellOf(const ChipFloat &chipFloat)
{
    return [&chipFloat](const Money &amount) {
        const auto fewest = fewestChips(amount, chipFloat);
        std::optional<std::pair<ChipBreakdown, std::string>> cell;
        if (fewest)
            cell.emplace(fewest->chips, wayOf(*fewest));
        return cell;
    };
}

/// "5+25" read back: denominations above 0, smallest first, each once.
bool validPattern(std::string_view pattern)
{
    if (pattern.empty())
        return false;
    std::optional<Money> last;
    std::size_t from = 0;
    for (;;) {
        const std::size_t plus = pattern.find('+', from);
        try {
            const Money m = Money::parseCanonical(pattern.substr(from, plus == std::string_view::npos ? plus : plus - from));
            if (m.isZero() || (last && !(*last < m)))
                return false;
            last = m;
        } catch (const InputError &) {
            return false;
        }
        if (plus == std::string_view::npos)
            return true;
        from = plus + 1;
    }
}

/// "5 + 25": a pattern for a sentence.
std::string patternWords(std::string_view pattern)
{
    std::string out;
    for (const char c : pattern)
        out += c == '+' ? std::string(" + ") : std::string(1, c);
    return out;
}

/// @p chip × @p factor, exactly; InputError naming @p path when that is no decimal.
Money scaledChip(const Money &chip, const Rational &factor, const std::string &path)
{
    const auto out = Money::exactly(chip.value() * factor);
    if (!out)
        throw InputError(path, "scaled to the profile's chip this amount is no exact decimal");
    return *out;
}

/**
 * @brief What the chip topics share: every game (chips are paid at every table),
 * the id prefix, and the profile's chip moving the float and every chip with it.
 */
class ChipTopic : public Topic
{
public:
    std::string_view idPrefix() const override { return "ch"; }
    const std::vector<Game> &games() const override { return allGames(); }

    /// The base scales moneyFields(); the float's chips and the chips named as the
    /// keys of chipObjects() move by the same factor, so the answer keeps its shape.
    JsonValue applyProfile(Game game, JsonValue scenario, const RuleProfile &profile) const override
    {
        if (!scenario.isObject() || !scenario.find("chip_unit"))
            return scenario;
        const Money from = field::money(scenario, "chip_unit");
        if (from.isZero())
            throw InputError("scenario.chip_unit", "must be more than 0, not 0");
        const Rational factor = profile.chipUnit.value() / from.value();
        const auto scaled = [&](const Money &m, const std::string &path) { return scaledChip(m, factor, path); };
        scaleOwnChips(scenario, factor);   // reads the scenario as it is: first
        if (scenario.find("float")) {
            const ChipFloat chipFloat = readChipFloat(scenario, "float");
            JsonValue list = JsonValue::array();
            for (const ChipTube &t : chipFloat.tubes())
                list.push(JsonValue::string(scaled(t.chip, "scenario.float").toString()));
            scenario.set("float", std::move(list));
        }
        for (const std::string_view key : chipObjects()) {
            if (!scenario.find(key))
                continue;
            ChipBreakdown chips = readChipCounts(scenario, key);
            for (ChipCount &c : chips)
                c.chip = scaled(c.chip, "scenario." + std::string(key));
            scenario.set(std::string(key), chipCountsToJson(chips));
        }
        return Topic::applyProfile(game, std::move(scenario), profile);
    }

protected:
    /// Scenario members that are chips by denomination (`{"5": 12}`).
    virtual std::vector<std::string_view> chipObjects() const { return {}; }
    /// Scales the chips the topic keeps elsewhere in @p scenario (a valid one, read
    /// before anything else moves) by @p factor, with scaledChip(); the base has none.
    virtual void scaleOwnChips(JsonValue &, const Rational &) const { }
};

/// The scenario's float and chip unit: `chip_unit` is the table's smallest chip,
/// so the float's smallest.
struct FloatAndUnit
{
    ChipFloat chipFloat;
    Money chipUnit;
};

FloatAndUnit readFloatAndUnit(const JsonValue &scenario)
{
    FloatAndUnit r{readChipFloat(scenario, "float"), field::money(scenario, "chip_unit")};
    if (r.chipUnit != r.chipFloat.smallest())
        throw InputError("chip_unit", "must be the float's smallest chip, " + r.chipFloat.smallest().toString() + ", not "
                                          + r.chipUnit.toString());
    return r;
}

/// An amount above 0 that the table can pay: a whole number of its smallest chip.
Money readPayable(const JsonValue &scenario, std::string_view key, const Money &chipUnit)
{
    const Money amount = field::money(scenario, key);
    if (amount.isZero())
        throw InputError(std::string(key), "must be more than 0");
    if (!amount.isMultipleOf(chipUnit))
        throw InputError(std::string(key), "not a whole number of the smallest chip " + chipUnit.toString()
                                               + ": the table pays no fraction of its smallest chip");
    return amount;
}

/// fewestChips() for a scenario whose amount is its member @p field (colour-up's
/// `chips`, change's `cash`): the solver's refusals name that member. The float's
/// smallest chip (or the table's) makes any whole number of itself, so a payment exists.
FewestChips fewestFor(const Money &amount, const ChipFloat &chipFloat, std::string_view field)
{
    try {
        return *fewestChips(amount, chipFloat);
    } catch (const InputError &e) {
        throw InputError(e.field() == "amount" ? std::string(field) : e.field(), e.reason());
    }
}

/// The sentences every fewest-chips answer explains itself with.
Explanation explainFewest(Words opening, const FewestChips &fewest)
{
    Explanation why;
    why.sentences.push_back(std::move(opening));
    if (!fewest.greedyIsFewest) {
        if (fewest.greedy)
            why.sentences.push_back(
                say(CROUPIER_TRANSLATE_NOOP("Explain", "Taking the largest chip first gives %1, %2 chips: more than the fewest."),
                    {chipsInWords(*fewest.greedy), Words::number(chipCount(*fewest.greedy))}));
        else
            why.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP(
                "Explain", "Taking the largest chip first gets stuck: the float's smaller chips cannot make up the rest.")));
    }
    why.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP(
        "Explain", "A payment is worth exactly the amount, in the fewest chips the float allows: more chips are right "
                   "in value but slow to count on the layout.")));
    why.source = kChipsSource;
    return why;
}

/// The heat-map cell of a fewest-chips answer: its pattern, greedy or not.
CellKey fewestKey(const FewestChips &fewest)
{
    return CellKey{{{"chips", patternOf(fewest.chips)}, {"way", wayOf(fewest)}}};
}

std::optional<CellKey> readFewestKey(std::string_view stored)
{
    auto key = CellKey::read(stored, {"chips", "way"});
    if (!key || !validPattern((*key)["chips"]) || ((*key)["way"] != "greedy" && (*key)["way"] != "not-greedy"))
        return std::nullopt;
    return key;
}

/**
 * @brief A chip topic whose answer is `chips`, the fewest of the float for some
 * worth (chips.pay, chips.colour-up): cells, keys and the answer's check against the
 * float are the same; each says what is paid (fewestOf).
 */
class FewestAnswerTopic : public ChipTopic
{
public:
    std::vector<AnswerField> answerFields(Game) const override { return {{"chips", AnswerField::Kind::Chips}}; }
    std::size_t cellCount(Game) const override { return fewestCells().size(); }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        JsonValue a = JsonValue::object();
        a.set("chips", chipCountsToJson(fewestOf(scenario).chips));
        return a;
    }

    /// "<pattern>:<greedy|not-greedy>": "5+25:greedy", "20:not-greedy".
    std::optional<CellKey> readCellKey(std::string_view stored) const override { return readFewestKey(stored); }

    /// "cell.<topic>.greedy" / ".not-greedy", with the pattern ("5 + 25").
    Prompt cellWords(Game, const CellKey &cell) const override
    {
        return {"cell." + std::string(name()) + "." + std::string(cell["way"]), {text(patternWords(cell["chips"]))}};
    }

protected:
    /// The fewest chips the (valid) scenario asks for; throws InputError naming its field.
    virtual FewestChips fewestOf(const JsonValue &scenario) const = 0;

    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        return fewestKey(fewestOf(scenario));
    }

    void validateAnswerFor(Game, const JsonValue &scenario, const JsonValue &answer) const override
    {
        readChipCounts(answer, "chips", readChipFloat(scenario, "float"));
    }
};

/**
 * @brief chips.pay (question-bank.md): hand over `amount` in the fewest chips of
 * `float`. Right when worth exactly the amount and no breakdown from the float
 * uses fewer chips (RULINGS, "Table limits and chips").
 *
 * Cells: every pattern of denominations the fewest payment uses, on each generator
 * float, split by whether taking the largest chip first finds it.
 */
class ChipsPay final : public FewestAnswerTopic
{
    struct Read
    {
        FloatAndUnit table;
        Money amount;
        FewestChips fewest;
    };

    /// The scenario read and checked; with @p solve false the fewest chips are left empty.
    static Read read(const JsonValue &scenario, bool solve = true)
    {
        FloatAndUnit table = readFloatAndUnit(scenario);
        const Money amount = readPayable(scenario, "amount", table.chipUnit);
        FewestChips fewest = solve ? fewestFor(amount, table.chipFloat, "amount") : FewestChips{};
        return {std::move(table), amount, std::move(fewest)};
    }

public:
    std::string_view name() const override { return "chips.pay"; }
    std::vector<std::string_view> moneyFields() const override { return {"amount", "chip_unit"}; }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int level) const override
    {
        const ChipCell &c = fewestCells()[cell];
        const ChipFloat &chipFloat = generatorFloats()[c.floatIndex];
        JsonValue s = JsonValue::object();
        s.set("amount", JsonValue::string(amountOf(c, rng, level, fewestCellOf(chipFloat)).toString()));
        s.set("float", chipFloatToJson(chipFloat));
        s.set("chip_unit", JsonValue::string(chipFloat.smallest().toString()));
        return s;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario, false);   // the prompt needs no answer
        return {"chips.pay", {money(r.amount), amounts(floatText(r.table.chipFloat)), money(r.table.chipUnit)}};
    }

    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        const Read r = read(scenario);
        return explainFewest(say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 in the fewest chips of the float: %2, %3 chips."),
                                 {Words::amount(r.amount), chipsInWords(r.fewest.chips), Words::number(r.fewest.count)}),
                             r.fewest);
    }

protected:
    FewestChips fewestOf(const JsonValue &scenario) const override { return read(scenario).fewest; }
};

/// "12 × 5 + 4 × 1": chips in a prompt, in the bank's notation, as listed.
std::string chipsText(const ChipBreakdown &chips)
{
    std::string out;
    for (const ChipCount &c : chips)
        if (c.count > 0)
            out += (out.empty() ? "" : " + ") + std::to_string(c.count) + " × " + c.chip.toString();
    return out;
}

/**
 * @brief chips.colour-up: a player's chips exchanged for the fewest chips of the
 * float with the same worth (RULINGS, "Table limits and chips": the fewest chips the
 * float allows). The answer is chips.pay's for the chips' total.
 *
 * Cells: chips.pay's (the pattern of the fewest chips, greedy or not). The player's
 * chips are the fewest way broken up: a chip at a time changed for the fewest of the
 * float's smaller chips, 1–2 times at level 1, 2–4 at level 2, 3–8 at level 3.
 */
class ChipsColourUp final : public FewestAnswerTopic
{
    struct Read
    {
        FloatAndUnit table;
        ChipBreakdown given;
        Money total;
        FewestChips fewest;
    };

    /// The scenario read and checked; with @p solve false the fewest chips are left empty.
    static Read read(const JsonValue &scenario, bool solve = true)
    {
        FloatAndUnit table = readFloatAndUnit(scenario);
        ChipBreakdown given = readChipCounts(scenario, "chips", table.chipFloat);
        const Money total = chipValue(given);
        if (total.isZero())
            throw InputError("chips", "no chip to colour up");
        FewestChips fewest = solve ? fewestFor(total, table.chipFloat, "chips") : FewestChips{};
        return {std::move(table), std::move(given), total, std::move(fewest)};
    }

public:
    std::string_view name() const override { return "chips.colour-up"; }
    std::vector<std::string_view> moneyFields() const override { return {"chip_unit"}; }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int level) const override
    {
        const ChipCell &c = fewestCells()[cell];
        const ChipFloat &chipFloat = generatorFloats()[c.floatIndex];
        const Money amount = amountOf(c, rng, level, fewestCellOf(chipFloat));
        // One chip per entry, then broken up: a chip above the smallest changed for
        // the fewest of the float's chips below it.
        // (The cell's amounts take a few dozen chips at most.)
        const FewestChips fewest = *fewestChips(amount, chipFloat);
        std::vector<Money> chips;
        for (const ChipCount &cc : fewest.chips)
            for (std::int64_t i = 0; i < cc.count; ++i)
                chips.push_back(cc.chip);
        const std::vector<Money> all = chipFloat.denominations();
        const int breaks = level <= 1 ? rng.between(1, 2) : level == 2 ? rng.between(2, 4) : rng.between(3, 8);
        for (int b = 0; b < breaks; ++b) {
            std::vector<std::size_t> breakable;
            for (std::size_t i = 0; i < chips.size(); ++i)
                if (chips[i] > chipFloat.smallest())
                    breakable.push_back(i);
            if (breakable.empty())
                break;
            const std::size_t at = breakable[rng.below(breakable.size())];
            const Money chip = chips[at];
            std::vector<Money> smaller;
            for (const Money &m : all)
                if (m < chip)
                    smaller.push_back(m);
            const auto parts = fewestChips(chip, ChipFloat(smaller));
            if (!parts)
                continue;   // 25 of a float with 20 and 25: no smaller chips make it
            chips.erase(chips.begin() + std::ptrdiff_t(at));
            for (const ChipCount &p : parts->chips)
                for (std::int64_t i = 0; i < p.count; ++i)
                    chips.push_back(p.chip);
        }
        ChipBreakdown given;   // smallest first, as a player's chips are counted
        for (const Money &m : all)
            if (const auto n = std::count(chips.begin(), chips.end(), m); n > 0)
                given.push_back({m, std::int64_t(n)});
        JsonValue s = JsonValue::object();
        s.set("chips", chipCountsToJson(given));
        s.set("float", chipFloatToJson(chipFloat));
        s.set("chip_unit", JsonValue::string(chipFloat.smallest().toString()));
        return s;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario, false);   // the prompt needs no answer
        return {"chips.colour-up", {amounts(chipsText(r.given)), amounts(floatText(r.table.chipFloat))}};
    }

    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        const Read r = read(scenario);
        return explainFewest(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "The player's %1 chips are worth %2; in the fewest chips of the float: %3, %4 chips."),
                {Words::number(chipCount(r.given)), Words::amount(r.total), chipsInWords(r.fewest.chips),
                 Words::number(r.fewest.count)}),
            r.fewest);
    }

protected:
    std::vector<std::string_view> chipObjects() const override { return {"chips"}; }
    FewestChips fewestOf(const JsonValue &scenario) const override { return read(scenario).fewest; }
};

/**
 * @brief chips.change, a house convention (the texts are silent): cash put down at
 * the table is changed for chips of the table, each at least its smallest chip
 * `chip_unit`, in the fewest chips of the float; what is not a whole number of
 * `chip_unit` is handed back in cash (`returned`).
 *
 * Cells: the table's unit (1, 5, 25 or 100 on RULINGS' default float) × the chips the
 * change uses × whether cash is handed back, for every whole-euro amount up to the
 * float's total plus its largest chip.
 */
class ChipsChange final : public ChipTopic
{
    struct Read
    {
        ChipFloat chipFloat;
        Money chipUnit;
        Money cash;
        Money changed;
        Money returned;
        FewestChips fewest;
    };

    /// The scenario read and checked; with @p solve false the fewest chips are left empty.
    static Read read(const JsonValue &scenario, bool solve = true)
    {
        const ChipFloat chipFloat = readChipFloat(scenario, "float");
        const Money chipUnit = field::money(scenario, "chip_unit");
        if (!chipFloat.has(chipUnit))
            throw InputError("chip_unit", chipUnit.toString() + " is no chip of the float");
        const Money cash = field::money(scenario, "cash");
        if (cash.isZero())
            throw InputError("cash", "must be more than 0");
        const Money changed = cash.floorTo(chipUnit);
        const ChipFloat table = chipFloat.from(chipUnit);
        FewestChips fewest = solve ? fewestFor(changed, table, "cash") : FewestChips{};
        return {chipFloat, chipUnit, cash, changed, cash - changed, std::move(fewest)};
    }

    /// The cell of @p cash at the table of @p unit on @p chipFloat.
    static std::optional<std::pair<ChipBreakdown, std::string>> cellOf(const ChipFloat &chipFloat, const Money &unit,
                                                                       const Money &cash)
    {
        const Money changed = cash.floorTo(unit);
        std::optional<std::pair<ChipBreakdown, std::string>> cell;
        if (changed.isZero())
            return cell;   // nothing to change: all handed back
        cell.emplace(fewestChips(changed, chipFloat.from(unit))->chips, changed == cash ? "exact" : "returned");
        return cell;
    }

    static const std::vector<ChipCell> &cells()
    {
        static const std::vector<ChipCell> all = [] {
            std::vector<ChipCell> out;
            const ChipFloat &chipFloat = generatorFloats().front();
            const Money one = Money::fromInteger(1);
            const Money bound = enumerationBound(chipFloat);
            for (const int u : {1, 5, 25, 100}) {
                // The table's chips tabulated once: cellOf() for every cash amount, fast.
                const Money unit = Money::fromInteger(u);
                const FewestChipsTable table(chipFloat.from(unit), bound);
                addCells(out, 0, unit, one, wholeSteps(bound, one), [&](const Money &cash) {
                    const Money changed = cash.floorTo(unit);
                    std::optional<std::pair<ChipBreakdown, std::string>> cell;
                    if (!changed.isZero())
                        cell.emplace(*table.fewestAt(wholeSteps(changed, table.step())), changed == cash ? "exact" : "returned");
                    return cell;
                });
            }
            return out;
        }();
        return all;
    }

public:
    std::string_view name() const override { return "chips.change"; }
    std::vector<std::string_view> moneyFields() const override { return {"cash", "chip_unit"}; }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"chips", AnswerField::Kind::Chips}, {"returned", AnswerField::Kind::Money}};
    }
    std::size_t cellCount(Game) const override { return cells().size(); }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int level) const override
    {
        const ChipCell &c = cells()[cell];
        const ChipFloat &chipFloat = generatorFloats()[c.floatIndex];
        const Money unit = c.unit;
        const Money cash = amountOf(c, rng, level, [&](const Money &m) { return cellOf(chipFloat, unit, m); });
        JsonValue s = JsonValue::object();
        s.set("cash", JsonValue::string(cash.toString()));
        s.set("float", chipFloatToJson(chipFloat));
        s.set("chip_unit", JsonValue::string(unit.toString()));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        JsonValue a = JsonValue::object();
        a.set("chips", chipCountsToJson(r.fewest.chips));
        a.set("returned", JsonValue::string(r.returned.toString()));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario, false);   // the prompt needs no answer
        return {"chips.change", {money(r.cash), money(r.chipUnit), amounts(floatText(r.chipFloat.from(r.chipUnit)))}};
    }

    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        const Read r = read(scenario);
        Explanation why = explainFewest(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 changed in chips of at least %2, the fewest: %3, %4 chips."),
                {Words::amount(r.changed), Words::amount(r.chipUnit), chipsInWords(r.fewest.chips), Words::number(r.fewest.count)}),
            r.fewest);
        if (!r.returned.isZero())
            why.sentences.insert(why.sentences.begin() + 1,
                                 say(CROUPIER_TRANSLATE_NOOP("Explain", "The table's smallest chip is %1: %2 is handed back in cash."),
                                     {Words::amount(r.chipUnit), Words::amount(r.returned)}));
        why.source = std::string(kChipsSource) + " (house convention: change at the table's unit)";
        return why;
    }

    /// "<pattern>:<exact|returned>": "5+25:exact", "100:returned".
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        auto key = CellKey::read(stored, {"chips", "cash"});
        if (!key || !validPattern((*key)["chips"]) || ((*key)["cash"] != "exact" && (*key)["cash"] != "returned"))
            return std::nullopt;
        return key;
    }
    Prompt cellWords(Game, const CellKey &cell) const override
    {
        return {"cell.chips.change." + std::string(cell["cash"]), {text(patternWords(cell["chips"]))}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        return CellKey{{{"chips", patternOf(r.fewest.chips)}, {"cash", r.returned.isZero() ? "exact" : "returned"}}};
    }
    void validateAnswerFor(Game, const JsonValue &scenario, const JsonValue &answer) const override
    {
        const ChipBreakdown chips = readChipCounts(answer, "chips", readChipFloat(scenario, "float"));
        const Money unit = field::money(scenario, "chip_unit");
        const JsonValue &v = *answer.find("chips");
        for (std::size_t i = 0; i < chips.size(); ++i)
            if (chips[i].chip < unit && chips[i].count > 0)
                throw InputError(chipMemberName("chips", v.keys()[i]), "below the table's smallest chip " + unit.toString());
    }
};

/**
 * @brief chips.count: how much is on the layout, stacks counted as they lie.
 *
 * Cells: the largest chip on the layout, each chip of RULINGS' default float. The
 * level is the layout's shape: 1 one colour (1–3 stacks of that chip, up to 20
 * each), 2 stacks of one colour each (2–4 stacks, chips up to the cell's), 3 mixed
 * stacks (2–5 stacks, at least one of 2–3 colours). The heat-map key adds the
 * shape read from the stacks: `one-colour:25`, `colours:100`, `mixed:5`.
 */
class ChipsCount final : public ChipTopic
{
    static constexpr std::size_t kMaxStacks = 30;
    static constexpr std::size_t kMaxRuns = 10;
    static constexpr int kMaxRunChips = 100;

    struct Read
    {
        FloatAndUnit table;
        std::vector<ChipBreakdown> stacks;   ///< runs bottom first
        Money total;
    };

    static Read read(const JsonValue &scenario)
    {
        Read r{readFloatAndUnit(scenario), {}, Money()};
        const JsonValue &stacks = field::require(scenario, "stacks");
        if (!stacks.isArray() || stacks.items().empty() || stacks.items().size() > kMaxStacks)
            throw InputError("stacks", "must be an array of 1 to " + std::to_string(kMaxStacks)
                                           + " stacks, each an array of {\"chip\", \"count\"} from the bottom, not "
                                           + (stacks.isArray() ? std::to_string(stacks.items().size()) + " stacks"
                                                               : field::typeName(stacks)));
        for (std::size_t i = 0; i < stacks.items().size(); ++i) {
            const std::string name = "stacks[" + std::to_string(i) + "]";
            const JsonValue &stack = stacks.items()[i];
            if (!stack.isArray() || stack.items().empty() || stack.items().size() > kMaxRuns)
                throw InputError(name, "must be an array of 1 to " + std::to_string(kMaxRuns) + " runs {\"chip\", \"count\"}, not "
                                           + (stack.isArray() ? std::to_string(stack.items().size()) + " runs"
                                                              : field::typeName(stack)));
            ChipBreakdown runs;
            for (std::size_t j = 0; j < stack.items().size(); ++j) {
                const JsonValue &run = stack.items()[j];
                const std::string runName = name + "[" + std::to_string(j) + "]";
                if (!run.isObject())
                    throw InputError(runName, "must be an object {\"chip\", \"count\"}, not " + field::typeName(run));
                try {
                    const Money chip = field::money(run, "chip");
                    if (!r.table.chipFloat.has(chip))
                        throw InputError("chip", "not a denomination of the float");
                    runs.push_back({chip, field::integer(run, "count", 1, kMaxRunChips)});
                } catch (const InputError &e) {
                    throw e.under(runName);
                }
            }
            r.total = r.total + chipValue(runs);
            r.stacks.push_back(std::move(runs));
        }
        return r;
    }

    static std::string shapeOf(const std::vector<ChipBreakdown> &stacks)
    {
        std::vector<Money> colours;
        bool mixed = false;
        for (const ChipBreakdown &stack : stacks)
            for (const ChipCount &run : stack) {
                mixed = mixed || run.chip != stack.front().chip;
                if (std::find(colours.begin(), colours.end(), run.chip) == colours.end())
                    colours.push_back(run.chip);
            }
        return mixed ? "mixed" : colours.size() == 1 ? "one-colour" : "colours";
    }

    static Money topChip(const std::vector<ChipBreakdown> &stacks)
    {
        Money top;
        for (const ChipBreakdown &stack : stacks)
            for (const ChipCount &run : stack)
                top = std::max(top, run.chip);
        return top;
    }

    /// "20 × 5 | 7 × 25 + 3 × 5": the stacks, each from the bottom.
    static std::string stacksText(const std::vector<ChipBreakdown> &stacks)
    {
        std::string out;
        for (const ChipBreakdown &stack : stacks)
            out += (out.empty() ? "" : " | ") + chipsText(stack);
        return out;
    }

public:
    std::string_view name() const override { return "chips.count"; }
    std::vector<std::string_view> moneyFields() const override { return {"chip_unit"}; }
    std::vector<AnswerField> answerFields(Game) const override { return {{"total", AnswerField::Kind::Money}}; }
    std::size_t cellCount(Game) const override { return generatorFloats().front().tubes().size(); }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int level) const override
    {
        const ChipFloat &chipFloat = generatorFloats().front();
        const std::vector<Money> all = chipFloat.denominations();
        const Money top = all[cell];
        // A chip up to the cell's, drawn.
        const auto anyChip = [&] { return all[rng.below(cell + 1)]; };
        const auto run = [&](const Money &chip, int most) {
            JsonValue r = JsonValue::object();
            r.set("chip", JsonValue::string(chip.toString()));
            r.set("count", JsonValue::number(rng.between(1, most)));
            return r;
        };
        JsonValue stacks = JsonValue::array();
        if (level <= 1) {
            const int n = rng.between(1, 3);
            for (int i = 0; i < n; ++i)
                stacks.push(JsonValue::array({run(top, 20)}));
        } else {
            // Stack 0 is the cell's chip (the layout's largest), stack 1 a smaller one
            // (two colours; none smaller than 0.5, so its cell stays one colour).
            const int n = level == 2 ? rng.between(2, 4) : rng.between(2, 5);
            const int mixedAt = level >= 3 ? rng.between(0, n - 1) : -1;
            for (int i = 0; i < n; ++i) {
                const Money base = i == 0 ? top : i == 1 && cell > 0 ? all[rng.below(cell)] : anyChip();
                JsonValue stack = JsonValue::array({run(base, 20)});
                if (i == mixedAt && cell > 0) {
                    const int more = rng.between(1, 2);
                    Money last = base;
                    for (int k = 0; k < more; ++k) {
                        // Another colour than the run below it.
                        Money other = all[rng.below(cell)];
                        if (other >= last)
                            other = all[cell];
                        if (other == last)
                            other = all[0];
                        stack.push(run(other, 10));
                        last = other;
                    }
                }
                stacks.push(std::move(stack));
            }
        }
        return stacksScenario(std::move(stacks), chipFloat);
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        JsonValue a = JsonValue::object();
        a.set("total", JsonValue::string(read(scenario).total.toString()));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        return {"chips.count", {amounts(stacksText(r.stacks)), money(r.table.chipUnit)}};
    }

    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        const Read r = read(scenario);
        // Chip by chip, the largest first: how many, and what they are worth.
        std::vector<Words> byChip;
        const std::vector<Money> all = r.table.chipFloat.denominations();
        for (auto it = all.rbegin(); it != all.rend(); ++it) {
            std::int64_t n = 0;
            for (const ChipBreakdown &stack : r.stacks)
                for (const ChipCount &run : stack)
                    n += run.chip == *it ? run.count : 0;
            if (n > 0)
                //: So many chips of one value and what they are worth: "12 × 25 = 300".
                byChip.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 × %2 = %3"),
                                     {Words::number(n), Words::amount(*it), Words::amount(*it * n)}));
        }
        Explanation why;
        why.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "Chip by chip: %1; on the layout in all %2."),
                                    {Words::list(std::move(byChip), "; "), Words::amount(r.total)}));
        why.source = kChipsSource;
        return why;
    }

    /// "<shape>:<largest chip>": "one-colour:25", "colours:100", "mixed:5".
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        auto key = CellKey::read(stored, {"shape", "top"});
        if (!key || ((*key)["shape"] != "one-colour" && (*key)["shape"] != "colours" && (*key)["shape"] != "mixed")
            || !validPattern((*key)["top"]))
            return std::nullopt;
        return key;
    }
    Prompt cellWords(Game, const CellKey &cell) const override
    {
        return {"cell.chips.count." + std::string(cell["shape"]), {money(Money::parseCanonical(cell["top"]))}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        return CellKey{{{"shape", shapeOf(r.stacks)}, {"top", topChip(r.stacks).toString()}}};
    }

    void scaleOwnChips(JsonValue &scenario, const Rational &factor) const override
    {
        if (!scenario.find("stacks"))
            return;
        const Read r = read(scenario);
        JsonValue stacks = JsonValue::array();
        for (std::size_t i = 0; i < r.stacks.size(); ++i) {
            JsonValue stack = JsonValue::array();
            for (std::size_t j = 0; j < r.stacks[i].size(); ++j) {
                JsonValue run = JsonValue::object();
                const std::string path = "scenario.stacks[" + std::to_string(i) + "][" + std::to_string(j) + "].chip";
                run.set("chip", JsonValue::string(scaledChip(r.stacks[i][j].chip, factor, path).toString()));
                run.set("count", JsonValue::number(static_cast<long long>(r.stacks[i][j].count)));
                stack.push(std::move(run));
            }
            stacks.push(std::move(stack));
        }
        scenario.set("stacks", std::move(stacks));
    }

private:
    static JsonValue stacksScenario(JsonValue stacks, const ChipFloat &chipFloat)
    {
        JsonValue s = JsonValue::object();
        s.set("stacks", std::move(stacks));
        s.set("float", chipFloatToJson(chipFloat));
        s.set("chip_unit", JsonValue::string(chipFloat.smallest().toString()));
        return s;
    }
};

/// The ratio as a cell key writes it: "3-2" (':' joins a key's parts).
std::string ratioKey(const Ratio &r) { return std::to_string(r.pays()) + "-" + std::to_string(r.per()); }

/**
 * @brief chips.cut: a payout cut in the bet's own chips and sized into stacks, as
 * the dealer pays against the bet. The payout is the bet's worth times `pays`,
 * rounded down to the smallest chip (RULINGS, "Payouts, commission and rounding");
 * as many of the bet's chips as fit, cut into full stacks of `stack` chips (5 or 20,
 * the house's setting) and loose chips; what is below one of the bet's chips (a
 * 3:2 on an odd count of fives) in the fewest chips of the float.
 *
 * Cells: each ratio of the rule texts' tables below × the stack size × whether a
 * rest in smaller chips is left (whole-number ratios never leave one).
 */
class ChipsCut final : public ChipTopic
{
    struct Read
    {
        FloatAndUnit table;
        Money chip;
        std::int64_t count = 0;
        Ratio pays{1, 1};
        int stack = 20;
        Money paid;
        std::int64_t ofBetChip = 0;
        FewestChips rest;
    };

    static constexpr std::int64_t kMaxBetChips = 1000;

    /// The payout ratios drilled, from RULINGS: Punto and 1:1 bets, Banco's 95:100,
    /// blackjack's 3:2, insurance 2:1, craps odds 6:5 and place bets 7:6, 7:5, 9:5,
    /// Egalité 8:1, the pairs 11:1.
    static const std::vector<Ratio> &ratios()
    {
        static const std::vector<Ratio> r{{1, 1}, {95, 100}, {3, 2}, {2, 1}, {6, 5}, {7, 6}, {7, 5}, {9, 5}, {8, 1}, {11, 1}};
        return r;
    }

    struct Cell
    {
        Ratio pays;
        int stack;
        bool rest;
    };

    static const std::vector<Cell> &cells()
    {
        static const std::vector<Cell> all = [] {
            std::vector<Cell> out;
            for (const Ratio &r : ratios())
                for (const int stack : {5, 20})
                    for (const bool rest : {false, true})
                        if (!rest || r.per() != 1)   // whole-number ratios pay whole chips
                            out.push_back({r, stack, rest});
            return out;
        }();
        return all;
    }

    static Read read(const JsonValue &scenario)
    {
        Read r{readFloatAndUnit(scenario), {}, 0, {1, 1}, 20, {}, 0, {}};
        const JsonValue &bet = field::require(scenario, "bet");
        if (!bet.isObject())
            throw InputError("bet", "must be an object {\"chip\", \"count\"}, not " + field::typeName(bet));
        try {
            r.chip = field::money(bet, "chip");
            if (!r.table.chipFloat.has(r.chip))
                throw InputError("chip", "not a denomination of the float");
            r.count = field::integer(bet, "count", 1, int(kMaxBetChips));
        } catch (const InputError &e) {
            throw e.under("bet");
        }
        try {
            r.pays = Ratio::parse(field::string(scenario, "pays"));
        } catch (const InputError &e) {
            throw InputError("pays", e.field() == "pays" || e.field().empty() ? e.reason() : e.what());
        }
        if (r.pays.pays() < 1 || r.pays.pays() > 1000 || r.pays.per() > 1000)
            throw InputError("pays", "a payout ratio from 1:1000 to 1000:1, not " + r.pays.toString());
        r.stack = field::integer(scenario, "stack", 5, 20);
        if (r.stack != 5 && r.stack != 20)
            throw InputError("stack", "a stack is 5 or 20 chips (the house's setting), not " + std::to_string(r.stack));
        r.paid = Money::floorTo((r.chip * r.count).times(r.pays), r.table.chipUnit);
        r.ofBetChip = wholeSteps(r.paid, r.chip);
        r.rest = fewestFor(r.paid - r.chip * r.ofBetChip, r.table.chipFloat, "bet");   // whole chips of the smallest
        return r;
    }

public:
    std::string_view name() const override { return "chips.cut"; }
    std::vector<std::string_view> moneyFields() const override { return {"chip_unit"}; }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"paid", AnswerField::Kind::Money},
                {"stacks", AnswerField::Kind::Integer, 0, int(kMaxBetChips * 1000)},
                {"loose", AnswerField::Kind::Integer, 0, 19},
                {"rest", AnswerField::Kind::Chips}};
    }
    std::size_t cellCount(Game) const override { return cells().size(); }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int level) const override
    {
        const Cell c = cells()[cell];
        const ChipFloat &chipFloat = generatorFloats().front();
        static const char *chipsByLevel[3][6] = {{"5", "25", "5", "25", "5", "25"},
                                                 {"1", "5", "25", "100", "5", "25"},
                                                 {"1", "2.5", "5", "25", "100", "0.5"}};
        const int lv = std::clamp(level, kMinLevel, kMaxLevel) - 1;
        Money chip = Money::parseCanonical(chipsByLevel[lv][rng.below(6)]);
        if (c.rest && chip == chipFloat.smallest())
            chip = Money::fromInteger(5);   // nothing is below the smallest chip
        const std::int64_t most = lv == 0 ? 10 : lv == 1 ? 40 : 200;
        std::int64_t count = 0;
        if (!c.rest) {
            // A whole number of `per` chips pays whole chips of the bet.
            const std::int64_t per = c.pays.per();
            count = per * (1 + std::int64_t(rng.below(std::uint64_t(std::max<std::int64_t>(1, most / per)))));
        } else {
            // From a drawn count on, the first that leaves a rest below the bet's chip.
            const std::int64_t span = std::max<std::int64_t>(most, 2 * c.pays.per());
            const std::int64_t from = 1 + std::int64_t(rng.below(std::uint64_t(span)));
            for (std::int64_t k = 0; k < span; ++k) {
                count = 1 + (from - 1 + k) % span;
                const Money paid = Money::floorTo((chip * count).times(c.pays), chipFloat.smallest());
                if (!paid.isMultipleOf(chip))
                    break;
            }
        }
        JsonValue bet = JsonValue::object();
        bet.set("chip", JsonValue::string(chip.toString()));
        bet.set("count", JsonValue::number(static_cast<long long>(count)));
        JsonValue s = JsonValue::object();
        s.set("bet", std::move(bet));
        s.set("pays", JsonValue::string(c.pays.toString()));
        s.set("stack", JsonValue::number(c.stack));
        s.set("float", chipFloatToJson(chipFloat));
        s.set("chip_unit", JsonValue::string(chipFloat.smallest().toString()));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        JsonValue a = JsonValue::object();
        a.set("paid", JsonValue::string(r.paid.toString()));
        a.set("stacks", JsonValue::number(static_cast<long long>(r.ofBetChip / r.stack)));
        a.set("loose", JsonValue::number(static_cast<long long>(r.ofBetChip % r.stack)));
        a.set("rest", chipCountsToJson(r.rest.chips));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        return {"chips.cut",
                {text(std::to_string(r.count)), money(r.chip), text(r.pays.toString()), text(std::to_string(r.stack)),
                 money(r.table.chipUnit)}};
    }

    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        const Read r = read(scenario);
        Explanation why;
        const Money stake = r.chip * r.count;
        why.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 × %2 is %3; at %4 it wins %5, rounded down to the smallest chip %6."),
                {Words::number(r.count), Words::amount(r.chip), Words::amount(stake), Words::literal(r.pays.toString()),
                 Words::amount(r.paid), Words::amount(r.table.chipUnit)}));
        why.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "In chips of %1: %2 chips, %3 full stacks of %4 and %5 loose."),
                {Words::amount(r.chip), Words::number(r.ofBetChip), Words::number(r.ofBetChip / r.stack),
                 Words::number(r.stack), Words::number(r.ofBetChip % r.stack)}));
        if (r.rest.count > 0)
            why.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "The rest, %1, in the fewest chips: %2."),
                                        {Words::amount(chipValue(r.rest.chips)), chipsInWords(r.rest.chips)}));
        why.source = "RULINGS, Payouts, commission and rounding; Table limits and chips (stacks of 5 or 20: house setting)";
        return why;
    }

    /// "<pays>:<stack>:<none|rest>": "3-2:20:rest", "1-1:5:none".
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        auto key = CellKey::read(stored, {"pays", "stack", "rest"});
        if (!key || ((*key)["stack"] != "5" && (*key)["stack"] != "20")
            || ((*key)["rest"] != "none" && (*key)["rest"] != "rest"))
            return std::nullopt;
        const std::string_view pays = (*key)["pays"];
        const std::size_t dash = pays.find('-');
        try {
            if (dash == std::string_view::npos)
                return std::nullopt;
            (void)Ratio::parse(std::string(pays.substr(0, dash)) + ":" + std::string(pays.substr(dash + 1)));
        } catch (const InputError &) {
            return std::nullopt;
        }
        return key;
    }
    Prompt cellWords(Game, const CellKey &cell) const override
    {
        std::string pays(cell["pays"]);
        std::replace(pays.begin(), pays.end(), '-', ':');
        return {"cell.chips.cut." + std::string(cell["rest"]), {text(pays), text(std::string(cell["stack"]))}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        return CellKey{{{"pays", ratioKey(r.pays)}, {"stack", std::to_string(r.stack)},
                        {"rest", r.rest.count > 0 ? "rest" : "none"}}};
    }
    void validateAnswerFor(Game, const JsonValue &scenario, const JsonValue &answer) const override
    {
        readChipCounts(answer, "rest", readChipFloat(scenario, "float"));
    }

    void scaleOwnChips(JsonValue &scenario, const Rational &factor) const override
    {
        const Read r = read(scenario);
        JsonValue bet = JsonValue::object();
        bet.set("chip", JsonValue::string(scaledChip(r.chip, factor, "scenario.bet.chip").toString()));
        bet.set("count", JsonValue::number(static_cast<long long>(r.count)));
        scenario.set("bet", std::move(bet));
    }
};

/**
 * @brief chips.units: craps' proper units. art. 16 §10 γ and δ pay the odds and the
 * place bets at ratios (RULINGS, Craps: 7:6 on place 6 and 8, 7:5 on 5 and 9, 9:5 on
 * 4 and 10; lay 4:5, 5:8, 5:11; odds 2:1, 3:2, 6:5 and 1:2, 2:3, 5:6; no commission),
 * but name no unit of stake. The product's reading, a house convention: a stake is
 * taken in proper units, the fewest chips whose win is whole chips
 * (CrapsBetRule::properUnit: place 6 in sixes, place 5 and 9 in fives, lay 4 in
 * elevens), the largest such stake not above what was put down; the rest goes back.
 * Art. 16 has no buy bet (place bets pay "no commission"): the lay bets are drilled.
 *
 * Cells: each place and lay bet on its number and each of the four odds on each
 * point × a stake put down on a unit or off it (where the unit is more than one chip).
 */
class ChipsUnits final : public Topic
{
    struct Read
    {
        CrapsBet bet = CrapsBet::Place6;
        int number = 0;
        Money offered;
        Money chipUnit;
        int unit = 1;   ///< in chips
        Money stake;
        Money paid;
    };

    static bool isOdds(CrapsBet b)
    {
        return b == CrapsBet::PassOdds || b == CrapsBet::DontPassOdds || b == CrapsBet::ComeOdds || b == CrapsBet::DontComeOdds;
    }
    static bool drilled(CrapsBet b)
    {
        return isOdds(b) || (crapsRule(b).number != 0 && crapsRule(b).offOnComeOut);   // place and lay bets
    }

    struct Cell
    {
        CrapsBet bet;
        int number;
        bool onUnit;
    };

    static const std::vector<Cell> &cells()
    {
        static const std::vector<Cell> all = [] {
            std::vector<Cell> out;
            for (const CrapsBet b : allCrapsBets()) {
                if (!drilled(b))
                    continue;
                for (const int n : {4, 5, 6, 8, 9, 10}) {
                    if (!isOdds(b) && crapsRule(b).number != n)
                        continue;
                    out.push_back({b, n, true});
                    if (crapsRule(b).properUnit(n) > 1)
                        out.push_back({b, n, false});
                }
            }
            return out;
        }();
        return all;
    }

    static Read read(const JsonValue &scenario)
    {
        Read r;
        r.bet = parseCrapsBet(field::string(scenario, "bet"));
        if (!drilled(r.bet))
            throw InputError("bet", "chips.units asks the place, lay and odds bets, not " + std::string(crapsBetName(r.bet)));
        const CrapsBetRule &rule = crapsRule(r.bet);
        if (isOdds(r.bet)) {
            r.number = field::integer(scenario, "point", 4, 10);
            if (!isPointNumber(r.number))
                throw InputError("point", "a point is 4, 5, 6, 8, 9 or 10, not " + std::to_string(r.number));
        } else {
            r.number = rule.number;
            if (const JsonValue *p = scenario.find("point"); p && !p->isNull())
                throw InputError("point", "only the odds have a point here; " + std::string(crapsBetName(r.bet))
                                              + " is on its own number");
        }
        r.chipUnit = field::money(scenario, "chip_unit");
        if (r.chipUnit.isZero())
            throw InputError("chip_unit", "must be more than 0");
        r.offered = field::money(scenario, "offered");
        if (!r.offered.isMultipleOf(r.chipUnit))
            throw InputError("offered", "a stake is chips: a whole number of " + r.chipUnit.toString());
        r.unit = rule.properUnit(r.number);
        const Money unit = r.chipUnit * r.unit;
        if (r.offered < unit)
            throw InputError("offered", "under one proper unit, " + unit.toString() + " (" + std::to_string(r.unit)
                                            + " chips of " + r.chipUnit.toString() + ")");
        r.stake = r.offered.floorTo(unit);
        r.paid = *Money::exactly(r.stake.times(rule.paysOn(r.number)));   // whole chips by the unit
        return r;
    }

public:
    std::string_view name() const override { return "chips.units"; }
    std::string_view idPrefix() const override { return "ch"; }
    /// Craps only: the units are those of art. 16's ratios.
    const std::vector<Game> &games() const override
    {
        static const std::vector<Game> games{Game::Craps};
        return games;
    }
    std::vector<std::string_view> moneyFields() const override { return {"offered", "chip_unit"}; }
    std::vector<AnswerField> answerFields(Game) const override
    {
        return {{"stake", AnswerField::Kind::Money}, {"paid", AnswerField::Kind::Money}};
    }
    std::size_t cellCount(Game) const override { return cells().size(); }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int level) const override
    {
        const Cell c = cells()[cell];
        const char *chipsByLevel[3][3] = {{"1", "5", "1"}, {"1", "5", "2.5"}, {"0.5", "1", "5"}};
        const int lv = std::clamp(level, kMinLevel, kMaxLevel) - 1;
        const Money chip = Money::parseCanonical(chipsByLevel[lv][rng.below(3)]);
        const int unit = crapsRule(c.bet).properUnit(c.number);
        const int most = lv == 0 ? 5 : lv == 1 ? 20 : 100;
        std::int64_t chips = std::int64_t(unit) * rng.between(1, most);
        if (!c.onUnit)
            chips += rng.between(1, unit - 1);
        JsonValue s = JsonValue::object();
        s.set("bet", JsonValue::string(std::string(crapsBetName(c.bet))));
        if (isOdds(c.bet))
            s.set("point", JsonValue::number(c.number));
        s.set("offered", JsonValue::string((chip * chips).toString()));
        s.set("chip_unit", JsonValue::string(chip.toString()));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        JsonValue a = JsonValue::object();
        a.set("stake", JsonValue::string(r.stake.toString()));
        a.set("paid", JsonValue::string(r.paid.toString()));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        const std::string label(crapsRule(r.bet).label);
        if (isOdds(r.bet))
            return {"chips.units.odds", {money(r.offered), text(label), text(std::to_string(r.number)), money(r.chipUnit)}};
        return {"chips.units", {money(r.offered), text(label), money(r.chipUnit)}};
    }

    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        const Read r = read(scenario);
        const CrapsBetRule &rule = crapsRule(r.bet);
        Explanation why;
        why.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 pays %2: its win is whole chips of %3 only on a stake of %4 chips at a time, %5."),
                {Words::literal(std::string(rule.label)), Words::literal(rule.paysOn(r.number).toString()),
                 Words::amount(r.chipUnit), Words::number(r.unit), Words::amount(r.chipUnit * r.unit)}));
        why.sentences.push_back(say(
            CROUPIER_TRANSLATE_NOOP("Explain", "The largest such stake not above %1 is %2; it wins %3, and %4 goes back."),
            {Words::amount(r.offered), Words::amount(r.stake), Words::amount(r.paid), Words::amount(r.offered - r.stake)}));
        why.source = std::string(rule.source) + "; RULINGS, Craps (house convention: proper units)";
        return why;
    }

    /// "<bet>:<number>:<on|off>": "place-6:6:off", "dont-pass-odds:4:on".
    std::optional<CellKey> readCellKey(std::string_view stored) const override
    {
        auto key = CellKey::read(stored, {"bet", "number", "offer"});
        if (!key || ((*key)["offer"] != "on" && (*key)["offer"] != "off"))
            return std::nullopt;
        const auto bet = crapsBetFromName((*key)["bet"]);
        if (!bet || !drilled(*bet))
            return std::nullopt;
        const std::string_view n = (*key)["number"];
        if (n != "4" && n != "5" && n != "6" && n != "8" && n != "9" && n != "10")
            return std::nullopt;
        return key;
    }
    Prompt cellWords(Game, const CellKey &cell) const override
    {
        const auto bet = crapsBetFromName(cell["bet"]);
        return {"cell.chips.units." + std::string(cell["offer"]),
                {text(std::string(bet ? crapsRule(*bet).label : cell["bet"])), text(std::string(cell["number"]))}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        return CellKey{{{"bet", std::string(crapsBetName(r.bet))}, {"number", std::to_string(r.number)},
                        {"offer", r.stake == r.offered ? "on" : "off"}}};
    }
};

} // namespace

void registerChipsTopics(TopicRegistry &registry)
{
    registry.add(std::make_unique<ChipsPay>());
    registry.add(std::make_unique<ChipsColourUp>());
    registry.add(std::make_unique<ChipsChange>());
    registry.add(std::make_unique<ChipsCount>());
    registry.add(std::make_unique<ChipsCut>());
    registry.add(std::make_unique<ChipsUnits>());
}

} // namespace croupier
