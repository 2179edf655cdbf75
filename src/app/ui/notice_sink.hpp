#pragma once
/// \file
/// Where the play model's decisions put the short notices the player reads (the game: Notices,
/// on screen; a test: a list), and through which they save the player's files, so that a save
/// that fails reaches the banner of file problems.

#include <string>

#include "catmaze/player/player_files.hpp"

namespace catmaze::app {

/// Takes notices for the player, one line of text each, and saves the player's files.
class NoticeSink {
  public:
    virtual ~NoticeSink() = default;
    /// Shows `text` to the player.
    virtual void notify(std::string text) = 0;
    /// Saves `changed` (the player's file whose values changed); a failure is shown to the
    /// player, never thrown.
    virtual void save(PlayerFile changed) = 0;
};

}  // namespace catmaze::app
