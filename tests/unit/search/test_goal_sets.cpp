// The engine with a source whose goal is a set of nodes (GoalSetSource, path_source.hpp): the
// search ends on the cheapest node of the set, the start in the set is AlreadyThere, and the same
// source without isGoal still goes to the node named.

#include <gtest/gtest.h>

#include <cstdint>
#include <utility>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/path_source.hpp"

namespace catmaze {
namespace {

// Doors along a corridor: node i is the i-th room, each room leads to its neighbours for 1, and
// rooms with the same colour are the same goal (a search for a red room ends in any red one).
class ColouredCorridor {
  public:
    explicit ColouredCorridor(std::vector<int> colours) : colours_(std::move(colours)) {}
    NodeId nodeCount() const { return static_cast<NodeId>(colours_.size()); }
    bool isWalkable(NodeId /*node*/) const { return true; }
    std::int64_t estimateCost(NodeId /*from*/, NodeId /*goal*/) const { return 0; }
    template <class F>
    void forEachNeighbour(NodeId node, F&& f) const {
        if (node > 0)
            f(node - 1, std::int64_t{1});
        if (node + 1 < nodeCount())
            f(node + 1, std::int64_t{1});
    }
    bool isGoal(NodeId node, NodeId goal) const {
        return colours_[static_cast<std::size_t>(node)] == colours_[static_cast<std::size_t>(goal)];
    }

  private:
    std::vector<int> colours_;
};

// The same corridor without isGoal: an ordinary source.
class PlainCorridor : public ColouredCorridor {
  public:
    using ColouredCorridor::ColouredCorridor;
    void isGoal() = delete;  // hides the base's: not a GoalSetSource
};

static_assert(GoalSetSource<ColouredCorridor>);
static_assert(!GoalSetSource<PlainCorridor>);

// Rooms 0..7: red (1) at 1 and 6, the rest plain (0).
const std::vector<int> kCorridorColours = {0, 1, 0, 0, 0, 0, 1, 0};

TEST(GoalSets, TheSearchEndsOnTheCheapestNodeOfTheSet) {
    AStar<std::int64_t> engine;
    // From room 4, a search for room 1 (red) ends in room 6, red too and nearer.
    const PathResult<std::int64_t> found =
        engine.findPath(ColouredCorridor(kCorridorColours), 4, 1);
    ASSERT_EQ(found.status, PathStatus::Found);
    EXPECT_EQ(found.cost, 2);
    EXPECT_EQ(found.path, (std::vector<NodeId>{5, 6}));
}

TEST(GoalSets, AStartInTheSetIsAlreadyThere) {
    AStar<std::int64_t> engine;
    const PathResult<std::int64_t> there =
        engine.findPath(ColouredCorridor(kCorridorColours), 6, 1);
    EXPECT_EQ(there.status, PathStatus::AlreadyThere);
    EXPECT_TRUE(there.path.empty());
}

TEST(GoalSets, ASourceWithoutAGoalSetGoesToTheNodeNamed) {
    AStar<std::int64_t> engine;
    const PathResult<std::int64_t> found = engine.findPath(PlainCorridor(kCorridorColours), 4, 1);
    ASSERT_EQ(found.status, PathStatus::Found);
    EXPECT_EQ(found.cost, 3);
    EXPECT_EQ(found.path, (std::vector<NodeId>{3, 2, 1}));
}

}  // namespace
}  // namespace catmaze
