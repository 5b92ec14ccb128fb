#include "exam/Exam.h"
#include "InputError.h"
#include "bank/TopicRegistry.h"

#include "TopicGameRows.h"

#include <QFile>
#include <algorithm>
#include <set>
#include <QtTest>

using namespace croupier;

namespace {

const TopicRegistry &registry() { return TopicRegistry::builtin(); }

/// The prompt as a plain line: key and arguments. The app translates; here the
/// text only has to be there and to follow the scenario.
std::string plainPrompt(Game game, const Prompt &prompt, const std::string &language)
{
    std::string out = language + " " + std::string(gameName(game)) + " " + prompt.key;
    for (const Prompt::Arg &a : prompt.args)
        out += " | " + a.text;
    return out;
}

ExamSection section(const std::string &topic, Game game, int count = 10, int level = 2)
{
    return ExamSection{topic, game, count, level};
}

ExamSpec goodSpec()
{
    ExamSpec spec;
    spec.id = "pb-2024.spring_1";
    spec.title = "Punto Banco: πληρωμές";
    spec.seed = 42;
    spec.sections = {section("baccarat.total", Game::PuntoBanco)};
    return spec;
}

/// "baccarat.total@punto-banco,blackjack.total@blackjack": sections of one question each.
std::vector<ExamSection> sectionsFrom(const QString &list)
{
    std::vector<ExamSection> out;
    for (const QString &s : list.split(',', Qt::SkipEmptyParts)) {
        const QStringList parts = s.split('@');
        out.push_back(section(parts[0].toStdString(), *gameFromName(parts[1].toStdString()), 1));
    }
    return out;
}

/// Sets field @p name of @p spec to @p value (the spec's own field names).
void setField(ExamSpec &spec, const QString &name, const QString &value)
{
    const std::string v = value.toStdString();
    if (name == "id")
        spec.id = v;
    else if (name == "title")
        spec.title = v;
    else if (name == "language")
        spec.language = v;
    else if (name == "timeLimitSeconds")
        spec.timeLimitSeconds = value.toInt();
    else if (name == "secondsPerQuestion")
        spec.secondsPerQuestion = value.toInt();
    else if (name == "passMark")
        spec.passMarkPercent = value.toInt();
    else if (name == "decks")
        spec.profile.decks = value.toInt();
    else if (name == "chipUnit")
        spec.profile.chipUnit = Money::parseCanonical(v);
    else if (name == "payTable")
        spec.profile.payTable = *gameFromName(v);
    else if (name == "count")
        spec.sections.back().count = value.toInt();
    else if (name == "level")
        spec.sections.back().level = value.toInt();
    else if (name == "topic")
        spec.sections.back().topic = v;
    else if (name == "game")
        spec.sections.back().game = *gameFromName(v);
    else if (name == "sectionCount")   // n sections of one question
        spec.sections.assign(static_cast<std::size_t>(value.toInt()), section("baccarat.total", Game::PuntoBanco, 1));
    else if (name == "sectionsOf500")   // n sections of 500 questions
        spec.sections.assign(static_cast<std::size_t>(value.toInt()), section("baccarat.total", Game::PuntoBanco, 500));
    else if (name == "forms")
        spec.formsPerTrainee = value == "per-trainee";
    else if (name == "poolOf3")   // the last section asks 3 of a pool of `value`, forms per trainee
        spec.formsPerTrainee = true, spec.sections.back().count = 3, spec.sections.back().pool = value.toInt();
    else if (name == "poolOf3OneForm")   // the same with one form for all
        spec.sections.back().count = 3, spec.sections.back().pool = value.toInt();
    else if (name == "pools1000")   // n sections asking 500 of 1000, forms per trainee
        spec.formsPerTrainee = true, spec.sections.assign(static_cast<std::size_t>(value.toInt()),
                                                          ExamSection{"baccarat.total", Game::PuntoBanco, 500, 2, 1000});
    else
        qFatal("unknown field %s", qPrintable(name));
}

QString errorOf(const std::function<void()> &f)
{
    try {
        f();
    } catch (const InputError &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

/// An exam from a blueprint "topic@game:count/pool,…" with forms per trainee, or
/// "bank:n": n baccarat.total questions as from a bank.
Exam blueprintExam(const QString &blueprint)
{
    ExamSpec spec = goodSpec();
    spec.formsPerTrainee = true;
    if (blueprint.startsWith("bank:")) {
        ExamSpec gen = goodSpec();
        gen.sections = {section("baccarat.total", Game::PuntoBanco, blueprint.mid(5).toInt())};
        Exam exam = buildExam(gen, registry(), plainPrompt);
        exam.spec.formsPerTrainee = true;
        exam.spec.sections.clear();
        exam.source = "bank";
        return exam;
    }
    spec.sections.clear();
    for (const QString &s : blueprint.split(',')) {
        const QStringList topicRest = s.split('@');
        const QStringList gameRest = topicRest[1].split(':');
        const QStringList counts = gameRest[1].split('/');
        spec.sections.push_back(ExamSection{topicRest[0].toStdString(), *gameFromName(gameRest[0].toStdString()),
                                            counts[0].toInt(), 2, counts[1].toInt()});
    }
    return buildExam(spec, registry(), plainPrompt);
}

/// An object without member @p key.
JsonValue without(const JsonValue &object, std::string_view key)
{
    JsonValue out = JsonValue::object();
    for (std::size_t i = 0; i < object.keys().size(); ++i)
        if (object.keys()[i] != key)
            out.set(object.keys()[i], object.items()[i]);
    return out;
}

/**
 * A small exam file's "exam" member written by hand: three baccarat.total
 * questions whose answers are worked out here (5+8 = 13 → 3; K+9 → 9; 7+7+A = 15 → 5).
 */
const char *kHandExam =
    R"j({"id": "hand-1", "title": "Totals", "language": "en", "seed": "18446744073709551615",)j"
    R"j( "profile": {"decks": 8, "chip_unit": "0.5", "pay_table": "punto-banco-no-commission"},)j"
    R"j( "time_limit_s": 600, "question_time_s": 30, "pass_mark": 67, "feedback": "never", "source": "generated",)j"
    R"j( "sections": [{"topic": "baccarat.total", "game": "punto-banco", "count": 3, "level": 1}],)j"
    R"j( "questions": [)j"
    R"j(  {"id": "q-001", "topic": "baccarat.total", "game": "punto-banco", "scenario": {"cards": ["5H", "8S"]}, "answer": {"total": 3}, "prompt": "5H 8S?"},)j"
    R"j(  {"id": "q-002", "topic": "baccarat.total", "game": "punto-banco", "scenario": {"cards": ["KD", "9C"]}, "answer": {"total": 9}, "prompt": "KD 9C?"},)j"
    R"j(  {"id": "q-003", "topic": "baccarat.total", "game": "punto-banco", "scenario": {"cards": ["7H", "7S", "AD"]}, "answer": {"total": 5}, "prompt": "7H 7S AD?"}]})j";

/// @p json with member @p path replaced by @p value; path "a.b" or "questions.1.answer".
JsonValue edited(const JsonValue &json, const QStringList &path, const JsonValue &value)
{
    if (path.isEmpty())
        return value;
    const std::string head = path.front().toStdString();
    bool isIndex = false;
    const int index = path.front().toInt(&isIndex);
    if (json.isArray() && isIndex) {
        JsonValue out = JsonValue::array();
        for (int i = 0; i < static_cast<int>(json.items().size()); ++i)
            out.push(i == index ? edited(json.items()[static_cast<std::size_t>(i)], path.mid(1), value)
                                : json.items()[static_cast<std::size_t>(i)]);
        return out;
    }
    JsonValue out = json;
    const JsonValue *member = json.find(head);
    out.set(head, edited(member ? *member : JsonValue::object(), path.mid(1), value));
    return out;
}

QString readFixture(const QString &name)
{
    QFile f(QStringLiteral(CROUPIER_FIXTURES "/exam/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read fixture %s", qPrintable(name));
    return QString::fromUtf8(f.readAll());
}

} // namespace

/// Exams (issue 8): the spec's ranges, building from the generators, the exam
/// file's "exam" member, and banks imported for an exam.
class TestExam : public QObject
{
    Q_OBJECT

private slots:
    void validateSpec_data()
    {
        QTest::addColumn<QString>("sections");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("error");   // expected start of the message; empty: valid

        const QString bac = "baccarat.total@punto-banco";
        const QString bj = "blackjack.total@blackjack";
        const QString craps = "craps.roll@craps";
        QTest::newRow("id of one character") << bac << "id" << "a" << "";
        QTest::newRow("id of 64 characters") << bac << "id" << QString(64, 'x') << "";
        QTest::newRow("id of 65 characters") << bac << "id" << QString(65, 'x') << "id: must be 1 to 64";
        QTest::newRow("empty id") << bac << "id" << "" << "id: must be 1 to 64";
        QTest::newRow("id with a space") << bac << "id" << "a b" << "id: must be 1 to 64 of the characters";
        QTest::newRow("id with a slash") << bac << "id" << "a/b" << "id: must be 1 to 64 of the characters";
        QTest::newRow("empty title") << bac << "title" << "" << "title: must be 1 to 200 bytes of text, not 0";
        QTest::newRow("title of 200 bytes") << bac << "title" << QString(200, 't') << "";
        QTest::newRow("title of 201 bytes") << bac << "title" << QString(201, 't')
                                            << "title: must be 1 to 200 bytes of text, not 201";
        QTest::newRow("greek title of 100 letters is 200 bytes") << bac << "title" << QString(100, QChar(0x03B1)) << "";
        QTest::newRow("greek title of 101 letters is 202 bytes")
            << bac << "title" << QString(101, QChar(0x03B1)) << "title: must be 1 to 200 bytes of text, not 202";
        QTest::newRow("title with a tab") << bac << "title" << "a\tb" << "title: must be valid UTF-8 without control";
        QTest::newRow("title with a line break") << bac << "title" << "a\nb" << "title: must be valid UTF-8";
        QTest::newRow("language en") << bac << "language" << "en" << "";
        QTest::newRow("language fr") << bac << "language" << "fr" << "language: must be \"el\" or \"en\", not \"fr\"";
        QTest::newRow("no time limit") << bac << "timeLimitSeconds" << "0" << "";
        QTest::newRow("time limit 59 s") << bac << "timeLimitSeconds" << "59"
                                         << "timeLimitSeconds: the exam's time limit is 0 (no limit) or from 60 to 86400 seconds, not 59";
        QTest::newRow("time limit 60 s") << bac << "timeLimitSeconds" << "60" << "";
        QTest::newRow("time limit a day") << bac << "timeLimitSeconds" << "86400" << "";
        QTest::newRow("time limit a day and a second")
            << bac << "timeLimitSeconds" << "86401" << "timeLimitSeconds: the exam's time limit is 0 (no limit) or from 60 to 86400 seconds, not 86401";
        QTest::newRow("negative time limit") << bac << "timeLimitSeconds" << "-1" << "timeLimitSeconds:";
        QTest::newRow("question time 4 s") << bac << "secondsPerQuestion" << "4"
                                           << "secondsPerQuestion: the time for one question is 0 (no limit) or from 5 to 3600 seconds, not 4";
        QTest::newRow("question time 5 s") << bac << "secondsPerQuestion" << "5" << "";
        QTest::newRow("question time 3600 s") << bac << "secondsPerQuestion" << "3600" << "";
        QTest::newRow("question time 3601 s") << bac << "secondsPerQuestion" << "3601" << "secondsPerQuestion:";
        QTest::newRow("pass mark 0") << bac << "passMark" << "0" << "passMark: the pass mark is from 1 to 100 %, not 0";
        QTest::newRow("pass mark 1") << bac << "passMark" << "1" << "";
        QTest::newRow("pass mark 100") << bac << "passMark" << "100" << "";
        QTest::newRow("pass mark 101") << bac << "passMark" << "101" << "passMark: the pass mark is from 1 to 100 %, not 101";
        QTest::newRow("no sections") << bac << "sectionCount" << "0" << "sections: a generated exam has 1 to 50 sections, not 0";
        QTest::newRow("50 sections") << bac << "sectionCount" << "50" << "";
        QTest::newRow("51 sections") << bac << "sectionCount" << "51" << "sections: a generated exam has 1 to 50 sections, not 51";
        QTest::newRow("10 sections of 500 make 5000") << bac << "sectionsOf500" << "10" << "";
        QTest::newRow("11 sections of 500 pass 5000 at the 11th")
            << bac << "sectionsOf500" << "11" << "sections[10].count: an exam holds at most 5000 questions; the sections up to this one hold 5500";
        // Forms per trainee (issue 14, item 8): a pool is the count, or at least twice
        // it so that neighbouring forms share none of its questions; pools count
        // against the 5000 an exam holds; one question cannot make two different forms.
        QTest::newRow("pool 0 is the count") << bac << "poolOf3" << "0" << "";
        QTest::newRow("pool the count") << bac << "poolOf3" << "3" << "";
        QTest::newRow("pool of 4 for 3") << bac << "poolOf3" << "4"
            << "sections[0].pool: must be the count (3) or at least twice it (6), so that neighbouring forms share none of the section's questions, not 4";
        QTest::newRow("pool of 5 for 3") << bac << "poolOf3" << "5" << "sections[0].pool: must be the count (3) or at least twice it (6)";
        QTest::newRow("pool of 6 for 3") << bac << "poolOf3" << "6" << "";
        QTest::newRow("pool of 500 for 3") << bac << "poolOf3" << "500" << "";
        QTest::newRow("pool of 2 for 3") << bac << "poolOf3" << "2" << "sections[0].pool: must be the count (3) or at least twice it (6)";
        QTest::newRow("pool of the second section") << bac + "," + bac << "poolOf3" << "5" << "sections[1].pool:";
        QTest::newRow("pool larger with one form") << bac << "poolOf3OneForm" << "6"
                                                   << "sections[0].pool: a pool larger than the count (3) needs forms per trainee";
        QTest::newRow("pool the count with one form") << bac << "poolOf3OneForm" << "3" << "";
        QTest::newRow("5 pools of 1000 hold 5000") << bac << "pools1000" << "5" << "";
        QTest::newRow("6 pools of 1000 pass 5000 at the 6th")
            << bac << "pools1000" << "6" << "sections[5].pool: an exam holds at most 5000 questions; the sections up to this one hold 6000";
        QTest::newRow("forms of one question") << bac << "forms" << "per-trainee"
            << "forms: forms per trainee need an exam of 2 questions or more, so that neighbours' forms differ; this one asks 1";
        QTest::newRow("forms of two questions") << bac + "," + bac << "forms" << "per-trainee" << "";
        QTest::newRow("one form of one question") << bac << "forms" << "one" << "";
        QTest::newRow("count 0") << bac << "count" << "0" << "sections[0].count: a section has 1 to 500 questions, not 0";
        QTest::newRow("count 1") << bac << "count" << "1" << "";
        QTest::newRow("count 500") << bac << "count" << "500" << "";
        QTest::newRow("count 501") << bac << "count" << "501" << "sections[0].count: a section has 1 to 500 questions, not 501";
        QTest::newRow("count of the second section") << bac + "," + bac << "count" << "-3" << "sections[1].count:";
        QTest::newRow("level 0") << bac << "level" << "0" << "sections[0].level: the level is from 1 to 3, not 0";
        QTest::newRow("level 1") << bac << "level" << "1" << "";
        QTest::newRow("level 3") << bac << "level" << "3" << "";
        QTest::newRow("level 4") << bac << "level" << "4" << "sections[0].level: the level is from 1 to 3, not 4";
        QTest::newRow("unknown topic") << bac << "topic" << "baccarat.nothing" << "sections[0].topic: unknown topic \"baccarat.nothing\"";
        QTest::newRow("topic not asked at the game") << bac << "game" << "craps" << "sections[0].game: baccarat.total is not asked for craps";
        QTest::newRow("cagnotte only at chemin de fer")
            << "baccarat.cagnotte@punto-banco" << "decks" << "6" << "sections[0].game: baccarat.cagnotte is not asked for punto-banco";
        // art. 15 §1: 6 to 8 decks at every baccarat game.
        QTest::newRow("baccarat with 5 decks") << bac << "decks" << "5" << "profile.decks: the shoe holds 6 to 8 decks: 6 to 8 at baccarat (art. 15 §1), not 5";
        QTest::newRow("baccarat with 6 decks") << bac << "decks" << "6" << "";
        QTest::newRow("baccarat with 8 decks") << bac << "decks" << "8" << "";
        QTest::newRow("baccarat with 9 decks") << bac << "decks" << "9" << "profile.decks: the shoe holds 6 to 8 decks";
        QTest::newRow("chemin de fer with 5 decks") << "baccarat.burn@chemin-de-fer" << "decks" << "5" << "profile.decks: the shoe holds 6 to 8";
        // art. 14 §1: 4 to 6 decks at blackjack.
        QTest::newRow("blackjack with 3 decks") << bj << "decks" << "3" << "profile.decks: the shoe holds 4 to 6 decks: 4 to 6 at blackjack (art. 14 §1), not 3";
        QTest::newRow("blackjack with 4 decks") << bj << "decks" << "4" << "";
        QTest::newRow("blackjack with 6 decks") << bj << "decks" << "6" << "";
        QTest::newRow("blackjack with 7 decks") << bj << "decks" << "7" << "profile.decks: the shoe holds 4 to 6 decks";
        QTest::newRow("baccarat and blackjack with 6 decks") << bac + "," + bj << "decks" << "6" << "";
        QTest::newRow("baccarat and blackjack with 5 decks")
            << bac + "," + bj << "decks" << "5" << "profile.decks: the shoe holds 6 decks: 6 to 8 at baccarat (art. 15 §1) and 4 to 6 at blackjack (art. 14 §1), not 5";
        QTest::newRow("baccarat and blackjack with 7 decks") << bac + "," + bj << "decks" << "7" << "profile.decks: the shoe holds 6 decks";
        QTest::newRow("craps alone with 1 deck") << craps << "decks" << "1" << "";
        QTest::newRow("craps alone with 0 decks") << craps << "decks" << "0" << "profile.decks: the shoe holds 1 to 8 decks, not 0";
        QTest::newRow("craps alone with 9 decks") << craps << "decks" << "9" << "profile.decks: the shoe holds 1 to 8 decks, not 9";
        QTest::newRow("chip 0") << bac << "chipUnit" << "0" << "profile.chipUnit: the smallest chip is more than 0";
        QTest::newRow("chip 0.01") << bac << "chipUnit" << "0.01" << "";
        QTest::newRow("chip 0.005") << bac << "chipUnit" << "0.005" << "profile.chipUnit: the smallest chip is more than 0 and at most 100000, with at most 2 decimals, not 0.005";
        QTest::newRow("chip 100000") << bac << "chipUnit" << "100000" << "";
        QTest::newRow("chip 100000.01") << bac << "chipUnit" << "100000.01" << "profile.chipUnit:";
        QTest::newRow("pay table super six") << bac << "payTable" << "punto-banco-super-six" << "";
        QTest::newRow("pay table chemin de fer") << bac << "payTable" << "chemin-de-fer"
                                                 << "profile.payTable: must be punto-banco, punto-banco-no-commission or punto-banco-super-six, not chemin-de-fer";
    }
    void validateSpec()
    {
        QFETCH(QString, sections);
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, error);
        ExamSpec spec = goodSpec();
        spec.sections = sectionsFrom(sections);
        setField(spec, field, value);
        const QString got = errorOf([&] { croupier::validateSpec(spec, registry()); });
        if (error.isEmpty())
            QVERIFY2(got.isEmpty(), qPrintable(got));
        else
            QVERIFY2(got.startsWith(error), qPrintable(got + " / expected " + error));
    }

    void invalidSpecBuildsNothing()
    {
        ExamSpec spec = goodSpec();
        spec.passMarkPercent = 0;
        QCOMPARE(errorOf([&] { buildExam(spec, registry(), plainPrompt); }).left(9), QString("passMark:"));
    }

    void sameSpecBuildsTheSameExam()
    {
        ExamSpec spec = goodSpec();
        spec.profile.chipUnit = Money::parseCanonical("2");
        spec.sections = {section("baccarat.payout", Game::PuntoBanco, 30, 3), section("craps.layout", Game::Craps, 10, 3),
                         section("baccarat.total", Game::CheminDeFer, 5)};
        const std::string first = examToJson(buildExam(spec, registry(), plainPrompt)).dump();
        QCOMPARE(examToJson(buildExam(spec, registry(), plainPrompt)).dump(), first);
        spec.seed = 43;
        QVERIFY(examToJson(buildExam(spec, registry(), plainPrompt)).dump() != first);
    }

    void idsRunOverTheWholeExam()
    {
        ExamSpec spec = goodSpec();
        spec.sections = {section("baccarat.total", Game::PuntoBanco, 2), section("baccarat.burn", Game::PuntoBanco, 3)};
        const Exam exam = buildExam(spec, registry(), plainPrompt);
        QCOMPARE(exam.questions.size(), std::size_t{5});
        QCOMPARE(exam.questions[0].id, std::string("q-001"));
        QCOMPARE(exam.questions[2].id, std::string("q-003"));
        QCOMPARE(exam.questions[2].topic, std::string("baccarat.burn"));
        QCOMPARE(exam.questions[4].id, std::string("q-005"));
        QCOMPARE(exam.source, std::string("generated"));

        spec.sections = {section("baccarat.burn", Game::PuntoBanco, 500), section("baccarat.burn", Game::PuntoBanco, 500),
                         section("baccarat.burn", Game::PuntoBanco, 1)};
        const Exam big = buildExam(spec, registry(), plainPrompt);
        QCOMPARE(big.questions.front().id, std::string("q-0001"));
        QCOMPARE(big.questions[999].id, std::string("q-1000"));
        QCOMPARE(big.questions.back().id, std::string("q-1001"));
    }

    void sectionsUseTheirOwnSeed()
    {
        // Section i is generateQuestions(…, seed + i, …): the same topic twice gives two different blocks.
        ExamSpec spec = goodSpec();
        spec.sections = {section("baccarat.total", Game::PuntoBanco, 20), section("baccarat.total", Game::PuntoBanco, 20)};
        const Exam exam = buildExam(spec, registry(), plainPrompt);
        std::vector<Question> direct;
        generateQuestions(*registry().find("baccarat.total"), Game::PuntoBanco, 20, spec.seed + 1, 2,
                          [&](Question &q, const Prompt &) { direct.push_back(q); });
        bool differs = false;
        for (std::size_t i = 0; i < 20; ++i) {
            QCOMPARE(exam.questions[20 + i].scenario, direct[i].scenario);
            differs = differs || !(exam.questions[i].scenario == exam.questions[20 + i].scenario);
        }
        QVERIFY(differs);
    }

    void puntoBancoSectionsTakeTheProfilesPayTable()
    {
        ExamSpec spec = goodSpec();
        spec.profile.payTable = Game::PuntoBancoSuperSix;
        spec.sections = {section("baccarat.payout", Game::PuntoBanco, 90), section("baccarat.total", Game::CheminDeFer, 5)};
        const Exam exam = buildExam(spec, registry(), plainPrompt);
        bool superSixAsked = false;
        for (std::size_t i = 0; i < 90; ++i) {
            QCOMPARE(exam.questions[i].game, Game::PuntoBancoSuperSix);
            superSixAsked = superSixAsked || field::string(exam.questions[i].scenario, "bet") == "super-six";
            QVERIFY(exam.questions[i].prompt.rfind("el punto-banco-super-six ", 0) == 0);
        }
        QVERIFY(superSixAsked);   // a bet only the super-six pay table has
        for (std::size_t i = 90; i < 95; ++i)
            QCOMPARE(exam.questions[i].game, Game::CheminDeFer);
        QCOMPARE(exam.spec.sections[0].game, Game::PuntoBanco);   // the spec keeps what was asked
    }

    void everyTopicBuildsAtAnyChip_data()
    {
        addTopicGameRows();
    }
    void everyTopicBuildsAtAnyChip()
    {
        QFETCH(QString, topic);
        QFETCH(QString, game);
        const Topic *t = registry().find(topic.toStdString());
        // A topic with no money in its scenarios (Topic::moneyFields) is the same at every
        // chip: one is enough (a scenario with a chip_unit still throws, as applyProfile says).
        const std::vector<const char *> chips = t->moneyFields().empty() ? std::vector<const char *>{"2.5"}
                                                                          : std::vector<const char *>{"1", "0.05", "2.5", "20"};
        for (const char *chip : chips) {
            for (int level = kMinLevel; level <= kMaxLevel; ++level) {
                ExamSpec spec = goodSpec();
                spec.seed = 7;
                spec.profile.chipUnit = Money::parseCanonical(chip);
                spec.sections = {section(topic.toStdString(), *gameFromName(game.toStdString()), 25, level)};
                const Exam exam = buildExam(spec, registry(), plainPrompt);
                QCOMPARE(exam.questions.size(), std::size_t{25});
                for (const Question &q : exam.questions) {
                    // The engine agrees with every key, and the prompt is the scenario's.
                    t->validateAnswer(q.game, q.answer);
                    QVERIFY2(t->matches(q.game, t->solve(q.game, q.scenario), q.answer), q.scenario.dump().c_str());
                    QCOMPARE(q.prompt, plainPrompt(q.game, t->prompt(q.game, q.scenario), "el"));
                    if (q.scenario.find("chip_unit"))
                        QCOMPARE(field::money(q.scenario, "chip_unit"), Money::parseCanonical(chip));
                }
                // Exam files read back the same.
                QCOMPARE(examToJson(examFromJson(examToJson(exam), registry())).dump(), examToJson(exam).dump());
            }
        }
    }

    /// Scenarios and answers worked by hand (RULINGS, "Payouts, commission and
    /// rounding": commission and payouts rounded down to the chip).
    void chipScaling_data()
    {
        QTest::addColumn<QString>("topic");
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("chip");
        QTest::addColumn<QString>("scaled");
        QTest::addColumn<QString>("answer");

        // Punto 3+3 = 6 stands, Banco 7+K = 7 stands: Banco wins with 7 at 95:100.
        const QString coup = R"j("player": ["3H", "3D"], "banker": ["7S", "KD"])j";
        QTest::newRow("banco win 35 at chip 1 to chip 5: commission 8.75 rounds down to 5")
            << "baccarat.payout" << "punto-banco"
            << R"j({"bet": "banker", "stake": "35", "chip_unit": "1", )j" + coup + "}" << "5"
            << R"j({"bet": "banker", "stake": "175", "chip_unit": "5", )j" + coup + "}"
            << R"j({"outcome": "win", "paid": "170", "commission": "5"})j";
        QTest::newRow("banco win 35 at chip 1 to chip 0.5: commission 0.875 rounds down to 0.5")
            << "baccarat.payout" << "punto-banco"
            << R"j({"bet": "banker", "stake": "35", "chip_unit": "1", )j" + coup + "}" << "0.5"
            << R"j({"bet": "banker", "stake": "17.5", "chip_unit": "0.5", )j" + coup + "}"
            << R"j({"outcome": "win", "paid": "17", "commission": "0.5"})j";
        QTest::newRow("punto pair 11:1, stake 3 at chip 0.5 to chip 0.2")
            << "baccarat.payout" << "punto-banco"
            << R"j({"bet": "player-pair", "stake": "3", "chip_unit": "0.5", )j" + coup + "}" << "0.2"
            << R"j({"bet": "player-pair", "stake": "1.2", "chip_unit": "0.2", )j" + coup + "}"
            << R"j({"outcome": "win", "paid": "13.2", "commission": "0"})j";
        QTest::newRow("level-3 stake off the chip, 10.37 at chip 0.1 to 0.05 is 5.185")
            << "baccarat.payout" << "punto-banco-no-commission"
            << R"j({"bet": "banker", "stake": "10.37", "chip_unit": "0.1", )j" + coup + "}" << "0.05"
            << R"j({"bet": "banker", "stake": "5.185", "chip_unit": "0.05", )j" + coup + "}"
            // No commission: Banco 1:1 on a 7, 5.185 rounded down to 0.05.
            << R"j({"outcome": "win", "paid": "5.15", "commission": "0"})j";
        QTest::newRow("cagnotte 230 at chip 1 to chip 0.1: 5 % of 23 is 1.15, down to 1.1")
            << "baccarat.cagnotte" << "chemin-de-fer" << R"j({"banker_win": "230", "chip_unit": "1"})j" << "0.1"
            << R"j({"banker_win": "23", "chip_unit": "0.1"})j" << R"j({"commission": "1.1"})j";
        // §19: a 3 to 300 table at chip 1 is 1.5 to 150 at chip 0.5; Egalité's eighth of
        // 150 is 18.75, rounded down to the chip 18.5; 50 offered is reduced to it.
        QTest::newRow("Egalité limit at chip 1 to chip 0.5: 150 / 8 = 18.75, down to 18.5")
            << "baccarat.limit" << "punto-banco"
            << R"j({"bet": "tie", "offered": "100", "minimum": "3", "maximum": "300", "chip_unit": "1"})j" << "0.5"
            << R"j({"bet": "tie", "offered": "50", "minimum": "1.5", "maximum": "150", "chip_unit": "0.5"})j"
            << R"j({"allowed": "18.5"})j";
        // §6: the bank of 300 less the 100 before him, at chip 5: 1500 less 500 leaves 1000.
        QTest::newRow("chemin de fer limit at chip 1 to chip 5: the other punter scales too")
            << "baccarat.limit" << "chemin-de-fer"
            << R"j({"bet": "player", "offered": "250", "minimum": "10", "bank": "300", "others": [{"stake": "100"}], "chip_unit": "1"})j"
            << "5"
            << R"j({"bet": "player", "offered": "1250", "minimum": "50", "bank": "1500", "others": [{"stake": "500"}], "chip_unit": "5"})j"
            << R"j({"allowed": "1000"})j";
        QTest::newRow("place 6 at 7:6, stake 12 at chip 1 to chip 0.25: 3 pays 3.5")
            << "craps.roll" << "craps"
            << R"j({"bet": "place-6", "stake": "12", "chip_unit": "1", "point": 5, "bet_point": null, "dice": [2, 4]})j"
            << "0.25"
            << R"j({"bet": "place-6", "stake": "3", "chip_unit": "0.25", "point": 5, "bet_point": null, "dice": [2, 4]})j"
            << R"j({"outcome": "win", "paid": "3.5", "moves_to": null})j";
        QTest::newRow("layout: every bet's stake, field 10 and pass 5 at chip 1 to chip 5, field wins on 9")
            << "craps.layout" << "craps"
            << R"j({"point": null, "chip_unit": "1", "bets": [{"seat": 1, "bet": "field", "stake": "10", "bet_point": null}, {"seat": 2, "bet": "pass", "stake": "5", "bet_point": null}], "dice": [4, 5]})j"
            << "5"
            << R"j({"point": null, "chip_unit": "5", "bets": [{"seat": 1, "bet": "field", "stake": "50", "bet_point": null}, {"seat": 2, "bet": "pass", "stake": "25", "bet_point": null}], "dice": [4, 5]})j"
            // Field 1:1 on 9 pays 50; the pass bet's 9 becomes the point.
            << R"j({"paid": "50", "collected": "0", "point_after": 9, "seven_out": false})j";
        QTest::newRow("maximum: table limits and flat bet, don't pass odds on 4 at 200 % of 15 at chip 5")
            << "craps.maximum" << "craps"
            << R"j({"bet": "dont-pass-odds", "table_min": "1", "table_max": "100", "chip_unit": "1", "point": 4, "flat_bet": "3"})j"
            << "5"
            << R"j({"bet": "dont-pass-odds", "table_min": "5", "table_max": "500", "chip_unit": "5", "point": 4, "flat_bet": "15"})j"
            << R"j({"maximum": "30"})j";
        QTest::newRow("blackjack 3:2 on 15 at chip 1 to chip 2: 30 pays 45, rounded down to 44")
            << "blackjack.payout" << "blackjack"
            << R"j({"bet": "main", "stake": "15", "chip_unit": "1", "player": ["AS", "KH"], "from_split": false, "dealer": ["9C", "8D"]})j"
            << "2"
            << R"j({"bet": "main", "stake": "30", "chip_unit": "2", "player": ["AS", "KH"], "from_split": false, "dealer": ["9C", "8D"]})j"
            << R"j({"outcome": "win", "paid": "44"})j";
        QTest::newRow("round: each box's bet and insurance, chip 0.5 to chip 1")
            << "blackjack.round" << "blackjack"
            << R"j({"chip_unit": "0.5", "dealer": ["AS", "KD"], "boxes": [{"bet": "10", "hands": [{"cards": ["9H", "8C"]}], "insurance": "5"}, {"bet": "2.5", "hands": [{"cards": ["TH", "QC"]}]}]})j"
            << "1"
            << R"j({"chip_unit": "1", "dealer": ["AS", "KD"], "boxes": [{"bet": "20", "hands": [{"cards": ["9H", "8C"]}], "insurance": "10"}, {"bet": "5", "hands": [{"cards": ["TH", "QC"]}]}]})j"
            // Dealer blackjack: both bets lost (20 + 5), insurance 10 at 2:1 pays 20.
            << R"j({"paid": "20", "collected": "25", "pushes": 0})j";
        QTest::newRow("incident: limits, bettors and the stake at chip 1 to chip 5, a standing bet reduced")
            << "blackjack.incident" << "blackjack"
            << R"j({"situation": "standing-bettor", "chip_unit": "1", "minimum": "10", "maximum": "500", "bettors": [{"stake": "300"}, {"stake": "100"}], "stake": "200"})j"
            << "5"
            << R"j({"situation": "standing-bettor", "chip_unit": "5", "minimum": "50", "maximum": "2500", "bettors": [{"stake": "1500"}, {"stake": "500"}], "stake": "1000"})j"
            // art. 14 §11: 1500 + 500 = 2000 on the box, 2500 the maximum: the bet is brought down to 500.
            << R"j({"step": "reduce", "box": 0, "accepted": "500"})j";
        QTest::newRow("a topic without a chip unit is left as it is")
            << "baccarat.total" << "punto-banco" << R"j({"cards": ["5H", "8S"]})j" << "5"
            << R"j({"cards": ["5H", "8S"]})j" << R"j({"total": 3})j";
    }
    void chipScaling()
    {
        QFETCH(QString, topic);
        QFETCH(QString, game);
        QFETCH(QString, scenario);
        QFETCH(QString, chip);
        QFETCH(QString, scaled);
        QFETCH(QString, answer);
        const Topic *t = registry().find(topic.toStdString());
        const Game g = *gameFromName(game.toStdString());
        RuleProfile profile;
        profile.chipUnit = Money::parseCanonical(chip.toStdString());
        const JsonValue got = t->applyProfile(g, parseJson(scenario.toStdString()), profile);
        QCOMPARE(QString::fromStdString(got.dump()), QString::fromStdString(parseJson(scaled.toStdString()).dump()));
        const JsonValue expected = parseJson(answer.toStdString());
        const JsonValue solved = t->solve(g, got);
        QVERIFY2(t->matches(g, expected, solved), solved.dump().c_str());
    }

    void chipScalingRefusesAnInexactAmount()
    {
        // A chip of 0.3 (no generator's) makes 1 × 0.1 / 0.3 a third: no exact decimal.
        const QString error = errorOf([] {
            RuleProfile profile;
            profile.chipUnit = Money::parseCanonical("0.1");
            registry().find("baccarat.cagnotte")
                ->applyProfile(Game::CheminDeFer, parseJson(R"j({"banker_win": "1", "chip_unit": "0.3"})j"), profile);
        });
        QVERIFY2(error.startsWith("scenario.banker_win: scaled to the profile's chip this amount is no exact decimal"),
                 qPrintable(error));
    }

    void roundTrip()
    {
        ExamSpec spec = goodSpec();
        spec.language = "en";
        spec.seed = 18446744073709551615ULL;
        spec.timeLimitSeconds = 3600;
        spec.secondsPerQuestion = 45;
        spec.passMarkPercent = 75;
        spec.feedback = ExamFeedback::EachAnswer;
        spec.profile = {8, Money::parseCanonical("2.5"), Game::PuntoBancoNoCommission};
        spec.sections = {section("baccarat.payout", Game::PuntoBanco, 12, 3), section("baccarat.cagnotte", Game::CheminDeFer, 4, 1)};
        const Exam exam = buildExam(spec, registry(), plainPrompt);
        const JsonValue json = examToJson(exam);
        QCOMPARE(json.find("seed")->text(), std::string("18446744073709551615"));
        QVERIFY(json.find("seed")->isString());
        const Exam back = examFromJson(json, registry());
        QCOMPARE(back.spec.id, spec.id);
        QCOMPARE(back.spec.title, spec.title);
        QCOMPARE(back.spec.language, spec.language);
        QCOMPARE(back.spec.seed, spec.seed);
        QCOMPARE(back.spec.profile.decks, 8);
        QCOMPARE(back.spec.profile.chipUnit, Money::parseCanonical("2.5"));
        QCOMPARE(back.spec.profile.payTable, Game::PuntoBancoNoCommission);
        QCOMPARE(back.spec.timeLimitSeconds, 3600);
        QCOMPARE(back.spec.secondsPerQuestion, 45);
        QCOMPARE(back.spec.passMarkPercent, 75);
        QCOMPARE(back.spec.feedback, ExamFeedback::EachAnswer);
        QCOMPARE(back.spec.sections.size(), std::size_t{2});
        QCOMPARE(back.spec.sections[1].topic, std::string("baccarat.cagnotte"));
        QCOMPARE(back.spec.sections[1].game, Game::CheminDeFer);
        QCOMPARE(back.spec.sections[1].count, 4);
        QCOMPARE(back.spec.sections[1].level, 1);
        QCOMPARE(back.source, std::string("generated"));
        QCOMPARE(back.questions.size(), exam.questions.size());
        for (std::size_t i = 0; i < exam.questions.size(); ++i)
            QCOMPARE(back.questions[i].toJson(), exam.questions[i].toJson());
        QCOMPARE(examToJson(back), json);
    }

    void handWrittenExamReads()
    {
        const Exam exam = examFromJson(parseJson(kHandExam), registry());
        QCOMPARE(exam.spec.seed, 18446744073709551615ULL);
        QCOMPARE(exam.spec.feedback, ExamFeedback::Never);
        QCOMPARE(exam.spec.profile.chipUnit, Money::parseCanonical("0.5"));
        QCOMPARE(exam.questions.size(), std::size_t{3});
        QCOMPARE(exam.questions[2].prompt, std::string("7H 7S AD?"));
        // Written before forms per trainee: no "forms", no "pool": one form, pools the counts.
        QVERIFY(!exam.spec.formsPerTrainee);
        QCOMPARE(exam.spec.sections[0].poolSize(), exam.spec.sections[0].count);
        QCOMPARE(formLength(exam), std::size_t{3});
    }

    // ---- forms per trainee (issue 14, item 8) ------------------------------------

    /// Blueprints: sections as "topic@game:count/pool" (pool 0: the count); "bank:n"
    /// an exam of n questions from a bank (every form asks them all).
    void formsAreEquivalentAndNeighboursDiffer_data()
    {
        QTest::addColumn<QString>("blueprint");
        QTest::newRow("one section, pool the count") << "baccarat.total@punto-banco:10/0";
        QTest::newRow("one section, pool twice the count") << "baccarat.total@punto-banco:10/20";
        QTest::newRow("one section, pool thrice the count") << "baccarat.total@punto-banco:7/21";
        QTest::newRow("two questions, the fewest forms can differ on") << "baccarat.total@punto-banco:2/0";
        QTest::newRow("two sections of one question") << "baccarat.total@punto-banco:1/0,craps.roll@craps:1/0";
        QTest::newRow("one question of a pool of two, and one fixed") << "baccarat.total@punto-banco:1/2,craps.roll@craps:1/0";
        QTest::newRow("three sections, mixed pools")
            << "baccarat.total@punto-banco:5/10,craps.roll@craps:3/0,blackjack.total@blackjack:4/13";
        QTest::newRow("the craps incidents beside a craps roll (issue 15)")
            << "craps.incident@craps:5/12,craps.roll@craps:3/0";
        QTest::newRow("blackjack's incidents beside its totals")
            << "blackjack.incident@blackjack:6/20,blackjack.total@blackjack:2/0";
        QTest::newRow("a large pool") << "baccarat.burn@punto-banco:40/200,baccarat.total@chemin-de-fer:20/0";
        QTest::newRow("bank exam of 2") << "bank:2";
        QTest::newRow("bank exam of 3") << "bank:3";
    }
    void formsAreEquivalentAndNeighboursDiffer()
    {
        QFETCH(QString, blueprint);
        const Exam exam = blueprintExam(blueprint);
        // Each section's questions sit together in the exam (its pool): [first, first + pool).
        std::vector<std::pair<std::size_t, std::size_t>> pools;
        std::size_t first = 0;
        for (const ExamSection &s : exam.spec.sections) {
            pools.emplace_back(first, first + std::size_t(s.poolSize()));
            first += std::size_t(s.poolSize());
        }
        const auto sectionOf = [&](std::size_t i) {
            for (std::size_t s = 0; s < pools.size(); ++s)
                if (i >= pools[s].first && i < pools[s].second)
                    return s;
            return pools.size();   // a bank exam: one block
        };
        std::size_t expectedLength = exam.spec.sections.empty() ? exam.questions.size() : 0;
        for (const ExamSection &s : exam.spec.sections)
            expectedLength += std::size_t(s.count);
        QCOMPARE(formLength(exam), expectedLength);

        // Forms of seats 0…40 and a few far apart, each against the next seat.
        std::vector<std::uint64_t> seats;
        for (std::uint64_t f = 0; f <= 40; ++f)
            seats.push_back(f);
        for (const std::uint64_t f : {1000ull, 123456789ull, 9223372036854775806ull})
            seats.push_back(f);
        bool someOrderDiffers = false;
        for (const std::uint64_t f : seats) {
            const std::vector<std::size_t> a = formQuestions(exam, f);
            const std::vector<std::size_t> b = formQuestions(exam, f + 1);
            // Equivalent: as long as the blueprint, each section's count of its own pool, no question twice.
            QCOMPARE(a.size(), expectedLength);
            QCOMPARE(b.size(), expectedLength);
            for (const auto *form : {&a, &b}) {
                std::vector<int> perSection(pools.size() + 1, 0);
                std::set<std::size_t> distinct(form->begin(), form->end());
                QCOMPARE(distinct.size(), form->size());
                for (const std::size_t i : *form) {
                    QVERIFY(i < exam.questions.size());
                    ++perSection[sectionOf(i)];
                }
                for (std::size_t s = 0; s < pools.size(); ++s)
                    QCOMPARE(perSection[s], exam.spec.sections[s].count);
            }
            // Neighbours: never the same question at the same place.
            for (std::size_t p = 0; p < a.size(); ++p)
                QVERIFY2(a[p] != b[p], qPrintable(QString("seats %1 and %2 both ask question %3 at place %4")
                                                      .arg(f).arg(f + 1).arg(a[p] + 1).arg(p + 1)));
            // … and, from a pool at least twice the count, none of its questions at all.
            for (std::size_t s = 0; s < pools.size(); ++s) {
                const ExamSection &section = exam.spec.sections[s];
                if (section.poolSize() < 2 * section.count)
                    continue;
                for (const std::size_t i : a)
                    if (sectionOf(i) == s)
                        QVERIFY2(std::find(b.begin(), b.end(), i) == b.end(),
                                 qPrintable(QString("seats %1 and %2 share question %3").arg(f).arg(f + 1).arg(i + 1)));
            }
            // Rebuilt identically from the seed and the seat, also from the exam read back from its file.
            QCOMPARE(formQuestions(exam, f), a);
            someOrderDiffers = someOrderDiffers || a != b;
        }
        QVERIFY(someOrderDiffers);
        const Exam back = examFromJson(examToJson(exam), registry());
        QVERIFY(back.spec.formsPerTrainee);
        for (const std::uint64_t f : seats)
            QCOMPARE(formQuestions(back, f), formQuestions(exam, f));
    }

    void formsAreShuffled()
    {
        // Two trainees of the same blueprint get different forms, and neither is the
        // exam's order: of 20 questions from a pool of 40, in an order of their own.
        const Exam exam = blueprintExam("baccarat.total@punto-banco:10/20,baccarat.burn@punto-banco:10/20");
        const std::vector<std::size_t> a = formQuestions(exam, 7);
        const std::vector<std::size_t> b = formQuestions(exam, 8);
        QVERIFY(a != b);
        QVERIFY(!std::is_sorted(a.begin(), a.end()));
        QVERIFY(!std::is_sorted(b.begin(), b.end()));
        // The sections' questions are mixed: not all of section 1 before section 2.
        const auto firstOfSecond = std::find_if(a.begin(), a.end(), [](std::size_t i) { return i >= 20; });
        QVERIFY(std::any_of(firstOfSecond, a.end(), [](std::size_t i) { return i < 20; }));
        // Another seed, other forms.
        ExamSpec other = exam.spec;
        other.seed += 1;
        const Exam otherExam = buildExam(other, registry(), plainPrompt);
        QVERIFY(formQuestions(otherExam, 7) != a);
        // examForm asks them with the pool's ids, so an item is one question on every form.
        const Exam form = examForm(exam, 7);
        QCOMPARE(form.questions.size(), a.size());
        for (std::size_t p = 0; p < a.size(); ++p)
            QCOMPARE(form.questions[p].id, exam.questions[a[p]].id);
        // Scored on its own questions: 20 asked, the pass mark of 20.
        QCOMPARE(scoreExam(form, {}).questions, 20);
    }

    void oneFormIsTheExam()
    {
        ExamSpec spec = goodSpec();
        spec.sections = {section("baccarat.total", Game::PuntoBanco, 4), section("craps.roll", Game::Craps, 3)};
        const Exam exam = buildExam(spec, registry(), plainPrompt);
        QVERIFY(!exam.spec.formsPerTrainee);
        for (const std::uint64_t f : {0ull, 1ull, 2ull, 99ull}) {
            QCOMPARE(formQuestions(exam, f), (std::vector<std::size_t>{0, 1, 2, 3, 4, 5, 6}));
            QCOMPARE(examToJson(examForm(exam, f)), examToJson(exam));
        }
    }

    void poolsAreWrittenAndRead()
    {
        const Exam exam = blueprintExam("baccarat.total@punto-banco:3/6,craps.roll@craps:2/0");
        QCOMPARE(exam.questions.size(), std::size_t{8});
        const JsonValue json = examToJson(exam);
        QCOMPARE(json.find("forms")->text(), std::string("per-trainee"));
        QCOMPARE(json.find("sections")->items()[0].find("pool")->text(), std::string("6"));
        QCOMPARE(json.find("sections")->items()[1].find("pool")->text(), std::string("2"));
        const Exam back = examFromJson(json, registry());
        QCOMPARE(back.spec.sections[0].pool, 6);
        QCOMPARE(back.spec.sections[0].count, 3);
        // The pool's questions are its section's: a craps question in the baccarat pool is refused.
        JsonValue moved = edited(json, {"questions", "5"}, json.find("questions")->items()[6]);
        QVERIFY(errorOf([&] { examFromJson(moved, registry()); }).startsWith("questions[5]"));
    }

    void examFromJsonRefuses_data()
    {
        QTest::addColumn<QString>("path");    // "" replaces the whole exam; "-key" removes a member
        QTest::addColumn<QString>("value");   // JSON
        QTest::addColumn<QString>("error");   // the start of the message

        QTest::newRow("not an object") << "" << "[]" << "an exam must be a JSON object, not an array";
        QTest::newRow("missing title") << "-title" << "" << "title: missing";
        QTest::newRow("missing questions") << "-questions" << "" << "questions: missing";
        QTest::newRow("missing profile") << "-profile" << "" << "profile: missing";
        QTest::newRow("missing chip unit") << "profile.-chip_unit" << "" << "profile.chip_unit: missing";
        QTest::newRow("title a number") << "title" << "7" << "title: must be a string, not a number";
        QTest::newRow("seed a number") << "seed" << "42"
                                       << "seed: must be a string of digits from 0 to 18446744073709551615, not a number";
        QTest::newRow("seed past uint64") << "seed" << R"("18446744073709551616")" << "seed: must be a string of digits";
        QTest::newRow("seed with a sign") << "seed" << R"("-1")" << "seed: must be a string of digits";
        QTest::newRow("profile an array") << "profile" << "[]" << "profile: must be an object, not an array";
        QTest::newRow("decks 9 at baccarat") << "profile.decks" << "9" << "profile.decks: the shoe holds 6 to 8 decks";
        QTest::newRow("decks a string") << "profile.decks" << R"("8")" << "profile.decks: must be a whole number";
        QTest::newRow("chip unit 0") << "profile.chip_unit" << R"("0")" << "profile.chip_unit: the smallest chip is more than 0";
        QTest::newRow("chip unit a number") << "profile.chip_unit" << "1" << "profile.chip_unit: not a decimal amount";
        QTest::newRow("pay table craps") << "profile.pay_table" << R"("craps")" << "profile.pay_table: must be punto-banco";
        QTest::newRow("pay table unknown") << "profile.pay_table" << R"("pb")" << "profile.pay_table: unknown game \"pb\"";
        QTest::newRow("time limit 30 s") << "time_limit_s" << "30" << "time_limit_s: the exam's time limit is 0 (no limit) or from 60";
        QTest::newRow("question time 1e3") << "question_time_s" << "1e3" << "question_time_s: must be a whole number";
        QTest::newRow("pass mark 0") << "pass_mark" << "0" << "pass_mark: the pass mark is from 1 to 100 %, not 0";
        QTest::newRow("pass mark huge") << "pass_mark" << "99999999999999999999" << "pass_mark: must be a whole number";
        QTest::newRow("feedback unknown") << "feedback" << R"("sometimes")" << "feedback: \"sometimes\" is not one of end, never or each";
        QTest::newRow("source unknown") << "source" << R"("web")" << "source: \"web\" is not one of generated or bank";
        QTest::newRow("id with a space") << "id" << R"("a b")" << "id: must be 1 to 64";
        QTest::newRow("sections an object") << "sections" << "{}" << "sections: must be an array, not an object";
        QTest::newRow("section not an object") << "sections.0" << "3" << "sections[0]: a section is an object";
        QTest::newRow("section count out of range") << "sections.0.count" << "501" << "sections[0].count: a section has 1 to 500 questions, not 501";
        QTest::newRow("section of an unknown topic") << "sections.0.topic" << R"("baccarat.nothing")" << "sections[0].topic: unknown topic";
        QTest::newRow("no sections for a generated exam") << "sections" << "[]" << "sections: a generated exam has 1 to 50 sections, not 0";
        QTest::newRow("sections for a bank exam") << "source" << R"("bank")" << "sections: an exam from a bank has no sections, not 1";
        QTest::newRow("sections ask for more questions") << "sections.0.count" << "4" << "questions: the sections hold 4 questions, the exam holds 3";
        QTest::newRow("pool more than the questions") << "sections.0.pool" << "4" << "sections[0].pool: a pool larger than the count (3) needs forms per trainee";
        QTest::newRow("forms unknown") << "forms" << R"("two")" << "forms: \"two\" is not one of one or per-trainee";
        QTest::newRow("pool a string") << "sections.0.pool" << R"("6")" << "sections[0].pool: must be a whole number";
        QTest::newRow("no questions") << "questions" << "[]" << "questions: an exam has 1 to 5000 questions, not 0";
        QTest::newRow("question not an object") << "questions.1" << "true" << "questions[1]: a bank line must be a JSON object, not a boolean";
        QTest::newRow("question without an id") << "questions.1.-id" << "" << "questions[1].id: missing";
        QTest::newRow("question of an unknown topic") << "questions.0.topic" << R"("baccarat.nothing")" << "questions[0].topic: unknown topic \"baccarat.nothing\"";
        QTest::newRow("question at a game its topic is not asked for") << "questions.0.game" << R"("craps")" << "questions[0].game: baccarat.total is not asked for craps";
        QTest::newRow("bad card in a scenario") << "questions.2.scenario.cards" << R"(["7H", "7S", "1D"])" << "questions[2].scenario.cards[2]: not a card";
        QTest::newRow("answer out of range") << "questions.2.answer.total" << "12" << "questions[2].answer.total: must be a whole number from 0 to 9, not 12";
        QTest::newRow("answer of the wrong type") << "questions.0.answer.total" << R"("3")" << "questions[0].answer.total: must be a whole number";
        // K + 9 = 9: the key says 8.
        QTest::newRow("wrong answer key") << "questions.1.answer.total" << "8" << R"(questions[1]: the answer key is wrong: the rules give {"total": 9})";
        QTest::newRow("duplicate id") << "questions.2.id" << R"("q-001")" << R"(questions[2].id: "q-001" is already used by questions[0])";
        QTest::newRow("prompt not a string") << "questions.0.prompt" << "1" << "questions[0].prompt: must be a string";
    }
    void examFromJsonRefuses()
    {
        QFETCH(QString, path);
        QFETCH(QString, value);
        QFETCH(QString, error);
        JsonValue json = parseJson(kHandExam);
        QStringList parts = path.split('.', Qt::SkipEmptyParts);
        if (!parts.isEmpty() && parts.back().startsWith('-')) {
            const std::string key = parts.back().mid(1).toStdString();
            parts.removeLast();
            // Remove the member from the object at parts.
            const JsonValue *at = &json;
            for (const QString &p : parts) {
                bool isIndex = false;
                const int i = p.toInt(&isIndex);
                at = isIndex ? &at->items()[static_cast<std::size_t>(i)] : at->find(p.toStdString());
            }
            json = edited(json, parts, without(*at, key));
        } else {
            json = edited(json, parts, parseJson(value.toStdString()));
        }
        const QString got = errorOf([&] { examFromJson(json, registry()); });
        QVERIFY2(got.startsWith(error), qPrintable(got + " / expected " + error));
    }

    void unknownMembersAreIgnored()
    {
        JsonValue json = parseJson(kHandExam);
        json.set("comment", JsonValue::string("made by hand"));
        json = edited(json, {"profile", "table"}, JsonValue::number(7));
        json = edited(json, {"questions", "0", "why"}, JsonValue::string("5 + 8 = 13"));
        QCOMPARE(examFromJson(json, registry()).questions.size(), std::size_t{3});
    }

    void bankExamTakesItsDecksFromTheQuestions()
    {
        // A bank exam has no sections: its blackjack question limits the shoe to 4–6 decks (art. 14 §1)
        // as well as its baccarat ones to 6–8 (art. 15 §1).
        JsonValue json = edited(parseJson(kHandExam), {"source"}, JsonValue::string("bank"));
        json = edited(json, {"sections"}, JsonValue::array());
        QCOMPARE(examFromJson(json, registry()).source, std::string("bank"));
        json = edited(json, {"questions", "1"},
                      parseJson(R"j({"id": "bj-1", "topic": "blackjack.total", "game": "blackjack", "scenario": {"cards": ["AS", "6H"]}, "answer": {"total": 17, "soft": true, "blackjack": false, "bust": false}})j"));
        QVERIFY(errorOf([&] { examFromJson(json, registry()); }).startsWith("profile.decks: the shoe holds 6 decks"));
        json = edited(json, {"profile", "decks"}, JsonValue::number(6));
        QCOMPARE(examFromJson(json, registry()).questions[1].id, std::string("bj-1"));
    }

    void importsAGoodBank()
    {
        // Worked by hand: 5+8 → 3; a 7 burns 7 (art. 15 §9); Banco 7 beats Punto 6,
        // 5 % of 35 = 1.75 → 1, paid 34; A 6 is a soft 17; 5 % of 230 = 11.5 → 11.
        std::vector<BankProblem> problems;
        const auto questions = importBank(readFixture("good-bank.jsonl").toStdString(), registry(), problems);
        QVERIFY(problems.empty());
        QCOMPARE(questions.size(), std::size_t{5});
        QCOMPARE(questions[0].id, std::string("g-1"));
        QCOMPARE(questions[2].id, std::string("g-3"));
        QCOMPARE(questions[2].answer, parseJson(R"j({"outcome": "win", "paid": "34", "commission": "1"})j"));
        QCOMPARE(questions[4].game, Game::CheminDeFer);
    }

    void refusesABankWithBadLines()
    {
        // Line 2: K+9 is 9, not 8. Line 5: 5 % of 230 is 11.5, rounded down to 11. Line 7: no closing brace.
        std::vector<BankProblem> problems;
        const auto questions = importBank(readFixture("bad-bank.jsonl").toStdString(), registry(), problems);
        QVERIFY(questions.empty());
        QCOMPARE(problems.size(), std::size_t{3});
        QCOMPARE(problems[0].line, std::size_t{2});
        QCOMPARE(problems[0].id, std::string("x-2"));
        QCOMPARE(problems[0].message, std::string(R"(line 2 (x-2): the answer key is wrong: the rules give {"total": 9})"));
        QCOMPARE(problems[1].line, std::size_t{5});
        QCOMPARE(problems[1].message,
                 std::string(R"(line 5 (x-4): the answer key is wrong: the rules give {"commission": "11"})"));
        QCOMPARE(problems[2].line, std::size_t{7});
        QCOMPARE(problems[2].id, std::string());
        QVERIFY2(problems[2].message.rfind("line 7: not valid JSON at column ", 0) == 0, problems[2].message.c_str());
    }

    void refusesABankOfMoreThan5000Questions()
    {
        std::string text = "\n";   // line 1 blank: the 5001st question is on line 5002
        for (int i = 1; i <= 5001; ++i)
            text += "{\"id\": \"t-" + std::to_string(i)
                + "\", \"topic\": \"baccarat.burn\", \"game\": \"punto-banco\", \"scenario\": {\"first\": \"9S\"}, "
                  "\"answer\": {\"burn\": 9}}\n";
        std::vector<BankProblem> problems;
        QVERIFY(importBank(text, registry(), problems).empty());
        QCOMPARE(problems.size(), std::size_t{1});
        QCOMPARE(problems[0].line, std::size_t{5002});
        QCOMPARE(problems[0].message,
                 std::string("line 5002 (t-5001): an exam has at most 5000 questions; this is question 5001"));

        text.erase(text.rfind("{\"id\": \"t-5001\""));
        QCOMPARE(importBank(text, registry(), problems).size(), std::size_t{5000});
        QVERIFY(problems.empty());
    }

    void feedbackNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("feedback");
        QTest::newRow("end") << "end" << int(ExamFeedback::AtEnd);
        QTest::newRow("never") << "never" << int(ExamFeedback::Never);
        QTest::newRow("each") << "each" << int(ExamFeedback::EachAnswer);
    }
    void feedbackNames()
    {
        QFETCH(QString, name);
        QFETCH(int, feedback);
        QCOMPARE(feedbackName(ExamFeedback(feedback)), name.toStdString());
        QCOMPARE(int(*feedbackFromName(name.toStdString())), feedback);
        QVERIFY(!feedbackFromName("End"));
    }
};

QTEST_GUILESS_MAIN(TestExam)
#include "tst_exam.moc"
