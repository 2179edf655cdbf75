// The language setting (issue 37 section 4): "" (the environment's), "en" or "de" in settings.json,
// read back as written, a language the game does not have refused with the choices named, and the
// Settings menu stepping through the choices.

#include <gtest/gtest.h>

#include <string>

#include "catmaze/player/settings.hpp"
#include "catmaze/player/settings_table.hpp"

namespace catmaze {
namespace {

TEST(SettingsLanguage, TheChosenLanguageIsSavedAndReadBack) {
    Settings s;
    EXPECT_EQ(s.language, "") << "the environment's language unless the player chooses";
    s.language = "de";
    const StoredParse<Settings> parsed = parseSettings(formatSettings(s));
    ASSERT_TRUE(parsed.value.has_value()) << parsed.error;
    EXPECT_EQ(parsed.value->language, "de");
}

TEST(SettingsLanguage, ALanguageTheGameDoesNotHaveIsAProblemNamingTheChoices) {
    for (const char* bad :
         {R"({"language": "fr"})", R"({"language": 7})", R"({"language": "DE"})"}) {
        const StoredParse<Settings> parsed = parseSettings(bad);
        ASSERT_FALSE(parsed.value.has_value()) << bad;
        EXPECT_NE(parsed.error.find("language"), std::string::npos) << parsed.error;
        EXPECT_NE(parsed.error.find("\"de\""), std::string::npos) << parsed.error;
    }
}

TEST(SettingsLanguage, TheMenuStepsThroughTheLanguagesAndWrapsRound) {
    const SettingField& language = *findSetting("language");
    EXPECT_EQ(language.label, "Language");
    Settings s;
    EXPECT_EQ(settingText(language, s), "system");
    s = changedSetting(language, s, +1);
    EXPECT_EQ(s.language, "en");
    s = changedSetting(language, s, +1);
    EXPECT_EQ(s.language, "de");
    s = changedSetting(language, s, +1);
    EXPECT_EQ(s.language, "") << "past the last comes the environment's again";
    EXPECT_EQ(changedSetting(language, s, -1).language, "de");
}

}  // namespace
}  // namespace catmaze
