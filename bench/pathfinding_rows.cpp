#include "pathfinding_rows.hpp"

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_landmarks.hpp"
#include "catmaze/search/jump_point_search.hpp"
#include "catmaze/search/tutorial_search.hpp"
#include "legacy_astar.hpp"
#include "legacy_jps.hpp"
#include "textbook_astar.hpp"

namespace catmaze::bench {

namespace {

template <class Search>
class SolverOf final : public Solver {
  public:
    explicit SolverOf(Search search) : search_(std::move(search)) {}
    Answer solve(const MovingAiProblem& problem) override { return search_(problem); }

  private:
    Search search_;
};
template <class Search>
std::unique_ptr<Solver> solverOf(Search search) {
    return std::make_unique<SolverOf<Search>>(std::move(search));
}

// Our engine (or its frozen copy) on `source`, which may be the grid itself or the grid seen
// through the interface.
template <class Engine, class Source>
std::unique_ptr<Solver> engineSolver(const Source& source, GridSize size) {
    struct State {
        Engine engine;
        PathResult<double> result;
    };
    auto state = std::make_shared<State>();
    return solverOf([state, &source, size](const MovingAiProblem& p) {
        state->engine.findPath(source, size.indexOf(p.start), size.indexOf(p.goal), state->result);
        return Answer{state->result.reachedGoal(), state->result.cost, state->result.expandedCount};
    });
}

// Jump point search with scans only, or with tables only (not JumpTablesUse::Auto, which would
// switch to tables after a few queries).
template <JumpTablesUse kUse>
struct JumpPointSearchWith : JumpPointSearch<double> {
    JumpPointSearchWith() : JumpPointSearch<double>(false, kUse) {}
};
using JumpPointScans = JumpPointSearchWith<JumpTablesUse::Never>;
using JumpPointTables = JumpPointSearchWith<JumpTablesUse::Always>;
// Scans with prospective g pruning (JumpPointSearch::setProspectivePruning), for its ratio.
struct JumpPointScansProspective : JumpPointScans {
    JumpPointScansProspective() { setProspectivePruning(true); }
};

// Jump point search (scans, or tables) estimating with landmarks built for the map once, when
// the solver is made (bench_jump_tables.cpp times the build).
template <JumpTablesUse kUse>
std::unique_ptr<Solver> landmarkSolver(const GridDataSource<double>& grid, GridSize size) {
    struct State {
        JumpPointSearchWith<kUse> engine;
        GridLandmarks<double> landmarks;
        PathResult<double> result;
    };
    auto state = std::make_shared<State>();
    state->landmarks.build(grid, GridLandmarks<double>::kDefaultCount);
    state->engine.setLandmarks(&state->landmarks);
    return solverOf([state, &grid, size](const MovingAiProblem& p) {
        state->engine.findPath(grid, size.indexOf(p.start), size.indexOf(p.goal), state->result);
        return Answer{state->result.reachedGoal(), state->result.cost, state->result.expandedCount};
    });
}

}  // namespace

const std::vector<Row>& rows() {
    using Grid = GridDataSource<double>;
    static const std::vector<Row> all = {
        {"Tutorial", true, false,
         [](const Workload& w, const Grid& g) {
             return solverOf([&g, size = w.map.size](const MovingAiProblem& p) {
                 const PathResult<double> r = TutorialSearch<double>().findPath(
                     g, size.indexOf(p.start), size.indexOf(p.goal));
                 return Answer{r.reachedGoal(), r.cost, r.expandedCount};
             });
         }},
        {"AStarOnTutorialSample", true, false,
         [](const Workload& w, const Grid& g) {
             return engineSolver<AStar<double>>(g, w.map.size);
         }},
        {"Textbook", false, false,
         [](const Workload& w, const Grid&) {
             auto search = std::make_shared<TextbookAStar>(w.map);
             return solverOf([search](const MovingAiProblem& p) { return search->solve(p); });
         }},
        {"AStarBefore", false, false,
         [](const Workload& w, const Grid& g) {
             return engineSolver<LegacyAStar<double>>(static_cast<const PathDataSource<double>&>(g),
                                                      w.map.size);
         }},
        {"AStarVirtual", false, false,
         [](const Workload& w, const Grid& g) {
             return engineSolver<AStar<double>>(static_cast<const PathDataSource<double>&>(g),
                                                w.map.size);
         }},
        {"AStarConcrete", false, false,
         [](const Workload& w, const Grid& g) {
             return engineSolver<AStar<double>>(g, w.map.size);
         }},
        {"JPS", false, false,
         [](const Workload& w, const Grid& g) {
             return engineSolver<JumpPointScans>(g, w.map.size);
         }},
        {"JPSProspective", false, false,
         [](const Workload& w, const Grid& g) {
             return engineSolver<JumpPointScansProspective>(g, w.map.size);
         }},
        {"JPSTables", false, false,
         [](const Workload& w, const Grid& g) {
             return engineSolver<JumpPointTables>(g, w.map.size);
         }},
        {"JPSLandmarks", false, false,
         [](const Workload& w, const Grid& g) {
             return landmarkSolver<JumpTablesUse::Never>(g, w.map.size);
         }},
        {"JPSTablesLandmarks", false, false,
         [](const Workload& w, const Grid& g) {
             return landmarkSolver<JumpTablesUse::Always>(g, w.map.size);
         }},
        {"JPSBefore", false, false,
         [](const Workload& w, const Grid& g) {
             return engineSolver<LegacyJumpPointSearch<double>>(g, w.map.size);
         }},
        {"WeightedAStar", false, true,
         [](const Workload& w, const Grid& g) {
             return engineSolver<AStar<double>>(g, w.map.size);
         }},
        {"WeightedJPS", false, true,
         [](const Workload& w, const Grid& g) {
             return engineSolver<JumpPointScans>(g, w.map.size);
         }},
        {"WeightedJPSProspective", false, true,
         [](const Workload& w, const Grid& g) {
             return engineSolver<JumpPointScansProspective>(g, w.map.size);
         }},
        {"WeightedJPSTables", false, true,
         [](const Workload& w, const Grid& g) {
             return engineSolver<JumpPointTables>(g, w.map.size);
         }},
        {"WeightedJPSBefore", false, true,
         [](const Workload& w, const Grid& g) {
             return engineSolver<LegacyJumpPointSearch<double>>(g, w.map.size);
         }},
    };
    return all;
}

}  // namespace catmaze::bench
