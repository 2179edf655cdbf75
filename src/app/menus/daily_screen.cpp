// The Daily maze menu: today's maze and the six days before, each with its best result and par.

#include <algorithm>

#include "menus/menu_screen.hpp"
#include "shell/screen_stack.hpp"

namespace catmaze::app {

namespace {

constexpr std::size_t kDaysListed = 7;

// The day the game calls today: --date, else the UTC date.
CalendarDate today(const Options& options) {
    return options.date.value_or(todayUtc());
}

}  // namespace

DailyScreen::DailyScreen(Context& context)
    : MenuScreen(context), mazes_(today(context.options), kDaysListed) {}

float DailyScreen::itemWidth(sf::Vector2f size) const {
    // A date beside a labelled record, as in the Levels list.
    return std::clamp(size.x - 64, 380.0f, 660.0f);
}

void DailyScreen::build() {
    title_ = "Daily maze";
    subtitle_ = "Today is " + toString(mazes_.days().front()) +
                " (UTC): the same maze for every player\nMedium on weekdays, hard on weekends";
    shown_ = mazes_.readyCount();
    const Progress& progress = context_.files.progress;
    for (std::size_t i = 0; i < mazes_.days().size(); ++i) {
        const CalendarDate day = mazes_.days()[i];
        const std::string date = toString(day);
        // Short, so that the label and a record fit side by side (today is the first).
        const std::string label = date + (isWeekend(day) ? " (hard)" : "");
        const GeneratedLevel* maze = mazes_.ready(i);
        const auto best = progress.daily.find(date);
        std::string value;
        if (best != progress.daily.end())
            value = bestText(best->second);
        else if (!maze)
            value = wanted_ == i ? "generating... (plays when ready)" : "generating...";
        else if (!maze->level)
            value = "no maze";
        else
            value = "par " + std::to_string(maze->metrics.par);
        add(
            label,
            [this, i](int) {
                wanted_ = i;
                if (!playWhenReady(i))
                    refresh();
            },
            value, best != progress.daily.end());
    }
    add("Back", [this](int) { back(); });
}

bool DailyScreen::playWhenReady(std::size_t i) {
    const GeneratedLevel* maze = mazes_.ready(i);
    if (!maze)
        return false;
    wanted_.reset();
    if (!maze->level) {
        context_.notices.notify("No maze for " + toString(mazes_.days()[i]) + ": " + maze->error);
        return true;
    }
    context_.director.playDaily(mazes_.days()[i], *maze->level);
    return true;
}

bool DailyScreen::update(double) {
    if (wanted_ && playWhenReady(*wanted_))
        return false;
    if (mazes_.readyCount() != shown_ && context_.director.screens().top() == this)
        refresh();  // a day's maze came in: its par replaces "generating..."
    return false;
}

void DailyScreen::back() {
    context_.director.screens().pop();
}

}  // namespace catmaze::app
