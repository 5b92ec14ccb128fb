#include "InputError.h"
#include "blackjack/BlackjackHand.h"
#include "blackjack/BlackjackRules.h"

#include "TestCards.h"

#include <QtTest>

using namespace croupier;

/// Blackjack totals (hard, soft, several aces, blackjack, bust), the dealer's rule
/// of art. 14 §12 γ, and which hands can have been dealt.
class TestBlackjackHand : public QObject
{
    Q_OBJECT

private slots:
    // art. 14 §12: T J Q K count 10, an ace 1 or 11; only one ace can count 11.
    void counts_data()
    {
        QTest::addColumn<QStringList>("hand");
        QTest::addColumn<bool>("fromSplit");
        QTest::addColumn<int>("total");
        QTest::addColumn<bool>("soft");
        QTest::addColumn<bool>("blackjack");
        QTest::addColumn<bool>("bust");
        QTest::newRow("ten and seven is a hard 17")
            << QStringList {"TS", "7H"} << false << 17 << false << false << false;
        QTest::newRow("ace and six is a soft 17")
            << QStringList {"AS", "6H"} << false << 17 << true << false << false;
        QTest::newRow("ace and king is a blackjack")
            << QStringList {"AS", "KH"} << false << 21 << true << true << false;
        QTest::newRow("queen then ace is a blackjack too")
            << QStringList {"QD", "AC"} << false << 21 << true << true << false;
        QTest::newRow("ace and king after a split is 21, no blackjack")
            << QStringList {"AS", "KH"} << true << 21 << true << false << false;
        QTest::newRow("two aces are a soft 12")
            << QStringList {"AS", "AH"} << false << 12 << true << false << false;
        QTest::newRow("three aces are a soft 13")
            << QStringList {"AS", "AH", "AD"} << false << 13 << true << false << false;
        QTest::newRow("ace ace nine is a soft 21 on three cards, no blackjack")
            << QStringList {"AS", "AH", "9D"} << false << 21 << true << false << false;
        QTest::newRow("four aces and a seven are a soft 21")
            << QStringList {"AS", "AH", "AD", "AC", "7S"} << false << 21 << true << false << false;
        QTest::newRow("five aces and a six are a soft 21")
            << QStringList {"AS", "AH", "AD", "AC", "AS", "6S"} << false << 21 << true << false << false;
        QTest::newRow("ace ace king: both aces fall back to 1, hard 12")
            << QStringList {"AS", "AH", "KD"} << false << 12 << false << false << false;
        QTest::newRow("ace six ten: the ace falls back to 1, hard 17")
            << QStringList {"AS", "6H", "TD"} << false << 17 << false << false << false;
        QTest::newRow("ace five five is a soft 21")
            << QStringList {"AS", "5H", "5D"} << false << 21 << true << false << false;
        QTest::newRow("seven seven seven is 21 on three cards")
            << QStringList {"7S", "7H", "7D"} << false << 21 << false << false << false;
        QTest::newRow("ten ten is a hard 20")
            << QStringList {"TS", "KH"} << false << 20 << false << false << false;
        QTest::newRow("ten six eight is bust at 24")
            << QStringList {"TS", "6H", "8D"} << false << 24 << false << false << true;
        QTest::newRow("ace ace ten king is bust at 22: aces count 1")
            << QStringList {"AS", "AH", "TD", "KC"} << false << 22 << false << false << true;
        QTest::newRow("king queen jack is bust at 30")
            << QStringList {"KS", "QH", "JD"} << false << 30 << false << false << true;
        QTest::newRow("one card: an ace alone counts 11")
            << QStringList {"AS"} << false << 11 << true << false << false;
        QTest::newRow("one card: a five") << QStringList {"5H"} << false << 5 << false << false << false;
        QTest::newRow("two twos are 4") << QStringList {"2S", "2H"} << false << 4 << false << false << false;
    }
    void counts()
    {
        QFETCH(QStringList, hand);
        QFETCH(bool, fromSplit);
        QFETCH(int, total);
        QFETCH(bool, soft);
        QFETCH(bool, blackjack);
        QFETCH(bool, bust);
        const BlackjackHand h(cards(hand), fromSplit);
        QCOMPARE(h.total(), total);
        QCOMPARE(h.isSoft(), soft);
        QCOMPARE(h.isBlackjack(), blackjack);
        QCOMPARE(h.isBust(), bust);
        QCOMPARE(QString::fromStdString(h.toString()), hand.join(' '));
    }

    // art. 14 §12 γ: draws on 16 or less, stands on 17 or more; an ace must count 11
    // when that makes 17 to 21, so a soft 17 stands. No hole card: one card draws.
    void dealerDecides_data()
    {
        QTest::addColumn<QStringList>("dealer");
        QTest::addColumn<bool>("hits");
        QTest::newRow("a first card alone takes the second (no hole card)") << QStringList {"6H"} << true;
        QTest::newRow("a first ace alone takes the second") << QStringList {"AS"} << true;
        QTest::newRow("hard 12 draws") << QStringList {"TS", "2H"} << true;
        QTest::newRow("hard 16 draws") << QStringList {"TS", "6H"} << true;
        QTest::newRow("hard 17 stands") << QStringList {"TS", "7H"} << false;
        QTest::newRow("soft 17, ace and six, stands") << QStringList {"AS", "6H"} << false;
        QTest::newRow("soft 17 on three cards, ace ace five, stands")
            << QStringList {"AS", "AH", "5D"} << false;
        QTest::newRow("soft 17 on four cards, ace ace ace four, stands")
            << QStringList {"AS", "AH", "AD", "4C"} << false;
        QTest::newRow("soft 17 after drawing, two four ace, stands")
            << QStringList {"2S", "4H", "AD"} << false;
        QTest::newRow("soft 16, ace and five, draws") << QStringList {"AS", "5H"} << true;
        QTest::newRow("two aces, soft 12, draw") << QStringList {"AS", "AH"} << true;
        QTest::newRow("four aces and a two, soft 16, draw")
            << QStringList {"AS", "AH", "AD", "AC", "2S"} << true;
        QTest::newRow("soft 18 stands") << QStringList {"AS", "7H"} << false;
        QTest::newRow("ace five ten is hard 16 and draws") << QStringList {"AS", "5H", "TD"} << true;
        QTest::newRow("ace five ten ace is hard 17 and stands")
            << QStringList {"AS", "5H", "TD", "AC"} << false;
        QTest::newRow("five small cards make 17 and stand")
            << QStringList {"2S", "2H", "2D", "2C", "9S"} << false;
        QTest::newRow("a blackjack stands") << QStringList {"AS", "KH"} << false;
        QTest::newRow("21 on three cards stands") << QStringList {"7S", "7H", "7D"} << false;
        QTest::newRow("bust at 22 takes no more cards") << QStringList {"TS", "6H", "6D"} << false;
    }
    void dealerDecides()
    {
        QFETCH(QStringList, dealer);
        QFETCH(bool, hits);
        const BlackjackRules rules;
        QCOMPARE(dealerDecision(cards(dealer), rules) == DealerDecision::Hit, hits);
        QCOMPARE(dealerFinished(cards(dealer), rules), dealer.size() >= 2 && !hits);
    }

    // Soft17::Hit is not art. 14; it exists so the odds can be checked against H17 tables.
    void hittingSoft17Table()
    {
        BlackjackRules rules;
        rules.soft17 = Soft17::Hit;
        QVERIFY(dealerDecision(cards({"AS", "6H"}), rules) == DealerDecision::Hit);
        QVERIFY(dealerDecision(cards({"AS", "AH", "5D"}), rules) == DealerDecision::Hit);
        QVERIFY(dealerDecision(cards({"TS", "7H"}), rules) == DealerDecision::Stand);
        QVERIFY(dealerDecision(cards({"AS", "7H"}), rules) == DealerDecision::Stand);
    }

    // §12 α: no card on 21 or after a bust. The refusal names the card too many.
    void playerHandsAsDealt_data()
    {
        QTest::addColumn<QStringList>("hand");
        QTest::addColumn<QString>("field"); // empty: a hand that can be dealt
        QTest::newRow("a card after a blackjack") << QStringList {"AS", "KH", "5D"} << "[2]";
        QTest::newRow("a card after 21 on three cards") << QStringList {"7S", "7H", "7D", "2C"} << "[3]";
        QTest::newRow("a card after a soft 21") << QStringList {"AS", "5H", "5D", "2C"} << "[3]";
        QTest::newRow("a card after a bust") << QStringList {"TS", "6H", "8D", "2C"} << "[3]";
        QTest::newRow("a hand that stops on 21 is fine") << QStringList {"7S", "7H", "7D"} << "";
        QTest::newRow("a hand that stops on its bust is fine") << QStringList {"TS", "6H", "8D"} << "";
        QTest::newRow("a hit on a hard 20 is the player's own risk") << QStringList {"TS", "KH", "AD"} << "";
    }
    void playerHandsAsDealt()
    {
        QFETCH(QStringList, hand);
        QFETCH(QString, field);
        try {
            validatePlayerCards(cards(hand));
            QVERIFY2(field.isEmpty(), "the hand was accepted");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
            QVERIFY(QString::fromStdString(e.reason()).contains(QStringLiteral("art. 14 §12 α")));
        }
    }

    // §12 γ: the dealer takes no card once he stands.
    void dealerHandsAsDealt_data()
    {
        QTest::addColumn<QStringList>("hand");
        QTest::addColumn<QString>("field");
        QTest::newRow("a card after the dealer's hard 17") << QStringList {"TS", "7H", "2C"} << "[2]";
        QTest::newRow("a card after the dealer's soft 17") << QStringList {"AS", "6H", "5D"} << "[2]";
        QTest::newRow("a card after the dealer's soft 17 of three aces and four")
            << QStringList {"AS", "AH", "AD", "4C", "2S"} << "[4]";
        QTest::newRow("a card after the dealer's blackjack") << QStringList {"AS", "KH", "2S"} << "[2]";
        QTest::newRow("a card after the dealer's bust") << QStringList {"TS", "6H", "8D", "2C"} << "[3]";
        QTest::newRow("16 then a card is fine") << QStringList {"TS", "6H", "5D"} << "";
        QTest::newRow("soft 16 then a card is fine") << QStringList {"AS", "5H", "KD"} << "";
    }
    void dealerHandsAsDealt()
    {
        QFETCH(QStringList, hand);
        QFETCH(QString, field);
        try {
            validateDealerCards(cards(hand), BlackjackRules());
            QVERIFY2(field.isEmpty(), "the hand was accepted");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
            QVERIFY(QString::fromStdString(e.reason()).contains(QStringLiteral("art. 14 §12 γ")));
        }
    }

    // §14: equal value splits; the house may post equal rank only.
    void pairs_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<bool>("byValue");
        QTest::addColumn<bool>("byRank");
        QTest::newRow("eight and eight are a pair") << "8S"
                                                    << "8H" << true << true;
        QTest::newRow("ace and ace are a pair") << "AS"
                                                << "AD" << true << true;
        QTest::newRow("ten and king are equal value, not equal rank") << "TS"
                                                                      << "KH" << true << false;
        QTest::newRow("jack and queen are equal value, not equal rank") << "JS"
                                                                        << "QH" << true << false;
        QTest::newRow("nine and ten are no pair") << "9S"
                                                  << "TS" << false << false;
        QTest::newRow("ace and ten are no pair") << "AS"
                                                 << "TS" << false << false;
    }
    void pairs()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(bool, byValue);
        QFETCH(bool, byRank);
        BlackjackRules rules;
        const Card a = Card::parse(first.toStdString()), b = Card::parse(second.toStdString());
        QCOMPARE(isSplittablePair(a, b, rules), byValue);
        rules.splitPairs = SplitPairs::EqualRank;
        QCOMPARE(isSplittablePair(a, b, rules), byRank);
    }
};

QTEST_APPLESS_MAIN(TestBlackjackHand)
#include "tst_blackjackhand.moc"
