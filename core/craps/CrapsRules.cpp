#include "CrapsRules.h"

#include "TranslationKey.h"

#include <initializer_list>
#include <numeric>

namespace croupier {

namespace {

using Pays = std::array<Ratio, 13>;
constexpr Ratio kNone{0, 1};
constexpr Ratio kEven{1, 1};

constexpr Pays none() { return {kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone}; }

/// 1:1 on every total from 2 to 12: the line bets, whatever decides them.
constexpr Pays evenOnEveryTotal()
{
    Pays p = none();
    for (int t = 2; t <= 12; ++t)
        p[static_cast<std::size_t>(t)] = kEven;
    return p;
}

/// @p ratio on @p number alone.
constexpr Pays on(int number, Ratio ratio)
{
    Pays p = none();
    p[static_cast<std::size_t>(number)] = ratio;
    return p;
}

/// The odds ratios by point: 4 and 10, 5 and 9, 6 and 8.
constexpr Pays byPoint(Ratio fourTen, Ratio fiveNine, Ratio sixEight)
{
    Pays p = none();
    p[4] = p[10] = fourTen;
    p[5] = p[9] = fiveNine;
    p[6] = p[8] = sixEight;
    return p;
}

constexpr std::uint16_t totals(std::initializer_list<int> list)
{
    std::uint16_t mask = 0;
    for (const int t : list)
        mask = static_cast<std::uint16_t>(mask | 1U << t);
    return mask;
}

/// @p ratio on every total of @p mask.
constexpr Pays onTotals(std::uint16_t mask, Ratio ratio)
{
    Pays p = none();
    for (int t = 2; t <= 12; ++t)
        if (mask >> t & 1U)
            p[static_cast<std::size_t>(t)] = ratio;
    return p;
}

CrapsBetRule line(CrapsBet bet, std::string_view label, CrapsDecider decider, CrapsPlacement placement,
                  CrapsTakeDown takeDown, std::string_view source, std::string_view english, std::string_view greek)
{
    CrapsBetRule r;
    r.bet = bet;
    r.label = label;
    r.decider = decider;
    r.placement = placement;
    r.pays = evenOnEveryTotal();
    r.takeDown = takeDown;
    r.source = source;
    r.english = english;
    r.greek = greek;
    return r;
}

CrapsBetRule odds(CrapsBet bet, std::string_view label, CrapsDecider decider, CrapsPlacement placement, Pays pays,
                  bool offOnComeOut, std::string_view source, std::string_view english, std::string_view greek)
{
    CrapsBetRule r;
    r.bet = bet;
    r.label = label;
    r.decider = decider;
    r.placement = placement;
    r.pays = pays;
    r.offOnComeOut = offOnComeOut;
    r.source = source;
    r.english = english;
    r.greek = greek;
    return r;
}

/// A bet on its own number: place right or wrong, Big 6/8, a hardway.
CrapsBetRule numbered(CrapsBet bet, std::string_view label, CrapsDecider decider, int number, Ratio ratio,
                      bool offOnComeOut, bool multiple, std::string_view source, std::string_view english,
                      std::string_view greek)
{
    CrapsBetRule r;
    r.bet = bet;
    r.label = label;
    r.decider = decider;
    r.number = number;
    r.pays = on(number, ratio);
    r.offOnComeOut = offOnComeOut;
    r.multiple = multiple;
    r.source = source;
    r.english = english;
    r.greek = greek;
    return r;
}

CrapsBetRule oneRoll(CrapsBet bet, std::string_view label, std::uint16_t winsOn, Pays pays, bool multiple,
                     std::string_view source, std::string_view english, std::string_view greek)
{
    CrapsBetRule r;
    r.bet = bet;
    r.label = label;
    r.decider = CrapsDecider::OneRoll;
    r.winsOn = winsOn;
    r.pays = pays;
    r.takeDown = CrapsTakeDown::OneRollOnly;
    r.multiple = multiple;
    r.source = source;
    r.english = english;
    r.greek = greek;
    return r;
}

using D = CrapsDecider;
using P = CrapsPlacement;
using T = CrapsTakeDown;
using B = CrapsBet;

std::array<CrapsBetRule, kCrapsBetCount> makeTable()
{
    // The odds of §10 γ(1) and γ(2), which γ(3) and γ(4) repeat for COME and DON'T COME.
    constexpr Pays rightOdds = byPoint({2, 1}, {3, 2}, {6, 5});
    constexpr Pays wrongOdds = byPoint({1, 2}, {2, 3}, {5, 6});
    constexpr std::uint16_t field = totals({2, 3, 4, 9, 10, 11, 12});
    Pays fieldPays = onTotals(field, kEven);
    fieldPays[2] = fieldPays[12] = Ratio{2, 1};   // "Πληρώνεται διπλή η μίζα για άθροισμα 2 ή 12"

    return {{
        line(B::Pass, "WIN", D::LineRight, P::ComeOut, T::Never, "art. 16 §10 α(1)",
             //: The rule of WIN (art. 16 §10 α(1)), in English; its Greek is the regulation's text beside it.
             CROUPIER_TRANSLATE_NOOP("CrapsRules", "Come-out roll: 7 or 11 wins 1:1, 2, 3 or 12 loses, any other total becomes the point. Then the point "
             "wins 1:1 and 7 loses. It cannot be taken down."),
             "Στην πρώτη ρίψη: 7 ή 11 κερδίζει 1:1, 2, 3 ή 12 χάνει, κάθε άλλο άθροισμα γίνεται POINT. Έπειτα το POINT "
             "κερδίζει 1:1 και το 7 χάνει. Η μίζα δεν αποσύρεται."),
        line(B::DontPass, "DON'T WIN", D::LineWrong, P::ComeOut, T::AfterNonDecidingRoll, "art. 16 §10 α(2)",
             //: The rule of DON'T WIN (art. 16 §10 α(2)), in English; its Greek is the regulation's text beside it.
             CROUPIER_TRANSLATE_NOOP("CrapsRules", "Come-out roll: 2 or 3 wins 1:1, 7 or 11 loses, 12 is a push, any other total becomes the point. Then 7 "
             "wins 1:1 and the point loses."),
             "Στην πρώτη ρίψη: 2 ή 3 κερδίζει 1:1, 7 ή 11 χάνει, 12 φέρνει ισοπαλία, κάθε άλλο άθροισμα γίνεται POINT. "
             "Έπειτα το 7 κερδίζει 1:1 και το POINT χάνει."),
        line(B::Come, "COME", D::LineRight, P::AfterComeOut, T::Never, "art. 16 §10 α(3)",
             //: The rule of COME (art. 16 §10 α(3)), in English; its Greek is the regulation's text beside it.
             CROUPIER_TRANSLATE_NOOP("CrapsRules", "Made once a point is on. Its next roll: 7 or 11 wins 1:1, 2, 3 or 12 loses, any other total is its "
             "number and it travels there. Then that number wins 1:1 and 7 loses. It cannot be taken down."),
             "Παίζεται μετά την πρώτη ρίψη. Στην επόμενη ρίψη: 7 ή 11 κερδίζει 1:1, 2, 3 ή 12 χάνει, κάθε άλλο "
             "άθροισμα είναι ο αριθμός της και η μίζα μεταφέρεται στο πλαίσιό του. Έπειτα ο αριθμός αυτός κερδίζει 1:1 "
             "και το 7 χάνει. Η μίζα δεν αποσύρεται."),
        line(B::DontCome, "DON'T COME", D::LineWrong, P::AfterComeOut, T::AfterNonDecidingRoll, "art. 16 §10 α(4)",
             //: The rule of DON'T COME (art. 16 §10 α(4)), in English; its Greek is the regulation's text beside it.
             CROUPIER_TRANSLATE_NOOP("CrapsRules", "Made once a point is on. Its next roll: 2 or 3 wins 1:1, 7 or 11 loses, 12 is a push, any other total "
             "is its number and it travels behind that box. Then 7 wins 1:1 and that number loses."),
             "Παίζεται μετά την πρώτη ρίψη. Στην επόμενη ρίψη: 2 ή 3 κερδίζει 1:1, 7 ή 11 χάνει, 12 φέρνει ισοπαλία, "
             "κάθε άλλο άθροισμα είναι ο αριθμός της και η μίζα μεταφέρεται πίσω από το πλαίσιό του. Έπειτα το 7 "
             "κερδίζει 1:1 και ο αριθμός αυτός χάνει."),
        odds(B::PassOdds, "WIN ODDS", D::NumberBeforeSeven, P::BehindPoint, rightOdds, false, "art. 16 §10 γ(1)",
             //: The rule of WIN ODDS (art. 16 §10 γ(1)), in English; its Greek is the regulation's text beside it.
             CROUPIER_TRANSLATE_NOOP("CrapsRules", "Beside a WIN bet once the point is set: the point wins 2:1 on 4 and 10, 3:2 on 5 and 9, 6:5 on 6 and "
             "8; 7 loses; other totals leave it standing. It may be taken down."),
             "Δίπλα στη μίζα του WIN, όταν έχει οριστεί POINT: το POINT κερδίζει 2:1 στο 4 και στο 10, 3:2 στο 5 και "
             "στο 9, 6:5 στο 6 και στο 8· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Μπορεί να αποσυρθεί."),
        odds(B::DontPassOdds, "DON'T WIN ODDS", D::SevenBeforeNumber, P::BehindPoint, wrongOdds, false,
             "art. 16 §10 γ(2)",
             //: The rule of DON'T WIN ODDS (art. 16 §10 γ(2)), in English; its Greek is the regulation's text beside it.
             CROUPIER_TRANSLATE_NOOP("CrapsRules", "Bridged on a DON'T WIN bet once the point is set: 7 wins 1:2 on 4 and 10, 2:3 on 5 and 9, 5:6 on 6 and "
             "8; the point loses; other totals leave it standing. It may be taken down."),
             "Ως γέφυρα (Bridged) στη μίζα του DON'T WIN, όταν έχει οριστεί POINT: το 7 κερδίζει 1:2 στο 4 και στο 10, "
             "2:3 στο 5 και στο 9, 5:6 στο 6 και στο 8· το POINT χάνει· με τα άλλα αθροίσματα η μίζα μένει. Μπορεί να "
             "αποσυρθεί."),
        odds(B::ComeOdds, "COME ODDS", D::NumberBeforeSeven, P::BehindComePoint, rightOdds, true,
             "art. 16 §10 γ(3)",
             //: The rule of COME ODDS (art. 16 §10 γ(3)), in English; its Greek is the regulation's text beside it.
             CROUPIER_TRANSLATE_NOOP("CrapsRules", "On and offset on a COME bet at its number: that number wins as the WIN odds do (2:1, 3:2, 6:5); 7 "
             "loses. Off on the come-out roll unless called working."),
             "Πάνω και αντισταθμισμένα (On and Offset) στη μίζα του COME, στον αριθμό της: ο αριθμός κερδίζει με την "
             "αναλογία του WIN (2:1, 3:2, 6:5)· το 7 χάνει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί "
             "διαφορετικά από τον παίκτη."),
        odds(B::DontComeOdds, "DON'T COME ODDS", D::SevenBeforeNumber, P::BehindComePoint, wrongOdds, true,
             "art. 16 §10 γ(4)",
             //: The rule of DON'T COME ODDS (art. 16 §10 γ(4)), in English; its Greek is the regulation's text beside it.
             CROUPIER_TRANSLATE_NOOP("CrapsRules", "Bridged on a DON'T COME bet at its number: 7 wins as the DON'T WIN odds do (1:2, 2:3, 5:6); the number "
             "loses. Off on the come-out roll unless called working."),
             "Ως γέφυρα (Bridged) στη μίζα του DON'T COME, στον αριθμό της: το 7 κερδίζει με την αναλογία του DON'T WIN "
             "(1:2, 2:3, 5:6)· ο αριθμός χάνει. Αδρανής (OFF) στη ρίψη COME OUT, εκτός αν ζητηθεί διαφορετικά από τον "
             "παίκτη."),
        oneRoll(B::Field, "FIELD", field, fieldPays, false, "art. 16 §10 α(5)",
                //: The rule of FIELD (art. 16 §10 α(5)), in English; its Greek is the regulation's text beside it.
                CROUPIER_TRANSLATE_NOOP("CrapsRules", "One roll: 3, 4, 9, 10 and 11 win 1:1, 2 and 12 win 2:1; 5, 6, 7 and 8 lose."),
                "Κάθε ρίψη είναι αποφασιστική: 3, 4, 9, 10 και 11 κερδίζουν 1:1, 2 και 12 πληρώνονται διπλή τη μίζα "
                "(2:1)· 5, 6, 7 και 8 χάνουν."),
        numbered(B::Big6, "BIG 6", D::NumberBeforeSeven, 6, kEven, false, false, "art. 16 §10 α(6)",
                 //: The rule of BIG 6 (art. 16 §10 α(6)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "A 6 made any way wins 1:1; 7 loses; other totals leave it standing. It works on the come-out roll "
                 "and may be taken down."),
                 "Το 6 με οποιονδήποτε συνδυασμό κερδίζει 1:1· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Παίζει "
                 "και στη ρίψη COME OUT και μπορεί να αποσυρθεί."),
        numbered(B::Big8, "BIG 8", D::NumberBeforeSeven, 8, kEven, false, false, "art. 16 §10 α(7)",
                 //: The rule of BIG 8 (art. 16 §10 α(7)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "An 8 made any way wins 1:1; 7 loses; other totals leave it standing. It works on the come-out roll "
                 "and may be taken down."),
                 "Το 8 με οποιονδήποτε συνδυασμό κερδίζει 1:1· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Παίζει "
                 "και στη ρίψη COME OUT και μπορεί να αποσυρθεί."),
        oneRoll(B::Under7, "UNDER 7", totals({2, 3, 4, 5, 6}), onTotals(totals({2, 3, 4, 5, 6}), kEven), false,
                "art. 16 §10 α(8)",
                //: The rule of UNDER 7 (art. 16 §10 α(8)), in English; its Greek is the regulation's text beside it.
                CROUPIER_TRANSLATE_NOOP("CrapsRules", "One roll: 2 to 6 wins 1:1; 7 to 12 loses."),
                "Μία ρίψη: άθροισμα μικρότερο του 7 (2 έως 6) κερδίζει 1:1· 7 έως 12 χάνει."),
        oneRoll(B::Over7, "OVER 7", totals({8, 9, 10, 11, 12}), onTotals(totals({8, 9, 10, 11, 12}), kEven), false,
                "art. 16 §10 α(9)",
                //: The rule of OVER 7 (art. 16 §10 α(9)), in English; its Greek is the regulation's text beside it.
                CROUPIER_TRANSLATE_NOOP("CrapsRules", "One roll: 8 to 12 wins 1:1; 2 to 7 loses."),
                "Μία ρίψη: άθροισμα μεγαλύτερο του 7 (8 έως 12) κερδίζει 1:1· 2 έως 7 χάνει."),
        numbered(B::Hard4, "HARD 4", D::Hardway, 4, {7, 1}, false, true, "art. 16 §10 β(1)",
                 //: The rule of HARD 4 (art. 16 §10 β(1)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "2-2 wins 7:1; 7, or 4 made any other way (1-3), loses; other totals leave it standing. It works on "
                 "the come-out roll and may be taken down."),
                 "Οι δυάρες (2-2) πληρώνονται επτά φορές τη μίζα (7:1)· το 7, ή το 4 χωρίς διπλή (1-3), χάνει· με τα "
                 "άλλα αθροίσματα η μίζα μένει. Παίζει και στη ρίψη COME OUT και μπορεί να αποσυρθεί."),
        numbered(B::Hard6, "HARD 6", D::Hardway, 6, {9, 1}, false, true, "art. 16 §10 β(1)",
                 //: The rule of HARD 6 (art. 16 §10 β(1)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "3-3 wins 9:1; 7, or 6 made any other way (1-5, 2-4), loses; other totals leave it standing. It "
                 "works on the come-out roll and may be taken down."),
                 "Οι τριάρες (3-3) πληρώνονται εννέα φορές τη μίζα (9:1)· το 7, ή το 6 χωρίς διπλή (1-5, 2-4), χάνει· με "
                 "τα άλλα αθροίσματα η μίζα μένει. Παίζει και στη ρίψη COME OUT και μπορεί να αποσυρθεί."),
        numbered(B::Hard8, "HARD 8", D::Hardway, 8, {9, 1}, false, true, "art. 16 §10 β(1)",
                 //: The rule of HARD 8 (art. 16 §10 β(1)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "4-4 wins 9:1; 7, or 8 made any other way (2-6, 3-5), loses; other totals leave it standing. It "
                 "works on the come-out roll and may be taken down."),
                 "Οι τεσσάρες (4-4) πληρώνονται εννέα φορές τη μίζα (9:1)· το 7, ή το 8 χωρίς διπλή (2-6, 3-5), χάνει· "
                 "με τα άλλα αθροίσματα η μίζα μένει. Παίζει και στη ρίψη COME OUT και μπορεί να αποσυρθεί."),
        numbered(B::Hard10, "HARD 10", D::Hardway, 10, {7, 1}, false, true, "art. 16 §10 β(1)",
                 //: The rule of HARD 10 (art. 16 §10 β(1)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "5-5 wins 7:1; 7, or 10 made any other way (4-6), loses; other totals leave it standing. It works on "
                 "the come-out roll and may be taken down."),
                 "Οι πεντάρες (5-5) πληρώνονται επτά φορές τη μίζα (7:1)· το 7, ή το 10 χωρίς διπλή (4-6), χάνει· με τα "
                 "άλλα αθροίσματα η μίζα μένει. Παίζει και στη ρίψη COME OUT και μπορεί να αποσυρθεί."),
        oneRoll(B::AnySeven, "BIG RED", totals({7}), on(7, {4, 1}), true, "art. 16 §10 β(2)",
                //: The rule of BIG RED (art. 16 §10 β(2)), in English; its Greek is the regulation's text beside it.
                CROUPIER_TRANSLATE_NOOP("CrapsRules", "One roll: 7 wins 4:1; any other total loses."),
                "Μία ρίψη: το 7 πληρώνεται τέσσερις φορές τη μίζα (4:1)· κάθε άλλο άθροισμα χάνει."),
        oneRoll(B::Yo11, "YO 11", totals({11}), on(11, {15, 1}), true, "art. 16 §10 β(2)",
                //: The rule of YO 11 (art. 16 §10 β(2)), in English; its Greek is the regulation's text beside it.
                CROUPIER_TRANSLATE_NOOP("CrapsRules", "One roll: 11 wins 15:1; any other total loses."),
                "Μία ρίψη: το 11 πληρώνεται δέκα πέντε φορές τη μίζα (15:1)· κάθε άλλο άθροισμα χάνει."),
        oneRoll(B::AnyCraps, "ANY CRAPS", totals({2, 3, 12}), onTotals(totals({2, 3, 12}), {7, 1}), true,
                "art. 16 §10 β(3)",
                //: The rule of ANY CRAPS (art. 16 §10 β(3)), in English; its Greek is the regulation's text beside it.
                CROUPIER_TRANSLATE_NOOP("CrapsRules", "One roll: 2, 3 or 12 wins 7:1; any other total loses."),
                "Μία ρίψη: 2, 3 ή 12 πληρώνεται 7 φορές τη μίζα (7:1)· κάθε άλλο άθροισμα χάνει."),
        oneRoll(B::Craps2, "CRAPS 2", totals({2}), on(2, {30, 1}), true, "art. 16 §10 β(4)",
                //: The rule of CRAPS 2 (art. 16 §10 β(4)), in English; its Greek is the regulation's text beside it.
                CROUPIER_TRANSLATE_NOOP("CrapsRules", "One roll: 2 wins 30:1; any other total loses."),
                "Μία ρίψη: το 2 πληρώνεται τριάντα φορές τη μίζα (30:1)· κάθε άλλο άθροισμα χάνει."),
        oneRoll(B::Craps3, "CRAPS 3", totals({3}), on(3, {15, 1}), true, "art. 16 §10 β(5)",
                //: The rule of CRAPS 3 (art. 16 §10 β(5)), in English; its Greek is the regulation's text beside it.
                CROUPIER_TRANSLATE_NOOP("CrapsRules", "One roll: 3 wins 15:1; any other total loses."),
                "Μία ρίψη: το 3 πληρώνεται δέκα πέντε φορές τη μίζα (15:1)· κάθε άλλο άθροισμα χάνει."),
        oneRoll(B::Craps12, "CRAPS 12", totals({12}), on(12, {30, 1}), true, "art. 16 §10 β(6)",
                //: The rule of CRAPS 12 (art. 16 §10 β(6)), in English; its Greek is the regulation's text beside it.
                CROUPIER_TRANSLATE_NOOP("CrapsRules", "One roll: 12 wins 30:1; any other total loses."),
                "Μία ρίψη: το 12 πληρώνεται τριάντα φορές τη μίζα (30:1)· κάθε άλλο άθροισμα χάνει."),
        oneRoll(B::Horn, "HORN", totals({2, 3, 11, 12}), onTotals(totals({2, 3, 11, 12}), {4, 1}), true,
                "art. 16 §10 β(7)",
                //: The rule of HORN (art. 16 §10 β(7)), in English; its Greek is the regulation's text beside it.
                CROUPIER_TRANSLATE_NOOP("CrapsRules", "One roll, one bet: 2, 3, 11 or 12 wins 4:1; any other total loses."),
                "Μία ρίψη, μία μίζα που συνδυάζει το CRAPS και το 11: 2, 3, 11 ή 12 πληρώνεται τέσσερις φορές τη μίζα "
                "(4:1)· κάθε άλλο άθροισμα χάνει."),
        numbered(B::Place4, "PLACE 4 (RIGHT BET)", D::NumberBeforeSeven, 4, {9, 5}, true, false, "art. 16 §10 δ(1)",
                 //: The rule of PLACE 4 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "4 wins 9:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called "
                 "working; it may be taken down."),
                 "Το 4 κερδίζει 9:5· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, "
                 "εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί."),
        numbered(B::Place5, "PLACE 5 (RIGHT BET)", D::NumberBeforeSeven, 5, {7, 5}, true, false, "art. 16 §10 δ(1)",
                 //: The rule of PLACE 5 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "5 wins 7:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called "
                 "working; it may be taken down."),
                 "Το 5 κερδίζει 7:5· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, "
                 "εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί."),
        numbered(B::Place6, "PLACE 6 (RIGHT BET)", D::NumberBeforeSeven, 6, {7, 6}, true, false, "art. 16 §10 δ(1)",
                 //: The rule of PLACE 6 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "6 wins 7:6; 7 loses; other totals leave it standing. Off on the come-out roll unless called "
                 "working; it may be taken down."),
                 "Το 6 κερδίζει 7:6· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, "
                 "εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί."),
        numbered(B::Place8, "PLACE 8 (RIGHT BET)", D::NumberBeforeSeven, 8, {7, 6}, true, false, "art. 16 §10 δ(1)",
                 //: The rule of PLACE 8 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "8 wins 7:6; 7 loses; other totals leave it standing. Off on the come-out roll unless called "
                 "working; it may be taken down."),
                 "Το 8 κερδίζει 7:6· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, "
                 "εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί."),
        numbered(B::Place9, "PLACE 9 (RIGHT BET)", D::NumberBeforeSeven, 9, {7, 5}, true, false, "art. 16 §10 δ(1)",
                 //: The rule of PLACE 9 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "9 wins 7:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called "
                 "working; it may be taken down."),
                 "Το 9 κερδίζει 7:5· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, "
                 "εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί."),
        numbered(B::Place10, "PLACE 10 (RIGHT BET)", D::NumberBeforeSeven, 10, {9, 5}, true, false,
                 "art. 16 §10 δ(1)",
                 //: The rule of PLACE 10 (RIGHT BET) (art. 16 §10 δ(1)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "10 wins 9:5; 7 loses; other totals leave it standing. Off on the come-out roll unless called "
                 "working; it may be taken down."),
                 "Το 10 κερδίζει 9:5· το 7 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, "
                 "εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί."),
        numbered(B::Lay4, "PLACE 4 (WRONG BET)", D::SevenBeforeNumber, 4, {5, 11}, true, false, "art. 16 §10 δ(2)",
                 //: The rule of PLACE 4 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "7 wins 5:11; 4 loses; other totals leave it standing. Off on the come-out roll unless called "
                 "working; it may be taken down."),
                 "Το 7 κερδίζει 5:11· το 4 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, "
                 "εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί."),
        numbered(B::Lay5, "PLACE 5 (WRONG BET)", D::SevenBeforeNumber, 5, {5, 8}, true, false, "art. 16 §10 δ(2)",
                 //: The rule of PLACE 5 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "7 wins 5:8; 5 loses; other totals leave it standing. Off on the come-out roll unless called "
                 "working; it may be taken down."),
                 "Το 7 κερδίζει 5:8· το 5 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, "
                 "εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί."),
        numbered(B::Lay6, "PLACE 6 (WRONG BET)", D::SevenBeforeNumber, 6, {4, 5}, true, false, "art. 16 §10 δ(2)",
                 //: The rule of PLACE 6 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "7 wins 4:5; 6 loses; other totals leave it standing. Off on the come-out roll unless called "
                 "working; it may be taken down."),
                 "Το 7 κερδίζει 4:5· το 6 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, "
                 "εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί."),
        numbered(B::Lay8, "PLACE 8 (WRONG BET)", D::SevenBeforeNumber, 8, {4, 5}, true, false, "art. 16 §10 δ(2)",
                 //: The rule of PLACE 8 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "7 wins 4:5; 8 loses; other totals leave it standing. Off on the come-out roll unless called "
                 "working; it may be taken down."),
                 "Το 7 κερδίζει 4:5· το 8 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, "
                 "εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί."),
        numbered(B::Lay9, "PLACE 9 (WRONG BET)", D::SevenBeforeNumber, 9, {5, 8}, true, false, "art. 16 §10 δ(2)",
                 //: The rule of PLACE 9 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "7 wins 5:8; 9 loses; other totals leave it standing. Off on the come-out roll unless called "
                 "working; it may be taken down."),
                 "Το 7 κερδίζει 5:8· το 9 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, "
                 "εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί."),
        numbered(B::Lay10, "PLACE 10 (WRONG BET)", D::SevenBeforeNumber, 10, {5, 11}, true, false,
                 "art. 16 §10 δ(2)",
                 //: The rule of PLACE 10 (WRONG BET) (art. 16 §10 δ(2)), in English; its Greek is the regulation's text beside it.
                 CROUPIER_TRANSLATE_NOOP("CrapsRules", "7 wins 5:11; 10 loses; other totals leave it standing. Off on the come-out roll unless called "
                 "working; it may be taken down."),
                 "Το 7 κερδίζει 5:11· το 10 χάνει· με τα άλλα αθροίσματα η μίζα μένει. Αδρανής (OFF) στη ρίψη COME OUT, "
                 "εκτός αν ζητηθεί διαφορετικά· μπορεί να αποσυρθεί."),
    }};
}

} // namespace

int CrapsBetRule::properUnit(int number) const
{
    const Ratio r = paysOn(number);
    if (r.pays() == 0)
        return 1;
    return static_cast<int>(r.per() / std::gcd(r.pays(), r.per()));
}

const std::array<CrapsBetRule, kCrapsBetCount> &crapsPayTable()
{
    static const std::array<CrapsBetRule, kCrapsBetCount> table = makeTable();
    return table;
}

const CrapsBetRule &crapsRule(CrapsBet bet) { return crapsPayTable()[static_cast<std::size_t>(bet)]; }

} // namespace croupier
