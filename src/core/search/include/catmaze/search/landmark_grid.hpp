#pragma once
/// \file
/// LandmarkGrid: a grid seen by A* with the landmarks' estimate (grid_landmarks.hpp): the same
/// nodes, moves and costs, and towards one goal the larger of the grid's estimate and the
/// landmarks' lower bound. What jump point search's JumpPointGrid does for its jumps, for the
/// grids jump point search does not take (4-connected ones: the game with diagonals off).

#include <stdexcept>
#include <string>

#include "catmaze/search/grid_landmarks.hpp"
#include "catmaze/search/grid_source.hpp"

namespace catmaze {

/// A DirectPathSource and GoalDirectedPathSource over `grid` whose estimates towards `goal` use
/// `landmarks`. Holds references: both must outlive it. Estimates towards any other goal are the
/// grid's own.
///
/// Thread safety: as the grid and landmarks it reads: its const member functions may be called
/// concurrently while neither changes.
template <class Cost>
class LandmarkGrid {
  public:
    /// Its moves are the grid's, which the grid checked (VouchedMoves).
    static constexpr bool kVouchesForMoves = true;

    /// `grid` searched towards `goal` with `landmarks`' estimate (see the class comment). Throws
    /// std::invalid_argument unless landmarks.fits(grid) (built for this grid as it is now), and
    /// std::out_of_range, naming it, unless `goal` is a walkable cell of the grid.
    LandmarkGrid(const GridDataSource<Cost>& grid, const GridLandmarks<Cost>& landmarks,
                 NodeId goal)
        : grid_(grid), landmarks_(landmarks), goal_(goal), goalCosts_(nullptr) {
        if (!landmarks.fits(grid)) {
            throw std::invalid_argument(
                "LandmarkGrid: the landmarks were not built for this grid as it is now");
        }
        if (goal < 0 || goal >= grid.nodeCount() || !grid.isWalkable(goal)) {
            throw std::out_of_range("LandmarkGrid: the goal " + std::to_string(goal) +
                                    " is not a walkable cell of the grid");
        }
        goalCosts_ = landmarks.costsFrom(goal);
    }

    /// The grid's node count.
    NodeId nodeCount() const { return grid_.nodeCount(); }
    /// True when the grid's `node` is walkable.
    bool isWalkable(NodeId node) const { return grid_.isWalkable(node); }
    /// The larger of the grid's estimate and the landmarks' bound (towards the goal given).
    Cost estimateCost(NodeId from, NodeId goal) const {
        return withBound(from, goal, grid_.estimateCost(from, goal));
    }
    /// The grid's moves and costs (GridDataSource::forEachNeighbour).
    template <class F>
    void forEachNeighbour(NodeId node, F&& f) const {
        grid_.forEachNeighbour(node, f);
    }
    /// The grid's moves and costs with each target's estimate as estimateCost gives it.
    template <class F>
    void forEachMoveToward(NodeId node, NodeId goal, F&& f) const {
        grid_.forEachMoveToward(node, goal, [&](NodeId next, Cost cost, Cost estimate) {
            f(next, cost, withBound(next, goal, estimate));
        });
    }

  private:
    Cost withBound(NodeId from, NodeId goal, Cost estimate) const {
        if (goal != goal_)
            return estimate;
        const Cost bound = landmarks_.lowerBound(from, goalCosts_);
        return bound > estimate ? bound : estimate;
    }

    const GridDataSource<Cost>& grid_;
    const GridLandmarks<Cost>& landmarks_;
    NodeId goal_;
    const typename GridLandmarks<Cost>::StoredCost* goalCosts_;  // the landmarks' costs to goal_
};

}  // namespace catmaze
