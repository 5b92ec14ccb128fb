#pragma once

#include "Money.h"
#include "craps/CrapsBet.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace croupier {

/// @brief What decides a craps bet (art. 16 §10), from which its outcome on any roll follows.
enum class CrapsDecider : std::uint8_t {
    /// WIN and COME: on their first roll 7 and 11 win, 2, 3 and 12 lose, any other
    /// total becomes their number; after that, as NumberBeforeSeven (§10 α(1), α(3)).
    LineRight,
    /// DON'T WIN and DON'T COME: on their first roll 2 and 3 win, 7 and 11 lose, 12
    /// is a push, any other total becomes their number; after that, as
    /// SevenBeforeNumber (§10 α(2), α(4)).
    LineWrong,
    /// Wins on its number, loses on 7, stays otherwise: odds behind WIN and COME,
    /// place (right) bets, Big 6 and Big 8.
    NumberBeforeSeven,
    /// Wins on 7, loses on its number, stays otherwise: odds on DON'T WIN and
    /// DON'T COME, place wrong (lay) bets.
    SevenBeforeNumber,
    /// Wins on its number made with doubles; loses on 7 or on the number made any
    /// other way; stays otherwise (§10 β(1)).
    Hardway,
    /// Decided on every roll: wins on the totals of winsOn, loses on all others.
    OneRoll,
};

/// @brief When a bet may be made, and where its number comes from.
enum class CrapsPlacement : std::uint8_t {
    ComeOut,          ///< WIN, DON'T WIN: made for the come-out roll ("παίζεται με την πρώτη ρίψη"); its number is the point
    AfterComeOut,     ///< COME, DON'T COME: made while a point is on; its number is its own come point
    BehindPoint,      ///< odds on WIN / DON'T WIN: behind the same player's line bet, once the point is set
    BehindComePoint,  ///< odds on COME / DON'T COME: behind the player's come bet once it has travelled
    Anytime,          ///< every other bet, on its own number or none
};

/// @brief Whether a bet left standing by a roll may be taken back.
enum class CrapsTakeDown : std::uint8_t {
    Never,                 ///< WIN and COME (art. 16 §10 α, last paragraph)
    AfterNonDecidingRoll,  ///< may stay or be taken down after a roll that does not decide it
    OneRollOnly,           ///< decided on every roll: never left standing
};

/**
 * @brief One bet of art. 16 as data (STYLE.md, convention 4): what decides it, what
 * it pays, when it works, whether it may be taken down, where the rule text says
 * so, and a short explanation in English and Greek.
 *
 * The settlement, the odds, the maxima, the question bank and the rules page all
 * read this one table, so they cannot disagree.
 */
struct CrapsBetRule
{
    CrapsBet bet = CrapsBet::Pass;
    /// The regulation's own term, kept in every language: "WIN", "DON'T WIN",
    /// "PLACE 6 (RIGHT BET)", "BIG RED".
    std::string_view label;
    CrapsDecider decider = CrapsDecider::OneRoll;
    CrapsPlacement placement = CrapsPlacement::Anytime;
    /// The bet's own number (place, lay, hardway, Big 6/8), or 0 when its number is
    /// the point or its come point, or when it has none (one-roll bets).
    int number = 0;
    /// One-roll bets: bit t is set when a total of t wins.
    std::uint16_t winsOn = 0;
    /**
     * What a win pays, indexed by the deciding number: the winning total for a
     * one-roll bet (the field pays 2:1 on 2 and 12), the point or come point for an
     * odds bet (2:1 on 4, 3:2 on 5, 6:5 on 6…), the bet's own number otherwise.
     * 0:1 where the bet cannot win.
     */
    std::array<Ratio, 13> pays{
        Ratio{0, 1}, Ratio{0, 1}, Ratio{0, 1}, Ratio{0, 1}, Ratio{0, 1}, Ratio{0, 1}, Ratio{0, 1},
        Ratio{0, 1}, Ratio{0, 1}, Ratio{0, 1}, Ratio{0, 1}, Ratio{0, 1}, Ratio{0, 1}};
    /// Off on the come-out roll unless the player calls it working (art. 16 §10,
    /// last paragraph): odds on COME and DON'T COME, place right and wrong bets.
    bool offOnComeOut = false;
    CrapsTakeDown takeDown = CrapsTakeDown::AfterNonDecidingRoll;
    /// One of the "πολλαπλές τύχες" of §10 β, whose maximum §3 second paragraph sets.
    bool multiple = false;
    std::string_view source;    ///< "art. 16 §10 δ(1)"
    std::string_view english;   ///< the rule in a sentence or two
    std::string_view greek;     ///< the same, in the regulation's words where it has them

    /// What a win pays when decided by @p number (see pays); 0:1 outside 0–12.
    Ratio paysOn(int number) const
    {
        return number >= 0 && number <= 12 ? pays[static_cast<std::size_t>(number)] : Ratio{0, 1};
    }

    /**
     * The proper unit of the bet on @p number, in chips: the fewest chips whose win
     * falls on whole chips. Place 6 and 8 go in sixes (7:6), place 5 and 9 and 4
     * and 10 in fives (7:5, 9:5), lay 4 and 10 in elevens (5:11), lay 5 and 9 in
     * eights (5:8), lay 6 and 8 in fives (4:5); 1 for an even-money bet.
     */
    int properUnit(int number) const;

    /// Wins on @p total as a one-roll bet.
    bool winsOnTotal(int total) const { return total >= 2 && total <= 12 && (winsOn >> total & 1U) != 0; }
};

/// The pay table of art. 16: one rule per bet, in CrapsBet's order.
const std::array<CrapsBetRule, kCrapsBetCount> &crapsPayTable();

/// The rule of one bet.
const CrapsBetRule &crapsRule(CrapsBet bet);

/// The paragraph that makes bets off on the come-out roll unless called working.
inline constexpr std::string_view kOffOnComeOutSource = "art. 16 §10, last paragraph";
/// The paragraph that forbids taking WIN and COME bets down.
inline constexpr std::string_view kNoTakeDownSource = "art. 16 §10 α, last paragraph";

} // namespace croupier
