#include "workers/level_names.hpp"

#include <thread>
#include <utility>

#include "catmaze/level/level_files.hpp"

namespace catmaze::app {

LevelNames::LevelNames(std::vector<std::filesystem::path> files)
    : shared_(std::make_shared<Shared>()) {
    shared_->files = std::move(files);
    shared_->names.resize(shared_->files.size());
    // Detached: the worker owns its share, and stops after the file it reads once asked.
    std::thread([shared = shared_] {
        for (std::size_t i = 0; i < shared->files.size() && !shared->stop.load(); ++i) {
            const LevelLoadResult loaded = loadLevelFile(shared->files[i]);
            LevelName& out = shared->names[i];
            out.loads = loaded.ok();
            out.name = out.loads && !loaded.level->name.empty()
                           ? loaded.level->name
                           : shared->files[i].filename().string();
            shared->ready.store(i + 1, std::memory_order_release);
        }
    }).detach();
}

LevelNames::~LevelNames() {
    shared_->stop.store(true);
}

const LevelName* LevelNames::ready(std::size_t i) const {
    return i < readyCount() ? &shared_->names[i] : nullptr;
}

}  // namespace catmaze::app
