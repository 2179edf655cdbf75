#pragma once
/// \file
/// Starting a level off the UI thread: reading and parsing its file and building its session
/// (on open floor the obstacle graph, the longest step on a large level) run on a worker, so the
/// window keeps drawing and answering keys while a level loads.

#include <atomic>
#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

#include "catmaze/game/play_session.hpp"
#include "catmaze/io/diagnostic.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze::app {

/// What a load gives: the level in play, ready to draw, or the reasons it did not load.
struct LoadedLevel {
    /// The file's diagnostics (warnings too; none for a level given in memory).
    std::vector<Diagnostic> diagnostics;
    /// The level in play; null when the file did not load (or the load was cancelled).
    std::unique_ptr<PlaySession> session;
};

/// One level being started on its own thread.
class LevelLoading {
  public:
    /// Reads `file` (loadLevelFile) and, when it loads, starts it (startPlay with `diagonal` and
    /// `stepSeconds`).
    LevelLoading(std::filesystem::path file, DiagonalMode diagonal, double stepSeconds);
    /// Starts `level` (valid), as read from no file (the editor's or the daily maze).
    LevelLoading(Level level, DiagonalMode diagonal, double stepSeconds);
    /// Cancels without waiting: the worker owns what it works on, finishes the step under way
    /// (the obstacle graph's build cannot be interrupted) on its own and frees it.
    ~LevelLoading();
    LevelLoading(const LevelLoading&) = delete;
    LevelLoading& operator=(const LevelLoading&) = delete;

    /// True once the result is ready (take() then returns at once).
    bool done() const { return shared_->done.load(std::memory_order_acquire); }
    /// The result, moved out; call once, after done().
    LoadedLevel take() { return std::move(shared_->result); }

  private:
    // What the worker and the caller share; the worker holds it until it ends.
    struct Shared {
        std::atomic<bool> cancel{false};
        std::atomic<bool> done{false};
        LoadedLevel result;  // written by the worker before `done` is set, read only after
    };
    void start(std::filesystem::path file, std::optional<Level> level, DiagonalMode diagonal,
               double stepSeconds);

    std::shared_ptr<Shared> shared_;
};

}  // namespace catmaze::app
