#include "BlackjackDealer.h"

#include "Amounts.h"
#include "InputError.h"
#include "blackjack/BlackjackHand.h"
#include "blackjack/BlackjackPayout.h"

#include <QRandomGenerator>

#include <algorithm>

namespace croupier {

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
QString qs(const Money &m) { return QString::fromStdString(m.toString()); }
QString sourceOf(std::string_view key) { return qs(blackjackRule(key).source); }

/// The simulated players' basic strategy (a simple one; the engine decides what is allowed).
enum class Choice { Hit, Stand, Double, Split };

Choice basicStrategy(const BlackjackHand &hand, Card up, bool canSplit, bool canDouble)
{
    const int dealer = up.rank() == Rank::Ace ? 11 : up.blackjackValue();
    const auto &cards = hand.cards();
    if (canSplit && cards.size() == 2 && cards[0].rank() == cards[1].rank()
        && (cards[0].rank() == Rank::Ace || cards[0].rank() == Rank::Eight))
        return Choice::Split;
    const BlackjackCount c = hand.count();
    if (c.soft)
        return c.total <= 17 ? Choice::Hit : Choice::Stand;
    if (c.total == 11 || (c.total == 10 && dealer <= 9))
        return canDouble ? Choice::Double : Choice::Hit;
    if (c.total <= 11)
        return Choice::Hit;
    if (c.total <= 16)
        return dealer >= 7 || (c.total == 12 && dealer <= 3) ? Choice::Hit : Choice::Stand;
    return Choice::Stand;
}

} // namespace

// --- BlackjackBoxModel ---

BlackjackBoxModel::BlackjackBoxModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int BlackjackBoxModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : 7; }

QVariant BlackjackBoxModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case NumberRole: return index.row() + 1;
    case OccupiedRole: return r.occupied;
    case BetRole: return r.bet;
    case InsuranceRole: return r.insurance;
    case HandsRole: return r.hands;
    case StakesRole: return r.stakes;
    case PaidRole: return r.paid;
    case OutcomesRole: return r.outcomes;
    case InsurancePaidRole: return r.insurancePaid;
    case InsuranceOutcomeRole: return r.insuranceOutcome;
    case EvenMoneyRole: return r.evenMoney;
    case InTurnRole: return r.inTurn;
    case TurnHandRole: return r.turnHand;
    default: return {};
    }
}

QHash<int, QByteArray> BlackjackBoxModel::roleNames() const
{
    return {{NumberRole, "number"}, {OccupiedRole, "occupied"}, {BetRole, "bet"}, {InsuranceRole, "insurance"},
        {HandsRole, "hands"}, {StakesRole, "stakes"}, {PaidRole, "paid"}, {OutcomesRole, "outcomes"},
        {InsurancePaidRole, "insurancePaid"}, {InsuranceOutcomeRole, "insuranceOutcome"},
        {EvenMoneyRole, "evenMoney"}, {InTurnRole, "inTurn"}, {TurnHandRole, "turnHand"}};
}

void BlackjackBoxModel::setRow(int box, const Row &row)
{
    if (m_rows[std::size_t(box)] == row)
        return;
    m_rows[std::size_t(box)] = row;
    emit dataChanged(index(box), index(box));
}

// --- BlackjackDealer ---

BlackjackDealer::BlackjackDealer(QObject *parent)
    : QObject(parent)
    , m_dealerCards(new CardListModel(this))
    , m_boxModel(new BlackjackBoxModel(this))
{
    for (auto &box : m_hands)
        for (auto &hand : box)
            hand = new CardListModel(this);
    m_pump.setSingleShot(true);
    connect(&m_pump, &QTimer::timeout, this, &BlackjackDealer::pump);
    restart();
}

BlackjackDealer::~BlackjackDealer() = default;

void BlackjackDealer::setSeed(int seed)
{
    if (seed == m_seed)
        return;
    m_seed = seed;
    emit seedChanged();
    restart();
}

void BlackjackDealer::setDecks(int decks)
{
    // art. 14 §1: 4 to 6 decks; anything else is kept within them.
    decks = std::clamp(decks, BlackjackRules::minDecks, BlackjackRules::maxDecks);
    if (decks == m_rules.decks)
        return;
    m_rules.decks = decks;
    emit seedChanged();
    restart();
}

void BlackjackDealer::setDealGap(int ms)
{
    if (ms == m_dealGap)
        return;
    m_dealGap = std::max(0, ms);
    emit dealGapChanged();
    pump();
}

CardListModel *BlackjackDealer::handCards(int box, int hand) const
{
    if (box < 0 || box > 6 || hand < 0 || hand > 2)
        return nullptr;
    return m_hands[std::size_t(box)][std::size_t(hand)];
}

void BlackjackDealer::restart()
{
    const std::uint64_t seed = m_seed != 0 ? std::uint64_t(m_seed) : QRandomGenerator::global()->generate64();
    m_rng = std::make_unique<Rng>(seed);
    m_stackedBoxes.reset();
    m_rounds = m_shoes = m_actions = m_mistakes = 0;
    m_message.clear();
    m_source.clear();
    m_playerCall.clear();
    m_lastRefused = false;
    newShoe();
}

void BlackjackDealer::newShoe()
{
    m_round.reset();
    m_shoe = std::make_unique<Shoe>(makeBlackjackShoe(m_rules, *m_rng)); // §2–6: shuffle, cut card, burn
    ++m_shoes;
    syncModels();
    emit changed();
}

void BlackjackDealer::startWithShoe(std::vector<Card> cards, std::vector<BlackjackBox> boxes)
{
    m_round.reset();
    m_shoe = std::make_unique<Shoe>(Shoe::stack(std::move(cards)));
    m_shoe->placeCutCard(std::min<std::size_t>(std::size_t(m_rules.cardsBehindCutCard), m_shoe->size()));
    m_shoe->burn(std::size_t(m_rules.burnCards)); // §6: the first five cards, unseen
    m_stackedBoxes = std::move(boxes);
    syncModels();
    emit changed();
}

int BlackjackDealer::cardsBeforeCut() const
{
    if (!m_shoe || m_shoe->cutCardOut())
        return 0;
    const long long left = static_cast<long long>(m_shoe->size()) - m_rules.cardsBehindCutCard
        - static_cast<long long>(m_shoe->dealt());
    return int(std::max(0LL, left));
}

QString BlackjackDealer::boxText(int number) const
{
    //: A box of the blackjack layout (χώρισμα), numbered from the dealer's left.
    return tr("Box %1").arg(number);
}

QString BlackjackDealer::dealerTotal() const
{
    if (!m_round || m_dealerShown == 0)
        return {};
    const auto shown = std::span(m_round->dealer()).first(std::min(m_dealerShown, m_round->dealer().size()));
    const BlackjackCount c = BlackjackCount::of(shown);
    if (c.blackjack)
        return tr("Blackjack");
    if (c.bust)
        //: The dealer's hand went over 21.
        return tr("%1, bust").arg(c.hard);
    //: A soft total of the dealer's hand (an ace counted 11).
    return c.soft ? tr("soft %1").arg(c.total) : QString::number(c.total);
}

std::vector<BlackjackBox> BlackjackDealer::simulatedBets()
{
    if (m_stackedBoxes)
        return *m_stackedBoxes;
    static constexpr int kBets[] {10, 15, 20, 25, 30, 40, 50, 75, 100};
    // Two to five players, each at a box of his own (art. 14 §11), seeded.
    std::vector<int> seats {1, 2, 3, 4, 5, 6, 7};
    for (std::size_t i = seats.size() - 1; i > 0; --i)
        std::swap(seats[i], seats[m_rng->below(i + 1)]);
    const int count = m_rng->between(2, 5);
    std::vector<BlackjackBox> boxes;
    for (int i = 0; i < count; ++i)
        boxes.push_back({seats[std::size_t(i)], {Money::fromInteger(kBets[m_rng->below(std::size(kBets))])}});
    return boxes;
}

void BlackjackDealer::deal(std::vector<BlackjackBox> boxes)
{
    if (m_round && BlackjackRound::lastRoundOfShoe(*m_shoe))
        newShoe(); // §8: the cut card came out: that round was the last; a new shoe
    m_round = std::make_unique<BlackjackRound>(m_rules, std::move(boxes), *m_shoe);
    m_insuranceOffered = false;
    m_acked = 0;
    m_dealerStepStart = 0;
    m_dealerShown = 1;
    m_dealerPlayed = false;
    m_dealerStood = false;
    m_playerCall.clear();

    // Clear the felt, then lay the cards in the order they left the shoe (§12 α).
    m_pending.clear();
    m_dealerCards->clear();
    for (std::size_t b = 0; b < 7; ++b)
        for (std::size_t h = 0; h < 3; ++h) {
            m_hands[b][h]->clear();
            m_shown[b][h].clear();
        }
    const auto &boxesNow = m_round->boxes();
    const auto cardText = [](Card c) { return QString::fromStdString(c.toString()); };
    for (int pass = 0; pass < 2; ++pass) {
        for (const auto &box : boxesNow) {
            const std::size_t seat = std::size_t(box.number - 1);
            const QString card = cardText(box.hands.front().cards.cards()[std::size_t(pass)]);
            queueCard(m_hands[seat][0], card);
            m_shown[seat][0] << card;
        }
        if (pass == 0)
            queueCard(m_dealerCards, cardText(m_round->dealer().front()));
    }
    syncModels();
}

void BlackjackDealer::playersInsure()
{
    // §13 and §12 β: each player decides: a blackjack takes even money now and then,
    // another hand insures for half its bet now and then.
    for (const auto &box : m_round->boxes()) {
        const bool blackjack = box.hands.size() == 1 && box.hands.front().cards.isBlackjack();
        if (blackjack && m_rng->below(2) == 0) {
            m_round->takeEvenMoney(box.number);
            m_playerCall = tr("%1 takes even money.").arg(boxText(box.number));
        } else if (!blackjack && m_rng->below(4) == 0) {
            const Money half = Money::floorTo(box.bets.front().times(m_rules.insuranceLimit), m_rules.chipUnit);
            if (!half.isZero()) {
                m_round->insure(box.number, 0, half);
                m_playerCall = tr("%1 insures for %2.").arg(boxText(box.number), qs(half));
            }
        }
    }
}

void BlackjackDealer::playerDecides()
{
    const auto turn = m_round->turn();
    if (!turn)
        return;
    const auto &box = m_round->boxes()[turn->first];
    const auto &hand = box.hands[turn->second];
    const Choice choice
        = basicStrategy(hand.cards, m_round->dealer().front(), m_round->canSplit(), m_round->canDouble());
    const QString who = boxText(box.number);
    switch (choice) {
    case Choice::Hit:
        //: What a simulated player says: he wants another card.
        m_playerCall = tr("%1 asks for a card.").arg(who);
        m_round->hit();
        break;
    case Choice::Stand:
        m_playerCall = tr("%1 stands.").arg(who);
        m_round->stand();
        break;
    case Choice::Double:
        m_playerCall = tr("%1 doubles down: one card.").arg(who);
        m_round->doubleDown();
        break;
    case Choice::Split:
        m_playerCall = tr("%1 splits the pair.").arg(who);
        m_round->split();
        break;
    }
}

bool BlackjackDealer::roundOver() const
{
    return m_round && m_dealerStood && m_acked >= m_round->steps().size();
}

BlackjackDealer::Step BlackjackDealer::expectedStep() const
{
    if (!m_round || roundOver())
        //: Free play: the round is over (or none has begun).
        return {QStringLiteral("deal"), {}, 0, tr("The round is over: deal the next one."), sourceOf("deal-order")};
    const auto &steps = m_round->steps();
    const std::size_t due = m_dealerPlayed && !m_dealerStood ? m_dealerStepStart : steps.size();
    if (m_acked < due) {
        const BlackjackStep &s = steps[m_acked];
        const auto &box = *std::find_if(m_round->boxes().begin(), m_round->boxes().end(),
            [&](const auto &b) { return b.number == s.box; });
        QString who = boxText(s.box);
        if (box.hands.size() > 1)
            //: A hand of a split box: %1 "Box 3", %2 the hand's number in playing order.
            who = tr("%1, hand %2").arg(who).arg(s.hand + 1);
        const QString src = qs(blackjackRule(s.settlement.rule).source);
        const std::string_view rule = s.settlement.rule;
        const QString stake = qs(s.stake);
        const QString paid = qs(s.settlement.paid);
        switch (s.action) {
        case BlackjackStep::Action::Collect: {
            QString why;
            if (s.bet == BlackjackBet::Insurance)
                why = tr("No blackjack for the dealer: the insurance of %1 is collected.").arg(who);
            else if (rule == "bust-collected")
                why = tr("%1 is over 21: collect its cards and its bet at once.").arg(who);
            else if (rule == "dealer-blackjack-takes-all" || rule == "blackjack-beats-21")
                why = tr("The dealer's blackjack beats %1: collect its bet.").arg(who);
            else
                why = tr("%1 has less than the dealer: collect its bet.").arg(who);
            return {QStringLiteral("collect"), {}, s.box, why, src};
        }
        case BlackjackStep::Action::Pay: {
            QString why;
            if (s.bet == BlackjackBet::Insurance)
                why = tr("The dealer has a blackjack: the insurance of %1 pays 2 to 1: %2 pays %3.").arg(who, stake, paid);
            else if (s.bet == BlackjackBet::EvenMoney)
                why = tr("%1 took even money: its blackjack is paid 1 to 1 at once: %2 pays %3.").arg(who, stake, paid);
            else if (rule == "blackjack-paid-at-once")
                why = tr("The dealer's first card cannot make a blackjack: pay the blackjack of %1 now, 3 to 2: "
                         "%2 pays %3.")
                          .arg(who, stake, paid);
            else if (rule == "blackjack-pays-3-2" || rule == "blackjack-beats-21")
                why = tr("Blackjack pays 3 to 2: %1, %2 pays %3.").arg(who, stake, paid);
            else
                why = tr("%1 beats the dealer: it is paid 1 to 1: %2 pays %3.").arg(who, stake, paid);
            return {QStringLiteral("pay"), paid, s.box, why, src};
        }
        case BlackjackStep::Action::Leave:
            return {QStringLiteral("push"), {}, s.box,
                rule == "even-money"
                    ? tr("Blackjack against the dealer's blackjack: %1 pushes; its stake stays, to be taken back.").arg(who)
                    : tr("%1 has the dealer's total: a push; its stake stays, to be taken back.").arg(who),
                src};
        }
    }
    if (m_round->phase() == BlackjackRound::Phase::Players) {
        if (m_round->insuranceOpen() && !m_insuranceOffered)
            return {QStringLiteral("insurance"), {}, 0,
                tr("The dealer's first card is an ace: offer insurance (and even money to a blackjack) before any "
                   "player takes a third card."),
                sourceOf("insurance")};
        const auto turn = *m_round->turn();
        const auto &box = m_round->boxes()[turn.first];
        const BlackjackCount c = box.hands[turn.second].cards.count();
        QString who = boxText(box.number);
        if (box.hands.size() > 1)
            who = tr("%1, hand %2").arg(who).arg(turn.second + 1);
        return {QStringLiteral("announce"), QString::number(c.total), box.number,
            c.soft ? tr("%1 has a soft %2: the ace counts 11 while the total stays at 21 or under.").arg(who).arg(c.total)
                   : tr("%1 has %2.").arg(who).arg(c.total),
            sourceOf("deal-order")};
    }
    const auto &dealer = m_round->dealer();
    const auto shown = std::span(dealer).first(std::min(m_dealerShown, dealer.size()));
    const BlackjackCount c = BlackjackCount::of(shown);
    if (m_dealerShown < dealer.size()) {
        if (m_dealerShown == 1)
            return {QStringLiteral("hit"), {}, 0,
                tr("Every box has played: the dealer draws his second card now (there is no hole card)."),
                sourceOf("no-hole-card")};
        return {QStringLiteral("hit"), {}, 0,
            tr("The dealer has %1: he must draw on 16 or less.").arg(c.soft ? tr("soft %1").arg(c.total) : QString::number(c.total)),
            sourceOf("dealer-stands-soft-17")};
    }
    if (c.bust)
        return {QStringLiteral("stand"), {}, 0, tr("The dealer has %1, over 21: he takes no more cards.").arg(c.hard),
            sourceOf("dealer-stands-soft-17")};
    return {QStringLiteral("stand"), {}, 0,
        c.soft && c.total == 17
            ? tr("The dealer has a soft 17: the ace must count 11, so he stands on 17.")
            : tr("The dealer has %1: he stands on 17 or more.").arg(c.total),
        sourceOf("dealer-stands-soft-17")};
}

QVariantMap BlackjackDealer::expectedAction() const
{
    const Step e = expectedStep();
    return {{QStringLiteral("action"), e.action}, {QStringLiteral("value"), e.value}, {QStringLiteral("box"), e.box},
        {QStringLiteral("text"), e.why}, {QStringLiteral("source"), e.source}};
}

void BlackjackDealer::showMe()
{
    const Step e = expectedStep();
    //: The "Show me" control of free play: the right next step and why.
    m_message = tr("Show me: %1").arg(e.why);
    m_source = e.source;
    m_lastRefused = false;
    emit changed();
}

void BlackjackDealer::refuse(const Step &expected, const QString &why)
{
    ++m_mistakes;
    m_lastRefused = true;
    //: A refused step in free play: %1 the reason.
    m_message = tr("Refused: %1").arg(why);
    m_source = expected.source;
    emit changed();
}

bool BlackjackDealer::act(const QString &action, const QVariant &value)
{
    ++m_actions;
    const bool wasOver = roundOver();
    const Step e = expectedStep();
    if (action != e.action) {
        refuse(e, e.why);
        return false;
    }
    if (action == QLatin1String("announce")) {
        bool ok = false;
        const int said = value.toString().trimmed().toInt(&ok);
        if (!ok || QString::number(said) != e.value) {
            //: A wrong total announced: %1 the reason with the right total, %2 what the trainee said.
            refuse(e, tr("%1 Not %2.").arg(e.why, value.toString().trimmed().isEmpty() ? QStringLiteral("—") : value.toString()));
            return false;
        }
    }
    if (action == QLatin1String("pay")) {
        const Amounts::Reading typed = Amounts::read(value.toString(), m_rules.chipUnit);
        if (!typed.amount && !value.toString().trimmed().isEmpty()) {
            refuse(e, typed.error);
            return false;
        }
        if (typed.amount != Money::parseCanonical(e.value.toStdString())) {
            refuse(e, tr("%1 Not %2.").arg(e.why, value.toString().trimmed().isEmpty() ? QStringLiteral("—") : value.toString()));
            return false;
        }
    }

    try {
        if (action == QLatin1String("deal")) {
            deal(simulatedBets());
            m_message = tr("Dealt: a card to each box from your left, one to you, the second to each box.");
        } else if (action == QLatin1String("insurance")) {
            m_insuranceOffered = true;
            m_playerCall.clear();
            playersInsure();
            m_message = tr("Insurance offered.");
        } else if (action == QLatin1String("announce")) {
            m_message = tr("Right: %1").arg(e.why);
            playerDecides();
        } else if (action == QLatin1String("hit")) {
            ++m_dealerShown;
            m_message = tr("Right: %1").arg(e.why);
        } else if (action == QLatin1String("stand")) {
            m_dealerStood = true;
            m_message = tr("Right: %1").arg(e.why);
        } else {
            ++m_acked;
            m_message = tr("Right: %1").arg(e.why);
        }
    } catch (const InputError &error) {
        // The engine refused a move the basic strategy chose: a programming error, shown rather than crashing.
        m_message = QString::fromStdString(error.what());
    }
    if (m_round && m_round->phase() == BlackjackRound::Phase::Dealer && !m_dealerPlayed) {
        m_dealerStepStart = m_round->steps().size();
        m_round->playDealer(); // the engine draws and settles; the trainee shows it card by card
        m_dealerPlayed = true;
    }
    if (!wasOver && roundOver())
        ++m_rounds;
    m_lastRefused = false;
    m_source.clear();
    syncModels();
    emit changed();
    return true;
}

QString BlackjackDealer::status() const
{
    const Step e = expectedStep();
    QString s;
    if (e.action == QLatin1String("deal"))
        s = tr("Deal the next round (D).");
    else if (e.action == QLatin1String("insurance"))
        s = tr("The dealer's first card is an ace (I offers insurance).");
    else if (e.action == QLatin1String("announce"))
        s = tr("%1: announce its total (type it, then A).").arg(boxText(e.box));
    else if (e.action == QLatin1String("hit") || e.action == QLatin1String("stand"))
        s = tr("Your hand: draw (H) or stand (S).");
    else
        s = tr("Settle %1: collect (C), pay (type the amount, then P or Enter) or push (L).").arg(boxText(e.box));
    if (m_shoe && m_shoe->cutCardOut())
        s += QLatin1Char(' ') + tr("The cut card is out: this is the last round of the shoe.");
    return s;
}

void BlackjackDealer::syncModels()
{
    const auto cardText = [](Card c) { return QString::fromStdString(c.toString()); };
    std::array<BlackjackBoxModel::Row, 7> rows {};
    if (m_round) {
        const auto turn = m_round->turn();
        const auto &boxes = m_round->boxes();
        for (std::size_t bi = 0; bi < boxes.size(); ++bi) {
            const auto &box = boxes[bi];
            const std::size_t seat = std::size_t(box.number - 1);
            auto &row = rows[seat];
            row.occupied = true;
            row.bet = qs(box.bets.front());
            row.insurance = qs(box.insurance.front());
            row.hands = int(box.hands.size());
            row.evenMoney = box.evenMoney;
            row.inTurn = turn && turn->first == bi;
            row.turnHand = turn && turn->first == bi ? int(turn->second) : 0;
            for (std::size_t h = 0; h < 3; ++h) {
                QStringList want;
                if (h < box.hands.size())
                    for (const Card c : box.hands[h].cards.cards())
                        want << cardText(c);
                QStringList &shown = m_shown[seat][h];
                if (want.mid(0, shown.size()) != shown) {
                    // A split took a card away: lay the hand again.
                    m_hands[seat][h]->clear();
                    shown.clear();
                }
                for (qsizetype k = shown.size(); k < want.size(); ++k) {
                    queueCard(m_hands[seat][h], want[k]);
                    shown << want[k];
                }
                if (h < box.hands.size()) {
                    const auto &hand = box.hands[h];
                    row.stakes << qs(hand.doubled ? box.bets.front() * 2 : box.bets.front());
                    row.paid << QString();
                    row.outcomes << QString();
                }
            }
        }
        const auto &steps = m_round->steps();
        for (std::size_t k = 0; k < m_acked && k < steps.size(); ++k) {
            const BlackjackStep &s = steps[k];
            if (s.bettor != 0)
                continue;
            auto &row = rows[std::size_t(s.box - 1)];
            const QString outcome = qs(outcomeName(s.settlement.outcome));
            if (s.bet == BlackjackBet::Insurance) {
                row.insuranceOutcome = outcome;
                row.insurancePaid = qs(s.settlement.paid);
            } else if (s.hand < row.outcomes.size()) {
                row.outcomes[s.hand] = outcome;
                row.paid[s.hand] = qs(s.settlement.paid);
            }
        }
        // The dealer's cards as far as the trainee has drawn them.
        const auto &dealer = m_round->dealer();
        std::size_t queued = std::size_t(m_dealerCards->count());
        for (const auto &p : m_pending)
            if (p.first == m_dealerCards)
                ++queued;
        for (std::size_t k = queued; k < std::min(m_dealerShown, dealer.size()); ++k)
            queueCard(m_dealerCards, cardText(dealer[k]));
    } else {
        m_dealerCards->clear();
        for (std::size_t b = 0; b < 7; ++b)
            for (std::size_t h = 0; h < 3; ++h) {
                m_hands[b][h]->clear();
                m_shown[b][h].clear();
            }
    }
    for (int b = 0; b < 7; ++b)
        m_boxModel->setRow(b, rows[std::size_t(b)]);
    pump();
}

void BlackjackDealer::queueCard(CardListModel *model, const QString &card)
{
    const bool was = settled();
    m_pending.emplace_back(model, card);
    if (was)
        emit settledChanged();
}

void BlackjackDealer::pump()
{
    if (m_pending.empty() || m_pump.isActive())
        return;
    if (m_dealGap <= 0) {
        while (!m_pending.empty()) {
            const auto [model, card] = m_pending.front();
            m_pending.pop_front();
            model->append(card);
        }
        emit settledChanged();
        return;
    }
    const auto [model, card] = m_pending.front();
    m_pending.pop_front();
    model->append(card);
    if (m_pending.empty())
        emit settledChanged();
    else
        m_pump.start(m_dealGap);
}

} // namespace croupier
