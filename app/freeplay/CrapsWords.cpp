#include "CrapsWords.h"

#include "Amounts.h"
#include "craps/CrapsRules.h"

#include <QCoreApplication>

namespace croupier {

QString crapsRuleText(CrapsBet bet)
{
    // core's English text is the translation key (core/TranslationKey.h).
    const std::string english(crapsRule(bet).english);
    return QCoreApplication::translate("CrapsRules", english.c_str());
}

QString crapsMoneyText(const Money &amount) { return Amounts::write(amount); }

} // namespace croupier
