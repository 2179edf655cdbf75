#pragma once
/// \file
/// Where the play model's decisions put the short notices the player reads and the saves of the
/// player's files (the game: Notices, on screen, with its banner of failed saves; a test: a list).

#include <string>

#include "catmaze/player/player_files.hpp"

namespace catmaze::app {

/// Takes notices for the player, one line of text each.
class NoticeSink {
  public:
    virtual ~NoticeSink() = default;
    /// Shows `text` to the player.
    virtual void notify(std::string text) = 0;
    /// Saves the player's `changed` file; a failure is reported to the player, never silent.
    virtual void save(PlayerFile changed) = 0;
};

}  // namespace catmaze::app
