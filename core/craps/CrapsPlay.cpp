#include "InputError.h"
#include "play/Play.h"

namespace croupier {

void playCraps(const PlayOptions &, const PlayWriter &) { throw InputError("game", "craps play records: not yet"); }
std::vector<std::string> checkCrapsRecord(const JsonValue &) { throw InputError("game", "craps play records: not yet"); }

} // namespace croupier
