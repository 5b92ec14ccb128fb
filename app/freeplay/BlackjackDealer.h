#pragma once

#include "CardListModel.h"

#include "Rng.h"
#include "Shoe.h"
#include "blackjack/BlackjackRound.h"
#include "blackjack/BlackjackRules.h"

#include <QAbstractListModel>
#include <QString>
#include <QTimer>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <deque>
#include <memory>
#include <optional>
#include <set>
#include <tuple>
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
 * @brief Free play at a blackjack table (art. 14): a continuous game on core's
 * BlackjackRound and a seeded blackjack shoe (the five-card burn of §6, played to
 * the cut card of §4, §8), with simulated players at several boxes betting and
 * playing a simple basic strategy, and the trainee as the dealer.
 *
 * The trainee deals each round, offers insurance on a dealer ace (§13), announces
 * each box's total, collects busts and pays blackjacks when they are due (§12 α–β),
 * plays the dealer's hand card by card (§12 γ) and settles every box from his right
 * to his left with the amount typed (§12 δ). Each step is checked against the
 * engine: a wrong one is refused with the reason and the paragraph, and counted.
 *
 * Actions (act()): "deal", "insurance", "announce" (value: the total), "hit",
 * "stand", "collect", "pay" (value: the amount), "push".
 */
class BlackjackDealer : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /// 0 draws a seed.
    Q_PROPERTY(int seed READ seed WRITE setSeed NOTIFY seedChanged FINAL)
    /// Decks in the shoe: art. 14 §1 allows 4 to 6.
    Q_PROPERTY(int decks READ decks WRITE setDecks NOTIFY seedChanged FINAL)
    /// Milliseconds between two cards leaving the shoe (Theme.dealGap); 0 deals at once.
    Q_PROPERTY(int dealGap READ dealGap WRITE setDealGap NOTIFY dealGapChanged FINAL)
    Q_PROPERTY(CardListModel *dealerCards READ dealerCards CONSTANT FINAL)
    Q_PROPERTY(BlackjackBoxModel *boxes READ boxes CONSTANT FINAL)
    /// What the trainee is to do now, translated.
    Q_PROPERTY(QString status READ status NOTIFY changed FINAL)
    /// The answer to the trainee's last step: the refusal with its reason, or what happened.
    Q_PROPERTY(QString message READ message NOTIFY changed FINAL)
    /// The paragraph of the refusal ("art. 14 §12 γ"), empty after a right step.
    Q_PROPERTY(QString source READ source NOTIFY changed FINAL)
    Q_PROPERTY(bool lastRefused READ lastRefused NOTIFY changed FINAL)
    /// What the players said last ("Box 3 asks for a card").
    Q_PROPERTY(QString playerCall READ playerCall NOTIFY changed FINAL)
    Q_PROPERTY(int rounds READ rounds NOTIFY changed FINAL)
    Q_PROPERTY(int shoes READ shoes NOTIFY changed FINAL)
    Q_PROPERTY(int actions READ actions NOTIFY changed FINAL)
    Q_PROPERTY(int mistakes READ mistakes NOTIFY changed FINAL)
    /// Cards left before the cut card (0 once it has come out).
    Q_PROPERTY(int cardsBeforeCut READ cardsBeforeCut NOTIFY changed FINAL)
    /// The dealer's total as shown ("soft 17"), empty before his first card.
    Q_PROPERTY(QString dealerTotal READ dealerTotal NOTIFY changed FINAL)
    /// Every card on its way has been put on the felt.
    Q_PROPERTY(bool settled READ settled NOTIFY settledChanged FINAL)

public:
    explicit BlackjackDealer(QObject *parent = nullptr);
    ~BlackjackDealer() override;

    int seed() const { return m_seed; }
    void setSeed(int seed);
    int decks() const { return m_rules.decks; }
    void setDecks(int decks);
    int dealGap() const { return m_dealGap; }
    void setDealGap(int ms);
    CardListModel *dealerCards() const { return m_dealerCards; }
    BlackjackBoxModel *boxes() const { return m_boxModel; }
    QString status() const;
    QString message() const { return m_message; }
    QString source() const { return m_source; }
    bool lastRefused() const { return m_lastRefused; }
    QString playerCall() const { return m_playerCall; }
    int rounds() const { return m_rounds; }
    int shoes() const { return m_shoes; }
    int actions() const { return m_actions; }
    int mistakes() const { return m_mistakes; }
    int cardsBeforeCut() const;
    QString dealerTotal() const;
    bool settled() const { return m_pending.empty(); }

    /// The cards of hand @p hand (0–2) of box @p box (0–6).
    Q_INVOKABLE CardListModel *handCards(int box, int hand) const;
    /// The right next step: {action, value, box, text}, value "" unless it carries one.
    Q_INVOKABLE QVariantMap expectedAction() const;
    /// Shows the right next step as the message (the "Show me" control).
    Q_INVOKABLE void showMe();
    /// The trainee's step; false (and a mistake counted) when refused.
    Q_INVOKABLE bool act(const QString &action, const QVariant &value = {});
    /// A fresh shoe from the seed, the counters reset.
    Q_INVOKABLE void restart();

    /// For tests: plays on this shoe, stacked (first card first, before the burn),
    /// with these boxes' bets; the players' choices are still the basic strategy.
    void startWithShoe(std::vector<Card> cards, std::vector<BlackjackBox> boxes);

signals:
    void seedChanged();
    void dealGapChanged();
    void changed();
    void settledChanged();

private:
    struct Step
    {
        QString action;
        QString value;
        int box = 0; ///< 1–7, 0 for the dealer
        QString why; ///< the reason, translated
        QString source;
    };
    Step expectedStep() const;
    /// The dealer has stood and every bet of the round is settled.
    bool roundOver() const;
    void newShoe();
    void deal(std::vector<BlackjackBox> boxes);
    std::vector<BlackjackBox> simulatedBets();
    /// The simulated player of the hand in turn decides and the engine plays it.
    void playerDecides();
    void playersInsure();
    void syncModels();
    void queueCard(CardListModel *model, const QString &card);
    void pump();
    void refuse(const Step &expected, const QString &why);
    QString boxText(int number) const;

    BlackjackRules m_rules;
    int m_seed = 0;
    int m_dealGap = 0;
    std::unique_ptr<Rng> m_rng;
    std::unique_ptr<Shoe> m_shoe;
    std::unique_ptr<BlackjackRound> m_round;
    std::optional<std::vector<BlackjackBox>> m_stackedBoxes;
    CardListModel *m_dealerCards;
    std::array<std::array<CardListModel *, 3>, 7> m_hands {};
    std::array<std::array<QStringList, 3>, 7> m_shown;
    BlackjackBoxModel *m_boxModel;
    std::deque<std::pair<CardListModel *, QString>> m_pending;
    QTimer m_pump;

    bool m_insuranceOffered = false;
    std::size_t m_acked = 0; ///< engine steps the trainee has carried out
    std::size_t m_dealerStepStart = 0; ///< the first step made by playDealer()
    std::size_t m_dealerShown = 0; ///< dealer cards the trainee has drawn
    bool m_dealerPlayed = false;
    bool m_dealerStood = false;

    QString m_message;
    QString m_source;
    bool m_lastRefused = false;
    QString m_playerCall;
    int m_rounds = 0;
    int m_shoes = 0;
    int m_actions = 0;
    int m_mistakes = 0;
};

} // namespace croupier
