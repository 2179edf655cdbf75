#pragma once
/// \file
/// A short animation on one tile, as the presenter asks for it and the world renderer draws it.

#include "catmaze/geom/tile.hpp"

namespace catmaze::app {

/// A short animation on one tile: a bone flying up, a dog leaving, the cat bumping a wall.
struct TileEffect {
    /// What is animated.
    enum class Kind { BonePicked, DogLeaves, Bump };
    Kind kind = Kind::BonePicked;  ///< what is animated
    Tile tile;                     ///< where
    float age = 0;                 ///< seconds since it started
    float duration = 1;            ///< seconds it lasts
};

}  // namespace catmaze::app
