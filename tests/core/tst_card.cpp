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

    // Issue 17, "Cards as cards": a card as a dealer reads it and a sheet prints it,
    // the rank as the card's index shows it (a ten is "10", never "T") and the suit's
    // symbol. Written by hand: ♠ U+2660, ♥ U+2665, ♦ U+2666, ♣ U+2663.
    void dealerText_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<QString>("read");
        QTest::newRow("ace of spades") << "AS" << QStringLiteral("A♠");
        QTest::newRow("two of hearts") << "2H" << QStringLiteral("2♥");
        QTest::newRow("three of diamonds") << "3D" << QStringLiteral("3♦");
        QTest::newRow("four of clubs") << "4C" << QStringLiteral("4♣");
        QTest::newRow("five of spades") << "5S" << QStringLiteral("5♠");
        QTest::newRow("six of hearts") << "6H" << QStringLiteral("6♥");
        QTest::newRow("seven of diamonds") << "7D" << QStringLiteral("7♦");
        QTest::newRow("eight of clubs") << "8C" << QStringLiteral("8♣");
        QTest::newRow("nine of hearts") << "9H" << QStringLiteral("9♥");
        QTest::newRow("ten of spades: T is written 10") << "TS" << QStringLiteral("10♠");
        QTest::newRow("ten of diamonds, lower case") << "td" << QStringLiteral("10♦");
        QTest::newRow("jack of clubs") << "JC" << QStringLiteral("J♣");
        QTest::newRow("queen of hearts") << "QH" << QStringLiteral("Q♥");
        QTest::newRow("king of diamonds") << "KD" << QStringLiteral("K♦");
        QTest::newRow("ace of clubs") << "AC" << QStringLiteral("A♣");
        QTest::newRow("ace of hearts") << "AH" << QStringLiteral("A♥");
        QTest::newRow("ace of diamonds") << "AD" << QStringLiteral("A♦");
    }
    void dealerText()
    {
        QFETCH(QString, card);
        QFETCH(QString, read);
        QCOMPARE(QString::fromStdString(Card::parse(card.toStdString()).dealerText()), read);
    }

    void dealerTextOfHands_data()
    {
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<QString>("read");
        QTest::newRow("no cards") << QStringList{} << QString();
        QTest::newRow("one card") << QStringList{"TC"} << QStringLiteral("10♣");
        QTest::newRow("Punto 9H 3S 2C") << QStringList{"9H", "3S", "2C"} << QStringLiteral("9♥ 3♠ 2♣");
        QTest::newRow("a ten among courts") << QStringList{"KD", "TH", "QS"} << QStringLiteral("K♦ 10♥ Q♠");
    }
    void dealerTextOfHands()
    {
        QFETCH(QStringList, cards);
        QFETCH(QString, read);
        std::vector<Card> hand;
        for (const QString &c : cards)
            hand.push_back(Card::parse(c.toStdString()));
        QCOMPARE(QString::fromStdString(croupier::dealerText(hand)), read);
    }

    void rankText_data()
    {
        QTest::addColumn<int>("rank");
        QTest::addColumn<QString>("index");
        const char *const printed[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
        for (int r = 1; r <= 13; ++r)
            QTest::addRow("rank %d prints %s", r, printed[r - 1]) << r << QString::fromLatin1(printed[r - 1]);
    }
    void rankText()
    {
        QFETCH(int, rank);
        QFETCH(QString, index);
        QCOMPARE(QString::fromStdString(croupier::rankText(static_cast<Rank>(rank))), index);
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
