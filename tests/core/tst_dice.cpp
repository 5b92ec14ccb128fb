#include "Dice.h"
#include "InputError.h"

#include <QtTest>

using namespace croupier;

/// Two dice from a seeded source.
class TestDice : public QObject
{
    Q_OBJECT

private slots:
    // Worked out by a separate Python MT19937-64 with the same rejection sampling.
    void seededRollsAreGolden()
    {
        DiceSource dice(7);
        const std::vector<DiceRoll> expected{{4, 1}, {1, 1}, {2, 1}, {4, 5}, {4, 3}, {5, 4}};
        for (const DiceRoll want : expected) {
            const DiceRoll got = dice.roll();
            QCOMPARE(got.first, want.first);
            QCOMPARE(got.second, want.second);
        }
    }

    void everyFaceComesUp()
    {
        DiceSource dice(123);
        int seen[7][7] = {};
        for (int i = 0; i < 3600; ++i) {
            const DiceRoll r = dice.roll();
            QVERIFY(r.first >= 1 && r.first <= 6 && r.second >= 1 && r.second <= 6);
            ++seen[r.first][r.second];
        }
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                QVERIFY2(seen[a][b] > 0, "a combination of the 36 never came up in 3600 rolls");
    }

    void totalsAndHardways_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<int>("total");
        QTest::addColumn<bool>("hard");
        QTest::newRow("2-2 is hard 4") << 2 << 2 << 4 << true;
        QTest::newRow("1-3 is easy 4") << 1 << 3 << 4 << false;
        QTest::newRow("3-3 is hard 6") << 3 << 3 << 6 << true;
        QTest::newRow("4-4 is hard 8") << 4 << 4 << 8 << true;
        QTest::newRow("6-2 is easy 8") << 6 << 2 << 8 << false;
        QTest::newRow("5-5 is hard 10") << 5 << 5 << 10 << true;
        QTest::newRow("1-1 is 2, aces") << 1 << 1 << 2 << true;
        QTest::newRow("6-6 is 12") << 6 << 6 << 12 << true;
        QTest::newRow("3-4 is 7") << 3 << 4 << 7 << false;
    }
    void totalsAndHardways()
    {
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(int, total);
        QFETCH(bool, hard);
        const DiceRoll r = DiceRoll::of(first, second);
        QCOMPARE(r.total(), total);
        QCOMPARE(r.isHard(), hard);
    }

    void refusesImpossibleDice_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<QString>("field");
        QTest::newRow("first die 0") << 0 << 3 << "dice[0]";
        QTest::newRow("second die 7") << 3 << 7 << "dice[1]";
    }
    void refusesImpossibleDice()
    {
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(QString, field);
        try {
            DiceRoll::of(first, second);
            QFAIL("accepted an impossible die");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }
};

QTEST_APPLESS_MAIN(TestDice)
#include "tst_dice.moc"
