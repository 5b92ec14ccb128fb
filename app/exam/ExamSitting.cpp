#include "ExamSitting.h"

#include "DrillCatalog.h"
#include "DrillSession.h"
#include "ExamDatabase.h"
#include "ExamFile.h"
#include "InputError.h"
#include "bank/TopicRegistry.h"

#include <QLoggingCategory>
#include <QSysInfo>
#include <QSettings>
#include <QTimer>

#include <algorithm>

Q_LOGGING_CATEGORY(lcExam, "croupier.exam")

namespace croupier {

namespace {

ExamAnswer toExamAnswer(const AnswerRecord &record)
{
    ExamAnswer a;
    a.index = record.index;
    a.correct = record.correct;
    a.elapsedMs = record.elapsedMs;
    try {
        a.given = parseJson(std::string_view(record.givenJson.constData(), std::size_t(record.givenJson.size())));
    } catch (const JsonError &) {
        a.given = JsonValue(); // read as "no answer"; the stored verdict still counts
    }
    return a;
}

} // namespace

ExamSitting::ExamSitting(QObject *parent)
    : QObject(parent)
    , m_drill(new DrillSession(this))
    , m_ticker(new QTimer(this))
{
    m_clock.start();
    m_now = [this] { return m_clock.elapsed(); };
    m_drill->setClock([this] { return now(); });
    m_ticker->setInterval(250);
    connect(m_ticker, &QTimer::timeout, this, &ExamSitting::tick);
    if (ExamDatabase *database = ExamDatabase::instance())
        connect(database, &ExamDatabase::statusChanged, this, [this] {
            if (m_closePending && m_finished)
                closeAttempt();
        });
}

ExamSitting::~ExamSitting() = default;

void ExamSitting::setClock(std::function<qint64()> nowMs)
{
    m_now = std::move(nowMs);
}

void ExamSitting::setExamId(const QString &id)
{
    if (id == m_examId || m_running)
        return;
    m_examId = id;
    emit setupChanged();
}

void ExamSitting::setTraineeName(const QString &name)
{
    if (name == m_traineeName || m_running)
        return;
    m_traineeName = name;
    emit setupChanged();
}

void ExamSitting::setTraineeId(const QString &id)
{
    if (id == m_traineeId || m_running)
        return;
    m_traineeId = id;
    emit setupChanged();
}

QString ExamSitting::state() const
{
    if (m_finished)
        return QStringLiteral("finished");
    return m_running ? QStringLiteral("running") : QStringLiteral("idle");
}

QString ExamSitting::title() const
{
    return m_exam ? QString::fromStdString(m_exam->spec.title) : QString();
}

QString ExamSitting::language() const
{
    return m_exam ? QString::fromStdString(m_exam->spec.language) : QString();
}

int ExamSitting::questionCount() const
{
    return m_exam ? int(m_exam->questions.size()) : 0;
}

QString ExamSitting::feedback() const
{
    return m_exam ? QString::fromUtf8(feedbackName(m_exam->spec.feedback).data()) : QStringLiteral("end");
}

int ExamSitting::passMark() const
{
    return m_exam ? m_exam->spec.passMarkPercent : 0;
}

qint64 ExamSitting::seat() const
{
    if (m_seat > 0)
        return m_seat;
    // Set once per station by the school (Settings: exam/seat).
    const qint64 stored = QSettings().value(QStringLiteral("exam/seat")).toLongLong();
    return stored > 0 ? stored : 0;
}

void ExamSitting::setSeat(int seat)
{
    seat = std::max(0, seat);
    if (seat == m_seat)
        return;
    m_seat = seat;
    emit setupChanged();
}

ExamStore *ExamSitting::store() const
{
    return m_store ? m_store : ExamDatabase::store();
}

void ExamSitting::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    emit errorChanged();
}

bool ExamSitting::start()
{
    if (m_running || m_finished)
        return m_running;
    const QString name = m_traineeName.simplified();
    const QString id = m_traineeId.simplified();
    if (name.isEmpty()) {
        //: Starting an exam: the trainee's name was left empty.
        setError(tr("Name: type your full name."));
        return false;
    }
    if (id.isEmpty()) {
        //: Starting an exam: the trainee's registration number (given by the school) was left empty.
        setError(tr("Registration number: type the number the school gave you."));
        return false;
    }
    if (m_examId.isEmpty()) {
        setError(tr("Exam: choose the exam to take."));
        return false;
    }
    ExamStore *db = store();
    if (!db) {
        //: %1 why the exam database could not be opened.
        setError(tr("The exam database cannot be used: %1").arg(ExamDatabase::instance() ? ExamDatabase::instance()->error()
                                                                                          : QString()));
        return false;
    }
    const std::optional<QByteArray> file = db->examFile(m_examId);
    if (!file) {
        //: %1 the exam's id, %2 the database's message.
        setError(tr("The exam \"%1\" cannot be read from the database: %2").arg(m_examId, db->lastError()));
        return false;
    }
    QString readError;
    std::optional<Exam> exam = ExamFile::read(*file, m_examId, &readError);
    if (!exam) {
        setError(readError);
        return false;
    }
    if (exam->questions.empty()) {
        setError(tr("The exam \"%1\" has no questions.").arg(m_examId));
        return false;
    }
    // A trainee who has handed the exam in sees that result: no second attempt,
    // so no trainee can change a result by sitting again.
    std::optional<AttemptRecord> attempt;
    for (const AttemptRecord &a : db->attempts(m_examId))
        if (a.traineeId == id && a.finished.isValid())
            attempt = a;
    if (!attempt)
        attempt = db->startOrResume(m_examId, name, id, QSysInfo::machineHostName(), seat());
    if (!attempt) {
        setError(db->lastError());
        return false;
    }
    // The trainee is asked the attempt's form (the seat's, else the attempt's own):
    // from here on the exam is that form, its questions in that form's order.
    m_exam = examForm(*exam, std::uint64_t(std::max<qint64>(0, attempt->form)));
    m_attempt = std::move(attempt);
    m_answers.clear();
    m_usedMs = 0;
    const QList<AnswerRecord> stored = db->answers(m_attempt->id);
    for (const AnswerRecord &r : stored) {
        if (r.index < 0 || r.index >= questionCount() || answerAt(r.index))
            continue;
        m_answers.push_back(toExamAnswer(r));
        m_usedMs += r.elapsedMs;
    }
    m_skippedMs.clear();
    m_flags.clear();
    m_draft.clear();
    m_reviewing = false;
    // The log keeps what is the trainee's and not an answer: the time on questions
    // left unanswered, and the flags.
    for (const AttemptEvent &e : db->events(m_attempt->id)) {
        if (e.index < 0 || e.index >= questionCount())
            continue;
        if (e.kind == QLatin1String(AttemptEvent::skip) && !answerAt(e.index))
            m_skippedMs[e.index] += std::max<qint64>(0, e.ms);
        else if (e.kind == QLatin1String(AttemptEvent::flag))
            m_flags.insert(e.index);
        else if (e.kind == QLatin1String(AttemptEvent::unflag))
            m_flags.erase(e.index);
    }
    m_drill->setLanguage(language());
    setError({});
    m_running = true;
    m_finished = false;
    m_restarts = 0;
    m_resumeIndex = -1;
    m_resumeBaseMs = 0;
    m_awaySince = -1;
    if (!m_attempt->finished.isValid() && !m_chain.begin(*db, m_attempt->id, stored)) {
        const QString why = db->lastError();
        qCWarning(lcExam, "exam %s: attempt %lld: the answers of this run are not chained (%s)", qPrintable(m_examId),
                  m_attempt->id, why.isEmpty() ? "no instructor's public key" : qPrintable(why));
    }
    emit setupChanged();
    if (m_attempt->finished.isValid()) {
        // Handed in already: show the result.
        finish();
        return true;
    }
    if (const std::optional<QuestionClock> clock = db->questionClock(m_attempt->id); clock && clock->index >= 0) {
        const qint64 before = timeBeforeRestart(*clock);
        if (!answerAt(clock->index)) {
            m_resumeIndex = clock->index;
            m_resumeBaseMs = std::max(before, m_skippedMs[clock->index]);
        }
    }
    // The question the station showed when it stopped, else the first unanswered,
    // else (every answer in, not handed in) the review.
    if (m_resumeIndex >= 0)
        showAt(m_resumeIndex);
    else
        showNextUnansweredAfter(-1);
    m_resumedAt = m_answers.empty() ? 0 : m_index + 1;
    if (m_resumedAt > 0)
        qCInfo(lcExam, "exam %s: attempt %lld of %s resumed at question %d of %d", qPrintable(m_examId),
               m_attempt->id, qPrintable(id), m_resumedAt, questionCount());
    else
        qCInfo(lcExam, "exam %s: attempt %lld of %s started", qPrintable(m_examId), m_attempt->id, qPrintable(id));
    m_ticker->start();
    emit stateChanged();
    tick(); // a restart may find the question's or the exam's time already gone
    return true;
}

qint64 ExamSitting::timeBeforeRestart(const QuestionClock &clock)
{
    // The station showed a question of this open attempt before: it stopped
    // without handing in. The time away is the store's clock since the question's
    // clock was last saved; a clock set back gives none of it back.
    ExamStore *db = store();
    qint64 away = clock.saved.isValid() ? clock.saved.msecsTo(db->now()) : 0;
    if (away < 0) {
        qCWarning(lcExam, "exam %s: attempt %lld: the clock is %lld ms behind the last saved time", qPrintable(m_examId),
                  m_attempt->id, -away);
        logEvent(AttemptEvent::clockBack, clock.index, -away);
        away = 0;
    }
    logEvent(AttemptEvent::restart, clock.index, away);
    m_restarts = 0;
    for (const AttemptEvent &e : db->events(m_attempt->id))
        m_restarts += e.kind == QLatin1String(AttemptEvent::restart) ? 1 : 0;
    qCInfo(lcExam, "exam %s: attempt %lld restarted (restart %d) at question %d after %lld ms away", qPrintable(m_examId),
           m_attempt->id, m_restarts, clock.index + 1, away);
    return clock.elapsedMs + away;
}

void ExamSitting::logEvent(const char *kind, int index, qint64 ms)
{
    ExamStore *db = store();
    if (!db || !m_attempt || !db->logEvent(m_attempt->id, QString::fromLatin1(kind), index, ms))
        qCWarning(lcExam, "exam %s: %s not logged: %s", qPrintable(m_examId), kind,
                  db ? qPrintable(db->lastError()) : "no database");
}

void ExamSitting::saveClock()
{
    m_clockSavedAt = now();
    ExamStore *db = store();
    if (!db || !m_attempt || !db->saveClock(m_attempt->id, m_index, questionElapsed()))
        qCWarning(lcExam, "exam %s: the clock of question %d not saved: %s", qPrintable(m_examId), m_index + 1,
                  db ? qPrintable(db->lastError()) : "no database");
}

void ExamSitting::setWindowActive(bool active)
{
    if (active == m_windowActive)
        return;
    m_windowActive = active;
    emit windowActiveChanged();
    if (!m_running || !m_attempt)
        return;
    if (!active) {
        m_awaySince = now();
        logEvent(AttemptEvent::focusLost, m_index, 0);
        if (questionOnShow())
            saveClock();
    } else if (m_awaySince >= 0) {
        logEvent(AttemptEvent::focusBack, m_index, now() - m_awaySince);
        m_awaySince = -1;
    }
}

void ExamSitting::showNextUnansweredAfter(int index)
{
    int next = index + 1;
    while (next < questionCount() && answerAt(next))
        ++next;
    if (next >= questionCount()) {
        openReview();
        return;
    }
    showAt(next);
}

void ExamSitting::showAt(int index)
{
    m_index = index;
    m_reviewing = false;
    m_showingFeedback = false;
    m_shownAt = now();
    // Earlier visits count on the question: a restart's (time saved plus time
    // away), else the ones it was left unanswered by.
    const auto skipped = m_skippedMs.find(index);
    m_questionBaseMs = index == m_resumeIndex ? m_resumeBaseMs : skipped != m_skippedMs.end() ? skipped->second : 0;
    m_resumeIndex = -1;
    setDraft({});
    saveClock();
    m_drill->present(m_exam->questions[std::size_t(index)], index + 1);
    emit progressChanged();
    emit clockChanged();
}

namespace {

/// Nothing chosen or typed in any field: Next then goes on without an answer.
bool blankAnswer(const QVariantMap &answer)
{
    for (auto it = answer.cbegin(); it != answer.cend(); ++it) {
        const QVariant &v = it.value();
        if (!v.isValid() || v.isNull())
            continue;
        if (v.typeId() == QMetaType::QString && v.toString().trimmed().isEmpty())
            continue;
        if ((v.typeId() == QMetaType::QVariantMap && v.toMap().isEmpty())
            || (v.typeId() == QMetaType::QVariantList && v.toList().isEmpty()))
            continue;
        return false;
    }
    return true;
}

} // namespace

void ExamSitting::setDraft(const QVariantMap &draft)
{
    if (draft == m_draft)
        return;
    m_draft = draft;
    emit draftChanged();
}

bool ExamSitting::submit(const QVariantMap &answer)
{
    if (!questionOnShow() || m_drill->answered())
        return false;
    if (blankAnswer(answer)) {
        skip();
        return true;
    }
    if (!m_drill->submit(answer))
        return false; // the drill's inputError names the field; the question stays open
    return storeAnswer(m_drill->givenJson(), questionElapsed());
}

void ExamSitting::leaveQuestion()
{
    // The time of this visit is logged, so that the question's clock goes on from
    // it when the trainee comes back, and after a restart.
    const qint64 total = questionElapsed();
    qint64 &before = m_skippedMs[m_index];
    logEvent(AttemptEvent::skip, m_index, std::max<qint64>(0, total - before));
    before = total;
    setDraft({});
}

void ExamSitting::skip()
{
    if (!questionOnShow())
        return;
    leaveQuestion();
    showNextUnansweredAfter(m_index);
}

void ExamSitting::openReview()
{
    if (!m_running)
        return;
    if (questionOnShow())
        leaveQuestion();
    m_reviewing = true;
    m_showingFeedback = false;
    emit progressChanged();
    emit clockChanged();
}

bool ExamSitting::openQuestion(int number)
{
    const int index = number - 1;
    if (!m_running || index < 0 || index >= questionCount() || answerAt(index))
        return false; // an answer given is final: it is in the chain
    if (questionOnShow()) {
        if (index == m_index)
            return true;
        leaveQuestion();
    }
    showAt(index);
    return true;
}

void ExamSitting::toggleFlag(int number)
{
    const int index = number - 1;
    if (!m_running || index < 0 || index >= questionCount())
        return;
    const bool flag = m_flags.count(index) == 0;
    if (flag)
        m_flags.insert(index);
    else
        m_flags.erase(index);
    logEvent(flag ? AttemptEvent::flag : AttemptEvent::unflag, index, 0);
    emit progressChanged();
}

QVariantList ExamSitting::questionStates() const
{
    QVariantList list;
    if (!m_exam || (!m_running && !m_finished))
        return list;
    for (int i = 0; i < questionCount(); ++i) {
        const ExamAnswer *a = answerAt(i);
        const QString topic = QString::fromStdString(m_exam->questions[std::size_t(i)].topic);
        list.append(QVariantMap{
            {QStringLiteral("number"), i + 1},
            {QStringLiteral("topic"), topic},
            {QStringLiteral("title"), DrillCatalog().title(topic)},
            {QStringLiteral("state"), !a                  ? QStringLiteral("unanswered")
                                      : a->given.isNull() ? QStringLiteral("timedOut")
                                                          : QStringLiteral("answered")},
            {QStringLiteral("flagged"), m_flags.count(i) > 0},
            {QStringLiteral("canOpen"), m_running && !a},
        });
    }
    return list;
}

qint64 ExamSitting::usedMs() const
{
    qint64 used = m_usedMs;
    for (const auto &[index, ms] : m_skippedMs)
        if (!(questionOnShow() && index == m_index))
            used += ms;
    return used;
}

bool ExamSitting::storeDraft(qint64 elapsedMs, bool goOn)
{
    if (!questionOnShow() || blankAnswer(m_draft) || m_drill->answered() || !m_drill->submit(m_draft))
        return false;
    return storeAnswer(m_drill->givenJson(), elapsedMs, goOn);
}

bool ExamSitting::storeAnswer(const JsonValue &given, qint64 elapsedMs, bool goOn)
{
    ExamStore *db = store();
    AnswerRecord record;
    record.attemptId = m_attempt->id;
    record.index = m_index;
    record.givenJson = QByteArray::fromStdString(given.dump());
    record.correct = !given.isNull() && m_drill->correct();
    record.elapsedMs = elapsedMs;
    record = m_chain.chained(record);
    if (!db || !db->recordAnswer(record)) {
        // Not stored: the question stays open, so the trainee can answer it again
        // once the database is back; nothing already stored is touched.
        //: %1 the database's message.
        setError(tr("Your answer could not be saved: %1. Try again.").arg(db ? db->lastError() : QString()));
        m_drill->present(m_exam->questions[std::size_t(m_index)], m_index + 1);
        return false;
    }
    setError({});
    m_chain.stored(record);
    if (!db->online())
        qCInfo(lcExam, "exam %s: the answer to question %d waits on this station (%d waiting): the server is away",
               qPrintable(m_examId), m_index + 1, db->pendingAnswers());
    ExamAnswer a;
    a.index = m_index;
    a.given = given;
    a.correct = record.correct;
    a.elapsedMs = elapsedMs;
    m_answers.push_back(std::move(a));
    m_usedMs += elapsedMs;
    m_skippedMs.erase(m_index); // its earlier visits are in elapsedMs
    setDraft({});
    if (ExamDatabase *database = ExamDatabase::instance())
        database->notifyChanged();
    if (!goOn) {
        emit progressChanged();
        return true;
    }
    if (m_exam->spec.feedback == ExamFeedback::EachAnswer && !given.isNull()) {
        m_showingFeedback = true;
        emit progressChanged();
        return true;
    }
    showNextUnansweredAfter(m_index);
    return true;
}

void ExamSitting::next()
{
    if (m_finished) {
        // The review: on to the next question, as the drill page's "Next" says.
        if (m_index + 2 <= questionCount())
            showQuestion(m_index + 2);
        return;
    }
    if (!m_running || !m_showingFeedback)
        return;
    showNextUnansweredAfter(m_index);
}

void ExamSitting::tick()
{
    emit clockChanged();
    if (!questionOnShow())
        return;
    if (now() - m_clockSavedAt >= clockSaveMs)
        saveClock();
    const ExamSpec &spec = m_exam->spec;
    if (spec.timeLimitSeconds > 0 && usedMs() + questionElapsed() >= qint64(spec.timeLimitSeconds) * 1000) {
        qCInfo(lcExam, "exam %s: the time is up", qPrintable(m_examId));
        finish(); // the form's draft, if it reads as an answer, is given first
        return;
    }
    if (spec.secondsPerQuestion > 0 && questionElapsed() >= qint64(spec.secondsPerQuestion) * 1000) {
        // Time up on the question: what the form holds is given, as a paper is taken
        // when time is called; with nothing readable in it, stored as no answer (null),
        // so a restart does not ask it again.
        const qint64 limit = qint64(spec.secondsPerQuestion) * 1000;
        if (!storeDraft(limit, true))
            storeAnswer(JsonValue(), limit);
    }
}

int ExamSitting::secondsLeft() const
{
    if (!m_exam || m_exam->spec.timeLimitSeconds <= 0)
        return -1;
    const qint64 used = usedMs() + (questionOnShow() ? questionElapsed() : 0);
    return int(std::max<qint64>(0, (qint64(m_exam->spec.timeLimitSeconds) * 1000 - used + 999) / 1000));
}

int ExamSitting::questionSecondsLeft() const
{
    if (!m_exam || m_exam->spec.secondsPerQuestion <= 0 || !questionOnShow())
        return -1;
    const qint64 left = qint64(m_exam->spec.secondsPerQuestion) * 1000 - questionElapsed();
    return int(std::max<qint64>(0, (left + 999) / 1000));
}

void ExamSitting::finish()
{
    if (m_finished || !m_attempt)
        return;
    m_ticker->stop();
    // Handed in (or the exam's time up) with a question on show: what its form holds
    // is given, if it reads as an answer.
    if (questionOnShow())
        storeDraft(questionElapsed(), false);
    closeAttempt();
    m_running = false;
    m_finished = true;
    m_reviewing = false;
    m_showingFeedback = false;
    computeScore();
    qCInfo(lcExam, "exam %s: attempt %lld handed in, %d of %d right", qPrintable(m_examId), m_attempt->id,
           m_score.correct, m_score.questions);
    if (ExamDatabase *database = ExamDatabase::instance())
        database->notifyChanged();
    emit stateChanged();
    emit progressChanged();
    emit clockChanged();
}

void ExamSitting::closeAttempt()
{
    ExamStore *db = store();
    const std::optional<AttemptRecord> stored = db ? db->attempt(m_attempt->id) : std::nullopt;
    if (stored && stored->finished.isValid()) {
        m_closePending = false;
        return;
    }
    if (db && db->finishAttempt(m_attempt->id, m_chain.finishMac(m_attempt->id))) {
        m_closePending = false;
        setError({});
        return;
    }
    // The server is away (or the file locked): the answers are kept, and the
    // attempt is closed when the database is back (ExamDatabase's status).
    m_closePending = true;
    //: Handing in could not be recorded yet; the answers are kept. %1 the database's message.
    setError(tr("The exam could not be closed in the database: %1. Your answers are kept; it is closed as soon as the database is back.")
                 .arg(db ? db->lastError() : QString()));
}

void ExamSitting::computeScore()
{
    m_score = scoreExam(*m_exam, m_answers);
}

QVariantList ExamSitting::topicScores() const
{
    QVariantList list;
    if (!m_finished)
        return list;
    for (const TopicScore &t : m_score.topics) {
        const QString topic = QString::fromStdString(t.topic);
        list.append(QVariantMap{
            {QStringLiteral("topic"), topic},
            {QStringLiteral("title"), DrillCatalog().title(topic)},
            {QStringLiteral("asked"), t.asked},
            {QStringLiteral("correct"), t.correct},
            {QStringLiteral("meanMs"), t.answered ? qint64(t.totalMs / t.answered) : qint64(0)},
        });
    }
    return list;
}

QVariantList ExamSitting::review() const
{
    QVariantList list;
    if (!m_finished || !m_exam || m_exam->spec.feedback == ExamFeedback::Never)
        return list;
    for (int i = 0; i < questionCount(); ++i) {
        const ExamAnswer *a = answerAt(i);
        list.append(QVariantMap{
            {QStringLiteral("number"), i + 1},
            {QStringLiteral("topic"), QString::fromStdString(m_exam->questions[std::size_t(i)].topic)},
            {QStringLiteral("answered"), a && !a->given.isNull()},
            {QStringLiteral("correct"), a && a->correct},
            {QStringLiteral("elapsedMs"), a ? a->elapsedMs : qint64(0)},
        });
    }
    return list;
}

const ExamAnswer *ExamSitting::answerAt(int index) const
{
    const auto it = std::find_if(m_answers.begin(), m_answers.end(), [index](const ExamAnswer &a) { return a.index == index; });
    return it != m_answers.end() ? &*it : nullptr;
}

void ExamSitting::showQuestion(int number)
{
    if (!m_finished || !m_exam || m_exam->spec.feedback == ExamFeedback::Never || number < 1 || number > questionCount())
        return;
    const int i = number - 1;
    m_index = i;
    m_drill->present(m_exam->questions[std::size_t(i)], number);
    const ExamAnswer *a = answerAt(i);
    m_drill->review(a ? a->given : JsonValue(), a ? int(a->elapsedMs) : 0);
    emit progressChanged();
}

} // namespace croupier
