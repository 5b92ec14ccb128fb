// BlackjackDealer (free play at the blackjack table, for QML): how it words the
// table's expected steps and refusals, counts mistakes, and fills its models. The
// rules themselves (which step, which amount, which paragraph) are core's
// BlackjackTable, tested in tests/core/tst_blackjacktable.cpp.
// The shoes are stacked first card first; the first five are burned (§6).

#include "Amounts.h"
#include "BlackjackDealer.h"
#include "TestCards.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QTest>

using namespace croupier;

namespace {

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
    void sentences_data();
    void sentences();
    void refusalsWorded_data();
    void refusalsWorded();
    void typedPaymentInEitherLanguage_data();
    void typedPaymentInEitherLanguage();
    void boxRowsFollowTheSettlement();
    void promptNamesTheLitBox();
    void bustCardsLeaveTheFelt();
    void rackFollowsTheRound();
    void modelsAndShoe();
    void dealtOneCardAtATime();
};

namespace {
const QStringList kBlackjack {"AS", "6H", "KD", "TC", "5D"};
const QStringList kSoft17 {"TH", "5S", "9D", "AD", "AH"};
const QStringList kBust {"TH", "9S", "6D", "KC", "8H"};
const QStringList kSplitEights {"8H", "6S", "8D", "3C", "TC", "9C", "TD", "9H"};

/// A dealer on @p cards with one box of 25, after the right steps @p before.
void playBefore(BlackjackDealer &dealer, const QStringList &cards, const QStringList &before)
{
    dealer.setSeed(5);
    dealer.startWithShoe(blackjackShoeAfterBurn(cards), {{1, {Money::fromInteger(25)}}});
    for (const QString &text : before) {
        const auto [action, value] = stepOf(text);
        QVERIFY2(dealer.act(action, value), qPrintable(dealer.message()));
    }
}
} // namespace

// The table's reasons (core's BlackjackTable, tested in tst_blackjacktable) worded for the trainee.
void TestBlackjackDealer::sentences_data()
{
    QTest::addColumn<QStringList>("cards"); // after the burn: box 1, dealer, box 1, then as drawn
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("text");

    QTest::newRow("a blackjack paid at once, with its stake and payment")
        << kBlackjack << QStringList {"deal"} << "pay"
        << "The dealer's first card cannot make a blackjack: pay the blackjack of box 1 now, 3 to 2: 25 pays 37.";
    QTest::newRow("a split box's hand is named with its number")
        << kSplitEights << QStringList {"deal", "announce:16"} << "announce" << "Box 1, hand 1 has 11.";
    // §12 α: his 5, A is a soft 16, which he announces before he draws again.
    QTest::newRow("the dealer announces his own soft total")
        << kSoft17 << QStringList {"deal", "announce:19", "hit"} << "announce"
        << "Announce your own total after each of your cards: soft 16 (type 16, then A; art. 14 §12 α).";
    QTest::newRow("the dealer's soft total") << kSoft17 << QStringList {"deal", "announce:19", "hit", "announce:16"}
                                             << "hit" << "The dealer has soft 16: he must draw on 16 or less.";
    QTest::newRow("a bust") << kBust << QStringList {"deal", "announce:16"} << "collect"
                            << "Box 1 is over 21: collect its cards and its bet at once.";
    // §8: the stacked shoe's cut card is out from the start: after its round the shuffle of §2 (6 × 52 = 312).
    QTest::newRow("the round over: the next shoe is shuffled")
        << kBust << QStringList {"deal", "announce:16", "collect", "hit", "announce:17", "stand"} << "shuffle"
        << "Shuffle the 312 cards: spread them in piles, shuffle, cut and stack them, backs to the players (U, art. "
           "14 §2).";
}

void TestBlackjackDealer::sentences()
{
    QFETCH(QStringList, cards);
    QFETCH(QStringList, before);
    QFETCH(QString, action);
    QFETCH(QString, text);

    BlackjackDealer dealer;
    playBefore(dealer, cards, before);
    const QVariantMap e = dealer.expectedAction();
    QCOMPARE(e.value("action").toString(), action);
    QCOMPARE(e.value("text").toString(), text);
    dealer.showMe();
    QCOMPARE(dealer.message(), "Show me: " + text);
    QVERIFY(dealer.source().startsWith("art. 14 §"));
    QVERIFY(dealer.act(action, e.value("value")));
    if (action != "deal")
        QCOMPARE(dealer.message(), "Right: " + text);
}

void TestBlackjackDealer::refusalsWorded_data()
{
    QTest::addColumn<QStringList>("cards");
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QString>("wrong"); // action:value
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("source");

    QTest::newRow("a wrong amount: the reason and what was typed")
        << kBlackjack << QStringList {"deal"} << "pay:38"
        << "Refused: The dealer's first card cannot make a blackjack: pay the blackjack of box 1 now, 3 to 2: 25 "
           "pays 37. Not 38."
        << "art. 14 §12 β";
    // RULINGS, rounding: the table pays no fraction of its smallest chip (1 here); 37,5 reads as 37.50.
    QTest::newRow("an amount that is not whole chips: the chip named")
        << kBlackjack << QStringList {"deal"} << "pay:37,5"
        << "Refused: 37.50 is not a whole number of chips: the smallest chip is 1." << "";
    QTest::newRow("a wrong step: the right step's reason")
        << kSoft17 << QStringList {"deal", "announce:19", "hit", "announce:16", "hit", "announce:17"} << "hit"
        << "Refused: The dealer has a soft 17: the ace must count 11, so he stands on 17." << "art. 14 §12 γ";
    QTest::newRow("no total said") << kSoft17 << QStringList {"deal"} << "announce:"
                                   << "Refused: Box 1 has 19. Not —." << "art. 14 §12 α";
}

void TestBlackjackDealer::refusalsWorded()
{
    QFETCH(QStringList, cards);
    QFETCH(QStringList, before);
    QFETCH(QString, wrong);
    QFETCH(QString, message);
    QFETCH(QString, source);

    BlackjackDealer dealer;
    playBefore(dealer, cards, before);
    const QVariantMap right = dealer.expectedAction();
    const auto [action, value] = stepOf(wrong);
    QVERIFY(!dealer.act(action, value));
    QCOMPARE(dealer.mistakes(), 1);
    QVERIFY(!dealer.refusal().isEmpty());
    QCOMPARE(dealer.message(), message);
    QCOMPARE(dealer.source(), source);
    // Nothing changed: the right step is still expected, and is taken (a typed comma reads as the point).
    QCOMPARE(dealer.expectedAction(), right);
    QVERIFY(dealer.act(right.value("action").toString(), right.value("value").toString().replace('.', ',')));
    QCOMPARE(dealer.mistakes(), 1);
    QVERIFY(dealer.refusal().isEmpty());
    QVERIFY(dealer.source().isEmpty());
}

void TestBlackjackDealer::boxRowsFollowTheSettlement()
{
    BlackjackDealer dealer;
    playBefore(dealer, kBlackjack, {"deal"});
    const BlackjackBoxModel::Row before = dealer.boxes()->row(0);
    QVERIFY(before.occupied);
    QCOMPARE(before.bet, "25");
    QCOMPARE(before.stakes, QStringList {"25"});
    QCOMPARE(before.outcomes, QStringList {""});
    QVERIFY(!dealer.boxes()->row(1).occupied);
    QCOMPARE(dealer.handCards(0, 0)->count(), 2);
    QCOMPARE(dealer.dealerCards()->count(), 1);
    QCOMPARE(dealer.dealerTotal(), "6");
    QVERIFY(dealer.act("pay", "37"));
    QCOMPARE(dealer.boxes()->row(0).outcomes, QStringList {"win"});
    QCOMPARE(dealer.boxes()->row(0).paid, QStringList {"37"});
    QVERIFY(dealer.act("hit"));
    QCOMPARE(dealer.dealerCards()->count(), 2);
    QCOMPARE(dealer.dealerTotal(), "16");
}

// Issue 17, item 4: the box the prompt names ("Settle box 1", the box in lower case inside
// the sentence) is the one lit on the felt
// (the box model's inTurn), at every step of a shoe: the words are the engine's expected
// step, the light follows them (it stayed on the last box played while the settlement
// went from the dealer's right).
void TestBlackjackDealer::promptNamesTheLitBox()
{
    BlackjackDealer dealer;
    dealer.setDecks(4);
    dealer.setSeed(11);
    int checked = 0, settled = 0, guard = 0;
    while (dealer.rounds() < 8 && ++guard < 3000) {
        const QVariantMap e = dealer.expectedAction();
        const int box = e.value("box").toInt();
        const QString action = e.value("action").toString();
        if (box > 0 && e.value("target").toString() != "dealer") {
            if (action == "pay" || action == "collect" || action == "push")
                QVERIFY2(dealer.status().startsWith(QStringLiteral("Settle box %1:").arg(box)), qPrintable(dealer.status()));
            for (int b = 0; b < 7; ++b)
                QVERIFY2(dealer.boxes()->row(b).inTurn == (b + 1 == box),
                         qPrintable(QStringLiteral("%1 of box %2: box %3 lit %4").arg(action).arg(box).arg(b + 1)
                                        .arg(dealer.boxes()->row(b).inTurn)));
            ++checked;
            if (action == "pay" || action == "collect" || action == "push")
                ++settled;
        }
        QVERIFY2(dealer.act(action, e.value("value")), qPrintable(dealer.refusal()));
    }
    QVERIFY(settled >= 8);
    QVERIFY(checked > settled);
}

// Issue 17, item 4: "collect its cards" takes a bust hand's cards off the felt (to the
// discard holder: the view slides them there), and the player's last call is an old line
// once the dealer plays his own hand.
void TestBlackjackDealer::bustCardsLeaveTheFelt()
{
    BlackjackDealer dealer;
    playBefore(dealer, kBust, {"deal", "announce:16"});
    // Box 1's 10 + 6 drew a K: 26.
    QCOMPARE(dealer.handCards(0, 0)->count(), 3);
    QCOMPARE(dealer.expectedAction().value("action").toString(), "collect");
    QCOMPARE(dealer.playerCall(), "Box 1 asks for a card.");
    QVERIFY(dealer.act("collect"));
    QCOMPARE(dealer.handCards(0, 0)->count(), 0);
    QCOMPARE(dealer.dealerCards()->count(), 1);
    QCOMPARE(dealer.expectedAction().value("action").toString(), "hit");
    QCOMPARE(dealer.playerCall(), QString());
}

// Issue 17, item 4: the rack takes the bust's 25 (one 25 chip) and pays a blackjack's 37
// as 25 + 10 + 1 + 1 (no three chips make 37: 25 + 10 leaves 2, no chip of 2). RULINGS'
// float, 100 a tube, smallest first: 0.5 1 2.5 5 10 25 100 500 1000.
void TestBlackjackDealer::rackFollowsTheRound()
{
    BlackjackDealer bust;
    playBefore(bust, kBust, {"deal", "announce:16", "collect"});
    QCOMPARE(bust.rack()->counts(), (QVariantList {100, 100, 100, 100, 100, 101, 100, 100, 100}));
    BlackjackDealer blackjack;
    playBefore(blackjack, kBlackjack, {"deal", "pay:37"});
    QCOMPARE(blackjack.rack()->counts(), (QVariantList {100, 98, 100, 100, 99, 99, 100, 100, 100}));
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
    // The new shoe opens (§2–6) and its first round is dealt.
    while (dealer.expectedAction().value("action").toString() != "deal" && ++guard < 5000)
        QVERIFY(dealer.act(dealer.expectedAction().value("action").toString(), dealer.expectedAction().value("value")));
    QVERIFY(dealer.act("deal"));
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

// Issue 13, items 2 and 8: what the round puts on the felt comes out one change a
// dealGap apart, the first at once. Art. 14 §12 α: a card to each box from the
// dealer's left, one to himself, then the second to each box; with one box of 25,
// the box's card, the dealer's, the box's second. Before the fix every card of
// the deal went on the felt in the same instant (all its Repeater delegates made
// in one frame).
void TestBlackjackDealer::dealtOneCardAtATime()
{
    BlackjackDealer dealer;
    dealer.setDealGap(30);
    dealer.setSeed(5);
    dealer.startWithShoe(blackjackShoeAfterBurn(kBust), {{1, {Money::fromInteger(25)}}});
    QTRY_VERIFY(dealer.settled());
    CardListModel *box = dealer.handCards(0, 0);
    CardListModel *own = dealer.dealerCards();
    QStringList arrivals;
    QList<qint64> at;
    QElapsedTimer clock;
    clock.start();
    const auto arrived = [&](const QString &who, CardListModel *model) {
        if (model->count() > 0) {
            arrivals << who + QLatin1Char(' ') + model->cardAt(model->count() - 1);
            at << clock.elapsed();
        }
    };
    connect(box, &CardListModel::countChanged, this, [&] { arrived(QStringLiteral("box"), box); });
    connect(own, &CardListModel::countChanged, this, [&] { arrived(QStringLiteral("dealer"), own); });

    QVERIFY2(dealer.act(QStringLiteral("deal")), qPrintable(dealer.message()));
    QVERIFY(!dealer.settled());
    QVERIFY2(arrivals.size() <= 1, qPrintable(arrivals.join(QStringLiteral(", "))));
    QTRY_VERIFY(dealer.settled());
    QCOMPARE(arrivals, (QStringList {QStringLiteral("box TH"), QStringLiteral("dealer 9S"), QStringLiteral("box 6D")}));
    // Qt's coarse timers may fire up to 5 % early: a gap of 30 ms is at least 28.
    for (qsizetype i = 1; i < at.size(); ++i)
        QVERIFY2(at[i] - at[i - 1] >= 28, qPrintable(QStringLiteral("%1 ms between %2 and %3")
                                                          .arg(at[i] - at[i - 1]).arg(arrivals[i - 1], arrivals[i])));
}


// Issue 13, item 3: a payment typed as the reader's language writes amounts is the
// same money as at every other table; one that is not a whole number of the
// table's chip (1) is refused, naming the chip. A box of 1000 (the table maximum,
// 100 × the minimum of 10, art. 14 §16) with a blackjack is paid 3 to 2 at once
// (§12 β): 1500. So the rows of 1,250 and 1.250 are written here 1,500 and 1.500:
// no stake within the limits is paid 1250 by a blackjack.
void TestBlackjackDealer::typedPaymentInEitherLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("refusal"); // empty: the payment of 1500 is taken

    QTest::newRow("Greek 1,500 is 1.50: not a whole number of 1 chips") << "el" << "1,500" << "the smallest chip is 1";
    QTest::newRow("Greek 1.500 pays 1500") << "el" << "1.500" << "";
    QTest::newRow("Greek 12,5 is 12.5: not whole chips") << "el" << "12,5" << "the smallest chip is 1";
    QTest::newRow("Greek 12.5 is 12.5: not whole chips") << "el" << "12.5" << "the smallest chip is 1";
    QTest::newRow("Greek 1.234,50 is 1234.5: not whole chips") << "el" << "1.234,50" << "the smallest chip is 1";
    QTest::newRow("Greek 1,234.50 is 1234.5: not whole chips") << "el" << "1,234.50" << "the smallest chip is 1";
    QTest::newRow("English 1,500 pays 1500") << "en" << "1,500" << "";
    QTest::newRow("English 1.500 is 1.50: not a whole number of 1 chips") << "en" << "1.500" << "the smallest chip is 1";
    QTest::newRow("English 12,5 is 12.5: not whole chips") << "en" << "12,5" << "the smallest chip is 1";
    QTest::newRow("English 12.5 is 12.5: not whole chips") << "en" << "12.5" << "the smallest chip is 1";
    QTest::newRow("English 1.234,50 is 1234.5: not whole chips") << "en" << "1.234,50" << "the smallest chip is 1";
    QTest::newRow("English 1,234.50 is 1234.5: not whole chips") << "en" << "1,234.50" << "the smallest chip is 1";
}

void TestBlackjackDealer::typedPaymentInEitherLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(QString, refusal);

    BlackjackDealer dealer;
    dealer.setSeed(5);
    dealer.startWithShoe(blackjackShoeAfterBurn(kBlackjack), {{1, {Money::fromInteger(1000)}}});
    QVERIFY(dealer.act("deal", QString()));
    const QVariantMap e = dealer.expectedAction();
    QCOMPARE(e.value("action").toString(), QString("pay"));
    QCOMPARE(e.value("value").toString(), QString("1500"));
    Amounts::follow(language);
    const bool taken = dealer.act("pay", typed);
    const QString said = dealer.message();
    Amounts::follow("en");
    QCOMPARE(taken, refusal.isEmpty());
    if (!taken)
        QVERIFY2(said.contains(refusal), qPrintable(said));
}

QTEST_GUILESS_MAIN(TestBlackjackDealer)
#include "tst_blackjackdealer.moc"
