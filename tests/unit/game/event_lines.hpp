#pragma once
/// \file
/// Game events as short lines of text, so a failing test shows the whole story, e.g.
/// "step(2,1)#1", "path(5,1) found 40 [(2,1)...]", "refused(0,0) wall".

#include <string>
#include <vector>

#include "catmaze/game/game.hpp"

namespace catmaze::test {

/// A tile as "(col,row)".
std::string str(Tile t);
/// Tiles as "[(c,r)(c,r)...]".
std::string str(const std::vector<Tile>& tiles);
/// One line per event, e.g. "step(2,1)#1", "path(5,1) found 40 [(2,1)...]", "refused(0,0) wall".
std::string str(const PlayEvent& e);

/// Events as lines.
using Lines = std::vector<std::string>;

/// The events `game` has queued since the last call, as lines.
Lines take(GameSession& game);

/// Lets time pass in 60 Hz frames until the cat stands still (or a minute has passed); returns
/// the events on the way.
Lines walkUntilIdle(GameSession& game);

/// Only the events whose line starts with one of `prefixes`.
Lines only(const Lines& lines, const std::vector<std::string>& prefixes);

}  // namespace catmaze::test
