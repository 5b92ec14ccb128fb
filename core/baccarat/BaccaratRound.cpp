#include "BaccaratRound.h"

#include "BaccaratHand.h"
#include "InputError.h"
#include "ShoeOpening.h"
#include "Tableau.h"

#include <algorithm>
#include <array>
#include <span>
#include <string>

namespace croupier {

namespace {
/// Stakes the simulated punters put down: round and odd amounts at a 0.5 chip.
constexpr std::array<const char *, 14> kMainStakes{"5", "7", "10", "12.5", "15", "20", "25", "35",
                                                   "45", "50", "75", "100", "110", "150"};
constexpr std::array<const char *, 6> kSideStakes{"1", "2", "2.5", "5", "7", "10"};
/// High rollers (PunterStakes::HighRollers): what they stake under the maximum, odd amounts
/// that take many chips (500 − 0.50 = 499.50: twelve chips, four 100s, three 25s, two 10s,
/// a 2.50 and two 1s).
constexpr std::array<const char *, 5> kHighShort{"0.5", "1.5", "11.5", "25.5", "37.5"};
constexpr std::array<const char *, 6> kBanks{"100", "150", "200", "250", "300", "400"};
/// Chemin de fer and deux tableaux: the punters' seats around the table (a house setting; the text names none).
constexpr int kCheminSeats = 9;

constexpr std::string_view kBurnSource = "art. 15 §9";
constexpr std::string_view kDealSource = "art. 15 §3–4";
constexpr std::string_view kPointSource = "art. 15 §13";
constexpr std::string_view kSettleSource = "art. 15 §14";
constexpr std::string_view kCommissionSource = "art. 15 §14 β; manual §5";
constexpr std::string_view kCagnotteSource = "art. 15 §7";
constexpr std::string_view kNewShoeSource = "art. 15 §16";
constexpr std::string_view kDeuxNaturalSource = "art. 15 §8 α, §12";
constexpr std::string_view kDummySource = "art. 15 §4–5; RULINGS, dummy hand";
constexpr std::string_view kLimitSource = "art. 15 §19";
constexpr std::string_view kBankLimitSource = "art. 15 §6";
constexpr std::string_view kSideLimitSource = "art. 15 §19; RULINGS, table limits (house setting)";
constexpr std::string_view kChangeoverSource = "art. 15 §17, §20 δ(2)";
constexpr std::string_view kToShufflerSource = "art. 15 §20 δ(7)(3)";
constexpr std::string_view kTableEmptySource = "art. 15 §20 δ(6)";
constexpr std::string_view kSabotFirstSource = "art. 15 §9";
constexpr std::string_view kSabotPassSource = "art. 15 §15; §18 α(6)";
constexpr std::string_view kSabotStaysSource = "art. 15 §15";
constexpr std::string_view kSabotCallSource = "art. 15 §18 α(2)";
constexpr std::string_view kSabotCroupierSource = "art. 15 §18 β";
constexpr std::string_view kSabotMachineSource = "art. 15 §20 α";
constexpr std::string_view kBankPassSource = "RULINGS, chemin de fer (convention)";
/// A banker who has won gives the bank up: one win in five (the simulated banker's choice).
constexpr std::uint64_t kGiveUpOneIn = 5;

/// The opening of a shoe, before the burn (art. 15 §6–8); the burn (§9) closes it.
bool isOpeningAction(const std::string &a)
{
    return a == "count" || a == "shuffle" || a == "cut" || a == "cut-card";
}


/// The steps of the regulation's incidents, performed in their place (§4: before any card leaves the sabot).
bool isIncidentAction(const std::string &a)
{
    return a == "reduce" || a == "refuse" || a == "dummy-hand" || a == "last-coup" || a == "shuffler"
           || a == "to-shuffler";
}

int twoCardPoint(const std::vector<Card> &cards) { return baccaratPoint(std::span(cards).first(2)); }

std::string winnerKey(Winner w)
{
    return w == Winner::Player ? "player" : w == Winner::Banker ? "banker" : "tie";
}
std::string callKey(DrawRule r)
{
    return r == DrawRule::Draw ? "draw" : r == DrawRule::Stand ? "stand" : "option";
}
std::string str(std::string_view s) { return std::string(s); }

/// The dealer's steps that open shoe @p shoe of the table (art. 15 §6–8, applied by analogy at
/// chemin de fer and deux tableaux; at the machine §20 δ(1), δ(2), δ(6)); ShoeOpening.h gives the sources.
std::vector<DealerStep> shoeOpening(Game game, const BaccaratShoeRules &rules, int shoe)
{
    std::vector<DealerStep> steps;
    // §6: the cards are counted and the decks checked at the table's opening (52 cards a deck, §1:
    // 6 to 8 decks); a later shoe begins with the shuffle (§16), but deux tableaux's new cards are
    // counted at every shoe (its §2; countsAtShoe()).
    if (countsAtShoe(game, shoe))
        steps.push_back({"count", {}, std::to_string(rules.decks * 52), openingSource(game, "count")});
    steps.push_back({"shuffle", {}, {}, openingSource(game, "shuffle")});
    // §7: the first seated player on the dealer's right cuts (seat 1; the seats count from the dealer's right, §9).
    steps.push_back({"cut", "1", {}, openingSource(game, "cut")});
    // §8: the cut card with exactly seven cards behind it; deux tableaux §2: before the last ten;
    // §20 δ(2): none in the shuffling machine.
    if (!rules.shuffler)
        steps.push_back({"cut-card", {}, std::to_string(rules.cardsBehindCutCard), openingSource(game, "cut-card")});
    return steps;
}

TableEvent event(TableEvent::Kind kind, int row = -1, std::string what = {}, std::string value = {})
{
    TableEvent e;
    e.kind = kind;
    e.row = row;
    e.what = std::move(what);
    e.value = std::move(value);
    return e;
}
TableEvent chips(int row, std::string what, std::string value = {})
{
    return event(TableEvent::Kind::ChipsMoved, row, std::move(what), std::move(value));
}
} // namespace

// --- the profile ---

std::string_view tableName(BaccaratTable table)
{
    return table == BaccaratTable::Big ? "big" : table == BaccaratTable::Midi ? "midi" : "mini";
}

std::optional<BaccaratTable> tableFromName(std::string_view name)
{
    if (name == "mini")
        return BaccaratTable::Mini;
    if (name == "midi")
        return BaccaratTable::Midi;
    if (name == "big")
        return BaccaratTable::Big;
    return std::nullopt;
}

BaccaratProfile BaccaratProfile::of(Game game)
{
    BaccaratProfile p;
    p.game = game;
    if (!isPuntoBanco(game))
        p.limits.maximum = Money();   // §6: the bank is the limit
    return p;
}

Money BaccaratProfile::tieMaximum() const
{
    if (limits.maximum.isZero())
        return Money();
    // §19: one eighth of the table maximum (RULINGS: rounded down to the chip unit).
    return Money::floorTo(limits.maximum.value() / 8, chipUnit);
}

std::optional<std::pair<Money, std::string>> BaccaratProfile::betMaximum(BaccaratBet bet, const Money &bank,
                                                                         const Money &covered) const
{
    if (isPuntoBanco(game)) {
        if (bet == BaccaratBet::Player || bet == BaccaratBet::Banker)
            return std::pair{limits.maximum, str(kLimitSource)};
        if (bet == BaccaratBet::Tie)
            return std::pair{tieMaximum(), str(kLimitSource)};
        return std::pair{sideBetMaximum(), str(kSideLimitSource)};
    }
    if (game == Game::CheminDeFer) {
        // §6: the bank is the limit: a punter stakes at most what the punters before him left uncovered.
        const Money left = bank - covered;
        return std::pair{left.isNegative() ? Money() : left, str(kBankLimitSource)};
    }
    // Deux tableaux: a maximum only with a limited bank (§6).
    if (limits.maximum.isZero())
        return std::nullopt;
    return std::pair{limits.maximum, str(kBankLimitSource)};
}

BaccaratShoeRules BaccaratProfile::shoeRules() const
{
    BaccaratShoeRules r;
    r.decks = decks;
    r.shuffler = shuffler && isPuntoBanco(game);   // §20 is a Punto Banco paragraph
    if (game == Game::DeuxTableaux) {
        r.cardsBehindCutCard = 10;                 // §2: before the last ten cards
        r.noCoupOnceCutCardShows = true;
    }
    return r;
}

void BaccaratProfile::validate() const
{
    if (!isBaccarat(game))
        throw InputError("game", "not a baccarat game");
    if (decks < 6 || decks > 8)
        throw InputError("decks", "baccarat is played with 6 to 8 decks (art. 15 §1), not " + std::to_string(decks));
    if (table != BaccaratTable::Mini && !isPuntoBanco(game))
        throw InputError("table", "the table's size is a Punto Banco setting (art. 15 §18)");
    if (chipUnit.isZero() || chipUnit.isNegative())
        throw InputError("chip_unit", "the smallest chip must be above 0");
    if (limits.minimum.isZero() || limits.minimum.isNegative() || !limits.minimum.isMultipleOf(chipUnit))
        throw InputError("minimum", "the minimum must be a whole number of the smallest chip");
    if (isPuntoBanco(game)) {
        const Money lo = limits.minimum * 100, hi = limits.minimum * 400;
        if (limits.maximum < lo || limits.maximum > hi)
            throw InputError("maximum", "the maximum is 100 to 400 times the minimum (art. 15 §19): " + lo.toString()
                                            + " to " + hi.toString());
    }
}

// --- the round ---

BaccaratRound::BaccaratRound(BaccaratProfile profile, std::uint64_t seed)
    : m_profile(std::move(profile))
    , m_rng(seed)
    , m_bankerChoice(seed ^ 0x9e3779b97f4a7c15ULL)
{
    m_profile.validate();
    m_bankerSeat = 1 + int(m_rng.below(7));
    newShoe(std::make_unique<BaccaratShoe>(m_profile.shoeRules(), m_rng, false));
}

BaccaratRound::~BaccaratRound() = default;

void BaccaratRound::loadStackedShoe(std::vector<Card> cards, bool opened)
{
    m_coupNumber = 0;
    m_shoeNumber = 0;
    m_box = Money();
    m_bank = Money();
    newShoe(std::make_unique<BaccaratShoe>(m_profile.shoeRules(), m_rng, Shoe::stack(std::move(cards))), opened);
}

void BaccaratRound::newShoe(std::unique_ptr<BaccaratShoe> shoe, bool opened)
{
    m_shoe = std::move(shoe);
    // The shoe's cards are shuffled by the engine as it is made (the same draws as before the opening
    // was a step); the dealer's opening steps (§6–8) are performed on it before the burn.
    ++m_shoeNumber;
    m_opening = opened ? std::vector<DealerStep>{} : shoeOpening(m_profile.game, m_shoe->rules(), m_shoeNumber);
    m_lastCoup = false;
    m_lastCoupCalled = false;
    m_overLimit.clear();
    m_exposed.reset();
    m_sabotHolder.reset();   // §16: the croupier takes the cards out of the sabot; §9: he hands it anew
    m_sabotPass.reset();
    m_toShuffler = false;   // m_heldBets stay: a dummy hand's layout plays the next coup, new shoe or not
    m_discardCount = 0;
    m_player.clear();
    m_banker.clear();
    m_player2.clear();
    m_bets.clear();
    m_settle.clear();
    m_cagnotteDue.reset();
    // The first card is turned for the burn (§9) once the shoe is opened: until then
    // the view shows the cleared table and no card.
    TableEvent started = event(TableEvent::Kind::ShoeStarted);
    if (m_opening.empty())
        started.card = m_shoe->firstCard().toString();
    m_events.push_back(started);
    m_phase = Phase::Burn;
}

std::vector<BaccaratRound::Hand> BaccaratRound::handOrder() const
{
    if (m_profile.game == Game::DeuxTableaux)
        return {Hand::Player, Hand::Player2, Hand::Banker};
    return {Hand::Player, Hand::Banker};
}

const std::vector<Card> &BaccaratRound::cards(Hand h) const
{
    return h == Hand::Player ? m_player : h == Hand::Banker ? m_banker : m_player2;
}
std::vector<Card> &BaccaratRound::hand(Hand h)
{
    return h == Hand::Player ? m_player : h == Hand::Banker ? m_banker : m_player2;
}

std::string BaccaratRound::handKey(Hand h)
{
    return h == Hand::Player ? "player" : h == Hand::Banker ? "banker" : "player2";
}

std::optional<BaccaratRound::Hand> BaccaratRound::handFromKey(std::string_view key)
{
    if (key == "player")
        return Hand::Player;
    if (key == "banker")
        return Hand::Banker;
    if (key == "player2")
        return Hand::Player2;
    return std::nullopt;
}

Coup BaccaratRound::coupOf(Hand h) const
{
    Coup c;
    c.player = h == Hand::Player2 ? m_player2 : m_player;
    c.banker = m_banker;
    // Deux tableaux (art. 15 §8 α, §12; RULINGS): a tableau with a natural turns
    // over and is settled against the bank's first two cards.
    if (m_profile.game == Game::DeuxTableaux && c.player.size() >= 2 && Tableau::isNatural(twoCardPoint(c.player))
        && c.banker.size() > 2)
        c.banker.erase(c.banker.begin() + 2, c.banker.end());
    return c;
}

TableauCell BaccaratRound::callRule(Hand h) const
{
    const Tableau &tableau = Tableau::of(m_profile.game);
    if (h != Hand::Banker)
        return thirdCardRule(tableau, Side::Player, coupOf(h));
    if (m_profile.game == Game::DeuxTableaux) {
        // RULINGS, deux tableaux: the bank draws or stands at its discretion, except
        // with a natural, which is turned over; with both tableaux natural it does not draw.
        const int total = twoCardPoint(m_banker);
        if (Tableau::isNatural(total))
            return {DrawRule::Stand, tableau.naturalSource()};
        if (Tableau::isNatural(twoCardPoint(m_player)) && Tableau::isNatural(twoCardPoint(m_player2)))
            return {DrawRule::Stand, kDeuxNaturalSource};
        return tableau.bankerAfterStand(total);
    }
    return thirdCardRule(tableau, Side::Banker, coupOf(Hand::Player));
}

void BaccaratRound::addBet(Bet bet)
{
    m_bets.push_back(std::move(bet));
    m_events.push_back(event(TableEvent::Kind::BetPlaced, int(m_bets.size()) - 1));
}

std::optional<std::pair<Money, std::string>> BaccaratRound::maximumOf(int row) const
{
    if (row < 0 || std::size_t(row) >= m_bets.size() || m_bets[std::size_t(row)].bank)
        return std::nullopt;
    // Chemin de fer: what the punters before him staked (a refused stake left the layout).
    Money covered;
    for (int i = 0; i < row; ++i)
        if (!m_bets[std::size_t(i)].bank && m_bets[std::size_t(i)].state != "refused")
            covered = covered + m_bets[std::size_t(i)].stake;
    return m_profile.betMaximum(m_bets[std::size_t(row)].bet, m_bank, covered);
}

void BaccaratRound::startBets()
{
    m_phase = Phase::Bets;
    m_overLimit.clear();
    m_exposed.reset();
    m_dummyCalled = false;
    const bool firstAtMachine = m_record.incident && m_record.incident->kind == "shuffler";
    std::optional<std::string> kind;
    if (!firstAtMachine && m_incidents.due()) {
        // §5 of chemin de fer and deux tableaux: once a card is open the punter must play the
        // coup; the dummy hand is Punto Banco's (§4–5 of its part).
        std::vector<std::string> kinds;
        if (isPuntoBanco(m_profile.game))
            kinds.push_back("dummy-hand");
        if (m_heldBets.empty() && (isPuntoBanco(m_profile.game) || m_profile.game == Game::CheminDeFer
                                   || !m_profile.limits.maximum.isZero()))
            kinds.push_back("over-limit");
        kind = m_incidents.pick(kinds);
    }
    if (!m_heldBets.empty()) {
        // RULINGS, dummy hand: the bets that waited through the dummy coup play this one.
        m_bets = std::move(m_heldBets);
        m_heldBets.clear();
        for (std::size_t i = 0; i < m_bets.size(); ++i) {
            m_bets[i].state = m_bets[i].bank ? "bank" : "placed";
            m_events.push_back(event(TableEvent::Kind::BetPlaced, int(i)));
        }
    } else {
        placeBets();
    }
    m_record.bets = m_bets;
    if (kind == "over-limit")
        overLimit();
    else if (kind == "dummy-hand")
        exposeFirstCard();
}

void BaccaratRound::overLimit()
{
    // A punter puts down more than his bet's maximum; the dealer reduces or refuses it before the deal (§4).
    std::vector<int> rows;
    for (std::size_t i = 0; i < m_bets.size(); ++i) {
        if (m_bets[i].bank || !maximumOf(int(i)))
            continue;
        if (m_profile.game == Game::CheminDeFer)
            rows.assign(1, int(i));   // the last punter: what the bank still covers is his maximum
        else
            rows.push_back(int(i));
    }
    if (rows.empty())
        return;
    const int row = rows[std::size_t(m_incidents.below(rows.size()))];
    const auto [maximum, source] = *maximumOf(row);
    if (maximum.isZero())
        return;
    static constexpr int kSteps[] = {1, 2, 5, 10};
    Bet &b = m_bets[std::size_t(row)];
    b.stake = maximum + m_profile.limits.minimum * kSteps[m_incidents.below(4)];
    m_overLimit.push_back({row, maximum, source});
    m_record.bets = m_bets;
    Incident in{"over-limit", source, {}};
    in.add("seat", b.seat).add("bet", str(betName(b.bet))).add("offered", b.stake.toString()).add("maximum", maximum.toString());
    m_record.incident = in;
}

void BaccaratRound::exposeFirstCard()
{
    // §4–5: the coup's first card comes out face up before the bets are final. It is
    // used: the coup is played, but no bet stands on it (RULINGS, dummy hand).
    m_shoe->beginCoup();
    m_cutCardFirst = m_shoe->lastCoup();   // before the exposed card is drawn
    const Card c = m_shoe->draw();
    m_exposed = c;
    m_player.push_back(c);
    emitCard(Hand::Player, c, false);
    Incident in{"dummy-hand", str(kDummySource), {}};
    in.add("card", c.toString());
    m_record.incident = in;
}

void BaccaratRound::noteLastCoup(const char *cutCard)
{
    // The last coup is always the dealer's call; it is the record's incident when incidents are on.
    if (!m_lastCoup || m_lastCoupCalled || atShuffler() || !m_incidents.on() || m_record.incident)
        return;
    Incident in{"last-coup", m_profile.game == Game::DeuxTableaux ? "art. 15 §2 (deux tableaux)" : "art. 15 §16", {}};
    in.add("cut_card", cutCard);
    m_record.incident = in;
}

void BaccaratRound::placeBets()
{
    m_bets.clear();
    auto pick = [this](const auto &list) { return Money::parseCanonical(list[m_rng.below(list.size())]); };
    const Game game = m_profile.game;

    if (!isPuntoBanco(game)) {
        // The banker's bank first (chemin de fer, deux tableaux).
        if (m_scriptedBank)
            m_bank = *m_scriptedBank;
        else if (m_bank.isZero() || m_bank > Money::fromInteger(1000))
            m_bank = pick(kBanks);
        Bet bank;
        bank.seat = m_bankerSeat;
        bank.bet = BaccaratBet::Banker;
        bank.stake = m_bank;
        bank.bank = true;
        bank.state = "bank";
        addBet(bank);
    }

    auto punter = [&](int seat, BaccaratBet bet, const Money &stake, int tableau) {
        Bet b;
        b.seat = seat;
        b.bet = bet;
        b.stake = stake;
        b.tableau = tableau;
        b.banco = game == Game::CheminDeFer && stake == m_bank;
        addBet(b);
    };

    if (m_scriptedBets) {
        for (const LayoutBet &b : *m_scriptedBets) {
            if (game == Game::DeuxTableaux)
                punter(b.seat, BaccaratBet::Player, b.stake, b.bet == BaccaratBet::Banker ? 2 : 1);
            else
                punter(b.seat, b.bet, b.stake, 1);
        }
        return;
    }

    if (isPuntoBanco(game) && m_punterStakes == PunterStakes::HighRollers) {
        // Every seat, both sides near the maximum (§19): the seated player on one, a player
        // betting behind him on the other; whichever wins, twelve stakes stay to be paid.
        const Money main = m_profile.limits.maximum;
        for (int seat = 1; seat <= m_profile.seats(); ++seat) {
            const bool punto = m_rng.below(2) == 0;
            punter(seat, punto ? BaccaratBet::Player : BaccaratBet::Banker, main - pick(kHighShort), 1);
            punter(seat, punto ? BaccaratBet::Banker : BaccaratBet::Player, main - pick(kHighShort), 1);
        }
        return;
    }
    if (isPuntoBanco(game)) {
        const int seats = 3 + int(m_rng.below(4));
        // The table's seats from the croupier's right (§9): 7 at the mini table, as always.
        const int tableSeats = m_profile.seats();
        std::vector<int> all;
        for (int s = 1; s <= tableSeats; ++s)
            all.push_back(s);
        for (int i = 0; i < seats; ++i)
            std::swap(all[std::size_t(i)], all[std::size_t(i) + m_rng.below(std::uint64_t(tableSeats - i))]);
        std::sort(all.begin(), all.begin() + seats);
        for (int i = 0; i < seats; ++i) {
            const int seat = all[std::size_t(i)];
            const auto main = m_rng.below(10);
            if (main < 5)
                punter(seat, BaccaratBet::Player, pick(kMainStakes), 1);
            else if (main < 9)
                punter(seat, BaccaratBet::Banker, pick(kMainStakes), 1);
            if (m_rng.below(5) == 0 || main == 9)
                punter(seat, BaccaratBet::Tie, pick(kSideStakes), 1);
            if (m_rng.below(8) == 0)
                punter(seat, BaccaratBet::PlayerPair, pick(kSideStakes), 1);
            if (m_rng.below(8) == 0)
                punter(seat, BaccaratBet::BankerPair, pick(kSideStakes), 1);
            if (game == Game::PuntoBancoSuperSix && m_rng.below(6) == 0)
                punter(seat, BaccaratBet::SuperSix, pick(kSideStakes), 1);
        }
        return;
    }

    // Chemin de fer: one punter calls "banco" (the whole bank), or several stake
    // parts of it. Deux tableaux: punters stake on either tableau against the bank.
    std::vector<int> seats;
    for (int s = 1; s <= kCheminSeats; ++s)
        if (s != m_bankerSeat)
            seats.push_back(s);
    if (game == Game::CheminDeFer && m_rng.below(4) == 0) {
        punter(seats[m_rng.below(seats.size())], BaccaratBet::Player, m_bank, 1);
        return;
    }
    const int n = 1 + int(m_rng.below(game == Game::DeuxTableaux ? 5 : 4));
    Money left = m_bank;
    for (int i = 0; i < n && !left.isZero(); ++i) {
        const int seat = seats[std::size_t(i) + m_rng.below(seats.size() - std::size_t(i))];
        std::swap(seats[std::size_t(i)], *std::find(seats.begin(), seats.end(), seat));
        Money stake = pick(kMainStakes);
        if (stake > left)
            stake = left;
        if (game == Game::CheminDeFer)
            left = left - stake;
        punter(seat, BaccaratBet::Player, stake, game == Game::DeuxTableaux ? 1 + int(m_rng.below(2)) : 1);
    }
}

void BaccaratRound::emitCard(Hand h, const Card &card, bool sideways)
{
    m_record.dealt.push_back(card);
    TableEvent e = event(TableEvent::Kind::CardDealt);
    e.hand = handKey(h);
    e.card = card.toString();
    e.sideways = sideways;
    m_events.push_back(e);
}

void BaccaratRound::dealCoup()
{
    ++m_coupNumber;
    for (int i = 0; i < 3; ++i) {
        m_announced[i] = 0;
        m_called[i] = false;
        m_winnerSaid[i] = false;
    }
    const bool begun = m_exposed.has_value();
    if (!begun) {
        m_shoe->beginCoup();
        m_cutCardFirst = m_shoe->lastCoup();
    }
    const bool cutCardFirst = m_cutCardFirst;
    m_record.sabot = m_sabotHolder;   // §9: the holder draws the coup's cards
    m_record.bankerSeat = m_bankerSeat;
    // §9: Punto, Banco, Punto, Banco (deux tableaux: tableau 1, tableau 2, bank).
    for (int round = 0; round < 2; ++round) {
        for (const Hand h : handOrder()) {
            if (round == 0 && h == Hand::Player && begun)
                continue;   // the exposed card is Punto's first (§5)
            const Card c = m_shoe->draw();
            hand(h).push_back(c);
            emitCard(h, c, false);
        }
    }
    m_exposed.reset();
    m_lastCoup = m_shoe->lastCoup();
    noteLastCoup(cutCardFirst ? "first-card" : "during");
    m_phase = Phase::Coup;
}

void BaccaratRound::drawThird(Hand h)
{
    const Card c = m_shoe->draw();
    hand(h).push_back(c);
    // The third card is laid across.
    emitCard(h, c, true);
    m_lastCoup = m_shoe->lastCoup();
    noteLastCoup("during");
}

std::optional<DealerStep> BaccaratRound::incidentStep() const
{
    const std::string lastSource = m_profile.game == Game::DeuxTableaux ? "art. 15 §2 (deux tableaux)" : "art. 15 §16";
    switch (m_phase) {
    case Phase::Bets:
        if (m_toShuffler) {
            int cards = 0;
            for (const Hand h : handOrder())
                cards += int(this->cards(h).size());
            return DealerStep{"to-shuffler", {}, std::to_string(cards), str(kToShufflerSource)};
        }
        if (!m_overLimit.empty())
            return DealerStep{"reduce", std::to_string(m_overLimit.front().row), m_overLimit.front().maximum.toString(),
                              m_overLimit.front().source};
        if (m_exposed && !m_dummyCalled)
            return DealerStep{"dummy-hand", {}, m_exposed->toString(), str(kDummySource)};
        return std::nullopt;
    case Phase::Coup:
    case Phase::Settle:
        if (m_lastCoup && !m_lastCoupCalled && !atShuffler())
            return DealerStep{"last-coup", {}, {}, lastSource};
        if (m_phase == Phase::Settle && m_shoe->rules().noCoupOnceCutCardShows && !m_lastCoupCalled
            && m_shoe->cutCardNext() && !m_cagnotteDue
            && std::all_of(m_settle.begin(), m_settle.end(), [](const SettleItem &i) { return i.done; }))
            // Deux tableaux (§2): the coup is settled and the cut card is the next card: no further coup.
            return DealerStep{"last-coup", {}, {}, lastSource};
        return std::nullopt;
    case Phase::ShoeOver:
        // Deux tableaux (§2): the cut card is the next card once the coup is over: no further coup.
        if (!m_lastCoupCalled && !atShuffler())
            return DealerStep{"last-coup", {}, {}, lastSource};
        if (m_changeover)
            return DealerStep{"shuffler", {}, {}, str(kChangeoverSource)};
        return std::nullopt;
    case Phase::Burn: return std::nullopt;
    }
    return std::nullopt;
}

DealerStep BaccaratRound::nextStep() const
{
    // §9: after the burn the sabot goes to the first seated player on the croupier's right,
    // before anything else of the coup.
    if (m_sabotPass && m_phase == Phase::Bets)
        return *m_sabotPass;
    if (auto s = incidentStep())
        return *s;
    switch (m_phase) {
    case Phase::Burn:
        if (!m_opening.empty())
            return m_opening.front();
        return {"burn", {}, std::to_string(m_shoe->burnCount()), str(kBurnSource)};
    case Phase::Bets: return {"deal", {}, {}, str(kDealSource)};
    case Phase::ShoeOver:
        return {"new-shoe", {}, {}, str(m_machineRng ? kTableEmptySource : kNewShoeSource)};
    case Phase::Coup: {
        const auto order = handOrder();
        for (const Hand h : order)
            if (m_announced[int(h)] < 2)
                return {"point", handKey(h), std::to_string(twoCardPoint(cards(h))), str(kPointSource)};
        for (const Hand h : order) {
            if (!m_called[int(h)]) {
                const TableauCell cell = callRule(h);
                // §18 α(2): at the big table the croupier tells the sabot's holder (the value) whether to draw.
                return {callKey(cell.rule), handKey(h), m_sabotHolder ? std::to_string(*m_sabotHolder) : std::string(),
                        callSource(std::string(cell.source))};
            }
            if (m_announced[int(h)] < int(cards(h).size()))
                return {"point", handKey(h), std::to_string(baccaratPoint(cards(h))), str(kPointSource)};
        }
        for (const Hand h : order) {
            if (h == Hand::Banker || m_winnerSaid[int(h)])
                continue;
            return {"winner", handKey(h), winnerKey(coupOf(h).winner()), str(kPointSource)};
        }
        return {};
    }
    case Phase::Settle: {
        for (const SettleItem &s : m_settle) {
            if (s.done)
                continue;
            const std::string row = std::to_string(s.row);
            if (s.action == SettlementStep::Action::Collect)
                return {"collect", row, {}, str(kSettleSource)};
            if (!s.settlement.commission.isZero() && !s.commissionTaken)
                return {"commission", row, s.settlement.commission.toString(), str(kCommissionSource)};
            return {"pay", row, s.settlement.paid.toString(), str(kSettleSource)};
        }
        if (m_cagnotteDue)
            return {"cagnotte", {}, m_cagnotteDue->toString(), str(kCagnotteSource)};
        // Once the coup is settled: the sabot after a Punto win (§15, §18 α(6)); the bank after
        // the banker lost (chemin de fer, RULINGS).
        if (m_sabotPass)
            return *m_sabotPass;
        if (m_bankPass)
            return *m_bankPass;
        return {};
    }
    }
    return {};
}

DealerStep BaccaratRound::expected() const { return nextStep(); }

bool BaccaratProfile::hasHouseBox() const
{
    if (game == Game::CheminDeFer)
        return true;
    return isPuntoBanco(game) && payTable().commission.pays() > 0;
}

bool BaccaratRound::playersHoldSabot() const
{
    // §18 β: the mini and midi tables' croupier deals; §20 α: only the croupier handles the machine.
    return isPuntoBanco(m_profile.game) && m_profile.table == BaccaratTable::Big && !atShuffler();
}

std::string BaccaratRound::callSource(const std::string &source) const
{
    return m_sabotHolder ? source + "; §18 α(2)" : source;
}

std::optional<BaccaratRound::Hand> BaccaratRound::activeHand() const { return handFromKey(nextStep().target); }

int BaccaratRound::activeRow() const
{
    const DealerStep s = nextStep();
    if (m_phase != Phase::Settle || s.target.empty())
        return -1;
    return std::stoi(s.target);
}

void BaccaratRound::startSettlement()
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
        std::vector<LayoutBet> layout;
        std::vector<int> rows;
        for (std::size_t i = 0; i < m_bets.size(); ++i) {
            if (!m_bets[i].bank && m_bets[i].tableau == tableau && m_bets[i].state == "placed") {
                layout.push_back({m_bets[i].seat, m_bets[i].bet, m_bets[i].stake});
                rows.push_back(int(i));
            }
        }
        if (layout.empty())
            continue;
        // At chemin de fer and deux tableaux the punter's stake is paid 1:1 against the bank.
        const Game settleAs = isPuntoBanco(m_profile.game) ? m_profile.game : Game::PuntoBancoNoCommission;
        const LayoutSettlement ls = settleLayout(settleAs, layout, m_profile.chipUnit, coupOf(h));
        // settleLayout sorts its steps; find each step's row by its bet (seat, bet, stake).
        std::vector<bool> used(layout.size(), false);
        for (const SettlementStep &st : ls.steps) {
            for (std::size_t i = 0; i < layout.size(); ++i) {
                if (!used[i] && layout[i].seat == st.bet.seat && layout[i].bet == st.bet.bet
                    && layout[i].stake == st.bet.stake) {
                    used[i] = true;
                    items.push_back({rows[i], st.action, st.settlement});
                    break;
                }
            }
        }
    }
    // Collect, then pay, then what stays (§14), seats from the dealer's right.
    std::stable_sort(items.begin(), items.end(), [this](const SettleItem &a, const SettleItem &b) {
        if (a.action != b.action)
            return a.action < b.action;
        return m_bets[std::size_t(a.row)].seat < m_bets[std::size_t(b.row)].seat;
    });
    for (SettleItem &s : items) {
        m_record.settlement.push_back({s.row, s.settlement.outcome, s.settlement.paid, s.settlement.commission});
        if (s.action == SettlementStep::Action::Leave) {
            s.done = true;   // §14 γ: the stake stays for the next coup
            m_bets[std::size_t(s.row)].state = "push";
            m_events.push_back(chips(s.row, "push"));
        }
    }
    if (m_profile.game == Game::CheminDeFer && coupOf(Hand::Player).winner() == Winner::Banker && !m_dummyCalled) {
        Money won;
        for (const SettleItem &s : items)
            if (s.action == SettlementStep::Action::Collect)
                won = won + m_bets[std::size_t(s.row)].stake;
        // §7: 5 % of what the banker wins in the coup goes into the cagnotte box.
        m_cagnotteDue = cagnotte(won, m_profile.chipUnit);
        m_record.cagnotte = m_cagnotteDue;
    }
    m_settle = std::move(items);
    const Winner winner = coupOf(Hand::Player).winner();
    // §15: after a Punto win the croupier takes the sabot from its holder and gives it to the
    // next player on the right; after Banco it stays (Egalité, silent: it stays, not being a
    // Punto win). After the shoe's last coup it goes back to the croupier (§16), who hands it
    // to seat 1 after the next burn (§9).
    if (m_sabotHolder && winner == Winner::Player && !m_shoe->lastCoup())
        m_sabotPass = DealerStep{"pass-sabot", std::to_string(*m_sabotHolder % m_profile.seats() + 1), {},
                                 str(kSabotPassSource)};
    // Chemin de fer (RULINGS, a convention): the banker who loses the coup passes the bank to the
    // player on his right. A dummy hand moves nothing.
    // A banker who won may give the bank up, his winnings with him (the same convention): the bank
    // passes to the right as after a loss.
    if (m_profile.game == Game::CheminDeFer && winner == Winner::Banker && !m_dummyCalled)
        m_record.bankGivenUp = m_bankerChoice.below(kGiveUpOneIn) == 0;
    if (m_profile.game == Game::CheminDeFer && (winner == Winner::Player || m_record.bankGivenUp) && !m_dummyCalled)
        m_bankPass = DealerStep{"pass-bank", std::to_string(m_bankerSeat % seats() + 1), {}, str(kBankPassSource)};
    if (nextStep().empty())
        finishCoup();
}

void BaccaratRound::finishCoup()
{
    // The bank after the coup: what the punters lost, less the cagnotte; less what was paid.
    // A dummy hand moves no money and the bank stays where it is.
    if (!isPuntoBanco(m_profile.game) && !m_dummyCalled) {
        Money collected, paid;
        for (const SettleItem &s : m_settle) {
            if (s.action == SettlementStep::Action::Collect)
                collected = collected + m_bets[std::size_t(s.row)].stake;
            if (s.action == SettlementStep::Action::Pay)
                paid = paid + s.settlement.paid;
        }
        m_bank = m_bank + collected - paid;
        if (m_profile.game == Game::CheminDeFer) {
            const Winner w = coupOf(Hand::Player).winner();
            if (w == Winner::Banker)
                m_bank = m_bank - cagnotte(collected, m_profile.chipUnit);
            if (w == Winner::Player || m_record.bankGivenUp)
                m_bank = Money();   // the bank passed ("pass-bank"); the new banker puts up his own
        }
        if (m_bank.isNegative())
            m_bank = Money();
    }
    m_shoe->endCoup();
    m_record.shoe = m_shoeNumber;
    m_record.coup = m_coupNumber;
    m_record.player = m_player;
    m_record.banker = m_banker;
    m_record.player2 = m_player2;
    m_record.lastCoup = m_lastCoup || m_shoe->finished();
    m_record.dummyHand = m_dummyCalled;
    m_record.shuffler = atShuffler();
    if (m_shoe->finished() && !m_lastCoupCalled) {
        m_lastCoup = true;
        noteLastCoup("next");   // deux tableaux (§2): the cut card is the next card
    }
    if (m_dummyCalled) {
        // RULINGS, dummy hand: the bets waited on the layout; they play the next coup.
        for (Bet &b : m_heldBets)
            b.state = b.bank ? "bank" : "placed";
    }
    m_finished = std::move(m_record);
    m_record = {};
    // §16 (and §2 for deux tableaux: once the cut card is the next card, no other coup).
    if (m_shoe->finished()) {
        m_lastCoup = true;
        m_phase = Phase::ShoeOver;
        // §17: the shoe is over and the players leave with no bet down; when play
        // resumes the casino may run the table with the machine (§20).
        if (isPuntoBanco(m_profile.game) && !atShuffler() && m_heldBets.empty() && m_incidents.due()
            && m_incidents.pick({"shuffler"}))
            m_changeover = true;
        return;
    }
    m_phase = Phase::Bets;
    if (m_machineRng && --m_machineCoups <= 0 && m_heldBets.empty()) {
        // §20 δ(6): the players have left with no bet down; the cards come out of the machine,
        // and when a player comes they are shuffled, cut and loaded again (δ(2)), one burn (δ(3)).
        m_phase = Phase::ShoeOver;
        return;
    }
    if (atShuffler()) {
        // §20 δ(7)(3): the coup's cards go into the machine before the next coup.
        m_toShuffler = true;
        return;
    }
    clearHands();
    startBets();
}

void BaccaratRound::clearHands()
{
    // §18 α(5): the coup's cards go to the discard holder (the machine, §20 δ(7)(3)).
    for (const Hand h : handOrder()) {
        m_discardCount += int(cards(h).size());
        hand(h).clear();
    }
    m_events.push_back(event(TableEvent::Kind::HandsCleared));
}

std::optional<BaccaratRound::CoupRecord> BaccaratRound::takeFinishedCoup()
{
    auto r = std::move(m_finished);
    m_finished.reset();
    return r;
}

std::vector<TableEvent> BaccaratRound::takeEvents()
{
    std::vector<TableEvent> out;
    out.swap(m_events);
    return out;
}

void BaccaratRound::accepted(const DealerStep &want)
{
    m_record.steps.push_back(want);
}

std::optional<Refusal> BaccaratRound::applySettlement(const DealerStep &step, const DealerStep &want)
{
    const std::string &action = step.action;
    const std::string rowText = step.target.empty() && action != "collect" ? want.target : step.target;
    int row = -1;
    try {
        row = rowText.empty() ? -1 : std::stoi(rowText);
    } catch (const std::exception &) {
        row = -1;
    }
    auto it = std::find_if(m_settle.begin(), m_settle.end(), [row](const SettleItem &s) { return s.row == row; });
    if (it == m_settle.end())
        return Refusal{"not-a-bet", {}, str(kSettleSource)};
    const Bet &bet = m_bets[std::size_t(row)];
    const std::string seat = std::to_string(bet.seat);
    if (it->done)
        return Refusal{"already-settled", {seat}, str(kSettleSource)};
    if (want.action == "cagnotte")
        return Refusal{"cagnotte-now", {}, str(kCagnotteSource)};
    if (action == "collect") {
        if (it->action != SettlementStep::Action::Collect)
            return Refusal{"collect-not-lost", {seat}, str(kSettleSource)};
        it->done = true;
        m_bets[std::size_t(row)].state = "collected";
        m_events.push_back(chips(row, "collected", bet.stake.toString()));
        accepted({"collect", std::to_string(row), {}, str(kSettleSource)});
        return std::nullopt;
    }
    if (it->action == SettlementStep::Action::Collect)
        return Refusal{"pay-lost", {seat}, str(kSettleSource)};
    if (want.action == "collect")
        return Refusal{"collect-first", {}, "art. 15 §14 α, β"};
    Money amount;
    try {
        amount = Money::parseCanonical(step.value);
    } catch (const InputError &e) {
        return Refusal{"amount-unreadable", {step.value, e.reason()}, {}};
    }
    const Settlement &s = it->settlement;
    const std::string stake = bet.stake.toString();
    if (action == "commission" || (!s.commission.isZero() && !it->commissionTaken)) {
        if (action != "commission")
            return Refusal{"commission-first", {}, "art. 15 §14 β"};
        if (s.commission.isZero() || it->commissionTaken)
            return Refusal{"no-commission", {seat}, str(kSettleSource)};
        if (amount != s.commission)
            return Refusal{"commission-wrong", {stake, s.commission.toString()}, str(kCommissionSource)};
        it->commissionTaken = true;
        m_box = m_box + amount;
        m_bets[std::size_t(row)].commission = amount;
        m_events.push_back(chips(row, "commission", amount.toString()));
        accepted({"commission", std::to_string(row), amount.toString(), str(kCommissionSource)});
        return std::nullopt;
    }
    if (amount != s.paid) {
        const std::string paid = s.paid.toString();
        if (!s.commission.isZero())
            return Refusal{"pay-wrong-commission", {stake, s.commission.toString(), paid}, "art. 15 §14 β"};
        if (bet.bet == BaccaratBet::Tie)
            return Refusal{"pay-wrong-tie", {stake, paid}, "art. 15 §14 γ"};
        if (bet.bet == BaccaratBet::PlayerPair || bet.bet == BaccaratBet::BankerPair)
            return Refusal{"pay-wrong-pair", {stake, paid}, "guide, pay tables"};
        if (bet.bet == BaccaratBet::SuperSix)
            return Refusal{"pay-wrong-super-six", {stake, paid}, "guide, Super Six"};
        if (bet.bet == BaccaratBet::Banker && m_profile.game != Game::PuntoBanco)
            return Refusal{"pay-wrong-no-commission", {paid}, "guide, No Commission"};
        return Refusal{"pay-wrong-even", {stake, paid}, "art. 15 §14 α"};
    }
    it->done = true;
    m_bets[std::size_t(row)].paid = amount;
    m_bets[std::size_t(row)].state = "paid";
    m_events.push_back(chips(row, "paid", amount.toString()));
    accepted({"pay", std::to_string(row), amount.toString(), str(kSettleSource)});
    return std::nullopt;
}

std::optional<Refusal> BaccaratRound::applyIncident(const DealerStep &step, const DealerStep &want)
{
    const std::string &action = step.action;
    const bool overLimitStep = want.action == "reduce" && (action == "reduce" || action == "refuse");
    if (action != want.action && !overLimitStep) {
        if (!isIncidentAction(want.action))
            return Refusal{"not-now", {}, want.source};
        return Refusal{"incident-pending", {want.action, want.target, want.value}, want.source};
    }
    if (action == "reduce" || action == "refuse") {
        const OverLimit o = m_overLimit.front();
        const int row = [&] {
            try {
                std::size_t used = 0;
                const int r = std::stoi(step.target, &used);
                return used == step.target.size() ? r : -1;
            } catch (const std::exception &) {
                return -1;
            }
        }();
        if (!step.target.empty() && row != o.row) {
            if (row >= 0 && std::size_t(row) < m_bets.size())
                return Refusal{"within-limit", {std::to_string(m_bets[std::size_t(row)].seat),
                                                m_bets[std::size_t(row)].stake.toString()}, want.source};
            return Refusal{"not-a-bet", {}, want.source};
        }
        Bet &b = m_bets[std::size_t(o.row)];
        if (action == "reduce") {
            Money amount;
            try {
                amount = Money::parseCanonical(step.value);
            } catch (const InputError &e) {
                return Refusal{"amount-unreadable", {step.value, e.reason()}, {}};
            }
            if (amount != o.maximum)
                return Refusal{"reduce-wrong", {std::to_string(b.seat), b.stake.toString(), o.maximum.toString()}, o.source};
            b.stake = amount;
            m_events.push_back(chips(o.row, "reduced", amount.toString()));
        } else {
            b.state = "refused";
            m_events.push_back(chips(o.row, "refused", b.stake.toString()));
        }
        if (m_record.incident && m_record.incident->kind == "over-limit")
            m_record.incident->add("remedy", action == "reduce" ? "reduced" : "refused");
        m_overLimit.erase(m_overLimit.begin());
        m_record.bets = m_bets;
        accepted({action, want.target, action == "reduce" ? want.value : std::string(), want.source});
        return std::nullopt;
    }
    accepted(want);
    if (action == "dummy-hand") {
        // RULINGS, dummy hand: no bet stands on this coup; the layout waits for the next.
        m_dummyCalled = true;
        m_heldBets = m_bets;
        for (std::size_t i = 0; i < m_bets.size(); ++i) {
            m_bets[i].state = "held";
            m_events.push_back(chips(int(i), "held"));
        }
        m_record.bets.clear();
        dealCoup();
    } else if (action == "last-coup") {
        if (!m_lastCoup) {
            m_lastCoup = true;   // deux tableaux: the cut card is next once the coup is settled (§2)
            noteLastCoup("next");
        }
        m_lastCoupCalled = true;
        if (m_phase == Phase::Coup && nextStep().empty())
            startSettlement();
        else if (m_phase == Phase::Settle && nextStep().empty())
            finishCoup();
    } else if (action == "to-shuffler") {
        m_toShuffler = false;
        clearHands();
        startBets();
    } else if (action == "shuffler") {
        // §17: the cards come out of the sabot and the discard holder; §20 δ(2)–(3): into
        // the machine with no cut card, and one burn.
        m_changeover = false;
        BaccaratShoeRules rules = m_profile.shoeRules();
        rules.shuffler = true;
        auto steps = std::move(m_record.steps);
        auto machineRng = std::make_unique<Rng>(m_incidents.below(UINT64_MAX));
        newShoe(std::make_unique<BaccaratShoe>(rules, *machineRng, false));
        m_machineRng = std::move(machineRng);
        m_machineCoups = 8 + int(m_incidents.below(17));
        m_record = {};
        m_record.steps = std::move(steps);
        m_record.incident = Incident{"shuffler", str(kChangeoverSource), {}};
    }
    return std::nullopt;
}

std::string BaccaratRound::pendingIncident() const
{
    if (m_record.incident)
        return m_record.incident->kind;
    return m_changeover ? std::string("shuffler") : std::string();
}

int BaccaratRound::seats() const
{
    return isPuntoBanco(m_profile.game) ? m_profile.seats() : kCheminSeats;
}

std::string_view BaccaratRound::handoverAction() const
{
    if (m_profile.game == Game::CheminDeFer)
        return "pass-bank";
    return isPuntoBanco(m_profile.game) ? "pass-sabot" : "";
}

std::optional<Refusal> BaccaratRound::applySabot(const DealerStep &step, const DealerStep &want)
{
    if (step.action != "pass-sabot")
        // The sabot's handover is due first (§9 after the burn; §15 once the coup is settled).
        return Refusal{"sabot-pending", {want.target}, want.source};
    if (want.action != "pass-sabot") {
        if (!isPuntoBanco(m_profile.game))
            return Refusal{"not-now", {}, want.source};
        if (atShuffler())
            return Refusal{"sabot-croupier", {str(tableName(m_profile.table))}, str(kSabotMachineSource)};
        if (m_profile.table != BaccaratTable::Big)
            return Refusal{"sabot-croupier", {str(tableName(m_profile.table))}, str(kSabotCroupierSource)};
        if (!m_sabotHolder)
            return Refusal{"sabot-after-burn", {}, str(kSabotFirstSource)};
        // "Stays" only between coups, once a coup Banco won or tied is settled (§15); during
        // a coup or at the shoe's end the handover is simply not the step now.
        if (m_phase != Phase::Bets)
            return Refusal{"not-now", {}, want.source};
        return Refusal{"sabot-stays", {std::to_string(*m_sabotHolder)}, str(kSabotStaysSource)};
    }
    // The seat is the step's target (free play may send it as the value), as for the cut.
    const std::string &seat = step.target.empty() ? step.value : step.target;
    if (seat != want.target)
        return Refusal{"sabot-seat",
                       {seat, want.target, m_sabotHolder ? std::to_string(*m_sabotHolder) : std::string()},
                       want.source};
    accepted(want);
    m_sabotHolder = std::stoi(want.target);
    m_sabotPass.reset();
    return std::nullopt;
}

std::optional<Refusal> BaccaratRound::applyBankPass(const DealerStep &step, const DealerStep &want)
{
    if (step.action != "pass-bank")
        return Refusal{"bank-pending", {want.target}, want.source};
    if (want.action != "pass-bank") {
        // The bank stays with a banker who has not lost the coup (RULINGS, chemin de fer): said
        // between coups; during a coup the handover is simply not the step now.
        if (m_profile.game != Game::CheminDeFer || m_phase != Phase::Bets)
            return Refusal{"not-now", {}, want.source};
        return Refusal{"bank-stays", {std::to_string(m_bankerSeat)}, str(kBankPassSource)};
    }
    const std::string &seat = step.target.empty() ? step.value : step.target;
    if (seat != want.target)
        return Refusal{"bank-seat", {seat, want.target, std::to_string(m_bankerSeat)}, want.source};
    accepted(want);
    m_bankerSeat = std::stoi(want.target);
    m_bankPass.reset();
    return std::nullopt;
}

std::optional<Refusal> BaccaratRound::applyOpening(const DealerStep &step, const DealerStep &want)
{
    const std::string &action = step.action;
    if (action != want.action) {
        // A step of the opening (or the burn) out of its turn: §6 count and shuffle, §7 cut, §8 cut card, §9 burn.
        if (isOpeningAction(action) || action == "burn")
            return Refusal{"opening-order", {action, want.action}, want.source};
        return Refusal{"not-now", {}, want.source};
    }
    if (action == "count" && step.value != want.value)
        return Refusal{"count-wrong", {std::to_string(m_shoe->rules().decks), want.value}, want.source};
    if (action == "cut") {
        // The seat is the step's target (free play may send it as the value).
        const std::string &seat = step.target.empty() ? step.value : step.target;
        if (seat != want.target)
            return Refusal{"cut-seat", {seat, want.target}, want.source};
    }
    if (action == "cut-card" && step.value != want.value)
        return Refusal{"cut-card-wrong", {step.value, want.value}, want.source};
    accepted(want);
    m_opening.erase(m_opening.begin());
    if (m_opening.empty()) {
        // Opened: the first card is turned for the burn (§9).
        TableEvent turned = event(TableEvent::Kind::ShoeStarted);
        turned.card = m_shoe->firstCard().toString();
        m_events.push_back(turned);
    }
    return std::nullopt;
}

std::optional<Refusal> BaccaratRound::apply(const DealerStep &step)
{
    const DealerStep want = nextStep();
    if (want.empty())
        return Refusal{"nothing-to-do", {}, {}};
    const std::string &action = step.action;

    // Settlement: any bet of the current pass may be taken, in the pass order of §14.
    if (m_phase == Phase::Settle && (action == "collect" || action == "pay" || action == "commission")) {
        auto refusal = applySettlement(step, want);
        if (!refusal && nextStep().empty())
            finishCoup();
        return refusal;
    }

    if (isIncidentAction(want.action) || isIncidentAction(action))
        return applyIncident(step, want);
    if (want.action == "pass-sabot" || action == "pass-sabot") {
        auto refusal = applySabot(step, want);
        if (!refusal && m_phase == Phase::Settle && nextStep().empty())
            finishCoup();
        return refusal;
    }
    if (want.action == "pass-bank" || action == "pass-bank") {
        auto refusal = applyBankPass(step, want);
        if (!refusal && m_phase == Phase::Settle && nextStep().empty())
            finishCoup();
        return refusal;
    }
    if (isOpeningAction(want.action) || isOpeningAction(action))
        return applyOpening(step, want);

    const bool isCall = [](const std::string &a) { return a == "draw" || a == "stand" || a == "option"; }(action);
    if (action != want.action) {
        if (isCall && (want.action == "draw" || want.action == "stand" || want.action == "option")) {
            const Hand h = *handFromKey(want.target);
            const Side side = h == Hand::Banker ? Side::Banker : Side::Player;
            const Coup c = coupOf(h == Hand::Banker ? Hand::Player : h);
            bool natural = c.natural();
            std::optional<int> third = c.playerThirdCardValue();
            if (m_profile.game == Game::DeuxTableaux && h == Hand::Banker) {
                natural = Tableau::isNatural(twoCardPoint(m_banker))
                          || (Tableau::isNatural(twoCardPoint(m_player)) && Tableau::isNatural(twoCardPoint(m_player2)));
                third.reset();
            }
            return Refusal{"call-wrong",
                           {want.target, side == Side::Banker ? "banker" : "player", std::to_string(twoCardPoint(cards(h))),
                            side == Side::Banker && third ? std::to_string(*third) : std::string(), natural ? "1" : "0",
                            want.action},
                           want.source};
        }
        return Refusal{"not-now", {}, want.source};
    }
    if (!want.target.empty() && !step.target.empty() && step.target != want.target)
        return Refusal{"not-now", {}, want.source};
    if (isCall && !want.value.empty() && !step.value.empty() && step.value != want.value)
        // §18 α(2): the croupier tells the player who has the sabot, not another.
        return Refusal{"sabot-holder", {step.value, want.value}, str(kSabotCallSource)};

    const std::string &given = step.value;
    if (action == "burn") {
        if (given != want.value)
            return Refusal{"burn-wrong", {m_shoe->firstCard().dealerText(), want.value}, str(kBurnSource)};
        const auto &burned = m_shoe->burn();
        m_discardCount = int(burned.size());
        m_record.dealt.insert(m_record.dealt.end(), burned.begin(), burned.end());
        m_record.burned = int(burned.size());
        m_events.push_back(event(TableEvent::Kind::CardsBurned, -1, {}, std::to_string(burned.size())));
        accepted(want);
        if (playersHoldSabot())
            m_sabotPass = DealerStep{"pass-sabot", "1", {}, str(kSabotFirstSource)};
        startBets();
        return std::nullopt;
    }
    if (action == "deal") {
        accepted(want);
        m_record.bets = m_bets;   // as they stand once the bets are final (§3–4)
        dealCoup();
        return std::nullopt;
    }
    if (action == "point") {
        const Hand h = *handFromKey(want.target);
        if (given != want.value) {
            const auto &c = cards(h);
            const int n = m_announced[int(h)] < 2 ? 2 : int(c.size());
            std::string values;
            int sum = 0;
            for (int i = 0; i < n; ++i) {
                values += (i ? " + " : "") + std::to_string(c[std::size_t(i)].baccaratValue());
                sum += c[std::size_t(i)].baccaratValue();
            }
            return Refusal{"point-wrong", {want.target, values, std::to_string(sum), std::to_string(sum % 10)},
                           str(kPointSource)};
        }
        m_announced[int(h)] = m_announced[int(h)] < 2 ? 2 : int(cards(h).size());
        accepted(want);
    } else if (action == "draw" || action == "stand") {
        const Hand h = *handFromKey(want.target);
        m_called[int(h)] = true;
        accepted(want);
        if (action == "draw")
            drawThird(h);
        else
            m_announced[int(h)] = int(cards(h).size());
    } else if (action == "option") {
        // The holder decides (art. 15 §8 "ή τραβά ή δεν τραβά"); the simulated holder
        // draws on 4 or less and at random on 5.
        const Hand h = *handFromKey(want.target);
        m_called[int(h)] = true;
        accepted(want);
        const int total = twoCardPoint(cards(h));
        const bool draws = m_holderChoice ? *m_holderChoice : total < 5 || (total == 5 && m_rng.below(2) == 0);
        if (draws)
            drawThird(h);
    } else if (action == "winner") {
        const Hand h = *handFromKey(want.target);
        if (given != want.value) {
            const Coup c = coupOf(h);
            return Refusal{"winner-wrong", {want.target, std::to_string(c.playerTotal()), std::to_string(c.bankerTotal())},
                           str(kPointSource)};
        }
        m_winnerSaid[int(h)] = true;
        accepted(want);
    } else if (action == "cagnotte") {
        Money amount;
        try {
            amount = Money::parseCanonical(given);
        } catch (const InputError &e) {
            return Refusal{"amount-unreadable", {given, e.reason()}, {}};
        }
        if (amount != *m_cagnotteDue)
            return Refusal{"cagnotte-wrong", {m_cagnotteDue->toString()}, str(kCagnotteSource)};
        m_box = m_box + amount;
        m_events.push_back(chips(-1, "cagnotte", amount.toString()));
        m_cagnotteDue.reset();
        accepted(want);
        if (nextStep().empty())   // else the bank passes first: the banker gave it up
            finishCoup();
        return std::nullopt;
    } else if (action == "new-shoe") {
        accepted(want);
        auto steps = std::move(m_record.steps);
        if (m_machineRng) {
            // §20 δ(6): a table at the machine stays at the machine: shuffled by hand, cut,
            // loaded again with no cut card (δ(2)) and one burn (δ(3)).
            BaccaratShoeRules rules = m_profile.shoeRules();
            rules.shuffler = true;
            auto machineRng = std::make_unique<Rng>(m_incidents.below(UINT64_MAX));
            newShoe(std::make_unique<BaccaratShoe>(rules, *machineRng, false));
            m_machineRng = std::move(machineRng);   // after the old shoe, which shuffled with it, is gone
            m_machineCoups = 8 + int(m_incidents.below(17));
        } else {
            newShoe(std::make_unique<BaccaratShoe>(m_profile.shoeRules(), m_rng, false));
        }
        m_record = {};
        m_record.steps = std::move(steps);
        return std::nullopt;
    }
    if (m_phase == Phase::Coup && nextStep().empty())
        startSettlement();
    return std::nullopt;
}

} // namespace croupier
