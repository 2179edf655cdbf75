// The level in play and its file on disk (issue 34 item 5): while the play screen (or the level's
// error) is up, a change of the file reloads it at once, as F5 does, and a level that became
// invalid shows the error F5 would; a touch that leaves the bytes as they were does nothing; and
// the editor, opened again with E after P and a change in a text editor, edits the file as it is
// on disk now, or asks first when it holds unsaved changes. Real files in a temp folder, the
// game's flow with loads on their workers and the real editor, frames of 1/60 s; the screens are
// a recording.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "flow_fixture.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;
using flow_test::EditingScene;
using flow_test::FlowScene;
using Json = nlohmann::ordered_json;

constexpr double kWatchFrame = 1.0 / 60;

// A small level named `name`.
std::string watchedLevel(const std::string& name, const std::string& middleRow = "#C..E#") {
    return "{\n  \"version\": 1,\n  \"name\": \"" + name + "\",\n  \"tiles\": [\"######\", \"" +
           middleRow + "\", \"######\"]\n}\n";
}

// Frames of the game's watch for about `seconds` (stops once a load starts).
template <typename Scene>
void watchFrames(Scene& scene, double seconds) {
    for (int i = 0; i < static_cast<int>(seconds / kWatchFrame) && !scene.flow.loading(); ++i)
        scene.flow.watchLevel(kWatchFrame);
}

// The name of the level in play ("" with none).
template <typename Scene>
std::string nameInPlay(const Scene& scene) {
    return scene.screens.level ? scene.screens.level->session->originalLevel().name : "";
}

TEST(LevelWatch, AChangeOnDiskReloadsTheLevelInPlayAtOnce) {
    FlowScene scene;
    const fs::path file = scene.dir / "watched.json";
    flow_test::writeBytes(file, watchedLevel("Before"));
    scene.flow.begin(file, false);
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(nameInPlay(scene), "Before");

    flow_test::writeBytes(file, watchedLevel("After"));
    watchFrames(scene, 0.6);
    ASSERT_TRUE(scene.flow.loading()) << "a change is seen within half a second";
    ASSERT_TRUE(scene.settle());
    EXPECT_EQ(nameInPlay(scene), "After");
    EXPECT_EQ(scene.screens.top(), "play");
    EXPECT_EQ(scene.notices.lines.back(), "watched.json changed on disk: reloaded");
    const std::vector<Json> reloaded = flow_test::eventsNamed(scene.log, "level_reloaded");
    ASSERT_EQ(reloaded.size(), 1u);
    EXPECT_TRUE(reloaded[0].value("changed_on_disk", false)) << reloaded[0].dump();
}

TEST(LevelWatch, AReloadThePlayerCancelledIsNotStartedAgainUntilTheNextChange) {
    FlowScene scene;
    const fs::path file = scene.dir / "cancelled.json";
    flow_test::writeBytes(file, watchedLevel("Before"));
    scene.flow.begin(file, false);
    ASSERT_TRUE(scene.settle());

    // Changed, and F5 at once (before the watch looks); Esc cancels that load.
    flow_test::writeBytes(file, watchedLevel("Slow to load"));
    ASSERT_TRUE(scene.flow.levelKey(LevelKey::Reload));
    ASSERT_TRUE(scene.flow.loading());
    scene.flow.cancelLoading();
    watchFrames(scene, 2);
    EXPECT_FALSE(scene.flow.loading()) << "the version the player turned down loads again";
    EXPECT_EQ(nameInPlay(scene), "Before");

    flow_test::writeBytes(file, watchedLevel("Later"));
    watchFrames(scene, 0.6);
    ASSERT_TRUE(scene.flow.loading()) << "a change after the cancelled one is seen";
    ASSERT_TRUE(scene.settle());
    EXPECT_EQ(nameInPlay(scene), "Later");
}

TEST(LevelWatch, ATouchThatLeavesTheBytesAsTheyWereDoesNothing) {
    FlowScene scene;
    const fs::path file = scene.dir / "touched.json";
    flow_test::writeBytes(file, watchedLevel("Touched"));
    scene.flow.begin(file, false);
    ASSERT_TRUE(scene.settle());
    fs::last_write_time(file, fs::last_write_time(file) - std::chrono::hours(1));
    flow_test::writeBytes(file, watchedLevel("Touched"));
    watchFrames(scene, 2);
    EXPECT_FALSE(scene.flow.loading());
    EXPECT_TRUE(flow_test::eventsNamed(scene.log, "level_reloaded").empty());

    // The same watch still sees a real change.
    flow_test::writeBytes(file, watchedLevel("Changed"));
    watchFrames(scene, 0.6);
    ASSERT_TRUE(scene.settle());
    EXPECT_EQ(nameInPlay(scene), "Changed");
}

TEST(LevelWatch, ALevelThatBecameInvalidShowsItsErrorAndPlaysOnceFixed) {
    FlowScene scene;
    const fs::path file = scene.dir / "broken.json";
    flow_test::writeBytes(file, watchedLevel("Fine"));
    scene.flow.begin(file, false);
    ASSERT_TRUE(scene.settle());

    flow_test::writeBytes(file, watchedLevel("No cat", "#...E#"));
    watchFrames(scene, 0.6);
    ASSERT_TRUE(scene.settle());
    EXPECT_EQ(scene.screens.top(), "error");
    const std::string watched = scene.flow.errorText();
    EXPECT_NE(watched.find("broken.json:"), std::string::npos) << watched;
    scene.flow.reloadLevel();  // F5 says the same
    ASSERT_TRUE(scene.settle());
    EXPECT_EQ(scene.flow.errorText(), watched);

    // Fixed in the text editor: the error screen is watched too.
    flow_test::writeBytes(file, watchedLevel("Fixed"));
    watchFrames(scene, 0.6);
    ASSERT_TRUE(scene.settle());
    EXPECT_EQ(nameInPlay(scene), "Fixed");
    EXPECT_EQ(scene.screens.top(), "play");
}

TEST(LevelWatch, TheWatchWaitsWhileAnotherScreenIsOnTop) {
    FlowScene scene;
    const fs::path file = scene.dir / "paused.json";
    flow_test::writeBytes(file, watchedLevel("Before"));
    scene.flow.begin(file, false);
    ASSERT_TRUE(scene.settle());
    scene.screens.push(ScreenKind::Settings);
    flow_test::writeBytes(file, watchedLevel("After"));
    watchFrames(scene, 1);
    EXPECT_FALSE(scene.flow.loading());
    scene.screens.pop();
    watchFrames(scene, 0.6);
    ASSERT_TRUE(scene.settle());
    EXPECT_EQ(nameInPlay(scene), "After");
}

// The level `file` played from the command line, opened in the editor and played with P.
void playFromTheEditor(EditingScene& scene, const fs::path& file, bool edit) {
    scene.flow.begin(file, false);
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level) << scene.flow.errorText();
    scene.openEditor();
    if (edit)
        scene.paintWall({2, 1});
    scene.key(Key::P);
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(scene.screens.top(), "play");
}

TEST(LevelWatch, EAfterPAndAChangeOnDiskEditsTheFileAsItIsNow) {
    EditingScene scene;
    const fs::path file = scene.dir / "trial.json";
    flow_test::writeBytes(file, watchedLevel("Old", "#C..E#"));
    ASSERT_NO_FATAL_FAILURE(playFromTheEditor(scene, file, false));

    // E at once, before the game's watch looked: the editor looks itself.
    flow_test::writeBytes(file, watchedLevel("New", "#C..E#"));
    scene.openEditor();
    EXPECT_EQ(scene.editor().level().name, "New");
    EXPECT_FALSE(scene.editor().unsaved());
    const std::string before = flow_test::readBytes(file);
    scene.key(Key::S, true);  // nothing changed: nothing written
    EXPECT_EQ(flow_test::readBytes(file), before);

    // P again; the game's watch reloads the change, and E edits it.
    scene.key(Key::P);
    ASSERT_TRUE(scene.settle());
    flow_test::writeBytes(file, watchedLevel("Newer", "#C..E#"));
    watchFrames(scene, 0.6);
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(nameInPlay(scene), "Newer");
    scene.openEditor();
    EXPECT_EQ(scene.editor().level().name, "Newer");
}

TEST(LevelWatch, TheEditorsOwnSaveOfTheLevelInPlayDoesNotRestartIt) {
    EditingScene scene;
    const fs::path file = scene.dir / "own.json";
    const std::string original = watchedLevel("Own", "#C..E#");
    flow_test::writeBytes(file, original);
    scene.flow.begin(file, false);
    ASSERT_TRUE(scene.settle());
    ASSERT_TRUE(scene.screens.level);
    const std::size_t started = scene.screens.calls.size();

    // A wall painted and saved, then painted over with floor and saved: the level in play, in
    // the writer's own layout.
    scene.openEditor();
    scene.paintWall({2, 1});
    scene.key(Key::S, true);
    scene.key(Key::Num1);  // Floor
    const Pointer at = scene.editor().frame().pixelOf({2.5, 1.5});
    scene.editor().handle(PointerMoved{at, false});
    scene.editor().handle(ButtonPressed{at, Button::Left, false});
    scene.editor().handle(ButtonReleased{at, Button::Left});
    scene.key(Key::S, true);
    ASSERT_FALSE(scene.editor().unsaved());
    ASSERT_NE(flow_test::readBytes(file), original) << "the writer's layout differs";
    scene.key(Key::E);
    ASSERT_EQ(scene.screens.calls.back(), "pop") << "back to the level in play, unchanged";
    // The recording keeps no editor screen: its pop took the play screen's, which is up again.
    scene.screens.shown.push_back(ScreenKind::Play);

    watchFrames(scene, 1.5);
    EXPECT_FALSE(scene.flow.loading()) << "the game's own save is no change on disk";
    const std::vector<std::string> after(
        scene.screens.calls.begin() + static_cast<std::ptrdiff_t>(started),
        scene.screens.calls.end());
    EXPECT_EQ(std::count(after.begin(), after.end(), "start Own"), 0);
}

TEST(LevelWatch, EAfterPWithUnsavedChangesAsksBeforeDroppingThem) {
    EditingScene scene;
    const fs::path file = scene.dir / "mine.json";
    flow_test::writeBytes(file, watchedLevel("Old", "#C..E#"));
    ASSERT_NO_FATAL_FAILURE(playFromTheEditor(scene, file, true));
    ASSERT_TRUE(scene.editor().unsaved());

    flow_test::writeBytes(file, watchedLevel("Theirs", "#C..E#"));
    watchFrames(scene, 0.6);  // the game plays their version
    ASSERT_TRUE(scene.settle());
    ASSERT_EQ(nameInPlay(scene), "Theirs");
    scene.openEditor();
    ASSERT_TRUE(scene.editor().prompt().shown());
    EXPECT_EQ(scene.editor().prompt().page().name, "changed_on_disk");
    EXPECT_TRUE(scene.editor().unsaved()) << "mine is still there";
    scene.answer(PromptAnswer::KeepMine);
    scene.key(Key::S, true);
    EXPECT_FALSE(scene.editor().unsaved());
    EXPECT_EQ(scene.editor().level().name, "Old");
    EXPECT_NE(flow_test::readBytes(file).find("\"Old\""), std::string::npos);
}

}  // namespace
}  // namespace catmaze::app
