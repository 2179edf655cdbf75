#pragma once
/// \file
/// One level in play, on either floor, behind one interface: the front end sends input in (a
/// click at a point in tile units, a direction key, time) and reads one vocabulary of events out
/// and the same queries for drawing, whether the cat walks tile by tile (TilePlay) or freely
/// around obstacles (FloorPlay). What a floor does not offer (a direction key, the hover
/// preview, the hint on open floor) answers "not offered" rather than needing a second path.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "catmaze/game/export.hpp"
#include "catmaze/game/game_status.hpp"
#include "catmaze/game/graph_order.hpp"
#include "catmaze/game/patrol_dogs.hpp"
#include "catmaze/game/play_event.hpp"
#include "catmaze/game/route_preview.hpp"
#include "catmaze/geom/geometry.hpp"
#include "catmaze/graph/obstacle_graph.hpp"
#include "catmaze/level/level.hpp"
#include "catmaze/search/grid_movement.hpp"

namespace catmaze {

/// How the cat moves in a level.
enum class Floor {
    Tiles,  ///< tile by tile, on the cheapest grid path
    Open,   ///< freely, on the shortest route around polygon obstacles
};

/// The steps and cost a tile walk counts (the open floor counts a length instead).
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct StepTally {
    int steps = 0;      ///< steps taken
    GridCost cost = 0;  ///< their cost on the cat's grid
};

/// Where the rest of the route goes, for drawing it.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct RouteAhead {
    /// The points still to reach, in tile units.
    std::vector<Vec2> points;
    /// True when the cat walks from point to point in steps (tile levels: the points are the
    /// centres of the tiles it will step on, the one under way first); false when the points are
    /// the corners of a line from the cat (open floor).
    bool stepwise = false;
};

/// Where a hint search starts: the cat's tile (or the tile being stepped onto), its point, its
/// bones and the diagonal rule, on board().
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct HintStart {
    Tile from;                                    ///< where the hint's route starts (tiles)
    int bones = 0;                                ///< bones held
    DiagonalMode diagonal = DiagonalMode::Never;  ///< the diagonal rule in use
    Vec2 point;  ///< the cat's centre (open floor: where the route starts; tiles: from's centre)
    /// Ticks played (dogs on patrol: where they stand, PlanStart::tick; the planner reads
    /// planningBoard()). 0 on the open floor.
    std::int64_t tick = 0;
};

/// A level in play. Input arrives as calls, time as update(), and what happens leaves as
/// PlayEvent values from takeEvents(), oldest first.
/// Thread safety: several threads may read one at once (its const members); any other call
/// needs it to itself.
class CATMAZE_GAME_EXPORT PlaySession {
  public:
    virtual ~PlaySession() = default;

    /// How the cat moves here.
    virtual Floor floor() const = 0;

    /// A click at `point` (tile units): the cat walks there. On tiles the click means the tile
    /// holding the point. A refusal (off the map, a wall, no route, the level over) is a Refused
    /// event with its reason.
    virtual void click(Vec2 point) = 0;
    /// A direction key: one step that way (tiles; the open floor ignores keys, with no event).
    virtual void press(Offset direction) = 0;
    /// The wait key: the cat waits a tick where it stands (tile levels with patrols,
    /// GameSession::wait); nothing, with no event, where nothing moves (every other level).
    virtual void wait() {}
    /// The cat stops walking as soon as it can: on tiles at the end of the step under way (a
    /// step is never cut in two), on open floor where it stands. No event; nothing when it
    /// stands already. (The hint plans from where the cat stops.)
    virtual void halt() = 0;
    /// Advances time by `seconds`; non-positive or non-finite values are ignored.
    virtual void update(double seconds) = 0;
    /// The level from the start again: the cat on its start, bones and dogs back, no route, no
    /// unread events.
    virtual void restart() = 0;
    /// Moves out the events since the last call, oldest first.
    virtual std::vector<PlayEvent> takeEvents() = 0;
    /// Takes back the last step (tiles, GameSession::undo; open floor, the last walk,
    /// OpenFloorSession::undo): an Undone event and true, or false with no event when there is
    /// nothing to take back.
    virtual bool undo() = 0;
    /// Takes again the last step taken back: Redone, then the step's events, and true; false
    /// with no event when there is nothing to redo or the floor offers no redo.
    virtual bool redo() = 0;

    /// Sets the player's diagonal rule (tiles: a level whose rules name a diagonal mode keeps it,
    /// see playedDiagonal; kept and reported back on open floor, where it changes nothing).
    virtual void setDiagonal(DiagonalMode mode) = 0;
    /// The diagonal rule the level is played under.
    virtual DiagonalMode diagonal() const = 0;
    /// Sets the pace: `stepSeconds` per tile step when walking (tiles), much faster while
    /// `running`. The open floor walks at kOpenFloorSpeed, faster while running.
    virtual void setPace(double stepSeconds, bool running) = 0;
    /// Whether the cat's searches record what the search overlay shows of them in their
    /// RoutePlanned trace (the nodes reached and the scanned cells; GameSession::
    /// setRecordSearches): on from the start; off, the searches report to no one, fastest on
    /// large levels. Nothing on open floor, whose trace is the visibility graph's.
    virtual void recordSearches(bool record) { (void)record; }

    /// What a click at `point` (tile units; on tiles, the tile holding it) would do now, without
    /// doing it, on either floor; nullopt when a floor offers no preview. May search (results
    /// are kept until the target or the cat changes).
    virtual std::optional<RoutePreview> previewRoute(Vec2 point) = 0;
    /// Where a hint search would start now (on both floors; nullopt when a floor offers none).
    virtual std::optional<HintStart> hintStart() const = 0;

    /// From now on the level does not build obstacle graphs itself (open floor: they take up to
    /// about half a second): it orders them (graphWanted) and waits (OpenFloorSession's
    /// deferGraphBuilds). Nothing on tiles.
    virtual void deferGraphBuilds() {}
    /// The obstacle graph the level waits for, if any (deferGraphBuilds; never on tiles).
    virtual std::optional<GraphOrder> graphWanted() const { return std::nullopt; }
    /// The id of that order (cheap: for checking every frame whether the order being built is
    /// still the one wanted); nullopt when none is wanted.
    virtual std::optional<std::uint64_t> graphOrderId() const { return std::nullopt; }
    /// Hands in the graph of order `id` (OpenFloorSession::giveGraph); a click that waited for
    /// it is carried out (its events follow).
    virtual void giveGraph(std::uint64_t id, std::unique_ptr<ObstacleGraph> graph) {
        (void)id;
        (void)graph;
    }
    /// True while a click waits for the obstacle graph (the front end says it is thinking).
    virtual bool clickWaiting() const { return false; }

    /// The level as first loaded.
    virtual const Level& originalLevel() const = 0;
    /// The level as it stands: bones and dogs taken, and the cat start, are Floor (and on a tile
    /// level with patrols the patrolling dogs' tiles: they are at patrolDogsNow()).
    virtual const Level& board() const = 0;
    /// The level as a planner starting from hintStart() needs it: board(), and on a tile level
    /// with patrols the patrolling dogs still there on their rounds (GameSession::planningBoard).
    virtual Level planningBoard() const { return board(); }
    /// Where the dogs that walk patrols stand now, those still there (GameSession::
    /// patrolDogsNow); empty on every level without patrols.
    virtual std::vector<DogSpot> patrolDogsNow() const { return {}; }
    /// Where those dogs will stand when the tick under way ends (standing: after the next tick),
    /// in the same order: the front end glides each dog from patrolDogsNow() to here as the cat
    /// steps, and turns it the way it will go. Empty on every level without patrols.
    virtual std::vector<DogSpot> patrolDogsAhead() const { return {}; }
    /// The cat's centre now, in tile units (mid-step: between the two tiles' centres).
    virtual Vec2 catPosition() const = 0;
    /// The tile the cat stands on (tiles: the one it last left, mid-step).
    virtual Tile catTile() const = 0;
    /// The direction the cat faces as drawn: its direction of travel while it walks; when it
    /// stands, down (0, 1) on tiles, its last direction on open floor.
    virtual Vec2 facing() const = 0;
    /// While the cat walks, how far through its stride it is, in [0, 1): through the step under
    /// way (tiles), through the tile being walked (open floor). nullopt when it stands.
    virtual std::optional<double> stride() const = 0;
    /// The rest of the route (empty when the cat stands).
    virtual RouteAhead routeAhead() const = 0;
    /// Bones held.
    virtual int bones() const = 0;
    /// Steps and cost so far (tiles); nullopt on open floor, which counts walked() only.
    virtual std::optional<StepTally> stepTally() const = 0;
    /// Tiles walked so far: steps on tiles, the length on open floor.
    virtual double walked() const = 0;
    /// The cost walked so far, in the tiles' units (a straight step costs the level's
    /// straightCost): on tiles the step tally's cost; on open floor straightCost per tile of
    /// length, rounded to the nearest unit, plus each dog's surcharge (kept equal to the cost a
    /// win screen, a record and the planner's par compare).
    virtual GridCost cost() const = 0;
    /// Playing, won or lost.
    virtual GameStatus status() const = 0;
};

/// The words the player sees for a refused click or key, on either floor: the hover preview's
/// words for the same case ("A wall: the cat cannot go there", "No way there"), "Outside the
/// map: the cat cannot go there", or empty for GameOver (the end is shown instead).
CATMAZE_GAME_EXPORT std::string describe(RefuseReason reason);

/// Plays `level` (valid): on open floor when it has obstacles, else on tiles, with `diagonal`
/// (the player's setting; a level that names its own keeps it, see playedDiagonal) and
/// `stepSeconds` per step.
CATMAZE_GAME_EXPORT std::unique_ptr<PlaySession> startPlay(const Level& level,
                                                           DiagonalMode diagonal,
                                                           double stepSeconds);

}  // namespace catmaze
