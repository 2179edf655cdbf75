#pragma once
/// \file
/// What choosing a menu item asks the game to do, as a plain value: the menu pages
/// (menu_pages.hpp) and the lists (levels_list.hpp, ...) decide it, and the menu screens carry it
/// out through the Director. A value, so that a unit test reads what a click would do.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <variant>

#include "shell/screen_kind.hpp"

namespace catmaze::app {

namespace choice {

/// Plays the level in `file`; `campaignIndex` is its place in the campaign, if any.
struct OpenLevel {
    std::filesystem::path file;                ///< the level file
    std::optional<std::size_t> campaignIndex;  ///< its campaign index, if it is a campaign level
    /// Same file and index.
    friend bool operator==(const OpenLevel&, const OpenLevel&) = default;
};
/// Opens the level in `file` (as OpenLevel), then the editor on it.
struct OpenEditor {
    std::filesystem::path file;                ///< the level file
    std::optional<std::size_t> campaignIndex;  ///< its campaign index, if it is a campaign level
    /// Same file and index.
    friend bool operator==(const OpenEditor&, const OpenEditor&) = default;
};
/// Plays the next campaign level.
struct NextLevel {
    friend bool operator==(NextLevel, NextLevel) = default;  ///< all alike
};
/// Restarts the level in play.
struct Restart {
    friend bool operator==(Restart, Restart) = default;  ///< all alike
};
/// Leaves the level in play for the title screen.
struct ShowTitle {
    friend bool operator==(ShowTitle, ShowTitle) = default;  ///< all alike
};
/// Opens the menu screen `kind` on top.
struct Push {
    ScreenKind kind;  ///< which screen
    /// Same screen.
    friend bool operator==(Push, Push) = default;
};
/// Closes the screen shown (back to the one below).
struct Pop {
    friend bool operator==(Pop, Pop) = default;  ///< all alike
};
/// Plays day `day` of the Daily maze list (0 is today), once its maze is generated.
struct PlayDaily {
    std::size_t day = 0;  ///< the list's index
    /// Same day.
    friend bool operator==(PlayDaily, PlayDaily) = default;
};
/// Turns the list shown (a chapter, a page): `direction` < 0 back, else forward, wrapping round.
struct Turn {
    int direction = 0;  ///< -1 (Left), 0 (Enter or a click: forward) or +1 (Right)
    /// Same direction.
    friend bool operator==(Turn, Turn) = default;
};
/// Changes the setting whose key is `key` as the menu does (`direction` -1, 0 or +1).
struct ChangeSetting {
    std::string key;    ///< the settings table's key ("diagonal", "stepSeconds", ...)
    int direction = 0;  ///< -1 (Left), 0 (Enter or a click) or +1 (Right)
    /// Same key and direction.
    friend bool operator==(const ChangeSetting&, const ChangeSetting&) = default;
};
/// Stops the game (asks first when the editor has unsaved changes).
struct Quit {
    friend bool operator==(Quit, Quit) = default;  ///< all alike
};
/// Reloads the level file (F5).
struct Reload {
    friend bool operator==(Reload, Reload) = default;  ///< all alike
};
/// Opens the level file that did not load in the editor, to repair it.
struct Repair {
    friend bool operator==(Repair, Repair) = default;  ///< all alike
};
/// Waits for the next key pressed, to make it the only key of the play or editor command named
/// `command` (the Controls page: controls_page.hpp).
struct Rebind {
    std::string command;  ///< its settings name: commandName ("undo"), editorCommandName
    /// Same command.
    friend bool operator==(const Rebind&, const Rebind&) = default;
};
/// Gives every action its own keys and pad buttons back (the Controls page: controls_page.hpp).
struct ResetControls {
    friend bool operator==(ResetControls, ResetControls) = default;  ///< all alike
};
/// Does nothing (a locked level).
struct Nothing {
    friend bool operator==(Nothing, Nothing) = default;  ///< all alike
};

}  // namespace choice

/// What an item does when chosen.
using Choice =
    std::variant<choice::Nothing, choice::OpenLevel, choice::OpenEditor, choice::NextLevel,
                 choice::Restart, choice::ShowTitle, choice::Push, choice::Pop, choice::PlayDaily,
                 choice::Turn, choice::ChangeSetting, choice::Quit, choice::Reload, choice::Repair,
                 choice::Rebind, choice::ResetControls>;

/// `chosen` taken with Left (`direction` -1) or Right (+1) on an adjustable item: a Turn or a
/// ChangeSetting gets the direction; any other choice is returned as it is.
Choice adjusted(Choice chosen, int direction);

}  // namespace catmaze::app
