// The chip drills of issue 16 (core/chips/TOPICS.md): paying, colouring up, changing
// cash, counting stacks, cutting a payout and craps' proper units, each answered by
// the exact fewest-chips solver (FewestChips.h) or the craps pay table.

#include "ChipsTopics.h"

#include "ChipsJson.h"
#include "FewestChips.h"
#include "InputError.h"
#include "Rng.h"
#include "bank/TopicRegistry.h"

#include <algorithm>
#include <map>
#include <memory>

namespace croupier {

namespace {

constexpr const char *kChipsSource = "RULINGS, Table limits and chips";

Prompt::Arg text(std::string s) { return {std::move(s), false}; }
Prompt::Arg money(const Money &m) { return {m.toString(), true}; }

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

/// "2 × 25, 1 × 5": a breakdown in words, largest chip first.
Words chipsWords(const ChipBreakdown &chips)
{
    std::vector<Words> items;
    for (const ChipCount &c : chips)
        if (c.count > 0)
            //: A number of chips of one value: "2 × 25".
            items.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 × %2"),
                                {Words::number(c.count), Words::amount(c.chip)}));
    if (items.empty())
        //: A payment with no chip at all.
        return say(CROUPIER_TRANSLATE_NOOP("Explain", "no chip"));
    return Words::list(std::move(items), ", ");
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
 * @brief A generator cell of the fewest-chips topics: a float, the denominations
 * the fewest payment uses, and whether taking the largest chip first finds it;
 * with every amount (in the float's steps) of that cell up to the enumeration's
 * bound, and the number of chips each takes.
 */
struct ChipCell
{
    std::size_t floatIndex = 0;
    std::string pattern;
    bool greedy = true;
    Money step;
    std::vector<std::int64_t> steps;
    std::vector<std::int64_t> counts;
};

/**
 * Every (float, pattern, greedy or not) that an amount up to the float's total plus
 * its largest chip gives, in a fixed order: each generator float, then the patterns
 * as they first appear, amount by amount. Every pattern of the float's chips taken
 * one each is among them (its amount is at most the float's total).
 */
const std::vector<ChipCell> &fewestCells()
{
    static const std::vector<ChipCell> cells = [] {
        std::vector<ChipCell> out;
        for (std::size_t f = 0; f < generatorFloats().size(); ++f) {
            const ChipFloat &chipFloat = generatorFloats()[f];
            Money bound = chipFloat.largest();
            for (const ChipTube &t : chipFloat.tubes())
                bound = bound + t.chip;
            const FewestChipsTable table(chipFloat, bound);
            std::map<std::string, std::size_t> index;
            for (std::int64_t n = 1; n <= table.steps(); ++n) {
                const auto fewest = table.fewestAt(n);
                if (!fewest)
                    continue;
                const Money amount = table.step() * n;
                const auto greedy = greedyChips(amount, chipFloat);
                const bool greedyFewest = greedy && chipCount(*greedy) == chipCount(*fewest);
                const std::string pattern = patternOf(*fewest);
                const std::string key = pattern + (greedyFewest ? ":g" : ":n");
                auto [it, added] = index.try_emplace(key, out.size());
                if (added)
                    out.push_back({f, pattern, greedyFewest, table.step(), {}, {}});
                out[it->second].steps.push_back(n);
                out[it->second].counts.push_back(chipCount(*fewest));
            }
        }
        return out;
    }();
    return cells;
}

/**
 * An amount of @p cell by @p level: 1 the cell's amounts in the fewest chips, 2 up to
 * three chips more, 3 any, and at level 3 half the time as many as 20 of the
 * float's largest chip on top where the pattern already has it (kept only if the
 * cell stays the same).
 */
Money amountOf(const ChipCell &cell, Rng &rng, int level)
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
        const ChipFloat &chipFloat = generatorFloats()[cell.floatIndex];
        const int extra = rng.between(1, 20);
        const Money bigger = amount + chipFloat.largest() * extra;
        const auto fewest = fewestChips(bigger, chipFloat);
        if (fewest && patternOf(fewest->chips) == cell.pattern && fewest->greedyIsFewest == cell.greedy)
            amount = bigger;
    }
    return amount;
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
        const auto scaled = [&](const Money &m, const std::string &path) {
            const auto out = Money::exactly(m.value() * factor);
            if (!out)
                throw InputError(path, "scaled to the profile's chip this amount is no exact decimal");
            return *out;
        };
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

/// The sentences every fewest-chips answer explains itself with.
Explanation explainFewest(Words opening, const FewestChips &fewest)
{
    Explanation why;
    why.sentences.push_back(std::move(opening));
    if (!fewest.greedyIsFewest) {
        if (fewest.greedy)
            why.sentences.push_back(
                say(CROUPIER_TRANSLATE_NOOP("Explain", "Taking the largest chip first gives %1, %2 chips: more than the fewest."),
                    {chipsWords(*fewest.greedy), Words::number(chipCount(*fewest.greedy))}));
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
    return CellKey{{{"chips", patternOf(fewest.chips)}, {"way", fewest.greedyIsFewest ? "greedy" : "not-greedy"}}};
}

std::optional<CellKey> readFewestKey(std::string_view stored)
{
    auto key = CellKey::read(stored, {"chips", "way"});
    if (!key || !validPattern((*key)["chips"]) || ((*key)["way"] != "greedy" && (*key)["way"] != "not-greedy"))
        return std::nullopt;
    return key;
}

/**
 * @brief chips.pay (question-bank.md): hand over `amount` in the fewest chips of
 * `float`. Right when worth exactly the amount and no breakdown from the float
 * uses fewer chips (RULINGS, "Table limits and chips").
 *
 * Cells: every pattern of denominations the fewest payment uses, on each generator
 * float, split by whether taking the largest chip first finds it.
 */
class ChipsPay final : public ChipTopic
{
    struct Read
    {
        FloatAndUnit table;
        Money amount;
        FewestChips fewest;
    };

    static Read read(const JsonValue &scenario)
    {
        FloatAndUnit table = readFloatAndUnit(scenario);
        const Money amount = readPayable(scenario, "amount", table.chipUnit);
        // The float's smallest chip pays any whole number of itself: a fewest way exists.
        FewestChips fewest = *fewestChips(amount, table.chipFloat);
        return {std::move(table), amount, std::move(fewest)};
    }

public:
    std::string_view name() const override { return "chips.pay"; }
    std::vector<std::string_view> moneyFields() const override { return {"amount", "chip_unit"}; }
    std::vector<AnswerField> answerFields(Game) const override { return {{"chips", AnswerField::Kind::Chips}}; }
    std::size_t cellCount(Game) const override { return fewestCells().size(); }

    JsonValue makeScenario(Game, std::size_t cell, Rng &rng, int level) const override
    {
        const ChipCell &c = fewestCells()[cell];
        const ChipFloat &chipFloat = generatorFloats()[c.floatIndex];
        JsonValue s = JsonValue::object();
        s.set("amount", JsonValue::string(amountOf(c, rng, level).toString()));
        s.set("float", chipFloatToJson(chipFloat));
        s.set("chip_unit", JsonValue::string(chipFloat.smallest().toString()));
        return s;
    }

    JsonValue solve(Game, const JsonValue &scenario) const override
    {
        JsonValue a = JsonValue::object();
        a.set("chips", chipCountsToJson(read(scenario).fewest.chips));
        return a;
    }

    Prompt prompt(Game, const JsonValue &scenario) const override
    {
        const Read r = read(scenario);
        return {"chips.pay", {money(r.amount), text(floatText(r.table.chipFloat)), money(r.table.chipUnit)}};
    }

    Explanation explain(Game, const JsonValue &scenario, const JsonValue &) const override
    {
        const Read r = read(scenario);
        return explainFewest(say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 in the fewest chips of the float: %2, %3 chips."),
                                 {Words::amount(r.amount), chipsWords(r.fewest.chips), Words::number(r.fewest.count)}),
                             r.fewest);
    }

    /// "<pattern>:<greedy|not-greedy>": "5+25:greedy", "20:not-greedy".
    std::optional<CellKey> readCellKey(std::string_view stored) const override { return readFewestKey(stored); }

    Prompt cellWords(const CellKey &cell) const override
    {
        return {"cell.chips.pay." + std::string(cell["way"]), {text(patternWords(cell["chips"]))}};
    }

protected:
    std::optional<CellKey> cellKeyOf(Game, const JsonValue &scenario) const override
    {
        return fewestKey(read(scenario).fewest);
    }

    void validateAnswerFor(Game, const JsonValue &scenario, const JsonValue &answer) const override
    {
        readChipCounts(answer, "chips", readChipFloat(scenario, "float"));
    }
};

} // namespace

void registerChipsTopics(TopicRegistry &registry)
{
    registry.add(std::make_unique<ChipsPay>());
}

} // namespace croupier
