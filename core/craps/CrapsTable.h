#pragma once

#include "Dice.h"
#include "Money.h"
#include "craps/CrapsSettlement.h"

#include <optional>
#include <vector>

namespace croupier {

/**
 * @brief A craps table as a state machine (art. 16 §7–10): the puck, the layout,
 * the shooter.
 *
 * - Come-out and point: with the puck off the next roll is a come-out; a 4, 5, 6,
 *   8, 9 or 10 puts the puck on that number; the point made or a 7 takes it off.
 * - COME and DON'T COME bets travel to the box of their number on their first
 *   roll; odds stand behind the same player's flat bet.
 * - Odds on COME and DON'T COME, place right and wrong bets are off on a come-out
 *   roll unless the player calls them working (art. 16 §10, last paragraph).
 * - After a roll that does not decide them, bets may be taken down, except WIN and
 *   COME, which play until they win or lose (§10 α, last paragraph).
 * - A seven-out passes the dice to the next player, clockwise (§7).
 *
 * A decided bet leaves the layout: a losing stake is collected, a winning one goes
 * back to its player with the payout, and odds that were off go back when their
 * flat bet is decided. A push leaves the bet as it stood. Nothing here draws dice:
 * the caller throws them (DiceSource), so a seed replays a session.
 */
class CrapsTable
{
public:
    /// @brief A bet on the layout.
    struct Bet
    {
        int id = 0;
        int seat = 1;
        CrapsBet bet = CrapsBet::Pass;
        Money stake;
        std::optional<int> betPoint;   ///< COME / DON'T COME and their odds, once travelled
        bool working = false;          ///< called on for come-out rolls
    };

    /// @brief What a roll did.
    struct RollReport
    {
        DiceRoll dice;
        std::optional<int> pointBefore;
        int shooterBefore = 1;
        int shooterAfter = 1;
        /// Every bet's settlement in the dealer's order; step.index is the bet's
        /// place in bets() before the roll, step.bet its state before the roll.
        CrapsLayoutSettlement settlement;
    };

    /**
     * A table for @p players (1 or more), numbered 1… clockwise from the dealer's
     * left, where the dice start (art. 16 §7), paying in chips of @p chipUnit.
     * Throws InputError on "players" or "chip_unit".
     */
    CrapsTable(int players, const Money &chipUnit);

    int players() const { return m_players; }
    const Money &chipUnit() const { return m_chipUnit; }
    /// The point; empty when the puck is off and the next roll is a come-out.
    std::optional<int> point() const { return m_point; }
    bool puckOn() const { return m_point.has_value(); }
    /// The player who throws the dice.
    int shooter() const { return m_shooter; }
    const std::vector<Bet> &bets() const { return m_bets; }
    /// The bet with @p id, or nullptr when it is no longer on the layout.
    const Bet *find(int id) const;

    /**
     * Places a bet and returns its id. Throws InputError when the rules forbid it:
     * "seat" out of range; "stake" not above 0; "bet" for WIN / DON'T WIN while a
     * point is on (§10 α(1), α(2): made for the first roll), for COME / DON'T COME
     * on a come-out (§10 α(3), α(4)), for odds without their flat bet of the same
     * seat or without a point (§10 γ); "come_point" for COME / DON'T COME odds not
     * given the number of the seat's travelled bet, or given one for another bet.
     */
    int place(int seat, CrapsBet bet, const Money &stake, std::optional<int> comePoint = std::nullopt);

    /// Whether bet @p id may be taken down now: never WIN or COME (§10 α, last
    /// paragraph), nor a flat bet with odds still behind it.
    bool mayTakeDown(int id) const;
    /// Takes bet @p id down and returns its stake. Throws InputError on "bet" when
    /// mayTakeDown() is false, and on "id" for an unknown bet.
    Money takeDown(int id);

    /**
     * Calls bet @p id working (or off again) for come-out rolls. Throws InputError
     * on "working" for a bet that is never off: only odds on COME and DON'T COME
     * and place bets are (§10, last paragraph); the rest always work.
     */
    void setWorking(int id, bool working);

    /// Whether the shooter has a bet on WIN or DON'T WIN, as a throw needs (§9).
    bool shooterHasLineBet() const;

    /// The shooter declines the dice: they go to the next player (§7).
    void passDice();

    /**
     * Throws @p dice: settles every bet (settleCrapsLayout()), removes the decided
     * bets, moves COME and DON'T COME bets to their numbers, moves the puck, and
     * on a seven-out passes the dice on. Throws InputError on "shooter" when the
     * shooter has no bet on WIN or DON'T WIN (§9); the table is then unchanged.
     */
    RollReport roll(DiceRoll dice);

private:
    Bet *findMutable(int id);
    bool hasOddsBehind(const Bet &flat) const;

    int m_players;
    Money m_chipUnit;
    std::optional<int> m_point;
    int m_shooter = 1;
    int m_nextId = 1;
    std::vector<Bet> m_bets;
};

} // namespace croupier
