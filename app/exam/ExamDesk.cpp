#include "ExamDesk.h"

#include "study/ClassStudy.h"


#include "InstructorFile.h"
#include "StationRole.h"

#include "exam/ItemAnalysis.h"

#include "ExamDatabase.h"
#include "ExamFile.h"
#include "ExamReports.h"
#include "ExamStore.h"
#include "InputError.h"
#include "LanguageManager.h"
#include "bank/Json.h"
#include "bank/TopicRegistry.h"
#include "exam/Exam.h"
#include "text/PromptText.h"
#include "text/WordsText.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QHash>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <map>
#include <memory>

namespace croupier {

namespace {

/// The largest question bank or exported file read (a bank holds at most 5,000 lines).
constexpr qint64 maxReadBytes = 64 * 1024 * 1024;
/// The demo's passphrase: only ever set on an in-memory database (startDemo()).
constexpr auto demoPassphrase = "demo passphrase for screenshots";

QString qs(const std::string &s) { return QString::fromStdString(s); }

/// The form's label of a spec field as validateSpec / examFromJson name it
/// ("passMark", "profile.decks", "sections[2].count"), so the instructor reads
/// the words on the screen, not the JSON's.
QString fieldLabel(const std::string &field)
{
    static const QRegularExpression section(QStringLiteral("^sections\\[(\\d+)\\]\\.?(.*)$"));
    const QString f = qs(field);
    const QRegularExpressionMatch m = section.match(f);
    if (m.hasMatch()) {
        const int row = m.captured(1).toInt() + 1;
        const QString part = m.captured(2);
        QString what;
        if (part == QLatin1String("topic"))
            what = ExamDesk::tr("topic");
        else if (part == QLatin1String("game"))
            what = ExamDesk::tr("game");
        else if (part == QLatin1String("count"))
            //: A section's number of questions, in an error message ("Section 2, questions: …").
            what = ExamDesk::tr("questions");
        else if (part == QLatin1String("level"))
            what = ExamDesk::tr("level");
        else if (part == QLatin1String("pool"))
            //: A section's pool: the questions generated, from which each trainee's form takes its share.
            what = ExamDesk::tr("pool");
        //: The author form's section row in an error message. %1 the row number.
        const QString rowName = ExamDesk::tr("Section %1").arg(row);
        return what.isEmpty() ? rowName : rowName + QStringLiteral(", ") + what;
    }
    const QString key = f.section(QLatin1Char('.'), -1).toLower().remove(QLatin1Char('_'));
    if (key == QLatin1String("id"))
        //: The author form's field: the exam's short unique name.
        return ExamDesk::tr("Exam id");
    if (key == QLatin1String("title"))
        return ExamDesk::tr("Title");
    if (key == QLatin1String("language"))
        return ExamDesk::tr("Language of the questions");
    if (key == QLatin1String("seed"))
        return ExamDesk::tr("Seed");
    if (key == QLatin1String("decks"))
        return ExamDesk::tr("Decks");
    if (key == QLatin1String("chipunit"))
        return ExamDesk::tr("Chip unit");
    if (key == QLatin1String("paytable"))
        return ExamDesk::tr("Pay table");
    if (key.startsWith(QLatin1String("timelimit")))
        return ExamDesk::tr("Whole exam (minutes)");
    if (key.startsWith(QLatin1String("secondsperquestion")) || key.startsWith(QLatin1String("questiontime")))
        return ExamDesk::tr("Seconds per question");
    if (key.startsWith(QLatin1String("passmark")))
        return ExamDesk::tr("Pass mark");
    if (key == QLatin1String("feedback"))
        return ExamDesk::tr("Feedback");
    if (key == QLatin1String("forms") || key == QLatin1String("poolfactor"))
        //: The author form's field: one form for all, or a form per trainee.
        return ExamDesk::tr("Forms");
    if (key == QLatin1String("sections"))
        return ExamDesk::tr("Sections");
    return f;
}

/// "Field: reason" for the instructor.
QString fieldMessage(const InputError &e)
{
    if (e.field().empty())
        return qs(e.reason());
    //: An error on the author form. %1 the field's label, %2 why (from the rules engine, in English).
    return ExamDesk::tr("%1: %2").arg(fieldLabel(e.field()), qs(e.reason()));
}

/// A whole number from the form: QML gives numbers as doubles, text fields as strings.
std::optional<qint64> wholeNumber(const QVariant &value)
{
    bool ok = false;
    if (value.typeId() == QMetaType::QString) {
        const qint64 n = value.toString().trimmed().toLongLong(&ok);
        return ok ? std::optional<qint64>(n) : std::nullopt;
    }
    const double d = value.toDouble(&ok);
    if (!ok || d != double(qint64(d)))
        return std::nullopt;
    return qint64(d);
}

/// A number of the form as an int; out-of-range values stay out of range (-1 or
/// 1,000,000) so validateSpec refuses them with the field's name.
int toInt(qint64 n) { return int(std::clamp<qint64>(n, -1, 1'000'000)); }

QVariantMap problemMap(const BankProblem &p)
{
    return {{QStringLiteral("line"), qulonglong(p.line)},
            {QStringLiteral("id"), qs(p.id)},
            {QStringLiteral("message"), qs(p.message)}};
}

} // namespace

ExamDesk::ExamDesk(QObject *parent)
    : QObject(parent)
    , m_waitTick(new QTimer(this))
{
    m_waitTick->setInterval(250);
    connect(m_waitTick, &QTimer::timeout, this, [this] {
        if (waitSeconds() == 0)
            m_waitTick->stop();
        emit waitChanged();
    });
}

ExamDesk::~ExamDesk()
{
    // The secret leaves no copy behind in freed memory.
    if (m_secret)
        m_secret->fill('\0');
}

void ExamDesk::setStore(ExamStore *store)
{
    m_store = store;
    emit stateChanged();
}

ExamStore *ExamDesk::store() const
{
    return m_store ? m_store : ExamDatabase::store();
}

bool ExamDesk::hasPassphrase() const
{
    ExamStore *s = store();
    return s && s->hasPassphrase();
}

int ExamDesk::waitSeconds() const
{
    if (m_waitMs <= 0 || !m_waitStarted.isValid())
        return 0;
    const qint64 left = m_waitMs - m_waitStarted.elapsed();
    return left <= 0 ? 0 : int((left + 999) / 1000);
}

void ExamDesk::setLanguage(const QString &language)
{
    if (language == m_language || (language != QLatin1String("el") && language != QLatin1String("en")))
        return;
    m_language = language;
    emit languageChanged();
}

bool ExamDesk::fail(const QString &message)
{
    m_error = message;
    emit errorChanged();
    return false;
}

void ExamDesk::setNotice(const QString &notice)
{
    if (notice == m_notice)
        return;
    m_notice = notice;
    emit noticeChanged();
}

void ExamDesk::succeed()
{
    if (m_error.isEmpty())
        return;
    m_error.clear();
    emit errorChanged();
}

bool ExamDesk::requireLogin()
{
    if (!store())
        return fail(ExamDatabase::instance() ? ExamDatabase::instance()->error()
                                             : tr("The exam database cannot be opened."));
    if (!loggedIn())
        //: Refusal of an instructor's action before the passphrase was given.
        return fail(tr("Log in as the instructor first."));
    return true;
}

// --- The passphrase.

bool ExamDesk::setPassphrase(const QString &current, const QString &passphrase)
{
    ExamStore *s = store();
    if (!s)
        return requireLogin();
    if (passphrase.size() < 8)
        //: The instructor's new passphrase is too short.
        return fail(tr("The passphrase must have at least 8 characters."));
    if (!s->setPassphrase(current, passphrase))
        return fail(s->lastError());
    succeed();
    emit stateChanged();
    return true;
}

bool ExamDesk::login(const QString &passphrase)
{
    ExamStore *s = store();
    if (!s)
        return requireLogin();
    if (const int wait = waitSeconds(); wait > 0)
        //: After wrong passphrases. %n seconds.
        return fail(tr("Wait %n second(s) before trying again.", nullptr, wait));
    LoginResult result = s->login(passphrase);
    m_waitMs = result.waitMs;
    m_waitStarted.start();
    if (m_waitMs > 0)
        m_waitTick->start();
    emit waitChanged();
    if (!result.ok) {
        //: A wrong passphrase, when the store gives no reason.
        return fail(result.error.isEmpty() ? tr("Wrong passphrase.") : result.error);
    }
    m_secret = result.secret;
    result.secret.fill('\0');
    succeed();
    emit stateChanged();
    return true;
}

void ExamDesk::logout()
{
    if (!m_secret)
        return;
    m_secret->fill('\0');
    m_secret.reset();
    emit stateChanged();
}

// --- Authoring.

QVariantList ExamDesk::exams()
{
    QVariantList list;
    if (!requireLogin())
        return list;
    ExamStore *s = store();
    const QList<ExamRecord> records = s->exams();
    for (const ExamRecord &r : records) {
        list.append(QVariantMap{{QStringLiteral("id"), r.id},
                                {QStringLiteral("title"), r.title},
                                {QStringLiteral("created"), r.created.toString(Qt::ISODate)},
                                {QStringLiteral("questions"), r.questions},
                                {QStringLiteral("attempts"), int(s->attempts(r.id).size())}});
    }
    std::stable_sort(list.begin(), list.end(), [](const QVariant &a, const QVariant &b) {
        return a.toMap().value(QStringLiteral("created")).toString() > b.toMap().value(QStringLiteral("created")).toString();
    });
    succeed();
    return list;
}

void ExamDesk::setBankProblems(const QVariantList &problems)
{
    if (problems == m_bankProblems)
        return;
    m_bankProblems = problems;
    emit bankProblemsChanged();
}

bool ExamDesk::buildFromSpec(const QVariantMap &form, Exam &exam)
{
    setBankProblems({});
    ExamSpec spec;
    spec.id = form.value(QStringLiteral("id")).toString().trimmed().toStdString();
    spec.title = form.value(QStringLiteral("title")).toString().trimmed().toStdString();
    spec.language = form.value(QStringLiteral("language"), QStringLiteral("el")).toString().toStdString();

    // The numbers: each refused with its field's label.
    auto number = [&](const char *key, qint64 fallback, const char *field) -> std::optional<qint64> {
        const QVariant v = form.value(QLatin1String(key));
        if (!v.isValid() || (v.typeId() == QMetaType::QString && v.toString().trimmed().isEmpty()))
            return fallback;
        const std::optional<qint64> n = wholeNumber(v);
        if (!n) {
            //: A form field that takes a whole number. %1 the field's label, %2 what was typed.
            fail(tr("%1: \"%2\" is not a whole number.").arg(fieldLabel(field), v.toString()));
        }
        return n;
    };
    const QString seedText = form.value(QStringLiteral("seed"), QStringLiteral("1")).toString().trimmed();
    bool seedOk = false;
    spec.seed = seedText.toULongLong(&seedOk);
    if (!seedOk)
        return fail(tr("%1: \"%2\" is not a whole number.").arg(fieldLabel("seed"), seedText));
    const auto decks = number("decks", spec.profile.decks, "profile.decks");
    const auto minutes = number("timeLimitMinutes", 0, "timeLimit");
    const auto perQuestion = number("secondsPerQuestion", 0, "secondsPerQuestion");
    const auto passMark = number("passMark", spec.passMarkPercent, "passMark");
    if (!decks || !minutes || !perQuestion || !passMark)
        return false;
    spec.profile.decks = int(*decks);
    spec.timeLimitSeconds = toInt(*minutes) * 60;
    spec.secondsPerQuestion = toInt(*perQuestion);
    spec.passMarkPercent = toInt(*passMark);

    const QString chip = form.value(QStringLiteral("chipUnit"), QStringLiteral("1")).toString().trimmed();
    try {
        spec.profile.chipUnit = Money::parseCanonical(chip.toStdString());
    } catch (const InputError &e) {
        return fail(tr("%1: %2").arg(fieldLabel("profile.chipUnit"), qs(e.reason())));
    }
    const QString payTable = form.value(QStringLiteral("payTable"), QStringLiteral("punto-banco")).toString();
    const std::optional<Game> table = gameFromName(payTable.toStdString());
    if (!table || !isPuntoBanco(*table))
        //: The pay table chosen is not a Punto Banco one. %1 the field, %2 the value.
        return fail(tr("%1: \"%2\" is not a Punto Banco pay table.").arg(fieldLabel("profile.payTable"), payTable));
    spec.profile.payTable = *table;
    const QString feedback = form.value(QStringLiteral("feedback"), QStringLiteral("end")).toString();
    const std::optional<ExamFeedback> mode = feedbackFromName(feedback.toStdString());
    if (!mode)
        //: %1 the field, %2 the value; keep end, never, each as they are.
        return fail(tr("%1: \"%2\" is none of end, never, each.").arg(fieldLabel("feedback"), feedback));
    spec.feedback = *mode;
    // Forms per trainee (issue 14, item 8): "one" (everyone the same questions in the
    // same order) or "per-trainee", each section's pool poolFactor × its count.
    const QString forms = form.value(QStringLiteral("forms"), QStringLiteral("one")).toString();
    if (forms != QLatin1String("one") && forms != QLatin1String("per-trainee"))
        //: %1 the field, %2 the value; keep one, per-trainee as they are.
        return fail(tr("%1: \"%2\" is none of one, per-trainee.").arg(fieldLabel("forms"), forms));
    spec.formsPerTrainee = forms == QLatin1String("per-trainee");
    const auto poolFactor = number("poolFactor", 1, "poolFactor");
    if (!poolFactor)
        return false;
    if (*poolFactor < 1 || *poolFactor > 10)
        //: The pool's size as a multiple of each section's questions. %1 the field, %2 the value.
        return fail(tr("%1: a pool of %2 times the questions; from 1 to 10.").arg(fieldLabel("poolFactor")).arg(*poolFactor));

    const QVariantList sections = form.value(QStringLiteral("sections")).toList();
    const QString bankPath = form.value(QStringLiteral("bankPath")).toString().trimmed();
    const TopicRegistry &registry = TopicRegistry::builtin();
    try {
        if (bankPath.isEmpty()) {
            for (qsizetype i = 0; i < sections.size(); ++i) {
                const QVariantMap row = sections.at(i).toMap();
                const std::string at = "sections[" + std::to_string(i) + "]";
                ExamSection section;
                section.topic = row.value(QStringLiteral("topic")).toString().toStdString();
                const QString game = row.value(QStringLiteral("game")).toString();
                const std::optional<Game> g = gameFromName(game.toStdString());
                if (!g)
                    //: %1 the section's field, %2 the value.
                    return fail(tr("%1: \"%2\" is not a game.").arg(fieldLabel(at + ".game"), game));
                section.game = *g;
                // A Punto Banco section is set at the profile's pay table (buildExam).
                const auto count = wholeNumber(row.value(QStringLiteral("count")));
                const auto level = wholeNumber(row.value(QStringLiteral("level"), 2));
                if (!count)
                    return fail(tr("%1: \"%2\" is not a whole number.")
                                    .arg(fieldLabel(at + ".count"), row.value(QStringLiteral("count")).toString()));
                if (!level)
                    return fail(tr("%1: \"%2\" is not a whole number.")
                                    .arg(fieldLabel(at + ".level"), row.value(QStringLiteral("level")).toString()));
                section.count = toInt(*count);
                section.level = toInt(*level);
                section.pool = *poolFactor > 1 ? toInt(*count * *poolFactor) : 0;
                spec.sections.push_back(std::move(section));
            }
            // One translator per language, loaded once for the whole exam.
            std::map<std::string, std::unique_ptr<PromptText>> texts;
            const PromptWriter writePrompt = [&texts](Game, const Prompt &prompt, const std::string &language) {
                auto &text = texts[language];
                if (!text)
                    text = std::make_unique<PromptText>(qs(language));
                return text->format(prompt).toStdString();
            };
            exam = buildExam(spec, registry, writePrompt);
            return true;
        }

        // An imported bank: the spec's other fields checked with a stand-in section
        // (validateSpec wants one; a bank exam has none).
        ExamSpec checked = spec;
        checked.sections = {ExamSection{"baccarat.total", Game::PuntoBanco, 2, 1}};
        validateSpec(checked, registry);
        QFile file(bankPath);
        if (!file.open(QIODevice::ReadOnly))
            //: A question bank that cannot be read. %1 the file, %2 why.
            return fail(tr("%1: cannot read the question bank: %2").arg(bankPath, file.errorString()));
        if (file.size() > maxReadBytes)
            return fail(tr("%1: the question bank is larger than %2 MiB.").arg(bankPath).arg(maxReadBytes >> 20));
        const QByteArray text = file.readAll();
        std::vector<BankProblem> problems;
        std::vector<Question> questions = croupier::importBank(std::string_view(text.constData(), text.size()),
                                                              registry, problems);
        if (!problems.empty() || questions.empty()) {
            QVariantList list;
            for (const BankProblem &p : problems)
                list.append(problemMap(p));
            setBankProblems(list);
            if (problems.empty())
                //: An imported question bank without a single question. %1 the file.
                return fail(tr("%1: the question bank has no questions.").arg(QFileInfo(bankPath).fileName()));
            //: An imported bank with wrong lines: nothing is saved. %1 the file, %n the lines.
            return fail(tr("%1: %n line(s) refused by the rules engine; nothing was saved.", nullptr,
                           int(problems.size())).arg(QFileInfo(bankPath).fileName()));
        }
        if (spec.formsPerTrainee && questions.size() < 2)
            //: A bank of one question cannot give neighbours different forms.
            return fail(tr("%1: forms per trainee need 2 questions or more.").arg(fieldLabel("forms")));
        exam.spec = spec;
        exam.spec.sections.clear();
        exam.source = "bank";
        exam.questions = std::move(questions);
        return true;
    } catch (const InputError &e) {
        return fail(fieldMessage(e));
    } catch (const std::exception &e) {
        return fail(qs(e.what()));
    }
}

QVariantMap ExamDesk::preview(const QVariantMap &spec)
{
    QVariantMap out;
    Exam exam;
    const bool ok = requireLogin() && buildFromSpec(spec, exam);
    out.insert(QStringLiteral("ok"), ok);
    out.insert(QStringLiteral("problems"), m_bankProblems);
    if (!ok) {
        out.insert(QStringLiteral("error"), m_error);
        out.insert(QStringLiteral("questions"), 0);
        return out;
    }
    succeed();
    QVariantList topics;
    QStringList prompts;
    // What each trainee is asked: a form (all forms are alike in their topics and
    // counts), the topics in the exam's order.
    const Exam form = examForm(exam, 1);
    const auto topicIndex = [&topics](const QString &topic, const QString &game) {
        for (qsizetype i = 0; i < topics.size(); ++i) {
            const QVariantMap m = topics.at(i).toMap();
            if (m.value(QStringLiteral("topic")) == topic && m.value(QStringLiteral("game")) == game)
                return i;
        }
        topics.append(QVariantMap{{QStringLiteral("topic"), topic}, {QStringLiteral("game"), game},
                                  {QStringLiteral("count"), 0}});
        return topics.size() - 1;
    };
    for (const Question &q : exam.questions)
        topicIndex(qs(q.topic), qs(std::string(gameName(q.game))));
    for (const Question &q : form.questions) {
        const qsizetype at = topicIndex(qs(q.topic), qs(std::string(gameName(q.game))));
        QVariantMap m = topics.at(at).toMap();
        m.insert(QStringLiteral("count"), m.value(QStringLiteral("count")).toInt() + 1);
        topics[at] = m;
        if (prompts.size() < 5)
            prompts.append(qs(q.prompt));
    }
    out.insert(QStringLiteral("error"), QString());
    out.insert(QStringLiteral("questions"), int(form.questions.size()));
    // With forms per trainee: the questions of the pools each form takes its share of.
    out.insert(QStringLiteral("formsPerTrainee"), exam.spec.formsPerTrainee);
    out.insert(QStringLiteral("pool"), int(exam.questions.size()));
    out.insert(QStringLiteral("topics"), topics);
    out.insert(QStringLiteral("prompts"), prompts);
    return out;
}

bool ExamDesk::saveExam(const Exam &exam, const QString &filePath)
{
    ExamStore *s = store();
    const QString id = qs(exam.spec.id);
    for (const ExamRecord &r : s->exams()) {
        if (r.id == id)
            //: Saving an exam whose id is taken. %1 the field, %2 the id.
            return fail(tr("%1: an exam \"%2\" is already saved; choose another id.").arg(fieldLabel("id"), id));
    }
    // The file first: when it cannot be written, the database is not changed either.
    if (!filePath.trimmed().isEmpty()) {
        QString error;
        if (!ExamFile::save(exam, filePath.trimmed(), &error, *m_secret))
            return fail(error);
    }
    // Signed with the instructor's secret: the desk refuses the exam if the stored
    // file is changed afterwards (a pass mark of 1 % with its checksum made again).
    // With it, the station copy: the questions without their keys, the only one the
    // stations' role can read on a classroom server (issue 14, item 2).
    if (!s->saveExam(id, qs(exam.spec.title), int(formLength(exam)), ExamFile::write(exam, *m_secret),
                     ExamFile::writeForStation(exam, *m_secret)))
        return fail(s->lastError());
    if (ExamDatabase *db = ExamDatabase::instance())
        db->notifyChanged();
    emit examsChanged();
    succeed();
    return true;
}

QString ExamDesk::create(const QVariantMap &spec, const QString &filePath)
{
    Exam exam;
    if (!requireLogin() || !buildFromSpec(spec, exam) || !saveExam(exam, filePath))
        return {};
    return qs(exam.spec.id);
}

QVariantMap ExamDesk::importBank(const QString &path, const QVariantMap &spec, const QString &filePath)
{
    QVariantMap withBank = spec;
    withBank.insert(QStringLiteral("bankPath"), path);
    if (path.trimmed().isEmpty())
        fail(tr("%1: give the question bank's file.").arg(tr("Question bank")));
    const QString id = path.trimmed().isEmpty() ? QString() : create(withBank, filePath);
    return {{QStringLiteral("id"), id},
            {QStringLiteral("error"), id.isEmpty() ? m_error : QString()},
            {QStringLiteral("problems"), m_bankProblems}};
}

std::optional<Exam> ExamDesk::loadExam(const QString &examId)
{
    if (!requireLogin())
        return std::nullopt;
    const std::optional<QByteArray> bytes = store()->examFile(examId);
    if (!bytes) {
        const QString why = store()->lastError();
        //: An exam id not in the database. %1 the id.
        fail(why.isEmpty() ? tr("There is no exam \"%1\" in the database.").arg(examId) : why);
        return std::nullopt;
    }
    QString error;
    ExamFile::Signature signature = ExamFile::Signature::NotChecked;
    bool stationCopy = false;
    std::optional<Exam> exam = ExamFile::read(*bytes, examId, &error, *m_secret, &signature, nullptr, &stationCopy);
    if (!exam)
        fail(error);
    if (exam && stationCopy) {
        //: The desk's own copy of an exam was replaced by a station copy (no answer keys). %1 the exam's id.
        fail(tr("%1: the exam in the database is a station copy, without its answer keys: it was replaced after it "
                "was saved, and is refused.").arg(examId));
        return std::nullopt;
    }
    if (exam && signature == ExamFile::Signature::OtherKey) {
        // The desk stores every exam signed by its own key: another key's signature
        // in the database means the row was replaced.
        //: An exam in the database signed by a key that is not this instructor's. %1 the exam's id.
        fail(tr("%1: the exam in the database is signed by another key than this instructor's: it was replaced "
                "after it was saved, and is refused.").arg(examId));
        return std::nullopt;
    }
    m_unsigned = exam && signature == ExamFile::Signature::Missing;
    return exam;
}

bool ExamDesk::writeSheet(const QString &examId, const QString &path, bool answerKey)
{
    const std::optional<Exam> exam = loadExam(examId);
    if (!exam)
        return false;
    if (path.trimmed().isEmpty())
        //: An export without a file name.
        return fail(tr("Give the file to write."));
    QString error;
    if (!ExamReports::writeSheetPdf(*exam, path.trimmed(), answerKey, m_language, &error))
        return fail(error);
    succeed();
    return rememberFolder(path.trimmed());
}

QVariantMap ExamDesk::connection()
{
    QVariantMap out;
    ExamStore *s = store();
    out.insert(QStringLiteral("postgresql"), s && s->location().kind == DatabaseLocation::Kind::Postgresql);
    out.insert(QStringLiteral("where"), s ? s->location().display() : QString());
    out.insert(QStringLiteral("role"), s ? s->role() : QString());
    out.insert(QStringLiteral("station"), s && s->isStation());
    out.insert(QStringLiteral("stationRole"),
               s && s->location().kind == DatabaseLocation::Kind::Postgresql
                   ? StationRole::roleName(s->location().databaseName) : QString());
    return out;
}

QVariantMap ExamDesk::instructorKeyPlace()
{
    ExamStore *s = store();
    const bool postgresql = s && s->location().kind == DatabaseLocation::Kind::Postgresql;
    const QString file = s ? s->instructorFile() : QString();
    return {{QStringLiteral("postgresql"), postgresql},
            {QStringLiteral("file"), file},
            {QStringLiteral("writable"), !postgresql && (file.isEmpty() || InstructorFile::writableHere(file))}};
}

QVariantMap ExamDesk::setUpStationRole()
{
    QVariantMap out;
    if (!requireLogin()) {
        out.insert(QStringLiteral("error"), m_error);
        return out;
    }
    ExamStore *s = store();
    const std::optional<ExamStore::StationRoleSetUp> made = s->setUpStationRole();
    if (!made) {
        fail(s->lastError());
        out.insert(QStringLiteral("error"), m_error);
        return out;
    }
    // Exams saved before the roles get their station copy now. One that cannot be
    // read is named and left out: the role and its new password stand either way.
    int copied = 0;
    QStringList problems;
    for (const QString &id : s->examsWithoutStationCopy()) {
        const std::optional<Exam> exam = loadExam(id);
        if (!exam || !s->setStationCopy(id, ExamFile::writeForStation(*exam, *m_secret))) {
            problems << (exam ? s->lastError() : m_error);
            continue;
        }
        ++copied;
    }
    succeed();
    if (!problems.isEmpty())
        //: After setting up the stations' role: exams the stations cannot sit. %1 why, one per exam.
        setNotice(tr("The stations cannot sit these exams until they are saved again: %1").arg(WordsText::clauses(problems)));
    out.insert(QStringLiteral("role"), made->role);
    out.insert(QStringLiteral("password"), made->password);
    out.insert(QStringLiteral("pgpassLine"), made->pgpassLine);
    out.insert(QStringLiteral("copied"), copied);
    out.insert(QStringLiteral("error"), QString());
    return out;
}

bool ExamDesk::saveExamFile(const QString &examId, const QString &path)
{
    const std::optional<Exam> exam = loadExam(examId);
    if (!exam)
        return false;
    if (path.trimmed().isEmpty())
        return fail(tr("Give the file to write."));
    QString error;
    if (!ExamFile::save(*exam, path.trimmed(), &error, *m_secret))
        return fail(error);
    succeed();
    return rememberFolder(path.trimmed());
}

QString ExamDesk::openExamFile(const QString &path)
{
    if (!requireLogin())
        return {};
    if (path.trimmed().isEmpty()) {
        //: Opening an exam file without a file name.
        fail(tr("Give the exam file to open."));
        return {};
    }
    // Read and checked whole (checksum, every answer key by the engine) before
    // anything is stored: a damaged or hand-edited file leaves the database as it was.
    // Signed by another instructor, or changed after it was signed: refused. A file
    // with no signature (an older Croupier) is taken as the instructor opens it, and
    // stored signed.
    QString error;
    QString signer;
    ExamFile::Signature signature = ExamFile::Signature::NotChecked;
    const std::optional<Exam> exam = ExamFile::load(path.trimmed(), &error, *m_secret, &signature, &signer);
    if (!exam) {
        fail(error);
        return {};
    }
    if (signature == ExamFile::Signature::OtherKey)
        //: Opening an exam file signed by another desk's key. %1 that key's fingerprint, %2 this desk's.
        setNotice(tr("The file is signed by another instructor's key (%1; yours is %2): check that it is the exam you "
                     "expect. It is stored signed by yours.").arg(signer, ExamFile::fingerprint(*m_secret)));
    else if (signature == ExamFile::Signature::Missing)
        //: Opening an exam file with no signature.
        setNotice(tr("The file is not signed (an older Croupier, or the signature was removed): check its pass mark "
                     "and questions. It is stored signed by your key."));
    else
        setNotice({});
    const QString id = qs(exam->spec.id);
    if (const std::optional<QByteArray> stored = store()->examFile(id)) {
        if (*stored == ExamFile::write(*exam, *m_secret)) {
            succeed();
            return id; // the same exam, already here (another station opened it)
        }
    }
    return saveExam(*exam, QString()) ? id : QString();
}

// --- Results.

QVariantMap ExamDesk::examInfo(const QString &examId)
{
    const std::optional<Exam> exam = loadExam(examId);
    if (!exam)
        return {};
    succeed();
    return {{QStringLiteral("id"), qs(exam->spec.id)},
            {QStringLiteral("title"), qs(exam->spec.title)},
            {QStringLiteral("questions"), int(formLength(*exam))},
            {QStringLiteral("formsPerTrainee"), exam->spec.formsPerTrainee},
            {QStringLiteral("passMark"), exam->spec.passMarkPercent},
            {QStringLiteral("language"), qs(exam->spec.language)},
            {QStringLiteral("source"), qs(exam->source)},
            // No signature: stored by an older Croupier, or the signature removed.
            {QStringLiteral("unsigned"), m_unsigned}};
}

QVariantList ExamDesk::results(const QString &examId)
{
    QVariantList list;
    const std::optional<Exam> exam = loadExam(examId);
    if (!exam)
        return list;
    const QList<TraineeResult> results = collectResults(*exam, *store(), *m_secret);
    for (const TraineeResult &r : results) {
        QVariantList topics;
        for (const TopicScore &t : r.score.topics) {
            topics.append(QVariantMap{{QStringLiteral("topic"), qs(t.topic)},
                                      {QStringLiteral("asked"), t.asked},
                                      {QStringLiteral("answered"), t.answered},
                                      {QStringLiteral("correct"), t.correct},
                                      {QStringLiteral("totalMs"), qint64(t.totalMs)}});
        }
        QVariantList questions;
        for (std::size_t i = 0; i < r.form.questions.size(); ++i) {
            const Question &q = r.form.questions[i];
            const AnswerRecord *answer = nullptr;
            for (const AnswerRecord &a : r.answers) {
                if (a.index == int(i)) {
                    answer = &a;
                    break;
                }
            }
            const bool timedOut = answer != nullptr && answer->givenJson.trimmed() == "null";
            const bool greek = m_language == QLatin1String("el");
            questions.append(QVariantMap{{QStringLiteral("number"), int(i) + 1},
                                         {QStringLiteral("id"), qs(q.id)},
                                         // What the trainee was asked, in the exam's language (issue 17).
                                         {QStringLiteral("prompt"), qs(q.prompt)},
                                         // The answer given and the key in words, in the desk's language.
                                         {QStringLiteral("givenText"),
                                             answer && !timedOut ? answerWords(q, parseGiven(answer->givenJson), greek)
                                                                 : QString()},
                                         {QStringLiteral("keyText"), answerWords(q, q.answer, greek)},
                                         {QStringLiteral("topic"), qs(q.topic)},
                                         {QStringLiteral("game"), qs(std::string(gameName(q.game)))},
                                         // A timed-out question ("null") is not answered (ExamAnswer::given).
                                         {QStringLiteral("answered"), answer != nullptr && !timedOut},
                                         {QStringLiteral("timedOut"), timedOut},
                                         // The engine's verdict on the answer given, never the stored flag.
                                         {QStringLiteral("correct"), i < r.score.right.size() && r.score.right[i]},
                                         {QStringLiteral("tampered"),
                                             std::binary_search(r.score.disagreements.begin(),
                                                 r.score.disagreements.end(), int(i))},
                                         {QStringLiteral("elapsedMs"), answer ? answer->elapsedMs : qint64(0)},
                                         {QStringLiteral("log"), conductText(attemptConduct(r.events, int(i)))},
                                         {QStringLiteral("chainBroken"), r.chain.questions.contains(int(i))},
                                         {QStringLiteral("given"), answer ? QString::fromUtf8(answer->givenJson) : QString()}});
        }
        const AttemptRecord &a = r.attempt;
        const AttemptConduct conduct = attemptConduct(r.events);
        list.append(QVariantMap{{QStringLiteral("attempt"), a.id},
                                {QStringLiteral("name"), a.traineeName},
                                {QStringLiteral("id"), a.traineeId},
                                {QStringLiteral("station"), a.station},
                                {QStringLiteral("form"), a.form},
                                {QStringLiteral("formsPerTrainee"), exam->spec.formsPerTrainee},
                                {QStringLiteral("started"), a.started.toString(Qt::ISODate)},
                                {QStringLiteral("finished"), a.finished.isValid()},
                                {QStringLiteral("finishedAt"), a.finished.isValid() ? a.finished.toString(Qt::ISODate) : QString()},
                                {QStringLiteral("score"), r.score.correct},
                                {QStringLiteral("questions"), r.score.questions},
                                {QStringLiteral("answered"), r.score.answered},
                                {QStringLiteral("percent"), r.score.percent},
                                {QStringLiteral("passed"), r.score.passed},
                                {QStringLiteral("totalMs"), qint64(r.score.totalMs)},
                                {QStringLiteral("topics"), topics},
                                {QStringLiteral("questionList"), questions},
                                // Restarts and focus losses: logged, not counted (issue 14, item 6).
                                {QStringLiteral("restarts"), conduct.restarts},
                                {QStringLiteral("focusLost"), conduct.focusLost},
                                {QStringLiteral("log"), conductText(conduct)},
                                // The store was edited after the answers were written (issue 14).
                                {QStringLiteral("tampered"), QStringList({r.score.disagreements.empty()
                                                                         ? QString() : tamperedText(r.score),
                                                                     chainText(r.chain)}).join(QLatin1Char(' ')).trimmed()}});
    }
    succeed();
    return list;
}

std::optional<ResultsTable> ExamDesk::classTable(const QString &examId)
{
    const std::optional<Exam> exam = loadExam(examId);
    if (!exam)
        return std::nullopt;
    ResultsTable table;
    for (const TraineeResult &r : collectResults(*exam, *store(), *m_secret)) {
        ResultsTable::Trainee t;
        t.id = r.attempt.traineeId.toStdString();
        t.name = r.attempt.traineeName.toStdString();
        t.finished = r.attempt.finished.isValid();
        for (std::size_t i = 0; i < r.form.questions.size(); ++i) {
            const Question &q = r.form.questions[i];
            ResultsTable::Answer a;
            a.question = int(i) + 1;
            a.questionId = q.id;
            a.topic = q.topic;
            a.game = std::string(gameName(q.game));
            a.cell = ruleCell(q).toStdString();
            for (const AnswerRecord &given : r.answers)
                if (given.index == int(i)) {
                    // In words, as the results CSV writes it (issue 17), so that the
                    // desk's analysis and croupier-cli items on the CSV agree.
                    const JsonValue value = parseGiven(given.givenJson);
                    a.given = value.isNull() ? std::string()
                                             : answerWords(q, value, m_language == QLatin1String("el")).toStdString();
                    a.timeMs = given.elapsedMs;
                    break;
                }
            // The engine's judgement, never the stored flag.
            a.correct = i < r.score.right.size() && r.score.right[i];
            t.answers.push_back(std::move(a));
        }
        table.trainees.push_back(std::move(t));
    }
    return table;
}

QVariantMap ExamDesk::itemAnalysis(const QString &examId)
{
    const std::optional<ResultsTable> table = classTable(examId);
    if (!table)
        return {};
    const ItemReport report = analyseItems(*table);
    // A rule cell in words, as the topic names it (the progress page's words).
    const auto cellText = [](const std::string &topic, const std::string &game, const std::string &cell) {
        const Topic *t = TopicRegistry::builtin().find(topic);
        const std::optional<Game> g = gameFromName(game);
        if (t && g)
            if (const std::optional<CellKey> key = t->readCellKey(cell))
                return PromptText::inAppLanguage(t->cellWords(*g, *key));
        return qs(cell);
    };
    const auto number = [](const std::optional<double> &v) {
        return v ? QString::number(*v, 'f', 3) : QString();
    };
    QVariantList items;
    for (const ItemStats &i : report.items) {
        QStringList wrong;
        for (const auto &[given, count] : i.wrongAnswers)
            //: Item analysis: a wrong answer and how many gave it. %1 the answer, %2 how many.
            wrong << tr("%1 ×%2").arg(given.empty() ? tr("no answer") : given == "null" ? tr("time ran out") : qs(given))
                         .arg(count);
        items.append(QVariantMap{{QStringLiteral("question"), i.question},
                                 {QStringLiteral("id"), qs(i.questionId)},
                                 // With forms per trainee: the sitters asked it.
                                 {QStringLiteral("sitters"), i.sitters},
                                 {QStringLiteral("topic"), qs(i.topic)},
                                 {QStringLiteral("game"), qs(i.game)},
                                 {QStringLiteral("cell"), qs(i.cell)},
                                 {QStringLiteral("cellText"), cellText(i.topic, i.game, i.cell)},
                                 {QStringLiteral("right"), i.right},
                                 {QStringLiteral("answered"), i.answered},
                                 {QStringLiteral("facility"), number(i.facility)},
                                 {QStringLiteral("pointBiserial"), number(i.pointBiserial)},
                                 {QStringLiteral("upperLower"), number(i.upperLower)},
                                 {QStringLiteral("medianMs"), i.medianMs ? QVariant(qint64(*i.medianMs)) : QVariant()},
                                 {QStringLiteral("wrong"), wrong.join(QStringLiteral(" · "))},
                                 {QStringLiteral("poor"), i.poor}});
    }
    QVariantList cells;
    for (const CellStats &c : report.cells)
        cells.append(QVariantMap{{QStringLiteral("topic"), qs(c.topic)},
                                 {QStringLiteral("game"), qs(c.game)},
                                 {QStringLiteral("cell"), qs(c.cell)},
                                 {QStringLiteral("cellText"), cellText(c.topic, c.game, c.cell)},
                                 {QStringLiteral("asked"), c.asked},
                                 {QStringLiteral("right"), c.right}});
    QStringList topics;
    QVariantList trainees;
    QVariantMap current;
    QVariantList currentTopics;
    for (const TraineeTopic &t : report.table) {
        if (!topics.contains(qs(t.topic)))
            topics << qs(t.topic);
        if (current.value(QStringLiteral("id")).toString() != qs(t.traineeId)) {
            if (!current.isEmpty()) {
                current.insert(QStringLiteral("topics"), currentTopics);
                trainees.append(current);
            }
            current = {{QStringLiteral("id"), qs(t.traineeId)}, {QStringLiteral("name"), qs(t.traineeName)}};
            currentTopics.clear();
        }
        currentTopics.append(QVariantMap{{QStringLiteral("asked"), t.asked}, {QStringLiteral("right"), t.right}});
    }
    if (!current.isEmpty()) {
        current.insert(QStringLiteral("topics"), currentTopics);
        trainees.append(current);
    }
    succeed();
    return {{QStringLiteral("sitters"), report.sitters},
            {QStringLiteral("groupSize"), report.groupSize},
            {QStringLiteral("items"), items},
            {QStringLiteral("cells"), cells},
            {QStringLiteral("topics"), topics},
            {QStringLiteral("trainees"), trainees}};
}

bool ExamDesk::exportItems(const QString &examId, const QString &path)
{
    const std::optional<ResultsTable> table = classTable(examId);
    if (!table)
        return false;
    const QString target = path.trimmed();
    if (target.isEmpty())
        return fail(tr("Give the file to write."));
    // Signed beside, as the results CSV (issue 17: no signature row in a spreadsheet).
    QString error;
    if (!ExamReports::writeSignedCsv(QByteArray::fromStdString(itemReportCsv(analyseItems(*table))), *m_secret, target,
                                     &error))
        return fail(error);
    succeed();
    return rememberFolder(path.trimmed());
}

bool ExamDesk::exportCsv(const QString &examId, const QString &path)
{
    return exportResults(examId, path, false);
}

bool ExamDesk::exportPdf(const QString &examId, const QString &path)
{
    return exportResults(examId, path, true);
}

bool ExamDesk::exportResults(const QString &examId, const QString &path, bool pdf)
{
    const std::optional<Exam> exam = loadExam(examId);
    if (!exam)
        return false;
    const QString target = path.trimmed();
    if (target.isEmpty())
        return fail(tr("Give the file to write."));
    // Both written atomically: an earlier export is replaced only by a whole new one.
    const QList<TraineeResult> results = collectResults(*exam, *store(), *m_secret);
    QString error;
    const bool written = pdf ? ExamReports::writeResultsPdf(*exam, results, m_language, *m_secret, target, &error)
                             : ExamReports::writeResultsCsv(*exam, results, *m_secret, target, &error, m_language);
    if (!written)
        return fail(error);
    succeed();
    return rememberFolder(path.trimmed());
}

QString ExamDesk::verifyFile(const QString &path)
{
    if (!requireLogin())
        return m_error;
    // A CSV's signature is beside it (FILE.csv.sig); the signature file itself may
    // be the one chosen. A CSV with no .sig is read as exported before, with its
    // signature as its last line; a PDF carries its own.
    QString source = path.trimmed();
    if (source.endsWith(QLatin1String(".sig")) && QFileInfo(source.chopped(4)).isFile())
        source.chop(4);
    QFile file(source);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(tr("%1: cannot read: %2").arg(source, file.errorString()));
        return m_error;
    }
    if (file.size() > maxReadBytes) {
        //: A file too large to be an exported result. %1 the file, %2 the limit.
        fail(tr("%1: larger than %2 MiB; not a results file.").arg(source).arg(maxReadBytes >> 20));
        return m_error;
    }
    const QByteArray bytes = file.readAll();
    QFile sig(ExamReports::signaturePath(source));
    ExamReports::Signature signature;
    if (sig.exists()) {
        if (!sig.open(QIODevice::ReadOnly)) {
            fail(tr("%1: cannot read: %2").arg(sig.fileName(), sig.errorString()));
            return m_error;
        }
        signature = ExamReports::verifyDetached(bytes, sig.read(4096), *m_secret);
    } else {
        signature = ExamReports::verify(bytes, *m_secret);
    }
    succeed();
    return ExamReports::verifyMessage(signature, QFileInfo(source).fileName());
}

// --- Helpers for the form.

QString ExamDesk::suggestId(const QString &title) const
{
    // Letters the id allows ([A-Za-z0-9._-]); Greek titles are transliterated
    // simply, so the id stays readable: "Εξέταση Ιουνίου" -> "exetasi-iouniou".
    static const QHash<QChar, QString> greek = [] {
        QHash<QChar, QString> map;
        const QString from = QStringLiteral("αάβγδεέζηήθιίϊΐκλμνξοόπρσςτυύϋΰφχψωώ");
        const QStringList to = {QStringLiteral("a"), QStringLiteral("a"), QStringLiteral("v"), QStringLiteral("g"),
                                QStringLiteral("d"), QStringLiteral("e"), QStringLiteral("e"), QStringLiteral("z"),
                                QStringLiteral("i"), QStringLiteral("i"), QStringLiteral("th"), QStringLiteral("i"),
                                QStringLiteral("i"), QStringLiteral("i"), QStringLiteral("i"), QStringLiteral("k"),
                                QStringLiteral("l"), QStringLiteral("m"), QStringLiteral("n"), QStringLiteral("x"),
                                QStringLiteral("o"), QStringLiteral("o"), QStringLiteral("p"), QStringLiteral("r"),
                                QStringLiteral("s"), QStringLiteral("s"), QStringLiteral("t"), QStringLiteral("y"),
                                QStringLiteral("y"), QStringLiteral("y"), QStringLiteral("y"), QStringLiteral("f"),
                                QStringLiteral("ch"), QStringLiteral("ps"), QStringLiteral("o"), QStringLiteral("o")};
        for (qsizetype i = 0; i < from.size() && i < to.size(); ++i)
            map.insert(from.at(i), to.at(i));
        return map;
    }();
    QString id;
    const QString lower = title.toLower();
    for (qsizetype i = 0; i < lower.size(); ++i) {
        const QChar c = lower.at(i);
        const QChar next = i + 1 < lower.size() ? lower.at(i + 1) : QChar();
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))) {
            id.append(c);
        } else if (c == QChar(0x03BF) && (next == QChar(0x03C5) || next == QChar(0x03CD))) {
            // "ου" / "ού" is one sound: "ou".
            id.append(QStringLiteral("ou"));
            ++i;
        } else if (greek.contains(c))
            id.append(greek.value(c));
        else if (!id.isEmpty() && !id.endsWith(QLatin1Char('-')))
            id.append(QLatin1Char('-'));
    }
    id = id.left(40);
    while (id.endsWith(QLatin1Char('-')))
        id.chop(1);
    const QString date = QDate::currentDate().toString(Qt::ISODate);
    return id.isEmpty() ? QStringLiteral("exam-") + date : id + QLatin1Char('-') + date;
}

QString ExamDesk::newSeed() const
{
    // Up to 9 digits: easy to read out to a colleague who wants the same exam.
    return QString::number(QRandomGenerator::global()->bounded(1, 1'000'000'000));
}

namespace {
const QString kFolderKey = QStringLiteral("exams/folder");
} // namespace

QString ExamDesk::homePath(const QString &fileName) const
{
    // The folder of the last file written (remembered), else Documents, else home.
    const QString remembered = LanguageManager::isPersistent() ? QSettings().value(kFolderKey).toString() : QString();
    if (!remembered.isEmpty() && QFileInfo(remembered).isDir())
        return QDir(remembered).filePath(fileName);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir())
        return QDir(documents).filePath(fileName);
    return QDir::home().filePath(fileName);
}

bool ExamDesk::rememberFolder(const QString &path)
{
    if (LanguageManager::isPersistent())
        QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
    return true;
}

// --- Tests and screenshots.

bool ExamDesk::startDemo()
{
    const QString passphrase = qEnvironmentVariable("CROUPIER_EXAM_PASSPHRASE");
    if (!passphrase.isEmpty())
        return login(passphrase);
    ExamStore *s = store();
    if (!s)
        return requireLogin();
    const DatabaseLocation &where = s->location();
    // A real database only when the screenshot script asks for it by name
    // (packaging/screenshots/exam-demo.sh, on its throw-away PostgreSQL server).
    const bool inMemory = where.kind == DatabaseLocation::Kind::Sqlite && where.path == QLatin1String(":memory:");
    if (!inMemory && qEnvironmentVariable("CROUPIER_EXAM_DEMO") != QLatin1String("1"))
        //: Not shown in the UI: the screenshot demo refuses to touch a real database.
        return fail(tr("The demo runs only on an in-memory exam database."));
    const QString demo = QLatin1String(demoPassphrase);
    if (!s->hasPassphrase() && !setPassphrase(QString(), demo))
        return false;
    if (!loggedIn() && !login(demo))
        return false;
    if (!s->exams().isEmpty())
        return true;
    const QVariantMap spec{
        {QStringLiteral("id"), QStringLiteral("demo-punto-banco")},
        //: The demo exam's title (screenshots).
        {QStringLiteral("title"), tr("Punto Banco: third card and payouts")},
        {QStringLiteral("language"), m_language},
        {QStringLiteral("seed"), QStringLiteral("7")},
        {QStringLiteral("decks"), 8},
        {QStringLiteral("chipUnit"), QStringLiteral("1")},
        {QStringLiteral("payTable"), QStringLiteral("punto-banco")},
        {QStringLiteral("timeLimitMinutes"), 30},
        {QStringLiteral("secondsPerQuestion"), 60},
        {QStringLiteral("passMark"), 80},
        {QStringLiteral("feedback"), QStringLiteral("end")},
        {QStringLiteral("forms"), QStringLiteral("per-trainee")},
        {QStringLiteral("poolFactor"), 2},
        {QStringLiteral("sections"), QVariantList{
            QVariantMap{{QStringLiteral("topic"), QStringLiteral("baccarat.draw")}, {QStringLiteral("game"), QStringLiteral("punto-banco")},
                        {QStringLiteral("count"), 6}, {QStringLiteral("level"), 2}},
            QVariantMap{{QStringLiteral("topic"), QStringLiteral("baccarat.payout")}, {QStringLiteral("game"), QStringLiteral("punto-banco")},
                        {QStringLiteral("count"), 4}, {QStringLiteral("level"), 2}}}}};
    const QString id = create(spec);
    if (id.isEmpty())
        return false;
    if (const std::optional<Exam> exam = loadExam(id))
        simulateTrainees(*exam);
    if (ExamDatabase *db = ExamDatabase::instance())
        db->notifyChanged();
    emit examsChanged();
    return true;
}

void ExamDesk::simulateTrainees(const Exam &exam)
{
    ExamStore *s = store();
    const QString examId = qs(exam.spec.id);
    struct Trainee
    {
        QString name;
        QString id;
        QString station;
        int answered;
        QList<int> wrong;   ///< the questions answered wrong (timed out)
        bool finish;
    };
    const int asked = int(formLength(exam));
    const QList<Trainee> trainees = {
        {QStringLiteral("Μαρία Παπαδοπούλου"), QStringLiteral("2025-014"), QStringLiteral("station-03"),
         asked, {3}, true},
        {QStringLiteral("Νίκος Γεωργίου"), QStringLiteral("2025-021"), QStringLiteral("station-07"),
         asked / 2 + 1, {1, 4}, false},
        // Four more who handed in, so that the item analysis has a class to read.
        {QStringLiteral("Γιάννης Κωνσταντίνου"), QStringLiteral("2025-008"), QStringLiteral("station-01"),
         asked, {1, 3, 6}, true},
        {QStringLiteral("Ελένη Δημητρίου"), QStringLiteral("2025-011"), QStringLiteral("station-02"),
         asked, {3, 8}, true},
        {QStringLiteral("Κώστας Αθανασίου"), QStringLiteral("2025-017"), QStringLiteral("station-05"),
         asked, {0, 1, 3, 5, 8}, true},
        {QStringLiteral("Σοφία Νικολάου"), QStringLiteral("2025-019"), QStringLiteral("station-06"),
         asked, {}, true},
    };
    for (const Trainee &t : trainees) {
        // Seated by their stations' numbers ("station-03": seat 3), so neighbours get neighbouring forms.
        const qint64 seat = t.station.section(QLatin1Char('-'), -1).toLongLong();
        const std::optional<AttemptRecord> attempt = s->startOrResume(examId, t.name, t.id, t.station, seat);
        if (!attempt)
            continue;
        const Exam form = examForm(exam, std::uint64_t(attempt->form));
        // Chained as a station chains them (AnswerChain), so the demo's results hold.
        ChainWriter chain;
        chain.begin(*s, attempt->id, s->answers(attempt->id));
        for (int i = 0; i < t.answered && i < int(form.questions.size()); ++i) {
            const bool right = !t.wrong.contains(i);
            AnswerRecord answer;
            answer.attemptId = attempt->id;
            answer.index = i;
            // A wrong answer is a timed-out one: no answer the rules would accept.
            answer.givenJson = right ? QByteArray::fromStdString(form.questions[std::size_t(i)].answer.dump())
                                     : QByteArrayLiteral("null");
            answer.correct = right;
            answer.elapsedMs = 4200 + 1300 * ((i * 7 + t.answered) % 9);
            answer.at = QDateTime::currentDateTimeUtc();
            answer = chain.chained(answer);
            if (s->recordAnswer(answer))
                chain.stored(answer);
        }
        if (t.finish)
            s->finishAttempt(attempt->id, chain.finishMac(attempt->id));
    }
}

QVariantMap ExamDesk::studyClass()
{
    if (!requireLogin())
        return {};
    ExamStore *s = store();
    if (s->location().kind != DatabaseLocation::Kind::Postgresql) {
        succeed();
        return {{QStringLiteral("server"), false}, {QStringLiteral("trainees"), QVariantList()},
                {QStringLiteral("weakest"), QVariantList()}};
    }
    const std::optional<QList<StudyRecord>> records = s->studyClassRecords();
    if (!records) {
        fail(s->lastError());
        return {};
    }
    const ClassStudy study(*records);
    succeed();
    return {{QStringLiteral("server"), true},
            {QStringLiteral("trainees"), study.trainees()},
            {QStringLiteral("weakest"), study.weakestCells(10, 5)}};
}

bool ExamDesk::setStudyPassphrase(const QString &traineeId, const QString &passphrase)
{
    if (!requireLogin())
        return false;
    ExamStore *s = store();
    if (!s->studySetPassphrase(traineeId, passphrase))
        return fail(s->lastError());
    succeed();
    return true;
}

QVariantList ExamDesk::studyLeeches(const QString &traineeId)
{
    if (!requireLogin())
        return {};
    ExamStore *s = store();
    if (s->location().kind != DatabaseLocation::Kind::Postgresql || traineeId.trimmed().isEmpty())
        return {};
    const std::optional<QList<StudyRecord>> records = s->studyClassRecords(traineeId);
    if (!records) {
        fail(s->lastError());
        return {};
    }
    succeed();
    return ClassStudy(*records).leechesOf(traineeId);
}

} // namespace croupier
