#pragma once

#include "Money.h"
#include "craps/CrapsBet.h"

#include <QString>

namespace croupier {

/// The rule of @p bet (core's CrapsRules `english`), translated in the context "CrapsRules".
QString crapsRuleText(CrapsBet bet);

/// An amount as the craps explanations and the craps dealer write it, in the UI's language.
QString crapsMoneyText(const Money &amount);

} // namespace croupier
