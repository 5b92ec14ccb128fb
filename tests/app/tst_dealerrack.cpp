#include "DealerRack.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QtTest>

using namespace croupier;

namespace {
/// "0.5:100 1:- 5:0" as a float: a tube's chip and count, '-' a tube not counted.
ChipFloat floatOf(const QString &text)
{
    std::vector<ChipTube> tubes;
    for (const QString &t : text.split(u' ', Qt::SkipEmptyParts)) {
        const QString chip = t.section(u':', 0, 0), count = t.section(u':', 1, 1);
        tubes.push_back({Money::parseCanonical(chip.toStdString()),
                         count == "-" ? std::nullopt : std::optional<std::int64_t>(count.toLongLong())});
    }
    return ChipFloat(std::move(tubes));
}

/// The rack as the same text: each tube's chip and its count now.
QString countsOf(const DealerRack &rack)
{
    QStringList out;
    for (int r = 0; r < rack.rowCount(); ++r) {
        const QModelIndex i = rack.index(r);
        const qlonglong n = i.data(DealerRack::CountRole).toLongLong();
        out << i.data(DealerRack::ChipRole).toString() + ':' + (n < 0 ? QStringLiteral("-") : QString::number(n));
    }
    return out.join(u' ');
}
} // namespace

/// The dealer's rack (issue 17, item 4): its counts go up as losing stakes are collected
/// (the fewest chips of the float that make each stake) and down as payouts go out (the
/// chips handed, else the fewest chips the tubes hold), a short tube filled first.
class TestDealerRack : public QObject
{
    Q_OBJECT

private slots:
    void countsFollowTheSettlement_data()
    {
        QTest::addColumn<QString>("house");
        QTest::addColumn<QStringList>("moves");   // "collect 48", "pay 9.5", "hand 25:1 10:2"
        QTest::addColumn<QString>("after");
        QTest::addColumn<int>("fills");

        const QString rulings = "0.5:100 1:100 2.5:100 5:100 10:100 25:100 100:100 500:100 1000:100";
        // 48 in the fewest chips of RULINGS' float: 25 + 10 + 10 + 2.5 + 0.5, five chips
        // (25 + 10 + 10 leaves 3: 2.5 + 0.5, two chips; 1 + 1 + 1 would be three).
        QTest::newRow("a losing 48 comes in as 25, 10, 10, 2.50, 0.50")
            << rulings << QStringList{"collect 48"}
            << "0.5:101 1:100 2.5:101 5:100 10:102 25:101 100:100 500:100 1000:100" << 0;
        // Banco's 10 paid 9.5: 5 + 2.5 + 1 + 1, four chips (three cannot make 9.5).
        QTest::newRow("a payout of 9.50 goes out as 5, 2.50, 1, 1")
            << rulings << QStringList{"pay 9.5"}
            << "0.5:100 1:98 2.5:99 5:99 10:100 25:100 100:100 500:100 1000:100" << 0;
        // Paid in chips: the chips the trainee handed leave, not the fewest (10 + 10 + 5 for 25).
        QTest::newRow("a payment handed in chips takes those chips out")
            << rulings << QStringList{"hand 10:2 5:1"}
            << "0.5:100 1:100 2.5:100 5:99 10:98 25:100 100:100 500:100 1000:100" << 0;
        // A coup: 15 and 7 collected (10 + 5; 5 + 1 + 1), 15 paid (10 + 5).
        QTest::newRow("a coup: 15 and 7 in, 15 out")
            << rulings << QStringList{"collect 15", "collect 7", "pay 15"}
            << "0.5:100 1:102 2.5:100 5:101 10:100 25:100 100:100 500:100 1000:100" << 0;
        // Two 25 chips in the tube: a payout of 75 takes both, then 25 more must come from
        // somewhere: the fewest the tubes hold are 25 + 25 + 10 + 10 + 5 (five chips).
        QTest::newRow("a short tube pays with the next chips down")
            << "5:10 10:10 25:2" << QStringList{"pay 75"} << "5:9 10:8 25:0" << 0;
        // The tubes cannot make 30 at all (one 25, no 5): filled back to the house's count first.
        QTest::newRow("a tube too short is filled first, and the fill counted")
            << "5:1 25:1" << QStringList{"pay 25", "pay 30"} << "5:0 25:0" << 1;
        // A tube the house does not count stays uncounted; the counted ones move.
        QTest::newRow("a tube not counted stays so")
            << "1:- 5:100" << QStringList{"collect 7", "pay 5"} << "1:- 5:100" << 0;
        // No chips of the float make 0.25: the rack is a picture of chips, nothing moves.
        QTest::newRow("an amount no chip makes moves nothing")
            << "0.5:100 1:100" << QStringList{"collect 0.25"} << "0.5:100 1:100" << 0;
    }
    void countsFollowTheSettlement()
    {
        QFETCH(QString, house);
        QFETCH(QStringList, moves);
        QFETCH(QString, after);
        QFETCH(int, fills);

        DealerRack rack;
        QAbstractItemModelTester tester(&rack, QAbstractItemModelTester::FailureReportingMode::QtTest);
        rack.reset(floatOf(house));
        QCOMPARE(countsOf(rack), house);
        for (const QString &m : moves) {
            const QString what = m.section(u' ', 0, 0);
            if (what == "collect") {
                rack.collect(Money::parseCanonical(m.section(u' ', 1, 1).toStdString()));
            } else if (what == "pay") {
                rack.pay(Money::parseCanonical(m.section(u' ', 1, 1).toStdString()));
            } else {
                ChipBreakdown chips;
                for (const QString &c : m.section(u' ', 1).split(u' '))
                    chips.push_back({Money::parseCanonical(c.section(u':', 0, 0).toStdString()), c.section(u':', 1, 1).toLongLong()});
                rack.pay(chips);
            }
        }
        QCOMPARE(countsOf(rack), after);
        QCOMPARE(rack.fills(), fills);
        QStringList counts;
        for (const QVariant &c : rack.counts())
            counts << (c.toInt() < 0 ? QStringLiteral("-") : c.toString());
        QCOMPARE(counts.join(u' '), QString(after).replace(QRegularExpression("[^ ]*:"), ""));
    }

    void resetFillsTheRackAgain()
    {
        DealerRack rack;
        rack.reset(floatOf("5:10 25:10"));
        rack.collect(Money::parseCanonical("30"));
        QCOMPARE(countsOf(rack), "5:11 25:11");
        rack.reset(floatOf("5:10 25:10"));
        QCOMPARE(countsOf(rack), "5:10 25:10");
    }
};

QTEST_GUILESS_MAIN(TestDealerRack)
#include "tst_dealerrack.moc"
