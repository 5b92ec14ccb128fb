#pragma once

#include "BaccaratShoe.h"
#include "LayoutSettlement.h"
#include "Payout.h"
#include "Rng.h"
#include "table/DealerStep.h"
#include "table/Incident.h"
#include "table/TableProfile.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace croupier {

/// @brief How the simulated punters stake at Punto Banco (a house scenario, no rule).
enum class PunterStakes {
    Casual,       ///< three to six seats, stakes from 5 to 150, an occasional side bet (the default)
    HighRollers,  ///< every seat plays Punto and Banco near the maximum: a crowded layout, twelve bets to pay
};

/// @brief The size of a Punto Banco table (art. 15 §18): who holds the sabot.
enum class BaccaratTable {
    Mini,   ///< MINI BANCO PUNTO, 7 seats: the croupier deals (§18 β; §9's handover and §15 do not apply)
    Midi,   ///< MIDI BANCO PUNTO, 9 seats: as the mini table
    Big,    ///< the big table, three croupiers (§18 α): the players hold the sabot (§9, §15); 12 seats (house)
};
std::string_view tableName(BaccaratTable table);
std::optional<BaccaratTable> tableFromName(std::string_view name);

/**
 * @brief A baccarat table's rule profile: named parameters with the texts' defaults
 * (STYLE.md, convention 3), as BlackjackRules.
 */
struct BaccaratProfile
{
    Game game = Game::PuntoBanco;
    int decks = 6;            ///< 6 to 8 (art. 15 §1)
    bool shuffler = false;    ///< §20: a shuffling machine, no cut card
    Money chipUnit = Money::parseCanonical("0.5");   ///< the smallest chip: payments round down to it
    /// §19 (Punto Banco): the maximum is 100× to 400× the minimum. §6 (chemin de fer,
    /// deux tableaux): the casino sets the minimum; the bank is the limit.
    TableLimits limits{Money::fromInteger(5), Money::fromInteger(500)};
    /// Pair and Super Six bets: not in the regulation; a house setting, by default the Egalité maximum.
    std::optional<Money> sideMaximum;
    std::vector<Money> chipFloat = defaultChipFloat();
    /// Punto Banco games: the table's size (§18). Mini by default: the croupier deals,
    /// as every table did before the setting existed.
    BaccaratTable table = BaccaratTable::Mini;

    /// The seats of a Punto Banco table (7, 9, 12), numbered from the croupier's right (§9).
    int seats() const { return table == BaccaratTable::Big ? 12 : table == BaccaratTable::Midi ? 9 : 7; }

    /// The defaults of @p game (a baccarat game).
    static BaccaratProfile of(Game game);
    /// §19: one eighth of the table maximum, rounded down to the chip unit.
    Money tieMaximum() const;
    Money sideBetMaximum() const { return sideMaximum ? *sideMaximum : tieMaximum(); }
    /**
     * The most a punter may stake on @p bet, and the paragraph: §19 the table maximum
     * (Punto, Banco), tieMaximum() (Egalité), sideBetMaximum() (pairs, Super Six);
     * chemin de fer (§6, the bank is the limit) @p bank less @p covered, what the
     * punters before him staked, never below 0; deux tableaux the limited bank's
     * maximum (§6). Empty when nothing caps the bet (deux tableaux, unlimited bank).
     * BaccaratRound::maximumOf() and the baccarat.limit topic both answer by it.
     */
    std::optional<std::pair<Money, std::string>> betMaximum(BaccaratBet bet, const Money &bank = Money(),
                                                            const Money &covered = Money()) const;
    /// The cut card seven from the end (§8), before the last ten at deux tableaux (§2).
    BaccaratShoeRules shoeRules() const;
    const PayTable &payTable() const { return PayTable::of(game); }
    /// The table has a box for the house's share: the 5 % commission of a winning Banco
    /// bet (§14 β, Punto Banco with commission) or the cagnotte (§7, chemin de fer).
    /// None at No Commission and Super Six (the guide's pay tables) or deux tableaux (§7
    /// names chemin de fer only).
    bool hasHouseBox() const;
    /// Throws InputError naming "game", "decks", "chip_unit", "minimum" or "maximum".
    void validate() const;
};

/**
 * @brief One baccarat table's play as a pure, replayable state machine (Punto Banco
 * with commission, no commission, Super Six; chemin de fer; deux tableaux): the
 * seed gives the shoe and the simulated punters, expected() the dealer's next step,
 * apply() performs a step or refuses it with the rule, and the round emits the
 * events the views animate.
 *
 * A shoe: the dealer opens it (§6–8 of the Punto Banco part, applied by analogy at chemin
 * de fer and deux tableaux; ShoeOpening.h; core/baccarat/TOPICS.md, "Opening a shoe"):
 * "count" (value the cards counted, 52 a deck, §6: at the table's first shoe only, §16
 * starting a later one with the shuffle; deux tableaux at every shoe, its §2 taking new
 * cards each time), "shuffle" (§6), "cut" (target
 * the seat that cuts: 1, the first seated player on the dealer's right, §7),
 * "cut-card" (value the cards left behind it: 7, §8; deux tableaux 10, §2; none at
 * the shuffling machine, §20 δ(2)); a step out of turn is refused ("opening-order",
 * args {the step given, the step due}). Then the first card is turned and the dealer
 * burns its number of cards (§9, "burn", value the count); then coup after coup the punters bet, the dealer calls
 * "no more bets" ("deal", §3–4), the cards come out (Punto, Banco, Punto, Banco, §9;
 * deux tableaux: tableau 1, tableau 2, bank, twice), the dealer announces each
 * hand's point ("point", target the hand, value 0–9, §13), calls each third card
 * ("draw", "stand", "option": the holder decides, §8, §10–12), announces the winner
 * ("winner", value player|banker|tie, §13) and settles the layout in the dealer's
 * order (§14: "collect" a losing row, "commission" then "pay" a winning Banco row,
 * "pay" other winners, value the amount; chemin de fer "cagnotte", §7). When the cut
 * card has come out the coup is the last (§16); "new-shoe" starts the next.
 *
 * Who holds the sabot (core/baccarat/TOPICS.md, "Who holds the sabot"): at the big
 * Punto Banco table (BaccaratProfile::table, §18 α) "pass-sabot" (target seat 1, §9)
 * follows the burn; the calls name the holder (value, §18 α(2)); after a Punto win
 * "pass-sabot" (target the next seat on the right, §15, §18 α(6)) closes the coup. The
 * mini and midi tables (the default) and the machine (§20 α): the croupier deals. Chemin
 * de fer: "pass-bank" (target the seat on the banker's right) closes a coup the banker
 * lost (RULINGS, a convention).
 *
 * The regulation's incidents (setIncidents(); core/baccarat/TOPICS.md, "Incidents"),
 * each a step of the dealer's, refused in its place with the paragraph
 * ("incident-pending", args {the step due, its target, its value}):
 * - "last-coup" (§16; deux tableaux §2): the dealer calls the last coup as soon as
 *   the cut card shows (as the coup's first card due, or during it; at deux tableaux
 *   also when it is the next card once a coup is over). Always a step; an incident
 *   of the record when incidents are on.
 * - "reduce" (target the row, value the maximum) or "refuse" (target the row): a
 *   simulated bet over its maximum (§19: the table's, Egalité's one eighth; the
 *   house's pair and Super Six cap; chemin de fer: what the bank still covers, §6;
 *   deux tableaux only with a limited bank) is dealt with before "deal" (§4).
 * - "dummy-hand" (value the card; §5, RULINGS): the coup's first card came out face
 *   up before the bets were final; it is used, the coup is played with no bets, and
 *   the bets on the layout wait for the next coup.
 * - "shuffler" (§20; §17): the players left with no bet down; play resumes at the
 *   shuffling machine: loaded with no cut card (§20 δ(2)), one burn (δ(3)), the
 *   used cards of every coup back into it ("to-shuffler", value their count,
 *   δ(7)(3)), no last coup (δ(5)); when the table empties again (δ(6)) the dealer
 *   opens a shoe by hand ("new-shoe"). Punto Banco games only.
 *
 * Deux tableaux (RULINGS): each tableau follows the chemin-de-fer player; the bank
 * plays one hand against both at its discretion, except with a natural. A tableau
 * with a natural turns over and is settled against the bank's first two cards; the
 * bank's third card counts only against tableaux without one, and when both have
 * one the bank does not draw (art. 15 §8 α, §12).
 */
class BaccaratRound
{
public:
    enum class Phase { Burn, Bets, Coup, Settle, ShoeOver };
    enum class Hand { Player, Banker, Player2 };

    /// @brief A row of the layout.
    struct Bet
    {
        int seat = 1;                 ///< from the dealer's right (§9)
        BaccaratBet bet = BaccaratBet::Player;
        Money stake;
        int tableau = 1;              ///< deux tableaux: 1 or 2
        bool bank = false;            ///< chemin de fer, deux tableaux: the banker's bank, not a bet
        bool banco = false;           ///< chemin de fer: the punter called "banco" (the whole bank)
        std::string state = "placed"; ///< placed, collected, paid, push, bank
        Money paid;
        Money commission;
    };

    /// @brief How one row was settled, for the record of the coup.
    struct SettledBet
    {
        int row = -1;
        Outcome outcome = Outcome::Lose;
        Money paid;
        Money commission;
    };

    /// @brief What a finished coup leaves: everything `croupier-cli play` writes.
    struct CoupRecord
    {
        int shoe = 0;
        int coup = 0;
        std::vector<Card> dealt;      ///< every card out of the sabot in this round, burned ones first
        int burned = 0;
        std::vector<Card> player, banker, player2;
        std::vector<Bet> bets;        ///< as placed (the bank row included)
        std::vector<SettledBet> settlement;
        std::optional<Money> cagnotte;
        bool lastCoup = false;
        bool dummyHand = false;       ///< played with no bets (§5)
        bool shuffler = false;        ///< dealt from the shuffling machine (§20)
        std::optional<Incident> incident;
        std::vector<DealerStep> steps;
        std::optional<int> sabot;     ///< the big table: the seat that held the sabot in this coup (§9, §15)
        int bankerSeat = 0;           ///< chemin de fer, deux tableaux: the banker's seat in this coup
        bool bankGivenUp = false;     ///< chemin de fer: the banker won and gave the bank up (RULINGS)
    };

    /// Throws InputError as BaccaratProfile::validate() does.
    BaccaratRound(BaccaratProfile profile, std::uint64_t seed);
    ~BaccaratRound();

    // For tests: a shoe dealing exactly @p cards (nothing shuffled; the cut card
    // placed as the rules say; already opened: the burn is its first step, unless
    // @p opened is false), the punters' bets of every coup, the bank, the holders'
    // choice at an option.
    void loadStackedShoe(std::vector<Card> cards, bool opened = true);
    void setScriptedBets(std::vector<LayoutBet> bets) { m_scriptedBets = std::move(bets); }
    void setScriptedBank(const Money &bank) { m_scriptedBank = bank; }
    void setHolderChoice(std::optional<bool> draws) { m_holderChoice = draws; }
    /// How the punters stake from the next coup on (Punto Banco; the other games ignore it).
    void setPunterStakes(PunterStakes stakes) { m_punterStakes = stakes; }

    /// The incidents this table produces from now on (off by default).
    void setIncidents(IncidentSchedule schedule) { m_incidents = std::move(schedule); }
    IncidentSchedule &incidents() { return m_incidents; }
    /// The incident of the coup under way, if any.
    const std::optional<Incident> &incident() const { return m_record.incident; }
    /// The kind of incident the dealer answers now: the round's own, or the machine's changeover
    /// due after the shoe (§17, §20), whose record is the next coup's; empty for none.
    std::string pendingIncident() const;
    /// The card that came out face up before the bets were final (§5), until the coup starts.
    std::optional<Card> exposedCard() const { return m_exposed; }
    /// Play is at the shuffling machine (§20): a house setting or the "shuffler" incident.
    bool atShuffler() const { return m_shoe->rules().shuffler; }
    /// The largest stake @p row may have now, and the paragraph; empty when nothing caps it.
    std::optional<std::pair<Money, std::string>> maximumOf(int row) const;

    const BaccaratProfile &profile() const { return m_profile; }
    Phase phase() const { return m_phase; }
    /// The right next step, with its value and source.
    DealerStep expected() const;
    /// Performs @p step (action, target, value), or refuses it and changes nothing.
    std::optional<Refusal> apply(const DealerStep &step);
    /// The events since the last call, in order.
    std::vector<TableEvent> takeEvents();
    /// The record of the coup that has just been settled, once.
    std::optional<CoupRecord> takeFinishedCoup();

    std::vector<Hand> handOrder() const;
    const std::vector<Card> &cards(Hand hand) const;
    const std::vector<Bet> &bets() const { return m_bets; }
    /// The first card of the shoe, turned for the burn.
    Card turnedCard() const { return m_shoe->firstCard(); }
    int burnCount() const { return m_shoe->burnCount(); }
    /// The shoe is being opened (§6–8): count (the table's first shoe; every shoe at deux
    /// tableaux), shuffle, cut, cut card, before the burn.
    bool opening() const { return m_phase == Phase::Burn && !m_opening.empty(); }
    /// The opening steps still due, in order (empty once the burn is next).
    const std::vector<DealerStep> &openingSteps() const { return m_opening; }
    int coupNumber() const { return m_coupNumber; }
    int shoeNumber() const { return m_shoeNumber; }
    std::size_t cardsLeft() const { return m_shoe->cardsLeft(); }
    int discardCount() const { return m_discardCount; }
    bool lastCoup() const { return m_lastCoup; }
    /// Money in the commission box (Punto Banco) or the cagnotte box (chemin de fer).
    const Money &box() const { return m_box; }
    int bankerSeat() const { return m_bankerSeat; }
    /// The big table (§18 α), not at the shuffling machine (§20 α): the players hold the sabot.
    bool playersHoldSabot() const;
    /// The seat holding the sabot (§9, §15), or nothing when the croupier deals (§18 β, §20 α).
    std::optional<int> sabotHolder() const { return m_sabotHolder; }
    /// The table's seats, numbered from the croupier's right (§9): the Punto Banco table's
    /// (§18: 7 mini, 9 midi, 12 big), 9 at chemin de fer and deux tableaux (a house setting).
    int seats() const;
    /**
     * The step that hands the game on to another seat: "pass-bank" at chemin de fer (the bank
     * to the right when the banker loses, RULINGS' convention), "pass-sabot" at Punto Banco
     * (§9, §15; due only at the big table, refused with §18 β or §20 α elsewhere), empty at
     * deux tableaux (the bank is the house's, no handover).
     */
    std::string_view handoverAction() const;
    /// Chemin de fer: the banker won this coup and gives the bank up; "pass-bank" is due (RULINGS).
    bool bankGivenUp() const { return m_record.bankGivenUp; }
    /// The hand the expected step is about, and the bet row (or -1).
    std::optional<Hand> activeHand() const;
    int activeRow() const;

    /// The coup a punter hand plays against the bank (deux tableaux: a tableau with a
    /// natural against the bank's first two cards).
    Coup coupOf(Hand hand) const;
    /// The rule for @p hand's third card now.
    TableauCell callRule(Hand hand) const;

    static std::string handKey(Hand hand);
    static std::optional<Hand> handFromKey(std::string_view key);

private:
    struct SettleItem
    {
        int row = -1;
        SettlementStep::Action action = SettlementStep::Action::Collect;
        Settlement settlement;
        bool commissionTaken = false;
        bool done = false;
    };

    void newShoe(std::unique_ptr<BaccaratShoe> shoe, bool opened = false);
    std::optional<Refusal> applyOpening(const DealerStep &step, const DealerStep &want);
    void startBets();
    void drawIncident();
    void overLimit();
    void exposeFirstCard();
    std::optional<DealerStep> incidentStep() const;
    std::optional<Refusal> applyIncident(const DealerStep &step, const DealerStep &want);
    void noteLastCoup(const char *cutCard);
    void clearHands();
    void placeBets();
    void addBet(Bet bet);
    void dealCoup();
    void drawThird(Hand hand);
    void startSettlement();
    void finishCoup();
    DealerStep nextStep() const;
    std::vector<Card> &hand(Hand hand);
    void emitCard(Hand hand, const Card &card, bool sideways);
    std::optional<Refusal> applySettlement(const DealerStep &step, const DealerStep &want);
    void accepted(const DealerStep &want);
    std::optional<Refusal> applySabot(const DealerStep &step, const DealerStep &want);
    std::optional<Refusal> applyBankPass(const DealerStep &step, const DealerStep &want);
    std::string callSource(const std::string &source) const;

    BaccaratProfile m_profile;
    Rng m_rng;
    /// Chemin de fer: the simulated banker's choice to give the bank up after a win. Its own
    /// stream, so the cards and the punters' bets are drawn as before it existed.
    Rng m_bankerChoice;
    std::unique_ptr<BaccaratShoe> m_shoe;
    Money m_box;
    Money m_bank;
    int m_bankerSeat = 1;
    std::optional<int> m_sabotHolder;          ///< §9, §15: the player with the sabot (the big table)
    std::optional<DealerStep> m_sabotPass;     ///< §9, §15: the sabot's handover, due
    std::optional<DealerStep> m_bankPass;      ///< chemin de fer (RULINGS): the bank's passing, due

    Phase m_phase = Phase::Burn;
    int m_coupNumber = 0;
    int m_shoeNumber = 0;
    int m_discardCount = 0;
    bool m_lastCoup = false;
    std::vector<DealerStep> m_opening;         ///< §6–8: the opening steps still due, before the burn

    std::vector<Card> m_player, m_banker, m_player2;
    int m_announced[3] = {0, 0, 0};
    bool m_called[3] = {false, false, false};
    bool m_winnerSaid[3] = {false, false, false};
    std::vector<Bet> m_bets;
    std::vector<SettleItem> m_settle;
    std::optional<Money> m_cagnotteDue;

    std::vector<TableEvent> m_events;
    CoupRecord m_record;
    std::optional<CoupRecord> m_finished;

    IncidentSchedule m_incidents;
    struct OverLimit
    {
        int row = -1;
        Money maximum;
        std::string source;
    };
    std::vector<OverLimit> m_overLimit;        ///< rows to reduce or refuse before the deal
    std::optional<Card> m_exposed;             ///< §5: the first card, out before the deal
    bool m_dummyCalled = false;
    std::vector<Bet> m_heldBets;               ///< a dummy hand's layout, for the next coup
    bool m_lastCoupCalled = false;
    bool m_cutCardFirst = false;               ///< the cut card was the coup's first card due (§16)
    bool m_changeover = false;                 ///< §17, §20: the table emptied; the machine next
    bool m_toShuffler = false;                 ///< §20 δ(7)(3): the coup's cards into the machine
    int m_machineCoups = 0;                    ///< coups left at the machine before the table empties
    std::unique_ptr<Rng> m_machineRng;         ///< the machine's own shuffles

    std::optional<std::vector<LayoutBet>> m_scriptedBets;
    std::optional<Money> m_scriptedBank;
    PunterStakes m_punterStakes = PunterStakes::Casual;
    std::optional<bool> m_holderChoice;
};

} // namespace croupier
