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
        return words.text == "; " ? clauses(parts) : parts.join(QString::fromStdString(words.text));
    }
    case Words::Kind::Sentence: break;
    }
    QString sentence = QCoreApplication::translate(words.context, words.text.c_str());
    for (const Words &arg : words.args)
        sentence = sentence.arg(text(arg, reader));
    // A reference among the words ("… (art. 15 §10 α).") in the reader's language too.
    return source(sentence);
}

QString clauses(const QStringList &items)
{
    //: The separator of a list of clauses ("12 × 25 = 300; 3 × 5 = 15"). In Greek the
    //: ano teleia with a space ("· "): ";" is the Greek question mark.
    return items.join(QCoreApplication::translate("WordsText", "; "));
}

Shown shown(const Explanation &explanation, MoneyLocale reader)
{
    QStringList sentences;
    for (const Words &w : explanation.sentences)
        sentences << text(w, reader);
    return {sentences.join(QLatin1Char(' ')), QString::fromStdString(explanation.source)};
}

/// A paragraph reference in the reader's language: "art. 16 §3, last paragraph"
/// becomes "άρθ. 16 §3, τελευταίο εδάφιο" in Greek. The references come from the
/// rule tables in core, which write them in English.
QString source(QString english)
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
