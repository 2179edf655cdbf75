#include "rules_view.hpp"

#include <cmath>
#include <string>

#include "palette.hpp"

namespace catmaze::app {

namespace {

sf::Vector2f centreOf(Tile t, float side) {
    return {(static_cast<float>(t.col) + 0.5f) * side, (static_cast<float>(t.row) + 0.5f) * side};
}

sf::String utf8(const std::string& text) {
    return sf::String::fromUtf8(text.begin(), text.end());
}

// `color` with its alpha scaled by `factor`.
sf::Color faded(sf::Color color, float factor) {
    color.a = static_cast<sf::Uint8>(static_cast<float>(color.a) * factor);
    return color;
}

// One arrow at the centre of `to` pointing away from `from`.
void appendArrow(sf::VertexArray& triangles, Tile from, Tile to, float side, sf::Color color) {
    sf::Vector2f d(static_cast<float>(to.col - from.col), static_cast<float>(to.row - from.row));
    const float length = std::hypot(d.x, d.y);
    if (length == 0)
        return;
    d /= length;
    const sf::Vector2f across(-d.y, d.x);
    const sf::Vector2f c = centreOf(to, side);
    const float s = side * 0.24f;
    const sf::Vector2f tip = c + d * s;
    const sf::Vector2f back = c - d * (s * 0.7f);
    triangles.append(sf::Vertex(tip, color));
    triangles.append(sf::Vertex(back + across * (s * 0.85f), color));
    triangles.append(sf::Vertex(back - across * (s * 0.85f), color));
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

}  // namespace

void appendTrailArrows(sf::VertexArray& triangles, Tile from, const std::vector<Tile>& tiles,
                       float side, sf::Color color) {
    Tile previous = from;
    for (const Tile& t : tiles) {
        appendArrow(triangles, previous, t, side, color);
        previous = t;
    }
}

void drawRoutePreview(sf::RenderTarget& target, const RoutePreview& preview, float side) {
    if (preview.status != PreviewStatus::Walk || preview.tiles.empty())
        return;
    const bool warns = preview.warns();
    const sf::Color walked = as<sf::Color>(warns ? palette::kRouteWarning : palette::kRoute);
    sf::VertexArray arrows(sf::Triangles);
    Tile previous = preview.from;
    for (std::size_t i = 0; i < preview.tiles.size(); ++i) {
        // Steps after the walk ends (caught, or an exit on the way) would never be walked.
        const bool reached = i < preview.stepsWalked;
        appendArrow(arrows, previous, preview.tiles[i], side,
                    reached ? walked : faded(walked, 0.3f));
        previous = preview.tiles[i];
    }
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
}

void drawOverlayLegend(sf::RenderTarget& target, const sf::Font& font, sf::Vector2f topLeft,
                       const OverlayLegend& legend, unsigned size) {
    struct Entry {
        Rgba color;
        std::string label;
    };
    std::vector<Entry> entries;
    const std::string algorithm = legend.jumped ? "Jump point search: " : "A*: ";
    entries.push_back({legend.jumped ? palette::kOverlayClosedJump : palette::kOverlayClosed,
                       algorithm + std::to_string(legend.expanded) + " expanded"});
    entries.push_back({legend.jumped ? palette::kOverlayOpenJump : palette::kOverlayOpen, "open"});
    if (legend.jumped)
        entries.push_back({palette::kOverlayScanned, "scanned"});
    entries.push_back({palette::kWindow, "hover a tile: g cost so far, h estimate, f = g + h"});

    const float swatch = static_cast<float>(size);
    float x = topLeft.x;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const Entry& e = entries[i];
        const bool isNote = i + 1 == entries.size();
        if (!isNote) {
            sf::RectangleShape box({swatch, swatch});
            box.setPosition(x, topLeft.y + 2);
            // Opaque, so the swatch reads as the overlay does over a floor tile.
            box.setFillColor(as<sf::Color>(over(e.color, {110, 100, 90})));
            box.setOutlineColor(as<sf::Color>(palette::kLegendText));
            box.setOutlineThickness(1);
            target.draw(box);
            x += swatch + 6;
        }
        sf::Text text(utf8(e.label), font, size);
        text.setFillColor(as<sf::Color>(palette::kLegendText));
        text.setPosition(std::round(x), std::round(topLeft.y));
        target.draw(text);
        x += text.getLocalBounds().width + 18;
    }
}

sf::FloatRect rulesCardRect(sf::Vector2f window) {
    const float width = std::min(440.0f, window.x - 20);
    const float height = 192;
    return {window.x - width - 10, 46, width, height};
}

void drawRulesCard(sf::RenderTarget& target, const sf::Font& font, const sf::Font& bold) {
    const sf::FloatRect r = rulesCardRect(target.getView().getSize());
    sf::RectangleShape box({r.width, r.height});
    box.setPosition(r.left, r.top);
    box.setFillColor(as<sf::Color>(palette::kCardBox));
    box.setOutlineColor(as<sf::Color>(palette::kCardOutline));
    box.setOutlineThickness(2);
    target.draw(box);

    sf::Text title(utf8("How the cat gets by"), bold, 18);
    title.setFillColor(as<sf::Color>(palette::kCardTitle));
    title.setPosition(r.left + 14, r.top + 8);
    target.draw(title);
    const char* lines[] = {
        "Reach the door to win the level.",
        "Click a tile: the cat walks the cheapest way there.",
        "Walking onto a dog costs ten times more.",
        "A bone in hand pays a dog, and it leaves.",
        "No bone in hand: the dog catches the cat.",
        "Click this card or press Enter to close it.",
    };
    float y = r.top + 38;
    for (const char* line : lines) {
        sf::Text text(utf8(line), font, 15);
        text.setFillColor(as<sf::Color>(palette::kCardText));
        text.setPosition(r.left + 14, y);
        target.draw(text);
        y += 24;
    }
}

}  // namespace catmaze::app
