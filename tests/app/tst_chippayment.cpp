#include "ChipPayment.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace croupier;

namespace {
/// The default float (RULINGS, "Table limits and chips"), smallest first.
const QStringList kFloat{"0.5", "1", "2.5", "5", "10", "25", "100", "500", "1000"};

QStringList rows(const ChipPayment &payment)
{
    QStringList out;
    for (int r = 0; r < payment.rowCount(); ++r)
        out << payment.data(payment.index(r), ChipPayment::ValueRole).toString();
    return out;
}
} // namespace

/// The chips in hand as a model (issue 16): a row a chip, the largest at the bottom (row 0),
/// each take one block of inserted rows, each take-back one removed row.
class TestChipPayment : public QObject
{
    Q_OBJECT

private slots:
    // Takes as "tube:count" (count empty for one), then the rows as the stack draws them.
    void rowsLieAsChipsInAHand_data()
    {
        QTest::addColumn<QStringList>("takes");
        QTest::addColumn<QStringList>("stack");
        QTest::addColumn<QString>("total");
        QTest::newRow("largest first: rows in the order taken")
            << QStringList{"6:2", "5:1", "2:"} << QStringList{"100", "100", "25", "2.5"} << "227.5";
        QTest::newRow("a larger chip after smaller ones goes under them")
            << QStringList{"0:", "5:3", "2:"} << QStringList{"25", "25", "25", "2.5", "0.5"} << "78";
        QTest::newRow("a denomination taken twice lies together")
            << QStringList{"4:", "1:2", "4:2"} << QStringList{"10", "10", "10", "1", "1"} << "32";
    }
    void rowsLieAsChipsInAHand()
    {
        QFETCH(QStringList, takes);
        QFETCH(QStringList, stack);
        QFETCH(QString, total);
        ChipPayment payment;
        QAbstractItemModelTester tester(&payment, QAbstractItemModelTester::FailureReportingMode::QtTest);
        payment.setDenominations(kFloat);
        QSignalSpy inserted(&payment, &QAbstractItemModel::rowsInserted);
        for (const QString &take : takes) {
            const QStringList parts = take.split(u':');
            QVERIFY(payment.take(parts[0].toInt(), parts[1]));
        }
        QCOMPARE(inserted.count(), takes.size());   // one block a take
        QCOMPARE(rows(payment), stack);
        QCOMPARE(payment.total(), total);
        QCOMPARE(payment.count(), stack.size());
        QVERIFY(!QTest::currentTestFailed());
    }

    // Backspace: the chip last taken leaves, and only its row.
    void takeBackRemovesTheLastChipTaken()
    {
        ChipPayment payment;
        QAbstractItemModelTester tester(&payment, QAbstractItemModelTester::FailureReportingMode::QtTest);
        payment.setDenominations(kFloat);
        QVERIFY(payment.take(2));
        QVERIFY(payment.take(5, QStringLiteral("2")));
        QVERIFY(payment.take(0));
        QSignalSpy removed(&payment, &QAbstractItemModel::rowsRemoved);
        QVERIFY(payment.takeBack());   // the 0.50
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 3);
        QCOMPARE(rows(payment), (QStringList{"25", "25", "2.5"}));
        QVERIFY(payment.takeBack());   // a 25
        QCOMPARE(rows(payment), (QStringList{"25", "2.5"}));
        QCOMPARE(payment.chips(), (QStringList{"2.5", "25"}));
        payment.clear();
        QCOMPARE(payment.rowCount(), 0);
        QVERIFY(!payment.takeBack());
        QVERIFY(!QTest::currentTestFailed());
    }

    // A refused take inserts nothing (the count typed names the slip).
    void aRefusedTakeInsertsNoRow()
    {
        ChipPayment payment;
        QAbstractItemModelTester tester(&payment, QAbstractItemModelTester::FailureReportingMode::QtTest);
        payment.setDenominations(kFloat);
        QSignalSpy inserted(&payment, &QAbstractItemModel::rowsInserted);
        QVERIFY(!payment.take(3, QStringLiteral("2.5")));
        QVERIFY(!payment.take(12));
        QCOMPARE(inserted.count(), 0);
        QVERIFY(payment.error().contains(QStringLiteral("13")));   // tube 13 counted from 1
    }
};

QTEST_GUILESS_MAIN(TestChipPayment)
#include "tst_chippayment.moc"
