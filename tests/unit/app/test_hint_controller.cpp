// The hint (play/hint_controller.hpp) as the player meets it: H shows the cheapest win as a trail
// for a few seconds; H during a walk stops the cat and plans from where it stands; H again
// cancels; a cat moved before the search starts makes it stale; a level too large to decide says
// so; on a level whose dogs walk patrols it says when the route starts with a wait. The frames
// are driven as the play screen drives them; the plan runs on its real worker.

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "catmaze/game/play_session.hpp"
#include "catmaze/game/win_plan.hpp"
#include "catmaze/level/level_files.hpp"
#include "level_rows.hpp"
#include "notice_list.hpp"
#include "play/hint_controller.hpp"
#include "shell/event_log.hpp"

namespace catmaze::app {
namespace {

using Json = nlohmann::ordered_json;

// One level in play with its hint, driven frame by frame as LevelPlay drives them.
struct HintedPlay {
    explicit HintedPlay(const Level& level, double stepSeconds = 0.1)
        : session(startPlay(level, DiagonalMode::Never, stepSeconds)) {
        log.openInMemory();
    }

    // One frame of `seconds`: the hint's answer, the walk, a hint waiting for the cat to stand.
    // Returns the tiles the cat arrived on in it.
    std::vector<Tile> frame(double seconds = 1.0 / 60) {
        hint.update(*session, seconds);
        session->update(seconds);
        std::vector<Tile> arrived;
        for (const PlayEvent& event : session->takeEvents()) {
            if (const auto* stepped = std::get_if<play_event::Stepped>(&event))
                arrived.push_back(stepped->tile);
        }
        hint.startWanted(*session);
        return arrived;
    }

    // Frames until the log has a `hint` answer (the plan runs on a worker: real time passes);
    // returns it, or null after `seconds` of real time.
    Json awaitHint(int seconds = 20) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
        while (std::chrono::steady_clock::now() < deadline) {
            for (const std::string& line : log.lines()) {
                Json event = Json::parse(line);
                if (event.value("event", "") == "hint")
                    return event;
            }
            frame();
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return nullptr;
    }

    EventLog log;
    NoticeList notices;
    HintController hint{log, notices};
    std::unique_ptr<PlaySession> session;
};

std::vector<Tile> tilesOf(const Json& array) {
    std::vector<Tile> tiles;
    for (const Json& t : array)
        tiles.push_back({t.at(0).get<int>(), t.at(1).get<int>()});
    return tiles;
}

TEST(HintController, HShowsTheCheapestWinningRouteAsATrailForAFewSeconds) {
    const LevelLoadResult loaded = loadLevelFile(std::filesystem::path(CATMAZE_SOURCE_DIR) /
                                                 "tests/window/levels/bone_before_dog.json");
    ASSERT_TRUE(loaded.ok());
    const WinPlan cheapest = planWin(*loaded.level);
    ASSERT_TRUE(cheapest.winnable());

    HintedPlay play(*loaded.level);
    play.hint.press(*play.session);
    EXPECT_EQ(play.notices.lines.front(), "Hint: checking\xE2\x80\xA6 (H again cancels)");
    const Json hint = play.awaitHint();
    ASSERT_FALSE(hint.is_null()) << "no answer within 20 s";
    EXPECT_EQ(hint.value("winnable", false), true) << hint.dump();
    EXPECT_EQ(hint.value("cost", 0), cheapest.cost);
    EXPECT_EQ(tilesOf(hint.at("route")), cheapest.tiles);
    EXPECT_EQ(tilesOf(hint.at("bones")), (std::vector<Tile>{{3, 3}}));
    EXPECT_EQ(tilesOf(hint.at("dogs")), (std::vector<Tile>{{11, 4}}));
    EXPECT_EQ(play.notices.lines.back(),
              "Hint: follow the green trail (cost " + std::to_string(cheapest.cost) + ")");
    ASSERT_TRUE(play.hint.shown());
    EXPECT_EQ(play.hint.shown()->tiles, cheapest.tiles);
    EXPECT_TRUE(play.hint.used()) << "a hint shown costs the run its star";

    // The trail fades after kHintSeconds; the run keeps having used it.
    for (int i = 0; i < static_cast<int>(kHintSeconds * 60) + 2; ++i)
        play.frame();
    EXPECT_FALSE(play.hint.shown());
    EXPECT_TRUE(play.hint.used());
    play.hint.newRun();
    EXPECT_FALSE(play.hint.used());
}

TEST(HintController, OnAPatrolLevelTheHintSaysToWaitWhenTheRouteStartsWithAWait) {
    // A dog crosses the corridor at (2,2) on odd ticks: the cheapest win waits one tick first.
    Level level = test::levelFrom({
        "#######",
        "##D####",
        "#C...E#",
        "##.####",
        "#######",
    });
    level.version = 2;
    level.patrols = {{{{2, 1}, {2, 2}, {2, 3}}, false}};
    HintedPlay play(level);
    play.hint.press(*play.session);
    const Json hint = play.awaitHint();
    ASSERT_FALSE(hint.is_null()) << "no answer within 20 s";
    EXPECT_EQ(hint.value("cost", 0), 50) << hint.dump();
    EXPECT_EQ(tilesOf(hint.at("route")),
              (std::vector<Tile>{{1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 2}}));
    EXPECT_EQ(play.notices.lines.back(),
              "Hint: wait here 1 tick, then follow the green trail (cost 50)");
}

TEST(HintController, HDuringAWalkStopsTheCatAndPlansFromWhereItStands) {
    // A long corridor: the cat is sent to the exit, and H comes while it walks. The hint once
    // planned from the next tile while the cat walked on, leaving its trail and cost behind.
    std::vector<std::string> rows = {std::string(24, '#'), "#C....................E#",
                                     std::string(24, '#')};
    HintedPlay play(test::levelFrom(rows), 0.2);
    play.session->click({22.5, 1.5});
    std::vector<Tile> arrived;
    while (arrived.empty())
        arrived = play.frame();
    play.frame(0.05);  // into the next step
    ASSERT_TRUE(play.session->stride()) << "the cat should be mid-step";
    play.hint.press(*play.session);
    const Json hint = play.awaitHint();
    ASSERT_FALSE(hint.is_null());
    ASSERT_EQ(hint.value("winnable", false), true) << hint.dump();
    const Tile stood = play.session->catTile();
    for (int i = 0; i < 90; ++i)  // 1.5 s
        EXPECT_TRUE(play.frame().empty()) << "the cat walked on after the hint";
    const std::vector<Tile> route = tilesOf(hint.at("route"));
    ASSERT_FALSE(route.empty());
    EXPECT_EQ(route.front(), (Tile{stood.col + 1, 1})) << "the hint starts where the cat stands";
    EXPECT_EQ(route.back(), (Tile{22, 1}));
    EXPECT_EQ(hint.value("cost", 0), 10 * static_cast<int>(route.size()));
}

TEST(HintController, HAgainCancelsAndAMoveBeforeTheSearchMakesItStale) {
    HintedPlay play(test::levelFrom({"C.........E"}), 0.5);
    play.session->click({10.5, 0.5});
    play.frame();
    play.hint.press(*play.session);  // mid-step: the search waits for the cat to stand
    EXPECT_TRUE(play.hint.busy());
    play.hint.press(*play.session);
    EXPECT_FALSE(play.hint.busy());
    EXPECT_EQ(play.notices.lines.back(), "Hint cancelled");
    Json cancelled = Json::parse(play.log.lines().back());
    EXPECT_EQ(cancelled.value("status", ""), "cancelled");

    play.hint.press(*play.session);
    play.hint.playerMoved();  // a click before the step ended
    EXPECT_FALSE(play.hint.busy());
    EXPECT_EQ(play.notices.lines.back(),
              "The cat moved while the hint was searching: press H again");
    const Json stale = Json::parse(play.log.lines().back());
    EXPECT_EQ(stale.value("status", ""), "stale");
    EXPECT_FALSE(play.hint.used());
}

TEST(HintController, SaysTooComplexWhenThePlannerGivesUp) {
    // A 64 x 64 room with 40 bones: more orders to try than the hint's budget allows. It was
    // answered "No way to win from here", though the level is won by walking to the exit.
    std::vector<std::string> rows(64, "#" + std::string(62, '.') + "#");
    rows.front() = rows.back() = std::string(64, '#');
    for (int i = 0; i < 40; ++i)
        rows[static_cast<std::size_t>(2 + (i * 7) % 60)][static_cast<std::size_t>(3 + i)] = 'B';
    rows[1][1] = 'C';
    rows[62][62] = 'E';
    HintedPlay play(test::levelFrom(rows));
    play.hint.press(*play.session);
    const Json hint = play.awaitHint(180);  // the planner works through its whole budget first
    ASSERT_FALSE(hint.is_null());
    EXPECT_EQ(hint.value("winnable", true), false) << hint.dump();
    EXPECT_EQ(hint.value("status", ""), "too complex") << hint.dump();
    EXPECT_TRUE(hint.value("reason", "").starts_with("too complex to decide (")) << hint.dump();
    EXPECT_NE(hint.value("reason", "").find(" states)"), std::string::npos) << hint.dump();
    EXPECT_EQ(play.notices.lines.back().rfind("No hint: too complex to decide (", 0), 0u);
    EXPECT_FALSE(play.hint.shown());
}

}  // namespace
}  // namespace catmaze::app
