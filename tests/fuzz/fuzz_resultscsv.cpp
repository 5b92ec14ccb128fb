// libFuzzer target: a results CSV (what `croupier-cli items` reads) through
// readResultsCsv and the item analysis. Nothing may crash, leak or hang on any
// input; the only exception allowed out is InputError.
#include "InputError.h"
#include "exam/ItemAnalysis.h"
#include "exam/ResultsCsv.h"

#include <cstdint>
#include <set>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    try {
        const croupier::ResultsTable table = croupier::readResultsCsv(text);
        const croupier::ItemReport report = croupier::analyseItems(table);
        // One item per question asked anywhere (forms per trainee: the pool's), each
        // over at most the class that handed in.
        std::set<std::string> ids;
        for (const croupier::ResultsTable::Trainee &t : table.trainees)
            for (const croupier::ResultsTable::Answer &a : t.answers)
                ids.insert(a.questionId);
        if (report.items.size() != ids.size())
            __builtin_trap();
        for (const croupier::ItemStats &item : report.items)
            if (item.sitters > report.sitters || item.right > item.sitters)
                __builtin_trap();
        // What the report writes reads as CSV of the same number of rows.
        (void)croupier::itemReportCsv(report);
    } catch (const croupier::InputError &) {
    }
    return 0;
}
