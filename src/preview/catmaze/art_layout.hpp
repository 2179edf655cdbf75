#pragma once
/// \file
/// Where things are in the game's art (assets/images, made by tools/assets; see tools/README.md),
/// shared by the asset generator, the game, the editor and the previews so all draw a level the
/// same way. Header only, no SFML.

#include "catmaze/geom/tile.hpp"
#include "catmaze/level/level.hpp"

namespace catmaze {

/// The pixel size of one tile or frame in the art.
inline constexpr int kArtTile = 32;

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
inline constexpr int kTilesetColumns = 8;

/// Rows of assets/images/cat.png, by the direction the cat faces; columns are rest, walk A, walk B.
enum CatRow : int { kCatDown = 0, kCatLeft = 1, kCatRight = 2, kCatUp = 3 };
inline constexpr int kCatColumns = 3;
inline constexpr int kCatRows = 4;

/// Size in pixels of assets/images/logo.png, the title screen's logo.
inline constexpr int kLogoWidth = 216;
inline constexpr int kLogoHeight = 48;

/// True for the one floor or wall tile in five drawn with the variant art; a stable hash of the
/// position, so a level looks the same every time and in every preview.
constexpr bool usesVariantArt(Tile t) {
    const unsigned h =
        static_cast<unsigned>(t.col) * 73856093u ^ static_cast<unsigned>(t.row) * 19349663u;
    return (h >> 4) % 5 == 0;
}

/// The tileset column drawn under a tile of `kind` at `t`: wall, exit or floor (with the variant
/// art where usesVariantArt says so). Bones, dogs and the cat's start stand on floor.
constexpr int terrainColumn(TileKind kind, Tile t) {
    if (kind == TileKind::Wall)
        return usesVariantArt(t) ? kTileWallAlt : kTileWall;
    if (kind == TileKind::Exit)
        return kTileExit;
    return usesVariantArt(t) ? kTileFloorAlt : kTileFloor;
}

}  // namespace catmaze
