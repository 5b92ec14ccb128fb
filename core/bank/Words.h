#pragma once

#include "TranslationKey.h"

#include <string>
#include <vector>

namespace croupier {

class Money;

/**
 * @brief Words to show a trainee, before translation: an English sentence of core's
 * (the translation key, marked with CROUPIER_TRANSLATE_NOOP so lupdate keeps its
 * Greek), and what fills its %1, %2 …, each itself Words.
 *
 * core has no Qt: the app turns Words into the reader's language
 * (app/text/WordsText), translating each sentence in its context, writing each
 * amount as the reader's language writes money, and joining lists.
 */
struct Words
{
    enum class Kind {
        Sentence, ///< text is English, translated in context, then args fill %1, %2 …
        Literal, ///< text is shown as it is ("7 + 0 + 5 = 12", "PLACE 6 (RIGHT BET)")
        Amount, ///< text is an amount in the bank's notation ("12.5"), written for the reader
        List, ///< args, each in words, joined by text (", ")
    };
    Kind kind = Kind::Literal;
    const char *context = "";
    std::string text;
    std::vector<Words> args;

    /// A sentence of @p context; @p english must be wrapped in CROUPIER_TRANSLATE_NOOP.
    static Words say(const char *context, const char *english, std::vector<Words> args = {});
    static Words literal(std::string text);
    static Words number(long long n);
    static Words amount(const Money &m);
    static Words list(std::vector<Words> items, std::string joiner);

    friend bool operator==(const Words &, const Words &);
};

/**
 * @brief Why an answer is right: sentences in words, and the paragraph of the
 * regulation they come from ("art. 15 §12 α"), taken from the rule tables the
 * engine answers by (STYLE.md, convention 4), so the feedback cannot disagree
 * with the answer.
 */
struct Explanation
{
    std::vector<Words> sentences; ///< shown one after the other, a space apart
    std::string source; ///< empty only where no paragraph applies

    bool empty() const { return sentences.empty(); }
};

} // namespace croupier
