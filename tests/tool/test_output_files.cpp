// Tests of the rule every command of catmaze-level that writes a file the user named (generate,
// convert, render) follows: a file already there is replaced only with --force, and a folder that
// does not exist is never made. The real binary, real files.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "tool_levels.hpp"
#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

namespace fs = std::filesystem;

/// What a designer had in the file before the tool was pointed at it.
const std::string kHandMade = "{ \"name\": \"written by hand\" }\n";

/// A writing command, and the extension its OUT takes.
struct WritingCommand {
    std::string name;
    std::string extension;
};

const std::vector<WritingCommand> kWritingCommands = {
    {"generate", ".json"}, {"convert", ".json"}, {"render", ".png"}};

class OutputFileTest : public ToolTest {
  protected:
    void SetUp() override {
        ToolTest::SetUp();
        room_ = writeFile("room.json", levelText("Room", kRoom));
    }

    /// The words that make `command` write `out`, then `extra`.
    std::vector<std::string> writing(const WritingCommand& command, const fs::path& out,
                                     const std::vector<std::string>& extra = {}) const {
        std::vector<std::string> args;
        if (command.name == "generate")
            args = {"generate", out.string(), "--seed",       "1",
                    "--size",   "9x9",        "--difficulty", "easy"};
        else if (command.name == "convert")
            args = {"convert", room_, out.string()};
        else
            args = {"render", room_, out.string(), "--scale", "4"};
        args.insert(args.end(), extra.begin(), extra.end());
        return args;
    }

    /// The names in the test's folder, other than the captured stdout and stderr.
    std::vector<std::string> namesInFolder() const {
        std::vector<std::string> names;
        for (const auto& entry : fs::recursive_directory_iterator(dir_)) {
            const std::string name = fs::relative(entry.path(), dir_).string();
            if (name != "stdout.txt" && name != "stderr.txt")
                names.push_back(name);
        }
        std::sort(names.begin(), names.end());
        return names;
    }

    std::string room_;
};

TEST_F(OutputFileTest, AnExistingFileIsLeftAsItWasWithoutForce) {
    for (const WritingCommand& command : kWritingCommands) {
        const std::string mine = writeFile("mine" + command.extension, kHandMade);
        const std::vector<std::string> before = namesInFolder();
        const ToolRun r = run(writing(command, mine));
        EXPECT_EQ(r.exitCode, 2) << command.name << '\n' << r.out << r.err;
        EXPECT_EQ(readFile(mine), kHandMade) << command.name;
        EXPECT_EQ(r.out, "") << command.name;  // nothing claims to have been written
        EXPECT_NE(r.err.find("'" + mine + "' already exists"), std::string::npos)
            << command.name << '\n'
            << r.err;
        EXPECT_NE(r.err.find("--force"), std::string::npos) << command.name << '\n' << r.err;
        EXPECT_EQ(namesInFolder(), before) << command.name << ": no file left beside it";
    }
}

TEST_F(OutputFileTest, AnExistingFileIsReplacedWithForce) {
    for (const WritingCommand& command : kWritingCommands) {
        const std::string mine = writeFile("mine" + command.extension, kHandMade);
        const ToolRun r = run(writing(command, mine, {"--force"}));
        ASSERT_EQ(r.exitCode, 0) << command.name << '\n' << r.err;
        const std::string written = readFile(mine);
        EXPECT_NE(written, kHandMade) << command.name;
        if (command.extension == ".png") {
            EXPECT_EQ(written.substr(0, 4), "\x89PNG") << command.name;
        } else {
            const ToolRun validated = run({"validate", mine});
            EXPECT_EQ(validated.out, mine + ": ok\n") << command.name << '\n' << validated.err;
        }
        EXPECT_EQ(namesInFolder(),
                  (std::vector<std::string>{"mine" + command.extension, "room.json"}))
            << command.name << ": no file left beside it";
        fs::remove(mine);
    }
}

TEST_F(OutputFileTest, AFileThatIsNotThereNeedsNoForce) {
    for (const WritingCommand& command : kWritingCommands) {
        const fs::path fresh = dir_ / ("fresh-" + command.name + command.extension);
        const ToolRun r = run(writing(command, fresh));
        EXPECT_EQ(r.exitCode, 0) << command.name << '\n' << r.err;
        EXPECT_TRUE(fs::is_regular_file(fresh)) << command.name;
    }
}

// A typo in a folder's name: refused, with or without --force, and no folder is made.
TEST_F(OutputFileTest, AFolderThatDoesNotExistIsNotMade) {
    const fs::path missing = dir_ / "levles" / "drafts";
    for (const WritingCommand& command : kWritingCommands) {
        for (const bool force : {false, true}) {
            const fs::path out = missing / ("x" + command.extension);
            const ToolRun r = run(
                writing(command, out,
                        force ? std::vector<std::string>{"--force"} : std::vector<std::string>{}));
            const std::string what = command.name + (force ? " --force" : "");
            EXPECT_EQ(r.exitCode, 2) << what << '\n' << r.out << r.err;
            EXPECT_EQ(r.out, "") << what;
            EXPECT_NE(r.err.find("the folder '" + missing.string() + "' does not exist"),
                      std::string::npos)
                << what << '\n'
                << r.err;
            EXPECT_FALSE(fs::exists(dir_ / "levles")) << what;
        }
    }
}

// A path whose folder is a file, or which is itself a folder, can never be written.
TEST_F(OutputFileTest, AFolderInPlaceOfAFileIsRefusedEvenWithForce) {
    for (const WritingCommand& command : kWritingCommands) {
        const fs::path out = dir_ / ("drafts" + command.extension);
        fs::create_directories(out);
        const ToolRun r = run(writing(command, out, {"--force"}));
        EXPECT_EQ(r.exitCode, 2) << command.name << '\n' << r.out << r.err;
        EXPECT_NE(r.err.find("'" + out.string() + "' is a folder"), std::string::npos)
            << command.name << '\n'
            << r.err;
        EXPECT_TRUE(fs::is_directory(out)) << command.name;

        const fs::path underAFile = fs::path(room_) / ("x" + command.extension);
        const ToolRun underFile = run(writing(command, underAFile, {"--force"}));
        EXPECT_EQ(underFile.exitCode, 2) << command.name << '\n' << underFile.err;
        EXPECT_NE(underFile.err.find("'" + room_ + "' is not a folder"), std::string::npos)
            << command.name << '\n'
            << underFile.err;
        EXPECT_EQ(readFile(room_), levelText("Room", kRoom)) << command.name;
    }
}

TEST_F(OutputFileTest, ForceIsInEveryWritingCommandsHelp) {
    for (const WritingCommand& command : kWritingCommands) {
        const ToolRun help = run({"help", command.name});
        ASSERT_EQ(help.exitCode, 0) << command.name;
        EXPECT_NE(help.out.find("[--force]"), std::string::npos) << help.out;
        EXPECT_NE(help.out.find("  --force"), std::string::npos) << help.out;
    }
}

}  // namespace
}  // namespace catmaze::tool_test
