#include "InputError.h"
#include "bank/Json.h"
#include "RegisteredTopic.h"
#include "bank/TopicRegistry.h"
#include "chips/FewestChips.h"

#include <QtTest>

#include <functional>
#include <set>

using namespace croupier;

namespace {
const Topic &topic(const char *name) { return registeredTopic(name); }

JsonValue scenarioWithCards(const QStringList &cards)
{
    JsonValue arr = JsonValue::array();
    for (const QString &c : cards)
        arr.push(JsonValue::string(c.toStdString()));
    JsonValue s = JsonValue::object();
    s.set("cards", arr);
    return s;
}

int intField(const JsonValue &answer, const char *name) { return std::stoi(answer.find(name)->text()); }

Game gameNamed(const QString &name) { return *gameFromName(name.toStdString()); }
JsonValue json(const QString &text) { return parseJson(text.toStdString()); }

/// The field an InputError of @p solve names, or "accepted" when it throws none.
QString refusedField(const std::function<void()> &solve)
{
    try {
        solve();
    } catch (const InputError &e) {
        return QString::fromStdString(e.field());
    }
    return QStringLiteral("accepted");
}
} // namespace

/// baccarat.total and baccarat.burn: answers from the rules, and generators that cover every cell.
class TestBaccaratTopics : public QObject
{
    Q_OBJECT

private slots:
    // art. 15 §13, manual §2-3: A=1, 2-9 face value, T J Q K = 0; only the last digit counts.
    void totalIsThePoint_data()
    {
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<int>("total");
        QTest::newRow("5 and 8 make 13, which counts 3") << QStringList{"5H", "8S"} << 3;
        QTest::newRow("king and queen count 0") << QStringList{"KH", "QS"} << 0;
        QTest::newRow("ten and nine is a natural 9") << QStringList{"TD", "9C"} << 9;
        QTest::newRow("ace and seven is 8") << QStringList{"AD", "7C"} << 8;
        QTest::newRow("two aces are 2") << QStringList{"AS", "AH"} << 2;
        QTest::newRow("9 and 9 make 18, which counts 8") << QStringList{"9S", "9H"} << 8;
        QTest::newRow("three cards 9 9 9 make 27, which counts 7") << QStringList{"9S", "9H", "9D"} << 7;
        QTest::newRow("three cards 4 3 jack make 7") << QStringList{"4S", "3H", "JD"} << 7;
        QTest::newRow("three cards 5 5 ten make 0") << QStringList{"5S", "5H", "TD"} << 0;
        QTest::newRow("three cards 6 7 ace make 14, which counts 4") << QStringList{"6S", "7H", "AD"} << 4;
    }
    void totalIsThePoint()
    {
        QFETCH(QStringList, cards);
        QFETCH(int, total);
        const Topic &t = topic("baccarat.total");
        QCOMPARE(intField(t.solve(Game::PuntoBanco, scenarioWithCards(cards)), "total"), total);
    }

    void totalRefusesBadHands_data()
    {
        QTest::addColumn<QStringList>("cards");
        QTest::addColumn<QString>("field");
        QTest::newRow("one card is not a hand") << QStringList{"5H"} << "cards";
        QTest::newRow("four cards are too many") << QStringList{"5H", "5S", "5D", "5C"} << "cards";
        QTest::newRow("a card that does not exist") << QStringList{"5H", "ZZ"} << "cards[1]";
    }
    void totalRefusesBadHands()
    {
        QFETCH(QStringList, cards);
        QFETCH(QString, field);
        QCOMPARE(refusedField([&] { topic("baccarat.total").solve(Game::PuntoBanco, scenarioWithCards(cards)); }), field);
    }

    // art. 15 §9 as RULINGS reads it: the first card's number is the burn, itself included.
    void burnCountsTheFirstCard_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<int>("burn");
        QTest::newRow("ace burns 1, itself") << "AS" << 1;
        QTest::newRow("2 burns 2") << "2H" << 2;
        QTest::newRow("3 burns 3") << "3D" << 3;
        QTest::newRow("4 burns 4") << "4C" << 4;
        QTest::newRow("5 burns 5") << "5S" << 5;
        QTest::newRow("6 burns 6") << "6H" << 6;
        QTest::newRow("7 burns 7 in all, not 8") << "7D" << 7;
        QTest::newRow("8 burns 8") << "8C" << 8;
        QTest::newRow("9 burns 9") << "9S" << 9;
        QTest::newRow("ten burns 10") << "TH" << 10;
        QTest::newRow("jack burns 10") << "JD" << 10;
        QTest::newRow("queen burns 10") << "QC" << 10;
        QTest::newRow("king burns 10") << "KS" << 10;
    }
    void burnCountsTheFirstCard()
    {
        QFETCH(QString, first);
        QFETCH(int, burn);
        JsonValue s = JsonValue::object();
        s.set("first", JsonValue::string(first.toStdString()));
        QCOMPARE(intField(topic("baccarat.burn").solve(Game::CheminDeFer, s), "burn"), burn);
    }

    void topicsServeEveryBaccaratGame_data()
    {
        QTest::addColumn<QString>("topic");
        QTest::addColumn<QString>("game");
        QTest::addColumn<bool>("served");
        for (const char *t : {"baccarat.total", "baccarat.burn"}) {
            for (const char *g : {"punto-banco", "punto-banco-no-commission", "punto-banco-super-six", "chemin-de-fer",
                                  "deux-tableaux"})
                QTest::newRow(qPrintable(QString("%1 is asked for %2").arg(t, g))) << t << g << true;
            for (const char *g : {"craps", "blackjack"})
                QTest::newRow(qPrintable(QString("%1 is not asked for %2").arg(t, g))) << t << g << false;
        }
    }
    void topicsServeEveryBaccaratGame()
    {
        QFETCH(QString, topic);
        QFETCH(QString, game);
        QFETCH(bool, served);
        QCOMPARE(::topic(qPrintable(topic)).supports(*gameFromName(game.toStdString())), served);
    }

    // One block of cellCount questions asks every cell once: both hand sizes with
    // every point 0-9, every rank for the burn.
    void totalGeneratorCoversEveryCell()
    {
        std::set<std::pair<std::size_t, int>> seen;
        generateQuestions(topic("baccarat.total"), Game::PuntoBanco, 20, 5, 1, [&](Question &q, const Prompt &) {
            seen.insert({q.scenario.find("cards")->items().size(), intField(q.answer, "total")});
        });
        QCOMPARE(seen.size(), std::size_t{20});
        for (std::size_t n : {2u, 3u})
            for (int p = 0; p <= 9; ++p)
                QVERIFY(seen.count({n, p}));
    }

    void burnGeneratorCoversEveryRank()
    {
        std::set<char> ranks;
        generateQuestions(topic("baccarat.burn"), Game::PuntoBanco, 13, 11, 1, [&](Question &q, const Prompt &) {
            ranks.insert(q.scenario.find("first")->text()[0]);
        });
        QCOMPARE(ranks.size(), std::size_t{13});
    }

    void sameSeedSameBank()
    {
        auto bank = [](std::uint64_t seed) {
            std::string out;
            generateQuestions(topic("baccarat.total"), Game::CheminDeFer, 50, seed, 1,
                              [&](Question &q, const Prompt &) { out += q.toJson().dump() + "\n"; });
            return out;
        };
        QCOMPARE(bank(9), bank(9));
        QVERIFY(bank(9) != bank(10));
    }

    void generatedIdsAreNumberedFromOne()
    {
        std::vector<std::string> ids;
        generateQuestions(topic("baccarat.burn"), Game::PuntoBanco, 3, 1, 1,
                          [&](Question &q, const Prompt &) { ids.push_back(q.id); });
        QCOMPARE(ids, (std::vector<std::string>{"b-000001", "b-000002", "b-000003"}));
    }

    // baccarat.limit: what of an offered stake may stay on the layout (art. 15 §19;
    // chemin de fer and deux tableaux §6; RULINGS, table limits). Every cell of every
    // game, worked from the paragraph:
    // - Punto Banco, table 5 to 500, chips of 0.5: Punto and Banco up to 500; Egalité
    //   500 / 8 = 62.5, a whole number of 0.5 chips ("eighth"); pairs and Super Six
    //   with no house cap the Egalité maximum, 62.5; with a house cap of 40, 40.
    // - Table 3 to 300, chips of 1: 300 / 8 = 37.5, rounded down to the chip: 37
    //   ("eighth-rounded"); a pair with no house cap is also 37.
    // - Under the maximum the stake stays as offered; at it, stays; over it, the
    //   dealer reduces it to the maximum (§4, before the deal).
    // - Chemin de fer (§6, the bank is the limit): a bank of 300, alone (banco): 300;
    //   after punters of 100 and 50: 300 - 150 = 150.
    // - Deux tableaux (§6): a limited bank of 200: 200; an unlimited bank: the offer stays.
    void limitAllowsUpToTheMaximum_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("allowed");
        QTest::addColumn<QString>("cell");
        const QString pb = R"({"bet": "%1", "offered": "%2", "minimum": "5", "maximum": "500", "chip_unit": "0.5"%3})";
        const QString pb3 = R"({"bet": "%1", "offered": "%2", "minimum": "3", "maximum": "300", "chip_unit": "1"%3})";
        const QString house = R"(, "side_maximum": "40")";
        struct Row { const char *name; const char *game; QString scenario; const char *allowed; const char *cell; };
        const Row rows[] = {
            {"Punto under the table maximum stays", "punto-banco", pb.arg("player", "120", ""), "120", "player:table:under"},
            {"Punto at the table maximum stays", "punto-banco", pb.arg("player", "500", ""), "500", "player:table:at"},
            {"Punto over the table maximum is reduced to 500", "punto-banco", pb.arg("player", "525", ""), "500", "player:table:over"},
            {"Banco under the maximum, No Commission", "punto-banco-no-commission", pb.arg("banker", "499.5", ""), "499.5", "banker:table:under"},
            {"Banco at the maximum, No Commission", "punto-banco-no-commission", pb.arg("banker", "500", ""), "500", "banker:table:at"},
            {"Banco over the maximum, Super Six", "punto-banco-super-six", pb.arg("banker", "550", ""), "500", "banker:table:over"},
            {"Egalité under one eighth", "punto-banco", pb.arg("tie", "62", ""), "62", "tie:eighth:under"},
            // The table minimum (5) is the main bets'; a side bet of 1 stands (as at the table).
            {"an Egalité of 1, under the main bets' minimum, stands", "punto-banco", pb.arg("tie", "1", ""), "1", "tie:eighth:under"},
            {"Egalité at one eighth, 62.5", "punto-banco", pb.arg("tie", "62.5", ""), "62.5", "tie:eighth:at"},
            {"Egalité over one eighth is reduced to 62.5", "punto-banco", pb.arg("tie", "100", ""), "62.5", "tie:eighth:over"},
            {"Egalité under 37 (300 / 8 rounded down)", "punto-banco", pb3.arg("tie", "36", ""), "36", "tie:eighth-rounded:under"},
            {"Egalité at 37 (300 / 8 rounded down)", "punto-banco", pb3.arg("tie", "37", ""), "37", "tie:eighth-rounded:at"},
            {"Egalité 38 is over 37.5 rounded down to 37", "punto-banco", pb3.arg("tie", "38", ""), "37", "tie:eighth-rounded:over"},
            {"Punto pair with no house cap: Egalité's 62.5, under", "punto-banco", pb.arg("player-pair", "10", ""), "10", "player-pair:egalite:under"},
            {"Punto pair with no house cap, at 62.5", "punto-banco", pb.arg("player-pair", "62.5", ""), "62.5", "player-pair:egalite:at"},
            {"Punto pair with no house cap, over 62.5", "punto-banco-no-commission", pb.arg("player-pair", "70", ""), "62.5", "player-pair:egalite:over"},
            {"Punto pair under the house cap of 40", "punto-banco", pb.arg("player-pair", "39.5", house), "39.5", "player-pair:house:under"},
            {"Punto pair at the house cap of 40", "punto-banco", pb.arg("player-pair", "40", house), "40", "player-pair:house:at"},
            {"Punto pair over the house cap, reduced to 40 not 62.5", "punto-banco", pb.arg("player-pair", "60", house), "40", "player-pair:house:over"},
            {"Banco pair with no house cap of a 300 table, under 37", "punto-banco", pb3.arg("banker-pair", "20", ""), "20", "banker-pair:egalite:under"},
            {"Banco pair with no house cap, at 62.5", "punto-banco", pb.arg("banker-pair", "62.5", ""), "62.5", "banker-pair:egalite:at"},
            {"Banco pair with no house cap of a 300 table, 38 reduced to 37", "punto-banco", pb3.arg("banker-pair", "38", ""), "37", "banker-pair:egalite:over"},
            {"Banco pair under the house cap", "punto-banco-super-six", pb.arg("banker-pair", "5", house), "5", "banker-pair:house:under"},
            {"Banco pair at the house cap", "punto-banco", pb.arg("banker-pair", "40", house), "40", "banker-pair:house:at"},
            {"Banco pair over the house cap", "punto-banco", pb.arg("banker-pair", "45", house), "40", "banker-pair:house:over"},
            {"Super Six with no house cap, under 62.5", "punto-banco-super-six", pb.arg("super-six", "25", ""), "25", "super-six:egalite:under"},
            {"Super Six with no house cap, at 62.5", "punto-banco-super-six", pb.arg("super-six", "62.5", ""), "62.5", "super-six:egalite:at"},
            {"Super Six with no house cap, over 62.5", "punto-banco-super-six", pb.arg("super-six", "63", ""), "62.5", "super-six:egalite:over"},
            {"Super Six under the house cap", "punto-banco-super-six", pb.arg("super-six", "20", house), "20", "super-six:house:under"},
            {"Super Six at the house cap", "punto-banco-super-six", pb.arg("super-six", "40", house), "40", "super-six:house:at"},
            {"Super Six over the house cap", "punto-banco-super-six", pb.arg("super-six", "90", house), "40", "super-six:house:over"},
            {"Chemin de fer: banco under the bank of 300", "chemin-de-fer",
             R"({"bet": "player", "offered": "250", "minimum": "10", "bank": "300", "others": [], "chip_unit": "1"})", "250", "player:banco:under"},
            {"Chemin de fer: banco, the whole bank of 300", "chemin-de-fer",
             R"({"bet": "player", "offered": "300", "minimum": "10", "bank": "300", "others": [], "chip_unit": "1"})", "300", "player:banco:at"},
            {"Chemin de fer: 400 against a bank of 300 is reduced to 300", "chemin-de-fer",
             R"({"bet": "player", "offered": "400", "minimum": "10", "bank": "300", "others": [], "chip_unit": "1"})", "300", "player:banco:over"},
            {"Chemin de fer: 100 after 100 and 50 of a 300 bank (150 left)", "chemin-de-fer",
             R"({"bet": "player", "offered": "100", "minimum": "10", "bank": "300", "others": [{"stake": "100"}, {"stake": "50"}], "chip_unit": "1"})", "100", "player:bank-left:under"},
            {"Chemin de fer: 150 after 100 and 50 of a 300 bank", "chemin-de-fer",
             R"({"bet": "player", "offered": "150", "minimum": "10", "bank": "300", "others": [{"stake": "100"}, {"stake": "50"}], "chip_unit": "1"})", "150", "player:bank-left:at"},
            {"Chemin de fer: 200 after 100 and 50 of a 300 bank is reduced to 150", "chemin-de-fer",
             R"({"bet": "player", "offered": "200", "minimum": "10", "bank": "300", "others": [{"stake": "100"}, {"stake": "50"}], "chip_unit": "1"})", "150", "player:bank-left:over"},
            {"Deux tableaux: under a limited bank of 200", "deux-tableaux",
             R"({"bet": "player", "offered": "150", "minimum": "10", "maximum": "200", "chip_unit": "5"})", "150", "player:limited-bank:under"},
            {"Deux tableaux: at a limited bank of 200", "deux-tableaux",
             R"({"bet": "player", "offered": "200", "minimum": "10", "maximum": "200", "chip_unit": "5"})", "200", "player:limited-bank:at"},
            {"Deux tableaux: 300 over a limited bank of 200", "deux-tableaux",
             R"({"bet": "player", "offered": "300", "minimum": "10", "maximum": "200", "chip_unit": "5"})", "200", "player:limited-bank:over"},
            {"Deux tableaux: an unlimited bank caps nothing", "deux-tableaux",
             R"({"bet": "player", "offered": "5000", "minimum": "10", "maximum": null, "chip_unit": "5"})", "5000", "player:unlimited:any"},
        };
        for (const Row &r : rows)
            QTest::newRow(r.name) << r.game << r.scenario << r.allowed << r.cell;
    }
    void limitAllowsUpToTheMaximum()
    {
        QFETCH(QString, game);
        QFETCH(QString, scenario);
        QFETCH(QString, allowed);
        QFETCH(QString, cell);
        const Topic &t = topic("baccarat.limit");
        const JsonValue s = json(scenario);
        QCOMPARE(QString::fromStdString(t.solve(gameNamed(game), s).find("allowed")->text()), allowed);
        QCOMPARE(QString::fromStdString(t.cellKey(gameNamed(game), s)->text()), cell);
        QVERIFY(!t.explain(gameNamed(game), s, t.solve(gameNamed(game), s)).empty());
    }

    void limitRefusesMalformedScenarios_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("field");
        QTest::newRow("offered is no amount") << "punto-banco"
            << R"({"bet": "player", "offered": "lots", "minimum": "5", "maximum": "500", "chip_unit": "0.5"})" << "offered";
        QTest::newRow("offered 0") << "punto-banco"
            << R"({"bet": "player", "offered": "0", "minimum": "5", "maximum": "500", "chip_unit": "0.5"})" << "offered";
        QTest::newRow("offered off the chip") << "punto-banco"
            << R"({"bet": "player", "offered": "10.25", "minimum": "5", "maximum": "500", "chip_unit": "0.5"})" << "offered";
        QTest::newRow("maximum 1000 times the minimum (§19: 100 to 400)") << "punto-banco"
            << R"({"bet": "player", "offered": "10", "minimum": "5", "maximum": "5000", "chip_unit": "0.5"})" << "maximum";
        QTest::newRow("maximum missing at Punto Banco") << "punto-banco"
            << R"({"bet": "player", "offered": "10", "minimum": "5", "chip_unit": "0.5"})" << "maximum";
        QTest::newRow("chip unit 0") << "punto-banco"
            << R"({"bet": "player", "offered": "10", "minimum": "5", "maximum": "500", "chip_unit": "0"})" << "chip_unit";
        QTest::newRow("Super Six at the commission table") << "punto-banco"
            << R"({"bet": "super-six", "offered": "10", "minimum": "5", "maximum": "500", "chip_unit": "0.5"})" << "bet";
        QTest::newRow("a tie at chemin de fer") << "chemin-de-fer"
            << R"({"bet": "tie", "offered": "10", "minimum": "5", "bank": "100", "others": [], "chip_unit": "1"})" << "bet";
        QTest::newRow("house cap of 0") << "punto-banco"
            << R"({"bet": "player-pair", "offered": "10", "minimum": "5", "maximum": "500", "side_maximum": "0", "chip_unit": "0.5"})" << "side_maximum";
        QTest::newRow("chemin de fer without a bank") << "chemin-de-fer"
            << R"({"bet": "player", "offered": "10", "minimum": "5", "others": [], "chip_unit": "1"})" << "bank";
        QTest::newRow("others not a list") << "chemin-de-fer"
            << R"({"bet": "player", "offered": "10", "minimum": "5", "bank": "100", "others": "50", "chip_unit": "1"})" << "others";
        QTest::newRow("another punter's stake unreadable") << "chemin-de-fer"
            << R"({"bet": "player", "offered": "10", "minimum": "5", "bank": "100", "others": [{"stake": "50"}, {"stake": 5}], "chip_unit": "1"})" << "others[1].stake";
        // §19 (Punto Banco) and §6 (chemin de fer, deux tableaux): a main bet under the table
        // minimum is not placed, so what may stay of it is no question.
        QTest::newRow("a Punto bet of 1 at a minimum of 5 (§19)") << "punto-banco"
            << R"({"bet": "player", "offered": "1", "minimum": "5", "maximum": "500", "chip_unit": "0.5"})" << "offered";
        QTest::newRow("a punter's 10 at a minimum of 25 (§6)") << "chemin-de-fer"
            << R"({"bet": "player", "offered": "10", "minimum": "25", "bank": "1900", "others": [], "chip_unit": "1"})" << "offered";
        QTest::newRow("99 at deux tableaux' minimum of 100 (§6)") << "deux-tableaux"
            << R"({"bet": "player", "offered": "99", "minimum": "100", "maximum": null, "chip_unit": "1"})" << "offered";
        QTest::newRow("deux tableaux bank under the minimum") << "deux-tableaux"
            << R"({"bet": "player", "offered": "10", "minimum": "50", "maximum": "20", "chip_unit": "1"})" << "maximum";
    }
    void limitRefusesMalformedScenarios()
    {
        QFETCH(QString, game);
        QFETCH(QString, scenario);
        QFETCH(QString, field);
        QCOMPARE(refusedField([&] { topic("baccarat.limit").solve(gameNamed(game), json(scenario)); }), field);
    }

    // baccarat.procedure: the dealer's step, every situation each game has (art. 15):
    // - exposed-first (§4–5, RULINGS): a card out of the sabot is not put back; the coup
    //   is a dummy hand: "dummy-hand". Punto Banco games only.
    // - cut-card-first (§16): "if the cut card comes out as the first card of a coup,
    //   that coup is played and is the last": the dealer calls "last-coup".
    // - cut-card-during (§16; deux tableaux §2): the coup under way is the last: "last-coup".
    // - cut-card-next: §16 plays the next coup (it will be the last): "deal"; deux
    //   tableaux §2, no further coup once the cut card is due: "last-coup".
    // - shoe-over (§16): after the last coup, "new-shoe".
    // - changeover (§17, §20 δ(2)): the cards go into the machine: "shuffler".
    // - machine-first (§20 δ(3)): one burn when play starts: "burn".
    // - machine-coup-settled (§20 δ(7)(3)): the coup's cards into the machine: "to-shuffler".
    // - machine-empty (§20 δ(6)): loaded again for the next player: "new-shoe".
    void procedureGivesTheDealersStep_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("situation");
        QTest::addColumn<QString>("step");
        const char *pbGames[] = {"punto-banco", "punto-banco-no-commission", "punto-banco-super-six"};
        for (const char *g : pbGames) {
            QTest::newRow(qPrintable(QString("%1: exposed first card, dummy hand").arg(g))) << g << "exposed-first" << "dummy-hand";
            QTest::newRow(qPrintable(QString("%1: cut card first, last coup").arg(g))) << g << "cut-card-first" << "last-coup";
            QTest::newRow(qPrintable(QString("%1: cut card during, last coup").arg(g))) << g << "cut-card-during" << "last-coup";
            QTest::newRow(qPrintable(QString("%1: cut card next, the coup is dealt").arg(g))) << g << "cut-card-next" << "deal";
            QTest::newRow(qPrintable(QString("%1: shoe over, new shoe").arg(g))) << g << "shoe-over" << "new-shoe";
            QTest::newRow(qPrintable(QString("%1: changeover, to the machine").arg(g))) << g << "changeover" << "shuffler";
            QTest::newRow(qPrintable(QString("%1: machine loaded, burn once").arg(g))) << g << "machine-first" << "burn";
            QTest::newRow(qPrintable(QString("%1: coup settled at the machine").arg(g))) << g << "machine-coup-settled" << "to-shuffler";
            QTest::newRow(qPrintable(QString("%1: machine table empty, reload").arg(g))) << g << "machine-empty" << "new-shoe";
        }
        QTest::newRow("chemin de fer: cut card first, last coup") << "chemin-de-fer" << "cut-card-first" << "last-coup";
        QTest::newRow("chemin de fer: cut card during, last coup") << "chemin-de-fer" << "cut-card-during" << "last-coup";
        QTest::newRow("chemin de fer: cut card next, the coup is dealt") << "chemin-de-fer" << "cut-card-next" << "deal";
        QTest::newRow("chemin de fer: shoe over") << "chemin-de-fer" << "shoe-over" << "new-shoe";
        QTest::newRow("deux tableaux: cut card during, last coup") << "deux-tableaux" << "cut-card-during" << "last-coup";
        QTest::newRow("deux tableaux: cut card next, no further coup (§2)") << "deux-tableaux" << "cut-card-next" << "last-coup";
        QTest::newRow("deux tableaux: shoe over") << "deux-tableaux" << "shoe-over" << "new-shoe";
    }
    void procedureGivesTheDealersStep()
    {
        QFETCH(QString, game);
        QFETCH(QString, situation);
        QFETCH(QString, step);
        const Topic &t = topic("baccarat.procedure");
        JsonValue s = JsonValue::object();
        s.set("situation", JsonValue::string(situation.toStdString()));
        QCOMPARE(QString::fromStdString(t.solve(gameNamed(game), s).find("step")->text()), step);
        QVERIFY(!t.explain(gameNamed(game), s, t.solve(gameNamed(game), s)).source.empty());
    }

    // Every situation the game has is a cell; the others are refused, naming the field.
    void procedureCellsAreTheGamesSituations()
    {
        const Topic &t = topic("baccarat.procedure");
        QCOMPARE(t.cellCount(Game::PuntoBanco), std::size_t(9));
        QCOMPARE(t.cellCount(Game::CheminDeFer), std::size_t(4));
        QCOMPARE(t.cellCount(Game::DeuxTableaux), std::size_t(3));
        QCOMPARE(topic("baccarat.limit").cellCount(Game::PuntoBanco), std::size_t(24));
        QCOMPARE(topic("baccarat.limit").cellCount(Game::PuntoBancoSuperSix), std::size_t(30));
        QCOMPARE(topic("baccarat.limit").cellCount(Game::CheminDeFer), std::size_t(6));
        QCOMPARE(topic("baccarat.limit").cellCount(Game::DeuxTableaux), std::size_t(4));
        for (const auto &row : std::vector<std::pair<Game, const char *>>{
                 {Game::CheminDeFer, "exposed-first"}, {Game::CheminDeFer, "machine-first"},
                 {Game::DeuxTableaux, "cut-card-first"}, {Game::PuntoBanco, "burn-card"}}) {
            // Not a structured binding: clang 14 (the sanitizer build) cannot capture one.
            const Game game = row.first;
            JsonValue s = JsonValue::object();
            s.set("situation", JsonValue::string(row.second));
            QCOMPARE(refusedField([&] { t.solve(game, s); }), QStringLiteral("situation"));
        }
    }

    // The generators: every cell once in a block, every answer right by solve().
    void incidentGeneratorsCoverEveryCell_data()
    {
        QTest::addColumn<QString>("topic");
        QTest::addColumn<QString>("game");
        for (const char *t : {"baccarat.limit", "baccarat.procedure"})
            for (const char *g : {"punto-banco", "punto-banco-no-commission", "punto-banco-super-six", "chemin-de-fer",
                                  "deux-tableaux"})
                QTest::newRow(qPrintable(QString("%1 at %2").arg(t, g))) << t << g;
    }
    void incidentGeneratorsCoverEveryCell()
    {
        QFETCH(QString, topic);
        QFETCH(QString, game);
        const Topic &t = ::topic(qPrintable(topic));
        const Game g = gameNamed(game);
        for (int level = kMinLevel; level <= kMaxLevel; ++level) {
            std::set<std::string> cells;
            generateQuestions(t, g, t.cellCount(g), 7, level, [&](Question &q, const Prompt &) {
                cells.insert(t.cellKey(g, q.scenario)->text());
                QVERIFY(q.answer == t.solve(g, q.scenario));
            });
            QCOMPARE(cells.size(), t.cellCount(g));
        }
    }

    // baccarat.draw, weighted to the decisions (issue 17, item 5): one cell per decision
    // of the tableau. Worked from art. 15 §8, §10-12 at Punto Banco: Punto to decide, his
    // totals 0-7 against a Banco without a natural (8), his naturals 8 and 9 (2), a Banco
    // natural 8 or 9 against him (2); Banco to decide, 0-7 against each third card 0-9
    // (80), 0-7 when Punto stood on 6 or 7 (8), his naturals (2), Punto's naturals
    // against him (2): 104 cells, 8 of them naturals. Chemin de fer and deux tableaux
    // have the same rows and columns (Punto's 5 is an option, in both lists), so 104 too.
    void drawCellsAreTheDecisions_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seed");
        for (const char *g : {"punto-banco", "chemin-de-fer", "deux-tableaux"})
            for (const int seed : {1, 7, 42, 2026})
                QTest::newRow(qPrintable(QString("%1, seed %2").arg(g).arg(seed))) << g << seed;
    }
    void drawCellsAreTheDecisions()
    {
        QFETCH(QString, game);
        QFETCH(int, seed);
        const Topic &t = topic("baccarat.draw");
        const Game g = gameNamed(game);
        QCOMPARE(t.cellCount(g), std::size_t(104));
        int naturals = 0;
        int naturalsInFirstBlock = 0;
        int asked = 0;
        std::set<std::string> keys;
        generateQuestions(t, g, 200, std::uint64_t(seed), 1, [&](Question &q, const Prompt &) {
            auto point = [&](const char *hand) {
                const auto &cards = q.scenario.find(hand)->items();
                auto value = [](const JsonValue &c) {
                    const char r = c.text()[0];
                    return r == 'A' ? 1 : (r >= '2' && r <= '9') ? r - '0' : 0;
                };
                return (value(cards[0]) + value(cards[1])) % 10;
            };
            const bool natural = point("player") >= 8 || point("banker") >= 8;
            naturals += natural;
            if (++asked <= 104)
                naturalsInFirstBlock += natural;
            keys.insert(t.cellKey(g, q.scenario)->text());
        });
        // The first block asks each of the 104 cells once: exactly its 8 naturals.
        QCOMPARE(naturalsInFirstBlock, 8);
        // 200 questions: the 8 of the first block and at most the 8 of the second block's
        // first 96 cells: 16 (8 %), the natural cells' share of 200 (15.4) rounded up to
        // a whole block's 8. Before the weighting, 72 of the 232 cells were naturals (31 %).
        QVERIFY2(naturals <= 16, qPrintable(QString("%1 naturals in 200").arg(naturals)));
        // Every cell of the heat map is asked: Punto 0-9, Banco 0-7 against each third
        // card, Banco 0-9 when Punto stood (100 keys).
        for (int p = 0; p <= 9; ++p)
            QVERIFY2(keys.count("player:" + std::to_string(p)), qPrintable(QString("player:%1").arg(p)));
        for (int b = 0; b <= 9; ++b) {
            QVERIFY2(keys.count("banker:" + std::to_string(b) + ":x"), qPrintable(QString("banker:%1:x").arg(b)));
            for (int v = 0; b <= 7 && v <= 9; ++v)
                QVERIFY2(keys.count("banker:" + std::to_string(b) + ":" + std::to_string(v)),
                         qPrintable(QString("banker:%1:%2").arg(b).arg(v)));
        }
        QCOMPARE(keys.size(), std::size_t(100));
    }

    // Issue 17: a drill's stake is chips of its table. A Super Six drill showed a ½ chip
    // on a table whose smallest chip is 1. Every baccarat.payout stake, at every game and
    // level, is a whole number of its chip_unit, that chip one of RULINGS' float (0.50, 1,
    // 2.50, 5, 10, 25, 100, 500, 1,000), and the table's float (its chips of chip_unit and
    // up) makes it exactly. 300 questions each: every cell of a game at least once.
    void payoutStakesArePayableWithTheTablesFloat_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("level");
        for (const char *g : {"punto-banco", "punto-banco-no-commission", "punto-banco-super-six"})
            for (int level = kMinLevel; level <= kMaxLevel; ++level)
                QTest::newRow(qPrintable(QString("%1, level %2").arg(g).arg(level))) << g << level;
    }
    void payoutStakesArePayableWithTheTablesFloat()
    {
        QFETCH(QString, game);
        QFETCH(int, level);
        const ChipFloat standard = ChipFloat::standard();
        int asked = 0;
        generateQuestions(topic("baccarat.payout"), gameNamed(game), 300, 17, level, [&](Question &q, const Prompt &) {
            ++asked;
            const Money chip = Money::parseCanonical(q.scenario.find("chip_unit")->text());
            const Money stake = Money::parseCanonical(q.scenario.find("stake")->text());
            const QString where = QString("%1 on a table of %2").arg(QString::fromStdString(stake.toString()),
                                                                     QString::fromStdString(chip.toString()));
            QVERIFY2(standard.has(chip), qPrintable(where + ": no chip of the float"));
            QVERIFY2(stake.isMultipleOf(chip), qPrintable(where + ": not a whole number of chips"));
            QVERIFY2(fewestChips(stake, standard.from(chip)).has_value(), qPrintable(where + ": the table's chips cannot make it"));
        });
        QCOMPARE(asked, 300);
    }

    void generatorRefusesOtherGamesAndLevels()
    {
        auto sink = [](Question &, const Prompt &) {};
        QVERIFY_THROWS_EXCEPTION(InputError, generateQuestions(topic("baccarat.total"), Game::Craps, 1, 1, 1, sink));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 generateQuestions(topic("baccarat.total"), Game::PuntoBanco, 1, 1, 4, sink));
    }
};

QTEST_APPLESS_MAIN(TestBaccaratTopics)
#include "tst_baccarattopics.moc"
