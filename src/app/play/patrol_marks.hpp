#pragma once
/// \file
/// How the patrolling dogs are shown, decided without SFML (issue 36): each dog gliding along its
/// round in step with the cat, and in the hover preview where the dogs will be as the cat walks
/// (a ghost of each at the walk's end, the tiles they pass on the way) and where the route waits.
/// patrol_view.cpp draws them.

#include <cstddef>
#include <optional>
#include <vector>

#include "catmaze/game/patrol_dogs.hpp"
#include "catmaze/game/route_preview.hpp"
#include "catmaze/geom/geometry.hpp"

namespace catmaze::app {

/// One patrolling dog as drawn this moment.
struct DogPose {
    std::size_t dog = 0;      ///< the dog's number (DogRounds)
    Vec2 centre;              ///< where its centre is, in tile units
    bool facesRight = false;  ///< the way it walks (or will walk next) is to the right
    /// Same dog, same place, same way.
    bool operator==(const DogPose&) const = default;
};

/// The patrolling dogs `now` (where they stand at the tick) gliding towards `ahead` (where they
/// stand one tick on, same dogs in the same order) by `stride`, the cat's progress through the
/// step or wait under way: on their tiles when the cat stands (nullopt). A dog faces right when
/// its tick takes it right, else left as the art draws it. A dog of `now` not in `ahead` stays on
/// its tile.
std::vector<DogPose> patrolDogPoses(const std::vector<DogSpot>& now,
                                    const std::vector<DogSpot>& ahead,
                                    std::optional<double> stride);

/// `from` moved towards `to` by `alpha` in [0, 1], dog by dog (a dog only in `to` is where `to`
/// says): the poses between two fixed updates of the game, so the dogs glide at any frame rate.
std::vector<DogPose> posesBetween(const std::vector<DogPose>& from, const std::vector<DogPose>& to,
                                  double alpha);

/// A wait of the previewed route: the tile and how many ticks in a row the cat waits there.
struct WaitMark {
    Tile tile;      ///< where the cat waits
    int ticks = 1;  ///< how many ticks in a row
    /// Same tile, same count.
    bool operator==(const WaitMark&) const = default;
};

/// The waits of a route from `from` over `tiles`, one tile a tick (a tile equal to the one before
/// it is a wait), in order: a run of waits on one tile is one mark with its count. For the hover
/// preview and the hint's trail alike, so both show where to wait.
std::vector<WaitMark> waitMarks(Tile from, const std::vector<Tile>& tiles);

/// What the hover preview shows of the patrols, beyond the route itself.
struct PatrolPreview {
    /// Where each patrolling dog still there stands when the walk ends (caught, won or arrived):
    /// a faint ghost of the dog; the one that catches the cat is where the cat is caught. None on
    /// a tile a live dog covers: the dog drawn there already stands for it.
    std::vector<DogSpot> ghosts;
    /// The tiles the dogs step onto as the cat walks, before the end: footprints of their rounds
    /// (each tile once, the ghosts' tiles, the dogs' tiles when the walk starts and the tiles a
    /// live dog covers left out, so no paw dot is drawn over a dog).
    std::vector<Tile> footprints;
    /// The route's waits within the walk, in order.
    std::vector<WaitMark> waits;
};

/// The tiles the sprite of a dog at `pose` overlaps (one, or two while it glides between tiles).
std::vector<Tile> tilesCovered(const DogPose& pose);

/// The patrol marks of `preview`, the dogs drawn this moment being `live` (patrolDogPoses,
/// posesBetween): no mark on a tile a live dog covers, since the marks are drawn over the dogs.
/// All empty when it is not a walk or the level has no patrols.
PatrolPreview patrolPreview(const RoutePreview& preview, const std::vector<DogPose>& live);

}  // namespace catmaze::app
