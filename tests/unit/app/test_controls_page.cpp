// The Controls page of the Settings menu (menus/controls_page.hpp), as a player uses it: the
// Settings menu leads there; it lists every action with its keys; choosing one waits for a key;
// the next key becomes its only key, unless another action has it (refused, naming that action)
// or the game keeps it, and the action waits on; Esc cancels; Reset to defaults is the `keys`
// setting changed as the menu changes it, which gives every action its own keys back.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/player/settings_table.hpp"
#include "menus/controls_page.hpp"
#include "menus/menu_pages.hpp"
#include "play/key_bindings.hpp"

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
    const MenuPage page = controlsPage(table, KeyCapture{});
    EXPECT_EQ(page.title, "Controls");
    EXPECT_EQ(page.subtitle, "Choose an action, then press its new key");
    ASSERT_EQ(page.items.size(), table.bindings().size() + 2);
    for (std::size_t i = 0; i < table.bindings().size(); ++i) {
        const PlayCommand command = table.bindings()[i].command;
        EXPECT_EQ(page.items[i].label, commandLabel(command));
        EXPECT_EQ(page.items[i].choice, Choice(choice::Rebind{commandName(command)}));
    }
    EXPECT_EQ(controlsItem(page, "Undo").value, "U, Backspace, Ctrl+Z");
    EXPECT_EQ(controlsItem(page, "Walk to the cursor").value, "Enter");
    EXPECT_EQ(controlsItem(page, "Reset to defaults").choice,
              Choice(choice::ChangeSetting{"keys", 0}));
    EXPECT_EQ(page.items.back().label, "Back");
    EXPECT_EQ(page.back, Choice(choice::Pop{}));
}

TEST(ControlsPage, TheNextKeyBecomesTheActionsOnlyKey) {
    const KeyTable table = KeyTable::defaults();
    KeyCapture capture;
    capture.choose(PlayCommand::Undo);
    EXPECT_EQ(capture.waiting(), PlayCommand::Undo);
    const MenuPage waiting = controlsPage(table, capture);
    EXPECT_EQ(controlsItem(waiting, "Undo").value, "press a key\xE2\x80\xA6");
    EXPECT_EQ(waiting.subtitle, "Press the new key for Undo (Esc cancels)");

    const std::optional<KeyTable> rebound = capture.press(table, KeyChord{Key::X, false});
    ASSERT_TRUE(rebound.has_value());
    EXPECT_EQ(capture.waiting(), std::nullopt);
    EXPECT_EQ(capture.message(), "Undo is now X");
    EXPECT_EQ(rebound->keysOf(PlayCommand::Undo), (std::vector<KeyChord>{{Key::X, false}}));
    EXPECT_EQ(rebound->commandFor({Key::U, false}), std::nullopt);
    EXPECT_EQ(controlsItem(controlsPage(*rebound, capture), "Undo").value, "X");
    // What the settings keep, and read back as the same table.
    EXPECT_EQ(keyNamesOf(*rebound), (KeyNames{{"undo", {"X"}}}));
    EXPECT_EQ(keyTableFrom(keyNamesOf(*rebound)).table, *rebound);

    // One of its own keys is taken too: the others go.
    KeyCapture own;
    own.choose(PlayCommand::Undo);
    const std::optional<KeyTable> ctrlZ = own.press(table, KeyChord{Key::Z, true});
    ASSERT_TRUE(ctrlZ.has_value());
    EXPECT_EQ(ctrlZ->keysOf(PlayCommand::Undo), (std::vector<KeyChord>{{Key::Z, true}}));
}

TEST(ControlsPage, AKeyInUseIsRefusedNamingTheOtherActionAndTheActionWaitsOn) {
    const KeyTable table = KeyTable::defaults();
    KeyCapture capture;
    capture.choose(PlayCommand::Restart);
    EXPECT_EQ(capture.press(table, KeyChord{Key::U, false}), std::nullopt);
    EXPECT_EQ(capture.message(), "U is Undo's key already: press another for Restart, or Esc");
    EXPECT_EQ(capture.waiting(), PlayCommand::Restart);
    EXPECT_EQ(capture.press(table, KeyChord{Key::F12, false}), std::nullopt);
    EXPECT_EQ(capture.message(),
              "F12 is the game's screenshot key: press another for Restart, or Esc");
    EXPECT_EQ(capture.press(table, std::nullopt), std::nullopt);
    EXPECT_EQ(capture.message(),
              "That key has no name in the game: press another for Restart, or Esc");
    EXPECT_EQ(capture.waiting(), PlayCommand::Restart);
    // The same refusal, decided alone.
    const Rebinding refused = rebound(table, PlayCommand::Hint, KeyChord{Key::Enter, false});
    EXPECT_EQ(refused.table, std::nullopt);
    EXPECT_NE(refused.message.find("Walk to the cursor"), std::string::npos) << refused.message;
}

TEST(ControlsPage, EscCancelsAndResetGivesEveryActionItsOwnKeys) {
    const KeyTable table = KeyTable::defaults();
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
    EXPECT_EQ(capture.message(), "Every action has its own keys again");
}

}  // namespace
}  // namespace catmaze::app
