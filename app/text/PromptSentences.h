#pragma once

#include <span>

namespace croupier {

/**
 * @brief The English sentence of one prompt key, with its translator comment.
 *
 * Each game keeps its sentences in its own file (BaccaratSentences.cpp, …), marked
 * with QT_TRANSLATE_NOOP3("PromptText", …) so lupdate collects them; PromptText
 * looks them up and translates them.
 */
struct PromptSentence
{
    const char *key;
    struct
    {
        const char *text;
        const char *comment;
    } source; // QT_TRANSLATE_NOOP3 gives {text, comment}
};

std::span<const PromptSentence> baccaratSentences();
std::span<const PromptSentence> crapsSentences();
std::span<const PromptSentence> blackjackSentences();
std::span<const PromptSentence> chipsSentences();
std::span<const PromptSentence> protectionSentences();

} // namespace croupier
