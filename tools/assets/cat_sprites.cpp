// The cat: its frames (three poses facing four ways) and the window icon (its face).

#include <array>
#include <utility>

#include "art_palette.hpp"
#include "pixel_art.hpp"
#include "sprite_parts.hpp"
#include "sprites.hpp"

namespace catmaze::assets {

namespace {

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
