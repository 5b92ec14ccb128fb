#pragma once

#include "Card.h"
#include "Rng.h"

namespace croupier {

// Cards drawn at random for the question bank's generators (the baccarat and blackjack
// topics). A generated bank is pinned by its seed, so each draw's order is part of the
// contract: the suit is drawn first, then the rank, as two statements in turn (as two
// arguments of one call their order would be the compiler's; GCC's, suit first, is
// kept), so a seed gives the same bank whichever compiler built it.

/// One of the four suits.
inline Suit randomSuit(Rng &rng) { return static_cast<Suit>(rng.below(4)); }

/// Any of the 52 cards: the suit, then the rank.
inline Card randomCard(Rng &rng)
{
    const Suit suit = randomSuit(rng);
    return Card(static_cast<Rank>(1 + rng.below(13)), suit);
}

/// Any card but an ace (2 to K): the suit, then the rank, as randomCard().
inline Card randomNonAce(Rng &rng)
{
    const Suit suit = randomSuit(rng);
    return Card(static_cast<Rank>(2 + rng.below(12)), suit);
}

} // namespace croupier
