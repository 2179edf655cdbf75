// The obstacle graph of an open-floor session as the dogs change: kept graphs first (the start's
// and the last few built, so undo, redo and restart build nothing), else built at once or, when
// deferred, ordered from the front end, which builds it on a worker and hands it in.

#include <utility>

#include "catmaze/game/open_floor.hpp"

namespace catmaze {

void OpenFloorSession::rebuildGraph() {
    std::vector<Tile> dogs = board_.find(TileKind::Dog);
    if (dogs == original_.find(TileKind::Dog)) {
        graph_ = startGraph_;
        return;
    }
    for (const auto& [keptDogs, graph] : kept_) {
        if (keptDogs == dogs) {
            graph_ = graph;
            return;
        }
    }
    if (deferred_) {
        graph_.reset();
        ++order_;  // a graph ordered before is for other dogs
        return;
    }
    keepGraph(std::move(dogs), openFloorGraph(*blockers_, board_));
}

void OpenFloorSession::keepGraph(std::vector<Tile> dogs, std::shared_ptr<ObstacleGraph> graph) {
    if (kept_.size() == kOpenFloorKeptGraphs)
        kept_.erase(kept_.begin());
    kept_.emplace_back(std::move(dogs), graph);
    graph_ = std::move(graph);
}

std::optional<GraphOrder> OpenFloorSession::graphWanted() const {
    if (!thinking())
        return std::nullopt;
    return GraphOrder{order_, blockers_, board_};
}

void OpenFloorSession::giveGraph(std::uint64_t id, std::unique_ptr<ObstacleGraph> graph) {
    if (!thinking() || id != order_ || !graph)
        return;
    keepGraph(board_.find(TileKind::Dog), std::move(graph));
    if (const std::optional<Vec2> point = std::exchange(waitingClick_, std::nullopt))
        click(*point);
}

}  // namespace catmaze
