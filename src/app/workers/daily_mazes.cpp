#include "workers/daily_mazes.hpp"

namespace catmaze::app {

namespace {

std::vector<CalendarDate> lastDays(CalendarDate today, std::size_t count) {
    std::vector<CalendarDate> days;
    for (std::size_t i = 0; i < count; ++i)
        days.push_back(addDays(today, -static_cast<int>(i)));
    return days;
}

}  // namespace

DailyMazes::DailyMazes(CalendarDate today, std::size_t count)
    : days_(lastDays(today, count)),
      levels_(count, [days = days_](std::size_t i) { return dailyLevel(days[i]); }) {}

const GeneratedLevel* DailyMazes::ready(std::size_t i) const {
    return levels_.ready(i);
}

}  // namespace catmaze::app
