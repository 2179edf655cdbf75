#pragma once
/// \file
/// An order for an open-floor level's obstacle graph, which a front end builds off the game's
/// thread (it takes up to about half a second) and hands back.

#include <cstdint>
#include <memory>
#include <vector>

#include "catmaze/geom/geometry.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// An obstacle graph a session waits for (OpenFloorSession::deferGraphBuilds): build it with
/// openFloorGraph(*blockers, board) anywhere (on a worker: it reads only these copies) and hand
/// it in with OpenFloorSession::giveGraph(id, graph).
/// Thread safety: several threads may read it at once; a change needs it to itself.
/// Copies share the blockers, which never change: build the graph on any thread.
struct GraphOrder {
    std::uint64_t id = 0;  ///< which order (a newer one replaces it)
    std::shared_ptr<const std::vector<Polygon>> blockers;  ///< the level's blockers
    Level board;                                           ///< the board whose dogs it must hold
};

}  // namespace catmaze
