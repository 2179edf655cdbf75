#pragma once
/// \file
/// What the play screen's HUD says, decided without a font or a window: the counts along the top
/// bar and where they go beside the level's name, the status line (a refused click's reason, or
/// what a click on the hovered tile would do), whether the bottom line shows the key bar or the
/// search overlay's legend, and the g/h/f label of a searched tile. hud.cpp draws it.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "play/key_help.hpp"
#include "play/overlay_legend.hpp"
#include "play/play_model.hpp"
#include "ui/text_fit.hpp"
#include "ui/ui_scale.hpp"

namespace catmaze::app {

/// The HUD's words for the level in play.
struct HudText {
    /// The counts: bones, then steps, cost, the hovered route's cost and the diagonal rule played
    /// on tiles ("Diagonal: on (level's rule)" when the level names its own), or the length
    /// walked and the cost on open floor.
    std::string stats;
    /// The same counts one by one (each drawn whole, hud_fit.hpp puts them on lines).
    std::vector<std::string> counts;
    /// The counts as they read at their widest (four-digit numbers, a route shown): what the
    /// top bar keeps room for, so that it does not change as they count up.
    std::vector<std::string> widestCounts;
    /// The status line: a refused click's reason for a moment, else what a click on the hovered
    /// tile would do; empty once the level ended.
    std::string status;
    bool statusWarning = false;  ///< the status line warns (a refusal, a dog ahead): in red
    /// The search overlay's legend, which replaces the key bar while the overlay is on and a
    /// search was recorded.
    std::optional<OverlayLegend> legend;
    std::vector<KeyHelp> keys;  ///< the key bar's entries: the keys offered on this floor, or
                                ///< the pad's buttons when the pad was used last
    std::string keyBar;         ///< the key bar on one line (keyBarText)
};

/// The HUD's words for `model`, the search overlay on or off (`overlay`).
HudText hudText(const PlayModel& model, bool overlay);

/// The top bar's layout along a window `width` pixels wide: the name cut to its part of the bar
/// (40 %, at least 120 pixels), and where the counts start, beside it and never over it.
struct HudTop {
    std::u32string name;   ///< the name as drawn (cut with an ellipsis when too long)
    float nameRight = 0;   ///< x where the drawn name ends
    float countsLeft = 0;  ///< x where the counts start (the bone's icon)
};

/// Window pixels from the left edge to the name, at 100 %.
inline constexpr float kHudNameLeft = 12;

/// The top bar's layout for a level named `name` (UTF-8) in a window `width` pixels wide at
/// `scale`, the name measured by `measure` (the HUD's bold font at that scale).
HudTop hudTop(std::string_view name, float width, const TextWidth& measure, UiScale scale = {});

/// "g 30   h 50   f 80" for `tile`, when `trace` searched it. Through time, g is the least over
/// the tile's moments, and the label goes on with the moments closed and the first tick the
/// search reached the tile ("closed at 2 of 4 moments, first in 3 ticks").
std::optional<std::string> nodeLabel(const SearchTrace& trace, Tile tile);

}  // namespace catmaze::app
