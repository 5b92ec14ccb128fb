#include "ExamReports.h"
#include "ReportPdf.h"

#include "InputError.h"
#include "bank/TopicRegistry.h"
#include "exam/ResultsCsv.h"
#include "drill/AnswerText.h"
#include "text/TopicWords.h"
#include "text/WordsText.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QLocale>
#include <QMessageAuthenticationCode>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QTranslator>

#include <optional>
#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>

namespace croupier {

namespace {

constexpr QByteArrayView kCsvSignature = "# croupier-signature: hmac-sha256 ";
constexpr QByteArrayView kPdfSignature = "%croupier-signature: hmac-sha256 ";

QString fromStd(const std::string &s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
QString fromStd(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

/// @p s as HTML; a card's red suit (♥ ♦, Card::dealerText()) printed red, as on the card.
QString esc(const QString &s)
{
    QString html = s.toHtmlEscaped();
    for (const QChar red : {QChar(0x2665), QChar(0x2666)})
        html.replace(red, QStringLiteral("<span style='color:#c0262d'>") + red + QStringLiteral("</span>"));
    return html;
}

const Topic *topicOf(const Question &q) { return TopicRegistry::builtin().find(q.topic); }

std::vector<AnswerField> fieldsOf(const Question &q)
{
    const Topic *topic = topicOf(q);
    return topic ? topic->answerFields(q.game) : std::vector<AnswerField> {};
}

/// Seconds with one decimal in the report's language ("12,3" in Greek).
QString secondsText(qint64 ms, const QLocale &locale)
{
    //: A time in seconds, e.g. "12.3 s". %1 the number
    return ExamReports::tr("%1 s").arg(locale.toString(double(ms) / 1000.0, 'f', 1));
}

/// A duration as "m:ss" (or "h:mm:ss").
QString durationText(qint64 ms)
{
    const qint64 s = (ms + 500) / 1000;
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString payTableText(Game payTable)
{
    switch (payTable) {
    case Game::PuntoBancoNoCommission:
        //: A Punto Banco pay table, printed on the exam sheet
        return ExamReports::tr("no commission: Banco pays 1:1, a Banco win on 6 pays 1:2");
    case Game::PuntoBancoSuperSix:
        //: A Punto Banco pay table, printed on the exam sheet
        return ExamReports::tr("Super Six: no commission, Banco on 6 pays 1:2, Super Six side bet");
    default:
        //: A Punto Banco pay table, printed on the exam sheet
        return ExamReports::tr("with commission: Banco pays 95:100 (5 % commission)");
    }
}

/// A minutes or seconds limit, or "none".
QString limitText(int seconds, const QLocale &locale)
{
    if (seconds <= 0)
        //: No time limit
        return ExamReports::tr("none");
    if (seconds % 60 == 0)
        //: A time limit in minutes; %1 the number
        return ExamReports::tr("%1 min").arg(locale.toString(seconds / 60));
    //: A time limit in seconds; %1 the number
    return ExamReports::tr("%1 s").arg(locale.toString(seconds));
}

// ---------------------------------------------------------------------------
// Pages: a report is a list of blocks of HTML, each kept whole on one page (ReportPdf.h).

using reportpdf::Block;
using reportpdf::ScopedLanguage;
using reportpdf::paintBlocks;
using reportpdf::saveBytes;

/**
 * Paints @p blocks as a PDF and writes it to @p path, signed with @p secret when
 * one is given. The report's language (@p scoped) is removed first, so the
 * messages speak the program's language.
 */
bool writePdf(std::optional<ScopedLanguage> &scoped, const QString &title, const QString &footer,
              const QList<Block> &blocks, const QString &path, const QByteArray *secret, QString *error)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const bool painted = paintBlocks(&buffer, title, footer, blocks);
    scoped.reset();
    if (!painted) {
        if (error)
            //: %1 the file
            *error = ExamReports::tr("%1: cannot make the PDF").arg(path);
        return false;
    }
    return saveBytes(secret ? ExamReports::sign(buffer.data(), *secret, true) : buffer.data(), path, error);
}

/// The profile, limits and pass mark, as rows of a two-column table.
QString profileTable(const Exam &exam, const QLocale &locale, bool greek)
{
    const ExamSpec &spec = exam.spec;
    bool hasPuntoBanco = false;
    for (const Question &q : exam.questions)
        hasPuntoBanco = hasPuntoBanco || isPuntoBanco(q.game);
    QString rows;
    const auto row = [&rows](const QString &label, const QString &value) {
        rows += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>").arg(esc(label), esc(value));
    };
    //: Exam sheet header: how many questions
    row(ExamReports::tr("Questions"), locale.toString(qlonglong(formLength(exam))));
    if (spec.formsPerTrainee)
        //: Exam sheet header: each trainee is asked a form of their own; %1 the questions in the pools.
        row(ExamReports::tr("Forms"), ExamReports::tr("one per trainee, from pools of %1 questions")
                                          .arg(locale.toString(qlonglong(exam.questions.size()))));
    //: Exam sheet header: the number of decks in the shoe
    row(ExamReports::tr("Decks"), locale.toString(spec.profile.decks));
    //: Exam sheet header: the table's smallest chip
    row(ExamReports::tr("Smallest chip"),
        fromStd(spec.profile.chipUnit.format(greek ? MoneyLocale::Greek : MoneyLocale::English)));
    if (hasPuntoBanco)
        //: Exam sheet header: which Punto Banco pay table the exam is set at
        row(ExamReports::tr("Punto Banco pay table"), payTableText(spec.profile.payTable));
    //: Exam sheet header: the time for the whole exam
    row(ExamReports::tr("Time limit"), limitText(spec.timeLimitSeconds, locale));
    //: Exam sheet header: the time for each question
    row(ExamReports::tr("Time per question"), limitText(spec.secondsPerQuestion, locale));
    //: Exam sheet header: %1 the percentage of right answers needed to pass
    row(ExamReports::tr("Pass mark"), ExamReports::tr("%1 % of the questions").arg(spec.passMarkPercent));
    return QStringLiteral("<table border='1' cellspacing='0' cellpadding='4'>%1</table>").arg(rows);
}

/// The answer lines of the sheet: a box per choice, a line per typed field.
QString answerLines(const Question &q)
{
    QString html;
    for (const AnswerField &f : fieldsOf(q)) {
        QString value;
        switch (f.kind) {
        case AnswerField::Kind::Choice: {
            QStringList boxes;
            for (const std::string_view c : f.choices)
                boxes << QStringLiteral("\u25A1 ") + esc(AnswerText::choiceLabel(q.game, c));
            value = boxes.join(QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;"));
            break;
        }
        case AnswerField::Kind::Boolean:
            value = QStringLiteral("\u25A1 ") + esc(AnswerText::tr("Yes"))
                + QStringLiteral("&nbsp;&nbsp;&nbsp;&nbsp;\u25A1 ") + esc(AnswerText::tr("No"));
            break;
        default: value = QString(28, QLatin1Char('_'));
        }
        html += QStringLiteral("<p style='margin: 4pt 0 0 18pt;'>%1: %2</p>")
                    .arg(esc(AnswerText::fieldLabel(q.game, f.name)), value);
    }
    return html;
}


// ---------------------------------------------------------------------------
// CSV (RFC 4180).

void csvRow(QByteArray &out, const QStringList &fields)
{
    // The one writer of a CSV field (core/exam/ResultsCsv), which the reader reads back.
    std::vector<std::string> row;
    row.reserve(std::size_t(fields.size()));
    for (const QString &f : fields)
        row.push_back(f.toStdString());
    std::string text;
    croupier::csvRow(text, row);
    out += QByteArray::fromStdString(text);
}

QString isoUtc(const QDateTime &t) { return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString(); }

QString hmacHex(QByteArrayView bytes, const QByteArray &secret)
{
    return QString::fromLatin1(
        QMessageAuthenticationCode::hash(bytes.toByteArray(), secret, QCryptographicHash::Sha256).toHex());
}

/// @p hex is @p expected, compared in constant time (the time taken does not
/// tell how many leading digits of a forged MAC were right).
bool sameMac(QByteArrayView hex, const QByteArray &expected)
{
    if (hex.size() != expected.size())
        return false;
    unsigned char difference = 0;
    for (qsizetype i = 0; i < expected.size(); ++i)
        difference |= static_cast<unsigned char>(hex[i] ^ expected[i]);
    return difference == 0;
}

} // namespace

QString answerWords(const Question &q, const JsonValue &answer, bool greek)
{
    if (answer.isNull())
        //: A question the trainee did not answer (or ran out of time on)
        return ExamReports::tr("no answer");
    const std::vector<AnswerField> fields = fieldsOf(q);
    if (fields.empty())
        return fromStd(answer.dump());
    return AnswerText::answerText(q.game, fields, answer, greek);
}

JsonValue parseGiven(const QByteArray &json)
{
    if (json.isEmpty())
        return JsonValue::null();
    try {
        return parseJson(std::string_view(json.constData(), std::size_t(json.size())));
    } catch (const JsonError &) {
        return JsonValue::null();
    }
}

QString ruleCell(const Question &question)
{
    const Topic *topic = TopicRegistry::builtin().find(question.topic);
    try {
        if (const std::optional<CellKey> cell = topic ? topic->cellKey(question.game, question.scenario) : std::nullopt)
            return QString::fromStdString(cell->text());
    } catch (const InputError &) {
    }
    return {};
}

QString tamperedText(const ExamScore &score)
{
    QStringList numbers;
    for (int i : score.disagreements)
        numbers << QString::number(i + 1);
    //: An attempt whose stored verdicts were changed after the answers were written; %1 the
    //: questions' numbers ("2, 5"). The score shown is the engine's own judgement of each answer.
    return ExamReports::tr("Edited after it was written: the stored verdict of question(s) %1 is not the "
                           "engine's judgement of the answer given. The score is the engine's.")
        .arg(numbers.join(QStringLiteral(", ")));
}

AttemptConduct attemptConduct(const QList<AttemptEvent> &events, int index)
{
    AttemptConduct c;
    for (const AttemptEvent &e : events) {
        if (index >= 0 && e.index != index)
            continue;
        if (e.kind == QLatin1String(AttemptEvent::restart)) {
            ++c.restarts;
            c.downMs += e.ms;
        } else if (e.kind == QLatin1String(AttemptEvent::focusLost)) {
            ++c.focusLost;
        } else if (e.kind == QLatin1String(AttemptEvent::focusBack)) {
            c.awayMs += e.ms;
        } else if (e.kind == QLatin1String(AttemptEvent::clockBack)) {
            c.clockBack = true;
        }
    }
    return c;
}

QString conductText(const AttemptConduct &c)
{
    QStringList parts;
    if (c.restarts > 0)
        //: What the attempt's log says: the station started again during the exam; %n how many times,
        //: %1 the time it was away in all (m:ss), counted in the exam's time.
        parts << ExamReports::tr("restarted %n time(s) (away %1 in all, counted in the exam's time)", nullptr, c.restarts)
                     .arg(durationText(c.downMs));
    if (c.focusLost > 0)
        //: What the attempt's log says: the exam window lost the keyboard to another window or program;
        //: %n how many times, %1 the time outside it in all (m:ss). Logged, not punished.
        parts << ExamReports::tr("left the exam window %n time(s) (%1 in all)", nullptr, c.focusLost)
                     .arg(durationText(c.awayMs));
    if (c.clockBack)
        //: What the attempt's log says: the station's clock was found set back after a restart.
        parts << ExamReports::tr("the station's clock was set back");
    return parts.join(QStringLiteral(" · "));
}

// ---------------------------------------------------------------------------

QString chainText(const AnswerChain::Check &chain)
{
    if (chain.holds())
        return {};
    //: An attempt whose answers' chain does not hold (issue 14). %1 the problems, separated by "; " (WordsText::clauses).
    return ExamReports::tr("The answers were changed in the database after they were written: %1.")
        .arg(WordsText::clauses(chain.problems));
}

namespace {
/// The form @p r was asked: collectResults fills it (no copy made); a result made by
/// hand has it from its attempt, built in @p made.
const Exam &askedForm(const Exam &exam, const TraineeResult &r, Exam &made)
{
    if (!r.form.questions.empty())
        return r.form;
    made = examForm(exam, std::uint64_t(std::max<qint64>(0, r.attempt.form)));
    return made;
}
} // namespace

QList<TraineeResult> collectResults(const Exam &exam, const ExamStore &store, const QByteArray &secret)
{
    QList<TraineeResult> results;
    for (const AttemptRecord &attempt : store.attempts(QString::fromStdString(exam.spec.id))) {
        TraineeResult result;
        result.attempt = attempt;
        result.answers = store.answers(attempt.id);
        std::vector<ExamAnswer> answers;
        for (const AnswerRecord &a : result.answers) {
            ExamAnswer answer;
            answer.index = a.index;
            answer.given = parseGiven(a.givenJson);
            answer.correct = a.correct;
            answer.elapsedMs = a.elapsedMs;
            answers.push_back(std::move(answer));
        }
        result.form = examForm(exam, std::uint64_t(std::max<qint64>(0, attempt.form)));
        result.score = scoreExam(result.form, answers);
        result.events = store.events(attempt.id);
        result.chain = AnswerChain::check(attempt, store.segments(attempt.id), result.answers, secret);
        results.push_back(std::move(result));
    }
    // By name as a person reads it (locale-aware), then by id, so two trainees of
    // the same name keep a fixed order.
    std::stable_sort(results.begin(), results.end(), [](const TraineeResult &a, const TraineeResult &b) {
        const int byName = QString::localeAwareCompare(a.attempt.traineeName, b.attempt.traineeName);
        if (byName != 0)
            return byName < 0;
        return a.attempt.traineeId < b.attempt.traineeId;
    });
    return results;
}

bool ExamReports::writeSheetPdf(
    const Exam &exam, const QString &path, bool answerKey, const QString &language, QString *error)
{
    // The report's language while it is made; messages (below) in the program's.
    std::optional<ScopedLanguage> scoped(std::in_place, language);
    const bool greek = language == QLatin1String("el");
    const QLocale locale(greek ? QLocale::Greek : QLocale::English);
    const QString title = fromStd(exam.spec.title);

    //: The heading of the printed answer key
    const QString keyHeading = tr("Answer key");
    //: The heading of the printed question sheet
    const QString sheetHeading = tr("Question sheet");
    const QString heading = answerKey ? keyHeading : sheetHeading;

    QList<Block> blocks;
    QString head = QStringLiteral("<h1>%1</h1>").arg(esc(title));
    head += QStringLiteral("<p class='muted'>%1 · %2</p>").arg(esc(heading), esc(fromStd(exam.spec.id)));
    if (!answerKey) {
        const QString line(34, QLatin1Char('_'));
        //: Printed question sheet: the line where the trainee writes his or her name
        head += QStringLiteral("<p>%1: %2</p>").arg(esc(tr("Trainee's name")), line);
        //: Printed question sheet: the line for the school's registration number
        head += QStringLiteral("<p>%1: %2 &nbsp;&nbsp; %3: %4</p>")
                    .arg(esc(tr("Registration no.")), QString(16, QLatin1Char('_')),
                        //: Printed question sheet: the line for the date of the exam
                        esc(tr("Date")), QString(14, QLatin1Char('_')));
    }
    head += profileTable(exam, locale, greek);
    if (answerKey)
        //: Printed answer key: how the questions were made. %1 the seed, %2 "generated" or "bank"
        head += QStringLiteral("<p class='muted'>%1</p>")
                    .arg(esc(tr("Seed %1 · questions: %2")
                                 .arg(QString::number(exam.spec.seed), fromStd(exam.source))));
    blocks.append({head, false});

    for (std::size_t i = 0; i < exam.questions.size(); ++i) {
        const Question &q = exam.questions[i];
        QString html = QStringLiteral("<p style='margin-top: 6pt;'><b>%1.</b> %2</p>")
                           .arg(i + 1)
                           .arg(esc(fromStd(q.prompt)));
        if (answerKey) {
            //: Answer key: the right answer. %1 the answer written out
            html += QStringLiteral("<p style='margin: 2pt 0 0 18pt;'><b>%1</b></p>")
                        .arg(esc(tr("Answer: %1").arg(answerWords(q, q.answer, greek))));
            //: Answer key: %1 the question's id, %2 its topic ("baccarat.draw"), %3 its game ("punto-banco")
            html += QStringLiteral("<p class='muted' style='margin: 0 0 0 18pt;'>%1</p>")
                        .arg(esc(tr("%1 · topic %2 · %3")
                                     .arg(fromStd(q.id), TopicWords::title(q.topic), fromStd(gameName(q.game)))));
        } else {
            html += answerLines(q);
        }
        blocks.append({html, false});
    }

    const QString footer = title + QStringLiteral(" · ")
        + heading + QStringLiteral(" · ")
        + locale.toString(QDate::currentDate(), QLocale::ShortFormat);
    return writePdf(scoped, title, footer, blocks, path, nullptr, error);
}

/*
 * The results CSV (documented in core/exam/EXAM.md, "Results CSV"): UTF-8 with a
 * byte-order mark, because Excel reads a CSV without one in the system's code page
 * and garbles Greek names (LibreOffice reads both); CRLF line ends and quoting as in
 * RFC 4180; answers and keys in words in the report's language, as the desk and
 * the PDF write them ("Draw", "12.50", "2 × 25, 1 × 2.50"; issue 17), for the
 * instructor who opens it in a spreadsheet. No signature line among the rows: it
 * is a file of its own beside (writeSignedCsv).
 */
QByteArray ExamReports::resultsCsv(const Exam &exam, const QList<TraineeResult> &results, const QString &language)
{
    std::optional<ScopedLanguage> scoped(std::in_place, language);
    const bool greek = language == QLatin1String("el");
    QByteArray out = "\xEF\xBB\xBF";
    csvRow(out,
        {QStringLiteral("row"), QStringLiteral("exam_id"), QStringLiteral("trainee_id"),
            QStringLiteral("trainee_name"), QStringLiteral("station"), QStringLiteral("started"),
            QStringLiteral("finished"), QStringLiteral("question"), QStringLiteral("question_id"),
            QStringLiteral("topic"), QStringLiteral("game"), QStringLiteral("answer_given"),
            QStringLiteral("answer_key"), QStringLiteral("correct"), QStringLiteral("time_ms"),
            QStringLiteral("score"), QStringLiteral("questions"), QStringLiteral("percent"),
            QStringLiteral("passed"), QStringLiteral("tampered"), QStringLiteral("restarts"),
            QStringLiteral("down_ms"), QStringLiteral("focus_lost"), QStringLiteral("away_ms"), QStringLiteral("chain"),
            QStringLiteral("cell"), QStringLiteral("form")});
    const QString examId = fromStd(exam.spec.id);
    const auto boolText = [](bool b) { return b ? QStringLiteral("true") : QStringLiteral("false"); };

    for (const TraineeResult &r : results) {
        const AttemptRecord &a = r.attempt;
        const QStringList who
            = {examId, a.traineeId, a.traineeName, a.station, isoUtc(a.started), isoUtc(a.finished)};
        Exam made;
        const Exam &form = askedForm(exam, r, made);
        for (std::size_t i = 0; i < form.questions.size(); ++i) {
            const Question &q = form.questions[i];
            const AnswerRecord *given = nullptr;
            for (const AnswerRecord &rec : r.answers)
                if (rec.index == int(i)) {
                    given = &rec; // the first answer to an index stands (ExamStore)
                    break;
                }
            QStringList row = {QStringLiteral("answer")};
            row << who;
            row << QString::number(i + 1) << fromStd(q.id) << fromStd(q.topic) << fromStd(gameName(q.game));
            // Words, not JSON; empty when not answered or the time ran out (as before).
            const JsonValue givenValue = given ? parseGiven(given->givenJson) : JsonValue::null();
            row << (givenValue.isNull() ? QString() : answerWords(q, givenValue, greek)) << answerWords(q, q.answer, greek);
            const bool edited = std::binary_search(r.score.disagreements.begin(), r.score.disagreements.end(), int(i));
            row << boolText(i < r.score.right.size() && r.score.right[i]) << (given ? QString::number(given->elapsedMs) : QString());
            row << QString() << QString() << QString() << QString() << boolText(edited);
            const AttemptConduct c = attemptConduct(r.events, int(i));
            row << QString::number(c.restarts) << QString::number(c.downMs) << QString::number(c.focusLost)
                << QString::number(c.awayMs);
            row << (!r.chain.chained ? QStringLiteral("none")
                    : r.chain.questions.contains(int(i)) ? QStringLiteral("broken") : QStringLiteral("ok"));
            row << ruleCell(q) << QString::number(a.form);
            csvRow(out, row);
        }
        QStringList summary = {QStringLiteral("summary")};
        summary << who;
        summary << QString() << QString() << QString() << QString() << QString() << QString() << QString();
        summary << QString::number(r.score.totalMs) << QString::number(r.score.correct)
                << QString::number(r.score.questions) << QString::number(r.score.percent)
                << boolText(r.score.passed) << QString::number(r.score.disagreements.size());
        const AttemptConduct c = attemptConduct(r.events);
        summary << QString::number(c.restarts) << QString::number(c.downMs) << QString::number(c.focusLost)
                << QString::number(c.awayMs);
        summary << (!r.chain.chained ? QStringLiteral("none") : r.chain.holds() ? QStringLiteral("ok") : QStringLiteral("broken"));
        summary << QString() << QString::number(a.form);
        csvRow(out, summary);
    }
    return out;
}

bool ExamReports::writeResultsPdf(const Exam &exam, const QList<TraineeResult> &results,
    const QString &language, const QByteArray &secret, const QString &path, QString *error)
{
    // The report's language while it is made; messages (below) in the program's.
    std::optional<ScopedLanguage> scoped(std::in_place, language);
    const bool greek = language == QLatin1String("el");
    const QLocale locale(greek ? QLocale::Greek : QLocale::English);
    const QString title = fromStd(exam.spec.title);
    const auto dateTime = [&locale](const QDateTime &t) {
        // Day first and the 24-hour clock in both languages (Greek short format is 12-hour).
        return t.isValid() ? locale.toString(t.toLocalTime(), QStringLiteral("dd/MM/yyyy HH:mm")) : QStringLiteral("–");
    };
    const auto passText = [](const ExamScore &s) {
        //: The result of an exam
        return s.passed ? tr("passed") : tr("failed");
    };

    QList<Block> blocks;
    //: The heading of the results report. %1 the exam's title
    QString head = QStringLiteral("<h1>%1</h1>").arg(esc(tr("Results: %1").arg(title)));
    //: Results report: %1 the exam's id, %2 "10 questions", %3 the pass mark (a percentage), %4 "3 trainees"
    head += QStringLiteral("<p class='muted'>%1</p>")
                .arg(esc(tr("%1 · %2 · pass mark %3 % · %4")
                             .arg(fromStd(exam.spec.id))
                             //: Results report: how many questions the exam asks each trainee
                             .arg(tr("%n question(s)", "", int(formLength(exam))))
                             .arg(exam.spec.passMarkPercent)
                             //: Results report: how many trainees sat the exam
                             .arg(tr("%n trainee(s)", "", int(results.size())))));
    blocks.append({head, false});

    // The class table, in pieces of rows so that a large class breaks between them.
    const QString classHeader
        = QStringLiteral("<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>")
              //: Results table column: the trainee's name
              .arg(esc(tr("Trainee")),
                  //: Results table column: the trainee's registration number
                  esc(tr("Registration no.")),
                  //: Results table column: right answers out of questions
                  esc(tr("Score")), esc(QStringLiteral("%")),
                  //: Results table column: passed or failed
                  esc(tr("Result")),
                  //: Results table column: time taken
                  esc(tr("Time")));
    constexpr int kRowsPerBlock = 25;
    for (qsizetype start = 0; start < results.size() || start == 0; start += kRowsPerBlock) {
        QString rows;
        for (qsizetype k = start; k < std::min(results.size(), start + kRowsPerBlock); ++k) {
            const TraineeResult &r = results[k];
            // One arg() call: a name with "%3" in it must stay as typed.
            rows += QStringLiteral(
                "<tr><td>%1</td><td>%2</td><td>%3/%4</td><td>%5</td><td>%6</td><td>%7</td></tr>")
                        .arg(esc(r.attempt.traineeName), esc(r.attempt.traineeId),
                            QString::number(r.score.correct), QString::number(r.score.questions),
                            QString::number(r.score.percent), esc(passText(r.score)),
                            durationText(r.score.totalMs));
        }
        QString html;
        if (start == 0)
            //: Results report: the heading of the table of the whole class
            html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Class")));
        html += QStringLiteral("<table width='100%' border='1' cellspacing='0' cellpadding='4'>%1%2</table>")
                    .arg(classHeader, rows);
        blocks.append({html, false});
        if (results.isEmpty())
            break;
    }

    for (const TraineeResult &r : results) {
        const AttemptRecord &a = r.attempt;
        QString html = QStringLiteral("<h1>%1</h1>").arg(esc(a.traineeName));
        const QString when = a.finished.isValid()
            //: Results report, a trainee's page: %1 registration no., %2 station, %3 start, %4 end
            ? tr("Registration no. %1 · station %2 · started %3 · finished %4")
                  .arg(a.traineeId, a.station, dateTime(a.started), dateTime(a.finished))
            //: Results report, a trainee's page, an attempt not handed in: %1 registration no., %2 station, %3 start
            : tr("Registration no. %1 · station %2 · started %3 · not finished")
                  .arg(a.traineeId, a.station, dateTime(a.started));
        html += QStringLiteral("<p class='muted'>%1</p>").arg(esc(when));
        //: Results report, a trainee's page: %1 right answers, %2 questions, %3 percentage, %4 passed/failed,
        //: %5 time
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(esc(tr("Score %1 of %2 (%3 %): %4 · time %5")
                                 .arg(r.score.correct)
                                 .arg(r.score.questions)
                                 .arg(r.score.percent)
                                 .arg(passText(r.score), durationText(r.score.totalMs))));
        if (!r.score.disagreements.empty())
            html += QStringLiteral("<p class='warning'><b>%1</b></p>").arg(esc(tamperedText(r.score)));
        if (!r.chain.holds())
            html += QStringLiteral("<p class='warning'><b>%1</b></p>").arg(esc(chainText(r.chain)));
        if (const QString conduct = conductText(attemptConduct(r.events)); !conduct.isEmpty())
            //: Results report, a trainee's page: what the attempt's log says (restarts, leaving the window)
            html += QStringLiteral("<p>%1</p>").arg(esc(tr("Log: %1").arg(conduct)));
        QString topicRows;
        for (const TopicScore &t : r.score.topics) {
            topicRows += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                             .arg(esc(TopicWords::title(t.topic)), QString::number(t.asked), QString::number(t.correct),
                                 t.answered > 0 ? secondsText(t.totalMs / t.answered, locale)
                                                : QStringLiteral("–"));
        }
        //: Results report: the heading of a trainee's per-topic table
        html += QStringLiteral("<h2>%1</h2>").arg(esc(tr("By topic")));
        html += QStringLiteral(
            "<table width='100%' border='1' cellspacing='0' "
            "cellpadding='4'><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>%5</table>")
                    //: Results table column: the topic of the questions
                    .arg(esc(tr("Topic")),
                        //: Results table column: how many questions of the topic were asked
                        esc(tr("Asked")),
                        //: Results table column: how many were answered right
                        esc(tr("Right")),
                        //: Results table column: mean time per answered question
                        esc(tr("Mean time")), topicRows);
        blocks.append({html, true});

        // Time per question, in pieces of rows.
        const QString questionHeader
            = QStringLiteral("<tr><th>#</th><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
                  //: Results table column: the question as the trainee was asked it
                  .arg(esc(tr("Question")),
                      //: Results table column: the trainee's answer
                      esc(tr("Answer given")),
                      //: Results table column: the right answer
                      esc(tr("Answer key")),
                      //: Results table column: right or wrong
                      esc(tr("Right")),
                      //: Results table column: time on the question
                      esc(tr("Time")));
        constexpr int kQuestionsPerBlock = 8; // with their prompts
        Exam made;
        const Exam &form = askedForm(exam, r, made);
        for (std::size_t start = 0; start < form.questions.size(); start += kQuestionsPerBlock) {
            QString rows;
            for (std::size_t i = start; i < std::min(form.questions.size(), start + kQuestionsPerBlock);
                 ++i) {
                const Question &q = form.questions[i];
                const AnswerRecord *given = nullptr;
                for (const AnswerRecord &rec : r.answers)
                    if (rec.index == int(i)) {
                        given = &rec;
                        break;
                    }
                const QString right = i < r.score.right.size() && r.score.right[i]
                    //: Results table: the answer given is right
                    ? QStringLiteral("\u2713 ") + tr("right")
                    //: Results table: the answer given is wrong (or none was given)
                    : QStringLiteral("\u2717 ") + tr("wrong");
                rows += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td></tr>")
                            .arg(i + 1)
                            .arg(esc(fromStd(q.prompt)),
                                esc(given ? answerWords(q, parseGiven(given->givenJson), greek)
                                           : tr("no answer")),
                                esc(answerWords(q, q.answer, greek)), right,
                                given ? secondsText(given->elapsedMs, locale) : QStringLiteral("–"));
            }
            QString block;
            if (start == 0)
                //: Results report: the heading of a trainee's table of questions
                block += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Question by question")));
            block += QStringLiteral(
                "<table width='100%' border='1' cellspacing='0' cellpadding='4'>%1%2</table>")
                         .arg(questionHeader, rows);
            blocks.append({block, false});
        }
    }

    const QString footer = tr("Results: %1").arg(title) + QStringLiteral(" · ")
        + locale.toString(QDate::currentDate(), QLocale::ShortFormat);
    return writePdf(scoped, title, footer, blocks, path, &secret, error);
}

bool ExamReports::writeResultsCsv(const Exam &exam, const QList<TraineeResult> &results, const QByteArray &secret,
                                  const QString &path, QString *error, const QString &language)
{
    return writeSignedCsv(resultsCsv(exam, results, language), secret, path, error);
}

QString ExamReports::signaturePath(const QString &csvPath)
{
    return csvPath + QStringLiteral(".sig");
}

QByteArray ExamReports::signatureFile(const QByteArray &bytes, const QByteArray &secret)
{
    return kCsvSignature.toByteArray() + hmacHex(bytes, secret).toLatin1() + "\r\n";
}

bool ExamReports::writeSignedCsv(const QByteArray &bytes, const QByteArray &secret, const QString &path, QString *error)
{
    // Each file whole or not at all (QSaveFile); the rows first, so a signature is
    // never left beside rows it was not made for without the check saying so.
    return saveBytes(bytes, path, error) && saveBytes(signatureFile(bytes, secret), signaturePath(path), error);
}

ExamReports::Signature ExamReports::verifyDetached(const QByteArray &bytes, const QByteArray &signature,
                                                   const QByteArray &secret)
{
    QByteArrayView line(signature);
    while (line.endsWith("\n") || line.endsWith("\r"))
        line.chop(1);
    if (!line.startsWith(kCsvSignature))
        return Signature::Missing;
    return sameMac(line.sliced(kCsvSignature.size()), hmacHex(bytes, secret).toLatin1()) ? Signature::Valid
                                                                                         : Signature::Edited;
}

QByteArray ExamReports::sign(const QByteArray &bytes, const QByteArray &secret, bool pdf)
{
    // A line of its own, ended as the format ends its lines (CSV: CRLF, RFC 4180).
    const char *const lineEnd = pdf ? "\n" : "\r\n";
    QByteArray out = bytes;
    if (!out.isEmpty() && !out.endsWith('\n'))
        out += lineEnd;
    const QString mac = hmacHex(out, secret);
    out += (pdf ? kPdfSignature : kCsvSignature).toByteArray();
    out += mac.toLatin1();
    out += lineEnd;
    return out;
}

/*
 * The signature line is the last line; it covers every byte before it. A file
 * with no such line at its end is Missing, unless one stands earlier (something
 * was appended after it: Edited). The MACs are compared in constant time, so the
 * time taken does not tell how many leading digits of a forged one were right.
 */
ExamReports::Signature ExamReports::verify(const QByteArray &bytes, const QByteArray &secret)
{
    QByteArrayView content(bytes);
    if (content.endsWith("\n"))
        content.chop(1);
    if (content.endsWith("\r"))
        content.chop(1);
    const qsizetype lineStart = content.lastIndexOf('\n') + 1;
    const QByteArrayView last = content.sliced(lineStart);
    QByteArrayView hex;
    if (last.startsWith(kCsvSignature))
        hex = last.sliced(kCsvSignature.size());
    else if (last.startsWith(kPdfSignature))
        hex = last.sliced(kPdfSignature.size());
    else
        return bytes.contains(kCsvSignature) || bytes.contains(kPdfSignature) ? Signature::Edited
                                                                              : Signature::Missing;

    return sameMac(hex, hmacHex(bytes.left(lineStart), secret).toLatin1()) ? Signature::Valid : Signature::Edited;
}

QString ExamReports::verifyMessage(Signature signature, const QString &fileName)
{
    switch (signature) {
    case Signature::Valid:
        //: Checking an exported results file. %1 the file
        return tr("%1: signed by this instructor, unchanged.").arg(fileName);
    case Signature::Edited:
        //: Checking an exported results file. %1 the file
        return tr(
            "%1: the file was changed after it was exported, or signed by another instructor: do not trust "
            "its results.")
            .arg(fileName);
    case Signature::Missing: break;
    }
    //: Checking an exported results file. %1 the file
    return tr("%1: the file has no signature: it was not exported by Croupier, or its signature was removed.")
        .arg(fileName);
}

} // namespace croupier
