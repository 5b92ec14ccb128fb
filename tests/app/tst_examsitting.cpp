// ExamSitting (issue 8, "Taking an exam"): a trainee's sitting with an injected
// clock and a store of its own: the answer is stored before the next question,
// no verdict before the end unless the exam says so, the limits, resuming.

#include "exam/Exam.h"
#include "exam/ExamFile.h"
#include "exam/ExamReports.h"
#include "exam/ExamSitting.h"
#include "exam/ExamStore.h"
#include "DrillSession.h"
#include "bank/TopicRegistry.h"
#include "Money.h"
#include "TypedAmountRows.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace croupier;

class TestExamSitting : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void refusesWithoutIdentity_data();
    void refusesWithoutIdentity();
    void unreadableAnswerIsNotStored();
    void eachAnswerIsStoredBeforeTheNext();
    void noVerdictBeforeTheEnd();
    void feedbackAfterEachAnswerWhenTheExamSaysSo();
    void questionTimeRunsOut();
    void examTimeRunsOut();
    void resumesAfterARestart();
    void restartKeepsTheClock_data();
    void restartKeepsTheClock();
    void focusLossIsLoggedNotPunished();
    void finishedAttemptShowsTheResult();
    void handingInEarlyCountsTheRestWrong();
    void answerChangedBeforeNextStoresTheLast();
    void skippedQuestionsAndFlagsInTheReview();
    void anAnswerGivenIsFinal();
    void draftGivenWhenTheTimeRunsOut_data();
    void draftGivenWhenTheTimeRunsOut();
    void restartKeepsFlagsAndSkippedTime();
    void neighbouringSeatsGetTheirOwnForms();
    void typedAmountsInTheExamsLanguage_data() { test::addTypedAmountRows(); }
    void typedAmountsInTheExamsLanguage();

private:
    /// An exam of @p count baccarat.total questions (seed fixed) in the store.
    void setExam(int count, ExamFeedback feedback, int timeLimit = 0, int perQuestion = 0);
    std::unique_ptr<ExamSitting> sitting(const QString &traineeId = QStringLiteral("T-1"));
    /// The right (or a wrong) answer to the question on show.
    static QVariantMap answerFor(ExamSitting &s, bool right);

    QTemporaryDir m_dir;
    std::unique_ptr<ExamStore> m_store;
    qint64 m_now = 0;
    /// The store's clock (wall time): what a restart measures the time away by.
    QDateTime m_wall;
    Exam m_exam;
};

void TestExamSitting::init()
{
    QVERIFY(m_dir.isValid());
    DatabaseLocation location;
    location.path = m_dir.filePath(QStringLiteral("exams-%1.sqlite").arg(QTest::currentTestFunction()));
    QFile::remove(location.path);
    m_wall = QDateTime(QDate(2026, 11, 25), QTime(9, 0), Qt::UTC);
    m_store = std::make_unique<ExamStore>(location, m_dir.filePath(QStringLiteral("outbox.sqlite")),
                                          [this] { return m_wall; });
    QVERIFY2(m_store->open(), qPrintable(m_store->lastError()));
    m_now = 1000;
}

void TestExamSitting::cleanup()
{
    m_store.reset();
}

void TestExamSitting::setExam(int count, ExamFeedback feedback, int timeLimit, int perQuestion)
{
    ExamSpec spec;
    spec.id = "sitting";
    spec.title = "Sitting";
    spec.language = "en";
    spec.seed = 7;
    spec.passMarkPercent = 60;
    spec.feedback = feedback;
    spec.timeLimitSeconds = timeLimit;
    spec.secondsPerQuestion = perQuestion;
    spec.sections = {ExamSection{"baccarat.total", Game::PuntoBanco, count, 1}};
    m_exam = buildExam(spec, TopicRegistry::builtin(), [](Game, const Prompt &p, const std::string &) { return p.key; });
    QVERIFY(m_store->saveExam(QStringLiteral("sitting"), QStringLiteral("Sitting"), count, ExamFile::write(m_exam)));
}

std::unique_ptr<ExamSitting> TestExamSitting::sitting(const QString &traineeId)
{
    auto s = std::make_unique<ExamSitting>();
    s->setStore(m_store.get());
    s->setClock([this] { return m_now; });
    s->setExamId(QStringLiteral("sitting"));
    s->setTraineeName(QStringLiteral("Νίκος Νικολάου"));
    s->setTraineeId(traineeId);
    return s;
}

QVariantMap TestExamSitting::answerFor(ExamSitting &s, bool right)
{
    QVariantMap answer = s.drill()->rightAnswer();
    if (!right)
        answer[QStringLiteral("total")] = QString::number((answer.value(QStringLiteral("total")).toInt() + 1) % 10);
    return answer;
}

void TestExamSitting::refusesWithoutIdentity_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("exam");
    QTest::addColumn<QString>("message");
    QTest::newRow("no name") << "  " << "T-1" << "sitting" << "Name";
    QTest::newRow("no registration number") << "Νίκος" << "" << "sitting" << "Registration number";
    QTest::newRow("no exam chosen") << "Νίκος" << "T-1" << "" << "Exam";
    QTest::newRow("an exam that is not there") << "Νίκος" << "T-1" << "nosuch" << "nosuch";
}

void TestExamSitting::refusesWithoutIdentity()
{
    QFETCH(QString, name);
    QFETCH(QString, id);
    QFETCH(QString, exam);
    QFETCH(QString, message);
    setExam(3, ExamFeedback::AtEnd);
    ExamSitting s;
    s.setStore(m_store.get());
    s.setExamId(exam);
    s.setTraineeName(name);
    s.setTraineeId(id);
    QVERIFY(!s.start());
    QCOMPARE(s.state(), QStringLiteral("idle"));
    QVERIFY2(s.error().contains(message), qPrintable(s.error()));
    QVERIFY(m_store->attempts(QStringLiteral("sitting")).isEmpty());
}

void TestExamSitting::unreadableAnswerIsNotStored()
{
    setExam(3, ExamFeedback::AtEnd);
    auto s = sitting();
    QVERIFY(s->start());
    QVERIFY(!s->submit({{QStringLiteral("total"), QStringLiteral("twelve")}}));
    QVERIFY(!s->drill()->inputError().isEmpty());
    QCOMPARE(s->questionNumber(), 1);
    QCOMPARE(m_store->answers(s->attemptId()).size(), 0);
}

void TestExamSitting::eachAnswerIsStoredBeforeTheNext()
{
    setExam(4, ExamFeedback::AtEnd);
    auto s = sitting();
    QVERIFY(s->start());
    QCOMPARE(s->resumedAt(), 0);
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(s->questionNumber(), i + 1);
        QCOMPARE(s->drill()->scenarioJson(), m_exam.questions[std::size_t(i)].scenario);
        m_now += 1500 + i;
        QVERIFY(s->submit(answerFor(*s, i != 2)));
        const QList<AnswerRecord> stored = m_store->answers(s->attemptId());
        QCOMPARE(stored.size(), i + 1);
        QCOMPARE(stored.last().index, i);
        QCOMPARE(stored.last().elapsedMs, 1500 + i);
        QCOMPARE(stored.last().correct, i != 2);
    }
    // The last Next leads to the review (issue 17): handed in only when the trainee says so.
    QCOMPARE(s->state(), QStringLiteral("running"));
    QVERIFY(s->reviewing());
    QVERIFY(!m_store->attempt(s->attemptId())->finished.isValid());
    s->finish();
    QCOMPARE(s->state(), QStringLiteral("finished"));
    QCOMPARE(s->correct(), 3);
    QCOMPARE(s->percent(), 75);
    QVERIFY(s->passed()); // 300 ≥ 60 × 4
    QVERIFY(m_store->attempt(s->attemptId())->finished.isValid());
}

void TestExamSitting::noVerdictBeforeTheEnd()
{
    setExam(3, ExamFeedback::AtEnd);
    auto s = sitting();
    QVERIFY(s->start());
    QVERIFY(s->submit(answerFor(*s, false)));
    // Straight on to question 2: nothing says whether question 1 was right.
    QCOMPARE(s->questionNumber(), 2);
    QVERIFY(!s->drill()->answered());
    QVERIFY(!s->showingFeedback());
    QVERIFY(s->review().isEmpty());
    QVERIFY(s->topicScores().isEmpty());
    QVERIFY(s->submit(answerFor(*s, true)));
    QVERIFY(s->submit(answerFor(*s, true)));
    QVERIFY(s->reviewing());
    s->finish();
    QCOMPARE(s->state(), QStringLiteral("finished"));
    const QVariantList review = s->review();
    QCOMPARE(review.size(), 3);
    QCOMPARE(review[0].toMap().value(QStringLiteral("correct")).toBool(), false);
    QCOMPARE(review[1].toMap().value(QStringLiteral("correct")).toBool(), true);
    // The review puts the question back with both answers.
    s->showQuestion(1);
    QVERIFY(s->drill()->answered());
    QVERIFY(!s->drill()->correct());
    QCOMPARE(s->drill()->scenarioJson(), m_exam.questions[0].scenario);
}

void TestExamSitting::feedbackAfterEachAnswerWhenTheExamSaysSo()
{
    setExam(2, ExamFeedback::EachAnswer);
    auto s = sitting();
    QVERIFY(s->start());
    QVERIFY(s->submit(answerFor(*s, false)));
    QVERIFY(s->showingFeedback());
    QVERIFY(s->drill()->answered());
    QVERIFY(!s->drill()->correct());
    QCOMPARE(m_store->answers(s->attemptId()).size(), 1); // stored before the verdict is read
    QVERIFY(!s->submit(answerFor(*s, true)));               // no second answer to question 1
    s->next();
    QCOMPARE(s->questionNumber(), 2);
    QVERIFY(!s->showingFeedback());
}

void TestExamSitting::questionTimeRunsOut()
{
    setExam(3, ExamFeedback::AtEnd, 0, 10);
    auto s = sitting();
    QVERIFY(s->start());
    QCOMPARE(s->questionSecondsLeft(), 10);
    m_now += 9001;
    QTest::qWait(300); // a tick
    QCOMPARE(s->questionNumber(), 1);
    QCOMPARE(s->questionSecondsLeft(), 1);
    m_now += 999;
    QTRY_COMPARE_WITH_TIMEOUT(s->questionNumber(), 2, 2000);
    const QList<AnswerRecord> stored = m_store->answers(s->attemptId());
    QCOMPARE(stored.size(), 1);
    QCOMPARE(stored[0].givenJson, QByteArray("null"));
    QCOMPARE(stored[0].correct, false);
    QCOMPARE(stored[0].elapsedMs, 10000);
}

void TestExamSitting::examTimeRunsOut()
{
    setExam(5, ExamFeedback::AtEnd, 60, 0);
    auto s = sitting();
    QVERIFY(s->start());
    QCOMPARE(s->secondsLeft(), 60);
    m_now += 20000;
    QVERIFY(s->submit(answerFor(*s, true)));
    QCOMPARE(s->secondsLeft(), 40);
    m_now += 40000;
    QTRY_COMPARE_WITH_TIMEOUT(s->state(), QStringLiteral("finished"), 2000);
    QCOMPARE(s->correct(), 1);
    QCOMPARE(s->percent(), 20);
    QVERIFY(!s->passed());
    QCOMPARE(m_store->answers(s->attemptId()).size(), 1);
}

void TestExamSitting::resumesAfterARestart()
{
    setExam(5, ExamFeedback::AtEnd, 600, 0);
    qint64 attempt = 0;
    {
        auto s = sitting();
        QVERIFY(s->start());
        attempt = s->attemptId();
        m_now += 30000;
        QVERIFY(s->submit(answerFor(*s, true)));
        m_now += 30000;
        QVERIFY(s->submit(answerFor(*s, false)));
        // The station stops here: the sitting is simply gone.
    }
    auto s = sitting();
    QVERIFY(s->start());
    QCOMPARE(s->attemptId(), attempt);
    QCOMPARE(s->resumedAt(), 3);
    QCOMPARE(s->questionNumber(), 3);
    QCOMPARE(s->answeredCount(), 2);
    QCOMPARE(s->drill()->scenarioJson(), m_exam.questions[2].scenario);
    // The time on answered questions counts (the time away, by the store's clock,
    // counts on the question on show: restartKeepsTheClock).
    m_now += 3600000;
    QCOMPARE(s->secondsLeft(), 0);
    auto t = sitting();
    QVERIFY(t->start());
    QCOMPARE(t->secondsLeft(), 540);
}

// The question's clock through a restart (EXAM.md, "Time"): the question goes on
// from the time saved plus the time the station was away by the store's clock; a
// clock set back gives nothing back. Every row: question 1 answered in 20 s, 20 s
// on question 2 saved by a tick, then the station stops (kill -9: the sitting is
// gone without a word) and starts again `awayMs` later by the store's clock.
void TestExamSitting::restartKeepsTheClock_data()
{
    QTest::addColumn<int>("examLimit");         // s, 0: none
    QTest::addColumn<int>("perQuestion");       // s, 0: none
    QTest::addColumn<qint64>("awayMs");         // < 0: the clock was set back
    QTest::addColumn<QString>("state");
    QTest::addColumn<int>("questionNumber");
    QTest::addColumn<int>("questionSecondsLeft");
    QTest::addColumn<int>("secondsLeft");
    QTest::addColumn<qint64>("restartMs");      // the restart's logged time away
    QTest::addColumn<qint64>("clockBackMs");    // 0: no clock-back logged

    // The attack: before, this gave question 2 its whole 60 s again.
    QTest::newRow("kill -9, restarted at once") << 600 << 60 << qint64(0) << "running" << 2 << 40 << 560 << qint64(0) << qint64(0);
    // 20 s spent + 30 s away = 50 s of 60; 600 - 20 - 50 = 530.
    QTest::newRow("away 30 s") << 600 << 60 << qint64(30000) << "running" << 2 << 10 << 530 << qint64(30000) << qint64(0);
    // Set back an hour while down: only the 20 s saved count, and it is logged.
    QTest::newRow("clock set back 1 h") << 600 << 60 << qint64(-3600000) << "running" << 2 << 40 << 560 << qint64(0) << qint64(3600000);
    // 20 + 45 = 65 s >= 60: question 2 timed out (stored as 60 s), question 3 fresh;
    // 600 - 20 - 60 = 520.
    QTest::newRow("away past the question's time") << 600 << 60 << qint64(45000) << "running" << 3 << 60 << 520 << qint64(45000) << qint64(0);
    // 20 + 20 + 70 = 110 s >= 100 s: the exam is over.
    QTest::newRow("away past the exam's time") << 100 << 0 << qint64(70000) << "finished" << 2 << -1 << 0 << qint64(70000) << qint64(0);
}

void TestExamSitting::restartKeepsTheClock()
{
    QFETCH(int, examLimit);
    QFETCH(int, perQuestion);
    QFETCH(qint64, awayMs);
    QFETCH(QString, state);
    QFETCH(int, questionNumber);
    QFETCH(int, questionSecondsLeft);
    QFETCH(int, secondsLeft);
    QFETCH(qint64, restartMs);
    QFETCH(qint64, clockBackMs);

    setExam(5, ExamFeedback::AtEnd, examLimit, perQuestion);
    qint64 attempt = 0;
    {
        auto s = sitting();
        QVERIFY(s->start());
        attempt = s->attemptId();
        m_now += 20000;
        m_wall = m_wall.addMSecs(20000);
        QVERIFY(s->submit(answerFor(*s, true)));
        QCOMPARE(s->questionNumber(), 2);
        m_now += 20000;
        m_wall = m_wall.addMSecs(20000);
        QTest::qWait(300); // a tick saves the clock (every 5 s)
        const auto saved = m_store->questionClock(attempt);
        QVERIFY(saved);
        QCOMPARE(saved->index, 1);
        QCOMPARE(saved->elapsedMs, 20000);
    }
    m_wall = m_wall.addMSecs(awayMs);
    m_now = 1000; // a new process: its own monotonic clock
    auto s = sitting();
    QVERIFY(s->start());
    QCOMPARE(s->attemptId(), attempt);
    QCOMPARE(s->state(), state);
    QCOMPARE(s->questionNumber(), questionNumber);
    if (state == QLatin1String("running")) {
        QCOMPARE(s->questionSecondsLeft(), questionSecondsLeft);
        QCOMPARE(s->secondsLeft(), secondsLeft);
    }
    QCOMPARE(s->restarts(), 1);
    const QList<AttemptEvent> events = m_store->events(attempt);
    const auto restart = std::find_if(events.begin(), events.end(),
                                      [](const AttemptEvent &e) { return e.kind == QLatin1String(AttemptEvent::restart); });
    QVERIFY(restart != events.end());
    QCOMPARE(restart->index, 1);
    QCOMPARE(restart->ms, restartMs);
    const auto back = std::find_if(events.begin(), events.end(),
                                   [](const AttemptEvent &e) { return e.kind == QLatin1String(AttemptEvent::clockBack); });
    QCOMPARE(back != events.end(), clockBackMs > 0);
    if (clockBackMs > 0)
        QCOMPARE(back->ms, clockBackMs);
    if (questionNumber == 3) {
        const QList<AnswerRecord> stored = m_store->answers(attempt);
        QCOMPARE(stored.size(), 2);
        QCOMPARE(stored[1].givenJson, QByteArray("null"));
        QCOMPARE(stored[1].elapsedMs, qint64(perQuestion) * 1000);
    }
}

// Leaving the exam window: logged with the question and the time away, the clock
// running on as ever, the answer counted.
void TestExamSitting::focusLossIsLoggedNotPunished()
{
    setExam(2, ExamFeedback::AtEnd, 0, 60);
    auto s = sitting();
    QVERIFY(s->start());
    m_now += 5000;
    s->setWindowActive(false);
    m_now += 7000;
    s->setWindowActive(true);
    QCOMPARE(s->questionSecondsLeft(), 48);
    m_now += 8000;
    QVERIFY(s->submit(answerFor(*s, true)));
    const QList<AttemptEvent> events = m_store->events(s->attemptId());
    QCOMPARE(events.size(), 2);
    QCOMPARE(events[0].kind, QString::fromLatin1(AttemptEvent::focusLost));
    QCOMPARE(events[0].index, 0);
    QCOMPARE(events[1].kind, QString::fromLatin1(AttemptEvent::focusBack));
    QCOMPARE(events[1].index, 0);
    QCOMPARE(events[1].ms, 7000);
    QCOMPARE(m_store->answers(s->attemptId())[0].elapsedMs, 20000);
    QVERIFY(s->submit(answerFor(*s, true)));
    s->finish();
    QCOMPARE(s->correct(), 2);
    QCOMPARE(s->restarts(), 0);
}

void TestExamSitting::finishedAttemptShowsTheResult()
{
    setExam(2, ExamFeedback::Never);
    {
        auto s = sitting();
        QVERIFY(s->start());
        QVERIFY(s->submit(answerFor(*s, true)));
        QVERIFY(s->submit(answerFor(*s, true)));
        s->finish();
        QCOMPARE(s->state(), QStringLiteral("finished"));
        QVERIFY(s->review().isEmpty()); // "never": the score only
    }
    auto s = sitting();
    QVERIFY(s->start());
    QCOMPARE(s->state(), QStringLiteral("finished"));
    QCOMPARE(s->correct(), 2);
    QVERIFY(!s->submit(answerFor(*s, true)));
    QCOMPARE(m_store->answers(s->attemptId()).size(), 2);
}

void TestExamSitting::handingInEarlyCountsTheRestWrong()
{
    setExam(4, ExamFeedback::AtEnd);
    auto s = sitting();
    QVERIFY(s->start());
    QVERIFY(s->submit(answerFor(*s, true)));
    s->finish();
    QCOMPARE(s->state(), QStringLiteral("finished"));
    QCOMPARE(s->correct(), 1);
    QCOMPARE(s->percent(), 25);
    QVERIFY(!s->passed());
    // A second trainee's attempt is their own.
    auto other = sitting(QStringLiteral("T-2"));
    QVERIFY(other->start());
    QVERIFY(other->attemptId() != s->attemptId());
    QCOMPARE(other->questionNumber(), 1);
}

// Issue 17: a choice is a draft until Next; only Next stores it, so the answer
// stored is the last one chosen, with the time from showing to Next.
void TestExamSitting::answerChangedBeforeNextStoresTheLast()
{
    setExam(2, ExamFeedback::AtEnd);
    auto s = sitting();
    QVERIFY(s->start());
    m_now += 2000;
    s->setDraft(answerFor(*s, false));
    m_now += 2000;
    s->setDraft(answerFor(*s, true));
    QCOMPARE(m_store->answers(s->attemptId()).size(), 0); // nothing stored before Next
    QCOMPARE(s->questionNumber(), 1);
    m_now += 1000;
    QVERIFY(s->submit(answerFor(*s, true)));
    const QList<AnswerRecord> stored = m_store->answers(s->attemptId());
    QCOMPARE(stored.size(), 1);
    QCOMPARE(stored[0].correct, true);
    QCOMPARE(stored[0].elapsedMs, 5000);
    QVERIFY(s->draft().isEmpty()); // the next question's form starts empty
}

// Issue 17: Next with nothing chosen leaves the question unanswered; the review
// lists every question, answered, unanswered, flagged; an unanswered one is
// answered from it, its time the sum of its visits.
void TestExamSitting::skippedQuestionsAndFlagsInTheReview()
{
    setExam(4, ExamFeedback::AtEnd, 0, 60);
    auto s = sitting();
    QVERIFY(s->start());
    m_now += 3000;
    QVERIFY(s->submit(answerFor(*s, true)));                                   // 1 answered
    m_now += 5000;
    QVERIFY(s->submit({{QStringLiteral("total"), QString()}}));              // 2 left blank: skipped
    QCOMPARE(s->questionNumber(), 3);
    QCOMPARE(m_store->answers(s->attemptId()).size(), 1);
    s->toggleFlag(3);
    QVERIFY(s->flagged());
    QVERIFY(s->submit(answerFor(*s, false)));                                  // 3 answered, flagged
    s->toggleFlag(4);
    s->toggleFlag(4);                                                          // 4 flagged and unflagged
    s->skip();                                                                 // 4 skipped: the review
    QVERIFY(s->reviewing());
    QCOMPARE(s->state(), QStringLiteral("running"));
    QCOMPARE(s->unansweredCount(), 2);
    QCOMPARE(s->questionSecondsLeft(), -1); // no question's clock runs on the review
    const QVariantList states = s->questionStates();
    QCOMPARE(states.size(), 4);
    const QStringList expected = {"answered", "unanswered", "answered", "unanswered"};
    const QList<bool> flags = {false, false, true, false};
    for (int i = 0; i < 4; ++i) {
        const QVariantMap q = states[i].toMap();
        QCOMPARE(q.value(QStringLiteral("number")).toInt(), i + 1);
        QCOMPARE(q.value(QStringLiteral("state")).toString(), expected[i]);
        QCOMPARE(q.value(QStringLiteral("flagged")).toBool(), flags[i]);
        QCOMPARE(q.value(QStringLiteral("canOpen")).toBool(), expected[i] == QLatin1String("unanswered"));
    }
    // Back to question 2: its clock goes on from the 5 s of its first visit.
    QVERIFY(s->openQuestion(2));
    QVERIFY(!s->reviewing());
    QCOMPARE(s->questionNumber(), 2);
    QCOMPARE(s->questionSecondsLeft(), 55);
    m_now += 4000;
    QVERIFY(s->submit(answerFor(*s, true)));
    // On to the next unanswered after it: question 4.
    QCOMPARE(s->questionNumber(), 4);
    QVERIFY(s->submit(answerFor(*s, true)));
    QVERIFY(s->reviewing()); // none left after it
    const QList<AnswerRecord> stored = m_store->answers(s->attemptId());
    QCOMPARE(stored.size(), 4);
    const auto second = std::find_if(stored.begin(), stored.end(), [](const AnswerRecord &a) { return a.index == 1; });
    QVERIFY(second != stored.end());
    QCOMPARE(second->elapsedMs, 9000); // 5 s + 4 s
    s->finish();
    QCOMPARE(s->correct(), 3);
    // The chain holds although the answers were given out of order.
    const QList<TraineeResult> results = collectResults(m_exam, *m_store, QByteArray(32, 'k'));
    QCOMPARE(results.size(), 1);
    QCOMPARE(results[0].score.correct, 3);
}

// Issue 17: an answer given (chained, stored) cannot be opened again from the
// review nor given a second time: the chain is never silently rewritten.
void TestExamSitting::anAnswerGivenIsFinal()
{
    setExam(2, ExamFeedback::AtEnd);
    auto s = sitting();
    QVERIFY(s->start());
    QVERIFY(s->submit(answerFor(*s, false)));
    s->openReview();                       // from question 2, left unanswered
    QVERIFY(s->reviewing());
    QVERIFY(!s->openQuestion(1));
    QVERIFY(s->reviewing());
    QVERIFY(!s->submit(answerFor(*s, true))); // nothing on show to answer
    QVERIFY(s->openQuestion(2));
    QCOMPARE(s->questionNumber(), 2);
    QVERIFY(s->submit(answerFor(*s, true)));
    QCOMPARE(m_store->answers(s->attemptId()).size(), 2);
    QCOMPARE(m_store->answers(s->attemptId())[0].correct, false);
}

// Issue 17: what the form holds when the time runs out is given, as a paper is
// taken when time is called; a form that does not read as an answer is stored as
// none (the question's time) or not at all (the exam's).
void TestExamSitting::draftGivenWhenTheTimeRunsOut_data()
{
    QTest::addColumn<int>("examLimit");
    QTest::addColumn<int>("perQuestion");
    QTest::addColumn<bool>("readable");
    QTest::addColumn<int>("stored");
    QTest::addColumn<QByteArray>("given"); // "right": the right answer's JSON

    QTest::newRow("question's time, an answer chosen") << 0 << 10 << true << 1 << QByteArray("right");
    QTest::newRow("question's time, nothing readable") << 0 << 10 << false << 1 << QByteArray("null");
    QTest::newRow("exam's time, an answer chosen") << 60 << 0 << true << 1 << QByteArray("right");
    QTest::newRow("exam's time, nothing readable") << 60 << 0 << false << 0 << QByteArray();
}

void TestExamSitting::draftGivenWhenTheTimeRunsOut()
{
    QFETCH(int, examLimit);
    QFETCH(int, perQuestion);
    QFETCH(bool, readable);
    QFETCH(int, stored);
    QFETCH(QByteArray, given);
    setExam(3, ExamFeedback::AtEnd, examLimit, perQuestion);
    auto s = sitting();
    QVERIFY(s->start());
    const QVariantMap right = answerFor(*s, true);
    s->setDraft(readable ? right : QVariantMap{{QStringLiteral("total"), QStringLiteral("twelve")}});
    const qint64 limitMs = qint64(examLimit > 0 ? examLimit : perQuestion) * 1000;
    m_now += limitMs;
    QTRY_VERIFY_WITH_TIMEOUT(s->questionNumber() == 2 || s->state() == QLatin1String("finished"), 2000);
    const QList<AnswerRecord> answers = m_store->answers(s->attemptId());
    QCOMPARE(answers.size(), stored);
    if (stored > 0) {
        QCOMPARE(answers[0].index, 0);
        QCOMPARE(answers[0].correct, given == "right");
        if (given != "right")
            QCOMPARE(answers[0].givenJson, given);
        QCOMPARE(answers[0].elapsedMs, limitMs);
    }
}

// Issue 17: a restart keeps the flags and the time spent on a question left
// unanswered (both in the attempt's log).
void TestExamSitting::restartKeepsFlagsAndSkippedTime()
{
    setExam(3, ExamFeedback::AtEnd, 0, 60);
    {
        auto s = sitting();
        QVERIFY(s->start());
        s->toggleFlag(1);
        m_now += 15000;
        s->skip();
        QCOMPARE(s->questionNumber(), 2);
        // kill -9: the sitting is gone.
    }
    m_now = 1000;
    auto s = sitting();
    QVERIFY(s->start());
    QCOMPARE(s->questionNumber(), 2); // the question on show when it stopped
    const QVariantMap first = s->questionStates().value(0).toMap();
    QCOMPARE(first.value(QStringLiteral("flagged")).toBool(), true);
    QCOMPARE(first.value(QStringLiteral("state")).toString(), QStringLiteral("unanswered"));
    QVERIFY(s->openQuestion(1));
    QCOMPARE(s->questionSecondsLeft(), 45);
    QVERIFY(s->flagged());
}

// Issue 13, item 3: an exam reads what is typed as the exam's language writes
// amounts, through the drill's one reader, and stores the money it means. Its
// chemin de fer cagnotte question (art. 15 §7) has a chip of its own (1, 0.5, 5 or 0.1): an
// amount that is not whole chips of it is refused, written back in the exam's
// language, and nothing is stored.
// Issue 14, item 8: two trainees at neighbouring seats sit one blueprint (6
// questions from a pool of 12): each is asked a form of 6 from the pool, in an
// order of its own, and no question of one is on the other's (the pool is twice the
// count). A restart resumes the attempt's form even if the seat is changed; the
// desk scores each on its own form.
void TestExamSitting::neighbouringSeatsGetTheirOwnForms()
{
    ExamSpec spec;
    spec.id = "sitting";
    spec.title = "Forms";
    spec.language = "en";
    spec.seed = 11;
    spec.formsPerTrainee = true;
    spec.sections = {ExamSection{"baccarat.total", Game::PuntoBanco, 6, 1, 12}};
    m_exam = buildExam(spec, TopicRegistry::builtin(), [](Game, const Prompt &p, const std::string &) { return p.key; });
    QCOMPARE(m_exam.questions.size(), std::size_t{12});
    QVERIFY(m_store->saveExam(QStringLiteral("sitting"), QStringLiteral("Forms"), 6, ExamFile::write(m_exam)));

    const auto shownIndex = [this](ExamSitting &s) {
        for (std::size_t i = 0; i < m_exam.questions.size(); ++i)
            if (m_exam.questions[i].scenario == s.drill()->scenarioJson())
                return int(i);
        return -1;
    };
    std::vector<int> asked[2];
    const int seats[2] = {4, 5};
    for (int k = 0; k < 2; ++k) {
        auto s = sitting(QStringLiteral("T-%1").arg(k + 1));
        s->setSeat(seats[k]);
        QVERIFY2(s->start(), qPrintable(s->error()));
        QCOMPARE(s->form(), qint64(seats[k]));
        QCOMPARE(s->questionCount(), 6);
        for (int p = 0; p < 6; ++p) {
            asked[k].push_back(shownIndex(*s));
            QVERIFY(asked[k].back() >= 0);
            if (k == 0 && p == 2) {
                // The station stops; it starts again with another seat typed in.
                s = sitting(QStringLiteral("T-1"));
                s->setSeat(9);
                QVERIFY(s->start());
                QCOMPARE(s->form(), qint64(4));
                QCOMPARE(s->questionNumber(), 3);
                QCOMPARE(shownIndex(*s), asked[0].back());
            }
            QVERIFY(s->submit(answerFor(*s, p != 1)));
        }
        s->finish();
        QCOMPARE(s->state(), QStringLiteral("finished"));
        QCOMPARE(s->correct(), 5);
    }
    // Each form is the core's form of its seat (rebuilt from the seed), and the two share nothing.
    for (int k = 0; k < 2; ++k) {
        const std::vector<std::size_t> form = formQuestions(m_exam, std::uint64_t(seats[k]));
        QCOMPARE(std::vector<int>(form.begin(), form.end()), asked[k]);
    }
    for (const int i : asked[0])
        QVERIFY2(std::find(asked[1].begin(), asked[1].end(), i) == asked[1].end(), "neighbours share a question");
    // The desk: each scored on its own form, 5 of 6.
    const QList<TraineeResult> results = collectResults(m_exam, *m_store, QByteArray(32, 'k'));
    QCOMPARE(results.size(), 2);
    for (const TraineeResult &r : results) {
        QCOMPARE(r.score.questions, 6);
        QCOMPARE(r.score.correct, 5);
        QCOMPARE(r.form.questions.size(), std::size_t{6});
    }
}

void TestExamSitting::typedAmountsInTheExamsLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(QString, amount);
    QFETCH(QString, written);

    ExamSpec spec;
    spec.id = "typed";
    spec.title = "Typed";
    spec.language = language.toStdString();
    spec.seed = 11;
    spec.passMarkPercent = 60;
    spec.feedback = ExamFeedback::AtEnd;
    spec.sections = {ExamSection{"baccarat.cagnotte", Game::CheminDeFer, 2, 1}};
    m_exam = buildExam(spec, TopicRegistry::builtin(), [](Game, const Prompt &p, const std::string &) { return p.key; });
    QVERIFY(m_store->saveExam(QStringLiteral("typed"), QStringLiteral("Typed"), 2, ExamFile::write(m_exam)));
    auto s = sitting();
    s->setExamId(QStringLiteral("typed"));
    QVERIFY2(s->start(), qPrintable(s->error()));
    QCOMPARE(s->language(), language);
    QCOMPARE(s->drill()->language(), language);
    const Money chip = Money::parseCanonical(s->drill()->scenario().value(QStringLiteral("chip_unit")).toString().toStdString());
    const bool whole = Money::parseCanonical(amount.toStdString()).isMultipleOf(chip);
    QCOMPARE(s->submit({{QStringLiteral("commission"), typed}}), whole);
    const QList<AnswerRecord> stored = m_store->answers(s->attemptId());
    if (whole) {
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored.first().givenJson, QByteArray(R"({"commission": ")" + amount.toLatin1() + R"("})"));
    } else {
        QVERIFY2(s->drill()->inputError().startsWith(QStringLiteral("Commission: %1 is not a whole number of chips").arg(written)),
                 qPrintable(s->drill()->inputError()));
        QVERIFY(stored.isEmpty());
    }
}

QTEST_MAIN(TestExamSitting)
#include "tst_examsitting.moc"
