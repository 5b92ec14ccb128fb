#include "Amounts.h"
#include "LanguageManager.h"
#include "freeplay/ChipPayment.h"
#include "freeplay/HouseChipsSetting.h"

#include <QtTest>

using namespace croupier;

namespace {
/// "0.5:100 1:- 5:0": the house's tubes, '-' a tube not counted.
QString tubesText()
{
    QStringList parts;
    for (const QVariant &t : HouseChipsSetting().tubes()) {
        const QVariantMap m = t.toMap();
        const int count = m.value("count").toInt();
        parts << m.value("chip").toString() + ':' + (count < 0 ? QStringLiteral("-") : QString::number(count));
    }
    return parts.join(' ');
}

/// "0.50:100 1: 5:0" as the instructor types the rows (chip:count, count may be empty).
QVariantList rowsOf(const QString &typed)
{
    QVariantList rows;
    for (const QString &r : typed.split(' ', Qt::SkipEmptyParts)) {
        const qsizetype colon = r.lastIndexOf(':');
        rows << QVariantMap{{"chip", r.left(colon)}, {"count", r.mid(colon + 1)}};
    }
    return rows;
}
} // namespace

/// The house's chips as the instructor sets them (issue 16, item 1) and the tube counts
/// a payment is built against. A test run is not persistent: nothing is written to the
/// station's settings.
class TestHouseChipsSetting : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { LanguageManager::setPersistent(false); }

    void init()
    {
        Amounts::follow("en");
        HouseChipsSetting().restoreDefault();
    }

    void theDefaultIsRulingsFloat()
    {
        // RULINGS, "Table limits and chips": € 0.50, 1, 2.50, 5, 10, 25, 100, 500, 1,000;
        // 100 chips a tube and stacks of 20 are the product's.
        QCOMPARE(tubesText(), "0.5:100 1:100 2.5:100 5:100 10:100 25:100 100:100 500:100 1000:100");
        QCOMPARE(HouseChipsSetting().stack(), 20);
        QVERIFY(HouseChipsSetting().isDefault());
    }

    // Issue 17, item 4: a stake is drawn as the chips a player bets it with, the fewest
    // chips of the house's float, largest first (worked by hand).
    void stakeChips_data()
    {
        QTest::addColumn<QString>("house");   // the float typed, chip:count; empty: RULINGS'
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("chips");
        QTest::addColumn<QString>("unit");    // the drill table's smallest chip; empty: the house's float

        // RULINGS' float (0.5 1 2.5 5 10 25 100 500 1000): 48 = 25 + 10 + 10 + 2.5 + 0.5,
        // five chips (with 25 + 10 + 10, the 3 left is 2.5 + 0.5; 1 + 1 + 1 is three).
        QTest::newRow("48 at the default float: five chips, no tower of ones") << "" << "48" << "25 10 10 2.5 0.5" << "";
        // 498.5 = 4 × 100 + 3 × 25 + 2 × 10 + 2.5 + 1: eleven chips (no 500 fits).
        QTest::newRow("a high roller's 498.50") << "" << "498.5" << "100 100 100 100 25 25 25 10 10 2.5 1" << "";
        QTest::newRow("1,000 is one chip") << "" << "1000" << "1000" << "";
        // A house float with a 20 (and no 10 or 2.5): 48 = 25 + 20 + 1 + 1 + 1, five chips
        // (20 + 20 + 5 + 1 + 1 + 1 is six).
        QTest::newRow("48 at a float with a 20") << "0.50: 1: 5: 20: 25: 100:" << "48" << "25 20 1 1 1" << "";
        // 40 at a float of 0.50, 1, 20, 25: two 20s; taking the 25 first would leave 15 in ones.
        QTest::newRow("the fewest, not the largest first") << "0.50: 1: 20: 25:" << "40" << "20 20" << "";
        QTest::newRow("nothing staked: no chip") << "" << "0" << "" << "";
        QTest::newRow("no amount: no chip") << "" << "abc" << "" << "";
        // 0.25 is below the float's smallest chip (0.50): nothing to draw.
        QTest::newRow("less than the smallest chip: no chip") << "" << "0.25" << "" << "";
        // A drill's 125.62 is no sum of chips: drawn as 125.50, 100 + 25 + 0.50 (its amount beside).
        QTest::newRow("an amount no chips make: the chips of its part rounded down") << "" << "125.62" << "100 25 0.5" << "";
        // Issue 17: a drill's table whose smallest chip is 1 draws with its own chips, 1 and
        // up (no ½ chip): 48 = 25 + 10 + 10 + 1 + 1 + 1, six chips (the 3 left after 45 is
        // no sum of 2.50s and 5s: three 1s).
        QTest::newRow("48 at a table whose smallest chip is 1: no half chip") << "" << "48" << "25 10 10 1 1 1" << "1";
        // 12.5 at a table of 1: 10 + 2.5 (the 2.50 is a chip of that table).
        QTest::newRow("12.50 at a table of 1: a 2.50 chip, no half") << "" << "12.5" << "10 2.5" << "1";
        // A table of 5: 45 = 25 + 10 + 10.
        QTest::newRow("45 at a table of 5") << "" << "45" << "25 10 10" << "5";
        // Issue 17: a craps drill's table of 0.25 or 0.10, below the house's smallest chip
        // (0.50), has chips of its own unit: 0.20 = 0.10 + 0.10 (no chip was drawn); 0.75 =
        // 0.50 + 0.25; 13.82 at 0.25, no sum of chips: the chips of 13.75, 10 + 2.5 + 1 + 0.25.
        QTest::newRow("0.20 at a table of 0.10: two 0.10 chips") << "" << "0.2" << "0.1 0.1" << "0.1";
        QTest::newRow("0.75 at a table of 0.25: a half and a quarter") << "" << "0.75" << "0.5 0.25" << "0.25";
        QTest::newRow("13.82 at a table of 0.25: the chips of 13.75") << "" << "13.82" << "10 2.5 1 0.25" << "0.25";
        // A unit no chip of the float reaches: the whole float, as with none.
        QTest::newRow("a unit above every chip: the whole float") << "" << "48" << "25 10 10 2.5 0.5" << "5000";
        // The rack's counts bound the dealer's payments, not the players' chips: one 10 in
        // its tube, 48 is still 25 + 10 + 10 + 2.5 + 0.5 (at the table of 0.50 too).
        QTest::newRow("a tube of one 10: the player's chips unbounded") << "0.50:100 1:100 2.5:100 5:100 10:1 25:100"
                                                                        << "48" << "25 10 10 2.5 0.5" << "";
        QTest::newRow("a tube of one 10 at a table of 0.50") << "0.50:100 1:100 2.5:100 5:100 10:1 25:100"
                                                             << "48" << "25 10 10 2.5 0.5" << "0.5";
    }

    // Issue 17: a drill's chip bank shows its table's chips (worked from the float and
    // ChipFloat::forTable's reading): a table of 5 has 5 and up; one of 0.25 has its own ¼
    // under the house's ½; one of 1 has no ½; no unit, or one above every chip: the house's.
    void tableChips_data()
    {
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("chips");
        QTest::newRow("the house's float") << "" << "0.5 1 2.5 5 10 25 100 500 1000";
        QTest::newRow("a table of 5") << "5" << "5 10 25 100 500 1000";
        QTest::newRow("a table of 1: no half chip") << "1" << "1 2.5 5 10 25 100 500 1000";
        QTest::newRow("a table of 0.25: its own quarter") << "0.25" << "0.25 0.5 1 2.5 5 10 25 100 500 1000";
        QTest::newRow("a table of 0.10: its own tenth") << "0.1" << "0.1 0.5 1 2.5 5 10 25 100 500 1000";
        QTest::newRow("a unit above every chip: the house's float") << "5000" << "0.5 1 2.5 5 10 25 100 500 1000";
        QTest::newRow("no unit that reads: the house's float") << "five" << "0.5 1 2.5 5 10 25 100 500 1000";
    }
    void tableChips()
    {
        QFETCH(QString, unit);
        QFETCH(QString, chips);
        QCOMPARE(HouseChipsSetting().tableChips(unit).join(u' '), chips);
    }
    void stakeChips()
    {
        QFETCH(QString, house);
        QFETCH(QString, amount);
        QFETCH(QString, chips);
        QFETCH(QString, unit);
        if (!house.isEmpty())
            QCOMPARE(HouseChipsSetting().save(rowsOf(house), 20), QString());
        QCOMPARE(HouseChipsSetting().stakeChips(amount, unit).join(u' '), chips);
    }

    void save_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("rows");
        QTest::addColumn<int>("stack");
        QTest::addColumn<QString>("tubes");   // what the house holds after: saved, or still the default
        QTest::addColumn<QString>("error");   // the message's start; empty: saved

        const QString standard = "0.5:100 1:100 2.5:100 5:100 10:100 25:100 100:100 500:100 1000:100";
        QTest::newRow("a float of four, typed in English") << "en" << "0.50:40 1:60 5: 1,000:10" << 5
                                                           << "0.5:40 1:60 5:- 1000:10" << "";
        QTest::newRow("typed in Greek: 2,50 and 1.000") << "el" << "0,50:40 1: 2,50:20 1.000:5" << 20
                                                        << "0.5:40 1:- 2.5:20 1000:5" << "";
        QTest::newRow("any order: smallest first once saved") << "en" << "25:10 1:10 0.5:10" << 20
                                                              << "0.5:10 1:10 25:10" << "";
        QTest::newRow("a tube of 0 chips") << "en" << "0.5:0 1:1" << 20 << "0.5:0 1:1" << "";
        QTest::newRow("a tube of 1000, the most") << "en" << "0.5:1000 1:1" << 20 << "0.5:1000 1:1" << "";

        QTest::newRow("a chip of 0") << "en" << "0.5:1 0:1 1:1" << 20 << standard << "Chip 2: ";
        QTest::newRow("a chip that is no amount") << "en" << "0.5:1 1:1 abc:1" << 20 << standard << "Chip 3: ";
        QTest::newRow("a chip left empty") << "en" << "0.5:1 :1 1:1" << 20 << standard << "Chip 2: ";
        QTest::newRow("the same chip twice") << "en" << "0.5:1 1:1 1.00:2" << 20 << standard << "Chip 3: ";
        QTest::newRow("a negative tube") << "en" << "0.5:-1 1:1" << 20 << standard << "Chip 1: the tube's count";
        QTest::newRow("a fractional tube") << "en" << "0.5:2.5 1:1" << 20 << standard << "Chip 1: the tube's count";
        QTest::newRow("a tube of 1001") << "en" << "0.5:1 1:1001" << 20 << standard << "Chip 2: the tube's count";
        QTest::newRow("a tube with a sign") << "en" << "0.5:+5 1:1" << 20 << standard << "Chip 1: the tube's count";
        QTest::newRow("no chip of 0.50 (baccarat's smallest)") << "en" << "1:1 5:1" << 20 << standard
                                                              << "The float must hold a chip of 0.50";
        QTest::newRow("no chip of 1 (craps' and blackjack's)") << "en" << "0.5:1 5:1" << 20 << standard
                                                              << "The float must hold a chip of 1";
        QTest::newRow("stacks of 10") << "en" << "0.5:1 1:1" << 10 << standard << "A full stack is 5 or 20";
        QTest::newRow("no chip at all") << "en" << "" << 20 << standard << "The float needs at least one chip";
        QString many;
        for (int i = 1; i <= 21; ++i)
            many += QString::number(i) + ": ";
        QTest::newRow("21 chips") << "en" << "0.5: " + many << 20 << standard << "A float holds at most 20 chips";
    }
    void save()
    {
        QFETCH(QString, language);
        QFETCH(QString, rows);
        QFETCH(int, stack);
        QFETCH(QString, tubes);
        QFETCH(QString, error);
        Amounts::follow(language);
        HouseChipsSetting setting;
        QSignalSpy changed(&setting, &HouseChipsSetting::changed);
        const QString why = setting.save(rowsOf(rows), stack);
        if (error.isEmpty()) {
            QVERIFY2(why.isEmpty(), qPrintable(why));
            QCOMPARE(changed.count(), 1);
            QCOMPARE(setting.stack(), stack);
        } else {
            QVERIFY2(why.startsWith(error), qPrintable(why));
            // Nothing saved: the house keeps what it had.
            QCOMPARE(changed.count(), 0);
            QCOMPARE(setting.stack(), 20);
        }
        QCOMPARE(tubesText(), tubes);
    }

    void aPaymentIsBuiltWithinTheTubes()
    {
        ChipPayment payment;
        payment.setDenominations({"1", "5", "25"});
        payment.setTubes({-1, 3, 2});
        QCOMPARE(payment.left(0), -1);   // not counted
        QCOMPARE(payment.left(2), 2);
        QVERIFY(payment.take(2, "2"));
        QCOMPARE(payment.left(2), 0);
        // A third chip of 25: the tube is empty, nothing taken, the tube named.
        QVERIFY(!payment.take(2));
        QCOMPARE(payment.error(), "The tube of 25 has 0 chips left.");
        QCOMPARE(payment.total(), "50");
        QVERIFY(!payment.take(1, "4"));
        QCOMPARE(payment.error(), "The tube of 5 has 3 chips left.");
        QVERIFY(payment.take(1, "3"));
        QVERIFY(payment.take(0, "100"));   // an uncounted tube: only the count at once is bounded
        QCOMPARE(payment.total(), "165");
        // A chip taken back is in its tube again.
        QVERIFY(payment.takeBack());
        QVERIFY(payment.takeBack());
        QCOMPARE(payment.left(1), 0);
    }
};

QTEST_MAIN(TestHouseChipsSetting)
#include "tst_housechipssetting.moc"
