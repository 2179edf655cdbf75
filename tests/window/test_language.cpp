/// \file
/// The real game in the player's language (issue 37 section 4): started with LANGUAGE=de and a
/// settings file it cannot read, it heads the banner it shows in German, naming the file (the
/// `banner` event logs the headlines as drawn), while the event log's names and fields and the
/// player module's own words for the problem stay English.

#include <string>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

TEST_F(WindowTest, WithLanguageDeTheGameHeadsItsBannerInGerman) {
    writeFile(settingsFile(), "{ not json");
    GameOptions options;
    options.level = testLevel("open_room.json");
    options.settingsFile = settingsFile();
    options.env["LANGUAGE"] = "de";
    Game& game = launch(options);
    const Json problem = game.waitForEvent("file_problem");
    EXPECT_EQ(problem.value("file", ""), "settings") << problem.dump();
    EXPECT_NE(problem.value("message", "").find("is not valid JSON"), std::string::npos)
        << problem.dump();
    const Json banner = game.waitForEvent("banner");
    ASSERT_EQ(banner.value("headlines", Json::array()).size(), 1U) << banner.dump();
    EXPECT_EQ(banner["headlines"][0].get<std::string>(),
              "Mit deiner Einstellungsdatei " + settingsFile().string() + " gibt es ein Problem.")
        << banner.dump();
    game.waitForEvent("level_loaded");
}

}  // namespace
}  // namespace catmaze::wintest
