// The regulation's incidents at the blackjack table (issue 15, art. 14 §7, §8, §10,
// §11, §16): each made on a stacked shoe with the incident forced, the dealer's steps
// worked by hand from the paragraph. Where the incident draws a choice of its own (which
// case of §7, how many standing bettors), the row names the case it wants and the
// schedule's seeds are tried until the table produces it; the expectation does not
// depend on the seed. Shoes are stacked first card first after the five burned (§6);
// a stacked shoe has its cut card out from the start, so every round ends with the
// dealer's "last-round" call (§8).

#include "blackjack/BlackjackTable.h"
#include "InputError.h"
#include "play/Play.h"
#include "TestCards.h"

#include <QtTest>

#include <functional>
#include <map>
#include <set>

using namespace croupier;

namespace {

/// "action", then ":value", ">target", "@source", each optional, in that order.
struct Written
{
    std::string action, value, target, source;
    bool hasValue = false;
};

Written written(const QString &text)
{
    Written w;
    QString rest = text;
    const auto cut = [&rest](QChar mark) {
        const qsizetype at = rest.indexOf(mark);
        if (at < 0)
            return std::optional<std::string>();
        std::string tail = rest.mid(at + 1).toStdString();
        rest = rest.left(at);
        return std::optional<std::string>(tail);
    };
    if (auto s = cut(QLatin1Char('@')))
        w.source = *s;
    if (auto t = cut(QLatin1Char('>')))
        w.target = *t;
    if (auto v = cut(QLatin1Char(':'))) {
        w.value = *v;
        w.hasValue = true;
    }
    w.action = rest.toStdString();
    return w;
}

using Want = std::function<bool(const Incident &)>;

/// A table on @p cards with @p kind forced, for the first schedule seed whose round has an
/// incident @p want accepts (the incident is planned before the deal or met during the round).
BlackjackTable forcedTable(const QStringList &cards, const QList<int> &bets, const std::string &kind, const Want &want)
{
    for (std::uint64_t seed = 1; seed < 400; ++seed) {
        const auto make = [&] {
            BlackjackTable table(BlackjackRules {}, 11);
            table.loadStackedShoe(blackjackShoeAfterBurn(cards), boxesOf(bets));
            IncidentSchedule schedule(seed, 0);
            schedule.force(kind);
            table.setIncidents(schedule);
            return table;
        };
        BlackjackTable probe = make();
        std::optional<BlackjackTable::RoundRecord> round;
        try {
            for (int guard = 0; guard < 200 && !round; ++guard) {
                if (probe.apply(probe.expected()))
                    break;
                round = probe.takeFinishedRound();
            }
        } catch (const InputError &) {
            continue; // another case of the incident ran past the stacked cards
        }
        if (round && round->incident && round->incident->kind == kind && want(*round->incident))
            return make();
    }
    qFatal("no schedule seed gives the wanted incident");
}

bool any(const Incident &) { return true; }

/// One box of 10 on a stacked shoe (its cut card out from the start: the round is the shoe's
/// last, §8), the last round forced: the box's T 9 = 19 stands, the dealer's 8 9 = 17 stands.
BlackjackTable lastRoundTable()
{
    BlackjackTable table(BlackjackRules {}, 11);
    table.loadStackedShoe(blackjackShoeAfterBurn({"TS", "8S", "9H", "9C"}), boxesOf({10}));
    IncidentSchedule schedule(1, 0);
    schedule.force("last-coup");
    table.setIncidents(schedule);
    return table;
}

void playSteps(BlackjackTable &table, const QStringList &steps)
{
    for (const QString &text : steps) {
        const Written w = written(text);
        const DealerStep e = table.expected();
        QCOMPARE(e.action, w.action);
        if (w.hasValue)
            QCOMPARE(e.value, w.value);
        if (!w.target.empty())
            QCOMPARE(e.target, w.target);
        if (!w.source.empty())
            QCOMPARE(e.source, w.source);
        const auto refused = table.apply({w.action, w.target, e.value, {}});
        QVERIFY2(!refused, refused ? refused->reason.c_str() : "");
    }
}

} // namespace

class TestBlackjackIncidents : public QObject
{
    Q_OBJECT

private slots:
    void exposedCards_data();
    void exposedCards();
    void standingBettors_data();
    void standingBettors();
    void overLimit_data();
    void overLimit();
    void overLimitRefused_data();
    void overLimitRefused();
    void betsAtTheMaximumAccepted_data();
    void betsAtTheMaximumAccepted();
    void lastCoupIsCalled();
    void pendingIncidentIsTheDueLastRound();
    void shufflerStretch();
    void wrongStepsRefused_data();
    void wrongStepsRefused();
    void incidentsOffDealAsBefore();
    void everyKindInPlayAndChecked();
};

void TestBlackjackIncidents::exposedCards_data()
{
    QTest::addColumn<QStringList>("cards");
    QTest::addColumn<QList<int>>("bets");
    QTest::addColumn<QString>("kase");    // "face-up" or "not-asked-for"
    QTest::addColumn<int>("atBox");       // the box at whose turn it happens
    QTest::addColumn<int>("count");       // cards exposed
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<QList<int>>("shares"); // to_boxes, to_dealer, burned

    // §7 ¶2: box 1 (T-7 = 17) stands; the 9H that came out is not his. It is offered to box 2
    // (5-6 = 11), who takes it: 20, and stands. The dealer's 9-T = 19 (announced, §12 α): box 2 paid
    // 10, box 1 collected.
    QTest::newRow("§7 ¶2: the next box takes the exposed card")
        << QStringList {"TS", "5C", "9S", "7H", "6D", "9H", "TH"} << QList<int> {10, 10} << "not-asked-for" << 1 << 1
        << QStringList {"deal", "announce:17>1.0", "offer:9H>2.0@art. 14 §7", "announce:20>2.0", "hit:>dealer",
               "announce:19>dealer@art. 14 §12 α", "stand", "pay:10>2.0.0", "collect>1.0.0", "last-round@art. 14 §8"}
        << QList<int> {1, 0, 0};
    // §7 ¶2: box 2 (T-9 = 19) refuses the 5H, which ends his hand; nobody else: the dealer takes it,
    // 9-5 = 14, draws the T from the shoe: 24, bust: both boxes paid from his right.
    QTest::newRow("§7 ¶2: a refusal ends the hand; the dealer takes the card")
        << QStringList {"TS", "TC", "9S", "7H", "9D", "5H", "TD"} << QList<int> {10, 10} << "not-asked-for" << 1 << 1
        << QStringList {"deal", "announce:17", "offer:5H>2.0", "hit:5H>dealer@art. 14 §7", "announce:14>dealer",
               "hit:@art. 14 §12 γ", "announce:24>dealer", "stand", "pay:10>2.0.0", "pay:10>1.0.0", "last-round"}
        << QList<int> {0, 1, 0};
    // §7 ¶2: two cards came out at the last box (T-8 = 18): no box follows. The dealer takes the
    // first, 9-8 = 17, and must stand: the 5C is burned. 18 beats 17: paid 10.
    QTest::newRow("§7 ¶2: the dealer takes them until 17, the rest burned")
        << QStringList {"TS", "9S", "8H", "8D", "5C"} << QList<int> {10} << "not-asked-for" << 1 << 2
        << QStringList {"deal", "announce:18", "hit:8D>dealer@art. 14 §7", "announce:17>dealer", "stand",
               "burn:1>exposed@art. 14 §7", "pay:10", "last-round"}
        << QList<int> {0, 1, 1};
    // §7 ¶1: the 5D shows its face coming out of the shoe at box 1's turn: burned, play goes on.
    // T-6 = 16 against a 9 takes a card: the 4C, 20. The dealer 9-T = 19: paid 10.
    QTest::newRow("§7 ¶1: a card face up from the shoe is burned")
        << QStringList {"TS", "9S", "6H", "5D", "4C", "TH"} << QList<int> {10} << "face-up" << 1 << 1
        << QStringList {"deal", "burn:5D>shoe@art. 14 §7", "announce:16", "announce:20", "hit", "announce:19>dealer",
               "stand", "pay:10", "last-round"}
        << QList<int> {};
}

void TestBlackjackIncidents::exposedCards()
{
    QFETCH(QStringList, cards);
    QFETCH(QList<int>, bets);
    QFETCH(QString, kase);
    QFETCH(int, atBox);
    QFETCH(int, count);
    QFETCH(QStringList, steps);
    QFETCH(QList<int>, shares);

    const std::string wantCase = kase.toStdString();
    BlackjackTable table = forcedTable(cards, bets, "exposed-card", [&](const Incident &i) {
        const std::string exposed = i.detail("cards");
        return i.detail("case") == wantCase && i.detail("box") == std::to_string(atBox)
            && (wantCase == "face-up" || std::count(exposed.begin(), exposed.end(), ' ') + 1 == count);
    });
    playSteps(table, steps);
    const auto round = table.takeFinishedRound();
    QVERIFY(round && round->incident);
    QCOMPARE(round->incident->source, std::string("art. 14 §7"));
    if (!shares.isEmpty()) {
        QCOMPARE(round->incident->detail("to_boxes"), std::to_string(shares[0]));
        QCOMPARE(round->incident->detail("to_dealer"), std::to_string(shares[1]));
        QCOMPARE(round->incident->detail("burned"), std::to_string(shares[2]));
    }
    // The five of §6 and what §7 burned.
    QCOMPARE(round->burned, 5 + (shares.isEmpty() ? 1 : shares[2]));
}

void TestBlackjackIncidents::standingBettors_data()
{
    QTest::addColumn<QStringList>("cards");
    QTest::addColumn<int>("standing");
    QTest::addColumn<bool>("thirdRefused");
    QTest::addColumn<QString>("outcome");

    // §11: box 1 (100) T-9 = 19 against the dealer's 8-9 = 17: the box wins, and every bettor on
    // it is paid 1:1 on his own stake (§12 δ), each a settlement of its own.
    QTest::newRow("one standing bettor, each paid on his own") << QStringList {"TS", "8S", "9H", "9C"} << 1 << false << "win";
    QTest::newRow("two standing bettors, a third refused (§11: two at most)")
        << QStringList {"TS", "8S", "9H", "9C"} << 2 << true << "win";
    // T-6 = 16 against the dealer's T takes a card (the players' strategy): the K makes 26, and
    // every bettor's bet is collected at once (§12 α).
    QTest::newRow("a bust collects every bettor's bet") << QStringList {"TS", "TD", "6H", "KC", "7C"} << 2 << false
                                                      << "lose";
}

void TestBlackjackIncidents::standingBettors()
{
    QFETCH(QStringList, cards);
    QFETCH(int, standing);
    QFETCH(bool, thirdRefused);
    QFETCH(QString, outcome);

    BlackjackTable table = forcedTable(cards, {100}, "standing-bettor", [&](const Incident &i) {
        return i.detail("standing") == std::to_string(standing) && i.detail("refused").empty() != thirdRefused;
    });
    if (thirdRefused) {
        // §11: the refusal is the first step, before the deal; his bet is never placed.
        QCOMPARE(table.expected().action, std::string("refuse"));
        QCOMPARE(table.expected().target, std::string("1.3"));
        QCOMPARE(table.expected().source, std::string("art. 14 §11"));
    }
    std::optional<BlackjackTable::RoundRecord> round;
    for (int guard = 0; guard < 50 && !round; ++guard) {
        QVERIFY(!table.apply(table.expected()));
        round = table.takeFinishedRound();
    }
    QVERIFY(round);
    QCOMPARE(round->boxes.front().bets.size(), std::size_t(1 + standing));
    Money total;
    for (const Money &bet : round->boxes.front().bets) {
        QVERIFY(bet >= Money::fromInteger(10)); // §11: each at least the minimum
        total = total + bet;
    }
    QVERIFY(total <= Money::fromInteger(1000)); // the box together at most the maximum
    QCOMPARE(round->settlement.size(), std::size_t(1 + standing));
    std::set<int> bettors;
    for (const BlackjackStep &s : round->settlement) {
        bettors.insert(s.bettor);
        const Money own = round->boxes.front().bets[std::size_t(s.bettor)];
        QCOMPARE(s.stake, own);
        QCOMPARE(std::string(outcomeName(s.settlement.outcome)), outcome.toStdString());
        QCOMPARE(s.settlement.paid, outcome == "win" ? own : Money());
    }
    QCOMPARE(int(bettors.size()), 1 + standing);
    QCOMPARE(round->incident->kind, std::string("standing-bettor"));
}

void TestBlackjackIncidents::overLimit_data()
{
    QTest::addColumn<QString>("kase");
    QTest::addColumn<QString>("answer");    // what the trainee does: "reduce" or "refuse"
    QTest::addColumn<QString>("step");      // the expected step
    QTest::addColumn<QList<int>>("stakes"); // box 1's bets once dealt

    // §16: the maximum is 100 × the minimum of 10 = 1 000: a bet above it is reduced to 1 000.
    QTest::newRow("§16: one bet over the maximum reduced to it") << "bet" << "reduce"
                                                                  << "reduce:1000>1.0@art. 14 §16" << QList<int> {1000};
    // §11: the seated 100 and a standing bettor's bet within 1 000 that takes the box over it:
    // his bet is reduced to 1 000 − 100 = 900.
    QTest::newRow("§11: the box's bets over the maximum: the last reduced") << "box-total" << "reduce"
                                                                             << "reduce:900>1.1@art. 14 §11"
                                                                             << QList<int> {100, 900};
    // Refusing his bet instead is right too: the box keeps the seated player's 100.
    QTest::newRow("§11: or refused") << "box-total" << "refuse" << "reduce:900>1.1@art. 14 §11" << QList<int> {100};
}

void TestBlackjackIncidents::overLimit()
{
    QFETCH(QString, kase);
    QFETCH(QString, answer);
    QFETCH(QString, step);
    QFETCH(QList<int>, stakes);

    const std::string wantCase = kase.toStdString();
    BlackjackTable table = forcedTable({"TS", "8S", "9H", "9C"}, {100}, "over-limit",
        [&](const Incident &i) { return i.detail("case") == wantCase; });
    const Written w = written(step);
    const DealerStep e = table.expected();
    QCOMPARE(e.action, w.action);
    QCOMPARE(e.value, w.value);
    QCOMPARE(e.target, w.target);
    QCOMPARE(e.source, w.source);
    const auto refused = table.apply({answer.toStdString(), e.target, answer == "reduce" ? e.value : "", {}});
    QVERIFY2(!refused, refused ? refused->reason.c_str() : "");
    QCOMPARE(table.expected().action, std::string("deal"));
    QVERIFY(!table.apply(table.expected()));
    const auto boxes = table.boxes();
    QCOMPARE(boxes.size(), std::size_t(1));
    while (!table.roundOver())
        QVERIFY(!table.apply(table.expected()));
    const auto round = table.takeFinishedRound();
    QVERIFY(round);
    std::vector<Money> want;
    for (int s : stakes)
        want.push_back(Money::fromInteger(s));
    QCOMPARE(round->boxes.front().bets, want);
    QCOMPARE(round->incident->detail("decision"), answer == "reduce" ? std::string("reduced") : std::string("refused"));
    QCOMPARE(round->steps.front().action, answer.toStdString());
}

// §16: one bet above the maximum (1 000) on a box of its own. The table expects "reduce" and takes
// a refusal instead (§11, §16 say only that no bet stays above the maximum; blackjack.incident
// accepts both): the box is then empty and the others play. A refusal that would leave the
// table with no bet at all is refused (§11: "Το Καζίνο δεν έχει δικαίωμα να αρνείται την έναρξη
// παρτίδας, ακόμη και όταν υπάρχει ένας μόνο παίκτης"): the bet is reduced. Cards for two boxes:
// T 9 to the boxes, 7 to the dealer, 8 and T (18, 19 stand), the dealer's Q: 17, he stands; for one
// box: T, the dealer 9, 7 (17 stands against a 9), the dealer's 8: 17.
void TestBlackjackIncidents::overLimitRefused_data()
{
    QTest::addColumn<QList<int>>("bets");
    QTest::addColumn<QString>("refusal"); // "" when the refusal is taken
    QTest::newRow("§16: another box plays: the bet refused") << QList<int> {100, 100} << "";
    QTest::newRow("§11: the table's only bet: the refusal refused, reduce") << QList<int> {100}
                                                                              << "over-limit-last-box";
}

void TestBlackjackIncidents::overLimitRefused()
{
    QFETCH(QList<int>, bets);
    QFETCH(QString, refusal);
    BlackjackTable table = forcedTable({"TS", "9S", "7H", "8C", "TD", "QH"}, bets, "over-limit",
        [](const Incident &i) { return i.detail("case") == "bet"; });
    const DealerStep e = table.expected();
    QCOMPARE(e.action, std::string("reduce"));
    QCOMPARE(e.value, std::string("1000"));
    QCOMPARE(e.source, std::string("art. 14 §16"));
    const auto refused = table.apply({"refuse", e.target, {}, {}});
    if (!refusal.isEmpty()) {
        QVERIFY(refused);
        QCOMPARE(refused->reason, refusal.toStdString());
        QCOMPARE(refused->source, std::string("art. 14 §16"));
        QCOMPARE(table.expected(), e);
        return;
    }
    QVERIFY2(!refused, refused ? refused->reason.c_str() : "");
    QCOMPARE(table.expected().action, std::string("deal"));
    QVERIFY(!table.apply(table.expected()));
    QCOMPARE(table.boxes().size(), std::size_t(1));
    QCOMPARE(table.boxes().front().bet, Money::fromInteger(100));
    while (!table.roundOver())
        QVERIFY(!table.apply(table.expected()));
    const auto round = table.takeFinishedRound();
    QVERIFY(round);
    QCOMPARE(round->incident->detail("decision"), std::string("refused"));
}

void TestBlackjackIncidents::betsAtTheMaximumAccepted_data()
{
    QTest::addColumn<QList<int>>("bets");
    // §16: a bet of exactly 1 000 (100 × 10) is within the maximum: dealt with no step before.
    QTest::newRow("a bet exactly at the maximum") << QList<int> {1000};
    // §11: seated 400 and standing 600 make exactly 1 000: accepted.
    QTest::newRow("a box exactly at the maximum") << QList<int> {400, 600};
}

void TestBlackjackIncidents::betsAtTheMaximumAccepted()
{
    QFETCH(QList<int>, bets);
    BlackjackBox box {1, {}};
    for (int b : bets)
        box.bets.push_back(Money::fromInteger(b));
    BlackjackTable table(BlackjackRules {}, 11);
    table.loadStackedShoe(blackjackShoeAfterBurn({"TS", "8S", "9H", "9C"}), {box});
    table.setIncidents(IncidentSchedule(3, 0));
    QCOMPARE(table.expected().action, std::string("deal"));
    QVERIFY(!table.apply(table.expected()));
    QCOMPARE(table.boxes().front().bet, Money::fromInteger(bets.front()));
}

// The incident the dealer answers now (BlackjackTable::pendingIncident(), for free play's panel):
// §8, the round in which the cut card came out (a stacked shoe's is out from the start) is
// completed, then called the last. While the round is played there is none; once it is settled
// the last round's call is due and is the incident, as the round records it when called: shoe 1,
// 9 cards dealt (the five of §6, T 8 9 9). A round with an incident of its own (a bet over the
// maximum, §16, reduced) keeps that one while the call is due.
void TestBlackjackIncidents::pendingIncidentIsTheDueLastRound()
{
    BlackjackTable table = lastRoundTable();
    for (const char *step : {"deal", "announce:19", "hit", "announce:17>dealer", "stand", "pay:10"}) {
        QVERIFY(!table.pendingIncident());
        playSteps(table, {QString::fromLatin1(step)});
    }
    QCOMPARE(table.expected().action, std::string("last-round"));
    QVERIFY(!table.incident()); // recorded only when called
    const auto pending = table.pendingIncident();
    QVERIFY(pending);
    QCOMPARE(pending->kind, std::string("last-coup"));
    QCOMPARE(pending->source, std::string("art. 14 §8"));
    QCOMPARE(pending->detail("shoe"), std::to_string(table.shoeNumber()));
    QCOMPARE(pending->detail("cards_dealt"), std::string("9"));
    playSteps(table, {"last-round@art. 14 §8"});
    const auto round = table.takeFinishedRound();
    QVERIFY(round && round->incident);
    QCOMPARE(round->incident->kind, pending->kind);
    QCOMPARE(round->incident->source, pending->source);
    QCOMPARE(round->incident->detail("shoe"), pending->detail("shoe"));
    QCOMPARE(round->incident->detail("cards_dealt"), pending->detail("cards_dealt"));
    QVERIFY(!table.pendingIncident()); // the new shoe's opening: no incident

    BlackjackTable over = forcedTable({"TS", "8S", "9H", "9C"}, {100}, "over-limit",
        [](const Incident &i) { return i.detail("case") == "bet"; });
    for (int guard = 0; guard < 50 && over.expected().action != "last-round"; ++guard)
        QVERIFY(!over.apply(over.expected()));
    QCOMPARE(over.expected().action, std::string("last-round"));
    QVERIFY(over.pendingIncident());
    QCOMPARE(over.pendingIncident()->kind, std::string("over-limit"));
}

void TestBlackjackIncidents::lastCoupIsCalled()
{
    // §8: the cut card is out (a stacked shoe's is from the start): the round is completed, the
    // dealer calls it the last, and the shuffle of §2 opens a new shoe (no count: that is the
    // table's opening's), cut by a player (§3), the cut card one deck from the back (§4), five
    // burned (§6), which the new shoe's first round records.
    BlackjackTable table = lastRoundTable();
    const int shoe = table.shoeNumber();
    playSteps(table, {"deal", "announce:19", "hit", "announce:17>dealer", "stand", "pay:10", "last-round@art. 14 §8",
                         "shuffle:312>shoe@art. 14 §2", "cut>player@art. 14 §3", "cut-card:52>shoe@art. 14 §4",
                         "burn:5>shoe@art. 14 §6", "deal"});
    const auto round = table.takeFinishedRound();
    QVERIFY(round && round->incident);
    QCOMPARE(round->incident->kind, std::string("last-coup"));
    QCOMPARE(round->incident->source, std::string("art. 14 §8"));
    QCOMPARE(round->steps.back().action, std::string("last-round"));
    QCOMPARE(table.shoeNumber(), shoe + 1); // a new shoe (§8, §2–6)
    std::optional<BlackjackTable::RoundRecord> next;
    for (int guard = 0; guard < 200 && !next; ++guard) {
        QVERIFY(!table.apply(table.expected()));
        next = table.takeFinishedRound();
    }
    QVERIFY(next);
    QCOMPARE(next->burned, 5);
    QCOMPARE(next->steps.front().action, std::string("shuffle"));
}

void TestBlackjackIncidents::shufflerStretch()
{
    // §10: the table goes over to a shuffling machine: §1–3 as they are (the cards shuffled, a
    // player cuts), no cut card (§4), 6 decks × 52 = 312 cards into the machine, the first five
    // burned unseen, once. After each round every card used or burned in it goes back (incidents
    // on or off), so there is no cut card and no last round; the table stays at the machine. When
    // its players leave and a new one comes (the "reload"), the cards come out, 312, and the
    // whole of §10 again: shuffled, cut, into the machine, five burned.
    BlackjackTable table(BlackjackRules {}, 11);
    table.loadStackedShoe(blackjackShoeAfterBurn({"TS", "8S", "9H", "9C"}), boxesOf({10, 20}));
    IncidentSchedule schedule(5, 0);
    schedule.force("shuffler");
    table.setIncidents(schedule);
    playSteps(table, {"shuffle:312>shoe@art. 14 §10", "cut>player@art. 14 §10", "to-shuffler:312>shuffler@art. 14 §10",
                         "burn:5>shuffler@art. 14 §10", "deal"});
    QVERIFY(table.atShuffler());
    const auto machineRounds = [&](int count, bool reload) {
        for (int done = 0, guard = 0; done < count && guard < 5000; ++guard) {
            QVERIFY(!table.apply(table.expected()));
            const auto round = table.takeFinishedRound();
            if (!round)
                continue;
            int cards = round->burned + int(round->dealer.size());
            for (const auto &box : round->boxes)
                for (const auto &hand : box.hands)
                    cards += int(hand.cards.size());
            // The burn is the loading's only; the first round after it records it.
            const bool loaded = done == 0;
            QCOMPARE(round->burned, loaded ? 5 : 0);
            QCOMPARE(bool(round->incident), loaded);
            if (loaded) {
                QCOMPARE(round->incident->kind, std::string("shuffler"));
                QCOMPARE(round->incident->detail("stage"), std::string(reload ? "reload" : "changeover"));
            }
            QCOMPARE(round->steps.back().action, std::string("to-shuffler"));
            QCOMPARE(round->steps.back().value, std::to_string(cards));
            for (const DealerStep &s : round->steps)
                QVERIFY(s.action != "last-round");
            QVERIFY(table.atShuffler());
            ++done;
        }
    };
    machineRounds(4, false);
    // The players leave and a new one comes: the machine is loaded again (§10, last paragraph).
    IncidentSchedule again(6, 0);
    again.force("shuffler");
    table.setIncidents(again);
    playSteps(table, {"from-shuffler:312>shuffler@art. 14 §10", "shuffle:312@art. 14 §10", "cut>player",
                         "to-shuffler:312>shuffler", "burn:5>shuffler", "deal"});
    table.setIncidents(IncidentSchedule(6, 0)); // then no incident: plain rounds at the machine
    machineRounds(3, true);
    QVERIFY(table.atShuffler());
}

void TestBlackjackIncidents::wrongStepsRefused_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("kase");
    QTest::addColumn<QStringList>("before"); // the right steps first
    QTest::addColumn<QString>("wrong");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("source");

    QTest::newRow("dealing over the maximum") << "over-limit" << "bet" << QStringList {} << "deal"
                                             << "over-limit-reduce" << "art. 14 §16";
    QTest::newRow("reducing to the wrong amount") << "over-limit" << "bet" << QStringList {} << "reduce:999"
                                                 << "wrong-value" << "art. 14 §16";
    QTest::newRow("announcing instead of offering the exposed card")
        << "exposed-card" << "not-asked-for" << QStringList {"deal", "announce"} << "announce" << "exposed-card-offered"
        << "art. 14 §7";
    QTest::newRow("dealing before the last-round call") << "last-coup" << ""
                                                        << QStringList {"deal", "announce", "announce", "hit", "announce", "stand", "pay", "collect"}
                                                        << "deal" << "last-round" << "art. 14 §8";
    QTest::newRow("cutting before the shuffle at the changeover")
        << "shuffler" << "" << QStringList {} << "cut" << "shoe-shuffle" << "art. 14 §10";
    QTest::newRow("dealing before the cards go into the machine")
        << "shuffler" << "" << QStringList {"shuffle", "cut"} << "deal" << "shuffler-load" << "art. 14 §10";
}

void TestBlackjackIncidents::wrongStepsRefused()
{
    QFETCH(QString, kind);
    QFETCH(QString, kase);
    QFETCH(QStringList, before);
    QFETCH(QString, wrong);
    QFETCH(QString, reason);
    QFETCH(QString, source);

    // Box 1 T-7 = 17, box 2 5-6 = 11; the dealer 9-T.
    const QStringList cards {"TS", "5C", "9S", "7H", "6D", "9H", "TH"};
    const std::string wantCase = kase.toStdString();
    BlackjackTable table = kind == "last-coup"
        ? forcedTable(cards, {10, 10}, "last-coup", any)
        : forcedTable(cards, {10, 10}, kind.toStdString(), [&](const Incident &i) {
              return wantCase.empty() || (i.detail("case") == wantCase && (kind != "exposed-card" || i.detail("box") == "1"));
          });
    for (const QString &b : before) {
        QCOMPARE(table.expected().action, b.toStdString());
        QVERIFY(!table.apply(table.expected()));
    }
    const Written w = written(wrong);
    const auto refused = table.apply({w.action, {}, w.value, {}});
    QVERIFY(refused);
    QCOMPARE(refused->reason, reason.toStdString());
    QCOMPARE(refused->source, source.toStdString());
}

void TestBlackjackIncidents::incidentsOffDealAsBefore()
{
    // A table with incidents off deals exactly what a table without them deals.
    std::vector<std::string> plain, off;
    PlayOptions options;
    options.game = Game::Blackjack;
    options.seed = 9;
    options.rounds = 60;
    playRounds(options, [&](const JsonValue &r) { plain.push_back(r.dump()); });
    BlackjackTable table(BlackjackRules {}, 9);
    table.setIncidents(IncidentSchedule(9, 0));
    BlackjackTable bare(BlackjackRules {}, 9);
    for (int i = 0; i < 2000; ++i) {
        QVERIFY(table.expected() == bare.expected());
        QVERIFY(!table.apply(table.expected()));
        QVERIFY(!bare.apply(bare.expected()));
    }
    for (const std::string &line : plain)
        QVERIFY(line.find("\"incident\": null") != std::string::npos);
}

void TestBlackjackIncidents::everyKindInPlayAndChecked()
{
    // `croupier-cli play blackjack --incidents 0.3`: every kind of the spec turns up, and the
    // check re-derives every settlement and finds nothing. A table at the machine stays there
    // (§10), so a seed whose changeover comes before the first cut card has no last coup: the
    // seeds are played until every kind has turned up.
    std::map<std::string, int> kinds;
    const auto seen = [&] {
        for (const std::string &kind : incidentKinds(Game::Blackjack))
            if (kinds[kind] == 0)
                return false;
        return true;
    };
    for (std::uint64_t seed = 1; seed <= 12 && !seen(); ++seed) {
        PlayOptions options;
        options.game = Game::Blackjack;
        options.seed = seed;
        options.rounds = 400;
        options.incidents = 0.3;
        playRounds(options, [&](const JsonValue &r) {
            const auto found = checkPlayRecord(r);
            QVERIFY2(found.empty(), found.empty() ? "" : found.front().c_str());
            if (const auto i = readIncident(Game::Blackjack, r))
                ++kinds[i->kind];
        });
    }
    for (const std::string &kind : incidentKinds(Game::Blackjack))
        QVERIFY2(kinds[kind] > 0, kind.c_str());
}

QTEST_GUILESS_MAIN(TestBlackjackIncidents)
#include "tst_blackjackincidents.moc"
