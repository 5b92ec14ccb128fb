#pragma once

#include <optional>
#include <string>
#include <vector>

namespace croupier {

/**
 * @brief One step of the dealer's work at a table, in the shape every game's round
 * uses (OpenSpiel's actions: the engine says which is expected, the caller applies
 * one): what is done, to what, with what value, and the paragraph that orders it.
 *
 * The vocabulary of @c action is each game's (documented on its round class);
 * @c target names a hand ("player", "banker", "player2"), a bet row ("3") or a
 * box; @c value is a number, a choice ("banker") or money in the question bank's
 * notation ("14.5"). A step the trainee performs carries only what he says:
 * the action, and the target and value where the step has them.
 */
struct DealerStep
{
    std::string action;
    std::string target;
    std::string value;
    std::string source;   ///< "art. 15 §9"; empty on a step the trainee sends

    bool empty() const { return action.empty(); }
    friend bool operator==(const DealerStep &, const DealerStep &) = default;
};

/**
 * @brief Why the engine refused a step: a sentence key, its arguments and the
 * rule's paragraph.
 *
 * core is untranslated: the app turns @c reason and @c args into a sentence in the
 * reader's language (app/freeplay/RefusalText.cpp). Arguments are raw values: hand
 * keys, card codes ("9H"), points, money in the bank's notation.
 */
struct Refusal
{
    std::string reason;
    std::vector<std::string> args;
    std::string source;

    friend bool operator==(const Refusal &, const Refusal &) = default;
};

/**
 * @brief Something that happened on the felt, for the views to animate: a card
 * dealt or burned, chips moved, the puck moved, the dice thrown.
 *
 * The round appends its events as it performs steps; the view takes them in order
 * (takeEvents()) and paces them, so the engine never waits for an animation.
 */
struct TableEvent
{
    enum class Kind {
        ShoeStarted,    ///< a new shoe: every hand and the layout cleared; card = the turned first card
                        ///< (baccarat: empty while the shoe is opened, §6–8; a second ShoeStarted
                        ///< with the card follows the opening's last step)
        CardsBurned,    ///< count cards went to the discard holder (the turned card included)
        BetPlaced,      ///< row: a new bet row on the layout (see the round's bets())
        CardDealt,      ///< card to hand; sideways = a third card laid across
        ChipsMoved,     ///< row's chips: what = "collected" | "paid" | "commission" | "push" | "cagnotte" | ...
        HandsCleared,   ///< the coup's cards went to the discard holder; the layout cleared
        PuckMoved,      ///< craps: value = the point, "" for OFF
        DiceThrown,     ///< craps: value = "3,4"
    };
    Kind kind = Kind::CardDealt;
    std::string hand;        ///< CardDealt: the hand's key
    std::string card;        ///< CardDealt, ShoeStarted: "9H"
    int row = -1;            ///< BetPlaced, ChipsMoved: the bet row
    std::string what;        ///< ChipsMoved: which movement
    std::string value;       ///< an amount in the bank's notation, a count, a point
    bool sideways = false;   ///< CardDealt: a third card, laid across

    friend bool operator==(const TableEvent &, const TableEvent &) = default;
};

} // namespace croupier
