#pragma once
/// \file
/// An open-floor level's obstacle graph built on a worker thread (openFloorGraph for a
/// GraphOrder): after a dog is paid or an undo, the graph of the new board takes up to about
/// half a second on the largest level the limits allow, so the window never waits for it.

#include <atomic>
#include <cstdint>
#include <memory>
#include <thread>

#include "catmaze/game/open_floor.hpp"

namespace catmaze::app {

/// One graph being built on its own thread. Not copyable or movable (the worker holds its
/// address): keep it in a std::unique_ptr.
class GraphBuild {
  public:
    /// Starts building the graph `order` asks for.
    explicit GraphBuild(GraphOrder order);
    /// Waits for the worker (the build cannot be interrupted).
    ~GraphBuild();
    GraphBuild(const GraphBuild&) = delete;
    GraphBuild& operator=(const GraphBuild&) = delete;

    /// The order's id.
    std::uint64_t id() const { return id_; }
    /// True once the graph is built (take() then returns at once).
    bool done() const { return done_.load(std::memory_order_acquire); }
    /// The graph, moved out; call once, after done().
    std::unique_ptr<ObstacleGraph> take() { return std::move(graph_); }

  private:
    std::uint64_t id_;
    std::atomic<bool> done_{false};
    std::unique_ptr<ObstacleGraph> graph_;  // written by the worker before done_ is set
    std::thread worker_;
};

}  // namespace catmaze::app
