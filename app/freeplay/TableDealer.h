#pragma once

#include "DealerRack.h"
#include "Money.h"
#include "chips/ChipFloat.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace croupier {

/**
 * @brief The one dealer protocol every free-play table shares (Punto Banco and its
 * variants, chemin de fer, deux tableaux, craps, blackjack): the same properties for
 * the phase, what to do now, the last refusal and its paragraph, the expected step,
 * the count of mistakes, and the same act() / showMe() / restart().
 *
 * Each game's dealer derives from it and drives a round engine of core; it never
 * decides a rule. What the engine puts on the felt goes through pace(): one queue,
 * one gap (dealGap, Theme.dealGap), so cards and chips come out one at a time at
 * every table and `settled` says when the felt has caught up.
 */
class TableDealer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The protocol of BaccaratDealer, CrapsDealer and BlackjackDealer")

    /// The engine's phase, a word of each game's ("burn", "bets", "coup", "settle", …).
    Q_PROPERTY(QString phase READ phase NOTIFY changed FINAL)
    /// What the trainee is to do now, translated.
    Q_PROPERTY(QString status READ status NOTIFY changed FINAL)
    /// The last refusal: the reason with the rule; empty after a right step.
    Q_PROPERTY(QString refusal READ refusal NOTIFY changed FINAL)
    /// The paragraph of the last refusal ("art. 15 §14 β"), empty after a right step.
    Q_PROPERTY(QString refusalSource READ refusalSource NOTIFY changed FINAL)
    /// The right next step: {action, value, text, …} (each game adds its own keys).
    Q_PROPERTY(QVariantMap expected READ expectedAction NOTIFY changed FINAL)
    /// The right next step, said for people.
    Q_PROPERTY(QString expectedText READ expectedText NOTIFY changed FINAL)
    /// "Show me" was asked for the step now expected.
    Q_PROPERTY(bool showing READ showing NOTIFY changed FINAL)
    Q_PROPERTY(int mistakes READ mistakes NOTIFY changed FINAL)
    Q_PROPERTY(int actions READ actions NOTIFY changed FINAL)
    /// Milliseconds between two things put on the felt (Theme.dealGap); 0 puts them at once.
    Q_PROPERTY(int dealGap READ dealGap WRITE setDealGap NOTIFY dealGapChanged FINAL)
    /// Everything the engine has done is on the felt.
    Q_PROPERTY(bool settled READ settled NOTIFY settledChanged FINAL)
    /// The share of rounds with one of the regulation's incidents (0 to 1; issue 15).
    Q_PROPERTY(double incidentRate READ incidentRate WRITE setIncidentRate NOTIFY incidentRateChanged FINAL)
    /// The incident of the round under way, said for people with its paragraph; empty when none.
    Q_PROPERTY(QString incident READ incident NOTIFY changed FINAL)
    /// Its kind as question-bank.md names it ("dummy-hand", "no-roll", …), or empty.
    Q_PROPERTY(QString incidentKind READ incidentKind NOTIFY changed FINAL)
    /// The table's float (issue 16): its denominations, smallest first, in the bank's notation.
    Q_PROPERTY(QStringList chipFloat READ chipFloat NOTIFY changed FINAL)
    /// How many chips each tube of chipFloat holds (-1: not counted), a house setting.
    Q_PROPERTY(QVariantList chipTubes READ chipTubes NOTIFY changed FINAL)
    /// How the last payment in chips was judged, or why it was not taken; empty before one.
    Q_PROPERTY(QString chipNote READ chipNote NOTIFY changed FINAL)
    /// The last payment in chips was right in value but took more chips than the fewest.
    Q_PROPERTY(bool chipNoteMarked READ chipNoteMarked NOTIFY changed FINAL)
    /// Payments made in chips since the restart, and those marked (more chips than the fewest).
    Q_PROPERTY(int chipPayments READ chipPayments NOTIFY changed FINAL)
    Q_PROPERTY(int chipPaymentsMarked READ chipPaymentsMarked NOTIFY changed FINAL)
    /// The dealer's rack (issue 17): the float's tubes, filling as losing stakes are
    /// collected and emptying as winners are paid, as the felt shows the settlement.
    Q_PROPERTY(DealerRack *rack READ rack CONSTANT FINAL)

public:
    explicit TableDealer(QObject *parent = nullptr);
    ~TableDealer() override;

    virtual QString phase() const = 0;
    virtual QString status() const = 0;
    virtual QVariantMap expectedAction() const = 0;
    QString expectedText() const { return expectedAction().value(QStringLiteral("text")).toString(); }
    QString refusal() const { return m_refusal ? m_refusal() : QString(); }
    /// The refusal's paragraph, in the reader's language ("άρθ. 15 §14").
    QString refusalSource() const;
    bool showing() const { return m_showing; }
    int mistakes() const { return m_mistakes; }
    int actions() const { return m_actions; }
    int dealGap() const { return m_dealGap; }
    void setDealGap(int ms);
    bool settled() const { return m_paced.empty(); }
    double incidentRate() const { return m_incidentRate; }
    void setIncidentRate(double rate);
    virtual QString incident() const { return {}; }
    virtual QString incidentKind() const { return {}; }
    QStringList chipFloat() const;
    QVariantList chipTubes() const;
    QString chipNote() const { return m_chipNote ? m_chipNote() : QString(); }
    bool chipNoteMarked() const { return m_chipNoteMarked; }
    int chipPayments() const { return m_chipPayments; }
    int chipPaymentsMarked() const { return m_chipPaymentsMarked; }
    DealerRack *rack() const { return m_rack; }

    /**
     * A payment handed over in chips (issue 16): @p chips, denomination → count as
     * `chips.pay` answers, is the payment; @p action and @p value are what act() takes for
     * the same payment typed (its amount the chips' worth). Chips of no tube of the float,
     * or a count that is not a whole number above 0, are not taken: chipNote() names them
     * and no mistake is counted. Otherwise act() judges the amount as for a typed one (its
     * refusal counted); once it is taken the chips are graded against the fewest the float
     * allows (RULINGS, "Table limits and chips"): more is right in value but marked, the
     * fewest way said in chipNote().
     */
    Q_INVOKABLE bool payInChips(const QString &action, const QVariant &value, const QVariantMap &chips);
    /**
     * The fewest chips of the float worth @p amount (bank's notation), largest first, as
     * takes from its tubes: [{tube, count}], tube 0 the smallest as chipFloat() lists them.
     * Empty when the float cannot make the amount or it is not one. The demo pays by it
     * (the table playing itself, issue 16); the trainee is graded against the same answer.
     */
    Q_INVOKABLE QVariantList fewestTakes(const QString &amount) const;

    /// The trainee's step; false (a mistake counted, refusal set) when the engine refuses it.
    Q_INVOKABLE virtual bool act(const QString &action, const QVariant &value = {}) = 0;
    /// Shows the right next step (`showing`, `expectedText`) until the next step.
    Q_INVOKABLE virtual void showMe();
    /// Starts again: a new shoe or table from the seed, the counts at zero.
    Q_INVOKABLE virtual void restart() = 0;
    /// For tests and screenshots (--set incident=KIND): the next round that can have the
    /// incident @p kind (question-bank.md's kinds) has it.
    Q_INVOKABLE virtual void forceIncident(const QString &kind) = 0;
    /// Screenshots of a shoe's end (--set incident=last-coup, shuffler): the engine's own
    /// steps performed at once, unpaced, until at most @p cards are left before the shoe's
    /// end and a round is to be dealt; counts no step of the trainee's. A table without a
    /// shoe (craps) does nothing.
    Q_INVOKABLE virtual void fastForward(int cards) { Q_UNUSED(cards); }
    /// The language changed: every sentence is said again.
    Q_INVOKABLE void retranslate() { emit changed(); }
    /// A bet's key (C collect, K commission) pressed with no bet chosen: the table says
    /// how to choose one, in the refusal's place, without counting a mistake.
    Q_INVOKABLE void chooseBetFirst();

signals:
    void changed();
    void dealGapChanged();
    void settledChanged();
    void incidentRateChanged();

protected:
    /// A refused step: counted, and its sentence (re-said after a language switch) and paragraph kept.
    bool refuse(std::function<QString()> sentence, const QString &source = {});
    /// A right step: counted, the refusal and "Show me" cleared.
    void accept();
    /// The counts and the refusal back to zero (a restart).
    void resetCounts();
    /// A new round: the last round's lines (the note on its last payment in chips) leave the panel.
    void clearRoundLines();
    /// Puts @p change on the felt after the ones before it, one dealGap apart: at
    /// once if nothing waits and the last change was at least a dealGap ago
    /// (always at once when dealGap is 0). Model rows change only through here.
    void pace(std::function<void()> change);
    /// Whatever is still waiting goes on the felt now (a restart, a test).
    void flush();
    /// The rate changed: the game's round takes a new schedule.
    virtual void applyIncidentRate() { }
    /// The float this table pays from: the house's (HouseChipsSetting), with its tube counts.
    ChipFloat tableFloat() const;
    /**
     * The rack's side of the engine's ChipsMoved event @p what with @p value (an amount in
     * the bank's notation): "collected" puts the stake in the rack, "paid" takes the payout
     * out (as the chips handed over, when payInChips is paying it); any other movement
     * leaves the rack alone. Read when the event is read, applied when the returned change
     * runs: the game's dealer runs it inside the paced change that shows the movement.
     */
    std::function<void()> rackMove(const std::string &what, const std::string &value);

private:
    void pump();

    std::function<QString()> m_refusal;
    std::function<QString()> m_chipNote;
    bool m_chipNoteMarked = false;
    int m_chipPayments = 0;
    int m_chipPaymentsMarked = 0;
    QString m_refusalSource;
    bool m_showing = false;
    int m_mistakes = 0;
    int m_actions = 0;
    int m_dealGap = 0;
    double m_incidentRate = 0;
    std::deque<std::function<void()>> m_paced;
    QTimer m_pump;
    DealerRack *m_rack = nullptr;
    /// The chips of the payment payInChips is handing over, while the engine takes it.
    std::optional<ChipBreakdown> m_handed;
};

} // namespace croupier
