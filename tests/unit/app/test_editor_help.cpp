// The editor's bottom bar at the sizes the game allows (issue 37: no text cut): the tool's hint
// and the keys' line wrap between entries onto the lines they need, none cut, none split; the
// bar lies under the map beside the panel, which keeps its buttons; choosing a tool never moves
// the map; a rebinding shows in the hint. Through the real editor model with a made-up font
// (editor_test_fixture.hpp: six pixels a character, about the help's 12-pixel font), and in
// German too.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "editor/editor_help.hpp"
#include "editor/editor_palette.hpp"
#include "editor_test_fixture.hpp"
#include "language_guard.hpp"
#include "menus/controls_page.hpp"
#include "play/key_bindings.hpp"

namespace catmaze::app {
namespace {

using editor_test::EditorBench;

// `lines` made of `items`, each whole, in order, `kEditorHelpGap` apart, none wider than
// `width` by the six-pixel font, and not marked as cut.
void expectWholeItems(const std::vector<std::string>& lines, const std::vector<std::string>& items,
                      float width, const std::string& what) {
    const TextWidth measure = editor_test::sixPixelFont();
    std::string joined;
    std::size_t item = 0;
    for (const std::string& line : lines) {
        EXPECT_LE(measure(singleLine(line)), width) << what << ": \"" << line << "\" is too wide";
        EXPECT_EQ(line.find("\xE2\x80\xA6"), std::string::npos) << what << " is cut: " << line;
        // The line is the next items joined by the gap.
        std::string expected;
        while (item < items.size() && expected.size() < line.size())
            expected += (expected.empty() ? "" : kEditorHelpGap) + items[item++];
        EXPECT_EQ(line, expected) << what << ": an entry split or lost";
    }
    EXPECT_EQ(item, items.size()) << what << ": entries missing";
}

// At `width` x `height`: every tool's hint and the keys whole, the bar beside the panel and
// under the map, the panel's buttons inside the window.
void expectFits(float width, float height, const std::string& language) {
    EditorBench bench(editor_test::fetchLevel());
    bench.model.resize(width, height);
    const EditorLayout& layout = bench.model.layout();
    const std::string at = language + " at " + std::to_string(static_cast<int>(width)) + "x" +
                           std::to_string(static_cast<int>(height));
    const float textWidth = EditorLayout::helpWidth(width);
    const std::size_t lines = bench.model.help().lines();
    const ScreenBox map = bench.model.frame().area();
    for (int tool = 0; tool <= kPatrolTool; ++tool) {
        bench.key(static_cast<Key>(static_cast<int>(Key::Num1) + tool));
        ASSERT_EQ(bench.model.tool(), tool);
        const EditorHelp& help = bench.model.help();
        EXPECT_LE(help.hint.size(), help.hintRoom) << at;
        expectWholeItems(help.hint, toolHintItems(tool, bench.model.keys()), textWidth,
                         at + ", the hint of tool " + std::to_string(tool + 1));
        expectWholeItems(help.keys, editorKeyItems(bench.model.keys()), textWidth,
                         at + ", the keys");
        EXPECT_EQ(help.lines(), lines) << at << ": the bar's lines change with the tool";
        EXPECT_EQ(bench.model.frame().area(), map) << at << ": the map moved with the tool";
    }
    const ScreenBox& bar = layout.bottomBar();
    EXPECT_FLOAT_EQ(bar.top + bar.height, height) << at;
    EXPECT_LE(bar.left + bar.width, layout.panel().left) << at << ": the bar runs under the panel";
    EXPECT_LE(layout.helpTop(lines - 1) + EditorLayout::kHelpLine, height) << at;
    EXPECT_LE(map.top + map.height, bar.top) << at << ": the map runs into the bar";
    EXPECT_GE(map.height, (height - EditorLayout::kTopBar) / 3) << at << ": the map is squeezed";
    for (const EditorButton& b : layout.buttons())
        EXPECT_LE(b.rect.top + b.rect.height, height) << at << ": " << b.label << " is cut";
}

TEST(EditorHelp, EveryHintAndKeyIsWholeAtTheSmallestAndCommonWindows) {
    for (const auto& [width, height] :
         {std::pair{640.0f, 600.0f}, std::pair{800.0f, 600.0f}, std::pair{1280.0f, 1024.0f}})
        expectFits(width, height, "English");
}

TEST(EditorHelp, EveryHintAndKeyIsWholeInGermanToo) {
    test::LanguageForTest german("de");
    for (const auto& [width, height] : {std::pair{640.0f, 600.0f}, std::pair{800.0f, 600.0f}})
        expectFits(width, height, "German");
}

TEST(EditorHelp, AWiderWindowTakesFewerLinesAndTheBarShrinks) {
    EditorBench bench(editor_test::fetchLevel());
    bench.model.resize(640, 600);
    const std::size_t narrow = bench.model.help().lines();
    const float narrowBar = bench.model.layout().bottomBar().height;
    bench.model.resize(1600, 600);
    EXPECT_LT(bench.model.help().lines(), narrow);
    EXPECT_LT(bench.model.layout().bottomBar().height, narrowBar);
    EXPECT_GT(bench.model.frame().area().height, 600 - EditorLayout::kTopBar - narrowBar - 24);
}

TEST(EditorHelp, TheHintNamesTheKeysBoundAndTheDefaultsReadShort) {
    const EditorKeyTable own = editorKeys();
    const std::vector<std::string> paint = toolHintItems(1, own);
    EXPECT_NE(std::find(paint.begin(), paint.end(), "1-8: tools"), paint.end());
    EXPECT_NE(std::find(paint.begin(), paint.end(), "Arrows: pan"), paint.end());
    EXPECT_NE(std::find(paint.begin(), paint.end(), "Home: zoom back"), paint.end());

    // The wall tool on W, panning up on T: each named by its key.
    KeyTables tables;
    KeyCapture capture;
    capture.choose(EditorCommand::ToolWall);
    tables = capture.press(tables, KeyChord{Key::W, false}).value_or(tables);
    capture.choose(EditorCommand::PanUp);
    tables = capture.press(tables, KeyChord{Key::T, false}).value_or(tables);
    const std::vector<std::string> mine = toolHintItems(1, tables.editor);
    EXPECT_NE(std::find(mine.begin(), mine.end(), "1/W/3/4/5/6/7/8: tools"), mine.end());
    EXPECT_NE(std::find(mine.begin(), mine.end(), "T/Left/Down/Right: pan"), mine.end());
}

TEST(EditorHelp, AFarTooSmallWindowCutsTheHelpVisiblyRatherThanTheMap) {
    const EditorHelp help = editorHelp(0, editorKeys(), 100, 3, editor_test::sixPixelFont());
    EXPECT_EQ(help.lines(), 3u);
    ASSERT_FALSE(help.keys.empty());
    EXPECT_NE(help.keys.back().find("\xE2\x80\xA6"), std::string::npos) << "the cut is marked";
}

}  // namespace
}  // namespace catmaze::app
