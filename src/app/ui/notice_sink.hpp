#pragma once
/// \file
/// Where the play model's decisions put the short notices the player reads (the game: Notices,
/// on screen; a test: a list).

#include <string>

namespace catmaze::app {

/// Takes notices for the player, one line of text each.
class NoticeSink {
  public:
    virtual ~NoticeSink() = default;
    /// Shows `text` to the player.
    virtual void notify(std::string text) = 0;
};

}  // namespace catmaze::app
