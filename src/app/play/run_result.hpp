#pragma once
/// \file
/// A won run as the win screen, the records and the Levels list speak of it: what it cost, how
/// far the cat went (steps on tiles, length on open floor), the level's par (the cheapest winning
/// cost) and whether the run earned its star.

#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/play_session.hpp"
#include "catmaze/player/settings.hpp"

namespace catmaze::app {

/// The result of a won run.
struct RunResult {
    Floor floor = Floor::Tiles;
    GridCost cost = 0;            ///< PlaySession::cost(), the same unit on both floors
    int steps = 0;                ///< steps taken (tiles; 0 on open floor)
    double length = 0;            ///< tiles walked (open floor; the steps on tiles)
    std::optional<GridCost> par;  ///< the cheapest winning cost; none when the solver gave up
    bool hintUsed = false;        ///< H showed a hint during the run
    /// The diagonal rule the run was played under (the level's own or the player's setting):
    /// the par is this rule's, and the record is kept with this rule's (Progress::bests).
    MoveRule rule = MoveRule::FourWay;

    /// At par, or under: on open floor a walk that only grazes a bone's or a dog's reach can
    /// beat the plan, whose walks go to their centres.
    bool perfect() const { return par && cost <= *par; }
    /// The star: perfect, with no hint.
    bool star() const { return perfect() && !hintUsed; }
    /// The run as a record of the progress file: cost, steps, star and par, and on open floor the
    /// length walked.
    LevelBest record() const {
        LevelBest best{cost, steps, star()};
        if (floor == Floor::Open)
            best.length = length;
        best.par = par;
        return best;
    }
};

/// The rule a win of a level is recorded under: on tiles the diagonal rule it is played under
/// (the level's own, `rules.diagonal`, else the player's `setting`: playedDiagonal); on open floor
/// (`openFloor`), where diagonal moves mean nothing, always the 4-way rule, so the player's
/// setting never splits its records.
MoveRule recordRule(const LevelRules& rules, bool openFloor, DiagonalMode setting);

/// The result of `session`, just won; computes the par (the tile solver's cheapest win under the
/// session's diagonal rule, or the open-floor planner's cost) and names that rule.
RunResult wonRun(const PlaySession& session, bool hintUsed);

/// "cost 260 in 24 steps" (tiles) or "length 12.3 tiles, cost 123" (open floor), in the
/// player's language (as are the win screen's words below).
std::string describeWalk(Floor floor, GridCost cost, int steps, double length);

/// The win screen's title: "Perfect!" only with the star, "At par!" at par after a hint (which
/// forfeits the star), else "You win!" (above par, or no result or par known).
std::string resultTitle(const std::optional<RunResult>& result);

/// The win screen's lines: the walk, then the par ("Par 264 (diagonal)" for a run with diagonal
/// moves) with the star earned (or why not).
std::vector<std::string> resultLines(const RunResult& result);

}  // namespace catmaze::app
