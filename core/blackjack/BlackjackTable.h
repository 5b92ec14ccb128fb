#pragma once

#include "BlackjackRound.h"
#include "BlackjackRules.h"
#include "Rng.h"
#include "Shoe.h"
#include "table/DealerStep.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace croupier {

/**
 * @brief Free play at a blackjack table (art. 14) as a pure, replayable state
 * machine: the seed gives the shoe (§2–6, makeBlackjackShoe) and the simulated
 * players (their bets, insurance, even money and basic-strategy choices), expected()
 * the dealer's next step, apply() performs it or refuses it with the rule, and the
 * table emits the events the views animate. The rounds are core's BlackjackRound.
 *
 * The dealer's steps (DealerStep::action), in the order art. 14 asks for them:
 * - "deal" (§12 α): no round, or the last one settled; the cut card out (§8): a new shoe first;
 * - "insurance" (§13): the dealer's first card is an ace: offer it before any third card;
 * - "announce" (§12 α; value: the total; target "box.hand"): each hand in turn, after
 *   which its simulated player decides (hit, stand, double, split);
 * - "collect", "pay" (value: the amount), "push" (target "box.hand.bettor"): each
 *   settlement in the order the engine made it: a bust at once (§12 α), a blackjack
 *   against 2–9 at once (§12 β), even money (§12 β), then, after the dealer has stood,
 *   insurance (§13) and every hand from the dealer's right to his left (§12 δ);
 * - "hit", "stand" (target "dealer"): the dealer's hand card by card (§12 γ).
 *
 * Hands are numbered from 0 in playing order, bettors from 0 (the seated player).
 */
class BlackjackTable
{
public:
    /// @brief Why a step is the right one: a sentence key and its raw arguments.
    ///
    /// Keys and arguments ({box} the box number, {hand} "" or the 1-based hand of a
    /// split box, {stake}, {paid} money in the bank's notation):
    /// "round-over" {}; "insurance-offer" {}; "announce" {box, hand, total};
    /// "announce-soft" {box, hand, total}; "insurance-collected" {box, hand};
    /// "bust-collected" {box, hand}; "dealer-blackjack-collects" {box, hand};
    /// "lower-total-collected" {box, hand}; "insurance-paid" {box, hand, stake, paid};
    /// "even-money-paid" {…}; "blackjack-paid-at-once" {…}; "blackjack-paid" {…};
    /// "win-paid" {box, hand, stake, paid}; "blackjack-push" {box, hand};
    /// "push" {box, hand}; "dealer-second-card" {}; "dealer-draws" {total, soft "1"|"0"};
    /// "dealer-bust-stands" {hard total}; "dealer-soft-17-stands" {};
    /// "dealer-stands" {total}.
    struct Reason
    {
        std::string key;
        std::vector<std::string> args;
        friend bool operator==(const Reason &, const Reason &) = default;
    };

    /// @brief The right next step, why, and the box it concerns (0: none, the dealer's hand).
    struct Expectation
    {
        DealerStep step;
        Reason why;
        int box = 0;
    };

    /// @brief What a simulated player did last: "hit", "stand", "double", "split",
    /// "even-money", "insure" (amount: the insurance).
    struct PlayerCall
    {
        std::string kind;
        int box = 0;
        std::string amount;
        friend bool operator==(const PlayerCall &, const PlayerCall &) = default;
    };

    /// @brief One hand of a box as the dealer has settled it so far.
    struct HandView
    {
        std::vector<Card> cards;
        Money stake;            ///< the seated player's, a double included
        std::string outcome;    ///< "win" | "lose" | "push" | "" before its settlement
        std::string paid;       ///< "" before its settlement
    };

    /// @brief A box with bets, for the views.
    struct BoxView
    {
        int number = 1;
        Money bet;              ///< the seated player's
        Money insurance;        ///< the seated player's, 0 when none
        bool evenMoney = false;
        std::vector<HandView> hands;
        std::string insuranceOutcome;
        std::string insurancePaid;
        bool inTurn = false;
        int turnHand = 0;
    };

    /// @brief A finished round: everything `croupier-cli play` writes.
    struct RoundRecord
    {
        int shoe = 0;
        int round = 0;                        ///< counted from 1 over the whole play
        int burned = 0;                       ///< cards burned before and in this round (§6, §7)
        std::vector<Card> dealer;             ///< the dealer's final hand
        std::vector<BlackjackRound::Box> boxes;
        std::vector<BlackjackStep> settlement;  ///< in the order the dealer made them
        std::vector<DealerStep> steps;        ///< every step, "deal" first
        bool lastRound = false;               ///< the cut card came out (§8)
    };

    /// Throws InputError as BlackjackRules::validate() does.
    BlackjackTable(BlackjackRules rules, std::uint64_t seed);
    ~BlackjackTable();
    BlackjackTable(BlackjackTable &&) noexcept;
    BlackjackTable &operator=(BlackjackTable &&) noexcept;

    /// For tests: plays on a shoe dealing exactly @p cards (the burn of §6 and the
    /// cut card as the rules say), with these boxes' bets every round; the players'
    /// choices are still the seeded basic strategy.
    void loadStackedShoe(std::vector<Card> cards, std::vector<BlackjackBox> boxes);

    const BlackjackRules &rules() const { return m_rules; }
    /// The right next step, with its value, target and source.
    DealerStep expected() const { return expectation().step; }
    Expectation expectation() const;
    /// Performs @p step (action, and value where it has one; a target, when given,
    /// must be the expected one), or refuses it and changes nothing. A wrong action
    /// is refused with the right step's reason and source; a wrong total or amount
    /// with reason "wrong-value", args {what was said, the right step's reason key,
    /// its args…}.
    std::optional<Refusal> apply(const DealerStep &step);
    /// The events since the last call, in order. CardDealt: hand "dealer" or
    /// "box.hand"; HandsCleared: hand "" (the whole felt) or "box.hand" (that hand
    /// is laid again, after a split); BetPlaced and ChipsMoved: row the box.
    std::vector<TableEvent> takeEvents();
    /// The record of the round that has just been settled, once.
    std::optional<RoundRecord> takeFinishedRound();

    /// The dealer has stood and every bet of the round is settled (or none is dealt).
    bool roundOver() const;
    int roundsPlayed() const { return m_rounds; }
    int shoeNumber() const { return m_shoeNumber; }
    bool cutCardOut() const { return m_shoe->cutCardOut(); }
    /// Cards left before the cut card (0 once it has come out).
    int cardsBeforeCut() const;
    /// The dealer's cards as far as he has drawn them.
    std::vector<Card> dealerShown() const;
    /// Their count, when he has a card.
    std::optional<BlackjackCount> dealerCount() const;
    std::vector<BoxView> boxes() const;
    const std::optional<PlayerCall> &playerCall() const { return m_playerCall; }

private:
    void newShoe(Shoe shoe, bool counted);
    void deal();
    std::vector<BlackjackBox> simulatedBets();
    void playersInsure();
    void playerDecides();
    void afterStep();
    /// Emits what changed on the felt since the last call (cards, a split's re-laid hand).
    void syncCards();
    void emitCard(const std::string &hand, Card card);

    BlackjackRules m_rules;
    Rng m_rng;
    std::unique_ptr<Shoe> m_shoe;
    std::unique_ptr<BlackjackRound> m_round;
    std::optional<std::vector<BlackjackBox>> m_scriptedBoxes;

    bool m_insuranceOffered = false;
    std::size_t m_acked = 0;            ///< engine settlements the dealer has carried out
    std::size_t m_dealerStepStart = 0;  ///< the first settlement made by playDealer()
    std::size_t m_dealerShown = 0;      ///< dealer cards drawn so far
    bool m_dealerPlayed = false;
    bool m_dealerStood = false;
    std::optional<PlayerCall> m_playerCall;
    int m_rounds = 0;
    int m_shoeNumber = 0;
    int m_burnPending = 0;

    std::vector<std::vector<std::vector<Card>>> m_laid;  ///< per box index, per hand: cards emitted
    std::vector<TableEvent> m_events;
    RoundRecord m_record;
    std::optional<RoundRecord> m_finished;
};

} // namespace croupier
