// The settings table: every setting is in the file, the menu and the log under one key, its menu
// text and its menu change follow its type, and the file reader and writer walk the same rows.

#include <gtest/gtest.h>

#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "catmaze/player/settings.hpp"
#include "catmaze/player/settings_table.hpp"

namespace catmaze {
namespace {

TEST(SettingsTable, EveryRowHasAUniqueKeyAndLabelAndIsWrittenToTheFile) {
    std::set<std::string> keys;
    std::set<std::string> labels;
    const nlohmann::json file = nlohmann::json::parse(formatSettings(Settings{}));
    for (const SettingField& field : settingFields()) {
        EXPECT_TRUE(keys.insert(std::string(field.key)).second) << field.key;
        if (!field.label.empty()) {
            EXPECT_TRUE(labels.insert(std::string(field.label)).second) << field.label;
        }
        EXPECT_TRUE(file.contains(std::string(field.key))) << field.key;
        EXPECT_EQ(findSetting(field.key), &field);
    }
    EXPECT_EQ(file.size(), keys.size()) << "the file holds only the table's keys";
    EXPECT_EQ(findSetting("no such setting"), nullptr);
}

TEST(SettingsTable, MenuTextFollowsTheType) {
    Settings s;
    s.diagonal = DiagonalMode::AtLeastOneSideFree;
    s.showPath = false;
    s.stepSeconds = 0.4;
    s.volume = 80;
    EXPECT_EQ(settingText(*findSetting("diagonal"), s), "on");
    EXPECT_EQ(settingText(*findSetting("showPath"), s), "off");
    EXPECT_EQ(settingText(*findSetting("stepSeconds"), s), "2.5 steps/s") << "a speed";
    EXPECT_EQ(settingText(*findSetting("volume"), s), "80%");
}

TEST(SettingsTable, MenuChangesToggleStepThePresetsAndWrapPercentages) {
    Settings s;
    s.diagonal = DiagonalMode::Always;
    EXPECT_EQ(changedSetting(*findSetting("diagonal"), s, 0).diagonal, DiagonalMode::Never);
    s.diagonal = DiagonalMode::Never;
    EXPECT_EQ(changedSetting(*findSetting("diagonal"), s, 0).diagonal,
              DiagonalMode::NoCornerCutting);
    s.music = true;
    EXPECT_FALSE(changedSetting(*findSetting("music"), s, 0).music);

    const SettingField& step = *findSetting("stepSeconds");
    // The step speed: faster to the right (and on a click), slower to the left, never wrapping
    // (issue 18 section 5).
    s.stepSeconds = 0.41;  // not a preset: the nearest one (0.4) is the starting point
    EXPECT_DOUBLE_EQ(changedSetting(step, s, +1).stepSeconds, 0.3);
    EXPECT_DOUBLE_EQ(changedSetting(step, s, 0).stepSeconds, 0.3);
    EXPECT_DOUBLE_EQ(changedSetting(step, s, -1).stepSeconds, 0.6);
    s.stepSeconds = 0.1;
    EXPECT_DOUBLE_EQ(changedSetting(step, s, +1).stepSeconds, 0.1) << "the fastest stays";
    s.stepSeconds = 1.0;
    EXPECT_DOUBLE_EQ(changedSetting(step, s, -1).stepSeconds, 1.0) << "the slowest stays";

    const SettingField& volume = *findSetting("volume");
    s.volume = 100;
    EXPECT_EQ(changedSetting(volume, s, +1).volume, 0);
    s.volume = 0;
    EXPECT_EQ(changedSetting(volume, s, -1).volume, 100);
    s.volume = 30;
    EXPECT_EQ(changedSetting(volume, s, 0).volume, 40);
}

TEST(SettingsTable, TheFileReadsBackEveryRow) {
    Settings s;
    s.diagonal = DiagonalMode::Always;
    s.showPath = false;
    s.searchOverlay = true;
    s.stepSeconds = 0.25;
    s.volume = 35;
    s.music = false;
    const StoredParse<Settings> parsed = parseSettings(formatSettings(s));
    ASSERT_TRUE(parsed.value) << parsed.error;
    EXPECT_EQ(*parsed.value, s);
}

}  // namespace
}  // namespace catmaze
