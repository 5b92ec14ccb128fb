#include "TableDealer.h"

#include "Amounts.h"
#include "HouseChipsSetting.h"
#include "drill/AnswerText.h"
#include "text/WordsText.h"
#include "InputError.h"
#include "chips/FewestChips.h"
#include "table/TableProfile.h"

#include <algorithm>
#include <utility>

namespace croupier {

TableDealer::TableDealer(QObject *parent)
    : QObject(parent)
    , m_rack(new DealerRack(this))
{
    m_rack->reset(tableFloat());
    m_pump.setSingleShot(true);
    connect(&m_pump, &QTimer::timeout, this, &TableDealer::pump);
}

TableDealer::~TableDealer() = default;

void TableDealer::setIncidentRate(double rate)
{
    rate = std::clamp(rate, 0.0, 1.0);
    if (rate == m_incidentRate)
        return;
    m_incidentRate = rate;
    applyIncidentRate();
    emit incidentRateChanged();
    emit changed();
}

void TableDealer::setDealGap(int ms)
{
    ms = std::max(0, ms);
    if (ms == m_dealGap)
        return;
    m_dealGap = ms;
    emit dealGapChanged();
    if (m_dealGap == 0)
        flush();
}

void TableDealer::showMe()
{
    m_showing = true;
    emit changed();
}

void TableDealer::chooseBetFirst()
{
    m_refusal = [] {
        //: Free play: C (collect) or K (commission) pressed with no bet chosen.
        return tr("Choose a bet first: ← → or a click on it.");
    };
    m_refusalSource.clear();
    emit changed();
}

bool TableDealer::refuse(std::function<QString()> sentence, const QString &source)
{
    ++m_actions;
    ++m_mistakes;
    m_refusal = std::move(sentence);
    m_refusalSource = source;
    emit changed();
    return false;
}

void TableDealer::accept()
{
    ++m_actions;
    m_refusal = nullptr;
    m_refusalSource.clear();
    m_showing = false;
    emit changed();
}

void TableDealer::resetCounts()
{
    m_actions = 0;
    m_mistakes = 0;
    m_chipPayments = 0;
    m_chipPaymentsMarked = 0;
    m_chipNote = nullptr;
    m_chipNoteMarked = false;
    m_refusal = nullptr;
    m_refusalSource.clear();
    m_showing = false;
    m_rack->reset(tableFloat());   // a new table: the rack as the house fills it
}

void TableDealer::clearRoundLines()
{
    m_chipNote = nullptr;
    m_chipNoteMarked = false;
    emit changed();
}

void TableDealer::pace(std::function<void()> change)
{
    // With no gap, at once (nothing ever waits then: setDealGap(0) flushes). With
    // one, at once only if nothing waits and the last change is a dealGap old: the
    // change after one just made waits, so a round's cards come out one at a time.
    if (m_dealGap == 0) {
        change();
        return;
    }
    const bool wasSettled = m_paced.empty();
    m_paced.push_back(std::move(change));
    if (wasSettled)
        emit settledChanged();
    if (!m_pump.isActive())
        pump();
}

void TableDealer::pump()
{
    // The gap after the last change is over: the next one goes on the felt, and
    // the gap after it starts now, whether or not anything waits yet.
    if (m_paced.empty())
        return;
    auto change = std::move(m_paced.front());
    m_paced.pop_front();
    change();
    m_pump.start(m_dealGap);
    if (m_paced.empty())
        emit settledChanged();
}

void TableDealer::flush()
{
    m_pump.stop();
    const bool had = !m_paced.empty();
    while (!m_paced.empty()) {
        auto change = std::move(m_paced.front());
        m_paced.pop_front();
        change();
    }
    if (had)
        emit settledChanged();
}

QString TableDealer::refusalSource() const { return WordsText::source(m_refusalSource); }

ChipFloat TableDealer::tableFloat() const { return HouseChipsSetting::current().chipFloat; }

QStringList TableDealer::chipFloat() const
{
    QStringList out;
    const ChipFloat tubes = tableFloat();
    for (const ChipTube &t : tubes.tubes())
        out << QString::fromStdString(t.chip.toString());
    return out;
}

QVariantList TableDealer::chipTubes() const
{
    QVariantList out;
    const ChipFloat tubes = tableFloat();
    for (const ChipTube &t : tubes.tubes())
        out << (t.count ? static_cast<int>(*t.count) : -1);
    return out;
}

std::function<void()> TableDealer::rackMove(const std::string &what, const std::string &value)
{
    Money amount;
    try {
        amount = Money::parseCanonical(value);
    } catch (const InputError &) {
        return [] {};
    }
    if (what == "collected")
        return [rack = m_rack, amount] { rack->collect(amount); };
    if (what == "paid") {
        std::optional<ChipBreakdown> handed;
        if (m_handed && chipValue(*m_handed) == amount)
            handed = std::exchange(m_handed, std::nullopt);
        if (handed)
            return [rack = m_rack, chips = *handed] { rack->pay(chips); };
        return [rack = m_rack, amount] { rack->pay(amount); };
    }
    return [] {};
}

QVariantList TableDealer::fewestTakes(const QString &amount) const
{
    const ChipFloat chipFloat = tableFloat();
    const std::vector<Money> tubes = chipFloat.denominations();
    std::optional<FewestChips> fewest;
    try {
        fewest = fewestChips(Money::parseCanonical(amount.toStdString()), chipFloat);
    } catch (const InputError &) {
        return {};
    }
    QVariantList out;
    if (!fewest)
        return out;
    for (const ChipCount &c : fewest->chips) {
        const auto tube = std::find(tubes.cbegin(), tubes.cend(), c.chip);
        if (tube == tubes.cend())
            return {};
        out << QVariantMap{{QStringLiteral("tube"), int(tube - tubes.cbegin())}, {QStringLiteral("count"), qlonglong(c.count)}};
    }
    return out;
}

bool TableDealer::payInChips(const QString &action, const QVariant &value, const QVariantMap &chips)
{
    const ChipFloat tubes = tableFloat();
    ChipBreakdown given;
    const auto refuseInput = [this](std::function<QString()> why) {
        // Bad input, not a mistake of the rules: said, nothing counted, nothing taken.
        m_chipNote = std::move(why);
        m_chipNoteMarked = false;
        emit changed();
        return false;
    };
    for (auto it = chips.cbegin(); it != chips.cend(); ++it) {
        const QString name = it.key();
        Money chip;
        try {
            chip = Money::parseCanonical(name.toStdString());
        } catch (const InputError &) {
            //: Paying in chips: a chip the table's float has no tube of; %1 the chip
            return refuseInput([name] { return tr("Chips: the float has no chip of %1.").arg(name); });
        }
        bool whole = false;
        const qlonglong n = it.value().toLongLong(&whole);
        if (!whole || n < 1 || it.value().toString() != QString::number(n))
            //: Paying in chips: the count of one chip is no whole number above 0; %1 the chip, %2 the count
            return refuseInput([chip, text = it.value().toString()] {
                return tr("Chips of %1: \"%2\" is not a count of chips.").arg(Amounts::write(chip), text);
            });
        given.push_back({chip, n});
    }
    if (given.empty())
        //: Paying in chips: Enter with no chip taken from the float
        return refuseInput([] { return tr("Take the chips from the float first (a count, then the tube's key)."); });
    // Graded once, by core: a chip of no tube is refused before the engine sees the amount;
    // the number of chips counts only once the engine takes their worth as the amount due.
    const PaymentGrade grade = gradePayment(chipValue(given), tubes, given);
    if (grade.verdict == PaymentGrade::Verdict::ForeignChip)
        return refuseInput([name = QString::fromStdString(grade.chip->toString())] {
            return tr("Chips: the float has no chip of %1.").arg(name);
        });
    if (grade.verdict == PaymentGrade::Verdict::OverTube)
        //: Paying in chips: more chips of one value than its tube holds (a house setting);
        //: %1 the chip, %2 how many the tube holds
        return refuseInput([chip = *grade.chip, tubes] {
            std::int64_t holds = 0;
            for (const ChipTube &t : tubes.tubes())
                if (t.chip == chip && t.count)
                    holds = *t.count;
            return tr("Chips of %1: the tube holds %2.").arg(Amounts::write(chip)).arg(holds);
        });
    m_handed = given;   // the rack gives out these chips when the engine pays them (rackMove)
    const bool taken = act(action, value);
    m_handed.reset();
    if (!taken)
        return false;
    ++m_chipPayments;
    m_chipNoteMarked = grade.verdict == PaymentGrade::Verdict::MoreChips && grade.fewest;
    if (m_chipNoteMarked) {
        ++m_chipPaymentsMarked;
        const qint64 used = chipCount(given);
        const ChipBreakdown way = grade.fewest->chips;
        //: Paying in chips (RULINGS, table limits and chips): right amount, more chips than needed.
        //: %1 the chips used, %2 the fewest way ("2 × 25, 1 × 2,50")
        m_chipNote = [used, way] {
            return tr("Right amount, but in %1 chips; the fewest way: %2 (RULINGS, table limits and chips).")
                .arg(used).arg(AnswerText::chipsText(way, Amounts::currentLocale()));
        };
    } else {
        const qint64 used = chipCount(given);
        //: Paying in chips: right amount in the fewest chips the float allows; %1 how many
        m_chipNote = [used] { return tr("Right amount, in the fewest chips (%1).").arg(used); };
    }
    emit changed();
    return true;
}

} // namespace croupier
