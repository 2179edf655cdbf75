#pragma once
/// \file
/// The rules the player sees before they bite (issue 11 section 2), drawn in the world for the
/// level in play: the hint's trail, the route a click on the hovered tile would walk, the route
/// being walked on open floor, and end
/// animations that read as caught (the dog pounces) or as won (the cat hops in a golden ring).
/// The play model decides them all (play_model.hpp); this only draws.

#include <SFML/Graphics/RenderTarget.hpp>

#include "play/play_model.hpp"
#include "render/art.hpp"
#include "render/world_renderer.hpp"

namespace catmaze::app {

/// Poses the cat for the end animation of `model` (tiles of `side` world pixels): hops when won,
/// cowering and shaking when caught; unchanged while the level plays.
void poseEnd(CatPose& pose, const PlayModel& model, float side);

/// Draws the hint's trail, the hovered route and the end animation of `model` in world pixels of
/// `side`-sized tiles (the world's view set on `target`), the dog with `art`'s frame `dogFrame`,
/// the cat's sprite at `catCorner`; `dogs` are the patrolling dogs as drawn this frame (the
/// preview's patrol marks leave their tiles alone).
void drawRulesInWorld(sf::RenderTarget& target, const Art& art, const PlayModel& model, float side,
                      int dogFrame, sf::Vector2f catCorner, const std::vector<DogPose>& dogs);

/// Draws the route the cat is walking when it is a line (open floor), in world pixels of
/// `side`-sized tiles; a route walked tile by tile is the renderer's dots.
void drawRouteAhead(sf::RenderTarget& target, const PlayModel& model, float side);

}  // namespace catmaze::app
