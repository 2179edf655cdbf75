// The names of keys and pad controls the player reads, in German (issue 37 section 4): each word
// key is shown in the player's language ("Leertaste") while settings.json keeps its English name,
// which parses back into the same key, so a table rebound while the game speaks German goes
// through a real settings file and comes back whole; a pad's directions and its Back button are
// translated, its lettered buttons named as printed; its notices are sentences with the pad's name
// in a slot.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include <unistd.h>

#include "catmaze/player/settings.hpp"
#include "language_guard.hpp"
#include "play/key_bindings.hpp"
#include "ui/command_keys.hpp"
#include "ui/key.hpp"
#include "ui/pad.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;

// Every key with a name, in order (Other, the first value, has none).
std::vector<Key> namedKeysForShownNames() {
    std::vector<Key> keys;
    for (int k = static_cast<int>(Key::Other) + 1; keyName(static_cast<Key>(k)) != "?"; ++k)
        keys.push_back(static_cast<Key>(k));
    return keys;
}

TEST(KeyNamesShown, GermanShowsItsOwnWordsWhileTheStoredNamesStayEnglishAndParseBack) {
    const test::LanguageForTest german("de");
    EXPECT_EQ(shownKeyName(Key::Space), "Leertaste");
    EXPECT_EQ(shownKeyName(Key::Enter), "Eingabe");
    EXPECT_EQ(shownKeyName(Key::Backspace), "Rücktaste");
    EXPECT_EQ(shownKeyName(Key::Delete), "Entf");
    EXPECT_EQ(shownKeyName(Key::Up), "Pfeil hoch");
    EXPECT_EQ(shownChordName({Key::Z, true}), "Strg+Z");
    EXPECT_EQ(shownChordName({Key::Left, false}), "Pfeil links");
    // Letters, digits, function keys and signs read the same in every language.
    EXPECT_EQ(shownKeyName(Key::G), "G");
    EXPECT_EQ(shownKeyName(Key::F5), "F5");
    EXPECT_EQ(shownKeyName(Key::Plus), "+");

    const std::vector<Key> keys = namedKeysForShownNames();
    ASSERT_EQ(keys.back(), Key::Shift) << "every key up to the last is named";
    int differ = 0;
    for (const Key key : keys) {
        // The stored name is the English one, whatever the player reads, and gives the key back.
        EXPECT_EQ(keyNamed(keyName(key)), key) << keyName(key);
        if (key != Key::Shift) {  // never pressed with Ctrl (sfml_keys.hpp)
            EXPECT_EQ(chordNamed(chordName({key, true})), (KeyChord{key, true})) << keyName(key);
        }
        if (shownKeyName(key) != keyName(key)) {
            ++differ;
            // A shown German name is no key's stored name: a file never holds one.
            EXPECT_EQ(keyNamed(shownKeyName(key)), std::nullopt) << shownKeyName(key);
        }
    }
    EXPECT_EQ(differ, 10) << "the words: Enter, Space, Backspace, the arrows, Shift, Delete, Home";
    EXPECT_EQ(keyName(Key::Space), "Space");
    EXPECT_EQ(chordName({Key::Z, true}), "Ctrl+Z");
}

TEST(KeyNamesShown, ATableReboundInGermanRoundTripsThroughARealSettingsFileInEnglish) {
    const test::LanguageForTest german("de");
    const fs::path dir =
        fs::temp_directory_path() / ("catmaze-shown-keys-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path file = dir / "settings.json";
    const KeyTableLoad rebound = keyTableFrom({{"undo", {"Backspace", "Ctrl+Z"}},
                                               {"walk-to-cursor", {"Space"}},
                                               {"wait", {"."}},
                                               {"menu", {"Home"}},
                                               {"zoom-in", {"+", "Ctrl+Up"}}});
    ASSERT_TRUE(rebound.problems.empty()) << rebound.problems.front();
    const KeyTable& table = rebound.table;
    Settings settings;
    settings.keys = keyNamesOf(table);
    EXPECT_EQ(settings.keys.at("walk-to-cursor"), std::vector<std::string>{"Space"});
    EXPECT_EQ(settings.keys.at("undo"), (std::vector<std::string>{"Backspace", "Ctrl+Z"}));
    ASSERT_EQ(saveSettings(file, settings), std::nullopt);
    const StoredLoad<Settings> loaded = loadSettings(file);
    EXPECT_EQ(loaded.problem, std::nullopt);
    const KeyTableLoad again = keyTableFrom(loaded.value.keys);
    EXPECT_TRUE(again.problems.empty());
    EXPECT_EQ(again.table, table);
    fs::remove_all(dir);
}

TEST(KeyNamesShown, APadsDirectionsAndBackButtonAreGermanItsLetteredButtonsAsPrinted) {
    const test::LanguageForTest german("de");
    EXPECT_EQ(padControlName(PadControl::Up), "Hoch");
    EXPECT_EQ(padControlName(PadControl::Back), "Zurück");
    EXPECT_EQ(padControlName(PadControl::A), "A");
    EXPECT_EQ(padControlName(PadControl::LeftShoulder), "LB");
    EXPECT_EQ(padConnectionNotice(true, "Xbox 360 Pad"), "Gamepad Xbox 360 Pad verbunden.");
    EXPECT_EQ(padConnectionNotice(false, ""),
              "Gamepad getrennt: Tastatur und Maus funktionieren weiter.");
}

TEST(KeyNamesShown, EnglishShowsTheStoredNames) {
    for (const Key key : namedKeysForShownNames())
        EXPECT_EQ(shownKeyName(key), keyName(key));
    EXPECT_EQ(shownChordName({Key::Y, true}), "Ctrl+Y");
    EXPECT_EQ(padControlName(PadControl::Start), "Start");
    EXPECT_EQ(padConnectionNotice(true, ""), "Gamepad connected.");
}

}  // namespace
}  // namespace catmaze::app
