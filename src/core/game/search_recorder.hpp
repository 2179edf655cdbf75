#pragma once
// What the search overlay draws of a tile search, recorded as the search tells it
// (search_listener.hpp): every node reached, its last cost and estimate, and whether it was
// closed. Private to the game module (GameSession).

#include <algorithm>
#include <vector>

#include "catmaze/game/play_event.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/search/path_source.hpp"

namespace catmaze {

/// A SearchListener of one grid search over GridCost. Not thread-safe; one per search.
class SearchRecorder {
  public:
    /// A node reached the first time.
    void generated(NodeId node, GridCost g, GridCost h) { reports_.push_back({node, g, h, false}); }
    /// A node reached again, cheaper.
    void relaxed(NodeId node, GridCost g, GridCost h) { reports_.push_back({node, g, h, false}); }
    /// A node closed.
    void expanded(NodeId node, GridCost g) { reports_.push_back({node, g, 0, true}); }

    /// The nodes reached, in row-major order (node order on `size`'s grid), each with its last
    /// cost and estimate, closed when it was expanded.
    std::vector<SearchTrace::Node> nodes(GridSize size) const {
        std::vector<Report> sorted = reports_;
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const Report& a, const Report& b) { return a.node < b.node; });
        std::vector<SearchTrace::Node> out;
        for (std::size_t i = 0; i < sorted.size();) {
            const NodeId id = sorted[i].node;
            SearchTrace::Node node{size.tileAt(id), true, 0, 0, 1, 0, 0};
            for (; i < sorted.size() && sorted[i].node == id; ++i) {
                if (sorted[i].closed) {
                    node.open = false;
                    node.momentsClosed = 1;
                } else {  // in the order the search made them: the last one holds
                    node.g = sorted[i].g;
                    node.h = sorted[i].h;
                }
            }
            out.push_back(node);
        }
        return out;
    }

  private:
    struct Report {
        NodeId node;
        GridCost g;
        GridCost h;
        bool closed;
    };
    std::vector<Report> reports_;
};

}  // namespace catmaze
