#include "sprites.hpp"

#include <array>
#include <cstdint>

#include "art_palette.hpp"
#include "pixel_art.hpp"
#include "sprite_parts.hpp"

namespace catmaze::assets {

namespace {

// Tileset seeds, so each tile gets its own but fixed texture.
constexpr std::uint32_t kFloorSeed = 11;
constexpr std::uint32_t kFloorAltSeed = 12;
constexpr std::uint32_t kWallSeed = 21;
constexpr std::uint32_t kWallAltSeed = 22;

sf::Color mix(sf::Color a, sf::Color b, float t) {
    const auto channel = [t](sf::Uint8 x, sf::Uint8 y) {
        return static_cast<sf::Uint8>(static_cast<float>(x) +
                                      (static_cast<float>(y) - static_cast<float>(x)) * t + 0.5f);
    };
    return {channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b), 255};
}

// A small random brightness change in [-spread, spread] for texture noise.
int jitter(int x, int y, std::uint32_t seed, int spread) {
    return static_cast<int>(hash(x, y, seed) % static_cast<std::uint32_t>(2 * spread + 1)) - spread;
}

// ---- Tiles ----

// One flagstone per tile: light top/left edge, dark seam at the bottom/right, speckled sand.
sf::Image floorTile(std::uint32_t seed, bool variant) {
    sf::Image image = blankImage(kTile, kTile);
    for (int y = 0; y < static_cast<int>(kTile); ++y) {
        for (int x = 0; x < static_cast<int>(kTile); ++x) {
            sf::Color color = shade(kFloor, 2 * jitter(x, y, seed, 2));
            if (hash(x, y, seed + 100) % 23 == 0)
                color = shade(kFloor, -18);  // darker grains
            if (x == 0 || y == 0)
                color = kFloorEdge;
            else if (x == 31 || y == 31)
                color = kFloorSeam;
            else if (x == 30 || y == 30)
                color = shade(kFloor, -12);
            put(image, x, y, color);
        }
    }
    if (variant) {
        // A worn crack and two pebbles: different enough to break the grid, not a new material.
        const sf::Color crack = shade(kFloor, -44);
        line(image, 6, 9, 11, 13, crack);
        line(image, 11, 13, 12, 18, crack);
        line(image, 11, 13, 16, 14, crack);
        put(image, 12, 13, shade(kFloor, 14));
        fillRect(image, 22, 21, 2, 2, shade(kFloor, -30));
        put(image, 22, 21, shade(kFloor, 10));
        fillRect(image, 25, 24, 1, 1, shade(kFloor, -30));
    }
    return image;
}

// Bricks of 16x8 in staggered rows, each lit on its top edge, with a light top edge on the tile.
sf::Image wallTile(std::uint32_t seed, bool variant) {
    sf::Image image = blankImage(kTile, kTile);
    fillRect(image, 0, 0, kTile, kTile, kMortar);
    for (int row = 0; row < 4; ++row) {
        const int y0 = row * 8;
        const int offset = row % 2 == 0 ? 0 : -8;
        for (int i = 0; i < 3; ++i) {
            const int x0 = offset + i * 16;
            // Bricks that wrap across the tile edge share a tint so neighbours tile seamlessly.
            const int key = ((x0 % 32) + 32) % 32;
            const sf::Color brick = shade(kBrick, 6 * jitter(key, row, seed, 1));
            for (int y = y0; y < y0 + 7; ++y) {
                for (int x = x0; x < x0 + 15; ++x) {
                    int delta = jitter(x, y, seed, 3);
                    if (y == y0)
                        delta += 24;
                    else if (x == x0)
                        delta += 10;
                    else if (y == y0 + 6)
                        delta -= 16;
                    put(image, x, y, shade(brick, delta));
                }
            }
        }
    }
    fillRect(image, 0, 0, kTile, 1, kWallTop);
    if (variant) {
        // Moss growing in the lower mortar joints, and a cracked brick: weathered, same wall.
        const sf::Image bare = image;
        for (int y = 15; y < 32; ++y) {
            for (int x = 0; x < 32; ++x) {
                const auto ux = static_cast<unsigned>(x);
                const auto uy = static_cast<unsigned>(y);
                const std::uint32_t roll = hash(x, y, seed + 7) % 8;
                if (bare.getPixel(ux, uy) == kMortar && roll < 3) {
                    put(image, x, y, shade(kMoss, jitter(x, y, seed, 10)));
                    if (roll == 0)
                        put(image, x, y - 1, shade(kMoss, 20));  // a tuft over the brick edge
                }
            }
        }
        const sf::Color crack = shade(kMortar, 6);
        for (const auto& [x, y] : std::array<std::pair<int, int>, 7>{
                 {{12, 9}, {13, 10}, {13, 11}, {14, 12}, {14, 13}, {15, 11}, {16, 11}}})
            put(image, x, y, crack);
    }
    return image;
}

// A golden arch on the floor around a glowing green passage with steps going down.
sf::Image exitTile() {
    sf::Image image = floorTile(kFloorSeed, false);
    fillRect(image, 4, 11, 24, 20, kOutline);
    fillEllipse(image, {16, 12}, 12, 10.5f, kOutline);
    fillRect(image, 5, 12, 22, 18, kGold.dark);
    fillEllipse(image, {16, 12}, 11, 9.5f, kGold.dark);
    fillRect(image, 5, 12, 21, 17, kGold.base);
    fillEllipse(image, {15.5f, 11.5f}, 10.5f, 9, kGold.base);
    fillEllipse(image, {14, 9}, 7.5f, 5.5f, kGold.light);
    fillEllipse(image, {15.5f, 11.5f}, 9.2f, 7.8f, kGold.base);
    // The passage: brightest low in the middle, as if light rises from the stairs.
    sf::Image passage = blankImage(kTile, kTile);
    fillRect(passage, 9, 13, 14, 17, kWhite);
    fillEllipse(passage, {16, 13}, 7, 6.5f, kWhite);
    for (int y = 0; y < 32; ++y) {
        for (int x = 0; x < 32; ++x) {
            if (passage.getPixel(static_cast<unsigned>(x), static_cast<unsigned>(y)).a == 0)
                continue;
            const float dx = (static_cast<float>(x) - 15.5f) / 7.5f;
            const float dy = (static_cast<float>(y) - 22.0f) / 14.0f;
            float t = dx * dx + dy * dy;
            t = t > 1 ? 1 : t;
            sf::Color color = mix(kGlowCore, kGlowEdge, t);
            if (y == 20 || y == 24 || y == 28)
                color = shade(color, -50);  // the edges of the steps
            put(image, x, y, color);
        }
    }
    // Stone blocks of the arch and sparkles of light.
    for (const auto& [x, y] :
         std::array<std::pair<int, int>, 6>{{{7, 8}, {25, 8}, {16, 3}, {6, 18}, {25, 18}, {6, 25}}})
        put(image, x, y, kGold.dark);
    put(image, 11, 16, kWhite);
    put(image, 20, 14, kWhite);
    put(image, 17, 9, kGlowCore);
    return image;
}

// A white bone lying diagonally.
sf::Image boneSprite() {
    sf::Image image = blankImage(kTile, kTile);
    thickCurve(image, {10, 22}, {16, 16}, {22, 10}, 2.2f, kBone.dark);
    thickCurve(image, {9.6f, 21.6f}, {15.6f, 15.6f}, {21.6f, 9.6f}, 1.6f, kBone.base);
    for (const Point knob :
         {Point{7.5f, 21.5f}, Point{10.5f, 24.5f}, Point{21.5f, 7.5f}, Point{24.5f, 10.5f}})
        shaded(image, knob, 2.7f, 2.7f, kBone);
    line(image, 11, 19, 19, 11, kBone.light);
    finishSprite(image, {16, 27}, 8);
    return image;
}

// A brown dog standing sideways, facing left; `frame` 1 wags the tail, lifts the ear, pants.
sf::Image dogSprite(int frame) {
    sf::Image image = blankImage(kTile, kTile);
    const bool wag = frame == 1;
    // Tail behind the body.
    const Point tip = wag ? Point{29.5f, 13.5f} : Point{27.5f, 9};
    thickCurve(image, {25, 19}, {28.5f, 18}, tip, 1.3f, kDogFur.base);
    fillEllipse(image, tip, 1.4f, 1.4f, kDogFur.light);
    // Far legs, then body, then near legs.
    fillRect(image, 12, 23, 3, 6, kDogFur.dark);
    fillRect(image, 24, 23, 3, 6, kDogFur.dark);
    shaded(image, {19, 20}, 8.5f, 5.5f, kDogFur);
    fillEllipse(image, {18, 23.5f}, 5, 1.5f, kDogMuzzle.base);
    fillEllipse(image, {21, 16.8f}, 4, 2.2f, kDogFur.dark);  // saddle patch
    for (const int x : {14, 22}) {
        fillRect(image, x, 23, 3, 6, kDogFur.base);
        fillRect(image, x, 28, 3, 1, kDogMuzzle.base);
    }
    // Head, long snout, black nose: what makes it read as a dog.
    shaded(image, {10.5f, 12}, 5.5f, 5.2f, kDogFur);
    shaded(image, {5.5f, 15}, 4, 2.6f, kDogMuzzle);
    fillEllipse(image, {2.5f, 13.8f}, 1.6f, 1.3f, kBlack);
    line(image, 4, 17, 7, 17, kDogMuzzle.dark);
    fillRect(image, 5, 17, 2, wag ? 3 : 2, kTongue);
    fillRect(image, 8, 9, 2, 2, kBlack);
    put(image, 8, 9, kWhite);
    line(image, 7, 7, 9, 7, kDogFur.dark);  // brow
    // Floppy ear, lifted a little in the second frame.
    fillEllipse(image, {13.5f, wag ? 10.5f : 12}, 2.2f, 4.3f, kDogEar);
    // Collar with a golden tag.
    fillRect(image, 14, 14, 2, 6, kCollar);
    fillRect(image, 13, 19, 2, 2, kTag);
    finishSprite(image, {19, 29.5f}, 11);
    return image;
}

}  // namespace

sf::Image makeTileset() {
    // Each tile goes to its column in the layout the game reads (catmaze/art_layout.hpp).
    sf::Image sheet = blankImage(kTilesetColumns * kTile, kTile);
    const auto place = [&sheet](TilesetColumn column, const sf::Image& tile) {
        sheet.copy(tile, static_cast<unsigned>(column) * kTile, 0);
    };
    place(kTileFloor, floorTile(kFloorSeed, false));
    place(kTileFloorAlt, floorTile(kFloorAltSeed, true));
    place(kTileWall, wallTile(kWallSeed, false));
    place(kTileWallAlt, wallTile(kWallAltSeed, true));
    place(kTileExit, exitTile());
    place(kTileBone, boneSprite());
    place(kTileDog, dogSprite(0));
    place(kTileDogAlt, dogSprite(1));
    return sheet;
}

}  // namespace catmaze::assets
