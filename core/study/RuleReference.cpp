#include "RuleReference.h"

#include "baccarat/Coup.h"
#include "baccarat/Tableau.h"
#include "bank/Question.h"

namespace croupier {

std::string ruleReference(const Topic &topic, Game game, const JsonValue &scenario, const JsonValue &expected)
{
    if (topic.name() == "baccarat.draw") {
        const Side side = field::oneOf(scenario, "hand", {"player", "banker"}) == "player" ? Side::Player : Side::Banker;
        const Coup coup{field::cards(scenario, "player", 2, 3), field::cards(scenario, "banker", 2, 2)};
        return std::string(thirdCardRule(Tableau::of(game), side, coup).source);
    }
    return topic.explain(game, scenario, expected).source;
}

} // namespace croupier
