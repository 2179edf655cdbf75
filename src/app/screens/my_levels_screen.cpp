// "My levels": the levels the player made or copied with the editor, from the player's own
// levels folder (playerLevelsDir), by file name; a click plays one (it is no campaign level).

#include "catmaze/campaign.hpp"
#include "catmaze/level_files.hpp"
#include "catmaze/user_dirs.hpp"
#include "menu_screen.hpp"
#include "screen_stack.hpp"

namespace catmaze::app {

namespace {

// At most this many fit the window at its smallest; the rest are named in the subtitle.
constexpr std::size_t kMaxListed = 8;

}  // namespace

void MyLevelsScreen::build() {
    title_ = "My levels";
    const std::filesystem::path dir = playerLevelsDir();
    const std::vector<std::filesystem::path> files = playerLevelFiles(dir);
    subtitle_ = dir.string();
    if (files.size() > kMaxListed)
        subtitle_ = "the first " + std::to_string(kMaxListed) + " of " +
                    std::to_string(files.size()) + " in " + dir.string();
    for (std::size_t i = 0; i < files.size() && i < kMaxListed; ++i) {
        const std::filesystem::path file = files[i];
        const LevelLoadResult loaded = loadLevelFile(file);
        const std::string label = loaded.ok() && !loaded.level->name.empty()
                                      ? loaded.level->name
                                      : file.filename().string();
        add(
            label, [this, file](int) { context_.director.openLevel(file, std::nullopt); },
            loaded.ok() ? file.filename().string() : "has errors");
    }
    add("Back", [this](int) { back(); });
}

void MyLevelsScreen::back() {
    context_.director.screens().pop();
}

}  // namespace catmaze::app
