#include "play/rules_view.hpp"

#include <cmath>
#include <string>
#include <utility>

#include "play/route_marks.hpp"
#include "render/font_text.hpp"
#include "render/palette.hpp"

namespace catmaze::app {

namespace {

sf::Vector2f centreOf(Tile t, float side) {
    return {(static_cast<float>(t.col) + 0.5f) * side, (static_cast<float>(t.row) + 0.5f) * side};
}

// `color` with its alpha scaled by `factor`.
sf::Color faded(sf::Color color, float factor) {
    color.a = static_cast<sf::Uint8>(static_cast<float>(color.a) * factor);
    return color;
}

// The arrow's triangle of size `s` at `at` pointing along `d` (a unit vector).
void appendArrowShape(sf::VertexArray& triangles, sf::Vector2f at, sf::Vector2f d, float s,
                      sf::Color color) {
    const sf::Vector2f across(-d.y, d.x);
    const sf::Vector2f tip = at + d * s;
    const sf::Vector2f back = at - d * (s * 0.7f);
    triangles.append(sf::Vertex(tip, color));
    triangles.append(sf::Vertex(back + across * (s * 0.85f), color));
    triangles.append(sf::Vertex(back - across * (s * 0.85f), color));
}

// One arrow at `at` (world pixels) pointing along `d` (a unit vector), on a dark rim of its own
// shape, so that it reads on the pale floors (the sand, high contrast's near white) as on the
// dark ones.
void appendArrow(sf::VertexArray& triangles, sf::Vector2f at, sf::Vector2f d, float side,
                 sf::Color color) {
    const sf::Color rim(30, 22, 12, static_cast<sf::Uint8>(color.a * 3 / 4));
    const float s = side * 0.24f;
    appendArrowShape(triangles, at - d * (s * 0.05f), d, s * 1.25f, rim);
    appendArrowShape(triangles, at, d, s, color);
}

sf::Vector2f pixel(Vec2 p, float side) {
    return {static_cast<float>(p.x) * side, static_cast<float>(p.y) * side};
}

void drawTileOutline(sf::RenderTarget& target, Tile t, float side, sf::Color color, float width) {
    sf::RectangleShape box({side - 2 * width, side - 2 * width});
    box.setPosition(static_cast<float>(t.col) * side + width,
                    static_cast<float>(t.row) * side + width);
    box.setFillColor(sf::Color::Transparent);
    box.setOutlineColor(color);
    box.setOutlineThickness(width);
    target.draw(box);
}

// A cross where the cat would be caught: two bars, dark-rimmed so they read on any tile.
void drawCatchCross(sf::RenderTarget& target, sf::Vector2f at, float side) {
    const float arm = side * 0.3f;
    for (const auto& [width, colour] :
         {std::pair{side * 0.16f, sf::Color(20, 10, 10)},
          std::pair{side * 0.09f, as<sf::Color>(palette::kDogMark)}}) {
        for (const float angle : {45.0f, -45.0f}) {
            sf::RectangleShape bar({2 * arm + (width - side * 0.09f), width});
            bar.setOrigin(bar.getSize() / 2.0f);
            bar.setPosition(at);
            bar.setRotation(angle);
            bar.setFillColor(colour);
            target.draw(bar);
        }
    }
}

// `line` drawn with `font` at `size`, cut to `width` should the font be wider than the card's
// estimate (the card wraps to fit).
sf::String cardLine(const std::u32string& line, const sf::Font& font, unsigned size, float width) {
    const auto bytes = toSfString(line).toUtf8();
    return fitToWidth(std::string(bytes.begin(), bytes.end()), font, size, width);
}

}  // namespace

void appendTrailArrows(sf::VertexArray& triangles, const std::vector<Vec2>& points, bool stepwise,
                       float side, sf::Color color, double upTo, sf::Color after) {
    for (const TrailArrow& arrow : trailArrows(points, stepwise, upTo)) {
        const sf::Vector2f dir(static_cast<float>(arrow.direction.x),
                               static_cast<float>(arrow.direction.y));
        appendArrow(triangles, pixel(arrow.at, side), dir, side, arrow.walked ? color : after);
    }
}

void drawRoutePreview(sf::RenderTarget& target, const RoutePreview& preview, float side) {
    if (preview.status != PreviewStatus::Walk || preview.points.size() < 2)
        return;
    const bool warns = preview.warns();
    const sf::Color walked = as<sf::Color>(routeColour(preview));
    // Steps after the walk ends (caught, or an exit on the way) would never be walked: faint.
    const sf::Color never = faded(walked, 0.3f);
    const bool stepwise = !preview.tiles.empty();
    if (!stepwise) {
        // The open floor's route is a line: drawn as thin quads, then arrows along it.
        sf::VertexArray line(sf::Triangles);
        double along = 0;
        for (std::size_t i = 1; i < preview.points.size(); ++i) {
            const sf::Vector2f a = pixel(preview.points[i - 1], side);
            const sf::Vector2f b = pixel(preview.points[i], side);
            const float length = std::hypot(b.x - a.x, b.y - a.y);
            if (length == 0)
                continue;
            const sf::Vector2f across =
                sf::Vector2f(-(b.y - a.y), b.x - a.x) * (std::max(1.5f, side * 0.05f) / length);
            const sf::Color c = along < preview.walkedLength - 1e-9 ? walked : never;
            for (const sf::Vector2f p :
                 {a + across, a - across, b + across, a - across, b - across, b + across})
                line.append(sf::Vertex(p, c));
            along += distance(preview.points[i - 1], preview.points[i]);
        }
        target.draw(line);
    }
    sf::VertexArray arrows(sf::Triangles);
    appendTrailArrows(arrows, preview.points, stepwise, side, walked, preview.walkedLength, never);
    target.draw(arrows);
    drawTileOutline(target, preview.target, side, walked, std::max(1.0f, side * 0.04f));
    if (warns && preview.caughtBy) {
        // The dog that would catch the cat: a thick ring round it.
        const float radius = side * 0.46f;
        sf::CircleShape ring(radius, 24);
        ring.setOrigin(radius, radius);
        ring.setPosition(centreOf(*preview.caughtBy, side));
        ring.setFillColor(sf::Color(255, 40, 40, 40));
        ring.setOutlineColor(as<sf::Color>(palette::kDogMark));
        ring.setOutlineThickness(std::max(2.0f, side * 0.08f));
        target.draw(ring);
    }
    if (const std::optional<Vec2> meeting = catchPoint(preview))
        drawCatchCross(target,
                       sf::Vector2f(static_cast<float>(meeting->x * side),
                                    static_cast<float>(meeting->y * side)),
                       side);
}

void drawOverlayLegend(sf::RenderTarget& target, const sf::Font& font, sf::Vector2f topLeft,
                       const std::vector<ShownLegendEntry>& line, unsigned size) {
    const float swatch = static_cast<float>(size);
    const TextWidth measure = textWidth(font, size);
    float x = topLeft.x;
    for (const ShownLegendEntry& e : line) {
        if (e.swatch) {
            sf::RectangleShape box({swatch, swatch});
            box.setPosition(x, topLeft.y + 2);
            // Opaque, so the swatch reads as the overlay does over a floor tile.
            box.setFillColor(as<sf::Color>(over(e.colour, {110, 100, 90})));
            box.setOutlineColor(as<sf::Color>(palette::kLegendText));
            box.setOutlineThickness(1);
            target.draw(box);
            x += swatch + kLegendSwatchGap;
        }
        sf::Text text(toSfString(e.label), font, size);
        text.setFillColor(as<sf::Color>(palette::kLegendText));
        text.setPosition(std::round(x), std::round(topLeft.y));
        target.draw(text);
        // The same widths as legendLines laid the line out with.
        x += measure(e.label) + kLegendEntryGap;
    }
}

void drawRulesCard(sf::RenderTarget& target, const sf::Font& font, const sf::Font& bold,
                   CardRules rules, InputDevice device, const KeyTable& keys, const PadTable& pad,
                   UiScale scale) {
    const sf::Vector2f window = target.getView().getSize();
    const RulesCardLayout card =
        rulesCardLayout(window.x, window.y, cardText(rules, device, keys, pad), scale);
    const ScreenBox& r = card.box;
    sf::RectangleShape box({r.width, r.height});
    box.setPosition(r.left, r.top);
    box.setFillColor(as<sf::Color>(palette::kCardBox));
    box.setOutlineColor(as<sf::Color>(palette::kCardOutline));
    box.setOutlineThickness(2);
    target.draw(box);

    const float textWidth = r.width - 2 * card.padding;
    sf::Text title(cardLine(card.title, bold, card.titleSize, textWidth), bold, card.titleSize);
    title.setFillColor(as<sf::Color>(palette::kCardTitle));
    title.setPosition(r.left + card.padding, r.top + card.titleHeight * 8 / 38);
    target.draw(title);
    float y = r.top + card.titleHeight;
    for (const std::u32string& line : card.lines) {
        sf::Text text(cardLine(line, font, card.lineSize, textWidth), font, card.lineSize);
        text.setFillColor(as<sf::Color>(palette::kCardText));
        text.setPosition(r.left + card.padding, y);
        target.draw(text);
        y += card.lineStep;
    }
}

}  // namespace catmaze::app
