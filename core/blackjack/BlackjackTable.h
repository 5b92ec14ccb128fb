#pragma once

#include "BlackjackRound.h"
#include "BlackjackRules.h"
#include "Rng.h"
#include "Shoe.h"
#include "table/DealerStep.h"
#include "table/Incident.h"

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
 * - the opening of a shoe (§2–6), before the first deal of the table and after the
 *   round in which the cut card came out (§8): "count" (target "shoe", value: the
 *   cards, decks × 52; the table's opening only, §2), "shuffle" (target "shoe", value:
 *   the cards, §2), "cut" (target "player", value: the cards the player lifts off,
 *   at least one deck on each side, §3), "cut-card" (target "shoe", value: the cards
 *   behind the κάρτα τελειώματος, §4; the stack then goes into the shoe, §5), "burn"
 *   (target "shoe", value "5", §6);
 * - "deal" (§12 α): no round, or the last one settled;
 * - "insurance" (§13): the dealer's first card is an ace: offer it before any third card;
 * - "announce" (§12 α; value: the total; target "box.hand"): each hand in turn, after
 *   which its simulated player decides (hit, stand, double, split);
 * - "collect", "pay" (value: the amount), "push" (target "box.hand.bettor"): each
 *   settlement in the order the engine made it: a bust at once (§12 α), a blackjack
 *   against 2–9 at once (§12 β), even money (§12 β), then, after the dealer has stood,
 *   insurance (§13) and every hand from the dealer's right to his left (§12 δ);
 * - "hit", "stand" (target "dealer"): the dealer's hand card by card (§12 γ), with
 *   "announce" (target "dealer", value: his total) after each card from his second on
 *   (§12 α: "είτε αυτό μοιράζεται στους παίκτες είτε στον εαυτό του"), so his last
 *   total is announced before he stands and settles (§12 δ).
 *
 * With incidents on (setIncidents(), issue 15; TOPICS.md, "Incidents in play
 * records") the table also expects:
 * - "reduce" (value: the amount allowed; target "box.bettor") or "refuse" (target
 *   "box.bettor"), before "deal": a bet over the table maximum, or a box whose bets
 *   together exceed it (§11, §16); expected() gives "reduce", apply() takes either;
 * - "refuse" (target "box.3", value: his bet): a third standing bettor on a full box (§11);
 * - "burn" (target "shoe", value: the card): a card showed its face from the shoe (§7 ¶1);
 * - "offer" (target "box.hand", value: the card): an exposed card offered to the hand in
 *   turn (§7 ¶2), which its player takes or refuses; the dealer's "hit" of an exposed
 *   card carries the card and §7; "burn" (target "exposed", value: how many) what is left;
 * - "last-round" (§8): after the last settlement of the round in which the cut card came out;
 * - the shuffling machine (§10), which applies §1–3 and replaces §4–6: at the changeover
 *   "shuffle", "cut" (as above, source §10), "to-shuffler" (target "shuffler", value: every
 *   card), "burn" (target "shuffler", value "5"); once at the machine the table stays
 *   there: "to-shuffler" (value: the round's cards, used or burned) after every round,
 *   incidents on or off; when its players leave and a new one comes (the incident's
 *   "reload"), "from-shuffler" (value: every card) and the whole of §10 again.
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
    /// "round-over" {}; "shoe-count" {cards}; "shoe-shuffle" {cards}; "shoe-cut" {cards
    /// lifted}; "cut-card-placed" {cards behind}; "shoe-burn" {count}; "insurance-offer" {}; "announce" {box, hand, total};
    /// "announce-soft" {box, hand, total}; "insurance-collected" {box, hand};
    /// "bust-collected" {box, hand}; "dealer-blackjack-collects" {box, hand};
    /// "lower-total-collected" {box, hand}; "insurance-paid" {box, hand, stake, paid};
    /// "even-money-paid" {…}; "blackjack-paid-at-once" {…}; "blackjack-paid" {…};
    /// "win-paid" {box, hand, stake, paid}; "blackjack-push" {box, hand};
    /// "push" {box, hand}; "dealer-second-card" {}; "dealer-draws" {total, soft "1"|"0"};
    /// "dealer-bust-stands" {hard total}; "dealer-soft-17-stands" {};
    /// "dealer-stands" {total}; "dealer-announce" {total}; "dealer-announce-soft" {total};
    /// "dealer-announce-bust" {total}; "dealer-announce-blackjack" {total}.
    /// With incidents: "over-limit-reduce" {box, bettor, asked, allowed};
    /// "over-limit-refuse" {box, bettor, asked, allowed} (the room left is under the
    /// minimum); "over-limit-last-box" {box} (a refusal would leave no bet: reduce);
    /// "standing-bettor-refused" {box, stake}; "face-up-card-burned" {card};
    /// "exposed-card-offered" {box, hand, card}; "exposed-card-to-dealer" {card} (a card
    /// as a dealer reads it, Card::dealerText(): "9♥"; the step's value keeps "9H");
    /// "exposed-cards-burned" {count}; "last-round" {shoe}; "shuffler-load" {count};
    /// "shuffler-reload" {count};
    /// "shuffler-burn" {count}; "shuffler-return" {count}; "shuffler-unload" {count}.
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
    /// "even-money", "insure" (amount: the insurance), "accept" or "refuse" an exposed
    /// card (art. 14 §7; amount: the card in the bank's notation, "7H").
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
        std::optional<Incident> incident;     ///< the regulation's incident in this round, if any
    };

    /// Throws InputError as BlackjackRules::validate() does.
    BlackjackTable(BlackjackRules rules, std::uint64_t seed);
    ~BlackjackTable();
    BlackjackTable(BlackjackTable &&) noexcept;
    BlackjackTable &operator=(BlackjackTable &&) noexcept;

    /// For tests: plays on a shoe dealing exactly @p cards (the burn of §6 and the
    /// cut card as the rules say), with these boxes' bets every round; the players'
    /// choices are still the seeded basic strategy. The shoe is taken as opened (§2–6
    /// done): the next step is the deal; the shoes after it open as any other.
    void loadStackedShoe(std::vector<Card> cards, std::vector<BlackjackBox> boxes);

    /**
     * Turns the regulation's incidents on (issue 15): from now on each round asks
     * @p schedule once whether it has one (its own stream, so the dealt game and the
     * simulated players' choices draw nothing more from the table's seed), and which:
     * "exposed-card" (§7), "standing-bettor" (§11), "over-limit" (§11, §16),
     * "shuffler" (§10: a stretch of rounds at a shuffling machine); "last-coup" (§8)
     * is every round in which the cut card comes out and that has no other incident.
     * Call it between rounds (after loadStackedShoe() in tests).
     */
    void setIncidents(IncidentSchedule schedule);
    /// The incident of the round being played (planned before its deal), if any.
    const std::optional<Incident> &incident() const { return m_incident; }
    /**
     * The incident the dealer is answering now: incident(), or, when the round has none,
     * the last round (§8) as soon as its call is due (the round in which the cut card came
     * out is settled): {"last-coup", "art. 14 §8", shoe, cards_dealt}, the incident the
     * round records once the dealer calls it ("last-round"). Empty otherwise.
     */
    std::optional<Incident> pendingIncident() const;
    /// Play is at the shuffling machine (§10) rather than at a hand-shuffled shoe.
    bool atShuffler() const { return m_atShuffler; }

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
    /// Every bet is settled and the dealer has stood (or no round is dealt).
    bool settled() const;
    /// The steps after the last settlement: the last-round call (§8), the shuffler's (§10).
    std::vector<Expectation> endSteps() const;
    /// The last round (§8) as the round's incident, as the dealer's call records it.
    Incident lastRoundIncident() const;
    /// Draws the next round's incident and what must happen before its deal.
    void planNextRound();
    void planStandingBettors(std::vector<BlackjackBox> &bets);
    void planOverLimit(std::vector<BlackjackBox> &bets);
    /// The opening of the next shoe (§2–6) or of the machine (§10), when one is due.
    void planOpening();
    /// A fresh order of every card in the shuffling machine, from the incidents' stream.
    Shoe machineShoe();
    /// The pre-deal step (the opening, over-limit, standing bettor, shuffler) performed, or refused.
    std::optional<Refusal> applyBeforeDeal(const Expectation &e, const DealerStep &step);
    void playerTakesOrRefuses();
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
    Rng m_cutRng;  ///< where the players cut (§3): a stream of its own, so the dealt game is the seed's
    std::unique_ptr<Shoe> m_shoe;
    std::unique_ptr<BlackjackRound> m_round;
    std::optional<std::vector<BlackjackBox>> m_scriptedBoxes;

    bool m_insuranceOffered = false;
    std::size_t m_acked = 0;            ///< engine settlements the dealer has carried out
    std::size_t m_dealerStepStart = 0;  ///< the first settlement made by playDealer()
    std::size_t m_dealerShown = 0;      ///< dealer cards drawn so far
    std::size_t m_dealerAnnounced = 0;  ///< dealer cards whose total he has announced (§12 α)
    bool m_dealerPlayed = false;
    bool m_dealerStood = false;
    std::optional<PlayerCall> m_playerCall;
    int m_rounds = 0;
    int m_shoeNumber = 0;
    int m_burnPending = 0;
    // The opening of a shoe (§2–6) or of the machine (§10)
    std::vector<Expectation> m_opening;            ///< before the deal, before the incidents' steps
    std::size_t m_openDone = 0;
    bool m_tableOpened = false;                    ///< the cards counted at the table's opening (§2)
    bool m_lastRoundCalled = false;                ///< a last round (§8) has been this table's incident
    bool m_handShoeDue = true;                     ///< a hand shoe is to be opened before the next deal
    bool m_shoeReady = true;                       ///< that shoe is already shuffled (the table's first)
    std::optional<int> m_nextCut;                  ///< the cards the player will lift (§3), once drawn

    // Incidents (issue 15)
    IncidentSchedule m_incidents;
    bool m_incidentsOn = false;
    std::optional<Incident> m_incident;            ///< this round's
    std::string m_roundKind;                       ///< the kind planned for the next or current round
    std::optional<std::vector<BlackjackBox>> m_plannedBets;
    std::vector<Expectation> m_preDeal;            ///< steps before the deal, in order
    std::size_t m_preDone = 0;
    // exposed cards (§7)
    bool m_exposePlanned = false;
    bool m_exposeFaceUp = false;                   ///< §7 ¶1 rather than ¶2
    std::size_t m_exposeAt = 0;                    ///< box index from which it can happen
    std::size_t m_exposeCount = 0;
    bool m_exposeDone = false;
    std::size_t m_dealerFromExposed = 0;           ///< the dealer's cards 1..n came from the exposed ones
    std::size_t m_exposedBurn = 0;
    bool m_exposedBurnDone = false;
    // the shuffling machine (§10)
    bool m_atShuffler = false;
    bool m_refillShuffler = false;
    std::size_t m_endDone = 0;

    std::vector<std::vector<std::vector<Card>>> m_laid;  ///< per box index, per hand: cards emitted
    std::vector<TableEvent> m_events;
    RoundRecord m_record;
    std::optional<RoundRecord> m_finished;
};

} // namespace croupier
