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
};
} // namespace

std::span<const PromptSentence> chipsSentences() { return kSentences; }

} // namespace croupier
