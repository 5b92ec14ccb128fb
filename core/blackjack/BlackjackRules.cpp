#include "BlackjackRules.h"

#include "InputError.h"

#include <array>
#include <stdexcept>
#include <string>

namespace croupier {

namespace {

// art. 14 of Υ.Α. Τ/6736/2003, paragraph by paragraph, as RULINGS.md ("Blackjack")
// reads it. The Greek keeps the regulation's words; "Croupier's reading" marks a rule
// the text leaves open.
constexpr std::array kRules {
    BlackjackRule {"decks", "art. 14 §1", "Το Μπλάκτζακ παίζεται με τέσσερις έως έξι (4-6) τράπουλες.",
        "Blackjack is played with four to six decks."},
    BlackjackRule {"cut", "art. 14 §3",
        "Ο παίκτης κόβει τη στήλη αφήνοντας τουλάχιστον μία τράπουλα προς τα πάνω ή προς τα κάτω.",
        "A player cuts the stack, leaving at least one deck above or below the cut."},
    BlackjackRule {"cut-card", "art. 14 §4",
        "Η κάρτα τελειώματος μπαίνει στη στήλη ώστε να μένει πίσω της περίπου μία πλήρης τράπουλα.",
        "The cut card goes into the stack with about one full deck behind it."},
    BlackjackRule {"burn", "art. 14 §6",
        "Πριν από το μοίρασμα ο κρουπιέρης βγάζει τα πρώτα πέντε τραπουλόχαρτα εκτός παρτίδας και τα "
        "τοποθετεί στον συλλέκτη (Discard Holder) χωρίς να τα αποκαλύψει.",
        "Before dealing, the dealer puts the first five cards out of play, into the discard holder, "
        "without showing them."},
    BlackjackRule {"face-up-card-burned", "art. 14 §7",
        "Τραπουλόχαρτο που εμφανίζεται με την εμπρός όψη του από τον διανομέα (Blackjack Shoe) ή τον "
        "Shuffler καίγεται και το παιχνίδι συνεχίζεται κανονικά.",
        "A card that shows its face coming out of the shoe or the shuffler is burned, and play goes on."},
    BlackjackRule {"exposed-cards-offered", "art. 14 §7",
        "Χαρτιά που αποκαλύφθηκαν χωρίς να τα ζητήσει ο παίκτης δεν καίγονται: προτείνονται ένα-ένα, με "
        "τη σειρά που βγήκαν, στους επόμενους παίκτες. Όποιος αρνηθεί οριστικοποιεί τη συμμετοχή του. Αν "
        "δεν τα δεχθεί κανείς, ο κρουπιέρης τα παίρνει έως ότου σχηματίσει 17 ή περισσότερο και τα "
        "υπόλοιπα καίγονται.",
        "Cards exposed that the player did not ask for are not burned: they are offered one by one, in the "
        "order they came out, to the following players. A player who refuses one has finished his hand. "
        "If nobody takes them, the dealer takes them until he has 17 or more; the rest are burned."},
    BlackjackRule {"cut-card-last-round", "art. 14 §8",
        "Μόλις εμφανισθεί η κάρτα τελειώματος ολοκληρώνεται η πάσα, που είναι η τελευταία, και "
        "ακολουθεί νέο ανακάτεμα.",
        "When the cut card comes out, the round in progress is finished; it is the last before a new "
        "shuffle."},
    BlackjackRule {"standing-bettors", "art. 14 §11",
        "Μέχρι δύο όρθιοι παίκτες τοποθετούν μίζες σε κάθε χώρισμα, με τη σύμφωνη γνώμη του καθήμενου "
        "και μέχρι την ανώτατη μίζα. Οι μίζες του χωρίσματος είναι μία συμμετοχή και μόνο ο καθήμενος "
        "ζητά ή αρνείται χαρτιά.",
        "Up to two standing players may bet on each box, with the seated player's consent and up to the "
        "table maximum. The bets of a box are one hand, and only the seated player asks for or refuses "
        "cards."},
    BlackjackRule {"deal-order", "art. 14 §12 α",
        "Ένα ανοιχτό χαρτί σε κάθε χώρισμα με μίζα, από τα αριστερά του κρουπιέρη κατά τη φορά των "
        "δεικτών του ρολογιού, ένα στον κρουπιέρη, και μετά ένα δεύτερο χαρτί στους παίκτες με την ίδια "
        "σειρά.",
        "One card face up to each box with a bet, from the dealer's left and clockwise, one to the dealer, "
        "then a second card to each box in the same order."},
    BlackjackRule {"no-hole-card", "art. 14 §12 γ",
        "Ο κρουπιέρης τραβά το δεύτερο χαρτί του αφού όλοι οι παίκτες αποφασίσουν για τους συνδυασμούς "
        "τους.",
        "The dealer draws his second card only after every player has finished."},
    BlackjackRule {"no-card-on-21", "art. 14 §12 α",
        "Εάν ένας παίκτης συμπληρώσει άθροισμα 21, δεν επιτρέπεται να ζητήσει και να πάρει φύλλο.",
        "A player who has 21 may not ask for another card."},
    BlackjackRule {"bust-collected", "art. 14 §12 α",
        "Όταν ένας παίκτης σχηματίσει άθροισμα μεγαλύτερο του 21 έχει χάσει και ο κρουπιέρης μαζεύει "
        "αμέσως τα χαρτιά και τη μίζα του.",
        "A player over 21 has lost: the dealer collects his cards and his bet at once."},
    BlackjackRule {"even-money", "art. 14 §12 β",
        "Παίκτης με Μπλάκτζακ απέναντι σε άσσο του κρουπιέρη ρωτιέται αν θέλει να πληρωθεί αμέσως τη "
        "μίζα του επί μία φορά ή να περιμένει: 3 προς 2 αν ο κρουπιέρης δεν σχηματίσει Μπλάκτζακ, "
        "ισοπαλία αν σχηματίσει.",
        "A player with a blackjack against a dealer ace is asked whether he takes even money at once or "
        "waits: 3 to 2 if the dealer does not make a blackjack, a push if he does."},
    BlackjackRule {"blackjack-paid-at-once", "art. 14 §12 β",
        "Αν το χαρτί του κρουπιέρη αποκλείει να σχηματίσει Μπλάκτζακ, ο παίκτης με Μπλάκτζακ πληρώνεται "
        "αμέσως 3 προς 2.",
        "When the dealer's card cannot make a blackjack (2 to 9), a player's blackjack is paid 3 to 2 at "
        "once."},
    BlackjackRule {"blackjack-pays-3-2", "art. 14 §12 β",
        "Το Μπλάκτζακ (21 με δύο χαρτιά) πληρώνεται 3 προς 2.",
        "A blackjack (21 on two cards) is paid 3 to 2."},
    BlackjackRule {"dealer-stands-soft-17", "art. 14 §12 γ",
        "Ο κρουπιέρης τραβά με 16 ή λιγότερο και σταματά με 17 ή περισσότερο. Ο άσσος μετρά υποχρεωτικά "
        "11 όταν έτσι προκύπτει 17 ή περισσότερο χωρίς να καεί: σταματά και στο soft 17.",
        "The dealer draws on 16 or less and stands on 17 or more. An ace must count 11 when that makes 17 "
        "or more without going over 21, so he stands on a soft 17."},
    BlackjackRule {"settlement-order", "art. 14 §12 δ",
        "Ο κρουπιέρης μαζεύει τις μίζες που έχασαν και πληρώνει όσες κέρδισαν από τα δεξιά προς τα "
        "αριστερά.",
        "The dealer collects the losing bets and pays the winning ones from his right to his left."},
    BlackjackRule {"settlement", "art. 14 §12 δ",
        "Με άθροισμα πάνω από 21 ο κρουπιέρης πληρώνει όλες τις μίζες που μένουν. Αλλιώς μαζεύει τα "
        "μικρότερα αθροίσματα, πληρώνει τα μεγαλύτερα 1 προς 1, και τα ίσα είναι ισόπαλα και αποσύρονται.",
        "A dealer over 21 pays every bet still on the layout. Otherwise he collects the lower totals, pays "
        "the higher ones 1 to 1, and equal totals push."},
    BlackjackRule {"blackjack-beats-21", "art. 14 §12 δ",
        "Το άθροισμα 21 με δύο χαρτιά (Μπλάκτζακ) είναι πάντοτε ανώτερο του 21 με περισσότερα χαρτιά.",
        "A 21 on two cards (blackjack) always beats a 21 on more cards."},
    BlackjackRule {"dealer-blackjack-takes-all", "art. 14 §13 (Croupier's reading)",
        "Όταν ο κρουπιέρης σχηματίσει Μπλάκτζακ μαζεύει τις μίζες που χάνουν, μαζί με τους "
        "διπλασιασμούς και τις μίζες του SPLIT: ο κανονισμός δεν προβλέπει επιστροφή τους.",
        "When the dealer makes a blackjack he collects the losing bets, doubles and split bets included: "
        "the regulation returns none of them."},
    BlackjackRule {"insurance", "art. 14 §13",
        "Όταν το πρώτο χαρτί του κρουπιέρη είναι άσσος, μετά το δεύτερο χαρτί των παικτών προτείνεται "
        "ασφάλεια έως το μισό (50%) της μίζας, που πληρώνεται 2 προς 1 αν ο κρουπιέρης σχηματίσει "
        "Μπλάκτζακ και αλλιώς μαζεύεται.",
        "When the dealer's first card is an ace, insurance of up to half (50 %) of the bet is offered after "
        "the players' second cards; it pays 2 to 1 if the dealer makes a blackjack and is collected "
        "otherwise."},
    BlackjackRule {"insurance-closes", "art. 14 §13",
        "Οι παίκτες δεν ασφαλίζονται εάν έστω και ένας παίκτης έχει ήδη πάρει τρίτο χαρτί.",
        "No player may insure once any player has taken a third card."},
    BlackjackRule {"split", "art. 14 §14",
        "Δύο πρώτα χαρτιά ίδιας αξίας χωρίζονται σε δύο συμμετοχές με δεύτερη μίζα ίση με την αρχική. Ο "
        "παίκτης παίζει πρώτα τη δεξιά συμμετοχή του.",
        "A first two cards of equal value may be split into two hands with a second bet equal to the first. "
        "The player plays his right-hand hand first."},
    BlackjackRule {"split-equal-rank", "art. 14 §14",
        "Το Καζίνο μπορεί με αναρτημένη ανακοίνωση να περιορίσει το SPLIT σε όμοια χαρτιά και τον αριθμό "
        "των ζευγών.",
        "The casino may post a notice that only identical cards split, and limit the number of splits."},
    BlackjackRule {"re-split", "art. 14 §14",
        "Νέο ζεύγος σε μία από τις συμμετοχές χωρίζεται ακόμη μία φορά (2ο SPLIT).",
        "A new pair on one of the hands may be split once more (the second split)."},
    BlackjackRule {"split-aces", "art. 14 §14",
        "Κάθε άσσος ζεύγους άσσων παίρνει ένα μόνο χαρτί· νέος άσσος δεν χωρίζεται.",
        "Each ace of a split pair of aces takes one card only; another ace is not split again."},
    BlackjackRule {"split-21-not-blackjack", "art. 14 §14",
        "Το 21 με δύο χαρτιά μετά από SPLIT δεν είναι Μπλάκτζακ και πληρώνεται μόνο το ποσό της μίζας.",
        "A two-card 21 after a split is not a blackjack and is paid 1 to 1."},
    BlackjackRule {"double", "art. 14 §15",
        "Με άθροισμα έως και 11 στα δύο πρώτα χαρτιά ο παίκτης στοιχηματίζει ξανά ίσο ποσό και παίρνει "
        "ένα μόνο συμπληρωματικό χαρτί.",
        "With a total of 11 or less on the first two cards the player may bet as much again and takes "
        "exactly one more card."},
    BlackjackRule {"double-after-split", "art. 14 §15",
        "Ο διπλασιασμός επιτρέπεται και στις συμμετοχές που προέρχονται από SPLIT.",
        "Doubling is allowed on hands that come from a split too."},
    BlackjackRule {"table-limits", "art. 14 §16",
        "Οι μίζες είναι μάρκες αξίας. Η ανώτατη μίζα είναι 50, 100 ή 200 φορές η ελάχιστη του τραπεζιού.",
        "Bets are made in chips. The table maximum is 50, 100 or 200 times the table minimum."},
    BlackjackRule {"rounding", "RULINGS.md, Payouts, commission and rounding",
        "Πληρωμή που δεν είναι πολλαπλάσιο της μικρότερης μάρκας στρογγυλεύεται προς τα κάτω.",
        "A payment that does not fall on the table's smallest chip is rounded down to it."},
};

} // namespace

std::span<const BlackjackRule> blackjackRules() { return kRules; }

const BlackjackRule &blackjackRule(std::string_view key)
{
    for (const BlackjackRule &r : kRules)
        if (r.key == key)
            return r;
    throw std::out_of_range("no blackjack rule \"" + std::string(key) + "\"");
}

void BlackjackRules::validate() const
{
    const auto number = [](long long n) { return std::to_string(n); };
    if (decks < minDecks || decks > maxDecks)
        throw InputError("decks", "art. 14 §1 plays with 4 to 6 decks, not " + number(decks));
    if (burnCards != 5)
        throw InputError("burn_cards", "art. 14 §6 burns the first five cards, not " + number(burnCards));
    // §4: "όσο περίπου μία πλήρης τράπουλα": at least one deck and fewer than a deck and a half,
    // as check-play reads a record's cut card.
    if (cardsBehindCutCard < 52 || cardsBehindCutCard >= 78)
        throw InputError("cards_behind_cut_card",
            "art. 14 §4 places the cut card with about one deck behind it, 52 to 77 cards, not "
                + number(cardsBehindCutCard));
    if (maxSplits < 0 || maxSplits > 2)
        throw InputError(
            "max_splits", "art. 14 §14 allows a split and one re-split (0 to 2), not " + number(maxSplits));
    if (doubleMaxTotal < 2 || doubleMaxTotal > 11)
        throw InputError("double_max_total",
            "art. 14 §15 doubles on totals up to 11; the house may only narrow it, "
            "not "
                + number(doubleMaxTotal));
    if (boxes < 1 || boxes > 9)
        throw InputError("boxes", "a layout has 1 to 9 boxes, not " + number(boxes));
    if (maxStandingBettors < 0 || maxStandingBettors > 2)
        throw InputError("max_standing_bettors",
            "art. 14 §11 allows up to two standing players a box, not " + number(maxStandingBettors));
    if (maximumMultiple != 50 && maximumMultiple != 100 && maximumMultiple != 200)
        throw InputError("maximum_multiple",
            "art. 14 §16 sets the maximum at 50, 100 or 200 times the minimum, not "
                + number(maximumMultiple));
    if (chipUnit.isZero() || chipUnit.isNegative())
        throw InputError("chip_unit", "must be more than 0, not " + chipUnit.toString());
    if (minimumBet.isZero() || minimumBet.isNegative())
        throw InputError("minimum_bet", "must be more than 0, not " + minimumBet.toString());
    if (!minimumBet.isMultipleOf(chipUnit))
        throw InputError("minimum_bet",
            "art. 14 §16: bets are made in chips; " + minimumBet.toString() + " is not a whole number of "
                + chipUnit.toString() + " chips");
}

} // namespace croupier
