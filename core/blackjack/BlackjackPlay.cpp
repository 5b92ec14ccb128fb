#include "InputError.h"
#include "play/Play.h"

namespace croupier {

void playBlackjack(const PlayOptions &, const PlayWriter &) { throw InputError("game", "blackjack play records: not yet"); }
std::vector<std::string> checkBlackjackRecord(const JsonValue &) { throw InputError("game", "blackjack play records: not yet"); }

} // namespace croupier
