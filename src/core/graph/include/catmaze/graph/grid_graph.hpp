#pragma once
/// \file
/// A grid of linked nodes, after GameplayKit's GKGridGraph and GKGridGraphNode: one node per
/// cell, linked both ways to the cells one move away under a GridMovement (grid_movement.hpp),
/// whose step costs and heuristic the search uses. Walls are cells whose node was removed; a
/// removed cell can be put back (a door), and is then linked to its current neighbours.
/// Paths include both ends, as every graph path does (see graph.hpp).

#include <cstdint>
#include <string>
#include <vector>

#include "catmaze/geom/tile.hpp"
#include "catmaze/graph/export.hpp"
#include "catmaze/graph/graph.hpp"
#include "catmaze/search/grid_movement.hpp"

namespace catmaze {

/// A cell of a GridGraph (GameplayKit's GKGridGraphNode). Created by its GridGraph only.
/// Thread safety: as GraphNode.
class CATMAZE_GRAPH_EXPORT GridGraphNode final : public GraphNode {
  public:
    /// A node for the cell at `position`, costed by `movement`. Throws std::invalid_argument,
    /// naming the costs, unless both step costs are finite and > 0 (requireValidStepCosts).
    GridGraphNode(Tile position, const GridMovement<double>& movement);

    /// The cell's position on the grid, `(col,row)` in the grid's own coordinates (the origin
    /// cell is `gridOrigin()`, not necessarily `(0,0)`).
    Tile gridPosition() const { return position_; }

    /// +infinity when this node does not link to `node`. A link to a cell one move away costs the
    /// movement model's step (straight or diagonal); a link to any other cell (made by hand: a
    /// teleport, or a diagonal in a 4-connected grid) costs the model's estimate between the two
    /// cells, the cheapest walk on an open grid, so the estimate stays consistent. A link to a
    /// node that is not a grid cell costs 1, as for any GraphNode.
    double costTo(const GraphNode& node) const override;

    /// The movement model's estimate (Manhattan, octile or Chebyshev, see GridMovement) to a grid
    /// cell; 0 to any other node.
    double estimatedCostTo(const GraphNode& node) const override;

  private:
    Tile position_;
    GridMovement<double> movement_;
};

/// A rectangular grid of GridGraphNodes (GameplayKit's GKGridGraph), owned as a graph.
///
/// Cells are `(col,row)` for `origin.col <= col < origin.col + width` and
/// `origin.row <= row < origin.row + height`. Each cell's node links both ways to every cell one
/// move away under the movement model (listed in kStepOrder when the grid is built). A diagonal
/// link that depends on its side cells (DiagonalMode::NoCornerCutting, AtLeastOneSideFree) is
/// made or unmade whenever a side cell is removed or put back.
///
/// Walls and doors: `removeNodes({nodeAt(p)})` takes the cell out (its node is destroyed and
/// unlinked, as for any graph), and `nodeAt(p)` is then null, as in GameplayKit; the diagonal
/// links that passed its corners follow the movement model again. `addNodeAt(p)`
/// puts a fresh node back in the cell and links it to its current neighbours, as JLFGameplayKit's
/// grid does, so a door can close and open again. Pointers to a removed cell's node dangle.
/// Walls in bulk: fromRows builds a grid from text rows, setWalkable sets every cell at once.
///
/// Thread safety: as GraphBase (const member functions and searches may run concurrently while
/// no thread changes the grid; anything else needs external synchronisation).
class CATMAZE_GRAPH_EXPORT GridGraph final : public GraphBase {
  public:
    /// One node per cell of a `width` x `height` grid whose first cell is `origin`, linked by
    /// `movement`. Throws std::invalid_argument, naming the value, for step costs that are not
    /// finite and > 0 (0, negative, NaN, infinite: requireValidStepCosts), a negative size, more
    /// than 2^31 - 1 cells, or a grid that does not fit in int with a cell around it (the cells
    /// from `origin.col - 1` to `origin.col + width`, and likewise for rows, must all be ints).
    GridGraph(Tile origin, int width, int height, const GridMovement<double>& movement);

    /// As above with `diagonal` moves, a straight step costing 1 and a diagonal one sqrt(2) (the
    /// length of the move).
    GridGraph(Tile origin, int width, int height, DiagonalMode diagonal);

    /// GameplayKit's own grid: every move costs 1, and with `diagonalsAllowed` diagonal moves cut
    /// corners (DiagonalMode::Always); without, 4-connected.
    static GridMovement<double> gameplayKitMovement(bool diagonalsAllowed);

    /// A grid drawn as text: one string per row, top row first, `'#'` a wall (a removed cell) and
    /// `'.'` a floor cell, every row as long as the first; the cell of row r's c-th character is
    /// `(origin.col + c, origin.row + r)`. No rows make a 0 x 0 grid. Throws
    /// std::invalid_argument naming the row and column of any other character, a row whose length
    /// differs from the first's (naming both lengths), and whatever the constructor refuses.
    static GridGraph fromRows(const std::vector<std::string>& rows,
                              const GridMovement<double>& movement, Tile origin = {0, 0});

    /// Moves the cells into a new grid (the nodes stay where they are); `other` is left an empty
    /// 0 x 0 grid.
    GridGraph(GridGraph&& other) noexcept;
    /// Destroys this grid's nodes, then takes `other`'s cells; `other` is left an empty 0 x 0 grid.
    GridGraph& operator=(GridGraph&& other) noexcept;
    ~GridGraph() override = default;
    GridGraph(const GridGraph&) = delete;
    GridGraph& operator=(const GridGraph&) = delete;

    /// The grid's first (top-left) cell.
    Tile gridOrigin() const { return origin_; }
    /// Number of columns.
    int gridWidth() const { return width_; }
    /// Number of rows.
    int gridHeight() const { return height_; }
    /// How nodes are linked and costed.
    const GridMovement<double>& movement() const { return movement_; }

    /// True when `position` is one of the grid's cells (removed or not).
    bool containsCell(Tile position) const;

    /// The node of the cell at `position`; null outside the grid, and null for a removed cell
    /// (a wall, or a closed door) until addNodeAt puts it back.
    GridGraphNode* nodeAt(Tile position) const;

    /// Puts the cell at `position` back if it was removed: a new node, linked both ways to its
    /// current neighbours (connectNodeToAdjacentNodes). Returns the cell's node (the existing
    /// one when it was not removed). Throws std::out_of_range outside the grid.
    GridGraphNode& addNodeAt(Tile position);

    /// Links `node`, a cell of this grid, both ways to every present cell one move away under the
    /// movement model (links already there are kept), and remakes the diagonal links that pass
    /// its corners. Throws std::invalid_argument when `node` is not this grid's node for its
    /// position.
    void connectNodeToAdjacentNodes(GridGraphNode& node);

    /// Sets every cell at once from one flag per cell, row-major from the origin (the layout of
    /// GridDataSource::walkableCells, so a grid's flags can be passed as they are): a cell whose
    /// flag is 0 becomes a wall (removed, as by removeNodes), any other is floor (put back, as by
    /// addNodeAt, when it was removed). Cells that do not change keep their node and its links
    /// and user data. Linear in the cells, where a removeNodes call per wall would be quadratic.
    /// Throws std::invalid_argument, naming both numbers and changing nothing, unless
    /// `walkable.size()` is gridWidth() * gridHeight().
    void setWalkable(const std::vector<std::uint8_t>& walkable);

  private:
    void forgetNodes(const std::unordered_set<const GraphNode*>& doomed) override;
    std::size_t indexOf(Tile position) const;
    bool isOpen(Tile position) const { return nodeAt(position) != nullptr; }
    void linkWithNeighbours(GridGraphNode& node);
    void refreshDiagonalsAround(Tile position);

    Tile origin_;
    int width_ = 0;
    int height_ = 0;
    GridMovement<double> movement_;
    std::vector<GridGraphNode*> cells_;  // row-major; null for a removed cell; owned by Graph
};

/// The grid positions of the GridGraphNodes of `path`, in order (other nodes are left out).
CATMAZE_GRAPH_EXPORT std::vector<Tile> gridPositions(const std::vector<GraphNode*>& path);

}  // namespace catmaze
