/// \file
/// The player's files never stop the game and are never lost in silence (issue 9): the game
/// starts with bad settings and progress files and says so once, and a save that fails (the
/// config directory cannot be made) stays on a banner that later notices do not hide, until it is
/// dismissed or a retried save works.

#include <filesystem>
#include <string>

#include "png.hpp"
#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

namespace fs = std::filesystem;

/// The lines of a banner event.
std::size_t bannerLines(const Json& banner) {
    return banner.at("lines").size();
}

/// True when the screenshot's pixel at (x, y) is the banner's dark red.
bool isBannerRed(const RgbImage& image, int x, int y) {
    const std::uint32_t c = image.at(x, y);
    const int r = static_cast<int>((c >> 16) & 0xFF);
    const int g = static_cast<int>((c >> 8) & 0xFF);
    const int b = static_cast<int>(c & 0xFF);
    return r > 90 && r < 150 && g < 50 && b < 50;
}

TEST_F(WindowTest, TheGameStartsWithBadSettingsAndProgressAndSaysSoOnce) {
    // A number beyond a double made the game exit 3 on every start; a directory stayed forever.
    writeFile(settingsFile(), R"({"stepSeconds": 1e400})");
    fs::create_directory(dir() / "progress.json");
    GameOptions options;
    options.level = testLevel("open_room.json");
    options.settingsFile = settingsFile();
    Game& game = launch(options);
    const Json settingsProblem = game.waitForEvent("file_problem");
    EXPECT_EQ(settingsProblem.value("file", ""), "settings") << settingsProblem.dump();
    EXPECT_NE(settingsProblem.value("message", "").find("number overflow"), std::string::npos)
        << settingsProblem.dump();
    const Json progressProblem = game.waitForEvent("file_problem");
    EXPECT_EQ(progressProblem.value("file", ""), "progress") << progressProblem.dump();
    EXPECT_EQ(bannerLines(game.waitForEvent("banner")), 2U);
    game.waitForEvent("level_loaded");
    game.attachWindow();
    EXPECT_TRUE(fs::exists(dir() / "settings.json.bak"));
    EXPECT_TRUE(fs::is_directory(dir() / "progress.json.bak"));
    EXPECT_NE(game.stderrText().find("number overflow"), std::string::npos) << game.stderrText();

    // Playable, with the defaults.
    game.key("Right");
    game.waitForEvent("step");
    // A click on the banner dismisses it (and is not a click on the map).
    game.clickAt(400, 50);
    const Json dismissed = game.waitForEvent("banner");
    EXPECT_EQ(bannerLines(dismissed), 0U) << dismissed.dump();
    EXPECT_EQ(dismissed.value("why", ""), "click") << dismissed.dump();
    game.stop();

    // The next start is quiet: the bad files were moved aside.
    Game& again = launch(options);
    again.waitForEvent("level_loaded");
    for (const Json& e : again.events()) {
        EXPECT_NE(e.value("event", ""), "file_problem") << e.dump();
        EXPECT_NE(e.value("event", ""), "banner") << e.dump();
    }
}

TEST_F(WindowTest, AFailedSaveStaysOnABannerUntilDismissedAndIsRetriedAtTheNextSave) {
    // The config directory cannot be created: its parent is a regular file. (Permissions would
    // not stop root, who may run the tests.)
    const fs::path blocker = dir() / "blocker";
    writeFile(blocker, "not a directory");
    const fs::path campaign = dir() / "campaign";
    fs::create_directory(campaign);
    writeFile(campaign / "campaign.json", R"({"levels": ["tiny.json"]})");
    writeFile(campaign / "tiny.json",
              R"({"version": 1, "name": "Tiny", "tiles": ["#####", "#CE.#", "#####"]})");
    GameOptions options;
    options.extraArgs = {"--levels", campaign.string()};
    options.env["XDG_CONFIG_HOME"] = (blocker / "config").string();
    options.screenshotFile = dir() / "shot.png";
    // No level on the command line: the title screen first; Continue plays the campaign.
    Game& game = launch(options);
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "title"; });
    game.attachWindow(/*needView=*/false);
    game.clickMenuItem("Continue");
    game.waitForEvent("level_loaded");
    game.waitForEvent("view");

    // A setting changed: the save fails and the banner says so.
    game.key("g");
    game.waitForEvent("settings");
    EXPECT_EQ(game.waitForEvent("file_problem").value("file", ""), "settings");
    EXPECT_EQ(bannerLines(game.waitForEvent("banner")), 1U);

    // The level is won: the progress cannot be saved either (was: a line on stderr only).
    game.key("Right");
    game.waitForEvent("won");
    // (The settings are retried first, and fail again.)
    const Json progressProblem = game.waitForEvent(
        "file_problem", [](const Json& e) { return e.value("file", "") == "progress"; });
    EXPECT_NE(progressProblem.value("message", "").find("progress not saved"), std::string::npos)
        << progressProblem.dump();
    EXPECT_EQ(bannerLines(game.waitForEvent("banner")), 2U) << "a line per file";
    // The campaign's only level is its last: its win screen is the ending.
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "ending"; });

    // Notices come and go (the screenshot notice, twice); the banner stays, drawn above them.
    game.key("F12");
    game.waitForEvent("screenshot");
    game.key("F12");
    game.waitForEvent("screenshot");
    const RgbImage shot = readPng(dir() / "shot.png");
    EXPECT_TRUE(isBannerRed(shot, 30, 45)) << "no banner in the screenshot taken with a notice";
    for (const Json& e : game.pendingEvents())
        EXPECT_NE(e.value("event", ""), "banner") << "the banner changed: " << e.dump();

    // The disk is fixed; the next save (a setting) writes the settings and the progress too.
    fs::remove(blocker);
    game.key("r");
    game.waitForEvent("restart");
    game.key("g");
    game.waitForEvent("settings");
    const Json saved = game.waitForEvent("banner");
    EXPECT_EQ(bannerLines(saved), 0U) << saved.dump();
    EXPECT_EQ(saved.value("why", ""), "saved") << saved.dump();
    const fs::path configDir = blocker / "config" / "catmaze";
    const Json progress = Json::parse(readFile(configDir / "progress.json"), nullptr, false);
    EXPECT_EQ(progress.value("completed", Json::array()), Json::array({"tiny.json"}))
        << readFile(configDir / "progress.json");
    EXPECT_TRUE(fs::is_regular_file(configDir / "settings.json"));

    // It fails again: a new banner, dismissed with Delete.
    fs::remove_all(blocker / "config");
    writeFile(blocker / "config", "in the way again");
    game.key("g");
    EXPECT_EQ(bannerLines(game.waitForEvent("banner")), 1U);
    game.key("Delete");
    const Json dismissed = game.waitForEvent("banner");
    EXPECT_EQ(bannerLines(dismissed), 0U) << dismissed.dump();
    EXPECT_EQ(dismissed.value("why", ""), "key") << dismissed.dump();
}

}  // namespace
}  // namespace catmaze::wintest
