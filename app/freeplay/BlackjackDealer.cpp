#include "BlackjackDealer.h"

#include "text/WordsText.h"

#include "Amounts.h"

#include "InputError.h"
#include "Money.h"

#include <QRandomGenerator>

#include <algorithm>

namespace croupier {

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
QString qs(const Money &m) { return QString::fromStdString(m.toString()); }

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
    : TableDealer(parent)
    , m_dealerCards(new CardListModel(this))
    , m_boxModel(new BlackjackBoxModel(this))
{
    for (auto &box : m_hands)
        for (auto &hand : box)
            hand = new CardListModel(this);
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
    // Kept within what the rules allow (BlackjackRules::minDecks, maxDecks).
    decks = std::clamp(decks, BlackjackRules::minDecks, BlackjackRules::maxDecks);
    if (decks == m_rules.decks)
        return;
    m_rules.decks = decks;
    emit seedChanged();
    restart();
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
    m_table = std::make_unique<BlackjackTable>(m_rules, seed);
    m_tableSeed = seed;
    m_table->setIncidents(IncidentSchedule(seed, incidentRate()));
    flush();
    resetCounts();
    m_message = nullptr;
    m_source.clear();
    syncModels();
    emit changed();
}

void BlackjackDealer::applyIncidentRate()
{
    if (!m_table)
        return;
    IncidentSchedule s(m_tableSeed + std::uint64_t(m_table->roundsPlayed()), incidentRate());
    if (!m_forced.empty() && !m_table->incident())
        s.force(m_forced);   // a kind asked for (tests, screenshots) outlives a new rate
    m_table->setIncidents(std::move(s));
}

void BlackjackDealer::fastForward(int cards)
{
    if (!m_table)
        return;
    flush();
    // At most one shoe: a table at the machine has no cut card to come to.
    const int shoe = m_table->shoeNumber();
    for (int guard = 0; guard < 20000 && m_table->shoeNumber() == shoe; ++guard) {
        const DealerStep s = m_table->expected();
        if (s.empty() || (m_table->cardsBeforeCut() <= cards && s.action == "deal"))
            break;
        if (m_table->apply(s))
            break;
    }
    syncModels();
    flush();
    resetCounts();
    emit changed();
}

void BlackjackDealer::forceIncident(const QString &kind)
{
    m_forced = kind.toStdString();
    applyIncidentRate();
    syncModels();
    emit changed();
}

QString BlackjackDealer::incidentKind() const
{
    // The round's incident, or the last round (§8) as soon as its call is due (the engine's).
    const std::optional<Incident> pending = m_table->pendingIncident();
    return pending ? qs(pending->kind) : QString();
}

QString BlackjackDealer::incident() const
{
    const std::optional<Incident> pending = m_table->pendingIncident();
    if (!pending)
        return {};
    const std::string k = pending->kind;
    if (k == "exposed-card")
        return tr("Exposed cards (art. 14 §7): a card seen face up is burned; cards that come out unasked are offered, "
                  "one at a time in order, to the following boxes; the dealer takes what nobody takes up to 17; the "
                  "rest is burned.");
    if (k == "standing-bettor")
        return tr("Standing bettors (art. 14 §11): up to two beside the seated player, each at least the minimum, the "
                  "box at most the maximum; only the seated player decides; each is settled on his own.");
    if (k == "over-limit")
        return tr("Limits (art. 14 §11, §16): a bet above the maximum, or a box whose bets together pass it, is reduced "
                  "or refused before the deal.");
    if (k == "last-coup")
        return tr("Last round (art. 14 §8): the round in which the cut card comes out is completed and is the last of "
                  "the shoe; the next shoe is shuffled, cut and five cards burned (§2–6; counted only at the table's opening).");
    if (k == "shuffler")
        return tr("Shuffling machine (art. 14 §10): no cut card; five cards burned once; right after each round every "
                  "card used or burned in it goes back into the machine.");
    return {};
}

void BlackjackDealer::startWithShoe(std::vector<Card> cards, std::vector<BlackjackBox> boxes)
{
    m_table->loadStackedShoe(std::move(cards), std::move(boxes));
    syncModels();
    emit changed();
}

QString BlackjackDealer::boxText(int number, bool inSentence) const
{
    if (inSentence)
        //: A box of the blackjack layout (χώρισμα, art. 14), numbered from the dealer's left, inside a sentence ("Settle box 2").
        return tr("box %1").arg(number);
    //: A box of the blackjack layout (χώρισμα, art. 14), numbered from the dealer's left, at a sentence's start.
    return tr("Box %1").arg(number);
}

QString BlackjackDealer::whoText(const std::string &box, const std::string &hand, bool inSentence) const
{
    const QString who = boxText(std::stoi(box), inSentence);
    if (hand.empty())
        return who;
    //: A hand of a split box: %1 "Box 3", %2 the hand's number in playing order.
    return tr("%1, hand %2").arg(who, qs(hand));
}

QString BlackjackDealer::dealerTotal() const
{
    const auto c = m_table->dealerCount();
    if (!c)
        return {};
    if (c->blackjack)
        return tr("Blackjack");
    if (c->bust)
        //: The dealer's hand went over 21.
        return tr("%1, bust").arg(c->hard);
    //: A soft total of the dealer's hand (an ace counted 11).
    return c->soft ? tr("soft %1").arg(c->total) : QString::number(c->total);
}

QString BlackjackDealer::playerCall() const
{
    const auto &call = m_table->playerCall();
    // A player's call is said while the players play (and insure): once the dealer plays his
    // own hand, settles or the round is over it is an old line, cleared (issue 17).
    const BlackjackTable::Expectation want = m_table->expectation();
    const bool playersTurn = (want.step.action == "announce" && want.step.target != "dealer")
                             || want.step.action == "insurance"
                             || (want.step.action == "collect" && want.why.key == "bust-collected");
    if (!call || !playersTurn)
        return {};
    const QString who = boxText(call->box);
    if (call->kind == "hit")
        //: What a simulated player says: he wants another card.
        return tr("%1 asks for a card.").arg(who);
    if (call->kind == "stand")
        return tr("%1 stands.").arg(who);
    if (call->kind == "double")
        return tr("%1 doubles down: one card.").arg(who);
    if (call->kind == "split")
        return tr("%1 splits the pair.").arg(who);
    if (call->kind == "even-money")
        return tr("%1 takes even money.").arg(who);
    if (call->kind == "accept")
        //: Free play, blackjack (art. 14 §7): a simulated player takes the card that came out unasked; %2 the card ("9♥")
        return tr("%1 takes the exposed %2.").arg(who, qs(Card::parse(call->amount).dealerText()));
    if (call->kind == "refuse")
        //: Free play, blackjack (art. 14 §7): a simulated player refuses the card that came out unasked; %2 the card ("9♥")
        return tr("%1 refuses the exposed %2.").arg(who, qs(Card::parse(call->amount).dealerText()));
    return tr("%1 insures for %2.").arg(who, qs(call->amount));
}

QString BlackjackDealer::reasonText(const std::string &key, const std::vector<std::string> &a) const
{
    const auto arg = [&](std::size_t i) { return i < a.size() ? qs(a[i]) : QString(); };
    // {box, hand, …}: the box (and hand) the step is about.
    const auto who = [&] { return whoText(a.at(0), a.at(1)); };
    // The same inside a sentence: "the insurance of box 3".
    const auto whoIn = [&] { return whoText(a.at(0), a.at(1), true); };
    if (key == "round-over")
        //: Free play: the round is over (or none has begun).
        return tr("The round is over: deal the next one.");
    // The opening of a shoe (art. 14 §2–6).
    if (key == "shoe-count")
        //: Free play, blackjack, the table's opening: %1 the cards of the shoe's decks (312 for six)
        return tr("The table opens: count the %1 cards and check that every deck is complete; type the count, "
                  "then N (art. 14 §2).")
            .arg(arg(0));
    if (key == "shoe-shuffle")
        //: Free play, blackjack: %1 the number of cards. Key U.
        return tr("Shuffle the %1 cards: spread them in piles, shuffle, cut and stack them, backs to the players "
                  "(U, art. 14 §2).")
            .arg(arg(0));
    if (key == "shoe-cut")
        //: Free play, blackjack: the dealer gives the cut card to a player; %1 how many cards the player lifts off
        return tr("Give a player the card to cut (T): he lifts %1 cards, leaving at least one deck on each side; "
                  "the top part goes to the back (art. 14 §3).")
            .arg(arg(0));
    if (key == "cut-card-placed")
        //: Free play, blackjack: the cut card (κάρτα τελειώματος) of art. 14 §4; %1 the cards left behind it
        return tr("Place the cut card with about one deck, %1 cards, behind it (K), and put the stack into the shoe "
                  "(art. 14 §4–5).")
            .arg(arg(0));
    if (key == "shoe-burn")
        //: Free play, blackjack: %1 the cards burned (five)
        return tr("Before the deal, burn the first %1 cards unseen into the discard holder (B, art. 14 §6).").arg(arg(0));
    if (key == "dealer-announce" || key == "dealer-announce-soft" || key == "dealer-announce-bust"
        || key == "dealer-announce-blackjack") {
        //: Free play, blackjack: the dealer announces his own total after each of his cards (art. 14 §12 α)
        const QString total = key == "dealer-announce-soft" ? tr("soft %1").arg(arg(0))
            : key == "dealer-announce-bust"                  ? tr("%1, bust").arg(arg(0))
            : key == "dealer-announce-blackjack"             ? tr("Blackjack")
                                                             : arg(0);
        //: %1 the dealer's total ("17", "soft 17", "24, bust", "Blackjack"), %2 the number to type
        return tr("Announce your own total after each of your cards: %1 (type %2, then A; art. 14 §12 α).")
            .arg(total, arg(0));
    }
    if (key == "insurance-offer")
        return tr("The dealer's first card is an ace: offer insurance (and even money to a blackjack) before any "
                  "player takes a third card.");
    if (key == "announce-soft")
        return tr("%1 has a soft %2: the ace counts 11 while the total stays at 21 or under.").arg(who(), arg(2));
    if (key == "announce")
        return tr("%1 has %2.").arg(who(), arg(2));
    if (key == "insurance-collected")
        return tr("No blackjack for the dealer: the insurance of %1 is collected.").arg(whoIn());
    if (key == "bust-collected")
        return tr("%1 is over 21: collect its cards and its bet at once.").arg(who());
    if (key == "dealer-blackjack-collects")
        return tr("The dealer's blackjack beats %1: collect its bet.").arg(whoIn());
    if (key == "lower-total-collected")
        return tr("%1 has less than the dealer: collect its bet.").arg(who());
    if (key == "insurance-paid")
        return tr("The dealer has a blackjack: the insurance of %1 pays 2 to 1: %2 pays %3.").arg(whoIn(), arg(2), arg(3));
    if (key == "even-money-paid")
        return tr("%1 took even money: its blackjack is paid 1 to 1 at once: %2 pays %3.").arg(who(), arg(2), arg(3));
    if (key == "blackjack-paid-at-once")
        return tr("The dealer's first card cannot make a blackjack: pay the blackjack of %1 now, 3 to 2: "
                  "%2 pays %3.")
            .arg(whoIn(), arg(2), arg(3));
    if (key == "blackjack-paid")
        return tr("Blackjack pays 3 to 2: %1, %2 pays %3.").arg(whoIn(), arg(2), arg(3));
    if (key == "win-paid")
        return tr("%1 beats the dealer: it is paid 1 to 1: %2 pays %3.").arg(who(), arg(2), arg(3));
    if (key == "blackjack-push")
        return tr("Blackjack against the dealer's blackjack: %1 pushes; its stake stays, to be taken back.").arg(whoIn());
    if (key == "push")
        return tr("%1 has the dealer's total: a push; its stake stays, to be taken back.").arg(who());
    if (key == "dealer-second-card")
        return tr("Every box has played: the dealer draws his second card now (there is no hole card).");
    if (key == "dealer-draws")
        return tr("The dealer has %1: he must draw on 16 or less.").arg(arg(1) == QLatin1String("1") ? tr("soft %1").arg(arg(0)) : arg(0));
    if (key == "dealer-bust-stands")
        return tr("The dealer has %1, over 21: he takes no more cards.").arg(arg(0));
    if (key == "dealer-soft-17-stands")
        return tr("The dealer has a soft 17: the ace must count 11, so he stands on 17.");
    if (key == "dealer-stands")
        return tr("The dealer has %1: he stands on 17 or more.").arg(arg(0));
    // The incidents (issue 15).
    if (key == "over-limit-reduce" || key == "over-limit-refuse")
        //: %1 the box, %2 the bet, %3 what is allowed
        return tr("Box %1: a bet of %2 takes the box over the maximum; reduce it to %3 or refuse it before the deal "
                  "(art. 14 §11, §16).")
            .arg(arg(0), arg(2), arg(3));
    if (key == "over-limit-last-box")
        return tr("Box %1's bet is the only one on the table: reduce it to the maximum rather than refuse it.").arg(arg(0));
    if (key == "standing-bettor-refused")
        //: %1 the box, %2 the stake
        return tr("Box %1 already has two standing bettors: a third one's %2 is refused (art. 14 §11).").arg(arg(0), arg(1));
    if (key == "face-up-card-burned")
        //: %1 the card as a dealer reads it ("9♥", "10♠")
        return tr("The next card, %1, has shown its face: it is burned and play goes on (art. 14 §7).").arg(arg(0));
    if (key == "exposed-card-offered")
        //: %1 the box and hand, %2 the card
        return tr("The exposed %2 is offered to %1, next in turn: he takes it or refuses it (art. 14 §7).")
            .arg(whoIn(), arg(2));
    if (key == "exposed-card-to-dealer")
        return tr("Nobody took the exposed %1: the dealer takes it while he is under 17 (art. 14 §7).").arg(arg(0));
    if (key == "exposed-cards-burned")
        return tr("The dealer has 17 or more: the %1 exposed cards nobody took are burned (art. 14 §7).").arg(arg(0));
    if (key == "last-round")
        return tr("The cut card came out in this round: it was the last of the shoe; call it (art. 14 §8).");
    if (key == "shuffler-load")
        return tr("The table changes over to the shuffling machine: all %1 cards go into it, with no cut card "
                  "(art. 14 §10).")
            .arg(arg(0));
    if (key == "shuffler-reload")
        //: Free play, blackjack, the shuffling machine: %1 every card
        return tr("A player has come: the %1 cards, shuffled and cut, go back into the machine (art. 14 §10).")
            .arg(arg(0));
    if (key == "shuffler-burn")
        return tr("At the machine the first %1 cards are burned unseen, once (art. 14 §10).").arg(arg(0));
    if (key == "shuffler-return")
        return tr("The round is over at the machine: its %1 cards go back into it at once (art. 14 §10).").arg(arg(0));
    if (key == "shuffler-unload")
        return tr("The players have left: the dealer takes the %1 cards out of the machine (art. 14 §10, last "
                  "paragraph).")
            .arg(arg(0));
    return qs(key); // a key this table does not know: a programming error, shown rather than hidden
}

QString BlackjackDealer::refusalText(const Refusal &refusal, const QString &said) const
{
    if (refusal.reason != "wrong-value")
        return reasonText(refusal.reason, refusal.args);
    // {said, the right step's reason, its args…}
    const std::vector<std::string> args(refusal.args.begin() + 2, refusal.args.end());
    //: A wrong total announced: %1 the reason with the right total, %2 what the trainee said.
    return tr("%1 Not %2.").arg(reasonText(refusal.args.at(1), args), said.isEmpty() ? QStringLiteral("—") : said);
}

QVariantMap BlackjackDealer::expectedAction() const
{
    const BlackjackTable::Expectation e = m_table->expectation();
    return {{QStringLiteral("action"), qs(e.step.action)}, {QStringLiteral("value"), qs(e.step.value)},
        {QStringLiteral("box"), e.box}, {QStringLiteral("text"), reasonText(e.why)},
        {QStringLiteral("source"), qs(e.step.source)}, {QStringLiteral("target"), qs(e.step.target)}};
}

void BlackjackDealer::showMe()
{
    const BlackjackTable::Expectation e = m_table->expectation();
    //: The "Show me" control of free play: the right next step and why.
    m_message = [this, why = e.why] { return tr("Show me: %1").arg(reasonText(why)); };
    m_source = qs(e.step.source);
    TableDealer::showMe();
}

bool BlackjackDealer::act(const QString &action, const QVariant &value)
{
    DealerStep step;
    step.action = action.toStdString();
    step.value = value.toString().trimmed().toStdString();
    if ((action == QLatin1String("pay") || action == QLatin1String("reduce")) && !step.value.empty()) {
        // What the trainee typed, read as his language writes amounts, in whole chips.
        const Amounts::Reading typed = Amounts::read(value.toString(), m_rules.chipUnit);
        if (!typed.amount) {
            m_message = [this, text = value.toString()] {
                return tr("Refused: %1").arg(Amounts::read(text, m_rules.chipUnit).error);
            };
            m_source.clear();
            return refuse([error = typed.error] { return error; });
        }
        step.value = typed.amount->toString();
    }
    return perform(step, value.toString().trimmed());
}

bool BlackjackDealer::perform(const DealerStep &step, const QString &said)
{
    const BlackjackTable::Expectation e = m_table->expectation();
    std::optional<Refusal> refusal;
    try {
        refusal = m_table->apply(step);
    } catch (const InputError &error) {
        // The engine refused a move the basic strategy chose: a programming error, shown rather than crashing.
        m_message = [what = QString::fromStdString(error.what())] { return what; };
        syncModels();
        accept();
        return true;
    }
    if (refusal) {
        //: A refused step in free play: %1 the reason.
        m_message = [this, r = *refusal, said] { return tr("Refused: %1").arg(refusalText(r, said)); };
        m_source = qs(refusal->source);
        const Refusal r = *refusal;
        return refuse([this, r, said] { return refusalText(r, said); }, m_source);
    }
    if (step.action == "deal") {
        m_message = [] { return tr("Dealt: a card to each box from your left, one to you, the second to each box."); };
        clearRoundLines();   // the last round's payment note is an old line now
    }
    else if (step.action == "insurance")
        m_message = [] { return tr("Insurance offered."); };
    else
        m_message = [this, why = e.why] { return tr("Right: %1").arg(reasonText(why)); };
    m_source.clear();
    syncModels();
    accept();
    return true;
}

QString BlackjackDealer::phase() const
{
    const std::string &action = m_table->expectation().step.action;
    if (action == "deal" || action == "insurance")
        return QString::fromStdString(action);
    if (action == "count" || action == "shuffle" || action == "cut" || action == "cut-card"
        || m_table->expectation().why.key == "shoe-burn")
        return QStringLiteral("open"); // the opening of a shoe (art. 14 §2–6)
    if (action == "announce" || action == "hit" || action == "stand")
        return QStringLiteral("play");
    return QStringLiteral("settle");
}

QString BlackjackDealer::source() const { return WordsText::source(m_source); }

QString BlackjackDealer::status() const
{
    const BlackjackTable::Expectation e = m_table->expectation();
    const std::string &action = e.step.action;
    QString s;
    const bool opening = action == "count" || action == "shuffle" || action == "cut" || action == "cut-card"
                         || e.why.key == "shoe-burn";
    const bool incident = action == "reduce" || action == "refuse" || action == "burn" || action == "offer"
                          || action == "last-round" || action == "to-shuffler" || action == "from-shuffler"
                          || (action == "hit" && e.why.key == "exposed-card-to-dealer");
    if (incident) {
        const auto arg = [&](std::size_t i) { return i < e.why.args.size() ? qs(e.why.args[i]) : QString(); };
        const std::string &k = e.why.key;
        const QString what = k == "over-limit-reduce" || k == "over-limit-refuse"
                                 //: Free play, blackjack, an incident: %1 the box, %2 the stake put down
                                 ? tr("Box %1: a bet of %2 is put down.").arg(arg(0), arg(2))
                             : k == "standing-bettor-refused"
                                 ? tr("A third standing bettor puts %2 on box %1.").arg(arg(0), arg(1))
                             : k == "face-up-card-burned" ? tr("The next card in the shoe shows its face: %1.").arg(arg(0))
                             : k == "exposed-card-offered" ? tr("A card came out that nobody asked for: %1.").arg(arg(2))
                             : k == "exposed-card-to-dealer" || k == "exposed-cards-burned"
                                 ? tr("Exposed cards are left that nobody took.")
                             : k == "last-round" ? tr("The round is settled; the cut card came out during it.")
                             : k == "shuffler-load"
                                 ? tr("The table emptied; the casino runs it with a shuffling machine from now on.")
                             : k == "shuffler-burn" ? tr("The machine is loaded.")
                             : k == "shuffler-unload"
                                 ? tr("The players have left the machine's table, and a new one has come.")
                             : k == "shuffler-return" ? tr("The round is settled at the shuffling machine.")
                                                      : tr("The players have left the machine's table.");
        //: Free play, blackjack, an incident: %1 what happened; the keys name the dealer's possible answers
        s = tr("%1 What does the dealer do?").arg(what);
    }
    else if (opening)
        //: Free play, blackjack: the opening of a shoe (art. 14 §2–6), its keys
        s = tr("Open the shoe: count (type it, N), shuffle (U), a player cuts (T), the cut card (K), burn five (B).");
    else if (action == "deal")
        s = tr("Deal the next round (D).");
    else if (action == "insurance")
        s = tr("The dealer's first card is an ace (I offers insurance).");
    else if (action == "announce" && e.step.target == "dealer")
        //: Free play, blackjack: the dealer's own total (art. 14 §12 α)
        s = tr("Your hand: announce your total (type it, then A).");
    else if (action == "announce")
        s = tr("%1: announce its total (type it, then A).").arg(boxText(e.box));
    else if (action == "hit" || action == "stand")
        s = tr("Your hand: draw (H) or stand (S).");
    else
        s = tr("Settle %1: collect (C), pay (type the amount, then P or Enter) or push (L).").arg(boxText(e.box, true));
    if (m_table->cutCardOut() && !opening)
        s += QLatin1Char(' ') + tr("The cut card is out: this is the last round of the shoe.");
    return s;
}

CardListModel *BlackjackDealer::modelOf(const std::string &hand) const
{
    if (hand == "dealer")
        return m_dealerCards;
    const auto dot = hand.find('.');
    if (dot == std::string::npos)
        return nullptr;
    return handCards(std::stoi(hand.substr(0, dot)) - 1, std::stoi(hand.substr(dot + 1)));
}

void BlackjackDealer::clearFelt()
{
    pace([this] {
        m_dealerCards->clear();
        for (auto &box : m_hands)
            for (CardListModel *hand : box)
                hand->clear();
    });
}

void BlackjackDealer::syncModels()
{
    for (const TableEvent &event : m_table->takeEvents()) {
        switch (event.kind) {
        case TableEvent::Kind::ShoeStarted: clearFelt(); break;
        case TableEvent::Kind::HandsCleared:
            if (event.hand.empty()) {
                clearFelt();
            } else if (CardListModel *model = modelOf(event.hand)) {
                // A split took a card away: the hand is laid again.
                pace([model] { model->clear(); });
            }
            break;
        case TableEvent::Kind::CardDealt:
            if (CardListModel *model = modelOf(event.hand))
                pace([model, card = qs(event.card)] { model->append(card); });
            break;
        case TableEvent::Kind::ChipsMoved: {
            // The house's rack: a losing stake in, a payout out, when the felt shows it. A hand
            // collected (a bust at once, art. 14 §12; a loser at the settlement) leaves the felt
            // with its stake: its cards go to the discard holder (issue 17).
            CardListModel *cleared = event.what == "collected" ? modelOf(event.hand) : nullptr;
            pace([rack = rackMove(event.what, event.value), cleared] {
                rack();
                if (cleared)
                    cleared->clear();
            });
            break;
        }
        default: break;
        }
    }
    std::array<BlackjackBoxModel::Row, 7> rows {};
    // The box lit is the one the prompt names (issue 17): the expected step's box and hand
    // ("3.1.0": box 3, hand 1, bettor 0), else the engine's box in turn.
    const BlackjackTable::Expectation want = m_table->expectation();
    const bool boxStep = want.box > 0 && want.step.target != "dealer";
    const QStringList target = qs(want.step.target).split(QLatin1Char('.'));
    const int wantHand = target.size() >= 2 && target.at(0).toInt() == want.box ? target.at(1).toInt() : 0;
    for (const BlackjackTable::BoxView &box : m_table->boxes()) {
        auto &row = rows[std::size_t(box.number - 1)];
        row.occupied = true;
        row.bet = qs(box.bet);
        row.insurance = qs(box.insurance);
        row.hands = int(box.hands.size());
        row.evenMoney = box.evenMoney;
        row.inTurn = boxStep ? box.number == want.box : box.inTurn;
        row.turnHand = boxStep ? wantHand : box.turnHand;
        row.insuranceOutcome = qs(box.insuranceOutcome);
        row.insurancePaid = qs(box.insurancePaid);
        for (const auto &hand : box.hands) {
            row.stakes << qs(hand.stake);
            row.paid << qs(hand.paid);
            row.outcomes << qs(hand.outcome);
        }
    }
    for (int b = 0; b < 7; ++b)
        m_boxModel->setRow(b, rows[std::size_t(b)]);
}

} // namespace croupier
