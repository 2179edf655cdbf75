#pragma once
// What the search overlay draws of a search through time (a tile level with patrols), recorded
// as the search tells it (search_listener.hpp): the search visits (tile, moment) nodes
// (SpaceTimeGrid: `phase * cells + cell`), and the overlay shows each tile once, with how many of
// its moments were reached and closed, the fewest ticks after the start at which it was reached,
// and the least cost over its moments. Private to the game module (GameSession).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "catmaze/game/play_event.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/search/path_source.hpp"

namespace catmaze {

/// A SearchListener of one search over a SpaceTimeGrid of `cells` tiles. Not thread-safe; one per
/// search.
class TimeSearchRecorder {
  public:
    /// A recorder for a space-time grid whose tiles are `cells` (its grid's node count).
    explicit TimeSearchRecorder(NodeId cells) : cells_(cells) {}

    /// A node reached the first time: by a move of the node being expanded (the start: none).
    void generated(NodeId node, GridCost g, GridCost h) { reached(node, g, h); }
    /// A node reached again, cheaper: by a move of the node being expanded.
    void relaxed(NodeId node, GridCost g, GridCost h) { reached(node, g, h); }
    /// A node closed; the moves the search tells next are its own (search_listener.hpp).
    void expanded(NodeId node, GridCost /*g*/) {
        visits_[node].closed = true;
        expanding_ = node;
    }

    /// One node per tile reached, in row-major order (node order on `size`'s grid), standing
    /// for the tile's moments (SearchTrace::Node).
    std::vector<SearchTrace::Node> nodes(GridSize size) const {
        // The visits in order of their tile (a tile's moments in any order).
        std::vector<std::pair<NodeId, Visit>> visits(visits_.begin(), visits_.end());
        std::sort(visits.begin(), visits.end(), [this](const auto& a, const auto& b) {
            return a.first % cells_ < b.first % cells_;
        });
        std::vector<SearchTrace::Node> out;
        for (std::size_t i = 0; i < visits.size();) {
            const NodeId cell = visits[i].first % cells_;
            const Visit& first = visits[i].second;
            SearchTrace::Node tile{size.tileAt(cell), true, first.g, first.h, 0, 0, first.ticks};
            for (; i < visits.size() && visits[i].first % cells_ == cell; ++i) {
                const Visit& visit = visits[i].second;
                ++tile.momentsReached;
                tile.momentsClosed += visit.closed ? 1 : 0;
                tile.g = std::min(tile.g, visit.g);
                tile.firstTick = std::min(tile.firstTick, visit.ticks);
            }
            tile.open = tile.momentsClosed == 0;
            out.push_back(tile);
        }
        return out;
    }

  private:
    // What the search told of one tile-moment: its last cost and estimate (the last report
    // holds, as the search's own), the ticks from the start along that way, closed or not.
    struct Visit {
        GridCost g = 0;
        GridCost h = 0;
        std::int64_t ticks = 0;
        bool closed = false;
    };

    void reached(NodeId node, GridCost g, GridCost h) {
        // A move takes one tick: one more than the node it leaves (the start is at 0).
        const std::int64_t ticks = expanding_ ? visits_[*expanding_].ticks + 1 : 0;
        Visit& visit = visits_[node];
        visit.g = g;
        visit.h = h;
        visit.ticks = ticks;
    }

    NodeId cells_;
    std::unordered_map<NodeId, Visit> visits_;
    std::optional<NodeId> expanding_;
};

}  // namespace catmaze
