#pragma once
/// \file
/// The query of a space-time grid (space_time_grid.hpp): the cheapest walk from a tile at a tick
/// to a tile at any later tick, as steps that each take one tick, waits included.

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "catmaze/geom/tile.hpp"
#include "catmaze/search/astar.hpp"
#include "catmaze/search/path_source.hpp"
#include "catmaze/search/search_listener.hpp"
#include "catmaze/search/space_time_grid.hpp"

namespace catmaze {

/// One step of a walk through space and time: where the walker stands after it, and when.
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
struct SpaceTimeStep {
    /// The tile the step ends on.
    Tile tile;
    /// The tick the walker stands there: the start tick plus the step's number (the first is 1).
    std::int64_t tick = 0;
    /// True when the step stays on the tile it starts from.
    bool wait = false;
    /// True when the step meets a mover (always a Costly one: the step cost more for it).
    bool meets = false;

    /// Same tile, tick and kind.
    friend bool operator==(const SpaceTimeStep&, const SpaceTimeStep&) = default;
};

/// What findSpaceTimePath found: the steps (the start left out, as in PathResult), their cost.
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
template <class Cost>
struct SpaceTimePath {
    /// How the search ended (Found, AlreadyThere, Partial, NoPath or Invalid, as PathStatus says).
    PathStatus status = PathStatus::Invalid;
    /// One entry per tick, first step first (empty unless Found or Partial).
    std::vector<SpaceTimeStep> steps;
    /// Sum of the steps' costs.
    Cost cost{};
    /// Nodes (tile-moment pairs) expanded by the search.
    std::int32_t expandedCount = 0;
    /// When Invalid because a move's cost overflowed (see SpaceTimeGrid): that move.
    std::optional<RejectedMove<Cost>> rejectedMove;

    /// True for Found and AlreadyThere: the walk ends on the goal's tile.
    bool reachedGoal() const {
        return status == PathStatus::Found || status == PathStatus::AlreadyThere;
    }
};

/// The latest start tick findSpaceTimePath takes: any walk it finds is at most
/// kMaxSpaceTimeNodes steps long, so every step's tick is a valid std::int64_t.
inline constexpr std::int64_t kMaxSpaceTimeStartTick = std::int64_t{1} << 62;

/// Runs `engine` on `grid` from tile `from` at tick `startTick` to tile `to` at whatever tick
/// the cheapest walk arrives, telling `listener` what the search does (search_listener.hpp),
/// and returns the walk as steps. Ends with Invalid when `from` or `to` is off the grid or a
/// wall (as findTilePath), AlreadyThere when they are the same tile, NoPath when `to` cannot be
/// reached at any moment (Forbidden movers in every way); `options.allowPartial` leads to the
/// tile-moment whose tile is nearest to `to` by the grid's estimate. Throws
/// std::invalid_argument, naming it, unless 0 <= startTick <= kMaxSpaceTimeStartTick. The search
/// visits each tile-moment at most once, so it ends within grid.nodeCount() expansions. Thread
/// safety: as AStar's, one engine per thread (the grid may be shared, see SpaceTimeGrid).
template <class Cost, SearchListener<Cost> Listener>
SpaceTimePath<Cost> findSpaceTimePath(AStar<Cost>& engine, const SpaceTimeGrid<Cost>& grid,
                                      Tile from, std::int64_t startTick, Tile to,
                                      PathOptions options, Listener& listener) {
    if (startTick < 0 || startTick > kMaxSpaceTimeStartTick) {
        throw std::invalid_argument("findSpaceTimePath: the start tick " +
                                    std::to_string(startTick) + " is not within 0 .. 2^62");
    }
    SpaceTimePath<Cost> out;
    const GridSize size = grid.grid().size();
    if (!size.contains(from) || !size.contains(to))
        return out;
    PathResult<Cost> found;
    engine.findPath(grid, grid.nodeAt(from, startTick), grid.nodeAt(to, 0), found, options,
                    listener);
    out.status = found.status;
    out.cost = found.cost;
    out.expandedCount = found.expandedCount;
    out.rejectedMove = found.rejectedMove;
    out.steps.reserve(found.path.size());
    Tile at = from;
    std::int64_t tick = startTick;
    for (const NodeId node : found.path) {
        const Tile next = grid.tileOf(node);
        out.steps.push_back({next, tick + 1, next == at, grid.meetingOf(at, next, tick).met()});
        at = next;
        ++tick;
    }
    return out;
}

/// findSpaceTimePath with nobody listening.
template <class Cost>
SpaceTimePath<Cost> findSpaceTimePath(AStar<Cost>& engine, const SpaceTimeGrid<Cost>& grid,
                                      Tile from, std::int64_t startTick, Tile to,
                                      PathOptions options = {}) {
    NullSearchListener<Cost> nobody;
    return findSpaceTimePath(engine, grid, from, startTick, to, options, nobody);
}

}  // namespace catmaze
