#pragma once
/// \file
/// Starting a level off the UI thread: reading and parsing its file and building its session
/// (on open floor the obstacle graph, up to about a second for the largest level the limits
/// allow) run on a worker, so the window keeps drawing and answering keys while a level loads.

#include <atomic>
#include <filesystem>
#include <memory>
#include <optional>
#include <thread>
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

/// One level being started on its own thread. Not copyable or movable (the worker holds its
/// address): keep it in a std::unique_ptr.
class LevelLoading {
  public:
    /// Reads `file` (loadLevelFile) and, when it loads, starts it (startPlay with `diagonal` and
    /// `stepSeconds`).
    LevelLoading(std::filesystem::path file, DiagonalMode diagonal, double stepSeconds);
    /// Starts `level` (valid), as read from no file (the editor's or the daily maze).
    LevelLoading(Level level, DiagonalMode diagonal, double stepSeconds);
    /// Waits for the worker: at most the step under way (the obstacle graph's build cannot be
    /// interrupted), since cancel() is asked first.
    ~LevelLoading();
    LevelLoading(const LevelLoading&) = delete;
    LevelLoading& operator=(const LevelLoading&) = delete;

    /// Asks the worker to stop before its next step (the session is then not built). Never
    /// blocks.
    void cancel() { cancel_.store(true, std::memory_order_relaxed); }
    /// True once the result is ready (take() then returns at once).
    bool done() const { return done_.load(std::memory_order_acquire); }
    /// The result, moved out; call once, after done().
    LoadedLevel take();

  private:
    void start(std::optional<Level> level, DiagonalMode diagonal, double stepSeconds);

    std::filesystem::path file_;
    std::atomic<bool> cancel_{false};
    std::atomic<bool> done_{false};
    LoadedLevel result_;  // written by the worker before done_ is set, read only after
    std::thread worker_;
};

}  // namespace catmaze::app
