// The game's text colours (src/app/render/palette.hpp, the ones the game draws with) meet WCAG AA:
// a contrast of at least 4.5:1 against what lies under them, whatever map is behind.

#include <gtest/gtest.h>

#include <string>

#include "render/palette.hpp"

namespace catmaze::app {
namespace {

TEST(Contrast, FollowsTheWcagFormula) {
    const Rgba black{0, 0, 0};
    const Rgba white{255, 255, 255};
    EXPECT_DOUBLE_EQ(relativeLuminance(black), 0.0);
    EXPECT_DOUBLE_EQ(relativeLuminance(white), 1.0);
    EXPECT_DOUBLE_EQ(contrastRatio(black, white), 21.0);
    EXPECT_DOUBLE_EQ(contrastRatio(white, black), 21.0);
    EXPECT_DOUBLE_EQ(contrastRatio(white, white), 1.0);
    // #777777 on white is the well-known near miss: about 4.48.
    EXPECT_NEAR(contrastRatio({0x77, 0x77, 0x77}, white), 4.48, 0.01);
    // Pure red: luminance 0.2126 (the red coefficient).
    EXPECT_NEAR(relativeLuminance({255, 0, 0}), 0.2126, 1e-9);
}

TEST(Contrast, OverBlendsByAlpha) {
    EXPECT_EQ(over({255, 255, 255, 255}, {0, 0, 0}), (Rgba{255, 255, 255}));
    EXPECT_EQ(over({255, 255, 255, 0}, {10, 20, 30}), (Rgba{10, 20, 30}));
    EXPECT_EQ(over({200, 100, 0, 128}, {0, 0, 200}), (Rgba{100, 50, 100}));
}

// What `use`'s text is drawn on, with `world` as the map's colour under the layers.
Rgba backgroundOf(const palette::TextUse& use, Rgba world) {
    Rgba below = use.onWorld ? world : palette::kWindow;
    for (std::size_t i = 0; i < use.count; ++i)
        below = over(use.layers[i], below);
    return below;
}

TEST(Palette, EveryTextMeetsWcagAaOnWhatIsUnderIt) {
    // On the map: the worst cases are the darkest and the brightest map colours.
    for (const Rgba world : {Rgba{0, 0, 0}, Rgba{255, 255, 255}}) {
        for (const palette::TextUse& use : palette::kTextUses) {
            ASSERT_LE(use.count, use.layers.size());
            const Rgba background = backgroundOf(use, world);
            // Text with alpha blends into its own background.
            const Rgba text = over(use.text, background);
            EXPECT_GE(contrastRatio(text, background), kMinTextContrast)
                << use.name << (use.onWorld ? " (map " + std::to_string(world.r) + ")" : "");
        }
    }
}

TEST(Palette, ErrorTextReadsOnTheErrorScreen) {
    // Named on its own, the case: the error text used to fall to about 2.3:1 under the
    // menu's shade. The error screen now draws its panel and text over the shaded window.
    const Rgba background = over(palette::kErrorPanel, over(palette::kMenuShade, palette::kWindow));
    EXPECT_GE(contrastRatio(palette::kErrorText, background), kMinTextContrast);
}

TEST(Palette, HighContrastFloorAndWallsAreFarApart) {
    // Issue 37 section 3: the high-contrast setting's floor and walls, at AAA's 7:1 at least.
    EXPECT_GE(contrastRatio(palette::kHighContrastFloor, palette::kHighContrastWall),
              palette::kMinTerrainContrast);
}

}  // namespace
}  // namespace catmaze::app
