#pragma once
/// \file
/// What the player asks of the level in play (a key, however it is bound: key_table.hpp), and
/// what the play model asks back of the game around it: the model decides what a command means
/// in the level's state; the screen turns keys into commands through the key table and carries
/// the requests out.

#include <string>
#include <utility>

namespace catmaze::app {

/// A command of the play screen: every action a player can take in play, whatever device asks
/// it (the default keys are in key_table.cpp).
enum class PlayCommand {
    CloseCard,       ///< closes the rules card (no key of its own: the walk key closes it first)
    Pause,           ///< the pause menu (Esc)
    Edit,            ///< the level in the editor (E)
    ToggleDiagonal,  ///< diagonal moves on or off (G; tiles only)
    ToggleOverlay,   ///< the search overlay on or off (O)
    Hint,            ///< the hint: start, or cancel while it looks (H)
    Undo,            ///< takes back the last step (U, Backspace, Ctrl+Z)
    Redo,            ///< takes again the step taken back (Ctrl+Y)
    StepUp,          ///< one step up (Up, W)
    StepDown,        ///< one step down (Down, S)
    StepLeft,        ///< one step left (Left, A)
    StepRight,       ///< one step right (Right, D)
    Wait,            ///< waits a tick where the cat stands (Space, `.`; levels with patrols)
    Restart,         ///< the level from the start (R; the game's flow answers it, on any screen)
    Reload,          ///< the level's file read again (F5; the game's flow answers it)
    Run,             ///< held: the cat runs (Shift); the screen passes it on as setRunning
    CursorUp,        ///< the tile cursor one tile up (I)
    CursorDown,      ///< the tile cursor one tile down (K)
    CursorLeft,      ///< the tile cursor one tile left (J)
    CursorRight,     ///< the tile cursor one tile right (L)
    WalkToCursor,    ///< walks to the tile cursor; closes the rules card first when shown (Enter)
    ZoomIn,          ///< zooms in (+; the screen's camera answers it)
    ZoomOut,         ///< zooms out (-; the screen's camera answers it)
};

/// What the play model asks of the game around it after a command or a click.
struct PlayRequest {
    /// The kind of request.
    enum class Kind {
        None,           ///< nothing
        Pause,          ///< show the pause menu
        Edit,           ///< open the level in the editor
        ChangeSetting,  ///< change the setting `setting` one step (a flag: switch it)
    };
    Kind kind = Kind::None;  ///< what is asked
    std::string setting;     ///< ChangeSetting: the setting's key ("diagonal")
    /// ChangeSetting: what to tell the player, before the setting's new value ("Diagonal
    /// moves" → "Diagonal moves on"), in English marked translatable(): the screen shows it
    /// through tr() when it tells; empty: the change goes unsaid.
    std::string announce;

    /// Show the pause menu.
    static PlayRequest pause() { return {Kind::Pause, {}, {}}; }
    /// Open the level in the editor.
    static PlayRequest edit() { return {Kind::Edit, {}, {}}; }
    /// Change the setting `key` one step, telling the player `announce` (empty: unsaid).
    static PlayRequest changeSetting(std::string key, std::string announce) {
        return {Kind::ChangeSetting, std::move(key), std::move(announce)};
    }

    bool operator==(const PlayRequest&) const = default;
};

}  // namespace catmaze::app
