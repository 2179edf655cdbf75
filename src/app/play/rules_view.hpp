#pragma once
/// \file
/// Drawing that shows the rules before they bite: the route a click would walk (in the warning
/// colour, with the dog ringed, when a dog would catch the cat), trails drawn as arrows so their
/// order shows, the search overlay's legend, and the cards explaining the rules.
/// Only reads what it is given.

#include <optional>
#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/game/route_preview.hpp"
#include "play/overlay_legend.hpp"
#include "play/rules_card.hpp"
#include "render/contrast.hpp"

namespace catmaze::app {

/// Appends to `triangles` (a sf::Triangles array) the arrows of trailArrows (route_marks.hpp)
/// along the route through `points` (tile units, its start first), `color`, in world pixels of
/// `side`-sized tiles. Arrows past `upTo` tiles of length get `after` instead.
void appendTrailArrows(sf::VertexArray& triangles, const std::vector<Vec2>& points, bool stepwise,
                       float side, sf::Color color, double upTo = 1e300,
                       sf::Color after = sf::Color::Transparent);

/// Draws `preview` (when it is a walk, on either floor) in world pixels of `side`-sized tiles,
/// with the world's view set on `target`: arrows along its points in the route colour (on open
/// floor over a line), or up to the dog in the warning colour when the walk ends caught (the
/// part after it, never walked, faint), the catching dog ringed, and the clicked tile
/// outlined.
void drawRoutePreview(sf::RenderTarget& target, const RoutePreview& preview, float side);

/// Draws a line of the legend (legendLines, overlay_legend.hpp), a swatch of the overlay's colour
/// (palette.hpp) before each entry that has one, its box's top-left at `topLeft` (screen
/// pixels), `size`-point text.
void drawOverlayLegend(sf::RenderTarget& target, const sf::Font& font, sf::Vector2f topLeft,
                       const std::vector<ShownLegendEntry>& line, unsigned size);

/// Draws the card of `rules` (its words from cardText, rules_card.hpp, with the buttons of
/// `device` or the keys of `keys`) as rulesCardLayout lays it out at `scale` in the window size
/// of `target`'s view: the title in `bold`, the lines in `font`.
void drawRulesCard(sf::RenderTarget& target, const sf::Font& font, const sf::Font& bold,
                   CardRules rules, InputDevice device, const KeyTable& keys, const PadTable& pad,
                   UiScale scale = {});

}  // namespace catmaze::app
