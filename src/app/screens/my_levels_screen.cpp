// "My levels": the levels the player made or copied with the editor, from the player's own
// levels folder (playerLevelsDir), by file name, a page at a time; a click plays one (it is no
// campaign level).

#include <algorithm>

#include "catmaze/io/user_dirs.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_files.hpp"
#include "menu_screen.hpp"
#include "screen_stack.hpp"

namespace catmaze::app {

namespace {

// Levels on one page: with the page switch and Back, as many items as fit the smallest window.
constexpr std::size_t kPerPage = 7;

}  // namespace

void MyLevelsScreen::build() {
    title_ = "My levels";
    const std::filesystem::path dir = playerLevelsDir();
    const std::vector<std::filesystem::path> files = playerLevelFiles(dir);
    subtitle_ = dir.string();
    const std::size_t pages = std::max<std::size_t>(1, (files.size() + kPerPage - 1) / kPerPage);
    page_ = std::min(page_, pages - 1);  // the folder may have lost files since
    const std::size_t first = page_ * kPerPage;
    for (std::size_t i = first; i < files.size() && i < first + kPerPage; ++i) {
        const std::filesystem::path file = files[i];
        const LevelLoadResult loaded = loadLevelFile(file);
        const std::string label = loaded.ok() && !loaded.level->name.empty()
                                      ? loaded.level->name
                                      : file.filename().string();
        add(
            label, [this, file](int) { context_.director.openLevel(file, std::nullopt); },
            loaded.ok() ? file.filename().string() : "has errors");
    }
    if (pages > 1) {
        // Enter or Right: the next page (after the last, the first); Left: the previous one.
        const std::string where = std::to_string(page_ + 1) + " / " + std::to_string(pages);
        add(
            "Page",
            [this, pages](int direction) {
                page_ = (page_ + (direction < 0 ? pages - 1 : 1)) % pages;
                refresh();
            },
            where, false, true);
    }
    add("Back", [this](int) { back(); });
}

void MyLevelsScreen::back() {
    context_.director.screens().pop();
}

}  // namespace catmaze::app
