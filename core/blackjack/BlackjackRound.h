#pragma once

#include "BlackjackHand.h"
#include "BlackjackPayout.h"
#include "BlackjackRules.h"
#include "Money.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace croupier {

class Rng;
class Shoe;

/**
 * A fresh blackjack shoe of rules.decks decks, ready to deal (art. 14 §2–6): shuffled
 * from @p rng, the cut card placed with rules.cardsBehindCutCard cards behind it (§4),
 * and the first five cards burned unseen into the discard holder (§6). Throws
 * InputError as BlackjackRules::validate() does.
 */
Shoe makeBlackjackShoe(const BlackjackRules &rules, Rng &rng);

/// @brief The bets placed on one box before the deal (art. 14 §11, §16).
struct BlackjackBox
{
    int number = 1; ///< 1 is the dealer's leftmost box, dealt first (§12 α)
    std::vector<Money> bets; ///< [0] the seated player's; then up to two standing players' (§11)
};

/// @brief One thing the dealer did with the money of a round, in the order he did it.
struct BlackjackStep
{
    enum class Action {
        Collect, ///< a lost bet taken to the bank
        Pay, ///< the bet stays and its payout is put beside it
        Leave, ///< a push: the stake stays, to be taken back (§12 δ)
    };
    Action action = Action::Collect;
    int box = 1; ///< the box's number
    int hand = 0; ///< index of the hand in the box, in playing order (0 unless split)
    int bettor = 0; ///< 0 the seated player, 1–2 standing players (§11)
    BlackjackBet bet = BlackjackBet::Main;
    Money stake; ///< the bet settled, a double included
    BlackjackSettlement settlement;
};

/**
 * @brief One blackjack round as art. 14 runs it, move by move, replayable: the
 * shoe is passed in and the players' choices are calls, so a seed and the list of
 * calls give the same round again (STYLE.md, convention 1).
 *
 * The constructor deals (§12 α): a card face up to each box with a bet, from the
 * dealer's left, one to the dealer, then the second card to each box. There is no
 * hole card: the dealer's second card comes in playDealer(), after every box.
 *
 * Then the hands play in order, a box's split hands one after the other. The turn
 * skips what needs no choice, settling at once what art. 14 settles at once: a bust
 * is collected (§12 α), a blackjack against a dealer 2–9 is paid 3:2 (§12 β), a 21
 * takes no card (§12 α), a split ace takes its one card (§14). While the dealer shows
 * an ace, insure() and takeEvenMoney() are open (§12 β, §13). playDealer() draws the
 * dealer's hand and settles every box from the dealer's right to his left (§12 δ).
 *
 * Every refused move throws InputError naming it ("split", "double", "insurance",
 * …) with the reason and the paragraph, and changes nothing.
 */
class BlackjackRound
{
public:
    enum class Phase {
        Players, ///< a hand has the turn
        Dealer, ///< every box has played; playDealer() is next
        Over, ///< the dealer has played and every bet is settled
    };

    /// Where a hand stands.
    enum class HandState {
        Playing, ///< waiting for the player's choice (or for its second card, after a split)
        Stood, ///< stood, doubled, took its card after a split of aces, or refused an exposed card
        TwentyOne, ///< reached 21 on more than two cards, or after a split: no more cards (§12 α)
        Blackjack, ///< waiting for the dealer's second card (his first is an ace or a ten)
        Bust, ///< collected at once (§12 α)
        Paid, ///< a blackjack paid at once (§12 β), or even money taken
        Settled, ///< settled after the dealer's hand (§12 δ)
    };

    struct Hand
    {
        BlackjackHand cards;
        bool doubled = false;
        HandState state = HandState::Playing;
    };

    struct Box
    {
        int number = 1;
        std::vector<Money> bets; ///< as placed; a double or a split matches each of them
        std::vector<Money> insurance; ///< per bettor; 0 when not insured
        bool evenMoney = false;
        int splits = 0;
        std::vector<Hand> hands; ///< in playing order: the right-hand hand of a split first (§14)
    };

    /**
     * Checks the bets and deals. @p boxes in any order; each number from 1 to
     * rules.boxes once; each box one to 1 + rules.maxStandingBettors bets (§11), every
     * bet at least the table minimum and in whole chips, the box's total at most the
     * table maximum (§11, §16). Throws InputError naming "boxes[2].bets[1]" and the like.
     * The round deals from @p shoe to its end, so the shoe must outlive it.
     */
    BlackjackRound(const BlackjackRules &rules, std::vector<BlackjackBox> boxes, Shoe &shoe);

    const BlackjackRules &rules() const { return m_rules; }
    Phase phase() const { return m_phase; }
    const std::vector<Box> &boxes() const { return m_boxes; }
    const std::vector<Card> &dealer() const { return m_dealer; }
    /// The box (index into boxes()) and hand whose turn it is; empty unless Phase::Players.
    std::optional<std::pair<std::size_t, std::size_t>> turn() const;
    /// §13: the dealer's first card is an ace, his second not yet dealt, and no player has a third card.
    bool insuranceOpen() const;
    /// Cards exposed without being asked for, waiting to be offered or taken (§7).
    const std::vector<Card> &exposedCards() const { return m_exposed; }
    /// Whether the hand with the turn is being offered exposed cards (§7): it may only take one (hit) or
    /// refuse (stand).
    bool offeringExposed() const;
    /// Cards burned during the round: a card that came out face up, exposed cards nobody took (§7).
    const std::vector<Card> &burned() const { return m_burned; }
    /// Every settlement so far, in the order the dealer made them.
    const std::vector<BlackjackStep> &steps() const { return m_steps; }

    /// Whether the hand with the turn may split or double now (no exception).
    bool canSplit() const;
    bool canDouble() const;

    /// Insurance of @p amount for bettor @p bettor of box @p boxNumber (§13): at most half that bet.
    void insure(int boxNumber, std::size_t bettor, const Money &amount);
    /// Even money for the blackjack of box @p boxNumber against a dealer ace: paid 1:1 at once (§12 β).
    void takeEvenMoney(int boxNumber);

    /// A card for the hand in turn; during an offer (§7) the first exposed card.
    void hit();
    /// The hand in turn takes no more cards; during an offer (§7) the refusal, which ends the hand.
    void stand();
    /// Doubles every bet of the hand in turn and deals it exactly one card (§15).
    void doubleDown();
    /// Splits the pair in turn into two hands, each bet matched (§14), and deals the first its second card.
    void split();

    /// §7 ¶1: the next card of the shoe showed its face: it is burned and play goes on.
    void burnFaceUpCard();
    /// §7 ¶2: @p count cards came out face up that the player in turn did not ask
    /// for. They are offered, in order, to the following boxes; the dealer takes what
    /// nobody takes, up to 17, and the rest is burned.
    void exposeCards(std::size_t count);

    /**
     * The dealer's turn (§12 γ, §13, §12 δ): his second card; insurance paid 2:1 on a
     * dealer blackjack, else collected; he draws to 17 or more, standing on a soft 17;
     * then every hand still on the layout is settled from his right to his left.
     */
    void playDealer();

    /// §8: the cut card came out during this round, so it is the last of the shoe.
    static bool lastRoundOfShoe(const Shoe &shoe);

private:
    Box &boxByNumber(int number, const char *field);
    Hand &current();
    const Hand &current() const;
    void requireTurn(const char *field) const;
    /// The next card out of the shoe (InputError "shoe" when it is empty).
    Card draw();
    /// A card for the hand in turn; closes insurance when it is a box's third card (§13).
    void give(Card card);
    /// After a card: a bust is collected at once, a 21 stops (§12 α). True when the hand is over.
    bool afterCard();
    /// Settles what needs no choice at the hand in turn; false when it waits for the player.
    bool resolveCurrent();
    /// The turn passes to the next hand, or to the dealer.
    void moveNext();
    /// Moves on past every hand that needs no choice.
    void settleTurn();
    void finishHand();
    /// Settles @p bet of every bettor of a box's hand and sets the hand to @p state.
    void settleBettors(std::size_t box, std::size_t hand, BlackjackBet bet, HandState state);
    Money handStake(const Box &box, const Hand &hand, std::size_t bettor) const;
    std::optional<std::string> doubleRefusal() const;
    std::optional<std::string> splitRefusal() const;

    BlackjackRules m_rules;
    std::vector<Box> m_boxes;
    std::vector<Card> m_dealer;
    std::vector<Card> m_exposed;
    std::vector<Card> m_burned;
    std::vector<BlackjackStep> m_steps;
    Phase m_phase = Phase::Players;
    std::size_t m_box = 0;
    std::size_t m_hand = 0;
    std::optional<std::size_t> m_exposedAfterBox; ///< exposed cards go to boxes after this one
    bool m_thirdCardDealt = false;
    Shoe &m_shoe;
};

} // namespace croupier
