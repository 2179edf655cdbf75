#pragma once
/// \file
/// A grid with predictable movers as a data source whose nodes are (tile, moment) pairs: A*
/// over it (astar.hpp) plans the cheapest walk to a tile through a world that moves, waits
/// included (space-time A*). space_time_path.hpp runs the query and gives the walk as steps.

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "catmaze/geom/tile.hpp"
#include "catmaze/search/detail/contract_text.hpp"
#include "catmaze/search/detail/grid_checks.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/path_source.hpp"
#include "catmaze/search/periodic_movers.hpp"

namespace catmaze {

/// What one step meets (SpaceTimeGrid::meetingOf).
/// Thread safety: a plain value: copies may be used anywhere; one object read from several
/// threads at once is safe while none writes it.
template <class Cost>
struct StepMeeting {
    /// How many movers the step meets.
    std::int32_t movers = 0;
    /// True when one of them is MeetingRule::Forbidden: the step is never taken.
    bool forbidden = false;
    /// The largest multiplier of the Costly movers met (1 when none): what the step's cost is
    /// multiplied by. Meeting two movers at once costs as much as meeting the dearer one.
    Cost multiplier{1};

    /// True when the step meets at least one mover.
    bool met() const { return movers > 0; }
};

/// The most nodes (tiles times the common period) a SpaceTimeGrid may have: the engine keeps 16
/// bytes per node for 8-byte costs, so a search of the largest one holds at most 64 MiB.
inline constexpr std::int64_t kMaxSpaceTimeNodes = std::int64_t{1} << 22;

/// A GridDataSource and its PeriodicMovers seen through time. A node is a tile at a moment of the
/// movers' common period P (commonPeriod): `phase * cellCount + cell`, where `phase` is the tick
/// modulo P and `cell` the grid's node id of the tile. Every move takes one tick:
/// - a step to a neighbouring tile is one of the grid's moves (its movement model: 4- or
///   8-connected, its diagonal rule, so a corner is cut only if the grid allows it), at the grid's
///   cost (the base cost times the cell's multiplier);
/// - a wait on the tile costs a straight step (not multiplied by the cell's multiplier: the walker
///   does not enter the tile again);
/// - a move that meets movers (see PeriodicMover: the walker ends on a mover's tile, or they swap
///   tiles) is not listed when one of them is Forbidden, else costs StepMeeting::multiplier times
///   more. A move whose cost would overflow `Cost` is listed with the cost 0, which the engine
///   rejects (PathStatus::Invalid with the move), rather than a wrong cost.
///
/// A search for a goal node ends on the goal's tile at any moment (GoalSetSource: isGoal), so
/// name the goal as nodeAt(tile, 0). The estimate is the grid's to the goal's tile, ignoring
/// time: a consistent lower bound, since every step costs at least the grid's step and a wait
/// costs something while getting no nearer. With no movers the period is 1, node ids are the
/// grid's, and A* finds the paths the grid's own search finds (a wait never helps when nothing
/// moves).
///
/// Contracts: the constructor checks the movers and the sizes (see it) and throws before
/// anything is searched. The grid is held by reference (a temporary one is refused): it must
/// outlive this object and keep its size, and is read as it stands at each search (a wall raised
/// or a dog paid between two searches counts), but must not change during one. The engine's
/// questions (nodeCount ... forEachNeighbour) take ids in `[0, nodeCount())` and do not check them;
/// the queries by tile and tick check theirs. Moves are not vouched for (a product of costs could
/// overflow): the engine checks them.
///
/// Thread safety: nothing changes after construction, so one SpaceTimeGrid may be searched by
/// several threads at once, each with its own AStar, while nobody changes its grid.
///
/// Cost per expansion: the grid's moves and the wait, and for a move onto a tile a mover stands on
/// at either end of the tick (one bit looked up per move), one look at each mover.
template <class Cost>
class SpaceTimeGrid {
  public:
    /// `grid` (held by reference) with `movers` (copied). Throws std::invalid_argument, naming
    /// the bad value, when a mover is not valid (requireValidMovers: an empty cycle, a tile off
    /// the grid, a multiplier that is not finite and >= 1), when the common period is over
    /// kMaxMoverPeriod, or when the grid's tiles times the period, or the movers times the
    /// period, are over kMaxSpaceTimeNodes.
    SpaceTimeGrid(const GridDataSource<Cost>& grid, std::vector<PeriodicMover<Cost>> movers)
        : grid_(grid), movers_(std::move(movers)), cells_(grid.nodeCount()) {
        requireValidMovers(movers_, grid_.size(), "SpaceTimeGrid");
        const auto period = commonPeriod(movers_, kMaxMoverPeriod);
        if (!period) {
            throw std::invalid_argument(
                "SpaceTimeGrid: the movers' common period (the least "
                "common multiple of their cycle lengths) is over " +
                std::to_string(kMaxMoverPeriod));
        }
        requireNodes(std::int64_t{cells_} * *period, "tiles", cells_, *period);
        requireNodes(static_cast<std::int64_t>(movers_.size()) * *period, "movers",
                     static_cast<std::int64_t>(movers_.size()), *period);
        period_ = static_cast<NodeId>(*period);
        tabulateMovers();
    }

    /// Not from a temporary grid: the space-time grid keeps a reference to it.
    SpaceTimeGrid(GridDataSource<Cost>&& grid, std::vector<PeriodicMover<Cost>> movers) = delete;

    /// The grid walked.
    const GridDataSource<Cost>& grid() const { return grid_; }
    /// The movers, as given.
    const std::vector<PeriodicMover<Cost>>& movers() const { return movers_; }
    /// The movers' common period (1 with no movers): the moments a node tells apart.
    std::int32_t period() const { return period_; }

    /// The node of tile `t` at `tick`. Throws std::out_of_range, naming the tile, when `t` is off
    /// the grid, and std::invalid_argument when `tick` < 0.
    NodeId nodeAt(Tile t, std::int64_t tick) const {
        detail::requireOnGrid(grid_.size(), "SpaceTimeGrid::nodeAt", t);
        return checkedPhase(tick, "SpaceTimeGrid::nodeAt") * cells_ + grid_.size().indexOf(t);
    }
    /// The tile of `node` (a node: `0 <= node < nodeCount()`, not checked).
    Tile tileOf(NodeId node) const { return grid_.size().tileAt(node % cells_); }
    /// The moment of `node` in the period: its tick modulo period() (`node` is not checked).
    std::int32_t phaseOf(NodeId node) const { return node / cells_; }

    /// Where mover `mover` stands at `tick`. Throws std::out_of_range when there is no such
    /// mover and std::invalid_argument when `tick` < 0.
    Tile moverAt(std::size_t mover, std::int64_t tick) const {
        if (mover >= movers_.size()) {
            throw std::out_of_range("SpaceTimeGrid::moverAt: no mover " + std::to_string(mover) +
                                    " (there are " + std::to_string(movers_.size()) + ")");
        }
        const std::int32_t phase = checkedPhase(tick, "SpaceTimeGrid::moverAt");
        return grid_.size().tileAt(positionAt(phase, mover));
    }

    /// What the step from `from` at `tick` to `to` at `tick + 1` meets (a wait when from == to;
    /// the tiles need not be neighbours). Throws std::out_of_range, naming the tile, when one is
    /// off the grid, and std::invalid_argument when `tick` < 0.
    StepMeeting<Cost> meetingOf(Tile from, Tile to, std::int64_t tick) const {
        detail::requireOnGrid(grid_.size(), "SpaceTimeGrid::meetingOf", from);
        detail::requireOnGrid(grid_.size(), "SpaceTimeGrid::meetingOf", to);
        const std::int32_t phase = checkedPhase(tick, "SpaceTimeGrid::meetingOf");
        return meetingAt(phase, nextPhase(phase), grid_.size().indexOf(from),
                         grid_.size().indexOf(to));
    }

    /// Tiles times the period.
    NodeId nodeCount() const { return cells_ * period_; }
    /// True when the tile of `node` is walkable on the grid.
    bool isWalkable(NodeId node) const { return grid_.isWalkable(node % cells_); }
    /// True when `node` is on the tile of `goal`, at any moment (GoalSetSource).
    bool isGoal(NodeId node, NodeId goal) const { return node % cells_ == goal % cells_; }
    /// The grid's estimate from the tile of `from` to the tile of `goal` (see the class comment).
    Cost estimateCost(NodeId from, NodeId goal) const {
        return grid_.estimateCost(from % cells_, goal % cells_);
    }
    /// The moves from `node` to the next moment, as `f(NodeId next, Cost cost)`: the grid's
    /// moves in its order, then the wait; those that meet a Forbidden mover left out (see the
    /// class comment). The engine's inlined path (DirectPathSource).
    template <class F>
    void forEachNeighbour(NodeId node, F&& f) const {
        const NodeId cell = node % cells_;
        const std::int32_t phase = node / cells_;
        const std::int32_t next = nextPhase(phase);
        const NodeId nextBase = next * cells_;
        const auto visit = [&](NodeId to, Cost cost) {
            if (!occupied(phase, to) && !occupied(next, to)) {
                f(nextBase + to, cost);
                return;
            }
            const StepMeeting<Cost> meeting = meetingAt(phase, next, cell, to);
            if (!meeting.forbidden)
                f(nextBase + to, meeting.met() ? multiplied(cost, meeting.multiplier) : cost);
        };
        grid_.forEachNeighbour(cell, visit);
        visit(cell, grid_.movement().straightCost);
    }

  private:
    // Throws unless `count` (`a` of `what` times the period `b`) is within kMaxSpaceTimeNodes.
    static void requireNodes(std::int64_t count, const char* what, std::int64_t a, std::int64_t b) {
        if (count <= kMaxSpaceTimeNodes)
            return;
        throw std::invalid_argument("SpaceTimeGrid: " + std::to_string(a) + " " + what +
                                    " times the period " + std::to_string(b) + " is " +
                                    std::to_string(count) + ", over the limit of " +
                                    std::to_string(kMaxSpaceTimeNodes));
    }
    // tick % period, after checking tick >= 0 (`call` starts the message).
    std::int32_t checkedPhase(std::int64_t tick, const char* call) const {
        if (tick < 0) {
            throw std::invalid_argument(std::string(call) + ": the tick " + std::to_string(tick) +
                                        " is < 0");
        }
        return static_cast<std::int32_t>(tick % period_);
    }
    std::int32_t nextPhase(std::int32_t phase) const {
        return phase + 1 == period_ ? 0 : phase + 1;
    }
    NodeId positionAt(std::int32_t phase, std::size_t mover) const {
        return positions_[static_cast<std::size_t>(phase) * movers_.size() + mover];
    }
    // True when a mover stands on `cell` at `phase`.
    bool occupied(std::int32_t phase, NodeId cell) const {
        const auto bit = static_cast<std::size_t>(phase) * static_cast<std::size_t>(cells_) +
                         static_cast<std::size_t>(cell);
        return (occupied_[bit / 64] >> (bit % 64)) & 1u;
    }
    // The step from cell `from` at `phase` to cell `to` at `next`.
    StepMeeting<Cost> meetingAt(std::int32_t phase, std::int32_t next, NodeId from,
                                NodeId to) const {
        StepMeeting<Cost> meeting;
        for (std::size_t m = 0; m < movers_.size(); ++m) {
            const NodeId before = positionAt(phase, m);
            const NodeId after = positionAt(next, m);
            if (after != to && !(before == to && after == from))
                continue;
            ++meeting.movers;
            if (movers_[m].meeting == MeetingRule::Forbidden)
                meeting.forbidden = true;
            else if (meeting.multiplier < movers_[m].multiplier)
                meeting.multiplier = movers_[m].multiplier;
        }
        return meeting;
    }
    // cost * multiplier, or 0 (a cost the engine rejects) when an integer product overflows.
    static Cost multiplied(Cost cost, Cost multiplier) {
        if constexpr (std::is_integral_v<Cost>) {
            Cost product{};
            return __builtin_mul_overflow(cost, multiplier, &product) ? Cost{} : product;
        } else {
            return cost * multiplier;
        }
    }
    // Each mover's cell at each phase, and the occupied bits.
    void tabulateMovers() {
        const std::size_t count = movers_.size();
        positions_.resize(static_cast<std::size_t>(period_) * count);
        occupied_.assign((static_cast<std::size_t>(nodeCount()) + 63) / 64, 0);
        for (std::int32_t phase = 0; phase < period_; ++phase) {
            for (std::size_t m = 0; m < count; ++m) {
                const std::vector<Tile>& cycle = movers_[m].cycle;
                const NodeId cell =
                    grid_.size().indexOf(cycle[static_cast<std::size_t>(phase) % cycle.size()]);
                positions_[static_cast<std::size_t>(phase) * count + m] = cell;
                const auto bit =
                    static_cast<std::size_t>(phase) * static_cast<std::size_t>(cells_) +
                    static_cast<std::size_t>(cell);
                occupied_[bit / 64] |= std::uint64_t{1} << (bit % 64);
            }
        }
    }

    const GridDataSource<Cost>& grid_;
    std::vector<PeriodicMover<Cost>> movers_;
    NodeId cells_;                         // the grid's tiles
    std::int32_t period_ = 1;              // commonPeriod of the movers
    std::vector<NodeId> positions_;        // [phase * movers + m]: mover m's cell at phase
    std::vector<std::uint64_t> occupied_;  // bit phase * cells + cell: a mover stands there
};

}  // namespace catmaze
