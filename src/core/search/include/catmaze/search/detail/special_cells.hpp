#pragma once
/// \file
/// Jump point search's pruning at a special cell (one whose plus holds a costly cell, see
/// jump_point_grid.hpp): the directions worth going on in from it, given the step it was
/// entered by. Every direction is kept but those whose first step lies on no cheapest path, or
/// on one that has an equally cheap twin the search prefers.
/// - Strictly dearer: when going on from the previous cell p through the cell to a neighbour n
///   costs more than a path from p to n that avoids the cell (block_detours::around), no
///   cheapest path from the start takes the step to n: the path that reached the cell is a
///   cheapest one, so n is reached for less through p.
/// - Orthogonal last (JPSW's tie rule: Carlson, Moghadam, Harabor, Stuckey and Ebrahimi, AAAI
///   2023): entered by a straight step and leaving by a diagonal one ahead, the step is dropped
///   when the diagonal step from p, then the straight one, reach n for no more (the
///   diagonal-first twin). Plain jump point search keeps this order everywhere: its pruning
///   drops a straight-then-diagonal turn whenever the twin is legal, the base costs making it a
///   tie; here the twin's cost is compared, as the cells may cost more. Each such drop moves a
///   diagonal step earlier at the same cost, and each strict one lowers the cost, so a cheapest
///   path that no rule drops always remains.
/// Near a dog this keeps about three of the eight directions, and none from a dog in the open
/// (going around it is cheaper than across). On Berlin_0_512 with 1 % dogs, a query generates
/// 48,700 jump points with all eight directions, 14,700 with the strict rule and 5,500 with both:
/// the tie rule drops a fifth of the directions the strict one keeps, but they are diagonals
/// whose walks generate many (docs/PERFORMANCE.md).

#include <cstddef>
#include <cstdint>

#include "catmaze/search/detail/block_detours.hpp"
#include "catmaze/search/detail/strictly_less.hpp"
#include "catmaze/search/grid_movement.hpp"

namespace catmaze::special_cells {

using cost_compare::strictlyLess;

/// True when the cell `node` was entered by the straight step `in`, `out` (kStepOrder's index
/// `k`) is a diagonal step ahead (its component along `in` is `in`), and the twin path from the
/// previous cell p = node - in, diagonally by `out` to m, then straight by `in` to the same
/// neighbour n = node + out, is legal and costs no more than `via` (entering node, then n).
/// `moves` and `width` are the grid's (GridDataSource::moveBits); `stepCost(cell, step)` is what
/// entering `cell` by `step` costs.
template <class Cost, class StepCost>
bool diagonalFirstTwin(const std::uint8_t* moves, int width, int node, Offset in, Offset out, int k,
                       Cost via, StepCost& stepCost) {
    const bool straightIn = in.dcol == 0 || in.drow == 0;
    if (!straightIn || !isDiagonal(out) ||
        (in.dcol != 0 ? out.dcol != in.dcol : out.drow != in.drow))
        return false;
    const int p = node - in.drow * width - in.dcol;
    const int m = p + out.drow * width + out.dcol;
    if ((moves[p] & (1u << k)) == 0 || (moves[m] & (1u << stepIndex(in))) == 0)
        return false;
    const int n = node + out.drow * width + out.dcol;
    // Compared as computed: a twin dearer by rounding alone keeps the step.
    return !(via < stepCost(m, out) + stepCost(n, in));
}

/// Calls `keep(Offset step)` for each direction worth going on in from the special cell (x, y)
/// of a grid `width` cells wide, entered by the step `in` (see the file comment), in kStepOrder.
/// `moves` is the grid's move bits per cell; `stepCost(cell, step)` is what entering `cell` by
/// `step` costs.
template <class Cost, class StepCost, class Keep>
void forEachKeptDirection(const std::uint8_t* moves, int width, int x, int y, Offset in,
                          StepCost&& stepCost, Keep&& keep) {
    const Offset back{-in.dcol, -in.drow};
    const int from = block_detours::indexOf(back);
    const block_detours::Detours<Cost> detours =
        block_detours::around<Cost>(moves, width, x, y, back, stepCost);
    const int node = y * width + x;
    const Cost entered = stepCost(node, in);
    for (int k = 0; k < 8; ++k) {
        const Offset o = kStepOrder[static_cast<std::size_t>(k)];
        const int to = block_detours::indexOf(o);
        if (to == from || (moves[node] & (1u << k)) == 0)
            continue;
        const Cost via = entered + stepCost(node + o.drow * width + o.dcol, o);
        if (detours.reached[to] && strictlyLess(detours.cost[to], via))
            continue;
        if (diagonalFirstTwin<Cost>(moves, width, node, in, o, k, via, stepCost))
            continue;
        keep(o);
    }
}

}  // namespace catmaze::special_cells
