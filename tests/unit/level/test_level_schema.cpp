// The "$schema" a new level file gets (schemaReference): relative to its folder as the campaign
// levels write it when the two share a folder below the root, else the schema's absolute path.

#include <gtest/gtest.h>

#include <filesystem>

#include "catmaze/level/level_schema.hpp"

namespace catmaze {
namespace {

TEST(LevelSchema, ALevelBesideTheSchemaGetsTheCampaignsPath) {
    EXPECT_EQ(schemaReference("/home/ana/game/levels/new.json",
                              "/home/ana/game/levels/level.schema.json"),
              "./level.schema.json");
}

TEST(LevelSchema, ALevelInAnotherFolderOfTheSameTreeClimbsToIt) {
    EXPECT_EQ(
        schemaReference("/home/ana/game/mine/new.json", "/home/ana/game/levels/level.schema.json"),
        "../levels/level.schema.json");
    EXPECT_EQ(schemaReference("/home/ana/game/new.json", "/home/ana/game/levels/level.schema.json"),
              "./levels/level.schema.json");
    // Dots in the inputs do not reach the file.
    EXPECT_EQ(schemaReference("/home/ana/game/mine/./x/../new.json",
                              "/home/ana/game/levels/../levels/level.schema.json"),
              "../levels/level.schema.json");
}

TEST(LevelSchema, ALevelSharingOnlyTheRootGetsTheAbsolutePath) {
    EXPECT_EQ(schemaReference("/tmp/new.json", "/usr/share/catmaze/levels/level.schema.json"),
              "/usr/share/catmaze/levels/level.schema.json");
    EXPECT_EQ(schemaReference("/new.json", "/usr/share/catmaze/levels/level.schema.json"),
              "/usr/share/catmaze/levels/level.schema.json");
}

TEST(LevelSchema, RelativeInputsAreTakenFromTheCurrentFolder) {
    const std::filesystem::path here = std::filesystem::current_path();
    EXPECT_EQ(schemaReference("new.json", here / "levels" / kLevelSchemaFileName),
              "./levels/level.schema.json");
}

}  // namespace
}  // namespace catmaze
