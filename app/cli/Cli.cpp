#include "Cli.h"

#include "exam/ItemAnalysis.h"
#include "exam/ResultsCsv.h"

#include "InputError.h"
#include "baccarat/BaccaratOdds.h"
#include "bank/BankChecker.h"
#include "bank/Game.h"
#include "bank/Json.h"
#include "bank/TopicRegistry.h"
#include "exam/AnswerChain.h"
#include "exam/ExamFile.h"
#include "exam/ExamReports.h"
#include "exam/InstructorFile.h"
#include "i18n/Translations.h"
#include "text/PromptText.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <limits>
#include <optional>
#include <string>

namespace croupier {

namespace {

constexpr int kUsageError = 2;

void write(std::FILE *f, const QString &text) { writeText(f, text); }

/// Takes "--name value" out of @p args; an empty optional when absent.
struct Options
{
    QStringList rest;
    QMap<QString, QString> values;
};

QString gameList(const std::vector<Game> &games)
{
    QStringList names;
    for (const Game g : games)
        names << QString::fromUtf8(gameName(g).data(), static_cast<qsizetype>(gameName(g).size()));
    return names.join(QStringLiteral(", "));
}

QString topicList()
{
    QStringList names;
    for (const Topic *t : TopicRegistry::builtin().topics())
        names << QString::fromUtf8(t->name().data(), static_cast<qsizetype>(t->name().size()));
    return names.join(QStringLiteral(", "));
}

/// The games `odds baccarat --game` takes: those with a fixed tableau and pay table.
std::vector<Game> oddsGames()
{
    std::vector<Game> games;
    for (const Game g : allGames())
        if (isPuntoBanco(g))
            games.push_back(g);
    return games;
}

/// Significant digits of the decimal edges: enough to tell 1.0579 % from 1.0580 %
/// many times over, and the fraction beside it is exact anyway.
constexpr int kEdgeDigits = 12;

/// `odds baccarat`'s one JSON object: the counts as integer strings (they pass
/// 2^53, where many JSON readers lose digits) and each bet's edge, exact and decimal.
JsonValue oddsReport(const BaccaratOdds &odds, Game game)
{
    const BaccaratCounts &c = odds.counts();
    const auto count = [](std::uint64_t n) { return JsonValue::string(std::to_string(n)); };
    JsonValue counts = JsonValue::object();
    counts.set("banker", count(c.bankerWins));
    counts.set("player", count(c.playerWins));
    counts.set("tie", count(c.ties));
    counts.set("player_pair", count(c.playerPairs));
    counts.set("banker_pair", count(c.bankerPairs));
    counts.set("banker_six_two_cards", count(c.bankerSixTwoCards));
    counts.set("banker_six_three_cards", count(c.bankerSixThreeCards));

    JsonValue edges = JsonValue::object();
    for (const BaccaratBet bet : BaccaratOdds::betsOf(game)) {
        const Rational edge = odds.houseEdge(bet, game);
        JsonValue e = JsonValue::object();
        e.set("fraction", JsonValue::string(numerator(edge).str() + "/" + denominator(edge).str()));
        e.set("decimal", JsonValue::string(decimalSignificant(edge, kEdgeDigits)));
        // JSON keys in the spec's spelling (player_pair), as in "counts".
        std::string key(betName(bet));
        std::replace(key.begin(), key.end(), '-', '_');
        edges.set(std::move(key), std::move(e));
    }

    JsonValue report = JsonValue::object();
    report.set("game", JsonValue::string(std::string(gameName(game))));
    report.set("decks", JsonValue::number(c.decks));
    report.set("orderings", count(c.orderings));
    report.set("counts", std::move(counts));
    report.set("edges", std::move(edges));
    return report;
}

} // namespace

int Cli::usageError(const QString &message)
{
    write(m_err, QStringLiteral("croupier-cli: ") + message + QLatin1Char('\n'));
    write(m_err, tr("Run 'croupier-cli --help' for the commands.") + QLatin1Char('\n'));
    return kUsageError;
}

void Cli::printHelp()
{
    //: croupier-cli --help. Keep the command names, option names and the words in
    //: capitals (FILE, N, S, T, G) as they are; they are typed literally.
    write(m_out, tr("Usage: croupier-cli [--lang en|el] COMMAND [OPTIONS]\n"
                    "\n"
                    "Question banks for casino dealer training (JSON Lines, one question per line).\n"
                    "\n"
                    "Commands:\n"
                    "  quiz --topic T [--game G] --count N [--seed S] [--level 1-3] [--lang en|el]\n"
                    "      Write N questions of topic T. The same seed gives the same bank; without\n"
                    "      --seed one is drawn and written to standard error.\n"
                    "      Every rule cell is asked before any is repeated. Level 1 uses whole\n"
                    "      chips, 2 odd amounts and half chips, 3 (the default) every kind of stake.\n"
                    "  check FILE|-\n"
                    "      Work out every answer of a bank again from the rules and write one\n"
                    "      JSON line per question. Exit status: 0 every answer is right,\n"
                    "      1 an answer is wrong, 2 a line is malformed.\n"
                    "  odds baccarat --decks N [--game G]\n"
                    "      Exact combination counts and each bet's house edge.\n"
                    "  topics\n"
                    "      List the topics and the games each one covers.\n"
                    "\n"
                    "Options:\n"
                    "  --lang en|el   language of messages; of quiz prompts too (prompts default to Greek)\n"
                    "  -h, --help     show this help\n"
                    "  --version      show the version\n"));
    //: croupier-cli --help, after the main text. Keep "odds craps" as it is (typed literally)
    write(m_out, tr("\n"
                    "Craps odds:\n"
                    "  odds craps\n"
                    "      Each bet's exact chances of winning, losing and pushing on the roll\n"
                    "      that decides it, and its house edge (art. 16).\n"));
    //: croupier-cli --help, after the main text. Keep "odds blackjack", "--decks" and N as they are (typed literally)
    write(m_out, tr("\n"
                    "Blackjack odds:\n"
                    "  odds blackjack [--decks N]\n"
                    "      Exact probabilities of the dealer's final hand (17-21, blackjack, bust;\n"
                    "      no hole card, stands on soft 17): a shoe of N decks (1 to 8), or an\n"
                    "      infinite deck without --decks.\n"));
    //: croupier-cli --help, after the main text. Keep "play", "check-play", the option names and the
    //: words in capitals (GAME, S, N, D, RATE, FILE) and mini, midi, big as they are (typed literally)
    write(m_out, tr("\n"
                    "Play records:\n"
                    "  play GAME --seed S --rounds N [--decks D] [--incidents RATE]\n"
                    "       [--table mini|midi|big]\n"
                    "      Play N rounds (coups, rolls, blackjack rounds) exactly as free play\n"
                    "      deals them and write one JSON line per round: cards or dice, bets,\n"
                    "      every settlement and the dealer's steps with their paragraphs.\n"
                    "      --table: Punto Banco's table; at the big one the players hold the sabot.\n"
                    "  check-play FILE|-\n"
                    "      Work out every settlement of the records again from their cards or\n"
                    "      dice. Exit status: 0 all agree, 1 one disagrees, 2 a line is malformed.\n"));
    //: croupier-cli --help, after the main text. Keep "sheet", "--out", "--key", "--lang",
    //: EXAM_FILE and FILE as they are (typed literally)
    write(m_out, tr("\n"
                    "Exams:\n"
                    "  sheet EXAM_FILE --out FILE.pdf [--key] [--lang en|el]\n"
                    "      Print an exam file's question sheet, or with --key its answer key,\n"
                    "      as PDF. Headings follow --lang, else the exam's language. Exit status:\n"
                    "      0 written, 1 the exam file is refused (damaged or edited) or the PDF\n"
                    "      cannot be written, 2 a usage error or an exam file that cannot be read.\n"));
    //: croupier-cli --help, after the main text. Keep "items", "--out", RESULTS.csv and FILE as they
    //: are (typed literally)
    write(m_out, tr("  items RESULTS.csv [--out FILE]\n"
                    "      Item analysis of a results CSV the instructor exported: per question\n"
                    "      facility, point-biserial, upper-lower 27 %, wrong answers and median\n"
                    "      time (poor discrimination flagged); per rule cell; trainee by topic.\n"
                    "      CSV on standard output or FILE. Exit status: 0 written, 2 the file\n"
                    "      cannot be read or is not a results CSV (its line and column named).\n"));
    //: croupier-cli --help, after the main text. Keep "instructor", "--change" and FILE as they are
    //: (typed literally)
    write(m_out, tr("  instructor FILE [--change]\n"
                    "      Make the instructor's file (a single station keeps the instructor's key\n"
                    "      there instead of in the exam database): the passphrase is the first\n"
                    "      line of standard input. With --change, the first line is the current\n"
                    "      passphrase and the second the new one. Make it as a user the trainees\n"
                    "      are not, where they cannot write: sudo croupier-cli instructor\n"
                    "      /etc/croupier/instructor.json. Exit status: 0 written, 1 the current\n"
                    "      passphrase is wrong or the file cannot be written, 2 a usage error.\n"));
}

int Cli::run(QStringList args)
{
    // --lang may stand anywhere; it sets messages and prompts alike.
    m_language = Translations::systemLanguage();
    m_promptLanguage = QStringLiteral("el");
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] != QLatin1String("--lang"))
            continue;
        if (i + 1 >= args.size())
            return usageError(tr("--lang needs a value: en or el"));
        const QString lang = args[i + 1];
        if (!Translations::available().contains(lang))
            return usageError(tr("unknown language \"%1\" for --lang (en or el)").arg(lang));
        m_language = m_promptLanguage = lang;
        m_languageGiven = true;
        args.remove(i, 2);
        --i;
    }
    Translations::install(m_language);

    if (args.isEmpty() || args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h"))) {
        printHelp();
        return args.isEmpty() ? kUsageError : 0;
    }
    if (args.first() == QLatin1String("--version")) {
        write(m_out, QStringLiteral("croupier-cli %1\n").arg(QCoreApplication::applicationVersion()));
        return 0;
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("quiz"))
        return quiz(args);
    if (command == QLatin1String("check"))
        return check(args);
    if (command == QLatin1String("odds"))
        return odds(args);
    if (command == QLatin1String("topics"))
        return topics();
    if (command == QLatin1String("sheet"))
        return sheet(args);
    if (command == QLatin1String("play"))
        return play(args);
    if (command == QLatin1String("check-play"))
        return checkPlay(args);
    if (command == QLatin1String("items"))
        return items(args);
    if (command == QLatin1String("instructor"))
        return instructor(args);
    return usageError(tr("unknown command \"%1\" (quiz, check, odds, topics, sheet, items, instructor, play, check-play)").arg(command));
}

std::optional<QMap<QString, QString>> Cli::readOptions(const QString &command, const QStringList &args,
                                                       const QStringList &known)
{
    QMap<QString, QString> values;
    for (qsizetype i = 0; i < args.size(); i += 2) {
        if (!known.contains(args[i])) {
            //: %1 is the command (quiz, odds), %2 what was typed, %3 the options it knows
            usageError(tr("%1: unknown option \"%2\" (%3)").arg(command, args[i], known.join(QStringLiteral(", "))));
            return std::nullopt;
        }
        if (i + 1 >= args.size()) {
            //: %1 is the command (quiz, odds), %2 the option
            usageError(tr("%1: %2 needs a value").arg(command, args[i]));
            return std::nullopt;
        }
        if (values.contains(args[i])) {
            //: %1 is the command (quiz, odds), %2 the option
            usageError(tr("%1: %2 is given twice").arg(command, args[i]));
            return std::nullopt;
        }
        values.insert(args[i], args[i + 1]);
    }
    return values;
}

int Cli::quiz(const QStringList &args)
{
    const auto options = readOptions(QStringLiteral("quiz"), args,
                                     {QStringLiteral("--topic"), QStringLiteral("--game"), QStringLiteral("--count"),
                                      QStringLiteral("--seed"), QStringLiteral("--level")});
    if (!options)
        return kUsageError;
    const QMap<QString, QString> &values = *options;
    for (const char *required : {"--topic", "--count"})
        if (!values.contains(QLatin1String(required)))
            return usageError(tr("quiz: %1 is required").arg(QLatin1String(required)));

    const std::string topicName = values.value(QStringLiteral("--topic")).toStdString();
    const Topic *topic = TopicRegistry::builtin().find(topicName);
    if (!topic)
        return usageError(tr("quiz: unknown topic \"%1\" (known topics: %2)")
                              .arg(values.value(QStringLiteral("--topic")), topicList()));
    Game game = topic->games().front();
    if (values.contains(QStringLiteral("--game"))) {
        const auto g = gameFromName(values.value(QStringLiteral("--game")).toStdString());
        if (!g)
            return usageError(tr("quiz: unknown game \"%1\" (games: %2)")
                                  .arg(values.value(QStringLiteral("--game")), gameList(allGames())));
        if (!topic->supports(*g))
            return usageError(tr("quiz: topic %1 has no questions for %2 (games: %3)")
                                  .arg(values.value(QStringLiteral("--topic")), values.value(QStringLiteral("--game")),
                                       gameList(topic->games())));
        game = *g;
    }
    bool ok = false;
    const qulonglong count = values.value(QStringLiteral("--count")).toULongLong(&ok);
    if (!ok || count > 10'000'000)
        return usageError(tr("quiz: --count must be a whole number from 0 to 10000000, not \"%1\"")
                              .arg(values.value(QStringLiteral("--count"))));
    // Without --seed one is drawn and said on stderr, so the bank can be made again.
    const bool seedGiven = values.contains(QStringLiteral("--seed"));
    const qulonglong seed = seedGiven ? values.value(QStringLiteral("--seed")).toULongLong(&ok)
                                      : QRandomGenerator::system()->generate64() >> 1;
    if (seedGiven && !ok)
        return usageError(tr("quiz: --seed must be a whole number from 0 to 18446744073709551615, not \"%1\"")
                              .arg(values.value(QStringLiteral("--seed"))));
    int level = kMaxLevel;   // every kind of stake, so every cell of the rules
    if (values.contains(QStringLiteral("--level"))) {
        level = values.value(QStringLiteral("--level")).toInt(&ok);
        if (!ok || level < kMinLevel || level > kMaxLevel)
            return usageError(
                tr("quiz: --level must be 1, 2 or 3, not \"%1\"").arg(values.value(QStringLiteral("--level"))));
    }

    if (!seedGiven)
        //: croupier-cli quiz without --seed: the seed it drew, to make the same bank again
        write(m_err, tr("croupier-cli: quiz --seed %1 (drawn: give it to write the same questions again)").arg(seed)
                         + QLatin1Char('\n'));
    const PromptText prompts(m_promptLanguage);
    std::string buffer;
    try {
        generateQuestions(*topic, game, count, seed, level, [&](Question &q, const Prompt &prompt) {
            q.prompt = prompts.format(prompt).toStdString();
            q.toJson().dumpTo(buffer);
            buffer += '\n';
            if (buffer.size() > (1 << 16)) {
                std::fwrite(buffer.data(), 1, buffer.size(), m_out);
                buffer.clear();
            }
        });
    } catch (const InputError &e) {
        // A generator refusing its own scenario is a bug, but the bank written so
        // far stays whole and the message says where.
        std::fwrite(buffer.data(), 1, buffer.size(), m_out);
        std::fflush(m_out);
        write(m_err, tr("croupier-cli: quiz stopped: %1").arg(QString::fromStdString(e.what())) + QLatin1Char('\n'));
        return 1;
    }
    std::fwrite(buffer.data(), 1, buffer.size(), m_out);
    return std::fflush(m_out) == 0 ? 0 : 1;
}

std::istream *Cli::openInput(const QString &path, std::ifstream &file, const QString &cannotRead)
{
    if (path == QLatin1String("-"))
        return &std::cin;
    file.open(path.toStdString(), std::ios::binary);
    if (!file) {
        write(m_err, cannotRead + QLatin1Char('\n'));
        return nullptr;
    }
    return &file;
}

int Cli::check(const QStringList &args)
{
    if (args.size() != 1)
        return usageError(tr("check: give exactly one bank file, or - for standard input"));
    const QString name = args.first() == QLatin1String("-") ? tr("standard input") : QStringLiteral("\"%1\"").arg(args.first());
    // Each of these exits 2 with the reason, as a malformed line does: nothing was checked.
    const auto refuse = [this](const QString &why) {
        write(m_err, QStringLiteral("croupier-cli: check: %1\n").arg(why));
        return kUsageError;
    };
    if (args.first() != QLatin1String("-") && QFileInfo(args.first()).isDir())
        //: check's input is a directory; %1 its name
        return refuse(tr("%1 is a directory, not a bank file").arg(name));
    std::ifstream file;
    std::istream *in = openInput(args.first(), file, tr("croupier-cli: cannot read the bank file \"%1\"").arg(args.first()));
    if (!in)
        return kUsageError;
    BankChecker checker(TopicRegistry::builtin());
    try {
        checker.checkStream(*in, [this](std::string_view reports) { std::fwrite(reports.data(), 1, reports.size(), m_out); });
    } catch (const std::bad_alloc &) {
        std::fflush(m_out);
        //: check ran out of memory; %1 the bank's name
        return refuse(tr("out of memory while checking %1").arg(name));
    }
    std::fflush(m_out);
    if (in->bad())
        //: reading check's input failed part way; %1 its name
        return refuse(tr("reading %1 failed (a read error): the lines after it were not checked").arg(name));
    if (checker.right() + checker.wrong() + checker.malformed() == 0)
        //: check's input has no question; %1 its name
        return refuse(tr("%1 is empty: there is no question to check").arg(name));
    //: check's summary on standard error: counts of right, wrong and malformed lines
    write(m_err, tr("%1 right, %2 wrong, %3 malformed")
                     .arg(checker.right())
                     .arg(checker.wrong())
                     .arg(checker.malformed())
                 + QLatin1Char('\n'));
    return checker.exitCode();
}

int Cli::odds(const QStringList &args)
{
    if (args.isEmpty())
        return usageError(tr("odds: name a game family: baccarat, craps or blackjack"));
    const QString family = args.first();
    if (family == QLatin1String("baccarat"))
        return oddsBaccarat(args.mid(1));
    if (family == QLatin1String("craps"))
        return oddsCraps(args.mid(1));
    if (family == QLatin1String("blackjack"))
        return oddsBlackjack(args.mid(1));
    return usageError(tr("odds: unknown game family \"%1\"").arg(family));
}

int Cli::oddsBaccarat(const QStringList &args)
{
    const auto options =
        readOptions(QStringLiteral("odds"), args, {QStringLiteral("--decks"), QStringLiteral("--game")});
    if (!options)
        return kUsageError;
    const QMap<QString, QString> &values = *options;
    //: %1 and %2 are the fewest and most decks of a shoe (1 and 8)
    const QString deckRange = tr("a whole number of decks from %1 to %2")
                                  .arg(BaccaratOdds::minDecks)
                                  .arg(BaccaratOdds::maxDecks);
    if (!values.contains(QStringLiteral("--decks")))
        //: %1 is "a whole number of decks from 1 to 8"
        return usageError(tr("odds: --decks is required: %1").arg(deckRange));
    bool ok = false;
    const int decks = values.value(QStringLiteral("--decks")).toInt(&ok);
    if (!ok || decks < BaccaratOdds::minDecks || decks > BaccaratOdds::maxDecks)
        //: %1 is "a whole number of decks from 1 to 8"; %2 what was typed
        return usageError(tr("odds: --decks must be %1, not \"%2\"").arg(deckRange, values.value(QStringLiteral("--decks"))));

    Game game = Game::PuntoBanco;
    if (values.contains(QStringLiteral("--game"))) {
        const QString name = values.value(QStringLiteral("--game"));
        const auto g = gameFromName(name.toStdString());
        if (!g)
            return usageError(tr("odds: unknown game \"%1\" (games: %2)").arg(name, gameList(oddsGames())));
        // Their tableaux leave cells to the holder's choice (RULINGS.md), so there is
        // no single set of odds to print.
        if (*g == Game::CheminDeFer)
            return usageError(tr("odds: chemin-de-fer has no fixed house edge: the player's 5 and some of the "
                                 "banker's totals are drawn or stood at the holder's option (art. 15 §8), so the "
                                 "odds depend on how they choose (games: %1)")
                                  .arg(gameList(oddsGames())));
        if (*g == Game::DeuxTableaux)
            return usageError(tr("odds: deux-tableaux has no fixed house edge: the punters' 5 is their option "
                                 "and the banker draws or stands at his discretion, so the odds depend on how "
                                 "they choose (games: %1)")
                                  .arg(gameList(oddsGames())));
        if (!isPuntoBanco(*g))
            return usageError(tr("odds: %1 is not a baccarat game (games: %2)").arg(name, gameList(oddsGames())));
        game = *g;
    }

    const std::string json = oddsReport(BaccaratOdds(decks), game).dump() + '\n';
    std::fwrite(json.data(), 1, json.size(), m_out);
    return std::fflush(m_out) == 0 ? 0 : 1;
}

int Cli::sheet(const QStringList &args)
{
    QString examPath;
    QString outPath;
    bool answerKey = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--key")) {
            answerKey = true;
        } else if (arg == QLatin1String("--out")) {
            if (i + 1 >= args.size())
                //: Keep "sheet" and "--out": typed literally
                return usageError(tr("sheet: --out needs a value: the PDF file to write"));
            if (!outPath.isEmpty())
                return usageError(tr("%1: %2 is given twice").arg(QStringLiteral("sheet"), arg));
            outPath = args[++i];
        } else if (arg.startsWith(QLatin1String("--"))) {
            return usageError(tr("%1: unknown option \"%2\" (%3)")
                                  .arg(QStringLiteral("sheet"), arg, QStringLiteral("--out, --key, --lang")));
        } else if (examPath.isEmpty()) {
            examPath = arg;
        } else {
            //: Keep "sheet": typed literally
            return usageError(tr("sheet: give exactly one exam file"));
        }
    }
    if (examPath.isEmpty())
        return usageError(tr("sheet: give exactly one exam file"));
    if (outPath.isEmpty())
        //: Keep "sheet" and "--out": typed literally
        return usageError(tr("sheet: --out FILE.pdf is required"));

    QString error;
    if (!QFileInfo(examPath).isFile() || !QFileInfo(examPath).isReadable()) {
        write(m_err, tr("croupier-cli: cannot read the exam file \"%1\"").arg(examPath) + QLatin1Char('\n'));
        return kUsageError;
    }
    const std::optional<Exam> exam = ExamFile::load(examPath, &error);
    if (!exam) {
        //: %1 why, naming the file: "exam.json: checksum: …"
        write(m_err, tr("croupier-cli: sheet: %1").arg(error) + QLatin1Char('\n'));
        return 1;
    }
    const QString language = m_languageGiven ? m_language : QString::fromStdString(exam->spec.language);
    if (!ExamReports::writeSheetPdf(*exam, outPath, answerKey, language, &error)) {
        write(m_err, tr("croupier-cli: sheet: %1").arg(error) + QLatin1Char('\n'));
        return 1;
    }
    return 0;
}

int Cli::items(const QStringList &args)
{
    QString resultsPath;
    QString outPath;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--out")) {
            if (i + 1 >= args.size())
                //: Keep "items" and "--out": typed literally
                return usageError(tr("items: --out needs a value: the CSV file to write"));
            if (!outPath.isEmpty())
                return usageError(tr("%1: %2 is given twice").arg(QStringLiteral("items"), arg));
            outPath = args[++i];
        } else if (arg.startsWith(QLatin1String("--"))) {
            return usageError(tr("%1: unknown option \"%2\" (%3)").arg(QStringLiteral("items"), arg, QStringLiteral("--out, --lang")));
        } else if (resultsPath.isEmpty()) {
            resultsPath = arg;
        } else {
            //: Keep "items": typed literally
            return usageError(tr("items: give exactly one results file"));
        }
    }
    if (resultsPath.isEmpty())
        return usageError(tr("items: give exactly one results file"));
    QFile file(resultsPath);
    if (QFileInfo(resultsPath).isDir() || !file.open(QIODevice::ReadOnly)) {
        //: %1 the file, %2 why
        write(m_err, tr("croupier-cli: items: %1: cannot read: %2")
                         .arg(resultsPath, QFileInfo(resultsPath).isDir() ? tr("it is a directory") : file.errorString())
                     + QLatin1Char('\n'));
        return kUsageError;
    }
    const QByteArray bytes = file.read(qint64(kMaxResultsBytes) + 1);
    std::string csv;
    try {
        csv = itemReportCsv(analyseItems(readResultsCsv(std::string_view(bytes.constData(), std::size_t(bytes.size())))));
    } catch (const InputError &e) {
        //: %1 the file, %2 what is wrong where ("line 7: time_ms: not a whole number …"), in English
        write(m_err, tr("croupier-cli: items: %1: %2").arg(resultsPath, QString::fromStdString(e.what())) + QLatin1Char('\n'));
        return kUsageError;
    }
    if (outPath.isEmpty()) {
        std::fwrite(csv.data(), 1, csv.size(), m_out);
        return 0;
    }
    QSaveFile out(outPath);
    if (!out.open(QIODevice::WriteOnly) || out.write(csv.data(), qint64(csv.size())) != qint64(csv.size()) || !out.flush()
        || !out.commit()) {
        write(m_err, tr("croupier-cli: items: %1: cannot write: %2").arg(outPath, out.errorString()) + QLatin1Char('\n'));
        return 1;
    }
    return 0;
}

int Cli::instructor(const QStringList &args)
{
    QString path;
    bool change = false;
    for (const QString &arg : args) {
        if (arg == QLatin1String("--change"))
            change = true;
        else if (arg.startsWith(QLatin1String("--")))
            return usageError(tr("%1: unknown option \"%2\" (%3)").arg(QStringLiteral("instructor"), arg, QStringLiteral("--change")));
        else if (path.isEmpty())
            path = arg;
        else
            //: Keep "instructor": typed literally
            return usageError(tr("instructor: give exactly one file"));
    }
    if (path.isEmpty())
        return usageError(tr("instructor: give exactly one file"));
    const auto readLine = [] {
        std::string line;
        if (!std::getline(std::cin, line))
            return std::optional<QString>();
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        return std::optional<QString>(QString::fromStdString(line));
    };
    const bool exists = QFileInfo::exists(path);
    if (exists && !change) {
        write(m_err, tr("croupier-cli: instructor: %1: the file exists; --change changes its passphrase").arg(path) + QLatin1Char('\n'));
        return kUsageError;
    }
    if (!exists && change) {
        write(m_err, tr("croupier-cli: instructor: %1: there is no file to change").arg(path) + QLatin1Char('\n'));
        return kUsageError;
    }
    QByteArray secret;
    if (change) {
        QString error;
        const auto contents = InstructorFile::read(path, &error);
        if (!contents) {
            write(m_err, QStringLiteral("croupier-cli: instructor: %1\n").arg(error));
            return 1;
        }
        const std::optional<QString> current = readLine();
        const InstructorKey::Unlocked unlocked = current ? contents->key.unlock(*current) : InstructorKey::Unlocked{};
        if (!unlocked.right || !unlocked.secret) {
            //: The current passphrase given to --change is not the file's.
            write(m_err, tr("croupier-cli: instructor: %1: the current passphrase is wrong").arg(path) + QLatin1Char('\n'));
            return 1;
        }
        secret = *unlocked.secret;   // the same secret: exports signed before still check
    } else {
        secret = InstructorKey::newSecret();
    }
    const std::optional<QString> passphrase = readLine();
    // The same rule as the desk's: at least 8 characters, spaces alone not counted.
    if (!passphrase || passphrase->trimmed().toUcs4().size() < 8) {
        write(m_err, tr("croupier-cli: instructor: the passphrase (a line of standard input) must have at least 8 characters")
                         + QLatin1Char('\n'));
        return kUsageError;
    }
    QString error;
    if (!InstructorFile::write(path, {InstructorKey::make(*passphrase, secret), AnswerChain::publicKey(secret)}, &error)) {
        write(m_err, QStringLiteral("croupier-cli: instructor: %1\n").arg(error));
        return 1;
    }
    return 0;
}

int Cli::topics()
{
    for (const Topic *t : TopicRegistry::builtin().topics())
        write(m_out, QStringLiteral("%1\t%2\n")
                         .arg(QString::fromUtf8(t->name().data(), static_cast<qsizetype>(t->name().size())),
                              gameList(t->games())));
    return 0;
}

} // namespace croupier
