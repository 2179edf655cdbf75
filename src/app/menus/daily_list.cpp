// The Daily maze list (daily_list.hpp).

#include "menus/daily_list.hpp"

#include "menus/menu_texts.hpp"
#include "ui/fill.hpp"
#include "ui/translation.hpp"

namespace catmaze::app {

MenuPage DailyList::page(const Progress& progress, DiagonalMode setting) {
    MenuPage page;
    page.title = tr("Daily maze");
    // TRANSLATORS: {date} is today's date, "2026-11-25".
    page.subtitle = fill(tr("Today is {date} (UTC): the same maze for every player"),
                         {{"date", toString(mazes_.days().front())}}) +
                    "\n" + tr("Medium on weekdays, hard on weekends");
    // One look at the worker for the whole page: it generates on while the page is built.
    const ReadyResults<GeneratedLevel> mazes = mazes_.readyNow();
    shown_ = mazes.size();
    for (std::size_t i = 0; i < mazes_.days().size(); ++i) {
        const CalendarDate day = mazes_.days()[i];
        const std::string date = toString(day);
        // Short, so that the label and a record fit side by side (today is the first).
        // TRANSLATORS: a weekend's day in the Daily maze list, its maze hard.
        const std::string label =
            isWeekend(day) ? fill(tr("{date} (hard)"), {{"date", date}}) : date;
        const GeneratedLevel* maze = mazes.ready(i);
        const MoveRule rule = moveRuleOf(setting);
        const std::optional<RecordText> best = recordText(progress, date, rule, /*daily=*/true);
        RecordText value;
        if (best)
            value = *best;
        else if (!maze)
            value.value =
                wanted_ == i ? tr("generating... (plays when ready)") : tr("generating...");
        else if (!maze->level)
            value.value = tr("no maze");
        else  // measured without diagonal moves (daily_maze.hpp)
            value.value =
                rule == MoveRule::Diagonal
                    // TRANSLATORS: the maze's par, measured without diagonal moves.
                    ? fill(tr("par {par} (4-way)"), {{"par", std::to_string(maze->metrics.par)}})
                    : fill(tr("par {par}"), {{"par", std::to_string(maze->metrics.par)}});
        page.items.push_back({label, std::move(value.value), best.has_value(), false,
                              choice::PlayDaily{i}, std::move(value.shorterValues)});
    }
    page.items.push_back({tr("Back"), "", false, false, choice::Pop{}});
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
        // TRANSLATORS: {why} is the generator's reason.
        start.notice = fill(tr("No maze for {date}: {why}"),
                            {{"date", toString(start.date)}, {"why", maze->error}});
    return start;
}

}  // namespace catmaze::app
