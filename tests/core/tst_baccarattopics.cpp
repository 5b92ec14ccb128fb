#include "InputError.h"
#include "bank/TopicRegistry.h"

#include <QtTest>

#include <set>

using namespace croupier;

namespace {
const Topic &topic(const char *name)
{
    const Topic *t = TopicRegistry::builtin().find(name);
    if (!t)
        qFatal("topic %s is not registered", name);
    return *t;
}

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
        try {
            topic("baccarat.total").solve(Game::PuntoBanco, scenarioWithCards(cards));
            QFAIL("accepted a bad hand");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
        }
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
