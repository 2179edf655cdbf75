#pragma once
/// \file
/// What the search overlay's legend says, decided without SFML: one entry per colour the overlay
/// draws (expanded, open, scanned; on open floor the corners and the links; through time the
/// shades of the moments closed, search_overlay.hpp), each with its swatch, and a last note
/// without one. rules_view.cpp draws it on the HUD's bottom line.

#include <string>
#include <vector>

#include "render/contrast.hpp"

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

}  // namespace catmaze::app
