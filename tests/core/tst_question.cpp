#include "InputError.h"
#include "bank/Question.h"

#include <QtTest>

using namespace croupier;

namespace {
const char *kGood = R"({"id": "b-000017", "topic": "baccarat.total", "game": "punto-banco", )"
                    R"("scenario": {"cards": ["7H", "8S"]}, "answer": {"total": 5}, "prompt": "?", "extra": 1})";
}

/// The envelope of a bank line and the typed field readers.
class TestQuestion : public QObject
{
    Q_OBJECT

private slots:
    void readsTheEnvelope()
    {
        const Question q = parseQuestion(parseJson(kGood));
        QCOMPARE(q.id, std::string("b-000017"));
        QCOMPARE(q.topic, std::string("baccarat.total"));
        QCOMPARE(q.game, Game::PuntoBanco);
        QCOMPARE(q.scenario.find("cards")->items().size(), std::size_t{2});
        QCOMPARE(q.prompt, std::string("?"));
    }

    void writesTheEnvelopeInOrder()
    {
        const Question q = parseQuestion(parseJson(kGood));
        QCOMPARE(QString::fromStdString(q.toJson().dump()),
                 QString(R"({"id": "b-000017", "topic": "baccarat.total", "game": "punto-banco", )"
                         R"("scenario": {"cards": ["7H", "8S"]}, "answer": {"total": 5}, "prompt": "?"})"));
    }

    void everyGameNameRoundTrips_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *n : {"punto-banco", "punto-banco-no-commission", "punto-banco-super-six", "chemin-de-fer",
                              "deux-tableaux", "craps", "blackjack"})
            QTest::newRow(n) << n;
    }
    void everyGameNameRoundTrips()
    {
        QFETCH(QString, name);
        const auto g = gameFromName(name.toStdString());
        QVERIFY(g);
        QCOMPARE(QString::fromUtf8(gameName(*g).data(), static_cast<int>(gameName(*g).size())), name);
    }

    void namesTheBadEnvelopeField_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("why");
        QTest::newRow("id missing") << R"({"topic":"t","game":"craps","scenario":{},"answer":{}})" << "id" << "missing";
        QTest::newRow("id not a string") << R"({"id":7,"topic":"t","game":"craps","scenario":{},"answer":{}})" << "id"
                                         << "a string";
        QTest::newRow("id empty") << R"({"id":"","topic":"t","game":"craps","scenario":{},"answer":{}})" << "id"
                                  << "empty";
        QTest::newRow("unknown game") << R"({"id":"a","topic":"t","game":"poker","scenario":{},"answer":{}})" << "game"
                                      << "unknown game";
        QTest::newRow("scenario missing") << R"({"id":"a","topic":"t","game":"craps","answer":{}})" << "scenario"
                                          << "missing";
        QTest::newRow("scenario an array") << R"({"id":"a","topic":"t","game":"craps","scenario":[],"answer":{}})"
                                           << "scenario" << "an object";
        QTest::newRow("answer missing") << R"({"id":"a","topic":"t","game":"craps","scenario":{}})" << "answer"
                                        << "missing";
        QTest::newRow("prompt a number")
            << R"({"id":"a","topic":"t","game":"craps","scenario":{},"answer":{},"prompt":3})" << "prompt" << "a string";
    }
    void namesTheBadEnvelopeField()
    {
        QFETCH(QString, line);
        QFETCH(QString, field);
        QFETCH(QString, why);
        try {
            parseQuestion(parseJson(line.toStdString()));
            QFAIL("accepted a bad envelope");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
            QVERIFY2(QString::fromStdString(e.reason()).contains(why), e.what());
        }
    }

    void typedFieldsNameTheirErrors_data()
    {
        QTest::addColumn<QString>("object");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("why");
        QTest::newRow("stake as a number is not a decimal amount") << R"({"stake":5})" << "stake" << "not a decimal amount";
        QTest::newRow("negative stake") << R"({"stake":"-5"})" << "stake" << "not a decimal amount";
        QTest::newRow("stake with a comma") << R"({"stake":"5,5"})" << "stake" << "not a decimal amount";
        QTest::newRow("third card is not a card") << R"({"cards":["TS","AH","XX"]})" << "cards[2]" << "not a card";
        QTest::newRow("too many cards") << R"({"cards":["TS","AH","2C","3C"]})" << "cards" << "2 to 3 cards";
        QTest::newRow("a card as a number") << R"({"cards":["TS",5]})" << "cards[1]" << "a string";
        QTest::newRow("total out of range") << R"({"total":10})" << "total" << "from 0 to 9";
        QTest::newRow("total not whole") << R"({"total":4.5})" << "total" << "from 0 to 9";
        QTest::newRow("total as a string") << R"({"total":"4"})" << "total" << "a string";
    }
    void typedFieldsNameTheirErrors()
    {
        QFETCH(QString, object);
        QFETCH(QString, field);
        QFETCH(QString, why);
        const JsonValue v = parseJson(object.toStdString());
        try {
            if (field == "stake")
                field::money(v, "stake");
            else if (field.startsWith("cards"))
                field::cards(v, "cards", 2, 3);
            else
                field::integer(v, "total", 0, 9);
            QFAIL("accepted a bad field");
        } catch (const InputError &e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
            QVERIFY2(QString::fromStdString(e.reason()).contains(why), e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestQuestion)
#include "tst_question.moc"
