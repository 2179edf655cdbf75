#pragma once
/// \file
/// A spatial index of boxes: a uniform grid of buckets, each listing the boxes that reach into
/// it. It answers "which boxes may a segment (or a point) come near" by walking the cells along
/// the segment, so a test against many obstacles looks only at those near the segment.
///
/// Conservative by construction (the geometry's epsilon policy, geometry.hpp): every box that a
/// segment comes within kBoxGridMargin of is found; a few more may be. Boxes are registered
/// grown by the margin and the cells along a segment are found column by column with the
/// margin too, so rounding can add cells but never lose one.

#include <cstdint>
#include <span>
#include <vector>

#include "catmaze/geom/export.hpp"
#include "catmaze/geom/geometry.hpp"

namespace catmaze {

/// How near (in world units) a segment must come to a box for BoxGrid to find it: far above
/// kGeometryEpsilon and the rounding of coordinates up to kMaxCoordinate (about 1e-10).
inline constexpr double kBoxGridMargin = 1e-6;

/// A uniform grid over a set of boxes (see the file comment).
/// Thread safety: several threads may read it at once; a change needs it to itself.
class CATMAZE_GEOM_EXPORT BoxGrid {
  public:
    /// An index of nothing: every query finds nothing.
    BoxGrid() = default;

    /// Indexes `boxes` (box i is found as i; empty boxes are never found). About two cells per
    /// box, and never more than 3 * 2 * boxes.size() + 1 cells whatever their sizes. O(cells +
    /// the cells each box covers).
    explicit BoxGrid(const std::vector<Box>& boxes);

    /// Appends to `cells` the cells along the segment `a`-`b` (a point when `a == b`): every cell
    /// that the segment comes within kBoxGridMargin of, each once, column by column. O(cells
    /// appended). Both ends must be finite.
    void cellsAlong(Vec2 a, Vec2 b, std::vector<std::uint32_t>& cells) const;

    /// The boxes registered in cell `cell` (a value from cellsAlong), in index order.
    std::span<const std::uint32_t> boxesIn(std::uint32_t cell) const;

    /// The indices of the boxes the segment `a`-`b` may come near (every box it comes within
    /// kBoxGridMargin of), each once, in increasing order. A convenience over cellsAlong and
    /// boxesIn; allocates.
    std::vector<std::uint32_t> boxesNear(Vec2 a, Vec2 b) const;
    /// The same into `found`, with `cells` as scratch: both are overwritten, and a caller that
    /// keeps them from one query to the next allocates nothing once they have grown.
    void boxesNear(Vec2 a, Vec2 b, std::vector<std::uint32_t>& cells,
                   std::vector<std::uint32_t>& found) const;

    /// The number of cells (columns times rows); 0 for an index of nothing.
    std::size_t cellCount() const { return firstInCell_.empty() ? 0 : firstInCell_.size() - 1; }

  private:
    Vec2 origin_;
    double cell_ = 1.0;
    std::int64_t columns_ = 0;
    std::int64_t rows_ = 0;
    Box bounds_;  // of every box, grown by the margin
    // The boxes of cell c: inCell_[firstInCell_[c] .. firstInCell_[c + 1]) (a flat bucket list).
    std::vector<std::uint32_t> firstInCell_;
    std::vector<std::uint32_t> inCell_;
};

}  // namespace catmaze
