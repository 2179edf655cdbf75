#pragma once
/// \file
/// The HUD's texts fitted to a window, decided without a font or a window: how many lines the
/// counts and the key bar need so that every count and every key entry is drawn whole, at what
/// character size, and the HUD's layout with those lines (the bands grow, the map shrinks). The
/// play screen fits its map to the layout and hud_view.cpp draws the lines; the unit tests check
/// it with a made-up font.

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "play/hud_layout.hpp"
#include "play/hud_text.hpp"

namespace catmaze::app {

/// Measures text in one of the HUD's fonts: the regular one (`bold` false) or the bold one, at a
/// character size.
using HudMeasure = std::function<TextWidth(unsigned size, bool bold)>;

/// The HUD's texts as they are drawn.
struct HudFit {
    HudLayout layout;        ///< with the lines the texts need
    HudTop top;              ///< the name, cut to its part of the bar, and where the counts start
    float statsLeft = 0;     ///< x of the counts' first line (after the bone)
    float statsWidth = 0;    ///< the counts' first line's width
    unsigned statsSize = 0;  ///< the counts' character size
    std::vector<std::u32string> stats;  ///< the counts' lines (the first beside the name)
    unsigned keySize = 0;               ///< the key bar's character size
    /// The key bar's lines, on the layout's last key lines (empty while the legend shows).
    std::vector<std::u32string> keys;
    /// The search overlay's legend's lines in the key bar's place, at `keySize` (empty while
    /// the key bar shows).
    std::vector<std::vector<ShownLegendEntry>> legend;
    std::string status;          ///< the status line as the words had it (HudText::status)
    bool statusWarning = false;  ///< the status line warns (HudText::statusWarning)
};

/// The gap between two counts on a line of the top bar.
inline constexpr char kHudCountGap[] = "     ";

/// `words` of the level named `levelName` fitted to a window of `window` pixels at `scale`,
/// measured by `measure`. Each text keeps its size at `scale` where it fits, taking more lines
/// first (the counts a second line where their widest form needs it, the key bar or the search
/// overlay's legend in its place up to mostKeyLines), then a smaller size down to the one at 100 %;
/// only text that does not fit even so is cut with an ellipsis (text_fit.hpp).
HudFit fitHud(const HudText& words, std::string_view levelName, ScreenPoint window, UiScale scale,
              const HudMeasure& measure);

}  // namespace catmaze::app
