// The open-floor plan off the main thread (catmaze/game/open_floor_plan_job.hpp): the hint and the
// editor's check poll it each frame and may cancel it, so its answer must be the planner's and a
// cancellation must end it.

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "catmaze/game/open_floor_plan.hpp"
#include "catmaze/game/open_floor_plan_job.hpp"

#include "level_rows.hpp"

namespace catmaze {
namespace {

Level openFloor(const std::vector<std::string>& rows) {
    Level level = test::levelFrom(rows);
    level.version = 2;
    level.obstacles = {Polygon{{{3.0, 1.0}, {4.0, 1.0}, {4.0, 2.0}, {3.0, 2.0}}}};
    return level;
}

OpenFloorPlan waitFor(OpenFloorPlanJob& job) {
    for (int i = 0; i < 6000 && !job.done(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    EXPECT_TRUE(job.done()) << "the plan did not finish within a minute";
    return job.wait();
}

TEST(OpenFloorPlanJob, AnswersWhatThePlannerAnswers) {
    const Level level = openFloor({
        "#########",
        "#C..B.DE#",
        "#.......#",
        "#########",
    });
    const OpenFloorPlan direct = openFloorPlan(level);
    ASSERT_EQ(direct.status, SolveStatus::Winnable) << direct.reason;

    OpenFloorPlanJob job(level);
    const OpenFloorPlan polled = waitFor(job);
    EXPECT_EQ(polled.status, direct.status);
    EXPECT_EQ(polled.cost, direct.cost);
    EXPECT_EQ(polled.route, direct.route);
    EXPECT_EQ(polled.bonesPicked, direct.bonesPicked);
}

TEST(OpenFloorPlanJob, PlansFromAMomentInPlay) {
    const Level level = openFloor({
        "#########",
        "#C.....E#",
        "#.......#",
        "#########",
    });
    const Vec2 cat{5.5, 2.5};
    OpenFloorPlanJob job(level, cat, 0);
    const OpenFloorPlan polled = waitFor(job);
    const OpenFloorPlan direct = openFloorPlanFrom(level, cat, 0);
    ASSERT_EQ(polled.status, SolveStatus::Winnable) << polled.reason;
    EXPECT_EQ(polled.route.front(), cat);
    EXPECT_EQ(polled.cost, direct.cost);
}

TEST(OpenFloorPlanJob, ACancelledOrDroppedJobEnds) {
    // 32 bones beside the way out and cheap dogs: many subsets share the estimate, so without
    // a state limit the exact plan takes far longer than the test; only cancel() ends it.
    std::vector<std::string> rows(12, std::string(40, '.'));
    rows[0][0] = 'C';
    rows[11][39] = 'E';
    for (int i = 0; i < 32; ++i)
        rows[1 + i % 10][2 + (i * 7) % 36] = i % 4 == 3 ? 'D' : 'B';
    Level level = test::levelFrom(rows);
    level.version = 2;
    level.obstacles = {Polygon{{{20.0, 5.0}, {21.0, 5.0}, {21.0, 6.0}, {20.0, 6.0}}}};
    SolveOptions unlimited;
    unlimited.maxStates = INT64_MAX;

    OpenFloorPlanJob job(level, unlimited);
    job.cancel();
    const OpenFloorPlan plan = waitFor(job);
    // Cancelled, unless it was quick enough to finish first: either way it ended.
    EXPECT_TRUE(plan.status == SolveStatus::Cancelled || plan.status == SolveStatus::Winnable)
        << plan.reason;

    // Dropped while it plans: the destructor cancels and returns at once (the worker ends on
    // its own). One that waited for the whole unlimited plan would run into ctest's timeout.
    { OpenFloorPlanJob dropped(level, unlimited); }
}

}  // namespace
}  // namespace catmaze
