// The game's fixed menus as pages (menus/menu_pages.hpp), as a player meets them: the pause menu
// leads back to the title, whose Continue opens the first level not won; winning the campaign's
// last level shows the ending, and the title then says the campaign is complete (kept in the
// progress file); the lost screen says which dog caught the cat and why, on lines that fit its
// panel; Esc on the lost and the won screens goes back to the board, where the level plays on.
// The levels are played through the play model, its wins kept in real player files.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "catmaze/player/player_files.hpp"
#include "catmaze/player/settings_table.hpp"
#include "menu_test_support.hpp"
#include "menus/menu_pages.hpp"
#include "ui/text_fit.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;
using menutest::ScratchDir;

const CalendarDate kPagesDay{2026, 11, 25};

// The words of `text`, split at spaces and newlines.
std::vector<std::string> wordsOfPage(const std::string& text) {
    std::vector<std::string> words;
    std::istringstream in(text);
    for (std::string word; in >> word;)
        words.push_back(word);
    return words;
}

TEST(MenuPages, ThePauseMenuLeadsBackToTheTitle) {
    const ScratchDir dir("pause-title");
    const Campaign campaign = menutest::writeThreeLevelCampaign(dir.path());
    const MenuPage pause = pausePage(!campaign.levels.empty());
    EXPECT_EQ(pause.title, "Paused");
    EXPECT_EQ(pause.labels(), (std::vector<std::string>{"Resume", "Restart", "Settings", "Levels",
                                                        "Title", "Quit"}));
    ASSERT_NE(pause.item("Title"), nullptr);
    EXPECT_EQ(pause.item("Title")->choice, Choice(choice::ShowTitle{}));
    EXPECT_EQ(pause.item("Resume")->choice, Choice(choice::Pop{}));
    EXPECT_EQ(pause.back, Choice(choice::Pop{}));
    // Quit asks first.
    EXPECT_EQ(pause.item("Quit")->choice, Choice(choice::Push{ScreenKind::Quit}));
    EXPECT_EQ(quitPage().labels(), (std::vector<std::string>{"Quit", "Cancel"}));

    // On the title (nothing won yet), Continue offers the first level.
    const MenuPage title = titlePage(campaign, Progress{}, kPagesDay);
    EXPECT_EQ(title.labels(), (std::vector<std::string>{"Continue", "Daily maze", "Levels",
                                                        "Editor", "Settings", "Quit"}));
    ASSERT_NE(title.item("Continue"), nullptr);
    EXPECT_EQ(title.item("Continue")->value, "level 1");
    EXPECT_EQ(title.item("Continue")->choice, Choice(choice::OpenLevel{campaign.levels[0], 0}));
    EXPECT_EQ(title.item("Editor")->choice, Choice(choice::OpenEditor{campaign.levels[0], 0}));
    EXPECT_EQ(title.back, Choice(choice::Nothing{}));
}

TEST(MenuPages, WinningTheLastLevelShowsTheEndingAndContinueThenSaysTheCampaignIsComplete) {
    const ScratchDir dir("ending");
    const Campaign campaign = menutest::writeThreeLevelCampaign(dir.path());
    const fs::path settings = dir.path() / "config" / "settings.json";
    menutest::writeText(settings.parent_path() / "progress.json",
                        R"({"completed": ["a.json", "b.json"]})");
    PlayerFiles files(settings);
    ASSERT_TRUE(files.load().empty());
    ASSERT_EQ(titlePage(campaign, files.progress, kPagesDay).item("Continue")->value, "level 3");

    // Level 3, the last: two steps right win.
    menutest::ModelRun run(files, campaign, menutest::levelIn(campaign.levels[2]),
                           {campaign.levels[2], 2, std::nullopt});
    run.key(PlayCommand::StepRight);
    run.key(PlayCommand::StepRight);
    ASSERT_EQ(run.events("won").size(), 1u);
    ASSERT_EQ(run.endScreen(), std::optional<bool>(true));
    EXPECT_TRUE(run.notices().problems.empty());
    const EndFacts facts = run.endFacts();
    ASSERT_TRUE(endsCampaign(facts, campaign));  // the screen is named "ending"
    const MenuPage ending = endPage(facts, campaign, files.progress);
    EXPECT_EQ(ending.title, "Campaign complete!");
    EXPECT_NE(ending.subtitle.find("All 3 levels won"), std::string::npos) << ending.subtitle;
    EXPECT_EQ(ending.labels(), (std::vector<std::string>{"Title", "Levels", "Restart"}));
    EXPECT_EQ(ending.item("Title")->choice, Choice(choice::ShowTitle{}));
    EXPECT_EQ(ending.item("Levels")->choice, Choice(choice::Push{ScreenKind::Levels}));
    EXPECT_EQ(ending.item("Restart")->choice, Choice(choice::Restart{}));

    // Back on the title: Continue says the campaign is complete and opens the Levels list (to
    // win the stars still missing).
    const MenuPage title = titlePage(campaign, files.progress, kPagesDay);
    EXPECT_EQ(title.item("Continue")->value, "campaign complete");
    EXPECT_EQ(title.item("Continue")->choice, Choice(choice::Push{ScreenKind::Levels}));
    EXPECT_NE(title.subtitle.find("Campaign complete!"), std::string::npos) << title.subtitle;

    // Kept with the progress: the next start says so too.
    std::ifstream saved(files.progressFile());
    const nlohmann::json progress = nlohmann::json::parse(saved, nullptr, false);
    EXPECT_EQ(progress.value("campaignComplete", false), true) << progress.dump();
    PlayerFiles again(settings);
    ASSERT_TRUE(again.load().empty());
    EXPECT_EQ(titlePage(campaign, again.progress, kPagesDay).item("Continue")->value,
              "campaign complete");
}

// bone_before_dog.json: the way to the exit (11,5) passes the dog (11,4); the bone (3,3) is in a
// side room, off that way.
Level boneBeforeDog() {
    return menutest::levelIn(fs::path(CATMAZE_SOURCE_DIR) / "tests" / "window" / "levels" /
                             "bone_before_dog.json");
}

TEST(MenuPages, TheLostScreenShowsItsWholeMessage) {
    const ScratchDir dir("lost");
    PlayerFiles files(dir.path() / "settings.json");
    const Campaign none;
    menutest::ModelRun run(files, none, boneBeforeDog(), {});
    run.clickTile({11, 5});
    ASSERT_EQ(run.events("lost").size(), 1u);
    ASSERT_EQ(run.endScreen(), std::optional<bool>(false));
    const MenuPage lost = endPage(run.endFacts(), none, files.progress);
    EXPECT_EQ(lost.title, "Caught!");
    EXPECT_NE(lost.subtitle.find("(11,4)"), std::string::npos) << lost.subtitle;
    EXPECT_NE(lost.subtitle.find("no bone"), std::string::npos) << lost.subtitle;
    EXPECT_EQ(lost.labels(), (std::vector<std::string>{"Restart"}));

    // The reason is wider than the panel on one line: the menu wraps each "\n" line to the
    // panel's inside (its 380-pixel items and 24 pixels), at most three lines each. Measured
    // with a made-up font a little wider than the game's (real-font fitting is in
    // test_menus_bounded.cpp's window test), no line is cut and every word is kept.
    const TextWidth measure = [](std::u32string_view text) {
        return 10.0f * static_cast<float>(text.size());
    };
    std::string shown;
    std::size_t lines = 0;
    std::istringstream parts(lost.subtitle);
    for (std::string part; std::getline(parts, part);) {
        for (const std::u32string& line : wrapLines(part, 380 + 24, 3, measure)) {
            EXPECT_EQ(line.find(kEllipsis), std::u32string::npos) << "a line was cut";
            for (const char32_t c : line)
                shown += static_cast<char>(c < 0x80 ? c : '?');
            shown += '\n';
            ++lines;
        }
    }
    EXPECT_GE(lines, 2u) << shown;
    EXPECT_EQ(wordsOfPage(shown), wordsOfPage(lost.subtitle)) << shown;
}

TEST(MenuPages, EscLeavesTheLostAndTheWonScreens) {
    const ScratchDir dir("end-back");
    PlayerFiles files(dir.path() / "settings.json");
    const Campaign none;
    menutest::ModelRun run(files, none, boneBeforeDog(), {});
    run.clickTile({11, 5});
    ASSERT_EQ(run.endScreen(), std::optional<bool>(false));
    // Esc on the lost screen: back to the board the level ended on (the screen below, play).
    EXPECT_EQ(endPage(run.endFacts(), none, files.progress).back, Choice(choice::Pop{}));
    // R starts again.
    run.model().restart();
    EXPECT_EQ(run.events("restart").size(), 1u);

    run.clickTile({3, 3});
    EXPECT_EQ(run.events("bone").size(), 1u);
    run.clickTile({11, 5});
    ASSERT_EQ(run.events("won").size(), 1u);
    ASSERT_EQ(run.endScreen(), std::optional<bool>(true));
    const MenuPage won = endPage(run.endFacts(), none, files.progress);
    EXPECT_EQ(won.back, Choice(choice::Pop{}));
    // A level from a file: no campaign to go on with.
    EXPECT_EQ(won.labels(), (std::vector<std::string>{"Restart"}));
}

TEST(MenuPages, AWonCampaignLevelLeadsToTheNextOnceItsChapterIsOpen) {
    const ScratchDir dir("next-level");
    const Campaign campaign = menutest::writeThreeLevelCampaign(dir.path());
    Progress progress;
    progress.completed = {"a.json"};
    RunResult run;
    run.cost = 10;
    run.steps = 1;
    run.par = 10;
    const MenuPage won = endPage(EndFacts{true, run, 0, false, std::nullopt}, campaign, progress);
    EXPECT_EQ(won.title, "Perfect!");
    // The result's lines, one under the other.
    EXPECT_EQ(won.subtitle, resultLines(run)[0] + "\n" + resultLines(run)[1]);
    EXPECT_EQ(won.labels(), (std::vector<std::string>{"Next level", "Restart", "Levels"}));
    EXPECT_EQ(won.item("Next level")->choice, Choice(choice::NextLevel{}));
    EXPECT_FALSE(endsCampaign(EndFacts{true, run, 0, false, std::nullopt}, campaign));
}

TEST(MenuPages, EverySettingIsAdjustedInPlaceAndLeftOrRightGivesTheDirection) {
    Settings shown;
    shown.diagonal = DiagonalMode::NoCornerCutting;
    const MenuPage settings = settingsPage(shown);
    ASSERT_FALSE(settings.items.empty());
    EXPECT_EQ(settings.items.back().label, "Back");
    EXPECT_EQ(settings.items.back().choice, Choice(choice::Pop{}));
    for (const SettingField& field : settingFields()) {
        const PageItem* item = settings.item(std::string(field.label));
        if (field.label.empty()) {
            EXPECT_EQ(item, nullptr) << field.key;
            continue;
        }
        ASSERT_NE(item, nullptr) << field.key;
        EXPECT_TRUE(item->adjustable);
        EXPECT_EQ(item->value, settingText(field, shown));
        EXPECT_EQ(item->choice, Choice(choice::ChangeSetting{std::string(field.key), 0}));
        EXPECT_EQ(adjusted(item->choice, -1),
                  Choice(choice::ChangeSetting{std::string(field.key), -1}));
    }
    // Left/Right on an item that does not adjust changes nothing of its choice.
    EXPECT_EQ(adjusted(choice::Pop{}, +1), Choice(choice::Pop{}));
}

TEST(MenuPages, TheErrorMenuReloadsRepairsOrLeaves) {
    EXPECT_EQ(errorPage(true).labels(),
              (std::vector<std::string>{"Reload (F5)", "Repair in the editor", "Levels", "Quit"}));
    const MenuPage alone = errorPage(false);
    EXPECT_EQ(alone.labels(),
              (std::vector<std::string>{"Reload (F5)", "Repair in the editor", "Quit"}));
    EXPECT_EQ(alone.item("Reload (F5)")->choice, Choice(choice::Reload{}));
    EXPECT_EQ(alone.item("Repair in the editor")->choice, Choice(choice::Repair{}));
    EXPECT_EQ(alone.back, Choice(choice::Nothing{}));
}

}  // namespace
}  // namespace catmaze::app
