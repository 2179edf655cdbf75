// The player's keys from settings.json to the key table (play/key_bindings.hpp): names become
// the table the game plays with, a bad binding (an unknown action or key, no key, a key the game
// keeps, a key bound twice) keeps that action's own keys and is told in one banner message, and
// the table in use goes back to names that a real settings file keeps and gives back. The words
// that name keys (the key bar, the rules cards, the error page) follow the table in use. The
// editor's actions ("editor.save") are checked the same way in a section of their own, and so
// are the pad's buttons (settings.json's `pad`): the same rules, the directions left to the
// cursor.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <unistd.h>

#include "catmaze/player/settings.hpp"
#include "language_guard.hpp"
#include "menus/menu_pages.hpp"
#include "play/key_bindings.hpp"
#include "play/key_help.hpp"
#include "play/rules_card.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;

// True when some line of `lines` holds `text`.
bool anyLineHas(const std::vector<std::string>& lines, const std::string& text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& line) {
        return line.find(text) != std::string::npos;
    });
}

TEST(KeyBindings, ThePlayersNamesGiveTheTableAndTheTableGivesThemBack) {
    const KeyNames names{{"undo", {"X", "ctrl+z"}}, {"restart", {"t"}}};
    const KeyTableLoad load = keyTableFrom(names);
    EXPECT_TRUE(load.problems.empty());
    EXPECT_EQ(load.table.keysOf(PlayCommand::Undo),
              (std::vector<KeyChord>{{Key::X, false}, {Key::Z, true}}));
    EXPECT_EQ(load.table.commandFor({Key::T, false}), PlayCommand::Restart);
    EXPECT_EQ(load.table.commandFor({Key::R, false}), std::nullopt) << "R is no longer restart's";
    EXPECT_EQ(load.table.commandFor({Key::U, false}), std::nullopt) << "nor U undo's";
    EXPECT_EQ(load.table.commandFor({Key::H, false}), PlayCommand::Hint) << "the rest keep theirs";
    // Back to names as the game writes them: only what differs from the game's own.
    EXPECT_EQ(keyNamesOf(load.table), (KeyNames{{"restart", {"T"}}, {"undo", {"X", "Ctrl+Z"}}}));
    EXPECT_TRUE(keyNamesOf(KeyTable::defaults()).empty());
    EXPECT_EQ(keyTableFrom({}).table, KeyTable::defaults());
}

TEST(KeyBindings, EveryNameTheGameWritesReadsBack) {
    const KeyTable defaults = KeyTable::defaults();
    for (const KeyBinding& binding : defaults.bindings()) {
        EXPECT_EQ(commandNamed(commandName(binding.command)), binding.command);
        for (const KeyChord chord : binding.keys)
            EXPECT_EQ(chordNamed(chordName(chord)), chord) << chordName(chord);
    }
    EXPECT_EQ(commandNamed("close-card"), std::nullopt) << "the card has no key of its own";
    EXPECT_EQ(chordNamed("Ctrl+Shift"), std::nullopt) << "Shift is never pressed with Ctrl";
    EXPECT_EQ(chordNamed("?"), std::nullopt);
    EXPECT_EQ(chordNamed(""), std::nullopt);
}

TEST(KeyBindings, ABadBindingKeepsThatActionsOwnKeysAndIsTold) {
    const KeyNames names{{"jump", {"J"}}, {"undo", {"Q!"}},   {"hint", {"F11"}},       {"redo", {}},
                         {"wait", {"R"}}, {"zoom-in", {"Z"}}, {"zoom-out", {"Z", "-"}}};
    const KeyTableLoad load = keyTableFrom(names);
    const KeyTable defaults = KeyTable::defaults();
    for (const PlayCommand command : {PlayCommand::Undo, PlayCommand::Hint, PlayCommand::Redo,
                                      PlayCommand::Wait, PlayCommand::ZoomOut})
        EXPECT_EQ(load.table.keysOf(command), defaults.keysOf(command)) << commandName(command);
    EXPECT_EQ(load.table.keysOf(PlayCommand::ZoomIn), (std::vector<KeyChord>{{Key::Z, false}}))
        << "of two actions given Z, the earlier one keeps it";
    EXPECT_EQ(load.table.commandFor({Key::R, false}), PlayCommand::Restart);
    EXPECT_EQ(load.problems, (std::vector<std::string>{
                                 "\"hint\": F11 is the game's fullscreen key",
                                 "\"jump\" is no action of the game",
                                 "\"redo\": no key given",
                                 "\"undo\": no key is named \"Q!\"",
                                 "\"wait\": R is also restart's key",
                                 "\"zoom-out\": Z is also zoom-in's key",
                             }));
    const std::optional<std::string> message =
        keyProblemsText("/home/p/settings.json", load.problems);
    ASSERT_TRUE(message.has_value());
    EXPECT_NE(message->find("/home/p/settings.json"), std::string::npos) << *message;
    EXPECT_NE(message->find("\"jump\" is no action of the game"), std::string::npos) << *message;
    EXPECT_NE(message->find("keep their own keys"), std::string::npos) << *message;
    EXPECT_EQ(keyProblemsText("settings.json", {}), std::nullopt);
}

TEST(KeyBindings, AKeyFreedByAnotherRebindingMayBeTaken) {
    // Undo takes R while restart moves to T: no clash once both are read.
    const KeyTableLoad load = keyTableFrom({{"undo", {"R"}}, {"restart", {"T"}}});
    EXPECT_TRUE(load.problems.empty());
    EXPECT_EQ(load.table.commandFor({Key::R, false}), PlayCommand::Undo);
    EXPECT_EQ(load.table.commandFor({Key::T, false}), PlayCommand::Restart);
}

TEST(KeyBindings, TheTableInUseRoundTripsThroughARealSettingsFile) {
    const fs::path dir = fs::temp_directory_path() / ("catmaze-keys-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path file = dir / "settings.json";
    const KeyTable table = keyTableFrom({{"undo", {"Backspace"}},
                                         {"walk-to-cursor", {"Space"}},
                                         {"wait", {"."}},
                                         {"zoom-in", {"+", "Ctrl+Up"}}})
                               .table;
    Settings settings;
    settings.keys = keyNamesOf(table);
    ASSERT_EQ(saveSettings(file, settings), std::nullopt);
    const StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    const KeyTableLoad again = keyTableFrom(loaded.value.keys);
    EXPECT_TRUE(again.problems.empty());
    EXPECT_EQ(again.table, table);
    fs::remove_all(dir);
}

TEST(KeyBindings, TheWordsThatNameKeysFollowTheTableInUse) {
    const KeyTable table =
        keyTableFrom(
            {{"walk-to-cursor", {"N"}}, {"wait", {"Q"}}, {"reload", {"F6"}}, {"restart", {"T"}}})
            .table;
    const CardText basics = cardText(CardRules::Basics, InputDevice::Keyboard, table);
    EXPECT_TRUE(anyLineHas(basics.lines, "press N to close")) << basics.lines.back();
    EXPECT_FALSE(anyLineHas(basics.lines, "Enter"));
    const CardText patrols = cardText(CardRules::Patrols, InputDevice::Keyboard, table);
    EXPECT_TRUE(anyLineHas(patrols.lines, "Q, or a click on the cat, waits a tick"));
    EXPECT_FALSE(anyLineHas(patrols.lines, "Space"));

    const MenuPage errors = errorPage(false, table);
    ASSERT_NE(errors.item("Reload (F6)"), nullptr);
    EXPECT_EQ(errors.subtitle, "Fix the file, then reload it with F6");

    const std::vector<KeyHelp> bar = offeredKeys(table, Floor::Tiles, true, true);
    EXPECT_NE(keyBarText(bar).find("T restart"), std::string::npos) << keyBarText(bar);
    EXPECT_NE(keyBarText(bar).find("Q wait"), std::string::npos) << keyBarText(bar);
    EXPECT_NE(keyBarText(bar).find("N walk"), std::string::npos) << keyBarText(bar);
    EXPECT_EQ(keyBarText(bar).find("R restart"), std::string::npos) << keyBarText(bar);
}

TEST(KeyBindings, TheEditorsNamesAreCheckedLikePlaysInASectionOfTheirOwn) {
    const KeyTablesLoad load = keyTablesFrom({{"editor.jump", {"X"}},
                                              {"editor.save", {"P"}},
                                              {"editor.tool-wall", {"R"}},
                                              {"editor.undo", {"F12"}},
                                              {"restart", {"T"}}});
    // R is play's no longer (T), and may be the editor's anyway; P is the editor's play key.
    EXPECT_EQ(load.tables.play.keysOf(PlayCommand::Restart),
              (std::vector<KeyChord>{{Key::T, false}}));
    EXPECT_EQ(load.tables.editor.commandFor({Key::R, false}), EditorCommand::ToolWall);
    const EditorKeyTable own = editorKeys();
    EXPECT_EQ(load.tables.editor.keysOf(EditorCommand::Save), own.keysOf(EditorCommand::Save));
    EXPECT_EQ(load.tables.editor.keysOf(EditorCommand::Undo), own.keysOf(EditorCommand::Undo));
    EXPECT_EQ(load.tables.editor.commandFor({Key::P, false}), EditorCommand::Play);
    EXPECT_EQ(load.problems,
              (std::vector<std::string>{"\"editor.jump\" is no action of the editor",
                                        "\"editor.undo\": F12 is the game's screenshot key",
                                        "\"editor.save\": P is also editor.play's key"}));
    // Play's own load leaves the editor's names alone, and play's unknown names stay play's.
    EXPECT_TRUE(keyTableFrom({{"editor.save", {"F6"}}}).problems.empty());
    EXPECT_EQ(keyTablesFrom({{"jump", {"X"}}}).problems,
              (std::vector<std::string>{"\"jump\" is no action of the game"}));
    // A key in both sections at once is no clash: R restarts in play and saves in the editor.
    EXPECT_TRUE(keyTablesFrom({{"editor.save", {"R"}}}).problems.empty());
}

TEST(PadBindings, ThePlayersButtonNamesGiveThePadTableAndTheTableGivesThemBack) {
    const KeyNames names{{"undo", {"back", "b"}},
                         {"hint", {"RB"}},
                         {"zoom-in", {"Y"}},
                         {"wait", {"start"}},
                         {"menu", {"x"}}};
    const PadTableLoad load = padTableFrom(names);
    EXPECT_TRUE(load.problems.empty()) << load.problems.front();
    EXPECT_EQ(load.table.controlsOf(PlayCommand::Undo),
              (std::vector<PadControl>{PadControl::Back, PadControl::B}));
    EXPECT_EQ(load.table.controlOf(PlayCommand::Undo), PadControl::Back) << "the first shown";
    EXPECT_EQ(load.table.commandFor(PadControl::X), PlayCommand::Pause) << "X freed by hint";
    EXPECT_EQ(load.table.commandFor(PadControl::RightShoulder), PlayCommand::Hint);
    EXPECT_EQ(load.table.controlsOf(PlayCommand::ZoomIn), (std::vector<PadControl>{PadControl::Y}));
    EXPECT_EQ(load.table.commandFor(PadControl::Start), PlayCommand::Wait);
    EXPECT_EQ(load.table.commandFor(PadControl::A), PlayCommand::WalkToCursor) << "the rest stay";
    EXPECT_EQ(load.table.commandFor(PadControl::Up), PlayCommand::CursorUp);
    // Back to names as the game writes them: only what differs from the game's own, in English.
    EXPECT_EQ(padNamesOf(load.table), (KeyNames{{"hint", {"RB"}},
                                                {"menu", {"X"}},
                                                {"undo", {"Back", "B"}},
                                                {"wait", {"Start"}},
                                                {"zoom-in", {"Y"}}}));
    EXPECT_EQ(padTableFrom(padNamesOf(load.table)).table, load.table);
    EXPECT_TRUE(padNamesOf(PadTable::defaults()).empty());
    EXPECT_EQ(padTableFrom({}).table, PadTable::defaults());
}

TEST(PadBindings, EveryButtonNameTheGameWritesReadsBackInAnyLanguage) {
    for (int i = 0; i <= static_cast<int>(PadControl::Start); ++i) {
        const auto control = static_cast<PadControl>(i);
        EXPECT_EQ(padControlNamed(storedPadControlName(control)), control)
            << storedPadControlName(control);
    }
    test::LanguageForTest german("de");
    EXPECT_EQ(storedPadControlName(PadControl::Up), "Up") << "the file's names stay English";
    EXPECT_EQ(padControlNamed("Hoch"), std::nullopt) << "a shown name is not a stored one";
    EXPECT_EQ(padControlNamed("Z"), std::nullopt);
    EXPECT_EQ(padControlNamed(""), std::nullopt);
}

TEST(PadBindings, ABadButtonBindingKeepsThatActionsOwnButtonsAndIsTold) {
    const KeyNames names{{"jump", {"A"}},       {"undo", {"Q"}},         {"hint", {"Up"}},
                         {"wait", {}},          {"cursor-up", {"Back"}}, {"restart", {"B"}},
                         {"zoom-in", {"Back"}}, {"zoom-out", {"Back"}},  {"editor.save", {"X"}}};
    const PadTableLoad load = padTableFrom(names);
    const PadTable own = PadTable::defaults();
    for (const PlayCommand command :
         {PlayCommand::Undo, PlayCommand::Hint, PlayCommand::Wait, PlayCommand::CursorUp,
          PlayCommand::Restart, PlayCommand::ZoomOut})
        EXPECT_EQ(load.table.controlsOf(command), own.controlsOf(command)) << commandName(command);
    EXPECT_EQ(load.table.controlsOf(PlayCommand::ZoomIn),
              (std::vector<PadControl>{PadControl::Back}))
        << "of two actions given Back, the earlier in the table keeps it";
    EXPECT_EQ(load.problems, (std::vector<std::string>{
                                 "\"cursor-up\" is no action a pad button can have",
                                 "\"editor.save\" is no action a pad button can have",
                                 "\"hint\": Up is a direction, which always moves the cursor",
                                 "\"jump\" is no action a pad button can have",
                                 "\"undo\": no button is named \"Q\"",
                                 "\"wait\": no button given",
                                 "\"restart\": B is also undo's button",
                                 "\"zoom-out\": Back is also zoom-in's button",
                             }));
    const std::optional<std::string> message =
        padProblemsText("/home/p/settings.json", load.problems);
    ASSERT_TRUE(message.has_value());
    EXPECT_NE(message->find("/home/p/settings.json"), std::string::npos) << *message;
    EXPECT_NE(message->find("\"pad\": \"cursor-up\""), std::string::npos) << *message;
    EXPECT_NE(message->find("keep their own buttons"), std::string::npos) << *message;
    EXPECT_EQ(padProblemsText("settings.json", {}), std::nullopt);
}

TEST(PadBindings, ThePadTableRoundTripsThroughARealSettingsFileWithTheKeys) {
    const fs::path dir = fs::temp_directory_path() / ("catmaze-pad-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path file = dir / "settings.json";
    const PadTable pad = padTableFrom({{"undo", {"Back"}}, {"restart", {"B", "RB"}}}).table;
    const KeyTable keys = keyTableFrom({{"restart", {"T"}}}).table;
    Settings settings;
    settings.keys = keyNamesOf(keys);
    settings.pad = padNamesOf(pad);
    ASSERT_EQ(saveSettings(file, settings), std::nullopt);
    const StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    EXPECT_EQ(loaded.value, settings);
    const PadTableLoad again = padTableFrom(loaded.value.pad);
    EXPECT_TRUE(again.problems.empty());
    EXPECT_EQ(again.table, pad);
    EXPECT_EQ(keyTableFrom(loaded.value.keys).table, keys);
    fs::remove_all(dir);
}

TEST(PadBindings, TheBarAndTheCardNameThePlayersButtons) {
    const PadTable pad =
        padTableFrom({{"walk-to-cursor", {"RB"}}, {"wait", {"Back"}}, {"zoom-in", {"A"}}}).table;
    const CardText patrols =
        cardText(CardRules::Patrols, InputDevice::Pad, KeyTable::defaults(), pad);
    EXPECT_TRUE(anyLineHas(patrols.lines, "Press RB to close this card.")) << patrols.lines.back();
    EXPECT_TRUE(anyLineHas(patrols.lines, "Back, or walking to the cat, waits a tick."));
    const std::string bar = keyBarText(offeredButtons(pad, true));
    EXPECT_NE(bar.find("RB walk"), std::string::npos) << bar;
    EXPECT_NE(bar.find("Back wait"), std::string::npos) << bar;
    EXPECT_NE(bar.find("LB/A zoom"), std::string::npos) << bar;
    EXPECT_EQ(bar.find("A walk"), std::string::npos) << bar;
}

}  // namespace
}  // namespace catmaze::app

namespace catmaze::app {
namespace {

TEST(KeyBindings, AKeyTheFileGivesIsTakenFromAnActionItDoesNotNameThatKeepsAnother) {
    // A settings file written before editor.remove (Backspace, Delete) was added, Undo on
    // Backspace: the player's choice stands, and Remove keeps Delete. Nothing to tell.
    const KeyTablesLoad load = keyTablesFrom({{"editor.undo", {"Backspace"}}});
    EXPECT_TRUE(load.problems.empty()) << load.problems.front();
    EXPECT_EQ(load.tables.editor.commandFor({Key::Backspace, false}), EditorCommand::Undo);
    EXPECT_EQ(load.tables.editor.keysOf(EditorCommand::Remove),
              (std::vector<KeyChord>{{Key::Delete, false}}));
    // Read back as written: the names kept now give the same tables.
    EXPECT_EQ(keyTablesFrom(keyNamesOf(load.tables)).tables, load.tables);
    // An action whose only key it is keeps it, and the file's is told: Restart has R alone.
    const KeyTableLoad alone = keyTableFrom({{"undo", {"R"}}});
    EXPECT_EQ(alone.table.commandFor({Key::R, false}), PlayCommand::Restart);
    EXPECT_EQ(alone.problems, (std::vector<std::string>{"\"undo\": R is also restart's key"}));
}

}  // namespace
}  // namespace catmaze::app
