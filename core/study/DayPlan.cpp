#include "DayPlan.h"

#include <algorithm>
#include <tuple>

namespace croupier {

bool MemoryBook::add(const CellId &cell, Grade grade, std::int64_t atMs)
{
    auto [it, inserted] = m_cells.try_emplace(cell);
    if (inserted)
        m_first[cell] = atMs;
    it->second = m_fsrs.review(it->second, grade, atMs);
    return grade == Grade::Again && leechFlaggedAt(it->second.lapses);
}

CellMemory MemoryBook::memory(const CellId &cell) const
{
    const auto it = m_cells.find(cell);
    return it == m_cells.end() ? CellMemory{} : it->second;
}

std::int64_t MemoryBook::firstAnsweredMs(const CellId &cell) const
{
    const auto it = m_first.find(cell);
    return it == m_first.end() ? 0 : it->second;
}

DayPlan planDay(const MemoryBook &book, const std::vector<CellId> &candidates, std::int64_t nowMs,
                std::int64_t dayStartMs, const PlanSettings &settings)
{
    DayPlan plan;
    struct Due
    {
        double r;
        std::int64_t dueMs;
        const CellId *cell;
    };
    std::vector<Due> due;
    std::vector<std::pair<int, const CellId *>> leeches;
    int introducedToday = 0;
    for (const auto &[cell, memory] : book.cells()) {
        if (memory.dueMs <= nowMs)
            due.push_back({book.fsrs().retrievability(memory, nowMs), memory.dueMs, &cell});
        const std::int64_t day = memory.dueMs < dayStartMs ? 0 : (memory.dueMs - dayStartMs) / kDayMs;
        if (day < std::int64_t(plan.forecast.size()))
            ++plan.forecast[std::size_t(day)];
        if (isLeech(memory))
            leeches.emplace_back(memory.lapses, &cell);
        if (book.firstAnsweredMs(cell) >= dayStartMs)
            ++introducedToday;
    }
    std::sort(due.begin(), due.end(), [](const Due &a, const Due &b) {
        return std::tie(a.r, a.dueMs, *a.cell) < std::tie(b.r, b.dueMs, *b.cell);
    });
    for (const Due &d : due)
        plan.due.push_back(*d.cell);
    std::sort(leeches.begin(), leeches.end(), [](const auto &a, const auto &b) {
        return a.first != b.first ? a.first > b.first : *a.second < *b.second;
    });
    for (const auto &[lapses, cell] : leeches)
        plan.leeches.push_back(*cell);

    plan.newAllowed = std::max(0, settings.newPerDay - introducedToday);
    for (const CellId &cell : candidates) {
        if (int(plan.fresh.size()) == plan.newAllowed)
            break;
        if (!book.cells().contains(cell))
            plan.fresh.push_back(cell);
    }
    return plan;
}

} // namespace croupier
