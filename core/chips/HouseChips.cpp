#include "HouseChips.h"

#include "ChipsJson.h"
#include "InputError.h"
#include "bank/Question.h"
#include "table/TableProfile.h"

namespace croupier {

HouseChips HouseChips::standard()
{
    std::vector<ChipTube> tubes;
    for (const Money &chip : defaultChipFloat())
        tubes.push_back({chip, 100});
    HouseChips out;
    out.chipFloat = ChipFloat(std::move(tubes));
    return out;
}

HouseChips readHouseChips(std::string_view json, const std::vector<Money> &tableUnits)
{
    const JsonValue root = parseJson(json);
    if (!root.isObject())
        throw InputError("", "the house's chips are an object such as {\"float\": [\"1\", \"5\"], \"stack\": 20}, not "
                                 + field::typeName(root));
    const ChipFloat denominations = readChipFloat(root, "float");
    std::vector<ChipTube> tubes = denominations.tubes();
    if (root.find("tubes")) {
        const ChipBreakdown counts = readChipCounts(root, "tubes", denominations);
        const JsonValue &v = *root.find("tubes");
        for (std::size_t i = 0; i < counts.size(); ++i) {
            if (counts[i].count > HouseChips::kMaxTube)
                throw InputError(chipMemberName("tubes", v.keys()[i]),
                                 "a tube holds at most " + std::to_string(HouseChips::kMaxTube) + " chips, not "
                                     + std::to_string(counts[i].count));
            for (ChipTube &t : tubes)
                if (t.chip == counts[i].chip)
                    t.count = counts[i].count;
        }
    }
    for (const Money &unit : tableUnits)
        if (!denominations.has(unit))
            throw InputError("float", "must hold a chip of " + unit.toString()
                                          + ", a table's smallest chip (every payment rounds to it)");
    HouseChips out;
    out.chipFloat = ChipFloat(std::move(tubes));
    out.stack = field::integer(root, "stack", 5, 20);
    if (out.stack != 5 && out.stack != 20)
        throw InputError("stack", "a full stack is 5 or 20 chips, not " + std::to_string(out.stack));
    return out;
}

std::string houseChipsToJson(const HouseChips &chips)
{
    JsonValue root = JsonValue::object();
    root.set("float", chipFloatToJson(chips.chipFloat));
    JsonValue tubes = JsonValue::object();
    for (const ChipTube &t : chips.chipFloat.tubes())
        if (t.count)
            tubes.set(t.chip.toString(), JsonValue::number(static_cast<long long>(*t.count)));
    root.set("tubes", std::move(tubes));
    root.set("stack", JsonValue::number(static_cast<long long>(chips.stack)));
    return root.dump();
}

} // namespace croupier
