#pragma once

#include "Money.h"

#include <span>
#include <string_view>

namespace croupier {

/// What the dealer does on a soft 17 (an ace counted 11 making 17).
enum class Soft17 : unsigned char {
    Stand, ///< art. 14 §12 γ: the ace must count 11 when that makes 17 to 21, so the dealer stands
    Hit, ///< not Greek practice; kept so the odds can be compared with published H17 tables
};

/// Which two cards make a pair that may be split (art. 14 §14).
enum class SplitPairs : unsigned char {
    EqualValue, ///< "όμοια (ίδιας αξίας)": T-K is a pair
    EqualRank, ///< the house's posted restriction to identical cards: T-K is not
};

/// Whether a two-card soft hand (an ace and a card) may be doubled (art. 14 §15).
enum class SoftDouble : unsigned char {
    Refused, ///< the total is the one the dealer announces (A 9 is 20): only hard 11 or less
    Allowed, ///< the ace may count 1 for the double (A 9 doubles as 10)
};

/**
 * @brief One blackjack table's rules, as data: art. 14 of Υ.Α. Τ/6736/2003 with
 * the house's options (STYLE.md, convention 3).
 *
 * The defaults are the regulation's; the comment of each member names the paragraph.
 * The round engine, the payouts, the question bank and the odds all read them, so
 * none of them hard-codes a rule.
 */
struct BlackjackRules
{
    static constexpr int minDecks = 4; ///< art. 14 §1: "τέσσερις έως έξι (4-6) τράπουλες"
    static constexpr int maxDecks = 6;

    int decks = 6; ///< art. 14 §1: 4 to 6
    int burnCards = 5; ///< art. 14 §6 (and §10 with a shuffler): burned unseen
    int cardsBehindCutCard = 52; ///< art. 14 §4: "όσο περίπου μία πλήρης τράπουλα"
    Soft17 soft17 = Soft17::Stand; ///< art. 14 §12 γ
    Ratio winPays {1, 1}; ///< art. 14 §12 δ
    Ratio blackjackPays {3, 2}; ///< art. 14 §12 β
    Ratio evenMoneyPays {1, 1}; ///< art. 14 §12 β: "τη μίζα του επί μία φορά"
    Ratio insurancePays {2, 1}; ///< art. 14 §13
    Ratio insuranceLimit {1, 2}; ///< art. 14 §13: up to half (50 %) of the bet
    SplitPairs splitPairs = SplitPairs::EqualValue; ///< art. 14 §14; the house may post EqualRank
    int maxSplits = 2; ///< art. 14 §14: the split and one re-split ("2ο SPLIT"); the house may post 1
    int doubleMaxTotal = 11; ///< art. 14 §15: "μέχρι και 11"
    SoftDouble softDouble = SoftDouble::Refused; ///< art. 14 §15, as Croupier reads "άθροισμα"
    bool doubleAfterSplit = true; ///< art. 14 §15: "συμπεριλαμβανομένων ... (SPLIT)"
    int boxes = 7; ///< art. 14 §11: the layout's boxes (a 7-box table)
    int maxStandingBettors = 2; ///< art. 14 §11: "μέχρι δύο (2) το πολύ" per box
    Money minimumBet = Money::fromInteger(10); ///< art. 14 §16: set by the casino
    int maximumMultiple = 100; ///< art. 14 §16: 50, 100 or 200 times the minimum
    Money chipUnit = Money::fromInteger(1); ///< the table's smallest chip (RULINGS, "Payouts")

    /// art. 14 §16: the table maximum.
    Money maximumBet() const { return minimumBet * maximumMultiple; }

    /// Throws InputError naming the member ("decks", "maximum_multiple", …) that
    /// art. 14 does not allow.
    void validate() const;
};

/**
 * @brief One rule of art. 14 as the product explains it: where it is written, the
 * regulation's own words in short (Greek) and the same in English.
 *
 * The engine's refusals quote `source`; the rules page shows the two texts. The
 * English text is translated by the app like any other; the Greek is the
 * regulation's wording, kept as written (RULINGS.md).
 */
struct BlackjackRule
{
    std::string_view key; ///< "dealer-stands-soft-17"
    std::string_view source; ///< "art. 14 §12 γ"
    std::string_view greek;
    std::string_view english;
};

/// Every rule, in the order of the regulation.
std::span<const BlackjackRule> blackjackRules();

/// The rule named @p key; std::out_of_range for an unknown key (a programming error).
const BlackjackRule &blackjackRule(std::string_view key);

} // namespace croupier
