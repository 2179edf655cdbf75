#pragma once
/// \file
/// Drawing of the hover preview's patrol marks (patrol_marks.hpp): footprints of the dogs' rounds
/// as the cat walks, a faint ghost of each dog where it will stand when the walk ends (red where
/// it catches the cat), and a small clock with the count on each tile the route waits on. Only
/// reads what it is given.

#include <SFML/Graphics.hpp>

#include <vector>

#include "catmaze/game/route_preview.hpp"
#include "play/patrol_marks.hpp"
#include "render/art.hpp"

namespace catmaze::app {

/// Draws the patrol marks of `preview` in world pixels (`side` per tile), with the view set to
/// the map, the dogs drawn this moment being `live` (no mark over them, patrolPreview);
/// nothing on a level without patrols or when the preview is not a walk.
void drawPatrolPreview(sf::RenderTarget& target, const Art& art, const RoutePreview& preview,
                       const std::vector<DogPose>& live, float side);

/// Draws `wait` in world pixels (`side` per tile): a clock face in the top-right corner of its
/// tile, with "×N" beside it when the cat waits N > 1 ticks there.
void drawWaitMark(sf::RenderTarget& target, const sf::Font& font, const WaitMark& wait, float side);

}  // namespace catmaze::app
