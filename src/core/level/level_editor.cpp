#include "catmaze/level/level_editor.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "catmaze/level/level_validator.hpp"

namespace catmaze {

namespace {

// The obstacles and patrols of `level` moved by `shift` tiles (a line added or removed at the top
// or left), so they stay on the tiles they were drawn over.
void shiftDrawings(Level& level, Offset shift) {
    for (Polygon& polygon : level.obstacles) {
        for (Vec2& p : polygon)
            p = p + Vec2{static_cast<double>(shift.dcol), static_cast<double>(shift.drow)};
    }
    for (Patrol& patrol : level.patrols) {
        for (Tile& t : patrol.tiles)
            t = t + shift;
    }
}

// History is bounded so a long session on a big map cannot grow without limit.
constexpr std::size_t kMaxUndoSteps = 500;
}  // namespace

LevelEditor::LevelEditor(Level level) : level_(std::move(level)) {}

Level LevelEditor::newLevel(int width, int height, const std::string& name) {
    width = std::clamp(width, kMinSide, kMaxLevelSide);
    height = std::clamp(height, kMinSide, kMaxLevelSide);
    Level level = Level::filled(width, height, TileKind::Floor);
    level.name = name;
    for (int c = 0; c < width; ++c) {
        level.set({c, 0}, TileKind::Wall);
        level.set({c, height - 1}, TileKind::Wall);
    }
    for (int r = 0; r < height; ++r) {
        level.set({0, r}, TileKind::Wall);
        level.set({width - 1, r}, TileKind::Wall);
    }
    // A 3-wide map has a single inner tile; keep cat and exit apart when there is room.
    level.set({1, 1}, TileKind::CatStart);
    const Tile exit{std::max(1, width - 2), std::max(1, height - 2)};
    if (exit != Tile{1, 1})
        level.set(exit, TileKind::Exit);
    return level;
}

void LevelEditor::setCell(std::int32_t index, TileKind kind, Step& step) {
    TileKind& cell = level_.tiles[static_cast<std::size_t>(index)];
    if (cell == kind)
        return;
    step.changes.push_back({index, cell, kind});
    cell = kind;
}

bool LevelEditor::paint(Tile t, TileKind kind) {
    if (!level_.size.contains(t) || level_.at(t) == kind)
        return false;
    Step step;
    if (kind == TileKind::CatStart) {
        for (const Tile old : level_.find(TileKind::CatStart)) {
            setCell(level_.size.indexOf(old), TileKind::Floor, step);
        }
    }
    setCell(level_.size.indexOf(t), kind, step);
    dropPatrolsOfGoneDogs(step);
    if (stroke_) {
        stroke_->changes.insert(stroke_->changes.end(), step.changes.begin(), step.changes.end());
        if (step.patrolsBefore) {
            // The stroke's first drop keeps the patrols it started with.
            if (!stroke_->patrolsBefore)
                stroke_->patrolsBefore = std::move(step.patrolsBefore);
            stroke_->patrolsAfter = std::move(step.patrolsAfter);
        }
        revision_ = nextRevision_++;
        stroke_->revisionAfter = revision_;
    } else {
        commit(std::move(step));
    }
    return true;
}

void LevelEditor::dropPatrolsOfGoneDogs(Step& step) {
    std::vector<Patrol> kept;
    for (const Patrol& patrol : level_.patrols) {
        const Tile dog = patrol.tiles.empty() ? Tile{-1, -1} : patrol.tiles.front();
        const bool dogGone =
            std::any_of(step.changes.begin(), step.changes.end(), [&](const CellChange& change) {
                return change.before == TileKind::Dog && change.after != TileKind::Dog &&
                       level_.size.contains(dog) && change.index == level_.size.indexOf(dog);
            });
        if (!dogGone)
            kept.push_back(patrol);
    }
    if (kept.size() == level_.patrols.size())
        return;
    step.patrolsBefore = level_.patrols;
    step.patrolsAfter = kept;
    level_.patrols = std::move(kept);
}

std::optional<std::size_t> LevelEditor::patrolOf(Tile dog) const {
    for (std::size_t i = 0; i < level_.patrols.size(); ++i) {
        if (!level_.patrols[i].tiles.empty() && level_.patrols[i].tiles.front() == dog)
            return i;
    }
    return std::nullopt;
}

bool LevelEditor::setPatrol(Patrol patrol) {
    if (patrol.tiles.empty())
        throw std::invalid_argument("LevelEditor::setPatrol: a patrol with no tiles names no dog");
    const std::optional<std::size_t> index = patrolOf(patrol.tiles.front());
    Level next = level_;
    if (patrol.tiles.size() < kMinPatrolTiles) {
        if (!index)
            return false;
        next.patrols.erase(next.patrols.begin() + static_cast<std::ptrdiff_t>(*index));
    } else if (index) {
        if (next.patrols[*index] == patrol && next.version >= 2)
            return false;
        next.patrols[*index] = std::move(patrol);
        next.version = std::max(next.version, 2);  // patrols need format version 2
    } else {
        next.patrols.push_back(std::move(patrol));
        next.version = std::max(next.version, 2);
    }
    replaceWith(std::move(next));
    return true;
}

void LevelEditor::beginStroke() {
    endStroke();
    stroke_ = Step{};
    stroke_->revisionBefore = revision_;
}

void LevelEditor::endStroke() {
    if (!stroke_)
        return;
    Step step = std::move(*stroke_);
    stroke_.reset();
    if (step.changes.empty())
        return;
    undo_.push_back(std::move(step));
    if (undo_.size() > kMaxUndoSteps)
        undo_.erase(undo_.begin());
    redo_.clear();
}

void LevelEditor::commit(Step step) {
    step.revisionBefore = revision_;
    revision_ = nextRevision_++;
    step.revisionAfter = revision_;
    undo_.push_back(std::move(step));
    if (undo_.size() > kMaxUndoSteps)
        undo_.erase(undo_.begin());
    redo_.clear();
}

void LevelEditor::replaceWith(Level next) {
    endStroke();
    Step step;
    step.resizedFrom = level_;
    step.resizedTo = next;
    level_ = std::move(next);
    commit(std::move(step));
}

bool LevelEditor::rename(const std::string& name) {
    if (name.empty() || name == level_.name)
        return false;
    Level next = level_;
    next.name = name;
    replaceWith(std::move(next));
    return true;
}

bool LevelEditor::setDiagonal(LevelDiagonal diagonal) {
    if (diagonal == level_.rules.diagonal)
        return false;
    Level next = level_;
    next.rules.diagonal = diagonal;
    replaceWith(std::move(next));
    return true;
}

bool LevelEditor::addLine(Edge edge) {
    const bool horizontal = edge == Edge::Top || edge == Edge::Bottom;
    const int width = level_.size.width + (horizontal ? 0 : 1);
    const int height = level_.size.height + (horizontal ? 1 : 0);
    if (width > kMaxLevelSide || height > kMaxLevelSide)
        return false;
    Level next = level_;
    next.size = {width, height};
    next.tiles.assign(static_cast<std::size_t>(next.size.cellCount()), TileKind::Floor);
    const Offset shift{edge == Edge::Left ? 1 : 0, edge == Edge::Top ? 1 : 0};
    for (int r = 0; r < level_.size.height; ++r) {
        for (int c = 0; c < level_.size.width; ++c)
            next.set(Tile{c, r} + shift, level_.at({c, r}));
    }
    shiftDrawings(next, shift);
    replaceWith(std::move(next));
    return true;
}

bool LevelEditor::removeLine(Edge edge) {
    const bool horizontal = edge == Edge::Top || edge == Edge::Bottom;
    const int width = level_.size.width - (horizontal ? 0 : 1);
    const int height = level_.size.height - (horizontal ? 1 : 0);
    if (width < kMinSide || height < kMinSide)
        return false;
    Level next = level_;
    next.size = {width, height};
    next.tiles.assign(static_cast<std::size_t>(next.size.cellCount()), TileKind::Floor);
    const Offset shift{edge == Edge::Left ? 1 : 0, edge == Edge::Top ? 1 : 0};
    for (int r = 0; r < height; ++r) {
        for (int c = 0; c < width; ++c)
            next.set({c, r}, level_.at(Tile{c, r} + shift));
    }
    shiftDrawings(next, {-shift.dcol, -shift.drow});
    replaceWith(std::move(next));
    return true;
}

std::optional<std::string> LevelEditor::obstacleProblem(const Polygon& polygon,
                                                        std::size_t index) const {
    // The loader's rules in its order: each point inside the map, then the shape.
    for (std::size_t p = 0; p < polygon.size(); ++p) {
        if (auto problem = obstaclePointProblem(polygon[p], p, index, level_.size))
            return problem;
    }
    return obstacleShapeProblem(polygon, index);
}

ObstacleEdit LevelEditor::addObstacle(Polygon polygon) {
    if (auto problem = obstacleProblem(polygon, level_.obstacles.size()))
        return {false, std::move(*problem)};
    Level next = level_;
    next.version = std::max(next.version, 2);  // obstacles need format version 2
    next.obstacles.push_back(std::move(polygon));
    replaceWith(std::move(next));
    return {true, ""};
}

ObstacleEdit LevelEditor::moveCorner(std::size_t obstacle, std::size_t corner, Vec2 to) {
    if (obstacle >= level_.obstacles.size() || corner >= level_.obstacles[obstacle].size() ||
        level_.obstacles[obstacle][corner] == to)
        return {};
    Polygon moved = level_.obstacles[obstacle];
    moved[corner] = to;
    if (auto problem = obstacleProblem(moved, obstacle))
        return {false, std::move(*problem)};
    Level next = level_;
    next.obstacles[obstacle] = std::move(moved);
    replaceWith(std::move(next));
    return {true, ""};
}

bool LevelEditor::removeObstacle(std::size_t obstacle) {
    if (obstacle >= level_.obstacles.size())
        return false;
    Level next = level_;
    next.obstacles.erase(next.obstacles.begin() + static_cast<std::ptrdiff_t>(obstacle));
    replaceWith(std::move(next));
    return true;
}

bool LevelEditor::undo() {
    endStroke();
    if (undo_.empty())
        return false;
    Step step = std::move(undo_.back());
    undo_.pop_back();
    if (step.resizedFrom) {
        level_ = *step.resizedFrom;
    } else {
        for (auto it = step.changes.rbegin(); it != step.changes.rend(); ++it) {
            level_.tiles[static_cast<std::size_t>(it->index)] = it->before;
        }
        if (step.patrolsBefore)
            level_.patrols = *step.patrolsBefore;
    }
    revision_ = step.revisionBefore;
    redo_.push_back(std::move(step));
    return true;
}

bool LevelEditor::redo() {
    endStroke();
    if (redo_.empty())
        return false;
    Step step = std::move(redo_.back());
    redo_.pop_back();
    if (step.resizedTo) {
        level_ = *step.resizedTo;
    } else {
        for (const CellChange& change : step.changes) {
            level_.tiles[static_cast<std::size_t>(change.index)] = change.after;
        }
        if (step.patrolsAfter)
            level_.patrols = *step.patrolsAfter;
    }
    revision_ = step.revisionAfter;
    undo_.push_back(std::move(step));
    return true;
}

}  // namespace catmaze
