#pragma once
/// \file
/// Starting a level off the UI thread: reading and parsing its file and building its session
/// (on open floor the obstacle graph, the longest step on a large level) run on a worker, so the
/// window keeps drawing and answering keys while a level loads.

#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

#include "catmaze/game/play_session.hpp"
#include "catmaze/io/diagnostic.hpp"
#include "catmaze/level/level.hpp"
#include "workers/detached_task.hpp"

namespace catmaze::app {

/// What a load gives: the level in play, ready to draw, or the reasons it did not load.
struct LoadedLevel {
    /// The file's diagnostics (warnings too; none for a level given in memory).
    std::vector<Diagnostic> diagnostics;
    /// The level in play; null when the file did not load (or the load was cancelled).
    std::unique_ptr<PlaySession> session;
};

/// One level being started on its own thread (a DetachedTask: dropping it cancels without
/// waiting; the worker finishes the step under way, as the obstacle graph's build cannot be
/// interrupted, and frees it).
using LevelLoading = DetachedTask<LoadedLevel>;

/// Reads `file` (loadLevelFile) and, when it loads, starts it (startPlay with `diagonal` and
/// `stepSeconds`), on a worker.
std::unique_ptr<LevelLoading> loadInBackground(std::filesystem::path file, DiagonalMode diagonal,
                                               double stepSeconds);
/// Starts `level` (valid), as read from no file (the editor's or the daily maze), on a worker.
std::unique_ptr<LevelLoading> startInBackground(Level level, DiagonalMode diagonal,
                                                double stepSeconds);

}  // namespace catmaze::app
