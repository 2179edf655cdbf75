#pragma once
/// \file
/// Where a small box (the search overlay's g/h/f numbers) goes beside the tile under the mouse:
/// never over that tile, inside the window when it fits. No SFML, so the unit tests check it.

#include <algorithm>
#include <array>

namespace catmaze::app {

/// A rectangle in window pixels.
struct ScreenBox {
    float left = 0;    ///< x of the left edge
    float top = 0;     ///< y of the top edge
    float width = 0;   ///< width (>= 0)
    float height = 0;  ///< height (>= 0)

    /// True when the two boxes share some area (touching edges do not count).
    bool overlaps(const ScreenBox& o) const {
        return left < o.left + o.width && o.left < left + width && top < o.top + o.height &&
               o.top < top + height;
    }
    /// True when the box lies wholly within `o`.
    bool inside(const ScreenBox& o) const {
        return left >= o.left && top >= o.top && left + width <= o.left + o.width &&
               top + height <= o.top + o.height;
    }

    bool operator==(const ScreenBox&) const = default;
};

/// A `width` x `height` box placed `gap` pixels off the `tile` box (the hovered tile on screen):
/// below-right of it when that fits in `window`, else below-left, above-right, above-left,
/// right, left, below or above. When none fits, the first that does not cover the tile with its
/// corner pulled into the window as far as it can go without covering the tile (the box may then
/// stick out of a window too small to hold it; it never covers the tile).
inline ScreenBox placeBesideTile(const ScreenBox& tile, float width, float height,
                                 const ScreenBox& window, float gap = 6) {
    const float right = tile.left + tile.width + gap;
    const float left = tile.left - gap - width;
    const float below = tile.top + tile.height + gap;
    const float above = tile.top - gap - height;
    const float alignedTop = tile.top;
    const float alignedLeft = tile.left;
    const std::array<ScreenBox, 8> candidates = {{
        {right, below, width, height},
        {left, below, width, height},
        {right, above, width, height},
        {left, above, width, height},
        {right, alignedTop, width, height},
        {left, alignedTop, width, height},
        {alignedLeft, below, width, height},
        {alignedLeft, above, width, height},
    }};
    for (const ScreenBox& c : candidates) {
        if (c.inside(window) && !c.overlaps(tile))
            return c;
    }
    // Nothing fits whole: slide each side-by-side candidate along its free axis into the window.
    for (const ScreenBox& c : candidates) {
        ScreenBox slid = c;
        const float maxLeft = window.left + window.width - width;
        const float maxTop = window.top + window.height - height;
        slid.left = std::max(window.left, std::min(slid.left, maxLeft));
        slid.top = std::max(window.top, std::min(slid.top, maxTop));
        if (!slid.overlaps(tile))
            return slid;
    }
    return candidates[0];
}

}  // namespace catmaze::app
