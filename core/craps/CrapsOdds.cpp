#include "CrapsOdds.h"

#include "InputError.h"
#include "craps/CrapsRules.h"
#include "craps/CrapsSettlement.h"

#include <string>

namespace croupier {

namespace {

/// A point for the bets that only need one to be on; it decides none of them.
constexpr int kAnyPoint = 6;

struct Decided
{
    Rational win, lose, push, winAmount;
};

/**
 * How @p bet at @p state is finally decided: one roll's 36 outcomes, the rolls
 * that leave it standing dropped (they only delay the decision), a travelling
 * line bet followed on its new number.
 */
Decided decide(CrapsBet bet, const CrapsBetState &state)
{
    const Rational one36(1, 36);
    Decided d;
    Rational standing = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            const CrapsDecision r = decideCrapsBet(bet, state, DiceRoll{a, b});
            switch (r.outcome) {
            case CrapsOutcome::Win:
                d.win += one36;
                d.winAmount += one36 * Rational(r.pays.pays(), r.pays.per());
                break;
            case CrapsOutcome::Lose: d.lose += one36; break;
            case CrapsOutcome::Push: d.push += one36; break;
            case CrapsOutcome::Stay:
            case CrapsOutcome::Off:
                if (r.movesTo) {
                    CrapsBetState next = state;
                    (crapsRule(bet).placement == CrapsPlacement::ComeOut ? next.point : next.betPoint) = r.movesTo;
                    const Decided later = decide(bet, next);
                    d.win += one36 * later.win;
                    d.lose += one36 * later.lose;
                    d.push += one36 * later.push;
                    d.winAmount += one36 * later.winAmount;
                } else {
                    standing += one36;
                }
                break;
            }
        }
    }
    const Rational decided = 1 - standing;
    return {d.win / decided, d.lose / decided, d.push / decided, d.winAmount / decided};
}

} // namespace

CrapsBetOdds crapsBetOdds(CrapsBet bet, std::optional<int> number)
{
    const CrapsBetRule &rule = crapsRule(bet);
    CrapsBetState state;
    std::optional<int> oddsNumber;
    switch (rule.placement) {
    case CrapsPlacement::ComeOut: break;   // from the come-out roll
    case CrapsPlacement::AfterComeOut: state.point = kAnyPoint; break;
    case CrapsPlacement::BehindPoint:
    case CrapsPlacement::BehindComePoint:
        if (!number || !isPointNumber(*number))
            throw InputError("point", "odds without a point: give the point, 4, 5, 6, 8, 9 or 10");
        oddsNumber = number;
        state.point = number;
        if (rule.placement == CrapsPlacement::BehindComePoint)
            state.betPoint = number;
        break;
    case CrapsPlacement::Anytime: state.point = kAnyPoint; break;   // place and lay bets work
    }
    const Decided d = decide(bet, state);
    return {bet, oddsNumber, d.win, d.lose, d.push, d.winAmount, d.lose - d.winAmount};
}

std::vector<CrapsBetOdds> crapsOdds()
{
    std::vector<CrapsBetOdds> all;
    for (const CrapsBet bet : allCrapsBets()) {
        const CrapsPlacement p = crapsRule(bet).placement;
        if (p == CrapsPlacement::BehindPoint || p == CrapsPlacement::BehindComePoint)
            for (const int n : kPointNumbers)
                all.push_back(crapsBetOdds(bet, n));
        else
            all.push_back(crapsBetOdds(bet));
    }
    return all;
}

} // namespace croupier
