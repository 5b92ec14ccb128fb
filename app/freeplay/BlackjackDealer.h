#pragma once

#include "CardListModel.h"
#include "TableDealer.h"

#include "blackjack/BlackjackRules.h"
#include "blackjack/BlackjackTable.h"

#include <QAbstractListModel>
#include <QString>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <deque>
#include <functional>
#include <memory>
#include <vector>

namespace croupier {

class BlackjackDealer;

/**
 * @brief The seven boxes of the free-play blackjack table, one row each (STYLE.md,
 * convention 7): what lies in each box as the trainee has settled it so far.
 *
 * Roles: number (1 = the dealer's leftmost, art. 14 §12 α), occupied, bet (money
 * string), insurance (money, "0" when none), hands (count), stakes (one money string a
 * hand, a double included), paid (one a hand: what the trainee has paid beside it, ""
 * before), outcomes (one a hand: "win" | "lose" | "push" | ""), insurancePaid,
 * insuranceOutcome, evenMoney, inTurn, turnHand.
 */
class BlackjackBoxModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Owned by BlackjackDealer")

public:
    enum Role {
        NumberRole = Qt::UserRole + 1,
        OccupiedRole,
        BetRole,
        InsuranceRole,
        HandsRole,
        StakesRole,
        PaidRole,
        OutcomesRole,
        InsurancePaidRole,
        InsuranceOutcomeRole,
        EvenMoneyRole,
        InTurnRole,
        TurnHandRole,
    };
    Q_ENUM(Role)

    struct Row
    {
        bool occupied = false;
        QString bet;
        QString insurance = QStringLiteral("0");
        int hands = 0;
        QStringList stakes;
        QStringList paid;
        QStringList outcomes;
        QString insurancePaid;
        QString insuranceOutcome;
        bool evenMoney = false;
        bool inTurn = false;
        int turnHand = 0;
        friend bool operator==(const Row &, const Row &) = default;
    };

    explicit BlackjackBoxModel(QObject *parent = nullptr);
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    /// Replaces row @p box (0–6), signalling dataChanged only when it changed.
    void setRow(int box, const Row &row);
    const Row &row(int box) const { return m_rows[std::size_t(box)]; }

private:
    std::array<Row, 7> m_rows;
};

/**
 * @brief Free play at a blackjack table (art. 14), for QML: a thin adapter over
 * core's BlackjackTable, which holds every rule (the shoe, the simulated players,
 * the step expected of the trainee, the refusals and their paragraphs).
 *
 * The adapter turns the table's expected step and refusals into translated
 * sentences, its events into card models paced by a timer (dealGap), and its boxes
 * into BlackjackBoxModel rows; it counts the trainee's actions and mistakes.
 *
 * Actions (act()): "deal", "insurance", "announce" (value: the total), "hit",
 * "stand", "collect", "pay" (value: the amount), "push".
 */
class BlackjackDealer : public TableDealer
{
    Q_OBJECT
    QML_ELEMENT

    /// 0 draws a seed.
    Q_PROPERTY(int seed READ seed WRITE setSeed NOTIFY seedChanged FINAL)
    /// Decks in the shoe: art. 14 §1 allows 4 to 6.
    Q_PROPERTY(int decks READ decks WRITE setDecks NOTIFY seedChanged FINAL)
    Q_PROPERTY(CardListModel *dealerCards READ dealerCards CONSTANT FINAL)
    Q_PROPERTY(BlackjackBoxModel *boxes READ boxes CONSTANT FINAL)
    /// The answer to the trainee's last step: the refusal with its reason, or what happened.
    Q_PROPERTY(QString message READ message NOTIFY changed FINAL)
    /// The paragraph of the refusal ("art. 14 §12 γ"), empty after a right step.
    Q_PROPERTY(QString source READ source NOTIFY changed FINAL)
    /// What the players said last ("Box 3 asks for a card").
    Q_PROPERTY(QString playerCall READ playerCall NOTIFY changed FINAL)
    Q_PROPERTY(int rounds READ rounds NOTIFY changed FINAL)
    Q_PROPERTY(int shoes READ shoes NOTIFY changed FINAL)
    /// Cards left before the cut card (0 once it has come out).
    Q_PROPERTY(int cardsBeforeCut READ cardsBeforeCut NOTIFY changed FINAL)
    /// The dealer's total as shown ("soft 17"), empty before his first card.
    Q_PROPERTY(QString dealerTotal READ dealerTotal NOTIFY changed FINAL)

public:
    explicit BlackjackDealer(QObject *parent = nullptr);
    ~BlackjackDealer() override;

    int seed() const { return m_seed; }
    void setSeed(int seed);
    int decks() const { return m_rules.decks; }
    void setDecks(int decks);
    CardListModel *dealerCards() const { return m_dealerCards; }
    BlackjackBoxModel *boxes() const { return m_boxModel; }
    QString phase() const override;
    QString status() const override;
    QString incident() const override;
    QString incidentKind() const override;
    void forceIncident(const QString &kind) override;
    void fastForward(int cards) override;
    /// The dealer's last sentence, said again in the language now shown (a live switch).
    QString message() const { return m_message ? m_message() : QString(); }
    QString source() const;
    QString playerCall() const;
    int rounds() const { return m_table->roundsPlayed(); }
    int shoes() const { return m_table->shoeNumber(); }
    int cardsBeforeCut() const { return m_table->cardsBeforeCut(); }
    QString dealerTotal() const;

    /// The cards of hand @p hand (0–2) of box @p box (0–6).
    Q_INVOKABLE CardListModel *handCards(int box, int hand) const;
    /// The right next step: {action, value, box, text}, value "" unless it carries one.
    QVariantMap expectedAction() const override;
    /// Shows the right next step as the message (the "Show me" control).
    void showMe() override;
    /// The trainee's step; false (and a mistake counted) when refused.
    bool act(const QString &action, const QVariant &value = {}) override;
    /// A fresh shoe from the seed, the counters reset.
    void restart() override;

    /// For tests: plays on this shoe, stacked (first card first, before the burn),
    /// with these boxes' bets; the players' choices are still the basic strategy.
    void startWithShoe(std::vector<Card> cards, std::vector<BlackjackBox> boxes);

signals:
    void seedChanged();

private:
    /// Performs @p step on the table, or turns its refusal into the message; true when done.
    bool perform(const DealerStep &step, const QString &said);
    /// The sentence for a reason of the table (BlackjackTable::Reason keys).
    QString reasonText(const std::string &key, const std::vector<std::string> &args) const;
    QString reasonText(const BlackjackTable::Reason &why) const { return reasonText(why.key, why.args); }
    QString refusalText(const Refusal &refusal, const QString &said) const;
    /// "Box 3", or "Box 3, hand 2" when @p hand (1-based, as text) is given; "box 3"
    /// @p inSentence, after a sentence's first word (issue 17).
    QString whoText(const std::string &box, const std::string &hand, bool inSentence = false) const;
    QString boxText(int number, bool inSentence = false) const;
    CardListModel *modelOf(const std::string &hand) const;
    void clearFelt();
    /// Takes the table's events into the card models and its boxes into the box model.
    void syncModels();

    BlackjackRules m_rules;
    int m_seed = 0;
    std::unique_ptr<BlackjackTable> m_table;
    std::uint64_t m_tableSeed = 1;
    std::string m_forced;
    void applyIncidentRate() override;
    CardListModel *m_dealerCards;
    std::array<std::array<CardListModel *, 3>, 7> m_hands {};
    BlackjackBoxModel *m_boxModel;

    std::function<QString()> m_message;
    QString m_source;
};

} // namespace croupier
