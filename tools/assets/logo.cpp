#include "logo.hpp"

#include <array>
#include <string_view>

#include "art_palette.hpp"
#include "pixel_art.hpp"
#include "sprites.hpp"

namespace catmaze::assets {

namespace {

// Letters of a 5x7 pixel font, one string per row ('#' = ink); only those of the name.
using Glyph = std::array<std::string_view, 7>;
constexpr Glyph kC = {".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."};
constexpr Glyph kA = {".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"};
constexpr Glyph kT = {"#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."};
constexpr Glyph kM = {"#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"};
constexpr Glyph kZ = {"#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"};
constexpr Glyph kE = {"#####", "#....", "#....", "####.", "#....", "#....", "#####"};

constexpr int kBlock = 4;  // one font pixel is a 4x4 block of the logo
constexpr int kLetterWidth = 5 * kBlock;
constexpr int kLetterGap = 4;

// Draws `glyph` with its top-left at (x, y): each block lit on its top row and shaded on its
// bottom row, so the letters look carved.
void drawGlyph(sf::Image& image, const Glyph& glyph, int x, int y, const Tone& tone) {
    for (int row = 0; row < 7; ++row) {
        for (int col = 0; col < 5; ++col) {
            if (glyph[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)] != '#')
                continue;
            const int bx = x + col * kBlock;
            const int by = y + row * kBlock;
            fillRect(image, bx, by, kBlock, kBlock, tone.base);
            const bool inkAbove =
                row > 0 &&
                glyph[static_cast<std::size_t>(row - 1)][static_cast<std::size_t>(col)] == '#';
            const bool inkBelow =
                row < 6 &&
                glyph[static_cast<std::size_t>(row + 1)][static_cast<std::size_t>(col)] == '#';
            if (!inkAbove)
                fillRect(image, bx, by, kBlock, 1, tone.light);
            if (!inkBelow)
                fillRect(image, bx, by + kBlock - 1, kBlock, 1, tone.dark);
        }
    }
}

}  // namespace

sf::Image makeLogo() {
    constexpr auto kWidth = static_cast<unsigned>(kLogoWidth);
    constexpr auto kHeight = static_cast<unsigned>(kLogoHeight);
    sf::Image letters = blankImage(kWidth, kHeight);
    const sf::Image face = makeIcon();
    letters.copy(face, 2, (kHeight - kTile) / 2, sf::IntRect(0, 0, 0, 0), true);
    const std::array<const Glyph*, 7> name = {&kC, &kA, &kT, &kM, &kA, &kZ, &kE};
    int x = 2 + static_cast<int>(kTile) + 8;
    const int y = (kLogoHeight - 7 * kBlock) / 2 - 1;
    for (std::size_t i = 0; i < name.size(); ++i) {
        drawGlyph(letters, *name[i], x, y, i < 3 ? kFur : kGold);
        x += kLetterWidth + kLetterGap;
    }
    outline(letters, kOutline);

    // The drop shadow: the outlined logo's shape two pixels down and right, under it.
    sf::Image logo = blankImage(kWidth, kHeight);
    for (unsigned py = 0; py + 2 < kHeight; ++py) {
        for (unsigned px = 0; px + 2 < kWidth; ++px) {
            if (letters.getPixel(px, py).a != 0)
                logo.setPixel(px + 2, py + 2, kShadow);
        }
    }
    logo.copy(letters, 0, 0, sf::IntRect(0, 0, 0, 0), true);
    return logo;
}

}  // namespace catmaze::assets
