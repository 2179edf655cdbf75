// "My levels": the levels the player made or copied with the editor, from the player's own
// levels folder (playerLevelsDir), by file name, a page at a time; a click plays one (it is no
// campaign level). The names are read on a worker and filled in as they arrive.

#include <algorithm>

#include "catmaze/io/user_dirs.hpp"
#include "catmaze/level/campaign.hpp"
#include "menus/menu_screen.hpp"
#include "shell/screen_stack.hpp"

namespace catmaze::app {

namespace {

// Levels on one page: with the page switch and Back, as many items as fit the smallest window.
constexpr std::size_t kPerPage = 7;

}  // namespace

void MyLevelsScreen::build() {
    title_ = "My levels";
    const std::filesystem::path dir = playerLevelsDir();
    if (!files_)
        files_ = playerLevelFiles(dir);
    const std::vector<std::filesystem::path>& files = *files_;
    subtitle_ = dir.string();
    const std::size_t pages = std::max<std::size_t>(1, (files.size() + kPerPage - 1) / kPerPage);
    page_ = std::min(page_, pages - 1);
    const std::size_t first = std::min(page_ * kPerPage, files.size());
    const std::vector<std::filesystem::path> shown(
        files.begin() + static_cast<std::ptrdiff_t>(first),
        files.begin() + static_cast<std::ptrdiff_t>(std::min(first + kPerPage, files.size())));
    // A file is read whole to learn its name: on a worker, so a page of large files never
    // freezes the menu (a new page waits for at most the file being read).
    const LevelNames& names = names_.namesOf(first, shown.size(), [&] { return shown; });
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const std::filesystem::path& file = shown[i];
        const LevelName* read = names.ready(i);
        add(
            read ? read->name : file.filename().string(),
            [this, file](int) { context_.director.openLevel(file, std::nullopt); },
            !read         ? "reading\xE2\x80\xA6"
            : read->loads ? file.filename().string()
                          : "has errors");
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

bool MyLevelsScreen::update(double seconds) {
    if (names_.update(seconds))
        refresh();  // more names arrived
    return false;
}

void MyLevelsScreen::back() {
    context_.director.screens().pop();
}

}  // namespace catmaze::app
