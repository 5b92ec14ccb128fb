#include "InputError.h"
#include "craps/CrapsSettlement.h"

#include <QtTest>

using namespace croupier;

namespace {

/// The 15 kinds of roll, in the order of the expectation strings below: every
/// total, 4, 6, 8 and 10 made hard (doubles) and easy.
const char *const kClasses[15] = {"2", "3", "4h", "4e", "5", "6h", "6e", "7", "8h", "8e", "9", "10h", "10e", "11", "12"};

int classOf(int a, int b)
{
    const int t = a + b;
    static const int first[13] = {-1, -1, 0, 1, 2, 4, 5, 7, 8, 10, 11, 13, 14};
    const bool split = t == 4 || t == 6 || t == 8 || t == 10;
    return split && a != b ? first[t] + 1 : first[t];
}

std::optional<int> opt(int n) { return n ? std::optional<int>(n) : std::nullopt; }

/**
 * One bet in one state against the 36 rolls. @p expected holds 15 tokens, one per
 * kind of roll (kClasses), worked out by hand from art. 16 §10 and RULINGS.md:
 * "W35" wins and is paid 35, "L" loses, "P" pushes, "S" stays, "S>6" stays and
 * travels to 6, "O" is off.
 */
struct Spec
{
    const char *rule;
    const char *bet;
    int point;      // 0: come-out
    int betPoint;   // 0: none
    bool working;
    const char *stake;
    const char *expected;
};

// Stakes of 30 fall on every unit of the table (twos, threes, fives, sixes);
// lay 4 and 10 take 33 (elevens), lay 5 and 9 take 40 (eights).
const Spec kSpecs[] = {
    // art. 16 §10 α(1): WIN.
    {"pass come-out: 7 and 11 win, 2 3 12 lose, the rest set the point", "pass", 0, 0, false, "30",
     "L L S>4 S>4 S>5 S>6 S>6 W30 S>8 S>8 S>9 S>10 S>10 W30 L"},
    {"pass on 4: 4 wins, 7 loses", "pass", 4, 0, false, "30", "S S W30 W30 S S S L S S S S S S S"},
    {"pass on 5: 5 wins, 7 loses", "pass", 5, 0, false, "30", "S S S S W30 S S L S S S S S S S"},
    {"pass on 6: 6 wins either way, 7 loses", "pass", 6, 0, false, "30", "S S S S S W30 W30 L S S S S S S S"},
    {"pass on 8: 8 wins either way, 7 loses", "pass", 8, 0, false, "30", "S S S S S S S L W30 W30 S S S S S"},
    {"pass on 9: 9 wins, 7 loses, 11 no longer wins", "pass", 9, 0, false, "30", "S S S S S S S L S S W30 S S S S"},
    {"pass on 10: 10 wins, 7 loses, 2 no longer loses", "pass", 10, 0, false, "30",
     "S S S S S S S L S S S W30 W30 S S"},
    {"pass come-out called working: nothing changes", "pass", 0, 0, true, "30",
     "L L S>4 S>4 S>5 S>6 S>6 W30 S>8 S>8 S>9 S>10 S>10 W30 L"},
    // §10 α(2): DON'T WIN.
    {"don't pass come-out: 2 3 win, 7 11 lose, 12 pushes", "dont-pass", 0, 0, false, "30",
     "W30 W30 S>4 S>4 S>5 S>6 S>6 L S>8 S>8 S>9 S>10 S>10 L P"},
    {"don't pass on 4: 7 wins, 4 loses", "dont-pass", 4, 0, false, "30", "S S L L S S S W30 S S S S S S S"},
    {"don't pass on 5: 7 wins, 5 loses", "dont-pass", 5, 0, false, "30", "S S S S L S S W30 S S S S S S S"},
    {"don't pass on 6: 7 wins, 6 loses", "dont-pass", 6, 0, false, "30", "S S S S S L L W30 S S S S S S S"},
    {"don't pass on 8: 7 wins, 8 loses", "dont-pass", 8, 0, false, "30", "S S S S S S S W30 L L S S S S S"},
    {"don't pass on 9: 7 wins, 9 loses, 12 no longer pushes", "dont-pass", 9, 0, false, "30",
     "S S S S S S S W30 S S L S S S S"},
    {"don't pass on 10: 7 wins, 10 loses, 2 no longer wins", "dont-pass", 10, 0, false, "30",
     "S S S S S S S W30 S S S L L S S"},
    // §10 α(3): COME, on the roll after it is made, then on its own number.
    {"come before travelling: 7 11 win, 2 3 12 lose, the rest are its number", "come", 6, 0, false, "30",
     "L L S>4 S>4 S>5 S>6 S>6 W30 S>8 S>8 S>9 S>10 S>10 W30 L"},
    {"come on 5 with a point on: 5 wins, 7 loses", "come", 9, 5, false, "30", "S S S S W30 S S L S S S S S S S"},
    {"come on 5 works on the come-out: 5 wins, 7 loses", "come", 0, 5, false, "30",
     "S S S S W30 S S L S S S S S S S"},
    {"come on 8 on the come-out: 8 wins, 7 loses, 11 does not win", "come", 0, 8, false, "30",
     "S S S S S S S L W30 W30 S S S S S"},
    // §10 α(4): DON'T COME.
    {"don't come before travelling: 2 3 win, 7 11 lose, 12 pushes", "dont-come", 8, 0, false, "30",
     "W30 W30 S>4 S>4 S>5 S>6 S>6 L S>8 S>8 S>9 S>10 S>10 L P"},
    {"don't come on 10 on the come-out: 7 wins, 10 loses", "dont-come", 0, 10, false, "30",
     "S S S S S S S W30 S S S L L S S"},
    {"don't come on 6 with a point on: 7 wins, 6 loses", "dont-come", 4, 6, false, "30",
     "S S S S S L L W30 S S S S S S S"},
    // §10 γ(1): odds behind WIN, 2:1, 3:2, 6:5.
    {"pass odds on 4 pay 2:1", "pass-odds", 4, 0, false, "30", "S S W60 W60 S S S L S S S S S S S"},
    {"pass odds on 5 pay 3:2", "pass-odds", 5, 0, false, "30", "S S S S W45 S S L S S S S S S S"},
    {"pass odds on 6 pay 6:5", "pass-odds", 6, 0, false, "30", "S S S S S W36 W36 L S S S S S S S"},
    {"pass odds on 8 pay 6:5", "pass-odds", 8, 0, false, "30", "S S S S S S S L W36 W36 S S S S S"},
    {"pass odds on 9 pay 3:2", "pass-odds", 9, 0, false, "30", "S S S S S S S L S S W45 S S S S"},
    {"pass odds on 10 pay 2:1", "pass-odds", 10, 0, false, "30", "S S S S S S S L S S S W60 W60 S S"},
    // §10 γ(2): odds on DON'T WIN, 1:2, 2:3, 5:6.
    {"don't pass odds on 4 pay 1:2", "dont-pass-odds", 4, 0, false, "30", "S S L L S S S W15 S S S S S S S"},
    {"don't pass odds on 5 pay 2:3", "dont-pass-odds", 5, 0, false, "30", "S S S S L S S W20 S S S S S S S"},
    {"don't pass odds on 6 pay 5:6", "dont-pass-odds", 6, 0, false, "30", "S S S S S L L W25 S S S S S S S"},
    {"don't pass odds on 8 pay 5:6", "dont-pass-odds", 8, 0, false, "30", "S S S S S S S W25 L L S S S S S"},
    {"don't pass odds on 9 pay 2:3", "dont-pass-odds", 9, 0, false, "30", "S S S S S S S W20 S S L S S S S"},
    {"don't pass odds on 10 pay 1:2", "dont-pass-odds", 10, 0, false, "30", "S S S S S S S W15 S S S L L S S"},
    // §10 γ(3), γ(4) and the last paragraph: come odds off on the come-out unless called working.
    {"come odds on 4 with a point on pay 2:1", "come-odds", 9, 4, false, "30", "S S W60 W60 S S S L S S S S S S S"},
    {"come odds on 5 with a point on pay 3:2", "come-odds", 6, 5, false, "30", "S S S S W45 S S L S S S S S S S"},
    {"come odds on 8 with a point on pay 6:5", "come-odds", 4, 8, false, "30", "S S S S S S S L W36 W36 S S S S S"},
    {"come odds on 4 are off on the come-out", "come-odds", 0, 4, false, "30", "O O O O O O O O O O O O O O O"},
    {"come odds on 6 called working on the come-out pay 6:5", "come-odds", 0, 6, true, "30",
     "S S S S S W36 W36 L S S S S S S S"},
    {"don't come odds on 9 with a point on pay 2:3", "dont-come-odds", 5, 9, false, "30",
     "S S S S S S S W20 S S L S S S S"},
    {"don't come odds on 10 with a point on pay 1:2", "dont-come-odds", 6, 10, false, "30",
     "S S S S S S S W15 S S S L L S S"},
    {"don't come odds on 6 with a point on pay 5:6", "dont-come-odds", 8, 6, false, "30",
     "S S S S S L L W25 S S S S S S S"},
    {"don't come odds on 9 are off on the come-out", "dont-come-odds", 0, 9, false, "30",
     "O O O O O O O O O O O O O O O"},
    {"don't come odds on 9 called working on the come-out pay 2:3", "dont-come-odds", 0, 9, true, "30",
     "S S S S S S S W20 S S L S S S S"},
    // §10 α(5): the field, 2 and 12 double.
    {"field: 3 4 9 10 11 pay 1:1, 2 and 12 pay 2:1, 5 to 8 lose", "field", 0, 0, false, "30",
     "W60 W30 W30 W30 L L L L L L W30 W30 W30 W30 W60"},
    {"field with a point on: the same", "field", 6, 0, false, "30", "W60 W30 W30 W30 L L L L L L W30 W30 W30 W30 W60"},
    // §10 α(6), α(7): Big 6 and Big 8 always work.
    {"big 6 on the come-out: 6 wins 1:1, 7 loses", "big-6", 0, 0, false, "30", "S S S S S W30 W30 L S S S S S S S"},
    {"big 6 with a point on: 6 wins 1:1, 7 loses", "big-6", 9, 0, false, "30", "S S S S S W30 W30 L S S S S S S S"},
    {"big 8 on the come-out: 8 wins 1:1, 7 loses", "big-8", 0, 0, false, "30", "S S S S S S S L W30 W30 S S S S S"},
    {"big 8 with a point on: 8 wins 1:1, 7 loses", "big-8", 4, 0, false, "30", "S S S S S S S L W30 W30 S S S S S"},
    // §10 α(8), α(9).
    {"under 7: 2 to 6 win 1:1, 7 and up lose", "under-7", 0, 0, false, "30",
     "W30 W30 W30 W30 W30 W30 W30 L L L L L L L L"},
    {"under 7 with a point on", "under-7", 10, 0, false, "30", "W30 W30 W30 W30 W30 W30 W30 L L L L L L L L"},
    {"over 7: 8 to 12 win 1:1, 7 and below lose", "over-7", 0, 0, false, "30", "L L L L L L L L W30 W30 W30 W30 W30 W30 W30"},
    {"over 7 with a point on", "over-7", 5, 0, false, "30", "L L L L L L L L W30 W30 W30 W30 W30 W30 W30"},
    // §10 β(1): hardways 7:1 and 9:1; they always work.
    {"hard 4 on the come-out: 2-2 pays 7:1, 1-3 and 7 lose", "hard-4", 0, 0, false, "30",
     "S S W210 L S S S L S S S S S S S"},
    {"hard 4 with a point on", "hard-4", 4, 0, false, "30", "S S W210 L S S S L S S S S S S S"},
    {"hard 6 on the come-out: 3-3 pays 9:1, an easy 6 and 7 lose", "hard-6", 0, 0, false, "30",
     "S S S S S W270 L L S S S S S S S"},
    {"hard 6 with a point on", "hard-6", 6, 0, false, "30", "S S S S S W270 L L S S S S S S S"},
    {"hard 8 on the come-out: 4-4 pays 9:1, an easy 8 and 7 lose", "hard-8", 0, 0, false, "30",
     "S S S S S S S L W270 L S S S S S"},
    {"hard 8 with a point on", "hard-8", 5, 0, false, "30", "S S S S S S S L W270 L S S S S S"},
    {"hard 10 on the come-out: 5-5 pays 7:1, 4-6 and 7 lose", "hard-10", 0, 0, false, "30",
     "S S S S S S S L S S S W210 L S S"},
    {"hard 10 with a point on", "hard-10", 9, 0, false, "30", "S S S S S S S L S S S W210 L S S"},
    // §10 β(2)–(7): one-roll bets.
    {"any seven pays 4:1 on 7 only", "any-seven", 0, 0, false, "30", "L L L L L L L W120 L L L L L L L"},
    {"any seven with a point on", "any-seven", 8, 0, false, "30", "L L L L L L L W120 L L L L L L L"},
    {"yo 11 pays 15:1 on 11 only", "yo-11", 0, 0, false, "30", "L L L L L L L L L L L L L W450 L"},
    {"yo 11 with a point on", "yo-11", 6, 0, false, "30", "L L L L L L L L L L L L L W450 L"},
    {"any craps pays 7:1 on 2 3 12", "any-craps", 0, 0, false, "30", "W210 W210 L L L L L L L L L L L L W210"},
    {"any craps with a point on", "any-craps", 10, 0, false, "30", "W210 W210 L L L L L L L L L L L L W210"},
    {"craps 2 pays 30:1", "craps-2", 0, 0, false, "30", "W900 L L L L L L L L L L L L L L"},
    {"craps 2 with a point on", "craps-2", 4, 0, false, "30", "W900 L L L L L L L L L L L L L L"},
    {"craps 3 pays 15:1", "craps-3", 0, 0, false, "30", "L W450 L L L L L L L L L L L L L"},
    {"craps 3 with a point on", "craps-3", 9, 0, false, "30", "L W450 L L L L L L L L L L L L L"},
    {"craps 12 pays 30:1", "craps-12", 0, 0, false, "30", "L L L L L L L L L L L L L L W900"},
    {"craps 12 with a point on", "craps-12", 5, 0, false, "30", "L L L L L L L L L L L L L L W900"},
    {"horn is one bet paying 4:1 on 2 3 11 12", "horn", 0, 0, false, "30", "W120 W120 L L L L L L L L L L L W120 W120"},
    {"horn with a point on", "horn", 8, 0, false, "30", "W120 W120 L L L L L L L L L L L W120 W120"},
    // §10 δ(1): place right, 9:5, 7:5, 7:6; off on the come-out unless called working.
    {"place 4 pays 9:5 on a 4", "place-4", 8, 0, false, "30", "S S W54 W54 S S S L S S S S S S S"},
    {"place 4 is off on the come-out", "place-4", 0, 0, false, "30", "O O O O O O O O O O O O O O O"},
    {"place 4 called working on the come-out pays 9:5", "place-4", 0, 0, true, "30", "S S W54 W54 S S S L S S S S S S S"},
    {"place 5 pays 7:5 on a 5", "place-5", 9, 0, false, "30", "S S S S W42 S S L S S S S S S S"},
    {"place 5 is off on the come-out", "place-5", 0, 0, false, "30", "O O O O O O O O O O O O O O O"},
    {"place 5 called working on the come-out pays 7:5", "place-5", 0, 0, true, "30", "S S S S W42 S S L S S S S S S S"},
    {"place 6 pays 7:6 on a 6", "place-6", 8, 0, false, "30", "S S S S S W35 W35 L S S S S S S S"},
    {"place 6 is off on the come-out", "place-6", 0, 0, false, "30", "O O O O O O O O O O O O O O O"},
    {"place 6 called working on the come-out pays 7:6", "place-6", 0, 0, true, "30", "S S S S S W35 W35 L S S S S S S S"},
    {"place 8 pays 7:6 on an 8", "place-8", 6, 0, false, "30", "S S S S S S S L W35 W35 S S S S S"},
    {"place 8 is off on the come-out", "place-8", 0, 0, false, "30", "O O O O O O O O O O O O O O O"},
    {"place 8 called working on the come-out pays 7:6", "place-8", 0, 0, true, "30", "S S S S S S S L W35 W35 S S S S S"},
    {"place 9 pays 7:5 on a 9", "place-9", 5, 0, false, "30", "S S S S S S S L S S W42 S S S S"},
    {"place 9 is off on the come-out", "place-9", 0, 0, false, "30", "O O O O O O O O O O O O O O O"},
    {"place 9 called working on the come-out pays 7:5", "place-9", 0, 0, true, "30", "S S S S S S S L S S W42 S S S S"},
    {"place 10 pays 9:5 on a 10", "place-10", 4, 0, false, "30", "S S S S S S S L S S S W54 W54 S S"},
    {"place 10 is off on the come-out", "place-10", 0, 0, false, "30", "O O O O O O O O O O O O O O O"},
    {"place 10 called working on the come-out pays 9:5", "place-10", 0, 0, true, "30", "S S S S S S S L S S S W54 W54 S S"},
    // §10 δ(2): place wrong (lay), 5:11, 5:8, 4:5.
    {"lay 4 pays 5:11 on a 7", "lay-4", 6, 0, false, "33", "S S L L S S S W15 S S S S S S S"},
    {"lay 4 is off on the come-out", "lay-4", 0, 0, false, "33", "O O O O O O O O O O O O O O O"},
    {"lay 4 called working on the come-out pays 5:11", "lay-4", 0, 0, true, "33", "S S L L S S S W15 S S S S S S S"},
    {"lay 5 pays 5:8 on a 7", "lay-5", 10, 0, false, "40", "S S S S L S S W25 S S S S S S S"},
    {"lay 5 is off on the come-out", "lay-5", 0, 0, false, "40", "O O O O O O O O O O O O O O O"},
    {"lay 5 called working on the come-out pays 5:8", "lay-5", 0, 0, true, "40", "S S S S L S S W25 S S S S S S S"},
    {"lay 6 pays 4:5 on a 7", "lay-6", 9, 0, false, "30", "S S S S S L L W24 S S S S S S S"},
    {"lay 6 is off on the come-out", "lay-6", 0, 0, false, "30", "O O O O O O O O O O O O O O O"},
    {"lay 6 called working on the come-out pays 4:5", "lay-6", 0, 0, true, "30", "S S S S S L L W24 S S S S S S S"},
    {"lay 8 pays 4:5 on a 7", "lay-8", 4, 0, false, "30", "S S S S S S S W24 L L S S S S S"},
    {"lay 8 is off on the come-out", "lay-8", 0, 0, false, "30", "O O O O O O O O O O O O O O O"},
    {"lay 8 called working on the come-out pays 4:5", "lay-8", 0, 0, true, "30", "S S S S S S S W24 L L S S S S S"},
    {"lay 9 pays 5:8 on a 7", "lay-9", 6, 0, false, "40", "S S S S S S S W25 S S L S S S S"},
    {"lay 9 is off on the come-out", "lay-9", 0, 0, false, "40", "O O O O O O O O O O O O O O O"},
    {"lay 9 called working on the come-out pays 5:8", "lay-9", 0, 0, true, "40", "S S S S S S S W25 S S L S S S S"},
    {"lay 10 pays 5:11 on a 7", "lay-10", 5, 0, false, "33", "S S S S S S S W15 S S S L L S S"},
    {"lay 10 is off on the come-out", "lay-10", 0, 0, false, "33", "O O O O O O O O O O O O O O O"},
    {"lay 10 called working on the come-out pays 5:11", "lay-10", 0, 0, true, "33", "S S S S S S S W15 S S S L L S S"},
};

CrapsBet betOf(const QString &name) { return *crapsBetFromName(name.toStdString()); }

void expectError(const std::function<void()> &f, const QString &field, const QString &words)
{
    try {
        f();
        QFAIL("bad input accepted");
    } catch (const InputError &e) {
        QCOMPARE(QString::fromStdString(e.field()), field);
        QVERIFY2(QString::fromStdString(e.reason()).contains(words), e.what());
    }
}

} // namespace

/// One bet on one roll (art. 16 §10): every bet against the 36 rolls, with and
/// without a point; the chip unit's rounding; and refusals of impossible bets.
class TestCrapsSettlement : public QObject
{
    Q_OBJECT

private slots:
    void everyBetOnEveryRoll_data()
    {
        QTest::addColumn<QString>("bet");
        QTest::addColumn<int>("point");
        QTest::addColumn<int>("betPoint");
        QTest::addColumn<bool>("working");
        QTest::addColumn<QString>("stake");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<QString>("expected");
        QSet<QString> covered;
        for (const Spec &s : kSpecs) {
            const QStringList tokens = QString(s.expected).split(' ');
            QVERIFY2(tokens.size() == 15, s.rule);
            covered << s.bet;
            for (int a = 1; a <= 6; ++a)
                for (int b = 1; b <= 6; ++b)
                    QTest::addRow("%s | %d-%d (%s)", s.rule, a, b, kClasses[classOf(a, b)])
                        << s.bet << s.point << s.betPoint << s.working << s.stake << a << b << tokens[classOf(a, b)];
        }
        // The table above names every one of the 36 bets.
        QCOMPARE(covered.size(), int(kCrapsBetCount));
    }
    void everyBetOnEveryRoll()
    {
        QFETCH(QString, bet);
        QFETCH(int, point);
        QFETCH(int, betPoint);
        QFETCH(bool, working);
        QFETCH(QString, stake);
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(QString, expected);
        const CrapsSettlement s = settleCrapsBet(betOf(bet), Money::parseCanonical(stake.toStdString()),
                                                 Money::fromInteger(1), {opt(point), opt(betPoint), working},
                                                 DiceRoll::of(first, second));
        QString got;
        switch (s.outcome) {
        case CrapsOutcome::Win: got = "W" + QString::fromStdString(s.paid.toString()); break;
        case CrapsOutcome::Lose: got = "L"; break;
        case CrapsOutcome::Push: got = "P"; break;
        case CrapsOutcome::Stay: got = s.movesTo ? QString("S>%1").arg(*s.movesTo) : QString("S"); break;
        case CrapsOutcome::Off: got = "O"; break;
        }
        QCOMPARE(got, expected);
        if (s.outcome != CrapsOutcome::Win)
            QCOMPARE(QString::fromStdString(s.paid.toString()), QString("0"));
    }

    // RULINGS.md: a payout off the chip unit is rounded down to it; the exact amount is kept beside it.
    void roundsDownToTheChip_data()
    {
        QTest::addColumn<QString>("bet");
        QTest::addColumn<int>("point");
        QTest::addColumn<int>("betPoint");
        QTest::addColumn<QString>("stake");
        QTest::addColumn<QString>("chip");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<QString>("exact");
        QTest::addColumn<QString>("paid");
        QTest::newRow("place 6 of 10 off the sixes: 11.67 paid 11") << "place-6" << 8 << 0 << "10" << "1" << 2 << 4 << "35/3" << "11";
        QTest::newRow("place 6 of 10 at chip 0.5 paid 11.5") << "place-6" << 8 << 0 << "10" << "0.5" << 2 << 4 << "35/3" << "11.5";
        QTest::newRow("place 6 of 12 in sixes pays 14 exactly") << "place-6" << 8 << 0 << "12" << "1" << 3 << 3 << "14" << "14";
        QTest::newRow("place 8 of 5 at chip 5: 5.83 paid 5") << "place-8" << 6 << 0 << "5" << "5" << 4 << 4 << "35/6" << "5";
        QTest::newRow("place 5 of 12 off the fives: 16.8 paid 16") << "place-5" << 9 << 0 << "12" << "1" << 1 << 4 << "84/5" << "16";
        QTest::newRow("place 5 of 12 at chip 0.1 paid 16.8") << "place-5" << 9 << 0 << "12" << "0.1" << 1 << 4 << "84/5" << "16.8";
        QTest::newRow("place 10 of 7: 12.6 paid 12") << "place-10" << 4 << 0 << "7" << "1" << 4 << 6 << "63/5" << "12";
        QTest::newRow("lay 4 of 10 off the elevens: 4.55 paid 4") << "lay-4" << 6 << 0 << "10" << "1" << 3 << 4 << "50/11" << "4";
        QTest::newRow("lay 4 of 10 at chip 0.5 paid 4.5") << "lay-4" << 6 << 0 << "10" << "0.5" << 3 << 4 << "50/11" << "4.5";
        QTest::newRow("lay 4 of 22 in elevens pays 10") << "lay-4" << 6 << 0 << "22" << "1" << 1 << 6 << "10" << "10";
        QTest::newRow("lay 10 of 50: 22.73 paid 22") << "lay-10" << 5 << 0 << "50" << "1" << 2 << 5 << "250/11" << "22";
        QTest::newRow("lay 5 of 10 off the eights: 6.25 paid 6") << "lay-5" << 8 << 0 << "10" << "1" << 1 << 6 << "25/4" << "6";
        QTest::newRow("lay 5 of 10 at chip 0.25 paid 6.25") << "lay-5" << 8 << 0 << "10" << "0.25" << 1 << 6 << "25/4" << "6.25";
        QTest::newRow("lay 6 of 7: 5.6 paid 5") << "lay-6" << 4 << 0 << "7" << "1" << 5 << 2 << "28/5" << "5";
        QTest::newRow("pass odds on 5 of 5: 7.5 paid 7") << "pass-odds" << 5 << 0 << "5" << "1" << 2 << 3 << "15/2" << "7";
        QTest::newRow("pass odds on 5 of 5 at chip 0.5 paid 7.5") << "pass-odds" << 5 << 0 << "5" << "0.5" << 2 << 3 << "15/2" << "7.5";
        QTest::newRow("pass odds on 6 of 12: 14.4 paid 14") << "pass-odds" << 6 << 0 << "12" << "1" << 1 << 5 << "72/5" << "14";
        QTest::newRow("don't pass odds on 6 of 10: 8.33 paid 8") << "dont-pass-odds" << 6 << 0 << "10" << "1" << 3 << 4 << "25/3" << "8";
        QTest::newRow("don't pass odds on 5 of 10: 6.67 paid 6") << "dont-pass-odds" << 5 << 0 << "10" << "1" << 3 << 4 << "20/3" << "6";
        QTest::newRow("don't pass odds on 4 of 15: 7.5 paid 7") << "dont-pass-odds" << 4 << 0 << "15" << "1" << 3 << 4 << "15/2" << "7";
        QTest::newRow("come odds on 9 of 7: 10.5 paid 10") << "come-odds" << 6 << 9 << "7" << "1" << 4 << 5 << "21/2" << "10";
        QTest::newRow("don't come odds on 8 of 25: 20.83 paid 20") << "dont-come-odds" << 4 << 8 << "25" << "1" << 1 << 6 << "125/6" << "20";
        QTest::newRow("field of 12.5 on a 2 pays 25") << "field" << 0 << 0 << "12.5" << "1" << 1 << 1 << "25" << "25";
        QTest::newRow("field of 12.5 on a 3 pays 12") << "field" << 0 << 0 << "12.5" << "1" << 1 << 2 << "25/2" << "12";
        QTest::newRow("pass of 12.75 at chip 0.25 pays 12.75") << "pass" << 0 << 0 << "12.75" << "0.25" << 5 << 6 << "51/4" << "12.75";
        QTest::newRow("hard 6 of 2.5 pays 22 of 22.5") << "hard-6" << 0 << 0 << "2.5" << "1" << 3 << 3 << "45/2" << "22";
        QTest::newRow("any craps of 0.3 at chip 0.25: 2.1 paid 2") << "any-craps" << 6 << 0 << "0.3" << "0.25" << 6 << 6 << "21/10" << "2";
        QTest::newRow("craps 2 of 0.07 at chip 0.1 pays 2.1") << "craps-2" << 6 << 0 << "0.07" << "0.1" << 1 << 1 << "21/10" << "2.1";
        QTest::newRow("a win below one chip pays nothing") << "lay-4" << 6 << 0 << "1" << "1" << 3 << 4 << "5/11" << "0";
    }
    void roundsDownToTheChip()
    {
        QFETCH(QString, bet);
        QFETCH(int, point);
        QFETCH(int, betPoint);
        QFETCH(QString, stake);
        QFETCH(QString, chip);
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(QString, exact);
        QFETCH(QString, paid);
        const CrapsSettlement s = settleCrapsBet(betOf(bet), Money::parseCanonical(stake.toStdString()),
                                                 Money::parseCanonical(chip.toStdString()),
                                                 {opt(point), opt(betPoint), false}, DiceRoll::of(first, second));
        QCOMPARE(s.outcome, CrapsOutcome::Win);
        QCOMPARE(QString::fromStdString(s.exact.str()), exact);
        QCOMPARE(QString::fromStdString(s.paid.toString()), paid);
    }

    void refusesImpossibleBets_data()
    {
        QTest::addColumn<QString>("bet");
        QTest::addColumn<int>("point");
        QTest::addColumn<int>("betPoint");
        QTest::addColumn<QString>("stake");
        QTest::addColumn<QString>("chip");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("words");
        QTest::newRow("a point of 7") << "pass" << 7 << 0 << "10" << "1" << "point" << "not 7";
        QTest::newRow("a point of 2") << "place-6" << 2 << 0 << "10" << "1" << "point" << "4, 5, 6, 8, 9 or 10";
        QTest::newRow("a come point of 11") << "come" << 6 << 11 << "10" << "1" << "bet_point" << "not 11";
        QTest::newRow("pass odds without a point") << "pass-odds" << 0 << 0 << "10" << "1" << "point" << "odds without a point";
        QTest::newRow("don't pass odds without a point") << "dont-pass-odds" << 0 << 0 << "10" << "1" << "point" << "odds without a point";
        QTest::newRow("come odds without a come point") << "come-odds" << 6 << 0 << "10" << "1" << "bet_point" << "odds without a point";
        QTest::newRow("don't come odds without a come point") << "dont-come-odds" << 0 << 0 << "10" << "1" << "bet_point" << "odds without a point";
        QTest::newRow("a come bet on the come-out") << "come" << 0 << 0 << "10" << "1" << "point" << "only while a point is on";
        QTest::newRow("a don't come bet on the come-out") << "dont-come" << 0 << 0 << "10" << "1" << "point" << "only while a point is on";
        QTest::newRow("a come point on a pass bet") << "pass" << 6 << 5 << "10" << "1" << "bet_point" << "must be null";
        QTest::newRow("a come point on pass odds") << "pass-odds" << 6 << 5 << "10" << "1" << "bet_point" << "must be null";
        QTest::newRow("a come point on the field") << "field" << 0 << 8 << "10" << "1" << "bet_point" << "must be null";
        QTest::newRow("a zero stake") << "field" << 0 << 0 << "0" << "1" << "stake" << "more than 0";
        QTest::newRow("a zero chip") << "field" << 0 << 0 << "10" << "0" << "chip_unit" << "more than 0";
    }
    void refusesImpossibleBets()
    {
        QFETCH(QString, bet);
        QFETCH(int, point);
        QFETCH(int, betPoint);
        QFETCH(QString, stake);
        QFETCH(QString, chip);
        QFETCH(QString, field);
        QFETCH(QString, words);
        expectError(
            [&] {
                settleCrapsBet(betOf(bet), Money::parseCanonical(stake.toStdString()),
                               Money::parseCanonical(chip.toStdString()), {opt(point), opt(betPoint), false},
                               DiceRoll::of(3, 4));
            },
            field, words);
    }

    void refusesANegativeStake()
    {
        expectError([] { settleCrapsBet(CrapsBet::Field, Money::fromInteger(-5), Money::fromInteger(1), {}, {1, 1}); },
                    "stake", "more than 0");
    }

    // art. 16 §10 α(1): the point is set on a come-out 4 5 6 8 9 10, and taken off when made or on a 7.
    void movesThePuck_data()
    {
        QTest::addColumn<int>("point");
        QTest::addColumn<int>("total");
        QTest::addColumn<int>("after");
        QTest::addColumn<bool>("sevenOut");
        QTest::newRow("come-out 7 leaves the puck off") << 0 << 7 << 0 << false;
        QTest::newRow("come-out 11 leaves the puck off") << 0 << 11 << 0 << false;
        QTest::newRow("come-out 2 leaves the puck off") << 0 << 2 << 0 << false;
        QTest::newRow("come-out 12 leaves the puck off") << 0 << 12 << 0 << false;
        QTest::newRow("come-out 4 sets the point") << 0 << 4 << 4 << false;
        QTest::newRow("come-out 9 sets the point") << 0 << 9 << 9 << false;
        QTest::newRow("the point made takes the puck off") << 6 << 6 << 0 << false;
        QTest::newRow("a seven-out takes the puck off") << 6 << 7 << 0 << true;
        QTest::newRow("another number leaves the point") << 6 << 8 << 6 << false;
        QTest::newRow("11 with a point on leaves it") << 10 << 11 << 10 << false;
    }
    void movesThePuck()
    {
        QFETCH(int, point);
        QFETCH(int, total);
        QFETCH(int, after);
        QFETCH(bool, sevenOut);
        const DiceRoll dice = DiceRoll::of(total > 6 ? 6 : total - 1, total > 6 ? total - 6 : 1);
        QCOMPARE(nextCrapsPoint(opt(point), dice), opt(after));
        QCOMPARE(isSevenOut(opt(point), dice), sevenOut);
    }

    // art. 16 §2: collect the losing bets, place the travelling ones, pay the winners; seats in turn.
    void settlesALayoutInTheDealersOrder()
    {
        const auto m = [](const char *s) { return Money::parseCanonical(s); };
        // Point 6; the dice show 3-3: hard 6 made.
        const std::vector<CrapsLayoutBet> bets{
            {2, CrapsBet::Pass, m("10"), {}, false},           // 0: wins 10
            {2, CrapsBet::PassOdds, m("10"), {}, false},       // 1: wins 12 (6:5)
            {1, CrapsBet::DontPass, m("20"), {}, false},       // 2: loses 20
            {3, CrapsBet::Come, m("5"), {}, false},            // 3: travels to 6
            {1, CrapsBet::Hard6, m("5"), {}, false},           // 4: wins 45
            {3, CrapsBet::Place8, m("12"), {}, false},         // 5: stays
            {1, CrapsBet::Field, m("10"), {}, false},          // 6: loses 10
            {3, CrapsBet::Come, m("10"), 5, false},            // 7: stays on 5
            {3, CrapsBet::ComeOdds, m("10"), 5, false},        // 8: stays
            {2, CrapsBet::Lay6, m("10"), {}, false},           // 9: loses 10
            {1, CrapsBet::Place6, m("10"), {}, false},         // 10: wins 11 (11.67)
        };
        const CrapsLayoutSettlement s = settleCrapsLayout(6, bets, m("1"), DiceRoll::of(3, 3));
        using A = CrapsSettlementStep::Action;
        const std::vector<std::pair<A, std::size_t>> order{
            {A::Collect, 2}, {A::Collect, 6}, {A::Collect, 9},       // seats 1, 1, 2
            {A::Move, 3},                                            // seat 3's come bet goes to the 6
            {A::Pay, 4}, {A::Pay, 10}, {A::Pay, 0}, {A::Pay, 1},     // seat 1, then seat 2
            {A::Leave, 5}, {A::Leave, 7}, {A::Leave, 8},
        };
        QCOMPARE(s.steps.size(), order.size());
        for (std::size_t i = 0; i < order.size(); ++i) {
            QCOMPARE(s.steps[i].action, order[i].first);
            QCOMPARE(s.steps[i].index, order[i].second);
        }
        QCOMPARE(s.steps[3].settlement.movesTo, std::optional<int>(6));
        QCOMPARE(s.collected.toString(), std::string("40"));
        QCOMPARE(s.paid.toString(), std::string("78"));   // 45 + 11 + 10 + 12
        QCOMPARE(s.returned.toString(), std::string("0"));
        QCOMPARE(s.pointAfter, std::optional<int>());
        QVERIFY(!s.sevenOut);
    }

    // art. 16 §10, last paragraph: come odds off on the come-out go back when their come bet is decided.
    void returnsOffOddsWithTheirComeBet_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<int>("oddsAction");
        QTest::addColumn<QString>("collected");
        QTest::addColumn<QString>("paid");
        QTest::addColumn<QString>("returned");
        using A = CrapsSettlementStep::Action;
        QTest::newRow("come on 5 wins on the come-out: odds go back") << 1 << 4 << int(A::Return) << "0" << "10" << "20";
        QTest::newRow("come on 5 loses to a come-out 7: odds go back") << 3 << 4 << int(A::Return) << "10" << "0" << "20";
        QTest::newRow("come on 5 stays on a come-out 8: odds stay off") << 4 << 4 << int(A::Leave) << "0" << "0" << "0";
    }
    void returnsOffOddsWithTheirComeBet()
    {
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(int, oddsAction);
        QFETCH(QString, collected);
        QFETCH(QString, paid);
        QFETCH(QString, returned);
        const std::vector<CrapsLayoutBet> bets{{1, CrapsBet::Come, Money::fromInteger(10), 5, false},
                                               {1, CrapsBet::ComeOdds, Money::fromInteger(20), 5, false}};
        const CrapsLayoutSettlement s = settleCrapsLayout(std::nullopt, bets, Money::fromInteger(1),
                                                          DiceRoll::of(first, second));
        const auto odds = std::find_if(s.steps.begin(), s.steps.end(), [](const auto &st) { return st.index == 1; });
        QCOMPARE(odds->settlement.outcome, CrapsOutcome::Off);
        QCOMPARE(int(odds->action), oddsAction);
        QCOMPARE(QString::fromStdString(s.collected.toString()), collected);
        QCOMPARE(QString::fromStdString(s.paid.toString()), paid);
        QCOMPARE(QString::fromStdString(s.returned.toString()), returned);
    }

    // art. 16 §10 γ: odds only with their flat bet; errors name the layout's bet.
    void refusesABadLayout_data()
    {
        QTest::addColumn<int>("point");
        QTest::addColumn<int>("oddsSeat");
        QTest::addColumn<int>("oddsBetPoint");
        QTest::addColumn<QString>("oddsBet");
        QTest::addColumn<QString>("field");
        QTest::newRow("pass odds of a seat without a pass bet") << 6 << 2 << 0 << "pass-odds" << "bets[1].bet";
        QTest::newRow("don't pass odds behind a pass bet") << 6 << 1 << 0 << "dont-pass-odds" << "bets[1].bet";
        QTest::newRow("come odds on a number the come bet is not on") << 6 << 1 << 8 << "come-odds" << "bets[1].bet";
        QTest::newRow("pass odds on the come-out") << 0 << 1 << 0 << "pass-odds" << "bets[1].point";
        QTest::newRow("a seat of 0") << 6 << 0 << 0 << "field" << "bets[1].seat";
    }
    void refusesABadLayout()
    {
        QFETCH(int, point);
        QFETCH(int, oddsSeat);
        QFETCH(int, oddsBetPoint);
        QFETCH(QString, oddsBet);
        QFETCH(QString, field);
        const std::vector<CrapsLayoutBet> bets{{1, CrapsBet::Pass, Money::fromInteger(10), {}, false},
                                               {oddsSeat, betOf(oddsBet), Money::fromInteger(10), opt(oddsBetPoint), false}};
        try {
            settleCrapsLayout(opt(point), bets, Money::fromInteger(1), DiceRoll::of(2, 3));
            QFAIL("accepted a bad layout");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }
};

QTEST_APPLESS_MAIN(TestCrapsSettlement)
#include "tst_crapssettlement.moc"
