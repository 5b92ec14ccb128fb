#include "CrapsBet.h"

#include "InputError.h"

#include <string>

namespace croupier {

namespace {
constexpr std::array<std::string_view, kCrapsBetCount> kNames{
    "pass",    "dont-pass", "come",    "dont-come", "pass-odds", "dont-pass-odds", "come-odds", "dont-come-odds",
    "field",   "big-6",     "big-8",   "under-7",   "over-7",    "hard-4",         "hard-6",    "hard-8",
    "hard-10", "any-seven", "yo-11",   "any-craps", "craps-2",   "craps-3",        "craps-12",  "horn",
    "place-4", "place-5",   "place-6", "place-8",   "place-9",   "place-10",       "lay-4",     "lay-5",
    "lay-6",   "lay-8",     "lay-9",   "lay-10",
};

constexpr std::array<CrapsBet, kCrapsBetCount> makeAll()
{
    std::array<CrapsBet, kCrapsBetCount> all{};
    for (std::size_t i = 0; i < kCrapsBetCount; ++i)
        all[i] = static_cast<CrapsBet>(i);
    return all;
}
constexpr std::array<CrapsBet, kCrapsBetCount> kAll = makeAll();

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }
} // namespace

const std::array<CrapsBet, kCrapsBetCount> &allCrapsBets() { return kAll; }

std::string_view crapsBetName(CrapsBet bet)
{
    const auto i = static_cast<std::size_t>(bet);
    return i < kNames.size() ? kNames[i] : std::string_view{};
}

std::optional<CrapsBet> crapsBetFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (kNames[i] == name)
            return static_cast<CrapsBet>(i);
    return std::nullopt;
}

CrapsBet parseCrapsBet(std::string_view name, std::string_view field)
{
    if (const auto bet = crapsBetFromName(name))
        return *bet;
    const std::string quoted = "\"" + std::string(name) + "\" is not a craps bet";
    // Say what is wrong with the near misses a trainee or an instructor writes.
    if (startsWith(name, "place-") || startsWith(name, "lay-"))
        throw InputError(std::string(field), quoted + ": place bets, right and wrong, are on 4, 5, 6, 8, 9 or 10 "
                                                      "(art. 16 §10 δ)");
    if (startsWith(name, "hard-"))
        throw InputError(std::string(field), quoted + ": the hardways are 4, 6, 8 and 10 (art. 16 §10 β(1))");
    if (startsWith(name, "big-"))
        throw InputError(std::string(field), quoted + ": the big bets are big-6 and big-8 (art. 16 §10 α(6), α(7))");
    if (startsWith(name, "craps-"))
        throw InputError(std::string(field), quoted + ": the craps bets are craps-2, craps-3 and craps-12 "
                                                      "(art. 16 §10 β(4)–(6))");
    std::string all;
    for (const std::string_view n : kNames)
        all += (all.empty() ? "" : ", ") + std::string(n);
    throw InputError(std::string(field), quoted + " (one of " + all + ")");
}

std::optional<CrapsBet> flatBetOf(CrapsBet odds)
{
    switch (odds) {
    case CrapsBet::PassOdds: return CrapsBet::Pass;
    case CrapsBet::DontPassOdds: return CrapsBet::DontPass;
    case CrapsBet::ComeOdds: return CrapsBet::Come;
    case CrapsBet::DontComeOdds: return CrapsBet::DontCome;
    default: return std::nullopt;
    }
}

} // namespace croupier
