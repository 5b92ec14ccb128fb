#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace croupier {

/// @brief The games of the question bank (question-bank.md, "Envelope": `game`).
enum class Game {
    PuntoBanco,               ///< "punto-banco": Banco pays 95:100 (5 % commission)
    PuntoBancoNoCommission,   ///< "punto-banco-no-commission": Banco 1:1, a Banco 6 pays 1:2
    PuntoBancoSuperSix,       ///< "punto-banco-super-six": no commission plus the Super Six side bet
    CheminDeFer,              ///< "chemin-de-fer" (art. 15 §8)
    DeuxTableaux,             ///< "deux-tableaux" (art. 15, "Μπακαράς με δύο ταμπλώ")
    Craps,                    ///< "craps" (art. 16)
    Blackjack,                ///< "blackjack" (art. 14)
};

std::string_view gameName(Game game);
std::optional<Game> gameFromName(std::string_view name);
const std::vector<Game> &allGames();

/// Punto Banco, chemin de fer, deux tableaux.
constexpr bool isBaccarat(Game g)
{
    return g == Game::PuntoBanco || g == Game::PuntoBancoNoCommission || g == Game::PuntoBancoSuperSix
        || g == Game::CheminDeFer || g == Game::DeuxTableaux;
}

/// The three Punto Banco pay tables.
constexpr bool isPuntoBanco(Game g)
{
    return g == Game::PuntoBanco || g == Game::PuntoBancoNoCommission || g == Game::PuntoBancoSuperSix;
}

} // namespace croupier
