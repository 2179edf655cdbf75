// A level named as a FIFO (`catmaze --level FIFO`, or the file under an open level replaced by
// one) does not hold the game: the loader's worker refuses it at once, the error screen says it
// is a FIFO, and once a real level takes its place F5 plays it. Through the real flow and its
// worker; should the read ever block again, the FIFO is given a writer so the test fails instead
// of hanging.

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "flow_fixture.hpp"

namespace catmaze::app {
namespace {

// Frames until the load is done; if it is not within the fixture's deadline, releases a reader
// blocked on `fifo` (a writer comes and goes: end of file) and says so.
bool settleBesideFifo(flow_test::FlowScene& scene, const std::filesystem::path& fifo) {
    if (scene.settle())
        return true;
    const int writer = ::open(fifo.c_str(), O_RDWR | O_NONBLOCK | O_CLOEXEC);
    if (writer >= 0)
        ::close(writer);
    scene.settle();
    return false;
}

TEST(FifoLevel, IsRefusedAtOnceOnTheErrorScreenAndARealFileInItsPlacePlaysOnF5) {
    flow_test::FlowScene scene;
    const std::filesystem::path level = scene.dir / "level.json";
    ASSERT_EQ(::mkfifo(level.c_str(), 0600), 0);
    scene.flow.load(level, std::nullopt, false);
    ASSERT_TRUE(settleBesideFifo(scene, level)) << "the loader waited on the FIFO";
    const std::vector<flow_test::Json> errors = flow_test::eventsNamed(scene.log, "error");
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_NE(errors[0]
                  .value("message", "")
                  .find("cannot open: it is a FIFO (named pipe), not a regular file"),
              std::string::npos)
        << errors[0].dump();
    EXPECT_EQ(scene.screens.top(), "error");
    EXPECT_FALSE(scene.screens.levelInPlay());

    std::filesystem::remove(level);
    flow_test::writeBytes(level, "{\"version\": 1, \"name\": \"Real\", \"tiles\": [\"C.E\"]}\n");
    scene.flow.reloadLevel();
    ASSERT_TRUE(scene.settle());
    EXPECT_TRUE(scene.screens.levelInPlay());
}

}  // namespace
}  // namespace catmaze::app
