#include "HouseChipsSetting.h"

#include "Amounts.h"
#include "InputError.h"
#include "LanguageManager.h"
#include "bank/Json.h"
#include "baccarat/BaccaratRound.h"
#include "chips/FewestChips.h"
#include "blackjack/BlackjackRules.h"
#include "craps/CrapsRound.h"

#include <QQmlEngine>
#include <QSettings>

namespace croupier {

namespace {

const QString kKey = QStringLiteral("house/chips");

/// The setting of this process: read once, replaced by save(). A screenshot or test
/// run (not persistent) starts from the default and never writes.
struct State
{
    bool loaded = false;
    HouseChips chips = HouseChips::standard();
    QString problem;
};

State &state()
{
    static State s;
    if (!s.loaded) {
        s.loaded = true;
        const QString stored = LanguageManager::isPersistent() ? QSettings().value(kKey).toString() : QString();
        if (!stored.isEmpty()) {
            try {
                s.chips = readHouseChips(stored.toStdString(), HouseChipsSetting::tableUnits());
            } catch (const std::exception &e) {
                // InputError or JsonError: the default is used, and why is said.
                s.problem = QString::fromStdString(e.what());
            }
        }
    }
    return s;
}

} // namespace

HouseChipsSetting::HouseChipsSetting(QObject *parent)
    : QObject(parent)
{
}

HouseChipsSetting *HouseChipsSetting::create(QQmlEngine *, QJSEngine *) { return new HouseChipsSetting; }

HouseChips HouseChipsSetting::current() { return state().chips; }

std::vector<Money> HouseChipsSetting::tableUnits()
{
    std::vector<Money> units;
    for (const Money &unit : {BaccaratProfile::of(Game::PuntoBanco).chipUnit, CrapsProfile{}.chipUnit,
                              BlackjackRules{}.chipUnit})
        if (std::find(units.begin(), units.end(), unit) == units.end())
            units.push_back(unit);
    return units;
}

QVariantList HouseChipsSetting::tubes() const
{
    QVariantList out;
    const HouseChips chips = current();
    for (const ChipTube &t : chips.chipFloat.tubes())
        out << QVariantMap{{QStringLiteral("chip"), QString::fromStdString(t.chip.toString())},
                           {QStringLiteral("count"), t.count ? static_cast<int>(*t.count) : -1}};
    return out;
}

ChipFloat HouseChipsSetting::tableFloat(const QString &chipUnit) const
{
    // The house's chips of at least the table's smallest chip, and that chip itself where
    // the house has none so small (core's ChipFloat::forTable); its tubes unbounded (the
    // players' chips are not the rack's).
    const ChipFloat chips(current().chipFloat.denominations());
    if (!chipUnit.trimmed().isEmpty()) {
        try {
            return chips.forTable(Money::parseCanonical(chipUnit.trimmed().toStdString()));
        } catch (const InputError &) {
            // No chip of the float is that large, or no unit: the whole float.
        }
    }
    return chips;
}

QStringList HouseChipsSetting::tableChips(const QString &chipUnit) const
{
    QStringList out;
    for (const Money &chip : tableFloat(chipUnit).denominations())
        out << QString::fromStdString(chip.toString());
    return out;
}

QStringList HouseChipsSetting::stakeChips(const QString &amount, const QString &chipUnit) const
{
    // A felt draws the same few stakes again and again: each is solved once per float.
    static std::vector<Money> cachedFor;
    static QHash<QString, QStringList> cache;
    const std::vector<Money> denominations = current().chipFloat.denominations();
    if (denominations != cachedFor) {
        cachedFor = denominations;
        cache.clear();
    }
    const QString key = amount + u'@' + chipUnit;
    if (const auto hit = cache.constFind(key); hit != cache.constEnd())
        return *hit;
    QStringList out;
    try {
        const ChipFloat chips = tableFloat(chipUnit);
        // An amount no chips make (a drill's 125.62 at a float whose smallest chip is 0.50) is
        // drawn as the chips of its part the float makes, rounded down to the smallest chip:
        // the amount printed beside the stack says the rest.
        const Money exact = Money::parseCanonical(amount.trimmed().toStdString());
        std::optional<FewestChips> fewest;
        if (exact > Money())
            fewest = fewestChips(exact, chips);
        if (const Money value = exact.floorTo(chips.smallest()); !fewest && value > Money())
            fewest = fewestChips(value, chips);
        if (fewest)
            for (const ChipCount &c : fewest->chips)
                for (std::int64_t i = 0; i < c.count && out.size() < 1000; ++i)
                    out << QString::fromStdString(c.chip.toString());
    } catch (const InputError &) {
        out.clear();   // no amount, or one too large to draw: no chip
    }
    if (cache.size() > 4096)
        cache.clear();
    cache.insert(key, out);
    return out;
}

QString HouseChipsSetting::problem() const
{
    const QString why = state().problem;
    if (why.isEmpty())
        return {};
    //: The house's chips stored on this station did not read; %1 why (the field at fault)
    return tr("The house's chips stored on this station were set aside for the default: %1").arg(why);
}

QString HouseChipsSetting::save(const QVariantList &rows, int stack)
{
    if (rows.isEmpty())
        //: The house's chips: the instructor removed every chip
        return tr("The float needs at least one chip.");
    if (rows.size() > static_cast<qsizetype>(ChipFloat::kMaxDenominations))
        //: The house's chips: too many chips; %1 the most
        return tr("A float holds at most %1 chips.").arg(ChipFloat::kMaxDenominations);
    if (stack != 5 && stack != 20)
        //: The house's chips: the stack size; %1 what was asked
        return tr("A full stack is 5 or 20 chips, not %1.").arg(stack);
    std::vector<ChipTube> tubes;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QVariantMap row = rows[i].toMap();
        const QString typed = row.value(QStringLiteral("chip")).toString().trimmed();
        const Amounts::Reading reading = Amounts::read(typed);
        if (!reading.amount || reading.amount->isZero())
            //: The house's chips: a chip's value did not read; %1 the row (1 the first), %2 why
            return tr("Chip %1: %2").arg(i + 1).arg(reading.amount ? tr("a chip is worth more than 0.") : reading.error);
        for (std::size_t j = 0; j < tubes.size(); ++j)
            if (tubes[j].chip == *reading.amount)
                //: The house's chips: the same value twice; %1 this row, %2 the value, %3 the earlier row
                return tr("Chip %1: %2 is already chip %3.").arg(i + 1).arg(Amounts::write(*reading.amount)).arg(j + 1);
        const QString count = row.value(QStringLiteral("count")).toString().trimmed();
        std::optional<std::int64_t> tube;
        if (!count.isEmpty()) {
            bool whole = false;
            const int n = count.toInt(&whole);
            if (!whole || n < 0 || n > HouseChips::kMaxTube || count.contains(QLatin1Char('+')))
                //: The house's chips: a tube's count; %1 the row, %2 what was typed, %3 the most
                return tr("Chip %1: the tube's count \"%2\" is not a whole number from 0 to %3 (empty: not counted).")
                    .arg(i + 1)
                    .arg(count)
                    .arg(HouseChips::kMaxTube);
            tube = n;
        }
        tubes.push_back({*reading.amount, tube});
    }
    HouseChips chips;
    try {
        chips.chipFloat = ChipFloat(std::move(tubes));
    } catch (const InputError &e) {
        return QString::fromStdString(e.what());   // checked above: not reached with valid rows
    }
    for (const Money &unit : tableUnits())
        if (!chips.chipFloat.has(unit))
            //: The house's chips: a table's smallest chip is missing; %1 the chip
            return tr("The float must hold a chip of %1: a table's smallest chip, every payment rounds to it.")
                .arg(Amounts::write(unit));
    chips.stack = stack;
    State &s = state();
    s.chips = chips;
    s.problem.clear();
    if (LanguageManager::isPersistent())
        QSettings().setValue(kKey, QString::fromStdString(houseChipsToJson(chips)));
    emit changed();
    return {};
}

void HouseChipsSetting::restoreDefault()
{
    State &s = state();
    s.chips = HouseChips::standard();
    s.problem.clear();
    if (LanguageManager::isPersistent())
        QSettings().remove(kKey);
    emit changed();
}

} // namespace croupier
