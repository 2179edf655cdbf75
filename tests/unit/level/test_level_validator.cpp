#include <cmath>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_validator.hpp"
#include "catmaze/level/level_writer.hpp"

namespace catmaze {
namespace {

using Messages = std::vector<std::string>;

// A valid level: walls around a row with the cat and the exit.
Level validLevel() {
    Level level = Level::filled(5, 3, TileKind::Wall);
    level.name = "Valid";
    level.set({1, 1}, TileKind::CatStart);
    level.set({2, 1}, TileKind::Floor);
    level.set({3, 1}, TileKind::Exit);
    return level;
}

// `level` with a name, so that only its size is wrong.
Level named(Level level) {
    level.name = "Sized";
    return level;
}

Messages messagesOf(const std::vector<Diagnostic>& diagnostics) {
    Messages messages;
    for (const Diagnostic& d : diagnostics)
        messages.push_back(d.message);
    return messages;
}

// What the validator says of `level`, checking that each diagnostic names the file and no
// position (a Level has no text).
Messages validate(const Level& level) {
    const std::vector<Diagnostic> diagnostics = validateLevel(level, "level.json");
    for (const Diagnostic& d : diagnostics) {
        EXPECT_EQ(d.file, "level.json");
        EXPECT_EQ(d.line, 0);
        EXPECT_EQ(d.column, 0);
    }
    return messagesOf(diagnostics);
}

// The validator gives `expected`, and so does the loader for the file `level` saves as: one rule,
// one message, whoever checks it.
void expectProblems(const Level& level, const Messages& expected) {
    EXPECT_EQ(validate(level), expected);
    EXPECT_EQ(messagesOf(parseLevel(formatLevel(level), "level.json").diagnostics), expected)
        << formatLevel(level);
}

TEST(LevelValidator, AValidLevelHasNoProblems) {
    expectProblems(validLevel(), {});
}

TEST(LevelValidator, TheNameIsNotEmpty) {
    Level level = validLevel();
    level.name = "";
    expectProblems(level, {"\"name\" must be a non-empty string, not the string \"\""});
}

TEST(LevelValidator, TheVersionIsOneOrTwo) {
    Level level = validLevel();
    level.version = 0;
    expectProblems(level, {"\"version\" must be the integer 1 or 2, not 0"});
    level.version = 3;
    expectProblems(level, {"unsupported version 3; this CatMaze reads version 1 and 2 level files "
                           "(a newer CatMaze may read it)"});
}

TEST(LevelValidator, TheTileSizeIsFromEightTo256) {
    Level level = validLevel();
    level.tileSize = 4;
    expectProblems(level, {"\"tileSize\" must be an integer from 8 to 256, not 4"});
}

TEST(LevelValidator, EachCostIsFromOneToAMillion) {
    Level level = validLevel();
    level.rules.straightCost = 0;
    level.rules.dogCostMultiplier = 1000001;
    expectProblems(level, {"\"straightCost\" must be a positive integer, not 0",
                           "\"dogCostMultiplier\" must be at most 1000000, not 1000001"});
}

TEST(LevelValidator, ADiagonalMoveCostsNoLessThanAStraightOne) {
    Level level = validLevel();
    level.rules.diagonalCost = 9;
    expectProblems(level,
                   {"\"diagonalCost\" (9) must be at least \"straightCost\" (10): the octile "
                    "distance estimate is only admissible (never more than the true cost, so "
                    "paths stay shortest) when a diagonal move costs no less than a straight one"});
}

TEST(LevelValidator, ALevelHasOneTo1024Rows) {
    expectProblems(named(Level::filled(3, 0)),
                   {"\"tiles\" is empty; a level needs at least one row"});
    expectProblems(named(Level::filled(1, kMaxLevelSide + 1)),
                   {"\"tiles\" has 1025 rows; a level has at most 1024"});
}

TEST(LevelValidator, ALevelIsOneTo1024TilesWide) {
    expectProblems(named(Level::filled(0, 1)), {"row 0 is empty"});
    expectProblems(named(Level::filled(kMaxLevelSide + 1, 1)),
                   {"row 0 has 1025 tiles; a level is at most 1024 wide"});
}

TEST(LevelValidator, TheTilesFillTheSize) {
    // Only a Level can break this one: a file's rows are its size.
    Level level = validLevel();
    level.tiles.pop_back();
    EXPECT_EQ(validate(level), Messages{"the level's tiles do not fill its size"});
}

TEST(LevelValidator, ALevelHasExactlyOneCatStart) {
    Level level = validLevel();
    level.set({1, 1}, TileKind::Floor);
    expectProblems(level, {"no cat start 'C'; a level needs exactly one"});
    level.set({1, 1}, TileKind::CatStart);
    level.set({2, 1}, TileKind::CatStart);
    expectProblems(level, {"2 cat starts, at (1,1) and (2,1); a level needs exactly one"});
}

TEST(LevelValidator, ALevelHasAnExit) {
    Level level = validLevel();
    level.set({3, 1}, TileKind::Floor);
    expectProblems(level, {"no exit 'E'; a level needs at least one"});
}

TEST(LevelValidator, ObstaclesNeedVersionTwo) {
    Level level = validLevel();
    level.obstacles = {{{1, 1}, {2, 1}, {2, 2}}};
    expectProblems(level, {"\"obstacles\" needs format version 2 (write \"version\": 2); version "
                           "1 files have tiles only"});
}

TEST(LevelValidator, ObstaclesAreInsideTheMap) {
    Level level = validLevel();
    level.version = 2;
    level.obstacles = {{{1, 1}, {6.5, 1}, {2, 2}}};
    expectProblems(level, {"point 1 of obstacle 0 (6.5, 1) is outside the map (x from 0 to 5, "
                           "y from 0 to 3)"});
}

TEST(LevelValidator, ObstaclesAreSimplePolygons) {
    Level level = validLevel();
    level.version = 2;
    level.obstacles = {{{1, 1}, {2, 1}}};
    expectProblems(level, {"obstacle 0 has 2 points; a polygon needs at least 3"});
    level.obstacles = {{{1, 1}, {2, 2}, {2, 1}, {1, 2}}};  // a bow tie: two edges cross
    expectProblems(level, {"obstacle 0 is not a simple polygon: two of its edges cross or touch, "
                           "or it has no area"});
}

// An open-floor level 210 tiles wide: the cat and an exit, and `obstacles`.
Level openFloor(std::vector<Polygon> obstacles) {
    Level level = Level::filled(210, 40, TileKind::Floor);
    level.name = "Open";
    level.version = 2;
    level.set({0, 0}, TileKind::CatStart);
    level.set({1, 0}, TileKind::Exit);
    level.obstacles = std::move(obstacles);
    return level;
}

// `points` points on a circle of radius 1.5 around (x, y).
Polygon circle(double x, double y, std::size_t points) {
    Polygon polygon;
    for (std::size_t i = 0; i < points; ++i) {
        const double a = 2 * std::acos(-1.0) * static_cast<double>(i) / static_cast<double>(points);
        polygon.push_back({x + 1.5 * std::cos(a), y + 1.5 * std::sin(a)});
    }
    return polygon;
}

TEST(LevelValidator, AnOpenFloorLevelHasAtMost100ObstaclesOf256PointsAnd1000InAll) {
    std::vector<Polygon> many;
    for (std::size_t i = 0; i < kMaxObstacles; ++i)
        many.push_back(circle(2.0 + 4.0 * static_cast<double>(i % 50),
                              5.0 + 4.0 * static_cast<double>(i / 50), 3));
    expectProblems(openFloor(many), {});
    many.push_back(circle(2, 20, 3));
    expectProblems(openFloor(many), {"\"obstacles\" has 101 polygons; a level has at most 100"});

    expectProblems(openFloor({circle(5, 5, kMaxObstaclePoints)}), {});
    expectProblems(openFloor({circle(5, 5, kMaxObstaclePoints + 1)}),
                   {"obstacle 0 has 257 points; an obstacle has at most 256"});

    std::vector<Polygon> dense;
    for (std::size_t i = 0; i < 4; ++i)  // 1000 points: at the limit
        dense.push_back(circle(5.0 + 4.0 * static_cast<double>(i), 5, 250));
    expectProblems(openFloor(dense), {});
    dense.push_back(circle(10, 15, 3));
    expectProblems(openFloor(dense),
                   {"the obstacles have 1003 points in all; a level has at most 1000"});
}

TEST(LevelValidator, AnOpenFloorLevelHasAtMost32Dogs32Bones16ExitsAnd100WallRuns) {
    Level level = openFloor({circle(5, 35, 8)});
    const auto place = [&](int row, int count, TileKind kind) {
        for (int col = 0; col < count; ++col)
            level.set({2 * col, row}, kind);  // apart: each wall tile its own run
    };
    place(2, static_cast<int>(kMaxOpenFloorDogs), TileKind::Dog);
    place(4, static_cast<int>(kMaxOpenFloorBones), TileKind::Bone);
    place(6, static_cast<int>(kMaxOpenFloorExits) - 1, TileKind::Exit);
    place(8, static_cast<int>(kMaxOpenFloorWallRuns), TileKind::Wall);
    expectProblems(level, {});
    level.set({1, 2}, TileKind::Dog);
    level.set({1, 4}, TileKind::Bone);
    level.set({1, 6}, TileKind::Exit);
    level.set({1, 10}, TileKind::Wall);
    expectProblems(
        level,
        {"the map has 33 dogs 'D'; an open-floor level has at most 32 (each is an obstacle the "
         "cat's routes go round)",
         "the map has 33 bones 'B'; an open-floor level has at most 32 (the way to win is looked "
         "for through each)",
         "the map has 17 exits 'E'; an open-floor level has at most 16 (the way to win is looked "
         "for to each)",
         "the map has 101 runs of wall tiles '#' along its rows; an open-floor level has at most "
         "100 (each is an obstacle; draw large walls as polygons in \"obstacles\")"});
    level.obstacles.clear();  // a tile level: none of these limits
    level.version = 1;
    expectProblems(level, {});
}

TEST(LevelValidator, ExtraKeysAreWarnedAbout) {
    Level level = validLevel();
    level.extraKeys = {{"author", "\"me\""}};
    const std::vector<Diagnostic> diagnostics = validateLevel(level, "level.json");
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics[0].severity, Severity::Warning);
    expectProblems(level,
                   {"unknown key \"author\" (kept when the level is saved; the game ignores it)"});
}

TEST(LevelValidator, EveryProblemIsReported) {
    Level level = validLevel();
    level.name = "";
    level.tileSize = 300;
    level.set({3, 1}, TileKind::Floor);
    EXPECT_EQ(validate(level), (Messages{"\"name\" must be a non-empty string, not the string \"\"",
                                         "\"tileSize\" must be an integer from 8 to 256, not 300",
                                         "no exit 'E'; a level needs at least one"}));
}

}  // namespace
}  // namespace catmaze
