#include "EnglishWords.h"
#include "InputError.h"
#include "chips/FewestChips.h"
#include "chips/PaymentWords.h"

#include <QtTest>

#include <climits>
#include <functional>
#include <random>

using namespace croupier;

namespace {
Money m(const char *text) { return Money::parseCanonical(text); }

/// "1 5 10 20 25 100 500": a float without tube counts.
ChipFloat floatOf(const QString &chips)
{
    std::vector<Money> out;
    for (const QString &c : chips.split(' ', Qt::SkipEmptyParts))
        out.push_back(Money::parseCanonical(c.toStdString()));
    return ChipFloat(std::move(out));
}

/// "5:2 1:-" : tubes, a count or '-' for an unbounded tube.
ChipFloat tubesOf(const QString &tubes)
{
    std::vector<ChipTube> out;
    for (const QString &t : tubes.split(' ', Qt::SkipEmptyParts)) {
        const QStringList p = t.split(':');
        out.push_back({Money::parseCanonical(p[0].toStdString()),
                       p[1] == "-" ? std::nullopt : std::optional<std::int64_t>(p[1].toLongLong())});
    }
    return ChipFloat(std::move(out));
}

/// "25x2 10x1": a breakdown, largest chip first, as the solver writes it.
QString text(const ChipBreakdown &chips)
{
    QStringList parts;
    for (const ChipCount &c : chips)
        parts << QString::fromStdString(c.chip.toString()) + 'x' + QString::number(c.count);
    return parts.join(' ');
}

ChipBreakdown breakdown(const QString &text)
{
    ChipBreakdown out;
    for (const QString &p : text.split(' ', Qt::SkipEmptyParts)) {
        const QStringList c = p.split('x');
        out.push_back({Money::parseCanonical(c[0].toStdString()), c[1].toLongLong()});
    }
    return out;
}

const QString kDefault = "0.5 1 2.5 5 10 25 100 500 1000";
const QString kTwenty = "1 5 10 20 25 100 500";
} // namespace

/// The exact fewest-chips solver and the payment grader (core/chips/FewestChips.h).
class TestFewestChips : public QObject
{
    Q_OBJECT

private slots:
    // Each expectation worked by hand: the fewest count first, then, among equally
    // few, the most of the largest chip.
    void fewest_data()
    {
        QTest::addColumn<QString>("chipFloat");
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("fewest");
        QTest::addColumn<QString>("greedy");   // "stuck" when the greedy way cannot pay
        QTest::addColumn<bool>("greedyIsFewest");

        QTest::newRow("default float: 40 is 25 + 10 + 5") << kDefault << "40" << "25x1 10x1 5x1" << "25x1 10x1 5x1" << true;
        QTest::newRow("default float: 3 is 2.5 + 0.5") << kDefault << "3" << "2.5x1 0.5x1" << "2.5x1 0.5x1" << true;
        QTest::newRow("default float: 4 is 2.5 + 1 + 0.5") << kDefault << "4" << "2.5x1 1x1 0.5x1" << "2.5x1 1x1 0.5x1" << true;
        QTest::newRow("default float: 77.5 is three 25 and a 2.5") << kDefault << "77.5" << "25x3 2.5x1" << "25x3 2.5x1" << true;
        QTest::newRow("default float: one of each chip is 1644")
            << kDefault << "1644" << "1000x1 500x1 100x1 25x1 10x1 5x1 2.5x1 1x1 0.5x1"
            << "1000x1 500x1 100x1 25x1 10x1 5x1 2.5x1 1x1 0.5x1" << true;
        QTest::newRow("default float: a million is a thousand 1000s") << kDefault << "1000000" << "1000x1000" << "1000x1000" << true;
        QTest::newRow("default float: half a chip is one 0.5") << kDefault << "0.5" << "0.5x1" << "0.5x1" << true;
        QTest::newRow("20 and 25: 40 is 20 + 20, not 25 + 10 + 5") << kTwenty << "40" << "20x2" << "25x1 10x1 5x1" << false;
        QTest::newRow("20 and 25: 45 is 25 + 20 either way") << kTwenty << "45" << "25x1 20x1" << "25x1 20x1" << true;
        QTest::newRow("20 and 25: 60 ties 20 + 20 + 20 with 25 + 25 + 10; the larger chips")
            << kTwenty << "60" << "25x2 10x1" << "25x2 10x1" << true;
        QTest::newRow("20 and 25: 90 is two 25 and two 20, greedy takes five") << kTwenty << "90" << "25x2 20x2"
                                                                                  << "25x3 10x1 5x1" << false;
        QTest::newRow("20 and 25: 140 is 100 + 20 + 20") << kTwenty << "140" << "100x1 20x2" << "100x1 25x1 10x1 5x1" << false;
        QTest::newRow("20 and 25: 1040 is two 500 and two 20") << kTwenty << "1040" << "500x2 20x2" << "500x2 25x1 10x1 5x1"
                                                             << false;
        QTest::newRow("1 3 4: 6 is 3 + 3, greedy 4 + 1 + 1") << "1 3 4" << "6" << "3x2" << "4x1 1x2" << false;
        QTest::newRow("1 3 4: 9 ties 4 + 4 + 1 with 3 + 3 + 3; the larger chips") << "1 3 4" << "9" << "4x2 1x1" << "4x2 1x1" << true;
        QTest::newRow("20 and 25 alone: 40 is 20 + 20, greedy stuck at 15") << "20 25" << "40" << "20x2" << "stuck" << false;
        QTest::newRow("20 and 25 alone: 65 is 25 + 20 + 20") << "20 25" << "65" << "25x1 20x2" << "stuck" << false;
        QTest::newRow("zero is no chip") << kDefault << "0" << "" << "" << true;
        QTest::newRow("far apart chips: 500 chips of 0.01 for 5") << "0.01 999999" << "5" << "0.01x500" << "0.01x500" << true;
    }
    void fewest()
    {
        QFETCH(QString, chipFloat);
        QFETCH(QString, amount);
        QFETCH(QString, fewest);
        QFETCH(QString, greedy);
        QFETCH(bool, greedyIsFewest);
        const auto got = fewestChips(m(amount.toLatin1().constData()), floatOf(chipFloat));
        QVERIFY(got);
        QCOMPARE(text(got->chips), fewest);
        QCOMPARE(got->count, chipCount(breakdown(fewest)));
        QCOMPARE(chipValue(got->chips), m(amount.toLatin1().constData()));
        QCOMPARE(got->greedy ? text(*got->greedy) : QString("stuck"), greedy);
        QCOMPARE(got->greedyIsFewest, greedyIsFewest);
    }

    // Against an independent oracle: every breakdown enumerated, for 150 small floats
    // (2 to 5 chips of 1 to 30, a third of them with tube counts of 0 to 6) and every
    // amount up to 120: the solver's count is the least, its chips worth the amount
    // and within the tubes, and among the least it has the most of the largest chip,
    // then of the next; the greedy way is reported fewest exactly when it is.
    void matchesExhaustiveSearch()
    {
        std::mt19937 draw(2026);   // the cases only; the solver draws nothing
        for (int round = 0; round < 150; ++round) {
            const int n = 2 + int(draw() % 4);
            std::vector<int> chips;
            while (int(chips.size()) < n) {
                const int c = 1 + int(draw() % 30);
                if (std::find(chips.begin(), chips.end(), c) == chips.end())
                    chips.push_back(c);
            }
            std::sort(chips.begin(), chips.end());
            const bool bounded = round % 3 == 0;
            std::vector<int> limits(chips.size(), 1000);
            std::vector<ChipTube> tubes;
            for (std::size_t i = 0; i < chips.size(); ++i) {
                if (bounded)
                    limits[i] = int(draw() % 7);
                tubes.push_back({Money::fromInteger(chips[i]), bounded ? std::optional<std::int64_t>(limits[i]) : std::nullopt});
            }
            const ChipFloat f(tubes);
            for (int amount = 0; amount <= 120; ++amount) {
                // Every breakdown, largest chip first, counts from high to low: the first
                // with the least chips found is the most of the largest, then the next.
                std::vector<int> best, cur(chips.size(), 0);
                int bestCount = INT_MAX;
                std::function<void(int, int, int)> search = [&](int i, int left, int used) {
                    if (i < 0) {
                        if (left == 0 && used < bestCount) {
                            bestCount = used;
                            best = cur;
                        }
                        return;
                    }
                    for (int k = std::min(left / chips[std::size_t(i)], limits[std::size_t(i)]); k >= 0; --k) {
                        cur[std::size_t(i)] = k;
                        search(i - 1, left - k * chips[std::size_t(i)], used + k);
                    }
                    cur[std::size_t(i)] = 0;
                };
                search(int(chips.size()) - 1, amount, 0);
                const auto got = fewestChips(Money::fromInteger(amount), f);
                QCOMPARE(got.has_value(), bestCount != INT_MAX);
                if (!got)
                    continue;
                ChipBreakdown expected;
                for (std::size_t i = chips.size(); i-- > 0;)
                    if (best[i] > 0)
                        expected.push_back({Money::fromInteger(chips[i]), best[i]});
                QCOMPARE(text(got->chips), text(expected));
                QCOMPARE(got->count, std::int64_t(bestCount));
                // The greedy way, worked the same way: the largest that fits and that the tube holds.
                int left = amount, greedyCount = 0;
                for (std::size_t i = chips.size(); i-- > 0;) {
                    const int k = std::min(left / chips[i], limits[i]);
                    left -= k * chips[i];
                    greedyCount += k;
                }
                QCOMPARE(got->greedyIsFewest, left == 0 && greedyCount == bestCount);
            }
        }
    }

    void cannotPay_data()
    {
        QTest::addColumn<QString>("chipFloat");
        QTest::addColumn<QString>("amount");
        QTest::newRow("20 and 25 cannot make 30") << "20 25" << "30";
        QTest::newRow("2 and 5 cannot make 3") << "2 5" << "3";
        QTest::newRow("2 and 5 cannot make 1, below their common unit") << "2 5" << "1";
        QTest::newRow("0.5 and up cannot make 0.25") << kDefault << "0.25";
        QTest::newRow("tubes of 10 ones and one 5 are worth 15, not 30") << "1:10 5:1 25:0" << "30";
        QTest::newRow("an empty 20 tube and 25s cannot make 40") << "20:0 25:-" << "40";
    }
    void cannotPay()
    {
        QFETCH(QString, chipFloat);
        QFETCH(QString, amount);
        const ChipFloat f = chipFloat.contains(':') ? tubesOf(chipFloat) : floatOf(chipFloat);
        QVERIFY(!fewestChips(m(amount.toLatin1().constData()), f));
    }

    // Tube counts, a house setting: no more of a chip than its tube holds.
    void fewestWithinTubes_data()
    {
        QTest::addColumn<QString>("tubes");
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("fewest");
        QTest::addColumn<bool>("greedyIsFewest");
        QTest::newRow("ones, two fives, one 25: 40 is 25 + 5 + 5 and five ones") << "1:- 5:2 25:1" << "40" << "25x1 5x2 1x5"
                                                                                  << true;
        QTest::newRow("ten ones and one five: 12 is 5 and seven ones") << "1:10 5:1" << "12" << "5x1 1x7" << true;
        QTest::newRow("one 20 left: 60 is 25 + 25 + 10") << "10:- 20:1 25:-" << "60" << "25x2 10x1" << true;
        QTest::newRow("one 25 left, 20s: 40 is 20 + 20, greedy stuck") << "20:- 25:1" << "40" << "20x2" << false;
        QTest::newRow("two 20s left: 80 is 25 + 25 + 20 + 5 + 5") << "5:- 20:2 25:2" << "80" << "25x2 20x1 5x2" << true;
    }
    void fewestWithinTubes()
    {
        QFETCH(QString, tubes);
        QFETCH(QString, amount);
        QFETCH(QString, fewest);
        QFETCH(bool, greedyIsFewest);
        const auto got = fewestChips(m(amount.toLatin1().constData()), tubesOf(tubes));
        QVERIFY(got);
        QCOMPARE(text(got->chips), fewest);
        QCOMPARE(got->greedyIsFewest, greedyIsFewest);
    }

    void refusesByName_data()
    {
        QTest::addColumn<QString>("chipFloat");
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("field");
        QTest::newRow("an amount below 0") << kDefault << "-5" << "amount";
        QTest::newRow("too many steps of 0.01 below 999999") << "0.01 999999" << "999998.99" << "amount";
        QTest::newRow("chips too far apart") << "0.0000000001 10000000000" << "5" << "float";
        QTest::newRow("more than 999999999 chips") << "1" << "1000000000" << "amount";
    }
    void refusesByName()
    {
        QFETCH(QString, chipFloat);
        QFETCH(QString, amount);
        QFETCH(QString, field);
        const Money a = amount.startsWith('-') ? Money() - m(amount.mid(1).toLatin1().constData())
                                               : m(amount.toLatin1().constData());
        try {
            fewestChips(a, floatOf(chipFloat));
            QFAIL("accepted");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }

    void floatRefusesBadChips_data()
    {
        QTest::addColumn<QString>("chips");
        QTest::addColumn<QString>("field");
        QTest::newRow("a chip twice") << "1 5 5" << "float[2]";
        QTest::newRow("a chip of 0") << "0 1" << "float[0]";
        QTest::newRow("no chip") << "" << "float";
    }
    void floatRefusesBadChips()
    {
        QFETCH(QString, chips);
        QFETCH(QString, field);
        try {
            floatOf(chips);
            QFAIL("accepted");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }

    // A question's table's float (ChipFloat::forTable): the house's chips of at least its
    // smallest chip, and that chip of its own where the house has none so small (a craps
    // drill's 0.25 or 0.10 under RULINGS' float from 0.50, issue 17: a stake of 0.20 was
    // drawn with no chip); the fewest chips of an amount at that table.
    void forTable_data()
    {
        QTest::addColumn<QString>("tubes");   // chip:count, '-' unbounded
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("table");   // the table's tubes, smallest first; "refused: field"
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("fewest");
        const QString house = "0.5:- 1:- 2.5:- 5:- 10:- 25:- 100:- 500:- 1000:-";
        QTest::newRow("0.25 under the house's 0.50: a 0.25 chip of its own")
            << house << "0.25" << "0.25:- " + house << "0.75" << "0.5x1 0.25x1";
        QTest::newRow("0.10 under the house's 0.50: 0.20 is two 0.10")
            << house << "0.1" << "0.1:- " + house << "0.2" << "0.1x2";
        QTest::newRow("0.10: 1.30 is 1 + 0.10 + 0.10 + 0.10, no 0.50 to make 0.30")
            << house << "0.1" << "0.1:- " + house << "1.3" << "1x1 0.1x3";
        QTest::newRow("the house's smallest chip: the house's float") << house << "0.5" << house << "0.5" << "0.5x1";
        QTest::newRow("1: the chips of 1 and up, no half")
            << house << "1" << "1:- 2.5:- 5:- 10:- 25:- 100:- 500:- 1000:-" << "3" << "1x3";
        QTest::newRow("2, above the smallest and no chip: the chips above it, no 2 of its own")
            << house << "2" << "2.5:- 5:- 10:- 25:- 100:- 500:- 1000:-" << "5" << "5x1";
        QTest::newRow("counted tubes kept, the table's own chip unbounded")
            << "0.5:10 5:3" << "0.25" << "0.25:- 0.5:10 5:3" << "5.25" << "5x1 0.25x1";
        QTest::newRow("a unit above every chip: refused") << house << "5000" << "refused: chip_unit" << "" << "";
        QTest::newRow("a unit of 0: refused") << house << "0" << "refused: chip_unit" << "" << "";
    }
    void forTable()
    {
        QFETCH(QString, tubes);
        QFETCH(QString, unit);
        QFETCH(QString, table);
        QFETCH(QString, amount);
        QFETCH(QString, fewest);
        const ChipFloat house = tubesOf(tubes);
        try {
            const ChipFloat f = house.forTable(m(unit.toLatin1().constData()));
            QStringList got;
            for (const ChipTube &t : f.tubes())
                got << QString::fromStdString(t.chip.toString()) + ':' + (t.count ? QString::number(*t.count) : "-");
            QCOMPARE(got.join(' '), table);
            const auto chips = fewestChips(m(amount.toLatin1().constData()), f);
            QVERIFY(chips);
            QCOMPARE(text(chips->chips), fewest);
        } catch (const InputError &e) {
            QCOMPARE("refused: " + QString::fromStdString(e.field()), table);
        }
    }

    // The table of every amount agrees with the solver amount by amount (two ways of
    // reading the same tables: the largest chip's shortcut and the plain table).
    void tableAgreesWithSolver()
    {
        for (const QString &chips : {kDefault, kTwenty, QString("1 3 4"), QString("20 25")}) {
            const ChipFloat f = floatOf(chips);
            const FewestChipsTable table(f, m("600"));
            for (std::int64_t n = 0; n <= table.steps(); ++n) {
                const auto a = table.fewestAt(n);
                const auto b = fewestChips(table.step() * n, f);
                QCOMPARE(a.has_value(), b.has_value());
                if (a)
                    QCOMPARE(text(*a), text(b->chips));
            }
        }
    }

    // RULINGS, "Table limits and chips": the value must be exact; more chips than the
    // fewest is right in value but marked, with the fewest way.
    void grade_data()
    {
        QTest::addColumn<QString>("chipFloat");
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("given");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<QString>("difference");
        QTest::addColumn<QString>("chip");
        QTest::addColumn<QString>("fewest");
        using V = PaymentGrade::Verdict;
        QTest::newRow("40 as 25 + 10 + 5 is exact") << kDefault << "40" << "25x1 10x1 5x1" << int(V::Exact) << "0" << ""
                                                    << "25x1 10x1 5x1";
        QTest::newRow("the order of the chips does not matter") << kDefault << "40" << "5x1 25x1 10x1" << int(V::Exact) << "0"
                                                                << "" << "25x1 10x1 5x1";
        QTest::newRow("40 as four 10s is right in value, too many chips")
            << kDefault << "40" << "10x4" << int(V::MoreChips) << "0" << "" << "25x1 10x1 5x1";
        QTest::newRow("a denomination named twice counts once: 10 as 5 and 5")
            << kDefault << "10" << "5x1 5x1" << int(V::MoreChips) << "0" << "" << "10x1";
        QTest::newRow("half built: 25 + 10 of 40 is 5 short") << kDefault << "40" << "25x1 10x1" << int(V::WrongValue) << "-5"
                                                              << "" << "25x1 10x1 5x1";
        QTest::newRow("two 25s for 40 is 10 over") << kDefault << "40" << "25x2" << int(V::WrongValue) << "10" << ""
                                                   << "25x1 10x1 5x1";
        QTest::newRow("nothing given for 40 is 40 short") << kDefault << "40" << "" << int(V::WrongValue) << "-40" << ""
                                                          << "25x1 10x1 5x1";
        QTest::newRow("a 20 is no chip of the default float") << kDefault << "40" << "20x2" << int(V::ForeignChip) << "0"
                                                              << "20" << "";
        QTest::newRow("a negative count") << kDefault << "40" << "25x2 5x-2" << int(V::BadCount) << "0" << "5" << "";
        QTest::newRow("20 and 25: 20 + 20 is exact") << kTwenty << "40" << "20x2" << int(V::Exact) << "0" << "" << "20x2";
        QTest::newRow("20 and 25: the greedy 25 + 10 + 5 is marked, 20 + 20 shown")
            << kTwenty << "40" << "25x1 10x1 5x1" << int(V::MoreChips) << "0" << "" << "20x2";
        QTest::newRow("20 and 25: 20 + 20 + 20 for 60 ties the fewest") << kTwenty << "60" << "20x3" << int(V::Exact) << "0"
                                                                        << "" << "25x2 10x1";
        QTest::newRow("three 5s from a tube of two") << "1:- 5:2 25:1" << "40" << "25x1 5x3" << int(V::OverTube) << "0"
                                                     << "5" << "";
        QTest::newRow("20 and 25 cannot pay 30") << "20:- 25:-" << "30" << "" << int(V::CannotPay) << "-30" << "" << "";
    }
    void grade()
    {
        QFETCH(QString, chipFloat);
        QFETCH(QString, amount);
        QFETCH(QString, given);
        QFETCH(int, verdict);
        QFETCH(QString, difference);
        QFETCH(QString, chip);
        QFETCH(QString, fewest);
        const ChipFloat f = chipFloat.contains(':') ? tubesOf(chipFloat) : floatOf(chipFloat);
        const PaymentGrade g = gradePayment(m(amount.toLatin1().constData()), f, breakdown(given));
        QCOMPARE(int(g.verdict), verdict);
        if (g.verdict == PaymentGrade::Verdict::WrongValue || g.verdict == PaymentGrade::Verdict::CannotPay)
            QCOMPARE(QString::fromStdString(g.difference.toString()), difference);
        QCOMPARE(g.chip ? QString::fromStdString(g.chip->toString()) : QString(), chip);
        if (!fewest.isEmpty()) {
            QVERIFY(g.fewest);
            QCOMPARE(text(g.fewest->chips), fewest);
        }
        QCOMPARE(g.rightValue(), verdict == int(PaymentGrade::Verdict::Exact) || verdict == int(PaymentGrade::Verdict::MoreChips));
    }

    // What free play says of a payment: a clear sentence naming what is wrong, the
    // fewest way where the value is off or the chips too many.
    void paymentIsExplained_data()
    {
        QTest::addColumn<QString>("chipFloat");
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("given");
        QTest::addColumn<QString>("said");
        QTest::newRow("exact") << kDefault << "40" << "25x1 10x1 5x1" << "Right: 40 in the fewest chips the float allows.";
        QTest::newRow("four 10s") << kDefault << "40" << "10x4"
                                  << "Right in value, but slow to count: 40 takes only 3 chips, 1 × 25, 1 × 10, 1 × 5.";
        QTest::newRow("the greedy way with 20 and 25") << kTwenty << "40" << "25x1 10x1 5x1"
                                                       << "Right in value, but slow to count: 40 takes only 2 chips, 2 × 20.";
        QTest::newRow("half built") << kDefault << "40" << "25x1 10x1" << "5 short of 40. In the fewest chips: 1 × 25, 1 × 10, 1 × 5.";
        QTest::newRow("over") << kDefault << "40" << "25x2" << "10 over 40. In the fewest chips: 1 × 25, 1 × 10, 1 × 5.";
        QTest::newRow("a foreign chip") << kDefault << "40" << "20x2" << "20 is no chip of this table's float.";
        QTest::newRow("a negative count") << kDefault << "40" << "5x-1" << "The count of 5 chips must be a whole number, 0 or more.";
        QTest::newRow("over the tube") << "1:- 5:2 25:1" << "40" << "25x1 5x3" << "The tray holds fewer chips of 5 than that.";
        QTest::newRow("cannot pay") << "20:- 25:-" << "30" << "" << "The float cannot make 30 exactly.";
    }
    void paymentIsExplained()
    {
        QFETCH(QString, chipFloat);
        QFETCH(QString, amount);
        QFETCH(QString, given);
        QFETCH(QString, said);
        const ChipFloat f = chipFloat.contains(':') ? tubesOf(chipFloat) : floatOf(chipFloat);
        const Money a = m(amount.toLatin1().constData());
        const Explanation why = explainPayment(a, gradePayment(a, f, breakdown(given)));
        QStringList sentences;
        for (const Words &w : why.sentences)
            sentences << english(w);
        QCOMPARE(sentences.join(' '), said);
        QCOMPARE(QString::fromStdString(why.source), QString("RULINGS, Table limits and chips"));
    }
};

QTEST_APPLESS_MAIN(TestFewestChips)
#include "tst_fewestchips.moc"
