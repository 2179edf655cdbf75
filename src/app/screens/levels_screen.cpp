#include "catmaze/campaign.hpp"
#include "catmaze/level_files.hpp"
#include "catmaze/user_dirs.hpp"
#include "menu_screen.hpp"
#include "screen_stack.hpp"

namespace catmaze::app {

namespace {

// The name a level file gives itself (its file name when it cannot load).
std::string levelTitle(const std::filesystem::path& file) {
    const LevelLoadResult loaded = loadLevelFile(file);
    return loaded.ok() && !loaded.level->name.empty() ? loaded.level->name
                                                      : file.filename().string();
}

}  // namespace

void LevelsScreen::build() {
    title_ = "Levels";
    const Campaign& campaign = context_.campaign;
    for (std::size_t i = 0; i < campaign.levels.size(); ++i) {
        const bool done = context_.files.progress.completed.count(campaign.names[i]) > 0;
        add(
            std::to_string(i + 1) + ". " + levelTitle(campaign.levels[i]),
            [this, i](int) { context_.director.openLevel(context_.campaign.levels[i], i); },
            done ? "done" : "", done);
    }
    if (const std::size_t mine = playerLevelFiles(playerLevelsDir()).size(); mine > 0) {
        add(
            "My levels",
            [this](int) {
                context_.director.screens().push(std::make_unique<MyLevelsScreen>(context_));
            },
            std::to_string(mine));
    }
    add("Back", [this](int) { back(); });
}

void LevelsScreen::back() {
    context_.director.screens().pop();
}

}  // namespace catmaze::app
