#pragma once
/// \file
/// The game rules and the cat's movement controller, with no SFML: input arrives as requests,
/// time as update(dt), and everything that happens leaves as PlayEvent values (play_event.hpp) for
/// the front end (animation, sound, the event log) and for tests.

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "catmaze/game/export.hpp"
#include "catmaze/game/game_status.hpp"
#include "catmaze/game/patrol_dogs.hpp"
#include "catmaze/game/play_event.hpp"
#include "catmaze/game/route_preview.hpp"
#include "catmaze/level/level.hpp"
#include "catmaze/search/astar.hpp"
#include "catmaze/search/grid_landmarks.hpp"
#include "catmaze/search/grid_movement.hpp"
#include "catmaze/search/grid_source.hpp"
#include "catmaze/search/jump_point_search.hpp"
#include "catmaze/search/space_time_path.hpp"

namespace catmaze {

/// The cat's grid data source.
using CatGrid = GridDataSource<GridCost>;

/// With diagonals off, the smallest level (in cells, 64 x 64) whose searches get landmarks: A*
/// with them was 2-3x faster on den312d- and arena2-sized maps with dogs but slower on the
/// campaign's levels, all smaller (docs/PERFORMANCE.md). With diagonals on, every level gets them.
constexpr std::int32_t kLandmarkMinCellsFourWay = 64 * 64;
/// With diagonals off, the least GridLandmarks::tightening for which a level keeps its landmarks:
/// on random512's scattered walls (1.001) A* was slower with them, on 8room (1.058) and every
/// other large map measured faster.
constexpr double kLandmarkMinTighteningFourWay = 1.03;

/// The diagonal rule behind the game's diagonal on/off switch: on is NoCornerCutting.
constexpr DiagonalMode catDiagonal(bool on) {
    return on ? DiagonalMode::NoCornerCutting : DiagonalMode::Never;
}

/// The diagonal rule a level is played under: the one its rules name (LevelDiagonal::On is
/// NoCornerCutting, Off is Never, as catDiagonal), else `setting`, the player's. The one place
/// where a level's own rule wins over the setting: the session, the solver, the par, the hint
/// and the route preview all move per catMovement, which asks here.
constexpr DiagonalMode playedDiagonal(const LevelRules& rules, DiagonalMode setting) {
    switch (rules.diagonal) {
        case LevelDiagonal::On:
            return catDiagonal(true);
        case LevelDiagonal::Off:
            return catDiagonal(false);
        case LevelDiagonal::PlayersSetting:
            break;
    }
    return setting;
}

/// How the cat moves on `rules`' costs: straight and diagonal step costs from the level, the
/// diagonal rule playedDiagonal(rules, setting): the level's when it names one, else the
/// player's setting (the game offers Never and NoCornerCutting).
CATMAZE_GAME_EXPORT GridMovement<GridCost> catMovement(const LevelRules& rules,
                                                       DiagonalMode setting);

/// The cat's data source for `level` as it stands: walls block, entering a dog's tile costs
/// `rules.dogCostMultiplier` times more (at least 1), moves per catMovement. Every `D` counts,
/// a patrolling dog's starting tile too: GameSession builds its grid from a board without the
/// patrolling dogs, whose meetings cost through time (PatrolDogs::tickCost).
CATMAZE_GAME_EXPORT CatGrid makeCatGrid(const Level& level, DiagonalMode diagonal);

/// The cat: where it is, what it holds, and how the level stands.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct CatState {
    /// The tile the cat stands on (or last left, mid-step).
    Tile tile;
    /// Bones held.
    int bones = 0;
    /// Steps taken in this level (on a level with patrols, waits included: a wait is a step).
    int steps = 0;
    /// The world's clock: ticks passed since the level started (every step and every wait is
    /// one), which says where each patrolling dog stands (DogRounds::at). Equal to `steps`.
    std::int64_t tick = 0;
    /// Cost of the steps taken in this level: each step's move cost on the grid as it stood when
    /// the step ended (a dog's cell at its multiplied cost, even when a bone paid the dog); a
    /// wait costs a straight step; a step or wait that meets a patrolling dog costs the dogs'
    /// multiplier times as much (tickCost).
    GridCost cost = 0;
    /// Playing, won or lost.
    GameStatus status = GameStatus::Playing;
};

/// Applies the rules for the cat arriving on `tile` of `board` (bones and dogs are removed from
/// `board` as they are taken) and appends the resulting events. Bone: bones + 1, the bone is gone.
/// Dog: with no bone the cat is eaten (Lost, the dog stays); otherwise bones - 1 and the dog is
/// gone. Exit: Won. `cat.tile` becomes `tile`; nothing else happens once the cat has won or lost
/// (or when `tile` is off the map). `cat.steps` is not touched.
CATMAZE_GAME_EXPORT void resolveArrival(Level& board, CatState& cat, Tile tile,
                                        std::vector<PlayEvent>& events);

/// One tick of a level with patrols: the cat goes from `cat.tile` at `cat.tick` to `tile` (a
/// wait when they are equal) while every patrolling dog still there walks one tile of its round.
/// In this order (playTick's, tick_rules.hpp): a DogMoved event for each of those dogs; the bone
/// on `tile` (or a dog without a patrol standing there, as resolveArrival); the meetings with
/// patrolling dogs (`dogs.met`): with a bone for each, each dog is paid (DogPaid at its new tile,
/// marked paid in `dogs`, its number appended to `paid` when given), else Caught at the first
/// one's tile (Lost, no bone spent); then the exit (Won). `cat.tick` grows by one and `cat.tile`
/// becomes `tile` whatever happens; nothing else happens once the cat has won or lost. `cat.steps`
/// and `cat.cost` are not touched. `tile` is on the map (not checked); throws std::invalid_argument
/// when `cat.tick` < 0.
CATMAZE_GAME_EXPORT void resolveTick(Level& board, CatState& cat, PatrolDogs& dogs, Tile tile,
                                     std::vector<PlayEvent>& events,
                                     std::vector<std::size_t>* paid = nullptr);

/// One level being played: the rules plus the movement controller.
///
/// A click asks for a path from the cat's tile and the cat walks it one step at a time, each
/// step taking `stepSeconds`. A click (or a key) during a step is kept as the pending target and
/// replaces the path when that step ends (the original's pendingMove). Clicking the cat's own
/// tile does nothing; a wall or a tile outside the map is refused with a reason.
///
/// Every event is queued for takeEvents(). The details the front end relies on:
/// - A click while standing: a wall gives Refused{Wall}, off the map Refused{OutsideMap}, the
///   cat's own tile nothing at all. Otherwise RoutePlanned (whatever the status), then either
///   StepStarted for the first step or, when the tile cannot be reached, Refused{NoPath}.
/// - A click during a step: a wall or off-map tile is refused at once and the walk goes on
///   unchanged. Any other tile becomes the pending request (the latest one wins); when the step
///   ends, a path is planned from the tile just reached, replacing the rest of the old path. So a
///   click on the tile the cat is leaving walks it back there after the step, and a click on the
///   tile it is stepping onto makes it stop there (no RoutePlanned: it is already there).
/// - A step: StepStarted{from, to} when it begins; after `stepSeconds` Stepped{to}, then the
///   arrival's rule events (BonePicked, DogPaid, Caught or Won), then the next StepStarted.
///   cat().tile stays the tile left until the step ends.
/// - A level with patrols (issue 36) is played through time: every step is a tick, and a wait
///   (wait(), or a click on the tile the cat stands on or is stepping onto) is a tick on the
///   spot costing a straight step: StepStarted{tile, tile}, then Waited instead of Stepped. After
///   each tick's Stepped or Waited come the dogs' DogMoved events, then the rule events in
///   resolveTick's order (the bone, the meetings, the exit). A click plans the cheapest route over
///   (tile, tick) from the current tick with waits allowed (SpaceTimeGrid over the patrolling
///   dogs still there, each meeting costing the dog multiplier); RoutePlanned then carries the
///   ticks and the number of waits. The board keeps `D` only for the dogs without a patrol; the
///   patrolling dogs are patrolDogs() at cat().tick (patrolDogsNow()). A level too large to plan
///   through time (SpaceTimeGrid's limits) refuses the click with Refused{NoPath}. Without
///   patrols, none of this: the events are exactly those of the lines above.
/// - Once the level is won or lost, walking stops (the rest of the path and any pending request
///   are dropped) and every later click or key is refused with Refused{GameOver}.
/// Thread safety: one thread at a time, const calls included: previewRoute() is const but
/// searches with an engine of the session's own. Copies are independent (they share only the
/// landmarks, which never change once built), so each thread may play a copy of its own.
class CATMAZE_GAME_EXPORT GameSession {
  public:
    /// Starts `level` (which must be valid) with the cat on its start tile, moving per
    /// catMovement: `diagonal` is the player's setting, and a level that names its own keeps it.
    /// The cat's grid is built here once; later only the cells that change (a dog leaving) are
    /// updated, so a click allocates nothing for the grid.
    explicit GameSession(Level level, DiagonalMode diagonal = DiagonalMode::Never,
                         double stepSeconds = 0.4);

    /// Asks the cat to walk to `target` (a left click); see the class comment for the events.
    void clickTile(Tile target);
    /// Asks the cat to walk one tile in `direction` (arrow keys / WASD); diagonal offsets are
    /// accepted only when diagonal movement is on, and offsets that are no single move (zero,
    /// longer than one tile, or diagonal with diagonals off) are ignored without an event. The
    /// move counts from the cat's tile, or during a step from the tile being stepped onto. Off the
    /// map gives Refused{OutsideMap}; a move the movement model forbids (into a wall, or a
    /// diagonal past wall corners as the diagonal mode says) gives Refused{Wall}, both at once.
    /// Otherwise the step starts now (StepStarted, no RoutePlanned), or during a walk it becomes
    /// the pending request and replaces the rest of the path after the current step.
    void pressDirection(Offset direction);
    /// Waits one tick on the spot (the wait key) on a level with patrols: as a click on the
    /// cat's own tile there (see the class comment; during a step it becomes the pending
    /// request, after a won or lost level Refused{GameOver}). On a level without patrols,
    /// nothing at all (no event), as a click on the cat's tile: nothing moves that a wait could
    /// let pass.
    void wait();
    /// Drops the rest of the path and any pending request: the step under way ends as it
    /// would, and the cat stands there. No event.
    void halt() {
        path_.clear();
        pending_.reset();
    }
    /// Advances time by `seconds` (called from the fixed-timestep update). Any length is handled:
    /// a long `seconds` completes as many steps as fit, each ending exactly `stepSeconds` after it
    /// started, and the time left over counts towards the next step. Non-positive or non-finite
    /// values are ignored.
    void update(double seconds);
    /// Starts the level again from its original state: the cat on its start with no bones, every
    /// bone and dog back, no path or pending request, unread events and the last search dropped,
    /// nothing to undo or redo.
    void restart();
    /// Takes back the last step finished (a step under way and the rest of the walk are dropped
    /// first): the cat on the tile it left, its bones, steps and cost as they were, the bone or
    /// dog the step took back on the board (and a dog's cost on the grid). Works while playing
    /// and after a loss (the level is played again); not after a win. Returns false, with no
    /// event, when there is nothing to take back; else true and an Undone event.
    bool undo();
    /// Takes again the last step taken back, when no other step was finished since: Redone, then
    /// the step's Stepped and rule events as when it was first taken (the walk under way is
    /// dropped first). Returns false, with no event, when there is nothing to redo.
    bool redo();

    /// The player's diagonal rule; applies to the next path searched and the next direction key.
    /// A level whose rules name a diagonal mode keeps it (playedDiagonal).
    void setDiagonal(DiagonalMode mode);
    /// The diagonal rule in use.
    DiagonalMode diagonal() const { return grid_.movement().diagonal; }
    /// Seconds per step (> 0; other values are ignored); applies from the next step.
    void setStepSeconds(double seconds);
    /// Seconds per step.
    double stepSeconds() const { return stepSeconds_; }

    /// What clickTile(`target`) would do now, without doing it: the route it would plan (the same
    /// tiles and cost as its RoutePlanned event), and how the bone and dog rules would end the
    /// walk, as if nothing else were asked on the way. During a step the route starts from the
    /// tile being stepped onto, with that tile's arrival (a bone, a dog) counted first. Changes
    /// nothing a caller can see (no events, no search reported); it searches with
    /// its own engine, so it may allocate on the first call.
    RoutePreview previewRoute(Tile target) const;

    /// Moves out the events that happened since the last call, oldest first.
    std::vector<PlayEvent> takeEvents();

    /// The level as first loaded (for restart and the editor).
    const Level& originalLevel() const { return original_; }
    /// The level as it stands: bones and dogs that were taken are Floor; the cat start is Floor.
    /// On a level with patrols the patrolling dogs' tiles are Floor too: they are where
    /// patrolDogsNow() says.
    const Level& board() const { return board_; }
    /// The dogs that walk a patrol, with the ones a bone has paid (none on a level without
    /// patrols: patrolDogs().any() is false).
    const PatrolDogs& patrolDogs() const { return patrols_; }
    /// Where the patrolling dogs still there stand now (at cat().tick; during a step, where
    /// they stood when it began). Empty on a level without patrols.
    std::vector<DogSpot> patrolDogsNow() const { return patrols_.at(cat_.tick); }
    /// The level as a planner starting at cat().tick needs it (the solver's solveFrom, the
    /// hint): board() with each patrolling dog still there back on its round's first tile with
    /// its patrol (where it stood at tick 0, so its round at the tick says where it is now), the
    /// paid ones and their patrols gone. board() itself on a level without patrols.
    Level planningBoard() const;
    /// Where the cat is, what it holds, and how the level stands.
    const CatState& cat() const { return cat_; }
    /// The tile the cat is stepping onto, when a step is under way.
    std::optional<Tile> stepTarget() const { return stepTarget_; }
    /// How far through the current step the cat is, in [0, 1) (0 when standing).
    double stepProgress() const;
    /// The direction of the last step (down {0,1} at the start).
    Offset facing() const { return facing_; }
    /// The rest of the current path, after the tile being stepped onto.
    const std::vector<Tile>& remainingPath() const { return path_; }
    /// True while the cat walks or has a path or a pending request.
    bool moving() const {
        return stepTarget_.has_value() || !path_.empty() || pending_.has_value();
    }

    /// Whether later searches record what the search overlay draws of them (on from the
    /// start): the nodes they reach, told by the search as it runs (search_listener.hpp), and the
    /// cells their scans visit, in the RoutePlanned event's trace. Off, a search reports to no
    /// one and its trace says only how it searched (jump points or A*, landmarks, expansions);
    /// on a large grid searched often whose jumps are long enough it then looks them up in
    /// tables (JumpTablesUse::Auto): the fastest mode, with the same paths and costs.
    void setRecordSearches(bool record) {
        recordSearches_ = record;
        engine_.setRecordScannedCells(record);
    }
    /// The current diagonal rule's landmarks, which searches use for their estimate; null when
    /// the level goes without (too small, or its walls make them not pay). Built at most once
    /// per rule and kept while the session lives.
    const GridLandmarks<GridCost>* landmarks() const {
        return landmarksByRule_[static_cast<std::size_t>(grid_.movement().diagonal)]
            .landmarks.get();
    }
    /// The grid the last search ran on, as it stands now (null before the first search since
    /// the level started or restarted).
    const CatGrid* lastSearchGrid() const { return searched_ ? &grid_ : nullptr; }
    /// The cat's grid as it stands: walls, the dogs still there, the movement model.
    const CatGrid& grid() const { return grid_; }

  private:
    // A pending request: walk to a tile (click) or one step in a direction (key).
    struct Request {
        bool isStep = false;
        bool isWait = false;
        Tile target;
        Offset direction;
    };
    void handle(const Request& request);
    void planPathTo(Tile target);
    // A click on a level with patrols: the cheapest route over (tile, tick) from now.
    void planThroughTime(Tile target);
    // previewRoute on a level with patrols, once the checks are done: `out` searched and walked
    // from `board`, `cat` and `dogs` as they will be when the step under way ends.
    RoutePreview walkThroughTime(RoutePreview out, Level board, CatState cat,
                                 PatrolDogs dogs) const;
    // previewRoute's walk: counts one step whose rule `events` left `cat` so in `out`; false when
    // the walk ends there (caught or won).
    static bool countStep(RoutePreview& out, const CatState& cat,
                          const std::vector<PlayEvent>& events);
    // previewRoute's walk ended: the bones held and the length walked.
    static void finishWalk(RoutePreview& out, const CatState& cat);
    // The cheapest route from `from` at `tick` to `to` among `dogs` (the click's and the
    // preview's search through time, on `engine`; what it looked at goes into `trace` when
    // given). NoPath when the level has too many moments to plan through.
    SpaceTimePath<GridCost> searchThroughTime(AStar<GridCost>& engine, const PatrolDogs& dogs,
                                              Tile from, std::int64_t tick, Tile to,
                                              SearchTrace* trace) const;
    bool canStepFrom(Tile from, Offset direction) const;
    void startNextStep();
    void finishStep();
    void stopWalking();
    // What a step from `from` onto the next tile `to` costs on the grid as it stands (a dog
    // there at its multiplied cost): the walk and its preview count each step with this.
    GridCost stepCost(Tile from, Tile to) const {
        return grid_.moveCost(grid_.size().indexOf(from), grid_.size().indexOf(to));
    }

    // A finished step, as undo needs it: the cat (its tick too) and its facing before the step,
    // what lay on the tile it stepped onto, and the patrolling dogs the step paid.
    struct Moment {
        CatState cat;
        Offset facing;
        Tile to;
        TileKind found;
        std::vector<std::size_t> paidDogs;
    };

    Level original_;
    Level board_;
    PatrolDogs patrols_;  // before grid_: the grid is built from the board without them
    CatGrid grid_;
    CatState cat_;
    double stepSeconds_ = 0.4;
    std::optional<Tile> stepTarget_;
    double stepElapsed_ = 0.0;
    double currentStepSeconds_ = 0.4;  // the step under way keeps the duration it started with
    Offset facing_{0, 1};
    std::vector<Tile> path_;
    std::optional<Request> pending_;
    std::vector<PlayEvent> events_;
    std::vector<Moment> taken_;      // steps finished, oldest first (what undo takes back)
    std::vector<Moment> takenBack_;  // steps undone, the last undone last (what redo takes again)
    JumpPointSearch<GridCost> engine_{true};  // records until told not to (the overlay off)
    bool recordSearches_ = true;
    PathResult<GridCost> found_;  // reused by every search
    bool searched_ = false;
    // previewRoute's own search (previewRoute changes nothing the session shows); scratch space
    // only (mutable), never part of the session's observable state.
    mutable JumpPointSearch<GridCost> previewEngine_{false};
    mutable PathResult<GridCost> previewFound_;
    // The searches through time (levels with patrols): the click's and the preview's.
    AStar<GridCost> timeEngine_;
    mutable AStar<GridCost> previewTimeEngine_;
    // Both engines' differential heuristic, per diagonal rule (DiagonalMode's value): worked out
    // the first time the rule is in use and kept, so switching diagonals back and forth builds
    // each rule's once (they fit the grid again when the rule is back). Never changed once built,
    // so copies of the session share them (a copy's grid is another grid: its searches go
    // without).
    struct KeptLandmarks {
        bool built = false;
        std::shared_ptr<const GridLandmarks<GridCost>> landmarks;  // null: the rule goes without
    };
    std::array<KeptLandmarks, 4> landmarksByRule_;

    // Builds the current diagonal rule's landmarks unless they were built before.
    void useLandmarks();
};

}  // namespace catmaze
