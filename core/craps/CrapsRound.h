#pragma once

#include "Dice.h"
#include "Money.h"
#include "Rng.h"
#include "craps/CrapsMaxima.h"
#include "craps/CrapsTable.h"
#include "table/DealerStep.h"
#include "table/Incident.h"
#include "table/TableProfile.h"

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
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
 * payout), "returned", and "cleared" when a decided bet leaves the layout;
 * "taken-down" (value the stake) when a bet is handed back before the throw);
 * PuckMoved (value the point, "" for OFF). A No Roll's voided throw is a
 * DiceThrown too, followed by the expected "no-roll".
 *
 * Incidents of the regulation (issue 15; TOPICS.md, "Incidents in play records")
 * come from an IncidentSchedule (setIncidents()), drawn once a roll before the
 * throw, or are made by hand (offerBet(), askTakeDown(), shooterDeclines(),
 * forceNoRoll()). Their steps come while the phase is still Roll, before the valid
 * "roll" (and, for a No Roll, between a voided "roll" and the valid one):
 * - "no-roll" (§8): the stickman calls the throw void; nothing is settled, the
 *   puck stays. After a die left the table: "offer-dice" (target the shooter; five
 *   dice, he picks two), then "refuse-bet" (target a seat, value the bet) for a
 *   player who tries to bet while the dice are offered; then "roll" again.
 * - "offer-dice" (target the seat the dice come to, §7), "pass-dice" (target the
 *   next seat clockwise, §7): that player declined them.
 * - "reduce" (target the row the bet takes, value the maximum) or "refuse"
 *   (target that row): a bet above its maximum (§3–5); expected() gives "reduce".
 * - "refuse-take-down" (target the bet's row, §10 α): WIN and COME stay until
 *   decided; "take-down" (target the row, the bet's paragraph): a bet that may
 *   come down is handed back.
 * A table with no schedule, or a schedule at rate 0 with nothing forced, deals and
 * draws exactly as before: the incidents draw from the schedule's own stream.
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
        /// every step from the incident's steps before the throw (if any) to the puck
        std::vector<DealerStep> steps;
        std::optional<Incident> incident;      ///< the regulation's incident in this roll, if any
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

    // --- incidents (art. 16 §3–5, §7, §8, §10 α) ---

    /**
     * Incidents from @p schedule from now on: its due() is asked once a roll, as the
     * players have bet for it (the next roll's draw is made here when the round is
     * between rolls and none is under way). Simulated players or not, the incidents'
     * own players (their stakes, seats, dice) are drawn from the schedule.
     */
    void setIncidents(IncidentSchedule schedule);
    /// The incident of the roll under way (before its record is taken), if any.
    const std::optional<Incident> &incident() const { return m_incident; }
    /// Whether incident steps wait before the throw (or between a No Roll and the throw).
    bool incidentStepsPending() const { return !m_pending.empty(); }

    /**
     * A player offers a bet before the throw (art. 16 §3–5): within its maximum it is
     * placed as placeBet() places it (a stake exactly at the maximum included);
     * above it, it waits for the dealer's "reduce" (to the maximum) or "refuse", and
     * the roll's incident is "over-limit". Throws InputError as placeBet() does for a
     * bet the rules forbid (the stake aside), and on "incident" when the roll already
     * has one.
     */
    void offerBet(int seat, CrapsBet bet, const Money &stake, std::optional<int> comePoint = std::nullopt);
    /**
     * The player of bet @p id asks to take it down before the throw: the dealer does
     * ("take-down") when CrapsTable::mayTakeDown() allows it, else refuses
     * ("refuse-take-down", §10 α last paragraph: WIN and COME stay until decided),
     * which makes the roll's incident "take-down-refused". Throws InputError on "id"
     * for a bet not on the layout, on "bet" outside the time between rolls, and on
     * "incident" for a refused request when the roll already has an incident.
     */
    void askTakeDown(int id);
    /**
     * The player the dice have just come to (the first shooter, or the next after a
     * seven-out) declines them (art. 16 §7): "offer-dice" to him, "pass-dice" to the
     * next player clockwise, who throws. Throws InputError on "shooter" when the dice
     * have not just come to the shooter, the table has one player, or the puck is on,
     * and on "incident" when the roll already has one.
     */
    void shooterDeclines();
    /**
     * For tests: the next throw is a No Roll showing @p voided; @p cause "off-table"
     * or "cocked" (§8). With @p seatTrying (1…), after a die left the table that
     * player tries to make @p betTried while the dice are offered. Throws InputError
     * on "cause", and on "incident" when the roll already has one.
     */
    void forceNoRoll(DiceRoll voided, const std::string &cause, int seatTrying = 0,
                     CrapsBet betTried = CrapsBet::Field);

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
    /// @brief An incident step the dealer owes before the throw.
    struct Pending
    {
        enum class Kind { NoRoll, OfferDice, RefuseBet, PassDice, OverLimit, TakeDown, RefuseTakeDown };
        Kind kind = Kind::NoRoll;
        int seat = 0;                     ///< OfferDice, PassDice, RefuseBet, OverLimit
        CrapsBet bet = CrapsBet::Pass;    ///< RefuseBet, OverLimit
        Money stake;                      ///< OverLimit: the offered stake
        Money maximum;                    ///< OverLimit
        std::string source;
        std::optional<int> comePoint;     ///< OverLimit
        int betId = -1;                   ///< TakeDown, RefuseTakeDown
        std::optional<CrapsBet> lineBet;  ///< PassDice: the line bet the new shooter makes (§9)
        Money lineStake;
    };
    /// @brief A No Roll armed for the next throw (§8).
    struct NoRoll
    {
        DiceRoll voided;
        std::string cause;
        std::optional<std::pair<int, CrapsBet>> betTried;   ///< a player who bets while the dice are offered
    };
    DealerStep pendingStep(const Pending &p) const;
    std::optional<Refusal> applyPending(const DealerStep &step);
    std::optional<Refusal> applyRoll(const DealerStep &step);
    int rowOf(int id) const;
    void startIncident(Incident incident);
    void drawIncident();
    void drawOverLimit();
    void decline(std::optional<CrapsBet> lineBet, const Money &lineStake);
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
    IncidentSchedule m_schedule;
    std::optional<Incident> m_incident;
    std::deque<Pending> m_pending;
    std::optional<NoRoll> m_noRoll;
    std::vector<DealerStep> m_stepsBeforeThrow;   ///< incident steps accepted before the valid throw
    bool m_diceJustCame = true;                   ///< the shooter has not thrown since the dice came to him
};

} // namespace croupier
