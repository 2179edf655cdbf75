#pragma once
/// \file
/// The game's images and fonts, loaded from the assets directory (layouts in tools/README.md).

#include <filesystem>
#include <optional>
#include <string>

#include <SFML/Graphics.hpp>

namespace catmaze::app {

/// Columns of assets/images/tileset.png (32x32 tiles in one row).
enum TilesetColumn : int {
    kTileFloor = 0,
    kTileFloorAlt = 1,
    kTileWall = 2,
    kTileWallAlt = 3,
    kTileExit = 4,
    kTileBone = 5,
    kTileDog = 6,
    kTileDogAlt = 7,
};

/// Rows of assets/images/cat.png, by the direction the cat faces; columns are rest, walk A, walk B.
enum CatRow : int { kCatDown = 0, kCatLeft = 1, kCatRight = 2, kCatUp = 3 };

/// The pixel size of one tile or frame in the art.
inline constexpr int kArtTile = 32;

/// Textures and fonts. Textures need an OpenGL context, so load after the window exists.
struct Art {
    sf::Texture tileset;
    sf::Texture cat;
    sf::Image icon;
    sf::Font font;
    sf::Font bold;

    /// Loads everything from `assetsDir`; returns a message naming the file that failed.
    std::optional<std::string> load(const std::filesystem::path& assetsDir);
};

}  // namespace catmaze::app
