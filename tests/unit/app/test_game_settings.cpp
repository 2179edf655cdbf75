// The settings in play (shell/game_settings.hpp) as the player meets them: --diagonal beats the
// settings file for the run (the path walked is the diagonal one, the file keeps its value); a
// change in the settings menu ends the command line's choice, is applied, logged and saved, in
// that order; another setting leaves it; the menu shows the values in play; the Controls page's
// keys and pad buttons are saved together and read back equal, a bad pad binding never stops the
// start. Real files in a scratch folder; the paths are checked against the reference Dijkstra
// (tests/support).

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "catmaze/game/play_session.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/player/player_files.hpp"
#include "flow_fixture.hpp"
#include "play/key_bindings.hpp"
#include "shell/game_settings.hpp"

namespace catmaze::app {
namespace {

using Json = nlohmann::ordered_json;

// The window tests' settings file: fast walks, no sound, diagonal moves as `diagonal`.
std::string settingsFileText(bool diagonal) {
    return Json{{"diagonal", diagonal}, {"showPath", true}, {"searchOverlay", false},
                {"stepSeconds", 0.1},   {"volume", 0},      {"music", false}}
        .dump();
}

// Saves the player's files for real, noting the events logged by then (the order of a change).
struct SettingsSaver : NoticeSink {
    SettingsSaver(PlayerFiles& files, const EventLog& log) : files(files), log(log) {}
    void notify(std::string text) override { notices.push_back(std::move(text)); }
    void save(PlayerFile changed) override {
        savedAfterLines.push_back(log.lines().size());
        EXPECT_TRUE(files.save(changed).empty());
    }
    PlayerFiles& files;
    const EventLog& log;
    std::vector<std::string> notices;
    std::vector<std::size_t> savedAfterLines;
};

// The player's files in a scratch folder, the settings file written first.
struct SettingsScene {
    SettingsScene(const std::string& fileText, std::optional<bool> commandLine)
        : files((writeSettings(dir, fileText), dir / "settings.json")),
          settings(files.settings, commandLine, log, saver,
                   [this] { appliedAfterLines.push_back(log.lines().size()); }) {
        log.openInMemory();
        EXPECT_TRUE(files.load().empty()) << "the settings file should be good";
    }
    static void writeSettings(const flow_test::ScratchDir& dir, const std::string& text) {
        flow_test::writeBytes(dir / "settings.json", text);
    }

    flow_test::ScratchDir dir{"game-settings"};
    PlayerFiles files;
    EventLog log;
    SettingsSaver saver{files, log};
    std::vector<std::size_t> appliedAfterLines;
    GameSettings settings;
};

const std::filesystem::path kOpenRoom =
    std::filesystem::path(CATMAZE_SOURCE_DIR) / "tests/window/levels/open_room.json";

// A session of open_room.json under `settings`.
std::unique_ptr<PlaySession> openRoomUnder(const GameSettings& settings) {
    const LevelLoadResult loaded = loadLevelFile(kOpenRoom);
    EXPECT_TRUE(loaded.ok());
    return startPlay(*loaded.level, settings.diagonal(), settings.kept().stepSeconds);
}

TEST(GameSettings, DiagonalOptionOverridesTheSettingsFile) {
    SettingsScene scene(settingsFileText(/*diagonal=*/false), /*commandLine=*/true);
    EXPECT_EQ(scene.settings.diagonal(), DiagonalMode::NoCornerCutting);
    EXPECT_EQ(scene.settings.kept().diagonal, DiagonalMode::Never) << "the file keeps its value";

    const Tile to{6, 4};
    const GridCost cost = flow_test::plannedWalkCost(*openRoomUnder(scene.settings), to);
    EXPECT_EQ(cost, flow_test::referenceWalkCost(kOpenRoom, to, /*diagonal=*/true));
    EXPECT_LT(cost, flow_test::referenceWalkCost(kOpenRoom, to, /*diagonal=*/false))
        << "a diagonal walk is cheaper here";
    EXPECT_TRUE(flow_test::eventsNamed(scene.log, "settings").empty()) << "nothing changed";
    EXPECT_TRUE(scene.saver.savedAfterLines.empty()) << "nothing saved";
}

TEST(GameSettings, DiagonalChangedInTheMenuEndsTheCommandLinesChoiceAndIsKept) {
    // The file says on, --no-diagonal says off: the menu shows off, and toggling turns it on.
    SettingsScene scene(settingsFileText(/*diagonal=*/true), /*commandLine=*/false);
    const SettingField& diagonal = *findSetting("diagonal");
    EXPECT_EQ(settingText(diagonal, scene.settings.shown()), "off");
    EXPECT_EQ(settingText(diagonal, scene.settings.kept()), "on");

    scene.settings.change(diagonal, 0);
    EXPECT_EQ(scene.settings.diagonal(), DiagonalMode::NoCornerCutting);
    EXPECT_EQ(settingText(diagonal, scene.settings.shown()), "on");
    // Applied first, then logged, then saved.
    ASSERT_EQ(scene.appliedAfterLines, (std::vector<std::size_t>{0}));
    const std::vector<Json> logged = flow_test::eventsNamed(scene.log, "settings");
    ASSERT_EQ(logged.size(), 1u);
    EXPECT_EQ(logged[0].at("changed"), (Json{{"diagonal", true}})) << logged[0].dump();
    EXPECT_EQ(scene.saver.savedAfterLines, (std::vector<std::size_t>{1}));

    PlayerFiles reread(scene.dir / "settings.json");
    EXPECT_TRUE(reread.load().empty());
    EXPECT_NE(reread.settings.diagonal, DiagonalMode::Never) << "kept for the next start";

    // And off again, from what is now in play.
    scene.settings.change(diagonal, 0);
    EXPECT_EQ(scene.settings.diagonal(), DiagonalMode::Never);
    EXPECT_EQ(flow_test::eventsNamed(scene.log, "settings").back().at("changed"),
              (Json{{"diagonal", false}}));
}

TEST(GameSettings, AnotherSettingLeavesTheCommandLinesDiagonal) {
    SettingsScene scene(settingsFileText(/*diagonal=*/false), /*commandLine=*/true);
    scene.settings.change(*findSetting("showPath"), 0);
    EXPECT_EQ(scene.settings.diagonal(), DiagonalMode::NoCornerCutting);
    EXPECT_FALSE(scene.settings.shown().showPath);
    const std::vector<Json> logged = flow_test::eventsNamed(scene.log, "settings");
    ASSERT_EQ(logged.size(), 1u);
    EXPECT_EQ(logged[0].at("changed"), (Json{{"showPath", false}})) << logged[0].dump();

    PlayerFiles reread(scene.dir / "settings.json");
    EXPECT_TRUE(reread.load().empty());
    EXPECT_FALSE(reread.settings.showPath);
    EXPECT_EQ(reread.settings.diagonal, DiagonalMode::Never) << "the run's choice is not saved";
}

TEST(GameSettings, ControlsRebindingKeepsKeysAndButtonsInTheRealFileAndResetEmptiesBoth) {
    SettingsScene scene(settingsFileText(/*diagonal=*/false), std::nullopt);
    // The Controls page's tables in use, as the player rebound them: a key, then a button.
    const KeyNames keys = keyNamesOf(keyTableFrom({{"restart", {"T"}}}).table);
    const KeyNames pad = padNamesOf(padTableFrom({{"undo", {"Back"}}}).table);
    scene.settings.setControls(keys, pad);
    ASSERT_EQ(scene.appliedAfterLines, (std::vector<std::size_t>{0}));
    const std::vector<Json> logged = flow_test::eventsNamed(scene.log, "settings");
    ASSERT_EQ(logged.size(), 1u);
    EXPECT_EQ(logged[0].at("changed"), Json::parse(R"({"keys": {"restart": ["T"]},
                                                        "pad": {"undo": ["Back"]}})"))
        << logged[0].dump();
    EXPECT_EQ(scene.saver.savedAfterLines, (std::vector<std::size_t>{1})) << "one save for both";

    // The next start reads them back equal, the other settings kept.
    PlayerFiles reread(scene.dir / "settings.json");
    EXPECT_TRUE(reread.load().empty());
    EXPECT_EQ(reread.settings.keys, keys);
    EXPECT_EQ(reread.settings.pad, pad);
    EXPECT_EQ(reread.settings.stepSeconds, 0.1);
    EXPECT_EQ(padTableFrom(reread.settings.pad).table.commandFor(PadControl::Back),
              PlayCommand::Undo);

    // Reset to defaults: both emptied, and so saved.
    scene.settings.setControls({}, {});
    PlayerFiles reset(scene.dir / "settings.json");
    EXPECT_TRUE(reset.load().empty());
    EXPECT_TRUE(reset.settings.keys.empty());
    EXPECT_TRUE(reset.settings.pad.empty());
    EXPECT_EQ(padTableFrom(reset.settings.pad).table, PadTable::defaults());
}

TEST(GameSettings, ABadPadBindingInTheFileNeverStopsTheStartAndIsTold) {
    // A `pad` of the right shape but wrong names: the file loads, the actions keep their own.
    SettingsScene scene(R"({"volume": 0, "pad": {"undo": "Q", "hint": "Up", "wait": "Back"}})",
                        std::nullopt);
    const PadTableLoad load = padTableFrom(scene.files.settings.pad);
    EXPECT_EQ(load.table.controlsOf(PlayCommand::Undo), (std::vector<PadControl>{PadControl::B}));
    EXPECT_EQ(load.table.controlsOf(PlayCommand::Hint), (std::vector<PadControl>{PadControl::X}));
    EXPECT_EQ(load.table.controlsOf(PlayCommand::Wait),
              (std::vector<PadControl>{PadControl::Back}));
    EXPECT_EQ(load.problems.size(), 2u);
    // A `pad` of the wrong shape is a bad file like any setting's: kept as .bak, defaults used.
    flow_test::ScratchDir dir{"bad-pad"};
    flow_test::writeBytes(dir / "settings.json", R"({"volume": 30, "pad": {"undo": 3}})");
    PlayerFiles bad(dir / "settings.json");
    const std::vector<PlayerFileProblem> problems = bad.load();
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].message.find("a button name or a list of button names"),
              std::string::npos)
        << problems[0].message;
    EXPECT_EQ(bad.settings, Settings{});
}

}  // namespace
}  // namespace catmaze::app
