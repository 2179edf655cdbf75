#include "editor/obstacle_tool.hpp"

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>

#include "shell/event_names.hpp"
#include "shell/log_json.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

Json polygonJson(const Polygon& polygon) {
    Json points = Json::array();
    for (const Vec2 p : polygon)
        points.push_back(pointJson(p));
    return points;
}

float pixelsApart(Pointer a, Pointer b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

}  // namespace

Vec2 snappedPoint(Pointer pixel, bool fine, const MapFrame& frame) {
    const double step = fine ? 0.1 : 0.5;
    const Vec2 p = frame.pointAt(pixel);
    // Rounded to the step, then to a few decimals, so files hold 2.3 rather
    // than 2.3000000000000003.
    const auto snap = [step](double v) {
        return std::round(std::round(v / step) * step * 1e6) / 1e6;
    };
    return {snap(p.x), snap(p.y)};
}

void ObstacleTool::reset() {
    outline_.clear();
    selected_.reset();
    drag_.reset();
    pointer_.reset();
}

void ObstacleTool::levelChanged() {
    // An undo may take away the selected polygon, or the one whose corner is dragged.
    if (selected_ && *selected_ >= document_.level().obstacles.size())
        selected_.reset();
    pointer_.reset();  // in tile units: a resize moves it from under the mouse
}

std::optional<std::pair<std::size_t, std::size_t>> ObstacleTool::cornerAt(
    Pointer pixel, const MapFrame& frame) const {
    const std::vector<Polygon>& obstacles = document_.level().obstacles;
    std::optional<std::pair<std::size_t, std::size_t>> best;
    float bestDistance = kGrabPixels;
    for (std::size_t o = 0; o < obstacles.size(); ++o) {
        for (std::size_t c = 0; c < obstacles[o].size(); ++c) {
            const float d = pixelsApart(frame.pixelOf(obstacles[o][c]), pixel);
            if (d <= bestDistance) {
                bestDistance = d;
                best = std::make_pair(o, c);
            }
        }
    }
    return best;
}

std::optional<std::size_t> ObstacleTool::obstacleAt(Vec2 point) const {
    const std::vector<Polygon>& obstacles = document_.level().obstacles;
    for (std::size_t o = obstacles.size(); o-- > 0;) {  // the one drawn last is on top
        if (locatePoint(obstacles[o], point) != PointLocation::Outside)
            return o;
    }
    return std::nullopt;
}

ToolOutcome ObstacleTool::press(Pointer pixel, bool left, bool fine, const MapFrame& frame) {
    const Vec2 point = snappedPoint(pixel, fine, frame);
    if (!left) {
        // Right-click: drops the polygon being drawn, else deletes the polygon clicked.
        if (!outline_.empty()) {
            outline_.clear();
        } else if (const auto hit = obstacleAt(frame.pointAt(pixel))) {
            return {true, deleteObstacle(*hit)};
        }
        return {true, false};
    }
    if (outline_.empty()) {
        if (const auto corner = cornerAt(pixel, frame)) {
            selected_ = corner->first;
            drag_ = CornerDrag{corner->first, corner->second,
                               document_.level().obstacles[corner->first][corner->second]};
            return {true, false};
        }
        if (const auto hit = obstacleAt(frame.pointAt(pixel))) {
            selected_ = hit;
            return {true, false};
        }
        selected_.reset();
    }
    // The first corner clicked again closes the polygon.
    if (outline_.size() >= 3 && pixelsApart(frame.pixelOf(outline_.front()), pixel) <= kGrabPixels)
        return {true, closeOutline()};
    if (outline_.empty() || outline_.back() != point)
        outline_.push_back(point);
    return {true, false};
}

ToolOutcome ObstacleTool::place(Vec2 point) {
    if (outline_.empty())
        selected_.reset();
    if (outline_.size() >= 3 && outline_.front() == point)
        return {true, closeOutline()};
    if (outline_.empty() || outline_.back() != point)
        outline_.push_back(point);
    return {true, false};
}

void ObstacleTool::move(Pointer pixel, bool fine, const MapFrame& frame) {
    pointer_ = boxContains(frame.area(), pixel)
                   ? std::optional<Vec2>(snappedPoint(pixel, fine, frame))
                   : std::nullopt;
    if (drag_ && pointer_)
        drag_->to = *pointer_;
}

ToolOutcome ObstacleTool::release() {
    if (!drag_)
        return {};
    const CornerDrag drag = *drag_;
    drag_.reset();
    const ObstacleEdit edit = document_.edit().moveCorner(drag.obstacle, drag.corner, drag.to);
    if (!edit.problem.empty()) {
        refuse(edit.problem);
        return {true, false};
    }
    if (!edit.done)
        return {true, false};
    document_.touched();
    log_.write(
        event_name::kCornerMoved,
        Json{{"obstacle", drag.obstacle}, {"corner", drag.corner}, {"to", pointJson(drag.to)}});
    return {true, true};
}

ToolOutcome ObstacleTool::command(EditorCommand command, bool modified) {
    switch (command) {
        case EditorCommand::UseTool:
            if (outline_.empty())
                return {};
            return {true, closeOutline()};
        case EditorCommand::Leave:
            if (outline_.empty() && !selected_)
                return {};  // nothing to cancel: the editor is left
            outline_.clear();
            selected_.reset();
            return {true, false};
        case EditorCommand::Undo:
            // Undo while drawing takes back the last corner, not the edit before the polygon;
            // with Shift it is redo, which waits for the polygon (as Redo does, below).
            if (outline_.empty())
                return {};
            if (!modified)
                outline_.pop_back();
            return {true, false};
        case EditorCommand::Redo:
            return {!outline_.empty(), false};  // no redo under an outline being drawn
        case EditorCommand::Remove:
            if (!outline_.empty()) {
                outline_.pop_back();
            } else if (selected_) {
                return {true, deleteObstacle(*selected_)};
            } else {
                notice_.show(
                    fill(tr("Click a polygon to select it, then {key} (or right-click it)"),
                         {{"key", firstKeyText(keys_, EditorCommand::Remove)}}));
            }
            return {true, false};
        default:
            return {};
    }
}

bool ObstacleTool::closeOutline() {
    const bool wasOpenFloor = document_.level().openFloor();
    const ObstacleEdit edit = document_.edit().addObstacle(outline_);
    if (!edit.done) {
        // Kept, so the player can fix it (Backspace) or cancel it (Esc).
        refuse(edit.problem);
        return false;
    }
    outline_.clear();
    const std::size_t index = document_.level().obstacles.size() - 1;
    selected_ = index;
    document_.touched();
    log_.write(
        event_name::kObstacleAdded,
        Json{{"obstacle", index}, {"points", polygonJson(document_.level().obstacles[index])}});
    if (!wasOpenFloor)
        notice_.show(tr("Open floor now: the cat walks freely around the obstacles"));
    return true;
}

bool ObstacleTool::deleteObstacle(std::size_t index) {
    if (!document_.edit().removeObstacle(index))
        return false;
    selected_.reset();
    document_.touched();
    log_.write(event_name::kObstacleRemoved, Json{{"obstacle", index}});
    if (!document_.level().openFloor())
        notice_.show(tr("No obstacles left: the level is a tile level again"));
    return true;
}

void ObstacleTool::refuse(const std::string& message) {
    // The core's words (level_editor), as the log and `catmaze-level` have them.
    notice_.show(message, true);
    log_.write(event_name::kObstacleRefused, Json{{"message", message}});
}

}  // namespace catmaze::app
