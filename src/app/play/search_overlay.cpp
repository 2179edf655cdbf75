#include "play/search_overlay.hpp"

#include <algorithm>

#include "render/palette.hpp"

namespace catmaze::app {

Rgba momentsShade(int closed) {
    const int shade = std::clamp(closed, 1, kMomentShades) - 1;
    return palette::kOverlayMoments[static_cast<std::size_t>(shade)];
}

std::vector<ShadedTile> shadedTiles(const SearchTrace& trace) {
    std::vector<ShadedTile> out;
    if (trace.graph)
        return out;
    // Scanned cells first (faint), so the jump points drawn over them stand out; each once, in
    // row-major order (the scans pass some cells many times).
    std::vector<Tile> scanned = trace.scanned;
    const auto rowMajor = [](Tile a, Tile b) {
        return a.row < b.row || (a.row == b.row && a.col < b.col);
    };
    std::sort(scanned.begin(), scanned.end(), rowMajor);
    scanned.erase(std::unique(scanned.begin(), scanned.end()), scanned.end());
    out.reserve(scanned.size() + trace.nodes.size());
    for (const Tile& t : scanned)
        out.push_back({t, palette::kOverlayScanned});
    const Rgba open = trace.jumped ? palette::kOverlayOpenJump : palette::kOverlayOpen;
    const Rgba closed = trace.jumped ? palette::kOverlayClosedJump : palette::kOverlayClosed;
    for (const SearchTrace::Node& node : trace.nodes) {
        if (node.open)
            out.push_back({node.tile, open});
        else
            out.push_back(
                {node.tile, trace.period > 0 ? momentsShade(node.momentsClosed) : closed});
    }
    return out;
}

}  // namespace catmaze::app
