#include "level_loading.hpp"

#include <utility>

#include "catmaze/level/level_files.hpp"

namespace catmaze::app {

LevelLoading::LevelLoading(std::filesystem::path file, DiagonalMode diagonal, double stepSeconds)
    : file_(std::move(file)) {
    start(std::nullopt, diagonal, stepSeconds);
}

LevelLoading::LevelLoading(Level level, DiagonalMode diagonal, double stepSeconds) {
    start(std::move(level), diagonal, stepSeconds);
}

void LevelLoading::start(std::optional<Level> level, DiagonalMode diagonal, double stepSeconds) {
    // Started last: every member the worker touches is constructed by now.
    worker_ = std::thread([this, level = std::move(level), diagonal, stepSeconds]() mutable {
        if (!level) {
            LevelLoadResult loaded = loadLevelFile(file_);
            result_.diagnostics = std::move(loaded.diagnostics);
            level = std::move(loaded.level);
        }
        if (level && !cancel_.load(std::memory_order_relaxed))
            result_.session = startPlay(*level, diagonal, stepSeconds);
        done_.store(true, std::memory_order_release);
    });
}

LevelLoading::~LevelLoading() {
    cancel();
    worker_.join();
}

LoadedLevel LevelLoading::take() {
    return std::move(result_);
}

}  // namespace catmaze::app
