#pragma once
/// \file
/// The solver's view of a level (private to the game module): the board reduced to what its
/// searches need, the steps the cat may take on it, and a flood fill over those steps.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "catmaze/game/game.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/level/level.hpp"
#include "catmaze/search/grid_movement.hpp"

namespace catmaze::solving {

/// Bones and dogs are tracked in a 64-bit mask of "gone" objects: at most this many.
constexpr int kMaxObjects = 64;

/// The board reduced to what the search needs: tile kinds (CatStart and the cat's own tile as
/// Floor) and, per cell, the index of the bone or dog on it (-1 for none).
struct Board {
    GridSize size;                ///< the level's size
    std::vector<TileKind> kinds;  ///< one per cell, row-major
    std::vector<int> objectAt;    ///< per cell, the object's index or -1
    std::vector<Tile> objects;    ///< bones and dogs the cat can reach over walls alone, row-major
    std::uint64_t boneMask = 0;   ///< the objects that are bones
    std::uint64_t dogMask = 0;    ///< the objects that are dogs
    int exitsInReach = 0;         ///< exits the cat can reach over walls alone
    LevelRules rules;             ///< the level's costs
    GridMovement<GridCost> movement;  ///< the cat's steps under the diagonal rule

    /// The kind of tile on `cell`.
    TileKind at(std::int32_t cell) const { return kinds[static_cast<std::size_t>(cell)]; }
    /// True when `t` is on the board and not a wall.
    bool open(Tile t) const { return size.contains(t) && at(size.indexOf(t)) != TileKind::Wall; }
    /// True when the object on `cell` (if any) is still on the board with `gone` taken away.
    bool present(std::int32_t cell, std::uint64_t gone) const {
        const int o = objectAt[static_cast<std::size_t>(cell)];
        return o >= 0 && ((gone >> o) & 1U) == 0;
    }
    /// The bones, dogs and exits a walk may stop on with `gone` taken away.
    int stopsLeft(std::uint64_t gone) const {
        return exitsInReach + std::popcount((boneMask | dogMask) & ~gone);
    }
};

/// Calls `visit(next, diagonalMove)` for every tile the cat may step to from `cell`, in the
/// movement model's order (the same as the game's grid).
template <class Visit>
void forEachStep(const Board& board, std::int32_t cell, Visit&& visit) {
    board.movement.forEachMove(
        board.size.tileAt(cell), [&board](Tile t) { return board.open(t); },
        [&](Tile next, bool diagonalMove) { visit(board.size.indexOf(next), diagonalMove); });
}

/// Cells reachable from `from` by the movement model's steps, not entering cells for which
/// `blocked` is true. Returns one flag per cell.
template <class Blocked>
std::vector<std::uint8_t> floodFrom(const Board& board, std::int32_t from, Blocked&& blocked) {
    std::vector<std::uint8_t> seen(static_cast<std::size_t>(board.size.cellCount()), 0);
    std::vector<std::int32_t> todo{from};
    seen[static_cast<std::size_t>(from)] = 1;
    while (!todo.empty()) {
        const std::int32_t cell = todo.back();
        todo.pop_back();
        forEachStep(board, cell, [&](std::int32_t n, bool) {
            if (seen[static_cast<std::size_t>(n)] || blocked(n))
                return;
            seen[static_cast<std::size_t>(n)] = 1;
            todo.push_back(n);
        });
    }
    return seen;
}

/// Numbers the bones and dogs the cat on `catCell` can reach over walls alone, in row-major
/// order (`objects`; `objectAt` and the masks for the first kMaxObjects of them), and counts the
/// exits in its reach (`exitsInReach`), on a `board` whose size, kinds and movement are set.
/// Returns whether the board has an exit at all, in reach or not.
inline bool numberWhatIsInReach(Board& board, std::int32_t catCell) {
    board.objectAt.assign(board.kinds.size(), -1);
    const auto area = floodFrom(board, catCell, [](std::int32_t) { return false; });
    bool anyExit = false;
    for (std::size_t i = 0; i < board.kinds.size(); ++i) {
        const TileKind k = board.kinds[i];
        anyExit = anyExit || k == TileKind::Exit;
        if (k == TileKind::Exit && area[i])
            ++board.exitsInReach;
        if ((k != TileKind::Bone && k != TileKind::Dog) || !area[i])
            continue;
        const int object = static_cast<int>(board.objects.size());
        if (object < kMaxObjects) {
            board.objectAt[i] = object;
            (k == TileKind::Bone ? board.boneMask : board.dogMask) |= std::uint64_t{1} << object;
        }
        board.objects.push_back(board.size.tileAt(static_cast<std::int32_t>(i)));
    }
    return anyExit;
}

}  // namespace catmaze::solving
