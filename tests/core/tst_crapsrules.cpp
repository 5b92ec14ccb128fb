#include "InputError.h"
#include "craps/CrapsRules.h"

#include "TestText.h"

#include <QtTest>

using namespace croupier;

namespace {
CrapsBet betOf(const QString &name) { return *crapsBetFromName(name.toStdString()); }
QString str(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
QString ratio(Ratio r) { return QString::fromStdString(r.toString()); }
} // namespace

/// The pay table of art. 16 as data: every bet's ratio, state, source and explanation.
class TestCrapsRules : public QObject
{
    Q_OBJECT

private slots:
    // Each bet of art. 16 §10 as RULINGS.md reads it. `number` is the one that
    // decides the win shown (the point for line bets, 7's partner for the lays).
    void payTable_data()
    {
        QTest::addColumn<QString>("bet");
        QTest::addColumn<int>("number");
        QTest::addColumn<QString>("pays");
        QTest::addColumn<int>("unit");
        QTest::addColumn<bool>("offOnComeOut");
        QTest::addColumn<int>("takeDown");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("label");
        const int never = int(CrapsTakeDown::Never), may = int(CrapsTakeDown::AfterNonDecidingRoll),
                  oneRoll = int(CrapsTakeDown::OneRollOnly);
        auto row = [](const char *name, const char *bet, int number, const char *pays, int unit, bool off, int down,
                      const char *source, const char *label) {
            QTest::newRow(name) << bet << number << pays << unit << off << down << source << label;
        };
        row("WIN pays 1:1 and cannot be taken down", "pass", 6, "1:1", 1, false, never, "art. 16 §10 α(1)", "WIN");
        row("DON'T WIN pays 1:1 and may be taken down", "dont-pass", 6, "1:1", 1, false, may, "art. 16 §10 α(2)", "DON'T WIN");
        row("COME pays 1:1 and cannot be taken down", "come", 9, "1:1", 1, false, never, "art. 16 §10 α(3)", "COME");
        row("DON'T COME pays 1:1 and may be taken down", "dont-come", 9, "1:1", 1, false, may, "art. 16 §10 α(4)", "DON'T COME");
        row("WIN odds on 4 pay 2:1", "pass-odds", 4, "2:1", 1, false, may, "art. 16 §10 γ(1)", "WIN ODDS");
        row("DON'T WIN odds on 4 pay 1:2, in twos", "dont-pass-odds", 4, "1:2", 2, false, may, "art. 16 §10 γ(2)", "DON'T WIN ODDS");
        row("COME odds on 5 pay 3:2, in twos, off on the come-out", "come-odds", 5, "3:2", 2, true, may, "art. 16 §10 γ(3)", "COME ODDS");
        row("DON'T COME odds on 6 pay 5:6, in sixes, off on the come-out", "dont-come-odds", 6, "5:6", 6, true, may, "art. 16 §10 γ(4)", "DON'T COME ODDS");
        row("field pays 2:1 on a 2", "field", 2, "2:1", 1, false, oneRoll, "art. 16 §10 α(5)", "FIELD");
        row("big 6 pays 1:1 and always works", "big-6", 6, "1:1", 1, false, may, "art. 16 §10 α(6)", "BIG 6");
        row("big 8 pays 1:1 and always works", "big-8", 8, "1:1", 1, false, may, "art. 16 §10 α(7)", "BIG 8");
        row("under 7 pays 1:1", "under-7", 3, "1:1", 1, false, oneRoll, "art. 16 §10 α(8)", "UNDER 7");
        row("over 7 pays 1:1", "over-7", 11, "1:1", 1, false, oneRoll, "art. 16 §10 α(9)", "OVER 7");
        row("hard 4 pays 7:1", "hard-4", 4, "7:1", 1, false, may, "art. 16 §10 β(1)", "HARD 4");
        row("hard 6 pays 9:1", "hard-6", 6, "9:1", 1, false, may, "art. 16 §10 β(1)", "HARD 6");
        row("hard 8 pays 9:1", "hard-8", 8, "9:1", 1, false, may, "art. 16 §10 β(1)", "HARD 8");
        row("hard 10 pays 7:1", "hard-10", 10, "7:1", 1, false, may, "art. 16 §10 β(1)", "HARD 10");
        row("any seven (big red) pays 4:1", "any-seven", 7, "4:1", 1, false, oneRoll, "art. 16 §10 β(2)", "BIG RED");
        row("11 pays 15:1", "yo-11", 11, "15:1", 1, false, oneRoll, "art. 16 §10 β(2)", "YO 11");
        row("any craps pays 7:1", "any-craps", 12, "7:1", 1, false, oneRoll, "art. 16 §10 β(3)", "ANY CRAPS");
        row("craps 2 pays 30:1", "craps-2", 2, "30:1", 1, false, oneRoll, "art. 16 §10 β(4)", "CRAPS 2");
        row("craps 3 pays 15:1", "craps-3", 3, "15:1", 1, false, oneRoll, "art. 16 §10 β(5)", "CRAPS 3");
        row("craps 12 pays 30:1", "craps-12", 12, "30:1", 1, false, oneRoll, "art. 16 §10 β(6)", "CRAPS 12");
        row("horn is one bet at 4:1", "horn", 11, "4:1", 1, false, oneRoll, "art. 16 §10 β(7)", "HORN");
        row("place 4 pays 9:5, in fives", "place-4", 4, "9:5", 5, true, may, "art. 16 §10 δ(1)", "PLACE 4 (RIGHT BET)");
        row("place 5 pays 7:5, in fives", "place-5", 5, "7:5", 5, true, may, "art. 16 §10 δ(1)", "PLACE 5 (RIGHT BET)");
        row("place 6 pays 7:6, in sixes", "place-6", 6, "7:6", 6, true, may, "art. 16 §10 δ(1)", "PLACE 6 (RIGHT BET)");
        row("place 8 pays 7:6, in sixes", "place-8", 8, "7:6", 6, true, may, "art. 16 §10 δ(1)", "PLACE 8 (RIGHT BET)");
        row("place 9 pays 7:5, in fives", "place-9", 9, "7:5", 5, true, may, "art. 16 §10 δ(1)", "PLACE 9 (RIGHT BET)");
        row("place 10 pays 9:5, in fives", "place-10", 10, "9:5", 5, true, may, "art. 16 §10 δ(1)", "PLACE 10 (RIGHT BET)");
        row("lay 4 pays 5:11, in elevens", "lay-4", 4, "5:11", 11, true, may, "art. 16 §10 δ(2)", "PLACE 4 (WRONG BET)");
        row("lay 5 pays 5:8, in eights", "lay-5", 5, "5:8", 8, true, may, "art. 16 §10 δ(2)", "PLACE 5 (WRONG BET)");
        row("lay 6 pays 4:5, in fives", "lay-6", 6, "4:5", 5, true, may, "art. 16 §10 δ(2)", "PLACE 6 (WRONG BET)");
        row("lay 8 pays 4:5, in fives", "lay-8", 8, "4:5", 5, true, may, "art. 16 §10 δ(2)", "PLACE 8 (WRONG BET)");
        row("lay 9 pays 5:8, in eights", "lay-9", 9, "5:8", 8, true, may, "art. 16 §10 δ(2)", "PLACE 9 (WRONG BET)");
        row("lay 10 pays 5:11, in elevens", "lay-10", 10, "5:11", 11, true, may, "art. 16 §10 δ(2)", "PLACE 10 (WRONG BET)");
    }
    void payTable()
    {
        QFETCH(QString, bet);
        QFETCH(int, number);
        QFETCH(QString, pays);
        QFETCH(int, unit);
        QFETCH(bool, offOnComeOut);
        QFETCH(int, takeDown);
        QFETCH(QString, source);
        QFETCH(QString, label);
        const CrapsBetRule &rule = crapsRule(betOf(bet));
        QCOMPARE(str(crapsBetName(rule.bet)), bet);
        QCOMPARE(ratio(rule.paysOn(number)), pays);
        QCOMPARE(rule.properUnit(number), unit);
        QCOMPARE(rule.offOnComeOut, offOnComeOut);
        QCOMPARE(int(rule.takeDown), takeDown);
        QCOMPARE(str(rule.source), source);
        QCOMPARE(str(rule.label), label);
        // The explanation states the ratio, in both languages; the Greek one in Greek.
        QVERIFY2(str(rule.english).contains(pays), rule.english.data());
        QVERIFY2(str(rule.greek).contains(pays), rule.greek.data());
        QVERIFY2(hasGreek(str(rule.greek)), rule.greek.data());
        QVERIFY(!hasGreek(str(rule.english)));
    }

    // §10 γ: the odds by point, 2:1 3:2 6:5 behind WIN and COME, 1:2 2:3 5:6 on the don'ts.
    void oddsPayByPoint_data()
    {
        QTest::addColumn<QString>("bet");
        QTest::addColumn<int>("point");
        QTest::addColumn<QString>("pays");
        QTest::addColumn<int>("unit");
        const struct { int point; const char *right; int rightUnit; const char *wrong; int wrongUnit; } rows[] = {
            {4, "2:1", 1, "1:2", 2}, {5, "3:2", 2, "2:3", 3}, {6, "6:5", 5, "5:6", 6},
            {8, "6:5", 5, "5:6", 6}, {9, "3:2", 2, "2:3", 3}, {10, "2:1", 1, "1:2", 2},
        };
        for (const auto &r : rows) {
            for (const char *bet : {"pass-odds", "come-odds"})
                QTest::addRow("%s on %d pay %s", bet, r.point, r.right) << bet << r.point << r.right << r.rightUnit;
            for (const char *bet : {"dont-pass-odds", "dont-come-odds"})
                QTest::addRow("%s on %d pay %s", bet, r.point, r.wrong) << bet << r.point << r.wrong << r.wrongUnit;
        }
    }
    void oddsPayByPoint()
    {
        QFETCH(QString, bet);
        QFETCH(int, point);
        QFETCH(QString, pays);
        QFETCH(int, unit);
        QCOMPARE(ratio(crapsRule(betOf(bet)).paysOn(point)), pays);
        QCOMPARE(crapsRule(betOf(bet)).properUnit(point), unit);
    }

    // The one-roll bets: the totals that win, and what each pays.
    void oneRollBets_data()
    {
        QTest::addColumn<QString>("bet");
        QTest::addColumn<QString>("pays");   // 11 ratios, totals 2 to 12; "-" loses
        QTest::newRow("field: 2 and 12 double, 3 4 9 10 11 even, 5 to 8 lose") << "field" << "2:1 1:1 1:1 - - - - 1:1 1:1 1:1 2:1";
        QTest::newRow("under 7: 2 to 6") << "under-7" << "1:1 1:1 1:1 1:1 1:1 - - - - - -";
        QTest::newRow("over 7: 8 to 12") << "over-7" << "- - - - - - 1:1 1:1 1:1 1:1 1:1";
        QTest::newRow("any seven: 7 at 4:1") << "any-seven" << "- - - - - 4:1 - - - - -";
        QTest::newRow("11: 15:1") << "yo-11" << "- - - - - - - - - 15:1 -";
        QTest::newRow("any craps: 2 3 12 at 7:1") << "any-craps" << "7:1 7:1 - - - - - - - - 7:1";
        QTest::newRow("craps 2: 30:1") << "craps-2" << "30:1 - - - - - - - - - -";
        QTest::newRow("craps 3: 15:1") << "craps-3" << "- 15:1 - - - - - - - - -";
        QTest::newRow("craps 12: 30:1") << "craps-12" << "- - - - - - - - - - 30:1";
        QTest::newRow("horn: 2 3 11 12 at 4:1") << "horn" << "4:1 4:1 - - - - - - - 4:1 4:1";
    }
    void oneRollBets()
    {
        QFETCH(QString, bet);
        QFETCH(QString, pays);
        const CrapsBetRule &rule = crapsRule(betOf(bet));
        QCOMPARE(rule.decider, CrapsDecider::OneRoll);
        const QStringList want = pays.split(' ');
        for (int t = 2; t <= 12; ++t) {
            QCOMPARE(rule.winsOnTotal(t), want[t - 2] != "-");
            if (rule.winsOnTotal(t))
                QCOMPARE(ratio(rule.paysOn(t)), want[t - 2]);
        }
    }

    void namesRoundTrip()
    {
        QCOMPARE(allCrapsBets().size(), std::size_t(36));
        for (const CrapsBet bet : allCrapsBets()) {
            QCOMPARE(crapsBetFromName(crapsBetName(bet)), std::optional<CrapsBet>(bet));
            QCOMPARE(crapsRule(bet).bet, bet);
        }
    }

    void refusesUnknownBets_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("words");
        QTest::newRow("place-7 is no place bet") << "place-7" << "place bets, right and wrong, are on 4, 5, 6, 8, 9 or 10";
        QTest::newRow("lay-7 is no place bet") << "lay-7" << "4, 5, 6, 8, 9 or 10";
        QTest::newRow("hard-5 is no hardway") << "hard-5" << "the hardways are 4, 6, 8 and 10";
        QTest::newRow("big-7 is no big bet") << "big-7" << "big-6 and big-8";
        QTest::newRow("craps-4 is no craps bet") << "craps-4" << "craps-2, craps-3 and craps-12";
        QTest::newRow("an unknown name lists the bets") << "buy-4" << "one of pass, dont-pass";
        QTest::newRow("names are case sensitive") << "PASS" << "one of pass";
    }
    void refusesUnknownBets()
    {
        QFETCH(QString, name);
        QFETCH(QString, words);
        try {
            parseCrapsBet(name.toStdString());
            QFAIL("accepted an unknown bet");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), QString("bet"));
            QVERIFY2(QString::fromStdString(e.reason()).contains(words), e.what());
            QVERIFY2(QString::fromStdString(e.reason()).contains(name), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestCrapsRules)
#include "tst_crapsrules.moc"
