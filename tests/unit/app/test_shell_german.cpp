// What the game's flow and the banner of file problems tell the player, in German (issue 37
// section 4). The language is chosen once the settings are read and before their problems are
// reported, so the banner's headline (logged as shown) is German and names the file's path, while
// the problem's own words (the player module's) and the event log's names stay English; a failed
// save's headline and the retried save's notice; the reload notice and the window title of a
// level that does not load, whose diagnostics stay the core's (English, for the level's designer).

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <string>

#include "flow_fixture.hpp"
#include "language_guard.hpp"
#include "ui/file_problems.hpp"

namespace catmaze::app {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

TEST(ShellInGerman, TheBannerAtStartIsHeadedInTheLanguageTheSettingsChoose) {
    flow_test::FlowScene scene;
    const fs::path settings = scene.dir / "settings.json";
    flow_test::writeBytes(settings, "{ not json");
    std::optional<test::LanguageForTest> german;
    scene.flow.loadPlayerFiles(settings, [&] { german.emplace("de"); });

    const std::vector<Json> banners = flow_test::eventsNamed(scene.log, "banner");
    ASSERT_EQ(banners.size(), 1u);
    EXPECT_EQ(banners[0].at("headlines"), (Json{"Mit deiner Einstellungsdatei " +
                                                settings.string() + " gibt es ein Problem."}));
    const std::string message = banners[0].at("lines").at(0).get<std::string>();
    EXPECT_NE(message.find("is not valid JSON"), std::string::npos)
        << "the player module's own words: " << message;
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "file_problem").at(0).value("file", ""),
              "settings");
}

TEST(ShellInGerman, AFailedSaveIsHeadedWithItsPathAndItsRetryIsToldInGerman) {
    const test::LanguageForTest german("de");
    // The config folder cannot be made: its parent is a regular file.
    const flow_test::ScratchDir dir("german-banner");
    flow_test::writeBytes(dir / "blocker", "not a folder");
    PlayerFiles files(dir / "blocker/config/settings.json");
    EventLog log;
    log.openInMemory();
    std::ostringstream err;
    FileProblems problems(files, log, err);

    EXPECT_EQ(problems.save(PlayerFile::Progress), std::nullopt);
    ASSERT_EQ(problems.banner().size(), 1u);
    EXPECT_EQ(problems.headline(problems.banner().front()), "Dein Fortschritt konnte nicht in " +
                                                                files.progressFile().string() +
                                                                " gespeichert werden.");
    EXPECT_EQ(flow_test::eventsNamed(log, "banner").back().at("headlines").at(0),
              problems.headline(problems.banner().front()));
    EXPECT_NE(err.str().find("progress not saved"), std::string::npos) << "stderr stays English";

    std::filesystem::remove(dir / "blocker");
    EXPECT_EQ(problems.save(PlayerFile::Settings), "Fortschritt nun doch gespeichert");
}

TEST(ShellInGerman, TheReloadNoticeAndTheErrorTitleAreGermanTheLevelsDiagnosticsTheCores) {
    const test::LanguageForTest german("de");
    flow_test::FlowScene scene;
    const fs::path level = scene.dir / "room.json";
    flow_test::writeBytes(
        level, R"({"version": 1, "name": "Room", "tiles": ["#####", "#C.E#", "#####"]})");
    scene.flow.load(level, std::nullopt, false);
    ASSERT_TRUE(scene.settle());
    scene.flow.reloadLevel();
    ASSERT_TRUE(scene.settle());
    ASSERT_FALSE(scene.notices.lines.empty());
    EXPECT_EQ(scene.notices.lines.back(), "room.json neu geladen");

    flow_test::writeBytes(level, R"({"version": 1, "tiles": ["#####", "#C.E#", "#####"]})");
    scene.flow.reloadLevel();
    ASSERT_TRUE(scene.settle());
    EXPECT_EQ(scene.screens.top(), "error");
    const std::vector<std::string>& calls = scene.screens.calls;
    EXPECT_NE(std::find(calls.begin(), calls.end(), "title CatMaze — Fehler in room.json"),
              calls.end());
    EXPECT_NE(scene.flow.errorText().find("room.json:1:"), std::string::npos)
        << scene.flow.errorText();
    EXPECT_NE(scene.flow.errorText().find(": error: "), std::string::npos)
        << "the core's diagnostic, in its own words: " << scene.flow.errorText();
}

}  // namespace
}  // namespace catmaze::app
