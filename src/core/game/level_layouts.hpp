#pragma once
// The floor plans the level generator starts from (walls and floor only, a wall all round):
// rooms joined by corridors, a maze with a few loops, a courtyard with pillars and wall stubs.
// Each is drawn from the seeded random numbers alone, so a seed gives the same plan everywhere.

#include "catmaze/level/level.hpp"
#include "seeded_random.hpp"

namespace catmaze {

// Rooms of 3-6 by 3-5 tiles placed without overlap, each joined to the next by an L-shaped
// corridor, plus `extraLinks` corridors between random rooms (loops: more than one way round).
Level roomsAndCorridors(GridSize size, SeededRandom& random, int extraLinks);

// A maze carved on the odd cells (a depth-first walk, so one way between any two cells), then
// `loops` walls between two corridors knocked down.
Level maze(GridSize size, SeededRandom& random, int loops);

// One open yard with short wall stubs (one to three tiles) scattered over it. Stubs may cut a
// corner off; the generator keeps the largest walkable region only.
Level courtyard(GridSize size, SeededRandom& random);

}  // namespace catmaze
