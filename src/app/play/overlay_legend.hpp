#pragma once
/// \file
/// What the search overlay's legend says, decided without SFML: one entry per colour the overlay
/// draws (expanded, open, scanned; on open floor the corners and the links; through time the
/// shades of the moments closed, search_overlay.hpp), each with its swatch, and a last note
/// without one, and its lines in the key bar's place; rules_view.cpp draws them.

#include <string>
#include <vector>

#include "render/contrast.hpp"
#include "ui/text_fit.hpp"

namespace catmaze::app {

/// What the legend is about.
struct OverlayLegend {
    bool jumped = false;  ///< jump point search (else A*)
    int expanded = 0;     ///< nodes (or jump points) expanded
    bool graph = false;   ///< an obstacle graph's search (open floor): links and corner nodes
    /// A search through time (a level with patrols): the moments a tile has (the rounds'
    /// common period), the tiles shaded by the moments closed; 0 for a search of the tiles.
    int period = 0;
};

/// One entry of the legend.
struct LegendEntry {
    Rgba colour;        ///< the overlay's colour it explains (palette.hpp)
    std::string label;  ///< what it says
    /// Drawn with a swatch of `colour` (the last note has none, nor the search's name through
    /// time).
    bool swatch = true;
};

/// The legend's entries, left to right.
std::vector<LegendEntry> legendEntries(const OverlayLegend& legend);

/// Pixels between a swatch and its label.
inline constexpr float kLegendSwatchGap = 6;
/// Pixels between two entries of the legend.
inline constexpr float kLegendEntryGap = 18;

/// An entry of the legend as drawn.
struct ShownLegendEntry {
    Rgba colour;           ///< the overlay's colour it explains
    bool swatch = true;    ///< drawn with a swatch of `colour`
    std::u32string label;  ///< what it says, cut where a line is too narrow for it alone
};

/// `entries` on lines no wider than `width`, in order, an entry never split between lines: an
/// entry is its swatch (`swatch` pixels square, when it has one), kLegendSwatchGap, and its label
/// measured by `measure`, kLegendEntryGap from the next. A label too wide for a line alone is
/// cut with an ellipsis (text_fit.hpp) to the line.
std::vector<std::vector<ShownLegendEntry>> legendLines(const std::vector<LegendEntry>& entries,
                                                       float width, float swatch,
                                                       const TextWidth& measure);

}  // namespace catmaze::app
