#include "workers/level_loading.hpp"

#include <atomic>
#include <optional>
#include <utility>

#include "catmaze/level/level_files.hpp"

namespace catmaze::app {

namespace {

// The level read from `file` unless given, then started unless the load was cancelled meanwhile.
std::unique_ptr<LevelLoading> start(std::filesystem::path file, std::optional<Level> level,
                                    DiagonalMode diagonal, double stepSeconds) {
    return std::make_unique<LevelLoading>(
        [file = std::move(file), level = std::move(level), diagonal,
         stepSeconds](const std::atomic<bool>& cancelled) mutable {
            LoadedLevel result;
            if (!level) {
                LevelLoadResult loaded = loadLevelFile(file);
                result.diagnostics = std::move(loaded.diagnostics);
                level = std::move(loaded.level);
            }
            if (level && !cancelled.load(std::memory_order_relaxed))
                result.session = startPlay(*level, diagonal, stepSeconds);
            return result;
        });
}

}  // namespace

std::unique_ptr<LevelLoading> loadInBackground(std::filesystem::path file, DiagonalMode diagonal,
                                               double stepSeconds) {
    return start(std::move(file), std::nullopt, diagonal, stepSeconds);
}

std::unique_ptr<LevelLoading> startInBackground(Level level, DiagonalMode diagonal,
                                                double stepSeconds) {
    return start({}, std::move(level), diagonal, stepSeconds);
}

}  // namespace catmaze::app
