#include "play/overlay_legend.hpp"

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
