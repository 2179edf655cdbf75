// The Controls page of the Settings menu (menus/controls_page.hpp), as a player uses it: the
// Settings menu leads there; it lists every action with its keys; choosing one waits for a key;
// the next key becomes its only key, unless another action has it (refused, naming that action)
// or the game keeps it, and the action waits on; Esc cancels; Reset to defaults gives every action
// its own keys and buttons back. Play's rows name the pad's button too, kept whole in a narrow row
// in English and German; the editor's actions have a section of their own, rebound the same way,
// a key of play free for them. A pad button pressed while a play action waits becomes its button
// (a pad read through PadReader as the App reads one), refused when another action has it; a pad
// direction cancels the wait; the cursor's moves and the editor's actions take no button.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "catmaze/player/settings_table.hpp"
#include "language_guard.hpp"
#include "menus/controls_page.hpp"
#include "menus/menu_pages.hpp"
#include "play/key_bindings.hpp"
#include "ui/pad_reader.hpp"
#include "ui/row_fit.hpp"

namespace catmaze::app {
namespace {

// The item of `page` labelled `label` (the test fails without one).
const PageItem& controlsItem(const MenuPage& page, const std::string& label) {
    const PageItem* item = page.item(label);
    EXPECT_NE(item, nullptr) << label;
    static const PageItem none;
    return item ? *item : none;
}

TEST(ControlsPage, TheSettingsMenuLeadsToItAndSaysWhetherKeysWereRebound) {
    Settings settings;
    const MenuPage own = settingsPage(settings);
    ASSERT_GE(own.items.size(), 2u);
    EXPECT_EQ(own.items[own.items.size() - 2].label, "Controls") << "just above Back";
    EXPECT_EQ(controlsItem(own, "Controls").value, "own keys");
    EXPECT_EQ(controlsItem(own, "Controls").choice, Choice(choice::Push{ScreenKind::Controls}));
    EXPECT_EQ(own.item("Always run (Shift)"), nullptr) << "no key the player can change";
    settings.keys = {{"restart", {"T"}}};
    EXPECT_EQ(controlsItem(settingsPage(settings), "Controls").value, "1 rebound");
}

TEST(ControlsPage, ListsEveryActionWithItsKeysThenResetAndBack) {
    const KeyTable table = KeyTable::defaults();
    const MenuPage page = controlsPage(KeyTables{}, PadTable::defaults(), KeyCapture{});
    EXPECT_EQ(page.title, "Controls");
    EXPECT_EQ(page.subtitle, "Choose an action, then press its new key or pad button");
    ASSERT_GE(page.items.size(), table.bindings().size() + 1);
    EXPECT_EQ(page.items[0].label, "In play");
    for (std::size_t i = 0; i < table.bindings().size(); ++i) {
        const PlayCommand command = table.bindings()[i].command;
        EXPECT_EQ(page.items[i + 1].label, commandLabel(command));
        EXPECT_EQ(page.items[i + 1].choice, Choice(choice::Rebind{commandName(command)}));
    }
    EXPECT_EQ(controlsItem(page, "Restart").value, "R");
    EXPECT_EQ(controlsItem(page, "Reset to defaults").choice, Choice(choice::ResetControls{}));
    EXPECT_EQ(page.items.back().label, "Back");
    EXPECT_EQ(page.back, Choice(choice::Pop{}));
}

TEST(ControlsPage, TheNextKeyBecomesTheActionsOnlyKey) {
    const KeyTables tables;
    KeyCapture capture;
    capture.choose(PlayCommand::Undo);
    EXPECT_EQ(capture.waiting(), ControlsAction(PlayCommand::Undo));
    const MenuPage waiting = controlsPage(tables, PadTable::defaults(), capture);
    EXPECT_EQ(controlsItem(waiting, "Undo").value, "press a key or a pad button\xE2\x80\xA6");
    EXPECT_EQ(waiting.subtitle,
              "Press the new key or pad button for Undo (Esc or the d-pad cancels)");

    const std::optional<KeyTables> rebound = capture.press(tables, KeyChord{Key::X, false});
    ASSERT_TRUE(rebound.has_value());
    EXPECT_EQ(capture.waiting(), std::nullopt);
    EXPECT_EQ(capture.message(), "Undo is now X");
    EXPECT_EQ(rebound->play.keysOf(PlayCommand::Undo), (std::vector<KeyChord>{{Key::X, false}}));
    EXPECT_EQ(rebound->play.commandFor({Key::U, false}), std::nullopt);
    EXPECT_EQ(rebound->editor, editorKeys()) << "the editor's keys stay";
    EXPECT_EQ(controlsItem(controlsPage(*rebound, PadTable::defaults(), capture), "Undo").value,
              "X \xC2\xB7 pad B");
    // What the settings keep, and read back as the same tables.
    EXPECT_EQ(keyNamesOf(*rebound), (KeyNames{{"undo", {"X"}}}));
    EXPECT_EQ(keyTablesFrom(keyNamesOf(*rebound)).tables, *rebound);

    // One of its own keys is taken too: the others go.
    KeyCapture own;
    own.choose(PlayCommand::Undo);
    const std::optional<KeyTables> ctrlZ = own.press(tables, KeyChord{Key::Z, true});
    ASSERT_TRUE(ctrlZ.has_value());
    EXPECT_EQ(ctrlZ->play.keysOf(PlayCommand::Undo), (std::vector<KeyChord>{{Key::Z, true}}));
}

TEST(ControlsPage, AKeyInUseIsRefusedNamingTheOtherActionAndTheActionWaitsOn) {
    const KeyTables table;
    KeyCapture capture;
    capture.choose(PlayCommand::Restart);
    EXPECT_EQ(capture.press(table, KeyChord{Key::U, false}), std::nullopt);
    EXPECT_EQ(capture.message(), "U is Undo's key already: press another for Restart, or Esc");
    EXPECT_EQ(capture.waiting(), ControlsAction(PlayCommand::Restart));
    EXPECT_EQ(capture.press(table, KeyChord{Key::F12, false}), std::nullopt);
    EXPECT_EQ(capture.message(),
              "F12 is the game's screenshot key: press another for Restart, or Esc");
    EXPECT_EQ(capture.press(table, std::nullopt), std::nullopt);
    EXPECT_EQ(capture.message(),
              "That key has no name in the game: press another for Restart, or Esc");
    EXPECT_EQ(capture.waiting(), ControlsAction(PlayCommand::Restart));
    // The same refusal, decided alone.
    const Rebinding refused = rebound(table, PlayCommand::Hint, KeyChord{Key::Enter, false});
    EXPECT_EQ(refused.tables, std::nullopt);
    EXPECT_NE(refused.message.find("Walk to the cursor"), std::string::npos) << refused.message;
}

TEST(ControlsPage, EscCancelsAndResetGivesEveryActionItsOwnKeys) {
    const KeyTables table;
    KeyCapture capture;
    capture.choose(PlayCommand::Hint);
    EXPECT_EQ(capture.press(table, KeyChord{Key::Escape, false}), std::nullopt);
    EXPECT_EQ(capture.waiting(), std::nullopt);
    EXPECT_EQ(capture.message(), "Hint keeps its keys");
    EXPECT_EQ(capture.press(table, KeyChord{Key::X, false}), std::nullopt)
        << "no action waits: a key does nothing";

    // Reset to defaults: the `keys` setting, changed as the menu changes it.
    Settings settings;
    settings.keys = {{"restart", {"T"}}, {"undo", {"X"}}};
    const Settings reset = changedSetting(*findSetting("keys"), settings, 0);
    EXPECT_TRUE(reset.keys.empty());
    EXPECT_EQ(keyTableFrom(reset.keys).table, KeyTable::defaults());
    capture.choose(PlayCommand::Undo);
    capture.reset();
    EXPECT_EQ(capture.waiting(), std::nullopt);
    EXPECT_EQ(capture.message(), "Every action has its own keys and pad buttons again");
}

// The item of `page` that rebinds the action named `name` (the test fails without one).
const PageItem& rebindItem(const MenuPage& page, const std::string& name) {
    for (const PageItem& item : page.items) {
        if (item.choice == Choice(choice::Rebind{name}))
            return item;
    }
    ADD_FAILURE() << "no row rebinds " << name;
    static const PageItem none;
    return none;
}

TEST(ControlsPage, EachRowOfPlayNamesItsPadButton) {
    const MenuPage page = controlsPage(KeyTables{}, PadTable::defaults(), KeyCapture{});
    const PageItem& undo = rebindItem(page, "undo");
    EXPECT_EQ(undo.value, "U, Backspace, Ctrl+Z \xC2\xB7 pad B");
    EXPECT_EQ(undo.shorterValues, (std::vector<std::string>{"U \xC2\xB7 pad B"}));
    EXPECT_EQ(rebindItem(page, "walk-to-cursor").value, "Enter \xC2\xB7 pad A");
    EXPECT_EQ(rebindItem(page, "zoom-out").value, "- \xC2\xB7 pad LB");
    EXPECT_EQ(rebindItem(page, "cursor-up").value, "I \xC2\xB7 pad Up");
    EXPECT_EQ(rebindItem(page, "restart").value, "R") << "no button restarts";
    EXPECT_EQ(rebindItem(page, "editor.save").value, "Ctrl+S") << "the editor reads no pad";
}

// Each row of play's section as a narrow window at 200 % draws it: a 600-pixel row, a made-up
// font 14 pixels a character (the menu shrinks a row's text towards 100 % before it cuts, and
// the game's font is narrower than that there): the value whole in one of its forms, ending
// with the button.
void expectButtonsKeptInANarrowRow(const std::string& language) {
    const MenuPage page = controlsPage(KeyTables{}, PadTable::defaults(), KeyCapture{});
    const TextWidth wide = [](std::u32string_view text) {
        return 14.0f * static_cast<float>(text.size());
    };
    const PadTable pad = PadTable::defaults();
    const KeyTable play = KeyTable::defaults();
    for (const KeyBinding& binding : play.bindings()) {
        const std::optional<PadControl> button = pad.controlOf(binding.command);
        if (!button)
            continue;
        const PageItem& item = rebindItem(page, commandName(binding.command));
        std::vector<std::string> forms{item.value};
        forms.insert(forms.end(), item.shorterValues.begin(), item.shorterValues.end());
        const FittedRow row = fitRow(item.label, forms, 600, wide, wide);
        const std::u32string name = singleLine(padControlName(*button));
        EXPECT_TRUE(row.value.size() >= name.size() &&
                    row.value.substr(row.value.size() - name.size()) == name)
            << language << ": " << item.label << " keeps no button";
        bool whole = false;
        for (const std::string& form : forms)
            whole = whole || singleLine(form) == row.value;
        EXPECT_TRUE(whole) << language << ": " << item.label << "'s keys are cut";
    }
}

TEST(ControlsPage, TheButtonIsKeptInANarrowRowInEnglishAndGerman) {
    expectButtonsKeptInANarrowRow("English");
    test::LanguageForTest german("de");
    const MenuPage page = controlsPage(KeyTables{}, PadTable::defaults(), KeyCapture{});
    EXPECT_EQ(rebindItem(page, "walk-to-cursor").value, "Eingabe \xC2\xB7 Pad A");
    expectButtonsKeptInANarrowRow("German");
}

TEST(ControlsPage, TheEditorsActionsHaveASectionOfTheirOwn) {
    const MenuPage page = controlsPage(KeyTables{}, PadTable::defaults(), KeyCapture{});
    const std::vector<std::string> labels = page.labels();
    const auto heading = std::find(labels.begin(), labels.end(), "In the editor");
    ASSERT_NE(heading, labels.end());
    EXPECT_EQ(page.items[static_cast<std::size_t>(heading - labels.begin())].choice,
              Choice(choice::Nothing{}));
    std::size_t at = static_cast<std::size_t>(heading - labels.begin()) + 1;
    const EditorKeyTable editor = editorKeys();
    for (const CommandBinding<EditorCommand>& binding : editor.bindings()) {
        ASSERT_LT(at, page.items.size());
        EXPECT_EQ(page.items[at].label, editorCommandLabel(binding.command));
        EXPECT_EQ(page.items[at].choice,
                  Choice(choice::Rebind{editorCommandName(binding.command)}));
        ++at;
    }
    EXPECT_EQ(page.items[at].label, "Reset to defaults");
    EXPECT_EQ(rebindItem(page, "editor.tool-wall").label, "Tool: Wall");
    EXPECT_EQ(rebindItem(page, "editor.tool-wall").value, "2");
    EXPECT_EQ(rebindItem(page, "editor.stop-check").value, "C");
    EXPECT_EQ(rebindItem(page, "editor.reset-zoom").value, "Home");
    EXPECT_EQ(rebindItem(page, "editor.leave").value, "E, Esc");
}

TEST(ControlsPage, AnEditorsKeyIsReboundRefusingTheEditorsOwnButNotPlays) {
    const KeyTables tables;
    KeyCapture capture;
    const std::optional<ControlsAction> save = actionNamed("editor.save");
    ASSERT_EQ(save, ControlsAction(EditorCommand::Save));
    capture.choose(*save);
    EXPECT_EQ(capture.press(tables, KeyChord{Key::P, false}), std::nullopt);
    EXPECT_EQ(capture.message(),
              "P is Play the level's key already: press another for Save, or Esc");
    EXPECT_EQ(capture.waiting(), save);
    // R is play's Restart: the editor may have it too, they never listen at once.
    const std::optional<KeyTables> changed = capture.press(tables, KeyChord{Key::R, false});
    ASSERT_TRUE(changed.has_value());
    EXPECT_EQ(capture.message(), "Save is now R");
    EXPECT_EQ(changed->editor.commandFor({Key::R, false}), EditorCommand::Save);
    EXPECT_EQ(changed->editor.commandFor({Key::S, true}), std::nullopt);
    EXPECT_EQ(changed->play, KeyTable::defaults());
    EXPECT_EQ(
        rebindItem(controlsPage(*changed, PadTable::defaults(), capture), "editor.save").value,
        "R");
    EXPECT_EQ(keyNamesOf(*changed), (KeyNames{{"editor.save", {"R"}}}));
    // A play action refused by another play action, not by the editor's Save on R.
    KeyCapture play;
    play.choose(PlayCommand::Hint);
    EXPECT_EQ(play.press(*changed, KeyChord{Key::R, false}), std::nullopt);
    EXPECT_EQ(play.message(), "R is Restart's key already: press another for Hint, or Esc");
}

TEST(ControlsPage, ResetToDefaultsRestoresBothSections) {
    Settings settings;
    settings.keys = {{"undo", {"X"}}, {"editor.save", {"F6"}}, {"editor.tool-wall", {"W"}}};
    const KeyTablesLoad rebound = keyTablesFrom(settings.keys);
    EXPECT_TRUE(rebound.problems.empty());
    EXPECT_EQ(rebound.tables.editor.keysOf(EditorCommand::Save),
              (std::vector<KeyChord>{{Key::F6, false}}));
    EXPECT_EQ(controlsItem(settingsPage(settings), "Controls").value, "3 rebound");
    const Settings reset = changedSetting(*findSetting("keys"), settings, 0);
    EXPECT_EQ(keyTablesFrom(reset.keys).tables, KeyTables{});
    EXPECT_EQ(keyTablesFrom(reset.keys).tables.editor, editorKeys());
}

// A pad in a player's hands on the Controls page: its events read as the App reads them
// (PadReader), each control pressed offered to the page's capture as ControlsScreen::pad does.
struct ControlsPadDriver {
    explicit ControlsPadDriver(KeyCapture& waiting) : capture(waiting) {}

    KeyCapture& capture;
    PadTable pad = PadTable::defaults();
    PadReader reader;
    int changes = 0;  // the pad tables the page gave, to be saved

    void send(const PadEvent& event) {
        for (const PadPress& press : reader.read(event)) {
            if (!press.pressed || !capture.waiting())
                continue;
            if (const std::optional<PadTable> changed = capture.pressButton(pad, press.control)) {
                pad = *changed;
                ++changes;
            }
        }
    }
    void tap(PadControl button) {
        send({PadEvent::Kind::Pressed, 0, button});
        send({PadEvent::Kind::Released, 0, button});
    }
};

TEST(ControlsPagePad, APadButtonPressedWhileAPlayActionWaitsBecomesItsOnlyButton) {
    const KeyTables keys;
    KeyCapture capture;
    ControlsPadDriver driver{capture};
    capture.choose(PlayCommand::Restart);
    EXPECT_EQ(rebindItem(controlsPage(keys, driver.pad, capture), "restart").value,
              "press a key or a pad button\xE2\x80\xA6");
    driver.tap(PadControl::Back);
    EXPECT_EQ(driver.changes, 1);
    EXPECT_EQ(capture.waiting(), std::nullopt);
    EXPECT_EQ(capture.message(), "Restart is now Back on the pad");
    EXPECT_EQ(driver.pad.commandFor(PadControl::Back), PlayCommand::Restart);
    EXPECT_EQ(rebindItem(controlsPage(keys, driver.pad, capture), "restart").value,
              "R \xC2\xB7 pad Back")
        << "its keys stay";
    // Its own button: kept, the wait ends.
    capture.choose(PlayCommand::Undo);
    driver.tap(PadControl::B);
    EXPECT_EQ(driver.changes, 2);
    EXPECT_EQ(capture.message(), "Undo is now B on the pad");
    EXPECT_EQ(driver.pad.controlsOf(PlayCommand::Undo), (std::vector<PadControl>{PadControl::B}));
    // What the settings keep (`pad`), and read back as the same table.
    EXPECT_EQ(padNamesOf(driver.pad), (KeyNames{{"restart", {"Back"}}}));
    EXPECT_EQ(padTableFrom(padNamesOf(driver.pad)).table, driver.pad);
    EXPECT_EQ(keyNamesOf(keys), KeyNames{}) << "no key changed";
}

TEST(ControlsPagePad, AButtonAnotherActionHasIsSwappedSoAFullPadCanStillBeRearranged) {
    KeyCapture capture;
    ControlsPadDriver driver{capture};
    // Back, the one free button, to Restart: all eight are taken.
    capture.choose(PlayCommand::Restart);
    driver.tap(PadControl::Back);
    // X (Hint's) for Undo: Undo takes X, Hint takes Undo's B, and the page names both.
    capture.choose(PlayCommand::Undo);
    driver.tap(PadControl::X);
    EXPECT_EQ(capture.waiting(), std::nullopt);
    EXPECT_EQ(capture.message(), "Undo is now X on the pad; Hint takes B");
    EXPECT_EQ(driver.pad.controlsOf(PlayCommand::Undo), (std::vector<PadControl>{PadControl::X}));
    EXPECT_EQ(driver.pad.controlsOf(PlayCommand::Hint), (std::vector<PadControl>{PadControl::B}));
    // Redo had no button: taking Restart's Back leaves Restart none, and says so.
    capture.choose(PlayCommand::Redo);
    driver.tap(PadControl::Back);
    EXPECT_EQ(capture.message(), "Redo is now Back on the pad; Restart has no button now");
    EXPECT_TRUE(driver.pad.controlsOf(PlayCommand::Restart).empty());
    EXPECT_EQ(driver.pad.commandFor(PadControl::Back), PlayCommand::Redo);
    // No button asks for two actions.
    for (const PadControl button :
         {PadControl::A, PadControl::B, PadControl::X, PadControl::Y, PadControl::LeftShoulder,
          PadControl::RightShoulder, PadControl::Back, PadControl::Start}) {
        int asking = 0;
        for (const PadBinding& binding : driver.pad.bindings())
            asking +=
                static_cast<int>(std::count(binding.keys.begin(), binding.keys.end(), button));
        EXPECT_LE(asking, 1) << padControlName(button);
    }
}

TEST(ControlsPagePad, AButtonMovedToAnotherActionFreesItsOldOne) {
    KeyCapture capture;
    ControlsPadDriver driver{capture};
    capture.choose(PlayCommand::Hint);
    driver.tap(PadControl::Back);
    EXPECT_EQ(driver.pad.commandFor(PadControl::X), std::nullopt) << "X is free now";
    capture.choose(PlayCommand::Undo);
    driver.tap(PadControl::X);
    EXPECT_EQ(driver.pad.commandFor(PadControl::X), PlayCommand::Undo);
    EXPECT_EQ(driver.pad.commandFor(PadControl::B), std::nullopt);
    EXPECT_EQ(padNamesOf(driver.pad), (KeyNames{{"hint", {"Back"}}, {"undo", {"X"}}}));
}

TEST(ControlsPagePad, APadDirectionCancelsTheWaitSoAPadAloneCanLeaveIt) {
    KeyCapture capture;
    ControlsPadDriver driver{capture};
    capture.choose(PlayCommand::Hint);
    driver.send({PadEvent::Kind::Moved, 0, PadControl::A, PadAxis::DpadY, 100});
    EXPECT_EQ(capture.waiting(), std::nullopt);
    EXPECT_EQ(capture.message(), "Hint keeps its keys");
    EXPECT_EQ(driver.pad, PadTable::defaults());
    // The stick too, past its dead zone only.
    capture.choose(PlayCommand::Hint);
    driver.send({PadEvent::Kind::Moved, 0, PadControl::A, PadAxis::StickX, 20});
    EXPECT_EQ(capture.waiting(), ControlsAction(PlayCommand::Hint)) << "a resting stick's drift";
    driver.send({PadEvent::Kind::Moved, 0, PadControl::A, PadAxis::StickX, -90});
    EXPECT_EQ(capture.waiting(), std::nullopt);
    // Nothing waits: a button does nothing here (the menu takes it).
    KeyCapture idle;
    EXPECT_EQ(idle.pressButton(PadTable::defaults(), PadControl::A), std::nullopt);
    EXPECT_EQ(idle.message(), "");
}

TEST(ControlsPagePad, TheCursorsMovesAndTheEditorsActionsTakeNoButton) {
    const KeyTables keys;
    KeyCapture capture;
    ControlsPadDriver driver{capture};
    capture.choose(PlayCommand::CursorUp);
    EXPECT_EQ(capture.message(), "Press the new key for Cursor up (Esc or the d-pad cancels)");
    EXPECT_EQ(rebindItem(controlsPage(keys, driver.pad, capture), "cursor-up").value,
              "press a key\xE2\x80\xA6");
    driver.tap(PadControl::Y);
    EXPECT_EQ(capture.message(),
              "The pad's d-pad and stick move the cursor: press a key for "
              "Cursor up (Esc or the d-pad cancels)");
    EXPECT_EQ(capture.waiting(), ControlsAction(PlayCommand::CursorUp));
    const std::optional<ControlsAction> save = actionNamed("editor.save");
    ASSERT_TRUE(save.has_value());
    capture.choose(*save);
    driver.tap(PadControl::A);
    EXPECT_EQ(capture.message(),
              "The editor reads no pad: press a key for Save (Esc or the d-pad cancels)");
    EXPECT_EQ(capture.waiting(), save);
    EXPECT_EQ(driver.changes, 0);
    // The same refusals, decided alone: a direction is never a button to bind.
    const ButtonRebinding up =
        reboundButton(PadTable::defaults(), PlayCommand::Hint, PadControl::Up);
    EXPECT_EQ(up.pad, std::nullopt);
    EXPECT_NE(up.message.find("always moves the cursor"), std::string::npos) << up.message;
}

TEST(ControlsPagePad, ResetGivesBackKeysAndButtonsAndTheSettingsRowCountsBoth) {
    Settings settings;
    settings.keys = {{"undo", {"X"}}};
    settings.pad = {{"undo", {"Back"}}, {"restart", {"B"}}};
    EXPECT_EQ(controlsItem(settingsPage(settings), "Controls").value, "2 rebound")
        << "undo, given a key and a button, is one action rebound";
    settings.keys.clear();
    EXPECT_EQ(controlsItem(settingsPage(settings), "Controls").value, "2 rebound")
        << "buttons alone count";
    KeyCapture capture;
    capture.choose(PlayCommand::Undo);
    capture.reset();
    EXPECT_EQ(capture.waiting(), std::nullopt);
    EXPECT_EQ(capture.message(), "Every action has its own keys and pad buttons again");
    EXPECT_EQ(controlsItem(settingsPage(Settings{}), "Controls").value, "own keys");
}

TEST(ControlsPagePad, ThePadsWordsAreGerman) {
    test::LanguageForTest german("de");
    KeyCapture capture;
    ControlsPadDriver driver{capture};
    capture.choose(PlayCommand::Restart);
    EXPECT_NE(capture.message().find("Neustart"), std::string::npos) << capture.message();
    EXPECT_EQ(capture.message().find("Press"), std::string::npos) << capture.message();
    driver.tap(PadControl::X);  // Hint's: swapped, and said in German
    EXPECT_EQ(capture.message().find("button"), std::string::npos) << capture.message();
    EXPECT_NE(capture.message().find("Tipp"), std::string::npos) << capture.message();
    capture.choose(PlayCommand::Restart);
    driver.tap(PadControl::Back);
    EXPECT_EQ(capture.message().find(" is now "), std::string::npos) << capture.message();
    EXPECT_NE(capture.message().find(padControlName(PadControl::Back)), std::string::npos)
        << capture.message();
}

}  // namespace
}  // namespace catmaze::app
