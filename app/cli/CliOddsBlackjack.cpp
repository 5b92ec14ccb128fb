#include "Cli.h"
#include "baccarat/BaccaratOdds.h"
#include "bank/Json.h"
#include "blackjack/BlackjackOdds.h"

#include <string>

namespace croupier {

namespace {

/// Significant digits of the decimals, as `odds baccarat` prints them; the fraction beside each is exact.
constexpr int kDigits = 12;

JsonValue exact(const Rational &value)
{
    JsonValue v = JsonValue::object();
    v.set("fraction", JsonValue::string(numerator(value).str() + "/" + denominator(value).str()));
    v.set("decimal", JsonValue::string(decimalSignificant(value, kDigits)));
    return v;
}

JsonValue distribution(const DealerDistribution &d)
{
    JsonValue out = JsonValue::object();
    for (std::size_t r = 0; r < kDealerResults; ++r)
        out.set(std::string(dealerResultName(static_cast<DealerResult>(r))), exact(d[r]));
    return out;
}

/// The first cards as the bank writes ranks: A, 2–9, and T for any ten-value card.
constexpr const char *kFirstCards[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "T"};

JsonValue oddsReport(const DealerOdds &odds)
{
    JsonValue byFirst = JsonValue::object();
    for (std::size_t v = 0; v < 10; ++v)
        byFirst.set(kFirstCards[v], distribution(odds.byFirstCard[v]));
    JsonValue report = JsonValue::object();
    report.set("game", JsonValue::string("blackjack"));
    report.set("decks", odds.decks ? JsonValue::number(*odds.decks) : JsonValue::string("infinite"));
    report.set("soft_17", JsonValue::string(odds.soft17 == Soft17::Stand ? "stand" : "hit")); // art. 14 §12 γ
    report.set("dealer_final", distribution(odds.overall));
    report.set("by_first_card", std::move(byFirst));
    return report;
}

} // namespace

/// `croupier-cli odds blackjack [--decks N]`: the exact probabilities of the
/// dealer's final hand (DealerOdds), for an infinite deck when --decks is absent.
int Cli::oddsBlackjack(const QStringList &args)
{
    const auto options = readOptions(QStringLiteral("odds"), args, {QStringLiteral("--decks")});
    if (!options)
        return 2;
    std::optional<int> decks;
    if (options->contains(QStringLiteral("--decks"))) {
        const QString typed = options->value(QStringLiteral("--decks"));
        bool ok = false;
        const int n = typed.toInt(&ok);
        if (!ok || n < DealerOdds::minDecks || n > DealerOdds::maxDecks)
            //: %1 and %2 the fewest and most decks (1 and 8), %3 what was typed
            return usageError(
                tr("odds blackjack: --decks must be a whole number of decks from %1 to %2, or left "
                   "out for an infinite deck, not \"%3\"")
                    .arg(DealerOdds::minDecks)
                    .arg(DealerOdds::maxDecks)
                    .arg(typed));
        decks = n;
    }
    const std::string json = oddsReport(DealerOdds::compute(decks)).dump() + '\n';
    std::fwrite(json.data(), 1, json.size(), m_out);
    return std::fflush(m_out) == 0 ? 0 : 1;
}

} // namespace croupier
