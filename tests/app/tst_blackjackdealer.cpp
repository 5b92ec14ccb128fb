// BlackjackDealer (free play at the blackjack table): the steps it expects of the
// trainee on stacked shoes, worked by hand from art. 14, and the steps it refuses.
// The shoes are stacked first card first; the first five are burned (§6).

#include "Amounts.h"
#include "BlackjackDealer.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace croupier;

namespace {

std::vector<Card> shoeOf(const QStringList &cards)
{
    // §6: the first five cards go to the discard holder unseen.
    std::vector<Card> out {Card::parse("2C"), Card::parse("3C"), Card::parse("4C"), Card::parse("5C"), Card::parse("6C")};
    for (const QString &c : cards)
        out.push_back(Card::parse(c.toStdString()));
    return out;
}

/// "action" or "action:value".
std::pair<QString, QString> stepOf(const QString &text)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    return colon < 0 ? std::pair {text, QString()} : std::pair {text.left(colon), text.mid(colon + 1)};
}

} // namespace

class TestBlackjackDealer : public QObject
{
    Q_OBJECT

private slots:
    void expectedSteps_data();
    void expectedSteps();
    void typedPaymentInEitherLanguage_data();
    void typedPaymentInEitherLanguage();
    void mistakesRefused_data();
    void mistakesRefused();
    void modelsAndShoe();
};

void TestBlackjackDealer::expectedSteps_data()
{
    QTest::addColumn<QStringList>("cards"); // after the burn: box 1, dealer, box 1, then as drawn
    QTest::addColumn<int>("bet");
    QTest::addColumn<QStringList>("steps");

    // §12 β: the dealer's 6 cannot make a blackjack: paid at once, 3:2 of 25 = 37.5, rounded down to the 1 chip.
    QTest::newRow("blackjack against a 6 is paid 3:2 at once, rounded down")
        << QStringList {"AS", "6H", "KD", "TC", "5D"} << 25
        << QStringList {"deal", "pay:37", "hit", "hit", "stand", "deal"};
    // §12 β: against a ten the blackjack waits for the dealer's second card, then 3:2 of 10 = 15.
    QTest::newRow("blackjack against a ten waits, then pays 3:2")
        << QStringList {"AH", "KS", "KD", "7C"} << 10 << QStringList {"deal", "hit", "stand", "pay:15", "deal"};
    // §12 γ: 5, A = soft 16 draws; 5, A, A = soft 17 stands. §12 δ: 19 beats 17, paid 1:1.
    QTest::newRow("dealer draws on soft 16 and stands on soft 17")
        << QStringList {"TH", "5S", "9D", "AD", "AH"} << 10
        << QStringList {"deal", "announce:19", "hit", "hit", "stand", "pay:10", "deal"};
    // §12 α: 16 against a 9 takes a card (basic strategy), a K makes 26: collected at once, before the dealer plays.
    QTest::newRow("bust collected at once")
        << QStringList {"TH", "9S", "6D", "KC", "8H"} << 20
        << QStringList {"deal", "announce:16", "collect", "hit", "stand", "deal"};
    // §12 δ: 18 against 18 is a push.
    QTest::newRow("equal totals push") << QStringList {"TH", "TS", "8D", "8C"} << 10
                                       << QStringList {"deal", "announce:18", "hit", "stand", "push", "deal"};
    // §14: 8-8 split; the first hand 8-3 = 11 doubles (§15, after a split) and draws a T: 21.
    // The second hand 8-9 = 17 stands. The dealer's T-6-9 is 25: every hand left is paid,
    // from his right: the second hand 10, then the doubled first hand 20 (§12 δ).
    QTest::newRow("split eights, double after split, dealer bust")
        << QStringList {"8H", "6S", "8D", "3C", "TC", "9C", "TD", "9H"} << 10
        << QStringList {"deal", "announce:16", "announce:11", "announce:17", "hit", "hit", "stand", "pay:10",
               "pay:20", "deal"};
    // §13: the dealer's ace: insurance is offered before any box plays.
    QTest::newRow("dealer ace: insurance first")
        << QStringList {"TH", "AS", "9D", "7C"} << 10 << QStringList {"deal", "insurance", "announce:19", "hit", "stand"};
}

void TestBlackjackDealer::expectedSteps()
{
    QFETCH(QStringList, cards);
    QFETCH(int, bet);
    QFETCH(QStringList, steps);

    BlackjackDealer dealer;
    dealer.setSeed(11);
    dealer.startWithShoe(shoeOf(cards), {{1, {Money::fromInteger(bet)}}});
    for (const QString &text : steps) {
        const auto [action, value] = stepOf(text);
        const QVariantMap expected = dealer.expectedAction();
        QCOMPARE(expected.value("action").toString(), action);
        QCOMPARE(expected.value("value").toString(), value);
        QVERIFY2(dealer.act(action, value), qPrintable(dealer.message()));
        if (action == "deal" && &text == &steps.back())
            break;
    }
    QCOMPARE(dealer.mistakes(), 0);
}

void TestBlackjackDealer::typedPaymentInEitherLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("cards");
    QTest::addColumn<int>("bet");
    QTest::addColumn<QString>("paid");    // the payment due (1:1 of the stake at risk)
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("refusal"); // empty: the payment is taken

    // §15: 6-5 = 11 against the dealer's 6 doubles and draws a T: 21; the dealer's 6-T
    // draws a 9: 25, bust. The doubled stake is paid 1:1: 625 × 2 = 1250, 617 × 2 = 1234.
    const QStringList doubled {"6H", "6S", "5D", "TC", "TD", "9H"};
    // §12 γ, δ: 19 against the dealer's soft 16, who draws an ace: soft 17, stands. 1:1.
    const QStringList nineteen {"TH", "5S", "9D", "AD", "AH"};
    // Issue 13, item 3: typed as the reader's language writes amounts (Greek 1.234,50,
    // English 1,234.50); the table's chip is 1, so an amount with cents is refused,
    // naming the amount as read and the chip.
    QTest::newRow("Greek 1,250 is 1,25: not whole chips of 1")
        << "el" << doubled << 625 << "1250" << "1,250" << "1,25 is not a whole number of chips: the smallest chip is 1.";
    QTest::newRow("Greek 1.250 pays 1250") << "el" << doubled << 625 << "1250" << "1.250" << "";
    QTest::newRow("Greek 12,5 is 12,50") << "el" << nineteen << 12 << "12" << "12,5"
                                        << "12,50 is not a whole number of chips: the smallest chip is 1.";
    QTest::newRow("Greek 12.5 is 12,50") << "el" << nineteen << 12 << "12" << "12.5"
                                        << "12,50 is not a whole number of chips: the smallest chip is 1.";
    QTest::newRow("Greek 1.234,50 is 1.234,50") << "el" << doubled << 617 << "1234" << "1.234,50"
                                               << "1.234,50 is not a whole number of chips: the smallest chip is 1.";
    QTest::newRow("Greek 1,234.50 is 1.234,50") << "el" << doubled << 617 << "1234" << "1,234.50"
                                               << "1.234,50 is not a whole number of chips: the smallest chip is 1.";
    QTest::newRow("English 1,250 pays 1250") << "en" << doubled << 625 << "1250" << "1,250" << "";
    QTest::newRow("English 1.250 is 1.25: not whole chips of 1")
        << "en" << doubled << 625 << "1250" << "1.250" << "1.25 is not a whole number of chips: the smallest chip is 1.";
    QTest::newRow("English 12,5 is 12.50") << "en" << nineteen << 12 << "12" << "12,5"
                                          << "12.50 is not a whole number of chips: the smallest chip is 1.";
    QTest::newRow("English 12.5 is 12.50") << "en" << nineteen << 12 << "12" << "12.5"
                                          << "12.50 is not a whole number of chips: the smallest chip is 1.";
    QTest::newRow("English 1.234,50 is 1,234.50") << "en" << doubled << 617 << "1234" << "1.234,50"
                                                 << "1,234.50 is not a whole number of chips: the smallest chip is 1.";
    QTest::newRow("English 1,234.50 is 1,234.50") << "en" << doubled << 617 << "1234" << "1,234.50"
                                                 << "1,234.50 is not a whole number of chips: the smallest chip is 1.";
    QTest::newRow("Greek 1.234 pays 1234") << "el" << doubled << 617 << "1234" << "1.234" << "";
}

void TestBlackjackDealer::typedPaymentInEitherLanguage()
{
    QFETCH(QString, language);
    QFETCH(QStringList, cards);
    QFETCH(int, bet);
    QFETCH(QString, paid);
    QFETCH(QString, typed);
    QFETCH(QString, refusal);

    BlackjackDealer dealer;
    dealer.setSeed(11);
    dealer.startWithShoe(shoeOf(cards), {{1, {Money::fromInteger(bet)}}});
    // The engine's own steps up to the payment (the round itself is checked above).
    for (int i = 0; i < 20 && dealer.expectedAction().value("action") != "pay"; ++i) {
        const QVariantMap e = dealer.expectedAction();
        QVERIFY2(dealer.act(e.value("action").toString(), e.value("value")), qPrintable(dealer.message()));
    }
    QCOMPARE(dealer.expectedAction().value("value").toString(), paid);
    Amounts::follow(language);
    const bool taken = dealer.act("pay", typed);
    Amounts::follow("en");
    QCOMPARE(taken, refusal.isEmpty());
    QCOMPARE(dealer.mistakes(), taken ? 0 : 1);
    if (!taken)
        QVERIFY2(dealer.message().contains(refusal), qPrintable(dealer.message()));
}

void TestBlackjackDealer::mistakesRefused_data()
{
    QTest::addColumn<QStringList>("cards");
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QString>("wrong"); // action:value
    QTest::addColumn<QString>("source");

    const QStringList blackjack {"AS", "6H", "KD", "TC", "5D"};
    const QStringList soft17 {"TH", "5S", "9D", "AD", "AH"};
    const QStringList bust {"TH", "9S", "6D", "KC", "8H"};
    QTest::newRow("3:2 of 25 is not paid unrounded") << blackjack << QStringList {"deal"} << "pay:37.5" << "art. 14 §12 β";
    QTest::newRow("a blackjack against a 6 is not left waiting") << blackjack << QStringList {"deal"} << "hit" << "art. 14 §12 β";
    QTest::newRow("a wrong total is refused") << soft17 << QStringList {"deal"} << "announce:18" << "art. 14 §12 α";
    QTest::newRow("the dealer stands on soft 17") << soft17 << QStringList {"deal", "announce:19", "hit", "hit"} << "hit"
                                                  << "art. 14 §12 γ";
    QTest::newRow("the dealer draws on soft 16") << soft17 << QStringList {"deal", "announce:19", "hit"} << "stand"
                                                 << "art. 14 §12 γ";
    QTest::newRow("a bust is not paid") << bust << QStringList {"deal", "announce:16"} << "pay:20" << "art. 14 §12 α";
    QTest::newRow("no new round before the settlement") << bust << QStringList {"deal", "announce:16"} << "deal"
                                                        << "art. 14 §12 α";
}

void TestBlackjackDealer::mistakesRefused()
{
    QFETCH(QStringList, cards);
    QFETCH(QStringList, before);
    QFETCH(QString, wrong);
    QFETCH(QString, source);

    BlackjackDealer dealer;
    dealer.setSeed(5);
    dealer.startWithShoe(shoeOf(cards), {{1, {Money::fromInteger(25)}}});
    for (const QString &text : before) {
        const auto [action, value] = stepOf(text);
        // Right amounts depend on the bet: take them from the engine for the steps before.
        QVERIFY(dealer.act(action, action == "pay" ? dealer.expectedAction().value("value") : QVariant(value)));
    }
    const QVariantMap right = dealer.expectedAction();
    const auto [action, value] = stepOf(wrong);
    QVERIFY(!dealer.act(action, value));
    QCOMPARE(dealer.mistakes(), 1);
    QVERIFY(dealer.lastRefused());
    QCOMPARE(dealer.source(), source);
    QVERIFY(!dealer.message().isEmpty());
    // Nothing changed: the right step is still expected, and is taken.
    QCOMPARE(dealer.expectedAction(), right);
    QVERIFY(dealer.act(right.value("action").toString(), right.value("value")));
    QCOMPARE(dealer.mistakes(), 1);
}

void TestBlackjackDealer::modelsAndShoe()
{
    // A whole 4-deck shoe (art. 14 §1), played by the expected steps to the cut card (§8).
    BlackjackDealer dealer;
    dealer.setDecks(4);
    dealer.setSeed(3);
    QAbstractItemModelTester boxes(dealer.boxes(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester dealerCards(dealer.dealerCards(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester box1(dealer.handCards(0, 0), QAbstractItemModelTester::FailureReportingMode::QtTest);
    // 4 decks less the 5 burned, 52 behind the cut card.
    QCOMPARE(dealer.cardsBeforeCut(), 4 * 52 - 5 - 52);
    int guard = 0;
    while (dealer.shoes() == 1 && ++guard < 5000) {
        const QVariantMap e = dealer.expectedAction();
        QVERIFY2(dealer.act(e.value("action").toString(), e.value("value")), qPrintable(dealer.message()));
    }
    QCOMPARE(dealer.shoes(), 2);
    QCOMPARE(dealer.mistakes(), 0);
    QVERIFY(dealer.rounds() >= 5);
    // The new shoe's first round is on the felt: those cards came out before the cut card.
    int onFelt = dealer.dealerCards()->count();
    for (int b = 0; b < 7; ++b)
        for (int h = 0; h < 3; ++h)
            onFelt += dealer.handCards(b, h)->count();
    QVERIFY(onFelt >= 5);
    QVERIFY(dealer.cardsBeforeCut() > 0);
    QVERIFY(dealer.cardsBeforeCut() <= 4 * 52 - 5 - 52 - onFelt);
}

QTEST_GUILESS_MAIN(TestBlackjackDealer)
#include "tst_blackjackdealer.moc"
