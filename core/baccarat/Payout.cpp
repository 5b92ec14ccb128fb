#include "Payout.h"

#include "InputError.h"

#include <array>
#include <utility>

namespace croupier {

namespace {
constexpr std::array<std::pair<BaccaratBet, std::string_view>, 6> kBetNames{{
    {BaccaratBet::Player, "player"},
    {BaccaratBet::Banker, "banker"},
    {BaccaratBet::Tie, "tie"},
    {BaccaratBet::PlayerPair, "player-pair"},
    {BaccaratBet::BankerPair, "banker-pair"},
    {BaccaratBet::SuperSix, "super-six"},
}};

const PayTable kWithCommission{{1, 1}, {95, 100}, {95, 100}, {5, 100}, {8, 1}, {11, 1}, {0, 1}, {0, 1}, false,
                               "art. 15 §14; manual §1"};
const PayTable kNoCommission{{1, 1}, {1, 1}, {1, 2}, {0, 1}, {8, 1}, {11, 1}, {0, 1}, {0, 1}, false,
                             "guide, No Commission Baccarat"};
const PayTable kSuperSix{{1, 1}, {1, 1}, {1, 2}, {0, 1}, {8, 1}, {11, 1}, {12, 1}, {20, 1}, true,
                         "guide, Super 6 / Fortune Six"};

void requirePositive(const Money &amount, const char *field)
{
    if (amount.isNegative() || amount.isZero())
        throw InputError(field, "must be more than 0, not " + amount.toString());
}
} // namespace

std::string_view betName(BaccaratBet bet)
{
    for (const auto &[b, name] : kBetNames)
        if (b == bet)
            return name;
    return {};
}

std::optional<BaccaratBet> baccaratBetFromName(std::string_view name)
{
    for (const auto &[b, n] : kBetNames)
        if (n == name)
            return b;
    return std::nullopt;
}

std::string_view outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Win: return "win";
    case Outcome::Lose: return "lose";
    case Outcome::Push: return "push";
    }
    return {};
}

const PayTable &PayTable::of(Game game)
{
    switch (game) {
    case Game::PuntoBancoNoCommission: return kNoCommission;
    case Game::PuntoBancoSuperSix: return kSuperSix;
    default: return kWithCommission;
    }
}

Settlement settleBet(Game game, BaccaratBet bet, const Money &stake, const Money &chipUnit, const Coup &coup)
{
    requirePositive(stake, "stake");
    requirePositive(chipUnit, "chip_unit");
    const PayTable &table = PayTable::of(game);
    if (bet == BaccaratBet::SuperSix && !table.offersSuperSix)
        throw InputError("bet", "the Super Six bet is only offered at punto-banco-super-six, not at "
                                    + std::string(gameName(game)));

    Settlement s;
    auto win = [&](const Ratio &ratio) {
        s.outcome = Outcome::Win;
        s.paid = Money::floorTo(stake.times(ratio), chipUnit);
    };
    const Winner winner = coup.winner();
    switch (bet) {
    case BaccaratBet::Player:
        if (winner == Winner::Player)
            win(table.player);
        else
            s.outcome = winner == Winner::Tie ? Outcome::Push : Outcome::Lose;   // art. 15 §14 γ
        break;
    case BaccaratBet::Banker:
        if (winner == Winner::Banker) {
            s.outcome = Outcome::Win;
            if (table.commission.pays() > 0) {
                // art. 15 §14 β: the payment equals the stake, less 5 % kept as
                // commission; the commission is rounded down (manual §5).
                s.commission = Money::floorTo(stake.times(table.commission), chipUnit);
                s.paid = (stake - s.commission).floorTo(chipUnit);
            } else {
                s.paid = Money::floorTo(stake.times(coup.bankerTotal() == 6 ? table.bankerWinsWithSix : table.banker),
                                        chipUnit);
            }
        } else {
            s.outcome = winner == Winner::Tie ? Outcome::Push : Outcome::Lose;
        }
        break;
    case BaccaratBet::Tie:
        if (winner == Winner::Tie)
            win(table.tie);
        break;
    case BaccaratBet::PlayerPair:
    case BaccaratBet::BankerPair:
        if (coup.isPair(bet == BaccaratBet::PlayerPair ? Side::Player : Side::Banker))
            win(table.pair);
        break;
    case BaccaratBet::SuperSix:
        if (winner == Winner::Banker && coup.bankerTotal() == 6)
            win(coup.banker.size() == 2 ? table.superSixTwoCards : table.superSixThreeCards);
        break;
    }
    return s;
}

Money cagnotte(const Money &bankerWin, const Money &chipUnit)
{
    requirePositive(chipUnit, "chip_unit");
    if (bankerWin.isNegative())
        throw InputError("banker_win", "must not be below 0, not " + bankerWin.toString());
    return Money::floorTo(bankerWin.times(cagnotteRate), chipUnit);
}

} // namespace croupier
