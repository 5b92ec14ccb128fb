#include "BlackjackTable.h"

#include "BlackjackHand.h"
#include "InputError.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <span>

namespace croupier {

namespace {

std::string sourceOf(std::string_view key) { return std::string(blackjackRule(key).source); }

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

std::string handKey(int box, std::size_t hand) { return std::to_string(box) + "." + std::to_string(hand); }

/// {box} and {hand}: "" for a box of one hand, else the hand's 1-based number in playing order.
std::vector<std::string> whoArgs(const BlackjackRound::Box &box, std::size_t hand)
{
    return {std::to_string(box.number), box.hands.size() > 1 ? std::to_string(hand + 1) : std::string()};
}

/// A whole number as said ("19", " 19 "), or nothing.
std::optional<int> saidNumber(std::string_view text)
{
    while (!text.empty() && text.front() == ' ')
        text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ')
        text.remove_suffix(1);
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    int n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return n;
}

TableEvent chipsMoved(int box, std::string hand, std::string what, std::string value)
{
    TableEvent e;
    e.kind = TableEvent::Kind::ChipsMoved;
    e.row = box;
    e.hand = std::move(hand);
    e.what = std::move(what);
    e.value = std::move(value);
    return e;
}

} // namespace

BlackjackTable::BlackjackTable(BlackjackRules rules, std::uint64_t seed)
    : m_rules(std::move(rules))
    , m_rng(seed)
{
    m_rules.validate();
    newShoe(makeBlackjackShoe(m_rules, m_rng), true); // §2–6: shuffle, cut card, burn
}

BlackjackTable::~BlackjackTable() = default;
// The shoe and the round live on the heap, so the round's reference to the shoe survives a move.
BlackjackTable::BlackjackTable(BlackjackTable &&) noexcept = default;
BlackjackTable &BlackjackTable::operator=(BlackjackTable &&) noexcept = default;

void BlackjackTable::newShoe(Shoe shoe, bool counted)
{
    m_round.reset(); // it deals from the old shoe
    m_shoe = std::make_unique<Shoe>(std::move(shoe));
    if (counted)
        ++m_shoeNumber;
    m_burnPending = m_rules.burnCards;
    m_laid.clear();
    TableEvent started;
    started.kind = TableEvent::Kind::ShoeStarted;
    m_events.push_back(started);
    TableEvent burned;
    burned.kind = TableEvent::Kind::CardsBurned;
    burned.value = std::to_string(m_rules.burnCards);
    m_events.push_back(burned);
}

void BlackjackTable::loadStackedShoe(std::vector<Card> cards, std::vector<BlackjackBox> boxes)
{
    Shoe shoe = Shoe::stack(std::move(cards));
    shoe.placeCutCard(std::min<std::size_t>(std::size_t(m_rules.cardsBehindCutCard), shoe.size())); // §4
    shoe.burn(std::size_t(m_rules.burnCards)); // §6: the first five cards, unseen
    m_scriptedBoxes = std::move(boxes);
    newShoe(std::move(shoe), false);
}

int BlackjackTable::cardsBeforeCut() const
{
    if (m_shoe->cutCardOut())
        return 0;
    const long long left = static_cast<long long>(m_shoe->size()) - m_rules.cardsBehindCutCard
        - static_cast<long long>(m_shoe->dealt());
    return int(std::max(0LL, left));
}

std::vector<Card> BlackjackTable::dealerShown() const
{
    if (!m_round)
        return {};
    const auto &dealer = m_round->dealer();
    return {dealer.begin(), dealer.begin() + std::ptrdiff_t(std::min(m_dealerShown, dealer.size()))};
}

std::optional<BlackjackCount> BlackjackTable::dealerCount() const
{
    const std::vector<Card> shown = dealerShown();
    if (shown.empty())
        return std::nullopt;
    return BlackjackCount::of(shown);
}

bool BlackjackTable::roundOver() const
{
    return !m_round || (m_dealerStood && m_acked >= m_round->steps().size());
}

std::vector<BlackjackBox> BlackjackTable::simulatedBets()
{
    if (m_scriptedBoxes)
        return *m_scriptedBoxes;
    static constexpr int kBets[] {10, 15, 20, 25, 30, 40, 50, 75, 100};
    // Two to five players, each at a box of his own (art. 14 §11), seeded.
    std::vector<int> seats {1, 2, 3, 4, 5, 6, 7};
    for (std::size_t i = seats.size() - 1; i > 0; --i)
        std::swap(seats[i], seats[m_rng.below(i + 1)]);
    const int count = m_rng.between(2, 5);
    std::vector<BlackjackBox> boxes;
    for (int i = 0; i < count; ++i)
        boxes.push_back({seats[std::size_t(i)], {Money::fromInteger(kBets[m_rng.below(std::size(kBets))])}});
    return boxes;
}

void BlackjackTable::deal()
{
    std::vector<BlackjackBox> bets = simulatedBets(); // the players bet, then the shoe is changed
    if (m_round && BlackjackRound::lastRoundOfShoe(*m_shoe))
        newShoe(makeBlackjackShoe(m_rules, m_rng), true); // §8: that round was the last; a new shoe
    m_round.reset();
    m_round = std::make_unique<BlackjackRound>(m_rules, std::move(bets), *m_shoe);
    m_insuranceOffered = false;
    m_acked = 0;
    m_dealerStepStart = 0;
    m_dealerShown = 1;
    m_dealerPlayed = false;
    m_dealerStood = false;
    m_playerCall.reset();
    m_record = {};
    m_record.burned = m_burnPending;
    m_burnPending = 0;

    // Clear the felt, then lay the cards in the order they left the shoe (§12 α).
    TableEvent cleared;
    cleared.kind = TableEvent::Kind::HandsCleared;
    m_events.push_back(cleared);
    const auto &boxes = m_round->boxes();
    m_laid.assign(boxes.size(), {});
    for (const auto &box : boxes)
        for (const Money &bet : box.bets) {
            TableEvent placed;
            placed.kind = TableEvent::Kind::BetPlaced;
            placed.row = box.number;
            placed.value = bet.toString();
            m_events.push_back(placed);
        }
    for (std::size_t pass = 0; pass < 2; ++pass) {
        for (std::size_t b = 0; b < boxes.size(); ++b) {
            const Card card = boxes[b].hands.front().cards.cards()[pass];
            m_laid[b].resize(1);
            m_laid[b][0].push_back(card);
            emitCard(handKey(boxes[b].number, 0), card);
        }
        if (pass == 0)
            emitCard("dealer", m_round->dealer().front());
    }
}

void BlackjackTable::emitCard(const std::string &hand, Card card)
{
    TableEvent e;
    e.kind = TableEvent::Kind::CardDealt;
    e.hand = hand;
    e.card = card.toString();
    m_events.push_back(e);
}

void BlackjackTable::playersInsure()
{
    // §13 and §12 β: each player decides: a blackjack takes even money now and then,
    // another hand insures for half its bet now and then.
    for (const auto &box : m_round->boxes()) {
        const bool blackjack = box.hands.size() == 1 && box.hands.front().cards.isBlackjack();
        if (blackjack && m_rng.below(2) == 0) {
            m_round->takeEvenMoney(box.number);
            m_playerCall = PlayerCall {"even-money", box.number, {}};
        } else if (!blackjack && m_rng.below(4) == 0) {
            const Money half = Money::floorTo(box.bets.front().times(m_rules.insuranceLimit), m_rules.chipUnit);
            if (!half.isZero()) {
                m_round->insure(box.number, 0, half);
                m_playerCall = PlayerCall {"insure", box.number, half.toString()};
            }
        }
    }
}

void BlackjackTable::playerDecides()
{
    const auto turn = m_round->turn();
    if (!turn)
        return;
    const auto &box = m_round->boxes()[turn->first];
    const auto &hand = box.hands[turn->second];
    const int number = box.number;
    switch (basicStrategy(hand.cards, m_round->dealer().front(), m_round->canSplit(), m_round->canDouble())) {
    case Choice::Hit:
        m_playerCall = PlayerCall {"hit", number, {}};
        m_round->hit();
        break;
    case Choice::Stand:
        m_playerCall = PlayerCall {"stand", number, {}};
        m_round->stand();
        break;
    case Choice::Double:
        m_playerCall = PlayerCall {"double", number, {}};
        m_round->doubleDown();
        break;
    case Choice::Split:
        m_playerCall = PlayerCall {"split", number, {}};
        m_round->split();
        break;
    }
}

BlackjackTable::Expectation BlackjackTable::expectation() const
{
    if (roundOver())
        return {{"deal", {}, {}, sourceOf("deal-order")}, {"round-over", {}}, 0};
    const auto &steps = m_round->steps();
    const std::size_t due = m_dealerPlayed && !m_dealerStood ? m_dealerStepStart : steps.size();
    if (m_acked < due) {
        const BlackjackStep &s = steps[m_acked];
        const auto &box = *std::find_if(m_round->boxes().begin(), m_round->boxes().end(),
            [&](const auto &b) { return b.number == s.box; });
        std::vector<std::string> args = whoArgs(box, std::size_t(s.hand));
        const std::string src = sourceOf(s.settlement.rule);
        const std::string_view rule = s.settlement.rule;
        const std::string target = handKey(s.box, std::size_t(s.hand)) + "." + std::to_string(s.bettor);
        switch (s.action) {
        case BlackjackStep::Action::Collect: {
            std::string key = s.bet == BlackjackBet::Insurance ? "insurance-collected"
                : rule == "bust-collected"                     ? "bust-collected"
                : rule == "dealer-blackjack-takes-all" || rule == "blackjack-beats-21"
                ? "dealer-blackjack-collects"
                : "lower-total-collected";
            return {{"collect", target, {}, src}, {std::move(key), std::move(args)}, s.box};
        }
        case BlackjackStep::Action::Pay: {
            std::string key = s.bet == BlackjackBet::Insurance ? "insurance-paid"
                : s.bet == BlackjackBet::EvenMoney             ? "even-money-paid"
                : rule == "blackjack-paid-at-once"             ? "blackjack-paid-at-once"
                : rule == "blackjack-pays-3-2" || rule == "blackjack-beats-21" ? "blackjack-paid"
                                                                               : "win-paid";
            args.push_back(s.stake.toString());
            args.push_back(s.settlement.paid.toString());
            return {{"pay", target, s.settlement.paid.toString(), src}, {std::move(key), std::move(args)}, s.box};
        }
        case BlackjackStep::Action::Leave:
            return {{"push", target, {}, src}, {rule == "even-money" ? "blackjack-push" : "push", std::move(args)},
                s.box};
        }
    }
    if (m_round->phase() == BlackjackRound::Phase::Players) {
        if (m_round->insuranceOpen() && !m_insuranceOffered)
            return {{"insurance", {}, {}, sourceOf("insurance")}, {"insurance-offer", {}}, 0};
        const auto turn = *m_round->turn();
        const auto &box = m_round->boxes()[turn.first];
        const BlackjackCount c = box.hands[turn.second].cards.count();
        std::vector<std::string> args = whoArgs(box, turn.second);
        args.push_back(std::to_string(c.total));
        return {{"announce", handKey(box.number, turn.second), std::to_string(c.total), sourceOf("deal-order")},
            {c.soft ? "announce-soft" : "announce", std::move(args)}, box.number};
    }
    const auto &dealer = m_round->dealer();
    const BlackjackCount c = *dealerCount();
    const std::string stands = sourceOf("dealer-stands-soft-17");
    if (m_dealerShown < dealer.size()) {
        if (m_dealerShown == 1)
            return {{"hit", "dealer", {}, sourceOf("no-hole-card")}, {"dealer-second-card", {}}, 0};
        return {{"hit", "dealer", {}, stands}, {"dealer-draws", {std::to_string(c.total), c.soft ? "1" : "0"}}, 0};
    }
    if (c.bust)
        return {{"stand", "dealer", {}, stands}, {"dealer-bust-stands", {std::to_string(c.hard)}}, 0};
    if (c.soft && c.total == 17)
        return {{"stand", "dealer", {}, stands}, {"dealer-soft-17-stands", {}}, 0};
    return {{"stand", "dealer", {}, stands}, {"dealer-stands", {std::to_string(c.total)}}, 0};
}

std::optional<Refusal> BlackjackTable::apply(const DealerStep &step)
{
    const Expectation e = expectation();
    const DealerStep &want = e.step;
    if (step.action != want.action || (!step.target.empty() && step.target != want.target))
        return Refusal {e.why.key, e.why.args, want.source};
    const auto wrongValue = [&] {
        std::vector<std::string> args {step.value, e.why.key};
        args.insert(args.end(), e.why.args.begin(), e.why.args.end());
        return Refusal {"wrong-value", std::move(args), want.source};
    };
    if (want.action == "announce") {
        const auto said = saidNumber(step.value);
        if (!said || std::to_string(*said) != want.value)
            return wrongValue();
    }
    if (want.action == "pay") {
        try {
            if (Money::parseCanonical(step.value) != Money::parseCanonical(want.value))
                return wrongValue();
        } catch (const InputError &) {
            return wrongValue();
        }
    }

    const bool wasOver = roundOver();
    if (want.action == "deal") {
        deal();
    } else if (want.action == "insurance") {
        m_insuranceOffered = true;
        m_playerCall.reset();
        playersInsure();
    } else if (want.action == "announce") {
        playerDecides();
    } else if (want.action == "hit") {
        emitCard("dealer", m_round->dealer()[m_dealerShown]);
        ++m_dealerShown;
    } else if (want.action == "stand") {
        m_dealerStood = true;
    } else {
        const BlackjackStep &s = m_round->steps()[m_acked];
        ++m_acked;
        const std::string what = s.action == BlackjackStep::Action::Pay ? "paid"
            : s.action == BlackjackStep::Action::Collect                ? "collected"
                                                                        : "push";
        m_events.push_back(chipsMoved(s.box, handKey(s.box, std::size_t(s.hand)), what,
            s.action == BlackjackStep::Action::Pay ? s.settlement.paid.toString() : s.stake.toString()));
    }
    m_record.steps.push_back(want);
    if (m_round->phase() == BlackjackRound::Phase::Dealer && !m_dealerPlayed) {
        m_dealerStepStart = m_round->steps().size();
        m_round->playDealer(); // the engine draws and settles; the dealer shows it card by card
        m_dealerPlayed = true;
    }
    syncCards();
    if (!wasOver && roundOver()) {
        ++m_rounds;
        m_record.shoe = m_shoeNumber;
        m_record.round = m_rounds;
        m_record.burned += int(m_round->burned().size());
        m_record.dealer = m_round->dealer();
        m_record.boxes = m_round->boxes();
        m_record.settlement = m_round->steps();
        m_record.lastRound = BlackjackRound::lastRoundOfShoe(*m_shoe);
        m_finished = std::move(m_record);
        m_record = {};
    }
    return std::nullopt;
}

void BlackjackTable::syncCards()
{
    if (!m_round)
        return;
    const auto &boxes = m_round->boxes();
    m_laid.resize(boxes.size());
    for (std::size_t b = 0; b < boxes.size(); ++b) {
        const auto &hands = boxes[b].hands;
        m_laid[b].resize(std::max(m_laid[b].size(), hands.size()));
        for (std::size_t h = 0; h < hands.size(); ++h) {
            const auto &want = hands[h].cards.cards();
            auto &laid = m_laid[b][h];
            const std::string key = handKey(boxes[b].number, h);
            if (laid.size() > want.size() || !std::equal(laid.begin(), laid.end(), want.begin())) {
                // A split took a card away: the hand is laid again.
                TableEvent cleared;
                cleared.kind = TableEvent::Kind::HandsCleared;
                cleared.hand = key;
                m_events.push_back(cleared);
                laid.clear();
            }
            for (std::size_t k = laid.size(); k < want.size(); ++k) {
                laid.push_back(want[k]);
                emitCard(key, want[k]);
            }
        }
    }
}

std::vector<BlackjackTable::BoxView> BlackjackTable::boxes() const
{
    std::vector<BoxView> out;
    if (!m_round)
        return out;
    const auto turn = m_round->turn();
    const auto &boxes = m_round->boxes();
    for (std::size_t bi = 0; bi < boxes.size(); ++bi) {
        const auto &box = boxes[bi];
        BoxView v;
        v.number = box.number;
        v.bet = box.bets.front();
        v.insurance = box.insurance.front();
        v.evenMoney = box.evenMoney;
        v.inTurn = turn && turn->first == bi;
        v.turnHand = v.inTurn ? int(turn->second) : 0;
        for (const auto &hand : box.hands)
            v.hands.push_back({hand.cards.cards(), hand.doubled ? box.bets.front() * 2 : box.bets.front(), {}, {}});
        out.push_back(std::move(v));
    }
    const auto &steps = m_round->steps();
    for (std::size_t k = 0; k < m_acked && k < steps.size(); ++k) {
        const BlackjackStep &s = steps[k];
        if (s.bettor != 0)
            continue;
        auto it = std::find_if(out.begin(), out.end(), [&](const BoxView &v) { return v.number == s.box; });
        const std::string outcome(outcomeName(s.settlement.outcome));
        if (s.bet == BlackjackBet::Insurance) {
            it->insuranceOutcome = outcome;
            it->insurancePaid = s.settlement.paid.toString();
        } else if (std::size_t(s.hand) < it->hands.size()) {
            it->hands[std::size_t(s.hand)].outcome = outcome;
            it->hands[std::size_t(s.hand)].paid = s.settlement.paid.toString();
        }
    }
    return out;
}

std::vector<TableEvent> BlackjackTable::takeEvents()
{
    std::vector<TableEvent> out;
    out.swap(m_events);
    return out;
}

std::optional<BlackjackTable::RoundRecord> BlackjackTable::takeFinishedRound()
{
    auto r = std::move(m_finished);
    m_finished.reset();
    return r;
}

} // namespace croupier
