#include "PromptSentences.h"

#include <QtGlobal>
#include <array>

namespace croupier {

namespace {
// One sentence per blackjack prompt key; %1, %2… are the Prompt's arguments. Cards
// come as "AS 6H"; the answers' words (hit, stand, win, lose, push…) are the bank's
// and stay in English in the JSON, so the sentences name them in the reader's words.
constexpr std::array kSentences {
    PromptSentence {"blackjack.total",
        QT_TRANSLATE_NOOP3("PromptText", "Cards %1: what is the total? Is it soft, a blackjack, bust?",
            "blackjack.total: %1 is a hand such as \"AS 6H 4D\". Soft: an ace counts 11. "
            "Blackjack: 21 on two cards. Bust: over 21 (art. 14 §12)")},
    PromptSentence {"blackjack.dealer",
        QT_TRANSLATE_NOOP3("PromptText", "The dealer has %1: does he draw or stand?",
            "blackjack.dealer: %1 is the dealer's hand such as \"AS 6H\"; he stands on 17 or "
            "more, a soft 17 included (art. 14 §12 γ)")},
    PromptSentence {"blackjack.payout.main",
        QT_TRANSLATE_NOOP3("PromptText",
            "%1 on the box, smallest chip %2. Player %3, dealer %4: does the bet win, lose or "
            "push, and what do you pay?",
            "blackjack.payout: %1 is everything on the box (a double included), %2 the table's "
            "smallest chip, %3 and %4 the final hands")},
    PromptSentence {"blackjack.payout.main-split",
        QT_TRANSLATE_NOOP3("PromptText",
            "%1 on a hand from a split, smallest chip %2. Player %3, dealer %4: does the bet "
            "win, lose or push, and what do you pay?",
            "blackjack.payout: as blackjack.payout.main, for one of the hands a pair was split "
            "into (SPLIT, art. 14 §14): a 21 on two cards is no blackjack there")},
    PromptSentence {"blackjack.payout.insurance",
        QT_TRANSLATE_NOOP3("PromptText",
            "Insurance of %1, smallest chip %2. Player %3, dealer %4: does the insurance win, "
            "lose or push, and what do you pay?",
            "blackjack.payout: the insurance (INSURANCE, art. 14 §13) against a dealer ace; "
            "%1 the insurance bet, %2 the smallest chip, %3 and %4 the final hands")},
    PromptSentence {"blackjack.payout.even-money",
        QT_TRANSLATE_NOOP3("PromptText",
            "%1 on the box, smallest chip %2. The player has %3 against the dealer's %4 and "
            "takes even money: does the bet win, lose or push, and what do you pay?",
            "blackjack.payout: even money, a blackjack paid its stake once at once against a "
            "dealer ace (art. 14 §12 β)")},
    PromptSentence {"blackjack.round",
        QT_TRANSLATE_NOOP3("PromptText",
            "The dealer's hand is %1, smallest chip %2. The boxes from the dealer's left, each "
            "as bet: cards (×2 a double, / between split hands, +N insured for N, (1:1) even "
            "money taken): %3. How much do you pay, how much do you collect, and how many hands "
            "push?",
            "blackjack.round: %1 the dealer's finished hand, %2 the smallest chip, %3 the boxes "
            "such as \"1) 10 +5: 8S 3H / 8D TD ×2 · 2) 20: AS KD (1:1)\"; keep the symbols ×2, "
            "/, + and (1:1) as they are")},
    PromptSentence {"blackjack.step.box",
        QT_TRANSLATE_NOOP3("PromptText",
            "Your card is %1 and the box in front of you holds %2. What is your next step: "
            "offer insurance, pay the blackjack now, wait, collect, ask the player, move to the "
            "next box, draw or stand?",
            "blackjack.step: the dealer's own next move (art. 14 §12, §13); %1 the dealer's "
            "first card, %2 the player's cards")},
    PromptSentence {"blackjack.step.box-insured",
        QT_TRANSLATE_NOOP3("PromptText",
            "Your card is %1, insurance has been offered, and the box in front of you holds %2. "
            "What is your next step: offer insurance, pay the blackjack now, wait, collect, ask "
            "the player, move to the next box, draw or stand?",
            "blackjack.step: as blackjack.step.box, after insurance (and even money) was "
            "offered against the dealer's ace")},
    PromptSentence {"blackjack.step.dealer",
        QT_TRANSLATE_NOOP3("PromptText",
            "Every box has played and your cards are %1. What is your next step: offer "
            "insurance, pay the blackjack now, wait, collect, ask the player, move to the next "
            "box, draw or stand?",
            "blackjack.step: the dealer's turn; %1 his cards so far. No hole card: his second "
            "card comes now (art. 14 §12 γ)")},
    PromptSentence {"blackjack.incident.face-up",
        QT_TRANSLATE_NOOP3("PromptText",
            "Your cards: %1. Boxes: %2. At box %3's turn the next card in the shoe shows its face: %4. "
            "What does the dealer do with it?",
            "blackjack.incident: art. 14 §7 ¶1; %1 the dealer's cards, %2 the boxes as "
            "\"2) TS 5D · 5) 9C 7H\", %3 a box number, %4 a card")},
    PromptSentence {"blackjack.incident.exposed",
        QT_TRANSLATE_NOOP3("PromptText",
            "Your cards: %1. Boxes: %2. At box %3's turn %4 came out that the player did not ask for. "
            "What does the dealer do with the first card still waiting: offer it (to which box), "
            "take it, or burn it?",
            "blackjack.incident: art. 14 §7 ¶2; %1 the dealer's cards (his first, then any exposed "
            "card he took), %2 the boxes as \"2) TS 5D · 5) 9C 7H\", %3 a box number, %4 the "
            "exposed cards in order")},
    PromptSentence {"blackjack.incident.exposed-refused",
        QT_TRANSLATE_NOOP3("PromptText",
            "Your cards: %1. Boxes: %2. At box %3's turn %4 came out that the player did not ask for; "
            "box(es) %5 refused it. What does the dealer do with the first card still waiting: offer "
            "it (to which box), take it, or burn it?",
            "blackjack.incident: as blackjack.incident.exposed; %5 the boxes that refused, \"3, 4\"")},
    PromptSentence {"blackjack.incident.over-limit",
        QT_TRANSLATE_NOOP3("PromptText",
            "Table limits %1 to %2. A player puts %3 on an empty box. What does the dealer do, and "
            "what stake stays on the box?",
            "blackjack.incident: art. 14 §16; %1 the minimum, %2 the maximum, %3 the bet")},
    PromptSentence {"blackjack.incident.standing-1",
        QT_TRANSLATE_NOOP3("PromptText",
            "Table limits %1 to %2. The seated player has %3 on the box; a standing player asks to "
            "bet %4 on it. What does the dealer do, and what stake of his stays?",
            "blackjack.incident: art. 14 §11; %1 minimum, %2 maximum, %3 the seated player's bet, "
            "%4 the standing player's")},
    PromptSentence {"blackjack.incident.standing-2",
        QT_TRANSLATE_NOOP3("PromptText",
            "Table limits %1 to %2. The box holds %3 (seated) and %4 (standing); another standing "
            "player asks to bet %5 on it. What does the dealer do, and what stake of his stays?",
            "blackjack.incident: art. 14 §11; %3 the seated player's bet, %4 a standing player's, "
            "%5 the new one")},
    PromptSentence {"blackjack.incident.standing-3",
        QT_TRANSLATE_NOOP3("PromptText",
            "Table limits %1 to %2. The box holds %3 (seated), %4 and %5 (standing); another "
            "standing player asks to bet %6 on it. What does the dealer do, and what stake of his stays?",
            "blackjack.incident: art. 14 §11; %3 the seated player's bet, %4 and %5 the standing "
            "players', %6 the new one")},
    PromptSentence {"blackjack.incident.cut-deal",
        QT_TRANSLATE_NOOP3("PromptText",
            "The cut card comes out while you deal the first cards of a round. What do you do?",
            "blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)")},
    PromptSentence {"blackjack.incident.cut-players",
        QT_TRANSLATE_NOOP3("PromptText",
            "The cut card comes out while you give a player a card. What do you do?",
            "blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)")},
    PromptSentence {"blackjack.incident.cut-dealer",
        QT_TRANSLATE_NOOP3("PromptText",
            "The cut card comes out while you draw your own hand. What do you do?",
            "blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)")},
    PromptSentence {"blackjack.incident.cut-settled",
        QT_TRANSLATE_NOOP3("PromptText",
            "The cut card came out during this round, and every bet of it is now settled. What do "
            "you do?",
            "blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)")},
    PromptSentence {"blackjack.incident.cut-called",
        QT_TRANSLATE_NOOP3("PromptText",
            "You have called the last round of the shoe (the cut card came out), and it is over. "
            "What do you do next?",
            "blackjack.incident: art. 14 §8, the cut card (κάρτα τελειώματος)")},
};
} // namespace

std::span<const PromptSentence> blackjackSentences() { return kSentences; }

} // namespace croupier
