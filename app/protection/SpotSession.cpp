#include "SpotSession.h"

#include "Amounts.h"
#include "Money.h"
#include "craps/CrapsBet.h"
#include "craps/CrapsRules.h"
#include "play/Play.h"
#include "protection/ProtectionTopics.h"
#include "text/WordsText.h"

#include <QRandomGenerator>

#include <algorithm>
#include <map>

namespace croupier {

namespace {

std::string member(const JsonValue &v, std::string_view key) { return recordText(v, key); }

QString q(const std::string &s) { return QString::fromStdString(s); }

QString money(const std::string &canonical)
{
    try {
        return Amounts::write(Money::parseCanonical(canonical));
    } catch (const std::exception &) {
        return q(canonical);
    }
}

QString words(const Words &w) { return WordsText::text(w, Amounts::currentLocale()); }

/// A card code as a dealer reads it: rank and suit sign ("9♥", "10♠").
QString cardText(const std::string &code)
{
    if (code.size() != 2)
        return q(code);
    const QString rank = code[0] == 'T' ? QStringLiteral("10") : QString(QChar(code[0]));
    const char s = code[1];
    const QString suit = s == 'H' ? QStringLiteral("♥") : s == 'D' ? QStringLiteral("♦") : s == 'C' ? QStringLiteral("♣")
                                                                                                 : QStringLiteral("♠");
    return rank + suit;
}

std::vector<std::string> cardsOf(const JsonValue *cards)
{
    std::vector<std::string> out;
    if (cards && cards->isArray())
        for (const JsonValue &c : cards->items())
            out.push_back(c.text());
    return out;
}

} // namespace

SpotSession::SpotSession(QObject *parent)
    : QObject(parent)
{
    m_elapsed.start();
    m_timer.setInterval(m_stepMs);
    connect(&m_timer, &QTimer::timeout, this, &SpotSession::advance);
}

void SpotSession::setGame(const QString &game)
{
    const auto g = gameFromName(game.toStdString());
    if (!g || *g == m_game)
        return;
    m_game = *g;
    emit settingsChanged();
    if (m_phase != QStringLiteral("idle"))
        start();
}

void SpotSession::setLevel(int level)
{
    level = std::clamp(level, 0, 3);
    if (level == m_level)
        return;
    m_level = level;
    emit settingsChanged();
}

void SpotSession::setStepMs(int ms)
{
    ms = std::clamp(ms, 100, 10000);
    if (ms == m_stepMs)
        return;
    m_stepMs = ms;
    m_timer.setInterval(ms);
    emit settingsChanged();
}

void SpotSession::setSeed(qulonglong seed)
{
    if (seed == m_seed)
        return;
    m_seed = seed;
    emit settingsChanged();
}

void SpotSession::setAutoAdvance(bool on)
{
    if (on == m_autoAdvance)
        return;
    m_autoAdvance = on;
    if (!on)
        m_timer.stop();
    else if (m_phase == QStringLiteral("watching"))
        m_timer.start();
    emit settingsChanged();
}

const std::vector<JsonValue> &SpotSession::steps() const
{
    static const std::vector<JsonValue> none;
    const JsonValue *s = m_record.find("steps");
    return s && s->isArray() ? s->items() : none;
}

QString SpotSession::errorKind() const
{
    return m_error ? q(std::string(m_error->error->kind)) : QString();
}

QString SpotSession::errorRemedy() const
{
    return m_error ? q(std::string(m_error->error->remedy)) : QString();
}

void SpotSession::start()
{
    m_seedInUse = m_seed ? m_seed : 1 + QRandomGenerator::global()->bounded(999999999u);
    m_rng.emplace(m_seedInUse ^ 0x5eedULL);
    m_pending.clear();
    m_played = 0;
    m_round = 0;
    m_detections = m_misses = m_falseAlarms = m_cleanRounds = m_kindsRight = m_remediesRight = 0;
    m_delaySum = 0;
    newRound();
}

std::vector<JsonValue> SpotSession::records()
{
    // One seeded table, 40 rounds at a time: a new table (the next seed) after each.
    PlayOptions play;
    play.game = m_game;
    play.seed = m_seedInUse + std::uint64_t(m_played / 40);
    play.rounds = 40;
    // A table with the regulation's incidents now and then, as free play deals them: the
    // errors of an exposed card or a die off the table need one.
    play.incidents = 0.3;
    std::vector<JsonValue> out;
    // A round that opens a shoe is the opening's procedure, not the coup's: left out.
    playRounds(play, [&](const JsonValue &r) {
        const JsonValue *steps = r.find("steps");
        const bool opening = steps && std::any_of(steps->items().begin(), steps->items().end(), [](const JsonValue &st) {
            const std::string a = member(st, "action");
            return a == "count" || a == "shuffle" || a == "burn" || a == "new-shoe" || a == "shuffler";
        });
        if (!opening)
            out.push_back(r);
    });
    return out;
}

void SpotSession::newRound()
{
    if (m_pending.empty()) {
        m_pending = records();
        std::reverse(m_pending.begin(), m_pending.end());
    }
    const JsonValue clean = m_pending.back();
    m_pending.pop_back();
    ++m_played;
    ++m_round;
    m_error.reset();
    // The level's rate: none, one round in four, one in two, every round.
    const bool due = m_level >= 3 || (m_level > 0 && m_rng->below(4) < std::uint64_t(m_level == 1 ? 1 : 2));
    if (due) {
        auto errors = dealerErrorsOf(m_game);
        for (std::size_t i = errors.size(); i > 1; --i)
            std::swap(errors[i - 1], errors[m_rng->below(i)]);
        for (const DealerError *e : errors)
            if ((m_error = injectDealerError(m_game, clean, e->kind, *m_rng)))
                break;
    }
    m_record = m_error ? m_error->record : clean;
    m_shown = 0;
    m_errorShownAt = -1;
    m_stoppedAt = -1;
    m_choiceKeys.clear();
    m_feedback = nullptr;
    m_phase = QStringLiteral("watching");
    if (m_autoAdvance) {
        m_timer.setInterval(m_stepMs);
        m_timer.start();
    }
    emit changed();
}

void SpotSession::advance()
{
    if (m_phase != QStringLiteral("watching"))
        return;
    if (m_shown < stepCount()) {
        ++m_shown;
        if (m_error && m_shown - 1 == m_error->step)
            m_errorShownAt = now();
        emit changed();
        return;
    }
    endOfRound();
}

void SpotSession::endOfRound()
{
    m_timer.stop();
    if (!m_error) {
        ++m_cleanRounds;
        emit attempted(game(), QStringLiteral("none"), false, false, 0, true, true);
        newRound();
        return;
    }
    ++m_misses;
    emit attempted(game(), errorKind(), false, false, 0, false, false);
    const InjectedError e = *m_error;
    showFeedback(false, [this, e] {
        //: Spot the error: the round ended and the trainee did not stop it; %1 the step's number, %2 the error
        return tr("Missed: step %1 was wrong: %2.").arg(e.step + 1).arg(words(dealerErrorWords(e.error->kind)));
    });
}

void SpotSession::stop()
{
    if (m_phase != QStringLiteral("watching"))
        return;
    m_timer.stop();
    m_stoppedAt = m_shown;
    if (m_error && m_shown - 1 >= m_error->step) {
        m_delay = std::max<qint64>(0, now() - m_errorShownAt);
        // Four kinds: the right one and three others of the game's, in a seeded order.
        std::vector<std::string> others;
        for (const DealerError *d : dealerErrorsOf(m_game))
            if (d->kind != m_error->error->kind)
                others.emplace_back(d->kind);
        for (std::size_t i = others.size(); i > 1; --i)
            std::swap(others[i - 1], others[m_rng->below(i)]);
        others.resize(std::min<std::size_t>(others.size(), 3));
        others.insert(others.begin() + std::ptrdiff_t(m_rng->below(others.size() + 1)), std::string(m_error->error->kind));
        m_choiceKeys = others;
        m_phase = QStringLiteral("kind");
        emit changed();
        return;
    }
    ++m_falseAlarms;
    emit attempted(game(), m_error ? errorKind() : QStringLiteral("none"), false, true, 0, false, false);
    const int at = m_shown;
    showFeedback(false, [at] {
        //: Spot the error: the trainee stopped where nothing was wrong; %1 how many steps were on show
        return tr("A false alarm: the %n step(s) on show are the ones the rules order.", nullptr, at);
    });
}

void SpotSession::choose(int index)
{
    if (index < 0 || std::size_t(index) >= m_choiceKeys.size() || !m_error)
        return;
    const std::string picked = m_choiceKeys[std::size_t(index)];
    if (m_phase == QStringLiteral("kind")) {
        m_kindRight = picked == m_error->error->kind;
        std::vector<std::string> others;
        for (std::string_view r : dealerErrorRemedies())
            if (r != m_error->error->remedy)
                others.emplace_back(r);
        for (std::size_t i = others.size(); i > 1; --i)
            std::swap(others[i - 1], others[m_rng->below(i)]);
        others.resize(3);
        others.insert(others.begin() + std::ptrdiff_t(m_rng->below(4)), std::string(m_error->error->remedy));
        m_choiceKeys = others;
        m_phase = QStringLiteral("remedy");
        emit changed();
        return;
    }
    if (m_phase != QStringLiteral("remedy"))
        return;
    const bool remedyRight = picked == m_error->error->remedy;
    ++m_detections;
    m_delaySum += m_delay;
    m_kindsRight += m_kindRight ? 1 : 0;
    m_remediesRight += remedyRight ? 1 : 0;
    emit attempted(game(), errorKind(), true, false, int(m_delay), m_kindRight, remedyRight);
    const InjectedError e = *m_error;
    const qint64 delay = m_delay;
    const bool kindRight = m_kindRight;
    showFeedback(kindRight && remedyRight, [e, delay, kindRight, remedyRight] {
        //: Spot the error: the trainee stopped after the error; %1 the seconds between the error and the stop
        QString seconds = QString::number(double(delay) / 1000.0, 'f', 1);
        if (Amounts::currentLocale() == MoneyLocale::Greek)
            seconds.replace(QLatin1Char('.'), QLatin1Char(','));
        QString s = tr("Stopped %1 s after the error.").arg(seconds);
        s += QLatin1Char(' ');
        //: Spot the error: %1 the step's number, %2 the error
        s += tr("Step %1 was wrong: %2.").arg(e.step + 1).arg(words(dealerErrorWords(e.error->kind)));
        s += QLatin1Char(' ');
        s += kindRight ? tr("You named it right.") : tr("You named another error.");
        s += QLatin1Char(' ');
        //: Spot the error: %1 the remedy
        s += (remedyRight ? tr("Remedy, as you chose: %1.") : tr("The remedy is another: %1."))
                 .arg(words(remedyWords(e.error->remedy)));
        return s;
    });
}

void SpotSession::showFeedback(bool good, std::function<QString()> sentence)
{
    m_timer.stop();
    // The felt at the moment of the error: its step the last on show.
    if (m_error)
        m_shown = std::min(stepCount(), m_error->step + 1);
    m_feedbackGood = good;
    m_feedback = std::move(sentence);
    m_choiceKeys.clear();
    m_phase = QStringLiteral("feedback");
    emit changed();
}

QString SpotSession::feedbackSource() const
{
    if (m_phase != QStringLiteral("feedback") || !m_error)
        return {};
    std::string source(m_error->error->source);
    if (m_error->error->remedySource != "house" && m_error->error->remedySource != m_error->error->source)
        source += "; " + std::string(m_error->error->remedySource);
    return WordsText::source(q(source));
}

void SpotSession::replay(int delta)
{
    if (m_phase != QStringLiteral("feedback"))
        return;
    const int shown = std::clamp(m_shown + delta, 0, stepCount());
    if (shown == m_shown)
        return;
    m_shown = shown;
    emit changed();
}

void SpotSession::next()
{
    if (m_phase != QStringLiteral("feedback"))
        return;
    newRound();
}

QVariantList SpotSession::choices() const
{
    QVariantList out;
    for (const std::string &k : m_choiceKeys) {
        QString text = words(m_phase == QStringLiteral("kind") ? dealerErrorWords(k) : remedyWords(k));
        if (!text.isEmpty())
            text[0] = text[0].toUpper();
        out.append(QVariantMap{{QStringLiteral("key"), q(k)}, {QStringLiteral("text"), text}});
    }
    return out;
}

QVariantList SpotSession::calls() const
{
    QVariantList out;
    const auto &s = steps();
    const bool judged = m_phase == QStringLiteral("feedback") && m_error;
    for (int i = 0; i < m_shown && std::size_t(i) < s.size(); ++i)
    {
        QString text = stepWords(std::size_t(i), s[std::size_t(i)]);
        if (!text.isEmpty())
            text[0] = text[0].toUpper();
        out.append(QVariantMap{{QStringLiteral("index"), i + 1},
                               {QStringLiteral("text"), text},
                               {QStringLiteral("wrong"), judged && i == m_error->step}});
    }
    return out;
}

QString SpotSession::betLabel(const JsonValue &bet) const
{
    const QString seat = q(member(bet, "seat"));
    const std::string on = member(bet, "bet");
    if (isBaccarat(m_game)) {
        QString what;
        if (isPuntoBanco(m_game))
            what = on == "player" ? QStringLiteral("Punto") : on == "banker" ? QStringLiteral("Banco")
                 : on == "tie"    ? QStringLiteral("Egalité")
                 //: Spot the error, Punto Banco: a side bet, as the pay table names it (Ζεύγος Punto)
                 : on == "player-pair" ? tr("Punto pair")
                 //: Spot the error, Punto Banco: a side bet, as the pay table names it (Ζεύγος Banco)
                 : on == "banker-pair" ? tr("Banco pair")
                 : on == "super-six"   ? QStringLiteral("Super Six") : q(on);
        else if (m_game == Game::DeuxTableaux)
            //: Spot the error, deux tableaux: a punter's stake on a tableau; %1 its number
            what = on == "banker" ? tr("the bank") : tr("tableau %1").arg(q(member(bet, "tableau")).toInt() + 1);
        else
            what = on == "banker" ? tr("the bank") : tr("against the bank");
        //: Spot the error: a bet on the layout; %1 the seat, %2 what it is on
        return tr("Seat %1 · %2").arg(seat, what);
    }
    if (m_game == Game::Craps)
        //: Spot the error, craps: %1 the seat, %2 the bet in the regulation's terms (WIN, FIELD, PLACE 6 (RIGHT BET))
        return tr("Seat %1 · %2").arg(seat, crapsBetFromName(on) ? q(std::string(crapsRule(*crapsBetFromName(on)).label)) : q(on));
    //: Spot the error, blackjack: %1 the box (χώρισμα)
    return tr("Box %1").arg(q(member(bet, "box")));
}

QVariantList SpotSession::bets() const
{
    struct Row { QString label; std::string stake; QString state = QStringLiteral("on"); Money paid; Money commission; };
    std::vector<Row> rows;
    // Blackjack: one row per bettor of a box, found by "box.hand.bettor" (the hand's own aside).
    std::vector<std::pair<std::string, std::size_t>> blackjackRows;
    if (m_game == Game::Blackjack) {
        if (const JsonValue *boxes = m_record.find("boxes"); boxes && boxes->isArray())
            for (const JsonValue &box : boxes->items())
                if (const JsonValue *bettors = box.find("bettors"); bettors && bettors->isArray())
                    for (const JsonValue &b : bettors->items()) {
                        JsonValue bet = JsonValue::object();
                        bet.set("box", JsonValue::string(member(box, "box")));
                        blackjackRows.emplace_back(member(box, "box") + "." + member(b, "bettor"), rows.size());
                        rows.push_back({betLabel(bet), member(b, "stake")});
                    }
    } else if (const JsonValue *list = m_record.find("bets"); list && list->isArray()) {
        for (const JsonValue &b : list->items())
            rows.push_back({betLabel(b), member(b, "stake")});
    }
    const auto rowOf = [&](const std::string &target) -> Row * {
        if (m_game == Game::Blackjack) {
            const auto first = target.find('.');
            const auto last = target.rfind('.');
            if (first == std::string::npos)
                return nullptr;
            const std::string key = target.substr(0, first) + "." + target.substr(last + 1);
            for (const auto &[k, i] : blackjackRows)
                if (k == key)
                    return &rows[i];
            return nullptr;
        }
        bool ok = false;
        const int i = q(target).toInt(&ok);
        return ok && i >= 0 && std::size_t(i) < rows.size() ? &rows[std::size_t(i)] : nullptr;
    };
    const auto &s = steps();
    for (int i = 0; i < m_shown && std::size_t(i) < s.size(); ++i) {
        const JsonValue &st = s[std::size_t(i)];
        const std::string a = member(st, "action");
        const std::string amount = member(st, "amount");
        if (a == "bet") {
            JsonValue late = JsonValue::object();
            late.set("seat", JsonValue::string(member(st, "target")));
            late.set("bet", JsonValue::string(member(st, "value")));
            late.set("box", JsonValue::string(member(st, "target")));
            rows.push_back({betLabel(late), amount, QStringLiteral("late")});
            continue;
        }
        Row *row = rowOf(member(st, "target"));
        if (!row)
            continue;
        if (a == "collect")
            row->state = QStringLiteral("collected");
        else if ((a == "pay" || a == "commission") && !amount.empty()) {
            Money &sum = a == "pay" ? row->paid : row->commission;
            try {
                sum = sum + Money::parseCanonical(amount);
                if (a == "pay")
                    row->state = QStringLiteral("paid");
            } catch (const std::exception &) {
            }
        }
    }
    QVariantList out;
    for (const Row &r : rows)
        out.append(QVariantMap{{QStringLiteral("label"), r.label},
                               {QStringLiteral("stake"), money(r.stake)},
                               {QStringLiteral("state"), r.state},
                               {QStringLiteral("paid"), r.paid.isZero() ? QString() : Amounts::write(r.paid)},
                               {QStringLiteral("commission"), r.commission.isZero() ? QString() : Amounts::write(r.commission)}});
    return out;
}

QVariantList SpotSession::hands() const
{
    struct Hand { QString name; std::string key; std::vector<std::string> cards; std::vector<std::string> shown; };
    std::vector<Hand> hands;
    const auto &s = steps();
    if (isBaccarat(m_game)) {
        if (m_game == Game::DeuxTableaux) {
            const JsonValue *t = m_record.find("tableaux");
            for (std::size_t k = 0; t && t->isArray() && k < t->items().size(); ++k)
                //: Spot the error, deux tableaux: %1 the tableau's number
                hands.push_back({tr("Tableau %1").arg(k + 1), k == 0 ? "player" : "player2", cardsOf(&t->items()[k]), {}});
        } else {
            hands.push_back({isPuntoBanco(m_game) ? QStringLiteral("Punto") : tr("Player"), "player",
                             cardsOf(m_record.find("player")), {}});
        }
        //: Spot the error: the hand of the bank at deux tableaux (μπάνκο), the banker's at chemin de fer (πάγκος)
        hands.push_back({isPuntoBanco(m_game) ? QStringLiteral("Banco") : m_game == Game::DeuxTableaux ? tr("Bank") : tr("Banker"), "banker",
                         cardsOf(m_record.find("banker")), {}});
        for (int i = 0; i < m_shown && std::size_t(i) < s.size(); ++i) {
            const JsonValue &st = s[std::size_t(i)];
            const std::string a = member(st, "action");
            if (a == "deal" || a == "dummy-hand") {
                for (Hand &h : hands)
                    h.shown.assign(h.cards.begin(), h.cards.begin() + std::ptrdiff_t(std::min<std::size_t>(2, h.cards.size())));
            } else if (a == "draw" || a == "option") {
                // The hand's third card (an option taken or not, as the record's hand says); a card
                // drawn where the rule stands has none in the record: a back.
                for (Hand &h : hands)
                    if (h.key == member(st, "target") && h.shown.size() == 2) {
                        if (h.cards.size() > 2)
                            h.shown.push_back(h.cards[2]);
                        else if (a == "draw")
                            h.shown.push_back(std::string());
                    }
            }
        }
    } else if (m_game == Game::Blackjack) {
        Hand dealer{tr("Dealer"), "dealer", cardsOf(m_record.find("dealer")), {}};
        std::vector<Hand> boxes;
        if (const JsonValue *list = m_record.find("boxes"); list && list->isArray())
            for (const JsonValue &box : list->items())
                if (const JsonValue *hs = box.find("hands"); hs && hs->isArray())
                    for (std::size_t k = 0; k < hs->items().size(); ++k)
                        boxes.push_back({hs->items().size() > 1 ? tr("Box %1 · hand %2").arg(q(member(box, "box"))).arg(k + 1)
                                                                : tr("Box %1").arg(q(member(box, "box"))),
                                         member(box, "box") + "." + std::to_string(k),
                                         cardsOf(hs->items()[k].find("cards")), {}});
        std::map<std::string, int> said;   // totals announced so far, by hand
        for (int i = 0; i < m_shown && std::size_t(i) < s.size(); ++i) {
            const JsonValue &st = s[std::size_t(i)];
            const std::string a = member(st, "action");
            const std::string target = member(st, "target");
            if (a == "deal") {
                for (Hand &h : boxes)
                    h.shown.assign(h.cards.begin(), h.cards.begin() + std::ptrdiff_t(std::min<std::size_t>(2, h.cards.size())));
                if (!dealer.cards.empty())
                    dealer.shown = {dealer.cards.front()};
            } else if (a == "announce") {
                // Each total after the first is said once the hand has taken a card (art. 14 §12 α).
                for (Hand &h : boxes)
                    if (h.key == target && said[target]++ > 0 && h.shown.size() < h.cards.size())
                        h.shown.push_back(h.cards[h.shown.size()]);
            } else if (a == "collect" || a == "pay" || a == "push") {
                // A hand settled (a bust collected at once, art. 14 §12 α): every card it took is on show.
                const std::string hand = target.substr(0, target.rfind('.'));
                for (Hand &h : boxes)
                    if (h.key == hand && h.shown.size() < h.cards.size())
                        h.shown = h.cards;
            } else if (a == "hit" && target == "dealer") {
                dealer.shown.push_back(dealer.shown.size() < dealer.cards.size() ? dealer.cards[dealer.shown.size()]
                                                                                   : std::string());
            }
        }
        hands.push_back(dealer);
        hands.insert(hands.end(), boxes.begin(), boxes.end());
    }
    QVariantList out;
    for (const Hand &h : hands) {
        QStringList cards;
        for (const std::string &c : h.shown)
            cards.append(q(c));
        out.append(QVariantMap{{QStringLiteral("name"), h.name}, {QStringLiteral("cards"), cards}});
    }
    return out;
}

QVariantList SpotSession::dice() const
{
    if (m_game != Game::Craps)
        return {};
    const auto &s = steps();
    int rolls = 0;
    for (int i = 0; i < m_shown && std::size_t(i) < s.size(); ++i)
        rolls += member(s[std::size_t(i)], "action") == "roll" ? 1 : 0;
    if (rolls == 0)
        return {};
    // A No Roll's voided throw is shown until the valid one.
    int total = 0;
    for (const JsonValue &st : s)
        total += member(st, "action") == "roll" ? 1 : 0;
    QVariantList out;
    if (rolls < total) {
        const JsonValue *incident = m_record.find("incident");
        const QStringList voided = q(incident && incident->isObject() ? member(*incident, "voided_dice") : std::string())
                                       .split(QLatin1Char(','));
        for (const QString &d : voided)
            out.append(d.toInt());
        return out;
    }
    if (const JsonValue *d = m_record.find("dice"); d && d->isArray())
        for (const JsonValue &v : d->items())
            out.append(q(v.text()).toInt());
    return out;
}

QString SpotSession::puck() const
{
    if (m_game != Game::Craps)
        return {};
    std::string point = member(m_record, "point");
    const auto &s = steps();
    for (int i = 0; i < m_shown && std::size_t(i) < s.size(); ++i)
        if (member(s[std::size_t(i)], "action") == "puck")
            point = member(s[std::size_t(i)], "value") == "0" ? std::string() : member(s[std::size_t(i)], "value");
    return q(point);
}

QString SpotSession::stepWords(std::size_t index, const JsonValue &step) const
{
    Q_UNUSED(index);
    const std::string a = member(step, "action");
    const QString target = q(member(step, "target"));
    const QString value = q(member(step, "value"));
    const QString amount = money(member(step, "amount"));
    const auto hand = [&](const QString &key) {
        if (key == QStringLiteral("dealer"))
            return tr("the dealer");
        if (isPuntoBanco(m_game))
            return key == QStringLiteral("banker") ? QStringLiteral("Banco") : QStringLiteral("Punto");
        if (m_game == Game::DeuxTableaux)
            return key == QStringLiteral("banker") ? tr("the bank")
                                                   : tr("tableau %1").arg(key == QStringLiteral("player2") ? 2 : 1);
        return key == QStringLiteral("banker") ? tr("the banker") : tr("the player");
    };
    const auto seatOf = [&](const QString &row) -> QString {
        if (m_game == Game::Blackjack)
            //: Spot the error, blackjack: %1 the box
            return tr("box %1").arg(row.section(QLatin1Char('.'), 0, 0));
        const JsonValue *bets = m_record.find("bets");
        bool ok = false;
        const int i = row.toInt(&ok);
        if (ok && bets && bets->isArray() && i >= 0 && std::size_t(i) < bets->items().size())
            //: Spot the error: %1 the seat
            return tr("seat %1").arg(q(member(bets->items()[std::size_t(i)], "seat")));
        return tr("seat %1").arg(row);
    };
    if (a == "deal")
        return m_game == Game::Craps ? QString() : tr("No more bets: the cards are dealt.");
    if (a == "point")
        //: Spot the error: %1 the hand, %2 its point
        return tr("%1 has %2.").arg(hand(target), value);
    if (a == "announce")
        //: Spot the error, blackjack: %1 the hand (box 3, the dealer), %2 its total
        return tr("%1: %2.").arg(target == QStringLiteral("dealer") ? tr("The dealer") : seatOf(target), amount);
    if (a == "draw" || a == "hit")
        //: Spot the error: %1 the hand that takes a card
        return tr("A card for %1.").arg(hand(target));
    if (a == "stand")
        //: Spot the error: %1 the hand
        return tr("%1 stands.").arg(hand(target));
    if (a == "option")
        return tr("%1 has the option.").arg(hand(target));
    if (a == "winner") {
        const QString who = value == QStringLiteral("tie") ? QStringLiteral("Egalité") : hand(value);
        //: Spot the error: %1 the winner
        return tr("The winner: %1.").arg(who);
    }
    if (a == "collect")
        //: Spot the error: %1 seat or box
        return tr("%1's losing bet collected.").arg(seatOf(target));
    if (a == "commission")
        //: Spot the error: %1 the seat, %2 the commission
        return tr("Commission from %1: %2.").arg(seatOf(target), amount);
    if (a == "pay")
        //: Spot the error: %1 the seat or box, %2 the payment
        return tr("%1 paid %2.").arg(seatOf(target), amount);
    if (a == "push")
        return tr("%1: a push, the stake stays.").arg(seatOf(target));
    if (a == "bet")
        //: Spot the error: a bet put down now; %1 the seat or box, %2 the stake
        return tr("A bet of %2 at %1 is let stand.").arg(m_game == Game::Blackjack ? tr("box %1").arg(target)
                                                                                  : tr("seat %1").arg(target),
                                                          amount);
    if (a == "roll")
        return tr("The shooter throws.");
    if (a == "call")
        //: Spot the error, craps: %1 the total called
        return tr("The stickman calls %1.").arg(value);
    if (a == "move")
        //: Spot the error, craps: %1 the seat, %2 the number
        return tr("%1's come bet moved to %2.").arg(seatOf(target), value);
    if (a == "puck")
        return value == QStringLiteral("0") ? tr("The puck goes OFF.") : tr("The puck goes on %1.").arg(value);
    if (a == "return")
        return tr("%1's odds handed back.").arg(seatOf(target));
    if (a == "no-roll")
        return tr("\"No roll\": the throw decides nothing.");
    if (a == "offer-dice" || a == "pass-dice")
        return tr("The dice go to seat %1.").arg(target);
    if (a == "dummy-hand")
        //: Spot the error: %1 the card out face up
        return tr("%1 came out face up: a dummy hand, no bet stands on it.").arg(cardText(value.toStdString()));
    if (a == "offer")
        //: Spot the error, blackjack: %1 the exposed card
        return tr("The exposed %1 is offered.").arg(cardText(member(step, "amount")));
    if (a == "last-coup" || a == "last-round")
        return tr("The cut card is out: the last coup.");
    if (a == "reduce")
        //: Spot the error: %1 the seat, %2 the maximum
        return tr("%1's bet reduced to the maximum, %2.").arg(seatOf(target), amount);
    if (a == "refuse")
        return tr("%1's bet refused: over the maximum.").arg(seatOf(target));
    if (a == "cagnotte")
        return tr("The cagnotte: %1.").arg(amount);
    if (a == "pass-bank")
        return tr("The bank passes to seat %1.").arg(target);
    if (a == "pass-sabot")
        return tr("The sabot passes to seat %1.").arg(target);
    if (a == "insurance")
        return tr("Insurance is offered.");
    if (a == "burn" || a == "count" || a == "cut" || a == "cut-card" || a == "shuffle" || a == "new-shoe"
        || a == "to-shuffler" || a == "from-shuffler" || a == "shuffler")
        return tr("The shoe is prepared.");
    if (a == "refuse-bet")
        return tr("A bet refused while the dice are offered.");
    if (a == "refuse-take-down" || a == "take-down")
        return tr("A request to take a bet down is answered.");
    return q(a);
}

} // namespace croupier
