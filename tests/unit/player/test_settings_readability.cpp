// The readability settings of issue 37 section 3: the UI scale (100-200 %, in steps of 25 in the
// menu), high contrast and reduced motion are saved, read back, kept in range, and stepped by the
// Settings menu.

#include <gtest/gtest.h>

#include <string>

#include "catmaze/player/settings.hpp"
#include "catmaze/player/settings_table.hpp"

namespace catmaze {
namespace {

TEST(SettingsReadability, SavedThenParsedGivesTheSameValues) {
    Settings s;
    s.uiScale = 175;
    s.highContrast = true;
    s.reducedMotion = true;
    const StoredParse<Settings> parsed = parseSettings(formatSettings(s));
    ASSERT_TRUE(parsed.value.has_value()) << parsed.error;
    EXPECT_EQ(*parsed.value, s);
    EXPECT_LT(formatSettings(s).size(), 400U) << "the header promises under 400 bytes";
}

TEST(SettingsReadability, TheScaleIsKeptBetween100And200) {
    const StoredParse<Settings> small = parseSettings(R"({"uiScale": 40})");
    ASSERT_TRUE(small.value.has_value()) << small.error;
    EXPECT_EQ(small.value->uiScale, kMinUiScale);
    const StoredParse<Settings> large = parseSettings(R"({"uiScale": 900})");
    ASSERT_TRUE(large.value.has_value()) << large.error;
    EXPECT_EQ(large.value->uiScale, kMaxUiScale);
    const StoredParse<Settings> wrong = parseSettings(R"({"highContrast": "yes"})");
    EXPECT_FALSE(wrong.value.has_value());
    EXPECT_NE(wrong.error.find("highContrast"), std::string::npos) << wrong.error;
}

TEST(SettingsReadability, TheMenuStepsTheScaleBy25AndWrapsRound) {
    const SettingField& scale = *findSetting("uiScale");
    EXPECT_EQ(scale.label, "Text size");
    Settings s;
    EXPECT_EQ(settingText(scale, s), "100%");
    s = changedSetting(scale, s, +1);
    EXPECT_EQ(s.uiScale, 125);
    s.uiScale = 200;
    EXPECT_EQ(changedSetting(scale, s, +1).uiScale, 100) << "past the largest comes the smallest";
    s.uiScale = 100;
    EXPECT_EQ(changedSetting(scale, s, -1).uiScale, 200);
    // The volume keeps its 0..100 dial.
    s.volume = 100;
    EXPECT_EQ(changedSetting(*findSetting("volume"), s, +1).volume, 0);
    s.volume = 0;
    EXPECT_EQ(changedSetting(*findSetting("volume"), s, -1).volume, 100);
}

TEST(SettingsReadability, HighContrastAndReducedMotionAreInTheMenu) {
    EXPECT_EQ(findSetting("highContrast")->label, "High contrast");
    EXPECT_EQ(findSetting("reducedMotion")->label, "Reduced motion");
    const Settings s;
    EXPECT_FALSE(s.highContrast);
    EXPECT_FALSE(s.reducedMotion);
    EXPECT_EQ(s.uiScale, 100);
}

}  // namespace
}  // namespace catmaze
