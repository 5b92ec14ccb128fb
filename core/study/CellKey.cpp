#include "CellKey.h"

#include "Card.h"
#include "Dice.h"
#include "InputError.h"
#include "bank/Question.h"
#include "baccarat/BaccaratHand.h"
#include "craps/CrapsBet.h"

#include <span>
#include <vector>

namespace croupier {

namespace {

std::string baccaratDrawKey(const JsonValue &scenario)
{
    const bool banker = field::oneOf(scenario, "hand", {"player", "banker"}) == "banker";
    if (!banker) {
        // Punto's own decision depends on his two cards only.
        const std::vector<Card> player = field::cards(scenario, "player", 2, 2);
        return "player:" + std::to_string(baccaratPoint(player));
    }
    // Banco's decision: his two-card total against Punto's third card (art. 15 §13,
    // the tableau's rows and columns); a Punto who stood is the tableau's own column.
    const std::vector<Card> player = field::cards(scenario, "player", 2, 3);
    const std::vector<Card> bankerCards = field::cards(scenario, "banker", 2, 2);
    const std::string third = player.size() == 3 ? std::to_string(player[2].baccaratValue()) : "x";
    return "banker:" + std::to_string(baccaratPoint(bankerCards)) + ":" + third;
}

/// `dice`: [d1, d2], each a whole number 1–6 (question-bank.md, "Envelope").
DiceRoll readDice(const JsonValue &scenario)
{
    const JsonValue &v = field::require(scenario, "dice");
    if (!v.isArray() || v.items().size() != 2)
        throw InputError("dice", "must be an array of two dice such as [3, 4], not "
                                     + (v.isArray() ? std::to_string(v.items().size()) + " dice" : field::typeName(v)));
    int pips[2] = {};
    for (std::size_t i = 0; i < 2; ++i) {
        const JsonValue &die = v.items()[i];
        const std::string &t = die.text();
        if (!die.isNumber() || t.size() != 1 || t[0] < '1' || t[0] > '6')
            throw InputError("dice[" + std::to_string(i) + "]",
                             "a die shows 1 to 6, not " + (die.isNumber() ? t : field::typeName(die)));
        pips[i] = t[0] - '0';
    }
    return DiceRoll::of(pips[0], pips[1]);
}

std::string crapsRollKey(const JsonValue &scenario)
{
    // The bet's own name, checked against the 36, so the key names a real square.
    const CrapsBet bet = parseCrapsBet(field::string(scenario, "bet"));
    return std::string(crapsBetName(bet)) + ":" + std::to_string(readDice(scenario).total());
}

} // namespace

std::string heatCellKey(Game game, std::string_view topic, const JsonValue &scenario)
{
    if (topic == "baccarat.draw" && isBaccarat(game))
        return baccaratDrawKey(scenario);
    if (topic == "craps.roll" && game == Game::Craps)
        return crapsRollKey(scenario);
    return {};
}

} // namespace croupier
