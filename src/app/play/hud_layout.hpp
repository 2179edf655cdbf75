#pragma once
/// \file
/// Where the play screen's HUD puts its bars and lines at a UI scale, decided without a font or a
/// window: the top bar (the level's name, the bone icon, the counts) and the bottom band (the
/// status line over the key bar's lines). The map's area lies between the bands
/// (play_layout.hpp), and hud_view.cpp draws into these boxes.

#include <cstddef>
#include <vector>

#include "ui/screen_point.hpp"
#include "ui/tooltip_place.hpp"
#include "ui/ui_scale.hpp"

namespace catmaze::app {

/// The counts' character size at 100 % (the least they shrink to where they do not fit).
inline constexpr unsigned kStatsSize = 17;
/// The status line's character size at 100 %.
inline constexpr unsigned kStatusSize = 15;
/// The key bar's character size at 100 %.
inline constexpr unsigned kKeySize = 13;

/// The HUD's boxes in a window, each a line of text's box (top and height of the line).
struct HudLayout {
    float topBand = 0;         ///< height of the top bar
    float bottomBand = 0;      ///< height of the bottom band
    unsigned nameSize = 0;     ///< the level name's character size (bold)
    unsigned statsSize = 0;    ///< the counts' character size
    unsigned statusSize = 0;   ///< the status line's character size (bold)
    unsigned keySize = 0;      ///< the key bar's (and the overlay legend's) character size
    unsigned tooltipSize = 0;  ///< the g/h/f label's character size (bold)
    float iconSide = 0;        ///< the bone icon's side
    float nameLeft = 0;        ///< x of the name
    ScreenBox name;            ///< the name's line (its width: the window's)
    ScreenBox icon;            ///< the bone icon (its left: 0; hud_view puts it by the name)
    ScreenBox stats;           ///< the counts' first line (beside the name; its left: 0)
    /// The counts' further lines, under the name across the bar, when they need more than one
    /// (the top bar grows to hold them).
    std::vector<ScreenBox> moreStats;
    ScreenBox status;  ///< the status line
    /// The key bar's lines, the upper first, the last at the window's bottom: at least two at
    /// 100 %, three above (a larger text needs more lines), more where the bar needs them.
    std::vector<ScreenBox> keys;
    std::size_t keyLines = 2;  ///< how many `keys` the key bar has (keys.size())
    float margin = 0;          ///< pixels left and right of the bottom band's lines
};

/// How many lines the HUD's texts need where they do not fit on their least (hud_fit.hpp).
struct HudLines {
    std::size_t stats = 1;  ///< the counts' lines (>= 1)
    std::size_t keys = 0;   ///< the key bar's lines; fewer than the least: the least
};

/// The most lines the key bar may take in a window of `window` pixels at `scale`: as many as
/// keep the bottom band within 40 % of the window's height (never fewer than the least).
std::size_t mostKeyLines(ScreenPoint window, UiScale scale);

/// The HUD's layout in a window of `window` pixels at `scale`, with the lines its texts need
/// (`lines`; by default the least: one line of counts, the key bar's two or three): the bands
/// grow by a line for each line more, and the map between them shrinks.
HudLayout hudLayout(ScreenPoint window, UiScale scale, HudLines lines = {});

}  // namespace catmaze::app
