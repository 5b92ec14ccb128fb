// Each topic's own "why" (Topic::explain, issue 13 item 4): the sentence it gives
// for a scenario, rendered in English as the app renders it before translation,
// and the paragraph. Every expectation is worked from the rule texts
// (../shared/rules: art. 14, 15, 16; RULINGS.md), not copied from the output.
#include "EnglishWords.h"
#include "bank/Json.h"
#include "bank/Question.h"
#include "bank/Topic.h"
#include "bank/TopicRegistry.h"
#include "bank/Words.h"

#include <QtTest>

using namespace croupier;

class TestTopicExplain : public QObject
{
    Q_OBJECT

private slots:
    void explainsByTheRule_data()
    {
        QTest::addColumn<QString>("topic");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("source");

        // art. 15 §13: court cards and tens count 0, the point is the last digit.
        QTest::newRow("baccarat.total 7H KD 5S is 2")
            << "baccarat.total"
            << "punto-banco"
            << R"({"cards": ["7H", "KD", "5S"]})"
            << "Tens and court cards count zero, the ace one; the point is the last digit of the sum: 7 + 0 "
               "+ 5 = 12, so 2."
            << "art. 15 §13";
        QTest::newRow("baccarat.total AS 9C is 0") << "baccarat.total"
                                                   << "chemin-de-fer"
                                                   << R"({"cards": ["AS", "9C"]})"
                                                   << "Tens and court cards count zero, the ace one; the "
                                                      "point is the last digit of the sum: 1 + 9 = 10, so 0."
                                                   << "art. 15 §13";
        // art. 15 §10 α: Punto with 0 to 5 draws; the paragraph is in the sentence.
        QTest::newRow("baccarat.draw Punto 5 draws (§10 α)")
            << "baccarat.draw"
            << "punto-banco"
            << R"({"hand": "player", "player": ["2H", "3S"], "banker": ["4C", "2D"]})"
            << "Punto with 5 must draw a third card (art. 15 §10 α)."
            << "";
        QTest::newRow("baccarat.draw chemin de fer: the player, not Punto")
            << "baccarat.draw"
            << "chemin-de-fer"
            << R"({"hand": "player", "player": ["2H", "3S"], "banker": ["4C", "2D"]})"
            << "The player with 5"
            << "";
        // art. 15 §13: the point nearer nine wins; equal points are an Egalité.
        QTest::newRow("baccarat.coup Punto 7 beats Banco 6")
            << "baccarat.coup"
            << "punto-banco"
            << R"({"player": ["7H", "TS"], "banker": ["2C", "4D"]})"
            << "Punto has 7 (7 + 0 = 7 → 7), Banco has 6 (2 + 4 = 6 → 6): Punto is nearer nine and wins."
            << "art. 15 §13";
        QTest::newRow("baccarat.coup chemin de fer 6 against 6")
            << "baccarat.coup"
            << "chemin-de-fer"
            << R"({"player": ["6H", "KS"], "banker": ["3C", "3D"]})"
            << "the player has 6 (6 + 0 = 6 → 6), the banker has 6 (3 + 3 = 6 → 6): equal points are an "
               "Egalité."
            << "art. 15 §13";
        // art. 15 §14 β: Banco even money less 5 %, rounded down to the chip (RULINGS).
        QTest::newRow("baccarat.payout Banco wins with commission (§14 β)")
            << "baccarat.payout"
            << "punto-banco"
            << R"({"bet": "banker", "stake": "20", "chip_unit": "1", "player": ["2H", "3S", "TC"], "banker": ["4C", "3D"]})"
            << "Banco wins and pays even money less the 5% commission (γκανιότα), which is rounded down to "
               "the chip unit. "
               "Amounts off the chip unit are rounded down to it, in the player's favour."
            << "art. 15 §14 β";
        // art. 15 §14 γ: on an Egalité, Punto and Banco bets are neither won nor lost.
        QTest::newRow("baccarat.payout Punto on an Egalité is a push (§14 γ)")
            << "baccarat.payout"
            << "punto-banco"
            << R"({"bet": "player", "stake": "20", "chip_unit": "1", "player": ["6H", "KS"], "banker": ["3C", "3D"]})"
            << "On an Egalité the bets on Punto and on Banco are neither won nor lost: the stake goes back."
            << "art. 15 §14 γ";
        QTest::newRow("baccarat.cagnotte is 5% (§7)")
            << "baccarat.cagnotte"
            << "chemin-de-fer"
            << R"({"banker_win": "100", "chip_unit": "1"})"
            << "The casino keeps a cagnotte (γκανιότα) of 5% of the banker's winnings, rounded down to the "
               "chip unit."
            << "art. 15 §7";
        QTest::newRow("baccarat.burn counts the first card (§9)") << "baccarat.burn"
                                                                  << "punto-banco"
                                                                  << R"({"first": "7H"})"
                                                                  << "the first card included."
                                                                  << "art. 15 §9";

        // art. 16 §10 δ(1): PLACE 6 pays 7:6; 12 pays 14.
        QTest::newRow("craps.roll PLACE 6 wins 7:6")
            << "craps.roll"
            << "craps"
            << R"({"bet": "place-6", "stake": "12", "chip_unit": "1", "point": 4, "bet_point": null, "working": false, "dice": [3, 3]})"
            << "PLACE 6 (RIGHT BET) wins on a 6 (3-3) and pays 7:6: 12 pays 14."
            << "art. 16 §10 δ(1)";
        // art. 16 §10 α(5): FIELD pays double on 2.
        QTest::newRow("craps.roll FIELD pays double on 2")
            << "craps.roll"
            << "craps"
            << R"({"bet": "field", "stake": "5", "chip_unit": "1", "point": null, "bet_point": null, "working": false, "dice": [1, 1]})"
            << "FIELD wins on a 2 (1-1) and pays 2:1: 5 pays 10."
            << "art. 16 §10 α(5)";
        // art. 16 §10 α(1): a come-out 6 becomes the point.
        QTest::newRow("craps.roll come-out 6 is the point")
            << "craps.roll"
            << "craps"
            << R"({"bet": "pass", "stake": "10", "chip_unit": "1", "point": null, "bet_point": null, "working": false, "dice": [2, 4]})"
            << "A 6 on the come-out becomes the POINT: the puck goes ON the 6, and WIN stays until the point "
               "or a 7 decides it."
            << "art. 16 §10 α(1)";
        // art. 16 §10: losers collected first; a 7 with the point on is a seven-out.
        QTest::newRow("craps.layout seven-out collects WIN")
            << "craps.layout"
            << "craps"
            << R"({"point": 6, "chip_unit": "1", "bets": [{"seat": 1, "bet": "pass", "stake": "10", "bet_point": null}], "dice": [3, 4]})"
            << "The dice show 7 (3-4). Collected first, 10: #1 WIN: 10. No bet wins: nothing is paid. "
               "A 7 with the point on is a seven-out: the puck goes OFF and the dice pass to the next player."
            << "art. 16 §10";
        // art. 16 §8: a die off the table: "No Roll", nothing settled.
        QTest::newRow("craps.incident a die off the table is No Roll (§8)")
            << "craps.incident"
            << "craps"
            << R"({"situation": "voided-throw", "cause": "off-table", "dice": [6, 1]})"
            << "the stickman calls No Roll. The throw decides nothing"
            << "art. 16 §8";
        // art. 16 §10 α, last paragraph: WIN and COME are not withdrawn.
        QTest::newRow("craps.incident WIN is not taken down (§10 α)")
            << "craps.incident"
            << "craps"
            << R"({"situation": "take-down", "bet": "pass", "point": 5})"
            << "Bets on WIN and COME cannot be withdrawn: they play until they win or lose."
            << "art. 16 §10 α";
        // art. 16 §10 δ(1): a place bet may stay or come down; its own paragraph.
        QTest::newRow("craps.incident PLACE 6 comes down (§10 δ(1))")
            << "craps.incident"
            << "craps"
            << R"({"situation": "take-down", "bet": "place-6", "point": 5})"
            << "PLACE 6 (RIGHT BET) is neither WIN nor COME and has no odds behind it"
            << "art. 16 §10 δ(1)";
        // art. 16 §9: the shooter bets on WIN or DON'T WIN before throwing.
        QTest::newRow("craps.incident a shooter with FIELD only bets on the line first (§9)")
            << "craps.incident"
            << "craps"
            << R"({"situation": "dice-come", "declines": false, "shooter_bets": ["field"]})"
            << "The shooter must have a bet on WIN or DON'T WIN before he throws"
            << "art. 16 §9";

        // art. 14 §12 β: 21 on the first two cards is a blackjack.
        QTest::newRow("blackjack.total A K is a blackjack")
            << "blackjack.total"
            << "blackjack"
            << R"({"cards": ["AS", "KD"]})"
            << "A + K = 21 on the first two cards: a blackjack."
            << "art. 14 §12 β";
        // art. 14 §12 γ: the ace counts 11 when that makes 17 to 21: stand on soft 17.
        QTest::newRow("blackjack.dealer soft 17 stands (§12 γ)")
            << "blackjack.dealer"
            << "blackjack"
            << R"({"dealer": ["AH", "6C"]})"
            << "A + 6 = soft 17: the ace must count 11 when that makes 17 to 21, so the dealer stands on 17 "
               "(art. 14 §12 γ)."
            << "art. 14 §12 γ";
        QTest::newRow("blackjack.dealer 16 draws (§12 γ)")
            << "blackjack.dealer"
            << "blackjack"
            << R"({"dealer": ["TH", "6C"]})"
            << "The dealer has 10 + 6 = 16: he must draw on 16 or less."
            << "art. 14 §12 γ";
        // art. 14 §12 β: against a 2 to 9 the blackjack is paid at once, 3 to 2;
        // 25 × 3/2 = 37.5, rounded down to the chip of 1 (RULINGS): 37.
        QTest::newRow("blackjack.payout blackjack paid at once, rounded down")
            << "blackjack.payout"
            << "blackjack"
            << R"({"bet": "main", "stake": "25", "chip_unit": "1", "player": ["AH", "KD"], "from_split": false, "dealer": ["6C"]})"
            << "The dealer's 6 cannot make a blackjack, so the blackjack is paid at once. Blackjack pays 3 "
               "to 2: "
               "25 pays 37.5, rounded down to the chip: 37."
            << "art. 14 §12 β";
        // art. 14 §13: insurance is offered when the dealer's first card is an ace.
        QTest::newRow("blackjack.step ace up: offer insurance (§13)")
            << "blackjack.step"
            << "blackjack"
            << R"({"dealer": ["AD"], "player": ["QH", "7D"], "insurance_offered": false})"
            << "The dealer's first card is an ace: after the players' second cards he offers insurance"
            << "art. 14 §13";
        // RULINGS, "Table limits and chips": the fewest chips the float allows.
        QTest::newRow("chips.pay 40 with 20 and 25 is 20 + 20, greedy one more")
            << "chips.pay"
            << "craps"
            << R"({"amount": "40", "float": ["1", "5", "10", "20", "25", "100", "500"], "chip_unit": "1"})"
            << "40 in the fewest chips of the float: 2 × 20, 2 chips. Taking the largest chip first gives 1 × 25, "
               "1 × 10, 1 × 5, 3 chips: more than the fewest."
            << "RULINGS, Table limits and chips";
        QTest::newRow("chips.pay 40 from the default float is 25 + 10 + 5")
            << "chips.pay"
            << "blackjack"
            << R"({"amount": "40", "float": ["0.5", "1", "2.5", "5", "10", "25", "100", "500", "1000"], "chip_unit": "0.5"})"
            << "40 in the fewest chips of the float: 1 × 25, 1 × 10, 1 × 5, 3 chips. A payment is worth exactly"
            << "RULINGS, Table limits and chips";
    }
    void explainsByTheRule()
    {
        QFETCH(QString, topic);
        QFETCH(QString, game);
        QFETCH(QString, scenario);
        QFETCH(QString, text);
        QFETCH(QString, source);

        const Topic *t = TopicRegistry::builtin().find(topic.toStdString());
        QVERIFY(t);
        const Game g = *gameFromName(game.toStdString());
        const JsonValue s = parseJson(scenario.toStdString());
        const Explanation why = t->explain(g, s, t->solve(g, s));
        QStringList sentences;
        for (const Words &w : why.sentences)
            sentences << english(w);
        const QString said = sentences.join(QLatin1Char(' '));
        QVERIFY2(said.contains(text), qPrintable(said));
        QCOMPARE(QString::fromStdString(why.source), source);
    }

    // Every topic explains each of its games: a generated question of each gets
    // sentences (no topic is left without its own "why").
    void everyTopicExplains()
    {
        for (const Topic *t : TopicRegistry::builtin().topics())
            for (const Game g : t->games())
                generateQuestions(*t, g, 3, 7, kMaxLevel, [&](Question &q, const Prompt &) {
                    const Explanation why = t->explain(g, q.scenario, q.answer);
                    QVERIFY2(!why.empty(), qPrintable(QString::fromStdString(std::string(t->name()))));
                });
    }
};

QTEST_APPLESS_MAIN(TestTopicExplain)
#include "tst_topicexplain.moc"
