#pragma once
/// \file
/// The open floor's obstacle graphs, built off the game's thread: when the session orders the
/// graph of a board whose dogs changed (a dog paid, an undo), a GraphBuild makes it on a worker,
/// and it is handed in once built. The cat walks on meanwhile; a click waits for it.

#include <memory>

#include "catmaze/game/play_session.hpp"
#include "workers/graph_build.hpp"

namespace catmaze::app {

/// Feeds a session the graphs it orders. Not thread-safe: the game's thread feeds; each build
/// runs on its own worker.
class GraphFeeder {
  public:
    /// Starts the build `session` wants (dropping one for a board left behind, whose worker ends
    /// on its own), and hands in a finished one. True when a graph was handed in: the session
    /// then has events to present (a waiting click's route).
    bool feed(PlaySession& session);
    /// Drops the build in progress, if any (never waits).
    void drop() { build_.reset(); }

  private:
    std::unique_ptr<GraphBuild> build_;  // the graph the session waits for, building
};

}  // namespace catmaze::app
