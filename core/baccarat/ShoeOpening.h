#pragma once

#include "bank/Game.h"

#include <string>
#include <string_view>

namespace croupier {

// The opening of a baccarat shoe (core/baccarat/TOPICS.md, "Opening a shoe in play records"):
// the paragraph of each step and when the cards are counted, for the engine's steps
// (BaccaratRound) and check-play's reading of a record alike.
//
// Art. 15 numbers its two parts apart. The first, chemin de fer and deux tableaux, has §1–8
// (its §6 is the minimum stake, §7 the cagnotte, §8 the chemin-de-fer table) and no opening
// procedure; the Punto Banco part alone has one: §6 the count and the shuffle, §7 the cut,
// §8 the cut card. Chemin de fer and deux tableaux apply those by analogy and say so.

/**
 * The source of the opening step @p action ("count", "shuffle", "cut", "cut-card") at
 * @p game: "art. 15 §6" … "art. 15 §8" at the Punto Banco games; "art. 15 Punto Banco §6,
 * applied by analogy" … at chemin de fer and deux tableaux, but deux tableaux's cut card is
 * its own "art. 15 §2 (deux tableaux)" and its count, of new cards at every shoe, cites §2
 * beside the analogy.
 */
std::string openingSource(Game game, std::string_view action);

/**
 * Whether the dealer counts the cards when he opens shoe @p shoe (1: the table's first) of
 * @p game. Punto Banco §6: the count "πραγματοποιείται υποχρεωτικά κατά το άνοιγμα και το
 * κλείσιμο του τραπεζιού", and §16 (and §17, §20 δ(6)) begins a later shoe with "τη
 * διαδικασία ανακατέματος", the shuffle: the table's first shoe only (chemin de fer, by
 * analogy, whose first part keeps its decks: "μπορούν να χρησιμοποιούνται επανειλημμένως",
 * §2). Deux tableaux counts at every shoe: its §2 "πρέπει να χρησιμοποιούνται υποχρεωτικά
 * νέα τραπουλόχαρτα σε κάθε παρτίδα (SEQUENCE)", and new cards are counted and checked
 * before they are played (§6, applied by analogy).
 */
bool countsAtShoe(Game game, int shoe);

/// The source of a count found where none is due (a later shoe, not deux tableaux): §6 and §16.
std::string noCountSource(Game game);

} // namespace croupier
