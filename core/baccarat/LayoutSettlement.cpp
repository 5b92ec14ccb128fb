#include "LayoutSettlement.h"

#include "InputError.h"

#include <algorithm>
#include <string>

namespace croupier {

LayoutSettlement settleLayout(Game game, const std::vector<LayoutBet> &bets, const Money &chipUnit, const Coup &coup)
{
    std::vector<SettlementStep> settled;
    settled.reserve(bets.size());
    for (std::size_t i = 0; i < bets.size(); ++i) {
        try {
            SettlementStep step;
            step.bet = bets[i];
            step.settlement = settleBet(game, bets[i].bet, bets[i].stake, chipUnit, coup);
            switch (step.settlement.outcome) {
            case Outcome::Lose: step.action = SettlementStep::Action::Collect; break;
            case Outcome::Win: step.action = SettlementStep::Action::Pay; break;
            case Outcome::Push: step.action = SettlementStep::Action::Leave; break;
            }
            settled.push_back(step);
        } catch (const InputError &e) {
            throw e.under("bets[" + std::to_string(i) + "]");
        }
    }
    // Collect, then pay, then what stays; each pass from the dealer's right.
    std::stable_sort(settled.begin(), settled.end(), [](const SettlementStep &a, const SettlementStep &b) {
        if (a.action != b.action)
            return a.action < b.action;
        return a.bet.seat < b.bet.seat;
    });
    LayoutSettlement out;
    out.steps = std::move(settled);
    for (const SettlementStep &s : out.steps) {
        if (s.action == SettlementStep::Action::Collect)
            out.collected = out.collected + s.bet.stake;
        out.paid = out.paid + s.settlement.paid;
        out.commission = out.commission + s.settlement.commission;
    }
    return out;
}

} // namespace croupier
