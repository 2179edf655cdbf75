#pragma once
/// \file
/// The texture of open-floor obstacles: dressed stone blocks, seamless both ways, so the game
/// fills a polygon of any shape by repeating it (layout in tools/README.md).

#include <SFML/Graphics/Image.hpp>

namespace catmaze::assets {

/// The 32x32 stone texture: two courses of blocks in running bond, each block lit from the top
/// left, in mortar; it tiles without seams.
sf::Image makeStoneTexture();

}  // namespace catmaze::assets
