#pragma once

#include "bank/Words.h"

#include <QString>
#include <QStringList>

/// Words in English, untranslated: each %1, %2 … filled in order, as QString::arg
/// does; amounts in the bank's notation (the app writes them in the reader's language).
inline QString english(const croupier::Words &w)
{
    switch (w.kind) {
    case croupier::Words::Kind::Literal:
    case croupier::Words::Kind::Amount: return QString::fromStdString(w.text);
    case croupier::Words::Kind::List: {
        QStringList parts;
        for (const croupier::Words &item : w.args)
            parts << english(item);
        return parts.join(QString::fromStdString(w.text));
    }
    case croupier::Words::Kind::Sentence: break;
    }
    QString s = QString::fromStdString(w.text);
    for (const croupier::Words &arg : w.args)
        s = s.arg(english(arg));
    return s;
}
