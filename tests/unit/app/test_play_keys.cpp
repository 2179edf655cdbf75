// The keys of play (play/key_table.hpp, play/key_help.hpp): every play command but closing the
// card has a key and no key asks for two commands; the arrows still step while IJKL move the tile
// cursor, Enter walks, + and - zoom; and the key bar, made from the table, lists exactly the
// commands the table binds that work on the level's floor (the log's `level_loaded` too).

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "play/hud_text.hpp"
#include "play/key_help.hpp"
#include "play_fixture.hpp"

namespace catmaze::app {
namespace {

// Every play command, in the enum's order.
std::vector<PlayCommand> everyPlayCommand() {
    std::vector<PlayCommand> out;
    for (int c = static_cast<int>(PlayCommand::CloseCard);
         c <= static_cast<int>(PlayCommand::ZoomOut); ++c)
        out.push_back(static_cast<PlayCommand>(c));
    return out;
}

// The commands the bar's entries offer.
std::set<PlayCommand> commandsOnBar(const std::vector<KeyHelp>& bar) {
    std::set<PlayCommand> out;
    for (const KeyHelp& entry : bar)
        out.insert(entry.commands.begin(), entry.commands.end());
    return out;
}

// The commands `table` binds, but for `left` (those that do nothing on the level in play).
std::set<PlayCommand> boundCommandsBut(const KeyTable& table, std::set<PlayCommand> left) {
    std::set<PlayCommand> out;
    for (const KeyBinding& binding : table.bindings()) {
        if (!binding.keys.empty() && !left.count(binding.command))
            out.insert(binding.command);
    }
    return out;
}

TEST(PlayKeys, EveryCommandButClosingTheCardHasAKeyAndNoKeyAsksForTwo) {
    const KeyTable table = KeyTable::defaults();
    std::vector<KeyChord> seen;
    for (const PlayCommand command : everyPlayCommand()) {
        const std::vector<KeyChord> keys = table.keysOf(command);
        if (command == PlayCommand::CloseCard) {
            EXPECT_TRUE(keys.empty()) << "the walk key closes the card: no key of its own";
            continue;
        }
        EXPECT_FALSE(keys.empty()) << commandName(command) << " has no key";
        for (const KeyChord key : keys) {
            EXPECT_EQ(std::count(seen.begin(), seen.end(), key), 0)
                << chordName(key) << " asks for two commands";
            seen.push_back(key);
            EXPECT_EQ(table.commandFor(key), command) << chordName(key);
        }
    }
}

TEST(PlayKeys, TheArrowsStillStepWhileIjklMoveTheCursorEnterWalksAndPlusMinusZoom) {
    const KeyTable table = KeyTable::defaults();
    const auto command = [&](Key key, bool control = false) {
        return table.commandFor({key, control});
    };
    EXPECT_EQ(command(Key::Up), PlayCommand::StepUp);
    EXPECT_EQ(command(Key::Left), PlayCommand::StepLeft);
    EXPECT_EQ(command(Key::Down), PlayCommand::StepDown);
    EXPECT_EQ(command(Key::Right), PlayCommand::StepRight);
    EXPECT_EQ(command(Key::W), PlayCommand::StepUp);
    EXPECT_EQ(command(Key::I), PlayCommand::CursorUp);
    EXPECT_EQ(command(Key::J), PlayCommand::CursorLeft);
    EXPECT_EQ(command(Key::K), PlayCommand::CursorDown);
    EXPECT_EQ(command(Key::L), PlayCommand::CursorRight);
    EXPECT_EQ(command(Key::Enter), PlayCommand::WalkToCursor);
    EXPECT_EQ(command(Key::Plus), PlayCommand::ZoomIn);
    EXPECT_EQ(command(Key::Minus), PlayCommand::ZoomOut);
    EXPECT_EQ(command(Key::R), PlayCommand::Restart);
    EXPECT_EQ(command(Key::F5), PlayCommand::Reload);
    EXPECT_EQ(command(Key::Shift), PlayCommand::Run);
    EXPECT_EQ(command(Key::Z, true), PlayCommand::Undo);
    EXPECT_EQ(command(Key::Y, true), PlayCommand::Redo);
    EXPECT_EQ(command(Key::Z), std::nullopt) << "Z alone does nothing";
}

TEST(PlayKeys, TheKeyBarListsExactlyTheCommandsTheTableBindsThatWorkOnTheLevel) {
    using C = PlayCommand;
    const KeyTable table = KeyTable::defaults();
    // Tiles, from a file, no patrols: all but wait.
    PlayFixture tiles("corridor.json");
    EXPECT_EQ(commandsOnBar(hudText(*tiles.model, false).keys), boundCommandsBut(table, {C::Wait}));
    // Open floor: no diagonal moves, no wait.
    PlayFixture open("open_floor.json");
    EXPECT_EQ(commandsOnBar(hudText(*open.model, false).keys),
              boundCommandsBut(table, {C::Wait, C::ToggleDiagonal}));
    // Patrols: wait too.
    PlayFixture patrols("patrol_crossing.json");
    EXPECT_EQ(commandsOnBar(hudText(*patrols.model, false).keys), boundCommandsBut(table, {}));
    // The daily maze is made, not read: no reload.
    LevelOrigin daily;
    daily.daily = "2026-11-29";
    PlayFixture made("open_room.json", 0.1, DiagonalMode::Never, daily);
    EXPECT_EQ(commandsOnBar(hudText(*made.model, false).keys),
              boundCommandsBut(table, {C::Wait, C::Reload}));
}

TEST(PlayKeys, TheKeyBarNamesEachEntryByItsFirstKeysAndTheLogListsThem) {
    PlayFixture play("corridor.json");
    const HudText words = hudText(*play.model, false);
    std::vector<std::string> named;
    for (const KeyHelp& entry : words.keys) {
        named.push_back(entry.key + " " + entry.what);
        // The bar's key is what the table binds: a key pressed as the bar says does that.
        if (entry.commands.size() == 1) {
            EXPECT_EQ(entry.key, chordName(play.model->keys().keysOf(entry.commands[0]).front()));
        }
    }
    for (const std::string expected :
         {"Esc menu", "R restart", "U undo", "Ctrl+Y redo", "G diagonal", "H hint", "O overlay",
          "F5 reload", "E edit", "arrows step", "IJKL cursor", "Enter walk", "Shift run",
          "+/- zoom", "wheel zoom", "right-drag pan"}) {
        EXPECT_EQ(std::count(named.begin(), named.end(), expected), 1) << expected;
    }
    std::vector<std::string> logged;
    for (const KeyHelp& entry : words.keys)
        logged.push_back(entry.key);
    EXPECT_EQ(play.last("level_loaded").at("keys").get<std::vector<std::string>>(), logged);
}

TEST(PlayKeys, TheKeyBarWrapsBetweenEntriesNeverInsideOne) {
    // A made-up font: every code point 7 pixels wide.
    const TextWidth measure = [](std::u32string_view text) {
        return 7.0f * static_cast<float>(text.size());
    };
    PlayFixture play("corridor.json");
    const std::vector<KeyHelp> bar = hudText(*play.model, false).keys;
    const std::vector<std::u32string> lines = keyBarLines(bar, 780, 2, measure);
    EXPECT_EQ(lines.size(), 2u) << "an 800-pixel window shows the bar on two lines";
    std::u32string joined;
    for (const std::u32string& line : lines) {
        EXPECT_LE(measure(line), 780);
        joined += (joined.empty() ? U"" : U"   ") + line;
    }
    EXPECT_EQ(joined, singleLine(keyBarText(bar))) << "nothing cut, no entry split";

    // Too narrow for two lines: the second holds the rest, cut where it ends with an ellipsis.
    const std::vector<std::u32string> narrow = keyBarLines(bar, 300, 2, measure);
    ASSERT_EQ(narrow.size(), 2u);
    EXPECT_EQ(narrow[0], U"Esc menu   R restart   U undo");
    EXPECT_LE(measure(narrow[1]), 300);
    EXPECT_EQ(narrow[1].back(), kEllipsis);
}

}  // namespace
}  // namespace catmaze::app
