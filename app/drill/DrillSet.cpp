#include "DrillSet.h"

#include "DrillSession.h"
#include "Rng.h"
#include "bank/TopicRegistry.h"
#include "study/RuleReference.h"
#include "text/PromptText.h"
#include "text/TopicWords.h"
#include "text/WordsText.h"

#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>

namespace croupier {

namespace {
/// The set chooser's lengths: "20" questions, "5m" minutes.
struct Length
{
    int questions = 0;
    int minutes = 0;
};

std::optional<Length> readLength(const QString &text)
{
    bool ok = false;
    if (text.endsWith(QLatin1Char('m'))) {
        const int m = text.chopped(1).toInt(&ok);
        return ok && m > 0 ? std::optional<Length>({0, m}) : std::nullopt;
    }
    const int n = text.toInt(&ok);
    return ok && n > 0 ? std::optional<Length>({n, 0}) : std::nullopt;
}
} // namespace

DrillSet::DrillSet(QObject *parent)
    : QObject(parent)
{
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    m_now = [clock] { return clock->elapsed(); };
    // A timed set's clock on screen: once a second while it runs.
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &DrillSet::remainingChanged);
}

DrillSet::~DrillSet() = default;

void DrillSet::setClock(std::function<qint64()> nowMs)
{
    m_now = std::move(nowMs);
}

void DrillSet::setSession(DrillSession *session)
{
    if (session == m_session)
        return;
    disconnect(m_judged);
    if (m_session)
        disconnect(m_session, &DrillSession::textsChanged, this, &DrillSet::missedChanged);
    m_session = session;
    if (session) {
        m_judged = connect(session, &DrillSession::judged, this, &DrillSet::onJudged);
        // The cells' words follow the drill's language.
        connect(session, &DrillSession::textsChanged, this, &DrillSet::missedChanged);
    }
    emit sessionChanged();
}

void DrillSet::setLength(const QString &length)
{
    const std::optional<Length> l = readLength(length);
    if (!l || length == m_length)
        return;
    m_length = length;
    m_questions = l->questions;
    m_minutes = l->minutes;
    emit lengthChanged();
}

void DrillSet::setTimeScale(int percent)
{
    percent = percent == 0 ? 0 : std::clamp(percent, 100, 1000);
    if (percent == m_timeScale)
        return;
    m_timeScale = percent;
    emit lengthChanged();
}

int DrillSet::remainingMs() const
{
    if (durationMs() == 0 || !m_running)
        return 0;
    return int(std::max<qint64>(0, m_startedAt + durationMs() - m_now()));
}

bool DrillSet::timeUp() const
{
    return durationMs() > 0 && m_now() - m_startedAt >= durationMs();
}

bool DrillSet::lastQuestion() const
{
    if (!m_running)
        return false;
    return durationMs() > 0 ? timeUp() : m_asked >= questions();
}

void DrillSet::start()
{
    begin({});
}

void DrillSet::practiseMissed()
{
    std::vector<int> cells;
    for (const Miss &m : m_misses)
        for (const int c : m.cells)
            if (std::find(cells.begin(), cells.end(), c) == cells.end())
                cells.push_back(c);
    if (cells.empty())
        return;
    begin(std::move(cells));
}

void DrillSet::begin(std::vector<int> practiseCells)
{
    if (!m_session)
        return;
    const std::uint64_t seed
        = m_session->seed() != 0 ? std::uint64_t(m_session->seed()) : QRandomGenerator::global()->generate64();
    if (!m_rng)
        m_rng = std::make_unique<Rng>(seed);
    m_practising = !practiseCells.empty();
    m_practiseCells = std::move(practiseCells);
    m_queue.clear();
    m_misses.clear();
    m_asked = 0;
    m_answered = 0;
    m_right = 0;
    m_totalMs = 0;
    m_finished = false;
    m_running = true;
    m_startedAt = m_now();
    if (durationMs() > 0)
        m_tick.start();
    emit stateChanged();
    emit missedChanged();
    ask();
}

void DrillSet::next()
{
    if (!m_running || !m_session || (m_session->number() > 0 && !m_session->answered()))
        return;
    if (lastQuestion()) {
        finish();
        return;
    }
    ask();
}

void DrillSet::ask()
{
    ++m_asked;
    if (m_practiseCells.empty()) {
        m_session->next();
    } else {
        // The cells missed, each once in a shuffled order before any again (as the
        // generator visits a topic's cells).
        if (m_queue.empty()) {
            m_queue = m_practiseCells;
            for (std::size_t i = m_queue.size(); i > 1; --i)
                std::swap(m_queue[i - 1], m_queue[m_rng->below(i)]);
        }
        const int cell = m_queue.back();
        m_queue.pop_back();
        m_session->nextInCell(cell);
    }
    emit progressChanged();
    emit remainingChanged();
}

void DrillSet::finish()
{
    m_running = false;
    m_finished = true;
    m_tick.stop();
    emit stateChanged();
    emit remainingChanged();
}

void DrillSet::onJudged(int cell, bool correct, int elapsedMs)
{
    if (!m_running || !m_session)
        return;
    ++m_answered;
    m_totalMs += elapsedMs;
    if (correct) {
        ++m_right;
        emit progressChanged();
        emit remainingChanged();
        return;
    }
    // The cell in words, as the self-study summary names it, and the paragraph that
    // decides the answer: one entry per cell and paragraph (at the tableau, "Punto 5"
    // decided by his row and by a Banco natural are two things to practise).
    Miss miss;
    if (const Topic *topic = TopicRegistry::builtin().find(m_session->topic().toStdString())) {
        const Game game = m_session->bankGame();
        if (const std::optional<CellKey> key = topic->cellKey(game, m_session->scenarioJson())) {
            miss.words = topic->cellWords(game, *key);
            miss.key = key->text();
        }
        miss.source = ruleReference(*topic, game, m_session->scenarioJson(), m_session->expectedJson());
    }
    if (miss.key.empty())
        miss.key = "cell " + std::to_string(cell);
    miss.key += '|' + miss.source;
    auto it = std::find_if(m_misses.begin(), m_misses.end(), [&](const Miss &m) { return m.key == miss.key; });
    if (it == m_misses.end()) {
        m_misses.push_back(std::move(miss));
        it = m_misses.end() - 1;
    }
    ++it->misses;
    if (std::find(it->cells.begin(), it->cells.end(), cell) == it->cells.end())
        it->cells.push_back(cell);
    emit progressChanged();
    emit remainingChanged();
    emit missedChanged();
}

QVariantList DrillSet::missed() const
{
    QVariantList list;
    if (!m_session)
        return list;
    const PromptText words(m_session->language());
    for (const Miss &m : m_misses) {
        const QString name = m.words.key.empty() ? TopicWords::title(m_session->topic().toStdString())
                                                 : words.format(m.words);
        list.append(QVariantMap{{QStringLiteral("words"), name},
                                {QStringLiteral("source"), WordsText::source(QString::fromStdString(m.source))},
                                {QStringLiteral("misses"), m.misses}});
    }
    return list;
}

} // namespace croupier
