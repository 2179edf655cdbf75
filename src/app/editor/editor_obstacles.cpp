// Drawing the editor's obstacle tool (obstacle_tool.hpp) over the map: the selected polygon's
// edges, every corner's handle, the polygon being drawn with its rubber band (red while it
// crosses itself) and a cross hair on the snapped point. Part of EditorScreen
// (editor_screen.hpp).

#include <cmath>
#include <utility>

#include "catmaze/geom/geometry.hpp"
#include "editor/editor_palette.hpp"
#include "editor/editor_screen.hpp"
#include "render/palette.hpp"

namespace catmaze::app {

namespace {

float pixelDistance(sf::Vector2f a, sf::Vector2f b) {
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

void EditorScreen::drawObstacleTool(sf::RenderTarget& target) const {
    if (!model_.obstacleTool() || model_.prompt().shown())
        return;
    const MapFrame& frame = model_.frame();
    const ObstacleTool& tool = model_.obstacles();
    const sf::View screen = target.getView();
    target.setView(clipView(frame, windowSize()));
    const auto px = [&frame](Vec2 p) { return toVector(frame.pixelOf(p)); };
    const sf::Color gold = as<sf::Color>(palette::kEditorHeading);
    const sf::Color warning = as<sf::Color>(palette::kEditorVerdictError);
    const sf::Color handle(250, 246, 232);
    const sf::Color edge(30, 26, 24);
    sf::VertexArray lines(sf::Quads);
    sf::VertexArray handles(sf::Quads);
    const std::vector<Polygon>& obstacles = model_.level().obstacles;
    const std::vector<Vec2>& outline = tool.outline();
    const std::optional<std::size_t>& selected = tool.selected();
    const std::optional<CornerDrag>& drag = tool.drag();
    const std::optional<Vec2>& pointer = tool.pointer();
    for (std::size_t o = 0; o < obstacles.size(); ++o) {
        Polygon shown = obstacles[o];
        bool refused = false;
        if (drag && drag->obstacle == o) {
            shown[drag->corner] = drag->to;
            refused = model_.document().edit().obstacleProblem(shown, o).has_value();
        }
        if ((selected && *selected == o) || (drag && drag->obstacle == o)) {
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
    if (!outline.empty()) {
        // The polygon being drawn, and where the next click would put a corner.
        std::vector<Vec2> preview = outline;
        if (pointer)
            preview.push_back(*pointer);
        const bool crossing = preview.size() >= 3 && !isSimplePolygon(preview);
        for (std::size_t i = 0; i + 1 < preview.size(); ++i) {
            const bool rubber = pointer && i + 2 == preview.size();
            appendSegment(lines, px(preview[i]), px(preview[i + 1]), rubber ? 2 : 3,
                          crossing ? warning : gold);
        }
        if (preview.size() >= 3) {
            // Faintly, the edge that closing the polygon would add.
            sf::Color closing = crossing ? warning : gold;
            closing.a = 110;
            appendSegment(lines, px(preview.back()), px(preview.front()), 2, closing);
        }
        if (outline.size() >= 3)  // the first corner, which closes the polygon
            appendHandle(handles, px(outline.front()), 15, gold);
        for (const Vec2 corner : outline) {
            appendHandle(handles, px(corner), 9, edge);
            appendHandle(handles, px(corner), 6, gold);
        }
    }
    if (pointer && !drag) {
        // A cross hair on the snapped point.
        const sf::Vector2f at = px(*pointer);
        appendSegment(lines, at - sf::Vector2f(7, 0), at + sf::Vector2f(7, 0), 2, gold);
        appendSegment(lines, at - sf::Vector2f(0, 7), at + sf::Vector2f(0, 7), 2, gold);
    }
    target.draw(lines);
    target.draw(handles);
    target.setView(screen);
}

}  // namespace catmaze::app
