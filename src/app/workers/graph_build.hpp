#pragma once
/// \file
/// An open-floor level's obstacle graph built on a worker thread (openFloorGraph for a
/// GraphOrder): after a dog is paid or an undo, the graph of the new board takes far longer than
/// a frame on a large level, so the window never waits for it.

#include <cstdint>
#include <memory>

#include "catmaze/game/open_floor.hpp"
#include "workers/detached_task.hpp"

namespace catmaze::app {

/// One graph being built on its own thread (a DetachedTask: dropping it never waits; the build
/// cannot be interrupted, and its worker finishes and frees it).
class GraphBuild {
  public:
    /// Starts building the graph `order` asks for.
    explicit GraphBuild(GraphOrder order);

    /// The order's id.
    std::uint64_t id() const { return id_; }
    /// True once the graph is built (take() then returns at once).
    bool done() const { return task_.done(); }
    /// The graph, moved out; call once, after done().
    std::unique_ptr<ObstacleGraph> take() { return task_.take(); }

  private:
    std::uint64_t id_;
    DetachedTask<std::unique_ptr<ObstacleGraph>> task_;
};

}  // namespace catmaze::app
