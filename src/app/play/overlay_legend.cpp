#include "play/overlay_legend.hpp"

#include <algorithm>

#include "play/search_overlay.hpp"
#include "render/palette.hpp"

namespace catmaze::app {

std::vector<LegendEntry> legendEntries(const OverlayLegend& legend) {
    std::vector<LegendEntry> entries;
    if (legend.graph) {
        entries.push_back({palette::kOverlayClosedNode,
                           "A* on the visibility graph: " + std::to_string(legend.expanded) +
                               " corners expanded"});
        entries.push_back({palette::kOverlayOpenNode, "open"});
        entries.push_back({palette::kOverlayEdge, "links: where the cat can walk straight"});
    } else if (legend.period > 0) {
        // Through time: each tile shaded by how many of its moments the search closed.
        entries.push_back(
            {palette::kWindow,
             "Space-time A*: " + std::to_string(legend.expanded) + " expanded; moments closed:",
             false});
        const int shades = std::min(legend.period, kMomentShades);
        for (int closed = 1; closed <= shades; ++closed) {
            std::string label = std::to_string(closed);
            if (closed == shades) {
                label += (legend.period > shades ? "+" : "") + std::string(" of ") +
                         std::to_string(legend.period);
            }
            entries.push_back({momentsShade(closed), label});
        }
        entries.push_back({palette::kOverlayOpen, "open"});
        entries.push_back({palette::kWindow, "hover a tile: g, h, f, moments"});
    } else {
        const std::string algorithm = legend.jumped ? "Jump point search: " : "A*: ";
        entries.push_back({legend.jumped ? palette::kOverlayClosedJump : palette::kOverlayClosed,
                           algorithm + std::to_string(legend.expanded) + " expanded"});
        entries.push_back(
            {legend.jumped ? palette::kOverlayOpenJump : palette::kOverlayOpen, "open"});
        if (legend.jumped)
            entries.push_back({palette::kOverlayScanned, "scanned"});
        entries.push_back({palette::kWindow, "hover a tile: g cost so far, h estimate, f = g + h"});
    }
    entries.back().swatch = false;  // the last entry is a note
    return entries;
}

}  // namespace catmaze::app
