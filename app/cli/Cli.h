#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <fstream>
#include <istream>
#include <optional>

namespace croupier {

/// Writes @p text to @p f as UTF-8 (croupier-cli's messages and output).
inline void writeText(std::FILE *f, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    std::fwrite(utf8.constData(), 1, static_cast<std::size_t>(utf8.size()), f);
}

/**
 * @brief croupier-cli: the commands of shared/spec/question-bank.md (quiz, check,
 * odds) over the core's topic registry, and `sheet` (issue 8), which prints an
 * exam file's question sheet or answer key as PDF.
 *
 * Messages and --help follow --lang, else the system locale; question prompts
 * follow --lang, else Greek, the language of the rule texts.
 */
class Cli
{
    Q_DECLARE_TR_FUNCTIONS(Cli)

public:
    Cli(std::FILE *out, std::FILE *err) : m_out(out), m_err(err) { }

    /// Runs the command in @p args (without the program name); returns the exit status.
    int run(QStringList args);

private:
    int quiz(const QStringList &args);
    int check(const QStringList &args);
    int odds(const QStringList &args);
    int oddsBaccarat(const QStringList &args);    // Cli.cpp
    int oddsCraps(const QStringList &args);       // CliOddsCraps.cpp
    int oddsBlackjack(const QStringList &args);   // CliOddsBlackjack.cpp
    int topics();
    /// `play GAME --seed S --rounds N`: the play records of free play (CliPlay.cpp).
    int play(const QStringList &args);
    /// `check-play FILE|-`: every settlement of the records re-derived (CliPlay.cpp).
    int checkPlay(const QStringList &args);
    /// `sheet EXAM_FILE --out FILE.pdf [--key]`: the printed sheet (or key) of an exam file.
    int sheet(const QStringList &args);
    int items(const QStringList &args);
    /// `instructor FILE [--change]`: the instructor's file (issue 14, item 3), the
    /// passphrase(s) read from standard input.
    int instructor(const QStringList &args);
    int usageError(const QString &message);
    /// The file at @p path, or standard input for "-"; nullptr after writing @p cannotRead
    /// to standard error when the file cannot be opened.
    std::istream *openInput(const QString &path, std::ifstream &file, const QString &cannotRead);
    /// Reads "--name value" pairs of @p command; on an unknown, valueless or repeated
    /// option it prints why and returns nothing.
    std::optional<QMap<QString, QString>> readOptions(const QString &command, const QStringList &args,
                                                      const QStringList &known);
    void printHelp();

    std::FILE *m_out;
    std::FILE *m_err;
    QString m_language;        // messages
    QString m_promptLanguage;  // question prompts
    bool m_languageGiven = false;  // --lang was typed (else a sheet speaks its exam's language)
};

} // namespace croupier
