// croupier-cli play and check-play (question-bank.md, "Play records").
#include "Cli.h"

#include "InputError.h"
#include "bank/Game.h"
#include "bank/Json.h"
#include "play/Play.h"

#include <fstream>
#include <iostream>
#include <string>

namespace croupier {

namespace {
constexpr int kUsageError = 2;
constexpr std::size_t kMaxLine = std::size_t(16) << 20;   // 16 MiB: no record comes near it
void write(std::FILE *f, const QString &text) { writeText(f, text); }
} // namespace

int Cli::play(const QStringList &args)
{
    QStringList rest = args;
    if (rest.isEmpty() || rest.first().startsWith(QLatin1String("--")))
        return usageError(tr("play: name the game first: croupier-cli play GAME --seed S --rounds N"));
    const QString gameText = rest.takeFirst();
    const auto game = gameFromName(gameText.toStdString());
    if (!game)
        return usageError(tr("play: unknown game \"%1\"").arg(gameText));
    const auto options = readOptions(QStringLiteral("play"), rest,
                                     {QStringLiteral("--seed"), QStringLiteral("--rounds"), QStringLiteral("--decks"),
                                      QStringLiteral("--incidents"), QStringLiteral("--table")});
    if (!options)
        return kUsageError;
    const QMap<QString, QString> &values = *options;
    for (const char *required : {"--seed", "--rounds"})
        if (!values.contains(QLatin1String(required)))
            return usageError(tr("play: %1 is required").arg(QLatin1String(required)));
    PlayOptions o;
    o.game = *game;
    bool ok = false;
    o.seed = values.value(QStringLiteral("--seed")).toULongLong(&ok);
    if (!ok)
        return usageError(tr("play: --seed must be a whole number from 0 to 18446744073709551615, not \"%1\"")
                              .arg(values.value(QStringLiteral("--seed"))));
    o.rounds = values.value(QStringLiteral("--rounds")).toInt(&ok);
    if (!ok || o.rounds < 0 || o.rounds > 1'000'000)
        return usageError(tr("play: --rounds must be a whole number from 0 to 1000000, not \"%1\"")
                              .arg(values.value(QStringLiteral("--rounds"))));
    if (values.contains(QStringLiteral("--decks"))) {
        o.decks = values.value(QStringLiteral("--decks")).toInt(&ok);
        if (!ok || o.decks < 1)
            return usageError(tr("play: --decks must be a whole number, not \"%1\"").arg(values.value(QStringLiteral("--decks"))));
    }
    if (values.contains(QStringLiteral("--incidents"))) {
        o.incidents = values.value(QStringLiteral("--incidents")).toDouble(&ok);
        if (!ok || !(o.incidents >= 0 && o.incidents <= 1))
            return usageError(tr("play: --incidents must be a share from 0 to 1, not \"%1\"")
                                  .arg(values.value(QStringLiteral("--incidents"))));
    }
    // Punto Banco's table (art. 15 §18): mini (the croupier deals, the default), midi or big
    // (the players hold the sabot, §9, §15); core names a wrong one or another game's.
    if (values.contains(QStringLiteral("--table")) && !isPuntoBanco(*game))
        //: croupier-cli play: --table names the size of a Punto Banco table (art. 15 §18); %1 the game typed
        return usageError(tr("play: --table is for the Punto Banco games (art. 15 §18), not %1").arg(gameText));
    o.table = values.value(QStringLiteral("--table")).toStdString();
    std::string buffer;
    try {
        playRounds(o, [&](const JsonValue &record) {
            record.dumpTo(buffer);
            buffer += '\n';
            if (buffer.size() > (1 << 16)) {
                std::fwrite(buffer.data(), 1, buffer.size(), m_out);
                buffer.clear();
            }
        });
    } catch (const InputError &e) {
        std::fwrite(buffer.data(), 1, buffer.size(), m_out);
        return usageError(tr("play: %1").arg(QString::fromStdString(e.what())));
    }
    std::fwrite(buffer.data(), 1, buffer.size(), m_out);
    std::fflush(m_out);
    return 0;
}

int Cli::checkPlay(const QStringList &args)
{
    if (args.size() != 1)
        return usageError(tr("check-play: give exactly one file of play records, or - for standard input"));
    std::ifstream file;
    std::istream *in = openInput(args.first(), file, tr("croupier-cli: cannot read the file \"%1\"").arg(args.first()));
    if (!in)
        return kUsageError;
    std::string line;
    std::size_t lineNumber = 0, right = 0, wrong = 0, malformed = 0;
    std::string out;
    while (std::getline(*in, line)) {
        ++lineNumber;
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        JsonValue result = JsonValue::object();
        result.set("line", JsonValue::number(static_cast<long long>(lineNumber)));
        try {
            if (line.size() > kMaxLine)
                throw InputError({}, "the line is longer than 16 MiB");
            const JsonValue record = parseJson(line);
            if (const JsonValue *r = record.find("round"))
                result.set("round", *r);
            const auto problems = checkPlayRecord(record);
            result.set("ok", JsonValue::boolean(problems.empty()));
            if (problems.empty()) {
                ++right;
            } else {
                ++wrong;
                JsonValue list = JsonValue::array();
                for (const auto &p : problems)
                    list.push(JsonValue::string(p));
                result.set("problems", std::move(list));
            }
        } catch (const JsonError &e) {
            ++malformed;
            result.set("error", JsonValue::string("line " + std::to_string(lineNumber) + ": " + e.what()));
        } catch (const InputError &e) {
            ++malformed;
            result.set("error", JsonValue::string("line " + std::to_string(lineNumber) + ": " + e.what()));
        }
        result.dumpTo(out);
        out += '\n';
        if (out.size() > (1 << 16)) {
            std::fwrite(out.data(), 1, out.size(), m_out);
            out.clear();
        }
    }
    std::fwrite(out.data(), 1, out.size(), m_out);
    std::fflush(m_out);
    if (lineNumber == 0) {
        write(m_err, tr("check-play: no records") + QLatin1Char('\n'));
        return kUsageError;
    }
    //: check-play's summary on standard error: counts of right, wrong and malformed records
    write(m_err, tr("%1 right, %2 wrong, %3 malformed").arg(right).arg(wrong).arg(malformed) + QLatin1Char('\n'));
    return malformed ? 2 : wrong ? 1 : 0;
}

} // namespace croupier
