#pragma once
/// \file
/// The cheap ways around one cell: jump point search's pruning near costly cells
/// (JumpPointGrid::expandSpecial) asks, for a cell c entered from its neighbour p, what each of
/// c's neighbours costs to reach from p without entering c. Any such path shows that the step
/// from c is dearer when it costs less, so the paths looked at need not be the cheapest (a
/// dearer one only keeps a step); those around the ring of c's eight neighbours are enough in
/// practice and cost two passes over the ring.

#include <cstdint>

#include "catmaze/search/grid_movement.hpp"

namespace catmaze::block_detours {

/// A cell of the 3x3 block around the centre cell: index (row + 1) * 3 + column + 1 for the
/// offset (column, row) from the centre, so 4 is the centre itself.
constexpr int indexOf(Offset o) {
    return (1 + o.drow) * 3 + 1 + o.dcol;
}

/// Costs of paths from one cell of the block to the others, never entering the centre, indexed
/// by indexOf. `reached[i]` is false when none was found to cell i (a wall, the grid's edge).
template <class Cost>
struct Detours {
    Cost cost[9] = {};     ///< the cost of the path found to each cell, when reached
    bool reached[9] = {};  ///< true for the cells a path was found to
};

namespace detail {
/// The ring of the centre's neighbours, clockwise from the one above: even positions are beside
/// the centre, odd ones its corners. Consecutive cells are a straight step apart; two cells beside
/// the centre two positions apart are a diagonal step apart (past the corner between them).
inline constexpr Offset kRing[8] = {{0, -1}, {1, -1}, {1, 0},  {1, 1},
                                    {0, 1},  {-1, 1}, {-1, 0}, {-1, -1}};
}  // namespace detail

/// The detours from the block cell at offset `from` (a neighbour of the centre) around the
/// centre (x, y) of a grid `width` cells wide, going round the ring one way, then the other,
/// keeping the cheaper. `moves` is the grid's move bits per cell (GridDataSource::moveBits: walls
/// and the diagonal rule); `stepCost(cell, step)` is what entering grid cell `cell` by `step`
/// costs. Every cost reported is that of a real path.
template <class Cost, class StepCost>
Detours<Cost> around(const std::uint8_t* moves, int width, int x, int y, Offset from,
                     StepCost&& stepCost) {
    using detail::kRing;
    int start = 0;
    while (kRing[start] != from)
        ++start;
    Detours<Cost> d;
    d.reached[indexOf(from)] = true;
    const auto cellOf = [&](Offset o) { return (y + o.drow) * width + x + o.dcol; };
    // Enters ring position `to` from position `at` when the grid allows the step.
    const auto relax = [&](int at, int to) {
        const Offset a = kRing[at];
        const Offset b = kRing[to];
        const Offset step{b.dcol - a.dcol, b.drow - a.drow};
        const int i = indexOf(a);
        const int j = indexOf(b);
        if (!d.reached[i] || (moves[cellOf(a)] & (1u << stepIndex(step))) == 0)
            return;
        const Cost cost = d.cost[i] + stepCost(cellOf(b), step);
        if (!d.reached[j] || cost < d.cost[j]) {
            d.reached[j] = true;
            d.cost[j] = cost;
        }
    };
    for (const int turn : {1, 7}) {  // clockwise, then counter-clockwise
        for (int k = 1; k < 8; ++k) {
            const int to = (start + k * turn) % 8;
            relax((to + 8 - turn) % 8, to);
            if (to % 2 == 0 && k >= 2)
                relax((to + 16 - 2 * turn) % 8, to);
        }
    }
    return d;
}

}  // namespace catmaze::block_detours
