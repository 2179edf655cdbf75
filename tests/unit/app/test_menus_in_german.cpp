// The menus in German (issue 37, the player's language): the title page, the Settings page (each
// row's label and value) and the end screens of a level won, of the campaign's ending and of a
// level lost, as the menus room makes them, show no English: every text differs from what the
// same page shows in English, but for a short, commented list of texts that are the same in both
// languages (dates, a level's name, "Editor"). The Settings values in German: an/aus, the speed
// with a decimal comma, the percentages, the keys, the language by its own name and "System
// (Deutsch)". The pages are built by the real menu model from a campaign and player files in a
// temporary folder, the levels won through the play model.

#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "catmaze/player/player_files.hpp"
#include "catmaze/player/settings_table.hpp"
#include "language_guard.hpp"
#include "menu_test_support.hpp"
#include "menus/menu_pages.hpp"
#include "play/run_result.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;
using menutest::ScratchDir;

const CalendarDate kGermanDay{2026, 11, 25};

// One text a page shows, and where ("item 2 value").
struct ShownText {
    std::string where;
    std::string text;
};

// Every text `page` shows: its title, each line of its subtitle, each item's label and value.
std::vector<ShownText> shownTextsOf(const MenuPage& page) {
    std::vector<ShownText> out{{"title", page.title}};
    std::istringstream lines(page.subtitle);
    int n = 0;
    for (std::string line; std::getline(lines, line); ++n)
        out.push_back({"subtitle line " + std::to_string(n), line});
    for (std::size_t i = 0; i < page.items.size(); ++i) {
        out.push_back({"item " + std::to_string(i) + " label", page.items[i].label});
        out.push_back({"item " + std::to_string(i) + " value", page.items[i].value});
    }
    return out;
}

// Builds a page with `build` in English, then in German (`build`'s argument says which), and
// expects every text the German page shows to differ from the English one in the same place, but
// for the empty ones and `same` (texts the same in both languages, each with its reason where the
// test names it).
void expectNoEnglish(const std::string& pageName, const std::function<MenuPage(bool)>& build,
                     const std::set<std::string>& same) {
    const std::vector<ShownText> english = shownTextsOf(build(false));
    std::vector<ShownText> german;
    {
        const test::LanguageForTest inGerman("de");
        german = shownTextsOf(build(true));
    }
    ASSERT_EQ(german.size(), english.size()) << pageName << ": the German page has other rows";
    for (std::size_t i = 0; i < english.size(); ++i) {
        ASSERT_EQ(german[i].where, english[i].where) << pageName;
        if (english[i].text.empty() || same.count(english[i].text) > 0)
            continue;
        EXPECT_NE(german[i].text, english[i].text)
            << pageName << ", " << english[i].where << ": English in the German menu";
    }
}

// What the play room says of `result` on the end screen (play/run_result.cpp: its title and
// lines), in English and in German: the play room translates them, and its tests check them.
std::set<std::string> resultWordsOf(const std::optional<RunResult>& result) {
    std::set<std::string> words;
    const auto add = [&] {
        words.insert(resultTitle(result));
        for (const std::string& line : result ? resultLines(*result) : std::vector<std::string>{})
            words.insert(line);
    };
    add();
    const test::LanguageForTest inGerman("de");
    add();
    return words;
}

// bone_before_dog.json: the way to the exit (11,5) passes the dog (11,4); the bone (3,3) is off
// that way.
Level dogOnTheWay() {
    return menutest::levelIn(fs::path(CATMAZE_SOURCE_DIR) / "tests" / "window" / "levels" /
                             "bone_before_dog.json");
}

TEST(MenusInGerman, TheTitlePageShowsNoEnglish) {
    const ScratchDir dir("german-title");
    const Campaign campaign = menutest::writeThreeLevelCampaign(dir.path());
    const std::set<std::string> same = {
        toString(kGermanDay),  // the Daily maze's value: the date
        "Editor",              // the same word in German
    };
    expectNoEnglish(
        "title", [&](bool) { return titlePage(campaign, Progress{}, kGermanDay); }, same);
    // Once the campaign is complete, the title says so and Continue opens the Levels list.
    Progress complete;
    complete.completed = {"a.json", "b.json", "c.json"};
    complete.campaignComplete = true;
    expectNoEnglish(
        "title, campaign complete", [&](bool) { return titlePage(campaign, complete, kGermanDay); },
        same);
}

TEST(MenusInGerman, EveryRowOfTheSettingsPageShowsNoEnglish) {
    // A player who changed a few things: both on and off are shown, a key rebound.
    Settings shown;
    shown.showPath = false;
    shown.searchOverlay = true;
    shown.keys = {{"undo", {"U"}}};
    // Each language as the environment chose it: the game speaks it, "system" names it.
    expectNoEnglish("settings",
                    [&](bool german) { return settingsPage(shown, german ? "de" : "en"); }, {});
    // A language chosen is named in its own language, the same on every page ("Deutsch").
    for (const std::string language : {"de", "en"}) {
        Settings chosen = shown;
        chosen.language = language;
        expectNoEnglish("settings, language " + language,
                        [&](bool) { return settingsPage(chosen); },
                        {std::string(languageName(language))});
    }
}

TEST(MenusInGerman, TheEndScreensShowNoEnglish) {
    const ScratchDir dir("german-end");
    const Campaign campaign = menutest::writeThreeLevelCampaign(dir.path());
    const fs::path settings = dir.path() / "config" / "settings.json";
    PlayerFiles files(settings);
    ASSERT_TRUE(files.load().empty());

    // Level 1 won: Next level, Restart, Levels under the result.
    menutest::ModelRun first(files, campaign, menutest::levelIn(campaign.levels[0]),
                             {campaign.levels[0], 0, std::nullopt});
    first.key(PlayCommand::StepRight);
    ASSERT_EQ(first.endScreen(), std::optional<bool>(true));
    const EndFacts won = first.endFacts();
    ASSERT_TRUE(won.result.has_value());
    // The result's title and lines are the play room's words, not the menus'.
    expectNoEnglish(
        "won", [&](bool) { return endPage(won, campaign, files.progress); },
        resultWordsOf(won.result));

    // The campaign's last level won: the ending, with the campaign's summary.
    files.progress.completed.insert("b.json");
    menutest::ModelRun last(files, campaign, menutest::levelIn(campaign.levels[2]),
                            {campaign.levels[2], 2, std::nullopt});
    last.key(PlayCommand::StepRight);
    last.key(PlayCommand::StepRight);
    ASSERT_EQ(last.endScreen(), std::optional<bool>(true));
    const EndFacts ending = last.endFacts();
    ASSERT_TRUE(endsCampaign(ending, campaign));
    expectNoEnglish(
        "ending", [&](bool) { return endPage(ending, campaign, files.progress); },
        resultWordsOf(ending.result));

    // A level lost: "Caught!", which dog and why; Restart.
    const Campaign none;
    menutest::ModelRun lost(files, none, dogOnTheWay(), {});
    lost.clickTile({11, 5});
    ASSERT_EQ(lost.endScreen(), std::optional<bool>(false));
    const EndFacts caught = lost.endFacts();
    ASSERT_TRUE(caught.caughtBy.has_value());
    expectNoEnglish("lost", [&](bool) { return endPage(caught, none, files.progress); }, {});
}

// The Settings row labelled `label` (in the language in use), which must be there.
const PageItem& settingsRow(const MenuPage& page, const std::string& label) {
    const PageItem* item = page.item(label);
    EXPECT_NE(item, nullptr) << "no row " << label;
    static const PageItem none;
    return item ? *item : none;
}

TEST(MenusInGerman, TheSettingsValuesAreGerman) {
    const test::LanguageForTest inGerman("de");
    Settings shown;
    shown.diagonal = DiagonalMode::NoCornerCutting;
    shown.showPath = false;
    shown.stepSeconds = 0.4;
    shown.volume = 80;
    const MenuPage page = settingsPage(shown, "de");
    EXPECT_EQ(page.title, "Einstellungen");
    EXPECT_EQ(settingsRow(page, "Diagonal gehen").value, "an");
    EXPECT_EQ(settingsRow(page, "Weg zeigen").value, "aus");
    // The speed with the decimal comma.
    EXPECT_EQ(settingsRow(page, "Schritttempo").value, "2,5 Schritte/s");
    EXPECT_EQ(settingsRow(page, "Lautstärke").value, "80 %");
    EXPECT_EQ(settingsRow(page, "Steuerung").value, "Standardtasten");
    // The environment's language, named.
    EXPECT_EQ(settingsRow(page, "Sprache").value, "System (Deutsch)");
    EXPECT_EQ(settingsRow(settingsPage(shown), "Sprache").value, "System");

    // Each language by its own name; the rebound keys counted.
    Settings chosen = shown;
    chosen.language = "de";
    chosen.keys = {{"undo", {"U"}}, {"redo", {"Y"}}};
    EXPECT_EQ(settingsRow(settingsPage(chosen), "Sprache").value, "Deutsch");
    EXPECT_EQ(settingsRow(settingsPage(chosen), "Steuerung").value, "2 geändert");
    chosen.language = "en";
    EXPECT_EQ(settingsRow(settingsPage(chosen), "Sprache").value, "English");
    chosen.stepSeconds = 1.0;
    EXPECT_EQ(settingsRow(settingsPage(chosen), "Schritttempo").value, "1,0 Schritte/s");
}

}  // namespace
}  // namespace catmaze::app
