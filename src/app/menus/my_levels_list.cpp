// "My levels" (my_levels_list.hpp).

#include "menus/my_levels_list.hpp"

#include <algorithm>
#include <string>

#include "catmaze/level/campaign.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

// Pages of kPerPage files: at least one (an empty folder).
std::size_t pagesFor(std::size_t files) {
    return std::max<std::size_t>(1, (files + MyLevelsList::kPerPage - 1) / MyLevelsList::kPerPage);
}

}  // namespace

MenuPage MyLevelsList::page() {
    MenuPage page;
    page.title = tr("My levels");
    if (!files_)
        files_ = playerLevelFiles(dir_);
    const std::vector<std::filesystem::path>& files = *files_;
    page.subtitle = dir_.string();
    const std::size_t pages = pagesFor(files.size());
    page_ = std::min(page_, pages - 1);
    const std::size_t first = std::min(page_ * kPerPage, files.size());
    const std::vector<std::filesystem::path> shown(
        files.begin() + static_cast<std::ptrdiff_t>(first),
        files.begin() + static_cast<std::ptrdiff_t>(std::min(first + kPerPage, files.size())));
    // A file is read whole to learn its name: on a worker, so a page of large files never
    // freezes the menu (a new page waits for at most the file being read). One look at what it
    // has read for the whole page: it reads on while the page is built.
    const ReadyResults<LevelName> names =
        names_.namesOf(first, shown.size(), [&] { return shown; }).readyNow();
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const std::filesystem::path& file = shown[i];
        const LevelName* read = names.ready(i);
        page.items.push_back({read ? read->name : file.filename().string(),
                              !read         ? tr("reading\xE2\x80\xA6")
                              : read->loads ? file.filename().string()
                                            // TRANSLATORS: a level file that does not load.
                                            : tr("has errors"),
                              false, false, choice::OpenLevel{file, std::nullopt}});
    }
    if (pages > 1) {
        // Enter or Right: the next page (after the last, the first); Left: the previous one.
        // TRANSLATORS: a list's page (its value is "2 / 3").
        page.items.push_back({tr("Page"), std::to_string(page_ + 1) + " / " + std::to_string(pages),
                              false, true, choice::Turn{}});
    }
    page.items.push_back({tr("Back"), "", false, false, choice::Pop{}});
    return page;
}

bool MyLevelsList::update(double seconds) {
    return names_.update(seconds);
}

void MyLevelsList::turn(int direction) {
    const std::size_t pages = pagesFor(files_ ? files_->size() : 0);
    page_ = (std::min(page_, pages - 1) + (direction < 0 ? pages - 1 : 1)) % pages;
}

}  // namespace catmaze::app
