// The maze of the day: a pure function of the date (the same date gives the same level bytes,
// another date another level), named after the date, medium on weekdays and hard on weekends;
// from 1 December 2026 on, dogs on patrol on Wednesdays (one) and Saturdays (two), with the exact
// solver's par, and none on the other days.

#include <gtest/gtest.h>

#include "catmaze/game/daily_maze.hpp"
#include "catmaze/game/solver.hpp"
#include "catmaze/level/level_writer.hpp"

namespace catmaze {
namespace {

TEST(DailyMaze, DatesParseOnlyRealDaysAndPrintBack) {
    const std::optional<CalendarDate> date = parseDate("2026-11-25");
    ASSERT_TRUE(date);
    EXPECT_EQ(*date, (CalendarDate{2026, 11, 25}));
    EXPECT_EQ(toString(*date), "2026-11-25");
    EXPECT_EQ(toString(CalendarDate{987, 3, 4}), "0987-03-04");
    for (const char* bad : {"2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "2026-1-01",
                            "2026/11/25", "20261125", "", "2026-11-2x", "0000-01-01"})
        EXPECT_FALSE(parseDate(bad)) << bad;
    EXPECT_TRUE(parseDate("2024-02-29"));
}

TEST(DailyMaze, DaysCountAcrossMonthsAndYears) {
    EXPECT_EQ(addDays({2026, 3, 1}, -1), (CalendarDate{2026, 2, 28}));
    EXPECT_EQ(addDays({2026, 1, 3}, -6), (CalendarDate{2025, 12, 28}));
    EXPECT_EQ(addDays({2024, 12, 31}, 1), (CalendarDate{2025, 1, 1}));
    EXPECT_TRUE(isWeekend({2026, 11, 28}));   // a Saturday
    EXPECT_TRUE(isWeekend({2026, 11, 29}));   // a Sunday
    EXPECT_FALSE(isWeekend({2026, 11, 25}));  // a Wednesday
}

TEST(DailyMaze, TheSeedIsTheDateAsANumberAndWeekendsAreHard) {
    EXPECT_EQ(dailySeed({2026, 11, 25}), 20261125u);
    EXPECT_EQ(dailyOptions({2026, 11, 25}).difficulty, Difficulty::Medium);
    EXPECT_EQ(dailyOptions({2026, 11, 28}).difficulty, Difficulty::Hard);
    EXPECT_EQ(dailyOptions({2026, 11, 28}).seed, 20261128u);
}

TEST(DailyMaze, TheSameDateGivesTheSameLevelBytesAndAnotherDateAnother) {
    const CalendarDate day{2026, 11, 25};
    const GeneratedLevel first = dailyLevel(day);
    const GeneratedLevel again = dailyLevel(day);
    const GeneratedLevel next = dailyLevel(addDays(day, 1));
    ASSERT_TRUE(first.level) << first.error;
    ASSERT_TRUE(again.level) << again.error;
    ASSERT_TRUE(next.level) << next.error;
    EXPECT_EQ(formatLevel(*first.level), formatLevel(*again.level));
    EXPECT_EQ(first.metrics.par, again.metrics.par);
    EXPECT_NE(formatLevel(*first.level), formatLevel(*next.level));
    EXPECT_EQ(first.level->name, "Daily maze 2026-11-25");
    EXPECT_EQ(next.level->name, "Daily maze 2026-11-26");
    EXPECT_EQ(first.metrics.status, MetricsStatus::Measured);
    EXPECT_GT(first.metrics.par, 0);
}

TEST(DailyMaze, EveryDayOfAWeekHasALevel) {
    for (int i = 0; i < 7; ++i) {
        const CalendarDate day = addDays({2026, 11, 23}, i);
        const GeneratedLevel generated = dailyLevel(day);
        EXPECT_TRUE(generated.level) << toString(day) << ": " << generated.error;
    }
}

TEST(DailyMaze, DogsPatrolOnWednesdaysAndSaturdaysFromDecember2026WithTheSolversPar) {
    const CalendarDate monday{2027, 1, 4};
    const int expected[7] = {0, 0, 1, 0, 0, 2, 0};  // Monday to Sunday
    for (int i = 0; i < 7; ++i) {
        EXPECT_EQ(dailyPatrols(addDays(monday, i)), expected[i]) << i;
        EXPECT_EQ(dailyOptions(addDays(monday, i)).patrols, expected[i]) << i;
    }
    // Before December 2026 every maze stays the level it always was (players keep records of
    // them); the first day with patrols is the Wednesday after.
    EXPECT_EQ(dailyPatrols({2026, 11, 25}), 0);  // a Wednesday
    EXPECT_EQ(dailyPatrols({2026, 11, 28}), 0);  // a Saturday
    EXPECT_EQ(dailyPatrols({2026, 12, 2}), 1);   // a Wednesday

    const CalendarDate days[] = {{2026, 12, 2}, {2027, 1, 9}, {2027, 1, 5}, {2026, 11, 25}};
    for (const CalendarDate day : days) {
        const GeneratedLevel generated = dailyLevel(day);
        ASSERT_TRUE(generated.level) << toString(day) << ": " << generated.error;
        EXPECT_EQ(generated.level->patrols.size(), static_cast<std::size_t>(dailyPatrols(day)))
            << toString(day);
        EXPECT_EQ(generated.timing.has_value(), dailyPatrols(day) > 0) << toString(day);
        // The par the menu shows is the exact solver's, through the dogs' rounds.
        const Solution solved = solveLevel(*generated.level);
        ASSERT_EQ(solved.status, SolveStatus::Winnable) << toString(day) << ": " << solved.reason;
        EXPECT_EQ(generated.metrics.par, solved.cost) << toString(day);
        ASSERT_TRUE(generated.level->metrics) << toString(day);
        EXPECT_EQ(generated.level->metrics->par, solved.cost) << toString(day);
    }
}

}  // namespace
}  // namespace catmaze
