#include "ShoeOpening.h"

namespace croupier {

std::string openingSource(Game game, std::string_view action)
{
    const std::string paragraph = action == "cut" ? "§7" : action == "cut-card" ? "§8" : "§6";
    if (isPuntoBanco(game))
        return "art. 15 " + paragraph;
    if (game == Game::DeuxTableaux && action == "cut-card")
        return "art. 15 §2 (deux tableaux)";
    const std::string analogy = "Punto Banco " + paragraph + ", applied by analogy";
    if (game == Game::DeuxTableaux && action == "count")
        return "art. 15 §2 (deux tableaux); " + analogy;
    return "art. 15 " + analogy;
}

bool countsAtShoe(Game game, int shoe) { return shoe <= 1 || game == Game::DeuxTableaux; }

std::string noCountSource(Game game)
{
    return isPuntoBanco(game) ? "art. 15 §6, §16" : "art. 15 Punto Banco §6, §16, applied by analogy";
}

} // namespace croupier
