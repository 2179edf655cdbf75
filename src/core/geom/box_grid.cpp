#include "catmaze/geom/box_grid.hpp"

#include <algorithm>
#include <cmath>

namespace catmaze {

namespace {

bool isEmpty(const Box& box) {
    return box.min.x > box.max.x || box.min.y > box.max.y;
}

// The grid index of coordinate `v` on an axis starting at `origin`, clamped to [0, count - 1].
std::int64_t slot(double v, double origin, double cell, std::int64_t count) {
    const double index = std::floor((v - origin) / cell);
    return static_cast<std::int64_t>(std::clamp(index, 0.0, static_cast<double>(count - 1)));
}

}  // namespace

BoxGrid::BoxGrid(const std::vector<Box>& boxes) {
    const double m = kBoxGridMargin;
    std::size_t used = 0;
    for (const Box& box : boxes) {
        if (isEmpty(box))
            continue;
        const Box grown{box.min - Vec2{m, m}, box.max + Vec2{m, m}};
        bounds_ =
            used++ == 0 ? grown : Box::around({bounds_.min, bounds_.max, grown.min, grown.max});
    }
    if (used == 0)
        return;
    // About two cells per box; the second term keeps a long thin extent from making more
    // columns (or rows) than that, so cells stay within 3 * target + 1.
    const double target = 2.0 * static_cast<double>(used);
    const double width = bounds_.max.x - bounds_.min.x;
    const double height = bounds_.max.y - bounds_.min.y;
    cell_ = std::max({std::sqrt(width * height / target), std::max(width, height) / target, m});
    origin_ = bounds_.min;
    columns_ = static_cast<std::int64_t>(width / cell_) + 1;
    rows_ = static_cast<std::int64_t>(height / cell_) + 1;

    // Each box into every cell it reaches (grown by the margin): counted, then filled.
    const auto forEachCell = [&](const Box& box, auto visit) {
        const std::int64_t c0 = slot(box.min.x - m, origin_.x, cell_, columns_);
        const std::int64_t c1 = slot(box.max.x + m, origin_.x, cell_, columns_);
        const std::int64_t r0 = slot(box.min.y - m, origin_.y, cell_, rows_);
        const std::int64_t r1 = slot(box.max.y + m, origin_.y, cell_, rows_);
        for (std::int64_t r = r0; r <= r1; ++r) {
            for (std::int64_t c = c0; c <= c1; ++c)
                visit(static_cast<std::size_t>(r * columns_ + c));
        }
    };
    const std::size_t cells = static_cast<std::size_t>(columns_ * rows_);
    std::vector<std::uint32_t> counts(cells + 1, 0);
    for (const Box& box : boxes) {
        if (!isEmpty(box))
            forEachCell(box, [&](std::size_t c) { ++counts[c + 1]; });
    }
    for (std::size_t c = 0; c < cells; ++c)
        counts[c + 1] += counts[c];
    firstInCell_ = counts;
    inCell_.resize(counts.back());
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        if (!isEmpty(boxes[i]))
            forEachCell(boxes[i], [&](std::size_t c) {
                inCell_[counts[c]++] = static_cast<std::uint32_t>(i);
            });
    }
}

void BoxGrid::cellsAlong(Vec2 a, Vec2 b, std::vector<std::uint32_t>& cells) const {
    const double m = kBoxGridMargin;
    const Box segment = Box::around(a, b);
    if (columns_ == 0 || segment.max.x + m < bounds_.min.x || segment.min.x - m > bounds_.max.x ||
        segment.max.y + m < bounds_.min.y || segment.min.y - m > bounds_.max.y)
        return;
    const Vec2 d = b - a;
    const std::int64_t c0 = slot(segment.min.x - m, origin_.x, cell_, columns_);
    const std::int64_t c1 = slot(segment.max.x + m, origin_.x, cell_, columns_);
    for (std::int64_t c = c0; c <= c1; ++c) {
        // The part of the segment over this column (widened by the margin), and its rows.
        const double left = origin_.x + static_cast<double>(c) * cell_ - m;
        const double right = origin_.x + static_cast<double>(c + 1) * cell_ + m;
        const double xl = std::max(segment.min.x, left);
        const double xr = std::min(segment.max.x, right);
        double low = segment.min.y;
        double high = segment.max.y;
        if (d.x != 0.0 && xl <= xr) {
            const double ya = a.y + (xl - a.x) / d.x * d.y;
            const double yb = a.y + (xr - a.x) / d.x * d.y;
            low = std::clamp(std::min(ya, yb), segment.min.y, segment.max.y);
            high = std::clamp(std::max(ya, yb), segment.min.y, segment.max.y);
        }
        const std::int64_t r0 = slot(low - m, origin_.y, cell_, rows_);
        const std::int64_t r1 = slot(high + m, origin_.y, cell_, rows_);
        for (std::int64_t r = r0; r <= r1; ++r)
            cells.push_back(static_cast<std::uint32_t>(r * columns_ + c));
    }
}

std::span<const std::uint32_t> BoxGrid::boxesIn(std::uint32_t cell) const {
    return {inCell_.data() + firstInCell_[cell], inCell_.data() + firstInCell_[cell + 1]};
}

std::vector<std::uint32_t> BoxGrid::boxesNear(Vec2 a, Vec2 b) const {
    std::vector<std::uint32_t> cells;
    std::vector<std::uint32_t> found;
    boxesNear(a, b, cells, found);
    return found;
}

void BoxGrid::boxesNear(Vec2 a, Vec2 b, std::vector<std::uint32_t>& cells,
                        std::vector<std::uint32_t>& found) const {
    cells.clear();
    found.clear();
    cellsAlong(a, b, cells);
    for (const std::uint32_t cell : cells) {
        const std::span<const std::uint32_t> boxes = boxesIn(cell);
        found.insert(found.end(), boxes.begin(), boxes.end());
    }
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end()), found.end());
}

}  // namespace catmaze
