// Must not compile: an AStar<int> searching a GridDataSource<double> would round every move's
// cost (it answered 3 where the cheapest path costs 4.24). The error must name both cost types
// (tests/unit/CMakeLists.txt, search_engine_cost_must_match_the_source). Compiled with
// CATMAZE_PROBE_SAME_COST the engine is an AStar<double> and the file compiles, so the failure is
// the check's and not a broken command.

#include <cstdint>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"

int main() {
#ifdef CATMAZE_PROBE_SAME_COST
    using EngineCost = double;
#else
    using EngineCost = int;
#endif
    const catmaze::GridDataSource<double> grid({4, 4}, std::vector<std::uint8_t>(16, 1),
                                               catmaze::movingAiMovement());
    catmaze::AStar<EngineCost> engine;
    return engine.findPath(grid, 0, 15).status == catmaze::PathStatus::Found ? 0 : 1;
}
