#pragma once
/// \file
/// The game's sprites and tiles, drawn in code. Layouts (see tools/README.md):
/// tileset 256x32 = floor, floor', wall, wall', exit, bone, dog, dog'; cat 96x128 = 3 poses
/// (rest, walk A, walk B) x 4 rows (down, left, right, up); icon 32x32 = the cat's face.

#include <SFML/Graphics/Image.hpp>

#include "catmaze/art_layout.hpp"

namespace catmaze::assets {

/// Side of one tile or sprite frame, in pixels.
inline constexpr unsigned kTile = kArtTile;

/// The 256x32 tileset: floor, floor variant, wall, wall variant, exit, bone, dog, dog frame 2.
sf::Image makeTileset();

/// The 96x128 cat sheet: columns rest / walk A / walk B, rows down / left / right / up.
sf::Image makeCatSheet();

/// The 32x32 window icon: the cat's face.
sf::Image makeIcon();

}  // namespace catmaze::assets
