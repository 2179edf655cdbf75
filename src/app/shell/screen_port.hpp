#pragma once
/// \file
/// What the game's flow (GameFlow) asks of the window's side: screens pushed and popped by kind
/// (the game builds them), the level in play that the play screen shows, and the window's title.
/// The game implements it over its ScreenStack; a test records the calls.

#include <cstddef>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "catmaze/game/play_session.hpp"
#include "shell/screen_kind.hpp"

namespace catmaze::app {

/// A level ready to play and where it came from.
struct LevelStart {
    std::unique_ptr<PlaySession> session;      ///< the level in play (not null)
    std::filesystem::path file;                ///< its file; empty for a level from memory
    std::optional<std::size_t> campaignIndex;  ///< its place in the campaign, if any
    std::optional<std::string> daily;          ///< the daily maze's date, if it is one
};

/// The screens and the level they show. Screen changes are requests, applied after the frame's
/// input and updates (ScreenStack), so they are safe from inside a screen.
class ScreenPort {
  public:
    virtual ~ScreenPort() = default;
    /// Asks for a screen of `kind` on top.
    virtual void push(ScreenKind kind) = 0;
    /// Asks for the top screen to go.
    virtual void pop() = 0;
    /// Asks for every screen to go.
    virtual void clear() = 0;
    /// True with no screen up (requests not applied yet do not count).
    virtual bool empty() const = 0;

    /// Makes `start` the level in play, for the play screen (the level before it goes); logs
    /// `level_loaded` and titles the window with its name.
    virtual void startLevel(LevelStart start) = 0;
    /// Drops the level in play (none until the next one starts).
    virtual void dropLevel() = 0;
    /// Plays the level in play again from the start (logs `restart`); only with one.
    virtual void playFromStart() = 0;
    /// True while a level is in play.
    virtual bool levelInPlay() const = 0;
    /// True when the screen on top shows the level in play (the play screen) or the errors of
    /// the level file that did not load (the error screen): where a change of the level's file on
    /// disk reloads it (GameFlow::watchLevel).
    virtual bool levelOnTop() const = 0;
    /// Sets the window's title (UTF-8).
    virtual void setTitle(const std::string& title) = 0;
};

}  // namespace catmaze::app
