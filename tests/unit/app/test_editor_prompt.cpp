// The editor's unsaved-changes prompt (editor/editor_model.hpp, editor/unsaved_prompt.hpp) as a
// designer meets it: leaving the editor (Esc or E) and Ctrl+N with unsaved changes ask first;
// Cancel stays with the edit, Discard drops it (the file on disk never written), Save writes it
// and then goes ahead; what the game asks for (quitting, another level) waits for the answer.
// Real files in a temp folder.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "editor_test_fixture.hpp"

namespace catmaze::app {
namespace {

using Json = nlohmann::ordered_json;

constexpr char kWalledRow[] = "\"#..#.#.....#.......#\"";  // row 3 with a wall at (5, 3)

// True when the model shows the unsaved-changes prompt.
bool asksAboutUnsavedChanges(const EditorModel& model) {
    return model.prompt().shown() && model.prompt().page().name == "unsaved";
}

TEST(EditorPrompt, LeavingTheEditorWithUnsavedChangesAsksFirst) {
    editor_test::EditorBench bench(editor_test::fetchLevel());
    bench.paintWall({5, 3});

    // Cancel: the prompt goes, the editor and the edit stay.
    EXPECT_EQ(bench.key(Key::Escape).kind, EditorIntent::Kind::None);
    ASSERT_TRUE(asksAboutUnsavedChanges(bench.model));
    EXPECT_EQ(bench.model.answer(PromptAnswer::Cancel).kind, EditorIntent::Kind::None);
    const std::vector<Json> cancelled = editor_test::eventsNamed(bench.log, "prompt");
    ASSERT_EQ(cancelled.size(), 1u);
    EXPECT_EQ(cancelled[0].value("answer", ""), "cancel") << cancelled[0].dump();
    EXPECT_FALSE(bench.model.prompt().shown());
    EXPECT_TRUE(bench.model.unsaved());

    // Discard: back to play on the file as it is on disk, which was never written.
    EXPECT_EQ(bench.key(Key::Escape).kind, EditorIntent::Kind::None);
    ASSERT_TRUE(asksAboutUnsavedChanges(bench.model));
    EXPECT_EQ(bench.model.answer(PromptAnswer::Discard).kind, EditorIntent::Kind::Leave);
    EXPECT_EQ(editor_test::eventsNamed(bench.log, "discarded").size(), 1u);
    EXPECT_EQ(test::readText(bench.file), bench.original);
    bench.model.close();

    // Save: written, then back to play.
    bench.model.resume(800, 600);
    bench.model.logLayout();
    bench.paintWall({5, 3});
    EXPECT_EQ(bench.key(Key::E).kind, EditorIntent::Kind::None);
    ASSERT_TRUE(asksAboutUnsavedChanges(bench.model));
    EXPECT_EQ(bench.model.answer(PromptAnswer::Save).kind, EditorIntent::Kind::Leave);
    const std::vector<Json> saved = editor_test::eventsNamed(bench.log, "saved");
    ASSERT_EQ(saved.size(), 1u);
    EXPECT_EQ(saved[0].value("file", ""), bench.file.string()) << saved[0].dump();
    EXPECT_NE(test::readText(bench.file), bench.original);
    EXPECT_NE(test::readText(bench.file).find(kWalledRow), std::string::npos);
}

TEST(EditorPrompt, CtrlNOnUnsavedChangesAsksFirst) {
    editor_test::EditorBench bench(editor_test::fetchLevel());
    bench.paintWall({5, 3});

    bench.key(Key::N, true);
    ASSERT_TRUE(asksAboutUnsavedChanges(bench.model));
    EXPECT_TRUE(editor_test::eventsNamed(bench.log, "new_level").empty());
    bench.key(Key::Escape);  // cancel
    const std::vector<Json> cancelled = editor_test::eventsNamed(bench.log, "prompt");
    ASSERT_EQ(cancelled.size(), 1u);
    EXPECT_EQ(cancelled[0].value("answer", ""), "cancel") << cancelled[0].dump();

    bench.key(Key::N, true);
    ASSERT_TRUE(asksAboutUnsavedChanges(bench.model));
    bench.model.answer(PromptAnswer::Save);
    std::vector<std::string> order;
    for (const std::string& name : editor_test::eventNames(bench.log)) {
        if (name == "saved" || name == "new_level")
            order.push_back(name);
    }
    EXPECT_EQ(order, (std::vector<std::string>{"saved", "new_level"}));
    const std::vector<Json> created = editor_test::eventsNamed(bench.log, "new_level");
    ASSERT_EQ(created.size(), 1u);
    EXPECT_EQ(created[0].value("saved", true), false) << created[0].dump();
    EXPECT_NE(test::readText(bench.file).find(kWalledRow), std::string::npos);
}

TEST(EditorPrompt, WhatTheGameAsksForWaitsForTheAnswer) {
    // Quitting or opening another level asks the editor first (the game's side is
    // test_editing_flow.cpp).
    editor_test::EditorBench bench(editor_test::fetchLevel());
    EXPECT_TRUE(bench.model.askFirst()) << "nothing unsaved: go ahead at once";
    EXPECT_FALSE(bench.model.prompt().shown());

    bench.paintWall({5, 3});
    EXPECT_FALSE(bench.model.askFirst());
    ASSERT_TRUE(asksAboutUnsavedChanges(bench.model));
    EXPECT_EQ(bench.model.prompt().page().subtitle, "Save the changes to fetch.json?");
    EXPECT_EQ(bench.model.answer(PromptAnswer::Cancel).kind, EditorIntent::Kind::None);
    EXPECT_TRUE(bench.model.unsaved());

    EXPECT_FALSE(bench.model.askFirst());
    EXPECT_EQ(bench.key(Key::S, true).kind, EditorIntent::Kind::Proceed) << "Ctrl+S saves";
    EXPECT_EQ(editor_test::eventsNamed(bench.log, "saved").size(), 1u);
    EXPECT_NE(test::readText(bench.file).find(kWalledRow), std::string::npos);

    bench.paintWall({6, 3});
    EXPECT_FALSE(bench.model.askFirst());
    EXPECT_EQ(bench.model.answer(PromptAnswer::Discard).kind, EditorIntent::Kind::Proceed);
    EXPECT_EQ(editor_test::eventsNamed(bench.log, "discarded").size(), 1u);
    EXPECT_FALSE(bench.model.unsaved());
    const std::vector<Json> answers = editor_test::eventsNamed(bench.log, "prompt");
    ASSERT_EQ(answers.size(), 3u);
    EXPECT_EQ(answers[1].value("answer", ""), "save");
    EXPECT_EQ(answers[2].value("answer", ""), "discard");
}

}  // namespace
}  // namespace catmaze::app
