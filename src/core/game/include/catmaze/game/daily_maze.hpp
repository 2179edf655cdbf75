#pragma once
/// \file
/// The maze of the day: a level generated from the date alone (its seed is YYYYMMDD), so every
/// player gets the same level on the same UTC day. Medium on weekdays, hard on weekends; from
/// 2027 on, dogs walk on patrol on Wednesdays (one) and Saturdays (two).

#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "catmaze/game/export.hpp"
#include "catmaze/game/level_generator.hpp"

namespace catmaze {

/// A day of the Gregorian calendar.
/// Thread safety: several threads may read it at once; a change needs it to itself.
struct CalendarDate {
    int year = 1970;  ///< the year, e.g. 2026
    int month = 1;    ///< 1..12
    int day = 1;      ///< 1..31 (valid for its month)
    /// Same day; earlier days order first.
    friend auto operator<=>(const CalendarDate&, const CalendarDate&) = default;
};

/// The date written `YYYY-MM-DD` (a real day of years 1..9999), or nothing.
CATMAZE_GAME_EXPORT std::optional<CalendarDate> parseDate(std::string_view text);
/// `YYYY-MM-DD`, as parseDate reads it.
CATMAZE_GAME_EXPORT std::string toString(CalendarDate date);
/// Today in UTC, from the system clock.
CATMAZE_GAME_EXPORT CalendarDate todayUtc();
/// `date` moved by `days` (negative: earlier).
CATMAZE_GAME_EXPORT CalendarDate addDays(CalendarDate date, int days);
/// True on Saturdays and Sundays.
CATMAZE_GAME_EXPORT bool isWeekend(CalendarDate date);

/// The first day whose maze may have dogs on patrol: the mazes of earlier days stay the levels
/// they always were, so the records players keep of them still hold.
inline constexpr CalendarDate kFirstPatrolDay{2026, 12, 1};
/// Dogs on patrol in `date`'s maze (GenerateOptions::patrols): from kFirstPatrolDay on, one on
/// Wednesdays and two on Saturdays; none on the other days, nor before.
CATMAZE_GAME_EXPORT int dailyPatrols(CalendarDate date);

/// The seed of `date`'s maze: the number YYYYMMDD.
CATMAZE_GAME_EXPORT std::uint64_t dailySeed(CalendarDate date);
/// What generates `date`'s maze: its seed, 21 x 15 tiles (fits the default window), medium on
/// weekdays and hard on weekends, dailyPatrols(date) dogs on patrol, without diagonal moves.
CATMAZE_GAME_EXPORT GenerateOptions dailyOptions(CalendarDate date);
/// `date`'s maze: generateLevel(dailyOptions(date)), named "Daily maze YYYY-MM-DD". A pure
/// function of the date; its par (metrics.par) is the exact solver's, through the patrols'
/// moments on a day with patrols. Takes tens of milliseconds, a hard day more (a week of mazes
/// took a quarter of a second in a RelWithDebInfo build; a day with patrols at most about
/// 0.2 s): more than a frame, so call it off the UI thread.
CATMAZE_GAME_EXPORT GeneratedLevel dailyLevel(CalendarDate date);

}  // namespace catmaze
