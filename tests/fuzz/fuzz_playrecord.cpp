// libFuzzer target: one line of `croupier-cli play` through the JSON reader and
// `check-play` (question-bank.md, "Play records"; the incidents of issue 15). Nothing
// may crash, leak or hang on any input: a record that cannot be read is refused with
// InputError naming the field, never with another exception.
#include "InputError.h"
#include "bank/Json.h"
#include "play/Play.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view line(reinterpret_cast<const char *>(data), size);
    croupier::JsonValue record;
    try {
        record = croupier::parseJson(line);
    } catch (const croupier::JsonError &) {
        return 0;
    }
    try {
        (void)croupier::checkPlayRecord(record);
    } catch (const croupier::InputError &) {
    }
    return 0;
}
