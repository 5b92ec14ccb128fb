#include "Cli.h"

#include "InputError.h"
#include "bank/BankChecker.h"
#include "bank/Game.h"
#include "bank/TopicRegistry.h"
#include "i18n/Translations.h"
#include "text/PromptText.h"

#include <fstream>
#include <iostream>
#include <limits>
#include <string>

namespace croupier {

namespace {

constexpr int kUsageError = 2;

void write(std::FILE *f, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, static_cast<std::size_t>(utf8.size()), f);
}

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
                    "  quiz --topic T [--game G] --count N --seed S [--level 1-3] [--lang en|el]\n"
                    "      Write N questions of topic T. The same seed gives the same bank.\n"
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
    return usageError(tr("unknown command \"%1\" (quiz, check, odds, topics)").arg(command));
}

int Cli::quiz(const QStringList &args)
{
    QMap<QString, QString> values;
    const QStringList known{QStringLiteral("--topic"), QStringLiteral("--game"), QStringLiteral("--count"),
                            QStringLiteral("--seed"), QStringLiteral("--level")};
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (!known.contains(args[i]))
            return usageError(tr("quiz: unknown option \"%1\" (%2)").arg(args[i], known.join(QStringLiteral(", "))));
        if (i + 1 >= args.size())
            return usageError(tr("quiz: %1 needs a value").arg(args[i]));
        if (values.contains(args[i]))
            return usageError(tr("quiz: %1 is given twice").arg(args[i]));
        values.insert(args[i], args[i + 1]);
        ++i;
    }
    for (const char *required : {"--topic", "--count", "--seed"})
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
    const qulonglong seed = values.value(QStringLiteral("--seed")).toULongLong(&ok);
    if (!ok)
        return usageError(tr("quiz: --seed must be a whole number from 0 to 18446744073709551615, not \"%1\"")
                              .arg(values.value(QStringLiteral("--seed"))));
    int level = kMaxLevel;   // every kind of stake, so every cell of the rules
    if (values.contains(QStringLiteral("--level"))) {
        level = values.value(QStringLiteral("--level")).toInt(&ok);
        if (!ok || level < kMinLevel || level > kMaxLevel)
            return usageError(
                tr("quiz: --level must be 1, 2 or 3, not \"%1\"").arg(values.value(QStringLiteral("--level"))));
    }

    const PromptText prompts(m_promptLanguage);
    std::string buffer;
    generateQuestions(*topic, game, count, seed, level, [&](Question &q, const Prompt &prompt) {
        q.prompt = prompts.format(prompt).toStdString();
        q.toJson().dumpTo(buffer);
        buffer += '\n';
        if (buffer.size() > (1 << 16)) {
            std::fwrite(buffer.data(), 1, buffer.size(), m_out);
            buffer.clear();
        }
    });
    std::fwrite(buffer.data(), 1, buffer.size(), m_out);
    return std::fflush(m_out) == 0 ? 0 : 1;
}

int Cli::check(const QStringList &args)
{
    if (args.size() != 1)
        return usageError(tr("check: give exactly one bank file, or - for standard input"));
    std::ifstream file;
    std::istream *in = &std::cin;
    if (args.first() != QLatin1String("-")) {
        file.open(args.first().toStdString(), std::ios::binary);
        if (!file) {
            write(m_err, tr("croupier-cli: cannot read the bank file \"%1\"").arg(args.first()) + QLatin1Char('\n'));
            return kUsageError;
        }
        in = &file;
    }
    BankChecker checker(TopicRegistry::builtin());
    std::string line;
    std::string buffer;
    std::size_t lineNumber = 0;
    while (std::getline(*in, line)) {
        if (const auto result = checker.checkLine(line, ++lineNumber)) {
            buffer += BankChecker::report(*result);
            buffer += '\n';
            if (buffer.size() > (1 << 16)) {
                std::fwrite(buffer.data(), 1, buffer.size(), m_out);
                buffer.clear();
            }
        }
    }
    std::fwrite(buffer.data(), 1, buffer.size(), m_out);
    std::fflush(m_out);
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
        return usageError(tr("odds: name a game family: baccarat"));
    return usageError(tr("odds: unknown game family \"%1\"").arg(args.first()));
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
