// The campaign reader (campaign.hpp): chapters, the older flat list read as one chapter, the
// diagnostics of a malformed campaign (file:line:col), and which chapters a player's wins open.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include "catmaze/level/campaign.hpp"
#include "first_diagnostic.hpp"

namespace catmaze {
namespace {

namespace fs = std::filesystem;

class CampaignTest : public ::testing::Test {
  protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir_ = fs::temp_directory_path() /
               ("catmaze-campaign-" + std::to_string(::getpid()) + "-" + info->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    fs::path write(const std::string& text) {
        const fs::path file = dir_ / "campaign.json";
        std::ofstream(file, std::ios::binary) << text;
        return file;
    }

    fs::path dir_;
};

constexpr const char* kTwoChapters = R"({"chapters": [
  {"name": "Around the dogs", "idea": "Dogs cost ten steps.", "levels": ["a.json", "b.json"]},
  {"name": "Bones", "idea": "Fetch first.", "levels": ["c.json"]}
]})";

TEST_F(CampaignTest, ChaptersListTheirLevelsInOrder) {
    const fs::path file = write(kTwoChapters);
    const CampaignLoad load = loadCampaign(file);
    ASSERT_TRUE(load.ok()) << test::diagnosticsText(load.diagnostics);
    EXPECT_TRUE(load.diagnostics.empty());
    const Campaign& c = load.campaign;
    EXPECT_EQ(c.names, (std::vector<std::string>{"a.json", "b.json", "c.json"}));
    ASSERT_EQ(c.levels.size(), 3u);
    EXPECT_EQ(c.levels[2], dir_ / "c.json");
    ASSERT_EQ(c.chapters.size(), 2u);
    EXPECT_EQ(c.chapters[0].name, "Around the dogs");
    EXPECT_EQ(c.chapters[0].idea, "Dogs cost ten steps.");
    EXPECT_EQ(c.chapters[0].first, 0u);
    EXPECT_EQ(c.chapters[0].count, 2u);
    EXPECT_EQ(c.chapters[1].name, "Bones");
    EXPECT_EQ(c.chapters[1].first, 2u);
    EXPECT_EQ(c.chapters[1].count, 1u);
    EXPECT_EQ(chapterOf(c, 0), 0u);
    EXPECT_EQ(chapterOf(c, 1), 0u);
    EXPECT_EQ(chapterOf(c, 2), 1u);
}

TEST_F(CampaignTest, TheFlatListIsOneUnnamedChapterAlwaysOpen) {
    const CampaignLoad load = loadCampaign(write(R"({"levels": ["a.json", "b.json"]})"));
    ASSERT_TRUE(load.ok()) << test::diagnosticsText(load.diagnostics);
    ASSERT_EQ(load.campaign.chapters.size(), 1u);
    EXPECT_EQ(load.campaign.chapters[0].name, "");
    EXPECT_EQ(load.campaign.chapters[0].first, 0u);
    EXPECT_EQ(load.campaign.chapters[0].count, 2u);
    EXPECT_TRUE(levelOpen(load.campaign, 1, {}));
}

TEST_F(CampaignTest, AChapterOpensWhenEveryEarlierLevelIsWon) {
    const CampaignLoad load = loadCampaign(write(kTwoChapters));
    ASSERT_TRUE(load.ok());
    const Campaign& c = load.campaign;
    EXPECT_TRUE(chapterOpen(c, 0, {}));
    EXPECT_FALSE(chapterOpen(c, 1, {}));
    EXPECT_FALSE(chapterOpen(c, 1, {"a.json"}));
    EXPECT_FALSE(levelOpen(c, 2, {"b.json"}));
    EXPECT_TRUE(levelOpen(c, 1, {}));
    EXPECT_TRUE(chapterOpen(c, 1, {"a.json", "b.json"}));
    EXPECT_TRUE(levelOpen(c, 2, {"b.json", "a.json", "other.json"}));
}

TEST_F(CampaignTest, MalformedChaptersAreReportedWhereTheyAre) {
    const fs::path file = write(R"({"chapters": [
  {"idea": "no name", "levels": ["a.json"]},
  {"name": "", "levels": ["b.json"]},
  {"name": "No levels", "levels": []},
  {"name": "Twice", "idea": 3, "levels": ["a.json", 7]},
  "not a chapter"
]})");
    const CampaignLoad load = loadCampaign(file);
    ASSERT_FALSE(load.ok());
    EXPECT_TRUE(load.campaign.levels.empty());
    const std::string f = file.string();
    EXPECT_EQ(test::diagnosticsText(load.diagnostics),
              f + ":2:3: error: a chapter's \"name\" must be a non-empty string\n" + f +
                  ":3:12: error: a chapter's \"name\" must be a non-empty string\n" + f +
                  ":4:35: error: a chapter's \"levels\" must be a non-empty array of level "
                  "file names\n" +
                  f + ":5:29: error: a chapter's \"idea\" must be a string\n" + f +
                  ":5:43: error: the campaign lists \"a.json\" more than once\n" + f +
                  ":5:53: error: \"levels\" must be an array of level file names\n" + f +
                  ":6:3: error: each chapter must be an object with \"name\", \"idea\" and "
                  "\"levels\"\n");
}

TEST_F(CampaignTest, BothFormsAtOnceOrNoChaptersAreErrors) {
    fs::path file = write(R"({"chapters": [], "levels": ["a.json"]})");
    CampaignLoad load = loadCampaign(file);
    EXPECT_EQ(
        test::diagnosticsText(load.diagnostics),
        file.string() + ":1:18: error: a campaign has \"chapters\" or \"levels\", not both\n");
    file = write(R"({"chapters": []})");
    load = loadCampaign(file);
    EXPECT_EQ(test::diagnosticsText(load.diagnostics),
              file.string() + ":1:14: error: the campaign lists no chapters\n");
    file = write(R"({"chapters": {}})");
    load = loadCampaign(file);
    EXPECT_EQ(test::diagnosticsText(load.diagnostics),
              file.string() + ":1:14: error: \"chapters\" must be an array of chapters\n");
}

}  // namespace
}  // namespace catmaze
