#include "play/overlay_legend.hpp"

#include <algorithm>

#include "play/search_overlay.hpp"
#include "render/palette.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

std::vector<LegendEntry> legendEntries(const OverlayLegend& legend) {
    std::vector<LegendEntry> entries;
    if (legend.graph) {
        // TRANSLATORS: the search overlay's legend on open floor; A* is the search's name.
        entries.push_back({palette::kOverlayClosedNode,
                           fill(tr("A* on the visibility graph: {n} corners expanded"),
                                {{"n", std::to_string(legend.expanded)}})});
        // TRANSLATORS: the legend's colour of the nodes the search still had open (to expand).
        entries.push_back({palette::kOverlayOpenNode, tr("open")});
        entries.push_back({palette::kOverlayEdge, tr("links: where the cat can walk straight")});
    } else if (legend.period > 0) {
        // Through time: each tile shaded by how many of its moments the search closed.
        entries.push_back({palette::kWindow,
                           // TRANSLATORS: the legend of a search through time; the shades that
                           // follow count the moments of a tile the search closed.
                           fill(tr("Space-time A*: {n} expanded; moments closed:"),
                                {{"n", std::to_string(legend.expanded)}}),
                           false});
        const int shades = std::min(legend.period, kMomentShades);
        for (int closed = 1; closed <= shades; ++closed) {
            std::string label = std::to_string(closed);
            if (closed == shades) {
                // TRANSLATORS: the legend's last shade: {closed} (with "+" when more are shaded
                // alike) of the tile's {period} moments.
                label = fill(tr("{closed} of {period}"),
                             {{"closed", label + (legend.period > shades ? "+" : "")},
                              {"period", std::to_string(legend.period)}});
            }
            entries.push_back({momentsShade(closed), label});
        }
        entries.push_back({palette::kOverlayOpen, tr("open")});
        entries.push_back({palette::kWindow, tr("hover a tile: g, h, f, moments")});
    } else {
        const std::string expanded = std::to_string(legend.expanded);
        entries.push_back({legend.jumped ? palette::kOverlayClosedJump : palette::kOverlayClosed,
                           legend.jumped
                               ? fill(tr("Jump point search: {n} expanded"), {{"n", expanded}})
                               : fill(tr("A*: {n} expanded"), {{"n", expanded}})});
        entries.push_back(
            {legend.jumped ? palette::kOverlayOpenJump : palette::kOverlayOpen, tr("open")});
        if (legend.jumped) {
            // TRANSLATORS: the legend's colour of the tiles jump point search looked over.
            entries.push_back({palette::kOverlayScanned, tr("scanned")});
        }
        // TRANSLATORS: g, h and f are the search's numbers shown on a hovered tile.
        entries.push_back(
            {palette::kWindow, tr("hover a tile: g cost so far, h estimate, f = g + h")});
    }
    entries.back().swatch = false;  // the last entry is a note
    return entries;
}

std::vector<std::vector<ShownLegendEntry>> legendLines(const std::vector<LegendEntry>& entries,
                                                       float width, float swatch,
                                                       const TextWidth& measure) {
    std::vector<std::vector<ShownLegendEntry>> lines;
    float used = 0;
    for (const LegendEntry& entry : entries) {
        const float before = entry.swatch ? swatch + kLegendSwatchGap : 0;
        // A label too wide for a line alone is cut to the line (its own line, nothing beside it).
        ShownLegendEntry shown{entry.colour, entry.swatch,
                               fitLine(entry.label, std::max(0.0f, width - before), measure)};
        const float wide = before + measure(shown.label);
        if (lines.empty() || used + kLegendEntryGap + wide > width) {
            lines.emplace_back();
            used = wide;
        } else {
            used += kLegendEntryGap + wide;
        }
        lines.back().push_back(std::move(shown));
    }
    return lines;
}

}  // namespace catmaze::app
