#include "Game.h"

#include <array>
#include <utility>

namespace croupier {

namespace {
constexpr std::array<std::pair<Game, std::string_view>, 7> kNames{{
    {Game::PuntoBanco, "punto-banco"},
    {Game::PuntoBancoNoCommission, "punto-banco-no-commission"},
    {Game::PuntoBancoSuperSix, "punto-banco-super-six"},
    {Game::CheminDeFer, "chemin-de-fer"},
    {Game::DeuxTableaux, "deux-tableaux"},
    {Game::Craps, "craps"},
    {Game::Blackjack, "blackjack"},
}};
} // namespace

std::string_view gameName(Game game)
{
    for (const auto &[g, name] : kNames)
        if (g == game)
            return name;
    return {};
}

std::optional<Game> gameFromName(std::string_view name)
{
    for (const auto &[g, n] : kNames)
        if (n == name)
            return g;
    return std::nullopt;
}

const std::vector<Game> &allGames()
{
    static const std::vector<Game> games = [] {
        std::vector<Game> v;
        for (const auto &[g, name] : kNames)
            v.push_back(g);
        return v;
    }();
    return games;
}

} // namespace croupier
