#pragma once

#include "Rng.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace croupier {

/**
 * @brief One of the regulation's incidents at a table, as a round's record carries
 * it (question-bank.md, "Play records": `incident`).
 *
 * @c kind is the spec's name ("dummy-hand", "no-roll", "exposed-card", …), @c source
 * the article and paragraph that say what the dealer does, and @c details the
 * kind's own fields, written into the record after kind and source: raw values
 * (a seat, a row, money in the bank's notation, card codes), each with whether it
 * is written as a JSON number.
 */
struct Incident
{
    struct Detail
    {
        std::string key;
        std::string value;
        bool number = false;   ///< written as a JSON number, else as a string
        friend bool operator==(const Detail &, const Detail &) = default;
    };

    std::string kind;
    std::string source;
    std::vector<Detail> details;

    Incident &add(std::string key, std::string value)
    {
        details.push_back({std::move(key), std::move(value), false});
        return *this;
    }
    Incident &add(std::string key, long long value)
    {
        details.push_back({std::move(key), std::to_string(value), true});
        return *this;
    }
    /// The detail's value, or empty.
    std::string detail(std::string_view key) const
    {
        for (const Detail &d : details)
            if (d.key == key)
                return d.value;
        return {};
    }
    friend bool operator==(const Incident &, const Incident &) = default;
};

/**
 * @brief When a seeded table produces an incident, and which one.
 *
 * Its draws come from a stream of their own (derived from the table's seed), so a
 * table with incidents off deals exactly what it dealt before they existed, and a
 * rate changes only which rounds have one. A round asks due() once; the kind is
 * pick()ed among those that can happen in that round. Tests force() a kind for
 * the next round instead.
 *
 * The rate is read in millionths (0 to 1 000 000), so the same seed and rate give
 * the same rounds on every compiler.
 */
class IncidentSchedule
{
public:
    IncidentSchedule() : IncidentSchedule(0, 0.0) { }
    IncidentSchedule(std::uint64_t seed, double rate);

    double rate() const { return double(m_perMillion) / 1e6; }
    bool on() const { return m_perMillion > 0 || !m_forced.empty(); }
    /// Whether the next round has an incident (one draw per call unless one is forced).
    bool due();
    /// Which of @p kinds it is (a forced kind in the list wins); empty for an empty list.
    std::optional<std::string> pick(const std::vector<std::string> &kinds);
    /// A draw in [0, bound) from the incidents' own stream (their stakes, dice, cards).
    std::uint64_t below(std::uint64_t bound) { return m_rng.below(bound); }

    /// For tests: the next rounds that can have @p kind have it, once each, in order.
    void force(std::string kind) { m_forced.push_back(std::move(kind)); }
    /// The kind forced next, or empty.
    std::string forced() const { return m_forced.empty() ? std::string() : m_forced.front(); }

private:
    Rng m_rng;
    std::uint32_t m_perMillion = 0;
    std::vector<std::string> m_forced;
};

} // namespace croupier
