// The HUD's top bar decided without a font (play/hud_text.hpp): a long level name is cut to its
// 40 % of the bar, and the counts beside it start after it, on screen.

#include <gtest/gtest.h>

#include <string>

#include "play/hud_text.hpp"

namespace catmaze::app {
namespace {

// A made-up font: every code point 9 pixels wide.
const TextWidth kNinePixels = [](std::u32string_view text) {
    return 9.0f * static_cast<float>(text.size());
};

TEST(HudText, ALongLevelNameIsCutAndLeavesTheCountsOnScreen) {
    const std::string name(2408, 'W');  // tests/data/hostile/long-name.json's length
    for (const float width : {800.0f, 1280.0f, 480.0f}) {
        const HudTop top = hudTop(name, width, kNinePixels);
        EXPECT_GT(top.nameRight, 40) << "the name is drawn";
        EXPECT_LT(top.nameRight, width * 0.4f + 40) << "the name runs past its part of the bar";
        EXPECT_EQ(top.name.back(), kEllipsis);
        EXPECT_GE(top.countsLeft, top.nameRight + 30) << "the counts start after the name";
        EXPECT_LT(top.countsLeft, width - 100) << "the counts are on screen";
    }
}

TEST(HudText, AShortNameIsWholeAndTheCountsKeepTheirPlace) {
    const HudTop top = hudTop("Corridor", 800, kNinePixels);
    EXPECT_EQ(top.name, U"Corridor");
    EXPECT_FLOAT_EQ(top.nameRight, kHudNameLeft + 8 * 9);
    EXPECT_FLOAT_EQ(top.countsLeft, 800 * 0.3f);
}

}  // namespace
}  // namespace catmaze::app
