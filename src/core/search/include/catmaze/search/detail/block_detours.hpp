#pragma once
/// \file
/// The cheapest ways around one cell: jump point search's pruning near costly cells
/// (JumpPointGrid::expandSpecial) asks, for a cell c entered from its neighbour p, what each of
/// c's neighbours costs to reach from p without entering c. Paths inside the 3x3 block around c
/// are enough to show that a step from c is on no cheapest path.

#include <cstdint>

#include "catmaze/search/grid_movement.hpp"

namespace catmaze::block_detours {

/// A cell of the 3x3 block around the centre cell: index (row + 1) * 3 + column + 1 for the
/// offset (column, row) from the centre, so 4 is the centre itself.
constexpr int indexOf(Offset o) {
    return (1 + o.drow) * 3 + 1 + o.dcol;
}

/// Cheapest costs within the block, from one of its cells to the others, never entering the
/// centre. `reached[i]` is false when cell i cannot be reached so (a wall, the grid's edge).
template <class Cost>
struct Detours {
    Cost cost[9] = {};
    bool reached[9] = {};
};

/// The detours from the block cell `from` around the centre (x, y) of a grid `width` cells wide:
/// a Dijkstra over the block's eight outer cells. `moves` is the grid's move bits per cell
/// (GridDataSource::moveBits: walls and the diagonal rule); `stepCost(cell, step)` is what
/// entering grid cell `cell` by `step` costs.
template <class Cost, class StepCost>
Detours<Cost> around(const std::uint8_t* moves, int width, int x, int y, int from,
                     StepCost&& stepCost) {
    constexpr int kCentre = 4;
    Detours<Cost> d;
    bool settled[9] = {};
    d.reached[from] = true;
    for (;;) {
        int at = -1;
        for (int i = 0; i < 9; ++i) {
            if (d.reached[i] && !settled[i] && (at < 0 || d.cost[i] < d.cost[at]))
                at = i;
        }
        if (at < 0)
            return d;
        settled[at] = true;
        const int col = at % 3;
        const int row = at / 3;
        const NodeId cell = (y + row - 1) * width + x + col - 1;
        for (std::size_t k = 0; k < kStepOrder.size(); ++k) {
            const Offset step = kStepOrder[k];
            const int toCol = col + step.dcol;
            const int toRow = row + step.drow;
            const int to = toRow * 3 + toCol;
            if ((moves[cell] & (1u << k)) == 0 || toCol < 0 || toCol > 2 || toRow < 0 ||
                toRow > 2 || to == kCentre)
                continue;
            const Cost cost = d.cost[at] + stepCost(cell + step.drow * width + step.dcol, step);
            if (!d.reached[to] || cost < d.cost[to]) {
                d.reached[to] = true;
                d.cost[to] = cost;
            }
        }
    }
}

}  // namespace catmaze::block_detours
