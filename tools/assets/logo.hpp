#pragma once
/// \file
/// The title screen's logo, drawn in code like the rest of the art.

#include <SFML/Graphics/Image.hpp>

#include "catmaze/art_layout.hpp"

namespace catmaze::assets {

/// The kLogoWidth x kLogoHeight (216x48) logo: the cat's face (the icon) beside "CATMAZE" in blocky
/// letters, "CAT" in the cat's silver fur and "MAZE" in the exit's gold, outlined and with a drop
/// shadow. The game draws it at a whole-number scale so its pixels stay sharp.
sf::Image makeLogo();

}  // namespace catmaze::assets
