#pragma once

#include "bank/Topic.h"

#include <QString>
#include <QTranslator>

namespace croupier {

/**
 * @brief Turns a core Prompt (key + arguments) into the sentence a trainee reads,
 * in a given language, whatever language the rest of the program speaks.
 *
 * The sentences are marked with QT_TRANSLATE_NOOP so lupdate collects them into
 * translations/croupier_*.ts; this class looks them up in its own translator.
 */
class PromptText
{
public:
    /// @p language "el" or "en".
    explicit PromptText(const QString &language);

    QString format(const Prompt &prompt) const;
    /// @p prompt in the language of the installed catalogue (the running app's,
    /// not an exam's): the same table of sentences, through QCoreApplication.
    static QString inAppLanguage(const Prompt &prompt);
    /// True when @p key has a sentence (every registered topic must have one).
    static bool knows(const std::string &key);
    /// True when @p prompt's key and those of every argument that is words of its
    /// own (Prompt::said) have a sentence.
    static bool knows(const Prompt &prompt);

private:
    QTranslator m_translator;
    bool m_greek = false;
};

} // namespace croupier
