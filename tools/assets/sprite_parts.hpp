#pragma once
/// \file
/// What the tiles and the cat's frames share: a shaded ellipse in a palette tone, and the finish
/// every sprite gets (its outline and a soft shadow on the ground).

#include <SFML/Graphics/Image.hpp>

#include "art_palette.hpp"
#include "pixel_art.hpp"

namespace catmaze::assets {

/// An ellipse centred on `c` with radii `rx`, `ry`, lit and shaded in `tone`.
void shaded(sf::Image& image, Point c, float rx, float ry, const Tone& tone);

/// Outlines the sprite, then lays a soft shadow of half-width `shadowRx` centred on
/// `shadowCentre` under it (only on empty pixels, so the outline stays crisp).
void finishSprite(sf::Image& image, Point shadowCentre, float shadowRx);

}  // namespace catmaze::assets
