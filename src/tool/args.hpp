#pragma once
/// \file
/// The tool's own argument values. Options themselves are parsed by the shared command-line
/// parser (catmaze/command_line.hpp, included here for its UsageError and ParsedArgs).

#include <string_view>

#include "catmaze/command_line.hpp"
#include "catmaze/geom/tile.hpp"

namespace catmaze::tool {

/// Parses `COL,ROW` (two integers, no spaces). `what` names the argument in the error message.
/// Throws UsageError when malformed.
Tile parseTile(std::string_view text, std::string_view what);

}  // namespace catmaze::tool
