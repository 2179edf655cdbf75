#include "catmaze/game/daily_maze.hpp"

#include <chrono>
#include <cstdio>

namespace catmaze {

namespace chr = std::chrono;

namespace {

chr::year_month_day toChrono(CalendarDate date) {
    return chr::year{date.year} / chr::month{static_cast<unsigned>(date.month)} /
           chr::day{static_cast<unsigned>(date.day)};
}

CalendarDate fromChrono(chr::year_month_day ymd) {
    return {static_cast<int>(ymd.year()), static_cast<int>(static_cast<unsigned>(ymd.month())),
            static_cast<int>(static_cast<unsigned>(ymd.day()))};
}

// The number in `text[from, from + count)`, all digits, or -1.
int digits(std::string_view text, std::size_t from, std::size_t count) {
    int value = 0;
    for (std::size_t i = from; i < from + count; ++i) {
        if (text[i] < '0' || text[i] > '9')
            return -1;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

}  // namespace

std::optional<CalendarDate> parseDate(std::string_view text) {
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return std::nullopt;
    const CalendarDate date{digits(text, 0, 4), digits(text, 5, 2), digits(text, 8, 2)};
    if (date.year < 1 || date.month < 1 || date.day < 1 || !toChrono(date).ok())
        return std::nullopt;
    return date;
}

std::string toString(CalendarDate date) {
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02d-%02d", date.year, date.month, date.day);
    return text;
}

CalendarDate todayUtc() {
    return fromChrono(chr::year_month_day{chr::floor<chr::days>(chr::system_clock::now())});
}

CalendarDate addDays(CalendarDate date, int days) {
    return fromChrono(chr::year_month_day{chr::sys_days{toChrono(date)} + chr::days{days}});
}

bool isWeekend(CalendarDate date) {
    const chr::weekday day{chr::sys_days{toChrono(date)}};
    return day == chr::Saturday || day == chr::Sunday;
}

int dailyPatrols(CalendarDate date) {
    if (date < kFirstPatrolDay)
        return 0;
    const chr::weekday day{chr::sys_days{toChrono(date)}};
    if (day == chr::Wednesday)
        return 1;
    return day == chr::Saturday ? 2 : 0;
}

std::uint64_t dailySeed(CalendarDate date) {
    return static_cast<std::uint64_t>(date.year) * 10000 +
           static_cast<std::uint64_t>(date.month) * 100 + static_cast<std::uint64_t>(date.day);
}

GenerateOptions dailyOptions(CalendarDate date) {
    GenerateOptions options;
    options.seed = dailySeed(date);
    options.size = GridSize{21, 15};
    options.difficulty = isWeekend(date) ? Difficulty::Hard : Difficulty::Medium;
    options.diagonal = DiagonalMode::Never;
    options.patrols = dailyPatrols(date);
    return options;
}

GeneratedLevel dailyLevel(CalendarDate date) {
    GeneratedLevel generated = generateLevel(dailyOptions(date));
    if (generated.level)
        generated.level->name = "Daily maze " + toString(date);
    return generated;
}

}  // namespace catmaze
