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

const char* toString(RouteStatus status) {
    switch (status) {
        case RouteStatus::Found:
            return "Found";
        case RouteStatus::AlreadyThere:
            return "AlreadyThere";
        case RouteStatus::StartBlocked:
            return "StartBlocked";
        case RouteStatus::GoalBlocked:
            return "GoalBlocked";
        case RouteStatus::NoPath:
            return "NoPath";
    }
    return "NoPath";
}

const char* toString(FloorRefuse reason) {
    switch (reason) {
        case FloorRefuse::OutsideMap:
            return "outside the map";
        case FloorRefuse::NoPath:
            return "no path";
        case FloorRefuse::GameOver:
            return "game over";
    }
    return "no path";
}

Vec2 tileCentre(Tile t) {
    return {t.col + 0.5, t.row + 0.5};
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
    for (std::size_t i = 0; i < dogs.size(); ++i)
        graph->addPassNode(ids[blockers.size() + i], tileCentre(dogs[i]), dogToll(board.rules));
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
    : original_(std::move(level)), blockers_(openFloorBlockers(original_)) {
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
    rebuildGraph();
}

void OpenFloorSession::rebuildGraph() {
    graph_ = openFloorGraph(blockers_, board_);
}

GridCost OpenFloorSession::cost() const {
    return routeCost(board_.rules, walked_, dogsEntered_);
}

void OpenFloorSession::setSpeed(double tilesPerSecond) {
    if (std::isfinite(tilesPerSecond) && tilesPerSecond > 0)
        speed_ = tilesPerSecond;
}

std::vector<FloorEvent> OpenFloorSession::takeEvents() {
    return std::exchange(events_, {});
}

void OpenFloorSession::click(Vec2 point) {
    if (status_ != GameStatus::Playing) {
        events_.push_back(floor_event::Refused{point, FloorRefuse::GameOver});
        return;
    }
    if (!onMap(board_, point)) {
        events_.push_back(floor_event::Refused{point, FloorRefuse::OutsideMap});
        return;
    }
    const std::optional<Tile> dog = dogAt(board_, point);
    const Vec2 goal = dog ? tileCentre(*dog) : graph_->nearestFreePoint(point);
    Route route = graph_->findPath(cat_, goal);
    const bool found = route.status == RouteStatus::Found;
    // The route's cost in the tiles' units: its length plus its tolls (route.cost counts both).
    const GridCost cost = std::llround(route.cost * static_cast<double>(board_.rules.straightCost));
    events_.push_back(
        floor_event::RoutePlanned{point, goal, route.status, route.points, route.length, cost});
    if (found)
        route_ = std::move(route.points);
    else if (route.status != RouteStatus::AlreadyThere)
        events_.push_back(floor_event::Refused{point, FloorRefuse::NoPath});
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
        const double step = std::min({left, gap, kOpenFloorCheckStep});
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

void OpenFloorSession::checkContacts() {
    for (Tile bone : board_.find(TileKind::Bone)) {
        if (distance(cat_, tileCentre(bone)) < kOpenFloorCatRadius + kOpenFloorBoneRadius) {
            board_.set(bone, TileKind::Floor);
            ++bones_;
            events_.push_back(floor_event::BonePicked{bone, bones_});
        }
    }
    for (Tile dog : board_.find(TileKind::Dog)) {
        if (distance(cat_, tileCentre(dog)) >=
            kOpenFloorCatRadius + kOpenFloorDogRadius - kTouchMargin)
            continue;
        ++dogsEntered_;
        if (bones_ == 0) {
            status_ = GameStatus::Lost;
            events_.push_back(floor_event::Eaten{dog});
            return;
        }
        board_.set(dog, TileKind::Floor);
        --bones_;
        events_.push_back(floor_event::DogBribed{dog, bones_});
        rebuildGraph();
    }
    for (Tile exit : board_.find(TileKind::Exit)) {
        if (distance(cat_, tileCentre(exit)) < kOpenFloorExitRadius) {
            status_ = GameStatus::Won;
            events_.push_back(floor_event::Won{exit});
            return;
        }
    }
}

}  // namespace catmaze
