#include "BlackjackTable.h"

#include "BlackjackHand.h"
#include "InputError.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <string>
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

/// "box.bettor": a bet before the deal (there are no hands yet).
std::string bettorKey(int box, std::size_t bettor) { return std::to_string(box) + "." + std::to_string(bettor); }

constexpr const char *kSection2 = "art. 14 §2";
constexpr const char *kSection7 = "art. 14 §7";
constexpr const char *kSection8 = "art. 14 §8";
constexpr const char *kSection10 = "art. 14 §10";
constexpr const char *kSection11 = "art. 14 §11";
constexpr const char *kSection12a = "art. 14 §12 α";
constexpr const char *kSection16 = "art. 14 §16";
constexpr int kDeck = 52;

} // namespace

BlackjackTable::BlackjackTable(BlackjackRules rules, std::uint64_t seed)
    : m_rules(std::move(rules))
    , m_rng(seed)
    , m_cutRng(seed ^ 0x6375742d63617264ULL) // "cut-card": the cuts' own stream
{
    m_rules.validate();
    // The table's first shoe, drawn now as it always was (so a seed deals the same game); the
    // dealer opens it with the steps of §2–6 before the first deal (planOpening()).
    newShoe(makeBlackjackShoe(m_rules, m_rng), true);
    planNextRound();
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
    // Taken as opened (§2–6 done); the shoes after it open as any other.
    m_tableOpened = true;
    m_handShoeDue = false;
    m_shoeReady = false;
    if (roundOver())
        planNextRound();
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

bool BlackjackTable::settled() const
{
    return !m_round
        || (m_dealerStood && m_acked >= m_round->steps().size() && (m_exposedBurn == 0 || m_exposedBurnDone));
}

bool BlackjackTable::roundOver() const { return settled() && m_endDone >= endSteps().size(); }

std::vector<BlackjackTable::Expectation> BlackjackTable::endSteps() const
{
    std::vector<Expectation> out;
    if (!m_round)
        return out;
    if (m_atShuffler) {
        // §10: right after the round every card used or burned in it goes back into the machine
        // (the procedure of a table at the machine, incidents on or off).
        const std::string used = std::to_string(m_shoe->dealt());
        out.push_back({{"to-shuffler", "shuffler", used, kSection10}, {"shuffler-return", {used}}, 0});
    } else if (m_incidentsOn && m_shoe->cutCardOut()) {
        // §8: the round in which the cut card came out is finished and is the last of the shoe.
        out.push_back({{"last-round", {}, {}, kSection8}, {"last-round", {std::to_string(m_shoeNumber)}}, 0});
    }
    return out;
}

Incident BlackjackTable::lastRoundIncident() const
{
    Incident i {"last-coup", kSection8, {}};
    i.add("shoe", m_shoeNumber).add("cards_dealt", static_cast<long long>(m_shoe->dealt()));
    return i;
}

std::optional<Incident> BlackjackTable::pendingIncident() const
{
    if (m_incident)
        return m_incident;
    // §8: the round in which the cut card came out is settled; its call is due (endSteps()).
    if (expected().action == "last-round")
        return lastRoundIncident();
    return std::nullopt;
}

void BlackjackTable::setIncidents(IncidentSchedule schedule)
{
    m_incidents = std::move(schedule);
    m_incidentsOn = m_incidents.on();
    // Between rounds, unless the dealer has begun the steps before the deal (then from the next round).
    if (roundOver() && m_openDone == 0 && m_preDone == 0)
        planNextRound();
}

Shoe BlackjackTable::machineShoe()
{
    Shoe shoe(m_rules.decks);
    Rng order(m_incidents.below(UINT64_MAX)); // the machine's order: the incidents' stream, not the table's
    shoe.shuffle(order);
    return shoe;
}

void BlackjackTable::planNextRound()
{
    m_preDeal.clear();
    m_preDone = 0;
    m_roundKind.clear();
    m_plannedBets.reset();
    m_incident.reset();
    m_opening.clear();
    m_openDone = 0;
    // The house brings the machine (§10) to a table whose hand shoe has been dealt to its
    // last round, called as the round's incident (§8): a table at the machine stays there,
    // so a changeover before that would leave the table's record no cut card to call. A
    // forced changeover (tests, screenshots) comes at once.
    std::vector<std::string> kinds{"exposed-card", "standing-bettor", "over-limit"};
    if (m_atShuffler || m_lastRoundCalled || m_incidents.forced() == "shuffler")
        kinds.push_back("shuffler");
    const auto kind = m_incidentsOn && m_incidents.due() ? m_incidents.pick(kinds) : std::nullopt;
    if (kind)
        m_roundKind = *kind;
    if (m_roundKind == "standing-bettor" || m_roundKind == "over-limit") {
        // The players bet now (the same draws the deal would make), then the incident acts on the bets.
        std::vector<BlackjackBox> bets = simulatedBets();
        if (m_roundKind == "standing-bettor")
            planStandingBettors(bets);
        else
            planOverLimit(bets);
        m_plannedBets = std::move(bets);
    } else if (m_roundKind == "shuffler") {
        // §9, §10: at a hand shoe, the table emptied and the casino runs it with a shuffling machine
        // from now on ("changeover"); at the machine, its players left with no bet and a new one has
        // come ("reload", §10's last paragraph). Either way the whole of §10 (planOpening()).
        Incident i {"shuffler", kSection10, {}};
        i.add("stage", m_atShuffler ? "reload" : "changeover");
        m_incident = std::move(i);
    }
    planOpening();
}

void BlackjackTable::planOpening()
{
    const bool machine = m_roundKind == "shuffler";
    if (!machine && !m_handShoeDue)
        return;
    const std::string all = std::to_string(m_rules.decks * kDeck);
    const std::string burn = std::to_string(m_rules.burnCards);
    if (machine && m_atShuffler) // §10, last paragraph: the players left; the cards come out of the machine
        m_opening.push_back({{"from-shuffler", "shuffler", all, kSection10}, {"shuffler-unload", {all}}, 0});
    if (!m_tableOpened) // §2: counted and checked at the table's opening (and its closing)
        m_opening.push_back({{"count", "shoe", all, kSection2}, {"shoe-count", {all}}, 0});
    // §2: spread in piles, shuffled, cut, stacked; §3: a player cuts, at least one deck on each
    // side (Croupier's reading of "είτε προς τα πάνω είτε προς τα κάτω"); the top part goes to the back.
    // §10 applies §1–3 as they are at the machine.
    const std::string shuffleSource = machine ? kSection10 : kSection2;
    const std::string cutSource = machine ? std::string(kSection10) : sourceOf("cut");
    m_opening.push_back({{"shuffle", "shoe", all, shuffleSource}, {"shoe-shuffle", {all}}, 0});
    const int cards = m_rules.decks * kDeck;
    if (!m_nextCut) // drawn once an opening, however often the round is planned again
        m_nextCut = kDeck + int(m_cutRng.below(std::uint64_t(cards - 2 * kDeck + 1)));
    const std::string lifted = std::to_string(*m_nextCut);
    m_opening.push_back({{"cut", "player", lifted, cutSource}, {"shoe-cut", {lifted}}, 0});
    if (machine) {
        // §10: no cut card (§4 does not apply); the cards into the machine, five burned unseen (§6 there).
        m_opening.push_back({{"to-shuffler", "shuffler", all, kSection10},
            {m_atShuffler ? "shuffler-reload" : "shuffler-load", {all}}, 0});
        m_opening.push_back({{"burn", "shuffler", burn, kSection10}, {"shuffler-burn", {burn}}, 0});
    } else {
        // §4: the cut card with about one deck behind it; §5: into the shoe as it lies; §6: five burned.
        const std::string behind = std::to_string(m_rules.cardsBehindCutCard);
        m_opening.push_back({{"cut-card", "shoe", behind, sourceOf("cut-card")}, {"cut-card-placed", {behind}}, 0});
        m_opening.push_back({{"burn", "shoe", burn, sourceOf("burn")}, {"shoe-burn", {burn}}, 0});
    }
}

void BlackjackTable::planStandingBettors(std::vector<BlackjackBox> &bets)
{
    // §11: up to two standing bettors beside the seated player of a box, each at least the
    // minimum, the box together at most the maximum.
    std::vector<std::size_t> open;
    for (std::size_t b = 0; b < bets.size(); ++b)
        if (bets[b].bets.size() == 1 && bets[b].bets.front() + m_rules.minimumBet <= m_rules.maximumBet())
            open.push_back(b);
    if (open.empty()) {
        m_roundKind.clear();
        return;
    }
    BlackjackBox &box = bets[open[std::size_t(m_incidents.below(open.size()))]];
    static constexpr int kStanding[] {1, 2, 3, 5}; // times the minimum
    const int wanted = 1 + int(m_incidents.below(2));
    Money total = box.bets.front();
    for (int k = 0; k < wanted; ++k) {
        Money stake = m_rules.minimumBet * kStanding[m_incidents.below(std::size(kStanding))];
        if (total + stake > m_rules.maximumBet())
            stake = m_rules.minimumBet;
        if (total + stake > m_rules.maximumBet())
            break;
        box.bets.push_back(stake);
        total = total + stake;
    }
    Incident i {"standing-bettor", kSection11, {}};
    i.add("box", box.number).add("standing", static_cast<long long>(box.bets.size() - 1));
    if (box.bets.size() == 3 && m_incidents.below(2) == 0) {
        // A third standing bettor asks to bet on the full box: refused (§11: "μέχρι δύο (2) το πολύ").
        const std::string stake = m_rules.minimumBet.toString();
        m_preDeal.push_back({{"refuse", bettorKey(box.number, 3), stake, kSection11},
            {"standing-bettor-refused", {std::to_string(box.number), stake}}, box.number});
        i.add("refused", stake);
    }
    m_incident = std::move(i);
}

void BlackjackTable::planOverLimit(std::vector<BlackjackBox> &bets)
{
    // §16: no bet above the table maximum; §11: the bets of a box together at most the maximum.
    BlackjackBox &box = bets[std::size_t(m_incidents.below(bets.size()))];
    const Money maximum = m_rules.maximumBet();
    const bool boxTotal = box.bets.size() < 3 && m_incidents.below(2) == 1;
    Money asked;
    Money others;
    std::size_t bettor = 0;
    if (boxTotal) {
        // A standing bettor's bet within the maximum that takes the box over it.
        for (const Money &b : box.bets)
            others = others + b;
        asked = maximum - others + m_rules.minimumBet * (1 + int(m_incidents.below(5)));
        if (asked > maximum)
            asked = maximum;
        bettor = box.bets.size();
        box.bets.push_back(asked);
    } else {
        // One bet above the maximum (on a box of its own).
        asked = maximum + m_rules.minimumBet * (1 + int(m_incidents.below(20)));
        box.bets = {asked};
    }
    const Money allowed = maximum > others ? maximum - others : Money();
    const bool reducible = allowed >= m_rules.minimumBet;
    std::vector<std::string> args {std::to_string(box.number), std::to_string(bettor), asked.toString(),
        allowed.toString()};
    const char *source = boxTotal ? kSection11 : kSection16;
    if (reducible)
        m_preDeal.push_back({{"reduce", bettorKey(box.number, bettor), allowed.toString(), source},
            {"over-limit-reduce", std::move(args)}, box.number});
    else
        m_preDeal.push_back(
            {{"refuse", bettorKey(box.number, bettor), {}, source}, {"over-limit-refuse", std::move(args)}, box.number});
    Incident i {"over-limit", source, {}};
    i.add("case", boxTotal ? "box-total" : "bet")
        .add("box", box.number)
        .add("bettor", static_cast<long long>(bettor))
        .add("asked", asked.toString())
        .add("maximum", maximum.toString())
        .add("allowed", allowed.toString());
    m_incident = std::move(i);
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
    // The players bet (before the incident, when it acts on the bets), then the shoe is changed.
    std::vector<BlackjackBox> bets = m_plannedBets ? std::move(*m_plannedBets) : simulatedBets();
    m_plannedBets.reset();
    m_round.reset();
    if (m_refillShuffler) {
        // §10: the cards of the last round went back into the machine, which deals them again.
        m_refillShuffler = false;
        m_shoe = std::make_unique<Shoe>(machineShoe());
    }
    m_round = std::make_unique<BlackjackRound>(m_rules, std::move(bets), *m_shoe);
    m_exposePlanned = m_roundKind == "exposed-card";
    if (m_exposePlanned) {
        // §7: at the turn of a box drawn here (or the next one that plays), a card shows its face
        // from the shoe (¶1: burned), or one or two come out that its player did not ask for (¶2).
        m_exposeAt = std::size_t(m_incidents.below(m_round->boxes().size()));
        m_exposeFaceUp = m_incidents.below(3) == 0;
        m_exposeCount = 1 + std::size_t(m_incidents.below(2));
    }
    m_exposeDone = false;
    m_dealerFromExposed = 0;
    m_exposedBurn = 0;
    m_exposedBurnDone = false;
    m_endDone = 0;
    m_insuranceOffered = false;
    m_acked = 0;
    m_dealerStepStart = 0;
    m_dealerShown = 1;
    m_dealerAnnounced = 1;
    m_dealerPlayed = false;
    m_dealerStood = false;
    m_playerCall.reset();
    std::vector<DealerStep> before = std::move(m_record.steps); // the steps before the deal (incidents)
    m_record = {};
    m_record.steps = std::move(before);
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
        // §11, §13: a standing bettor insures his own bet, up to half of it (the incidents' draws).
        if (m_incidentsOn && !blackjack && !box.evenMoney)
            for (std::size_t k = 1; k < box.bets.size(); ++k)
                if (m_incidents.below(2) == 0) {
                    const Money half =
                        Money::floorTo(box.bets[k].times(m_rules.insuranceLimit), m_rules.chipUnit);
                    if (!half.isZero())
                        m_round->insure(box.number, k, half);
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

void BlackjackTable::playerTakesOrRefuses()
{
    // §7 ¶2: the player in turn takes the exposed card when he would ask for a card now; a
    // refusal ends his hand ("με την άρνηση τους οριστικοποιούν το αποτέλεσμα").
    const auto turn = *m_round->turn();
    const auto &box = m_round->boxes()[turn.first];
    const auto &hand = box.hands[turn.second];
    const std::string card = m_round->exposedCards().front().toString();
    if (basicStrategy(hand.cards, m_round->dealer().front(), false, false) == Choice::Hit) {
        m_playerCall = PlayerCall {"accept", box.number, card};
        m_round->hit();
    } else {
        m_playerCall = PlayerCall {"refuse", box.number, card};
        m_round->stand();
    }
}

BlackjackTable::Expectation BlackjackTable::expectation() const
{
    if (settled() && m_round) {
        const std::vector<Expectation> end = endSteps();
        if (m_endDone < end.size())
            return end[m_endDone];
    }
    if (roundOver()) {
        if (m_openDone < m_opening.size())
            return m_opening[m_openDone];
        if (m_preDone < m_preDeal.size())
            return m_preDeal[m_preDone];
        return {{"deal", {}, {}, sourceOf("deal-order")}, {"round-over", {}}, 0};
    }
    if (m_dealerStood && m_exposedBurn > 0 && !m_exposedBurnDone) {
        // §7: once the dealer has 17 or more, the exposed cards nobody took are burned.
        const std::string n = std::to_string(m_exposedBurn);
        return {{"burn", "exposed", n, kSection7}, {"exposed-cards-burned", {n}}, 0};
    }
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
        if (m_exposePlanned && m_exposeFaceUp && !m_exposeDone && turn.first >= m_exposeAt && m_shoe->peek()) {
            const Card card = *m_shoe->peek(); // §7 ¶1: it showed its face: burned
            return {{"burn", "shoe", card.toString(), kSection7}, {"face-up-card-burned", {card.dealerText()}},
                box.number};
        }
        if (m_round->offeringExposed()) {
            const Card card = m_round->exposedCards().front();
            std::vector<std::string> args = whoArgs(box, turn.second);
            args.push_back(card.dealerText());
            return {{"offer", handKey(box.number, turn.second), card.toString(), kSection7},
                {"exposed-card-offered", std::move(args)}, box.number};
        }
        const BlackjackCount c = box.hands[turn.second].cards.count();
        std::vector<std::string> args = whoArgs(box, turn.second);
        args.push_back(std::to_string(c.total));
        return {{"announce", handKey(box.number, turn.second), std::to_string(c.total), sourceOf("deal-order")},
            {c.soft ? "announce-soft" : "announce", std::move(args)}, box.number};
    }
    const auto &dealer = m_round->dealer();
    const BlackjackCount c = *dealerCount();
    const std::string stands = sourceOf("dealer-stands-soft-17");
    if (m_dealerShown >= 2 && m_dealerAnnounced < m_dealerShown) {
        // §12 α: after every card he deals, to a player or to himself, the dealer announces the total;
        // §12 δ: his own is stated before he settles.
        const std::string total = std::to_string(c.total);
        const char *key = c.bust ? "dealer-announce-bust"
            : c.blackjack        ? "dealer-announce-blackjack"
            : c.soft             ? "dealer-announce-soft"
                                 : "dealer-announce";
        return {{"announce", "dealer", total, kSection12a}, {key, {total}}, 0};
    }
    if (m_dealerShown < dealer.size()) {
        if (m_dealerShown <= m_dealerFromExposed) {
            // §7: nobody took it: the dealer takes the exposed card, in the order they came out.
            const Card card = dealer[m_dealerShown];
            return {{"hit", "dealer", card.toString(), kSection7}, {"exposed-card-to-dealer", {card.dealerText()}}, 0};
        }
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
    if (roundOver() && (m_openDone < m_opening.size() || m_preDone < m_preDeal.size()))
        return applyBeforeDeal(e, step);
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
    } else if (want.action == "announce" && want.target == "dealer") {
        m_dealerAnnounced = m_dealerShown; // §12 α
    } else if (want.action == "announce") {
        const auto turn = *m_round->turn();
        if (m_exposePlanned && !m_exposeFaceUp && !m_exposeDone && turn.first >= m_exposeAt) {
            // §7 ¶2: the dealer misread the player's sign: cards come out that he did not ask for.
            m_round->exposeCards(m_exposeCount);
            m_exposeDone = true;
            Incident i {"exposed-card", kSection7, {}};
            i.add("case", "not-asked-for")
                .add("box", m_round->boxes()[turn.first].number)
                .add("cards", joinCards(m_round->exposedCards()));
            m_incident = std::move(i);
        }
        playerDecides();
    } else if (want.action == "offer") {
        playerTakesOrRefuses();
    } else if (want.action == "burn" && e.why.key == "face-up-card-burned") {
        m_round->burnFaceUpCard();
        m_exposeDone = true;
        Incident i {"exposed-card", kSection7, {}};
        i.add("case", "face-up").add("box", e.box).add("cards", want.value);
        m_incident = std::move(i);
    } else if (want.action == "burn") {
        m_exposedBurnDone = true;
        TableEvent burned;
        burned.kind = TableEvent::Kind::CardsBurned;
        burned.value = want.value;
        m_events.push_back(burned);
    } else if (want.action == "last-round") {
        ++m_endDone;
        if (!m_incident) {
            // §8: the cut card came out in this round: the last of the shoe.
            if (m_incidents.forced() == "last-coup")
                m_incidents.pick({"last-coup"});
            m_incident = lastRoundIncident();
            m_lastRoundCalled = true;
        }
    } else if (want.action == "to-shuffler") {
        ++m_endDone;
        m_refillShuffler = true;
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
        const std::size_t exposed = m_round->exposedCards().size();
        const std::size_t burnedBefore = m_round->burned().size();
        m_round->playDealer(); // the engine draws and settles; the dealer shows it card by card
        m_dealerPlayed = true;
        // §7: the dealer took the exposed cards nobody took while he had to draw; the rest are burned.
        m_exposedBurn = m_round->burned().size() - burnedBefore;
        m_dealerFromExposed = exposed - m_exposedBurn;
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
        if (m_incident && m_incident->kind == "exposed-card" && m_incident->detail("case") == "not-asked-for") {
            const long long count = static_cast<long long>(m_exposeCount);
            const long long toDealer = static_cast<long long>(m_dealerFromExposed);
            const long long burned = static_cast<long long>(m_exposedBurn);
            m_incident->add("to_boxes", count - toDealer - burned).add("to_dealer", toDealer).add("burned", burned);
        }
        m_record.incident = m_incident;
        m_finished = std::move(m_record);
        m_record = {};
        if (!m_atShuffler && BlackjackRound::lastRoundOfShoe(*m_shoe)) {
            // §8: that round was the last of the shoe: the shuffle of §2 again before the next one.
            m_handShoeDue = true;
            m_shoeReady = false;
        }
        planNextRound();
    }
    return std::nullopt;
}

std::optional<Refusal> BlackjackTable::applyBeforeDeal(const Expectation &e, const DealerStep &step)
{
    const DealerStep &want = e.step;
    const bool opening = m_openDone < m_opening.size();
    const bool overLimit = e.why.key == "over-limit-reduce" || e.why.key == "over-limit-refuse";
    // §11, §16: an over-limit bet is reduced to what is allowed, or refused: either is right.
    const bool refusing = overLimit && step.action == "refuse";
    if ((step.action != want.action && !refusing) || (!step.target.empty() && step.target != want.target))
        return Refusal {e.why.key, e.why.args, want.source};
    if (opening && (want.action == "count" || !step.value.empty())) {
        // The count is said (§2); any other opening step's number, when given, is the right one.
        const auto said = saidNumber(step.value);
        if (!said || std::to_string(*said) != want.value) {
            std::vector<std::string> args {step.value, e.why.key};
            args.insert(args.end(), e.why.args.begin(), e.why.args.end());
            return Refusal {"wrong-value", std::move(args), want.source};
        }
    }
    if (want.action == "reduce" && !refusing) {
        bool same = false;
        try {
            same = Money::parseCanonical(step.value) == Money::parseCanonical(want.value);
        } catch (const InputError &) {
        }
        if (!same) {
            std::vector<std::string> args {step.value, e.why.key};
            args.insert(args.end(), e.why.args.begin(), e.why.args.end());
            return Refusal {"wrong-value", std::move(args), want.source};
        }
    }
    DealerStep done = want;
    if (overLimit) {
        auto &bets = *m_plannedBets;
        const auto box = std::find_if(bets.begin(), bets.end(), [&](const BlackjackBox &b) { return b.number == e.box; });
        const std::size_t bettor = std::size_t(std::stoul(e.why.args[1]));
        if (refusing) {
            if (box->bets.size() == 1 && bets.size() == 1)
                return Refusal {"over-limit-last-box", {std::to_string(e.box)}, want.source};
            done = {"refuse", want.target, {}, want.source};
            box->bets.erase(box->bets.begin() + std::ptrdiff_t(bettor));
            if (box->bets.empty())
                bets.erase(box);
            m_incident->add("decision", "refused");
        } else {
            box->bets[bettor] = Money::parseCanonical(want.value);
            m_incident->add("decision", "reduced");
        }
    } else if (e.why.key == "shoe-cut") {
        m_nextCut.reset(); // §3: the player has cut
    } else if (e.why.key == "shoe-count") {
        m_tableOpened = true; // §2
    } else if (e.why.key == "shoe-shuffle" && m_roundKind != "shuffler") {
        // §2: a hand shoe. The players' bets are drawn before the shuffle, as they always were, so
        // a seed deals the same game; the order drawn is the stack after the player's cut (§3).
        if (!m_shoeReady) {
            if (!m_plannedBets)
                m_plannedBets = simulatedBets();
            newShoe(makeBlackjackShoe(m_rules, m_rng), true);
        } else {
            TableEvent started;
            started.kind = TableEvent::Kind::ShoeStarted;
            m_events.push_back(started);
        }
        m_shoeReady = false;
        m_handShoeDue = false;
    } else if (e.why.key == "shuffler-load" || e.why.key == "shuffler-reload") {
        // §10: the cards (counted, shuffled and cut, §1–3) go into the machine; no cut card (§4).
        m_round.reset(); // it dealt from the shoe the cards leave
        m_shoe = std::make_unique<Shoe>(machineShoe());
        ++m_shoeNumber;
        m_atShuffler = true;
        m_handShoeDue = false;
        m_shoeReady = false;
        m_refillShuffler = false;
        m_laid.clear();
        TableEvent started;
        started.kind = TableEvent::Kind::ShoeStarted;
        m_events.push_back(started);
    } else if (e.why.key == "shuffler-burn") {
        m_shoe->burn(std::size_t(m_rules.burnCards)); // §10: the first five, unseen, once
        m_burnPending = m_rules.burnCards;
        TableEvent burned;
        burned.kind = TableEvent::Kind::CardsBurned;
        burned.value = want.value;
        m_events.push_back(burned);
    }
    // "standing-bettor-refused": the third standing bettor's bet is not placed; nothing changes.
    // "shoe-cut", "cut-card-placed", "shoe-burn" (§3–6): done on the stack makeBlackjackShoe() drew;
    // "shuffler-unload": the cards out of the machine, stacked before the dealer (§10).
    if (opening)
        ++m_openDone;
    else
        ++m_preDone;
    m_record.steps.push_back(done);
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
