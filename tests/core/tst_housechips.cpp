#include "InputError.h"
#include "bank/Json.h"
#include "chips/HouseChips.h"

#include <QtTest>

using namespace croupier;

namespace {
/// The tables' smallest chips the app passes: baccarat 0.50, craps and blackjack 1.
const std::vector<Money> kUnits{Money::parseCanonical("0.5"), Money::fromInteger(1)};

/// "0.5:100 1:- 5:0": the float's tubes, smallest first, '-' an unbounded tube.
QString tubesText(const ChipFloat &chipFloat)
{
    QStringList parts;
    for (const ChipTube &t : chipFloat.tubes())
        parts << QString::fromStdString(t.chip.toString()) + ':' + (t.count ? QString::number(*t.count) : "-");
    return parts.join(' ');
}
} // namespace

/// The house's chips as stored (issue 16, item 1: "a house setting in the profile,
/// editable by the instructor"; RULINGS, "Table limits and chips": the default float).
class TestHouseChips : public QObject
{
    Q_OBJECT

private slots:
    void standardIsRulingsFloat()
    {
        // RULINGS: "€ 0.50, 1, 2.50, 5, 10, 25, 100, 500, 1,000"; 100 a tube and stacks
        // of 20 are the product's (RULINGS is silent).
        const HouseChips h = HouseChips::standard();
        QCOMPARE(tubesText(h.chipFloat), "0.5:100 1:100 2.5:100 5:100 10:100 25:100 100:100 500:100 1000:100");
        QCOMPARE(h.stack, 20);
    }

    void reads_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("tubes");   // empty: refused
        QTest::addColumn<int>("stack");
        QTest::addColumn<QString>("error");   // the message's start: the field at fault

        QTest::newRow("every tube counted")
            << R"({"float": ["0.5", "1", "5"], "tubes": {"0.5": 40, "1": 60, "5": 0}, "stack": 20})"
            << "0.5:40 1:60 5:0" << 20 << "";
        QTest::newRow("tubes left out are unbounded")
            << R"({"float": ["25", "1", "0.5"], "tubes": {"25": 10}, "stack": 5})" << "0.5:- 1:- 25:10" << 5 << "";
        QTest::newRow("no tubes at all") << R"({"float": ["0.5", "1"], "stack": 20})" << "0.5:- 1:-" << 20 << "";
        QTest::newRow("a tube named 1.0 is the chip 1")
            << R"({"float": ["0.5", "1"], "tubes": {"1.0": 7}, "stack": 20})" << "0.5:- 1:7" << 20 << "";
        QTest::newRow("the most a tube holds") << R"({"float": ["0.5", "1"], "tubes": {"1": 1000}, "stack": 20})"
                                               << "0.5:- 1:1000" << 20 << "";

        QTest::newRow("a tube above the most")
            << R"({"float": ["0.5", "1"], "tubes": {"1": 1001}, "stack": 20})" << "" << 0 << R"(tubes."1": )";
        QTest::newRow("a tube of no chip of the float")
            << R"({"float": ["0.5", "1"], "tubes": {"2": 3}, "stack": 20})" << "" << 0 << R"(tubes."2": )";
        QTest::newRow("a negative tube")
            << R"({"float": ["0.5", "1"], "tubes": {"1": -3}, "stack": 20})" << "" << 0 << R"(tubes."1": )";
        QTest::newRow("a fractional tube")
            << R"({"float": ["0.5", "1"], "tubes": {"1": 2.5}, "stack": 20})" << "" << 0 << R"(tubes."1": )";
        QTest::newRow("baccarat's 0.50 missing") << R"({"float": ["1", "5"], "stack": 20})" << "" << 0 << "float: ";
        QTest::newRow("craps' and blackjack's 1 missing") << R"({"float": ["0.5", "5"], "stack": 20})" << "" << 0
                                                           << "float: ";
        QTest::newRow("a chip twice") << R"({"float": ["0.5", "1", "1.0"], "stack": 20})" << "" << 0 << "float[2]: ";
        QTest::newRow("a chip of 0") << R"({"float": ["0.5", "1", "0"], "stack": 20})" << "" << 0 << "float[2]: ";
        QTest::newRow("a chip not a string") << R"({"float": ["0.5", 1], "stack": 20})" << "" << 0 << "float[1]: ";
        QTest::newRow("no float") << R"({"stack": 20})" << "" << 0 << "float: ";
        QTest::newRow("a stack of 10") << R"({"float": ["0.5", "1"], "stack": 10})" << "" << 0 << "stack: ";
        QTest::newRow("a stack of 4") << R"({"float": ["0.5", "1"], "stack": 4})" << "" << 0 << "stack: ";
        QTest::newRow("no stack") << R"({"float": ["0.5", "1"]})" << "" << 0 << "stack: ";
        QTest::newRow("an array") << R"(["0.5", "1"])" << "" << 0 << "the house's chips are an object";
        QTest::newRow("no JSON") << "0.5 1 5" << "" << 0 << "not valid JSON";
        QTest::newRow("empty") << "" << "" << 0 << "not valid JSON";
    }
    void reads()
    {
        QFETCH(QString, json);
        QFETCH(QString, tubes);
        QFETCH(int, stack);
        QFETCH(QString, error);
        QString refused;
        try {
            const HouseChips h = readHouseChips(json.toStdString(), kUnits);
            QCOMPARE(tubesText(h.chipFloat), tubes);
            QCOMPARE(h.stack, stack);
            // What it writes reads back the same.
            QCOMPARE(readHouseChips(houseChipsToJson(h), kUnits), h);
        } catch (const InputError &e) {
            refused = QString::fromStdString(e.what());
        } catch (const JsonError &e) {
            refused = QString::fromStdString(e.what());
        }
        if (error.isEmpty())
            QVERIFY2(refused.isEmpty(), qPrintable(refused));
        else
            QVERIFY2(refused.startsWith(error), qPrintable(refused));
    }

    void standardRoundTrips()
    {
        const HouseChips h = HouseChips::standard();
        QCOMPARE(readHouseChips(houseChipsToJson(h), kUnits), h);
    }
};

QTEST_APPLESS_MAIN(TestHouseChips)
#include "tst_housechips.moc"
