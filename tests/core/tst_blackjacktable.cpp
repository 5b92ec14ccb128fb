// BlackjackTable (free play at the blackjack table in core): the steps it expects
// of the dealer on stacked shoes, worked by hand from art. 14 and RULINGS, the steps
// it refuses with their reason and paragraph, the events the views animate, and a
// whole seeded shoe. Shoes are stacked first card first; the first five are burned (§6).
// A stacked shoe is taken as opened; its cut card (52 behind it, more than the stack)
// is out at once, so after its round the next shoe opens (§8, §2–6), without the count
// of the table's opening (§2). The dealer announces his own total after each of his
// cards from the second (§12 α), before he draws again or stands.

#include "blackjack/BlackjackTable.h"
#include "TestCards.h"

#include <QtTest>

using namespace croupier;

namespace {

/// "action", "action:value", either with "@source" after it.
struct Written
{
    std::string action, value, source;
};

Written written(const QString &text)
{
    Written w;
    QString rest = text;
    const qsizetype at = rest.indexOf(QLatin1Char('@'));
    if (at >= 0) {
        w.source = rest.mid(at + 1).toStdString();
        rest = rest.left(at);
    }
    const qsizetype colon = rest.indexOf(QLatin1Char(':'));
    w.action = (colon < 0 ? rest : rest.left(colon)).toStdString();
    if (colon >= 0)
        w.value = rest.mid(colon + 1).toStdString();
    return w;
}

BlackjackTable stacked(const QStringList &cards, const QList<int> &bets)
{
    BlackjackTable table(BlackjackRules {}, 11);
    table.loadStackedShoe(blackjackShoeAfterBurn(cards), boxesOf(bets));
    return table;
}

} // namespace

class TestBlackjackTable : public QObject
{
    Q_OBJECT

private slots:
    void expectedSteps_data();
    void expectedSteps();
    void refusals_data();
    void refusals();
    void openingSteps_data();
    void openingSteps();
    void dealOrderEvents();
    void splitLaysTheHandAgain();
    void wholeShoeToTheCutCard();
    void sameSeedSamePlay();
};

void TestBlackjackTable::expectedSteps_data()
{
    QTest::addColumn<QStringList>("cards"); // after the burn: boxes, dealer, boxes, then as drawn
    QTest::addColumn<QList<int>>("bets");   // box 1, 2, …
    QTest::addColumn<QStringList>("steps");

    // §12 β: the dealer's 6 cannot make a blackjack: paid at once, 3:2 of 25 = 37.5, rounded down to the 1 chip.
    QTest::newRow("blackjack against a 6 is paid 3:2 at once, rounded down")
        << QStringList {"AS", "6H", "KD", "TC", "5D"} << QList<int> {25}
        << QStringList {"deal@art. 14 §12 α", "pay:37@art. 14 §12 β", "hit@art. 14 §12 γ", "announce:16@art. 14 §12 α",
               "hit", "announce:21", "stand", "shuffle:312@art. 14 §2"};
    // §12 β: against a ten the blackjack waits for the dealer's second card, then 3:2 of 10 = 15.
    // The dealer's K, 7 is 17, announced (§12 α) before he stands.
    QTest::newRow("blackjack against a ten waits, then pays 3:2")
        << QStringList {"AH", "KS", "KD", "7C"} << QList<int> {10}
        << QStringList {"deal", "hit", "announce:17", "stand", "pay:15@art. 14 §12 β", "shuffle:312"};
    // §12 γ: 5, A = soft 16 draws; 5, A, A = soft 17 stands. §12 δ: 19 beats 17, paid 1:1.
    // §12 α: he announces 16 (soft) after his A, 17 after the second A.
    QTest::newRow("dealer draws on soft 16 and stands on soft 17")
        << QStringList {"TH", "5S", "9D", "AD", "AH"} << QList<int> {10}
        << QStringList {"deal", "announce:19@art. 14 §12 α", "hit", "announce:16@art. 14 §12 α", "hit@art. 14 §12 γ",
               "announce:17", "stand@art. 14 §12 γ", "pay:10@art. 14 §12 δ", "shuffle:312"};
    // §12 α: 16 against a 9 takes a card (basic strategy), a K makes 26: collected at once, before the dealer plays.
    // The dealer still completes his hand: 9, 8 = 17, announced.
    QTest::newRow("bust collected at once")
        << QStringList {"TH", "9S", "6D", "KC", "8H"} << QList<int> {20}
        << QStringList {"deal", "announce:16", "collect@art. 14 §12 α", "hit", "announce:17", "stand", "shuffle:312"};
    // §12 δ: 18 against 18 is a push (the dealer's T, 8 announced 18 first).
    QTest::newRow("equal totals push") << QStringList {"TH", "TS", "8D", "8C"} << QList<int> {10}
                                       << QStringList {"deal", "announce:18", "hit", "announce:18", "stand",
                                              "push@art. 14 §12 δ", "shuffle:312"};
    // §14: 8-8 split; the first hand 8-3 = 11 doubles (§15, after a split) and draws a T: 21.
    // The second hand 8-9 = 17 stands. The dealer's T-6-9 is 25: every hand left is paid,
    // from his right: the second hand 10, then the doubled first hand 20 (§12 δ). He
    // announces 16 (6, T) and 25 (a bust, the hard total) before he stands (§12 α).
    QTest::newRow("split eights, double after split, dealer bust")
        << QStringList {"8H", "6S", "8D", "3C", "TC", "9C", "TD", "9H"} << QList<int> {10}
        << QStringList {"deal", "announce:16", "announce:11", "announce:17", "hit", "announce:16", "hit", "announce:25",
               "stand", "pay:10", "pay:20", "shuffle:312"};
    // §13: the dealer's ace: insurance is offered before any box plays.
    QTest::newRow("dealer ace: insurance first")
        << QStringList {"TH", "AS", "9D", "7C"} << QList<int> {10}
        << QStringList {"deal", "insurance@art. 14 §13", "announce:19", "hit", "announce:18", "stand"};
    // §14: split aces take one card each; A-K after a split is 21, not a blackjack: 1:1 (RULINGS).
    // A, A is a soft 12 to announce. The dealer's 6-T-8 is 24: both hands paid 10, the last played first.
    QTest::newRow("split aces: one card each, 21 after a split pays 1:1")
        << QStringList {"AH", "6C", "AD", "9S", "KD", "TC", "8H"} << QList<int> {10}
        << QStringList {"deal", "announce:12", "hit@art. 14 §12 γ", "announce:16", "hit", "announce:24", "stand",
               "pay:10@art. 14 §12 δ", "pay:10", "shuffle:312"};
    // §13 (Croupier's reading, RULINGS): a dealer blackjack takes the whole box, a double included.
    // 6-5 = 11 doubles against a ten and draws a 9: 20 on 20; the dealer's T-A collects it.
    QTest::newRow("dealer blackjack collects a doubled hand")
        << QStringList {"6H", "TD", "5S", "9C", "AS"} << QList<int> {10}
        << QStringList {"deal", "announce:11", "hit", "announce:21", "stand",
               "collect@art. 14 §13 (Croupier's reading)", "shuffle:312"};
    // §12 δ: payment from the dealer's right to his left: box 2 (dealt last) first.
    // Box 1 T-T = 20 and box 2 9-9 = 18 stand; the dealer's 7-T = 17 stands.
    QTest::newRow("boxes settled from the dealer's right")
        << QStringList {"TH", "9H", "7C", "TS", "9S", "TD"} << QList<int> {10, 20}
        << QStringList {"deal", "announce:20", "announce:18", "hit", "announce:17", "stand", "pay:20@art. 14 §12 δ",
               "pay:10", "shuffle:312"};
}

void TestBlackjackTable::expectedSteps()
{
    QFETCH(QStringList, cards);
    QFETCH(QList<int>, bets);
    QFETCH(QStringList, steps);

    BlackjackTable table = stacked(cards, bets);
    for (const QString &text : steps) {
        const Written w = written(text);
        const DealerStep e = table.expected();
        QCOMPARE(e.action, w.action);
        QCOMPARE(e.value, w.value);
        if (!w.source.empty())
            QCOMPARE(e.source, w.source);
        const auto refused = table.apply({w.action, {}, w.value, {}});
        QVERIFY2(!refused, refused ? refused->reason.c_str() : "");
        if (&text == &steps.back())
            break;
    }
}

void TestBlackjackTable::refusals_data()
{
    QTest::addColumn<QStringList>("cards");
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QString>("wrong"); // action:value
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("rightReason"); // a wrong value: the right step's reason, args[1]
    QTest::addColumn<QString>("source");

    const QStringList blackjack {"AS", "6H", "KD", "TC", "5D"};
    const QStringList soft17 {"TH", "5S", "9D", "AD", "AH"};
    const QStringList bust {"TH", "9S", "6D", "KC", "8H"};
    // Bets of 25.
    QTest::newRow("3:2 of 25 is not paid unrounded")
        << blackjack << QStringList {"deal"} << "pay:37.5" << "wrong-value" << "blackjack-paid-at-once" << "art. 14 §12 β";
    QTest::newRow("an amount that is not money is refused")
        << blackjack << QStringList {"deal"} << "pay:lots" << "wrong-value" << "blackjack-paid-at-once" << "art. 14 §12 β";
    QTest::newRow("a blackjack against a 6 is not left waiting")
        << blackjack << QStringList {"deal"} << "hit" << "blackjack-paid-at-once" << "" << "art. 14 §12 β";
    QTest::newRow("a wrong total is refused")
        << soft17 << QStringList {"deal"} << "announce:18" << "wrong-value" << "announce" << "art. 14 §12 α";
    QTest::newRow("the dealer stands on soft 17")
        << soft17 << QStringList {"deal", "announce:19", "hit", "announce:16", "hit", "announce:17"} << "hit"
        << "dealer-soft-17-stands" << "" << "art. 14 §12 γ";
    QTest::newRow("the dealer draws on soft 16")
        << soft17 << QStringList {"deal", "announce:19", "hit", "announce:16"} << "stand" << "dealer-draws" << ""
        << "art. 14 §12 γ";
    // §12 α: his 5, A is a soft 16: said before he draws again, and said right.
    QTest::newRow("the dealer announces his own total before drawing again")
        << soft17 << QStringList {"deal", "announce:19", "hit"} << "hit" << "dealer-announce-soft" << ""
        << "art. 14 §12 α";
    QTest::newRow("the dealer's own total said wrong is refused")
        << soft17 << QStringList {"deal", "announce:19", "hit"} << "announce:6" << "wrong-value" << "dealer-announce-soft"
        << "art. 14 §12 α";
    // §12 α, δ: 5, A, A is a soft 17, announced before he stands.
    QTest::newRow("the dealer announces his total before he stands")
        << soft17 << QStringList {"deal", "announce:19", "hit", "announce:16", "hit"} << "stand"
        << "dealer-announce-soft" << "" << "art. 14 §12 α";
    QTest::newRow("the dealer's second card comes after the boxes")
        << soft17 << QStringList {"deal"} << "hit" << "announce" << "" << "art. 14 §12 α";
    QTest::newRow("a bust is not paid")
        << bust << QStringList {"deal", "announce:16"} << "pay:20" << "bust-collected" << "" << "art. 14 §12 α";
    QTest::newRow("no new round before the settlement")
        << bust << QStringList {"deal", "announce:16"} << "deal" << "bust-collected" << "" << "art. 14 §12 α";

    // The opening of the table (§2–6) on a fresh table (no cards given): each step in its turn.
    const QStringList fresh;
    QTest::newRow("no deal before the cards are counted (§2)")
        << fresh << QStringList {} << "deal" << "shoe-count" << "" << "art. 14 §2";
    QTest::newRow("312 cards, not 300 (§2)") << fresh << QStringList {} << "count:300" << "wrong-value" << "shoe-count"
                                             << "art. 14 §2";
    QTest::newRow("the count is said") << fresh << QStringList {} << "count" << "wrong-value" << "shoe-count"
                                       << "art. 14 §2";
    QTest::newRow("no cut before the shuffle (§2)")
        << fresh << QStringList {"count:312"} << "cut" << "shoe-shuffle" << "" << "art. 14 §2";
    QTest::newRow("no burn before the cut card (§4)")
        << fresh << QStringList {"count:312", "shuffle", "cut"} << "burn:5" << "cut-card-placed" << "" << "art. 14 §4";
    QTest::newRow("no deal before the burn (§6)")
        << fresh << QStringList {"count:312", "shuffle", "cut", "cut-card"} << "deal" << "shoe-burn" << ""
        << "art. 14 §6";
    QTest::newRow("five burned, not four (§6)")
        << fresh << QStringList {"count:312", "shuffle", "cut", "cut-card"} << "burn:4" << "wrong-value" << "shoe-burn"
        << "art. 14 §6";
}

void TestBlackjackTable::refusals()
{
    QFETCH(QStringList, cards);
    QFETCH(QStringList, before);
    QFETCH(QString, wrong);
    QFETCH(QString, reason);
    QFETCH(QString, rightReason);
    QFETCH(QString, source);

    BlackjackTable table = cards.isEmpty() ? BlackjackTable(BlackjackRules {}, 8) : stacked(cards, {25});
    for (const QString &text : before) {
        const Written w = written(text);
        // Right amounts depend on the bet: take them from the table for the steps before.
        QVERIFY(!table.apply({w.action, {}, w.action == "pay" ? table.expected().value : w.value, {}}));
    }
    table.takeEvents();
    const BlackjackTable::Expectation right = table.expectation();
    const Written w = written(wrong);
    const auto refused = table.apply({w.action, {}, w.value, {}});
    QVERIFY(refused);
    QCOMPARE(QString::fromStdString(refused->reason), reason);
    QCOMPARE(QString::fromStdString(refused->source), source);
    if (reason == "wrong-value") {
        QCOMPARE(refused->args.at(0), w.value);
        QCOMPARE(QString::fromStdString(refused->args.at(1)), rightReason);
    } else {
        QCOMPARE(refused->args, right.why.args);
    }
    // Nothing changed: no event, the right step is still expected, and is taken.
    QVERIFY(table.takeEvents().empty());
    QCOMPARE(table.expected(), right.step);
    QVERIFY(!table.apply(right.step));
}

void TestBlackjackTable::openingSteps_data()
{
    QTest::addColumn<int>("decks");
    QTest::addColumn<bool>("afterCutCard"); // the shoe after a stacked one whose cut card came out
    QTest::addColumn<QStringList>("steps");  // "cut:*": the player's cut, checked by range

    // §2: at the table's opening the cards are counted: 6 × 52 = 312; shuffled; §3 a player
    // cuts, at least 52 on each side: 52 to 312 − 52 = 260 lifted; §4 the cut card with one
    // deck, 52, behind it (BlackjackRules::cardsBehindCutCard); §6 five burned; then the deal.
    QTest::newRow("the table opens: count, shuffle, cut, cut card, burn (§2–6)")
        << 6 << false
        << QStringList {"count:312@art. 14 §2", "shuffle:312@art. 14 §2", "cut:*@art. 14 §3", "cut-card:52@art. 14 §4",
               "burn:5@art. 14 §6", "deal@art. 14 §12 α"};
    // §1: four decks are 4 × 52 = 208 cards; the cut lifts 52 to 156.
    QTest::newRow("four decks: 208 counted and shuffled") << 4 << false
        << QStringList {"count:208", "shuffle:208", "cut:*", "cut-card:52", "burn:5", "deal"};
    // §8: after the round of the cut card the shuffle of §2 again; the count is the opening's only (§2).
    QTest::newRow("after the cut card: the shuffle again, no count (§8, §2)")
        << 6 << true
        << QStringList {"shuffle:312@art. 14 §2", "cut:*@art. 14 §3", "cut-card:52@art. 14 §4", "burn:5@art. 14 §6",
               "deal"};
}

void TestBlackjackTable::openingSteps()
{
    QFETCH(int, decks);
    QFETCH(bool, afterCutCard);
    QFETCH(QStringList, steps);

    BlackjackRules rules;
    rules.decks = decks;
    BlackjackTable table(rules, 21);
    if (afterCutCard) {
        // A stacked shoe is opened already; its cut card comes out in its round. 18 vs the dealer's 7, T.
        table.loadStackedShoe(blackjackShoeAfterBurn({"TH", "7S", "8D", "TC"}), boxesOf({10}));
        for (const char *step : {"deal", "announce", "hit", "announce", "stand", "pay"})
            QVERIFY(!table.apply({step, {}, table.expected().value, {}}));
        QCOMPARE(table.shoeNumber(), 1);
    }
    const int cards = decks * 52;
    for (const QString &text : steps) {
        const Written w = written(text);
        const DealerStep e = table.expected();
        QCOMPARE(e.action, w.action);
        if (w.value == "*") {
            const int lifted = std::stoi(e.value);
            QVERIFY2(lifted >= 52 && lifted <= cards - 52, e.value.c_str());
            QCOMPARE(e.target, std::string("player"));
        } else {
            QCOMPARE(e.value, w.value);
        }
        if (!w.source.empty())
            QCOMPARE(e.source, w.source);
        const auto refused = table.apply({w.action, {}, w.action == "count" ? e.value : std::string(), {}});
        QVERIFY2(!refused, refused ? refused->reason.c_str() : "");
    }
    // The deal is from the new shoe (the shuffle made it), and the round's record carries the burn (§6).
    QCOMPARE(table.shoeNumber(), afterCutCard ? 2 : 1);
}

void TestBlackjackTable::dealOrderEvents()
{
    // §12 α: a card to each box from the dealer's left, one to the dealer, then the second to each box.
    BlackjackTable table = stacked({"TH", "9H", "7C", "TS", "9S", "TD"}, {10, 20});
    table.takeEvents();
    QVERIFY(!table.apply({"deal", {}, {}, {}}));
    QStringList dealt;
    int bets = 0;
    for (const TableEvent &e : table.takeEvents()) {
        if (e.kind == TableEvent::Kind::CardDealt)
            dealt << QString::fromStdString(e.hand + " " + e.card);
        if (e.kind == TableEvent::Kind::BetPlaced)
            ++bets;
    }
    QCOMPARE(dealt, (QStringList {"1.0 TH", "2.0 9H", "dealer 7C", "1.0 TS", "2.0 9S"}));
    QCOMPARE(bets, 2);
    // The dealer's second card comes when he draws it (§12 γ, no hole card).
    QVERIFY(!table.apply({"announce", {}, "20", {}}));
    QVERIFY(!table.apply({"announce", {}, "18", {}}));
    table.takeEvents();
    QVERIFY(!table.apply({"hit", {}, {}, {}}));
    const auto events = table.takeEvents();
    QCOMPARE(events.size(), std::size_t(1));
    QCOMPARE(events.front().hand, std::string("dealer"));
    QCOMPARE(events.front().card, std::string("TD"));
}

void TestBlackjackTable::splitLaysTheHandAgain()
{
    // §14: 8-8 splits: the first hand keeps 8H and takes 3C; the second holds 8D.
    BlackjackTable table = stacked({"8H", "6S", "8D", "3C", "TC", "9C", "TD", "9H"}, {10});
    QVERIFY(!table.apply({"deal", {}, {}, {}}));
    table.takeEvents();
    QVERIFY(!table.apply({"announce", {}, "16", {}}));
    QStringList seen;
    for (const TableEvent &e : table.takeEvents()) {
        if (e.kind == TableEvent::Kind::HandsCleared)
            seen << QString::fromStdString("cleared " + e.hand);
        if (e.kind == TableEvent::Kind::CardDealt)
            seen << QString::fromStdString(e.hand + " " + e.card);
    }
    QCOMPARE(seen, (QStringList {"cleared 1.0", "1.0 8H", "1.0 3C", "1.1 8D"}));
    const auto boxes = table.boxes();
    QCOMPARE(boxes.size(), std::size_t(1));
    QCOMPARE(boxes.front().hands.size(), std::size_t(2));
}

void TestBlackjackTable::wholeShoeToTheCutCard()
{
    // A whole 4-deck shoe (art. 14 §1), played by the expected steps to the cut card (§4, §8).
    BlackjackRules rules;
    rules.decks = 4;
    BlackjackTable table(rules, 3);
    QCOMPARE(table.shoeNumber(), 1);
    // 4 decks less the 5 burned, 52 behind the cut card.
    QCOMPARE(table.cardsBeforeCut(), 4 * 52 - 5 - 52);
    int guard = 0, records = 0;
    bool sawLast = false;
    while (table.shoeNumber() == 1 && ++guard < 5000) {
        const auto refused = table.apply(table.expected());
        QVERIFY2(!refused, refused ? refused->reason.c_str() : "");
        if (const auto r = table.takeFinishedRound()) {
            ++records;
            QCOMPARE(r->round, records);
            QCOMPARE(r->burned, records == 1 ? 5 : 0);   // §6: the burn belongs to the shoe's first round
            // §2: the table's opening counts the cards; every shoe opens before its first deal.
            QCOMPARE(r->steps.front().action, std::string(records == 1 ? "count" : "deal"));
            sawLast = sawLast || r->lastRound;
        }
    }
    QCOMPARE(table.shoeNumber(), 2);
    QVERIFY(sawLast);
    QCOMPARE(table.roundsPlayed(), records);
    QVERIFY(records >= 5);
    QVERIFY(table.cardsBeforeCut() > 0);
}

void TestBlackjackTable::sameSeedSamePlay()
{
    BlackjackTable a(BlackjackRules {}, 42), b(BlackjackRules {}, 42), c(BlackjackRules {}, 43);
    bool differs = false;
    for (int i = 0; i < 300; ++i) {
        const DealerStep step = a.expected();
        QCOMPARE(b.expected(), step);
        differs = differs || !(c.expected() == step);
        QVERIFY(!a.apply(step));
        QVERIFY(!b.apply(step));
        QVERIFY(!c.apply(c.expected()));
    }
    QVERIFY(differs);
}

QTEST_GUILESS_MAIN(TestBlackjackTable)
#include "tst_blackjacktable.moc"
