#pragma once

#include "Dice.h"
#include "Money.h"
#include "TableDealer.h"
#include "craps/CrapsRound.h"

#include <QAbstractListModel>
#include <QObject>
#include <QString>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace croupier {

/**
 * @brief The bets on a craps layout in free play, one row per bet, so each chip
 * stack comes, travels and leaves on its own (STYLE.md, convention 7).
 *
 * Roles: `betId` (CrapsTable's id), `seat` (1…), `bet` (question-bank name,
 * "place-6"), `label` (the regulation's term, "PLACE 6 (RIGHT BET)"), `stake`
 * (money string), `betPoint` (the number a COME / DON'T COME bet or its odds sits
 * on, 0 before it travels), `working` (called on for the come-out), `result` ("on",
 * "lost": collected to the dealer, "won": paid, `payout` beside it, "returned":
 * odds handed back), `payout` (money string, "0" unless won), `current` (the bet
 * the dealer settles now).
 */
class CrapsBetListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Made by CrapsDealer")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged FINAL)

public:
    enum Role { BetIdRole = Qt::UserRole + 1, SeatRole, BetRole, LabelRole, StakeRole, BetPointRole, WorkingRole,
                StateRole, PayoutRole, CurrentRole };

    struct Row
    {
        int id = 0;
        int seat = 1;
        CrapsBet bet = CrapsBet::Pass;
        Money stake;
        int betPoint = 0;
        bool working = false;
        QString state = QStringLiteral("on");
        Money payout;
        bool current = false;
    };

    explicit CrapsBetListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    const std::vector<Row> &rows() const { return m_rows; }
    int rowOf(int id) const;
    void append(const Row &row);
    void removeAt(int row);
    /// Changes one row, signalling only what changed.
    void update(int row, const Row &changed);
    void clear();

signals:
    void countChanged();

private:
    std::vector<Row> m_rows;
};

/**
 * @brief The craps pay table for the views (QML singleton `CrapsPays`): what the
 * felt prints comes from core's CrapsRules, the table the engine settles by
 * (STYLE.md, convention 4), so the printing cannot disagree with the payouts.
 */
class CrapsPays : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;
    /// What @p bet (a question-bank name) pays when decided by @p number: "9:1", "7:6"; "" for an unknown bet.
    Q_INVOKABLE QString ratio(const QString &bet, int number) const;
    /// The regulation's term for @p bet: "PLACE 6 (RIGHT BET)", "BIG RED"; "" for an unknown bet.
    Q_INVOKABLE QString label(const QString &bet) const;
    /// The paragraph of @p bet: "art. 16 §10 δ(1)".
    Q_INVOKABLE QString source(const QString &bet) const;
    /// Whether @p bet is off on a come-out roll unless called working (art. 16 §10, last paragraph).
    Q_INVOKABLE bool offOnComeOut(const QString &bet) const;
    /**
     * What a roll does to each bet of a craps.layout or craps.roll scenario
     * (question-bank.md), in the scenario's order, as settleCrapsLayout() decides:
     * {action: "collect"|"move"|"pay"|"return"|"leave", outcome, paid, movesTo (0: none)},
     * plus, as the last element, {pointAfter (0: puck off), sevenOut}. Empty when
     * the scenario cannot be read.
     */
    Q_INVOKABLE QVariantList settle(const QVariantMap &scenario) const;
};

/**
 * @brief Free play at the craps table (art. 16) for the views: an adapter over
 * core's CrapsRound, which holds every rule (the players' bets, the dice, the
 * dealer's steps and their order, the settlement, the refusals).
 *
 * A roll goes: "roll" (the shooter throws) → "call" (the trainee calls the total)
 * → one step per bet the roll decides or moves ("collect", "move", "pay" the
 * amount typed, "return") → "puck" (the puck OFF, or ON the point). This class
 * keeps the trainee's count of steps and mistakes, turns the round's refusals into
 * sentences in the UI's language, and its events into rows of the bet model.
 */
class CrapsDealer : public TableDealer
{
    Q_OBJECT
    QML_ELEMENT

    /// The seed of the dice and of the players' bets; 0 draws one. Setting it starts a new game.
    Q_PROPERTY(int seed READ seed WRITE setSeed NOTIFY seedChanged FINAL)
    /// Whether the simulated players bet before each roll (tests may turn it off and place their own).
    Q_PROPERTY(bool autoBetting READ autoBetting WRITE setAutoBetting NOTIFY seedChanged FINAL)
    Q_PROPERTY(croupier::CrapsBetListModel *bets READ bets CONSTANT FINAL)
    Q_PROPERTY(int players READ players CONSTANT FINAL)
    Q_PROPERTY(QString tableMin READ tableMin CONSTANT FINAL)
    Q_PROPERTY(QString tableMax READ tableMax CONSTANT FINAL)
    Q_PROPERTY(QString chipUnit READ chipUnit CONSTANT FINAL)
    Q_PROPERTY(int die1 READ die1 NOTIFY changed FINAL)
    Q_PROPERTY(int die2 READ die2 NOTIFY changed FINAL)
    /// How many times the dice have been thrown; QML rolls its dice when it changes.
    Q_PROPERTY(int rolls READ rolls NOTIFY changed FINAL)
    /// The point on the table as the puck shows it (0: the puck is OFF).
    Q_PROPERTY(int point READ point NOTIFY changed FINAL)
    Q_PROPERTY(int shooter READ shooter NOTIFY changed FINAL)
    /// The total once the trainee has called it, else 0.
    Q_PROPERTY(int calledTotal READ calledTotal NOTIFY changed FINAL)
    /// The last thing that happened ("Seven out: the dice pass to player 3."), translated.
    Q_PROPERTY(QString message READ message NOTIFY changed FINAL)

public:
    explicit CrapsDealer(QObject *parent = nullptr);
    ~CrapsDealer() override;

    int seed() const { return m_seed; }
    void setSeed(int seed);
    bool autoBetting() const { return m_autoBetting; }
    void setAutoBetting(bool on);
    CrapsBetListModel *bets() { return &m_model; }
    int players() const { return m_profile.players; }
    QString tableMin() const { return QString::fromStdString(m_profile.limits.minimum.toString()); }
    QString tableMax() const { return QString::fromStdString(m_profile.limits.maximum.toString()); }
    QString chipUnit() const { return QString::fromStdString(m_profile.chipUnit.toString()); }
    QString phase() const override;
    int die1() const { return m_round->dice() ? m_round->dice()->first : 0; }
    int die2() const { return m_round->dice() ? m_round->dice()->second : 0; }
    int rolls() const { return m_round->rolls(); }
    int point() const { return m_round->puck(); }
    /// The player who throws; after a seven-out the dice pass on once the roll is settled.
    int shooter() const { return m_round->shooter(); }
    int calledTotal() const { return m_round->calledTotal(); }
    QString status() const override;
    /// Said again in the language now shown (a live switch).
    QString message() const { return m_message ? m_message() : QString(); }
    QString incident() const override;
    QString incidentKind() const override;
    void forceIncident(const QString &kind) override;

    /**
     * The right next step: {action, value, text}. action is "roll", "call" (value
     * the total), "collect", "move" (value the number), "pay" (value the amount),
     * "return" or "puck" (value the point, 0 for OFF); text says it in words.
     */
    QVariantMap expectedAction() const override;
    /// Takes one step; false (a mistake counted, the refusal set) when it is not the right one.
    bool act(const QString &action, const QVariant &value = {}) override;
    /// Starts again with the same seed.
    void restart() override;

    /// For tests: places a bet as a player would (throws InputError when the rules forbid it).
    int placeBet(int seat, CrapsBet bet, const Money &stake, std::optional<int> comePoint = std::nullopt,
                 bool working = false);
    /// For tests: the next throw shows @p dice instead of the seeded ones.
    void forceNextRoll(DiceRoll dice) { m_round->forceNextRoll(dice); }
    const CrapsTable &table() const { return m_round->table(); }

signals:
    void seedChanged();

private:
    void newGame();
    /// The round's events into the bet model; the bet being settled marked current.
    void takeEvents();
    QString stepText(const CrapsSettlementStep &step) const;
    QString refusalText(const Refusal &refusal) const;
    /// An incident's step said for people, and the situation it answers (without the answer).
    QString incidentStepText(const DealerStep &step) const;
    QString incidentSituation(const DealerStep &step) const;
    void applyIncidentRate() override;
    std::uint64_t m_roundSeed = 1;

    int m_seed = 0;
    bool m_autoBetting = true;
    CrapsProfile m_profile;
    std::unique_ptr<CrapsRound> m_round;
    CrapsBetListModel m_model;
    std::function<QString()> m_message;
};

} // namespace croupier
