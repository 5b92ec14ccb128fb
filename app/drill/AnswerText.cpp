#include "AnswerText.h"

#include "InputError.h"
#include "Money.h"
#include "protection/DealerErrors.h"
#include "protection/ProtectionTopics.h"
#include "text/WordsText.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <charconv>

namespace croupier {

namespace {

/// QT_TRANSLATE_NOOP3 gives {text, comment}; the comment is also the disambiguation.
struct Source
{
    const char *text;
    const char *comment;
};

struct FieldWord
{
    std::string_view name;
    Source source;
};

// The answer fields of every topic (question-bank.md, "Topics"; core/*/TOPICS.md).
constexpr std::array fieldWords{
    FieldWord{"total", QT_TRANSLATE_NOOP3("AnswerText", "Total", "An answer field: a hand's point or total.")},
    // protection.spot (issue 18): the first wrong step of a round, its error and its remedy.
    FieldWord{"wrong_step", QT_TRANSLATE_NOOP3("AnswerText", "Wrong step", "An answer field of spot the error: the number of the dealer's first wrong step, none when every step is right.")},
    FieldWord{"kind", QT_TRANSLATE_NOOP3("AnswerText", "Error", "An answer field of spot the error: what the dealer did wrong.")},
    FieldWord{"remedy", QT_TRANSLATE_NOOP3("AnswerText", "Remedy", "An answer field of spot the error: how the error is put right.")},
    FieldWord{"decision", QT_TRANSLATE_NOOP3("AnswerText", "Decision", "An answer field: what the dealer does next.")},
    FieldWord{"player_total", QT_TRANSLATE_NOOP3("AnswerText", "Player's total", "An answer field of a baccarat coup (in Punto Banco: Punto's).")},
    FieldWord{"banker_total", QT_TRANSLATE_NOOP3("AnswerText", "Banker's total", "An answer field of a baccarat coup (in Punto Banco: Banco's).")},
    FieldWord{"winner", QT_TRANSLATE_NOOP3("AnswerText", "Winner", "An answer field of a baccarat coup.")},
    FieldWord{"outcome", QT_TRANSLATE_NOOP3("AnswerText", "Outcome", "An answer field: whether the bet wins, loses, is a push...")},
    FieldWord{"paid", QT_TRANSLATE_NOOP3("AnswerText", "Paid", "An answer field: the money handed to the player on top of the returned stake.")},
    FieldWord{"commission", QT_TRANSLATE_NOOP3("AnswerText", "Commission", "An answer field: the money the casino keeps (5% of a Banco win; the cagnotte).")},
    FieldWord{"burn", QT_TRANSLATE_NOOP3("AnswerText", "Cards burned", "An answer field: how many cards are put out of play at the start of a shoe, the first included.")},
    FieldWord{"moves_to", QT_TRANSLATE_NOOP3("AnswerText", "Moves to", "An answer field of craps: the number a come bet travels to (empty if it does not move).")},
    FieldWord{"soft", QT_TRANSLATE_NOOP3("AnswerText", "Soft", "An answer field of blackjack: an ace counts 11 in the total.")},
    FieldWord{"blackjack", QT_TRANSLATE_NOOP3("AnswerText", "Blackjack", "An answer field of blackjack: the hand is a blackjack (ace and a ten on two cards).")},
    FieldWord{"bust", QT_TRANSLATE_NOOP3("AnswerText", "Bust", "An answer field of blackjack: the total is over 21.")},
    FieldWord{"collected", QT_TRANSLATE_NOOP3("AnswerText", "Collected", "An answer field: the total of the losing stakes the dealer takes.")},
    FieldWord{"point_after", QT_TRANSLATE_NOOP3("AnswerText", "Point after the roll", "An answer field of craps: the point once the roll is settled (empty when the puck is off).")},
    FieldWord{"seven_out", QT_TRANSLATE_NOOP3("AnswerText", "Seven out", "An answer field of craps: a 7 with a point on; the dice pass to the next shooter.")},
    FieldWord{"maximum", QT_TRANSLATE_NOOP3("AnswerText", "Largest stake", "An answer field of craps: the largest stake the table permits on the bet.")},
    FieldWord{"step", QT_TRANSLATE_NOOP3("AnswerText", "Next step", "An answer field of the incident drills (craps, baccarat, blackjack): the dealer's next step.")},
    FieldWord{"box", QT_TRANSLATE_NOOP3("AnswerText", "Box", "An answer field of blackjack's incidents: the box offered the exposed card (0: none).")},
    FieldWord{"accepted", QT_TRANSLATE_NOOP3("AnswerText", "Stake accepted", "An answer field of blackjack's incidents: the bet that stays on the box (0 when refused or not a bet).")},
    FieldWord{"allowed", QT_TRANSLATE_NOOP3("AnswerText", "Stays on the layout", "An answer field of baccarat: how much of the offered stake may stay on the layout (the maximum when it is over).")},
    FieldWord{"pushes", QT_TRANSLATE_NOOP3("AnswerText", "Pushes", "An answer field of blackjack: how many hands are left on a push.")},
    FieldWord{"chips", QT_TRANSLATE_NOOP3("AnswerText", "Chips", "An answer field of the chip drills: how many chips of each value.")},
    FieldWord{"returned", QT_TRANSLATE_NOOP3("AnswerText", "Cash back", "An answer field of chips.change: the cash handed back, below the table's smallest chip.")},
    FieldWord{"stacks", QT_TRANSLATE_NOOP3("AnswerText", "Full stacks", "An answer field of chips.cut: full stacks of the bet's chip in the payout.")},
    FieldWord{"loose", QT_TRANSLATE_NOOP3("AnswerText", "Loose chips", "An answer field of chips.cut: chips of the bet's value beyond the full stacks.")},
    FieldWord{"rest", QT_TRANSLATE_NOOP3("AnswerText", "Rest", "An answer field of chips.cut: the part of the payout below one of the bet's chips, in smaller chips.")},
    FieldWord{"stake", QT_TRANSLATE_NOOP3("AnswerText", "Stake booked", "An answer field of chips.units: the stake in proper units.")},
};

// Every choice of every Choice field, with the Latin key that picks it.
struct Choice
{
    std::string_view value;
    Source source;
    char key;
};
constexpr std::array choiceWords{
    Choice{"draw", QT_TRANSLATE_NOOP3("AnswerText", "Draw", "A decision: the hand takes a third card (baccarat) or another card. Greek: «τραβάει»."), 'd'},
    Choice{"stand", QT_TRANSLATE_NOOP3("AnswerText", "Stand", "A decision: the hand takes no more cards. Greek: «μένει»."), 's'},
    Choice{"option", QT_TRANSLATE_NOOP3("AnswerText", "Option", "A decision in chemin de fer: the hand may draw or stand as it chooses."), 'o'},
    Choice{"tie", QT_TRANSLATE_NOOP3("AnswerText", "Egalité", "The winner of a baccarat coup: a tie. Keep the regulation's word."), 't'},
    Choice{"win", QT_TRANSLATE_NOOP3("AnswerText", "Win", "An outcome: the bet wins."), 'w'},
    Choice{"lose", QT_TRANSLATE_NOOP3("AnswerText", "Lose", "An outcome: the bet loses."), 'l'},
    Choice{"push", QT_TRANSLATE_NOOP3("AnswerText", "Push", "An outcome: the stake is returned, neither won nor lost."), 'p'},
    Choice{"stay", QT_TRANSLATE_NOOP3("AnswerText", "Stays", "An outcome of craps: the bet is not decided by this roll and stays on the layout."), 's'},
    Choice{"off", QT_TRANSLATE_NOOP3("AnswerText", "Off", "An outcome of craps: the bet is not working on this roll."), 'o'},
    Choice{"hit", QT_TRANSLATE_NOOP3("AnswerText", "Hit", "A blackjack decision: the dealer draws another card."), 'h'},
    Choice{"offer-insurance", QT_TRANSLATE_NOOP3("AnswerText", "Offer insurance", "A blackjack step: the dealer's ace is up; offer the players insurance."), 'i'},
    Choice{"pay-blackjack", QT_TRANSLATE_NOOP3("AnswerText", "Pay the blackjack", "A blackjack step: pay the player's blackjack."), 'b'},
    Choice{"wait", QT_TRANSLATE_NOOP3("AnswerText", "Wait", "A blackjack step: leave the player's blackjack until the dealer's hand is complete."), 'w'},
    Choice{"collect", QT_TRANSLATE_NOOP3("AnswerText", "Collect", "A blackjack step: take the losing (bust) bet."), 'c'},
    Choice{"ask-player", QT_TRANSLATE_NOOP3("AnswerText", "Ask the player", "A blackjack step: ask the player what he does with his hand."), 'a'},
    Choice{"deal", QT_TRANSLATE_NOOP3("AnswerText", "Deal the coup", "A baccarat step: call no more bets and deal the coup."), 'd'},
    Choice{"dummy-hand", QT_TRANSLATE_NOOP3("AnswerText", "Dummy hand", "A baccarat step (art. 15 §5): the exposed card is used; the coup is played with no bets."), 'h'},
    Choice{"last-coup", QT_TRANSLATE_NOOP3("AnswerText", "Call the last coup", "A baccarat step (art. 15 §16): announce that this coup is the last of the shoe."), 'l'},
    Choice{"new-shoe", QT_TRANSLATE_NOOP3("AnswerText", "New shoe", "A baccarat step: shuffle and start a new shoe (at the machine: load it again)."), 'n'},
    Choice{"shuffler", QT_TRANSLATE_NOOP3("AnswerText", "To the shuffling machine", "A baccarat step (art. 15 §20): load the cards into the shuffling machine, with no cut card."), 'm'},
    Choice{"burn", QT_TRANSLATE_NOOP3("AnswerText", "Burn", "A step: the cards to the discard holder unplayed (baccarat, art. 15 §9, §20 δ(3): the first card's number of cards; blackjack, art. 14 §7: the exposed cards no one takes)."), 'b'},
    Choice{"to-shuffler", QT_TRANSLATE_NOOP3("AnswerText", "Cards into the machine", "A baccarat step (art. 15 §20 δ(7)(3)): the coup's cards go back into the shuffling machine."), 't'},
    Choice{"next-box", QT_TRANSLATE_NOOP3("AnswerText", "Next box", "A blackjack step: move on to the next box."), 'n'},
    // The craps incidents' steps (core/craps/TOPICS.md), the keys of free play's buttons.
    Choice{"roll", QT_TRANSLATE_NOOP3("AnswerText", "Throw", "A craps step: the shooter throws the dice."), 'r'},
    Choice{"no-roll", QT_TRANSLATE_NOOP3("AnswerText", "No Roll", "A craps step: the stickman calls the throw void (art. 16 §8, «Ρίψη άκυρη»)."), 'n'},
    Choice{"offer-dice", QT_TRANSLATE_NOOP3("AnswerText", "Offer the dice", "A craps step: the stickman offers the dice (five after a die left the table, art. 16 §8)."), 'd'},
    Choice{"refuse-bet", QT_TRANSLATE_NOOP3("AnswerText", "Refuse the bet", "A craps step: no bet while the dice are offered (art. 16 §8)."), 'x'},
    Choice{"pass-dice", QT_TRANSLATE_NOOP3("AnswerText", "Pass the dice", "A craps step: the dice go to the next player, clockwise (art. 16 §7)."), 'p'},
    Choice{"ask-line-bet", QT_TRANSLATE_NOOP3("AnswerText", "Line bet first", "A craps step: the shooter must bet on WIN or DON'T WIN before throwing (art. 16 §9); the dice wait."), 'l'},
    Choice{"take-down", QT_TRANSLATE_NOOP3("AnswerText", "Take down", "A craps step: hand the bet back to the player."), 't'},
    Choice{"refuse-take-down", QT_TRANSLATE_NOOP3("AnswerText", "Keep it on", "A craps step: refuse to take the bet down (WIN and COME, art. 16 §10 α)."), 'k'},
    // The blackjack incidents' steps (core/blackjack/TOPICS.md).
    Choice{"offer", QT_TRANSLATE_NOOP3("AnswerText", "Offer it", "A blackjack incident: offer the exposed card to the next box (art. 14 §7)."), 'o'},
    Choice{"accept", QT_TRANSLATE_NOOP3("AnswerText", "Accept", "A blackjack incident: the bet is accepted as it is."), 'a'},
    Choice{"reduce", QT_TRANSLATE_NOOP3("AnswerText", "Reduce", "A blackjack incident: bring the bet down to what the limit allows."), 'r'},
    Choice{"refuse", QT_TRANSLATE_NOOP3("AnswerText", "Refuse", "A blackjack incident: the bet is not taken."), 'f'},
    Choice{"finish-round", QT_TRANSLATE_NOOP3("AnswerText", "Finish the round", "A blackjack incident: the cut card came out; the round is played to its end."), 'e'},
    Choice{"last-round", QT_TRANSLATE_NOOP3("AnswerText", "Call the last round", "A blackjack incident: announce that this was the last round of the shoe."), 'l'},
    Choice{"shuffle", QT_TRANSLATE_NOOP3("AnswerText", "Shuffle a new shoe", "A blackjack incident: the whole shuffle starts again (art. 14 §2)."), 'u'},
};

QString translated(const char *text, const char *comment)
{
    return QCoreApplication::translate("AnswerText", text, comment);
}

} // namespace

QString AnswerText::fieldLabel(Game game, const std::string &field)
{
    if (isPuntoBanco(game) && field == "player_total")
        //: An answer field of a Punto Banco coup.
        return tr("Punto's total");
    if (isPuntoBanco(game) && field == "banker_total")
        //: An answer field of a Punto Banco coup.
        return tr("Banco's total");
    for (const FieldWord &w : fieldWords)
        if (w.name == field)
            return translated(w.source.text, w.source.comment);
    return QString::fromStdString(field);
}

QString AnswerText::choiceLabel(Game game, std::string_view choice)
{
    if (choice == "player")
        //: The winner of a coup: Punto in Punto Banco, the player (ο παίκτης) in chemin de fer.
        return isPuntoBanco(game) ? tr("Punto") : tr("Player");
    if (choice == "banker")
        //: The winner of a coup: Banco in Punto Banco, the banker (ο τραπεζίτης) in chemin de fer.
        return isPuntoBanco(game) ? tr("Banco") : tr("Banker");
    for (const Choice &c : choiceWords)
        if (c.value == choice)
            return translated(c.source.text, c.source.comment);
    // Spot the error's kinds and remedies (core/protection/TOPICS.md), in core's words.
    const auto &kinds = dealerErrorKinds();
    const auto &remedies = dealerErrorRemedies();
    const bool kind = choice == "none" || std::find(kinds.begin(), kinds.end(), choice) != kinds.end();
    if (kind || std::find(remedies.begin(), remedies.end(), choice) != remedies.end()) {
        QString words = WordsText::text(kind ? dealerErrorWords(choice) : remedyWords(choice), MoneyLocale::English);
        if (!words.isEmpty())
            words[0] = words[0].toUpper();
        return words;
    }
    return QString::fromUtf8(choice.data(), qsizetype(choice.size()));
}

QString AnswerText::choiceKey(std::string_view choice)
{
    if (choice == "player")
        return QStringLiteral("p");
    if (choice == "banker")
        return QStringLiteral("b");
    for (const Choice &c : choiceWords)
        if (c.value == choice)
            return QString(QChar::fromLatin1(c.key));
    return {};
}

QString AnswerText::chipsText(ChipBreakdown chips, MoneyLocale reader)
{
    std::stable_sort(chips.begin(), chips.end(), [](const ChipCount &a, const ChipCount &b) { return b.chip < a.chip; });
    QStringList parts;
    for (const ChipCount &c : chips)
        parts << QStringLiteral("%1 × %2").arg(c.count).arg(QString::fromStdString(c.chip.format(reader)));
    return parts.join(QStringLiteral(", "));
}

QString AnswerText::valueText(Game game, const AnswerField &field, const JsonValue &value, bool greek)
{
    if (value.isNull())
        //: An empty answer, e.g. a craps bet that moves to no number.
        return tr("none");
    switch (field.kind) {
    case AnswerField::Kind::Boolean:
        return value.asBool() ? tr("Yes") : tr("No");
    case AnswerField::Kind::Choice:
        return choiceLabel(game, value.text());
    case AnswerField::Kind::Money:
        try {
            return QString::fromStdString(
                Money::parseCanonical(value.text()).format(greek ? MoneyLocale::Greek : MoneyLocale::English));
        } catch (...) {
            return QString::fromStdString(value.text());
        }
    case AnswerField::Kind::Chips: {
        // "2 × 25, 1 × 2,50": the chips by denomination, largest first.
        if (!value.isObject())
            return QString::fromStdString(value.dump());
        ChipBreakdown chips;
        try {
            for (std::size_t i = 0; i < value.keys().size(); ++i)
                chips.push_back({Money::parseCanonical(value.keys()[i]), std::stoll(value.items()[i].text())});
        } catch (const std::exception &) {
            return QString::fromStdString(value.dump());   // not chips: as it was given
        }
        //: A payment in chips with no chip at all
        return chips.empty() ? tr("no chip") : chipsText(chips, greek ? MoneyLocale::Greek : MoneyLocale::English);
    }
    case AnswerField::Kind::Integer:
    case AnswerField::Kind::OptionalInteger:
        break;
    }
    return QString::fromStdString(value.text());
}

QString AnswerText::answerText(Game game, const std::vector<AnswerField> &fields, const JsonValue &answer, bool greek)
{
    QStringList parts;
    for (const AnswerField &f : fields) {
        const JsonValue *v = answer.find(f.name);
        const QString value = v ? valueText(game, f, *v, greek) : tr("none");
        parts << (fields.size() == 1 ? value
                                      //: One field of an answer in the feedback: "Paid: 35".
                                      : tr("%1: %2").arg(fieldLabel(game, f.name), value));
    }
    return parts.join(QStringLiteral(" · "));
}

QString AnswerText::fieldHint(std::string_view topic, Game game, std::string_view field)
{
    // question-bank.md, "Topics": baccarat.payout's `paid` is "money handed to the player
    // on top of the returned stake ("0" unless win)" and its `commission` "money kept as
    // commission"; blackjack.payout's are "as above", craps.roll's the same word. A Banco
    // win with commission is paid its stake less the commission (Payout.h, RULINGS).
    const bool oneBet = topic == "baccarat.payout" || topic == "craps.roll" || topic == "blackjack.payout";
    if (oneBet && field == "paid") {
        if (game == Game::PuntoBanco)
            //: The answer form of a payout drill with commission: what "Paid" is (question-bank.md).
            return tr("Handed to the player on top of the stake, which stays; the commission already kept. 0 unless the bet wins.");
        //: The answer form of a payout drill: what "Paid" is (question-bank.md).
        return tr("Handed to the player on top of the stake, which stays. 0 unless the bet wins.");
    }
    if (topic == "baccarat.payout" && field == "commission")
        //: The answer form of baccarat.payout: what "Commission" is (question-bank.md).
        return tr("Kept by the house as commission. 0 unless a commission applies.");
    // core/craps/TOPICS.md and core/blackjack/TOPICS.md: a whole layout's or round's totals.
    if (topic == "craps.layout" && field == "paid")
        //: The answer form of a whole craps layout: what "Paid" is (core/craps/TOPICS.md).
        return tr("The total handed over to the winning bets, each bet's payout rounded down to the chip on its own.");
    if (topic == "craps.layout" && field == "collected")
        return tr("The total of the losing stakes.");
    if (topic == "blackjack.round" && field == "paid")
        //: The answer form of a whole blackjack round: what "Paid" is (core/blackjack/TOPICS.md).
        return tr("Everything the dealer pays in the round.");
    if (topic == "blackjack.round" && field == "collected")
        return tr("Every losing stake the dealer takes.");
    return {};
}

QVariantList AnswerText::fieldsForQml(Game game, const std::vector<AnswerField> &fields, std::string_view topic)
{
    QVariantList list;
    for (const AnswerField &f : fields) {
        QVariantMap m;
        m.insert(QStringLiteral("name"), QString::fromStdString(f.name));
        m.insert(QStringLiteral("label"), fieldLabel(game, f.name));
        m.insert(QStringLiteral("hint"), topic.empty() ? QString() : fieldHint(topic, game, f.name));
        QString kind;
        switch (f.kind) {
        case AnswerField::Kind::Integer: kind = QStringLiteral("integer"); break;
        case AnswerField::Kind::OptionalInteger: kind = QStringLiteral("optional-integer"); break;
        case AnswerField::Kind::Boolean: kind = QStringLiteral("boolean"); break;
        case AnswerField::Kind::Choice: kind = QStringLiteral("choice"); break;
        case AnswerField::Kind::Money: kind = QStringLiteral("money"); break;
        case AnswerField::Kind::Chips: kind = QStringLiteral("chips"); break;
        }
        m.insert(QStringLiteral("kind"), kind);
        m.insert(QStringLiteral("low"), f.low);
        m.insert(QStringLiteral("high"), f.high);
        QVariantList choices;
        auto addChoice = [&](std::string_view value, const QString &label, const QString &key) {
            choices.append(QVariantMap{{QStringLiteral("value"), QString::fromUtf8(value.data(), qsizetype(value.size()))},
                                       {QStringLiteral("label"), label},
                                       {QStringLiteral("key"), key}});
        };
        if (f.kind == AnswerField::Kind::Choice) {
            for (std::string_view c : f.choices)
                addChoice(c, choiceLabel(game, c), choiceKey(c));
        } else if (f.kind == AnswerField::Kind::Boolean) {
            addChoice("true", tr("Yes"), QStringLiteral("y"));
            addChoice("false", tr("No"), QStringLiteral("n"));
        }
        m.insert(QStringLiteral("choices"), choices);
        list.append(m);
    }
    return list;
}

QVariant jsonToVariant(const JsonValue &value)
{
    switch (value.type()) {
    case JsonValue::Type::Null: return {};
    case JsonValue::Type::Bool: return value.asBool();
    case JsonValue::Type::Number: {
        int n = 0;
        const std::string &t = value.text();
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), n);
        if (ec == std::errc() && end == t.data() + t.size())
            return n;
        return QString::fromStdString(t);
    }
    case JsonValue::Type::String: return QString::fromStdString(value.text());
    case JsonValue::Type::Array: {
        QVariantList list;
        for (const JsonValue &item : value.items())
            list.append(jsonToVariant(item));
        return list;
    }
    case JsonValue::Type::Object: {
        QVariantMap map;
        for (const std::string &key : value.keys())
            map.insert(QString::fromStdString(key), jsonToVariant(*value.find(key)));
        return map;
    }
    }
    return {};
}

} // namespace croupier
