#include "play/hud_layout.hpp"

#include <algorithm>

namespace catmaze::app {

namespace {

// The key bar's least lines: two at 100 %; above, its larger text would not fit on two.
std::size_t leastKeyLines(UiScale scale) {
    return scale.factor > 1.0f ? 3 : 2;
}

// Design pixels from one key line's top to the next's.
constexpr float kKeyStep = 20;
// The band above the key bar: the status line and the gaps around the bar.
constexpr float kBandAboveKeys = 66 - 2 * kKeyStep;
// The most of the window's height the bottom band takes, so that the map keeps most of it.
constexpr float kMostBottomBand = 0.4f;

}  // namespace

std::size_t mostKeyLines(ScreenPoint window, UiScale scale) {
    const float room = window.y * kMostBottomBand - scale.px(kBandAboveKeys);
    const auto fitting = static_cast<std::size_t>(std::max(0.0f, room / scale.px(kKeyStep)));
    return std::max(leastKeyLines(scale), fitting);
}

HudLayout hudLayout(ScreenPoint window, UiScale scale, HudLines lines) {
    HudLayout h;
    // Design sizes at 100 %: a 36-pixel bar with 18/17-pixel text, a 66-pixel band with a
    // 15-pixel status line over two 13-pixel key lines 20 pixels apart.
    h.nameSize = scale.text(18);
    h.statsSize = scale.text(kStatsSize);
    const float statsStep = lineHeight(h.statsSize);
    const std::size_t statsLines = std::max<std::size_t>(1, lines.stats);
    h.topBand = scale.px(36) + static_cast<float>(statsLines - 1) * statsStep;
    h.keyLines = std::clamp(lines.keys, leastKeyLines(scale), mostKeyLines(window, scale));
    h.bottomBand = scale.px(kBandAboveKeys) + static_cast<float>(h.keyLines) * scale.px(kKeyStep);
    h.statusSize = scale.text(kStatusSize);
    h.keySize = scale.text(kKeySize);
    h.tooltipSize = scale.text(16);
    h.iconSide = scale.px(32);
    h.nameLeft = scale.px(12);
    h.margin = scale.px(10);
    h.name = {h.nameLeft, scale.px(6), window.x - h.nameLeft, lineHeight(h.nameSize)};
    h.icon = {0, scale.px(2), h.iconSide, h.iconSide};
    h.stats = {0, scale.px(7), window.x, statsStep};
    // The counts' further lines under the name, across the bar.
    for (std::size_t i = 1; i < statsLines; ++i)
        h.moreStats.push_back({h.nameLeft, h.stats.top + static_cast<float>(i) * statsStep,
                               window.x - h.nameLeft - h.margin, statsStep});
    const float band = window.y - h.bottomBand;
    h.status = {h.margin, band + scale.px(2), window.x - 2 * h.margin, lineHeight(h.statusSize)};
    const float keyLine = lineHeight(h.keySize);
    const float keyStep = scale.px(kKeyStep);
    // The last line at the bottom, the others above it.
    for (std::size_t i = 0; i < h.keyLines; ++i) {
        const float fromBottom = static_cast<float>(h.keyLines - 1 - i) * keyStep;
        h.keys.push_back({h.margin, window.y - scale.px(2) - keyLine - fromBottom,
                          window.x - 2 * h.margin, keyLine});
    }
    return h;
}

}  // namespace catmaze::app
