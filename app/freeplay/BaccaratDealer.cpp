#include "BaccaratDealer.h"

#include "Amounts.h"
#include "InputError.h"
#include "text/RuleText.h"
#include "text/WordsText.h"

#include <QJSValue>
#include <QRandomGenerator>

#include <QCoreApplication>

#include <algorithm>

namespace croupier {

namespace {
QString money(const Money &m) { return QString::fromStdString(m.toString()); }
QString q(const std::string &s) { return QString::fromStdString(s); }

/// "the bank" at the start of a sentence.
QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

/// The bet model's name of a layout row.
QString rowBet(Game game, const BaccaratRound::Bet &b)
{
    if (b.bank)
        return QStringLiteral("bank");
    if (game == Game::DeuxTableaux)
        return b.tableau == 1 ? QStringLiteral("tableau1") : QStringLiteral("tableau2");
    const auto name = betName(b.bet);
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}
/// A card said for people: "Queen of spades" (the code "QS" in the engine), in the
/// words of Theme.cardName, so a card has one name everywhere.
QString cardName(const QString &code)
{
    if (code.size() != 2)
        return code;
    const auto t = [](const char *s) { return QCoreApplication::translate("Theme", s); };
    const QChar r = code[0], su = code[1];
    const QString rank = r == u'A' ? t("Ace") : r == u'T' ? t("Ten") : r == u'J' ? t("Jack")
                       : r == u'Q' ? t("Queen") : r == u'K' ? t("King") : QString(r);
    const QString suit = su == u'S' ? t("spades") : su == u'H' ? t("hearts") : su == u'D' ? t("diamonds") : t("clubs");
    return t("%1 of %2").arg(rank, suit);
}

/// What a layout row is on, said for people.
QString betWord(Game game, const BaccaratRound::Bet &b)
{
    if (game == Game::DeuxTableaux)
        return b.tableau == 1 ? BaccaratDealer::tr("Tableau 1") : BaccaratDealer::tr("Tableau 2");
    if (!isPuntoBanco(game))
        return BaccaratDealer::tr("the bank");
    switch (b.bet) {
    case BaccaratBet::Player: return QStringLiteral("Punto");
    case BaccaratBet::Banker: return QStringLiteral("Banco");
    case BaccaratBet::Tie: return QStringLiteral("Egalité");
    //: Baccarat side bets (guide): keep the casino's names
    case BaccaratBet::PlayerPair: return BaccaratDealer::tr("Punto Pair");
    case BaccaratBet::BankerPair: return BaccaratDealer::tr("Banco Pair");
    case BaccaratBet::SuperSix: return QStringLiteral("Super Six");
    }
    return {};
}
} // namespace

BaccaratDealer::BaccaratDealer(QObject *parent)
    : TableDealer(parent)
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

void BaccaratDealer::setTable(const QString &table)
{
    if (table == m_table || !tableFromName(table.toStdString()))
        return;
    m_table = table;
    emit tableChanged();
    if (m_complete)
        restart();
}

namespace {
PunterStakes punterStakes(const QString &name)
{
    return name == QLatin1String("high-rollers") ? PunterStakes::HighRollers : PunterStakes::Casual;
}
} // namespace

void BaccaratDealer::setPunters(const QString &punters)
{
    if (punters == m_punters || (punters != QLatin1String("casual") && punters != QLatin1String("high-rollers")))
        return;
    m_punters = punters;
    if (m_round)
        m_round->setPunterStakes(punterStakes(m_punters));
    emit puntersChanged();
}

void BaccaratDealer::componentComplete()
{
    m_complete = true;
    restart();
}

void BaccaratDealer::makeRound(std::uint64_t seed)
{
    BaccaratProfile profile = BaccaratProfile::of(m_game);
    profile.decks = m_decks;
    if (isPuntoBanco(m_game))
        profile.table = tableFromName(m_table.toStdString()).value_or(BaccaratTable::Mini);
    m_round = std::make_unique<BaccaratRound>(profile, seed);
    m_roundSeed = seed;
    m_round->setIncidents(IncidentSchedule(seed, incidentRate()));
    if (m_scriptedBets)
        m_round->setScriptedBets(*m_scriptedBets);
    if (m_scriptedBank)
        m_round->setScriptedBank(*m_scriptedBank);
    m_round->setHolderChoice(m_holderChoice);
    m_round->setPunterStakes(punterStakes(m_punters));
    flush();
    resetCounts();
}

void BaccaratDealer::forceIncident(const QString &kind)
{
    if (m_round)
        m_round->incidents().force(kind.toStdString());
}

void BaccaratDealer::fastForward(int cards)
{
    if (!m_round)
        return;
    flush();
    // At most one shoe: a table at the machine has no cut card to come to.
    const int shoe = m_round->shoeNumber();
    for (int guard = 0; guard < 20000 && m_round->shoeNumber() == shoe; ++guard) {
        const DealerStep s = m_round->expected();
        if (s.empty() || (int(m_round->cardsLeft()) <= cards && s.action == "deal"))
            break;
        if (m_round->apply(s))
            break;
    }
    // Every event reaches the models at once: the felt shows the coup about to be dealt.
    sync();
    flush();
    resetCounts();
    emit changed();
}

void BaccaratDealer::applyIncidentRate()
{
    // A stream of its own for the new rate, so the cards already out are not replayed.
    if (m_round)
        m_round->setIncidents(IncidentSchedule(m_roundSeed + std::uint64_t(m_round->coupNumber()), incidentRate()));
}

void BaccaratDealer::restart()
{
    makeRound(m_seed != 0 ? std::uint64_t(m_seed) : QRandomGenerator::global()->generate64());
    sync();
    emit changed();
}

void BaccaratDealer::loadStackedShoe(const std::vector<Card> &cards)
{
    if (!m_round)
        makeRound(m_seed != 0 ? std::uint64_t(m_seed) : 1);
    flush();
    resetCounts();
    m_round->loadStackedShoe(cards);
    sync();
    emit changed();
}

void BaccaratDealer::setScriptedBets(std::vector<LayoutBet> bets)
{
    m_scriptedBets = bets;
    if (m_round)
        m_round->setScriptedBets(std::move(bets));
}

void BaccaratDealer::setScriptedBank(const Money &bank)
{
    m_scriptedBank = bank;
    if (m_round)
        m_round->setScriptedBank(bank);
}

void BaccaratDealer::setHolderChoice(std::optional<bool> draws)
{
    m_holderChoice = draws;
    if (m_round)
        m_round->setHolderChoice(draws);
}

CardListModel &BaccaratDealer::model(const std::string &hand)
{
    return hand == "player" ? m_playerCards : hand == "banker" ? m_bankerCards : m_player2Cards;
}

void BaccaratDealer::sync()
{
    // The engine has moved on; its events reach the models one dealGap apart.
    for (const TableEvent &e : m_round->takeEvents()) {
        switch (e.kind) {
        case TableEvent::Kind::ShoeStarted:
            pace([this, card = q(e.card)] {
                m_playerCards.clear();
                m_bankerCards.clear();
                m_player2Cards.clear();
                m_bets.clear();
                m_burnCards.clear();
                if (!card.isEmpty())
                    m_burnCards.append(card);
            });
            break;
        case TableEvent::Kind::CardsBurned: pace([this] { m_burnCards.clear(); }); break;
        case TableEvent::Kind::HandsCleared:
            pace([this] {
                m_playerCards.clear();
                m_bankerCards.clear();
                m_player2Cards.clear();
                m_bets.clear();
            });
            break;
        case TableEvent::Kind::BetPlaced: {
            const BaccaratRound::Bet &b = m_round->bets()[std::size_t(e.row)];
            BaccaratBetModel::Entry entry;
            entry.seat = b.seat;
            entry.bet = rowBet(m_game, b);
            entry.stake = money(b.stake);
            entry.banco = b.banco;
            if (b.bank)
                entry.state = QStringLiteral("bank");
            pace([this, entry] { m_bets.append(entry); });
            break;
        }
        case TableEvent::Kind::CardDealt:
            pace([this, hand = e.hand, card = q(e.card), sideways = e.sideways] { model(hand).append(card, true, sideways); });
            break;
        case TableEvent::Kind::ChipsMoved: {
            // Punto Banco: the house banks, its rack takes the losing stakes and pays the
            // winners. Chemin de fer, deux tableaux: the punters and the banker play against
            // each other; the house takes only the cagnotte (art. 15 §7), its rack stays as it is.
            const bool houseBanks = m_game != Game::CheminDeFer && m_game != Game::DeuxTableaux;
            std::function<void()> rack = houseBanks ? rackMove(e.what, e.value) : std::function<void()>([] {});
            pace([this, row = e.row, what = q(e.what), value = q(e.value), rack] {
                rack();
                if (what == QLatin1String("collected") || what == QLatin1String("push")) {
                    m_bets.setState(row, what);
                } else if (what == QLatin1String("paid")) {
                    m_bets.setPaid(row, value);
                    m_bets.setState(row, QStringLiteral("paid"));
                } else if (what == QLatin1String("commission")) {
                    m_bets.setCommission(row, value);
                } else if (what == QLatin1String("reduced")) {
                    m_bets.setStake(row, value);   // art. 15 §19: down to the maximum
                } else if (what == QLatin1String("refused") || what == QLatin1String("held")) {
                    m_bets.setState(row, what);
                }
            });
            break;
        }
        case TableEvent::Kind::PuckMoved:
        case TableEvent::Kind::DiceThrown: break;
        }
    }
}

// --- the trainee's steps ---

Money BaccaratDealer::parseAmount(const QVariant &value, QString *error) const
{
    const QString text = value.typeId() == QMetaType::QVariantMap ? value.toMap().value(QStringLiteral("amount")).toString()
                                                                  : value.toString();
    const Amounts::Reading reading = Amounts::read(text, BaccaratProfile::of(m_game).chipUnit);
    *error = reading.error;
    return reading.amount.value_or(Money());
}

bool BaccaratDealer::act(const QString &action, const QVariant &valueIn)
{
    if (!m_round)
        return false;
    // From QML an object arrives as a QJSValue: read it as a map.
    const QVariant value = valueIn.userType() == qMetaTypeId<QJSValue>() ? valueIn.value<QJSValue>().toVariant() : valueIn;
    const DealerStep want = m_round->expected();
    if (want.empty())
        return false;
    const bool isMap = value.typeId() == QMetaType::QVariantMap;
    const QVariantMap map = value.toMap();

    DealerStep step;
    step.action = action.toStdString();
    if (action == QLatin1String("collect") || action == QLatin1String("pay") || action == QLatin1String("commission")) {
        if (isMap && map.contains(QStringLiteral("row")))
            step.target = std::to_string(map.value(QStringLiteral("row")).toInt());
        else if (action == QLatin1String("collect"))
            step.target = std::to_string(value.toInt());
    } else if (isMap) {
        step.target = map.value(QStringLiteral("hand")).toString().toStdString();
    }
    if (action == QLatin1String("reduce") || action == QLatin1String("refuse")) {
        if (isMap && map.contains(QStringLiteral("row")))
            step.target = std::to_string(map.value(QStringLiteral("row")).toInt());
    }
    if (action == QLatin1String("pay") || action == QLatin1String("commission") || action == QLatin1String("cagnotte")
        || action == QLatin1String("reduce")) {
        if (m_round->phase() == BaccaratRound::Phase::Settle || action == QLatin1String("reduce")) {
            QString error;
            const Money amount = parseAmount(value, &error);
            if (!error.isEmpty())
                return refuse([error] { return error; });
            step.value = amount.toString();
        }
    } else {
        step.value = (isMap ? map.value(QStringLiteral("value")).toString() : value.toString().trimmed()).toStdString();
    }

    if (const auto refusal = m_round->apply(step)) {
        const Refusal r = *refusal;
        return refuse([this, r, want] { return refusalText(r, want); }, WordsText::source(q(r.source)));
    }
    sync();
    accept();
    return true;
}

// --- what is said ---

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

QString BaccaratDealer::refusalText(const Refusal &r, const DealerStep &want) const
{
    const auto arg = [&r](std::size_t i) { return i < r.args.size() ? q(r.args[i]) : QString(); };
    const std::string &k = r.reason;
    if (k == "not-a-bet")
        return tr("That is not a bet of this coup.");
    if (k == "already-settled")
        //: %1 the seat
        return tr("Seat %1's bet is already settled.").arg(arg(0));
    if (k == "cagnotte-now")
        return tr("Every bet is settled: the cagnotte goes in its box now (art. 15 §7).");
    if (k == "collect-not-lost")
        return tr("Seat %1's bet did not lose: only losing bets are collected (art. 15 §14).").arg(arg(0));
    if (k == "pay-lost")
        return tr("Seat %1's bet lost: it is collected, not paid (art. 15 §14).").arg(arg(0));
    if (k == "collect-first")
        return tr("First collect the losing bets, then pay the winners (art. 15 §14 α, β).");
    if (k == "commission-first")
        return tr("A winning Banco bet: take the 5% commission first, then pay the rest (art. 15 §14 β).");
    if (k == "commission-wrong")
        //: %1 the stake, %2 the commission
        return tr("The commission on %1 is 5%, rounded down to the smallest chip in the player's favour: "
                  "%2 (art. 15 §14 β; manual §5).")
            .arg(arg(0), arg(1));
    if (k == "pay-wrong-commission")
        //: %1 the stake, %2 the commission, %3 the payment
        return tr("Banco pays the stake less the commission: %1 − %2 = %3 (art. 15 §14 β).").arg(arg(0), arg(1), arg(2));
    if (k == "pay-wrong-tie")
        return tr("Egalité pays 8 to 1: %1 × 8 = %2 (art. 15 §14 γ).").arg(arg(0), arg(1));
    if (k == "pay-wrong-pair")
        return tr("A pair pays 11 to 1: %1 × 11 = %2 (guide, pay tables).").arg(arg(0), arg(1));
    if (k == "pay-wrong-super-six")
        //: %1 the stake, %2 the payment
        return tr("Super Six pays 12 to 1 on two cards and 20 to 1 on three: %1 pays %2 (guide, Super Six).")
            .arg(arg(0), arg(1));
    if (k == "pay-wrong-no-commission")
        return tr("Banco pays 1 to 1, a Banco 6 pays 1 to 2, rounded down to the smallest chip: %1 (guide, No Commission).")
            .arg(arg(0));
    if (k == "pay-wrong-even")
        return tr("Even money: %1 pays %2 (art. 15 §14 α).").arg(arg(0), arg(1));
    if (k == "amount-unreadable")
        return tr("Amount: %1").arg(arg(1));
    if (k == "call-wrong") {
        const Side side = arg(1) == QLatin1String("banker") ? Side::Banker : Side::Player;
        std::optional<int> third;
        if (!arg(3).isEmpty())
            third = arg(3).toInt();
        return RuleText::drawExplanation(m_game, side, arg(2).toInt(), third, arg(4) == QLatin1String("1"));
    }
    if (k == "burn-wrong")
        //: %1 the first card as a dealer reads it ("7♥", "10♠"), %2 how many are burned
        return tr("The first card is %1: it burns %2 cards, itself included (art. 15 §9; 10, J, Q, K count 10).")
            .arg(arg(0), arg(1));
    if (k == "point-wrong") {
        const auto h = BaccaratRound::handFromKey(r.args[0]);
        //: %1 the hand, %2 "3 + 9", %3 the sum, %4 the point
        return tr("%1: %2 = %3, the point is %4 (art. 15 §13: tens and faces count 0, only the last digit counts).")
            .arg(capitalised(handName(*h)), arg(1), arg(2), arg(3));
    }
    if (k == "winner-wrong") {
        const auto h = BaccaratRound::handFromKey(r.args[0]);
        //: %1/%3 the hands, %2/%4 their points
        return tr("%1 has %2, %3 has %4: the point nearer 9 wins, equal points are Egalité (art. 15 §13).")
            .arg(capitalised(handName(*h)), arg(1), handName(Hand::Banker), arg(2));
    }
    if (k == "cagnotte-wrong")
        //: %1 the cagnotte due
        return tr("The cagnotte is 5% of what the banker won in the coup, rounded down to the smallest chip: %1 "
                  "(art. 15 §7).")
            .arg(arg(0));
    if (k == "opening-order")
        //: The opening of a shoe out of order; %1 what is to be done now, %2 its paragraph (the engine's)
        return tr("Not yet: a shoe is opened in order: the cards counted (at the table's opening only; at deux tableaux, "
                  "new cards each shoe), shuffled, cut by a player, the cut card placed, then the burn. Now: %1 (%2).")
            .arg(describe(want), WordsText::source(q(r.source)));
    if (k == "count-wrong")
        //: %1 the decks, %2 their cards
        //: %3 the paragraph (the engine's: Punto Banco's §6, applied by analogy at chemin de fer)
        return tr("%1 decks of 52 cards: %2 cards are counted (art. 15 §1; %3).").arg(arg(0), arg(1), WordsText::source(q(r.source)));
    if (k == "cut-seat")
        //: %1 the seat given, %2 the seat that cuts
        //: %3 the paragraph (the engine's)
        return tr("The cut card is given to the first seated player on the dealer's right, seat %2, not seat %1 "
                  "(%3).")
            .arg(arg(0).isEmpty() ? QStringLiteral("?") : arg(0), arg(1), WordsText::source(q(r.source)));
    if (k == "cut-card-wrong")
        return m_game == Game::DeuxTableaux
                   //: %2 the cards behind the cut card
                   ? tr("At deux tableaux the cut card goes before the last %2 cards (art. 15 §2).").arg(arg(1))
                   //: %2 the cards behind the cut card
                   //: %3 the paragraph (the engine's)
                   : tr("The cut card leaves exactly %2 cards behind it (%3).").arg(arg(1), WordsText::source(q(r.source)));
    if (k == "incident-pending") {
        if (want.action == "reduce")
            //: %1 the seat, %2 its bet (e.g. "505 on Punto"), %3 the maximum
            return tr("Seat %1's %2 is over its maximum, %3: reduce it or refuse it before any card leaves the sabot "
                      "(art. 15 §4).")
                .arg(QString::number(m_round->bets()[std::size_t(std::stoi(want.target))].seat),
                     betLabel(std::stoi(want.target)), arg(2));
        if (want.action == "dummy-hand")
            //: %1 the card's name
            return tr("%1 came out face up before the bets were final. It cannot go back into the sabot (art. 15 §4): it "
                      "is used, and the coup is a dummy hand with no bets on it (§5).")
                .arg(capitalised(cardName(arg(2))));
        if (want.action == "last-coup")
            return m_game == Game::DeuxTableaux
                       ? tr("The cut card has come out: no further coup is played; call it (art. 15, deux tableaux §2).")
                       : tr("The cut card has come out: this coup is the last of the shoe; call it (art. 15 §16).");
        if (want.action == "shuffler")
            return tr("The players have left with no bet down: play resumes at the shuffling machine, the cards loaded "
                      "with no cut card and one burn (art. 15 §17, §20 δ(2)–(3)).");
        if (want.action == "to-shuffler")
            return tr("At the shuffling machine every coup's cards go back into it before the next coup "
                      "(art. 15 §20 δ(7)(3)).");
    }
    if (k == "bank-pending")
        //: Chemin de fer; %1 the seat on the banker's right
        return tr("The banker lost the coup: the bank passes to seat %1, on his right, before the next coup (the "
                  "game's convention; the regulation is silent).")
            .arg(arg(0));
    if (k == "bank-seat")
        //: Chemin de fer; %1 the seat given, %2 the seat due, %3 the banker's seat
        return tr("The bank passes to the player on the banker's right: seat %2, not seat %1 (the banker is seat %3).")
            .arg(arg(0).isEmpty() ? QStringLiteral("?") : arg(0), arg(1), arg(2));
    if (k == "bank-stays")
        //: Chemin de fer; %1 the banker's seat
        return tr("The banker of seat %1 did not lose the coup: the bank stays with him.").arg(arg(0));
    if (k == "sabot-pending")
        //: Punto Banco's big table; %1 the seat
        return tr("Hand the sabot to seat %1 first (art. 15 §9, §15).").arg(arg(0));
    if (k == "sabot-seat")
        //: %1 the seat given, %2 the seat due
        return tr("The sabot goes to seat %2, not seat %1 (art. 15 §9, §15).")
            .arg(arg(0).isEmpty() ? QStringLiteral("?") : arg(0), arg(1));
    if (k == "sabot-stays")
        //: %1 the holder's seat
        return tr("Seat %1 keeps the sabot after a Banco win or an Egalité (art. 15 §15).").arg(arg(0));
    if (k == "sabot-after-burn")
        return tr("The sabot is handed to a player after the burn (art. 15 §9).");
    if (k == "sabot-croupier")
        return tr("At this table the croupier deals: the sabot is not handed to a player (art. 15 §18 β, §20).");
    if (k == "sabot-holder")
        //: %1 the seat named, %2 the holder's seat
        return tr("The sabot is with seat %2, not seat %1 (art. 15 §18 α).")
            .arg(arg(0).isEmpty() ? QStringLiteral("?") : arg(0), arg(1));
    if (k == "reduce-wrong")
        //: %1 the seat, %2 the stake put down, %3 the maximum
        return tr("Seat %1's %2 is reduced to the maximum, %3.").arg(arg(0), arg(1), arg(2));
    if (k == "within-limit")
        //: %1 the seat, %2 the stake
        return tr("Seat %1's %2 is within the limits: it stands.").arg(arg(0), arg(1));
    //: A step out of order; %1 what is to be done now
    return tr("Not now: %1.").arg(describe(want));
}

QVariantMap BaccaratDealer::expectedAction() const
{
    const DealerStep s = m_round ? m_round->expected() : DealerStep{};
    const int row = m_round ? m_round->activeRow() : -1;
    const auto hand = BaccaratRound::handFromKey(s.target);
    const QString value = q(s.value);
    QVariantMap m{{QStringLiteral("action"), q(s.action)},
                  {QStringLiteral("hand"), hand ? q(s.target) : QString()},
                  {QStringLiteral("row"), row},
                  {QStringLiteral("text"), describe(s)},
                  {QStringLiteral("target"), q(s.target)}};
    if (s.action == "collect")
        m.insert(QStringLiteral("value"), row);
    else if (s.action == "cut" || s.action == "pass-bank" || s.action == "pass-sabot")
        m.insert(QStringLiteral("value"), q(s.target));   // the seat that cuts (art. 15 §7), or takes the bank or sabot
    else if (s.action == "pay" || s.action == "commission")
        m.insert(QStringLiteral("value"), QVariantMap{{QStringLiteral("row"), row}, {QStringLiteral("amount"), value}});
    else
        m.insert(QStringLiteral("value"), value);
    m.insert(QStringLiteral("amount"), value);
    return m;
}

QString BaccaratDealer::describe(const DealerStep &s) const
{
    const auto h = BaccaratRound::handFromKey(s.target);
    const QString hand = h ? handName(*h) : QString();
    const int row = h || s.target.empty() ? -1 : QString::fromStdString(s.target).toInt();
    const int seat = row >= 0 && row < m_bets.count() ? m_bets.at(row).seat : 0;
    const QString value = q(s.value);
    if (s.action == "count")
        //: The opening of a shoe (art. 15 §6); %1 how many cards
        return tr("count the cards: %1").arg(value);
    if (s.action == "shuffle")
        return tr("shuffle the cards");
    if (s.action == "cut")
        //: %1 the seat
        return tr("give the cut card to seat %1 to cut").arg(q(s.target));
    if (s.action == "cut-card")
        //: %1 how many cards lie behind the cut card
        return tr("place the cut card with %1 cards behind it").arg(value);
    if (s.action == "burn")
        //: %1 how many cards
        return tr("burn %1 cards, the first included").arg(value);
    if (s.action == "deal")
        return tr("call \"No more bets\" and deal");
    if (s.action == "point")
        //: %1 the hand, %2 its point
        return tr("announce %1's point: %2").arg(hand, value);
    if (s.action == "draw")
        return tr("%1 draws a card").arg(capitalised(hand));
    if (s.action == "stand")
        return tr("%1 stands").arg(capitalised(hand));
    if (s.action == "option")
        return tr("%1 has the option: ask the holder").arg(capitalised(hand));
    if (s.action == "winner") {
        const QString who = s.value == "tie" ? QStringLiteral("Egalité") : s.value == "banker" ? handName(Hand::Banker) : hand;
        if (m_game == Game::DeuxTableaux)
            //: %1 the tableau, %2 who wins it
            return tr("announce %1: %2").arg(hand, who);
        return tr("announce the winner: %1").arg(who);
    }
    if (s.action == "collect")
        return tr("collect seat %1's losing bet").arg(seat);
    if (s.action == "commission")
        return tr("take the commission from seat %1's Banco bet: %2").arg(seat).arg(value);
    if (s.action == "pay")
        return tr("pay seat %1: %2").arg(seat).arg(value);
    if (s.action == "cagnotte")
        return tr("put the cagnotte in its box: %1").arg(value);
    if (s.action == "new-shoe")
        return tr("the shoe is over: start a new shoe");
    if (s.action == "reduce")
        //: %1 the seat, %2 the bet, %3 the maximum
        return tr("reduce seat %1's %2 to the maximum, %3").arg(seat).arg(betLabel(row), value);
    if (s.action == "dummy-hand")
        return tr("declare a dummy hand: %1 is used, no bets stand on this coup").arg(cardName(value));
    if (s.action == "last-coup")
        return tr("call the last coup of the shoe");
    if (s.action == "shuffler")
        return tr("load the shuffling machine: no cut card, one burn");
    if (s.action == "to-shuffler")
        return tr("put the coup's %1 cards into the shuffling machine").arg(value);
    if (s.action == "pass-bank")
        //: Chemin de fer: the banker lost the coup; %1 the seat on his right (RULINGS, a convention)
        return tr("pass the bank to seat %1, on the banker's right").arg(q(s.target));
    if (s.action == "pass-sabot")
        //: Punto Banco's big table (art. 15 §9, §15); %1 the seat
        return tr("hand the sabot to seat %1").arg(q(s.target));
    return {};
}

QString BaccaratDealer::betLabel(int row) const
{
    if (!m_round || row < 0 || std::size_t(row) >= m_round->bets().size())
        return {};
    const BaccaratRound::Bet &b = m_round->bets()[std::size_t(row)];
    //: A bet on the layout: %1 the stake, %2 what it is on (Punto, Banco, Egalité, a pair, Super Six)
    return tr("%1 on %2").arg(money(b.stake), betWord(m_game, b));
}

QString BaccaratDealer::situation(const DealerStep &s) const
{
    const int row = s.action == "reduce" ? std::stoi(s.target) : -1;
    if (s.action == "reduce")
        //: Free play, an incident: %1 the seat, %2 its bet, %3 the bet's maximum
        return tr("Seat %1 has put down %2; its maximum is %3.")
            .arg(m_round->bets()[std::size_t(row)].seat)
            .arg(betLabel(row), q(s.value));
    if (s.action == "dummy-hand")
        //: Free play, an incident: %1 the card
        return tr("%1 has come out of the sabot face up before the bets were final.").arg(capitalised(cardName(q(s.value))));
    if (s.action == "last-coup")
        return tr("The cut card has come out.");
    if (s.action == "shuffler")
        return tr("The shoe is over and the players have left with no bet down. The casino runs this table with a "
                  "shuffling machine from now on.");
    if (s.action == "to-shuffler")
        return tr("The coup is settled at the shuffling machine.");
    return {};
}

QString BaccaratDealer::incidentKind() const
{
    return m_round ? q(m_round->pendingIncident()) : QString();
}

QString BaccaratDealer::incident() const
{
    if (!m_round)
        return {};
    const std::string kind = m_round->pendingIncident();
    if (kind == "over-limit")
        return tr("Over the limit (art. 15 §4, §19): a bet above its maximum is reduced or refused before any card "
                  "leaves the sabot. Egalité's maximum is one eighth of the table's; pairs and Super Six are capped by "
                  "the house.");
    if (kind == "dummy-hand")
        return tr("Dummy hand (art. 15 §4–5): a card out of the sabot cannot go back; it is used, and when it is the "
                  "coup's first card the coup is played with no bets; the bets wait for the next coup.");
    if (kind == "last-coup")
        return m_game == Game::DeuxTableaux
                   ? tr("Last coup (art. 15, deux tableaux §2): once the cut card, ten cards from the end, appears, no "
                        "further coup is played.")
                   : tr("Last coup (art. 15 §16): the coup in which the cut card appears, or which it would open, is "
                        "the last of the shoe; the next shoe starts with the shuffle (§16, §6).");
    if (kind == "shuffler")
        return tr("Shuffling machine (art. 15 §20): no cut card and no last coup; one burn at the start; after each "
                  "coup its cards go back into the machine.");
    return {};
}

QString BaccaratDealer::phase() const
{
    if (!m_round)
        return {};
    switch (m_round->phase()) {
    case BaccaratRound::Phase::Burn: return QStringLiteral("burn");
    case BaccaratRound::Phase::Bets: return QStringLiteral("bets");
    case BaccaratRound::Phase::Coup: return QStringLiteral("coup");
    case BaccaratRound::Phase::Settle: return QStringLiteral("settle");
    case BaccaratRound::Phase::ShoeOver: return QStringLiteral("shoe-over");
    }
    return {};
}

QString BaccaratDealer::status() const
{
    if (!m_round)
        return {};
    const DealerStep s = m_round->expected();
    const auto h = BaccaratRound::handFromKey(s.target);
    const QString hand = h ? handName(*h) : QString();
    if (m_round->opening())
        //: Free play, the opening of a shoe (art. 15 §6–8); the keys are the same on a Greek keyboard
        return tr("Open the shoe in order: A count (type the cards), F shuffle, U cut (type the seat), I cut card "
                  "(type the cards behind it).");
    if (s.action == "burn")
        return tr("New shoe: the first card is turned. How many cards are burned? Type the number, Enter.");
    if (s.action == "deal")
        return tr("The bets are down. Call \"No more bets\" and deal: Enter.");
    if (s.action == "point")
        //: %1 the hand
        return tr("Announce %1's point: type the digit.").arg(hand);
    if (s.action == "draw" || s.action == "stand" || s.action == "option")
        return tr("%1: third card? D draws, S stands, O the holder's option.").arg(capitalised(hand));
    if (s.action == "winner")
        return m_game == Game::DeuxTableaux ? tr("Who wins %1? P the tableau, B the bank, T Egalité.").arg(hand)
               : m_game == Game::CheminDeFer ? tr("Announce the winner: P the player, B the banker, T Egalité.")
                                             : tr("Announce the winner: P Punto, B Banco, T Egalité.");
    if (s.action == "collect" || s.action == "pay" || s.action == "commission")
        return tr("Settle the layout: collect the losing bets (C), then pay the winners (type the amount, Enter).");
    if (s.action == "cagnotte")
        return tr("The banker won: type the cagnotte (5%), Enter.");
    if (s.action == "new-shoe")
        return m_round->atShuffler()
                   //: Free play, Punto Banco at the shuffling machine; N is the key (ν on a Greek keyboard)
                   ? tr("The players have left the machine's table (art. 15 §20 δ(6)): the cards come out of the "
                        "machine. N: a player sits down; the cards are shuffled, cut and loaded into the machine again.")
                   : tr("The cut card came out and the last coup is played (art. 15 §16). N: a new shoe.");
    if (s.action == "pass-bank" && m_round->bankGivenUp())
        //: Free play, chemin de fer; G is the key (γ on a Greek keyboard)
        return tr("The banker won and gives the bank up, his winnings with him: the bank passes to the player on "
                  "his right (the game's convention). Type the seat, G.");
    if (s.action == "pass-bank")
        //: Free play, chemin de fer; G is the key (γ on a Greek keyboard)
        return tr("The banker lost the coup: the bank passes to the player on his right (the game's convention). "
                  "Type the seat, G.");
    if (s.action == "pass-sabot")
        //: Free play, Punto Banco's big table (art. 15 §9, §15); G is the key
        return tr("The sabot passes to a player (art. 15 §9, §15): type the seat, G.");
    const QString what = situation(s);
    if (!what.isEmpty())
        //: Free play, an incident: %1 what happened; the keys name the dealer's possible answers
        return tr("%1 What does the dealer do?").arg(what);
    return {};
}

QString BaccaratDealer::activeHand() const
{
    if (!m_round)
        return {};
    const auto h = m_round->activeHand();
    return h ? q(BaccaratRound::handKey(*h)) : QString();
}

QString BaccaratDealer::handoverAction() const
{
    if (!m_round)
        return {};
    const std::string_view action = m_round->handoverAction();
    return QString::fromUtf8(action.data(), qsizetype(action.size()));
}

QString BaccaratDealer::boxTotal() const { return m_round ? money(m_round->box()) : QStringLiteral("0"); }

QString BaccaratDealer::chipUnit() const { return money(BaccaratProfile::of(m_game).chipUnit); }

} // namespace croupier
