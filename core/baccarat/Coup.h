#pragma once

#include "Card.h"
#include "Tableau.h"

#include <functional>
#include <optional>
#include <vector>

namespace croupier {

class Shoe;

enum class Side { Player, Banker };
enum class Winner { Player, Banker, Tie };

/**
 * @brief One coup of baccarat: Punto's and Banco's cards, in the order dealt.
 *
 * In chemin de fer and deux tableaux "player" is the punter's hand (one tableau) and
 * "banker" the banker's, as in the question bank.
 */
struct Coup
{
    std::vector<Card> player;
    std::vector<Card> banker;

    int playerTotal() const;
    int bankerTotal() const;
    /// Highest point wins; equal points are Egalité (art. 15 §13).
    Winner winner() const;
    /// A two-card 8 or 9 on either side: no third card for anyone.
    bool natural() const;
    /// The value (T J Q K = 0) of Punto's third card, if he drew one.
    std::optional<int> playerThirdCardValue() const;
    /// The first two cards of that hand have the same rank (T-T, K-K; not T-K).
    bool isPair(Side side) const;
};

/// Where the tableau leaves a choice, the holder's decision: true draws.
using OptionChoice = std::function<bool(Side side, const Coup &soFar)>;

/// The rule for @p side's third card in a coup whose first four cards are dealt (and,
/// for the banker, Punto's third if he drew). A natural on either side: Stand.
TableauCell thirdCardRule(const Tableau &tableau, Side side, const Coup &coup);

/// Deals P, B, P, B, then the third cards the tableau calls for (art. 15 §9).
Coup dealCoup(Shoe &shoe, const Tableau &tableau, const OptionChoice &choose);
/// The same, each card from @p next (BaccaratShoe deals through its cut-card watch).
Coup dealCoup(const std::function<Card()> &next, const Tableau &tableau, const OptionChoice &choose);

/**
 * Checks that @p coup is complete and legal under @p tableau: two or three cards a
 * side, a third card exactly where the tableau calls for one (either way where it
 * gives an option). Throws InputError naming "player", "banker", "player[2]" or
 * "banker[2]" and quoting the rule.
 */
void validateCoup(const Tableau &tableau, const Coup &coup);

/// The same check for one side only (a draw question's Punto hand, before Banco acts).
void validateHand(const Tableau &tableau, const Coup &coup, Side side);

} // namespace croupier
