// Where the editor saves: a player's own level in place, a shipped campaign level or a converted
// map as a new file in the player's levels folder, a new level as the first free untitled-N.json;
// and the "My levels" list of that folder.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "catmaze/io/user_dirs.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/save_location.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;

class SaveLocation : public ::testing::Test {
  protected:
    void SetUp() override {
        root_ = fs::temp_directory_path() /
                ("catmaze-save-location-" + std::to_string(::getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(root_);
        fs::create_directories(root_ / "shipped");
        fs::create_directories(root_ / "mine");
    }
    void TearDown() override { fs::remove_all(root_); }

    static void touch(const fs::path& file, const std::string& text = "{}\n") {
        std::ofstream(file) << text;
    }
    fs::path shipped() const { return root_ / "shipped"; }
    fs::path mine() const { return root_ / "mine"; }

    fs::path root_;
};

TEST_F(SaveLocation, FreeLevelPathCountsPastTakenNames) {
    EXPECT_EQ(freeLevelPath(mine(), "fetch"), mine() / "fetch.json");
    touch(mine() / "fetch.json");
    EXPECT_EQ(freeLevelPath(mine(), "fetch"), mine() / "fetch-2.json");
    touch(mine() / "fetch-2.json");
    EXPECT_EQ(freeLevelPath(mine(), "fetch"), mine() / "fetch-3.json");
    EXPECT_FALSE(fs::exists(mine() / "fetch-3.json"));  // a name, not a file
}

TEST_F(SaveLocation, UntitledLevelsAreNumberedFromOne) {
    EXPECT_EQ(untitledLevelPath(mine()), mine() / "untitled-1.json");
    touch(mine() / "untitled-1.json");
    EXPECT_EQ(untitledLevelPath(mine()), mine() / "untitled-2.json");
    EXPECT_FALSE(fs::exists(mine() / "untitled-2.json"));
}

TEST_F(SaveLocation, APlayersOwnLevelIsSavedInPlace) {
    touch(mine() / "maze.json");
    EXPECT_EQ(firstSavePath(mine() / "maze.json", mine()), mine() / "maze.json");
    // A level beside a campaign file that does not list it is the player's too.
    touch(shipped() / "campaign.json", R"({"levels": ["01.json"]})");
    touch(shipped() / "01.json");
    touch(shipped() / "extra.json");
    EXPECT_EQ(firstSavePath(shipped() / "extra.json", mine()), shipped() / "extra.json");
}

TEST_F(SaveLocation, AShippedCampaignLevelIsNeverOverwritten) {
    touch(shipped() / "campaign.json", R"({"levels": ["01-first.json", "02-second.json"]})");
    touch(shipped() / "01-first.json");
    touch(shipped() / "02-second.json");
    EXPECT_TRUE(isCampaignLevel(shipped() / "02-second.json"));
    EXPECT_EQ(firstSavePath(shipped() / "02-second.json", mine()), mine() / "02-second.json");
    // Saved once already: the next copy gets a new name rather than replacing the player's.
    touch(mine() / "02-second.json");
    EXPECT_EQ(firstSavePath(shipped() / "02-second.json", mine()), mine() / "02-second-2.json");
    // Reached by another spelling of the same path, it is still the shipped file.
    EXPECT_TRUE(isCampaignLevel(shipped() / ".." / "shipped" / "01-first.json"));
}

TEST_F(SaveLocation, ABrokenCampaignFileProtectsNothingAndBreaksNothing) {
    touch(shipped() / "campaign.json", "{ not json");
    touch(shipped() / "01.json");
    EXPECT_FALSE(isCampaignLevel(shipped() / "01.json"));
    EXPECT_FALSE(isCampaignLevel(root_ / "nowhere" / "01.json"));
}

TEST_F(SaveLocation, ConvertedMapsGoToThePlayersFolder) {
    EXPECT_EQ(firstSavePath(shipped() / "arena.map", mine()), mine() / "arena.json");
    EXPECT_EQ(firstSavePath(shipped() / "castle.tmj", mine()), mine() / "castle.json");
}

TEST_F(SaveLocation, MyLevelsListsTheLevelFilesSortedByName) {
    touch(mine() / "b.json");
    touch(mine() / "a.json");
    touch(mine() / "level.schema.json");
    touch(mine() / "notes.txt");
    fs::create_directories(mine() / "folder.json");
    EXPECT_EQ(playerLevelFiles(mine()),
              (std::vector<fs::path>{mine() / "a.json", mine() / "b.json"}));
    EXPECT_TRUE(playerLevelFiles(root_ / "missing").empty());
}

}  // namespace
}  // namespace catmaze
