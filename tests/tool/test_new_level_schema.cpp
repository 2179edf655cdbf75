// The "$schema" of the level files the tool writes: `generate` points a new file at the schema
// beside the campaign (relative to the file's folder when they share one, else absolute), and
// `convert` keeps a level's own through a Tiled map and back (test_convert.cpp).

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "tool_runner.hpp"

namespace catmaze::tool_test {
namespace {

namespace fs = std::filesystem;

// $CATMAZE_DATA_DIR set for the tool runs of one test, and as it was again after it.
class DataDirForSchemaTests {
  public:
    explicit DataDirForSchemaTests(const fs::path& dir) {
        if (const char* before = std::getenv("CATMAZE_DATA_DIR"))
            before_ = before;
        ::setenv("CATMAZE_DATA_DIR", dir.c_str(), 1);
    }
    ~DataDirForSchemaTests() {
        if (before_)
            ::setenv("CATMAZE_DATA_DIR", before_->c_str(), 1);
        else
            ::unsetenv("CATMAZE_DATA_DIR");
    }
    DataDirForSchemaTests(const DataDirForSchemaTests&) = delete;
    DataDirForSchemaTests& operator=(const DataDirForSchemaTests&) = delete;

  private:
    std::optional<std::string> before_;
};

// The "$schema" of the level file at `file`, if it has one.
std::optional<std::string> schemaOfWrittenLevel(const fs::path& file) {
    const nlohmann::json level = nlohmann::json::parse(readFile(file));
    if (!level.contains("$schema"))
        return std::nullopt;
    return level["$schema"].get<std::string>();
}

// `generate FILE` for a small easy level.
std::vector<std::string> generateSmallLevel(const fs::path& file) {
    return {"generate", file.string(), "--seed", "3", "--size", "9x9", "--difficulty", "easy"};
}

TEST_F(ToolTest, GenerateNamesTheSchemaRelativeToTheNewFilesFolder) {
    // A data folder of our own, its schema the project's.
    const fs::path data = dir_ / "data";
    fs::create_directories(data / "levels");
    fs::create_directories(dir_ / "mine");
    fs::copy_file(fs::path(CATMAZE_SOURCE_DIR) / "levels" / "level.schema.json",
                  data / "levels" / "level.schema.json");
    const DataDirForSchemaTests useData(data);

    // Beside the schema: the path every campaign level writes.
    const fs::path beside = data / "levels" / "new.json";
    ToolRun r = run(generateSmallLevel(beside));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(schemaOfWrittenLevel(beside), "./level.schema.json");
    EXPECT_EQ(run({"validate", beside.string()}).out, beside.string() + ": ok\n");

    // In another folder of the same tree: climbing to it.
    const fs::path sibling = dir_ / "mine" / "new.json";
    r = run(generateSmallLevel(sibling));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(schemaOfWrittenLevel(sibling), "../data/levels/level.schema.json");
}

TEST_F(ToolTest, GenerateNamesASchemaThatExistsFromWhereverTheFileIs) {
    // The tool's own data folder (the source tree, from the build folder): whichever form the
    // path takes, it names the project's schema from the new file's folder.
    const fs::path file = dir_ / "new.json";
    const ToolRun r = run(generateSmallLevel(file));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::optional<std::string> schema = schemaOfWrittenLevel(file);
    ASSERT_TRUE(schema.has_value()) << readFile(file);
    EXPECT_TRUE(fs::equivalent(file.parent_path() / *schema,
                               fs::path(CATMAZE_SOURCE_DIR) / "levels" / "level.schema.json"))
        << *schema;
}

TEST_F(ToolTest, GenerateWritesNoSchemaWhenTheDataFolderHasNone) {
    fs::create_directories(dir_ / "empty-data" / "levels");
    const DataDirForSchemaTests useData(dir_ / "empty-data");
    const fs::path file = dir_ / "new.json";
    const ToolRun r = run(generateSmallLevel(file));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(schemaOfWrittenLevel(file), std::nullopt);
}

}  // namespace
}  // namespace catmaze::tool_test
