// Every level of the shipped campaign, chapter by chapter (issue 18 section 3): it can be won with
// the default settings, its cheapest win is a short watch at the default step speed (no level is
// a long walk), and inside each chapter the levels get harder as levels/README.md documents: the
// par (the solver's cheapest winning cost) rises strictly from each level to the next.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "catmaze/game/open_floor.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/campaign.hpp"
#include "catmaze/level/level_files.hpp"
#include "catmaze/level/level_loader.hpp"
#include "catmaze/player/settings.hpp"

namespace catmaze {
namespace {

const std::filesystem::path kCampaign =
    std::filesystem::path(CATMAZE_SOURCE_DIR) / "levels" / "campaign.json";

// The longest a cheapest win may take to watch at the default speed (issue 18: "about 20 s").
constexpr double kMaxWatchSeconds = 20.0;

// What a level's cheapest win measures: its par and how long it takes to watch.
struct Measured {
    bool winnable = false;
    std::int64_t par = 0;
    double seconds = 0;
};

Measured measure(const Level& level) {
    const Settings defaults;
    if (level.openFloor()) {
        // The open-floor cat walks at its own speed, whatever the step setting.
        const OpenFloorPlan plan = openFloorPlan(level);
        return {plan.winnable, plan.cost, plan.length / kOpenFloorSpeed};
    }
    SolveOptions options;
    options.diagonal = defaults.diagonal;
    const Solution solution = solveLevel(level, options);
    return {solution.status == SolveStatus::Winnable, solution.cost,
            static_cast<double>(solution.route.size()) * defaults.stepSeconds};
}

TEST(CampaignLevels, EveryChapterHasANameAndTheCampaignHasFiveOfFiveLevels) {
    const CampaignLoad loaded = loadCampaign(kCampaign);
    ASSERT_TRUE(loaded.ok());
    std::size_t full = 0;
    for (const Chapter& chapter : loaded.campaign.chapters) {
        EXPECT_FALSE(chapter.name.empty());
        EXPECT_FALSE(chapter.idea.empty()) << chapter.name;
        full += chapter.count >= 5 ? 1 : 0;
    }
    EXPECT_GE(full, 5u) << "five chapters of at least five levels";
    EXPECT_GE(loaded.campaign.levels.size(), 25u);
}

TEST(CampaignLevels, EachIsWinnableShortToWatchAndHarderThanTheOneBeforeInItsChapter) {
    const CampaignLoad loaded = loadCampaign(kCampaign);
    ASSERT_TRUE(loaded.ok());
    const Campaign& campaign = loaded.campaign;
    for (const Chapter& chapter : campaign.chapters) {
        std::int64_t previousPar = -1;
        for (std::size_t i = chapter.first; i < chapter.first + chapter.count; ++i) {
            SCOPED_TRACE(chapter.name + ": " + campaign.names[i]);
            const LevelLoadResult file = loadLevelFile(campaign.levels[i]);
            ASSERT_TRUE(file.ok());
            const Measured m = measure(*file.level);
            ASSERT_TRUE(m.winnable);
            EXPECT_LT(m.seconds, kMaxWatchSeconds) << "par " << m.par;
            EXPECT_GT(m.par, previousPar) << "the par must rise inside a chapter";
            previousPar = m.par;
        }
    }
}

}  // namespace
}  // namespace catmaze
