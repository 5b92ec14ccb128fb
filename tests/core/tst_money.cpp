#include "InputError.h"
#include "Money.h"

#include <QtTest>

using croupier::DecimalStyle;
using croupier::InputError;
using croupier::Money;
using croupier::MoneyLocale;
using croupier::Ratio;
using croupier::Rational;
using namespace Qt::StringLiterals;

namespace croupier {
// QCOMPARE prints these on failure.
char *toString(const Money &money)
{
    return qstrdup(money.toString().c_str());
}
char *toString(const Ratio &ratio)
{
    return qstrdup(ratio.toString().c_str());
}
} // namespace croupier

namespace {
Money money(const char *canonical)
{
    return Money::parseCanonical(canonical);
}

/// Rational from decimal strings, so expected values beyond 64 bits read as written.
Rational fraction(const QString &numerator, const QString &denominator)
{
    using Integer = boost::multiprecision::cpp_int;
    return { Integer(numerator.toStdString()), Integer(denominator.toStdString()) };
}

/// Runs @p parse, which must throw InputError with an empty field and a reason containing @p keyword.
template<class Parse> void expectRefusal(Parse parse, const QString &keyword)
{
    try {
        parse();
    } catch (const InputError &error) {
        const auto reason = QString::fromStdString(error.reason());
        QVERIFY2(reason.contains(keyword), qPrintable("reason: " + reason));
        QVERIFY2(error.field().empty(), error.field().c_str());
        return;
    }
    QFAIL("accepted");
}
} // namespace

/// @brief Exact money: canonical and lenient parsing, formatting, arithmetic, ratios, chip rounding.
class TestMoney : public QObject
{
    Q_OBJECT

private slots:
    void parseCanonical_data();
    void parseCanonical();
    void parseCanonicalRefuses_data();
    void parseCanonicalRefuses();
    void parse_data();
    void parse();
    void parseRefuses_data();
    void parseRefuses();
    void parseTyped_data();
    void parseTyped();
    void typedRoundTrip_data();
    void typedRoundTrip();
    void format_data();
    void format();
    void arithmetic_data();
    void arithmetic();
    void comparison_data();
    void comparison();
    void ratioParse_data();
    void ratioParse();
    void ratioRefuses_data();
    void ratioRefuses();
    void times_data();
    void times();
    void floorPayout_data();
    void floorPayout();
    void floorMoney_data();
    void floorMoney();
    void isMultipleOf_data();
    void isMultipleOf();
    void chipUnitMustBePositive_data();
    void chipUnitMustBePositive();
};

void TestMoney::parseCanonical_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical");

    QTest::newRow("integer stays as written") << u"35"_s << u"35"_s;
    QTest::newRow("one decimal") << u"223.5"_s << u"223.5"_s;
    QTest::newRow("quarter") << u"0.25"_s << u"0.25"_s;
    QTest::newRow("trailing zeros are dropped") << u"35.00"_s << u"35"_s;
    QTest::newRow("trailing zero after a decimal is dropped") << u"12.50"_s << u"12.5"_s;
    QTest::newRow("leading zeros are accepted") << u"007"_s << u"7"_s;
    QTest::newRow("zero") << u"0"_s << u"0"_s;
    QTest::newRow("zero with decimals is zero") << u"0.000"_s << u"0"_s;
    QTest::newRow("beyond 64 bits stays exact")
        << u"123456789012345678901234567890.123456789"_s << u"123456789012345678901234567890.123456789"_s;
    QTest::newRow("forty digits are the limit")
        << u"1234567890123456789012345678901234567890"_s << u"1234567890123456789012345678901234567890"_s;
}

void TestMoney::parseCanonical()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    const Money parsed = Money::parseCanonical(text.toStdString());
    QCOMPARE(QString::fromStdString(parsed.toString()), canonical);
    // What toString() writes, parseCanonical() reads back.
    QCOMPARE(Money::parseCanonical(parsed.toString()), parsed);
}

void TestMoney::parseCanonicalRefuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("keyword");

    QTest::newRow("empty is refused") << u""_s << u"empty"_s;
    QTest::newRow("minus sign is refused") << u"-5"_s << u"negative"_s;
    QTest::newRow("plus sign is refused") << u"+5"_s << u"'+'"_s;
    QTest::newRow("exponent is refused") << u"1e3"_s << u"exponent"_s;
    QTest::newRow("capital exponent is refused") << u"2.5E2"_s << u"exponent"_s;
    QTest::newRow("decimal comma is refused") << u"1,5"_s << u"','"_s;
    QTest::newRow("grouping is refused") << u"1,234.50"_s << u"','"_s;
    QTest::newRow("missing integer part is refused") << u".5"_s << u"write 0.5"_s;
    QTest::newRow("missing decimals are refused") << u"12."_s << u"end"_s;
    QTest::newRow("two points are refused") << u"1.2.3"_s << u"more than one"_s;
    QTest::newRow("leading space is refused") << u" 12"_s << u"spaces"_s;
    QTest::newRow("currency sign is refused") << u"€12"_s << u"currency"_s;
    QTest::newRow("letters are refused") << u"12abc"_s << u"unexpected character 'a'"_s;
    QTest::newRow("point alone has no digits") << u"."_s << u"no digits"_s;
    QTest::newRow("forty-one digits are refused") << QString(41, '1') << u"too many digits"_s;
}

void TestMoney::parseCanonicalRefuses()
{
    QFETCH(QString, text);
    QFETCH(QString, keyword);
    expectRefusal([&] { Money::parseCanonical(text.toStdString()); }, keyword);
}

void TestMoney::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<DecimalStyle>("hint");
    QTest::addColumn<QString>("canonical");

    const auto Auto = DecimalStyle::Auto;
    const auto Point = DecimalStyle::Point;
    const auto Comma = DecimalStyle::Comma;

    QTest::newRow("plain integer") << u"35"_s << Auto << u"35"_s;
    QTest::newRow("decimal point") << u"12.50"_s << Auto << u"12.5"_s;
    QTest::newRow("decimal comma") << u"12,50"_s << Auto << u"12.5"_s;
    QTest::newRow("decimal comma with one digit") << u"12,5"_s << Auto << u"12.5"_s;
    QTest::newRow("decimal point with four digits") << u"1.2345"_s << Auto << u"1.2345"_s;
    QTest::newRow("grouped with point and decimal comma") << u"1.234,50"_s << Auto << u"1234.5"_s;
    QTest::newRow("grouped with comma and decimal point") << u"1,234.50"_s << Auto << u"1234.5"_s;
    QTest::newRow("repeated point only groups") << u"1.234.567"_s << Auto << u"1234567"_s;
    QTest::newRow("repeated comma only groups") << u"1,234,567"_s << Auto << u"1234567"_s;
    QTest::newRow("two groups and decimal comma") << u"1.234.567,89"_s << Auto << u"1234567.89"_s;
    QTest::newRow("zero before a single comma makes it decimal") << u"0,125"_s << Auto << u"0.125"_s;
    QTest::newRow("zero before a single point makes it decimal") << u"0.125"_s << Auto << u"0.125"_s;
    QTest::newRow("four digits before a single separator make it decimal")
        << u"1234,567"_s << Auto << u"1234.567"_s;
    QTest::newRow("leading zero before a single separator makes it decimal")
        << u"01,234"_s << Auto << u"1.234"_s;
    QTest::newRow("spaces around are trimmed") << u"  12.50  "_s << Auto << u"12.5"_s;
    QTest::newRow("trailing newline of a paste is trimmed") << u"35\n"_s << Auto << u"35"_s;
    QTest::newRow("euro sign before") << u"€12.50"_s << Auto << u"12.5"_s;
    QTest::newRow("euro sign after a space") << u"12,50 €"_s << Auto << u"12.5"_s;
    QTest::newRow("euro sign after a no-break space") << u"12,50\u00a0€"_s << Auto << u"12.5"_s;
    QTest::newRow("EUR before") << u"EUR 1.234,50"_s << Auto << u"1234.5"_s;
    QTest::newRow("EUR after") << u"35EUR"_s << Auto << u"35"_s;
    QTest::newRow("lower-case eur") << u"eur 35"_s << Auto << u"35"_s;
    QTest::newRow("leading zeros") << u"007"_s << Auto << u"7"_s;
    QTest::newRow("zero with decimal comma") << u"0,00"_s << Auto << u"0"_s;
    QTest::newRow("beyond 64 bits stays exact")
        << u"123.456.789.012.345.678.901.234.567.890,5"_s << Auto << u"123456789012345678901234567890.5"_s;
    QTest::newRow("hint point: single comma groups thousands") << u"1,234"_s << Point << u"1234"_s;
    QTest::newRow("hint point: single point is decimal") << u"1.234"_s << Point << u"1.234"_s;
    QTest::newRow("hint comma: single point groups thousands") << u"1.234"_s << Comma << u"1234"_s;
    QTest::newRow("hint comma: single comma is decimal") << u"1,234"_s << Comma << u"1.234"_s;
    QTest::newRow("hint comma: Greek thousand") << u"€1.000"_s << Comma << u"1000"_s;
    QTest::newRow("hint point: six digits grouped") << u"999,999"_s << Point << u"999999"_s;
    QTest::newRow("hint cannot override both separators") << u"1.234,50"_s << Point << u"1234.5"_s;
    QTest::newRow("hint cannot override two decimals") << u"12,50"_s << Point << u"12.5"_s;
    QTest::newRow("hint cannot override a repeated separator") << u"1.234.567"_s << Point << u"1234567"_s;
}

void TestMoney::parse()
{
    QFETCH(QString, text);
    QFETCH(DecimalStyle, hint);
    QFETCH(QString, canonical);
    QCOMPARE(QString::fromStdString(Money::parse(text.toStdString(), hint).toString()), canonical);
}

void TestMoney::parseRefuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<DecimalStyle>("hint");
    QTest::addColumn<QString>("keyword");

    const auto Auto = DecimalStyle::Auto;

    QTest::newRow("empty is refused") << u""_s << Auto << u"empty"_s;
    QTest::newRow("only spaces are refused") << u"   "_s << Auto << u"empty"_s;
    QTest::newRow("currency alone is refused") << u"€"_s << Auto << u"no digits"_s;
    QTest::newRow("leading minus is refused") << u"-5"_s << Auto << u"negative"_s;
    QTest::newRow("trailing minus is refused") << u"5-"_s << Auto << u"negative"_s;
    QTest::newRow("minus after the euro sign is refused") << u"€ -5"_s << Auto << u"negative"_s;
    QTest::newRow("parentheses are a negative") << u"(5)"_s << Auto << u"negative"_s;
    QTest::newRow("plus sign is refused") << u"+5"_s << Auto << u"'+'"_s;
    QTest::newRow("exponent is refused") << u"1e3"_s << Auto << u"exponent"_s;
    QTest::newRow("capital exponent is refused") << u"1E3"_s << Auto << u"exponent"_s;
    QTest::newRow("letters are refused") << u"12abc"_s << Auto << u"unexpected character 'a'"_s;
    QTest::newRow("ambiguous single comma with three digits") << u"1,234"_s << Auto << u"ambiguous"_s;
    QTest::newRow("ambiguous single point with three digits") << u"1.234"_s << Auto << u"ambiguous"_s;
    QTest::newRow("ambiguity says how to write it") << u"1,234"_s << Auto << u"write 1234 or 1,234.00"_s;
    QTest::newRow("two decimal separators are refused")
        << u"1,234.5.6"_s << Auto << u"more than one decimal"_s;
    QTest::newRow("grouping in twos is refused") << u"12,34,56"_s << Auto << u"groups of three"_s;
    QTest::newRow("first group of four is refused") << u"1234,567.50"_s << Auto << u"groups of three"_s;
    QTest::newRow("grouped amount cannot start with zero")
        << u"0.123.456"_s << Auto << u"cannot start with 0"_s;
    QTest::newRow("separator at the start is refused") << u".5"_s << Auto << u"write 0.5"_s;
    QTest::newRow("separator at the end is refused") << u"12."_s << Auto << u"cannot end with '.'"_s;
    QTest::newRow("two separators in a row are refused") << u"1..5"_s << Auto << u"in a row"_s;
    QTest::newRow("space inside the digits is refused") << u"1 234,50"_s << Auto << u"spaces inside"_s;
    QTest::newRow("Arabic-Indic digits are refused") << u"٣٥"_s << Auto << u"non-ASCII"_s;
    QTest::newRow("full-width digits are refused") << u"１２"_s << Auto << u"non-ASCII"_s;
    QTest::newRow("currency written twice is refused") << u"€12 EUR"_s << Auto << u"more than once"_s;
    QTest::newRow("currency inside the digits is refused") << u"12€50"_s << Auto << u"before or after"_s;
    QTest::newRow("forty-one digits are refused") << QString(41, '9') << Auto << u"too many digits"_s;
}

void TestMoney::parseRefuses()
{
    QFETCH(QString, text);
    QFETCH(DecimalStyle, hint);
    QFETCH(QString, keyword);
    expectRefusal([&] { Money::parse(text.toStdString(), hint); }, keyword);
}

void TestMoney::parseTyped_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<MoneyLocale>("reader");
    QTest::addColumn<QString>("canonical");

    // Issue 13, item 3: worked by hand. Greek writes 1.234,50; English 1,234.50. A lone
    // separator before three digits is the reader's own; any other is read by its place.
    const auto Greek = MoneyLocale::Greek;
    const auto English = MoneyLocale::English;
    QTest::newRow("Greek 1,250: comma is the decimal") << u"1,250"_s << Greek << u"1.25"_s;
    QTest::newRow("Greek 1.250: point groups thousands") << u"1.250"_s << Greek << u"1250"_s;
    QTest::newRow("Greek 12,5: decimal comma") << u"12,5"_s << Greek << u"12.5"_s;
    QTest::newRow("Greek 12.5: one digit after cannot be a group") << u"12.5"_s << Greek << u"12.5"_s;
    QTest::newRow("Greek 1.234,50: both separators") << u"1.234,50"_s << Greek << u"1234.5"_s;
    QTest::newRow("Greek 1,234.50: English form read by its structure") << u"1,234.50"_s << Greek << u"1234.5"_s;
    QTest::newRow("English 1,250: comma groups thousands") << u"1,250"_s << English << u"1250"_s;
    QTest::newRow("English 1.250: point is the decimal") << u"1.250"_s << English << u"1.25"_s;
    QTest::newRow("English 12,5: one digit after cannot be a group") << u"12,5"_s << English << u"12.5"_s;
    QTest::newRow("English 12.5: decimal point") << u"12.5"_s << English << u"12.5"_s;
    QTest::newRow("English 1.234,50: Greek form read by its structure") << u"1.234,50"_s << English << u"1234.5"_s;
    QTest::newRow("English 1,234.50: both separators") << u"1,234.50"_s << English << u"1234.5"_s;
    QTest::newRow("Greek 1.120 as the Greek drill shows 1120") << u"1.120"_s << Greek << u"1120"_s;
    QTest::newRow("Greek 0.125: a zero before cannot start a group") << u"0.125"_s << Greek << u"0.125"_s;
    QTest::newRow("English 1,234,567: repeated comma groups") << u"1,234,567"_s << English << u"1234567"_s;
    QTest::newRow("Greek 12,50 €: currency sign after") << u"12,50 €"_s << Greek << u"12.5"_s;
}

void TestMoney::parseTyped()
{
    QFETCH(QString, text);
    QFETCH(MoneyLocale, reader);
    QFETCH(QString, canonical);
    QCOMPARE(QString::fromStdString(Money::parseTyped(text.toStdString(), reader).toString()), canonical);
}

void TestMoney::typedRoundTrip_data()
{
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<MoneyLocale>("reader");

    // Whatever the app writes for a reader, the same reader's typing of it is the same amount.
    const char *amounts[] = {"0", "0.5", "1", "7.5", "12.5", "0.05", "0.125", "1.125", "12.345", "999", "1000",
        "1120", "1250", "1234.5", "99999.99", "1000000", "1234567.89", "123456789012345678901234567890.5"};
    for (const char *amount : amounts) {
        QTest::addRow("Greek %s", amount) << QString::fromLatin1(amount) << MoneyLocale::Greek;
        QTest::addRow("English %s", amount) << QString::fromLatin1(amount) << MoneyLocale::English;
    }
}

void TestMoney::typedRoundTrip()
{
    QFETCH(QString, canonical);
    QFETCH(MoneyLocale, reader);
    const Money amount = money(canonical.toLatin1().constData());
    QCOMPARE(Money::parseTyped(amount.format(reader), reader), amount);
}

void TestMoney::format_data()
{
    QTest::addColumn<Money>("amount");
    QTest::addColumn<MoneyLocale>("locale");
    QTest::addColumn<QString>("written");

    const auto English = MoneyLocale::English;
    const auto Greek = MoneyLocale::Greek;

    QTest::newRow("English groups with comma, cents with point")
        << money("1234.5") << English << u"1,234.50"_s;
    QTest::newRow("Greek groups with point, cents with comma") << money("1234.5") << Greek << u"1.234,50"_s;
    QTest::newRow("English integer has no decimals") << money("35") << English << u"35"_s;
    QTest::newRow("Greek integer has no decimals") << money("35") << Greek << u"35"_s;
    QTest::newRow("English thousand") << money("1000") << English << u"1,000"_s;
    QTest::newRow("Greek thousand") << money("1234") << Greek << u"1.234"_s;
    QTest::newRow("three digits are not grouped") << money("999") << English << u"999"_s;
    QTest::newRow("English millions") << money("1234567.89") << English << u"1,234,567.89"_s;
    QTest::newRow("Greek millions") << money("1234567.89") << Greek << u"1.234.567,89"_s;
    QTest::newRow("one decimal is shown as cents") << money("12.5") << English << u"12.50"_s;
    QTest::newRow("Greek cents") << money("0.05") << Greek << u"0,05"_s;
    QTest::newRow("three decimals are kept") << money("0.125") << English << u"0.125"_s;
    QTest::newRow("Greek three decimals") << money("0.125") << Greek << u"0,125"_s;
    QTest::newRow("zero") << Money() << Greek << u"0"_s;
    QTest::newRow("below zero keeps its sign") << money("0") - money("1234.5") << Greek << u"-1.234,50"_s;
}

void TestMoney::format()
{
    QFETCH(Money, amount);
    QFETCH(MoneyLocale, locale);
    QFETCH(QString, written);
    QCOMPARE(QString::fromStdString(amount.format(locale)), written);
}

void TestMoney::arithmetic_data()
{
    QTest::addColumn<Money>("result");
    QTest::addColumn<QString>("canonical");
    QTest::addColumn<bool>("zero");
    QTest::addColumn<bool>("negative");

    QTest::newRow("default is zero") << Money() << u"0"_s << true << false;
    QTest::newRow("from integer") << Money::fromInteger(35) << u"35"_s << false << false;
    QTest::newRow("from negative integer") << Money::fromInteger(-7) << u"-7"_s << false << true;
    QTest::newRow("0.1 + 0.2 is exactly 0.3") << money("0.1") + money("0.2") << u"0.3"_s << false << false;
    QTest::newRow("sum drops the trailing zero") << money("0.5") + money("0.5") << u"1"_s << false << false;
    QTest::newRow("sum carries beyond 64 bits")
        << money("99999999999999999999") + money("1") << u"100000000000000000000"_s << false << false;
    QTest::newRow("sum keeps 24 decimal places") << money("1") + money("0.000000000000000000000001")
                                                 << u"1.000000000000000000000001"_s << false << false;
    QTest::newRow("difference may go below zero") << money("2") - money("3.5") << u"-1.5"_s << false << true;
    QTest::newRow("difference of equal amounts is zero")
        << money("12.5") - money("12.50") << u"0"_s << true << false;
    QTest::newRow("three stakes of 12.5") << money("12.5") * 3 << u"37.5"_s << false << false;
    QTest::newRow("four quarters make a unit") << money("0.25") * 4 << u"1"_s << false << false;
    QTest::newRow("times zero is zero") << money("12.5") * 0 << u"0"_s << true << false;
    QTest::newRow("times a negative factor") << money("2.5") * -2 << u"-5"_s << false << true;
}

void TestMoney::arithmetic()
{
    QFETCH(Money, result);
    QFETCH(QString, canonical);
    QFETCH(bool, zero);
    QFETCH(bool, negative);
    QCOMPARE(QString::fromStdString(result.toString()), canonical);
    QCOMPARE(result.isZero(), zero);
    QCOMPARE(result.isNegative(), negative);
}

void TestMoney::comparison_data()
{
    QTest::addColumn<Money>("a");
    QTest::addColumn<Money>("b");
    QTest::addColumn<int>("order");

    QTest::newRow("35 equals 35.00") << money("35") << money("35.00") << 0;
    QTest::newRow("Greek input equals the canonical amount")
        << Money::parse("1.234,50") << money("1234.5") << 0;
    QTest::newRow("euro input equals the canonical amount") << Money::parse("0,50 €") << money("0.5") << 0;
    QTest::newRow("zero equals 0.000") << Money() << money("0.000") << 0;
    QTest::newRow("0.1 + 0.2 equals 0.3") << money("0.1") + money("0.2") << money("0.3") << 0;
    QTest::newRow("12.5 is less than 12.51") << money("12.5") << money("12.51") << -1;
    QTest::newRow("100 is more than 99.99") << money("100") << money("99.99") << 1;
    QTest::newRow("below zero is less than zero") << money("1") - money("2") << Money() << -1;
    QTest::newRow("beyond 64 bits compares exactly")
        << money("123456789012345678901234567890.1") << money("123456789012345678901234567890.01") << 1;
    QTest::newRow("1 is more than 0 followed by 24 nines")
        << money("1") << money("0.999999999999999999999999") << 1;
}

void TestMoney::comparison()
{
    QFETCH(Money, a);
    QFETCH(Money, b);
    QFETCH(int, order);
    QCOMPARE(a == b, order == 0);
    QCOMPARE(a != b, order != 0);
    QCOMPARE(a < b, order < 0);
    QCOMPARE(a > b, order > 0);
    QCOMPARE(a <= b, order <= 0);
    QCOMPARE(a >= b, order >= 0);
    QCOMPARE(b <=> a, 0 <=> order);
}

void TestMoney::ratioParse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("pays");
    QTest::addColumn<qint64>("per");
    QTest::addColumn<QString>("written");

    QTest::newRow("place 6 and 8 pays 7:6") << u"7:6"_s << qint64(7) << qint64(6) << u"7:6"_s;
    QTest::newRow("Banco pays 95:100") << u"95:100"_s << qint64(95) << qint64(100) << u"95:100"_s;
    QTest::newRow("blackjack pays 3:2") << u"3:2"_s << qint64(3) << qint64(2) << u"3:2"_s;
    QTest::newRow("Banco on 6 without commission pays 1:2") << u"1:2"_s << qint64(1) << qint64(2) << u"1:2"_s;
    QTest::newRow("written terms are kept, not reduced")
        << u"14:12"_s << qint64(14) << qint64(12) << u"14:12"_s;
    QTest::newRow("leading zeros are read") << u"007:6"_s << qint64(7) << qint64(6) << u"7:6"_s;
}

void TestMoney::ratioParse()
{
    QFETCH(QString, text);
    QFETCH(qint64, pays);
    QFETCH(qint64, per);
    QFETCH(QString, written);
    const Ratio ratio = Ratio::parse(text.toStdString());
    QCOMPARE(ratio, Ratio(pays, per));
    QCOMPARE(QString::fromStdString(ratio.toString()), written);
}

void TestMoney::ratioRefuses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("keyword");

    QTest::newRow("per zero is refused") << u"7:0"_s << u"greater than zero"_s;
    QTest::newRow("letters are refused") << u"a:b"_s << u"unexpected character 'a'"_s;
    QTest::newRow("negative is refused") << u"-1:2"_s << u"negative"_s;
    QTest::newRow("a single number is not a ratio") << u"7"_s << u"pays:per"_s;
    QTest::newRow("three terms are refused") << u"7:6:1"_s << u"more than one ':'"_s;
    QTest::newRow("empty is refused") << u""_s << u"empty"_s;
    QTest::newRow("a missing term is refused") << u"7:"_s << u"each side"_s;
    QTest::newRow("decimals are refused") << u"3.5:2"_s << u"whole numbers"_s;
    QTest::newRow("nineteen digits are refused") << u"1234567890123456789:1"_s << u"at most 18 digits"_s;
}

void TestMoney::ratioRefuses()
{
    QFETCH(QString, text);
    QFETCH(QString, keyword);
    expectRefusal([&] { Ratio::parse(text.toStdString()); }, keyword);
}

void TestMoney::times_data()
{
    QTest::addColumn<Money>("stake");
    QTest::addColumn<Ratio>("ratio");
    QTest::addColumn<QString>("numerator");
    QTest::addColumn<QString>("denominator");

    QTest::newRow("7:6 on 35 is 245/6") << money("35") << Ratio(7, 6) << u"245"_s << u"6"_s;
    QTest::newRow("7:6 on 0.5 is 7/12") << money("0.5") << Ratio(7, 6) << u"7"_s << u"12"_s;
    QTest::newRow("95:100 on 15 is 57/4") << money("15") << Ratio(95, 100) << u"57"_s << u"4"_s;
    QTest::newRow("3:2 on 25 is 75/2") << money("25") << Ratio(3, 2) << u"75"_s << u"2"_s;
    QTest::newRow("9:5 on 10 is 18") << money("10") << Ratio(9, 5) << u"18"_s << u"1"_s;
    QTest::newRow("9:5 on 13 is 117/5") << money("13") << Ratio(9, 5) << u"117"_s << u"5"_s;
    QTest::newRow("5:11 on 22 is 10") << money("22") << Ratio(5, 11) << u"10"_s << u"1"_s;
    QTest::newRow("5:11 on 7 is 35/11") << money("7") << Ratio(5, 11) << u"35"_s << u"11"_s;
    QTest::newRow("1:2 on 12.5 is 25/4") << money("12.5") << Ratio(1, 2) << u"25"_s << u"4"_s;
    QTest::newRow("7:6 beyond 64 bits") << money("123456789012345678901234567890") << Ratio(7, 6)
                                        << u"144032920514403292051440329205"_s << u"1"_s;
}

void TestMoney::times()
{
    QFETCH(Money, stake);
    QFETCH(Ratio, ratio);
    QFETCH(QString, numerator);
    QFETCH(QString, denominator);
    QCOMPARE(stake.times(ratio), fraction(numerator, denominator));
}

void TestMoney::floorPayout_data()
{
    QTest::addColumn<Money>("stake");
    QTest::addColumn<Ratio>("ratio");
    QTest::addColumn<Money>("chip");
    QTest::addColumn<Money>("paid");

    // RULINGS, "Payouts, commission and rounding": always down to the chip unit.
    QTest::newRow("chip 1 rounds 40.8333 down to 40")
        << money("35") << Ratio(7, 6) << money("1") << money("40");
    QTest::newRow("chip 0.5 rounds 40.8333 down to 40.5")
        << money("35") << Ratio(7, 6) << money("0.5") << money("40.5");
    QTest::newRow("chip 5 rounds 40.8333 down to 40")
        << money("35") << Ratio(7, 6) << money("5") << money("40");
    QTest::newRow("chip 0.25 rounds 40.8333 down to 40.75")
        << money("35") << Ratio(7, 6) << money("0.25") << money("40.75");
    QTest::newRow("chip 0.1 rounds 40.8333 down to 40.8")
        << money("35") << Ratio(7, 6) << money("0.1") << money("40.8");
    QTest::newRow("Banco 14.25 on chip 0.25 is paid in full")
        << money("15") << Ratio(95, 100) << money("0.25") << money("14.25");
    QTest::newRow("Banco 14.25 on chip 0.5 rounds down to 14")
        << money("15") << Ratio(95, 100) << money("0.5") << money("14");
    QTest::newRow("commission 0.75 on chip 0.5 rounds down to 0.5")
        << money("15") << Ratio(5, 100) << money("0.5") << money("0.5");
    QTest::newRow("commission 0.75 on chip 1 rounds down to 0")
        << money("15") << Ratio(5, 100) << money("1") << money("0");
    QTest::newRow("blackjack 37.5 on chip 1 rounds down to 37")
        << money("25") << Ratio(3, 2) << money("1") << money("37");
    QTest::newRow("blackjack 37.5 on chip 0.5 is paid in full")
        << money("25") << Ratio(3, 2) << money("0.5") << money("37.5");
    QTest::newRow("place 4 23.4 on chip 1 rounds down to 23")
        << money("13") << Ratio(9, 5) << money("1") << money("23");
    QTest::newRow("place 4 23.4 on chip 5 rounds down to 20")
        << money("13") << Ratio(9, 5) << money("5") << money("20");
    QTest::newRow("place 4 23.4 on chip 0.1 is paid in full")
        << money("13") << Ratio(9, 5) << money("0.1") << money("23.4");
    QTest::newRow("lay 4 3.1818 on chip 0.5 rounds down to 3")
        << money("7") << Ratio(5, 11) << money("0.5") << money("3");
    QTest::newRow("lay 4 3.1818 on chip 0.1 rounds down to 3.1")
        << money("7") << Ratio(5, 11) << money("0.1") << money("3.1");
    QTest::newRow("Banco on 6 2.5 on chip 1 rounds down to 2")
        << money("5") << Ratio(1, 2) << money("1") << money("2");
    QTest::newRow("Banco on 6 6.25 on chip 0.1 rounds down to 6.2")
        << money("12.5") << Ratio(1, 2) << money("0.1") << money("6.2");
    QTest::newRow("payout below one chip is 0") << money("0.5") << Ratio(7, 6) << money("1") << money("0");
    QTest::newRow("Egalité 100 on chip 5 is paid in full")
        << money("12.5") << Ratio(8, 1) << money("5") << money("100");
}

void TestMoney::floorPayout()
{
    QFETCH(Money, stake);
    QFETCH(Ratio, ratio);
    QFETCH(Money, chip);
    QFETCH(Money, paid);
    QCOMPARE(Money::floorTo(stake.times(ratio), chip), paid);
}

void TestMoney::floorMoney_data()
{
    QTest::addColumn<Money>("amount");
    QTest::addColumn<Money>("chip");
    QTest::addColumn<Money>("floored");

    QTest::newRow("40.83 on chip 0.5 rounds down to 40.5") << money("40.83") << money("0.5") << money("40.5");
    QTest::newRow("14.25 on chip 1 rounds down to 14") << money("14.25") << money("1") << money("14");
    QTest::newRow("12 on chip 5 rounds down to 10") << money("12") << money("5") << money("10");
    QTest::newRow("0.3 on chip 0.25 rounds down to 0.25") << money("0.3") << money("0.25") << money("0.25");
    QTest::newRow("0.99 on chip 0.1 rounds down to 0.9") << money("0.99") << money("0.1") << money("0.9");
    QTest::newRow("37.5 on chip 0.5 stays") << money("37.5") << money("0.5") << money("37.5");
    QTest::newRow("zero stays zero") << Money() << money("5") << Money();
}

void TestMoney::floorMoney()
{
    QFETCH(Money, amount);
    QFETCH(Money, chip);
    QFETCH(Money, floored);
    QCOMPARE(amount.floorTo(chip), floored);
}

void TestMoney::isMultipleOf_data()
{
    QTest::addColumn<Money>("amount");
    QTest::addColumn<Money>("chip");
    QTest::addColumn<bool>("multiple");

    QTest::newRow("37.5 is a multiple of 0.5") << money("37.5") << money("0.5") << true;
    QTest::newRow("37.25 is not a multiple of 0.5") << money("37.25") << money("0.5") << false;
    QTest::newRow("40 is a multiple of 5") << money("40") << money("5") << true;
    QTest::newRow("42 is not a multiple of 5") << money("42") << money("5") << false;
    QTest::newRow("0.3 is a multiple of 0.1 (no binary rounding)") << money("0.3") << money("0.1") << true;
    QTest::newRow("0.75 is a multiple of 0.25") << money("0.75") << money("0.25") << true;
    QTest::newRow("10 is a multiple of 2.5") << money("10") << money("2.5") << true;
    QTest::newRow("2.5 is not a multiple of 1") << money("2.5") << money("1") << false;
    QTest::newRow("zero is a multiple of any chip") << Money() << money("5") << true;
}

void TestMoney::isMultipleOf()
{
    QFETCH(Money, amount);
    QFETCH(Money, chip);
    QFETCH(bool, multiple);
    QCOMPARE(amount.isMultipleOf(chip), multiple);
}

void TestMoney::chipUnitMustBePositive_data()
{
    QTest::addColumn<Money>("chip");

    QTest::newRow("chip 0 is refused") << Money();
    QTest::newRow("chip -0.5 is refused") << money("0") - money("0.5");
}

void TestMoney::chipUnitMustBePositive()
{
    QFETCH(Money, chip);
    const auto expectChipUnitError = [](auto call) {
        try {
            call();
        } catch (const InputError &error) {
            return error.field() == "chip_unit"
                && QString::fromStdString(error.reason()).contains("greater than zero");
        }
        return false;
    };
    QVERIFY(expectChipUnitError([&] { Money::floorTo(money("35").times(Ratio(7, 6)), chip); }));
    QVERIFY(expectChipUnitError([&] { money("35").floorTo(chip); }));
    QVERIFY(expectChipUnitError([&] { money("35").isMultipleOf(chip); }));
}

QTEST_APPLESS_MAIN(TestMoney)
#include "tst_money.moc"
