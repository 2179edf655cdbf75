#include "play/hud_layout.hpp"

namespace catmaze::app {

HudLayout hudLayout(ScreenPoint window, UiScale scale) {
    HudLayout h;
    // Design sizes at 100 %: a 36-pixel bar with 18/17-pixel text, a 66-pixel band with a
    // 15-pixel status line over two 13-pixel key lines 18 pixels apart.
    h.topBand = scale.px(36);
    h.bottomBand = scale.px(66);
    h.nameSize = scale.text(18);
    h.statsSize = scale.text(17);
    h.statusSize = scale.text(15);
    h.keySize = scale.text(13);
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
    h.keys[1] = {h.margin, window.y - scale.px(2) - keyLine, window.x - 2 * h.margin, keyLine};
    h.keys[0] = h.keys[1];
    h.keys[0].top -= keyStep;
    return h;
}

}  // namespace catmaze::app
