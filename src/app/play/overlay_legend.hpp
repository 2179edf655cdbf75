#pragma once
/// \file
/// What the search overlay's legend says, decided without SFML: one entry per colour the overlay
/// draws (expanded, open, scanned; on open floor the corners and the links), each with its
/// swatch, and a last note without one. rules_view.cpp draws it on the HUD's bottom line.

#include <string>
#include <vector>

#include "render/contrast.hpp"

namespace catmaze::app {

/// What the legend is about.
struct OverlayLegend {
    bool jumped = false;  ///< jump point search (else A*)
    int expanded = 0;     ///< nodes (or jump points) expanded
    bool graph = false;   ///< an obstacle graph's search (open floor): links and corner nodes
};

/// One entry of the legend.
struct LegendEntry {
    Rgba colour;         ///< the overlay's colour it explains (palette.hpp)
    std::string label;   ///< what it says
    bool swatch = true;  ///< drawn with a swatch of `colour` (the last note has none)
};

/// The legend's entries, left to right.
std::vector<LegendEntry> legendEntries(const OverlayLegend& legend);

}  // namespace catmaze::app
