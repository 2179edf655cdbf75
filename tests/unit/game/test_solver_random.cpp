// The solver against an independent brute-force search on hundreds of small random levels,
// with and without diagonals.

#include <gtest/gtest.h>

#include <random>

#include "catmaze/game/solver.hpp"
#include "solver_reference.hpp"

namespace catmaze {
namespace {

TEST(Solver, MatchesBruteForceOnRandomLevels) {
    std::mt19937 random(20240611);
    int winnable = 0;
    int unwinnable = 0;
    for (int round = 0; round < 400; ++round) {
        const int width = 4 + static_cast<int>(random() % 4);
        const int height = 3 + static_cast<int>(random() % 4);
        Level level = Level::filled(width, height);
        for (TileKind& k : level.tiles) {
            const unsigned roll = random() % 100;
            k = roll < 25   ? TileKind::Wall
                : roll < 33 ? TileKind::Dog
                : roll < 40 ? TileKind::Bone
                            : TileKind::Floor;
        }
        const auto cell = [&] {
            return level.size.tileAt(static_cast<std::int32_t>(random() % level.tiles.size()));
        };
        const Tile start = cell();
        level.set(start, TileKind::CatStart);
        const int exits = 1 + static_cast<int>(random() % 2);
        for (int e = 0; e < exits; ++e) {
            const Tile t = cell();
            if (t != start)
                level.set(t, TileKind::Exit);
        }
        const int held = static_cast<int>(random() % 3 == 0);
        for (const bool diagonal : {false, true}) {
            SCOPED_TRACE(::testing::Message() << "round " << round << " diagonal " << diagonal);
            const GridCost expected = test::bruteForce(level, start, held, diagonal);
            const Solution s = solveFrom(level, start, held, {.diagonal = catDiagonal(diagonal)});
            if (expected < 0) {
                EXPECT_EQ(s.status, SolveStatus::Unwinnable);
                EXPECT_FALSE(s.reason.empty());
                ++unwinnable;
            } else {
                test::expectLegalWin(level, start, held, s, diagonal);
                EXPECT_EQ(s.cost, expected);
                ++winnable;
            }
        }
    }
    // The generator must exercise both outcomes.
    EXPECT_GT(winnable, 100);
    EXPECT_GT(unwinnable, 100);
}

}  // namespace
}  // namespace catmaze
