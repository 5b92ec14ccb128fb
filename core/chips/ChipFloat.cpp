#include "ChipFloat.h"

#include "InputError.h"
#include "table/TableProfile.h"

#include <algorithm>

namespace croupier {

Money chipValue(const ChipBreakdown &chips)
{
    Money total;
    for (const ChipCount &c : chips)
        total = total + c.chip * c.count;
    return total;
}

std::int64_t chipCount(const ChipBreakdown &chips)
{
    std::int64_t n = 0;
    for (const ChipCount &c : chips)
        n += c.count;
    return n;
}

ChipFloat::ChipFloat(std::vector<Money> chips)
{
    std::vector<ChipTube> tubes;
    tubes.reserve(chips.size());
    for (Money &m : chips)
        tubes.push_back({std::move(m), std::nullopt});
    setTubes(std::move(tubes));
}

ChipFloat::ChipFloat(std::vector<ChipTube> tubes) { setTubes(std::move(tubes)); }

void ChipFloat::setTubes(std::vector<ChipTube> tubes)
{
    if (tubes.empty() || tubes.size() > kMaxDenominations)
        throw InputError("float", "must hold 1 to " + std::to_string(kMaxDenominations) + " chips, not "
                                      + std::to_string(tubes.size()));
    for (std::size_t i = 0; i < tubes.size(); ++i) {
        const std::string name = "float[" + std::to_string(i) + "]";
        if (tubes[i].chip.isZero() || tubes[i].chip.isNegative())
            throw InputError(name, "a chip is worth more than 0, not " + tubes[i].chip.toString());
        if (tubes[i].count && *tubes[i].count < 0)
            throw InputError(name, "a tube holds 0 chips or more, not " + std::to_string(*tubes[i].count));
        for (std::size_t j = 0; j < i; ++j)
            if (tubes[j].chip == tubes[i].chip)
                throw InputError(name, tubes[i].chip.toString() + " is already in the float (float["
                                           + std::to_string(j) + "])");
    }
    std::sort(tubes.begin(), tubes.end(), [](const ChipTube &a, const ChipTube &b) { return a.chip < b.chip; });
    m_tubes = std::move(tubes);
}

ChipFloat ChipFloat::standard() { return ChipFloat(defaultChipFloat()); }

std::vector<Money> ChipFloat::denominations() const
{
    std::vector<Money> out;
    for (const ChipTube &t : m_tubes)
        out.push_back(t.chip);
    return out;
}

bool ChipFloat::has(const Money &chip) const
{
    return std::any_of(m_tubes.begin(), m_tubes.end(), [&](const ChipTube &t) { return t.chip == chip; });
}

bool ChipFloat::bounded() const
{
    return std::any_of(m_tubes.begin(), m_tubes.end(), [](const ChipTube &t) { return t.count.has_value(); });
}

ChipFloat ChipFloat::from(const Money &unit) const
{
    ChipFloat f;
    for (const ChipTube &t : m_tubes)
        if (t.chip >= unit)
            f.m_tubes.push_back(t);
    if (f.m_tubes.empty())
        throw InputError("chip_unit", "no chip of the float is worth " + unit.toString() + " or more");
    return f;
}

ChipFloat ChipFloat::forTable(const Money &unit) const
{
    if (unit.isZero() || unit.isNegative())
        throw InputError("chip_unit", "a table's smallest chip is worth more than 0, not " + unit.toString());
    if (unit >= smallest())
        return from(unit);
    std::vector<ChipTube> tubes = m_tubes;
    tubes.push_back({unit, std::nullopt});
    return ChipFloat(std::move(tubes));
}

} // namespace croupier
