#pragma once
/// \file
/// Where the play screen's HUD puts its bars and lines at a UI scale, decided without a font or a
/// window: the top bar (the level's name, the bone icon, the counts) and the bottom band (the
/// status line over the key bar's lines). The map's area lies between the bands
/// (play_layout.hpp), and hud_view.cpp draws into these boxes.

#include <array>

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
    ScreenBox stats;           ///< the counts' line
    ScreenBox status;          ///< the status line
    /// The key bar's lines, the upper first: two at 100 %, three above (a larger text needs
    /// more lines); only the first `keyLines` are used.
    std::array<ScreenBox, 3> keys;
    std::size_t keyLines = 2;  ///< how many of `keys` the key bar has
    float margin = 0;          ///< pixels left and right of the bottom band's lines
};

/// The HUD's layout in a window of `window` pixels at `scale`.
HudLayout hudLayout(ScreenPoint window, UiScale scale);

}  // namespace catmaze::app
