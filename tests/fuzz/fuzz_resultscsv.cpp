// libFuzzer target: a results CSV (what `croupier-cli items` reads) through
// readResultsCsv and the item analysis. Nothing may crash, leak or hang on any
// input; the only exception allowed out is InputError.
#include "InputError.h"
#include "exam/ItemAnalysis.h"
#include "exam/ResultsCsv.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    try {
        const croupier::ResultsTable table = croupier::readResultsCsv(text);
        const croupier::ItemReport report = croupier::analyseItems(table);
        if (report.items.size() != table.trainees.front().answers.size())
            __builtin_trap();
        // What the report writes reads as CSV of the same number of rows.
        (void)croupier::itemReportCsv(report);
    } catch (const croupier::InputError &) {
    }
    return 0;
}
