// Tests of a level's recorded measures and par (the optional "metrics" object): the loader keeps
// them, reports wrong values at their place, and the writer writes them back unchanged.

#include <gtest/gtest.h>

#include <string>

#include "catmaze/level/level_loader.hpp"
#include "catmaze/level/level_writer.hpp"

#include "loader_text.hpp"

namespace catmaze {
namespace {

using namespace test;

TEST(LevelMetricsMember, IsReadKeptAndWrittenBackUnchanged) {
    const std::string text = levelWithMembers(
        R"(  "metrics": {"par": 170, "steps": 8, "bones": 1, "dogs": 1, "orderedFetches": 0, )"
        R"("fewestClicks": 2, "traps": 2, "detourRatio": 4.25},)");
    const LevelLoadResult loaded = parseLevel(text, kFileName);
    ASSERT_TRUE(loaded.ok());
    EXPECT_TRUE(loaded.diagnostics.empty()) << formatted(loaded)[0];  // a known member now
    ASSERT_TRUE(loaded.level->metrics.has_value());
    const RecordedMetrics& m = *loaded.level->metrics;
    EXPECT_EQ(m.par, 170);
    EXPECT_EQ(m.steps, 8);
    EXPECT_EQ(m.bones, 1);
    EXPECT_EQ(m.dogs, 1);
    EXPECT_EQ(m.orderedFetches, 0);
    EXPECT_EQ(m.fewestClicks, 2);
    EXPECT_EQ(m.traps, 2);
    EXPECT_EQ(m.detourRatio, 4.25);
    EXPECT_TRUE(loaded.level->extraKeys.empty());

    // Written back: the same object, and reading that gives the same level again.
    const std::string written = formatLevel(*loaded.level);
    EXPECT_NE(written.find(R"(  "metrics": {"par": 170, "steps": 8, "bones": 1, "dogs": 1, )"
                           R"("orderedFetches": 0, "fewestClicks": 2, "traps": 2, )"
                           R"("detourRatio": 4.25})"),
              std::string::npos)
        << written;
    const LevelLoadResult again = parseLevel(written, kFileName);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again.level, *loaded.level);
    EXPECT_EQ(formatLevel(*again.level), written);
}

TEST(LevelMetricsMember, OnlyParIsRequiredAndAbsentMembersStayAbsent) {
    const LevelLoadResult loaded =
        parseLevel(levelWithMembers(R"(  "metrics": {"par": 20},)"), kFileName);
    ASSERT_TRUE(loaded.ok());
    ASSERT_TRUE(loaded.level->metrics.has_value());
    RecordedMetrics parOnly;
    parOnly.par = 20;
    EXPECT_EQ(*loaded.level->metrics, parOnly);
    EXPECT_NE(formatLevel(*loaded.level).find("  \"metrics\": {\"par\": 20}\n}"), std::string::npos)
        << formatLevel(*loaded.level);
}

TEST(LevelMetricsMember, ALevelWithoutMetricsWritesNone) {
    const LevelLoadResult loaded = parseLevel(levelWithRows(kSmallRows), kFileName);
    ASSERT_TRUE(loaded.ok());
    EXPECT_FALSE(loaded.level->metrics.has_value());
    EXPECT_EQ(formatLevel(*loaded.level).find("metrics"), std::string::npos);
}

TEST(LevelMetricsMember, WrongTypesAreErrorsAtTheirValues) {
    const std::string text = levelWithMembers(
        R"(  "metrics": {"par": "cheap", "steps": -1, "traps": 1.5, "detourRatio": 0.5},)");
    expectDiagnostics(
        text,
        {errorAt(positionOf(text, "\"cheap\""),
                 "\"metrics\" member \"par\" must be a whole number, 0 or more, not the string "
                 "\"cheap\""),
         errorAt(positionOf(text, "-1"),
                 "\"metrics\" member \"steps\" must be a whole number, 0 or more, not -1"),
         errorAt(positionOf(text, "1.5"),
                 "\"metrics\" member \"traps\" must be a whole number, 0 or more, not 1.5"),
         errorAt(positionOf(text, "0.5"),
                 "\"metrics\" member \"detourRatio\" must be a number, 1 or more, not 0.5")});
}

TEST(LevelMetricsMember, NotAnObjectOrNoParIsAnError) {
    const std::string array = levelWithMembers(R"(  "metrics": [170],)");
    expectDiagnostics(array, {errorAt(positionOf(array, "[170]"),
                                      "\"metrics\" must be an object such as {\"par\": 120, "
                                      "\"steps\": 12}, not an array")});
    const std::string noPar = levelWithMembers(R"(  "metrics": {"steps": 3},)");
    expectDiagnostics(noPar, {errorAt(positionOf(noPar, "{\"steps\""),
                                      "\"metrics\" needs \"par\" (the cheapest winning cost)")});
}

TEST(LevelMetricsMember, AnUnknownMemberIsAWarningAndNotSaved) {
    const std::string text = levelWithMembers(R"(  "metrics": {"par": 20, "fun": 3},)");
    expectDiagnostics(text, {warningAt(positionOf(text, "\"fun\""),
                                       "unknown \"metrics\" member \"fun\" is ignored (and not "
                                       "saved); the members are \"par\", \"steps\", \"bones\", "
                                       "\"dogs\", \"orderedFetches\", \"fewestClicks\", "
                                       "\"detourRatio\" and \"traps\"")});
    const LevelLoadResult loaded = parseLevel(text, kFileName);
    ASSERT_TRUE(loaded.ok());
    EXPECT_EQ(formatLevel(*loaded.level).find("fun"), std::string::npos);
}

}  // namespace
}  // namespace catmaze
