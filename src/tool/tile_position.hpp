#pragma once
// Where a tile of a level is written in its file, for diagnostics about a tile found after the
// load (the exit validate cannot reach).

#include <string>

#include "catmaze/geom/tile.hpp"
#include "catmaze/io/json_source.hpp"

namespace catmaze::tool {

// The character of `tile` in the "tiles" rows of the level file `file` (read again). An unknown
// position (line 0) for Tiled and Moving AI maps, whose tiles have no character of their own,
// and when the tile cannot be found again (the file changed since it was loaded).
SourcePos tilePosition(const std::string& file, Tile tile);

}  // namespace catmaze::tool
