// A won run as the win screen and the records speak of it (play/run_result.hpp): the par from
// the solver, the star, and the words the player reads.

#include <gtest/gtest.h>

#include <string>

#include "catmaze/game/play_session.hpp"
#include "level_rows.hpp"
#include "play/run_result.hpp"

namespace catmaze::app {
namespace {

// The cat at (1,1), a dog between it and the exit on the short way, the long way round open:
// the cheapest win goes round (8 steps, cost 80); through the dog, with no bone, the cat is caught.
const std::vector<std::string> kRoundTheDog = {
    "#######", "#C.D.E#", "#.###.#", "#.....#", "#######",
};

// Clicks each of `clicks` (tiles) in turn, each walk to its end (0.1 s a step, 2 s given), as a
// player does, and returns the session.
std::unique_ptr<PlaySession> play(const std::vector<Tile>& clicks) {
    auto session = startPlay(test::levelFrom(kRoundTheDog), DiagonalMode::Never, 0.1);
    for (const Tile& tile : clicks) {
        session->click({tile.col + 0.5, tile.row + 0.5});
        for (int i = 0; i < 20; ++i)
            session->update(0.1);
    }
    return session;
}

TEST(RunResult, TheCheapestWinWithNoHintIsPerfectAndEarnsTheStar) {
    const auto session = play({{5, 3}, {5, 1}});
    ASSERT_EQ(session->status(), GameStatus::Won);
    const RunResult result = wonRun(*session, /*hintUsed=*/false);
    EXPECT_EQ(result.cost, 80);
    EXPECT_EQ(result.steps, 8);
    ASSERT_TRUE(result.par.has_value());
    EXPECT_EQ(*result.par, 80);
    EXPECT_TRUE(result.star());
    EXPECT_EQ(resultTitle(result), "Perfect!");
    EXPECT_EQ(resultLines(result), (std::vector<std::string>{"Cost 80 in 8 steps",
                                                             "Par 80   \xE2\x98\x85 star earned"}));
    const LevelBest best = result.record();
    EXPECT_EQ(best.cost, 80);
    EXPECT_EQ(best.steps, 8);
    EXPECT_TRUE(best.optimal);
    EXPECT_EQ(best.par, std::optional<GridCost>(80));
}

TEST(RunResult, TheCheapestWinAfterAHintIsAtParWithoutTheStar) {
    const auto session = play({{5, 3}, {5, 1}});
    const RunResult result = wonRun(*session, /*hintUsed=*/true);
    EXPECT_TRUE(result.perfect());
    EXPECT_FALSE(result.star());
    EXPECT_EQ(resultTitle(result), "At par!");
    EXPECT_EQ(resultLines(result)[1], "Par 80   hint used: no star this time");
    EXPECT_FALSE(result.record().optimal);
}

TEST(RunResult, AWinAboveParSaysWhatTheParIs) {
    // The long way with a detour: down, back up, then round (12 steps).
    const auto session = play({{1, 3}, {1, 1}, {5, 3}, {5, 1}});
    ASSERT_EQ(session->status(), GameStatus::Won);
    const RunResult result = wonRun(*session, false);
    EXPECT_EQ(result.cost, 120);
    EXPECT_FALSE(result.perfect());
    EXPECT_EQ(resultTitle(result), "You win!");
    EXPECT_EQ(resultLines(result)[1], "Par 80   win at par for a \xE2\x98\x85");
}

TEST(RunResult, WithoutAResultOrAParTheTitleIsPlain) {
    EXPECT_EQ(resultTitle(std::nullopt), "You win!");
    RunResult noPar;
    noPar.cost = 50;
    noPar.steps = 5;
    EXPECT_FALSE(noPar.star());
    EXPECT_EQ(resultTitle(noPar), "You win!");
    EXPECT_EQ(resultLines(noPar)[1], "No par: the solver could not find the cheapest win");
}

TEST(RunResult, WalksAreDescribedInStepsOnTilesAndInLengthOnOpenFloor) {
    EXPECT_EQ(describeWalk(Floor::Tiles, 10, 1, 1.0), "cost 10 in 1 step");
    EXPECT_EQ(describeWalk(Floor::Tiles, 260, 24, 24.0), "cost 260 in 24 steps");
    EXPECT_EQ(describeWalk(Floor::Open, 123, 0, 12.34), "length 12.3 tiles, cost 123");
    RunResult open;
    open.floor = Floor::Open;
    open.length = 12.5;
    EXPECT_EQ(open.record().length, std::optional<double>(12.5));
    RunResult tiles;
    tiles.length = 12.5;
    EXPECT_FALSE(tiles.record().length.has_value());
}

}  // namespace
}  // namespace catmaze::app
