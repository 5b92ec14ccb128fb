#include "PromptText.h"

#include "Money.h"
#include "PromptSentences.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QtGlobal>

namespace croupier {

namespace {
const PromptSentence *sentenceFor(const std::string &key)
{
    for (const auto sentences : {baccaratSentences(), crapsSentences(), blackjackSentences(), chipsSentences(),
                                  protectionSentences()})
        for (const PromptSentence &s : sentences)
            if (key == s.key)
                return &s;
    return nullptr;
}

/// @p prompt's sentence translated by @p translate (English when it has none), its
/// arguments filled in, amounts in @p locale; an argument that is words of its own
/// (Prompt::said) is written the same way first.
template<typename Translate>
QString written(const Prompt &prompt, MoneyLocale locale, const Translate &translate)
{
    const PromptSentence *s = sentenceFor(prompt.key);
    if (!s)
        return QString::fromStdString(prompt.key);
    QString text = translate(*s);
    if (text.isEmpty())
        text = QString::fromUtf8(s->source.text);
    for (const Prompt::Arg &arg : prompt.args) {
        if (arg.words) {
            text = text.arg(written(*arg.words, locale, translate));
            continue;
        }
        if (arg.amounts) {
            // Every decimal number among the words, written as one amount is.
            static const QRegularExpression number(QStringLiteral("\\d+(\\.\\d+)?"));
            const QString source = QString::fromStdString(arg.text);
            QString out;
            qsizetype at = 0;
            for (auto it = number.globalMatch(source); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                out += source.mid(at, m.capturedStart() - at);
                out += QString::fromStdString(Money::parseCanonical(m.captured().toStdString()).format(locale));
                at = m.capturedEnd();
            }
            text = text.arg(out + source.mid(at));
            continue;
        }
        text = text.arg(QString::fromStdString(arg.money ? Money::parseCanonical(arg.text).format(locale) : arg.text));
    }
    return text;
}
} // namespace

PromptText::PromptText(const QString &language)
    : m_greek(language == QLatin1String("el"))
{
    // English is the source language; an English .qm only repeats it.
    if (language != QLatin1String("en"))
        (void)m_translator.load(QStringLiteral(":/i18n/croupier_%1.qm").arg(language));
}

bool PromptText::knows(const std::string &key) { return sentenceFor(key) != nullptr; }

bool PromptText::knows(const Prompt &prompt)
{
    if (!knows(prompt.key))
        return false;
    for (const Prompt::Arg &arg : prompt.args)
        if (arg.words && !knows(*arg.words))
            return false;
    return true;
}

QString PromptText::format(const Prompt &prompt) const
{
    return written(prompt, m_greek ? MoneyLocale::Greek : MoneyLocale::English, [this](const PromptSentence &s) {
        return m_translator.translate("PromptText", s.source.text, s.source.comment);
    });
}

QString PromptText::inAppLanguage(const Prompt &prompt)
{
    // Translations::install makes the catalogue's language the default locale.
    const bool greek = QLocale().language() == QLocale::Greek;
    return written(prompt, greek ? MoneyLocale::Greek : MoneyLocale::English, [](const PromptSentence &s) {
        return QCoreApplication::translate("PromptText", s.source.text, s.source.comment);
    });
}

} // namespace croupier
