#pragma once
/// \file
/// The rows of catmaze_bench: each algorithm compared, and how it is prepared for a map.

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "catmaze/search/grid_source.hpp"
#include "workload.hpp"

namespace catmaze::bench {

/// One algorithm prepared for one map: solves its queries.
class Solver {
  public:
    virtual ~Solver() = default;
    /// The answer to `problem` (the path's cost and the expansions).
    virtual Answer solve(const MovingAiProblem& problem) = 0;
};

/// An algorithm row: how to prepare it for a map, and which query list it runs.
struct Row {
    std::string name;             ///< the row's name in the report
    bool tutorialSample = false;  ///< runs the short queries only (Workload::tutorialQueries)
    bool weighted = false;        ///< on the weighted variant of the map (weightedMaps() only)
    /// The algorithm prepared for a map and its grid (which outlives it).
    std::function<std::unique_ptr<Solver>(const Workload&, const GridDataSource<double>&)> make;
};

/// Every row, in the report's order (bench_pathfinding.cpp's file comment says what each is).
const std::vector<Row>& rows();

}  // namespace catmaze::bench
