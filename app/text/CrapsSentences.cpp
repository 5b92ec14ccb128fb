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
    // craps.incident (core/craps/TOPICS.md): the regulation's incidents, the dealer's next step.
    PromptSentence{"craps.incident.voided-throw.off-table",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The shooter throws: the dice show %1 and %2, but one of them has left the table. "
                                "What is the next step?",
                                "craps.incident: %1 and %2 the dice (art. 16 §8). Answers: the dealer's steps (No "
                                "Roll, offer the dice, throw…)")},
    PromptSentence{"craps.incident.voided-throw.cocked",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The shooter throws: the dice show %1 and %2, but one of them has stopped on its "
                                "edge against a stack of chips. What is the next step?",
                                "craps.incident: %1 and %2 the dice; a cocked die (art. 16 §8)")},
    PromptSentence{"craps.incident.no-roll-called.off-table",
             QT_TRANSLATE_NOOP3("PromptText",
                                "A die left the table and the stickman has called No Roll. What is the next step?",
                                "craps.incident: after the call «Ρίψη άκυρη» (No Roll) for a die off the table "
                                "(art. 16 §8)")},
    PromptSentence{"craps.incident.no-roll-called.cocked",
             QT_TRANSLATE_NOOP3("PromptText",
                                "A die stopped on its edge against the chips and the stickman has called No Roll; "
                                "both dice are on the table. What is the next step?",
                                "craps.incident: after the call «Ρίψη άκυρη» (No Roll) for a cocked die (art. 16 §8)")},
    PromptSentence{"craps.incident.dice-offered.bet",
             QT_TRANSLATE_NOOP3("PromptText",
                                "A die left the table. While the stickman offers the shooter five dice, a player "
                                "puts chips on %1. What is the next step?",
                                "craps.incident: %1 a bet in the regulation's terms (FIELD, HARD 8…), art. 16 §8")},
    PromptSentence{"craps.incident.dice-offered",
             QT_TRANSLATE_NOOP3("PromptText",
                                "A die left the table. The stickman has offered the shooter five dice and he has "
                                "taken two; nobody bets. What is the next step?",
                                "craps.incident: art. 16 §8, the change of dice")},
    PromptSentence{"craps.incident.dice-come.declines",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Seven-out. The stickman offers the dice to the next player, who declines them. What "
                                "is the next step?",
                                "craps.incident: a player declines his turn with the dice (art. 16 §7)")},
    PromptSentence{"craps.incident.dice-come",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Seven-out. The next player takes the dice; his bets on the layout: %1. What is the "
                                "next step?",
                                "craps.incident: %1 the new shooter's bets in the regulation's terms, comma "
                                "separated (art. 16 §9)")},
    PromptSentence{"craps.incident.dice-come.no-bets",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Seven-out. The next player takes the dice; he has no bet on the layout. What is the "
                                "next step?",
                                "craps.incident: the new shooter has no bet at all (art. 16 §9)")},
    PromptSentence{"craps.incident.take-down.come-out",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The puck is OFF. A player asks to take down his %1. What is the next step?",
                                "craps.incident: %1 a bet in the regulation's terms, with its number for a COME or "
                                "DON'T COME bet that has travelled (\"COME 5\"); art. 16 §10 α")},
    PromptSentence{"craps.incident.take-down.come-out.odds",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The puck is OFF. A player asks to take down his %1, which has odds behind it. What "
                                "is the next step?",
                                "craps.incident: as craps.incident.take-down.come-out; the odds stay behind the bet")},
    PromptSentence{"craps.incident.take-down.point",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The point is %1. A player asks to take down his %2. What is the next step?",
                                "craps.incident: %1 the point, %2 the bet as in craps.incident.take-down.come-out")},
    PromptSentence{"craps.incident.take-down.point.odds",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The point is %1. A player asks to take down his %2, which has odds behind it. What "
                                "is the next step?",
                                "craps.incident: as craps.incident.take-down.point; the odds stay behind the bet")},
    // The heat-map cells of craps.roll (Topic::cellWords).
    PromptSentence{"cell.craps.roll",
             QT_TRANSLATE_NOOP3("PromptText", "%1 on a roll of %2",
                                "A cell of the craps layout: a bet (the regulation's term) and the dice total.")},
    // The heat-map cells of craps.incident: a situation and its case.
    PromptSentence{"cell.craps.incident.voided-throw",
             QT_TRANSLATE_NOOP3("PromptText", "A voided throw (%1)",
                                "A cell of the craps incidents: %1 off-table or cocked, the cause (art. 16 §8).")},
    PromptSentence{"cell.craps.incident.no-roll-called",
             QT_TRANSLATE_NOOP3("PromptText", "After No Roll (%1)",
                                "A cell of the craps incidents: %1 off-table or cocked, the cause (art. 16 §8).")},
    PromptSentence{"cell.craps.incident.dice-offered",
             QT_TRANSLATE_NOOP3("PromptText", "Dice offered, a bet: %1",
                                "A cell of the craps incidents: %1 bet (a player tries one) or none (art. 16 §8).")},
    PromptSentence{"cell.craps.incident.dice-come",
             QT_TRANSLATE_NOOP3("PromptText", "The dice come to a player (%1)",
                                "A cell of the craps incidents: %1 declines, or his line bet: pass, dont-pass or "
                                "none (art. 16 §7, §9).")},
    PromptSentence{"cell.craps.incident.take-down",
             QT_TRANSLATE_NOOP3("PromptText", "Take down %1",
                                "A cell of the craps incidents: %1 the bet a player asks to take down (art. 16 §10 α).")},
    // The heat-map cells of craps.layout: the point (or the come-out) and the roll.
    PromptSentence{"cell.craps.layout.come-out",
             QT_TRANSLATE_NOOP3("PromptText", "Come-out roll, %1",
                                "A cell of craps.layout: %1 the dice total.")},
    PromptSentence{"cell.craps.layout.come-out-hard",
             QT_TRANSLATE_NOOP3("PromptText", "Come-out roll, hard %1",
                                "A cell of craps.layout: %1 4, 6, 8 or 10 thrown as doubles.")},
    PromptSentence{"cell.craps.layout.come-out-easy",
             QT_TRANSLATE_NOOP3("PromptText", "Come-out roll, easy %1",
                                "A cell of craps.layout: %1 4, 6, 8 or 10 not thrown as doubles.")},
    PromptSentence{"cell.craps.layout.point",
             QT_TRANSLATE_NOOP3("PromptText", "Point %1, roll %2",
                                "A cell of craps.layout: %1 the point, %2 the dice total.")},
    PromptSentence{"cell.craps.layout.point-hard",
             QT_TRANSLATE_NOOP3("PromptText", "Point %1, hard %2",
                                "A cell of craps.layout: %1 the point, %2 4, 6, 8 or 10 as doubles.")},
    PromptSentence{"cell.craps.layout.point-easy",
             QT_TRANSLATE_NOOP3("PromptText", "Point %1, easy %2",
                                "A cell of craps.layout: %1 the point, %2 4, 6, 8 or 10 not as doubles.")},
    // The heat-map cells of craps.maximum: the bet (the regulation's term).
    PromptSentence{"cell.craps.maximum",
             QT_TRANSLATE_NOOP3("PromptText", "Maximum on %1",
                                "A cell of craps.maximum (art. 16 §3–5): %1 a bet such as \"FIELD\".")},
    PromptSentence{"cell.craps.maximum.odds",
             QT_TRANSLATE_NOOP3("PromptText", "Maximum on %1, point %2",
                                "A cell of craps.maximum: %1 an odds bet, %2 its point.")},
};
} // namespace

std::span<const PromptSentence> crapsSentences() { return kSentences; }

} // namespace croupier
