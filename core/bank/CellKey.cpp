#include "CellKey.h"

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

} // namespace croupier
