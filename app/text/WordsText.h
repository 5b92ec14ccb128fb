#pragma once

#include "Money.h"
#include "bank/Words.h"

#include <QString>
#include <QStringList>

namespace croupier {

/**
 * @brief core's Words in the reader's language: each sentence translated in its
 * context (QCoreApplication::translate, so the installed catalogue's language),
 * its %1, %2 … filled in order, amounts written as @p reader writes money (the
 * app passes Amounts::currentLocale(), so amounts read as Amounts writes them),
 * lists joined.
 */
namespace WordsText {

QString text(const Words &words, MoneyLocale reader);

/// An explanation as the drill and study pages show it: its sentences a space
/// apart, and the paragraph apart.
struct Shown
{
    QString text;
    QString source;
};
Shown shown(const Explanation &explanation, MoneyLocale reader);

/// A rule's reference ("art. 15 §14; manual §1", "RULINGS, Table limits and chips") in
/// the installed catalogue's language: the regulation's and RULINGS' words translated,
/// two references apart as the language writes it (Greek: "·", its ";" a question mark).
QString source(QString english);

/// @p items joined as a list of clauses: separator("; ").
QString clauses(const QStringList &items);

/// A reference's words alone in the installed catalogue's language ("art." → "άρθ."),
/// inside a sentence too: its punctuation as it is.
QString referenceWords(QString english);

/// A list's separator as the installed catalogue's language writes it: "; " (core's,
/// between the items of a list and between references) is "· " in Greek; others unchanged.
QString separator(const QString &english);

} // namespace WordsText

} // namespace croupier
