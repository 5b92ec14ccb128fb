#pragma once

#include "Game.h"
#include "Money.h"

namespace croupier {

/**
 * @brief The table an exam is set at: what changes the answers and what is printed
 * on the sheet. Defaults are the rule texts' own (art. 15 §1 eight decks at
 * Punto Banco; art. 14 §1 four to six decks at blackjack). Each topic applies it to
 * its own scenarios (Topic::applyProfile): the exam never reads a scenario by the
 * topic's name.
 */
struct RuleProfile
{
    /// Decks in the shoe: 6–8 when the exam has a baccarat section (art. 15 §1),
    /// 4–6 when it has a blackjack section (art. 14 §1); printed on the sheet.
    int decks = 6;
    /// The table's smallest chip. Generated questions are set at this chip: every
    /// amount of a generated scenario is scaled by chipUnit / the generator's chip.
    Money chipUnit = Money::fromInteger(1);
    /// The Punto Banco pay table: punto-banco, punto-banco-no-commission or
    /// punto-banco-super-six. Sections at a Punto Banco game are set at this one.
    Game payTable = Game::PuntoBanco;
};

} // namespace croupier
