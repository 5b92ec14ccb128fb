#include "StudySession.h"

#include "StudyDatabase.h"
#include "StudyStore.h"

#include "drill/DrillCatalog.h"
#include "drill/DrillSession.h"

#include "Rng.h"
#include "bank/TopicRegistry.h"
#include "craps/CrapsBet.h"
#include "craps/CrapsRules.h"
#include "text/PromptText.h"
#include "text/WordsText.h"
#include "CertificateReport.h"
#include "study/Certificate.h"
#include "study/Curriculum.h"
#include "study/Mastery.h"
#include "study/Scoring.h"
#include "study/WeakSpots.h"

#include <QDir>
#include <QElapsedTimer>
#include <QStandardPaths>
#include <QRandomGenerator>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace croupier {

namespace {

QString fromStd(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

std::string toStd(const QString &s)
{
    return s.toStdString();
}


std::size_t topicCellCount(const QString &game, const QString &topic)
{
    const auto g = gameFromName(toStd(game));
    const Topic *t = TopicRegistry::builtin().find(toStd(topic));
    if (!g || !t || !t->supports(*g))
        return 0;
    return t->cellCount(*g);
}

} // namespace

StudySession::StudySession(QObject *parent)
    : QObject(parent)
    , m_drill(new DrillSession(this))
{
    connect(m_drill, &DrillSession::judged, this, &StudySession::onJudged);
    m_timer.start();
    m_drill->setClock([this] { return (m_clock ? m_clock() : m_timer.elapsed()) + m_offsetMs; });
}

StudySession::~StudySession() = default;

void StudySession::setDatabase(QObject *database)
{
    if (database == m_database)
        return;
    m_database = database;
    emit setupChanged();
}

void StudySession::setStore(StudyStore *store)
{
    m_store = store;
    emit setupChanged();
}

StudyStore *StudySession::store() const
{
    if (m_store)
        return m_store;
    if (auto *db = qobject_cast<StudyDatabase *>(m_database.data()))
        return db->store();
    // Without a database of its own: the app's (StudyDatabase::instance()).
    return StudyDatabase::instance()->store();
}

void StudySession::setProfile(qint64 profile)
{
    if (profile == m_profile)
        return;
    m_profile = profile;
    m_pickers.clear();
    emit setupChanged();
}

void StudySession::setPlan(const QString &plan)
{
    if (plan == m_plan)
        return;
    m_plan = plan;
    emit setupChanged();
}

void StudySession::setGame(const QString &game)
{
    if (game == m_game)
        return;
    m_game = game;
    emit setupChanged();
}

void StudySession::setTopics(const QStringList &topics)
{
    if (topics == m_topics)
        return;
    m_topics = topics;
    emit setupChanged();
}

void StudySession::setLevel(int level)
{
    level = std::clamp(level, 1, 3);
    if (level == m_level)
        return;
    m_level = level;
    emit setupChanged();
}

void StudySession::setQuestionCount(int count)
{
    count = std::clamp(count, 1, 200);
    if (count == m_questionCount)
        return;
    m_questionCount = count;
    emit setupChanged();
}

void StudySession::setSeed(qint64 seed)
{
    if (seed == m_seed)
        return;
    m_seed = seed;
    emit setupChanged();
}

void StudySession::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    m_drill->setLanguage(language);
    if (m_finished)
        buildSummary();
    emit languageChanged();
}

void StudySession::setClock(std::function<qint64()> nowMs)
{
    m_clock = std::move(nowMs);
}

int StudySession::points() const { return m_score ? m_score->points() : 0; }
int StudySession::streak() const { return m_score ? m_score->streak() : 0; }
int StudySession::bestStreak() const { return m_score ? m_score->bestStreak() : 0; }
int StudySession::answered() const { return m_score ? m_score->answered() : 0; }
int StudySession::correct() const { return m_score ? m_score->correct() : 0; }

void StudySession::setError(const QString &message)
{
    m_error = message;
    emit stateChanged();
}

qint64 StudySession::rawTargetFor(const QString &topic) const
{
    const qint64 fallback = defaultTargetMs(toStd(topic));
    StudyStore *s = store();
    return s && m_profile > 0 ? std::max<qint64>(1, s->targetMs(m_profile, topic, fallback)) : fallback;
}

qint64 StudySession::targetFor(const QString &topic) const
{
    // Issue 19, item 5: the practice time limits stretched (×1 to ×10) or off (0: no
    // speed bonus, never slow, mastery without the speed condition).
    StudyStore *s = store();
    const int scale = s && m_profile > 0 ? s->scheduleSettings(m_profile).timeScalePercent : 100;
    return rawTargetFor(topic) * scale / 100;
}

/**
 * The mastery of the curriculum's steps (core/study/Mastery.h), from the first up to
 * and including the first one still being learnt. A step's answers are the profile's
 * on its topic at its game given in sessions of its level or higher, read against the
 * topic's target time.
 */
std::vector<Mastery> StudySession::stepMasteries(bool all) const
{
    std::vector<Mastery> out;
    StudyStore *s = store();
    if (!s || !s->isOpen() || m_profile <= 0)
        return out;
    QHash<qint64, int> sessionLevel;
    for (const SessionRecord &r : s->sessions(m_profile))
        sessionLevel.insert(r.id, r.level);
    for (const CurriculumStep &step : schoolCurriculum()) {
        const QString topic = fromStd(step.topic);
        std::vector<TimedAnswer> answers;
        for (const StudyAnswer &a : s->answers(m_profile, fromStd(gameName(step.game)), topic))
            if (sessionLevel.value(a.sessionId, step.level) >= step.level)
                answers.push_back({a.at.toMSecsSinceEpoch(), a.correct, a.elapsedMs});
        out.push_back(masteryOf(answers, targetFor(topic)));
        if (!all && out.back().state == MasteryState::Learning)
            break;
    }
    return out;
}

/**
 * The profile's current curriculum step: the first step still being learnt (issue 19:
 * a step whose 20 latest answers met the rule waits for its re-check a day later, but
 * the trainee goes on meanwhile; the day's plan brings its cells back). When every step
 * is past, the last one (the whole round) stays the step to practise.
 */
int StudySession::currentStepIndex() const
{
    return std::max(0, int(stepMasteries().size()) - 1);
}

QVariantMap StudySession::currentStep() const
{
    const auto &steps = schoolCurriculum();
    if (steps.empty())
        return {};
    const int index = currentStepIndex();
    const CurriculumStep &step = steps[std::size_t(index)];
    DrillCatalog catalog;
    return {
        {QStringLiteral("index"), index},
        {QStringLiteral("count"), int(steps.size())},
        {QStringLiteral("game"), fromStd(gameName(step.game))},
        {QStringLiteral("topic"), fromStd(step.topic)},
        {QStringLiteral("level"), step.level},
        {QStringLiteral("title"), catalog.title(fromStd(step.topic))},
    };
}

std::vector<StudySession::Step> StudySession::reachedSteps(std::size_t *current) const
{
    std::vector<Step> steps;
    const auto &all = schoolCurriculum();
    const int reached = currentStepIndex();
    for (int i = 0; i <= reached && i < int(all.size()); ++i) {
        const CurriculumStep &c = all[std::size_t(i)];
        const Step step{fromStd(gameName(c.game)), fromStd(c.topic), c.level};
        auto it = std::find_if(steps.begin(), steps.end(),
                               [&](const Step &s) { return s.game == step.game && s.topic == step.topic; });
        if (it == steps.end())
            it = steps.insert(steps.end(), step);
        else
            it->level = std::max(it->level, step.level);
        if (current && i == reached)
            *current = std::size_t(it - steps.begin());
    }
    return steps;
}

std::vector<CellId> StudySession::cellsOf(const std::vector<Step> &steps)
{
    std::vector<CellId> cells;
    for (const Step &step : steps) {
        const auto game = gameFromName(toStd(step.game));
        if (!game)
            continue;
        const std::size_t count = topicCellCount(step.game, step.topic);
        for (std::size_t c = 0; c < count; ++c)
            cells.push_back({*game, toStd(step.topic), int(c)});
    }
    return cells;
}

MemoryBook StudySession::memoryBook() const
{
    StudyStore *s = store();
    const ScheduleSettings settings = s && m_profile > 0 ? s->scheduleSettings(m_profile) : ScheduleSettings{};
    FsrsParameters parameters;
    parameters.retention = settings.retentionPermille / 1000.0;
    MemoryBook book{Fsrs(parameters)};
    if (!s || m_profile <= 0)
        return book;
    // Each answer graded against its topic's target, stretched or switched off as the
    // profile's timing says (issue 19, item 5): right within it Good, slower Hard, wrong Again.
    QHash<QString, qint64> targets;
    for (const StudyAnswer &a : s->answers(m_profile)) {
        const auto game = gameFromName(toStd(a.game));
        if (!game || a.cell < 0)
            continue;
        auto target = targets.find(a.topic);
        if (target == targets.end())
            target = targets.insert(a.topic, targetFor(a.topic));
        book.add({*game, toStd(a.topic), a.cell}, gradeOf(a.correct, a.elapsedMs, *target), a.at.toMSecsSinceEpoch());
    }
    return book;
}

int StudySession::levelIn(const std::vector<Step> &steps, const CellId &cell)
{
    for (const Step &step : steps)
        if (step.topic == fromStd(cell.topic) && step.game == fromStd(gameName(cell.game)))
            return step.level;
    return 1;
}

DayPlan StudySession::planToday(const MemoryBook &book, const std::vector<Step> &reached) const
{
    StudyStore *s = store();
    const QDateTime now = s ? s->now() : QDateTime::currentDateTimeUtc();
    const QDateTime local = now.toLocalTime();
    const qint64 dayStart = QDateTime(local.date(), QTime(0, 0), local.timeZone()).toMSecsSinceEpoch();
    PlanSettings settings;
    if (s && m_profile > 0)
        settings.newPerDay = s->scheduleSettings(m_profile).newPerDay;
    return planDay(book, cellsOf(reached), now.toMSecsSinceEpoch(), dayStart, settings);
}

QString StudySession::cellWords(const CellId &cell, int level)
{
    const Topic *t = TopicRegistry::builtin().find(cell.topic);
    if (!t || !t->supports(cell.game) || cell.cell < 0 || std::size_t(cell.cell) >= t->cellCount(cell.game))
        return {};
    try {
        Rng rng(1);
        const JsonValue scenario = t->makeScenario(cell.game, std::size_t(cell.cell), rng, level);
        if (const std::optional<CellKey> key = t->cellKey(cell.game, scenario))
            return PromptText::inAppLanguage(t->cellWords(cell.game, *key));
    } catch (const std::exception &) {
        // The engine's own scenario: cannot happen; the cell is named by its number below.
    }
    //: A rule cell of a topic that has no name of its own, numbered from 1.
    return tr("question type %1").arg(cell.cell + 1);
}

QVariantMap StudySession::dayPlan() const
{
    StudyStore *s = store();
    if (!s || !s->isOpen() || m_profile <= 0)
        return {};
    // One replay of the answers and one read of the curriculum for the whole plan.
    const MemoryBook book = memoryBook();
    const std::vector<Step> steps = reachedSteps();
    const DayPlan plan = planToday(book, steps);
    QVariantList forecast;
    for (int n : plan.forecast)
        forecast << n;
    DrillCatalog catalog;
    QVariantList leeches;
    for (const CellId &cell : plan.leeches)
        leeches << QVariantMap{{QStringLiteral("game"), fromStd(gameName(cell.game))},
                               {QStringLiteral("topic"), fromStd(cell.topic)},
                               {QStringLiteral("title"), catalog.title(fromStd(cell.topic))},
                               {QStringLiteral("cell"), cell.cell},
                               {QStringLiteral("words"), cellWords(cell, levelIn(steps, cell))},
                               {QStringLiteral("lapses"), book.memory(cell).lapses}};
    return {{QStringLiteral("due"), int(plan.due.size())},
            {QStringLiteral("newAllowed"), plan.newAllowed},
            {QStringLiteral("newCount"), int(plan.fresh.size())},
            {QStringLiteral("forecast"), forecast},
            {QStringLiteral("leeches"), leeches},
            {QStringLiteral("retention"), s->scheduleSettings(m_profile).retentionPermille / 10},
            {QStringLiteral("met"), int(book.cells().size())}};
}

StudySession::StandingInputs StudySession::standingInputs() const
{
    StandingInputs in{stepMasteries(true), memoryBook(), {}, {}};
    if (StudyStore *s = store(); s && s->isOpen() && m_profile > 0) {
        for (const SessionRecord &r : s->sessions(m_profile))
            in.sessionLevel.insert(r.id, r.level);
        in.spots = s->spotErrorsByGame(m_profile);
    }
    return in;
}

GameStanding StudySession::standingAt(Game game, const StandingInputs &in) const
{
    GameStanding g;
    g.game = game;
    StudyStore *s = store();
    if (!s || !s->isOpen() || m_profile <= 0)
        return g;
    for (std::size_t i = 0; i < in.masteries.size(); ++i) {
        const CurriculumStep &step = schoolCurriculum()[i];
        if (certificateGameOf(step.game) != game)
            continue;
        // In time: the right ones of the step's latest 20 answers, on average within the
        // target as set (not stretched: a certificate says what a table expects).
        const QString topic = fromStd(step.topic);
        QList<StudyAnswer> latest;
        for (const StudyAnswer &a : s->answers(m_profile, fromStd(gameName(step.game)), topic))
            if (in.sessionLevel.value(a.sessionId, step.level) >= step.level)
                latest.append(a);
        latest = latest.mid(std::max<qsizetype>(0, latest.size() - 20));
        qint64 rightMs = 0;
        int right = 0;
        for (const StudyAnswer &a : latest)
            if (a.correct) {
                ++right;
                rightMs += a.elapsedMs;
            }
        g.steps.push_back({std::string(step.topic), step.level, in.masteries[i].state, step.game,
                           right > 0 && rightMs / right <= rawTargetFor(topic)});
    }
    const qint64 now = s->now().toMSecsSinceEpoch();
    double sum = 0;
    for (const auto &[cell, memory] : in.book.cells())
        if (certificateGameOf(cell.game) == game) {
            sum += in.book.fsrs().retrievability(memory, now);
            ++g.cellsMet;
        }
    g.retentionPercent = g.cellsMet > 0 ? int(std::lround(100 * sum / g.cellsMet)) : 0;
    for (auto it = in.spots.cbegin(); it != in.spots.cend(); ++it)
        if (const auto played = gameFromName(toStd(it.key())); played && certificateGameOf(*played) == game) {
            g.spotErrors += it.value().first;
            g.spotDetected += it.value().second;
        }
    return g;
}

QVariantList StudySession::certificates() const
{
    QVariantList list;
    if (!store() || m_profile <= 0)
        return list;
    // Every game's standing from one read of the masteries and one replay of the answers.
    const StandingInputs inputs = standingInputs();
    for (const Game game : certificateGames()) {
        const CertificateResult result = certify(standingAt(game, inputs));
        QVariantList levels;
        for (const std::vector<Criterion> &level : result.criteria) {
            QVariantList criteria;
            for (const Criterion &c : level)
                criteria << QVariantMap{{QStringLiteral("text"), CertificateReport::criterionText(c)},
                                        {QStringLiteral("met"), c.met()}};
            levels << QVariant(criteria);
        }
        list << QVariantMap{{QStringLiteral("game"), fromStd(gameName(game))},
                            {QStringLiteral("level"), int(result.level)},
                            {QStringLiteral("levelName"), CertificateReport::levelName(result.level)},
                            {QStringLiteral("nextName"), result.level == CertificateLevel::TableReady
                                                             ? QString()
                                                             : CertificateReport::levelName(CertificateLevel(int(result.level) + 1))},
                            {QStringLiteral("levels"), levels}};
    }
    return list;
}

QString StudySession::writeCertificate(const QString &game, const QString &language, const QString &path)
{
    StudyStore *s = store();
    const auto g = gameFromName(toStd(game));
    if (!s || m_profile <= 0 || !g) {
        //: The certificate cannot be written: no trainee chosen or no such game.
        setError(tr("Choose a trainee and a game for the certificate."));
        return {};
    }
    QString trainee;
    for (const QVariant &p : s->profiles())
        if (p.toMap().value(QStringLiteral("id")).toLongLong() == m_profile)
            trainee = p.toMap().value(QStringLiteral("name")).toString();
    QString file = path;
    if (file.isEmpty()) {
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QDir().mkpath(folder);
        file = QDir(folder).filePath(QStringLiteral("croupier-certificate-%1-%2-%3.pdf")
                                         .arg(trainee.isEmpty() ? QString::number(m_profile) : trainee, game, language));
    }
    const GameStanding standing = standingAt(certificateGameOf(*g), standingInputs());
    QString error;
    if (!CertificateReport::write(file, language, trainee, standing, certify(standing), s->now(), &error)) {
        setError(error);
        return {};
    }
    return file;
}

QVariantList StudySession::retentionCurve(int days) const
{
    StudyStore *s = store();
    if (!s || !s->isOpen() || m_profile <= 0)
        return {};
    const MemoryBook book = memoryBook();
    if (book.cells().empty())
        return {};
    const qint64 now = s->now().toMSecsSinceEpoch();
    QVariantList curve;
    for (int d = 0; d <= std::clamp(days, 0, 365); ++d) {
        double sum = 0;
        for (const auto &[cell, memory] : book.cells())
            sum += book.fsrs().retrievability(memory, now + d * kDayMs);
        curve << 100.0 * sum / double(book.cells().size());
    }
    return curve;
}

QVariantList StudySession::curriculumStatus() const
{
    StudyStore *s = store();
    if (!s || !s->isOpen() || m_profile <= 0)
        return {};
    const std::vector<Mastery> masteries = stepMasteries();
    const MemoryBook book = memoryBook();
    const qint64 now = s->now().toMSecsSinceEpoch();
    DrillCatalog catalog;
    QVariantList list;
    for (std::size_t i = 0; i < masteries.size(); ++i) {
        const CurriculumStep &step = schoolCurriculum()[i];
        const Mastery &m = masteries[i];
        double sum = 0;
        int met = 0;
        for (const CellId &cell : cellsOf({{fromStd(gameName(step.game)), fromStd(step.topic), step.level}})) {
            const CellMemory memory = book.memory(cell);
            if (memory.isNew())
                continue;
            sum += book.fsrs().retrievability(memory, now);
            ++met;
        }
        const char *state = m.state == MasteryState::Mastered ? "mastered"
                            : m.state == MasteryState::Recheck ? "recheck"
                                                                : "learning";
        list << QVariantMap{{QStringLiteral("index"), int(i)},
                            {QStringLiteral("title"), catalog.title(fromStd(step.topic))},
                            {QStringLiteral("game"), fromStd(gameName(step.game))},
                            {QStringLiteral("level"), step.level},
                            {QStringLiteral("state"), QString::fromLatin1(state)},
                            {QStringLiteral("recheckFrom"), m.state == MasteryState::Recheck
                                                                ? QDateTime::fromMSecsSinceEpoch(m.recheckFromMs, Qt::UTC)
                                                                : QDateTime()},
                            {QStringLiteral("recheckAnswered"), m.recheckAnswered},
                            {QStringLiteral("retention"), met > 0 ? int(std::lround(100 * sum / met)) : -1}};
    }
    return list;
}

std::vector<StudySession::Step> StudySession::plannedSteps() const
{
    std::vector<Step> steps;
    if (m_plan == QLatin1String("today")) {
        steps = reachedSteps();
    } else if (m_plan == QLatin1String("curriculum")) {
        const auto &all = schoolCurriculum();
        if (!all.empty()) {
            const CurriculumStep &step = all[std::size_t(currentStepIndex())];
            steps.push_back({fromStd(gameName(step.game)), fromStd(step.topic), step.level});
        }
    } else {
        for (const QString &topic : m_topics)
            steps.push_back({m_game, topic, m_level});
    }
    return steps;
}

WeakSpotPicker &StudySession::pickerFor(const QString &game, const QString &topic, int cellCount)
{
    const QString key = game + QLatin1Char('/') + topic;
    auto it = m_pickers.find(key);
    if (it == m_pickers.end()) {
        // Loaded from the profile's past answers, so the next session favours the
        // cells missed or answered slowly in the earlier ones.
        auto picker = std::make_unique<WeakSpotPicker>(std::size_t(std::max(cellCount, 0)), targetFor(topic));
        if (StudyStore *s = store())
            for (const StudyAnswer &a : s->answers(m_profile, game, topic))
                if (a.cell >= 0)
                    picker->add(std::size_t(a.cell), a.correct, a.elapsedMs);
        it = m_pickers.emplace(key, std::move(picker)).first;
    }
    return *it->second;
}

int StudySession::cellWeight(const QString &topic, int cell) const
{
    for (const auto &[key, picker] : m_pickers)
        if (key.endsWith(QLatin1Char('/') + topic))
            return cell >= 0 && std::size_t(cell) < picker->cellCount() ? int(picker->weight(std::size_t(cell))) : 0;
    return 0;
}

bool StudySession::start()
{
    StudyStore *s = store();
    if (!s || !s->isOpen()) {
        //: Self-study cannot start: the history database is missing. %1 the store's message.
        setError(tr("The study history cannot be opened. %1").arg(s ? s->lastError() : QString()));
        return false;
    }
    if (m_profile <= 0) {
        setError(tr("Choose a trainee before starting."));
        return false;
    }
    m_steps = plannedSteps();
    if (m_steps.empty()) {
        //: Self-study: the custom plan has no topic ticked.
        setError(tr("Choose at least one topic."));
        return false;
    }
    for (const Step &step : m_steps)
        if (topicCellCount(step.game, step.topic) == 0) {
            //: Self-study: a topic that the chosen game does not have. %1 topic, %2 game.
            setError(tr("The topic \"%1\" is not drilled at %2.").arg(step.topic, step.game));
            return false;
        }
    QStringList topics;
    for (const Step &step : m_steps)
        topics.append(step.topic);
    const auto id = s->startSession(m_profile, m_plan, topics, m_steps.front().level);
    if (!id) {
        setError(s->lastError());
        return false;
    }
    m_sessionId = *id;
    m_rng = std::make_unique<Rng>(m_seed != 0 ? std::uint64_t(m_seed) : QRandomGenerator::global()->generate64());
    m_score = std::make_unique<SessionScore>();
    m_pickers.clear();
    m_tallies.clear();
    for (const Step &step : m_steps) {
        pickerFor(step.game, step.topic, int(topicCellCount(step.game, step.topic)));
        m_tallies.push_back({step.game, step.topic, 0, 0, 0, targetFor(step.topic), {}, {}});
    }
    m_queue.clear();
    m_weakStep = 0;
    if (m_plan == QLatin1String("today")) {
        // The due cells, the least retained first, then the day's new ones; after them
        // the current step's weak spots.
        reachedSteps(&m_weakStep);
        const DayPlan plan = planToday(memoryBook(), m_steps);
        for (const std::vector<CellId> *list : {&plan.due, &plan.fresh})
            for (const CellId &cell : *list)
                if (int(m_queue.size()) < m_questionCount)
                    m_queue.push_back({cell, levelIn(m_steps, cell)});
    }
    m_running = true;
    m_finished = false;
    m_questionNumber = 0;
    m_lastPoints = 0;
    m_lastFast = false;
    m_summary.clear();
    m_error.clear();
    emit summaryChanged();
    emit scoreChanged();
    askQuestion();
    return true;
}

void StudySession::useStep(const Step &step)
{
    if (m_drill->game() != step.game || m_drill->topic() != step.topic || m_drill->level() != step.level
        || m_questionNumber == 0) {
        m_drill->setGame(step.game);
        m_drill->setTopic(step.topic);
        m_drill->setLevel(step.level);
        // A fresh seed from the session's Rng: coming back to a topic must not
        // replay its first questions; the session's seed still replays it all.
        m_drill->setSeed(qint64(m_rng->next() >> 2) | 1);
    }
}

void StudySession::askQuestion()
{
    if (!m_queue.empty()) {
        // The day's plan: a due or new cell.
        const Queued next = m_queue.front();
        m_queue.pop_front();
        useStep({fromStd(gameName(next.cell.game)), fromStd(next.cell.topic), next.level});
        ++m_questionNumber;
        m_drill->nextInCell(next.cell.cell);
        emit stateChanged();
        return;
    }
    // The topics of a custom plan are taken in turn; the day's plan, once its cells
    // are asked, stays on the current step.
    const Step &step = m_plan == QLatin1String("today") ? m_steps[std::min(m_weakStep, m_steps.size() - 1)]
                                                         : m_steps[std::size_t(m_questionNumber) % m_steps.size()];
    useStep(step);
    WeakSpotPicker &picker = pickerFor(step.game, step.topic, m_drill->cellCount());
    const std::size_t cell = picker.cellCount() > 0 ? picker.pick(*m_rng) : 0;
    ++m_questionNumber;
    m_drill->nextInCell(int(cell));
    emit stateChanged();
}

void StudySession::onJudged(int cell, bool correct, int elapsedMs)
{
    if (!m_running)
        return;
    const QString topic = m_drill->topic();
    const qint64 target = targetFor(topic);
    const AnswerScore earned = m_score->record(correct, elapsedMs, target);
    m_lastPoints = earned.points;
    m_lastFast = earned.fast;

    StudyAnswer answer;
    answer.sessionId = m_sessionId;
    answer.game = m_drill->game();
    answer.topic = topic;
    answer.cell = cell;
    try {
        const Topic *t = TopicRegistry::builtin().find(toStd(topic));
        const std::optional<CellKey> key = t ? t->cellKey(m_drill->bankGame(), m_drill->scenarioJson()) : std::nullopt;
        answer.cellKey = key ? QString::fromStdString(key->text()) : QString();
    } catch (const std::exception &) {
        answer.cellKey.clear(); // the engine's own scenario: cannot happen, and the answer still counts
    }
    answer.correct = correct;
    answer.elapsedMs = elapsedMs;
    // Written at once, in its own transaction: a session cut short keeps its answers.
    if (StudyStore *s = store(); !s || !s->addAnswer(m_profile, answer))
        setError(s ? s->lastError() : QString());
    else if (!m_store)  // the app's database: the answer goes to the classroom server too, when there is one
        QMetaObject::invokeMethod(m_database ? m_database.data() : StudyDatabase::instance(), "pushClassroomSoon");

    pickerFor(answer.game, topic, m_drill->cellCount()).add(std::size_t(std::max(cell, 0)), correct, elapsedMs);

    for (TopicTally &t : m_tallies)
        if (t.topic == topic && t.game == answer.game) {
            ++t.answered;
            const QString label = answer.cellKey.isEmpty() ? QString::number(cell) : answer.cellKey;
            auto &m = t.misses[label];
            ++m.second;
            if (correct) {
                ++t.correct;
                t.rightMs += elapsedMs;
                if (elapsedMs > target)
                    t.slowMs[label] += elapsedMs - target;
            } else {
                ++m.first;
            }
            break;
        }
    emit scoreChanged();
}

void StudySession::next()
{
    if (!m_running)
        return;
    if (m_questionNumber > 0 && !m_drill->answered())
        return; // the question on show is still open
    if (answered() >= m_questionCount) {
        finish();
        return;
    }
    askQuestion();
}

void StudySession::finish()
{
    if (!m_running)
        return;
    m_running = false;
    m_finished = true;
    if (StudyStore *s = store(); s && !s->finishSession(m_sessionId, points(), bestStreak()))
        m_error = s->lastError();
    buildSummary();
    emit stateChanged();
    notifyDatabase();
}

void StudySession::notifyDatabase()
{
    if (m_store)
        return; // a store of the caller's (tests): not the app's database
    QObject *db = m_database ? m_database.data() : StudyDatabase::instance();
    QMetaObject::invokeMethod(db, "changed");
}

QString StudySession::cellKeyText(const QString &game, const QString &topic, const QString &key)
{
    // The topic reads its own key back and names the cell as that game's table names
    // it; the words come from the one table of sentences (app/text).
    const Topic *t = TopicRegistry::builtin().find(toStd(topic));
    const std::optional<Game> g = gameFromName(toStd(game));
    if (t && g)
        if (const std::optional<CellKey> cell = t->readCellKey(toStd(key)))
            return PromptText::inAppLanguage(t->cellWords(*g, *cell));
    bool isNumber = false;
    const int cell = key.toInt(&isNumber);
    if (isNumber)
        //: A rule cell of a topic that has no name of its own, numbered from 1.
        return tr("question type %1").arg(cell + 1);
    return key;
}

QString StudySession::crapsBetLabel(const QString &bet) const
{
    const auto b = crapsBetFromName(toStd(bet));
    return b ? fromStd(crapsRule(*b).label) : bet;
}

void StudySession::buildSummary()
{
    QVariantMap summary;
    summary.insert(QStringLiteral("points"), points());
    summary.insert(QStringLiteral("answered"), answered());
    summary.insert(QStringLiteral("correct"), correct());
    summary.insert(QStringLiteral("accuracy"), answered() > 0 ? correct() * 100 / answered() : 0);
    summary.insert(QStringLiteral("bestStreak"), bestStreak());
    summary.insert(QStringLiteral("fast"), m_score ? m_score->fast() : 0);

    DrillCatalog catalog;
    QVariantList topics;
    const TopicTally *weakest = nullptr;
    auto badness = [](const TopicTally &t) {
        // Misses first (per mille), then slowness against the target.
        const qint64 missRate = t.answered > 0 ? (t.answered - t.correct) * 1000 / t.answered : 0;
        const qint64 mean = t.correct > 0 ? t.rightMs / t.correct : 0;
        return std::pair<qint64, qint64>(missRate, t.targetMs > 0 ? mean * 1000 / t.targetMs : 0);
    };
    for (const TopicTally &t : m_tallies) {
        if (t.answered == 0)
            continue;
        topics.append(QVariantMap{
            {QStringLiteral("topic"), t.topic},
            {QStringLiteral("title"), catalog.title(t.topic)},
            {QStringLiteral("answered"), t.answered},
            {QStringLiteral("correct"), t.correct},
            {QStringLiteral("accuracy"), t.correct * 100 / t.answered},
            {QStringLiteral("meanMs"), t.correct > 0 ? t.rightMs / t.correct : 0},
            {QStringLiteral("targetMs"), t.targetMs},
        });
        if (!weakest || badness(t) > badness(*weakest))
            weakest = &t;
    }
    summary.insert(QStringLiteral("topics"), topics);

    QVariantMap practise;
    if (weakest) {
        // The cells most missed, then the slowest right ones: two or three of them.
        struct Cell
        {
            QString key;
            int misses;
            qint64 slow;
        };
        std::vector<Cell> cells;
        for (auto it = weakest->misses.cbegin(); it != weakest->misses.cend(); ++it)
            cells.push_back({it.key(), it.value().first, weakest->slowMs.value(it.key())});
        std::sort(cells.begin(), cells.end(), [](const Cell &a, const Cell &b) {
            if (a.misses != b.misses)
                return a.misses > b.misses;
            if (a.slow != b.slow)
                return a.slow > b.slow;
            return a.key < b.key;
        });
        QStringList keys;
        QStringList words;
        for (const Cell &c : cells) {
            if (keys.size() == 3 || (c.misses == 0 && c.slow == 0))
                break;
            keys.append(c.key);
            words.append(cellKeyText(weakest->game, weakest->topic, c.key));
        }
        const QString title = catalog.title(weakest->topic);
        QString text;
        if (words.isEmpty())
            //: Session summary when nothing was missed or slow. %1 the topic's title.
            text = tr("Every answer right and within the target time. Keep “%1” fresh, or go on to the next step.").arg(title);
        else
            //: Session summary. %1 the topic's title, %2 a list of rule cells ("Banco 5 against a third card 4; Punto 5").
            text = tr("Practise “%1” next, above all: %2.").arg(title, WordsText::clauses(words));
        practise = {
            {QStringLiteral("game"), m_steps.empty() ? m_game : m_steps.front().game},
            {QStringLiteral("topic"), weakest->topic},
            {QStringLiteral("title"), title},
            {QStringLiteral("level"), m_steps.empty() ? m_level : m_steps.front().level},
            {QStringLiteral("cells"), keys},
            {QStringLiteral("cellTexts"), words},
            {QStringLiteral("text"), text},
        };
    }
    summary.insert(QStringLiteral("practiseNext"), practise);
    m_summary = summary;
    emit summaryChanged();
}

bool StudySession::answerOne(Rng &draw)
{
    if (!m_running || m_drill->answered())
        return false;
    const int cell = m_drill->cell();
    const qint64 target = rawTargetFor(m_drill->topic());
    // One cell in three is "hard": missed half the time and answered slowly.
    const bool hard = cell % 3 == 0;
    const int skill = m_skill;
    const bool right = int(draw.below(100)) < (hard ? 30 + 30 * skill / 100 : 75 + 17 * skill / 100);
    const int slowest = (hard ? 260 : 160) - 60 * skill / 100;
    const int percent = draw.between(hard ? 90 : 40, slowest);
    m_offsetMs += target * percent / 100;
    // A wrong answer: the first field changed to another valid value, as the drill
    // page's demonstration gives it.
    const QVariantMap answer = right ? m_drill->rightAnswer() : m_drill->wrongAnswer();
    return m_drill->submit(answer);
}

int StudySession::simulate(int answers, int seed)
{
    if (!m_running && !start())
        return 0;
    Rng draw(std::uint64_t(seed != 0 ? seed : 1));
    int done = 0;
    while (done < answers && m_running) {
        if (m_drill->answered())
            next();
        if (!m_running)
            break;
        // The answer comes later than the question by the simulated time (m_offsetMs).
        if (!answerOne(draw))
            break;
        ++done;
        if (answered() >= m_questionCount)
            next(); // the end: the summary
    }
    // The last answer stays on show with its verdict (and its "+N").
    return done;
}

bool StudySession::simulateHistory(int sessions, int seed)
{
    if (m_store || sessions <= 0)
        return false;
    auto *db = qobject_cast<StudyDatabase *>(m_database.data());
    const QString path = (db ? db : StudyDatabase::instance())->path();
    const QDateTime today = QDateTime::currentDateTimeUtc();
    bool ok = true;
    for (int s = 0; s < sessions && ok; ++s) {
        const int daysAgo = sessions - 1 - s;
        auto at = std::make_shared<QDateTime>(today.addDays(-daysAgo).addSecs(-3600));
        StudyStore dated(path, [at] {
            *at = at->addSecs(20);
            return *at;
        });
        if (!dated.open())
            return false;
        m_store = &dated;
        m_running = false;
        ok = start();
        if (ok) {
            // Earlier days: more misses, slower answers; the seed changes with the day.
            m_skill = sessions > 1 ? 100 * s / (sessions - 1) : 100;
            simulate(m_questionCount, seed + s * 7919);
            finish();
        }
        m_store = nullptr;
        m_pickers.clear();
    }
    m_skill = 100;
    m_running = false;
    m_finished = false;
    m_summary.clear();
    m_score.reset();
    m_questionNumber = 0;
    emit summaryChanged();
    emit scoreChanged();
    emit stateChanged();
    notifyDatabase();
    return ok;
}

} // namespace croupier
