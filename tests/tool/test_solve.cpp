// Tests of `catmaze-level solve` and of validate's warning about levels that cannot be won,
// running the real binary on files written to a temporary directory.

#include <gtest/gtest.h>

#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tool_levels.hpp"
#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

using nlohmann::json;

// One corridor, winnable in one order only. The cat (5,1) must fetch the free bone (7,1), pay
// the dog (3,1) with it to reach the bones (2,1) and (1,1), and pay the dogs (9,1) and (10,1)
// with those. Cost by hand: to (7,1) 20; back to (4,1) 30; the dog 100; the two bones 20; to
// (8,1) 70; the two dogs 200; the exit 10. Total 450.
const std::vector<std::string> kPeckingOrder = {
    "#############",
    "#BBD.C.B.DDE#",
    "#############",
};
constexpr int kPeckingOrderCost = 450;

// A dog blocks the only way, and there is no bone at all.
const std::vector<std::string> kDogNoBone = {
    "#######",
    "#C.D.E#",
    "#######",
};

// One bone, two dogs on the only way.
const std::vector<std::string> kTooFewBones = {
    "#########",
    "#CB.D.DE#",
    "#########",
};

// An open room: (1,1) to the exit (4,3) costs 50 with side moves, 14 + 14 + 10 with diagonals.

// What replaying a route under the game's rules gives.
struct Replay {
    bool won = false;
    std::string problem;  // why the replay stopped, if it did
    long cost = 0;
    json bones = json::array();
    json dogs = json::array();
};

// Replays `route` from the cat's start on `rows` with the default costs (10, 14 diagonal, 10x
// onto a dog): a bone is picked up when stepped on, a dog takes one bone (no bone: the cat is
// eaten), the first exit wins. An independent check of the solver's answer.
Replay replay(std::vector<std::string> rows, const json& route, bool diagonal) {
    Replay r;
    int col = 0, row = 0;
    for (std::size_t y = 0; y < rows.size(); ++y) {
        if (const auto x = rows[y].find('C'); x != std::string::npos) {
            col = static_cast<int>(x);
            row = static_cast<int>(y);
        }
    }
    int held = 0;
    for (const json& step : route) {
        if (r.won) {
            r.problem = "steps after the exit";
            return r;
        }
        const int nc = step.at(0), nr = step.at(1);
        const int dc = nc - col, dr = nr - row;
        const bool isDiagonal = dc != 0 && dr != 0;
        const auto at = [&](int c, int rr) -> char& {
            return rows.at(static_cast<std::size_t>(rr)).at(static_cast<std::size_t>(c));
        };
        if (std::abs(dc) > 1 || std::abs(dr) > 1 || (dc == 0 && dr == 0) ||
            (isDiagonal && !diagonal) || at(nc, nr) == '#' ||
            (isDiagonal && (at(col + dc, row) == '#' || at(col, row + dr) == '#'))) {
            r.problem = "illegal step to " + step.dump();
            return r;
        }
        char& tile = at(nc, nr);
        const long base = isDiagonal ? 14 : 10;
        r.cost += tile == 'D' ? base * 10 : base;
        if (tile == 'B') {
            ++held;
            r.bones.push_back(step);
            tile = '.';
        } else if (tile == 'D') {
            if (held == 0) {
                r.problem = "eaten at " + step.dump();
                return r;
            }
            --held;
            r.dogs.push_back(step);
            tile = '.';
        } else if (tile == 'E') {
            r.won = true;
        }
        col = nc;
        row = nr;
    }
    if (!r.won)
        r.problem = "the route does not end on an exit";
    return r;
}

TEST_F(ToolTest, SolveFindsTheOnlyWinningOrder) {
    const std::string level = writeFile("order.json", levelText("Order", kPeckingOrder));
    const ToolRun r = run({"solve", level, "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json answer = json::parse(r.out);
    EXPECT_EQ(answer["winnable"], true);
    EXPECT_EQ(answer["cost"], kPeckingOrderCost);
    EXPECT_EQ(answer["bones"], json::parse("[[7,1],[2,1],[1,1]]"));
    EXPECT_EQ(answer["dogs"], json::parse("[[3,1],[9,1],[10,1]]"));
    // The route leaves out the start and ends on the exit.
    ASSERT_FALSE(answer["route"].empty());
    EXPECT_EQ(answer["route"].front(), json::parse("[6,1]"));
    EXPECT_EQ(answer["route"].back(), json::parse("[11,1]"));

    const Replay check = replay(kPeckingOrder, answer["route"], false);
    EXPECT_TRUE(check.won) << check.problem;
    EXPECT_EQ(check.cost, kPeckingOrderCost);
    EXPECT_EQ(check.bones, answer["bones"]);
    EXPECT_EQ(check.dogs, answer["dogs"]);
}

TEST_F(ToolTest, SolveAsText) {
    const std::string level = writeFile("order.json", levelText("Order", kPeckingOrder));
    const ToolRun r = run({"solve", level});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out.rfind("winnable: cost 450, 18 steps\nroute: (6,1) (7,1) (6,1) ", 0), 0u)
        << r.out;
    EXPECT_NE(r.out.find(" (10,1) (11,1)\n"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("\nbones: (7,1) (2,1) (1,1)\ndogs:  (3,1) (9,1) (10,1)\n"),
              std::string::npos)
        << r.out;

    const std::string room = writeFile("room.json", levelText("Room", kRoom));
    const ToolRun plain = run({"solve", room});
    ASSERT_EQ(plain.exitCode, 0) << plain.err;
    EXPECT_NE(plain.out.find("bones: none\ndogs:  none\n"), std::string::npos) << plain.out;
}

TEST_F(ToolTest, SolveDiagonalIsCheaper) {
    const std::string level = writeFile("room.json", levelText("Room", kRoom));
    const ToolRun straight = run({"solve", level, "--json"});
    ASSERT_EQ(straight.exitCode, 0) << straight.err;
    EXPECT_EQ(json::parse(straight.out)["cost"], 50);

    const ToolRun diagonal = run({"solve", level, "--diagonal", "--json"});
    ASSERT_EQ(diagonal.exitCode, 0) << diagonal.err;
    const json answer = json::parse(diagonal.out);
    EXPECT_EQ(answer["cost"], 14 + 14 + 10);
    const Replay check = replay(kRoom, answer["route"], true);
    EXPECT_TRUE(check.won) << check.problem;
    EXPECT_EQ(check.cost, 38);
}

// A level whose rules name their own diagonal mode is solved under it, with or without
// --diagonal (the player's setting, which the level's rule wins over; issue 34 item 7).
TEST_F(ToolTest, SolveFollowsTheLevelsOwnDiagonalRule) {
    json on = json::parse(levelText("Room", kRoom));
    on["rules"] = {{"diagonal", "on"}};
    const std::string onFile = writeFile("room-on.json", on.dump(2));
    json off = on;
    off["rules"]["diagonal"] = "off";
    const std::string offFile = writeFile("room-off.json", off.dump(2));
    for (const bool flag : {false, true}) {
        std::vector<std::string> args = {"solve", onFile, "--json"};
        if (flag)
            args.push_back("--diagonal");
        const ToolRun diagonal = run(args);
        ASSERT_EQ(diagonal.exitCode, 0) << diagonal.err;
        EXPECT_EQ(json::parse(diagonal.out)["cost"], 38) << "--diagonal " << flag;
        args[1] = offFile;
        const ToolRun straight = run(args);
        ASSERT_EQ(straight.exitCode, 0) << straight.err;
        EXPECT_EQ(json::parse(straight.out)["cost"], 50) << "--diagonal " << flag;
    }
}

// Each unwinnable level: exit 1, the solver's reason in the text and in the JSON.
TEST_F(ToolTest, SolveUnwinnableSaysWhy) {
    struct Case {
        const char* name;
        std::vector<std::string> rows;
        std::string reason;
    };
    const std::vector<Case> cases = {
        {"walled", kWalledOff,
         "the exit cannot be reached: walled off (the cat gets no nearer than (2,1); the exit is "
         "at (5,1))"},
        {"dog", kDogNoBone,
         "every way to the exit passes a dog, and no bone can be reached before it (the dog at "
         "(3,1) blocks the way; the exit is at (5,1))"},
        {"bones", kTooFewBones,
         "not enough bones for the dogs in the way (the last dog before the exit is at (6,1); the "
         "exit is at (7,1))"},
    };
    for (const Case& c : cases) {
        const std::string level =
            writeFile(std::string(c.name) + ".json", levelText(c.name, c.rows));
        const ToolRun text = run({"solve", level});
        EXPECT_EQ(text.exitCode, 1) << c.name << text.err;
        EXPECT_EQ(text.out, "unwinnable: " + c.reason + "\n");

        const ToolRun asJson = run({"solve", level, "--json"});
        EXPECT_EQ(asJson.exitCode, 1) << c.name;
        const json answer = json::parse(asJson.out);
        EXPECT_EQ(answer["winnable"], false);
        EXPECT_TRUE(answer["cost"].is_null());
        EXPECT_EQ(answer["route"], json::array());
        EXPECT_EQ(answer["reason"], c.reason);
    }
}

TEST_F(ToolTest, SolveGivesUpAtTheStateLimit) {
    const std::string level = writeFile("order.json", levelText("Order", kPeckingOrder));
    const ToolRun r = run({"solve", level, "--max-states", "2", "--json"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find(level + ": error: could not decide whether this level can be won"),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("--max-states"), std::string::npos) << r.err;

    // A limit large enough decides it.
    EXPECT_EQ(run({"solve", level, "--max-states", "100000"}).exitCode, 0);
    EXPECT_EQ(run({"solve", level, "--max-states", "0"}).exitCode, 2);
}

TEST_F(ToolTest, SolveReadsTiledAndMovingAiMaps) {
    // The Tiled fixture: cat (1,1), exit (6,4); a dog at (5,2) and a bone at (3,3) do not matter.
    ToolRun r = run({"solve", CATMAZE_TEST_DATA "/tiled/csv_map.tmj", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(json::parse(r.out)["cost"], 80);  // 8 side moves: 3 down, 5 right

    // A Moving AI map: the cat on the first passable tile, the exit on the last.
    r = run({"solve", CATMAZE_TEST_DATA "/movingai/arena.map", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(json::parse(r.out)["winnable"], true);
}

TEST_F(ToolTest, SolveBadInputExitsTwo) {
    const std::string bad = writeFile("bad.json", "{\n  \"tiles\": [,\n");
    ToolRun r = run({"solve", bad});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_TRUE(::testing::internal::RE::PartialMatch(
        r.err, ::testing::internal::RE("bad\\.json:[0-9]+:[0-9]+: error: ")))
        << r.err;

    r = run({"solve"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("no FILE"), std::string::npos) << r.err;

    const std::string level = writeFile("room.json", levelText("Room", kRoom));
    r = run({"solve", level, level});
    EXPECT_EQ(r.exitCode, 2);
    r = run({"solve", level, "--max-states", "many"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--max-states"), std::string::npos) << r.err;
}

TEST_F(ToolTest, SolveEveryCampaignLevel) {
    const auto levels = campaignLevels();
    ASSERT_GE(levels.size(), 7u);
    for (const auto& level : levels) {
        const ToolRun r = run({"solve", level.string(), "--json"});
        EXPECT_EQ(r.exitCode, 0) << level << r.err;
        EXPECT_EQ(json::parse(r.out)["winnable"], true) << level;
    }
}

// --- validate's warning ------------------------------------------------------------------------

TEST_F(ToolTest, ValidateWarnsAboutALevelThatCannotBeWon) {
    const std::string level = writeFile("walled.json", levelText("Walled", kWalledOff));
    const ToolRun r = run({"validate", level});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    // The verdict does not let the warning be read past.
    EXPECT_EQ(r.out, level + ": ok (with warnings)\n");
    // At the exit, (5,1): row 1 of "tiles" is line 5, the row's text starts in column 6, its 'E'
    // is in column 11; and where the cat's area ends nearest to it.
    EXPECT_EQ(r.err, level +
                         ":5:11: warning: this level cannot be won: the exit cannot be reached: "
                         "walled off (the cat gets no nearer than (2,1); the exit is at (5,1))\n");
}

TEST_F(ToolTest, ValidatePointsAtTheExitBehindADogAndNamesTheDog) {
    // The exit at (5,1) of a hand-written file, on line 4; the dog at (3,1) with no bone before it.
    const std::string level =
        writeFile("dog.json",
                  "{\"name\": \"Dog\", \"version\": 1,\n\"tiles\": [\n  \"#######\",\n"
                  "  \"#C.D.E#\",\n  \"#######\"]}\n");
    const ToolRun r = run({"validate", level});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, level + ": ok (with warnings)\n");
    EXPECT_EQ(r.err, level +
                         ":4:9: warning: this level cannot be won: every way to the exit passes a "
                         "dog, and no bone can be reached before it (the dog at (3,1) blocks the "
                         "way; the exit is at (5,1))\n");
}

TEST_F(ToolTest, ValidateSaysOkWithWarningsForEveryKindOfWarning) {
    // An unknown key (the loader's warning): the level is fine, the verdict says there was more.
    const std::string extra = writeFile("extra.json",
                                        "{\"name\": \"Extra\", \"version\": 1, "
                                        "\"author\": \"me\", \"tiles\": [\"C.E\"]}\n");
    const std::string clean = writeFile("clean.json", levelText("Clean", {"C.E"}));
    const ToolRun r = run({"validate", extra, clean});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find(extra + ":1:"), std::string::npos) << r.err;
    EXPECT_EQ(r.out, extra + ": ok (with warnings)\n" + clean + ": ok\n");
}

TEST_F(ToolTest, ValidateDoesNotWarnAboutAWinnableLevel) {
    const std::string good = writeFile("order.json", levelText("Order", kPeckingOrder));
    const std::string bad = writeFile("dog.json", levelText("Dog", kDogNoBone));
    const ToolRun r = run({"validate", good, bad});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out, good + ": ok\n" + bad + ": ok (with warnings)\n");
    EXPECT_EQ(r.err.find(good), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(bad + ":5:11: warning: this level cannot be won: every way to the exit"),
              std::string::npos)
        << r.err;
}

TEST_F(ToolTest, ValidateCampaignLevelsHaveNoWarnings) {
    std::vector<std::string> args = {"validate"};
    for (const auto& level : campaignLevels())
        args.push_back(level.string());
    const ToolRun r = run(args);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "");
}

}  // namespace
}  // namespace catmaze::tool_test
