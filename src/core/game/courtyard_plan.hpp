#pragma once
// Open-floor levels for the generator: a courtyard of rooms split by walls (polygon obstacles,
// one tile thick) with doorways, diamond pillars in the larger rooms, and dogs standing in the
// doorways (chokepoints: a dog in a one-tile doorway closes it). Every coordinate is a whole or
// half tile, so the file's numbers are the same on every machine.

#include "catmaze/game/level_generator.hpp"
#include "seeded_random.hpp"

namespace catmaze {

// One candidate open-floor level of `options.size` (sides already checked), drawn from `random`
// alone: the cat in the top-left room, the exit in the bottom-right one, and by difficulty: easy
// at most one dog, medium dogs in every doorway of the cat's room with a bone for each in it,
// hard the same for the exit's room too (its bones out in the middle rooms) and maybe a dog
// that needs no bribing. Not checked for winning here.
Level courtyardCandidate(const GenerateOptions& options, SeededRandom& random);

// Generates an open-floor level (see generateLevel): candidates until one openFloorPlan wins, and
// for medium and hard one that cannot be won without its bones (its dogs must be paid).
GeneratedLevel generateOpenFloorLevel(const GenerateOptions& options);

}  // namespace catmaze
