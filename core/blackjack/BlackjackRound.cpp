#include "BlackjackRound.h"

#include "InputError.h"
#include "Rng.h"
#include "Shoe.h"

#include <algorithm>
#include <string>

namespace croupier {

namespace {

std::string boxName(int number) { return "box " + std::to_string(number); }

bool isAce(Card c) { return c.rank() == Rank::Ace; }

} // namespace

Shoe makeBlackjackShoe(const BlackjackRules &rules, Rng &rng)
{
    rules.validate();
    Shoe shoe(rules.decks);
    shoe.shuffle(rng); // §2–3
    shoe.placeCutCard(static_cast<std::size_t>(rules.cardsBehindCutCard)); // §4
    shoe.burn(static_cast<std::size_t>(rules.burnCards)); // §6
    return shoe;
}

bool BlackjackRound::lastRoundOfShoe(const Shoe &shoe) { return shoe.cutCardOut(); }

BlackjackRound::BlackjackRound(const BlackjackRules &rules, std::vector<BlackjackBox> boxes, Shoe &shoe)
    : m_rules(rules)
    , m_shoe(shoe)
{
    m_rules.validate();
    if (boxes.empty())
        throw InputError("boxes", "a round needs at least one box with a bet (art. 14 §11)");
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const BlackjackBox &b = boxes[i];
        const std::string at = "boxes[" + std::to_string(i) + "]";
        if (b.number < 1 || b.number > m_rules.boxes)
            throw InputError(at + ".number",
                "the layout has boxes 1 to " + std::to_string(m_rules.boxes) + ", not "
                    + std::to_string(b.number));
        for (std::size_t j = 0; j < i; ++j)
            if (boxes[j].number == b.number)
                throw InputError(at + ".number",
                    boxName(b.number) + " is given twice (also boxes[" + std::to_string(j) + "])");
        const std::size_t most = 1 + static_cast<std::size_t>(m_rules.maxStandingBettors);
        if (b.bets.empty() || b.bets.size() > most)
            throw InputError(at + ".bets",
                "a box holds the seated player's bet and up to " + std::to_string(m_rules.maxStandingBettors)
                    + " standing players' (art. 14 §11), not " + std::to_string(b.bets.size()) + " bets");
        Money total;
        for (std::size_t k = 0; k < b.bets.size(); ++k) {
            const Money &bet = b.bets[k];
            const std::string field = at + ".bets[" + std::to_string(k) + "]";
            if (bet < m_rules.minimumBet)
                throw InputError(field,
                    bet.toString() + " is below the table minimum of " + m_rules.minimumBet.toString()
                        + " (art. 14 §16)");
            if (!bet.isMultipleOf(m_rules.chipUnit))
                throw InputError(field,
                    "bets are made in chips (art. 14 §16): " + bet.toString() + " is not a whole number of "
                        + m_rules.chipUnit.toString() + " chips");
            total = total + bet;
        }
        if (total > m_rules.maximumBet())
            throw InputError(at + ".bets",
                "the bets on one box total " + total.toString() + ", over the table maximum of "
                    + m_rules.maximumBet().toString() + " (art. 14 §11, §16)");
    }
    std::sort(boxes.begin(), boxes.end(),
        [](const BlackjackBox &a, const BlackjackBox &b) { return a.number < b.number; });
    for (BlackjackBox &b : boxes) {
        Box box;
        box.number = b.number;
        box.insurance.assign(b.bets.size(), Money());
        box.bets = std::move(b.bets);
        box.hands.push_back(Hand {});
        m_boxes.push_back(std::move(box));
    }

    // §12 α: one card to each box from the dealer's left, one to the dealer, then
    // the second card to each box. No hole card: his second comes after the players.
    for (Box &b : m_boxes)
        b.hands.front().cards.add(draw());
    m_dealer.push_back(draw());
    for (Box &b : m_boxes)
        b.hands.front().cards.add(draw());

    m_box = 0;
    m_hand = 0;
    settleTurn();
}

Card BlackjackRound::draw()
{
    if (m_shoe.remaining() == 0)
        throw InputError("shoe", "the shoe is empty");
    return m_shoe.draw();
}

std::optional<std::pair<std::size_t, std::size_t>> BlackjackRound::turn() const
{
    if (m_phase != Phase::Players)
        return std::nullopt;
    return std::make_pair(m_box, m_hand);
}

bool BlackjackRound::insuranceOpen() const
{
    return m_phase != Phase::Over && m_dealer.size() == 1 && isAce(m_dealer.front()) && !m_thirdCardDealt;
}

bool BlackjackRound::offeringExposed() const
{
    return m_phase == Phase::Players && !m_exposed.empty() && m_exposedAfterBox && m_box > *m_exposedAfterBox;
}

BlackjackRound::Hand &BlackjackRound::current() { return m_boxes[m_box].hands[m_hand]; }
const BlackjackRound::Hand &BlackjackRound::current() const { return m_boxes[m_box].hands[m_hand]; }

void BlackjackRound::requireTurn(const char *field) const
{
    if (m_phase == Phase::Dealer)
        throw InputError(field, "every box has played: it is the dealer's turn");
    if (m_phase == Phase::Over)
        throw InputError(field, "the round is over");
}

BlackjackRound::Box &BlackjackRound::boxByNumber(int number, const char *field)
{
    for (Box &b : m_boxes)
        if (b.number == number)
            return b;
    throw InputError(field, "there are no bets on " + boxName(number));
}

Money BlackjackRound::handStake(const Box &box, const Hand &hand, std::size_t bettor) const
{
    return hand.doubled ? box.bets[bettor] * 2 : box.bets[bettor];
}

void BlackjackRound::settleBettors(
    std::size_t boxIndex, std::size_t handIndex, BlackjackBet bet, HandState state)
{
    Box &box = m_boxes[boxIndex];
    Hand &hand = box.hands[handIndex];
    for (std::size_t k = 0; k < box.bets.size(); ++k) {
        Money stake;
        BlackjackSettlement s;
        switch (bet) {
        case BlackjackBet::Main:
            stake = handStake(box, hand, k);
            s = settleMainBet(stake, hand.cards, m_dealer, m_rules);
            break;
        case BlackjackBet::EvenMoney:
            stake = box.bets[k];
            s = settleEvenMoney(stake, hand.cards, m_dealer, m_rules);
            break;
        case BlackjackBet::Insurance:
            stake = box.insurance[k];
            if (stake.isZero())
                continue;
            s = settleInsurance(stake, m_dealer, m_rules);
            break;
        }
        BlackjackStep step;
        step.action = s.outcome == BlackjackOutcome::Win ? BlackjackStep::Action::Pay
            : s.outcome == BlackjackOutcome::Lose        ? BlackjackStep::Action::Collect
                                                         : BlackjackStep::Action::Leave;
        step.box = box.number;
        step.hand = static_cast<int>(handIndex);
        step.bettor = static_cast<int>(k);
        step.bet = bet;
        step.stake = stake;
        step.settlement = s;
        m_steps.push_back(step);
    }
    if (bet != BlackjackBet::Insurance)
        hand.state = state;
}

void BlackjackRound::give(Card card)
{
    Box &box = m_boxes[m_box];
    current().cards.add(card);
    std::size_t cards = 0;
    for (const Hand &h : box.hands)
        cards += h.cards.size();
    if (cards > 2)
        m_thirdCardDealt = true; // §13: no insurance once any player has a third card
}

bool BlackjackRound::afterCard()
{
    const BlackjackCount c = current().cards.count();
    if (c.bust) {
        settleBettors(m_box, m_hand, BlackjackBet::Main, HandState::Bust); // §12 α: collected at once
        return true;
    }
    if (c.total == 21) {
        current().state = HandState::TwentyOne; // §12 α: no card on 21
        return true;
    }
    return false;
}

bool BlackjackRound::resolveCurrent()
{
    Hand &hand = current();
    if (hand.state != HandState::Playing)
        return true;
    if (hand.cards.size() == 1) {
        // A hand of a split gets its second card when its turn comes (§14).
        give(draw());
        if (hand.cards.cards().front().rank() == Rank::Ace) {
            // §14: one card for each split ace; another ace is not split again.
            if (!afterCard())
                hand.state = HandState::Stood;
            return true;
        }
    }
    const BlackjackCount c = hand.cards.count();
    if (c.blackjack) {
        const Card up = m_dealer.front();
        if (!isAce(up) && up.blackjackValue() != 10)
            settleBettors(m_box, m_hand, BlackjackBet::Main, HandState::Paid); // §12 β: paid at once
        else
            hand.state = HandState::Blackjack; // waits for the dealer's second card
        return true;
    }
    if (c.total == 21) {
        hand.state = HandState::TwentyOne;
        return true;
    }
    return false;
}

void BlackjackRound::moveNext()
{
    if (m_hand + 1 < m_boxes[m_box].hands.size()) {
        ++m_hand;
        return;
    }
    m_hand = 0;
    if (++m_box >= m_boxes.size()) {
        m_box = m_boxes.size() - 1;
        m_phase = Phase::Dealer;
    }
}

void BlackjackRound::settleTurn()
{
    while (m_phase == Phase::Players && resolveCurrent())
        moveNext();
}

void BlackjackRound::finishHand()
{
    moveNext();
    settleTurn();
}

void BlackjackRound::hit()
{
    requireTurn("hit");
    if (offeringExposed()) {
        // §7: the player in turn takes the first exposed card, in the order they came out.
        const Card card = m_exposed.front();
        m_exposed.erase(m_exposed.begin());
        if (m_exposed.empty())
            m_exposedAfterBox.reset();
        give(card);
    } else {
        give(draw());
    }
    if (afterCard())
        finishHand();
}

void BlackjackRound::stand()
{
    requireTurn("stand");
    // During an offer (§7) this is the refusal: "με την άρνηση τους οριστικοποιούν το αποτέλεσμα".
    current().state = HandState::Stood;
    finishHand();
}

std::optional<std::string> BlackjackRound::doubleRefusal() const
{
    if (m_phase != Phase::Players)
        return m_phase == Phase::Dealer ? "every box has played: it is the dealer's turn"
                                        : "the round is over";
    if (offeringExposed())
        return "exposed cards are on offer: take one (hit) or refuse (stand) first (art. 14 §7)";
    const Hand &hand = current();
    if (hand.cards.size() != 2)
        return "a double down is made on the first two cards (art. 14 §15), not on " + hand.cards.toString();
    if (hand.cards.fromSplit() && !m_rules.doubleAfterSplit)
        return "this table does not double after a split";
    const BlackjackCount c = hand.cards.count();
    const int total = m_rules.softDouble == SoftDouble::Allowed ? c.hard : c.total;
    if (total > m_rules.doubleMaxTotal)
        return "a double down is made on a two-card total of " + std::to_string(m_rules.doubleMaxTotal)
            + " or less (art. 14 §15): " + hand.cards.toString() + " is " + std::to_string(total)
            + (c.soft && m_rules.softDouble == SoftDouble::Refused ? " (the ace counts 11)" : "");
    return std::nullopt;
}

std::optional<std::string> BlackjackRound::splitRefusal() const
{
    if (m_phase != Phase::Players)
        return m_phase == Phase::Dealer ? "every box has played: it is the dealer's turn"
                                        : "the round is over";
    if (offeringExposed())
        return "exposed cards are on offer: take one (hit) or refuse (stand) first (art. 14 §7)";
    const Box &box = m_boxes[m_box];
    const Hand &hand = current();
    if (hand.cards.size() != 2)
        return "only the first two cards of a hand are split (art. 14 §14), not " + hand.cards.toString();
    const Card a = hand.cards.cards()[0];
    const Card b = hand.cards.cards()[1];
    if (!isSplittablePair(a, b, m_rules))
        return m_rules.splitPairs == SplitPairs::EqualRank ? a.toString() + " and " + b.toString()
                + " are not a pair: this table splits identical cards only (art. 14 §14)"
                                                           : a.toString() + " and " + b.toString()
                + " are not a pair: a split needs two cards of equal value (art. 14 §14)";
    if (hand.cards.fromSplit() && isAce(a))
        return "split aces take one card each and are not split again (art. 14 §14)";
    if (box.splits >= m_rules.maxSplits)
        return m_rules.maxSplits == 2
            ? "a box splits once and re-splits once at most (art. 14 §14)"
            : "this table allows " + std::to_string(m_rules.maxSplits) + " split(s) a box";
    return std::nullopt;
}

bool BlackjackRound::canDouble() const { return !doubleRefusal(); }
bool BlackjackRound::canSplit() const { return !splitRefusal(); }

void BlackjackRound::doubleDown()
{
    if (const auto why = doubleRefusal())
        throw InputError("double", *why);
    current().doubled = true;
    give(draw());
    if (!afterCard())
        current().state = HandState::Stood; // §15: one card only
    finishHand();
}

void BlackjackRound::split()
{
    if (const auto why = splitRefusal())
        throw InputError("split", *why);
    Box &box = m_boxes[m_box];
    const Card first = current().cards.cards()[0];
    const Card second = current().cards.cards()[1];
    current().cards = BlackjackHand({first}, true);
    Hand other;
    other.cards = BlackjackHand({second}, true);
    box.hands.insert(box.hands.begin() + static_cast<std::ptrdiff_t>(m_hand) + 1, other);
    ++box.splits;
    settleTurn(); // deals the first hand its second card (§14)
}

void BlackjackRound::insure(int boxNumber, std::size_t bettor, const Money &amount)
{
    if (!insuranceOpen()) {
        if (m_phase == Phase::Over || m_dealer.size() > 1)
            throw InputError("insurance", "insurance closes before the dealer's second card (art. 14 §13)");
        if (!isAce(m_dealer.front()))
            throw InputError("insurance",
                "insurance is offered only when the dealer's first card is an ace, not "
                    + m_dealer.front().toString() + " (art. 14 §13)");
        throw InputError(
            "insurance", "insurance is closed: a player has already taken a third card (art. 14 §13)");
    }
    Box &box = boxByNumber(boxNumber, "box");
    if (bettor >= box.bets.size())
        throw InputError("bettor",
            boxName(boxNumber) + " has " + std::to_string(box.bets.size()) + " bet(s), no bettor "
                + std::to_string(bettor));
    if (box.evenMoney)
        throw InputError(
            "insurance", boxName(boxNumber) + " took even money: its bet is already paid (art. 14 §12 β)");
    if (!box.insurance[bettor].isZero())
        throw InputError("insurance", "that bet on " + boxName(boxNumber) + " is already insured");
    if (amount.isZero() || amount.isNegative())
        throw InputError("insurance", "must be more than 0, not " + amount.toString());
    if (!amount.isMultipleOf(m_rules.chipUnit))
        throw InputError("insurance",
            "bets are made in chips (art. 14 §16): " + amount.toString() + " is not a whole number of "
                + m_rules.chipUnit.toString() + " chips");
    if (amount.value() > box.bets[bettor].times(m_rules.insuranceLimit))
        throw InputError("insurance",
            "insurance is at most half the bet (art. 14 §13): "
                + Money::floorTo(box.bets[bettor].times(m_rules.insuranceLimit), m_rules.chipUnit).toString()
                + " on a bet of " + box.bets[bettor].toString() + ", not " + amount.toString());
    box.insurance[bettor] = amount;
}

void BlackjackRound::takeEvenMoney(int boxNumber)
{
    if (m_phase == Phase::Over || m_dealer.size() > 1)
        throw InputError(
            "even_money", "even money is offered before the dealer's second card (art. 14 §12 β)");
    if (!isAce(m_dealer.front()))
        throw InputError("even_money",
            "even money is offered only against a dealer ace, not " + m_dealer.front().toString()
                + " (art. 14 §12 β)");
    Box &box = boxByNumber(boxNumber, "box");
    const std::size_t index = static_cast<std::size_t>(&box - m_boxes.data());
    Hand &hand = box.hands.front();
    if (box.hands.size() != 1 || !hand.cards.isBlackjack()
        || (hand.state != HandState::Playing && hand.state != HandState::Blackjack))
        throw InputError("even_money",
            boxName(boxNumber) + " has no blackjack waiting: " + hand.cards.toString() + " (art. 14 §12 β)");
    settleBettors(index, 0, BlackjackBet::EvenMoney, HandState::Paid);
    box.evenMoney = true;
}

void BlackjackRound::burnFaceUpCard()
{
    if (m_phase == Phase::Over)
        throw InputError("burn", "the round is over");
    if (m_shoe.remaining() == 0)
        throw InputError("shoe", "the shoe is empty");
    for (const Card c : m_shoe.burn(1)) // §7 ¶1
        m_burned.push_back(c);
}

void BlackjackRound::exposeCards(std::size_t count)
{
    if (m_phase != Phase::Players)
        throw InputError("exposed", "cards are exposed to a player during the players' turns (art. 14 §7)");
    if (count == 0)
        throw InputError("exposed", "at least one card");
    for (std::size_t i = 0; i < count; ++i)
        m_exposed.push_back(draw());
    if (!m_exposedAfterBox)
        m_exposedAfterBox = m_box;
}

void BlackjackRound::playDealer()
{
    if (m_phase == Phase::Players)
        throw InputError("dealer",
            "the dealer plays after every box: " + boxName(m_boxes[m_box].number)
                + " is still playing (art. 14 §12 γ)");
    if (m_phase == Phase::Over)
        throw InputError("dealer", "the round is over");
    // §7: exposed cards nobody took go to the dealer, in order, while he must draw.
    const auto dealerCard = [this] {
        if (m_exposed.empty())
            return draw();
        const Card c = m_exposed.front();
        m_exposed.erase(m_exposed.begin());
        return c;
    };
    m_dealer.push_back(dealerCard()); // no hole card: his second card now (§12 γ)

    if (isAce(m_dealer.front()))
        // §13: a dealer blackjack pays the insurances 2:1, anything else collects them.
        for (std::size_t b = m_boxes.size(); b-- > 0;)
            settleBettors(b, 0, BlackjackBet::Insurance, HandState::Playing);

    while (dealerDecision(m_dealer, m_rules) == DealerDecision::Hit) // §12 γ
        m_dealer.push_back(dealerCard());
    m_burned.insert(m_burned.end(), m_exposed.begin(), m_exposed.end()); // §7: "τα υπόλοιπα καίγονται"
    m_exposed.clear();
    m_exposedAfterBox.reset();

    // §12 δ: from the dealer's right to his left: the last box dealt first, and
    // within a box its hands from the player's left (the last played) to his right.
    for (std::size_t b = m_boxes.size(); b-- > 0;)
        for (std::size_t h = m_boxes[b].hands.size(); h-- > 0;) {
            const HandState s = m_boxes[b].hands[h].state;
            if (s == HandState::Stood || s == HandState::TwentyOne || s == HandState::Blackjack)
                settleBettors(b, h, BlackjackBet::Main, HandState::Settled);
        }
    m_phase = Phase::Over;
}

} // namespace croupier
