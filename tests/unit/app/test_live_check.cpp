// The editor's live check (editor/editor_check.hpp), as a level designer meets it: the verdict
// under the game's diagonal setting, a level with errors, a check stopped, an open floor's walk;
// read from the event log it writes, kept in memory.

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "catmaze/level/level_files.hpp"
#include "editor/editor_check.hpp"
#include "level_rows.hpp"
#include "shell/event_log.hpp"

namespace catmaze::app {
namespace {

using Json = nlohmann::ordered_json;

const std::filesystem::path kShippedLevels = std::filesystem::path(CATMAZE_SOURCE_DIR) / "levels";

Level shipped(const char* file) {
    const LevelLoadResult loaded = loadLevelFile(kShippedLevels / file);
    EXPECT_TRUE(loaded.ok()) << file;
    return loaded.ok() ? *loaded.level : Level{};
}

// A level from `rows` with a name, as a saved file needs one.
Level namedLevel(const std::vector<std::string>& rows) {
    Level level = test::levelFrom(rows);
    level.name = "Test";
    return level;
}

// Lets `check` work until it has a verdict (at most 20 s: the plans here take milliseconds).
bool checkFinishes(LiveCheck& check) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    for (check.update(); check.checking(); check.update()) {
        if (std::chrono::steady_clock::now() > deadline)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
}

// The log's events named `name`, oldest first.
std::vector<Json> eventsNamed(const EventLog& log, const std::string& name) {
    std::vector<Json> out;
    for (const std::string& line : log.lines()) {
        Json event = Json::parse(line);
        if (event.value("event", "") == name)
            out.push_back(std::move(event));
    }
    return out;
}

TEST(LiveCheck, UsesTheGamesDiagonalSetting) {
    // Level 3's cheapest route costs 450 in straight steps and 432 with diagonal steps; the
    // editor once said 450 whatever the setting.
    const Level fetch = shipped("03-fetch.json");
    for (const auto& [diagonal, cost] :
         {std::pair{DiagonalMode::NoCornerCutting, 432}, std::pair{DiagonalMode::Never, 450}}) {
        EventLog log;
        log.openInMemory();
        LiveCheck check(log);
        check.start(fetch, "fetch.json", diagonal);
        ASSERT_TRUE(checkFinishes(check));
        const std::vector<Json> verdicts = eventsNamed(log, "check");
        ASSERT_EQ(verdicts.size(), 1u) << "one verdict per check";
        EXPECT_EQ(verdicts[0].value("winnable", ""), "winnable") << verdicts[0].dump();
        EXPECT_EQ(verdicts[0].value("cost", 0), cost) << verdicts[0].dump();
        EXPECT_EQ(eventsNamed(log, "check_started").size(), 1u);
        EXPECT_EQ(check.verdict(), Verdict::Winnable);
        EXPECT_EQ(
            check.statusLines("C").front(),
            "\xE2\x9C\x93 Valid and winnable (cheapest route costs " + std::to_string(cost) + ")");
        EXPECT_FALSE(check.cannotBeWon());
    }
}

TEST(LiveCheck, ALevelWithErrorsIsNotPlannedAndSaysWhatToFix) {
    EventLog log;
    log.openInMemory();
    LiveCheck check(log);
    check.start(namedLevel({"....E"}), "catless.json", DiagonalMode::Never);  // no cat
    EXPECT_FALSE(check.checking()) << "nothing to plan until the errors are fixed";
    EXPECT_GT(check.errorCount(), 0);
    EXPECT_EQ(check.verdict(), Verdict::Errors);
    const std::vector<std::string> lines = check.statusLines("C");
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(lines[0].rfind("\xE2\x9C\x97 ", 0), 0u) << lines[0];
    EXPECT_NE(lines[0].find("cannot be played yet"), std::string::npos) << lines[0];
    EXPECT_NE(lines[1].find("catless.json"), std::string::npos) << "the diagnostic names the file";
    const std::vector<Json> verdicts = eventsNamed(log, "check");
    ASSERT_EQ(verdicts.size(), 1u);
    EXPECT_GT(verdicts[0].value("errors", 0), 0);
    EXPECT_FALSE(verdicts[0].contains("winnable"));
    EXPECT_TRUE(eventsNamed(log, "check_started").empty());
}

TEST(LiveCheck, ALevelThatCannotBeWonSaysWhereTheWayIsCut) {
    EventLog log;
    log.openInMemory();
    LiveCheck check(log);
    // A wall between the cat's room and the exit's.
    check.start(namedLevel({"#######", "#C.#.E#", "#..#..#", "#######"}), "walled.json",
                DiagonalMode::Never);
    ASSERT_TRUE(checkFinishes(check));
    EXPECT_TRUE(check.cannotBeWon());
    const std::vector<std::string> lines = check.statusLines("C");
    ASSERT_GE(lines.size(), 2u);
    // The place on the verdict's line, which is never cut short before the reason is.
    EXPECT_EQ(lines[0],
              "\xE2\x9C\x97 Valid, but it cannot be won: the cat gets no nearer than (2,1); the "
              "exit is at (5,1)");
    EXPECT_EQ(lines[1], "the exit cannot be reached: walled off");

    // A dog in the corridor and no bone: the dog is named.
    check.start(namedLevel({"#######", "#C.D.E#", "#######"}), "dog.json", DiagonalMode::Never);
    ASSERT_TRUE(checkFinishes(check));
    EXPECT_EQ(check.statusLines("C").at(0),
              "\xE2\x9C\x97 Valid, but it cannot be won: the dog at (3,1) blocks the way; the "
              "exit is at (5,1)");
}

TEST(LiveCheck, AStoppedCheckSaysSoAndAChangeChecksAgain) {
    // Forty bones and dogs in an open room: the exact plan takes far longer than this test.
    std::vector<std::string> rows(40, std::string(60, '.'));
    rows[0][0] = 'C';
    rows[39][59] = 'E';
    for (int i = 0; i < 40; ++i)
        rows[static_cast<std::size_t>(1 + i % 30)][static_cast<std::size_t>(2 + (i * 7) % 50)] =
            i % 2 == 0 ? 'B' : 'D';
    const Level crowded = namedLevel(rows);
    EventLog log;
    log.openInMemory();
    LiveCheck check(log);
    check.start(crowded, "crowded.json", DiagonalMode::Never);
    ASSERT_TRUE(check.checking()) << check.statusLines("C").back();
    EXPECT_EQ(check.verdict(), Verdict::Other);
    EXPECT_NE(check.statusLines("C").front().find("checking whether it can be won"),
              std::string::npos);
    EXPECT_TRUE(check.cancel());
    EXPECT_FALSE(check.checking());
    EXPECT_FALSE(check.cancel()) << "nothing left to stop";
    EXPECT_NE(check.statusLines("C").front().find("the winnability check was stopped"),
              std::string::npos)
        << check.statusLines("C").front();
    EXPECT_FALSE(check.cannotBeWon()) << "stopped is not unwinnable";
    const std::vector<Json> cancelled = eventsNamed(log, "check_cancelled");
    ASSERT_EQ(cancelled.size(), 1u);
    EXPECT_EQ(cancelled[0].value("why", ""), "asked");
    EXPECT_EQ(eventsNamed(log, "check").back().value("winnable", ""), "cancelled");

    // The designer changes the level: it is checked again.
    check.start(namedLevel({"C...E"}), "crowded.json", DiagonalMode::Never);
    ASSERT_TRUE(checkFinishes(check));
    EXPECT_EQ(check.verdict(), Verdict::Winnable);
    EXPECT_EQ(eventsNamed(log, "check").back().value("cost", 0), 40);
}

TEST(LiveCheck, AnOpenFloorsVerdictGivesItsWalk) {
    const Level courtyard = shipped("08-open-courtyard.json");
    EventLog log;
    log.openInMemory();
    LiveCheck check(log);
    check.start(courtyard, "courtyard.json", DiagonalMode::Never);
    ASSERT_TRUE(checkFinishes(check));
    const Json verdict = eventsNamed(log, "check").back();
    EXPECT_EQ(verdict.value("floor", ""), "open");
    EXPECT_EQ(verdict.value("winnable", ""), "winnable");
    EXPECT_EQ(verdict.value("cost", 0), 248) << "the par the game's win screen shows";
    EXPECT_GT(verdict.value("length", 0.0), 0.0);
    EXPECT_EQ(check.statusLines("C").front().rfind(
                  "\xE2\x9C\x93 Valid and winnable on open floor (route ", 0),
              0u)
        << check.statusLines("C").front();
}

}  // namespace
}  // namespace catmaze::app
