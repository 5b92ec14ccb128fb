#include "PromptSentences.h"

#include <QtGlobal>

#include <array>

namespace croupier {

namespace {
// One sentence per chip-drill prompt key (core/chips/TOPICS.md); %1, %2… are the
// Prompt's arguments. A float is given as its chips in the bank's notation joined
// by " / " ("0.5 / 1 / 2.5 / 5").
constexpr std::array kSentences{
    PromptSentence{"chips.pay",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Pay %1 from a float of %2 (smallest chip %3): which chips, and how many of each, "
                                "make it in the fewest chips?",
                                "chips.pay: %1 the amount to hand over, %2 the float's chips, %3 the smallest chip. "
                                "The answer is a count per chip")},
    // The heat-map cells of chips.pay: the chips the fewest payment uses.
    PromptSentence{"cell.chips.pay.greedy",
             QT_TRANSLATE_NOOP3("PromptText", "Paid in %1", "A cell of chips.pay; %1 the chips used, \"5 + 25\"")},
    PromptSentence{"cell.chips.pay.not-greedy",
             QT_TRANSLATE_NOOP3("PromptText", "Paid in %1, not largest chip first",
                                "A cell of chips.pay; %1 the chips used, \"20\"; taking the largest chip first "
                                "would use more chips")},
    PromptSentence{"chips.colour-up",
             QT_TRANSLATE_NOOP3("PromptText",
                                "Colour up a player's chips, %1, from a float of %2: which chips, and how many of "
                                "each, are worth the same in the fewest chips?",
                                "chips.colour-up: %1 the player's chips (\"12 × 5 + 4 × 1\"), %2 the float's chips. "
                                "Colouring up: exchanging small chips for fewer of higher value")},
    PromptSentence{"chips.change",
             QT_TRANSLATE_NOOP3("PromptText",
                                "A player puts down %1 in cash at a table whose smallest chip is %2 (chips %3): "
                                "which chips, fewest, and how much cash goes back?",
                                "chips.change: %1 the cash, %2 the table's smallest chip, %3 the chips of the table. "
                                "A house convention: chips of at least the table's smallest, the rest in cash")},
    PromptSentence{"chips.count",
             QT_TRANSLATE_NOOP3("PromptText",
                                "How much is on the layout? The stacks, each from the bottom, apart by |: %1 "
                                "(smallest chip %2).",
                                "chips.count: %1 the stacks, \"20 × 5 | 4 × 25 + 3 × 5\": a run of 4 chips of 25 "
                                "under 3 of 5 in the second stack")},
    // The same question where the stacks are drawn (the drill and exam pages' felt): the
    // stacks are counted from the picture, not read from the text. A ".drawn" sentence
    // takes its prompt's arguments without the first (the words the picture replaces).
    PromptSentence{"chips.count.drawn",
             QT_TRANSLATE_NOOP3("PromptText", "How much is on the layout? Count the stacks as they lie (smallest chip %1).",
                                "chips.count, the stacks drawn on the felt beside the question; %1 the table's "
                                "smallest chip")},
    PromptSentence{"cell.chips.colour-up.greedy",
             QT_TRANSLATE_NOOP3("PromptText", "Coloured up into %1", "A cell of chips.colour-up; %1 the chips used, \"5 + 25\"")},
    PromptSentence{"cell.chips.colour-up.not-greedy",
             QT_TRANSLATE_NOOP3("PromptText", "Coloured up into %1, not largest chip first",
                                "A cell of chips.colour-up; %1 the chips used; taking the largest chip first would "
                                "use more chips")},
    PromptSentence{"cell.chips.change.exact",
             QT_TRANSLATE_NOOP3("PromptText", "Cash changed into %1", "A cell of chips.change; %1 the chips used")},
    PromptSentence{"cell.chips.change.returned",
             QT_TRANSLATE_NOOP3("PromptText", "Cash changed into %1, some handed back",
                                "A cell of chips.change; %1 the chips used; part of the cash is below the table's "
                                "smallest chip and goes back")},
    PromptSentence{"cell.chips.count.one-colour",
             QT_TRANSLATE_NOOP3("PromptText", "Stacks of %1", "A cell of chips.count: every chip is of %1")},
    PromptSentence{"cell.chips.count.colours",
             QT_TRANSLATE_NOOP3("PromptText", "Stacks of one colour each, up to %1",
                                "A cell of chips.count: each stack one value, the largest %1")},
    PromptSentence{"cell.chips.count.mixed",
             QT_TRANSLATE_NOOP3("PromptText", "Mixed stacks, up to %1",
                                "A cell of chips.count: stacks of several values, the largest %1")},
    PromptSentence{"chips.cut",
             QT_TRANSLATE_NOOP3("PromptText",
                                "A bet of %1 chips of %2 wins at %3; stacks of %4 (smallest chip %5). What is paid, "
                                "how many full stacks and loose chips of %2, and the rest in which chips?",
                                "chips.cut: %1 how many chips the bet is, %2 their value, %3 the payout ratio (3:2), "
                                "%4 the chips in a full stack (5 or 20), %5 the smallest chip. Cutting: paying in the "
                                "bet's own chips, sized against the bet")},
    PromptSentence{"chips.units",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 put down on %2, smallest chip %3. In proper units, what stake do you book, and "
                                "what does it win?",
                                "chips.units: %1 the money put down, %2 the bet in the regulation's terms (PLACE 6 "
                                "(RIGHT BET)), %3 the smallest chip. Proper units: a stake whose win is whole chips")},
    PromptSentence{"chips.units.odds",
             QT_TRANSLATE_NOOP3("PromptText",
                                "%1 put down on %2 with the point %3, smallest chip %4. In proper units, what stake "
                                "do you book, and what does it win?",
                                "chips.units: %2 the odds bet (WIN ODDS…), %3 the point or come point")},
    PromptSentence{"cell.chips.cut.none",
             QT_TRANSLATE_NOOP3("PromptText", "Cut at %1 in stacks of %2",
                                "A cell of chips.cut: %1 the ratio, %2 chips a stack; the payout is whole chips of the bet")},
    PromptSentence{"cell.chips.cut.rest",
             QT_TRANSLATE_NOOP3("PromptText", "Cut at %1 in stacks of %2, with a rest",
                                "A cell of chips.cut: part of the payout is below one of the bet's chips")},
    PromptSentence{"cell.chips.units.on",
             QT_TRANSLATE_NOOP3("PromptText", "%1 on %2, in proper units",
                                "A cell of chips.units: %1 the bet, %2 its number; the stake already in units")},
    PromptSentence{"cell.chips.units.off",
             QT_TRANSLATE_NOOP3("PromptText", "%1 on %2, brought to proper units",
                                "A cell of chips.units: %1 the bet, %2 its number; part of the stake goes back")},
};
} // namespace

std::span<const PromptSentence> chipsSentences() { return kSentences; }

} // namespace croupier
