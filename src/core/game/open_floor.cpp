#include "catmaze/game/open_floor.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <utility>

namespace catmaze {

namespace {

// A touch must go this much deeper than a route that grazes a dog's buffered outline (routes
// keep exactly the two radii apart, up to the geometry's rounding).
constexpr double kTouchMargin = 1e-6;

Polygon rectangle(double x0, double y0, double x1, double y1) {
    return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

// What a search of the obstacle graph for `goal` looked at, as the search overlay draws it.
std::shared_ptr<const SearchTrace> searchTrace(RouteTrace route, Vec2 goal) {
    auto trace = std::make_shared<SearchTrace>();
    trace->graph = true;
    trace->goal = tileHolding(goal);
    trace->edges = std::move(route.edges);
    trace->expandedPoints = std::move(route.expanded);
    trace->openPoints = std::move(route.open);
    trace->expanded = static_cast<std::int32_t>(trace->expandedPoints.size());
    return trace;
}

bool onMap(const Level& level, Vec2 p) {
    return p.x >= 0 && p.y >= 0 && p.x <= level.size.width && p.y <= level.size.height;
}

// The dog on `board` that a click at `point` is on, if any.
std::optional<Tile> dogAt(const Level& board, Vec2 point) {
    for (Tile dog : board.find(TileKind::Dog)) {
        if (distance(point, tileCentre(dog)) < kOpenFloorCatRadius + kOpenFloorDogRadius)
            return dog;
    }
    return std::nullopt;
}

}  // namespace

double distanceToExitReach(const Level& board, Vec2 from, Vec2 direction) {
    constexpr double kPast = 1e-9;  // touchAt wins strictly within the radius
    double nearest = std::numeric_limits<double>::infinity();
    for (Tile exit : board.find(TileKind::Exit)) {
        nearest = std::min(
            nearest,
            distanceIntoCircle(from, direction, tileCentre(exit), kOpenFloorExitRadius) + kPast);
    }
    return nearest;
}

double lengthUntilExitReach(const Level& board, const std::vector<Vec2>& route) {
    double length = 0;
    for (std::size_t i = 1; i < route.size(); ++i) {
        const double gap = distance(route[i - 1], route[i]);
        if (gap == 0)
            continue;
        const double reach =
            distanceToExitReach(board, route[i - 1], (route[i] - route[i - 1]) * (1.0 / gap));
        if (reach <= gap)
            return length + reach;
        length += gap;
    }
    return length;
}

std::vector<Polygon> openFloorBlockers(const Level& level) {
    std::vector<Polygon> out = level.obstacles;
    const GridSize size = level.size;
    std::vector<bool> used(static_cast<std::size_t>(size.cellCount()), false);
    const auto freeWall = [&](int col, int row) {
        const Tile t{col, row};
        return level.at(t) == TileKind::Wall && !used[static_cast<std::size_t>(size.indexOf(t))];
    };
    for (int row = 0; row < size.height; ++row) {
        for (int col = 0; col < size.width; ++col) {
            if (!freeWall(col, row))
                continue;
            int end = col;
            while (end < size.width && freeWall(end, row))
                ++end;
            int bottom = row + 1;
            while (bottom < size.height) {
                bool all = true;
                for (int c = col; c < end && all; ++c)
                    all = freeWall(c, bottom);
                if (!all)
                    break;
                ++bottom;
            }
            for (int r = row; r < bottom; ++r) {
                for (int c = col; c < end; ++c)
                    used[static_cast<std::size_t>(size.indexOf({c, r}))] = true;
            }
            out.push_back(rectangle(col, row, end, bottom));
            col = end - 1;
        }
    }
    const double w = size.width;
    const double h = size.height;
    out.push_back(rectangle(-1, -1, w + 1, 0));  // above
    out.push_back(rectangle(-1, h, w + 1, h + 1));
    out.push_back(rectangle(-1, 0, 0, h));  // left
    out.push_back(rectangle(w, 0, w + 1, h));
    return out;
}

double dogToll(const LevelRules& rules) {
    return rules.dogCostMultiplier > 1 ? rules.dogCostMultiplier - 1.0 : 0.0;
}

std::unique_ptr<ObstacleGraph> openFloorGraph(const std::vector<Polygon>& blockers,
                                              const Level& board) {
    const std::vector<Tile> dogs = board.find(TileKind::Dog);
    std::vector<PolygonObstacle> obstacles;
    obstacles.reserve(blockers.size() + dogs.size());
    for (const Polygon& polygon : blockers)
        obstacles.emplace_back(polygon);
    for (Tile dog : dogs)
        obstacles.emplace_back(dogShape(tileCentre(dog)));
    auto graph = std::make_unique<ObstacleGraph>(obstacles, kOpenFloorCatRadius);
    const std::vector<ObstacleId> ids = graph->obstacleIds();
    std::vector<ObstacleGraph::PassSpec> passes;
    for (std::size_t i = 0; i < dogs.size(); ++i)
        passes.push_back({ids[blockers.size() + i], tileCentre(dogs[i]), dogToll(board.rules)});
    graph->addPassNodes(passes);  // one rebuild for all the dogs, not one each
    return graph;
}

GridCost routeCost(const LevelRules& rules, double length, int dogsEntered) {
    const double straight = static_cast<double>(rules.straightCost);
    return std::llround(length * straight) +
           std::llround(dogToll(rules) * straight) * static_cast<GridCost>(dogsEntered);
}

Polygon dogShape(Vec2 centre) {
    Polygon shape = bufferShape(kOpenFloorDogRadius);
    for (Vec2& p : shape)
        p = p + centre;
    return shape;
}

OpenFloorSession::OpenFloorSession(Level level, double speed)
    : original_(std::move(level)),
      blockers_(std::make_shared<const std::vector<Polygon>>(openFloorBlockers(original_))) {
    setSpeed(speed);
    restart();
}

void OpenFloorSession::restart() {
    board_ = original_;
    cat_ = tileCentre(original_.catStart());
    board_.set(original_.catStart(), TileKind::Floor);
    facing_ = {0, 1};
    bones_ = 0;
    walked_ = 0;
    dogsEntered_ = 0;
    status_ = GameStatus::Playing;
    route_.clear();
    events_.clear();
    walks_.clear();
    undone_.clear();
    waitingClick_.reset();
    // Built once, at the start: a restart finds it kept.
    if (!startGraph_)
        startGraph_ = openFloorGraph(*blockers_, board_);
    graph_ = startGraph_;
}

GridCost OpenFloorSession::cost() const {
    return routeCost(board_.rules, walked_, dogsEntered_);
}

void OpenFloorSession::setSpeed(double tilesPerSecond) {
    if (std::isfinite(tilesPerSecond) && tilesPerSecond > 0)
        speed_ = tilesPerSecond;
}

std::vector<PlayEvent> OpenFloorSession::takeEvents() {
    return std::exchange(events_, {});
}

void OpenFloorSession::click(Vec2 point) {
    if (status_ != GameStatus::Playing) {
        events_.push_back(play_event::Refused{point, tileHolding(point), RefuseReason::GameOver});
        return;
    }
    if (!onMap(board_, point)) {
        events_.push_back(play_event::Refused{point, tileHolding(point), RefuseReason::OutsideMap});
        return;
    }
    if (thinking()) {
        waitingClick_ = point;  // carried out when the graph arrives (giveGraph)
        return;
    }
    const Vec2 goal = goalFor(point);
    RouteTrace trace;
    Route route = graph_->findPath(cat_, goal, &trace);
    const bool found = route.status == RouteStatus::Found;
    play_event::RoutePlanned planned;
    planned.target = point;
    planned.targetTile = tileHolding(point);
    planned.goal = goal;
    planned.status = route.status;
    planned.found = found;
    // The route's cost in the tiles' units: its length plus its tolls (route.cost counts both).
    planned.cost = std::llround(route.cost * static_cast<double>(board_.rules.straightCost));
    planned.length = route.length;
    planned.points = route.points;
    planned.trace = searchTrace(std::move(trace), goal);
    events_.push_back(std::move(planned));
    if (found) {
        if (route_.empty() || walks_.empty()) {  // a new walk, not a change of course
            if (walks_.size() == kOpenFloorUndoDepth)
                walks_.erase(walks_.begin());
            walks_.push_back(now());
        }
        undone_.clear();
        route_ = std::move(route.points);
    } else if (route.status != RouteStatus::AlreadyThere)
        events_.push_back(play_event::Refused{point, tileHolding(point), RefuseReason::NoPath});
}

void OpenFloorSession::update(double seconds) {
    if (!std::isfinite(seconds) || seconds <= 0)
        return;
    double left = speed_ * seconds;
    while (left > 0 && route_.size() >= 2 && status_ == GameStatus::Playing) {
        const Vec2 next = route_[1];
        const double gap = distance(cat_, next);
        if (gap > 0)
            facing_ = (next - cat_) * (1.0 / gap);
        const double step =
            std::min({left, gap, kOpenFloorCheckStep, distanceToExitReach(board_, cat_, facing_)});
        if (step >= gap) {
            cat_ = next;
            route_.erase(route_.begin());
        } else {
            cat_ = cat_ + facing_ * step;
        }
        route_.front() = cat_;
        left -= step;
        walked_ += step;
        checkContacts();
    }
    if (route_.size() < 2 || status_ != GameStatus::Playing)
        route_.clear();
}

void touchAt(Level& board, Vec2 cat, int& bones, GameStatus& status,
             std::vector<PlayEvent>& events) {
    for (Tile bone : board.find(TileKind::Bone)) {
        if (distance(cat, tileCentre(bone)) < kOpenFloorCatRadius + kOpenFloorBoneRadius) {
            board.set(bone, TileKind::Floor);
            ++bones;
            events.push_back(play_event::BonePicked{bone, bones});
        }
    }
    for (Tile dog : board.find(TileKind::Dog)) {
        if (distance(cat, tileCentre(dog)) >=
            kOpenFloorCatRadius + kOpenFloorDogRadius - kTouchMargin)
            continue;
        if (bones == 0) {
            status = GameStatus::Lost;
            events.push_back(play_event::Caught{dog});
            return;
        }
        board.set(dog, TileKind::Floor);
        --bones;
        events.push_back(play_event::DogPaid{dog, bones});
    }
    for (Tile exit : board.find(TileKind::Exit)) {
        if (distance(cat, tileCentre(exit)) < kOpenFloorExitRadius) {
            status = GameStatus::Won;
            events.push_back(play_event::Won{exit});
            return;
        }
    }
}

void OpenFloorSession::checkContacts() {
    const std::size_t before = events_.size();
    touchAt(board_, cat_, bones_, status_, events_);
    bool bribed = false;
    for (std::size_t i = before; i < events_.size(); ++i) {
        const bool paid = std::holds_alternative<play_event::DogPaid>(events_[i]);
        if (paid || std::holds_alternative<play_event::Caught>(events_[i]))
            ++dogsEntered_;
        bribed = bribed || paid;
    }
    if (bribed)
        rebuildGraph();  // the dog's ring is gone
}

Vec2 OpenFloorSession::goalFor(Vec2 point) const {
    const std::optional<Tile> dog = dogAt(board_, point);
    return dog ? tileCentre(*dog) : graph_->nearestFreePoint(point);
}

RoutePreview OpenFloorSession::previewRoute(Vec2 point) {
    RoutePreview out;
    out.target = {static_cast<int>(std::floor(point.x)), static_cast<int>(std::floor(point.y))};
    out.from = {static_cast<int>(std::floor(cat_.x)), static_cast<int>(std::floor(cat_.y))};
    out.bonesAtEnd = bones_;
    // The same checks, in the same order, as click.
    if (status_ != GameStatus::Playing) {
        out.status = PreviewStatus::GameOver;
        return out;
    }
    if (!onMap(board_, point)) {
        out.status = PreviewStatus::OutsideMap;
        return out;
    }
    if (thinking()) {
        out.status = PreviewStatus::NoPath;
        return out;
    }
    const Route route = graph_->findPath(cat_, goalFor(point));
    if (route.status == RouteStatus::AlreadyThere) {
        out.status = PreviewStatus::AlreadyThere;
        return out;
    }
    if (route.status != RouteStatus::Found) {
        out.status = PreviewStatus::NoPath;
        return out;
    }
    out.status = PreviewStatus::Walk;
    out.points = route.points;
    out.length = route.length;
    out.cost = std::llround(route.cost * static_cast<double>(board_.rules.straightCost));
    out.walkedLength = route.length;
    // Walk it under the rules on a copy of the board, as update() would, until the level ends.
    Level board = board_;
    int bones = bones_;
    GameStatus status = GameStatus::Playing;
    std::vector<PlayEvent> events;
    double walked = 0;
    int dogsEntered = 0;
    for (std::size_t i = 1; i < route.points.size() && status == GameStatus::Playing; ++i) {
        const Vec2 a = route.points[i - 1];
        const double gap = distance(a, route.points[i]);
        const Vec2 along = gap > 0 ? (route.points[i] - a) * (1.0 / gap) : Vec2{0, 0};
        for (double done = 0; done < gap && status == GameStatus::Playing;) {
            const double step = std::min({kOpenFloorCheckStep, gap - done,
                                          distanceToExitReach(board, a + along * done, along)});
            done += step;
            walked += step;
            events.clear();
            touchAt(board, a + along * done, bones, status, events);
            for (const PlayEvent& e : events) {
                if (const auto* paid = std::get_if<play_event::DogPaid>(&e)) {
                    out.dogsPaid.push_back(paid->tile);
                    ++dogsEntered;
                } else if (const auto* eaten = std::get_if<play_event::Caught>(&e)) {
                    out.caughtBy = eaten->tile;
                    ++dogsEntered;
                }
            }
        }
    }
    out.walkedCost = routeCost(board_.rules, walked, dogsEntered);  // as cost() counts it
    if (status == GameStatus::Lost)
        out.end = RouteEnd::Caught;
    else if (status == GameStatus::Won)
        out.end = RouteEnd::Wins;
    if (status != GameStatus::Playing)
        out.walkedLength = walked;
    out.bonesAtEnd = bones;
    return out;
}

}  // namespace catmaze
