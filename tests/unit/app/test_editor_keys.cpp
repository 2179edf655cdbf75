// The level editor from the keyboard alone (issue 37), through the real editor model and real
// files in a temp dir: IJKL move a tile cursor (a held key glides it on), Enter or Space uses the
// chosen tool at its tile (a wall painted, an obstacle's corners placed and closed, a dog's round
// drawn), Ctrl+S saves; the bottom bar's help line lists exactly the editor's key table; and the
// editor obeys the keys the player chose on the Controls page, read back from a real settings.json.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "../player/temp_files.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_writer.hpp"
#include "catmaze/player/settings.hpp"
#include "editor/editor_keys.hpp"
#include "editor_test_fixture.hpp"
#include "level_rows.hpp"
#include "menus/controls_page.hpp"
#include "play/key_bindings.hpp"

namespace catmaze::app {
namespace {

using editor_test::EditorBench;
using editor_test::eventsNamed;
using editor_test::Json;

// A key pressed and released, as a player types it.
void tapKey(EditorBench& bench, Key key, bool control = false) {
    bench.key(key, control);
    bench.model.handle(KeyReleased{key});
}

// The cursor walked to `target` with IJKL alone: to the map's top-left corner (it stops at the
// edges), then right and down.
void cursorTo(EditorBench& bench, Tile target) {
    const GridSize size = bench.model.level().size;
    for (int i = 0; i < size.width; ++i)
        tapKey(bench, Key::J);
    for (int i = 0; i < size.height; ++i)
        tapKey(bench, Key::I);
    for (int i = 0; i < target.col; ++i)
        tapKey(bench, Key::L);
    for (int i = 0; i < target.row; ++i)
        tapKey(bench, Key::K);
    ASSERT_EQ(bench.model.cursor(), std::optional<Tile>(target));
}

// A room with a dog at (3,2), saved in a temp folder for the editor to copy.
std::filesystem::path keyboardKennel(const test::TempDir& dir) {
    Level level = test::levelFrom(
        {"#########", "#C......#", "#..D....#", "#...#...#", "#......E#", "#########"});
    level.name = "Kennel";
    const std::filesystem::path file = dir.path() / "kennel-source.json";
    EXPECT_FALSE(saveLevelFile(file, level).has_value());
    return file;
}

TEST(EditorKeys, AWallIsPaintedAtTheCursorAndSavedWithKeysAlone) {
    EditorBench bench(editor_test::fetchLevel());
    EXPECT_FALSE(bench.model.cursor().has_value()) << "hidden until a cursor key";
    tapKey(bench, Key::Num2);  // Wall
    cursorTo(bench, {5, 3});
    EXPECT_EQ(bench.model.level().at({5, 3}), TileKind::Floor);

    tapKey(bench, Key::Enter);
    EXPECT_EQ(bench.model.level().at({5, 3}), TileKind::Wall);
    const std::vector<Json> edits = eventsNamed(bench.log, "edit");
    ASSERT_EQ(edits.size(), 1u);
    EXPECT_EQ(edits[0].at("tile"), Json::array({5, 3}));
    EXPECT_TRUE(bench.model.unsaved());

    tapKey(bench, Key::S, true);
    EXPECT_FALSE(bench.model.unsaved());
    const Json file = Json::parse(test::readText(bench.file));
    EXPECT_EQ(file.at("tiles").at(3).get<std::string>(), "#..#.#.....#.......#");

    // Space paints too; Ctrl+Z takes that tile back; the mouse moving hides the cursor.
    tapKey(bench, Key::L);
    tapKey(bench, Key::Space);
    EXPECT_EQ(bench.model.level().at({6, 3}), TileKind::Wall);
    tapKey(bench, Key::Z, true);
    EXPECT_EQ(bench.model.level().at({6, 3}), TileKind::Floor);
    bench.model.handle(PointerMoved{{5, 5}, false});
    EXPECT_FALSE(bench.model.cursor().has_value());
}

TEST(EditorKeys, AHeldCursorKeyGlidesOnUntilReleased) {
    EditorBench bench(editor_test::fetchLevel());
    cursorTo(bench, {2, 3});
    bench.key(Key::L);  // held
    EXPECT_EQ(bench.model.cursor()->col, 3);
    bench.model.update(kRepeatDelay - 0.01);
    EXPECT_EQ(bench.model.cursor()->col, 3) << "not before the delay";
    bench.model.update(0.01 + 2 * kRepeatInterval);
    EXPECT_EQ(bench.model.cursor()->col, 6);
    bench.model.handle(KeyReleased{Key::L});
    bench.model.update(1.0);
    EXPECT_EQ(bench.model.cursor()->col, 6) << "released: it stops";
}

TEST(EditorKeys, AFourCornerObstacleIsDrawnOnOpenFloorAndSaved) {
    EditorBench bench(editor_test::shippedLevels() / "08-open-courtyard.json", "court.json");
    const std::size_t before = bench.model.level().obstacles.size();
    tapKey(bench, Key::Num7);
    ASSERT_TRUE(bench.model.obstacleTool());
    cursorTo(bench, {12, 1});
    tapKey(bench, Key::Enter);
    tapKey(bench, Key::L);
    tapKey(bench, Key::Enter);
    tapKey(bench, Key::K);
    tapKey(bench, Key::Enter);
    tapKey(bench, Key::K);
    tapKey(bench, Key::Enter);      // a stray corner...
    tapKey(bench, Key::Backspace);  // ...taken back
    tapKey(bench, Key::I);
    tapKey(bench, Key::J);
    tapKey(bench, Key::Enter);
    EXPECT_EQ(bench.model.obstacles().outline().size(), 4u);
    tapKey(bench, Key::I);
    tapKey(bench, Key::Enter);  // the first corner again closes it
    const Polygon drawn{{12.5, 1.5}, {13.5, 1.5}, {13.5, 2.5}, {12.5, 2.5}};
    ASSERT_EQ(bench.model.level().obstacles.size(), before + 1);
    EXPECT_EQ(bench.model.level().obstacles.back(), drawn);
    EXPECT_TRUE(bench.model.obstacles().outline().empty());

    tapKey(bench, Key::S, true);
    const LevelLoadResult saved = loadLevelFile(bench.file);
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(saved.level->obstacles.back(), drawn);
}

TEST(EditorKeys, ADogsRoundIsDrawnTileByTileAndSaved) {
    test::TempDir source;
    EditorBench bench(keyboardKennel(source), "kennel.json");
    tapKey(bench, Key::Num8);
    ASSERT_TRUE(bench.model.patrolTool());
    cursorTo(bench, {3, 2});  // the dog
    tapKey(bench, Key::Enter);
    ASSERT_TRUE(bench.model.patrols().drawing());
    tapKey(bench, Key::L);  // L moves the cursor, even while a round is drawn
    tapKey(bench, Key::Enter);
    tapKey(bench, Key::I);
    tapKey(bench, Key::Enter);
    tapKey(bench, Key::J);
    tapKey(bench, Key::Enter);
    tapKey(bench, Key::K);
    tapKey(bench, Key::Enter);  // the dog again: a loop, finished
    EXPECT_FALSE(bench.model.patrols().drawing());
    const std::vector<Patrol> drawn{{{{3, 2}, {4, 2}, {4, 1}, {3, 1}}, true}};
    EXPECT_EQ(bench.model.level().patrols, drawn);

    tapKey(bench, Key::S, true);
    const LevelLoadResult saved = loadLevelFile(bench.file);
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(saved.level->patrols, drawn);
}

TEST(EditorKeys, TheHelpLineListsExactlyTheTablesBindings) {
    const EditorKeyTable table = editorKeys();
    EXPECT_EQ(
        editorKeyItems(table),
        (std::vector<std::string>{"IJKL: cursor", "Enter/Space: use tool", "Ctrl+Z: undo",
                                  "Ctrl+Y: redo", "Ctrl+S: save", "F5: reload", "P: play",
                                  "Ctrl+N: new", "F2: rename", "G: diagonals", "E/Esc: leave"}));
    // Every key the line names asks for its command, and no key asks for two.
    std::vector<KeyChord> seen;
    for (const CommandBinding<EditorCommand>& binding : table.bindings()) {
        for (const KeyChord& chord : binding.keys) {
            EXPECT_EQ(table.commandFor(chord), binding.command) << chordName(chord);
            EXPECT_EQ(std::count(seen.begin(), seen.end(), chord), 0) << chordName(chord);
            seen.push_back(chord);
        }
    }
    // Another table, another line: the line is made from the table, not written beside it.
    const EditorKeyTable mine(
        {{EditorCommand::Save, {{Key::F6, false}}}, {EditorCommand::Leave, {{Key::Q, true}}}});
    EXPECT_EQ(editorKeyItems(mine), (std::vector<std::string>{"F6: save", "Ctrl+Q: leave"}));

    EditorBench bench(editor_test::fetchLevel());
    EXPECT_EQ(bench.model.keys(), table) << "the model obeys the table the line is made from";
}

TEST(EditorKeys, KeysReboundOnTheControlsPageAreObeyedAfterTheSettingsAreReadBack) {
    // On the Controls page: Save becomes F6, the wall tool W (play's step up: no matter).
    KeyTables tables;
    KeyCapture capture;
    capture.choose(EditorCommand::Save);
    tables = capture.press(tables, KeyChord{Key::F6, false}).value_or(tables);
    capture.choose(EditorCommand::ToolWall);
    tables = capture.press(tables, KeyChord{Key::W, false}).value_or(tables);
    capture.choose(EditorCommand::PanUp);
    tables = capture.press(tables, KeyChord{Key::T, false}).value_or(tables);
    test::TempDir dir;
    const std::filesystem::path file = dir.path() / "settings.json";
    Settings settings;
    settings.keys = keyNamesOf(tables);
    ASSERT_EQ(saveSettings(file, settings), std::nullopt);
    EXPECT_NE(test::readText(file).find("\"editor.save\""), std::string::npos)
        << test::readText(file);

    // The game starts again: the settings read back give the editor its keys.
    const StoredLoad<Settings> loaded = loadSettings(file);
    ASSERT_EQ(loaded.problem, std::nullopt);
    const KeyTablesLoad load = keyTablesFrom(loaded.value.keys);
    EXPECT_TRUE(load.problems.empty());
    EditorBench bench(editor_test::fetchLevel());
    bench.model.setKeys(load.tables.editor);
    tapKey(bench, Key::W);
    EXPECT_EQ(eventsNamed(bench.log, "tool").back().value("kind", ""), "wall");
    cursorTo(bench, {5, 3});
    tapKey(bench, Key::Enter);
    EXPECT_EQ(bench.model.level().at({5, 3}), TileKind::Wall);
    tapKey(bench, Key::S, true);
    EXPECT_TRUE(bench.model.unsaved()) << "Ctrl+S is no longer the editor's save";
    tapKey(bench, Key::F6);
    EXPECT_FALSE(bench.model.unsaved()) << "F6 saves";
    EXPECT_EQ(Json::parse(test::readText(bench.file)).at("tiles").at(3).get<std::string>(),
              "#..#.#.....#.......#");
    // The pan key moved: T pans, and with Shift adds a row at the top; Up does nothing now.
    const int height = bench.model.level().size.height;
    tapKey(bench, Key::Up);
    bench.model.handle(KeyPress{Key::Up, false, true});
    EXPECT_EQ(bench.model.level().size.height, height);
    bench.model.handle(KeyPress{Key::T, false, true});
    EXPECT_EQ(bench.model.level().size.height, height + 1);
    EXPECT_EQ(bench.model.keys(), load.tables.editor) << "the help line follows the same table";
}

}  // namespace
}  // namespace catmaze::app

namespace catmaze::app {
namespace {

// The table with `command`'s keys replaced by `key` alone (a rebinding on the Controls page).
EditorKeyTable reboundTo(EditorCommand command, Key key) {
    KeyTables tables;
    KeyCapture capture;
    capture.choose(command);
    return capture.press(tables, KeyChord{key, false}).value_or(tables).editor;
}

TEST(EditorKeys, TheToolsOwnKeysAreTheTablesAndTheirHintsNameTheKeysBound) {
    test::TempDir source;
    EditorBench bench(keyboardKennel(source), "kennel.json");
    // Backspace no longer removes the round's last tile: X does; Tab no longer switches its
    // kind: O does. Both hints follow.
    EditorKeyTable keys = reboundTo(EditorCommand::Remove, Key::X);
    KeyTables tables;
    tables.editor = keys;
    KeyCapture capture;
    capture.choose(EditorCommand::RoundKind);
    keys = capture.press(tables, KeyChord{Key::O, false}).value_or(tables).editor;
    bench.model.setKeys(keys);
    const std::vector<std::string> patrolHint = toolHintItems(kPatrolTool, keys);
    EXPECT_NE(std::find(patrolHint.begin(), patrolHint.end(), "X: last tile"), patrolHint.end());
    EXPECT_NE(std::find(patrolHint.begin(), patrolHint.end(), "O: loop / back and forth"),
              patrolHint.end());
    const std::vector<std::string> obstacleHint = toolHintItems(kObstacleTool, keys);
    EXPECT_NE(std::find(obstacleHint.begin(), obstacleHint.end(), "Right-click or X: delete"),
              obstacleHint.end());

    tapKey(bench, Key::Num8);
    cursorTo(bench, {3, 2});  // the dog
    tapKey(bench, Key::Enter);
    tapKey(bench, Key::L);
    tapKey(bench, Key::Enter);
    tapKey(bench, Key::L);
    tapKey(bench, Key::Enter);
    ASSERT_EQ(bench.model.patrols().route().size(), 3u);
    tapKey(bench, Key::Backspace);
    EXPECT_EQ(bench.model.patrols().route().size(), 3u) << "Backspace is no key of the editor now";
    tapKey(bench, Key::X);
    EXPECT_EQ(bench.model.patrols().route().size(), 2u) << "X drops the last tile";
    EXPECT_FALSE(bench.model.patrols().loop());
    tapKey(bench, Key::Tab);
    EXPECT_FALSE(bench.model.patrols().loop()) << "Tab is no key of the editor now";
    tapKey(bench, Key::O);
    EXPECT_TRUE(bench.model.patrols().loop()) << "O switches the round to a loop";
    std::string notice;  // wrapped onto lines: read as one
    for (const std::string& line : bench.model.notice().lines())
        notice += (notice.empty() ? "" : " ") + line;
    EXPECT_NE(notice.find("(O: back and forth)"), std::string::npos) << notice;
    tapKey(bench, Key::O);
    EXPECT_FALSE(bench.model.patrols().loop()) << "O again: back and forth";
    tapKey(bench, Key::Num8);  // the patrol tool's key finishes the round
    EXPECT_FALSE(bench.model.patrols().drawing());
    ASSERT_EQ(bench.model.level().patrols.size(), 1u);
    EXPECT_EQ(bench.model.level().patrols.front().tiles.size(), 2u);
}

// The obstacle tool chosen and two corners of an outline placed from the keyboard, at the
// middles of tiles (2, 1) and (3, 1).
void beginOutline(EditorBench& bench) {
    tapKey(bench, Key::Num7);
    cursorTo(bench, {2, 1});
    tapKey(bench, Key::Enter);
    tapKey(bench, Key::L);
    tapKey(bench, Key::Enter);
}

TEST(EditorKeys, EscCancelsAnOutlineAndLeavesOnlyWhenNothingIsDrawn) {
    test::TempDir source;
    EditorBench bench(keyboardKennel(source), "kennel.json");
    beginOutline(bench);
    ASSERT_EQ(bench.model.obstacles().outline().size(), 2u);
    EXPECT_EQ(bench.key(Key::Escape).kind, EditorIntent::Kind::None) << "Esc cancels the outline";
    EXPECT_TRUE(bench.model.obstacles().outline().empty());
    EXPECT_EQ(bench.key(Key::Escape).kind, EditorIntent::Kind::Leave) << "then Esc leaves";
}

TEST(EditorKeys, EscCancelsAToolsDrawingWhateverKeyLeavesTheEditor) {
    test::TempDir source;
    EditorBench bench(keyboardKennel(source), "kennel.json");
    bench.model.setKeys(reboundTo(EditorCommand::Leave, Key::Q));
    const std::vector<std::string> hint = toolHintItems(kObstacleTool, bench.model.keys());
    EXPECT_NE(std::find(hint.begin(), hint.end(), "Q/Esc: cancel"), hint.end());
    // A wall painted and undone: a redo would paint it again.
    tapKey(bench, Key::Num2);
    cursorTo(bench, {5, 1});
    tapKey(bench, Key::Enter);
    ASSERT_EQ(bench.model.level().at({5, 1}), TileKind::Wall);
    tapKey(bench, Key::Z, true);
    ASSERT_EQ(bench.model.level().at({5, 1}), TileKind::Floor);
    beginOutline(bench);
    ASSERT_EQ(bench.model.obstacles().outline().size(), 2u);
    bench.model.handle(KeyPress{Key::Z, true, true});                   // Ctrl+Shift+Z: redo waits
    EXPECT_EQ(bench.key(Key::Y, true).kind, EditorIntent::Kind::None);  // so does Ctrl+Y
    EXPECT_EQ(bench.model.obstacles().outline().size(), 2u) << "no redo under an outline";
    EXPECT_EQ(bench.model.level().at({5, 1}), TileKind::Floor) << "the wall waits too";
    tapKey(bench, Key::Z, true);
    EXPECT_EQ(bench.model.obstacles().outline().size(), 1u) << "Ctrl+Z took a corner back";
    EXPECT_EQ(bench.key(Key::Escape).kind, EditorIntent::Kind::None);
    EXPECT_TRUE(bench.model.obstacles().outline().empty()) << "Esc cancels the outline";
    tapKey(bench, Key::Y, true);
    EXPECT_EQ(bench.model.level().at({5, 1}), TileKind::Wall) << "no outline: redo works";
    tapKey(bench, Key::Z, true);
    EXPECT_EQ(bench.key(Key::Q).kind, EditorIntent::Kind::Leave) << "Q leaves";
}

}  // namespace
}  // namespace catmaze::app
