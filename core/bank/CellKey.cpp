#include "CellKey.h"

#include <algorithm>
#include <array>

namespace croupier {

std::string_view CellKey::operator[](std::string_view name) const
{
    for (const Part &p : parts)
        if (p.name == name)
            return p.value;
    return {};
}

std::string CellKey::text() const
{
    std::string out;
    for (const Part &p : parts)
        out += (out.empty() ? "" : ":") + p.value;
    return out;
}

std::optional<CellKey> CellKey::read(std::string_view stored, const std::vector<std::string_view> &names)
{
    CellKey key;
    std::size_t from = 0;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::size_t colon = i + 1 < names.size() ? stored.find(':', from) : stored.size();
        if (colon == std::string_view::npos || colon == from)
            return std::nullopt;
        key.parts.push_back({std::string(names[i]), std::string(stored.substr(from, colon - from))});
        from = colon + 1;
    }
    if (key.parts.empty() || key.parts.back().value.find(':') != std::string::npos)
        return std::nullopt;
    return key;
}

std::optional<CellKey> CellKey::read(
    std::string_view stored, const std::vector<std::string_view> &names,
    const std::vector<std::pair<std::string_view, std::vector<std::string_view>>> &values)
{
    std::optional<CellKey> key = read(stored, names);
    if (!key)
        return std::nullopt;
    for (const auto &[name, allowed] : values)
        if (std::find(allowed.begin(), allowed.end(), (*key)[name]) == allowed.end())
            return std::nullopt;
    return key;
}

std::vector<std::string_view> CellKey::numbers(int low, int high)
{
    // Views of one table that lives as long as the program.
    static const std::array<std::string, 33> kNumbers = [] {
        std::array<std::string, 33> n;
        for (std::size_t i = 0; i < n.size(); ++i)
            n[i] = std::to_string(i);
        return n;
    }();
    std::vector<std::string_view> out;
    for (int i = std::max(low, 0); i <= high && i < int(kNumbers.size()); ++i)
        out.push_back(kNumbers[std::size_t(i)]);
    return out;
}

} // namespace croupier
