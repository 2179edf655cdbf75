#pragma once
/// \file
/// Drawing that shows the rules before they bite: the route a click would walk (in the warning
/// colour, with the dog ringed, when a dog would catch the cat), trails drawn as arrows so their
/// order shows, the search overlay's legend, and the first level's card explaining the rules.
/// Only reads what it is given.

#include <optional>
#include <vector>

#include <SFML/Graphics.hpp>

#include "catmaze/game/route_preview.hpp"
#include "contrast.hpp"

namespace catmaze::app {

/// Appends to `triangles` (a sf::Triangles array) one arrow per tile of `tiles`, walked from
/// `from`: each at its tile's centre pointing the way the cat moves onto it, `color`, in world
/// pixels of `side`-sized tiles. Order shows without numbers, at any zoom.
void appendTrailArrows(sf::VertexArray& triangles, Tile from, const std::vector<Tile>& tiles,
                       float side, sf::Color color);

/// Draws `preview` (when it is a walk) in world pixels of `side`-sized tiles, with the world's
/// view set on `target`: arrows in the route colour, or up to the dog in the warning colour
/// when the walk ends caught (the steps after it, never walked, faint), the catching dog ringed,
/// and the clicked tile outlined.
void drawRoutePreview(sf::RenderTarget& target, const RoutePreview& preview, float side);

/// What the search overlay's legend says.
struct OverlayLegend {
    bool jumped = false;  ///< jump point search (else A*)
    int expanded = 0;     ///< nodes (or jump points) expanded
};

/// Draws the legend, one line with a swatch of the overlay's colour (palette.hpp) before each
/// entry, its baseline box's top-left at `topLeft` (screen pixels), `size`-point text.
void drawOverlayLegend(sf::RenderTarget& target, const sf::Font& font, sf::Vector2f topLeft,
                       const OverlayLegend& legend, unsigned size = 13);

/// The first level's card: click to walk, dogs cost ten times more, a bone pays a dog, no bone
/// means caught. Where it is in a window of `window` size (below the HUD bar, at the right).
sf::FloatRect rulesCardRect(sf::Vector2f window);

/// Draws the card at rulesCardRect(window size of `target`'s view).
void drawRulesCard(sf::RenderTarget& target, const sf::Font& font, const sf::Font& bold);

}  // namespace catmaze::app
