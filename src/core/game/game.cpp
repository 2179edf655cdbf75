#include "catmaze/game/game.hpp"

#include <cmath>
#include <cstdlib>
#include <memory>
#include <utility>

#include "route_events.hpp"
#include "search_recorder.hpp"

namespace catmaze {

GridMovement<GridCost> catMovement(const LevelRules& rules, DiagonalMode setting) {
    return GridMovement<GridCost>{playedDiagonal(rules, setting), rules.straightCost,
                                  rules.diagonalCost};
}

namespace {

// A multiplier below 1 would make the grid's estimate overestimate; a valid level never has one,
// but the search must stay correct anyway.
GridCost dogMultiplier(const LevelRules& rules) {
    return rules.dogCostMultiplier < 1 ? 1 : rules.dogCostMultiplier;
}

}  // namespace

CatGrid makeCatGrid(const Level& level, DiagonalMode diagonal) {
    const auto cells = static_cast<std::size_t>(level.size.cellCount());
    std::vector<std::uint8_t> walkable(cells, 0);
    std::vector<GridCost> multiplier(cells, 1);
    for (std::size_t i = 0; i < cells && i < level.tiles.size(); ++i) {
        walkable[i] = level.tiles[i] == TileKind::Wall ? 0 : 1;
        if (level.tiles[i] == TileKind::Dog)
            multiplier[i] = dogMultiplier(level.rules);
    }
    return CatGrid(level.size, std::move(walkable), catMovement(level.rules, diagonal),
                   std::move(multiplier));
}

namespace {

// The board as play starts: the cat's start is plain floor once the cat has left it, and so are
// the patrolling dogs' tiles (they walk off them: `dogs` says where they are).
Level startingBoard(const Level& level, const PatrolDogs& dogs) {
    Level board = level;
    for (TileKind& kind : board.tiles) {
        if (kind == TileKind::CatStart)
            kind = TileKind::Floor;
    }
    for (std::size_t dog = 0; dog < dogs.rounds().count(); ++dog) {
        if (dogs.walks(dog))
            board.set(dogs.rounds().round(dog).tiles.front(), TileKind::Floor);
    }
    return board;
}

bool validStepSeconds(double seconds) {
    return std::isfinite(seconds) && seconds > 0.0;
}

}  // namespace

GameSession::GameSession(Level level, DiagonalMode diagonal, double stepSeconds)
    : original_(std::move(level)),
      patrols_(original_),
      grid_(makeCatGrid(startingBoard(original_, patrols_), diagonal)) {
    setStepSeconds(stepSeconds);
    restart();
    useLandmarks();
}

void GameSession::useLandmarks() {
    // Landmarks make searches cheaper (docs/PERFORMANCE.md: with diagonals on, 4-5x on den312d-
    // and arena2-sized maps with dogs and within the noise on the campaign; with them off, where
    // the search is A*, 2-3x on those maps but slower on small levels, so only from
    // kLandmarkMinCellsFourWay). A session is made on the level-loading worker, so the build
    // (GridSweep: under a millisecond on the campaign, 45-80 ms on a 512 x 512 map, about four
    // times that on the largest level) never holds up a frame; only the first switch of
    // diagonals during play builds the other rule's on the game's thread, and they are kept for
    // switching back. Multipliers (dogs) do not matter to them; walls never change during play.
    // With diagonals off they are kept only where they tighten the estimate (not on scattered
    // walls, where A* was slower with them).
    KeptLandmarks& kept = landmarksByRule_[static_cast<std::size_t>(grid_.movement().diagonal)];
    if (!kept.built) {
        kept.built = true;
        const bool jumps = JumpPointSearch<GridCost>::supports(grid_);
        if (jumps || grid_.nodeCount() >= kLandmarkMinCellsFourWay) {
            auto built = std::make_shared<GridLandmarks<GridCost>>();
            built->build(grid_, GridLandmarks<GridCost>::kDefaultCount);
            if (jumps || built->tightening(grid_) >= kLandmarkMinTighteningFourWay)
                kept.landmarks = std::move(built);
        }
    }
}

void GameSession::restart() {
    patrols_.reset();
    board_ = startingBoard(original_, patrols_);
    // Only dogs change the grid during play (a bribed dog's cell costs 1 again); put them back.
    for (std::size_t i = 0; i < board_.tiles.size(); ++i) {
        if (board_.tiles[i] == TileKind::Dog)
            grid_.setMultiplier(board_.size.tileAt(static_cast<std::int32_t>(i)),
                                dogMultiplier(board_.rules));
    }
    cat_ = CatState{};
    cat_.tile = original_.catStart();
    stepTarget_.reset();
    stepElapsed_ = 0.0;
    currentStepSeconds_ = stepSeconds_;
    facing_ = Offset{0, 1};
    path_.clear();
    pending_.reset();
    // Events of the previous attempt would describe a board that no longer exists.
    events_.clear();
    taken_.clear();
    takenBack_.clear();
    searched_ = false;
}

void GameSession::setDiagonal(DiagonalMode mode) {
    grid_.setMovement(catMovement(original_.rules, mode));
    useLandmarks();  // the old ones measured the other moves
}

void GameSession::setStepSeconds(double seconds) {
    if (validStepSeconds(seconds))
        stepSeconds_ = seconds;
}

double GameSession::stepProgress() const {
    if (!stepTarget_)
        return 0.0;
    const double progress = stepElapsed_ / currentStepSeconds_;
    return progress < 0.0 ? 0.0 : (progress < 1.0 ? progress : std::nextafter(1.0, 0.0));
}

std::vector<PlayEvent> GameSession::takeEvents() {
    return std::exchange(events_, {});
}

void GameSession::clickTile(Tile target) {
    if (cat_.status != GameStatus::Playing) {
        events_.emplace_back(refusal(target, RefuseReason::GameOver));
        return;
    }
    if (!board_.size.contains(target)) {
        events_.emplace_back(refusal(target, RefuseReason::OutsideMap));
        return;
    }
    if (board_.at(target) == TileKind::Wall) {
        events_.emplace_back(refusal(target, RefuseReason::Wall));
        return;
    }
    const Request request{false, false, target, Offset{}};
    if (stepTarget_) {
        // Mid-step: the step completes first (the original's pendingMove); the latest request wins.
        pending_ = request;
        return;
    }
    handle(request);
}

void GameSession::pressDirection(Offset direction) {
    if (std::abs(direction.dcol) > 1 || std::abs(direction.drow) > 1 || direction == Offset{0, 0} ||
        (isDiagonal(direction) && diagonal() == DiagonalMode::Never)) {
        return;  // not a move the cat can make: ignored, as an unbound key would be
    }
    // During a step the key counts from the tile the cat is stepping onto.
    const Tile from = stepTarget_ ? *stepTarget_ : cat_.tile;
    const Tile to = from + direction;
    if (cat_.status != GameStatus::Playing) {
        events_.emplace_back(refusal(to, RefuseReason::GameOver));
        return;
    }
    if (!board_.size.contains(to)) {
        events_.emplace_back(refusal(to, RefuseReason::OutsideMap));
        return;
    }
    // A move the model forbids (a wall, or a diagonal past wall corners) bumps like a wall.
    if (!canStepFrom(from, direction)) {
        events_.emplace_back(refusal(to, RefuseReason::Wall));
        return;
    }
    const Request request{true, false, Tile{}, direction};
    if (stepTarget_) {
        pending_ = request;
        return;
    }
    handle(request);
}

bool GameSession::canStepFrom(Tile from, Offset direction) const {
    return grid_.movement().canStep(from, direction,
                                    [this](Tile t) { return grid_.walkableTile(t); });
}

void GameSession::update(double seconds) {
    if (!(seconds > 0.0) || !std::isfinite(seconds))
        return;
    // A long frame may cover several steps: each ends exactly on time and the rest carries over.
    double remaining = seconds;
    while (stepTarget_ && remaining > 0.0) {
        const double needed = currentStepSeconds_ - stepElapsed_;
        if (remaining < needed) {
            stepElapsed_ += remaining;
            break;
        }
        remaining -= needed;
        finishStep();
    }
}

void GameSession::handle(const Request& request) {
    path_.clear();
    if (request.isWait || (!request.isStep && request.target == cat_.tile)) {
        if (!patrols_.any())
            return;                  // already there: nothing to plan, nothing to report
        path_.push_back(cat_.tile);  // a tick on the spot
        startNextStep();
        return;
    }
    if (!request.isStep) {
        planPathTo(request.target);
        return;
    }
    const Tile to = cat_.tile + request.direction;
    // Re-checked because the request may have waited for a step to end.
    if (!canStepFrom(cat_.tile, request.direction)) {
        events_.emplace_back(refusal(to, RefuseReason::Wall));
        return;
    }
    path_.push_back(to);
    startNextStep();
}

void GameSession::planPathTo(Tile target) {
    if (patrols_.any()) {
        planThroughTime(target);
        return;
    }
    const GridSize size = grid_.size();
    engine_.setLandmarks(landmarks());  // per search: a copy's engine has its own pointer
    const NodeId from = size.indexOf(cat_.tile);
    const NodeId to = size.indexOf(target);
    auto trace = std::make_shared<SearchTrace>();
    if (recordSearches_) {
        SearchRecorder recorder;
        engine_.findPath(grid_, from, to, found_, {}, recorder);
        trace->nodes = recorder.nodes(size);
        for (const NodeId id : engine_.scannedCells()) {
            if (id >= 0 && id < size.cellCount())
                trace->scanned.push_back(size.tileAt(id));
        }
    } else {
        engine_.findPath(grid_, from, to, found_);
    }
    trace->jumped = engine_.lastSearchJumped();
    trace->landmarks = engine_.lastSearchUsedLandmarks();
    trace->expanded = engine_.lastExpandedCount();
    trace->goal = target;
    searched_ = true;
    path_.clear();
    for (const NodeId n : found_.path)
        path_.push_back(size.tileAt(n));
    play_event::RoutePlanned route =
        routePlanned(cat_.tile, target, found_.status, found_.cost, path_);
    route.trace = std::move(trace);
    events_.emplace_back(std::move(route));
    if (found_.status != PathStatus::Found) {
        path_.clear();
        events_.emplace_back(refusal(target, RefuseReason::NoPath));
        return;
    }
    startNextStep();
}

void GameSession::startNextStep() {
    if (path_.empty() || cat_.status != GameStatus::Playing)
        return;
    const Tile to = path_.front();
    path_.erase(path_.begin());
    if (to != cat_.tile)  // a wait keeps the way the cat faces
        facing_ = Offset{to.col - cat_.tile.col, to.row - cat_.tile.row};
    stepTarget_ = to;
    stepElapsed_ = 0.0;
    currentStepSeconds_ = stepSeconds_;
    events_.emplace_back(play_event::StepStarted{cat_.tile, to});
}

bool GameSession::undo() {
    if (taken_.empty() || cat_.status == GameStatus::Won)
        return false;
    stopWalking();
    const Moment moment = taken_.back();
    taken_.pop_back();
    board_.set(moment.to, moment.found);
    if (moment.found == TileKind::Dog)
        grid_.setMultiplier(moment.to, dogMultiplier(board_.rules));
    for (const std::size_t dog : moment.paidDogs)
        patrols_.setPaid(dog, false);
    cat_ = moment.cat;
    facing_ = moment.facing;
    takenBack_.push_back(moment);
    events_.emplace_back(play_event::Undone{cat_.tile, cat_.steps});
    return true;
}

bool GameSession::redo() {
    if (takenBack_.empty() || cat_.status != GameStatus::Playing)
        return false;
    stopWalking();
    const Moment moment = takenBack_.back();
    takenBack_.pop_back();
    events_.emplace_back(play_event::Redone{moment.to});
    if (moment.to != cat_.tile)
        facing_ = Offset{moment.to.col - cat_.tile.col, moment.to.row - cat_.tile.row};
    stepTarget_ = moment.to;
    const std::vector<Moment> rest = std::move(takenBack_);
    finishStep();
    takenBack_ = rest;  // finishing a step forgets what was undone; a redo keeps the rest
    return true;
}

void GameSession::finishStep() {
    const Tile to = *stepTarget_;
    Moment moment{cat_, facing_, to, board_.at(to), {}};
    takenBack_.clear();
    stepTarget_.reset();
    stepElapsed_ = 0.0;
    ++cat_.steps;
    const bool dogHere = board_.at(to) == TileKind::Dog;
    if (patrols_.any()) {
        cat_.cost += patrols_.tickCost(grid_, cat_.tile, to, cat_.tick);
        if (to == cat_.tile)
            events_.emplace_back(play_event::Waited{to, cat_.steps});
        else
            events_.emplace_back(play_event::Stepped{to, cat_.steps});
        resolveTick(board_, cat_, patrols_, to, events_, &moment.paidDogs);
    } else {
        cat_.cost += stepCost(cat_.tile, to);
        cat_.tile = to;
        ++cat_.tick;
        events_.emplace_back(play_event::Stepped{to, cat_.steps});
        resolveArrival(board_, cat_, to, events_);
    }
    taken_.push_back(std::move(moment));
    if (dogHere && board_.at(to) != TileKind::Dog)
        grid_.setMultiplier(to, 1);  // bribed: the cell is plain floor from now on
    if (cat_.status != GameStatus::Playing) {
        stopWalking();
        return;
    }
    if (pending_) {
        const Request request = *pending_;
        pending_.reset();
        handle(request);
        return;
    }
    startNextStep();
}

void GameSession::stopWalking() {
    stepTarget_.reset();
    stepElapsed_ = 0.0;
    path_.clear();
    pending_.reset();
}

}  // namespace catmaze
