#pragma once
/// \file
/// An open-floor level's obstacle graph built on a worker thread (openFloorGraph for a
/// GraphOrder): after a dog is paid or an undo, the graph of the new board takes far longer than
/// a frame on a large level, so the window never waits for it.

#include <atomic>
#include <cstdint>
#include <memory>

#include "catmaze/game/open_floor.hpp"

namespace catmaze::app {

/// One graph being built on its own thread.
class GraphBuild {
  public:
    /// Starts building the graph `order` asks for.
    explicit GraphBuild(GraphOrder order);
    /// Never waits: the worker owns what it works on, finishes the build (it cannot be
    /// interrupted) on its own and frees it.
    ~GraphBuild() = default;
    GraphBuild(const GraphBuild&) = delete;
    GraphBuild& operator=(const GraphBuild&) = delete;

    /// The order's id.
    std::uint64_t id() const { return id_; }
    /// True once the graph is built (take() then returns at once).
    bool done() const { return shared_->done.load(std::memory_order_acquire); }
    /// The graph, moved out; call once, after done().
    std::unique_ptr<ObstacleGraph> take() { return std::move(shared_->graph); }

  private:
    // What the worker and the caller share; the worker holds it until it ends.
    struct Shared {
        std::atomic<bool> done{false};
        std::unique_ptr<ObstacleGraph> graph;  // written by the worker before `done` is set
    };
    std::uint64_t id_;
    std::shared_ptr<Shared> shared_;
};

}  // namespace catmaze::app
