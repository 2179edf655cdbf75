// The Levels list (levels_list.hpp).

#include "menus/levels_list.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "menus/menu_texts.hpp"
#include "play/run_result.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

float LevelsList::itemWidth(float windowWidth) {
    return std::clamp(windowWidth - 64, 380.0f, 660.0f);
}

MenuPage LevelsList::page(const Progress& progress, DiagonalMode setting) {
    MenuPage page;
    page.title = tr("Levels");
    std::size_t first = 0;
    std::size_t count = campaign_.levels.size();
    // A named campaign shows one chapter at a time (all of them would not fit a small window).
    if (campaign_.chapters.size() > 1) {
        if (!chapter_) {
            const auto next = firstUnfinished(campaign_, progress);
            chapter_ = next ? chapterOf(campaign_, *next) : 0;
        }
        const std::size_t shown = std::min(*chapter_, campaign_.chapters.size() - 1);
        const Chapter& chapter = campaign_.chapters[shown];
        first = chapter.first;
        count = chapter.count;
        const bool open = chapterOpen(campaign_, shown, progress.completed);
        std::size_t won = 0;
        for (std::size_t i = first; i < first + count; ++i)
            won += progress.completed.count(campaign_.names[i]);
        page.subtitle = chapter.idea;
        if (!open)
            // TRANSLATORS: {n} is the chapter before this one (chapters count from 1).
            page.subtitle += (page.subtitle.empty() ? "" : "\n") +
                             fill(tr("Win chapter {n} to open it"), {{"n", std::to_string(shown)}});
        // The chapter's title row: Enter or Right shows the next chapter, Left the previous one.
        // TRANSLATORS: a chapter's title row; {name} is the chapter's name (from the levels).
        page.items.push_back(
            {fill(tr("Chapter {n}: {name}"),
                  {{"n", std::to_string(shown + 1)}, {"name", chapter.name}}),
             open ? fill(trn("{won} of {count} won", "{won} of {count} won", count),
                         {{"won", std::to_string(won)}, {"count", std::to_string(count)}})
                  // TRANSLATORS: a chapter or level not open yet.
                  : tr("locked"),
             false, true, choice::Turn{}});
    }
    // Each file is read whole to learn its name: on a worker, filled in as the names arrive
    // (the list is built again as they do, so the reader is kept while it reads these levels).
    // One look at what it has read for the whole page: it reads on while the page is built.
    const auto shownFiles = [&] {
        return std::vector<std::filesystem::path>(
            campaign_.levels.begin() + static_cast<std::ptrdiff_t>(first),
            campaign_.levels.begin() + static_cast<std::ptrdiff_t>(first + count));
    };
    const ReadyResults<LevelName> names = names_.namesOf(first, count, shownFiles).readyNow();
    // The levels shown are one chapter's (or the whole campaign's): open or locked together.
    const bool open = count > 0 && levelOpen(campaign_, first, progress.completed);
    for (std::size_t i = first; i < first + count; ++i) {
        const LevelName* read = names.ready(i - first);
        const bool done = progress.completed.count(campaign_.names[i]) > 0;
        // The best win under the rule the level is played under (its own, else the setting),
        // labelled: its cost, steps (or length), the par and the star it earned.
        const LevelRules rules{.diagonal = read ? read->diagonal : LevelDiagonal::PlayersSetting};
        const MoveRule rule = recordRule(rules, read && read->openFloor, setting);
        // TRANSLATORS: a level won (without a record kept).
        RecordText value{done ? tr("done") : open ? "" : tr("locked"), {}};
        if (std::optional<RecordText> record = recordText(progress, campaign_.names[i], rule))
            value = std::move(*record);
        // A locked level stays shut here; the command line (--level) still plays it.
        const Choice chosen =
            open ? Choice(choice::OpenLevel{campaign_.levels[i], i}) : Choice(choice::Nothing{});
        page.items.push_back({std::to_string(i + 1) + ". " +
                                  (read ? read->name : campaign_.levels[i].filename().string()),
                              std::move(value.value), done, false, chosen,
                              std::move(value.shorterValues)});
    }
    if (!myLevels_)
        myLevels_ = playerLevelFiles(myLevelsDir_).size();
    if (const std::size_t mine = *myLevels_; mine > 0) {
        page.items.push_back({tr("My levels"), std::to_string(mine), false, false,
                              choice::Push{ScreenKind::MyLevels}});
    }
    page.items.push_back({tr("Back"), "", false, false, choice::Pop{}});
    return page;
}

bool LevelsList::update(double seconds) {
    return names_.update(seconds);
}

void LevelsList::turn(int direction) {
    const std::size_t chapters = campaign_.chapters.size();
    if (chapters == 0)
        return;
    const std::size_t shown = std::min(chapter_.value_or(0), chapters - 1);
    chapter_ = (shown + (direction < 0 ? chapters - 1 : 1)) % chapters;
}

}  // namespace catmaze::app
