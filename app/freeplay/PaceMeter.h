#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace croupier {

/**
 * @brief Pace mode in free play (issue 17, item 5): the rounds dealt (coups, rolls or
 * blackjack rounds), their rate per hour and the target of the table's game
 * (core/study/Pace.h, the product's reading of a school's pace).
 *
 * The table sets `rounds` from its dealer's count (a count that starts again from 0,
 * a new shoe's coups, adds on to the rounds before it). The meter measures from the
 * start of the first round it sees: n rounds begun since then are n − 1 rounds done
 * in the time from it to now, so the rate falls while no round is dealt. Its clock
 * is injected by tests.
 */
class PaceMeter : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /// The question bank's game: "punto-banco", "craps", "blackjack"...
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY gameChanged FINAL)
    /// Rounds dealt so far at the table (the dealer's count).
    Q_PROPERTY(int rounds READ rounds WRITE setRounds NOTIFY paceChanged FINAL)
    /// Rounds begun since the meter started (restart()).
    Q_PROPERTY(int done READ done NOTIFY paceChanged FINAL)
    /// The pace in words: "12 coups · 54 an hour · target 60".
    Q_PROPERTY(QString text READ text NOTIFY paceChanged FINAL)
    /// The rate is not said yet: fewer than two rounds, or less than a minute since the first.
    Q_PROPERTY(bool measuring READ measuring NOTIFY paceChanged FINAL)
    /// Whole rounds per hour since the start, rounded down (0 while measuring).
    Q_PROPERTY(int perHour READ perHour NOTIFY paceChanged FINAL)
    /// The trainee's own target per hour at this table, from the profile in use
    /// (StudyDatabase.paceTarget); 0: none set, the game's target counts.
    Q_PROPERTY(int ownTarget READ ownTarget WRITE setOwnTarget NOTIFY targetChanged FINAL)
    /// The profile's name, said with its target ("" with no profile in use).
    Q_PROPERTY(QString profileName READ profileName WRITE setProfileName NOTIFY targetChanged FINAL)
    /// The target per hour (the trainee's, else the game's) and where it comes from, in words.
    Q_PROPERTY(int target READ target NOTIFY targetChanged FINAL)
    Q_PROPERTY(QString targetSource READ targetSource NOTIFY targetChanged FINAL)
    /// At or above the target (false while measuring).
    Q_PROPERTY(bool onPace READ onPace NOTIFY paceChanged FINAL)

public:
    explicit PaceMeter(QObject *parent = nullptr);

    QString game() const { return m_game; }
    void setGame(const QString &game);
    int rounds() const { return m_rounds; }
    void setRounds(int rounds);
    int done() const { return m_done; }
    int ownTarget() const { return m_ownTarget; }
    void setOwnTarget(int perHour);
    QString profileName() const { return m_profileName; }
    void setProfileName(const QString &name);
    QString text() const;
    bool measuring() const;
    int perHour() const;
    int target() const;
    QString targetSource() const;
    bool onPace() const { return !measuring() && perHour() >= target(); }

    /// The clock, ms (tests inject one; the default is monotonic).
    void setClock(std::function<qint64()> nowMs);
    /// Measures again from the next round (the table started again).
    Q_INVOKABLE void restart();

signals:
    void gameChanged();
    void paceChanged();
    void targetChanged();

private:
    static constexpr qint64 kMinimumMs = 60'000;

    QString m_game = QStringLiteral("punto-banco");
    int m_ownTarget = 0;    ///< the profile's target, 0 for none
    QString m_profileName;
    int m_rounds = 0;       ///< the dealer's count last seen
    int m_done = 0;         ///< rounds begun since the start
    qint64 m_firstAt = 0;   ///< when the first of them began
    std::function<qint64()> m_now;
    QTimer m_tick;
};

} // namespace croupier
