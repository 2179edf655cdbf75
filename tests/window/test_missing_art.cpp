/// \file
/// A missing asset stops the game with a message naming the file; so does one that is a FIFO,
/// saying so (the image reader would wait on it forever). (The hint and where its notice
/// goes are unit-tested: tests/unit/app/test_hint_controller.cpp, test_play_notice_place.cpp.)

#include <sys/stat.h>

#include <filesystem>
#include <string>

#include "window_test.hpp"

namespace catmaze::wintest {
namespace {

TEST_F(WindowTest, MissingArtStopsTheGameWithTheFileNamed) {
    // A copy of the assets without the cat's sprite sheet.
    const std::filesystem::path assets = dir() / "assets";
    std::filesystem::copy(sourceDir() / "assets", assets, std::filesystem::copy_options::recursive);
    std::filesystem::remove(assets / "images" / "cat.png");

    GameOptions options = optionsFor(testLevel("open_room.json"), 0.1);
    options.extraArgs = {"--assets", assets.string()};
    Game& game = launch(options);
    const auto status = game.waitExit(Seconds(20));
    ASSERT_TRUE(status) << "the game kept running without its art\n" << game.diagnostics();
    EXPECT_EQ(describeWaitStatus(*status), "exit code 2") << game.diagnostics();
    EXPECT_NE(game.stderrText().find((assets / "images" / "cat.png").string()), std::string::npos)
        << game.stderrText();

    // A FIFO in its place, with nothing writing to it.
    ASSERT_EQ(::mkfifo((assets / "images" / "cat.png").c_str(), 0600), 0);
    Game& again = launch(options);
    const auto refused = again.waitExit(Seconds(20));
    ASSERT_TRUE(refused) << "the game waited on a FIFO for its art\n" << again.diagnostics();
    EXPECT_EQ(describeWaitStatus(*refused), "exit code 2") << again.diagnostics();
    EXPECT_NE(
        again.stderrText().find("cannot read image " + (assets / "images" / "cat.png").string() +
                                ": it is a FIFO (named pipe), not a regular file"),
        std::string::npos)
        << again.stderrText();
}

}  // namespace
}  // namespace catmaze::wintest
