#pragma once
/// \file
/// Open-floor levels (format version 2 with "obstacles"): the cat walks freely, not tile by
/// tile, along the shortest route around polygon obstacles (ObstacleGraph, buffered by the cat's
/// radius). The same rules as on tiles where they make sense: bones, dogs and exits stay on their
/// tiles' centres and act when the cat comes within a radius of them. No SFML: input arrives as
/// click(point), time as update(dt), and what happens leaves as PlayEvent values (play_event.hpp).
///
/// What blocks the cat: the level's obstacles, its `#` tiles (as rectangles) and a frame around
/// the map (the cat never leaves it). Each dog not yet bribed is an octagon of radius
/// kOpenFloorDogRadius that a route may go round or walk through, as dogs cost on tiles: the
/// cat's route is the cheapest, where a tile of length costs the level's straightCost and
/// entering a dog (reaching its centre) costs straightCost x (dogCostMultiplier - 1) more (so a
/// dog costs its multiplier times a tile's step, as on tiles). Walking into a dog pays it with a
/// bone (it leaves) or, with none, the cat is caught.

#include <cstdint>
#include <memory>
#include <optional>
#include <variant>
#include <vector>

#include "catmaze/game/export.hpp"
#include "catmaze/game/game.hpp"
#include "catmaze/game/game_status.hpp"
#include "catmaze/game/graph_order.hpp"
#include "catmaze/game/open_floor_plan.hpp"
#include "catmaze/game/route_preview.hpp"
#include "catmaze/graph/obstacle_graph.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// The cat's radius in tiles: the obstacle graph's buffer radius.
inline constexpr double kOpenFloorCatRadius = 0.35;
/// A bone is picked up when the cat's centre comes within the cat's radius plus this.
inline constexpr double kOpenFloorBoneRadius = 0.25;
/// A dog's radius: its round obstacle, and it is touched when the cat's centre comes closer than
/// the cat's radius plus this.
inline constexpr double kOpenFloorDogRadius = 0.4;
/// The level is won when the cat's centre comes within this of an exit tile's centre.
inline constexpr double kOpenFloorExitRadius = 0.4;
/// The cat's default walking speed, in tiles per second.
inline constexpr double kOpenFloorSpeed = 3.0;

/// How far the cat's centre goes from `from`, along the unit vector `direction`, until an exit of
/// `board` is in reach (kOpenFloorExitRadius) and the level is won, plus a hair so that it is
/// strictly in reach; infinity when no exit comes in reach on that line. The walk stops there
/// exactly, not a check step later, so that a win costs what openFloorPlan says it does.
CATMAZE_GAME_EXPORT double distanceToExitReach(const Level& board, Vec2 from, Vec2 direction);

/// The length of `route` up to where an exit of `board` comes in reach (distanceToExitReach
/// along each leg): what the game counts of a winning walk along it. The whole length when no
/// exit does.
CATMAZE_GAME_EXPORT double lengthUntilExitReach(const Level& board, const std::vector<Vec2>& route);

/// What blocks the cat in `level` apart from dogs: its obstacles, its wall tiles merged into
/// rectangles (runs along rows, grown down over equal runs), and four rectangles framing the map.
CATMAZE_GAME_EXPORT std::vector<Polygon> openFloorBlockers(const Level& level);

/// A dog's obstacle: the octagon of inradius kOpenFloorDogRadius around `centre`.
CATMAZE_GAME_EXPORT Polygon dogShape(Vec2 centre);

/// What entering a dog costs on top of the length, in tiles: dogCostMultiplier - 1 (0 for a
/// multiplier below 1).
CATMAZE_GAME_EXPORT double dogToll(const LevelRules& rules);

/// The graph the cat walks on `board`: `blockers` (openFloorBlockers of the level) and each dog
/// on the board as an obstacle with a pass node at its centre whose toll is dogToll (so
/// ObstacleGraph::findPath gives the cheapest route, round dogs or through them, and a route to
/// a dog's centre ends in that dog).
CATMAZE_GAME_EXPORT std::unique_ptr<ObstacleGraph> openFloorGraph(
    const std::vector<Polygon>& blockers, const Level& board);

/// The cost in the tiles' units of walking `length` tiles and entering `dogsEntered` dogs:
/// straightCost per tile (rounded) plus straightCost x dogToll per dog (rounded).
CATMAZE_GAME_EXPORT GridCost routeCost(const LevelRules& rules, double length, int dogsEntered);

/// The rules where the cat's centre is `cat` on `board`: a bone within reach is picked up
/// (BonePicked, `bones` + 1, its tile Floor); a dog touched is paid with a bone (DogPaid, its
/// tile Floor) or, with none, catches the cat (Caught, `status` Lost); an exit within reach
/// wins (Won, `status` Won). The events are appended to `events`. One rule for the walk and the
/// preview.
CATMAZE_GAME_EXPORT void touchAt(Level& board, Vec2 cat, int& bones, GameStatus& status,
                                 std::vector<PlayEvent>& events);

/// How many obstacle graphs a session keeps besides the start's (for undo and redo).
inline constexpr std::size_t kOpenFloorKeptGraphs = 4;

/// One open-floor level being played.
///
/// - click(point): after the level is over, Refused{GameOver}; a point off the map (outside 0..
///   width, 0..height) Refused{OutsideMap}. A point within the cat's plus a dog's radius of a dog
///   sends the cat to that dog's centre. The route is the cheapest (openFloorGraph): round dogs
///   or through them. A point inside an
///   obstacle (buffered by the cat's radius) sends it to the nearest free point instead (so a
///   click on a wall walks up to the wall). Then RoutePlanned (whatever its status); when the
///   route was found it replaces the current one at once (no waiting for a step to end), else
///   Refused{NoPath} follows and the cat goes on as before.
/// - update(dt) moves the cat `speed * dt` tiles along the route, checking the rules every
///   kOpenFloorCheckStep tiles: a bone within reach is picked up (BonePicked); a dog touched is
///   bribed with a bone (DogPaid, its obstacle removed) or, with none, eats the cat (Caught,
///   Lost); an exit within reach wins (Won). Won or lost stops the cat and drops the route.
///
/// The obstacle graph follows the dogs on the board: it is built at the start and when the dogs
/// change (a dog paid, an undo or redo), unless a graph for the same dogs is kept (the start's,
/// and the last kOpenFloorKeptGraphs others): restart() never builds one. Building one for the
/// largest level the limits allow takes about half a second, so a front end may build them
/// elsewhere (deferGraphBuilds).
/// Thread safety: several threads may read it at once; a change needs it to itself.
class CATMAZE_GAME_EXPORT OpenFloorSession {
  public:
    /// Starts `level` (valid and open-floor or not: a tile level just has no obstacles) with the
    /// cat on its start tile's centre.
    explicit OpenFloorSession(Level level, double speed = kOpenFloorSpeed);
    OpenFloorSession(const OpenFloorSession&) = delete;
    OpenFloorSession& operator=(const OpenFloorSession&) = delete;

    /// Asks the cat to walk to `point` (tile units); see the class comment.
    void click(Vec2 point);
    /// What click(point) would do now, without doing it: the route, its cost, and how walking
    /// it would end under the rules (bones picked, dogs paid, caught, won). Searches the graph
    /// (not thread-safe, as the graph is not). Not while thinking() (it then answers NoPath).
    RoutePreview previewRoute(Vec2 point);
    /// Advances time by `seconds`; non-positive or non-finite values are ignored.
    void update(double seconds);
    /// The cat stands where it is: the rest of the route, and a click waiting for the graph,
    /// are dropped (the walk so far stays one walk for undo). No event.
    void halt() {
        route_.clear();
        waitingClick_.reset();
    }
    /// The level from the start again: cat on its start, bones and dogs back, no route or events,
    /// nothing to undo or redo.
    void restart();
    /// Takes back the last walk (open floor's step: the stretch from one click that found a route
    /// to the next): the cat, its bones, length and cost, the bones and dogs as when that click
    /// was made, the cat standing. Works while playing and after a loss, not after a win.
    /// Returns false, with no event, when there is nothing to take back; else true and Undone.
    /// Keeps the last kOpenFloorUndoDepth walks.
    bool undo();
    /// Gives back the last walk taken back (everything as when it was undone, the cat standing),
    /// when no walk started since: Redone and true; false with no event otherwise.
    bool redo();
    /// Moves out the events since the last call, oldest first.
    std::vector<PlayEvent> takeEvents();

    /// From now on, a graph the dogs need is not built here but ordered (graphWanted) and
    /// waited for (giveGraph). While the session waits (thinking()) the cat walks on (its route
    /// needs no graph), previewRoute must not be asked, and a click waits: the last one is
    /// carried out when the graph arrives (waitingClick()).
    void deferGraphBuilds() { deferred_ = true; }
    /// The graph the session waits for, while thinking(): the order, with a copy of the board.
    std::optional<GraphOrder> graphWanted() const;
    /// The id of that order, while thinking() (cheap: for checking every frame whether the order
    /// being built is still the one wanted).
    std::optional<std::uint64_t> graphOrderId() const {
        return thinking() ? std::optional<std::uint64_t>(order_) : std::nullopt;
    }
    /// Hands in the graph of order `id` (built from that order's blockers and board): ignored
    /// unless it is the one waited for; then a waiting click is carried out.
    void giveGraph(std::uint64_t id, std::unique_ptr<ObstacleGraph> graph);
    /// True while the session waits for its obstacle graph (deferGraphBuilds only).
    bool thinking() const { return graph_ == nullptr; }
    /// The click waiting for the graph, if any.
    const std::optional<Vec2>& waitingClick() const { return waitingClick_; }

    /// Walking speed in tiles per second (> 0; other values are ignored).
    void setSpeed(double tilesPerSecond);
    /// Walking speed in tiles per second.
    double speed() const { return speed_; }
    /// The level as first loaded.
    const Level& originalLevel() const { return original_; }
    /// The level as it stands: bones and dogs taken, and the cat start, are Floor.
    const Level& board() const { return board_; }
    /// What blocks the cat apart from dogs (openFloorBlockers of the level).
    const std::vector<Polygon>& blockers() const { return *blockers_; }
    /// The cat's centre, in tile units.
    Vec2 cat() const { return cat_; }
    /// The unit direction of the last move ({0, 1}, down, at the start).
    Vec2 facing() const { return facing_; }
    /// Bones the cat holds.
    int bones() const { return bones_; }
    /// Tiles walked in this level so far.
    double walked() const { return walked_; }
    /// The cost walked so far: routeCost of walked() and the dogs entered (paid or catching).
    GridCost cost() const;
    /// Whether the level is still being played, won or lost.
    GameStatus status() const { return status_; }
    /// The rest of the route: the cat's position, then each point still ahead; empty when the
    /// cat stands.
    const std::vector<Vec2>& route() const { return route_; }

  private:
    // What undo and redo put back.
    struct Moment {
        Level board;
        Vec2 cat;
        Vec2 facing;
        int bones = 0;
        double walked = 0;
        int dogsEntered = 0;
        GameStatus status = GameStatus::Playing;
    };
    Moment now() const;
    void restore(Moment moment);

    // The graph for the dogs on the board: a kept one, else built now or ordered (deferred).
    void rebuildGraph();
    void keepGraph(std::vector<Tile> dogs, std::shared_ptr<ObstacleGraph> graph);
    void checkContacts();
    Vec2 goalFor(Vec2 point) const;

    Level original_;
    Level board_;
    std::shared_ptr<const std::vector<Polygon>> blockers_;
    std::shared_ptr<ObstacleGraph> graph_;  // blockers plus the dogs on the board; null: waited for
    std::shared_ptr<ObstacleGraph> startGraph_;  // the start's, for restart
    // Graphs built since the start, by the dogs they hold, the newest last (undo, redo).
    std::vector<std::pair<std::vector<Tile>, std::shared_ptr<ObstacleGraph>>> kept_;
    bool deferred_ = false;
    std::uint64_t order_ = 0;  // the graph waited for, while thinking()
    std::optional<Vec2> waitingClick_;
    double speed_ = kOpenFloorSpeed;
    Vec2 cat_;
    Vec2 facing_{0, 1};
    int bones_ = 0;
    double walked_ = 0;
    int dogsEntered_ = 0;
    GameStatus status_ = GameStatus::Playing;
    std::vector<Vec2> route_;
    std::vector<PlayEvent> events_;
    std::vector<Moment> walks_;   // the moment each walk started, oldest first (undo)
    std::vector<Moment> undone_;  // the moments undone, the last undone last (redo)
};

/// How many walks an open-floor level can take back.
inline constexpr std::size_t kOpenFloorUndoDepth = 256;

/// How far the cat moves between two checks of the rules, in tiles.
inline constexpr double kOpenFloorCheckStep = 0.05;

}  // namespace catmaze
