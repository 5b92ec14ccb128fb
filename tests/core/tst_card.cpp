#include "Card.h"
#include "InputError.h"

#include <QtTest>

using namespace croupier;

/// Cards in the bank's notation and their values in each game.
class TestCard : public QObject
{
    Q_OBJECT

private slots:
    void parsesNotation_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("rank");
        QTest::addColumn<int>("suit");
        QTest::newRow("ten of spades is TS") << "TS" << 10 << 0;
        QTest::newRow("ace of hearts is AH") << "AH" << 1 << 1;
        QTest::newRow("king of diamonds is KD") << "KD" << 13 << 2;
        QTest::newRow("two of clubs is 2C") << "2C" << 2 << 3;
        QTest::newRow("lower-case suit is read") << "9c" << 9 << 3;
        QTest::newRow("lower-case rank is read") << "qh" << 12 << 1;
    }
    void parsesNotation()
    {
        QFETCH(QString, text);
        QFETCH(int, rank);
        QFETCH(int, suit);
        const Card c = Card::parse(text.toStdString());
        QCOMPARE(static_cast<int>(c.rank()), rank);
        QCOMPARE(static_cast<int>(c.suit()), suit);
    }

    void refusesNonCards_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("why");
        QTest::newRow("ten written 10 is not a card") << "10S" << "not a card";
        QTest::newRow("no rank 1") << "1S" << "no rank";
        QTest::newRow("no suit X") << "TX" << "no suit";
        QTest::newRow("empty") << "" << "not a card";
        QTest::newRow("rank only") << "T" << "not a card";
        QTest::newRow("joker") << "JK" << "no suit";
    }
    void refusesNonCards()
    {
        QFETCH(QString, text);
        QFETCH(QString, why);
        try {
            Card::parse(text.toStdString());
            QFAIL("accepted a non-card");
        } catch (const InputError &e) {
            QVERIFY2(QString::fromStdString(e.reason()).contains(why), e.what());
        }
    }

    void roundTripsEveryCard()
    {
        const std::string ranks = "A23456789TJQK", suits = "SHDC";
        for (char r : ranks)
            for (char s : suits) {
                const std::string text{r, s};
                QCOMPARE(Card::parse(text).toString(), text);
            }
    }

    // art. 15 §13: A=1, 2-9 face value, T J Q K = 0. art. 15 §9: the burn counts
    // T J Q K as 10. Blackjack counts the same (ace as 1 here; soft totals elsewhere).
    void values_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("baccarat");
        QTest::addColumn<int>("burn");
        QTest::newRow("ace counts 1 in baccarat, burns 1") << "AS" << 1 << 1;
        QTest::newRow("five counts 5, burns 5") << "5H" << 5 << 5;
        QTest::newRow("nine counts 9, burns 9") << "9D" << 9 << 9;
        QTest::newRow("ten counts 0 in baccarat, burns 10") << "TC" << 0 << 10;
        QTest::newRow("jack counts 0, burns 10") << "JS" << 0 << 10;
        QTest::newRow("queen counts 0, burns 10") << "QH" << 0 << 10;
        QTest::newRow("king counts 0, burns 10") << "KD" << 0 << 10;
    }
    void values()
    {
        QFETCH(QString, card);
        QFETCH(int, baccarat);
        QFETCH(int, burn);
        const Card c = Card::parse(card.toStdString());
        QCOMPARE(c.baccaratValue(), baccarat);
        QCOMPARE(c.burnCount(), burn);
        QCOMPARE(c.blackjackValue(), burn);
    }
};

QTEST_APPLESS_MAIN(TestCard)
#include "tst_card.moc"
