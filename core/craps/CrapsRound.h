#pragma once

#include "Dice.h"
#include "Money.h"
#include "Rng.h"
#include "craps/CrapsMaxima.h"
#include "craps/CrapsTable.h"
#include "table/DealerStep.h"
#include "table/TableProfile.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace croupier {

/**
 * @brief A craps table's rule profile: named parameters with the texts' defaults
 * (STYLE.md, convention 3), as BlackjackRules and BaccaratProfile.
 */
struct CrapsProfile
{
    Money chipUnit = Money::fromInteger(1);   ///< the smallest chip: payments round down to it (RULINGS)
    /// art. 16 §3: the casino sets the minimum, and a maximum of 100 to 1000 times it.
    TableLimits limits{Money::fromInteger(5), Money::fromInteger(1000)};
    int players = 5;                           ///< seats at the table, numbered from the dealer's left (§6–7)
    std::vector<Money> chipFloat = defaultChipFloat();

    /// The limits in the shape of core's maxima (CrapsMaxima.h, art. 16 §3–5).
    CrapsTableLimits tableLimits() const { return {limits.minimum, limits.maximum, chipUnit}; }
    /// Throws InputError naming "players", "chip_unit", "table_min", "table_max" or "chip_float".
    void validate() const;
};

/**
 * @brief Free play at the craps table (art. 16) as a pure, replayable state machine:
 * the seed gives the dice and the simulated players' bets, expected() the dealer's
 * next step, apply() performs a step or refuses it with the rule, and the round
 * emits the events the views animate. The bets live on a CrapsTable; every roll is
 * settled by settleCrapsLayout().
 *
 * A roll goes (DealerStep actions):
 * - "roll" (target the shooter's seat; art. 16 §8): the shooter throws; the dice
 *   come from the seeded source.
 * - "call" (value the total; §2, the stickman's announcement).
 * - one step per bet the roll decides or moves, in the dealer's order of
 *   settleCrapsLayout() (§2): "collect" a loser, "move" a COME / DON'T COME bet
 *   (value the number), "pay" a winner (value the payout), "return" odds that were
 *   off (§10, last paragraph). target is the bet's row in layoutAtRoll(); the
 *   source is the bet's paragraph. Bets the roll leaves alone stay.
 * - "puck" (value the point, "0" for OFF; §10 α(1)). The decided bets then leave
 *   the layout; on a seven-out the dice pass to the next player (§7); the
 *   simulated players bet for the next roll.
 *
 * Bets are placed between rolls, by the seeded players or through placeBet(), as
 * CrapsTable allows them and up to their maxima (art. 16 §3–5, CrapsMaxima.h).
 *
 * Events: DiceThrown (value "3,4"); BetPlaced, ChipsMoved (row the bet's id on the
 * CrapsTable; what "collected", "moved" (value the number), "paid" (value the
 * payout), "returned", and "cleared" when a decided bet leaves the layout);
 * PuckMoved (value the point, "" for OFF).
 */
class CrapsRound
{
public:
    enum class Phase { Roll, Call, Settle, Puck };

    /// @brief What one roll did to one bet (question-bank.md, `craps.roll`).
    struct SettledBet
    {
        CrapsOutcome outcome = CrapsOutcome::Stay;
        Money paid;
        std::optional<int> movesTo;
    };

    /// @brief What a finished roll leaves: everything `croupier-cli play` writes.
    struct RollRecord
    {
        int roll = 0;                          ///< 1, 2, … since the round began
        int shooter = 1;
        std::optional<int> point;              ///< before the roll; empty on a come-out
        DiceRoll dice;
        std::vector<CrapsTable::Bet> bets;     ///< the layout as the dice were thrown
        std::vector<SettledBet> settlement;    ///< one per bet, in bets' order
        std::optional<int> pointAfter;
        bool sevenOut = false;
        std::vector<DealerStep> steps;         ///< every step from the throw to the puck
    };

    /**
     * A table of @p profile whose dice and players come from @p seed. With
     * @p simulatedPlayers off nobody bets but through placeBet(). Throws InputError
     * as CrapsProfile::validate() does.
     */
    CrapsRound(CrapsProfile profile, std::uint64_t seed, bool simulatedPlayers = true);

    const CrapsProfile &profile() const { return m_profile; }
    Phase phase() const { return m_phase; }
    /// The right next step, with its value and source.
    DealerStep expected() const;
    /**
     * Performs @p step (action, value), or refuses it and changes nothing. A "pay"
     * value is read as a person types money (Money::parse); "call", "move" and
     * "puck" values are whole numbers.
     */
    std::optional<Refusal> apply(const DealerStep &step);
    /// The events since the last call, in order.
    std::vector<TableEvent> takeEvents();
    /// The record of the roll that has just been settled (after "puck"), once.
    std::optional<RollRecord> takeFinishedRoll();

    /// Places a bet as a player would, before a throw; returns its id. Throws
    /// InputError when the rules forbid it (CrapsTable::place(), setWorking()), and
    /// on "stake" above the bet's maximum (maximumStake()).
    int placeBet(int seat, CrapsBet bet, const Money &stake, std::optional<int> comePoint = std::nullopt,
                 bool working = false);
    /**
     * The largest stake @p seat may put on @p bet now (art. 16 §3–5, crapsMaximumBet()):
     * odds measured on the seat's flat bet and the point or @p comePoint. Empty for
     * odds with no flat bet or no point to stand behind (the table refuses them).
     */
    std::optional<Money> maximumStake(int seat, CrapsBet bet, std::optional<int> comePoint = std::nullopt) const;
    /// For tests: the next throw shows @p dice instead of the seeded ones.
    void forceNextRoll(DiceRoll dice) { m_forced = dice; }

    const CrapsTable &table() const { return m_table; }
    /// The layout as the dice were thrown (the rows step targets name); empty before the first throw.
    const std::vector<CrapsTable::Bet> &layoutAtRoll() const { return m_atRoll; }
    /// The dice from the throw until the puck is moved.
    std::optional<DiceRoll> dice() const { return m_phase == Phase::Roll ? std::nullopt : std::optional(m_report.dice); }
    /// How many times the dice have been thrown.
    int rolls() const { return m_rolls; }
    /// The point as the puck shows it (0: OFF); it moves with the "puck" step.
    int puck() const { return m_puck; }
    /// The player who throws; after a seven-out the dice pass on once the roll is settled.
    int shooter() const { return m_phase == Phase::Roll ? m_table.shooter() : m_report.shooterBefore; }
    /// The point before the roll being settled (empty on a come-out, and between rolls).
    std::optional<int> pointAtRoll() const { return m_phase == Phase::Roll ? std::nullopt : m_report.pointBefore; }
    /// The total once it has been called, else 0.
    int calledTotal() const { return m_phase == Phase::Settle || m_phase == Phase::Puck ? m_report.dice.total() : 0; }
    /// The settlement step expected now, or nullptr outside the settlement.
    const CrapsSettlementStep *currentStep() const;
    /// The id of the bet the expected step is about, or -1.
    int activeBetId() const;
    /// Whether the roll settled last was a seven-out (the dice have passed on).
    bool lastRollSevenOut() const { return m_lastSevenOut; }

private:
    struct Maximum
    {
        Money stake;
        std::string_view source;
    };
    std::optional<Maximum> maximumOf(int seat, CrapsBet bet, std::optional<int> comePoint) const;
    void playersBet();
    void tryPlace(int seat, CrapsBet bet, const Money &stake, std::optional<int> comePoint = std::nullopt,
                  bool working = false);
    Money stakeFor(CrapsBet bet, int number);
    std::optional<Refusal> applySettlement(const DealerStep &step);
    std::optional<Refusal> applyPuck(const DealerStep &step);
    void accepted(const DealerStep &want);
    void finishRoll();

    CrapsProfile m_profile;
    bool m_simulatedPlayers = true;
    CrapsTable m_table;
    DiceSource m_dice;
    Rng m_rng;
    Phase m_phase = Phase::Roll;
    std::optional<DiceRoll> m_forced;
    CrapsTable::RollReport m_report;
    std::vector<CrapsTable::Bet> m_atRoll;
    /// The settlement steps the dealer takes (every step but Leave), in the dealer's order.
    std::vector<CrapsSettlementStep> m_steps;
    std::size_t m_next = 0;
    int m_puck = 0;
    int m_rolls = 0;
    bool m_lastSevenOut = false;
    std::vector<TableEvent> m_events;
    RollRecord m_record;
    std::optional<RollRecord> m_finished;
};

} // namespace croupier
