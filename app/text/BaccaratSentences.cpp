#include "PromptSentences.h"

#include <QtGlobal>

#include <array>

namespace croupier {

namespace {
// One sentence per baccarat prompt key; %1, %2… are the Prompt's arguments.
constexpr std::array kSentences{
    PromptSentence{"baccarat.total",
             QT_TRANSLATE_NOOP3("PromptText", "Cards %1: what is the point?",
                                "baccarat.total: %1 is a list of 2 or 3 cards such as \"7H 8S\"; "
                                "the point is the sum modulo 10 (art. 15 §13)")},
    PromptSentence{"baccarat.draw.player",
             QT_TRANSLATE_NOOP3("PromptText", "Punto %1, Banco %2: does Punto draw a third card?",
                                "baccarat.draw: %1 and %2 are cards such as \"7H 8S\". The answer is draw, stand "
                                "or option. Keep Punto and Banco as in the regulation.")},
    PromptSentence{"baccarat.draw.banker",
             QT_TRANSLATE_NOOP3("PromptText", "Punto %1, Banco %2: does Banco draw a third card?",
                                "baccarat.draw: %1 and %2 are cards; Punto may already have a third card")},
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
                                "baccarat.burn: %1 is a card such as \"7H\"; art. 15 §9, the burn")},
    // The heat-map cells of baccarat.draw (Topic::cellWords): the tableau's rows and columns.
    PromptSentence{"cell.baccarat.draw.banker-stood",
             QT_TRANSLATE_NOOP3("PromptText", "Banco %1, Punto stood",
                                "A cell of the tableau: Banco's total when Punto stood. Regulation's words.")},
    PromptSentence{"cell.baccarat.draw.banker",
             QT_TRANSLATE_NOOP3("PromptText", "Banco %1 against a third card %2",
                                "A cell of the tableau: Banco's total against Punto's third card.")},
    PromptSentence{"cell.baccarat.draw.player",
             QT_TRANSLATE_NOOP3("PromptText", "Punto %1", "A cell of the tableau: Punto's two-card total.")},
};
} // namespace

std::span<const PromptSentence> baccaratSentences() { return kSentences; }

} // namespace croupier
