#pragma once
// Issue 13, item 3: the six amounts typed in Greek and in English, the
// money each means and how that language writes it back, worked by hand. Greek
// writes 1.234,50 and English 1,234.50. A lone separator followed by exactly three
// digits is the language's thousands separator (Greek 1.250, English 1,250);
// followed by one or two digits, or the other language's decimal mark, it is the
// decimal mark (12,5 and 12.5 are 12.5 in both); with both marks, the last one is
// the decimal mark. Shared by the drill, the study session and the exam sitting:
// one reader, the same rows at every entry point.

#include <QTest>

namespace croupier::test {

struct TypedAmountRow
{
    const char *language; ///< "el" or "en": the reader's language
    const char *typed;    ///< what the trainee types
    const char *amount;   ///< the money it means, in the bank's notation
    const char *written;  ///< that amount as the language writes it
};

inline constexpr TypedAmountRow typedAmountRows[] = {
    {"el", "1,250", "1.25", "1,25"},        {"el", "1.250", "1250", "1.250"},
    {"el", "12,5", "12.5", "12,50"},        {"el", "12.5", "12.5", "12,50"},
    {"el", "1.234,50", "1234.5", "1.234,50"}, {"el", "1,234.50", "1234.5", "1.234,50"},
    {"en", "1,250", "1250", "1,250"},       {"en", "1.250", "1.25", "1.25"},
    {"en", "12,5", "12.5", "12.50"},        {"en", "12.5", "12.5", "12.50"},
    {"en", "1.234,50", "1234.5", "1,234.50"}, {"en", "1,234.50", "1234.5", "1,234.50"},
};

/// Columns language, typed, amount, written; a row each, named "Greek 1,250 is 1.25".
inline void addTypedAmountRows()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("amount");
    QTest::addColumn<QString>("written");
    for (const TypedAmountRow &r : typedAmountRows)
        QTest::addRow("%s %s is %s", qstrcmp(r.language, "el") == 0 ? "Greek" : "English", r.typed, r.amount)
            << QString::fromLatin1(r.language) << QString::fromUtf8(r.typed) << QString::fromLatin1(r.amount)
            << QString::fromUtf8(r.written);
}

} // namespace croupier::test
