// libFuzzer target: an exam file's "exam" member through the JSON reader and
// examFromJson. Nothing may crash, leak or hang on any input; the only exceptions
// allowed out are the documented ones (JsonError, InputError).
#include "InputError.h"
#include "bank/Json.h"
#include "bank/TopicRegistry.h"
#include "exam/Exam.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    try {
        const croupier::Exam exam = croupier::examFromJson(croupier::parseJson(text), croupier::TopicRegistry::builtin());
        // What was read writes back to what reads the same.
        const croupier::JsonValue json = croupier::examToJson(exam);
        if (!(croupier::examToJson(croupier::examFromJson(json, croupier::TopicRegistry::builtin())) == json))
            __builtin_trap();
        (void)croupier::scoreExam(exam, {});
    } catch (const croupier::JsonError &) {
    } catch (const croupier::InputError &) {
    }
    return 0;
}
