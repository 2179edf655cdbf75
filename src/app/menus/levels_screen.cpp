#include <algorithm>
#include <cstdio>

#include "catmaze/io/user_dirs.hpp"
#include "catmaze/level/campaign.hpp"
#include "menus/menu_screen.hpp"
#include "shell/screen_stack.hpp"

namespace catmaze::app {

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
    const Progress& progress = context_.files.progress;
    std::size_t first = 0;
    std::size_t count = campaign.levels.size();
    // A named campaign shows one chapter at a time (all of them would not fit a small window).
    if (campaign.chapters.size() > 1) {
        if (!chapter_) {
            const auto next = TitleScreen::firstUnfinished(campaign, progress);
            chapter_ = next ? chapterOf(campaign, *next) : 0;
        }
        const std::size_t shown = std::min(*chapter_, campaign.chapters.size() - 1);
        const Chapter& chapter = campaign.chapters[shown];
        first = chapter.first;
        count = chapter.count;
        const bool open = chapterOpen(campaign, shown, progress.completed);
        std::size_t won = 0;
        for (std::size_t i = first; i < first + count; ++i)
            won += progress.completed.count(campaign.names[i]);
        subtitle_ = chapter.idea;
        if (!open)
            subtitle_ += (subtitle_.empty() ? "" : "\n") + std::string("Win chapter ") +
                         std::to_string(shown) + " to open it";
        // The chapter's title row: Enter or Right shows the next chapter, Left the previous one.
        const std::size_t chapters = campaign.chapters.size();
        add(
            "Chapter " + std::to_string(shown + 1) + ": " + chapter.name,
            [this, chapters, shown](int direction) {
                chapter_ = (shown + (direction < 0 ? chapters - 1 : 1)) % chapters;
                refresh();
            },
            open ? std::to_string(won) + " of " + std::to_string(count) + " won" : "locked", false,
            true);
    }
    // Each file is read whole to learn its name: on a worker, filled in as the names arrive
    // (the list is built again as they do, so the reader is kept while it reads these levels).
    const LevelNames& names = names_.namesOf(first, count, [&] {
        return std::vector<std::filesystem::path>(
            campaign.levels.begin() + static_cast<std::ptrdiff_t>(first),
            campaign.levels.begin() + static_cast<std::ptrdiff_t>(first + count));
    });
    // The levels shown are one chapter's (or the whole campaign's): open or locked together.
    const bool open = count > 0 && levelOpen(campaign, first, progress.completed);
    for (std::size_t i = first; i < first + count; ++i) {
        const LevelName* read = names.ready(i - first);
        const bool done = progress.completed.count(campaign.names[i]) > 0;
        // The best win, labelled: its cost, steps (or length), the par and the star it earned.
        std::string value = done ? "done" : open ? "" : "locked";
        if (const auto best = progress.best.find(campaign.names[i]); best != progress.best.end())
            value = bestText(best->second);
        add(
            std::to_string(i + 1) + ". " +
                (read ? read->name : campaign.levels[i].filename().string()),
            [this, i, open](int) {
                // A locked level stays shut here; the command line (--level) still plays it.
                if (open)
                    context_.director.openLevel(context_.campaign.levels[i], i);
            },
            value, done);
    }
    if (!myLevels_)
        myLevels_ = playerLevelFiles(playerLevelsDir()).size();
    if (const std::size_t mine = *myLevels_; mine > 0) {
        add(
            "My levels",
            [this](int) {
                context_.director.screens().push(std::make_unique<MyLevelsScreen>(context_));
            },
            std::to_string(mine));
    }
    add("Back", [this](int) { back(); });
}

bool LevelsScreen::update(double seconds) {
    if (names_.update(seconds))
        refresh();  // more names arrived
    return false;
}

void LevelsScreen::back() {
    context_.director.screens().pop();
}

}  // namespace catmaze::app
