#include "Coup.h"

#include "BaccaratHand.h"
#include "InputError.h"
#include "Shoe.h"

#include <span>
#include <string>

namespace croupier {

namespace {
int twoCardTotal(const std::vector<Card> &cards) { return baccaratPoint(std::span(cards).first(2)); }

const char *sideName(Side side) { return side == Side::Player ? "Punto" : "Banco"; }
} // namespace

int Coup::playerTotal() const { return baccaratPoint(player); }
int Coup::bankerTotal() const { return baccaratPoint(banker); }

Winner Coup::winner() const
{
    const int p = playerTotal(), b = bankerTotal();
    return p > b ? Winner::Player : b > p ? Winner::Banker : Winner::Tie;
}

bool Coup::natural() const
{
    return Tableau::isNatural(twoCardTotal(player)) || Tableau::isNatural(twoCardTotal(banker));
}

std::optional<int> Coup::playerThirdCardValue() const
{
    if (player.size() < 3)
        return std::nullopt;
    return player[2].baccaratValue();
}

bool Coup::isPair(Side side) const
{
    const auto &hand = side == Side::Player ? player : banker;
    return hand.size() >= 2 && hand[0].rank() == hand[1].rank();
}

TableauCell thirdCardRule(const Tableau &tableau, Side side, const Coup &coup)
{
    if (coup.natural())
        return {DrawRule::Stand, tableau.naturalSource()};
    if (side == Side::Player)
        return tableau.player(twoCardTotal(coup.player));
    return tableau.banker(twoCardTotal(coup.banker), coup.playerThirdCardValue());
}

Coup dealCoup(const std::function<Card()> &next, const Tableau &tableau, const OptionChoice &choose)
{
    Coup coup;
    for (int i = 0; i < 2; ++i) {
        coup.player.push_back(next());
        coup.banker.push_back(next());
    }
    for (const Side side : {Side::Player, Side::Banker}) {
        const TableauCell cell = thirdCardRule(tableau, side, coup);
        const bool draws = cell.rule == DrawRule::Draw || (cell.rule == DrawRule::Option && choose(side, coup));
        if (draws)
            (side == Side::Player ? coup.player : coup.banker).push_back(next());
    }
    return coup;
}

Coup dealCoup(Shoe &shoe, const Tableau &tableau, const OptionChoice &choose)
{
    return dealCoup([&shoe] { return shoe.draw(); }, tableau, choose);
}

void validateHand(const Tableau &tableau, const Coup &coup, Side side)
{
    const auto &hand = side == Side::Player ? coup.player : coup.banker;
    const std::string field = side == Side::Player ? "player" : "banker";
    if (hand.size() < 2 || hand.size() > 3)
        throw InputError(field, "a hand has 2 or 3 cards, not " + std::to_string(hand.size()));
    const TableauCell cell = thirdCardRule(tableau, side, coup);
    const std::string on = std::string(sideName(side)) + " has " + std::to_string(twoCardTotal(hand)) + " on two cards"
                           + (side == Side::Banker && coup.playerThirdCardValue() && !coup.natural()
                                  ? " against a third card worth " + std::to_string(*coup.playerThirdCardValue())
                                  : std::string());
    if (cell.rule == DrawRule::Draw && hand.size() == 2)
        throw InputError(field, "a third card is missing: " + on + " and must draw (" + std::string(cell.source) + ")");
    if (cell.rule == DrawRule::Stand && hand.size() == 3)
        throw InputError(field + "[2]", "this third card is not allowed: " + on + " and "
                                            + (coup.natural() ? "there is a natural" : "must stand") + " ("
                                            + std::string(cell.source) + ")");
}

void validateCoup(const Tableau &tableau, const Coup &coup)
{
    // Sizes first, so that the rules below read two cards a side at least.
    for (const Side side : {Side::Player, Side::Banker}) {
        const auto &hand = side == Side::Player ? coup.player : coup.banker;
        if (hand.size() < 2 || hand.size() > 3)
            throw InputError(side == Side::Player ? "player" : "banker",
                             "a hand has 2 or 3 cards, not " + std::to_string(hand.size()));
    }
    // The banker's rule depends on Punto's third card, so Punto is checked first.
    validateHand(tableau, coup, Side::Player);
    validateHand(tableau, coup, Side::Banker);
}

} // namespace croupier
