// libFuzzer target: one bank line through the JSON reader and `check`.
// Nothing may crash, leak or hang on any input; a line that reads as JSON must
// write back to JSON that reads the same.
#include "bank/BankChecker.h"
#include "bank/Json.h"
#include "bank/TopicRegistry.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view line(reinterpret_cast<const char *>(data), size);
    try {
        const croupier::JsonValue v = croupier::parseJson(line);
        if (!(croupier::parseJson(v.dump()) == v))
            __builtin_trap();
    } catch (const croupier::JsonError &) {
    }
    croupier::BankChecker checker(croupier::TopicRegistry::builtin());
    if (const auto result = checker.checkLine(line, 1))
        (void)croupier::BankChecker::report(*result);
    return 0;
}
