#pragma once
/// \file
/// The one vocabulary of what happens in a level in play, on either floor: the sessions
/// (GameSession on tiles, OpenFloorSession on open floor, PlaySession over both) emit these
/// values, the app presents them and the tests read them. With the refusal reasons, the search
/// trace a planned route carries, and the tile <-> point conversions the events are written in.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <variant>
#include <vector>

#include "catmaze/game/export.hpp"
#include "catmaze/geom/geometry.hpp"
#include "catmaze/geom/tile.hpp"
#include "catmaze/graph/obstacle_graph.hpp"
#include "catmaze/graph/route_status_name.hpp"
#include "catmaze/search/path_source.hpp"

namespace catmaze {

/// The integer cost type of the cat's moves (a straight step costs the level's straightCost).
using GridCost = std::int64_t;

/// The centre of tile `t` in tile units: (col + 0.5, row + 0.5).
CATMAZE_GAME_EXPORT Vec2 tileCentre(Tile t);
/// The tile holding `point` (tile units): (floor(x), floor(y)).
CATMAZE_GAME_EXPORT Tile tileHolding(Vec2 point);

/// Why a click or a key was refused, on either floor (the open floor has no walls to refuse:
/// a click on one sends the cat to the nearest free point).
enum class RefuseReason { Wall, OutsideMap, NoPath, GameOver };
/// `wall`, `outside the map`, `no path`, `game over`.
CATMAZE_GAME_EXPORT const char* toString(RefuseReason reason);

/// What a route search looked at, for the search overlay: a value that travels inside the
/// planned-route event, so a front end draws it without knowing the search engine.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct CATMAZE_GAME_EXPORT SearchTrace {
    /// A node the search reached.
    /// Thread safety: several threads may read it at once; a change needs it to itself.
    /// Through time (`period` > 0) the search visits a tile at several moments, each a node of
    /// its own: a Node then stands for all of them.
    struct Node {
        Tile tile;  ///< the node's tile (a cell, or a jump point)
        /// Still open when the search ended (else closed); through time: no moment of the tile
        /// was closed.
        bool open;
        /// Best known cost from the start; through time: the least over the tile's moments.
        GridCost g;
        /// The heuristic's estimate to the goal (through time: the same at every moment).
        GridCost h;
        /// Through time: the moments of the tile the search reached (1 to `period`); else 1.
        std::int32_t momentsReached = 1;
        /// Through time: the moments of the tile the search closed (0 to momentsReached); else 1
        /// when closed, 0 when open.
        std::int32_t momentsClosed = 0;
        /// Through time: the fewest ticks after the search's start at which it reached the tile
        /// (0 for the cat's tile), along the best way it knew to each moment; else 0.
        std::int64_t firstTick = 0;
    };
    /// The moments a tile has in the search: the patrols' common period when the search went
    /// through time (a tile level with patrols, nodes being tile-moment pairs); 0 when it
    /// searched the tiles alone.
    std::int32_t period = 0;
    /// True when the search used jump points (the nodes are jump points), false for plain A*.
    bool jumped = false;
    /// True when the search's estimate used landmarks (tiles; h is then theirs).
    bool landmarks = false;
    /// Nodes expanded: jump points, or cells for A* (tile-moment pairs through time).
    std::int32_t expanded = 0;
    /// The tile searched for.
    Tile goal;
    /// The cells the jump scans visited, in order, with repeats (empty for A*).
    std::vector<Tile> scanned;
    /// Every node reached (open or closed), in row-major order (tiles), one per tile, as the
    /// search told it while it ran; empty when the session was not recording
    /// (GameSession::setRecordSearches).
    std::vector<Node> nodes;
    /// True for an obstacle graph's search (open floor): the fields below, not tiles, say what
    /// it looked at (`expanded` counts expandedPoints).
    bool graph = false;
    /// Open floor: the visibility graph's links, each once, as their two ends (tile units).
    std::vector<std::pair<Vec2, Vec2>> edges;
    /// Open floor: where the nodes the search expanded are, in order.
    std::vector<Vec2> expandedPoints;
    /// Open floor: where the nodes reached but left open are.
    std::vector<Vec2> openPoints;

    /// The node on `tile`, or null when the search never reached it.
    const Node* nodeAt(Tile tile) const;
};

/// Events of a level in play, in the order they happen (one vocabulary for both floors).
namespace play_event {
/// A route was searched for a click.
/// Thread safety: several threads may read it at once; a change needs it to itself.
/// Copies share the trace, which never changes.
struct RoutePlanned {
    /// Where the player clicked, in tile units (a tile click: the centre of that tile).
    Vec2 target;
    /// The tile holding `target`.
    Tile targetTile;
    /// Where the cat was sent: the target, or on open floor a dog's centre for a click on a dog
    /// or the nearest free point for a click inside an obstacle.
    Vec2 goal;
    /// The search's answer: a grid path's status (tiles) or an obstacle route's (open floor).
    std::variant<PathStatus, RouteStatus> status;
    /// True when the route was found: the cat walks it.
    bool found = false;
    /// The route's cost in the tiles' units (open floor: its length's and the dogs' cost).
    GridCost cost = 0;
    /// The route's length in tiles.
    double length = 0;
    /// The tiles a tile route steps on, first step first (empty on open floor). On a level with
    /// patrols a wait is a step onto the tile the cat stands on (the tile again).
    std::vector<Tile> tiles;
    /// Planned through time (a tile level with patrols): the tick at which the cat stands on
    /// each of `tiles`, so `ticks[i] - 1` is when step i starts. Empty when the route was planned
    /// on the still grid (no patrols), and then the event is as it always was.
    std::vector<std::int64_t> ticks;
    /// How many of `tiles` are waits (0 without patrols).
    int waits = 0;
    /// The route as points: tile centres (the cat's excluded) or, on open floor, the cat, each
    /// corner, then `goal`. Empty unless found.
    std::vector<Vec2> points;
    /// What the search looked at (on either floor), shared as an unchanging value so the event
    /// copies cheaply; null when nothing was searched.
    std::shared_ptr<const SearchTrace> trace;
};
/// The cat left `from` towards the adjacent `to` (tiles; the open floor walks without steps).
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct StepStarted {
    Tile from;  ///< the tile the cat leaves
    Tile to;    ///< the adjacent tile it walks to
};
/// The cat arrived on `tile` after a step (tiles; the open floor walks without steps).
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Stepped {
    Tile tile;  ///< where the cat arrived
    int steps;  ///< steps taken in this level so far
};
/// The bone on `tile` was picked up.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct BonePicked {
    Tile tile;  ///< where the bone lay
    int bones;  ///< bones held now
};
/// A bone paid the dog on `tile`, which left.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct DogPaid {
    Tile tile;  ///< where the dog stood
    int bones;  ///< bones held now
};
/// The cat met the dog on `tile` with no bone: the level is lost.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Caught {
    Tile tile;  ///< the dog's tile
};
/// The cat reached the exit on `tile`: the level is won.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Won {
    Tile tile;  ///< the exit's tile
};
/// The last step (open floor: the last walk) was taken back (undo): the cat stands on `tile`
/// again with the bones, steps and cost it had before it, and what it took is back on the board.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Undone {
    Tile tile;  ///< where the cat stands again
    int steps;  ///< steps taken in this level now (0 on open floor)
};
/// A step taken back is taken again (redo): on tiles its StepStarted, Stepped and rule events
/// follow; on open floor the cat stands where the walk was undone, with what it held then.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Redone {
    Tile tile;  ///< the tile the step goes to (open floor: the cat's tile)
};
/// The cat waited a tick on `tile` (levels with patrols: the wait key, a click on the cat, or
/// a wait of a planned route); the patrolling dogs moved meanwhile (DogMoved). Comes where a
/// step's Stepped would, and its rule events follow as a step's do.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Waited {
    Tile tile;  ///< where the cat waited
    int steps;  ///< steps taken in this level so far, this wait included (a wait is a step)
};
/// Patrolling dog `dog` (DogRounds' number) walked from `from` to `to` in the tick that just
/// ended; one per dog still there, right after the tick's Stepped or Waited and before its rule
/// events (the dogs move at the same time as the cat).
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct DogMoved {
    std::size_t dog;  ///< the dog's number (DogRounds)
    Tile from;        ///< where it stood when the tick began
    Tile to;          ///< where it stands now
};
/// A click or key was refused; the cat goes on as before.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct Refused {
    /// The point asked for (a tile or a key: the centre of the tile asked for).
    Vec2 point;
    /// The tile asked for.
    Tile tile;
    /// Why it was refused.
    RefuseReason reason;
};
}  // namespace play_event

/// Anything that happens in a level in play.
using PlayEvent =
    std::variant<play_event::RoutePlanned, play_event::StepStarted, play_event::Stepped,
                 play_event::BonePicked, play_event::DogPaid, play_event::Caught, play_event::Won,
                 play_event::Undone, play_event::Redone, play_event::Refused, play_event::Waited,
                 play_event::DogMoved>;

}  // namespace catmaze
