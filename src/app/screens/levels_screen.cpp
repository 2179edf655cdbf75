#include <algorithm>
#include <cstdio>

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

// "best 260 in 24 steps, par 260 ★" (open floor: "best 123 in 12.3 tiles, ...").
std::string bestText(const LevelBest& best) {
    std::string walk;
    if (best.length) {
        char tiles[32];
        std::snprintf(tiles, sizeof tiles, "%.1f", *best.length);
        walk = std::string(tiles) + " tiles";
    } else {
        walk = std::to_string(best.steps) + (best.steps == 1 ? " step" : " steps");
    }
    return "best " + std::to_string(best.cost) + " in " + walk +
           (best.par ? ", par " + std::to_string(*best.par) : "") +
           (best.optimal ? " \xE2\x98\x85" : "");
}

float LevelsScreen::itemWidth(sf::Vector2f size) const {
    // Wide enough for a level's name beside its labelled record, within the window.
    return std::clamp(size.x - 64, 380.0f, 660.0f);
}

void LevelsScreen::build() {
    title_ = "Levels";
    const Campaign& campaign = context_.campaign;
    for (std::size_t i = 0; i < campaign.levels.size(); ++i) {
        const Progress& progress = context_.files.progress;
        const bool done = progress.completed.count(campaign.names[i]) > 0;
        // The best win, labelled: its cost, steps (or length), the par and the star it earned.
        std::string value = done ? "done" : "";
        if (const auto best = progress.best.find(campaign.names[i]); best != progress.best.end())
            value = bestText(best->second);
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
