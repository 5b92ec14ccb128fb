#include "TableDealer.h"

#include <algorithm>

namespace croupier {

TableDealer::TableDealer(QObject *parent)
    : QObject(parent)
{
    m_pump.setSingleShot(true);
    connect(&m_pump, &QTimer::timeout, this, &TableDealer::pump);
}

TableDealer::~TableDealer() = default;

void TableDealer::setIncidentRate(double rate)
{
    rate = std::clamp(rate, 0.0, 1.0);
    if (rate == m_incidentRate)
        return;
    m_incidentRate = rate;
    applyIncidentRate();
    emit incidentRateChanged();
    emit changed();
}

void TableDealer::setDealGap(int ms)
{
    ms = std::max(0, ms);
    if (ms == m_dealGap)
        return;
    m_dealGap = ms;
    emit dealGapChanged();
    if (m_dealGap == 0)
        flush();
}

void TableDealer::showMe()
{
    m_showing = true;
    emit changed();
}

bool TableDealer::refuse(std::function<QString()> sentence, const QString &source)
{
    ++m_actions;
    ++m_mistakes;
    m_refusal = std::move(sentence);
    m_refusalSource = source;
    emit changed();
    return false;
}

void TableDealer::accept()
{
    ++m_actions;
    m_refusal = nullptr;
    m_refusalSource.clear();
    m_showing = false;
    emit changed();
}

void TableDealer::resetCounts()
{
    m_actions = 0;
    m_mistakes = 0;
    m_refusal = nullptr;
    m_refusalSource.clear();
    m_showing = false;
}

void TableDealer::pace(std::function<void()> change)
{
    // With no gap, at once (nothing ever waits then: setDealGap(0) flushes). With
    // one, at once only if nothing waits and the last change is a dealGap old: the
    // change after one just made waits, so a round's cards come out one at a time.
    if (m_dealGap == 0) {
        change();
        return;
    }
    const bool wasSettled = m_paced.empty();
    m_paced.push_back(std::move(change));
    if (wasSettled)
        emit settledChanged();
    if (!m_pump.isActive())
        pump();
}

void TableDealer::pump()
{
    // The gap after the last change is over: the next one goes on the felt, and
    // the gap after it starts now, whether or not anything waits yet.
    if (m_paced.empty())
        return;
    auto change = std::move(m_paced.front());
    m_paced.pop_front();
    change();
    m_pump.start(m_dealGap);
    if (m_paced.empty())
        emit settledChanged();
}

void TableDealer::flush()
{
    m_pump.stop();
    const bool had = !m_paced.empty();
    while (!m_paced.empty()) {
        auto change = std::move(m_paced.front());
        m_paced.pop_front();
        change();
    }
    if (had)
        emit settledChanged();
}

} // namespace croupier
