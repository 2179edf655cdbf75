// The Daily maze list (daily_list.hpp).

#include "menus/daily_list.hpp"

#include "menus/menu_texts.hpp"

namespace catmaze::app {

MenuPage DailyList::page(const Progress& progress, DiagonalMode setting) {
    MenuPage page;
    page.title = "Daily maze";
    page.subtitle = "Today is " + toString(mazes_.days().front()) +
                    " (UTC): the same maze for every player\nMedium on weekdays, hard on weekends";
    shown_ = mazes_.readyCount();
    for (std::size_t i = 0; i < mazes_.days().size(); ++i) {
        const CalendarDate day = mazes_.days()[i];
        const std::string date = toString(day);
        // Short, so that the label and a record fit side by side (today is the first).
        const std::string label = date + (isWeekend(day) ? " (hard)" : "");
        const GeneratedLevel* maze = mazes_.ready(i);
        const MoveRule rule = moveRuleOf(setting);
        const std::optional<RecordText> best = recordText(progress, date, rule, /*daily=*/true);
        RecordText value;
        if (best)
            value = *best;
        else if (!maze)
            value.value = wanted_ == i ? "generating... (plays when ready)" : "generating...";
        else if (!maze->level)
            value.value = "no maze";
        else  // measured without diagonal moves (daily_maze.hpp)
            value.value = "par " + std::to_string(maze->metrics.par) +
                          (rule == MoveRule::Diagonal ? " (4-way)" : "");
        page.items.push_back({label, std::move(value.value), best.has_value(), false,
                              choice::PlayDaily{i}, std::move(value.shorterValues)});
    }
    page.items.push_back({"Back", "", false, false, choice::Pop{}});
    return page;
}

std::optional<DailyStart> DailyList::choose(std::size_t day) {
    if (day >= mazes_.days().size())
        return std::nullopt;
    wanted_ = day;
    return update();
}

std::optional<DailyStart> DailyList::update() {
    if (!wanted_)
        return std::nullopt;
    const GeneratedLevel* maze = mazes_.ready(*wanted_);
    if (!maze)
        return std::nullopt;
    DailyStart start{mazes_.days()[*wanted_], maze->level, ""};
    wanted_.reset();
    if (!start.level)
        start.notice = "No maze for " + toString(start.date) + ": " + maze->error;
    return start;
}

}  // namespace catmaze::app
