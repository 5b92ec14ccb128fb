#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace croupier {

/**
 * @brief The 36 bets of art. 16 §10, in the question bank's order
 * (question-bank.md, "Craps `bet` names").
 *
 * Place and lay bets, hardways and Big 6/8 are one bet per number, as the layout
 * has one box per number; the odds bets take their number from the point (pass,
 * don't pass) or from the come bet they stand behind.
 */
enum class CrapsBet : std::uint8_t {
    Pass,          ///< "WIN", art. 16 §10 α(1)
    DontPass,      ///< "DON'T WIN", §10 α(2)
    Come,          ///< §10 α(3)
    DontCome,      ///< §10 α(4)
    PassOdds,      ///< odds behind WIN, §10 γ(1)
    DontPassOdds,  ///< odds on DON'T WIN, §10 γ(2)
    ComeOdds,      ///< odds on COME, §10 γ(3)
    DontComeOdds,  ///< odds on DON'T COME, §10 γ(4)
    Field,         ///< §10 α(5)
    Big6,          ///< §10 α(6)
    Big8,          ///< §10 α(7)
    Under7,        ///< §10 α(8)
    Over7,         ///< §10 α(9)
    Hard4,         ///< §10 β(1)
    Hard6,
    Hard8,
    Hard10,
    AnySeven,      ///< "BIG RED", §10 β(2)
    Yo11,          ///< the 11, §10 β(2) second paragraph
    AnyCraps,      ///< §10 β(3)
    Craps2,        ///< §10 β(4)
    Craps3,        ///< §10 β(5)
    Craps12,       ///< §10 β(6)
    Horn,          ///< one bet on 2, 3, 11 and 12, §10 β(7)
    Place4,        ///< RIGHT BET, §10 δ(1)
    Place5,
    Place6,
    Place8,
    Place9,
    Place10,
    Lay4,          ///< WRONG BET, §10 δ(2)
    Lay5,
    Lay6,
    Lay8,
    Lay9,
    Lay10,
};

inline constexpr std::size_t kCrapsBetCount = 36;

/// Every bet, in the enum's (and the question bank's) order.
const std::array<CrapsBet, kCrapsBetCount> &allCrapsBets();

/// The question bank's name: "pass", "dont-pass", "place-6", "yo-11", …
std::string_view crapsBetName(CrapsBet bet);

/// The bet of a question-bank name, or nothing.
std::optional<CrapsBet> crapsBetFromName(std::string_view name);

/**
 * The bet of a question-bank name; throws InputError on @p field with a message
 * that says what is wrong: "place-7": place bets are on 4, 5, 6, 8, 9 or 10;
 * "hard-5": hardways are 4, 6, 8 and 10; otherwise the list of the 36 names.
 */
CrapsBet parseCrapsBet(std::string_view name, std::string_view field = "bet");

/// The point numbers: 4, 5, 6, 8, 9 and 10 (art. 16 §10 α(1)).
inline constexpr std::array<int, 6> kPointNumbers{4, 5, 6, 8, 9, 10};
constexpr bool isPointNumber(int n) { return n == 4 || n == 5 || n == 6 || n == 8 || n == 9 || n == 10; }

/// The flat bet that odds stand behind (pass for pass odds, …), or nothing for a
/// bet that is not odds (art. 16 §10 γ).
std::optional<CrapsBet> flatBetOf(CrapsBet odds);

} // namespace croupier
