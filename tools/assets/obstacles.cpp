#include "obstacles.hpp"

#include <cstdint>

#include "art_palette.hpp"
#include "pixel_art.hpp"
#include "sprites.hpp"

namespace catmaze::assets {

namespace {

constexpr std::uint32_t kStoneSeed = 31;
constexpr int kCourse = 16;  // a block's height: two courses a tile
constexpr int kBlock = 16;   // a block's width

int wrap(int v) {
    const int n = static_cast<int>(kTile);
    return ((v % n) + n) % n;
}

}  // namespace

sf::Image makeStoneTexture() {
    sf::Image image = blankImage(kTile, kTile);
    for (int y = 0; y < static_cast<int>(kTile); ++y) {
        const int course = y / kCourse;
        const int inY = y % kCourse;
        for (int x = 0; x < static_cast<int>(kTile); ++x) {
            // Running bond: the second course is shifted by half a block (wrapping, so it tiles).
            const int bx = wrap(x + course * (kBlock / 2));
            const int block = bx / kBlock;
            const int inX = bx % kBlock;
            // Each block its own shade of the stone; grain in every pixel.
            const int blockTone = static_cast<int>(hash(block, course, kStoneSeed) % 5u) * 5 - 10;
            sf::Color color = shade(
                kStone.base, blockTone + static_cast<int>(hash(x, y, kStoneSeed + 1) % 7u) - 3);
            if (hash(x, y, kStoneSeed + 2) % 17u == 0)
                color = shade(color, -16);  // pits
            if (inX == 0 || inY == 0) {
                color = kStoneMortar;
            } else if (inX == 1 || inY == 1) {
                color = shade(kStone.light, blockTone);  // the lit top and left of the block
            } else if (inX == kBlock - 1 || inY == kCourse - 1) {
                color = shade(kStone.dark, blockTone);  // its shaded bottom and right
            }
            put(image, x, y, color);
        }
    }
    // A crack across one block, so the repeat is less obvious.
    const sf::Color crack = shade(kStone.dark, -18);
    line(image, 20, 5, 23, 9, crack);
    line(image, 23, 9, 22, 13, crack);
    return image;
}

}  // namespace catmaze::assets
