// libFuzzer: parse + solve. A level that loads is solved under each diagonal rule with a
// small state limit; a winning route is then replayed under the game's rules (adjacent legal
// steps, bones picked up, dogs bribed, never eaten, the first exit stepped on is the last tile,
// the costs add up), and a give-up must say "too complex".

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>

#include "catmaze/game/solver.hpp"
#include "catmaze/level/level_loader.hpp"
#include "fuzz_check.hpp"

namespace {

using namespace catmaze;

// Replays `solution.route` on `level` from its start and checks that it wins at its cost.
void checkRoute(const Level& level, const Solution& solution, DiagonalMode diagonal) {
    Tile at = level.catStart();
    int bones = 0;
    GridCost cost = 0;
    std::set<std::int32_t> gone;  // bones taken and dogs bribed
    for (std::size_t i = 0; i < solution.route.size(); ++i) {
        const Tile next = solution.route[i];
        const int dc = next.col - at.col;
        const int dr = next.row - at.row;
        FUZZ_CHECK(std::abs(dc) <= 1 && std::abs(dr) <= 1 && (dc != 0 || dr != 0),
                   "step " + std::to_string(i) + " is not to a neighbour");
        FUZZ_CHECK(level.walkable(next), "step " + std::to_string(i) + " is onto a wall");
        const bool isDiagonal = dc != 0 && dr != 0;
        if (isDiagonal) {
            const int sidesFree =
                int(level.walkable(at + Offset{dc, 0})) + int(level.walkable(at + Offset{0, dr}));
            FUZZ_CHECK(diagonal != DiagonalMode::Never, "a diagonal step with diagonals off");
            FUZZ_CHECK(diagonal != DiagonalMode::NoCornerCutting || sidesFree == 2,
                       "a diagonal step cuts a wall's corner");
            FUZZ_CHECK(diagonal != DiagonalMode::AtLeastOneSideFree || sidesFree >= 1,
                       "a diagonal step between two walls");
        }
        const std::int32_t cell = level.size.indexOf(next);
        const TileKind kind = gone.count(cell) ? TileKind::Floor : level.at(next);
        GridCost step = isDiagonal ? level.rules.diagonalCost : level.rules.straightCost;
        if (kind == TileKind::Dog) {
            step *= level.rules.dogCostMultiplier;
            FUZZ_CHECK(bones > 0, "the route walks into a dog with no bone");
            --bones;
            gone.insert(cell);
        } else if (kind == TileKind::Bone) {
            ++bones;
            gone.insert(cell);
        }
        cost += step;
        const bool last = i + 1 == solution.route.size();
        FUZZ_CHECK((kind == TileKind::Exit) == last, "the route does not end on its first exit");
        at = next;
    }
    FUZZ_CHECK(!solution.route.empty() || level.at(at) == TileKind::Exit, "an empty route");
    FUZZ_CHECK(cost == solution.cost, "the route's steps do not add up to its cost");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const LevelLoadResult loaded = parseLevel(text, "fuzz.json");
    if (!loaded.ok())
        return 0;
    for (const DiagonalMode diagonal : {DiagonalMode::Never, DiagonalMode::NoCornerCutting,
                                        DiagonalMode::AtLeastOneSideFree, DiagonalMode::Always}) {
        SolveOptions options;
        options.diagonal = diagonal;
        options.maxStates = 2000;
        const Solution solution = solveLevel(*loaded.level, options);
        switch (solution.status) {
            case SolveStatus::Winnable:
                checkRoute(*loaded.level, solution, diagonal);
                break;
            case SolveStatus::Unwinnable:
                FUZZ_CHECK(!solution.reason.empty(), "unwinnable without a reason");
                break;
            case SolveStatus::TooComplex:
                FUZZ_CHECK(solution.reason.starts_with("too complex to decide"),
                           "a give-up that does not say so: " + solution.reason);
                break;
            case SolveStatus::Cancelled:
                FUZZ_CHECK(false, "cancelled with no cancel flag set");
                break;
        }
    }
    return 0;
}
