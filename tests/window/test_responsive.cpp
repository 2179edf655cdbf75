// Issue 19, "Never on the UI thread": the window answers a key within 100 ms while the worst
// open-floor level within the limits (bench/worst_open_floor.cpp, generated here) loads, while
// My levels reads slow files, and while a bribed dog's obstacle graph is rebuilt.
//
// A key's answer is timed from the moment xdotool has sent it to the moment its event is in the
// log (polled every millisecond). Work done on the UI thread delays the answer by all of it (the
// worst level's graph alone takes about 0.6 s), so these tests fail when the work is back there.

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "window_test.hpp"
#include "worst_open_floor.hpp"

namespace catmaze::wintest {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

// Issue 19's promise: a key is answered at once while heavy work runs. The tests check it by the
// order of the log's events (the answer comes before the work's end), which no machine load can
// change; the milliseconds are printed for the record, not judged (a busy CI machine read 238 ms
// with the work on a worker, and 100 ms was the old limit).
// How long the worst level's graph may take to build (well under a second on an idle machine
// once the graph is fast; far more on a busy one, and with the graph before it was made fast).
constexpr Seconds kLoadSeconds(90);

// The first event after the game's cursor that `matches` (the cursor moves past it), and the
// milliseconds from `sent` (just before the key was sent: xdotool presses and releases it, so
// the game may answer before it returns) until it was in the log; throws after `timeout`.
std::pair<Json, double> timedAnswer(Game& game, const Game::Predicate& matches,
                                    Clock::time_point sent = Clock::now(),
                                    Seconds timeout = Seconds(20)) {
    const std::size_t from = game.cursor();
    while (Clock::now() - sent < timeout) {
        game.poll();
        const std::vector<Json>& all = game.events();
        for (std::size_t i = from; i < all.size(); ++i) {
            if (matches(all[i])) {
                const double ms =
                    std::chrono::duration<double, std::milli>(Clock::now() - sent).count();
                std::cout << "answered in " << ms << " ms\n";
                return {game.waitFor("the answer", matches), ms};  // moves the cursor past it
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    throw HarnessError("no answer to the key within the timeout\n" + game.diagnostics());
}

bool named(const Json& e, const char* name) {
    return e.value("event", "") == name;
}

TEST_F(WindowTest, EscWhileTheWorstOpenFloorLevelLoadsCancelsTheLoadBeforeItEnds) {
    // A small level first; then its file becomes the worst level within the limits, and F5
    // loads it.
    const fs::path level = dir() / "level.json";
    fs::copy_file(testLevel("open_room.json"), level);
    Game& game = launchOn(level, 0.1);
    // Replaced whole, as an editor saves: written in place, the game's watch may read it half
    // written and show its load error, where Esc cancels no load (a 20 s wait for an answer
    // seen once in about 40 runs on a busy machine).
    replaceFile(level, bench::worstOpenFloorLevel());

    game.key("F5");
    const Clock::time_point sent = Clock::now();
    game.key("Escape");  // during the load: it must not wait for it
    // Its answer: the load cancelled (or, were the load on the UI thread, the pause menu once
    // the level had loaded).
    const auto [answer, ms] = timedAnswer(
        game,
        [](const Json& e) {
            return named(e, "load_cancelled") || (named(e, "screen") && e["name"] == "pause");
        },
        sent);
    // A load on the UI thread would answer with the pause menu once the level had loaded.
    EXPECT_EQ(answer.value("event", ""), "load_cancelled") << answer.dump();
    std::cout << "Esc answered after " << ms << " ms\n";

    // The note said what loads; back where the player was: the small level, still in play,
    // and the big one never started.
    bool noted = false;
    for (const Json& e : game.events()) {
        noted = noted || (named(e, "menu") && e.value("name", "") == "loading" &&
                          e.value("title", "") == "Loading level.json\xE2\x80\xA6");
    }
    EXPECT_TRUE(noted) << game.diagnostics();
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "play"; });
    EXPECT_FALSE(game.watchFor("level_loaded", Seconds(2)).has_value());
}

// A valid tile level of 1024 x 1024 tiles (the largest side) named `name`: open floor, the cat
// and the exit in the first row, and 15 MB of notes (an unknown key, kept; a level file may
// hold 16 MiB). Loading it (reading, parsing, checking a million tiles) takes many frames.
std::string bigLevel(const std::string& name) {
    constexpr int kSide = 1024;
    std::string text = R"({"version": 1, "name": ")" + name + R"(", "tiles": [)";
    for (int row = 0; row < kSide; ++row) {
        std::string tiles(static_cast<std::size_t>(kSide), '.');
        if (row == 0) {
            tiles.front() = 'C';
            tiles.back() = 'E';
        }
        text += (row == 0 ? "\"" : ",\"") + tiles + "\"";
    }
    return text + R"(], "notes": ")" + std::string(15'000'000, 'x') + "\"}";
}

std::vector<std::string> labels(const Json& menu) {
    std::vector<std::string> out;
    for (const Json& item : menu.value("items", Json::array()))
        out.push_back(item.value("label", ""));
    return out;
}

TEST_F(WindowTest, MyLevelsOfLargeFilesAnswersEscBeforeReadingThemAndFillsInTheNames) {
    const fs::path mine = dir() / "data" / "catmaze" / "levels";
    fs::create_directories(mine);
    for (int i = 1; i <= 7; ++i)
        writeFile(mine / ("big-" + std::to_string(i) + ".json"),
                  bigLevel("Big " + std::to_string(i)));
    Game& game = launchOn(testLevel("open_room.json"), 0.1);
    game.key("Escape");
    game.clickMenuItem("Levels");
    game.clickMenuItem("My levels");
    const Clock::time_point sent = Clock::now();
    game.key("Escape");  // at once: the menu must not wait for its files
    game.waitForEvent("screen", [](const Json& e) { return e["name"] == "my_levels"; });
    const auto [answer, ms] = timedAnswer(
        game, [](const Json& e) { return named(e, "screen") && e["name"] == "levels"; }, sent);
    std::cout << "Esc answered after " << ms << " ms\n";
    // Were the files read on the UI thread, the list would have been named before Esc's answer.
    for (const Json& e : game.events()) {
        if (named(e, "screen") && e["name"] == "levels")
            break;
        EXPECT_FALSE(named(e, "menu") && e.value("name", "") == "my_levels" &&
                     labels(e).front() == "Big 1")
            << "the names were read before Esc was answered: " << e.dump();
    }

    // Opened again, the items are there at once under their file names, then named.
    game.clickMenuItem("My levels");
    const Json first =
        game.waitForEvent("menu", [](const Json& e) { return e.value("name", "") == "my_levels"; });
    EXPECT_EQ(labels(first).size(), 8u) << first.dump();  // seven files and Back
    // Reading 105 MB takes long under the sanitizers: the names may take minutes there.
    const Json named7 = game.waitForEvent(
        "menu",
        [](const Json& e) {
            const std::vector<std::string> l = labels(e);
            return e.value("name", "") == "my_levels" && !l.empty() && l[6] == "Big 7";
        },
        Seconds(180));
    EXPECT_EQ(labels(named7), (std::vector<std::string>{"Big 1", "Big 2", "Big 3", "Big 4", "Big 5",
                                                        "Big 6", "Big 7", "Back"}))
        << named7.dump();
}

// The worst level within the limits with the cat moved next to a dog of its ring, a bone on the
// way: a click on the dog pays it, and the graph without that dog is as costly as any to build.
// Sets `dog` to the dog's tile.
std::string worstLevelBesideADog(TileRef& dog) {
    Json level = Json::parse(bench::worstOpenFloorLevel());
    std::vector<std::string> rows = level.at("tiles").get<std::vector<std::string>>();
    // The dog furthest left: the ring runs up and down there, so the way in (right) is open.
    std::optional<TileRef> left;
    bool boneMoved = false;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        for (int c = 0; c < static_cast<int>(rows[r].size()); ++c) {
            char& t = rows[r][c];
            if (t == 'D' && (!left || c < left->col))
                left = TileRef{c, r};
            if (t == 'C' || (t == 'B' && !boneMoved)) {
                boneMoved = boneMoved || t == 'B';
                t = '.';
            }
        }
    }
    if (!left)
        throw HarnessError("the worst level has no dog");
    dog = *left;
    std::string& row = rows[dog.row];
    if (row.at(dog.col + 2) != '.' || row.at(dog.col + 4) != '.')
        throw HarnessError("no room beside the dog in row " + std::to_string(dog.row));
    row[dog.col + 2] = 'B';
    row[dog.col + 4] = 'C';
    level["tiles"] = rows;
    return level.dump();
}

TEST_F(WindowTest, PayingADogOnTheWorstOpenFloorLevelAnswersKeysWhileTheNewGraphBuilds) {
    TileRef dog;
    const fs::path level = dir() / "worst.json";
    writeFile(level, worstLevelBesideADog(dog));
    Game& game = launch(optionsFor(level, 0.1));
    game.waitForEvent("level_loaded", kLoadSeconds);
    game.attachWindow();
    game.clickTile(dog);
    // The pointer leaves the window: the hover preview is not what this test is about (on this
    // level it searches the graph again at every step of the cat, tens of milliseconds each).
    game.moveMouseTo(1100, 900);
    // Esc pauses and resumes, over and over, until the graph without the dog is handed in (a
    // worker builds it, about half a second on an idle machine). A graph built on the UI thread
    // would answer no key between the dog's payment and the graph's arrival.
    double worst = 0;
    int presses = 0;
    int answeredWhileBuilding = 0;
    bool paid = false;
    bool ready = false;
    const auto deadline = Clock::now() + kLoadSeconds;
    while (!ready) {
        const Clock::time_point sent = Clock::now();
        game.key("Escape");
        const auto [answer, ms] = timedAnswer(
            game, [](const Json& e) { return named(e, "screen"); }, sent);
        worst = std::max(worst, ms);
        ++presses;
        // The events up to this answer, in the game's order.
        answeredWhileBuilding = 0;
        paid = false;
        for (std::size_t i = 0; i < game.cursor() && !ready; ++i) {
            const Json& e = game.events()[i];
            if (named(e, "dog_bribed"))
                paid = true;
            else if (paid && named(e, "screen"))
                ++answeredWhileBuilding;
            else if (paid && named(e, "graph_ready"))
                ready = true;
        }
        ASSERT_LT(Clock::now(), deadline) << "the graph without the dog never came\n"
                                          << game.diagnostics();
    }
    std::cout << "slowest answer " << worst << " ms (" << presses << " presses)\n";
    EXPECT_GE(answeredWhileBuilding, 2) << "keys waited for the graph\n" << game.diagnostics();

    // Playing on: the graph without the dog is in, and a click walks through where it stood.
    if (presses % 2 == 1)
        game.key("Escape");  // resume
    game.waitForEvent("screen", [](const Json& e) { return e.value("name", "") == "play"; });
    game.clickTile({dog.col - 2, dog.row});
    const Json path = game.waitForEvent("path", kLoadSeconds);
    EXPECT_EQ(path.value("status", ""), "Found") << path.dump();
}

}  // namespace
}  // namespace catmaze::wintest
