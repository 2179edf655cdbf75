#pragma once
/// \file
/// Draws a level with the game's own art into an image, without a window (sf::Image needs no
/// display), for `catmaze-level render` and level previews.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics/Image.hpp>

#include "catmaze/level/level.hpp"

namespace catmaze {

/// The art a preview needs, as in assets/images (see tools/README.md for the layouts).
struct PreviewArt {
    sf::Image
        tileset;  ///< 8 tiles of 32x32 in a row: floor, floor', wall, wall', exit, bone, dog, dog'
    sf::Image cat;  ///< 3x4 frames of 32x32; frame (0,0) is the cat resting, facing down
};

/// What loading the art gave: the art, or a message naming the file that failed.
struct PreviewArtLoad {
    std::optional<PreviewArt> art;
    std::string problem;
};

/// Loads `assetsDir/images/tileset.png` and `assetsDir/images/cat.png`, checking their sizes.
PreviewArtLoad loadPreviewArt(const std::filesystem::path& assetsDir);

/// The largest preview side accepted, in pixels.
inline constexpr int kMaxPreviewSide = 16384;

/// Draws `level` with `tilePixels` pixels per tile (1..256; the art is 32) and, when `route` is
/// given, the route from the cat's start along those tiles. Returns an empty image when the
/// result would exceed kMaxPreviewSide.
sf::Image renderLevelPreview(const Level& level, const PreviewArt& art, int tilePixels,
                             const std::vector<Tile>* route = nullptr);

}  // namespace catmaze
