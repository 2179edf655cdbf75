#include "ui/notice_place.hpp"

#include <algorithm>
#include <cmath>

namespace catmaze::app {

ScreenBox placeNotice(float textWidth, std::size_t lines, float windowWidth, float windowHeight,
                      float bannerBottom, float bottomBand,
                      std::span<const std::vector<ScreenBox>> inSight) {
    ScreenBox box{std::round((windowWidth - textWidth - 28) / 2), 0, textWidth + 28,
                  10 + kNoticeLineHeight * static_cast<float>(lines)};
    // How many boxes of each tier a notice at `top` covers.
    const auto hidden = [&](float top) {
        ScreenBox place = box;
        place.top = top;
        std::vector<long> covered;
        for (const std::vector<ScreenBox>& tier : inSight) {
            covered.push_back(std::count_if(tier.begin(), tier.end(),
                                            [&](const ScreenBox& r) { return r.overlaps(place); }));
        }
        return covered;
    };
    // Under the banner, never over it.
    const float top = bannerBottom > 0 ? bannerBottom + 8 : 48;
    const float bottom = std::round(windowHeight - bottomBand - box.height - 8);
    box.top = !inSight.empty() && hidden(bottom) < hidden(top) ? bottom : top;
    return box;
}

}  // namespace catmaze::app
