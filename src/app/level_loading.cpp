#include "level_loading.hpp"

#include <thread>
#include <utility>

#include "catmaze/level/level_files.hpp"

namespace catmaze::app {

LevelLoading::LevelLoading(std::filesystem::path file, DiagonalMode diagonal, double stepSeconds) {
    start(std::move(file), std::nullopt, diagonal, stepSeconds);
}

LevelLoading::LevelLoading(Level level, DiagonalMode diagonal, double stepSeconds) {
    start({}, std::move(level), diagonal, stepSeconds);
}

void LevelLoading::start(std::filesystem::path file, std::optional<Level> level,
                         DiagonalMode diagonal, double stepSeconds) {
    shared_ = std::make_shared<Shared>();
    // Detached: a cancelled load is never waited for (see the destructor).
    std::thread([shared = shared_, file = std::move(file), level = std::move(level), diagonal,
                 stepSeconds]() mutable {
        if (!level) {
            LevelLoadResult loaded = loadLevelFile(file);
            shared->result.diagnostics = std::move(loaded.diagnostics);
            level = std::move(loaded.level);
        }
        if (level && !shared->cancel.load(std::memory_order_relaxed))
            shared->result.session = startPlay(*level, diagonal, stepSeconds);
        shared->done.store(true, std::memory_order_release);
    }).detach();
}

LevelLoading::~LevelLoading() {
    shared_->cancel.store(true, std::memory_order_relaxed);
}

}  // namespace catmaze::app
