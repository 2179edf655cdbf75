#include "editor/map_frame.hpp"

#include <algorithm>
#include <cmath>

namespace catmaze::app {

void MapFrame::zoomBy(float steps) {
    zoom_ = std::clamp(zoom_ * std::pow(1.15f, steps), 0.1f, 8.0f);
}

void MapFrame::fit(GridSize size) {
    size_ = size;
    const float fit = std::min(area_.width / static_cast<float>(size.width),
                               area_.height / static_cast<float>(size.height));
    // Whole pixels per tile (crisp art and grid), at least 4 so a huge map can still be edited
    // (it is then panned with the arrow keys).
    tile_ = std::clamp(std::floor(std::min(fit * zoom_, 96.0f)), 4.0f, 96.0f);
    const float mapWidth = static_cast<float>(size.width) * tile_;
    const float mapHeight = static_cast<float>(size.height) * tile_;
    const auto axis = [](float start, float room, float extent, float& pan) {
        const float centred = start + (room - extent) / 2;
        if (extent <= room) {
            pan = 0;
            return std::round(centred);
        }
        const float lowest = start + room - extent;
        pan = std::clamp(pan, lowest - centred, start - centred);
        return std::round(centred + pan);
    };
    origin_ = {axis(area_.left, area_.width, mapWidth, pan_.x),
               axis(area_.top, area_.height, mapHeight, pan_.y)};
}

std::optional<Tile> MapFrame::tileAt(Pointer pixel) const {
    if (!boxContains(area_, pixel))
        return std::nullopt;
    const Tile t{static_cast<int>(std::floor((pixel.x - origin_.x) / tile_)),
                 static_cast<int>(std::floor((pixel.y - origin_.y) / tile_))};
    return size_.contains(t) ? std::optional<Tile>(t) : std::nullopt;
}

}  // namespace catmaze::app
