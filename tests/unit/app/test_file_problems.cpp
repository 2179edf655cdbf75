// The banner of the player's file problems (ui/file_problems.hpp) as the player meets it: a bad
// file is said once on stderr, logged, and kept as one banner line per file (a newer problem
// with the same file replaces its line); a save that fails stays on the banner and is retried at
// the next save, whose success takes the line away and tells the player; dismissing empties it.
// Real files in a scratch folder; the stderr text is read from the injected stream.

#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "catmaze/player/player_files.hpp"
#include "flow_fixture.hpp"
#include "ui/file_problems.hpp"

namespace catmaze::app {
namespace {

using Json = nlohmann::ordered_json;

// The player's files in a scratch folder, the banner over them and what it logs and writes.
struct BannerScene {
    explicit BannerScene(const std::string& settingsName = "settings.json")
        : files(dir / settingsName) {
        log.openInMemory();
    }
    flow_test::ScratchDir dir{"file-problems"};
    PlayerFiles files;
    EventLog log;
    std::ostringstream err;
    FileProblems problems{files, log, err};
};

// The messages on the banner, oldest first.
std::vector<std::string> bannerMessages(const FileProblems& problems) {
    std::vector<std::string> messages;
    for (const BannerProblem& p : problems.banner())
        messages.push_back(p.problem.message);
    return messages;
}

TEST(FileProblems, EachBadFileIsSaidOnceOnStderrLoggedAndKeptOnTheBanner) {
    BannerScene scene;
    scene.problems.report(
        {{PlayerFile::Settings, "settings bad"}, {PlayerFile::Progress, "progress bad"}});
    EXPECT_EQ(scene.err.str(), "catmaze: settings bad\ncatmaze: progress bad\n");
    EXPECT_EQ(flow_test::eventNames(scene.log),
              (std::vector<std::string>{"file_problem", "file_problem", "banner"}));
    const std::vector<Json> problems = flow_test::eventsNamed(scene.log, "file_problem");
    EXPECT_EQ(problems[0],
              (Json{{"event", "file_problem"}, {"file", "settings"}, {"message", "settings bad"}}));
    EXPECT_EQ(problems[1].value("file", ""), "progress");
    const Json banner = flow_test::eventsNamed(scene.log, "banner").back();
    EXPECT_EQ(banner.at("lines"), (Json{"settings bad", "progress bad"}));
    EXPECT_EQ(banner.value("why", ""), "problem");
    // Each line headed by what the game could not do, with the file's path.
    EXPECT_EQ(banner.at("headlines"), (Json{"There is a problem with your settings file " +
                                                scene.files.settingsFile().string() + ".",
                                            "There is a problem with your progress file " +
                                                scene.files.progressFile().string() + "."}));

    // A newer problem with the settings replaces their line.
    scene.problems.report({{PlayerFile::Settings, "settings worse"}});
    EXPECT_EQ(bannerMessages(scene.problems),
              (std::vector<std::string>{"progress bad", "settings worse"}));
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "banner").back().at("lines"),
              (Json{"progress bad", "settings worse"}));

    // Nothing to report, nothing said.
    const std::size_t lines = scene.log.lines().size();
    scene.problems.report({});
    EXPECT_EQ(scene.log.lines().size(), lines);
}

TEST(FileProblems, AFailedSaveStaysOnTheBannerUntilARetryWorksAndThePlayerIsTold) {
    // The config folder cannot be made: its parent is a regular file (permissions would not
    // stop root, who may run the tests).
    BannerScene scene("blocker/config/settings.json");
    flow_test::writeBytes(scene.dir / "blocker", "not a folder");
    scene.files.settings.showPath = false;
    EXPECT_EQ(scene.problems.save(PlayerFile::Settings), std::nullopt);
    ASSERT_EQ(scene.problems.banner().size(), 1u);
    const BannerProblem& failed = scene.problems.banner().front();
    EXPECT_EQ(failed.problem.file, PlayerFile::Settings);
    EXPECT_EQ(scene.err.str(), "catmaze: " + failed.problem.message + "\n");
    EXPECT_EQ(scene.problems.headline(failed),
              "Could not save your settings to " + scene.files.settingsFile().string() + ".");
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "file_problem").size(), 1u);

    // The folder can be made now: the next save (of the progress) retries the settings too.
    std::filesystem::remove(scene.dir / "blocker");
    EXPECT_EQ(scene.problems.save(PlayerFile::Progress), "Saved the settings after all");
    EXPECT_TRUE(scene.problems.banner().empty());
    const Json banner = flow_test::eventsNamed(scene.log, "banner").back();
    EXPECT_EQ(banner.at("lines"), Json::array());
    EXPECT_EQ(banner.value("why", ""), "saved");
    PlayerFiles reread(scene.dir / "blocker/config/settings.json");
    EXPECT_TRUE(reread.load().empty());
    EXPECT_FALSE(reread.settings.showPath);

    // A save that worked the first time says nothing.
    EXPECT_EQ(scene.problems.save(PlayerFile::Settings), std::nullopt);
}

TEST(FileProblems, DismissingTheBannerEmptiesIt) {
    BannerScene scene;
    EXPECT_FALSE(scene.problems.dismiss("key")) << "no banner to dismiss";
    EXPECT_TRUE(scene.log.lines().empty());

    scene.problems.report({{PlayerFile::Progress, "progress bad"}});
    EXPECT_TRUE(scene.problems.dismiss("click"));
    EXPECT_TRUE(scene.problems.banner().empty());
    const Json banner = flow_test::eventsNamed(scene.log, "banner").back();
    EXPECT_EQ(banner.at("lines"), Json::array());
    EXPECT_EQ(banner.value("why", ""), "click");
    EXPECT_FALSE(scene.problems.dismiss("key"));
}

}  // namespace
}  // namespace catmaze::app
