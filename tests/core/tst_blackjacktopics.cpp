#include "InputError.h"
#include "Rng.h"
#include "bank/Json.h"
#include "bank/TopicRegistry.h"
#include "blackjack/BlackjackHand.h"

#include <QtTest>
#include <map>
#include <set>

using namespace croupier;

namespace {
const Topic &topic(const QString &name)
{
    const Topic *t = TopicRegistry::builtin().find(name.toStdString());
    if (!t)
        qFatal("topic %s is not registered", qPrintable(name));
    return *t;
}

JsonValue json(const QString &text) { return parseJson(text.toStdString()); }

QString answerOf(const QString &topicName, const QString &scenario)
{
    return QString::fromStdString(topic(topicName).solve(Game::Blackjack, json(scenario)).dump());
}

/// Every question of @p count generated for @p topicName, scenario and answer.
std::vector<Question> generated(const char *topicName, std::size_t count, int level = kMaxLevel)
{
    std::vector<Question> out;
    generateQuestions(topic(topicName), Game::Blackjack, count, 2026, level,
        [&](Question &q, const Prompt &) { out.push_back(q); });
    return out;
}

std::vector<Card> cardsOf(const JsonValue &array)
{
    std::vector<Card> out;
    for (const JsonValue &c : array.items())
        out.push_back(Card::parse(c.text()));
    return out;
}

int acesIn(const std::vector<Card> &cards)
{
    int n = 0;
    for (const Card c : cards)
        n += c.rank() == Rank::Ace;
    return n;
}
} // namespace

/// The five blackjack topics: answers worked out by hand from art. 14, clear
/// refusals naming the field, and generators that reach every rule cell.
class TestBlackjackTopics : public QObject
{
    Q_OBJECT

private slots:
    void registered()
    {
        for (const char *name : {"blackjack.total", "blackjack.dealer", "blackjack.payout", "blackjack.round",
                 "blackjack.step", "blackjack.incident"}) {
            const Topic &t = topic(name);
            QCOMPARE(t.games().size(), std::size_t(1));
            QVERIFY(t.games().front() == Game::Blackjack);
            QVERIFY(t.cellCount(Game::Blackjack) > 0);
        }
    }

    // question-bank.md: blackjack.total answers total, soft, blackjack, bust.
    void total_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("answer");
        QTest::newRow("ace and six is a soft 17")
            << R"({"cards": ["AS", "6H"]})"
            << R"({"total": 17, "soft": true, "blackjack": false, "bust": false})";
        QTest::newRow("ace and king is a blackjack")
            << R"({"cards": ["AS", "KH"]})"
            << R"({"total": 21, "soft": true, "blackjack": true, "bust": false})";
        QTest::newRow("several aces: ace ace ace eight is a soft 21")
            << R"({"cards": ["AS", "AH", "AD", "8C"]})"
            << R"({"total": 21, "soft": true, "blackjack": false, "bust": false})";
        QTest::newRow("several aces: ace ace king is a hard 12")
            << R"({"cards": ["AS", "AH", "KD"]})"
            << R"({"total": 12, "soft": false, "blackjack": false, "bust": false})";
        QTest::newRow("ten six nine is bust at 25")
            << R"({"cards": ["TS", "6H", "9D"]})"
            << R"({"total": 25, "soft": false, "blackjack": false, "bust": true})";
        QTest::newRow("the dealer's first card, an ace, counts 11")
            << R"({"cards": ["AD"]})"
            << R"({"total": 11, "soft": true, "blackjack": false, "bust": false})";
    }
    void total()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, answer);
        QCOMPARE(answerOf("blackjack.total", scenario), answer);
    }

    // art. 14 §12 γ, via blackjack.dealer: hit below 17, stand on 17 including soft 17.
    void dealer_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("decision");
        QTest::newRow("soft 17 stands") << R"({"dealer": ["AS", "6H"]})"
                                        << "stand";
        QTest::newRow("soft 17 of two aces and a five stands") << R"({"dealer": ["AS", "AH", "5C"]})"
                                                               << "stand";
        QTest::newRow("soft 16 of four aces and a two draws")
            << R"({"dealer": ["AS", "AH", "AD", "AC", "2S"]})"
            << "hit";
        QTest::newRow("hard 16 draws") << R"({"dealer": ["TS", "6H"]})"
                                       << "hit";
        QTest::newRow("ace five ten is a hard 16 and draws") << R"({"dealer": ["AS", "5H", "TC"]})"
                                                             << "hit";
        QTest::newRow("ace five ten ace is a hard 17 and stands") << R"({"dealer": ["AS", "5H", "TC", "AD"]})"
                                                                  << "stand";
        QTest::newRow("a bust stands: no more cards") << R"({"dealer": ["TS", "6H", "KC"]})"
                                                      << "stand";
    }
    void dealer()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, decision);
        QCOMPARE(
            answerOf("blackjack.dealer", scenario), QStringLiteral(R"({"decision": "%1"})").arg(decision));
    }

    void payout_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("answer");
        QTest::newRow("3:2 on an odd stake of 5 at chip 1 is paid 7")
            << R"({"bet": "main", "stake": "5", "chip_unit": "1", "player": ["AS", "KH"], "from_split": false, "dealer": ["9C", "8D"]})"
            << R"({"outcome": "win", "paid": "7"})";
        QTest::newRow("3:2 on 5 at chip 0.5 is paid 7.5")
            << R"({"bet": "main", "stake": "5", "chip_unit": "0.5", "player": ["AS", "KH"], "from_split": false, "dealer": ["5C"]})"
            << R"({"outcome": "win", "paid": "7.5"})";
        QTest::newRow("21 after a split pays the stake only")
            << R"({"bet": "main", "stake": "10", "chip_unit": "1", "player": ["AS", "KH"], "from_split": true, "dealer": ["TC", "8D"]})"
            << R"({"outcome": "win", "paid": "10"})";
        QTest::newRow("a doubled box of 20 loses it all to a dealer blackjack")
            << R"({"bet": "main", "stake": "20", "chip_unit": "1", "player": ["5S", "6H", "9D"], "from_split": false, "dealer": ["AC", "KD"]})"
            << R"({"outcome": "lose", "paid": "0"})";
        QTest::newRow("insurance 5 pays 10")
            << R"({"bet": "insurance", "stake": "5", "chip_unit": "1", "player": ["TS", "9H"], "from_split": false, "dealer": ["AC", "KD"]})"
            << R"({"outcome": "win", "paid": "10"})";
        QTest::newRow("even money on 15 at chip 5 pays 15")
            << R"({"bet": "even-money", "stake": "15", "chip_unit": "5", "player": ["AS", "KH"], "from_split": false, "dealer": ["AC"]})"
            << R"({"outcome": "win", "paid": "15"})";
    }
    void payout()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, answer);
        QCOMPARE(answerOf("blackjack.payout", scenario), answer);
    }

    // Whole rounds, settled by hand box by box.
    void round_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("answer");
        // 19 wins 10; the bust was collected (20); the blackjack against a 6 was paid 15 at once.
        QTest::newRow("the dealer busts: every hand left is paid")
            << R"({"chip_unit": "1", "dealer": ["6D", "TC", "8S"], "boxes": [)"
               R"({"bet": "10", "hands": [{"cards": ["TS", "9H"]}]},)"
               R"({"bet": "20", "hands": [{"cards": ["TS", "6H", "9D"]}]},)"
               R"({"bet": "10", "hands": [{"cards": ["AS", "KH"]}]}]})"
            << R"({"paid": "25", "collected": "20", "pushes": 0})";
        // Doubled 20 lost, both split hands lost (20), even money paid 10, insurance 5 paid 10, its box
        // lost 10.
        QTest::newRow("the dealer's blackjack takes doubles and splits")
            << R"({"chip_unit": "1", "dealer": ["AS", "KD"], "boxes": [)"
               R"({"bet": "10", "hands": [{"cards": ["5S", "6H", "9D"], "doubled": true}]},)"
               R"({"bet": "10", "hands": [{"cards": ["8S", "3C"]}, {"cards": ["8H", "TD"]}]},)"
               R"({"bet": "10", "hands": [{"cards": ["AH", "KC"]}], "even_money": true},)"
               R"({"bet": "10", "hands": [{"cards": ["9S", "9C"]}], "insurance": "5"}]})"
            << R"({"paid": "20", "collected": "50", "pushes": 0})";
        // Soft 17: two 17s push, 16 loses, soft 21 and 20 win, the insurance of 5 is lost.
        QTest::newRow("the dealer stands on soft 17")
            << R"({"chip_unit": "1", "dealer": ["AS", "6D"], "boxes": [)"
               R"({"bet": "10", "hands": [{"cards": ["TS", "7H"]}]},)"
               R"({"bet": "10", "hands": [{"cards": ["9S", "8H"]}]},)"
               R"({"bet": "10", "hands": [{"cards": ["TS", "6C"]}]},)"
               R"({"bet": "10", "hands": [{"cards": ["AC", "AD", "9H"]}]},)"
               R"({"bet": "10", "hands": [{"cards": ["TH", "KH"]}], "insurance": "5"}]})"
            << R"({"paid": "20", "collected": "15", "pushes": 2})";
        // 3:2 on 5 is 7.5, paid 7; 7.5 at 1:1 is paid 7; 12.3 is paid 12.
        QTest::newRow("stakes off the chip unit round down")
            << R"({"chip_unit": "1", "dealer": ["9S", "8D"], "boxes": [)"
               R"({"bet": "5", "hands": [{"cards": ["AS", "KH"]}]},)"
               R"({"bet": "7.5", "hands": [{"cards": ["TS", "8H"]}]},)"
               R"({"bet": "12.3", "hands": [{"cards": ["TS", "QH"]}]}]})"
            << R"({"paid": "26", "collected": "0", "pushes": 0})";
        // Split aces: A K is 21 paid 1:1 (no blackjack), A 6 is a soft 17 that pushes.
        QTest::newRow("split aces: 21 is paid 1:1")
            << R"({"chip_unit": "1", "dealer": ["TD", "7C"], "boxes": [)"
               R"({"bet": "10", "hands": [{"cards": ["AS", "KH"]}, {"cards": ["AH", "6D"]}]}]})"
            << R"({"paid": "10", "collected": "0", "pushes": 1})";
        // A re-split: three hands of 9 against the dealer's 18: 19 wins, 18 pushes, doubled 12 loses 20.
        QTest::newRow("a re-split and a double after it")
            << R"({"chip_unit": "1", "dealer": ["TD", "8C"], "boxes": [)"
               R"({"bet": "10", "hands": [{"cards": ["9S", "TH"]}, {"cards": ["9H", "9C"]}, {"cards": ["9D", "2C", "AH"], "doubled": true}]}]})"
            << R"({"paid": "10", "collected": "20", "pushes": 1})";
    }
    void round()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, answer);
        QCOMPARE(answerOf("blackjack.round", scenario), answer);
    }

    void step_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("decision");
        QTest::newRow("an ace after the deal: offer insurance")
            << R"({"dealer": ["AS"], "player": ["TS", "6H"], "insurance_offered": false})"
            << "offer-insurance";
        QTest::newRow("an ace and a blackjack box: insurance and even money first")
            << R"({"dealer": ["AD"], "player": ["AS", "KH"]})"
            << "offer-insurance";
        QTest::newRow("a blackjack against a 6 is paid now")
            << R"({"dealer": ["6D"], "player": ["AS", "KH"]})"
            << "pay-blackjack";
        QTest::newRow("a blackjack against a ten waits") << R"({"dealer": ["KD"], "player": ["AS", "QH"]})"
                                                         << "wait";
        QTest::newRow("a blackjack against an ace waits once even money was offered")
            << R"({"dealer": ["AD"], "player": ["AS", "QH"], "insurance_offered": true})"
            << "wait";
        QTest::newRow("a bust is collected at once") << R"({"dealer": ["9D"], "player": ["TS", "6H", "8C"]})"
                                                     << "collect";
        QTest::newRow("21 on three cards takes no card: the next box")
            << R"({"dealer": ["9D"], "player": ["7S", "7H", "7D"]})"
            << "next-box";
        QTest::newRow("a player on 15 is asked") << R"({"dealer": ["9D"], "player": ["TS", "5H"]})"
                                                 << "ask-player";
        QTest::newRow("every box has played: the dealer's second card") << R"({"dealer": ["9D"]})"
                                                                        << "draw";
        QTest::newRow("the dealer's soft 17 stands")
            << R"({"dealer": ["AS", "6H"], "insurance_offered": true})"
            << "stand";
        QTest::newRow("the dealer's hard 16 draws") << R"({"dealer": ["TS", "6H"]})"
                                                    << "draw";
        QTest::newRow("the dealer's ace ace five, soft 17, stands")
            << R"({"dealer": ["AS", "AH", "5D"], "insurance_offered": true})"
            << "stand";
        QTest::newRow("the dealer's blackjack stands") << R"({"dealer": ["KS", "AH"]})"
                                                       << "stand";
    }
    void step()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, decision);
        QCOMPARE(answerOf("blackjack.step", scenario), QStringLiteral(R"({"decision": "%1"})").arg(decision));
    }

    // Bad input: the refusal names the field, so `check` can say where (and go on).
    void refusals_data()
    {
        QTest::addColumn<QString>("topic");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("says");
        QTest::newRow("an unknown card") << "blackjack.total"
                                         << R"({"cards": ["AS", "1H"]})"
                                         << "cards[1]"
                                         << "not a card";
        QTest::newRow("a card after a blackjack") << "blackjack.total"
                                                  << R"({"cards": ["AS", "KH", "5D"]})"
                                                  << "cards[2]"
                                                  << "no card is drawn on 21";
        QTest::newRow("no cards") << "blackjack.total"
                                  << R"({"cards": []})"
                                  << "cards"
                                  << "must hold";
        QTest::newRow("a dealer card after his 17") << "blackjack.dealer"
                                                    << R"({"dealer": ["TS", "7H", "2C"]})"
                                                    << "dealer[2]"
                                                    << "stands on 17";
        QTest::newRow("the dealer with one card") << "blackjack.dealer"
                                                  << R"({"dealer": ["TS"]})"
                                                  << "dealer"
                                                  << "must hold";
        QTest::newRow("an unknown card in the player's hand")
            << "blackjack.payout"
            << R"({"bet": "main", "stake": "10", "chip_unit": "1", "player": ["XS", "9H"], "from_split": false, "dealer": ["TC", "8D"]})"
            << "player[0]"
            << "not a card";
        QTest::newRow("an unknown bet")
            << "blackjack.payout"
            << R"({"bet": "side", "stake": "10", "chip_unit": "1", "player": ["TS", "9H"], "from_split": false, "dealer": ["TC", "8D"]})"
            << "bet"
            << "not one of";
        QTest::newRow("a stake that is not money")
            << "blackjack.payout"
            << R"({"bet": "main", "stake": "ten", "chip_unit": "1", "player": ["TS", "9H"], "from_split": false, "dealer": ["TC", "8D"]})"
            << "stake"
            << "not a decimal amount";
        QTest::newRow("from_split missing")
            << "blackjack.payout"
            << R"({"bet": "main", "stake": "10", "chip_unit": "1", "player": ["TS", "9H"], "dealer": ["TC", "8D"]})"
            << "from_split"
            << "missing";
        QTest::newRow("insurance against a dealer king")
            << "blackjack.payout"
            << R"({"bet": "insurance", "stake": "5", "chip_unit": "1", "player": ["TS", "9H"], "from_split": false, "dealer": ["KC", "8D"]})"
            << "dealer[0]"
            << "ace";
        QTest::newRow("a split of unequal cards")
            << "blackjack.round"
            << R"({"chip_unit": "1", "dealer": ["TD", "8C"], "boxes": [{"bet": "10", "hands": [{"cards": ["9S", "TH"]}, {"cards": ["TS", "9C"]}]}]})"
            << "boxes[0].hands[1].cards[0]"
            << "not a pair";
        QTest::newRow("a double on 12")
            << "blackjack.round"
            << R"({"chip_unit": "1", "dealer": ["TD", "8C"], "boxes": [{"bet": "10", "hands": [{"cards": ["7S", "5H", "9D"], "doubled": true}]}]})"
            << "boxes[0].hands[0].doubled"
            << "11 or less";
        QTest::newRow("insurance over half the bet")
            << "blackjack.round"
            << R"({"chip_unit": "1", "dealer": ["AD", "8C"], "boxes": [{"bet": "10", "hands": [{"cards": ["TS", "9H"]}]}, {"bet": "10", "hands": [{"cards": ["TC", "8H"]}], "insurance": "6"}]})"
            << "boxes[1].insurance"
            << "half the bet";
        QTest::newRow("insurance against a dealer ten")
            << "blackjack.round"
            << R"({"chip_unit": "1", "dealer": ["TD", "8C"], "boxes": [{"bet": "10", "hands": [{"cards": ["TS", "9H"]}], "insurance": "5"}]})"
            << "boxes[0].insurance"
            << "ace";
        QTest::newRow("even money without a blackjack")
            << "blackjack.round"
            << R"({"chip_unit": "1", "dealer": ["AD", "8C"], "boxes": [{"bet": "10", "hands": [{"cards": ["TS", "9H"]}], "even_money": true}]})"
            << "boxes[0].even_money"
            << "blackjack";
        QTest::newRow("split aces split again")
            << "blackjack.round"
            << R"({"chip_unit": "1", "dealer": ["TD", "8C"], "boxes": [{"bet": "10", "hands": [{"cards": ["AS", "TH"]}, {"cards": ["AC", "9C"]}, {"cards": ["AD", "2C"]}]}]})"
            << "boxes[0].hands[2]"
            << "not split again";
        QTest::newRow("a split ace with two cards")
            << "blackjack.round"
            << R"({"chip_unit": "1", "dealer": ["TD", "8C"], "boxes": [{"bet": "10", "hands": [{"cards": ["AS", "2H", "3D"]}, {"cards": ["AC", "9C"]}]}]})"
            << "boxes[0].hands[0].cards[2]"
            << "one card";
        QTest::newRow("an unknown card in a box")
            << "blackjack.round"
            << R"({"chip_unit": "1", "dealer": ["TD", "8C"], "boxes": [{"bet": "10", "hands": [{"cards": ["TS", "ZZ"]}]}]})"
            << "boxes[0].hands[0].cards[1]"
            << "not a card";
        QTest::newRow("the dealer's hand not finished")
            << "blackjack.round"
            << R"({"chip_unit": "1", "dealer": ["TD", "5C"], "boxes": [{"bet": "10", "hands": [{"cards": ["TS", "9H"]}]}]})"
            << "dealer"
            << "he draws on 15";
        QTest::newRow("no boxes") << "blackjack.round"
                                  << R"({"chip_unit": "1", "dealer": ["TD", "8C"], "boxes": []})"
                                  << "boxes"
                                  << "1 to 7";
        QTest::newRow("a player's box while the dealer has two cards")
            << "blackjack.step"
            << R"({"dealer": ["TD", "5C"], "player": ["TS", "9H"]})"
            << "player"
            << "every box";
        QTest::newRow("insurance offered against a dealer king")
            << "blackjack.step"
            << R"({"dealer": ["KD"], "player": ["TS", "9H"], "insurance_offered": true})"
            << "insurance_offered"
            << "ace";
        QTest::newRow("a third card before insurance was offered")
            << "blackjack.step"
            << R"({"dealer": ["AD"], "player": ["TS", "2H", "3C"], "insurance_offered": false})"
            << "insurance_offered"
            << "third card";
    }
    void refusals()
    {
        QFETCH(QString, topic);
        QFETCH(QString, scenario);
        QFETCH(QString, field);
        QFETCH(QString, says);
        try {
            ::topic(topic).solve(Game::Blackjack, json(scenario));
            QFAIL("solved");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
            QVERIFY2(QString::fromStdString(e.reason()).contains(says), e.what());
        }
        // The prompt reads the same scenario and refuses it the same way.
        QVERIFY_THROWS_EXCEPTION(InputError, ::topic(topic).prompt(Game::Blackjack, json(scenario)));
    }

    void answerRanges()
    {
        const Topic &t = topic("blackjack.total");
        t.validateAnswer(
            Game::Blackjack, json(R"({"total": 30, "soft": false, "blackjack": false, "bust": true})"));
        QVERIFY_THROWS_EXCEPTION(InputError,
            t.validateAnswer(
                Game::Blackjack, json(R"({"total": 31, "soft": false, "blackjack": false, "bust": true})")));
        QVERIFY_THROWS_EXCEPTION(InputError,
            topic("blackjack.step").validateAnswer(Game::Blackjack, json(R"({"decision": "split"})")));
    }

    // Generators: every cell of each topic, soft totals, several aces, split hands,
    // doubled boxes and stakes off the chip unit all come up in one pass of the cells.
    void totalGeneratorCovers()
    {
        const Topic &t = topic("blackjack.total");
        const auto questions = generated("blackjack.total", t.cellCount(Game::Blackjack));
        std::set<int> softTotals, bustTotals;
        int severalAces = 0, blackjacks = 0, oneCard = 0;
        for (const Question &q : questions) {
            const std::vector<Card> cards = cardsOf(*q.scenario.find("cards"));
            const BlackjackCount c = BlackjackCount::of(cards);
            if (c.soft)
                softTotals.insert(c.total);
            if (c.bust)
                bustTotals.insert(c.total);
            severalAces += acesIn(cards) >= 2;
            blackjacks += c.blackjack;
            oneCard += cards.size() == 1;
        }
        QCOMPARE(softTotals, (std::set<int> {11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21}));
        QCOMPARE(bustTotals, (std::set<int> {22, 23, 24, 25, 26, 27, 28, 29, 30}));
        QVERIFY(severalAces >= 20);
        QVERIFY(blackjacks >= 1);
        QCOMPARE(oneCard, 10); // A, 2 to 9, and a ten-value card
    }

    void dealerGeneratorCovers()
    {
        const Topic &t = topic("blackjack.dealer");
        const auto questions = generated("blackjack.dealer", t.cellCount(Game::Blackjack));
        int soft17 = 0, soft17SeveralAces = 0, hits = 0, stands = 0;
        for (const Question &q : questions) {
            const std::vector<Card> cards = cardsOf(*q.scenario.find("dealer"));
            const BlackjackCount c = BlackjackCount::of(cards);
            soft17 += c.soft && c.total == 17;
            soft17SeveralAces += c.soft && c.total == 17 && acesIn(cards) >= 2;
            (q.answer.find("decision")->text() == "hit" ? hits : stands) += 1;
        }
        QVERIFY(soft17 >= 4);
        QVERIFY(soft17SeveralAces >= 2);
        QVERIFY(hits > 20 && stands > 20);
    }

    void payoutGeneratorCovers()
    {
        const Topic &t = topic("blackjack.payout");
        const auto questions = generated("blackjack.payout", 2 * t.cellCount(Game::Blackjack));
        std::map<std::string, int> seen;
        for (const Question &q : questions) {
            const JsonValue &s = q.scenario;
            const std::string bet = s.find("bet")->text();
            const std::string outcome = q.answer.find("outcome")->text();
            const Money stake = Money::parseCanonical(s.find("stake")->text());
            const Money chip = Money::parseCanonical(s.find("chip_unit")->text());
            const std::vector<Card> player = cardsOf(*s.find("player"));
            const BlackjackCount p = BlackjackCount::of(player, s.find("from_split")->asBool());
            seen[bet + " " + outcome] += 1;
            if (!stake.isMultipleOf(chip))
                seen["off the chip unit"] += 1;
            if (bet == "main" && p.blackjack && outcome == "win"
                && Money::floorTo(stake.times(Ratio(3, 2)), chip).value() != stake.times(Ratio(3, 2)))
                seen["3:2 between chips"] += 1;
            if (bet == "main" && p.blackjack && outcome == "win" && stake.isMultipleOf(chip)
                && Money::floorTo(stake.times(Ratio(3, 2)), chip).value() != stake.times(Ratio(3, 2)))
                seen["3:2 on an odd number of chips"] += 1;
            if (s.find("from_split")->asBool())
                seen[player.front().rank() == Rank::Ace ? "split aces" : "split hand"] += 1;
            if (s.find("from_split")->asBool() && player.size() == 2 && p.total == 21)
                seen["21 after a split"] += 1;
            if (bet == "main" && player.size() == 3
                && BlackjackCount::of(std::span(player).first(2)).total <= 11
                && !s.find("from_split")->asBool())
                seen["three cards from 11 or less"] += 1;
            if (cardsOf(*s.find("dealer")).size() == 1)
                seen["dealer's one card"] += 1;
            if (acesIn(player) >= 2 || acesIn(cardsOf(*s.find("dealer"))) >= 2)
                seen["several aces"] += 1;
        }
        for (const char *what : {"main win", "main lose", "main push", "insurance win", "insurance lose",
                 "even-money win", "off the chip unit", "3:2 between chips", "split aces", "split hand",
                 "21 after a split", "three cards from 11 or less", "dealer's one card", "several aces",
                 "3:2 on an odd number of chips"})
            QVERIFY2(seen[what] > 0, what);
    }

    void roundGeneratorCovers()
    {
        const Topic &t = topic("blackjack.round");
        const auto questions = generated("blackjack.round", 4 * t.cellCount(Game::Blackjack));
        int splits = 0, resplits = 0, doubles = 0, insured = 0, evenMoney = 0, pushes = 0, offUnit = 0;
        for (const Question &q : questions) {
            const Money chip = Money::parseCanonical(q.scenario.find("chip_unit")->text());
            for (const JsonValue &b : q.scenario.find("boxes")->items()) {
                const std::size_t hands = b.find("hands")->items().size();
                splits += hands >= 2;
                resplits += hands == 3;
                for (const JsonValue &h : b.find("hands")->items())
                    doubles += h.find("doubled") != nullptr;
                insured += b.find("insurance") != nullptr;
                evenMoney += b.find("even_money") != nullptr;
                offUnit += !Money::parseCanonical(b.find("bet")->text()).isMultipleOf(chip);
            }
            pushes += std::stoi(q.answer.find("pushes")->text()) > 0;
        }
        QVERIFY(splits >= 4 * 14); // one cell in four has a split box
        QVERIFY(resplits > 0);
        QVERIFY(doubles >= 4 * 14);
        QVERIFY(insured > 0);
        QVERIFY(evenMoney > 0);
        QVERIFY(pushes > 0);
        QVERIFY(offUnit > 0);
    }

    void stepGeneratorCovers()
    {
        const Topic &t = topic("blackjack.step");
        const auto questions = generated("blackjack.step", t.cellCount(Game::Blackjack));
        std::set<std::string> decisions;
        for (const Question &q : questions)
            decisions.insert(q.answer.find("decision")->text());
        QCOMPARE(decisions,
            (std::set<std::string> {"offer-insurance", "pay-blackjack", "wait", "collect", "ask-player",
                "next-box", "draw", "stand"}));
    }

    // blackjack.incident: one row per rule cell, each worked from its paragraph of art. 14.
    void incident_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("answer");
        const QString exposed = R"({"situation": "exposed-card", "case": "not-asked-for", )";
        // §7 ¶1: "εμφανιστεί τραπουλόχαρτο με την εμπρός όψη ... καίγεται": the card is burned, play goes on.
        QTest::newRow("§7 ¶1: a card face up in the shoe is burned")
            << R"({"situation": "exposed-card", "case": "face-up", "dealer": ["6H"], "boxes": [{"box": 2, "cards": ["TS", "5D"]}, {"box": 5, "cards": ["9C", "7H"]}], "at_box": 2, "exposed": ["8S"]})"
            << R"({"step": "burn", "box": 0, "accepted": "0"})";
        // §7 ¶2: not burned, offered "στον επόμενο παίκτη": box 5 (9 + 2 = 11) plays after box 2.
        QTest::newRow("§7 ¶2: offered to the next box")
            << exposed + R"("dealer": ["6H"], "boxes": [{"box": 2, "cards": ["TS", "5D"]}, {"box": 5, "cards": ["9C", "2H"]}], "at_box": 2, "exposed": ["8S"]})"
            << R"({"step": "offer", "box": 5, "accepted": "0"})";
        // Box 3 holds A K, a blackjack: it takes no card (§12 α), so the offer goes on to box 6 (7 + 7 = 14).
        QTest::newRow("§7 ¶2: a blackjack takes no card, the box after it is offered")
            << exposed + R"("dealer": ["9H"], "boxes": [{"box": 1, "cards": ["TS", "5D"]}, {"box": 3, "cards": ["AS", "KH"]}, {"box": 6, "cards": ["7C", "7D"]}], "at_box": 1, "exposed": ["4S"]})"
            << R"({"step": "offer", "box": 6, "accepted": "0"})";
        // Box 3 refused: "η πρόταση γίνεται ... στον επόμενο παίκτη": box 4 (5 + 6 = 11).
        QTest::newRow("§7 ¶2: after a refusal, the next box")
            << exposed + R"("dealer": ["TH"], "boxes": [{"box": 2, "cards": ["TS", "5D"]}, {"box": 3, "cards": ["9C", "8H"]}, {"box": 4, "cards": ["5S", "6D"]}], "at_box": 2, "exposed": ["QS"], "refused": [3]})"
            << R"({"step": "offer", "box": 4, "accepted": "0"})";
        // At the last box there is no "επόμενος παίκτης": the dealer, on 6, must take it ("λαμβάνει υποχρεωτικά").
        QTest::newRow("§7 ¶2: at the last box the dealer takes it")
            << exposed + R"("dealer": ["6H"], "boxes": [{"box": 2, "cards": ["9C", "8H"]}, {"box": 6, "cards": ["TS", "3D"]}], "at_box": 6, "exposed": ["5C"]})"
            << R"({"step": "hit", "box": 0, "accepted": "0"})";
        // Boxes 4 and 7 both refused: nobody takes it, the dealer on 9 takes it.
        QTest::newRow("§7 ¶2: every following box refused, the dealer takes it")
            << exposed + R"("dealer": ["9H"], "boxes": [{"box": 1, "cards": ["TS", "5D"]}, {"box": 4, "cards": ["9C", "8H"]}, {"box": 7, "cards": ["TD", "7S"]}], "at_box": 1, "exposed": ["3C"], "refused": [4, 7]})"
            << R"({"step": "hit", "box": 0, "accepted": "0"})";
        // Two cards came out at the last box; the dealer took 5C: 6 + 5 = 11, under 17: he takes 4D too.
        QTest::newRow("§7 ¶2: the dealer under 17 takes the next exposed card")
            << exposed + R"("dealer": ["6H", "5C"], "boxes": [{"box": 3, "cards": ["TS", "5D"]}], "at_box": 3, "exposed": ["5C", "4D"]})"
            << R"({"step": "hit", "box": 0, "accepted": "0"})";
        // He took AC: 6 + A is a soft 17, he stands (§12 γ): "τα τυχόν υπόλοιπα ... καίγονται": 4D is burned.
        QTest::newRow("§7 ¶2: the dealer on a soft 17, the rest is burned")
            << exposed + R"("dealer": ["6H", "AC"], "boxes": [{"box": 3, "cards": ["TS", "5D"]}], "at_box": 3, "exposed": ["AC", "4D"]})"
            << R"({"step": "burn", "box": 0, "accepted": "0"})";
        // §16: minimum 10, maximum 100 × 10 = 1000; 1500 is over it: brought down to 1000.
        QTest::newRow("§16: a bet over the maximum is reduced to it")
            << R"({"situation": "over-limit", "chip_unit": "1", "minimum": "10", "maximum": "1000", "stake": "1500"})"
            << R"({"step": "reduce", "box": 0, "accepted": "1000"})";
        // Exactly the maximum is allowed ("μέχρι την ανώτατη επιτρεπόμενη μίζα").
        QTest::newRow("§16: a bet of exactly the maximum is accepted")
            << R"({"situation": "over-limit", "chip_unit": "1", "minimum": "10", "maximum": "1000", "stake": "1000"})"
            << R"({"step": "accept", "box": 0, "accepted": "1000"})";
        // §11: maximum 50 × 10 = 500; 200 + 100 = 300, within it: the first standing bettor bets.
        QTest::newRow("§11: a first standing bettor within the maximum")
            << R"({"situation": "standing-bettor", "chip_unit": "1", "minimum": "10", "maximum": "500", "bettors": [{"stake": "200"}], "stake": "100"})"
            << R"({"step": "accept", "box": 0, "accepted": "100"})";
        // A second: 200 + 100 + 150 = 450 ≤ 500, "μέχρι δύο (2) το πολύ".
        QTest::newRow("§11: a second standing bettor within the maximum")
            << R"({"situation": "standing-bettor", "chip_unit": "1", "minimum": "10", "maximum": "500", "bettors": [{"stake": "200"}, {"stake": "100"}], "stake": "150"})"
            << R"({"step": "accept", "box": 0, "accepted": "150"})";
        // A third standing bettor: refused whatever the amount (50 + 20 + 10 + 10 = 90 is far under 500).
        QTest::newRow("§11: a third standing bettor is refused")
            << R"({"situation": "standing-bettor", "chip_unit": "1", "minimum": "10", "maximum": "500", "bettors": [{"stake": "50"}, {"stake": "20"}, {"stake": "10"}], "stake": "10"})"
            << R"({"step": "refuse", "box": 0, "accepted": "0"})";
        // 300 + 100 + 200 = 600 > 500: the box has 500 − 400 = 100 left, at least the minimum: reduced to 100.
        QTest::newRow("§11: a standing bet over the box's room is reduced")
            << R"({"situation": "standing-bettor", "chip_unit": "1", "minimum": "10", "maximum": "500", "bettors": [{"stake": "300"}, {"stake": "100"}], "stake": "200"})"
            << R"({"step": "reduce", "box": 0, "accepted": "100"})";
        // 400 on the box and 100 asked: exactly 500, the box total at the maximum is accepted.
        QTest::newRow("§11: a box exactly at the maximum is accepted")
            << R"({"situation": "standing-bettor", "chip_unit": "1", "minimum": "10", "maximum": "500", "bettors": [{"stake": "400"}], "stake": "100"})"
            << R"({"step": "accept", "box": 0, "accepted": "100"})";
        // 495 on the box: 500 − 495 = 5 left, under the minimum of 10: no bet can be made, refused.
        QTest::newRow("§11: no room for the minimum, refused")
            << R"({"situation": "standing-bettor", "chip_unit": "5", "minimum": "10", "maximum": "500", "bettors": [{"stake": "495"}], "stake": "20"})"
            << R"({"step": "refuse", "box": 0, "accepted": "0"})";
        // §8: "ολοκληρώνεται η πάσα (τελευταία πάσα)": the round in which the cut card appears is completed.
        for (const char *when : {"deal", "players", "dealer"})
            QTest::addRow("§8: the cut card in the %s, the round goes on", when)
                << QStringLiteral(R"({"situation": "last-coup", "when": "%1"})").arg(QLatin1String(when))
                << R"({"step": "finish-round", "box": 0, "accepted": "0"})";
        // "αμέσως μετά τη λήξη της τελευταίας πάσας, τελειώνει η παρτίδα": the last round is called.
        QTest::newRow("§8: the round settled, the last round is called")
            << R"({"situation": "last-coup", "when": "settled"})"
            << R"({"step": "last-round", "box": 0, "accepted": "0"})";
        // "επαναλαμβάνεται εξ' αρχής η διαδικασία του ανακατέματος ... της παραγράφου 2".
        QTest::newRow("§8: after the last round, a new shuffle")
            << R"({"situation": "last-coup", "when": "called"})"
            << R"({"step": "shuffle", "box": 0, "accepted": "0"})";
    }
    void incident()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, answer);
        QCOMPARE(answerOf("blackjack.incident", scenario), answer);
        const Explanation why = topic("blackjack.incident").explain(Game::Blackjack, json(scenario), json(answer));
        QVERIFY(!why.empty());
        QVERIFY(QString::fromStdString(why.source).startsWith("art. 14 §"));
    }

    // §11, §16 say no bet stays above the maximum, not how: the dealer brings it down to the
    // room left or refuses it, and BlackjackTable takes either (tst_blackjackincidents,
    // overLimitRefused). Where solve() reduces, a refusal (nothing stays: "0") is right too;
    // where it accepts or refuses, only its answer is.
    void incidentAcceptsEitherRemedy_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("answer");
        QTest::addColumn<bool>("right");
        // Minimum 10, maximum 100 × 10 = 1000; 1500 offered: reduced to 1000, or refused.
        const QString over = R"({"situation": "over-limit", "chip_unit": "1", "minimum": "10", "maximum": "1000", "stake": "1500"})";
        QTest::newRow("§16: over the maximum, reduced to it") << over << R"({"step": "reduce", "box": 0, "accepted": "1000"})" << true;
        QTest::newRow("§16: over the maximum, refused") << over << R"({"step": "refuse", "box": 0, "accepted": "0"})" << true;
        QTest::newRow("§16: reduced to 900, not the maximum") << over << R"({"step": "reduce", "box": 0, "accepted": "900"})" << false;
        QTest::newRow("§16: refused, yet 1000 said to stay") << over << R"({"step": "refuse", "box": 0, "accepted": "1000"})" << false;
        QTest::newRow("§16: over the maximum, accepted") << over << R"({"step": "accept", "box": 0, "accepted": "1500"})" << false;
        // Maximum 50 × 10 = 500; 300 + 100 on the box leave 100: the 200 asked is reduced to 100, or refused.
        const QString room = R"({"situation": "standing-bettor", "chip_unit": "1", "minimum": "10", "maximum": "500", "bettors": [{"stake": "300"}, {"stake": "100"}], "stake": "200"})";
        QTest::newRow("§11: over the box's room, reduced") << room << R"({"step": "reduce", "box": 0, "accepted": "100"})" << true;
        QTest::newRow("§11: over the box's room, refused") << room << R"({"step": "refuse", "box": 0, "accepted": "0"})" << true;
        // Exactly the maximum is within it: accepted, not refused.
        const QString at = R"({"situation": "over-limit", "chip_unit": "1", "minimum": "10", "maximum": "1000", "stake": "1000"})";
        QTest::newRow("§16: at the maximum, refused is wrong") << at << R"({"step": "refuse", "box": 0, "accepted": "0"})" << false;
        // 495 on the box leaves 5, under the minimum of 10: only a refusal.
        const QString full = R"({"situation": "standing-bettor", "chip_unit": "5", "minimum": "10", "maximum": "500", "bettors": [{"stake": "495"}], "stake": "20"})";
        QTest::newRow("§11: no room for the minimum, reduced to 5 is wrong") << full << R"({"step": "reduce", "box": 0, "accepted": "5"})" << false;
        QTest::newRow("§11: no room for the minimum, refused") << full << R"({"step": "refuse", "box": 0, "accepted": "0"})" << true;
    }
    void incidentAcceptsEitherRemedy()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, answer);
        QFETCH(bool, right);
        const Topic &t = topic("blackjack.incident");
        const JsonValue expected = t.solve(Game::Blackjack, json(scenario));
        QCOMPARE(t.matches(Game::Blackjack, expected, json(answer)), right);
    }

    void incidentRefusals_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("says");
        const QString exposed = R"({"situation": "exposed-card", "case": "not-asked-for", )";
        QTest::newRow("no situation") << R"({"when": "deal"})" << "situation" << "";
        QTest::newRow("an unknown situation") << R"({"situation": "fire"})" << "situation" << "";
        QTest::newRow("an unknown moment of the cut card") << R"({"situation": "last-coup", "when": "later"})" << "when" << "";
        QTest::newRow("no hand at the box")
            << exposed + R"("dealer": ["6H"], "boxes": [{"box": 2, "cards": ["TS", "5D"]}], "at_box": 4, "exposed": ["8S"]})"
            << "at_box" << "no hand on box 4";
        QTest::newRow("the box at 21 asks for nothing")
            << exposed + R"("dealer": ["6H"], "boxes": [{"box": 2, "cards": ["TS", "5D", "6C"]}, {"box": 3, "cards": ["9S", "5D"]}], "at_box": 2, "exposed": ["8S"]})"
            << "at_box" << "takes no more cards";
        QTest::newRow("boxes out of deal order")
            << exposed + R"("dealer": ["6H"], "boxes": [{"box": 5, "cards": ["TS", "5D"]}, {"box": 2, "cards": ["9S", "5D"]}], "at_box": 5, "exposed": ["8S"]})"
            << "boxes[1].box" << "deal order";
        QTest::newRow("a following box has played already")
            << exposed + R"("dealer": ["6H"], "boxes": [{"box": 2, "cards": ["TS", "5D"]}, {"box": 3, "cards": ["2S", "5D", "4C"]}], "at_box": 2, "exposed": ["8S"]})"
            << "boxes[1].cards" << "two cards only";
        QTest::newRow("a refusal out of turn")
            << exposed + R"("dealer": ["6H"], "boxes": [{"box": 2, "cards": ["TS", "5D"]}, {"box": 3, "cards": ["9S", "5D"]}, {"box": 4, "cards": ["9C", "2D"]}], "at_box": 2, "exposed": ["8S"], "refused": [4]})"
            << "refused[0]" << "offered to box 3 first";
        QTest::newRow("the dealer took it before a box was offered")
            << exposed + R"("dealer": ["6H", "8S"], "boxes": [{"box": 2, "cards": ["TS", "5D"]}, {"box": 3, "cards": ["9S", "5D"]}], "at_box": 2, "exposed": ["8S", "2C"]})"
            << "dealer" << "box 3 is offered it first";
        QTest::newRow("the dealer took another card")
            << exposed + R"("dealer": ["6H", "9D"], "boxes": [{"box": 2, "cards": ["TS", "5D"]}], "at_box": 2, "exposed": ["8S", "2C"]})"
            << "dealer[1]" << "in the order they came out";
        QTest::newRow("a face-up card is never offered")
            << R"({"situation": "exposed-card", "case": "face-up", "dealer": ["6H"], "boxes": [{"box": 2, "cards": ["TS", "5D"]}, {"box": 3, "cards": ["9S", "5D"]}], "at_box": 2, "exposed": ["8S"], "refused": [3]})"
            << "refused" << "burned";
        QTest::newRow("a maximum §16 does not allow")
            << R"({"situation": "over-limit", "chip_unit": "1", "minimum": "10", "maximum": "700", "stake": "800"})"
            << "maximum" << "50, 100 or 200 times";
        QTest::newRow("a stake under the minimum")
            << R"({"situation": "over-limit", "chip_unit": "1", "minimum": "10", "maximum": "1000", "stake": "5"})"
            << "stake" << "below the table minimum";
        QTest::newRow("a stake that is no amount")
            << R"({"situation": "over-limit", "chip_unit": "1", "minimum": "10", "maximum": "1000", "stake": "lots"})"
            << "stake" << "";
        QTest::newRow("a standing bettor's bet off the chip")
            << R"({"situation": "standing-bettor", "chip_unit": "5", "minimum": "10", "maximum": "500", "bettors": [{"stake": "20"}, {"stake": "12"}], "stake": "20"})"
            << "bettors[1].stake" << "whole number of 5 chips";
        QTest::newRow("a standing bettor with nobody seated")
            << R"({"situation": "standing-bettor", "chip_unit": "1", "minimum": "10", "maximum": "500", "stake": "20"})"
            << "bettors" << "seated player";
        QTest::newRow("a box already over the maximum")
            << R"({"situation": "standing-bettor", "chip_unit": "1", "minimum": "10", "maximum": "500", "bettors": [{"stake": "400"}, {"stake": "200"}], "stake": "20"})"
            << "bettors" << "over the maximum";
    }
    void incidentRefusals()
    {
        QFETCH(QString, scenario);
        QFETCH(QString, field);
        QFETCH(QString, says);
        try {
            topic("blackjack.incident").solve(Game::Blackjack, json(scenario));
            QFAIL("solved");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
            QVERIFY2(QString::fromStdString(e.reason()).contains(says), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(InputError, topic("blackjack.incident").prompt(Game::Blackjack, json(scenario)));
    }

    // One pass of the cells asks every step, offers past a refusal and past a finished hand,
    // the dealer's first and second exposed card, and each over-limit answer.
    void incidentGeneratorCovers()
    {
        const Topic &t = topic("blackjack.incident");
        QCOMPARE(t.cellCount(Game::Blackjack), std::size_t(20));
        std::set<std::string> seen;
        for (const Question &q : generated("blackjack.incident", t.cellCount(Game::Blackjack))) {
            const JsonValue &s = q.scenario;
            std::string what = s.find("situation")->text() + " " + q.answer.find("step")->text();
            if (const JsonValue *c = s.find("case"))
                what += " " + c->text();
            if (s.find("refused"))
                what += " refused";
            if (const JsonValue *d = s.find("dealer"); d && d->items().size() > 1)
                what += " dealer-took-one";
            if (const JsonValue *b = s.find("bettors"))
                what += " bettors-" + std::to_string(b->items().size());
            if (const JsonValue *w = s.find("when"))
                what += " " + w->text();
            seen.insert(what);
        }
        for (const char *what : {"exposed-card burn face-up", "exposed-card offer not-asked-for",
                 "exposed-card offer not-asked-for refused", "exposed-card hit not-asked-for",
                 "exposed-card hit not-asked-for refused", "exposed-card hit not-asked-for dealer-took-one",
                 "over-limit reduce", "over-limit accept", "standing-bettor accept bettors-1",
                 "standing-bettor accept bettors-2", "standing-bettor refuse bettors-3", "last-coup finish-round deal",
                 "last-coup finish-round players", "last-coup finish-round dealer", "last-coup last-round settled",
                 "last-coup shuffle called"})
            QVERIFY2(seen.count(what), what);
        bool burnAfterDealer = false, reduceStanding = false, refuseNoRoom = false;
        for (const std::string &w : seen) {
            burnAfterDealer |= w.starts_with("exposed-card burn not-asked-for") && w.ends_with("dealer-took-one");
            reduceStanding |= w.starts_with("standing-bettor reduce");
            refuseNoRoom |= w == "standing-bettor refuse bettors-1" || w == "standing-bettor refuse bettors-2";
        }
        QVERIFY(burnAfterDealer);
        QVERIFY(reduceStanding);
        QVERIFY(refuseNoRoom);
    }

    // Every generated question, at every level, is answered and has a prompt key.
    void generatedQuestionsSolve_data()
    {
        QTest::addColumn<QString>("topic");
        QTest::addColumn<int>("level");
        for (const char *name :
            {"blackjack.total", "blackjack.dealer", "blackjack.payout", "blackjack.round", "blackjack.step",
                "blackjack.incident"})
            for (int level = kMinLevel; level <= kMaxLevel; ++level)
                QTest::addRow("%s at level %d", name, level) << QString(name) << level;
    }
    void generatedQuestionsSolve()
    {
        QFETCH(QString, topic);
        QFETCH(int, level);
        const Topic &t = ::topic(topic);
        const QByteArray name = topic.toUtf8();
        std::size_t n = 0;
        generateQuestions(t, Game::Blackjack, 2 * t.cellCount(Game::Blackjack), 7, level,
            [&](Question &q, const Prompt &p) {
                ++n;
                QVERIFY(p.key.starts_with(name.constData()));
                QCOMPARE(QString::fromStdString(t.solve(Game::Blackjack, q.scenario).dump()),
                    QString::fromStdString(q.answer.dump()));
                t.validateAnswer(Game::Blackjack, q.answer);
                if (level == 1 && q.scenario.find("chip_unit")) {
                    const Money chip = Money::parseCanonical(q.scenario.find("chip_unit")->text());
                    QVERIFY(chip == Money::fromInteger(1) || chip == Money::fromInteger(5));
                }
            });
        QCOMPARE(n, 2 * t.cellCount(Game::Blackjack));
    }
};

QTEST_APPLESS_MAIN(TestBlackjackTopics)
#include "tst_blackjacktopics.moc"
