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
        return parts.join(separator(QString::fromStdString(words.text)));
    }
    case Words::Kind::Sentence: break;
    }
    QString sentence = QCoreApplication::translate(words.context, words.text.c_str());
    for (const Words &arg : words.args)
        sentence = sentence.arg(text(arg, reader));
    // A reference among the words ("… (art. 15 §10 α).") in the reader's language too
    // (its words only: a translated sentence's ";" may be Greek's question mark).
    return referenceWords(sentence);
}

QString clauses(const QStringList &items)
{
    return items.join(separator(QStringLiteral("; ")));
}

Shown shown(const Explanation &explanation, MoneyLocale reader)
{
    QStringList sentences;
    for (const Words &w : explanation.sentences)
        sentences << text(w, reader);
    return {sentences.join(QLatin1Char(' ')), QString::fromStdString(explanation.source)};
}

/// A list's separator in the reader's language: core writes "; " between the items of a
/// list ("17 × 25 = 425; 11 × 10 = 110") and between references, and Greek's ";" is its
/// question mark (its semicolon is the ano teleia, "·"). Other separators stay as written.
QString separator(const QString &english)
{
    if (english != QLatin1String("; "))
        return english;
    //: Between the items of a list inside a sentence ("17 × 25 = 425; 11 × 10 = 110") and between two rule references ("art. 16 §10 γ(2); RULINGS, Craps"). Greek: the ano teleia ("· "), not ";" (its question mark).
    return QCoreApplication::translate("Words", "; ");
}

QString source(QString english)
{
    // Two references: "art. 16 §10 γ(2); RULINGS, Craps".
    return referenceWords(english).replace(QLatin1String("; "), separator(QStringLiteral("; ")));
}

/// A paragraph reference's words in the reader's language: "art. 16 §3, last paragraph"
/// becomes "άρθ. 16 §3, τελευταίο εδάφιο" in Greek. The references come from the
/// rule tables in core, which write them in English.
QString referenceWords(QString english)
{
    struct Word
    {
        const char *english;
        QString translated;
    };
    const Word words[] = {
        //: In a rule's reference: "art. 16 §3" (the article of the regulation).
        {"art.", QCoreApplication::translate("RuleSource", "art.")},
        //: In a rule's reference: "art. 16 §3, last paragraph".
        {"last paragraph", QCoreApplication::translate("RuleSource", "last paragraph")},
        //: In a rule's reference: "art. 16 §3, second paragraph".
        {"second paragraph", QCoreApplication::translate("RuleSource", "second paragraph")},
        //: In a rule's reference: the Italian Punto Banco manual ("manual §5").
        {"manual", QCoreApplication::translate("RuleSource", "manual")},
        //: In a rule's reference: art. 15's section on deux tableaux, "Μπακαράς με δύο ταμπλώ" in the regulation ("art. 15, two-tableaux baccarat").
        {"two-tableaux baccarat", QCoreApplication::translate("RuleSource", "two-tableaux baccarat")},
        //: In a rule's reference: the Greek guide to the baccarat variants.
        {"guide", QCoreApplication::translate("RuleSource", "guide")},
        //: In a rule's reference: "Croupier's reading" (RULINGS.md, the product's reading of the rules).
        {"Croupier's reading", QCoreApplication::translate("RuleSource", "Croupier's reading")},
        // RULINGS.md's sections, as the references name them.
        //: In a rule's reference: RULINGS.md's section "Table limits and chips".
        {"Table limits and chips", QCoreApplication::translate("RuleSource", "Table limits and chips")},
        //: In a rule's reference: RULINGS.md's section "Payouts, commission and rounding".
        {"Payouts, commission and rounding", QCoreApplication::translate("RuleSource", "Payouts, commission and rounding")},
        //: In a rule's reference: the stacks a payout is cut into, a house setting.
        {"stacks of 5 or 20: house setting", QCoreApplication::translate("RuleSource", "stacks of 5 or 20: house setting")},
        //: In a rule's reference: craps' proper units are the house's convention.
        {"house convention: proper units", QCoreApplication::translate("RuleSource", "house convention: proper units")},
        //: In a rule's reference: change is given in chips of the table's unit, a house convention.
        {"house convention: change at the table's unit", QCoreApplication::translate("RuleSource", "house convention: change at the table's unit")},
        //: In a rule's reference: "RULINGS, chemin de fer (convention)": the product's convention.
        {"(convention)", QCoreApplication::translate("RuleSource", "(convention)")},
        //: In a rule's reference: RULINGS.md's section on how the dice are handled ("RULINGS, dice procedure").
        {"dice procedure", QCoreApplication::translate("RuleSource", "dice procedure")},
        //: In a rule's reference: RULINGS.md's section on a dummy hand (a coup with no bet on it).
        {"dummy hand", QCoreApplication::translate("RuleSource", "dummy hand")},
        //: In a rule's reference: RULINGS.md, the product's readings of the rules where the texts are unclear ("RULINGS, Craps").
        {"RULINGS", QCoreApplication::translate("RuleSource", "RULINGS")},
    };
    for (const Word &w : words)
        english.replace(QLatin1String(w.english), w.translated);
    return english;
}

} // namespace croupier::WordsText
