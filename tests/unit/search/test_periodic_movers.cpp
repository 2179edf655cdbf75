// Movers on a fixed round (periodic_movers.hpp): a back-and-forth walk unrolled into a cycle, the
// common period of several rounds and its limit, and the checks of a mover's tiles and multiplier.

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "catmaze/search/periodic_movers.hpp"

namespace catmaze {
namespace {

using PatrolMover = PeriodicMover<std::int64_t>;

// A mover whose cycle has `length` tiles (all the same tile: only the length matters here).
PatrolMover patrolOfLength(std::size_t length) {
    return PatrolMover{std::vector<Tile>(length, Tile{0, 0})};
}

// The message of the std::invalid_argument `call` throws ("" when it throws nothing).
template <class Call>
std::string patrolErrorOf(Call&& call) {
    try {
        call();
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

TEST(PeriodicMovers, BackAndForthTurnsOnTheEndTilesWithoutStandingStill) {
    const std::vector<Tile> line = {{1, 1}, {2, 1}, {3, 1}, {4, 1}};
    EXPECT_EQ(backAndForthCycle(line),
              (std::vector<Tile>{{1, 1}, {2, 1}, {3, 1}, {4, 1}, {3, 1}, {2, 1}}));
    EXPECT_EQ(backAndForthCycle({{5, 5}, {5, 6}}), (std::vector<Tile>{{5, 5}, {5, 6}}));
    EXPECT_EQ(backAndForthCycle({{5, 5}}), (std::vector<Tile>{{5, 5}}));
    EXPECT_NE(patrolErrorOf([] { backAndForthCycle({}); }).find("no tiles"), std::string::npos);
}

TEST(PeriodicMovers, TheCommonPeriodIsTheLeastCommonMultipleOfTheRounds) {
    EXPECT_EQ(commonPeriod<std::int64_t>({}), 1);
    EXPECT_EQ(commonPeriod(std::vector{patrolOfLength(1)}), 1);
    EXPECT_EQ(commonPeriod(std::vector{patrolOfLength(4), patrolOfLength(6)}), 12);
    EXPECT_EQ(commonPeriod(std::vector{patrolOfLength(6), patrolOfLength(3), patrolOfLength(2)}),
              6);
    EXPECT_EQ(commonPeriod(std::vector{patrolOfLength(7), patrolOfLength(11), patrolOfLength(13),
                                       patrolOfLength(16)}),
              16016);
}

TEST(PeriodicMovers, APeriodOverTheLimitIsNothingAndNeverOverflows) {
    EXPECT_EQ(commonPeriod(std::vector{patrolOfLength(4), patrolOfLength(6)}, 12), 12);
    EXPECT_EQ(commonPeriod(std::vector{patrolOfLength(4), patrolOfLength(6)}, 11), std::nullopt);
    // Seventeen primes: their product is far beyond 2^64, the check stops before it overflows.
    std::vector<PatrolMover> primes;
    for (const std::size_t p : {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59})
        primes.push_back(patrolOfLength(p));
    EXPECT_EQ(commonPeriod(primes, std::numeric_limits<std::int64_t>::max()), std::nullopt);
    EXPECT_EQ(commonPeriod(primes), std::nullopt);  // the default limit, kMaxMoverPeriod
    EXPECT_NE(
        patrolErrorOf([] { commonPeriod(std::vector{patrolOfLength(2)}, 0); }).find("limit 0"),
        std::string::npos);
    EXPECT_NE(patrolErrorOf([] {
                  commonPeriod(std::vector{patrolOfLength(2), patrolOfLength(0)});
              }).find("mover 1 has an empty cycle"),
              std::string::npos);
}

TEST(PeriodicMovers, AMoverOffTheGridOrWithABadMultiplierIsNamed) {
    const GridSize size{4, 3};
    const PatrolMover fine{{{0, 0}, {1, 0}}, MeetingRule::Costly, 10};
    EXPECT_NO_THROW(requireValidMovers(std::vector{fine}, size, "Test"));

    const PatrolMover offGrid{{{0, 0}, {4, 0}}};
    EXPECT_EQ(patrolErrorOf([&] {
                  requireValidMovers(std::vector{fine, offGrid}, size, "Test");
              }),
              "Test: mover 1 walks through (4,0), off the 4x3 grid");

    const PatrolMover cheap{{{0, 0}}, MeetingRule::Forbidden, 0};
    EXPECT_EQ(patrolErrorOf([&] { requireValidMovers(std::vector{cheap}, size, "Test"); }),
              "Test: mover 0 has the multiplier 0; it must be a finite number >= 1");

    const PatrolMover nowhere{{}};
    EXPECT_EQ(patrolErrorOf([&] { requireValidMovers(std::vector{nowhere}, size, "Test"); }),
              "Test: mover 0 has an empty cycle");
}

}  // namespace
}  // namespace catmaze
