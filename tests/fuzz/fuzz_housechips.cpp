// libFuzzer target for the house's chips as stored (core/chips/HouseChips.h, issue 16):
// the settings file is the station's, so any bytes either read to chips that keep
// their invariants and read back the same from what they write, or are refused with
// InputError / JsonError, and nothing else.

#include "InputError.h"
#include "bank/Json.h"
#include "chips/HouseChips.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace croupier;

namespace {
void require(bool invariant)
{
    if (!invariant)
        __builtin_trap();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const std::vector<Money> units{Money::parseCanonical("0.5"), Money::fromInteger(1)};
    try {
        const HouseChips chips = readHouseChips(text, units);
        require(chips.stack == 5 || chips.stack == 20);
        require(chips.chipFloat.has(units[0]) && chips.chipFloat.has(units[1]));
        for (const ChipTube &t : chips.chipFloat.tubes())
            require(!t.count || (*t.count >= 0 && *t.count <= HouseChips::kMaxTube));
        require(readHouseChips(houseChipsToJson(chips), units) == chips);
    } catch (const InputError &) {
    } catch (const JsonError &) {
    }
    return 0;
}
