#include "RuleText.h"

#include "WordsText.h"
#include "baccarat/BaccaratExplain.h"

namespace croupier {

QString RuleText::drawExplanation(
    Game game, Side side, int twoCardTotal, std::optional<int> puntoThirdCard, bool natural)
{
    // The words are core's (baccaratDrawWords, from the Tableau the engine draws
    // by); they hold no amount, so any reader's money locale will do.
    return WordsText::text(
        baccaratDrawWords(game, side, twoCardTotal, puntoThirdCard, natural), MoneyLocale::English);
}

} // namespace croupier
