#include "BlackjackPayout.h"

#include "InputError.h"

#include <array>

namespace croupier {

namespace {

constexpr std::array<std::string_view, 3> kBetNames {"main", "insurance", "even-money"};

void requirePositive(const Money &amount, const char *field)
{
    if (amount.isZero() || amount.isNegative())
        throw InputError(field, "must be more than 0, not " + amount.toString());
}

void checkMoney(const Money &stake, const BlackjackRules &rules)
{
    requirePositive(stake, "stake");
    requirePositive(rules.chipUnit, "chip_unit");
}

/// The dealer's cards as dealt (at least one), or InputError under "dealer".
void checkDealer(std::span<const Card> dealer, const BlackjackRules &rules)
{
    if (dealer.empty())
        throw InputError("dealer", "the dealer has at least his first card");
    try {
        validateDealerCards(dealer, rules);
    } catch (const InputError &e) {
        throw e.under("dealer");
    }
}

BlackjackSettlement win(
    const Money &stake, const Ratio &ratio, const BlackjackRules &rules, std::string_view rule)
{
    // Whole ratios (1:1, 2:1) need no fraction: the same floor, without the rational's gcd.
    const Money paid = ratio.per() == 1 ? (stake * ratio.pays()).floorTo(rules.chipUnit)
                                        : Money::floorTo(stake.times(ratio), rules.chipUnit);
    return {BlackjackOutcome::Win, paid, rule};
}

BlackjackSettlement lose(std::string_view rule) { return {BlackjackOutcome::Lose, Money(), rule}; }
BlackjackSettlement push(std::string_view rule) { return {BlackjackOutcome::Push, Money(), rule}; }

/// A first card from which no blackjack can follow: 2 to 9 (§12 β).
bool cannotMakeBlackjack(Card first) { return first.rank() != Rank::Ace && first.blackjackValue() != 10; }

} // namespace

std::string_view betName(BlackjackBet bet) { return kBetNames[static_cast<std::size_t>(bet)]; }

std::optional<BlackjackBet> blackjackBetFromName(std::string_view name)
{
    for (std::size_t i = 0; i < kBetNames.size(); ++i)
        if (kBetNames[i] == name)
            return static_cast<BlackjackBet>(i);
    return std::nullopt;
}

std::string_view outcomeName(BlackjackOutcome outcome)
{
    switch (outcome) {
    case BlackjackOutcome::Win: return "win";
    case BlackjackOutcome::Lose: return "lose";
    case BlackjackOutcome::Push: return "push";
    }
    return {};
}

void validatePlayerHand(const BlackjackHand &hand)
{
    if (hand.size() < 2)
        throw InputError("", "a player's hand has at least two cards, not " + std::to_string(hand.size()));
    validatePlayerCards(hand.cards());
    if (hand.fromSplit() && hand.cards().front().rank() == Rank::Ace && hand.size() > 2)
        throw InputError("[2]", "each split ace takes one card only (art. 14 §14): " + hand.toString());
}

namespace {
/// The stake, the player's final hand (named "player…") and the dealer's hand of a bet.
void checkBet(const Money &stake, const BlackjackHand &player, std::span<const Card> dealer,
    const BlackjackRules &rules)
{
    checkMoney(stake, rules);
    try {
        validatePlayerHand(player);
    } catch (const InputError &e) {
        throw e.under("player");
    }
    checkDealer(dealer, rules);
}
} // namespace

BlackjackSettlement settleMainBet(const Money &stake, const BlackjackHand &player,
    std::span<const Card> dealer, const BlackjackRules &rules)
{
    checkBet(stake, player, dealer, rules);

    const BlackjackCount p = player.count();
    if (p.bust)
        return lose("bust-collected");
    if (p.blackjack) {
        if (cannotMakeBlackjack(dealer.front()))
            return win(stake, rules.blackjackPays, rules, "blackjack-paid-at-once");
        if (dealer.size() < 2)
            throw InputError("dealer",
                "a blackjack against " + dealer.front().toString()
                    + " waits for the dealer's second card (art. 14 §12 β)");
        if (BlackjackCount::of(dealer.first(2)).blackjack)
            return push("even-money"); // §12 β: "ως ισόπαλος να αποσύρει τη μίζα του"
        const bool dealerTwentyOne = dealerFinished(dealer, rules) && BlackjackCount::of(dealer).total == 21;
        return win(
            stake, rules.blackjackPays, rules, dealerTwentyOne ? "blackjack-beats-21" : "blackjack-pays-3-2");
    }
    if (dealer.size() >= 2 && BlackjackCount::of(dealer.first(2)).blackjack)
        return lose(p.total == 21 ? "blackjack-beats-21" : "dealer-blackjack-takes-all");
    if (!dealerFinished(dealer, rules))
        throw InputError("dealer",
            "the dealer's hand is not finished: he draws on "
                + std::to_string(BlackjackCount::of(dealer).total)
                + (dealer.size() < 2 ? " (his second card comes after the players)" : "") + " with "
                + joinCards(dealer) + " (art. 14 §12 γ)");
    const BlackjackCount d = BlackjackCount::of(dealer);
    if (d.bust)
        return win(stake, rules.winPays, rules, "settlement");
    if (p.total > d.total)
        return win(stake, rules.winPays, rules, "settlement");
    if (p.total < d.total)
        return lose("settlement");
    return push("settlement");
}

BlackjackSettlement settleInsurance(
    const Money &stake, std::span<const Card> dealer, const BlackjackRules &rules)
{
    checkMoney(stake, rules);
    checkDealer(dealer, rules);
    if (dealer.front().rank() != Rank::Ace)
        throw InputError("dealer[0]",
            "insurance is offered only when the dealer's first card is an ace, not "
                + dealer.front().toString() + " (art. 14 §13)");
    if (dealer.size() < 2)
        throw InputError(
            "dealer", "insurance is settled on the dealer's second card, which is missing (art. 14 §13)");
    if (BlackjackCount::of(dealer.first(2)).blackjack)
        return win(stake, rules.insurancePays, rules, "insurance");
    return lose("insurance");
}

BlackjackSettlement settleEvenMoney(const Money &stake, const BlackjackHand &player,
    std::span<const Card> dealer, const BlackjackRules &rules)
{
    checkBet(stake, player, dealer, rules);
    if (!player.isBlackjack())
        throw InputError("player",
            "even money is offered on a blackjack only, not on " + player.toString()
                + (player.fromSplit() && player.total() == 21 && player.size() == 2
                        ? ", a 21 after a split (art. 14 §14)"
                        : " (art. 14 §12 β)"));
    if (dealer.front().rank() != Rank::Ace)
        throw InputError("dealer[0]",
            "even money is offered only against a dealer ace, not " + dealer.front().toString()
                + " (art. 14 §12 β)");
    return win(stake, rules.evenMoneyPays, rules, "even-money");
}

BlackjackSettlement settleBlackjackBet(BlackjackBet bet, const Money &stake, const BlackjackHand &player,
    std::span<const Card> dealer, const BlackjackRules &rules)
{
    switch (bet) {
    case BlackjackBet::Main: return settleMainBet(stake, player, dealer, rules);
    case BlackjackBet::Insurance: return settleInsurance(stake, dealer, rules);
    case BlackjackBet::EvenMoney: return settleEvenMoney(stake, player, dealer, rules);
    }
    return {};
}

} // namespace croupier
