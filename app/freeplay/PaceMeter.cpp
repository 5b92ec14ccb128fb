#include "PaceMeter.h"

#include "bank/Game.h"
#include "study/Pace.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>

#include <memory>

namespace croupier {

namespace {
Game gameOf(const QString &name)
{
    return gameFromName(name.toStdString()).value_or(Game::PuntoBanco);
}
} // namespace

PaceMeter::PaceMeter(QObject *parent)
    : QObject(parent)
{
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    m_now = [clock] { return clock->elapsed(); };
    // The rate falls while no round is dealt: said again every few seconds.
    m_tick.setInterval(5000);
    connect(&m_tick, &QTimer::timeout, this, &PaceMeter::paceChanged);
    m_tick.start();
}

void PaceMeter::setClock(std::function<qint64()> nowMs)
{
    m_now = std::move(nowMs);
}

void PaceMeter::setGame(const QString &game)
{
    if (game == m_game)
        return;
    m_game = game;
    emit gameChanged();
    emit targetChanged();
    emit paceChanged();
}

void PaceMeter::setOwnTarget(int perHour)
{
    perHour = std::max(0, perHour);
    if (perHour == m_ownTarget)
        return;
    m_ownTarget = perHour;
    emit targetChanged();
    emit paceChanged();
}

void PaceMeter::setProfileName(const QString &name)
{
    if (name == m_profileName)
        return;
    m_profileName = name;
    emit targetChanged();
}

void PaceMeter::setRounds(int rounds)
{
    if (rounds == m_rounds)
        return;
    // A count that went down started again from 0 (a new shoe): its rounds are new ones.
    const int begun = rounds > m_rounds ? rounds - m_rounds : rounds;
    m_rounds = rounds;
    if (begun > 0) {
        if (m_done == 0)
            m_firstAt = m_now();
        m_done += begun;
    }
    emit paceChanged();
}

void PaceMeter::restart()
{
    m_done = 0;
    emit paceChanged();
}

bool PaceMeter::measuring() const
{
    // Two rounds a few seconds apart say nothing of an hour: a minute at least.
    return m_done < 2 || m_now() - m_firstAt < kMinimumMs;
}

int PaceMeter::perHour() const
{
    return measuring() ? 0 : roundsPerHour(m_done - 1, m_now() - m_firstAt);
}

int PaceMeter::target() const
{
    return m_ownTarget > 0 ? m_ownTarget : defaultPaceTarget(gameOf(m_game)).perHour;
}

QString PaceMeter::text() const
{
    const bool early = measuring();
    switch (gameOf(m_game)) {
    case Game::Craps:
        return early
            //: Free play's pace at craps before a minute has passed: %n rolls so far, %1 the target an hour.
            ? tr("%n roll(s) · the rate after a minute · target %1", "", m_done).arg(target())
            //: Free play's pace at craps: %n rolls so far, %1 rolls an hour, %2 the target.
            : tr("%n roll(s) · %1 an hour · target %2", "", m_done).arg(perHour()).arg(target());
    case Game::Blackjack:
        return early
            //: Free play's pace at blackjack before a minute has passed: %n rounds so far, %1 the target an hour.
            ? tr("%n round(s) · the rate after a minute · target %1", "", m_done).arg(target())
            //: Free play's pace at blackjack: %n rounds so far, %1 rounds an hour, %2 the target.
            : tr("%n round(s) · %1 an hour · target %2", "", m_done).arg(perHour()).arg(target());
    default:
        return early
            //: Free play's pace at baccarat before a minute has passed: %n coups so far, %1 the target an hour.
            ? tr("%n coup(s) · the rate after a minute · target %1", "", m_done).arg(target())
            //: Free play's pace at baccarat: %n coups so far, %1 coups an hour, %2 the target.
            : tr("%n coup(s) · %1 an hour · target %2", "", m_done).arg(perHour()).arg(target());
    }
}

QString PaceMeter::targetSource() const
{
    if (m_ownTarget > 0)
        return m_profileName.isEmpty()
            //: Free play's pace: the target is the trainee's own, set on the self-study page.
            ? tr("Your own target, set on the self-study page.")
            //: Free play's pace: %1 the self-study profile whose target it is.
            : tr("The target of %1's profile, set on the self-study page.").arg(m_profileName);
    switch (gameOf(m_game)) {
    case Game::Craps:
        //: Free play's pace: where the craps target comes from (no rule sets a pace).
        return tr("The product's reading of a school's usual pace: about 100 rolls an hour.");
    case Game::Blackjack:
        //: Free play's pace: where the blackjack target comes from (no rule sets a pace).
        return tr("The product's reading of a school's usual pace: about 60 rounds an hour at a full table.");
    default:
        //: Free play's pace: where the baccarat target comes from (no rule sets a pace).
        return tr("The product's reading of a school's usual pace: 60 to 80 coups an hour.");
    }
}

} // namespace croupier
