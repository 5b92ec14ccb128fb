#include "PromptSentences.h"

#include <QtGlobal>

#include <array>

namespace croupier {

namespace {
// One sentence per craps prompt key; %1, %2… are the Prompt's arguments. Bet names
// such as WIN, DON'T WIN, COME, FIELD, PLACE 6 (RIGHT BET) arrive as arguments in
// the regulation's own English terms, which the Greek text of art. 16 keeps too.
constexpr std::array kSentences{
    // craps.roll (question-bank.md)
    PromptSentence{"craps.roll.come-out",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 on %2, smallest chip %3. Come-out roll, no point: the dice show %4 and %5. Does "
                                "the bet win, lose, push, stay or is it off; what do you pay; where does it travel?",
                                "craps.roll: %1 the stake, %2 the bet in the regulation's terms (WIN, FIELD, PLACE 6 "
                                "(RIGHT BET)…), %3 the smallest chip, %4 and %5 the two dice. Come-out roll: the puck "
                                "is off. Answers: win, lose, push, stay, off; the amount paid; the number the bet "
                                "travels to")},
    PromptSentence{"craps.roll.come-out.working",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 on %2, called working, smallest chip %3. Come-out roll, no point: the dice show "
                                "%4 and %5. Does the bet win, lose, push, stay or is it off; what do you pay; where "
                                "does it travel?",
                                "craps.roll: as craps.roll.come-out; the player asked that his bets that are off on "
                                "the come-out play this roll (art. 16 §10, last paragraph)")},
    PromptSentence{"craps.roll.come-out.come-point",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 on %2 at its number %3, smallest chip %4. Come-out roll, no point: the dice show "
                                "%5 and %6. Does the bet win, lose, push, stay or is it off; what do you pay; where "
                                "does it travel?",
                                "craps.roll: %2 is COME, DON'T COME or their odds, %3 the number the come bet "
                                "travelled to, %4 the smallest chip, %5 and %6 the dice")},
    PromptSentence{"craps.roll.come-out.come-point.working",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 on %2 at its number %3, called working, smallest chip %4. Come-out roll, no "
                                "point: the dice show %5 and %6. Does the bet win, lose, push, stay or is it off; "
                                "what do you pay; where does it travel?",
                                "craps.roll: as craps.roll.come-out.come-point; the odds were called working for "
                                "the come-out roll")},
    PromptSentence{"craps.roll.point",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 on %2, smallest chip %3. The point is %4; the dice show %5 and %6. Does the bet "
                                "win, lose, push, stay or is it off; what do you pay; where does it travel?",
                                "craps.roll: %1 the stake, %2 the bet, %3 the smallest chip, %4 the point (the puck "
                                "is on it), %5 and %6 the dice")},
    PromptSentence{"craps.roll.point.come-point",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 on %2 at its number %3, smallest chip %4. The point is %5; the dice show %6 and "
                                "%7. Does the bet win, lose, push, stay or is it off; what do you pay; where does it "
                                "travel?",
                                "craps.roll: %2 is COME, DON'T COME or their odds, %3 the come bet's number, %5 the "
                                "table's point, %6 and %7 the dice")},
    // craps.layout (core/craps/TOPICS.md)
    PromptSentence{"craps.layout.come-out",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Come-out roll, no point; smallest chip %1. The layout, player by player: %2. The "
                                "dice show %3 and %4. How much do you pay in all, how much do you collect, where is "
                                "the puck afterwards, and does the shooter seven out?",
                                "craps.layout: %2 lists each player's bets as \"#1 WIN: 10, WIN ODDS: 20 | #2 …\"; "
                                "#1 is the player, then the bet (the regulation's terms, with its number) and its "
                                "stake; (ON) marks a bet called working")},
    PromptSentence{"craps.layout.point",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The point is %1; smallest chip %2. The layout, player by player: %3. The dice show "
                                "%4 and %5. How much do you pay in all, how much do you collect, where is the puck "
                                "afterwards, and does the shooter seven out?",
                                "craps.layout: %1 the point, %3 the bets as in craps.layout.come-out")},
    // craps.maximum (core/craps/TOPICS.md)
    PromptSentence{"craps.maximum.pass-odds",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Table limits %1 to %2, smallest chip %3. A player has %4 on WIN and the point is "
                                "%5: what is the largest odds bet he may place beside it?",
                                "craps.maximum: %1 and %2 the table minimum and maximum, %4 the flat bet, %5 the "
                                "point (art. 16 §3)")},
    PromptSentence{"craps.maximum.dont-pass-odds",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Table limits %1 to %2, smallest chip %3. A player has %4 on DON'T WIN and the point "
                                "is %5: what is the largest odds bet he may bridge on it?",
                                "craps.maximum: odds on DON'T WIN (art. 16 §4)")},
    PromptSentence{"craps.maximum.come-odds",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Table limits %1 to %2, smallest chip %3. A player has %4 on COME, travelled to %5: "
                                "what is the largest odds bet he may place on it?",
                                "craps.maximum: odds on a COME bet at its number (art. 16 §3)")},
    PromptSentence{"craps.maximum.dont-come-odds",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Table limits %1 to %2, smallest chip %3. A player has %4 on DON'T COME, travelled "
                                "to %5: what is the largest odds bet he may bridge on it?",
                                "craps.maximum: odds on a DON'T COME bet at its number (art. 16 §4)")},
    PromptSentence{"craps.maximum.bet",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Table limits %1 to %2, smallest chip %3: what is the largest bet permitted on %4?",
                                "craps.maximum: %4 is a bet in the regulation's terms (PLACE 6 (RIGHT BET), HARD 4, "
                                "FIELD…), art. 16 §3 and §5")},
    // The heat-map cells of craps.roll (Topic::cellWords).
    PromptSentence{"cell.craps.roll",
             QT_TRANSLATE_NOOP3("PromptText", "%1 on a roll of %2",
                                "A cell of the craps layout: a bet (the regulation's term) and the dice total.")},
};
} // namespace

std::span<const PromptSentence> crapsSentences() { return kSentences; }

} // namespace croupier
