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
/// the installed catalogue's language: the regulation's and RULINGS' words translated.
QString source(QString english);

/// @p items joined as a list of clauses: "; " in English, "· " in Greek (the ano
/// teleia: ";" is the Greek question mark).
QString clauses(const QStringList &items);

} // namespace WordsText

} // namespace croupier
