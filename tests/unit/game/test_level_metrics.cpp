// Difficulty metrics (level_metrics.hpp) on hand-made levels whose answers are worked out by hand
// in the comments: par, bones and dogs of the cheapest win, forced fetch order, fewest clicks,
// detour ratio and the traps among the natural first clicks.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/game/level_metrics.hpp"
#include "level_rows.hpp"

namespace catmaze {
namespace {

using test::levelFrom;

TEST(LevelMetrics, AStraightCorridorIsOneClickWithNoDetourAndNoTrap) {
    const LevelMetrics m = measureLevel(levelFrom({"C...E"}));
    ASSERT_EQ(m.status, MetricsStatus::Measured);
    EXPECT_EQ(m.par, 40);
    EXPECT_EQ(m.parSteps, 4);
    EXPECT_EQ(m.bonesFetched, 0);
    EXPECT_EQ(m.dogsPaid, 0);
    EXPECT_EQ(m.orderedFetches, 0);
    EXPECT_EQ(m.fewestClicks, 1);
    EXPECT_DOUBLE_EQ(m.detourRatio, 1.0);
    ASSERT_EQ(m.firstClicks.size(), 1u);  // the exit
    EXPECT_EQ(m.traps, 0);
}

// B.C.D.E: fetch the bone behind the cat (20), walk back and through the dog (30 + 100), on to
// the exit (20): par 170 against 40 for the plain way. Clicking the dog or the exit first walks
// into the dog with no bone: two traps; clicking the bone first is the solution.
TEST(LevelMetrics, ABoneBehindTheCatMakesTheExitAndTheDogTraps) {
    const LevelMetrics m = measureLevel(levelFrom({"B.C.D.E"}));
    ASSERT_EQ(m.status, MetricsStatus::Measured);
    EXPECT_EQ(m.par, 170);
    EXPECT_EQ(m.bonesFetched, 1);
    EXPECT_EQ(m.dogsPaid, 1);
    EXPECT_EQ(m.fewestClicks, 2);  // the bone, then the exit
    EXPECT_DOUBLE_EQ(m.detourRatio, 170.0 / 40.0);
    ASSERT_EQ(m.firstClicks.size(), 3u);  // row-major: bone, dog, exit
    EXPECT_EQ(m.firstClicks[0].kind, TileKind::Bone);
    EXPECT_FALSE(m.firstClicks[0].unwinnable);
    EXPECT_EQ(m.firstClicks[0].bestCost, 170);
    EXPECT_EQ(m.firstClicks[1].kind, TileKind::Dog);
    EXPECT_TRUE(m.firstClicks[1].caught);
    EXPECT_EQ(m.firstClicks[2].kind, TileKind::Exit);
    EXPECT_TRUE(m.firstClicks[2].caught);
    EXPECT_EQ(m.traps, 2);
}

// E.B.D.C.B: only the bone on the right can be fetched first (the dog stands between the cat and
// the left one), so the two fetches are in a forced order. Par: 20 to the right bone, 30 + 100
// back through the dog, 40 on past the left bone to the exit.
TEST(LevelMetrics, ADogBetweenTwoBonesForcesTheirOrder) {
    const LevelMetrics m = measureLevel(levelFrom({"E.B.D.C.B"}));
    ASSERT_EQ(m.status, MetricsStatus::Measured);
    EXPECT_EQ(m.par, 190);
    EXPECT_EQ(m.bonesFetched, 2);
    EXPECT_EQ(m.dogsPaid, 1);
    EXPECT_EQ(m.orderedFetches, 1);
    EXPECT_EQ(m.fewestClicks, 2);  // the right bone, then the exit
}

// Two bones either side of the cat, both needed for the two dogs: either order costs the same,
// so no fetch is forced into its order.
TEST(LevelMetrics, TwoBonesThatCanBeFetchedInEitherOrderAreNotOrdered) {
    const LevelMetrics m = measureLevel(levelFrom({
        ".B.#####",
        "C..DD..E",
        ".B.#####",
    }));
    ASSERT_EQ(m.status, MetricsStatus::Measured);
    EXPECT_EQ(m.par, 290);
    EXPECT_EQ(m.bonesFetched, 2);
    EXPECT_EQ(m.dogsPaid, 2);
    EXPECT_EQ(m.orderedFetches, 0);
}

// A bone nobody needs, far from the way: clicking it first walks 70 and back 90 to the exit, far
// above par (20), so it is a trap; the exit itself is not.
TEST(LevelMetrics, AFarBoneThatIsNotNeededIsATrapAbovePar) {
    const LevelMetrics m = measureLevel(levelFrom({"B......C.E"}));
    ASSERT_EQ(m.status, MetricsStatus::Measured);
    EXPECT_EQ(m.par, 20);
    EXPECT_EQ(m.bonesFetched, 0);
    ASSERT_EQ(m.firstClicks.size(), 2u);
    EXPECT_FALSE(m.firstClicks[0].unwinnable);
    EXPECT_EQ(m.firstClicks[0].bestCost, 70 + 90);
    EXPECT_EQ(m.traps, 1);
}

TEST(LevelMetrics, AnUnwinnableLevelHasNoNumbersAndSaysWhy) {
    const LevelMetrics m = measureLevel(levelFrom({"C.D.E"}));
    EXPECT_EQ(m.status, MetricsStatus::Unwinnable);
    EXPECT_FALSE(m.reason.empty());
    EXPECT_EQ(m.par, 0);
    EXPECT_TRUE(m.firstClicks.empty());
}

TEST(LevelMetrics, AnOpenFloorLevelIsNotMeasuredAndSaysSo) {
    Level level = levelFrom({"C...E"});
    level.version = 2;
    level.obstacles.push_back(Polygon{{1.2, 0.2}, {1.8, 0.2}, {1.8, 0.4}});
    const LevelMetrics m = measureLevel(level);
    EXPECT_EQ(m.status, MetricsStatus::NotATileLevel);
    EXPECT_NE(m.reason.find("open-floor"), std::string::npos);
}

TEST(LevelMetrics, ASolverLimitLeavesTheLevelUndecided) {
    SolveOptions tight;
    tight.maxTiles = 3;
    const LevelMetrics m = measureLevel(levelFrom({"B.C.D.E"}), tight);
    EXPECT_EQ(m.status, MetricsStatus::Undecided);
    EXPECT_NE(m.reason.find("too complex"), std::string::npos);
}

// A band stops measuring at the first measure outside it, and a level inside it gets the same
// numbers as without one.
TEST(LevelMetrics, ABandStopsAtTheFirstMeasureOutsideItAndChangesNothingInside) {
    const Level level = levelFrom({"B.C.D.E"});
    const LevelMetrics full = measureLevel(level);
    ASSERT_EQ(full.status, MetricsStatus::Measured);
    MeasureOptions banded;
    banded.band = MetricsBand{0, 0, 0, 6, 0, 6, 0, 20, 0, 20, 1.0, 30.0};  // no bone at all
    const LevelMetrics stopped = measureLevel(level, banded);
    EXPECT_EQ(stopped.status, MetricsStatus::OutOfBand);
    EXPECT_NE(stopped.reason.find("bones fetched"), std::string::npos) << stopped.reason;
    EXPECT_EQ(stopped.fewestClicks, 0);  // not measured
    EXPECT_LT(stopped.work, full.work);

    banded.band = MetricsBand{0, 6, 0, 6, 0, 6, 0, 20, 0, 20, 1.0, 30.0};
    const LevelMetrics inside = measureLevel(level, banded);
    ASSERT_EQ(inside.status, MetricsStatus::Measured);
    EXPECT_EQ(inside.par, full.par);
    EXPECT_EQ(inside.fewestClicks, full.fewestClicks);
    EXPECT_EQ(inside.traps, full.traps);
    EXPECT_EQ(inside.orderedFetches, full.orderedFetches);
    EXPECT_EQ(inside.work, full.work);
}

TEST(LevelMetrics, AWorkLimitLeavesTheLevelUndecided) {
    const Level level = levelFrom({"B.C.D.E"});
    MeasureOptions limited;
    limited.maxWork = measureLevel(level).work - 1;
    const LevelMetrics m = measureLevel(level, limited);
    EXPECT_EQ(m.status, MetricsStatus::Undecided);
    EXPECT_NE(m.reason.find("too complex"), std::string::npos) << m.reason;
    EXPECT_LE(m.work, limited.maxWork + 1);  // the tile at which the solver stopped
}

TEST(LevelMetrics, DiagonalsChangeTheParAsTheSettingDoes) {
    const Level level = levelFrom({
        "C...",
        "....",
        "...E",
    });
    SolveOptions diagonal;
    diagonal.diagonal = DiagonalMode::NoCornerCutting;
    EXPECT_EQ(measureLevel(level).par, 50);
    EXPECT_EQ(measureLevel(level, diagonal).par, 14 + 14 + 10);
    EXPECT_EQ(measureLevel(level, diagonal).fewestClicks, 1);
}

}  // namespace
}  // namespace catmaze
