#include "PaymentWords.h"

#include "TranslationKey.h"

namespace croupier {

namespace {
Words say(const char *english, std::vector<Words> args = {})
{
    return Words::say("Explain", english, std::move(args));
}
} // namespace

Words chipsInWords(const ChipBreakdown &chips)
{
    std::vector<Words> items;
    for (const ChipCount &c : chips)
        if (c.count > 0)
            //: A number of chips of one value: "2 × 25".
            items.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 × %2"), {Words::number(c.count), Words::amount(c.chip)}));
    if (items.empty())
        //: A payment with no chip at all.
        return say(CROUPIER_TRANSLATE_NOOP("Explain", "no chip"));
    return Words::list(std::move(items), ", ");
}

Explanation explainPayment(const Money &amount, const PaymentGrade &grade)
{
    using V = PaymentGrade::Verdict;
    Explanation why;
    why.source = "RULINGS, Table limits and chips";
    const Words chip = grade.chip ? Words::amount(*grade.chip) : Words::literal("");
    switch (grade.verdict) {
    case V::Exact:
        why.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "Right: %1 in the fewest chips the float allows."),
                                    {Words::amount(amount)}));
        break;
    case V::MoreChips:
        why.sentences.push_back(say(
            CROUPIER_TRANSLATE_NOOP("Explain", "Right in value, but slow to count: %1 takes only %2 chips, %3."),
            {Words::amount(amount), Words::number(grade.fewest->count), chipsInWords(grade.fewest->chips)}));
        break;
    case V::WrongValue:
        if (grade.difference.isNegative())
            //: A payment worth less than the amount due (a payment left half built).
            why.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 short of %2."),
                                        {Words::amount(Money() - grade.difference), Words::amount(amount)}));
        else
            why.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 over %2."),
                                        {Words::amount(grade.difference), Words::amount(amount)}));
        why.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "In the fewest chips: %1."),
                                    {chipsInWords(grade.fewest->chips)}));
        break;
    case V::ForeignChip:
        why.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "%1 is no chip of this table's float."), {chip}));
        break;
    case V::BadCount:
        why.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "The count of %1 chips must be a whole number, 0 or more."), {chip}));
        break;
    case V::OverTube:
        why.sentences.push_back(say(CROUPIER_TRANSLATE_NOOP("Explain", "The tray holds fewer chips of %1 than that."), {chip}));
        break;
    case V::CannotPay:
        why.sentences.push_back(
            say(CROUPIER_TRANSLATE_NOOP("Explain", "The float cannot make %1 exactly."), {Words::amount(amount)}));
        break;
    }
    return why;
}

} // namespace croupier
