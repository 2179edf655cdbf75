#pragma once
/// \file
/// Small pixel-art drawing helpers on sf::Image (no display needed). Shapes are sampled at pixel
/// centres, so a shape at (cx, cy) with radius r covers the same pixels on every run.

#include <cstdint>

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Image.hpp>

namespace catmaze::assets {

/// A point in pixel coordinates; (0.5, 0.5) is the centre of the top-left pixel.
struct Point {
    float x = 0;
    float y = 0;
};

/// A fully transparent image of `width` x `height` pixels.
sf::Image blankImage(unsigned width, unsigned height);

/// Sets one pixel; does nothing outside the image, so shapes may be clipped by the frame.
void put(sf::Image& image, int x, int y, sf::Color color);

/// Fills the `w` x `h` rectangle whose top-left pixel is (x, y).
void fillRect(sf::Image& image, int x, int y, int w, int h, sf::Color color);

/// Fills the ellipse centred at `c` with radii `rx`, `ry`.
void fillEllipse(sf::Image& image, Point c, float rx, float ry, sf::Color color);

/// Fills an ellipse lit from the top left: `light` on the upper-left rim, `dark` on the
/// lower-right, `base` elsewhere. This gives round body parts volume at 32 px.
void shadedEllipse(sf::Image& image, Point c, float rx, float ry, sf::Color base, sf::Color light,
                   sf::Color dark);

/// Fills the triangle a, b, c (either winding).
void fillTriangle(sf::Image& image, Point a, Point b, Point c, sf::Color color);

/// Draws a thick curve: discs of `radius` along the quadratic Bezier from `a` via `control` to
/// `b` (tails, shafts of bones).
void thickCurve(sf::Image& image, Point a, Point control, Point b, float radius, sf::Color color);

/// Draws a 1-pixel line from (x0, y0) to (x1, y1).
void line(sf::Image& image, int x0, int y0, int x1, int y1, sf::Color color);

/// Draws `color` on every transparent pixel that touches an opaque pixel (4-neighbours): the dark
/// outline that keeps sprites readable on any floor.
void outline(sf::Image& image, sf::Color color);

/// `color` with `delta` added to red, green and blue (clamped); alpha kept.
sf::Color shade(sf::Color color, int delta);

/// `image` resized to `size` x `size` (it must be square) by area averaging in integer
/// arithmetic (so the bytes never change): whole-number enlargements keep every pixel sharp, and
/// colours are weighted by alpha so transparent pixels do not darken the edges.
sf::Image resizedSquare(const sf::Image& image, unsigned size);

/// A stable hash of a pixel position and a seed, for textures that look random but never change.
std::uint32_t hash(int x, int y, std::uint32_t seed);

}  // namespace catmaze::assets
