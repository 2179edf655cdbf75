#include "sprites.hpp"

#include <array>
#include <cstdint>
#include <utility>

#include "art_palette.hpp"
#include "pixel_art.hpp"

namespace catmaze::assets {

namespace {

// Tileset seeds, so each tile gets its own but fixed texture.
constexpr std::uint32_t kFloorSeed = 11;
constexpr std::uint32_t kFloorAltSeed = 12;
constexpr std::uint32_t kWallSeed = 21;
constexpr std::uint32_t kWallAltSeed = 22;

void shaded(sf::Image& image, Point c, float rx, float ry, const Tone& tone) {
    shadedEllipse(image, c, rx, ry, tone.base, tone.light, tone.dark);
}

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

// Outlines the sprite, then lays a soft shadow on the ground under it (only on empty pixels, so
// the outline stays crisp).
void finishSprite(sf::Image& image, Point shadowCentre, float shadowRx) {
    outline(image, kOutline);
    sf::Image shadow = blankImage(kTile, kTile);
    fillEllipse(shadow, shadowCentre, shadowRx, 2.0f, kShadow);
    for (unsigned y = 0; y < kTile; ++y) {
        for (unsigned x = 0; x < kTile; ++x) {
            if (image.getPixel(x, y).a == 0)
                image.setPixel(x, y, shadow.getPixel(x, y));
        }
    }
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

// ---- The cat ----

enum class Facing { Down, Left, Right, Up };

// The walk cycle: 0 rest, 1 and 2 the two walk frames, as a signed leg offset.
int stepOf(int pose) {
    return pose == 0 ? 0 : (pose == 1 ? 1 : -1);
}

// Ears of the front and back views; `inner` is the colour inside them.
void catEars(sf::Image& image, sf::Color inner) {
    fillTriangle(image, {7.5f, 11}, {8.5f, 1.5f}, {14.5f, 6}, kFur.base);
    fillTriangle(image, {24.5f, 11}, {23.5f, 1.5f}, {17.5f, 6}, kFur.base);
    fillTriangle(image, {9.5f, 8.5f}, {9.5f, 4}, {12.5f, 6.5f}, inner);
    fillTriangle(image, {22.5f, 8.5f}, {22.5f, 4}, {19.5f, 6.5f}, inner);
}

void catFront(sf::Image& image, int pose) {
    const int s = stepOf(pose);
    const float sway = 0.8f * static_cast<float>(s);
    thickCurve(image, {20, 26}, {27.5f, 26}, {26.5f + sway, 16}, 1.6f, kFur.base);
    fillEllipse(image, {26.5f + sway, 16.5f}, 1.7f, 1.7f, kFur.dark);
    shaded(image, {16, 22.5f}, 6.5f, 6, kFur);
    fillEllipse(image, {16, 24}, 3.3f, 3.6f, kCream);
    fillEllipse(image, {12.5f, 28.5f + static_cast<float>(s)}, 2, 1.6f, kCream);
    fillEllipse(image, {19.5f, 28.5f - static_cast<float>(s)}, 2, 1.6f, kCream);
    catEars(image, kPink);
    shaded(image, {16, 12.5f}, 8.5f, 7, kFur);
    for (const int x : {13, 16, 19})
        line(image, x, 6, x, 7, kFur.dark);  // forehead stripes
    // A thin bandit mask with big eyes inside it: the thief's look, still cute.
    fillRect(image, 9, 10, 14, 3, kMask);
    for (const int x : {10, 19}) {
        fillRect(image, x, 10, 3, 3, kCatEye);
        line(image, x + 1, 10, x + 1, 12, kBlack);
        put(image, x, 10, kWhite);
    }
    fillEllipse(image, {16, 15.5f}, 3.2f, 2, kCream);
    fillRect(image, 15, 14, 2, 1, kPink);
    put(image, 15, 16, kFur.dark);
    put(image, 16, 16, kFur.dark);
    // The bandana knotted under the chin.
    fillRect(image, 10, 18, 12, 2, kBandana.base);
    fillTriangle(image, {12.5f, 19}, {19.5f, 19}, {16, 23.5f}, kBandana.base);
    line(image, 10, 19, 21, 19, kBandana.dark);
    put(image, 15, 20, kBandana.light);
}

void catBack(sf::Image& image, int pose) {
    const int s = stepOf(pose);
    const float sway = 0.8f * static_cast<float>(s);
    fillEllipse(image, {12.5f, 28.5f - static_cast<float>(s)}, 2, 1.6f, kFur.dark);
    fillEllipse(image, {19.5f, 28.5f + static_cast<float>(s)}, 2, 1.6f, kFur.dark);
    shaded(image, {16, 22.5f}, 6.5f, 6, kFur);
    for (const int y : {21, 24})
        line(image, 13, y, 19, y, kFur.dark);  // stripes across the back
    thickCurve(image, {16, 27}, {26, 29}, {25.5f + sway, 15}, 1.6f, kFur.base);
    fillEllipse(image, {25.5f + sway, 15.5f}, 1.7f, 1.7f, kFur.dark);
    catEars(image, kFur.dark);
    shaded(image, {16, 12.5f}, 8.5f, 7, kFur);
    for (const int x : {12, 16, 20})
        line(image, x, 7, x, 10, kFur.dark);
    // The bandana's knot at the back of the neck.
    fillRect(image, 10, 17, 12, 2, kBandana.base);
    line(image, 10, 18, 21, 18, kBandana.dark);
    fillTriangle(image, {16, 18}, {13.5f, 21.5f}, {16, 21}, kBandana.base);
    fillTriangle(image, {16, 18}, {18.5f, 21.5f}, {16, 21}, kBandana.dark);
    fillRect(image, 15, 17, 2, 2, kBandana.light);
}

// Facing right; the left-facing frames are this one mirrored.
void catSide(sf::Image& image, int pose) {
    // Leg x positions (far back, far front, near back, near front) per pose: a clear stride.
    static constexpr std::array<std::array<int, 4>, 3> kLegs = {
        {{10, 19, 12, 21}, {8, 21, 13, 18}, {12, 17, 9, 22}}};
    const auto& legs = kLegs[static_cast<std::size_t>(pose)];
    const float sway = 0.8f * static_cast<float>(stepOf(pose));
    thickCurve(image, {8, 20}, {2, 19}, {3.5f + sway, 10}, 1.5f, kFur.base);
    fillEllipse(image, {3.5f + sway, 10.5f}, 1.6f, 1.6f, kFur.dark);
    for (int i = 0; i < 4; ++i) {
        const bool near = i >= 2;
        fillRect(image, legs[static_cast<std::size_t>(i)], 23, 2, 5, near ? kFur.base : kFur.dark);
        fillRect(image, legs[static_cast<std::size_t>(i)], 27, 3, 1, near ? kCream : kFur.dark);
    }
    shaded(image, {15, 21}, 8, 4.8f, kFur);
    fillEllipse(image, {16, 23.5f}, 5, 1.5f, kCream);
    for (const int x : {10, 13})
        line(image, x, 17, x, 19, kFur.dark);
    fillTriangle(image, {18, 10}, {19.5f, 2.5f}, {22.5f, 8}, kFur.dark);
    shaded(image, {22.5f, 13.5f}, 6.5f, 6, kFur);
    fillTriangle(image, {21.5f, 9}, {25, 2.5f}, {27.5f, 10}, kFur.base);
    fillTriangle(image, {23.5f, 8.5f}, {25, 5}, {26, 9}, kPink);
    fillEllipse(image, {25, 12.5f}, 4.6f, 1.9f, kMask);
    fillRect(image, 25, 11, 2, 2, kCatEye);
    put(image, 25, 11, kWhite);
    fillEllipse(image, {27.5f, 16}, 2.5f, 1.8f, kCream);
    fillRect(image, 29, 14, 1, 2, kPink);
    fillRect(image, 17, 17, 4, 3, kBandana.base);
    fillTriangle(image, {18.5f, 19}, {22, 19}, {21, 22.5f}, kBandana.dark);
}

sf::Image catFrame(Facing facing, int pose) {
    sf::Image image = blankImage(kTile, kTile);
    switch (facing) {
        case Facing::Down:
            catFront(image, pose);
            break;
        case Facing::Up:
            catBack(image, pose);
            break;
        case Facing::Left:
        case Facing::Right:
            catSide(image, pose);
            break;
    }
    finishSprite(image, {16, 29.5f}, 8);
    if (facing == Facing::Left)
        image.flipHorizontally();
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

sf::Image makeCatSheet() {
    sf::Image sheet = blankImage(kCatColumns * kTile, kCatRows * kTile);
    const std::array<std::pair<CatRow, Facing>, kCatRows> rows = {{{kCatDown, Facing::Down},
                                                                   {kCatLeft, Facing::Left},
                                                                   {kCatRight, Facing::Right},
                                                                   {kCatUp, Facing::Up}}};
    for (const auto& [row, facing] : rows) {
        for (int pose = 0; pose < kCatColumns; ++pose) {
            sheet.copy(catFrame(facing, pose), static_cast<unsigned>(pose) * kTile,
                       static_cast<unsigned>(row) * kTile);
        }
    }
    return sheet;
}

sf::Image makeIcon() {
    sf::Image image = blankImage(kTile, kTile);
    fillTriangle(image, {3, 15}, {4.5f, 1}, {14, 7}, kFur.base);
    fillTriangle(image, {29, 15}, {27.5f, 1}, {18, 7}, kFur.base);
    fillTriangle(image, {5.5f, 11}, {6, 4}, {11.5f, 7.5f}, kPink);
    fillTriangle(image, {26.5f, 11}, {26, 4}, {20.5f, 7.5f}, kPink);
    shaded(image, {16, 18}, 13.5f, 11.5f, kFur);
    for (const int x : {12, 16, 20})
        line(image, x, 8, x, 11, kFur.dark);
    // The same bandit mask as the sprite, with the eyes inside it.
    fillRect(image, 4, 13, 24, 5, kMask);
    for (const int x : {9, 22}) {
        fillEllipse(image, {static_cast<float>(x) + 0.5f, 15.5f}, 2.9f, 2.6f, kCatEye);
        fillRect(image, x, 14, 1, 4, kBlack);
        put(image, x - 1, 14, kWhite);
    }
    fillEllipse(image, {16, 23}, 5.5f, 3.5f, kCream);
    fillTriangle(image, {13.5f, 20.5f}, {18.5f, 20.5f}, {16, 23}, kPink);
    line(image, 16, 23, 16, 24, kFur.dark);
    line(image, 16, 24, 14, 25, kFur.dark);
    line(image, 16, 24, 18, 25, kFur.dark);
    outline(image, kOutline);
    return image;
}

}  // namespace catmaze::assets
