// The editor's patrol tool (editor/patrol_tool.hpp, key 8) as a designer uses it through the
// editor model: a click on a dog starts its round, neighbours are added one by one, a gap, a
// wall or a cut corner is refused with the words of patrol_rules.hpp, Tab and a click on the dog
// again choose a loop, Backspace and Esc take back, each finished round is one undo step and is
// saved as version 2; painting over a dog on patrol drops its patrol in the same undo step.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "../player/temp_files.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_writer.hpp"
#include "catmaze/level/patrol_rules.hpp"
#include "editor_test_fixture.hpp"
#include "level_rows.hpp"

namespace catmaze::app {
namespace {

// Its own, not a neighbour's of the unity build (whose files move as tests are added).
using Json = nlohmann::ordered_json;

using editor_test::EditorBench;
using editor_test::eventsNamed;
using editor_test::Json;

// A room with a dog at (3,2) and a wall at (4,3), saved as a version-1 file in a temp folder.
std::filesystem::path patrolRoomFile(const test::TempDir& dir, LevelDiagonal diagonal) {
    Level level = test::levelFrom(
        {"#########", "#C......#", "#..D....#", "#...#...#", "#......E#", "#########"});
    level.name = "Kennel";
    level.rules.diagonal = diagonal;
    if (diagonal != LevelDiagonal::PlayersSetting)
        level.version = 2;  // a level's own rules need version 2
    const std::filesystem::path file = dir.path() / "kennel-source.json";
    EXPECT_FALSE(saveLevelFile(file, level).has_value());
    return file;
}

// The editor on the patrol room, with the patrol tool chosen by its key.
struct PatrolBench {
    explicit PatrolBench(LevelDiagonal diagonal = LevelDiagonal::PlayersSetting)
        : bench(patrolRoomFile(source, diagonal), "kennel.json") {
        bench.key(Key::Num8);
        EXPECT_TRUE(bench.model.patrolTool());
    }
    void click(Tile t) { bench.clickPoint({t.col + 0.5, t.row + 0.5}); }
    const Level& level() const { return bench.model.level(); }
    const std::string& notice() const { return bench.model.notice().text(); }
    // The message the rules give for the level's patrols with `patrol` added last, at its tile
    // `tile` (what the tool must say, never its own copy of a rule).
    std::string ruleMessage(const Patrol& patrol) const {
        std::vector<Patrol> patrols = level().patrols;
        patrols.push_back(patrol);
        const std::vector<PatrolProblem> problems = patrolRouteProblems(level(), patrols);
        return problems.empty() ? "" : problems.back().message;
    }

    test::TempDir source;
    EditorBench bench;
};

const Tile kDog{3, 2};

TEST(EditorPatrols, ADogAndItsNeighboursMakeARoundThatUndoesAsOneStepAndSavesAsVersion2) {
    PatrolBench p;
    p.click(kDog);
    EXPECT_TRUE(p.bench.model.patrols().drawing());
    p.click({4, 2});
    p.click({5, 2});
    EXPECT_TRUE(p.level().patrols.empty()) << "nothing changes before the round is finished";
    p.bench.key(Key::Enter);
    const Patrol walked{{kDog, {4, 2}, {5, 2}}, false};
    ASSERT_EQ(p.level().patrols, std::vector<Patrol>{walked});
    EXPECT_EQ(p.level().version, 2);
    EXPECT_FALSE(p.bench.model.patrols().drawing());
    EXPECT_EQ(eventsNamed(p.bench.log, "patrol_set").size(), 1u);

    p.bench.key(Key::Z, true);
    EXPECT_TRUE(p.level().patrols.empty());
    EXPECT_EQ(p.level().version, 1);
    p.bench.key(Key::Y, true);
    EXPECT_EQ(p.level().patrols, std::vector<Patrol>{walked});

    p.bench.key(Key::S, true);
    const LevelLoadResult saved = loadLevelFile(p.bench.file);
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(saved.level->version, 2);
    EXPECT_EQ(saved.level->patrols, std::vector<Patrol>{walked});
}

TEST(EditorPatrols, AGapAWallOrAFloorTileToStartOnIsRefusedWithTheRulesWords) {
    PatrolBench p;
    p.click({2, 2});  // floor, not a dog
    EXPECT_FALSE(p.bench.model.patrols().drawing());
    EXPECT_EQ(p.notice(), p.ruleMessage({{{2, 2}}, false}));
    EXPECT_NE(p.notice().find("not a dog"), std::string::npos) << p.notice();

    p.click(kDog);
    p.click({5, 2});  // two tiles away
    EXPECT_EQ(p.notice(), p.ruleMessage({{kDog, {5, 2}}, false}));
    EXPECT_NE(p.notice().find("not a neighbour"), std::string::npos) << p.notice();
    p.click({3, 3});
    p.click({4, 3});  // the wall
    EXPECT_EQ(p.notice(), p.ruleMessage({{kDog, {3, 3}, {4, 3}}, false}));
    EXPECT_NE(p.notice().find("is a wall"), std::string::npos) << p.notice();
    EXPECT_EQ(p.bench.model.patrols().route(), (std::vector<Tile>{kDog, {3, 3}}));
    EXPECT_EQ(eventsNamed(p.bench.log, "patrol_refused").size(), 3u);
}

TEST(EditorPatrols, ADiagonalStepThatCutsAWallsCornerIsRefusedWithTheRulesWords) {
    PatrolBench p(LevelDiagonal::On);
    p.click(kDog);
    p.click({4, 2});
    p.click({5, 3});  // passes between (5,2) and the wall at (4,3)
    EXPECT_EQ(p.notice(), p.ruleMessage({{kDog, {4, 2}, {5, 3}}, false}));
    EXPECT_NE(p.notice().find("cuts the corner"), std::string::npos) << p.notice();
    p.click({5, 1});  // a diagonal step clear of walls
    EXPECT_EQ(p.bench.model.patrols().route(), (std::vector<Tile>{kDog, {4, 2}, {5, 1}}));
}

TEST(EditorPatrols, TheDogClickedAgainClosesALoopAndTabSwitchesTheWay) {
    PatrolBench p;
    p.click(kDog);
    p.click({4, 2});
    p.click({4, 1});
    p.click({3, 1});
    p.click(kDog);  // closes the loop and finishes
    ASSERT_EQ(p.level().patrols.size(), 1u);
    EXPECT_TRUE(p.level().patrols[0].loop);
    EXPECT_FALSE(p.bench.model.patrols().drawing());

    // Redrawn as a straight line: the loop no longer closes, so it is refused until Tab.
    p.click(kDog);
    EXPECT_EQ(p.bench.model.patrols().route().size(), 4u);
    p.bench.key(Key::Backspace);
    p.bench.key(Key::Backspace);
    p.click({5, 2});
    p.bench.key(Key::Enter);
    const std::vector<PatrolProblem> open =
        patrolRouteProblems(p.level(), {Patrol{{kDog, {4, 2}, {5, 2}}, true}});
    ASSERT_FALSE(open.empty());
    EXPECT_EQ(p.notice(), open.front().message);
    EXPECT_NE(p.notice().find("loops"), std::string::npos) << p.notice();
    EXPECT_TRUE(p.bench.model.patrols().drawing());
    p.bench.key(Key::Tab);
    EXPECT_FALSE(p.bench.model.patrols().loop());
    p.bench.key(Key::Num8);  // the tool's key finishes too
    EXPECT_EQ(p.level().patrols, (std::vector<Patrol>{{{kDog, {4, 2}, {5, 2}}, false}}));
    p.bench.key(Key::Z, true);
    EXPECT_TRUE(p.level().patrols.at(0).loop) << "one undo step back to the loop";
}

TEST(EditorPatrols, BackspaceToTheDogAloneRemovesItsPatrolAndEscChangesNothing) {
    PatrolBench p;
    p.click(kDog);
    p.click({4, 2});
    p.bench.key(Key::Escape);
    EXPECT_FALSE(p.bench.model.patrols().drawing());
    EXPECT_TRUE(p.level().patrols.empty());
    EXPECT_FALSE(p.bench.model.unsaved());

    p.click(kDog);
    p.click({4, 2});
    p.bench.key(Key::Enter);
    ASSERT_EQ(p.level().patrols.size(), 1u);
    p.click(kDog);
    p.bench.key(Key::Backspace);
    EXPECT_EQ(p.bench.model.patrols().route(), std::vector<Tile>{kDog});
    p.bench.key(Key::Enter);
    EXPECT_TRUE(p.level().patrols.empty());
    EXPECT_EQ(eventsNamed(p.bench.log, "patrol_removed").size(), 1u);
    p.bench.key(Key::Z, true);
    EXPECT_EQ(p.level().patrols.size(), 1u);
}

TEST(EditorPatrols, ErasingADogOnPatrolDropsItsPatrolInTheSameUndoStep) {
    PatrolBench p;
    p.click(kDog);
    p.click({4, 2});
    p.bench.key(Key::Enter);
    ASSERT_EQ(p.level().patrols.size(), 1u);

    p.bench.key(Key::Num1);  // back to painting: a right-click erases
    const Pointer at = p.bench.model.frame().pixelOf({kDog.col + 0.5, kDog.row + 0.5});
    p.bench.model.handle(PointerMoved{at, false});
    p.bench.model.handle(ButtonPressed{at, Button::Right, false});
    p.bench.model.handle(ButtonReleased{at, Button::Right});
    EXPECT_EQ(p.level().at(kDog), TileKind::Floor);
    EXPECT_TRUE(p.level().patrols.empty()) << "no patrol left starting on nothing";
    EXPECT_TRUE(p.bench.model.notice().warning());
    EXPECT_NE(p.notice().find("patrol"), std::string::npos) << p.notice();

    p.bench.key(Key::Z, true);
    EXPECT_EQ(p.level().at(kDog), TileKind::Dog);
    EXPECT_EQ(p.level().patrols.size(), 1u);
    p.bench.key(Key::Y, true);
    EXPECT_EQ(p.level().at(kDog), TileKind::Floor);
    EXPECT_TRUE(p.level().patrols.empty());
}

TEST(EditorPatrols, TheLiveCheckReportsAPatrolThroughAWallPaintedLater) {
    PatrolBench p;
    p.click(kDog);
    p.click({4, 2});
    p.click({5, 2});
    p.bench.key(Key::Enter);
    const std::size_t mark = p.bench.log.lines().size();
    p.bench.paintWall({5, 2});
    const Json check = p.bench.awaitCheckAfter(mark);
    ASSERT_FALSE(check.is_null());
    EXPECT_GT(check.value("errors", 0), 0);
    EXPECT_NE(check.at("diagnostics").dump().find("is a wall"), std::string::npos) << check;
}

}  // namespace
}  // namespace catmaze::app
