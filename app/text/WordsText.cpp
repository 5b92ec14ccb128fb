#include "WordsText.h"

#include <QCoreApplication>
#include <QStringList>

namespace croupier::WordsText {

QString text(const Words &words, MoneyLocale reader)
{
    switch (words.kind) {
    case Words::Kind::Literal: return QString::fromStdString(words.text);
    case Words::Kind::Amount: return QString::fromStdString(Money::parseCanonical(words.text).format(reader));
    case Words::Kind::List: {
        QStringList parts;
        for (const Words &item : words.args)
            parts << text(item, reader);
        return parts.join(QString::fromStdString(words.text));
    }
    case Words::Kind::Sentence: break;
    }
    QString sentence = QCoreApplication::translate(words.context, words.text.c_str());
    for (const Words &arg : words.args)
        sentence = sentence.arg(text(arg, reader));
    return sentence;
}

Shown shown(const Explanation &explanation, MoneyLocale reader)
{
    QStringList sentences;
    for (const Words &w : explanation.sentences)
        sentences << text(w, reader);
    return {sentences.join(QLatin1Char(' ')), QString::fromStdString(explanation.source)};
}

} // namespace croupier::WordsText
