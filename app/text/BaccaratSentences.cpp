#include "PromptSentences.h"

#include <QtGlobal>

#include <array>

namespace croupier {

namespace {
// One sentence per baccarat prompt key; %1, %2… are the Prompt's arguments.
constexpr std::array kSentences{
    PromptSentence{"baccarat.total",
             QT_TRANSLATE_NOOP3("PromptText", "Cards %1: what is the point?",
                                "baccarat.total: %1 is a list of 2 or 3 cards such as \"7♥ 8♠\"; "
                                "the point is the sum modulo 10 (art. 15 §13)")},
    PromptSentence{"baccarat.draw.player",
             QT_TRANSLATE_NOOP3("PromptText", "Punto %1, Banco %2: does Punto draw a third card?",
                                "baccarat.draw: %1 and %2 are cards such as \"7♥ 8♠\". The answer is draw, stand "
                                "or option. Keep Punto and Banco as in the regulation.")},
    PromptSentence{"baccarat.draw.banker",
             QT_TRANSLATE_NOOP3("PromptText", "Punto %1, Banco %2: does Banco draw a third card?",
                                "baccarat.draw: %1 and %2 are cards; Punto may already have a third card")},
    // Chemin de fer and deux tableaux: the hands as their felts name them (BaccaratFelt).
    PromptSentence{"baccarat.draw.player.chemin-de-fer",
             QT_TRANSLATE_NOOP3("PromptText", "Player %1, banker %2: does the player draw a third card?",
                                "baccarat.draw at chemin de fer: %1 and %2 are cards. The player and the banker "
                                "are art. 15's ο παίκτης and ο πάγκος (PLAYER and BANKER on the felt)")},
    PromptSentence{"baccarat.draw.banker.chemin-de-fer",
             QT_TRANSLATE_NOOP3("PromptText", "Player %1, banker %2: does the banker draw a third card?",
                                "baccarat.draw at chemin de fer: %1 and %2 are cards; the player may already "
                                "have a third card")},
    PromptSentence{"baccarat.draw.player.deux-tableaux",
             QT_TRANSLATE_NOOP3("PromptText", "Tableau %1, bank %2: does the tableau draw a third card?",
                                "baccarat.draw at deux tableaux: %1 and %2 are cards; a tableau and the bank as "
                                "the felt prints them (TABLEAU, BANK)")},
    PromptSentence{"baccarat.draw.banker.deux-tableaux",
             QT_TRANSLATE_NOOP3("PromptText", "Tableau %1, bank %2: does the bank draw a third card?",
                                "baccarat.draw at deux tableaux: %1 and %2 are cards; the tableau may already "
                                "have a third card")},
    PromptSentence{"baccarat.coup",
             QT_TRANSLATE_NOOP3("PromptText", "Punto %1, Banco %2: what are the two points, and who wins?",
                                "baccarat.coup: a complete coup; the answer is both points and Punto, Banco or "
                                "Egalité")},
    PromptSentence{"baccarat.payout.player",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 on Punto, smallest chip %2. Punto %3, Banco %4: what do you pay, and what "
                                "commission is kept?",
                                "baccarat.payout: %1 is the stake, %2 the table's smallest chip, %3 and %4 cards")},
    PromptSentence{"baccarat.payout.banker",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 on Banco, smallest chip %2. Punto %3, Banco %4: what do you pay, and what "
                                "commission is kept?",
                                "baccarat.payout: %1 is the stake, %2 the table's smallest chip, %3 and %4 cards")},
    PromptSentence{"baccarat.payout.tie",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 on Egalité, smallest chip %2. Punto %3, Banco %4: what do you pay, and what "
                                "commission is kept?",
                                "baccarat.payout: a bet on the tie (Egalité)")},
    PromptSentence{"baccarat.payout.player-pair",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 on the Punto pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and "
                                "what commission is kept?",
                                "baccarat.payout: a side bet that Punto's first two cards are a pair")},
    PromptSentence{"baccarat.payout.banker-pair",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 on the Banco pair, smallest chip %2. Punto %3, Banco %4: what do you pay, and "
                                "what commission is kept?",
                                "baccarat.payout: a side bet that Banco's first two cards are a pair")},
    PromptSentence{"baccarat.payout.super-six",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 on Super Six, smallest chip %2. Punto %3, Banco %4: what do you pay, and what "
                                "commission is kept?",
                                "baccarat.payout: the Super Six (Fortune Six) side bet: Banco wins with 6")},
    PromptSentence{"baccarat.cagnotte",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The banker won %1, smallest chip %2: how much goes into the cagnotte box?",
                                "baccarat.cagnotte, chemin de fer: 5 % of the banker's winnings (art. 15 §7); "
                                "the cagnotte is γκανιότα in the regulation")},
    PromptSentence{"baccarat.burn",
             QT_TRANSLATE_NOOP3("PromptText",
                                "A new shoe: the first card turned is %1. How many cards go to the discard holder, "
                                "the first included?",
                                "baccarat.burn: %1 is a card such as \"7♥\" or \"10♠\"; art. 15 §9, the burn")},
    // baccarat.limit (art. 15 §19, §6): %1 the stake offered; the table's limits and chip.
    PromptSentence{"baccarat.limit.player",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 offered on Punto; table %2 to %3, smallest chip %4. How much may stay on the layout?",
                                "baccarat.limit: %1 the stake a punter puts down, %2 and %3 the table's minimum and "
                                "maximum (art. 15 §19), %4 the smallest chip. The answer is an amount.")},
    PromptSentence{"baccarat.limit.banker",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 offered on Banco; table %2 to %3, smallest chip %4. How much may stay on the layout?",
                                "baccarat.limit: as for Punto, a stake on Banco")},
    PromptSentence{"baccarat.limit.tie",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 offered on Egalité; table %2 to %3, smallest chip %4. How much may stay on the layout?",
                                "baccarat.limit: a stake on the tie (Egalité), whose maximum is an eighth of the "
                                "table's (art. 15 §19)")},
    PromptSentence{"baccarat.limit.player-pair",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 offered on the Punto pair; table %2 to %3, smallest chip %4, no house cap on "
                                "the pairs. How much may stay on the layout?",
                                "baccarat.limit: a side bet; with no cap set by the house it has the Egalité maximum")},
    PromptSentence{"baccarat.limit.banker-pair",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 offered on the Banco pair; table %2 to %3, smallest chip %4, no house cap on "
                                "the pairs. How much may stay on the layout?",
                                "baccarat.limit: a side bet; with no cap set by the house it has the Egalité maximum")},
    PromptSentence{"baccarat.limit.super-six",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 offered on Super Six; table %2 to %3, smallest chip %4, no house cap on the "
                                "side bets. How much may stay on the layout?",
                                "baccarat.limit: the Super Six side bet; with no house cap, the Egalité maximum")},
    PromptSentence{"baccarat.limit.player-pair.house",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 offered on the Punto pair; table %2 to %3, smallest chip %4, the house caps "
                                "side bets at %5. How much may stay on the layout?",
                                "baccarat.limit: %5 the casino's own maximum for the side bets")},
    PromptSentence{"baccarat.limit.banker-pair.house",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 offered on the Banco pair; table %2 to %3, smallest chip %4, the house caps "
                                "side bets at %5. How much may stay on the layout?",
                                "baccarat.limit: %5 the casino's own maximum for the side bets")},
    PromptSentence{"baccarat.limit.super-six.house",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 offered on Super Six; table %2 to %3, smallest chip %4, the house caps side "
                                "bets at %5. How much may stay on the layout?",
                                "baccarat.limit: %5 the casino's own maximum for the side bets")},
    PromptSentence{"baccarat.limit.banco",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Chemin de fer: a punter alone offers %1 against a bank of %2 (%3 staked before "
                                "him), smallest chip %4. How much may stay?",
                                "baccarat.limit, chemin de fer (art. 15 §6: the bank is the limit). %3 is 0 here.")},
    PromptSentence{"baccarat.limit.chemin-de-fer",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Chemin de fer: a punter offers %1 against a bank of %2; the punters before him "
                                "staked %3. Smallest chip %4. How much may stay?",
                                "baccarat.limit, chemin de fer: the bank covers only what the punters before him "
                                "left (art. 15 §6)")},
    PromptSentence{"baccarat.limit.deux-tableaux",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Deux tableaux, limited bank: a punter offers %1; minimum %2, the bank's limit %3, "
                                "smallest chip %4. How much may stay?",
                                "baccarat.limit, deux tableaux with a limited bank (art. 15 §6)")},
    PromptSentence{"baccarat.limit.deux-tableaux-unlimited",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Deux tableaux, unlimited bank: a punter offers %1; minimum %2, smallest chip %3. "
                                "How much may stay?",
                                "baccarat.limit, deux tableaux with an unlimited bank: nothing caps the stake")},
    // baccarat.procedure: the dealer's next step (art. 15 §4–5, §16, §17, §20; deux tableaux §2).
    PromptSentence{"baccarat.procedure.exposed-first",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Before the bets are final, the coup's first card comes out of the sabot face up. "
                                "What do you do?",
                                "baccarat.procedure, art. 15 §4–5: the answer is one of the dealer's steps")},
    PromptSentence{"baccarat.procedure.cut-card-first",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The bets are final and the cut card comes out as the first card due for the coup. "
                                "What do you do once the coup's cards are out?",
                                "baccarat.procedure, art. 15 §16: the cut card (the yellow card)")},
    PromptSentence{"baccarat.procedure.cut-card-during",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The cut card comes out while you deal the coup. What do you do once its cards "
                                "are out?",
                                "baccarat.procedure, art. 15 §16 (deux tableaux §2)")},
    PromptSentence{"baccarat.procedure.cut-card-next",
             QT_TRANSLATE_NOOP3("PromptText",
                                "You have settled a coup, and the cut card is the next card in the sabot. What do "
                                "you do?",
                                "baccarat.procedure, art. 15 §16; deux tableaux §2")},
    PromptSentence{"baccarat.procedure.shoe-over",
             QT_TRANSLATE_NOOP3("PromptText", "You have settled the shoe's last coup. What do you do?",
                                "baccarat.procedure, art. 15 §16")},
    PromptSentence{"baccarat.procedure.changeover",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The shoe is over, the players have left with no bet down, and the casino runs the "
                                "table with the shuffling machine from now on. What do you do?",
                                "baccarat.procedure, art. 15 §17, §20")},
    PromptSentence{"baccarat.procedure.machine-first",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The cards have just been loaded into the shuffling machine. What do you do "
                                "before the first coup?",
                                "baccarat.procedure, art. 15 §20 δ(2)–(3)")},
    PromptSentence{"baccarat.procedure.machine-coup-settled",
             QT_TRANSLATE_NOOP3("PromptText",
                                "At the shuffling machine, you have settled a coup. What do you do before the "
                                "next one?",
                                "baccarat.procedure, art. 15 §20 δ(7)(3)")},
    PromptSentence{"baccarat.procedure.machine-empty",
             QT_TRANSLATE_NOOP3("PromptText",
                                "At the shuffling machine the players have all left with no bet down, and a new "
                                "player sits down. What do you do?",
                                "baccarat.procedure, art. 15 §20 δ(6)")},
    // The heat-map cells of baccarat.limit (Topic::cellWords): %1 the bet's name.
    PromptSentence{"cell.baccarat.limit.table.under", QT_TRANSLATE_NOOP3("PromptText", "%1 under the table maximum", "A cell of baccarat.limit; %1 a bet")},
    PromptSentence{"cell.baccarat.limit.table.at", QT_TRANSLATE_NOOP3("PromptText", "%1 at the table maximum", "A cell of baccarat.limit; %1 a bet")},
    PromptSentence{"cell.baccarat.limit.table.over", QT_TRANSLATE_NOOP3("PromptText", "%1 over the table maximum", "A cell of baccarat.limit; %1 a bet")},
    PromptSentence{"cell.baccarat.limit.eighth.under", QT_TRANSLATE_NOOP3("PromptText", "Egalité under its eighth", "A cell of baccarat.limit")},
    PromptSentence{"cell.baccarat.limit.eighth.at", QT_TRANSLATE_NOOP3("PromptText", "Egalité at its eighth", "A cell of baccarat.limit")},
    PromptSentence{"cell.baccarat.limit.eighth.over", QT_TRANSLATE_NOOP3("PromptText", "Egalité over its eighth", "A cell of baccarat.limit")},
    PromptSentence{"cell.baccarat.limit.eighth-rounded.under", QT_TRANSLATE_NOOP3("PromptText", "Egalité under its eighth, rounded down", "A cell of baccarat.limit")},
    PromptSentence{"cell.baccarat.limit.eighth-rounded.at", QT_TRANSLATE_NOOP3("PromptText", "Egalité at its eighth, rounded down", "A cell of baccarat.limit")},
    PromptSentence{"cell.baccarat.limit.eighth-rounded.over", QT_TRANSLATE_NOOP3("PromptText", "Egalité over its eighth, rounded down", "A cell of baccarat.limit")},
    PromptSentence{"cell.baccarat.limit.egalite.under", QT_TRANSLATE_NOOP3("PromptText", "%1 under the Egalité maximum", "A cell of baccarat.limit; %1 a side bet")},
    PromptSentence{"cell.baccarat.limit.egalite.at", QT_TRANSLATE_NOOP3("PromptText", "%1 at the Egalité maximum", "A cell of baccarat.limit; %1 a side bet")},
    PromptSentence{"cell.baccarat.limit.egalite.over", QT_TRANSLATE_NOOP3("PromptText", "%1 over the Egalité maximum", "A cell of baccarat.limit; %1 a side bet")},
    PromptSentence{"cell.baccarat.limit.house.under", QT_TRANSLATE_NOOP3("PromptText", "%1 under the house's cap", "A cell of baccarat.limit; %1 a side bet")},
    PromptSentence{"cell.baccarat.limit.house.at", QT_TRANSLATE_NOOP3("PromptText", "%1 at the house's cap", "A cell of baccarat.limit; %1 a side bet")},
    PromptSentence{"cell.baccarat.limit.house.over", QT_TRANSLATE_NOOP3("PromptText", "%1 over the house's cap", "A cell of baccarat.limit; %1 a side bet")},
    PromptSentence{"cell.baccarat.limit.banco.under", QT_TRANSLATE_NOOP3("PromptText", "Alone, under the bank", "A cell of baccarat.limit, chemin de fer")},
    PromptSentence{"cell.baccarat.limit.banco.at", QT_TRANSLATE_NOOP3("PromptText", "Alone, the whole bank (banco)", "A cell of baccarat.limit, chemin de fer")},
    PromptSentence{"cell.baccarat.limit.banco.over", QT_TRANSLATE_NOOP3("PromptText", "Alone, over the bank", "A cell of baccarat.limit, chemin de fer")},
    PromptSentence{"cell.baccarat.limit.bank-left.under", QT_TRANSLATE_NOOP3("PromptText", "Under what the bank still covers", "A cell of baccarat.limit, chemin de fer")},
    PromptSentence{"cell.baccarat.limit.bank-left.at", QT_TRANSLATE_NOOP3("PromptText", "At what the bank still covers", "A cell of baccarat.limit, chemin de fer")},
    PromptSentence{"cell.baccarat.limit.bank-left.over", QT_TRANSLATE_NOOP3("PromptText", "Over what the bank still covers", "A cell of baccarat.limit, chemin de fer")},
    PromptSentence{"cell.baccarat.limit.limited-bank.under", QT_TRANSLATE_NOOP3("PromptText", "Under the limited bank", "A cell of baccarat.limit, deux tableaux")},
    PromptSentence{"cell.baccarat.limit.limited-bank.at", QT_TRANSLATE_NOOP3("PromptText", "At the limited bank", "A cell of baccarat.limit, deux tableaux")},
    PromptSentence{"cell.baccarat.limit.limited-bank.over", QT_TRANSLATE_NOOP3("PromptText", "Over the limited bank", "A cell of baccarat.limit, deux tableaux")},
    PromptSentence{"cell.baccarat.limit.unlimited.any", QT_TRANSLATE_NOOP3("PromptText", "An unlimited bank", "A cell of baccarat.limit, deux tableaux")},
    // The heat-map cells of baccarat.procedure: the situations.
    PromptSentence{"cell.baccarat.procedure.exposed-first", QT_TRANSLATE_NOOP3("PromptText", "First card exposed", "A cell of baccarat.procedure (art. 15 §5)")},
    PromptSentence{"cell.baccarat.procedure.cut-card-first", QT_TRANSLATE_NOOP3("PromptText", "Cut card as the first card", "A cell of baccarat.procedure (§16)")},
    PromptSentence{"cell.baccarat.procedure.cut-card-during", QT_TRANSLATE_NOOP3("PromptText", "Cut card during the coup", "A cell of baccarat.procedure (§16)")},
    PromptSentence{"cell.baccarat.procedure.cut-card-next", QT_TRANSLATE_NOOP3("PromptText", "Cut card next after a coup", "A cell of baccarat.procedure (§16; deux tableaux §2)")},
    PromptSentence{"cell.baccarat.procedure.shoe-over", QT_TRANSLATE_NOOP3("PromptText", "After the last coup", "A cell of baccarat.procedure (§16)")},
    PromptSentence{"cell.baccarat.procedure.changeover", QT_TRANSLATE_NOOP3("PromptText", "To the shuffling machine", "A cell of baccarat.procedure (§17, §20)")},
    PromptSentence{"cell.baccarat.procedure.machine-first", QT_TRANSLATE_NOOP3("PromptText", "Machine loaded", "A cell of baccarat.procedure (§20 δ(3))")},
    PromptSentence{"cell.baccarat.procedure.machine-coup-settled", QT_TRANSLATE_NOOP3("PromptText", "A coup at the machine settled", "A cell of baccarat.procedure (§20 δ(7))")},
    PromptSentence{"cell.baccarat.procedure.machine-empty", QT_TRANSLATE_NOOP3("PromptText", "The machine's table emptied", "A cell of baccarat.procedure (§20 δ(6))")},
    // The heat-map cells of baccarat.draw (Topic::cellWords): the tableau's rows and columns.
    PromptSentence{"cell.baccarat.draw.banker-stood",
             QT_TRANSLATE_NOOP3("PromptText", "Banco %1, Punto stood",
                                "A cell of the tableau: Banco's total when Punto stood. Regulation's words.")},
    PromptSentence{"cell.baccarat.draw.banker",
             QT_TRANSLATE_NOOP3("PromptText", "Banco %1 against a third card %2",
                                "A cell of the tableau: Banco's total against Punto's third card.")},
    PromptSentence{"cell.baccarat.draw.player",
             QT_TRANSLATE_NOOP3("PromptText", "Punto %1", "A cell of the tableau: Punto's two-card total.")},
    // The same cells at chemin de fer and deux tableaux, the hands as their prompts name them.
    PromptSentence{"cell.baccarat.draw.banker-stood.chemin-de-fer",
             QT_TRANSLATE_NOOP3("PromptText", "Banker %1, the player stood",
                                "A cell of the tableau at chemin de fer: the banker's (ο πάγκος) total when the player stood.")},
    PromptSentence{"cell.baccarat.draw.banker.chemin-de-fer",
             QT_TRANSLATE_NOOP3("PromptText", "Banker %1 against a third card %2",
                                "A cell of the tableau at chemin de fer: the banker's total against the player's third card.")},
    PromptSentence{"cell.baccarat.draw.player.chemin-de-fer",
             QT_TRANSLATE_NOOP3("PromptText", "Player %1", "A cell of the tableau at chemin de fer: the player's two-card total.")},
    PromptSentence{"cell.baccarat.draw.banker-stood.deux-tableaux",
             QT_TRANSLATE_NOOP3("PromptText", "Bank %1, the tableau stood",
                                "A cell of the tableau at deux tableaux: the bank's total when the tableau stood.")},
    PromptSentence{"cell.baccarat.draw.banker.deux-tableaux",
             QT_TRANSLATE_NOOP3("PromptText", "Bank %1 against a third card %2",
                                "A cell of the tableau at deux tableaux: the bank's total against the tableau's third card.")},
    PromptSentence{"cell.baccarat.draw.player.deux-tableaux",
             QT_TRANSLATE_NOOP3("PromptText", "Tableau %1", "A cell of the tableau at deux tableaux: a tableau's two-card total.")},
    // The heat-map cells of baccarat.total (Topic::cellWords): the hand size and its point.
    PromptSentence{"cell.baccarat.total.two",
             QT_TRANSLATE_NOOP3("PromptText", "Two cards making %1",
                                "A cell of baccarat.total: %1 the point 0–9 (art. 15 §13).")},
    PromptSentence{"cell.baccarat.total.three",
             QT_TRANSLATE_NOOP3("PromptText", "Three cards making %1",
                                "A cell of baccarat.total: %1 the point 0–9 (art. 15 §13).")},
    // The heat-map cells of baccarat.coup: both two-card points and Punto's third card.
    PromptSentence{"cell.baccarat.coup",
             QT_TRANSLATE_NOOP3("PromptText", "Punto %1 against Banco %2, third card %3",
                                "A cell of baccarat.coup: %1 and %2 the two-card points, %3 the value of Punto's third card. Regulation's words.")},
    PromptSentence{"cell.baccarat.coup.stood",
             QT_TRANSLATE_NOOP3("PromptText", "Punto %1 against Banco %2, Punto on two cards",
                                "A cell of baccarat.coup: %1 and %2 the two-card points; Punto took no third card.")},
    // The heat-map cells of baccarat.payout: %1 the bet (cell.baccarat.bet.*), then how the coup ended.
    PromptSentence{"cell.baccarat.payout.player",
             QT_TRANSLATE_NOOP3("PromptText", "%1 bet, Punto wins",
                                "A cell of baccarat.payout; %1 a bet such as \"Banco\".")},
    PromptSentence{"cell.baccarat.payout.banker",
             QT_TRANSLATE_NOOP3("PromptText", "%1 bet, Banco wins with other than 6",
                                "A cell of baccarat.payout; %1 a bet.")},
    PromptSentence{"cell.baccarat.payout.banker-6-two",
             QT_TRANSLATE_NOOP3("PromptText", "%1 bet, Banco wins with 6 on two cards",
                                "A cell of baccarat.payout; %1 a bet.")},
    PromptSentence{"cell.baccarat.payout.banker-6-three",
             QT_TRANSLATE_NOOP3("PromptText", "%1 bet, Banco wins with 6 on three cards",
                                "A cell of baccarat.payout; %1 a bet.")},
    PromptSentence{"cell.baccarat.payout.tie",
             QT_TRANSLATE_NOOP3("PromptText", "%1 bet, Egalité",
                                "A cell of baccarat.payout; %1 a bet; the coup is a tie.")},
    PromptSentence{"cell.baccarat.payout.paired",
             QT_TRANSLATE_NOOP3("PromptText", "%1 bet, the pair came",
                                "A cell of baccarat.payout; %1 a pair bet; its hand's first two cards are a pair.")},
    PromptSentence{"cell.baccarat.payout.unpaired",
             QT_TRANSLATE_NOOP3("PromptText", "%1 bet, no pair",
                                "A cell of baccarat.payout; %1 a pair bet; its hand's first two cards are no pair.")},
    PromptSentence{"cell.baccarat.bet.player",
             QT_TRANSLATE_NOOP3("PromptText", "Punto",
                                "A baccarat bet's name in a cell's words (regulation's word).")},
    PromptSentence{"cell.baccarat.bet.banker",
             QT_TRANSLATE_NOOP3("PromptText", "Banco",
                                "A baccarat bet's name in a cell's words (regulation's word).")},
    PromptSentence{"cell.baccarat.bet.tie",
             QT_TRANSLATE_NOOP3("PromptText", "Egalité",
                                "A baccarat bet's name in a cell's words (regulation's word).")},
    PromptSentence{"cell.baccarat.bet.super-six",
             QT_TRANSLATE_NOOP3("PromptText", "Super Six",
                                "A baccarat bet's name in a cell's words (the variants guide's name).")},
    PromptSentence{"cell.baccarat.bet.player-pair",
             QT_TRANSLATE_NOOP3("PromptText", "Punto pair",
                                "A baccarat side bet's name in a cell's words.")},
    PromptSentence{"cell.baccarat.bet.banker-pair",
             QT_TRANSLATE_NOOP3("PromptText", "Banco pair",
                                "A baccarat side bet's name in a cell's words.")},
    // The heat-map cells of baccarat.cagnotte: %1 the chip unit, then where the 5 % falls.
    PromptSentence{"cell.baccarat.cagnotte.whole",
             QT_TRANSLATE_NOOP3("PromptText", "Chips of %1, the 5 % on whole chips",
                                "A cell of baccarat.cagnotte (γκανιότα, art. 15 §7); %1 an amount.")},
    PromptSentence{"cell.baccarat.cagnotte.between",
             QT_TRANSLATE_NOOP3("PromptText", "Chips of %1, the 5 % between two chips",
                                "A cell of baccarat.cagnotte; %1 an amount; the share is rounded down.")},
    PromptSentence{"cell.baccarat.cagnotte.under",
             QT_TRANSLATE_NOOP3("PromptText", "Chips of %1, the 5 % under one chip",
                                "A cell of baccarat.cagnotte; %1 an amount; nothing is kept.")},
    // The heat-map cells of baccarat.burn: the first card's rank.
    PromptSentence{"cell.baccarat.burn",
             QT_TRANSLATE_NOOP3("PromptText", "First card %1",
                                "A cell of baccarat.burn (art. 15 §9): %1 a rank, A 2–10 J Q K.")},
};
} // namespace

std::span<const PromptSentence> baccaratSentences() { return kSentences; }

} // namespace croupier
