#pragma once
/// \file
/// What a click on a tile would do, worked out before the click: the route the cat would take,
/// its cost, and how the walk would end under the bone and dog rules (GameSession::previewRoute).
/// The front end draws it under the mouse so that no rule surprises the player.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "catmaze/game/export.hpp"
#include "catmaze/game/patrol_dogs.hpp"
#include "catmaze/geom/geometry.hpp"
#include "catmaze/geom/tile.hpp"

namespace catmaze {

/// Whether a click on the tile would start a walk, and if not, why.
enum class PreviewStatus {
    Walk,          ///< a route was found; the click walks it
    AlreadyThere,  ///< the cat is (or is stepping onto) that tile: the click does nothing
                   ///< (with patrols such a click waits: Walk, one wait)
    Wall,          ///< the tile is a wall: the click is refused
    OutsideMap,    ///< the tile is off the map: the click is refused
    NoPath,        ///< the tile cannot be reached: the click is refused
    GameOver,      ///< the level is won or lost (or about to be, at the end of this step)
};
/// `walk`, `already there`, `wall`, `outside the map`, `no path`, `game over`.
CATMAZE_GAME_EXPORT const char* toString(PreviewStatus status);

/// How walking the previewed route would end.
enum class RouteEnd {
    Arrives,  ///< the cat reaches the clicked tile and stands there
    Caught,   ///< the cat enters a dog with no bone in hand and is caught there
    Wins,     ///< the cat reaches an exit on the way (or at the end) and wins there
};
/// `arrives`, `caught`, `wins`.
CATMAZE_GAME_EXPORT const char* toString(RouteEnd end);

/// A route a click would walk, with what the rules would do along it.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct RoutePreview {
    /// Whether the click would walk; the fields below describe a walk only when Walk.
    PreviewStatus status = PreviewStatus::NoPath;
    /// The tile asked about.
    Tile target;
    /// Where the route starts: the cat's tile, or during a step the tile being stepped onto.
    Tile from;
    /// The route as the click would plan it, first step first (`from` excluded; empty on open
    /// floor, which has no steps). On a level with patrols a wait is the tile again, and a
    /// click on `from` itself previews a wait (one step).
    std::vector<Tile> tiles;
    /// The route as points in tile units, its start first: `from`'s centre then each tile's
    /// centre on tiles; the cat, each corner, then the goal on open floor. One shape for both
    /// floors, for drawing.
    std::vector<Vec2> points;
    /// The route's length in tiles (along `points`).
    double length = 0;
    /// How far along `points` the walk goes before it ends: `length` when it Arrives, less when
    /// the cat is caught or wins on the way.
    double walkedLength = 0;
    /// Cost of the whole of `tiles` (dogs' cells at their multiplied cost), as the click's
    /// RoutePlanned event would report it.
    std::int64_t cost = 0;
    /// What the walk costs before it ends, as the game would count it: `cost` when it Arrives,
    /// less when the cat is caught or wins on the way (on open floor the level is won where the
    /// exit comes in reach, before its centre).
    std::int64_t walkedCost = 0;
    /// How the walk would end.
    RouteEnd end = RouteEnd::Arrives;
    /// Steps taken before the walk ends: tiles.size() when it Arrives, fewer when the cat is
    /// caught or wins on the way (the tile it ends on is `tiles[stepsWalked - 1]`).
    std::size_t stepsWalked = 0;
    /// The dog that would catch the cat (the first dog entered with no bone), when Caught.
    std::optional<Tile> caughtBy;
    /// Dogs along the walk paid with a bone (they would leave), in the order met.
    std::vector<Tile> dogsPaid;
    /// Bones held when the walk ends.
    int bonesAtEnd = 0;
    /// A level with patrols: the tick at which the cat stands on each of `tiles` (empty
    /// without patrols).
    std::vector<std::int64_t> ticks;
    /// A level with patrols: how many of `tiles` are waits (the tile again).
    int waits = 0;
    /// A level with patrols: where the patrolling dogs still there stand as the cat walks, one
    /// entry per point of `points` (the route's start, then after each step), up to where the
    /// walk ends (stepsWalked + 1 entries): the ghosts to draw along their rounds. Empty without
    /// patrols.
    std::vector<std::vector<DogSpot>> dogs;

    /// True when the walk ends with the cat caught: the route to draw in the warning colour.
    bool warns() const { return status == PreviewStatus::Walk && end == RouteEnd::Caught; }
    /// Field by field: the same answer about the same click.
    bool operator==(const RoutePreview&) const = default;
};

/// The status line for `preview`, in words for the player: the steps (on open floor the length
/// in tiles) and cost of the walk up to where it ends (the win screen's figures when it wins),
/// the dogs a bone pays, and a warning naming the dog when the walk ends caught ("No bone for
/// the dog at (3,1): the cat would be caught after 2 steps"), the waits on a level with patrols
/// ("Walk: 4 steps (2 waits), cost 40"); why a click would do nothing
/// otherwise; empty when there is nothing to say (off the map, the level over).
CATMAZE_GAME_EXPORT std::string describe(const RoutePreview& preview);

}  // namespace catmaze
