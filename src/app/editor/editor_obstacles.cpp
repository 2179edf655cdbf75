// The editor's obstacle tool (key 7): click corners to draw a polygon (the first corner again or
// Enter closes it, Esc cancels, Backspace or Ctrl+Z drops the last corner), drag a corner to move
// it (Esc while dragging puts it back), click a polygon to select it and Delete (or right-click
// it) to delete it. Points snap to half tiles (a tenth with Shift held). The core model refuses a
// polygon that would not load, with the loader's message, shown as a notice. Part of
// EditorScreen (editor_screen.hpp).

#include <cmath>
#include <nlohmann/json.hpp>
#include <utility>

#include "catmaze/geom/geometry.hpp"
#include "editor/editor_palette.hpp"
#include "editor/editor_screen.hpp"
#include "render/palette.hpp"
#include "shell/event_names.hpp"
#include "shell/log_json.hpp"

namespace catmaze::app {

namespace {

using Json = nlohmann::ordered_json;

// How near (window pixels) a click must be to a corner to grab it.
constexpr float kGrabPixels = 9;

Json polygonJson(const Polygon& polygon) {
    Json points = Json::array();
    for (const Vec2 p : polygon)
        points.push_back(pointJson(p));
    return points;
}

bool shiftHeld() {
    return sf::Keyboard::isKeyPressed(sf::Keyboard::LShift) ||
           sf::Keyboard::isKeyPressed(sf::Keyboard::RShift);
}

float pixelDistance(sf::Vector2f a, sf::Vector2f b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

float pixelDistance(Pointer a, Pointer b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

// A line `width` pixels wide from `a` to `b`, as a quad.
void appendSegment(sf::VertexArray& quads, sf::Vector2f a, sf::Vector2f b, float width,
                   sf::Color colour) {
    const float length = pixelDistance(a, b);
    if (length <= 0)
        return;
    const sf::Vector2f normal(-(b.y - a.y) / length * width / 2, (b.x - a.x) / length * width / 2);
    for (const sf::Vector2f p : {a + normal, b + normal, b - normal, a - normal})
        quads.append(sf::Vertex(p, colour));
}

// A square handle of side `side` centred on `at`.
void appendHandle(sf::VertexArray& quads, sf::Vector2f at, float side, sf::Color fill) {
    const float h = side / 2;
    for (const sf::Vector2f d :
         {sf::Vector2f(-h, -h), sf::Vector2f(h, -h), sf::Vector2f(h, h), sf::Vector2f(-h, h)})
        quads.append(sf::Vertex(at + d, fill));
}

}  // namespace

bool EditorScreen::obstacleTool() const {
    return tool_ == kObstacleTool;
}

void EditorScreen::resetObstacleTool() {
    outline_.clear();
    selected_.reset();
    drag_.reset();
    pointer_.reset();
}

Vec2 EditorScreen::snapped(Pointer pixel) const {
    const double step = shiftHeld() ? 0.1 : 0.5;
    const Vec2 p = frame_.pointAt(pixel);
    // Rounded to the step, then to a few decimals, so files hold 2.3 rather
    // than 2.3000000000000003.
    const auto snap = [step](double v) {
        return std::round(std::round(v / step) * step * 1e6) / 1e6;
    };
    return {snap(p.x), snap(p.y)};
}

std::optional<std::pair<std::size_t, std::size_t>> EditorScreen::cornerAt(Pointer pixel) const {
    const std::vector<Polygon>& obstacles = doc_.level().obstacles;
    std::optional<std::pair<std::size_t, std::size_t>> best;
    float bestDistance = kGrabPixels;
    for (std::size_t o = 0; o < obstacles.size(); ++o) {
        for (std::size_t c = 0; c < obstacles[o].size(); ++c) {
            const float d = pixelDistance(frame_.pixelOf(obstacles[o][c]), pixel);
            if (d <= bestDistance) {
                bestDistance = d;
                best = std::make_pair(o, c);
            }
        }
    }
    return best;
}

std::optional<std::size_t> EditorScreen::obstacleAt(Vec2 point) const {
    const std::vector<Polygon>& obstacles = doc_.level().obstacles;
    for (std::size_t o = obstacles.size(); o-- > 0;) {  // the one drawn last is on top
        if (locatePoint(obstacles[o], point) != PointLocation::Outside)
            return o;
    }
    return std::nullopt;
}

void EditorScreen::obstaclePress(Pointer pixel, bool left) {
    const Vec2 point = snapped(pixel);
    if (!left) {
        // Right-click: drops the polygon being drawn, else deletes the polygon clicked.
        if (!outline_.empty()) {
            outline_.clear();
        } else if (const auto hit = obstacleAt(frame_.pointAt(pixel))) {
            deleteObstacle(*hit);
        }
        return;
    }
    if (outline_.empty()) {
        if (const auto corner = cornerAt(pixel)) {
            selected_ = corner->first;
            drag_ = CornerDrag{corner->first, corner->second,
                               doc_.level().obstacles[corner->first][corner->second]};
            return;
        }
        if (const auto hit = obstacleAt(frame_.pointAt(pixel))) {
            selected_ = hit;
            return;
        }
        selected_.reset();
    }
    // The first corner clicked again closes the polygon.
    if (outline_.size() >= 3 &&
        pixelDistance(frame_.pixelOf(outline_.front()), pixel) <= kGrabPixels) {
        closeOutline();
        return;
    }
    if (outline_.empty() || outline_.back() != point)
        outline_.push_back(point);
}

void EditorScreen::obstacleMove(Pointer pixel) {
    pointer_ =
        boxContains(frame_.area(), pixel) ? std::optional<Vec2>(snapped(pixel)) : std::nullopt;
    if (drag_ && pointer_)
        drag_->to = *pointer_;
}

void EditorScreen::obstacleRelease() {
    if (!drag_)
        return;
    const CornerDrag drag = *drag_;
    drag_.reset();
    const ObstacleEdit edit = doc_.edit().moveCorner(drag.obstacle, drag.corner, drag.to);
    if (!edit.problem.empty()) {
        notice_.show(edit.problem, true);
        log_.write(event_name::kObstacleRefused, Json{{"message", edit.problem}});
        return;
    }
    if (!edit.done)
        return;
    doc_.touched();
    log_.write(
        event_name::kCornerMoved,
        Json{{"obstacle", drag.obstacle}, {"corner", drag.corner}, {"to", pointJson(drag.to)}});
    changed();
}

bool EditorScreen::obstacleKey(const sf::Event::KeyEvent& key) {
    if (key.control) {
        // Ctrl+Z while drawing takes back the last corner, not the edit before the polygon.
        if (key.code != sf::Keyboard::Z || key.shift || outline_.empty())
            return false;
        outline_.pop_back();
        return true;
    }
    switch (key.code) {
        case sf::Keyboard::Enter:
            if (outline_.empty())
                return false;
            closeOutline();
            return true;
        case sf::Keyboard::Escape:
            if (outline_.empty() && !selected_)
                return false;  // nothing to cancel: Esc leaves the editor
            outline_.clear();
            selected_.reset();
            return true;
        case sf::Keyboard::BackSpace:
        case sf::Keyboard::Delete:
            if (!outline_.empty()) {
                outline_.pop_back();
            } else if (selected_) {
                deleteObstacle(*selected_);
            } else {
                notice_.show("Click a polygon to select it, then Delete (or right-click it)");
            }
            return true;
        default:
            return false;
    }
}

void EditorScreen::closeOutline() {
    const bool wasOpenFloor = doc_.level().openFloor();
    const ObstacleEdit edit = doc_.edit().addObstacle(outline_);
    if (!edit.done) {
        // Kept, so the player can fix it (Backspace) or cancel it (Esc).
        notice_.show(edit.problem, true);
        log_.write(event_name::kObstacleRefused, Json{{"message", edit.problem}});
        return;
    }
    outline_.clear();
    const std::size_t index = doc_.level().obstacles.size() - 1;
    selected_ = index;
    doc_.touched();
    log_.write(event_name::kObstacleAdded,
               Json{{"obstacle", index}, {"points", polygonJson(doc_.level().obstacles[index])}});
    if (!wasOpenFloor)
        notice_.show("Open floor now: the cat walks freely around the obstacles");
    changed();
}

void EditorScreen::deleteObstacle(std::size_t index) {
    if (!doc_.edit().removeObstacle(index))
        return;
    selected_.reset();
    doc_.touched();
    log_.write(event_name::kObstacleRemoved, Json{{"obstacle", index}});
    if (!doc_.level().openFloor())
        notice_.show("No obstacles left: the level is a tile level again");
    changed();
}

void EditorScreen::drawObstacleTool(sf::RenderTarget& target) const {
    if (!obstacleTool() || pending_)
        return;
    const sf::View screen = target.getView();
    target.setView(clipView(frame_, window_));
    const auto px = [this](Vec2 p) { return toVector(frame_.pixelOf(p)); };
    const sf::Color gold = as<sf::Color>(palette::kEditorHeading);
    const sf::Color warning = as<sf::Color>(palette::kEditorVerdictError);
    const sf::Color handle(250, 246, 232);
    const sf::Color edge(30, 26, 24);
    sf::VertexArray lines(sf::Quads);
    sf::VertexArray handles(sf::Quads);
    const std::vector<Polygon>& obstacles = doc_.level().obstacles;
    for (std::size_t o = 0; o < obstacles.size(); ++o) {
        Polygon shown = obstacles[o];
        bool refused = false;
        if (drag_ && drag_->obstacle == o) {
            shown[drag_->corner] = drag_->to;
            refused = doc_.edit().obstacleProblem(shown, o).has_value();
        }
        if ((selected_ && *selected_ == o) || (drag_ && drag_->obstacle == o)) {
            for (std::size_t i = 0; i < shown.size(); ++i) {
                appendSegment(lines, px(shown[i]), px(shown[(i + 1) % shown.size()]), 3,
                              refused ? warning : gold);
            }
        }
        for (const Vec2 corner : shown) {
            appendHandle(handles, px(corner), 9, edge);
            appendHandle(handles, px(corner), 6, handle);
        }
    }
    if (!outline_.empty()) {
        // The polygon being drawn, and where the next click would put a corner.
        std::vector<Vec2> preview = outline_;
        if (pointer_)
            preview.push_back(*pointer_);
        const bool crossing = preview.size() >= 3 && !isSimplePolygon(preview);
        for (std::size_t i = 0; i + 1 < preview.size(); ++i) {
            const bool rubber = pointer_ && i + 2 == preview.size();
            appendSegment(lines, px(preview[i]), px(preview[i + 1]), rubber ? 2 : 3,
                          crossing ? warning : gold);
        }
        if (preview.size() >= 3) {
            // Faintly, the edge that closing the polygon would add.
            sf::Color closing = crossing ? warning : gold;
            closing.a = 110;
            appendSegment(lines, px(preview.back()), px(preview.front()), 2, closing);
        }
        if (outline_.size() >= 3)  // the first corner, which closes the polygon
            appendHandle(handles, px(outline_.front()), 15, gold);
        for (const Vec2 corner : outline_) {
            appendHandle(handles, px(corner), 9, edge);
            appendHandle(handles, px(corner), 6, gold);
        }
    }
    if (pointer_ && !drag_) {
        // A cross hair on the snapped point.
        const sf::Vector2f at = px(*pointer_);
        appendSegment(lines, at - sf::Vector2f(7, 0), at + sf::Vector2f(7, 0), 2, gold);
        appendSegment(lines, at - sf::Vector2f(0, 7), at + sf::Vector2f(0, 7), 2, gold);
    }
    target.draw(lines);
    target.draw(handles);
    target.setView(screen);
}

}  // namespace catmaze::app
