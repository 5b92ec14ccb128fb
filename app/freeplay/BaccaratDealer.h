#pragma once

#include "BaccaratBetModel.h"
#include "CardListModel.h"
#include "TableDealer.h"

#include "Card.h"
#include "Money.h"
#include "baccarat/BaccaratRound.h"
#include "bank/Game.h"

#include <QObject>
#include <QQmlParserStatus>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <optional>

namespace croupier {

/**
 * @brief Free play at a baccarat table (Punto Banco with commission, no commission,
 * Super Six; chemin de fer; deux tableaux) for QML: the round is core's
 * BaccaratRound, which decides every rule; this class turns its events into model
 * rows, its expected step and its refusals into sentences in the reader's language,
 * and the trainee's keys into steps.
 *
 * Actions (act()): the opening of a shoe (art. 15 §6–8): "count" (the cards
 * counted), "shuffle", "cut" (the seat that cuts), "cut-card" (the cards behind it);
 * "burn" (count), "deal", "point" (0–9), "draw", "stand",
 * "option" (the holder decides), "winner" ("player", "banker", "tie"), "collect"
 * (row), "commission" ({row, amount}), "pay" ({row, amount}), "cagnotte" (amount),
 * "new-shoe"; the incidents' "reduce" ({row, amount}), "refuse" (row), "dummy-hand",
 * "last-coup", "shuffler", "to-shuffler" (BaccaratRound documents each with its paragraph). A wrong step is
 * refused with the reason and the rule (lastError) and counted; the trainee tries
 * again. expectedAction() is the right next step.
 *
 * Hands are "player" (Punto, the punter, tableau 1), "banker" (Banco, the bank)
 * and "player2" (tableau 2, deux tableaux).
 */
class BaccaratDealer : public TableDealer, public QQmlParserStatus
{
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ELEMENT

    /// "punto-banco", "punto-banco-no-commission", "punto-banco-super-six", "chemin-de-fer", "deux-tableaux".
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY gameChanged FINAL)
    /// The seed of the shoe and of the punters; 0 draws one.
    Q_PROPERTY(int seed READ seed WRITE setSeed NOTIFY seedChanged FINAL)
    /// 6 to 8 (art. 15 §1).
    Q_PROPERTY(int decks READ decks WRITE setDecks NOTIFY decksChanged FINAL)
    /// Punto Banco's table (art. 15 §18): "mini" (the croupier deals), "midi", "big" (the
    /// players hold the sabot, §9, §15); the other games have no such choice.
    Q_PROPERTY(QString table READ table WRITE setTable NOTIFY tableChanged FINAL)
    /// How the simulated punters stake at Punto Banco: "casual" (the default: a few seats,
    /// 5 to 150) or "high-rollers" (every seat near its maxima: a crowded layout, for the
    /// frame-time benchmark and practice at a full table). Takes effect from the next coup.
    Q_PROPERTY(QString punters READ punters WRITE setPunters NOTIFY puntersChanged FINAL)
    /// The seat holding the sabot at the big table, 0 where the croupier deals.
    Q_PROPERTY(int sabotHolder READ sabotHolder NOTIFY changed FINAL)
    /// The table's seats from the croupier's right (the engine's: 7, 9 or 12 at Punto Banco, §18).
    Q_PROPERTY(int seats READ seats NOTIFY changed FINAL)
    /// The step G sends, named by the engine: "pass-bank", "pass-sabot", or empty (deux tableaux).
    Q_PROPERTY(QString handoverAction READ handoverAction NOTIFY changed FINAL)
    Q_PROPERTY(croupier::CardListModel *playerCards READ playerCards CONSTANT FINAL)
    Q_PROPERTY(croupier::CardListModel *bankerCards READ bankerCards CONSTANT FINAL)
    Q_PROPERTY(croupier::CardListModel *player2Cards READ player2Cards CONSTANT FINAL)
    /// The first card of a new shoe, turned for the burn (§9).
    Q_PROPERTY(croupier::CardListModel *burnCards READ burnCards CONSTANT FINAL)
    Q_PROPERTY(croupier::BaccaratBetModel *bets READ bets CONSTANT FINAL)
    Q_PROPERTY(int coupNumber READ coupNumber NOTIFY changed FINAL)
    Q_PROPERTY(int shoeNumber READ shoeNumber NOTIFY changed FINAL)
    Q_PROPERTY(int cardsLeft READ cardsLeft NOTIFY changed FINAL)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY changed FINAL)
    /// The shoe is being opened (art. 15 §6–8): count (the table's first shoe; every shoe at deux tableaux), shuffle, cut, cut card, before the burn.
    Q_PROPERTY(bool opening READ opening NOTIFY changed FINAL)
    /// The cut card has come out: this coup is the shoe's last (§16).
    Q_PROPERTY(bool lastCoup READ lastCoup NOTIFY changed FINAL)
    /// The hand being worked on ("player", "banker", "player2"), or empty.
    Q_PROPERTY(QString activeHand READ activeHand NOTIFY changed FINAL)
    /// The bet row the engine expects next in the settlement, or -1.
    Q_PROPERTY(int activeRow READ activeRow NOTIFY changed FINAL)
    /// Money in the commission box (Punto Banco) or the cagnotte box (chemin de fer).
    Q_PROPERTY(QString boxTotal READ boxTotal NOTIFY changed FINAL)
    /// The table's smallest chip: every payment is rounded down to it.
    Q_PROPERTY(QString chipUnit READ chipUnit CONSTANT FINAL)

public:
    explicit BaccaratDealer(QObject *parent = nullptr);
    ~BaccaratDealer() override;

    QString game() const { return m_gameName; }
    void setGame(const QString &game);
    int seed() const { return m_seed; }
    void setSeed(int seed);
    int decks() const { return m_decks; }
    void setDecks(int decks);
    QString table() const { return m_table; }
    void setTable(const QString &table);
    QString punters() const { return m_punters; }
    void setPunters(const QString &punters);
    int sabotHolder() const { return m_round && m_round->sabotHolder() ? *m_round->sabotHolder() : 0; }
    int seats() const { return m_round ? m_round->seats() : 7; }
    QString handoverAction() const;

    CardListModel *playerCards() { return &m_playerCards; }
    CardListModel *bankerCards() { return &m_bankerCards; }
    CardListModel *player2Cards() { return &m_player2Cards; }
    CardListModel *burnCards() { return &m_burnCards; }
    BaccaratBetModel *bets() { return &m_bets; }

    QString phase() const override;
    QString incident() const override;
    QString incidentKind() const override;
    QString status() const override;
    int coupNumber() const { return m_round ? m_round->coupNumber() : 0; }
    int shoeNumber() const { return m_round ? m_round->shoeNumber() : 0; }
    int cardsLeft() const { return m_round ? int(m_round->cardsLeft()) : 0; }
    int discardCount() const { return m_round ? m_round->discardCount() : 0; }
    bool lastCoup() const { return m_round && m_round->lastCoup(); }
    bool opening() const { return m_round && m_round->opening(); }
    QString activeHand() const;
    int activeRow() const { return m_round ? m_round->activeRow() : -1; }
    QString boxTotal() const;
    QString chipUnit() const;

    /// The right next step: {action, value, hand, row, text}.
    QVariantMap expectedAction() const override;
    /// Takes the trainee's step; false (a refusal, mistakes + 1) when it is wrong.
    bool act(const QString &action, const QVariant &value = {}) override;
    /// Starts again from a new shoe (the seed's, when it is fixed).
    void restart() override;

    // For tests: a shoe dealing exactly @p cards (burn first; cut card placed as art.
    // 15 §8 says), the punters' bets of every coup, the holders' choice at an option.
    void loadStackedShoe(const std::vector<Card> &cards);
    void setScriptedBets(std::vector<LayoutBet> bets);
    void setScriptedBank(const Money &bank);
    void setHolderChoice(std::optional<bool> draws);
    void forceIncident(const QString &kind) override;
    void fastForward(int cards) override;

    void classBegin() override { }
    void componentComplete() override;

signals:
    void gameChanged();
    void seedChanged();
    void decksChanged();
    void tableChanged();
    void puntersChanged();

private:
    using Hand = BaccaratRound::Hand;

    void makeRound(std::uint64_t seed);
    /// The round's events become model rows.
    void sync();
    QString refusalText(const Refusal &refusal, const DealerStep &want) const;
    QString describe(const DealerStep &step) const;
    QString handName(Hand hand) const;
    QString betLabel(int row) const;
    /// The situation an incident step answers, said without its remedy.
    QString situation(const DealerStep &step) const;
    void applyIncidentRate() override;
    CardListModel &model(const std::string &hand);
    Money parseAmount(const QVariant &value, QString *error) const;

    Game m_game = Game::PuntoBanco;
    QString m_gameName = QStringLiteral("punto-banco");
    int m_seed = 0;
    std::uint64_t m_roundSeed = 1;
    int m_decks = 6;
    QString m_table = QStringLiteral("mini");
    QString m_punters = QStringLiteral("casual");
    bool m_complete = false;
    std::unique_ptr<BaccaratRound> m_round;

    CardListModel m_playerCards;
    CardListModel m_bankerCards;
    CardListModel m_player2Cards;
    CardListModel m_burnCards;
    BaccaratBetModel m_bets;

    std::optional<std::vector<LayoutBet>> m_scriptedBets;
    std::optional<Money> m_scriptedBank;
    std::optional<bool> m_holderChoice;
};

} // namespace croupier
