#include "catmaze/io/user_dirs.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_files.hpp"
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
        const Progress& progress = context_.files.progress;
        const bool done = progress.completed.count(campaign.names[i]) > 0;
        // The best win: its cost and steps, and a star when it was the solver's cheapest.
        std::string value = done ? "done" : "";
        if (const auto best = progress.best.find(campaign.names[i]); best != progress.best.end()) {
            value = std::to_string(best->second.cost) + " \xC2\xB7 " +
                    std::to_string(best->second.steps) +
                    (best->second.optimal ? " \xE2\x98\x85" : "");
        }
        add(
            std::to_string(i + 1) + ". " + levelTitle(campaign.levels[i]),
            [this, i](int) { context_.director.openLevel(context_.campaign.levels[i], i); }, value,
            done);
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
