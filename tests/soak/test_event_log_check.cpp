// The soak test's event-log checker finds each broken rule (and accepts a consistent log).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "event_log_check.hpp"

namespace catmaze::soak {
namespace {

const std::string kLoaded = R"({"event":"level_loaded","cat":[1,1]})";

std::string step(int col, int row, int n) {
    return R"({"event":"step","tile":[)" + std::to_string(col) + "," + std::to_string(row) +
           R"(],"steps":)" + std::to_string(n) + "}";
}

TEST(EventLogCheck, AConsistentLogHasNoProblems) {
    const EventLogReport r = checkEventLog(
        {kLoaded, step(2, 1, 1), R"({"event":"bone","tile":[2,1],"bones":1})", step(3, 2, 2),
         R"({"event":"dog_bribed","tile":[3,2],"bones":0})", step(4, 2, 3), R"({"event":"won"})",
         R"({"event":"restart"})", step(1, 2, 1), R"({"event":"lost"})", kLoaded, step(1, 2, 1)});
    EXPECT_TRUE(r.problems.empty()) << r.problems.front();
    EXPECT_EQ(r.steps, 5U);
    EXPECT_EQ(r.levels, 3U);
    EXPECT_EQ(r.ends, 2U);
}

TEST(EventLogCheck, FindsEachBrokenRule) {
    const auto problems = [](const std::vector<std::string>& lines) {
        return checkEventLog(lines).problems;
    };
    EXPECT_EQ(problems({kLoaded, step(3, 1, 1)}).size(), 1U) << "a jump";
    EXPECT_EQ(problems({kLoaded, step(2, 1, 2)}).size(), 1U) << "a skipped step number";
    EXPECT_EQ(problems({kLoaded, R"({"event":"dog_bribed","bones":-1})"}).size(), 1U);
    EXPECT_EQ(problems({kLoaded, R"({"event":"won"})", R"({"event":"lost"})"}).size(), 1U);
    EXPECT_EQ(problems({kLoaded, R"({"event":"won"})", step(2, 1, 1)}).size(), 1U);
    EXPECT_EQ(problems({kLoaded, "{\"event\":"}).size(), 1U) << "a cut line";
    // A restart puts the cat back on its start.
    EXPECT_TRUE(
        problems({kLoaded, step(2, 1, 1), R"({"event":"restart"})", step(1, 2, 1)}).empty());
}

}  // namespace
}  // namespace catmaze::soak
