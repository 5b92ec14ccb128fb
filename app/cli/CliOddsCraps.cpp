#include "Cli.h"

#include "baccarat/BaccaratOdds.h"
#include "bank/Json.h"
#include "craps/CrapsOdds.h"

#include <algorithm>
#include <string>

namespace croupier {

namespace {

/// Significant digits of the decimals, as `odds baccarat` prints them; the fraction beside each is exact.
constexpr int kDigits = 12;
/// Decimals of the percentages, as the published tables give them (1.414 %).
constexpr int kPercentPlaces = 3;

JsonValue exact(const Rational &value)
{
    JsonValue v = JsonValue::object();
    v.set("fraction", JsonValue::string(numerator(value).str() + "/" + denominator(value).str()));
    v.set("decimal", JsonValue::string(decimalSignificant(value, kDigits)));
    return v;
}

/// The JSON key of a bet: the question bank's name in the spelling of JSON keys
/// ("dont_pass", "place_6"), odds with their point ("pass_odds_4").
std::string keyOf(const CrapsBetOdds &odds)
{
    std::string key(crapsBetName(odds.bet));
    if (odds.number)
        key += "-" + std::to_string(*odds.number);
    std::replace(key.begin(), key.end(), '-', '_');
    return key;
}

} // namespace

/// `croupier-cli odds craps`: every bet's exact chances of being won, lost and
/// pushed, and its house edge per bet decided (CrapsOdds.h), from the pay table of
/// art. 16 as RULINGS.md reads it.
int Cli::oddsCraps(const QStringList &args)
{
    if (!args.isEmpty())
        //: %1 is what was typed after "odds craps"
        return usageError(tr("odds craps takes no options, not \"%1\"").arg(args.first()));

    JsonValue bets = JsonValue::object();
    for (const CrapsBetOdds &odds : crapsOdds()) {
        JsonValue edge = exact(odds.houseEdge);
        edge.set("percent", JsonValue::string(decimalFixed(odds.houseEdge * 100, kPercentPlaces)));
        JsonValue b = JsonValue::object();
        b.set("edge", std::move(edge));
        b.set("win", exact(odds.win));
        b.set("lose", exact(odds.lose));
        b.set("push", exact(odds.push));
        bets.set(keyOf(odds), std::move(b));
    }
    JsonValue report = JsonValue::object();
    report.set("game", JsonValue::string("craps"));
    report.set("bets", std::move(bets));
    const std::string json = report.dump() + '\n';
    std::fwrite(json.data(), 1, json.size(), m_out);
    return std::fflush(m_out) == 0 ? 0 : 1;
}

} // namespace croupier
