// The editor and its file on disk (issue 34 item 5, Tiled's rule), as a designer meets them with a
// text editor beside the game: F5 in the editor reads the file again (asking first with unsaved
// changes); a change on disk reloads an edit with nothing unsaved, and asks (reload and lose
// mine / keep mine / compare later) when there is; Ctrl+S over a file changed since it was read
// asks before writing; a touch that leaves the bytes as they were does nothing; a save with
// nothing changed writes nothing. The real EditorModel on a real file in a temp folder, driven
// with frames of 1/60 s.

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>

#include "editor_test_fixture.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;
using editor_test::EditorBench;
using editor_test::Json;

constexpr double kDiskFrame = 1.0 / 60;

// The level file's text with its name changed, as a designer does in a text editor.
std::string renamedOnDisk(const std::string& text, const std::string& name) {
    const std::string from = "\"name\": \"Fetch!\"";
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << text;
    std::string out = text;
    if (at != std::string::npos)
        out.replace(at, from.size(), "\"name\": \"" + name + "\"");
    return out;
}

// Frames of 1/60 s for about `seconds` of the editor's time.
void diskFrames(EditorBench& bench, double seconds) {
    for (int i = 0; i < static_cast<int>(seconds / kDiskFrame); ++i)
        bench.model.update(kDiskFrame);
}

// Frames until the editor's prompt asks `question` (at most two seconds of its time).
bool asksOnDisk(EditorBench& bench, const std::string& question) {
    for (int i = 0; i < 120 && !bench.model.prompt().shown(); ++i)
        bench.model.update(kDiskFrame);
    return bench.model.prompt().shown() && bench.model.prompt().page().name == question;
}

// The editor's last notice (empty with none).
std::string lastDiskNotice(const EditorBench& bench) {
    const std::vector<Json> notices = editor_test::eventsNamed(bench.log, "notice");
    return notices.empty() ? "" : notices.back().value("text", "");
}

// A modification time well in the past, so that a write shows in it whatever the clock's grain.
void ageOnDisk(const fs::path& file) {
    fs::last_write_time(file, fs::last_write_time(file) - std::chrono::hours(1));
}

TEST(EditorDiskChanges, F5InTheEditorReadsTheFileAgain) {
    EditorBench bench(editor_test::fetchLevel());
    test::writeText(bench.file, renamedOnDisk(bench.original, "Fetch, renamed on disk"));
    bench.key(Key::F5);
    EXPECT_EQ(bench.model.level().name, "Fetch, renamed on disk");
    EXPECT_FALSE(bench.model.unsaved());
    EXPECT_EQ(lastDiskNotice(bench), "Reloaded fetch.json from disk");
    ASSERT_EQ(editor_test::eventsNamed(bench.log, "reloaded").size(), 1u);
}

TEST(EditorDiskChanges, F5WithUnsavedChangesAsksAndReloadsOnlyWhenTold) {
    EditorBench bench(editor_test::fetchLevel());
    bench.paintWall({5, 3});
    test::writeText(bench.file, renamedOnDisk(bench.original, "Theirs"));
    bench.key(Key::F5);
    ASSERT_TRUE(bench.model.prompt().shown());
    EXPECT_EQ(bench.model.prompt().page().name, "reload");
    bench.key(Key::Escape);  // Cancel: mine stays
    EXPECT_FALSE(bench.model.prompt().shown());
    EXPECT_TRUE(bench.model.unsaved());
    EXPECT_EQ(bench.model.level().name, "Fetch!");

    bench.key(Key::F5);
    ASSERT_TRUE(bench.model.prompt().shown());
    bench.model.answer(PromptAnswer::Reload);
    EXPECT_EQ(bench.model.level().name, "Theirs");
    EXPECT_FALSE(bench.model.unsaved());
}

TEST(EditorDiskChanges, AChangeOnDiskReloadsAnEditWithNothingUnsaved) {
    EditorBench bench(editor_test::fetchLevel());
    diskFrames(bench, 1);
    test::writeText(bench.file, renamedOnDisk(bench.original, "Changed beside the game"));
    diskFrames(bench, 0.6);
    EXPECT_EQ(bench.model.level().name, "Changed beside the game");
    EXPECT_FALSE(bench.model.prompt().shown());
    EXPECT_EQ(lastDiskNotice(bench), "fetch.json changed on disk and was reloaded");
    const std::vector<Json> reloaded = editor_test::eventsNamed(bench.log, "reloaded");
    ASSERT_EQ(reloaded.size(), 1u);
    EXPECT_TRUE(reloaded[0].value("changed_on_disk", false)) << reloaded[0].dump();
}

TEST(EditorDiskChanges, ATouchThatLeavesTheBytesAsTheyWereDoesNothing) {
    EditorBench bench(editor_test::fetchLevel());
    bench.paintWall({5, 3});
    const std::size_t notices = editor_test::eventsNamed(bench.log, "notice").size();
    ageOnDisk(bench.file);
    test::writeText(bench.file, bench.original);  // the same bytes, a new time
    diskFrames(bench, 1.5);
    EXPECT_FALSE(bench.model.prompt().shown());
    EXPECT_EQ(editor_test::eventsNamed(bench.log, "notice").size(), notices) << "nothing said";
    EXPECT_TRUE(editor_test::eventsNamed(bench.log, "reloaded").empty());
    EXPECT_TRUE(bench.model.unsaved()) << "the wall painted is still there";

    // The same watch still sees a real change.
    test::writeText(bench.file, renamedOnDisk(bench.original, "Really changed"));
    EXPECT_TRUE(asksOnDisk(bench, "changed_on_disk"));
}

TEST(EditorDiskChanges, TheDesignersTrialNeverLosesTheNameChangedInATextEditor) {
    // Open, move something, change "name" in a text editor, Ctrl+S: the change is not lost.
    EditorBench bench(editor_test::fetchLevel());
    bench.paintWall({5, 3});
    const std::string theirs = renamedOnDisk(bench.original, "Their name");
    test::writeText(bench.file, theirs);
    ASSERT_TRUE(asksOnDisk(bench, "changed_on_disk"));
    EXPECT_EQ(bench.model.prompt().page().items.size(), 3u);
    bench.key(Key::Escape);  // Compare later: mine stays, the save asks
    EXPECT_EQ(editor_test::eventsNamed(bench.log, "prompt").back().value("answer", ""),
              "compare_later");
    EXPECT_TRUE(bench.model.unsaved());
    diskFrames(bench, 1.5);
    EXPECT_FALSE(bench.model.prompt().shown()) << "asked once per change";

    bench.key(Key::S, true);
    ASSERT_TRUE(bench.model.prompt().shown());
    EXPECT_EQ(bench.model.prompt().page().name, "save_over_change");
    EXPECT_EQ(test::readText(bench.file), theirs) << "nothing written before the answer";
    bench.key(Key::Escape);  // Cancel
    EXPECT_EQ(test::readText(bench.file), theirs);

    bench.key(Key::S, true);
    ASSERT_TRUE(bench.model.prompt().shown());
    bench.model.answer(PromptAnswer::Reload);  // theirs
    EXPECT_EQ(bench.model.level().name, "Their name");
    EXPECT_FALSE(bench.model.unsaved());
    EXPECT_EQ(test::readText(bench.file), theirs);
}

TEST(EditorDiskChanges, OverwriteAndKeepMineWriteTheEditorsCopyOnlyOnceTold) {
    EditorBench bench(editor_test::fetchLevel());
    bench.paintWall({5, 3});
    test::writeText(bench.file, renamedOnDisk(bench.original, "Theirs"));
    bench.key(Key::S, true);  // before the watch looked: the save looks itself
    ASSERT_TRUE(bench.model.prompt().shown());
    EXPECT_EQ(bench.model.prompt().page().name, "save_over_change");
    bench.model.answer(PromptAnswer::Overwrite);
    EXPECT_FALSE(bench.model.unsaved());
    EXPECT_EQ(loadLevelFile(bench.file).level->name, "Fetch!");

    // Keep mine: the next save writes over their change without asking again.
    bench.paintWall({6, 3});
    test::writeText(bench.file, renamedOnDisk(bench.original, "Theirs again"));
    ASSERT_TRUE(asksOnDisk(bench, "changed_on_disk"));
    bench.model.answer(PromptAnswer::KeepMine);
    EXPECT_TRUE(bench.model.unsaved());
    bench.key(Key::S, true);
    EXPECT_FALSE(bench.model.prompt().shown());
    EXPECT_FALSE(bench.model.unsaved());
    EXPECT_EQ(loadLevelFile(bench.file).level->name, "Fetch!");
}

TEST(EditorDiskChanges, ASaveWithNothingChangedWritesNothing) {
    EditorBench bench(editor_test::fetchLevel());
    ageOnDisk(bench.file);
    const fs::file_time_type before = fs::last_write_time(bench.file);
    bench.key(Key::S, true);
    EXPECT_EQ(test::readText(bench.file), bench.original);
    EXPECT_EQ(fs::last_write_time(bench.file), before);
    EXPECT_EQ(lastDiskNotice(bench), "Nothing to save: fetch.json has no unsaved changes");
    EXPECT_TRUE(editor_test::eventsNamed(bench.log, "saved").empty());
}

TEST(EditorDiskChanges, AFileThatNoLongerLoadsKeepsTheEditorsCopyAndSaysWhy) {
    EditorBench bench(editor_test::fetchLevel());
    test::writeText(bench.file, "{\"name\": \"half a level\"");
    diskFrames(bench, 0.6);
    EXPECT_EQ(bench.model.level().name, "Fetch!");
    EXPECT_NE(lastDiskNotice(bench).find("changed on disk but does not load"), std::string::npos)
        << lastDiskNotice(bench);
    ASSERT_EQ(editor_test::eventsNamed(bench.log, "reload_failed").size(), 1u);
    // Saving the editor's copy over the broken file asks first.
    bench.paintWall({5, 3});
    bench.key(Key::S, true);
    ASSERT_TRUE(bench.model.prompt().shown());
    EXPECT_EQ(bench.model.prompt().page().name, "save_over_change");
}

}  // namespace
}  // namespace catmaze::app
