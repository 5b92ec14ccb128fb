#include "BaccaratDealer.h"

#include "Amounts.h"
#include "InputError.h"
#include "text/RuleText.h"
#include "baccarat/BaccaratHand.h"
#include "baccarat/Payout.h"
#include "baccarat/Tableau.h"

#include <QJSValue>
#include <QRandomGenerator>

#include <algorithm>
#include <array>

namespace croupier {

namespace {
QString money(const Money &m) { return QString::fromStdString(m.toString()); }
QString cardText(const Card &c) { return QString::fromStdString(c.toString()); }
QString src(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

/// Stakes the simulated punters put down: round and odd amounts at a 0.5 chip.
constexpr std::array<const char *, 14> kMainStakes{"5", "7", "10", "12.5", "15", "20", "25", "35",
                                                   "45", "50", "75", "100", "110", "150"};
constexpr std::array<const char *, 6> kSideStakes{"1", "2", "2.5", "5", "7", "10"};
constexpr std::array<const char *, 6> kBanks{"100", "150", "200", "250", "300", "400"};

QString betKey(BaccaratBet bet) { return src(betName(bet)); }
/// "the bank" at the start of a sentence.
QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}
} // namespace

BaccaratDealer::BaccaratDealer(QObject *parent)
    : QObject(parent)
{ }

BaccaratDealer::~BaccaratDealer() = default;

void BaccaratDealer::setGame(const QString &game)
{
    const auto g = gameFromName(game.toStdString());
    if (!g || !isBaccarat(*g) || game == m_gameName)
        return;
    m_game = *g;
    m_gameName = game;
    emit gameChanged();
    if (m_complete)
        restart();
}

void BaccaratDealer::setSeed(int seed)
{
    if (seed == m_seed)
        return;
    m_seed = seed;
    emit seedChanged();
    if (m_complete)
        restart();
}

void BaccaratDealer::setDecks(int decks)
{
    // art. 15 §1: six to eight decks.
    decks = std::clamp(decks, 6, 8);
    if (decks == m_decks)
        return;
    m_decks = decks;
    emit decksChanged();
    if (m_complete)
        restart();
}

void BaccaratDealer::componentComplete()
{
    m_complete = true;
    restart();
}

void BaccaratDealer::restart()
{
    const std::uint64_t seed = m_seed != 0 ? std::uint64_t(m_seed) : QRandomGenerator::global()->generate64();
    m_rng = std::make_unique<Rng>(seed);
    m_coupNumber = 0;
    m_shoeNumber = 0;
    m_mistakes = 0;
    m_actions = 0;
    m_box = Money();
    m_bankerSeat = 1 + int(m_rng->below(7));
    m_bank = Money();
    auto shoe = std::make_unique<Shoe>(m_decks);
    shoe->shuffle(*m_rng);
    newShoe(std::move(shoe));
}

void BaccaratDealer::loadStackedShoe(const std::vector<Card> &cards)
{
    if (!m_rng)
        m_rng = std::make_unique<Rng>(m_seed != 0 ? std::uint64_t(m_seed) : 1);
    m_coupNumber = 0;
    m_mistakes = 0;
    m_actions = 0;
    m_box = Money();
    m_bank = Money();
    newShoe(std::make_unique<Shoe>(Shoe::stack(cards)));
}

void BaccaratDealer::newShoe(std::unique_ptr<Shoe> shoe)
{
    m_shoe = std::move(shoe);
    // art. 15 §8: the cut card with exactly seven cards behind it; deux tableaux
    // (§2): before the last ten cards.
    m_shoe->placeCutCard(m_game == Game::DeuxTableaux ? 10 : BaccaratShoeRules{}.cardsBehindCutCard);
    ++m_shoeNumber;
    m_lastCoup = false;
    m_discardCount = 0;
    m_playerCards.clear();
    m_bankerCards.clear();
    m_player2Cards.clear();
    m_bets.clear();
    m_burnCards.clear();
    m_player.clear();
    m_banker.clear();
    m_player2.clear();
    m_settle.clear();
    m_cagnotteDue.reset();
    // §9: the first card is turned; its number is how many cards are burned.
    const Card first = *m_shoe->peek();
    m_burnCount = first.burnCount();
    m_burnCards.append(cardText(first));
    m_phase = Phase::Burn;
    m_lastError = nullptr;
    emit changed();
}

// --- hands ---

std::vector<Card> &BaccaratDealer::cards(Hand hand)
{
    return hand == Hand::Player ? m_player : hand == Hand::Banker ? m_banker : m_player2;
}
const std::vector<Card> &BaccaratDealer::cards(Hand hand) const
{
    return hand == Hand::Player ? m_player : hand == Hand::Banker ? m_banker : m_player2;
}
CardListModel &BaccaratDealer::model(Hand hand)
{
    return hand == Hand::Player ? m_playerCards : hand == Hand::Banker ? m_bankerCards : m_player2Cards;
}

std::vector<BaccaratDealer::Hand> BaccaratDealer::handOrder() const
{
    if (m_game == Game::DeuxTableaux)
        return {Hand::Player, Hand::Player2, Hand::Banker};
    return {Hand::Player, Hand::Banker};
}

QString BaccaratDealer::handKey(Hand hand)
{
    return hand == Hand::Player ? QStringLiteral("player") : hand == Hand::Banker ? QStringLiteral("banker")
                                                                                   : QStringLiteral("player2");
}

std::optional<BaccaratDealer::Hand> BaccaratDealer::handFromKey(const QString &key)
{
    if (key == QLatin1String("player"))
        return Hand::Player;
    if (key == QLatin1String("banker"))
        return Hand::Banker;
    if (key == QLatin1String("player2"))
        return Hand::Player2;
    return std::nullopt;
}

QString BaccaratDealer::handName(Hand hand) const
{
    if (isPuntoBanco(m_game))
        return hand == Hand::Banker ? QStringLiteral("Banco") : QStringLiteral("Punto");
    if (m_game == Game::DeuxTableaux) {
        //: Deux tableaux: the punters' first / second tableau, and the banker's hand
        return hand == Hand::Player ? tr("Tableau 1") : hand == Hand::Player2 ? tr("Tableau 2") : tr("the bank");
    }
    //: Chemin de fer: the punter's hand and the banker's hand (ο παίκτης / ο πάγκος, art. 15 §8)
    return hand == Hand::Player ? tr("the player") : tr("the banker");
}

Coup BaccaratDealer::coupOf(Hand hand) const
{
    Coup c;
    c.player = hand == Hand::Player2 ? m_player2 : m_player;
    c.banker = m_banker;
    return c;
}

TableauCell BaccaratDealer::callRule(Hand hand) const
{
    const Tableau &tableau = Tableau::of(m_game);
    if (hand != Hand::Banker)
        return thirdCardRule(tableau, Side::Player, coupOf(hand));
    if (m_game == Game::DeuxTableaux) {
        // RULINGS, deux tableaux: the bank draws or stands at its discretion, except
        // with a natural, which is turned over.
        const int total = baccaratPoint(std::span(m_banker).first(2));
        if (Tableau::isNatural(total))
            return {DrawRule::Stand, tableau.naturalSource()};
        return tableau.bankerAfterStand(total);
    }
    return thirdCardRule(tableau, Side::Banker, coupOf(Hand::Player));
}

QString BaccaratDealer::callExplanation(Hand hand) const
{
    const Coup c = coupOf(hand == Hand::Banker ? Hand::Player : hand);
    const Side side = hand == Hand::Banker ? Side::Banker : Side::Player;
    const auto &own = cards(hand);
    const int total = baccaratPoint(std::span(own).first(2));
    bool natural = c.natural();
    std::optional<int> third = c.playerThirdCardValue();
    if (m_game == Game::DeuxTableaux && hand == Hand::Banker) {
        natural = Tableau::isNatural(total);
        third.reset();
    }
    return RuleText::drawExplanation(m_game, side, total, side == Side::Banker ? third : std::nullopt, natural);
}

// --- the coup ---

void BaccaratDealer::placeBets()
{
    m_bets.clear();
    m_layout.clear();
    m_layoutRow.clear();
    m_layoutTableau.clear();
    auto pick = [this](const auto &list) { return Money::parseCanonical(list[m_rng->below(list.size())]); };
    auto add = [this](const LayoutBet &b, int tableau, bool banco) {
        BaccaratBetModel::Entry e;
        e.seat = b.seat;
        e.stake = money(b.stake);
        e.banco = banco;
        if (m_game == Game::DeuxTableaux)
            e.bet = tableau == 1 ? QStringLiteral("tableau1") : QStringLiteral("tableau2");
        else
            e.bet = betKey(b.bet);
        m_layoutRow.push_back(m_bets.count());
        m_layout.push_back(b);
        m_layoutTableau.push_back(tableau);
        m_bets.append(e);
    };

    if (m_game != Game::PuntoBanco && m_game != Game::PuntoBancoNoCommission && m_game != Game::PuntoBancoSuperSix) {
        // The banker's bank first (chemin de fer, deux tableaux).
        if (m_scriptedBank)
            m_bank = *m_scriptedBank;
        else if (m_bank.isZero() || m_bank > Money::fromInteger(1000))
            m_bank = pick(kBanks);
        m_bets.append({m_bankerSeat, QStringLiteral("bank"), money(m_bank), QStringLiteral("bank"), QStringLiteral("0"),
                       QStringLiteral("0"), false});
    }

    if (m_scriptedBets) {
        for (const LayoutBet &b : *m_scriptedBets) {
            if (m_game == Game::DeuxTableaux)
                add({b.seat, BaccaratBet::Player, b.stake}, b.bet == BaccaratBet::Banker ? 2 : 1, false);
            else
                add(b, 1, m_game == Game::CheminDeFer && b.stake == m_bank);
        }
        return;
    }

    if (isPuntoBanco(m_game)) {
        const int seats = 3 + int(m_rng->below(4));
        std::vector<int> all{1, 2, 3, 4, 5, 6, 7};
        for (int i = 0; i < seats; ++i)
            std::swap(all[std::size_t(i)], all[std::size_t(i) + m_rng->below(std::uint64_t(7 - i))]);
        std::sort(all.begin(), all.begin() + seats);
        for (int i = 0; i < seats; ++i) {
            const int seat = all[std::size_t(i)];
            const auto main = m_rng->below(10);
            if (main < 5)
                add({seat, BaccaratBet::Player, pick(kMainStakes)}, 1, false);
            else if (main < 9)
                add({seat, BaccaratBet::Banker, pick(kMainStakes)}, 1, false);
            if (m_rng->below(5) == 0 || main == 9)
                add({seat, BaccaratBet::Tie, pick(kSideStakes)}, 1, false);
            if (m_rng->below(8) == 0)
                add({seat, BaccaratBet::PlayerPair, pick(kSideStakes)}, 1, false);
            if (m_rng->below(8) == 0)
                add({seat, BaccaratBet::BankerPair, pick(kSideStakes)}, 1, false);
        }
        return;
    }

    // Chemin de fer: one punter calls "banco" (the whole bank), or several stake
    // parts of it. Deux tableaux: punters stake on either tableau against the bank.
    std::vector<int> seats;
    for (int s = 1; s <= 9; ++s)
        if (s != m_bankerSeat)
            seats.push_back(s);
    if (m_game == Game::CheminDeFer && m_rng->below(4) == 0) {
        add({seats[m_rng->below(seats.size())], BaccaratBet::Player, m_bank}, 1, true);
        return;
    }
    const int n = 1 + int(m_rng->below(m_game == Game::DeuxTableaux ? 5 : 4));
    Money left = m_bank;
    for (int i = 0; i < n && !left.isZero(); ++i) {
        const int seat = seats[std::size_t(i) + m_rng->below(seats.size() - std::size_t(i))];
        std::swap(seats[std::size_t(i)], *std::find(seats.begin(), seats.end(), seat));
        Money stake = pick(kMainStakes);
        if (stake > left)
            stake = left;
        if (m_game == Game::CheminDeFer)
            left = left - stake;
        add({seat, BaccaratBet::Player, stake}, m_game == Game::DeuxTableaux ? 1 + int(m_rng->below(2)) : 1, false);
    }
}

void BaccaratDealer::dealCoup()
{
    ++m_coupNumber;
    for (int i = 0; i < 3; ++i) {
        m_announced[i] = 0;
        m_called[i] = false;
        m_winnerSaid[i] = false;
    }
    // §16: the cut card as the first card due for a coup: it is played, and is the last.
    if (m_shoe->cutCardNext())
        m_lastCoup = true;
    // §9: Punto, Banco, Punto, Banco (deux tableaux: tableau 1, tableau 2, bank).
    for (int round = 0; round < 2; ++round) {
        for (const Hand h : handOrder()) {
            const Card c = m_shoe->draw();
            cards(h).push_back(c);
            model(h).append(cardText(c));
        }
    }
    if (m_shoe->cutCardOut())
        m_lastCoup = true;
    m_phase = Phase::Coup;
}

void BaccaratDealer::drawThird(Hand hand)
{
    const Card c = m_shoe->draw();
    cards(hand).push_back(c);
    // The third card is laid across (art. 15 §9 practice).
    model(hand).append(cardText(c), true, true);
    if (m_shoe->cutCardOut())
        m_lastCoup = true;   // §16: the cut card came out during the coup
}

BaccaratDealer::Step BaccaratDealer::nextStep() const
{
    switch (m_phase) {
    case Phase::Burn: return {QStringLiteral("burn"), std::nullopt, -1, QString::number(m_burnCount)};
    case Phase::Bets: return {QStringLiteral("deal"), std::nullopt, -1, {}};
    case Phase::ShoeOver: return {QStringLiteral("new-shoe"), std::nullopt, -1, {}};
    case Phase::Coup: {
        const auto order = handOrder();
        for (const Hand h : order)
            if (m_announced[int(h)] < 2)
                return {QStringLiteral("point"), h, -1, QString::number(baccaratPoint(std::span(cards(h)).first(2)))};
        for (const Hand h : order) {
            if (!m_called[int(h)]) {
                const TableauCell cell = callRule(h);
                const QString a = cell.rule == DrawRule::Draw    ? QStringLiteral("draw")
                                  : cell.rule == DrawRule::Stand ? QStringLiteral("stand")
                                                                 : QStringLiteral("option");
                return {a, h, -1, {}};
            }
            if (m_announced[int(h)] < int(cards(h).size()))
                return {QStringLiteral("point"), h, -1, QString::number(baccaratPoint(cards(h)))};
        }
        for (const Hand h : order) {
            if (h == Hand::Banker || m_winnerSaid[int(h)])
                continue;
            const Winner w = coupOf(h).winner();
            return {QStringLiteral("winner"), h, -1,
                    w == Winner::Player   ? QStringLiteral("player")
                    : w == Winner::Banker ? QStringLiteral("banker")
                                          : QStringLiteral("tie")};
        }
        return {};
    }
    case Phase::Settle: {
        for (const SettleItem &s : m_settle) {
            if (s.done)
                continue;
            if (s.action == SettlementStep::Action::Collect)
                return {QStringLiteral("collect"), std::nullopt, s.row, {}};
            if (!s.commission.isZero() && !s.commissionTaken)
                return {QStringLiteral("commission"), std::nullopt, s.row, money(s.commission)};
            return {QStringLiteral("pay"), std::nullopt, s.row, money(s.paid)};
        }
        if (m_cagnotteDue)
            return {QStringLiteral("cagnotte"), std::nullopt, -1, money(*m_cagnotteDue)};
        return {};
    }
    }
    return {};
}

void BaccaratDealer::startSettlement()
{
    m_phase = Phase::Settle;
    m_settle.clear();
    m_cagnotteDue.reset();
    // Each punter hand is settled against the bank on its own (deux tableaux); the
    // engine gives each pass in the dealer's order (§14).
    std::vector<SettleItem> items;
    for (const Hand h : handOrder()) {
        if (h == Hand::Banker)
            continue;
        const int tableau = h == Hand::Player2 ? 2 : 1;
        std::vector<LayoutBet> bets;
        std::vector<int> rows;
        for (std::size_t i = 0; i < m_layout.size(); ++i) {
            if (m_layoutTableau[i] == tableau) {
                bets.push_back(m_layout[i]);
                rows.push_back(m_layoutRow[i]);
            }
        }
        if (bets.empty())
            continue;
        const LayoutSettlement ls = settleLayout(m_game, bets, m_chipUnit, coupOf(h));
        // settleLayout sorts its steps; find each step's row by its bet (seat, bet, stake).
        std::vector<bool> used(bets.size(), false);
        for (const SettlementStep &st : ls.steps) {
            for (std::size_t i = 0; i < bets.size(); ++i) {
                if (!used[i] && bets[i].seat == st.bet.seat && bets[i].bet == st.bet.bet && bets[i].stake == st.bet.stake) {
                    used[i] = true;
                    items.push_back({rows[i], st.action, st.settlement.paid, st.settlement.commission, false, false});
                    break;
                }
            }
        }
    }
    // Collect, then pay, then what stays (§14), seats from the dealer's right.
    std::stable_sort(items.begin(), items.end(), [this](const SettleItem &a, const SettleItem &b) {
        if (a.action != b.action)
            return a.action < b.action;
        return m_bets.at(a.row).seat < m_bets.at(b.row).seat;
    });
    for (SettleItem &s : items) {
        if (s.action == SettlementStep::Action::Leave) {
            s.done = true;   // §14 γ: the stake stays for the next coup
            m_bets.setState(s.row, QStringLiteral("push"));
        }
    }
    if (m_game == Game::CheminDeFer && coupOf(Hand::Player).winner() == Winner::Banker) {
        Money won;
        for (const SettleItem &s : items)
            if (s.action == SettlementStep::Action::Collect)
                won = won + Money::parseCanonical(m_bets.at(s.row).stake.toStdString());
        // §7: 5 % of what the banker wins in the coup goes into the cagnotte box.
        m_cagnotteDue = cagnotte(won, m_chipUnit);
    }
    m_settle = std::move(items);
    if (nextStep().action.isEmpty())
        finishCoup();
}

void BaccaratDealer::finishCoup()
{
    // The bank after the coup: what the punters lost, less the cagnotte; less what was paid.
    if (!isPuntoBanco(m_game)) {
        Money collected, paid;
        for (const SettleItem &s : m_settle) {
            if (s.action == SettlementStep::Action::Collect)
                collected = collected + Money::parseCanonical(m_bets.at(s.row).stake.toStdString());
            if (s.action == SettlementStep::Action::Pay)
                paid = paid + s.paid;
        }
        m_bank = m_bank + collected - paid;
        if (m_game == Game::CheminDeFer) {
            const Winner w = coupOf(Hand::Player).winner();
            if (w == Winner::Banker)
                m_bank = m_bank - cagnotte(collected, m_chipUnit);
            if (w == Winner::Player) {
                // The banker who loses the coup passes the bank to the next seat.
                m_bankerSeat = m_bankerSeat % 9 + 1;
                m_bank = Money();
            }
        }
        if (m_bank.isNegative())
            m_bank = Money();
    }
    // §16 (and §2 for deux tableaux: once the cut card is the next card, no other coup).
    if (m_lastCoup || (m_game == Game::DeuxTableaux && m_shoe->cutCardNext())) {
        m_lastCoup = true;
        m_phase = Phase::ShoeOver;
        return;
    }
    m_phase = Phase::Bets;
    // §18 α(5): the coup's cards go to the discard holder; the next coup's bets come.
    for (const Hand h : handOrder()) {
        m_discardCount += int(cards(h).size());
        cards(h).clear();
        model(h).clear();
    }
    placeBets();
}

// --- the trainee's steps ---

bool BaccaratDealer::refuse(std::function<QString()> reason)
{
    ++m_actions;
    ++m_mistakes;
    m_lastError = std::move(reason);
    emit changed();
    return false;
}

void BaccaratDealer::accept()
{
    ++m_actions;
    m_lastError = nullptr;
    emit changed();
}

Money BaccaratDealer::parseAmount(const QVariant &value, QString *error) const
{
    const QString text = value.typeId() == QMetaType::QVariantMap ? value.toMap().value(QStringLiteral("amount")).toString()
                                                                  : value.toString();
    const Amounts::Reading reading = Amounts::read(text, m_chipUnit);
    *error = reading.error;
    return reading.amount.value_or(Money());
}

bool BaccaratDealer::act(const QString &action, const QVariant &valueIn)
{
    // From QML an object arrives as a QJSValue: read it as a map.
    const QVariant value = valueIn.userType() == qMetaTypeId<QJSValue>() ? valueIn.value<QJSValue>().toVariant() : valueIn;
    const Step want = nextStep();
    if (want.action.isEmpty())
        return false;
    const QString wantText = describe(want);

    // Settlement: any bet of the current pass may be taken, in the pass order of §14.
    if (m_phase == Phase::Settle && (action == QLatin1String("collect") || action == QLatin1String("pay")
                                     || action == QLatin1String("commission"))) {
        const int row = value.typeId() == QMetaType::QVariantMap ? value.toMap().value(QStringLiteral("row"), -1).toInt()
                                                                 : (action == QLatin1String("collect") ? value.toInt() : want.row);
        auto it = std::find_if(m_settle.begin(), m_settle.end(), [row](const SettleItem &s) { return s.row == row; });
        if (it == m_settle.end())
            return refuse([] { return tr("That is not a bet of this coup."); });
        const int seat = m_bets.at(row).seat;
        if (it->done)
            return refuse([seat] {
                //: %1 the seat
                return tr("Seat %1's bet is already settled.").arg(seat);
            });
        if (want.action == QLatin1String("cagnotte"))
            return refuse([] { return tr("Every bet is settled: the cagnotte goes in its box now (art. 15 §7)."); });
        if (action == QLatin1String("collect")) {
            if (it->action != SettlementStep::Action::Collect)
                return refuse([seat] {
                    return tr("Seat %1's bet did not lose: only losing bets are collected (art. 15 §14).").arg(seat);
                });
            it->done = true;
            m_bets.setState(row, QStringLiteral("collected"));
        } else {
            if (it->action == SettlementStep::Action::Collect)
                return refuse([seat] { return tr("Seat %1's bet lost: it is collected, not paid (art. 15 §14).").arg(seat); });
            if (want.action == QLatin1String("collect"))
                return refuse([] {
                    return tr("First collect the losing bets, then pay the winners (art. 15 §14 α, β).");
                });
            QString error;
            const Money amount = parseAmount(value, &error);
            if (!error.isEmpty())
                return refuse([error] { return error; });
            const QString stake = m_bets.at(row).stake;
            if (action == QLatin1String("commission") || (!it->commission.isZero() && !it->commissionTaken)) {
                if (action != QLatin1String("commission"))
                    return refuse([] {
                        return tr("A winning Banco bet: take the 5% commission first, then pay the rest (art. 15 §14 β).");
                    });
                if (amount != it->commission)
                    return refuse([stake, c = it->commission] {
                        //: %1 the stake, %2 the commission
                        return tr("The commission on %1 is 5%, rounded down to the smallest chip in the player's favour: "
                                  "%2 (art. 15 §14 β; manual §5).")
                            .arg(stake, money(c));
                    });
                it->commissionTaken = true;
                m_box = m_box + amount;
                m_bets.setCommission(row, money(amount));
            } else {
                if (amount != it->paid) {
                    const QString bet = m_bets.at(row).bet;
                    return refuse([this, stake, bet, p = it->paid, c = it->commission] {
                        if (!c.isZero())
                            //: %1 the stake, %2 the commission, %3 the payment
                            return tr("Banco pays the stake less the commission: %1 − %2 = %3 (art. 15 §14 β).")
                                .arg(stake, money(c), money(p));
                        if (bet == QLatin1String("tie"))
                            return tr("Egalité pays 8 to 1: %1 × 8 = %2 (art. 15 §14 γ).").arg(stake, money(p));
                        if (bet.endsWith(QLatin1String("pair")))
                            return tr("A pair pays 11 to 1: %1 × 11 = %2 (guide, pay tables).").arg(stake, money(p));
                        if (bet == QLatin1String("banker") && m_game != Game::PuntoBanco)
                            return tr("Banco pays 1 to 1, a Banco 6 pays 1 to 2, rounded down to the smallest chip: %1 (guide, No Commission).")
                                .arg(money(p));
                        return tr("Even money: %1 pays %2 (art. 15 §14 α).").arg(stake, money(p));
                    });
                }
                it->done = true;
                m_bets.setPaid(row, money(amount));
                m_bets.setState(row, QStringLiteral("paid"));
            }
        }
        accept();
        if (nextStep().action.isEmpty()) {
            finishCoup();
            emit changed();
        }
        return true;
    }

    if (action != want.action) {
        if (want.action == QLatin1String("draw") || want.action == QLatin1String("stand")
            || want.action == QLatin1String("option")) {
            if (action == QLatin1String("draw") || action == QLatin1String("stand") || action == QLatin1String("option")) {
                const Hand h = *want.hand;
                return refuse([this, h] { return callExplanation(h); });
            }
        }
        return refuse([wantText] {
            //: A step out of order; %1 what is to be done now
            return tr("Not now: %1.").arg(wantText);
        });
    }
    if (want.hand && value.typeId() == QMetaType::QVariantMap) {
        const QString h = value.toMap().value(QStringLiteral("hand")).toString();
        if (!h.isEmpty() && h != handKey(*want.hand))
            return refuse([wantText] { return tr("Not now: %1.").arg(wantText); });
    }

    const QString given = value.typeId() == QMetaType::QVariantMap ? value.toMap().value(QStringLiteral("value")).toString()
                                                                   : value.toString().trimmed();
    if (action == QLatin1String("burn")) {
        if (given != want.value)
            return refuse([this] {
                const Card first = *m_shoe->peek();
                //: %1 the first card's name, %2 how many are burned
                return tr("The first card is %1: it burns %2 cards, itself included (art. 15 §9; T J Q K count 10).")
                    .arg(cardText(first))
                    .arg(m_burnCount);
            });
        m_discardCount = int(m_shoe->burn(std::size_t(m_burnCount)).size());
        m_burnCards.clear();
        m_phase = Phase::Bets;
        placeBets();
    } else if (action == QLatin1String("deal")) {
        // §3–4: "no more bets", then the cards.
        dealCoup();
    } else if (action == QLatin1String("point")) {
        const Hand h = *want.hand;
        if (given != want.value)
            return refuse([this, h] {
                QStringList values;
                const auto &c = cards(h);
                const int n = m_announced[int(h)] < 2 ? 2 : int(c.size());
                int sum = 0;
                for (int i = 0; i < n; ++i) {
                    values << QString::number(c[std::size_t(i)].baccaratValue());
                    sum += c[std::size_t(i)].baccaratValue();
                }
                //: %1 the hand, %2 "3 + 9", %3 the sum, %4 the point
                return tr("%1: %2 = %3, the point is %4 (art. 15 §13: tens and faces count 0, only the last digit counts).")
                    .arg(capitalised(handName(h)), values.join(QStringLiteral(" + ")))
                    .arg(sum)
                    .arg(sum % 10);
            });
        m_announced[int(h)] = m_announced[int(h)] < 2 ? 2 : int(cards(h).size());
    } else if (action == QLatin1String("draw") || action == QLatin1String("stand")) {
        const Hand h = *want.hand;
        m_called[int(h)] = true;
        if (action == QLatin1String("draw"))
            drawThird(h);
        else
            m_announced[int(h)] = int(cards(h).size());
    } else if (action == QLatin1String("option")) {
        // The holder decides (art. 15 §8 "ή τραβά ή δεν τραβά"); the simulated holder
        // draws on 4 or less and at random on 5.
        const Hand h = *want.hand;
        m_called[int(h)] = true;
        const int total = baccaratPoint(std::span(cards(h)).first(2));
        const bool draws = m_holderChoice ? *m_holderChoice : total < 5 || (total == 5 && m_rng->below(2) == 0);
        if (draws)
            drawThird(h);
    } else if (action == QLatin1String("winner")) {
        const Hand h = *want.hand;
        if (given != want.value)
            return refuse([this, h] {
                const Coup c = coupOf(h);
                //: %1/%3 the hands, %2/%4 their points
                return tr("%1 has %2, %3 has %4: the point nearer 9 wins, equal points are Egalité (art. 15 §13).")
                    .arg(capitalised(handName(h)))
                    .arg(c.playerTotal())
                    .arg(handName(Hand::Banker))
                    .arg(c.bankerTotal());
            });
        m_winnerSaid[int(h)] = true;
    } else if (action == QLatin1String("cagnotte")) {
        QString error;
        const Money amount = parseAmount(value, &error);
        if (!error.isEmpty())
            return refuse([error] { return error; });
        if (amount != *m_cagnotteDue)
            return refuse([this] {
                //: %1 the cagnotte due
                return tr("The cagnotte is 5% of what the banker won in the coup, rounded down to the smallest chip: %1 "
                          "(art. 15 §7).")
                    .arg(money(*m_cagnotteDue));
            });
        m_box = m_box + amount;
        m_cagnotteDue.reset();
        accept();
        finishCoup();
        emit changed();
        return true;
    } else if (action == QLatin1String("new-shoe")) {
        auto shoe = std::make_unique<Shoe>(m_decks);
        shoe->shuffle(*m_rng);
        newShoe(std::move(shoe));
        accept();
        return true;
    }
    accept();
    if (m_phase == Phase::Coup && nextStep().action.isEmpty()) {
        startSettlement();
        emit changed();
    }
    return true;
}

// --- what is said ---

QVariantMap BaccaratDealer::expectedAction() const
{
    const Step s = nextStep();
    QVariantMap m{{QStringLiteral("action"), s.action},
                  {QStringLiteral("hand"), s.hand ? handKey(*s.hand) : QString()},
                  {QStringLiteral("row"), s.row},
                  {QStringLiteral("text"), describe(s)}};
    if (s.action == QLatin1String("collect"))
        m.insert(QStringLiteral("value"), s.row);
    else if (s.action == QLatin1String("pay") || s.action == QLatin1String("commission"))
        m.insert(QStringLiteral("value"), QVariantMap{{QStringLiteral("row"), s.row}, {QStringLiteral("amount"), s.value}});
    else
        m.insert(QStringLiteral("value"), s.value);
    m.insert(QStringLiteral("amount"), s.value);
    return m;
}

QString BaccaratDealer::describe(const Step &s) const
{
    const QString hand = s.hand ? handName(*s.hand) : QString();
    const int seat = s.row >= 0 && s.row < m_bets.count() ? m_bets.at(s.row).seat : 0;
    if (s.action == QLatin1String("burn"))
        //: %1 how many cards
        return tr("burn %1 cards, the first included").arg(s.value);
    if (s.action == QLatin1String("deal"))
        return tr("call \"No more bets\" and deal");
    if (s.action == QLatin1String("point"))
        //: %1 the hand, %2 its point
        return tr("announce %1's point: %2").arg(hand, s.value);
    if (s.action == QLatin1String("draw"))
        return tr("%1 draws a card").arg(capitalised(hand));
    if (s.action == QLatin1String("stand"))
        return tr("%1 stands").arg(capitalised(hand));
    if (s.action == QLatin1String("option"))
        return tr("%1 has the option: ask the holder").arg(capitalised(hand));
    if (s.action == QLatin1String("winner")) {
        const QString who = s.value == QLatin1String("tie") ? QStringLiteral("Egalité")
                            : s.value == QLatin1String("banker") ? handName(Hand::Banker)
                                                                 : hand;
        if (m_game == Game::DeuxTableaux)
            //: %1 the tableau, %2 who wins it
            return tr("announce %1: %2").arg(hand, who);
        return tr("announce the winner: %1").arg(who);
    }
    if (s.action == QLatin1String("collect"))
        return tr("collect seat %1's losing bet").arg(seat);
    if (s.action == QLatin1String("commission"))
        return tr("take the commission from seat %1's Banco bet: %2").arg(seat).arg(s.value);
    if (s.action == QLatin1String("pay"))
        return tr("pay seat %1: %2").arg(seat).arg(s.value);
    if (s.action == QLatin1String("cagnotte"))
        return tr("put the cagnotte in its box: %1").arg(s.value);
    if (s.action == QLatin1String("new-shoe"))
        return tr("the shoe is over: start a new shoe");
    return {};
}

QString BaccaratDealer::expectedText() const { return describe(nextStep()); }

QString BaccaratDealer::phase() const
{
    switch (m_phase) {
    case Phase::Burn: return QStringLiteral("burn");
    case Phase::Bets: return QStringLiteral("bets");
    case Phase::Coup: return QStringLiteral("coup");
    case Phase::Settle: return QStringLiteral("settle");
    case Phase::ShoeOver: return QStringLiteral("shoe-over");
    }
    return {};
}

QString BaccaratDealer::status() const
{
    const Step s = nextStep();
    const QString hand = s.hand ? handName(*s.hand) : QString();
    if (s.action == QLatin1String("burn"))
        return tr("New shoe: the first card is turned. How many cards are burned? Type the number, Enter.");
    if (s.action == QLatin1String("deal"))
        return tr("The bets are down. Call \"No more bets\" and deal: Enter.");
    if (s.action == QLatin1String("point"))
        //: %1 the hand
        return tr("Announce %1's point: type the digit.").arg(hand);
    if (s.action == QLatin1String("draw") || s.action == QLatin1String("stand") || s.action == QLatin1String("option"))
        return tr("%1: third card? D draws, S stands, O the holder's option.").arg(capitalised(hand));
    if (s.action == QLatin1String("winner"))
        return m_game == Game::DeuxTableaux ? tr("Who wins %1? P the tableau, B the bank, T Egalité.").arg(hand)
               : m_game == Game::CheminDeFer ? tr("Announce the winner: P the player, B the banker, T Egalité.")
                                             : tr("Announce the winner: P Punto, B Banco, T Egalité.");
    if (m_phase == Phase::Settle && s.action != QLatin1String("cagnotte"))
        return tr("Settle the layout: collect the losing bets (C), then pay the winners (type the amount, Enter).");
    if (s.action == QLatin1String("cagnotte"))
        return tr("The banker won: type the cagnotte (5%), Enter.");
    if (s.action == QLatin1String("new-shoe"))
        return tr("The cut card came out and the last coup is played (art. 15 §16). N: a new shoe.");
    return {};
}

QString BaccaratDealer::activeHand() const
{
    const Step s = nextStep();
    return s.hand ? handKey(*s.hand) : QString();
}

int BaccaratDealer::activeRow() const { return nextStep().row; }

} // namespace croupier
