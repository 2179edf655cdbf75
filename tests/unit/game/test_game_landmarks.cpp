// With diagonals on, the game searches with landmarks (a differential heuristic) on levels of any
// size: the same cheapest costs as A*, through a change of the diagonal rule and dogs bribed, and
// the hover preview plans what a click plans; a copy of a session plans the same costs. With
// diagonals off, A* with them from kLandmarkMinCellsFourWay cells where they tighten the estimate
// (kLandmarkMinTighteningFourWay), without them elsewhere.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <variant>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/search/astar.hpp"

#include "level_rows.hpp"

namespace catmaze {
namespace {

using namespace test;

const std::vector<std::string> kRooms = {
    "###############",  //
    "#C....#.......#",  //
    "#.###.#.#####.#",  //
    "#...#...#...#.#",  //
    "###.#####.#.#.#",  //
    "#.....D...#...#",  //
    "#.#########.###",  //
    "#..B.........E#",  //
    "###############",
};

// The cheapest cost from `from` to `to` on the game's grid for `board`, by plain A*.
GridCost aStarCost(const Level& board, DiagonalMode diagonal, Tile from, Tile to) {
    const CatGrid grid = makeCatGrid(board, diagonal);
    AStar<GridCost> astar;
    PathResult<GridCost> result;
    astar.findPath(grid, grid.size().indexOf(from), grid.size().indexOf(to), result);
    EXPECT_EQ(result.status, PathStatus::Found);
    return result.cost;
}

// The route the click on `target` planned (its cost, and its trace: did landmarks help).
play_event::RoutePlanned clickRoute(GameSession& game, Tile target) {
    game.clickTile(target);
    for (const PlayEvent& event : game.takeEvents()) {
        if (const auto* planned = std::get_if<play_event::RoutePlanned>(&event)) {
            EXPECT_TRUE(planned->trace) << "no trace";
            return *planned;
        }
    }
    ADD_FAILURE() << "no RoutePlanned event";
    return {};
}

// The cost of the path the click on `target` planned.
GridCost clickCost(GameSession& game, Tile target) {
    return clickRoute(game, target).cost;
}

TEST(GameLandmarks, ClicksFindTheCheapestCostWithLandmarksWhenDiagonalsAreOnOnASmallLevel) {
    const Level level = levelFrom(kRooms);
    const Tile cat = level.catStart();
    for (const DiagonalMode diagonal : {DiagonalMode::NoCornerCutting, DiagonalMode::Never}) {
        for (const Tile target : {Tile{13, 7}, Tile{13, 1}, Tile{1, 5}, Tile{11, 3}}) {
            GameSession game(level, diagonal, 0.1);
            const RoutePreview preview = game.previewRoute(target);
            const play_event::RoutePlanned route = clickRoute(game, target);
            const GridCost cost = route.cost;
            EXPECT_EQ(route.trace->landmarks, diagonal == DiagonalMode::NoCornerCutting);
            EXPECT_EQ(cost, aStarCost(level, diagonal, cat, target))
                << target.col << "," << target.row;
            EXPECT_EQ(preview.cost, cost);
        }
    }
}

TEST(GameLandmarks, ADiagonalSwitchRebuildsThemForTheNewMoves) {
    const Level level = levelFrom(kRooms);
    GameSession game(level, DiagonalMode::NoCornerCutting, 0.1);
    game.setDiagonal(DiagonalMode::Never);
    game.setDiagonal(DiagonalMode::NoCornerCutting);  // the grid's moves changed twice
    const play_event::RoutePlanned route = clickRoute(game, {13, 7});
    const GridCost cost = route.cost;
    EXPECT_TRUE(route.trace->landmarks);
    EXPECT_EQ(cost, aStarCost(level, DiagonalMode::NoCornerCutting, level.catStart(), {13, 7}));
}

TEST(GameLandmarks, SwitchingDiagonalsBackReusesTheLandmarksBuiltBefore) {
    // Each rule's landmarks are built once: switching back costs no new build (on a large level
    // a build holds up the frame that switches).
    const Level level = levelFrom(kRooms);
    GameSession game(level, DiagonalMode::NoCornerCutting, 0.1);
    clickCost(game, {13, 7});
    const GridLandmarks<GridCost>* first = game.landmarks();
    ASSERT_NE(first, nullptr);
    // A copy shares them: they stay alive, so a new build could not reuse their address.
    const GameSession keeper = game;
    game.restart();  // a click while the cat walks waits for its step: plan at once instead
    game.setDiagonal(DiagonalMode::Never);
    clickCost(game, {13, 1});
    EXPECT_EQ(game.landmarks(), nullptr);  // a small level goes without
    game.restart();
    game.setDiagonal(DiagonalMode::NoCornerCutting);
    const play_event::RoutePlanned route = clickRoute(game, {11, 3});
    const GridCost cost = route.cost;
    EXPECT_EQ(game.landmarks(), first);
    EXPECT_TRUE(route.trace->landmarks);
    EXPECT_EQ(cost, aStarCost(level, DiagonalMode::NoCornerCutting, level.catStart(), {11, 3}));
}

TEST(GameLandmarks, ABribedDogKeepsThemAndTheCostsFollowTheBoard) {
    const Level level = levelFrom({
        "#########",  //
        "#C.B.D.E#",  //
        "#.#####.#",  //
        "#.......#",  //
        "#########",
    });
    GameSession game(level, DiagonalMode::NoCornerCutting, 0.1);
    for (int step = 0; step < 4; ++step) {  // the bone, then through the dog with it
        game.pressDirection({1, 0});
        game.update(1.0);
    }
    ASSERT_EQ(game.cat().tile, (Tile{5, 1}));
    ASSERT_EQ(game.board().at({5, 1}), TileKind::Floor);
    game.pressDirection({-1, 0});
    game.update(1.0);
    ASSERT_EQ(game.cat().tile, (Tile{4, 1}));
    (void)game.takeEvents();
    // Through the bribed dog's cell: 30. Were it still a dog (cost 100 to enter), the way round
    // the wall (112) would be cheaper.
    const play_event::RoutePlanned route = clickRoute(game, {7, 1});
    const GridCost onward = route.cost;
    EXPECT_TRUE(route.trace->landmarks);
    EXPECT_EQ(onward, 30);
    EXPECT_EQ(onward,
              aStarCost(game.board(), DiagonalMode::NoCornerCutting, game.cat().tile, {7, 1}));
}

TEST(GameLandmarks, WithDiagonalsOffALevelFromTheSizeLimitSearchesWithThem) {
    const int side = 64;
    ASSERT_GE(side * side, kLandmarkMinCellsFourWay);
    std::vector<std::string> rows = combRows(side);
    rows[20][30] = 'D';
    const Level level = levelFrom(rows);
    const Tile target{side - 2, side - 2};
    GameSession game(level, DiagonalMode::Never, 0.1);
    const RoutePreview preview = game.previewRoute(target);
    const play_event::RoutePlanned route = clickRoute(game, target);
    const GridCost cost = route.cost;
    EXPECT_TRUE(route.trace->landmarks);
    EXPECT_EQ(cost, aStarCost(level, DiagonalMode::Never, level.catStart(), target));
    EXPECT_EQ(preview.cost, cost);
}

TEST(GameLandmarks, WithDiagonalsOffALargeLevelOfScatteredWallsSearchesWithoutThem) {
    // 10 % of the cells walls, scattered: the detours are local, the Manhattan estimate already
    // close, and A* with landmarks slower (random512 in docs/PERFORMANCE.md).
    const int side = 80;
    std::mt19937 rng(11);
    std::vector<std::string> rows(side, std::string(side, '.'));
    for (std::string& row : rows) {
        for (char& c : row)
            c = rng() % 10 == 0 ? '#' : '.';
    }
    rows[0][0] = 'C';
    rows[side - 1][side - 1] = '.';
    const Level level = levelFrom(rows);
    GameSession game(level, DiagonalMode::Never, 0.1);
    const Tile target{side - 1, side - 1};
    const play_event::RoutePlanned route = clickRoute(game, target);
    const GridCost cost = route.cost;
    EXPECT_FALSE(route.trace->landmarks);
    EXPECT_EQ(cost, aStarCost(level, DiagonalMode::Never, level.catStart(), target));
}

TEST(GameLandmarks, ALargeLevelSearchesWithThem) {
    const int side = 300;  // above the 256 x 256 the game's landmarks were once limited to
    std::vector<std::string> rows(side, "#" + std::string(side - 2, '.') + "#");
    rows.front() = rows.back() = std::string(side, '#');
    rows[1][1] = 'C';
    const Level level = levelFrom(rows);
    GameSession game(level, DiagonalMode::NoCornerCutting, 0.1);
    const play_event::RoutePlanned route = clickRoute(game, {side - 2, side - 2});
    const GridCost cost = route.cost;
    EXPECT_TRUE(route.trace->landmarks);
    EXPECT_EQ(cost, 14 * (side - 3));
}

TEST(GameLandmarks, ACopiedSessionPlansTheSameCosts) {
    GameSession game(levelFrom(kRooms), DiagonalMode::NoCornerCutting, 0.1);
    GameSession copy = game;
    for (const Tile target : {Tile{13, 7}, Tile{7, 1}, Tile{1, 5}}) {
        const GridCost original = clickCost(game, target);
        EXPECT_EQ(clickCost(copy, target), original);
        EXPECT_EQ(original,
                  aStarCost(game.board(), DiagonalMode::NoCornerCutting, game.cat().tile, target));
        game.restart();
        copy.restart();
    }
}

}  // namespace
}  // namespace catmaze
