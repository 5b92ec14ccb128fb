#pragma once

#include "Card.h"

#include <span>

namespace croupier {

/// A baccarat hand's point: the sum of its cards' values modulo 10, so 5 + 8 = 13
/// counts 3 (art. 15 §13; Punto Banco manual §3).
inline int baccaratPoint(std::span<const Card> cards)
{
    int sum = 0;
    for (const Card c : cards)
        sum += c.baccaratValue();
    return sum % 10;
}

} // namespace croupier
