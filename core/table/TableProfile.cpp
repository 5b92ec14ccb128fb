#include "TableProfile.h"

namespace croupier {

std::vector<Money> defaultChipFloat()
{
    std::vector<Money> chips;
    for (const char *v : {"0.5", "1", "2.5", "5", "10", "25", "100", "500", "1000"})
        chips.push_back(Money::parseCanonical(v));
    return chips;
}

} // namespace croupier
