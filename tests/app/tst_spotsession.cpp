// Spot the error (issue 18): SpotSession's scoring with a clock of the test's own. A stop
// at or after the wrong step is a detection, its delay the time since that step came on
// show; a stop before it, or in a clean round, a false alarm; a round let run to its end
// with an error, a miss; the level sets how many rounds have an error.
#include "protection/SpotSession.h"

#include <QSignalSpy>
#include <QTest>

using namespace croupier;

class TestSpotSession : public QObject
{
    Q_OBJECT

private slots:
    void delayIsFromTheWrongStep();
    void stopBeforeTheErrorIsAFalseAlarm();
    void levelSetsTheShareOfRoundsWithAnError_data();
    void levelSetsTheShareOfRoundsWithAnError();
    void sameSeedSameRounds();
    void puntoBancoBetsInTheGamesWords();
};

namespace {

void openAt(SpotSession &s, const QString &game, int level, qint64 *clock)
{
    s.setAutoAdvance(false);
    s.setGame(game);
    s.setLevel(level);
    s.setSeed(21);
    s.setClock([clock] { return *clock; });
    s.start();
}

} // namespace

void TestSpotSession::delayIsFromTheWrongStep()
{
    qint64 now = 1000;
    SpotSession s;
    openAt(s, QStringLiteral("punto-banco"), 3, &now);
    QSignalSpy attempted(&s, &SpotSession::attempted);
    const int wrong = s.errorStep();
    QVERIFY(wrong >= 0);
    while (s.shown() <= wrong) {
        now += 1500;   // a step every 1.5 s
        s.advance();
    }
    // The wrong step came on show at `now`; one more step, then the stop 700 ms later.
    now += 1500;
    s.advance();
    now += 700;
    s.stop();
    QCOMPARE(s.phase(), QStringLiteral("kind"));
    s.choose(0);
    s.choose(0);
    QCOMPARE(s.phase(), QStringLiteral("feedback"));
    QCOMPARE(s.detections(), 1);
    QCOMPARE(s.meanDelayMs(), 2200);
    QCOMPARE(attempted.size(), 1);
    QCOMPARE(attempted.first().at(2).toBool(), true);    // detected
    QCOMPARE(attempted.first().at(4).toInt(), 2200);     // the delay
}

void TestSpotSession::stopBeforeTheErrorIsAFalseAlarm()
{
    qint64 now = 0;
    SpotSession s;
    openAt(s, QStringLiteral("craps"), 3, &now);
    QVERIFY(s.errorStep() >= 0);
    // The steps before the wrong one are all right: a stop there is a false alarm.
    while (s.shown() < s.errorStep())
        s.advance();
    s.stop();
    QCOMPARE(s.phase(), QStringLiteral("feedback"));
    QCOMPARE(s.falseAlarms(), 1);
    QCOMPARE(s.detections(), 0);
    QVERIFY(!s.feedbackGood());
    // The next round, let run to its end: a miss.
    s.next();
    while (s.phase() == QStringLiteral("watching"))
        s.advance();
    QCOMPARE(s.misses(), 1);
}

void TestSpotSession::levelSetsTheShareOfRoundsWithAnError_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("low");
    QTest::addColumn<int>("high");
    // 80 rounds: none at level 0; about one in four (20) at 1; one in two (40) at 2; all at 3.
    // The bounds are the seeded draw's spread (a binomial's ±3 standard deviations).
    for (const char *g : {"punto-banco", "craps", "blackjack"}) {
        QTest::addRow("%s level 0", g) << QString(g) << 0 << 0 << 0;
        QTest::addRow("%s level 1", g) << QString(g) << 1 << 8 << 32;
        QTest::addRow("%s level 2", g) << QString(g) << 2 << 27 << 53;
        QTest::addRow("%s level 3", g) << QString(g) << 3 << 80 << 80;
    }
}

void TestSpotSession::levelSetsTheShareOfRoundsWithAnError()
{
    QFETCH(QString, game);
    QFETCH(int, level);
    QFETCH(int, low);
    QFETCH(int, high);
    qint64 now = 0;
    SpotSession s;
    openAt(s, game, level, &now);
    int withError = 0;
    for (int round = 0; round < 80; ++round) {
        withError += s.errorStep() >= 0 ? 1 : 0;
        while (s.phase() == QStringLiteral("watching") && s.round() == round + 1)
            s.advance();
        if (s.phase() == QStringLiteral("feedback"))
            s.next();
    }
    QVERIFY2(withError >= low && withError <= high, qPrintable(QString::number(withError)));
    QCOMPARE(s.misses(), withError);
    QCOMPARE(s.cleanRounds(), 80 - withError);
}

void TestSpotSession::sameSeedSameRounds()
{
    qint64 now = 0;
    SpotSession a, b;
    openAt(a, QStringLiteral("blackjack"), 2, &now);
    openAt(b, QStringLiteral("blackjack"), 2, &now);
    for (int round = 0; round < 10; ++round) {
        QCOMPARE(a.errorKind(), b.errorKind());
        QCOMPARE(a.errorStep(), b.errorStep());
        QCOMPARE(a.stepCount(), b.stepCount());
        for (SpotSession *s : {&a, &b}) {
            while (s->phase() == QStringLiteral("watching") && s->round() == round + 1)
                s->advance();
            if (s->phase() == QStringLiteral("feedback"))
                s->next();
        }
    }
}

// The bets on the layout are named as the pay table and the felt name them: Punto pair
// and Banco pair (PayTableModel, the felt's PUNTO PAIR), not "Player Pair" and "Banker
// Pair" (issue 17: the Greek page showed them in English).
void TestSpotSession::puntoBancoBetsInTheGamesWords()
{
    qint64 now = 0;
    SpotSession s;
    openAt(s, QStringLiteral("punto-banco"), 0, &now);
    QStringList labels;
    for (int round = 0; round < 40 && !(labels.join(' ').contains(QStringLiteral("Punto pair"))
                                         && labels.join(' ').contains(QStringLiteral("Banco pair"))); ++round) {
        for (const QVariant &bet : s.bets())
            labels << bet.toMap().value(QStringLiteral("label")).toString();
        while (s.phase() == QStringLiteral("watching") && s.round() == round + 1)
            s.advance();
    }
    const QString all = labels.join(QStringLiteral(" | "));
    QVERIFY2(all.contains(QStringLiteral("Punto pair")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Banco pair")), qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("Player")) && !all.contains(QStringLiteral("Banker")), qPrintable(all));
}

QTEST_MAIN(TestSpotSession)
#include "tst_spotsession.moc"
