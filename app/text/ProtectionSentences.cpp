#include "PromptSentences.h"

#include <QtGlobal>

#include <array>

namespace croupier {

namespace {
// The prompt of protection.spot and the names of its heat-map cells, one per error kind
// of the catalogue (core/protection/TOPICS.md).
constexpr std::array kSentences{
    PromptSentence{"protection.spot",
             QT_TRANSLATE_NOOP3("PromptText",
                                "The dealer's steps of round %2 (seed %3): %1. Which step is the first wrong one, "
                                "what is the error, and what is the remedy? (none, if every step is right)",
                                "protection.spot: %1 the steps, each its index, the action and what it acts on, in "
                                "the question bank's notation; %2 the round; %3 the seed it was dealt from")},
    PromptSentence{"cell.protection.spot.none",
             QT_TRANSLATE_NOOP3("PromptText", "A round with no error", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.extra-card",
             QT_TRANSLATE_NOOP3("PromptText", "A card drawn where the rule stands", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.missed-card",
             QT_TRANSLATE_NOOP3("PromptText", "No card drawn where the rule draws", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.wrong-call",
             QT_TRANSLATE_NOOP3("PromptText", "A total or point called wrong", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.wrong-winner",
             QT_TRANSLATE_NOOP3("PromptText", "The wrong winner announced", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.no-commission",
             QT_TRANSLATE_NOOP3("PromptText", "Banco paid without its commission", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.short-pay",
             QT_TRANSLATE_NOOP3("PromptText", "A payment short", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.over-pay",
             QT_TRANSLATE_NOOP3("PromptText", "A payment over", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.pay-before-collect",
             QT_TRANSLATE_NOOP3("PromptText", "A winner paid before the losers were collected",
                                "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.past-posting",
             QT_TRANSLATE_NOOP3("PromptText", "A bet put down after the result", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.card-exposed",
             QT_TRANSLATE_NOOP3("PromptText", "An exposed card played on", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.cut-card-ignored",
             QT_TRANSLATE_NOOP3("PromptText", "The cut card ignored", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.wrong-move",
             QT_TRANSLATE_NOOP3("PromptText", "A come bet moved to the wrong number", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.wrong-puck",
             QT_TRANSLATE_NOOP3("PromptText", "The puck on the wrong number", "A cell of protection.spot")},
    PromptSentence{"cell.protection.spot.die-off-table",
             QT_TRANSLATE_NOOP3("PromptText", "A die off the table, the throw settled", "A cell of protection.spot")},
};
} // namespace

std::span<const PromptSentence> protectionSentences() { return kSentences; }

} // namespace croupier
