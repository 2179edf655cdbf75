#pragma once
/// \file
/// Where the notice line goes: centred across the window, under the banner of file problems
/// (when one shows) or under the HUD's bar, and above the HUD's bottom band instead when that
/// hides less of what the player must keep in sight (the cat first, then the level's objects,
/// then the hint's trail). No SFML, so the unit tests check that a notice never hides the cat.

#include <cstddef>
#include <span>
#include <vector>

#include "ui/tooltip_place.hpp"

namespace catmaze::app {

/// Pixels between two lines of a notice.
inline constexpr float kNoticeLineHeight = 24;

/// The notice's box for `lines` lines of text at most `textWidth` pixels wide, in a window
/// `windowWidth` x `windowHeight` pixels whose banner (if any) ends at `bannerBottom` (0: no
/// banner) and whose bottom `bottomBand` pixels are the HUD's: at the top, or at the bottom when
/// that covers fewer of `inSight`'s boxes, compared tier by tier (most important first).
ScreenBox placeNotice(float textWidth, std::size_t lines, float windowWidth, float windowHeight,
                      float bannerBottom, float bottomBand,
                      std::span<const std::vector<ScreenBox>> inSight);

}  // namespace catmaze::app
