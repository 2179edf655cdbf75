#pragma once
// The search algorithms the tool can run on a grid (`--algorithm` of `bench` and `path`).

#include <optional>
#include <string>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"
#include "catmaze/search/tutorial_search.hpp"

namespace catmaze::tool {

/// `astar`: the engine; `jps`: jump point search (A* where it does not apply, as in the game);
/// `dijkstra`: the engine with no estimate; `tutorial`: the original tutorial's list-based A*.
enum class Algorithm { AStar, Jps, Dijkstra, Tutorial };

/// The algorithm named by `text` (`fallback` when unset); throws UsageError for another word.
Algorithm parseAlgorithm(const std::optional<std::string>& text, Algorithm fallback);

/// A grid seen without its estimate: the engine then runs Dijkstra's algorithm.
template <class Cost>
struct WithoutEstimate {
    const GridDataSource<Cost>& grid;
    NodeId nodeCount() const { return grid.nodeCount(); }
    bool isWalkable(NodeId n) const { return grid.isWalkable(n); }
    Cost estimateCost(NodeId, NodeId) const { return Cost{}; }
    template <class F>
    void forEachNeighbour(NodeId node, F&& f) const {
        grid.forEachNeighbour(node, f);
    }
};

/// Runs one of the algorithms; keep one to reuse the engines' buffers.
template <class Cost>
class GridSearcher {
  public:
    void findPath(Algorithm algorithm, const GridDataSource<Cost>& grid, NodeId start, NodeId goal,
                  PathResult<Cost>& result) {
        switch (algorithm) {
            case Algorithm::AStar:
                astar_.findPath(grid, start, goal, result);
                return;
            case Algorithm::Jps:
                jps_.findPath(grid, start, goal, result);
                return;
            case Algorithm::Dijkstra:
                astar_.findPath(WithoutEstimate<Cost>{grid}, start, goal, result);
                return;
            case Algorithm::Tutorial:
                result = TutorialSearch<Cost>().findPath(grid, start, goal);
                return;
        }
    }

  private:
    AStar<Cost> astar_;
    JumpPointSearch<Cost> jps_;
};

}  // namespace catmaze::tool
