// How the patrolling dogs are shown (play/patrol_marks.hpp), on levels with patrols played through
// the play model: each dog glides from its tile to the next one with the cat's step or wait and
// stands still when the cat does, turned the way it will walk; the hover preview exposes a ghost
// of each dog where it stands when the walk ends (where it catches the cat, when it does), the
// footprints of their rounds on the way, and the route's waits with their count, never a ghost
// or a paw dot over a dog drawn this moment; the key bar offers the wait key (Space) on those
// levels only.

#include <gtest/gtest.h>

#include "play/hud_text.hpp"
#include "play/key_help.hpp"
#include "play/patrol_marks.hpp"
#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

// patrol_crossing.json: the cat (2,2), the exit (7,2), a dog walking (3,1) -> (3,2) -> (3,3) and
// back across the corridor.
constexpr const char* kMarksCrossing = "patrol_crossing.json";
// patrol_blocked.json: the cat (1,1), the exit (6,1) at the end of a corridor a dog walks back
// and forth on, (3,1) -> (4,1) -> (5,1): no way round it and no bone.
constexpr const char* kMarksBlocked = "patrol_blocked.json";

std::vector<DogPose> posesNow(const PlayFixture& play) {
    const PlaySession& session = play.model->session();
    return patrolDogPoses(session.patrolDogsNow(), session.patrolDogsAhead(), session.stride());
}

const RoutePreview& hoverPreview(PlayFixture& play, Tile tile) {
    play.model->hover(tileCentre(tile));
    play.frame();
    const std::optional<RoutePreview>& preview = play.model->preview().current();
    EXPECT_TRUE(preview.has_value());
    return *preview;
}

TEST(PatrolMarks, DogsGlideWithTheCatsWaitAndStandWhenItStands) {
    PlayFixture play(kMarksCrossing, /*stepSeconds=*/0.5);
    std::vector<DogPose> poses = posesNow(play);
    ASSERT_EQ(poses.size(), 1u);
    EXPECT_EQ(poses[0].centre, (Vec2{3.5, 1.5}));  // standing: on its tile
    play.play(0.5);
    EXPECT_EQ(posesNow(play)[0].centre, (Vec2{3.5, 1.5}));  // the cat stands, so does the dog

    play.command(PlayCommand::Wait);
    play.play(0.25);
    const std::optional<double> stride = play.model->session().stride();
    ASSERT_TRUE(stride.has_value());
    poses = posesNow(play);
    EXPECT_DOUBLE_EQ(poses[0].centre.x, 3.5);
    EXPECT_DOUBLE_EQ(poses[0].centre.y, 1.5 + *stride);  // as far as the cat through its wait
    EXPECT_GT(poses[0].centre.y, 1.6);
    EXPECT_LT(poses[0].centre.y, 2.4);

    ASSERT_TRUE(play.playUntilEvent("wait"));
    play.play(0.05);
    EXPECT_EQ(posesNow(play)[0].centre, (Vec2{3.5, 2.5}));  // the tick done: on its next tile
}

TEST(PatrolMarks, ADogFacesTheWayItWalks) {
    const std::vector<DogSpot> now{{0, {4, 1}}, {1, {2, 2}}};
    const std::vector<DogSpot> ahead{{0, {3, 1}}, {1, {3, 2}}};
    const std::vector<DogPose> poses = patrolDogPoses(now, ahead, 0.5);
    EXPECT_FALSE(poses[0].facesRight);
    EXPECT_EQ(poses[0].centre, (Vec2{4.0, 1.5}));
    EXPECT_TRUE(poses[1].facesRight);
    // Between two fixed updates, each dog part of the way from one pose to the next.
    const std::vector<DogPose> from = patrolDogPoses(now, ahead, std::nullopt);
    EXPECT_EQ(posesBetween(from, poses, 0.5)[0].centre, (Vec2{4.25, 1.5}));
}

TEST(PatrolMarks, ThePreviewShowsTheWaitTheGhostAndTheFootprints) {
    PlayFixture play(kMarksCrossing);
    const RoutePreview& preview = hoverPreview(play, {7, 2});
    ASSERT_EQ(preview.status, PreviewStatus::Walk);
    const PatrolPreview marks = patrolPreview(preview, posesNow(play));
    // The cat waits once for the dog to cross, then walks five tiles: six ticks, the dog back
    // down at (3,3) when it arrives, having crossed the corridor at (3,2) on the way.
    ASSERT_EQ(marks.waits.size(), 1u);
    EXPECT_EQ(marks.waits[0], (WaitMark{{2, 2}, 1}));
    ASSERT_EQ(marks.ghosts.size(), 1u);
    EXPECT_EQ(marks.ghosts[0].tile, (Tile{3, 3}));
    EXPECT_EQ(marks.footprints, (std::vector<Tile>{{3, 2}}));
    EXPECT_FALSE(preview.warns());
}

TEST(PatrolMarks, AWalkIntoAPatrolWarnsWithTheGhostWhereItCatchesTheCat) {
    PlayFixture play(kMarksBlocked);
    const RoutePreview& preview = hoverPreview(play, {6, 1});
    ASSERT_EQ(preview.status, PreviewStatus::Walk);
    EXPECT_TRUE(preview.warns());
    ASSERT_TRUE(preview.caughtBy.has_value());
    const PatrolPreview marks = patrolPreview(preview, posesNow(play));
    ASSERT_EQ(marks.ghosts.size(), 1u);
    EXPECT_EQ(marks.ghosts[0].tile, *preview.caughtBy);
}

// The walk to (5,2) waits once, then crosses: four ticks, the dog's whole round there and back,
// so it ends where it stands now. No ghost over the dog drawn there (it was drawn on top of it).
TEST(PatrolMarks, ADogBackWhereItStandsWhenTheWalkEndsHasNoGhostOverIt) {
    PlayFixture play(kMarksCrossing);
    const RoutePreview& preview = hoverPreview(play, {5, 2});
    ASSERT_EQ(preview.status, PreviewStatus::Walk);
    ASSERT_EQ(preview.tiles.size(), 4u);
    ASSERT_EQ(preview.dogs.back().at(0).tile, (Tile{3, 1})) << "back on its tile at the end";
    const PatrolPreview marks = patrolPreview(preview, posesNow(play));
    EXPECT_TRUE(marks.ghosts.empty());
    EXPECT_EQ(marks.footprints, (std::vector<Tile>{{3, 2}, {3, 3}}));
}

// Halfway through a wait the dog glides from (3,1) to (3,2), over both tiles. The walk to (6,2)
// from there has the dog cross (3,1) again on the way and end on (3,2): neither a paw dot nor
// the ghost is drawn over the dog as it passes.
TEST(PatrolMarks, NoPawDotOrGhostIsDrawnOverADogPassingBy) {
    PlayFixture play(kMarksCrossing, /*stepSeconds=*/0.5);
    play.command(PlayCommand::Wait);
    play.play(0.25);
    const std::vector<DogPose> live = posesNow(play);
    ASSERT_EQ(live.size(), 1u);
    EXPECT_EQ(tilesCovered(live[0]), (std::vector<Tile>{{3, 1}, {3, 2}}));
    const RoutePreview& preview = hoverPreview(play, {6, 2});
    ASSERT_EQ(preview.status, PreviewStatus::Walk);
    const PatrolPreview marks = patrolPreview(preview, posesNow(play));
    EXPECT_TRUE(marks.ghosts.empty()) << "the walk ends with the dog on (3,2)";
    EXPECT_EQ(marks.footprints, (std::vector<Tile>{{3, 3}})) << "(3,1) is under the dog";
}

TEST(PatrolMarks, ADogCoversOneTileStandingAndTwoGliding) {
    EXPECT_EQ(tilesCovered({0, {3.5, 1.5}, false}), (std::vector<Tile>{{3, 1}}));
    EXPECT_EQ(tilesCovered({0, {4.0, 1.5}, false}), (std::vector<Tile>{{3, 1}, {4, 1}}));
    EXPECT_EQ(tilesCovered({0, {3.5, 2.25}, false}), (std::vector<Tile>{{3, 1}, {3, 2}}));
}

TEST(PatrolMarks, WaitsInARowAreCountedOnTheirTile) {
    RoutePreview preview;
    preview.status = PreviewStatus::Walk;
    preview.from = {1, 1};
    preview.tiles = {{1, 1}, {1, 1}, {2, 1}, {2, 1}, {3, 1}, {3, 1}};
    preview.stepsWalked = preview.tiles.size();
    preview.dogs.assign(preview.tiles.size() + 1, {DogSpot{0, {5, 5}}});
    const PatrolPreview marks = patrolPreview(preview, {});
    EXPECT_EQ(marks.waits, (std::vector<WaitMark>{{{1, 1}, 2}, {{2, 1}, 1}, {{3, 1}, 1}}));
}

TEST(PatrolMarks, WithoutPatrolsThePreviewHasNoPatrolMarks) {
    PlayFixture play("corridor.json");
    const RoutePreview& preview = hoverPreview(play, {14, 1});
    const PatrolPreview marks = patrolPreview(preview, posesNow(play));
    EXPECT_TRUE(marks.ghosts.empty());
    EXPECT_TRUE(marks.footprints.empty());
    EXPECT_TRUE(marks.waits.empty());
}

TEST(PatrolMarks, TheKeyBarOffersTheWaitKeyOnlyWhereDogsPatrol) {
    PlayFixture patrol(kMarksCrossing);
    const std::vector<std::string> keys =
        patrol.last("level_loaded").at("keys").get<std::vector<std::string>>();
    ASSERT_GE(keys.size(), 4u);
    EXPECT_EQ(keys[3], "Space");  // right after undo, where the bar never cuts it
    EXPECT_NE(hudText(*patrol.model, false).keyBar.find("Space wait"), std::string::npos);

    PlayFixture still("corridor.json");
    EXPECT_EQ(hudText(*still.model, false).keyBar.find("Space"), std::string::npos);
}

// The hint's trail and the preview mark waits by one rule: a tile again is a wait, a run of them
// one clock with its count, the start counting as the tile before the first.
TEST(PatrolMarks, WaitsAreTheRouteStandingOnItsTileRunsCounted) {
    const std::vector<Tile> route{{1, 2}, {2, 2}, {2, 2}, {2, 2}, {3, 2}, {3, 2}, {4, 2}};
    EXPECT_EQ(waitMarks({1, 2}, route),
              (std::vector<WaitMark>{{{1, 2}, 1}, {{2, 2}, 2}, {{3, 2}, 1}}));
    EXPECT_TRUE(waitMarks({0, 2}, {{1, 2}, {2, 2}}).empty());
}

}  // namespace
}  // namespace catmaze::app
