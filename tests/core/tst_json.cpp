#include "bank/Json.h"

#include <QtTest>

using namespace croupier;

/// The bank-line JSON reader and writer.
class TestJson : public QObject
{
    Q_OBJECT

private slots:
    void readsAndWritesBack_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("written");
        QTest::newRow("object keeps key order") << "{\"b\":1,\"a\":2}" << "{\"b\": 1, \"a\": 2}";
        QTest::newRow("nested array and object")
            << "{\"scenario\":{\"cards\":[\"TS\",\"AH\"]}}" << "{\"scenario\": {\"cards\": [\"TS\", \"AH\"]}}";
        QTest::newRow("number text is kept, not converted") << "[0.1,1e3,-0,12.50]" << "[0.1, 1e3, -0, 12.50]";
        QTest::newRow("literals") << "[true,false,null]" << "[true, false, null]";
        QTest::newRow("escapes are decoded and re-escaped") << "[\"a\\\"b\\\\c\\n\\u0001\"]" << "[\"a\\\"b\\\\c\\n\\u0001\"]";
        QTest::newRow("greek text passes through") << "[\"Μπάνκο\"]" << "[\"Μπάνκο\"]";
        QTest::newRow("unicode escape becomes UTF-8") << "[\"\\u0394\"]" << "[\"Δ\"]";
        QTest::newRow("surrogate pair becomes one code point") << "[\"\\ud83c\\udca1\"]" << "[\"\U0001F0A1\"]";
        QTest::newRow("white space around is allowed") << " \t{ \"a\" : [ ] , \"b\":{} } " << "{\"a\": [], \"b\": {}}";
    }
    void readsAndWritesBack()
    {
        QFETCH(QString, text);
        QFETCH(QString, written);
        QCOMPARE(QString::fromStdString(parseJson(text.toStdString()).dump()), written);
    }

    void refusesBrokenLines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("why");
        QTest::newRow("empty line") << "" << 1 << "ends where a value";
        QTest::newRow("missing closing brace") << "{\"a\":1" << 7 << "',' or '}'";
        QTest::newRow("trailing comma") << "{\"a\":1,}" << 8 << "key in double quotes";
        QTest::newRow("single quotes") << "{'a':1}" << 2 << "key in double quotes";
        QTest::newRow("duplicate key") << "{\"id\":\"a\",\"id\":\"b\"}" << 11 << "appears twice";
        QTest::newRow("text after the value") << "{} x" << 4 << "after the value";
        QTest::newRow("leading plus") << "[+1]" << 2 << "expected a value";
        QTest::newRow("fraction without digits") << "[1.]" << 4 << "after '.'";
        QTest::newRow("unclosed string") << "[\"abc" << 6 << "not closed";
        QTest::newRow("raw control character") << "[\"a\tb\"]" << 4 << "control character";
        QTest::newRow("lone low surrogate") << "[\"\\udc00\"]" << 9 << "low surrogate";
        QTest::newRow("bad word") << "[nul]" << 2 << "unknown word";
        QTest::newRow("missing colon") << "{\"a\" 1}" << 6 << "':' after the key";
        QTest::newRow("minus without digits") << "[-]" << 3 << "needs digits";
        QTest::newRow("exponent without digits") << "[1e]" << 4 << "digits in its exponent";
        QTest::newRow("unknown escape") << "[\"a\\qb\"]" << 5 << "unknown escape";
        QTest::newRow("comma where a value belongs") << "[1,,2]" << 4 << "expected a value";
        QTest::newRow("number longer than 64 characters")
            << "{\"n\": 1" + QString(64, QLatin1Char('0')) + "}" << 7 << "longer than 64";
    }
    void refusesBrokenLines()
    {
        QFETCH(QString, text);
        QFETCH(int, column);
        QFETCH(QString, why);
        try {
            parseJson(text.toStdString());
            QFAIL("accepted broken JSON");
        } catch (const JsonError &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(why), e.what());
            QCOMPARE(static_cast<int>(e.column()), column);
        }
    }

    void refusesInvalidUtf8()
    {
        // \xff never starts a UTF-8 sequence; the string's third byte.
        try {
            parseJson("[\"a\xff\"]");
            QFAIL("accepted a string that is not UTF-8");
        } catch (const JsonError &e) {
            QVERIFY2(std::string(e.what()).find("UTF-8") != std::string::npos, e.what());
            QCOMPARE(static_cast<int>(e.column()), 4);
        }
    }

    /// {"k0": 0, "k1": 1, …}: the kind of line that took 20 s when every key was
    /// looked up among the ones before it.
    static std::string objectOfKeys(int count, std::string_view last = {})
    {
        std::string text = "{";
        for (int i = 0; i < count; ++i)
            text += (i ? ", \"k" : "\"k") + std::to_string(i) + "\": " + std::to_string(i);
        if (!last.empty())
            text += std::string(", ") + std::string(last);
        return text + "}";
    }

    void readsEveryKeyOfALargeObject_data()
    {
        QTest::addColumn<int>("count");
        QTest::newRow("16 keys: compared pairwise") << 16;
        QTest::newRow("17 keys: compared by hashing") << 17;
        QTest::newRow("a line of 200,000 keys is read whole, in order") << 200000;
    }
    void readsEveryKeyOfALargeObject()
    {
        QFETCH(int, count);
        const JsonValue v = parseJson(objectOfKeys(count));
        QCOMPARE(v.keys().size(), std::size_t(count));
        QCOMPARE(v.keys().front(), std::string("k0"));
        QCOMPARE(v.keys().back(), "k" + std::to_string(count - 1));
        const JsonValue *lastMember = v.find("k" + std::to_string(count - 1));
        QVERIFY(lastMember);
        QCOMPARE(lastMember->text(), std::to_string(count - 1));
    }

    void refusesADuplicateInALargeObject_data()
    {
        QTest::addColumn<int>("count");
        QTest::newRow("the 17th key repeats the first") << 16;
        QTest::newRow("the 200,001st key repeats the first") << 200000;
    }
    void refusesADuplicateInALargeObject()
    {
        QFETCH(int, count);
        const std::string text = objectOfKeys(count, "\"k0\": 1");
        // The repeated key's opening quote: after ", " following the last number.
        const std::size_t column = objectOfKeys(count).size() - 1 + std::string(", ").size() + 1;
        try {
            parseJson(text);
            QFAIL("accepted a repeated key");
        } catch (const JsonError &e) {
            QVERIFY2(std::string(e.what()).find("\"k0\" appears twice") != std::string::npos, e.what());
            QCOMPARE(e.column(), column);
        }
    }

    void refusesDeepNesting()
    {
        const std::string deep(100, '[');
        QVERIFY_THROWS_EXCEPTION(JsonError, parseJson(deep + std::string(100, ']')));
        const std::string ok(60, '[');
        QCOMPARE(parseJson(ok + std::string(60, ']')).type(), JsonValue::Type::Array);
    }

    void findsMembers()
    {
        const JsonValue v = parseJson("{\"id\":\"b-1\",\"n\":3}");
        QVERIFY(v.find("id"));
        QCOMPARE(v.find("id")->text(), std::string("b-1"));
        QVERIFY(!v.find("missing"));
    }
};

QTEST_APPLESS_MAIN(TestJson)
#include "tst_json.moc"
