#pragma once
/// \file
/// JumpPointSearch: finds grid paths with jump point search (JumpPointGrid, in
/// jump_point_grid.hpp: the pruning rules and the jumps) when the grid allows it and with plain A*
/// otherwise, and keeps the jump tables of the grid it searches (jump_tables.hpp) up to date.

#include <cstdint>
#include <memory>
#include <vector>

#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_grid.hpp"
#include "catmaze/search/jump_tables.hpp"
#include "catmaze/search/landmark_grid.hpp"

namespace catmaze {

/// When JumpPointSearch looks jumps up in tables instead of scanning (see findPath).
enum class JumpTablesUse {
    Never,   ///< always scan
    Auto,    ///< the rule of JumpPointSearch::wantsTables
    Always,  ///< tables whenever jump point search applies and no scanned cells are recorded
};

/// Finds grid paths with jump point search when the grid allows it, and with plain A*
/// otherwise. Keep one and reuse it: like AStar, it does not allocate once its buffers have
/// grown (unless it records scanned cells, or builds jump tables).
///
/// Jump tables: the engine keeps the JumpTables of the grid it last searched with tables, with
/// the grid's identity and revision (GridDataSource::identity, revision). Before each search
/// with tables it brings them up to date: a local JumpTables::update per cell changed since (the
/// grid lists them), or a rebuild when the grid cannot list them or is another grid object (a
/// copy, an assignment or a new grid at the same address has another identity). So the tables a
/// search uses are always those of the grid as it is.
///
/// Thread safety: as AStar, one search at a time (it keeps its engine and tables between
/// searches): use one per thread. Several may search the same unchanging grid at once.
template <class Cost>
class JumpPointSearch {
  public:
    /// `recordScanned`: see setRecordScannedCells. `tables`: see setJumpTablesUse.
    explicit JumpPointSearch(bool recordScanned = false, JumpTablesUse tables = JumpTablesUse::Auto)
        : recordScanned_(recordScanned), tablesUse_(tables) {}

    /// The Auto rule's thresholds: tables for a grid of at least kTablesMinCells cells once this
    /// engine's searches of that same grid object (changed or not: changes are cheap local
    /// updates) have expanded one jump point per kCellsPerJumpPoint cells of the grid. Rent or
    /// buy: building the tables costs about what scanning costs over that many expansions more
    /// than looking the jumps up (docs/PERFORMANCE.md, "Graph queries and jump tables"), so scan
    /// until the scans have cost about one build, then build. Counting work, not searches, makes
    /// a grid whose searches are long (dogs everywhere) switch sooner than one whose searches
    /// are a few jumps.
    static constexpr std::int64_t kTablesMinCells = 64 * 64;
    /// See kTablesMinCells.
    static constexpr std::int64_t kCellsPerJumpPoint = 8;
    /// The Auto rule's last test, made once per grid object when it first builds tables: keep
    /// them only when the grid's straight jumps (from every walkable cell in the four straight
    /// directions, to where a scan stops or before the wall) are at least this many cells on
    /// average. Where jumps are a few cells long, a scan reads a word or two that are in the
    /// cache anyway while a table read misses it: tables were 1.1-1.7x slower than word scans
    /// on maze512, random512 and 8room with dogs (2-3 cells a jump), and 1.2-3.8x faster on
    /// den312d, arena2 and Berlin (6-22 with dogs; docs/PERFORMANCE.md).
    static constexpr double kTablesMinMeanJump = 4.0;

    /// True when jump point search applies to `grid`: diagonals without corner cutting (the
    /// pruning rules below are written for that rule), and a diagonal move costing more than a
    /// straight one but less than two (the pruning rules rely on both).
    /// 4-connected grids use A*: JPS's gain there is small and needs other pruning rules.
    static bool supports(const GridDataSource<Cost>& grid) {
        const GridMovement<Cost>& r = grid.movement();
        return r.diagonal == DiagonalMode::NoCornerCutting && r.straightCost < r.diagonalCost &&
               r.diagonalCost < r.straightCost + r.straightCost;
    }

    /// Like AStar::findPath on `grid`: the same statuses and the same (cheapest) cost; the path
    /// lists every cell. A Partial answer comes from A* (the whole reachable area is searched
    /// anyway when the goal cannot be reached, and A* knows the closest cell).
    void findPath(const GridDataSource<Cost>& grid, NodeId start, NodeId goal,
                  PathResult<Cost>& result, PathOptions options = {}) {
        NullSearchListener<Cost> nobody;
        findPath(grid, start, goal, result, options, nobody);
    }

    /// Same, telling `listener` what the search does as it runs (search_listener.hpp): the jump
    /// points it generates, relaxes and expands, or the cells when it runs A*. When a jump point
    /// search finds no path and a Partial answer is asked for, A* searches again and the
    /// listener hears that search too.
    template <class Listener>
    requires SearchListener<Listener, Cost>
    void findPath(const GridDataSource<Cost>& grid, NodeId start, NodeId goal,
                  PathResult<Cost>& result, PathOptions options, Listener& listener) {
        scanned_.clear();
        usedTables_ = false;
        usedJumps_ = supports(grid);
        // Only towards a goal that has landmark costs (a bad goal is A*'s to report).
        usedLandmarks_ = landmarks_ != nullptr && landmarks_->fits(grid) && goal >= 0 &&
                         goal < grid.nodeCount() && grid.isWalkable(goal);
        if (!usedJumps_) {
            // A Partial answer is the same as without them: landmarks lie in one connected part,
            // so when the goal cannot be reached, it or every cell reached is outside that part,
            // where their bound is 0 and the estimate the grid's own.
            if (usedLandmarks_)
                engine_.findPath(LandmarkGrid<Cost>(grid, *landmarks_, goal), start, goal, result,
                                 options, listener);
            else
                engine_.findPath(grid, start, goal, result, options, listener);
            expanded_ = result.expandedCount;
            return;
        }
        usedTables_ = wantsTables(grid);
        if (searchedGrid_ != grid.identity()) {
            searchedGrid_ = grid.identity();
            expandedOnGrid_ = 0;
        }
        if (usedTables_ && tablesUse_ == JumpTablesUse::Auto && judgedGrid_ != grid.identity())
            usedTables_ = judgeTables(grid);
        const GridLandmarks<Cost>* landmarks = usedLandmarks_ ? landmarks_ : nullptr;
        const AStar<Cost>* pruneBy = prospectivePruning_ ? &engine_ : nullptr;
        if (usedTables_) {
            prepareTables(grid);
            const JumpPointGrid<Cost, JumpSource::Tables> jumps(grid, goal, nullptr, &tables_,
                                                                landmarks, pruneBy);
            engine_.findPath(jumps, start, goal, jumpPoints_, {}, listener);
        } else {
            const JumpPointGrid<Cost> jumps(grid, goal, recordScanned_ ? &scanned_ : nullptr,
                                            nullptr, landmarks, pruneBy);
            engine_.findPath(jumps, start, goal, jumpPoints_, {}, listener);
        }
        if (jumpPoints_.status == PathStatus::NoPath && options.allowPartial) {
            usedJumps_ = false;
            usedLandmarks_ = false;
            engine_.findPath(grid, start, goal, result, options, listener);
            expanded_ = result.expandedCount;
            return;
        }
        expanded_ = jumpPoints_.expandedCount;
        expandedOnGrid_ += expanded_;
        result.status = jumpPoints_.status;
        result.cost = jumpPoints_.cost;
        result.expandedCount = jumpPoints_.expandedCount;
        result.path.clear();
        const int width = grid.size().width;
        NodeId at = start;
        int atY = start / width;
        int atX = start - atY * width;
        for (const NodeId next : jumpPoints_.path) {
            // Diagonal steps while both coordinates differ, then straight ones: the run that
            // reached `next` (see the file comment).
            const int nextY = next / width;
            const int nextX = next - nextY * width;
            const int dx = (nextX > atX) - (nextX < atX);
            const int dy = (nextY > atY) - (nextY < atY);
            const int across = dx * (nextX - atX);
            const int along = dy * (nextY - atY);
            const int diagonal = across < along ? across : along;
            const int longer = across < along ? along : across;
            for (int k = 0; k < diagonal; ++k)
                result.path.push_back(at += dy * width + dx);
            const NodeId straight = across > along ? dx : dy * width;
            for (int k = diagonal; k < longer; ++k)
                result.path.push_back(at += straight);
            atX = nextX;
            atY = nextY;
        }
    }

    /// Same, returning a fresh result.
    PathResult<Cost> findPath(const GridDataSource<Cost>& grid, NodeId start, NodeId goal,
                              PathOptions options = {}) {
        PathResult<Cost> result;
        findPath(grid, start, goal, result, options);
        return result;
    }

    /// Whether later searches look jumps up in tables: Never, Always (unless recording scanned
    /// cells), or Auto: when wantsTables says so.
    void setJumpTablesUse(JumpTablesUse use) { tablesUse_ = use; }
    /// True when the next search of `grid` (with jump points) would use tables: never while
    /// recording scanned cells (tables visit no cells); with Auto, the grid has at least
    /// kTablesMinCells cells, this engine's searches of it so far, in a row, have expanded at
    /// least cellCount / kCellsPerJumpPoint jump points, and the grid's jumps have not been
    /// found too short for tables to pay (kTablesMinMeanJump; judged on the first build).
    bool wantsTables(const GridDataSource<Cost>& grid) const {
        if (recordScanned_ || tablesUse_ == JumpTablesUse::Never)
            return false;
        const std::int64_t cells = grid.size().cellCount();
        return tablesUse_ == JumpTablesUse::Always ||
               (cells >= kTablesMinCells && searchedGrid_ == grid.identity() &&
                expandedOnGrid_ >= cells / kCellsPerJumpPoint &&
                (judgedGrid_ != grid.identity() || tablesPay_));
    }
    /// Landmarks for later searches' estimates (null: none), kept by the caller while set. A
    /// search uses them only when they fit the grid it searches (GridLandmarks::fits: built for
    /// that grid object as it is now) and estimates with the grid's estimate alone otherwise; on
    /// a grid jump point search does not take, the A* it runs uses them too (LandmarkGrid).
    void setLandmarks(const GridLandmarks<Cost>* landmarks) { landmarks_ = landmarks; }
    /// The landmarks set by setLandmarks (null: none).
    const GridLandmarks<Cost>* landmarks() const { return landmarks_; }
    /// Whether later jump point searches use prospective g pruning (JumpPointGrid's constructor;
    /// off by default): the same paths and costs, 3-20 % fewer jump points expanded, but a table
    /// read per expansion and per walk cell that finds a jump point, which costs about what the
    /// pruning saves (docs/PERFORMANCE.md, "Prospective g pruning").
    void setProspectivePruning(bool on) { prospectivePruning_ = on; }
    /// True when the last search's estimates used landmarks.
    bool lastSearchUsedLandmarks() const { return usedLandmarks_; }
    /// True when the last search looked its jumps up in tables.
    bool lastSearchUsedTables() const { return usedTables_; }

    /// Whether later searches record the cells their scans visit (for the search overlay).
    void setRecordScannedCells(bool record) { recordScanned_ = record; }
    /// The cells the last search's scans visited, in order, with repeats (empty unless
    /// recording, or when the last search ran A*).
    const std::vector<NodeId>& scannedCells() const { return scanned_; }
    /// Nodes the last search expanded: jump points, or cells when it ran A*.
    std::int32_t lastExpandedCount() const { return expanded_; }
    /// True when the last search used jump points; false when it ran plain A*.
    bool lastSearchJumped() const { return usedJumps_; }
    /// The engine of the last search: its visitOf and costSoFar describe jump points when
    /// lastSearchJumped(), grid cells otherwise.
    const AStar<Cost>& engine() const { return engine_; }

  private:
    // Builds the tables of `grid` and keeps them if its straight jumps are long enough on
    // average (kTablesMinMeanJump); remembers the verdict for this grid object.
    bool judgeTables(const GridDataSource<Cost>& grid) {
        prepareTables(grid);
        std::int64_t steps = 0;
        std::int64_t jumps = 0;
        for (NodeId cell = 0; cell < grid.nodeCount(); ++cell) {
            if (!grid.isWalkable(cell))
                continue;
            for (int direction = 0; direction < 4; ++direction)  // kStepOrder's straight ones
                steps += tables_.jump(cell, direction).steps;
            jumps += 4;
        }
        judgedGrid_ = grid.identity();
        tablesPay_ = jumps > 0 && static_cast<double>(steps) >= kTablesMinMeanJump * jumps;
        if (!tablesPay_) {
            tables_ = JumpTables();  // the memory back: this grid scans from now on
            tablesGrid_.reset();
        }
        return tablesPay_;
    }
    // Brings tables_ up to date with `grid` (see the class comment).
    void prepareTables(const GridDataSource<Cost>& grid) {
        const bool same = tablesGrid_ == grid.identity() && tables_.size() == grid.size();
        if (!same || !grid.forEachCellChangedSince(tablesRevision_,
                                                   [&](Tile cell) { tables_.update(grid, cell); }))
            tables_.build(grid);
        tablesGrid_ = grid.identity();
        tablesRevision_ = grid.revision();
    }

    AStar<Cost> engine_;
    PathResult<Cost> jumpPoints_;
    JumpTables tables_;
    std::shared_ptr<const char> tablesGrid_;    // the identity of the grid tables_ are for
    std::uint64_t tablesRevision_ = 0;          // and its revision then
    std::shared_ptr<const char> searchedGrid_;  // the identity of the grid last searched
    std::int64_t expandedOnGrid_ = 0;           // jump points its searches in a row expanded
    std::shared_ptr<const char> judgedGrid_;    // the grid whose jumps were last judged
    bool tablesPay_ = false;                    // and whether tables pay there
    bool usedTables_ = false;
    const GridLandmarks<Cost>* landmarks_ = nullptr;
    bool usedLandmarks_ = false;
    bool prospectivePruning_ = false;
    std::vector<NodeId> scanned_;
    bool recordScanned_ = false;
    JumpTablesUse tablesUse_ = JumpTablesUse::Auto;
    bool usedJumps_ = false;
    std::int32_t expanded_ = 0;
};

}  // namespace catmaze
