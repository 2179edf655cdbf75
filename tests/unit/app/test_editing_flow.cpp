// The level editor inside the game (shell/editing_flow.hpp with the game's flow) as a designer
// meets it: quitting or opening another level with unsaved changes asks first (Cancel stays,
// Discard drops them and the shipped file is never written, Save writes them and then goes on),
// a level renamed and saved lands in My levels and opens from there under its new name, a level
// that does not load is repaired in the editor and then plays, a campaign level changed plays as
// a level of its own, and leaving an edit with errors keeps the last version that loads in play.
// Real files in a temp folder, the real EditorModel, Levels lists and loads on their workers; the
// screens are a recording.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "catmaze/level/campaign.hpp"
#include "flow_fixture.hpp"
#include "menus/levels_list.hpp"
#include "menus/menu_pages.hpp"
#include "menus/my_levels_list.hpp"
#include "shell/editing_flow.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

using flow_test::EditingScene;
using flow_test::kEditingHeight;
using flow_test::kEditingWidth;

// Fetch's row 3 with a wall at (5, 3).
constexpr char kFetchRowWalledInTheGame[] = "\"#..#.#.....#.......#\"";

// The events named `name` after the first `mark` lines of `log`.
std::vector<Json> editingEventsSince(const EventLog& log, std::size_t mark,
                                     const std::string& name) {
    std::vector<Json> found;
    const std::vector<std::string> lines = log.lines();
    for (std::size_t i = mark; i < lines.size(); ++i) {
        Json event = Json::parse(lines[i]);
        if (event.value("event", "") == name)
            found.push_back(std::move(event));
    }
    return found;
}

// The item labelled `label` of the page `list` builds with `build`, once the names read on its
// worker show it (frames pass; at most 20 s). A failed test and nullopt when it never does.
template <typename List, typename Build>
std::optional<PageItem> itemOnceNamed(List& list, Build build, const std::string& label) {
    MenuPage page = build(list);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!page.item(label) && std::chrono::steady_clock::now() < deadline) {
        if (list.update(1.0 / 60))
            page = build(list);
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    if (const PageItem* item = page.item(label))
        return *item;
    ADD_FAILURE() << "no " << label << " in " << ::testing::PrintToString(page.labels());
    return std::nullopt;
}

// The level `file` launched from the command line, edited (a wall at (5, 3)) and played with P:
// the edit stays unsaved in the editor.
void playAnUnsavedEdit(EditingScene& scene, const fs::path& file) {
    scene.flow.begin(file, false);
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(scene.screens.top(), "play");
    scene.openEditor();
    scene.paintWall({5, 3});
    scene.key(Key::P);
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(scene.screens.top(), "play");
    ASSERT_TRUE(scene.editor().unsaved());
}

TEST(EditingFlow, QuittingWithUnsavedChangesAsksFirst) {
    EditingScene scene;
    const fs::path level = scene.dir / "fetch.json";
    fs::copy_file(fs::path(CATMAZE_SOURCE_DIR) / "levels/03-fetch.json", level);
    playAnUnsavedEdit(scene, level);

    // Closing the window shows the editor with its prompt; Cancel keeps the game running.
    scene.flow.quit();
    scene.showScreens();
    EXPECT_TRUE(scene.window.editorOnTop());
    ASSERT_TRUE(scene.asksAboutUnsavedChanges());
    scene.answer(PromptAnswer::Cancel);
    const std::vector<Json> prompts = flow_test::eventsNamed(scene.log, "prompt");
    ASSERT_EQ(prompts.size(), 1u);
    EXPECT_EQ(prompts[0].value("answer", ""), "cancel") << prompts[0].dump();
    EXPECT_TRUE(flow_test::eventsNamed(scene.log, "quit").empty());
    EXPECT_FALSE(scene.flow.quitting());

    // Closing again and saving writes the file, then quits (App::run then returns 0).
    scene.flow.quit();
    scene.showScreens();
    ASSERT_TRUE(scene.asksAboutUnsavedChanges());
    scene.answer(PromptAnswer::Save);
    std::vector<std::string> order;
    for (const std::string& name : flow_test::eventNames(scene.log)) {
        if (name == "saved" || name == "quit")
            order.push_back(name);
    }
    EXPECT_EQ(order, (std::vector<std::string>{"saved", "quit"}));
    EXPECT_TRUE(scene.flow.quitting());
    EXPECT_NE(flow_test::readBytes(level).find(kFetchRowWalledInTheGame), std::string::npos);
}

TEST(EditingFlow, OpeningAnotherLevelWithUnsavedChangesAsksFirst) {
    EditingScene scene;
    const fs::path shipped = scene.copyShippedLevels();
    const std::string original = flow_test::readBytes(shipped / "03-fetch.json");
    playAnUnsavedEdit(scene, shipped / "03-fetch.json");

    // Another level from the Levels menu: the editor's prompt first; Cancel opens nothing.
    LevelsList levels(scene.campaign, scene.myLevels);
    const std::optional<PageItem> first = itemOnceNamed(
        levels, [&](LevelsList& l) { return l.page(scene.files.progress); }, "1. First Steps");
    ASSERT_TRUE(first);
    const auto* open = std::get_if<choice::OpenLevel>(&first->choice);
    ASSERT_NE(open, nullptr);
    const std::size_t starts = scene.screens.calls.size();
    scene.flow.openLevel(open->file, open->campaignIndex, false);
    scene.showScreens();
    ASSERT_TRUE(scene.asksAboutUnsavedChanges());
    scene.answer(PromptAnswer::Cancel);
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "prompt").size(), 1u);
    EXPECT_FALSE(scene.flow.loading()) << "Cancel loads nothing";
    for (std::size_t i = starts; i < scene.screens.calls.size(); ++i)
        EXPECT_NE(scene.screens.calls[i].rfind("start ", 0), 0u) << scene.screens.calls[i];

    // Again, and Discard: the other level opens; the shipped file was never written.
    scene.key(Key::P);
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(scene.screens.top(), "play");
    scene.flow.openLevel(open->file, open->campaignIndex, false);
    scene.showScreens();
    ASSERT_TRUE(scene.asksAboutUnsavedChanges());
    scene.answer(PromptAnswer::Discard);
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level);
    EXPECT_EQ(scene.screens.level->file, shipped / "01-first-steps.json");
    EXPECT_EQ(scene.screens.top(), "play");
    EXPECT_EQ(flow_test::readBytes(shipped / "03-fetch.json"), original);
    EXPECT_FALSE(fs::exists(scene.myLevels / "03-fetch.json"));
}

TEST(EditingFlow, ALevelSavedInMyLevelsIsListedInTheLevelsMenu) {
    EditingScene scene;
    const fs::path shipped = scene.copyShippedLevels();
    scene.flow.begin(shipped / "03-fetch.json", false);
    ASSERT_TRUE(scene.settle());
    scene.openEditor();
    scene.key(Key::F2);  // rename it, so the list shows the new name
    ASSERT_EQ(flow_test::eventsNamed(scene.log, "name_edit").size(), 1u);
    for (int i = 0; i < 6; ++i)
        scene.key(Key::Backspace);
    for (const char32_t c : std::u32string(U"Mine"))
        scene.editor().handle(TextTyped{c});
    scene.key(Key::Enter);
    const std::vector<Json> renamed = flow_test::eventsNamed(scene.log, "rename");
    ASSERT_EQ(renamed.size(), 1u);
    EXPECT_EQ(renamed[0].value("name", ""), "Mine") << renamed[0].dump();
    scene.key(Key::S, true);
    ASSERT_EQ(flow_test::eventsNamed(scene.log, "saved").size(), 1u);
    scene.key(Key::Escape);  // saved: leaves without asking, plays the edit
    EXPECT_FALSE(scene.asksAboutUnsavedChanges());
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(scene.screens.top(), "play");

    // The Levels menu leads to My levels, which lists it by its new name.
    LevelsList levels(scene.campaign, scene.myLevels);
    const MenuPage levelsMenu = levels.page(scene.files.progress);
    const PageItem* mine = levelsMenu.item("My levels");
    ASSERT_NE(mine, nullptr);
    EXPECT_EQ(mine->choice, Choice{choice::Push{ScreenKind::MyLevels}});
    MyLevelsList list(scene.myLevels);
    const std::optional<PageItem> item = itemOnceNamed(
        list, [](MyLevelsList& l) { return l.page(); }, "Mine");
    ASSERT_TRUE(item);
    const auto* open = std::get_if<choice::OpenLevel>(&item->choice);
    ASSERT_NE(open, nullptr);
    scene.flow.openLevel(open->file, open->campaignIndex, false);
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level);
    EXPECT_EQ(scene.screens.level->file, scene.myLevels / "03-fetch.json");
    EXPECT_EQ(scene.screens.level->session->originalLevel().name, "Mine");
}

TEST(EditingFlow, ALevelThatDoesNotLoadIsRepairedInTheEditor) {
    // Row 2 is one tile short and has an 'x': the level does not load.
    EditingScene scene;
    const fs::path level = scene.dir / "broken.json";
    flow_test::writeBytes(level, R"({"name": "Broken", "version": 1,
  "tiles": ["#######", "#C...E#", "#..x.#", "#######"]})");
    scene.flow.begin(level, false);
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(flow_test::eventsNamed(scene.log, "error").size(), 1u);
    const MenuPage errorMenu = errorPage(false);
    const PageItem* repair = errorMenu.item("Repair in the editor");
    ASSERT_NE(repair, nullptr);
    ASSERT_EQ(repair->choice, Choice{choice::Repair{}});
    scene.editing.repairLevel(kEditingWidth, kEditingHeight);
    scene.showScreens();
    const std::vector<Json> drafts = flow_test::eventsNamed(scene.log, "draft");
    ASSERT_EQ(drafts.size(), 1u);
    EXPECT_EQ(drafts[0].at("fixes").size(), 2U) << drafts[0].dump();
    EXPECT_TRUE(scene.window.editorOnTop());
    EXPECT_FALSE(flow_test::eventsNamed(scene.log, "view").empty());

    scene.paintWall({3, 2});  // where the 'x' was (now floor)
    scene.key(Key::S, true);
    const std::vector<Json> saved = flow_test::eventsNamed(scene.log, "saved");
    ASSERT_EQ(saved.size(), 1u);
    EXPECT_EQ(saved[0].value("file", ""), level.string()) << saved[0].dump();
    EXPECT_EQ(saved[0].value("errors", -1), 0) << saved[0].dump();
    // Playing it now works: it loads.
    const std::size_t mark = scene.log.lines().size();
    scene.key(Key::P);
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level);
    EXPECT_EQ(scene.screens.level->session->originalLevel().name, "Broken");
    EXPECT_TRUE(editingEventsSince(scene.log, mark, "error").empty());
    const Json file = Json::parse(flow_test::readBytes(level), nullptr, false);
    ASSERT_TRUE(file.is_object()) << flow_test::readBytes(level);
    EXPECT_EQ(file.at("tiles").at(2).get<std::string>(), "#..#.#.");  // padded, x now floor
}

TEST(EditingFlow, ACampaignLevelChangedInTheEditorIsNoLongerTheCampaigns) {
    EditingScene scene;
    const fs::path shipped = scene.copyShippedLevels();
    scene.flow.openLevel(shipped / "03-fetch.json", 2, false);
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(scene.screens.level->campaignIndex, std::optional<std::size_t>(2));

    // P on the level as it was: it plays again as the campaign's.
    scene.openEditor();
    scene.key(Key::P);
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level);
    EXPECT_EQ(scene.screens.level->campaignIndex, std::optional<std::size_t>(2));

    // E resumes the same edit; P on a changed level plays it as a level of its own.
    scene.openEditor();
    EXPECT_EQ(std::count(scene.screens.calls.begin(), scene.screens.calls.end(),
                         std::string("view editor")),
              1)
        << "E on the level it continues resumes the edit";
    scene.paintWall({5, 3});
    scene.key(Key::P);
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level);
    EXPECT_EQ(scene.screens.level->campaignIndex, std::nullopt);
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "loading").back().value("file", ""),
              (shipped / "03-fetch.json").string())
        << "the edit stands for the shipped file until saved (as a copy)";
}

TEST(EditingFlow, LeavingAnEditWithErrorsKeepsTheLastVersionThatLoadsInPlay) {
    EditingScene scene;
    const fs::path level = scene.dir / "fetch.json";
    fs::copy_file(fs::path(CATMAZE_SOURCE_DIR) / "levels/03-fetch.json", level);
    scene.flow.begin(level, false);
    ASSERT_TRUE(scene.settle());
    scene.openEditor();
    scene.paintWall({17, 2});  // over the exit: the level has errors
    ASSERT_FALSE(scene.editor().playable());
    scene.key(Key::P);
    EXPECT_TRUE(scene.window.editorOnTop()) << "P plays only a level without errors";

    // Leaving saves first (Save on the prompt), then goes back to the level as it loads.
    const std::size_t loads = flow_test::eventsNamed(scene.log, "loading").size();
    scene.key(Key::Escape);
    ASSERT_TRUE(scene.asksAboutUnsavedChanges());
    scene.answer(PromptAnswer::Save);
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "saved").back().value("file", ""), level.string());
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "loading").size(), loads) << "nothing loads";
    EXPECT_EQ(scene.notices.lines.back(),
              "The edited level has errors; playing the last version that loads");
    const std::vector<std::string> last(scene.screens.calls.end() - 3, scene.screens.calls.end());
    EXPECT_EQ(last, (std::vector<std::string>{"forget view", "title CatMaze \xE2\x80\x94 Fetch!",
                                              "pop"}));
    ASSERT_TRUE(scene.screens.level);
    EXPECT_EQ(scene.screens.level->session->originalLevel().name, "Fetch!");
}

}  // namespace
}  // namespace catmaze::app
