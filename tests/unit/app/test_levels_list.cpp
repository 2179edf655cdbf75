// The Levels list (menus/levels_list.hpp) as a player meets it: after winning levels it shows
// each one's best cost and steps, the par and a star at the solver's cost (kept in the progress
// file and read back at the next start); a campaign in chapters shows one at a time, and a
// locked chapter's level does not open until the chapter before is won. The names are read by
// the list's real worker; the levels are played through the play model.

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "catmaze/player/player_files.hpp"
#include "menu_test_support.hpp"
#include "menus/levels_list.hpp"
#include "menus/menu_pages.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;
using menutest::ScratchDir;

// The list's page once the name of its item `last` (a level's label) has arrived.
MenuPage levelsNamedUpTo(LevelsList& list, const Progress& progress, const std::string& last) {
    return menutest::pageWhen(
        [&] {
            list.update(1.0 / 60);
            return list.page(progress);
        },
        [&](const MenuPage& page) { return page.item(last) != nullptr; });
}

TEST(LevelsList, ShowsTheBestCostAndStepsAndAStarAtTheSolversCost) {
    const ScratchDir dir("levels-best");
    const Campaign campaign = menutest::writeThreeLevelCampaign(dir.path());
    const fs::path settings = dir.path() / "config" / "settings.json";
    PlayerFiles files(settings);
    ASSERT_TRUE(files.load().empty());
    const CalendarDate day{2026, 11, 25};
    ASSERT_EQ(titlePage(campaign, files.progress, day).item("Continue")->choice,
              Choice(choice::OpenLevel{campaign.levels[0], 0}));

    // Level A at its cheapest: one step right.
    {
        menutest::ModelRun a(files, campaign, menutest::levelIn(campaign.levels[0]),
                             {campaign.levels[0], 0, std::nullopt});
        a.key(PlayCommand::StepRight);
        const std::vector<nlohmann::json> best = a.events("best");
        ASSERT_EQ(best.size(), 1u);
        EXPECT_EQ(best[0].value("cost", -1), 10) << best[0].dump();
        EXPECT_TRUE(best[0].value("optimal", false)) << best[0].dump();
        ASSERT_EQ(a.endScreen(), std::optional<bool>(true));
        const MenuPage won = endPage(a.endFacts(), campaign, files.progress);
        ASSERT_NE(won.item("Next level"), nullptr);
        EXPECT_EQ(won.item("Next level")->choice, Choice(choice::NextLevel{}));
    }

    // Level B the long way: down, three right, up (cost 50, the solver's is 30).
    {
        menutest::ModelRun b(files, campaign, menutest::levelIn(campaign.levels[1]),
                             {campaign.levels[1], 1, std::nullopt});
        for (const PlayCommand key :
             {PlayCommand::StepDown, PlayCommand::StepRight, PlayCommand::StepRight,
              PlayCommand::StepRight, PlayCommand::StepUp})
            b.key(key);
        EXPECT_EQ(b.events("step").size(), 5u);
        const std::vector<nlohmann::json> best = b.events("best");
        ASSERT_EQ(best.size(), 1u);
        EXPECT_EQ(best[0].value("cost", -1), 50) << best[0].dump();
        EXPECT_FALSE(best[0].value("optimal", true)) << best[0].dump();
        ASSERT_EQ(b.endScreen(), std::optional<bool>(true));
        const MenuPage won = endPage(b.endFacts(), campaign, files.progress);
        ASSERT_NE(won.item("Levels"), nullptr);
        EXPECT_EQ(won.item("Levels")->choice, Choice(choice::Push{ScreenKind::Levels}));
        EXPECT_TRUE(b.notices().problems.empty());
    }

    LevelsList list(campaign, dir.path() / "my-levels");
    const MenuPage levels = levelsNamedUpTo(list, files.progress, "3. Level C");
    // Labelled (issue 18 section 3): which number is the cost, which the steps, and the par.
    ASSERT_NE(levels.item("1. Level A"), nullptr);
    EXPECT_EQ(levels.item("1. Level A")->value, "best 10 in 1 step, par 10 \xE2\x98\x85");
    EXPECT_TRUE(levels.item("1. Level A")->marked);
    ASSERT_NE(levels.item("2. Level B"), nullptr);
    EXPECT_EQ(levels.item("2. Level B")->value, "best 50 in 5 steps, par 30");
    ASSERT_NE(levels.item("3. Level C"), nullptr);
    EXPECT_EQ(levels.item("3. Level C")->value, "");
    EXPECT_EQ(levels.item("3. Level C")->choice, Choice(choice::OpenLevel{campaign.levels[2], 2}));
    // No levels of the player's own: no "My levels".
    EXPECT_EQ(levels.labels().back(), "Back");
    EXPECT_EQ(levels.item("My levels"), nullptr);

    // Kept on disk, and read back at the next start.
    std::ifstream saved(files.progressFile());
    const nlohmann::json progress = nlohmann::json::parse(saved, nullptr, false);
    EXPECT_EQ(progress["best"]["a.json"],
              nlohmann::json::parse(R"({"cost":10,"steps":1,"optimal":true,"par":10})"))
        << progress.dump();
    PlayerFiles again(settings);
    ASSERT_TRUE(again.load().empty());
    EXPECT_EQ(titlePage(campaign, again.progress, day).item("Continue")->value, "level 3");
}

// Two chapters: "First" (a.json, b.json) and "Second" (c.json), each level one step to win.
Campaign writeTwoChapters(const fs::path& dir) {
    const fs::path campaign = dir / "campaign";
    menutest::writeText(campaign / "campaign.json", R"({"chapters": [
        {"name": "First", "idea": "Walk to the door.", "levels": ["a.json", "b.json"]},
        {"name": "Second", "idea": "Walk again.", "levels": ["c.json"]}]})");
    for (const char* name : {"a", "b", "c"}) {
        menutest::writeText(campaign / (std::string(name) + ".json"),
                            std::string(R"({"version": 1, "name": "Level )") + name +
                                R"(", "tiles": ["#####", "#CE.#", "#####"]})");
    }
    CampaignLoad load = loadCampaign(campaign / "campaign.json");
    EXPECT_TRUE(load.ok());
    return load.campaign;
}

TEST(LevelsList, ALockedChaptersLevelDoesNotOpenUntilThePreviousChapterIsWon) {
    const ScratchDir dir("levels-chapters");
    const Campaign campaign = writeTwoChapters(dir.path());
    // Half of the first chapter won: the list starts on it, and the second stays locked.
    Progress half;
    half.completed = {"a.json"};
    {
        LevelsList list(campaign, dir.path() / "my-levels");
        const MenuPage first = list.page(half);
        ASSERT_FALSE(first.items.empty());
        EXPECT_EQ(first.items[0].label, "Chapter 1: First");
        EXPECT_EQ(first.items[0].value, "1 of 2 won");
        EXPECT_TRUE(first.items[0].adjustable);
        EXPECT_EQ(first.items[0].choice, Choice(choice::Turn{}));
        list.turn(0);  // Enter on the chapter's row
        const MenuPage second = levelsNamedUpTo(list, half, "3. Level c");
        ASSERT_GT(second.items.size(), 1u);
        EXPECT_EQ(second.items[0].label, "Chapter 2: Second");
        EXPECT_EQ(second.items[0].value, "locked");
        EXPECT_EQ(second.items[1].label, "3. Level c");
        EXPECT_EQ(second.items[1].value, "locked");
        EXPECT_EQ(second.subtitle, "Walk again.\nWin chapter 1 to open it");
        // Clicking it opens nothing.
        EXPECT_EQ(second.items[1].choice, Choice(choice::Nothing{}));
        // Left from the second chapter turns back to the first (and Right wraps round to it).
        list.turn(-1);
        EXPECT_EQ(list.page(half).items[0].label, "Chapter 1: First");
        list.turn(+1);
        list.turn(+1);
        EXPECT_EQ(list.page(half).items[0].label, "Chapter 1: First");
    }
    // The whole first chapter won: the list starts on the second, which opens, and its level
    // plays.
    Progress won;
    won.completed = {"a.json", "b.json"};
    LevelsList list(campaign, dir.path() / "my-levels");
    const MenuPage second = levelsNamedUpTo(list, won, "3. Level c");
    ASSERT_GT(second.items.size(), 1u);
    EXPECT_EQ(second.items[0].label, "Chapter 2: Second");
    EXPECT_EQ(second.items[0].value, "0 of 1 won");
    EXPECT_EQ(second.items[1].label, "3. Level c");
    EXPECT_EQ(second.items[1].value, "");
    EXPECT_EQ(second.items[1].choice, Choice(choice::OpenLevel{campaign.levels[2], 2}));
    EXPECT_EQ(campaign.levels[2].filename(), "c.json");
}

TEST(LevelsList, MyLevelsIsListedWithItsCountWhenThePlayerHasAny) {
    const ScratchDir dir("levels-mine");
    const Campaign campaign = menutest::writeThreeLevelCampaign(dir.path());
    for (const char* name : {"one.json", "two.json"})
        menutest::writeText(dir.path() / "my-levels" / name, "{}");
    LevelsList list(campaign, dir.path() / "my-levels");
    const MenuPage page = list.page(Progress{});
    ASSERT_NE(page.item("My levels"), nullptr);
    EXPECT_EQ(page.item("My levels")->value, "2");
    EXPECT_EQ(page.item("My levels")->choice, Choice(choice::Push{ScreenKind::MyLevels}));
    EXPECT_EQ(page.back, Choice(choice::Pop{}));
    // Before the names arrive a level shows its file name; a level not won shows nothing.
    const PageItem& first = page.items[0];
    EXPECT_TRUE(first.label == "1. a.json" || first.label == "1. Level A") << first.label;
    EXPECT_EQ(first.value, "");
}

}  // namespace
}  // namespace catmaze::app
