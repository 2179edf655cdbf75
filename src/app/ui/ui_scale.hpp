#pragma once
/// \file
/// The UI scale setting as the layouts use it: every size of text, bars, cards and menus is a
/// design size at 100 % times the factor, rounded to whole pixels, so a layout that holds at 100 %
/// holds at 200 % in a window twice as large, and the layouts' unit tests check the smallest
/// window (kMinWindowWidth x kMinWindowHeight) at both ends of the scale.

#include <cmath>
#include <functional>

#include "catmaze/player/settings.hpp"

namespace catmaze::app {

/// The narrowest window the game keeps (a smaller one is made this wide again).
inline constexpr unsigned kMinWindowWidth = 640;
/// The lowest window the game keeps.
inline constexpr unsigned kMinWindowHeight = 600;

/// Window pixels per design pixel: 1 at 100 %, 2 at 200 %. A value type.
struct UiScale {
    float factor = 1;  ///< in [kMinUiScale, kMaxUiScale] / 100

    /// `design` pixels at this scale, rounded to whole pixels.
    float px(float design) const { return std::round(design * factor); }
    /// A character size of `design` pixels at this scale.
    unsigned text(unsigned design) const {
        return static_cast<unsigned>(std::lround(static_cast<float>(design) * factor));
    }
    /// Same factor.
    friend bool operator==(UiScale, UiScale) = default;
};

/// The scale `settings` ask for (its uiScale, kept in range).
inline UiScale uiScaleOf(const Settings& settings) {
    const int percent = settings.uiScale < kMinUiScale   ? kMinUiScale
                        : settings.uiScale > kMaxUiScale ? kMaxUiScale
                                                         : settings.uiScale;
    return {static_cast<float>(percent) / 100.0f};
}

/// The largest character size from `wanted` down to `least` at which `fits` holds, so that text
/// shrinks back toward its 100 % size before any of it is cut; `least` when none does (the
/// text is then cut by the fitting rule, text_fit.hpp).
inline unsigned largestFittingSize(unsigned wanted, unsigned least,
                                   const std::function<bool(unsigned)>& fits) {
    for (unsigned size = wanted; size > least; --size) {
        if (fits(size))
            return size;
    }
    return least;
}

/// A line of text of character size `size` needs this many pixels of height (the fonts' line
/// spacing, 1.17 for DejaVu Sans, with room for descenders).
inline float lineHeight(unsigned size) {
    return std::ceil(static_cast<float>(size) * 1.25f);
}

}  // namespace catmaze::app
