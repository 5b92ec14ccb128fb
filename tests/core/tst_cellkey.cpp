#include "InputError.h"
#include "bank/Json.h"
#include "bank/TopicRegistry.h"

#include <QtTest>

using namespace croupier;

namespace {
JsonValue json(const QString &text) { return parseJson(text.toStdString()); }
Game game(const QString &name) { return *gameFromName(name.toStdString()); }
const Topic &topicNamed(const QString &name) { return *TopicRegistry::builtin().find(name.toStdString()); }
/// The topic's heat-map key of @p scenario as stored, "" when it has none.
std::string heatCellKey(Game game, const QString &topic, const JsonValue &scenario)
{
    const std::optional<CellKey> key = topicNamed(topic).cellKey(game, scenario);
    return key ? key->text() : std::string();
}
} // namespace

/**
 * Topic::cellKey: the rule cell of a question, as the heat-maps of the baccarat
 * tableau and the craps layout place it (core/bank/CellKey.h); readCellKey and
 * cellWords read a stored key back and name it.
 */
class TestCellKey : public QObject
{
    Q_OBJECT

private slots:
    void keys_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("topic");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("key");
        // Banco 2 + 3 = 5; Punto 2 + 3 = 5 drew a 4.
        QTest::newRow("banco 5 against a third card 4")
            << "punto-banco" << "baccarat.draw"
            << R"({"hand": "banker", "player": ["2S", "3H", "4D"], "banker": ["2C", "3D"]})" << "banker:5:4";
        // Punto 3 + 4 = 7 stood; Banco Q + 6 = 6.
        QTest::newRow("banco 6 after Punto stood")
            << "punto-banco" << "baccarat.draw"
            << R"({"hand": "banker", "player": ["3S", "4H"], "banker": ["QC", "6D"]})" << "banker:6:x";
        // Punto T + 5 = 5.
        QTest::newRow("punto 5 decides on his two cards")
            << "punto-banco" << "baccarat.draw"
            << R"({"hand": "player", "player": ["TS", "5H"], "banker": ["4C", "KD"]})" << "player:5";
        // Punto A + 2 = 3 drew a king (0); Banco 7 + K = 7.
        QTest::newRow("a king as third card counts 0")
            << "punto-banco" << "baccarat.draw"
            << R"({"hand": "banker", "player": ["AS", "2H", "KD"], "banker": ["7C", "KH"]})" << "banker:7:0";
        // Banco 8 + 7 = 15 counts 5; Punto 9 + 6 = 15 counts 5, drew an 8.
        QTest::newRow("totals over ten count their last digit")
            << "punto-banco-no-commission" << "baccarat.draw"
            << R"({"hand": "banker", "player": ["9S", "6H", "8D"], "banker": ["8C", "7D"]})" << "banker:5:8";
        // Punto 4 + 5 = 9 counts 9; the key takes no view of whether he may draw.
        QTest::newRow("chemin de fer keys the punter the same way")
            << "chemin-de-fer" << "baccarat.draw"
            << R"({"hand": "player", "player": ["4S", "5H"], "banker": ["2C", "2D"]})" << "player:9";
        QTest::newRow("place 6 on 3-3")
            << "craps" << "craps.roll"
            << R"({"bet": "place-6", "stake": "12", "chip_unit": "1", "point": 4, "bet_point": null, "dice": [3, 3]})"
            << "place-6:6";
        QTest::newRow("place 6 on 5-1 keys the same total")
            << "craps" << "craps.roll"
            << R"({"bet": "place-6", "stake": "12", "chip_unit": "1", "point": 4, "bet_point": null, "dice": [5, 1]})"
            << "place-6:6";
        QTest::newRow("the field on 5-6")
            << "craps" << "craps.roll"
            << R"({"bet": "field", "stake": "5", "chip_unit": "1", "point": null, "bet_point": null, "dice": [5, 6]})"
            << "field:11";
        QTest::newRow("don't pass on a come-out 1-1")
            << "craps" << "craps.roll"
            << R"({"bet": "dont-pass", "stake": "10", "chip_unit": "1", "point": null, "bet_point": null, "dice": [1, 1]})"
            << "dont-pass:2";
        // 2 + 3 = 5 on two cards.
        QTest::newRow("a baccarat total keys its cards and point")
            << "punto-banco" << "baccarat.total" << R"({"cards": ["2S", "3H"]})" << "2:5";
        // 7 + 8 + K = 15 counts 5, on three cards.
        QTest::newRow("a three-card baccarat total over ten")
            << "deux-tableaux" << "baccarat.total" << R"({"cards": ["7H", "8S", "KD"]})" << "3:5";
        // Punto 3 + 4 = 7 stands; Banco Q + 6 = 6 stands when Punto stood (art. 15 §12).
        QTest::newRow("a coup where Punto stood")
            << "punto-banco" << "baccarat.coup"
            << R"({"player": ["3S", "4H"], "banker": ["QC", "6D"]})" << "7:6:x";
        // Punto 3 + 2 = 5 draws a 4; Banco K + 5 = 5 draws on a 4.
        QTest::newRow("a coup keys Punto's third card")
            << "punto-banco" << "baccarat.coup"
            << R"({"player": ["3S", "2H", "4D"], "banker": ["KC", "5D", "2S"]})" << "5:5:4";
        QTest::newRow("a craps layout on a come-out 3-4")
            << "craps" << "craps.layout"
            << R"({"point": null, "chip_unit": "1", "dice": [3, 4], "bets": []})" << "come-out:7";
        QTest::newRow("a craps layout on a hard 8 with the point 6")
            << "craps" << "craps.layout"
            << R"({"point": 6, "chip_unit": "1", "dice": [4, 4], "bets": []})" << "6:8-hard";
        QTest::newRow("a craps layout on an easy 4")
            << "craps" << "craps.layout"
            << R"({"point": 10, "chip_unit": "1", "dice": [1, 3], "bets": []})" << "10:4-easy";
        // A 6: two cards, hard 7 counting the ace 1, one ace.
        QTest::newRow("a blackjack total keys cards, hard total and aces")
            << "blackjack" << "blackjack.total" << R"({"cards": ["AS", "6H"]})" << "2:7:1";
        // A A 9: hard 11, two aces.
        QTest::newRow("two aces or more are one part")
            << "blackjack" << "blackjack.total" << R"({"cards": ["AS", "AD", "9C"]})" << "3:11:2";
        QTest::newRow("the dealer's soft 17")
            << "blackjack" << "blackjack.dealer" << R"({"dealer": ["AS", "6H"]})" << "2:7:1";
        QTest::newRow("baccarat.draw asked of a craps table has none")
            << "craps" << "baccarat.draw"
            << R"({"hand": "player", "player": ["TS", "5H"], "banker": ["4C", "KD"]})" << "";
    }
    void keys()
    {
        QFETCH(QString, game);
        QFETCH(QString, topic);
        QFETCH(QString, scenario);
        QFETCH(QString, key);
        const std::string got = heatCellKey(::game(game), topic, json(scenario));
        QCOMPARE(QString::fromStdString(got), key);
        if (key.isEmpty())
            return;
        // The topic reads its own key back into the same parts.
        const std::optional<CellKey> back = topicNamed(topic).readCellKey(got);
        QVERIFY(back);
        QCOMPARE(*back, *topicNamed(topic).cellKey(::game(game), json(scenario)));
    }

    void partsAndWords_data()
    {
        QTest::addColumn<QString>("topic");
        QTest::addColumn<QString>("stored");
        QTest::addColumn<QStringList>("parts");   // name=value, in order
        QTest::addColumn<QString>("words");       // sentence key, then its arguments
        QTest::newRow("banco 5 against a third card 4") << "baccarat.draw" << "banker:5:4"
            << QStringList{"hand=banker", "total=5", "third=4"} << "cell.baccarat.draw.banker 5 4";
        QTest::newRow("banco 6 after Punto stood") << "baccarat.draw" << "banker:6:x"
            << QStringList{"hand=banker", "total=6", "third=x"} << "cell.baccarat.draw.banker-stood 6";
        QTest::newRow("punto 5") << "baccarat.draw" << "player:5" << QStringList{"hand=player", "total=5"}
                                 << "cell.baccarat.draw.player 5";
        // The regulation's term of the bet, as CrapsRules labels it.
        QTest::newRow("place 6 on a 6") << "craps.roll" << "place-6:6" << QStringList{"bet=place-6", "total=6"}
                                        << "cell.craps.roll PLACE 6 (RIGHT BET) 6";
        QTest::newRow("the field on 11") << "craps.roll" << "field:11" << QStringList{"bet=field", "total=11"}
                                         << "cell.craps.roll FIELD 11";
    }
    void partsAndWords()
    {
        QFETCH(QString, topic);
        QFETCH(QString, stored);
        QFETCH(QStringList, parts);
        QFETCH(QString, words);
        const std::optional<CellKey> key = topicNamed(topic).readCellKey(stored.toStdString());
        QVERIFY(key);
        QStringList got;
        for (const CellKey::Part &p : key->parts)
            got << QString::fromStdString(p.name + "=" + p.value);
        QCOMPARE(got, parts);
        QCOMPARE(QString::fromStdString(key->text()), stored);
        const Prompt prompt = topicNamed(topic).cellWords(Game::PuntoBanco, *key);
        QStringList said{QString::fromStdString(prompt.key)};
        for (const Prompt::Arg &a : prompt.args)
            said << QString::fromStdString(a.text);
        QCOMPARE(said.join(' '), words);
    }

    void foreignKeysAreNotRead_data()
    {
        QTest::addColumn<QString>("topic");
        QTest::addColumn<QString>("stored");
        QTest::newRow("a craps key is no tableau cell") << "baccarat.draw" << "place-6:6";
        QTest::newRow("banker with two parts") << "baccarat.draw" << "banker:5";
        QTest::newRow("player with three parts") << "baccarat.draw" << "player:5:4";
        QTest::newRow("an empty part") << "baccarat.draw" << "banker::4";
        QTest::newRow("a tableau key is no craps cell") << "craps.roll" << "banker:5:4";
        QTest::newRow("a numbered cell") << "craps.roll" << "17";
        QTest::newRow("a baccarat total of one part") << "baccarat.total" << "5";
        QTest::newRow("a baccarat total of four cards") << "baccarat.total" << "4:5";
        QTest::newRow("a baccarat point of 10") << "baccarat.total" << "2:10";
        QTest::newRow("a burn of a card that is none") << "baccarat.burn" << "1";
        QTest::newRow("a craps roll the layout cannot have") << "craps.layout" << "6:8";
        QTest::newRow("odds without a point") << "craps.maximum" << "pass-odds";
        QTest::newRow("a point on a bet without odds") << "craps.maximum" << "field:4";
        QTest::newRow("a payout result of a pair bet") << "baccarat.payout" << "player-pair:tie";
        QTest::newRow("a step of no stage") << "blackjack.step" << "deal:ace";
        QTest::newRow("an incident the topic has not") << "blackjack.incident" << "dealer-bust";
    }
    void foreignKeysAreNotRead()
    {
        QFETCH(QString, topic);
        QFETCH(QString, stored);
        QVERIFY(!topicNamed(topic).readCellKey(stored.toStdString()));
    }

    void malformedScenariosNameTheField_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("topic");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("field");
        QTest::newRow("no hand") << "punto-banco" << "baccarat.draw"
                                 << R"({"player": ["TS", "5H"], "banker": ["4C", "KD"]})" << "hand";
        QTest::newRow("a third Banco card") << "punto-banco" << "baccarat.draw"
                                            << R"({"hand": "banker", "player": ["TS", "5H"], "banker": ["4C", "KD", "2S"]})"
                                            << "banker";
        QTest::newRow("Punto with three cards when he is asked")
            << "punto-banco" << "baccarat.draw"
            << R"({"hand": "player", "player": ["TS", "5H", "2D"], "banker": ["4C", "KD"]})" << "player";
        QTest::newRow("a card that is not one") << "punto-banco" << "baccarat.draw"
                                                << R"({"hand": "banker", "player": ["TS", "5H", "1D"], "banker": ["4C", "KD"]})"
                                                << "player[2]";
        QTest::newRow("no dice") << "craps" << "craps.roll" << R"({"bet": "field"})" << "dice";
        QTest::newRow("one die") << "craps" << "craps.roll" << R"({"bet": "field", "dice": [3]})" << "dice";
        QTest::newRow("a die showing 7") << "craps" << "craps.roll" << R"({"bet": "field", "dice": [3, 7]})" << "dice[1]";
        QTest::newRow("a die showing 0") << "craps" << "craps.roll" << R"({"bet": "field", "dice": [0, 2]})" << "dice[0]";
        QTest::newRow("a die as text") << "craps" << "craps.roll" << R"({"bet": "field", "dice": ["3", 2]})" << "dice[0]";
        QTest::newRow("place 7 is no bet") << "craps" << "craps.roll" << R"({"bet": "place-7", "dice": [3, 4]})" << "bet";
    }
    void malformedScenariosNameTheField()
    {
        QFETCH(QString, game);
        QFETCH(QString, topic);
        QFETCH(QString, scenario);
        QFETCH(QString, field);
        try {
            heatCellKey(::game(game), topic, json(scenario));
            QFAIL("a malformed scenario was given a key");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
    }
};

QTEST_APPLESS_MAIN(TestCellKey)
#include "tst_cellkey.moc"
