// The winnability solver: exact cheapest winning routes over (tile, bones and dogs gone) states,
// checked on hand-made puzzles (test_solver_random.cpp checks it against a brute force).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/game/solver.hpp"

#include "level_rows.hpp"
#include "solver_reference.hpp"

namespace catmaze {
namespace {

using test::expectLegalWin;
using test::levelFrom;

TEST(Solver, WalksAStraightCorridor) {
    const Level level = levelFrom({
        "#######",
        "#C...E#",
        "#######",
    });
    const Solution s = solveLevel(level);
    EXPECT_EQ(s.status, SolveStatus::Winnable);
    EXPECT_EQ(s.cost, 40);
    EXPECT_EQ(s.route, (std::vector<Tile>{{2, 1}, {3, 1}, {4, 1}, {5, 1}}));
    EXPECT_TRUE(s.reason.empty());
    expectLegalWin(level, level.catStart(), 0, s, false);
}

TEST(Solver, StatusNames) {
    EXPECT_STREQ(toString(SolveStatus::Winnable), "winnable");
    EXPECT_STREQ(toString(SolveStatus::Unwinnable), "unwinnable");
    EXPECT_STREQ(toString(SolveStatus::TooComplex), "too complex");
}

TEST(Solver, WalksAroundADogWhenThatIsCheaper) {
    // Through the dog: 10 + 100 + 10 + 10; around it: 6 steps = 60.
    const Level level = levelFrom({
        "#######",
        "#B#...#",
        "#C.D.E#",
        "#.....#",
        "#######",
    });
    for (const bool diagonal : {false, true}) {
        const Solution s = solveLevel(level, {.diagonal = catDiagonal(diagonal)});
        expectLegalWin(level, level.catStart(), 0, s, diagonal);
        EXPECT_TRUE(s.dogsBribed.empty());
        EXPECT_TRUE(s.bonesPicked.empty());
    }
    EXPECT_EQ(solveLevel(level).cost, 60);
}

TEST(Solver, BribesADogWhenTheWayRoundIsLonger) {
    // Through the dog: 10 steps of 10 and the dog's 100 = 200. Round the loop: 21 steps = 210.
    const Level level = levelFrom({
        "##############",
        "#C.B..D.....E#",
        "#.##########.#",
        "#.##########.#",
        "#.##########.#",
        "#.##########.#",
        "#............#",
        "##############",
    });
    for (const bool diagonal : {false, true}) {
        const Solution s = solveLevel(level, {.diagonal = catDiagonal(diagonal)});
        expectLegalWin(level, level.catStart(), 0, s, diagonal);
        EXPECT_EQ(s.dogsBribed, (std::vector<Tile>{{6, 1}}));
        EXPECT_EQ(s.cost, 10 * 10 + 100);
    }
}

TEST(Solver, FetchesABoneBeforeTheDog) {
    const Level level = levelFrom({
        "##########",
        "#B#..#####",
        "#.#.C..D.E",
        "#...######",
        "##########",
    });
    for (const bool diagonal : {false, true}) {
        const Solution s = solveLevel(level, {.diagonal = catDiagonal(diagonal)});
        expectLegalWin(level, level.catStart(), 0, s, diagonal);
        EXPECT_EQ(s.bonesPicked, (std::vector<Tile>{{1, 1}}));
        EXPECT_EQ(s.dogsBribed, (std::vector<Tile>{{7, 2}}));
    }
}

TEST(Solver, WinnableOnlyInOneBoneOrder) {
    // One free bone. Spending it on the first door dog strands the cat before the second; spent
    // on the pantry dog it buys two bones, enough for both doors.
    const Level level = levelFrom({
        "####################",
        "#BB#......#....#...#",
        "#..D..C...D....D.E.#",
        "####...B..#....#...#",
        "####################",
    });
    for (const bool diagonal : {false, true}) {
        const Solution s = solveLevel(level, {.diagonal = catDiagonal(diagonal)});
        expectLegalWin(level, level.catStart(), 0, s, diagonal);
        EXPECT_EQ(s.dogsBribed, (std::vector<Tile>{{3, 2}, {10, 2}, {15, 2}}));
        ASSERT_EQ(s.bonesPicked.size(), 3U);
        EXPECT_EQ(s.bonesPicked[0], (Tile{7, 3}));
    }
    // Without the pantry's second bone the same board cannot be won.
    Level poorer = level;
    poorer.set({1, 1}, TileKind::Floor);
    const Solution s = solveLevel(poorer);
    EXPECT_EQ(s.status, SolveStatus::Unwinnable);
    EXPECT_EQ(s.reason,
              "not enough bones for the dogs in the way (the last dog before the exit is at "
              "(15,2); the exit is at (17,2))");
}

TEST(Solver, ExitWalledOff) {
    const Level level = levelFrom({
        "########",
        "#C.B.#E#",
        "########",
    });
    const Solution s = solveLevel(level);
    EXPECT_EQ(s.status, SolveStatus::Unwinnable);
    EXPECT_EQ(s.reason,
              "the exit cannot be reached: walled off (the cat gets no nearer than (4,1); the exit "
              "is at (6,1))");
    EXPECT_EQ(s.cutOff, (ExitCutOff{CutBy::Walls, {6, 1}, Tile{4, 1}}));
    EXPECT_TRUE(s.route.empty());
}

TEST(Solver, AWalledOffExitIsNamedWithTheNearestTileOfTheCatsArea) {
    // Two exits out of reach; the cat's room comes nearest to the lower one, at (3,3) (three
    // king's moves from (6,4), as are (3,2) and (3,1), but the nearest in a straight line).
    const Level level = levelFrom({
        "##########",
        "#C..#####E",
        "#...#.####",
        "#...#..###",
        "#####.E###",
        "##########",
    });
    const Solution s = solveLevel(level);
    ASSERT_TRUE(s.cutOff.has_value()) << s.reason;
    EXPECT_EQ(*s.cutOff, (ExitCutOff{CutBy::Walls, {6, 4}, Tile{3, 3}}));
    // Not winnable for another reason: nothing to name.
    EXPECT_EQ(solveLevel(levelFrom({"C..."})).cutOff, std::nullopt);
}

TEST(Solver, DiagonalsDoNotCutCornersThroughWalls) {
    // Only a corner separates the cat from the exit: closed in both modes.
    const Level level = levelFrom({
        "#####",
        "#C#.#",
        "##.E#",
        "#####",
    });
    EXPECT_EQ(solveLevel(level, {.diagonal = catDiagonal(true)}).reason,
              "the exit cannot be reached: walled off (the cat gets no nearer than (1,1); the exit "
              "is at (3,2))");
}

TEST(Solver, DogBeforeAnyBone) {
    const Level level = levelFrom({
        "#########",
        "#C..D..E#",
        "#####B###",
        "#########",
    });
    const Solution s = solveLevel(level);
    EXPECT_EQ(s.status, SolveStatus::Unwinnable);
    EXPECT_EQ(s.reason,
              "every way to the exit passes a dog, and no bone can be reached before it (the dog "
              "at (4,1) blocks the way; the exit is at (7,1))");
    EXPECT_EQ(s.cutOff, (ExitCutOff{CutBy::DogWithNoBone, {7, 1}, Tile{4, 1}}));
}

TEST(Solver, NotEnoughBones) {
    const Level level = levelFrom({
        "#########",
        "#CB.DD.E#",
        "#########",
    });
    const Solution s = solveLevel(level, {.diagonal = catDiagonal(true)});
    EXPECT_EQ(s.status, SolveStatus::Unwinnable);
    EXPECT_EQ(s.reason,
              "not enough bones for the dogs in the way (the last dog before the exit is at "
              "(5,1); the exit is at (7,1))");
    EXPECT_EQ(s.cutOff, (ExitCutOff{CutBy::TooFewBones, {7, 1}, Tile{5, 1}}));
}

TEST(Solver, LevelsWithoutCatOrExit) {
    EXPECT_EQ(solveLevel(levelFrom({"#..E#"})).reason, "the level has no cat start");
    EXPECT_EQ(solveLevel(levelFrom({"#C..#"})).reason, "the level has no exit");
}

TEST(Solver, OwnRulesChangeTheChoice) {
    Level level = levelFrom({
        "#######",
        "#CBD.E#",
        "#.....#",
        "#######",
    });
    // The dog costs 100 to enter: the way round (60) is cheaper.
    Solution s = solveLevel(level);
    expectLegalWin(level, level.catStart(), 0, s, false);
    EXPECT_TRUE(s.dogsBribed.empty());
    EXPECT_EQ(s.cost, 60);
    // With a multiplier of 2 it costs 20: straight through is 50.
    level.rules.dogCostMultiplier = 2;
    s = solveLevel(level);
    expectLegalWin(level, level.catStart(), 0, s, false);
    EXPECT_EQ(s.dogsBribed, (std::vector<Tile>{{3, 1}}));
    EXPECT_EQ(s.cost, 50);
}

TEST(Solver, TooComplex) {
    // An open field full of bones and dogs, and a tiny limit.
    std::vector<std::string> rows(12, std::string(12, '.'));
    for (int r = 0; r < 12; ++r) {
        for (int c = 0; c < 12; ++c) {
            if ((r * 5 + c * 3) % 7 == 0)
                rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] =
                    (r + c) % 2 ? 'B' : 'D';
        }
    }
    rows[0][1] = 'C';
    rows[11][11] = 'E';
    const Level level = levelFrom(rows);
    const Solution s = solveLevel(level, {.maxStates = 100});
    EXPECT_EQ(s.status, SolveStatus::TooComplex);
    // The limit counts states (not tiles) and stops the search as it is reached.
    EXPECT_EQ(s.reason, "too complex to decide (100 states)");
    EXPECT_EQ(s.statesSearched, 100);

    // A limit on the tiles the walks between states cover.
    const Solution few = solveLevel(level, {.maxTiles = 50});
    EXPECT_EQ(few.status, SolveStatus::TooComplex);
    EXPECT_TRUE(few.reason.starts_with("too complex to decide (")) << few.reason;
    EXPECT_EQ(few.tilesSearched, 50);

    // More objects than the state can name.
    std::vector<std::string> crowd(3, std::string(70, 'B'));
    crowd[1] = "C" + std::string(68, '.') + "E";
    const Solution t = solveLevel(levelFrom(crowd));
    EXPECT_EQ(t.status, SolveStatus::TooComplex);
    EXPECT_EQ(t.reason,
              "too complex to decide (140 bones and dogs can be reached; at most 64 are tracked)");
}

// A 1024 x 1024 open map, the cat in one corner and the exit in the other.
Level bigOpenMap() {
    Level level = Level::filled(1024, 1024);
    level.set({0, 0}, TileKind::CatStart);
    level.set({1023, 1023}, TileKind::Exit);
    return level;
}

TEST(Solver, AnOpenMapWithNoBonesOrDogsIsDecided) {
    // Was: "too many bones and dogs" (the limit counted tiles).
    const Level level = bigOpenMap();
    const Solution s = solveLevel(level, {.maxStates = 1});
    ASSERT_EQ(s.status, SolveStatus::Winnable) << s.reason;
    EXPECT_EQ(s.cost, 2 * 1023 * 10);
    EXPECT_EQ(s.route.size(), 2U * 1023);
    EXPECT_EQ(s.statesSearched, 1);
}

TEST(Solver, WalksEndOnceNoStopIsLeftToFind) {
    // The exit two tiles from the cat on a million open tiles: the walk ends as it settles the
    // exit (the only stop) rather than covering the map; `catmaze-level validate` of such a file
    // took 7 s of CPU under AddressSanitizer.
    Level level = Level::filled(1024, 1024);
    level.set({0, 0}, TileKind::CatStart);
    level.set({2, 0}, TileKind::Exit);
    const Solution s = solveLevel(level);
    ASSERT_EQ(s.status, SolveStatus::Winnable) << s.reason;
    EXPECT_EQ(s.cost, 20);
    EXPECT_LT(s.tilesSearched, 20);

    // Below the top row a wall with one gap, a bone in it, and another bone far away. The
    // walk from the first bone (after the win along the top row is found) ends as it becomes as
    // dear as that win: it would have covered the million tiles looking for the far bone.
    for (int c = 1; c < 1024; ++c)
        level.set({c, 1}, TileKind::Wall);
    level.set({0, 1}, TileKind::Bone);
    level.set({1000, 1000}, TileKind::Bone);
    const Solution t = solveLevel(level);
    ASSERT_EQ(t.status, SolveStatus::Winnable) << t.reason;
    EXPECT_EQ(t.cost, 20);
    EXPECT_EQ(t.statesSearched, 2);
    EXPECT_LT(t.tilesSearched, 1024 + 20);  // the top row, then a few tiles below the bone
}

TEST(Solver, TheStateLimitStopsTheSearchAtOnceOnABigMap) {
    // --max-states 1 on a 1024 x 1024 map: the first bone found would be a second state, so the
    // search stops there instead of covering a million tiles first.
    Level level = bigOpenMap();
    for (int i = 1; i <= 10; ++i)
        level.set({i * 3, 1}, TileKind::Bone);
    const Solution s = solveLevel(level, {.maxStates = 1});
    EXPECT_EQ(s.status, SolveStatus::TooComplex);
    EXPECT_EQ(s.reason, "too complex to decide (1 states)");
    EXPECT_EQ(s.statesSearched, 1);
    EXPECT_LT(s.tilesSearched, 100);

    // The tile limit stops a single walk too.
    const Solution t = solveLevel(bigOpenMap(), {.maxTiles = 1000});
    EXPECT_EQ(t.status, SolveStatus::TooComplex);
    EXPECT_EQ(t.tilesSearched, 1000);
}

TEST(Solver, FromTheMiddleOfPlay) {
    const Level level = levelFrom({
        "##########",
        "#B#..#####",
        "#.#.C..D.E",
        "#...######",
        "##########",
    });
    // The bone was taken (now floor) and is held; the cat stands where it was picked up.
    Level board = level;
    board.set({1, 1}, TileKind::Floor);
    board.set({4, 2}, TileKind::Floor);
    const Solution s = solveFrom(board, {1, 1}, 1);
    expectLegalWin(board, {1, 1}, 1, s, false);
    EXPECT_TRUE(s.bonesPicked.empty());
    EXPECT_EQ(s.dogsBribed, (std::vector<Tile>{{7, 2}}));

    // Holding nothing, the same board is lost.
    EXPECT_EQ(solveFrom(board, {1, 1}, 0).reason,
              "every way to the exit passes a dog, and no bone can be reached before it (the dog "
              "at (7,2) blocks the way; the exit is at (9,2))");
    // On the exit: already won. On a wall: no answer.
    const Solution won = solveFrom(board, {9, 2}, 0);
    EXPECT_EQ(won.status, SolveStatus::Winnable);
    EXPECT_TRUE(won.route.empty());
    EXPECT_EQ(solveFrom(board, {0, 0}, 0).reason, "the cat is not on a walkable tile");
    EXPECT_EQ(solveFrom(board, {-1, 3}, 0).reason, "the cat is not on a walkable tile");
}

}  // namespace
}  // namespace catmaze
