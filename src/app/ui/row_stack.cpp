// Rows of different heights in a band that scrolls (row_stack.hpp).

#include "ui/row_stack.hpp"

#include <algorithm>

namespace catmaze::app {

float stackHeight(const std::vector<float>& heights, float gap) {
    float total = 0;
    for (const float height : heights)
        total += height + gap;
    return heights.empty() ? 0.0f : total - gap;
}

std::size_t rowsShown(const std::vector<float>& heights, float gap, float room, std::size_t first) {
    std::size_t shown = 0;
    float used = 0;
    for (std::size_t row = first; row < heights.size(); ++row) {
        used += (shown > 0 ? gap : 0.0f) + heights[row];
        if (shown > 0 && used > room)
            break;
        ++shown;
    }
    return shown;
}

std::size_t lastFirst(const std::vector<float>& heights, float gap, float room) {
    if (heights.empty())
        return 0;
    // From the end up, as long as the rows still fit.
    std::size_t first = heights.size() - 1;
    float used = heights[first];
    while (first > 0 && used + gap + heights[first - 1] <= room) {
        --first;
        used += gap + heights[first];
    }
    return first;
}

float bandHeight(const std::vector<float>& heights, float gap, float room, bool sameHeights) {
    const std::size_t last = sameHeights ? 0 : lastFirst(heights, gap, room);
    float band = 0;
    for (std::size_t first = 0; first <= last && first < heights.size(); ++first) {
        const std::size_t shown = rowsShown(heights, gap, room, first);
        band = std::max(band, stackHeight({heights.begin() + static_cast<long>(first),
                                           heights.begin() + static_cast<long>(first + shown)},
                                          gap));
    }
    return band;
}

std::size_t firstShowing(const std::vector<float>& heights, float gap, float room,
                         std::size_t first, std::size_t item) {
    if (item < first)
        return item;
    if (item < first + rowsShown(heights, gap, room, first))
        return first;
    // The rows ending with `item`, up as far as they fit.
    std::size_t top = item;
    float used = heights[item];
    while (top > 0 && used + gap + heights[top - 1] <= room) {
        --top;
        used += gap + heights[top];
    }
    return top;
}

}  // namespace catmaze::app
