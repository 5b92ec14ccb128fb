#include "DealerRack.h"

#include "InputError.h"
#include "chips/FewestChips.h"

#include <algorithm>

namespace croupier {

DealerRack::DealerRack(QObject *parent)
    : QAbstractListModel(parent)
{
}

int DealerRack::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_tubes.size()); }

QVariant DealerRack::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Tube &t = m_tubes[std::size_t(index.row())];
    switch (role) {
    case ChipRole: return QString::fromStdString(t.chip.toString());
    case CountRole: return qlonglong(t.count);
    case SettingRole: return qlonglong(t.setting);
    default: return {};
    }
}

QHash<int, QByteArray> DealerRack::roleNames() const
{
    return {{ChipRole, "chip"}, {CountRole, "count"}, {SettingRole, "setting"}};
}

QVariantList DealerRack::counts() const
{
    QVariantList out;
    for (const Tube &t : m_tubes)
        out << int(t.count);
    return out;
}

void DealerRack::reset(const ChipFloat &houseFloat)
{
    beginResetModel();
    m_tubes.clear();
    for (const ChipTube &t : houseFloat.tubes())
        m_tubes.push_back({t.chip, t.count.value_or(-1), t.count.value_or(-1)});
    m_fills = 0;
    endResetModel();
    emit countsChanged();
}

std::int64_t DealerRack::count(const Money &chip) const
{
    for (const Tube &t : m_tubes)
        if (t.chip == chip)
            return t.count;
    return -1;
}

ChipFloat DealerRack::holding() const
{
    std::vector<ChipTube> tubes;
    for (const Tube &t : m_tubes)
        tubes.push_back({t.chip, t.count < 0 ? std::nullopt : std::optional<std::int64_t>(t.count)});
    return ChipFloat(std::move(tubes));
}

void DealerRack::add(const ChipBreakdown &chips, int sign)
{
    bool moved = false;
    for (const ChipCount &c : chips) {
        for (std::size_t i = 0; i < m_tubes.size(); ++i) {
            Tube &t = m_tubes[i];
            if (t.chip != c.chip || t.count < 0 || c.count == 0)
                continue;
            t.count = std::max<std::int64_t>(0, t.count + sign * c.count);
            const QModelIndex at = index(int(i));
            emit dataChanged(at, at, {CountRole});
            moved = true;
        }
    }
    if (moved)
        emit countsChanged();
}

void DealerRack::collect(const Money &amount)
{
    if (m_tubes.empty() || amount <= Money())
        return;
    std::vector<Money> chips;
    for (const Tube &t : m_tubes)
        chips.push_back(t.chip);
    try {
        if (const auto fewest = fewestChips(amount, ChipFloat(chips)))
            add(fewest->chips, +1);
    } catch (const InputError &) {
        // An amount too large to tabulate: no picture of it.
    }
}

void DealerRack::pay(const Money &amount)
{
    if (m_tubes.empty() || amount <= Money())
        return;
    try {
        auto fewest = fewestChips(amount, holding());
        if (!fewest) {
            // The tubes are too short: the house fills the low ones back to its count.
            bool filled = false;
            for (std::size_t i = 0; i < m_tubes.size(); ++i) {
                Tube &t = m_tubes[i];
                if (t.count >= 0 && t.count < t.setting) {
                    t.count = t.setting;
                    const QModelIndex at = index(int(i));
                    emit dataChanged(at, at, {CountRole});
                    filled = true;
                }
            }
            if (filled) {
                ++m_fills;
                emit countsChanged();
            }
            fewest = fewestChips(amount, holding());
        }
        if (fewest)
            add(fewest->chips, -1);
    } catch (const InputError &) {
    }
}

void DealerRack::pay(const ChipBreakdown &chips)
{
    // The trainee took these chips from the tubes; a tube holding fewer now than were taken
    // (the house's count bounds a payment, HouseChips) was filled first.
    bool filled = false;
    for (const ChipCount &c : chips)
        for (std::size_t i = 0; i < m_tubes.size(); ++i) {
            Tube &t = m_tubes[i];
            if (t.chip == c.chip && t.count >= 0 && t.count < c.count) {
                t.count = std::max(t.setting, c.count);
                filled = true;
            }
        }
    if (filled) {
        ++m_fills;
        emit dataChanged(index(0), index(int(m_tubes.size()) - 1), {CountRole});
        emit countsChanged();
    }
    add(chips, -1);
}

} // namespace croupier
