#include "play/hud_layout.hpp"

namespace catmaze::app {

HudLayout hudLayout(ScreenPoint window, UiScale scale) {
    HudLayout h;
    // Design sizes at 100 %: a 36-pixel bar with 18/17-pixel text, a 66-pixel band with a
    // 15-pixel status line over two 13-pixel key lines 18 pixels apart.
    h.topBand = scale.px(36);
    // Above 100 % the key bar gets a third line: its larger text would not fit on two.
    h.keyLines = scale.factor > 1.0f ? 3 : 2;
    h.bottomBand = scale.px(66) + (h.keyLines > 2 ? scale.px(20) : 0);
    h.nameSize = scale.text(18);
    h.statsSize = scale.text(kStatsSize);
    h.statusSize = scale.text(kStatusSize);
    h.keySize = scale.text(kKeySize);
    h.tooltipSize = scale.text(16);
    h.iconSide = scale.px(32);
    h.nameLeft = scale.px(12);
    h.margin = scale.px(10);
    h.name = {h.nameLeft, scale.px(6), window.x - h.nameLeft, lineHeight(h.nameSize)};
    h.icon = {0, scale.px(2), h.iconSide, h.iconSide};
    h.stats = {0, scale.px(7), window.x, lineHeight(h.statsSize)};
    const float band = window.y - h.bottomBand;
    h.status = {h.margin, band + scale.px(2), window.x - 2 * h.margin, lineHeight(h.statusSize)};
    const float keyLine = lineHeight(h.keySize);
    const float keyStep = scale.px(20);
    // The last line at the bottom, the others above it.
    for (std::size_t i = 0; i < h.keyLines; ++i) {
        const float fromBottom = static_cast<float>(h.keyLines - 1 - i) * keyStep;
        h.keys[i] = {h.margin, window.y - scale.px(2) - keyLine - fromBottom,
                     window.x - 2 * h.margin, keyLine};
    }
    return h;
}

}  // namespace catmaze::app
