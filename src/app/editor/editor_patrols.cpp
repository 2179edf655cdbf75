// Drawing the dogs' patrols over the editor's map (patrol_tool.hpp): each round as a dotted path
// from its dog through its tiles (back to the dog when it loops), an arrow on its first step;
// the round being drawn in gold, its dog framed, its last tile highlighted, and the tile under
// the pointer framed in gold when a click would add it, in red when the rules refuse it. Part
// of EditorScreen (editor_screen.hpp).

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "editor/editor_palette.hpp"
#include "editor/editor_screen.hpp"
#include "render/palette.hpp"

namespace catmaze::app {

namespace {

// How a round is drawn at one zoom: dots `spacing` pixels apart, `radius` pixels big.
struct DotStyle {
    float spacing = 8;
    float radius = 2.5f;
    sf::Color colour;
};

// A diamond of half-diagonal `radius` centred on `at`, with a dark rim under it (thinner on
// small dots, so their colour still shows when zoomed out).
void appendDot(sf::VertexArray& quads, sf::Vector2f at, float radius, sf::Color colour) {
    const sf::Color rim = as<sf::Color>(palette::kEditorPatrolRim);
    const float rimWidth = std::clamp(radius * 0.4f, 0.8f, 1.5f);
    for (const auto& [r, c] : {std::pair{radius + rimWidth, rim}, std::pair{radius, colour}}) {
        for (const sf::Vector2f d :
             {sf::Vector2f(0, -r), sf::Vector2f(r, 0), sf::Vector2f(0, r), sf::Vector2f(-r, 0)})
            quads.append(sf::Vertex(at + d, c));
    }
}

// Dots from `a` to `b` (not on the ends, which have their own), `style.spacing` apart.
void appendDottedSegment(sf::VertexArray& quads, sf::Vector2f a, sf::Vector2f b,
                         const DotStyle& style) {
    const float length = std::hypot(b.x - a.x, b.y - a.y);
    const int gaps = std::max(1, static_cast<int>(std::round(length / style.spacing)));
    for (int i = 1; i < gaps; ++i) {
        const float f = static_cast<float>(i) / static_cast<float>(gaps);
        appendDot(quads, a + (b - a) * f, style.radius, style.colour);
    }
}

// An arrowhead at the middle of `a` to `b`, pointing to `b`: the way the dog sets off.
void appendFirstStepArrow(sf::VertexArray& triangles, sf::Vector2f a, sf::Vector2f b, float size,
                          sf::Color colour) {
    const float length = std::hypot(b.x - a.x, b.y - a.y);
    if (length <= 0)
        return;
    const sf::Vector2f along = (b - a) / length;
    const sf::Vector2f across(-along.y, along.x);
    const sf::Vector2f tip = a + (b - a) * 0.5f + along * size;
    const sf::Color rim = as<sf::Color>(palette::kEditorPatrolRim);
    for (const auto& [s, c] : {std::pair{size + 2, rim}, std::pair{size, colour}}) {
        triangles.append(sf::Vertex(tip + along * (s - size), c));
        triangles.append(sf::Vertex(tip - along * s * 1.6f + across * s, c));
        triangles.append(sf::Vertex(tip - along * s * 1.6f - across * s, c));
    }
}

// The round through `points` (tile centres in pixels, its dog first), closed when `loop`.
void appendRound(sf::VertexArray& quads, sf::VertexArray& triangles,
                 const std::vector<sf::Vector2f>& points, bool loop, const DotStyle& style) {
    for (std::size_t i = 0; i + 1 < points.size(); ++i)
        appendDottedSegment(quads, points[i], points[i + 1], style);
    if (loop && points.size() > 1)
        appendDottedSegment(quads, points.back(), points.front(), style);
    for (const sf::Vector2f p : points)
        appendDot(quads, p, style.radius * 1.7f, style.colour);
    if (points.size() > 1)
        appendFirstStepArrow(triangles, points[0], points[1], style.radius * 1.8f, style.colour);
}

// A square frame round `box` (pixels), `width` thick.
void appendFrame(sf::VertexArray& quads, sf::FloatRect box, float width, sf::Color colour) {
    const float l = box.left, t = box.top, r = box.left + box.width, b = box.top + box.height;
    const sf::FloatRect sides[] = {{l, t, r - l, width},
                                   {l, b - width, r - l, width},
                                   {l, t, width, b - t},
                                   {r - width, t, width, b - t}};
    for (const sf::FloatRect& s : sides) {
        for (const sf::Vector2f p :
             {sf::Vector2f(s.left, s.top), sf::Vector2f(s.left + s.width, s.top),
              sf::Vector2f(s.left + s.width, s.top + s.height),
              sf::Vector2f(s.left, s.top + s.height)})
            quads.append(sf::Vertex(p, colour));
    }
}

// Dots readable at every zoom: about five a tile, never closer than 5 pixels.
DotStyle styleFor(float tile, sf::Color colour) {
    return {std::max(6.0f, tile / 5), std::clamp(tile * 0.07f, 2.0f, 4.0f), colour};
}

}  // namespace

void drawPatrolIcon(sf::RenderTarget& target, const Art& art, sf::FloatRect rect) {
    drawTileArt(target, art, TileKind::Floor, rect);
    drawTileArt(
        target, art, TileKind::Dog,
        {rect.left, rect.top + rect.height * 0.45f, rect.width * 0.55f, rect.height * 0.55f});
    sf::VertexArray quads(sf::Quads);
    sf::VertexArray triangles(sf::Triangles);
    const auto at = [&rect](float x, float y) {
        return sf::Vector2f(rect.left + rect.width * x, rect.top + rect.height * y);
    };
    appendRound(quads, triangles, {at(0.3f, 0.7f), at(0.3f, 0.2f), at(0.8f, 0.2f), at(0.8f, 0.7f)},
                true, {4, 1.2f, as<sf::Color>(palette::kEditorPatrol)});
    target.draw(quads);
    target.draw(triangles);
}

void EditorScreen::drawPatrols(sf::RenderTarget& target) const {
    const Level& level = model_.level();
    const PatrolTool& tool = model_.patrols();
    const bool drawing = model_.patrolTool() && tool.drawing() && !model_.prompt().shown();
    if (level.patrols.empty() && !drawing)
        return;
    const MapFrame& frame = model_.frame();
    const sf::View screen = target.getView();
    target.setView(clipView(frame, windowSize()));
    const auto centre = [&frame](Tile t) {
        return toVector(frame.pixelOf({t.col + 0.5, t.row + 0.5}));
    };
    const auto centres = [&centre](const std::vector<Tile>& tiles) {
        std::vector<sf::Vector2f> out;
        for (const Tile t : tiles)
            out.push_back(centre(t));
        return out;
    };
    const float tile = frame.tile();
    const sf::Color gold = as<sf::Color>(palette::kEditorHeading);
    sf::VertexArray marks(sf::Quads);  // under the dots: the highlighted tiles
    sf::VertexArray quads(sf::Quads);
    sf::VertexArray triangles(sf::Triangles);
    const std::optional<std::size_t> editing = drawing ? tool.editing() : std::nullopt;
    for (std::size_t i = 0; i < level.patrols.size(); ++i) {
        if (editing && *editing == i)
            continue;  // drawn as the round being drawn
        const Patrol& patrol = level.patrols[i];
        appendRound(quads, triangles, centres(patrol.tiles), patrol.loop,
                    styleFor(tile, as<sf::Color>(palette::kEditorPatrol)));
    }
    if (drawing) {
        const std::vector<Tile>& route = tool.route();
        const auto box = [&frame, tile](Tile t) {
            const Pointer p =
                frame.pixelOf({static_cast<double>(t.col), static_cast<double>(t.row)});
            return sf::FloatRect(p.x, p.y, tile, tile);
        };
        sf::Color glow = gold;
        glow.a = 90;
        const sf::FloatRect last = box(route.back());
        for (const sf::Vector2f p :
             {sf::Vector2f(last.left, last.top), sf::Vector2f(last.left + last.width, last.top),
              sf::Vector2f(last.left + last.width, last.top + last.height),
              sf::Vector2f(last.left, last.top + last.height)})
            marks.append(sf::Vertex(p, glow));
        appendFrame(marks, box(route.front()), std::max(2.0f, tile / 12), gold);
        appendRound(quads, triangles, centres(route), tool.loop(), styleFor(tile, gold));
        if (const std::optional<Tile> hover = model_.hover(); hover && *hover != route.back()) {
            // Where a click would go next, framed by whether the rules let it.
            const bool refused = tool.refusal(*hover).has_value();
            appendFrame(marks, box(*hover), std::max(2.0f, tile / 10),
                        refused ? as<sf::Color>(palette::kEditorVerdictError) : gold);
            if (!refused) {
                sf::Color faint = gold;
                faint.a = 140;
                appendDottedSegment(quads, centre(route.back()), centre(*hover),
                                    styleFor(tile, faint));
            }
        }
    }
    target.draw(marks);
    target.draw(quads);
    target.draw(triangles);
    target.setView(screen);
}

}  // namespace catmaze::app
