// The level editor in German (issue 37, the player's language): a designer who chose German reads
// the palette's tools, the panel's buttons and edges, the key line, the unsaved-changes prompt,
// the live check's verdict and the editor's notices in German. Each scenario runs the real
// editor model twice, in English and under German (test::LanguageForTest), and every text the
// game makes itself must differ from its English; what stays the same on purpose is listed,
// with the reason, where it is allowed.

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "editor/editor_help.hpp"
#include "editor/editor_keys.hpp"
#include "editor/editor_palette.hpp"
#include "editor_test_fixture.hpp"
#include "language_guard.hpp"

namespace catmaze::app {
namespace {

// One text as the scenario read it: what it is (for the failure message) and the words.
struct ReadText {
    std::string what;
    std::string text;
};

// Each of `german` differs from the `english` at its place, unless its English is allowed.
void expectEachGerman(const std::vector<ReadText>& english, const std::vector<ReadText>& german,
                      const std::set<std::string>& allowedSame = {}) {
    ASSERT_EQ(english.size(), german.size());
    ASSERT_FALSE(english.empty());
    for (std::size_t i = 0; i < english.size(); ++i) {
        EXPECT_FALSE(german[i].text.empty()) << german[i].what;
        if (allowedSame.count(english[i].text) == 0) {
            EXPECT_NE(german[i].text, english[i].text) << german[i].what << " is still English";
        }
    }
}

// The panel's buttons as the designer reads them: the tools, the edges' names, the actions.
std::vector<ReadText> panelTexts() {
    editor_test::EditorBench bench(editor_test::fetchLevel());
    std::vector<ReadText> out;
    for (const EditorButton& b : bench.model.layout().buttons()) {
        if (b.action == EditorButton::Action::Add)
            out.push_back({"edge of " + b.label, edgeText(static_cast<Edge>(b.value))});
        if (b.action != EditorButton::Action::Remove && b.action != EditorButton::Action::Add)
            out.push_back({"button " + b.label, buttonText(b)});
    }
    return out;
}

TEST(EditorTextsGerman, ThePalettesToolsAndThePanelsButtonsAreGerman) {
    const std::vector<ReadText> english = panelTexts();
    test::LanguageForTest german("de");
    expectEachGerman(english, panelTexts());
}

// The key line's words for each command, and the whole line.
std::vector<ReadText> keyLineTexts() {
    editor_test::EditorBench bench(editor_test::fetchLevel());
    std::vector<ReadText> out;
    for (const CommandBinding<EditorCommand>& binding : bench.model.keys().bindings())
        if (onEditorKeyLine(binding.command))
            out.push_back({"the key line's words for " + chordName(binding.keys.front()),
                           editorCommandWords(binding.command)});
    for (const std::string& item : editorKeyItems(bench.model.keys()))
        out.push_back({"the key line", item});
    for (const int tool : {0, kObstacleTool, kPatrolTool})
        for (const std::string& item : toolHintItems(tool, bench.model.keys()))
            out.push_back({"a tool's hint", item});
    return out;
}

TEST(EditorTextsGerman, TheKeyLineIsGerman) {
    const std::vector<ReadText> english = keyLineTexts();
    test::LanguageForTest german("de");
    // "cursor": German says "Cursor" too (it differs only in its capital, so it is listed).
    expectEachGerman(english, keyLineTexts(), {"cursor"});
}

// The unsaved-changes prompt a designer meets when leaving with an unsaved edit.
std::vector<ReadText> unsavedPromptTexts() {
    editor_test::EditorBench bench(editor_test::fetchLevel());
    bench.paintWall({5, 3});
    bench.key(Key::Escape);
    EXPECT_TRUE(bench.model.prompt().shown());
    const PromptPage& page = bench.model.prompt().page();
    EXPECT_EQ(page.name, "unsaved") << "the log's name for the question stays";
    std::vector<ReadText> out{{"the title", page.title}, {"the question", page.subtitle}};
    // The items' key hints ("Ctrl+S", "Esc") are the keys' names, not the editor's words.
    for (const auto& [label, keyHint] : page.items)
        out.push_back({"the answer " + label, label});
    return out;
}

TEST(EditorTextsGerman, TheUnsavedChangesPromptIsGerman) {
    const std::vector<ReadText> english = unsavedPromptTexts();
    test::LanguageForTest german("de");
    expectEachGerman(english, unsavedPromptTexts());
}

// The live check's verdict on the level with its cat painted over (an error), the notice Ctrl+Z
// gives with nothing to undo, and the verdict once the level is whole and checked again.
std::vector<ReadText> checkTexts() {
    editor_test::EditorBench bench(editor_test::fetchLevel());
    const EditorModel& model = bench.model;  // what the screen reads
    std::vector<ReadText> out;
    bench.key(Key::Z, true);
    out.push_back({"the notice of Ctrl+Z", bench.model.notice().text()});

    EXPECT_FALSE(bench.awaitCheckAfter(0).empty()) << "the check of the level as opened";
    const std::vector<std::string> winnable = model.check().statusLines("C");
    EXPECT_FALSE(winnable.empty());
    out.push_back({"the winnable verdict", winnable.empty() ? "" : winnable.front()});

    const std::size_t mark = bench.log.lines().size();
    const Level& level = bench.model.level();
    for (int row = 0; row < level.size.height; ++row) {
        for (int col = 0; col < level.size.width; ++col) {
            if (level.at({col, row}) != TileKind::CatStart)
                continue;
            bench.key(Key::Num1);  // the floor
            bench.clickPoint({col + 0.5, row + 0.5});
            row = level.size.height;
            break;
        }
    }
    EXPECT_FALSE(bench.awaitCheckAfter(mark).empty()) << "the check after the cat went";
    // Only the verdict is the editor's sentence: the lines after it are the level file's
    // diagnostics as the core's validator words them (they name the file's fields), kept.
    const std::vector<std::string> errors = model.check().statusLines("C");
    EXPECT_FALSE(errors.empty());
    out.push_back({"the errors' verdict", errors.empty() ? "" : errors.front()});
    return out;
}

TEST(EditorTextsGerman, TheChecksVerdictAndTheEditorsNoticesAreGerman) {
    const std::vector<ReadText> english = checkTexts();
    test::LanguageForTest german("de");
    expectEachGerman(english, checkTexts());
}

}  // namespace
}  // namespace catmaze::app
