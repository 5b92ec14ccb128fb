#include "InputError.h"
#include "baccarat/BaccaratOdds.h"
#include "craps/CrapsOdds.h"

#include <QtTest>

using namespace croupier;

namespace {
QString str(const Rational &r) { return QString::fromStdString(r.str()); }
} // namespace

/// Each bet's exact chances and house edge, from the pay table of art. 16. The
/// expected fractions are worked out by hand: P(number before 7) = ways(number) /
/// (ways(number) + 6); the edge is P(lose) − Σ P(win) × ratio.
class TestCrapsOdds : public QObject
{
    Q_OBJECT

private slots:
    void exactOdds_data()
    {
        QTest::addColumn<QString>("bet");
        QTest::addColumn<int>("number");
        QTest::addColumn<QString>("win");
        QTest::addColumn<QString>("lose");
        QTest::addColumn<QString>("push");
        QTest::addColumn<QString>("edge");
        QTest::addColumn<QString>("percent");
        auto row = [](const char *name, const char *bet, int number, const char *win, const char *lose, const char *push,
                      const char *edge, const char *percent) {
            QTest::newRow(name) << bet << number << win << lose << push << edge << percent;
        };
        // The published figures (issue 4).
        row("pass: published 1.414 %", "pass", 0, "244/495", "251/495", "0", "7/495", "1.414");
        row("don't pass: published 1.364 %, the 12 a push", "dont-pass", 0, "949/1980", "244/495", "1/36", "3/220", "1.364");
        row("field, 2 and 12 paying 2:1: published 5.556 %", "field", 0, "4/9", "5/9", "0", "1/18", "5.556");
        row("place 6: published 1.515 %", "place-6", 0, "5/11", "6/11", "0", "1/66", "1.515");
        row("place 8: published 1.515 %", "place-8", 0, "5/11", "6/11", "0", "1/66", "1.515");
        row("place 5: published 4.000 %", "place-5", 0, "2/5", "3/5", "0", "1/25", "4.000");
        row("place 9: published 4.000 %", "place-9", 0, "2/5", "3/5", "0", "1/25", "4.000");
        row("place 4: published 6.667 %", "place-4", 0, "1/3", "2/3", "0", "1/15", "6.667");
        row("place 10: published 6.667 %", "place-10", 0, "1/3", "2/3", "0", "1/15", "6.667");
        row("hard 6 at 9:1: published 9.091 %", "hard-6", 0, "1/11", "10/11", "0", "1/11", "9.091");
        row("hard 8 at 9:1: published 9.091 %", "hard-8", 0, "1/11", "10/11", "0", "1/11", "9.091");
        row("hard 4 at 7:1: published 11.111 %", "hard-4", 0, "1/9", "8/9", "0", "1/9", "11.111");
        row("hard 10 at 7:1: published 11.111 %", "hard-10", 0, "1/9", "8/9", "0", "1/9", "11.111");
        row("any seven at 4:1: published 16.667 %", "any-seven", 0, "1/6", "5/6", "0", "1/6", "16.667");
        // The rest of the table, by the same arithmetic.
        row("come is pass", "come", 0, "244/495", "251/495", "0", "7/495", "1.414");
        row("don't come is don't pass", "dont-come", 0, "949/1980", "244/495", "1/36", "3/220", "1.364");
        row("big 6: 5 ways against 6", "big-6", 0, "5/11", "6/11", "0", "1/11", "9.091");
        row("big 8: 5 ways against 6", "big-8", 0, "5/11", "6/11", "0", "1/11", "9.091");
        row("under 7: 15 ways in 36", "under-7", 0, "5/12", "7/12", "0", "1/6", "16.667");
        row("over 7: 15 ways in 36", "over-7", 0, "5/12", "7/12", "0", "1/6", "16.667");
        row("11 at 15:1", "yo-11", 0, "1/18", "17/18", "0", "1/9", "11.111");
        row("any craps at 7:1", "any-craps", 0, "1/9", "8/9", "0", "1/9", "11.111");
        row("craps 2 at 30:1", "craps-2", 0, "1/36", "35/36", "0", "5/36", "13.889");
        row("craps 3 at 15:1", "craps-3", 0, "1/18", "17/18", "0", "1/9", "11.111");
        row("craps 12 at 30:1", "craps-12", 0, "1/36", "35/36", "0", "5/36", "13.889");
        row("horn at 4:1 on 6 ways", "horn", 0, "1/6", "5/6", "0", "1/6", "16.667");
        row("lay 4 at 5:11", "lay-4", 0, "2/3", "1/3", "0", "1/33", "3.030");
        row("lay 10 at 5:11", "lay-10", 0, "2/3", "1/3", "0", "1/33", "3.030");
        row("lay 5 at 5:8", "lay-5", 0, "3/5", "2/5", "0", "1/40", "2.500");
        row("lay 9 at 5:8", "lay-9", 0, "3/5", "2/5", "0", "1/40", "2.500");
        row("lay 6 at 4:5", "lay-6", 0, "6/11", "5/11", "0", "1/55", "1.818");
        row("lay 8 at 4:5", "lay-8", 0, "6/11", "5/11", "0", "1/55", "1.818");
        // The odds are fair: no edge.
        row("WIN odds on 4 pay true odds", "pass-odds", 4, "1/3", "2/3", "0", "0", "0.000");
        row("WIN odds on 5 pay true odds", "pass-odds", 5, "2/5", "3/5", "0", "0", "0.000");
        row("WIN odds on 6 pay true odds", "pass-odds", 6, "5/11", "6/11", "0", "0", "0.000");
        row("COME odds on 9 pay true odds", "come-odds", 9, "2/5", "3/5", "0", "0", "0.000");
        row("DON'T WIN odds on 10 pay true odds", "dont-pass-odds", 10, "2/3", "1/3", "0", "0", "0.000");
        row("DON'T COME odds on 8 pay true odds", "dont-come-odds", 8, "6/11", "5/11", "0", "0", "0.000");
    }
    void exactOdds()
    {
        QFETCH(QString, bet);
        QFETCH(int, number);
        QFETCH(QString, win);
        QFETCH(QString, lose);
        QFETCH(QString, push);
        QFETCH(QString, edge);
        QFETCH(QString, percent);
        const CrapsBetOdds o = crapsBetOdds(*crapsBetFromName(bet.toStdString()),
                                            number ? std::optional<int>(number) : std::nullopt);
        QCOMPARE(str(o.win), win);
        QCOMPARE(str(o.lose), lose);
        QCOMPARE(str(o.push), push);
        QCOMPARE(str(o.houseEdge), edge);
        QCOMPARE(QString::fromStdString(decimalFixed(o.houseEdge * 100, 3)), percent);
        QCOMPARE(o.win + o.lose + o.push, Rational(1));
    }

    void everyBetIsListed()
    {
        const auto all = crapsOdds();
        QCOMPARE(all.size(), std::size_t(32 + 4 * 6));
        for (const CrapsBetOdds &o : all) {
            QCOMPARE(o.win + o.lose + o.push, Rational(1));
            QVERIFY(o.houseEdge >= 0);
        }
    }

    void oddsNeedAPoint()
    {
        try {
            crapsBetOdds(CrapsBet::PassOdds);
            QFAIL("odds without a point");
        } catch (const InputError &e) {
            QCOMPARE(e.field(), std::string("point"));
        }
    }
};

QTEST_APPLESS_MAIN(TestCrapsOdds)
#include "tst_crapsodds.moc"
