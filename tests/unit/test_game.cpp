// The game rules (bones, dogs, exits) and the movement controller: clicks, keys, pending moves,
// step timing, restart. Events are compared as short strings so a failure shows the whole story.

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/game/solver.hpp"

namespace catmaze {
namespace {

Level levelFrom(const std::vector<std::string>& rows) {
    Level level =
        Level::filled(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()));
    for (int r = 0; r < level.size.height; ++r) {
        for (int c = 0; c < level.size.width; ++c) {
            TileKind kind = TileKind::Floor;
            switch (rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]) {
                case '#':
                    kind = TileKind::Wall;
                    break;
                case 'C':
                    kind = TileKind::CatStart;
                    break;
                case 'B':
                    kind = TileKind::Bone;
                    break;
                case 'D':
                    kind = TileKind::Dog;
                    break;
                case 'E':
                    kind = TileKind::Exit;
                    break;
                default:
                    break;
            }
            level.set({c, r}, kind);
        }
    }
    return level;
}

std::string str(Tile t) {
    return toString(t);
}

std::string str(const std::vector<Tile>& tiles) {
    std::string out = "[";
    for (const Tile t : tiles)
        out += str(t);
    return out + "]";
}

// One line per event, e.g. "step(2,1)#1", "path(5,1) found 40 [(2,1)...]", "refused(0,0) wall".
std::string str(const GameEvent& e) {
    return std::visit(
        [](const auto& ev) -> std::string {
            using T = std::decay_t<decltype(ev)>;
            if constexpr (std::is_same_v<T, event::PathPlanned>) {
                return "path" + str(ev.target) + " " + toString(ev.status) + " " +
                       std::to_string(ev.cost) + " " + str(ev.tiles);
            } else if constexpr (std::is_same_v<T, event::StepStarted>) {
                return "start" + str(ev.from) + "->" + str(ev.to);
            } else if constexpr (std::is_same_v<T, event::Stepped>) {
                return "step" + str(ev.tile) + "#" + std::to_string(ev.steps);
            } else if constexpr (std::is_same_v<T, event::BonePicked>) {
                return "bone" + str(ev.tile) + "=" + std::to_string(ev.bones);
            } else if constexpr (std::is_same_v<T, event::DogBribed>) {
                return "bribed" + str(ev.tile) + "=" + std::to_string(ev.bones);
            } else if constexpr (std::is_same_v<T, event::Eaten>) {
                return "eaten" + str(ev.tile);
            } else if constexpr (std::is_same_v<T, event::Won>) {
                return "won" + str(ev.tile);
            } else {
                return "refused" + str(ev.tile) + " " + toString(ev.reason);
            }
        },
        e);
}

using Lines = std::vector<std::string>;

Lines take(GameSession& game) {
    Lines out;
    for (const GameEvent& e : game.takeEvents())
        out.push_back(str(e));
    return out;
}

// Lets time pass in 60 Hz frames until the cat stands still (or a minute has passed).
Lines walkUntilIdle(GameSession& game) {
    Lines out;
    for (int frame = 0; frame < 3600 && game.moving(); ++frame) {
        game.update(1.0 / 60.0);
        for (const std::string& line : take(game))
            out.push_back(line);
    }
    return out;
}

// Only the events whose line starts with one of `prefixes`.
Lines only(const Lines& lines, const std::vector<std::string>& prefixes) {
    Lines out;
    for (const std::string& line : lines) {
        for (const std::string& p : prefixes) {
            if (line.rfind(p, 0) == 0) {
                out.push_back(line);
                break;
            }
        }
    }
    return out;
}

// ---------------------------------------------------------------------------------------------
// makeCatGrid

TEST(MakeCatGrid, WallsBlockAndDogsMultiplyTheCostOfEntering) {
    Level level = levelFrom({
        "#####",
        "#C.D#",
        "#####",
    });
    level.rules.dogCostMultiplier = 7;
    level.rules.straightCost = 3;
    const CatGrid grid = makeCatGrid(level, DiagonalMode::Never);
    EXPECT_FALSE(grid.walkableTile({0, 0}));
    EXPECT_TRUE(grid.walkableTile({1, 1}));  // the cat's start is floor
    EXPECT_TRUE(grid.walkableTile({3, 1}));  // a dog can be walked onto
    EXPECT_EQ(grid.multiplierAt({2, 1}), 1);
    EXPECT_EQ(grid.multiplierAt({3, 1}), 7);
    AStar<GridCost> engine;
    const TilePath<GridCost> path = findTilePath(engine, grid, {1, 1}, {3, 1});
    ASSERT_EQ(path.status, PathStatus::Found);
    EXPECT_EQ(path.cost, 3 + 3 * 7);
}

TEST(MakeCatGrid, DiagonalsOnlyWhenAskedWithTheLevelsCostAndNoCornerCutting) {
    Level level = levelFrom({
        "C..",
        "...",
        "..#",
    });
    level.rules.straightCost = 5;
    level.rules.diagonalCost = 7;
    AStar<GridCost> engine;
    const TilePath<GridCost> straight =
        findTilePath(engine, makeCatGrid(level, DiagonalMode::Never), {0, 0}, {1, 1});
    EXPECT_EQ(straight.cost, 10);
    EXPECT_EQ(straight.tiles.size(), 2u);
    const CatGrid diagonalGrid = makeCatGrid(level, DiagonalMode::NoCornerCutting);
    EXPECT_EQ(diagonalGrid.movement().diagonal, DiagonalMode::NoCornerCutting);
    const TilePath<GridCost> diagonal = findTilePath(engine, diagonalGrid, {0, 0}, {1, 1});
    EXPECT_EQ(diagonal.cost, 7);
    EXPECT_EQ(str(diagonal.tiles), "[(1,1)]");
    // (1,2) -> (2,1) diagonally would cut the corner of the wall at (2,2): two side steps.
    const TilePath<GridCost> cornered = findTilePath(engine, diagonalGrid, {1, 2}, {2, 1});
    EXPECT_EQ(cornered.cost, 10);
    EXPECT_EQ(str(cornered.tiles), "[(1,1)(2,1)]");
}

// ---------------------------------------------------------------------------------------------
// The rules, one arrival at a time

TEST(ResolveArrival, BoneDogAndExit) {
    Level board = levelFrom({"BDDE"});
    CatState cat;
    std::vector<GameEvent> events;

    resolveArrival(board, cat, {0, 0}, events);
    EXPECT_EQ(cat.bones, 1);
    EXPECT_EQ(board.at({0, 0}), TileKind::Floor);
    EXPECT_EQ(cat.tile, (Tile{0, 0}));

    resolveArrival(board, cat, {1, 0}, events);
    EXPECT_EQ(cat.bones, 0);
    EXPECT_EQ(board.at({1, 0}), TileKind::Floor);
    EXPECT_EQ(cat.status, GameStatus::Playing);

    resolveArrival(board, cat, {2, 0}, events);
    EXPECT_EQ(cat.status, GameStatus::Lost);
    EXPECT_EQ(board.at({2, 0}), TileKind::Dog) << "the dog that ate the cat stays";

    // Nothing happens after the end, not even an exit.
    resolveArrival(board, cat, {3, 0}, events);
    EXPECT_EQ(cat.status, GameStatus::Lost);

    Lines lines;
    for (const GameEvent& e : events)
        lines.push_back(str(e));
    EXPECT_EQ(lines, (Lines{"bone(0,0)=1", "bribed(1,0)=0", "eaten(2,0)"}));

    Level exit = levelFrom({"E"});
    CatState winner;
    std::vector<GameEvent> won;
    resolveArrival(exit, winner, {0, 0}, won);
    EXPECT_EQ(winner.status, GameStatus::Won);
    ASSERT_EQ(won.size(), 1u);
    EXPECT_EQ(str(won[0]), "won(0,0)");
}

TEST(RefuseReason, Names) {
    EXPECT_STREQ(toString(RefuseReason::Wall), "wall");
    EXPECT_STREQ(toString(RefuseReason::OutsideMap), "outside the map");
    EXPECT_STREQ(toString(RefuseReason::NoPath), "no path");
    EXPECT_STREQ(toString(RefuseReason::GameOver), "game over");
}

// ---------------------------------------------------------------------------------------------
// Walking by clicks

TEST(GameSession, StartsOnTheCatStartWhichIsFloorOnTheBoard) {
    const Level level = levelFrom({
        "#####",
        "#.C.#",
        "#####",
    });
    GameSession game(level);
    EXPECT_EQ(game.cat().tile, (Tile{2, 1}));
    EXPECT_EQ(game.cat().bones, 0);
    EXPECT_EQ(game.cat().steps, 0);
    EXPECT_EQ(game.cat().status, GameStatus::Playing);
    EXPECT_EQ(game.board().at({2, 1}), TileKind::Floor);
    EXPECT_EQ(game.originalLevel().at({2, 1}), TileKind::CatStart);
    EXPECT_FALSE(game.moving());
    EXPECT_EQ(game.stepProgress(), 0.0);
    EXPECT_EQ(game.facing(), (Offset{0, 1}));
    EXPECT_EQ(game.lastSearchGrid(), nullptr);
    EXPECT_TRUE(game.takeEvents().empty());
}

TEST(GameSession, WalkingOntoABonePicksItUp) {
    GameSession game(levelFrom({
                         "#######",
                         "#C.B.E#",
                         "#######",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({3, 1});
    EXPECT_EQ(take(game), (Lines{"path(3,1) found 20 [(2,1)(3,1)]", "start(1,1)->(2,1)"}));
    EXPECT_EQ(game.stepTarget(), (Tile{2, 1}));
    EXPECT_EQ(game.facing(), (Offset{1, 0}));
    EXPECT_EQ(str(game.remainingPath()), "[(3,1)]");

    game.update(1.0);
    EXPECT_EQ(take(game), (Lines{"step(2,1)#1", "start(2,1)->(3,1)"}));
    EXPECT_EQ(game.cat().bones, 0);
    game.update(1.0);
    EXPECT_EQ(take(game), (Lines{"step(3,1)#2", "bone(3,1)=1"}));
    EXPECT_EQ(game.cat().bones, 1);
    EXPECT_EQ(game.cat().tile, (Tile{3, 1}));
    EXPECT_EQ(game.board().at({3, 1}), TileKind::Floor);
    EXPECT_EQ(game.originalLevel().at({3, 1}), TileKind::Bone);
    EXPECT_FALSE(game.moving());

    // Walking over the same tile again gives nothing more.
    game.clickTile({2, 1});
    walkUntilIdle(game);
    game.clickTile({4, 1});
    const Lines back = walkUntilIdle(game);
    EXPECT_TRUE(only(back, {"bone"}).empty());
    EXPECT_EQ(game.cat().bones, 1);
}

TEST(GameSession, ADogTakesABoneAndLeavesAndItsTileIsThenCheap) {
    GameSession game(levelFrom({
                         "#########",
                         "#CB.D..E#",
                         "#########",
                     }),
                     DiagonalMode::Never, 0.25);
    game.clickTile({3, 1});
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().bones, 1);

    // Past the dog: entering its tile costs ten times more.
    game.clickTile({5, 1});
    EXPECT_EQ(take(game).front(), "path(5,1) found 110 [(4,1)(5,1)]");
    const Lines walk = walkUntilIdle(game);
    EXPECT_EQ(walk, (Lines{"step(4,1)#3", "bribed(4,1)=0", "start(4,1)->(5,1)", "step(5,1)#4"}));
    EXPECT_EQ(game.cat().bones, 0);
    EXPECT_EQ(game.board().at({4, 1}), TileKind::Floor);
    EXPECT_EQ(game.cat().status, GameStatus::Playing);

    // The dog is gone: walking back through its tile costs a plain step.
    game.clickTile({3, 1});
    EXPECT_EQ(take(game).front(), "path(3,1) found 20 [(4,1)(3,1)]");
    EXPECT_TRUE(only(walkUntilIdle(game), {"bribed", "eaten"}).empty());
    EXPECT_EQ(game.cat().status, GameStatus::Playing);
}

TEST(GameSession, ADogEatsACatWithNoBoneAndEverythingStops) {
    GameSession game(levelFrom({
                         "#######",
                         "#C.D.E#",
                         "#######",
                     }),
                     DiagonalMode::Never, 0.5);
    game.clickTile({5, 1});
    EXPECT_EQ(take(game),
              (Lines{"path(5,1) found 130 [(2,1)(3,1)(4,1)(5,1)]", "start(1,1)->(2,1)"}));
    game.update(0.5);
    game.update(0.5);
    EXPECT_EQ(take(game), (Lines{"step(2,1)#1", "start(2,1)->(3,1)", "step(3,1)#2", "eaten(3,1)"}));
    EXPECT_EQ(game.cat().status, GameStatus::Lost);
    EXPECT_EQ(game.cat().tile, (Tile{3, 1}));
    EXPECT_EQ(game.board().at({3, 1}), TileKind::Dog);
    EXPECT_FALSE(game.moving());
    EXPECT_FALSE(game.stepTarget().has_value());
    EXPECT_TRUE(game.remainingPath().empty());

    // The walk does not go on, and nothing the player does moves the cat any more.
    game.update(10.0);
    EXPECT_TRUE(take(game).empty());
    game.clickTile({4, 1});
    game.pressDirection({1, 0});
    game.update(10.0);
    EXPECT_EQ(take(game), (Lines{"refused(4,1) game over", "refused(4,1) game over"}));
    EXPECT_EQ(game.cat().tile, (Tile{3, 1}));
    EXPECT_EQ(game.cat().steps, 2);
}

TEST(GameSession, ReachingTheExitWinsAndStopsTheWalk) {
    // The path to (6,1) passes the exit at (4,1): the level ends there.
    GameSession game(levelFrom({
                         "########",
                         "#C..E..#",
                         "########",
                     }),
                     DiagonalMode::Never, 0.25);
    game.clickTile({6, 1});
    const Lines walk = walkUntilIdle(game);
    EXPECT_EQ(only(walk, {"step", "won"}),
              (Lines{"step(2,1)#1", "step(3,1)#2", "step(4,1)#3", "won(4,1)"}));
    EXPECT_EQ(walk.back(), "won(4,1)");
    EXPECT_EQ(game.cat().status, GameStatus::Won);
    EXPECT_EQ(game.cat().tile, (Tile{4, 1}));
    EXPECT_FALSE(game.moving());
    game.clickTile({5, 1});
    EXPECT_EQ(take(game), (Lines{"refused(5,1) game over"}));
}

TEST(GameSession, ALevelThatNeedsABoneBeforeTheDogIsWonByClicks) {
    // The dog (11,4) guards the exit (11,5); the only bone (3,3) is in a side room.
    const Level level = levelFrom({
        "#############",
        "#C....#.....#",
        "#.###.#.###.#",
        "#.#B....#.#.#",
        "#.###.###.#D#",
        "#.....#...#E#",
        "#############",
    });
    GameSession game(level, DiagonalMode::Never, 0.2);
    GridCost total = 0;
    Lines all;
    for (const Tile target : {Tile{3, 3}, Tile{11, 5}}) {
        game.clickTile(target);
        const Lines planned = take(game);
        ASSERT_FALSE(planned.empty());
        ASSERT_EQ(planned.front().rfind("path" + str(target) + " found ", 0), 0u) << planned[0];
        total += std::stoll(planned.front().substr(planned.front().find("found ") + 6));
        all.insert(all.end(), planned.begin(), planned.end());
        const Lines walk = walkUntilIdle(game);
        all.insert(all.end(), walk.begin(), walk.end());
    }
    EXPECT_EQ(only(all, {"bone", "bribed", "eaten", "won"}),
              (Lines{"bone(3,3)=1", "bribed(11,4)=0", "won(11,5)"}));
    // Each rule fires right after the step onto its tile.
    for (const auto& [rule, step] :
         {std::pair<std::string, std::string>{"bone(3,3)=1", "step(3,3)"},
          {"bribed(11,4)=0", "step(11,4)"},
          {"won(11,5)", "step(11,5)"}}) {
        const auto at = std::find(all.begin(), all.end(), rule);
        ASSERT_NE(at, all.begin());
        EXPECT_EQ((at - 1)->rfind(step, 0), 0u) << rule << " after " << *(at - 1);
    }
    EXPECT_EQ(game.cat().status, GameStatus::Won);
    EXPECT_EQ(game.cat().bones, 0);
    EXPECT_EQ(game.cat().steps, static_cast<int>(only(all, {"step"}).size()));
    // These two clicks are the cheapest winning route.
    const Solution best = solveLevel(level);
    ASSERT_EQ(best.status, SolveStatus::Winnable) << best.reason;
    EXPECT_EQ(total, best.cost);
}

TEST(GameSession, AClickDuringAStepRedirectsTheCatWhenThatStepEnds) {
    GameSession game(levelFrom({
                         "###########",
                         "#C........#",
                         "###########",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({8, 1});
    EXPECT_EQ(take(game), (Lines{"path(8,1) found 70 [(2,1)(3,1)(4,1)(5,1)(6,1)(7,1)(8,1)]",
                                 "start(1,1)->(2,1)"}));
    game.update(1.0);
    EXPECT_EQ(take(game), (Lines{"step(2,1)#1", "start(2,1)->(3,1)"}));

    // Halfway to (3,1) the player clicks back at the start: nothing happens until the step ends.
    game.update(0.5);
    game.clickTile({1, 1});
    EXPECT_TRUE(take(game).empty());
    EXPECT_EQ(game.stepTarget(), (Tile{3, 1}));
    EXPECT_EQ(game.cat().tile, (Tile{2, 1}));
    EXPECT_TRUE(game.moving());
    game.update(0.25);
    EXPECT_TRUE(take(game).empty());

    // The step completes, then the new path is planned from (3,1) and replaces the old one.
    game.update(0.25);
    EXPECT_EQ(take(game),
              (Lines{"step(3,1)#2", "path(1,1) found 20 [(2,1)(1,1)]", "start(3,1)->(2,1)"}));
    EXPECT_EQ(str(game.remainingPath()), "[(1,1)]");
    EXPECT_EQ(game.facing(), (Offset{-1, 0}));
    EXPECT_EQ(walkUntilIdle(game), (Lines{"step(2,1)#3", "start(2,1)->(1,1)", "step(1,1)#4"}));
    EXPECT_EQ(game.cat().tile, (Tile{1, 1}));
}

TEST(GameSession, TheLastClickDuringAStepWins) {
    GameSession game(levelFrom({
                         "########",
                         "#C.....#",
                         "########",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({6, 1});
    game.update(0.5);
    game.clickTile({1, 1});
    game.clickTile({4, 1});
    take(game);
    game.update(0.5);
    EXPECT_EQ(take(game),
              (Lines{"step(2,1)#1", "path(4,1) found 20 [(3,1)(4,1)]", "start(2,1)->(3,1)"}));
}

TEST(GameSession, ClickingTheCatsOwnTile) {
    GameSession game(levelFrom({
                         "######",
                         "#C...#",
                         "######",
                     }),
                     DiagonalMode::Never, 1.0);
    // Standing: nothing at all.
    game.clickTile({1, 1});
    EXPECT_TRUE(take(game).empty());
    EXPECT_FALSE(game.moving());
    EXPECT_EQ(game.lastSearchGrid(), nullptr);

    // During a step, the tile being left: the cat comes back to it after the step.
    game.clickTile({4, 1});
    game.update(0.5);
    take(game);
    game.clickTile({1, 1});
    EXPECT_TRUE(take(game).empty());
    EXPECT_EQ(walkUntilIdle(game), (Lines{"step(2,1)#1", "path(1,1) found 10 [(1,1)]",
                                          "start(2,1)->(1,1)", "step(1,1)#2"}));

    // During a step, the tile being stepped onto: the cat stops there, nothing is planned.
    game.clickTile({4, 1});
    game.update(0.5);
    take(game);
    game.clickTile({2, 1});
    EXPECT_EQ(walkUntilIdle(game), (Lines{"step(2,1)#3"}));
    EXPECT_EQ(game.cat().tile, (Tile{2, 1}));
    EXPECT_FALSE(game.moving());
}

TEST(GameSession, RefusedClicksSayWhy) {
    // (5,1) is floor shut in by walls.
    GameSession game(levelFrom({
                         "#######",
                         "#C.#.##",
                         "#######",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({0, 0});
    game.clickTile({3, 1});
    game.clickTile({-1, 1});
    game.clickTile({7, 1});
    game.clickTile({2, 3});
    EXPECT_EQ(take(game),
              (Lines{"refused(0,0) wall", "refused(3,1) wall", "refused(-1,1) outside the map",
                     "refused(7,1) outside the map", "refused(2,3) outside the map"}));
    EXPECT_FALSE(game.moving());

    game.clickTile({4, 1});
    EXPECT_EQ(take(game), (Lines{"path(4,1) no path 0 []", "refused(4,1) no path"}));
    EXPECT_FALSE(game.moving());
    EXPECT_EQ(game.cat().tile, (Tile{1, 1}));
    // The failed search is there for the overlay: it closed the cat's side of the wall.
    ASSERT_NE(game.lastSearchGrid(), nullptr);
    EXPECT_EQ(game.lastSearch().visitOf(game.board().size.indexOf({2, 1})), NodeVisit::Closed);
    EXPECT_EQ(game.lastSearch().visitOf(game.board().size.indexOf({4, 1})), NodeVisit::Unseen);
}

TEST(GameSession, ARefusedClickDuringAWalkLeavesTheWalkAlone) {
    GameSession game(levelFrom({
                         "######",
                         "#C...#",
                         "#.####",
                         "######",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({4, 1});
    take(game);
    game.update(0.5);
    game.clickTile({2, 2});
    EXPECT_EQ(take(game), (Lines{"refused(2,2) wall"}));
    EXPECT_EQ(only(walkUntilIdle(game), {"step"}),
              (Lines{"step(2,1)#1", "step(3,1)#2", "step(4,1)#3"}));
}

TEST(GameSession, AnUnreachableClickDuringAWalkStopsItAfterTheStep) {
    GameSession game(levelFrom({
                         "#######",
                         "#C..#.#",
                         "#######",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({3, 1});
    game.update(0.5);
    game.clickTile({5, 1});
    take(game);
    EXPECT_EQ(walkUntilIdle(game),
              (Lines{"step(2,1)#1", "path(5,1) no path 0 []", "refused(5,1) no path"}));
    EXPECT_EQ(game.cat().tile, (Tile{2, 1}));
}

// ---------------------------------------------------------------------------------------------
// Keys

const std::vector<std::string> kRoom = {
    "#####", "#...#", "#.C.#", "#...#", "#####",
};

TEST(GameSession, EachDirectionKeyMovesOneTile) {
    const std::vector<std::pair<Offset, Tile>> cases = {
        {{0, -1}, {2, 1}}, {{0, 1}, {2, 3}}, {{-1, 0}, {1, 2}}, {{1, 0}, {3, 2}}};
    for (const auto& [direction, expected] : cases) {
        GameSession game(levelFrom(kRoom), DiagonalMode::Never, 0.5);
        game.pressDirection(direction);
        EXPECT_EQ(take(game), (Lines{"start(2,2)->" + str(expected)}));
        EXPECT_EQ(game.facing(), direction);
        EXPECT_EQ(walkUntilIdle(game), (Lines{"step" + str(expected) + "#1"}));
        EXPECT_EQ(game.cat().tile, expected);
    }
}

TEST(GameSession, KeysIntoAWallOrOffTheMapAreRefused) {
    GameSession game(levelFrom(kRoom), DiagonalMode::Never, 0.5);
    game.pressDirection({0, -1});
    walkUntilIdle(game);
    game.pressDirection({0, -1});
    EXPECT_EQ(take(game), (Lines{"refused(2,0) wall"}));
    EXPECT_FALSE(game.moving());

    GameSession edge(Level::filled(3, 1), DiagonalMode::Never,
                     0.5);  // cat at (0,0) (no start tile)
    edge.pressDirection({-1, 0});
    edge.pressDirection({0, 1});
    EXPECT_EQ(take(edge), (Lines{"refused(-1,0) outside the map", "refused(0,1) outside the map"}));
    EXPECT_EQ(edge.cat().tile, (Tile{0, 0}));
}

TEST(GameSession, DiagonalKeysOnlyWithDiagonalsOnAndNeverCuttingACorner) {
    GameSession game(levelFrom({
                         "#####",
                         "#...#",
                         "#.C.#",
                         "#..##",
                         "#####",
                     }),
                     DiagonalMode::Never, 0.5);
    game.pressDirection({1, -1});
    game.pressDirection({0, 0});
    game.pressDirection({2, 0});
    EXPECT_TRUE(take(game).empty()) << "not a move with diagonals off: ignored";
    EXPECT_FALSE(game.moving());

    game.setDiagonal(DiagonalMode::NoCornerCutting);
    game.pressDirection({1, 1});  // (3,3) is a wall
    EXPECT_EQ(take(game), (Lines{"refused(3,3) wall"}));
    game.pressDirection({1, -1});
    EXPECT_EQ(take(game), (Lines{"start(2,2)->(3,1)"}));
    walkUntilIdle(game);
    game.pressDirection({-1, 1});  // to (2,2): fine
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().tile, (Tile{2, 2}));
    game.pressDirection({-1, 1});  // to (1,3)
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().tile, (Tile{1, 3}));
    game.pressDirection({1, 0});
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().tile, (Tile{2, 3}));
    game.pressDirection({1, -1});  // to (3,2), passing the wall (3,3)'s corner
    EXPECT_EQ(take(game), (Lines{"refused(3,2) wall"}));
}

TEST(GameSession, AKeyDuringAWalkReplacesTheRestOfThePathAfterTheStep) {
    GameSession game(levelFrom({
                         "#######",
                         "#.....#",
                         "#C....#",
                         "#######",
                     }),
                     DiagonalMode::Never, 1.0);
    game.clickTile({5, 2});
    take(game);
    game.update(0.5);
    // The key counts from (2,2), where the step under way ends.
    game.pressDirection({0, -1});
    EXPECT_TRUE(take(game).empty());
    EXPECT_TRUE(game.moving());
    EXPECT_EQ(walkUntilIdle(game), (Lines{"step(2,2)#1", "start(2,2)->(2,1)", "step(2,1)#2"}));
    EXPECT_EQ(game.cat().tile, (Tile{2, 1}));

    // A key into a wall during a walk is refused at once, and the walk goes on.
    game.clickTile({5, 1});
    take(game);
    game.update(0.5);
    game.pressDirection({0, -1});
    EXPECT_EQ(take(game), (Lines{"refused(3,0) wall"}));
    walkUntilIdle(game);
    EXPECT_EQ(game.cat().tile, (Tile{5, 1}));
}

// ---------------------------------------------------------------------------------------------
// Time

TEST(GameSession, AStepEndsExactlyAfterStepSecondsAtAnyFrameRate) {
    GameSession game(levelFrom({
                         "############",
                         "#C.........#",
                         "############",
                     }),
                     DiagonalMode::Never, 0.4);
    game.clickTile({10, 1});
    take(game);
    game.update(0.1);
    EXPECT_DOUBLE_EQ(game.stepProgress(), 0.25);
    game.update(0.2);
    EXPECT_DOUBLE_EQ(game.stepProgress(), 0.75);
    EXPECT_TRUE(take(game).empty());

    // 1/60 s frames: step k ends in the first frame at or after k * 0.4 s, never before.
    GameSession walk(levelFrom({
                         "############",
                         "#C.........#",
                         "############",
                     }),
                     DiagonalMode::Never, 0.4);
    walk.clickTile({10, 1});
    take(walk);
    int frame = 0;
    int stepsSeen = 0;
    while (walk.moving() && frame < 1000) {
        ++frame;
        walk.update(1.0 / 60.0);
        const double now = frame / 60.0;
        const double progress = walk.stepProgress();
        EXPECT_GE(progress, 0.0);
        EXPECT_LT(progress, 1.0);
        for (const std::string& line : only(take(walk), {"step"})) {
            ++stepsSeen;
            EXPECT_GE(now, stepsSeen * 0.4 - 1e-9) << line << " ended early";
            // At most one frame late, plus rounding of the frame times.
            EXPECT_LT(now, stepsSeen * 0.4 + 1.0 / 60.0 + 1e-6) << line << " ended late";
        }
    }
    EXPECT_EQ(stepsSeen, 9);
}

TEST(GameSession, ALongUpdateTakesSeveralStepsAndCarriesTheRest) {
    GameSession game(levelFrom({
                         "########",
                         "#C.....#",
                         "########",
                     }),
                     DiagonalMode::Never, 0.25);
    game.clickTile({6, 1});
    take(game);
    game.update(1.125);  // four steps and half of the fifth
    EXPECT_EQ(take(game),
              (Lines{"step(2,1)#1", "start(2,1)->(3,1)", "step(3,1)#2", "start(3,1)->(4,1)",
                     "step(4,1)#3", "start(4,1)->(5,1)", "step(5,1)#4", "start(5,1)->(6,1)"}));
    EXPECT_DOUBLE_EQ(game.stepProgress(), 0.5);
    game.update(0.125);
    EXPECT_EQ(take(game), (Lines{"step(6,1)#5"}));
    EXPECT_FALSE(game.moving());
}

TEST(GameSession, ALongUpdateAppliesEveryRuleOnTheWayAndStopsAtTheEnd) {
    GameSession game(levelFrom({
                         "#########",
                         "#CB.D.E.#",
                         "#########",
                     }),
                     DiagonalMode::Never, 0.4);
    game.clickTile({7, 1});
    take(game);
    game.update(100.0);
    EXPECT_EQ(only(take(game), {"step", "bone", "bribed", "won"}),
              (Lines{"step(2,1)#1", "bone(2,1)=1", "step(3,1)#2", "step(4,1)#3", "bribed(4,1)=0",
                     "step(5,1)#4", "step(6,1)#5", "won(6,1)"}));
    EXPECT_EQ(game.cat().tile, (Tile{6, 1}));
    EXPECT_FALSE(game.moving());

    GameSession eaten(levelFrom({"C.D..E"}), DiagonalMode::Never, 0.4);
    eaten.clickTile({5, 0});
    take(eaten);
    eaten.update(100.0);
    EXPECT_EQ(take(eaten).back(), "eaten(2,0)");
    EXPECT_EQ(eaten.cat().tile, (Tile{2, 0}));
}

TEST(GameSession, ChangingTheStepTimeAppliesFromTheNextStep) {
    GameSession game(levelFrom({"C...."}), DiagonalMode::Never, 1.0);
    game.setStepSeconds(0.0);
    game.setStepSeconds(-1.0);
    EXPECT_EQ(game.stepSeconds(), 1.0) << "non-positive step times are ignored";
    game.clickTile({3, 0});
    take(game);
    game.update(0.5);
    game.setStepSeconds(0.25);
    EXPECT_EQ(game.stepSeconds(), 0.25);
    game.update(0.25);
    EXPECT_TRUE(take(game).empty()) << "the step under way keeps its second";
    game.update(0.25);
    EXPECT_EQ(take(game), (Lines{"step(1,0)#1", "start(1,0)->(2,0)"}));
    game.update(0.25);
    EXPECT_EQ(take(game), (Lines{"step(2,0)#2", "start(2,0)->(3,0)"}));
}

TEST(GameSession, NonsenseTimeIsIgnored) {
    GameSession game(levelFrom({"C...."}), DiagonalMode::Never, 1.0);
    game.clickTile({3, 0});
    take(game);
    game.update(-5.0);
    game.update(0.0);
    game.update(std::numeric_limits<double>::quiet_NaN());
    game.update(std::numeric_limits<double>::infinity());
    EXPECT_EQ(game.stepProgress(), 0.0);
    EXPECT_TRUE(take(game).empty());
}

// ---------------------------------------------------------------------------------------------
// Restart and settings

TEST(GameSession, KeepsOneGridAndUpdatesOnlyTheCellsThatChange) {
    GameSession game(levelFrom({"CBD.E"}), DiagonalMode::Never, 0.25);
    const CatGrid* grid = &game.grid();
    EXPECT_EQ(grid->multiplierAt({2, 0}), 10);
    game.clickTile({3, 0});
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().tile, (Tile{3, 0}));
    EXPECT_EQ(game.lastSearchGrid(), grid) << "the search ran on the session's own grid";
    EXPECT_EQ(grid->multiplierAt({2, 0}), 1) << "the bribed dog's cell costs 1 again";
    EXPECT_TRUE(grid->walkableTile({1, 0}));
    // Back over the dog's old tile: 3 plain steps.
    game.clickTile({0, 0});
    EXPECT_EQ(take(game).front().rfind("path(0,0) found 30 [", 0), 0u);
    walkUntilIdle(game);
    game.restart();
    EXPECT_EQ(&game.grid(), grid);
    EXPECT_EQ(grid->multiplierAt({2, 0}), 10) << "restart puts the dog back";
    game.setDiagonal(DiagonalMode::AtLeastOneSideFree);
    EXPECT_EQ(game.grid().movement().diagonal, DiagonalMode::AtLeastOneSideFree);
}

TEST(GameSession, DirectionKeysFollowTheDiagonalMode) {
    // From C, up-right passes the wall above the cat and the floor to its right.
    const std::vector<std::string> rows = {
        "##.",
        "#C.",
        "...",
    };
    GameSession strict(levelFrom(rows), DiagonalMode::NoCornerCutting, 0.25);
    strict.pressDirection({1, -1});
    EXPECT_EQ(take(strict), (Lines{"refused(2,0) wall"}));
    GameSession loose(levelFrom(rows), DiagonalMode::AtLeastOneSideFree, 0.25);
    loose.pressDirection({1, -1});
    ASSERT_EQ(loose.stepTarget(), (Tile{2, 0}));
}

TEST(GameSession, RestartBringsEverythingBack) {
    const Level level = levelFrom({
        "#######",
        "#CB.DE#",
        "#.....#",
        "#######",
    });
    GameSession game(level, DiagonalMode::Never, 0.25);
    game.clickTile({4, 1});
    walkUntilIdle(game);
    ASSERT_EQ(game.board().at({2, 1}), TileKind::Floor);
    ASSERT_EQ(game.board().at({4, 1}), TileKind::Floor);
    game.clickTile({1, 2});
    game.update(0.1);  // mid-step, with a pending request
    game.clickTile({5, 2});

    game.restart();
    EXPECT_TRUE(game.takeEvents().empty());
    EXPECT_EQ(game.cat().tile, (Tile{1, 1}));
    EXPECT_EQ(game.cat().bones, 0);
    EXPECT_EQ(game.cat().steps, 0);
    EXPECT_EQ(game.cat().status, GameStatus::Playing);
    EXPECT_EQ(game.board().at({2, 1}), TileKind::Bone);
    EXPECT_EQ(game.board().at({4, 1}), TileKind::Dog);
    EXPECT_EQ(game.board().at({1, 1}), TileKind::Floor);
    EXPECT_FALSE(game.moving());
    EXPECT_FALSE(game.stepTarget().has_value());
    EXPECT_EQ(game.stepProgress(), 0.0);
    EXPECT_EQ(game.facing(), (Offset{0, 1}));
    EXPECT_EQ(game.lastSearchGrid(), nullptr);
    game.update(5.0);
    EXPECT_TRUE(game.takeEvents().empty()) << "the pending click was dropped";

    // And a lost level can be played again: go round the bone and meet the dog empty-handed.
    game.pressDirection({0, 1});
    walkUntilIdle(game);
    game.clickTile({4, 2});
    walkUntilIdle(game);
    game.pressDirection({0, -1});
    walkUntilIdle(game);
    ASSERT_EQ(game.cat().status, GameStatus::Lost);
    game.restart();
    game.clickTile({5, 1});
    // 60 around the dog: were the dog still gone, the straight way would cost 40.
    EXPECT_EQ(take(game).front().rfind("path(5,1) found 60 [", 0), 0u);
    EXPECT_EQ(only(walkUntilIdle(game), {"won"}), (Lines{"won(5,1)"}));
}

TEST(GameSession, TheDiagonalSettingChangesTheNextPath) {
    GameSession game(levelFrom({
                         "#####",
                         "#C..#",
                         "#...#",
                         "#...#",
                         "#####",
                     }),
                     DiagonalMode::Never, 0.25);
    game.clickTile({3, 3});
    EXPECT_EQ(take(game).front().rfind("path(3,3) found 40 [", 0), 0u);
    ASSERT_NE(game.lastSearchGrid(), nullptr);
    EXPECT_EQ(game.lastSearchGrid()->movement().diagonal, DiagonalMode::Never);
    EXPECT_EQ(game.remainingPath().size(), 3u);

    // Switching on mid-walk leaves the path under way alone.
    const std::vector<Tile> before = game.remainingPath();
    game.setDiagonal(DiagonalMode::NoCornerCutting);
    EXPECT_EQ(game.diagonal(), DiagonalMode::NoCornerCutting);
    EXPECT_EQ(game.remainingPath(), before);
    EXPECT_EQ(only(walkUntilIdle(game), {"step"}).size(), 4u);
    ASSERT_EQ(game.cat().tile, (Tile{3, 3}));

    game.clickTile({1, 1});
    EXPECT_EQ(take(game).front(), "path(1,1) found 28 [(2,2)(1,1)]");
    EXPECT_EQ(game.lastSearchGrid()->movement().diagonal, DiagonalMode::NoCornerCutting);
    EXPECT_EQ(game.lastSearch().visitOf(game.board().size.indexOf({1, 1})), NodeVisit::Closed);
    walkUntilIdle(game);

    game.setDiagonal(DiagonalMode::Never);
    game.clickTile({3, 3});
    EXPECT_EQ(take(game).front().rfind("path(3,3) found 40 [", 0), 0u);
}

}  // namespace
}  // namespace catmaze
