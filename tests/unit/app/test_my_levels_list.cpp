// "My levels" (menus/my_levels_list.hpp) as a player meets it: seven levels to a page, the Page
// item turning them, the names filled in from the top as they are read (never one below a level
// still "reading…"), a level opened by its file; a file whose name is not UTF-8 is listed under
// its name, shown with U+FFFD for the bad byte, and says it has errors once read. The names are
// read from real files by the list's real worker.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/level/level_files.hpp"
#include "menu_test_support.hpp"
#include "menus/my_levels_list.hpp"
#include "ui/text_fit.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;
using menutest::ScratchDir;

// True when the levels of `page` that show their names come first (the worker reads them in
// order): never a name below a level still "reading…".
bool myLevelsNamedInOrder(const MenuPage& page) {
    bool reading = false;
    for (const PageItem& item : page.items) {
        const bool itemReading = item.value == "reading\xE2\x80\xA6";
        if (reading && !itemReading && item.label != "Page" && item.label != "Back")
            return false;
        reading = reading || itemReading;
    }
    return true;
}

// The list's page once `done` holds of it (the worker's names in); each page built meanwhile
// shows the names read as of one moment.
template <class Done>
MenuPage myLevelsPageWhen(MyLevelsList& list, Done done) {
    return menutest::pageWhen(
        [&] {
            list.update(1.0 / 60);
            MenuPage page = list.page();
            EXPECT_TRUE(myLevelsNamedInOrder(page)) << ::testing::PrintToString(page.labels());
            return page;
        },
        done);
}

TEST(MyLevelsList, ListsSevenAPageAndThePageItemTurnsThem) {
    // Nine levels of the player's own, named "Mine 1" .. "Mine 9" (files sort by name).
    const ScratchDir dir("my-levels-pages");
    for (int i = 1; i <= 9; ++i) {
        menutest::writeText(dir.path() / ("mine-" + std::to_string(i) + ".json"),
                            R"({"version": 1, "name": "Mine )" + std::to_string(i) +
                                R"(", "tiles": ["#####", "#CE.#", "#####"]})");
    }
    MyLevelsList list(dir.path());
    // The names come from a worker, filled in as they arrive: page 1 once all seven are in.
    const MenuPage page1 = myLevelsPageWhen(list, [](const MenuPage& page) {
        return page.items.size() > 6 && page.items[6].label == "Mine 7";
    });
    EXPECT_EQ(page1.labels(),
              (std::vector<std::string>{"Mine 1", "Mine 2", "Mine 3", "Mine 4", "Mine 5", "Mine 6",
                                        "Mine 7", "Page", "Back"}));
    EXPECT_EQ(page1.subtitle, dir.path().string());
    ASSERT_NE(page1.item("Page"), nullptr);
    EXPECT_EQ(page1.item("Page")->value, "1 / 2");
    EXPECT_TRUE(page1.item("Page")->adjustable);
    EXPECT_EQ(page1.item("Page")->choice, Choice(choice::Turn{}));
    ASSERT_NE(page1.item("Mine 1"), nullptr);
    EXPECT_EQ(page1.item("Mine 1")->value, "mine-1.json");

    list.turn(0);  // Enter on Page
    const MenuPage page2 =
        myLevelsPageWhen(list, [](const MenuPage& page) { return page.item("Mine 9") != nullptr; });
    EXPECT_EQ(page2.labels(), (std::vector<std::string>{"Mine 8", "Mine 9", "Page", "Back"}));
    ASSERT_NE(page2.item("Page"), nullptr);
    EXPECT_EQ(page2.item("Page")->value, "2 / 2");
    ASSERT_NE(page2.item("Mine 9"), nullptr);
    const fs::path mine9 = dir.path() / "mine-9.json";
    EXPECT_EQ(page2.item("Mine 9")->choice, Choice(choice::OpenLevel{mine9, std::nullopt}));
    const LevelLoadResult loaded = loadLevelFile(mine9);
    ASSERT_TRUE(loaded.ok());
    EXPECT_EQ(loaded.level->name, "Mine 9");

    // After the last page, the first; Left from the first, the last.
    list.turn(+1);
    EXPECT_EQ(list.page().item("Page")->value, "1 / 2");
    list.turn(-1);
    EXPECT_EQ(list.page().item("Page")->value, "2 / 2");
}

TEST(MyLevelsList, BytesThatAreNotUtf8ShowAsAReplacementCharacter) {
    // A file whose name is not UTF-8 ("caf" 0xC3 "e.json": 0xC3 wants a continuation byte and
    // gets 'e'). It does not load, so its file name is its label.
    const ScratchDir dir("my-levels-bytes");
    const std::string name =
        "caf\xC3"
        "e.json";
    menutest::writeText(dir.path() / name, "not a level");
    MyLevelsList list(dir.path());
    // Listed at once ("reading…" until the worker has tried it), then "has errors".
    const MenuPage first = list.page();
    ASSERT_EQ(first.labels(), (std::vector<std::string>{name, "Back"}));
    EXPECT_TRUE(first.items[0].value == "reading\xE2\x80\xA6" ||
                first.items[0].value == "has errors")
        << first.items[0].value;
    const MenuPage read = myLevelsPageWhen(list, [](const MenuPage& page) {
        return !page.items.empty() && page.items[0].value == "has errors";
    });
    ASSERT_EQ(read.items[0].value, "has errors");
    EXPECT_EQ(read.items[0].label, name);
    // The bad byte is one U+FFFD and the 'e' after it stays, as the menu draws it.
    EXPECT_EQ(singleLine(read.items[0].label), U"caf\uFFFDe.json");
}

}  // namespace
}  // namespace catmaze::app
