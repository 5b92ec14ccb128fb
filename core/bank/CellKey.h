#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace croupier {

/**
 * @brief The heat-map cell of a question: the rule cell it exercises, as named
 * coordinates a map can place on the baccarat tableau or the craps layout.
 *
 * Each topic builds its own (Topic::cellKey) and reads its own back
 * (Topic::readCellKey); the views get the parts by name and never take the
 * stored text apart themselves.
 */
struct CellKey
{
    /// One coordinate: {"hand", "banker"}, {"total", "5"}, {"third", "x"}.
    struct Part
    {
        std::string name;
        std::string value;
        friend bool operator==(const Part &, const Part &) = default;
    };
    std::vector<Part> parts;

    /// The value of the part @p name, or empty.
    std::string_view operator[](std::string_view name) const;
    /// The stored form, the values in order joined by ':' ("banker:5:4"): what
    /// the study store keeps and the heat-maps are keyed by.
    std::string text() const;
    /**
     * @p stored (text()) read back as the parts @p names, in order; nullopt when
     * it has another number of parts or an empty one. Only a topic reads its own
     * keys back (Topic::readCellKey).
     */
    static std::optional<CellKey> read(std::string_view stored, const std::vector<std::string_view> &names);
    /**
     * read(), kept only when every part named in @p values has one of the values
     * listed for it ({{"result", {"win", "lose"}}}): a topic's check that a stored
     * key is one of its own.
     */
    static std::optional<CellKey> read(std::string_view stored, const std::vector<std::string_view> &names,
                                       const std::vector<std::pair<std::string_view, std::vector<std::string_view>>> &values);
    /// Whole numbers @p low to @p high as text ("4", "5", … "10"), for read()'s values.
    static std::vector<std::string_view> numbers(int low, int high);

    friend bool operator==(const CellKey &, const CellKey &) = default;
};

} // namespace croupier
