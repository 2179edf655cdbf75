#pragma once
/// \file
/// What the search overlay shades on a tile level, decided without SFML from the trace a planned
/// route carries (catmaze/game/play_event.hpp): which tiles, in which colour of the palette the
/// legend (overlay_legend.hpp) explains. Through time (a level with patrols) the search visits
/// (tile, moment) pairs, so a tile is shaded by how many of its moments the search closed.
/// world_renderer.cpp draws it; the open floor's graph is drawn from the trace's points.

#include <cstddef>
#include <vector>

#include "catmaze/game/play_event.hpp"
#include "render/contrast.hpp"

namespace catmaze::app {

/// A tile the overlay shades, and its colour.
struct ShadedTile {
    Tile tile;    ///< the tile
    Rgba colour;  ///< its shade (palette.hpp), drawn over the floor
    /// Same tile, same shade.
    bool operator==(const ShadedTile&) const = default;
};

/// How many shades of closed tiles the overlay has through time: one moment, two, three or more.
inline constexpr int kMomentShades = 3;

/// The shade of a tile whose moments the search closed `closed` times through time (>= 1): the
/// deeper the more, the last shade for kMomentShades or more.
Rgba momentsShade(int closed);

/// The tiles `trace` shades, in drawing order: for jump point search the cells its scans visited
/// first (each once), then the jump points open and closed; for A* the cells open and
/// closed; through time (trace.period > 0) each tile reached, open where no moment of it was
/// closed, else by momentsShade of its closed moments. Empty for the open floor's graph.
std::vector<ShadedTile> shadedTiles(const SearchTrace& trace);

}  // namespace catmaze::app
