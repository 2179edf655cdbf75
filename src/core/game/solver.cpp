#include "catmaze/game/solver.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "catmaze/game/dog_rounds.hpp"
#include "solver_board.hpp"
#include "solver_cut_off.hpp"
#include "solver_early_answer.hpp"
#include "solver_patrols.hpp"
#include "solver_search.hpp"

namespace catmaze {

const char* toString(SolveStatus status) {
    switch (status) {
        case SolveStatus::Winnable:
            return "winnable";
        case SolveStatus::Unwinnable:
            return "unwinnable";
        case SolveStatus::TooComplex:
            return "too complex";
        case SolveStatus::Cancelled:
            return "cancelled";
    }
    return "?";
}

namespace {

using solving::Board;
using solving::floodFrom;

Solution unwinnable(std::string reason) {
    Solution s;
    s.status = SolveStatus::Unwinnable;
    s.reason = std::move(reason);
    return s;
}

// What cuts the way when an exit lies in the cat's walled-in area (otherwise it is walls).
CutBy dogsCut(const Board& board, std::int32_t cat, int bonesHeld) {
    const auto free = floodFrom(board, cat, [&](std::int32_t n) {
        return board.at(n) == TileKind::Dog || board.at(n) == TileKind::Exit;
    });
    bool boneReachable = false;
    for (std::size_t i = 0; i < free.size(); ++i) {
        boneReachable = boneReachable || (free[i] && board.kinds[i] == TileKind::Bone);
    }
    return bonesHeld == 0 && !boneReachable ? CutBy::DogWithNoBone : CutBy::TooFewBones;
}

// `solution` (its statistics kept) as Unwinnable because of `cut`, with its reason in words.
Solution cutOff(Solution solution, ExitCutOff cut) {
    solution.status = SolveStatus::Unwinnable;
    solution.reason = describe(cut);
    solution.cutOff = cut;
    return solution;
}

}  // namespace

Solution solveFrom(const Level& level, Tile cat, int bonesHeld, const SolveOptions& options) {
    return solveFrom(level, cat, bonesHeld, 0, options);
}

Solution solveFrom(const Level& level, Tile cat, int bonesHeld, std::int64_t tick,
                   const SolveOptions& options) {
    if (tick < 0)
        return unwinnable("the tick " + std::to_string(tick) + " is negative");
    if (!level.size.contains(cat) || level.at(cat) == TileKind::Wall) {
        return unwinnable("the cat is not on a walkable tile");
    }
    if (level.at(cat) == TileKind::Exit) {
        Solution won;
        won.status = SolveStatus::Winnable;
        return won;
    }
    const LevelRules& rules = level.rules;
    if (rules.straightCost < 1 || rules.diagonalCost < 1 || rules.dogCostMultiplier < 1) {
        return unwinnable("the level's move costs are not all positive");
    }
    // Dogs that walk their rounds: the world moves, so the search goes through time.
    if (DogRounds(level).anyPatrol())
        return solving::solveWithPatrols(level, cat, bonesHeld, tick, options);

    Board board;
    board.size = level.size;
    board.kinds = level.tiles;
    board.rules = rules;
    board.movement = catMovement(rules, options.diagonal);
    const std::int32_t catCell = level.size.indexOf(cat);
    for (TileKind& k : board.kinds) {
        if (k == TileKind::CatStart)
            k = TileKind::Floor;
    }
    board.kinds[static_cast<std::size_t>(catCell)] = TileKind::Floor;
    // Only what the cat can reach over walls alone matters; the rest never enters a state.
    const bool anyExit = solving::numberWhatIsInReach(board, catCell);
    if (std::optional<Solution> early = solving::earlyAnswer(board, catCell, anyExit))
        return std::move(*early);
    const int held = bonesHeld < 0 ? 0 : bonesHeld;
    Solution solution = solving::searchKeyPoints(board, catCell, held, options);
    if (solution.status == SolveStatus::Unwinnable)
        return cutOff(std::move(solution),
                      solving::cutByDogs(board, catCell, dogsCut(board, catCell, held)));
    return solution;
}

Solution solveLevel(const Level& level, const SolveOptions& options) {
    const std::vector<Tile> starts = level.find(TileKind::CatStart);
    if (starts.empty())
        return unwinnable("the level has no cat start");
    return solveFrom(level, starts.front(), 0, options);
}

}  // namespace catmaze
