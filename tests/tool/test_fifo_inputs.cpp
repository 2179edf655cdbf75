// A FIFO named to catmaze-level never holds it: a level given as a FIFO (validate, solve,
// render, convert) and render's art under --assets made of a FIFO are refused at once, exit 2,
// with a message saying what the file is. Each run has the measured runner's hang guard, so a
// regression fails instead of hanging the test program.

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <filesystem>
#include <string>
#include <vector>

#include "measured_run.hpp"
#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

namespace fs = std::filesystem;

const std::string kFifoWords = "it is a FIFO (named pipe), not a regular file";

class FifoInput : public ToolTest {
  protected:
    // A FIFO named `name` in the test's directory; nothing writes to it or reads from it.
    fs::path makeFifo(const fs::path& name) const {
        const fs::path path = dir_ / name;
        fs::create_directories(path.parent_path());
        EXPECT_EQ(::mkfifo(path.c_str(), 0600), 0) << path;
        return path;
    }

    // Runs catmaze-level with `args` and expects it to refuse, exit 2, saying `message`.
    void expectRefusedAtOnce(const std::vector<std::string>& args,
                             const std::string& message) const {
        const Measured m = runMeasured(args, dir_);
        std::string line;
        for (const std::string& arg : args)
            line += arg + " ";
        ASSERT_FALSE(m.hung) << "catmaze-level " << line << "waited on the FIFO";
        ASSERT_TRUE(WIFEXITED(m.status)) << line;
        EXPECT_EQ(WEXITSTATUS(m.status), 2) << line << "\n" << m.err;
        EXPECT_NE(m.err.find(message), std::string::npos) << line << "\n" << m.err;
    }
};

TEST_F(FifoInput, ALevelThatIsAFifoIsRefusedByEveryCommandThatReadsOne) {
    const std::string level = makeFifo("level.json").string();
    const std::string out = (dir_ / "out").string();
    const std::string refused = level + ": error: cannot open: " + kFifoWords;
    expectRefusedAtOnce({"validate", level}, refused);
    expectRefusedAtOnce({"solve", level}, refused);
    expectRefusedAtOnce({"render", level, out + ".png"}, refused);
    expectRefusedAtOnce({"convert", level, out + ".tmj"}, refused);
    EXPECT_FALSE(fs::exists(out + ".png"));
    EXPECT_FALSE(fs::exists(out + ".tmj"));
}

TEST_F(FifoInput, ArtForRenderThatIsAFifoIsRefused) {
    // The image reader opens its file in blocking mode: a FIFO there once held render forever.
    const fs::path assets = dir_ / "assets";
    const fs::path tileset = makeFifo(assets / "images" / "tileset.png");
    const std::string level =
        writeFile("room.json", levelText("Room", {"#####", "#C.E#", "#####"}));
    expectRefusedAtOnce(
        {"render", level, (dir_ / "room.png").string(), "--assets", assets.string()},
        "cannot load image " + tileset.string() + ": " + kFifoWords);
}

}  // namespace
}  // namespace catmaze::tool_test
