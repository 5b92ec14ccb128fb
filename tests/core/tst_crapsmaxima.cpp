#include "InputError.h"
#include "craps/CrapsMaxima.h"

#include <QtTest>

using namespace croupier;

namespace {
CrapsBet betOf(const QString &name) { return *crapsBetFromName(name.toStdString()); }
Money m(const QString &s) { return Money::parseCanonical(s.toStdString()); }
std::optional<int> opt(int n) { return n ? std::optional<int>(n) : std::nullopt; }
std::optional<Money> optMoney(const QString &s) { return s.isEmpty() ? std::nullopt : std::optional<Money>(m(s)); }
} // namespace

/// Art. 16 §3–5: the largest odds, don't odds, place and proposition bets.
class TestCrapsMaxima : public QObject
{
    Q_OBJECT

private slots:
    void largestBet_data()
    {
        QTest::addColumn<QString>("bet");
        QTest::addColumn<int>("point");
        QTest::addColumn<QString>("flat");
        QTest::addColumn<QString>("min");
        QTest::addColumn<QString>("max");
        QTest::addColumn<QString>("chip");
        QTest::addColumn<QString>("largest");
        auto row = [](const char *name, const char *bet, int point, const char *flat, const char *min, const char *max,
                      const char *chip, const char *largest) {
            QTest::newRow(name) << bet << point << flat << min << max << chip << largest;
        };
        // §3 last paragraph: odds on WIN and COME are measured on the flat bet itself.
        row("WIN odds on 4 up to the flat bet", "pass-odds", 4, "25", "10", "1000", "1", "25");
        row("WIN odds on 6 up to the flat bet", "pass-odds", 6, "25", "10", "1000", "1", "25");
        row("COME odds on 9 up to the flat bet", "come-odds", 9, "40", "10", "1000", "1", "40");
        row("COME odds of a flat 12.5 at chip 1: 12", "come-odds", 5, "12.5", "10", "1000", "1", "12");
        // §4: DON'T odds 200 % on 4 and 10, 150 % on 5 and 9, 120 % on 6 and 8 of the flat bet.
        row("DON'T WIN odds on 4: 200 % of 25", "dont-pass-odds", 4, "25", "10", "1000", "1", "50");
        row("DON'T WIN odds on 10: 200 % of 30", "dont-pass-odds", 10, "30", "10", "1000", "1", "60");
        row("DON'T WIN odds on 5: 150 % of 25 is 37.5, 37 in chips of 1", "dont-pass-odds", 5, "25", "10", "1000", "1", "37");
        row("DON'T WIN odds on 5: 150 % of 25 at chip 0.5", "dont-pass-odds", 5, "25", "10", "1000", "0.5", "37.5");
        row("DON'T WIN odds on 9: 150 % of 30", "dont-pass-odds", 9, "30", "10", "1000", "1", "45");
        row("DON'T WIN odds on 6: 120 % of 25", "dont-pass-odds", 6, "25", "10", "1000", "1", "30");
        row("DON'T WIN odds on 8: 120 % of 30", "dont-pass-odds", 8, "30", "10", "1000", "1", "36");
        row("DON'T COME odds on 6: 120 % of 15", "dont-come-odds", 6, "15", "10", "1000", "1", "18");
        row("DON'T COME odds on 4: 200 % of 10 may pass the table maximum's flat", "dont-come-odds", 4, "1000", "10", "1000", "1", "2000");
        row("DON'T WIN odds on 5 at chip 5: 37.5 is 35", "dont-pass-odds", 5, "25", "5", "500", "5", "35");
        // §5 α: place right 120 % of the table maximum on 6 and 8, 100 % on the others.
        row("place 4: the table maximum", "place-4", 0, "", "10", "1000", "1", "1000");
        row("place 5: the table maximum", "place-5", 0, "", "10", "1000", "1", "1000");
        row("place 6: 120 % of the maximum", "place-6", 0, "", "10", "1000", "1", "1200");
        row("place 8: 120 % of the maximum", "place-8", 0, "", "10", "1000", "1", "1200");
        row("place 9: the table maximum", "place-9", 0, "", "10", "1000", "1", "1000");
        row("place 10: the table maximum", "place-10", 0, "", "10", "1000", "1", "1000");
        row("place 6 at a 500 table: 600", "place-6", 0, "", "5", "500", "5", "600");
        // §5 β: place wrong 125 % on 6 and 8, 160 % on 5 and 9, 220 % on 4 and 10.
        row("lay 4: 220 % of the maximum", "lay-4", 0, "", "10", "1000", "1", "2200");
        row("lay 10: 220 % of the maximum", "lay-10", 0, "", "10", "1000", "1", "2200");
        row("lay 5: 160 % of the maximum", "lay-5", 0, "", "10", "1000", "1", "1600");
        row("lay 9: 160 % of the maximum", "lay-9", 0, "", "10", "1000", "1", "1600");
        row("lay 6: 125 % of the maximum", "lay-6", 0, "", "10", "1000", "1", "1250");
        row("lay 8: 125 % of the maximum", "lay-8", 0, "", "10", "1000", "1", "1250");
        row("lay 4 at a 500 table: 1100", "lay-4", 0, "", "5", "500", "5", "1100");
        // §3 second paragraph: multiple chances win up to three times the simple chances' largest win.
        row("hard 4: 3 x 1000 / 7 is 428.57, 428", "hard-4", 0, "", "10", "1000", "1", "428");
        row("hard 6: 3 x 1000 / 9 is 333.33, 333", "hard-6", 0, "", "10", "1000", "1", "333");
        row("hard 6 at chip 5: 165", "hard-6", 0, "", "5", "500", "5", "165");
        row("hard 8: 333", "hard-8", 0, "", "10", "1000", "1", "333");
        row("hard 10: 428", "hard-10", 0, "", "10", "1000", "1", "428");
        row("any seven: 3 x 1000 / 4", "any-seven", 0, "", "10", "1000", "1", "750");
        row("11: 3 x 1000 / 15", "yo-11", 0, "", "10", "1000", "1", "200");
        row("any craps: 3 x 1000 / 7", "any-craps", 0, "", "10", "1000", "1", "428");
        row("craps 2: 3 x 1000 / 30", "craps-2", 0, "", "10", "1000", "1", "100");
        row("craps 3: 3 x 1000 / 15", "craps-3", 0, "", "10", "1000", "1", "200");
        row("craps 12: 3 x 1000 / 30", "craps-12", 0, "", "10", "1000", "1", "100");
        row("horn: 3 x 1000 / 4", "horn", 0, "", "10", "1000", "1", "750");
        // §3 first paragraph: the simple chances, the table maximum.
        row("WIN: the table maximum", "pass", 0, "", "10", "1000", "1", "1000");
        row("field: the table maximum", "field", 0, "", "10", "1000", "1", "1000");
        row("big 6: the table maximum", "big-6", 0, "", "10", "1000", "1", "1000");
        row("a table of 100 times the minimum", "place-6", 0, "", "25", "2500", "1", "3000");
        row("a table of 1000 times the minimum", "lay-6", 0, "", "1", "1000", "1", "1250");
    }
    void largestBet()
    {
        QFETCH(QString, bet);
        QFETCH(int, point);
        QFETCH(QString, flat);
        QFETCH(QString, min);
        QFETCH(QString, max);
        QFETCH(QString, chip);
        QFETCH(QString, largest);
        const CrapsTableLimits limits{m(min), m(max), m(chip)};
        QCOMPARE(QString::fromStdString(crapsMaximumBet(betOf(bet), limits, opt(point), optMoney(flat)).toString()),
                 largest);
    }

    void rulesNameTheirParagraph_data()
    {
        QTest::addColumn<QString>("bet");
        QTest::addColumn<int>("point");
        QTest::addColumn<QString>("source");
        QTest::newRow("WIN odds: §3 last paragraph") << "pass-odds" << 6 << "art. 16 §3, last paragraph";
        QTest::newRow("DON'T WIN odds: §4") << "dont-pass-odds" << 6 << "art. 16 §4";
        QTest::newRow("place right: §5 α") << "place-6" << 0 << "art. 16 §5 α";
        QTest::newRow("place wrong: §5 β") << "lay-6" << 0 << "art. 16 §5 β";
        QTest::newRow("hardways: §3 second paragraph") << "hard-6" << 0 << "art. 16 §3, second paragraph";
        QTest::newRow("field: §3") << "field" << 0 << "art. 16 §3";
    }
    void rulesNameTheirParagraph()
    {
        QFETCH(QString, bet);
        QFETCH(int, point);
        QFETCH(QString, source);
        const auto s = crapsMaximumRule(betOf(bet), opt(point)).source;
        QCOMPARE(QString::fromUtf8(s.data(), qsizetype(s.size())), source);
    }

    void refusesBadLimits_data()
    {
        QTest::addColumn<QString>("bet");
        QTest::addColumn<int>("point");
        QTest::addColumn<QString>("flat");
        QTest::addColumn<QString>("min");
        QTest::addColumn<QString>("max");
        QTest::addColumn<QString>("chip");
        QTest::addColumn<QString>("field");
        QTest::newRow("a maximum under 100 times the minimum") << "field" << 0 << "" << "10" << "999" << "1" << "table_max";
        QTest::newRow("a maximum over 1000 times the minimum") << "field" << 0 << "" << "10" << "10001" << "1" << "table_max";
        QTest::newRow("a minimum of 0") << "field" << 0 << "" << "0" << "1000" << "1" << "table_min";
        QTest::newRow("a chip of 0") << "field" << 0 << "" << "10" << "1000" << "0" << "chip_unit";
        QTest::newRow("odds without a point") << "pass-odds" << 0 << "25" << "10" << "1000" << "1" << "point";
        QTest::newRow("odds on a point of 7") << "dont-pass-odds" << 7 << "25" << "10" << "1000" << "1" << "point";
        QTest::newRow("odds without a flat bet") << "come-odds" << 6 << "" << "10" << "1000" << "1" << "flat_bet";
        QTest::newRow("a flat bet over the maximum") << "dont-come-odds" << 6 << "1001" << "10" << "1000" << "1" << "flat_bet";
        QTest::newRow("a flat bet under the minimum") << "pass-odds" << 6 << "5" << "10" << "1000" << "1" << "flat_bet";
    }
    void refusesBadLimits()
    {
        QFETCH(QString, bet);
        QFETCH(int, point);
        QFETCH(QString, flat);
        QFETCH(QString, min);
        QFETCH(QString, max);
        QFETCH(QString, chip);
        QFETCH(QString, field);
        try {
            crapsMaximumBet(betOf(bet), {m(min), m(max), m(chip)}, opt(point), optMoney(flat));
            QFAIL("accepted bad limits");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }
};

QTEST_APPLESS_MAIN(TestCrapsMaxima)
#include "tst_crapsmaxima.moc"
