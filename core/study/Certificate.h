#pragma once

#include "bank/Game.h"
#include "study/Mastery.h"

#include <string>
#include <string_view>
#include <vector>

namespace croupier {

/**
 * @file
 * @brief A trainee's certificate at one game (issue 19, item 4): a level from trainee to
 * table-ready, each with its criteria, read from the self-study record. Pure: the app
 * gathers the record (core/study/STUDY.md, "Certificates").
 */

enum class CertificateLevel { Trainee = 0, Foundation = 1, Dealer = 2, TableReady = 3 };

/// What a curriculum step teaches: the rules' arithmetic and decisions, paying in chips,
/// or the regulation's procedures and incidents (limits, the cut card, exposed cards…).
enum class StepKind { Rules, Chips, Incidents };
StepKind stepKindOf(std::string_view topic);

/// One curriculum step of the game, as the trainee stands on it.
struct StepStanding
{
    std::string topic;
    int level = 1;
    MasteryState state = MasteryState::Learning;
    /// The step's own game (a Punto Banco pay table under Punto Banco's certificate).
    Game game = Game::PuntoBanco;
    /// The right ones of its latest answers (up to 20) took on average no longer than
    /// the topic's target as set, whatever the practice time limits.
    bool inTime = false;
};

/// The trainee's record at a game.
struct GameStanding
{
    Game game = Game::PuntoBanco;
    std::vector<StepStanding> steps;   ///< the curriculum's steps of the game, in order
    int retentionPercent = 0;          ///< mean recall now of the game's cells met
    int cellsMet = 0;
    int spotErrors = 0;                ///< spot the error at the game: rounds with an error
    int spotDetected = 0;              ///< of them stopped at or after the error
};

/// One criterion of a level: met when have ≥ need.
struct Criterion
{
    std::string key;    ///< "rules-level-1", "rules", "chips", "retention", "incidents", "speed", "protection-rounds", "protection"
    int have = 0;
    int need = 0;
    bool met() const { return have >= need; }
};

struct CertificateResult
{
    CertificateLevel level = CertificateLevel::Trainee;
    /// The criteria of levels 1, 2 and 3 (index level − 1); a level is reached when its
    /// criteria and every lower level's are met.
    std::vector<std::vector<Criterion>> criteria;
};

inline constexpr int kDealerRetention = 85;
inline constexpr int kTableReadyRetention = 90;
inline constexpr int kProtectionErrors = 20;
inline constexpr int kProtectionDetectedPercent = 80;

/**
 * The level a record reaches:
 *  - Foundation: every rules step of level 1 mastered (its re-check passed);
 *  - Dealer: every rules step and every chips step mastered, retention ≥ 85 %;
 *  - Table-ready: every step mastered (the incidents too), each within its target as
 *    set, retention ≥ 90 %, and at spot the error at least 20 rounds with an error, 80 %
 *    of them detected.
 * A kind of step the game does not have (blackjack has no chips step) is no criterion.
 */
CertificateResult certify(const GameStanding &standing);

/// The games a certificate is given for: Punto Banco (its pay tables and chips with
/// it), chemin de fer, deux tableaux, craps, blackjack.
const std::vector<Game> &certificateGames();
/// The certificate's game of a curriculum step's game (the Punto Banco pay tables → Punto Banco).
Game certificateGameOf(Game game);

} // namespace croupier
