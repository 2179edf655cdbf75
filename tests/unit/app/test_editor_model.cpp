// The editor (editor/editor_model.hpp) as a designer uses it, with clicks where the screen draws
// the map and the panel: a polygon drawn corner by corner (one that crosses itself is refused
// with the loader's words), Ctrl+N's new level unsaved until Ctrl+S, the title's star while
// there are unsaved changes, F2's rename (typed into the plain TextEntry), and a save on a full
// disk whose notice keeps its reason. Real files
// in a temp folder; the live check runs on its real worker.

#include <gtest/gtest.h>

#include <cerrno>
#include <filesystem>
#include <string>
#include <vector>

#include "catmaze/io/error_text.hpp"
#include "editor_test_fixture.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

// The events named `name` logged after the `index`-th line of `log`.
std::vector<Json> modelEventsAfter(const EventLog& log, std::size_t index,
                                   const std::string& name) {
    std::vector<Json> out;
    const std::vector<std::string> lines = log.lines();
    for (std::size_t i = index; i < lines.size(); ++i) {
        Json event = Json::parse(lines[i]);
        if (event.value("event", "") == name)
            out.push_back(std::move(event));
    }
    return out;
}

TEST(EditorModel, EditorDrawsAPolygonCornerByCornerAndRefusesOneThatCrossesItself) {
    // A tile level: its first polygon makes it open-floor (format version 2).
    editor_test::EditorBench bench(editor_test::fetchLevel());
    bench.clickButton("Obstacle");
    EXPECT_EQ(editor_test::eventsNamed(bench.log, "tool").back().value("kind", ""), "obstacle");

    // A bow tie, closed with Enter: refused with the loader's words, and nothing changes.
    for (const Vec2 corner : {Vec2{13, 4}, Vec2{15, 6}, Vec2{15, 4}, Vec2{13, 6}})
        bench.clickPoint(corner);
    bench.key(Key::Enter);
    const std::vector<Json> refused = editor_test::eventsNamed(bench.log, "obstacle_refused");
    ASSERT_EQ(refused.size(), 1u);
    EXPECT_EQ(refused[0].value("message", ""),
              "obstacle 0 is not a simple polygon: two of its edges cross or touch, or it has no "
              "area")
        << refused[0].dump();
    EXPECT_TRUE(bench.model.level().obstacles.empty());

    // Esc drops it; a triangle closed by clicking its first corner again is added.
    bench.key(Key::Escape);
    EXPECT_TRUE(bench.model.obstacles().outline().empty());
    for (const Vec2 corner : {Vec2{13, 4}, Vec2{15, 4}, Vec2{14, 5.5}})
        bench.clickPoint(corner);
    const std::size_t before = bench.log.lines().size();
    bench.clickPoint({13, 4});
    const std::vector<Json> added = editor_test::eventsNamed(bench.log, "obstacle_added");
    ASSERT_EQ(added.size(), 1u);
    EXPECT_EQ(added[0].value("obstacle", -1), 0) << added[0].dump();
    EXPECT_EQ(added[0].at("points"), Json::parse("[[13, 4], [15, 4], [14, 5.5]]"))
        << added[0].dump();
    const Json check = bench.awaitCheckAfter(before);
    EXPECT_EQ(check.value("floor", ""), "open") << check.dump();

    bench.key(Key::S, true);
    ASSERT_EQ(editor_test::eventsNamed(bench.log, "saved").size(), 1u);
    const Json file = Json::parse(test::readText(bench.file), nullptr, false);
    ASSERT_TRUE(file.is_object());
    EXPECT_EQ(file.value("version", 0), 2);
    EXPECT_EQ(file.at("obstacles"), Json::parse(R"([{"points": [[13, 4], [15, 4], [14, 5.5]]}])"));
    EXPECT_EQ(file.at("tiles"), Json::parse(bench.original).at("tiles"));
}

TEST(EditorModel, CtrlNMakesAnUnsavedLevelUntilCtrlS) {
    editor_test::EditorBench bench(editor_test::fetchLevel());
    std::size_t mark = bench.log.lines().size();
    bench.key(Key::N, true);
    const std::vector<Json> created = modelEventsAfter(bench.log, mark, "new_level");
    ASSERT_EQ(created.size(), 1u);
    const fs::path file = created[0].value("file", "");
    EXPECT_EQ(file, bench.home.myLevels() / "untitled-1.json") << created[0].dump();
    EXPECT_EQ(created[0].value("saved", true), false) << created[0].dump();
    const std::vector<Json> editor = modelEventsAfter(bench.log, mark, "editor");
    ASSERT_FALSE(editor.empty());
    EXPECT_EQ(editor.back().value("unsaved", false), true) << editor.back().dump();
    // Nothing claims a save that did not happen: no file, no `saved` event.
    EXPECT_FALSE(fs::exists(file));
    EXPECT_TRUE(editor_test::eventsNamed(bench.log, "saved").empty());

    mark = bench.log.lines().size();
    bench.key(Key::S, true);
    const std::vector<Json> saved = modelEventsAfter(bench.log, mark, "saved");
    ASSERT_EQ(saved.size(), 1u);
    EXPECT_EQ(saved[0].value("file", ""), file.string()) << saved[0].dump();
    EXPECT_TRUE(fs::exists(file));
    const std::vector<Json> after = modelEventsAfter(bench.log, mark, "editor");
    ASSERT_FALSE(after.empty());
    EXPECT_EQ(after.back().value("unsaved", true), false) << after.back().dump();
    EXPECT_NE(test::readText(file).find("\"name\": \"Untitled 1\""), std::string::npos)
        << test::readText(file);
}

TEST(EditorModel, TheTitleShowsAStarWhileThereAreUnsavedChanges) {
    const std::string clean = "CatMaze \xE2\x80\x94 Editing Fetch!";
    editor_test::EditorBench bench(editor_test::fetchLevel());
    const auto titled = [&bench](const std::string& text) {
        EXPECT_EQ(bench.model.takeTitle(), text);
        EXPECT_EQ(editor_test::eventsNamed(bench.log, "title").back().value("text", ""), text);
        EXPECT_EQ(bench.model.takeTitle(), std::nullopt) << "set once";
    };
    titled(clean);
    bench.paintWall({5, 3});
    titled(clean + " *");
    bench.key(Key::S, true);
    ASSERT_EQ(editor_test::eventsNamed(bench.log, "saved").size(), 1u);
    titled(clean);
}

TEST(EditorModel, F2RenamesTheLevelAndNoShortcutFiresWhileTheNameIsTyped) {
    editor_test::EditorBench bench(editor_test::fetchLevel());
    bench.key(Key::F2);
    ASSERT_TRUE(bench.model.name().active());
    EXPECT_EQ(bench.model.name().typed(), "Fetch!");
    for (int i = 0; i < 6; ++i)
        bench.key(Key::Backspace);
    for (const char32_t c : std::u32string(U"Min\u00e9"))
        bench.model.handle(TextTyped{c});
    bench.model.handle(TextTyped{U'\r'});  // Enter arrives as text too: not printable
    EXPECT_EQ(bench.key(Key::E).kind, EditorIntent::Kind::None) << "E types, it does not leave";
    EXPECT_TRUE(bench.model.name().active());
    bench.key(Key::Enter);
    EXPECT_FALSE(bench.model.name().active());
    const std::vector<Json> renamed = editor_test::eventsNamed(bench.log, "rename");
    ASSERT_EQ(renamed.size(), 1u);
    EXPECT_EQ(renamed[0].value("name", ""), "Min\xC3\xA9") << renamed[0].dump();
    const std::vector<Json> edits = editor_test::eventsNamed(bench.log, "name_edit");
    ASSERT_EQ(edits.size(), 2u);
    EXPECT_EQ(edits[0].value("on", false), true);
    EXPECT_EQ(edits[1].value("on", true), false);
    EXPECT_EQ(bench.model.level().name, "Min\xC3\xA9");
    EXPECT_TRUE(bench.model.unsaved());

    // An empty name is refused with a notice; the level keeps its name.
    bench.key(Key::F2);
    for (int i = 0; i < 4; ++i)
        bench.key(Key::Backspace);
    bench.model.handle(TextTyped{U' '});
    bench.key(Key::Enter);
    EXPECT_EQ(bench.model.level().name, "Min\xC3\xA9");
    EXPECT_TRUE(bench.model.notice().warning());
    EXPECT_EQ(editor_test::eventsNamed(bench.log, "rename").size(), 1u);
}

TEST(EditorModel, TheEditorsNoticeOfASaveOnAFullDiskKeepsItsReason) {
    // The core's words for a full disk, from a writer that fails as one would.
    const SaveLevel fullDisk = [](const fs::path& file, const Level&) {
        return std::optional<std::string>("cannot write " + quoted(file) + ": writing failed (" +
                                          errnoText(ENOSPC) + ")");
    };
    // A long folder name: the message (path, then reason) is longer than the notice's lines.
    editor_test::EditorBench bench(CATMAZE_SOURCE_DIR "/tests/window/levels/corridor.json",
                                   "corridor.json", fullDisk,
                                   "a-rather-long-folder-name-for-a-level-on-a-disk-that-is-full");
    const std::vector<Json> editor = editor_test::eventsNamed(bench.log, "editor");
    ASSERT_EQ(fs::path(editor.back().value("save_to", "")), bench.file) << editor.back().dump();

    bench.key(Key::Right, false, true);  // a column more: something to save
    ASSERT_TRUE(bench.model.unsaved());
    const std::size_t mark = bench.log.lines().size();
    bench.key(Key::S, true);
    // The notice is logged as it is shown, then the failure.
    const std::vector<std::string> names = [&] {
        std::vector<std::string> out;
        const std::vector<std::string> all = editor_test::eventNames(bench.log);
        out.assign(all.begin() + static_cast<std::ptrdiff_t>(mark), all.end());
        return out;
    }();
    ASSERT_EQ(names, (std::vector<std::string>{"notice", "save_failed"}));
    const Json notice = modelEventsAfter(bench.log, mark, "notice").front();
    EXPECT_TRUE(notice.value("text", "").starts_with("Could not save")) << notice.dump();
    const Json failed = modelEventsAfter(bench.log, mark, "save_failed").front();
    ASSERT_NE(failed.value("message", "").find("No space left on device"), std::string::npos)
        << failed.dump();
    const Json& lines = notice.at("lines");
    ASSERT_FALSE(lines.empty()) << notice.dump();
    EXPECT_LE(lines.size(), 3u) << notice.dump();
    // The message is longer than the notice's three lines: its middle (the path) is cut, and the
    // reason, at its end, shows.
    EXPECT_TRUE(lines.back().get<std::string>().ends_with("(No space left on device)"))
        << notice.dump();
    std::size_t shown = 0;
    for (const Json& line : lines)
        shown += line.get<std::string>().size();
    EXPECT_LT(shown, notice.value("text", "").size()) << "nothing was cut: " << notice.dump();
    EXPECT_EQ(test::readText(bench.file), bench.original);
}

}  // namespace
}  // namespace catmaze::app
