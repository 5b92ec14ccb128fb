#include "TopicWords.h"

#include <QCoreApplication>

#include <array>

namespace croupier {

namespace {

// The context stays "DrillCatalog": these words were first the drills page's,
// and their translations are filed under it.
struct TopicWord
{
    std::string_view topic;
    struct
    {
        const char *text;
        const char *comment;
    } title; // QT_TRANSLATE_NOOP3 gives {text, comment}
    const char *description;
};

// In teaching order: totals, draws, results, then the money (RULINGS; issue 7's curriculum).
constexpr std::array topicWords{
    TopicWord{"baccarat.total",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Totals", "A baccarat drill: the point of a hand."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Count a hand of two or three cards: tens and court cards are zero, keep the last digit.")},
    TopicWord{"baccarat.draw",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Third card", "A baccarat drill: does the hand draw a third card (the tableau)?"),
               QT_TRANSLATE_NOOP("DrillCatalog", "Call the third card by the tableau: draw, stand, or the option where the game has one.")},
    TopicWord{"baccarat.coup",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Coup result", "A baccarat drill: announce both totals and the winner of a finished coup."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Announce both points and the winner of a finished coup.")},
    TopicWord{"baccarat.payout",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Payouts and commission", "A baccarat drill: settle one bet, with the 5% commission on Banco."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Settle a bet on Punto, Banco, Egalité or a pair: the payment and the commission, rounded down to the chip.")},
    TopicWord{"baccarat.cagnotte",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Cagnotte", "A chemin de fer drill: the casino's 5% of the banker's win (γκανιότα)."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Take the casino's 5% of the banker's winnings, rounded down to the chip.")},
    TopicWord{"baccarat.burn",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Burn", "A baccarat drill: how many cards are burned at the start of a shoe."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Turn the first card of a new shoe and burn as many cards as it says, itself included.")},
    TopicWord{"baccarat.limit",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Table limits", "A baccarat drill: how much of an offered stake may stay on the layout."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Leave a stake within its maximum, or reduce it: the table's, Egalité's eighth, the house's cap on side bets, the bank at chemin de fer.")},
    TopicWord{"baccarat.procedure",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Incidents", "A baccarat drill: the dealer's step at an exposed card, the cut card or the shuffling machine."),
               QT_TRANSLATE_NOOP("DrillCatalog", "The dealer's step when a card is exposed, the cut card shows, or the table plays from the shuffling machine.")},
    TopicWord{"craps.roll",
               QT_TRANSLATE_NOOP3("DrillCatalog", "One bet, one roll", "A craps drill: settle one bet on a roll of the dice."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Decide one bet on a roll: win, lose, push, stays or off, what it is paid and where it moves.")},
    TopicWord{"craps.layout",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Whole layout", "A craps drill: settle every bet on the layout after a roll."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Settle every bet on the layout after a roll: total paid, total collected, the puck.")},
    TopicWord{"craps.maximum",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Maximum bets", "A craps drill: the largest stake the table permits on a bet."),
               QT_TRANSLATE_NOOP("DrillCatalog", "The largest stake a bet may carry under the table's limits and the odds rules.")},
    TopicWord{"craps.incident",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Incidents", "A craps drill: the dealer's next step in an incident of art. 16 (No Roll, declined dice, take-downs)."),
               QT_TRANSLATE_NOOP("DrillCatalog", "No Roll, five dice offered, dice declined, a shooter without a line bet, a bet asked down: the dealer's next step.")},
    TopicWord{"blackjack.total",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Totals", "A blackjack drill: the total of a hand, soft or hard."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Count a hand: its total, soft or hard, blackjack or bust.")},
    TopicWord{"blackjack.dealer",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Dealer's play", "A blackjack drill: does the dealer hit or stand?"),
               QT_TRANSLATE_NOOP("DrillCatalog", "Play the dealer's hand: draw to 16, stand on 17.")},
    TopicWord{"blackjack.step",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Next step", "A blackjack drill: the dealer's next move in the round."),
               QT_TRANSLATE_NOOP("DrillCatalog", "The dealer's next move: insurance, a blackjack, a bust, the next box.")},
    TopicWord{"blackjack.payout",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Payouts", "A blackjack drill: settle one bet."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Settle a box, an insurance or an even money: 3 to 2, 1 to 1, 2 to 1.")},
    TopicWord{"blackjack.round",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Whole round", "A blackjack drill: settle every box of a round."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Settle a whole round: everything paid, everything collected, the pushes.")},
    TopicWord{"blackjack.incident",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Incidents", "A blackjack drill: what the dealer does in the regulation's incidents."),
               QT_TRANSLATE_NOOP("DrillCatalog", "An exposed card, a standing bettor, a bet over the maximum, the cut card: the dealer's step.")},
    // Chips (issue 16): every game's, after the games.
    TopicWord{"chips.count",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Counting stacks", "A chip drill: how much is on the layout."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Count the stacks on the layout: one colour, a colour a stack, then mixed stacks.")},
    TopicWord{"chips.pay",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Paying in chips", "A chip drill: an amount in the fewest chips of the float."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Pay an amount in the fewest chips the float allows, even where the largest chip first is not fewest.")},
    TopicWord{"chips.colour-up",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Colouring up", "A chip drill: a player's chips exchanged for the fewest of higher value."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Exchange a player's chips for the fewest chips of the same worth.")},
    TopicWord{"chips.change",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Changing cash", "A chip drill: cash changed for the table's chips."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Change cash for the fewest chips of the table, at least its smallest chip; hand the rest back.")},
    TopicWord{"chips.cut",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Cutting a payout", "A chip drill: a payout in the bet's chips, cut into stacks."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Pay against the bet: the payout in its chips, full stacks and loose, the rest in smaller chips.")},
    // Game protection (issue 18): every game's.
    TopicWord{"protection.spot",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Spot the error", "A drill at every game: a round plays itself with a dealer's error to stop."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Watch a round play itself and stop it at the dealer's error: a card, a payment, a call, a bet after the result. Name it and its remedy.")},
    TopicWord{"chips.units",
               QT_TRANSLATE_NOOP3("DrillCatalog", "Proper units", "A craps chip drill: place, lay and odds stakes whose win is whole chips."),
               QT_TRANSLATE_NOOP("DrillCatalog", "Book place, lay and odds bets in proper units: place 6 and 8 in sixes, 5 and 9 in fives, lay 4 in elevens.")},
};

const TopicWord *wordsOf(std::string_view topic)
{
    for (const TopicWord &w : topicWords)
        if (w.topic == topic)
            return &w;
    return nullptr;
}

} // namespace

namespace TopicWords {

std::vector<std::string_view> inTeachingOrder()
{
    std::vector<std::string_view> topics;
    for (const TopicWord &w : topicWords)
        topics.push_back(w.topic);
    return topics;
}

bool describes(std::string_view topic)
{
    return wordsOf(topic) != nullptr;
}

QString title(std::string_view topic)
{
    const TopicWord *w = wordsOf(topic);
    return w ? QCoreApplication::translate("DrillCatalog", w->title.text, w->title.comment)
             : QString::fromUtf8(topic.data(), qsizetype(topic.size()));
}

QString description(std::string_view topic)
{
    const TopicWord *w = wordsOf(topic);
    return w ? QCoreApplication::translate("DrillCatalog", w->description) : QString();
}

} // namespace TopicWords

} // namespace croupier
