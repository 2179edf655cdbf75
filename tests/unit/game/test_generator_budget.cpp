// The generator's budget: it stops when its candidates or its measuring work run out, reports
// its progress after each candidate, and says the band was not met as a status; the budget
// shrinks as the map grows, and the daily maze's size keeps the one it always had.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catmaze/game/level_generator.hpp"

namespace catmaze {
namespace {

// A hard 32x32 level: seed 5 needs hundreds of candidates, far more than the budgets below.
GenerateOptions hardBudgetCase(GenerateBudget budget) {
    GenerateOptions options;
    options.seed = 5;
    options.size = {32, 32};
    options.difficulty = Difficulty::Hard;
    options.budget = budget;
    return options;
}

TEST(GeneratorBudget, StopsAfterItsCandidatesAndSaysTheBandWasNotMet) {
    GenerateOptions options = hardBudgetCase({3, 1'000'000'000});
    std::vector<GenerateProgress> reports;
    options.onProgress = [&](const GenerateProgress& at) { reports.push_back(at); };
    const GeneratedLevel generated = generateLevel(options);
    EXPECT_EQ(generated.status, GenerateStatus::BandNotMet);
    EXPECT_FALSE(generated.level.has_value());
    EXPECT_EQ(generated.attempts, 3);
    EXPECT_NE(generated.error.find("no hard level of 32x32 found within the budget (3 candidates)"),
              std::string::npos)
        << generated.error;
    ASSERT_EQ(reports.size(), 3u);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(reports[static_cast<std::size_t>(i)].attempt, i + 1);
        EXPECT_EQ(reports[static_cast<std::size_t>(i)].maxAttempts, 3);
    }
    EXPECT_EQ(reports.back().work, generated.work);
}

TEST(GeneratorBudget, StopsWhenItsMeasuringWorkRunsOut) {
    // A work budget a few candidates' measures spend: the candidates left are never tried.
    const GeneratedLevel generated = generateLevel(hardBudgetCase({2000, 20'000}));
    EXPECT_EQ(generated.status, GenerateStatus::BandNotMet);
    EXPECT_LT(generated.attempts, 2000);
    EXPECT_GE(generated.work, 20'000);
    // Each solver run gets no more than what is left: one candidate at most oversteps it.
    EXPECT_LT(generated.work, 20'000 + 32 * 32 * 64);
    EXPECT_NE(generated.error.find("(its measuring work spent after " +
                                   std::to_string(generated.attempts) + " of 2000 candidates)"),
              std::string::npos)
        << generated.error;
}

TEST(GeneratorBudget, ALevelFoundWithinTheBudgetIsGenerated) {
    GenerateOptions options;
    options.seed = 7;
    const GeneratedLevel generated = generateLevel(options);
    EXPECT_EQ(generated.status, GenerateStatus::Generated);
    EXPECT_TRUE(generated.level.has_value());
    EXPECT_GT(generated.work, 0);
    GenerateOptions tooSmall;
    tooSmall.size = {6, 6};
    EXPECT_EQ(generateLevel(tooSmall).status, GenerateStatus::SizeOutOfRange);
}

TEST(GeneratorBudget, ShrinksAsTheMapGrowsAndKeepsTheDailySize) {
    EXPECT_EQ(generateBudget({21, 15}).maxAttempts, 2000);  // the daily maze's size
    EXPECT_EQ(generateBudget({7, 7}).maxAttempts, 2000);
    EXPECT_LE(generateBudget({64, 64}, true).maxAttempts, 10);  // nearly every one wins
    int before = generateBudget({32, 32}).maxAttempts;
    for (const int side : {40, 48, 64}) {
        const GenerateBudget budget = generateBudget({side, side});
        EXPECT_LT(budget.maxAttempts, before) << side;
        EXPECT_GE(budget.maxAttempts, 100) << side;
        EXPECT_GT(budget.maxWork, 0) << side;
        before = budget.maxAttempts;
    }
}

}  // namespace
}  // namespace catmaze
