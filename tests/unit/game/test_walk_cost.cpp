// The cost the game counts for a walk (CatState::cost) is the solver's cost of the same route,
// so "finished at the solver's optimal cost" (the Levels list's star) can be decided by comparing
// the two.

#include <gtest/gtest.h>

#include <filesystem>

#include "catmaze/game/game.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_files.hpp"

namespace catmaze {
namespace {

// Walks `route` one key press per step (the wait key for a tile repeated, on a level whose dogs
// walk patrols); returns the session's cat at the end.
CatState walk(const Level& level, DiagonalMode diagonal, const std::vector<Tile>& route) {
    GameSession session(level, diagonal, 0.1);
    Tile at = level.catStart();
    for (const Tile next : route) {
        if (next == at)
            session.wait();
        else
            session.pressDirection({next.col - at.col, next.row - at.row});
        session.update(0.1);
        at = next;
    }
    return session.cat();
}

TEST(WalkCost, WalkingTheSolversRouteCostsWhatTheSolverSays) {
    const std::filesystem::path levels = std::filesystem::path(CATMAZE_SOURCE_DIR) / "levels";
    const CampaignLoad campaign = loadCampaign(levels / "campaign.json");
    ASSERT_TRUE(campaign.ok());
    int walked = 0;
    for (const auto& file : campaign.campaign.levels) {
        const LevelLoadResult loaded = loadLevelFile(file);
        ASSERT_TRUE(loaded.ok()) << file;
        if (loaded.level->openFloor())
            continue;
        for (const DiagonalMode diagonal : {DiagonalMode::Never, DiagonalMode::NoCornerCutting}) {
            SolveOptions options;
            options.diagonal = diagonal;
            const Solution solution = solveLevel(*loaded.level, options);
            ASSERT_EQ(solution.status, SolveStatus::Winnable) << file;
            const CatState cat = walk(*loaded.level, diagonal, solution.route);
            EXPECT_EQ(cat.status, GameStatus::Won) << file;
            EXPECT_EQ(cat.cost, solution.cost) << file;
            EXPECT_EQ(cat.steps, static_cast<int>(solution.route.size())) << file;
            ++walked;
        }
    }
    EXPECT_GT(walked, 4);
}

}  // namespace
}  // namespace catmaze
