#include "Dice.h"

#include "InputError.h"

#include <string>

namespace croupier {

DiceRoll DiceRoll::of(int first, int second)
{
    if (first < 1 || first > 6)
        throw InputError("dice[0]", "a die shows 1 to 6, not " + std::to_string(first));
    if (second < 1 || second > 6)
        throw InputError("dice[1]", "a die shows 1 to 6, not " + std::to_string(second));
    return {first, second};
}

} // namespace croupier
