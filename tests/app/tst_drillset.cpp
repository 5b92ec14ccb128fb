// Drills with an end (issue 17, item 5): DrillSet's count, clock, misses in words
// and the set of the cells missed, over a real DrillSession.

#include "DrillSession.h"
#include "DrillSet.h"

#include <QSet>
#include <QtTest>

#include <memory>

using namespace croupier;

namespace {

/// The point of a baccarat.total question's cards, worked here as a dealer does it
/// (art. 15 §13: A = 1, 2–9 their value, tens and faces 0, the last digit counts).
int pointOf(const QVariantMap &scenario)
{
    int sum = 0;
    for (const QVariant &card : scenario.value(QStringLiteral("cards")).toList()) {
        const QChar rank = card.toString().at(0);
        sum += rank == QLatin1Char('A') ? 1 : rank.isDigit() ? rank.digitValue() : 0;
    }
    return sum % 10;
}

/// The question on show as "cards:point" ("3:7"), worked from its cards.
QString cellOf(const DrillSession &s)
{
    return QStringLiteral("%1:%2").arg(s.scenario().value(QStringLiteral("cards")).toList().size()).arg(pointOf(s.scenario()));
}

/// A baccarat.total answer one off the point (always another valid point).
QVariantMap wrong(const DrillSession &s)
{
    return {{QStringLiteral("total"), QString::number((pointOf(s.scenario()) + 1) % 10)}};
}

QVariantMap right(const DrillSession &s)
{
    return {{QStringLiteral("total"), QString::number(pointOf(s.scenario()))}};
}

/// A session and a set sharing one clock the test moves by hand.
struct Drill
{
    explicit Drill(const QString &length, qint64 seed = 5)
    {
        session.setTopic(QStringLiteral("baccarat.total"));
        session.setSeed(seed);
        session.setClock([this] { return now; });
        set.setClock([this] { return now; });
        set.setSession(&session);
        set.setLength(length);
    }
    /// Answers the question on show after @p ms, then goes on.
    void answer(bool isRight, qint64 ms)
    {
        now += ms;
        QVERIFY(session.submit(isRight ? right(session) : wrong(session)));
        set.next();
    }

    qint64 now = 0;
    DrillSession session;
    DrillSet set;
};

} // namespace

class TestDrillSet : public QObject
{
    Q_OBJECT

private slots:
    void lengths_data()
    {
        QTest::addColumn<QString>("length");
        QTest::addColumn<int>("questions");
        QTest::addColumn<int>("minutes");
        QTest::newRow("10 questions") << "10" << 10 << 0;
        QTest::newRow("50 questions") << "50" << 50 << 0;
        QTest::newRow("2 minutes") << "2m" << 0 << 2;
        QTest::newRow("5 minutes") << "5m" << 0 << 5;
        // What is not a length leaves the default, 20 questions.
        QTest::newRow("no number keeps 20") << "many" << 20 << 0;
        QTest::newRow("no questions keeps 20") << "0" << 20 << 0;
        QTest::newRow("no minutes keeps 20") << "0m" << 20 << 0;
    }
    void lengths()
    {
        QFETCH(QString, length);
        QFETCH(int, questions);
        QFETCH(int, minutes);
        DrillSet set;
        set.setLength(length);
        QCOMPARE(set.questions(), questions);
        QCOMPARE(set.minutes(), minutes);
    }

    // A set of N: N questions, then the summary. Every third answer wrong, each
    // answer after 1 s or 3 s in turn.
    void countedSetEnds_data()
    {
        QTest::addColumn<QString>("length");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("right");
        QTest::addColumn<int>("meanMs");
        // 10: answers 3, 6, 9 wrong: 7 right; times 1,3,1,3,... s: five of each, mean 2 s.
        QTest::newRow("10 questions") << "10" << 10 << 7 << 2000;
        // 20: 3, 6, ..., 18 wrong (6): 14 right; ten of each time, mean 2 s.
        QTest::newRow("20 questions") << "20" << 20 << 14 << 2000;
        // 50: 16 wrong (3 to 48), 34 right; mean 2 s.
        QTest::newRow("50 questions") << "50" << 50 << 34 << 2000;
    }
    void countedSetEnds()
    {
        QFETCH(QString, length);
        QFETCH(int, count);
        QFETCH(int, right);
        QFETCH(int, meanMs);
        Drill d(length);
        d.set.start();
        QVERIFY(d.set.running());
        for (int i = 1; i <= count; ++i) {
            QCOMPARE(d.set.asked(), i);
            QVERIFY(!d.set.finished());
            QCOMPARE(d.set.lastQuestion(), i == count);
            d.answer(i % 3 != 0, i % 2 == 1 ? 1000 : 3000);
        }
        QVERIFY(d.set.finished());
        QVERIFY(!d.set.running());
        QCOMPARE(d.set.answered(), count);
        QCOMPARE(d.set.right(), right);
        QCOMPARE(d.set.meanMs(), meanMs);
        // No question after the end.
        const int number = d.session.number();
        d.set.next();
        QCOMPARE(d.session.number(), number);
    }

    // A set of a time ends at the first answer once the time is up: the question on
    // show when it runs out is still answered.
    void timedSetEnds_data()
    {
        QTest::addColumn<QString>("length");
        QTest::addColumn<int>("timeScale");
        QTest::addColumn<int>("secondsEach");
        QTest::addColumn<int>("asked");
        QTest::addColumn<int>("durationMs");
        // 2 min, 25 s each: answers at 25, 50, 75, 100 s (under 120: go on), 125 s: the end.
        QTest::newRow("2 minutes at 25 s") << "2m" << 100 << 25 << 5 << 120000;
        // 2 min, 30 s each: the 4th answer at exactly 120 s is the end.
        QTest::newRow("2 minutes at 30 s, the last at the time") << "2m" << 100 << 30 << 4 << 120000;
        // 5 min, 40 s each: 280 s after the 7th (go on), 320 s after the 8th.
        QTest::newRow("5 minutes at 40 s") << "5m" << 100 << 40 << 8 << 300000;
        // Issue 19, item 5: the time limits stretched ×1.5, 2 min last 180 s: the 6th
        // answer at 150 s goes on, the 8th at 200 s ends it (7th at 175 s).
        QTest::newRow("2 minutes ×1.5 at 25 s") << "2m" << 150 << 25 << 8 << 180000;
        // ×10: 20 minutes, 60 s each: the 20th answer at 1200 s is the end.
        QTest::newRow("2 minutes ×10 at 60 s") << "2m" << 1000 << 60 << 20 << 1200000;
        // Off: a timed set asks DrillSet::kUntimedQuestions (20), whatever the time.
        QTest::newRow("2 minutes with the limits off") << "2m" << 0 << 90 << 20 << 0;
    }
    void timedSetEnds()
    {
        QFETCH(QString, length);
        QFETCH(int, timeScale);
        QFETCH(int, secondsEach);
        QFETCH(int, asked);
        QFETCH(int, durationMs);
        Drill d(length);
        d.set.setTimeScale(timeScale);
        QCOMPARE(d.set.durationMs(), qint64(durationMs));
        d.set.start();
        QCOMPARE(d.set.remainingMs(), durationMs);
        for (int i = 0; i < 100 && !d.set.finished(); ++i)
            d.answer(true, secondsEach * 1000);
        QVERIFY(d.set.finished());
        QCOMPARE(d.set.asked(), asked);
        QCOMPARE(d.set.answered(), asked);
        QCOMPARE(d.set.remainingMs(), 0);
    }

    // The summary names each cell missed in words with its paragraph (art. 15 §13 for
    // a point), and Practise these asks only those cells.
    void missedCellsArePractised()
    {
        Drill d(QStringLiteral("10"));
        d.set.start();
        QStringList missedCells;
        QStringList missedWords;
        for (int i = 1; i <= 10; ++i) {
            if (i == 2 || i == 5 || i == 9) {
                const QString cell = cellOf(d.session);
                missedCells << cell;
                const QStringList parts = cell.split(QLatin1Char(':'));
                missedWords << (parts[0] == QLatin1String("2") ? QStringLiteral("Two cards making %1")
                                                               : QStringLiteral("Three cards making %1")).arg(parts[1]);
                d.answer(false, 2000);
            } else {
                d.answer(true, 2000);
            }
        }
        QVERIFY(d.set.finished());
        const QVariantList missed = d.set.missed();
        // The first block of 20 asks every cell once: three misses, three cells.
        QCOMPARE(missed.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const QVariantMap m = missed.at(i).toMap();
            QCOMPARE(m.value(QStringLiteral("words")).toString(), missedWords.at(i));
            QCOMPARE(m.value(QStringLiteral("source")).toString(), QStringLiteral("art. 15 §13"));
            QCOMPARE(m.value(QStringLiteral("misses")).toInt(), 1);
        }

        d.set.practiseMissed();
        QVERIFY(d.set.practising());
        QVERIFY(d.set.running());
        QVERIFY(d.set.missed().isEmpty());
        QSet<QString> asked;
        for (int i = 1; i <= 10; ++i) {
            asked.insert(cellOf(d.session));
            QVERIFY2(missedCells.contains(cellOf(d.session)), qPrintable(cellOf(d.session)));
            d.answer(true, 1000);
        }
        // Each missed cell once before any again: 10 questions visit all three.
        QCOMPARE(asked.size(), 3);
        QVERIFY(d.set.finished());
        QCOMPARE(d.set.right(), 10);
        // Nothing missed: nothing to practise.
        d.set.practiseMissed();
        QVERIFY(!d.set.running());

        // Again: a new set over every cell.
        d.set.start();
        QVERIFY(!d.set.practising());
        QCOMPARE(d.set.asked(), 1);
        QCOMPARE(d.set.answered(), 0);
    }

    // The third card's sentence cites its paragraph in brackets; the summary still gives
    // it apart, from Punto Banco's tableau (Tableau.cpp, worked from the paragraphs):
    // Punto 0-5 draws (art. 15 §10 α), 6-7 stands (§10 β); Banco against a third card by
    // §11 and §12; Banco when Punto stood by the manual's §5; a natural by §12.
    void thirdCardMissesHaveTheirParagraph()
    {
        DrillSession session;
        session.setTopic(QStringLiteral("baccarat.draw"));
        session.setSeed(3);
        DrillSet set;
        set.setSession(&session);
        set.setLength(QStringLiteral("50"));
        set.start();
        for (int i = 0; i < 50; ++i) {
            QVERIFY(session.submit(session.wrongAnswer()));
            set.next();
        }
        QVERIFY(set.finished());
        const QString natural = QStringLiteral("art. 15 §12");
        int kinds[3] = {0, 0, 0};
        for (const QVariant &entry : set.missed()) {
            const QString words = entry.toMap().value(QStringLiteral("words")).toString();
            const QString source = entry.toMap().value(QStringLiteral("source")).toString();
            QStringList allowed;
            if (words.endsWith(QLatin1String(", Punto stood"))) {
                allowed = {QStringLiteral("manual §5"), natural};
                ++kinds[0];
            } else if (words.contains(QLatin1String("against a third card"))) {
                allowed = {QStringLiteral("art. 15 §11 α"), QStringLiteral("art. 15 §11 β"), QStringLiteral("art. 15 §11 γ"),
                           QStringLiteral("art. 15 §11 δ"), QStringLiteral("art. 15 §11 ε"), QStringLiteral("art. 15 §11"),
                           QStringLiteral("art. 15 §12 α"), QStringLiteral("art. 15 §12 β"), QStringLiteral("art. 15 §12 γ"),
                           QStringLiteral("art. 15 §12 δ")};
                ++kinds[1];
            } else {
                const int punto = words.mid(QStringLiteral("Punto ").size()).toInt();
                allowed = {punto <= 5 ? QStringLiteral("art. 15 §10 α") : punto <= 7 ? QStringLiteral("art. 15 §10 β") : natural,
                           natural};
                ++kinds[2];
            }
            QVERIFY2(allowed.contains(source), qPrintable(words + " | " + source));
        }
        // 50 of the 104 cells: each kind is there (80 of them are Banco against a third card).
        QVERIFY(kinds[0] > 0 && kinds[1] > 0 && kinds[2] > 0);
    }

    // One cell missed twice is one line, counted twice.
    void aCellMissedTwiceIsOneLine()
    {
        Drill d(QStringLiteral("20"));
        d.set.start();
        d.answer(false, 1000);
        const QVariantList first = d.set.missed();
        QCOMPARE(first.size(), 1);
        d.set.practiseMissed();   // a set still on: practise starts over from the misses so far
        d.answer(false, 1000);
        QCOMPARE(d.set.missed().size(), 1);
        QCOMPARE(d.set.missed().at(0).toMap().value(QStringLiteral("misses")).toInt(), 1);
        d.answer(false, 1000);
        QCOMPARE(d.set.missed().size(), 1);
        QCOMPARE(d.set.missed().at(0).toMap().value(QStringLiteral("misses")).toInt(), 2);
        QCOMPARE(d.set.missed().at(0).toMap().value(QStringLiteral("words")), first.at(0).toMap().value(QStringLiteral("words")));
    }
};

QTEST_MAIN(TestDrillSet)
#include "tst_drillset.moc"
