#pragma once

#include "bank/Game.h"

#include <array>
#include <optional>
#include <string_view>

namespace croupier {

/// What a hand does on its two-card total.
enum class DrawRule : unsigned char {
    Stand,
    Draw,
    Option,   ///< the hand's holder chooses (chemin de fer: "ή τραβά ή δεν τραβά", art. 15 §8)
};

/// @brief One cell of a tableau: the rule and the paragraph that states it.
struct TableauCell
{
    DrawRule rule = DrawRule::Stand;
    std::string_view source;   ///< "art. 15 §11 β"
};

/**
 * @brief A baccarat game's third-card tableau, as data (STYLE.md, convention 4).
 *
 * The engine draws by it, the question bank answers by it and the app's rules page
 * prints it, so the three cannot disagree. Naturals (a two-card 8 or 9 on either
 * side) stop all drawing in every game and are not cells of the table.
 */
class Tableau
{
public:
    static const Tableau &puntoBanco();
    static const Tableau &cheminDeFer();
    static const Tableau &deuxTableaux();
    /// The tableau of a baccarat game; the three Punto Banco pay tables share one.
    static const Tableau &of(Game game);

    /// Punto (or the punter) on a two-card total of 0–7.
    TableauCell player(int total) const { return m_player[static_cast<std::size_t>(total)]; }
    /// Banco on a two-card total of 0–7 when Punto drew a third card worth @p thirdCardValue (0–9).
    TableauCell bankerAgainst(int bankerTotal, int thirdCardValue) const
    {
        return m_bankerAgainst[static_cast<std::size_t>(bankerTotal)][static_cast<std::size_t>(thirdCardValue)];
    }
    /// Banco on a two-card total of 0–7 when Punto stood.
    TableauCell bankerAfterStand(int bankerTotal) const
    {
        return m_bankerAfterStand[static_cast<std::size_t>(bankerTotal)];
    }
    /// Either form: @p thirdCardValue empty when Punto stood.
    TableauCell banker(int bankerTotal, std::optional<int> thirdCardValue) const
    {
        return thirdCardValue ? bankerAgainst(bankerTotal, *thirdCardValue) : bankerAfterStand(bankerTotal);
    }

    /// A two-card 8 or 9 (art. 15 §12, last paragraph; manual §5).
    static constexpr bool isNatural(int twoCardTotal) { return twoCardTotal >= 8; }
    /// Where naturals are ruled in this game.
    std::string_view naturalSource() const { return m_naturalSource; }

    using PlayerColumn = std::array<TableauCell, 8>;
    using BankerTable = std::array<std::array<TableauCell, 10>, 8>;

    constexpr Tableau(PlayerColumn player, BankerTable against, PlayerColumn afterStand, std::string_view natural)
        : m_player(player)
        , m_bankerAgainst(against)
        , m_bankerAfterStand(afterStand)
        , m_naturalSource(natural)
    {
    }

private:
    PlayerColumn m_player;
    BankerTable m_bankerAgainst;
    PlayerColumn m_bankerAfterStand;
    std::string_view m_naturalSource;
};

} // namespace croupier
