#include "workers/level_names.hpp"

#include <utility>

#include "catmaze/level/level_files.hpp"

namespace catmaze::app {

namespace {

LevelName nameOf(const std::filesystem::path& file) {
    const LevelLoadResult loaded = loadLevelFile(file);
    LevelName out;
    out.loads = loaded.ok();
    out.name =
        out.loads && !loaded.level->name.empty() ? loaded.level->name : file.filename().string();
    if (out.loads) {
        out.diagonal = loaded.level->rules.diagonal;
        out.openFloor = loaded.level->openFloor();
    }
    return out;
}

}  // namespace

LevelNames::LevelNames(std::vector<std::filesystem::path> files)
    : files_(std::make_shared<const std::vector<std::filesystem::path>>(std::move(files))),
      names_(files_->size(), [files = files_](std::size_t i) { return nameOf((*files)[i]); }) {}

const LevelName* LevelNames::ready(std::size_t i) const {
    return names_.ready(i);
}

}  // namespace catmaze::app
