// Pace mode in free play (issue 17, item 5): PaceMeter's rounds per hour against the
// game's target (core/study/Pace.h), on a clock the test moves.

#include "PaceMeter.h"
#include "study/Pace.h"

#include <QSignalSpy>
#include <QtTest>

using namespace croupier;

class TestPaceMeter : public QObject
{
    Q_OBJECT

private slots:
    // counts: the dealer's count after each step, one step every `gapS` seconds from 0;
    // `idleS`: seconds with no round after the last. Worked by hand: n rounds begun,
    // the first at 0, are n − 1 rounds done in the time to now.
    void rate_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QList<int>>("counts");
        QTest::addColumn<int>("gapS");
        QTest::addColumn<int>("idleS");
        QTest::addColumn<int>("perHour");
        QTest::addColumn<int>("target");
        QTest::addColumn<bool>("onPace");
        auto upTo = [](int from, int to) {
            QList<int> l;
            for (int i = from; i <= to; ++i)
                l << i;
            return l;
        };
        // 61 coups begun a minute apart: 60 done in 3600 s, 60 an hour, the target (60).
        QTest::newRow("60 coups an hour is Punto Banco's pace") << "punto-banco" << upTo(1, 61) << 60 << 0 << 60 << 60 << true;
        // 51 rolls 36 s apart: 50 in 1800 s, 100 an hour, craps' target (100).
        QTest::newRow("100 rolls an hour is craps' pace") << "craps" << upTo(1, 51) << 36 << 0 << 100 << 100 << true;
        // 31 rounds 2 min apart: 30 in 3600 s, 30 an hour, under blackjack's 60.
        QTest::newRow("30 blackjack rounds an hour is slow") << "blackjack" << upTo(1, 31) << 120 << 0 << 30 << 60 << false;
        // A new shoe: coups 1-40, then 1-21; 61 begun a minute apart, 60 an hour.
        QTest::newRow("a new shoe's count adds on") << "chemin-de-fer" << upTo(1, 40) + upTo(1, 21) << 60 << 0 << 60 << 60 << true;
        // 11 coups a minute apart (10 done at 600 s), then 600 s with none: 10 in 1200 s, 30.
        QTest::newRow("the rate falls while no coup is dealt") << "punto-banco" << upTo(1, 11) << 60 << 600 << 30 << 60 << false;
        // 4 rolls 10 s apart: 3 in 30 s would be 360 an hour; under a minute, no rate yet.
        QTest::newRow("under a minute is no rate yet") << "craps" << upTo(1, 4) << 10 << 0 << 0 << 100 << false;
        // 7 rolls 10 s apart: 6 in 60 s, a minute: 360 an hour, on pace.
        QTest::newRow("a minute gives the rate") << "craps" << upTo(1, 7) << 10 << 0 << 360 << 100 << true;
        // One round begun: nothing done yet to measure.
        QTest::newRow("one round is no rate yet") << "craps" << QList<int>{1} << 10 << 30 << 0 << 100 << false;
        // 3 rounds 1 min 7 s apart: 2 in 134 s, 2 × 3600 / 134 = 53.7, rounded down to 53.
        QTest::newRow("the rate is rounded down") << "blackjack" << upTo(1, 3) << 67 << 0 << 53 << 60 << false;
    }
    void rate()
    {
        QFETCH(QString, game);
        QFETCH(QList<int>, counts);
        QFETCH(int, gapS);
        QFETCH(int, idleS);
        QFETCH(int, perHour);
        QFETCH(int, target);
        QFETCH(bool, onPace);
        qint64 now = 0;
        PaceMeter meter;
        meter.setClock([&now] { return now; });
        meter.setGame(game);
        for (int i = 0; i < counts.size(); ++i) {
            if (i > 0)
                now += qint64(gapS) * 1000;
            meter.setRounds(counts.at(i));
        }
        now += qint64(idleS) * 1000;
        QCOMPARE(meter.perHour(), perHour);
        QCOMPARE(meter.target(), target);
        QCOMPARE(meter.onPace(), onPace);
        QCOMPARE(meter.done(), counts.size());
        QCOMPARE(meter.measuring(), perHour == 0);
    }

    // The table started again: the meter counts from its next round.
    void restartCountsAgain()
    {
        qint64 now = 0;
        PaceMeter meter;
        meter.setClock([&now] { return now; });
        meter.setRounds(1);
        now = 3600'000;
        meter.setRounds(2);
        QCOMPARE(meter.perHour(), 1);
        meter.restart();
        QCOMPARE(meter.done(), 0);
        QCOMPARE(meter.perHour(), 0);
        now += 1000;
        meter.setRounds(3);
        now += 60'000;
        meter.setRounds(4);
        // 1 round done in the 60 s since the restart's first round: 60 an hour.
        QCOMPARE(meter.done(), 2);
        QCOMPARE(meter.perHour(), 60);
        QCOMPARE(meter.text(), QStringLiteral("2 coup(s) · 60 an hour · target 60"));
    }

    // The trainee's own target (the profile's, StudyDatabase.paceTarget) replaces the
    // game's; 0 gives the game's back.
    void ownTarget_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("own");
        QTest::addColumn<int>("target");
        QTest::addColumn<bool>("onPace");
        // Every row: 61 coups (or rolls, rounds) a minute apart, 60 an hour.
        QTest::newRow("80 coups an hour of the profile: 60 is slow") << "punto-banco" << 80 << 80 << false;
        QTest::newRow("50 rolls an hour of the profile: 60 is on pace") << "craps" << 50 << 50 << true;
        QTest::newRow("none set at craps: the game's 100") << "craps" << 0 << 100 << false;
        QTest::newRow("60 at blackjack of the profile: on pace") << "blackjack" << 60 << 60 << true;
    }
    void ownTarget()
    {
        QFETCH(QString, game);
        QFETCH(int, own);
        QFETCH(int, target);
        QFETCH(bool, onPace);
        qint64 now = 0;
        PaceMeter meter;
        meter.setClock([&now] { return now; });
        meter.setGame(game);
        QSignalSpy targetSpy(&meter, &PaceMeter::targetChanged);
        meter.setOwnTarget(own);
        meter.setProfileName(QStringLiteral("Άννα"));
        for (int i = 1; i <= 61; ++i, now += 60'000)
            meter.setRounds(i);
        now -= 60'000;
        QCOMPARE(meter.perHour(), 60);
        QCOMPARE(meter.target(), target);
        QCOMPARE(meter.onPace(), onPace);
        QCOMPARE(targetSpy.size(), own > 0 ? 2 : 1); // the target, then the name
        QCOMPARE(meter.targetSource().contains(QStringLiteral("Άννα")), own > 0);
    }

    // A pace is kept in the profile as the time of one round (core/study/Pace.h).
    void roundTime_data()
    {
        QTest::addColumn<int>("perHour");
        QTest::addColumn<qint64>("ms");
        QTest::newRow("60 an hour: a round a minute") << 60 << qint64(60'000);
        QTest::newRow("100 an hour: 36 s") << 100 << qint64(36'000);
        // 3 600 000 / 70 = 51 428.57, to the nearest ms 51 429.
        QTest::newRow("70 an hour: 51 429 ms") << 70 << qint64(51'429);
        // 3 600 000 / 7 = 514 285.71: 514 286.
        QTest::newRow("7 an hour: 514 286 ms") << 7 << qint64(514'286);
        QTest::newRow("none") << 0 << qint64(0);
    }
    void roundTime()
    {
        QFETCH(int, perHour);
        QFETCH(qint64, ms);
        QCOMPARE(roundTimeMs(perHour), ms);
        QCOMPARE(perHourOf(ms), perHour);
    }
    void roundTimeGivesEveryPaceBack()
    {
        for (int p = 1; p <= 1000; ++p)
            QCOMPARE(perHourOf(roundTimeMs(p)), p);
        QCOMPARE(paceTargetKey(Game::Craps), std::string("pace.craps"));
        QCOMPARE(paceTargetKey(Game::PuntoBanco), std::string("pace.punto-banco"));
    }
};

QTEST_MAIN(TestPaceMeter)
#include "tst_pacemeter.moc"
