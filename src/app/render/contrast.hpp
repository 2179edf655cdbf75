#pragma once
/// \file
/// Colour arithmetic for readable text: alpha compositing and the WCAG 2 contrast ratio
/// (relative luminance of linearised sRGB, ratio (L1 + 0.05) / (L2 + 0.05)). Plain C++, so the
/// unit tests measure the game's own palette with it.

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace catmaze::app {

/// A colour as 8-bit sRGB channels and an alpha (255 opaque); convert with `as<>` for drawing.
struct Rgba {
    std::uint8_t r = 0;    ///< red
    std::uint8_t g = 0;    ///< green
    std::uint8_t b = 0;    ///< blue
    std::uint8_t a = 255;  ///< alpha: 255 opaque, 0 invisible

    /// Same channels and alpha.
    friend constexpr bool operator==(const Rgba&, const Rgba&) = default;
};

/// `c` as another colour type with an (r, g, b, a) constructor, as the drawing code's colour.
template <class Color>
Color as(Rgba c) {
    return Color(c.r, c.g, c.b, c.a);
}

/// `top` drawn over the opaque `below` with normal alpha blending (what the renderer's alpha blend
/// does to the colour channels): an opaque colour, each channel rounded.
inline Rgba over(Rgba top, Rgba below) {
    const double t = top.a / 255.0;
    const auto mix = [t](std::uint8_t a, std::uint8_t b) {
        return static_cast<std::uint8_t>(std::lround(a * t + b * (1 - t)));
    };
    return {mix(top.r, below.r), mix(top.g, below.g), mix(top.b, below.b), 255};
}

/// WCAG 2 relative luminance of `c`'s colour (alpha ignored), from 0 (black) to 1 (white).
inline double relativeLuminance(Rgba c) {
    const auto linear = [](std::uint8_t channel) {
        const double s = channel / 255.0;
        return s <= 0.04045 ? s / 12.92 : std::pow((s + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
}

/// WCAG 2 contrast ratio of two colours (alpha ignored): 1 (same) to 21 (black on white), the
/// same whichever is given first. Normal text needs at least 4.5 (level AA).
inline double contrastRatio(Rgba x, Rgba y) {
    const double lx = relativeLuminance(x);
    const double ly = relativeLuminance(y);
    return (std::max(lx, ly) + 0.05) / (std::min(lx, ly) + 0.05);
}

/// The contrast WCAG 2 level AA asks of normal text.
inline constexpr double kMinTextContrast = 4.5;

}  // namespace catmaze::app
