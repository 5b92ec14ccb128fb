#include "InputError.h"
#include "play/Play.h"

namespace croupier {

void playBaccarat(const PlayOptions &, const PlayWriter &) { throw InputError("game", "baccarat play records: not yet"); }
std::vector<std::string> checkBaccaratRecord(Game, const JsonValue &) { throw InputError("game", "baccarat play records: not yet"); }

} // namespace croupier
